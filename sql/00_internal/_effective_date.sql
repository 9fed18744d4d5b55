-- brain._effective_date(frontmatter, slug): when a page's content is about.
create or replace function brain._effective_date(frontmatter jsonb, slug text)
returns timestamptz
language sql
immutable
parallel safe
security invoker
set search_path = brain, public, pg_catalog
as $fn$
    -- the first of frontmatter date / effective_date / published that is a valid date, else a
    -- YYYY-MM-DD at the start of the slug's last segment (meetings/2025-03-04-planning)
    select coalesce(
        (select left(v, 10)::date::timestamptz
           from (values (1, frontmatter ->> 'effective_date'), (2, frontmatter ->> 'date'),
                        (3, frontmatter ->> 'published')) x(n, v)
          where v ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' and pg_input_is_valid(left(v, 10), 'date')
          order by n limit 1),
        (select substring(slug from '(?:^|/)([0-9]{4}-[0-9]{2}-[0-9]{2})[^/]*$')::date::timestamptz
          where pg_input_is_valid(coalesce(substring(slug from '(?:^|/)([0-9]{4}-[0-9]{2}-[0-9]{2})[^/]*$'), 'x'), 'date')))
$fn$;

comment on function brain._effective_date(jsonb, text) is
'Internal: a page''s effective date: frontmatter effective_date, date or published (YYYY-MM-DD...), else a date starting the slug''s last segment, else null. Example: select brain._effective_date(''{}'', ''meetings/2025-03-04-planning'');';
