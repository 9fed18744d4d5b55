-- brain.resolve_code_edges(source_id): resolve every by-name code edge of a source again, set-based.
create or replace function brain.resolve_code_edges(source_id text default 'default')
returns table (edges integer, resolved integer, unresolved integer)
language plpgsql
volatile
-- SECURITY DEFINER: brain_writer members resolve the code edges of a source they may write without any table
-- privilege; the function checks that write grant first (brain._check_write)
security definer
set search_path = brain, pg_catalog, public, pg_temp
set jit = off
as $fn$
declare
    _src   text;
    _ids   bigint[];
    _n     integer;
    _total integer;
begin
    perform brain._check_write(resolve_code_edges.source_id);
    _src := brain.ensure_source(resolve_code_edges.source_id, false);
    _ids := array(select p.id from brain.pages p where p.source_id = _src and p.page_kind = 'code');
    _n := brain._resolve_code_edges(_src, _ids, '{}');
    select count(*)::integer into _total from brain.code_edges_symbol s where s.source_id = _src;
    return query select _total, _n, _total - _n;
end
$fn$;

comment on function brain.resolve_code_edges(text) is
'Resolve every by-name code edge (brain.code_edges_symbol) of a source into brain.code_edges_chunk again, set-based: what a bulk import (put_code_page with defer_resolution) runs once at the end, and a repair after a crash. Unknown source = P0002. Returns (edges, resolved, unresolved). Example: select * from brain.resolve_code_edges(source_id => ''default'');';
