-- depends: 0006_pagerank
-- Graph traversal (brain.traverse, brain.neighbors, brain.link_history): the per-level frontier cap.
-- The walk itself needs no new index: links_out_idx / links_in_idx (current edges, index-only) serve
-- each direction, links_from_page_id_idx / links_to_page_id_idx (from/to, valid_from) serve as_of walks.

insert into brain.config (key, value, description) values
    ('graph.frontier_cap', '10000',
     'Most edges one level of a brain.traverse walk reports and walks on; the rest of that level (and what lies beyond it) is left out with a NOTICE, so a hub page cannot explode a walk.')
on conflict (key) do nothing;

-- the rows of brain.traverse (a composite type, because a PL/pgSQL function returning a table cannot have an
-- output column named like its depth parameter)
create type brain.traverse_row as (
    depth      integer,
    from_slug  text,
    to_slug    text,
    link_type  text,
    path       text[],
    from_title text,
    to_title   text
);
comment on type brain.traverse_row is 'One edge of a brain.traverse walk: the level it was reached at (depth), its ends in stored direction (from_slug, to_slug, with their titles), its type, and path: the slugs from the start page to the end further from it.';
