-- brain._check_link_types(link_types): a link-type filter, checked (null = every type).
create or replace function brain._check_link_types(link_types text[])
returns text[]
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if link_types is null then
        return null;
    end if;
    if cardinality(link_types) = 0 then
        raise exception 'link_types is empty' using errcode = '22023',
              hint = 'pass null for every type, or name some, e.g. ''{works_at,founded}''';
    end if;
    perform brain._check_link_type(t) from unnest(link_types) t;
    return link_types;
end
$fn$;

comment on function brain._check_link_types(text[]) is
'Internal: returns a link-type filter when every element is a valid type name (null = every type; an empty array = 22023; a bad element = 22004 / 22023 as brain._check_link_type). Example: select brain._check_link_types(''{works_at,founded}'');';
