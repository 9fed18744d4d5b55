"""TypeScript, TSX and JavaScript: export statements, CommonJS ``require`` as imports (symbols named after
the module), ES imports, and calls through this, imported modules and variables made by ``new X()``."""

from __future__ import annotations

from ..model import Edge
from ..treesitter import _text
from .base import Extractor


def _required_module(decl) -> str | None:  # noqa: ANN001
    """The module of a CommonJS import declaration (const x = require('./m') -> ./m), else None."""
    d = next((c for c in decl.named_children if c.type == "variable_declarator"), None)
    v = d.child_by_field_name("value") if d is not None else None
    if v is None or v.type != "call_expression":
        return None
    fn, args = v.child_by_field_name("function"), v.child_by_field_name("arguments")
    if fn is None or _text(fn) != "require" or args is None or len(args.named_children) != 1 \
            or args.named_children[0].type != "string":
        return None
    return _text(args.named_children[0]).strip("'\"`") or None


class TypeScriptExtractor(Extractor):
    TOP = {"function_declaration", "generator_function_declaration", "class_declaration",
           "abstract_class_declaration", "interface_declaration", "type_alias_declaration", "enum_declaration",
           "lexical_declaration", "variable_declaration", "export_statement", "module", "internal_module"}

    def name_of(self, node) -> str | None:  # noqa: ANN001
        if node.type == "export_statement":
            decl = node.child_by_field_name("declaration")
            if decl is not None:
                return self.name_of(decl)
            value = node.child_by_field_name("value")
            return "default" if value is not None else None
        if node.type in ("lexical_declaration", "variable_declaration"):
            required = _required_module(node)
            if required:                             # const {a} = require('./m'): named after the module
                return required
            d = next((c for c in node.named_children if c.type == "variable_declarator"), None)
            nm = d.child_by_field_name("name") if d is not None else None
            return _text(nm) if nm is not None and nm.type == "identifier" else None
        return super().name_of(node)

    def members_of(self, node):  # noqa: ANN001, ANN202
        target = node
        if node.type == "export_statement":
            target = node.child_by_field_name("declaration")
        if target is None:
            return []
        if target.type in ("class_declaration", "abstract_class_declaration"):
            body = target.child_by_field_name("body")
            return [c for c in (body.named_children if body else [])
                    if c.type in ("method_definition", "abstract_method_signature", "public_field_definition")]
        return []

    def refine_symbol(self, node, stype: str, parents: list[str]) -> tuple[str, list[str]]:  # noqa: ANN001
        if node.type in ("lexical_declaration", "variable_declaration") \
                and _required_module(node):
            stype = "import"
        return stype, parents

    def collect_import(self, node, line: int) -> None:  # noqa: ANN001
        if node.type == "import_statement":
            src = node.child_by_field_name("source")
            if src is None:
                return
            mod = _text(src).strip("'\"`")
            clause = next((c for c in node.named_children if c.type == "import_clause"), None)
            if clause is None:
                self.edges.append(Edge("", f"{mod}::*", "imports", line, self.module_hint(mod)))
                return
            for c in clause.named_children:
                if c.type == "identifier":
                    self.imports[_text(c)] = (mod, "default")
                    self.edges.append(Edge("", f"{mod}::default", "imports", line, self.module_hint(mod)))
                elif c.type == "namespace_import":
                    ident = next((x for x in c.named_children if x.type == "identifier"), None)
                    if ident is not None:
                        self.imports[_text(ident)] = (mod, "*")
                    self.edges.append(Edge("", f"{mod}::*", "imports", line, self.module_hint(mod)))
                elif c.type == "named_imports":
                    for spec in c.named_children:
                        if spec.type != "import_specifier":
                            continue
                        o = _text(spec.child_by_field_name("name"))
                        alias = spec.child_by_field_name("alias")
                        self.imports[_text(alias) if alias is not None else o] = (mod, o)
                        self.edges.append(Edge("", f"{mod}::{o}", "imports", line, self.module_hint(mod)))

    def member_call_target(self, call, fn) -> tuple[str, str | None] | None:  # noqa: ANN001
        sep = "."
        if fn.type == "member_expression":
            obj, prop = fn.child_by_field_name("object"), fn.child_by_field_name("property")
            if prop is None:
                return None
            p = _text(prop)
            if obj is not None:
                if obj.type == "this":
                    cls = self.enclosing_class(call)
                    if cls:
                        return self.class_path(call.start_point[0] + 1, cls) + sep + p, None
                if obj.type == "identifier":
                    o = _text(obj)
                    if o in self.imports:
                        mod, _orig = self.imports[o]
                        return f"{mod}::{p}", self.module_hint(mod)
                    if o in self.ctors:
                        return f"{self.ctors[o]}{sep}{p}", None
            return p, None
        return None

    def _require(self, call) -> bool:  # noqa: ANN001
        """const x = require('./y') / const {a, b} = require('./y'): an import (CommonJS)."""
        fn = call.child_by_field_name("function")
        args = call.child_by_field_name("arguments")
        if fn is None or fn.type != "identifier" or _text(fn) != "require" or args is None \
                or len(args.named_children) != 1 or args.named_children[0].type != "string":
            return False
        mod = _text(args.named_children[0]).strip("'\"`")
        line = call.start_point[0] + 1
        decl = call.parent
        name = decl.child_by_field_name("name") if decl is not None and decl.type == "variable_declarator" else None
        if name is not None and name.type == "object_pattern":
            for prop in name.named_children:
                key = prop.child_by_field_name("key") if prop.type == "pair_pattern" else prop
                local = prop.child_by_field_name("value") if prop.type == "pair_pattern" else prop
                if key is None or local is None or key.type not in ("property_identifier",
                                                                    "shorthand_property_identifier_pattern"):
                    continue
                self.imports[_text(local)] = (mod, _text(key))
                self.edges.append(Edge("", f"{mod}::{_text(key)}", "imports", line, self.module_hint(mod)))
            return True
        if name is not None and name.type == "identifier":
            self.imports[_text(name)] = (mod, "*")
        self.edges.append(Edge("", f"{mod}::*", "imports", line, self.module_hint(mod)))
        return True

    def take_import_calls(self, calls: list) -> list:
        # CommonJS imports first: a call through them may come before them in the tree's order
        return [n for n in calls if not self._require(n)]
