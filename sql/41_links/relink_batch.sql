-- brain.relink_batch(sources, which, after_id, max_pages): one batch of a relink, for a client that commits as it goes.
create or replace function brain.relink_batch(sources text[] default null, which text default 'all',
                                              after_id bigint default null, max_pages integer default 1000)
returns table (pages integer, links_added integer, links_retired integer, links_kept integer, unresolved integer,
               last_id bigint, total integer)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on each named source; with sources null it relinks only the sources the caller may write
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _scope text[];
    _batch bigint[];
    _total integer;
    _r record;
begin
    if max_pages is null or max_pages not between 1 and 10000 then
        raise exception 'max_pages must be between 1 and 10000' using errcode = '22023',
              detail = format('got %s', coalesce(max_pages::text, 'null')),
              hint = 'a batch of 1000 pages takes about a second; call again with after_id => the last_id returned';
    end if;
    if after_id < 0 then
        raise exception 'after_id must be null (the start) or a page id' using errcode = '22023',
              detail = format('got %s', after_id),
              hint = 'start with after_id => null, then pass the last_id each call returns';
    end if;
    _scope := brain._relink_scope(relink_batch.sources, relink_batch.which);
    perform brain._lock_names(every_bucket => 'shared');
    select x.page_ids, x.total into _batch, _total
      from brain._relink_next(_scope, relink_batch.which, relink_batch.after_id, relink_batch.max_pages,
                              with_total => relink_batch.after_id is null) x;
    select * into _r from brain._relink_claimed(_batch, relink_batch.which);
    return query select _r.pages, _r.links_added, _r.links_retired, _r.links_kept, _r.unresolved,
                        _batch[cardinality(_batch)], _total;
end
$fn$;

comment on function brain.relink_batch(text[], text, bigint, integer) is
'One batch of brain.relink_pages, for a client that drives a long relink and commits after each call (what pgbrain import and pgbrain relink do): the pages it relinks stay locked only for their batch, what is done survives an interruption, and autovacuum and ANALYZE see the new edges as they come. Relinks the next max_pages (1..10000, else 22023) live pages after after_id (null = from the start), in id order, that which covers (all, stale, unresolved: as brain.relink_pages; bad which 22023, unknown source P0002, a named source the caller may not write 42501); pages another session holds are passed over and left to it, so several sessions can share one relink with one cursor. Returns the counts of this batch (pages, links_added, links_retired, links_kept, unresolved), last_id (the cursor for the next call; null when nothing is left) and total (with after_id null only: how many pages the whole relink covers, for progress). Example: select * from brain.relink_batch(array[''default''], ''stale''); then select * from brain.relink_batch(array[''default''], ''stale'', after_id => 1000);';
