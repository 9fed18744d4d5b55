-- brain.add_link(from_slug, to_slug, link_type, context, source_id, held_from, held_until, held_ended): a manual
-- edge, with when it held if known.
create or replace function brain.add_link(from_slug text, to_slug text, link_type text, context text default null,
                                          source_id text default 'default', held_from text default null,
                                          held_until text default null, held_ended boolean default null)
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
    _hf   record;
    _hu   record;
    _end  boolean;
    _ev   jsonb;
begin
    perform brain._check_write(add_link.source_id);
    perform brain._check_length(add_link.context, 'context', 10000);
    _type := brain._check_link_type(add_link.link_type);
    -- when the relation held (world time): a year, month or day for each bound; an end implies ended
    _hf := brain._held_input(add_link.held_from, 'held_from');
    _hu := brain._held_input(add_link.held_until, 'held_until');
    if add_link.held_ended is false and _hu.held is not null then
        raise exception 'held_ended false contradicts held_until' using errcode = '22023',
              detail = format('held_until is %L', add_link.held_until),
              hint = 'leave held_ended out: an edge with held_until has ended';
    end if;
    if brain._held_upper(_hu.held, _hu.prec) <= _hf.held then
        raise exception 'held_until is before held_from' using errcode = '22023',
              detail = format('held_from %s, held_until %s', add_link.held_from, add_link.held_until),
              hint = 'a relation ends after it begins';
    end if;
    _end := coalesce(add_link.held_ended, _hu.held is not null);
    _ev := jsonb_path_query_array(jsonb_build_array(
               case when _hf.held is not null then jsonb_build_object('bound', 'from', 'date', brain._held_text(_hf.held, _hf.prec), 'field', 'add_link') end,
               case when _hu.held is not null then jsonb_build_object('bound', 'until', 'date', brain._held_text(_hu.held, _hu.prec), 'field', 'add_link')
                    when _end then jsonb_build_object('bound', 'ended', 'field', 'add_link') end),
           '$[*] ? (@ != null)');
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
       and l.link_source = 'manual' and l.origin_page_id is null and l.valid_to is null
       and (l.held_from, l.held_from_precision, l.held_until, l.held_until_precision, l.held_ended)
           is not distinct from (_hf.held, _hf.prec, _hu.held, _hu.prec, _end);
    if _id is not null then
        if add_link.context is not null then
            update brain.links l set context = add_link.context where l.id = _id;
        end if;
        raise notice 'the edge already exists (link %)', _id;
        return query select _id, false, _at;
        return;
    end if;
    insert into brain.links as l (from_page_id, to_page_id, link_type, context, link_source, resolution_type,
                                  held_from, held_from_precision, held_until, held_until_precision, held_ended,
                                  held_evidence)
    values (_from, _to, _type, coalesce(add_link.context, ''), 'manual', 'manual', _hf.held, _hf.prec, _hu.held,
            _hu.prec, _end, _ev)
    returning l.id, l.valid_from into _id, _at;
    return query select _id, true, _at;
end
$fn$;

comment on function brain.add_link(text, text, text, text, text, text, text, boolean) is
'Add a manual edge from_slug --link_type--> to_slug (open vocabulary: any snake_case type; undocumented types give a NOTICE). Manual edges are never touched by auto-link. World time, when known: held_from / held_until as YYYY, YYYY-MM or YYYY-MM-DD (the precision is kept: 2022 is the whole year), held_ended true for a relation that has ended at an unknown date (held_until implies it); another form = 22007, an impossible date = 22008, held_until before held_from or held_ended false with held_until = 22023. The same pair and type with another interval is another edge (a person who left and came back). Returns (link_id, created, valid_from); an existing identical edge (same interval) is returned with created false. Unknown page = P0002, bad type = 22023, context over 10000 characters = 54000. The caller needs a write grant on the source (42501). Example: select * from brain.add_link(from_slug => ''people/alice-chen'', to_slug => ''companies/acme'', link_type => ''advises'', held_from => ''2021-03'');';
