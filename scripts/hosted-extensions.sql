-- What a hosted Supabase project has beyond the embedded API's bootstrap.sql, for the gate's real-CLI run
-- (scripts/real-supabase.mjs): the shapes of Vault's decrypted secrets and of pg_net's request function, queue and answer
-- table, which the mail and rebuild functions read once both exist. Debian packages neither extension, and
-- `supabase db lint` (plpgsql_check) reports every function that names a relation or function that is missing. Only
-- the columns and arguments the migrations use, with pg_net's defaults; a request is queued, never sent.
create schema if not exists vault;
create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  secret text not null
);
create or replace view vault.decrypted_secrets as
  select s.id, s.name, s.secret as decrypted_secret from vault.secrets as s;

create schema if not exists net;
create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null default 'POST',
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds integer not null
);
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint language sql volatile as $$
  insert into net.http_request_queue (url, headers, body, timeout_milliseconds)
  values (url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id
$$;
