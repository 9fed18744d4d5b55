-- brain.list_grants(role_name): the source grants the caller may see (its own and its roles'; admins: all).
create or replace function brain.list_grants(role_name text default null)
returns setof brain.source_grants
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select g.*
      from brain.source_grants g
     where list_grants.role_name is null or g.role_name = list_grants.role_name
     order by g.role_name, g.source_id nulls first
$fn$;

comment on function brain.list_grants(text) is
'Source grants (brain.source_grants rows: id, role_name, source_id (null = every source), can_write, created_at), of one role or all; a non-admin sees only the grants of roles it belongs to. Example: select * from brain.list_grants();';
