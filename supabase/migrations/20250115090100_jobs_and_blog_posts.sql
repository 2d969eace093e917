-- Content the public site reads: open positions and blog posts. Staff edit them with the service role; the
-- public key can read only active jobs and published posts.
--
-- Every text column has a length cap. Single-line columns reject control characters; long-form columns
-- (description, content) may contain tabs and line breaks but no other control characters.

create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  slug text not null unique
    check (char_length(slug) <= 100 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null
    check (char_length(title) <= 200 and title ~ '[^[:space:]]' and title !~ '[[:cntrl:]]'),
  department text not null
    check (char_length(department) <= 100 and department ~ '[^[:space:]]' and department !~ '[[:cntrl:]]'),
  location text not null
    check (char_length(location) <= 200 and location ~ '[^[:space:]]' and location !~ '[[:cntrl:]]'),
  type text not null
    check (char_length(type) <= 50 and type ~ '[^[:space:]]' and type !~ '[[:cntrl:]]'),
  description text not null
    check (char_length(description) <= 5000 and translate(description, E'\t\n\r', '') !~ '[[:cntrl:]]'),
  requirements text[] not null default '{}'
    check (
      cardinality(requirements) <= 30
      and coalesce(array_ndims(requirements), 1) = 1
      and array_position(requirements, null) is null
      and char_length(array_to_string(requirements, '')) <= 10000
      and array_to_string(requirements, '') !~ '[[:cntrl:]]'
    ),
  responsibilities text[] not null default '{}'
    check (
      cardinality(responsibilities) <= 30
      and coalesce(array_ndims(responsibilities), 1) = 1
      and array_position(responsibilities, null) is null
      and char_length(array_to_string(responsibilities, '')) <= 10000
      and array_to_string(responsibilities, '') !~ '[[:cntrl:]]'
    ),
  benefits text[] not null default '{}'
    check (
      cardinality(benefits) <= 30
      and coalesce(array_ndims(benefits), 1) = 1
      and array_position(benefits, null) is null
      and char_length(array_to_string(benefits, '')) <= 10000
      and array_to_string(benefits, '') !~ '[[:cntrl:]]'
    ),
  -- Secure default: a job staff forget to publish stays hidden.
  is_active boolean not null default false,
  display_order integer not null default 0
);

create index jobs_active_display_order_idx on public.jobs (display_order) where is_active;

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  slug text not null unique
    check (char_length(slug) <= 100 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null
    check (char_length(title) <= 200 and title ~ '[^[:space:]]' and title !~ '[[:cntrl:]]'),
  excerpt text not null default ''
    check (char_length(excerpt) <= 500 and excerpt !~ '[[:cntrl:]]'),
  -- HTML, sanitised by the site at render time (docs/product.md, Sanitised stored HTML). May be '' while being written.
  content text not null default ''
    check (char_length(content) <= 200000 and translate(content, E'\t\n\r', '') !~ '[[:cntrl:]]'),
  author text not null
    check (char_length(author) <= 200 and author ~ '[^[:space:]]' and author !~ '[[:cntrl:]]'),
  published_date date,
  read_time text
    check (read_time is null or (char_length(read_time) <= 50 and read_time !~ '[[:cntrl:]]')),
  featured boolean not null default false,
  tags text[] not null default '{}'
    check (
      cardinality(tags) <= 20
      and coalesce(array_ndims(tags), 1) = 1
      and array_position(tags, null) is null
      and char_length(array_to_string(tags, '')) <= 1000
      and array_to_string(tags, '') !~ '[[:cntrl:]]'
    ),
  -- Secure default: a post is a draft until staff publish it.
  is_draft boolean not null default true,
  -- The site maps known names (TrendingUp, Smartphone, Coins) to icons and falls back for anything else.
  icon_name text not null default 'TrendingUp'
    check (char_length(icon_name) between 1 and 50 and icon_name !~ '[[:cntrl:]]')
);

create index blog_posts_published_date_idx on public.blog_posts (published_date desc) where not is_draft;

-- Access: the public key reads the published subset; staff use the service role (which bypasses RLS).
alter table public.jobs enable row level security;
alter table public.blog_posts enable row level security;

revoke all on table public.jobs, public.blog_posts from anon, authenticated;
grant select on table public.jobs, public.blog_posts to anon;
grant all on table public.jobs, public.blog_posts to service_role;

create policy "Active jobs are public" on public.jobs
  for select to anon
  using (is_active);

create policy "Published posts are public" on public.blog_posts
  for select to anon
  using (not is_draft);
