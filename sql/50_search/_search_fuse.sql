-- brain._search_fuse(...): weighted RRF of the given arms, boosts, one row per page.
create or replace function brain._search_fuse(query text, query_embedding public.vector, max_results integer,
                                              sources text[], types text[], since date, until date,
                                              result_offset integer, arms text[], detail text default null)
returns table (slug text, source_id text, title text, type text, chunk_text text, chunk_source text, score real,
               explain jsonb)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
set plan_cache_mode = force_generic_plan
-- a generic plan guesses a thousand candidates and, on a brain of up to some 20,000 pages, joined them to every
-- page by a hash join (8 ms of a 10,000-page search); every join here is at most a few hundred rows to an index
set enable_hashjoin = off
set enable_mergejoin = off
as $fn$
declare
    _limit  integer := brain.check_search(query, max_results, result_offset);
    -- a caller restricted to some sources (null = reads all) counts backlinks from those only, and gets no
    -- PageRank boost (it is computed over every source's edges)
    _readable text[] := (select a.read_scope from brain._access(brain._caller()) a);
    _scope  text[] := brain._read_scope_for(sources, _readable);
    _pool   integer;
    _intent text;
    _kw     real := 1;
    _vec    real := 1;
    _recent boolean := false;
    _salient boolean;
    _norm   text := lower(btrim(regexp_replace(query, '[[:space:][:punct:]]+', ' ', 'g')));
    _detail text;
    _w      text;
    _first  text;
    _multi  boolean;
    _slugish boolean;
    _counted text[] := array(select lt.name from brain.link_types lt where lt.counts_for_backlinks);
    -- relations that no longer hold (a former employer) lend no authority unless graph.count_ended says so
    _ended  boolean := coalesce((select (c.value #>> '{}')::boolean from brain.config c where c.key = 'graph.count_ended'),
                                false);
    _gone   bigint[] := brain._gone_pages();
    _pagerank boolean := coalesce((select (c.value #>> '{}')::boolean from brain.config c where c.key = 'search.pagerank'),
                                  false);
begin
    if detail is not null and detail not in ('low', 'medium', 'high') then
        raise exception 'detail must be low, medium or high' using errcode = '22023',
              detail = format('got %L', left(detail, 100)),
              hint = 'or null: the question''s intent suggests one (entity: low; temporal, event: high; else medium)';
    end if;
    -- (the offset is capped before the sum: a huge result_offset must not overflow integer)
    _pool := least(greatest(2 * _limit + least(result_offset, 200), 50), 200);
    -- intent (spec 7.3, simplified): it weights the arms (RRF k = 60 / weight) and switches recency.
    -- The cues are whole words of the normalised query (lower case, punctuation as spaces: what's ->
    -- what s), matched with LIKE: case-insensitive regexes of this size cost 0.25 ms each to compile
    -- and fell out of PostgreSQL's 32-entry regex cache on every search
    _w := ' ' || _norm || ' ';
    _first := split_part(_norm, ' ', 1);
    _multi := strpos(_norm, ' ') > 0;
    _slugish := query ~ '[-/]';
    _intent := case
        when _w like any (array['% when %', '% recent %', '% recently %', '% latest %', '% history %', '% timeline %',
                                '% last week %', '% last month %', '% last quarter %', '% last year %',
                                '% last meeting %', '% last call %', '% last time %', '% what s new %',
                                '% update on %', '% update from %', '% update about %', '% updates on %',
                                '% updates from %', '% updates about %', '% everything about %', '% all about %',
                                '% deep dive %'])
             or query ~ '\m[0-9]{4}[-/][0-9]{2}\M'
             or query like any (array['%いつ%', '%最近%', '%最新%', '%履歴%', '%先週%', '%先月%', '%去年%']) then 'temporal'
        when _w like any (array['% announce %', '% announced %', '% announces %', '% announcement %', '% launch %',
                                '% launched %', '% launches %', '% launching %', '% raised %', '% funding %',
                                '% fundraise %', '% ipo %', '% acquisition %', '% acquired %', '% merge %',
                                '% merged %', '% merger %', '% merges %', '% news %', '% happened %'])
             or query like any (array['%発表%', '%ローンチ%', '%資金調達%', '%買収%', '%合併%', '%ニュース%']) then 'event'
        -- concept-shaped (spec 7.3), before entity: at least three words, a set-by-meaning cue or a
        -- definitional paraphrase (what is the <lower-case words>); not with a quoted phrase, a
        -- kebab-case token or a capitalised word after the first (a name), nor a definition of work
        -- in progress (what is X working on)
        when _norm like '% % %' and query !~ '"' and query !~ '\m[[:alnum:]]+-[[:alnum:]]+'
             and query !~ '[^.?![:space:]][[:space:]]+[[:upper:]]'
             and (_norm ~ '\m(all|every) [a-z]+ (that|who|which|about)\M'
                  or _norm ~ '\mwhich( [a-z]+)+ (do|does|are|have|use|work)\M'
                  or _w like any (array['% find all %', '% list all %', '% show all %', '% landscape of %',
                                        '% ecosystem of %', '% ways to %', '% how to think about %',
                                        '% concept of %', '% notes on %', '% notes about %', '% ideas on %',
                                        '% ideas about %', '% thinking on %', '% thinking about %'])
                  or (_norm ~ '\mwhat (is|are) (the )?[a-z]+ [a-z]+' and _w not like '% working on %'))
             then 'concept'
        when _w like any (array['% who is %', '% what is %', '% what are %', '% what does %', '% what do i know about %',
                                '% what do you know about %', '% what do we know about %', '% tell me about %',
                                '% describe %', '% summary %', '% summarize %', '% overview %', '% background %',
                                '% profile %'])
             or query like any (array['%とは%', '%について教えて%', '%どんな人%', '%概要%']) then 'entity'
        else 'general' end;
    _salient := _w like any (array['% what s going on %', '% what s happening %', '% what s important %', '% catch up %',
                                   '% catch me up %', '% remind me %', '% what matters %', '% prep for %',
                                   '% prep me for %', '% prepare for %', '% prepare me for %']);
    select case _intent when 'entity' then 1.15 when 'event' then 1.20 when 'concept' then 0.9 else 1 end,
           case _intent when 'event' then 0.95 when 'concept' then 1.2 else 1 end,
           _intent in ('temporal', 'event')
      into _kw, _vec, _recent;
    -- detail (spec 7.3): low = compiled-truth chunks only, each x 2 after fusion (entity questions);
    -- high and medium search every chunk (we have no source factor for high to switch off)
    _detail := coalesce(detail, case when _intent = 'entity' then 'low'
                                     when _intent in ('temporal', 'event') then 'high' else 'medium' end);

    return query
    with arm_rows as (
        select a.* from brain._search_arms(query, query_embedding, _pool, _scope, types, since, until, arms,
                                           _detail) a
    ), plan as (
        select e.evidence from arm_rows e where e.arm = 'entity' limit 1
    ), fused as (
        select r.page_id,
               sum(1.0 / (case r.arm when 'relational' then 60 / 6.0
                                     when 'vector' then 60 / _vec
                                     else 60 / _kw end + r.rank)) as rrf,
               jsonb_object_agg(r.arm, r.rank) as ranks,
               (array_agg(r.chunk_id order by r.rank, r.arm) filter (where r.chunk_id is not null))[1] as chunk_id,
               (array_agg(r.evidence) filter (where r.arm = 'relational'))[1] as relational
          from arm_rows r
         where r.arm <> 'entity'
         group by r.page_id
    ), normed as (
        select f.*, f.rrf / nullif(max(f.rrf) over (), 0) as base,
               exists (select 1 from arm_rows e where e.arm = 'entity' and e.page_id = f.page_id) as named
          from fused f
    ), chunked as (
        select n.*, coalesce(n.chunk_id, (select c.id from brain.content_chunks c where c.page_id = n.page_id
                                           order by (c.chunk_source = 'compiled_truth') desc, c.chunk_index limit 1)) as cid
          from normed n
    ), scored as (
        select c.*, p.slug, p.source_id, p.title, p.type, ch.chunk_text, ch.chunk_source,
               case when query_embedding is not null and ch.embedding is not null
                    then (1 - (ch.embedding <=> query_embedding))::real end as cosine,
               -- (offset 0 keeps each exists a probe of one page: a generic plan otherwise hashed every page of
               -- the readable sources on every search, as in the arms)
               (select count(*) from brain.links l
                 where l.to_page_id = p.id and l.valid_to is null and l.link_type = any (_counted)
                   and (_ended or not l.held_ended)
                   and coalesce(l.from_page_id <> all (_gone),
                                exists (select 1 from brain.pages f where f.id = l.from_page_id and f.deleted_at is null offset 0))
                   and (_readable is null
                        or exists (select 1 from brain.pages f where f.id = l.from_page_id and f.source_id = any (_readable)
                                   offset 0)))
                   as inbound,
               case when _pagerank and _readable is null then (select r.score from brain.page_ranks r where r.page_id = p.id) end as pr_score,
               p.emotional_weight, coalesce(p.effective_date, p.updated_at) as dated,
               case when _detail = 'low' and ch.chunk_source = 'compiled_truth' then 2 else 1 end as b_ct
          from chunked c
          join brain.pages p on p.id = c.page_id
          left join brain.content_chunks ch on ch.id = c.cid
    ), boosted as (
        select s.*,
               -- the compiled-truth boost at low detail comes before the cosine re-score, which divides by the
               -- best boosted score (as gbrain)
               case when s.cosine is null then s.base * s.b_ct
                    else 0.7 * (s.base * s.b_ct) / nullif(max(s.base * s.b_ct) over (), 0) + 0.3 * s.cosine end
                   as rescored,
               -- authority: the inbound counted edges, or with search.pagerank the page's PageRank score
               -- (rank x live pages; pages written since the last refresh keep the inbound count)
               1 + 0.05 * ln(1 + coalesce(s.pr_score, s.inbound)) as b_backlinks,
               case when _recent then 1 + 0.3 * 90.0 / (90 + greatest(0, extract(epoch from now() - s.dated) / 86400))
                    else 1 end as b_recency,
               case when _salient and s.emotional_weight > 0 then 1 + 0.15 * ln(1 + s.emotional_weight) else 1 end
                   as b_salience,
               -- the query is the title, a run of at least two of its words, or the slug (as written or
               -- kebab-cased when the query has two words or more or is written like a slug: garry tan ->
               -- people/garry-tan); one word inside a longer title is not enough
               -- (the normalised title is only computed for a title holding the query's first word: a regex
               -- replace on every candidate was a sixth of the fusion's time)
               case when length(_norm) >= 3
                     and ((strpos(lower(s.title), _first) > 0
                           and (' ' || btrim(lower(regexp_replace(s.title, '[[:space:][:punct:]]+', ' ', 'g'))) || ' ')
                               like case when _multi then '% ' || _norm || ' %' else ' ' || _norm || ' ' end)
                          or ((_multi or _slugish)
                              and (split_part(s.slug, '/', -1) = replace(_norm, ' ', '-')
                                   or s.slug = lower(btrim(query))))) then 1.25 else 1 end as b_title,
               case when s.named then 0.5 else 1 end as b_named,
               -- a page a composed answer came through is evidence, not an answer: after the answers; so is a
               -- former holder of the relation asked about (a question that names no time asks about now)
               case when (s.relational ->> 'bridge')::boolean or (s.relational ->> 'former')::boolean then 0.6
                    else 1 end as b_bridge
          from scored s
    )
    select b.slug, b.source_id, b.title, b.type, b.chunk_text, b.chunk_source,
           (b.rescored * b.b_backlinks * b.b_recency * b.b_salience * b.b_title * b.b_named * b.b_bridge)::real,
           jsonb_strip_nulls(jsonb_build_object(
               'arms', b.ranks, 'rrf', round(b.rrf::numeric, 6), 'base', round(b.base::numeric, 6),
               'cosine', round(b.cosine::numeric, 6), 'backlinks', round(b.b_backlinks::numeric, 6),
               'pagerank', round(b.pr_score::numeric, 6),
               'recency', nullif(round(b.b_recency::numeric, 6), 1), 'salience', nullif(round(b.b_salience::numeric, 6), 1),
               'title_match', nullif(b.b_title, 1), 'named_entity', nullif(b.b_named, 1), 'bridge', nullif(b.b_bridge, 1),
               'compiled_truth', nullif(b.b_ct, 1), 'intent', _intent, 'detail', _detail,
               'relational', b.relational, 'plan', (select pl.evidence from plan pl)))
      from boosted b
     order by 7 desc, b.slug
     offset result_offset limit _limit;
end
$fn$;

comment on function brain._search_fuse(text, public.vector, integer, text[], text[], date, date, integer, text[], text) is
'Internal: the search pipeline over the given arms: intent (weights and recency), weighted RRF (k = 60 / weight, 0-based ranks; relational weight 6), normalisation, cosine re-score (0.7 / 0.3) when a query embedding is given, backlink (1 + 0.05 ln(1 + inbound non-mention edges), or of the PageRank score when config search.pagerank is true), recency, salience and title-match boosts, the named entity of a relational question halved and the pages a composed answer came through (bridges) x 0.6 (every row''s explain shows the plan the relational arm used); detail low (compiled-truth chunks only, x 2 before the re-score), medium or high, null = from the intent; one row per page with its best chunk. Example: select * from brain._search_fuse(''acme'', null, 10, null, null, null, null, 0, ''{keyword,title}'');';
