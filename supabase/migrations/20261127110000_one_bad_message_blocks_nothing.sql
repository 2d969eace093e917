-- One message the mail function cannot handle never stops the others (decision 044).
-- Replaces public.erase_application, private.mail_payload and public.record_mail.
--
-- - An erased application leaves the digest it waits in: its notice is cancelled like its other unsent mail, a
--   digest's payload lists only applications that are not erased, and a digest left with nobody in it is cancelled.
-- - record_mail takes the outcome 'broken': the function failed on this message itself (an exception while
--   preparing it). It is retried on the usual schedule, at most three attempts, then failed with the reason, which
--   mail_report (and so the staff summary and the deployment check) shows.

create or replace function public.erase_application(application_id uuid)
returns void
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
  delete from private.resume_requests as r where r.object_name = object;
  perform private.write_audit('application_erased', 'application', found_row.id, '{}'::jsonb);
end
$$;

create or replace function private.mail_payload(m private.outbox)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
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
    else '{}'::jsonb
  end
$$;

create or replace function public.record_mail(
  message_id uuid,
  claim uuid,
  outcome text,
  provider_message_id text,
  provider_answer text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  result text;
begin
  if outcome = 'sent' then
    update private.outbox as m
       set status = 'sent', sent_at = now(), provider_message_id = record_mail.provider_message_id,
           last_error = null, claimed_until = null, claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  elsif outcome = 'held' then
    update private.outbox as m
       set status = case when private.mail_held_too_long(m.created_at) then 'failed' else 'queued' end,
           attempts = greatest(m.attempts - 1, 0),
           first_attempt_at = case when m.attempts <= 1 then null else m.first_attempt_at end,
           next_attempt_at = now() + interval '5 minutes',
           last_error = private.held_mail_error(m.created_at, provider_answer),
           claimed_until = null,
           claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  elsif outcome in ('failed', 'broken', 'permanent', 'undeliverable', 'rejected', 'suppressed') then
    update private.outbox as m
       set status = case
             when outcome in ('rejected', 'suppressed') then outcome
             when outcome in ('permanent', 'undeliverable') then 'failed'
             when outcome = 'broken' and m.attempts >= 3 then 'failed'
             when now() + least(interval '30 seconds' * power(2, least(m.attempts - 1, 10)), interval '1 hour')
                  >= coalesce(m.first_attempt_at, now()) + private.application_mail_give_up_after() then 'failed'
             else 'queued'
           end,
           next_attempt_at = now() + least(interval '30 seconds' * power(2, least(m.attempts - 1, 10)), interval '1 hour'),
           last_error = left(
             case when outcome = 'broken' then 'The mail function failed on this message: ' else '' end
             || coalesce(provider_answer, 'no answer'),
             2000
           ),
           claimed_until = null,
           claim_id = null
     where m.id = message_id and m.claim_id = claim and m.status = 'sending'
    returning m.status into result;
  else
    raise exception using
      errcode = '22023',
      message = 'outcome must be sent, failed, broken, permanent, undeliverable, rejected, suppressed or held';
  end if;
  return result;
end
$$;
