-- brain.list_links(slug, ...): a page's edges, out, in or both.
create or replace function brain.list_links(slug text, source_id text default 'default', direction text default 'both',
                                            link_types text[] default null, as_of timestamptz default null,
                                            held_at date default null, held_during daterange default null,
                                            held text default null)
returns table (from_slug text, to_slug text, link_type text, context text, link_source text, origin_slug text,
               origin_field text, valid_from timestamptz, valid_to timestamptz, held_from text, held_until text,
               held_ended boolean, held_evidence jsonb)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
    _h  record;
begin
    perform brain._check_direction(list_links.direction);
    _h := brain._held_args(list_links.held_at, list_links.held_during, list_links.held, list_links.as_of);
    _id := brain._page_id_as_of(list_links.source_id, list_links.slug, list_links.as_of);
    return query
    select f.slug, t.slug, l.link_type, l.context, l.link_source, o.slug, l.origin_field, l.valid_from, l.valid_to,
           brain._held_text(l.held_from, l.held_from_precision), brain._held_text(l.held_until, l.held_until_precision),
           l.held_ended, l.held_evidence
      from brain.links l
      join brain.pages f on f.id = l.from_page_id and (f.deleted_at is null or f.deleted_at > list_links.as_of)
      join brain.pages t on t.id = l.to_page_id and (t.deleted_at is null or t.deleted_at > list_links.as_of)
      left join brain.pages o on o.id = l.origin_page_id
     where ((list_links.direction in ('out', 'both') and l.from_page_id = _id)
            or (list_links.direction in ('in', 'both') and l.to_page_id = _id))
       and (list_links.link_types is null or l.link_type = any (list_links.link_types))
       and case when list_links.as_of is null then l.valid_to is null
                else l.valid_from <= list_links.as_of and (l.valid_to is null or l.valid_to > list_links.as_of) end
       and brain._held_keep(l.link_type, l.from_page_id, l.to_page_id, l.held_from, l.held_from_precision,
                            l.held_until, l.held_until_precision, l.held_ended, _h.at, _h.during, _h.mode,
                            list_links.as_of)
     order by (l.from_page_id <> _id), l.link_type, f.slug, t.slug, l.link_source, l.held_from nulls first;
end
$fn$;

comment on function brain.list_links(text, text, text, text[], timestamptz, date, daterange, text) is
'A live page''s edges between live pages: direction out, in or both (default), optional link_types, current or as_of a time (pages not deleted by then). World time: held current (default) keeps the relations that hold at held_at (default today, or the day of as_of), held_during (a daterange) the ones that held at some time in it, held ended the ones that had ended (former), held any every edge; an edge without dates holds at every date unless an edge of the same relation from another page has dates (brain.link_types.kind: events count at any date, references always). held_at and held_during together, an empty held_during or another held = 22023. Returns (from_slug, to_slug, link_type, context, link_source, origin_slug, origin_field, valid_from, valid_to, held_from, held_until (2019, 2019-03 or 2019-03-15: the precision written), held_ended, held_evidence). Example: select from_slug, link_type, to_slug, held_from, held_until from brain.list_links(slug => ''people/alice-chen'', direction => ''out'', held => ''any'');';
