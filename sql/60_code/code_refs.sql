-- brain.code_refs(symbol, ...): every line of code that names a symbol.
create or replace function brain.code_refs(symbol text, lang text default null, sources text[] default null,
                                           max_results integer default 50)
returns table (file text, line integer, kind text, in_symbol text, language text, slug text, source_id text,
               text text)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _a     record;
    _name  text;
    _re    text;
begin
    _a := brain._code_read_args(code_refs.symbol, code_refs.sources, code_refs.max_results, 50);
    -- the text searched is the last name segment (put_page of Brain.put_page), as a whole word
    _name := regexp_replace(_a.norm, '^.*\.', '');
    _re := '(^|[^[:alnum:]_$])' || regexp_replace(_name, '([^[:alnum:]_])', '\\\1', 'g') || '($|[^[:alnum:]_$])';
    return query
    with hits as (
        -- the lines first (cut to the limit), then the symbols around them
        select p.id as page_id, p.frontmatter ->> 'file' as file, p.frontmatter ->> 'language' as language, p.slug,
               p.source_id, l.n::integer as n, l.t
          from brain.pages p
          cross join lateral unnest(string_to_array(p.compiled_truth, E'\n')) with ordinality as l(t, n)
         where p.source_id = any (_a.scope) and p.page_kind = 'code' and p.deleted_at is null
           and (code_refs.lang is null or p.frontmatter ->> 'language' = lower(code_refs.lang))
           and strpos(p.compiled_truth, _name) > 0
           and strpos(l.t, _name) > 0 and l.t ~ _re
         order by 2, 6
         limit _a.lim
    )
    select h.file, h.n, case when d.symbol_name_qualified is not null then 'definition' else 'reference' end,
           w.symbol_name_qualified, h.language, h.slug, h.source_id, left(btrim(h.t), 300)
      from hits h
      left join lateral (select y.symbol_name_qualified from brain.code_symbols y
                          where y.page_id = h.page_id and y.start_line = h.n and y.symbol_name = _name
                            and y.symbol_type not in ('import', 'use')
                            and (_a.bare or y.qualified_norm = _a.norm) limit 1) d on true
      left join lateral (select y.symbol_name_qualified from brain.code_symbols y
                          where y.page_id = h.page_id and h.n between y.start_line and y.end_line
                            and y.symbol_type not in ('import', 'use')
                          order by y.end_line - y.start_line, y.start_line desc limit 1) w on true
     order by h.file, h.n;
end
$fn$;

comment on function brain.code_refs(text, text, text[], integer) is
'Every line of code that names a symbol (its last name segment, as a whole word): (file, line, kind definition|reference, in_symbol = the innermost symbol around the line, language, slug, source_id, text of the line). Finds uses the code graph cannot see (callbacks, strings, dynamic calls). A qualified name marks as definitions only that symbol''s lines. lang filters by language; sources null = federated sources; max_results null = 50, above 500 = 500 with a NOTICE; null symbol = 22004, blank = 22023, unknown source = P0002. Example: select file, line, kind, text from brain.code_refs(symbol => ''put_page'');';
