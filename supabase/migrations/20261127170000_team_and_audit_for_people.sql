-- The team page and the audit log read as people read them (docs/decisions/051-team-and-audit-for-people.md).
--
-- Replaces: private.mail_payload (a case for staff invitations), public.add_staff_member (queues the invitation
-- of a new member).
--
-- - An invitation is a message in the one outbox, kind `staff_invitation`, sent by application-mail and counted in
--   the application mail ceiling. It names the member's address, role and inviting admin, nothing an outsider wrote.
--   A member removed before it leaves takes the message with them.
-- - An admin resends an invitation (resend_staff_invitation), changes a role (change_staff_role) and reads the team
--   with each member's last sign-in, authenticator and latest invitation (list_staff_members): the database reads
--   auth.users and auth.mfa_factors for them; the client never reads the auth schema.
-- - No change may leave the desk without an admin: demoting the last admin is refused, whoever asks.
-- - The audit log is read and exported through list_audit_log / export_audit_log: filtered by person, action and
--   time, with the name of an application that still has one (an erased application has none), and the export is
--   itself an entry.

alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'application_opened', 'resume_viewed', 'application_exported', 'signups_exported', 'stage_changed', 'note_added',
  'application_erased', 'signup_erased', 'staff_invited', 'staff_role_changed', 'staff_removed',
  'applications_listed', 'signups_listed', 'staff_invitation_resent', 'audit_exported',
  'job_published', 'job_scheduled', 'job_unpublished', 'job_closed', 'job_archived', 'job_restored'
));
alter table public.audit_log drop constraint audit_log_target_type_check;
alter table public.audit_log add constraint audit_log_target_type_check check (target_type in (
  'application', 'applications', 'signup', 'signups', 'staff_member', 'audit_log', 'job'
));

-- Invitations ------------------------------------------------------------------------------------------------------

insert into private.mail_kinds (kind, sender, audience, ceiling, priority) values
  ('staff_invitation', 'application-mail', 'staff', 'application_mail', 1);

alter table private.outbox
  add column staff_member_id uuid references public.staff_members (user_id) on delete cascade;
create index outbox_staff_member_idx on private.outbox (staff_member_id, created_at) where staff_member_id is not null;

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
    else '{}'::jsonb
  end
$$;

-- Queues an invitation to a member; refused while one waits, or after three in a day.
create function private.queue_staff_invitation(member_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  queued uuid;
begin
  perform pg_advisory_xact_lock(hashtext('private.outbox'), hashtext(member_id::text));
  if exists (
    select from private.outbox as o
     where o.staff_member_id = member_id and o.kind = 'staff_invitation'
       and o.status in ('queued', 'deferred', 'sending')
  ) then
    raise exception using errcode = 'PT409', message = 'An invitation to this member is still waiting to be sent';
  end if;
  if (
    select count(*) from private.outbox as o
     where o.staff_member_id = member_id and o.kind = 'staff_invitation' and o.created_at > now() - interval '1 day'
  ) >= 3 then
    raise exception using errcode = 'PT429', message = 'Three invitations went to this member today; try tomorrow';
  end if;
  insert into private.outbox (kind, staff_member_id, recipient)
  select 'staff_invitation', m.user_id, m.email from public.staff_members as m where m.user_id = member_id
  returning id into queued;
  if queued is null then
    raise exception using errcode = 'PT404', message = 'Not a staff member';
  end if;
  return queued;
end
$$;
revoke all on function private.queue_staff_invitation(uuid) from public;

create or replace function public.add_staff_member(member_id uuid, member_email text, member_role text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  admin public.staff_members;
  address text;
  is_new boolean;
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
  is_new := not exists (select from public.staff_members as m where m.user_id = member_id);
  insert into public.staff_members (user_id, email, role, invited_by)
  values (member_id, address, member_role, admin.user_id)
  on conflict (user_id) do update set role = excluded.role, email = excluded.email;
  if is_new then
    perform private.queue_staff_invitation(member_id);
  end if;
end
$$;

create function public.resend_staff_invitation(member_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text;
begin
  perform private.require_staff(array['admin']);
  select m.email into address from public.staff_members as m where m.user_id = member_id;
  if address is null then
    raise exception using errcode = 'PT404', message = 'Not a staff member';
  end if;
  perform private.queue_staff_invitation(member_id);
  perform private.write_audit('staff_invitation_resent', 'staff_member', member_id, jsonb_build_object('email', address));
end
$$;

-- Roles ------------------------------------------------------------------------------------------------------------

create function private.keep_an_admin() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.role = 'admin' and new.role is distinct from 'admin' then
    -- Two admins demoting each other at once: the second waits, then sees the first one's change.
    perform pg_advisory_xact_lock(hashtext('public.staff_members'), hashtext('admins'));
    if not exists (
      select from public.staff_members as m where m.role = 'admin' and m.user_id <> old.user_id
    ) then
      raise exception using errcode = '23514', message = 'The desk needs an admin: this is the last one';
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.keep_an_admin() from public;
create trigger keep_an_admin before update of role on public.staff_members
  for each row execute function private.keep_an_admin();

-- Changes another member's role and returns the role before.
create function public.change_staff_role(member_id uuid, new_role text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  admin public.staff_members;
  previous text;
begin
  admin := private.require_staff(array['admin']);
  if new_role is null or new_role not in ('admin', 'hiring', 'editor') then
    raise exception using errcode = '22023', message = 'The role is admin, hiring or editor';
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

-- The team as an admin reads it --------------------------------------------------------------------------------------

create function public.list_staff_members()
returns table (
  user_id uuid, email text, role text, invited_at timestamptz, invited_by_email text,
  last_sign_in_at timestamptz, authenticator boolean, invitation_status text, invitation_at timestamptz,
  invitation_error text
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff(array['admin']);
  return query
  select m.user_id, m.email, m.role, m.invited_at, i.email, u.last_sign_in_at,
         exists (select from auth.mfa_factors as f where f.user_id = m.user_id and f.status = 'verified'),
         o.status, coalesce(o.sent_at, o.created_at), o.last_error
    from public.staff_members as m
    left join auth.users as u on u.id = m.user_id
    left join public.staff_members as i on i.user_id = m.invited_by
    left join lateral (
      select x.status, x.sent_at, x.created_at, x.last_error from private.outbox as x
       where x.staff_member_id = m.user_id and x.kind = 'staff_invitation'
       order by x.created_at desc limit 1
    ) as o on true
   order by m.email;
end
$$;

-- The audit log as people read it -----------------------------------------------------------------------------------

create function private.audit_rows(
  actor_filter text, action_filter text, created_from timestamptz, created_to timestamptz
)
returns table (
  id bigint, created_at timestamptz, actor_email text, action text, target_type text, target_id uuid,
  detail jsonb, target_name text, target_erased boolean
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if created_from is not null and created_to is not null and created_to <= created_from then
    raise exception using errcode = '22023', message = 'The end of the period comes before its start';
  end if;
  return query
  select a.id, a.created_at, a.actor_email, a.action, a.target_type, a.target_id, a.detail,
         case when a.target_type = 'application' and c.erased_at is null then c.full_name end,
         a.target_type = 'application' and (c.id is null or c.erased_at is not null)
    from public.audit_log as a
    left join public.candidates as c on a.target_type = 'application' and c.id = a.target_id
   where (actor_filter is null or a.actor_email = actor_filter)
     and (action_filter is null or a.action = action_filter)
     and (created_from is null or a.created_at >= created_from)
     and (created_to is null or a.created_at < created_to)
   order by a.created_at desc, a.id desc;
end
$$;
revoke all on function private.audit_rows(text, text, timestamptz, timestamptz) from public;

-- One page of the log (newest first) with its exact count and the people who appear in the log, for the filter.
create function public.list_audit_log(
  actor_filter text default null, action_filter text default null,
  created_from timestamptz default null, created_to timestamptz default null,
  page_offset integer default 0, page_size integer default 50
) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  total bigint;
  page_rows jsonb;
begin
  perform private.require_staff(array['admin']);
  if page_offset < 0 or page_size < 1 or page_size > 200 then
    raise exception using errcode = '22023', message = 'A page starts at 0 or later and has 1 to 200 rows';
  end if;
  select count(*),
         coalesce(jsonb_agg(to_jsonb(r) - 'n' order by r.n) filter (where r.n > page_offset and r.n <= page_offset + page_size), '[]'::jsonb)
    into total, page_rows
    from (select p.*, row_number() over () as n
            from private.audit_rows(actor_filter, action_filter, created_from, created_to) as p) as r;
  return jsonb_build_object(
    'rows', page_rows,
    'total', total,
    'actors', coalesce((select jsonb_agg(d.actor_email order by d.actor_email)
                          from (select distinct a.actor_email from public.audit_log as a) as d), '[]'::jsonb)
  );
end
$$;

-- Every entry the filters match, recorded as an entry of its own (after the rows were read).
create function public.export_audit_log(
  actor_filter text default null, action_filter text default null,
  created_from timestamptz default null, created_to timestamptz default null
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  exported jsonb;
begin
  perform private.require_staff(array['admin']);
  select coalesce(jsonb_agg(to_jsonb(p)), '[]'::jsonb) into exported
    from private.audit_rows(actor_filter, action_filter, created_from, created_to) as p;
  perform private.write_audit(
    'audit_exported', 'audit_log', null,
    jsonb_build_object(
      'rows', jsonb_array_length(exported), 'actor', actor_filter, 'action', action_filter,
      'from', created_from, 'to', created_to
    )
  );
  return exported;
end
$$;

revoke all on function
  public.resend_staff_invitation(uuid),
  public.change_staff_role(uuid, text),
  public.list_staff_members(),
  public.list_audit_log(text, text, timestamptz, timestamptz, integer, integer),
  public.export_audit_log(text, text, timestamptz, timestamptz)
from public, anon;
grant execute on function
  public.resend_staff_invitation(uuid),
  public.change_staff_role(uuid, text),
  public.list_staff_members(),
  public.list_audit_log(text, text, timestamptz, timestamptz, integer, integer),
  public.export_audit_log(text, text, timestamptz, timestamptz)
to authenticated, service_role;
