-- Abuse budgets for the two public write paths (decision 006).
--
-- Anyone can read the public key out of the bundle and POST straight to the Data API, so the limits live here,
-- in PostgreSQL, not in the forms. Staff tune them in `public.api_limits` (dashboard table editor or the service
-- role); every request reads the table, so a change applies to the next request without a deploy.
--
-- Over budget, the request fails with PostgREST's `raise sqlstate 'PGRST'` convention: HTTP 429, the same
-- generic message whichever budget fired, a Retry-After header, and nothing stored (the raise rolls back the
-- whole statement, including the budget record of the refused attempt).
--
-- Client addresses are read in one function (private.client_address) from the header the gateway sets
-- (docs/decisions/006-abuse-budgets.md), and kept only as salted SHA-256 hashes in private.budget_hits, whose
-- records are purged once their window has passed.

create table public.api_limits (
  action text primary key
    check (char_length(action) between 1 and 50),
  -- At most this many attempts per client address within window_length; null: no per-client budget.
  per_client_max integer
    check (per_client_max is null or per_client_max >= 0),
  -- At most this much in all within window_length (the unit is the action's: attempts or bytes); null: none.
  global_max bigint
    check (global_max is null or global_max >= 0),
  window_length interval not null
    check (window_length > interval '0' and window_length <= interval '7 days'),
  description text not null default ''
    check (char_length(description) <= 500)
);

comment on table public.api_limits is
  'Abuse budgets of the public write paths. Edit a row to change a limit; it applies to the next request.';

-- Staff only: RLS on with no policy, and no grant to the API roles the public key maps to.
alter table public.api_limits enable row level security;
revoke all on table public.api_limits from anon, authenticated;
grant all on table public.api_limits to service_role;

insert into public.api_limits (action, per_client_max, global_max, window_length, description) values
  ('signup', 5, null, interval '10 minutes',
   'Beta sign-ups per client address. No global ceiling: a launch-day spike of real people is never turned away.'),
  ('application', 3, null, interval '1 hour', 'Job applications per client address.'),
  ('resume_bytes', null, 2147483648, interval '1 day', 'Resume bytes stored in all (2 GB per day).');

-- One row per admitted attempt. Not exposed (private schema), readable only by the definer functions below.
create table private.budget_hits (
  action text not null,
  client_hash text not null,
  created_at timestamptz not null default now()
);

create index budget_hits_client_idx on private.budget_hits (action, client_hash, created_at);
create index budget_hits_created_at_idx on private.budget_hits (created_at);

-- The salt for client-address hashes, generated once per database and never leaving it.
create table private.settings (
  name text primary key,
  value text not null
);

insert into private.settings (name, value)
values ('client_hash_salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- The API role of the current request: PostgREST and Storage switch to it with SET LOCAL ROLE before running
-- the statement. Read from the `role` setting, which a SECURITY DEFINER function does not change.
create or replace function private.request_role() returns text
language sql
stable
set search_path = ''
as $$
  select nullif(current_setting('role', true), 'none')
$$;

-- Whether the request comes with the public key's roles: only those are counted; staff never are.
create or replace function private.is_public_request() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(private.request_role() in ('anon', 'authenticated'), false)
$$;

-- The one place that knows which request header carries the client's address (decision 006): CF-Connecting-IP,
-- which Cloudflare's edge in front of hosted Supabase sets to the address that connected to it, whatever a client
-- sent (X-Forwarded-For, by contrast, keeps the client's own first value). The embedded API sets the same header
-- from its socket. Null when the header is absent (SQL editor, service jobs).
create or replace function private.client_address() returns text
language sql
stable
set search_path = ''
as $$
  select nullif(
    btrim(split_part(
      coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'cf-connecting-ip', ',', 1
    )),
    ''
  )
$$;

create or replace function private.client_hash() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(
    sha256(convert_to((select s.value from private.settings as s where s.name = 'client_hash_salt') || '|' || a, 'UTF8')),
    'hex'
  )
  from private.client_address() as a
  where a is not null
$$;

-- Refuses the request with HTTP 429. The message is the same for every budget; Retry-After (seconds) tells the
-- client when the oldest counted attempt leaves the window.
create or replace function private.raise_too_many_requests(retry_after_seconds integer) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'TS429',
      'message', 'Too many requests',
      'details', format('Retry-After: %s', retry_after_seconds),
      'hint', 'Wait a while, then try again.'
    )::text,
    detail = json_build_object(
      'status', 429,
      'headers', json_build_object('Retry-After', retry_after_seconds::text)
    )::text;
end
$$;

-- Counts one attempt of `budget_action` for the calling client, or refuses it with 429 when the client has used
-- its budget. Only the public API roles are counted: staff (service_role, postgres) are never limited. A request
-- without a client address is not counted per client (decision 006: failing open keeps real people in when a
-- host change drops the header; the global ceilings still apply).
create or replace function private.consume_client_budget(budget_action text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  budget public.api_limits;
  client text;
  used integer;
  oldest timestamptz;
begin
  if not private.is_public_request() then
    return;
  end if;
  select * into budget from public.api_limits as l where l.action = budget_action;
  if not found or budget.per_client_max is null then
    return;
  end if;
  client := private.client_hash();
  if client is null then
    raise warning 'No client address in the request headers: the % budget is not applied per client', budget_action;
    return;
  end if;

  -- Serialise this client's concurrent attempts so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtext('private.budget_hits'), hashtext(budget_action || '|' || client));

  delete from private.budget_hits as h
   where h.action = budget_action and h.client_hash = client and h.created_at <= now() - budget.window_length;
  -- Records of clients that never came back are purged by whoever passes next (a bounded batch) and by the
  -- daily retention job.
  delete from private.budget_hits as h
   where h.ctid in (
     select o.ctid from private.budget_hits as o
      where o.created_at <= now() - (select max(l.window_length) from public.api_limits as l)
      limit 100
   );

  select count(*), min(h.created_at) into used, oldest
    from private.budget_hits as h
   where h.action = budget_action and h.client_hash = client;
  if used >= budget.per_client_max then
    perform private.raise_too_many_requests(
      greatest(1, ceil(extract(epoch from (coalesce(oldest, now()) + budget.window_length - now()))))::integer
    );
  end if;

  insert into private.budget_hits (action, client_hash) values (budget_action, client);
end
$$;

-- Resume bytes stored in the current window, across every applicant.
create or replace function private.resume_bytes_in_window() returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(coalesce((o.metadata ->> 'size')::bigint, 0)), 0)::bigint
    from storage.objects as o
   where o.bucket_id = 'resumes'
     and o.created_at > now() - coalesce(
       (select l.window_length from public.api_limits as l where l.action = 'resume_bytes'),
       interval '1 day'
     )
$$;

-- Budget triggers. They are named to fire before the tables' other BEFORE INSERT triggers (PostgreSQL fires them
-- in name order), so an over-budget attempt is refused before anything else is looked at.

create or replace function private.enforce_signup_budget() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.consume_client_budget('signup');
  return new;
end
$$;

create trigger a_enforce_signup_budget
  before insert on public.signups
  for each row execute function private.enforce_signup_budget();

create or replace function private.enforce_application_budget() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ceiling bigint;
begin
  if not private.is_public_request() then
    return new;
  end if;
  -- A replay of an application that was already stored (its answer was lost) is not a new attempt: let the
  -- primary key answer 409, which the site treats as "already received".
  if exists (select from public.candidates as c where c.id = new.id) then
    return new;
  end if;
  select l.global_max into ceiling from public.api_limits as l where l.action = 'resume_bytes';
  if ceiling is not null and private.resume_bytes_in_window() >= ceiling then
    perform private.raise_too_many_requests(3600);
  end if;
  perform private.consume_client_budget('application');
  return new;
end
$$;

create trigger a_enforce_application_budget
  before insert on public.candidates
  for each row execute function private.enforce_application_budget();

revoke all on function
  private.request_role(),
  private.is_public_request(),
  private.client_address(),
  private.client_hash(),
  private.raise_too_many_requests(integer),
  private.consume_client_budget(text),
  private.resume_bytes_in_window(),
  private.enforce_signup_budget(),
  private.enforce_application_budget()
from public;
