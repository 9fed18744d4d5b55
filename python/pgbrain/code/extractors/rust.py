"""Rust: use declarations, impl blocks named after their type, members of impl / trait / mod, scoped
calls (``a::b()``) and calls through self resolved to the enclosing impl."""

from __future__ import annotations

import re

from ..model import Edge
from ..treesitter import _text
from .base import Extractor


class RustExtractor(Extractor):
    TOP = {"function_item", "impl_item", "struct_item", "enum_item", "trait_item", "mod_item", "type_item",
           "const_item", "static_item", "union_item", "macro_definition", "use_declaration"}

    def name_of(self, node) -> str | None:  # noqa: ANN001
        if node.type == "use_declaration":
            arg = node.child_by_field_name("argument")
            return re.sub(r"\s+", "", _text(arg))[:200] if arg is not None else None
        if node.type == "impl_item":
            t = node.child_by_field_name("type")
            if t is None:
                return None
            base = t.child_by_field_name("type") if t.type == "generic_type" else t
            return _text(base if base is not None else t)
        return super().name_of(node)

    def members_of(self, node):  # noqa: ANN001, ANN202
        if node.type in ("impl_item", "trait_item", "mod_item"):
            body = node.child_by_field_name("body")
            return [c for c in (body.named_children if body else [])
                    if c.type in self.TOP or c.type == "function_signature_item"]
        return []

    def collect_import(self, node, line: int) -> None:  # noqa: ANN001
        if node.type == "use_declaration":
            arg = node.child_by_field_name("argument")
            if arg is not None:
                self.edges.append(Edge("", _text(arg).replace(" ", "").replace("\n", ""), "imports", line))

    def member_call_target(self, call, fn) -> tuple[str, str | None] | None:  # noqa: ANN001
        if fn.type == "scoped_identifier":
            return _text(fn).replace(" ", ""), None
        if fn.type == "field_expression":
            field_ = fn.child_by_field_name("field")
            val = fn.child_by_field_name("value")
            if field_ is not None and val is not None and val.type == "self":
                impl = self._enclosing_impl(call)
                if impl:
                    return f"{impl}::{_text(field_)}", None
            return (_text(field_), None) if field_ is not None else None
        if fn.type == "generic_function":
            inner = fn.child_by_field_name("function")
            return (_text(inner).replace(" ", ""), None) if inner is not None else None
        return None

    def _enclosing_impl(self, node) -> str | None:  # noqa: ANN001
        n = node.parent
        while n is not None:
            if n.type == "impl_item":
                return self.name_of(n)
            n = n.parent
        return None
