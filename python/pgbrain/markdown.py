"""Markdown pages: reading files, YAML frontmatter, title, body split, code masking, link candidates,
timeline entries, takes and facts.

Python only parses here; everything that needs the database (resolving names to pages, typing
edges, reconciling them) happens in SQL. The behaviour follows gbrain-spec.md sections 1.2, 4.2-4.5
and 4.12 except for these deliberate divergences:

* **Tilde fences** (``~~~``) are masked as code like backtick fences (gbrain masks only backticks),
  and a fence that opens at the start of a line closes only at a fence line of the same character
  at least as long (CommonMark); mid-line triple backticks keep gbrain's "to the next ```" rule.
  Newlines inside masked code are kept, so line structure survives masking.
* **Bare slugs** in prose (``people/alice``) become candidates only when their first directory is
  one of the entity directories (gbrain accepts any directory and relies on missing pages being
  dropped; that makes ``on/off`` or ``and/or`` probes against the database).
* **Markdown-link and whitelisted-wikilink targets are slugified like file paths**
  (``[A](../people/Alice%20Chen.md)`` -> ``people/alice-chen``), because imported pages get the
  slug :func:`~pgbrain.slugs.path_to_slug` gives their file. gbrain keeps the literal text; the two
  agree on every target that already is a slug. ``./`` prefixes, ``#anchors`` and ``?queries`` on
  markdown links are understood, and ``^block`` suffixes on wikilinks are dropped.
* **Context** is the text around *this* occurrence of the reference (gbrain uses the first
  occurrence of the display name anywhere on the page, so an earlier plain mention moves the
  window): about 120 characters either side for non-CJK text, the sentence (bounded by ``。！？``
  or a newline, at most 240 characters) for Japanese/Chinese text, NFKC-normalised, whitespace
  collapsed; ``mention_start``/``mention_end`` locate the reference markup inside it.
* **Dedup** of candidates is per origin field (compiled_truth, timeline): the SQL side owns edges
  by origin field and merges what resolves to the same page.
* **Timeline lines** may also be written without bold and with ``:`` as separator
  (``- 2024-03-01: summary``), the form pgbrain's own docs use; gbrain requires ``**date**``.
"""

from __future__ import annotations

import bisect
import calendar
import datetime as _dt
import math
import os
import re
import unicodedata
import urllib.parse
from dataclasses import dataclass, field

import yaml

from .chunking import CJK_CLASS, chunk_page
from .slugs import SlugError, slugify_path, validate_page_slug

__all__ = [
    "DEFAULT_ENTITY_DIRS",
    "MAX_FILE_BYTES",
    "MAX_FRONTMATTER_BYTES",
    "MAX_YAML_ALIASES",
    "Candidate",
    "ParseError",
    "ParsedPage",
    "check_text",
    "decode_page",
    "extract_candidates",
    "extract_title",
    "mask_code",
    "parse_facts",
    "parse_page",
    "parse_takes",
    "parse_timeline",
    "read_page_file",
    "split_body",
    "split_frontmatter",
    "unwrap_wikilink",
]

MAX_FILE_BYTES = 5 * 1024 * 1024
MAX_FRONTMATTER_BYTES = 256 * 1024
MAX_YAML_ALIASES = 100
MAX_YAML_VALUES = 100_000  # values visited after alias expansion (a second guard against alias bombs)

DEFAULT_ENTITY_DIRS: tuple[str, ...] = (
    "people", "companies", "meetings", "concepts", "deal", "deals", "civic", "project", "projects",
    "source", "sources", "media", "yc", "tech", "finance", "personal", "entities", "reference", "funds",
    "organizations", "places", "events",
)

CONTEXT_RADIUS = 120       # non-CJK: characters either side of the reference
CJK_CONTEXT_MAX = 240      # CJK: sentence, capped at this many characters


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


# used with .match(text, pos): no "^", which would only match at the very start of text
_FENCE_OPEN = re.compile(r" {0,3}(`{3,}|~{3,})")


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


# --------------------------------------------------------------------------------------------------
# code masking, fences


def _fence_close_re(fence: str) -> re.Pattern[str]:
    return re.compile(rf" {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")


def mask_code(text: str) -> str:
    """Replace code by spaces of the same length, so offsets into the result are offsets into ``text``.

    Masked: fenced blocks opened at the start of a line by three or more backticks *or tildes*
    (to the matching closing fence, or to the end of the text when unclosed); a triple backtick in
    the middle of a line (to the next triple backtick); inline code spans of one or two backticks
    (to the next run of the same length on the same line; an unmatched run is left as it is).
    Newlines inside masked regions are kept. gbrain masks only backtick fences (section 4.2); the
    tilde fences are a deliberate improvement.
    """
    out = list(text)
    n = len(text)

    def blank(a: int, b: int) -> None:
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    i = 0
    while i < n:
        at_line_start = i == 0 or text[i - 1] == "\n"
        if at_line_start:
            line_end = text.find("\n", i)
            line_end = n if line_end < 0 else line_end
            m = _FENCE_OPEN.match(text, i, line_end)
            if m:
                closer = _fence_close_re(m.group(1))
                pos = line_end + 1
                end = n
                while pos < n:
                    nl = text.find("\n", pos)
                    nl = n if nl < 0 else nl
                    if closer.match(text, pos, nl):
                        end = nl
                        break
                    pos = nl + 1
                blank(i, end)
                i = end
                continue
        ch = text[i]
        if ch != "`":
            # skip quickly to the next interesting character
            nxt_tick = text.find("`", i)
            nxt_nl = text.find("\n", i)
            candidates = [p for p in (nxt_tick, nxt_nl + 1 if nxt_nl >= 0 else -1) if p > i]
            i = min(candidates) if candidates else n
            continue
        run = i
        while run < n and text[run] == "`":
            run += 1
        width = run - i
        if width >= 3:
            close = text.find("```", run)
            end = n if close < 0 else close + 3
            blank(i, end)
            i = end
            continue
        line_end = text.find("\n", run)
        line_end = n if line_end < 0 else line_end
        close = re.compile(rf"(?<!`){'`' * width}(?!`)").search(text, run, line_end)
        if close:
            blank(i, close.end())
            i = close.end()
        else:
            i = run
    return "".join(out)


def _fenced_lines(lines: list[str]) -> list[bool]:
    """For each line: is it inside a fenced code block (fence lines included)?"""
    flags = []
    closer: re.Pattern[str] | None = None
    for line in lines:
        if closer is not None:
            flags.append(True)
            if closer.match(line):
                closer = None
            continue
        m = _FENCE_OPEN.match(line)
        if m:
            closer = _fence_close_re(m.group(1))
            flags.append(True)
        else:
            flags.append(False)
    return flags


# --------------------------------------------------------------------------------------------------
# body split, title

_TIMELINE_H2 = re.compile(r"^##[ \t]+(timeline|history)[ \t]*#*[ \t]*$", re.IGNORECASE)
_H2_OR_H1 = re.compile(r"^#{1,2}[ \t]+\S")
_DATED_BULLET = re.compile(r"^[-*+][ \t]+(\*\*)?(\d{4}[-/年]|\d{4}\b)")


def _trim_part(text: str) -> str:
    lines = text.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    return "\n".join(lines).rstrip()


def split_body(body: str) -> tuple[str, str]:
    """Split a page body into ``(compiled_truth, timeline)`` at the first timeline sentinel (spec 1.2).

    In order of precedence: a line ``<!-- timeline -->``; a line ``--- timeline ---``; a ``---``
    line whose next non-empty line is a ``## Timeline`` or ``## History`` heading, when there is
    content before it; else the first ``## Timeline``/``## History`` section (with content before
    it) made only of dated bullets, which alone moves to the timeline. A plain ``---`` rule is
    never a separator; lines inside code fences are never sentinels. Leading blank lines and
    trailing whitespace are trimmed from both parts.
    """
    lines = body.split("\n")
    fenced = _fenced_lines(lines)

    def cut(i: int, skip_sentinel: bool = True) -> tuple[str, str]:
        before = "\n".join(lines[:i])
        after = "\n".join(lines[i + 1 if skip_sentinel else i:])
        return _trim_part(before), _trim_part(after)

    for sentinel in ("<!-- timeline -->", "--- timeline ---"):
        for i, line in enumerate(lines):
            if not fenced[i] and line.strip().lower() == sentinel:
                return cut(i)
    for i, line in enumerate(lines):
        if fenced[i] or line.rstrip() != "---":
            continue
        nxt = next((j for j in range(i + 1, len(lines)) if lines[j].strip()), None)
        if nxt is not None and _TIMELINE_H2.match(lines[nxt].strip()) and "\n".join(lines[:i]).strip():
            return cut(i)
    for i, line in enumerate(lines):
        if fenced[i] or not _TIMELINE_H2.match(line.strip()) or not "\n".join(lines[:i]).strip():
            continue
        end = next((j for j in range(i + 1, len(lines)) if not fenced[j] and _H2_OR_H1.match(lines[j])), len(lines))
        section = lines[i + 1:end]
        dated = 0
        ok = True
        for k, sline in enumerate(section):
            if not sline.strip():
                continue
            if fenced[i + 1 + k]:
                ok = False
                break
            if _DATED_BULLET.match(sline):
                dated += 1
            elif not (sline[:1] in (" ", "\t") and dated):  # indented detail under a dated bullet is fine
                ok = False
                break
        if ok and dated:
            before, after = _trim_part("\n".join(lines[:i])), _trim_part("\n".join(lines[end:]))
            compiled = f"{before}\n\n{after}" if after else before
            return compiled, _trim_part("\n".join(lines[i:end]))
        break  # only the first timeline heading is considered
    return _trim_part(body), ""


_H1 = re.compile(r"^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$")


def extract_title(frontmatter: dict, body: str) -> str | None:
    """The page title: frontmatter ``title``, else the first ``# H1`` outside code fences, else None.

    None lets the SQL side derive a title from the slug.
    """
    title = frontmatter.get("title") if isinstance(frontmatter, dict) else None
    if isinstance(title, (int, float)) and not isinstance(title, bool):
        title = str(title)
    if isinstance(title, str) and title.strip():
        return title.strip()
    lines = body.split("\n")
    for line, fenced in zip(lines, _fenced_lines(lines), strict=True):
        if fenced:
            continue
        m = _H1.match(line)
        if m and m.group(1).strip():
            return m.group(1).strip()
    return None


# --------------------------------------------------------------------------------------------------
# link candidates


@dataclass
class Candidate:
    """A reference found in a page body, to be resolved and typed by the SQL side.

    ``target`` is a slug (lower-case, ``.md`` stripped, percent-decoded) except when
    ``needs_resolution`` is set: then it is the name or path exactly as written in a generic
    ``[[wikilink]]``. ``kind`` is ``markdown`` (``[x](path)``), ``wikilink`` or ``bare`` (a slug
    in prose). ``context`` is the text around this occurrence and ``context[mention_start:mention_end]``
    is the reference markup itself. ``name`` is the link label or wikilink display text (None for
    bare slugs); ``source_id`` is the source of a ``[[source:dir/slug]]`` link.
    """

    target: str
    kind: str
    context: str
    mention_start: int
    mention_end: int
    origin_field: str
    source_id: str | None = None
    name: str | None = None
    needs_resolution: bool = False

    def to_json(self) -> dict:
        # spelled out: dataclasses.asdict deep-copies every field and was a tenth of an import's parse time
        return {"target": self.target, "kind": self.kind, "context": self.context,
                "mention_start": self.mention_start, "mention_end": self.mention_end,
                "origin_field": self.origin_field, "source_id": self.source_id, "name": self.name,
                "needs_resolution": self.needs_resolution}


@dataclass
class _Ref:
    start: int
    end: int
    target: str
    kind: str
    name: str | None = None
    source_id: str | None = None
    needs_resolution: bool = False


_SOURCE_ID = r"[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?"
# label: anything without brackets, or with whole [[wikilinks]] inside (so "[see [[acme]]](...)" works)
_LABEL = r"\[((?:[^\[\]\n]|\[\[[^\[\]\n]*\]\])*)\]"
_MD_LINK = re.compile(_LABEL + r"\(((?:\./)?)((?:\.\./)*)([A-Za-z0-9][A-Za-z0-9_-]*/[^)\s]*)\)")
_SAME_DIR_LINK = re.compile(_LABEL + r"\(([^)/:#\s]+\.md)\)", re.IGNORECASE)
_WIKI_TAIL = r"(?P<path>[^\]|#\n\[]+?)(?P<anchor>#[^\]|\n\[]*)?(?:\|(?P<display>[^\]\n\[]*))?\]\]"
_GENERIC_WIKILINK = re.compile(r"\[\[" + _WIKI_TAIL)
_WIKILINK_SPAN = re.compile(r"\[\[[^\]\n]*\]\]")
_BARE_SLUG = re.compile(r"(?<![A-Za-z0-9_/(\[.-])([a-z0-9][a-z0-9_-]*)/([a-z0-9][a-z0-9/-]*[a-z0-9])(?![A-Za-z0-9_])")
_BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")


def _percent_decode(text: str) -> str:
    """Percent-decode; malformed escapes keep the raw text (like gbrain)."""
    if "%" not in text or _BAD_ESCAPE.search(text):
        return text
    try:
        return urllib.parse.unquote(text, errors="strict")
    except UnicodeDecodeError:
        return text


def _page_dir(slug: str) -> list[str]:
    return slug.split("/")[:-1] if "/" in slug else []


def _clean_wiki_path(path: str) -> str:
    path = path.strip().rstrip("\\").strip()
    path = path.split("^", 1)[0].strip()
    return re.sub(r"\.md$", "", path, flags=re.IGNORECASE)


def _dir_alternation(entity_dirs) -> str:  # noqa: ANN001
    dirs = sorted({d.strip("/").lower() for d in entity_dirs if d and d.strip("/")}, key=len, reverse=True)
    return "|".join(re.escape(d) for d in dirs) if dirs else r"(?!)"


def _blank_spans(text: str, spans) -> str:  # noqa: ANN001
    out = list(text)
    for a, b in spans:
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    return "".join(out)


def _find_refs(slug: str, text: str, entity_dirs) -> list[_Ref]:  # noqa: ANN001
    masked = mask_code(text)
    page_dir = _page_dir(slug)
    dirs = _dir_alternation(entity_dirs)
    refs: list[_Ref] = []

    # pass 1: markdown links with a directory in the target (any directory), relative or absolute
    link_spans = []
    for m in _MD_LINK.finditer(masked):
        label, dot, ups, rest = m.group(1), m.group(2), m.group(3), m.group(4)
        rest = re.split(r"[#?]", rest, maxsplit=1)[0]
        rest = _percent_decode(rest)
        up_levels = ups.count("../")
        if up_levels:
            keep = max(0, len(page_dir) - up_levels)
            path = "/".join([*page_dir[:keep], rest])
        elif dot:
            path = "/".join([*page_dir, rest])
        else:
            path = rest
        target = slugify_path(path)
        link_spans.append(m.span())
        if target:
            refs.append(_Ref(m.start(), m.end(), target, "markdown", name=label))
    # pass 1b: same-directory links [Name](File Name.md)
    for m in _SAME_DIR_LINK.finditer(masked):
        link_spans.append(m.span())
        target = slugify_path("/".join([*page_dir, _percent_decode(m.group(2))]))
        if target and target != slug:
            refs.append(_Ref(m.start(), m.end(), target, "markdown", name=m.group(1)))

    # pass 2a: source-qualified wikilinks into an entity directory
    qualified = re.compile(r"\[\[(?P<source>" + _SOURCE_ID + r"):(?=(?:" + dirs + r")/)" + _WIKI_TAIL, re.IGNORECASE)
    wiki_spans = []
    for m in qualified.finditer(masked):
        path = _clean_wiki_path(m.group("path"))
        target = slugify_path(path)
        if "://" in path or "/" not in target:
            continue
        wiki_spans.append(m.span())
        if target == slug:
            continue
        display = (m.group("display") or "").strip() or path
        refs.append(_Ref(m.start(), m.end(), target, "wikilink", name=display, source_id=m.group("source").lower()))
    text_2b = _blank_spans(masked, wiki_spans)
    # pass 2b: wikilinks into an entity directory
    whitelisted = re.compile(r"\[\[(?=(?:" + dirs + r")/)" + _WIKI_TAIL, re.IGNORECASE)
    for m in whitelisted.finditer(text_2b):
        path = _clean_wiki_path(m.group("path"))
        target = slugify_path(path)
        if "://" in path or "/" not in target:
            continue
        wiki_spans.append(m.span())
        if target == slug:
            continue
        display = (m.group("display") or "").strip() or path
        refs.append(_Ref(m.start(), m.end(), target, "wikilink", name=display))
    # pass 2c: any other [[wikilink]]: the SQL side resolves the name
    text_2c = _blank_spans(masked, link_spans + wiki_spans)
    for m in _GENERIC_WIKILINK.finditer(text_2c):
        path = _clean_wiki_path(m.group("path"))
        if not path or ":" in path:
            continue
        if slugify_path(path) == slug:
            continue
        display = (m.group("display") or "").strip() or path
        refs.append(_Ref(m.start(), m.end(), path, "wikilink", name=display, needs_resolution=True))
    # pass 3: bare slugs in prose, only under an entity directory
    allowed = {d.strip("/").lower() for d in entity_dirs}
    text_3 = _blank_spans(masked, link_spans + [m.span() for m in _WIKILINK_SPAN.finditer(masked)])
    for m in _BARE_SLUG.finditer(text_3):
        if m.group(1) not in allowed:
            continue
        target = m.group(0)
        if target != slug:
            refs.append(_Ref(m.start(), m.end(), target, "bare"))
    refs.sort(key=lambda r: r.start)
    return refs


_CJK_CHAR = re.compile(f"[{CJK_CLASS}]")
_SENTENCE_END = "。！？"
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


_WHITE_RUN = re.compile(r"\s+")


def _clean(text: str) -> str:
    if not text.isascii():   # (ASCII has no surrogates and is its own NFKC form: a context piece is mostly ASCII)
        text = unicodedata.normalize("NFKC", _LONE_SURROGATE.sub("\ufffd", text))
    return _WHITE_RUN.sub(" ", text)


def _trim_to_words(text: str, a: int, b: int, start: int, end: int) -> tuple[int, int]:
    """Move a window's cut edges off half words (never past the reference at [start, end))."""
    if a > 0 and not text[a - 1].isspace() and not text[a].isspace():
        space = next((k for k in range(a, start) if text[k].isspace()), None)
        if space is not None:
            a = space + 1
    if b < len(text) and not text[b].isspace() and not text[b - 1].isspace():
        space = next((k for k in range(b - 1, end - 1, -1) if text[k].isspace()), None)
        if space is not None:
            b = space
    return a, b


class _Sentences:
    """Where a text's sentences end and its CJK characters are, found once: the context of each reference is then
    a few binary searches (searching the text for each reference made a page of one long paragraph with thousands
    of references quadratic: 10,000 took 56 s)."""

    def __init__(self, text: str) -> None:
        self.n = len(text)
        self.ends = [m.start() for m in re.finditer(f"[{_SENTENCE_END}]", text)]
        self.newlines = [m.start() for m in re.finditer("\n", text)]
        self.cjk = [m.start() for m in _CJK_CHAR.finditer(text)]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The sentence around [start, end): from after the last end or newline before it, to after the next end
        (or to the next newline) after it."""
        i, j = bisect.bisect_left(self.ends, start), bisect.bisect_left(self.newlines, start)
        s_from = max(self.ends[i - 1] if i else -1, self.newlines[j - 1] if j else -1) + 1
        i, j = bisect.bisect_left(self.ends, end), bisect.bisect_left(self.newlines, end)
        s_to = min(self.ends[i] + 1 if i < len(self.ends) else self.n,
                   self.newlines[j] if j < len(self.newlines) else self.n)
        return s_from, s_to

    def has_cjk(self, a: int, b: int) -> bool:
        i = bisect.bisect_left(self.cjk, a)
        return i < len(self.cjk) and self.cjk[i] < b


def _context(text: str, start: int, end: int, sentences: _Sentences | None = None) -> tuple[str, int, int]:
    """Context of the reference at ``text[start:end]``: ``(context, mention_start, mention_end)``."""
    sentences = sentences or _Sentences(text)
    s_from, s_to = sentences.span(start, end)
    if sentences.has_cjk(s_from, start) or sentences.has_cjk(end, s_to):
        a, b = s_from, s_to
        room = CJK_CONTEXT_MAX - (end - start)
        if b - a > CJK_CONTEXT_MAX:
            if room <= 0:
                a, b = start, end
            else:
                left = min(start - a, max(room // 2, room - (b - end)))
                a = start - left
                b = min(b, end + (room - left))
    else:
        a = max(0, start - CONTEXT_RADIUS)
        b = min(len(text), end + CONTEXT_RADIUS)
        a, b = _trim_to_words(text, a, b, start, end)
    pre, mark, post = _clean(text[a:start]).lstrip(), _clean(text[start:end]), _clean(text[end:b]).rstrip()
    return pre + mark + post, len(pre), len(pre) + len(mark)


_CODE_REF_EXT = ("ts|tsx|mts|cts|js|jsx|mjs|cjs|py|rb|go|rs|java|cs|cpp|cc|hpp|c|h|php|swift|kt|scala|lua|ex|exs|"
                 "elm|ml|dart|zig|sol|sh|bash|css|html|astro|svelte|vue|json|yaml|yml|toml")
_CODE_REF = re.compile(
    r"(?<![\w./-])((?:src|lib|app|test|tests|scripts|docs|packages|internal|cmd|examples|python)"
    r"/[\w./-]*?\.(?:" + _CODE_REF_EXT + r"))(?::(\d+))?(?![\w-])")


def extract_code_refs(content: str) -> list[dict]:
    """Source files a page cites (spec 4.10): ``src/core/sync.ts`` or ``src/core/sync.ts:42`` under a
    known top directory (src, lib, app, test(s), scripts, docs, packages, internal, cmd, examples, and python,
    where this project keeps its code), with a code extension; one per path, the first line number kept.
    Read from the raw text: citations usually sit in `inline code`."""
    out: list[dict] = []
    seen: set[str] = set()
    for m in _CODE_REF.finditer(content):
        path = m.group(1)
        if path in seen:
            continue
        seen.add(path)
        ref: dict = {"path": path}
        if m.group(2):
            ref["line"] = int(m.group(2))
        out.append(ref)
    return out


def extract_candidates(slug: str, compiled_truth: str, timeline: str,
                       entity_dirs=DEFAULT_ENTITY_DIRS) -> list[Candidate]:  # noqa: ANN001
    """Link candidates of a page body, compiled_truth first, then timeline, each in text order.

    Passes (spec 4.3), each on code-masked text: markdown links ``[x](dir/y.md)`` (relative
    ``../`` resolved against the page's directory; any directory), same-directory links
    ``[x](File.md)``, source-qualified wikilinks ``[[src:dir/y|X]]`` and wikilinks ``[[dir/y]]``
    into an entity directory, any other ``[[Name]]`` (``needs_resolution``), and bare slugs
    ``dir/y`` in prose when ``dir`` is an entity directory. One candidate per (target, source,
    needs_resolution) and origin field: the first occurrence. Self references are dropped except
    from markdown links (gbrain keeps those). See the module docstring for the divergences.
    """
    out: list[Candidate] = []
    for origin, text in (("compiled_truth", compiled_truth), ("timeline", timeline)):
        if not text:
            continue
        seen: set[tuple] = set()
        sentences = _Sentences(text)
        for ref in _find_refs(slug, text, entity_dirs):
            key = (ref.target, ref.source_id, ref.needs_resolution)
            if key in seen:
                continue
            seen.add(key)
            context, m_start, m_end = _context(text, ref.start, ref.end, sentences)
            out.append(Candidate(target=ref.target, kind=ref.kind, context=context, mention_start=m_start,
                                 mention_end=m_end, origin_field=origin, source_id=ref.source_id,
                                 name=ref.name, needs_resolution=ref.needs_resolution))
        # cited source files: documents / documented_by edges to their code pages (resolved in SQL)
        for ref in extract_code_refs(text):
            where = f"{ref['path']}:{ref['line']}" if "line" in ref else ref["path"]
            out.append(Candidate(target=ref["path"], kind="code", context=f"cited at {where}", mention_start=9,
                                 mention_end=9 + len(where), origin_field=origin))
    return out


_WHOLE_WIKILINK = re.compile(r"^\[\[([^\[\]]+)\]\]$")


def unwrap_wikilink(value: str) -> str:
    """``[[target|alias#heading^block]]`` -> ``target``.

    Anything that is not one whole wikilink (surrounding whitespace aside) is returned unchanged.
    """
    m = _WHOLE_WIKILINK.match(value.strip()) if isinstance(value, str) else None
    if not m:
        return value
    inner = re.split(r"[|#^]", m.group(1), maxsplit=1)[0].rstrip("\\").strip()
    return inner or value


# --------------------------------------------------------------------------------------------------
# timeline


_TL_ENTRY = re.compile(
    r"^[ \t]*(?:[-*+][ \t]+)?(?P<b1>\*\*)?"
    r"(?:(?P<iso>\d{4}-\d{2}-\d{2})|(?P<zy>\d{4})年(?P<zm>\d{1,2})月(?P<zd>\d{1,2})日)"
    r"(?P<b2>\*\*)?[ \t]*(?P<sep>[|:\-–—]+)[ \t]*(?P<text>.*)$"
)
_CITATION = re.compile(r"\[Source:\s*(?P<label>[^\]]+?),\s*(?P<date>\d{4}-\d{2}-\d{2})\s*\]")
_LEADING_MARKER = re.compile(r"^\s*(?:[-*+][ \t]+|\d+[.)][ \t]+|>+[ \t]*|#{1,6}[ \t]+)+")


def _valid_date(year: int, month: int, day: int) -> str | None:
    try:
        return _dt.date(year, month, day).isoformat()
    except ValueError:
        return None


def _entry_date(m: re.Match) -> str | None:
    if m.group("iso"):
        y, mo, d = (int(p) for p in m.group("iso").split("-"))
    else:
        y, mo, d = int(m.group("zy")), int(m.group("zm")), int(m.group("zd"))
    return _valid_date(y, mo, d)


def _source_split(text: str) -> tuple[str, str] | None:
    """Split ``Source — summary`` at the first spaced dash outside [...] and (...)."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth = max(0, depth - 1)
        elif ch in "—–-" and depth == 0 and 0 < i < len(text) - 1 and text[i - 1].isspace() and text[i + 1].isspace():
            source, summary = text[:i].strip(), text[i + 1:].strip()
            if source and summary:
                return source, summary
    return None


def _entry_match(line: str) -> re.Match | None:
    m = _TL_ENTRY.match(line)
    if not m or bool(m.group("b1")) != bool(m.group("b2")):
        return None
    if m.group("iso") and not (m.group("b1") or line.lstrip()[:1] in "-*+"):
        return None  # an unbolded ISO date needs a bullet, so prose starting with a date is not an entry
    return m


def parse_timeline(timeline_text: str) -> list[dict]:
    """Dated entries of a text (spec 4.12): ``[{date, summary, detail, source}]``.

    Entry lines ``- **2024-03-01** | summary`` (separator: one or more of ``| - – —``, also ``:``;
    the bullet is optional with bold dates; ``YYYY年M月D日`` dates normalised). With ``|`` and a
    spaced dash in the text, the part before the dash is the source, else the source is
    ``markdown``. Lines after an entry (until the next entry, a heading, a blank line after some
    detail, or a bullet) form its detail. Inline citations ``[Source: label, 2024-03-01]`` in
    non-entry paragraphs add an entry each. Invalid dates and empty summaries are skipped, and
    lines inside code fences are ignored. Entry lines come first, then citations.
    """
    lines = timeline_text.replace("\r\n", "\n").split("\n")
    fenced = _fenced_lines(lines)
    entries: list[dict] = []
    entry_line = [False] * len(lines)
    i = 0
    while i < len(lines):
        m = None if fenced[i] else _entry_match(lines[i])
        if not m:
            i += 1
            continue
        entry_line[i] = True
        date = _entry_date(m)
        text = m.group("text").strip()
        source = "markdown"
        if "|" in m.group("sep"):
            split = _source_split(text)
            if split:
                source, text = split
        detail: list[str] = []
        j = i + 1
        while j < len(lines):
            line = lines[j]
            if fenced[j] or _entry_match(line) or line.lstrip().startswith("#"):
                break
            if not line.strip():
                if detail:
                    break
                j += 1
                continue
            if line[:1] in (" ", "\t") or line.lstrip()[:1] not in ("-", "*", "#"):
                detail.append(line.strip())
                j += 1
                continue
            break
        if date and text:
            entries.append({"date": date, "summary": text, "detail": " ".join(detail), "source": source})
        i = j
    # inline citations, paragraph by paragraph (entry lines excluded)
    paragraph: list[str] = []

    def flush() -> None:
        if not paragraph:
            return
        para = "\n".join(paragraph)
        paragraph.clear()
        cites = list(_CITATION.finditer(para))
        if not cites:
            return
        stripped = _CITATION.sub("", para)
        summary = " ".join(_LEADING_MARKER.sub("", ln) for ln in stripped.split("\n"))
        summary = re.sub(r"\s+", " ", summary).strip()[:300]
        for c in cites:
            y, mo, d = (int(p) for p in c.group("date").split("-"))
            date = _valid_date(y, mo, d)
            label = c.group("label").strip()[:200]
            if date and summary and label:
                entries.append({"date": date, "summary": summary, "detail": f"Source: {label}", "source": label})

    for k, line in enumerate(lines):
        if fenced[k] or not line.strip():
            flush()
        elif not entry_line[k]:
            paragraph.append(line)
    flush()
    return entries


# --------------------------------------------------------------------------------------------------
# takes and facts


def _section(compiled_truth: str, heading: str) -> list[str] | None:
    """Lines of the ``## heading`` section (until the next # or ## heading), outside code fences."""
    lines = compiled_truth.split("\n")
    fenced = _fenced_lines(lines)
    want = re.compile(rf"^##[ \t]+{re.escape(heading)}[ \t]*#*[ \t]*$", re.IGNORECASE)
    for i, line in enumerate(lines):
        if not fenced[i] and want.match(line.strip()):
            end = next((j for j in range(i + 1, len(lines)) if not fenced[j] and _H2_OR_H1.match(lines[j])),
                       len(lines))
            return [ln for k, ln in enumerate(lines[i + 1:end], start=i + 1) if not fenced[k]]
    return None


def _cells(line: str) -> list[str]:
    row = line.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|") and not row.endswith("\\|"):
        row = row[:-1]
    return [c.replace("\\|", "|").strip() for c in re.split(r"(?<!\\)\|", row)]


_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
_BULLET = re.compile(r"^[-*+][ \t]+(?P<text>.+)$")
_KIND_TAG = re.compile(r"^\[(?P<kind>[A-Za-z]+)\][ \t]+(?P<text>.+)$")


def _table(lines: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """The first markdown table in lines: (lower-case header names, rows of cells)."""
    for i in range(len(lines) - 1):
        if "|" in lines[i] and _TABLE_RULE.match(lines[i + 1]):
            header = [h.lower() for h in _cells(lines[i])]
            rows = []
            for line in lines[i + 2:]:
                if "|" not in line or not line.strip():
                    break
                rows.append(_cells(line))
            return header, rows
    return None


def _column(header: list[str], *names: str) -> int | None:
    for name in names:
        if name in header:
            return header.index(name)
    return None


def _cell(row: list[str], idx: int | None) -> str:
    return row[idx].strip() if idx is not None and idx < len(row) else ""


def _ratio(text: str, what: str) -> float:
    """A number in [0, 1], or a percentage; ValueError with a readable message otherwise."""
    raw = text.strip()
    try:
        value = float(raw[:-1]) / 100 if raw.endswith("%") else float(raw)
    except ValueError:
        raise ValueError(f"{what} {raw!r} is not a number in [0, 1] or a percentage") from None
    if not math.isfinite(value) or not 0 <= value <= 1:
        raise ValueError(f"{what} {raw!r} is outside [0, 1]")
    return value


_PARTIAL_DATE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")


def _partial_date(text: str, what: str) -> str | None:
    """YYYY, YYYY-MM or YYYY-MM-DD, checked against the calendar; empty -> None."""
    raw = text.strip()
    if not raw:
        return None
    m = _PARTIAL_DATE.match(raw)
    ok = bool(m)
    if m and m.group(2):
        ok = 1 <= int(m.group(2)) <= 12
        if ok and m.group(3):
            ok = _valid_date(int(m.group(1)), int(m.group(2)), int(m.group(3))) is not None
    if not ok:
        raise ValueError(f"{what} {raw!r} is not a date (YYYY, YYYY-MM or YYYY-MM-DD)")
    return raw


def _period_bounds(value: str) -> tuple[str, str]:
    """First and last day of a partial date, as ISO strings."""
    parts = [int(p) for p in value.split("-")]
    if len(parts) == 1:
        return f"{parts[0]:04d}-01-01", f"{parts[0]:04d}-12-31"
    if len(parts) == 2:
        last = calendar.monthrange(parts[0], parts[1])[1]
        return f"{parts[0]:04d}-{parts[1]:02d}-01", f"{parts[0]:04d}-{parts[1]:02d}-{last:02d}"
    return value, value


TAKE_KINDS = ("fact", "take", "bet", "hunch")
FACT_KINDS = ("event", "preference", "commitment", "belief", "fact")
NOTABILITY = ("high", "medium", "low")


def _choice(text: str, allowed: tuple[str, ...], default: str, what: str) -> str:
    value = text.strip().lower()
    if not value:
        return default
    if value not in allowed:
        raise ValueError(f"{what} {text.strip()!r} is not one of {', '.join(allowed)}")
    return value


def _bullet_rows(lines: list[str]) -> list[tuple[str | None, str]]:
    """Top-level bullets: (kind tag or None, text)."""
    rows = []
    for line in lines:
        m = _BULLET.match(line)
        if not m:
            continue
        text = m.group("text").strip()
        tag = _KIND_TAG.match(text)
        rows.append((tag.group("kind"), tag.group("text").strip()) if tag else (None, text))
    return rows


def parse_takes(compiled_truth: str) -> tuple[list[dict], list[str]]:
    """Rows of the ``## Takes`` section: ``([{row_num, claim, kind, holder, weight, since, until, source}], warnings)``.

    Either a table whose header names columns ``claim`` (or ``take``; required), ``kind`` (fact,
    take, bet, hunch; default take), ``holder`` (or ``who``), ``weight`` (or ``conviction``; 0..1
    or a percentage; default 0.5), ``since``, ``until`` (YYYY, YYYY-MM or YYYY-MM-DD) and
    ``source``; or bullets ``- claim`` / ``- [bet] claim``. ``row_num`` is the row's position
    (1-based), so a skipped row leaves a gap and later rows keep their numbers. A row with an
    invalid cell is skipped with a warning.
    """
    lines = _section(compiled_truth, "Takes")
    if lines is None:
        return [], []
    takes: list[dict] = []
    warnings: list[str] = []
    table = _table(lines)
    if table:
        header, rows = table
        claim_col = _column(header, "claim", "take")
        if claim_col is None:
            return [], ["takes: the table has no 'claim' column; no takes read"]
        cols = {"kind": _column(header, "kind"), "holder": _column(header, "holder", "who"),
                "weight": _column(header, "weight", "conviction"), "since": _column(header, "since"),
                "until": _column(header, "until"), "source": _column(header, "source")}
        for num, row in enumerate(rows, start=1):
            try:
                claim = _cell(row, claim_col)
                if not claim:
                    raise ValueError("the claim is empty")
                weight_text = _cell(row, cols["weight"])
                take = {
                    "row_num": num,
                    "claim": claim,
                    "kind": _choice(_cell(row, cols["kind"]), TAKE_KINDS, "take", "kind"),
                    "holder": unwrap_wikilink(_cell(row, cols["holder"])),
                    "weight": _ratio(weight_text, "weight") if weight_text else 0.5,
                    "since": _partial_date(_cell(row, cols["since"]), "since"),
                    "until": _partial_date(_cell(row, cols["until"]), "until"),
                    "source": _cell(row, cols["source"]),
                }
                since, until = take["since"], take["until"]
                if since and until and _period_bounds(since)[0] > _period_bounds(until)[1]:
                    raise ValueError(f"since {take['since']} is after until {take['until']}")
            except ValueError as exc:
                warnings.append(f"takes row {num} skipped: {exc}")
                continue
            takes.append(take)
        return takes, warnings
    for num, (tag, text) in enumerate(_bullet_rows(lines), start=1):
        try:
            kind = _choice(tag or "", TAKE_KINDS, "take", "kind")
        except ValueError as exc:
            warnings.append(f"takes row {num} skipped: {exc}")
            continue
        takes.append({"row_num": num, "claim": text, "kind": kind, "holder": "", "weight": 0.5,
                      "since": None, "until": None, "source": ""})
    return takes, warnings


_ISO_DATETIME = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")


def _fact_time(text: str, what: str, *, end: bool) -> str | None:
    raw = text.strip()
    if not raw:
        return None
    if _ISO_DATETIME.match(raw):
        try:
            return _dt.datetime.fromisoformat(raw.replace("Z", "+00:00")).isoformat()
        except ValueError:
            raise ValueError(f"{what} {raw!r} is not a date or an ISO timestamp") from None
    value = _partial_date(raw, what)
    first, last = _period_bounds(value)
    return last if end else first


def parse_facts(compiled_truth: str) -> tuple[list[dict], list[str]]:
    """Rows of the ``## Facts`` section: ``([{row_num, fact, kind, entity_slug, valid_from, valid_to,
    confidence, notability, context}], warnings)``.

    Either a table with columns ``fact`` (required), ``kind`` (event, preference, commitment,
    belief, fact; default fact), ``entity`` (a slug, ``[[wikilink]]`` accepted), ``valid_from``
    (or ``since``), ``valid_to`` (or ``until``), ``confidence`` (0..1 or a percentage; default 1),
    ``notability`` (high, medium, low; default medium) and ``context``; or bullets ``- fact``.
    Dates are YYYY-MM-DD or ISO timestamps; a partial date (YYYY, YYYY-MM) means its first day in
    ``valid_from`` and its last day in ``valid_to``. Unset dates are None (SQL defaults apply).
    ``row_num`` is the row's position; a row with an invalid cell is skipped with a warning.
    """
    lines = _section(compiled_truth, "Facts")
    if lines is None:
        return [], []
    facts: list[dict] = []
    warnings: list[str] = []
    table = _table(lines)
    if table:
        header, rows = table
        fact_col = _column(header, "fact")
        if fact_col is None:
            return [], ["facts: the table has no 'fact' column; no facts read"]
        cols = {"kind": _column(header, "kind"), "entity": _column(header, "entity"),
                "from": _column(header, "valid_from", "since"), "to": _column(header, "valid_to", "until"),
                "confidence": _column(header, "confidence"), "notability": _column(header, "notability"),
                "context": _column(header, "context")}
        for num, row in enumerate(rows, start=1):
            try:
                text = _cell(row, fact_col)
                if not text:
                    raise ValueError("the fact is empty")
                entity = unwrap_wikilink(_cell(row, cols["entity"])).strip()
                entity = re.sub(r"\.md$", "", entity, flags=re.IGNORECASE).lower() or None
                if entity:
                    try:
                        validate_page_slug(entity)
                    except SlugError as exc:
                        raise ValueError(f"entity: {exc}") from None
                confidence_text = _cell(row, cols["confidence"])
                fact = {
                    "row_num": num,
                    "fact": text,
                    "kind": _choice(_cell(row, cols["kind"]), FACT_KINDS, "fact", "kind"),
                    "entity_slug": entity,
                    "valid_from": _fact_time(_cell(row, cols["from"]), "valid_from", end=False),
                    "valid_to": _fact_time(_cell(row, cols["to"]), "valid_to", end=True),
                    "confidence": _ratio(confidence_text, "confidence") if confidence_text else 1.0,
                    "notability": _choice(_cell(row, cols["notability"]), NOTABILITY, "medium", "notability"),
                    "context": _cell(row, cols["context"]),
                }
                if fact["valid_from"] and fact["valid_to"] and fact["valid_from"][:10] > fact["valid_to"][:10]:
                    raise ValueError(f"valid_from {fact['valid_from']} is after valid_to {fact['valid_to']}")
            except ValueError as exc:
                warnings.append(f"facts row {num} skipped: {exc}")
                continue
            facts.append(fact)
        return facts, warnings
    for num, (tag, text) in enumerate(_bullet_rows(lines), start=1):
        try:
            kind = _choice(tag or "", FACT_KINDS, "fact", "kind")
        except ValueError as exc:
            warnings.append(f"facts row {num} skipped: {exc}")
            continue
        facts.append({"row_num": num, "fact": text, "kind": kind, "entity_slug": None, "valid_from": None,
                      "valid_to": None, "confidence": 1.0, "notability": "medium", "context": ""})
    return facts, warnings


# --------------------------------------------------------------------------------------------------
# the whole page


@dataclass
class ParsedPage:
    """Everything Python derives from one markdown page, ready for one ``brain.put_page`` call."""

    slug: str
    frontmatter: dict
    title: str | None
    type: str | None
    compiled_truth: str
    timeline: str
    candidates: list[Candidate] = field(default_factory=list)
    chunks: list[dict] = field(default_factory=list)
    timeline_entries: list[dict] = field(default_factory=list)
    takes: list[dict] = field(default_factory=list)
    facts: list[dict] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def parse_page(text: str, slug: str, *, entity_dirs=DEFAULT_ENTITY_DIRS,  # noqa: ANN001
               path: str | os.PathLike | None = None) -> ParsedPage:
    """Parse a markdown page (frontmatter + body) stored under ``slug``.

    Raises :class:`ParseError` for bad frontmatter. ``path`` only names the file in errors.
    Timeline entries are read from the whole body (dated lines and citations may sit in the
    compiled truth); takes and facts from the compiled truth.
    """
    frontmatter, body, _ = split_frontmatter(check_text(text, path=path), path=path)
    compiled, timeline = split_body(body)
    page_type = frontmatter.get("type")
    takes, take_warnings = parse_takes(compiled)
    facts, fact_warnings = parse_facts(compiled)
    return ParsedPage(
        slug=slug,
        frontmatter=frontmatter,
        title=extract_title(frontmatter, body),
        type=page_type.strip() if isinstance(page_type, str) and page_type.strip() else None,
        compiled_truth=compiled,
        timeline=timeline,
        candidates=extract_candidates(slug, compiled, timeline, entity_dirs),
        chunks=chunk_page(compiled, timeline),
        timeline_entries=parse_timeline(compiled + "\n\n" + timeline if timeline else compiled),
        takes=takes,
        facts=facts,
        warnings=take_warnings + fact_warnings,
    )
