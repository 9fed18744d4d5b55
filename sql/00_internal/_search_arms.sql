-- brain._search_arms(...): the ranked candidate lists of every retrieval arm, one row per (arm, page).
create or replace function brain._search_arms(query text, query_embedding public.vector, pool integer, scope text[],
                                              types text[], since date, until date, arms text[])
returns table (arm text, page_id bigint, chunk_id bigint, rank integer, raw real, detail jsonb)
language plpgsql
stable
security invoker
set search_path = brain, public, pg_catalog
set jit = off
as $fn$
declare
    _tq  tsquery := websearch_to_tsquery('english', query);
    _cq  tsquery;
    _kq  tsquery;
    _n   integer;
    _pat brain.question_patterns;
    _entity text;
    _entity_id bigint;
begin
    -- keyword arm: chunks matching all query words (english configuration); when none does, any of
    -- them (the second pass of the loop)
    if 'keyword' = any (arms) and numnode(_tq) > 0 then
        foreach _kq in array array[_tq, (select string_agg(quote_literal(x), ' | ')::tsquery
                                            from unnest(tsvector_to_array(to_tsvector('english', query))) x)] loop
            exit when _kq is null;
            return query
            with hits as (
                select distinct on (c.page_id) c.page_id, c.id, ts_rank_cd(c.search_vector, _kq)::real as s
                  from brain.content_chunks c join brain.pages p on p.id = c.page_id
                 where c.search_vector @@ _kq and p.deleted_at is null and p.source_id = any (scope)
                   and c.modality = 'text'
                   and (types is null or p.type = any (types))
                   and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                   and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)
                 order by c.page_id, s desc, c.chunk_index
            )
            select 'keyword'::text, h.page_id, h.id, (row_number() over (order by h.s desc, h.page_id) - 1)::integer,
                   h.s, case when _kq is distinct from _tq then jsonb_build_object('or_fallback', true) end
              from hits h order by h.s desc, h.page_id limit pool;
            get diagnostics _n = row_count;
            exit when _n > 0;
        end loop;
        _tq := coalesce(_kq, _tq);   -- the title arm uses the same words the keyword arm settled on
    end if;

    -- title arm: page titles (and timelines), the page-level vector
    if 'title' = any (arms) and _tq is not null and numnode(_tq) > 0 then
        return query
        select 'title'::text, x.id, null::bigint, (row_number() over (order by x.s desc, x.id) - 1)::integer, x.s,
               null::jsonb
          from (select p.id, ts_rank_cd(p.search_vector, _tq)::real as s
                  from brain.pages p
                 where p.search_vector @@ _tq and p.deleted_at is null and p.source_id = any (scope)
                   and (types is null or p.type = any (types))
                   and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
                   and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)
                 order by s desc, p.id limit pool) x;
    end if;

    -- CJK arm: chunks sharing character bigrams with the query (GIN-indexed), most shared first
    _cq := (select string_agg(quote_literal(x), ' | ')::tsquery
              from unnest(tsvector_to_array(brain._cjk_bigrams(query))) x);
    if 'cjk' = any (arms) and _cq is not null then
        return query
        with hits as (
            select distinct on (c.page_id) c.page_id, c.id, ts_rank(brain._cjk_bigrams(c.chunk_text), _cq)::real as s
              from brain.content_chunks c join brain.pages p on p.id = c.page_id
             where brain._cjk_bigrams(c.chunk_text) @@ _cq and p.deleted_at is null and p.source_id = any (scope)
               and c.modality = 'text'
               and (types is null or p.type = any (types))
               and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
               and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)
             order by c.page_id, s desc, c.chunk_index
        )
        select 'cjk'::text, h.page_id, h.id, (row_number() over (order by h.s desc, h.page_id) - 1)::integer, h.s,
               null::jsonb
          from hits h order by h.s desc, h.page_id limit pool;
    end if;

    -- vector arm: nearest chunks (HNSW, cosine); the iterative scan keeps filtered searches filled
    if 'vector' = any (arms) and query_embedding is not null then
        perform set_config('hnsw.iterative_scan', 'relaxed_order', true);
        perform set_config('hnsw.ef_search', greatest(40, least(1000, pool * 4))::text, true);
        return query
        with near as (
            select c.page_id, c.id, (1 - (c.embedding <=> query_embedding))::real as s
              from brain.content_chunks c join brain.pages p on p.id = c.page_id
             where c.embedding is not null and p.deleted_at is null and p.source_id = any (scope)
               and (types is null or p.type = any (types))
               and (since is null or coalesce(p.effective_date, p.updated_at)::date >= since)
               and (until is null or coalesce(p.effective_date, p.updated_at)::date <= until)
             order by c.embedding <=> query_embedding
             limit pool * 4
        ), best as (
            select distinct on (n.page_id) n.* from near n order by n.page_id, n.s desc
        )
        select 'vector'::text, b.page_id, b.id, (row_number() over (order by b.s desc, b.page_id) - 1)::integer, b.s,
               null::jsonb
          from best b order by b.s desc, b.page_id limit pool;
    end if;

    -- relational arm: a question about a named entity is answered from typed edges
    if 'relational' = any (arms) then
        select qp.* into _pat from brain.question_patterns qp
         where qp.enabled and query ~* qp.pattern
         order by qp.priority desc, qp.id limit 1;
        if _pat.id is not null then
            _entity := btrim((regexp_match(btrim(query), _pat.pattern, 'i'))[1], E' \t?？。.!！「」"''');
            _entity := regexp_replace(_entity, '^(?:the|a|an)\s+', '', 'i');
            -- the entity: exact title or slug basename first, then title similarity (pg_trgm)
            select p.id into _entity_id
              from brain.pages p
             where p.deleted_at is null and p.source_id = any (scope)
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

comment on function brain._search_arms(text, public.vector, integer, text[], text[], date, date, text[]) is
'Internal: the ranked candidate lists of the retrieval arms named in arms (keyword: chunk full text, all words else any; title: page titles and timelines; cjk: character bigrams; vector: HNSW cosine; relational: typed edges of the entity a question names, plus an entity row naming that page), each one best chunk per page, at most pool pages, 0-based ranks. Example: select * from brain._search_arms(''who works at acme?'', null, 50, brain._search_scope(null), null, null, null, ''{keyword,relational}'');';
