-- brain._page_id(source_id, slug, live_only): the page's id, or P0002 with a HINT.
create or replace function brain._page_id(source_id text, slug text, live_only boolean default true)
returns bigint
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _id bigint;
    _deleted timestamptz;
begin
    perform brain.check_slug(slug);
    select p.id, p.deleted_at into _id, _deleted
      from brain.pages p where p.source_id = _page_id.source_id and p.slug = _page_id.slug;
    -- (a page is written under the NFKC-folded form of its slug: ｐｅｏｐｌｅ/alice finds people/alice)
    if _id is null and lower(normalize(slug, NFKC)) <> slug then
        select p.id, p.deleted_at into _id, _deleted
          from brain.pages p where p.source_id = _page_id.source_id and p.slug = lower(normalize(_page_id.slug, NFKC));
    end if;
    if _id is null then
        if not exists (select 1 from brain.sources x where x.id = _page_id.source_id) then
            -- (row-level security hides a source the caller may not read: as unknown as one that does not exist)
            raise exception 'source % does not exist', quote_literal(source_id)
                using errcode = 'P0002', detail = format('looking for page %L', slug),
                      hint = 'list the sources with: pgbrain sources list (MCP: the tool list_sources; SQL: select * from brain.list_sources();)';
        end if;
        -- similar: the slugs whose last segment is like the one asked for (pg_trgm similarity at least 0.3, the
        -- module's own threshold), or that differ only in folder; the shared folder alone (people/) is no likeness
        raise exception 'page % not found in source %', quote_literal(slug), quote_literal(source_id)
            using errcode = 'P0002',
                  hint = coalesce(
                      (select 'similar slugs: ' || string_agg(x.s, ', ' order by x.score desc, x.s)
                         from (select p.slug as s,
                                      public.similarity(regexp_replace(p.slug, '^.*/', ''),
                                                        regexp_replace(lower(_page_id.slug), '^.*/', '')) as score
                                 from brain.pages p
                                where p.source_id = _page_id.source_id and p.deleted_at is null
                                order by 2 desc, p.slug
                                limit 3) x
                        where x.score >= 0.3),
                      case when exists (select 1 from brain.pages p where p.source_id = _page_id.source_id
                                                                     and p.deleted_at is null)
                           then format('no slug in source %s is like it; list its pages with: pgbrain list --source %s%s',
                                       source_id, source_id,
                                       (select ' --prefix ' || d from substring(lower(_page_id.slug) from '^(.*/)') d
                                         where exists (select 1 from brain.pages p
                                                        where p.source_id = _page_id.source_id
                                                          and p.deleted_at is null and starts_with(p.slug, d))))
                           else format('source %s has no pages yet; import some with: pgbrain import DIR --source %s',
                                       source_id, source_id) end);
    end if;
    if live_only and _deleted is not null then
        raise exception 'page % was deleted', quote_literal(slug)
            using errcode = 'P0002', detail = format('deleted at %s from source %s', _deleted, source_id),
                  hint = format('restore it with: pgbrain restore %s --source %s (in SQL: select * from '
                                'brain.restore_page(slug => %L, source_id => %L);)', slug, source_id, slug, source_id);
    end if;
    return _id;
end
$fn$;

comment on function brain._page_id(text, text, boolean) is
'Internal: id of the page (source_id, slug); P0002 when the source does not exist, when the page is missing (HINT: the slugs whose last segment is similar, pg_trgm similarity >= 0.3, or how to list the pages), or when it is deleted and live_only (HINT: how to restore it, CLI and SQL, in its source). Example: select brain._page_id(''default'', ''people/alice'');';
