"""Source files -> code pages: tree-sitter symbols, chunks and by-name edges (spec 8.1, 8.2).

Python only parses: it finds the symbols (functions, methods, classes, types, ...), makes one chunk per
symbol (small top-level neighbours merged into one chunk), and lists the calls, imports and references
each symbol makes, by target name. brain.put_code_page stores them and resolves the names to chunks in
SQL. tree-sitter and its grammar wheels are imported only when a source file is parsed.

Where we differ from gbrain on purpose (docs/code.md): edges from symbols merged into a shared chunk are
kept (gbrain drops them), and a receiver resolved from ``self``/``this`` is written with the language's
own separator (``Foo.go``, as the chunk is named; gbrain writes ``Foo::go``).
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from functools import cache

CHUNKER_VERSION = 1          # part of the page's frontmatter: a new version re-writes every code page
TARGET_TOKENS = 300          # a chunk's target size (spec 8.1)
MERGE_BELOW_TOKENS = 45      # consecutive top-level symbols below 15 % of the target share one chunk
SPLIT_TOKENS = 1000          # a symbol above this is split into parts of at most this size, at line ends (spec 8.1)
MAX_CODE_BYTES = 2 * 1024 * 1024

# extension -> language (spec 8.1 detectCodeLanguage); only PARSED languages are imported as code pages
_EXT_LANG = {
    ".tsx": "tsx", ".ts": "typescript", ".mts": "typescript", ".cts": "typescript",
    ".js": "javascript", ".jsx": "javascript", ".mjs": "javascript", ".cjs": "javascript",
    ".py": "python", ".rb": "ruby", ".go": "go", ".rs": "rust", ".java": "java", ".cs": "c_sharp",
    ".cpp": "cpp", ".cc": "cpp", ".cxx": "cpp", ".hpp": "cpp", ".hxx": "cpp", ".hh": "cpp", ".c": "c", ".h": "c",
    ".php": "php", ".swift": "swift", ".kt": "kotlin", ".kts": "kotlin", ".scala": "scala", ".sc": "scala",
    ".lua": "lua", ".ex": "elixir", ".exs": "elixir", ".elm": "elm", ".ml": "ocaml", ".mli": "ocaml",
    ".dart": "dart", ".zig": "zig", ".sol": "solidity", ".sh": "bash", ".bash": "bash", ".css": "css",
    ".html": "html", ".htm": "html", ".astro": "html", ".svelte": "html", ".vue": "vue", ".json": "json",
    ".yaml": "yaml", ".yml": "yaml", ".toml": "toml", ".sql": "sql",
}
PARSED = ("python", "typescript", "tsx", "javascript", "go", "rust")
_DISPLAY = {"python": "Python", "typescript": "TypeScript", "tsx": "TSX", "javascript": "JavaScript", "go": "Go",
            "rust": "Rust", "ruby": "Ruby", "c_sharp": "C#", "kotlin": "Kotlin"}


class CodeParseError(ValueError):
    """A source file that cannot be read or parsed: the import records it and goes on."""

    def __init__(self, message: str, path: str | None = None):
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path


def detect_language(path: str) -> str | None:
    """The language of a file by its extension (case-insensitive), or None."""
    return _EXT_LANG.get(os.path.splitext(path)[1].lower())


def is_source_file(path: str) -> bool:
    """A file pgbrain imports as a code page (a language it can parse)."""
    return detect_language(path) in PARSED


def code_slug(path: str) -> str:
    """A code page's flat slug (spec 3.3): src/core/chunkers/code.ts -> src-core-chunkers-code-ts; a u in front
    of one that would start with _ . or - (a slug starts with a letter or digit)."""
    from .slugs import slugify_code_path

    # a slug starts with a letter or digit (brain._check_slug): _core/umath.py -> u_core-umath-py (stripping the
    # _ would collide with core/umath.py, which numpy also has)
    slug = slugify_code_path(path)
    return "u" + slug if slug and not slug[0].isalnum() else slug


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


# ---- tree-sitter ---------------------------------------------------------------------------------
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


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


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


_TS_LIKE = ("typescript", "tsx", "javascript")

# top-level node types that are symbols, per language
_TOP = {
    "python": {"function_definition", "class_definition", "decorated_definition", "import_statement",
               "import_from_statement", "expression_statement"},
    "ts": {"function_declaration", "generator_function_declaration", "class_declaration",
           "abstract_class_declaration", "interface_declaration", "type_alias_declaration", "enum_declaration",
           "lexical_declaration", "variable_declaration", "export_statement", "module", "internal_module"},
    "go": {"function_declaration", "method_declaration", "type_declaration", "const_declaration",
           "var_declaration", "import_declaration"},
    "rust": {"function_item", "impl_item", "struct_item", "enum_item", "trait_item", "mod_item", "type_item",
             "const_item", "static_item", "union_item", "macro_definition", "use_declaration"},
}
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


def _stype(node_type: str) -> str:
    return _SYMBOL_TYPE.get(node_type, node_type.replace("_", " "))


class _Extractor:
    def __init__(self, path: str, language: str, source: bytes):
        self.path = path
        self.language = language
        self.family = "ts" if language in _TS_LIKE else language
        self.source = source
        self.symbols: list[Symbol] = []     # every symbol, in file order (containers before members)
        self.edges: list[Edge] = []
        self.imports: dict[str, tuple[str, str]] = {}   # local name -> (module, imported name)
        self.ctors: dict[str, str] = {}                 # variable -> class (x = new X())
        self._hints: dict[str, str] = {}

    # ---- symbols ----
    def name_of(self, node) -> str | None:  # noqa: ANN001
        lang = self.family
        n = node.child_by_field_name("name")
        if lang == "python":
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
        if lang == "ts":
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
        if lang == "go":
            if node.type == "import_declaration":
                paths = [_text(p).strip('"`') for p in self._descend(node, ("interpreted_string_literal",))]
                return ", ".join(paths)[:200] or None
            if node.type in ("type_declaration", "const_declaration", "var_declaration"):
                spec = next((c for c in node.named_children if c.type.endswith("_spec")), None)
                nm = spec.child_by_field_name("name") if spec is not None else None
                if nm is None and spec is not None:
                    nm = next((c for c in spec.named_children if c.type == "identifier"), None)
                return _text(nm) if nm is not None else None
        if lang == "rust" and node.type == "use_declaration":
            arg = node.child_by_field_name("argument")
            return re.sub(r"\s+", "", _text(arg))[:200] if arg is not None else None
        if lang == "rust" and node.type == "impl_item":
            t = node.child_by_field_name("type")
            if t is None:
                return None
            base = t.child_by_field_name("type") if t.type == "generic_type" else t
            return _text(base if base is not None else t)
        return _text(n) if n is not None else None

    def doc_of(self, node) -> str | None:  # noqa: ANN001
        if self.family == "python":
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
        fam = self.family
        target = node
        if fam == "python" and node.type == "decorated_definition":
            target = node.child_by_field_name("definition")
        if fam == "ts" and node.type == "export_statement":
            target = node.child_by_field_name("declaration")
        if target is None:
            return []
        if fam == "python" and target.type == "class_definition":
            body = target.child_by_field_name("body")
            return [c for c in (body.named_children if body else [])
                    if c.type in ("function_definition", "class_definition", "decorated_definition")]
        if fam == "ts" and target.type in ("class_declaration", "abstract_class_declaration"):
            body = target.child_by_field_name("body")
            return [c for c in (body.named_children if body else [])
                    if c.type in ("method_definition", "abstract_method_signature", "public_field_definition")]
        if fam == "rust" and target.type in ("impl_item", "trait_item", "mod_item"):
            body = target.child_by_field_name("body")
            return [c for c in (body.named_children if body else [])
                    if c.type in _TOP["rust"] or c.type == "function_signature_item"]
        return []

    def member_type(self, node) -> str:  # noqa: ANN001
        if self.family == "python":
            inner = node.child_by_field_name("definition") if node.type == "decorated_definition" else node
            return "method" if inner is not None and inner.type == "function_definition" else "class"
        return _stype(node.type)

    def add_symbol(self, node, parents: list[str], top: bool) -> Symbol | None:  # noqa: ANN001
        name = self.name_of(node)
        if not name:
            return None
        stype = self.member_type(node) if parents else _stype(node.type)
        if self.family == "ts" and node.type in ("lexical_declaration", "variable_declaration") \
                and _required_module(node):
            stype = "import"
        if self.family == "python" and node.type == "decorated_definition" and not parents:
            inner = node.child_by_field_name("definition")
            stype = _stype(inner.type) if inner is not None else stype
        if self.family == "go" and node.type == "method_declaration":
            recv = node.child_by_field_name("receiver")
            rtype = re.findall(r"[A-Za-z_]\w*", _text(recv)) if recv is not None else []
            if rtype:
                parents = [rtype[-1]]
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

    def walk_top(self, root) -> list:  # noqa: ANN001
        tops = []
        for node in root.named_children:
            if node.type in _TOP[self.family]:
                sym = self.add_symbol(node, [], top=True)
                if sym is not None:
                    tops.append((sym, node))
            elif self.family == "python" and node.type in ("if_statement", "try_statement", "with_statement"):
                # definitions under `if TYPE_CHECKING:`, `try: ... except ImportError:`: top-level symbols too
                for inner in self._descend(node, ("function_definition", "class_definition", "decorated_definition")):
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
        if self.family == "python":
            dots = len(module) - len(module.lstrip("."))
            rest = module[dots:].replace(".", "/")
            if dots:
                base = here
                for _ in range(dots - 1):
                    base = os.path.dirname(base)
                return os.path.normpath(os.path.join(base, rest)) if rest else base
            return rest
        if module.startswith("."):
            return os.path.normpath(os.path.join(here, module))
        return module

    def collect_imports(self, nodes) -> None:  # noqa: ANN001
        fam = self.family
        for node in sorted(nodes, key=lambda n: n.start_byte):
            line = node.start_point[0] + 1
            if fam == "python" and node.type == "import_statement":
                for c in node.named_children:
                    mod = _text(c.child_by_field_name("name") or c) if c.type == "aliased_import" else _text(c)
                    alias = c.child_by_field_name("alias") if c.type == "aliased_import" else None
                    self.imports[_text(alias) if alias is not None else mod.split(".")[0]] = (mod, "*")
                    self.edges.append(Edge("", f"{mod}::*", "imports", line, self.module_hint(mod)))
            elif fam == "python" and node.type == "import_from_statement":
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
            elif fam == "ts" and node.type == "import_statement":
                src = node.child_by_field_name("source")
                if src is None:
                    continue
                mod = _text(src).strip("'\"`")
                clause = next((c for c in node.named_children if c.type == "import_clause"), None)
                if clause is None:
                    self.edges.append(Edge("", f"{mod}::*", "imports", line, self.module_hint(mod)))
                    continue
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
            elif fam == "go" and node.type == "import_declaration":
                for spec in self._descend(node, ("import_spec",)):
                    p = spec.child_by_field_name("path")
                    if p is None:
                        continue
                    mod = _text(p).strip('"`')
                    alias = spec.child_by_field_name("name")
                    self.imports[_text(alias) if alias is not None else mod.rsplit("/", 1)[-1]] = (mod, "*")
                    self.edges.append(Edge("", f"{mod}::*", "imports", line, mod.rsplit("/", 1)[-1]))
            elif fam == "rust" and node.type == "use_declaration":
                arg = node.child_by_field_name("argument")
                if arg is not None:
                    self.edges.append(Edge("", _text(arg).replace(" ", "").replace("\n", ""), "imports", line))

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
        fam = self.family
        fn = call.child_by_field_name("function")
        if fn is None:
            fn = call.child_by_field_name("macro")
        if fn is None:
            return None
        sep = "::" if fam == "rust" else "."
        if fn.type in ("identifier", "field_identifier"):
            name = _text(fn)
            if name in self.imports:
                mod, orig = self.imports[name]
                if orig not in ("*", "default"):
                    return name if orig == name else orig, self.module_hint(mod)
            return name, None
        if fam == "python" and fn.type == "attribute":
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
        if fam == "ts" and fn.type == "member_expression":
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
        if fam == "go" and fn.type == "selector_expression":
            field_ = fn.child_by_field_name("field")
            if field_ is None:
                return None
            operand = fn.child_by_field_name("operand")
            if operand is not None and operand.type == "identifier" and _text(operand) in self.imports:
                # util.Helper() with util imported: a function of that package (its directory)
                return _text(field_), self.imports[_text(operand)][0].rsplit("/", 1)[-1]
            return _text(field_), None
        if fam == "rust":
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

    def collect_edges(self, caps: dict) -> None:
        fam = self.family
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
        if fam == "ts":   # CommonJS imports first: a call through them may come before them in the tree's order
            calls = [n for n in calls if not self._require(n)]
        for n in calls:
            target = self.call_target(n)
            if target is not None and target[0]:
                fn = n.child_by_field_name("function")
                member = fn is not None and fn.type in _MEMBER and target[1] is None and target[0].isidentifier()
                self.edges.append(Edge("", target[0], "calls", n.start_point[0] + 1, target[1],
                                       member and target[0] in _COMMON_METHODS, member))
        for n in caps.get("type", []):
            self.edges.append(Edge("", _text(n), "references", n.start_point[0] + 1))
        if fam == "python":
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


def _captures(language: str, root) -> dict:  # noqa: ANN001
    import tree_sitter as ts

    return ts.QueryCursor(_query(language)).captures(root)


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
    ex = _Extractor(path, language, source)
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


def read_code_file(path: str | os.PathLike, rel: str) -> tuple[str, str]:
    """(text, sha256 of the bytes) of a source file; CodeParseError when it is not UTF-8 or too large."""
    with open(path, "rb") as fh:
        data = fh.read(MAX_CODE_BYTES + 1)
    if len(data) > MAX_CODE_BYTES:
        raise CodeParseError(f"the file is larger than {MAX_CODE_BYTES} bytes", path=rel)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CodeParseError(f"not UTF-8 (byte {exc.start})", path=rel) from exc
    if "\x00" in text:
        raise CodeParseError("the file holds NUL bytes (binary?)", path=rel)
    return text, hashlib.sha256(data).hexdigest()
