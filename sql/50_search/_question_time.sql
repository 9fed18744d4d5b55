-- brain._question_cjk(query): whether a question is Japanese (or Chinese).
create or replace function brain._question_cjk(query text)
returns boolean
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- kana or ideographs in it, unless it opens as an English question does (an English question may name a
    -- Japanese page: "Who works at 株式会社ひびき通信?")
    select query ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]'
           and brain._name_norm(query) !~* '^(?:who|whom|whose|what|which|where|when|how|list|name|show|tell|give|find|get|did|does|do|is|are|was|were|has|have|had|can|could)\M'
$fn$;

comment on function brain._question_cjk(text) is
'Internal: whether a question is read as Japanese (its cues of language ja): it has kana or ideographs and does not open as an English question does (who, what, where, list, did, ...), so an English question that names a Japanese page stays English. Example: select brain._question_cjk(''Who works at 株式会社ひびき通信?'');';

-- brain._question_time(query): when a question asks about (issue 19), from brain.question_time.
create or replace function brain._question_time(query text)
returns table (meaning text, held text, held_at date, held_during daterange, s integer, e integer, strip boolean,
               cue_id bigint, phrase text)
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- the row of highest priority that matches (then the earliest match, then the row), its dates read at their
    -- precision: a day is held_at, a month or a year the period held_during; a span from the first day of its
    -- first date to the end of its second
    with q as (
        select t.text, lower(t.text) as low, brain._question_cjk(query) as cjk
          from (select brain._held_tokens(query) as text) t
    ), hit as (
        select t.id, t.meaning, t.strip, t.priority, x.re,
               regexp_instr(q.text, x.re, 1, 1, 0, 'i') as s, regexp_instr(q.text, x.re, 1, 1, 1, 'i') as e,
               -- (the groups that took part: a row's alternatives each have their own date groups)
               array_remove(regexp_match(q.text, x.re, 'i'), null) as m
          from brain.question_time t
          cross join q
          cross join lateral (select brain._held_pattern(t.pattern) as re) x
         where t.enabled and (t.language = 'any' or (t.language = 'ja') = q.cjk)
           -- (a row with a date only for a question that has one)
           and (strpos(t.pattern, '{date}') = 0 or strpos(q.text, '⟨') > 0)
           -- (a row is compiled and tried only when the question holds one of its words, brain.question_time.words:
           -- a CASE, so that the words are tested before the regex)
           and case when t.words is null or exists (select 1 from unnest(t.words) w where strpos(q.low, w) > 0)
                    then q.text ~* x.re else false end
    ), best as (
        select h.* from hit h where h.e > h.s order by h.priority desc, h.s, h.id limit 1
    )
    select b.meaning,
           case b.meaning when 'ended' then 'ended' when 'before' then 'ended' when 'any' then 'any' else 'current' end,
           case when b.meaning = 'date' and d1.prec = 'day' then d1.held end,
           case when b.meaning = 'date' and d1.prec <> 'day' then daterange(d1.held, brain._held_upper(d1.held, d1.prec))
                when b.meaning = 'span' and d1.held is not null and d2.held is not null and d2.held >= d1.held
                then daterange(d1.held, brain._held_upper(d2.held, d2.prec)) end,
           b.s, b.e, b.strip, b.id, regexp_replace(substr(q.text, b.s, b.e - b.s), '⟨([0-9-]+)⟩', '\1', 'g')
      from best b
      cross join q
      left join lateral brain._held_date(b.m[1]) d1 on b.meaning in ('date', 'span')
      left join lateral brain._held_date(b.m[2]) d2 on b.meaning = 'span'
     -- a date row whose date names no real day is no time
     where b.meaning not in ('date', 'span') or d1.held is not null
$fn$;

comment on function brain._question_time(text) is
'Internal: when a question asks about, from the rows of brain.question_time (the matching row of highest priority; a row is tried only for a question holding one of its words): meaning (now, ended, any, date, span, before: the planner finds the day), held (current, ended or any: the mode of the graph reads), held_at (a day) or held_during (a month, a year or a span, as a daterange), the match (s, e: 1-based positions in the question with its dates as tokens, brain._held_tokens, e exclusive; phrase), strip (blank it out before the relation cues are read) and the row id; no row when the question names no time. Example (named: brain._question_time is also the name of the array type of the table brain.question_time, and a bare literal would be read as a cast to it): select * from brain._question_time(query => ''Who worked at Acme in June 2021?'');';
