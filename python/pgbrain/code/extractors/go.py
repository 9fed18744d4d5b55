"""Go: import, type, const and var declarations named by their spec, methods under their receiver type,
and package-qualified calls (``util.Helper()``) hinted by the package's directory."""

from __future__ import annotations

import re

from ..model import Edge
from ..treesitter import _text
from .base import Extractor


class GoExtractor(Extractor):
    TOP = {"function_declaration", "method_declaration", "type_declaration", "const_declaration",
           "var_declaration", "import_declaration"}

    def name_of(self, node) -> str | None:  # noqa: ANN001
        if node.type == "import_declaration":
            paths = [_text(p).strip('"`') for p in self._descend(node, ("interpreted_string_literal",))]
            return ", ".join(paths)[:200] or None
        if node.type in ("type_declaration", "const_declaration", "var_declaration"):
            spec = next((c for c in node.named_children if c.type.endswith("_spec")), None)
            nm = spec.child_by_field_name("name") if spec is not None else None
            if nm is None and spec is not None:
                nm = next((c for c in spec.named_children if c.type == "identifier"), None)
            return _text(nm) if nm is not None else None
        return super().name_of(node)

    def refine_symbol(self, node, stype: str, parents: list[str]) -> tuple[str, list[str]]:  # noqa: ANN001
        if node.type == "method_declaration":
            recv = node.child_by_field_name("receiver")
            rtype = re.findall(r"[A-Za-z_]\w*", _text(recv)) if recv is not None else []
            if rtype:
                parents = [rtype[-1]]
        return stype, parents

    def collect_import(self, node, line: int) -> None:  # noqa: ANN001
        if node.type == "import_declaration":
            for spec in self._descend(node, ("import_spec",)):
                p = spec.child_by_field_name("path")
                if p is None:
                    continue
                mod = _text(p).strip('"`')
                alias = spec.child_by_field_name("name")
                self.imports[_text(alias) if alias is not None else mod.rsplit("/", 1)[-1]] = (mod, "*")
                self.edges.append(Edge("", f"{mod}::*", "imports", line, mod.rsplit("/", 1)[-1]))

    def member_call_target(self, call, fn) -> tuple[str, str | None] | None:  # noqa: ANN001
        if fn.type == "selector_expression":
            field_ = fn.child_by_field_name("field")
            if field_ is None:
                return None
            operand = fn.child_by_field_name("operand")
            if operand is not None and operand.type == "identifier" and _text(operand) in self.imports:
                # util.Helper() with util imported: a function of that package (its directory)
                return _text(field_), self.imports[_text(operand)][0].rsplit("/", 1)[-1]
            return _text(field_), None
        return None
