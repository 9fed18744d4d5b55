-- depends: 0015_plan_chains
-- Reliability (issue 16): a page's frontmatter, takes and facts nested deeper than the readers can take (pgbrain
-- get, export and MCP get_page failed on 5,000 levels that put_page had stored) are refused on the way in, and so
-- is a page with more references or timeline entries than a documented cap (one input must not cost unbounded
-- time).
insert into brain.config (key, value, description) values
    ('import.max_json_depth', '100',
     'Most levels of nesting in a page''s frontmatter, takes and facts (objects and arrays inside each other); brain.put_page refuses deeper ones with 54001. A whole number from 1 to 300 (pgbrain get, export and MCP read pages back through parsers that recurse).'),
    ('import.max_page_references', '20000',
     'Most body references (links, wikilinks, bare slugs; after duplicates are dropped) one page may carry; brain.put_page refuses more with 54000. A whole number from 1 to 1000000.'),
    ('import.max_timeline_entries', '50000',
     'Most timeline entries one page may carry; brain.put_page refuses more with 54000. A whole number from 1 to 1000000.');
