"""The memory sections of a page: dated timeline entries and inline citations (``parse_timeline``), the
``## Takes`` rows (``parse_takes``) and the ``## Facts`` rows (``parse_facts``)."""

from __future__ import annotations

import calendar
import datetime as _dt
import math
import re

from .fences import _H2_OR_H1, _fenced_lines
from .references import unwrap_wikilink

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
                # (kept as written, lower-cased: a fact links to the page of that slug when there is one)
                entity = re.sub(r"\.md$", "", entity, flags=re.IGNORECASE).lower() or None
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
