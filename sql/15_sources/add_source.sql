-- brain.add_source(source_id, name, federated, trusted): a new source.
create or replace function brain.add_source(source_id text, name text default null, federated boolean default true,
                                            trusted boolean default true)
returns setof brain.sources
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _name text;
    _old  brain.sources;
begin
    perform brain._check_source_id(add_source.source_id);
    if add_source.federated is null or add_source.trusted is null then
        raise exception 'federated and trusted must not be null' using errcode = '22004',
              hint = 'true or false; both default to true';
    end if;
    perform pg_advisory_xact_lock(hashtext('brain.source:' || add_source.source_id));
    select * into _old from brain.sources s where s.id = add_source.source_id;
    if _old.id is not null then
        -- the same settings (a name left out matches any): nothing to do
        if (_old.name, _old.federated, _old.trusted)
           = (coalesce(btrim(add_source.name), _old.name), add_source.federated, add_source.trusted) then
            raise notice 'source % already exists', quote_literal(add_source.source_id);
            return next _old;
            return;
        end if;
        raise exception 'source % already exists with other settings', quote_literal(add_source.source_id)
            using errcode = '23505',
                  detail = format('name %L, federated %s, trusted %s', _old.name, _old.federated, _old.trusted),
                  hint = format('change it with: select * from brain.set_source(source_id => %L, ...);',
                                add_source.source_id);
    end if;
    _name := brain._check_source_name(coalesce(add_source.name, add_source.source_id), add_source.source_id);
    return query
    insert into brain.sources as s (id, name, federated, trusted)
    values (add_source.source_id, _name, add_source.federated, add_source.trusted)
    returning s.*;
end
$fn$;

comment on function brain.add_source(text, text, boolean, boolean) is
'Add a source: pages are unique per (source, slug); federated sources join searches that name no source, others are read only when named; trusted sources auto-link their pages. name defaults to the id (1-200 characters, unique). An existing source with the same settings (name left out: any) is returned with a NOTICE; one with other settings = 23505 (use brain.set_source); bad id = 22023. Returns the brain.sources row. Example: select * from brain.add_source(source_id => ''team'', name => ''Team notes'', federated => false);';
