-- brain.reconcile_page(slug, source_id, candidates): deprecated name of brain.relink_page (removed in the next release).
create or replace function brain.reconcile_page(slug text, source_id text default 'default', candidates jsonb default null)
returns table (page_id bigint, links_added integer, links_retired integer, links_kept integer, unresolved integer,
               diff jsonb)
language plpgsql
volatile
-- SECURITY DEFINER: like the write it names (brain_writer members have no table privileges); it checks the caller's
-- write grant (brain._check_write) first, and brain.relink_page checks it again (brain._caller sees through both)
security definer
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
begin
    perform brain._check_write(reconcile_page.source_id);
    raise warning 'brain.reconcile_page is deprecated: use brain.relink_page'
          using hint = 'the same arguments: select * from brain.relink_page(slug => ..., source_id => ..., candidates => ...); this name goes in the next release';
    return query select * from brain.relink_page(reconcile_page.slug, reconcile_page.source_id,
                                                 reconcile_page.candidates);
end
$fn$;

comment on function brain.reconcile_page(text, text, jsonb) is
'Deprecated (removed in the next release): the old name of brain.relink_page, which it calls with the same arguments after a WARNING naming it. Example: select * from brain.relink_page(slug => ''people/alice-chen'');';
