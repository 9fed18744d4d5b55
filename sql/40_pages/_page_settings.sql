-- brain._page_settings(src): what the checks of a page write read from the config, the caller's role and the source,
-- read once for a batch (brain._prepare_page).
create or replace function brain._page_settings(src text)
returns jsonb
language sql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
    select jsonb_build_object(
        'max_page_references', coalesce((select (c.value #>> '{}')::integer from brain.config c
                                          where c.key = 'import.max_page_references'), 20000),
        'max_timeline_entries', coalesce((select (c.value #>> '{}')::integer from brain.config c
                                           where c.key = 'import.max_timeline_entries'), 50000),
        'max_page_bytes', coalesce((select (c.value #>> '{}')::bigint from brain.config c
                                     where c.key = 'import.max_page_bytes'), 5242880),
        'max_json_depth', coalesce((select (c.value #>> '{}')::integer from brain.config c
                                     where c.key = 'import.max_json_depth'), 100),
        'auto_link', coalesce((select (c.value #>> '{}')::boolean from brain.config c where c.key = 'auto_link'), true),
        'auto_timeline', coalesce((select (c.value #>> '{}')::boolean from brain.config c where c.key = 'auto_timeline'),
                                  true),
        -- the role's own auto-link right (a slug under config trust.auto_link_prefixes may have it without)
        'role_auto_link', coalesce((select a.auto_link from brain._access(brain._caller()) a), false),
        'source_trusted', coalesce((select s.trusted from brain.sources s where s.id = _page_settings.src), false))
$fn$;

comment on function brain._page_settings(text) is
'Internal: the settings a page write is checked against, as jsonb: config import.max_page_references, import.max_timeline_entries, import.max_page_bytes, import.max_json_depth, auto_link, auto_timeline (with their defaults), the caller''s role-level auto-link right and whether source src is trusted; read once per batch. Example: select brain._page_settings(''default'');';
