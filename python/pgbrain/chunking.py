"""Cutting page text into searchable chunks (gbrain-spec.md section 2.2).

About 300 words per chunk with 50 words of overlap, never more than 6000 characters (nor about
2000 tokens) in one chunk. Long text is split along the coarsest boundary that works:
paragraphs, then lines, then sentence ends (``. ! ?`` and ``。！？``), then clauses (``; : ,`` and
``；：，、``), then words; the pieces are merged greedily back up to the target size and every
chunk after the first starts with the last 50 words of the one before it.

Japanese and Chinese have no spaces between words, so each CJK character (kana or ideograph)
counts as one word; a page of Japanese prose is therefore chunked like English instead of
becoming one oversized chunk.
"""

from __future__ import annotations

import bisect
import math
import re

__all__ = [
    "MAX_CHUNK_CHARS",
    "MAX_CHUNK_TOKENS",
    "OVERLAP_WORDS",
    "TARGET_WORDS",
    "approx_tokens",
    "chunk_page",
    "chunk_text",
    "count_words",
]

TARGET_WORDS = 300
OVERLAP_WORDS = 50
MAX_CHUNK_CHARS = 6000
MAX_CHUNK_TOKENS = 2000

# Hiragana, Katakana (+ phonetic extensions, half-width forms), CJK ideographs (+ extension A,
# compatibility ideographs, the supplementary planes) and the iteration mark.
CJK_CLASS = (
    "\u3005\u3040-\u309f\u30a0-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uf900-\ufaff\uff66-\uff9f\U00020000-\U0003134f"
)
_UNIT = re.compile(f"[{CJK_CLASS}]|[^\\s{CJK_CLASS}]+")
_CJK_CHAR = re.compile(f"[{CJK_CLASS}]")
_WHITESPACE = re.compile(r"\s+")
_ONE_TOKEN = re.compile(f"[{CJK_CLASS}\U00010000-\U0010ffff]")
_NON_ASCII = re.compile(r"[^\x00-\x7f]")

# split points, coarsest first; a piece keeps the delimiter that ends it
_LEVELS = (
    re.compile(r"\n[ \t]*\n\s*"),                       # paragraphs
    re.compile(r"\n\s*"),                               # lines
    re.compile(r"(?<=[.!?])\s+|(?<=[。！？])\s*"),      # sentences
    re.compile(r"(?<=[;:,])\s+|(?<=[；：，、])\s*"),    # clauses
)


def count_words(text: str) -> int:
    """Words as the chunker counts them: whitespace-separated runs, each CJK character on its own."""
    return len(_UNIT.findall(text))


def _char_tokens(ch: str) -> float:
    if ch.isspace():
        return 0.0
    cp = ord(ch)
    if cp < 0x80:
        return 0.25
    if cp > 0xFFFF or _CJK_CHAR.match(ch):
        return 1.0
    return 0.5


def approx_tokens(text: str) -> int:
    """A tokenizer-free token estimate: ~4 ASCII characters per token, one per CJK character or emoji.

    The sum of :func:`_char_tokens` over the text, counted with regular expressions (a loop over the
    characters cost a quarter of the parse time of an import)."""
    solid = _WHITESPACE.sub("", text)
    if solid.isascii():
        return math.ceil(0.25 * len(solid))
    other = len(_NON_ASCII.findall(solid))
    one = len(_ONE_TOKEN.findall(solid))
    return math.ceil(0.25 * (len(solid) - other) + one + 0.5 * (other - one))


class _Splitter:
    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [m.start() for m in _UNIT.finditer(text)]

    def words(self, start: int, end: int) -> int:
        return bisect.bisect_left(self.starts, end) - bisect.bisect_left(self.starts, start)

    def split(self, start: int, end: int, level: int = 0) -> list[tuple[int, int]]:
        if self.words(start, end) <= TARGET_WORDS:
            return [(start, end)]
        if level == len(_LEVELS):
            return self._by_words(start, end)
        cuts = [m.end() for m in _LEVELS[level].finditer(self.text, start, end) if start < m.end() < end]
        bounds = [start, *sorted(set(cuts)), end]
        parts = [(a, b) for a, b in zip(bounds, bounds[1:], strict=False) if b > a]
        if len(parts) <= 1:
            return self.split(start, end, level + 1)
        pieces: list[tuple[int, int]] = []
        for a, b in parts:
            pieces.extend(self.split(a, b, level + 1))
        return self._merge(pieces)

    def _by_words(self, start: int, end: int) -> list[tuple[int, int]]:
        first = bisect.bisect_left(self.starts, start)
        last = bisect.bisect_left(self.starts, end)
        bounds = [start] + [self.starts[i] for i in range(first + TARGET_WORDS, last, TARGET_WORDS)] + [end]
        return [(a, b) for a, b in zip(bounds, bounds[1:], strict=False) if b > a]

    def _merge(self, pieces: list[tuple[int, int]]) -> list[tuple[int, int]]:
        merged: list[tuple[int, int]] = []
        for a, b in pieces:
            if merged and self.words(merged[-1][0], b) <= TARGET_WORDS:
                merged[-1] = (merged[-1][0], b)
            else:
                merged.append((a, b))
        return merged

    def overlap_start(self, start: int, floor: int) -> int:
        idx = bisect.bisect_left(self.starts, start)
        back = max(0, idx - OVERLAP_WORDS)
        return max(floor, self.starts[back]) if back < len(self.starts) else start


def _cap(text: str) -> list[str]:
    """Cut a chunk that is over the character or token cap into windows that fit, at whitespace if possible."""
    if len(text) <= MAX_CHUNK_CHARS and approx_tokens(text) <= MAX_CHUNK_TOKENS:
        return [text]
    out = []
    pos = 0
    n = len(text)
    while pos < n:
        end = pos
        tokens = 0.0
        while end < n and end - pos < MAX_CHUNK_CHARS:
            weight = _char_tokens(text[end])
            if tokens + weight > MAX_CHUNK_TOKENS:
                break
            tokens += weight
            end += 1
        if end < n:
            space = max(text.rfind(" ", pos, end), text.rfind("\n", pos, end))
            if space > pos + (end - pos) // 2:
                end = space + 1
        piece = text[pos:end].strip()
        if piece:
            out.append(piece)
        pos = max(end, pos + 1)
    return out


def chunk_text(text: str, chunk_source: str) -> list[dict]:
    """Chunks of one part of a page: ``[{chunk_text, chunk_source, token_count}]``; blank text gives none."""
    if not text or not text.strip():
        return []
    splitter = _Splitter(text)
    spans = splitter.split(0, len(text))
    texts: list[str] = []
    prev_start = 0
    for i, (start, end) in enumerate(spans):
        begin = splitter.overlap_start(start, prev_start) if i else start
        prev_start = start
        chunk = text[begin:end].strip()
        if chunk:
            texts.extend(_cap(chunk))
    return [{"chunk_text": t, "chunk_source": chunk_source, "token_count": approx_tokens(t)} for t in texts]


def chunk_page(compiled_truth: str, timeline: str) -> list[dict]:
    """All chunks of a page, compiled_truth first, then timeline, numbered by ``chunk_index`` from 0."""
    chunks = chunk_text(compiled_truth, "compiled_truth") + chunk_text(timeline, "timeline")
    return [{"chunk_index": i, **chunk} for i, chunk in enumerate(chunks)]
