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
        raise exception 'page % not found in source %', quote_literal(slug), quote_literal(source_id)
            using errcode = 'P0002',
                  hint = coalesce((select 'similar slugs: ' || string_agg(s, ', ')
                                     from (select p.slug as s from brain.pages p
                                            where p.source_id = _page_id.source_id and p.deleted_at is null
                                            order by public.similarity(p.slug, _page_id.slug) desc, p.slug
                                            limit 3) x),
                                  'the source has no pages yet; import some with pgbrain import DIR');
    end if;
    if live_only and _deleted is not null then
        raise exception 'page % was deleted', quote_literal(slug)
            using errcode = 'P0002', detail = format('deleted at %s', _deleted),
                  hint = format('restore it with: select * from brain.restore_page(slug => %L);', slug);
    end if;
    return _id;
end
$fn$;

comment on function brain._page_id(text, text, boolean) is
'Internal: id of the page (source_id, slug); P0002 with similar slugs as HINT when missing, or when deleted and live_only. Example: select brain._page_id(''default'', ''people/alice'');';
