-- One outbox for every kind of mail, and mail rules no stranger can abuse (decision 039).
--
-- What changed:
-- - private.application_mail and private.beta_mail become one table, private.outbox, whose `kind` names a row of
--   private.mail_kinds: which Edge Function sends it, whether it goes to the public or to staff, which ceiling in
--   public.api_limits bounds it, and which goes first. Their rows are moved over with their ids; both tables go.
-- - One path in SQL for every kind: public.claim_mail, public.record_mail and public.hold_mail (replacing
--   claim/record/hold_application_mail and claim/record/hold_beta_mail), private.mail_is_due and
--   private.settle_mail (replacing application_mail_is_due, beta_mail_is_due and settle_beta_mail), and
--   private.request_mail (replacing request_application_mail and request_beta_mail) for the cron jobs.
-- - Limits count a mailbox, not a string: private.mailbox(address) lower-cases, drops a +tag and, for gmail.com
--   and googlemail.com, the dots and the second domain. A receipt and a beta confirmation go to a mailbox at most
--   once a day (queue_application_mail, queue_signup_confirmation). Beta confirmations get an hourly ceiling of
--   their own (public.api_limits, action beta_mail).
-- - Deferred mail leaves oldest first: a claim takes, within a ceiling that has room, every deferred message
--   before newer ones, by the time it was queued (before, equal retry times were broken by a random id).
-- - Team mail no longer counts against the applicants' ceiling, and receipts go first. When more than five
--   applications arrive within an hour, the team gets a digest every 15 minutes instead of a notice each.
-- - Staff mail (notices, digests, summaries, the deployment check's test) is not list mail: no unsubscribe token is
--   registered for it, and a suppression cannot stop it. Suppression applies to the public kinds only.
-- - A notice no longer carries what the applicant wrote as links (LinkedIn, portfolio): the claim gives the
--   function only the applicant's name, address and position.
-- - Rewritten to read and write private.outbox, otherwise as before: confirm_signup (cancels the sign-up's queued
--   confirmation), application_mail_report and beta_mail_report (both now through private.mail_report, same shape;
--   beta mail's adds `deferred` and its ceiling), staff_summary_due (also due when beta mail is deferred),
--   queue_application_mail_summary (purges staff mail and digests after 30 days), queue_application_mail_test and
--   application_mail_message.

-- The kinds of mail ---------------------------------------------------------------------------------------------

create table private.mail_kinds (
  kind text primary key,
  -- The Edge Function that sends it (claim_mail and hold_mail take this name).
  sender text not null,
  -- public: to an address someone typed (suppression applies, each message carries a one-click unsubscribe);
  -- staff: to the team or staff address (never suppressed, no unsubscribe).
  audience text not null check (audience in ('public', 'staff')),
  -- The public.api_limits action whose global_max bounds how many of these leave per window_length; null: none.
  ceiling text references public.api_limits (action),
  -- Lower goes first.
  priority smallint not null default 1
);

insert into public.api_limits (action, per_client_max, global_max, window_length, description) values
  ('beta_mail', null, 100, interval '1 hour',
   'Beta sign-up confirmations sent per hour in all. Past it, messages wait (status deferred), oldest first; '
   || 'nothing is dropped.'),
  ('team_notice', null, 5, interval '1 hour',
   'Hiring-team notices, one per application, within window_length. Past it, the team gets a digest of the '
   || 'applications every 15 minutes instead.');

update public.api_limits
   set description = 'Applicant receipts sent per hour in all (team mail does not count). Past it, receipts wait '
         || '(status deferred) and leave oldest first; nothing is dropped.'
 where action = 'application_mail';

insert into private.mail_kinds (kind, sender, audience, ceiling, priority) values
  ('applicant_confirmation', 'application-mail', 'public', 'application_mail', 0),
  ('hiring_team_notice', 'application-mail', 'staff', null, 1),
  ('hiring_team_digest', 'application-mail', 'staff', null, 1),
  ('staff_summary', 'application-mail', 'staff', null, 1),
  ('test_message', 'application-mail', 'staff', null, 1),
  ('signup_confirmation', 'beta-mail', 'public', 'beta_mail', 0);

-- The outbox ----------------------------------------------------------------------------------------------------

create table private.outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null references private.mail_kinds (kind),
  -- What the message is about: rows go with their application; a sign-up's are kept (signup_id cleared) so they
  -- still count towards their mailbox's daily limit, never sent, and purged a day later.
  application_id uuid references public.candidates (id) on delete cascade,
  signup_id uuid references public.signups (id) on delete set null,
  -- A team notice folded into a digest (status 'digested') names it.
  digest_id uuid references private.outbox (id) on delete set null,
  -- The deployment check's test message goes to this address; every other kind finds its own.
  recipient text,
  -- Public mail: private.email_hash of private.mailbox(address), for the once-a-day rule.
  mailbox_hash text,
  -- queued: waiting for next_attempt_at (first send or a retry); deferred: over a ceiling, waiting its turn;
  -- sending: claimed until claimed_until; sent; failed (will not be sent: last_error says why); rejected (the
  -- resume is not a PDF); skipped (that mailbox had one today); suppressed (the recipient unsubscribed);
  -- cancelled (the sign-up was confirmed or removed first); digested (went out in the digest digest_id).
  status text not null default 'queued' check (
    status in ('queued', 'deferred', 'sending', 'sent', 'failed', 'rejected', 'skipped', 'suppressed', 'cancelled',
               'digested')
  ),
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  -- Which claim may record the outcome: a drainer whose lease ran out cannot overwrite a newer attempt's.
  claim_id uuid,
  first_attempt_at timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  provider_message_id text,
  sent_at timestamptz,
  unique (application_id, kind)
);

create index outbox_due_idx on private.outbox (kind, created_at) where status in ('queued', 'deferred', 'sending');
create index outbox_mailbox_idx on private.outbox (mailbox_hash, created_at) where mailbox_hash is not null;
create index outbox_sent_at_idx on private.outbox (kind, sent_at) where sent_at is not null;
create index outbox_signup_idx on private.outbox (signup_id);
create index outbox_digest_idx on private.outbox (digest_id) where digest_id is not null;

comment on table private.outbox is 'Every message the project sends, one row each (decision 039).';

-- One mailbox, one key ------------------------------------------------------------------------------------------

-- The mailbox an address delivers to, as far as the limits are concerned: lower case, no +tag, and for Gmail no
-- dots and one domain (googlemail.com is gmail.com). Providers that ignore dots elsewhere are not guessed at.
create or replace function private.mailbox(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  normalized text := lower(btrim(address));
  domain text;
  local_part text;
begin
  if normalized is null or strpos(normalized, '@') = 0 then
    return normalized;
  end if;
  domain := substring(normalized from '@([^@]*)$');
  local_part := left(normalized, length(normalized) - length(domain) - 1);
  local_part := split_part(local_part, '+', 1);
  if domain in ('gmail.com', 'googlemail.com') then
    local_part := replace(local_part, '.', '');
    domain := 'gmail.com';
  end if;
  return local_part || '@' || domain;
end
$$;

-- Whether the mailbox (hashed) had a message of `mail_kind` queued in the last day that was or may be sent.
create or replace function private.mailbox_mailed_today(mail_kind text, hashed_mailbox text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from private.outbox as o
     where o.mailbox_hash = hashed_mailbox
       and o.kind = mail_kind
       and o.status not in ('skipped', 'rejected', 'failed')
       and o.created_at > now() - interval '1 day'
  )
$$;

-- Moving the queued rows over -----------------------------------------------------------------------------------

insert into private.outbox (
  id, kind, application_id, recipient, mailbox_hash, status, created_at, attempts, next_attempt_at, claimed_until,
  claim_id, first_attempt_at, last_attempt_at, last_error, provider_message_id, sent_at
)
select m.id, m.kind, m.application_id,
       case when m.kind = 'test_message' then m.recipient end,
       case when m.kind = 'applicant_confirmation' then private.email_hash(private.mailbox(m.recipient)) end,
       m.status, m.created_at, m.attempts, m.next_attempt_at, m.claimed_until, m.claim_id, m.first_attempt_at,
       m.last_attempt_at, m.last_error, m.provider_message_id, m.sent_at
  from private.application_mail as m;

insert into private.outbox (
  id, kind, signup_id, mailbox_hash, status, created_at, attempts, next_attempt_at, claimed_until, claim_id,
  first_attempt_at, last_attempt_at, last_error, provider_message_id, sent_at
)
select m.id, 'signup_confirmation', m.signup_id,
       coalesce(private.email_hash(private.mailbox(s.email)), m.recipient_hash),
       m.status, m.created_at, m.attempts, m.next_attempt_at, m.claimed_until, m.claim_id, m.first_attempt_at,
       m.last_attempt_at, m.last_error, m.provider_message_id, m.sent_at
  from private.beta_mail as m
  left join public.signups as s on s.id = m.signup_id;

-- The old paths go with their tables.
drop trigger queue_application_mail on storage.objects;
drop function public.claim_application_mail(integer, integer);
drop function public.record_application_mail(uuid, uuid, text, text, text);
drop function public.hold_application_mail(text);
drop function public.claim_beta_mail(integer, text);
drop function public.record_beta_mail(uuid, uuid, text, text, text);
drop function public.hold_beta_mail(text);
drop function private.settle_beta_mail();
drop function private.request_application_mail();
drop function private.request_beta_mail();
drop function private.application_mail_is_due(private.application_mail);
drop function private.beta_mail_is_due(private.beta_mail);
drop table private.application_mail;
drop table private.beta_mail;

-- Queueing ------------------------------------------------------------------------------------------------------

-- When a resume completes its application: a receipt to the applicant (at most one a day per mailbox, whoever
-- applies) and word to the team: a notice each while at most five applications arrived in the last hour (the
-- team_notice row of public.api_limits), past that a place in the open digest (one leaves at most every 15
-- minutes). An address under .invalid gets nothing (the
-- deployment check's test applications).
create or replace function private.queue_application_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  app_id uuid;
  hashed text;
  recent boolean;
  notices integer;
  notice_limit public.api_limits;
  digest uuid;
begin
  select c.id, private.email_hash(private.mailbox(c.email)) into app_id, hashed
    from public.candidates as c
   where c.resume_url = 'resumes/' || new.name
     and c.email !~* '\.invalid$';
  if not found then
    return null;
  end if;
  if exists (select from private.outbox as o where o.application_id = app_id) then
    return null;
  end if;
  -- Serialise the applications of one mailbox, so two completing at once cannot both count as the first; and the
  -- team's word, so two cannot both be the fifth notice.
  perform pg_advisory_xact_lock(hashtext('private.outbox'), hashtext(hashed));
  perform pg_advisory_xact_lock(hashtext('private.outbox'), hashtext('hiring_team'));
  recent := private.mailbox_mailed_today('applicant_confirmation', hashed);
  insert into private.outbox (application_id, kind, mailbox_hash, status, last_error)
  values (app_id, 'applicant_confirmation', hashed,
          case when recent then 'skipped' else 'queued' end,
          case when recent then 'Not sent: a confirmation went to this address within the last day' end);

  select * into notice_limit from public.api_limits as l where l.action = 'team_notice';
  select count(*) into notices from private.outbox as o
   where o.kind = 'hiring_team_notice' and o.created_at > now() - coalesce(notice_limit.window_length, interval '1 hour');
  if notices < coalesce(notice_limit.global_max, 5) then
    insert into private.outbox (application_id, kind) values (app_id, 'hiring_team_notice');
    return null;
  end if;
  select o.id into digest from private.outbox as o
   where o.kind = 'hiring_team_digest' and o.status = 'queued' and o.attempts = 0
   order by o.created_at desc
   limit 1
   for update;
  if digest is null then
    insert into private.outbox (kind, next_attempt_at)
    values (
      'hiring_team_digest',
      greatest(
        now(),
        coalesce(
          (select max(o.next_attempt_at) from private.outbox as o
            where o.kind = 'hiring_team_digest' and o.created_at > now() - interval '1 hour'),
          now()
        ) + interval '15 minutes'
      )
    )
    returning id into digest;
  end if;
  insert into private.outbox (application_id, kind, status, digest_id, last_error)
  values (app_id, 'hiring_team_notice', 'digested', digest,
          'In a digest: more than five applications arrived within the hour');
  return null;
end
$$;

create trigger queue_application_mail
  after insert on storage.objects
  for each row
  when (new.bucket_id = 'resumes')
  execute function private.queue_application_mail();

-- Queues a confirmation for the sign-up unless its mailbox had one within the last day (whoever asked) or the
-- address is under the reserved .invalid domain. Returns whether one was queued.
create or replace function private.queue_signup_confirmation(target_signup uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  hashed text;
begin
  select s.email into address from public.signups as s where s.id = target_signup and s.confirmed_at is null;
  if address is null or address ~* '\.invalid$' then
    return false;
  end if;
  hashed := private.email_hash(private.mailbox(address));
  perform pg_advisory_xact_lock(hashtext('private.outbox'), hashtext(hashed));
  delete from private.outbox as m
   where m.ctid in (
     select o.ctid from private.outbox as o
      where o.kind = 'signup_confirmation' and o.signup_id is null and o.created_at < now() - interval '1 day'
      limit 100
   );
  if private.mailbox_mailed_today('signup_confirmation', hashed) then
    return false;
  end if;
  insert into private.outbox (kind, signup_id, mailbox_hash) values ('signup_confirmation', target_signup, hashed);
  return true;
end
$$;

-- As in 20261125120000, except that the sign-up's queued confirmation is cancelled in private.outbox.
create or replace function public.confirm_signup(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_token private.signup_confirmation_tokens;
  signup public.signups;
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,200}$' then
    return 'invalid';
  end if;
  select * into found_token from private.signup_confirmation_tokens as t
   where t.token_hash = private.token_hash(token);
  if not found then
    return 'invalid';
  end if;
  select * into signup from public.signups as s where s.id = found_token.signup_id for update;
  if signup.confirmed_at is not null then
    return 'already_confirmed';
  end if;
  if found_token.expires_at <= now() then
    return 'expired';
  end if;
  update public.signups as s set confirmed_at = now() where s.id = signup.id;
  update private.outbox as m set status = 'cancelled'
   where m.signup_id = signup.id and m.kind = 'signup_confirmation' and m.status in ('queued', 'deferred');
  delete from private.mail_suppressions as x where x.recipient_hash = private.email_hash(signup.email);
  return 'confirmed';
end
$$;

-- One path out --------------------------------------------------------------------------------------------------

-- Due by the clock: queued or deferred whose time has come, or claimed by a drainer whose lease ran out.
create or replace function private.mail_is_due(m private.outbox) returns boolean
language sql
stable
set search_path = ''
as $$
  select (m.status in ('queued', 'deferred') and m.next_attempt_at <= now())
      or (m.status = 'sending' and m.claimed_until <= now())
$$;

-- Ends, for the kinds `sender` sends, what must not be sent as it is: a due sign-up confirmation whose sign-up was
-- confirmed or removed ('cancelled'), and a due message 23 hours or more after its first attempt ('failed').
create or replace function private.settle_mail(sender text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.outbox as m
     set status = 'cancelled',
         last_error = 'Not sent: the sign-up was confirmed or removed first',
         claimed_until = null,
         claim_id = null
   where m.id in (
     select d.id from private.outbox as d
      where d.kind = 'signup_confirmation'
        and (private.mail_is_due(d) or d.status = 'deferred')
        and not exists (select from public.signups as s where s.id = d.signup_id and s.confirmed_at is null)
        and exists (select from private.mail_kinds as k where k.kind = d.kind and k.sender = settle_mail.sender)
      for update of d skip locked
   );
  update private.outbox as m
     set status = 'failed',
         last_error = left(
           'Given up: not sent within 23 hours of its first attempt (the provider keeps idempotency keys for 24 hours)'
           || coalesce('. Last answer: ' || m.last_error, ''),
           2000
         ),
         claimed_until = null,
         claim_id = null
   where m.id in (
     select d.id from private.outbox as d
       join private.mail_kinds as k on k.kind = d.kind and k.sender = settle_mail.sender
      where private.mail_is_due(d)
        and d.first_attempt_at <= now() - private.application_mail_give_up_after()
      for update of d skip locked
   );
end
$$;

-- What the sending function needs to write a message, by kind. Never the applicant's LinkedIn or portfolio links.
create or replace function private.mail_payload(m private.outbox) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when m.kind in ('applicant_confirmation', 'hiring_team_notice') then (
      select jsonb_build_object(
               'application_id', c.id, 'applied_at', c.created_at, 'full_name', c.full_name, 'email', c.email,
               'position_title', c.position_title, 'position_department', c.position_department,
               'position_location', c.position_location,
               'resume_object', substr(c.resume_url, length('resumes/') + 1)
             )
        from public.candidates as c where c.id = m.application_id
    )
    when m.kind = 'hiring_team_digest' then jsonb_build_object('applications', coalesce((
      select jsonb_agg(jsonb_build_object(
               'application_id', c.id, 'applied_at', c.created_at, 'full_name', c.full_name, 'email', c.email,
               'position_title', c.position_title,
               'resume_object', substr(c.resume_url, length('resumes/') + 1)
             ) order by c.created_at, c.id)
        from private.outbox as n join public.candidates as c on c.id = n.application_id
       where n.digest_id = m.id
    ), '[]'::jsonb))
    when m.kind = 'signup_confirmation' then (
      select jsonb_build_object('email', s.email) from public.signups as s where s.id = m.signup_id
    )
    when m.kind = 'test_message' then jsonb_build_object('recipient', m.recipient)
    else '{}'::jsonb
  end
$$;

-- Claims the next message `sender` sends, for `lease_seconds`. First it settles what must not be sent; then, for
-- each ceiling its kinds have, counts what was sent in the ceiling's window plus what is being sent: a ceiling
-- that is reached defers its due messages to when the oldest counted one leaves the window, and its kinds are not
-- claimed. Of the rest it takes the lowest priority first, then the oldest queued, deferred ones included whenever
-- their ceiling has room, so a delay is bounded by the queue ahead. Returns nothing when nothing is due.
create or replace function public.claim_mail(sender text, lease_seconds integer)
returns table (
  message_id uuid,
  kind text,
  audience text,
  attempts integer,
  claim_id uuid,
  queued_at timestamptz,
  payload jsonb
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  bound record;
  used integer;
  oldest timestamptz;
  blocked text[] := '{}';
  claimed private.outbox;
begin
  perform private.settle_mail(sender);
  for bound in
    select l.action, l.global_max, l.window_length, array_agg(k.kind) as kinds
      from private.mail_kinds as k
      join public.api_limits as l on l.action = k.ceiling
     where k.sender = claim_mail.sender and l.global_max is not null
     group by l.action, l.global_max, l.window_length
  loop
    select count(*), min(coalesce(m.sent_at, m.last_attempt_at)) into used, oldest
      from private.outbox as m
     where m.kind = any(bound.kinds)
       and ((m.sent_at > now() - bound.window_length) or (m.status = 'sending' and m.claimed_until > now()));
    if used >= bound.global_max then
      blocked := blocked || bound.kinds;
      update private.outbox as m
         set status = 'deferred',
             next_attempt_at = greatest(coalesce(oldest, now()) + bound.window_length, now() + interval '1 second'),
             last_error = format(
               'Deferred: %s messages were sent in the last %s, the ceiling in public.api_limits (%s)',
               used, bound.window_length, bound.action
             ),
             claimed_until = null,
             claim_id = null
       where m.id in (
         select d.id from private.outbox as d
          where d.kind = any(bound.kinds) and private.mail_is_due(d)
          for update skip locked
       );
    end if;
  end loop;

  update private.outbox as m
     set status = 'sending',
         attempts = m.attempts + 1,
         claim_id = gen_random_uuid(),
         claimed_until = now() + make_interval(secs => greatest(lease_seconds, 10)),
         last_attempt_at = now(),
         first_attempt_at = coalesce(m.first_attempt_at, now())
   where m.id = (
     select d.id from private.outbox as d
       join private.mail_kinds as k on k.kind = d.kind
      where k.sender = claim_mail.sender
        and d.kind <> all(blocked)
        and (private.mail_is_due(d) or d.status = 'deferred')
      order by k.priority, d.created_at, d.id
      limit 1
      for update of d skip locked
   )
  returning * into claimed;
  if claimed.id is null then
    return;
  end if;
  return query
  select claimed.id, claimed.kind, k.audience, claimed.attempts, claimed.claim_id, claimed.created_at,
         private.mail_payload(claimed)
    from private.mail_kinds as k
   where k.kind = claimed.kind;
end
$$;

-- For beta-mail: attaches the hash of the confirmation link's token to the sign-up of the claimed confirmation
-- `message_id` (a retried message gets another token; each is valid for 7 days). Returns when the link expires, or
-- null when the claim is not current.
create or replace function public.attach_signup_confirmation_token(message_id uuid, claim uuid, token_hash text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  expiry timestamptz := now() + interval '7 days';
begin
  if token_hash !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'token_hash must be a hex SHA-256';
  end if;
  select m.signup_id into target from private.outbox as m
   where m.id = message_id and m.claim_id = claim and m.status = 'sending' and m.kind = 'signup_confirmation';
  if target is null then
    return null;
  end if;
  insert into private.signup_confirmation_tokens (token_hash, signup_id, expires_at)
  values (attach_signup_confirmation_token.token_hash, target, expiry);
  return expiry;
end
$$;

-- Records the outcome of the claim `claim`:
--   sent          the provider accepted it (its id);
--   failed        a transient failure (no answer, 5xx, 408, 409, 429, a resume Storage could not read): retried
--                 30 s later, then at doubling intervals of at most an hour, unless the next attempt would come 23
--                 hours or more after the first, which makes it final;
--   permanent     the provider refused it for good (another 4xx): final at once;
--   undeliverable the address is not one plain address: final, no request made;
--   rejected      the resume is not a PDF: final, no request made;
--   suppressed    the recipient unsubscribed after it was queued: final, no request made;
--   held          the function is misconfigured: queued again in five minutes, not counted as an attempt;
--                 'failed' instead when it was queued more than 23 hours ago.
-- Returns the message's status afterwards, or null when the claim is no longer current.
create or replace function public.record_mail(
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
    update private.outbox as m
       set status = 'sent', sent_at = now(), provider_message_id = record_mail.provider_message_id,
           last_error = null, claimed_until = null, claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  elsif outcome = 'held' then
    update private.outbox as m
       set status = case when private.mail_held_too_long(m.created_at) then 'failed' else 'queued' end,
           attempts = greatest(m.attempts - 1, 0),
           first_attempt_at = case when m.attempts <= 1 then null else m.first_attempt_at end,
           next_attempt_at = now() + interval '5 minutes',
           last_error = private.held_mail_error(m.created_at, provider_answer),
           claimed_until = null,
           claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  elsif outcome in ('failed', 'permanent', 'undeliverable', 'rejected', 'suppressed') then
    update private.outbox as m
       set status = case
             when outcome in ('rejected', 'suppressed') then outcome
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
      message = 'outcome must be sent, failed, permanent, undeliverable, rejected, suppressed or held';
  end if;
  return result;
end
$$;

-- `sender` cannot send (`problem` says why): its due messages stay queued with the problem, due again in five
-- minutes, without counting as an attempt; one queued more than 23 hours ago ends 'failed'. Returns how many it
-- held (still queued).
create or replace function public.hold_mail(sender text, problem text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  held integer;
begin
  perform private.settle_mail(sender);
  with changed as (
    update private.outbox as m
       set status = case when private.mail_held_too_long(m.created_at) then 'failed' else 'queued' end,
           next_attempt_at = now() + interval '5 minutes',
           last_error = private.held_mail_error(m.created_at, problem),
           last_attempt_at = case when private.mail_held_too_long(m.created_at) then now() else m.last_attempt_at end,
           claimed_until = null,
           claim_id = null
     where m.id in (
       select d.id from private.outbox as d
         join private.mail_kinds as k on k.kind = d.kind and k.sender = hold_mail.sender
        where private.mail_is_due(d)
        for update of d skip locked
     )
    returning m.status
  )
  select count(*) filter (where changed.status = 'queued') into held from changed;
  return held;
end
$$;

-- What staff need to know about the mail `sender` sends, over the last day: counts by outcome, what waits and for
-- how long, the latest failures (without addresses) and its ceiling.
create or replace function private.mail_report(sender text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select m.* from private.outbox as m
      join private.mail_kinds as k on k.kind = m.kind and k.sender = mail_report.sender
  ),
  recent as (
    select m.* from mine as m where coalesce(m.last_attempt_at, m.created_at) > now() - interval '1 day'
  ),
  waiting as (
    select m.* from mine as m
     where m.status in ('queued', 'sending')
       and (m.kind <> 'signup_confirmation'
            or exists (select from public.signups as s where s.id = m.signup_id and s.confirmed_at is null))
  ),
  oldest as (
    select w.created_at, w.last_error from waiting as w order by w.created_at limit 1
  )
  select jsonb_build_object(
    'sent', (select count(*) from recent as r where r.status = 'sent'),
    'failed', (select count(*) from recent as r where r.status = 'failed'),
    'rejected', (select count(*) from recent as r where r.status = 'rejected'),
    'skipped', (select count(*) from recent as r where r.status = 'skipped'),
    'suppressed', (select count(*) from recent as r where r.status = 'suppressed'),
    'digested', (select count(*) from recent as r where r.status = 'digested'),
    'deferred', (select count(*) from mine as m where m.status = 'deferred'),
    'next_deferred_at', (select min(m.next_attempt_at) from mine as m where m.status = 'deferred'),
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
    'hourly_ceiling', (
      select min(l.global_max) from private.mail_kinds as k join public.api_limits as l on l.action = k.ceiling
       where k.sender = mail_report.sender
    )
  )
$$;

-- The report of application-mail's kinds (receipts, team mail, staff mail), with resume bytes against their alert
-- level. Same shape as before.
create or replace function public.application_mail_report() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.mail_report('application-mail') || jsonb_build_object(
    'resume_bytes_last_day', private.resume_bytes_in_window(),
    'resume_bytes_alert', (select l.global_max from public.api_limits as l where l.action = 'resume_bytes')
  )
$$;

-- The report of beta-mail's kinds (sign-up confirmations), now with deferred and the ceiling.
create or replace function public.beta_mail_report() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.mail_report('beta-mail')
$$;

-- As in 20261125130000, reading private.outbox, and also due when beta mail is deferred.
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
    select from private.outbox as m
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
      or (beta ->> 'failed')::bigint + (beta ->> 'deferred')::bigint > 0
      or coalesce((beta ->> 'oldest_queued_seconds')::bigint, 0) >= 900;
end
$$;

-- As in 20261125100000, in private.outbox: queues the staff summary when one is due; returns its id, or null. Staff
-- messages older than 30 days are removed here (they belong to no application).
create or replace function public.queue_application_mail_summary() returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued uuid;
begin
  perform pg_advisory_xact_lock(hashtext('private.outbox'), hashtext('staff_summary'));
  delete from private.outbox as m
   where m.kind in ('staff_summary', 'test_message', 'hiring_team_digest')
     and m.created_at < now() - interval '30 days';
  if not private.staff_summary_due() then
    return null;
  end if;
  insert into private.outbox (kind) values ('staff_summary') returning id into queued;
  return queued;
end
$$;

-- As in 20261125100000, in private.outbox: the deployment check's test message to an address staff choose.
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
  insert into private.outbox (kind, recipient) values ('test_message', lower(btrim(recipient)))
  returning id into queued;
  return queued;
end
$$;

-- As in 20261125100000, in private.outbox: one message's state, for the deployment check.
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
    from private.outbox as m
   where m.id = message_id
$$;

-- Called every minute by the cron job of each sending function: asks `sender` to drain when one of its messages is
-- due (or, for the function that sends the staff summary, when a summary is). Nothing is sent until both Vault
-- secrets are stored; references to vault and net are resolved only when it runs.
create or replace function private.request_mail(sender text) returns boolean
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
  if not exists (
       select from private.outbox as m
         join private.mail_kinds as k on k.kind = m.kind and k.sender = request_mail.sender
        where private.mail_is_due(m)
     )
     and not (exists (select from private.mail_kinds as k where k.kind = 'staff_summary' and k.sender = request_mail.sender)
              and private.staff_summary_due()) then
    return false;
  end if;
  select s.decrypted_secret into project_url from vault.decrypted_secrets as s where s.name = 'project_url';
  select s.decrypted_secret into service_key from vault.decrypted_secrets as s where s.name = 'service_role_key';
  if coalesce(project_url, '') = '' or coalesce(service_key, '') = '' then
    return false;
  end if;
  perform net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/' || sender,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
  return true;
end
$$;

revoke all on function
  private.mailbox(text),
  private.mailbox_mailed_today(text, text),
  private.queue_application_mail(),
  private.queue_signup_confirmation(uuid),
  public.confirm_signup(text),
  private.mail_is_due(private.outbox),
  private.settle_mail(text),
  private.mail_payload(private.outbox),
  public.claim_mail(text, integer),
  public.attach_signup_confirmation_token(uuid, uuid, text),
  public.record_mail(uuid, uuid, text, text, text),
  public.hold_mail(text, text),
  private.mail_report(text),
  public.application_mail_report(),
  public.beta_mail_report(),
  private.staff_summary_due(),
  public.queue_application_mail_summary(),
  public.queue_application_mail_test(text),
  public.application_mail_message(uuid),
  private.request_mail(text)
from public, anon, authenticated;
grant execute on function public.confirm_signup(text) to anon, authenticated, service_role;
grant execute on function
  public.claim_mail(text, integer),
  public.attach_signup_confirmation_token(uuid, uuid, text),
  public.record_mail(uuid, uuid, text, text, text),
  public.hold_mail(text, text),
  public.application_mail_report(),
  public.beta_mail_report(),
  public.queue_application_mail_summary(),
  public.queue_application_mail_test(text),
  public.application_mail_message(uuid)
to service_role;

-- The two cron jobs keep their names and call the one request function (scheduling a name again replaces it).
do $$
begin
  if exists (select from pg_catalog.pg_namespace where nspname = 'cron') then
    execute $job$select cron.schedule('send-application-mail', '* * * * *', $cmd$select private.request_mail('application-mail')$cmd$)$job$;
    execute $job$select cron.schedule('send-beta-mail', '* * * * *', $cmd$select private.request_mail('beta-mail')$cmd$)$job$;
  end if;
end
$$;
