-- Private bucket for applicants' PDF resumes (docs/product.md, Safe resume object names).
-- Storage enforces the size and MIME limits; the only policy lets the public key create objects whose names
-- follow the site's `<epoch ms>-<safe name>.pdf` scheme (RESUME_OBJECT_PATTERN in src/config/limits.ts). With no
-- SELECT, UPDATE or DELETE policy, visitors cannot list, download, overwrite (upsert) or remove anything; staff
-- use the service role and short-lived signed URLs.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('resumes', 'resumes', false, 10485760, '{application/pdf}')
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Applicants can upload a resume" on storage.objects
  for insert to anon
  with check (bucket_id = 'resumes' and name ~ '^[0-9]{13}-[A-Za-z0-9._-]{1,80}\.pdf$');
