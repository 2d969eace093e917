-- What the retention job needs from the database (decision 008).
--
-- The job (`npm run retention`, scripts/retention.mjs) runs with the service role over the HTTP APIs, as staff
-- tooling does on a hosted project: rows through the Data API, resume files through the Storage API (hosted
-- Storage refuses SQL deletes on its tables). Two things it cannot see over HTTP are answered here, by functions
-- that only the service role may call: which resume objects are due for deletion, and the abuse-budget records
-- whose window has passed (they live in the unexposed `private` schema).

-- The resume objects to delete: those of applications stored before `applications_before`, and those stored before
-- `orphans_before` that no application references (an upload whose application never arrived, or the rest of an
-- interrupted deletion). Both the current `resumes/<id>/<name>.pdf` and the legacy `<epoch ms>-<name>.pdf`
-- values of candidates.resume_url are understood.
create or replace function public.retention_resume_objects(
  applications_before timestamptz,
  orphans_before timestamptz
)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name
    from storage.objects as o
   where o.bucket_id = 'resumes'
     and (
       exists (
         select from public.candidates as c
          where c.resume_url in ('resumes/' || o.name, o.name)
            and c.created_at < applications_before
       )
       or (
         o.created_at < orphans_before
         and not exists (
           select from public.candidates as c where c.resume_url in ('resumes/' || o.name, o.name)
         )
       )
     )
   order by o.name
$$;

-- Counts (dry_run) or deletes the abuse-budget records whose window has passed. A record of an action that no
-- longer has a row in api_limits is kept for the longest window a row may have (7 days).
create or replace function public.purge_expired_budget_hits(dry_run boolean) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  affected integer;
begin
  if dry_run then
    select count(*) into affected
      from private.budget_hits as h
      left join public.api_limits as l on l.action = h.action
     where h.created_at <= now() - coalesce(l.window_length, interval '7 days');
  else
    delete from private.budget_hits as h
     using (select h2.ctid as row_id
              from private.budget_hits as h2
              left join public.api_limits as l on l.action = h2.action
             where h2.created_at <= now() - coalesce(l.window_length, interval '7 days')) as expired
     where h.ctid = expired.row_id;
    get diagnostics affected = row_count;
  end if;
  return affected;
end
$$;

revoke all on function
  public.retention_resume_objects(timestamptz, timestamptz),
  public.purge_expired_budget_hits(boolean)
from public, anon, authenticated;
grant execute on function
  public.retention_resume_objects(timestamptz, timestamptz),
  public.purge_expired_budget_hits(boolean)
to service_role;
