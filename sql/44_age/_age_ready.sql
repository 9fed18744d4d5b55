-- brain._age_ready(need_graph): raise 55000 unless Apache AGE is installed (and, when need_graph, brain_graph exists).
create or replace function brain._age_ready(need_graph boolean default true)
returns void
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, ag_catalog, public, pg_temp
as $fn$
begin
    if not exists (select 1 from pg_catalog.pg_extension e where e.extname = 'age') then
        raise exception 'the Apache AGE extension is not installed in this database' using errcode = '55000',
              detail = format('available on this server: %s',
                              coalesce((select 'yes, version ' || a.default_version from pg_catalog.pg_available_extensions a
                                         where a.name = 'age'), 'no')),
              hint = 'install the age package for your PostgreSQL (e.g. apt install postgresql-17-age), then run: '
                     'create extension age; and pgbrain graph sync (select * from brain.sync_graph();)';
    end if;
    if need_graph and not exists (select 1 from ag_catalog.ag_graph g where g.name = 'brain_graph') then
        raise exception 'the AGE graph brain_graph does not exist yet' using errcode = '55000',
              hint = 'build it from the current edges: pgbrain graph sync (select * from brain.sync_graph();)';
    end if;
end
$fn$;

comment on function brain._age_ready(boolean) is
'Internal: 55000 with a HINT unless the age extension is installed and (need_graph) the graph brain_graph exists. Example: select brain._age_ready(need_graph => false);';
