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
    -- per segment (\ separates too): NFKC, accents and Hebrew points dropped, lower-case, white space to '-', then
    -- only letters, marks, digits, '.', '_' and '-' (what is neither punctuation nor invisible: the builtin C.UTF-8
    -- classes, with the format and private-use characters they count as graphic), runs of '-' collapsed and
    -- trimmed, no '.' at the end; empty segments dropped. pgbrain.slugs.slugify_path is its Python twin (a parity
    -- test holds them together). (A path that is
    -- already a slug is its own slug: the common case, without the per-segment work, a fifth of the time of a
    -- page's resolution with 10,000 references)
    if path ~ '^[a-z0-9]+([._-][a-z0-9]+)*(/[a-z0-9]+([._-][a-z0-9]+)*)*$' and path !~* '\.mdx?$' then
        return path;
    end if;
    return (select string_agg(s, '/' order by n)
      from (select rtrim(btrim(regexp_replace(regexp_replace(regexp_replace(
                       lower(normalize(regexp_replace(normalize(normalize(seg, NFKC), NFD), '[\u0300-\u036f\u0591-\u05c7]',
                                                      '', 'g'), NFC)),
                       '[[:space:]\ufeff]+', '-', 'g'),
                       '(?![._-])[[:punct:]]|[^[:graph:]-]|[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ue000-\uf8ff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U0001f130-\U0001f189\U000e0001-\U000e007f]',
                       '', 'g'), '-{2,}', '-', 'g'), '-'), '.-') as s, n
              from unnest(string_to_array(regexp_replace(replace(coalesce(path, ''), '\', '/'), '\.mdx?$', '', 'i'),
                                          '/'))
                   with ordinality as x(seg, n)) y
     where s <> '');
end
$fn$;

comment on function brain._slugify_path(text) is
'Internal: a written path as a slug, segment by segment (lower-case, accents dropped, spaces to hyphens, only letters, marks, digits, . _ -); null when nothing is left. The link engine''s twin of pgbrain.slugs.slugify_path. Example: select brain._slugify_path(''llm-wiki/entities/AI 3.0'');';
