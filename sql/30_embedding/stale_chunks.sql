-- brain.stale_chunks(max_results, sources, after_id, slugs): chunks that have no embedding yet.
create or replace function brain.stale_chunks(max_results integer default 100, sources text[] default null,
                                              after_id bigint default 0, slugs text[] default null)
returns table (chunk_id bigint, text_hash text, chunk_text text, slug text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if max_results is null or max_results < 1 or max_results > 10000 then
        raise exception 'max_results must be between 1 and 10000' using errcode = '22023',
              detail = format('got %s', coalesce(max_results::text, 'null')), hint = 'the default is 100';
    end if;
    return query
    select c.id, encode(sha256(convert_to(c.chunk_text, 'UTF8')), 'hex'), c.chunk_text, p.slug
      from brain.content_chunks c
      join brain.pages p on p.id = c.page_id and p.deleted_at is null
     where c.embedding is null and c.modality = 'text' and c.id > coalesce(after_id, 0)
       and (stale_chunks.sources is null or p.source_id = any (stale_chunks.sources))
       and (stale_chunks.slugs is null or p.slug = any (stale_chunks.slugs))
     order by c.id
     limit max_results;
end
$fn$;

comment on function brain.stale_chunks(integer, text[], bigint, text[]) is
'Chunks of live pages that have no embedding yet (new, or whose text changed), in id order after after_id, at most max_results (1..10000), of the given sources and pages (slugs; null = all): (chunk_id, text_hash, chunk_text, slug). The embedder reads them, embeds each text and writes the vectors with brain.put_embeddings (pgbrain put and MCP put_page embed the page they wrote with slugs => its slug). Example: select chunk_id, slug from brain.stale_chunks(max_results => 10);';
