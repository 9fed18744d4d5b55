-- brain.my_access(): what the caller may do: admin, the sources it reads and writes, auto-link.
create or replace function brain.my_access()
returns table (role_name name, admin boolean, restricted boolean, read_sources text[], write_sources text[],
               auto_link boolean)
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select brain._caller(), a.admin, a.restricted,
           coalesce(a.read_scope, (select array_agg(s.id order by s.id) from brain.sources s)),
           coalesce(a.write_scope, (select array_agg(s.id order by s.id) from brain.sources s)),
           a.auto_link
      from brain._access(brain._caller()) a
$fn$;

comment on function brain.my_access() is
'The caller''s rights: (role_name, admin, restricted (does not read every source), read_sources, write_sources, auto_link (its writes derive edges and timeline entries)). Example: select * from brain.my_access();';
