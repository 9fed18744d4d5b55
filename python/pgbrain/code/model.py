"""What parsing a source file gives: :class:`Symbol`, :class:`Edge` and :class:`CodePage`, and the rule
that joins a symbol's parents and name (``qualified_name``)."""

from __future__ import annotations

from dataclasses import dataclass, field


def qualified_name(language: str | None, name: str, symbol_type: str, parents: list[str]) -> str:
    """Parents and name joined: by :: for Rust; Ruby joins modules and classes by :: and puts # before an
    instance method; every other language joins by '.'."""
    if language == "rust":
        return "::".join([*parents, name])
    if language == "ruby":
        if not parents:
            return name
        sep = "#" if symbol_type in ("function", "method") else "::"
        return "::".join(parents) + sep + name
    return ".".join([*parents, name])


@dataclass
class Symbol:
    name: str
    qualified: str
    type: str
    parents: list[str]
    start_line: int
    end_line: int
    doc: str | None
    text: str
    top: bool                      # a top-level node (may be merged with small neighbours)
    members: list[Symbol] = field(default_factory=list)
    chunk: int = -1                # index of the chunk that holds it


@dataclass
class Edge:
    from_symbol: str
    to_symbol: str
    edge_type: str
    line: int
    module: str | None = None      # path-like module hint of an imported target (pgbrain/api, src/client)
    common: bool = False           # x.get(): a method name every string, list or map has (never resolved by name)
    member: bool = False           # x.run() on a receiver of unknown type (bare name: resolves to methods only)
    chunk: int = -1


@dataclass
class CodePage:
    path: str
    slug: str
    language: str
    title: str
    code: str
    frontmatter: dict
    chunks: list[dict]
    symbols: list[dict]
    edges: list[dict]
    warnings: list[str] = field(default_factory=list)
