-- Beta sign-ups are confirmed by double opt-in, keep a consent record, and one click stops all mail
-- (docs/decisions/027-beta-double-opt-in.md).
--
-- - A sign-up records which wording of the form and which privacy notice the person saw (the client sends the
--   version ids; the CHECKs below list the allowed ones), when they signed up (created_at) and when they confirmed
--   (confirmed_at).
-- - Every sign-up queues a confirmation message in private.beta_mail, at most one per recipient per day whoever
--   asks. The Edge Function `beta-mail` sends it with a random link token it generates; only the token's SHA-256
--   reaches the database (private.signup_confirmation_tokens), valid for 7 days.
-- - The public key confirms with public.confirm_signup(token) and asks for a new link with
--   public.resend_signup_confirmation(token); nothing else about sign-ups is readable.
-- - A repeated sign-up is validated exactly as a first one (the row is stored, so every constraint and policy
--   runs on it, then removed before the deferred unique check), so status and body never tell whether an address
--   is known.
-- - Every message carries an unsubscribe token (private.unsubscribe_tokens, hashes only). The `unsubscribe` function
--   turns a one-click POST into a suppression (private.mail_suppressions, a salted hash of the address) and removes
--   the address's sign-up; no mail goes to a suppressed address until it signs up again and confirms.

alter table public.signups
  add column consent_form_version text
    constraint signups_consent_form_version_check
    check (consent_form_version is null or consent_form_version in ('beta-signup-2026-11-25')),
  add column privacy_notice_version text
    constraint signups_privacy_notice_version_check
    check (privacy_notice_version is null or privacy_notice_version in ('privacy-2026-11-25')),
  add column confirmed_at timestamptz;

comment on column public.signups.consent_form_version is
  'Which wording of the sign-up form the person saw (null: signed up before consent records were kept).';
comment on column public.signups.privacy_notice_version is 'Which version of the privacy notice the form linked to.';
comment on column public.signups.confirmed_at is 'When the person confirmed through the link in the e-mail.';

grant insert (consent_form_version, privacy_notice_version) on table public.signups to anon;

-- A sign-up through the public key must say what the person agreed to.
drop policy "Visitors can sign up" on public.signups;
create policy "Visitors can sign up" on public.signups
  for insert to anon
  with check (
    char_length(email) > 0 and consent_form_version is not null and privacy_notice_version is not null
  );

-- Unconfirmed sign-ups are removed by retention after 30 days.
create index signups_unconfirmed_idx on public.signups (created_at) where confirmed_at is null;

insert into private.settings (name, value)
values ('email_hash_salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- The key of an address in the private tables: a salted SHA-256 of the trimmed, lower-cased address.
create or replace function private.email_hash(address text) returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(
    sha256(convert_to(
      (select s.value from private.settings as s where s.name = 'email_hash_salt') || '|' || lower(btrim(address)),
      'UTF8'
    )),
    'hex'
  )
$$;

create or replace function private.token_hash(token text) returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(token, 'UTF8')), 'hex')
$$;

-- The outbox of beta mail. signup_id is cleared when the sign-up goes (retention, unsubscribe), so the row still
-- counts towards its recipient's daily limit; such rows are never sent and are purged a day later.
create table private.beta_mail (
  id uuid primary key default gen_random_uuid(),
  signup_id uuid references public.signups (id) on delete set null,
  recipient_hash text not null,
  kind text not null default 'signup_confirmation' check (kind in ('signup_confirmation')),
  -- queued, sending (claimed until claimed_until), sent, failed (retried for a day), suppressed (the recipient
  -- unsubscribed after it was queued), cancelled (the sign-up was confirmed before it was sent).
  status text not null default 'queued'
    check (status in ('queued', 'sending', 'sent', 'failed', 'suppressed', 'cancelled')),
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  claim_id uuid,
  last_error text,
  provider_message_id text,
  sent_at timestamptz
);

create index beta_mail_recipient_idx on private.beta_mail (recipient_hash, created_at);
create index beta_mail_due_idx on private.beta_mail (next_attempt_at) where status in ('queued', 'sending');

create table private.signup_confirmation_tokens (
  token_hash text primary key,
  signup_id uuid not null references public.signups (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days'
);

create index signup_confirmation_tokens_signup_idx on private.signup_confirmation_tokens (signup_id);

create table private.unsubscribe_tokens (
  token_hash text primary key,
  recipient_hash text not null,
  created_at timestamptz not null default now()
);

create index unsubscribe_tokens_created_at_idx on private.unsubscribe_tokens (created_at);

create table private.mail_suppressions (
  recipient_hash text primary key,
  created_at timestamptz not null default now()
);

-- Queues a confirmation for the sign-up unless its recipient had one queued within the last day (whoever asked)
-- or the address is under the reserved .invalid domain. Returns whether one was queued.
create or replace function private.queue_signup_confirmation(target_signup uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  recipient text;
begin
  select s.email into address from public.signups as s where s.id = target_signup and s.confirmed_at is null;
  if address is null or address ~* '\.invalid$' then
    return false;
  end if;
  perform pg_advisory_xact_lock(hashtext('public.signups'), hashtext(address));
  recipient := private.email_hash(address);
  delete from private.beta_mail as m
   where m.ctid in (
     select o.ctid from private.beta_mail as o
      where o.signup_id is null and o.created_at < now() - interval '1 day'
      limit 100
   );
  if exists (
    select from private.beta_mail as m
     where m.recipient_hash = recipient and m.created_at > now() - interval '1 day'
  ) then
    return false;
  end if;
  insert into private.beta_mail (signup_id, recipient_hash) values (target_signup, recipient);
  return true;
end
$$;

-- One row per address, checked when the transaction commits: a repeated sign-up is stored as it came (the
-- trigger below has already lower-cased the address, as it always has) and removed again before then.
drop index public.signups_email_lower_key;
alter table public.signups
  add constraint signups_email_key unique (email) deferrable initially deferred;

-- Before insert: normalises the row as before. A repeat of a known address is no longer skipped here: it is
-- stored like a first sign-up, so every constraint and policy judges it, and answers, exactly as a first one
-- (including PostgREST's "Failing row contains" details), and public.signup_after_insert removes it. Which sign-up
-- it repeats is noted in a transaction-local setting named after the row's id.
create or replace function private.prepare_signup() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing uuid;
begin
  new.email := lower(btrim(new.email));
  new.aum := nullif(btrim(new.aum), '');
  new.source := nullif(btrim(new.source), '');
  if new.email is null then
    raise exception using
      errcode = 'not_null_violation',
      message = 'null value in column "email" of relation "signups" violates not-null constraint',
      schema = 'public',
      table = 'signups',
      column = 'email';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.signups'), hashtext(new.email));
  select s.id into existing from public.signups as s where s.email = new.email;
  if existing is not null then
    -- A retry with the id of the stored row itself.
    if new.id = existing then
      new.id := gen_random_uuid();
    end if;
    perform set_config(private.signup_repeat_setting(new.id), existing::text, true);
  end if;
  return new;
end
$$;

create or replace function private.signup_repeat_setting(row_id uuid) returns text
language sql
immutable
set search_path = ''
as $$
  select 'tapsheet.signup_repeat_' || replace(row_id::text, '-', '')
$$;

-- After insert: a first sign-up queues its confirmation; a repeat is removed, refreshes the consent record of an
-- unconfirmed sign-up (the person signed up again, seeing this wording) and queues a confirmation within the limit.
create or replace function private.signup_after_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  repeated uuid := nullif(current_setting(private.signup_repeat_setting(new.id), true), '')::uuid;
begin
  if repeated is null then
    perform private.queue_signup_confirmation(new.id);
    return null;
  end if;
  perform set_config(private.signup_repeat_setting(new.id), '', true);
  delete from public.signups as s where s.id = new.id;
  update public.signups as s
     set consent_form_version = coalesce(new.consent_form_version, s.consent_form_version),
         privacy_notice_version = coalesce(new.privacy_notice_version, s.privacy_notice_version),
         created_at = now()
   where s.id = repeated and s.confirmed_at is null;
  perform private.queue_signup_confirmation(repeated);
  return null;
end
$$;

create trigger signup_after_insert
  after insert on public.signups
  for each row execute function private.signup_after_insert();

-- Confirms the sign-up whose e-mail carried `token`: confirmed, already_confirmed, expired or invalid.
-- Confirming lifts a suppression of the address (its owner signed up again and confirmed).
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
  update private.beta_mail as m set status = 'cancelled'
   where m.signup_id = signup.id and m.status = 'queued';
  delete from private.mail_suppressions as x where x.recipient_hash = private.email_hash(signup.email);
  return 'confirmed';
end
$$;

-- Sends a new link for the sign-up whose e-mail carried `token` (expired or not): sent, already_sent (one went
-- to this recipient within the last day), already_confirmed or invalid.
create or replace function public.resend_signup_confirmation(token text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  confirmed timestamptz;
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,200}$' then
    return 'invalid';
  end if;
  select s.id, s.confirmed_at into target, confirmed
    from private.signup_confirmation_tokens as t join public.signups as s on s.id = t.signup_id
   where t.token_hash = private.token_hash(token);
  if target is null then
    return 'invalid';
  end if;
  if confirmed is not null then
    return 'already_confirmed';
  end if;
  return case when private.queue_signup_confirmation(target) then 'sent' else 'already_sent' end;
end
$$;

-- For the mail functions (service role): may a message to `recipient`, queued at `queued_at` (null: any time),
-- be sent? False when the recipient unsubscribed since. When it may, registers the hash of the message's
-- unsubscribe token for the recipient.
create or replace function public.register_mail_recipient(
  recipient text,
  unsubscribe_token_hash text,
  queued_at timestamptz default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  hashed text := private.email_hash(recipient);
begin
  if exists (
    select from private.mail_suppressions as x
     where x.recipient_hash = hashed and (queued_at is null or x.created_at >= queued_at)
  ) then
    return false;
  end if;
  if unsubscribe_token_hash !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'unsubscribe_token_hash must be a hex SHA-256';
  end if;
  -- Links older than a year stop working; their records go as new ones arrive.
  delete from private.unsubscribe_tokens as u
   where u.ctid in (
     select o.ctid from private.unsubscribe_tokens as o where o.created_at < now() - interval '1 year' limit 100
   );
  insert into private.unsubscribe_tokens (token_hash, recipient_hash) values (unsubscribe_token_hash, hashed)
  on conflict (token_hash) do nothing;
  return true;
end
$$;

-- For the unsubscribe function (service role): suppresses the recipient of the message that carried `token` and
-- removes its beta sign-up. Returns false for an unknown token.
create or replace function public.unsubscribe_mail_recipient(token text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  hashed text;
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,200}$' then
    return false;
  end if;
  select u.recipient_hash into hashed from private.unsubscribe_tokens as u
   where u.token_hash = private.token_hash(token);
  if hashed is null then
    return false;
  end if;
  insert into private.mail_suppressions (recipient_hash) values (hashed)
  on conflict (recipient_hash) do update set created_at = now();
  delete from public.signups as s where private.email_hash(s.email) = hashed;
  return true;
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
  update private.beta_mail as m
     set status = 'sending', attempts = m.attempts + 1, claim_id = gen_random_uuid(),
         claimed_until = now() + make_interval(secs => greatest(lease_seconds, 10))
   where m.id = (
     select d.id from private.beta_mail as d
       join public.signups as s on s.id = d.signup_id and s.confirmed_at is null
      where (d.status = 'queued' and d.next_attempt_at <= now())
         or (d.status = 'sending' and d.claimed_until <= now())
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

-- Records the outcome of a claim as record_application_mail does (decision 018), plus 'suppressed' (final).
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
  if outcome not in ('sent', 'failed', 'undeliverable', 'suppressed') then
    raise exception using errcode = '22023', message = 'outcome must be sent, failed, undeliverable or suppressed';
  end if;
  update private.beta_mail as m
     set status = case
           when outcome in ('sent', 'suppressed') then outcome
           when outcome = 'undeliverable' or now() >= m.created_at + interval '1 day' then 'failed'
           else 'queued'
         end,
         sent_at = case when outcome = 'sent' then now() end,
         provider_message_id = record_beta_mail.provider_message_id,
         next_attempt_at = now() + least(interval '30 seconds' * power(2, least(m.attempts - 1, 10)), interval '1 hour'),
         last_error = case when outcome = 'sent' then null else left(coalesce(provider_answer, 'no answer'), 2000) end,
         claimed_until = null,
         claim_id = null
   where m.id = message_id and m.claim_id = claim and m.status = 'sending'
  returning m.status into result;
  return result;
end
$$;

revoke all on function
  private.email_hash(text),
  private.token_hash(text),
  private.queue_signup_confirmation(uuid),
  private.signup_after_insert(),
  private.signup_repeat_setting(uuid),
  public.confirm_signup(text),
  public.resend_signup_confirmation(text),
  public.register_mail_recipient(text, text, timestamptz),
  public.unsubscribe_mail_recipient(text),
  public.claim_beta_mail(integer, text),
  public.record_beta_mail(uuid, uuid, text, text, text)
from public, anon, authenticated;
grant execute on function public.confirm_signup(text), public.resend_signup_confirmation(text)
  to anon, authenticated, service_role;
grant execute on function
  public.register_mail_recipient(text, text, timestamptz),
  public.unsubscribe_mail_recipient(text),
  public.claim_beta_mail(integer, text),
  public.record_beta_mail(uuid, uuid, text, text, text)
to service_role;

-- Called every minute on hosted projects, as private.request_application_mail is (decision 018).
create or replace function private.request_beta_mail() returns boolean
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
    select from private.beta_mail as m
     where (m.status = 'queued' and m.next_attempt_at <= now())
        or (m.status = 'sending' and m.claimed_until <= now())
  ) then
    return false;
  end if;
  select s.decrypted_secret into project_url from vault.decrypted_secrets as s where s.name = 'project_url';
  select s.decrypted_secret into service_key from vault.decrypted_secrets as s where s.name = 'service_role_key';
  if coalesce(project_url, '') = '' or coalesce(service_key, '') = '' then
    return false;
  end if;
  perform net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/beta-mail',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
  return true;
end
$$;

revoke all on function private.request_beta_mail() from public;

do $$
begin
  if exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
    create extension if not exists pg_cron with schema pg_catalog;
    execute $job$select cron.schedule('send-beta-mail', '* * * * *', 'select private.request_beta_mail()')$job$;
  end if;
end
$$;
