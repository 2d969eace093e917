-- Jobs are written from the desk, and a save from an outdated view is refused (docs/decisions/061-jobs-from-the-desk.md).
--
-- Replaces private.keep_job_lifecycle() (it now also counts saves).
--
-- - version counts saves, as it does for posts. A save from the desk sends the version it was based on; a different
--   one is refused with PT409 (HTTP 409) saying when the other save was made (updated_at) and whether the schedule
--   made it, so nothing is overwritten. A save that sends no version (the clock, the service role) is never refused.
-- - Unlike posts, a job does not keep its saver's address: the public key reads every column of an open job, and a
--   staff address is not the public's. The audit log names who published, scheduled, closed or archived it.

alter table public.jobs
  add column version integer not null default 1 constraint jobs_version_check check (version > 0),
  add column saved_by_schedule boolean not null default false;

comment on column public.jobs.version is
  'How many times the job was saved, from 1. A save names the version it was based on and is refused when another came first.';
comment on column public.jobs.saved_by_schedule is 'Whether the last change was the schedule opening or closing the job.';

grant update (version) on table public.jobs to authenticated;

create or replace function private.keep_job_lifecycle() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.version is distinct from old.version then
      raise exception using
        errcode = 'PT409',
        message = format(
          '%s saved this job at %s UTC, after you loaded it',
          case when old.saved_by_schedule then 'The schedule' else 'Someone' end,
          to_char(old.updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
        ),
        detail = jsonb_build_object(
          'by', case when old.saved_by_schedule then 'the schedule' end,
          'at', old.updated_at,
          'version', old.version
        )::text,
        hint = 'Reload the job to see the change, then save again.';
    end if;
    new.version := old.version + 1;
    new.first_published_at := coalesce(old.first_published_at, new.first_published_at);
  else
    new.version := 1;
    if current_user not in ('postgres', 'service_role', 'supabase_admin') then
      new.first_published_at := null;
    end if;
  end if;
  new.saved_by_schedule := coalesce(current_setting('tapsheet.job_clock', true), '') = 'on';

  if new.status = 'open' and new.opens_at > now() then
    raise exception using
      errcode = 'check_violation',
      message = 'A job that opens later is scheduled, not open',
      hint = 'Set status to scheduled, or opens_at to now or earlier.',
      schema = 'public',
      table = 'jobs',
      column = 'status';
  end if;
  if new.status in ('scheduled', 'open') and new.closes_at <= now()
     and (tg_op = 'INSERT' or new.status is distinct from old.status or new.closes_at is distinct from old.closes_at) then
    raise exception using
      errcode = 'check_violation',
      message = 'closes_at has passed',
      hint = 'Set a later closes_at, or none, to open the job.',
      schema = 'public',
      table = 'jobs',
      column = 'closes_at';
  end if;

  -- Closed by hand before its time: closes_at says when it closed.
  if new.status = 'closed' and (tg_op = 'INSERT' or old.status is distinct from 'closed')
     and (new.closes_at is null or new.closes_at > now()) then
    new.closes_at := now();
  end if;

  if new.status = 'open' and new.first_published_at is null then
    new.first_published_at := least(now(), coalesce(new.opens_at, now()));
  end if;
  return new;
end
$$;

revoke all on function private.keep_job_lifecycle() from public;
