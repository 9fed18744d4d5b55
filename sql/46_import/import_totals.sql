-- brain.import_totals(source_id, slugs, links_added): what an import's pages own after it, for its summary.
create or replace function brain.import_totals(source_id text, slugs text[], links_added integer default 0)
returns table (pages integer, links_current integer, links_kept integer, unresolved integer)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if import_totals.source_id is null or import_totals.slugs is null then
        raise exception 'source_id and slugs must not be null' using errcode = '22004',
              hint = 'slugs: the pages of the import (''{}'' for none)';
    end if;
    perform brain._read_scope(array[import_totals.source_id]);
    return query
    with mine as (
        select p.id from brain.pages p
         where p.source_id = import_totals.source_id and p.deleted_at is null
           and p.slug in (select s from unnest(import_totals.slugs) s)
    ), owned as (
        select count(*)::integer as n from brain.links l
         where l.origin_page_id in (select m.id from mine m) and l.valid_to is null
           and l.link_source in ('markdown', 'frontmatter')
    )
    select (select count(*)::integer from mine), o.n, greatest(0, o.n - coalesce(import_totals.links_added, 0)),
           (select count(*)::integer from brain.unresolved_links u join brain.pages p on p.id = u.page_id
             where p.source_id = import_totals.source_id and p.deleted_at is null)
      from owned o;
end
$fn$;

comment on function brain.import_totals(text, text[], integer) is
'The totals of an import''s summary: (pages = the live pages among slugs, links_current = the current auto-link edges they own, links_kept = links_current minus the links_added of the run, unresolved = the references still waiting in the whole source). Unknown or unreadable source = P0002; null source_id or slugs = 22004. Example: select * from brain.import_totals(source_id => ''default'', slugs => array[''people/alice''], links_added => 0);';
