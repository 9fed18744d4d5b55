-- brain._try_prepare_page(page, ord, src, auto_link, settings): one page object of brain.put_pages checked and normalised, or
-- refused with its error (the batch goes on).
create or replace function brain._try_prepare_page(page jsonb, ord integer, src text, auto_link boolean,
                                                   settings jsonb default null)
returns brain.page_write
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _w     brain.page_write;
    _bad   text;
    _scalar text;
    _state text;
    _msg   text;
    _detail text;
    _hint  text;
begin
    if jsonb_typeof(page) is distinct from 'object' then
        raise exception 'a page of the batch must be a JSON object' using errcode = '22023',
              detail = format('got a %s', coalesce(jsonb_typeof(page), 'null')),
              hint = 'e.g. {"slug": "people/alice", "compiled_truth": "Alice works at Acme."}';
    end if;
    -- (one pass over the keys for both checks)
    select string_agg(quote_ident(e.k), ', ' order by e.k)
               filter (where e.k not in ('slug', 'title', 'type', 'compiled_truth', 'timeline', 'frontmatter',
                                         'candidates', 'chunks', 'timeline_entries', 'takes', 'facts', 'import_path',
                                         'file_hash')),
           string_agg(e.k, ', ' order by e.k)
               filter (where e.k in ('slug', 'title', 'type', 'compiled_truth', 'timeline', 'import_path', 'file_hash')
                         and jsonb_typeof(e.v) not in ('string', 'null'))
      into _bad, _scalar
      from jsonb_each(page) e(k, v);
    if _bad is not null then
        raise exception 'unknown key in page object: %', _bad using errcode = '22023',
              hint = 'a page has slug, title, type, compiled_truth, timeline, frontmatter, candidates, chunks, '
                     'timeline_entries, takes, facts, import_path and file_hash (brain.put_page''s arguments); the '
                     'source and auto_link are the batch''s';
    end if;
    if _scalar is not null then
        raise exception '% must be a string', _scalar using errcode = '22023', hint = 'or null (omitted)';
    end if;
    return brain._prepare_page(page ->> 'slug', page ->> 'title', page ->> 'type', page ->> 'compiled_truth',
                               page ->> 'timeline', nullif(page -> 'frontmatter', 'null'),
                               nullif(page -> 'candidates', 'null'), nullif(page -> 'chunks', 'null'),
                               nullif(page -> 'timeline_entries', 'null'), nullif(page -> 'takes', 'null'),
                               nullif(page -> 'facts', 'null'), page ->> 'import_path', page ->> 'file_hash', src,
                               auto_link, true, ord, settings);
exception when others then
    get stacked diagnostics _state = returned_sqlstate, _msg = message_text, _detail = pg_exception_detail,
                            _hint = pg_exception_hint;
    if not brain._batch_goes_on(_state) then
        raise;
    end if;
    _w := brain._page_refused(_w, _state, _msg, _detail, _hint);
    _w.ord := ord;
    _w.slug := case when jsonb_typeof(page -> 'slug') = 'string' then page ->> 'slug' end;
    _w.import_path := case when jsonb_typeof(page -> 'import_path') = 'string' then page ->> 'import_path' end;
    return _w;
end
$fn$;

comment on function brain._try_prepare_page(jsonb, integer, text, boolean, jsonb) is
'Internal: one page object of brain.put_pages ({slug, title, type, compiled_truth, timeline, frontmatter, candidates, chunks, timeline_entries, takes, facts, import_path, file_hash}; an unknown key or a non-string scalar is 22023) through brain._prepare_page with its links deferred (settings: brain._page_settings(src), read once for the batch); a page it refuses comes back with sqlstate, message, detail and hint set (ord, slug and import_path kept) instead of raising, unless the error is the transaction''s (brain._batch_goes_on). Example: select (brain._try_prepare_page(''{"slug": "x y"}'', 1, ''default'', true)).message;';
