-- Beta sign-ups are let in by waves, see their place in line and move up by referring others
-- (docs/decisions/053-beta-waves-and-referrals.md).
--
-- Replaces: private.mail_payload (a case for beta invitations, beside the decision mail's), private.signup_rows (adds invited_at and
-- accepted_at for the desk and its export).
--
-- - Every sign-up has a referral code of its own. The sign-up form may carry someone else's code (column
--   referred_with, the only new column the public key may write); a trigger turns it into referred_by and drops the
--   code. A code of a sign-up with the same mailbox (private.mailbox: +tags, Gmail dots) is not recorded, and a
--   referrer is credited once per distinct confirmed mailbox: only confirmed referrals count.
-- - The line (private.beta_line): confirmed, still-subscribed sign-ups not yet in a wave, first come first served,
--   each confirmed referral moving its referrer up private.referral_places() places. public.signup_place(token)
--   returns a place and the referral code to the holder of the sign-up's confirmation token only.
-- - Waves: staff (private.beta_desk_roles()) preview and create a wave from the line (its people are "selected"),
--   send it now or at a time (one message each in the one outbox, kind beta_invitation, next_attempt_at the chosen
--   time), cancel it before the messages leave, and retry failed ones. A person is in at most one wave that is
--   not cancelled (a unique index). Waves created, sent and cancelled are audit entries.
-- - Each message carries a fresh token whose SHA-256 only is stored, valid 14 days. public.accept_beta_invitation
--   takes it once; public.request_beta_invitation(address) sends a new one within limits and answers the same
--   whether or not the address is known.
-- - The privacy notice of 2026-11-27 says what invitation and referral data is kept and for how long; sign-ups may
--   record its version id.

-- Who works with waves: one list, so a new staff role is one line here.
create function private.beta_desk_roles() returns text[]
language sql immutable set search_path = '' as $$
  select array['admin', 'growth']
$$;

-- How many places each confirmed referral moves its referrer up.
create function private.referral_places() returns integer
language sql immutable set search_path = '' as $$
  select 5
$$;

alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (action in (
  'application_opened', 'resume_viewed', 'application_exported', 'signups_exported', 'stage_changed', 'note_added',
  'application_erased', 'signup_erased', 'staff_invited', 'staff_role_changed', 'staff_removed',
  'applications_listed', 'signups_listed', 'staff_invitation_resent', 'audit_exported',
  'job_published', 'job_scheduled', 'job_unpublished', 'job_closed', 'job_archived', 'job_restored',
  'decision_mail_queued', 'decision_mail_sent', 'decision_mail_cancelled',
  'beta_wave_created', 'beta_wave_sent', 'beta_wave_cancelled'
));
alter table public.audit_log drop constraint audit_log_target_type_check;
alter table public.audit_log add constraint audit_log_target_type_check check (target_type in (
  'application', 'applications', 'signup', 'signups', 'staff_member', 'audit_log', 'job', 'beta_wave'
));

alter table public.signups
  drop constraint signups_privacy_notice_version_check,
  add constraint signups_privacy_notice_version_check check (
    privacy_notice_version is null
    or privacy_notice_version in ('privacy-2026-11-25', 'privacy-2026-11-26', 'privacy-2026-11-27')
  );

-- Referrals --------------------------------------------------------------------------------------------------------

create function private.new_referral_code() returns text
language sql volatile set search_path = '' as $$
  select translate(encode(substr(uuid_send(gen_random_uuid()), 1, 12), 'base64'), '+/', '-_')
$$;

alter table public.signups
  -- The default fills existing rows; resolve_referral sets every new one (the default runs as the caller).
  add column referral_code text not null
    default translate(encode(substr(uuid_send(gen_random_uuid()), 1, 12), 'base64'), '+/', '-_')
    constraint signups_referral_code_key unique,
  add column referred_by uuid references public.signups (id) on delete set null,
  add column referred_with text;

comment on column public.signups.referral_code is 'The code of this person''s referral link (/?ref=<code>).';
comment on column public.signups.referred_by is 'The sign-up whose referral link this person came through.';
comment on column public.signups.referred_with is
  'Written by the sign-up form only: the referral code of its link. Turned into referred_by and cleared on insert.';

create index signups_referred_by_idx on public.signups (referred_by) where referred_by is not null;

grant insert (referred_with) on table public.signups to anon;

create function private.resolve_referral() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.referred_by := null;
  if new.referred_with ~ '^[A-Za-z0-9_-]{16}$' then
    select s.id into new.referred_by from public.signups as s
     where s.referral_code = new.referred_with and private.mailbox(s.email) <> private.mailbox(new.email);
  end if;
  new.referred_with := null;
  new.referral_code := private.new_referral_code();
  return new;
end
$$;

-- After prepare_signup (triggers fire in name order), so the address is already normalised.
create trigger resolve_referral before insert on public.signups
  for each row execute function private.resolve_referral();

-- Invitations ------------------------------------------------------------------------------------------------------

create table private.beta_waves (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  created_by_email text not null,
  role_filter text,
  source_filter text,
  signed_up_from timestamptz,
  signed_up_before timestamptz,
  wave_size integer not null check (wave_size between 1 and 1000),
  -- selected: people chosen, nothing queued; scheduled: one message each queued for send_at; cancelled.
  status text not null default 'selected' check (status in ('selected', 'scheduled', 'cancelled')),
  send_at timestamptz,
  cancelled_at timestamptz,
  check ((status = 'scheduled') = (send_at is not null) or status = 'cancelled')
);

create table private.beta_invitations (
  id uuid primary key default gen_random_uuid(),
  wave_id uuid not null references private.beta_waves (id) on delete cascade,
  signup_id uuid not null references public.signups (id) on delete cascade,
  place integer not null,
  status text not null default 'selected' check (status in ('selected', 'queued', 'cancelled')),
  created_at timestamptz not null default now(),
  accepted_at timestamptz
);

-- Nobody is invited twice: one invitation per person outside cancelled waves.
create unique index beta_invitations_one_per_signup on private.beta_invitations (signup_id)
  where status <> 'cancelled';
create index beta_invitations_wave_idx on private.beta_invitations (wave_id);

create table private.beta_invitation_tokens (
  token_hash text primary key,
  invitation_id uuid not null references private.beta_invitations (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '14 days'
);
create index beta_invitation_tokens_invitation_idx on private.beta_invitation_tokens (invitation_id);
create index beta_invitation_tokens_expires_idx on private.beta_invitation_tokens (expires_at);

alter table private.outbox
  add column invitation_id uuid references private.beta_invitations (id) on delete cascade;
create index outbox_invitation_idx on private.outbox (invitation_id) where invitation_id is not null;

insert into public.api_limits (action, per_client_max, global_max, window_length, description) values
  ('beta_invitation', null, 200, interval '1 hour',
   'Beta invitations sent per hour in all. Past it, messages wait (status deferred), oldest first; nothing is '
   || 'dropped.'),
  ('beta_invitation_request', 5, null, interval '1 hour',
   'Requests for a new beta invitation per client address (the welcome page''s form).');

insert into private.mail_kinds (kind, sender, audience, ceiling, priority) values
  ('beta_invitation', 'beta-mail', 'public', 'beta_invitation', 1);

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
    when m.kind = 'beta_invitation' then (
      select jsonb_build_object('email', s.email)
        from private.beta_invitations as i join public.signups as s on s.id = i.signup_id
       where i.id = m.invitation_id
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

-- The line ---------------------------------------------------------------------------------------------------------

-- Confirmed referrals of each sign-up: distinct mailboxes, never the referrer's own.
create function private.referral_credits(referrer uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select count(distinct private.mailbox(r.email))::integer
    from public.signups as r join public.signups as s on s.id = r.referred_by
   where r.referred_by = referrer
     and r.confirmed_at is not null
     and private.mailbox(r.email) <> private.mailbox(s.email)
$$;

-- Everyone waiting, in line order: place 1 goes first.
create function private.beta_line()
returns table (signup_id uuid, place integer, referrals integer)
language sql stable security definer set search_path = '' as $$
  with waiting as (
    select s.id, s.created_at, private.referral_credits(s.id) as referrals,
           row_number() over (order by s.created_at, s.id) as arrival
      from public.signups as s
      join private.signup_email_hashes as h on h.signup_id = s.id
     where s.confirmed_at is not null
       and not exists (select from private.mail_suppressions as x where x.recipient_hash = h.email_hash)
       and not exists (
         select from private.beta_invitations as i where i.signup_id = s.id and i.status <> 'cancelled'
       )
  )
  select w.id,
         (row_number() over (
           order by w.arrival - w.referrals * private.referral_places(), w.referrals desc, w.arrival
         ))::integer,
         w.referrals
    from waiting as w
$$;

-- The next `wave_size` people in line who match the filters.
create function private.beta_wave_choice(
  role_filter text, source_filter text, signed_up_from timestamptz, signed_up_before timestamptz, wave_size integer
)
returns table (signup_id uuid, place integer)
language sql stable security definer set search_path = '' as $$
  select l.signup_id, l.place
    from private.beta_line() as l join public.signups as s on s.id = l.signup_id
   where (role_filter is null or s.role = role_filter)
     and (source_filter is null or s.source = source_filter)
     and (signed_up_from is null or s.created_at >= signed_up_from)
     and (signed_up_before is null or s.created_at < signed_up_before)
   order by l.place
   limit greatest(wave_size, 0)
$$;

-- For the holder of a sign-up's confirmation token: their place in line (null once invited), their referral code
-- and how many confirmed referrals count. Null for an unknown token or an unconfirmed sign-up.
create function public.signup_place(token text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  target public.signups;
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,200}$' then
    return null;
  end if;
  select s.* into target
    from private.signup_confirmation_tokens as t join public.signups as s on s.id = t.signup_id
   where t.token_hash = private.token_hash(token) and s.confirmed_at is not null;
  if target.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'place', (select l.place from private.beta_line() as l where l.signup_id = target.id),
    'waiting', (select count(*) from private.beta_line()),
    'invited', exists (
      select from private.beta_invitations as i where i.signup_id = target.id and i.status = 'queued'
    ),
    'referral_code', target.referral_code,
    'referrals', private.referral_credits(target.id),
    'places_per_referral', private.referral_places()
  );
end
$$;

-- Waves for staff --------------------------------------------------------------------------------------------------

create function private.check_wave_filters(
  role_filter text, source_filter text, signed_up_from timestamptz, signed_up_before timestamptz, wave_size integer
) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if wave_size is null or wave_size < 1 or wave_size > 1000 then
    raise exception using errcode = '22023', message = 'A wave has 1 to 1000 people';
  end if;
  if role_filter is not null and role_filter not in ('vc', 'founder', 'lp', 'syndicate', 'other') then
    raise exception using errcode = '22023', message = 'Unknown role';
  end if;
  if source_filter is not null
     and source_filter not in ('linkedin', 'twitter', 'referral', 'google', 'event', 'other') then
    raise exception using errcode = '22023', message = 'Unknown source';
  end if;
  if signed_up_from is not null and signed_up_before is not null and signed_up_before <= signed_up_from then
    raise exception using errcode = '22023', message = 'The sign-up dates end before they start';
  end if;
end
$$;

create function public.preview_beta_wave(
  role_filter text default null,
  source_filter text default null,
  signed_up_from timestamptz default null,
  signed_up_before timestamptz default null,
  wave_size integer default 50
)
returns table (
  signup_id uuid, place integer, name text, email text, company text, role text, source text,
  created_at timestamptz, confirmed_at timestamptz, referrals integer
)
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_staff(private.beta_desk_roles());
  perform private.check_wave_filters(role_filter, source_filter, signed_up_from, signed_up_before, wave_size);
  perform private.write_audit_look(
    'signups_listed', 'signups', null,
    jsonb_build_object(
      'wave_preview', true, 'role', role_filter, 'source', source_filter, 'from', signed_up_from,
      'before', signed_up_before, 'size', wave_size
    )
  );
  return query
  select c.signup_id, c.place, s.name, s.email, s.company, s.role, s.source, s.created_at, s.confirmed_at,
         private.referral_credits(s.id)
    from private.beta_wave_choice(role_filter, source_filter, signed_up_from, signed_up_before, wave_size) as c
    join public.signups as s on s.id = c.signup_id
   order by c.place;
end
$$;

-- Chooses the wave's people (the preview as it stands now) and returns the wave's id. Nothing is sent yet.
create function public.create_beta_wave(
  role_filter text default null,
  source_filter text default null,
  signed_up_from timestamptz default null,
  signed_up_before timestamptz default null,
  wave_size integer default 50
)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  member public.staff_members := private.require_staff(private.beta_desk_roles());
  wave uuid;
  chosen integer;
begin
  perform private.check_wave_filters(role_filter, source_filter, signed_up_from, signed_up_before, wave_size);
  perform pg_advisory_xact_lock(hashtext('private.beta_invitations'));
  insert into private.beta_waves (
    created_by, created_by_email, role_filter, source_filter, signed_up_from, signed_up_before, wave_size
  )
  values (member.user_id, member.email, role_filter, source_filter, signed_up_from, signed_up_before, wave_size)
  returning id into wave;
  insert into private.beta_invitations (wave_id, signup_id, place)
  select wave, c.signup_id, c.place
    from private.beta_wave_choice(role_filter, source_filter, signed_up_from, signed_up_before, wave_size) as c;
  get diagnostics chosen = row_count;
  if chosen = 0 then
    raise exception using errcode = 'PT404', message = 'Nobody in line matches these filters';
  end if;
  perform private.write_audit(
    'beta_wave_created', 'beta_wave', wave,
    jsonb_build_object(
      'role', role_filter, 'source', source_filter, 'from', signed_up_from, 'before', signed_up_before,
      'size', wave_size, 'selected', chosen
    )
  );
  return wave;
end
$$;

create function private.queue_beta_invitation(invitation uuid, send_at timestamptz) returns void
language sql security definer set search_path = '' as $$
  insert into private.outbox (kind, signup_id, invitation_id, mailbox_hash, next_attempt_at)
  select 'beta_invitation', i.signup_id, i.id, private.email_hash(private.mailbox(s.email)), send_at
    from private.beta_invitations as i join public.signups as s on s.id = i.signup_id
   where i.id = invitation
$$;

-- Queues the selected wave's invitations to leave at `send_at` (now when null; at most 90 days ahead). Returns
-- how many were queued.
create function public.send_beta_wave(wave_id uuid, send_at timestamptz default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  found_wave private.beta_waves;
  leaves timestamptz := greatest(coalesce(send_at, now()), now());
  queued integer;
begin
  perform private.require_staff(private.beta_desk_roles());
  if leaves > now() + interval '90 days' then
    raise exception using errcode = '22023', message = 'A wave can be scheduled at most 90 days ahead';
  end if;
  select * into found_wave from private.beta_waves as w where w.id = send_beta_wave.wave_id for update;
  if found_wave.id is null then
    raise exception using errcode = 'PT404', message = 'No such wave';
  end if;
  if found_wave.status <> 'selected' then
    raise exception using errcode = 'PT409', message = 'This wave was already sent or cancelled';
  end if;
  perform private.queue_beta_invitation(i.id, leaves)
     from private.beta_invitations as i where i.wave_id = found_wave.id and i.status = 'selected';
  update private.beta_invitations as i set status = 'queued'
   where i.wave_id = found_wave.id and i.status = 'selected';
  get diagnostics queued = row_count;
  update private.beta_waves as w set status = 'scheduled', send_at = leaves where w.id = found_wave.id;
  perform private.write_audit(
    'beta_wave_sent', 'beta_wave', found_wave.id, jsonb_build_object('send_at', leaves, 'queued', queued)
  );
  return queued;
end
$$;

-- Cancels a wave: its invitations that have not left are withdrawn (those people go back in line). Returns how
-- many were withdrawn; refused when every message already left.
create function public.cancel_beta_wave(wave_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  found_wave private.beta_waves;
  withdrawn integer;
begin
  perform private.require_staff(private.beta_desk_roles());
  select * into found_wave from private.beta_waves as w where w.id = cancel_beta_wave.wave_id for update;
  if found_wave.id is null then
    raise exception using errcode = 'PT404', message = 'No such wave';
  end if;
  if found_wave.status = 'cancelled' then
    raise exception using errcode = 'PT409', message = 'This wave is already cancelled';
  end if;
  update private.outbox as o
     set status = 'cancelled', last_error = 'Not sent: the wave was cancelled', claimed_until = null, claim_id = null
   where o.kind = 'beta_invitation' and o.status in ('queued', 'deferred')
     and o.invitation_id in (select i.id from private.beta_invitations as i where i.wave_id = found_wave.id);
  update private.beta_invitations as i set status = 'cancelled'
   where i.wave_id = found_wave.id
     and i.status <> 'cancelled'
     and not exists (
       select from private.outbox as o
        where o.invitation_id = i.id and o.status in ('sending', 'sent', 'failed', 'suppressed')
     );
  get diagnostics withdrawn = row_count;
  if withdrawn = 0 and found_wave.status = 'scheduled' then
    raise exception using errcode = 'PT409', message = 'Every invitation of this wave has already left';
  end if;
  update private.beta_waves as w set status = 'cancelled', cancelled_at = now() where w.id = found_wave.id;
  perform private.write_audit(
    'beta_wave_cancelled', 'beta_wave', found_wave.id, jsonb_build_object('withdrawn', withdrawn)
  );
  return withdrawn;
end
$$;

-- Each invitation with its latest message.
create function private.beta_invitation_rows()
returns table (
  invitation_id uuid, wave_id uuid, signup_id uuid, place integer, status text, mail_status text,
  invited_at timestamptz, accepted_at timestamptz, last_error text
)
language sql stable security definer set search_path = '' as $$
  select i.id, i.wave_id, i.signup_id, i.place, i.status, m.status,
         (select min(o.sent_at) from private.outbox as o where o.invitation_id = i.id and o.status = 'sent'),
         i.accepted_at, m.last_error
    from private.beta_invitations as i
    left join lateral (
      select o.status, o.last_error from private.outbox as o
       where o.invitation_id = i.id order by o.created_at desc, o.id limit 1
    ) as m on true
$$;

-- Queues a new message for each invitation of the wave whose last message failed. Returns how many.
create function public.retry_beta_wave(wave_id uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  found_wave private.beta_waves;
  failed_invitation uuid;
  retried integer := 0;
begin
  perform private.require_staff(private.beta_desk_roles());
  select * into found_wave from private.beta_waves as w where w.id = retry_beta_wave.wave_id for update;
  if found_wave.id is null then
    raise exception using errcode = 'PT404', message = 'No such wave';
  end if;
  for failed_invitation in
    select r.invitation_id from private.beta_invitation_rows() as r
     where r.wave_id = found_wave.id and r.status = 'queued' and r.invited_at is null and r.mail_status = 'failed'
  loop
    perform private.queue_beta_invitation(failed_invitation, now());
    retried := retried + 1;
  end loop;
  if retried > 0 then
    perform private.write_audit(
      'beta_wave_sent', 'beta_wave', found_wave.id, jsonb_build_object('send_at', now(), 'retried', retried)
    );
  end if;
  return retried;
end
$$;

create function public.list_beta_waves()
returns table (
  id uuid, created_at timestamptz, created_by_email text, role_filter text, source_filter text,
  signed_up_from timestamptz, signed_up_before timestamptz, wave_size integer, status text, send_at timestamptz,
  cancelled_at timestamptz, selected bigint, waiting bigint, sent bigint, failed bigint, accepted bigint
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_staff(private.beta_desk_roles());
  return query
  select w.id, w.created_at, w.created_by_email, w.role_filter, w.source_filter, w.signed_up_from,
         w.signed_up_before, w.wave_size, w.status, w.send_at, w.cancelled_at,
         count(r.invitation_id) filter (where r.status <> 'cancelled'),
         count(r.invitation_id) filter (where r.status = 'queued' and r.invited_at is null
                                          and r.mail_status in ('queued', 'deferred', 'sending')),
         count(r.invitation_id) filter (where r.invited_at is not null),
         count(r.invitation_id) filter (where r.invited_at is null and r.mail_status in ('failed', 'suppressed')),
         count(r.invitation_id) filter (where r.accepted_at is not null)
    from private.beta_waves as w
    left join private.beta_invitation_rows() as r on r.wave_id = w.id
   group by w.id
   order by w.created_at desc, w.id;
end
$$;

create function public.beta_wave_members(wave_id uuid)
returns table (
  signup_id uuid, place integer, name text, email text, role text, source text, status text,
  mail_status text, invited_at timestamptz, accepted_at timestamptz, last_error text
)
language plpgsql security definer set search_path = '' as $$
begin
  perform private.require_staff(private.beta_desk_roles());
  perform private.write_audit_look('signups_listed', 'signups', null, jsonb_build_object('wave', wave_id));
  return query
  select r.signup_id, r.place, s.name, s.email, s.role, s.source, r.status, r.mail_status, r.invited_at,
         r.accepted_at, r.last_error
    from private.beta_invitation_rows() as r join public.signups as s on s.id = r.signup_id
   where r.wave_id = beta_wave_members.wave_id
   order by r.place, s.created_at;
end
$$;

-- Signed up, confirmed, invited (a message left) and accepted: per role, per source and per wave.
create function public.beta_funnel() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  answer jsonb;
begin
  perform private.require_staff(private.beta_desk_roles());
  with invited as (
    select x.signup_id, x.wave_id, x.invited_at, x.accepted_at from private.beta_invitation_rows() as x
     where x.status <> 'cancelled'
  ),
  people as (
    select s.id, s.role, coalesce(s.source, 'unknown') as source, s.confirmed_at,
           r.wave_id, r.invited_at, r.accepted_at
      from public.signups as s left join invited as r on r.signup_id = s.id
  ),
  by_key as (
    select 'role' as dimension, p.role as key, p.* from people as p
    union all
    select 'source', p.source, p.* from people as p
    union all
    select 'wave', p.wave_id::text, p.* from people as p where p.wave_id is not null
  )
  select jsonb_object_agg(d.dimension, d.rows) into answer from (
    select b.dimension, jsonb_agg(jsonb_build_object(
             'key', b.key, 'signed_up', b.signed_up, 'confirmed', b.confirmed, 'invited', b.invited,
             'accepted', b.accepted
           ) order by b.key) as rows
      from (
        select k.dimension, k.key, count(*) as signed_up, count(*) filter (where k.confirmed_at is not null) as confirmed,
               count(*) filter (where k.invited_at is not null) as invited,
               count(*) filter (where k.accepted_at is not null) as accepted
          from by_key as k group by k.dimension, k.key
      ) as b
     group by b.dimension
  ) as d;
  return jsonb_build_object('role', '[]'::jsonb, 'source', '[]'::jsonb, 'wave', '[]'::jsonb)
         || coalesce(answer, '{}'::jsonb);
end
$$;

-- The invitation's own side -----------------------------------------------------------------------------------------

-- For beta-mail (service role): stores the hash of the token a claimed invitation message will carry and returns
-- when it expires; null when the claim is no longer held.
create function public.attach_beta_invitation_token(message_id uuid, claim uuid, token_hash text)
returns timestamptz
language plpgsql security definer set search_path = '' as $$
declare
  target uuid;
  expiry timestamptz := now() + interval '14 days';
begin
  if token_hash !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = '22023', message = 'token_hash must be a hex SHA-256';
  end if;
  select m.invitation_id into target from private.outbox as m
   where m.id = message_id and m.claim_id = claim and m.status = 'sending' and m.kind = 'beta_invitation';
  if target is null then
    return null;
  end if;
  -- Hashes of links that expired a month ago go as new ones are made.
  delete from private.beta_invitation_tokens as t
   where t.ctid in (
     select o.ctid from private.beta_invitation_tokens as o where o.expires_at < now() - interval '30 days' limit 100
   );
  insert into private.beta_invitation_tokens (token_hash, invitation_id, expires_at)
  values (attach_beta_invitation_token.token_hash, target, expiry);
  return expiry;
end
$$;

-- The press of "Accept my invitation": accepted, used (this invitation was accepted before), expired or invalid.
create function public.accept_beta_invitation(token text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  found_token private.beta_invitation_tokens;
  invitation private.beta_invitations;
begin
  if token is null or token !~ '^[A-Za-z0-9_-]{20,200}$' then
    return 'invalid';
  end if;
  select * into found_token from private.beta_invitation_tokens as t where t.token_hash = private.token_hash(token);
  if found_token.token_hash is null then
    return 'invalid';
  end if;
  select * into invitation from private.beta_invitations as i where i.id = found_token.invitation_id for update;
  if invitation.status <> 'queued' then
    return 'invalid';
  end if;
  if invitation.accepted_at is not null then
    return 'used';
  end if;
  if found_token.expires_at <= now() then
    return 'expired';
  end if;
  update private.beta_invitations as i set accepted_at = now() where i.id = invitation.id;
  return 'accepted';
end
$$;

-- The welcome page's form: a new invitation message for `address` when it was invited, has not accepted, got no
-- invitation message today and at most five in all. The answer is 'requested' whatever happened (or 'invalid' for
-- something that is not an address), so it tells nobody whether an address is on the list.
create function public.request_beta_invitation(address text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  invitation uuid;
  hashed text;
begin
  if address is null or not private.is_mail_address(btrim(address)) then
    return 'invalid';
  end if;
  perform private.consume_client_budget('beta_invitation_request');
  select i.id into invitation
    from public.signups as s join private.beta_invitations as i on i.signup_id = s.id
   where s.email = lower(btrim(address)) and i.status = 'queued' and i.accepted_at is null;
  if invitation is null then
    return 'requested';
  end if;
  hashed := private.email_hash(private.mailbox(address));
  perform pg_advisory_xact_lock(hashtext('private.outbox'), hashtext(hashed));
  if private.mailbox_mailed_today('beta_invitation', hashed)
     or (select count(*) from private.outbox as o where o.invitation_id = invitation) >= 5 then
    return 'requested';
  end if;
  perform private.queue_beta_invitation(invitation, now());
  return 'requested';
end
$$;

-- The desk's list and export carry when each person was invited and accepted.
drop function private.signup_rows(text, text, text);
create function private.signup_rows(role_filter text, source_filter text, status_filter text)
returns table (
  id uuid, created_at timestamptz, name text, email text, company text, role text, aum text, source text,
  confirmed_at timestamptz, consent_form_version text, privacy_notice_version text, suppressed boolean,
  invited_at timestamptz, accepted_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select s.id, s.created_at, s.name, s.email, s.company, s.role, s.aum, s.source, s.confirmed_at,
         s.consent_form_version, s.privacy_notice_version, x.suppressed, r.invited_at, r.accepted_at
    from public.signups as s
   cross join lateral (
     select exists (
       select from private.mail_suppressions as ms where ms.recipient_hash = private.email_hash(s.email)
     ) as suppressed
   ) as x
   left join lateral (
     select min(o.sent_at) as invited_at, max(i.accepted_at) as accepted_at
       from private.beta_invitations as i
       left join private.outbox as o on o.invitation_id = i.id and o.status = 'sent'
      where i.signup_id = s.id and i.status <> 'cancelled'
   ) as r on true
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

revoke all on function
  private.beta_desk_roles(),
  private.referral_places(),
  private.new_referral_code(),
  private.resolve_referral(),
  private.referral_credits(uuid),
  private.beta_line(),
  private.beta_wave_choice(text, text, timestamptz, timestamptz, integer),
  private.check_wave_filters(text, text, timestamptz, timestamptz, integer),
  private.queue_beta_invitation(uuid, timestamptz),
  private.beta_invitation_rows(),
  private.signup_rows(text, text, text),
  public.signup_place(text),
  public.preview_beta_wave(text, text, timestamptz, timestamptz, integer),
  public.create_beta_wave(text, text, timestamptz, timestamptz, integer),
  public.send_beta_wave(uuid, timestamptz),
  public.cancel_beta_wave(uuid),
  public.retry_beta_wave(uuid),
  public.list_beta_waves(),
  public.beta_wave_members(uuid),
  public.beta_funnel(),
  public.attach_beta_invitation_token(uuid, uuid, text),
  public.accept_beta_invitation(text),
  public.request_beta_invitation(text)
from public, anon, authenticated;
grant execute on function
  public.signup_place(text),
  public.accept_beta_invitation(text),
  public.request_beta_invitation(text)
to anon, authenticated, service_role;
grant execute on function
  public.preview_beta_wave(text, text, timestamptz, timestamptz, integer),
  public.create_beta_wave(text, text, timestamptz, timestamptz, integer),
  public.send_beta_wave(uuid, timestamptz),
  public.cancel_beta_wave(uuid),
  public.retry_beta_wave(uuid),
  public.list_beta_waves(),
  public.beta_wave_members(uuid),
  public.beta_funnel()
to authenticated;
grant execute on function public.attach_beta_invitation_token(uuid, uuid, text) to service_role;
