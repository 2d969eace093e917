-- An address is stored only when the mail functions would send to it (decision 038).
--
-- The tables' address CHECK (something@something.something) let through what the mail functions then refuse,
-- such as "victim@example.com." (trailing dot), an underscore in the domain, empty labels or a label starting or
-- ending with a hyphen; every such row became a failed message, and strangers could turn the deployment check and
-- the staff summary red with them. Now the one rule is private.is_mail_address, used by the CHECKs of signups and
-- candidates; supabase/functions/_shared/mail-address.ts is the same rule for the mail functions and the forms.
--
-- New: private.is_mail_address; constraints signups_email_deliverable and candidates_email_deliverable (NOT VALID:
-- rows stored before keep what they have; every new or changed row is checked).

-- One bare address: a dot-atom local part of at most 64 characters, an @, and two or more domain labels of letters,
-- digits and inner hyphens, the last one letters only or an xn-- label; at most 254 characters in all.
create or replace function private.is_mail_address(address text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(address) <= 254
     and address ~ '^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'
$$;

revoke all on function private.is_mail_address(text) from public;
-- A CHECK constraint calls its functions as the role that writes the row.
grant execute on function private.is_mail_address(text) to anon, authenticated, service_role;

alter table public.signups
  add constraint signups_email_deliverable check (private.is_mail_address(email)) not valid;
alter table public.candidates
  add constraint candidates_email_deliverable check (private.is_mail_address(email)) not valid;
