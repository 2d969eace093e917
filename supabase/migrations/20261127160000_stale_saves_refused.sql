-- A stage save or a note made from an outdated view of an application is refused, naming who changed it and when
-- (docs/decisions/050-the-application-in-one-view.md).
--
-- Replaces: public.set_application_stage, public.add_application_note (both now take the version the desk showed;
-- the forms without it are dropped, so no caller can skip the comparison).
--
-- - candidates.version counts the changes staff made to an application: every stage change and every note adds one.
--   open_application returns it with the row, so the desk knows which version it is showing.
-- - Both functions move the version on only when it still equals the one the caller saw (one UPDATE, so two
--   concurrent saves from the same version cannot both pass: the second waits for the first's row lock and then
--   finds a newer version). Otherwise they raise PT409 (HTTP 409) with the latest timeline entry as JSON in the
--   error's detail: who (`by`), what (`kind`, `to_stage`) and when (`at`), and the current `version`.

alter table public.candidates add column version integer not null default 1 check (version > 0);

comment on column public.candidates.version is
  'How many times staff changed this application (stage changes and notes), from 1. A stage save or note names '
  'the version it was based on and is refused when another change came first.';

create function private.claim_application_version(application_id uuid, seen_version integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  next_version integer;
  latest public.application_events;
  current_version integer;
begin
  update public.candidates as c
     set version = c.version + 1
   where c.id = claim_application_version.application_id
     and c.version = claim_application_version.seen_version
  returning c.version into next_version;
  if next_version is not null then
    return next_version;
  end if;
  select c.version into current_version from public.candidates as c
   where c.id = claim_application_version.application_id;
  select * into latest from public.application_events as e
   where e.application_id = claim_application_version.application_id
   order by e.id desc
   limit 1;
  raise exception using
    errcode = 'PT409',
    message = case
      when latest.id is null then 'This application changed since you loaded it'
      else format(
        '%s changed this application at %s UTC, after you loaded it',
        latest.actor_email, to_char(latest.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
      )
    end,
    detail = jsonb_build_object(
      'by', latest.actor_email, 'kind', latest.kind, 'to_stage', latest.to_stage, 'at', latest.created_at,
      'version', current_version
    )::text,
    hint = 'Reload the application to see the change, then save again.';
end
$$;

revoke all on function private.claim_application_version(uuid, integer) from public, anon, authenticated;

drop function public.set_application_stage(uuid, text, text);

create function public.set_application_stage(
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

drop function public.add_application_note(uuid, text);

create function public.add_application_note(application_id uuid, seen_version integer, body text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.staff_members;
  found_row public.candidates;
  clean_body text := nullif(btrim(body), '');
  next_version integer;
begin
  member := private.require_staff(array['hiring', 'admin']);
  if clean_body is null or char_length(clean_body) > 5000 then
    raise exception using errcode = '22023', message = 'A note has 1 to 5000 characters';
  end if;
  if seen_version is null then
    raise exception using errcode = '22023', message = 'Name the version of the application you saw';
  end if;
  found_row := private.find_application(add_application_note.application_id);
  if found_row.erased_at is not null then
    raise exception using errcode = 'PT409', message = 'This application was erased';
  end if;
  next_version := private.claim_application_version(found_row.id, add_application_note.seen_version);
  insert into public.application_events (application_id, actor_id, actor_email, kind, body)
  values (found_row.id, member.user_id, member.email, 'note_added', clean_body);
  perform private.write_audit('note_added', 'application', found_row.id, '{}'::jsonb);
  return next_version;
end
$$;

revoke all on function
  public.set_application_stage(uuid, integer, text, text),
  public.add_application_note(uuid, integer, text)
from public, anon;
grant execute on function
  public.set_application_stage(uuid, integer, text, text),
  public.add_application_note(uuid, integer, text)
to authenticated, service_role;
