-- brain._notify_stale_chunks(): statement-level trigger on brain.content_chunks: tell embed workers that chunks await vectors.
create or replace function brain._notify_stale_chunks()
returns trigger
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n bigint;
begin
    -- new_rows: the rows this statement inserted or updated; brain.put_embeddings' own updates leave none stale
    select count(*) into _n from new_rows r where r.embedding is null and r.modality = 'text';
    if _n > 0 then
        -- delivered at commit (identical payloads of one transaction once); the payload is the count, for a log
        perform pg_catalog.pg_notify('brain_embed_stale', _n::text);
    end if;
    return null;
end
$fn$;

comment on function brain._notify_stale_chunks() is
'Internal: statement-level trigger (transition table new_rows) after insert or update on brain.content_chunks: when the statement left text chunks without an embedding, notifies channel brain_embed_stale with their count (payload), which pgbrain embed --follow LISTENs to. Example: listen brain_embed_stale;';
