-- One-click unsubscribe finds the address's sign-up with an index probe (decision 038).
--
-- public.unsubscribe_mail_recipient answers a keyless POST. It found the sign-up to remove by hashing every row's
-- address (private.email_hash(s.email) = hashed), a full scan of salted SHA-256s on each call: at 50,000 sign-ups a
-- valid token cost 0.42 s against 6 ms for an invalid one, an easy way to load the database. Each sign-up's address
-- hash is now stored when the row is written, in private.signup_email_hashes (indexed), and looked up there.
--
-- New: private.signup_email_hashes, private.record_signup_email_hash and its trigger record_email_hash (AFTER
-- INSERT OR UPDATE OF email; named to fire before signup_after_insert, which removes a repeated sign-up again and
-- with it, by the cascade, its hash).
-- Changed: public.unsubscribe_mail_recipient (the removal of the sign-up); otherwise unchanged from 20261125120000.

create table private.signup_email_hashes (
  signup_id uuid primary key references public.signups (id) on delete cascade,
  email_hash text not null
);

create index signup_email_hashes_email_hash_idx on private.signup_email_hashes (email_hash);

insert into private.signup_email_hashes (signup_id, email_hash)
select s.id, private.email_hash(s.email) from public.signups as s;

create or replace function private.record_signup_email_hash() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.signup_email_hashes (signup_id, email_hash)
  values (new.id, private.email_hash(new.email))
  on conflict (signup_id) do update set email_hash = excluded.email_hash;
  return null;
end
$$;

revoke all on function private.record_signup_email_hash() from public;

create trigger record_email_hash
  after insert or update of email on public.signups
  for each row execute function private.record_signup_email_hash();

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
  delete from public.signups as s
   where s.id in (select h.signup_id from private.signup_email_hashes as h where h.email_hash = hashed);
  return true;
end
$$;
