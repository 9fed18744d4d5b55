-- brain._replace_page_timeline(page_ids, entry_sets): each page's extracted timeline entries become exactly its set
-- (manual entries are kept).
create or replace function brain._replace_page_timeline(page_ids bigint[], entry_sets jsonb[])
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
        -- entries with an invalid date or an empty summary are skipped, as the parser does
        select distinct on (x.page_id, x.date, x.summary, x.source) x.*
          from (select u.id as page_id, (e ->> 'date')::date as date, btrim(e ->> 'summary') as summary,
                       coalesce(e ->> 'detail', '') as detail, coalesce(e ->> 'source', '') as source
                  from unnest(page_ids, entry_sets) u(id, es)
                 cross join lateral jsonb_array_elements(u.es) e
                 where jsonb_typeof(e) = 'object' and pg_input_is_valid(coalesce(e ->> 'date', 'x'), 'date')
                   and btrim(coalesce(e ->> 'summary', '')) <> '') x
    ), del as (
        delete from brain.timeline_entries t
         where t.page_id = any (page_ids) and t.origin = 'page'
           and not exists (select 1 from n where n.page_id = t.page_id and n.date = t.date and n.summary = t.summary
                                             and n.source = t.source)
    ), upd as (
        update brain.timeline_entries t set detail = n.detail
          from n
         where t.page_id = n.page_id and t.origin = 'page'
           and n.date = t.date and n.summary = t.summary and n.source = t.source and t.detail <> n.detail
    ), ins as (
        insert into brain.timeline_entries (page_id, date, summary, detail, source, origin)
        select n.page_id, n.date, n.summary, n.detail, n.source, 'page' from n
        on conflict do nothing
    )
    select count(*) into _n from n;
    return _n;
end
$fn$;

comment on function brain._replace_page_timeline(bigint[], jsonb[]) is
'Internal: the timeline entries extracted from each page of page_ids (origin page) become exactly the array at the same place of entry_sets, of {date, summary, detail, source}; entries added by hand stay. One statement for all the pages. Returns the number given. Example: select brain._replace_page_timeline(array[42], array[''[{"date": "2024-05-01", "summary": "Joined Acme"}]''::jsonb]);';
