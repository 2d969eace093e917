-- Resumes bound to applications (decision 007).
--
-- The application row is inserted first, with its client-generated id and the path its resume will have:
-- resume_url = 'resumes/<candidate id>/<safe file name>.pdf'. The resume is then uploaded to exactly that object
-- name in the `resumes` bucket. With only the public key, Storage admits an object only when such a row exists,
-- is fresh, has no other object yet, and the day's resume-bytes ceiling allows it; any other name is refused.
-- An application whose upload never arrives stays in `candidates` (a real person applied) with no object.

-- The old `<epoch ms>-<name>.pdf` names stay valid for rows stored before this migration (NOT VALID skips
-- existing rows); every new row must name its own folder.
alter table public.candidates drop constraint candidates_resume_url_check;
alter table public.candidates add constraint candidates_resume_url_check check (
  resume_url ~ '^resumes/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9._-]{1,80}\.pdf$'
  and split_part(resume_url, '/', 2) = id::text
) not valid;

-- How long after its application a resume may still arrive (a slow mobile upload with retries fits easily).
create or replace function private.resume_upload_window() returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '1 hour'
$$;

-- The storage INSERT policy's check. `object_metadata` is what Storage passes for the object being created
-- ({ mimetype, contentLength, … }); its contentLength counts against the resume-bytes ceiling.
--
-- An object of exactly this name that already exists is not refused here: the unique (bucket_id, name) index
-- answers it, so a replayed upload gets Storage's 409 "Duplicate", which the site treats as already stored.
create or replace function private.resume_upload_allowed(object_name text, object_metadata jsonb) returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  candidate_id uuid;
  ceiling bigint;
  incoming bigint;
begin
  if object_name is null
     or object_name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9._-]{1,80}\.pdf$' then
    return false;
  end if;
  candidate_id := split_part(object_name, '/', 1)::uuid;

  if not exists (
    select from public.candidates as c
     where c.id = candidate_id
       and c.resume_url = 'resumes/' || object_name
       and c.created_at > now() - private.resume_upload_window()
  ) then
    return false;
  end if;

  if exists (
    select from storage.objects as o
     where o.bucket_id = 'resumes'
       and o.name like candidate_id::text || '/%'
       and o.name <> object_name
  ) then
    return false;
  end if;

  select l.global_max into ceiling from public.api_limits as l where l.action = 'resume_bytes';
  if ceiling is not null then
    incoming := coalesce(
      nullif(object_metadata ->> 'contentLength', '')::bigint,
      nullif(object_metadata ->> 'size', '')::bigint,
      0
    );
    if private.resume_bytes_in_window() + incoming > ceiling then
      return false;
    end if;
  end if;
  return true;
exception
  when invalid_text_representation or numeric_value_out_of_range then
    return false;
end
$$;

revoke all on function private.resume_upload_window(), private.resume_upload_allowed(text, jsonb) from public;
-- Storage evaluates the policy as the caller's role, which must be able to run the check (and only the check;
-- the policy refers to it by identity, so the role needs no USAGE on the private schema).
grant execute on function private.resume_upload_allowed(text, jsonb) to anon, authenticated;

drop policy "Applicants can upload a resume" on storage.objects;

create policy "Applicants can upload the resume of their application" on storage.objects
  for insert to anon
  with check (bucket_id = 'resumes' and private.resume_upload_allowed(name, metadata));
