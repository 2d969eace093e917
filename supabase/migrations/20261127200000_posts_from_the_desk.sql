-- Articles are written and published from the desk (docs/decisions/054-posts-from-the-desk.md).
--
-- - is_draft stays the author's switch; publish_at says when a published post shows. The public key reads a post
--   only once it is not a draft and its publish_at has passed: a scheduled post shows on its minute, with nobody
--   acting. Existing published rows get publish_at from their published_date (midnight UTC), or their creation.
-- - A post published without a publish_at is published now; published_date (the date the site shows) follows
--   publish_at whenever publish_at changes.
-- - first_published_at: when the post first showed. From then on its slug is fixed (links and feeds point at it).
-- - content stays the HTML the site shows (through its sanitiser); content_json is the editor's document it was
--   made from. category is the label the article shows.
-- - version counts saves. A save from the desk sends the version it was based on; a different one is refused with
--   PT409 (HTTP 409) naming who saved last and when (updated_by_email, updated_at), so nothing is overwritten.
-- - Every insert and save keeps a revision in blog_post_revisions (written only by the database).
--   public.restore_blog_post_revision(revision_id, seen_version) saves a revision's words as the post's again.
-- - editor and admin read, add and edit posts through row-level security in a live aal2 session; nobody deletes
--   one through the Data API (unpublish it). Every publish, schedule, unpublish and restore is written to the audit
--   log by a trigger.

alter table public.blog_posts
  add column publish_at timestamptz,
  add column first_published_at timestamptz,
  add column content_json jsonb
    constraint blog_posts_content_json_check check (
      content_json is null
      or (jsonb_typeof(content_json) = 'object' and octet_length(content_json::text) <= 400000)
    ),
  add column category text not null default 'Global Markets'
    constraint blog_posts_category_check check (
      char_length(category) between 1 and 50 and category ~ '[^[:space:]]' and category !~ '[[:cntrl:]]'
    ),
  add column version integer not null default 1 constraint blog_posts_version_check check (version > 0),
  add column updated_by_email text
    constraint blog_posts_updated_by_email_check check (
      updated_by_email is null or (char_length(updated_by_email) <= 254 and updated_by_email !~ '[[:cntrl:]]')
    );

alter table public.blog_posts disable trigger touch_updated_at;
update public.blog_posts
   set publish_at = coalesce(published_date::timestamp at time zone 'UTC', created_at),
       first_published_at = coalesce(published_date::timestamp at time zone 'UTC', created_at)
 where not is_draft;
alter table public.blog_posts enable trigger touch_updated_at;

alter table public.blog_posts
  add constraint blog_posts_published_has_publish_at check (is_draft or publish_at is not null);

comment on column public.blog_posts.publish_at is
  'When a published post shows; the public key reads it once is_draft is false and publish_at has passed.';
comment on column public.blog_posts.first_published_at is 'When the post first showed; its slug is fixed from then on.';
comment on column public.blog_posts.content_json is 'The editor''s document that content (the HTML) was made from.';
comment on column public.blog_posts.version is
  'How many times the post was saved, from 1. A save names the version it was based on and is refused when another came first.';

create index blog_posts_publish_at_idx on public.blog_posts (publish_at desc) where not is_draft;

-- Who reads --------------------------------------------------------------------------------------------------------

drop policy "Published posts are public" on public.blog_posts;

create policy "Published posts are public" on public.blog_posts
  for select to anon
  using (not is_draft and publish_at <= now());

grant select on table public.blog_posts to authenticated;
grant insert (
  id, slug, title, excerpt, content, content_json, category, author, read_time, featured, tags, is_draft, icon_name,
  publish_at
) on table public.blog_posts to authenticated;
grant update (
  slug, title, excerpt, content, content_json, category, author, read_time, featured, tags, is_draft, icon_name,
  publish_at, version
) on table public.blog_posts to authenticated;

create policy "Editors read every post" on public.blog_posts
  for select to authenticated
  using ((select private.has_staff_role(array['editor', 'admin'])));

create policy "Editors add posts" on public.blog_posts
  for insert to authenticated
  with check ((select private.has_staff_role(array['editor', 'admin'])));

create policy "Editors edit posts" on public.blog_posts
  for update to authenticated
  using ((select private.has_staff_role(array['editor', 'admin'])))
  with check ((select private.has_staff_role(array['editor', 'admin'])));

create policy "Posts for staff only at aal2" on public.blog_posts
  as restrictive
  for all to authenticated
  using ((select private.is_aal2()))
  with check ((select private.is_aal2()));

-- The rules of a save ----------------------------------------------------------------------------------------------

-- Who is saving: the staff member's address, the token's, or the service role.
create or replace function private.saver_email() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then 'service role'
    else coalesce(
      (select m.email from public.staff_members as m where m.user_id = (select auth.uid())),
      (select auth.jwt() ->> 'email'),
      'unknown'
    )
  end
$$;

revoke all on function private.saver_email() from public;

create or replace function private.keep_post_rules() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.version is distinct from old.version then
      raise exception using
        errcode = 'PT409',
        message = format(
          '%s saved this post at %s UTC, after you loaded it',
          coalesce(old.updated_by_email, 'Someone'),
          to_char(old.updated_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI')
        ),
        detail = jsonb_build_object('by', old.updated_by_email, 'at', old.updated_at, 'version', old.version)::text,
        hint = 'Reload the post to see the change, then save again.';
    end if;
    new.version := old.version + 1;
    if old.first_published_at <= now() then
      if new.slug is distinct from old.slug then
        raise exception using
          errcode = 'check_violation',
          message = 'The slug is fixed once the post has been published',
          hint = 'Keep the slug: links, feeds and search engines point at it.',
          schema = 'public',
          table = 'blog_posts',
          column = 'slug';
      end if;
      new.first_published_at := old.first_published_at;
    end if;
  else
    new.version := 1;
  end if;

  if not new.is_draft and new.publish_at is null then
    new.publish_at := case when tg_op = 'INSERT' then new.published_date::timestamp at time zone 'UTC' end;
    new.publish_at := coalesce(new.publish_at, now());
  end if;
  if not new.is_draft and (tg_op = 'INSERT' or new.publish_at is distinct from old.publish_at) then
    new.published_date := (new.publish_at at time zone 'UTC')::date;
  end if;
  -- The first showing, until it has happened: a post scheduled and withdrawn before its minute never showed.
  if tg_op = 'INSERT' or not coalesce(old.first_published_at <= now(), false) then
    new.first_published_at := case when not new.is_draft then new.publish_at end;
  end if;
  new.updated_by_email := private.saver_email();
  return new;
end
$$;

revoke all on function private.keep_post_rules() from public;

create trigger a_keep_post_rules
  before insert or update on public.blog_posts
  for each row execute function private.keep_post_rules();

-- Revisions --------------------------------------------------------------------------------------------------------

create table public.blog_post_revisions (
  id bigint generated always as identity primary key,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  version integer not null,
  slug text not null,
  title text not null,
  excerpt text not null,
  category text not null,
  content text not null,
  content_json jsonb,
  is_draft boolean not null,
  publish_at timestamptz,
  saved_by uuid,
  saved_by_email text not null,
  saved_at timestamptz not null default now(),
  -- Which revision this save brought back, when it was a restore.
  restored_from integer,
  constraint blog_post_revisions_post_version_key unique (post_id, version)
);

comment on table public.blog_post_revisions is
  'Every save of a post, written by the database; editors and admins read them and restore one.';

alter table public.blog_post_revisions enable row level security;
revoke all on table public.blog_post_revisions from public, anon, authenticated;
grant select on table public.blog_post_revisions to authenticated;
grant all on table public.blog_post_revisions to service_role;

create policy "Editors read revisions" on public.blog_post_revisions
  for select to authenticated
  using ((select private.has_staff_role(array['editor', 'admin'])));

create policy "Revisions only at aal2" on public.blog_post_revisions
  as restrictive
  for all to authenticated
  using ((select private.is_aal2()))
  with check ((select private.is_aal2()));

-- What a post is in: draft, scheduled (published, its minute ahead) or published (showing).
create or replace function private.post_state(is_draft boolean, publish_at timestamptz) returns text
language sql
stable
set search_path = ''
as $$
  select case when is_draft then 'draft' when publish_at > now() then 'scheduled' else 'published' end
$$;

revoke all on function private.post_state(boolean, timestamptz) from public;

create or replace function private.record_post_save() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  restored integer := nullif(coalesce(current_setting('tapsheet.post_restore', true), ''), '')::integer;
  before_state text := case when tg_op = 'UPDATE' then private.post_state(old.is_draft, old.publish_at) end;
  after_state text := private.post_state(new.is_draft, new.publish_at);
  entry_action text;
begin
  insert into public.blog_post_revisions (
    post_id, version, slug, title, excerpt, category, content, content_json, is_draft, publish_at, saved_by,
    saved_by_email, restored_from
  )
  values (
    new.id, new.version, new.slug, new.title, new.excerpt, new.category, new.content, new.content_json, new.is_draft,
    new.publish_at, (select auth.uid()), coalesce(new.updated_by_email, 'service role'), restored
  );

  if restored is not null then
    perform private.write_audit(
      'post_restored', 'blog_post', new.id, jsonb_build_object('slug', new.slug, 'revision', restored)
    );
  end if;
  entry_action := case
    when before_state is not distinct from after_state
      then case when after_state = 'scheduled' and new.publish_at is distinct from old.publish_at
                then 'post_scheduled' end
    when after_state = 'published' then 'post_published'
    when after_state = 'scheduled' then 'post_scheduled'
    when before_state is not null then 'post_unpublished'
  end;
  if entry_action is not null then
    perform private.write_audit(
      entry_action,
      'blog_post',
      new.id,
      jsonb_strip_nulls(jsonb_build_object(
        'slug', new.slug, 'from', before_state, 'to', after_state, 'publish_at', new.publish_at
      ))
    );
  end if;
  return null;
end
$$;

revoke all on function private.record_post_save() from public;

create trigger record_post_save
  after insert or update on public.blog_posts
  for each row execute function private.record_post_save();

-- Restoring a revision: its title, excerpt, category and body become the post's again, as a new save based on the
-- version the caller saw (so a stale restore is refused like a stale save). The slug and the publishing state stay.
create or replace function public.restore_blog_post_revision(revision_id bigint, seen_version integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  revision public.blog_post_revisions;
  next_version integer;
begin
  perform private.require_staff(array['editor', 'admin']);
  if seen_version is null then
    raise exception using errcode = '22023', message = 'Name the version of the post you saw';
  end if;
  select * into revision from public.blog_post_revisions as r where r.id = restore_blog_post_revision.revision_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'No such revision';
  end if;
  perform set_config('tapsheet.post_restore', revision.version::text, true);
  update public.blog_posts as p
     set title = revision.title,
         excerpt = revision.excerpt,
         category = revision.category,
         content = revision.content,
         content_json = revision.content_json,
         version = restore_blog_post_revision.seen_version
   where p.id = revision.post_id
  returning p.version into next_version;
  perform set_config('tapsheet.post_restore', '', true);
  return next_version;
end
$$;

revoke all on function public.restore_blog_post_revision(bigint, integer) from public, anon;
grant execute on function public.restore_blog_post_revision(bigint, integer) to authenticated, service_role;

-- Audit ------------------------------------------------------------------------------------------------------------

alter table public.audit_log drop constraint audit_log_action_check;
alter table public.audit_log add constraint audit_log_action_check check (
  action in (
    'application_opened', 'resume_viewed', 'application_exported', 'signups_exported', 'stage_changed',
    'note_added', 'application_erased', 'signup_erased', 'staff_invited', 'staff_role_changed', 'staff_removed',
    'applications_listed', 'signups_listed', 'staff_invitation_resent', 'audit_exported',
    'job_published', 'job_scheduled', 'job_unpublished', 'job_closed', 'job_archived', 'job_restored',
    'decision_mail_queued', 'decision_mail_sent', 'decision_mail_cancelled',
    'beta_wave_created', 'beta_wave_sent', 'beta_wave_cancelled',
    'post_published', 'post_scheduled', 'post_unpublished', 'post_restored'
  )
);
alter table public.audit_log drop constraint audit_log_target_type_check;
alter table public.audit_log add constraint audit_log_target_type_check check (
  target_type in (
    'application', 'applications', 'signup', 'signups', 'staff_member', 'audit_log', 'job', 'beta_wave',
    'blog_post'
  )
);
