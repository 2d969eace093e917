-- A scheduled post asks for a rebuild when its time comes, as a scheduled job does. The public key reads a post once
-- its publish_at has passed, with nobody acting; its prerendered article, the feeds and the sitemap follow with the
-- next build, which nothing asked for until now: saving the post recorded its change while it was still hidden.
--
-- Adds: private.schedule_marks, private.advance_posts(), private.advance_schedules() (the jobs' and the posts'
-- clocks in one). The `advance-jobs` cron job (pg_cron, where it exists) now runs advance_schedules every minute,
-- as the embedded API's clock does.

-- When each clock last ran.
create table private.schedule_marks (
  name text primary key,
  ran_at timestamptz not null
);
revoke all on table private.schedule_marks from public, anon, authenticated;

-- Records a content change for every published post whose publish_at came between the last run and now, when it was
-- saved before that time (a post published at once recorded its change when it was saved), and asks for a rebuild.
-- Returns how many posts came due.
create function private.advance_posts() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  until timestamptz := now();
  due integer;
begin
  select m.ran_at into since from private.schedule_marks as m where m.name = 'posts' for update;
  select count(*)::integer into due
    from public.blog_posts as p
   where not p.is_draft
     and p.publish_at > p.updated_at
     and p.publish_at <= until
     and (since is null or p.publish_at > since);
  insert into private.schedule_marks (name, ran_at) values ('posts', until)
  on conflict (name) do update set ran_at = excluded.ran_at;
  if due > 0 then
    insert into private.content_changes (table_name) values ('blog_posts');
    perform private.request_rebuild();
  end if;
  return due;
end
$$;

-- Every minute's work: jobs opened and closed on time, posts come due. Returns how many changed.
create function private.advance_schedules() returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.advance_jobs() + private.advance_posts();
end
$$;

revoke all on function private.advance_posts(), private.advance_schedules() from public;

do $$
begin
  if exists (select from pg_catalog.pg_namespace where nspname = 'cron') then
    -- The same job name: pg_cron replaces the job's command.
    execute $job$select cron.schedule('advance-jobs', '* * * * *', 'select private.advance_schedules()')$job$;
  end if;
end
$$;
