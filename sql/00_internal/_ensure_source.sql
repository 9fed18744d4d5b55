-- brain._ensure_source(source_id, create_missing): validate a source id; create it when asked.
create or replace function brain._ensure_source(source_id text, create_missing boolean default false)
returns text
language plpgsql
volatile
security invoker
set search_path = brain, public, pg_catalog
as $fn$
begin
    if source_id is null then
        raise exception 'source_id must not be null'
            using errcode = '22004', hint = 'the default source is ''default''';
    end if;
    if source_id !~ '^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$' or source_id = '__all__' then
        raise exception 'invalid source id %', quote_literal(left(source_id, 100))
            using errcode = '22023',
                  detail = 'a source id is 1-32 lower-case letters, digits and inner hyphens; __all__ is reserved',
                  hint = 'e.g. default, team, notes-2024';
    end if;
    if exists (select 1 from brain.sources s where s.id = _ensure_source.source_id) then
        return source_id;
    end if;
    if not create_missing then
        raise exception 'unknown source %', quote_literal(source_id)
            using errcode = 'P0002',
                  detail = format('known sources: %s', (select string_agg(s.id, ', ' order by s.id) from brain.sources s)),
                  hint = 'writing a page into a new source creates it; list sources with: select * from brain.sources;';
    end if;
    insert into brain.sources (id, name, federated) values (source_id, source_id, true)
    on conflict do nothing;
    raise notice 'created source % (federated)', quote_literal(source_id);
    return source_id;
end
$fn$;

comment on function brain._ensure_source(text, boolean) is
'Internal: validates a source id (22004 / 22023), returns it when the source exists, creates it (federated, with a NOTICE) when create_missing, else P0002. Example: select brain._ensure_source(''default'');';
