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
* **Every occurrence counts**: a candidate per occurrence and governing text (gbrain keeps the first occurrence
  of a target), deduplicated per origin field (compiled_truth, timeline) only when the same target has the same
  governing text; the SQL side owns edges by origin field and merges what resolves to the same page.
* **Timeline lines** may also be written without bold and with ``:`` as separator
  (``- 2024-03-01: summary``), the form pgbrain's own docs use; gbrain requires ``**date**``.

The package, by concern (each module's docstring says more):

* ``frontmatter``: reading and decoding files, :class:`ParseError`, ``check_text``, the YAML frontmatter.
* ``fences``: code masking and fenced lines.
* ``references``: link candidates with their context, cited source files, ``unwrap_wikilink``.
* ``clauses``: the text that governs each reference (statements, clauses, attachments), by syntax alone.
* ``memory``: the timeline, takes and facts sections.
* ``page``: the body split, the title and ``parse_page``.
"""

from __future__ import annotations

from .clauses import subject_names
from .fences import mask_code
from .frontmatter import (
    MAX_FILE_BYTES,
    MAX_FRONTMATTER_BYTES,
    MAX_YAML_ALIASES,
    MAX_YAML_VALUES,
    ParseError,
    check_text,
    decode_page,
    read_page_file,
    split_frontmatter,
)
from .memory import FACT_KINDS, NOTABILITY, TAKE_KINDS, parse_facts, parse_takes, parse_timeline
from .page import ParsedPage, extract_title, parse_page, split_body
from .references import (
    CJK_CONTEXT_MAX,
    CONTEXT_RADIUS,
    Candidate,
    extract_candidates,
    extract_code_refs,
    unwrap_wikilink,
)

__all__ = [
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
    "subject_names",
    "unwrap_wikilink",
    # public names the single module had beside its __all__
    "CJK_CONTEXT_MAX",
    "CONTEXT_RADIUS",
    "FACT_KINDS",
    "MAX_YAML_VALUES",
    "NOTABILITY",
    "TAKE_KINDS",
    "extract_code_refs",
]
