-- brain._relink_scope(sources, which): the checks of a relink, and the sources it covers.
create or replace function brain._relink_scope(sources text[], which text)
returns text[]
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if which is null or which not in ('all', 'stale', 'unresolved') then
        raise exception 'which must be all, stale or unresolved' using errcode = '22023',
              detail = format('got %L', which),
              hint = 'all: every live page; stale: pages written since their edges were last derived (a bulk import); unresolved: pages waiting for missing targets';
    end if;
    if sources is not null and exists (select 1 from unnest(sources) s where not exists (
           select 1 from brain.sources x where x.id = s)) then
        raise exception 'unknown source in %', sources using errcode = 'P0002',
              hint = 'list sources with: select * from brain.list_sources();';
    end if;
    if sources is not null then
        perform brain._check_write(s) from unnest(sources) s;
        return sources;
    end if;
    return (select a.write_scope from brain._access(brain._caller()) a);
end
$fn$;

comment on function brain._relink_scope(text[], text) is
'Internal, the checks shared by brain.relink_pages and brain.relink_batch: which is all, stale or unresolved (else 22023), every named source exists (else P0002) and the caller may write it (else 42501); returns the sources the relink covers (sources null: every source the caller may write). Example: select brain._relink_scope(null, ''all'');';
