-- brain.relink_pages(sources, which): re-derive the edges of many pages from the database alone.
create or replace function brain.relink_pages(sources text[] default null, which text default 'all')
returns table (pages integer, links_added integer, links_retired integer, links_kept integer, unresolved integer)
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
    _after bigint := 0;
    _done integer := 0;
    _progress boolean;
    _r record;
    _n integer := 0; _a integer := 0; _r_ integer := 0; _k integer := 0; _u integer := 0;
begin
    _scope := brain._relink_scope(relink_pages.sources, relink_pages.which);
    -- the name locks, shared, for every bucket: a page written meanwhile that these pages wait for is written before
    -- or after this relink, never during it (see brain._lock_names)
    perform brain._lock_names(every_bucket => 'shared');
    -- progress, for a client that asks for it: a NOTICE per batch (the total counted once, at the start)
    _progress := coalesce(current_setting('pgbrain.progress', true), '') = 'on';
    -- set-based batches of 1000 pages in id order, each claimed by brain._relink_next: several sessions can share
    -- the work, each taking the next pages no other one holds. (All in this call's transaction: for a long relink
    -- that commits as it goes, a client calls brain.relink_batch instead.)
    loop
        select x.page_ids, coalesce(x.total, _total) into _batch, _total
          from brain._relink_next(_scope, relink_pages.which, _after, 1000, with_total => _after = 0 and _progress) x;
        exit when cardinality(_batch) = 0;
        _after := _batch[cardinality(_batch)];
        _done := _done + cardinality(_batch);
        if _progress then
            raise notice 'relinking: % of % pages', least(_done, _total), _total
                using detail = format('which => %s', relink_pages.which);
        end if;
        select * into _r from brain._relink_claimed(_batch, relink_pages.which);
        _n := _n + _r.pages; _a := _a + _r.links_added; _r_ := _r_ + _r.links_retired;
        _k := _k + _r.links_kept; _u := _u + _r.unresolved;
    end loop;
    return query select _n, _a, _r_, _k, _u;
end
$fn$;

comment on function brain.relink_pages(text[], text) is
'Re-derive the edges of live pages (of the given sources; null = all the caller may write; a named source it may not write = 42501) from the stored body references, frontmatter and current link rules, set-based in batches of 1000 pages, all in the caller''s transaction (brain.relink_batch does one batch per call, for a relink that commits as it goes); pages another session holds at the same time are left to it (several sessions can share one relink). which: all (e.g. after a DBA added rules), stale (pages written with defer_links since their edges were last derived: what a bulk import runs at the end; it also writes their names into brain.page_names), unresolved (pages waiting for missing targets: the pages of the sources, and pages of other sources waiting for a target in them, as [[sec1:companies/acme]] written in sec2; only their waiting references are looked at: those that now resolve become edges, the rest of each page stays as its last reconciliation left it). It holds the name locks (brain._lock_names) shared: pages written meanwhile that others wait for wait for it. With the setting pgbrain.progress = on it raises a NOTICE per batch (relinking: N of M pages). Returns totals (pages, links_added, links_retired, links_kept, unresolved). Example: select * from brain.relink_pages();';
