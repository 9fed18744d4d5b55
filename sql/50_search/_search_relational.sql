-- brain._search_relational(query, pool, scope, types): the relational arm of a search: the question's plan, walked.
create or replace function brain._search_relational(query text, pool integer, scope text[], types text[])
returns table (arm text, page_id bigint, chunk_id bigint, rank integer, raw real, evidence jsonb)
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
    _n         integer;
    _cap       integer;
    _besides   boolean;
    -- steps 2 and 3 of a composed question (null when the plan has fewer): link types, direction, filter
    _l2 text[]; _d2 text; _f2 boolean;
    _l3 text[]; _d3 text; _f3 boolean;
    -- when the question asks about (brain._question_time, on the plan's first step): the mode of the first step,
    -- its day or period; a question that names no time asks about now, and its former holders follow (former)
    _held    text;
    _at      date;
    _during  daterange;
    _former  boolean;
    -- a "before" question (where was Alice before Beta?): the page it names as the later relation (Beta) is no answer
    _before  bigint[];
begin
    -- the plan (brain.plan_question's, over the search's sources); no relational arm below the threshold
    select * into _plan from brain._plan_question(query, scope);
    _min := coalesce((select (c.value #>> '{}')::real from brain.config c where c.key = 'search.plan_min_confidence'),
                     0.5);
    if _plan.confidence is null or _plan.confidence <= 0 or _plan.confidence < _min
       or jsonb_array_length(_plan.steps) = 0 then
        return;
    end if;
    _n := jsonb_array_length(_plan.steps);
    _step := _plan.steps -> 0;
    _dir := _step ->> 'direction';
    _lts := array(select jsonb_array_elements_text(_step -> 'link_types'));
    _besides := coalesce((_step ->> 'besides')::boolean, false);
    _held := coalesce(_step ->> 'held', 'current');
    _at := coalesce((_step ->> 'held_at')::date, current_date);
    _during := (_step ->> 'held_during')::daterange;
    _former := _step ->> 'time' is null or _held = 'any';
    if _step ? 'before' and _held = 'ended' then
        _held := 'before';
        _before := array(select p.id from brain.pages p
                          where p.slug = _step ->> 'before' and p.deleted_at is null);
    end if;
    _answer := _plan.answer_type;
    _cap := coalesce((select (c.value #>> '{}')::int from brain.config c where c.key = 'search.chain_fanout_cap'), 200);
    if _n >= 2 then
        _l2 := array(select jsonb_array_elements_text(_plan.steps -> 1 -> 'link_types'));
        _d2 := _plan.steps -> 1 ->> 'direction';
        _f2 := (_plan.steps -> 1 ->> 'filter') is not null;
    end if;
    if _n >= 3 then
        _l3 := array(select jsonb_array_elements_text(_plan.steps -> 2 -> 'link_types'));
        _d3 := _plan.steps -> 2 ->> 'direction';
        _f3 := (_plan.steps -> 2 ->> 'filter') is not null;
    end if;
    select p.id into _entity_id
      from brain.pages p
     where p.source_id = _step ->> 'source_id' and p.slug = _step ->> 'from' and p.deleted_at is null;
    if _entity_id is null then
        return;
    end if;
    _about := jsonb_build_object('entity', _step ->> 'from', 'link_types', _step -> 'link_types', 'direction', _dir,
                                 'cue_id', _step -> 'cue_id', 'answer_type', _answer,
                                 'confidence', round(_plan.confidence::numeric, 3), 'why', _plan.why)
              || case when _n > 1 then jsonb_build_object('steps', _plan.steps) else '{}' end;
    return query
    -- the walk, set-based in one statement: each step the live edges of its link types in its direction out of the
    -- pages the step before reached (at most search.chain_fanout_cap edges a page, and that many pages kept, by
    -- their paths), counting the paths that reach each page; a filter step keeps the pages that have such an edge
    -- of their own. Readable pages only (row-level security on links and pages); deleted pages break a path
    with s1 as (
        select w.pid, w.paths, w.link_types as lts
          from brain._walk_step(array[_entity_id], array[1::bigint], _lts, _dir, false, 100000, scope,
                                case when _n = 1 then 100000 else _cap end, _at, _during,
                                case when _held = 'any' then 'current' else _held end) w
    ), former as (
        -- a question that names no time (or asks about any time): the holders of a relation that has ended, after
        -- the current ones, named as former in their evidence
        select w.pid, w.paths, w.link_types as lts
          from brain._walk_step(array[_entity_id], array[1::bigint], _lts, _dir, false, 100000, scope, 100000,
                                _at, null, 'ended') w
         where _former and _n = 1 and not exists (select 1 from s1 where s1.pid = w.pid)
    ), s2 as (
        select w.pid, w.paths, w.via from brain._walk_step((select array_agg(s1.pid) from s1), (select array_agg(s1.paths) from s1),
                                         _l2, _d2, _f2, _cap, scope, case when _n = 2 then 100000 else _cap end) w
         where _n >= 2
    ), s3 as (
        select w.pid, w.paths, w.via from brain._walk_step((select array_agg(s2.pid) from s2), (select array_agg(s2.paths) from s2),
                                         _l3, _d3, _f3, _cap, scope, 100000) w
         where _n >= 3
    ), answers as (
        select s1.pid, s1.paths, s1.lts as via, null::bigint[] as bridges, false as former from s1 where _n = 1
        union all
        select f.pid, f.paths, f.lts, null, true from former f
        union all
        select s2.pid, s2.paths, _l2, s2.via, false from s2 where _n = 2
        union all
        select s3.pid, s3.paths, _l3, s3.via, false from s3 where _n = 3
    ), dated as (
        -- for the first step: whether the answer's relation is dated (a relation whose dates say it held then ranks
        -- above one that holds only because nothing says when: in "who worked at Acme in 2015?" the page that says
        -- "from 2012 to 2018" answers before the one that only says "works at Acme"), and a founder whose job there
        -- has ended (the works_at cues walk founded too: a founder works there, until the page says she left)
        select a.pid,
               exists (select 1 from brain.links l
                        where l.valid_to is null and l.link_type = any (_lts) and (l.held_from is not null or l.held_ended)
                          and ((l.from_page_id, l.to_page_id) = (a.pid, _entity_id)
                               or (l.from_page_id, l.to_page_id) = (_entity_id, a.pid))) as known,
               not a.former and 'works_at' = any (_lts) and a.via is not null and not ('works_at' = any (a.via))
               and exists (select 1 from brain.links l
                            where l.valid_to is null and l.link_type = 'works_at'
                              and ((l.from_page_id, l.to_page_id) = (a.pid, _entity_id)
                                   or (l.from_page_id, l.to_page_id) = (_entity_id, a.pid))) as left_founder
          from answers a
         where _n = 1
    ), ranked as (
        -- by the number of paths (the answer type is the plan's: every far end of these edges is of a type the
        -- domains allow, and "who invested" is answered by funds as well as people); "who else" leaves the named
        -- page out; the current holders first, then the former ones; for a question about a past day or period the
        -- relations known to have held then first
        select a.*, p.title,
               row_number() over (order by a.former, (_step ->> 'time' is not null and _held not in ('ended', 'before')
                                                      and not coalesce(d.known, true)),
                                           a.paths desc, p.title) - 1 as rk
          from answers a
          join brain.pages p on p.id = a.pid
          left join dated d on d.pid = a.pid
         where (types is null or p.type = any (types)) and not (_besides and a.pid = _entity_id)
           and not (a.pid = any (coalesce(_before, '{}')))
           and not coalesce(d.left_founder, false)
         order by rk
         limit pool
    ), bridged as (
        -- the pages a composed answer came through, after every answer: evidence, named in the answers' explain
        select b.pid, count(*) as answers
          from ranked r cross join lateral unnest(r.bridges) b(pid)
         where b.pid <> _entity_id
         group by b.pid
    )
    select 'relational'::text, r.pid, null::bigint, r.rk::integer, r.paths::real,
           jsonb_build_object('via', r.via, case when _n = 1 then 'edges' else 'paths' end, r.paths)
           || case when r.former then jsonb_build_object('former', true) else '{}' end
           || case when r.bridges is null then '{}'
                   else jsonb_build_object('through', (select jsonb_agg(bp.slug order by bp.slug)
                                                        from (select p.slug from brain.pages p where p.id = any (r.bridges)
                                                               order by p.slug limit 5) bp)) end
      from ranked r
    union all
    select 'relational'::text, b.pid, null::bigint,
           ((select count(*) from ranked) + row_number() over (order by b.answers desc, p.title) - 1)::integer,
           0::real, jsonb_build_object('bridge', true, 'answers', b.answers)
      from bridged b
      join brain.pages p on p.id = b.pid
     where not exists (select 1 from ranked r where r.pid = b.pid)
       and (types is null or p.type = any (types));
    -- the page the question names is not an answer; its row carries the plan, which the fusion shows on every row
    return query select 'entity'::text, _entity_id, null::bigint, 0, 0::real, _about;
end
$fn$;

comment on function brain._search_relational(text, integer, text[], text[]) is
'Internal: the relational arm of a search: the plan of brain._plan_question (the page the question names, the link types and direction its cue asks for, the answers'' page type), used when its confidence is at least config search.plan_min_confidence; the pages joined to the named page by those edges in that direction, in the given sources and types, ranked by the number of such edges (0-based ranks, at most pool), each with the link types that joined it (via) and how many edges; then an entity row naming that page, with the plan (entity, link_types, direction, cue_id, answer_type, confidence, why) as its evidence (the fusion halves that page, the page a question names is not an answer, and shows the plan in every row''s explain). Example: select * from brain._search_relational(''who is on the payroll at Acme?'', 50, brain._read_scope(null), null);';
