-- The privacy notice of 2026-11-26 (decision 038): confirming a sign-up no longer lifts an unsubscribe, so the notice
-- now says the suppression's hash is kept until the person asks for it to be deleted. Sign-ups may record the new
-- version id; rows keep the one their person saw.
alter table public.signups
  drop constraint signups_privacy_notice_version_check,
  add constraint signups_privacy_notice_version_check
    check (privacy_notice_version is null or privacy_notice_version in ('privacy-2026-11-25', 'privacy-2026-11-26'));
