-- Who saved a post last (updated_by_email) is a staff member's address, and the public key read it on every
-- published post. The public key now reads the columns the site shows and nothing of the desk's: not the saver, not
-- the editor's JSON, not the save count. Editors read every column through their own grant and policies.

revoke select on table public.blog_posts from anon;
grant select (
  id, created_at, updated_at, slug, title, excerpt, content, author, published_date, read_time, featured, tags,
  is_draft, icon_name, publish_at, first_published_at, category
) on table public.blog_posts to anon;
