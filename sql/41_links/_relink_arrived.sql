-- brain._relink_arrived(page_ids, page_refs, page_edges, arrived, waiting_only): step 5' of the link engine, only
-- the references that were waiting and now resolve become edges.
create or replace function brain._relink_arrived(page_ids bigint[], page_refs brain._link_ref[],
                                                 page_edges brain._link_edge[], arrived bigint,
                                                 waiting_only boolean default false)
returns table (page_id bigint, links_added integer, links_retired integer, links_kept integer, unresolved integer,
               diff jsonb)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
-- the planner's row estimates for jsonb are far too high, which would make it JIT-compile statements that run in
-- milliseconds (hundreds of ms of compilation per batch)
set jit = off
-- plans made for the arrays at hand (a generic plan guesses 100 rows for unnest(...))
set plan_cache_mode = force_custom_plan
as $fn$
begin
    -- a page arrived that these pages were waiting for (put_page of a new page): only their references that now
    -- resolve to it change, from unresolved rows into edges. The caller holds the name locks of the arrived page,
    -- not the waiting pages' page locks: one of them may be being rewritten at this moment, and its writer owns
    -- everything else. The unresolved rows are the meeting point: whichever of the two deletes a row first, the
    -- other waits for it; a writer that got there first has replaced the page's references (its new text does not
    -- name the arrived page: a text that did would hold a name lock the caller holds exclusively), and nothing
    -- is added; else the edges are added, and that writer, which deletes unresolved rows before it retires edges
    -- (brain._relink_apply), sees them and retires them.
    -- waiting_only (brain.relink_pages(which => 'unresolved')) does the same for every reference the pages wait on
    -- that now resolves, whatever page it resolves to; a pair of pages that already has an edge from the page
    -- keeps what it has.
    return query
    with gone as (
        delete from brain.unresolved_links u
         where u.page_id = any (page_ids)
           and exists (select 1 from unnest(page_refs) r
                        where r.page_id = u.page_id
                      and (r.to_id = _relink_arrived.arrived or (_relink_arrived.waiting_only and r.to_id is not null))
                          and r.link_source = u.link_source and r.written = u.name
                          and r.origin_field = u.origin_field)
        returning u.page_id
    ), added as (
        insert into brain.links as l (from_page_id, to_page_id, link_type, context, link_source, origin_page_id,
                                      origin_field, resolution_type, held_from, held_from_precision, held_until,
                                      held_until_precision, held_ended, held_evidence)
        select e.from_id, e.to_id, e.link_type, e.context, e.link_source, e.origin_id, e.origin_field, e.resolution,
               e.held_from, e.held_from_precision, e.held_until, e.held_until_precision, coalesce(e.held_ended, false),
               coalesce(e.held_evidence, '[]')
          from unnest(page_edges) e
         where (_relink_arrived.waiting_only or _relink_arrived.arrived in (e.from_id, e.to_id))
           and e.origin_id in (select g.page_id from gone g)
           and not exists (select 1 from brain.links x
                            where x.origin_page_id = any (page_ids) and x.origin_page_id = e.origin_id
                              and x.valid_to is null
                              and x.link_source in ('markdown', 'frontmatter')
                              and ((x.from_page_id, x.to_page_id) = (e.from_id, e.to_id)
                                   or (x.from_page_id, x.to_page_id) = (e.to_id, e.from_id)))
        on conflict do nothing
        returning l.origin_page_id
    )
    select g.id, coalesce(ad.n, 0), 0, 0, coalesce(un.n, 0) - coalesce(go.n, 0),
           jsonb_build_object('arrived', _relink_arrived.arrived, 'waiting_only', _relink_arrived.waiting_only)
      from unnest(page_ids) g(id)
      left join (select a.origin_page_id, count(*)::integer as n from added a group by 1) ad
             on ad.origin_page_id = g.id
      left join (select x.page_id, count(*)::integer as n from gone x group by 1) go on go.page_id = g.id
      left join (select u.page_id, count(*)::integer as n from brain.unresolved_links u
                  where u.page_id = any (page_ids) group by 1) un on un.page_id = g.id;
end
$fn$;

comment on function brain._relink_arrived(bigint[], brain._link_ref[], brain._link_edge[], bigint, boolean) is
'Internal, step 5'' of the link engine (brain._relink_pages): with arrived (put_page of a page others were waiting for), turns only the references that now resolve to that page from unresolved rows into edges; with waiting_only (the unresolved pass of a relink), every waiting reference that now resolves. Everything else of those pages is left to their writers; the unresolved rows are where the two meet. Returns one row per page (links_added, unresolved left). Example: select * from brain._relink_arrived(array[41], brain._relink_refs(array[41]), ''{}'', 42);';
