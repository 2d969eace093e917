-- Tapsheet's public key may only do what a migration grants explicitly.
--
-- On Supabase, everything `postgres` creates in `public` used to be granted to anon and authenticated by
-- default, leaving RLS as the only barrier. New objects now start with no privileges for the API roles, and
-- functions start with no EXECUTE for PUBLIC; each table migration grants the minimum itself.

alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated;
alter default privileges for role postgres revoke execute on functions from public;

-- Trigger and helper functions live here. The Data API exposes only `public`, and the API roles get no USAGE.
create schema if not exists private;
revoke all on schema private from public;

-- Statement-level guard for the public write tables: one row per request (IV-07), so a single POST cannot
-- bulk-load a JSON array or CSV. Staff (service_role, postgres) may still insert in bulk. Each trigger that
-- uses it must name its transition table `inserted_rows`.
create or replace function private.enforce_single_row_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted_rows) > 1 then
    raise exception using
      errcode = 'P0001',
      message = 'Only one row can be submitted per request',
      hint = 'Send a single JSON object, not an array.';
  end if;
  return null;
end
$$;

revoke all on function private.enforce_single_row_insert() from public;
