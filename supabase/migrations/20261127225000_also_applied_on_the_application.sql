-- An application's own view says where the same mailbox also applied, as the list and the board do: position and
-- date only, never the other application's details, for hiring and admin at aal2
-- (docs/decisions/050-the-application-in-one-view.md).
--
-- Adds: public.application_also_applied(application_id uuid).

create function public.application_also_applied(application_id uuid)
returns table (position_title text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_staff(array['hiring', 'admin']);
  return query
  select o.position_title, o.created_at
    from public.candidates as p
    join public.candidates as o
      on o.email is not null
     and private.mailbox(o.email) = private.mailbox(p.email)
     and o.id <> p.id
     and o.erased_at is null
   where p.id = application_also_applied.application_id
     and p.email is not null
   order by o.created_at;
end
$$;

revoke all on function public.application_also_applied(uuid) from public, anon;
grant execute on function public.application_also_applied(uuid) to authenticated, service_role;
