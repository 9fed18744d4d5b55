-- brain.restore_page(slug, source_id): undo a soft delete.
create or replace function brain.restore_page(slug text, source_id text default 'default')
returns table (page_id bigint, restored boolean, edges_visible integer)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on the source (brain._check_write) before anything else
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
    _n integer;
begin
    perform brain._check_write(restore_page.source_id);
    _id := brain._page_id(restore_page.source_id, restore_page.slug, false);
    perform pg_advisory_xact_lock(hashtext('brain.page:' || restore_page.source_id || ':' || restore_page.slug));
    update brain.pages p set deleted_at = null where p.id = _id and p.deleted_at is not null;
    get diagnostics _n = row_count;
    if _n = 0 then
        raise notice 'page % is not deleted', quote_literal(restore_page.slug);
    end if;
    return query
    select _id, _n > 0,
           (select count(*)::integer from brain.links l
              join brain.pages f on f.id = l.from_page_id and f.deleted_at is null
              join brain.pages t on t.id = l.to_page_id and t.deleted_at is null
             where l.valid_to is null and (l.from_page_id = _id or l.to_page_id = _id));
end
$fn$;

comment on function brain.restore_page(text, text) is
'Undo brain.delete_page: the page and its edges (to live pages) are current again. Returns (page_id, restored, edges_visible); a page that is not deleted gives a NOTICE. The caller needs a write grant on the source (42501). Example: select * from brain.restore_page(slug => ''people/alice-chen'');';
