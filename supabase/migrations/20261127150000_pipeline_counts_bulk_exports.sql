-- The pipeline: counts per stage, erased applications hidden unless asked for, "also applied", moves and
-- rejections of several applications at once, and exports of exactly the rows a list shows
-- (docs/decisions/049-pipeline-bulk-and-exports.md).
--
-- Replaces: public.list_applications (gains include_erased and an exclusive created_before; each row carries
-- also_applied; the old form is dropped), public.list_signups (same signature, now built on private.signup_page),
-- public.export_signups (now takes the list's search, sort and paging and answers { rows, total }; the old
-- three-argument form is dropped).
--
-- - application_stage_counts() gives per job and stage the number of applications that are not erased. The numbers
--   name nobody, but they still need a hiring member or admin at aal2.
-- - set_applications_stage(ids, stage, reason) moves or rejects several applications in one transaction: every one
--   is found and not erased or nothing changes; each change gets its timeline entry and audit entry as one move.
-- - export_applications takes the list's filters, search, sort and paging and records every call as an
--   application_exported entry on the applications (filters, offset, rows, total); export_signups likewise records
--   signups_exported.
-- - also_applied: the other applications from the same mailbox (private.mailbox), as position and date only, for
--   the rows of the page alone. There is no index on the mailbox: an index expression runs with the inserting
--   role's rights, and the public key may not call anything in private.

-- Applications: one page for the list and the export ------------------------------------------------------------

-- One page of applications with the exact number the filters match, { rows, total }; no role check and no record:
-- only the public functions below call it, after theirs.
create or replace function private.application_page(
  job_filter uuid,
  stage_filter text,
  created_from timestamptz,
  created_to timestamptz,
  created_before timestamptz,
  search text,
  include_erased boolean,
  sort_by text,
  ascending boolean,
  page_offset integer,
  page_size integer
) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := private.search_pattern(search);
  stages text[] := array['new', 'screening', 'interview', 'offer', 'hired', 'rejected'];
  total integer;
  page_rows jsonb;
begin
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
       and (created_before is null or c.created_at < created_before)
       and (coalesce(include_erased, false) or c.erased_at is null)
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
  ),
  page as (
    select p.*,
           coalesce(
             (select jsonb_agg(
                       jsonb_build_object('position_title', o.position_title, 'created_at', o.created_at)
                       order by o.created_at
                     )
                from public.candidates as o
               where p.email is not null
                 and o.email is not null
                 and private.mailbox(o.email) = private.mailbox(p.email)
                 and o.id <> p.id
                 and o.erased_at is null),
             '[]'::jsonb
           ) as also_applied
      from numbered as p
     where p.n > page_offset and p.n <= page_offset + page_size
  )
  select (select count(*) from listed),
         coalesce((select jsonb_agg(to_jsonb(p) - 'n' order by p.n) from page as p), '[]'::jsonb)
    into total, page_rows;
  return jsonb_build_object('rows', page_rows, 'total', total);
end
$$;

revoke all on function private.application_page(
  uuid, text, timestamptz, timestamptz, timestamptz, text, boolean, text, boolean, integer, integer
) from public;

drop function public.list_applications(uuid, text, timestamptz, timestamptz, text, text, boolean, integer, integer);

-- One page of the application list (the list's columns and also_applied), newest first unless sorted otherwise,
-- erased applications only when asked for, with the exact number the filters match: { "rows": [...], "total": n }.
-- Each page read is one audit entry with its filters (a repeat within ten minutes is the same entry).
create or replace function public.list_applications(
  job_filter uuid default null,
  stage_filter text default null,
  created_from timestamptz default null,
  created_to timestamptz default null,
  search text default null,
  sort_by text default 'created_at',
  ascending boolean default false,
  page_offset integer default 0,
  page_size integer default 50,
  include_erased boolean default false,
  created_before timestamptz default null
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  answer jsonb;
begin
  perform private.require_staff(array['hiring', 'admin']);
  answer := private.application_page(
    job_filter, stage_filter, created_from, created_to, created_before, search, include_erased, sort_by, ascending,
    page_offset, page_size
  );
  perform private.write_audit_look(
    'applications_listed', 'applications', null,
    jsonb_build_object(
      'job', job_filter, 'stage', stage_filter, 'from', created_from, 'to', coalesce(created_before, created_to),
      'search', search, 'erased', coalesce(include_erased, false), 'sort', sort_by, 'ascending', ascending,
      'offset', page_offset, 'rows', jsonb_array_length(answer -> 'rows'), 'total', answer -> 'total'
    )
  );
  return answer;
end
$$;

-- The same rows as list_applications, recorded as an export every time (one entry per call, with its page).
create or replace function public.export_applications(
  job_filter uuid default null,
  stage_filter text default null,
  created_from timestamptz default null,
  created_before timestamptz default null,
  search text default null,
  include_erased boolean default false,
  sort_by text default 'created_at',
  ascending boolean default false,
  page_offset integer default 0,
  page_size integer default 1000
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  answer jsonb;
begin
  perform private.require_staff(array['hiring', 'admin']);
  answer := private.application_page(
    job_filter, stage_filter, created_from, null, created_before, search, include_erased, sort_by, ascending,
    page_offset, page_size
  );
  perform private.write_audit(
    'application_exported', 'applications', null,
    jsonb_build_object(
      'job', job_filter, 'stage', stage_filter, 'from', created_from, 'to', created_before, 'search', search,
      'erased', coalesce(include_erased, false), 'sort', sort_by, 'ascending', ascending, 'offset', page_offset,
      'rows', jsonb_array_length(answer -> 'rows'), 'total', answer -> 'total'
    )
  );
  return answer;
end
$$;

-- Per job and stage, the applications that are not erased. Names nobody; still only for hiring and admin at aal2.
create or replace function public.application_stage_counts()
returns table (job_id uuid, position_title text, stage text, applications integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(array['hiring', 'admin']);
  return query
  select c.job_id, min(c.position_title), c.stage, count(*)::integer
    from public.candidates as c
   where c.erased_at is null
   group by c.job_id, c.stage
   order by min(c.position_title), c.job_id, c.stage;
end
$$;

-- Moves several applications to one stage (a rejection with its reason) in one transaction: all of them or none.
-- Those already at that stage are left as they are; the answer is how many changed. The ids come as a JSON array
-- (the Data API passes a JSON body's array as it is).
create or replace function public.set_applications_stage(application_ids jsonb, stage text, reason text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.staff_members;
  clean_reason text := nullif(btrim(reason), '');
  wanted uuid[];
  found_row public.candidates;
  changed integer := 0;
begin
  member := private.require_staff(array['hiring', 'admin']);
  if stage is null or stage not in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected') then
    raise exception using errcode = '22023', message = 'Unknown stage';
  end if;
  if stage = 'rejected' and clean_reason is null then
    raise exception using errcode = '22023', message = 'A rejection needs a reason';
  end if;
  if jsonb_typeof(application_ids) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'application_ids is an array of application ids';
  end if;
  select array_agg(distinct i.value::uuid) into wanted
    from jsonb_array_elements_text(application_ids) as i
   where i.value is not null;
  if wanted is null or cardinality(wanted) > 1000 then
    raise exception using errcode = '22023', message = 'Choose 1 to 1,000 applications';
  end if;
  if (select count(*) from public.candidates as c where c.id = any (wanted)) <> cardinality(wanted) then
    raise exception using errcode = 'PT404', message = 'No such application';
  end if;
  for found_row in
    select * from public.candidates as c where c.id = any (wanted) order by c.id for update
  loop
    if found_row.erased_at is not null then
      raise exception using errcode = 'PT409', message = 'An erased application cannot change stage';
    end if;
    continue when found_row.stage = set_applications_stage.stage
      and (stage <> 'rejected' or found_row.rejection_reason = clean_reason);
    update public.candidates as c
       set stage = set_applications_stage.stage,
           rejection_reason = case when set_applications_stage.stage = 'rejected' then clean_reason end
     where c.id = found_row.id;
    insert into public.application_events (application_id, actor_id, actor_email, kind, from_stage, to_stage, body)
    values (
      found_row.id, member.user_id, member.email, 'stage_changed', found_row.stage, set_applications_stage.stage,
      case when set_applications_stage.stage = 'rejected' then clean_reason end
    );
    perform private.write_audit(
      'stage_changed', 'application', found_row.id,
      jsonb_build_object('from', found_row.stage, 'to', set_applications_stage.stage, 'bulk', true)
    );
    changed := changed + 1;
  end loop;
  return changed;
end
$$;

-- Sign-ups: one page for the list and the export ----------------------------------------------------------------

create or replace function private.signup_page(
  role_filter text,
  source_filter text,
  status_filter text,
  search text,
  sort_by text,
  ascending boolean,
  page_offset integer,
  page_size integer
) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := private.search_pattern(search);
  total integer;
  page_rows jsonb;
begin
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
  return jsonb_build_object('rows', page_rows, 'total', total);
end
$$;

revoke all on function private.signup_page(text, text, text, text, text, boolean, integer, integer) from public;

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
  answer jsonb;
begin
  perform private.require_staff(array['admin']);
  answer := private.signup_page(
    role_filter, source_filter, status_filter, search, sort_by, ascending, page_offset, page_size
  );
  perform private.write_audit_look(
    'signups_listed', 'signups', null,
    jsonb_build_object(
      'role', role_filter, 'source', source_filter, 'status', status_filter, 'search', search, 'sort', sort_by,
      'ascending', ascending, 'offset', page_offset, 'rows', jsonb_array_length(answer -> 'rows'),
      'total', answer -> 'total'
    )
  );
  return answer;
end
$$;

drop function public.export_signups(text, text, text);

-- The same rows as list_signups, recorded as an export every time (one entry per call, with its page).
create or replace function public.export_signups(
  role_filter text default null,
  source_filter text default null,
  status_filter text default null,
  search text default null,
  sort_by text default 'created_at',
  ascending boolean default false,
  page_offset integer default 0,
  page_size integer default 1000
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  answer jsonb;
begin
  perform private.require_staff(array['admin']);
  answer := private.signup_page(
    role_filter, source_filter, status_filter, search, sort_by, ascending, page_offset, page_size
  );
  perform private.write_audit(
    'signups_exported', 'signups', null,
    jsonb_build_object(
      'role', role_filter, 'source', source_filter, 'status', status_filter, 'search', search, 'sort', sort_by,
      'ascending', ascending, 'offset', page_offset, 'rows', jsonb_array_length(answer -> 'rows'),
      'total', answer -> 'total'
    )
  );
  return answer;
end
$$;

revoke all on function
  public.list_applications(
    uuid, text, timestamptz, timestamptz, text, text, boolean, integer, integer, boolean, timestamptz
  ),
  public.export_applications(uuid, text, timestamptz, timestamptz, text, boolean, text, boolean, integer, integer),
  public.application_stage_counts(),
  public.set_applications_stage(jsonb, text, text),
  public.export_signups(text, text, text, text, text, boolean, integer, integer)
from public, anon;
grant execute on function
  public.list_applications(
    uuid, text, timestamptz, timestamptz, text, text, boolean, integer, integer, boolean, timestamptz
  ),
  public.export_applications(uuid, text, timestamptz, timestamptz, text, boolean, text, boolean, integer, integer),
  public.application_stage_counts(),
  public.set_applications_stage(jsonb, text, text),
  public.export_signups(text, text, text, text, text, boolean, integer, integer)
to authenticated, service_role;
