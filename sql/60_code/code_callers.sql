-- brain.code_callers(symbol, ...): the edges into a symbol (calls, imports, references).
create or replace function brain.code_callers(symbol text, sources text[] default null, edge_types text[] default null,
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
    _a := brain._code_read_args(code_callers.symbol, code_callers.sources, code_callers.max_results, 100);
    return query
    with targets as (
        -- the symbols the name means (resolved edges point at their chunks)
        select y.chunk_id, y.symbol_name_qualified, y.start_line, p.frontmatter ->> 'file' as file
          from brain.code_symbols y join brain.pages p on p.id = y.page_id and p.deleted_at is null
         where y.source_id = any (_a.scope)
           and case when _a.bare then y.symbol_name = _a.name else y.qualified_norm = _a.norm end
    ), found as (
        select s.from_symbol_qualified, r.to_symbol_qualified, s.edge_type, true as resolved, s.from_chunk_id,
               s.line, s.source_id, t.file as target_file, t.start_line as target_line, s.to_symbol_qualified as written
          from targets t
          join brain.code_edges_chunk r on r.to_chunk_id = t.chunk_id and r.to_symbol_qualified = t.symbol_name_qualified
          join brain.code_edges_symbol s on s.id = r.symbol_edge_id
        union all
        select s.from_symbol_qualified, s.to_symbol_qualified, s.edge_type, false, s.from_chunk_id, s.line, s.source_id,
               null, null, s.to_symbol_qualified
          from brain.code_edges_symbol s
         where s.source_id = any (_a.scope)
           and case when _a.bare then s.to_symbol_name = _a.name else s.to_symbol_norm = _a.norm end
           -- (an edge resolved to a page deleted since counts as unresolved)
           and not exists (select 1 from brain.code_edges_chunk r
                             join brain.content_chunks tc on tc.id = r.to_chunk_id
                             join brain.pages tp on tp.id = tc.page_id and tp.deleted_at is null
                            where r.symbol_edge_id = s.id)
    )
    select f.from_symbol_qualified, f.to_symbol_qualified, f.edge_type, f.resolved, p.frontmatter ->> 'file', f.line,
           p.slug, f.source_id, f.target_file, f.target_line
      from found f
      join brain.content_chunks c on c.id = f.from_chunk_id
      join brain.pages p on p.id = c.page_id and p.deleted_at is null
     where code_callers.edge_types is null or f.edge_type = any (code_callers.edge_types)
     order by p.frontmatter ->> 'file', f.line, f.from_symbol_qualified, f.written
     limit _a.lim;
end
$fn$;

comment on function brain.code_callers(text, text[], text[], integer) is
'The edges into a symbol: who calls, imports or references it, one row per edge (from_symbol_qualified, to_symbol_qualified, edge_type, resolved, file, line of the call site, slug, source_id, target_file, target_line). resolved = the edge points at the symbol''s chunk (brain.code_edges_chunk); unresolved edges match by the name written in the code. A bare name (run) matches every symbol of that name, a qualified one (Foo.run; :: and # count as .) exactly. edge_types null = all (calls, imports, references); sources null = federated sources; max_results null = 100, above 500 = 500 with a NOTICE; null symbol = 22004, blank = 22023, unknown source = P0002. Example: select file, line, from_symbol_qualified, resolved from brain.code_callers(symbol => ''put_page'');';
