-- brain.backlinks(slug, ...): the edges that point at a page.
create or replace function brain.backlinks(slug text, source_id text default 'default', link_types text[] default null,
                                           as_of timestamptz default null)
returns table (from_slug text, from_source_id text, link_type text, context text, link_source text,
               origin_slug text, origin_field text, valid_from timestamptz, valid_to timestamptz)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
begin
    _id := brain._page_id_as_of(backlinks.source_id, backlinks.slug, backlinks.as_of);
    return query
    select f.slug, f.source_id, l.link_type, l.context, l.link_source, o.slug, l.origin_field, l.valid_from, l.valid_to
      from brain.links l
      join brain.pages f on f.id = l.from_page_id and (f.deleted_at is null or f.deleted_at > backlinks.as_of)
      left join brain.pages o on o.id = l.origin_page_id
     where l.to_page_id = _id
       and (backlinks.link_types is null or l.link_type = any (backlinks.link_types))
       and case when backlinks.as_of is null then l.valid_to is null
                else l.valid_from <= backlinks.as_of and (l.valid_to is null or l.valid_to > backlinks.as_of) end
     order by l.link_type, f.slug, l.link_source;
end
$fn$;

comment on function brain.backlinks(text, text, text[], timestamptz) is
'Edges pointing at a live page from live pages: current ones, or those current at as_of between pages not deleted by then. Optional link_types filter. Returns (from_slug, from_source_id, link_type, context, link_source, origin_slug, origin_field, valid_from, valid_to). Example: select from_slug, link_type from brain.backlinks(slug => ''companies/acme'');';
