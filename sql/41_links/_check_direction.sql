-- brain._check_direction(direction): out, in or both, else 22023.
create or replace function brain._check_direction(direction text)
returns text
language plpgsql
immutable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if direction is null or direction not in ('out', 'in', 'both') then
        raise exception 'direction must be out, in or both' using errcode = '22023',
              detail = format('got %s', coalesce(quote_literal(direction), 'null')),
              hint = 'out: edges from the page; in: edges to it; both: either';
    end if;
    return direction;
end
$fn$;

comment on function brain._check_direction(text) is
'Internal: returns direction when it is out, in or both, else 22023 with a HINT. Example: select brain._check_direction(''in'');';
