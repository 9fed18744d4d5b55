-- brain._reconcile_page(page_id): reconcile one page's edges (brain._reconcile_pages for one).
create or replace function brain._reconcile_page(page_id bigint)
returns table (links_added integer, links_retired integer, links_kept integer, unresolved integer, diff jsonb)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    if not exists (select 1 from brain.pages p where p.id = _reconcile_page.page_id) then
        raise exception 'page id % not found', _reconcile_page.page_id
            using errcode = 'P0002', hint = 'reconcile pages by slug with brain.reconcile_page(slug => ...)';
    end if;
    return query
    select r.links_added, r.links_retired, r.links_kept, r.unresolved, r.diff
      from brain._reconcile_pages(array[_reconcile_page.page_id]) r;
end
$fn$;

comment on function brain._reconcile_page(bigint) is
'Internal: reconciles one page''s edges (see brain._reconcile_pages): adds the edges its content asserts, retires those it no longer asserts, keeps the rest, records unresolved references. Example: select * from brain._reconcile_page(42);';
