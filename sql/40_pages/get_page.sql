-- brain.get_page(slug, source_id): one live page, in the columns a reader needs.
create or replace function brain.get_page(slug text, source_id text default 'default')
returns table (slug text, source_id text, title text, type text, compiled_truth text, timeline text,
               frontmatter jsonb, content_hash text, created_at timestamptz, updated_at timestamptz)
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    -- (positional: the result columns slug and source_id share the arguments' names)
    select p.slug, p.source_id, p.title, p.type, p.compiled_truth, p.timeline, p.frontmatter, p.content_hash,
           p.created_at, p.updated_at
      from brain.pages p
     where p.id = brain._page_id($2, $1);
$fn$;

comment on function brain.get_page(text, text) is
'One live page: (slug, source_id, title, type, compiled_truth, timeline, frontmatter, content_hash, created_at, updated_at); slug as stored (its full-width or other NFKC-equivalent spelling finds it too). Unknown or deleted slug = P0002 with a HINT. Example: select title, type, frontmatter from brain.get_page(slug => ''people/alice-chen'');';
