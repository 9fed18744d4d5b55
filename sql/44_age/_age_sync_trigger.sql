-- brain._age_sync_trigger(): statement-level trigger on brain.pages and brain.links mirroring writes into brain_graph.
create or replace function brain._age_sync_trigger()
returns trigger
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, ag_catalog, public, pg_temp
as $fn$
declare
    _ids bigint[];
    _f bigint[];
    _t bigint[];
    _y text[];
begin
    -- a bulk import sets pgbrain.age_sync = off for its session and syncs once at the end
    if coalesce(current_setting('pgbrain.age_sync', true), '') = 'off' then
        return null;
    end if;
    perform pg_advisory_xact_lock_shared(hashtext('brain.age_graph'));
    if tg_table_name = 'pages' then
        if tg_op = 'INSERT' then
            select array_agg(n.id) into _ids from new_rows n;
        elsif tg_op = 'DELETE' then
            select array_agg(o.id) into _ids from old_rows o;
        else
            select array_agg(n.id) into _ids from new_rows n join old_rows o on o.id = n.id
             where (n.slug, n.title, n.type, n.source_id, n.deleted_at)
                   is distinct from (o.slug, o.title, o.type, o.source_id, o.deleted_at);
        end if;
        if _ids is not null then
            perform brain._age_resync(page_ids => _ids);
        end if;
    else
        if tg_op = 'INSERT' then
            select array_agg(n.from_page_id), array_agg(n.to_page_id), array_agg(n.link_type) into _f, _t, _y
              from new_rows n where n.valid_to is null;
        elsif tg_op = 'DELETE' then
            select array_agg(o.from_page_id), array_agg(o.to_page_id), array_agg(o.link_type) into _f, _t, _y
              from old_rows o where o.valid_to is null;
        else
            select array_agg(x.f), array_agg(x.t), array_agg(x.y) into _f, _t, _y
              from (select n.from_page_id, n.to_page_id, n.link_type from new_rows n join old_rows o on o.id = n.id
                     where (n.from_page_id, n.to_page_id, n.link_type, n.valid_to is null)
                           is distinct from (o.from_page_id, o.to_page_id, o.link_type, o.valid_to is null)
                    union
                    select o.from_page_id, o.to_page_id, o.link_type from new_rows n join old_rows o on o.id = n.id
                     where (n.from_page_id, n.to_page_id, n.link_type, n.valid_to is null)
                           is distinct from (o.from_page_id, o.to_page_id, o.link_type, o.valid_to is null)) x(f, t, y);
        end if;
        if _f is not null then
            perform brain._age_resync(from_ids => _f, to_ids => _t, link_types => _y);
        end if;
    end if;
    return null;
end
$fn$;

comment on function brain._age_sync_trigger() is
'Internal: statement-level trigger (transition tables new_rows / old_rows) on brain.pages and brain.links, installed while config graph.age_sync is true: re-mirrors the pages and edges a statement changed into brain_graph; skipped in a session with pgbrain.age_sync = off (bulk import). Example: select brain._age_set_sync(enabled => true);';
