-- brain.code_def(symbol, ...): where a symbol is defined.
create or replace function brain.code_def(symbol text, lang text default null, sources text[] default null,
                                          max_results integer default 20)
returns table (symbol_name_qualified text, symbol_name text, symbol_type text, language text, file text,
               start_line integer, end_line integer, slug text, source_id text, doc_comment text, snippet text)
language plpgsql
stable
security invoker
set search_path = brain, public, pg_catalog
as $fn$
declare
    _m     record;
    _scope text[];
    _limit integer;
begin
    _m := brain._code_symbol_match(symbol);
    _scope := brain._search_scope(sources);
    _limit := brain._code_limit(max_results, 20, 500);
    return query
    select y.symbol_name_qualified, y.symbol_name, y.symbol_type, y.language, p.frontmatter ->> 'file',
           y.start_line, y.end_line, p.slug, p.source_id, y.doc_comment,
           left(array_to_string((string_to_array(p.compiled_truth, E'\n'))[y.start_line:y.end_line], E'\n'), 500)
      from brain.code_symbols y
      join brain.pages p on p.id = y.page_id and p.deleted_at is null
     where y.source_id = any (_scope)
       and case when _m.bare then y.symbol_name = btrim(code_def.symbol) else y.qualified_norm = _m.norm end
       and (code_def.lang is null or y.language = lower(code_def.lang))
       and y.symbol_type not in ('import', 'use')
     order by array_position(array['function', 'method', 'class', 'interface declaration', 'type alias declaration',
                                   'enum declaration', 'struct item', 'trait item'], y.symbol_type) nulls last,
              p.slug, y.start_line
     limit _limit;
end
$fn$;

comment on function brain.code_def(text, text, text[], integer) is
'Where a symbol is defined: one row per definition (symbol_name_qualified, symbol_name, symbol_type, language, file, start_line, end_line, slug, source_id, doc_comment, snippet of at most 500 characters). A bare name (run) matches every symbol of that name, a qualified one (Foo.run; :: and # count as .) exactly; imports are not definitions. Ordered functions, methods, classes, then other kinds, then file and line. lang filters by language; sources null = federated sources; max_results null = 20, above 500 = 500 with a NOTICE; null symbol = 22004, blank = 22023, unknown source = P0002. Example: select file, start_line, symbol_name_qualified from brain.code_def(symbol => ''put_page'');';
