-- depends: 0041_embed_on_write
-- Vectors that follow the writes (issue 21): a statement that leaves chunks without a vector (new chunks, changed
-- text, a model switch) notifies channel brain_embed_stale, so that `pgbrain embed --follow` wakes at once; writers
-- return as soon as pages are stored. The trigger function lives in sql/30_embedding/_notify_stale_chunks.sql; it is
-- declared here with an empty body only so that the triggers can be made, and the sql/ reload of the same
-- `pgbrain db upgrade` replaces it.
create function brain._notify_stale_chunks() returns trigger language plpgsql as $fn$ begin return null; end $fn$;

create trigger content_chunks_notify_stale_insert
    after insert on brain.content_chunks
    referencing new table as new_rows
    for each statement execute function brain._notify_stale_chunks();

create trigger content_chunks_notify_stale_update
    after update on brain.content_chunks
    referencing new table as new_rows
    for each statement execute function brain._notify_stale_chunks();
