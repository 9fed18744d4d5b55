-- depends: 0011_code_graph
-- Security hardening (issue 13): which pages a trusted writer ever vouched for, the row types the link engine
-- passes between its statements (it keeps no temporary tables: a SECURITY DEFINER call must never use a table the
-- caller could have created), and the limits that stop runaway statements from agents.

-- 1. an untrusted page does not complete a trusted page's edge
alter table brain.pages add column trusted_since timestamptz;
comment on column brain.pages.trusted_since is 'When a writer with the auto-link right (brain_auto_link, brain_admin or an allow-listed slug prefix) first wrote this page; null: only writers without that right (an untrusted MCP server) wrote it, and no trusted page''s reference resolves to it (it stays unresolved, saying why) until a trusted writer stores it.';
-- pages stored before this migration: those whose current content came from a trusted write (the writer of the
-- others is not known, so they count as untrusted until a trusted write)
update brain.pages p set trusted_since = p.created_at where p.auto_link;

-- 2. the link engine's working rows (brain._reconcile_pages): one reference a page makes, and one edge it derives
create type brain._link_ref as (
    page_id          bigint,
    page_source      text,
    page_type        text,
    ord              integer,
    link_source      text,
    origin_field     text,
    raw_name         text,
    target           text,
    target_source    text,
    needs_resolution boolean,
    dir_hints        text[],
    fixed_type       text,
    fixed_direction  text,
    context          text,
    mention_start    integer,
    mention_end      integer,
    to_id            bigint,
    to_slug          text,
    resolution       text,
    reason           text,
    expected         text[],
    sentence         text,
    written          text,
    cjk              boolean
);
comment on type brain._link_ref is 'Internal: one reference a page makes (body wikilink, frontmatter value or cited code file), as brain._reconcile_pages resolves and types it.';

create type brain._link_edge as (
    origin_id    bigint,
    ord          integer,
    from_id      bigint,
    to_id        bigint,
    link_type    text,
    link_source  text,
    origin_field text,
    context      text,
    resolution   text,
    change       text
);
comment on type brain._link_edge is 'Internal: one edge a page asserts (change null), or one change brain._reconcile_pages made (added, retired, kept).';

-- 3. runaway statements
insert into brain.config (key, value, description) values
    ('cypher.max_hops', '3',
     'Longest variable-length pattern brain.cypher accepts ([*1..3]); a longer or unbounded one ([*], [*2..]) is refused with 54000. Use brain.traverse for deeper walks.'),
    ('mcp.statement_timeout', '30000',
     'statement_timeout (milliseconds) the MCP server sets before each tool call; 0 = none.'),
    ('cli.statement_timeout', '0',
     'statement_timeout (milliseconds) the pgbrain CLI sets before each call; 0 = none (as psql).'),
    ('mcp.client_connection_check_interval', '5000',
     'client_connection_check_interval (milliseconds) of the MCP server''s connections: a statement whose server process vanished stops within about this long; 0 = off.');

-- 4. the one function a migration defines (an index depends on it) gets the search_path every brain function pins:
--    pg_catalog before public (a role that could create in public must not shadow a built-in), pg_temp named last
alter function brain._cjk_bigrams(text) set search_path = brain, pg_catalog, public, pg_temp;
