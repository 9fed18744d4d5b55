-- brain._read_scope_for(sources, readable): the sources a read spans, given what the caller may read.
create or replace function brain._read_scope_for(sources text[], readable text[])
returns text[]
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _unknown text;
begin
    if sources is null then
        return array(select s.id from brain.sources s
                      where s.federated and s.archived_at is null and (readable is null or s.id = any (readable))
                      order by s.id);
    end if;
    -- a source the caller may not read is as unknown as one that does not exist
    select string_agg(x, ', ') into _unknown from unnest(sources) x
     where not exists (select 1 from brain.sources s where s.id = x) or not coalesce(x = any (readable), true);
    if _unknown is not null then
        raise exception 'unknown source %', _unknown using errcode = 'P0002',
              hint = 'list sources with: select * from brain.list_sources();';
    end if;
    return sources;
end
$fn$;

comment on function brain._read_scope_for(text[], text[]) is
'Internal: brain._read_scope with the caller''s readable sources given (null = every source), for a read that has looked them up already. Example: select brain._read_scope_for(null, null);';
