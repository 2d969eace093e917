-- Jobs have a lifecycle, and time decides in the database (decision 047).
--
-- Replaces private.fill_application_position() (an application is refused with PT410 once its job is not open by
-- its status and times).
--
-- - status: draft → scheduled (opens_at) → open → closed (closes_at, or by hand) → archived. The public key reads a
--   job only while it is open by its times: scheduled or open, opens_at passed (or none), closes_at ahead (or none).
--   Nothing waits for a build or for the clock job below to hide a job whose closes_at has passed.
-- - first_published_at: the first time the job was open (JobPosting datePosted); set by the database, never moved.
-- - The description is the editor's JSON (description_json) and its HTML (description_html, sanitised by the site
--   when shown); `description` stays as the plain summary for meta descriptions and cards. Existing rows get their
--   summary and their three lists folded into description_html; their description_json stays null until staff
--   save them in the editor.
-- - Where and how: city, region, country (ISO 3166-1 alpha-2), workplace (on_site, hybrid, remote, with the
--   countries remote applicants may live in), employment_type (Google's values), optional pay (minimum ≤ maximum,
--   ISO 4217 currency, per HOUR, MONTH or YEAR). `location` stays as the words the page shows. The lists of codes
--   are src/config/jobs.ts; a test proves the two agree.
-- - is_active, type, requirements, responsibilities and benefits go: existing rows become open (active), closed
--   (inactive, with applications) or draft (inactive, never applied to), and type becomes employment_type.
-- - hiring and admin write jobs (insert and update; a job is archived, not deleted) in a live aal2 session. Every
--   publish, schedule, unpublish, close, archive and restore is written to the audit log by a trigger.
-- - private.advance_jobs() flips due states (scheduled → open, open → closed) and asks for a rebuild; pg_cron runs
--   it every minute where it exists, the embedded API's own clock elsewhere.
-- - public.closed_jobs(): the non-personal fields of jobs that were published and are closed now, for the build's
--   "This position has closed" pages.

-- Codes ------------------------------------------------------------------------------------------------------------

create or replace function private.country_codes() returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'AD','AE','AF','AG','AI','AL','AM','AO','AQ','AR','AS','AT','AU','AW','AX','AZ',
    'BA','BB','BD','BE','BF','BG','BH','BI','BJ','BL','BM','BN','BO','BQ','BR','BS','BT','BV','BW','BY','BZ',
    'CA','CC','CD','CF','CG','CH','CI','CK','CL','CM','CN','CO','CR','CU','CV','CW','CX','CY','CZ',
    'DE','DJ','DK','DM','DO','DZ',
    'EC','EE','EG','EH','ER','ES','ET',
    'FI','FJ','FK','FM','FO','FR',
    'GA','GB','GD','GE','GF','GG','GH','GI','GL','GM','GN','GP','GQ','GR','GS','GT','GU','GW','GY',
    'HK','HM','HN','HR','HT','HU',
    'ID','IE','IL','IM','IN','IO','IQ','IR','IS','IT',
    'JE','JM','JO','JP',
    'KE','KG','KH','KI','KM','KN','KP','KR','KW','KY','KZ',
    'LA','LB','LC','LI','LK','LR','LS','LT','LU','LV','LY',
    'MA','MC','MD','ME','MF','MG','MH','MK','ML','MM','MN','MO','MP','MQ','MR','MS','MT','MU','MV','MW','MX','MY','MZ',
    'NA','NC','NE','NF','NG','NI','NL','NO','NP','NR','NU','NZ',
    'OM',
    'PA','PE','PF','PG','PH','PK','PL','PM','PN','PR','PS','PT','PW','PY',
    'QA',
    'RE','RO','RS','RU','RW',
    'SA','SB','SC','SD','SE','SG','SH','SI','SJ','SK','SL','SM','SN','SO','SR','SS','ST','SV','SX','SY','SZ',
    'TC','TD','TF','TG','TH','TJ','TK','TL','TM','TN','TO','TR','TT','TV','TW','TZ',
    'UA','UG','UM','US','UY','UZ',
    'VA','VC','VE','VG','VI','VN','VU',
    'WF','WS',
    'YE','YT',
    'ZA','ZM','ZW'
  ]
$$;

create or replace function private.currency_codes() returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'AED','AFN','ALL','AMD','AOA','ARS','AUD','AWG','AZN','BAM','BBD','BDT','BGN','BHD','BIF','BMD','BND','BOB',
    'BRL','BSD','BTN','BWP','BYN','BZD','CAD','CDF','CHF','CLP','CNY','COP','CRC','CUP','CVE','CZK','DJF','DKK',
    'DOP','DZD','EGP','ERN','ETB','EUR','FJD','FKP','GBP','GEL','GHS','GIP','GMD','GNF','GTQ','GYD','HKD','HNL',
    'HTG','HUF','IDR','ILS','INR','IQD','IRR','ISK','JMD','JOD','JPY','KES','KGS','KHR','KMF','KPW','KRW','KWD',
    'KYD','KZT','LAK','LBP','LKR','LRD','LSL','LYD','MAD','MDL','MGA','MKD','MMK','MNT','MOP','MRU','MUR','MVR',
    'MWK','MXN','MYR','MZN','NAD','NGN','NIO','NOK','NPR','NZD','OMR','PAB','PEN','PGK','PHP','PKR','PLN','PYG',
    'QAR','RON','RSD','RUB','RWF','SAR','SBD','SCR','SDG','SEK','SGD','SHP','SLE','SOS','SRD','SSP','STN','SVC',
    'SYP','SZL','THB','TJS','TMT','TND','TOP','TRY','TTD','TWD','TZS','UAH','UGX','USD','UYU','UZS','VES','VND',
    'VUV','WST','XAF','XCD','XCG','XOF','XPF','YER','ZAR','ZMW','ZWG'
  ]
$$;

-- The CHECK constraints call them as whoever writes a job.
revoke all on function private.country_codes(), private.currency_codes() from public;
grant execute on function private.country_codes(), private.currency_codes() to anon, authenticated, service_role;

-- New columns ------------------------------------------------------------------------------------------------------

alter table public.jobs
  add column status text not null default 'draft'
    constraint jobs_status_check check (status in ('draft', 'scheduled', 'open', 'closed', 'archived')),
  add column opens_at timestamptz,
  add column closes_at timestamptz,
  add column first_published_at timestamptz,
  add column description_json jsonb
    constraint jobs_description_json_check check (
      description_json is null
      or (jsonb_typeof(description_json) = 'object' and octet_length(description_json::text) <= 400000)
    ),
  add column description_html text not null default ''
    constraint jobs_description_html_check check (
      char_length(description_html) <= 200000 and translate(description_html, E'\t\n\r', '') !~ '[[:cntrl:]]'
    ),
  add column city text
    constraint jobs_city_check check (
      city is null or (char_length(city) <= 100 and city ~ '[^[:space:]]' and city !~ '[[:cntrl:]]')
    ),
  add column region text
    constraint jobs_region_check check (
      region is null or (char_length(region) <= 100 and region ~ '[^[:space:]]' and region !~ '[[:cntrl:]]')
    ),
  add column country text
    constraint jobs_country_check check (country is null or country = any (private.country_codes())),
  add column workplace text not null default 'on_site'
    constraint jobs_workplace_check check (workplace in ('on_site', 'hybrid', 'remote')),
  add column remote_countries text[] not null default '{}'
    constraint jobs_remote_countries_check check (
      coalesce(array_ndims(remote_countries), 1) = 1
      and remote_countries <@ private.country_codes()
      and array_position(remote_countries, null) is null
    ),
  add column employment_type text not null default 'FULL_TIME'
    constraint jobs_employment_type_check check (
      employment_type in (
        'FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'
      )
    ),
  add column pay_min numeric(12, 2),
  add column pay_max numeric(12, 2),
  add column pay_currency text,
  add column pay_unit text,
  add constraint jobs_scheduled_has_opens_at check (status <> 'scheduled' or opens_at is not null),
  add constraint jobs_closes_after_opening check (opens_at is null or closes_at is null or closes_at > opens_at),
  -- A draft may be incomplete; anything published says where: an office's country, or where remote applicants
  -- may live.
  add constraint jobs_where check (
    status = 'draft'
    or (workplace = 'remote' and cardinality(remote_countries) > 0)
    or (workplace <> 'remote' and country is not null)
  ),
  add constraint jobs_remote_countries_only_remote check (workplace = 'remote' or cardinality(remote_countries) = 0),
  -- Pay is all or nothing: a minimum, a currency and a unit; a maximum when it is a range.
  add constraint jobs_pay_check check (
    (pay_min is null and pay_max is null and pay_currency is null and pay_unit is null)
    or (
      pay_min is not null and pay_currency is not null and pay_unit is not null
      and pay_min > 0
      and (pay_max is null or pay_max >= pay_min)
      and pay_currency = any (private.currency_codes())
      and pay_unit in ('HOUR', 'MONTH', 'YEAR')
    )
  );

-- Existing rows ----------------------------------------------------------------------------------------------------

create function pg_temp.html_text(value text) returns text
language sql
immutable
as $$
  select replace(replace(replace(value, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')
$$;

create function pg_temp.html_list(heading text, items text[]) returns text
language sql
immutable
as $$
  select case
    when cardinality(items) = 0 then ''
    else '<h2>' || heading || '</h2><ul>'
      || (select string_agg('<li>' || pg_temp.html_text(item) || '</li>', '' order by n)
            from unnest(items) with ordinality as u (item, n))
      || '</ul>'
  end
$$;

alter table public.jobs disable trigger touch_updated_at;

update public.jobs as j
   set description_html = '<p>' || pg_temp.html_text(j.description) || '</p>'
         || pg_temp.html_list('Key Responsibilities', j.responsibilities)
         || pg_temp.html_list('Requirements', j.requirements)
         || pg_temp.html_list('What We Offer', j.benefits),
       employment_type = case lower(trim(j.type))
         when 'full-time' then 'FULL_TIME'
         when 'full time' then 'FULL_TIME'
         when 'part-time' then 'PART_TIME'
         when 'part time' then 'PART_TIME'
         when 'contract' then 'CONTRACTOR'
         when 'contractor' then 'CONTRACTOR'
         when 'temporary' then 'TEMPORARY'
         when 'internship' then 'INTERN'
         when 'intern' then 'INTERN'
         when 'volunteer' then 'VOLUNTEER'
         else 'OTHER'
       end,
       -- Best effort from the words: "Remote (…)" alone is remote; "City, ST" is a US office (the only kind the
       -- site has listed); anything else stays a draft's incomplete location for staff to finish.
       workplace = case
         when j.location ~* '^\s*remote' then 'remote'
         when j.location ~* 'hybrid|remote' then 'hybrid'
         else 'on_site'
       end,
       remote_countries = case when j.location ~* '^\s*remote' then array['US'] else '{}' end,
       city = case when j.location !~* '^\s*remote' then substring(j.location from '^([^,(]+),\s*[A-Z]{2}\M') end,
       region = case when j.location !~* '^\s*remote' then substring(j.location from '^[^,(]+,\s*([A-Z]{2})\M') end,
       country = case when j.location ~ '^[^,(]+,\s*[A-Z]{2}\M' or j.location ~* '^\s*remote' then 'US' end,
       status = case
         when j.is_active then 'open'
         when exists (select from public.candidates as c where c.job_id = j.id) then 'closed'
         else 'draft'
       end,
       first_published_at = case
         when j.is_active or exists (select from public.candidates as c where c.job_id = j.id) then j.created_at
       end;

-- A published row whose location the words did not give is unpublished rather than left wrong.
update public.jobs
   set status = 'draft'
 where status <> 'draft' and not ((workplace = 'remote' and cardinality(remote_countries) > 0) or (workplace <> 'remote' and country is not null));

alter table public.jobs enable trigger touch_updated_at;

drop policy "Active jobs are public" on public.jobs;

alter table public.jobs
  drop column is_active,
  drop column type,
  drop column requirements,
  drop column responsibilities,
  drop column benefits;

create index jobs_listed_idx on public.jobs (display_order) where status in ('scheduled', 'open');
create index jobs_due_idx on public.jobs (status, opens_at, closes_at) where status in ('scheduled', 'open');

comment on column public.jobs.description is 'Plain summary for meta descriptions and cards; the posting is description_html.';
comment on column public.jobs.description_html is
  'The posting as the editor wrote it (HTML, sanitised by the site when shown); description_json is its source.';
comment on column public.jobs.location is 'Where, in the words the page shows; city, region, country and workplace say it for machines.';
comment on column public.jobs.first_published_at is 'When the job was first open; set by the database, never moved (JobPosting datePosted).';

-- Who reads ------------------------------------------------------------------------------------------------------

-- Open by its times, whatever the clock job has done yet. Inlined in the policy for the planner.
create or replace function private.job_is_open(status text, opens_at timestamptz, closes_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status in ('scheduled', 'open')
     and (opens_at is null or opens_at <= now())
     and (closes_at is null or closes_at > now())
$$;

-- Policies and public.closed_jobs() call it.
revoke all on function private.job_is_open(text, timestamptz, timestamptz) from public;
grant execute on function private.job_is_open(text, timestamptz, timestamptz) to anon, authenticated, service_role;

create policy "Open jobs are public" on public.jobs
  for select to anon
  using (
    status in ('scheduled', 'open')
    and (opens_at is null or opens_at <= now())
    and (closes_at is null or closes_at > now())
  );

-- Who writes -----------------------------------------------------------------------------------------------------

-- The database keeps created_at, updated_at and first_published_at; a new job may bring its own id.
grant insert (
  id, slug, title, department, location, description, description_json, description_html, display_order, status,
  opens_at, closes_at, city, region, country, workplace, remote_countries, employment_type, pay_min, pay_max,
  pay_currency, pay_unit
) on table public.jobs to authenticated;
grant update (
  slug, title, department, location, description, description_json, description_html, display_order, status,
  opens_at, closes_at, city, region, country, workplace, remote_countries, employment_type, pay_min, pay_max,
  pay_currency, pay_unit
) on table public.jobs to authenticated;

create policy "Hiring staff add jobs" on public.jobs
  for insert to authenticated
  with check ((select private.has_staff_role(array['hiring', 'admin'])));

create policy "Hiring staff edit jobs" on public.jobs
  for update to authenticated
  using ((select private.has_staff_role(array['hiring', 'admin'])))
  with check ((select private.has_staff_role(array['hiring', 'admin'])));

-- The lifecycle's rules ------------------------------------------------------------------------------------------

create or replace function private.keep_job_lifecycle() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.first_published_at := coalesce(old.first_published_at, new.first_published_at);
  elsif current_user not in ('postgres', 'service_role', 'supabase_admin') then
    new.first_published_at := null;
  end if;

  if new.status = 'open' and new.opens_at > now() then
    raise exception using
      errcode = 'check_violation',
      message = 'A job that opens later is scheduled, not open',
      hint = 'Set status to scheduled, or opens_at to now or earlier.',
      schema = 'public',
      table = 'jobs',
      column = 'status';
  end if;
  if new.status in ('scheduled', 'open') and new.closes_at <= now()
     and (tg_op = 'INSERT' or new.status is distinct from old.status or new.closes_at is distinct from old.closes_at) then
    raise exception using
      errcode = 'check_violation',
      message = 'closes_at has passed',
      hint = 'Set a later closes_at, or none, to open the job.',
      schema = 'public',
      table = 'jobs',
      column = 'closes_at';
  end if;

  -- Closed by hand before its time: closes_at says when it closed.
  if new.status = 'closed' and (tg_op = 'INSERT' or old.status is distinct from 'closed')
     and (new.closes_at is null or new.closes_at > now()) then
    new.closes_at := now();
  end if;

  if new.status = 'open' and new.first_published_at is null then
    new.first_published_at := least(now(), coalesce(new.opens_at, now()));
  end if;
  return new;
end
$$;

revoke all on function private.keep_job_lifecycle() from public;

create trigger a_keep_job_lifecycle
  before insert or update on public.jobs
  for each row execute function private.keep_job_lifecycle();

-- Audit ----------------------------------------------------------------------------------------------------------

alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (
  action in (
    'application_opened', 'resume_viewed', 'application_exported', 'signups_exported', 'stage_changed',
    'note_added', 'application_erased', 'signup_erased', 'staff_invited', 'staff_role_changed', 'staff_removed',
    'applications_listed', 'signups_listed',
    'job_published', 'job_scheduled', 'job_unpublished', 'job_closed', 'job_archived', 'job_restored'
  )
);
alter table public.audit_log drop constraint audit_log_target_type_check;
alter table public.audit_log add constraint audit_log_target_type_check check (
  target_type in ('application', 'applications', 'signup', 'signups', 'staff_member', 'job')
);

-- The action a change of status (or of a scheduled job's opening time) is; null when it is none of them.
create or replace function private.job_transition(before_status text, after_status text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when before_status is not distinct from after_status then null
    when before_status is null and after_status = 'draft' then null
    when before_status in ('closed', 'archived') and after_status in ('draft', 'scheduled', 'open', 'closed')
      then 'job_restored'
    when after_status = 'open' then 'job_published'
    when after_status = 'scheduled' then 'job_scheduled'
    when after_status = 'draft' then 'job_unpublished'
    when after_status = 'closed' then 'job_closed'
    when after_status = 'archived' then 'job_archived'
  end
$$;

create or replace function private.audit_job_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_status text := case when tg_op = 'UPDATE' then old.status end;
  entry_action text := private.job_transition(before_status, new.status);
begin
  if entry_action is null and new.status = 'scheduled' and tg_op = 'UPDATE'
     and new.opens_at is distinct from old.opens_at then
    entry_action := 'job_scheduled';
  end if;
  if entry_action is null then
    return null;
  end if;
  perform private.write_audit(
    entry_action,
    'job',
    new.id,
    jsonb_strip_nulls(jsonb_build_object(
      'slug', new.slug,
      'from', before_status,
      'to', new.status,
      'opens_at', new.opens_at,
      'closes_at', new.closes_at,
      'by', case when coalesce(current_setting('tapsheet.job_clock', true), '') = 'on' then 'schedule' end
    ))
  );
  return null;
end
$$;

revoke all on function private.job_transition(text, text), private.audit_job_change() from public;

create trigger audit_job_change
  after insert or update on public.jobs
  for each row execute function private.audit_job_change();

-- Applications ---------------------------------------------------------------------------------------------------

create or replace function private.fill_application_position() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.jobs;
begin
  -- A replay of a stored application (its answer was lost) is left to the primary key, which answers 409, even
  -- when the job has closed since: the row gets the stored position so that no other constraint answers first.
  select c.position_title, c.position_department, c.position_location
    into new.position_title, new.position_department, new.position_location
    from public.candidates as c
   where c.id = new.id;
  if found then
    return new;
  end if;
  select * into job from public.jobs as j where j.id = new.job_id;
  if not found then
    raise exception using
      errcode = 'foreign_key_violation',
      message = 'This job is not open for applications',
      hint = 'Apply for one of the open positions on the careers page.',
      schema = 'public',
      table = 'candidates',
      column = 'job_id';
  end if;
  if not private.job_is_open(job.status, job.opens_at, job.closes_at) then
    -- PT410: PostgREST answers 410 Gone with this code, which the application form words as "closed".
    raise exception using
      errcode = 'PT410',
      message = 'This position has closed',
      hint = 'Apply for one of the open positions on the careers page.',
      schema = 'public',
      table = 'candidates',
      column = 'job_id';
  end if;
  new.position_title := job.title;
  new.position_department := job.department;
  new.position_location := job.location;
  return new;
end
$$;

-- The clock ------------------------------------------------------------------------------------------------------

-- Flips what is due (scheduled → open once opens_at has passed, scheduled or open → closed once closes_at has)
-- and asks for a rebuild when anything changed. Returns how many jobs changed.
create or replace function private.advance_jobs() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  closed integer;
  opened integer;
begin
  perform set_config('tapsheet.job_clock', 'on', true);
  update public.jobs
     set status = 'closed'
   where status in ('scheduled', 'open') and closes_at <= now();
  get diagnostics closed = row_count;
  update public.jobs
     set status = 'open'
   where status = 'scheduled' and opens_at <= now();
  get diagnostics opened = row_count;
  perform set_config('tapsheet.job_clock', '', true);
  if closed + opened > 0 then
    perform private.request_rebuild();
  end if;
  return closed + opened;
end
$$;

revoke all on function private.advance_jobs() from public;

do $$
begin
  if exists (select from pg_catalog.pg_namespace where nspname = 'cron') then
    execute $job$select cron.schedule('advance-jobs', '* * * * *', 'select private.advance_jobs()')$job$;
  end if;
end
$$;

-- Closed jobs' pages ---------------------------------------------------------------------------------------------

-- What a "This position has closed" page needs, for jobs that were published and are closed now (by status or
-- by time). Jobs hold no personal data; this view shows less than a job's page did while it was open.
-- A function, not a view: a view reads as its owner (splinter's security_definer_view), and the jobs' own policy lets
-- the public key read open jobs only. This one answers the few columns a closed job's page shows, and nothing else.
create or replace function public.closed_jobs()
returns table (slug text, title text, department text, location text, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select j.slug, j.title, j.department, j.location, j.updated_at
    from public.jobs as j
   where j.first_published_at is not null
     and not private.job_is_open(j.status, j.opens_at, j.closes_at)
     and j.status <> 'draft'
   order by j.slug
$$;

revoke all on function public.closed_jobs() from public;
grant execute on function public.closed_jobs() to anon, authenticated, service_role;

comment on function public.closed_jobs() is
  'Jobs once published and closed now: slug, title, department, location and last change, for the site''s closed-job pages.';
