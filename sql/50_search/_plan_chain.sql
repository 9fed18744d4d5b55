-- brain._hop_words(masked, cjk) and brain._plan_chain(...): the further steps of a composed question's plan.
create or replace function brain._hop_words(masked text, cjk boolean)
returns table (s integer, e integer, link_type text, role text, link_types text[])
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- every match of the lexicon's hop words in the question (the named page as @), where two overlap the longer
    -- (then the first row): "investors" is one word of invested_in, not "invest" and "investors"
    with m as (
        select q.id, x.s, x.e, q.link_types[1] as link_type, q.entity_role as role, q.link_types
          from brain.question_lexicon q
         cross join lateral generate_series(1, least(regexp_count(masked, q.pattern, 1, 'i'), 10)) n
         cross join lateral (select regexp_instr(masked, q.pattern, 1, n, 0, 'i') as s,
                                    regexp_instr(masked, q.pattern, 1, n, 1, 'i') as e) x
         where q.enabled and q.kind = 'hop' and (cjk or q.language <> 'ja')
           and (q.words is null or exists (select 1 from unnest(q.words) w where strpos(masked, w) > 0))
    )
    select m.s, m.e, m.link_type, m.role, m.link_types
      from m
     where m.e > m.s
       and not exists (select 1 from m o
                        where o.s < m.e and o.e > m.s and (o.e - o.s > m.e - m.s or (o.e - o.s = m.e - m.s and o.id < m.id)))
     order by m.s
$fn$;

comment on function brain._hop_words(text, boolean) is
'Internal: the hop words of brain.question_lexicon in a question''s masked normal form (the named page as @): start and end positions (1-based, end exclusive), link type (the first of the row''s), the end of the edge the word names (subject: investors; object: portfolio; null: a verb) and the row''s link types (the step walks them all: employees work at or founded a company); of two overlapping matches the longer. Example: select * from brain._hop_words(''who invested in the companies founded by @'', false);';

create or replace function brain._sole_link_type(from_type text, to_type text)
returns table (link_type text, direction text)
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- the one link type (with domains at both ends, and one the lexicon asks about) that joins a page of from_type
    -- to one of to_type, and the direction from from_type; no row where none or two or more do
    select d.name, d.dir
      from (select lt.name, case when from_type = any (lt.from_types) then 'out' else 'in' end as dir,
                   count(*) over () as n
              from brain.link_types lt
             where lt.from_types is not null and lt.to_types is not null
               and ((from_type = any (lt.from_types) and to_type = any (lt.to_types))
                    or (from_type = any (lt.to_types) and to_type = any (lt.from_types)))
               and exists (select 1 from brain.question_lexicon q
                            where q.enabled and q.kind = 'relation' and lt.name = any (q.link_types))) d
     where d.n = 1
$fn$;

comment on function brain._sole_link_type(text, text) is
'Internal: the only link type of brain.link_types (domains at both ends, asked about by a relation cue of brain.question_lexicon) that joins a page of from_type to a page of to_type, with the direction walked from from_type (out: from_type is the edge''s source); no row where none or several do. A plan''s step where no cue names the relation (brain._plan_question, brain._plan_chain). Example: select * from brain._sole_link_type(''meeting'', ''person'');';

create or replace function brain._hop_continues(words jsonb, span_s integer, span_e integer, used integer[],
                                                link_type text, at_type text)
returns boolean
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- a hop word outside the first cue's match, not used yet, of another relation, that can walk on from a page of
    -- at_type
    select exists (select 1 from jsonb_array_elements(words) o
                     join brain.link_types ot on ot.name = o ->> 'link_type'
                    where ((o ->> 'e')::int <= span_s or (o ->> 's')::int >= span_e)
                      and not ((o ->> 's')::int = any (used))
                      and o ->> 'link_type' <> link_type
                      and (at_type = any (ot.from_types) or at_type = any (ot.to_types)))
$fn$;

comment on function brain._hop_continues(jsonb, integer, integer, integer[], text, text) is
'Internal: whether a hop word of brain._hop_words (outside the first cue''s match span_s..span_e, whose start is not in used, of another link type than link_type) can walk on from a page of at_type; brain._plan_chain asks it before it reads a word as a filter or as the question''s own verb. Example: select brain._hop_continues(''[{"s": 5, "e": 13, "link_type": "invested_in"}]'', 30, 44, ''{}'', ''founded'', ''company'');';

create or replace function brain._plan_chain(words jsonb, span_s integer, span_e integer, link_types text[],
                                             direction text, cur_type text, hint text, besides boolean)
returns jsonb
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _steps    jsonb := '[]';
    _type     text := cur_type;
    _prev_lts text[] := link_types;
    _prev_dir text := direction;
    _w        jsonb;
    _lt       text;
    _role     text;
    _from     text[];
    _to       text[];
    _can_in   boolean;
    _can_out  boolean;
    _d        text;
    _next     text;
    _used     integer[] := '{}';
    _took     boolean;
begin
    -- the hop words outside the first step's cue, nearest to it first: in "who invested in the companies founded
    -- by @" the first step is "founded by @" and the next "invested"; in 「@が出資した会社の創業者」 the first is
    -- 「@が出資」 and the next 創業者. At most two more steps (three in all)
    -- each step the nearest word not used yet that can follow from the pages reached so far (a word that cannot
    -- yet may later: in "which meetings did the founders of @'s portfolio companies attend" attend comes after
    -- founders)
    loop
        exit when jsonb_array_length(_steps) >= 2;
        _took := false;
        for _w in select w from jsonb_array_elements(words) w
                   where ((w ->> 'e')::int <= span_s or (w ->> 's')::int >= span_e)
                     and not ((w ->> 's')::int = any (_used))
                   order by least(abs((w ->> 's')::int - span_e), abs(span_s - (w ->> 'e')::int)), (w ->> 's')::int loop
            _lt := _w ->> 'link_type';
            _role := _w ->> 'role';
            -- the same relation again, naming the end the walk is already at, only restates it: "the investors
            -- who invested in @", 「@に投資している投資家」 (a verb only where the walk is at the type asked for:
            -- "people who invested in a company @ invested in" walks it back)
            if _lt = any (_prev_lts)
               and ((_role is null and (hint is null or _type = hint))
                    or (_role = 'subject' and _prev_dir = 'in') or (_role = 'object' and _prev_dir = 'out')) then
                _used := _used || (_w ->> 's')::int;
                continue;
            end if;
            select lt.from_types, lt.to_types into _from, _to from brain.link_types lt where lt.name = _lt;
            _can_in := _to is not null and _type = any (_to);
            _can_out := _from is not null and _type = any (_from);
            continue when not (_can_in or _can_out);
            _d := case when _can_in and not _can_out then 'in'
                       when _can_out and not _can_in then 'out'
                       -- (both: a company invests and is invested in) the word's end, else the type asked for
                       when _role = 'subject' then 'in'
                       when _role = 'object' then 'out'
                       when hint = any (_from) and not hint = any (_to) then 'in'
                       when hint = any (_to) and not hint = any (_from) then 'out'
                       else 'in' end;
            _next := case _d when 'in' then case when hint = any (_from) then hint else _from[1] end
                             else case when hint = any (_to) then hint else _to[1] end end;
            -- a verb before the first cue that would lead away from answers already of the type asked for is the
            -- question's own predicate, another word for the cue's relation ("who participated in @'s funding
            -- round"): no step
            -- (unless a word still to come walks on from there: "who invested in the companies founded by the
            -- attendees of @")
            if _role is null and hint is not null and _type = hint and _next <> hint and (_w ->> 'e')::int <= span_s
               and not brain._hop_continues(words, span_s, span_e, _used || (_w ->> 's')::int, _lt, _next) then
                _used := _used || (_w ->> 's')::int;
                continue;
            end if;
            if ((_role = 'subject' and _d = 'out')
                -- (a verb or an object noun, too, where it would lead away from the answers' type: "which of the
                -- attendees of @ invested", "who has made investments", 「@の参加者で出資をしている人」)
                -- (after the first cue only: in "who participated in @'s funding round" the verb before it is the
                -- question's own, another word for investing)
                or ((_role is null or _role = 'object') and _d = 'out' and hint is not null and _type = hint
                    and _next <> hint and (_w ->> 's')::int >= span_e))
               -- (unless a word still to come walks on from where the step would end: in "who invested in the
               -- companies whose founders attended @" the founders lead to their companies)
               and not brain._hop_continues(words, span_s, span_e, _used || (_w ->> 's')::int, _lt, _next) then
                -- an agent noun naming the pages already reached ("which investors attended @", "which of the
                -- attendees of @ are investors", 「@に出席した投資家」): a filter, not a step: the pages with such an
                -- edge of their own
                _steps := _steps || jsonb_build_array(jsonb_build_object('link_types', coalesce(_w -> 'link_types', jsonb_build_array(_lt)),
                                                                         'direction', 'out', 'filter', 'has'));
            else
                _steps := _steps || jsonb_build_array(jsonb_build_object('link_types', coalesce(_w -> 'link_types', jsonb_build_array(_lt)),
                                                                         'direction', _d));
                _type := _next;
                _prev_lts := array(select jsonb_array_elements_text(coalesce(_w -> 'link_types', jsonb_build_array(_lt))));
                _prev_dir := _d;
            end if;
            _used := _used || (_w ->> 's')::int;
            _took := true;
            exit;
        end loop;
        exit when not _took;
    end loop;
    -- "who else", "alongside", 一緒に: when the walk ends short of the type asked for, the last relation walked back
    -- reaches the others who share it (co-investors)
    if besides and hint is not null and _type is distinct from hint then
        select lt.from_types, lt.to_types into _from, _to from brain.link_types lt where lt.name = _prev_lts[1];
        if (_prev_dir = 'out' and hint = any (_from)) or (_prev_dir = 'in' and hint = any (_to)) then
            _steps := _steps || jsonb_build_array(jsonb_build_object(
                          'link_types', to_jsonb(_prev_lts), 'direction', case _prev_dir when 'out' then 'in' else 'out' end));
            _type := hint;
        end if;
    end if;
    -- a walk that ends short of the type asked for where only one relation joins the two (a person to a meeting:
    -- attended) takes that step, as a one-hop question with no cue does: "which meetings were the founders of
    -- @'s portfolio companies at?"
    if hint is not null and _type is distinct from hint and jsonb_array_length(_steps) > 0 then
        select s.link_type, s.direction into _lt, _d from brain._sole_link_type(_type, hint) s;
        if _lt is not null and _d is not null then
            _steps := _steps || jsonb_build_array(jsonb_build_object('link_types', jsonb_build_array(_lt),
                                                                     'direction', _d, 'closing', true));
            _type := hint;
        end if;
    end if;
    return jsonb_build_object('steps', _steps, 'answer_type', _type);
end
$fn$;

comment on function brain._plan_chain(jsonb, integer, integer, text[], text, text, text, boolean) is
'Internal: the further steps of a composed question (brain._plan_question): from the hop words outside the first step''s cue (brain._hop_words), nearest first, at most two more steps, each walked where the page-type domains let the current pages be one end (the word''s end of the edge, then the answer type, when both are possible); the same relation naming the end already reached is skipped, an agent noun naming the answers themselves is a filter (pages with such an edge of their own), and with besides (who else, alongside) a walk that ends short of the type asked for walks its last relation back. Returns {steps, answer_type}. Example: select brain._plan_chain(''[{"s": 5, "e": 13, "link_type": "invested_in", "role": null}]'', 30, 44, ''{founded}'', ''out'', ''company'', ''person'', false);';

create or replace function brain._walk_step(frontier bigint[], paths bigint[], link_types text[], direction text,
                                            filter boolean, cap integer, scope text[], keep integer,
                                            held_at date default current_date, held_during daterange default null,
                                            held text default 'current')
returns table (pid bigint, paths bigint, via bigint[], link_types text[])
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- one step of a plan's walk, set-based: from every page of the frontier (with the number of paths that reached
    -- it) the live edges of the link types in the direction, at most cap a page; a filter keeps the frontier pages
    -- that have such an edge out of them instead; only relations that held then (brain._held_keep: held_at,
    -- held_during, held). Each page reached once, with the paths summed, the frontier pages it came from (via) and
    -- the link types that reached it; readable, live pages only; the keep pages with the most paths
    -- (the edges first, materialized: the walk's edges are few, and the planner, which expects one page where
    -- there are many, would otherwise walk them again for every page)
    with y as materialized (
            select nb.pid, nb.link_type, f.paths, f.pid as via
              from unnest(frontier, paths) f(pid, paths)
             cross join lateral (
                    (select l.from_page_id as pid, l.link_type from brain.links l
                      where direction = 'in' and not filter and l.to_page_id = f.pid and l.valid_to is null
                        and l.link_type = any (link_types)
                        and brain._held_keep(l.link_type, l.from_page_id, l.to_page_id, l.held_from,
                                             l.held_from_precision, l.held_until, l.held_until_precision,
                                             l.held_ended, held_at, held_during, held, null)
                      limit cap)
                    union all
                    (select l.to_page_id, l.link_type from brain.links l
                      where direction = 'out' and not filter and l.from_page_id = f.pid and l.valid_to is null
                        and l.link_type = any (link_types)
                        and brain._held_keep(l.link_type, l.from_page_id, l.to_page_id, l.held_from,
                                             l.held_from_precision, l.held_until, l.held_until_precision,
                                             l.held_ended, held_at, held_during, held, null)
                      limit cap)
                    union all
                    (select f.pid, null::text where filter and exists (
                         select 1 from brain.links l where l.from_page_id = f.pid and l.valid_to is null
                            and l.link_type = any (link_types)
                            and brain._held_keep(l.link_type, l.from_page_id, l.to_page_id, l.held_from,
                                                 l.held_from_precision, l.held_until, l.held_until_precision,
                                                 l.held_ended, held_at, held_during, held, null)))) nb)
    select y.pid, sum(y.paths)::bigint, array_agg(distinct y.via),
           array_agg(distinct y.link_type) filter (where y.link_type is not null)
      from y
      join brain.pages p on p.id = y.pid and p.deleted_at is null and p.source_id = any (scope)
     group by y.pid
     order by sum(y.paths) desc, y.pid
     limit keep
$fn$;

comment on function brain._walk_step(bigint[], bigint[], text[], text, boolean, integer, text[], integer, date, daterange, text) is
'Internal: one step of the walk of a plan (brain._search_relational): from the frontier pages (with the paths that reached each) along the live edges of link_types in direction, of relations that held then (brain._held_keep: held_at, default today, held_during or held current / ended / any, or before for the planner''s "before") (in = to the edges'' sources, out = to their targets), at most cap edges a page, or with filter the frontier pages that have such an edge out of them; returns each page reached with its paths summed, the frontier pages it came from (via) and the link types walked to it (null for a filter), readable live pages of scope only, the keep with the most paths. Example: select * from brain._walk_step(array[1::bigint], array[1::bigint], ''{founded}'', ''out'', false, 200, brain._read_scope(null), 200);';
