-- Rejection reasons become a fixed list the database enforces, so the desk can count rejections per job by reason.
-- Replaces public.set_application_stage and public.set_applications_stage (an unknown reason is refused in words),
-- and adds public.decision_mail_schedule (when a rejection queued now would leave, in the team's zone).
-- The list is common/rejection-reasons.ts; a test keeps the two equal.

create table private.rejection_reasons (reason text primary key);
revoke all on private.rejection_reasons from public, anon, authenticated;
insert into private.rejection_reasons (reason) values
  ('not_enough_experience'), ('skills_mismatch'), ('role_filled'), ('location_or_permit'),
  ('salary_expectations'), ('withdrew'), ('other');

-- Reasons already given: the pipeline's list in its words maps to its code, any free text to "other" (the text stays
-- on the application's timeline, where the stage change recorded it).
update public.candidates as c
   set rejection_reason = case c.rejection_reason
     when 'Not enough relevant experience' then 'not_enough_experience'
     when 'Skills do not match the role' then 'skills_mismatch'
     when 'Position filled' then 'role_filled'
     when 'Location or work permit' then 'location_or_permit'
     when 'Salary expectations' then 'salary_expectations'
     when 'Withdrew or did not respond' then 'withdrew'
     else 'other'
   end
 where c.rejection_reason is not null;

alter table public.candidates drop constraint candidates_rejection_reason_check;
alter table public.candidates
  add constraint candidates_rejection_reason_fkey foreign key (rejection_reason)
  references private.rejection_reasons (reason);

create or replace function public.set_application_stage(
  application_id uuid,
  seen_version integer,
  stage text,
  reason text default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.staff_members;
  found_row public.candidates;
  clean_reason text := nullif(btrim(reason), '');
  next_version integer;
begin
  member := private.require_staff(array['hiring', 'admin']);
  if stage is null or stage not in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected') then
    raise exception using errcode = '22023', message = 'Unknown stage';
  end if;
  if stage = 'rejected' and clean_reason is null then
    raise exception using errcode = '22023', message = 'A rejection needs a reason';
  end if;
  if stage = 'rejected'
     and not exists (select 1 from private.rejection_reasons as r where r.reason = clean_reason) then
    raise exception using errcode = '22023', message = 'A rejection names one of the listed reasons';
  end if;
  if seen_version is null then
    raise exception using errcode = '22023', message = 'Name the version of the application you saw';
  end if;
  found_row := private.find_application(set_application_stage.application_id);
  if found_row.erased_at is not null then
    raise exception using errcode = 'PT409', message = 'This application was erased';
  end if;
  next_version := private.claim_application_version(found_row.id, set_application_stage.seen_version);
  -- Read again under the row lock the claim took: the stage it moves from is the one it replaced.
  found_row := private.find_application(found_row.id);
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
  return next_version;
end
$$;

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
  if stage = 'rejected'
     and not exists (select 1 from private.rejection_reasons as r where r.reason = clean_reason) then
    raise exception using errcode = '22023', message = 'A rejection names one of the listed reasons';
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
           rejection_reason = case when set_applications_stage.stage = 'rejected' then clean_reason end,
           version = c.version + 1
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

-- When a rejection queued now would leave, and the team's time zone the desk words it in.
create function public.decision_mail_schedule()
returns table (send_at timestamptz, time_zone text)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff(array['hiring', 'admin']);
  return query
  select private.next_business_morning(now()),
         coalesce((select s.value from private.settings as s where s.name = 'team_time_zone'), 'Europe/London');
end
$$;
revoke all on function public.decision_mail_schedule() from public, anon;
grant execute on function public.decision_mail_schedule() to authenticated, service_role;
