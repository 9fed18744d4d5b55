-- brain.facts(slug, ...): facts about one page's entity, or every fact of a source.
create or replace function brain.facts(slug text default null, source_id text default 'default',
                                       include_retired boolean default false)
returns table (fact_id bigint, about_slug text, fact text, kind text, confidence real, notability text,
               valid_from timestamptz, valid_to timestamptz, superseded_by bigint, origin_slug text, provenance text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
begin
    if include_retired is null then
        raise exception 'include_retired must not be null' using errcode = '22004', hint = 'true or false';
    end if;
    if facts.slug is not null then
        _id := brain._page_id(facts.source_id, facts.slug);
    else
        perform brain.ensure_source(facts.source_id);
    end if;
    return query
    select f.id, coalesce(a.slug, f.entity_slug), f.fact, f.kind, f.confidence, f.notability, f.valid_from,
           f.valid_to, f.superseded_by, o.slug, f.provenance
      from brain.facts f
      left join brain.pages a on a.id = f.page_id
      left join brain.pages o on o.id = f.origin_page_id
     where f.source_id = facts.source_id
       and (_id is null or f.page_id = _id)
       and (include_retired or f.valid_to is null)
       and (a.id is null or a.deleted_at is null)
     order by coalesce(a.slug, f.entity_slug), f.valid_from desc, f.id;
end
$fn$;

comment on function brain.facts(text, text, boolean) is
'Facts about the entity of one page (slug), or every fact of the source (slug null); current ones unless include_retired. Returns (fact_id, about_slug, fact, kind, confidence, notability, valid_from, valid_to, superseded_by, origin_slug, provenance). Example: select fact, valid_from from brain.facts(slug => ''companies/acme'');';
