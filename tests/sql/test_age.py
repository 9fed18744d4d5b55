"""Apache AGE is part of the test server: a real Cypher round trip with bound parameters."""

from __future__ import annotations

import json

import psycopg


def test_cypher_round_trip_with_bound_params(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("set search_path = ag_catalog, public")
        conn.execute("select create_graph('pgbrain_age_test')")
        conn.execute("""select * from cypher('pgbrain_age_test', $$
                          CREATE (:page {slug: 'people/alice'})-[:works_at]->(:page {slug: 'companies/acme'})
                        $$) as (r agtype)""")
        evil = "people/alice' }) DETACH DELETE n //"
        for slug, expected in (("people/alice", ["companies/acme"]), (evil, [])):
            rows = conn.execute(
                """select r::text from cypher('pgbrain_age_test', $$
                     MATCH (a:page {slug: $s})-[:works_at]->(b) RETURN b.slug $$, %s) as (r agtype)""",
                [json.dumps({"s": slug})],
            ).fetchall()
            assert [r[0] for r in rows] == expected
        count = conn.execute("""select r::text from cypher('pgbrain_age_test', $$
                                  MATCH (n) RETURN count(n) $$) as (r agtype)""").fetchone()[0]
        assert count == "2"
        conn.execute("select drop_graph('pgbrain_age_test', true)")


# ---- brain.sync_graph / brain.cypher / graph.age_sync (issue 5 item 3) ---------------------------------
import random  # noqa: E402

import pytest  # noqa: E402

from conftest import expect_error, make_graph, run_cli  # noqa: E402

STANDUP = (["people/alice", "people/bob", "people/carol", "companies/acme", "meetings/standup", "people/dave"],
           [("meetings/standup", "people/alice", "attended"), ("meetings/standup", "people/bob", "attended"),
            ("meetings/standup", "people/carol", "attended"), ("people/alice", "companies/acme", "works_at"),
            ("people/bob", "companies/acme", "invested_in"),
            # a second provenance of the same edge: one AGE edge
            {"from": "people/alice", "to": "companies/acme", "link_type": "works_at", "link_source": "markdown"},
            # retired, and touching a deleted page: not mirrored
            {"from": "people/carol", "to": "companies/acme", "link_type": "works_at", "valid_from": "2019-01-01",
             "valid_to": "2020-01-01"},
            ("people/dave", "companies/acme", "works_at")])


def mirror(conn) -> set[tuple[str, str, str]]:
    """The edges of brain_graph, read through brain.cypher."""
    return {(r["a"], r["t"], r["b"]) for (r,) in conn.execute(
        "select * from brain.cypher(query => "
        "'MATCH (a:page)-[r]->(b:page) RETURN {a: a.slug, t: type(r), b: b.slug}')")}


def current(conn) -> set[tuple[str, str, str]]:
    """The current edges between live pages, from the tables."""
    return set(conn.execute("""
        select a.slug, l.link_type, b.slug from brain.links l
          join brain.pages a on a.id = l.from_page_id and a.deleted_at is null
          join brain.pages b on b.id = l.to_page_id and b.deleted_at is null
         where l.valid_to is null""").fetchall())


def vertices(conn) -> set[str]:
    return {r for (r,) in conn.execute("select * from brain.cypher(query => 'MATCH (p:page) RETURN p.slug')")}


def test_sync_mirrors_the_current_edges(conn):
    make_graph(conn, *STANDUP, deleted=["people/dave"])
    v, e, k, _ = conn.execute("select * from brain.sync_graph()").fetchone()
    assert (v, e, k) == (5, 5, 3)
    assert mirror(conn) == current(conn) == {
        ("meetings/standup", "attended", "people/alice"), ("meetings/standup", "attended", "people/bob"),
        ("meetings/standup", "attended", "people/carol"), ("people/alice", "works_at", "companies/acme"),
        ("people/bob", "invested_in", "companies/acme")}
    assert vertices(conn) == {"people/alice", "people/bob", "people/carol", "companies/acme", "meetings/standup"}
    # counts per label, straight from the label tables
    per_label = dict(conn.execute("""select l.name::text, (select count(*) from brain.cypher(query =>
                                         'MATCH ()-[r]->() WHERE type(r) = $t RETURN r',
                                         params => jsonb_build_object('t', l.name)))
                                     from ag_catalog.ag_label l join ag_catalog.ag_graph g on g.graphid = l.graph
                                    where g.name = 'brain_graph' and l.kind = 'e' and l.name !~ '^_'""").fetchall())
    assert per_label == {"attended": 3, "works_at": 1, "invested_in": 1}
    (alice,) = conn.execute("select * from brain.cypher(query => 'MATCH (p:page {slug: $s}) RETURN p', "
                            "params => '{\"s\": \"people/alice\"}')").fetchone()
    assert alice["label"] == "page"
    assert alice["properties"] == {"page_id": alice["properties"]["page_id"], "slug": "people/alice",
                                   "source_id": "default", "type": "concept", "title": "Alice"}
    # a rebuild is idempotent
    assert conn.execute("select vertices, edges from brain.sync_graph()").fetchone() == (5, 5)
    assert mirror(conn) == current(conn)


def test_write_path_sync(conn):
    make_graph(conn, *STANDUP[:1], STANDUP[1][:5])
    conn.execute("select brain.set_config(key => 'graph.age_sync', value => 'true')")
    assert mirror(conn) == current(conn) and len(current(conn)) == 5
    conn.execute("select * from brain.put_page(slug => 'companies/globex', title => 'Globex')")
    assert "companies/globex" in vertices(conn)
    conn.execute("select * from brain.add_link(from_slug => 'people/carol', to_slug => 'companies/globex', "
                 "link_type => 'works_at')")
    assert ("people/carol", "works_at", "companies/globex") in mirror(conn)
    assert mirror(conn) == current(conn)
    conn.execute("select * from brain.remove_link(from_slug => 'people/carol', to_slug => 'companies/globex')")
    assert ("people/carol", "works_at", "companies/globex") not in mirror(conn)
    assert mirror(conn) == current(conn)
    conn.execute("select * from brain.delete_page(slug => 'people/alice')")
    assert "people/alice" not in vertices(conn)
    assert mirror(conn) == current(conn) and len(current(conn)) == 3
    conn.execute("select * from brain.restore_page(slug => 'people/alice')")
    assert "people/alice" in vertices(conn)
    assert mirror(conn) == current(conn) and len(current(conn)) == 5
    conn.execute("update brain.pages set title = 'Alice C.' where slug = 'people/alice'")
    assert conn.execute("select * from brain.cypher(query => 'MATCH (p:page {slug: $s}) RETURN p.title', "
                        "params => '{\"s\": \"people/alice\"}')").fetchone()[0] == "Alice C."
    conn.execute("delete from brain.links where link_type = 'invested_in'")
    assert mirror(conn) == current(conn) and len(current(conn)) == 4
    # a session that paused the sync (bulk import) leaves the mirror alone until the next full sync
    conn.execute("set local pgbrain.age_sync = off")
    conn.execute("select * from brain.add_link(from_slug => 'people/bob', to_slug => 'people/carol', "
                 "link_type => 'knows')")
    assert ("people/bob", "knows", "people/carol") not in mirror(conn)
    conn.execute("select * from brain.sync_graph()")
    assert mirror(conn) == current(conn)
    # switched off: the triggers are gone
    conn.execute("reset pgbrain.age_sync")
    conn.execute("select brain.set_config(key => 'graph.age_sync', value => 'false')")
    assert conn.execute("select count(*) from pg_trigger where tgname like 'age_sync_%'").fetchone()[0] == 0
    conn.execute("select * from brain.add_link(from_slug => 'people/carol', to_slug => 'people/bob', "
                 "link_type => 'knows')")
    assert ("people/carol", "knows", "people/bob") not in mirror(conn)


def test_cypher_binds_params(conn):
    make_graph(conn, *STANDUP)
    conn.execute("select * from brain.sync_graph()")
    q = "select * from brain.cypher(query => 'MATCH (a:page {slug: $s})-[:works_at]->(b) RETURN b.slug', params => %s)"
    assert conn.execute(q, ['{"s": "people/alice"}']).fetchall() == [("companies/acme",)]
    for evil in ("people/alice' }) DETACH DELETE a //", "people/alice\"}) MATCH (n) DETACH DELETE n //",
                 "$cypher$ select 1 $cypher$", "x'); drop table brain.pages; --"):
        assert conn.execute(q, [json.dumps({"s": evil})]).fetchall() == []
    assert len(vertices(conn)) == 6 and conn.execute("select count(*) from brain.pages").fetchone()[0] == 6
    # one value per row; a map for several; paths and vertices as json
    rows = conn.execute("select * from brain.cypher(query => 'MATCH p = (a:page {slug: $s})-[:works_at]->(b) "
                        "RETURN p', params => '{\"s\": \"people/alice\"}')").fetchall()
    assert [[x.get("label") for x in r[0]] for r in rows] == [["page", "works_at", "page"]]
    assert conn.execute("select * from brain.cypher(query => 'RETURN {n: 1, f: 1.5, s: \"x\", l: [true, null]}')"
                        ).fetchone()[0] == {"n": 1, "f": 1.5, "s": "x", "l": [True, None]}


@pytest.mark.parametrize(("query", "params", "sqlstate"), [
    (None, "{}", "22004"),
    ("  ", "{}", "22004"),
    ("MATCH (a) RETURN $cypher$x$cypher$", "{}", "22023"),
    ("MATCH (a) RETURN a", "[1, 2]", "22023"),
    ("MATCH (a) RETURN a", None, "22023"),
    ("MATCH (a) RETURN a", '"s"', "22023"),
])
def test_cypher_bad_inputs(conn, query, params, sqlstate):
    make_graph(conn, *STANDUP)
    conn.execute("select * from brain.sync_graph()")
    expect_error(conn, "select * from brain.cypher(query => %s, params => %s)", [query, params], sqlstate=sqlstate)
    assert len(vertices(conn)) == 6


@pytest.mark.parametrize(("query", "sqlstate", "hint"), [
    ("MATCH (a RETURN a", "42601", "check the Cypher syntax"),
    ("MATCH (a) RETURN b", "42703", "RETURN only variables the MATCH binds"),
    ("MATCH (a) RETURN a, a", "42804", "RETURN one value per row"),
    ("RETURN nosuchfunction(1)", "42883", "Apache AGE has no such function"),
])
def test_a_query_age_cannot_run_keeps_its_error_and_gets_a_hint(conn, query, sqlstate, hint):
    # AGE's own errors (syntax, an unbound variable, two RETURN values, an unknown function) keep their SQLSTATE and
    # message, with the query as DETAIL and a HINT; nothing stored is lost
    make_graph(conn, *STANDUP)
    conn.execute("select * from brain.sync_graph()")
    exc = expect_error(conn, "select * from brain.cypher(query => %s)", [query], sqlstate=sqlstate)
    assert hint in exc.diag.message_hint and query in exc.diag.message_detail
    assert exc.diag.message_primary.startswith("cypher: ")
    assert len(vertices(conn)) == 6


def test_cypher_before_sync_is_not_ready(fresh_dsn):
    # its own database and connection: a session that ran drop_graph must not live on (apache/age#2245)
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        exc = expect_error(c, "select * from brain.cypher(query => 'MATCH (a) RETURN a')", sqlstate="55000")
        assert "graph sync" in exc.diag.message_hint


def _catalog_burst(dsn: str) -> None:
    """One transaction with thousands of catalog changes: on commit it overflows the shared invalidation
    queue, so every other session of the server must reset all its caches (AGE's label caches included)."""
    with psycopg.connect(dsn, autocommit=True) as c:
        c.execute("do $$ begin for i in 1..3000 loop create temp table burst_t (a int); drop table burst_t;"
                  " end loop; end $$")


@pytest.mark.parametrize("first", ["commit", "rollback"])
def test_sync_graph_survives_a_cache_reset(fresh_dsn, first):
    """AGE 1.5 corrupts a session's label cache once it has dropped a label or the graph; the next full cache
    reset then fails ("label (relation) cache corrupted") and usually kills the connection. sync_graph used to
    drop and re-create the graph, so any connection that rebuilt it twice died at the next big DDL elsewhere."""
    with psycopg.connect(fresh_dsn) as c:
        make_graph(c, *STANDUP)
        c.commit()
        c.execute("select * from brain.sync_graph()")
        if first == "rollback":
            c.rollback()
        else:
            c.commit()
        c.autocommit = True
        c.execute("select * from brain.sync_graph()")
        c.execute("select * from brain.sync_graph()")
        assert c.execute("select count(*) from brain.cypher(query => 'MATCH (p:page) RETURN p')").fetchone()[0] == 6
        _catalog_burst(fresh_dsn)
        assert c.execute("select 1").fetchone() == (1,)
        n = c.execute("select count(*) from brain.cypher(query => 'MATCH ()-[e]->() RETURN e')").fetchone()[0]
        assert n == 6


def test_without_age_everything_else_works(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        c.execute("drop extension age cascade")
        make_graph(c, *STANDUP)
        for q in ("select * from brain.cypher(query => 'MATCH (a) RETURN a')", "select * from brain.sync_graph()",
                  "select brain.set_config(key => 'graph.age_sync', value => 'true')"):
            exc = expect_error(c, q, sqlstate="55000")
            assert "create extension age" in exc.diag.message_hint
        assert c.execute("select value from brain.config where key = 'graph.age_sync'").fetchone()[0] is False
        walk = "select count(*) from brain.traverse(slug => 'meetings/standup', depth => 2)"
        assert c.execute(walk).fetchone()[0] == 5
        c.execute("select * from brain.add_link(from_slug => 'people/bob', to_slug => 'people/carol', "
                  "link_type => 'knows')")
    out = run_cli("cypher", "MATCH (a) RETURN a", dsn=fresh_dsn)
    assert out.returncode != 0 and "HINT:" in out.stderr


def _generated(conn, n: int = 300, m: int = 900, seed: int = 5):
    rnd = random.Random(seed)
    slugs = [f"pages/p{i:04d}" for i in range(n)]
    types = ["works_at", "knows", "invested_in"]
    links, seen = [], set()
    while len(links) < m:
        a, b, t = rnd.randrange(n), rnd.randrange(n), rnd.choice(types)
        if a != b and (a, b, t) not in seen:
            seen.add((a, b, t))
            links.append((slugs[a], slugs[b], t))
    make_graph(conn, slugs, links)
    return slugs, types, rnd


def test_parity_cypher_and_traverse(conn):
    """Same reachable pages (other than the start) from Cypher *1..d and brain.traverse, for every type and direction
    at depth 1-3. traverse never walks a page twice on a path and Cypher never an edge twice: the pages reached are the
    same (a trail within d hops contains a simple path within d hops)."""
    slugs, types, rnd = _generated(conn)
    conn.execute("select * from brain.sync_graph()")
    arrows = {"out": ("-", "->"), "in": ("<-", "-"), "both": ("-", "-")}
    starts = rnd.sample(slugs, 8)
    compared = nonempty = 0
    for start in starts:
        for t in types:
            for direction, (left, right) in arrows.items():
                for d in (1, 2, 3):
                    cy = {r for (r,) in conn.execute(
                        "select * from brain.cypher(query => "
                        f"'MATCH (a:page {{slug: $s}}){left}[:{t}*1..{d}]{right}(b) RETURN DISTINCT b.slug', "
                        "params => %s)", [json.dumps({"s": start})])}
                    tr = {s for r in conn.execute(
                        "select from_slug, to_slug from brain.traverse(slug => %s, depth => %s, link_types => %s, "
                        "direction => %s)", [start, d, [t], direction]) for s in r}
                    assert cy - {start} == tr - {start}, (start, t, direction, d)
                    compared += 1
                    nonempty += bool(tr)
    assert compared == 8 * 3 * 3 * 3 and nonempty > compared // 2


def test_cli_graph_sync_and_cypher(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        make_graph(c, *STANDUP)
    out = run_cli("graph", "sync", dsn=fresh_dsn)
    assert out.returncode == 0, out.stderr
    assert "vertices: 6; edges: 6; edge labels: 3" in out.stdout
    out = run_cli("graph", "sync", "--json", dsn=fresh_dsn)
    assert json.loads(out.stdout)["edges"] == 6
    out = run_cli("cypher", "MATCH (a:page {slug: $s})-[:works_at]->(b) RETURN b.slug", "--params",
                  '{"s": "people/alice"}', "--json", dsn=fresh_dsn)
    assert json.loads(out.stdout) == ["companies/acme"]
    out = run_cli("cypher", "MATCH (a:page {slug: $s})<-[:works_at]-(b) RETURN {who: b.slug}", "--params",
                  '{"s": "companies/acme"}', "--show-sql", dsn=fresh_dsn)
    assert "select * from brain.cypher(query => " in out.stdout + out.stderr
    assert sorted(json.loads(line)["who"] for line in out.stdout.splitlines() if line.startswith("{")) == [
        "people/alice", "people/dave"]
    out = run_cli("cypher", "MATCH (a) RETURN a", "--params", "[1]", dsn=fresh_dsn)
    assert out.returncode == 2 and "Invalid value for --params: must be a JSON object" in out.stderr, out.stderr
    out = run_cli("cypher", "RETURN $cypher$", dsn=fresh_dsn)
    assert out.returncode == 4 and "HINT:" in out.stderr


def test_import_with_sync_on_mirrors_once_at_the_end(fresh_dsn, tmp_path):
    (tmp_path / "people").mkdir()
    (tmp_path / "companies").mkdir()
    (tmp_path / "companies" / "acme.md").write_text("# Acme\n\nAcme builds rockets.\n")
    (tmp_path / "people" / "alice.md").write_text("# Alice\n\nAlice works at [[companies/acme]] with [[people/bob]].\n")
    (tmp_path / "people" / "bob.md").write_text("# Bob\n\nBob invested in [[companies/acme]].\n")
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        c.execute("select brain.set_config(key => 'graph.age_sync', value => 'true')")
    out = run_cli("import", str(tmp_path), dsn=fresh_dsn)
    assert out.returncode == 0, out.stderr
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        assert len(current(c)) >= 3
        assert mirror(c) == current(c)
        assert vertices(c) == {"people/alice", "people/bob", "companies/acme"}
        # the import's connection paused the triggers for itself only: a later write is mirrored again
        c.execute("select * from brain.add_link(from_slug => 'people/bob', to_slug => 'people/alice', "
                  "link_type => 'knows')")
        assert ("people/bob", "knows", "people/alice") in mirror(c)
