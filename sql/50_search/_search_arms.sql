-- brain._search_arms(...): the ranked candidate lists of every retrieval arm, one row per (arm, page).
create or replace function brain._search_arms(query text, query_embedding public.vector, pool integer, scope text[],
                                              types text[], since date, until date, arms text[],
                                              detail text default 'medium')
returns table (arm text, page_id bigint, chunk_id bigint, rank integer, raw real, evidence jsonb)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
set plan_cache_mode = force_generic_plan
as $fn$
declare
    _tq  tsquery := websearch_to_tsquery('english', query);
    _tq0 tsquery := _tq;   -- as written, before expansion
    _cq  tsquery;
    _kq  tsquery;
    _n   integer;
    _cap integer;
    _lex text[];
    _rare text[];
    _pass tsquery[];
    _fq tsquery;
    _i integer;
    _variants text[];
    _terms text[];
    _repls text[];
    _rest text;
    _grp tsquery;
    _alt tsquery;
    _term text;
    _alts text[];
    _tpat text;
    _used integer;
    _groups tsquery[] := '{}';
    _common text[];
    _mce text[];
    _mcf real[];
    _chunks real;
    _kept text[];
    _narrowed boolean := false;
    _sample boolean := false;
    _unfiltered boolean;
    _fparts text[];
    _open boolean;
    _gone bigint[] := '{}';
begin
    -- (each filter below is `_open or exists (... offset 0)`: the offset keeps the exists a probe of the
    -- candidate's page; without it the generic plan turned it into a hash of every page in scope, built on
    -- every filtered search: 56 ms of a 70 ms search by type at 100,000 pages)
    -- an open search (no type or date filter, every source that has pages in scope, at most 1,000
    -- deleted pages) filters chunks by page id alone instead of looking up each candidate's page: at
    -- 100,000 pages that lookup was a fifth of the keyword arm's time. (With _open true, the EXISTS
    -- below is folded away when the statement is planned.)
    _unfiltered := types is null and since is null and until is null
                   and not exists (select 1 from brain.sources s
                                    where s.id <> all (scope)
                                      and exists (select 1 from brain.pages p where p.source_id = s.id));
    _open := _unfiltered;
    if _open then
        _gone := brain._gone_pages();
        _open := _gone is not null;
    end if;
    _gone := coalesce(_gone, '{}');
    -- keyword arm: chunks matching all query words (english configuration); when none does, any of
    -- them (the second pass) — but not for a query with a negation (acme -widget) or a quoted phrase:
    -- those mean exactly what they say (as in gbrain).
    -- Two bounds keep an unselective query cheap on a large brain. A word in at least
    -- search.common_word_share of all chunks (from the planner's statistics of the tsvector column, so
    -- after ANALYZE) does not filter when rarer words are there: it still counts in the ranking, and a
    -- chunk must still rank above zero on the all-words pass, but the index does not intersect its huge
    -- posting list. And at most search.keyword_candidates matching chunks are ranked (ranking reads each
    -- one's tsvector); the title arm ranks as many pages at most.
    _cap := coalesce((select (c.value #>> '{}')::integer from brain.config c
                       where c.key = 'search.keyword_candidates'), 500);
    -- query expansion (config search.expand; brain.expand_query shows it): every synonym-set term and
    -- page name found in the query becomes a group of alternatives (the term OR each replacement), so
    -- "who backed ACME Inc" also matches "Bob invested in Acme Corporation"; longest terms first, each
    -- part of the query used once. Not for a query with a quoted phrase. The CJK arm adds the bigrams of
    -- the rewritten queries.
    if coalesce((select (c.value #>> '{}')::boolean from brain.config c where c.key = 'search.expand'), true)
       and arms && array['keyword', 'title', 'cjk'] then
        select coalesce(array_agg(e.variant), '{}'), coalesce(array_agg(e.term), '{}'),
               coalesce(array_agg(e.replacement), '{}')
          into _variants, _terms, _repls
          from brain._expand_query(query, scope) e;
    end if;
    _variants := coalesce(_variants, '{}');
    if cardinality(_variants) > 0 and query !~ '"' then
        _rest := query;
        _grp := null;
        for _term, _alts in
            select t.term, array_agg(t.repl order by t.n)
              from unnest(_terms, _repls) with ordinality t(term, repl, n)
             group by t.term order by length(t.term) desc, t.term
        loop
            _tpat := brain._term_pattern(_term);
            continue when not (_rest ~* _tpat
                               or (_term ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]' and strpos(_rest, _term) > 0));
            _rest := case when _rest ~* _tpat then regexp_replace(_rest, _tpat, '\1 \3', 'i')
                          else replace(_rest, _term, ' ') end;
            _alt := (select string_agg('(' || x.q::text || ')', ' | ')::tsquery
                       from (select phraseto_tsquery('english', a) as q from unnest(_term || _alts) a
                              where length(to_tsvector('english', a)) > 0) x
                      where numnode(x.q) > 0);
            continue when _alt is null;
            _groups := _groups || _alt;
            _grp := case when _grp is null then _alt else _grp && _alt end;
        end loop;
        if _grp is not null then
            -- (what is left of the query only when it has words: stop words alone would raise a NOTICE)
            _tq := case when length(to_tsvector('english', _rest)) > 0
                             and numnode(websearch_to_tsquery('english', _rest)) > 0
                        then websearch_to_tsquery('english', _rest) && _grp else _grp end;
        end if;
    end if;
    if 'keyword' = any (arms) and numnode(_tq) > 0 then
        _lex := tsvector_to_array(to_tsvector('english', query || ' ' || array_to_string(_variants, ' ')));
        -- the query words' shares of all chunks, from the planner's statistics (most_common_elems of the
        -- tsvector column; a word not listed there is rarer than every listed one: share 0 here)
        select coalesce(array_agg(x.e order by x.e), '{}'), coalesce(array_agg(x.f order by x.e), '{}')
          into _mce, _mcf
          from pg_catalog.pg_stats st
         cross join lateral unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) x(e, f)
         where st.schemaname = 'brain' and st.tablename = 'content_chunks' and st.attname = 'search_vector'
           and x.e = any (_lex);
        _common := array(select t.e from unnest(_mce, _mcf) t(e, f)
                          where t.f >= coalesce((select (c.value #>> '{}')::real from brain.config c
                                                  where c.key = 'search.common_word_share'), 0.25));
        _rare := array(select l from unnest(_lex) l where l <> all (_common));
        if cardinality(_rare) = 0 then
            _rare := _lex;
        end if;
        _chunks := (select c.reltuples from pg_catalog.pg_class c where c.oid = 'brain.content_chunks'::regclass);
        -- a large brain looks for candidates in a sixteenth of its pages first (page_id % 16 = 0, a partial
        -- GIN index of its own), and in every page only when that sample does not hold the cap. A GIN scan
        -- reads each filter word's whole posting list before the cap applies: at a million pages, a word
        -- pair found in 33,000 chunks cost 18 ms of index scan to rank 500 of them; the sample's list is a
        -- sixteenth as long (1.5 ms). Which 500 are ranked was arbitrary before too (the first ones in
        -- the table's order), and the sample spreads them over the whole brain. Only where the table holds
        -- at least 32 times the cap (16,000 chunks at the default cap): a smaller brain's sample rarely fills it.
        -- And only for a search that filters nothing (no type, date or source; deleted pages may be there):
        -- behind a filter a sixteenth of the matches rarely holds the cap after the filter, and the sample's
        -- candidates would have their pages looked up for nothing before every page is searched.
        _sample := _unfiltered and _chunks >= 32.0 * _cap;
        -- the any-word filter of an open search: the rarest words first, only as many as the statistics say
        -- fill twice the candidate cap; the others still count in the ranking. Every matching chunk
        -- beyond the cap went unranked anyway, and each filter word's whole posting list is read into the
        -- bitmap: on the 100,000-page benchmark a two-word query's filter fell from 13,600 chunks to 2,300
        -- (see docs/search.md)
        if _open then
            if _chunks > 0 then
                _kept := array(select r.l
                                 from (select u.l, coalesce(t.f, 0) as f,
                                              sum(coalesce(t.f, 0)) over (order by coalesce(t.f, 0), u.l
                                                                          rows unbounded preceding) as upto
                                         from unnest(_rare) u(l)
                                         left join unnest(_mce, _mcf) t(e, f) on t.e = u.l) r
                                where (r.upto - r.f) * _chunks < greatest(2.0 * _cap, 1)
                                order by r.f, r.l);
                _narrowed := cardinality(_kept) < cardinality(_rare);
                _rare := _kept;
            end if;
        end if;
        -- the all-words filter of a plain query: its words and expansion groups that hold no common word
        -- (when that leaves something out and something in)
        _fparts := array(select quote_literal(l)
                           from unnest(tsvector_to_array(to_tsvector('english', coalesce(_rest, query)))) l
                          where l <> all (_common))
                   || array(select '(' || g::text || ')' from unnest(_groups) g
                             where not exists (select 1 from regexp_matches(g::text, $q$'([^']+)'$q$, 'g') m
                                                where m[1] = any (_common)));
        _pass := array[
            -- pass 1: all words (the filter leaves the common ones out when the query is a plain list)
            _tq, case when _tq0::text !~ '!|<->|<[0-9]+>|\|' and cardinality(_common) > 0 and cardinality(_fparts) > 0
                      then array_to_string(_fparts, ' & ')::tsquery else _tq end,
            -- pass 2: any word (filtered by the rarer ones)
            case when query !~ '"|(^|\s)-[^\s-]'
                 then (select string_agg(quote_literal(l), ' | ')::tsquery from unnest(_lex) l) end,
            case when query !~ '"|(^|\s)-[^\s-]'
                 then (select string_agg(quote_literal(l), ' | ')::tsquery from unnest(_rare) l) end];
        for _i in 1 .. 2 loop
            _kq := _pass[2 * _i - 1];
            _fq := _pass[2 * _i];
            exit when _kq is null;
            _used := _i;   -- (the loop variable does not outlive the loop)
            return query
            with s as materialized (
                -- the sixteenth of the pages first (their own GIN index, content_chunks_search_sample_idx):
                -- when it holds the cap, those are the candidates
                select c.id, c.page_id, c.chunk_index, c.search_vector
                  from brain.content_chunks c
                 where _sample and c.search_vector @@ _fq and (c.page_id % 16) = 0
                   and c.modality = 'text' and (detail <> 'low' or c.chunk_source = 'compiled_truth')
                   and c.page_id <> all (_gone)
                   and (_open or exists (select 1 from brain.pages p
                                          where p.id = c.page_id and p.deleted_at is null and p.source_id = any (scope)
                                            and (types is null or p.type = any (types))
                                            and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                                            and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until) offset 0))
                 limit _cap
            ), m as (
                select u.* from (
                    select * from s
                    union all
                    -- every page, when the sample did not hold the cap (a one-time filter: not read otherwise)
                    (select c.id, c.page_id, c.chunk_index, c.search_vector
                       from brain.content_chunks c
                      where (select count(*) from s) < _cap
                        and c.search_vector @@ _fq and not (_sample and (c.page_id % 16) = 0)
                        and c.modality = 'text' and (detail <> 'low' or c.chunk_source = 'compiled_truth')
                        and c.page_id <> all (_gone)
                        and (_open or exists (select 1 from brain.pages p
                                               where p.id = c.page_id and p.deleted_at is null and p.source_id = any (scope)
                                                 and (types is null or p.type = any (types))
                                                 and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                                                 and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until) offset 0))
                      limit _cap)) u
                 limit _cap
            ), hits as (
                -- ts_rank, which weighs how often each word appears (as gbrain's keyword arm; on LoCoMo's
                -- any-word questions nDCG@10 0.43 -> 0.47 over cover density). The all-words pass ranked by
                -- cover density (ts_rank_cd) until it showed to cost 6.5 us a candidate against 1 us, a
                -- sixth of a search at 100,000 pages; the evaluations barely moved (docs/search.md)
                select distinct on (m.page_id) m.page_id, m.id, ts_rank(m.search_vector, _kq)::real as s,
                       count(*) over () >= _cap as capped, (select count(*) from s) >= _cap as sampled
                  from m
                 where _fq = _kq or m.search_vector @@ _kq
                 order by m.page_id, s desc, m.chunk_index
            )
            select 'keyword'::text, h.page_id, h.id, (row_number() over (order by h.s desc, h.page_id) - 1)::integer,
                   h.s, nullif(jsonb_strip_nulls(jsonb_build_object(
                            'or_fallback', case when _i = 2 then true end,
                            -- the any-word filter, when it kept only the rarer words
                            'filtered_by', case when _i = 2 and _narrowed then to_jsonb(_rare) end,
                            'expanded', nullif(cardinality(_variants), 0),
                            'candidates_capped_at', case when h.capped then _cap end,
                            -- the candidates all came from the sixteenth of the pages
                            'candidates_sampled', case when h.sampled then '1/16' end)), '{}')
              from hits h order by h.s desc, h.page_id limit pool;
            get diagnostics _n = row_count;
            exit when _n > 0;
        end loop;
        -- the title arm uses the words the keyword arm settled on, but not a lone number of an any-word
        -- query ("4 years ago" would find every title holding a 4)
        _tq := case when _used = 2
                    then (select string_agg(quote_literal(l), ' | ')::tsquery from unnest(_lex) l where l !~ '^[0-9]+$')
                    else coalesce(_kq, _tq) end;
    end if;

    -- title arm: page titles (and timelines), the page-level vector; as many candidates ranked at most as
    -- the keyword arm
    if 'title' = any (arms) and _tq is not null and numnode(_tq) > 0 then
        -- a sixteenth of the pages first on a large brain when nothing filters, as the keyword arm
        -- (pages_search_sample_idx)
        _sample := _unfiltered
                   and (select c.reltuples from pg_catalog.pg_class c where c.oid = 'brain.pages'::regclass) >= 32.0 * _cap;
        return query
        with s as materialized (
            select p.id, p.search_vector
              from brain.pages p
             where _sample and p.search_vector @@ _tq and (p.id % 16) = 0
               and p.deleted_at is null and p.source_id = any (scope)
               -- detail low: the title (weight A) only, not the timeline
               and (detail <> 'low' or ts_filter(p.search_vector, '{a}') @@ _tq)
               and (types is null or p.type = any (types))
               and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
               and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)
             limit _cap
        ), m as (
            select u.* from (
                select * from s
                union all
                (select p.id, p.search_vector
                   from brain.pages p
                  where (select count(*) from s) < _cap
                    and p.search_vector @@ _tq and not (_sample and (p.id % 16) = 0)
                    and p.deleted_at is null and p.source_id = any (scope)
                    and (detail <> 'low' or ts_filter(p.search_vector, '{a}') @@ _tq)
                    and (types is null or p.type = any (types))
                    and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                    and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)
                  limit _cap)) u
             limit _cap
        )
        select 'title'::text, x.id, null::bigint, (row_number() over (order by x.s desc, x.id) - 1)::integer, x.s,
               null::jsonb
          from (select m.id, ts_rank_cd(m.search_vector, _tq)::real as s
                  from m
                 order by s desc, m.id limit pool) x;
    end if;

    -- CJK arm: chunks sharing character bigrams with the query (GIN-indexed), most shared first
    _cq := (select string_agg(quote_literal(x), ' | ')::tsquery
              from unnest(tsvector_to_array(brain._cjk_bigrams(query || ' ' || array_to_string(_variants, ' ')))) x);
    if 'cjk' = any (arms) and _cq is not null then
        return query
        with hits as (
            select distinct on (c.page_id) c.page_id, c.id, ts_rank(brain._cjk_bigrams(c.chunk_text), _cq)::real as s
              from brain.content_chunks c
             where brain._cjk_bigrams(c.chunk_text) @@ _cq
               and c.modality = 'text' and (detail <> 'low' or c.chunk_source = 'compiled_truth')
               and c.page_id <> all (_gone)
               and (_open or exists (select 1 from brain.pages p
                                      where p.id = c.page_id and p.deleted_at is null and p.source_id = any (scope)
                                        and (types is null or p.type = any (types))
                                        and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                                        and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until) offset 0))
             order by c.page_id, s desc, c.chunk_index
        )
        select 'cjk'::text, h.page_id, h.id, (row_number() over (order by h.s desc, h.page_id) - 1)::integer, h.s,
               null::jsonb
          from hits h order by h.s desc, h.page_id limit pool;
    end if;

    -- vector arm: nearest chunks (HNSW, cosine); the iterative scan keeps filtered searches filled
    if 'vector' = any (arms) and query_embedding is not null then
        -- (an open search at medium or high detail with no deleted page filters nothing: the plain scan, which
        -- skips the iterative scan's bookkeeping)
        perform set_config('hnsw.iterative_scan',
                           case when _open and detail <> 'low' and cardinality(_gone) = 0 then 'off'
                                else 'relaxed_order' end, true);
        -- an open search asks the index for the pool itself; a filtered one (sources, types, dates)
        -- twice as deep, since the iterative scan discards what the filter rejects (on LoCoMo, searched
        -- one conversation at a time, the shallower search cost 0.006 nDCG@10)
        perform set_config('hnsw.ef_search', greatest(40, least(1000, case when _open then pool else 2 * pool end))::text,
                           true);
        return query
        with near as (
            select c.page_id, c.id, (1 - (c.embedding <=> query_embedding))::real as s
              from brain.content_chunks c
             where c.embedding is not null and (detail <> 'low' or c.chunk_source = 'compiled_truth')
               and c.page_id <> all (_gone)
               and (_open or exists (select 1 from brain.pages p
                                      where p.id = c.page_id and p.deleted_at is null and p.source_id = any (scope)
                                        and (types is null or p.type = any (types))
                                        and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                                        and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until) offset 0))
             order by c.embedding <=> query_embedding
             limit case when _open then pool else 2 * pool end
        ), best as (
            select distinct on (n.page_id) n.* from near n order by n.page_id, n.s desc
        )
        select 'vector'::text, b.page_id, b.id, (row_number() over (order by b.s desc, b.page_id) - 1)::integer, b.s,
               null::jsonb
          from best b order by b.s desc, b.page_id limit pool;
    end if;

    -- relational arm: a question about a named entity is answered from typed edges
    if 'relational' = any (arms) then
        return query select * from brain._search_relational(query, pool, scope, types);
    end if;
end
$fn$;

comment on function brain._search_arms(text, public.vector, integer, text[], text[], date, date, text[], text) is
'Internal: the ranked candidate lists of the retrieval arms named in arms (keyword: chunk full text, all words else any; title: page titles and timelines; cjk: character bigrams; vector: HNSW cosine; relational: typed edges of the entity a question names, plus an entity row naming that page), each one best chunk per page, at most pool pages, 0-based ranks; detail low searches compiled-truth chunks and titles only (no timelines). Example: select * from brain._search_arms(''who works at acme?'', null, 50, brain._read_scope(null), null, null, null, ''{keyword,relational}'');';
