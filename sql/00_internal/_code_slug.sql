-- brain._code_slug(path): the flat slug of a code file (src/core/chunkers/code.ts -> src-core-chunkers-code-ts).
create or replace function brain._code_slug(path text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = brain, public, pg_catalog
as $fn$
    -- per segment: dots to '-', then slugified as brain._slugify_path does; segments joined by '-'
    -- (a slug starts with a letter or digit: _core/umath.py -> u_core-umath-py)
    select case when string_agg(s, '-' order by n) ~ '^[^[:alnum:]]' then 'u' else '' end
           || nullif(string_agg(s, '-' order by n), '')
      from (select btrim(regexp_replace(regexp_replace(regexp_replace(
                       lower(normalize(regexp_replace(normalize(normalize(replace(seg, '.', '-'), NFKC), NFD),
                                                      '[\u0300-\u036f]', '', 'g'), NFC)),
                       '[[:space:]]+', '-', 'g'), '[^[:alnum:]_-]', '', 'g'), '-{2,}', '-', 'g'), '-') as s, n
              from unnest(string_to_array(replace(coalesce(path, ''), '\', '/'), '/')) with ordinality as x(seg, n)) y
     where s <> ''
$fn$;

comment on function brain._code_slug(text) is
'Internal: the flat slug of a code file (spec 3.3): each path segment has its dots turned into -, is slugified, and segments are joined by -; one that would start with _ . or - gets a u in front (a slug starts with a letter or digit: _core/umath.py -> u_core-umath-py). Example: select brain._code_slug(''src/core/chunkers/code.ts'');';
