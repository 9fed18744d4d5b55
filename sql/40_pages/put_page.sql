-- brain.put_page(...): write one parsed page and everything derived from it, in one transaction.
create or replace function brain.put_page(
    slug             text,
    title            text default null,
    type             text default null,
    compiled_truth   text default '',
    timeline         text default '',
    frontmatter      jsonb default '{}',
    candidates       jsonb default null,
    chunks           jsonb default null,
    timeline_entries jsonb default null,
    takes            jsonb default null,
    facts            jsonb default null,
    source_id        text default 'default',
    auto_link        boolean default true,
    import_path      text default null,
    file_hash        text default null,
    defer_links      boolean default false
)
returns table (page_id bigint, status text, links_added integer, links_retired integer, links_kept integer,
               unresolved integer, diff jsonb)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write pages without any table privilege; the function checks their write
-- grant on the source first (brain._check_write) and decides auto-link from their role, never from an argument
security definer
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
as $fn$
declare
    _w         brain.page_write;
    _res       record;
    _src       text;
    _old       brain.pages;
    _id        bigint;
    _status    text;
    _r         record;
    _pending   bigint[];
begin
    -- check everything before writing anything
    perform brain.check_slug(put_page.slug);
    perform brain._check_source_id(put_page.source_id);
    perform brain._check_write(put_page.source_id);
    _src := brain.ensure_source(put_page.source_id, false);
    _w := brain._prepare_page(put_page.slug, put_page.title, put_page.type, put_page.compiled_truth, put_page.timeline,
                              put_page.frontmatter, put_page.candidates, put_page.chunks, put_page.timeline_entries,
                              put_page.takes, put_page.facts, put_page.import_path, put_page.file_hash, _src,
                              put_page.auto_link, put_page.defer_links);

    -- a writer that reconciles takes the name locks first (brain._lock_names): exclusive for the names this page goes
    -- by, shared for those its references name (all of them, shared, when it keeps the stored references or has over
    -- 256), so that a reference and the page it waits for, written at once, are reconciled one after the other
    if _w.link and not put_page.defer_links then
        perform brain._lock_names(
            own => array[_w.slug, _w.title],
            refs => case when put_page.candidates is not null
                               and jsonb_array_length(put_page.candidates) <= 256 then array(
                        select c ->> 'target' from jsonb_array_elements(put_page.candidates) c
                         where jsonb_typeof(c) = 'object' and c ->> 'target' is not null
                        union all
                        select brain._code_slug(c ->> 'target') from jsonb_array_elements(put_page.candidates) c
                         where jsonb_typeof(c) = 'object' and c ->> 'kind' = 'code'
                        union all
                        select coalesce(substring(v #>> '{}' from '^\[\[([^]|#]+)'), v #>> '{}')
                          from jsonb_each(_w.frontmatter) f
                          cross join lateral jsonb_path_query(f.value, 'strict $.**') v
                         where jsonb_typeof(v) = 'string'
                           and exists (select 1 from brain.frontmatter_links fl where fl.field = f.key)) end,
            -- (a page with more references than buckets would touch nearly all of them: all, shared, costs less
            -- than the keys of 10,000 names)
            every_bucket => case when put_page.candidates is null or jsonb_array_length(put_page.candidates) > 256
                                 then 'shared' end);
    end if;

    -- one writer per page at a time
    perform pg_advisory_xact_lock(hashtext('brain.page:' || _src || ':' || _w.slug));
    select * into _old from brain.pages p where p.source_id = _src and p.slug = _w.slug;
    select * into _res from brain._write_pages(_src, array[_w]);
    _id := _res.page_id;
    _status := _res.status;
    if not _res.wrote then
        return query
        select _id, 'unchanged'::text, 0, 0,
               (select count(*)::integer from brain.links l where l.origin_page_id = _id and l.valid_to is null
                   and l.link_source in ('markdown', 'frontmatter')),
               (select count(*)::integer from brain.unresolved_links u where u.page_id = _id),
               jsonb_build_object('added', '[]'::jsonb, 'retired', '[]'::jsonb, 'unresolved', '[]'::jsonb);
        return;
    end if;

    -- the names the page goes by (title, its short form, aliases, slug basename, a person's names): the question
    -- planner's dictionary, rewritten only when what they come from changed; a bulk import (defer_links) leaves them
    -- to brain.relink_pages(which => 'stale'), which writes them for a thousand pages at a time
    if not put_page.defer_links
       and (_old.id is null or _old.title is distinct from _w.title or _old.type is distinct from _w.type
            or _old.frontmatter is distinct from _w.frontmatter or _old.deleted_at is not null) then
        perform brain._replace_page_names(array[_id]);
    end if;

    if _w.link and not put_page.defer_links then
        select r.links_added, r.links_retired, r.links_kept, r.unresolved, r.diff
          into _r from brain._relink_pages(array[_id]) r;
    elsif _w.link then
        -- a bulk import reconciles later, set-based: brain.relink_pages(which => 'stale')
        select 0 as links_added, 0 as links_retired, 0 as links_kept, 0 as unresolved,
               jsonb_build_object('added', '[]'::jsonb, 'retired', '[]'::jsonb, 'unresolved', '[]'::jsonb,
                                  'deferred', true) as diff
          into _r;
    else
        select 0 as links_added, 0 as links_retired,
               (select count(*)::integer from brain.links l where l.origin_page_id = _id and l.valid_to is null
                   and l.link_source in ('markdown', 'frontmatter')) as links_kept,
               0 as unresolved,
               jsonb_build_object('added', '[]'::jsonb, 'retired', '[]'::jsonb, 'unresolved', '[]'::jsonb,
                                  'auto_link', false, 'auto_link_skipped', _w.auto_link_skipped) as diff
          into _r;
    end if;

    -- a new page may be the target other pages were waiting for; so may a page that only untrusted writers had
    -- written, now that a trusted writer stored it
    if _w.link and not put_page.defer_links
       and (_status = 'new' or _old.deleted_at is not null or (_old.trusted_since is null and _w.vouch)) then
        select array_agg(distinct u.page_id) into _pending
          from brain.unresolved_links u
         where u.source_id = _src and u.page_id <> _id
           and (_w.slug = any (u.expected_slugs)
                or u.name_norm = regexp_replace(_w.slug, '^.*/', '')
                or u.name_norm = brain._normalize_basename(_w.title));
        -- (only the references that now resolve to this page: the waiting pages may be being rewritten at this
        -- moment, and their own writers own the rest; see brain._relink_pages)
        if _pending is not null then
            perform brain._relink_pages(_pending, arrived => _id);
        end if;
    end if;

    return query select _id, _status, _r.links_added, _r.links_retired, _r.links_kept, _r.unresolved, _r.diff;
end
$fn$;

comment on function brain.put_page(text, text, text, text, text, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, text, boolean, text, text, boolean) is
'Write one page in one transaction: upsert it (an unchanged content hash writes nothing), replace its chunks, body references, timeline entries, takes and facts, then reconcile its edges (resolve targets, infer link types from the rules tables, add new edges, retire vanished ones, keep the rest; manual edges untouched) and those of pages waiting for it. title, type default to the frontmatter, then the slug (a title over 500 characters = 54000, like a page over config import.max_page_bytes; frontmatter, takes or facts nested deeper than config import.max_json_depth = 54001; more references or timeline entries than config import.max_page_references (20,000) / import.max_timeline_entries (50,000) = 54000; a take or fact that breaks a table check = 22023 naming it); candidates null keeps the stored body references; defer_links leaves the reconciliation to a later brain.relink_pages(which => ''stale'') (bulk imports). auto_link false stores the page without deriving edges or timeline entries, now or in any later relink, until a write with auto_link replaces it (recorded in pages.auto_link). The trust boundary is the caller''s role: without brain_auto_link (or brain_admin, or a slug under a config trust.auto_link_prefixes prefix) auto_link is ignored and taken as false; pages of an untrusted source never auto-link; diff.auto_link_skipped says why (argument, role, source, config). References resolve only to pages some writer with the auto-link right wrote (pages.trusted_since): a page only untrusted writers wrote stays an unresolved target, with the reason, until a trusted write of it. The caller needs a write grant on the source (42501). Returns (page_id, status new|updated|unchanged, links_added, links_retired, links_kept, unresolved, diff jsonb). Example: select * from brain.put_page(slug => ''people/alice'', compiled_truth => ''Alice works at Acme.'', frontmatter => ''{"company": "Acme"}'');';
