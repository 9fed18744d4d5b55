"""gbrain's own cases for the Python parsing layer, read in place from shared/reference/gbrain-cases-dev.

Covered here: slugs.json (the slugifiers, which run in Python before the database, each held to its SQL twin
brain._slugify_path by a parity test; validity and basenames, which only SQL decides: brain.check_slug,
brain._normalize_basename; resolve_name and basename_matches are the link engine's, tested with it),
link_extraction.json extract_entity_refs, unwrap_wikilink and the body-reference part of
extract_page_links, timeline.json parse_timeline. Cases whose behaviour we change on purpose are
listed in EXPECTED_DIVERGENCES with a reason and our own expected result, which is asserted instead.
"""

from __future__ import annotations

import json
import re
import unicodedata

import psycopg
import pytest

from conftest import linked_refs, shared_path
from pgbrain import slugs
from pgbrain.markdown import extract_candidates, parse_timeline, split_body, unwrap_wikilink
from pgbrain.slugs import slugify_path

CASES_DIR = shared_path("reference", "gbrain-cases-dev")

# case id -> (why we differ, what we produce instead)
EXPECTED_DIVERGENCES: dict[str, tuple[str, object]] = {
    "refs-percent-malformed": (
        "markdown-link targets are slugified like file paths, so the unparseable '%zz' loses its '%'",
        {("people/alicezzchen", None, False, "Alice")},
    ),
    "pl-emoji-context-well-formed": (
        "context = 120 chars around this occurrence's markup, not 240 around the display name's first mention",
        "[Alice](people/alice)" + "x" * 99 + "\U0001f680 trailing context",
    ),
    "pl-bench-engineer": (
        "context window is measured from the end of the markup and cut at a word boundary",
        "paul-eng is an engineer at [Company A](companies/startup-0). Previously worked at "
        "[Company B](companies/startup-5). - **2026-04-01** | Joined companies/startup-0",
    ),
}

SLUG_FUNCS = {
    "slugify_segment": slugs.slugify_segment,
    "slugify_path": slugs.slugify_path,
    "path_to_slug": slugs.path_to_slug,
    "slugify_code_path": slugs.slugify_code_path,
}
SQL_SIDE_KINDS = {"resolve_name", "basename_matches", "normalize_basename", "validate_page_slug",
                  "engine_validate_slug"}
TEST_PAGE = "notes/page"  # the page extract_entity_refs cases are placed on (one directory deep)


def _load(name: str) -> list[dict]:
    return json.loads((CASES_DIR / name).read_text(encoding="utf-8"))


def _cases(name: str, *kinds: str) -> list:
    return [pytest.param(c, id=c["id"]) for c in _load(name) if c["kind"] in kinds]


def test_every_kind_is_covered_or_owned_by_sql():
    slug_kinds = {c["kind"] for c in _load("slugs.json")}
    assert slug_kinds <= set(SLUG_FUNCS) | SQL_SIDE_KINDS
    assert {c["kind"] for c in _load("timeline.json")} == {"parse_timeline"}


def test_divergences_name_existing_cases():
    ids = {c["id"] for name in ("slugs.json", "link_extraction.json", "timeline.json") for c in _load(name)}
    assert set(EXPECTED_DIVERGENCES) <= ids


# --- slugs.json ----------------------------------------------------------------------------------


@pytest.mark.parametrize("case", _cases("slugs.json", *SLUG_FUNCS))
def test_slug_functions(case):
    value = case["input"]["value"]
    if case["input"].get("normalize"):
        value = unicodedata.normalize(case["input"]["normalize"], value)
    func = SLUG_FUNCS[case["kind"]]
    if case["kind"] == "path_to_slug" and case["input"].get("repo_prefix"):
        got = func(value, case["input"]["repo_prefix"])
    else:
        got = func(value)
    assert got == case["expect"]["output"]


@pytest.mark.parametrize("case", _cases("slugs.json", "normalize_basename"))
def test_normalize_basename_in_sql(conn, case):
    got = conn.execute("select brain._normalize_basename(%s)", [case["input"]["value"]]).fetchone()[0]
    assert got == case["expect"]["output"]


def _valid_in_sql(conn, slug: str) -> tuple[bool, str | None]:
    try:
        with conn.transaction():
            return True, conn.execute("select brain.check_slug(slug => %s)", [slug]).fetchone()[0]
    except psycopg.errors.InvalidParameterValue:
        return False, None


@pytest.mark.parametrize("case", _cases("slugs.json", "validate_page_slug", "engine_validate_slug"))
def test_slug_validity_is_brain_check_slug(conn, case):
    """gbrain's two validators (the op-level one and the permissive engine one) agree with pgbrain's one rule on
    every case they share; pgbrain stores slugs as given, so a valid slug is its own normal form."""
    valid, normalized = _valid_in_sql(conn, case["input"]["slug"])
    assert valid == case["expect"]["valid"]
    if valid and "normalized" in case["expect"]:
        assert normalized == case["expect"]["normalized"]


# our own paths beside gbrain's: scripts, NFKC forms, accents, dots and underscores, the ASCII fast path's edges
PARITY_PATHS = [
    "ＡＢＣ/Foo", "People/Pedro-Franceschi.md", "notes/v1.0.0", "a/Notes.", "Café Notes/x", "_drafts/x",
    "x/.hidden", "./a/b.MD", "/abs/x.mdx", "a\\b\\C d", "田中 太郎/会議", "Ünïcödé/ÄÖÜ", "notes/हिन्दी",
    "a--b/-c-", "x/y.", "people/alice-chen", "Apple Notes/2017 (draft)", "ｎｏｔｅｓ/ｖ１", "a/b\u00adc",
]


def test_slugify_parity_over_every_character(conn):
    """Every assigned code point between two letters slugifies alike in Python and SQL (one statement), and what
    the slugifier keeps, brain.check_slug accepts (unassigned code points are left out: Python 3.11 and the
    server may know different Unicode versions)."""
    chars = [chr(i) for i in [*range(0x80, 0xD800), *range(0xE000, 0x30000), *range(0xE0000, 0xE0200)]
             if unicodedata.category(chr(i)) != "Cn"]
    paths = [f"a{ch}b" for ch in chars]
    sql_slugs = conn.execute("select array_agg(coalesce(brain._slugify_path(p), '') order by n) "
                             "from unnest(%s::text[]) with ordinality x(p, n)", [paths]).fetchone()[0]
    differ = [(f"U+{ord(ch):04X}", slugify_path(p), s) for ch, p, s in zip(chars, paths, sql_slugs, strict=True)
              if slugify_path(p) != s]
    assert differ == []
    kept = sorted({s for s in sql_slugs if s})
    refused = conn.execute("select array_agg(s) from unnest(%s::text[]) s where s !~ '^[a-z0-9._-]+$' "
                           "and not exists (select 1 from regexp_matches(s, '(^|/)[^[:alnum:]]')) "
                           "and (select brain.check_slug(s)) is null", [kept]).fetchone()[0]
    assert refused is None


@pytest.mark.parametrize("path", [*PARITY_PATHS,
                                  # (a NUL never reaches SQL: PostgreSQL text cannot hold it)
                                  *(c["input"]["value"] for c in _load("slugs.json")
                                    if c["kind"] in ("slugify_path", "path_to_slug", "slugify_segment")
                                    and "\x00" not in c["input"]["value"])])
def test_python_slugify_path_matches_its_sql_twin(conn, path):
    """The link engine slugifies written paths in SQL (brain._slugify_path); an import slugifies file names in
    Python before the database: both must give the same slug, or a link to a file would miss its page."""
    # (SQL says null where Python says '': nothing is left of the path)
    assert slugify_path(path) == (conn.execute("select brain._slugify_path(%s)", [path]).fetchone()[0] or "")


# --- link_extraction.json ------------------------------------------------------------------------


def _expected_target(ref: dict) -> str:
    """gbrain's raw ref mapped to the candidate target we produce for it on TEST_PAGE."""
    if ref.get("needsResolution"):
        return ref["slug"]  # the literal name; SQL resolves it
    page_dir = TEST_PAGE.split("/")[:-1]
    if ref.get("sameDir"):
        return "/".join([*page_dir, ref["slug"]])
    ups = ref.get("upLevels", 0)
    if ups:
        return "/".join([*page_dir[:max(0, len(page_dir) - ups)], ref["slug"]])
    return ref["slug"]


@pytest.mark.parametrize("case", _cases("link_extraction.json", "extract_entity_refs"))
def test_extract_entity_refs(conn, case):
    # gbrain's extractor applies the entity-directory whitelist itself; pgbrain's parser keeps every reference and
    # the link engine applies it (brain._relink_refs), so the cases are checked on what the engine takes. Bare slugs
    # are a separate pass in gbrain (extractPageLinks), so they are left out here
    got = {(target, source, resolve, name)
           for target, kind, source, name, resolve in linked_refs(conn, TEST_PAGE, case["input"]["content"])
           if kind != "bare"}
    if case["id"] in EXPECTED_DIVERGENCES:
        assert got == EXPECTED_DIVERGENCES[case["id"]][1]
        return
    expected = {(_expected_target(r), r.get("sourceId"), bool(r.get("needsResolution")), r["name"])
                for r in case["expect"]["refs"]}
    assert got == expected


def _gbrain_direct_target(cand) -> str:
    """The direct (link_source markdown) candidate gbrain derives from one of ours."""
    if not cand.needs_resolution:
        return cand.target
    return cand.target if "/" in cand.target else slugify_path(cand.target)


@pytest.mark.parametrize("case", _cases("link_extraction.json", "extract_page_links"))
def test_extract_page_links_body_targets_and_context(case):
    """Body references only: frontmatter edges, link types and basename resolution are SQL's job."""
    inp = case["input"]
    compiled, timeline = split_body(inp["content"])
    cands = extract_candidates(inp["slug"], compiled, timeline)
    gbrain = {}
    for edge in case["expect"]["candidates"]:
        if edge["link_source"] != "markdown":
            continue
        frm = edge.get("from", inp["slug"])
        gbrain.setdefault(edge["to"] if frm == inp["slug"] else frm, edge["context"])
    assert {_gbrain_direct_target(c) for c in cands} == set(gbrain)
    # gbrain keeps the first occurrence of a target; pgbrain keeps every occurrence (issue 18), whose first is it
    first: dict[str, object] = {}
    for cand in cands:
        markup = cand.context[cand.mention_start:cand.mention_end]
        assert markup and markup in re.sub(r"\s+", " ", unicodedata.normalize("NFKC", inp["content"]))
        first.setdefault(_gbrain_direct_target(cand), cand)
    for target, cand in first.items():
        if case["id"] in EXPECTED_DIVERGENCES:
            assert cand.context == EXPECTED_DIVERGENCES[case["id"]][1]
        else:
            assert cand.context == gbrain[target]


@pytest.mark.parametrize("case", _cases("link_extraction.json", "unwrap_wikilink"))
def test_unwrap_wikilink(case):
    assert unwrap_wikilink(case["input"]["value"]) == case["expect"]["result"]


# --- timeline.json -------------------------------------------------------------------------------


@pytest.mark.parametrize("case", _cases("timeline.json", "parse_timeline"))
def test_parse_timeline(case):
    assert parse_timeline(case["input"]["content"]) == case["expect"]["entries"]
