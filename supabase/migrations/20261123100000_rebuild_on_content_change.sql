-- Ask the static host for a new build when published content changes (decision 012).
--
-- - jobs and blog_posts get `updated_at`, kept current by a trigger; the sitemap's <lastmod> reads it.
-- - Every insert, update or delete on either table records a change in private.content_changes.
-- - On hosted Supabase (pg_net and pg_cron available), a job every five minutes POSTs to the deploy-hook URL kept in
--   Supabase Vault (secret 'deploy_hook_url') when changes are waiting, at most once per five minutes, and does
--   nothing when no URL is configured. Where those extensions do not exist (the embedded API, plain PostgreSQL) the
--   trigger and the queue work the same and no job is scheduled.

alter table public.jobs add column updated_at timestamptz not null default now();
alter table public.blog_posts add column updated_at timestamptz not null default now();
update public.jobs set updated_at = created_at;
update public.blog_posts set updated_at = created_at;

create or replace function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger touch_updated_at
  before update on public.jobs
  for each row execute function private.touch_updated_at();

create trigger touch_updated_at
  before update on public.blog_posts
  for each row execute function private.touch_updated_at();

create table private.content_changes (
  id bigint generated always as identity primary key,
  table_name text not null,
  changed_at timestamptz not null default now(),
  -- When a rebuild was requested for this change; null while it waits.
  rebuild_requested_at timestamptz
);

create index content_changes_waiting_idx on private.content_changes (changed_at) where rebuild_requested_at is null;

create or replace function private.record_content_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.content_changes (table_name) values (tg_table_name);
  return null;
end
$$;

create trigger record_content_change
  after insert or update or delete on public.jobs
  for each statement execute function private.record_content_change();

create trigger record_content_change
  after insert or update or delete on public.blog_posts
  for each statement execute function private.record_content_change();

-- Called by the scheduled job: POSTs to the deploy hook when changes wait and none was requested in the last five
-- minutes. Returns whether it asked for a build. References to vault and net are resolved only when it runs.
create or replace function private.request_rebuild() returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
begin
  if not exists (select from private.content_changes where rebuild_requested_at is null) then
    return false;
  end if;
  -- Without Vault and pg_net (the embedded API, plain PostgreSQL) there is nobody to ask.
  if to_regclass('vault.decrypted_secrets') is null or to_regnamespace('net') is null then
    return false;
  end if;
  if exists (
    select from private.content_changes where rebuild_requested_at > now() - interval '5 minutes'
  ) then
    return false;
  end if;
  select s.decrypted_secret into hook_url from vault.decrypted_secrets as s where s.name = 'deploy_hook_url';
  if hook_url is null or hook_url = '' then
    return false;
  end if;
  perform net.http_post(url := hook_url, body := '{}'::jsonb);
  update private.content_changes set rebuild_requested_at = now() where rebuild_requested_at is null;
  return true;
end
$$;

revoke all on function
  private.touch_updated_at(),
  private.record_content_change(),
  private.request_rebuild()
from public;

do $$
begin
  if exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
    create extension if not exists pg_cron with schema pg_catalog;
    execute $job$select cron.schedule('request-site-rebuild', '*/5 * * * *', 'select private.request_rebuild()')$job$;
  end if;
end
$$;
