-- depends: 0008_sources_mcp
-- Apache AGE mirror of the graph (issue 5 item 3). Nothing here needs AGE: the graph brain_graph, its labels and the
-- write-path triggers are made at run time by brain.sync_graph() and brain.set_config('graph.age_sync', ...), and
-- only where the age extension is installed.
update brain.config
   set description = 'Keep the Apache AGE graph brain_graph in sync on every write: true rebuilds it and installs '
                     'statement-level triggers on brain.pages and brain.links (needs the age extension); bulk imports '
                     'sync once at the end.'
 where key = 'graph.age_sync';
