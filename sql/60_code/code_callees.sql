-- brain.code_callees(symbol, ...): the edges out of a symbol (what it calls, imports, references).
create or replace function brain.code_callees(symbol text, sources text[] default null, edge_types text[] default null,
                                              max_results integer default 100)
returns table (from_symbol_qualified text, to_symbol_qualified text, edge_type text, resolved boolean, file text,
               line integer, slug text, source_id text, target_file text, target_line integer)
language plpgsql
stable
security invoker
set search_path = brain, pg_catalog, public, pg_temp
as $fn$
declare
    _a     record;
begin
    _a := brain._code_read_args(code_callees.symbol, code_callees.sources, code_callees.max_results, 100);
    return query
    select s.from_symbol_qualified, coalesce(t.to_symbol_qualified, s.to_symbol_qualified), s.edge_type,
           t.to_symbol_qualified is not null, p.frontmatter ->> 'file', s.line, p.slug, s.source_id, t.file,
           t.start_line
      from brain.code_symbols y
      join brain.pages p on p.id = y.page_id and p.deleted_at is null
      join brain.code_edges_symbol s on s.from_chunk_id = y.chunk_id and s.from_symbol_qualified = y.symbol_name_qualified
      -- the resolved target, while its page is live (a deleted page's symbols are not targets)
      left join lateral (select r.to_symbol_qualified, tp.frontmatter ->> 'file' as file, z.start_line
                           from brain.code_edges_chunk r
                           join brain.content_chunks tc on tc.id = r.to_chunk_id
                           join brain.pages tp on tp.id = tc.page_id and tp.deleted_at is null
                           left join brain.code_symbols z on z.chunk_id = r.to_chunk_id
                                                         and z.symbol_name_qualified = r.to_symbol_qualified
                          where r.symbol_edge_id = s.id
                          order by z.start_line limit 1) t on true
     where y.source_id = any (_a.scope)
       and case when _a.bare then y.symbol_name = _a.name else y.qualified_norm = _a.norm end
       and (code_callees.edge_types is null or s.edge_type = any (code_callees.edge_types))
     order by p.frontmatter ->> 'file', s.line, s.from_symbol_qualified, s.to_symbol_qualified
     limit _a.lim;
end
$fn$;

comment on function brain.code_callees(text, text[], text[], integer) is
'The edges out of a symbol: what it calls, imports or references, one row per edge (from_symbol_qualified, to_symbol_qualified, edge_type, resolved, file, line of the call site, slug, source_id, target_file, target_line). Resolved edges name the target symbol and where it is defined; unresolved ones the name as written in the code. A bare name (run) matches every symbol of that name, a qualified one (Foo.run; :: and # count as .) exactly. edge_types null = all; sources null = federated sources; max_results null = 100, above 500 = 500 with a NOTICE; null symbol = 22004, blank = 22023, unknown source = P0002. Example: select line, to_symbol_qualified, resolved, target_file from brain.code_callees(symbol => ''import_dir'');';
