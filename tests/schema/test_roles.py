"""Roles, row-level security by source and the trust boundary (issue 6 items 3 and 4).

Everything runs on the rolled-back shared connection: CREATE ROLE, grants and SET ROLE are transactional, so the
roles made here vanish with the test."""

from __future__ import annotations

import json
import os
from contextlib import contextmanager

import psycopg
import pytest
from psycopg import sql

from conftest import expect_error, run_cli
from pgbrain.api import Brain

SECRET = "zanzibarite"          # a word only the private source contains
PRIVATE_SLUGS = {"people/pia", "companies/hidden-co", "meetings/board-secret"}


@contextmanager
def acting_as(conn: psycopg.Connection, role: str):
    conn.execute(sql.SQL("set local role {}").format(sql.Identifier(role)))
    try:
        yield
    finally:
        conn.execute("reset role")


def _role(conn: psycopg.Connection, name: str, *member_of: str) -> str:
    conn.execute(sql.SQL("create role {} nologin").format(sql.Identifier(name)))
    for group in member_of:
        conn.execute(sql.SQL("grant {} to {}").format(sql.Identifier(group), sql.Identifier(name)))
    return name


def _put(conn, slug: str, body: str, source: str = "default", *, timeline: str = "", auto_link: bool = True):
    """Parse the markdown and write it as `pgbrain put` does (brain.put_page with its references); a tuple of
    put_page's columns."""
    from pgbrain.ingest import put_text

    text = body + (f"\n\n<!-- timeline -->\n{timeline}\n" if timeline else "\n")
    r, _ = put_text(conn, text, slug, source_id=source, auto_link=auto_link, create_source=False)
    return (r.page_id, r.status, r.links_added, r.links_retired, r.links_kept, r.unresolved, r.diff)


@pytest.fixture
def world(conn):
    """Two sources: team (read by t_team, written by t_writer) and private (nobody but admins), with pages, edges
    inside each and across, chunks, timeline, facts, takes, page ranks and an embedding in private."""
    conn.execute("select * from brain.add_source(source_id => 'team')")
    conn.execute("select * from brain.add_source(source_id => 'private')")
    _put(conn, "companies/teamco", "Teamco builds boats.", "team")
    _put(conn, "people/tom", "Tom works at [[companies/teamco]].", "team")
    _put(conn, "companies/hidden-co", f"Hidden Co mines {SECRET} in secret.", "private")
    _put(conn, "people/pia", f"Pia works at [[companies/hidden-co]] and invested in [[team:companies/teamco]]. "
                             f"She loves {SECRET}.", "private",
         timeline=f"- 2024-05-01: Pia bought {SECRET}")
    _put(conn, "meetings/board-secret", f"Attendees: [[people/pia]]. Topic: {SECRET}.", "private")
    conn.execute("select * from brain.add_fact(slug => 'people/pia', fact => %s, source_id => 'private')",
                 [f"Pia owns a {SECRET} mine"])
    conn.execute("select * from brain.add_take(slug => 'people/pia', claim => %s, source_id => 'private')",
                 [f"{SECRET} prices will double"])
    conn.execute("select * from brain.add_link(from_slug => 'people/tom', to_slug => 'companies/teamco', "
                 "link_type => 'advises', source_id => 'team')")
    conn.execute("select * from brain.refresh_pagerank()")
    # an embedding on a private chunk, so the vector arm has something to find
    dims = conn.execute("select (value #>> '{}')::int from brain.config where key = 'embedding.dimensions'"
                        ).fetchone()[0]
    conn.execute("update brain.content_chunks c set embedding = array_fill(0.1, array[%s])::vector "
                 "from brain.pages p where p.id = c.page_id and p.source_id = 'private'", [dims])
    team = _role(conn, "t_team", "brain_reader")
    writer = _role(conn, "t_writer", "brain_writer")
    conn.execute("select * from brain.grant_source(role_name => %s, source_id => 'team')", [team])
    conn.execute("select * from brain.grant_source(role_name => %s, source_id => 'team', can_write => true)",
                 [writer])
    # the cross-source edge exists (pia -> teamco): an admin sees it
    assert conn.execute("select count(*) from brain.page_links where from_slug = 'people/pia' "
                        "and to_source_id = 'team'").fetchone()[0] == 1
    return conn


def _leaks(value, *, named: str = "") -> list[str]:
    """The private things found in value: its secret word, slugs, titles and the source's name, except what the
    caller named itself (in `named`, e.g. its query)."""
    text = json.dumps(value, default=str)
    marks = (SECRET, *PRIVATE_SLUGS, "hidden co", "Hidden Co", "'private'", '"private"')
    return [m for m in marks if m in text and m.strip("'\"") not in named]


def _read(conn, query: str) -> tuple[list, str | None]:
    """Rows of a read and None, or the error it raised as text and its SQLSTATE."""
    try:
        with conn.transaction():
            return conn.execute(query).fetchall(), None
    except psycopg.Error as exc:
        return [exc.diag.message_primary, exc.diag.message_detail, exc.diag.message_hint], exc.diag.sqlstate


READS = [
    # every read path a restricted role has: direct SELECTs, the view, and every read function
    "select * from brain.sources",
    "select * from brain.pages",
    "select * from brain.content_chunks",
    "select * from brain.links",
    "select * from brain.timeline_entries",
    "select * from brain.facts",
    "select * from brain.takes",
    "select * from brain.page_ranks",
    "select * from brain.link_candidates",
    "select * from brain.unresolved_links",
    "select * from brain.page_names",
    "select * from brain.code_edges_chunk",
    "select * from brain.code_edges_symbol",
    "select * from brain.source_grants",
    "select * from brain.page_links",
    f"select * from brain.search('{SECRET}')",
    f"select * from brain.search('{SECRET}', sources => array['private', 'team'])",
    "select * from brain.search('who works at Hidden Co?')",
    "select * from brain.search('who invested in Teamco?', sources => array['team'])",
    f"select * from brain.search_keyword('{SECRET}')",
    "select * from brain.search_vector((select array_fill(0.1, array[384])::vector), sources => array['private'])",
    "select * from brain.search_vector((select array_fill(0.1, array[384])::vector))",
    "select * from brain.expand_query('Hidden Co and Pia')",
    "select * from brain.list_pages()",
    "select * from brain.list_pages(sources => array['private'])",
    "select * from brain.list_sources()",
    "select * from brain.traverse('companies/teamco', depth => 5, direction => 'both', source_id => 'team')",
    "select * from brain.traverse('companies/teamco', direction => 'in', sources => array['team', 'private'], "
    "source_id => 'team')",
    "select * from brain.neighbors('companies/teamco', source_id => 'team')",
    "select * from brain.backlinks('companies/teamco', source_id => 'team')",
    "select * from brain.list_links('companies/teamco', source_id => 'team')",
    "select * from brain.link_history('companies/teamco', source_id => 'team')",
    "select * from brain.timeline(source_id => 'team')",
    "select * from brain.facts(source_id => 'team')",
    "select * from brain.takes(source_id => 'team')",
    "select * from brain.table_counts()",
    "select * from brain.status()",
    "select * from brain.list_grants()",
    "select * from brain.my_access()",
    "select * from brain.get_config()",
    "select * from brain.stale_chunks()",
]


def test_a_restricted_role_reads_nothing_of_another_source(world):
    conn = world
    # the admin (this superuser) sees the private rows, so the queries below can find them
    assert _leaks(conn.execute(f"select * from brain.search('{SECRET}')").fetchall())
    with acting_as(conn, "t_team"):
        seen_team = False
        for q in READS:
            rows, sqlstate = _read(conn, q)
            assert _leaks(rows, named=q) == [], f"{q} leaked {_leaks(rows)}: {str(rows)[:300]}"
            # a read fails only when it names a source the role cannot see, and then as for an unknown one;
            # every other read answers (a refused read would leak nothing, and prove nothing)
            expected = "P0002" if "'private'" in q else None
            assert sqlstate == expected, f"{q}: SQLSTATE {sqlstate}, not {expected}: {rows}"
            seen_team = seen_team or "teamco" in json.dumps(rows, default=str)
        assert seen_team, "the restricted role should still see its own source"
        # its own source works as usual
        assert {r[0] for r in conn.execute("select slug from brain.pages")} == {"companies/teamco", "people/tom"}
        walk = conn.execute("select from_slug, link_type from brain.traverse('companies/teamco', direction => 'in', "
                            "source_id => 'team')").fetchall()
        assert set(walk) == {("people/tom", "works_at"), ("people/tom", "advises")}
        # naming a private page or source is an error that says nothing about it
        for q in ("select * from brain.get_page(slug => 'people/pia', source_id => 'private')",
                  "select * from brain.traverse('people/pia', source_id => 'private')",
                  "select * from brain.backlinks('companies/hidden-co', source_id => 'private')",
                  "select * from brain.timeline(slug => 'people/pia', source_id => 'private')",
                  "select * from brain.import_files(source_id => 'private')",
                  "select * from brain.export_pages(source_id => 'private')",
                  "select * from brain.import_totals(source_id => 'private', slugs => array['people/pia'])"):
            exc = expect_error(conn, q, sqlstate="P0002", hint=False)
            assert _leaks([exc.diag.message_primary, exc.diag.message_detail, exc.diag.message_hint],
                          named=q) == [], q
        # AGE has no row-level security: the one door refuses restricted roles
        exc = expect_error(conn, "select * from brain.cypher('MATCH (n) RETURN n')", sqlstate="42501")
        assert "every source" in exc.diag.message_primary


def test_an_edge_is_visible_only_when_both_ends_are(world):
    conn = world
    conn.execute("select * from brain.grant_source(role_name => 't_team', source_id => 'private')")
    conn.execute("select * from brain.revoke_source(role_name => 't_team', source_id => 'team')")
    with acting_as(conn, "t_team"):
        # pia (private) -> teamco (team): t_team now reads private only, so that edge is hidden
        assert conn.execute("select count(*) from brain.links l join brain.pages p on p.id = l.to_page_id "
                            "where p.slug = 'companies/teamco'").fetchone()[0] == 0
        out = conn.execute("select to_slug from brain.traverse('people/pia', source_id => 'private')").fetchall()
        assert {r[0] for r in out} == {"companies/hidden-co", "meetings/board-secret"}
        assert conn.execute("select count(*) from brain.pages where source_id = 'private'").fetchone()[0] == 3


def test_no_direct_table_writes_for_readers_and_writers(world):
    conn = world
    for role in ("t_team", "t_writer", "brain_mcp"):
        with acting_as(conn, role):
            for q in ("insert into brain.pages (slug, title, content_hash, source_id) values ('x/y', 'y', 'h', 'team')",
                      "update brain.pages set title = 'owned' where slug = 'people/tom'",
                      "delete from brain.links",
                      "delete from brain.source_grants",
                      "insert into brain.source_grants (role_name, source_id) values (current_user, 'private')",
                      "update brain.config set value = 'false' where key = 'auto_link'"):
                expect_error(conn, q, sqlstate="42501", hint=False)
    assert conn.execute("select title from brain.pages where slug = 'people/tom'").fetchone()[0] == "Tom"


def test_readers_call_no_write_function_and_writers_no_admin_function(world):
    conn = world
    with acting_as(conn, "t_team"):
        for q in ("select * from brain.put_page(slug => 'people/x', source_id => 'team')",
                  "select * from brain.add_link('people/tom', 'companies/teamco', 'works_at', source_id => 'team')",
                  "select * from brain.delete_page('people/tom', source_id => 'team')",
                  "select * from brain.set_config(key => 'auto_link', value => 'false')"):
            exc = expect_error(conn, q, sqlstate="42501", hint=False)
            assert "permission denied for function" in exc.diag.message_primary
    with acting_as(conn, "t_writer"):
        for q in ("select * from brain.set_config(key => 'auto_link', value => 'false')",
                  "select * from brain.grant_source(role_name => 't_writer', source_id => 'private')",
                  "select * from brain.add_source(source_id => 'mine')",
                  "select * from brain.remove_source(source_id => 'private', cascade => true)",
                  "select * from brain.sync_graph()",
                  "select * from brain._apply_security()"):
            expect_error(conn, q, sqlstate="42501", hint=False)


def test_writers_write_only_the_sources_they_were_granted(world):
    conn = world
    with acting_as(conn, "t_writer"):
        r = _put(conn, "people/tess", "Tess works at [[companies/teamco]].", "team")
        assert r[1] == "new"
        for q in ("select * from brain.put_page(slug => 'people/eve', compiled_truth => 'x', source_id => 'private')",
                  "select * from brain.delete_page('people/pia', source_id => 'private')",
                  "select * from brain.add_link('people/pia', 'companies/hidden-co', 'advises', "
                  "source_id => 'private')",
                  "select * from brain.remove_link('people/pia', 'companies/hidden-co', source_id => 'private')",
                  "select * from brain.add_fact('people/pia', 'x', source_id => 'private')",
                  "select * from brain.add_take('people/pia', 'x', source_id => 'private')",
                  "select * from brain.add_timeline_entry('people/pia', '2024-01-01', 'x', source_id => 'private')",
                  "select * from brain.relink_page('people/pia', source_id => 'private')",
                  "select * from brain.restore_page('people/pia', source_id => 'private')",
                  "select * from brain.relink_pages(sources => array['private'])",
                  "select * from brain.relink_batch(sources => array['private'])",
                  "select * from brain.prune_import(source_id => 'private', keep_slugs => '{}')",
                  "select * from brain.put_page(slug => 'people/eve', compiled_truth => 'x', source_id => 'nosuch')"):
            exc = expect_error(conn, q, sqlstate="42501")
            assert "may not write to source" in exc.diag.message_primary
            assert _leaks([exc.diag.message_detail, exc.diag.message_hint], named=q) == [], q
        # relinking with no sources named touches only what it may write
        assert conn.execute("select pages from brain.relink_pages()").fetchone()[0] == 3
        assert conn.execute("select pages, total from brain.relink_batch()").fetchone() == (3, 3)
    chunk = conn.execute("select c.id, encode(sha256(convert_to(c.chunk_text, 'UTF8')), 'hex') from "
                         "brain.content_chunks c join brain.pages p on p.id = c.page_id "
                         "where p.source_id = 'private' limit 1").fetchone()
    payload = json.dumps([{"chunk_id": chunk[0], "text_hash": chunk[1], "embedding": [0.2] * 384}])
    with acting_as(conn, "t_writer"):
        expect_error(conn, "select * from brain.put_embeddings(%s, 'multilingual-e5-small')", [payload],
                     sqlstate="42501")
    # nothing private changed
    assert conn.execute("select count(*) from brain.pages where source_id = 'private' and deleted_at is null"
                        ).fetchone()[0] == 3


def test_trust_boundary_is_the_role_not_the_argument(world):
    conn = world
    page = "Xavier works at [[companies/teamco]]."
    # the untrusted MCP role: stores the page, derives no edge, whatever auto_link says
    with acting_as(conn, "brain_mcp"):
        r = _put(conn, "people/xavier", page, "team", auto_link=True)
        assert r[1] == "new" and r[2] == 0
        assert r[6]["auto_link"] is False and r[6]["auto_link_skipped"] == "role"
        assert conn.execute("select auto_link from brain.pages where slug = 'people/xavier'").fetchone()[0] is False
        # relinking (any writer may) derives nothing from a page stored without the right
        conn.execute("select * from brain.relink_pages(sources => array['team'])")
        access = conn.execute("select restricted, auto_link from brain.my_access()").fetchone()
        assert access == (False, False)
    edges = "select count(*) from brain.page_links where from_slug = %s"
    assert conn.execute(edges, ["people/xavier"]).fetchone()[0] == 0
    # the same page from a trusted writer (this admin) makes the edge
    r = _put(conn, "people/xavier", page, "team")
    assert r[1] == "unchanged" or r[2] == 1
    assert conn.execute(edges, ["people/xavier"]).fetchone()[0] == 1
    # a writer in brain_auto_link is trusted too
    _role(conn, "t_linker", "brain_writer", "brain_auto_link")
    conn.execute("select * from brain.grant_source(role_name => 't_linker', source_id => 'team', can_write => true)")
    with acting_as(conn, "t_linker"):
        assert _put(conn, "people/yves", "Yves works at [[companies/teamco]].", "team")[2] == 1
    # the allow-list: slugs under a trusted prefix auto-link even from brain_mcp
    conn.execute("""select * from brain.set_config(key => 'trust.auto_link_prefixes', value => '["agents/scout/"]')""")
    with acting_as(conn, "brain_mcp"):
        assert _put(conn, "agents/scout/report-1", "Seen at [[companies/teamco]].", "team")[2] == 1
        r = _put(conn, "people/zed", "Zed works at [[companies/teamco]].", "team")
        assert r[2] == 0 and r[6]["auto_link_skipped"] == "role"
    expect_error(conn, """select * from brain.set_config(key => 'trust.auto_link_prefixes', value => '["agents"]')""",
                 sqlstate="22023")
    expect_error(conn, """select * from brain.set_config(key => 'trust.auto_link_prefixes', value => '[1]')""",
                 sqlstate="22023")


def _edges_to(conn, slug: str) -> set[tuple[str, str, str]]:
    return {tuple(r) for r in conn.execute(
        "select from_slug, link_type, link_source from brain.page_links where to_slug = %s", [slug])}


def _waiting(conn, slug: str) -> list[tuple[str, str]]:
    return conn.execute("select u.name, u.reason from brain.unresolved_links u join brain.pages p on p.id = u.page_id "
                        "where p.slug = %s order by 1", [slug]).fetchall()


def test_an_untrusted_page_never_completes_a_trusted_pages_edge(world):
    """Issue 13 item 2: a trusted page waits for companies/ghost (frontmatter) and [[people/quinn]] (body); the
    untrusted role writes both pages; relinks, or the trusted page written again, give it no edge to them: the
    references stay unresolved, saying why. Once a trusted writer stores a page, the waiting edge is made at once."""
    conn = world
    trusted = "---\ncompany: Ghost\n---\n# Rae\n\nRae mentors [[people/quinn]].\n"
    r = _put(conn, "people/rae", trusted, "team")
    assert r[2] == 0 and r[5] == 2
    with acting_as(conn, "brain_mcp"):
        _put(conn, "companies/ghost", "# Ghost\n\nGhost is a company.", "team")
        _put(conn, "people/quinn", "# Quinn\n\nQuinn is a person.", "team")
        # any writer may relink: it completes nothing
        conn.execute("select * from brain.relink_pages(sources => array['team'], which => 'unresolved')")
        conn.execute("select * from brain.relink_pages(sources => array['team'], which => 'all')")
    assert conn.execute("select slug, trusted_since is null from brain.pages where slug in "
                        "('companies/ghost', 'people/quinn', 'people/rae') order by 1").fetchall() == [
        ("companies/ghost", True), ("people/quinn", True), ("people/rae", False)]
    conn.execute("select * from brain.relink_pages(sources => array['team'])")      # an admin's relink: the same
    conn.execute("select * from brain.relink_page(slug => 'people/rae', source_id => 'team')")
    assert _edges_to(conn, "companies/ghost") == set() and _edges_to(conn, "people/quinn") == set()
    waiting = _waiting(conn, "people/rae")
    assert [w[0] for w in waiting] == ["Ghost", "people/quinn"]
    assert all("written only by writers without the auto-link right" in w[1] for w in waiting), waiting
    # a fuzzy match (title) never picks an untrusted page either: [[Quinn]] by name stays unresolved
    r = _put(conn, "people/sam", "# Sam\n\nSam met [[Quinn]].", "team")
    assert r[2] == 0 and _edges_to(conn, "people/quinn") == set()
    # a trusted writer stores Quinn's page (same text): Rae's and Sam's edges are made by that write
    _put(conn, "people/quinn", "# Quinn\n\nQuinn is a person.", "team")
    assert conn.execute("select trusted_since is not null from brain.pages where slug = 'people/quinn'").fetchone()[0]
    assert _edges_to(conn, "people/quinn") == {("people/rae", "mentions", "markdown"),
                                               ("people/sam", "mentions", "markdown")}
    assert [w[0] for w in _waiting(conn, "people/rae")] == ["Ghost"]
    # a deleted page written again by the untrusted role is not vouched for by the earlier trusted write
    conn.execute("select * from brain.delete_page(slug => 'people/quinn', source_id => 'team')")
    with acting_as(conn, "brain_mcp"):
        _put(conn, "people/quinn", "# Quinn\n\nQuinn is back.", "team")
    assert conn.execute("select trusted_since from brain.pages where slug = 'people/quinn'").fetchone() == (None,)
    conn.execute("select * from brain.relink_pages(sources => array['team'])")
    assert _edges_to(conn, "people/quinn") == set()


def test_the_same_page_through_the_cli_links_and_as_the_untrusted_role_does_not(fresh_dsn, tmp_path):
    page = tmp_path / "people" / "x.md"
    page.parent.mkdir()
    page.write_text("# X\n\nX works at [[companies/acme]].\n")
    (tmp_path / "companies").mkdir()
    (tmp_path / "companies" / "acme.md").write_text("# Acme\n\nA company.\n")
    proc = run_cli("import", str(tmp_path), dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        count = "select count(*) from brain.page_links where from_slug = %s"
        assert c.execute(count, ["people/x"]).fetchone()[0] == 1
        # the same page under another slug, written by the untrusted role directly
        c.execute("set role brain_mcp")
        r = _put(c, "people/x-copy", page.read_text(), auto_link=True)
        assert r[1] == "new" and r[2] == 0 and r[6]["auto_link_skipped"] == "role"
        c.execute("reset role")
        assert c.execute(count, ["people/x-copy"]).fetchone()[0] == 0
        # and through the CLI again, a trusted writer
        proc = run_cli("put", "people/x-again", dsn=fresh_dsn, input=page.read_text())
        assert proc.returncode == 0, proc.stderr
        assert c.execute(count, ["people/x-again"]).fetchone()[0] == 1


def test_cypher_writes_are_for_admins(world):
    conn = world
    if not conn.execute("select exists (select 1 from pg_extension where extname = 'age')").fetchone()[0]:
        pytest.skip("the age extension is not installed on this server")
    with acting_as(conn, "brain_mcp"):   # reads every source: may query, may not write
        for q in ("CREATE (n:page {slug: 'x'}) RETURN n", "MATCH (n) DETACH DELETE n RETURN 1",
                  "MATCH (n) SET n.slug = 'x' RETURN n", "merge (n:page {slug: 'y'}) return n",
                  "MATCH (n) REMOVE n.slug RETURN n"):
            exc = expect_error(conn, "select * from brain.cypher(%s)", [q], sqlstate="42501")
            assert "only admins" in exc.diag.message_primary
        # the words inside a string or a property name are not clauses
        expect_error(conn, "select * from brain.cypher(%s)", ["MATCH (n {slug: 'create set'}) RETURN n.set"],
                     sqlstate="55000")   # passes the check; the graph is not built in this database


def test_grant_bad_inputs(world):
    conn = world
    expect_error(conn, "select * from brain.grant_source(role_name => 'no_such_role_x', source_id => 'team')",
                 sqlstate="42704")
    expect_error(conn, "select * from brain.grant_source(role_name => 't_team', source_id => 'nosuch')",
                 sqlstate="P0002")
    expect_error(conn, "select * from brain.grant_source(role_name => null)", sqlstate="22004")
    expect_error(conn, "select * from brain.grant_source(role_name => 't_team', can_write => null)", sqlstate="22004")
    expect_error(conn, "select * from brain.revoke_source(role_name => null)", sqlstate="22004")
    # injection strings are names, never SQL
    expect_error(conn, "select * from brain.grant_source(role_name => %s)", ["x'; drop table brain.pages; --"],
                 sqlstate="42704")
    r = conn.execute("select * from brain.revoke_source(role_name => 't_team', source_id => 'private')").fetchone()
    assert r == ("t_team", "private", False)
    # granting again changes can_write; removing the source removes its grants
    conn.execute("select * from brain.grant_source(role_name => 't_team', source_id => 'team', can_write => true)")
    assert conn.execute("select can_write from brain.source_grants where role_name = 't_team'").fetchall() == [(True,)]
    conn.execute("select * from brain.remove_source(source_id => 'team', cascade => true)")
    assert conn.execute("select count(*) from brain.source_grants where role_name = 't_team'").fetchone()[0] == 0


def test_every_source_grant_and_admins(world):
    conn = world
    _role(conn, "t_all", "brain_reader")
    conn.execute("select * from brain.grant_source(role_name => 't_all')")   # null = every source
    _role(conn, "t_admin", "brain_admin")
    for role in ("t_all", "t_admin"):
        with acting_as(conn, role):
            assert conn.execute("select count(*) from brain.pages where source_id = 'private'").fetchone()[0] == 3
            assert conn.execute("select restricted from brain.my_access()").fetchone()[0] is False
    with acting_as(conn, "t_admin"):
        conn.execute("select * from brain.add_source(source_id => 'later')")
        conn.execute("select * from brain.grant_source(role_name => 't_team', source_id => 'later')")
        assert len(conn.execute("select * from brain.list_grants()").fetchall()) >= 4
    with acting_as(conn, "t_team"):
        assert {r.source_id for r in Brain(conn).list_grants()} == {"team", "later"}


def test_apply_security_is_idempotent(conn):
    first = conn.execute("select * from brain._apply_security()").fetchone()
    second = conn.execute("select * from brain._apply_security()").fetchone()
    assert second[0] == [] and first[1:] == second[1:]


def test_cli_roles(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        c.execute("select * from brain.add_source(source_id => 'team')")
        c.execute("do $$ begin if not exists (select 1 from pg_roles where rolname = 'pgbrain_test_cli_role') then "
                  "create role pgbrain_test_cli_role nologin in role brain_reader; end if; end $$")
    try:
        proc = run_cli("roles", "grant", "pgbrain_test_cli_role", "--source", "team", "--json", "--show-sql",
                       dsn=fresh_dsn)
        assert proc.returncode == 0, proc.stderr
        assert "brain.grant_source(role_name =>" in proc.stdout + proc.stderr
        proc = run_cli("roles", "list", "--json", dsn=fresh_dsn)
        assert {(g["role_name"], g["source_id"]) for g in json.loads(proc.stdout)} >= {
            ("pgbrain_test_cli_role", "team"), ("brain_mcp", None)}
        proc = run_cli("roles", "whoami", dsn=fresh_dsn)
        assert proc.returncode == 0 and "(admin)" in proc.stdout
        proc = run_cli("roles", "revoke", "pgbrain_test_cli_role", "--source", "team", dsn=fresh_dsn)
        assert proc.returncode == 0 and "revoked" in proc.stdout
        proc = run_cli("roles", "grant", "no_such_role_x", dsn=fresh_dsn)
        assert proc.returncode != 0 and "ERROR:  role no_such_role_x does not exist" in proc.stderr
        assert "HINT:" in proc.stderr
    finally:
        with psycopg.connect(fresh_dsn, autocommit=True) as c:
            c.execute("drop role if exists pgbrain_test_cli_role")


def test_cli_as_reader_and_writer_logins(fresh_dsn):
    """Login roles in brain_reader / brain_writer use the CLI like anyone: reads work, writes as allowed."""
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    reader, writer = f"pgbrain_t{os.getpid()}_reader", f"pgbrain_t{os.getpid()}_writer"
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        c.execute(f"create role {reader} login in role brain_reader")
        c.execute(f"create role {writer} login in role brain_writer")
        c.execute("select * from brain.grant_source(role_name => %s, source_id => 'default')", [reader])
        c.execute("select * from brain.grant_source(role_name => %s, source_id => 'default', can_write => true)",
                  [writer])
    as_ = {r: make_conninfo(**{**conninfo_to_dict(fresh_dsn), "user": r}) for r in (reader, writer)}
    try:
        proc = run_cli("put", "people/wendy", dsn=as_[writer], input="# Wendy\n\nWendy works at [[companies/x]].\n")
        assert proc.returncode == 0, proc.stderr
        proc = run_cli("search", "Wendy", "--json", dsn=as_[reader])
        assert proc.returncode == 0 and json.loads(proc.stdout)[0]["slug"] == "people/wendy", proc.stderr
        proc = run_cli("db", "status", dsn=as_[reader])
        assert proc.returncode == 0, proc.stderr
        assert "pg_read_all_settings" in proc.stdout
        proc = run_cli("put", "people/rita", dsn=as_[reader], input="# Rita\n")
        assert proc.returncode != 0 and "ERROR:  permission denied for function put_page" in proc.stderr
        assert "HINT:  your database role lacks the privilege: reads need brain_reader, writes brain_writer" \
            in proc.stderr
        proc = run_cli("sources", "add", "mine", dsn=as_[writer])
        assert proc.returncode != 0 and "permission denied" in proc.stderr
    finally:
        with psycopg.connect(fresh_dsn, autocommit=True) as c:
            c.execute(f"drop role if exists {reader}")
            c.execute(f"drop role if exists {writer}")
