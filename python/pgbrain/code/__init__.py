"""Source files -> code pages: tree-sitter symbols, chunks and by-name edges (spec 8.1, 8.2).

Python only parses: it finds the symbols (functions, methods, classes, types, ...), makes one chunk per
symbol (small top-level neighbours merged into one chunk), and lists the calls, imports and references
each symbol makes, by target name. brain.put_code_page stores them and resolves the names to chunks in
SQL. tree-sitter and its grammar wheels are imported only when a source file is parsed.

Where we differ from gbrain on purpose (docs/code.md): edges from symbols merged into a shared chunk are
kept (gbrain drops them), and a receiver resolved from ``self``/``this`` is written with the language's
own separator (``Foo.go``, as the chunk is named; gbrain writes ``Foo::go``).

The package, by concern (each module's docstring says more):

* ``files``: the language of a file, ``PARSED``, a code page's slug, reading a file, :class:`CodeParseError`.
* ``model``: :class:`Symbol`, :class:`Edge`, :class:`CodePage` and ``qualified_name``.
* ``treesitter``: the grammars, the queries and their captures.
* ``extractors``: one extractor per language family (python, typescript, go, rust) over a shared base.
* ``parse``: ``parse_code``: symbols and edges into chunks.
"""

from __future__ import annotations

from .files import MAX_CODE_BYTES, PARSED, CodeParseError, code_slug, detect_language, is_source_file, read_code_file
from .model import CodePage, Edge, Symbol, qualified_name
from .parse import CHUNKER_VERSION, MERGE_BELOW_TOKENS, SPLIT_TOKENS, TARGET_TOKENS, parse_code

__all__ = [
    "CHUNKER_VERSION",
    "MAX_CODE_BYTES",
    "MERGE_BELOW_TOKENS",
    "PARSED",
    "SPLIT_TOKENS",
    "TARGET_TOKENS",
    "CodePage",
    "CodeParseError",
    "Edge",
    "Symbol",
    "code_slug",
    "detect_language",
    "is_source_file",
    "parse_code",
    "qualified_name",
    "read_code_file",
]
