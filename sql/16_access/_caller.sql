-- brain._caller(): the role a call is made as, also inside SECURITY DEFINER functions (where current_user is the owner).
create or replace function brain._caller()
returns name
-- (plpgsql, not sql: a SQL function with its own search_path is planned again at every call, 18 µs against 4 µs
-- measured; write functions call this several times a page)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    -- SET ROLE shows in the role setting (and survives SECURITY DEFINER); without it the login role is the caller
    return coalesce(nullif(pg_catalog.current_setting('role'), 'none'), session_user)::pg_catalog.name;
end
$fn$;

comment on function brain._caller() is
'Internal: the role the caller acts as: the SET ROLE role, else the login role (session_user). Write functions run as their owner (SECURITY DEFINER) and decide permissions and trust from this. Example: select brain._caller();';
