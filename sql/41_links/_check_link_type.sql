-- brain._check_link_type(link_type): the type if it is a valid name (open vocabulary).
create or replace function brain._check_link_type(link_type text)
returns text
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if link_type is null then
        raise exception 'link_type must not be null' using errcode = '22004',
              hint = 'e.g. works_at, invested_in, founded, advises, attended, mentions';
    end if;
    if link_type !~ '^[a-z][a-z0-9_]{0,63}$' then
        raise exception 'invalid link type %', quote_literal(left(link_type, 100))
            using errcode = '22023',
                  detail = 'a link type is snake_case: a lower-case letter, then letters, digits and _, at most 64 characters',
                  hint = format('known types: %s', (select string_agg(t.name, ', ' order by t.name) from brain.link_types t));
    end if;
    if not exists (select 1 from brain.link_types t where t.name = link_type) then
        raise notice 'link type % is not documented in brain.link_types', quote_literal(link_type)
            using hint = format('document it: insert into brain.link_types (name, label, description) values (%L, %L, ''...'');',
                                link_type, replace(link_type, '_', ' '));
    end if;
    return link_type;
end
$fn$;

comment on function brain._check_link_type(text) is
'Internal: returns link_type when it is a valid snake_case name of at most 64 characters (else 22004 / 22023 with the known types as HINT); an undocumented type gives a NOTICE. Example: select brain._check_link_type(''works_at'');';
