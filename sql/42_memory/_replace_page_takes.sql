-- brain._replace_page_takes(page_ids, take_sets): the rows of each page's ## Takes section.
create or replace function brain._replace_page_takes(page_ids bigint[], take_sets jsonb[])
returns integer
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n integer;
begin
    with n as (
        select u.id as page_id, coalesce((e.v ->> 'row_num')::integer, e.i::integer) as row_num,
               btrim(e.v ->> 'claim') as claim,
               coalesce(e.v ->> 'kind', 'take') as kind, coalesce(e.v ->> 'holder', '') as holder,
               coalesce((e.v ->> 'weight')::real, 0.5) as weight, e.v ->> 'since' as since, e.v ->> 'until' as until,
               coalesce(e.v ->> 'source', '') as source
          from unnest(page_ids, take_sets) u(id, ts)
         cross join lateral jsonb_array_elements(u.ts) with ordinality as e(v, i)
         where jsonb_typeof(e.v) = 'object' and btrim(coalesce(e.v ->> 'claim', '')) <> ''
    ), del as (
        delete from brain.takes t
         where t.page_id = any (page_ids) and t.origin = 'page'
           and not exists (select 1 from n where n.page_id = t.page_id and n.row_num = t.row_num)
    ), ups as (
        insert into brain.takes as t (page_id, row_num, claim, kind, holder, weight, since, until, source, origin)
        select n.page_id, n.row_num, n.claim, n.kind, n.holder, n.weight, n.since, n.until, n.source, 'page'
          from n
        on conflict on constraint takes_page_row_key do update
           set claim = excluded.claim, kind = excluded.kind, holder = excluded.holder, weight = excluded.weight,
               since = excluded.since, until = excluded.until, source = excluded.source, updated_at = now()
         where (t.claim, t.kind, t.holder, t.weight, t.since, t.until, t.source)
               is distinct from (excluded.claim, excluded.kind, excluded.holder, excluded.weight, excluded.since,
                                 excluded.until, excluded.source)
    )
    select count(*) into _n from n;
    return _n;
end
$fn$;

comment on function brain._replace_page_takes(bigint[], jsonb[]) is
'Internal: the takes parsed from each page''s ## Takes section (origin page) become exactly the array at the same place of take_sets, of {row_num, claim, kind, holder, weight, since, until, source}; takes added by hand stay. A row that breaks a check (kind, weight, dates) fails the write with the constraint''s error (brain._check_page_rows refuses such rows first). One statement for all the pages. Example: select brain._replace_page_takes(array[42], array[''[{"claim": "AI agents need memory", "kind": "take", "weight": 0.8}]''::jsonb]);';
