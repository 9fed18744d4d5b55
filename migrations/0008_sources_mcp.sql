-- depends: 0007_graph
-- Sources and the MCP server.

-- A reference qualified with a source that does not exist (yet, or any more) is an unresolved reference
-- like any other, waiting for its target: [[team:people/alice]] written before source team exists, or
-- after it was removed, used to fail the whole put_page on this foreign key. Writing the target page
-- into that source later resolves it.
alter table brain.unresolved_links drop constraint unresolved_links_source_id_fkey;
comment on column brain.unresolved_links.source_id is 'Source in which the target is looked for; may name a source that does not exist (yet, or any more): the reference waits for a page in it.';

-- Whether a page's current content may shape the graph. A page stored by a writer without the auto-link
-- right (put_page with auto_link false: an untrusted MCP server) must not get edges later either, when a
-- relink or the next import re-derives the edges of stale pages.
alter table brain.pages add column auto_link boolean not null default true;
comment on column brain.pages.auto_link is 'false: the current content came from a writer not allowed to auto-link (brain.put_page(auto_link => false), e.g. an untrusted MCP server): no edges or timeline entries are derived from it, by that write or any later relink, until a trusted write replaces it.';
