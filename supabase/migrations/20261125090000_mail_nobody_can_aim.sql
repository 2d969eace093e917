-- Nothing a stranger writes can aim mail or put words in it (decision 026).
--
-- 1. An application names its job by reference (job_id). A trigger copies title, department and location from an
--    active jobs row and refuses an application for a missing or closed job; the public key can no longer write
--    those three columns.
-- 2. The applicant's name, the one thing they wrote that a receipt repeats, may not carry a web address and is at
--    most 100 characters (FULL_NAME_MAX_CHARS and NAME_URL_PATTERN in src/config/limits.ts).
-- 3. One applicant confirmation per recipient address per day, whoever applies; a hiring-team notice per
--    application; and an hourly ceiling on all application mail (public.api_limits, action application_mail):
--    past it, messages are deferred (status 'deferred', next_attempt_at, the reason in last_error), never dropped.
--    A message whose resume is not a PDF by its bytes ends 'rejected' (the function reads them before sending).
-- 4. Abuse budgets count an IPv6 client by its /64 (one subscriber's prefix), and resume bytes per client per
--    rolling day; the all-applicant daily figure is only an alert now (reported by the deployment check).

-- 1. Applications name their job -----------------------------------------------------------------------------

alter table public.candidates add column job_id uuid references public.jobs (id) on delete set null;
create index candidates_job_id_idx on public.candidates (job_id);

comment on column public.candidates.job_id is
  'The job applied for. position_title, position_department and position_location are copied from it on insert.';

-- Fires after the budget trigger (a_…): an over-budget attempt is refused before anything else is looked at.
create or replace function private.fill_application_position() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A replay of a stored application (its answer was lost) is left to the primary key, which answers 409, even
  -- when the job has closed since: the row gets the stored position so that no other constraint answers first.
  select c.position_title, c.position_department, c.position_location
    into new.position_title, new.position_department, new.position_location
    from public.candidates as c
   where c.id = new.id;
  if found then
    return new;
  end if;
  select j.title, j.department, j.location
    into new.position_title, new.position_department, new.position_location
    from public.jobs as j
   where j.id = new.job_id and j.is_active;
  if not found then
    raise exception using
      errcode = 'foreign_key_violation',
      message = 'This job is not open for applications',
      hint = 'Apply for one of the open positions on the careers page.',
      schema = 'public',
      table = 'candidates',
      column = 'job_id';
  end if;
  return new;
end
$$;

revoke all on function private.fill_application_position() from public;

create trigger b_fill_application_position
  before insert on public.candidates
  for each row execute function private.fill_application_position();

revoke insert (position_title, position_department, position_location) on table public.candidates from anon;
grant insert (job_id) on table public.candidates to anon;

-- 2. A name, not a message ----------------------------------------------------------------------------------
-- A web address is http:// or https://, www., or a domain-like token followed by a slash ("evil.example/x").
-- Rows stored before this migration keep what they have (NOT VALID).
alter table public.candidates add constraint candidates_full_name_plain check (
  char_length(full_name) <= 100
  and full_name !~* '(https?://|www\.|[a-z0-9_-]\.[a-z]{2,}/)'
) not valid;

-- 4a. Budgets group an IPv6 client by its /64 --------------------------------------------------------------
-- One subscriber gets a whole /64 (often more) and may pick any address in it; counting each address apart would
-- give one client 2^64 budgets. An IPv4-mapped IPv6 address is its IPv4 client. A value that is not an address
-- is counted as it is.
create or replace function private.client_key(address text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  if address is null then
    return null;
  end if;
  parsed := address::inet;
  if family(parsed) = 4 then
    return host(parsed);
  end if;
  if parsed << '::ffff:0.0.0.0/96'::inet then
    return substr(host(parsed), 8);
  end if;
  return network(set_masklen(parsed, 64))::text;
exception
  when invalid_text_representation then
    return address;
end
$$;

create or replace function private.client_hash() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(
    sha256(convert_to(
      (select s.value from private.settings as s where s.name = 'client_hash_salt') || '|' || private.client_key(a),
      'UTF8'
    )),
    'hex'
  )
  from private.client_address() as a
  where a is not null
$$;

revoke all on function private.client_key(text) from public;

-- 4b. Resume bytes per client -------------------------------------------------------------------------------
-- Which client (salted hash, as in budget_hits) made each application, so the bytes of its resume count against
-- that client. Kept two days (longer than any window), purged by the next application.
create table private.application_clients (
  application_id uuid primary key references public.candidates (id) on delete cascade,
  client_hash text not null,
  created_at timestamptz not null default now()
);

create index application_clients_client_idx on private.application_clients (client_hash, created_at);

create or replace function private.record_application_client() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client text := private.client_hash();
begin
  delete from private.application_clients as a
   where a.ctid in (
     select o.ctid from private.application_clients as o where o.created_at < now() - interval '2 days' limit 100
   );
  if client is not null and private.is_public_request() then
    insert into private.application_clients (application_id, client_hash) values (new.id, client);
  end if;
  return null;
end
$$;

create trigger record_application_client
  after insert on public.candidates
  for each row execute function private.record_application_client();

-- Resume bytes stored in the resume_bytes window for the applications of one client.
create or replace function private.client_resume_bytes(client text) returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  with budget as (
    select coalesce(
      (select l.window_length from public.api_limits as l where l.action = 'resume_bytes'), interval '1 day'
    ) as window_length
  )
  select coalesce(sum(coalesce((o.metadata ->> 'size')::bigint, 0)), 0)::bigint
    from budget
    join private.application_clients as a
      on a.client_hash = client and a.created_at > now() - budget.window_length - private.resume_upload_window()
    join storage.objects as o
      on o.bucket_id = 'resumes' and o.name like a.application_id::text || '/%'
   where o.created_at > now() - budget.window_length
$$;

update public.api_limits
   set per_client_max = 50 * 1024 * 1024,
       description = 'Resume bytes stored per client address per rolling day (50 MB). global_max is an alert '
         || 'level for all applicants together (2 GB), reported by the deployment check and the staff summary, '
         || 'never a lock.'
 where action = 'resume_bytes';

insert into public.api_limits (action, per_client_max, global_max, window_length, description) values
  ('application_mail', null, 100, interval '1 hour',
   'Application mail (confirmations and team notices) sent per hour in all. Past it, messages wait '
   || '(status deferred) until the hour allows them; nothing is dropped.');

-- The storage policy's check (decisions 007 and 014), now with the client's own byte budget instead of the
-- all-applicant ceiling. Otherwise unchanged from 20261123110000.
create or replace function private.resume_upload_allowed(object_name text, object_metadata jsonb) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  candidate_id uuid;
  budget public.api_limits;
  client text;
  incoming bigint;
begin
  if coalesce(object_metadata ->> 'mimetype', '') <> 'application/pdf' then
    return false;
  end if;

  if object_name is null
     or object_name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9._-]{1,80}\.pdf$' then
    return false;
  end if;
  candidate_id := split_part(object_name, '/', 1)::uuid;

  if not exists (
    select from public.candidates as c
     where c.id = candidate_id
       and c.resume_url = 'resumes/' || object_name
       and c.created_at > now() - private.resume_upload_window()
  ) then
    return false;
  end if;

  if exists (
    select from storage.objects as o
     where o.bucket_id = 'resumes'
       and o.name like candidate_id::text || '/%'
       and o.name <> object_name
  ) then
    return false;
  end if;

  select * into budget from public.api_limits as l where l.action = 'resume_bytes';
  select a.client_hash into client from private.application_clients as a where a.application_id = candidate_id;
  if budget.per_client_max is not null and client is not null then
    incoming := coalesce(
      nullif(object_metadata ->> 'contentLength', '')::bigint,
      nullif(object_metadata ->> 'size', '')::bigint,
      0
    );
    if private.client_resume_bytes(client) + incoming > budget.per_client_max then
      return false;
    end if;
  end if;
  return true;
exception
  when invalid_text_representation or numeric_value_out_of_range then
    return false;
end
$$;

-- A new application is refused (429) once its client has used its resume bytes for the day: its upload would be.
create or replace function private.enforce_application_budget() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowance bigint;
  client text;
begin
  if not private.is_public_request() then
    return new;
  end if;
  if exists (select from public.candidates as c where c.id = new.id) then
    return new;
  end if;
  select l.per_client_max into allowance from public.api_limits as l where l.action = 'resume_bytes';
  client := private.client_hash();
  if allowance is not null and client is not null and private.client_resume_bytes(client) >= allowance then
    perform private.raise_too_many_requests(3600);
  end if;
  perform private.consume_client_budget('application');
  return new;
end
$$;

revoke all on function
  private.record_application_client(),
  private.client_resume_bytes(text)
from public;

-- 3. Who gets mail, how much, and only for a PDF ------------------------------------------------------------

alter table private.application_mail
  -- The applicant's address (lower-cased) for a confirmation: at most one a day goes to it.
  add column recipient text,
  drop constraint application_mail_status_check,
  -- deferred: over the hourly ceiling, waiting for next_attempt_at; rejected: the resume is not a PDF, nothing was
  -- sent; skipped: a confirmation already went to this address within the last day. The reason is in last_error.
  add constraint application_mail_status_check
    check (status in ('queued', 'deferred', 'sending', 'sent', 'failed', 'rejected', 'skipped'));

update private.application_mail as m
   set recipient = lower(btrim(c.email))
  from public.candidates as c
 where c.id = m.application_id and m.kind = 'applicant_confirmation';

drop index private.application_mail_due_idx;
create index application_mail_due_idx on private.application_mail (next_attempt_at)
  where status in ('queued', 'deferred', 'sending');
create index application_mail_recipient_idx on private.application_mail (recipient, created_at)
  where recipient is not null;
create index application_mail_sent_at_idx on private.application_mail (sent_at) where sent_at is not null;

create or replace function private.queue_application_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  app_id uuid;
  address text;
  recent boolean;
begin
  select c.id, lower(btrim(c.email)) into app_id, address
    from public.candidates as c
   where c.resume_url = 'resumes/' || new.name
     -- An address under the reserved top-level domain .invalid can never receive mail (RFC 6761), and an
     -- application made with one is a test (the deployment check's): the team is not told about it either.
     and c.email !~* '\.invalid$';
  if not found then
    return null;
  end if;
  -- Serialise the applications of one address, so two completing at once cannot both count as the first.
  perform pg_advisory_xact_lock(hashtext('private.application_mail'), hashtext(address));
  recent := exists (
    select from private.application_mail as m
     where m.recipient = address
       and m.kind = 'applicant_confirmation'
       and m.status in ('queued', 'deferred', 'sending', 'sent')
       and m.created_at > now() - interval '1 day'
  );
  insert into private.application_mail (application_id, kind, recipient, status, last_error)
  values
    (app_id, 'applicant_confirmation', address,
     case when recent then 'skipped' else 'queued' end,
     case when recent then 'Not sent: a confirmation went to this address within the last day' end),
    (app_id, 'hiring_team_notice', null, 'queued', null)
  on conflict on constraint application_mail_application_id_kind_key do nothing;
  return null;
end
$$;

-- Due: queued or deferred whose time has come, or claimed by a drainer whose lease ran out.
create or replace function private.application_mail_is_due(m private.application_mail) returns boolean
language sql
stable
set search_path = ''
as $$
  select (m.status in ('queued', 'deferred') and m.next_attempt_at <= now())
      or (m.status = 'sending' and m.claimed_until <= now())
$$;

drop function public.claim_application_mail(integer, integer);

-- Claims up to `batch_size` due messages for `lease_seconds`, within the hourly ceiling: messages sent in the
-- ceiling's window plus those being sent count against it. Drainers running at once are not serialised (SKIP
-- LOCKED keeps them from waiting on each other), so together they may pass the ceiling by their batch sizes. When it is reached, the due messages are deferred to
-- when the oldest counted one leaves the window, with the reason. Returns what the function needs to write each
-- message, and the resume's object name so that it can check the bytes are a PDF.
create function public.claim_application_mail(batch_size integer, lease_seconds integer)
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
  room integer;
begin
  select * into ceiling from public.api_limits as l where l.action = 'application_mail';
  room := greatest(1, least(batch_size, 50));
  if ceiling.global_max is not null then
    select count(*), min(coalesce(m.sent_at, m.last_attempt_at)) into used, oldest
      from private.application_mail as m
     where (m.sent_at > now() - ceiling.window_length)
        or (m.status = 'sending' and m.claimed_until > now());
    room := least(room, ceiling.global_max - used);
    if room <= 0 then
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
          where private.application_mail_is_due(d)
          for update skip locked
       );
      return;
    end if;
  end if;

  return query
  with due as (
    select m.id
      from private.application_mail as m
     where private.application_mail_is_due(m)
     order by m.next_attempt_at, m.id
     limit room
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
         substr(c.resume_url, length('resumes/') + 1), 'public.candidates'::regclass::oid
    from claimed as cl
    join public.candidates as c on c.id = cl.application_id;
end
$$;

-- Records the outcome of the claim `claim`: 'sent' with the provider's id; 'failed' with its answer (retried 30 s
-- later, then at doubling intervals of at most an hour, until a failure a day or more after queueing, which is
-- final); 'undeliverable' (the stored address is not one plain address) and 'rejected' (the resume is not a
-- PDF), both final without a request. Returns the status afterwards, or null when the claim is no longer current.
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
  elsif outcome in ('failed', 'undeliverable', 'rejected') then
    update private.application_mail as m
       set status = case
             when outcome = 'rejected' then 'rejected'
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
    raise exception using errcode = '22023', message = 'outcome must be sent, failed, undeliverable or rejected';
  end if;
  return result;
end
$$;

revoke all on function
  private.application_mail_is_due(private.application_mail),
  public.claim_application_mail(integer, integer)
from public, anon, authenticated;
grant execute on function public.claim_application_mail(integer, integer) to service_role;

-- The scheduled job asks for a drain when a message is due, deferred ones included.
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
  if not exists (select from private.application_mail as m where private.application_mail_is_due(m)) then
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
