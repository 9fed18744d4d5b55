"""Python: docstrings as docs, decorated definitions, definitions under if / try / with, dotted and relative
modules (``from ..a import b``) as module hints, calls through self / cls and imported modules, and class
bases as references."""

from __future__ import annotations

import os
import re

from ..model import Edge
from ..treesitter import _text
from .base import Extractor, _stype


class PythonExtractor(Extractor):
    TOP = {"function_definition", "class_definition", "decorated_definition", "import_statement",
           "import_from_statement", "expression_statement"}

    def name_of(self, node) -> str | None:  # noqa: ANN001
        if node.type == "decorated_definition":
            inner = node.child_by_field_name("definition")
            return self.name_of(inner) if inner is not None else None
        if node.type == "import_from_statement":      # named after the module: from .api import x -> .api
            mod = node.child_by_field_name("module_name")
            return _text(mod) if mod is not None else None
        if node.type == "import_statement":
            names = [_text(c.child_by_field_name("name") or c) for c in node.children_by_field_name("name")]
            return ", ".join(names)[:200] or None
        if node.type == "expression_statement":
            a = node.named_children[0] if node.named_children else None
            if a is not None and a.type == "assignment":
                left = a.child_by_field_name("left")
                if left is not None and left.type == "identifier":
                    return _text(left)
            return None
        return super().name_of(node)

    def doc_of(self, node) -> str | None:  # noqa: ANN001
        body = node.child_by_field_name("body")
        if node.type == "decorated_definition":
            inner = node.child_by_field_name("definition")
            body = inner.child_by_field_name("body") if inner is not None else None
        if body is not None and body.named_children:
            first = body.named_children[0]
            if first.type == "expression_statement" and first.named_children \
                    and first.named_children[0].type == "string":
                s = _text(first.named_children[0])
                return re.sub(r'^[rRbBuUfF]*("""|\'\'\'|"|\')|("""|\'\'\'|"|\')$', "", s).strip() or None
        return None

    def members_of(self, node):  # noqa: ANN001, ANN202
        target = node
        if node.type == "decorated_definition":
            target = node.child_by_field_name("definition")
        if target is None:
            return []
        if target.type == "class_definition":
            body = target.child_by_field_name("body")
            return [c for c in (body.named_children if body else [])
                    if c.type in ("function_definition", "class_definition", "decorated_definition")]
        return []

    def member_type(self, node) -> str:  # noqa: ANN001
        inner = node.child_by_field_name("definition") if node.type == "decorated_definition" else node
        return "method" if inner is not None and inner.type == "function_definition" else "class"

    def refine_symbol(self, node, stype: str, parents: list[str]) -> tuple[str, list[str]]:  # noqa: ANN001
        if node.type == "decorated_definition" and not parents:
            inner = node.child_by_field_name("definition")
            stype = _stype(inner.type) if inner is not None else stype
        return stype, parents

    def nested_tops(self, node):  # noqa: ANN001, ANN202
        if node.type in ("if_statement", "try_statement", "with_statement"):
            # definitions under `if TYPE_CHECKING:`, `try: ... except ImportError:`: top-level symbols too
            return self._descend(node, ("function_definition", "class_definition", "decorated_definition"))
        return ()

    def _module_hint(self, module: str) -> str:
        here = os.path.dirname(self.path)
        dots = len(module) - len(module.lstrip("."))
        rest = module[dots:].replace(".", "/")
        if dots:
            base = here
            for _ in range(dots - 1):
                base = os.path.dirname(base)
            return os.path.normpath(os.path.join(base, rest)) if rest else base
        return rest

    def collect_import(self, node, line: int) -> None:  # noqa: ANN001
        if node.type == "import_statement":
            for c in node.named_children:
                mod = _text(c.child_by_field_name("name") or c) if c.type == "aliased_import" else _text(c)
                alias = c.child_by_field_name("alias") if c.type == "aliased_import" else None
                self.imports[_text(alias) if alias is not None else mod.split(".")[0]] = (mod, "*")
                self.edges.append(Edge("", f"{mod}::*", "imports", line, self.module_hint(mod)))
        elif node.type == "import_from_statement":
            modnode = node.child_by_field_name("module_name")
            mod = _text(modnode) if modnode is not None else "."
            names = node.children_by_field_name("name")
            if not names and any(c.type == "wildcard_import" for c in node.children):
                self.edges.append(Edge("", f"{mod}::*", "imports", line, self.module_hint(mod)))
            for c in names:
                orig = c.child_by_field_name("name") if c.type == "aliased_import" else c
                alias = c.child_by_field_name("alias") if c.type == "aliased_import" else None
                o = _text(orig)
                self.imports[_text(alias) if alias is not None else o] = (mod, o)
                self.edges.append(Edge("", f"{mod}::{o}", "imports", line, self.module_hint(mod)))

    def member_call_target(self, call, fn) -> tuple[str, str | None] | None:  # noqa: ANN001
        sep = "."
        if fn.type == "attribute":
            obj, attr = fn.child_by_field_name("object"), fn.child_by_field_name("attribute")
            if attr is None:
                return None
            a = _text(attr)
            if obj is not None and obj.type == "identifier":
                o = _text(obj)
                if o in ("self", "cls"):
                    cls = self.enclosing_class(call)
                    if cls:
                        return self.class_path(call.start_point[0] + 1, cls) + sep + a, None
                if o in self.imports:
                    mod, orig = self.imports[o]
                    if orig == "*":
                        return f"{mod}::{a}", self.module_hint(mod)
                    return f"{orig}{sep}{a}", self.module_hint(mod)
            return a, None
        return None

    def collect_family_edges(self, caps: dict) -> None:
        for n in caps.get("class", []):
            sup = n.child_by_field_name("superclasses")
            for b in (sup.named_children if sup is not None else []):
                if b.type not in ("identifier", "attribute"):
                    continue
                name = _text(b)
                mod = None
                head = name.split(".")[0]
                if head in self.imports:
                    m, orig = self.imports[head]
                    mod = self.module_hint(m)
                    if orig not in ("*", "default") and "." not in name:
                        name = orig
                self.edges.append(Edge("", name.rsplit(".", 1)[-1], "references", b.start_point[0] + 1, mod))

