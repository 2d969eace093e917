-- A bulk move is a change like any other: it moves each application's version on, so that a stage save or a note
-- made from a view before it is refused (docs/decisions/050-the-application-in-one-view.md).
--
-- Replaces: public.set_applications_stage (the same all-or-none bulk move, now adding one to each version).

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

