-- brain._search_relational(query, pool, scope, types): the relational arm of a search: the question's plan, walked.
create or replace function brain._search_relational(query text, pool integer, scope text[], types text[])
returns table (arm text, page_id bigint, chunk_id bigint, rank integer, raw real, detail jsonb)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
-- the walk is two indexed lookups whose plans do not depend on the question
set plan_cache_mode = force_generic_plan
-- (no hash or merge join, as in _search_fuse: every join here is a few hundred rows at most, to an index)
set enable_hashjoin = off
set enable_mergejoin = off
as $fn$
declare
    _plan      record;
    _min       real;
    _step      jsonb;
    _entity_id bigint;
    _dir       text;
    _lts       text[];
    _answer    text;
    _about     jsonb;
begin
    -- the plan (brain.plan_question's, over the search's sources); no relational arm below the threshold
    select * into _plan from brain._plan_question(query, scope);
    _min := coalesce((select (c.value #>> '{}')::real from brain.config c where c.key = 'search.plan_min_confidence'),
                     0.5);
    if _plan.confidence is null or _plan.confidence <= 0 or _plan.confidence < _min
       or jsonb_array_length(_plan.steps) = 0 then
        return;
    end if;
    _step := _plan.steps -> 0;
    _dir := _step ->> 'direction';
    _lts := array(select jsonb_array_elements_text(_step -> 'link_types'));
    _answer := _plan.answer_type;
    select p.id into _entity_id
      from brain.pages p
     where p.source_id = _step ->> 'source_id' and p.slug = _step ->> 'from' and p.deleted_at is null;
    if _entity_id is null then
        return;
    end if;
    _about := jsonb_build_object('entity', _step ->> 'from', 'link_types', _step -> 'link_types', 'direction', _dir,
                                 'cue_id', _step -> 'cue_id', 'answer_type', _answer,
                                 'confidence', round(_plan.confidence::numeric, 3), 'why', _plan.why);
    return query
    with answers as (
        -- (one branch a direction, so that each uses its index in a generic plan)
        select l.from_page_id as pid, l.link_type
          from brain.links l
         where _dir = 'in' and l.to_page_id = _entity_id and l.valid_to is null and l.link_type = any (_lts)
        union all
        select l.to_page_id, l.link_type
          from brain.links l
         where _dir = 'out' and l.from_page_id = _entity_id and l.valid_to is null and l.link_type = any (_lts)
    ), counted as (
        select a.pid, count(*) as n, array_agg(distinct a.link_type) as lts from answers a group by a.pid
    )
    -- by the number of such edges (the answer type is the plan's: every far end of these edges is of a type the
    -- domains allow, and "who invested" is answered by funds as well as people)
    select 'relational'::text, a.pid, null::bigint,
           (row_number() over (order by a.n desc, p.title) - 1)::integer,
           a.n::real, jsonb_build_object('via', a.lts, 'edges', a.n)
      from counted a
      join brain.pages p on p.id = a.pid and p.deleted_at is null and p.source_id = any (scope)
     where (types is null or p.type = any (types))
     order by a.n desc, p.title
     limit pool;
    -- the page the question names is not an answer; its row carries the plan, which the fusion shows on every row
    return query select 'entity'::text, _entity_id, null::bigint, 0, 0::real, _about;
end
$fn$;

comment on function brain._search_relational(text, integer, text[], text[]) is
'Internal: the relational arm of a search: the plan of brain._plan_question (the page the question names, the link types and direction its cue asks for, the answers'' page type), used when its confidence is at least config search.plan_min_confidence; the pages joined to the named page by those edges in that direction, in the given sources and types, ranked by the number of such edges (0-based ranks, at most pool), each with the link types that joined it (via) and how many edges; then an entity row naming that page, with the plan (entity, link_types, direction, cue_id, answer_type, confidence, why) as its detail (the fusion halves that page, the page a question names is not an answer, and shows the plan in every row''s explain). Example: select * from brain._search_relational(''who is on the payroll at Acme?'', 50, brain._search_scope(null), null);';
