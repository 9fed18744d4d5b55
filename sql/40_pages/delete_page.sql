-- brain.delete_page(slug, source_id): soft delete; the page and its edges leave every current view.
create or replace function brain.delete_page(slug text, source_id text default 'default')
returns table (page_id bigint, deleted_at timestamptz, edges_hidden integer)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on the source (brain._check_write) before anything else
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
    _at timestamptz;
begin
    perform brain._check_write(delete_page.source_id);
    _id := brain._page_id(delete_page.source_id, delete_page.slug, false);
    perform pg_advisory_xact_lock(hashtext('brain.page:' || delete_page.source_id || ':' || delete_page.slug));
    select p.deleted_at into _at from brain.pages p where p.id = _id;
    if _at is not null then
        raise notice 'page % was already deleted at %', quote_literal(delete_page.slug), _at;
    else
        update brain.pages p set deleted_at = now() where p.id = _id returning p.deleted_at into _at;
    end if;
    return query
    select _id, _at,
           (select count(*)::integer from brain.links l
             where l.valid_to is null and (l.from_page_id = _id or l.to_page_id = _id));
end
$fn$;

comment on function brain.delete_page(text, text) is
'Soft-delete a page: it and every edge touching it disappear from current views (rows are kept; brain.restore_page brings them back). Returns (page_id, deleted_at, edges_hidden). Unknown slug = P0002. The caller needs a write grant on the source (42501). Example: select * from brain.delete_page(slug => ''people/alice-chen'');';
