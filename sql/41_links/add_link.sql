-- brain.add_link(from_slug, to_slug, link_type, context, source_id): a manual edge.
create or replace function brain.add_link(from_slug text, to_slug text, link_type text, context text default null,
                                          source_id text default 'default')
returns table (link_id bigint, created boolean, valid_from timestamptz)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on the source (brain._check_write) before anything else
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _type text;
    _from bigint;
    _to   bigint;
    _id   bigint;
    _at   timestamptz;
begin
    perform brain._check_write(add_link.source_id);
    perform brain._check_length(add_link.context, 'context', 10000);
    _type := brain._check_link_type(add_link.link_type);
    _from := brain._page_id(add_link.source_id, add_link.from_slug);
    _to := brain._page_id(add_link.source_id, add_link.to_slug);
    if _from = _to then
        raise exception 'a page cannot link to itself' using errcode = '22023',
              detail = format('from_slug and to_slug are both %L', add_link.from_slug),
              hint = 'give two different pages';
    end if;
    perform pg_advisory_xact_lock(hashtext('brain.link:' || least(_from, _to) || ':' || greatest(_from, _to)));
    select l.id, l.valid_from into _id, _at
      from brain.links l
     where l.from_page_id = _from and l.to_page_id = _to and l.link_type = _type
       and l.link_source = 'manual' and l.origin_page_id is null and l.valid_to is null;
    if _id is not null then
        if add_link.context is not null then
            update brain.links l set context = add_link.context where l.id = _id;
        end if;
        raise notice 'the edge already exists (link %)', _id;
        return query select _id, false, _at;
        return;
    end if;
    insert into brain.links as l (from_page_id, to_page_id, link_type, context, link_source, resolution_type)
    values (_from, _to, _type, coalesce(add_link.context, ''), 'manual', 'manual')
    returning l.id, l.valid_from into _id, _at;
    return query select _id, true, _at;
end
$fn$;

comment on function brain.add_link(text, text, text, text, text) is
'Add a manual edge from_slug --link_type--> to_slug (open vocabulary: any snake_case type; undocumented types give a NOTICE). Manual edges are never touched by auto-link. Returns (link_id, created, valid_from); an existing identical edge is returned with created false. Unknown page = P0002, bad type = 22023, context over 10000 characters = 54000. The caller needs a write grant on the source (42501). Example: select * from brain.add_link(from_slug => ''people/alice-chen'', to_slug => ''companies/acme'', link_type => ''advises'');';
