-- The staff desk (docs/decisions/035-staff-desk.md): staff members and their roles, row-level security at aal2, the
-- hiring pipeline's columns and timeline, and an audit log that only the database writes.
--
-- - A staff member is an Auth user with a row in public.staff_members (admin, hiring or editor). Rows are written
--   only by the service role (`npm run staff`) and by an admin through add_staff_member / remove_staff_member (the
--   `staff-admin` Edge Function); no client role has INSERT, UPDATE or DELETE on the table.
-- - Every policy that shows personal data names the roles in one permissive policy (private.has_staff_role) and is
--   paired with a restrictive policy requiring a session at aal2 (e-mail code and authenticator). Any other signed-in
--   user reads nothing: the policies name staff roles only.
-- - The application list reads a few columns through a column grant; everything else goes through functions that
--   check the role and aal2 themselves and write public.audit_log in the same transaction.
-- - public.audit_log is append-only for every role, the service role included (a trigger); only the retention job
--   removes entries older than two years (20261126120100_audit_log_retention.sql).

-- Staff members ----------------------------------------------------------------------------------------------

create table public.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null check (char_length(email) <= 254 and email !~ '[[:cntrl:]]'),
  role text not null check (role in ('admin', 'hiring', 'editor')),
  invited_at timestamptz not null default now(),
  -- The admin who invited them from the desk; null when the command (service role) did.
  invited_by uuid references auth.users (id) on delete set null
);

create index staff_members_invited_by_idx on public.staff_members (invited_by);

comment on table public.staff_members is
  'Who may use the staff desk, and as what. Written only by npm run staff (service role) and by admins through '
  'add_staff_member / remove_staff_member.';

-- Whether the caller is a staff member with one of `allowed` roles. SECURITY DEFINER so that policies on
-- staff_members itself can use it without recursion; policies refer to it by identity, so authenticated needs no
-- USAGE on the private schema.
create or replace function private.has_staff_role(allowed text[]) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.staff_members as m
     where m.user_id = (select auth.uid()) and m.role = any (allowed)
  )
$$;

revoke all on function private.has_staff_role(text[]) from public, anon;
grant execute on function private.has_staff_role(text[]) to authenticated;

-- Whether the caller's session passed its second factor.
create or replace function private.is_aal2() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(((select auth.jwt()) ->> 'aal') = 'aal2', false)
$$;

revoke all on function private.is_aal2() from public;

-- The caller's staff row when they hold one of `allowed` roles in a session at aal2; otherwise 42501. Every desk
-- function starts with it, whatever the policies say.
create or replace function private.require_staff(allowed text[]) returns public.staff_members
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  member public.staff_members;
begin
  select * into member from public.staff_members as m where m.user_id = (select auth.uid());
  if member.user_id is null or not (member.role = any (allowed)) or not private.is_aal2() then
    raise exception using
      errcode = '42501',
      message = 'Not allowed',
      hint = 'This needs a staff member with the right role, signed in with an authenticator.';
  end if;
  return member;
end
$$;

revoke all on function private.require_staff(text[]) from public;

alter table public.staff_members enable row level security;
revoke all on table public.staff_members from anon, authenticated;
grant select on table public.staff_members to authenticated;
grant all on table public.staff_members to service_role;

create policy "Members read their own row and admins read all" on public.staff_members
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.has_staff_role(array['admin'])));

create policy "Staff rows only at aal2" on public.staff_members
  as restrictive
  for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (((select auth.jwt()) ->> 'aal') = 'aal2');

-- Audit log ----------------------------------------------------------------------------------------------------

create table public.audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- The staff member (auth.uid()); null with actor_email 'service role' when the service role acted.
  actor_id uuid,
  actor_email text not null,
  action text not null check (
    action in (
      'application_opened', 'resume_viewed', 'application_exported', 'signups_exported', 'stage_changed',
      'note_added', 'application_erased', 'signup_erased', 'staff_invited', 'staff_role_changed', 'staff_removed'
    )
  ),
  target_type text not null check (target_type in ('application', 'signup', 'signups', 'staff_member')),
  target_id uuid,
  -- What else the entry needs (a stage, a role, an export's filters and count); never an applicant's details.
  detail jsonb not null default '{}'::jsonb
);

create index audit_log_created_at_idx on public.audit_log (created_at);
create index audit_log_target_idx on public.audit_log (target_id);

comment on table public.audit_log is
  'Who looked at or changed personal data, and when. Append-only; entries older than two years are removed by the '
  'retention job.';

-- Appends an entry as the caller: a staff member, or the service role.
create or replace function private.write_audit(
  entry_action text,
  entry_target_type text,
  entry_target_id uuid,
  entry_detail jsonb
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  actor_address text;
begin
  if actor is not null then
    select m.email into actor_address from public.staff_members as m where m.user_id = actor;
    actor_address := coalesce(actor_address, (select auth.jwt() ->> 'email'), 'unknown');
  else
    actor_address := 'service role';
  end if;
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, detail)
  values (actor, actor_address, entry_action, entry_target_type, entry_target_id, coalesce(entry_detail, '{}'::jsonb));
end
$$;

revoke all on function private.write_audit(text, text, uuid, jsonb) from public;

-- Refuses UPDATE, DELETE and TRUNCATE for every role. The retention function alone may delete, and only entries
-- older than the retention period, by setting tapsheet.audit_log_retention for its own transaction.
create or replace function private.audit_log_retention_period() returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '2 years'
$$;

create or replace function private.protect_audit_log() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE'
     and coalesce(current_setting('tapsheet.audit_log_retention', true), '') = 'on'
     and old.created_at < now() - private.audit_log_retention_period() then
    return old;
  end if;
  raise exception using
    errcode = '42501',
    message = 'The audit log is append-only',
    hint = 'Entries are removed only by the retention job, two years after they were written.';
end
$$;

revoke all on function private.audit_log_retention_period(), private.protect_audit_log() from public;

create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function private.protect_audit_log();

create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.protect_audit_log();

alter table public.audit_log enable row level security;
revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;

create policy "Admins read the audit log" on public.audit_log
  for select to authenticated
  using ((select private.has_staff_role(array['admin'])));

create policy "Audit log only at aal2" on public.audit_log
  as restrictive
  for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (((select auth.jwt()) ->> 'aal') = 'aal2');

-- Invitations, role changes and removals are recorded whoever makes them.
create or replace function private.audit_staff_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.write_audit(
      'staff_invited', 'staff_member', new.user_id, jsonb_build_object('email', new.email, 'role', new.role)
    );
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      perform private.write_audit(
        'staff_role_changed', 'staff_member', new.user_id,
        jsonb_build_object('email', new.email, 'from', old.role, 'to', new.role)
      );
    end if;
  else
    perform private.write_audit(
      'staff_removed', 'staff_member', old.user_id, jsonb_build_object('email', old.email, 'role', old.role)
    );
  end if;
  return null;
end
$$;

revoke all on function private.audit_staff_change() from public;

create trigger audit_staff_change
  after insert or update or delete on public.staff_members
  for each row execute function private.audit_staff_change();

-- Applications: stage, erasure, timeline ---------------------------------------------------------------------

alter table public.candidates
  add column stage text not null default 'new'
    constraint candidates_stage_check
    check (stage in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected')),
  add column rejection_reason text
    constraint candidates_rejection_reason_check
    check (rejection_reason is null or (char_length(rejection_reason) between 1 and 2000)),
  add column erased_at timestamptz;

comment on column public.candidates.stage is 'Where the application is in hiring; changed by set_application_stage.';
comment on column public.candidates.rejection_reason is 'Why it was rejected (required for stage rejected).';
comment on column public.candidates.erased_at is 'When its personal fields were erased (erase_application).';

-- An erased application keeps its row (the timeline and the audit log point to it) without a personal field, so
-- the fields that were NOT NULL may now be null, but only on an erased row. An insert without them still answers
-- 23502 as before (the trigger below), so the API behaves as it did.
alter table public.candidates
  alter column full_name drop not null,
  alter column email drop not null,
  alter column phone drop not null,
  alter column resume_url drop not null,
  add constraint candidates_erasure_check check (
    case
      when erased_at is null then
        full_name is not null and email is not null and phone is not null and resume_url is not null
      else
        full_name is null and email is null and phone is null and resume_url is null and linkedin_url is null
        and portfolio_url is null and cover_letter is null and rejection_reason is null
    end
  ),
  add constraint candidates_rejected_has_reason check (
    erased_at is not null or (stage = 'rejected') = (rejection_reason is not null)
  );

create or replace function private.require_application_fields() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  missing text;
begin
  missing := case
    when new.full_name is null then 'full_name'
    when new.email is null then 'email'
    when new.phone is null then 'phone'
    when new.resume_url is null then 'resume_url'
  end;
  if missing is not null then
    raise exception using
      errcode = 'not_null_violation',
      message = format('null value in column "%s" of relation "candidates" violates not-null constraint', missing),
      schema = 'public',
      table = 'candidates',
      column = missing;
  end if;
  return new;
end
$$;

revoke all on function private.require_application_fields() from public;

-- Last of the BEFORE INSERT triggers, where NOT NULL used to be checked.
create trigger z_require_application_fields
  before insert on public.candidates
  for each row execute function private.require_application_fields();

create index candidates_created_at_idx on public.candidates (created_at);

-- The application list: only these columns, for hiring and admin at aal2.
grant select (id, created_at, full_name, email, position_title, job_id, stage, erased_at)
  on table public.candidates to authenticated;

create policy "Hiring staff read the application list" on public.candidates
  for select to authenticated
  using ((select private.has_staff_role(array['hiring', 'admin'])));

create policy "Applications only at aal2" on public.candidates
  as restrictive
  for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (((select auth.jwt()) ->> 'aal') = 'aal2');

-- The timeline of an application: stage changes, notes and its erasure, written only by the desk's functions.
create table public.application_events (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.candidates (id) on delete cascade,
  created_at timestamptz not null default now(),
  actor_id uuid,
  actor_email text not null,
  kind text not null check (kind in ('stage_changed', 'note_added', 'erased')),
  from_stage text,
  to_stage text,
  -- A note's text or a rejection's reason.
  body text check (body is null or char_length(body) between 1 and 5000),
  check ((kind = 'stage_changed') = (to_stage is not null)),
  check (kind <> 'note_added' or body is not null)
);

create index application_events_application_idx on public.application_events (application_id, created_at);

alter table public.application_events enable row level security;
revoke all on table public.application_events from anon, authenticated, service_role;
grant select on table public.application_events to authenticated, service_role;

create policy "Hiring staff read the timeline" on public.application_events
  for select to authenticated
  using ((select private.has_staff_role(array['hiring', 'admin'])));

create policy "Timeline only at aal2" on public.application_events
  as restrictive
  for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (((select auth.jwt()) ->> 'aal') = 'aal2');

-- Sign-ups: admins only ----------------------------------------------------------------------------------------

grant select on table public.signups to authenticated;

create policy "Admins read sign-ups" on public.signups
  for select to authenticated
  using ((select private.has_staff_role(array['admin'])));

create policy "Sign-ups only at aal2" on public.signups
  as restrictive
  for all to authenticated
  using (((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (((select auth.jwt()) ->> 'aal') = 'aal2');

-- Resumes -------------------------------------------------------------------------------------------------------

-- Who asked for which resume, and when: the storage SELECT policy lets a hiring member see an object for one minute
-- after they asked (request_resume), long enough to create a signed URL.
create table private.resume_requests (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  object_name text not null,
  requested_at timestamptz not null default now()
);

create index resume_requests_lookup_idx on private.resume_requests (user_id, object_name, requested_at);
create index resume_requests_requested_at_idx on private.resume_requests (requested_at);

create or replace function private.resume_request_window() returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '1 minute'
$$;

-- The storage SELECT policy's check for hiring staff: they asked for this object within the window, or the request
-- is a Storage delete (PostgreSQL applies SELECT policies to the rows a DELETE reads, so without this the DELETE
-- policy alone could not remove a resume). The Storage API names each request's operation in storage.operation;
-- clients cannot set it. storage.allow_delete_query says nothing here: the Storage API sets it on every request.
create or replace function private.resume_readable(object_name text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(current_setting('storage.operation', true), '') in (
           'storage.object.delete', 'storage.object.delete_many',
           'storage.s3.object.delete', 'storage.s3.object.delete_many'
         )
      or exists (
        select from private.resume_requests as r
         where r.user_id = (select auth.uid())
           and r.object_name = resume_readable.object_name
           and r.requested_at > now() - private.resume_request_window()
      )
$$;

revoke all on function private.resume_request_window(), private.resume_readable(text) from public, anon;
grant execute on function private.resume_readable(text) to authenticated;

create policy "Hiring staff read a resume they asked for" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'resumes'
    and (select private.has_staff_role(array['hiring', 'admin']))
    and private.resume_readable(name)
  );

create policy "Hiring staff remove resumes" on storage.objects
  for delete to authenticated
  using (bucket_id = 'resumes' and (select private.has_staff_role(array['hiring', 'admin'])));

create policy "Resumes only at aal2" on storage.objects
  as restrictive
  for all to authenticated
  using (bucket_id <> 'resumes' or ((select auth.jwt()) ->> 'aal') = 'aal2')
  with check (bucket_id <> 'resumes' or ((select auth.jwt()) ->> 'aal') = 'aal2');

-- The desk's functions ------------------------------------------------------------------------------------------

-- The object name in bucket `resumes` that an application's resume_url names (current and legacy forms).
create or replace function private.resume_object_name(resume_url text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when resume_url like 'resumes/%' then substr(resume_url, length('resumes/') + 1) else resume_url end
$$;

revoke all on function private.resume_object_name(text) from public;

create or replace function private.find_application(application_id uuid) returns public.candidates
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_row public.candidates;
begin
  select * into found_row from public.candidates as c where c.id = find_application.application_id;
  if found_row.id is null then
    raise exception using errcode = 'PT404', message = 'No such application';
  end if;
  return found_row;
end
$$;

revoke all on function private.find_application(uuid) from public;

-- The whole application, on record.
create or replace function public.open_application(application_id uuid) returns public.candidates
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row public.candidates;
begin
  perform private.require_staff(array['hiring', 'admin']);
  found_row := private.find_application(open_application.application_id);
  perform private.write_audit('application_opened', 'application', found_row.id, '{}'::jsonb);
  return found_row;
end
$$;

create or replace function public.set_application_stage(application_id uuid, stage text, reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.staff_members;
  found_row public.candidates;
  clean_reason text := nullif(btrim(reason), '');
begin
  member := private.require_staff(array['hiring', 'admin']);
  if stage is null or stage not in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected') then
    raise exception using errcode = '22023', message = 'Unknown stage';
  end if;
  if stage = 'rejected' and clean_reason is null then
    raise exception using errcode = '22023', message = 'A rejection needs a reason';
  end if;
  found_row := private.find_application(set_application_stage.application_id);
  if found_row.erased_at is not null then
    raise exception using errcode = 'PT409', message = 'This application was erased';
  end if;
  update public.candidates as c
     set stage = set_application_stage.stage,
         rejection_reason = case when set_application_stage.stage = 'rejected' then clean_reason end
   where c.id = found_row.id;
  insert into public.application_events (application_id, actor_id, actor_email, kind, from_stage, to_stage, body)
  values (
    found_row.id, member.user_id, member.email, 'stage_changed', found_row.stage, set_application_stage.stage,
    case when set_application_stage.stage = 'rejected' then clean_reason end
  );
  perform private.write_audit(
    'stage_changed', 'application', found_row.id,
    jsonb_build_object('from', found_row.stage, 'to', set_application_stage.stage)
  );
end
$$;

create or replace function public.add_application_note(application_id uuid, body text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.staff_members;
  found_row public.candidates;
  clean_body text := nullif(btrim(body), '');
begin
  member := private.require_staff(array['hiring', 'admin']);
  if clean_body is null or char_length(clean_body) > 5000 then
    raise exception using errcode = '22023', message = 'A note has 1 to 5000 characters';
  end if;
  found_row := private.find_application(add_application_note.application_id);
  if found_row.erased_at is not null then
    raise exception using errcode = 'PT409', message = 'This application was erased';
  end if;
  insert into public.application_events (application_id, actor_id, actor_email, kind, body)
  values (found_row.id, member.user_id, member.email, 'note_added', clean_body);
  perform private.write_audit('note_added', 'application', found_row.id, '{}'::jsonb);
end
$$;

-- Records the look and returns the resume's object name in bucket `resumes`; for the next minute the storage
-- policy lets the caller create a signed URL for it (the desk asks for one living 300 seconds and stores none).
create or replace function public.request_resume(application_id uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.staff_members;
  found_row public.candidates;
  object text;
begin
  member := private.require_staff(array['hiring', 'admin']);
  found_row := private.find_application(request_resume.application_id);
  object := private.resume_object_name(found_row.resume_url);
  if object is null
     or not exists (select from storage.objects as o where o.bucket_id = 'resumes' and o.name = object) then
    raise exception using errcode = 'PT404', message = 'This application has no resume';
  end if;
  delete from private.resume_requests as r
   where r.ctid in (
     select o.ctid from private.resume_requests as o where o.requested_at < now() - interval '1 day' limit 100
   );
  insert into private.resume_requests (user_id, object_name) values (member.user_id, object);
  perform private.write_audit('resume_viewed', 'application', found_row.id, '{}'::jsonb);
  return object;
end
$$;

-- The application and its timeline as JSON, on record.
create or replace function public.export_application(application_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row public.candidates;
  timeline jsonb;
begin
  perform private.require_staff(array['hiring', 'admin']);
  found_row := private.find_application(export_application.application_id);
  select coalesce(jsonb_agg(to_jsonb(e) - 'application_id' order by e.created_at, e.id), '[]'::jsonb)
    into timeline
    from public.application_events as e
   where e.application_id = found_row.id;
  perform private.write_audit('application_exported', 'application', found_row.id, '{}'::jsonb);
  return jsonb_build_object(
    'exported_at', now(),
    'application', to_jsonb(found_row),
    'timeline', timeline
  );
end
$$;

-- Clears every personal field of an application once its resume is gone from Storage (the desk removes it first,
-- through the Storage API). The timeline keeps one entry: that it was erased, by whom and when.
create or replace function public.erase_application(application_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.staff_members;
  found_row public.candidates;
  object text;
begin
  member := private.require_staff(array['hiring', 'admin']);
  found_row := private.find_application(erase_application.application_id);
  if found_row.erased_at is not null then
    return;
  end if;
  object := private.resume_object_name(found_row.resume_url);
  if exists (
    select from storage.objects as o
     where o.bucket_id = 'resumes' and (o.name = object or o.name like found_row.id::text || '/%')
  ) then
    raise exception using
      errcode = 'PT409',
      message = 'The resume still exists',
      hint = 'Remove the resume from Storage first, then erase the application.';
  end if;
  update public.candidates as c
     set full_name = null, email = null, phone = null, linkedin_url = null, portfolio_url = null,
         resume_url = null, cover_letter = null, rejection_reason = null, erased_at = now()
   where c.id = found_row.id;
  delete from public.application_events as e where e.application_id = found_row.id;
  insert into public.application_events (application_id, actor_id, actor_email, kind)
  values (found_row.id, member.user_id, member.email, 'erased');
  -- Mail not yet sent is not sent, and the outbox forgets the address.
  update private.application_mail as m
     set status = case when m.status in ('queued', 'deferred', 'sending') then 'skipped' else m.status end,
         last_error = case
           when m.status in ('queued', 'deferred', 'sending') then 'Not sent: the application was erased'
           else m.last_error
         end,
         recipient = null,
         claimed_until = null,
         claim_id = null
   where m.application_id = found_row.id;
  delete from private.application_clients as a where a.application_id = found_row.id;
  delete from private.resume_requests as r where r.object_name = object;
  perform private.write_audit('application_erased', 'application', found_row.id, '{}'::jsonb);
end
$$;

-- Sign-ups for the desk: filtered by role, source and status ('confirmed', 'unconfirmed' or 'suppressed': the
-- address unsubscribed from all mail), newest first.
create or replace function private.signup_rows(role_filter text, source_filter text, status_filter text)
returns table (
  id uuid,
  created_at timestamptz,
  name text,
  email text,
  company text,
  role text,
  aum text,
  source text,
  confirmed_at timestamptz,
  consent_form_version text,
  privacy_notice_version text,
  suppressed boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.created_at, s.name, s.email, s.company, s.role, s.aum, s.source, s.confirmed_at,
         s.consent_form_version, s.privacy_notice_version, x.suppressed
    from public.signups as s
   cross join lateral (
     select exists (
       select from private.mail_suppressions as ms where ms.recipient_hash = private.email_hash(s.email)
     ) as suppressed
   ) as x
   where (role_filter is null or s.role = role_filter)
     and (source_filter is null or s.source = source_filter)
     and (
       status_filter is null
       or (status_filter = 'confirmed' and s.confirmed_at is not null)
       or (status_filter = 'unconfirmed' and s.confirmed_at is null)
       or (status_filter = 'suppressed' and x.suppressed)
     )
   order by s.created_at desc, s.id
$$;

revoke all on function private.signup_rows(text, text, text) from public;

create or replace function public.list_signups(
  role_filter text default null,
  source_filter text default null,
  status_filter text default null
)
returns table (
  id uuid,
  created_at timestamptz,
  name text,
  email text,
  company text,
  role text,
  aum text,
  source text,
  confirmed_at timestamptz,
  consent_form_version text,
  privacy_notice_version text,
  suppressed boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(array['admin']);
  if status_filter is not null and status_filter not in ('confirmed', 'unconfirmed', 'suppressed') then
    raise exception using errcode = '22023', message = 'status_filter is confirmed, unconfirmed or suppressed';
  end if;
  return query select * from private.signup_rows(role_filter, source_filter, status_filter);
end
$$;

-- How many sign-ups each role has: in all, confirmed, unconfirmed and suppressed.
create or replace function public.signup_counts()
returns table (role text, total bigint, confirmed bigint, unconfirmed bigint, suppressed bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(array['admin']);
  return query
  select r.role, count(*), count(*) filter (where r.confirmed_at is not null),
         count(*) filter (where r.confirmed_at is null), count(*) filter (where r.suppressed)
    from private.signup_rows(null, null, null) as r
   group by r.role
   order by r.role;
end
$$;

-- The sign-ups the desk shows, for its CSV, on record (with the filters and how many rows left).
create or replace function public.export_signups(
  role_filter text default null,
  source_filter text default null,
  status_filter text default null
)
returns table (
  id uuid,
  created_at timestamptz,
  name text,
  email text,
  company text,
  role text,
  aum text,
  source text,
  confirmed_at timestamptz,
  consent_form_version text,
  privacy_notice_version text,
  suppressed boolean
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  exported integer;
begin
  perform private.require_staff(array['admin']);
  if status_filter is not null and status_filter not in ('confirmed', 'unconfirmed', 'suppressed') then
    raise exception using errcode = '22023', message = 'status_filter is confirmed, unconfirmed or suppressed';
  end if;
  select count(*) into exported from private.signup_rows(role_filter, source_filter, status_filter);
  perform private.write_audit(
    'signups_exported', 'signups', null,
    jsonb_build_object(
      'rows', exported, 'role', role_filter, 'source', source_filter, 'status', status_filter
    )
  );
  return query select * from private.signup_rows(role_filter, source_filter, status_filter);
end
$$;

-- Removes a sign-up (its confirmation tokens go with it; the outbox keeps only a hash of the address). Returns
-- whether there was one.
create or replace function public.erase_signup(signup_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(array['admin']);
  delete from public.signups as s where s.id = erase_signup.signup_id;
  if not found then
    return false;
  end if;
  perform private.write_audit('signup_erased', 'signup', erase_signup.signup_id, '{}'::jsonb);
  return true;
end
$$;

-- Staff from the desk: an admin adds or removes a member (the `staff-admin` Edge Function creates or deletes the
-- Auth user with the service role, and calls these with the admin's own session so that the log names them).
create or replace function public.add_staff_member(member_id uuid, member_email text, member_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin public.staff_members;
  address text;
begin
  admin := private.require_staff(array['admin']);
  if member_role is null or member_role not in ('admin', 'hiring', 'editor') then
    raise exception using errcode = '22023', message = 'The role is admin, hiring or editor';
  end if;
  if member_id = admin.user_id then
    raise exception using errcode = '22023', message = 'Admins cannot change their own role';
  end if;
  select lower(u.email) into address from auth.users as u where u.id = member_id;
  if address is null then
    raise exception using errcode = 'PT404', message = 'No such user';
  end if;
  -- The row (and the log) must name the user's own address, not one the caller made up.
  if address is distinct from lower(btrim(member_email)) then
    raise exception using errcode = '22023', message = 'That is not the address of this user';
  end if;
  insert into public.staff_members (user_id, email, role, invited_by)
  values (member_id, address, member_role, admin.user_id)
  on conflict (user_id) do update set role = excluded.role, email = excluded.email;
end
$$;

create or replace function public.remove_staff_member(member_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin public.staff_members;
begin
  admin := private.require_staff(array['admin']);
  if member_id = admin.user_id then
    raise exception using errcode = '22023', message = 'Admins cannot remove themselves';
  end if;
  delete from public.staff_members as m where m.user_id = member_id;
  return found;
end
$$;

revoke all on function
  public.open_application(uuid),
  public.set_application_stage(uuid, text, text),
  public.add_application_note(uuid, text),
  public.request_resume(uuid),
  public.export_application(uuid),
  public.erase_application(uuid),
  public.list_signups(text, text, text),
  public.signup_counts(),
  public.export_signups(text, text, text),
  public.erase_signup(uuid),
  public.add_staff_member(uuid, text, text),
  public.remove_staff_member(uuid)
from public, anon;
grant execute on function
  public.open_application(uuid),
  public.set_application_stage(uuid, text, text),
  public.add_application_note(uuid, text),
  public.request_resume(uuid),
  public.export_application(uuid),
  public.erase_application(uuid),
  public.list_signups(text, text, text),
  public.signup_counts(),
  public.export_signups(text, text, text),
  public.erase_signup(uuid),
  public.add_staff_member(uuid, text, text),
  public.remove_staff_member(uuid)
to authenticated, service_role;
