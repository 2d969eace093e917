-- A deploy-hook call that fails is asked again (decision 012).
--
-- pg_net sends a request after the transaction that queued it commits and stores the answer in
-- net._http_response under the id net.http_post returned. The first version of private.request_rebuild() marked
-- the changes as requested as soon as the call was queued, so a call that failed (the host down, a timeout, a 5xx)
-- was never repeated until the next content change. Each change now remembers the id of the call that covers it;
-- every tick first settles the calls answered since the last one: a 2xx is done, anything else puts its changes
-- back in the queue, and the same tick asks again (still at most once per five minutes). A call with no answer and
-- no longer in pg_net's queue 15 minutes later (lost, for example when the database restarted) counts as failed.
-- Where pg_net does not exist (the embedded API, plain PostgreSQL) nothing is asked, as before.

alter table private.content_changes add column rebuild_request_id bigint;

comment on column private.content_changes.rebuild_request_id is
  'pg_net request id of the deploy-hook call covering this change while its answer is awaited; null once it succeeded';

create or replace function private.request_rebuild() returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
  request_id bigint;
begin
  -- Without Vault and pg_net (the embedded API, plain PostgreSQL) there is nobody to ask. References to vault and
  -- net are resolved only past this point.
  if to_regclass('vault.decrypted_secrets') is null
     or to_regclass('net._http_response') is null
     or to_regclass('net.http_request_queue') is null then
    return false;
  end if;

  update private.content_changes as c
     set rebuild_request_id = null
   where c.rebuild_request_id is not null
     and exists (
       select from net._http_response as r
        where r.id = c.rebuild_request_id and r.status_code between 200 and 299
     );
  update private.content_changes as c
     set rebuild_requested_at = null, rebuild_request_id = null
   where c.rebuild_request_id is not null
     and (
       exists (select from net._http_response as r where r.id = c.rebuild_request_id)
       or (
         c.rebuild_requested_at < now() - interval '15 minutes'
         and not exists (select from net.http_request_queue as q where q.id = c.rebuild_request_id)
       )
     );

  if not exists (select from private.content_changes where rebuild_requested_at is null) then
    return false;
  end if;
  if exists (
    select from private.content_changes where rebuild_requested_at > now() - interval '5 minutes'
  ) then
    return false;
  end if;
  select s.decrypted_secret into hook_url from vault.decrypted_secrets as s where s.name = 'deploy_hook_url';
  if hook_url is null or hook_url = '' then
    return false;
  end if;
  select net.http_post(url := hook_url, body := '{}'::jsonb) into request_id;
  update private.content_changes
     set rebuild_requested_at = now(), rebuild_request_id = request_id
   where rebuild_requested_at is null;
  return true;
end
$$;
