-- depends: 0017_title_numbers
-- Comments that still named the old engine and the parser's whitelist (issue 17): the link engine is
-- brain._relink_pages, and brain.entity_dirs is applied by the database at each relink.

comment on table brain.entity_dirs is 'Whitelist of entity directories, applied by the link engine at each relink (brain._relink_refs): a bare slug in prose (people/alice) or a source-qualified wikilink counts as a reference only under one of these, a wikilink written into one is taken as that slug; also the page type of pages stored there. A directory added here counts at the next brain.relink_pages, without re-parsing pages.';
comment on type brain._link_ref is 'Internal: one reference a page makes (body wikilink, frontmatter value or cited code file), as the link engine (brain._relink_refs, brain._relink_resolve) collects and resolves it.';
comment on type brain._link_edge is 'Internal: one edge a page asserts (change null), or one change the link engine (brain._relink_apply) made (added, retired, kept).';
