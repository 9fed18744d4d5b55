-- brain._salience(frontmatter): emotional weight in [0, 1] from the frontmatter.
create or replace function brain._salience(frontmatter jsonb)
returns real
language sql
immutable
parallel safe
security invoker
set search_path = brain, public, pg_catalog
as $fn$
    select coalesce(
        (select least(1, greatest(0, (v #>> '{}')::real))
           from (values (1, frontmatter -> 'emotional_weight'), (2, frontmatter -> 'salience')) x(n, v)
          where jsonb_typeof(v) = 'number'
          order by n limit 1),
        0)::real
$fn$;

comment on function brain._salience(jsonb) is
'Internal: a page''s emotional weight: frontmatter emotional_weight or salience (a number, clamped to [0, 1]), else 0. Example: select brain._salience(''{"salience": 0.8}'');';
