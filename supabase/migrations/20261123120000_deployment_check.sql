-- What `npm run check:deploy` (scripts/check-deploy.mjs, decision 019) needs from the database: three functions
-- that only the service role may call.
--
-- 1. What the database sees of the caller: the client address the abuse budgets use (the same
--    private.client_address() they call, so the check tests the real thing) and the forwarding headers that
--    arrived. The check sends forged values and confirms the budgets see neither a forged value nor nothing.
-- 2. and 3. Setting aside, then restoring, the caller's abuse-budget records: the check inserts a test sign-up and
--    a test application with the public key, and must neither be refused by the budget of the address it runs
--    from nor leave records of its own behind (decision 006).

create or replace function public.deployment_check_request() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'client_address', private.client_address(),
    'headers', coalesce(
      (select jsonb_object_agg(h.name, h.value)
         from json_each_text(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json) as h (name, value)
        where h.name in ('cf-connecting-ip', 'x-forwarded-for', 'x-real-ip')),
      '{}'::jsonb
    )
  )
$$;

-- Removes the calling address's budget records and returns them ([{action, created_at}]), so the check's test
-- inserts start from an empty budget.
create or replace function public.deployment_check_set_aside_budget() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  client text := private.client_hash();
  removed jsonb;
begin
  if client is null then
    return '[]'::jsonb;
  end if;
  with gone as (
    delete from private.budget_hits as h where h.client_hash = client returning h.action, h.created_at
  )
  select coalesce(jsonb_agg(jsonb_build_object('action', g.action, 'created_at', g.created_at)), '[]'::jsonb)
    into removed
    from gone as g;
  return removed;
end
$$;

-- Removes the records the check's inserts left for the calling address, puts back what
-- deployment_check_set_aside_budget returned, and answers how many records of the check it removed.
create or replace function public.deployment_check_restore_budget(set_aside jsonb) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  client text := private.client_hash();
  removed integer;
begin
  if client is null then
    return 0;
  end if;
  delete from private.budget_hits as h where h.client_hash = client;
  get diagnostics removed = row_count;
  insert into private.budget_hits (action, client_hash, created_at)
  select r.action, client, r.created_at
    from jsonb_to_recordset(coalesce(set_aside, '[]'::jsonb)) as r (action text, created_at timestamptz);
  return removed;
end
$$;

revoke all on function
  public.deployment_check_request(),
  public.deployment_check_set_aside_budget(),
  public.deployment_check_restore_budget(jsonb)
from public, anon, authenticated;
grant execute on function
  public.deployment_check_request(),
  public.deployment_check_set_aside_budget(),
  public.deployment_check_restore_budget(jsonb)
to service_role;
