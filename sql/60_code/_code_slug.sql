-- brain._code_slug(path): the flat slug of a code file (src/core/chunkers/code.ts -> src-core-chunkers-code-ts).
create or replace function brain._code_slug(path text)
returns text
language plpgsql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    -- each segment with its dots as '-', slugified as brain._slugify_path does, joined by '-'; a slug starts
    -- with a letter or digit: _core/umath.py -> u_core-umath-py
    -- (plpgsql: its body is checked when it runs, after brain._slugify_path, which loads later, exists)
    return (select case when s ~ '^[^[:alnum:]]' then 'u' else '' end || s
              from (select nullif(string_agg(brain._slugify_path(replace(seg, '.', '-')), '-' order by n), '') as s
                      from unnest(string_to_array(replace(coalesce(path, ''), '\', '/'), '/'))
                           with ordinality as x(seg, n)
                     where brain._slugify_path(replace(seg, '.', '-')) <> '') y);
end
$fn$;

comment on function brain._code_slug(text) is
'Internal: the flat slug of a code file (spec 3.3): each path segment has its dots turned into -, is slugified, and segments are joined by -; one that would start with _ . or - gets a u in front (a slug starts with a letter or digit: _core/umath.py -> u_core-umath-py). Example: select brain._code_slug(''src/core/chunkers/code.ts'');';
