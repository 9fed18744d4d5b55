-- brain.remove_link(from_slug, to_slug, link_type, source_id): retire manual edges.
create or replace function brain.remove_link(from_slug text, to_slug text, link_type text default null,
                                             source_id text default 'default')
returns table (link_id bigint, retired_type text, retired_at timestamptz)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on the source (brain._check_write) before anything else
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _from bigint;
    _to   bigint;
    _n    integer;
    _auto text;
begin
    perform brain._check_write(remove_link.source_id);
    if remove_link.link_type is not null then
        perform brain._check_link_type(remove_link.link_type);
    end if;
    _from := brain._page_id(remove_link.source_id, remove_link.from_slug);
    _to := brain._page_id(remove_link.source_id, remove_link.to_slug);
    return query
    update brain.links l set valid_to = greatest(now(), l.valid_from)
     where l.from_page_id = _from and l.to_page_id = _to and l.link_source = 'manual' and l.valid_to is null
       and (remove_link.link_type is null or l.link_type = remove_link.link_type)
    returning l.id, l.link_type, l.valid_to;
    get diagnostics _n = row_count;
    if _n = 0 then
        select string_agg(distinct format('%s (asserted by %s)', l.link_type, o.slug), ', ') into _auto
          from brain.links l left join brain.pages o on o.id = l.origin_page_id
         where l.from_page_id = _from and l.to_page_id = _to and l.valid_to is null
           and (remove_link.link_type is null or l.link_type = remove_link.link_type);
        raise exception 'no manual edge from % to %', quote_literal(remove_link.from_slug), quote_literal(remove_link.to_slug)
            using errcode = 'P0002',
                  detail = coalesce('current edges derived from page content: ' || _auto, 'there is no current edge between them'),
                  hint = case when _auto is not null
                              then 'edges derived from a page''s content go away when the page stops asserting them: edit that page'
                              else 'list the page''s edges with: select * from brain.list_links(slug => ...);' end;
    end if;
end
$fn$;

comment on function brain.remove_link(text, text, text, text) is
'Retire (valid_to = now(), kept as history) the current manual edges from_slug -> to_slug, of link_type or of every type when null. Returns (link_id, retired_type, retired_at). No manual edge = P0002 (the HINT says which page asserts a derived edge). The caller needs a write grant on the source (42501). Example: select * from brain.remove_link(from_slug => ''people/alice-chen'', to_slug => ''companies/acme'', link_type => ''advises'');';
