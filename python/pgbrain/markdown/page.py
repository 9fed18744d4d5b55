"""A whole page: the body split into compiled truth and timeline (``split_body``), the title
(``extract_title``), and ``parse_page``, which puts every part together into a :class:`ParsedPage`."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from ..chunking import chunk_page
from .clauses import subject_names
from .fences import _H2_OR_H1, _fenced_lines
from .frontmatter import check_text, split_frontmatter
from .memory import parse_facts, parse_takes, parse_timeline
from .references import Candidate, extract_candidates

# --------------------------------------------------------------------------------------------------
# body split, title

_TIMELINE_H2 = re.compile(r"^##[ \t]+(timeline|history)[ \t]*#*[ \t]*$", re.IGNORECASE)
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


def parse_page(text: str, slug: str, *, path: str | os.PathLike | None = None) -> ParsedPage:
    """Parse a markdown page (frontmatter + body) stored under ``slug``.

    Raises :class:`ParseError` for bad frontmatter. ``path`` only names the file in errors.
    Timeline entries are read from the whole body (dated lines and citations may sit in the
    compiled truth); takes and facts from the compiled truth.
    """
    frontmatter, body, _ = split_frontmatter(check_text(text, path=path), path=path)
    compiled, timeline = split_body(body)
    page_type = frontmatter.get("type")
    page_type = page_type.strip() if isinstance(page_type, str) and page_type.strip() else None
    title = extract_title(frontmatter, body)
    takes, take_warnings = parse_takes(compiled)
    facts, fact_warnings = parse_facts(compiled)
    return ParsedPage(
        slug=slug,
        frontmatter=frontmatter,
        title=title,
        type=page_type,
        compiled_truth=compiled,
        timeline=timeline,
        candidates=extract_candidates(slug, compiled, timeline, subject_names(title, slug, page_type)),
        chunks=chunk_page(compiled, timeline),
        timeline_entries=parse_timeline(compiled + "\n\n" + timeline if timeline else compiled),
        takes=takes,
        facts=facts,
        warnings=take_warnings + fact_warnings,
    )
