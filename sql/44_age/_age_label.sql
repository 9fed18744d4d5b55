-- brain._age_label(link_type): the edge label of a link type in brain_graph, created (with its indexes) on demand.
create or replace function brain._age_label(link_type text)
returns text
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, ag_catalog, public, pg_temp
set client_min_messages = warning
as $fn$
begin
    -- labels are names inlined into SQL and Cypher: only snake_case link types get this far
    if link_type is null or link_type !~ '^[a-z][a-z0-9_]{0,62}$' then
        raise exception 'invalid link type %', quote_literal(left(coalesce(link_type, 'null'), 100)) using errcode = '22023',
              hint = 'a link type is snake_case: a lower-case letter, then letters, digits and _';
    end if;
    if not exists (select 1 from ag_catalog.ag_label l join ag_catalog.ag_graph g on g.graphid = l.graph
                    where g.name = 'brain_graph' and l.name = _age_label.link_type and l.kind = 'e') then
        perform ag_catalog.create_elabel('brain_graph', _age_label.link_type);
        execute format('create index on brain_graph.%I (start_id)', _age_label.link_type);
        execute format('create index on brain_graph.%I (end_id)', _age_label.link_type);
    end if;
    return _age_label.link_type;
end
$fn$;

comment on function brain._age_label(text) is
'Internal: makes sure brain_graph has the edge label link_type (snake_case, else 22023), with btree indexes on start_id and end_id; returns the label. Example: select brain._age_label(link_type => ''works_at'');';
