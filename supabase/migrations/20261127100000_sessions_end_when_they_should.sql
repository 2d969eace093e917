-- A staff session ends for the database the moment Auth ends it (docs/decisions/043-codes-keys-and-sessions.md).
--
-- An access token stays valid until it expires, whatever happened to its session. Until now the desk's policies
-- and functions read only its claims, so after "Sign out everywhere", a removal or `reset-authenticator` an old
-- token kept reading applications for up to its hour. Now one rule, private.session_is_live(), asks Auth's own
-- table whether the token's session (its `session_id` claim, the primary key of auth.sessions, on the hosted
-- project and in the embedded API alike) still exists for that user and is not past its `not_after`; every staff
-- check goes through it:
-- - private.is_aal2() (replaced) is aal2 in a live session. It is now SECURITY DEFINER, since it reads auth.sessions,
--   and authenticated may execute it, since the restrictive policies now call it.
-- - private.has_staff_role() (replaced) holds only in a live session, so every permissive policy naming a role does
--   too; private.require_staff(), which every desk function starts with, checks is_aal2().
-- - The restrictive "only at aal2" policies of staff_members, audit_log, candidates, application_events, signups,
--   jobs and the resumes in storage.objects are made again with (select private.is_aal2()).
-- - public.end_staff_sessions(member_id) ends every session of a user (their refresh tokens go with them), for the
--   service role only: `npm run staff -- reset-authenticator` and the `staff-admin` function call it after deleting
--   the authenticator, so that nothing signed in before the reset can enrol a new one.

create or replace function private.session_is_live() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from auth.sessions as s
     where s.id = case
             when (select auth.jwt()) ->> 'session_id' ~ '^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$'
             then ((select auth.jwt()) ->> 'session_id')::uuid
           end
       and s.user_id = (select auth.uid())
       and (s.not_after is null or s.not_after > now())
  )
$$;

revoke all on function private.session_is_live() from public, anon, authenticated;

create or replace function private.is_aal2() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(((select auth.jwt()) ->> 'aal') = 'aal2', false) and private.session_is_live()
$$;

revoke all on function private.is_aal2() from public, anon;
grant execute on function private.is_aal2() to authenticated;

create or replace function private.has_staff_role(allowed text[]) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.staff_members as m
     where m.user_id = (select auth.uid()) and m.role = any (allowed)
  ) and private.session_is_live()
$$;

drop policy "Staff rows only at aal2" on public.staff_members;
create policy "Staff rows only at aal2" on public.staff_members
  as restrictive
  for all to authenticated
  using ((select private.is_aal2()))
  with check ((select private.is_aal2()));

drop policy "Audit log only at aal2" on public.audit_log;
create policy "Audit log only at aal2" on public.audit_log
  as restrictive
  for all to authenticated
  using ((select private.is_aal2()))
  with check ((select private.is_aal2()));

drop policy "Applications only at aal2" on public.candidates;
create policy "Applications only at aal2" on public.candidates
  as restrictive
  for all to authenticated
  using ((select private.is_aal2()))
  with check ((select private.is_aal2()));

drop policy "Timeline only at aal2" on public.application_events;
create policy "Timeline only at aal2" on public.application_events
  as restrictive
  for all to authenticated
  using ((select private.is_aal2()))
  with check ((select private.is_aal2()));

drop policy "Sign-ups only at aal2" on public.signups;
create policy "Sign-ups only at aal2" on public.signups
  as restrictive
  for all to authenticated
  using ((select private.is_aal2()))
  with check ((select private.is_aal2()));

drop policy "Jobs for staff only at aal2" on public.jobs;
create policy "Jobs for staff only at aal2" on public.jobs
  as restrictive
  for all to authenticated
  using ((select private.is_aal2()))
  with check ((select private.is_aal2()));

drop policy "Resumes only at aal2" on storage.objects;
create policy "Resumes only at aal2" on storage.objects
  as restrictive
  for all to authenticated
  using (bucket_id <> 'resumes' or (select private.is_aal2()))
  with check (bucket_id <> 'resumes' or (select private.is_aal2()));

-- Ends every session of `member_id`; returns how many there were.
create or replace function public.end_staff_sessions(member_id uuid) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ended integer;
begin
  delete from auth.sessions as s where s.user_id = member_id;
  get diagnostics ended = row_count;
  return ended;
end
$$;

revoke all on function public.end_staff_sessions(uuid) from public, anon, authenticated;
grant execute on function public.end_staff_sessions(uuid) to service_role;
