-- brain.remove_source(source_id, cascade): remove a source; with its pages only when told to.
create or replace function brain.remove_source(source_id text, cascade boolean default false)
returns table (removed_source text, pages_removed integer, links_removed integer, facts_removed integer,
               pages_relinked integer)
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
as $fn$
declare
    _live    integer;
    _deleted integer;
    _facts   integer;
    _inbound integer;
    _links   integer;
    _owners  bigint[];
begin
    perform brain.ensure_source(remove_source.source_id);
    if remove_source.cascade is null then
        raise exception 'cascade must not be null' using errcode = '22004', hint = 'true or false';
    end if;
    if remove_source.source_id = 'default' then
        raise exception 'the default source cannot be removed' using errcode = '22023',
              detail = 'writes that name no source go to it',
              hint = 'delete its pages one by one with brain.delete_page (soft, restorable) instead';
    end if;
    -- writers into the source hold a key-share lock on its row until they commit: wait for them, and
    -- keep new ones out until this transaction ends
    perform 1 from brain.sources s where s.id = remove_source.source_id for update;

    select count(*) filter (where p.deleted_at is null), count(*) filter (where p.deleted_at is not null)
      into _live, _deleted
      from brain.pages p where p.source_id = remove_source.source_id;
    select count(*) into _facts from brain.facts f where f.source_id = remove_source.source_id;
    select count(*) into _inbound
      from brain.links l
      join brain.pages t on t.id = l.to_page_id and t.source_id = remove_source.source_id
      join brain.pages f on f.id = l.from_page_id and f.source_id <> remove_source.source_id
     where l.valid_to is null;

    if (_live + _deleted + _facts) > 0 and not remove_source.cascade then
        raise exception 'source % still has pages', quote_literal(remove_source.source_id)
            using errcode = '2BP01',
                  detail = format('%s live pages, %s soft-deleted pages, %s facts; %s current edges from other sources point into it',
                                  _live, _deleted, _facts, _inbound),
                  hint = format('to erase the source with all of them for good: select * from brain.remove_source(source_id => %L, cascade => true); '
                                'to keep them but leave them out of default searches: select * from brain.set_source(source_id => %L, federated => false);',
                                remove_source.source_id, remove_source.source_id);
    end if;

    -- no page is reconciled meanwhile: the pages re-linked below are not locked one by one (brain._lock_names)
    perform brain._lock_names(every_bucket => 'exclusive');
    -- pages elsewhere whose content asserts edges into (or out of) this source's pages: their edges go
    -- with the pages, and their references become unresolved (they resolve again if the pages come back)
    select array_agg(distinct l.origin_page_id) into _owners
      from brain.links l
      join brain.pages p on p.id in (l.from_page_id, l.to_page_id) and p.source_id = remove_source.source_id
      join brain.pages o on o.id = l.origin_page_id and o.source_id <> remove_source.source_id;
    select count(distinct l.id) into _links
      from brain.links l
      join brain.pages p on p.id in (l.from_page_id, l.to_page_id) and p.source_id = remove_source.source_id;

    delete from brain.facts f where f.source_id = remove_source.source_id;
    delete from brain.pages p where p.source_id = remove_source.source_id;   -- chunks, links, timeline, takes cascade
    delete from brain.sources s where s.id = remove_source.source_id;
    if _owners is not null then
        perform brain._relink_pages(_owners, with_diff => false);
    end if;
    return query select remove_source.source_id, _live + _deleted, _links, _facts, coalesce(cardinality(_owners), 0);
end
$fn$;

comment on function brain.remove_source(text, boolean) is
'Remove a source. One that still holds pages (live or soft-deleted) or facts is refused (2BP01, counts in DETAIL) unless cascade => true, which erases them for good with their chunks, edges (their history too), timeline and takes; pages of other sources that referenced them are re-linked, so those references become unresolved and resolve again if the pages come back. The default source cannot be removed (22023); unknown source = P0002. Returns (removed_source, pages_removed, links_removed, facts_removed, pages_relinked). Example: select * from brain.remove_source(source_id => ''scratch'');';
