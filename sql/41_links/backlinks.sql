-- brain.backlinks(slug, ...): the edges that point at a page.
create or replace function brain.backlinks(slug text, source_id text default 'default', link_types text[] default null,
                                           as_of timestamptz default null, held_at date default null,
                                           held_during daterange default null, held text default null)
returns table (from_slug text, from_source_id text, link_type text, context text, link_source text,
               origin_slug text, origin_field text, valid_from timestamptz, valid_to timestamptz, held_from text,
               held_until text, held_ended boolean)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
    _h  record;
begin
    _h := brain._held_args(backlinks.held_at, backlinks.held_during, backlinks.held, backlinks.as_of);
    _id := brain._page_id_as_of(backlinks.source_id, backlinks.slug, backlinks.as_of);
    return query
    select f.slug, f.source_id, l.link_type, l.context, l.link_source, o.slug, l.origin_field, l.valid_from, l.valid_to,
           brain._held_text(l.held_from, l.held_from_precision), brain._held_text(l.held_until, l.held_until_precision),
           l.held_ended
      from brain.links l
      join brain.pages f on f.id = l.from_page_id and (f.deleted_at is null or f.deleted_at > backlinks.as_of)
      left join brain.pages o on o.id = l.origin_page_id
     where l.to_page_id = _id
       and (backlinks.link_types is null or l.link_type = any (backlinks.link_types))
       and case when backlinks.as_of is null then l.valid_to is null
                else l.valid_from <= backlinks.as_of and (l.valid_to is null or l.valid_to > backlinks.as_of) end
       and brain._held_keep(l.link_type, l.from_page_id, l.to_page_id, l.held_from, l.held_from_precision,
                            l.held_until, l.held_until_precision, l.held_ended, _h.at, _h.during, _h.mode,
                            backlinks.as_of)
     order by l.link_type, f.slug, l.link_source, l.held_from nulls first;
end
$fn$;

comment on function brain.backlinks(text, text, text[], timestamptz, date, daterange, text) is
'Edges pointing at a live page from live pages: current ones, or those current at as_of between pages not deleted by then. Optional link_types filter. World time as brain.list_links: held current (default: the relations that hold at held_at, default today or the day of as_of), held_during (a daterange), held ended (former) or any. Returns (from_slug, from_source_id, link_type, context, link_source, origin_slug, origin_field, valid_from, valid_to, held_from, held_until, held_ended). Example: select from_slug, link_type from brain.backlinks(slug => ''companies/acme'', held => ''ended'');';
