-- Images in posts (docs/decisions/062-post-images.md). A public bucket, `post-images`: anyone reads an object by
-- its public URL, nobody lists the bucket but editors and admins, and an object is written only by an editor or
-- an admin in a live aal2 session, only under a name the `post-image` Edge Function admitted after reading the
-- file's first bytes (a PNG, JPEG or WebP signature) and its size. Storage's own limits (5 MB; image/png,
-- image/jpeg, image/webp) are the bucket's.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('post-images', 'post-images', true, 5242880, '{image/png,image/jpeg,image/webp}')
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Names the Edge Function handed out after it read an image's bytes: the object of that name may be written once
-- with exactly that type and size, within ten minutes.
create table private.post_image_admissions (
  name text primary key check (name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$'),
  mimetype text not null check (mimetype in ('image/png', 'image/jpeg', 'image/webp')),
  size bigint not null check (size between 1 and 5242880),
  admitted_at timestamptz not null default now()
);

revoke all on table private.post_image_admissions from public, anon, authenticated;

-- How long an admitted name stays usable: long enough for a slow upload, too short to keep one aside.
create or replace function private.post_image_window() returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '10 minutes'
$$;

revoke all on function private.post_image_window() from public, anon, authenticated;

-- Called by the post-image Edge Function with the service role once it has read the file: records the image's
-- type and size under a fresh name and returns that name. Stale admissions are forgotten on the way.
create or replace function public.admit_post_image(p_mimetype text, p_size bigint) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  object_name text;
begin
  delete from private.post_image_admissions as a
   where a.admitted_at < now() - private.post_image_window();
  object_name := gen_random_uuid()::text || case p_mimetype
    when 'image/png' then '.png'
    when 'image/jpeg' then '.jpg'
    when 'image/webp' then '.webp'
  end;
  if object_name is null then
    raise exception 'Images are PNG, JPEG or WebP' using errcode = '22023';
  end if;
  insert into private.post_image_admissions (name, mimetype, size) values (object_name, p_mimetype, p_size);
  return object_name;
end
$$;

revoke all on function public.admit_post_image(text, bigint) from public, anon, authenticated;
grant execute on function public.admit_post_image(text, bigint) to service_role;

-- The storage policies' check on the row being written: an editor or an admin at aal2, writing a name the Edge
-- Function admitted, with the type and size it read, that no object has yet. An image is never replaced in place
-- (an upsert or an update of an existing object is refused): other bytes of the same size would pass the rest.
create or replace function private.post_image_write_allowed(object_name text, object_metadata jsonb) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (private.has_staff_role(array['editor', 'admin']) and private.is_aal2()) then
    return false;
  end if;
  return exists (
    select from private.post_image_admissions as a
     where a.name = object_name
       and a.mimetype = object_metadata ->> 'mimetype'
       and a.size = nullif(object_metadata ->> 'contentLength', '')::bigint
       and a.admitted_at > now() - private.post_image_window()
  ) and not exists (
    select from storage.objects as o where o.bucket_id = 'post-images' and o.name = object_name
  );
exception
  when invalid_text_representation or numeric_value_out_of_range then
    return false;
end
$$;

revoke all on function private.post_image_write_allowed(text, jsonb) from public, anon;
grant execute on function private.post_image_write_allowed(text, jsonb) to authenticated;

-- Editors and admins see the bucket's objects (Storage's delete returns the rows it removed, which needs this).
create policy "Editors see post images" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'post-images'
    and (select private.has_staff_role(array['editor', 'admin']))
    and (select private.is_aal2())
  );

create policy "Editors add admitted post images" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'post-images' and private.post_image_write_allowed(name, metadata));

create policy "Editors replace post images only with admitted ones" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'post-images'
    and (select private.has_staff_role(array['editor', 'admin']))
    and (select private.is_aal2())
  )
  with check (bucket_id = 'post-images' and private.post_image_write_allowed(name, metadata));

create policy "Editors remove post images" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'post-images'
    and (select private.has_staff_role(array['editor', 'admin']))
    and (select private.is_aal2())
  );
