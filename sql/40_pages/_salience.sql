-- brain._salience(frontmatter): emotional weight in [0, 1] from the frontmatter.
create or replace function brain._salience(frontmatter jsonb)
returns real
language plpgsql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    -- PL/pgSQL rather than SQL: called once per page write, and a SQL function with a pinned
    -- search_path is planned again on every call
    if jsonb_typeof(frontmatter -> 'emotional_weight') = 'number' then
        return least(1, greatest(0, (frontmatter ->> 'emotional_weight')::real));
    elsif jsonb_typeof(frontmatter -> 'salience') = 'number' then
        return least(1, greatest(0, (frontmatter ->> 'salience')::real));
    end if;
    return 0::real;
end
$fn$;

comment on function brain._salience(jsonb) is
'Internal: a page''s emotional weight: frontmatter emotional_weight or salience (a number, clamped to [0, 1]), else 0. Example: select brain._salience(''{"salience": 0.8}'');';
