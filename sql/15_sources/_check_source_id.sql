-- brain._check_source_id(source_id): the id if it is well-formed, else 22004 / 22023.
create or replace function brain._check_source_id(source_id text)
returns text
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if source_id is null then
        raise exception 'source_id must not be null'
            using errcode = '22004', hint = 'the default source is ''default''';
    end if;
    if source_id !~ '^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$' or source_id = '__all__' then
        raise exception 'invalid source id %', quote_literal(left(source_id, 100))
            using errcode = '22023',
                  detail = 'a source id is 1-32 lower-case letters, digits and inner hyphens; __all__ is reserved',
                  hint = 'e.g. default, team, notes-2024';
    end if;
    return source_id;
end
$fn$;

comment on function brain._check_source_id(text) is
'Internal: returns a well-formed source id (1-32 lower-case letters, digits, inner hyphens; not __all__), else 22004 (null) or 22023. Example: select brain._check_source_id(''team'');';
