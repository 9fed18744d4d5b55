-- brain._page_facts_in(page_ids, source_id, fact_sets): the facts each page's ## Facts section states, parsed from
-- jsonb.
create or replace function brain._page_facts_in(page_ids bigint[], source_id text, fact_sets jsonb[])
returns table (page_id bigint, row_num integer, fact text, kind text, entity_slug text, entity_id bigint,
               valid_from timestamptz, valid_to timestamptz, confidence real, notability text, context text)
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- one row per page and distinct fact text (the first wins); an entity_slug that names a page of the source links
    -- the fact to it, else to the page itself; dates that do not parse are now (valid_from) or open (valid_to)
    select distinct on (u.id, btrim(e.v ->> 'fact')) u.id, coalesce((e.v ->> 'row_num')::integer, e.i::integer),
           btrim(e.v ->> 'fact'), coalesce(e.v ->> 'kind', 'fact'), nullif(e.v ->> 'entity_slug', ''),
           coalesce(ent.id, u.id),
           coalesce(case when pg_input_is_valid(coalesce(e.v ->> 'valid_from', 'x'), 'timestamptz')
                         then (e.v ->> 'valid_from')::timestamptz end, now()),
           case when pg_input_is_valid(coalesce(e.v ->> 'valid_to', 'x'), 'timestamptz')
                then (e.v ->> 'valid_to')::timestamptz end,
           coalesce((e.v ->> 'confidence')::real, 1), coalesce(e.v ->> 'notability', 'medium'),
           coalesce(e.v ->> 'context', '')
      from unnest(_page_facts_in.page_ids, _page_facts_in.fact_sets) u(id, fs)
     cross join lateral jsonb_array_elements(u.fs) with ordinality as e(v, i)
      left join brain.pages ent on ent.source_id = _page_facts_in.source_id
                               and ent.slug = lower(e.v ->> 'entity_slug')
     where jsonb_typeof(e.v) = 'object' and btrim(coalesce(e.v ->> 'fact', '')) <> ''
     order by u.id, btrim(e.v ->> 'fact'), e.i
$fn$;

comment on function brain._page_facts_in(bigint[], text, jsonb[]) is
'Internal: the facts of each page''s ## Facts section (the array at the same place of fact_sets) as rows (page_id, row_num, fact, kind, entity_slug, entity_id, valid_from, valid_to, confidence, notability, context), one per page and distinct fact text; brain._replace_page_facts reads them. Example: select * from brain._page_facts_in(array[42], ''default'', array[''[{"fact": "Acme has 40 employees"}]''::jsonb]);';
