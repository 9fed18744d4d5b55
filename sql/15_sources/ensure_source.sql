-- brain.ensure_source(source_id, create_missing): check that a source exists; create it when asked.
create or replace function brain.ensure_source(source_id text, create_missing boolean default false)
returns text
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if create_missing is null then
        raise exception 'create_missing must not be null' using errcode = '22004', hint = 'true or false (the default)';
    end if;
    perform brain._check_source_id(source_id);
    if exists (select 1 from brain.sources s where s.id = ensure_source.source_id) then
        return source_id;
    end if;
    if not create_missing then
        raise exception 'unknown source %', quote_literal(source_id)
            using errcode = 'P0002',
                  detail = format('known sources: %s', (select string_agg(s.id, ', ' order by s.id) from brain.sources s)),
                  hint = format('create it with: select * from brain.add_source(source_id => %L); (pgbrain sources add %s)',
                                source_id, source_id);
    end if;
    insert into brain.sources (id, name, federated) values (source_id, source_id, true)
    on conflict do nothing;
    if found then
        raise notice 'created source % (federated)', quote_literal(source_id);
    elsif not exists (select 1 from brain.sources s where s.id = ensure_source.source_id) then
        raise exception 'cannot create source %: its name is taken', quote_literal(source_id)
            using errcode = '23505',
                  detail = format('source %L is named %L', (select s.id from brain.sources s where s.name = ensure_source.source_id),
                                  source_id),
                  hint = format('create it with another name: select * from brain.add_source(source_id => %L, name => ''...'');',
                                source_id);
    end if;
    return source_id;
end
$fn$;

comment on function brain.ensure_source(text, boolean) is
'Check a source id (22004 null, 22023 malformed) and return it when the source exists; otherwise P0002, or with create_missing create it (federated, with a NOTICE; admins only: others get 42501). pgbrain import and the MCP server call it first. Example: select brain.ensure_source(source_id => ''default'');';
