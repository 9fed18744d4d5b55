-- brain._effective_date(frontmatter, slug): when a page's content is about.
create or replace function brain._effective_date(frontmatter jsonb, slug text)
returns timestamptz
language plpgsql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _v text;
    _d text;
begin
    -- PL/pgSQL rather than SQL: called once per page write, and a SQL function with a pinned
    -- search_path is planned again on every call
    -- the first of frontmatter date / effective_date / published that is a valid date, else a
    -- YYYY-MM-DD at the start of the slug's last segment (meetings/2025-03-04-planning)
    foreach _v in array array[frontmatter ->> 'effective_date', frontmatter ->> 'date', frontmatter ->> 'published'] loop
        if _v ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' and pg_input_is_valid(left(_v, 10), 'date') then
            return left(_v, 10)::date::timestamptz;
        end if;
    end loop;
    _d := substring(slug from '(?:^|/)([0-9]{4}-[0-9]{2}-[0-9]{2})[^/]*$');
    if _d is not null and pg_input_is_valid(_d, 'date') then
        return _d::date::timestamptz;
    end if;
    return null;
end
$fn$;

comment on function brain._effective_date(jsonb, text) is
'Internal: a page''s effective date: frontmatter effective_date, date or published (YYYY-MM-DD...), else a date starting the slug''s last segment, else null. Example: select brain._effective_date(''{}'', ''meetings/2025-03-04-planning'');';
