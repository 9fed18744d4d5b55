-- brain.stale_chunk_count(sources, slugs): how many chunks have no embedding yet.
create or replace function brain.stale_chunk_count(sources text[] default null, slugs text[] default null)
returns bigint
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    return (select count(*) from brain.content_chunks c
              join brain.pages p on p.id = c.page_id and p.deleted_at is null
             where c.embedding is null and c.modality = 'text'
               and (stale_chunk_count.sources is null or p.source_id = any (stale_chunk_count.sources))
               and (stale_chunk_count.slugs is null or p.slug = any (stale_chunk_count.slugs)));
end
$fn$;

comment on function brain.stale_chunk_count(text[], text[]) is
'How many chunks of live pages brain.stale_chunks would return in all (no embedding yet), in the given sources (null = every source the caller reads) and pages (slugs; null = all): the total pgbrain embed shows progress against. Example: select brain.stale_chunk_count();';
