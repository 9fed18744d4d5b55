-- brain.put_pages(pages, source_id, auto_link): write a batch of parsed pages in one transaction, set-based, their
-- edges deferred (bulk import).
create or replace function brain.put_pages(
    pages     jsonb,
    source_id text default 'default',
    auto_link boolean default true
)
returns table (ord integer, slug text, page_id bigint, status text, auto_link_skipped text, error_sqlstate text,
               error_message text, error_detail text, error_hint text)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write pages without any table privilege; the function checks their write
-- grant on the source first (brain._check_write) and decides auto-link from their role, never from an argument
security definer
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
as $fn$
declare
    _src    text;
    _set    jsonb;
    _all    brain.page_write[];
    _ok     brain.page_write[];
    _w      brain.page_write;
    _d      record;
    _k      bigint;
    _ords   integer[];
    _ids    bigint[];
    _sts    text[];
    _one    record;
    _state  text;
    _msg    text;
    _detail text;
    _hint   text;
begin
    perform brain._check_source_id(put_pages.source_id);
    perform brain._check_write(put_pages.source_id);
    _src := brain.ensure_source(put_pages.source_id, false);
    if put_pages.auto_link is null then
        raise exception 'auto_link must not be null' using errcode = '22004', hint = 'true (the default) or false';
    end if;
    if jsonb_typeof(put_pages.pages) is distinct from 'array' then
        raise exception 'pages must be a JSON array of page objects' using errcode = '22023',
              detail = format('got a %s', coalesce(jsonb_typeof(put_pages.pages), 'null')),
              hint = 'e.g. [{"slug": "people/alice", "compiled_truth": "Alice works at Acme."}]';
    end if;
    -- (a batch holds one advisory lock per page until it commits, in the server's shared lock table:
    -- max_locks_per_transaction x max_connections slots, 6,400 by default)
    if jsonb_array_length(put_pages.pages) > 1000 then
        raise exception 'too many pages in one batch' using errcode = '54000',
              detail = format('%s pages; a batch holds at most 1000', jsonb_array_length(put_pages.pages)),
              hint = 'split it: a few hundred pages per call is as fast (pgbrain import sends 250)';
    end if;

    -- 1. each page checked and normalised; a page refused is reported and the others go on
    _set := brain._page_settings(_src);
    _all := array(select brain._try_prepare_page(e.v, e.n::integer, _src, put_pages.auto_link, _set)
                    from jsonb_array_elements(put_pages.pages) with ordinality e(v, n) order by e.n);
    -- a page given twice (a look-alike folds to the same slug): the first is written, the others refused
    for _d in
        select x.ord, x.slug, x.first
          from (select w.ord, w.slug, min(w.ord) over (partition by w.slug) as first
                  from unnest(_all) w where w.sqlstate is null) x
         where x.ord <> x.first
    loop
        _all[_d.ord] := brain._page_refused(
            _all[_d.ord], '21000', format('page %s is already in this batch', quote_literal(_d.slug)),
            format('pages %s and %s of the batch have the slug %s', _d.first, _d.ord, _d.slug),
            'write each page once per batch (the first was written); a later batch may write it again');
    end loop;
    _ok := array(select w from unnest(_all) w where w.sqlstate is null order by w.ord);

    -- 2. one writer per page at a time: the page locks, in ascending order (as every batch writer takes them), all of
    -- them before any row is written, so a batch waits only while it holds no row a single writer could need
    for _k in
        select distinct hashtext('brain.page:' || _src || ':' || w.slug)::bigint from unnest(_ok) w order by 1
    loop
        perform pg_advisory_xact_lock(_k);
    end loop;

    -- 3. the pages and what is derived from them, set-based; should a statement fail on a page the checks let
    -- through, the batch is written again page by page and only that page is refused
    begin
        select array_agg(r.ord), array_agg(r.page_id), array_agg(r.status) into _ords, _ids, _sts
          from brain._write_pages(_src, _ok) r;
    exception when others then
        get stacked diagnostics _state = returned_sqlstate;
        if not brain._batch_goes_on(_state) then
            raise;
        end if;
        _ords := '{}';
        foreach _w in array _ok loop
            begin
                select r.ord, r.page_id, r.status into _one from brain._write_pages(_src, array[_w]) r;
                _ords := _ords || _one.ord;
                _ids := _ids || _one.page_id;
                _sts := _sts || _one.status;
            exception when others then
                get stacked diagnostics _state = returned_sqlstate, _msg = message_text,
                                        _detail = pg_exception_detail, _hint = pg_exception_hint;
                if not brain._batch_goes_on(_state) then
                    raise;
                end if;
                _all[_w.ord] := brain._page_refused(_w, _state, _msg, _detail, _hint);
            end;
        end loop;
    end;

    return query
    select w.ord, w.slug, r.page_id, case when w.sqlstate is not null then 'failed' else r.status end,
           case when w.sqlstate is null and not w.link then w.auto_link_skipped end,
           w.sqlstate, w.message, w.detail, w.hint
      from unnest(_all) w
      left join unnest(_ords, _ids, _sts) r(ord, page_id, status) on r.ord = w.ord and w.sqlstate is null
     order by w.ord;
end
$fn$;

comment on function brain.put_pages(jsonb, text, boolean) is
'Write a batch of pages (bulk import) in one transaction, set-based: one statement per table for the whole batch. pages is a JSON array of page objects with brain.put_page''s arguments ({slug, title, type, compiled_truth, timeline, frontmatter, candidates, chunks, timeline_entries, takes, facts, import_path, file_hash}); source_id and auto_link are the batch''s; at most 1,000 pages (54000: each holds an advisory lock until the commit). Each page is checked as put_page checks it, and a page refused (its error in error_sqlstate, error_message, error_detail, error_hint; status failed; a slug given twice in the batch is 21000 for the second) never takes the others down. The edges are deferred, as put_page''s defer_links: run brain.relink_pages(which => ''stale'') after the last batch (pgbrain import does). The page locks are taken in ascending order before any row is written, so batch writers and single writers never deadlock. The caller needs a write grant on the source (42501); auto-link is decided by the caller''s role, as in put_page (auto_link_skipped says why a page gets no edges). Returns one row per page, in order: (ord from 1, slug as stored, page_id, status new|updated|unchanged|failed, auto_link_skipped, error_sqlstate, error_message, error_detail, error_hint). Example: select * from brain.put_pages(''[{"slug": "people/alice", "compiled_truth": "Alice works at Acme."}, {"slug": "companies/acme", "title": "Acme"}]'');';
