-- The privacy notice now says how long the staff desk's audit log is kept (two years) and why (decision 035): a
-- new version, which sign-ups from now on record. Sign-ups that saw the earlier version keep it.
alter table public.signups
  drop constraint signups_privacy_notice_version_check,
  add constraint signups_privacy_notice_version_check check (
    privacy_notice_version is null or privacy_notice_version in ('privacy-2026-11-25', 'privacy-2026-11-26')
  );
