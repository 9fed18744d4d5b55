-- depends: 0040_titles_and_tenure
-- New pages searchable by meaning at once (issue 20): MCP put_page embeds the chunks of the page it wrote before it
-- answers, as pgbrain put does (--no-embed there); a server whose writes must return at once turns it off here.
insert into brain.config (key, value, description) values
    ('mcp.embed_on_write', 'true',
     'Whether MCP put_page embeds the new and changed chunks of the page it wrote before it answers (true: the page is searchable by meaning at once, at about a second for the model''s first load and 0.6 s a 300-word chunk with the default model; false: the server answers at once and the chunks wait for pgbrain embed). pgbrain put does the same unless --no-embed.')
on conflict (key) do nothing;
