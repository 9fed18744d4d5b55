-- brain.relink_page(slug, source_id, candidates): re-derive one page's edges without touching its content.
create or replace function brain.relink_page(slug text, source_id text default 'default', candidates jsonb default null)
returns table (page_id bigint, links_added integer, links_retired integer, links_kept integer, unresolved integer,
               diff jsonb)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write through this function without table privileges; it checks the
-- caller's write grant on the source (brain._check_write) before anything else
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
begin
    perform brain._check_write(relink_page.source_id);
    _id := brain._page_id(relink_page.source_id, relink_page.slug);
    if relink_page.candidates is not null and jsonb_typeof(relink_page.candidates) <> 'array' then
        raise exception 'candidates must be a JSON array' using errcode = '22023',
              hint = 'pass null to use the stored body references';
    end if;
    if relink_page.candidates is not null then
        perform brain._check_candidates(relink_page.candidates);
    end if;
    -- the name locks (every bucket, shared) before the page lock, like every writer that reconciles
    perform brain._lock_names(every_bucket => 'shared');
    perform pg_advisory_xact_lock(hashtext('brain.page:' || relink_page.source_id || ':' || relink_page.slug));
    if relink_page.candidates is not null then
        perform brain._store_candidates(array[_id], array[relink_page.candidates]);
    end if;
    return query select * from brain._relink_pages(array[_id]);
end
$fn$;

comment on function brain.relink_page(text, text, jsonb) is
'Re-derive one page''s edges (after new link rules, or with freshly extracted body references passed as candidates) without touching its content; returns the diff like put_page: (page_id, links_added, links_retired, links_kept, unresolved, diff). The caller needs a write grant on the source (42501). Example: select * from brain.relink_page(slug => ''people/alice-chen'');';
