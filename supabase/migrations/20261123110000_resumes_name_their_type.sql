-- Resumes must name their type (decision 014). Hosted Storage checks a bucket's allowed MIME types only when an
-- upload names one; a resumable (TUS) upload without `contentType` in its metadata would skip the resumes bucket's
-- PDF-only rule. The policy's check now also requires the metadata's mimetype to be application/pdf, which every
-- upload the site makes sends. Otherwise unchanged from 20261123090100.

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
  -- Storage checks the bucket's allowed types only when an upload names its type (a resumable upload may not,
  -- supabase/storage lifecycle.ts onCreate): a resume must say it is a PDF for the policy to admit it.
  if coalesce(object_metadata ->> 'mimetype', '') <> 'application/pdf' then
    return false;
  end if;

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

