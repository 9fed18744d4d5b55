-- brain._search_relational(query, pool, scope, types): the relational arm of a search.
create or replace function brain._search_relational(query text, pool integer, scope text[], types text[])
returns table (arm text, page_id bigint, chunk_id bigint, rank integer, raw real, detail jsonb)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
-- every statement here is an indexed lookup whose plan does not depend on the question; custom plans cost
-- 1.3 ms of planning a question for 0.2 ms of work at 100,000 pages. The two fallback lookups of the
-- entity (a title containing it, a similar title) need the pattern itself to use the trigram index, so they
-- run as dynamic SQL, planned with the name, and only when the exact lookups found nothing.
set plan_cache_mode = force_generic_plan
-- a generic plan guesses a thousand candidates and, on a brain of up to some 20,000 pages, joined them to every
-- page by a hash join (8 ms of a 10,000-page search); every join here is at most a few hundred rows to an index
set enable_hashjoin = off
set enable_mergejoin = off
as $fn$
declare
    _pat brain.question_patterns;
    _entity text;
    _entity_id bigint;
    _like text;
    _cands bigint[];
    _gates text[];
    _cjkq boolean;
    _backref boolean;
begin
    -- the patterns in priority order until the first match (the loop stops there; a WHERE over the table
    -- would test every pattern before sorting); Japanese ones only on text with kana or ideographs; and only
    -- when one of the alternations of six patterns each matches at all. PostgreSQL caches 32 compiled
    -- regexes a session: testing all 36 patterns on every search evicted every regex of the pipeline every
    -- time, and one alternation of all of them takes 60 ms to compile (measured), so it was itself evicted
    -- and recompiled under varied searches; six alternations compile in 7 ms, once. Patterns with
    -- back-references (\1) cannot be joined into an alternation; their presence skips the shortcut.
    _cjkq := query ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]';
    select array_agg(x.p order by x.g), bool_or(x.backref)
      into _gates, _backref
      from (select n.g, string_agg('(?:' || n.pattern || ')', '|' order by n.id) as p,
                   bool_or(n.pattern ~ '\\[1-9]') as backref
              from (select (row_number() over (order by qp.id) - 1) / 6 as g, qp.id, qp.pattern
                      from brain.question_patterns qp
                     where qp.enabled and (qp.language <> 'ja' or _cjkq)) n
             group by n.g) x;
    if _gates is null or not (_backref or exists (select 1 from unnest(_gates) gp where query ~* gp)) then
        return;
    end if;
    for _pat in select qp.* from brain.question_patterns qp
                 where qp.enabled and (qp.language <> 'ja' or _cjkq)
                 order by qp.priority desc, qp.id loop
        exit when query ~* _pat.pattern;
    end loop;
    if _pat.id is null or not (query ~* _pat.pattern) then
        return;
    end if;
    _entity := btrim((regexp_match(btrim(query), _pat.pattern, 'i'))[1], E' \t?？。.!！「」"''');
    _entity := regexp_replace(_entity, '^(?:the|a|an)\s+', '', 'i');
    -- the entity: exact title, slug basename or alias first, then a title containing it, then title
    -- similarity (pg_trgm); the candidates come from indexed lookups (trigram, basename and alias indexes),
    -- never a scan of every page. In stages, each only when the earlier ones found nothing: the order below
    -- ranks every exact match above every title that merely contains the name, and those above mere
    -- similarity, so the stages pick the same page while skipping the costly lookups
    -- (each branch filters its own rows: a semi-join of the union to pages planned generically as a scan of
    -- every page)
    select array_agg(x.id) into _cands from (
        select p.id from brain.pages p
         where lower(p.title) = lower(_entity) and p.deleted_at is null and p.source_id = any (scope)
        union
        select p.id from brain.pages p
         where split_part(p.slug, '/', -1) = brain._normalize_basename(_entity) and p.deleted_at is null
           and p.source_id = any (scope)
        union
        select p.id from brain.pages p
         where p.frontmatter -> 'aliases' ? _entity and p.deleted_at is null and p.source_id = any (scope)) x;
    if _cands is null and length(_entity) >= 2 then
        _like := replace(replace(replace(_entity, '\', '\\'), '%', '\%'), '_', '\_');
        execute format($q$
            select array_agg(p.id) from brain.pages p
             where %s and p.deleted_at is null and p.source_id = any ($1)$q$,
                    case when length(_entity) >= 3 then format('p.title ilike %L', '%' || _like || '%')
                         else format('strpos(lower(p.title), %L) > 0', lower(_entity)) end)
           into _cands using scope;
    end if;
    if _cands is null then
        perform set_config('pg_trgm.similarity_threshold', '0.35', true);
        execute format($q$
            select array_agg(p.id) from brain.pages p
             where p.title %% %L and p.deleted_at is null and p.source_id = any ($1)$q$, _entity)
           into _cands using scope;
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
              -- the kind of page the question is about: a company for who invested in / works at, a meeting
              -- for who attended, a person (or fund) for what did X do
              (p.type = any (case when _pat.direction = 'out' then array['person', 'fund']
                                  when 'attended' = any (_pat.link_types)
                                  then array['meeting', 'event', 'calendar-event']
                                  else array['company', 'fund', 'organization', 'project', 'deal'] end)) desc,
              public.similarity(p.title, _entity) desc,
              length(p.title),
              (select count(*) from brain.links l where l.to_page_id = p.id and l.valid_to is null) desc,
              p.slug
     limit 1;
    if _entity_id is null then
        return;
    end if;
    return query
    with answers as (
        -- (one branch a direction, so that each uses its index in a generic plan)
        select l.from_page_id as pid, l.link_type
          from brain.links l
         where _pat.direction = 'in' and l.to_page_id = _entity_id and l.valid_to is null
           and l.link_type = any (_pat.link_types)
        union all
        select l.to_page_id, l.link_type
          from brain.links l
         where _pat.direction <> 'in' and l.from_page_id = _entity_id and l.valid_to is null
           and l.link_type = any (_pat.link_types)
    ), counted as (
        select a.pid, count(*) as n, array_agg(distinct a.link_type) as lts from answers a group by a.pid
    )
    select 'relational'::text, a.pid, null::bigint,
           (row_number() over (order by a.n desc, p.title) - 1)::integer, a.n::real,
           jsonb_build_object('entity', e.slug, 'link_types', _pat.link_types, 'direction', _pat.direction,
                              'pattern_id', _pat.id, 'via', a.lts)
      from counted a
      join brain.pages p on p.id = a.pid and p.deleted_at is null and p.source_id = any (scope)
     cross join (select slug from brain.pages where id = _entity_id) e
     where (types is null or p.type = any (types))
     order by a.n desc, p.title
     limit pool;
    -- the page the question names is not an answer
    return query select 'entity'::text, _entity_id, null::bigint, 0, 0::real, jsonb_build_object('entity', _entity);
end
$fn$;

comment on function brain._search_relational(text, integer, text[], text[]) is
'Internal: the relational arm of a search: the first enabled brain.question_patterns row (by priority) that matches the question gives link types and a direction; the entity it names is resolved by exact title, slug basename or alias, else a title containing it, else title similarity (pg_trgm, 0.35), in the given sources; its typed neighbours are ranked by the number of such edges (0-based ranks, at most pool), followed by an entity row naming that page (the fusion halves it: the page a question names is not an answer). Example: select * from brain._search_relational(''who works at Acme?'', 50, brain._search_scope(null), null);';
