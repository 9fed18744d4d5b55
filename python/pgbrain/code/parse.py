"""``parse_code``: one source file -> a code page. The file's extractor (``extractors``) finds the symbols and
edges; here they become chunks (one per symbol, small top-level neighbours merged, long ones split) and each
edge is given to the innermost symbol around its line."""

from __future__ import annotations

from .extractors import EXTRACTORS
from .files import _DISPLAY, MAX_CODE_BYTES, PARSED, CodeParseError, code_slug, detect_language
from .model import CodePage, Symbol
from .treesitter import _captures, _first_error, _parser

CHUNKER_VERSION = 1          # part of the page's frontmatter: a new version re-writes every code page
TARGET_TOKENS = 300          # a chunk's target size (spec 8.1)
MERGE_BELOW_TOKENS = 45      # consecutive top-level symbols below 15 % of the target share one chunk
SPLIT_TOKENS = 1000          # a symbol above this is split into parts of at most this size, at line ends (spec 8.1)


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


# ---- chunking ------------------------------------------------------------------------------------
def _header(display: str, path: str, start: int, end: int, stype: str, name: str | None, parents: list[str]) -> str:
    h = f"[{display}] {path}:{start}-{end} {stype}"
    if name:
        h += f" {name}"
    if parents:
        h += f" (in {'.'.join(parents)})"
    return h


def _split_lines(text: str, start_line: int, max_chars: int) -> list[tuple[str, int, int]]:
    """Text cut at line boundaries into pieces of at most max_chars (a longer single line stays whole)."""
    out: list[tuple[str, int, int]] = []
    buf: list[str] = []
    size = 0
    first = start_line
    for i, ln in enumerate(text.split("\n")):
        if buf and size + len(ln) + 1 > max_chars:
            out.append(("\n".join(buf), first, start_line + i - 1))
            buf, size, first = [], 0, start_line + i
        buf.append(ln)
        size += len(ln) + 1
    if buf:
        out.append(("\n".join(buf), first, first + len(buf) - 1))
    return out


def _container_text(sym: Symbol) -> str:
    """A class / impl chunk: its lines up to the first member, then a digest of its members."""
    first = min(m.start_line for m in sym.members)
    head = "\n".join(sym.text.split("\n")[: max(1, first - sym.start_line)])
    digest = "\n".join(f"  {m.type} {m.name} (line {m.start_line})" for m in sym.members)
    return f"{head}\n  ...\nmembers:\n{digest}"


def parse_code(code: str, path: str, language: str | None = None) -> CodePage:
    """Parse one source file into a code page (chunks, symbols, by-name edges). Raises CodeParseError
    for an unsupported language or a syntax error (with its line)."""
    path = path.replace("\\", "/")
    path = path[2:] if path.startswith("./") else path
    language = language or detect_language(path)
    if language not in PARSED:
        raise CodeParseError(f"no grammar for {language or 'this file type'}",
                             path=path)
    source = code.encode("utf-8")
    if len(source) > MAX_CODE_BYTES:
        raise CodeParseError(f"the file is too large ({len(source)} bytes; the limit is {MAX_CODE_BYTES})", path=path)
    tree = _parser(language).parse(source)
    root = tree.root_node
    if root.has_error:
        bad = _first_error(root)
        where = f"line {bad.start_point[0] + 1}, column {bad.start_point[1] + 1}" if bad is not None else "somewhere"
        what = f"missing {bad.type}" if bad is not None and bad.is_missing else "syntax error"
        raise CodeParseError(f"{what} at {where} ({language} grammar): the file was not imported", path=path)
    ex = EXTRACTORS[language](path, language, source)
    tops = ex.walk_top(root)
    caps = _captures(language, root)
    ex.collect_imports(caps.get("import", []))
    ex.collect_edges(caps)
    display = _DISPLAY.get(language, language)

    chunks: list[dict] = []

    def add_chunk(text: str, start: int, end: int, stype: str, sym: Symbol | None, n_siblings: int = 0) -> None:
        name = sym.name if sym else None
        header = _header(display, path, start, end, f"merged ({n_siblings} siblings)" if n_siblings else stype,
                         name, sym.parents if sym else [])
        chunks.append({"chunk_text": f"{header}\n{text}", "chunk_source": "code", "language": language,
                       "symbol_name": name, "symbol_type": stype,
                       "symbol_name_qualified": sym.qualified if sym else None,
                       "parent_symbol_path": sym.parents if sym else [], "doc_comment": sym.doc if sym else None,
                       "start_line": start, "end_line": end, "token_count": _tokens(text)})

    def emit(sym: Symbol) -> None:
        if sym.members:
            sym.chunk = len(chunks)
            add_chunk(_container_text(sym), sym.start_line, sym.end_line, sym.type, sym)
            for m in sym.members:
                emit(m)
            return
        pieces = _split_lines(sym.text, sym.start_line, SPLIT_TOKENS * 4) if _tokens(sym.text) > SPLIT_TOKENS \
            else [(sym.text, sym.start_line, sym.end_line)]
        sym.chunk = len(chunks)
        for text, a, b in pieces:
            add_chunk(text, a, b, sym.type, sym)

    # consecutive small top-level symbols (no members) share one merged chunk
    i = 0
    while i < len(tops):
        run = []
        j = i
        while j < len(tops) and not tops[j][0].members and _tokens(tops[j][0].text) < MERGE_BELOW_TOKENS:
            run.append(tops[j][0])
            j += 1
        if len(run) >= 2:
            idx = len(chunks)
            text = ex.source.decode("utf-8", "replace").split("\n")[run[0].start_line - 1: run[-1].end_line]
            add_chunk("\n".join(text), run[0].start_line, run[-1].end_line, "merged", None, n_siblings=len(run))
            for s in run:
                s.chunk = idx
            i = j
            continue
        emit(tops[i][0])
        i += 1
    if not chunks:
        for text, a, b in _split_lines(code, 1, TARGET_TOKENS * 4):
            if text.strip():
                add_chunk(text, a, b, "module", None)

    # each edge belongs to the innermost symbol around its line; lines outside every symbol give no edge
    owners: list[Symbol | None] = [None] * (code.count("\n") + 2)
    for sym in sorted(ex.symbols, key=lambda s: s.start_line - s.end_line):   # largest first, inner ones win
        owners[sym.start_line:sym.end_line + 1] = [sym] * (sym.end_line - sym.start_line + 1)
    edges: dict[tuple, dict] = {}
    for e in ex.edges:
        owner = owners[e.line] if e.line < len(owners) else None
        if owner is None or owner.chunk < 0:
            continue
        chunk = owner.chunk
        # the part of a split symbol that holds the line
        while chunk + 1 < len(chunks) and chunks[chunk + 1]["symbol_name_qualified"] == owner.qualified \
                and chunks[chunk + 1]["start_line"] <= e.line and chunks[chunk]["symbol_type"] != "merged" \
                and not owner.members:
            chunk += 1
        key = (chunk, owner.qualified, e.to_symbol, e.edge_type)
        if key not in edges:
            edges[key] = {"chunk": chunk, "from_symbol": owner.qualified, "to_symbol": e.to_symbol[:2000],
                          "edge_type": e.edge_type, "line": e.line, "module": e.module,
                          "member": e.member, "common": e.common}
        else:   # one edge per target: a plain call f() next to x.f() makes it a plain one
            edges[key]["member"] = edges[key]["member"] and e.member
            edges[key]["common"] = edges[key]["common"] and e.common
    for edge in edges.values():
        for flag in ("member", "common"):
            if not edge[flag]:
                del edge[flag]
    symbols = [{"chunk": s.chunk, "symbol_name": s.name[:500], "symbol_name_qualified": s.qualified[:2000],
                "symbol_type": s.type, "parent_symbol_path": s.parents, "start_line": s.start_line,
                "end_line": s.end_line, "doc_comment": s.doc} for s in ex.symbols if s.chunk >= 0]
    return CodePage(path=path, slug=code_slug(path), language=language, title=f"{path} ({language})", code=code,
                    frontmatter={"language": language, "file": path, "chunker": CHUNKER_VERSION},
                    chunks=chunks, symbols=symbols, edges=list(edges.values()))
