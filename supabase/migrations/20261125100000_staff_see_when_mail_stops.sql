-- Staff see when mail stops (decision 026).
--
-- - A message that cannot be sent ends 'failed': at once after a permanent refusal by the provider (a 4xx other
--   than 408, 409 and 429: outcome 'permanent'), or when it has not been sent 23 hours after its first attempt,
--   inside the 24 hours the provider keeps an Idempotency-Key (after that a retry could be delivered twice).
-- - A misconfigured function (missing secrets, a key the provider refuses) does not answer before claiming: it
--   holds the due messages (hold_application_mail), which stay queued with the problem in last_error and are retried
--   every five minutes, without counting as an attempt; the deployment check fails while any has waited 15 minutes.
-- - Staff hear about it: the function queues a summary for the staff address at most once a day when messages
--   failed, were rejected or deferred, or wait too long, or when resume bytes passed their alert level
--   (queue_application_mail_summary); `npm run check:deploy` reads the same report (application_mail_report) and can
--   send a test message to an address staff choose (queue_application_mail_test, application_mail_message).

alter table private.application_mail
  alter column application_id drop not null,
  -- When the provider was first asked to send it: the 23-hour limit counts from here.
  add column first_attempt_at timestamptz,
  drop constraint application_mail_kind_check,
  -- staff_summary: the daily summary to the staff address; test_message: the deployment check's, to `recipient`.
  add constraint application_mail_kind_check check (
    kind in ('applicant_confirmation', 'hiring_team_notice', 'staff_summary', 'test_message')
    and (application_id is not null) = (kind in ('applicant_confirmation', 'hiring_team_notice'))
  );

update private.application_mail set first_attempt_at = created_at where attempts > 0;

-- How long after its first attempt a message may still be sent: inside the provider's 24-hour idempotency window.
create or replace function private.application_mail_give_up_after() returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '23 hours'
$$;

drop function public.claim_application_mail(integer, integer);

-- Claims up to `batch_size` due messages for `lease_seconds` (see 20261125090000 for the ceiling; staff messages are
-- not counted against it and go first). A due message past the 23-hour limit is ended 'failed' instead of claimed.
create function public.claim_application_mail(batch_size integer, lease_seconds integer)
returns table (
  message_id uuid,
  kind text,
  attempts integer,
  claim_id uuid,
  recipient text,
  application_id uuid,
  applied_at timestamptz,
  full_name text,
  email text,
  linkedin_url text,
  portfolio_url text,
  position_title text,
  position_department text,
  position_location text,
  resume_object text,
  applications_table_id oid
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  ceiling public.api_limits;
  used integer := 0;
  oldest timestamptz;
  room integer := greatest(1, least(batch_size, 50));
  application_room integer;
begin
  update private.application_mail as m
     set status = 'failed',
         last_error = left(
           'Given up: not sent within 23 hours of its first attempt (the provider keeps idempotency keys for 24 hours)'
           || coalesce('. Last answer: ' || m.last_error, ''),
           2000
         ),
         claimed_until = null,
         claim_id = null
   where m.id in (
     select d.id from private.application_mail as d
      where private.application_mail_is_due(d)
        and d.first_attempt_at <= now() - private.application_mail_give_up_after()
      for update skip locked
   );

  select * into ceiling from public.api_limits as l where l.action = 'application_mail';
  application_room := room;
  if ceiling.global_max is not null then
    select count(*), min(coalesce(m.sent_at, m.last_attempt_at)) into used, oldest
      from private.application_mail as m
     where m.application_id is not null
       and ((m.sent_at > now() - ceiling.window_length) or (m.status = 'sending' and m.claimed_until > now()));
    application_room := least(room, ceiling.global_max - used);
    if application_room <= 0 then
      update private.application_mail as m
         set status = 'deferred',
             next_attempt_at = greatest(coalesce(oldest, now()) + ceiling.window_length, now() + interval '1 second'),
             last_error = format(
               'Deferred: %s messages were sent in the last %s, the ceiling in public.api_limits (application_mail)',
               used, ceiling.window_length
             ),
             claimed_until = null,
             claim_id = null
       where m.id in (
         select d.id from private.application_mail as d
          where private.application_mail_is_due(d) and d.application_id is not null
          for update skip locked
       );
    end if;
  end if;

  return query
  with due as (
    select m.id
      from private.application_mail as m
     where private.application_mail_is_due(m)
       and (m.application_id is null or application_room > 0)
     order by m.application_id is not null, m.next_attempt_at, m.id
     limit case when application_room > 0 then least(room, application_room) else room end
     for update skip locked
  ),
  claimed as (
    update private.application_mail as m
       set status = 'sending',
           attempts = m.attempts + 1,
           claim_id = gen_random_uuid(),
           claimed_until = now() + make_interval(secs => greatest(lease_seconds, 10)),
           last_attempt_at = now(),
           first_attempt_at = coalesce(m.first_attempt_at, now())
      from due
     where m.id = due.id
    returning m.id, m.kind, m.attempts, m.claim_id, m.recipient, m.application_id
  )
  select cl.id, cl.kind, cl.attempts, cl.claim_id, cl.recipient, c.id, c.created_at, c.full_name, c.email,
         c.linkedin_url, c.portfolio_url, c.position_title, c.position_department, c.position_location,
         substr(c.resume_url, length('resumes/') + 1), 'public.candidates'::regclass::oid
    from claimed as cl
    left join public.candidates as c on c.id = cl.application_id;
end
$$;

-- Records the outcome of the claim `claim`:
--   sent          the provider accepted it (its id);
--   failed        a transient failure (no answer, 5xx, 408, 409, 429, a resume Storage could not read): retried
--                 30 s later, then at doubling intervals of at most an hour, unless the next attempt would come 23
--                 hours or more after the first, which makes it final;
--   permanent     the provider refused it for good (another 4xx): final at once;
--   undeliverable the stored address is not one plain address: final, no request made;
--   rejected      the resume is not a PDF: final, no request made;
--   held          the function is misconfigured (for example the provider refused its key): queued again in five
--                 minutes, not counted as an attempt.
-- Returns the message's status afterwards, or null when the claim is no longer current.
create or replace function public.record_application_mail(
  message_id uuid,
  claim uuid,
  outcome text,
  provider_message_id text,
  provider_answer text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  result text;
begin
  if outcome = 'sent' then
    update private.application_mail as m
       set status = 'sent', sent_at = now(), provider_message_id = record_application_mail.provider_message_id,
           last_error = null, claimed_until = null, claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  elsif outcome = 'held' then
    update private.application_mail as m
       set status = 'queued',
           attempts = greatest(m.attempts - 1, 0),
           first_attempt_at = case when m.attempts <= 1 then null else m.first_attempt_at end,
           next_attempt_at = now() + interval '5 minutes',
           last_error = left('Not sent: ' || coalesce(provider_answer, 'the function is misconfigured'), 2000),
           claimed_until = null,
           claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  elsif outcome in ('failed', 'permanent', 'undeliverable', 'rejected') then
    update private.application_mail as m
       set status = case
             when outcome = 'rejected' then 'rejected'
             when outcome in ('permanent', 'undeliverable') then 'failed'
             when now() + least(interval '30 seconds' * power(2, least(m.attempts - 1, 10)), interval '1 hour')
                  >= coalesce(m.first_attempt_at, now()) + private.application_mail_give_up_after() then 'failed'
             else 'queued'
           end,
           next_attempt_at = now() + least(interval '30 seconds' * power(2, least(m.attempts - 1, 10)), interval '1 hour'),
           last_error = left(coalesce(provider_answer, 'no answer'), 2000),
           claimed_until = null,
           claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  else
    raise exception using
      errcode = '22023',
      message = 'outcome must be sent, failed, permanent, undeliverable, rejected or held';
  end if;
  return result;
end
$$;

-- The function cannot send (`problem` says why): the due messages stay queued with the problem, due again in five
-- minutes, without counting as an attempt. Returns how many it held.
create or replace function public.hold_application_mail(problem text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  held integer;
begin
  update private.application_mail as m
     set status = 'queued',
         next_attempt_at = now() + interval '5 minutes',
         last_error = left('Not sent: ' || coalesce(problem, 'the function is misconfigured'), 2000),
         claimed_until = null,
         claim_id = null
   where m.id in (
     select d.id from private.application_mail as d where private.application_mail_is_due(d) for update skip locked
   );
  get diagnostics held = row_count;
  return held;
end
$$;

-- What staff need to know about mail, over the last day: counts by outcome, what waits and for how long, the latest
-- failures (without addresses), and the resume bytes against their alert level.
create or replace function public.application_mail_report() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with recent as (
    select m.* from private.application_mail as m
     where coalesce(m.last_attempt_at, m.created_at) > now() - interval '1 day'
  ),
  waiting as (
    select m.* from private.application_mail as m where m.status in ('queued', 'sending')
  ),
  oldest as (
    select w.created_at, w.last_error from waiting as w order by w.created_at limit 1
  )
  select jsonb_build_object(
    'sent', (select count(*) from recent as r where r.status = 'sent'),
    'failed', (select count(*) from recent as r where r.status = 'failed'),
    'rejected', (select count(*) from recent as r where r.status = 'rejected'),
    'skipped', (select count(*) from recent as r where r.status = 'skipped'),
    'deferred', (select count(*) from private.application_mail as m where m.status = 'deferred'),
    'next_deferred_at', (select min(m.next_attempt_at) from private.application_mail as m where m.status = 'deferred'),
    'queued', (select count(*) from waiting),
    'oldest_queued_seconds', (select floor(extract(epoch from now() - o.created_at))::bigint from oldest as o),
    'oldest_queued_error', (select o.last_error from oldest as o),
    'recent_failures', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', f.id, 'kind', f.kind, 'status', f.status, 'application_id', f.application_id,
               'at', coalesce(f.last_attempt_at, f.created_at), 'last_error', f.last_error
             ) order by coalesce(f.last_attempt_at, f.created_at) desc)
        from (select r.* from recent as r where r.status in ('failed', 'rejected')
               order by coalesce(r.last_attempt_at, r.created_at) desc limit 10) as f
    ), '[]'::jsonb),
    'resume_bytes_last_day', private.resume_bytes_in_window(),
    'resume_bytes_alert', (select l.global_max from public.api_limits as l where l.action = 'resume_bytes'),
    'hourly_ceiling', (select l.global_max from public.api_limits as l where l.action = 'application_mail')
  )
$$;

-- Whether a staff summary is due: none was queued in the last 24 hours, and there is something to tell (a message
-- failed or was rejected in the last day, one is deferred, one has waited 15 minutes, or resume bytes passed their
-- alert level).
create or replace function private.staff_summary_due() returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  report jsonb;
begin
  if exists (
    select from private.application_mail as m
     where m.kind = 'staff_summary' and m.created_at > now() - interval '24 hours'
  ) then
    return false;
  end if;
  report := public.application_mail_report();
  return (report ->> 'failed')::bigint + (report ->> 'rejected')::bigint + (report ->> 'deferred')::bigint > 0
      or coalesce((report ->> 'oldest_queued_seconds')::bigint, 0) >= 900
      or (report ->> 'resume_bytes_alert' is not null
          and (report ->> 'resume_bytes_last_day')::bigint > (report ->> 'resume_bytes_alert')::bigint);
end
$$;

-- Queues the staff summary when one is due; returns its id, or null. Staff messages older than 30 days are removed
-- here (they belong to no application).
create or replace function public.queue_application_mail_summary() returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued uuid;
begin
  perform pg_advisory_xact_lock(hashtext('private.application_mail'), hashtext('staff_summary'));
  delete from private.application_mail as m
   where m.application_id is null and m.created_at < now() - interval '30 days';
  if not private.staff_summary_due() then
    return null;
  end if;
  insert into private.application_mail (kind) values ('staff_summary') returning id into queued;
  return queued;
end
$$;

-- The scheduled job calls the function when a message is due or a staff summary is: a failure leaves nothing due,
-- and staff must still hear of it.
create or replace function private.request_application_mail() returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  if to_regclass('vault.decrypted_secrets') is null or to_regnamespace('net') is null then
    return false;
  end if;
  if not exists (select from private.application_mail as m where private.application_mail_is_due(m))
     and not private.staff_summary_due() then
    return false;
  end if;
  select s.decrypted_secret into project_url from vault.decrypted_secrets as s where s.name = 'project_url';
  select s.decrypted_secret into service_key from vault.decrypted_secrets as s where s.name = 'service_role_key';
  if coalesce(project_url, '') = '' or coalesce(service_key, '') = '' then
    return false;
  end if;
  perform net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/application-mail',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
  return true;
end
$$;

-- The deployment check's round trip: a test message to an address staff choose. Returns its id.
create or replace function public.queue_application_mail_test(recipient text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued uuid;
begin
  if recipient is null or recipient !~ '^[^@\s,;<>"]+@[^@\s,;<>"]+\.[^@\s,;<>"]+$' or char_length(recipient) > 254 then
    raise exception using errcode = '22023', message = 'recipient must be one plain e-mail address';
  end if;
  insert into private.application_mail (kind, recipient) values ('test_message', lower(btrim(recipient)))
  returning id into queued;
  return queued;
end
$$;

-- One message's state, for the deployment check to wait on its test message.
create or replace function public.application_mail_message(message_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'status', m.status, 'attempts', m.attempts, 'last_error', m.last_error, 'sent_at', m.sent_at,
    'provider_message_id', m.provider_message_id
  )
    from private.application_mail as m
   where m.id = message_id
$$;

revoke all on function
  private.application_mail_give_up_after(),
  private.staff_summary_due(),
  public.claim_application_mail(integer, integer),
  public.hold_application_mail(text),
  public.application_mail_report(),
  public.queue_application_mail_summary(),
  public.queue_application_mail_test(text),
  public.application_mail_message(uuid)
from public, anon, authenticated;
grant execute on function
  public.claim_application_mail(integer, integer),
  public.hold_application_mail(text),
  public.application_mail_report(),
  public.queue_application_mail_summary(),
  public.queue_application_mail_test(text),
  public.application_mail_message(uuid)
to service_role;
