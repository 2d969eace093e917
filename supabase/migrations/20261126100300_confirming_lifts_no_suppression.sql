-- Confirming a sign-up never lifts a mail suppression (decision 038).
--
-- Changed: public.confirm_signup no longer deletes the address's row in private.mail_suppressions. A sign-up of a
-- suppressed address can only be a fresh one (unsubscribing removes the address's sign-up), and its confirmation
-- goes out because it was queued after the suppression; confirming it confirms the sign-up and nothing more. Mail
-- that asks without a queue time (application mail) stays held for an address that unsubscribed; staff lift a
-- suppression by hand when its owner asks. The site confirms only when a person presses the page's button (a POST),
-- never on loading the page. Otherwise unchanged from 20261126090000.
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
  return 'confirmed';
end
$$;
