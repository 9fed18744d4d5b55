-- brain.grant_source(role_name, source_id, can_write): let a role read (and write) a source, or every source.
create or replace function brain.grant_source(role_name text, source_id text default null, can_write boolean default false)
returns setof brain.source_grants
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if grant_source.role_name is null or grant_source.can_write is null then
        raise exception 'role_name and can_write must not be null' using errcode = '22004',
              hint = 'example: select * from brain.grant_source(role_name => ''team_reader'', source_id => ''team'');';
    end if;
    if not exists (select 1 from pg_catalog.pg_roles r where r.rolname = grant_source.role_name) then
        raise exception 'role % does not exist', quote_ident(left(grant_source.role_name, 100)) using errcode = '42704',
              hint = format('create it first, e.g.: create role %I login in role brain_reader;', left(grant_source.role_name, 63));
    end if;
    if grant_source.source_id is not null and not exists (select 1 from brain.sources s where s.id = grant_source.source_id) then
        raise exception 'unknown source %', quote_literal(left(grant_source.source_id, 100)) using errcode = 'P0002',
              hint = 'list sources with: select * from brain.list_sources(); null grants every source';
    end if;
    if not pg_catalog.pg_has_role(grant_source.role_name, 'brain_reader', 'MEMBER') then
        raise notice 'role % is not a member of brain_reader: it cannot call the brain''s functions yet', grant_source.role_name
              using hint = format('grant brain_reader to %I; (or brain_writer to write)', grant_source.role_name);
    elsif grant_source.can_write and not pg_catalog.pg_has_role(grant_source.role_name, 'brain_writer', 'MEMBER') then
        raise notice 'role % is not a member of brain_writer: it cannot call the write functions yet', grant_source.role_name
              using hint = format('grant brain_writer to %I;', grant_source.role_name);
    end if;
    return query
    insert into brain.source_grants as g (role_name, source_id, can_write)
    values (grant_source.role_name, grant_source.source_id, grant_source.can_write)
    on conflict on constraint source_grants_role_source_key do update set can_write = excluded.can_write
    returning g.*;
end
$fn$;

comment on function brain.grant_source(text, text, boolean) is
'Admin: let a role (and its members) read a source, and write it when can_write; source_id null = every source, present and future. Granting again changes can_write. A role sees nothing of a source it has no grant for (row-level security), except admins. Unknown role = 42704, unknown source = P0002; a NOTICE when the role is not in brain_reader / brain_writer yet. Returns the brain.source_grants row. Example: select * from brain.grant_source(role_name => ''team_reader'', source_id => ''team'');';
