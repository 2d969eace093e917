-- Applicants and the hiring team hear back, exactly once, through an outbox (decision 018).
--
-- - An application is complete when its resume object arrives in the `resumes` bucket (decision 007: the row is
--   stored first, the object is written when the upload's last byte arrives). The trigger that sees that object
--   queues two messages in private.application_mail, in the transaction that stores the object: a confirmation to
--   the applicant and a notice to the hiring team. One row per (application, kind): a replayed or second upload
--   adds nothing. An application whose resume never arrives queues nothing.
-- - The Edge Function `application-mail` drains the queue with the service role: it claims due messages
--   (claim_application_mail, FOR UPDATE SKIP LOCKED with a lease), sends each with the message id as the
--   provider's Idempotency-Key, and records the outcome (record_application_mail): sent, or retried with backoff
--   (30 s, doubling, at most an hour apart) until a failure a day or more after the message was queued, which is
--   final.
-- - Rows go with their application (on delete cascade), so the retention job removes them too (decision 008).
-- - On hosted Supabase (pg_net and pg_cron available) a job calls the function every minute with the project URL
--   and service-role key kept in Vault ('project_url', 'service_role_key'). Elsewhere no job is scheduled; the
--   embedded API calls the same function itself.

create table private.application_mail (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.candidates (id) on delete cascade,
  kind text not null check (kind in ('applicant_confirmation', 'hiring_team_notice')),
  -- queued: waiting for next_attempt_at (first send or a retry); sending: claimed until claimed_until;
  -- sent: the provider accepted it (provider_message_id); failed: retried for a day without success.
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  -- Which claim may record the outcome: a drainer whose lease ran out cannot overwrite a newer attempt's.
  claim_id uuid,
  last_attempt_at timestamptz,
  -- The provider's answer to the last failed attempt (status and body), or why there was none.
  last_error text,
  provider_message_id text,
  sent_at timestamptz,
  unique (application_id, kind)
);

create index application_mail_due_idx on private.application_mail (next_attempt_at)
  where status in ('queued', 'sending');

create or replace function private.queue_application_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.application_mail (application_id, kind)
  select c.id, k.kind
    from public.candidates as c
   cross join (values ('applicant_confirmation'), ('hiring_team_notice')) as k(kind)
   where c.resume_url = 'resumes/' || new.name
     -- An address under the reserved top-level domain .invalid can never receive mail (RFC 6761), and an
     -- application made with one is a test (the deployment check's): the team is not told about it either.
     and c.email !~* '\.invalid$'
  on conflict (application_id, kind) do nothing;
  return null;
end
$$;

create trigger queue_application_mail
  after insert on storage.objects
  for each row
  when (new.bucket_id = 'resumes')
  execute function private.queue_application_mail();

-- Claims up to `batch_size` due messages for `lease_seconds`: queued ones whose time has come, and claimed ones
-- whose drainer stopped before recording an outcome. SKIP LOCKED lets two drainers claim disjoint messages.
-- Returns what the function needs to write each message.
create or replace function public.claim_application_mail(batch_size integer, lease_seconds integer)
returns table (
  message_id uuid,
  kind text,
  attempts integer,
  claim_id uuid,
  application_id uuid,
  applied_at timestamptz,
  full_name text,
  email text,
  linkedin_url text,
  portfolio_url text,
  position_title text,
  position_department text,
  position_location text,
  applications_table_id oid
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select m.id
      from private.application_mail as m
     where (m.status = 'queued' and m.next_attempt_at <= now())
        or (m.status = 'sending' and m.claimed_until <= now())
     order by m.next_attempt_at, m.id
     limit greatest(1, least(batch_size, 50))
     for update skip locked
  ),
  claimed as (
    update private.application_mail as m
       set status = 'sending',
           attempts = m.attempts + 1,
           claim_id = gen_random_uuid(),
           claimed_until = now() + make_interval(secs => greatest(lease_seconds, 10)),
           last_attempt_at = now()
      from due
     where m.id = due.id
    returning m.id, m.kind, m.attempts, m.claim_id, m.application_id
  )
  select cl.id, cl.kind, cl.attempts, cl.claim_id, c.id, c.created_at, c.full_name, c.email, c.linkedin_url,
         c.portfolio_url, c.position_title, c.position_department, c.position_location,
         'public.candidates'::regclass::oid
    from claimed as cl
    join public.candidates as c on c.id = cl.application_id
$$;

-- Records the outcome of the claim `claim`: 'sent' with the provider's id, 'failed' with its answer, or
-- 'undeliverable' (no attempt can succeed: the stored address is not one plain address), which is final. A failure
-- is retried 30 s later, then at doubling intervals of at most an hour, until it happens a day or more after the
-- message was queued; that one is final. Returns the message's status afterwards, or null when the claim is no
-- longer current (its lease ran out and another drainer took the message over).
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
  elsif outcome in ('failed', 'undeliverable') then
    update private.application_mail as m
       set status = case
             when outcome = 'undeliverable' or now() >= m.created_at + interval '1 day' then 'failed'
             else 'queued'
           end,
           next_attempt_at = now() + least(interval '30 seconds' * power(2, least(m.attempts - 1, 10)), interval '1 hour'),
           last_error = left(coalesce(provider_answer, 'no answer'), 2000),
           claimed_until = null,
           claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  else
    raise exception using errcode = '22023', message = 'outcome must be sent, failed or undeliverable';
  end if;
  return result;
end
$$;

revoke all on function
  private.queue_application_mail(),
  public.claim_application_mail(integer, integer),
  public.record_application_mail(uuid, uuid, text, text, text)
from public, anon, authenticated;
grant execute on function
  public.claim_application_mail(integer, integer),
  public.record_application_mail(uuid, uuid, text, text, text)
to service_role;

-- Called by the scheduled job: asks the function to drain the queue. Nothing is sent until both Vault secrets are
-- stored. References to vault and net are resolved only when it runs.
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
  if not exists (
    select from private.application_mail as m
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
    url := rtrim(project_url, '/') || '/functions/v1/application-mail',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
  return true;
end
$$;

revoke all on function private.request_application_mail() from public;

do $$
begin
  if exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
    create extension if not exists pg_cron with schema pg_catalog;
    execute $job$select cron.schedule('send-application-mail', '* * * * *', 'select private.request_application_mail()')$job$;
  end if;
end
$$;
