-- Beta mail fails as application mail does, and nothing waits for ever (decisions 026 and 027).
--
-- - beta-mail sends through the shared provider call: a permanent refusal (outcome 'permanent') ends a message
--   'failed' after one try; no answer, 5xx, 408, 409 and 429 are retried ('failed' outcome), but never 23 hours or
--   more after the first attempt (first_attempt_at), inside the provider's 24-hour idempotency window.
-- - A misconfigured beta-mail holds the due messages (hold_beta_mail, like hold_application_mail): queued with the
--   problem in last_error, due again in five minutes, no attempt spent.
-- - For both outboxes, a held message queued more than 23 hours ago ends 'failed' ("Given up: not sent within 23
--   hours of being queued: <reason>"); its last_attempt_at becomes the time it was given up, so the reports count
--   it for a day.
-- - A due beta message whose sign-up was confirmed or removed meanwhile ends 'cancelled' instead of waiting.
-- - beta_mail_report() gives staff the same figures as application_mail_report(), and the daily staff summary is
--   due for beta mail that failed or waits too long too.

alter table private.beta_mail
  -- When the provider was first asked to send it: the 23-hour limit counts from here.
  add column first_attempt_at timestamptz,
  add column last_attempt_at timestamptz;

update private.beta_mail set first_attempt_at = created_at, last_attempt_at = created_at where attempts > 0;

comment on column private.beta_mail.status is
  'queued, sending (claimed until claimed_until), sent, failed (will not be sent: last_error says why), suppressed '
  '(the recipient unsubscribed after it was queued), cancelled (the sign-up was confirmed or removed first).';

-- Whether a message held because its function cannot send has waited too long: queued more than 23 hours ago.
create or replace function private.mail_held_too_long(queued_at timestamptz) returns boolean
language sql
stable
set search_path = ''
as $$
  select queued_at <= now() - private.application_mail_give_up_after()
$$;

-- last_error of a held message: why it was not sent, or that it was given up.
create or replace function private.held_mail_error(queued_at timestamptz, problem text) returns text
language sql
stable
set search_path = ''
as $$
  select left(
    case when private.mail_held_too_long(queued_at)
         then 'Given up: not sent within 23 hours of being queued: '
         else 'Not sent: ' end
    || coalesce(problem, 'the function is misconfigured'),
    2000
  )
$$;

create or replace function private.beta_mail_is_due(m private.beta_mail) returns boolean
language sql
stable
set search_path = ''
as $$
  select (m.status = 'queued' and m.next_attempt_at <= now())
      or (m.status = 'sending' and m.claimed_until <= now())
$$;

-- Ends what must not be sent as it is: due messages whose sign-up was confirmed or removed ('cancelled'), and due
-- messages 23 hours or more after their first attempt ('failed').
create or replace function private.settle_beta_mail() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.beta_mail as m
     set status = 'cancelled',
         last_error = 'Not sent: the sign-up was confirmed or removed first',
         claimed_until = null,
         claim_id = null
   where m.id in (
     select d.id from private.beta_mail as d
      where private.beta_mail_is_due(d)
        and not exists (select from public.signups as s where s.id = d.signup_id and s.confirmed_at is null)
      for update of d skip locked
   );
  update private.beta_mail as m
     set status = 'failed',
         last_error = left(
           'Given up: not sent within 23 hours of its first attempt (the provider keeps idempotency keys for 24 hours)'
           || coalesce('. Last answer: ' || m.last_error, ''),
           2000
         ),
         claimed_until = null,
         claim_id = null
   where m.id in (
     select d.id from private.beta_mail as d
      where private.beta_mail_is_due(d)
        and d.first_attempt_at <= now() - private.application_mail_give_up_after()
      for update skip locked
   );
end
$$;

-- Claims one due confirmation for `lease_seconds` and attaches the hash of the link token the function will send
-- (a retried message gets another token; each is valid for 7 days). Returns what the message needs.
create or replace function public.claim_beta_mail(lease_seconds integer, confirmation_token_hash text)
returns table (
  message_id uuid,
  claim_id uuid,
  attempts integer,
  queued_at timestamptz,
  name text,
  email text,
  expires_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed private.beta_mail;
  signup public.signups;
  token_expiry timestamptz := now() + interval '7 days';
begin
  if confirmation_token_hash !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'confirmation_token_hash must be a hex SHA-256';
  end if;
  perform private.settle_beta_mail();
  update private.beta_mail as m
     set status = 'sending', attempts = m.attempts + 1, claim_id = gen_random_uuid(),
         claimed_until = now() + make_interval(secs => greatest(lease_seconds, 10)),
         last_attempt_at = now(),
         first_attempt_at = coalesce(m.first_attempt_at, now())
   where m.id = (
     select d.id from private.beta_mail as d
       join public.signups as s on s.id = d.signup_id and s.confirmed_at is null
      where private.beta_mail_is_due(d)
      order by d.next_attempt_at, d.id
      limit 1
      for update of d skip locked
   )
  returning * into claimed;
  if claimed.id is null then
    return;
  end if;
  select * into signup from public.signups as s where s.id = claimed.signup_id;
  insert into private.signup_confirmation_tokens (token_hash, signup_id, expires_at)
  values (confirmation_token_hash, signup.id, token_expiry);
  return query select claimed.id, claimed.claim_id, claimed.attempts, claimed.created_at, signup.name,
                      signup.email, token_expiry;
end
$$;

-- Records the outcome of the claim `claim`, as record_application_mail does:
--   sent          the provider accepted it (its id);
--   failed        a transient failure (no answer, 5xx, 408, 409, 429): retried 30 s later, then at doubling
--                 intervals of at most an hour, unless the next attempt would come 23 hours or more after the first,
--                 which makes it final;
--   permanent     the provider refused it for good (another 4xx): final at once;
--   undeliverable the stored address is not one plain address: final, no request made;
--   suppressed    the recipient unsubscribed after it was queued: final, no request made;
--   held          the function is misconfigured (the provider refused its key): queued again in five minutes, not
--                 counted as an attempt; 'failed' instead when it was queued more than 23 hours ago.
-- Returns the message's status afterwards, or null when the claim is no longer current.
create or replace function public.record_beta_mail(
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
    update private.beta_mail as m
       set status = 'sent', sent_at = now(), provider_message_id = record_beta_mail.provider_message_id,
           last_error = null, claimed_until = null, claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  elsif outcome = 'held' then
    update private.beta_mail as m
       set status = case when private.mail_held_too_long(m.created_at) then 'failed' else 'queued' end,
           attempts = greatest(m.attempts - 1, 0),
           first_attempt_at = case when m.attempts <= 1 then null else m.first_attempt_at end,
           next_attempt_at = now() + interval '5 minutes',
           last_error = private.held_mail_error(m.created_at, provider_answer),
           claimed_until = null,
           claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  elsif outcome in ('failed', 'permanent', 'undeliverable', 'suppressed') then
    update private.beta_mail as m
       set status = case
             when outcome = 'suppressed' then 'suppressed'
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
      message = 'outcome must be sent, failed, permanent, undeliverable, suppressed or held';
  end if;
  return result;
end
$$;

-- beta-mail cannot send (`problem` says why): the due messages stay queued with the problem, due again in five
-- minutes, without counting as an attempt; one queued more than 23 hours ago ends 'failed'. Returns how many it
-- held (still queued).
create or replace function public.hold_beta_mail(problem text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  held integer;
begin
  perform private.settle_beta_mail();
  with changed as (
    update private.beta_mail as m
       set status = case when private.mail_held_too_long(m.created_at) then 'failed' else 'queued' end,
           next_attempt_at = now() + interval '5 minutes',
           last_error = private.held_mail_error(m.created_at, problem),
           last_attempt_at = case when private.mail_held_too_long(m.created_at) then now() else m.last_attempt_at end,
           claimed_until = null,
           claim_id = null
     where m.id in (
       select d.id from private.beta_mail as d where private.beta_mail_is_due(d) for update skip locked
     )
    returning m.status
  )
  select count(*) filter (where changed.status = 'queued') into held from changed;
  return held;
end
$$;

-- As in 20261125100000, except that a held message queued more than 23 hours ago ends 'failed'.
create or replace function public.hold_application_mail(problem text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  held integer;
begin
  with changed as (
    update private.application_mail as m
       set status = case when private.mail_held_too_long(m.created_at) then 'failed' else 'queued' end,
           next_attempt_at = now() + interval '5 minutes',
           last_error = private.held_mail_error(m.created_at, problem),
           last_attempt_at = case when private.mail_held_too_long(m.created_at) then now() else m.last_attempt_at end,
           claimed_until = null,
           claim_id = null
     where m.id in (
       select d.id from private.application_mail as d where private.application_mail_is_due(d) for update skip locked
     )
    returning m.status
  )
  select count(*) filter (where changed.status = 'queued') into held from changed;
  return held;
end
$$;

-- As in 20261125100000, except that a held message queued more than 23 hours ago ends 'failed'.
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
       set status = case when private.mail_held_too_long(m.created_at) then 'failed' else 'queued' end,
           attempts = greatest(m.attempts - 1, 0),
           first_attempt_at = case when m.attempts <= 1 then null else m.first_attempt_at end,
           next_attempt_at = now() + interval '5 minutes',
           last_error = private.held_mail_error(m.created_at, provider_answer),
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

-- What staff need to know about beta mail over the last day, shaped like application_mail_report(): counts by
-- outcome, what waits (for a sign-up that can still be confirmed) and for how long, and the latest failures by id.
create or replace function public.beta_mail_report() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with recent as (
    select m.* from private.beta_mail as m
     where coalesce(m.last_attempt_at, m.created_at) > now() - interval '1 day'
  ),
  waiting as (
    select m.* from private.beta_mail as m
     where m.status in ('queued', 'sending')
       and exists (select from public.signups as s where s.id = m.signup_id and s.confirmed_at is null)
  ),
  oldest as (
    select w.created_at, w.last_error from waiting as w order by w.created_at limit 1
  )
  select jsonb_build_object(
    'sent', (select count(*) from recent as r where r.status = 'sent'),
    'failed', (select count(*) from recent as r where r.status = 'failed'),
    'suppressed', (select count(*) from recent as r where r.status = 'suppressed'),
    'queued', (select count(*) from waiting),
    'oldest_queued_seconds', (select floor(extract(epoch from now() - o.created_at))::bigint from oldest as o),
    'oldest_queued_error', (select o.last_error from oldest as o),
    'recent_failures', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', f.id, 'kind', f.kind, 'status', f.status,
               'at', coalesce(f.last_attempt_at, f.created_at), 'last_error', f.last_error
             ) order by coalesce(f.last_attempt_at, f.created_at) desc)
        from (select r.* from recent as r where r.status = 'failed'
               order by coalesce(r.last_attempt_at, r.created_at) desc limit 10) as f
    ), '[]'::jsonb)
  )
$$;

-- As in 20261125100000, and also due when beta mail failed in the last day or has waited 15 minutes.
create or replace function private.staff_summary_due() returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  report jsonb;
  beta jsonb;
begin
  if exists (
    select from private.application_mail as m
     where m.kind = 'staff_summary' and m.created_at > now() - interval '24 hours'
  ) then
    return false;
  end if;
  report := public.application_mail_report();
  beta := public.beta_mail_report();
  return (report ->> 'failed')::bigint + (report ->> 'rejected')::bigint + (report ->> 'deferred')::bigint > 0
      or coalesce((report ->> 'oldest_queued_seconds')::bigint, 0) >= 900
      or (report ->> 'resume_bytes_alert' is not null
          and (report ->> 'resume_bytes_last_day')::bigint > (report ->> 'resume_bytes_alert')::bigint)
      or (beta ->> 'failed')::bigint > 0
      or coalesce((beta ->> 'oldest_queued_seconds')::bigint, 0) >= 900;
end
$$;

revoke all on function
  private.mail_held_too_long(timestamptz),
  private.held_mail_error(timestamptz, text),
  private.beta_mail_is_due(private.beta_mail),
  private.settle_beta_mail(),
  public.claim_beta_mail(integer, text),
  public.record_beta_mail(uuid, uuid, text, text, text),
  public.hold_beta_mail(text),
  public.hold_application_mail(text),
  public.record_application_mail(uuid, uuid, text, text, text),
  public.beta_mail_report(),
  private.staff_summary_due()
from public, anon, authenticated;
grant execute on function
  public.claim_beta_mail(integer, text),
  public.record_beta_mail(uuid, uuid, text, text, text),
  public.hold_beta_mail(text),
  public.hold_application_mail(text),
  public.record_application_mail(uuid, uuid, text, text, text),
  public.beta_mail_report()
to service_role;
