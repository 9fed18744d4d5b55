-- brain._frontier_capped(depth, cap): the NOTICE a walk gives when a level hits graph.frontier_cap.
create or replace function brain._frontier_capped(depth integer, cap integer)
returns boolean
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    raise notice 'level % of the walk reached the frontier cap of % edges: edges beyond the cap, and what lies past them, are left out',
                 depth, cap
        using hint = 'narrow the walk (link_types, direction, depth) or raise the cap: select brain.set_config(''graph.frontier_cap'', ''50000'');';
    return false;
end
$fn$;

comment on function brain._frontier_capped(integer, integer) is
'Internal: raises the NOTICE of a walk level cut at graph.frontier_cap edges and returns false (called once per capped level from brain.traverse). Example: select brain._frontier_capped(3, 10000);';
