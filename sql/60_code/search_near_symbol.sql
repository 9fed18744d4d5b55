-- brain.search_near_symbol(query, symbol, walk_depth, ...): hybrid search anchored on a code symbol.
create or replace function brain.search_near_symbol(query text, symbol text, walk_depth integer default 1,
                                                    query_embedding public.vector default null,
                                                    max_results integer default 10, sources text[] default null,
                                                    types text[] default null)
returns table (slug text, source_id text, title text, type text, chunk_text text, chunk_source text, score real,
               explain jsonb)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _a     record;
    _limit integer;
    _depth integer;
    _top   real;
begin
    _a := brain._code_read_args(search_near_symbol.symbol, search_near_symbol.sources, null, 1);
    _limit := brain.check_search(query, max_results, 0);
    if walk_depth is null or walk_depth < 0 then
        raise exception 'walk_depth must be 0 or more' using errcode = '22023',
              detail = format('got %s', coalesce(walk_depth::text, 'null')),
              hint = '0 = the symbol''s own chunks, 1 = also its callers and callees, 2 = two hops (the most)';
    end if;
    if walk_depth > 2 then
        raise notice 'walk_depth % is above 2: the code-graph walk stops at 2 hops', walk_depth;
    end if;
    _depth := least(walk_depth, 2);

    return query
    with base as materialized (
        select b.* from brain.search(query => search_near_symbol.query, query_embedding => query_embedding,
                                     max_results => greatest(10, _limit), sources => sources, types => types) b
    ), top as (
        select coalesce(max(b.score), 1.0)::real as s from base b
    ), anchors as materialized (
        -- the symbol's chunks (at most 50), scored like the best search result
        select distinct y.chunk_id, y.symbol_name_qualified as via
          from brain.code_symbols y join brain.pages p on p.id = y.page_id and p.deleted_at is null
         where y.source_id = any (_a.scope) and y.symbol_type not in ('import', 'use')
           and case when _a.bare then y.symbol_name = _a.name else y.qualified_norm = _a.norm end
         limit 50
    ), hop1 as materialized (
        -- callers and callees of the anchors: resolved edges both ways, unresolved ones by qualified name
        select n.chunk_id, min(n.via) as via
          from (select r.to_chunk_id as chunk_id, r.to_symbol_qualified as via
                  from anchors a join brain.code_edges_chunk r on r.from_chunk_id = a.chunk_id
                union all
                select r.from_chunk_id, r.from_symbol_qualified
                  from anchors a join brain.code_edges_chunk r on r.to_chunk_id = a.chunk_id
                union all
                select y.chunk_id, y.symbol_name_qualified
                  from anchors a join brain.code_edges_symbol s on s.from_chunk_id = a.chunk_id
                  join brain.code_symbols y on y.source_id = s.source_id and y.qualified_norm = s.to_symbol_norm
                 where strpos(s.to_symbol_norm, '.') > 0
                   and not exists (select 1 from brain.code_edges_chunk r where r.symbol_edge_id = s.id)) n
         where _depth >= 1 and n.chunk_id not in (select a.chunk_id from anchors a)
         group by n.chunk_id
         order by n.chunk_id
         limit 50
    ), hop2 as materialized (
        select n.chunk_id, min(n.via) as via
          from (select r.to_chunk_id as chunk_id, r.to_symbol_qualified as via
                  from hop1 a join brain.code_edges_chunk r on r.from_chunk_id = a.chunk_id
                union all
                select r.from_chunk_id, r.from_symbol_qualified
                  from hop1 a join brain.code_edges_chunk r on r.to_chunk_id = a.chunk_id) n
         where _depth >= 2 and n.chunk_id not in (select a.chunk_id from anchors a)
           and n.chunk_id not in (select h.chunk_id from hop1 h)
         group by n.chunk_id
         order by n.chunk_id
         limit 50
    ), walked as (
        -- score = the anchor score x 1 / (1 + hop)
        select w.chunk_id, w.hop, w.via, ((select t.s from top t) / (1 + w.hop))::real as score
          from (select a.chunk_id, 0 as hop, a.via from anchors a
                union all select h.chunk_id, 1, h.via from hop1 h
                union all select h.chunk_id, 2, h.via from hop2 h) w
    ), code_rows as (
        select distinct on (p.id) p.id as page_id, p.slug, p.source_id, p.title, p.type, c.chunk_text,
               c.chunk_source, w.score, w.hop, w.via, c.symbol_name_qualified
          from walked w
          join brain.content_chunks c on c.id = w.chunk_id
          join brain.pages p on p.id = c.page_id and p.deleted_at is null
         where p.source_id = any (_a.scope) and (types is null or p.type = any (types))
         order by p.id, w.score desc, c.symbol_type in ('import', 'use'), c.chunk_index
    ), fused as (
        select coalesce(b.slug, c.slug) as slug, coalesce(b.source_id, c.source_id) as source_id,
               coalesce(b.title, c.title) as title, coalesce(b.type, c.type) as type,
               case when c.score is not null and (b.score is null or c.score >= b.score) then c.chunk_text
                    else b.chunk_text end as chunk_text,
               case when c.score is not null and (b.score is null or c.score >= b.score) then c.chunk_source
                    else b.chunk_source end as chunk_source,
               -- a page found by both gets the better score plus a tenth of the other
               (greatest(coalesce(b.score, 0), coalesce(c.score, 0))
                + 0.1 * least(coalesce(b.score, 0), coalesce(c.score, 0)))::real as score,
               coalesce(b.explain, '{}'::jsonb)
               || case when c.score is null then '{}'::jsonb
                       else jsonb_build_object('near_symbol', jsonb_build_object(
                                'symbol', search_near_symbol.symbol, 'hop', c.hop, 'chunk_symbol',
                                c.symbol_name_qualified, 'score', round(c.score::numeric, 6))) end as explain
          from base b
          full join code_rows c on c.slug = b.slug and c.source_id = b.source_id
    )
    select f.slug, f.source_id, f.title, f.type, f.chunk_text, f.chunk_source, f.score, f.explain
      from fused f
     order by f.score desc, f.slug
     limit _limit;
end
$fn$;

comment on function brain.search_near_symbol(text, text, integer, public.vector, integer, text[], text[]) is
'Hybrid search (brain.search) fused with the code around a symbol: the chunks of symbol (at most 50; a bare name matches every symbol of that name, a qualified one exactly) are anchors scored like the best search result, then the code graph is walked from them walk_depth hops (at most 2; callers and callees, resolved edges both ways), at most 50 new chunks a hop, each scored anchor x 1 / (1 + hop). One row per page, as brain.search returns (explain.near_symbol says the hop and the chunk''s symbol); a page found both ways keeps the better score plus a tenth of the other. walk_depth < 0 = 22023, above 2 = 2 with a NOTICE; errors as brain.search and brain.code_def. Example: select slug, score, explain -> ''near_symbol'' from brain.search_near_symbol(query => ''import files'', symbol => ''import_dir'', walk_depth => 1);';
