"""Graph reads: brain.traverse, brain.neighbors, brain.link_history, as_of on backlinks, and the graph CLI
(graph-query in every format, graph neighbors / history / html / svg). Everything but the CLI runs in the
rolled-back ``conn`` transaction."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta

import psycopg
import pytest

from conftest import cli_ok, expect_error, make_graph, run_cli
from pgbrain.ingest import put_text

STANDUP = (["people/alice", "people/bob", "people/carol", "companies/acme", "meetings/standup"],
           [("meetings/standup", "people/alice", "attended"), ("meetings/standup", "people/bob", "attended"),
            ("meetings/standup", "people/carol", "attended"), ("people/alice", "companies/acme", "works_at"),
            ("people/bob", "companies/acme", "invested_in")])


def walk(conn, slug: str, **kw) -> list[tuple]:
    args = ", ".join(f"{k} => %({k})s" for k in kw)
    return [tuple(r) for r in conn.execute(
        "select depth, from_slug, to_slug, link_type from brain.traverse(slug => %(slug)s"
        + (", " + args if args else "") + ")", {"slug": slug, **kw})]


def notices(conn) -> list[str]:
    got: list[str] = []
    conn.add_notice_handler(lambda d: got.append(d.message_primary))
    return got


# ---- walks --------------------------------------------------------------------------------------------
def test_out_in_and_type_filter(conn):
    make_graph(conn, *STANDUP)
    assert walk(conn, "meetings/standup", depth=2) == [
        (1, "meetings/standup", "people/alice", "attended"), (1, "meetings/standup", "people/bob", "attended"),
        (1, "meetings/standup", "people/carol", "attended"), (2, "people/alice", "companies/acme", "works_at"),
        (2, "people/bob", "companies/acme", "invested_in")]
    # the seed's example: who works at Acme
    assert walk(conn, "companies/acme", link_types=["works_at"], direction="in") == [
        (1, "people/alice", "companies/acme", "works_at")]
    # the type filter holds on every hop: no works_at edge leaves the meeting
    assert walk(conn, "meetings/standup", link_types=["works_at"]) == []
    assert walk(conn, "meetings/standup", link_types=["attended", "works_at"], depth=2)[-1] == (
        2, "people/alice", "companies/acme", "works_at")


def test_both_keeps_stored_direction_and_path(conn):
    make_graph(conn, ["people/alice", "companies/acme", "companies/beta"],
               [("people/alice", "companies/acme", "works_at"), ("companies/acme", "companies/beta", "partnered_with")])
    rows = conn.execute("select depth, from_slug, to_slug, path from brain.traverse(slug => 'companies/acme', "
                        "direction => 'both', depth => 3)").fetchall()
    # the edge a page was reached by is not reported again from its far end (gbrain does: see the conformance test)
    assert rows == [(1, "companies/acme", "companies/beta", ["companies/acme", "companies/beta"]),
                    (1, "people/alice", "companies/acme", ["companies/acme", "people/alice"])]


def test_a_cycle_is_closed_once_and_nothing_loops(conn):
    make_graph(conn, ["a", "b", "c"], [("a", "b", "r"), ("b", "c", "r"), ("c", "a", "r")])
    rows = conn.execute("select depth, from_slug, to_slug, path from brain.traverse(slug => 'a', depth => 10)"
                        ).fetchall()
    assert rows == [(1, "a", "b", ["a", "b"]), (2, "b", "c", ["a", "b", "c"]), (3, "c", "a", ["a", "b", "c", "a"])]
    # both directions: each way round the triangle closes it, and a two-cycle is a real second edge
    make_graph(conn, ["x", "y"], [("x", "y", "r"), ("y", "x", "r")])
    assert walk(conn, "x", direction="both") == [(1, "x", "y", "r"), (1, "y", "x", "r"), (2, "x", "y", "r"),
                                                 (2, "y", "x", "r")]


def test_a_page_reached_by_two_paths_is_walked_on_each(conn):
    make_graph(conn, ["a", "b", "c", "e"], [("a", "b", "r"), ("a", "c", "r"), ("c", "b", "r"), ("b", "e", "r")])
    assert walk(conn, "a", depth=3) == [(1, "a", "b", "r"), (1, "a", "c", "r"), (2, "b", "e", "r"),
                                        (2, "c", "b", "r"), (3, "b", "e", "r")]


def test_parallel_provenance_rows_count_once(conn):
    make_graph(conn, ["people/alice", "companies/acme", "companies/beta"],
               [{"from": "people/alice", "to": "companies/acme", "link_type": "works_at", "link_source": "markdown",
                 "origin": "people/alice"},
                {"from": "people/alice", "to": "companies/acme", "link_type": "works_at", "link_source": "frontmatter",
                 "origin": "people/alice"},
                ("people/alice", "companies/acme", "founded"), ("companies/acme", "companies/beta", "owns")])
    assert walk(conn, "people/alice") == [(1, "people/alice", "companies/acme", "founded"),
                                          (1, "people/alice", "companies/acme", "works_at"),
                                          (2, "companies/acme", "companies/beta", "owns")]


@pytest.mark.parametrize("depth, levels, notice", [(None, 5, False), (0, 0, False), (3, 3, False), (10, 10, False),
                                                   (11, 10, True), (1000, 10, True)])
def test_depth_is_clamped(conn, depth, levels, notice):
    chain = [f"n/{i}" for i in range(13)]
    make_graph(conn, chain, [(a, b, "next") for a, b in zip(chain, chain[1:], strict=False)])
    got = notices(conn)
    rows = walk(conn, "n/0", depth=depth)
    assert [r[0] for r in rows] == list(range(1, levels + 1))
    assert any("above 10" in n for n in got) == notice


def test_negative_depth_and_bad_directions_are_refused(conn):
    make_graph(conn, *STANDUP)
    e = expect_error(conn, "select * from brain.traverse(slug => 'companies/acme', depth => -1)", sqlstate="22023")
    assert "depth" in e.diag.message_primary
    for direction in ("up", "OUT", "", None, "out'; drop table brain.links; --"):
        expect_error(conn, "select * from brain.traverse(slug => 'companies/acme', direction => %s)", [direction],
                     sqlstate="22023")
        expect_error(conn, "select * from brain.neighbors(slug => 'companies/acme', direction => %s)", [direction],
                     sqlstate="22023")
        expect_error(conn, "select * from brain.link_history(slug => 'companies/acme', direction => %s)", [direction],
                     sqlstate="22023")


BAD_INPUTS = [
    ("unknown start page", {"slug": "companies/nope"}, "P0002"),
    ("start page in another source", {"slug": "companies/acme", "source_id": "other"}, "P0002"),
    ("null slug", {"slug": None}, "22004"),
    ("injection in slug", {"slug": "companies/acme'; delete from brain.links; --"}, "22023"),
    ("injection in source_id", {"slug": "companies/acme", "source_id": "default'; delete from brain.links; --"},
     "P0002"),
    ("null source_id", {"slug": "companies/acme", "source_id": None}, "22004"),
    ("unknown source in sources", {"slug": "companies/acme", "sources": ["default", "nope"]}, "P0002"),
    ("injection in sources", {"slug": "companies/acme", "sources": ["default') or true; --"]}, "P0002"),
    ("sources without the start page's", {"slug": "companies/acme", "sources": ["other"]}, "22023"),
    ("empty link_types", {"slug": "companies/acme", "link_types": []}, "22023"),
    ("malformed link type", {"slug": "companies/acme", "link_types": ["Works At"]}, "22023"),
    ("injection in link_types", {"slug": "companies/acme", "link_types": ["x') or ('1'='1"]}, "22023"),
    ("null link type", {"slug": "companies/acme", "link_types": [None]}, "22004"),
]


@pytest.mark.parametrize("case, args, sqlstate", BAD_INPUTS, ids=[c[0] for c in BAD_INPUTS])
@pytest.mark.parametrize("function", ["traverse", "neighbors"])
def test_bad_inputs_carry_sqlstate_and_hint_and_lose_nothing(conn, function, case, args, sqlstate):
    make_graph(conn, [*STANDUP[0], ("people/zed", "other")], STANDUP[1])
    before = conn.execute("select count(*) from brain.links").fetchone()[0]
    params = ", ".join(f"{k} => %({k})s" for k in args)
    expect_error(conn, f"select * from brain.{function}({params})", args, sqlstate=sqlstate)
    assert conn.execute("select count(*) from brain.links").fetchone()[0] == before == 5


# ---- scope, deleted pages, as_of ------------------------------------------------------------------------
def test_sources_scope_the_walk(conn):
    make_graph(conn, ["people/alice", ("people/bob", "team"), ("people/carol", "private")],
               [{"from": "people/alice", "to": "people/bob", "link_type": "knows", "to_source": "team"},
                {"from": "people/bob", "to": "people/carol", "link_type": "knows", "from_source": "team",
                 "to_source": "private"}])
    conn.execute("update brain.sources set federated = false where id = 'private'")
    # default scope: the federated sources (default, team) and the start page's
    assert walk(conn, "people/alice") == [(1, "people/alice", "people/bob", "knows")]
    assert walk(conn, "people/alice", sources=["default", "team", "private"])[-1] == (
        2, "people/bob", "people/carol", "knows")
    assert walk(conn, "people/alice", sources=["default"]) == []
    # a walk from the private source sees its own pages even though the source is not federated
    assert walk(conn, "people/carol", source_id="private", direction="in") == [
        (1, "people/bob", "people/carol", "knows"), (2, "people/alice", "people/bob", "knows")]


def test_deleted_pages_and_their_edges_are_hidden(conn):
    make_graph(conn, ["a", "b", "c", "d"], [("a", "b", "r"), ("b", "c", "r"), ("a", "d", "r")], deleted=["b"])
    assert walk(conn, "a", depth=3) == [(1, "a", "d", "r")]
    assert walk(conn, "c", direction="in") == []
    expect_error(conn, "select * from brain.traverse(slug => 'b')", sqlstate="P0002")
    # deleted, then restored: visible again
    make_graph(conn, ["x", "y"], [("x", "y", "r")], restored=["y"])
    assert walk(conn, "x") == [(1, "x", "y", "r")]


def test_as_of_shows_edges_and_pages_as_they_were(conn):
    t = datetime.now(UTC)
    make_graph(conn, ["people/alice", "companies/old", "companies/new", "companies/gone"], [
        {"from": "people/alice", "to": "companies/old", "link_type": "works_at", "valid_from": t - timedelta(days=30),
         "valid_to": t - timedelta(days=10)},
        {"from": "people/alice", "to": "companies/new", "link_type": "works_at", "valid_from": t - timedelta(days=10)},
        {"from": "people/alice", "to": "companies/gone", "link_type": "advises", "valid_from": t - timedelta(days=30)},
    ], deleted=["companies/gone"])   # deleted now, so it was live until now
    assert walk(conn, "people/alice") == [(1, "people/alice", "companies/new", "works_at")]
    assert walk(conn, "people/alice", as_of=t - timedelta(days=20)) == [
        (1, "people/alice", "companies/gone", "advises"), (1, "people/alice", "companies/old", "works_at")]
    assert walk(conn, "people/alice", as_of=t - timedelta(days=40)) == []
    # backlinks, list_links and neighbors agree
    back = conn.execute("select from_slug, link_type from brain.backlinks(slug => 'companies/old', as_of => %s)",
                        [t - timedelta(days=20)]).fetchall()
    assert back == [("people/alice", "works_at")]
    assert conn.execute("select count(*) from brain.backlinks(slug => 'companies/old')").fetchone()[0] == 0
    near = conn.execute("select slug, link_type, direction from brain.neighbors(slug => 'people/alice', as_of => %s)",
                        [t - timedelta(days=20)]).fetchall()
    assert near == [("companies/gone", "advises", "out"), ("companies/old", "works_at", "out")]
    # a page deleted now can be asked about as of before; as of now it is gone
    assert conn.execute("select count(*) from brain.list_links(slug => 'companies/gone', as_of => %s)",
                        [t - timedelta(days=20)]).fetchone()[0] == 1
    expect_error(conn, "select * from brain.backlinks(slug => 'companies/gone', as_of => now() + interval '1 day')",
                 sqlstate="P0002")


def test_as_of_after_an_edit_retires_an_edge(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        for slug in ("people/alice", "people/bob", "companies/acme"):
            put_text(c, "Someone.\n", slug)
        put_text(c, "---\nattendees: [Alice]\n---\nAbout [[companies/acme]].\n", "meetings/m")
        between = c.execute("select clock_timestamp()").fetchone()[0]
        put_text(c, "---\nattendees: [Bob]\n---\nAbout [[companies/acme]].\n", "meetings/m")
        rows = walk(c, "companies/acme", direction="in", depth=2)
        assert rows == [(1, "meetings/m", "companies/acme", "mentions"), (2, "people/bob", "meetings/m", "attended")]
        rows = walk(c, "companies/acme", direction="in", depth=2, as_of=between)
        assert rows == [(1, "meetings/m", "companies/acme", "mentions"), (2, "people/alice", "meetings/m", "attended")]
        history = c.execute("select from_slug, link_type, status, valid_to is null from brain.link_history("
                            "slug => 'meetings/m', direction => 'in')").fetchall()
        assert history == [("people/alice", "attended", "retired", False), ("people/bob", "attended", "current", True)]


# ---- frontier cap -----------------------------------------------------------------------------------------
def test_frontier_cap_keeps_a_hub_from_exploding_the_walk(conn):
    hub = [f"p/{i:02}" for i in range(30)]
    ring = list(zip(hub, hub[1:] + hub[:1], strict=True))
    make_graph(conn, ["hub", *hub], [("hub", p, "r") for p in hub] + [(a, b, "r") for a, b in ring])
    conn.execute("update brain.config set value = '12' where key = 'graph.frontier_cap'")
    got = notices(conn)
    rows = walk(conn, "hub", depth=3)
    assert [sum(1 for r in rows if r[0] == d) for d in (1, 2, 3)] == [12, 12, 12]
    assert sum("frontier cap of 12 edges" in n for n in got) == 3
    got.clear()
    conn.execute("update brain.config set value = '1000' where key = 'graph.frontier_cap'")
    assert len(walk(conn, "hub", depth=3)) == 30 + 30 + 30
    assert got == []


# ---- neighbors, history ---------------------------------------------------------------------------------
def test_neighbors_one_hop_both_ways(conn):
    make_graph(conn, *STANDUP)
    rows = conn.execute("select slug, title, link_type, direction from brain.neighbors(slug => 'people/alice')"
                        ).fetchall()
    assert rows == [("companies/acme", "Acme", "works_at", "out"), ("meetings/standup", "Standup", "attended", "in")]
    assert conn.execute("select slug from brain.neighbors(slug => 'companies/acme', link_types => '{invested_in}', "
                        "direction => 'in')").fetchall() == [("people/bob",)]


def test_link_history_lists_added_retired_and_hidden_edges(conn):
    make_graph(conn, *STANDUP)
    conn.execute("select * from brain.remove_link(from_slug => 'people/alice', to_slug => 'companies/acme')")
    conn.execute("select * from brain.delete_page(slug => 'people/bob')")
    rows = conn.execute("select direction, from_slug, link_type, status, valid_to is not null "
                        "from brain.link_history(slug => 'companies/acme')").fetchall()
    assert sorted(rows) == [("in", "people/alice", "works_at", "retired", True),
                            ("in", "people/bob", "invested_in", "hidden", False)]
    # the history of a deleted page is still there
    assert len(conn.execute("select * from brain.link_history(slug => 'people/bob')").fetchall()) == 2
    expect_error(conn, "select * from brain.link_history(slug => 'people/nobody')", sqlstate="P0002")
    expect_error(conn, "select * from brain.link_history(slug => 'people/bob', link_types => '{}')", sqlstate="22023")


# ---- CLI ------------------------------------------------------------------------------------------------------
NASTY = 'Acme "Rockets" \\ Co. <b>#1</b> [a|b] {x}; (y)\nnext line </script>'


@pytest.fixture(scope="module")
def graph_dsn(admin_dsn, template_db, db_prefix):
    from conftest import create_db, drop_db

    name = f"{db_prefix}_graphcli"
    dsn = create_db(admin_dsn, name, template=template_db)
    with psycopg.connect(dsn, autocommit=True) as c:
        make_graph(c, *STANDUP)
        c.execute("update brain.pages set title = %s where slug = 'companies/acme'", [NASTY])
    yield dsn
    drop_db(admin_dsn, name)


def test_cli_graph_query_tree_lists_who_works_at_acme(graph_dsn):
    out = cli_ok(graph_dsn, "graph-query", "companies/acme", "--type", "works_at", "--direction", "in")
    assert out.splitlines()[1:] == ["└── <--works_at-- people/alice  (Alice)"]
    out = cli_ok(graph_dsn, "graph-query", "meetings/standup", "--depth", "2")
    assert "│   └── --works_at--> companies/acme" in out
    assert "(no edges)" in cli_ok(graph_dsn, "graph-query", "companies/acme")


def test_cli_graph_query_json_and_show_sql(graph_dsn):
    proc = run_cli("graph-query", "companies/acme", "--direction", "in", "--depth", "1", "--json", "--show-sql",
                   dsn=graph_dsn)
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert [(r["depth"], r["from_slug"], r["link_type"]) for r in rows] == [
        (1, "people/alice", "works_at"), (1, "people/bob", "invested_in")]
    assert rows[0]["path"] == ["companies/acme", "people/alice"]
    assert ("select * from brain.traverse(slug => 'companies/acme'::text, depth => 1::integer, link_types => "
            "NULL::text[], direction => 'in'::text") in proc.stderr


_DOT_TOKEN = re.compile(r'\s*(?:(?P<str>"(?:[^"\\\n]|\\.)*")|(?P<id>[A-Za-z_][A-Za-z0-9_]*|-?\d+(?:\.\d+)?)'
                        r'|(?P<op>->|[{}\[\];,=]))')


def parse_dot(text: str) -> tuple[set, set]:
    """A strict parser of the DOT subset we write: returns (node ids, (from, to) pairs); raises on anything else."""
    toks, pos = [], 0
    while pos < len(text.rstrip()):
        m = _DOT_TOKEN.match(text, pos)
        assert m and m.end() > pos, f"bad DOT at {text[pos:pos + 40]!r}"
        toks.append(next((k, v) for k, v in m.groupdict().items() if v is not None))
        pos = m.end()
    assert toks[:3] == [("id", "digraph"), ("id", "pgbrain"), ("op", "{")] and toks[-1] == ("op", "}")
    nodes, edges, i, body = set(), set(), 0, toks[3:-1]

    def attrs(i: int) -> int:
        if i < len(body) and body[i] == ("op", "["):
            i += 1
            while body[i] != ("op", "]"):
                assert body[i][0] in ("id", "str") and body[i + 1] == ("op", "=") and body[i + 2][0] in ("id", "str")
                i += 3
                if body[i] in (("op", ","), ("op", ";")):
                    i += 1
            i += 1
        return i

    while i < len(body):
        kind, value = body[i]
        assert kind in ("id", "str"), body[i]
        if body[i + 1] == ("op", "->"):
            assert body[i + 2][0] == "str"
            edges.add((value, body[i + 2][1]))
            i = attrs(i + 3)
        else:
            if kind == "str":
                nodes.add(value)
            i = attrs(i + 1)
        assert body[i] == ("op", ";"), body[i]
        i += 1
    return nodes, edges


def test_cli_graph_query_dot_is_valid_and_escaped(graph_dsn):
    out = cli_ok(graph_dsn, "graph-query", "companies/acme", "--direction", "in", "--depth", "1", "--format", "dot")
    nodes, edges = parse_dot(out)
    assert nodes == {'"companies/acme"', '"people/alice"', '"people/bob"'}
    assert edges == {('"people/alice"', '"companies/acme"'), ('"people/bob"', '"companies/acme"')}
    assert r'label="Acme \"Rockets\" \\ Co. <b>#1</b> [a|b] {x}; (y)\nnext line </script>\ncompanies/acme"' in out


def test_cli_graph_query_mermaid_is_valid_and_escaped(graph_dsn):
    out = cli_ok(graph_dsn, "graph-query", "companies/acme", "--direction", "in", "--depth", "1", "--format",
                 "mermaid")
    lines = out.splitlines()
    assert lines[0] == "flowchart LR"
    for line in lines[1:]:
        node = re.fullmatch(r'  n\d+\["(.*)"\]', line)
        if node:
            label = node.group(1).replace("<br/><small>", "").replace("</small>", "")
            assert not re.search(r'["\[\]{}|()<>;\n]|#(?!\d+;)', re.sub(r"#\d+;", "", label)), line
            continue
        assert (re.fullmatch(r"  n\d+ -->\|[a-z0-9_]+\| n\d+", line)
                or re.fullmatch(r"  linkStyle \d+ stroke:#[0-9a-f]{6},color:#[0-9a-f]{6}", line)
                or re.fullmatch(r"  style n\d+ [a-z0-9:#,\-]+", line)), line
    assert "#34;Rockets#34;" in out and sum(1 for line in lines if "-->" in line) == 2


def test_cli_graph_html_is_self_contained(graph_dsn):
    out = cli_ok(graph_dsn, "graph", "html", "meetings/standup", "--depth", "2")
    assert out.startswith("<!doctype html>") and out.rstrip().endswith("</html>")
    assert not re.search(r"https?://|<link|\bsrc=|@import|url\((?!#)", out), "the page must load nothing"
    assert out.count("<svg") == 1 and "<script>" in out
    assert 'data-type="works_at"' in out and 'class="legend-item"' in out
    # the title's </script> cannot end the data block early, and the markup is escaped in the SVG
    assert out.count("</script>") == 2 and "&lt;b&gt;#1&lt;/b&gt;" in out
    walk_json = re.search(r'<script type="application/json" id="pgbrain-walk">(.*?)</script>', out, re.S).group(1)
    assert len(json.loads(walk_json)) == 5


def test_cli_graph_svg_history_and_neighbors(graph_dsn):
    svg = cli_ok(graph_dsn, "graph", "svg", "companies/acme")
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and svg.count("<path class=\"edge\"") == 4
    hist = json.loads(cli_ok(graph_dsn, "graph", "history", "companies/acme", "--json"))
    assert {(h["from_slug"], h["link_type"], h["status"]) for h in hist} == {
        ("people/alice", "works_at", "current"), ("people/bob", "invested_in", "current")}
    assert "works_at" in cli_ok(graph_dsn, "graph", "history", "companies/acme")
    near = json.loads(cli_ok(graph_dsn, "graph", "neighbors", "people/alice", "--json", "--show-sql"))
    assert [(n["slug"], n["direction"]) for n in near] == [("companies/acme", "out"), ("meetings/standup", "in")]


def test_cli_graph_errors(graph_dsn):
    proc = run_cli("graph-query", "companies/nope", dsn=graph_dsn)
    assert proc.returncode == 3 and proc.stderr.startswith("ERROR:  page 'companies/nope' not found")
    assert "HINT:" in proc.stderr
    proc = run_cli("graph-query", "companies/acme", "--direction", "sideways", dsn=graph_dsn)
    assert proc.returncode == 4 and "HINT:  out: edges from the page" in proc.stderr
    proc = run_cli("graph-query", "companies/acme", "--depth", "-2", dsn=graph_dsn)
    assert proc.returncode == 4
    proc = run_cli("graph-query", "companies/acme", "--format", "png", dsn=graph_dsn)
    assert proc.returncode == 2
    proc = run_cli("graph-query", "companies/acme", "--format", "dot", "--json", dsn=graph_dsn)
    assert proc.returncode == 2
    proc = run_cli("graph-query", "companies/acme", "--depth", "12", dsn=graph_dsn)
    assert proc.returncode == 0 and "NOTICE:  depth 12 is above 10" in proc.stderr
