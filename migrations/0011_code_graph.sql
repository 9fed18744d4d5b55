-- depends: 0010_roles
-- Code graph (issue 7): every symbol of a code page (also the ones merged into a shared chunk), the call
-- site line and the bare target name of each by-name edge, and resolved edges tied to the by-name edge they
-- resolve (so re-resolution replaces exactly them); markdown pages cite code pages through 'code' candidates.

create table brain.code_symbols (
    id                    bigint generated always as identity primary key,
    page_id               bigint not null references brain.pages (id) on delete cascade,
    chunk_id              bigint not null references brain.content_chunks (id) on delete cascade,
    source_id             text not null references brain.sources (id) on delete cascade,
    language              text not null,
    symbol_name           text not null check (length(symbol_name) between 1 and 500),
    symbol_name_qualified text not null check (length(symbol_name_qualified) between 1 and 2000),
    symbol_type           text not null,
    parent_symbol_path    text[] not null default '{}',
    start_line            integer not null check (start_line >= 1),
    end_line              integer not null check (end_line >= start_line),
    doc_comment           text,
    qualified_norm        text generated always as (replace(replace(symbol_name_qualified, '::', '.'), '#', '.')) stored,
    constraint code_symbols_key unique (page_id, symbol_name_qualified, start_line)
);
comment on table brain.code_symbols is 'Every symbol (function, method, class, type, ...) of a code page, with the chunk that holds its text: its own chunk, or a merged chunk shared with small neighbours. Code edges resolve against these rows.';
comment on column brain.code_symbols.page_id is 'The code page (page_kind code).';
comment on column brain.code_symbols.chunk_id is 'The chunk whose text holds the symbol.';
comment on column brain.code_symbols.source_id is 'Source of the page (edges resolve within a source).';
comment on column brain.code_symbols.language is 'python, typescript, tsx, javascript, go, rust.';
comment on column brain.code_symbols.symbol_name is 'Bare name (run).';
comment on column brain.code_symbols.symbol_name_qualified is 'Enclosing symbols and name, joined by . (:: for Rust): Foo.run, users::Controller::render.';
comment on column brain.code_symbols.symbol_type is 'function, class, method definition, struct item, ... (tree-sitter node type, normalised).';
comment on column brain.code_symbols.parent_symbol_path is 'Enclosing symbols, outermost first.';
comment on column brain.code_symbols.start_line is 'First line (1-based) of the symbol in its file.';
comment on column brain.code_symbols.end_line is 'Last line (1-based, inclusive).';
comment on column brain.code_symbols.doc_comment is 'Docstring or the comment right above the symbol.';
comment on column brain.code_symbols.qualified_norm is 'Generated: the qualified name with :: and # written as . (what edge targets are compared with).';
-- rows belong to a source: row-level security as on the other code tables (policies: brain._apply_security)
alter table brain.code_symbols enable row level security;
create index code_symbols_page_idx on brain.code_symbols (page_id);
create index code_symbols_chunk_idx on brain.code_symbols (chunk_id);
create index code_symbols_name_idx on brain.code_symbols (source_id, symbol_name);
create index code_symbols_norm_idx on brain.code_symbols (source_id, qualified_norm);

alter table brain.code_edges_symbol
    add column line integer check (line >= 1),
    add column to_symbol_name text generated always as (regexp_replace(to_symbol_qualified, '^.*(::|[.#])', '')) stored,
    add column to_symbol_norm text generated always as (replace(replace(to_symbol_qualified, '::', '.'), '#', '.')) stored;
comment on column brain.code_edges_symbol.line is 'Line (1-based) of the first call site / import / reference in the file.';
comment on column brain.code_edges_symbol.to_symbol_name is 'Generated: the target''s last name segment (fetchUser of ./client::fetchUser): bare-name lookups.';
comment on column brain.code_edges_symbol.to_symbol_norm is 'Generated: the target with :: and # written as . (compared with code_symbols.qualified_norm).';
create index code_edges_symbol_name_idx on brain.code_edges_symbol (source_id, to_symbol_name);
create index code_edges_symbol_norm_idx on brain.code_edges_symbol (source_id, to_symbol_norm);
-- a merged chunk holds several symbols: an edge is unique per symbol, not per chunk
alter table brain.code_edges_symbol drop constraint code_edges_symbol_key;
alter table brain.code_edges_symbol add constraint code_edges_symbol_key
    unique (from_chunk_id, from_symbol_qualified, to_symbol_qualified, edge_type);
-- lookups go by the generated name columns (above) and by from_chunk_id: these are only write cost
drop index brain.code_edges_symbol_to_symbol_idx;
drop index brain.code_edges_symbol_from_symbol_idx;
drop index brain.code_edges_symbol_source_idx;
drop index brain.code_edges_symbol_from_idx;    -- the unique key above leads with from_chunk_id

-- a resolved edge is the resolution of one by-name edge; two by-name edges of a chunk may resolve to the same
-- target chunk (helper and mod::helper), so the pair is no longer unique
alter table brain.code_edges_chunk drop constraint code_edges_chunk_key;
alter table brain.code_edges_chunk
    add column symbol_edge_id bigint references brain.code_edges_symbol (id) on delete cascade,
    add column to_symbol_name text generated always as (regexp_replace(to_symbol_qualified, '^.*(::|[.#])', '')) stored,
    add column to_symbol_norm text generated always as (replace(replace(to_symbol_qualified, '::', '.'), '#', '.')) stored;
comment on column brain.code_edges_chunk.symbol_edge_id is 'The by-name edge (code_edges_symbol) this row resolves; null for edges written by hand.';
comment on column brain.code_edges_chunk.to_symbol_name is 'Generated: the target symbol''s last name segment.';
comment on column brain.code_edges_chunk.to_symbol_norm is 'Generated: the target''s qualified name with :: and # written as .';
create unique index code_edges_chunk_symbol_edge_idx on brain.code_edges_chunk (symbol_edge_id);
create index code_edges_chunk_name_idx on brain.code_edges_chunk (to_symbol_name);
create index code_edges_chunk_norm_idx on brain.code_edges_chunk (to_symbol_norm);
create index code_edges_chunk_from_norm_idx on brain.code_edges_chunk (replace(replace(from_symbol_qualified, '::', '.'), '#', '.'));

-- markdown that cites code (src/foo.py:42): a 'code' candidate whose target is the code page's slug
alter table brain.link_candidates drop constraint link_candidates_kind_check;
alter table brain.link_candidates add constraint link_candidates_kind_check
    check (kind in ('markdown', 'wikilink', 'bare', 'code'));
comment on column brain.link_candidates.kind is 'markdown ([x](path) link), wikilink ([[...]]), bare (a slug in prose) or code (a cited source file, src/foo.py:42: documents / documented_by edges to its code page).';
