"""Slugs: turning file paths and names into page ids, and checking slugs before they are stored.

A slug is a path-like page id without extension, lower-case, segments joined by ``/``
(``people/alice-chen``, ``companies/acme``). Import derives it from the file's relative path
(:func:`path_to_slug`); code files get a flat slug (:func:`slugify_code_path`); link resolution
compares names by :func:`normalize_basename`. Behaviour follows gbrain-spec.md section 3.

Two validators exist, like in gbrain:

* :func:`validate_page_slug` is what a write accepts (raises :class:`SlugError`);
* :func:`engine_validate_slug` is the permissive storage-level check, kept for conformance.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = [
    "MAX_SLUG_LENGTH",
    "SlugError",
    "engine_validate_slug",
    "normalize_basename",
    "path_to_slug",
    "slugify_code_path",
    "slugify_path",
    "slugify_segment",
    "validate_page_slug",
]

MAX_SLUG_LENGTH = 255

# Invisible or direction-changing characters a slug must never carry: they make two slugs that
# look the same differ (or reorder what a reader sees).
_INVISIBLE = re.compile("[\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]")
_BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_ENCODED_SEPARATOR = re.compile("%(2e|2f|5c)", re.IGNORECASE)
_MD_SUFFIX = re.compile(r"\.mdx?$", re.IGNORECASE)


class SlugError(ValueError):
    """A slug that cannot be stored; the message says which rule it breaks."""


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
    text = re.sub(r"\s+", "-", text)
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


def normalize_basename(name: str) -> str:
    """A name folded for basename matching: ``Startup X`` -> ``startup-x``, ``Pedro's Co.`` -> ``pedros-co``.

    Unlike :func:`slugify_segment`, dots and underscores are removed, and ``-`` runs are kept as they are.
    """
    text = _strip_accents(name, hebrew_points=False).lower()
    kept = []
    for ch in text:
        if ch == "-" or _is_space(ch) or unicodedata.category(ch)[0] in "LMN":
            kept.append(ch)
    return re.sub(r"\s+", "-", "".join(kept).strip())


def _segment_char_ok(ch: str) -> bool:
    if ch in "-._":
        return True
    cat = unicodedata.category(ch)
    return cat in ("Ll", "Lm", "Lo") or cat[0] in "MN"


def validate_page_slug(slug: str) -> None:
    """Check a slug a page is written under; raise :class:`SlugError` saying what is wrong.

    Rules (gbrain's op-level ``validatePageSlug``, spec section 3.5): non-empty, at most 255
    characters, lower-case, segments separated by ``/``, no empty segment (so no leading or
    trailing ``/`` and no ``//``), no ``.`` or ``..`` segment, no backslash, no control, bidi,
    zero-width or other invisible format characters (U+00AD, U+061C, U+180E, U+200B-U+200F,
    U+2028-U+202E, U+2060-U+206F, U+FEFF), no whitespace; a segment consists of letters (any
    script), marks and numbers, plus ``-``, and does not start with ``-``.

    Deliberate divergence from gbrain: segments may also contain dots and underscores
    (``notes/v1.0.0``, ``people/foo_bar``), because :func:`slugify_segment` produces them from
    ordinary file names and a page must be storable under the slug its own file gets. gbrain
    rejects them here while its slugifier emits them (spec section 13, quirk 1).
    """
    if not isinstance(slug, str):
        raise SlugError(f"slug must be a string, not {type(slug).__name__}")
    if slug == "":
        raise SlugError("slug is empty")
    if len(slug) > MAX_SLUG_LENGTH:
        raise SlugError(f"slug is {len(slug)} characters long; at most {MAX_SLUG_LENGTH} are allowed")
    if "\\" in slug:
        raise SlugError(f"slug {slug!r} contains a backslash; segments are separated by '/'")
    for ch in slug:
        if unicodedata.category(ch) == "Cc":
            raise SlugError(f"slug {slug!r} contains the control character U+{ord(ch):04X}")
    bad = _INVISIBLE.search(slug)
    if bad:
        raise SlugError(f"slug {slug!r} contains the invisible or bidi character U+{ord(bad.group()):04X}")
    if slug.startswith("/"):
        raise SlugError(f"slug {slug!r} starts with '/'; slugs are relative (people/alice)")
    if slug != slug.lower():
        raise SlugError(f"slug {slug!r} contains upper-case letters; slugs are lower-case ({slug.lower()!r})")
    for segment in slug.split("/"):
        if segment == "":
            raise SlugError(f"slug {slug!r} has an empty segment (a trailing '/' or '//')")
        if segment in (".", ".."):
            raise SlugError(f"slug {slug!r} has a {segment!r} segment; relative path parts are not allowed")
        if segment.startswith("-"):
            raise SlugError(f"slug {slug!r}: segment {segment!r} starts with '-'")
        for ch in segment:
            if _is_space(ch):
                raise SlugError(f"slug {slug!r} contains whitespace; use '-' (see slugify_path)")
            if not _segment_char_ok(ch):
                raise SlugError(
                    f"slug {slug!r} contains {ch!r}; segments hold letters, numbers, '-', '.' and '_' only")


def engine_validate_slug(slug: str) -> tuple[bool, str | None]:
    """The permissive storage-level check (gbrain's engine ``validateSlug``): ``(valid, normalized)``.

    Lower-cases; accepts spaces, dots, ``@`` and the like; rejects empty slugs, a leading ``/``,
    ``..`` segments, backslashes, percent-encoded ``.``, ``/`` and ``\\`` (``%2e``, ``%2f``,
    ``%5c``), control and bidi characters. ``normalized`` is None when the slug is invalid.
    """
    if not isinstance(slug, str) or slug == "":
        return False, None
    if slug.startswith("/") or "\\" in slug or _ENCODED_SEPARATOR.search(slug) or _BIDI.search(slug):
        return False, None
    if any(unicodedata.category(ch) == "Cc" for ch in slug):
        return False, None
    if any(seg == ".." for seg in slug.split("/")):
        return False, None
    return True, slug.lower()
