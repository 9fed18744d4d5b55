-- brain._search_arms(...): the ranked candidate lists of every retrieval arm, one row per (arm, page).
create or replace function brain._search_arms(query text, query_embedding public.vector, pool integer, scope text[],
                                              types text[], since date, until date, arms text[],
                                              detail_level text default 'medium')
returns table (arm text, page_id bigint, chunk_id bigint, rank integer, raw real, detail jsonb)
language plpgsql
stable
security invoker
set search_path = brain, public, pg_catalog
set jit = off
set plan_cache_mode = auto
as $fn$
declare
    _tq  tsquery := websearch_to_tsquery('english', query);
    _tq0 tsquery := _tq;   -- as written, before expansion
    _cq  tsquery;
    _kq  tsquery;
    _n   integer;
    _pat brain.question_patterns;
    _entity text;
    _entity_id bigint;
    _cap integer;
    _like text;
    _cands bigint[];
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
    _gates text[];
    _cjkq boolean;
    _backref boolean;
    _groups tsquery[] := '{}';
    _common text[];
    _fparts text[];
    _open boolean;
    _gone bigint[] := '{}';
begin
    -- an open search (no type or date filter, every source that has pages in scope, at most 1,000
    -- deleted pages) filters chunks by page id alone instead of looking up each candidate's page: at
    -- 100,000 pages that lookup was a fifth of the keyword arm's time. (With _open true, the EXISTS
    -- below is folded away when the statement is planned.)
    _open := types is null and since is null and until is null
             and not exists (select 1 from brain.sources s
                              where s.id <> all (scope)
                                and exists (select 1 from brain.pages p where p.source_id = s.id));
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
        _common := array(select l from unnest(_lex) l where l = any (coalesce((
                     select array_agg(x.e)
                       from pg_catalog.pg_stats st
                      cross join lateral unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) x(e, f)
                      where st.schemaname = 'brain' and st.tablename = 'content_chunks' and st.attname = 'search_vector'
                        and x.e is not null
                        and x.f >= coalesce((select (c.value #>> '{}')::real from brain.config c
                                              where c.key = 'search.common_word_share'), 0.25)), '{}')));
        _rare := array(select l from unnest(_lex) l where l <> all (_common));
        if cardinality(_rare) = 0 then
            _rare := _lex;
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
            with m as (
                select c.id, c.page_id, c.chunk_index, c.search_vector
                  from brain.content_chunks c
                 where c.search_vector @@ _fq
                   and c.modality = 'text' and (detail_level <> 'low' or c.chunk_source = 'compiled_truth')
                   and c.page_id <> all (_gone)
                   and (_open or exists (select 1 from brain.pages p
                                          where p.id = c.page_id and p.deleted_at is null and p.source_id = any (scope)
                                            and (types is null or p.type = any (types))
                                            and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                                            and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)))
                 limit _cap
            ), hits as (
                -- all words: cover density (how close together they are); any word: ts_rank, which
                -- weighs how often each appears (on LoCoMo's any-word questions: nDCG@10 0.43 -> 0.47)
                select distinct on (m.page_id) m.page_id, m.id,
                       case when _i = 1 then ts_rank_cd(m.search_vector, _kq) else ts_rank(m.search_vector, _kq) end::real as s,
                       count(*) over () >= _cap as capped
                  from m
                 where _fq = _kq or m.search_vector @@ _kq
                 order by m.page_id, s desc, m.chunk_index
            )
            select 'keyword'::text, h.page_id, h.id, (row_number() over (order by h.s desc, h.page_id) - 1)::integer,
                   h.s, nullif(jsonb_strip_nulls(jsonb_build_object(
                            'or_fallback', case when _i = 2 then true end,
                            'expanded', nullif(cardinality(_variants), 0),
                            'candidates_capped_at', case when h.capped then _cap end)), '{}')
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
        return query
        select 'title'::text, x.id, null::bigint, (row_number() over (order by x.s desc, x.id) - 1)::integer, x.s,
               null::jsonb
          from (select m.id, ts_rank_cd(m.search_vector, _tq)::real as s
                  from (select p.id, p.search_vector
                          from brain.pages p
                         where p.search_vector @@ _tq and p.deleted_at is null and p.source_id = any (scope)
                           -- detail low: the title (weight A) only, not the timeline
                           and (detail_level <> 'low' or ts_filter(p.search_vector, '{a}') @@ _tq)
                           and (types is null or p.type = any (types))
                           and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                           and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)
                         limit coalesce(_cap, 500)) m
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
               and c.modality = 'text' and (detail_level <> 'low' or c.chunk_source = 'compiled_truth')
               and c.page_id <> all (_gone)
               and (_open or exists (select 1 from brain.pages p
                                      where p.id = c.page_id and p.deleted_at is null and p.source_id = any (scope)
                                        and (types is null or p.type = any (types))
                                        and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                                        and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)))
             order by c.page_id, s desc, c.chunk_index
        )
        select 'cjk'::text, h.page_id, h.id, (row_number() over (order by h.s desc, h.page_id) - 1)::integer, h.s,
               null::jsonb
          from hits h order by h.s desc, h.page_id limit pool;
    end if;

    -- vector arm: nearest chunks (HNSW, cosine); the iterative scan keeps filtered searches filled
    if 'vector' = any (arms) and query_embedding is not null then
        perform set_config('hnsw.iterative_scan', 'relaxed_order', true);
        -- an open search asks the index for the pool itself; a filtered one (sources, types, dates)
        -- twice as deep, since the iterative scan discards what the filter rejects (on LoCoMo, searched
        -- one conversation at a time, the shallower search cost 0.006 nDCG@10)
        perform set_config('hnsw.ef_search', greatest(40, least(1000, case when _open then pool else 2 * pool end))::text,
                           true);
        return query
        with near as (
            select c.page_id, c.id, (1 - (c.embedding <=> query_embedding))::real as s
              from brain.content_chunks c
             where c.embedding is not null and (detail_level <> 'low' or c.chunk_source = 'compiled_truth')
               and c.page_id <> all (_gone)
               and (_open or exists (select 1 from brain.pages p
                                      where p.id = c.page_id and p.deleted_at is null and p.source_id = any (scope)
                                        and (types is null or p.type = any (types))
                                        and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                                        and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)))
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
        -- the patterns in priority order until the first match (the loop stops there; a WHERE over
        -- the table would test every pattern before sorting); Japanese ones only on text with kana or
        -- ideographs; and only when one of the alternations of six patterns each matches at all.
        -- PostgreSQL caches 32 compiled regexes a session: testing all 36 patterns on every search evicted
        -- every regex of the pipeline every time, and one alternation of all of them takes 60 ms to
        -- compile (measured), so it was itself evicted and recompiled under varied searches; six
        -- alternations compile in 7 ms, once. Patterns with back-references (\1) cannot be joined into an
        -- alternation; their presence skips the shortcut.
        _cjkq := query ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]';
        select array_agg(x.p order by x.g), bool_or(x.backref)
          into _gates, _backref
          from (select n.g, string_agg('(?:' || n.pattern || ')', '|' order by n.id) as p,
                       bool_or(n.pattern ~ '\\[1-9]') as backref
                  from (select (row_number() over (order by qp.id) - 1) / 6 as g, qp.id, qp.pattern
                          from brain.question_patterns qp
                         where qp.enabled and (qp.language <> 'ja' or _cjkq)) n
                 group by n.g) x;
        if _gates is not null and (_backref or exists (select 1 from unnest(_gates) gp where query ~* gp)) then
            for _pat in select qp.* from brain.question_patterns qp
                         where qp.enabled and (qp.language <> 'ja' or _cjkq)
                         order by qp.priority desc, qp.id loop
                exit when query ~* _pat.pattern;
            end loop;
        end if;
        if _pat.id is not null and not (query ~* _pat.pattern) then
            _pat := null;
        end if;
        if _pat.id is not null then
            _entity := btrim((regexp_match(btrim(query), _pat.pattern, 'i'))[1], E' \t?？。.!！「」"''');
            _entity := regexp_replace(_entity, '^(?:the|a|an)\s+', '', 'i');
            -- the entity: exact title, slug basename or alias first, then a title containing it, then title
            -- similarity (pg_trgm); the candidates come from indexed lookups (trigram, basename and alias
            -- indexes), never a scan of every page
            _like := replace(replace(replace(_entity, '\', '\\'), '%', '\%'), '_', '\_');
            perform set_config('pg_trgm.similarity_threshold', '0.35', true);
            -- candidates in stages, each only when the earlier ones found nothing: the order below ranks
            -- every exact match above every title that merely contains the name, and those above mere
            -- similarity, so the stages pick the same page while skipping the costly lookups
            select array_agg(x.id) into _cands from (
                select p.id from brain.pages p where lower(p.title) = lower(_entity)
                union select p.id from brain.pages p where split_part(p.slug, '/', -1) = brain._normalize_basename(_entity)
                union select p.id from brain.pages p where p.frontmatter -> 'aliases' ? _entity) x
             where exists (select 1 from brain.pages p where p.id = x.id and p.deleted_at is null
                              and p.source_id = any (scope));
            if _cands is null then
                select array_agg(x.id) into _cands from (
                    select p.id from brain.pages p where length(_entity) >= 3 and p.title ilike '%' || _like || '%'
                    union select p.id from brain.pages p
                     where length(_entity) = 2 and strpos(lower(p.title), lower(_entity)) > 0) x
                 where exists (select 1 from brain.pages p where p.id = x.id and p.deleted_at is null
                                  and p.source_id = any (scope));
            end if;
            if _cands is null then
                select array_agg(p.id) into _cands from brain.pages p
                 where p.title % _entity and p.deleted_at is null and p.source_id = any (scope);
            end if;
            select p.id into _entity_id
              from brain.pages p
             where p.id = any (coalesce(_cands, '{}')) and p.deleted_at is null and p.source_id = any (scope)
               and (lower(p.title) = lower(_entity)
                    or split_part(p.slug, '/', -1) = brain._normalize_basename(_entity)
                    or coalesce(p.frontmatter -> 'aliases' ? _entity, false)
                    or (length(_entity) >= 2 and strpos(lower(p.title), lower(_entity)) > 0)
                    or public.similarity(p.title, _entity) >= 0.35)
             order by coalesce(lower(p.title) = lower(_entity)
                               or split_part(p.slug, '/', -1) = brain._normalize_basename(_entity)
                               or p.frontmatter -> 'aliases' ? _entity, false) desc,
                      (strpos(lower(p.title), lower(_entity)) > 0) desc,
                      -- the kind of page the question is about: a company for who invested in / works at,
                      -- a meeting for who attended, a person (or fund) for what did X do
                      (p.type = any (case when _pat.direction = 'out' then array['person', 'fund']
                                          when 'attended' = any (_pat.link_types)
                                          then array['meeting', 'event', 'calendar-event']
                                          else array['company', 'fund', 'organization', 'project', 'deal'] end)) desc,
                      public.similarity(p.title, _entity) desc,
                      length(p.title),
                      (select count(*) from brain.links l where l.to_page_id = p.id and l.valid_to is null) desc,
                      p.slug
             limit 1;
            if _entity_id is not null then
                return query
                with answers as (
                    select case _pat.direction when 'in' then l.from_page_id else l.to_page_id end as pid,
                           count(*) as n, array_agg(distinct l.link_type) as lts
                      from brain.links l
                     where l.valid_to is null and l.link_type = any (_pat.link_types)
                       and case _pat.direction when 'in' then l.to_page_id = _entity_id else l.from_page_id = _entity_id end
                     group by 1
                )
                select 'relational'::text, a.pid, null::bigint,
                       (row_number() over (order by a.n desc, p.title) - 1)::integer, a.n::real,
                       jsonb_build_object('entity', e.slug, 'link_types', _pat.link_types, 'direction', _pat.direction,
                                          'pattern_id', _pat.id, 'via', a.lts)
                  from answers a
                  join brain.pages p on p.id = a.pid and p.deleted_at is null and p.source_id = any (scope)
                  cross join (select slug from brain.pages where id = _entity_id) e
                 where (types is null or p.type = any (types))
                 order by a.n desc, p.title
                 limit pool;
                -- the page the question names is not an answer
                return query select 'entity'::text, _entity_id, null::bigint, 0, 0::real,
                                    jsonb_build_object('entity', _entity);
            end if;
        end if;
    end if;
end
$fn$;

comment on function brain._search_arms(text, public.vector, integer, text[], text[], date, date, text[], text) is
'Internal: the ranked candidate lists of the retrieval arms named in arms (keyword: chunk full text, all words else any; title: page titles and timelines; cjk: character bigrams; vector: HNSW cosine; relational: typed edges of the entity a question names, plus an entity row naming that page), each one best chunk per page, at most pool pages, 0-based ranks; detail_level low searches compiled-truth chunks and titles only (no timelines). Example: select * from brain._search_arms(''who works at acme?'', null, 50, brain._search_scope(null), null, null, null, ''{keyword,relational}'');';
