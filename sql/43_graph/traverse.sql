-- brain.traverse(slug, ...): walk the typed graph from a page, level by level (recursive CTE, depth <= 10).
-- Rows are brain.traverse_row (migration 0007): with returns table, PL/pgSQL could not have both the depth
-- parameter and a depth column.
create or replace function brain.traverse(slug text, depth integer default 5, link_types text[] default null,
                                          direction text default 'out', sources text[] default null,
                                          as_of timestamptz default null, source_id text default 'default',
                                          held_at date default null, held_during daterange default null,
                                          held text default null)
returns setof brain.traverse_row
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _depth integer;
    _types text[];
    _start bigint;
    _scope text[];
    _cap integer;
    _edges text;
    _valid text;
    _typed text;
    _back text := '';
    _h record;
    _held text;
    -- one row per far page and type (of several edges, one with dates, current first, the latest)
    _out_edges constant text := 'select distinct on (e.to_page_id, e.link_type) e.to_page_id as other, e.link_type, '
                                'true as outgoing, brain._held_text(e.held_from, e.held_from_precision) as held_from, '
                                'brain._held_text(e.held_until, e.held_until_precision) as held_until, e.held_ended '
                                'from brain.links e where e.from_page_id = w.node and %s %s %s '
                                'order by e.to_page_id, e.link_type, (e.held_from is null and not e.held_ended), '
                                'e.held_ended, e.held_until desc nulls first, '
                                'e.held_from desc nulls last';
    _in_edges constant text := 'select distinct on (e.from_page_id, e.link_type) e.from_page_id as other, e.link_type, '
                               'false as outgoing, brain._held_text(e.held_from, e.held_from_precision) as held_from, '
                               'brain._held_text(e.held_until, e.held_until_precision) as held_until, e.held_ended '
                               'from brain.links e where e.to_page_id = w.node and %s %s %s '
                               'order by e.from_page_id, e.link_type, (e.held_from is null and not e.held_ended), '
                               'e.held_ended, e.held_until desc nulls first, '
                               'e.held_from desc nulls last';
begin
    perform brain._check_direction(traverse.direction);
    _h := brain._held_args(traverse.held_at, traverse.held_during, traverse.held, traverse.as_of);
    _types := brain._check_link_types(traverse.link_types);
    if traverse.depth < 0 then
        raise exception 'depth must be 0 or more' using errcode = '22023',
              detail = format('got %s', traverse.depth), hint = 'the default is 5; at most 10 (deeper asks are cut to 10)';
    end if;
    _depth := coalesce(traverse.depth, 5);
    if _depth > 10 then
        raise notice 'depth % is above 10: walking 10 levels', _depth;
        _depth := 10;
    end if;
    select s.page_id, s.scope into _start, _scope
      from brain._graph_start(traverse.slug, traverse.source_id, traverse.sources, traverse.as_of) s;
    if _depth = 0 then
        return;
    end if;
    _cap := coalesce((select (c.value #>> '{}')::integer from brain.config c where c.key = 'graph.frontier_cap'), 10000);

    -- The walk is one recursive CTE, put together from fixed pieces (no caller text goes into it; values are bound
    -- parameters) so that a call runs only its own direction: current edges come from links_out_idx /
    -- links_in_idx (index-only), edges as of a time from the (page, valid_from) indexes. Each row is one edge of a
    -- walked page; it is walked on unless its far end is already on the row's own path (ids): that edge closes a
    -- cycle and is reported, but nothing loops. A page's parallel rows for one edge (several provenances) count
    -- once (distinct); in both directions the edge a page was reached by is not reported again from its far end.
    -- A level keeps at most graph.frontier_cap rows (LIMIT: the first ones the walk meets); a NOTICE names each
    -- level that reached the cap. The walk recurses to the level before the last; the last level is added below.
    _valid := case when traverse.as_of is null then 'e.valid_to is null'
                   else 'e.valid_from <= $4 and (e.valid_to is null or e.valid_to > $4)' end;
    _typed := case when _types is not null then 'and e.link_type = any ($3)' else '' end;
    -- world time (brain._held_keep, written out for the common edge without dates: it holds unless an edge of the
    -- same relation has dates; then the relation is judged as a whole)
    _held := case when _h.mode = 'any' then ''
                  else 'and case when e.held_from is null and not e.held_ended and not exists (select 1 '
                       'from brain.link_types c where c.name = e.link_type and c.cardinality is not null) '
                       'and not exists (select 1 from brain.links s where s.from_page_id = e.from_page_id '
                       'and s.link_type = e.link_type and s.to_page_id = e.to_page_id and (s.held_from is not null or s.held_ended) and '
                       || replace(_valid, 'e.', 's.') || ') then $9 <> ''ended'' '
                       'else brain._held_keep(e.link_type, e.from_page_id, e.to_page_id, e.held_from, '
                       'e.held_from_precision, e.held_until, e.held_until_precision, e.held_ended, $7, $8, $9, $4) end'
              end;
    _edges := case traverse.direction
                  when 'out' then format('(' || _out_edges || ')', _valid, _typed, _held)
                  when 'in' then format('(' || _in_edges || ')', _valid, _typed, _held)
                  else format('(' || _out_edges || ')', _valid, _typed, _held) || ' union all '
                       || format('(' || _in_edges || ')', _valid, _typed, _held)
              end;
    -- a row knows its far end (node, title, last on path) and near end (previous on path, near_title), whether
    -- the edge leaves the near end (outgoing) and its type; from / to follow from outgoing
    if traverse.direction = 'both' then
        _back := 'and not coalesce(x.link_type = w.link_type and x.other = w.ids[w.depth] and x.outgoing <> w.outgoing,
                                   false)';
    end if;
    return query execute format($q$
    with recursive walk (node, title, near_title, depth, ids, path, walkable, outgoing, link_type, held_from,
                         held_until, held_ended) as (
        select p.id, p.title, null::text, 0, array[p.id], array[p.slug], true, null::boolean, null::text, null::text,
               null::text, null::boolean
          from brain.pages p where p.id = $1
        union all
        (select x.other, p.title, w.title, w.depth + 1, w.ids || x.other, w.path || p.slug, x.other <> all (w.ids),
                x.outgoing, x.link_type, x.held_from, x.held_until, x.held_ended
           from walk w
           cross join lateral (%1$s) x
           join brain.pages p on p.id = x.other and p.source_id = any ($5)
                             and (p.deleted_at is null or p.deleted_at > $4)
          where w.walkable and w.depth < $2 - 1 %2$s
          limit $6)
    ),
    -- the last level is most of the rows (about 10,000 of 11,000 at depth 4, out-degree 10) and is not walked on:
    -- its far pages are looked up in one index scan (= any) instead of one nested-loop probe per edge, which took
    -- a third of the time. Its cap counts the edges met, before pages outside the sources are dropped.
    last_level as materialized (
        select x.other as node, w.title as near_title, w.depth + 1 as depth, w.path, x.outgoing, x.link_type,
               x.held_from, x.held_until, x.held_ended
          from walk w
          cross join lateral (%1$s) x
         where w.walkable and w.depth = $2 - 1 %2$s
         limit $6
    ),
    far as materialized (
        select p.id, p.slug, p.title from brain.pages p
         where p.id = any (array(select distinct l.node from last_level l))
           and p.source_id = any ($5) and (p.deleted_at is null or p.deleted_at > $4)
    ),
    reached as (
        select w.depth, w.path, w.outgoing, w.link_type, w.title, w.near_title, w.held_from, w.held_until,
               w.held_ended
          from walk w where w.depth > 0
        union all
        select l.depth, l.path || f.slug, l.outgoing, l.link_type, f.title, l.near_title, l.held_from, l.held_until,
               l.held_ended
          from last_level l join far f on f.id = l.node
    ),
    edges as (
        select w.depth, w.path, w.link_type,
               case when w.outgoing then w.path[w.depth] else w.path[w.depth + 1] end as from_slug,
               case when w.outgoing then w.path[w.depth + 1] else w.path[w.depth] end as to_slug,
               case when w.outgoing then w.near_title else w.title end as from_title,
               case when w.outgoing then w.title else w.near_title end as to_title, w.held_from, w.held_until,
               w.held_ended
          from reached w)
    select distinct on (e.depth, e.from_slug collate "C", e.to_slug collate "C", e.link_type collate "C")
           e.depth, e.from_slug, e.to_slug, e.link_type, e.path, e.from_title, e.to_title, e.held_from, e.held_until,
           e.held_ended
      from edges e
     where not exists (select from (select v.depth from walk v where v.depth > 0 group by v.depth
                                    having count(*) >= $6
                                    union all
                                    select $2 from last_level having count(*) >= $6 offset 0) c
                        where brain._frontier_capped(c.depth, $6))
     order by e.depth, e.from_slug collate "C", e.to_slug collate "C", e.link_type collate "C", e.path collate "C"
    $q$, _edges, _back)
    using _start, _depth, _types, traverse.as_of, _scope, _cap, _h.at, _h.during, _h.mode;
end
$fn$;


comment on function brain.traverse(text, integer, text[], text, text[], timestamptz, text, date, daterange, text) is
'Walk the graph from page (source_id, slug): every edge of every page reached within depth hops, direction out (default), in or both, optional link_types, current edges or those valid at as_of, pages in sources (null = the federated sources and the start page''s). Depth null = 5, 0 = no edges, > 10 = 10 with a NOTICE, negative = 22023. A page is not walked twice on one path: the edge that closes a cycle is reported, nothing loops; each level keeps at most graph.frontier_cap edges (a NOTICE names a level that reaches it). World time as brain.list_links: held current (default: the relations that hold at held_at, default today or the day of as_of; an ended job is not walked), held_during (a daterange), held ended (former) or any. Returns (depth, from_slug, to_slug, link_type, path, from_title, to_title, held_from, held_until, held_ended: the latest interval of the relation kept) in stored edge direction, path = the slugs from the start to the far end, ordered by depth, from_slug, to_slug. Example: select depth, from_slug, to_slug from brain.traverse(slug => ''companies/acme'', link_types => ''{works_at}'', direction => ''in'');';
