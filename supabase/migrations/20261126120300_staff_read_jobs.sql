-- The staff desk filters applications by job, closed ones included (decision 035): staff members read every job,
-- in a session at aal2 like everything else in the desk. Other signed-in users still read none; visitors keep
-- reading the active ones with the public key.
grant select on table public.jobs to authenticated;

create policy "Staff read every job" on public.jobs
  for select to authenticated
  using ((select private.has_staff_role(array['admin', 'hiring', 'editor'])));

create policy "Jobs for staff only at aal2" on public.jobs
  as restrictive
  for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (((select auth.jwt()) ->> 'aal') = 'aal2');
