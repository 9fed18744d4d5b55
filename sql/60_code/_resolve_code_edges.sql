-- brain._resolve_code_edges(source_id, page_ids, names): (re-)resolve by-name code edges into chunk edges.
create or replace function brain._resolve_code_edges(source_id text, page_ids bigint[], names text[])
returns integer
language plpgsql
volatile
security invoker
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
as $fn$
declare
    _n    integer;
    _todo bigint[];
begin
    -- one resolver at a time per source, until commit (two would delete and insert each other's rows)
    perform pg_advisory_xact_lock(hashtext('brain.code_resolve:' || _resolve_code_edges.source_id));
    -- the by-name edges to look at again: every edge these pages make, and every edge of the source whose
    -- target's last name segment is one of names (the symbols these pages had before and have now)
    -- (kept in a variable, not a scratch table in pg_temp: this runs inside SECURITY DEFINER calls, and a table found in
    -- pg_temp could be the caller's)
    _todo := array(
        select s.id
          from brain.code_edges_symbol s
          join brain.content_chunks fc on fc.id = s.from_chunk_id
         where s.source_id = _resolve_code_edges.source_id
           and (fc.page_id = any (page_ids) or s.to_symbol_name = any (names)));

    delete from brain.code_edges_chunk r where r.symbol_edge_id = any (_todo);

    -- candidates in tiers; an edge resolves when its best tier has exactly one symbol:
    --   1 same file, qualified name equal      2 same file, bare name, top-level   3 same file, bare name
    --   4 qualified name equal elsewhere       5 the imported module's file       6 bare name of a plain call f(),
    --                                                                            the only top-level f of the source
    --   a member call x.run() on a receiver of unknown type resolves only to a method of the same file (and
    --   never when every string, list or map has a method of that name: x.get(), x.count()); the one method
    --   named run in another file is a guess (numpy: every x.reshape() would be MaskedArray.reshape)
    -- (an import's own line and an imported name never resolve by bare name alone: tier 6 skips edges with
    -- a module, which point outside this code base unless tier 5 found their file)
    insert into brain.code_edges_chunk (from_chunk_id, to_chunk_id, from_symbol_qualified, to_symbol_qualified,
                                        edge_type, edge_metadata, source_id, symbol_edge_id)
    select x.from_chunk_id, x.chunk_id, x.from_symbol_qualified, x.symbol_name_qualified, x.edge_type,
           jsonb_build_object('target', x.to_symbol_qualified,
                              'via', (array['same_file', 'same_file', 'same_file', 'qualified_name', 'module',
                                            'unique_name'])[x.tier]),
           _resolve_code_edges.source_id, x.id
      from (select t.*, y.chunk_id, y.symbol_name_qualified, y.tier,
                   min(y.tier) over (partition by t.id) as best,
                   count(*) over (partition by t.id, y.tier) as n_tier
              from (select s.id, s.from_chunk_id, fc.page_id as from_page_id, s.from_symbol_qualified,
                           s.to_symbol_qualified, s.to_symbol_name, s.to_symbol_norm, s.edge_type,
                           s.edge_metadata ->> 'module' as module, strpos(s.to_symbol_norm, '.') = 0 as bare,
                           coalesce((s.edge_metadata ->> 'member')::boolean, false) as member,
                           coalesce((s.edge_metadata ->> 'common')::boolean, false) as common
                      from brain.code_edges_symbol s
                      join brain.content_chunks fc on fc.id = s.from_chunk_id
                     where s.id = any (_todo)) t
              join lateral (
                    select c.chunk_id, c.symbol_name_qualified,
                           case when c.page_id = t.from_page_id and c.qualified_norm = t.to_symbol_norm then 1
                                when c.page_id = t.from_page_id and t.bare and cardinality(c.parent_symbol_path) = 0
                                     and t.module is null and not t.member then 2
                                when c.page_id = t.from_page_id and t.bare and t.module is null and not t.common
                                     and (not t.member or cardinality(c.parent_symbol_path) > 0) then 3
                                when not t.bare and t.module is null and c.qualified_norm = t.to_symbol_norm then 4
                                when t.module is not null
                                     and (regexp_replace(p.frontmatter ->> 'file', '\.[^./]+$', '') in
                                              (t.module, t.module || '/__init__', t.module || '/index', t.module || '/mod')
                                          or regexp_replace(p.frontmatter ->> 'file', '\.[^./]+$', '')
                                             like '%/' || t.module
                                          -- a package is a folder (Go always; a Python package re-exporting)
                                          or regexp_replace(p.frontmatter ->> 'file', '(^|/)[^/]+$', '') = t.module
                                          or regexp_replace(p.frontmatter ->> 'file', '/[^/]+$', '')
                                             like '%/' || t.module) then 5
                                when t.bare and t.module is null and not t.member
                                     and cardinality(c.parent_symbol_path) = 0 then 6
                           end as tier
                      from brain.code_symbols c
                      join brain.pages p on p.id = c.page_id and p.deleted_at is null
                     where c.source_id = _resolve_code_edges.source_id and c.symbol_name = t.to_symbol_name
                       and c.symbol_type not in ('import', 'use')) y on y.tier is not null) x
     where x.tier = x.best and x.n_tier = 1
    on conflict (symbol_edge_id) do update
       set to_chunk_id = excluded.to_chunk_id, to_symbol_qualified = excluded.to_symbol_qualified,
           edge_metadata = excluded.edge_metadata;
    get diagnostics _n = row_count;
    return _n;
end
$fn$;

comment on function brain._resolve_code_edges(text, bigint[], text[]) is
'Internal: re-resolves, set-based, the by-name code edges (brain.code_edges_symbol) of the given pages and every edge of the source whose target''s last name segment is in names, into brain.code_edges_chunk: the best candidate symbol (same file, then equal qualified name, then the imported module''s file, then a unique bare name) when it is the only one of its tier. Returns the resolved count. Example: select brain._resolve_code_edges(''default'', array[42], array[''run'']);';
