-- brain.prune_import(source_id, keep_slugs, code): soft-delete the imported pages an import no longer found.
create or replace function brain.prune_import(source_id text, keep_slugs text[], code boolean default true)
returns table (slug text, page_id bigint, deleted_at timestamptz)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members delete through this function without table privileges; it checks the
-- caller's write grant on the source (brain._check_write) before anything else
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _ids bigint[];
begin
    perform brain._check_write(prune_import.source_id);
    if not exists (select 1 from brain.sources x where x.id = prune_import.source_id) then
        raise exception 'unknown source %', quote_literal(left(prune_import.source_id, 100)) using errcode = 'P0002',
              hint = 'list sources with: select * from brain.list_sources();';
    end if;
    if prune_import.keep_slugs is null or prune_import.code is null then
        raise exception 'keep_slugs and code must not be null' using errcode = '22004',
              hint = 'keep_slugs: the slugs of every file the import found (''{}'' prunes every imported page)';
    end if;
    -- the pages to delete, then their page locks in slug order (the order every multi-page writer takes them), as
    -- brain.delete_page takes one; pages written by hand (import_path null) are never pruned, code pages only with
    -- code (an import without code did not look at them)
    _ids := array(
        select p.id from brain.pages p
         where p.source_id = prune_import.source_id and p.deleted_at is null and p.import_path is not null
           and (p.page_kind <> 'code' or prune_import.code)
           and not exists (select 1 from unnest(prune_import.keep_slugs) k(s) where k.s = p.slug)
         order by p.slug);
    perform pg_advisory_xact_lock(hashtext('brain.page:' || x.source_id || ':' || x.slug))
       from (select p.source_id, p.slug from brain.pages p where p.id = any (_ids) order by p.slug) x;
    return query
    update brain.pages p set deleted_at = now()
     where p.id = any (_ids) and p.deleted_at is null
    returning p.slug, p.id, p.deleted_at;
end
$fn$;

comment on function brain.prune_import(text, text[], boolean) is
'Soft-delete, as brain.delete_page does, every live page of the source that an import wrote (import_path set) and whose slug is not in keep_slugs (the slugs of the files the import found): pgbrain import --prune. Code pages only with code true (an import without code leaves them). Pages written otherwise (put, MCP) are never pruned; brain.restore_page brings a page back. Returns (slug, page_id, deleted_at) of each page deleted. The caller needs a write grant on the source (42501); unknown source = P0002; null keep_slugs or code = 22004. Example: select slug from brain.prune_import(source_id => ''default'', keep_slugs => array[''people/alice'']);';
