"""gbrain's mined graph cases run against the real database: link typing, page links and reconciliation.

The cases are read where they live, in shared/reference/gbrain-cases-dev beside the checkout
(nothing is copied into the repository):

* link_extraction.json ``infer_link_type``: a page of the case's type (its text: the case's
  global_context, else its context) holds one stored reference whose context is the case's context,
  without mention offsets; brain.relink_page types the edge to the target page.
* link_extraction.json ``extract_page_links`` and ``frontmatter_links``: the pages the case says
  exist are written first (see _existing_pages), then the case's page goes through the real markdown
  path (put_text -> brain.put_page with auto-link); the edges it owns are compared with what gbrain's
  auto-link would persist as (from, to, link_type, link_source) sets, and its unresolved frontmatter
  names with the case's. ``skipFrontmatter`` is emulated by leaving the frontmatter out.
* reconciliation.json: a small step runner (put_page, add_link, extract_links_db, set_config,
  delete_page) over the same connection, then the case's edge, timeline and step expectations.
  A put_page ctx is trusted as gbrain decides it (local, or a subagent with a slug allow-list);
  an untrusted one calls brain.put_page with auto_link => false. extract_links_db re-parses the
  stored pages (pgbrain.ingest.extract_links with no folder). Our add_link has no link_source
  parameter, so an attempt to forge a provenance is refused by PostgreSQL (undefined function).

Where we chose a different behaviour on purpose the case is listed in DIVERGENCES with the reason,
and OURS holds what we produce instead, which is asserted in place of gbrain's answer. The
deliberate divergences are: (a) meeting pages: people are attendees stored person -> meeting,
anything else is a mention; (b) bare slugs in prose count only under brain.entity_dirs; (c) a plain
mention is dropped next to a typed edge the same page asserts between the same two pages; (d) no
self edges; (e) English verb rules on person and fund pages only, company pages use passive and
subject-anchored rules giving person -> company edges, other types give mentions; (f) the link type
is read from the reference's sentence, not a 240-character window; (g) a basename-resolved wikilink
is an ordinary body reference (inferred type, link_source markdown); (h) an edge another page's
frontmatter asserts survives a rewrite of this page. Only (a), (d), (e), (f) and (g) change the
answer of a case in the development half. Cases that show a plain defect of ours are in KNOWN_BUGS:
they assert the correct answer (gbrain's, or ours where a divergence also applies) as strict xfails,
so fixing the bug makes them fail until they are moved out. Everything runs inside the ``conn``
fixture's transaction and is rolled back.
"""

from __future__ import annotations

import json

import psycopg
import pytest
import yaml
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from conftest import shared_path
from pgbrain.api import Brain
from pgbrain.ingest import extract_links, put_text
from pgbrain.markdown import parse_page

CASES_DIR = shared_path("reference", "gbrain-cases-dev")

Edge = tuple[str, str, str, str]  # (from, to, link_type, link_source)

# --------------------------------------------------------------------------------------------------
# deliberate divergences: case id -> why; OURS holds the expected value we assert instead

_A = ("(a) on a meeting page a reference to a person is an attendee stored person -> meeting, like the "
      "attendees frontmatter edge (gbrain stores body references meeting -> person and frontmatter ones "
      "person -> meeting); any other reference on a meeting page is a plain mention")
_D = "(d) no self edges: a markdown link to the page itself is dropped (gbrain keeps it from pass 1)"
_E = ("(e) on a company page the reference is the subject of the verb: '[Alice](people/alice) advises us' is "
      "people/alice -> the company (gbrain runs the person-page verb rules and stores company -> person)")
_F = ("(f) the link type is read from the reference's sentence, not a 240-character window: 'X is the CEO of "
      "[Co](...). They founded the company.' is works_at from the link's sentence, and founded from the next, which "
      "names the company again (an anaphor, since session 30); gbrain and its benchmark's gold answer give works_at "
      "alone")
_G = ("(g) a bare or path wikilink resolved by name (basename or title) is an ordinary body reference: inferred type "
      "(mentions on a concept page) and link_source markdown, not wikilink_basename / wikilink-resolved")

DIVERGENCES: dict[str, str] = {
    "it-meeting": _A,
    "pl-meeting-attended": _A,
    "rc-autolink-basic": _A,
    "rc-bare-slug-link": _A,
    "pl-extractdb-self-and-ceo": _D,
    "pl-extractdb-advises": _E,
    "pl-bench-founder": _F,
    "pl-aliased-wikilink-target": _G,
    "pl-wikilink-mixed-2b-2c": _G,
    "pl-cjk-bare-wikilink": _G,
    "pl-path-wikilink-deeper-suffix": _G,
    "pl-1964-obsidian-path-flag-off": _G,
    "pl-1964-suffix-real-index": _G,
}

OURS: dict[str, dict] = {
    # infer_link_type: the edge between meetings/case-page and its target
    "it-meeting": {"edges": {("people/case-target", "meetings/case-page", "attended", "markdown")}},
    # page links: the edges the page owns
    "pl-meeting-attended": {"persisted": {("people/alice", "meetings/x", "attended", "markdown"),
                                          ("people/bob", "meetings/x", "attended", "markdown")}},
    "pl-extractdb-self-and-ceo": {"persisted": {("people/alice", "companies/acme", "works_at", "markdown")}},
    "pl-extractdb-advises": {"persisted": {("people/alice", "companies/acme", "advises", "markdown")}},
    "pl-bench-founder": {"persisted": {("people/frank-founder", "companies/startup-0", "works_at", "markdown"),
                                       ("people/frank-founder", "companies/startup-0", "founded", "markdown")}},
    "pl-aliased-wikilink-target": {
        "persisted": {("concepts/knowledge-graph", "projects/struktura", "mentions", "markdown")}},
    "pl-wikilink-mixed-2b-2c": {"persisted": {("concepts/x", "people/alice", "mentions", "markdown"),
                                              ("concepts/x", "projects/struktura", "mentions", "markdown")}},
    "pl-cjk-bare-wikilink": {"persisted": {("notes/weekly", "meetings/루카텍-올핸즈-미팅", "mentions", "markdown")}},
    # [[notes/struktura]] with no notes/struktura page: reached through title similarity (both
    # vault/notes/struktura and wiki/struktura are titled Struktura; slug order picks the former)
    "pl-path-wikilink-deeper-suffix": {
        "persisted": {("concepts/x", "vault/notes/struktura", "mentions", "markdown")}},
    # path wikilinks: slugified, then matched exactly or as the suffix of one slug (gbrain #1964)
    "pl-1964-obsidian-path-flag-off": {
        "persisted": {("llm-wiki/notes/roadmap", "llm-wiki/entities/ai-3.0", "mentions", "markdown")}},
    "pl-1964-suffix-real-index": {
        "persisted": {("vault/llm-wiki/notes/roadmap", "vault/llm-wiki/entities/ai-3.0", "mentions", "markdown")}},
    # reconciliation: outgoing and incoming edges after the last step
    "rc-autolink-basic": {
        "links_from": {"meetings/auto": [
            {"from": "meetings/auto", "to": "companies/acme", "link_type": "mentions", "link_source": "markdown"}]},
        "links_to": {"meetings/auto": [
            {"from": "people/alice", "to": "meetings/auto", "link_type": "attended", "link_source": "markdown",
             "origin_slug": "meetings/auto", "origin_field": "compiled_truth"}]},
    },
    "rc-bare-slug-link": {
        "links_from": {"meetings/2026-04-03": []},
        "links_to": {"meetings/2026-04-03": [
            {"from": "people/alice-example", "to": "meetings/2026-04-03", "link_type": "attended",
             "link_source": "markdown", "origin_slug": "meetings/2026-04-03"}]},
    },
}

# plain defects of ours: case id -> what is wrong; the case asserts the correct answer and must fail
KNOWN_BUGS: dict[str, str] = {
}


def _load(name: str) -> list[dict]:
    return json.loads((CASES_DIR / name).read_text(encoding="utf-8"))


def _params(cases: list[dict]) -> list:
    out = []
    for case in cases:
        marks = []
        if case["id"] in KNOWN_BUGS:
            marks.append(pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[case["id"]]))
        out.append(pytest.param(case, id=case["id"], marks=marks))
    return out


def _link_cases(*kinds: str) -> list:
    return _params([c for c in _load("link_extraction.json") if c["kind"] in kinds])


def test_divergence_tables_are_consistent():
    ids = {c["id"] for name in ("link_extraction.json", "reconciliation.json") for c in _load(name)}
    assert set(DIVERGENCES) == set(OURS), "every divergence states what we produce instead, and only those"
    assert set(DIVERGENCES) <= ids
    assert set(KNOWN_BUGS) <= ids
    assert all(reason.strip() for reason in [*DIVERGENCES.values(), *KNOWN_BUGS.values()])


# --------------------------------------------------------------------------------------------------
# helpers over the real schema


def _put_plain(conn: psycopg.Connection, slug: str, *, type_: str | None = None, title: str | None = None,
               compiled_truth: str = "", timeline: str = "", source_id: str = "default") -> None:
    """A page written directly, its edges left for later (gbrain's engine.putPage in the cases' setup):
    defer_links, not auto_link => false, which marks content from an untrusted writer that no later
    reconciliation may link."""
    conn.execute(
        "select * from brain.put_page(slug => %s::text, type => %s::text, title => %s::text, "
        "compiled_truth => %s::text, timeline => %s::text, source_id => %s::text, defer_links => true)",
        [slug, type_, title, compiled_truth, timeline, source_id])


def _edges(conn: psycopg.Connection, where: str, params: list, source_id: str = "default") -> set[Edge]:
    rows = conn.execute(
        "select from_slug, to_slug, link_type, link_source from brain.page_links "
        f"where from_source_id = %s and ({where})", [source_id, *params]).fetchall()
    return {tuple(r) for r in rows}


def _edge_rows(conn: psycopg.Connection, where: str, params: list, source_id: str = "default") -> list[dict]:
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute("select from_slug, to_slug, link_type, link_source, origin_slug, origin_field "
                    f"from brain.page_links where from_source_id = %s and ({where})", [source_id, *params])
        return cur.fetchall()


def _as_edge(edge: dict, default_from: str | None = None) -> Edge:
    return (edge.get("from", default_from), edge["to"], edge["link_type"], edge["link_source"])


def _check_edges(conn: psycopg.Connection, where: str, params: list, expected: list[dict] | set,
                 source_id: str = "default", what: str = "") -> None:
    """Compare current edges with expected ones as 4-tuple sets; an expected origin_slug / origin_field
    must match too."""
    rows = _edge_rows(conn, where, params, source_id)
    got = {(r["from_slug"], r["to_slug"], r["link_type"], r["link_source"]) for r in rows}
    if isinstance(expected, set):
        assert got == expected, what
        return
    assert got == {_as_edge(e) for e in expected}, what
    for edge in expected:
        for key in ("origin_slug", "origin_field"):
            if key in edge:
                match = [r for r in rows if (r["from_slug"], r["to_slug"], r["link_type"], r["link_source"])
                         == _as_edge(edge)]
                assert [r[key] for r in match] == [edge[key]] * len(match), f"{what} {key} of {edge}"


def _is_slug(conn: psycopg.Connection, text: str) -> bool:
    """Whether text is a page slug, by the one rule (brain.check_slug)."""
    try:
        with conn.transaction():
            conn.execute("select brain.check_slug(slug => %s)", [text])
    except psycopg.errors.InvalidParameterValue:
        return False
    return True


_FALSY = {"false", "0", "no", "off"}
_TRUTHY = {"true", "1", "yes", "on"}


def _config_value(key: str, value):  # noqa: ANN001, ANN202
    """gbrain's string config values as our jsonb ones: auto_link / auto_timeline are on unless
    false/0/no/off, the basename flag is on only for 1/true/yes/on."""
    if isinstance(value, bool) or not isinstance(value, str):
        return value
    text = value.strip().lower()
    if key in ("auto_link", "auto_timeline"):
        return text not in _FALSY
    if key == "link_resolution.global_basename":
        return text in _TRUTHY
    return value


def _set_config(conn: psycopg.Connection, key: str, value) -> None:  # noqa: ANN001
    conn.execute("select * from brain.set_config(key => %s::text, value => %s::jsonb)",
                 [key, Jsonb(_config_value(key, value))])


# --------------------------------------------------------------------------------------------------
# infer_link_type

TYPE_DIRS = {"person": "people", "company": "companies", "fund": "funds", "meeting": "meetings",
             "concept": "concepts", "deal": "deals", "media": "media", "image": "images", "note": "notes"}


@pytest.mark.parametrize("case", _link_cases("infer_link_type"))
def test_infer_link_type(conn, case):
    inp = case["input"]
    page_type = inp["page_type"]
    page = f"{TYPE_DIRS.get(page_type, page_type)}/case-page"
    # on a meeting page only people are attendees, so the target is a person there
    target = inp.get("target_slug") or ("people/case-target" if page_type == "meeting" else "companies/case-target")
    _put_plain(conn, page, type_=page_type, title="Case page",
               compiled_truth=inp.get("global_context") or inp["context"])
    _put_plain(conn, target, title="Case target")
    conn.execute("select * from brain.relink_page(slug => %s::text, candidates => %s::jsonb)",
                 [page, Jsonb([{"target": target, "kind": "markdown", "context": inp["context"]}])])
    got = _edges(conn, "(from_slug = %s and to_slug = %s) or (from_slug = %s and to_slug = %s)",
                 [page, target, target, page])
    if case["id"] in OURS:
        assert got == OURS[case["id"]]["edges"]
    else:
        assert got == {(page, target, case["expect"]["link_type"], "markdown")}


# --------------------------------------------------------------------------------------------------
# extract_page_links / frontmatter_links


def _compose(inp: dict) -> str:
    """The case's page as markdown: its frontmatter (left out when the case skips the frontmatter
    pass) plus a type line, then the content."""
    fm = {} if inp.get("opts", {}).get("skipFrontmatter") else dict(inp.get("frontmatter") or {})
    fm["type"] = inp["page_type"]
    head = yaml.safe_dump(fm, allow_unicode=True, sort_keys=False, width=1000)
    return f"---\n{head}---\n\n{inp.get('content', '')}\n"


def _existing_pages(conn: psycopg.Connection, case: dict) -> list[str]:
    """Pages written before the case's page.

    With ``existing_pages`` the case says exactly what exists. Otherwise the resolver's pages,
    the pages its basename and title answers name, and every directory-qualified slug an expected
    candidate points at: gbrain emits a body link whether or not its target exists and auto-link
    keeps it when it does, so creating those targets turns the candidates into persisted edges.
    Root-level names ([[struktura]] -> struktura) are not created: they are what gbrain tries
    first and misses.
    """
    inp = case["input"]
    if "existing_pages" in inp:
        return list(inp["existing_pages"])
    res = inp.get("resolver", {})
    pages = list(res.get("pages", []))
    pages += [s for slugs in res.get("basename_override", {}).values() for s in slugs]
    pages += list(res.get("titles", {}).values())
    override = res.get("basename_override", {})
    for cand in case["expect"]["candidates"]:
        for end in (cand.get("from"), cand["to"]):
            tail = (end or "").rsplit("/", 1)[-1]
            if tail in override and end not in override[tail]:
                continue  # the override is the whole basename answer: that page does not exist
            if end and "/" in end and _is_slug(conn, end):
                pages.append(end)
    return list(dict.fromkeys(p for p in pages if p != inp["slug"] or p in res.get("pages", [])))


@pytest.mark.parametrize("case", _link_cases("extract_page_links", "frontmatter_links"))
def test_page_links(conn, case):
    inp = case["input"]
    slug = inp["slug"]
    if inp.get("opts", {}).get("globalBasename"):
        _set_config(conn, "link_resolution.global_basename", True)
    existing = _existing_pages(conn, case)
    for page in existing:
        _put_plain(conn, page)
    put_text(conn, _compose(inp), slug)

    if case["id"] in OURS:
        expected = OURS[case["id"]]["persisted"]
    elif "persisted" in case["expect"]:
        expected = {_as_edge(e) for e in case["expect"]["persisted"]}
    else:
        live = set(existing) | {slug}
        expected = {_as_edge(c, slug) for c in case["expect"]["candidates"]}
        expected = {e for e in expected if e[0] in live and e[1] in live}
    _check_edges(conn, "from_slug = %s or origin_slug = %s", [slug, slug], expected)

    if not inp.get("opts", {}).get("skipFrontmatter"):
        got = {tuple(r) for r in conn.execute(
            "select u.origin_field, u.name from brain.unresolved_links u join brain.pages p on p.id = u.page_id "
            "where p.slug = %s and p.source_id = 'default' and u.link_source = 'frontmatter'", [slug])}
        want = OURS.get(case["id"], {}).get("unresolved")
        if want is None:
            want = {(u["field"], u["name"]) for u in case["expect"]["unresolved"]}
        assert got == want


# --------------------------------------------------------------------------------------------------
# reconciliation.json


def _trusted(ctx: dict) -> bool:
    """gbrain's trust rule for put_page callers: local (remote false), or a subagent confined to a
    non-empty slug allow-list. Untrusted callers get auto_link => false."""
    if ctx.get("remote") is False:
        return True
    return bool(ctx.get("viaSubagent")) and bool(ctx.get("allowedSlugPrefixes"))


def _timeline_count(conn: psycopg.Connection, slug: str, source_id: str) -> int:
    return conn.execute(
        "select count(*) from brain.timeline_entries t join brain.pages p on p.id = t.page_id "
        "where p.slug = %s and p.source_id = %s", [slug, source_id]).fetchone()[0]


def _add_link_params(conn: psycopg.Connection) -> set[str]:
    rows = conn.execute("select coalesce(p.proargnames, '{}') from pg_proc p "
                        "join pg_namespace n on n.oid = p.pronamespace "
                        "where n.nspname = 'brain' and p.proname = 'add_link'").fetchall()
    assert rows, "brain.add_link exists"
    return {name for (names,) in rows for name in names}


class _Runner:
    """Runs a reconciliation case's steps against the real schema, recording what each step returned."""

    def __init__(self, conn: psycopg.Connection) -> None:
        self.conn = conn
        self.brain = Brain(conn)

    def setup(self, setup: dict) -> None:
        for source in setup.get("sources", []):
            self.conn.execute("insert into brain.sources (id, name) values (%s, %s)", [source, source])
        for key, value in (setup.get("config") or {}).items():
            _set_config(self.conn, key, value)
        for page in setup.get("pages", []):
            if isinstance(page, str):
                page = {"slug": page}
            _put_plain(self.conn, page["slug"], type_=page.get("type"), title=page.get("title"),
                       compiled_truth=page.get("compiled_truth", ""), timeline=page.get("timeline", ""),
                       source_id=page.get("source_id", "default"))
        for link in setup.get("links", []):
            source = link.get("link_source", "manual")
            if source == "manual":
                self.brain.add_link(link["from"], link["to"], link["link_type"])
            else:
                # a provenance no public function writes, placed directly: an auto-link provenance is
                # owned by the page that asserted it (its from page unless the case names an origin)
                owned = source in ("markdown", "frontmatter", "wikilink-resolved")
                origin = link.get("origin", link["from"]) if owned else None
                self.conn.execute(
                    "insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id, "
                    "origin_field) values (brain._page_id('default', %s), brain._page_id('default', %s), %s, %s, "
                    "(select o.id from brain.pages o where o.source_id = 'default' and o.slug = %s), %s)",
                    [link["from"], link["to"], link["link_type"], source, origin,
                     link.get("origin_field", "compiled_truth") if owned else None])

    def step(self, step: dict) -> dict:
        """One op in a savepoint; returns {"error": message} or what the op reported."""
        try:
            with self.conn.transaction():
                return getattr(self, "_" + step["op"])(step)
        except psycopg.Error as exc:
            return {"error": exc.diag.message_primary or str(exc)}

    def _put_page(self, step: dict) -> dict:
        ctx = step.get("ctx", {})
        source = ctx.get("source_id") or "default"
        before = _timeline_count(self.conn, step["slug"], source)
        self.conn.execute("select brain.ensure_source(source_id => %s::text, create_missing => true)", [source])
        page = parse_page(step["content"], step["slug"])
        result = self.brain.put_page(
            page.slug, title=page.title, type=page.type, compiled_truth=page.compiled_truth, timeline=page.timeline,
            frontmatter=page.frontmatter, candidates=[c.to_json() for c in page.candidates], chunks=page.chunks,
            timeline_entries=page.timeline_entries, takes=page.takes, facts=page.facts, source_id=source,
            auto_link=_trusted(ctx))
        return {"put": result, "timeline_added": _timeline_count(self.conn, step["slug"], source) - before}

    def _add_link(self, step: dict) -> dict:
        source = step.get("ctx", {}).get("source_id") or "default"
        provenance = step.get("link_source")
        if provenance not in (None, "manual"):
            # our add_link has no provenance parameter at all, so a caller naming one is refused by
            # PostgreSQL itself, and what add_link does create is always a manual edge
            assert "link_source" not in _add_link_params(self.conn)
            with self.conn.transaction(force_rollback=True):
                self.brain.add_link(step["from"], step["to"], step["link_type"], source_id=source)
                made = _edges(self.conn, "from_slug = %s and to_slug = %s", [step["from"], step["to"]], source)
                assert {e[3] for e in made} == {"manual"}
            try:
                with self.conn.transaction():
                    self.conn.execute(
                        "select * from brain.add_link(from_slug => %s::text, to_slug => %s::text, "
                        "link_type => %s::text, link_source => %s::text, source_id => %s::text)",
                        [step["from"], step["to"], step["link_type"], provenance, source])
            except psycopg.errors.UndefinedFunction as exc:
                return {"error": exc.diag.message_primary}
            raise AssertionError(f"add_link accepted link_source {provenance!r}")
        created = self.brain.add_link(step["from"], step["to"], step["link_type"], source_id=source)
        return {"add_link": created}

    def _extract_links_db(self, step: dict) -> dict:
        source = step.get("source_id") or step.get("ctx", {}).get("source_id") or "default"
        return {"extract": extract_links(self.conn, source_id=source)}

    def _set_config(self, step: dict) -> dict:
        _set_config(self.conn, step["key"], step["value"])
        return {}

    def _delete_page(self, step: dict) -> dict:
        source = step.get("ctx", {}).get("source_id") or "default"
        return {"delete": self.brain.delete_page(step["slug"], source)}


def _check_step_result(got: dict, want: dict, n: int) -> None:
    where = f"step {n}"
    if want.get("error"):
        assert "error" in got, f"{where} should fail"
        return
    assert "error" not in got, f"{where} failed: {got.get('error')}"
    put = got.get("put")
    if "status" in want:
        assert want["status"] == "created_or_updated" and put.status in ("new", "updated"), where
    if "auto_links" in want:
        auto = want["auto_links"]
        if auto is None or "skipped" in auto:  # auto-link did not run
            assert put.diff.get("auto_link") is False and put.links_added == 0 and put.links_retired == 0, where
        else:
            if "created" in auto:
                assert put.links_added == auto["created"], f"{where} created"
            if "removed" in auto:
                assert put.links_retired == auto["removed"], f"{where} removed"
            if "created_min" in auto:
                assert put.links_added >= auto["created_min"], f"{where} created_min"
    if "auto_timeline" in want:
        auto = want["auto_timeline"]
        if auto is None or "skipped" in auto:
            assert got["timeline_added"] == 0, f"{where} timeline"
        elif "created" in auto:
            assert got["timeline_added"] == auto["created"], f"{where} timeline"


def _check_links(conn: psycopg.Connection, expect: dict) -> None:
    """Edge expectations that hold after the last step (links_from, links_to, links_between,
    links_from_in_source, get_links)."""
    for key in ("links_from", "get_links"):
        for slug, edges in expect.get(key, {}).items():
            _check_edges(conn, "from_slug = %s", [slug], edges, what=f"{key} {slug}")
    for slug, edges in expect.get("links_to", {}).items():  # only in OURS
        _check_edges(conn, "to_slug = %s", [slug], edges, what=f"links_to {slug}")
    for pair, edges in expect.get("links_between", {}).items():
        frm, to = pair.split("->")
        _check_edges(conn, "from_slug = %s and to_slug = %s", [frm, to], edges, what=f"links_between {pair}")
    for source, by_slug in expect.get("links_from_in_source", {}).items():
        for slug, edges in by_slug.items():
            _check_edges(conn, "from_slug = %s", [slug], edges, source_id=source, what=f"{source}:{slug}")


def _check_after_step(conn: psycopg.Connection, expect: dict, n: int) -> None:
    for key, where in (("links_to_after_step", "to_slug = %s"), ("links_after_step", "from_slug = %s")):
        for slug, edges in expect.get(key, {}).get(str(n), {}).items():
            _check_edges(conn, where, [slug], edges, what=f"{key} {n} {slug}")


def _run_case(conn: psycopg.Connection, case: dict) -> None:
    expect = {**case["expect"], **OURS.get(case.get("id", ""), {})}
    runner = _Runner(conn)
    runner.setup(case["input"].get("setup", {}))
    results = []
    for n, step in enumerate(case["input"]["steps"], start=1):
        results.append(runner.step(step))
        _check_after_step(conn, expect, n)
    wants = expect.get("step_results", [])
    assert len(wants) <= len(results), "more step results than steps"
    for n, got in enumerate(results, start=1):
        # a step the case states no result for must still succeed (its error would otherwise go unseen)
        _check_step_result(got, wants[n - 1] if n <= len(wants) else {}, n)
    _check_links(conn, expect)
    for slug, dates in expect.get("timeline", {}).items():
        rows = conn.execute("select date from brain.timeline(slug => %s::text)", [slug]).fetchall()
        assert sorted(d.isoformat() for (d,) in rows) == sorted(dates)


@pytest.mark.parametrize("case", _params(_load("reconciliation.json")))
def test_reconciliation(conn, case):
    _run_case(conn, case)


def test_runner_handles_every_op(conn):
    """The runner itself, on a made-up case using the ops and expectations the development half
    does not (setup links, extract_links_db, set_config, delete_page, links_after_step)."""

    def edge(frm: str, to: str, link_type: str, source: str) -> dict:
        return {"from": frm, "to": to, "link_type": link_type, "link_source": source}

    local = {"remote": False, "source_id": "default"}
    case = {
        "input": {
            "setup": {
                "pages": [
                    {"slug": "people/ann", "type": "person", "title": "Ann",
                     "compiled_truth": "Ann works at [Initech](companies/initech).", "timeline": ""},
                    {"slug": "companies/initech", "type": "company", "title": "Initech", "compiled_truth": "",
                     "timeline": ""},
                ],
                "links": [edge("companies/initech", "people/ann", "employs", "manual"),
                          edge("companies/initech", "people/ann", "mentions", "custom-import")],
                "config": {"auto_timeline": "OFF "},
            },
            "steps": [
                {"op": "extract_links_db"},
                {"op": "set_config", "key": "auto_link", "value": "no"},
                {"op": "put_page", "ctx": local, "slug": "notes/x", "content": "See [Ann](people/ann).\n"},
                {"op": "add_link", "ctx": local, "from": "notes/x", "to": "people/ann", "link_type": "cites",
                 "link_source": "frontmatter"},
                {"op": "delete_page", "ctx": local, "slug": "people/ann"},
            ],
        },
        "expect": {
            "links_after_step": {
                "1": {"people/ann": [edge("people/ann", "companies/initech", "works_at", "markdown")],
                      "companies/initech": [edge("companies/initech", "people/ann", "employs", "manual"),
                                            edge("companies/initech", "people/ann", "mentions", "custom-import")]},
                "3": {"notes/x": []},
            },
            "step_results": [{}, {}, {"auto_links": None, "auto_timeline": None}, {"error": True}, {}],
            "links_from": {"companies/initech": [], "notes/x": []},
        },
    }
    _run_case(conn, case)
    assert conn.execute("select value from brain.config where key = 'auto_timeline'").fetchone()[0] is False
