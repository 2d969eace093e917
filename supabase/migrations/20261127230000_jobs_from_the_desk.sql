-- Jobs are written from the desk, and a save from an outdated view is refused (docs/decisions/061-jobs-from-the-desk.md).
--
-- Replaces private.keep_job_lifecycle() (it now also counts saves and names who saved last).
--
-- - version counts saves, as it does for posts. A save from the desk sends the version it was based on; a different
--   one is refused with PT409 (HTTP 409) naming who saved last and when (updated_by_email, updated_at), so nothing
--   is overwritten. A save that sends no version (the clock, the service role) is never refused.
-- - updated_by_email: the staff member's address from their token, "the schedule" for the clock's flips, or
--   "service role". The function stays SECURITY INVOKER: its check of current_user must see the caller.

alter table public.jobs
  add column version integer not null default 1 constraint jobs_version_check check (version > 0),
  add column updated_by_email text
    constraint jobs_updated_by_email_check check (
      updated_by_email is null or (char_length(updated_by_email) <= 254 and updated_by_email !~ '[[:cntrl:]]')
    );

comment on column public.jobs.version is
  'How many times the job was saved, from 1. A save names the version it was based on and is refused when another came first.';
comment on column public.jobs.updated_by_email is 'Who saved the job last: a staff address, "the schedule" or "service role".';

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
          coalesce(old.updated_by_email, 'Someone'),
          to_char(old.updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
        ),
        detail = jsonb_build_object('by', old.updated_by_email, 'at', old.updated_at, 'version', old.version)::text,
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
  new.updated_by_email := case
    when coalesce(current_setting('tapsheet.job_clock', true), '') = 'on' then 'the schedule'
    else coalesce(nullif(left((select auth.jwt()) ->> 'email', 254), ''), 'service role')
  end;

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
