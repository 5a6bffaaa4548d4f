/**
 * The content manager's fields for content's own schemas, so its required values, lengths, choices and list sizes
 * are the build's (decision 0036): a field the schema requires is required in the editor, a length the schema bounds
 * is a pattern the editor checks before saving, an enum is a select, a list of fixed size has that size. What no
 * single field can see (a town's county exists, two towns do not share a grid place) the build checks after saving,
 * as for any edit (content/validate.ts).
 */
import { z } from 'zod'
import { collections, type CollectionName } from '../../content/validate'

/** The part of JSON Schema that zod writes for content's schemas. */
interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  propertyNames?: JsonSchema
  items?: JsonSchema
  enum?: Array<string | number>
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
}

/** One field of Decap CMS's config (widget options as its documentation names them). */
export interface CmsField {
  label: string
  name: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  [option: string]: unknown
}

/** "offerContext" -> "Offer context", "answerHtml" -> "Answer (HTML)". */
export function fieldLabel(name: string): string {
  if (name === 'faqs') return 'FAQs'
  const html = name.endsWith('Html')
  const words = (html ? name.slice(0, -4) : name).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${html ? ' (HTML)' : ''}`
}

/** Longer copy gets a text area; names, titles and slugs a line. */
const longTextFrom = 100

/** Beside a local fact's flag (confirmedSchema in content/shared.schema.ts). */
const confirmedHint =
  'Switch on once you have checked this against a source. Until then the page still shows it, but npm run check:launch lists it and a build for the real domain stops.'

const htmlHint = 'HTML: <p>, <ul>, <ol>, <li>, <strong>, <em>, <a href="...">, <br>, <h3> and tables only.'

function lengthPattern(schema: JsonSchema): [string, string] | undefined {
  const { minLength: min, maxLength: max } = schema
  if (min === undefined && max === undefined) return undefined
  const message =
    min !== undefined && max !== undefined
      ? `Between ${min} and ${max} characters.`
      : min !== undefined
        ? `At least ${min} characters.`
        : `At most ${max} characters.`
  return [`^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, message]
}

const slugPattern = /^\^\[a-z0-9\]/

function stringField(name: string, schema: JsonSchema): { widget: string; [option: string]: unknown } {
  if (schema.enum) return { widget: 'select', options: schema.enum }
  const long = (schema.maxLength ?? 0) > longTextFrom || name.endsWith('Html')
  const pattern: [string, string] | undefined = schema.pattern
    ? [
        schema.pattern,
        slugPattern.test(schema.pattern)
          ? 'Lower-case words joined by hyphens, e.g. live-oak.'
          : 'Not in the form this field needs.',
      ]
    : lengthPattern(schema)
  return {
    widget: long ? 'text' : 'string',
    ...(pattern ? { pattern } : {}),
    ...(name.endsWith('Html') ? { hint: htmlHint } : {}),
  }
}

/** A list's sizes, as its schema bounds them. */
export function listSizes(schema: JsonSchema): { min?: number; max?: number } {
  return {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  }
}

/**
 * A collapsed list item shows its first text field (a question, a title, a name). A list of local facts shows each
 * fact open, its Confirmed box beside it, and its summary says whether it is confirmed yet.
 */
export function listSummary(fields: readonly CmsField[]): { summary?: string; collapsed?: false } {
  const first = fields.find((field) => ['string', 'text', 'select'].includes(field.widget))
  if (!first) return {}
  if (!fields.some((field) => field.name === 'confirmed')) return { summary: `{{fields.${first.name}}}` }
  return {
    summary: `{{fields.${first.name}}} ({{fields.confirmed | ternary('confirmed', 'drafted: check it')}})`,
    collapsed: false,
  }
}

/** A field for one property of a schema; `path` names it in the error thrown for a shape the editor cannot show. */
function fieldFor(name: string, schema: JsonSchema, required: boolean, path: string): CmsField {
  const base = { label: fieldLabel(name), name, ...(required ? {} : { required: false }) }
  switch (schema.type) {
    case 'string':
      return { ...base, ...stringField(name, schema) }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined)
      const max = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      }
    }
    case 'boolean':
      return { ...base, widget: 'boolean', default: false, ...(name === 'confirmed' ? { hint: confirmedHint } : {}) }
    case 'array': {
      const items = schema.items ?? {}
      const sizes = listSizes(schema)
      if (items.type === 'object') {
        const fields = objectFields(items, `${path}[]`)
        return { ...base, widget: 'list', ...sizes, fields, ...listSummary(fields) }
      }
      // Each item its own input, open, so a keyword or a name may hold a comma.
      const item = { ...fieldFor(name, items, true, `${path}[]`), label: base.label }
      return { ...base, widget: 'list', ...sizes, collapsed: false, field: item }
    }
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(schema, path) }
    default:
      throw new Error(`${path}: the content manager has no field for this schema (${JSON.stringify(schema)})`)
  }
}

/** The fields of an object schema, or of a record whose keys are a fixed list (content/site/pages.yaml). */
export function objectFields(schema: JsonSchema, path: string): CmsField[] {
  const keys = schema.propertyNames?.enum
  if (keys && typeof schema.additionalProperties === 'object') {
    const value = schema.additionalProperties
    return keys.map((key) => fieldFor(String(key), value, true, `${path}.${String(key)}`))
  }
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name), `${path}.${name}`),
  )
}

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as JsonSchema

/** The fields of one entry of a collection: the schema of a list's items, or of the whole file. */
export function cmsFields(name: CollectionName): CmsField[] {
  const schema = jsonSchemaOf(collections[name].schema)
  return objectFields(schema.type === 'array' ? (schema.items ?? {}) : schema, name)
}
