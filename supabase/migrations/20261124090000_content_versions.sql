-- What a prerendered page needs to know whether the data it was built with is still current: one short
-- fingerprint per public table, over exactly the rows the public key reads (published posts, active jobs) and
-- every column of them. The build stores the fingerprints it saw; a page compares them with these once it is
-- idle and loads its data code only when they differ, so a visit to an unchanged page fetches a few bytes
-- instead of the whole list (decision 024).
--
-- SECURITY INVOKER: the caller's row-level security applies, so the fingerprint never covers a row the caller
-- could not read. The time zone and date style are fixed so that the text of a timestamp, and therefore the
-- fingerprint, does not depend on the session that asks.
create function public.content_versions()
returns jsonb
language sql
stable
security invoker
set search_path = ''
set timezone = 'UTC'
set datestyle = 'ISO, YMD'
as $$
  select jsonb_build_object(
    'blog_posts',
    (select md5(coalesce(string_agg(p::text, E'\n' order by p.id), ''))
       from public.blog_posts p
      where not p.is_draft),
    'jobs',
    (select md5(coalesce(string_agg(j::text, E'\n' order by j.id), ''))
       from public.jobs j
      where j.is_active)
  );
$$;

revoke all on function public.content_versions() from public;
grant execute on function public.content_versions() to anon, service_role;
