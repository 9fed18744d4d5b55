-- brain._search_scope(sources): the sources a search reads.
create or replace function brain._search_scope(sources text[])
returns text[]
language plpgsql
stable
security invoker
set search_path = brain, public, pg_catalog
as $fn$
declare
    _unknown text;
begin
    if sources is null then
        return array(select s.id from brain.sources s where s.federated and s.archived_at is null order by s.id);
    end if;
    select string_agg(x, ', ') into _unknown from unnest(sources) x where not exists (select 1 from brain.sources s where s.id = x);
    if _unknown is not null then
        raise exception 'unknown source %', _unknown using errcode = 'P0002',
              hint = 'list sources with: select * from brain.list_sources();';
    end if;
    return sources;
end
$fn$;

comment on function brain._search_scope(text[]) is
'Internal: the sources a read spans: the named ones (unknown = P0002), or every federated, unarchived source when null. Example: select brain._search_scope(null);';
