-- An IPv6 site is budgeted by its /48 as well as each subscriber by its /64 (decision 038).
--
-- Counting an IPv6 client by its /64 (20261125090000) still gave anyone holding a /48, which hosting providers and
-- many ISPs hand out, 65,536 budgets. Now every attempt from IPv6 also counts against its /48, which gets at most
-- three times a client's allowance (private.prefix_allowance_factor) within the same window: for sign-ups and
-- applications (attempts) and for resume bytes per day. IPv4 clients and IPv4-mapped addresses are counted as before.
--
-- New: private.prefix_allowance_factor, private.client_prefix_key, private.client_prefix_hash,
-- private.prefix_resume_bytes; columns prefix_hash in private.budget_hits and private.application_clients.
-- Changed: private.consume_client_budget (the /48 count, and its lock taken before the client's),
-- private.record_application_client (records the /48 too), private.enforce_application_budget and
-- private.resume_upload_allowed (the /48's resume bytes too). Otherwise unchanged from 20261125090000.

alter table private.budget_hits add column prefix_hash text;
create index budget_hits_prefix_idx on private.budget_hits (action, prefix_hash, created_at)
  where prefix_hash is not null;

alter table private.application_clients add column prefix_hash text;
create index application_clients_prefix_idx on private.application_clients (prefix_hash, created_at)
  where prefix_hash is not null;

-- How many clients' allowances an IPv6 /48 gets in all.
create or replace function private.prefix_allowance_factor() returns integer
language sql
immutable
set search_path = ''
as $$
  select 3
$$;

-- The /48 an IPv6 client address belongs to; null for IPv4 (and IPv4-mapped) addresses and for anything that is
-- not an address.
create or replace function private.client_prefix_key(address text) returns text
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
  if family(parsed) = 4 or parsed << '::ffff:0.0.0.0/96'::inet then
    return null;
  end if;
  return network(set_masklen(parsed, 48))::text;
exception
  when invalid_text_representation then
    return null;
end
$$;

-- The salted hash of the calling client's /48, as private.client_hash is of its client; null for IPv4.
create or replace function private.client_prefix_hash() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(
    sha256(convert_to((select s.value from private.settings as s where s.name = 'client_hash_salt') || '|' || k, 'UTF8')),
    'hex'
  )
  from private.client_prefix_key(private.client_address()) as k
  where k is not null
$$;

create or replace function private.consume_client_budget(budget_action text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  budget public.api_limits;
  client text;
  prefix text;
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
  prefix := private.client_prefix_hash();

  -- Serialise concurrent attempts of the /48 (first) and of the client, so a burst cannot slip past either count.
  if prefix is not null then
    perform pg_advisory_xact_lock(hashtext('private.budget_hits'), hashtext(budget_action || '|' || prefix));
  end if;
  perform pg_advisory_xact_lock(hashtext('private.budget_hits'), hashtext(budget_action || '|' || client));

  delete from private.budget_hits as h
   where h.action = budget_action and h.client_hash = client and h.created_at <= now() - budget.window_length;
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

  if prefix is not null then
    select count(*), min(h.created_at) into used, oldest
      from private.budget_hits as h
     where h.action = budget_action and h.prefix_hash = prefix and h.created_at > now() - budget.window_length;
    if used >= budget.per_client_max * private.prefix_allowance_factor() then
      perform private.raise_too_many_requests(
        greatest(1, ceil(extract(epoch from (coalesce(oldest, now()) + budget.window_length - now()))))::integer
      );
    end if;
  end if;

  insert into private.budget_hits (action, client_hash, prefix_hash) values (budget_action, client, prefix);
end
$$;

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
    insert into private.application_clients (application_id, client_hash, prefix_hash)
    values (new.id, client, private.client_prefix_hash());
  end if;
  return null;
end
$$;

-- Resume bytes stored in the resume_bytes window for the applications of one /48 (as client_resume_bytes does for
-- one client).
create or replace function private.prefix_resume_bytes(prefix text) returns bigint
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
      on a.prefix_hash = prefix and a.created_at > now() - budget.window_length - private.resume_upload_window()
    join storage.objects as o
      on o.bucket_id = 'resumes' and o.name like a.application_id::text || '/%'
   where o.created_at > now() - budget.window_length
$$;

create or replace function private.enforce_application_budget() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowance bigint;
  client text;
  prefix text;
begin
  if not private.is_public_request() then
    return new;
  end if;
  if exists (select from public.candidates as c where c.id = new.id) then
    return new;
  end if;
  select l.per_client_max into allowance from public.api_limits as l where l.action = 'resume_bytes';
  client := private.client_hash();
  prefix := private.client_prefix_hash();
  if allowance is not null and client is not null and private.client_resume_bytes(client) >= allowance then
    perform private.raise_too_many_requests(3600);
  end if;
  if allowance is not null and prefix is not null
     and private.prefix_resume_bytes(prefix) >= allowance * private.prefix_allowance_factor() then
    perform private.raise_too_many_requests(3600);
  end if;
  perform private.consume_client_budget('application');
  return new;
end
$$;

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
  prefix text;
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
  select a.client_hash, a.prefix_hash into client, prefix
    from private.application_clients as a where a.application_id = candidate_id;
  if budget.per_client_max is not null and client is not null then
    incoming := coalesce(
      nullif(object_metadata ->> 'contentLength', '')::bigint,
      nullif(object_metadata ->> 'size', '')::bigint,
      0
    );
    if private.client_resume_bytes(client) + incoming > budget.per_client_max then
      return false;
    end if;
    if prefix is not null
       and private.prefix_resume_bytes(prefix) + incoming > budget.per_client_max * private.prefix_allowance_factor() then
      return false;
    end if;
  end if;
  return true;
exception
  when invalid_text_representation or numeric_value_out_of_range then
    return false;
end
$$;

revoke all on function
  private.prefix_allowance_factor(),
  private.client_prefix_key(text),
  private.client_prefix_hash(),
  private.prefix_resume_bytes(text)
from public;
