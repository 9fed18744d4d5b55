-- brain._access(role): what a role may do with the brain: admin, the sources it reads and writes, auto-link.
create or replace function brain._access(role_name name)
returns table (admin boolean, read_scope text[], write_scope text[], auto_link boolean, restricted boolean)
language plpgsql
stable
-- SECURITY DEFINER: row-level security policies call this for every query of a restricted role, and it must read
-- brain.source_grants whole (grants to roles the caller belongs to) without the caller being able to read it.
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _r      oid;
    _admin  boolean;
begin
    select r.oid into _r from pg_catalog.pg_roles r where r.rolname = _access.role_name;
    -- an unknown role, or one the caller is not (a member of), may do nothing here
    if _r is null or not pg_catalog.pg_has_role(brain._caller(), _r, 'MEMBER') then
        return query select false, '{}'::text[], '{}'::text[], false, true;
        return;
    end if;
    -- superusers, the owner of the brain tables (and its members) and brain_admin members administer the brain
    _admin := pg_catalog.pg_has_role(_r, (select c.relowner from pg_catalog.pg_class c where c.oid = 'brain.pages'::regclass), 'MEMBER')
              or exists (select 1 from pg_catalog.pg_roles a where a.rolname = 'brain_admin'
                            and pg_catalog.pg_has_role(_r, a.oid, 'MEMBER'));
    if _admin then
        return query select true, null::text[], null::text[], true, false;
        return;
    end if;
    return query
    with g as materialized (
        select s.source_id, s.can_write
          from brain.source_grants s
          join pg_catalog.pg_roles gr on gr.rolname = s.role_name
         where pg_catalog.pg_has_role(_r, gr.oid, 'MEMBER'))
    select false,
           case when exists (select 1 from g where g.source_id is null) then null
                else coalesce((select array_agg(distinct g.source_id order by g.source_id) from g), '{}') end,
           case when exists (select 1 from g where g.source_id is null and g.can_write) then null
                else coalesce((select array_agg(distinct g.source_id order by g.source_id) from g
                                where g.can_write and g.source_id is not null), '{}') end,
           exists (select 1 from pg_catalog.pg_roles a where a.rolname = 'brain_auto_link'
                      and pg_catalog.pg_has_role(_r, a.oid, 'MEMBER')),
           not exists (select 1 from g where g.source_id is null)
               and exists (select 1 from brain.sources s where not exists (select 1 from g where g.source_id = s.id));
end
$fn$;

comment on function brain._access(name) is
'Internal: (admin, read_scope, write_scope, auto_link, restricted: does not read every source) of a role the caller is (a member of); a scope is the array of source ids, null = every source. Admins (superusers, members of the brain tables'' owner or of brain_admin) read and write everything and auto-link; others get what brain.source_grants gives them and their roles, and auto-link when members of brain_auto_link. Any other role gets nothing. Example: select * from brain._access(current_user);';
