-- brain.link_history(slug, ...): every edge a page ever had, in and out, with when it was added and retired.
create or replace function brain.link_history(slug text, source_id text default 'default', link_types text[] default null,
                                              direction text default 'both')
returns table (direction text, from_slug text, to_slug text, link_type text, link_source text, origin_slug text,
               origin_field text, context text, valid_from timestamptz, valid_to timestamptz, status text,
               held_from text, held_until text, held_ended boolean)
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    with s as (select brain._page_id($2, $1, false) as page_id, brain._check_direction($4) as dir,
                      brain._check_link_types($3) as types)
    select case when l.from_page_id = s.page_id then 'out' else 'in' end, f.slug, t.slug, l.link_type, l.link_source,
           o.slug, l.origin_field, l.context, l.valid_from, l.valid_to,
           case when l.valid_to is not null then 'retired'
                when f.deleted_at is not null or t.deleted_at is not null then 'hidden'
                else 'current' end,
           brain._held_text(l.held_from, l.held_from_precision), brain._held_text(l.held_until, l.held_until_precision),
           l.held_ended
      from s
      join brain.links l on (s.dir <> 'in' and l.from_page_id = s.page_id) or (s.dir <> 'out' and l.to_page_id = s.page_id)
      join brain.pages f on f.id = l.from_page_id
      join brain.pages t on t.id = l.to_page_id
      left join brain.pages o on o.id = l.origin_page_id
     where s.types is null or l.link_type = any (s.types)
     order by l.valid_from, l.valid_to nulls last, l.link_type, f.slug collate "C", t.slug collate "C", l.link_source;
$fn$;

comment on function brain.link_history(text, text, text[], text) is
'Every edge page (source_id, slug) ever had, current and retired, in and out (direction both, out or in), optional link_types; the page may be deleted. Returns (direction, from_slug, to_slug, link_type, link_source, origin_slug, origin_field, context, valid_from = added, valid_to = retired or null, status current | retired | hidden: current but an end page is deleted, and the world time the edge asserted: held_from, held_until at their precision, held_ended), oldest first: both times of each relation (an edge whose dates changed is retired and added again). Example: select direction, from_slug, to_slug, link_type, valid_from, valid_to from brain.link_history(slug => ''meetings/standup'');';
