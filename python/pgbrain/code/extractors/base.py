"""What every language family's extractor shares: the walk over the top-level nodes (symbols and their
members), the import and edge collection from the tree-sitter captures, and the defaults of the hooks a
family overrides where its language differs (name_of, doc_of, members_of, member_type, refine_symbol,
nested_tops, _module_hint, collect_import, member_call_target, take_import_calls, collect_family_edges)."""

from __future__ import annotations

import os
import re

from ..model import Edge, Symbol, qualified_name
from ..treesitter import _text

_SYMBOL_TYPE = {
    "function_definition": "function", "function_declaration": "function", "function_item": "function",
    "generator_function_declaration": "function", "class_definition": "class", "class_declaration": "class",
    "abstract_class_declaration": "class", "import_statement": "import", "import_from_statement": "import",
    "expression_statement": "assignment", "method_declaration": "method", "function_signature_item": "function",
    "import_declaration": "import", "use_declaration": "use",
}


# method names of the languages' own strings, lists, maps, ...: a call x.count() on an unknown receiver is far
# more likely one of these than the one function of that name in the code base
_COMMON_METHODS = frozenset(
    {n for t in (str, bytes, list, dict, set, tuple, int, float) for n in dir(t) if not n.startswith("_")}
    | {"push", "pop", "shift", "unshift", "map", "filter", "reduce", "forEach", "find", "some", "every", "includes",
       "indexOf", "join", "split", "slice", "splice", "concat", "keys", "values", "entries", "get", "set", "has",
       "delete", "add", "then", "catch", "finally", "toString", "trim", "replace", "match", "test", "apply", "call",
       "bind", "log", "error", "warn", "info", "debug", "write", "read", "close", "open", "send", "emit", "on",
       "unwrap", "expect", "clone", "iter", "collect", "into", "len", "as_str", "to_string", "ok", "is_empty",
       "String", "Error", "Errorf", "Printf", "Println", "Sprintf", "Lock", "Unlock"})
_MEMBER = ("attribute", "member_expression", "selector_expression", "field_expression")


def _stype(node_type: str) -> str:
    return _SYMBOL_TYPE.get(node_type, node_type.replace("_", " "))


class Extractor:
    """Symbols and by-name edges of one parsed file. A subclass per language family sets TOP and overrides
    the hooks; the defaults here are those of the brace languages (comments above a node are its doc)."""

    TOP: set[str] = set()   # top-level node types that are symbols

    def __init__(self, path: str, language: str, source: bytes):
        self.path = path
        self.language = language
        self.source = source
        self.symbols: list[Symbol] = []     # every symbol, in file order (containers before members)
        self.edges: list[Edge] = []
        self.imports: dict[str, tuple[str, str]] = {}   # local name -> (module, imported name)
        self.ctors: dict[str, str] = {}                 # variable -> class (x = new X())
        self._hints: dict[str, str] = {}

    # ---- symbols ----
    def name_of(self, node) -> str | None:  # noqa: ANN001
        n = node.child_by_field_name("name")
        return _text(n) if n is not None else None

    def doc_of(self, node) -> str | None:  # noqa: ANN001
        lines = []
        prev = node.prev_sibling
        end = node.start_point[0]
        while prev is not None and prev.type in ("comment", "line_comment", "block_comment") \
                and prev.end_point[0] >= end - 1:
            lines.insert(0, _text(prev))
            end = prev.start_point[0]
            prev = prev.prev_sibling
        if not lines:
            return None
        doc = "\n".join(re.sub(r"^\s*(/\*\*?|\*/|\*|///?|//!)\s?", "", ln).rstrip("*/ ").rstrip()
                        for block in lines for ln in block.splitlines())
        return doc.strip() or None

    def members_of(self, node):  # noqa: ANN001, ANN202
        """(member nodes, container kind) of a class / impl / trait / mod / interface, else ([], None)."""
        return []

    def member_type(self, node) -> str:  # noqa: ANN001
        return _stype(node.type)

    def refine_symbol(self, node, stype: str, parents: list[str]) -> tuple[str, list[str]]:  # noqa: ANN001
        """The symbol type and parents of a node where its family knows better than the node type."""
        return stype, parents

    def add_symbol(self, node, parents: list[str], top: bool) -> Symbol | None:  # noqa: ANN001
        name = self.name_of(node)
        if not name:
            return None
        stype = self.member_type(node) if parents else _stype(node.type)
        stype, parents = self.refine_symbol(node, stype, parents)
        sym = Symbol(name=name, qualified=qualified_name(self.language, name, stype, parents), type=stype,
                     parents=parents, start_line=node.start_point[0] + 1, end_line=node.end_point[0] + 1,
                     doc=self.doc_of(node), text=_text(node), top=top)
        self.symbols.append(sym)
        members = self.members_of(node)
        for m in members:
            child = self.add_symbol(m, [*parents, name], top=False)
            if child is not None:
                sym.members.append(child)
        return sym

    def nested_tops(self, node):  # noqa: ANN001, ANN202
        """Definitions inside a top-level node that is no symbol which are top-level symbols all the same."""
        return ()

    def walk_top(self, root) -> list:  # noqa: ANN001
        tops = []
        for node in root.named_children:
            if node.type in self.TOP:
                sym = self.add_symbol(node, [], top=True)
                if sym is not None:
                    tops.append((sym, node))
            else:
                for inner in self.nested_tops(node):
                    sym = self.add_symbol(inner, [], top=True)
                    if sym is not None:
                        tops.append((sym, inner))
        return tops

    # ---- edges ----
    def module_hint(self, module: str) -> str:
        """A path-like hint for an imported module, relative modules resolved against this file."""
        hint = self._hints.get(module)
        if hint is None:
            hint = self._hints[module] = self._module_hint(module)
        return hint

    def _module_hint(self, module: str) -> str:
        here = os.path.dirname(self.path)
        if module.startswith("."):
            return os.path.normpath(os.path.join(here, module))
        return module

    def collect_imports(self, nodes) -> None:  # noqa: ANN001
        for node in sorted(nodes, key=lambda n: n.start_byte):
            line = node.start_point[0] + 1
            self.collect_import(node, line)

    def collect_import(self, node, line: int) -> None:  # noqa: ANN001
        """The imports and import edges of one import node (found by the query's @import)."""

    @staticmethod
    def _descend(root, types: tuple[str, ...]):  # noqa: ANN001, ANN205
        stack = [root]
        while stack:
            n = stack.pop()
            if n.type in types:
                yield n
                continue
            stack.extend(reversed(n.named_children))

    def enclosing_class(self, node) -> str | None:  # noqa: ANN001
        n = node.parent
        steps = 0
        while n is not None and steps < 64:
            if n.type in ("class_definition", "class_declaration", "abstract_class_declaration"):
                nm = n.child_by_field_name("name")
                return _text(nm) if nm is not None else None
            n = n.parent
            steps += 1
        return None

    def class_path(self, line: int, cls: str) -> str:
        """The qualified name of class cls around a line (Outer.Inner when nested)."""
        best = None
        for s in self.symbols:
            if s.name == cls and s.type in ("class",) and s.start_line <= line <= s.end_line:
                best = s
        return best.qualified if best is not None else cls

    def call_target(self, call) -> tuple[str, str | None] | None:  # noqa: ANN001
        fn = call.child_by_field_name("function")
        if fn is None:
            fn = call.child_by_field_name("macro")
        if fn is None:
            return None
        if fn.type in ("identifier", "field_identifier"):
            name = _text(fn)
            if name in self.imports:
                mod, orig = self.imports[name]
                if orig not in ("*", "default"):
                    return name if orig == name else orig, self.module_hint(mod)
            return name, None
        return self.member_call_target(call, fn)

    def member_call_target(self, call, fn) -> tuple[str, str | None] | None:  # noqa: ANN001
        """(target, module hint) of a call whose function is not a plain name (x.f(), a::b(), ...), or None."""
        return None

    def take_import_calls(self, calls: list) -> list:
        """The calls that are not imports, those that are (CommonJS require) recorded as imports."""
        return calls

    def collect_edges(self, caps: dict) -> None:
        for decl in caps.get("var", []):
            v = decl.child_by_field_name("value")
            nm = decl.child_by_field_name("name")
            if v is not None and nm is not None and v.type == "new_expression":
                ctor = v.child_by_field_name("constructor")
                if ctor is not None:
                    self.ctors[_text(nm)] = _text(ctor)
        for n in caps.get("new", []):
            ctor = n.child_by_field_name("constructor")
            if ctor is not None and ctor.type == "identifier":
                self.edges.append(Edge("", _text(ctor), "calls", n.start_point[0] + 1))
        calls = sorted(caps.get("call", []), key=lambda n: n.start_byte)
        calls = self.take_import_calls(calls)
        for n in calls:
            target = self.call_target(n)
            if target is not None and target[0]:
                fn = n.child_by_field_name("function")
                member = fn is not None and fn.type in _MEMBER and target[1] is None and target[0].isidentifier()
                self.edges.append(Edge("", target[0], "calls", n.start_point[0] + 1, target[1],
                                       member and target[0] in _COMMON_METHODS, member))
        for n in caps.get("type", []):
            self.edges.append(Edge("", _text(n), "references", n.start_point[0] + 1))
        self.collect_family_edges(caps)

    def collect_family_edges(self, caps: dict) -> None:
        """Edges only one family's captures give (Python: the bases of a class)."""
