-- The audit log is kept two years (the privacy notice says so), then removed by the retention job (decision 008,
-- `npm run retention`). The log refuses every UPDATE, DELETE and TRUNCATE (20261126120000); this private function
-- alone may delete, and only entries older than the period: it marks its own transaction for the log's trigger.

create or replace function private.remove_expired_audit_entries(dry_run boolean) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  affected integer;
begin
  if dry_run then
    select count(*) into affected
      from public.audit_log as a
     where a.created_at < now() - private.audit_log_retention_period();
    return affected;
  end if;
  perform set_config('tapsheet.audit_log_retention', 'on', true);
  delete from public.audit_log as a where a.created_at < now() - private.audit_log_retention_period();
  get diagnostics affected = row_count;
  perform set_config('tapsheet.audit_log_retention', 'off', true);
  return affected;
end
$$;

revoke all on function private.remove_expired_audit_entries(boolean) from public;

-- What the retention job calls over the Data API (service role only): counts (dry_run) or removes the entries.
create or replace function public.purge_expired_audit_log(dry_run boolean) returns integer
language sql
security definer
set search_path = ''
as $$
  select private.remove_expired_audit_entries(dry_run)
$$;

revoke all on function public.purge_expired_audit_log(boolean) from public, anon, authenticated;
grant execute on function public.purge_expired_audit_log(boolean) to service_role;
