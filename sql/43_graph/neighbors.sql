-- brain.neighbors(slug, ...): the pages one hop from a page, with the types of the edges between them.
create or replace function brain.neighbors(slug text, link_types text[] default null, direction text default 'both',
                                           sources text[] default null, as_of timestamptz default null,
                                           source_id text default 'default', held_at date default null,
                                           held_during daterange default null, held text default null)
returns table (slug text, source_id text, title text, type text, link_type text, direction text, held_from text,
               held_until text, held_ended boolean)
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    with s as (select g.page_id, g.scope, brain._check_direction($3) as dir, brain._check_link_types($2) as types,
                      h.at, h.during, h.mode
                 from brain._held_args($7, $8, $9, $5) h, brain._graph_start($1, $6, $4, $5) g)
    select n.* from (
    select distinct p.slug, p.source_id, p.title, p.type, e.link_type, e.dir,
           brain._held_text(e.held_from, e.held_from_precision) as held_from,
           brain._held_text(e.held_until, e.held_until_precision) as held_until, e.held_ended
      from s
      cross join lateral (
          select l.to_page_id as other, l.link_type, 'out' as dir, l.held_from, l.held_from_precision, l.held_until,
                 l.held_until_precision, l.held_ended
            from brain.links l
           where s.dir <> 'in' and l.from_page_id = s.page_id
             and case when $5 is null then l.valid_to is null
                      else l.valid_from <= $5 and (l.valid_to is null or l.valid_to > $5) end
             and brain._held_keep(l.link_type, l.from_page_id, l.to_page_id, l.held_from, l.held_from_precision,
                                  l.held_until, l.held_until_precision, l.held_ended, s.at, s.during, s.mode, $5)
          union all
          select l.from_page_id, l.link_type, 'in', l.held_from, l.held_from_precision, l.held_until,
                 l.held_until_precision, l.held_ended
            from brain.links l
           where s.dir <> 'out' and l.to_page_id = s.page_id
             and case when $5 is null then l.valid_to is null
                      else l.valid_from <= $5 and (l.valid_to is null or l.valid_to > $5) end
             and brain._held_keep(l.link_type, l.from_page_id, l.to_page_id, l.held_from, l.held_from_precision,
                                  l.held_until, l.held_until_precision, l.held_ended, s.at, s.during, s.mode, $5)) e
      join brain.pages p on p.id = e.other and p.source_id = any (s.scope)
                        and (p.deleted_at is null or p.deleted_at > $5)
     where s.types is null or e.link_type = any (s.types)) n
     order by n.dir desc, n.link_type, n.slug collate "C", n.held_from nulls first;
$fn$;

comment on function brain.neighbors(text, text[], text, text[], timestamptz, text, date, daterange, text) is
'The pages one hop from page (source_id, slug): direction both (default), out or in, optional link_types, current edges or those valid at as_of, pages in sources (null = the federated sources and the start page''s). World time as brain.list_links: held current (default: the relations that hold at held_at, default today or the day of as_of), held_during (a daterange), held ended (former) or any. One row per neighbour, edge type, direction and held interval: (slug, source_id, title, type, link_type, direction out = page -> neighbour, in = neighbour -> page, held_from, held_until, held_ended), out first. Example: select slug, link_type, direction, held_until from brain.neighbors(slug => ''companies/acme'', held => ''any'');';
