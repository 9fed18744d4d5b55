-- brain.search_keyword(query, ...): keyword search only (english words, titles, CJK bigrams).
create or replace function brain.search_keyword(query text, max_results integer default 10, sources text[] default null,
                                                types text[] default null, since date default null,
                                                until date default null, result_offset integer default 0,
                                                detail text default null)
returns table (slug text, source_id text, title text, type text, chunk_text text, chunk_source text, score real,
               explain jsonb)
language plpgsql
stable
-- SECURITY DEFINER: under row-level security PostgreSQL may not use the full-text, trigram and HNSW indexes (their
-- operators are not leakproof), which made a search by a non-admin role 50x slower; so it runs as the owner, and
-- every arm is confined to brain._read_scope, which keeps to the sources the caller may read
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    return query
    select * from brain._search_fuse(query, null, max_results, sources, types, since, until, result_offset,
                                     '{keyword,title,cjk}', detail);
end
$fn$;

comment on function brain.search_keyword(text, integer, text[], text[], date, date, integer, text) is
'Keyword search only: chunk full text (english configuration; all words, else any), page titles and CJK character bigrams (so 出資 finds a Japanese sentence containing it), fused by RRF with the backlink and title boosts; same shape, limits and detail levels as brain.search. Example: select slug, score from brain.search_keyword(query => ''出資'');';
