-- brain._slugify_path(path): a written path as a slug (llm-wiki/entities/AI 3.0 -> llm-wiki/entities/ai-3.0).
create or replace function brain._slugify_path(path text)
returns text
language plpgsql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    -- per segment: NFKC, accents dropped, lower-case, only letters, digits, '.', '_' and '-', white
    -- space to '-', runs of '-' collapsed and trimmed, no '.' at the end; empty segments dropped. (A path that is
    -- already a slug is its own slug: the common case, without the per-segment work, a fifth of the time of a
    -- page's resolution with 10,000 references)
    if path ~ '^[a-z0-9]+([._-][a-z0-9]+)*(/[a-z0-9]+([._-][a-z0-9]+)*)*$' and path !~* '\.mdx?$' then
        return path;
    end if;
    return (select string_agg(s, '/' order by n)
      from (select rtrim(btrim(regexp_replace(regexp_replace(regexp_replace(
                       lower(normalize(regexp_replace(normalize(normalize(seg, NFKC), NFD), '[\u0300-\u036f]', '', 'g'), NFC)),
                       '[[:space:]]+', '-', 'g'), '[^[:alnum:]._-]', '', 'g'), '-{2,}', '-', 'g'), '-'), '.-') as s, n
              from unnest(string_to_array(regexp_replace(coalesce(path, ''), '\.mdx?$', '', 'i'), '/'))
                   with ordinality as x(seg, n)) y
     where s <> '');
end
$fn$;

comment on function brain._slugify_path(text) is
'Internal: a written path as a slug, segment by segment (lower-case, accents dropped, spaces to hyphens, only letters, digits, . _ -). Example: select brain._slugify_path(''llm-wiki/entities/AI 3.0'');';
