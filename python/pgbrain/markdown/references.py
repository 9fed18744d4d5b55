"""References in a page body, to be resolved and typed in SQL: :class:`Candidate`, the link passes
(markdown links, wikilinks, bare slugs), the context of each occurrence, cited source files, and
``unwrap_wikilink``."""

from __future__ import annotations

import bisect
import re
import urllib.parse
from dataclasses import dataclass

from ..slugs import slugify_path
from .clauses import CJK, JA_LEGAL_FORM, JA_OWN_SUBJECT, JA_OWN_SUBJECT_OK, clean, govern
from .fences import mask_code

CONTEXT_RADIUS = 120       # non-CJK: characters either side of the reference
CJK_CONTEXT_MAX = 240      # CJK: sentence, capped at this many characters


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
    clause: str | None = None
    clause_start: int | None = None
    clause_end: int | None = None
    cjk: bool | None = None
    clause_role: str = "clause"
    line: int | None = None
    tail: str | None = None
    head: str | None = None

    def to_json(self) -> dict:
        # spelled out: dataclasses.asdict deep-copies every field and was a tenth of an import's parse time
        return {"target": self.target, "kind": self.kind, "context": self.context,
                "mention_start": self.mention_start, "mention_end": self.mention_end,
                "origin_field": self.origin_field, "source_id": self.source_id, "name": self.name,
                "needs_resolution": self.needs_resolution, "clause": self.clause,
                "clause_start": self.clause_start, "clause_end": self.clause_end, "cjk": self.cjk,
                "clause_role": self.clause_role, "line": self.line, "tail": self.tail,
                "head": self.head}


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
# [[src:dir/...]]: a source id, then a path with a directory
_QUALIFIED_WIKILINK = re.compile(r"\[\[(?P<source>" + _SOURCE_ID + r"):(?=[^\]|#\n\[/:]+/)" + _WIKI_TAIL,
                                 re.IGNORECASE)
_WIKILINK_SPAN = re.compile(r"\[\[[^\]\n]*\]\]")
# (a directory has a letter: "2020/03/01" is a date, not a slug)
_BARE_SLUG = re.compile(r"(?<![A-Za-z0-9_/(\[.-])((?=[a-z0-9_-]*[a-z])[a-z0-9][a-z0-9_-]*)"
                        r"/([a-z0-9][a-z0-9/-]*[a-z0-9])(?![A-Za-z0-9_])")
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


def _blank_spans(text: str, spans) -> str:  # noqa: ANN001
    out = list(text)
    for a, b in spans:
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    return "".join(out)


def _find_refs(slug: str, text: str, masked: str | None = None) -> list[_Ref]:
    masked = mask_code(text) if masked is None else masked
    page_dir = _page_dir(slug)
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

    # pass 2a: source-qualified wikilinks with a directory ([[src:dir/y]]; brain._relink_refs keeps those into an
    # entity directory)
    wiki_spans = []
    for m in _QUALIFIED_WIKILINK.finditer(masked):
        path = _clean_wiki_path(m.group("path"))
        target = slugify_path(path)
        if "://" in path or "/" not in target:
            continue
        wiki_spans.append(m.span())
        if target == slug:
            continue
        display = (m.group("display") or "").strip() or path
        refs.append(_Ref(m.start(), m.end(), target, "wikilink", name=display, source_id=m.group("source").lower()))
    # pass 2b: any other [[wikilink]], as written: brain._relink_refs takes one into an entity directory as its slug
    # ([[People/Alice Chen]] -> people/alice-chen), and resolves the rest by name
    text_2b = _blank_spans(masked, link_spans + wiki_spans)
    for m in _GENERIC_WIKILINK.finditer(text_2b):
        path = _clean_wiki_path(m.group("path"))
        if not path or "://" in path or ":" in path.split("/", 1)[0]:
            continue
        if slugify_path(path) == slug:
            continue
        display = (m.group("display") or "").strip() or path
        refs.append(_Ref(m.start(), m.end(), path, "wikilink", name=display, needs_resolution=True))
    # pass 3: bare slugs in prose (brain._relink_refs keeps those under an entity directory)
    text_3 = _blank_spans(masked, link_spans + [m.span() for m in _WIKILINK_SPAN.finditer(masked)])
    for m in _BARE_SLUG.finditer(text_3):
        target = m.group(0)
        if target != slug:
            refs.append(_Ref(m.start(), m.end(), target, "bare"))
    refs.sort(key=lambda r: r.start)
    return refs


_SENTENCE_END = "。！？"


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
        self.cjk = [m.start() for m in CJK.finditer(text)]

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


# where the words after a reference stop belonging to it when another reference follows in the same sentence:
# the last clause break before that reference ("She left [[a]] in 2020, and since 2021 [[b]]")
_TAIL_BREAK = re.compile(r"[,;、，；]|\b(?:and|but|then)\b")
TAIL_MAX = 300
# (not the dot of a month's abbreviation before a day or a year: "left in Sept. 2017", "on Jan. 5, 2020")
_EN_END = re.compile(r"(?<!\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec))(?<!\bSept)[.!?][\"')\]]*(?=\s|$)"
                     r"|(?<=\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec))\.(?=\s+(?![0-9]))"
                     r"|(?<=\bSept)\.(?=\s+(?![0-9]))")


# a sentence that goes on about the one before it: it opens with a pronoun subject (or her / his / their time, role,
# last day ...: not "her brother"), the same company, or a date
# phrase before one ("She left in 2020.", "Her last day there was in 2022.", "In 2022 she moved on.",
# 「2013年に一度退社した。」「同社の株式は2021年に売却している。」)
_GOES_ON = re.compile(r"(?:(?:in|by|from|since|on|at|during|after|until)\s+[^,.;]{1,30}?,?\s+)?"
                      r"(?:she|he|they|the company|the firm|the startup|the business"
                      r"|(?:her|his|their)\s+(?:last|first|final|time|tenure|stint|spell|role|job|contract|position|post|term|departure|exit|years|work))\b",
                      re.IGNORECASE)
_GOES_ON_JA = re.compile(r"(?:彼女?|同氏|同社|その後|のちに|後に|翌年"
                         r"|[0-9０-９]{4}年[^。！？]{0,12}?(?:に|、|から|まで))")
GOES_ON_MAX = 2
# the page a reference names, named again: the same company, the firm, there
_AGAIN = re.compile(r"同社|同行|同事務所|同ファンド"
                    r"|\b(?:the\s+(?:company|firm|startup|business|bank|fund|group|lab)|there)\b",
                    re.IGNORECASE)


def _goes_on(text: str, masked: str, stop: int, limit: int, next_start: int | None,
             names: tuple[str, ...]) -> int:
    """Where the sentences that go on about a reference end (``Jane joined [[a]] in 2017. She left in 2020.``: the
    second one holds the end of the first's relation): from ``stop`` (the end of the reference's sentence), at most
    GOES_ON_MAX sentences of the same paragraph line that name no other page and open as :data:`_GOES_ON` says (or
    with the page's own name), up to ``limit``; ``stop`` when none does."""
    end = stop
    limit = min(limit, len(text))
    for _ in range(GOES_ON_MAX):
        a = end
        while a < limit and text[a] in " \t":
            a += 1
        if a >= limit or text[a] == "\n":
            break
        nl = text.find("\n", a)
        line_end = min(limit, nl if nl >= 0 else len(text))
        m = _EN_END.search(masked, a, line_end)
        b = m.end() if m else line_end
        ja = next((k for k in range(a, b) if text[k] in _SENTENCE_END), None)
        if ja is not None:
            b = ja + 1
        partial = False
        if next_start is not None and next_start < b:
            # a sentence that names another page goes on about this one only up to its last clause break before
            # that page, and only when that part names this one again (「2019年9月に同社を退社し、[[b]]へ転職した」,
            # "He left the firm in 2019 and joined [[b]]")
            cut = None
            for m in _TAIL_BREAK.finditer(masked, a, next_start):
                cut = m.start()
            if cut is None or cut <= a or not _AGAIN.search(text, a, cut):
                break
            b, partial = cut, True
        if b <= a:
            break
        sentence = text[a:b]
        if ja is not None or CJK.search(sentence):
            ok = bool(_GOES_ON_JA.match(sentence)) and (
                sentence.startswith(("彼", "同")) or "同社" in sentence
                or not JA_OWN_SUBJECT.search(JA_OWN_SUBJECT_OK.sub("", sentence)))
        else:
            ok = bool(_GOES_ON.match(sentence)) or any(
                sentence.startswith(n) and not sentence[len(n):len(n) + 1].isalnum()
                for n in names if not n.startswith("@"))
        if not ok:
            break
        end = b
        if partial:
            break
    return end


def _tail(text: str, masked: str, end: int, s_to: int, next_start: int | None, alone: bool = False,
          names: tuple[str, ...] = ()) -> str | None:
    """The words after the reference ending at ``end`` that still speak of it, for the cues that date its relation
    (``She joined [[a]] in 2019 and left in 2022``: the clause is "She joined [[a]] in 2019"; the tail " in 2019 and
    left in 2022" holds the end): to the end of its sentence or line, or, when another reference follows in it, to
    the last clause break before that one (nothing without one). A reference ``alone`` in its sentence also takes
    the sentences after it that go on about it (:func:`_goes_on`: "She left in 2020."). None when empty."""
    s_to = min(s_to, end + TAIL_MAX)
    m = _EN_END.search(masked, end, s_to)   # an English sentence ends at . ! ? before a space
    stop = m.end() if m else s_to
    if next_start is not None and next_start < stop:
        cut = None
        for m in _TAIL_BREAK.finditer(masked, end, next_start):
            cut = m.start()
        stop = cut if cut is not None else end
    elif alone:
        stop = _goes_on(text, masked, stop, end + TAIL_MAX, next_start, names)
    tail = text[end:min(stop, end + TAIL_MAX)].strip()
    return tail or None


def _alone(text: str, refs: list, n: int, sentences: _Sentences) -> bool:
    """Whether reference ``n`` is the only one in its sentence (none before it since the sentence began: a newline,
    。！？, or an English . ! ? before a space; the next one after its end is the tail's business)."""
    if n == 0:
        return True
    s_from = sentences.span(refs[n].start, refs[n].end)[0]
    prev_end = refs[n - 1].end
    return prev_end < s_from or _EN_END.search(text, prev_end, refs[n].start) is not None


HEAD_MAX = 200


def _heads(text: str, refs: list, sentences: _Sentences) -> list[str | None]:
    """The start of each reference's sentence, before the first reference in it (``In 2020 Nadine left [[a]] and
    joined [[b]]``: "In 2020 Nadine left"): a date in front of the sentence's clauses dates those that name none
    (the SQL side reads only a date phrase at its start). One pass: a reference opens a sentence when its
    sentence (newlines, 。！？) began after the one before it, or an English sentence ended (. ! ? before a space)
    between them."""
    out: list[str | None] = []
    start = first = 0
    prev_start = prev_end = -1
    for ref in refs:
        s_from = sentences.span(ref.start, ref.end)[0]
        last = None
        for m in _EN_END.finditer(text, max(s_from, prev_end, 0), ref.start):
            last = m.end()
        if prev_end < s_from or last is not None:
            start = last if last is not None else s_from
            first = ref.start
        head = text[start:min(first, start + HEAD_MAX)].strip()
        # a clause that opens with 'when' after a date ending the clause before it takes that date ("was at [[a]]
        # until 2018, when he left to found [[b]]": b's head is "in 2018, when")
        if first < ref.start and prev_end >= start:
            m = _WHEN_DATE.search(text, max(prev_end, ref.start - HEAD_MAX), ref.start)
            if m:
                head = f"in {m.group(1)}, when"
            # the date of a move written "left [[a]] in 2020 to join [[b]]" (to lead, to become CTO of) starts b
            elif (m := _DATE_TO_JOIN.match(text, prev_end, ref.start)) and _LEFT_TO_JOIN.search(
                    text, max(start, prev_end - HEAD_MAX), prev_end):
                head = f"in {m.group(1)}, to join"
            # and "in 2020 he left [[a]] to rejoin [[b]]" after a clause break, where the date stands before the verb
            elif _TO_JOIN.match(text, prev_end, ref.start) and (m := _DATE_LEFT.search(
                    text, max(start, prev_start - HEAD_MAX), prev_start)):
                head = f"in {m.group(1)}, to join"
        prev_start, prev_end = ref.start, ref.end
        out.append(head or None)
    return out


# the English date of a move or of a 'when' clause ("Sept. 3, 2020", "June 2019", "2018"), and the verbs of leaving
_EN_DATE = (r"((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:[0-9]{1,2},?\s+)?[0-9]{4})")
_LEAVE = r"(?:left|quit|departed|resigned(?:\s+from)?|exited)"
_LEFT_TO_JOIN = re.compile(r"\b" + _LEAVE + r"\s*\[\[", re.IGNORECASE)
# the verbs of a move's new job ("to join", "to lead", "to become CTO of", "to take over at")
_TO_START = r"(?:join|rejoin|lead|head(?:\s+up)?|run|become|take\s+over(?:\s+at)?)"
_DATE_TO_JOIN = re.compile(r"\s*(?:in|on|at)\s+" + _EN_DATE + r"\s*,?\s*(?:in order\s+)?to\s+" + _TO_START + r"\s+"
                           r"(?:[A-Za-z-]+\s+){0,2}?$", re.IGNORECASE)
_TO_JOIN = re.compile(r"\s*,?\s*(?:in order\s+)?to\s+(?:" + _TO_START + r"|return\s+to|go\s+back\s+to)\s+"
                      r"(?:[A-Za-z-]+\s+){0,2}?$", re.IGNORECASE)
_DATE_LEFT = re.compile(r"\b(?:in|on|at)\s+" + _EN_DATE + r"\s*,?\s+(?:[A-Za-z'’-]+\s+){0,2}?" + _LEAVE + r"\s*$",
                        re.IGNORECASE)
_WHEN_DATE = re.compile(_EN_DATE + r"\s*,\s*(?:when|at which point|whereupon)\b[^\[\]\n.;]*$", re.IGNORECASE)


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
    pre, mark, post = clean(text[a:start]).lstrip(), clean(text[start:end]), clean(text[end:b]).rstrip()
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


_NAME_NOT = frozenset("""
may june april august will mark grant rich case hope joy faith page bill sue art gene pat dawn summer autumn winter
the and of von van de der la le di da du st dr mr ms mrs jr sr new north south east west first one our group capital
ventures partners labs lab fund holdings company global health data bank studio works media tech systems
""".split())


def _ref_names(ref: _Ref) -> tuple[str, list[str]]:
    """A referenced page's name as the text may write it again without the link: its label ("[[people/x|Ruth
    Abernathy]]") or the words of its slug ("people/ruth-abernathy": Ruth Abernathy; a word with digits, a test
    suffix, is no part of a name), and the parts it may be shortened to (a person's first and last name, an
    organisation's first word)."""
    person = ref.target.startswith("people/")
    label = (ref.name or "").strip()
    if label and CJK.search(label):
        # a Japanese person is named again by the family name: the parts of a name written with a space or a
        # middle dot (「グエン・リン」), else the first two of a four-kanji name (「原田節子」: 原田; three or five
        # kanji do not say where the family name ends); an organisation by its name without its legal form
        # (株式会社しらかば医療: しらかば医療) or the first part of a name written with a middle dot or a space
        # (「エバーグリーン・ベンチャーズ」: エバーグリーン)
        if person:
            parts = [w for w in re.split(r"[\s・･]+", label) if len(w) >= 2]
            if len(parts) < 2 and _KANJI_NAME.fullmatch(label) and len(label) == 4:
                parts = [label[:2]]
        else:
            short = JA_LEGAL_FORM.sub("", label).strip()
            first = re.split(r"[\s・･]+", short)[0]
            parts = [w for w in {short, first} if len(w) >= 3]
        return (label if len(label) >= 3 else ""), [w for w in parts if w != label]
    words = (label.split() if label and label.isascii() and label[:1].isupper()
             else [w.capitalize() for w in ref.target.rsplit("/", 1)[-1].split("-") if w.isalpha() and w.isascii()])
    if not words:
        return "", []
    parts = ([words[0], words[-1]] if person and len(words) > 1 else [words[0]] if len(words) > 1 else [])
    return " ".join(words), [w for w in parts if len(w) >= (3 if person else 4) and w.lower() not in _NAME_NOT]


_KANJI_NAME = re.compile(r"[一-龯々]+")
# a Japanese name in running text: not inside a longer word of kanji, and followed by an honorific, a particle or
# punctuation (「原田が務めています」「服部とWuが」, not 「原田町」)
_JA_NAME_END = r"(?=氏|さん|様|は|が|も|と|の|を|に|へ|や|ら|、|。|，|（|\(|\s|$)"
# a name followed by an exit ("Raman left the company in 2021", "Tremblay stepped down as CEO"): no relation of its
# own beside the page's (as an anaphor's exit, clauses._ANAPHOR_EXIT)
_NAME_EXIT = re.compile(r"(?:'s|’s)?\s+(?:(?:later|then|eventually|subsequently|finally|also|has|had|since)\s+)*"
                        r"(?:left|leaves|leaving|stepped|steps|resigned|resigns|retired|retires|departed|quit|quits"
                        r"|exited|moved on|walked away|parted ways|sold)\b"
                        r"|(?:氏|さん)?\s*(?:を|から)\s*(?:辞め|辞職|退職|退社|離れ|去|退任|退き|退い|退く|卒業|売却)",
                        re.IGNORECASE)


# a break between clauses
_CLAUSE_BREAK = re.compile(r"[,;:—–(]")
# 当社 / 弊社 right before a reference (「当社[[a]]の」「弊社 [[a]]」)
_OUR_NAMED = re.compile(r"(当社|弊社)\s*$")
# a sentence whose subject is the writer's side rather than the page's person
_WE_SUBJECT = re.compile(r"[\s>*_#-]*(?:(?:(?:in|by|from|since|on|during|after|until|within|over|at)\s+[^,.;]{1,30}?"
                         r"|later|then|today|now|also|soon)\s*,?\s+)?(?i:we|our|us)\b"
                         r"|.*?(?:当社|弊社|我々|われわれ|私たち|僕ら|当ファンド)(?:は|が|も|で|として)")


def _sentence(masked: str, sentences: _Sentences, ref: _Ref) -> tuple[int, int]:
    """The sentence around a reference: its line or Japanese sentence, cut at English sentence ends too."""
    a, b = sentences.span(ref.start, ref.end)
    for m in _EN_END.finditer(masked, a, ref.start):
        a = m.end()
    m = _EN_END.search(masked, ref.end, b)
    return a, (m.end() if m else b)


def _breaks_before_link(masked: str, end: int, b: int, refs: list[_Ref]) -> bool:
    """Whether a clause break comes between ``end`` and the first link after it before ``b`` (or no link follows)."""
    nxt = min((x.start for x in refs if end <= x.start < b), default=None)
    return nxt is None or bool(_CLAUSE_BREAK.search(masked, end, nxt))


def _named_again(slug: str, text: str, masked: str, refs: list[_Ref], names: tuple[str, ...]) -> list[_Ref]:
    """The places where the text names a page it links again without a link: on an organisation's page (``names``
    marked ``@``) a person or an organisation ("[[people/ruth-abernathy]] and [[people/kwame-asante]] ... Ruth as
    CEO, Kwame as head of hardware", a table of partners then "founded in 2015 by Maya Okonkwo and Ravi Sethi",
    "... [[companies/pebble-health]] ... We have been a shareholder in Pebble Health since 2019"), on a person's page
    an organisation ("advises [[companies/farmhand|FarmHand]] ... FarmHandにはシードで出資もした"; a person named
    again there is a mention whatever is said). Each such name is one more occurrence of that page (every mention
    counts, issue 18), read as an anaphor. A full name, a person's first or last name, an organisation's first word
    (:func:`_ref_names`), only when it names one linked page and is not the page's own name; written with a capital,
    as a whole word, outside links and code; not before an exit ("Raman left the company in 2021"). Nothing on other
    pages. Returns these new references only."""
    if not refs or not names:
        return []
    org_page = any(n.startswith("@") for n in names)
    own = {n.lstrip("@").lower() for n in names}
    owners: dict[str, set[str]] = {}     # (a name and the linked pages it may name)
    for r in refs:
        if (r.target == slug or r.target.startswith("meetings/") or "/" not in r.target
                or (r.target.startswith("people/") and not org_page)):
            continue
        full, parts = _ref_names(r)
        for n in ([full] if full else []) + parts:
            owners.setdefault(n, set()).add(r.target)
        if not org_page and (w := _OUR_NAMED.search(masked, max(0, r.start - 6), r.start)):
            # a person's page written by the organisation it links as 当社 / 弊社 (「当社[[companies/a]]の常勤監査役に
            # 就任した小川さん」, an in-house newsletter): 当社 names that organisation elsewhere on the page
            owners.setdefault(w.group(1), set()).add(r.target)
    found: list[_Ref] = []
    taken = [(r.start, r.end) for r in refs]
    wanted = sorted((n for n in owners if len(owners[n]) == 1 and n.lower() not in own), key=len, reverse=True)
    if not wanted:
        return found
    # (one pattern for the page's names, longest first: a name per pattern compiled for each page cost more than
    # the rest of the page's reading)
    latin = [re.escape(n) for n in wanted if not CJK.search(n)]
    cjk = [re.escape(n) for n in wanted if CJK.search(n) and n not in ("当社", "弊社")]
    ours = [n for n in wanted if n in ("当社", "弊社")]
    pattern = re.compile("|".join(
        ([r"(?<![A-Za-z0-9_@/\[|.-])(?:" + "|".join(latin) + r")(?![A-Za-z0-9_/\]|-])"] if latin else [])
        + ([r"(?<![一-龯々])(?:" + "|".join(cjk) + ")" + _JA_NAME_END] if cjk else [])
        + ([r"(?<![一-龯々])(?:" + "|".join(ours) + r")(?=で|に|を|は|が|の|へ|と|も|から|、|。)"] if ours else [])))
    for m in pattern.finditer(masked):
        a, b = m.span()
        if any(x < b and a < y for x, y in taken):
            continue
        taken.append((a, b))
        if _NAME_EXIT.match(masked, b):
            continue
        n = m.group()
        target = next(iter(owners[n]))
        source = next(r for r in refs if r.target == target)
        found.append(_Ref(a, b, target, source.kind, name=n, source_id=source.source_id,
                          needs_resolution=source.needs_resolution))
    return found


def extract_candidates(slug: str, compiled_truth: str, timeline: str, names: tuple[str, ...] = ()) -> list[Candidate]:
    """Link candidates of a page body, compiled_truth first, then timeline, each in text order.

    Passes (spec 4.3), each on code-masked text: markdown links ``[x](dir/y.md)`` (relative
    ``../`` resolved against the page's directory; any directory), same-directory links
    ``[x](File.md)``, source-qualified wikilinks ``[[src:dir/y|X]]``, any other ``[[Name]]`` or
    ``[[dir/Name]]`` as written (``needs_resolution``), and bare slugs ``dir/y`` in prose. The
    entity-directory whitelist (brain.entity_dirs) is the database's, applied when the edges are derived
    (brain._relink_refs): a wikilink into an entity directory is taken as that slug, a bare slug or a
    source-qualified wikilink elsewhere is ignored, so a new entity directory applies at the next relink.
    Every occurrence counts (issue 18): one candidate per occurrence and text that governs it (its clause, and
    an attachment that follows it, see :mod:`pgbrain.markdown.clauses`), the same target under the same
    governing text once per origin field; ``clause``/``clause_start``/``clause_end`` carry that text and the
    reference inside it, ``cjk`` its script, ``clause_role`` what that text is to it (clause, bare, attachment,
    extended, foreign), for the typing rules in SQL. ``names``: a person page's own name as it may stand in the
    text (:func:`pgbrain.markdown.clauses.subject_names`), read as the page's pronoun. Self references are dropped
    except from markdown links (gbrain keeps those).
    See the module docstring for the divergences.
    """
    out: list[Candidate] = []
    for origin, text in (("compiled_truth", compiled_truth), ("timeline", timeline)):
        if not text:
            continue
        seen: set[tuple] = set()
        sentences = _Sentences(text)
        masked = mask_code(text)
        refs = _find_refs(slug, text, masked)
        governing = govern(text, masked, [(r.start, r.end) for r in refs],
                           {i for i, r in enumerate(refs) if r.target == slug}, names,
                           {i for i, r in enumerate(refs)
                            if "/" in r.target and not r.target.startswith(("people/", "meetings/"))},
                           [r.target for r in refs])
        # a linked person named again without a link, in a sentence holding no link (its relation can only be with
        # the page): governed as one more reference, every text an anaphor's (typed by its own cue alone)
        # (on a person's page, not in a sentence whose subject is the writer's own side: "We invested in
        # Brightmesh's seed round" in a memo about the person, 「当社はFarmHandに出資した」)
        org_page = any(n.startswith("@") for n in names)
        # (on an organisation's page also a person named again as the subject that opens a sentence, or a clause
        # after a semicolon, holding links, when a clause break comes before the first of them: "Imogen heads up the
        # business today, together with our head of product [[people/s]]", "... by Leo Martinez and [[people/k]];
        # Ostrowski served as managing partner until 2021, when ...", not "Lind also advises [[companies/peat]]")
        again = [r for r in _named_again(slug, text, masked, refs, names)
                 for a, b in [_sentence(masked, sentences, r)]
                 if (not any(a <= x.start < b for x in refs)
                     or (org_page and r.target.startswith("people/")
                         and not masked[a:r.start].rpartition(";")[2].strip(" \t*_>#-")
                         and not CJK.search(masked, a, b)
                         and _breaks_before_link(masked, r.end, b, refs)))
                 and (org_page or r.name in ("当社", "弊社") or not _WE_SUBJECT.match(masked, a, b))]
        if again:
            both = sorted(refs + again, key=lambda r: r.start)
            texts = govern(text, masked, [(r.start, r.end) for r in both],
                           {i for i, r in enumerate(both) if r.target == slug}, names,
                           {i for i, r in enumerate(both)
                            if "/" in r.target and not r.target.startswith(("people/", "meetings/"))},
                           [r.target for r in both])
            named = {id(r): t for r, t in zip(both, texts, strict=True)}
            for t in (t for r in again for t in named[id(r)]):
                t.role = "anaphor"
            mine = {id(r): g for r, g in zip(refs, governing, strict=True)}
            refs = both
            governing = [mine[id(r)] if id(r) in mine else named[id(r)] for r in both]
        heads = _heads(text, refs, sentences)
        for n, (ref, texts) in enumerate(zip(refs, governing, strict=True)):
            context = None
            for g in texts:
                key = (ref.target, ref.source_id, ref.needs_resolution, g.text, g.start)
                if key in seen:
                    continue
                seen.add(key)
                if context is None:
                    context = _context(text, ref.start, ref.end, sentences)
                    line = bisect.bisect_left(sentences.newlines, ref.start) + 1
                    tail = _tail(text, masked, ref.end, sentences.span(ref.start, ref.end)[1],
                                 refs[n + 1].start if n + 1 < len(refs) else None,
                                 alone=_alone(text, refs, n, sentences), names=names)
                    head = heads[n]
                out.append(Candidate(target=ref.target, kind=ref.kind, context=context[0], mention_start=context[1],
                                     mention_end=context[2], origin_field=origin, source_id=ref.source_id,
                                     name=ref.name, needs_resolution=ref.needs_resolution, clause=g.text,
                                     clause_start=g.start, clause_end=g.end, cjk=g.cjk,
                                     clause_role=g.role, line=line, tail=tail,
                                     head=head))
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
