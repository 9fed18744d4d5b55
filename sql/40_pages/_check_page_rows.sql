-- brain._check_page_rows(takes, facts): the first take or fact put_page would refuse with a bare constraint error,
-- refused here with 22023, the element and the rule instead.
create or replace function brain._check_page_rows(takes jsonb, facts jsonb)
returns void
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _period constant text := '^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$';
    _bad    record;
begin
    -- (rows without a claim or fact are skipped by put_page, as the parser skips them; null values take the defaults)
    select e.i, w.why into _bad
      from jsonb_array_elements(coalesce(_check_page_rows.takes, '[]')) with ordinality as e(v, i)
     cross join lateral (select case
               when (e.v ->> 'kind') not in ('fact', 'take', 'bet', 'hunch')
                   then format('kind %s is not fact, take, bet or hunch', e.v -> 'kind')
               when not pg_input_is_valid(coalesce(e.v ->> 'weight', '0.5'), 'real')
                    or (e.v ->> 'weight')::real not between 0 and 1
                   then format('weight %s is not a number between 0 and 1', e.v -> 'weight')
               when not pg_input_is_valid(coalesce(e.v ->> 'row_num', '1'), 'integer') or (e.v ->> 'row_num')::integer < 1
                   then format('row_num %s is not a whole number from 1', e.v -> 'row_num')
               when (e.v ->> 'since') !~ _period or (e.v ->> 'until') !~ _period
                   then format('since %s / until %s: each is YYYY, YYYY-MM or YYYY-MM-DD', coalesce(e.v -> 'since', 'null'),
                               coalesce(e.v -> 'until', 'null'))
           end as why) w
     where jsonb_typeof(e.v) = 'object' and btrim(coalesce(e.v ->> 'claim', '')) <> '' and w.why is not null
     order by e.i limit 1;
    if found then
        raise exception 'invalid take' using errcode = '22023', detail = format('takes element %s: %s', _bad.i, left(_bad.why, 300)),
              hint = 'a take is {"claim": "...", "kind": "fact|take|bet|hunch", "weight": 0..1, "since": "YYYY[-MM[-DD]]", "until": ...}';
    end if;
    select e.i, w.why into _bad
      from jsonb_array_elements(coalesce(_check_page_rows.facts, '[]')) with ordinality as e(v, i)
     cross join lateral (select case
               when (e.v ->> 'kind') not in ('event', 'preference', 'commitment', 'belief', 'fact')
                   then format('kind %s is not event, preference, commitment, belief or fact', e.v -> 'kind')
               when not pg_input_is_valid(coalesce(e.v ->> 'confidence', '1'), 'real')
                    or (e.v ->> 'confidence')::real not between 0 and 1
                   then format('confidence %s is not a number between 0 and 1', e.v -> 'confidence')
               when (e.v ->> 'notability') not in ('high', 'medium', 'low')
                   then format('notability %s is not high, medium or low', e.v -> 'notability')
               when not pg_input_is_valid(coalesce(e.v ->> 'row_num', '1'), 'integer') or (e.v ->> 'row_num')::integer < 1
                   then format('row_num %s is not a whole number from 1', e.v -> 'row_num')
           end as why) w
     where jsonb_typeof(e.v) = 'object' and btrim(coalesce(e.v ->> 'fact', '')) <> '' and w.why is not null
     order by e.i limit 1;
    if found then
        raise exception 'invalid fact' using errcode = '22023', detail = format('facts element %s: %s', _bad.i, left(_bad.why, 300)),
              hint = 'a fact is {"fact": "...", "kind": "event|preference|commitment|belief|fact", "confidence": 0..1, "notability": "high|medium|low", ...}';
    end if;
end
$fn$;

comment on function brain._check_page_rows(jsonb, jsonb) is
'Internal: raises 22023 naming the first take (kind, weight 0..1, row_num, since/until) or fact (kind, confidence 0..1, notability, row_num) of a put_page call that would break a table check, so the caller gets the rule instead of a bare constraint error. Example: select brain._check_page_rows(''[{"claim": "x", "weight": 2}]'', null);';
