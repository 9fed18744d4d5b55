-- brain.export_pages(source_id): the live markdown pages of a source as pgbrain export writes them.
create or replace function brain.export_pages(source_id text default 'default')
returns table (slug text, title text, type text, compiled_truth text, timeline text, frontmatter jsonb,
               default_title text, default_type text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if export_pages.source_id is null then
        raise exception 'source_id must not be null' using errcode = '22004', hint = 'the default source is default';
    end if;
    perform brain._read_scope(array[export_pages.source_id]);
    return query
    select p.slug, p.title, p.type, p.compiled_truth, p.timeline, p.frontmatter,
           brain.title_from_slug(p.slug), brain.type_from_slug(p.slug)
      from brain.pages p
     where p.source_id = export_pages.source_id and p.deleted_at is null and p.page_kind = 'markdown'
     order by p.slug;
end
$fn$;

comment on function brain.export_pages(text) is
'The live markdown pages of a source in slug order, with what a re-import would derive by itself: (slug, title, type, compiled_truth, timeline, frontmatter, default_title = brain.title_from_slug, default_type = brain.type_from_slug). pgbrain export writes a title or type into the frontmatter only where it differs from these (and, for the title, from the body''s heading), so the file imports back to the same page; pgbrain extract links re-reads the stored text from here. Unknown or unreadable source = P0002. Example: select slug, title from brain.export_pages(source_id => ''default'');';
