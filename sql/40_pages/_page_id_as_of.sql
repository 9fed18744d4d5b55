-- brain._page_id_as_of(source_id, slug, as_of): the id of a page that is live now (as_of null) or was at as_of.
create or replace function brain._page_id_as_of(source_id text, slug text, as_of timestamptz)
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
    _id := brain._page_id(_page_id_as_of.source_id, _page_id_as_of.slug, _page_id_as_of.as_of is null);
    if _page_id_as_of.as_of is not null then
        select p.deleted_at into _deleted from brain.pages p where p.id = _id;
        if _deleted <= _page_id_as_of.as_of then
            raise exception 'page % was deleted before %', quote_literal(_page_id_as_of.slug), _page_id_as_of.as_of
                using errcode = 'P0002', detail = format('deleted at %s from source %s', _deleted,
                                                         _page_id_as_of.source_id),
                      hint = format('ask as of an earlier time, or restore the page: pgbrain restore %s --source %s '
                                    '(in SQL: select * from brain.restore_page(slug => %L, source_id => %L);)',
                                    _page_id_as_of.slug, _page_id_as_of.source_id, _page_id_as_of.slug,
                                    _page_id_as_of.source_id);
        end if;
    end if;
    return _id;
end
$fn$;

comment on function brain._page_id_as_of(text, text, timestamptz) is
'Internal: id of the page (source_id, slug) that is live now (as_of null) or had not been deleted yet at as_of; else P0002 with a HINT (brain._page_id''s errors when missing). Example: select brain._page_id_as_of(''default'', ''people/alice'', now() - interval ''1 day'');';
