-- Applicants hear the decision, and a growth role reads sign-ups without hiring
-- (docs/decisions/052-decision-mail-and-growth.md).
--
-- Replaces: private.mail_payload (a case for decision mail), public.add_staff_member and public.change_staff_role
-- (the growth role), public.list_signups, public.export_signups, public.erase_signup and public.signup_counts
-- (growth reads sign-ups).
--
-- - A decision mail is a message in the one outbox, kind `decision`, sent by application-mail within its own ceiling
--   (`decision_mail`). It belongs to one stage change (`stage_event_id`, unique among the messages not cancelled):
--   one change, one mail at most.
--   Its payload is the applicant's first name, the position title, the stage and the note staff wrote; nothing else
--   the applicant wrote.
-- - A rejection waits for the next business morning (09:00, Monday to Friday) in the team's time zone
--   (`private.settings` `team_time_zone`); it can be cancelled until it leaves, or sent now. Another stage change
--   cancels a decision mail that has not left; erasing the application cancels it too (erase_application already
--   cancels every unsent message of the application).
-- - The database writes the audit entries: decision mail queued, sent and cancelled.
-- - A staff member with role `growth` reads, exports and erases sign-ups and nothing of hiring.

alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'application_opened', 'resume_viewed', 'application_exported', 'signups_exported', 'stage_changed', 'note_added',
  'application_erased', 'signup_erased', 'staff_invited', 'staff_role_changed', 'staff_removed',
  'applications_listed', 'signups_listed', 'staff_invitation_resent', 'audit_exported',
  'job_published', 'job_scheduled', 'job_unpublished', 'job_closed', 'job_archived', 'job_restored',
  'decision_mail_queued', 'decision_mail_sent', 'decision_mail_cancelled'
));

-- The growth role -------------------------------------------------------------------------------------------------

alter table public.staff_members drop constraint staff_members_role_check;
alter table public.staff_members add constraint staff_members_role_check
  check (role in ('admin', 'hiring', 'editor', 'growth'));

create or replace function public.add_staff_member(member_id uuid, member_email text, member_role text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  admin public.staff_members;
  address text;
  is_new boolean;
begin
  admin := private.require_staff(array['admin']);
  if member_role is null or member_role not in ('admin', 'hiring', 'editor', 'growth') then
    raise exception using errcode = '22023', message = 'The role is admin, hiring, editor or growth';
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
  is_new := not exists (select from public.staff_members as m where m.user_id = member_id);
  insert into public.staff_members (user_id, email, role, invited_by)
  values (member_id, address, member_role, admin.user_id)
  on conflict (user_id) do update set role = excluded.role, email = excluded.email;
  if is_new then
    perform private.queue_staff_invitation(member_id);
  end if;
end
$$;

create or replace function public.change_staff_role(member_id uuid, new_role text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  admin public.staff_members;
  previous text;
begin
  admin := private.require_staff(array['admin']);
  if new_role is null or new_role not in ('admin', 'hiring', 'editor', 'growth') then
    raise exception using errcode = '22023', message = 'The role is admin, hiring, editor or growth';
  end if;
  if member_id = admin.user_id then
    raise exception using errcode = '22023', message = 'Admins cannot change their own role';
  end if;
  select m.role into previous from public.staff_members as m where m.user_id = member_id for update;
  if previous is null then
    raise exception using errcode = 'PT404', message = 'Not a staff member';
  end if;
  update public.staff_members as m set role = new_role where m.user_id = member_id;
  return previous;
end
$$;

create or replace function public.list_signups(
  role_filter text default null, source_filter text default null, status_filter text default null,
  search text default null, sort_by text default 'created_at', ascending boolean default false,
  page_offset integer default 0, page_size integer default 50
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  answer jsonb;
begin
  perform private.require_staff(array['admin', 'growth']);
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

create or replace function public.export_signups(
  role_filter text default null, source_filter text default null, status_filter text default null,
  search text default null, sort_by text default 'created_at', ascending boolean default false,
  page_offset integer default 0, page_size integer default 1000
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  answer jsonb;
begin
  perform private.require_staff(array['admin', 'growth']);
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

create or replace function public.erase_signup(signup_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_staff(array['admin', 'growth']);
  delete from public.signups as s where s.id = erase_signup.signup_id;
  if not found then
    return false;
  end if;
  perform private.write_audit('signup_erased', 'signup', erase_signup.signup_id, '{}'::jsonb);
  return true;
end
$$;

create or replace function public.signup_counts()
returns table (role text, total bigint, confirmed bigint, unconfirmed bigint, suppressed bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff(array['admin', 'growth']);
  return query
  select r.role, count(*), count(*) filter (where r.confirmed_at is not null),
         count(*) filter (where r.confirmed_at is null), count(*) filter (where r.suppressed)
    from private.signup_rows(null, null, null) as r
   group by r.role
   order by r.role;
end
$$;

-- Decision mail ---------------------------------------------------------------------------------------------------

insert into public.api_limits (action, per_client_max, global_max, window_length, description) values
  ('decision_mail', null, 100, interval '1 hour', 'Decision mails to applicants (rejection, interview, offer) per hour');

insert into private.mail_kinds (kind, sender, audience, ceiling, priority) values
  ('decision', 'application-mail', 'public', 'decision_mail', 0);

-- The team's time zone: a rejection leaves at 09:00 on the next weekday there.
insert into private.settings (name, value) values ('team_time_zone', 'Europe/London')
  on conflict (name) do nothing;

-- One message per application and kind stays the rule for receipts and notices; decision mail is one per stage change.
alter table private.outbox drop constraint outbox_application_id_kind_key;
create unique index outbox_application_kind_idx on private.outbox (application_id, kind)
  where kind <> 'decision';
alter table private.outbox
  add column stage_event_id bigint references public.application_events (id) on delete set null,
  add column decision_stage text check (decision_stage in ('rejected', 'interview', 'offer')),
  add column note text check (note is null or char_length(note) between 1 and 500),
  add column queued_by text,
  add constraint outbox_decision_has_stage check ((kind = 'decision') = (decision_stage is not null));
-- One stage change, one decision mail: a cancelled one may be queued again, nothing else.
create unique index outbox_stage_event_idx on private.outbox (stage_event_id)
  where stage_event_id is not null and status <> 'cancelled';

create or replace function private.mail_payload(m private.outbox) returns jsonb
language sql stable security definer set search_path = '' as $$
  select case
    when m.kind in ('applicant_confirmation', 'hiring_team_notice') then (
      select jsonb_build_object(
               'application_id', c.id, 'applied_at', c.created_at, 'full_name', c.full_name, 'email', c.email,
               'position_title', c.position_title, 'position_department', c.position_department,
               'position_location', c.position_location,
               'resume_object', substr(c.resume_url, length('resumes/') + 1)
             )
        from public.candidates as c where c.id = m.application_id
    )
    when m.kind = 'hiring_team_digest' then jsonb_build_object('applications', coalesce((
      select jsonb_agg(jsonb_build_object(
               'application_id', c.id, 'applied_at', c.created_at, 'full_name', c.full_name, 'email', c.email,
               'position_title', c.position_title,
               'resume_object', substr(c.resume_url, length('resumes/') + 1)
             ) order by c.created_at, c.id)
        from private.outbox as n join public.candidates as c on c.id = n.application_id
       where n.digest_id = m.id and c.erased_at is null
    ), '[]'::jsonb))
    when m.kind = 'signup_confirmation' then (
      select jsonb_build_object('email', s.email) from public.signups as s where s.id = m.signup_id
    )
    when m.kind = 'test_message' then jsonb_build_object('recipient', m.recipient)
    when m.kind = 'staff_invitation' then (
      select jsonb_build_object('email', s.email, 'role', s.role, 'invited_by', i.email)
        from public.staff_members as s
        left join public.staff_members as i on i.user_id = s.invited_by
       where s.user_id = m.staff_member_id
    )
    when m.kind = 'decision' then (
      select jsonb_build_object(
               'email', c.email, 'first_name', split_part(btrim(c.full_name), ' ', 1),
               'position_title', c.position_title, 'stage', m.decision_stage, 'note', m.note
             )
        from public.candidates as c where c.id = m.application_id and c.erased_at is null
    )
    else '{}'::jsonb
  end
$$;

-- 09:00 on the next weekday in the team's time zone (today's, when it is a weekday before 09:00 there).
create function private.next_business_morning(after timestamptz) returns timestamptz
language plpgsql stable set search_path = '' as $$
declare
  zone text := coalesce(
    (select s.value from private.settings as s where s.name = 'team_time_zone'), 'Europe/London'
  );
  local_time timestamp := after at time zone zone;
  morning timestamp := date_trunc('day', after at time zone zone) + interval '9 hours';
begin
  if morning <= local_time then
    morning := morning + interval '1 day';
  end if;
  while extract(isodow from morning) > 5 loop
    morning := morning + interval '1 day';
  end loop;
  return morning at time zone zone;
end
$$;
revoke all on function private.next_business_morning(timestamptz) from public;

-- Tells the applicant of the application's latest stage change (a rejection, an interview or an offer): a
-- rejection leaves on the next business morning unless `send_now`, the others at once. Returns the message.
create function public.queue_decision_mail(application_id uuid, send_now boolean default false, note text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  member public.staff_members;
  found_row public.candidates;
  change public.application_events;
  clean_note text := nullif(btrim(private.checked_text(note)), '');
  queued private.outbox;
begin
  member := private.require_staff(array['hiring', 'admin']);
  if clean_note is not null and (char_length(clean_note) > 500 or clean_note ~ '[[:cntrl:]]') then
    raise exception using errcode = '22023', message = 'A note is one paragraph of at most 500 characters';
  end if;
  found_row := private.find_application(queue_decision_mail.application_id);
  if found_row.erased_at is not null then
    raise exception using errcode = 'PT409', message = 'This application was erased';
  end if;
  if found_row.stage not in ('rejected', 'interview', 'offer') then
    raise exception using errcode = '22023', message = 'Only a rejection, an interview or an offer is mailed';
  end if;
  select * into change from public.application_events as e
   where e.application_id = found_row.id and e.kind = 'stage_changed'
   order by e.id desc limit 1;
  if change.id is null or change.to_stage is distinct from found_row.stage then
    raise exception using errcode = 'PT409', message = 'This stage was not set in the desk';
  end if;
  insert into private.outbox (kind, application_id, stage_event_id, decision_stage, note, queued_by, next_attempt_at)
  values (
    'decision', found_row.id, change.id, found_row.stage, clean_note, member.email,
    case when found_row.stage = 'rejected' and not coalesce(send_now, false)
         then private.next_business_morning(now()) else now() end
  )
  on conflict (stage_event_id) where stage_event_id is not null and status <> 'cancelled' do nothing
  returning * into queued;
  if queued.id is null then
    raise exception using errcode = 'PT409', message = 'The applicant is already told of this change';
  end if;
  return jsonb_build_object('id', queued.id, 'send_at', queued.next_attempt_at);
end
$$;

-- Takes a decision mail that has not left yet out of the queue.
create function public.cancel_decision_mail(message_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  member public.staff_members;
begin
  member := private.require_staff(array['hiring', 'admin']);
  update private.outbox as m
     set status = 'cancelled', last_error = 'Not sent: cancelled by ' || member.email
   where m.id = message_id and m.kind = 'decision' and m.status in ('queued', 'deferred');
  if not found then
    raise exception using errcode = 'PT409', message = 'This message has already left or was cancelled';
  end if;
end
$$;

-- Sends a waiting decision mail with the next run instead of at its time.
create function public.send_decision_mail_now(message_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_staff(array['hiring', 'admin']);
  update private.outbox as m
     set next_attempt_at = now()
   where m.id = message_id and m.kind = 'decision' and m.status in ('queued', 'deferred');
  if not found then
    raise exception using errcode = 'PT409', message = 'This message has already left or was cancelled';
  end if;
end
$$;

-- The decision mails of an application, newest first, for its timeline.
create function public.list_decision_mails(application_id uuid)
returns table (
  id uuid, stage text, status text, queued_at timestamptz, send_at timestamptz, sent_at timestamptz,
  reason text, note text, queued_by text
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff(array['hiring', 'admin']);
  return query
  select m.id, m.decision_stage, m.status, m.created_at, m.next_attempt_at, m.sent_at, m.last_error, m.note,
         m.queued_by
    from private.outbox as m
   where m.application_id = list_decision_mails.application_id and m.kind = 'decision'
   order by m.created_at desc, m.id;
end
$$;

-- Rejections per job and reason (the reasons are internal: no mail names them).
create function public.rejection_reason_counts()
returns table (job_id uuid, position_title text, reason text, applications integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff(array['hiring', 'admin']);
  return query
  select c.job_id, min(c.position_title), c.rejection_reason, count(*)::integer
    from public.candidates as c
   where c.stage = 'rejected' and c.erased_at is null
   group by c.job_id, c.rejection_reason
   order by min(c.position_title), c.job_id, count(*) desc, c.rejection_reason;
end
$$;

-- A later stage change takes back a decision mail that has not left: the applicant hears only the current stage.
create function private.cancel_superseded_decision_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.outbox as m
     set status = 'cancelled', last_error = 'Not sent: the stage changed again before it left'
   where m.application_id = new.application_id and m.kind = 'decision'
     and m.status in ('queued', 'deferred') and m.stage_event_id is distinct from new.id;
  return null;
end
$$;
revoke all on function private.cancel_superseded_decision_mail() from public;
create trigger cancel_superseded_decision_mail after insert on public.application_events
  for each row when (new.kind = 'stage_changed') execute function private.cancel_superseded_decision_mail();

-- The audit log hears of every decision mail queued, sent and cancelled, by whoever caused it.
create function private.audit_decision_mail() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.write_audit(
      'decision_mail_queued', 'application', new.application_id,
      jsonb_build_object('stage', new.decision_stage, 'send_at', new.next_attempt_at)
    );
  elsif new.status = 'sent' and old.status is distinct from 'sent' then
    perform private.write_audit(
      'decision_mail_sent', 'application', new.application_id, jsonb_build_object('stage', new.decision_stage)
    );
  elsif new.status = 'cancelled' and old.status is distinct from 'cancelled' then
    perform private.write_audit(
      'decision_mail_cancelled', 'application', new.application_id,
      jsonb_build_object('stage', new.decision_stage, 'reason', new.last_error)
    );
  end if;
  return null;
end
$$;
revoke all on function private.audit_decision_mail() from public;
create trigger audit_decision_mail after insert or update of status on private.outbox
  for each row when (new.kind = 'decision') execute function private.audit_decision_mail();

revoke all on function
  public.queue_decision_mail(uuid, boolean, text),
  public.cancel_decision_mail(uuid),
  public.send_decision_mail_now(uuid),
  public.list_decision_mails(uuid),
  public.rejection_reason_counts()
from public, anon;
grant execute on function
  public.queue_decision_mail(uuid, boolean, text),
  public.cancel_decision_mail(uuid),
  public.send_decision_mail_now(uuid),
  public.list_decision_mails(uuid),
  public.rejection_reason_counts()
to authenticated, service_role;
