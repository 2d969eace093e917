-- Resume links are made only on the server, a resume is deleted only by an erasure, list reads are on the record,
-- and a member opening the same record again within ten minutes adds no entry (docs/decisions/045-resume-links-and-list-reads.md).
--
-- Replaces: public.request_resume, public.erase_application, public.open_application, public.list_signups
-- (now paged, searched and recorded; the old three-argument form is dropped).
--
-- - Staff hold no Storage policy on resumes: they can neither sign, read, list nor delete one themselves. The
--   `staff-resume` Edge Function signs a link living 300 seconds with the service role after request_resume (called
--   with the member's own session) checked the role and aal2 and recorded the look; for an erasure it asks
--   resume_objects_to_erase, removes those objects with the service role, then calls erase_application.
-- - Staff read the personal columns of candidates and signups only through list_applications / list_signups (one
--   page, its exact count, one audit entry with the filters) and open_application / export_*: the column grant on
--   candidates keeps only what is not personal, and signups has no grant for signed-in users at all.

-- Resumes: no staff policy, nothing to remember between a request and a signature --------------------------------

drop policy "Hiring staff read a resume they asked for" on storage.objects;
drop policy "Hiring staff remove resumes" on storage.objects;
drop function private.resume_readable(text);
drop function private.resume_request_window();

-- Audit entries for looks: one per member, record and ten minutes ------------------------------------------------

alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (
  action in (
    'application_opened', 'resume_viewed', 'application_exported', 'signups_exported', 'stage_changed',
    'note_added', 'application_erased', 'signup_erased', 'staff_invited', 'staff_role_changed', 'staff_removed',
    'applications_listed', 'signups_listed'
  )
);
alter table public.audit_log drop constraint audit_log_target_type_check;
alter table public.audit_log add constraint audit_log_target_type_check check (
  target_type in ('application', 'applications', 'signup', 'signups', 'staff_member')
);

create index audit_log_actor_idx on public.audit_log (actor_id, created_at);

create or replace function private.audit_look_window() returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '10 minutes'
$$;

-- Records a look (an opened application, a viewed resume, a list page) unless the same member recorded the same
-- look (action, target and detail) within the window: a member clicking back and forth is one entry, with the time
-- of the first look.
create or replace function private.write_audit_look(
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
  entry jsonb := coalesce(entry_detail, '{}'::jsonb);
begin
  -- Two requests at once make one entry, not two.
  perform pg_advisory_xact_lock(
    hashtextextended(concat_ws('|', actor, entry_action, entry_target_type, entry_target_id, entry::text), 45)
  );
  if exists (
    select from public.audit_log as a
     where a.actor_id is not distinct from actor
       and a.created_at > now() - private.audit_look_window()
       and a.action = entry_action
       and a.target_type = entry_target_type
       and a.target_id is not distinct from entry_target_id
       and a.detail = entry
  ) then
    return;
  end if;
  perform private.write_audit(entry_action, entry_target_type, entry_target_id, entry);
end
$$;

revoke all on function private.audit_look_window(), private.write_audit_look(text, text, uuid, jsonb) from public;

-- The whole application, on record (a repeat within ten minutes is the same entry).
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
  perform private.write_audit_look('application_opened', 'application', found_row.id, '{}'::jsonb);
  return found_row;
end
$$;

-- Records the look and returns the resume's object name in bucket `resumes`. Only the `staff-resume` Edge Function
-- makes anything of it: it calls this with the member's session, then signs a 300-second link with the service role.
create or replace function public.request_resume(application_id uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row public.candidates;
  object text;
begin
  perform private.require_staff(array['hiring', 'admin']);
  found_row := private.find_application(request_resume.application_id);
  object := private.resume_object_name(found_row.resume_url);
  if object is null
     or not exists (select from storage.objects as o where o.bucket_id = 'resumes' and o.name = object) then
    raise exception using errcode = 'PT404', message = 'This application has no resume';
  end if;
  perform private.write_audit_look('resume_viewed', 'application', found_row.id, '{}'::jsonb);
  return object;
end
$$;

drop table private.resume_requests;

-- The resume objects an erasure must remove first (the `staff-resume` Edge Function removes them with the service
-- role, then calls erase_application). Nothing is recorded: the erasure is.
create or replace function public.resume_objects_to_erase(application_id uuid) returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_row public.candidates;
  object text;
begin
  perform private.require_staff(array['hiring', 'admin']);
  found_row := private.find_application(resume_objects_to_erase.application_id);
  object := private.resume_object_name(found_row.resume_url);
  return array(
    select o.name from storage.objects as o
     where o.bucket_id = 'resumes' and (o.name = object or o.name like found_row.id::text || '/%')
     order by o.name
  );
end
$$;

-- Clears every personal field of an application once its resume is gone from Storage (the `staff-resume` Edge
-- Function removes it first). The timeline keeps one entry: that it was erased, by whom and when.
create or replace function public.erase_application(application_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.staff_members;
  found_row public.candidates;
begin
  member := private.require_staff(array['hiring', 'admin']);
  found_row := private.find_application(erase_application.application_id);
  if found_row.erased_at is not null then
    return;
  end if;
  if cardinality(public.resume_objects_to_erase(found_row.id)) > 0 then
    raise exception using
      errcode = 'PT409',
      message = 'The resume still exists',
      hint = 'Erase the application from the desk, which removes the resume first.';
  end if;
  update public.candidates as c
     set full_name = null, email = null, phone = null, linkedin_url = null, portfolio_url = null,
         resume_url = null, cover_letter = null, rejection_reason = null, erased_at = now()
   where c.id = found_row.id;
  delete from public.application_events as e where e.application_id = found_row.id;
  insert into public.application_events (application_id, actor_id, actor_email, kind)
  values (found_row.id, member.user_id, member.email, 'erased');
  -- Mail not yet sent is not sent (the outbox keeps no address of an application: its payload is read at send time),
  -- and a notice waiting in a digest leaves it.
  update private.outbox as m
     set status = 'cancelled', last_error = 'Not sent: the application was erased', claimed_until = null,
         claim_id = null, digest_id = null
   where m.application_id = found_row.id
     and (m.status in ('queued', 'deferred', 'sending')
          or (m.status = 'digested'
              and exists (select from private.outbox as d
                           where d.id = m.digest_id and d.status in ('queued', 'deferred', 'sending'))));
  -- A digest not yet sent that lists nobody any more is not sent either.
  update private.outbox as d
     set status = 'cancelled', last_error = 'Not sent: every application in it was erased', claimed_until = null,
         claim_id = null
   where d.kind = 'hiring_team_digest'
     and d.status in ('queued', 'deferred', 'sending')
     and not exists (select from private.outbox as n where n.digest_id = d.id);
  delete from private.application_clients as a where a.application_id = found_row.id;
  perform private.write_audit('application_erased', 'application', found_row.id, '{}'::jsonb);
end
$$;

-- Lists: one page, its exact count, one entry ------------------------------------------------------------------

-- A LIKE pattern for a search: the words in order with anything between them ("grace hop" finds "Grace Hopper"),
-- `%`, `_` and `\` taken literally. Null for a blank search.
create or replace function private.search_pattern(search text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(btrim(search), '') = '' then null
    else '%' || array_to_string(
      array(
        select regexp_replace(word, '([\\%_])', '\\\1', 'g')
          from regexp_split_to_table(btrim(search), '\s+') as word
      ),
      '%'
    ) || '%'
  end
$$;

-- Refuses paging the API could not answer in one response.
create or replace function private.check_list_page(sort_by text, sorts text[], page_offset integer, page_size integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if sort_by is null or not (sort_by = any (sorts)) then
    raise exception using errcode = '22023', message = 'sort_by is one of ' || array_to_string(sorts, ', ');
  end if;
  if page_offset is null or page_offset < 0 or page_size is null or page_size not between 1 and 1000 then
    raise exception using errcode = '22023', message = 'page_offset is 0 or more and page_size 1 to 1000';
  end if;
end
$$;

revoke all on function private.search_pattern(text), private.check_list_page(text, text[], integer, integer)
  from public;

-- One page of the application list (the list's columns only), newest first unless sorted otherwise, with the exact
-- number of applications the filters match: { "rows": [...], "total": n }. Each page read is one audit entry with
-- its filters (a repeat within ten minutes is the same entry).
create or replace function public.list_applications(
  job_filter uuid default null,
  stage_filter text default null,
  created_from timestamptz default null,
  created_to timestamptz default null,
  search text default null,
  sort_by text default 'created_at',
  ascending boolean default false,
  page_offset integer default 0,
  page_size integer default 50
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pattern text := private.search_pattern(search);
  stages text[] := array['new', 'screening', 'interview', 'offer', 'hired', 'rejected'];
  total integer;
  page_rows jsonb;
begin
  perform private.require_staff(array['hiring', 'admin']);
  if stage_filter is not null and not (stage_filter = any (stages)) then
    raise exception using errcode = '22023', message = 'Unknown stage';
  end if;
  perform private.check_list_page(
    sort_by, array['created_at', 'full_name', 'position_title', 'stage'], page_offset, page_size
  );
  with listed as (
    select c.id, c.created_at, c.full_name, c.email, c.position_title, c.job_id, c.stage, c.erased_at
      from public.candidates as c
     where (job_filter is null or c.job_id = job_filter)
       and (stage_filter is null or c.stage = stage_filter)
       and (created_from is null or c.created_at >= created_from)
       and (created_to is null or c.created_at <= created_to)
       and (pattern is null or c.full_name ilike pattern or c.email ilike pattern)
  ),
  numbered as (
    select r.*, row_number() over (
             order by
               case when ascending then
                 case sort_by
                   when 'full_name' then lower(r.full_name)
                   when 'position_title' then lower(r.position_title)
                   when 'stage' then lpad(array_position(stages, r.stage)::text, 2, '0')
                 end
               end asc nulls last,
               case when not ascending then
                 case sort_by
                   when 'full_name' then lower(r.full_name)
                   when 'position_title' then lower(r.position_title)
                   when 'stage' then lpad(array_position(stages, r.stage)::text, 2, '0')
                 end
               end desc nulls last,
               case when ascending then r.created_at end asc,
               case when not ascending then r.created_at end desc,
               r.id
           ) as n
      from listed as r
  )
  select (select count(*) from listed),
         coalesce(
           (select jsonb_agg(to_jsonb(p) - 'n' order by p.n) from numbered as p
             where p.n > page_offset and p.n <= page_offset + page_size),
           '[]'::jsonb
         )
    into total, page_rows;
  perform private.write_audit_look(
    'applications_listed', 'applications', null,
    jsonb_build_object(
      'job', job_filter, 'stage', stage_filter, 'from', created_from, 'to', created_to, 'search', search,
      'sort', sort_by, 'ascending', ascending, 'offset', page_offset, 'rows', jsonb_array_length(page_rows),
      'total', total
    )
  );
  return jsonb_build_object('rows', page_rows, 'total', total);
end
$$;

drop function public.list_signups(text, text, text);

-- One page of sign-ups with their `suppressed` flag, newest first unless sorted otherwise, with the exact number the
-- filters match: { "rows": [...], "total": n }. Each page read is one audit entry with its filters (a repeat within
-- ten minutes is the same entry).
create or replace function public.list_signups(
  role_filter text default null,
  source_filter text default null,
  status_filter text default null,
  search text default null,
  sort_by text default 'created_at',
  ascending boolean default false,
  page_offset integer default 0,
  page_size integer default 50
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pattern text := private.search_pattern(search);
  total integer;
  page_rows jsonb;
begin
  perform private.require_staff(array['admin']);
  if status_filter is not null and status_filter not in ('confirmed', 'unconfirmed', 'suppressed') then
    raise exception using errcode = '22023', message = 'status_filter is confirmed, unconfirmed or suppressed';
  end if;
  perform private.check_list_page(
    sort_by, array['created_at', 'name', 'email', 'company', 'role'], page_offset, page_size
  );
  with listed as (
    select r.*
      from private.signup_rows(role_filter, source_filter, status_filter) as r
     where pattern is null or r.name ilike pattern or r.email ilike pattern or r.company ilike pattern
  ),
  numbered as (
    select r.*, row_number() over (
             order by
               case when ascending then
                 case sort_by
                   when 'name' then lower(r.name)
                   when 'email' then lower(r.email)
                   when 'company' then lower(r.company)
                   when 'role' then r.role
                 end
               end asc nulls last,
               case when not ascending then
                 case sort_by
                   when 'name' then lower(r.name)
                   when 'email' then lower(r.email)
                   when 'company' then lower(r.company)
                   when 'role' then r.role
                 end
               end desc nulls last,
               case when ascending then r.created_at end asc,
               case when not ascending then r.created_at end desc,
               r.id
           ) as n
      from listed as r
  )
  select (select count(*) from listed),
         coalesce(
           (select jsonb_agg(to_jsonb(p) - 'n' order by p.n) from numbered as p
             where p.n > page_offset and p.n <= page_offset + page_size),
           '[]'::jsonb
         )
    into total, page_rows;
  perform private.write_audit_look(
    'signups_listed', 'signups', null,
    jsonb_build_object(
      'role', role_filter, 'source', source_filter, 'status', status_filter, 'search', search, 'sort', sort_by,
      'ascending', ascending, 'offset', page_offset, 'rows', jsonb_array_length(page_rows), 'total', total
    )
  );
  return jsonb_build_object('rows', page_rows, 'total', total);
end
$$;

revoke all on function
  public.resume_objects_to_erase(uuid),
  public.list_applications(uuid, text, timestamptz, timestamptz, text, text, boolean, integer, integer),
  public.list_signups(text, text, text, text, text, boolean, integer, integer)
from public, anon;
grant execute on function
  public.resume_objects_to_erase(uuid),
  public.list_applications(uuid, text, timestamptz, timestamptz, text, text, boolean, integer, integer),
  public.list_signups(text, text, text, text, text, boolean, integer, integer)
to authenticated, service_role;

-- Staff lose the personal columns of the tables: lists come through the functions above -----------------------

revoke select on table public.candidates from authenticated;
grant select (id, created_at, position_title, job_id, stage, erased_at) on table public.candidates to authenticated;

drop policy "Admins read sign-ups" on public.signups;
revoke select on table public.signups from authenticated;
