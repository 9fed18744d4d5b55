"""tree-sitter, imported only when a source file is parsed: a parser per language, the queries that find
the nodes the extractors look at, their captures, a node's text and the first syntax error of a tree."""

from __future__ import annotations

from functools import cache

from .files import CodeParseError


@cache
def _parser(language: str):  # noqa: ANN202
    import tree_sitter as ts

    if language == "python":
        import tree_sitter_python as grammar

        lang = grammar.language()
    elif language in ("typescript", "tsx"):
        import tree_sitter_typescript as grammar

        lang = grammar.language_tsx() if language == "tsx" else grammar.language_typescript()
    elif language == "javascript":
        import tree_sitter_javascript as grammar

        lang = grammar.language()
    elif language == "go":
        import tree_sitter_go as grammar

        lang = grammar.language()
    elif language == "rust":
        import tree_sitter_rust as grammar

        lang = grammar.language()
    else:  # pragma: no cover - callers check PARSED
        raise CodeParseError(f"no grammar for {language}")
    return ts.Parser(ts.Language(lang))


# the nodes the edge extractor looks at, found by tree-sitter queries (in C, not a Python walk of every node)
_QUERIES = {
    "python": "(call) @call (import_statement) @import (import_from_statement) @import (class_definition) @class",
    "ts": "(call_expression) @call (new_expression) @new (import_statement) @import (type_identifier) @type "
          "(predefined_type) @type (variable_declarator) @var",
    "javascript": "(call_expression) @call (new_expression) @new (import_statement) @import (variable_declarator) @var",
    "go": "(call_expression) @call (import_declaration) @import",
    "rust": "(call_expression) @call (use_declaration) @import",
}


@cache
def _query(language: str):  # noqa: ANN202
    import tree_sitter as ts

    family = "ts" if language in ("typescript", "tsx") else language   # JavaScript has no type nodes
    return ts.Query(_parser(language).language, _QUERIES[family])


def _text(node) -> str:  # noqa: ANN001
    return node.text.decode("utf-8", "replace")


def _first_error(node):  # noqa: ANN001, ANN202
    """The first ERROR or MISSING node, depth first."""
    stack = [node]
    while stack:
        n = stack.pop()
        if n.type == "ERROR" or n.is_missing:
            return n
        if n.has_error:
            stack.extend(reversed(n.children))
    return None


def _captures(language: str, root) -> dict:  # noqa: ANN001
    import tree_sitter as ts

    return ts.QueryCursor(_query(language)).captures(root)
