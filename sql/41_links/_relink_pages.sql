-- brain._relink_pages(page_ids, arrived, waiting_only): the link engine. Derives the edges of many pages at once
-- from their stored references and frontmatter, then diffs them against the current edges each page owns; or, with
-- arrived / waiting_only, adds only the edges of references that were waiting.
create or replace function brain._relink_pages(page_ids bigint[], arrived bigint default null,
                                               waiting_only boolean default false, with_diff boolean default true)
returns table (page_id bigint, links_added integer, links_retired integer, links_kept integer, unresolved integer,
               diff jsonb)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _ids   bigint[];
    _held  bigint[];
    _refs  brain._link_ref[];
    _edges brain._link_edge[];
begin
    -- pages whose current content came from a writer without the auto-link right (brain.pages.auto_link),
    -- or whose source is untrusted, derive nothing: no edge added or retired, no unresolved reference
    select coalesce(array_agg(p.id) filter (where p.auto_link and s.trusted), '{}'),
           coalesce(array_agg(p.id) filter (where not (p.auto_link and s.trusted)), '{}')
      into _ids, _held
      from brain.pages p join brain.sources s on s.id = p.source_id
     where p.id = any (_relink_pages.page_ids);

    -- The working rows live in variables (arrays of brain._link_ref / brain._link_edge), never in scratch
    -- tables: this runs inside SECURITY DEFINER calls, and a table found in pg_temp could be the caller's, with
    -- the caller's trigger on it.
    _refs := brain._relink_refs(_ids, _relink_pages.waiting_only);   -- 1. the references
    _refs := brain._relink_resolve(_refs);                            -- 2.-3. each resolved, or why not
    _edges := brain._relink_type(_refs, _ids);                        -- 4. the edges they assert, typed

    if _relink_pages.arrived is not null or _relink_pages.waiting_only then
        -- 5'. only the waiting references that now resolve become edges
        return query select * from brain._relink_arrived(_ids, _refs, _edges, _relink_pages.arrived,
                                                         _relink_pages.waiting_only);
    else
        -- 5.-6. the diff against the current edges, the unresolved references, one row per page
        return query select * from brain._relink_apply(_ids, _held, _refs, _edges, _relink_pages.with_diff);
    end if;
end
$fn$;

comment on function brain._relink_pages(bigint[], bigint, boolean, boolean) is
'Internal: the link engine, behind brain.put_page, brain.relink_page, brain.relink_pages and brain.remove_source. Derives the edges of the given pages in named, set-based steps over the whole batch - brain._relink_refs (the references), brain._relink_resolve (each to a page), brain._relink_type (typed edges), brain._relink_apply (adds the new edges, retires (valid_to = now()) the ones a page no longer asserts, keeps the rest, records unresolved references). With arrived (a page id: put_page of a page others were waiting for) or waiting_only (the unresolved pass of a relink) brain._relink_arrived only turns the waiting references that now resolve into edges. Callers hold the name locks (brain._lock_names). Manual edges and edges other pages assert are never touched. Pages written without the auto-link right (pages.auto_link false) or in an untrusted source derive nothing (their row says auto_link false in diff). Returns one row per page with its diff (with_diff false: the counts alone, diff null; brain.relink_pages sums them). Example: select * from brain._relink_pages(array[41, 42]);';
