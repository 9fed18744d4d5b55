"""Slugs from file paths: the one slug rule that must run before the database.

A slug is a path-like page id without extension, lower-case, segments joined by ``/``
(``people/alice-chen``, ``companies/acme``). An import derives it from the file's relative path
(:func:`path_to_slug`) and the markdown parser from a link's path, before anything reaches the database;
code files get a flat slug (:func:`slugify_code_path`). Behaviour follows gbrain-spec.md section 3.

Everything else about slugs is SQL's, in one place: whether a slug is valid (``brain.check_slug``, which every
write applies), the names link resolution compares (``brain._normalize_basename``), look-alike slugs
(``brain._slug_problem``). ``brain._slugify_path`` is this module's SQL twin, for the link engine; a parity
test holds the two to the same results over gbrain's slug cases and ours
(tests/conformance/test_conformance_parsing.py).
"""

from __future__ import annotations

import re
import unicodedata

__all__ = [
    "path_to_slug",
    "slugify_code_path",
    "slugify_path",
    "slugify_segment",
]

_MD_SUFFIX = re.compile(r"\.mdx?$", re.IGNORECASE)


def _strip_accents(text: str, *, hebrew_points: bool) -> str:
    """NFD, drop combining accents (and Hebrew points when asked), recompose with NFC."""
    out = []
    for ch in unicodedata.normalize("NFD", text):
        cp = ord(ch)
        if 0x0300 <= cp <= 0x036F:
            continue
        if hebrew_points and 0x0591 <= cp <= 0x05C7:
            continue
        out.append(ch)
    return unicodedata.normalize("NFC", "".join(out))


def _is_space(ch: str) -> bool:
    return ch.isspace() or ch == "\ufeff"


def _keep_in_segment(ch: str) -> bool:
    """Letters (lower-case, modifier, other), marks, numbers, '.', '_', '-' and whitespace."""
    if ch in "._-" or _is_space(ch):
        return True
    cat = unicodedata.category(ch)
    return cat in ("Ll", "Lm", "Lo") or cat[0] in "MN"


# ASCII characters _keep_in_segment refuses once lower-cased (\s is str.isspace, \x1c-\x1f included)
_ASCII_DROP = re.compile(r"[^a-z0-9._\-\s]")


# a path every step of slugify_path leaves as it is: lower-case ASCII runs joined by single '.', '_' or '-'
_ALREADY_SLUG = re.compile(r"[a-z0-9]+(?:[._-][a-z0-9]+)*(?:/[a-z0-9]+(?:[._-][a-z0-9]+)*)*")


def _dash_runs(text: str) -> str:
    # (U+FEFF counts as white space, as in gbrain's JavaScript \s; Python's \s lacks it)
    text = re.sub(r"[\s\ufeff]+", "-", text)
    text = re.sub(r"-{2,}", "-", text)
    return text.strip("-")


def slugify_segment(segment: str) -> str:
    """One path segment as a slug segment: ``Café Notes`` -> ``cafe-notes``.

    Accents and Hebrew points are dropped, the text is lower-cased, everything that is not a
    letter, mark, number, ``.``, ``_``, ``-`` or whitespace is deleted, whitespace runs become
    ``-``, ``-`` runs collapse and leading/trailing ``-`` go. Dots and underscores survive
    (``v1.0.0`` stays ``v1.0.0``) except at the end (``Notes.`` -> ``notes``); CJK, Hangul, Hebrew and other
    scripts survive. What Unicode NFKC folds is folded first (``ｎｏｔｅｓ`` -> ``notes``), as brain.put_page
    writes a new page's slug (divergences from gbrain, which keeps both: brain._slug_problem refuses the one
    and folds the other).
    """
    if segment.isascii():   # the common case, without a per-character loop (same result)
        return _dash_runs(_ASCII_DROP.sub("", segment.lower())).rstrip(".-")
    text = _strip_accents(unicodedata.normalize("NFKC", segment), hebrew_points=True).lower()
    text = "".join(ch for ch in text if _keep_in_segment(ch))
    return _dash_runs(text).rstrip(".-")


def _path_segments(path: str) -> list[str]:
    path = path.replace("\\", "/")
    if path.startswith("./"):
        path = path[2:]
    elif path.startswith("/"):
        path = path[1:]
    return path.split("/")


def slugify_path(path: str) -> str:
    """A relative file path as a slug: ``People/Pedro-Franceschi.md`` -> ``people/pedro-franceschi``.

    A trailing ``.md``/``.mdx`` (any case) is dropped, backslashes become ``/``, a leading ``./``
    or ``/`` is dropped, each segment goes through :func:`slugify_segment` and empty segments
    disappear.
    """
    if _ALREADY_SLUG.fullmatch(path) and not _MD_SUFFIX.search(path):
        return path   # already its own slug (the common case: [[people/alice-chen]]), without the per-segment work
    path = _MD_SUFFIX.sub("", path)
    segments = (slugify_segment(seg) for seg in _path_segments(path))
    return "/".join(seg for seg in segments if seg)


def path_to_slug(relpath: str, repo_prefix: str | None = None) -> str:
    """The slug of an imported file: :func:`slugify_path`, under ``repo_prefix`` when given, lower-case."""
    slug = slugify_path(relpath)
    if repo_prefix:
        prefix = repo_prefix.strip("/")
        if prefix:
            slug = f"{prefix}/{slug}" if slug else prefix
    return slug.lower()


def slugify_code_path(path: str) -> str:
    """The flat slug of a code file: ``src/core/chunkers/code.ts`` -> ``src-core-chunkers-code-ts``.

    Every segment has its dots turned into ``-`` and is slugified; segments are joined with ``-``.
    """
    segments = (slugify_segment(seg.replace(".", "-")) for seg in _path_segments(path))
    return "-".join(seg for seg in segments if seg)
