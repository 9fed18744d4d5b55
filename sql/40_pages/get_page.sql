-- brain.get_page(slug, source_id): one live page.
create or replace function brain.get_page(slug text, source_id text default 'default')
returns setof brain.pages
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    return query select p.* from brain.pages p where p.id = brain._page_id(get_page.source_id, get_page.slug);
end
$fn$;

comment on function brain.get_page(text, text) is
'One live page as a brain.pages row (title, type, compiled_truth, timeline, frontmatter, dates, content_hash). Unknown or deleted slug = P0002 with a HINT. Example: select title, type, frontmatter from brain.get_page(slug => ''people/alice-chen'');';
