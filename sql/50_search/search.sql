-- brain.search(query, query_embedding, ...): hybrid search, one row per page.
create or replace function brain.search(query text, query_embedding public.vector default null,
                                        max_results integer default 10, sources text[] default null,
                                        types text[] default null, since date default null, until date default null,
                                        result_offset integer default 0, detail text default null)
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
    select * from brain._search_fuse(query, query_embedding, max_results, sources, types, since, until, result_offset,
                                     '{keyword,title,cjk,vector,relational}', detail);
end
$fn$;

comment on function brain.search(text, public.vector, integer, text[], text[], date, date, integer, text) is
'Hybrid search: keyword (chunks, all words else any), title, CJK bigram, vector (when query_embedding is given) and relational arms (a question like who works at X? / Xに出資したのは誰？ answered from typed edges), fused by weighted RRF with cosine re-score and backlink / recency / salience / title boosts; one row per page with its best chunk: (slug, source_id, title, type, chunk_text, chunk_source, score, explain). sources null = federated sources; detail low (compiled-truth chunks only, each x 2), medium or high, null = suggested by the intent (entity: low; temporal, event: high; else medium); max_results null = 10, < 1 = 22023, > 100 = 100 with a NOTICE. Works without an embedding. Example: select slug, score from brain.search(query => ''who works at Acme?'');';
