-- brain.revoke_source(role_name, source_id): take back a grant made with brain.grant_source.
create or replace function brain.revoke_source(role_name text, source_id text default null)
returns table (revoked_role name, revoked_source text, revoked boolean)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n integer;
begin
    if revoke_source.role_name is null then
        raise exception 'role_name must not be null' using errcode = '22004',
              hint = 'example: select * from brain.revoke_source(role_name => ''team_reader'', source_id => ''team'');';
    end if;
    delete from brain.source_grants g
     where g.role_name = revoke_source.role_name and g.source_id is not distinct from revoke_source.source_id;
    get diagnostics _n = row_count;
    if _n = 0 then
        raise notice 'role % had no grant on %', revoke_source.role_name,
                     coalesce(quote_literal(revoke_source.source_id), 'every source')
              using hint = 'list grants with: select * from brain.list_grants();';
    end if;
    return query select revoke_source.role_name::name, revoke_source.source_id, _n > 0;
end
$fn$;

comment on function brain.revoke_source(text, text) is
'Admin: remove the grant of one role on one source (source_id null = its every-source grant). Other grants, and those of roles it belongs to, still apply. No such grant = a NOTICE and revoked false. Returns (revoked_role, revoked_source, revoked). Example: select * from brain.revoke_source(role_name => ''team_reader'', source_id => ''team'');';
