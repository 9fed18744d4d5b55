-- Which edges a read keeps by world time (issue 19): held_at / held_during / held, as every graph read takes them.

-- brain._check_held(held): the held argument of a read, checked; null = current.
create or replace function brain._check_held(held text)
returns text
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if held is null then
        return 'current';
    end if;
    if held not in ('current', 'ended', 'any') then
        raise exception 'held must be current, ended or any' using errcode = '22023',
              detail = format('got %L', held),
              hint = 'current: the relations that hold at held_at (default today) or during held_during; ended: the '
                     'ones that had ended by then (former); any: every edge, whatever its dates';
    end if;
    return held;
end
$fn$;

comment on function brain._check_held(text) is
'Internal: the held argument of a graph read: current (null), ended or any; anything else = 22023 with the choices. Example: select brain._check_held(''ended'');';

-- brain._held_judge(kind, ...): the rule behind brain._held_ok, for an edge with dates or an end.
create or replace function brain._held_judge(kind text, held_from date, from_precision text, held_until date,
                                             until_precision text, ended boolean, held_at date,
                                             held_during daterange, held text)
returns boolean
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select case
        when held = 'any' then true
        when kind = 'reference' then held <> 'ended'
        -- a period: a state that overlaps it (an end without a date: only the period it began in is known), an
        -- event that happened in it (an undated one is not excluded), an end in it for held => 'ended'
        when held_during is not null then
            case when held = 'ended'
                 then ended and held_until is not null
                      and daterange(held_until, brain._held_upper(held_until, until_precision)) && held_during
                 when kind = 'event'
                 then held_from is null
                      or daterange(held_from, brain._held_upper(held_from, from_precision)) && held_during
                 when ended and held_until is null
                 then held_from is not null
                      and daterange(held_from, brain._held_upper(held_from, from_precision)) && held_during
                 else daterange(held_from, brain._held_upper(held_until, until_precision)) && held_during
            end
        -- before a relation that began at a day (the day after its start's period, from the planner's "before"):
        -- one that could have ended by then (its end's period began before that day: a job until 2010 is before
        -- one since June 2010), or ended without a date after beginning before it
        when held = 'before'
        then ended and case when held_until is not null then held_until < held_at
                            else held_from is not null and held_from < held_at end
        -- former as of held_at: ended by then
        when held = 'ended'
        then ended and (held_until is null or brain._held_upper(held_until, until_precision) <= held_at)
        -- current at held_at: begun (a bound covers its whole period) and not ended; an end without a date is not
        -- known to hold at any date
        when ended and held_until is null then false
        else (held_from is null or held_from <= held_at)
             and (held_until is null or brain._held_upper(held_until, until_precision) > held_at)
    end;
$fn$;

comment on function brain._held_judge(text, date, text, date, text, boolean, date, daterange, text) is
'Internal: whether an edge of a kind (brain.link_types.kind) with a held interval is kept by a read. held current: a state edge that holds at held_at - begun by then (a bound covers its whole period: until 2022 holds on 2022-06-01) and not ended; an ended one without an end date never; an event that happened by then and was not ended (a stake sold); a reference always. held_during (a daterange) instead: a state that overlaps it (an end without a date: the period it began in), an event in it (undated ones kept). held ended: edges that had ended by held_at (or whose end falls in held_during); before (internal, the planner''s "before" with held_at the day after the later relation''s start period): edges that could have ended before held_at (the end''s period began before it), or ended undated after a start before it; any: every edge. Example: select brain._held_judge(''state'', ''2019-01-01'', ''year'', ''2022-01-01'', ''year'', true, ''2022-06-01'', null, ''current'');';

-- brain._held_args(held_at, held_during, held, as_of): a read's world-time arguments, checked, with their defaults.
create or replace function brain._held_args(held_at date, held_during daterange, held text, as_of timestamptz,
                                            out at date, out during daterange, out mode text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    mode := brain._check_held(held);
    if held_at is not null and held_during is not null then
        raise exception 'give held_at or held_during, not both' using errcode = '22023',
              hint = 'held_at: the relations that hold on a day; held_during: the ones that held at some time in a '
                     'period, e.g. held_during => ''[2021-01-01,2022-01-01)''';
    end if;
    if held_during is not null and isempty(held_during) then
        raise exception 'held_during is an empty period' using errcode = '22023',
              detail = format('got %s', held_during), hint = 'e.g. ''[2021-01-01,2022-01-01)'' for the year 2021';
    end if;
    -- default: today, or the day of as_of when the read looks at the past
    at := coalesce(held_at, (as_of at time zone 'UTC')::date, current_date);
    during := held_during;
end
$fn$;

comment on function brain._held_args(date, daterange, text, timestamptz) is
'Internal: the world-time arguments of a graph read as (at, during, mode): held checked (brain._check_held), held_at and held_during not both (22023), held_during not empty (22023), at = held_at, else the day of as_of, else today. Example: select * from brain._held_args(null, null, null, null);';

-- brain._held_episodes(from_id, to_id, link_type, as_of): when a relation held, from every edge that asserts it.
create or replace function brain._held_episodes(from_id bigint, to_id bigint, link_type text, as_of timestamptz)
returns table (held_from date, from_precision text, held_until date, until_precision text, ended boolean)
language sql
stable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- the bounds of every edge of the relation (its pages may each know part: the company page lists her since
    -- 2019, her own page says she left in 2022), in time order as the link engine reads one page's
    -- (brain._relink_type): a run of starts opens an episode (the start whose period ends first), a run of ends
    -- closes it (the end whose period begins last); an edge that has ended without a date ends the last episode
    -- still open; no bounds at all: one episode without dates
    with e as (
        select l.held_from, l.held_from_precision, l.held_until, l.held_until_precision, l.held_ended,
               l.held_evidence
          from brain.links l
         where l.from_page_id = _held_episodes.from_id and l.to_page_id = _held_episodes.to_id
           and l.link_type = _held_episodes.link_type
           and case when as_of is null then l.valid_to is null
                    else l.valid_from <= as_of and (l.valid_to is null or l.valid_to > as_of) end
    ), b as (
        -- each edge's bounds, and every dated bound its evidence holds: a page's own sweep keeps one start of a run
        -- of starts, but another page's end may fall inside that run (his page: since 2008, started again in
        -- 2016, stepped down in 2017; the company's page: until 2010 - two episodes, not one)
        select 'from' as bound, e.held_from as held, e.held_from_precision as prec from e where e.held_from is not null
        union
        select 'until', e.held_until, e.held_until_precision from e where e.held_until is not null
        union
        select v.value ->> 'bound',
               case length(v.value ->> 'date') when 4 then make_date((v.value ->> 'date')::integer, 1, 1)
                                               when 7 then ((v.value ->> 'date') || '-01')::date
                                               else (v.value ->> 'date')::date end,
               case length(v.value ->> 'date') when 4 then 'year' when 7 then 'month' else 'day' end
          from e cross join lateral jsonb_array_elements(e.held_evidence) v
         where jsonb_typeof(e.held_evidence) = 'array' and v.value ->> 'bound' in ('from', 'until')
           and (v.value ->> 'date') ~ '^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$'
    ), o as (
        select b.*, brain._held_upper(b.held, b.prec) as upper,
               case b.bound when 'from' then b.held else brain._held_upper(b.held, b.prec) end as key,
               case b.bound when 'until' then 0 else 1 end as tie
          from b
    ), r as (
        select o.*, sum(case when o.prev is distinct from o.bound then 1 else 0 end)
                        over (order by o.key, o.tie, o.held, o.upper) as run
          from (select o.*, lag(o.bound) over (order by o.key, o.tie, o.held, o.upper) as prev from o) o
    ), p as (
        select distinct on (r.run) r.run, r.bound, r.held, r.prec
          from r
         order by r.run, case when r.bound = 'from' then r.upper end,
                  case when r.bound = 'until' then r.held end desc, r.upper - r.held
    ), q as (
        select p.*, coalesce(sum(case when p.bound = 'until' then 1 else 0 end)
                                 over (order by p.run rows between unbounded preceding and 1 preceding), 0) as ep
          from p
    ), eps as (
        select q.ep, max(q.held) filter (where q.bound = 'from') as hf, max(q.prec) filter (where q.bound = 'from') as fp,
               max(q.held) filter (where q.bound = 'until') as hu, max(q.prec) filter (where q.bound = 'until') as up
          from q group by q.ep
    ), fl as (
        select coalesce(bool_or(e.held_ended and e.held_until is null), false) as ended from e
    )
    select x.hf, x.fp, x.hu, x.up, x.hu is not null or (x.ep = (select max(y.ep) from eps y) and fl.ended)
      from eps x, fl
    union all
    select null, null, null, null, fl.ended from fl where not exists (select 1 from eps)
$fn$;

comment on function brain._held_episodes(bigint, bigint, text, timestamptz) is
'Internal: when a relation (from_id --link_type--> to_id) held, from the held intervals of every edge that asserts it (current, or current at as_of), whatever page asserts it, and every dated bound of their evidence: the bounds in time order, a run of starts opening an episode, a run of ends closing it, an edge ended without a date ending the last open one; one row per episode (held_from, from_precision, held_until, until_precision, ended); no dates at all = one row of nulls. Example: select * from brain._held_episodes(1, 2, ''works_at'', null);';

-- brain._held_keep(...): whether a read keeps an edge: whether its relation held then.
create or replace function brain._held_keep(link_type text, from_id bigint, to_id bigint, held_from date,
                                            from_precision text, held_until date, until_precision text,
                                            ended boolean, at date, during daterange, mode text,
                                            as_of timestamptz)
returns boolean
language sql
stable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- a relation is judged as a whole, from every edge that asserts it (brain._held_episodes): the company page that
    -- lists her since 2019 does not keep her current when her own page says she left in 2022. Most edges carry no
    -- dates, and neither does any other edge of their relation: they hold at every date, with one index probe
    select case
        when mode = 'any' then true
        when held_from is null and not ended
             and not exists (select 1 from brain.link_types c
                              where c.name = _held_keep.link_type and c.cardinality is not null)
             and not exists (select 1 from brain.links s
                              where s.from_page_id = from_id and s.link_type = _held_keep.link_type
                                and s.to_page_id = to_id and (s.held_from is not null or s.held_ended)
                                and case when as_of is null then s.valid_to is null
                                         else s.valid_from <= as_of and (s.valid_to is null or s.valid_to > as_of) end)
        then mode not in ('ended', 'before')
        -- former (mode ended, at a day): an episode had ended, and none holds then (he came back: not former); the
        -- same for mode before (a job held on the day the later one began was beside it, not before it; one whose
        -- end's period takes in that day could have ended before it)
        else (select bool_or(brain._held_judge(k.kind, ep.held_from, ep.from_precision, ep.held_until,
                                               ep.until_precision, ep.ended, at, during, mode))
                     and (mode not in ('ended', 'before') or during is not null
                          or not bool_or(brain._held_judge(k.kind, ep.held_from, ep.from_precision, ep.held_until,
                                                           ep.until_precision, ep.ended, at, null, 'current')
                                         and not (mode = 'before'
                                                  and brain._held_judge(k.kind, ep.held_from, ep.from_precision,
                                                                        ep.held_until, ep.until_precision, ep.ended,
                                                                        at, null, 'before'))))
                from (select coalesce((select lt.kind from brain.link_types lt
                                        where lt.name = _held_keep.link_type), 'state') as kind,
                             (select lt.cardinality from brain.link_types lt
                               where lt.name = _held_keep.link_type) as cardinality) k
                cross join lateral (
                      -- a type declared one_current (brain.link_types.cardinality): an open episode (no end, not
                      -- ended) is closed the day before the subject's next relation of the type to another page
                      -- starts (the first held_from after its own; any, when its own start is unknown)
                      select e.held_from, e.from_precision,
                             coalesce(e.held_until, n.next - 1) as held_until,
                             case when e.held_until is null and n.next is not null then 'day'
                                  else e.until_precision end as until_precision,
                             e.ended or n.next is not null as ended
                        from brain._held_episodes(from_id, to_id, _held_keep.link_type, as_of) e
                        left join lateral (
                              select min(o.held_from) as next
                                from brain.links o
                               where k.cardinality = 'one_current' and e.held_until is null and not e.ended
                                 and o.from_page_id = _held_keep.from_id and o.link_type = _held_keep.link_type
                                 and o.to_page_id <> _held_keep.to_id and o.held_from is not null
                                 and (e.held_from is null or o.held_from > e.held_from)
                                 and case when as_of is null then o.valid_to is null
                                          else o.valid_from <= as_of and (o.valid_to is null or o.valid_to > as_of)
                                     end) n on true) ep)
    end;
$fn$;

comment on function brain._held_keep(text, bigint, bigint, date, text, date, text, boolean, date, daterange, text, timestamptz) is
'Internal: whether a graph read keeps an edge by world time (at, during, mode from brain._held_args): whether its relation held then, judged (brain._held_judge) on the episodes every edge of the relation gives together (brain._held_episodes: one page may date the start, another the end); mode ended at a day: an episode had ended and none holds then (one who came back is not former); mode before (internal, the planner''s "before"): the same with brain._held_judge''s before rule; an edge whose relation has no dates at all holds at every date (not for mode ended). mode any keeps everything. A type declared one_current (brain.link_types.cardinality) closes an open episode (no end, not ended) the day before the subject''s next relation of the type to another page starts (the first held_from after its own start, or any when its start is unknown); the edges keep their stated dates. Example: select brain._held_keep(''works_at'', 1, 2, null, null, null, null, false, current_date, null, ''current'', null);';
