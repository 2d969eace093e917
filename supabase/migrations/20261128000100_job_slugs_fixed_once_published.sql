-- A job's slug is fixed once the job has first been published, as a post's is: its page, the sitemap and Google for
-- Jobs point at it, and a new address would break every link to it.
--
-- Replaces private.keep_job_lifecycle() (it now also refuses a new slug for a job that has been published).
--
-- - From the first time the job was open (first_published_at set), a change of slug is refused with check_violation
--   (SQLSTATE 23514), naming the column, whoever writes it: the desk's save, a direct update by hiring or admin, or
--   the service role. A job never published (a draft, or scheduled and not yet open) takes a new slug freely.
-- - Everything else is as before: a save from an outdated view is refused first (PT409), and the lifecycle's times
--   are checked after.

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
    if old.first_published_at is not null and new.slug is distinct from old.slug then
      raise exception using
        errcode = 'check_violation',
        message = 'The slug is fixed once the job has been published',
        hint = 'Keep the slug: links, the sitemap and search engines point at it.',
        schema = 'public',
        table = 'jobs',
        column = 'slug';
    end if;
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

comment on column public.jobs.first_published_at is
  'When the job was first open; set by the database, never moved (JobPosting datePosted). Its slug is fixed from then on.';
