-- brain._replace_page_facts(page_id, source_id, facts): the facts of the page's ## Facts section;
-- vanished facts are retired (valid_to = now()), not erased.
create or replace function brain._replace_page_facts(page_id bigint, source_id text, facts jsonb)
returns integer
language plpgsql
volatile
security invoker
set search_path = brain, public, pg_catalog
as $fn$
declare
    _n integer;
begin
    if to_regclass('pg_temp._brain_facts') is null then
    create temp table _brain_facts (
        row_num integer, fact text, kind text, entity_slug text, entity_id bigint, valid_from timestamptz,
        valid_to timestamptz, confidence real, notability text, context text
    ) on commit delete rows;
    end if;
    delete from _brain_facts;
    insert into _brain_facts
    select distinct on (btrim(e.v ->> 'fact')) coalesce((e.v ->> 'row_num')::integer, e.i::integer), btrim(e.v ->> 'fact'),
           coalesce(e.v ->> 'kind', 'fact'), nullif(e.v ->> 'entity_slug', ''),
           coalesce(ent.id, _replace_page_facts.page_id),
           coalesce(case when pg_input_is_valid(coalesce(e.v ->> 'valid_from', 'x'), 'timestamptz')
                         then (e.v ->> 'valid_from')::timestamptz end, now()),
           case when pg_input_is_valid(coalesce(e.v ->> 'valid_to', 'x'), 'timestamptz')
                then (e.v ->> 'valid_to')::timestamptz end,
           coalesce((e.v ->> 'confidence')::real, 1), coalesce(e.v ->> 'notability', 'medium'),
           coalesce(e.v ->> 'context', '')
      from jsonb_array_elements(facts) with ordinality as e(v, i)
      left join brain.pages ent on ent.source_id = _replace_page_facts.source_id
                               and ent.slug = lower(e.v ->> 'entity_slug')
     where jsonb_typeof(e.v) = 'object' and btrim(coalesce(e.v ->> 'fact', '')) <> ''
     order by btrim(e.v ->> 'fact'), e.i;

    -- retire what the page no longer says; free the row numbers of what it still says
    update brain.facts f set valid_to = greatest(now(), f.valid_from), row_num = null
     where f.origin_page_id = _replace_page_facts.page_id and f.valid_to is null
       and not exists (select 1 from _brain_facts n where n.fact = f.fact);
    update brain.facts f set row_num = null
     where f.origin_page_id = _replace_page_facts.page_id and f.valid_to is null and f.row_num is not null;
    update brain.facts f
       set row_num = n.row_num, kind = n.kind, entity_slug = n.entity_slug, page_id = n.entity_id,
           confidence = n.confidence, notability = n.notability, context = n.context
      from _brain_facts n
     where f.origin_page_id = _replace_page_facts.page_id and f.valid_to is null and f.fact = n.fact;
    insert into brain.facts (source_id, page_id, origin_page_id, row_num, entity_slug, fact, kind, notability,
                             context, confidence, valid_from, valid_to, provenance)
    select _replace_page_facts.source_id, n.entity_id, _replace_page_facts.page_id, n.row_num, n.entity_slug,
           n.fact, n.kind, n.notability, n.context, n.confidence, n.valid_from,
           case when n.valid_to >= n.valid_from then n.valid_to end, 'markdown'
      from _brain_facts n
     where not exists (select 1 from brain.facts f
                        where f.origin_page_id = _replace_page_facts.page_id and f.valid_to is null
                          and f.fact = n.fact);
    select count(*) into _n from _brain_facts;
    return _n;
end
$fn$;

comment on function brain._replace_page_facts(bigint, text, jsonb) is
'Internal: the facts of a page''s ## Facts section (origin_page_id = the page) become the given array of {row_num, fact, kind, entity_slug, valid_from, valid_to, confidence, notability, context}: unchanged facts stay, vanished ones are retired (valid_to = now()), new ones are added. Example: select brain._replace_page_facts(42, ''default'', ''[{"fact": "Acme has 40 employees"}]'');';
