-- brain._replace_page_facts(page_ids, source_id, fact_sets): the facts of each page's ## Facts section; vanished facts
-- are retired (valid_to = now()), not erased.
create or replace function brain._replace_page_facts(page_ids bigint[], source_id text, fact_sets jsonb[])
returns integer
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _n integer;
begin
    -- (no scratch table in pg_temp: this runs inside SECURITY DEFINER calls, and a table found in pg_temp could be the
    -- caller's; the new facts are parsed from the jsonb by brain._page_facts_in in each statement instead)
    -- retire what the pages no longer say; free the row numbers of what they still say
    update brain.facts f set valid_to = greatest(now(), f.valid_from), row_num = null
     where f.origin_page_id = any (page_ids) and f.valid_to is null
       and not exists (select 1 from brain._page_facts_in(page_ids, _replace_page_facts.source_id, fact_sets) n
                        where n.page_id = f.origin_page_id and n.fact = f.fact);
    update brain.facts f set row_num = null
     where f.origin_page_id = any (page_ids) and f.valid_to is null and f.row_num is not null;
    update brain.facts f
       set row_num = n.row_num, kind = n.kind, entity_slug = n.entity_slug, page_id = n.entity_id,
           confidence = n.confidence, notability = n.notability, context = n.context
      from brain._page_facts_in(page_ids, _replace_page_facts.source_id, fact_sets) n
     where f.origin_page_id = n.page_id and f.valid_to is null and f.fact = n.fact;
    insert into brain.facts (source_id, page_id, origin_page_id, row_num, entity_slug, fact, kind, notability,
                             context, confidence, valid_from, valid_to, provenance)
    select _replace_page_facts.source_id, n.entity_id, n.page_id, n.row_num, n.entity_slug,
           n.fact, n.kind, n.notability, n.context, n.confidence, n.valid_from,
           case when n.valid_to >= n.valid_from then n.valid_to end, 'markdown'
      from brain._page_facts_in(page_ids, _replace_page_facts.source_id, fact_sets) n
     where not exists (select 1 from brain.facts f
                        where f.origin_page_id = n.page_id and f.valid_to is null and f.fact = n.fact);
    select count(*) into _n from brain._page_facts_in(page_ids, _replace_page_facts.source_id, fact_sets);
    return _n;
end
$fn$;

comment on function brain._replace_page_facts(bigint[], text, jsonb[]) is
'Internal: the facts of each page''s ## Facts section (origin_page_id = the page) become the array at the same place of fact_sets, of {row_num, fact, kind, entity_slug, valid_from, valid_to, confidence, notability, context}: unchanged facts stay, vanished ones are retired (valid_to = now()), new ones are added. One statement per step for all the pages. Example: select brain._replace_page_facts(array[42], ''default'', array[''[{"fact": "Acme has 40 employees"}]''::jsonb]);';
