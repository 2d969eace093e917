-- A repeated sign-up changes nothing stored (decision 038).
--
-- Changed: private.signup_after_insert. A repeat (the same address, from any client) no longer touches the stored
-- sign-up: before, it refreshed the consent record and reset created_at, so a stranger repeating a sign-up every 29
-- days kept an unconfirmed address from the 30-day removal, which counts from created_at. The first sign-up's name,
-- company, consent record and times stay; a repeat still queues a confirmation within the daily limit and is still
-- answered exactly as a first sign-up. Otherwise unchanged from 20261125120000.
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
  perform private.queue_signup_confirmation(repeated);
  return null;
end
$$;
