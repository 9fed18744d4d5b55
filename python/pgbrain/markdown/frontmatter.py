"""Reading a page's bytes and its YAML frontmatter: file reading and decoding (UTF-8, BOM, CRLF), the
check for characters PostgreSQL cannot store, :class:`ParseError`, and ``split_frontmatter`` with its
guarded YAML loader (anchor/alias and value budgets, string keys, checked timestamps)."""

from __future__ import annotations

import datetime as _dt
import math
import os
import re

import yaml

MAX_FILE_BYTES = 5 * 1024 * 1024
MAX_FRONTMATTER_BYTES = 256 * 1024
MAX_YAML_ALIASES = 100
MAX_YAML_VALUES = 100_000  # values visited after alias expansion (a second guard against alias bombs)


# --------------------------------------------------------------------------------------------------
# errors and file reading


class ParseError(Exception):
    """A page that cannot be parsed: ``str()`` reads ``people/alice.md:3: frontmatter is not valid YAML: ...``."""

    def __init__(self, message: str, *, path: str | os.PathLike | None = None, line: int | None = None,
                 sqlstate: str = "22023") -> None:
        self.message = message
        self.path = os.fspath(path) if path is not None else None
        self.line = line
        self.sqlstate = sqlstate   # 22021 for bytes or characters PostgreSQL cannot store, else 22023
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.path or ""
        if self.line is not None:
            where = f"{where}:{self.line}" if where else f"line {self.line}"
        return f"{where}: {self.message}" if where else self.message


def _normalise_text(text: str) -> str:
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n")


def read_page_file(path: str | os.PathLike, max_bytes: int = MAX_FILE_BYTES) -> str:
    """Read a markdown file as text: UTF-8, BOM stripped, CRLF turned into LF.

    Raises :class:`ParseError` for a file over ``max_bytes`` (checked before reading it all), a
    binary file (a NUL byte) and a file that is not UTF-8 (naming the byte offset and line).
    ``OSError`` (missing file, permission) propagates unchanged.
    """
    size = os.stat(path).st_size
    if size > max_bytes:
        raise ParseError(f"file is {size} bytes, over the {max_bytes}-byte limit", path=path)
    with open(path, "rb") as fh:
        data = fh.read(max_bytes + 1)
    if len(data) > max_bytes:  # grew while we looked
        raise ParseError(f"file is over the {max_bytes}-byte limit", path=path)
    return decode_page(data, path=path)


def decode_page(data: bytes, path: str | os.PathLike | None = None) -> str:
    """A page's bytes (a file, stdin) as text: UTF-8, BOM stripped, CRLF turned into LF; a NUL byte
    (binary data) or bytes that are not UTF-8 raise :class:`ParseError` (22021) naming the byte offset."""
    nul = data.find(b"\x00")
    if nul >= 0:
        raise ParseError(f"binary data (NUL byte at byte offset {nul}), not markdown",
                         path=path, line=data.count(b"\n", 0, nul) + 1, sqlstate="22021")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ParseError(f"not valid UTF-8 (byte 0x{data[exc.start]:02x} at byte offset {exc.start})",
                         path=path, line=data.count(b"\n", 0, exc.start) + 1, sqlstate="22021") from None
    return _normalise_text(text)


# characters PostgreSQL text cannot hold (NUL) and lone UTF-16 surrogates (not Unicode scalar values, so not
# encodable as UTF-8): an escape in JSON (\u0000, \ud800) or YAML ("\0") can produce them inside a str
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def check_text(text: str, what: str = "the page", path: str | os.PathLike | None = None) -> str:
    """text unchanged, or :class:`ParseError` (22021) naming the first NUL or lone surrogate (and its line
    when what is the page)."""
    bad = _UNSTORABLE.search(text)
    if bad is not None:
        kind = "a NUL character" if bad.group() == "\x00" else f"a lone surrogate U+{ord(bad.group()):04X}"
        raise ParseError(f"{what} contains {kind} (character offset {bad.start()}), which PostgreSQL cannot store",
                         path=path, line=text.count("\n", 0, bad.start()) + 1 if what == "the page" else None,
                         sqlstate="22021")
    return text


# --------------------------------------------------------------------------------------------------
# frontmatter


class _StringKeys:
    """Constructor mix-in: mapping keys become strings while the mapping is built."""

    def construct_mapping(self, node, deep=False):  # noqa: ANN001, ANN201
        # keys become strings while the mapping is built, so `1:` and `true:` (YAML 1.1 boolean)
        # stay two keys instead of colliding as Python's 1 == True
        if not isinstance(node, yaml.MappingNode):
            raise yaml.constructor.ConstructorError(
                None, None, f"expected a mapping node, but found {node.id}", node.start_mark)
        self.flatten_mapping(node)
        mapping = {}
        for key_node, value_node in node.value:
            key = self.construct_object(key_node, deep=True)
            try:
                mapping[_jsonable_key(key)] = self.construct_object(value_node, deep=deep)
            except _BadTimestamp as exc:
                # (named by its key: `when: 2024-02-30` is the field "when")
                raise _BadTimestamp(exc.value, exc.reason, exc.mark, exc.key or _jsonable_key(key)) from None
        return mapping


class _BadTimestamp(Exception):
    """A YAML timestamp that names no date or time (2024-02-30, 0000-01-01, 25:00:00)."""

    def __init__(self, value: str, reason: str, mark, key: str | None = None) -> None:  # noqa: ANN001
        super().__init__(value)
        self.value, self.reason, self.mark, self.key = value, reason, mark, key


def _checked_timestamp(loader, node):  # noqa: ANN001, ANN202
    # PyYAML's constructor raises a bare ValueError (a traceback) for a timestamp that matches the YAML pattern
    # but names no real date or time
    try:
        return yaml.SafeLoader.construct_yaml_timestamp(loader, node)
    except (ValueError, OverflowError) as exc:
        raise _BadTimestamp(str(node.value), str(exc), node.start_mark) from None


class _GuardedLoader(_StringKeys, yaml.SafeLoader):
    """SafeLoader that counts anchors and aliases while composing, refusing alias bombs early."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.anchor_uses = 0

    def compose_node(self, parent, index):  # noqa: ANN001 - PyYAML's signature
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            self.anchor_uses += 1
            if self.anchor_uses > MAX_YAML_ALIASES:
                raise _AliasBomb(event.start_mark)
        return super().compose_node(parent, index)


_GuardedLoader.add_constructor("tag:yaml.org,2002:timestamp", _checked_timestamp)

_MISSING = object()

# libyaml's parser (when PyYAML was built with it) for frontmatter that cannot hold an anchor or an
# alias (no '&' and no '*' anywhere): same results, several times faster
_FastLoader = type("_FastLoader", (_StringKeys, yaml.CSafeLoader), {}) if hasattr(yaml, "CSafeLoader") else None
if _FastLoader is not None:
    _FastLoader.add_constructor("tag:yaml.org,2002:timestamp", _checked_timestamp)


class _AliasBomb(Exception):
    def __init__(self, mark) -> None:  # noqa: ANN001
        super().__init__()
        self.mark = mark


class _TooManyValues(Exception):
    pass


def _jsonable_key(key) -> str:  # noqa: ANN001
    if isinstance(key, str):
        return key
    if isinstance(key, bool):
        return "true" if key else "false"
    if key is None:
        return "null"
    if isinstance(key, (_dt.date, _dt.datetime)):
        return key.isoformat()
    return str(key)


def _jsonable(value, budget: list[int]):  # noqa: ANN001, ANN202
    budget[0] -= 1
    if budget[0] < 0:
        raise _TooManyValues
    if isinstance(value, dict):
        return {check_text(_jsonable_key(k), "a frontmatter key"): _jsonable(v, budget) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v, budget) for v in value]
    if isinstance(value, (set, frozenset)):
        return [_jsonable(v, budget) for v in sorted(value, key=repr)]
    if isinstance(value, (_dt.datetime, _dt.date)):
        return value.isoformat()
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)  # jsonb has no NaN / Infinity
    if isinstance(value, str):
        return check_text(value, "a frontmatter value")
    if isinstance(value, bytes):
        import base64

        return base64.b64encode(value).decode("ascii")
    return value


def split_frontmatter(text: str, path: str | os.PathLike | None = None) -> tuple[dict, str, int]:
    """Split ``---`` YAML frontmatter from the body: ``(frontmatter, body, body_start_line)``.

    The frontmatter is the YAML between a first line ``---`` and the next ``---`` line, loaded
    with ``yaml.safe_load`` semantics and made JSON-serialisable (dates and datetimes as ISO
    strings, non-string keys as strings, NaN/Infinity as strings). ``body_start_line`` is the
    1-based line of the file where the body starts. A page without frontmatter gives ``({}, text, 1)``.

    Raises :class:`ParseError` (with the file line) for malformed YAML, an unclosed block,
    frontmatter that is not a mapping, over 256 KiB, with more than 100 anchors/aliases or
    expanding to more than 100,000 values, or nested too deeply.
    """
    text = _normalise_text(text)
    lines = text.split("\n")
    if not lines or lines[0].rstrip() != "---":
        return {}, text, 1
    close = next((i for i in range(1, len(lines)) if lines[i].rstrip() == "---"), None)
    if close is None:
        raise ParseError("frontmatter starts with '---' but has no closing '---' line", path=path, line=1)
    yaml_text = "\n".join(lines[1:close])
    body = "\n".join(lines[close + 1:])
    body_start = close + 2
    size = len(yaml_text.encode("utf-8"))
    if size > MAX_FRONTMATTER_BYTES:
        raise ParseError(f"frontmatter is {size} bytes, over the {MAX_FRONTMATTER_BYTES}-byte limit",
                         path=path, line=1)
    data = _MISSING
    if _FastLoader is not None and "&" not in yaml_text and "*" not in yaml_text:
        fast = _FastLoader(yaml_text)
        try:
            data = fast.get_single_data()
        except (yaml.YAMLError, RecursionError, _BadTimestamp):
            data = _MISSING   # parse again below: the pure-Python parser's messages are the ones we report
        finally:
            fast.dispose()
    loader = _GuardedLoader(yaml_text)
    try:
        if data is _MISSING:
            data = loader.get_single_data()
    except _AliasBomb as exc:
        raise ParseError(f"frontmatter uses more than {MAX_YAML_ALIASES} YAML anchors/aliases (alias bomb?)",
                         path=path, line=exc.mark.line + 2) from None
    except _BadTimestamp as exc:
        field = f"field {exc.key!r}: " if exc.key else ""
        raise ParseError(f"frontmatter {field}{exc.value!r} is no date or time ({exc.reason}); quote it to keep it "
                         "as text", path=path, line=exc.mark.line + 2, sqlstate="22008") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        message = f"{context}: {problem}" if context and problem else problem
        raise ParseError(f"frontmatter is not valid YAML: {message}", path=path,
                         line=(mark.line + 2) if mark is not None else 1) from None
    except RecursionError:
        raise ParseError("frontmatter is nested too deeply", path=path, line=1) from None
    finally:
        loader.dispose()
    if data is None:
        return {}, body, body_start
    if not isinstance(data, dict):
        kind = "a list" if isinstance(data, list) else f"a single {type(data).__name__} value"
        raise ParseError(f"frontmatter must be a mapping of keys to values, not {kind}", path=path, line=2)
    try:
        data = _jsonable(data, [MAX_YAML_VALUES])
    except _TooManyValues:
        raise ParseError(f"frontmatter expands to more than {MAX_YAML_VALUES} values (alias bomb?)",
                         path=path, line=1) from None
    except RecursionError:
        raise ParseError("frontmatter is nested too deeply", path=path, line=1) from None
    return data, body, body_start
