-- brain.list_links(slug, ...): a page's edges, out, in or both.
create or replace function brain.list_links(slug text, source_id text default 'default', direction text default 'both',
                                            link_types text[] default null, as_of timestamptz default null)
returns table (from_slug text, to_slug text, link_type text, context text, link_source text, origin_slug text,
               origin_field text, valid_from timestamptz, valid_to timestamptz)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
begin
    perform brain._check_direction(list_links.direction);
    _id := brain._page_id_as_of(list_links.source_id, list_links.slug, list_links.as_of);
    return query
    select f.slug, t.slug, l.link_type, l.context, l.link_source, o.slug, l.origin_field, l.valid_from, l.valid_to
      from brain.links l
      join brain.pages f on f.id = l.from_page_id and (f.deleted_at is null or f.deleted_at > list_links.as_of)
      join brain.pages t on t.id = l.to_page_id and (t.deleted_at is null or t.deleted_at > list_links.as_of)
      left join brain.pages o on o.id = l.origin_page_id
     where ((list_links.direction in ('out', 'both') and l.from_page_id = _id)
            or (list_links.direction in ('in', 'both') and l.to_page_id = _id))
       and (list_links.link_types is null or l.link_type = any (list_links.link_types))
       and case when list_links.as_of is null then l.valid_to is null
                else l.valid_from <= list_links.as_of and (l.valid_to is null or l.valid_to > list_links.as_of) end
     order by (l.from_page_id <> _id), l.link_type, f.slug, t.slug, l.link_source;
end
$fn$;

comment on function brain.list_links(text, text, text, text[], timestamptz) is
'A live page''s edges between live pages: direction out, in or both (default), optional link_types, current or as_of a time (pages not deleted by then). Returns (from_slug, to_slug, link_type, context, link_source, origin_slug, origin_field, valid_from, valid_to). Example: select from_slug, link_type, to_slug from brain.list_links(slug => ''people/alice-chen'', direction => ''out'');';
