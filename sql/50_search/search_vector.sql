-- brain.search_vector(query_embedding, ...): nearest pages by embedding only.
create or replace function brain.search_vector(query_embedding public.vector, max_results integer default 10,
                                               sources text[] default null, types text[] default null,
                                               since date default null, until date default null,
                                               result_offset integer default 0)
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
    if query_embedding is null then
        raise exception 'query_embedding must not be null' using errcode = '22004',
              hint = 'embed the query with the brain''s model (pgbrain query does), or use brain.search_keyword';
    end if;
    return query
    select * from brain._search_fuse('(vector)', query_embedding, max_results, sources, types, since, until,
                                     result_offset, '{vector}');
end
$fn$;

comment on function brain.search_vector(public.vector, integer, text[], text[], date, date, integer) is
'Vector search only: the pages whose chunks are nearest to query_embedding (HNSW, cosine; pgvector iterative scan under filters), best chunk per page, with the backlink boost; same shape and limits as brain.search. Example: select slug, score from brain.search_vector(query_embedding => $1);';
