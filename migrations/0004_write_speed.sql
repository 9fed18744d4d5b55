-- depends: 0003_search
-- Write speed (measured on the import benchmark, docs/benchmarks/import.md):
-- 1. brain._cjk_bigrams becomes PL/pgSQL with a fast path. As a SQL function with a pinned
--    search_path it could not be inlined, so every INSERT into content_chunks planned its body again
--    (0.15-0.3 ms a page, the largest single cost of a cold import); PL/pgSQL keeps its plans for the
--    session, and text with no character at or above U+2E80 (no NFKC form of a lower code point is
--    kana or an ideograph; tests/test_search.py checks every one) returns at once. The bigrams of any
--    text are exactly those of the 0003 definition, so the index stays valid without a rebuild.
-- 2. The basename and suffix indexes of brain.pages no longer lead with source_id. While a brain is
--    small, the generic plan PL/pgSQL caches for "where source_id = $1 and slug = $2" (put_page's
--    lookup) chose pages_slug_reverse_idx with only source_id as its condition, i.e. a scan of the
--    whole source on every later call in that session (1.9 ms a page at 10,000 pages, growing). Now
--    the unique (source_id, slug) index is the only one that source_id equality can use.
-- 3. brain.pages keeps free space in each heap page (fillfactor 85), so the bookkeeping updates of
--    a page row (links_extracted_at after the link pass, file_hash) are HOT updates that touch none of
--    its ten indexes.

create or replace function brain._cjk_bigrams(body text)
returns tsvector
language plpgsql
immutable
parallel safe
security invoker
set search_path = brain, public, pg_catalog
as $fn$
begin
    if body is null or body !~ '[\u2e80-\U0010ffff]' then
        return ''::tsvector;
    end if;
    -- every run of kana / ideographs becomes its overlapping bigrams (a lone character stays as is);
    -- NFKC first, so half-width katakana and full-width forms match their usual forms
    return (select coalesce(array_to_tsvector(array_agg(distinct g)), ''::tsvector)
              from (select substr(r.run, i, 2) as g
                      from regexp_matches(normalize(body, NFKC),
                                          '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+', 'g') m(a),
                           lateral (select m.a[1] as run) r,
                           lateral generate_series(1, greatest(length(r.run) - 1, 1)) i) b
             where g <> '');
end
$fn$;
comment on function brain._cjk_bigrams(text) is
'Internal (indexed): the CJK character bigrams of a text as a tsvector (田中太郎 -> 田中 中太 太郎), the lexemes of the CJK keyword arm; stock text search keeps a whole Japanese clause as one word. Text without a character at or above U+2E80 has none. Example: select brain._cjk_bigrams(''田中はAcme社に所属している'');';

alter table brain.pages set (fillfactor = 85);

drop index brain.pages_slug_tail_idx;
create index pages_slug_tail_idx on brain.pages (split_part(slug, '/', -1), source_id);
drop index brain.pages_slug_reverse_idx;
create index pages_slug_reverse_idx on brain.pages (reverse(slug) text_pattern_ops, source_id);

-- Search speed at 100,000 pages (docs/benchmarks/search.md): the relational arm finds the entity a
-- question names through indexed lookups, aliases included; the keyword arm ranks a bounded number of
-- candidates and does not intersect the posting lists of words nearly every chunk has.
create index pages_aliases_idx on brain.pages using gin ((frontmatter -> 'aliases'));
insert into brain.config (key, value, description) values
    ('search.keyword_candidates', '500',
     'Most matching chunks the keyword arm ranks per query (ranking reads each one); more finds more for unselective queries, slower.'),
    ('search.common_word_share', '0.25',
     'A query word found in at least this share of chunks (planner statistics) does not filter the keyword arm when rarer words are in the query; it still counts in the ranking.')
on conflict (key) do nothing;
