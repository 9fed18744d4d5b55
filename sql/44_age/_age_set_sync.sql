-- brain._age_set_sync(enabled): install (after a full sync) or drop the write-path triggers of graph.age_sync.
create or replace function brain._age_set_sync(enabled boolean)
returns void
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, ag_catalog, public, pg_temp
set client_min_messages = warning
as $fn$
declare
    _tab text;
    _op text;
begin
    foreach _tab in array array['pages', 'links'] loop
        foreach _op in array array['insert', 'update', 'delete'] loop
            execute format('drop trigger if exists %I on brain.%I', 'age_sync_' || _op, _tab);
        end loop;
    end loop;
    if not enabled then
        return;
    end if;
    perform brain._age_ready(need_graph => false);
    perform brain.sync_graph();
    foreach _tab in array array['pages', 'links'] loop
        execute format('create trigger age_sync_insert after insert on brain.%I referencing new table as new_rows '
                       'for each statement execute function brain._age_sync_trigger()', _tab);
        execute format('create trigger age_sync_update after update on brain.%I referencing old table as old_rows '
                       'new table as new_rows for each statement execute function brain._age_sync_trigger()', _tab);
        execute format('create trigger age_sync_delete after delete on brain.%I referencing old table as old_rows '
                       'for each statement execute function brain._age_sync_trigger()', _tab);
    end loop;
end
$fn$;

comment on function brain._age_set_sync(boolean) is
'Internal (called by brain.set_config for graph.age_sync): enabled = rebuild brain_graph and install the statement-level sync triggers on brain.pages and brain.links (55000 without age); false = drop them. Example: select brain._age_set_sync(enabled => false);';
