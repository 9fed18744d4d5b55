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
    -- the sources the caller may read (null = all): searches run as SECURITY DEFINER, past row-level security,
    -- so this is where they are confined
    _readable text[] := (select a.read_scope from brain._access(brain._caller()) a);
begin
    if sources is null then
        return array(select s.id from brain.sources s
                      where s.federated and s.archived_at is null and (_readable is null or s.id = any (_readable))
                      order by s.id);
    end if;
    -- a source the caller may not read is as unknown as one that does not exist
    select string_agg(x, ', ') into _unknown from unnest(sources) x
     where not exists (select 1 from brain.sources s where s.id = x) or not coalesce(x = any (_readable), true);
    if _unknown is not null then
        raise exception 'unknown source %', _unknown using errcode = 'P0002',
              hint = 'list sources with: select * from brain.list_sources();';
    end if;
    return sources;
end
$fn$;

comment on function brain._search_scope(text[]) is
'Internal: the sources a read spans, always within those the caller may read: the named ones (unknown or unreadable = P0002), or every federated, unarchived, readable source when null. Example: select brain._search_scope(null);';
