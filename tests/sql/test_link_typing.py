"""Link typing per mention (issue 18): each reference typed by the cue of the clause that governs it, in English and
Japanese, on ordinary prose: coordinated clauses, lists, relative clauses and appositions, passives, title nouns,
negations and hedges, tables, timelines, mixed-language paragraphs, the domains of brain.link_types.

The cases (tests/sql/data/link_typing_cases.txt) were written for pgbrain; the first block is the issue's own table.
Each page is imported with stub pages for its targets, and its markdown edges must be exactly the listed ones. A case
marked '!' is a known miss, expected to fail (strict), with the reason stated."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from psycopg.types.json import Jsonb

from conftest import expect_error
from pgbrain.ingest import put_text

CASES = Path(__file__).with_name("data") / "link_typing_cases.txt"
TYPES = {"people": "person", "companies": "company", "funds": "fund", "meetings": "meeting"}


def read_cases(path: Path = CASES):
    """(slug, page type, body, expected edges, known-miss reason or None) of each block of a case file. Lines
    starting with "#" before a block's slug line are comments; after it they are the page's headings."""
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        lines = [ln for ln in block.strip("\n").split("\n") if ln]
        while lines and lines[0].startswith("#"):
            lines.pop(0)
        if not lines:
            continue
        slug, page_type = lines[0].split()
        known = next((ln[2:] for ln in lines if ln.startswith("! ")), None)
        body = "\n".join(ln for ln in lines[1:] if not ln.startswith(("= ", "! ")))
        expect = {tuple(re.split(r" -> | : ", ln[2:].strip())) for ln in lines if ln.startswith("= ")}
        yield slug, page_type, body, expect, known


def _cases():
    return [pytest.param(slug, page_type, body, expect, id=slug,
                         marks=[pytest.mark.xfail(reason=known, strict=True)] if known else [])
            for slug, page_type, body, expect, known in read_cases()]


def _title(slug: str) -> str:
    """A page's name from its slug, as a person would write it: 'companies/pinecrest-robotics-r11a' is Pinecrest
    Robotics (a case round's suffix and numbers dropped)."""
    words = [w for w in slug.split("/")[-1].split("-") if w.isalpha() and not re.fullmatch(r"r\d+[a-z]?", w)]
    return " ".join(w.capitalize() for w in words) or slug


def _put(conn, slug: str, page_type: str, body: str) -> None:
    put_text(conn, f"---\ntitle: {_title(slug)}\ntype: {page_type}\n---\n\n{body}\n", slug)


def markdown_edges(conn, slug: str, page_type: str, body: str) -> set[tuple[str, str, str]]:
    """Import a case's page (with stub pages for its targets) and read the markdown edges it asserts."""
    targets = set(re.findall(r"\[\[([a-z]+/[a-z0-9-]+)", body)) - {slug}
    for t in sorted(targets):
        _put(conn, t, TYPES.get(t.split("/")[0], "note"), "A page.")
    _put(conn, slug, page_type, body)
    return {tuple(r) for r in conn.execute(
        "select from_slug, to_slug, link_type from brain.page_links"
        " where origin_slug = %s and link_source = 'markdown'", [slug])}


@pytest.mark.parametrize(("slug", "page_type", "body", "expect"), _cases())
def test_each_mention_typed_by_its_clause(conn, slug, page_type, body, expect):
    assert markdown_edges(conn, slug, page_type, body) == expect


def test_the_cases_cover_both_languages_and_every_type():
    cases = [p.values for p in _cases()]
    assert len(cases) >= 120
    types = {e[2] for c in cases for e in c[3]}
    assert types >= {"works_at", "founded", "invested_in", "advises", "attended", "mentions"}
    assert sum(bool(re.search("[\u3040-\u309f]", c[2])) for c in cases) >= 30


def test_the_clause_is_stored_with_each_occurrence(conn):
    _put(conn, "companies/acme", "company", "A page.")
    _put(conn, "people/eve", "person", "Eve works at [[companies/acme]]. In 2019 she founded [[companies/acme]].")
    rows = conn.execute(
        "select c.clause, substr(c.clause, c.clause_start + 1, c.clause_end - c.clause_start), c.cjk, c.clause_role"
        "  from brain.link_candidates c join brain.pages p on p.id = c.page_id where p.slug = 'people/eve' order by ord"
    ).fetchall()
    # (the page's own name is read as its pronoun: "Eve" is written "She", three letters as the name)
    assert rows == [("She works at ⟦⟧.", "⟦⟧", False, "clause"), ("In 2019 she founded ⟦⟧.", "⟦⟧", False, "clause")]
    # one edge per relation, each with the context of its own occurrence
    ctx = dict(conn.execute("select link_type, context from brain.page_links where origin_slug = 'people/eve'"))
    assert ctx["works_at"].startswith("Eve works at") and "founded" in ctx["founded"]


def test_a_repeated_mention_under_the_same_relation_is_one_edge(conn):
    _put(conn, "companies/acme", "company", "A page.")
    _put(conn, "people/ann", "person", "Ann works at [[companies/acme]]. She still works at [[companies/acme]] today.")
    assert conn.execute("select count(*) from brain.links l join brain.pages p on p.id = l.origin_page_id "
                        "where p.slug = 'people/ann' and l.valid_to is null").fetchone()[0] == 1


def test_a_rule_outside_its_domain_falls_back_to_the_next(conn):
    # "founded" never points at a person: the co-founder is a mention; a DBA's domain change binds at the next relink
    _put(conn, "people/jane", "person", "A page.")
    _put(conn, "companies/acme", "company", "A page.")
    _put(conn, "people/bob", "person", "Bob founded [[companies/acme]] with [[people/jane]].")
    got = {(t, k) for _, t, k in conn.execute(
        "select from_slug, to_slug, link_type from brain.page_links where origin_slug = 'people/bob'")}
    assert got == {("companies/acme", "founded"), ("people/jane", "mentions")}
    conn.execute("update brain.link_types set to_types = '{fund}' where name = 'founded'")
    conn.execute("select * from brain.relink_pages()")
    got = {(t, k) for _, t, k in conn.execute(
        "select from_slug, to_slug, link_type from brain.page_links where origin_slug = 'people/bob'")}
    assert ("companies/acme", "founded") not in got


def test_an_anaphor_text_types_by_its_own_cue_and_denies_only_what_it_says(conn):
    """Role anaphor (issue 18, session 30): a later clause naming the reference again, written with the reference in
    the anaphor's place; a cue in it adds a relation, a negation in it leaves the reference's other relations."""
    _put(conn, "companies/acme", "company", "A page.")
    _put(conn, "people/zed", "person", "Zed co-founded [[companies/acme]] in 2015. He later became the company's CTO.")
    _put(conn, "people/bo", "person", "Bo co-founded [[companies/acme]] but never ran the company.")
    got = {(o, t, k) for o, t, k in conn.execute(
        "select origin_slug, to_slug, link_type from brain.page_links"
        " where origin_slug in ('people/zed', 'people/bo')")}
    assert got == {("people/zed", "companies/acme", "founded"), ("people/zed", "companies/acme", "works_at"),
                   ("people/bo", "companies/acme", "founded")}
    assert [r for (r,) in conn.execute(
        "select c.clause_role from brain.link_candidates c join brain.pages p on p.id = c.page_id"
        " where p.slug = 'people/zed' order by c.ord")] == ["clause", "anaphor"]
    # (a DBA's candidates may carry the role too)
    conn.execute("select * from brain.relink_page(slug => 'people/bo', candidates => %s)",
                 [Jsonb([{"target": "companies/acme", "kind": "wikilink", "context": "Bo runs [[companies/acme]].",
                          "mention_start": 8, "mention_end": 26, "clause": "and now runs ⟦⟧ as CEO.",
                          "clause_start": 13, "clause_end": 15, "clause_role": "anaphor"}])])
    assert {k for (k,) in conn.execute("select link_type from brain.page_links where origin_slug = 'people/bo'")} == {
        "works_at"}


def test_a_predicate_after_a_list_is_every_item_s(conn):
    """brain._after_list (issue 18, session 31): the part after a reference passes over the references coordinated
    with it, so "[[a]] and [[b]] have run the company" and 「[[a]]と[[b]]が当ファンドを設立」 type both; a text
    without such a list is unchanged, a null stays null."""
    assert [conn.execute("select brain._after_list(%s)", [x]).fetchone()[0] for x in (
        " and ⟦⟧ are the fund's partners.", ", ⟦⟧, and ⟦⟧ have run it", "と⟦⟧が設立", "、⟦⟧・⟦⟧に出資",
        " joined ⟦⟧ and ⟦⟧.", ", ⟦⟧ (PTO)", " and ⟦⟧, who left", "", None)] == [
        " are the fund's partners.", " have run it", "が設立", "に出資", " joined ⟦⟧ and ⟦⟧.", ", ⟦⟧ (PTO)",
        " and ⟦⟧, who left", "", None]
    for slug in ("people/ema", "people/leo", "people/koichi-hattori", "people/jessica-wu"):
        _put(conn, slug, "person", "A page.")
    _put(conn, "companies/ostara", "company",
         "[[people/ema|Ema Sand]] and [[people/leo|Leo Aksoy]] have run the company since 2017.")
    _put(conn, "funds/midori", "fund",
         "| 代表パートナー | [[people/koichi-hattori\\|服部浩一]]、[[people/jessica-wu\\|Jessica Wu]] |\n"
         "- 2020年1月：服部とJessicaが当ファンドを設立。")
    got = {(f, t, k) for f, t, k in conn.execute(
        "select from_slug, to_slug, link_type from brain.page_links"
        " where origin_slug in ('companies/ostara', 'funds/midori')")}
    assert got == {("people/ema", "companies/ostara", "works_at"), ("people/leo", "companies/ostara", "works_at"),
                   ("people/koichi-hattori", "funds/midori", "works_at"),
                   ("people/koichi-hattori", "funds/midori", "founded"),
                   ("people/jessica-wu", "funds/midori", "works_at"), ("people/jessica-wu", "funds/midori", "founded")}


@pytest.mark.parametrize(("candidate", "message"), [
    ({"target": "people/a", "kind": "wikilink", "clause": "x", "clause_start": 0, "clause_end": 5}, "inside it"),
    ({"target": "people/a", "kind": "wikilink", "clause": "abc", "clause_start": 2, "clause_end": 1}, "inside it"),
    ({"target": "people/a", "kind": "wikilink", "clause": "abc"}, "inside it"),
    ({"target": "people/a", "kind": "wikilink", "clause": "abc", "clause_start": 0, "clause_end": 1,
      "clause_role": "main"}, "clause_role"),
])
def test_a_malformed_clause_is_refused(conn, candidate, message):
    _put(conn, "people/z", "person", "Z knows [[people/a]].")
    before = conn.execute("select count(*) from brain.link_candidates").fetchone()[0]
    exc = expect_error(conn, "select * from brain.relink_page(slug => 'people/z', candidates => %s)",
                       [Jsonb([candidate])], sqlstate="22023")
    assert message in exc.diag.message_primary
    assert conn.execute("select count(*) from brain.link_candidates").fetchone()[0] == before
