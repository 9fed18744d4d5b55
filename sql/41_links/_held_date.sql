-- The dates of held intervals (world time on edges, issue 19): a date phrase of a text read as a date with its
-- precision, the pattern that finds one, and the forms a bound takes in and out.

-- brain._held_pattern(pattern): a brain.held_rules pattern with {date} spelled out as one capture group.
create or replace function brain._held_pattern(pattern text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- the texts the cues read have their dates written as tokens first (brain._held_tokens: "March 2021" is
    -- ⟨2021-3⟩), so a date is one small group, not a large alternation every rule would compile again
    select replace(pattern, '{date}', '⟨([0-9]{4}(?:-[0-9]{1,2}){0,2})⟩');
$fn$;

comment on function brain._held_pattern(text) is
'Internal: a brain.held_rules / brain.question_time pattern with {date} replaced by the date token it stands for (brain._held_tokens writes every date of a text as ⟨YYYY⟩, ⟨YYYY-M⟩ or ⟨YYYY-M-D⟩), as a capture group of its inside. Example: select brain._held_pattern(''until {date}'');';

-- brain._held_tokens(text): the dates of a text written as tokens, ⟨YYYY⟩, ⟨YYYY-M⟩ or ⟨YYYY-M-D⟩.
create or replace function brain._held_tokens(text text)
returns text
language plpgsql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _t text := translate(text, '０１２３４５６７８９', '0123456789');
    _m text[];
    _months constant text[] := array['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov',
                                     'dec'];
    _i integer;
    _ja boolean;
begin
    -- PL/pgSQL: a few small regexes a text (PostgreSQL compiles each once a session), where one pattern of every
    -- form of date, in every rule, cost milliseconds a rule and a text
    -- (every date has a year of four digits or a Japanese 年: a text without either is returned as it is, before
    -- any of the patterns below is compiled)
    if _t is null or _t !~ '[0-9]{4}|年' then
        return _t;
    end if;
    -- (PostgreSQL keeps 32 compiled regexes a session: a text that went through more patterns than that would
    -- compile every one of them again for the next text, so each group of patterns runs only for a text that may
    -- hold one of its forms, found by a plain string search or one small pattern)
    _ja := strpos(_t, '年') > 0;
    -- an era year with its Western year beside it in parentheses, either way round: the Western one
    -- (「平成23年（2011年）4月」「2011年（平成23年）4月」 = 2011年4月)
    if _ja and (strpos(_t, '昭和') > 0 or strpos(_t, '平成') > 0 or strpos(_t, '令和') > 0) then
        _t := regexp_replace(_t, '(?:昭和|平成|令和)(?:元|[0-9]{1,2})年\s*[（(]\s*([0-9]{4})年?\s*[)）]', '\1年', 'g');
        _t := regexp_replace(_t, '([0-9]{4})年\s*[（(]\s*(?:昭和|平成|令和)(?:元|[0-9]{1,2})年\s*[)）]', '\1年', 'g');
    end if;
    if _ja then
        -- Japanese era years as Western ones (平成27年 = 2015年, 令和元年 = 2019年)
        loop
            _m := regexp_match(_t, '(昭和|平成|令和)(元|[0-9]{1,2})年');
            exit when _m is null;
            _t := regexp_replace(_t, '(昭和|平成|令和)(元|[0-9]{1,2})年',
                                 ((case _m[1] when '昭和' then 1925 when '平成' then 1988 else 2018 end)
                                  + case when _m[2] = '元' then 1 else _m[2]::integer end)::text || '年');
        end loop;
        -- Japanese: 2021年3月15日, 2021年3月, 2020年末 (its December), 2021年度, 2021年
        _t := regexp_replace(_t, '([0-9]{4})年度?([0-9]{1,2})月([0-9]{1,2})日', '⟨\1-\2-\3⟩', 'g');
        _t := regexp_replace(_t, '([0-9]{4})年度?([0-9]{1,2})月', '⟨\1-\2⟩', 'g');
        _t := regexp_replace(_t, '([0-9]{4})年度?末', '⟨\1-12⟩', 'g');
        _t := regexp_replace(_t, '([0-9]{4})年度?', '⟨\1⟩', 'g');
    end if;
    -- ISO and slashed: 2021-03-15, 2021/3/15, 2021-03 (not 2015-2018: no month 20)
    if _t ~ '[0-9]{4}[-/.][0-9]' then
        _t := regexp_replace(_t, '(^|[^0-9⟨])([0-9]{4})[-/.](0?[1-9]|1[0-2])[-/.](0?[1-9]|[12][0-9]|3[01])(?![0-9])',
                             '\1⟨\2-\3-\4⟩', 'g');
        _t := regexp_replace(_t, '(^|[^0-9⟨])([0-9]{4})[-/.](0?[1-9]|1[0-2])(?![0-9])', '\1⟨\2-\3⟩', 'g');
    end if;
    -- English: March 3, 2021; 3 March 2021; March 2021 (the month by name, made a number below)
    if _t ~* '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)' then
        -- a span whose first day or month borrows the year of the second ("from 3 April to 30 September 2020",
        -- "April to September 2020", "April–June 2020")
        _t := regexp_replace(_t, '(^|[^0-9])([0-9]{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(\s*(?:to|until|till|through|-|–|—)\s*)([0-9]{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)([a-z]*\.?,?\s+)([0-9]{4})(?![0-9])',
                             '\1\2 \3 \8\4\5 \6\7\8', 'gi');
        _t := regexp_replace(_t, '\m(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)([a-z]*\.?)(\s*(?:to|until|till|through|-|–|—)\s*)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)([a-z]*\.?,?\s+)([0-9]{4})(?![0-9])',
                             '\1\2 \6\3\4\5\6', 'gi');
        _t := regexp_replace(_t, '\m(?:the\s+)?([0-9]{1,2})(?:st|nd|rd|th)\s+of\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+([0-9]{4})(?![0-9])',
                             '⟨\3-\2-\1⟩', 'gi');
        _t := regexp_replace(_t, '\m(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+([0-9]{1,2})(?:st|nd|rd|th)?,?\s+([0-9]{4})(?![0-9])',
                             '⟨\3-\1-\2⟩', 'gi');
        _t := regexp_replace(_t, '(^|[^0-9])([0-9]{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+([0-9]{4})(?![0-9])',
                             '\1⟨\4-\3-\2⟩', 'gi');
        _t := regexp_replace(_t, '\m(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+([0-9]{4})(?![0-9])',
                             '⟨\2-\1⟩', 'gi');
        -- (the month's name as its number: one pattern, the first match replaced each time)
        loop
            _m := regexp_match(_t, '⟨([0-9]{4})-(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)', 'i');
            exit when _m is null;
            _t := regexp_replace(_t, '⟨([0-9]{4})-(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)',
                                 '⟨\1-' || array_position(_months, lower(_m[2])), 'i');
        end loop;
    end if;
    -- a span whose end year has two digits: 2016–18, 1998-02 (the end in the first year's century, or the next)
    loop
        _m := regexp_match(_t, '(^|[^0-9⟨])((?:19|20)[0-9]{2})\s*[-–—~〜～]\s*([0-9]{2})(?![0-9])');
        exit when _m is null;
        _i := (_m[2]::integer / 100) * 100 + _m[3]::integer;
        if _i < _m[2]::integer then
            _i := _i + 100;
        end if;
        _t := regexp_replace(_t, '(^|[^0-9⟨])((?:19|20)[0-9]{2})\s*[-–—~〜～]\s*([0-9]{2})(?![0-9])',
                             '\1⟨\2⟩–' || case when _i - _m[2]::integer <= 50 then '⟨' || _i || '⟩'
                                                 else _m[3] end);
    end loop;
    -- years alone (1900-2099, not inside a longer number or a token)
    _t := regexp_replace(_t, '(^|[^0-9⟨])((?:19|20)[0-9]{2})(?![0-9⟩])', '\1⟨\2⟩', 'g');
    _t := regexp_replace(_t, '(^|[^0-9⟨])((?:19|20)[0-9]{2})(?![0-9⟩])', '\1⟨\2⟩', 'g');
    -- a part of a year with a preposition of place is the year, "in" it ("at the start of 2019", "towards the end of
    -- 2019", "early in 2019": in 2019; "at the end of 2019" stays its December, below)
    if _t ~* '\m(?:at|toward|towards|around|near|early|late|later|earlier)\s' then
        _t := regexp_replace(_t, '\m(?:at\s+(?:the\s+)?(?:very\s+)?(?:start|beginning|turn|outset|middle)|(?:toward|towards|around|near)\s+(?:the\s+)?(?:very\s+)?(?:start|beginning|turn|middle|end|close))\s+of\s+⟨([0-9]{4})⟩',
                             'in ⟨\1⟩', 'gi');
        _t := regexp_replace(_t, '\m(?:(?:very\s+)?early|late|later|earlier)\s+in\s+(?:the\s+year\s+)?⟨', 'in ⟨', 'gi');
    end if;
    -- the end of a year is its December; a season or a part of it is the year
    _t := regexp_replace(_t, '\m(?:the\s+)?end\s+of\s+⟨([0-9]{4})⟩', '⟨\1-12⟩', 'gi');
    -- (the end of a month is the month: "at the end of March 2016")
    _t := regexp_replace(_t, '\m(?:the\s+)?(?:very\s+)?end\s+of\s+⟨([0-9]{4}-[0-9]{1,2})⟩', '⟨\1⟩', 'gi');
    _t := regexp_replace(_t, '\m(?:the\s+)?(?:(?:very\s+)?(?:early|mid|late)|spring|summer|autumn|fall|winter|start|beginning|middle|course|first half|second half|(?:first|second|third|fourth|final|last) quarter)(?:\s+of\s+|[- ](?:of\s+)?)⟨',
                         '⟨', 'gi');
    -- a quarter, a half or a fiscal year of a year is the year (Q3 2022, H1 2020, FY2021); a Japanese season or part
    -- of one too (2017年秋, 2020年前半, 2019年上期)
    _t := regexp_replace(_t, '\m(?:Q[1-4]|H[12]|[1-4]Q|FY)\s*⟨', '⟨', 'gi');
    if _ja then
        _t := regexp_replace(_t, '⟩\s*(?:の)?(?:春|夏|秋|冬|初め|初頭|前半|後半|半ば|中頃|上期|下期|上半期|下半期)', '⟩', 'g');
    end if;
    return _t;
end
$fn$;

comment on function brain._held_tokens(text) is
'Internal: a text with its dates written as tokens the held cues match ({date} in brain.held_rules): ⟨2021⟩, ⟨2021-3⟩, ⟨2021-3-15⟩ for 2021, March 2021 / 2021-03 / 2021年3月, 15 March 2021 / March 15, 2021 / 2021-03-15 / 2021年3月15日; the end of 2020 and 2020年末 as ⟨2020-12⟩; Japanese era years (平成27年, or 平成23年（2011年）: the Western one) and full-width digits as Western ones; a season, a quarter or a part of a year (the spring of 2016, Q3 2022, mid-2020, 2017年秋) as the year. Example: select brain._held_tokens(''joined in March 2021, left 2023年末'');';

-- brain._held_own(text): a held text (its dates as tokens, brain._held_tokens; the reference as ⟦⟧) with the dates
-- that describe the referenced page itself (its founding: "⟦⟧, a company founded in 2009", 「1998年設立の⟦⟧」) written
-- back as plain numbers, so that no cue reads them as the bounds of the page's relation with it.
create or replace function brain._held_own(text text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select case when text is null or strpos(text, '⟦⟧') = 0 or strpos(text, '⟨') = 0
                     or text !~* '(?:found|establish|incorporat|set up|launch|creat|form|est\M|設立|創業|創立|創設)'
                then text
                else regexp_replace(regexp_replace(text,
                     -- English: an apposition or a parenthesis after the reference
                     '(⟦⟧\s*(?:,\s*(?:an?|the)\s+(?:[[:alnum:]''’-]+\s+){0,3}?|[(（]\s*)(?:(?:was|which was|that was)\s+)?(?:founded|established|incorporated|set up|launched|created|formed|est\.?)\s+(?:(?:in|on|back in|around)\s+)?)⟨([0-9-]+)⟩',
                     '\1\2', 'gi'),
                     -- Japanese: the founding year before the reference (1998年設立の⟦⟧, 2001年に創業された⟦⟧)
                     '⟨([0-9-]+)⟩(\s*(?:に)?\s*(?:設立|創業|創立|創設)(?:された|した)?\s*の?\s*⟦⟧)', '\1\2', 'g') end
$fn$;

comment on function brain._held_own(text) is
'Internal: a held text (dates as tokens, the reference as ⟦⟧) with the dates that describe the referenced page itself, its founding ("⟦⟧, a company founded in 2009", "⟦⟧ (founded 2009)", 「1998年設立の⟦⟧」), written back as plain numbers: no held cue reads them as bounds of the relation. Example: select brain._held_own(brain._held_tokens(''joined ⟦⟧, a company founded in 2009, in 2015''));';

-- brain._held_relative(held, before): a held text with the years (and months) it names relative to the one named
-- before it written out: 「2019年3月に卒業し、同年4月1日付で⟦⟧に入社」, "joined ⟦⟧ in 2014 and left the following year",
-- 「令和2年10月に[[a]]を退職し、同月、⟦⟧へ入社」.
create or replace function brain._held_relative(held text, before text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select case when held is null
                     or (strpos(held, '同年') = 0 and strpos(held, '翌年') = 0 and strpos(held, '同月') = 0
                         and strpos(held, '翌月') = 0
                         and held !~* '\m(?:that|the same|the following|the next) (?:year|month)\M|\ma (?:year|month) later\M')
                then held
                else (select case when r.m is null then held
                                  else regexp_replace(regexp_replace(regexp_replace(regexp_replace(
                                       regexp_replace(regexp_replace(regexp_replace(regexp_replace(held,
                                       '同年', r.m[1] || '年', 'g'),
                                       '翌年', (r.m[1]::integer + 1) || '年', 'g'),
                                       '同月', coalesce(r.m[1] || '年' || r.m[2] || '月', '同月'), 'g'),
                                       '翌月', coalesce(r.next[1] || '年' || r.next[2] || '月', '翌月'), 'g'),
                                       '\m(?:later\s+(?:in\s+)?that\s+year|(?:in\s+|during\s+)?(?:that|the\s+same|that\s+same)\s+year)\M',
                                       'in ' || r.m[1], 'gi'),
                                       '\m(?:(?:in\s+)?the\s+(?:following|next)\s+year|a\s+year\s+later)\M',
                                       'in ' || (r.m[1]::integer + 1), 'gi'),
                                       '\m(?:later\s+(?:in\s+)?that\s+month|(?:in\s+|during\s+)?(?:that|the\s+same|that\s+same)\s+month)\M',
                                       coalesce('in ' || to_char(make_date(r.m[1]::integer, r.m[2]::integer, 1), 'FMMonth YYYY'),
                                                '\&'), 'gi'),
                                       '\m(?:(?:in\s+)?the\s+(?:following|next)\s+month|a\s+month\s+later)\M',
                                       coalesce('in ' || to_char(make_date(r.next[1]::integer, r.next[2]::integer, 1), 'FMMonth YYYY'),
                                                '\&'), 'gi') end
                        from (select m, case when m[2] is not null
                                             then array[extract(year from d)::text, extract(month from d)::text] end
                                        as next
                                from (select regexp_match(brain._held_tokens(coalesce(before, '') || ' '
                                                 || coalesce(substring(held from '^(.*?)(?:同年|翌年|同月|翌月|(?:that|the same|the following|the next) (?:year|month)|a (?:year|month) later)'), '')),
                                                 '.*⟨([0-9]{4})(?:-([0-9]{1,2}))?') as m) m0
                                cross join lateral (select case when m0.m[2] is not null and m0.m[2]::integer between 1 and 12
                                                                then make_date(m0.m[1]::integer, m0.m[2]::integer, 1)
                                                                     + interval '1 month' end as d) d) r) end
$fn$;

comment on function brain._held_relative(text, text) is
'Internal: a held text with the years and months it names relative to the last date written before it (in before, the page text before the reference, or earlier in the held text; era years and full-width digits read as brain._held_tokens reads them) written out: 同年 as that year, 翌年 as the next, 同月 / 翌月 as that month / the next (when the date before names a month); "that year" / "the same year" / "later that year" as "in" that year, "the following year" / "the next year" / "a year later" as "in" the next, and the same of a month; unchanged when no date comes before. Example: select brain._held_relative(''同年4月1日付で⟦⟧に入社した。'', ''2019年3月に大学を卒業し、'');';

-- brain._held_date(phrase): a date phrase (or the inside of a date token) as the first day of the period it
-- names and that period's precision; null when it names no real date.
create or replace function brain._held_date(phrase text, out held date, out prec text)
language plpgsql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _m text[];
begin
    -- the first date of the phrase, as brain._held_tokens writes it (the inside of a token is a token's date, read
    -- as it is: most phrases are one, the groups of the cues' matches)
    _m := regexp_match(phrase, '^\s*([0-9]{4})(?:-(0?[1-9]|1[0-2])(?:-(0?[1-9]|[12][0-9]|3[01]))?)?\s*$');
    if _m is null then
        _m := regexp_match(brain._held_tokens(btrim(phrase)), '⟨([0-9]{4})(?:-([0-9]{1,2})(?:-([0-9]{1,2}))?)?⟩');
    end if;
    if _m is null then
        return;
    end if;
    if _m[2] is null then
        held := make_date(_m[1]::integer, 1, 1);
        prec := 'year';
    elsif _m[2]::integer not between 1 and 12 then
        return;
    elsif _m[3] is null then
        held := make_date(_m[1]::integer, _m[2]::integer, 1);
        prec := 'month';
    elsif pg_input_is_valid(format('%s-%s-%s', _m[1], _m[2], _m[3]), 'date') then
        held := make_date(_m[1]::integer, _m[2]::integer, _m[3]::integer);
        prec := 'day';
    end if;
end
$fn$;

comment on function brain._held_date(text) is
'Internal: a date phrase read as (held, prec): the first day of the period it names and year, month or day (2021 -> 2021-01-01 year; March 2021 / 2021-03 / 2021年3月 -> 2021-03-01 month; 15 March 2021 / 2021-03-15 / 2021年3月15日 -> day; the end of 2020 / 2020年末 -> 2020-12 month; 平成27年 -> 2015); null for no real date (2021-02-30). Example: select * from brain._held_date(''March 2021'');';

-- brain._held_upper(held, precision): the first day after the period a bound names.
create or replace function brain._held_upper(held date, prec text)
returns date
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select (held + case prec when 'year' then interval '1 year' when 'month' then interval '1 month'
                                  else interval '1 day' end)::date;
$fn$;

comment on function brain._held_upper(date, text) is
'Internal: the first day after the period a held bound names (2022 at year precision -> 2023-01-01): an edge held until 2022 holds through 2022-12-31. Example: select brain._held_upper(''2022-01-01'', ''year'');';

-- brain._held_text(held, precision): a bound as written back (2019, 2019-03, 2019-03-15).
create or replace function brain._held_text(held date, prec text)
returns text
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select to_char(held, case prec when 'year' then 'YYYY' when 'month' then 'YYYY-MM' else 'YYYY-MM-DD' end);
$fn$;

comment on function brain._held_text(date, text) is
'Internal: a held bound at its precision, as text: 2019, 2019-03 or 2019-03-15; null for none. Example: select brain._held_text(''2019-03-01'', ''month'');';

-- brain._held_input(value, what): a bound a caller gives (YYYY, YYYY-MM or YYYY-MM-DD), or a clear error.
create or replace function brain._held_input(value text, what text, out held date, out prec text)
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if value is null then
        return;
    end if;
    if btrim(value) !~ '^(19|20)[0-9]{2}(-[0-9]{2}(-[0-9]{2})?)?$' then
        raise exception '% must be a year, a month or a day: YYYY, YYYY-MM or YYYY-MM-DD', what
              using errcode = '22007', detail = format('got %L', value),
                    hint = 'e.g. 2019 (the whole year), 2019-03 (the whole month), 2019-03-15';
    end if;
    if split_part(btrim(value), '-', 2) <> '' and split_part(btrim(value), '-', 2)::integer not between 1 and 12
       or not pg_input_is_valid(btrim(value) || substr('-01-01', length(btrim(value)) - 3), 'date') then
        raise exception '% names no real date', what using errcode = '22008', detail = format('got %L', value),
              hint = 'check the month (01-12) and the day of the month';
    end if;
    select d.held, d.prec into held, prec from brain._held_date(value) d;
    if held is null then
        raise exception '% names no real date', what using errcode = '22008', detail = format('got %L', value),
              hint = 'check the month (01-12) and the day of the month';
    end if;
end
$fn$;

comment on function brain._held_input(text, text) is
'Internal: a held bound given by a caller (add_link''s held_from / held_until): YYYY, YYYY-MM or YYYY-MM-DD as (held, precision); another form = 22007, an impossible date (2021-02-30) = 22008, both naming the argument. Example: select * from brain._held_input(''2019-03'', ''held_from'');';

-- brain._held_json(...): a held interval as JSON keys for a diff or a result (nothing for an edge without one).
create or replace function brain._held_json(held_from date, from_prec text, held_until date, until_prec text,
                                            ended boolean)
returns jsonb
language sql
immutable
parallel safe
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select jsonb_strip_nulls(jsonb_build_object('held_from', brain._held_text(held_from, from_prec),
                                                'held_until', brain._held_text(held_until, until_prec),
                                                'held_ended', case when ended then true end));
$fn$;

comment on function brain._held_json(date, text, date, text, boolean) is
'Internal: a held interval as JSON keys (held_from, held_until at their precision, held_ended when true); {} for an edge without one. Example: select brain._held_json(''2019-01-01'', ''year'', null, null, false);';
