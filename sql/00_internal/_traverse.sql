-- brain._traverse(...): the body of brain.traverse (PL/pgSQL keeps its plans for the session; brain.traverse
-- is a SQL wrapper because PL/pgSQL cannot have a parameter and an output column both named depth).
create or replace function brain._traverse(start_slug text, max_depth integer, link_types text[], direction text,
                                           sources text[], as_of timestamptz, source_id text)
returns table (walk_depth integer, from_slug text, to_slug text, link_type text, path text[], from_title text,
               to_title text)
language plpgsql
stable
security invoker
set search_path = brain, public, pg_catalog
as $fn$
declare
    _depth integer;
    _types text[];
    _start bigint;
    _scope text[];
    _cap integer;
    _out boolean;
    _in boolean;
begin
    perform brain._check_direction(_traverse.direction);
    _types := brain._check_link_types(_traverse.link_types);
    if max_depth < 0 then
        raise exception 'depth must be 0 or more' using errcode = '22023',
              detail = format('got %s', max_depth), hint = 'the default is 5; at most 10 (deeper asks are cut to 10)';
    end if;
    _depth := coalesce(max_depth, 5);
    if _depth > 10 then
        raise notice 'depth % is above 10: walking 10 levels', _depth;
        _depth := 10;
    end if;
    select s.page_id, s.scope into _start, _scope
      from brain._graph_start(start_slug, _traverse.source_id, _traverse.sources, _traverse.as_of) s;
    if _depth = 0 then
        return;
    end if;
    _cap := coalesce((select (c.value #>> '{}')::integer from brain.config c where c.key = 'graph.frontier_cap'), 10000);
    _out := _traverse.direction in ('out', 'both');
    _in := _traverse.direction in ('in', 'both');

    -- One row per edge a walked page has, level by level. A row is walked on (walkable) unless its far end is
    -- already on the row's own path (ids): that edge closes a cycle and is reported, but the walk stops there.
    -- Each branch of the lateral union is gated by a one-time filter, so a call runs only its own direction
    -- (links_out_idx / links_in_idx for current edges, the (page, valid_from) indexes as of a time), and a page's
    -- parallel rows for one edge (several provenances) count once. In both directions the edge a page was
    -- reached by is not reported again from its far end. A level keeps at most graph.frontier_cap rows (LIMIT: the
    -- first ones the walk meets), and a NOTICE tells which level reached the cap.
    return query
    with recursive walk (node, slug, title, depth, ids, path, walkable, from_slug, from_title, to_slug, to_title,
                         link_type, via_from, via_to) as (
        select p.id, p.slug, p.title, 0, array[p.id], array[p.slug], true, null::text, null::text, null::text,
               null::text, null::text, null::bigint, null::bigint
          from brain.pages p where p.id = _start
        union all
        (select x.other, p.slug, p.title, w.depth + 1, w.ids || x.other,
                w.path || p.slug, x.other <> all (w.ids),
                case when x.outgoing then w.slug else p.slug end,
                case when x.outgoing then w.title else p.title end,
                case when x.outgoing then p.slug else w.slug end,
                case when x.outgoing then p.title else w.title end,
                x.link_type,
                case when x.outgoing then w.node else x.other end,
                case when x.outgoing then x.other else w.node end
                  from walk w
                  cross join lateral (
                      select distinct e.to_page_id as other, e.link_type, true as outgoing
                        from brain.links e
                       where _out and _traverse.as_of is null
                         and e.from_page_id = w.node and e.valid_to is null
                         and (_types is null or e.link_type = any (_types))
                      union all
                      select distinct e.to_page_id, e.link_type, true
                        from brain.links e
                       where _out and _traverse.as_of is not null
                         and e.from_page_id = w.node and e.valid_from <= _traverse.as_of
                         and (e.valid_to is null or e.valid_to > _traverse.as_of)
                         and (_types is null or e.link_type = any (_types))
                      union all
                      select distinct e.from_page_id, e.link_type, false
                        from brain.links e
                       where _in and _traverse.as_of is null
                         and e.to_page_id = w.node and e.valid_to is null
                         and (_types is null or e.link_type = any (_types))
                      union all
                      select distinct e.from_page_id, e.link_type, false
                        from brain.links e
                       where _in and _traverse.as_of is not null
                         and e.to_page_id = w.node and e.valid_from <= _traverse.as_of
                         and (e.valid_to is null or e.valid_to > _traverse.as_of)
                         and (_types is null or e.link_type = any (_types))
                  ) x
                  join brain.pages p on p.id = x.other and p.source_id = any (_scope)
                                    and (p.deleted_at is null or p.deleted_at > _traverse.as_of)
                 where w.walkable and w.depth < _depth
                   and not coalesce(x.link_type = w.link_type
                                    and (case when x.outgoing then w.node else x.other end) = w.via_from
                                    and (case when x.outgoing then x.other else w.node end) = w.via_to, false)
         limit _cap)
    )
    select distinct on (w.depth, w.from_slug collate "C", w.to_slug collate "C", w.link_type collate "C")
           w.depth, w.from_slug, w.to_slug, w.link_type, w.path, w.from_title, w.to_title
      from walk w
     where w.depth > 0
       -- once per walk: a NOTICE for each level that reached the cap
       and not exists (select from (select v.depth from walk v group by v.depth having count(*) >= _cap offset 0) c
                        where brain._frontier_capped(c.depth, _cap))
     order by w.depth, w.from_slug collate "C", w.to_slug collate "C", w.link_type collate "C", w.path collate "C";
end
$fn$;

comment on function brain._traverse(text, integer, text[], text, text[], timestamptz, text) is
'Internal: the walk behind brain.traverse (same parameters, start_slug / max_depth for slug / depth), plus each end''s title. Example: select * from brain._traverse(''people/alice'', 2, null, ''out'', null, null, ''default'');';
