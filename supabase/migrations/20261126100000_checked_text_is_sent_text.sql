-- What the checks read is what the mail shows (decision 038).
--
-- The web-address rule on an applicant's name read the name as it came, while the mail function removed invisible
-- format characters before showing it, so "http<U+00AD>://evil.example" passed the rule and was mailed as a link.
-- Now one normalisation runs on the way in, before any rule: NFKC (fullwidth "ｈｔｔｐ：／／" becomes "http://"),
-- then Unicode format characters (category Cf: soft hyphen, zero-width characters, bidi controls, tags…) removed.
-- The row is stored normalised, so the rule, the stored value and the mail are one and the same text.
--
-- New: private.checked_text (the normalisation), private.carries_web_address (the rule, which now also reads the
-- ideographic full stop as a dot), the BEFORE INSERT OR UPDATE triggers `checked_text` on signups and candidates.
-- Changed: candidates_full_name_plain uses private.carries_web_address; sign-up names and company names get the same
-- rule (signups_name_plain, signups_company_plain), since any mail that repeats them would show them the same way.
-- The forms run the same normalisation (checkedText in src/config/limits.ts) before they measure and check.

-- NFKC, then every format character removed, then NFKC once more: removing a character can bring a letter and a
-- combining mark together, and the last step makes the result stable (normalising it again changes nothing). The
-- list is Unicode's category Cf (Unicode 17), written out because PostgreSQL's regular expressions have no \p{Cf}.
create or replace function private.checked_text(value text) returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select normalize(
    regexp_replace(
      normalize(value, nfkc),
      '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]+',
      '',
      'g'
    ),
    nfkc
  )
$$;

-- A web address in a name: http:// or https://, "www.", or a domain-like token followed by a slash
-- ("evil.example/x"); the ideographic full stop counts as a dot, as browsers read it in host names. NAME_URL_PATTERN
-- in src/config/limits.ts is the same rule. Meant for normalised text (private.checked_text).
create or replace function private.carries_web_address(value text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value ~* '(https?://|www[.\u3002]|[a-z0-9_-][.\u3002][a-z]{2,}/)'
$$;

create or replace function private.check_signup_text() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.name := private.checked_text(new.name);
  new.company := private.checked_text(new.company);
  new.aum := private.checked_text(new.aum);
  return new;
end
$$;

create or replace function private.check_candidate_text() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.full_name := private.checked_text(new.full_name);
  new.phone := private.checked_text(new.phone);
  return new;
end
$$;

revoke all on function
  private.checked_text(text),
  private.carries_web_address(text),
  private.check_signup_text(),
  private.check_candidate_text()
from public;
-- A CHECK constraint calls its functions as the role that writes the row.
grant execute on function private.carries_web_address(text) to anon, authenticated, service_role;

-- BEFORE triggers run before every CHECK constraint, so the constraints judge the normalised row.
create trigger checked_text
  before insert or update of name, company, aum on public.signups
  for each row execute function private.check_signup_text();

create trigger checked_text
  before insert or update of full_name, phone on public.candidates
  for each row execute function private.check_candidate_text();

-- Rows stored before this migration keep what they have (NOT VALID); every new or changed row is checked.
alter table public.candidates drop constraint candidates_full_name_plain;
alter table public.candidates add constraint candidates_full_name_plain check (
  char_length(full_name) <= 100 and not private.carries_web_address(full_name)
) not valid;

alter table public.signups
  add constraint signups_name_plain check (not private.carries_web_address(name)) not valid,
  add constraint signups_company_plain check (not private.carries_web_address(company)) not valid;
