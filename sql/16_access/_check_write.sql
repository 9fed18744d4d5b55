-- brain._check_write(source_id): 42501 unless the caller may write into the source.
create or replace function brain._check_write(source_id text)
returns void
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _who name := brain._caller();
    _scope text[];
begin
    select a.write_scope into _scope from brain._access(_who) a;
    if _scope is null or _check_write.source_id = any (_scope) then
        return;
    end if;
    raise exception 'role % may not write to source %', quote_ident(_who), quote_literal(coalesce(_check_write.source_id, 'null'))
        using errcode = '42501',
              detail = format('sources it may write: %s', coalesce(nullif(array_to_string(_scope, ', '), ''), 'none')),
              hint = format('an admin can allow it: select * from brain.grant_source(role_name => %L, source_id => %L, can_write => true);',
                            _who, _check_write.source_id);
end
$fn$;

comment on function brain._check_write(text) is
'Internal: returns when the caller (brain._caller()) may write into the source, else 42501 with the sources it may write and a HINT. Write functions call it before looking anything up, so a refused caller learns nothing about the source. Example: select brain._check_write(''default'');';
