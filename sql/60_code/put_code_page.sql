-- brain.put_code_page(path, code, lang, chunks, symbols, edges, ...): write one source file as a code page.
create or replace function brain.put_code_page(
    path        text,
    code        text,
    lang        text default null,
    chunks      jsonb default null,
    symbols     jsonb default '[]',
    edges       jsonb default '[]',
    source_id   text default 'default',
    frontmatter jsonb default '{}',
    import_path text default null,
    file_hash   text default null,
    defer_resolution boolean default false,
    -- deprecated (removed in the next release): the old name of lang
    language    text default null
)
returns table (page_id bigint, slug text, status text, chunks_written integer, symbols_written integer,
               edges_written integer, edges_resolved integer)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members write code pages without any table privilege; the function checks their
-- write grant on the source first (brain._check_write); brain.put_page decides auto-link from their role
security definer
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
as $fn$
declare
    _slug   text;
    _src    text;
    _r      record;
    _n      integer;
    _old    text[];
    _names  text[];
    _kind   text;
    _lang   text := lower(btrim(coalesce(put_code_page.lang, put_code_page.language)));
    _nsym   integer;
    _nedge  integer;
begin
    perform brain._check_write(coalesce(put_code_page.source_id, 'default'));
    if put_code_page.language is not null then
        raise warning 'brain.put_code_page(language => ...) is deprecated: use lang => ...'
              using hint = 'the argument was renamed lang, as in brain.code_def and brain.code_refs; language goes in the next release';
        if put_code_page.lang is not null and lower(btrim(put_code_page.language)) <> _lang then
            raise exception 'lang % and language % disagree', quote_literal(put_code_page.lang),
                  quote_literal(put_code_page.language) using errcode = '22023', hint = 'pass lang only';
        end if;
    end if;
    if put_code_page.path is null or put_code_page.code is null or _lang is null
       or put_code_page.chunks is null or put_code_page.defer_resolution is null then
        raise exception 'path, code, lang, chunks and defer_resolution must not be null' using errcode = '22004',
              hint = 'pgbrain import parses source files into them; see docs/code.md';
    end if;
    _slug := brain._code_slug(put_code_page.path);
    if _slug is null or btrim(put_code_page.path) = '' or put_code_page.path ~ '(^|/)\.\.(/|$)' then
        raise exception 'invalid code file path %', quote_literal(left(put_code_page.path, 200))
            using errcode = '22023', hint = 'a path relative to the import root, e.g. src/app/main.py';
    end if;
    if _lang !~ '^[a-z][a-z0-9_]{0,31}$' then
        raise exception 'invalid language %', quote_literal(left(coalesce(put_code_page.lang, put_code_page.language), 100))
            using errcode = '22023', hint = 'a lower-case name: python, typescript, tsx, javascript, go, rust';
    end if;
    if jsonb_typeof(put_code_page.chunks) <> 'array' or jsonb_typeof(coalesce(put_code_page.symbols, '[]')) <> 'array'
       or jsonb_typeof(coalesce(put_code_page.edges, '[]')) <> 'array' then
        raise exception 'chunks, symbols and edges must be JSON arrays' using errcode = '22023',
              hint = 'e.g. chunks => ''[{"chunk_text": "def f(): ..."}]'', symbols => ''[]'', edges => ''[]''';
    end if;
    _n := jsonb_array_length(put_code_page.chunks);
    if exists (select 1 from jsonb_array_elements(coalesce(put_code_page.symbols, '[]')) e
                where jsonb_typeof(e) <> 'object' or coalesce(e ->> 'symbol_name', '') = ''
                   or coalesce(e ->> 'symbol_name_qualified', '') = '' or coalesce(e ->> 'symbol_type', '') = ''
                   or jsonb_typeof(e -> 'chunk') <> 'number' or (e ->> 'chunk')::numeric not between 0 and _n - 1
                   or jsonb_typeof(e -> 'start_line') <> 'number' or jsonb_typeof(e -> 'end_line') <> 'number'
                   or (e ->> 'start_line')::numeric < 1 or (e ->> 'end_line')::numeric < (e ->> 'start_line')::numeric) then
        raise exception 'every symbol needs symbol_name, symbol_name_qualified, symbol_type, chunk (an index into chunks) and start_line <= end_line'
            using errcode = '22023', detail = format('%s chunks', _n),
                  hint = 'e.g. [{"chunk": 0, "symbol_name": "run", "symbol_name_qualified": "Foo.run", "symbol_type": "method", "start_line": 2, "end_line": 4}]';
    end if;
    if exists (select 1 from jsonb_array_elements(coalesce(put_code_page.edges, '[]')) e
                where jsonb_typeof(e) <> 'object' or coalesce(e ->> 'from_symbol', '') = ''
                   or coalesce(e ->> 'to_symbol', '') = '' or coalesce(e ->> 'edge_type', '') !~ '^[a-z][a-z_]{0,31}$'
                   or jsonb_typeof(e -> 'chunk') <> 'number' or (e ->> 'chunk')::numeric not between 0 and _n - 1
                   or (e ? 'line' and jsonb_typeof(e -> 'line') <> 'null'
                       and (jsonb_typeof(e -> 'line') <> 'number' or (e ->> 'line')::numeric < 1))) then
        raise exception 'every edge needs from_symbol, to_symbol, edge_type (calls, imports, references, ...) and chunk (an index into chunks)'
            using errcode = '22023', detail = format('%s chunks', _n),
                  hint = 'e.g. [{"chunk": 0, "from_symbol": "Foo.run", "to_symbol": "helper", "edge_type": "calls", "line": 3}]';
    end if;
    _src := brain.ensure_source(put_code_page.source_id, false);

    perform pg_advisory_xact_lock(hashtext('brain.page:' || _src || ':' || _slug));
    select p.page_kind into _kind from brain.pages p
     where p.source_id = _src and p.slug = _slug and p.deleted_at is null;
    if _kind is not null and _kind <> 'code' then
        raise exception 'slug % is taken by a % page', quote_literal(_slug), _kind using errcode = '23505',
              detail = format('source %s', _src),
              hint = 'code pages get flat slugs from their path (src/a.py -> src-a-py); rename or delete the other page';
    end if;
    select array_agg(distinct c.symbol_name) into _old
      from brain.code_symbols c join brain.pages p on p.id = c.page_id
     where p.source_id = _src and p.slug = _slug;

    select * into _r
      from brain.put_page(slug => _slug, title => format('%s (%s)', put_code_page.path, _lang), type => 'code',
                          compiled_truth => put_code_page.code,
                          frontmatter => coalesce(put_code_page.frontmatter, '{}')
                                         || jsonb_build_object('language', _lang, 'file', put_code_page.path),
                          candidates => '[]', chunks => put_code_page.chunks, source_id => _src,
                          import_path => coalesce(put_code_page.import_path, put_code_page.path),
                          file_hash => put_code_page.file_hash,
                          -- a bulk import reconciles links once at the end (brain.relink_pages)
                          defer_links => put_code_page.defer_resolution);
    update brain.pages p set page_kind = 'code' where p.id = _r.page_id and p.page_kind <> 'code';

    if _r.status = 'unchanged' then
        return query
        select _r.page_id, _slug, _r.status, 0, 0, 0,
               (select count(*)::integer from brain.code_edges_chunk e
                  join brain.content_chunks c on c.id = e.from_chunk_id where c.page_id = _r.page_id);
        return;
    end if;

    -- the page's symbols and by-name edges become exactly these
    delete from brain.code_symbols c where c.page_id = _r.page_id;
    insert into brain.code_symbols (page_id, chunk_id, source_id, language, symbol_name, symbol_name_qualified,
                                    symbol_type, parent_symbol_path, start_line, end_line, doc_comment)
    select _r.page_id, k.id, _src, _lang, e.v ->> 'symbol_name', e.v ->> 'symbol_name_qualified', e.v ->> 'symbol_type',
           coalesce(array(select jsonb_array_elements_text(case jsonb_typeof(e.v -> 'parent_symbol_path')
                                                            when 'array' then e.v -> 'parent_symbol_path'
                                                            else '[]' end)), '{}'),
           (e.v ->> 'start_line')::integer, (e.v ->> 'end_line')::integer, e.v ->> 'doc_comment'
      from jsonb_array_elements(coalesce(put_code_page.symbols, '[]')) e(v)
      join brain.content_chunks k on k.page_id = _r.page_id and k.chunk_index = (e.v ->> 'chunk')::integer
    on conflict on constraint code_symbols_key do nothing;
    get diagnostics _nsym = row_count;

    delete from brain.code_edges_symbol s using brain.content_chunks k
     where k.page_id = _r.page_id and s.from_chunk_id = k.id;
    insert into brain.code_edges_symbol (from_chunk_id, from_symbol_qualified, to_symbol_qualified, edge_type,
                                         edge_metadata, source_id, line)
    select k.id, e.v ->> 'from_symbol', left(e.v ->> 'to_symbol', 2000), e.v ->> 'edge_type',
           jsonb_strip_nulls(jsonb_build_object('module', nullif(e.v ->> 'module', ''),
                                                'member', case when e.v ->> 'member' = 'true' then true end,
                                                'common', case when e.v ->> 'common' = 'true' then true end)),
           _src, (e.v ->> 'line')::integer
      from jsonb_array_elements(coalesce(put_code_page.edges, '[]')) e(v)
      join brain.content_chunks k on k.page_id = _r.page_id and k.chunk_index = (e.v ->> 'chunk')::integer
    on conflict on constraint code_edges_symbol_key do nothing;
    get diagnostics _nedge = row_count;

    if not put_code_page.defer_resolution then
        select array_agg(distinct c.symbol_name) into _names from brain.code_symbols c where c.page_id = _r.page_id;
        perform brain._resolve_code_edges(_src, array[_r.page_id], coalesce(_old, '{}') || coalesce(_names, '{}'));
    end if;

    return query
    select _r.page_id, _slug, _r.status, _n, _nsym, _nedge,
           (select count(*)::integer from brain.code_edges_chunk e
              join brain.content_chunks c on c.id = e.from_chunk_id where c.page_id = _r.page_id);
end
$fn$;

comment on function brain.put_code_page(text, text, text, jsonb, jsonb, jsonb, text, jsonb, text, text, boolean, text) is
'Write one source file as a code page (page_kind code, type code, flat slug from the path: src/a.py -> src-a-py) in one transaction: the page and its chunks (one per symbol; small neighbours merged) through brain.put_page, then its symbols (brain.code_symbols) and by-name edges (brain.code_edges_symbol: calls, imports, references) replaced, and resolved into brain.code_edges_chunk together with every edge elsewhere in the source that names one of its old or new symbols (import order does not matter; a renamed function loses its incoming edges). chunks [{chunk_text, language, symbol_name, symbol_type, symbol_name_qualified, parent_symbol_path, doc_comment, start_line, end_line}], symbols [{chunk, symbol_name, symbol_name_qualified, symbol_type, parent_symbol_path, start_line, end_line, doc_comment}], edges [{chunk, from_symbol, to_symbol, edge_type, line, module, member, common}] (chunk = index into chunks; module = the imported module''s path; member = a call x.run() on a receiver of unknown type: resolves to methods only; common = such a call on a name every string or list has: never resolved by name alone). defer_resolution leaves the resolution to a later brain.resolve_code_edges, and the page''s links to brain.relink_pages (bulk imports). Unchanged content writes nothing. A markdown page holding the slug = 23505. lang is the language (language, its old name, is deprecated: a WARNING, removed in the next release). Returns (page_id, slug, status, chunks_written, symbols_written, edges_written, edges_resolved). Example: select * from brain.put_code_page(path => ''src/a.py'', code => ''def f():\n    g()'', lang => ''python'', chunks => ''[{"chunk_text": "def f():\n    g()", "start_line": 1, "end_line": 2}]'', symbols => ''[{"chunk": 0, "symbol_name": "f", "symbol_name_qualified": "f", "symbol_type": "function", "start_line": 1, "end_line": 2}]'', edges => ''[{"chunk": 0, "from_symbol": "f", "to_symbol": "g", "edge_type": "calls", "line": 2}]'');';
