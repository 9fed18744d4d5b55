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
    select d.symbol_name_qualified, d.symbol_name, d.symbol_type, d.language, d.frontmatter ->> 'file',
           d.start_line, d.end_line, d.slug, d.source_id, d.doc_comment,
           -- the symbol's own lines (a merged chunk holds its neighbours too), cut after the limit
           (select left(string_agg(l.t, E'\n' order by l.n), 500)
              from (select t, n from regexp_split_to_table(left(p.compiled_truth, 200000), E'\n')
                                     with ordinality as x(t, n) limit d.start_line + 40) l
             where l.n between d.start_line and d.end_line)
      from (select y.*, p.frontmatter, p.slug, p.id as page_id_
              from brain.code_symbols y
              join brain.pages p on p.id = y.page_id and p.deleted_at is null
             where y.source_id = any (_scope)
               and case when _m.bare then y.symbol_name = btrim(code_def.symbol) else y.qualified_norm = _m.norm end
               and (code_def.lang is null or y.language = lower(code_def.lang))
               and y.symbol_type not in ('import', 'use')
             order by array_position(array['function', 'method', 'class', 'interface declaration',
                                           'type alias declaration', 'enum declaration', 'struct item', 'trait item'],
                                     y.symbol_type) nulls last,
                      p.slug, y.start_line
             limit _limit) d
      join brain.pages p on p.id = d.page_id_
     order by array_position(array['function', 'method', 'class', 'interface declaration', 'type alias declaration',
                                   'enum declaration', 'struct item', 'trait item'], d.symbol_type) nulls last,
              d.slug, d.start_line;
end
$fn$;

comment on function brain.code_def(text, text, text[], integer) is
'Where a symbol is defined: one row per definition (symbol_name_qualified, symbol_name, symbol_type, language, file, start_line, end_line, slug, source_id, doc_comment, snippet of at most 500 characters). A bare name (run) matches every symbol of that name, a qualified one (Foo.run; :: and # count as .) exactly; imports are not definitions. Ordered functions, methods, classes, then other kinds, then file and line. lang filters by language; sources null = federated sources; max_results null = 20, above 500 = 500 with a NOTICE; null symbol = 22004, blank = 22023, unknown source = P0002. Example: select file, start_line, symbol_name_qualified from brain.code_def(symbol => ''put_page'');';
