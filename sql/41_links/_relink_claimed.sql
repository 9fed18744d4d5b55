-- brain._relink_claimed(page_ids, which): one batch of a relink, on the pages the caller has claimed.
create or replace function brain._relink_claimed(page_ids bigint[], which text)
returns table (pages integer, links_added integer, links_retired integer, links_kept integer, unresolved integer)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n integer;
begin
    if cardinality(page_ids) = 0 then
        return query select 0, 0, 0, 0, 0;
        return;
    end if;
    -- pages a bulk import wrote (defer_links) get their names here, set-based
    if which = 'stale' then
        perform brain._replace_page_names(page_ids);
    end if;
    return query
    select count(*)::integer, coalesce(sum(r.links_added), 0)::integer, coalesce(sum(r.links_retired), 0)::integer,
           coalesce(sum(r.links_kept), 0)::integer, coalesce(sum(r.unresolved), 0)::integer
      from brain._relink_pages(page_ids, waiting_only => which = 'unresolved', with_diff => false) r;
    -- a bulk import just wrote most of the name dictionary: without statistics the question planner's lookups were
    -- planned as scans (48 ms a Japanese plan until autovacuum came by, 2 ms after), so the table is analyzed when it
    -- has no statistics yet or these pages are a fifth of it (ANALYZE counts this transaction's own new rows)
    _n := cardinality(page_ids);
    if which = 'stale'
       and (select c.reltuples < 0 or _n > 0.2 * c.reltuples from pg_catalog.pg_class c
             where c.oid = 'brain.page_names'::regclass) then
        analyze brain.page_names;
    end if;
end
$fn$;

comment on function brain._relink_claimed(bigint[], text) is
'Internal, one batch of brain.relink_pages and brain.relink_batch: the pages given, already claimed by the caller (FOR NO KEY UPDATE), get their names (which = stale) and their edges derived (brain._relink_pages; which = unresolved: only their waiting references); analyzes brain.page_names when it has no statistics or the batch is a fifth of it. Returns the summed counts (pages, links_added, links_retired, links_kept, unresolved). Example: select * from brain._relink_claimed(array[41, 42], ''all'');';
