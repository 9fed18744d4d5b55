-- brain._read_scope(sources): the sources a read spans (search, pages, graph, code).
create or replace function brain._read_scope(sources text[])
returns text[]
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- the sources the caller may read (null = all): searches run as SECURITY DEFINER, past row-level security,
    -- so this is where they are confined
begin
    return brain._read_scope_for(sources, (select a.read_scope from brain._access(brain._caller()) a));
end
$fn$;

comment on function brain._read_scope(text[]) is
'Internal: the sources a read spans, always within those the caller may read: the named ones (unknown or unreadable = P0002), or every federated, unarchived, readable source when null. Example: select brain._read_scope(null);';
