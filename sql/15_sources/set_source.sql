-- brain.set_source(source_id, name, federated, trusted): change a source's settings.
create or replace function brain.set_source(source_id text, name text default null, federated boolean default null,
                                            trusted boolean default null)
returns setof brain.sources
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    perform brain.ensure_source(set_source.source_id);
    if set_source.name is null and set_source.federated is null and set_source.trusted is null then
        raise exception 'nothing to change' using errcode = '22023',
              hint = 'pass name, federated or trusted';
    end if;
    if set_source.source_id = 'default' and set_source.federated is false then
        raise exception 'the default source is always federated' using errcode = '22023',
              detail = 'searches that name no source must at least read the default source',
              hint = 'move private pages into a source of their own and make that one non-federated';
    end if;
    return query
    update brain.sources s
       set name = coalesce(brain._check_source_name(set_source.name, set_source.source_id), s.name),
           federated = coalesce(set_source.federated, s.federated),
           trusted = coalesce(set_source.trusted, s.trusted)
     where s.id = set_source.source_id
    returning s.*;
end
$fn$;

comment on function brain.set_source(text, text, boolean, boolean) is
'Change a source''s name, federated flag (true: read by searches that name no source) or trusted flag (true: its pages auto-link); null leaves a setting as it is. The default source stays federated (22023). Unknown source = P0002. Returns the brain.sources row. Example: select * from brain.set_source(source_id => ''team'', federated => true);';
