-- brain.code_def(symbol, ...): where a symbol is defined.
create or replace function brain.code_def(symbol text, lang text default null, sources text[] default null,
                                          max_results integer default 20)
returns table (symbol_name_qualified text, symbol_name text, symbol_type text, language text, file text,
               start_line integer, end_line integer, slug text, source_id text, doc_comment text, snippet text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _a     record;
begin
    _a := brain._code_read_args(code_def.symbol, code_def.sources, code_def.max_results, 20);
    return query
    select y.symbol_name_qualified, y.symbol_name, y.symbol_type, y.language, p.frontmatter ->> 'file',
           y.start_line, y.end_line, p.slug, p.source_id, y.doc_comment,
           -- the symbol's own lines from its chunk (a merged chunk holds its neighbours too; line 1 is the header)
           left(array_to_string((string_to_array(c.chunk_text, E'\n'))[y.start_line - c.start_line + 2:
                                                                       y.end_line - c.start_line + 2], E'\n'), 500)
      from brain.code_symbols y
      join brain.pages p on p.id = y.page_id and p.deleted_at is null
      join brain.content_chunks c on c.id = y.chunk_id
     where y.source_id = any (_a.scope)
       and case when _a.bare then y.symbol_name = _a.name else y.qualified_norm = _a.norm end
       and (code_def.lang is null or y.language = lower(code_def.lang))
       and y.symbol_type not in ('import', 'use')
     order by array_position(array['function', 'method', 'class', 'interface declaration', 'type alias declaration',
                                   'enum declaration', 'struct item', 'trait item'], y.symbol_type) nulls last,
              p.slug, y.start_line
     limit _a.lim;
end
$fn$;

comment on function brain.code_def(text, text, text[], integer) is
'Where a symbol is defined: one row per definition (symbol_name_qualified, symbol_name, symbol_type, language, file, start_line, end_line, slug, source_id, doc_comment, snippet of at most 500 characters). A bare name (run) matches every symbol of that name, a qualified one (Foo.run; :: and # count as .) exactly; imports are not definitions. Ordered functions, methods, classes, then other kinds, then file and line. lang filters by language; sources null = federated sources; max_results null = 20, above 500 = 500 with a NOTICE; null symbol = 22004, blank = 22023, unknown source = P0002. Example: select file, start_line, symbol_name_qualified from brain.code_def(symbol => ''put_page'');';
