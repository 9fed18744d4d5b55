-- brain.embed_followers(): how many `pgbrain embed --follow` workers embed every new chunk of this database.
create or replace function brain.embed_followers()
returns integer
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    -- the worker names its listening session so (a worker limited to some sources names it otherwise: it does not
    -- embed every write); application_name and datname of every session are readable by every role
    return (select count(*)::integer from pg_catalog.pg_stat_activity a
             where a.datname = pg_catalog.current_database() and a.application_name = 'pgbrain embed --follow');
end
$fn$;

comment on function brain.embed_followers() is
'How many pgbrain embed --follow workers (of every source) are connected to this database: when one runs, pgbrain put and MCP put_page leave their new chunks to it and return as soon as the page is stored. Example: select brain.embed_followers();';
