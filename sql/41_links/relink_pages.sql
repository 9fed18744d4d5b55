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
    _sources text[] := relink_pages.sources;
    _batch bigint[];
    _todo bigint[];
    _from integer := 0;
    _progress boolean;
    _n integer := 0; _a integer := 0; _r integer := 0; _k integer := 0; _u integer := 0;
begin
    if which is null or which not in ('all', 'stale', 'unresolved') then
        raise exception 'which must be all, stale or unresolved' using errcode = '22023',
              detail = format('got %L', which),
              hint = 'all: every live page; stale: pages written since their edges were last derived (a bulk import); unresolved: pages waiting for missing targets';
    end if;
    if sources is not null and exists (select 1 from unnest(sources) s where not exists (
           select 1 from brain.sources x where x.id = s)) then
        raise exception 'unknown source in %', sources using errcode = 'P0002',
              hint = 'list sources with: select * from brain.list_sources();';
    end if;
    if _sources is not null then
        perform brain._check_write(s) from unnest(_sources) s;
    else
        _sources := (select a.write_scope from brain._access(brain._caller()) a);
    end if;
    -- the name locks, shared, for every bucket: a page written meanwhile that these pages wait for is written before
    -- or after this relink, never during it (see brain._lock_names)
    perform brain._lock_names(every_bucket => 'shared');
    -- the pages to relink, once, in id order; then set-based batches of 1000 of them: each batch compiles the link
    -- rules once. A batch is claimed with FOR NO KEY UPDATE SKIP LOCKED, so several sessions can share the work (a
    -- bulk import runs two): each takes the next pages no other one holds, and the lock does not block the
    -- foreign-key checks of the edges the others insert.
    _todo := array(
        select p.id from brain.pages p
         where p.deleted_at is null
           and (_sources is null or p.source_id = any (_sources) or which = 'unresolved')
           and case which
                 when 'all' then true
                 when 'stale' then p.links_extracted_at is null
                 -- (the pages of the sources, and pages of any other source waiting for a target in them:
                 -- [[sec1:companies/acme]] written in sec2 resolves when an import brings sec1 that page;
                 -- unresolved_links.source_id is the source the target is looked for in)
                 else exists (select 1 from brain.unresolved_links u
                               where u.page_id = p.id
                                 and (_sources is null or p.source_id = any (_sources) or u.source_id = any (_sources)))
               end
         order by p.id);
    -- progress, for a client that asks for it (pgbrain import sets pgbrain.progress): a NOTICE per batch
    _progress := coalesce(current_setting('pgbrain.progress', true), '') = 'on';
    loop
        _from := _from + 1000;
        exit when _from - 999 > cardinality(_todo);
        select coalesce(array_agg(x.id order by x.id), '{}') into _batch
          from (select p.id from brain.pages p
                 where p.id = any (_todo[_from - 999 : _from]) and p.deleted_at is null
                 order by p.id
                 for no key update skip locked) x;
        if _progress then
            raise notice 'relinking: % of % pages', least(_from, cardinality(_todo)), cardinality(_todo)
                using detail = format('which => %s', which);
        end if;
        continue when cardinality(_batch) = 0;
        -- pages a bulk import wrote (defer_links) get their names here, set-based
        if which = 'stale' then
            perform brain._replace_page_names(_batch);
        end if;
        select _n + count(*), _a + coalesce(sum(r.links_added), 0), _r + coalesce(sum(r.links_retired), 0),
               _k + coalesce(sum(r.links_kept), 0), _u + coalesce(sum(r.unresolved), 0)
          into _n, _a, _r, _k, _u
          from brain._relink_pages(_batch, waiting_only => which = 'unresolved', with_diff => false) r;
    end loop;
    -- a bulk import just wrote most of the name dictionary: without statistics the question planner's lookups
    -- were planned as scans (48 ms a Japanese plan until autovacuum came by, 2 ms after), so it analyzes the table
    -- when it has none yet or this call wrote a fifth of its pages
    if which = 'stale' and _n > 0
       and (select c.reltuples < 0 or _n > 0.2 * c.reltuples from pg_catalog.pg_class c
             where c.oid = 'brain.page_names'::regclass) then
        analyze brain.page_names;
    end if;
    return query select _n, _a, _r, _k, _u;
end
$fn$;

comment on function brain.relink_pages(text[], text) is
'Re-derive the edges of live pages (of the given sources; null = all the caller may write; a named source it may not write = 42501) from the stored body references, frontmatter and current link rules, set-based in batches of 1000 pages; pages another session is relinking at the same time are left to it (several sessions can share one relink). which: all (e.g. after a DBA added rules), stale (pages written with defer_links since their edges were last derived: what a bulk import runs at the end; it also writes their names into brain.page_names), unresolved (pages waiting for missing targets: the pages of the sources, and pages of other sources waiting for a target in them, as [[sec1:companies/acme]] written in sec2; only their waiting references are looked at: those that now resolve become edges, the rest of each page stays as its last reconciliation left it). It holds the name locks (brain._lock_names) shared: pages written meanwhile that others wait for wait for it. With the setting pgbrain.progress = on it raises a NOTICE per batch (relinking: N of M pages). Returns totals (pages, links_added, links_retired, links_kept, unresolved). Example: select * from brain.relink_pages();';
