-- The schema of what no API role may call or read: settings, guards, triggers and helpers.
create schema if not exists private;
revoke all on schema private from public;
