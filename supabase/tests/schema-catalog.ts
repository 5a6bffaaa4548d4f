/**
 * The database's catalog as text, one query per kind of object in the project's schemas (public and private), each
 * answering one sorted text value. tests/unit/schema-files.test.ts (PGlite) and tools/test/test-backend.ts
 * (PostgreSQL 15) build one database from the migrations and one from supabase/schemas/, and compare these.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const projectSchemas = "n.nspname in ('public', 'private')"

/** A privilege list as `grantee=privilege` entries, sorted, so the order of the grants does not matter. */
function privileges(acl: string): string {
  return `coalesce((select string_agg(entry, ',' order by entry) from (select case when a.grantee = 0 then 'public'
    else a.grantee::regrole::text end || '=' || a.privilege_type as entry from aclexplode(${acl}) a) entries), 'default')`
}

/** Between two objects in a query's text: a function's definition spans several lines. */
const objectSeparator = '\x1e'

/** One text value: the `line` column of a query, sorted, each object apart from the next by objectSeparator. */
function sortedLines(query: string): string {
  return `select string_agg(line, chr(30) order by line) as text from (${query}) lines`
}

/** Each query answers one row with one column, `text`: its kind's objects, sorted. */
export const catalogQueries = {
  functions: sortedLines(`select pg_get_functiondef(p.oid) as line
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${projectSchemas}`),
  'function privileges': sortedLines(`select p.oid::regprocedure::text || ' ' || ${privileges('p.proacl')} as line
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${projectSchemas}`),
  'tables and columns': sortedLines(`select concat_ws(' ', table_schema || '.' || table_name,
      lpad(ordinal_position::text, 3, '0'), column_name, data_type, udt_name, is_nullable, column_default, is_identity,
      identity_generation) as line
    from information_schema.columns where table_schema in ('public', 'private')`),
  constraints: sortedLines(`select c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
      as line
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace where ${projectSchemas}`),
  indexes: sortedLines(`select indexdef as line from pg_indexes where schemaname in ('public', 'private')`),
  triggers: sortedLines(`select pg_get_triggerdef(t.oid) as line
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and ${projectSchemas}`),
  policies: sortedLines(`select concat_ws(' ', schemaname || '.' || tablename, policyname, permissive, roles::text, cmd,
      qual, with_check) as line
    from pg_policies where schemaname in ('public', 'private')`),
  'row level security': sortedLines(`select c.oid::regclass::text || ' ' || c.relrowsecurity || ' '
      || c.relforcerowsecurity as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p') and ${projectSchemas}`),
  'table and column privileges': sortedLines(`select c.oid::regclass::text || ' ' || ${privileges('c.relacl')} as line
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S') and ${projectSchemas}
      union all
      select c.oid::regclass::text || '.' || a.attname || ' ' || ${privileges('a.attacl')}
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where a.attacl is not null and ${projectSchemas}`),
  'schema privileges': sortedLines(`select n.nspname || ' ' || ${privileges('n.nspacl')} as line
    from pg_namespace n where ${projectSchemas}`),
  comments: sortedLines(`select d.classoid::regclass::text || ' ' || case d.classoid
          when 'pg_class'::regclass then d.objoid::regclass::text
          else d.objoid::regprocedure::text end || ' ' || d.objsubid || ' ' || d.description as line
        from pg_description d
        where (d.classoid = 'pg_class'::regclass and d.objoid in (select c.oid from pg_class c
            join pg_namespace n on n.oid = c.relnamespace where ${projectSchemas}))
          or (d.classoid = 'pg_proc'::regclass and d.objoid in (select p.oid from pg_proc p
            join pg_namespace n on n.oid = p.pronamespace where ${projectSchemas}))`),
  // Rows, not catalog: the guards' limits are part of what the schema files declare.
  'lead settings': sortedLines(`select name || '=' || value || ' ' || meaning as line from private.lead_settings`),
} as const

export type CatalogKind = keyof typeof catalogQueries

/** The SQL files of a folder, in lexicographic order (as Supabase applies migrations and schema files). */
export function sqlFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'))
}

/** The objects one side has and the other lacks: `-` before the migrations', `+` before the schema files'. */
export function catalogDifference(fromMigrations: string, fromSchemaFiles: string): string {
  const migrationObjects = fromMigrations.split(objectSeparator)
  const schemaObjects = fromSchemaFiles.split(objectSeparator)
  const onlyIn = (objects: string[], other: string[], mark: string) =>
    objects.filter((object) => !other.includes(object)).map((object) => `${mark} ${object}`)
  return [...onlyIn(migrationObjects, schemaObjects, '-'), ...onlyIn(schemaObjects, migrationObjects, '+')].join('\n')
}
