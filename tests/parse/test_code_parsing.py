"""Source-code parsing, no database: pgbrain.code's tree-sitter chunker turns a file into symbols, chunks and edges
(what the importer then stores is tests/sql/test_code.py's; gbrain's code-graph cases are
tests/conformance/test_conformance_code.py's)."""

from __future__ import annotations

import pytest

from pgbrain.code import CodeParseError, parse_code


def test_a_file_that_does_not_parse_is_a_clear_error():
    with pytest.raises(CodeParseError, match=r"src/bad\.py: syntax error at line 2"):
        parse_code("def ok():\n    return (1,\n\ndef other():\n    pass\n", "src/bad.py")
    with pytest.raises(CodeParseError, match="no grammar"):
        parse_code("x", "a.rb")


def test_python_definitions_under_if_and_try_are_symbols():
    page = parse_code("try:\n    import fast\nexcept ImportError:\n    def fallback(x):\n        return x * 2 + 1\n\n"
                      "if True:\n    class Conf:\n        def load(self):\n            return fallback(1) + 2 + 3\n",
                      "./pkg/mod.py")
    assert page.path == "pkg/mod.py" and page.slug == "pkg-mod-py"
    assert {(s["symbol_name_qualified"], s["symbol_type"]) for s in page.symbols} == {
        ("fallback", "function"), ("Conf", "class"), ("Conf.load", "method")}
    assert {(e["from_symbol"], e["to_symbol"]) for e in page.edges} == {("Conf.load", "fallback")}


def test_tsx_and_javascript_classes_parse():
    tsx = parse_code("import React from 'react';\n\n/** A greeting. */\nexport function Hello({ name }: Props) {\n"
                     "  return <div className=\"x\">{format(name)}</div>;\n}\n\nfunction format(n: string): string {\n"
                     "  return n.toUpperCase() + '!' + n + n + n + n + n + n;\n}\n", "ui/Hello.tsx")
    assert tsx.language == "tsx"
    assert {(s["symbol_name_qualified"], s["doc_comment"]) for s in tsx.symbols} == {("Hello", "A greeting."),
                                                                                  ("format", None)}
    assert ("Hello", "format", "calls") in {(e["from_symbol"], e["to_symbol"], e["edge_type"]) for e in tsx.edges}
    js = parse_code("class Cart {\n  add(item) {\n    this.items.push(item);\n    return this.total();\n  }\n"
                    "  total() {\n    return this.items.length * 2 + 1 + 2 + 3 + 4 + 5 + 6 + 7;\n  }\n}\n",
                    "web/cart.mjs")
    assert [s["symbol_name_qualified"] for s in js.symbols] == ["Cart", "Cart.add", "Cart.total"]
    assert ("Cart.add", "Cart.total", "calls") in {(e["from_symbol"], e["to_symbol"], e["edge_type"]) for e in js.edges}
