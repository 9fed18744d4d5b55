-- brain.traverse(slug, ...): walk the typed graph from a page, level by level (recursive CTE, depth <= 10).
create or replace function brain.traverse(slug text, depth integer default 5, link_types text[] default null,
                                          direction text default 'out', sources text[] default null,
                                          as_of timestamptz default null, source_id text default 'default')
returns table (depth integer, from_slug text, to_slug text, link_type text, path text[], from_title text,
               to_title text)
language sql
stable
security invoker
set search_path = brain, public, pg_catalog
as $fn$
    select * from brain._traverse($1, $2, $3, $4, $5, $6, $7);
$fn$;

comment on function brain.traverse(text, integer, text[], text, text[], timestamptz, text) is
'Walk the graph from page (source_id, slug): every edge of every page reached within depth hops, direction out (default), in or both, optional link_types, current edges or those valid at as_of, pages in sources (null = the federated sources and the start page''s). Depth null = 5, 0 = no edges, > 10 = 10 with a NOTICE, negative = 22023. A page is not walked twice on one path: the edge that closes a cycle is reported, nothing loops; each level keeps at most graph.frontier_cap edges (a NOTICE names a level that reaches it). Returns (depth, from_slug, to_slug, link_type, path, from_title, to_title) in stored edge direction, path = the slugs from the start to the far end, ordered by depth, from_slug, to_slug. Example: select depth, from_slug, to_slug from brain.traverse(slug => ''companies/acme'', link_types => ''{works_at}'', direction => ''in'');';
