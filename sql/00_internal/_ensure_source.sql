-- brain._ensure_source(source_id, create_missing): validate a source id; create it when asked.
create or replace function brain._ensure_source(source_id text, create_missing boolean default false)
returns text
language plpgsql
volatile
security invoker
set search_path = brain, public, pg_catalog
as $fn$
begin
    perform brain._check_source_id(source_id);
    if exists (select 1 from brain.sources s where s.id = _ensure_source.source_id) then
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
    elsif not exists (select 1 from brain.sources s where s.id = _ensure_source.source_id) then
        raise exception 'cannot create source %: its name is taken', quote_literal(source_id)
            using errcode = '23505',
                  detail = format('source %L is named %L', (select s.id from brain.sources s where s.name = _ensure_source.source_id),
                                  source_id),
                  hint = format('create it with another name: select * from brain.add_source(source_id => %L, name => ''...'');',
                                source_id);
    end if;
    return source_id;
end
$fn$;

comment on function brain._ensure_source(text, boolean) is
'Internal: validates a source id (22004 / 22023), returns it when the source exists, creates it (federated, with a NOTICE) when create_missing, else P0002. Example: select brain._ensure_source(''default'');';
