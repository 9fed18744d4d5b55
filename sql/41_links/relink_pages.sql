-- brain.relink_pages(sources, only_unresolved): re-derive the edges of many pages from the database alone.
create or replace function brain.relink_pages(sources text[] default null, only_unresolved boolean default false)
returns table (pages integer, links_added integer, links_retired integer, links_kept integer, unresolved integer)
language plpgsql
volatile
security invoker
set search_path = brain, public, pg_catalog
as $fn$
begin
    if only_unresolved is null then
        raise exception 'only_unresolved must not be null' using errcode = '22004',
              hint = 'true re-derives only pages with unresolved references; false every page';
    end if;
    if sources is not null and exists (select 1 from unnest(sources) s where not exists (
           select 1 from brain.sources x where x.id = s)) then
        raise exception 'unknown source in %', sources using errcode = 'P0002',
              hint = 'list sources with: select * from brain.sources;';
    end if;
    return query
    select count(*)::integer, coalesce(sum(r.links_added), 0)::integer, coalesce(sum(r.links_retired), 0)::integer,
           coalesce(sum(r.links_kept), 0)::integer, coalesce(sum(r.unresolved), 0)::integer
      from (select p.id from brain.pages p
             where p.deleted_at is null
               and (relink_pages.sources is null or p.source_id = any (relink_pages.sources))
               and (not only_unresolved or exists (select 1 from brain.unresolved_links u where u.page_id = p.id))
             order by p.id) p
      cross join lateral brain._reconcile_page(p.id) r;
end
$fn$;

comment on function brain.relink_pages(text[], boolean) is
'Re-derive the edges of every live page (of the given sources; null = all) from the stored body references, frontmatter and current link rules, e.g. after a DBA added rules; only_unresolved => true re-derives just the pages that wait for missing targets (what a bulk import runs at the end). Returns totals (pages, links_added, links_retired, links_kept, unresolved). Example: select * from brain.relink_pages();';
