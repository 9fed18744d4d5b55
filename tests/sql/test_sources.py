"""Sources: brain.add_source / list_sources / set_source / remove_source, federation in reads,
cross-source links, brain.list_pages, and the `pgbrain sources` and `pgbrain list` commands."""

from __future__ import annotations

import json

import psycopg
import pytest

from conftest import expect_error, run_cli
from pgbrain.ingest import put_text


def put(conn, slug: str, text: str, source_id: str = "default"):
    return put_text(conn, text, slug, source_id=source_id)[0]


def edges(conn) -> set[tuple[str, str, str, str]]:
    return {tuple(r) for r in conn.execute(
        "select from_source_id, from_slug, to_source_id || ':' || to_slug, link_type from brain.page_links")}


def snapshot(conn) -> tuple:
    return conn.execute("""
        select (select jsonb_agg(s order by s.id) from brain.sources s),
               (select jsonb_agg(jsonb_build_array(p.source_id, p.slug, p.content_hash, p.deleted_at) order by p.id)
                  from brain.pages p),
               (select count(*) from brain.links), (select count(*) from brain.content_chunks),
               (select count(*) from brain.facts), (select count(*) from brain.unresolved_links)""").fetchone()


def sources(conn) -> dict[str, tuple]:
    return {r[0]: tuple(r[1:]) for r in conn.execute(
        "select id, name, federated, trusted, pages, deleted_pages from brain.list_sources()")}


# ---- add / set / list ---------------------------------------------------------------------------
def test_add_source_defaults_and_is_idempotent(conn):
    notices = []
    conn.add_notice_handler(lambda d: notices.append(d.message_primary))
    row = conn.execute("select id, name, federated, trusted from brain.add_source(source_id => 'team')").fetchone()
    assert row == ("team", "team", True, True)
    again = conn.execute("select id, name from brain.add_source(source_id => 'team')").fetchone()
    assert again == ("team", "team")
    assert notices == ["source 'team' already exists"]
    conn.execute("select * from brain.add_source(source_id => 'vault', name => 'My vault', federated => false, "
                 "trusted => false)")
    assert sources(conn) == {"default": ("default", True, True, 0, 0), "team": ("team", True, True, 0, 0),
                             "vault": ("My vault", False, False, 0, 0)}


def test_set_source_changes_only_what_is_given(conn):
    conn.execute("select * from brain.add_source(source_id => 'team', name => 'Team', federated => false)")
    row = conn.execute("select name, federated, trusted from brain.set_source(source_id => 'team', "
                       "federated => true)").fetchone()
    assert row == ("Team", True, True)
    row = conn.execute("select name, federated, trusted from brain.set_source(source_id => 'team', "
                       "name => 'Team notes', trusted => false)").fetchone()
    assert row == ("Team notes", True, False)
    # the default source may be renamed, but stays federated
    assert conn.execute("select name from brain.set_source(source_id => 'default', name => 'Main')").fetchone() == (
        "Main",)


def test_list_sources_counts_live_and_deleted_pages(conn):
    conn.execute("select * from brain.add_source(source_id => 'team')")
    for slug in ("people/a", "people/b", "people/c"):
        put(conn, slug, "A person.\n", "team")
    conn.execute("select * from brain.delete_page(slug => 'people/c', source_id => 'team')")
    assert sources(conn)["team"][3:] == (2, 1)


BAD_SOURCE_CALLS = [
    ("add: upper case id", "select * from brain.add_source(source_id => 'Team')", "22023"),
    ("add: leading hyphen", "select * from brain.add_source(source_id => '-team')", "22023"),
    ("add: 33 characters", "select * from brain.add_source(source_id => repeat('a', 33))", "22023"),
    ("add: reserved __all__", "select * from brain.add_source(source_id => '__all__')", "22023"),
    ("add: injection", "select * from brain.add_source(source_id => 'x''; drop table brain.pages; --')", "22023"),
    ("add: null id", "select * from brain.add_source(source_id => null)", "22004"),
    ("add: null federated", "select * from brain.add_source(source_id => 'x', federated => null)", "22004"),
    ("add: blank name", "select * from brain.add_source(source_id => 'x', name => '   ')", "22023"),
    ("add: name taken", "select * from brain.add_source(source_id => 'x', name => 'Team')", "23505"),
    ("add: other settings", "select * from brain.add_source(source_id => 'team', federated => false)", "23505"),
    ("set: unknown", "select * from brain.set_source(source_id => 'nope', federated => true)", "P0002"),
    ("set: nothing", "select * from brain.set_source(source_id => 'team')", "22023"),
    ("set: default unfederated", "select * from brain.set_source(source_id => 'default', federated => false)",
     "22023"),
    ("set: name taken", "select * from brain.set_source(source_id => 'default', name => 'Team')", "23505"),
    ("set: blank name", "select * from brain.set_source(source_id => 'team', name => '')", "22023"),
    ("remove: unknown", "select * from brain.remove_source(source_id => 'nope')", "P0002"),
    ("remove: default", "select * from brain.remove_source(source_id => 'default', cascade => true)", "22023"),
    ("remove: with pages", "select * from brain.remove_source(source_id => 'team')", "2BP01"),
    ("remove: null cascade", "select * from brain.remove_source(source_id => 'team', cascade => null)", "22004"),
    ("remove: malformed", "select * from brain.remove_source(source_id => 'a b')", "22023"),
    ("write: name of a new source taken",
     "select brain.ensure_source(source_id => 'team-notes', create_missing => true)", "23505"),
]


@pytest.mark.parametrize(("name", "query", "sqlstate"), BAD_SOURCE_CALLS, ids=[c[0] for c in BAD_SOURCE_CALLS])
def test_bad_source_calls_change_nothing(conn, name, query, sqlstate):
    conn.execute("select * from brain.add_source(source_id => 'team', name => 'Team')")
    conn.execute("select * from brain.add_source(source_id => 'other', name => 'team-notes')")
    put(conn, "people/alice", "Alice.\n", "team")
    before = snapshot(conn)
    expect_error(conn, query, sqlstate=sqlstate)
    assert snapshot(conn) == before


# ---- remove ------------------------------------------------------------------------------------
def test_remove_an_empty_source(conn):
    conn.execute("select * from brain.add_source(source_id => 'scratch')")
    row = conn.execute("select * from brain.remove_source(source_id => 'scratch')").fetchone()
    assert row == ("scratch", 0, 0, 0, 0)
    assert "scratch" not in sources(conn)


def test_remove_refuses_soft_deleted_pages_and_facts_too(conn):
    conn.execute("select * from brain.add_source(source_id => 'team')")
    put(conn, "people/alice", "Alice.\n", "team")
    conn.execute("select * from brain.delete_page(slug => 'people/alice', source_id => 'team')")
    exc = expect_error(conn, "select * from brain.remove_source(source_id => 'team')", sqlstate="2BP01")
    assert exc.diag.message_detail.startswith("0 live pages, 1 soft-deleted pages, 0 facts")
    assert "cascade => true" in exc.diag.message_hint and "federated => false" in exc.diag.message_hint


def test_remove_cascade_erases_the_pages_and_unresolves_references_from_other_sources(conn):
    conn.execute("select * from brain.add_source(source_id => 'team')")
    put(conn, "people/alice", "Alice.\n", "team")
    put(conn, "companies/acme", "Acme.\n", "team")
    put(conn, "people/alice", "Alice works at [[companies/acme]].\n", "team")
    conn.execute("select * from brain.add_fact(slug => 'people/alice', fact => 'likes tea', source_id => 'team')")
    put(conn, "concepts/x", "Ask [[team:people/alice]] about it.\n")
    assert edges(conn) == {("team", "people/alice", "team:companies/acme", "works_at"),
                           ("default", "concepts/x", "team:people/alice", "mentions")}
    exc = expect_error(conn, "select * from brain.remove_source(source_id => 'team')", sqlstate="2BP01")
    assert exc.diag.message_detail == ("2 live pages, 0 soft-deleted pages, 1 facts; "
                                       "1 current edges from other sources point into it")

    row = conn.execute("select * from brain.remove_source(source_id => 'team', cascade => true)").fetchone()
    assert row == ("team", 2, 2, 1, 1)
    assert "team" not in sources(conn)
    assert conn.execute("select count(*) from brain.pages where source_id = 'team'").fetchone() == (0,)
    assert edges(conn) == set()
    # the page in default still holds its reference, now waiting for the source and page to come back
    assert conn.execute("select source_id, name, reason from brain.unresolved_links").fetchall() == [
        ("team", "people/alice", "no source team (yet): no page at people/alice")]
    conn.execute("select * from brain.add_source(source_id => 'team')")
    put(conn, "people/alice", "Alice is back.\n", "team")
    assert edges(conn) == {("default", "concepts/x", "team:people/alice", "mentions")}


# ---- cross-source links and federation ------------------------------------------------------------
def test_a_link_into_a_source_that_does_not_exist_yet_waits_for_it(conn):
    result = put(conn, "concepts/x", "See [[later:people/bob]].\n")
    assert result.status == "new" and result.unresolved == 1
    assert result.diff["unresolved"][0]["reason"] == "no source later (yet): no page at people/bob"
    conn.execute("select * from brain.add_source(source_id => 'later')")
    put(conn, "people/bob", "Bob.\n", "later")
    assert edges(conn) == {("default", "concepts/x", "later:people/bob", "mentions")}


def test_unqualified_names_never_resolve_into_another_source(conn):
    conn.execute("select * from brain.add_source(source_id => 'team')")
    put(conn, "people/alice-chen", "---\ntitle: Alice Chen\n---\nAlice.\n", "team")
    result = put(conn, "concepts/x", "Ask [[Alice Chen]], [[people/alice-chen]] and people/alice-chen.\n")
    assert result.links_added == 0 and edges(conn) == set()
    # qualified, it crosses
    put(conn, "concepts/x", "Ask [[team:people/alice-chen|Alice]].\n")
    assert edges(conn) == {("default", "concepts/x", "team:people/alice-chen", "mentions")}


def search_slugs(conn, fn: str, **kw) -> list[str]:
    args = ", ".join(f"{k} => %s" for k in kw)
    return [r[0] for r in conn.execute(f"select slug from brain.{fn}({args})", list(kw.values()))]


@pytest.mark.parametrize("fn", ["search", "search_keyword", "list_pages"])
def test_reads_span_federated_sources_and_a_non_federated_one_only_when_named(conn, fn):
    conn.execute("select * from brain.add_source(source_id => 'team')")
    conn.execute("select * from brain.add_source(source_id => 'vault', federated => false)")
    put(conn, "concepts/walrus-a", "The walrus plan, default copy.\n")
    put(conn, "concepts/walrus-b", "The walrus plan, team copy.\n", "team")
    put(conn, "concepts/walrus-c", "The walrus plan, vault copy.\n", "vault")
    kw = {"query": "walrus"} if fn != "list_pages" else {}
    assert sorted(search_slugs(conn, fn, **kw)) == ["concepts/walrus-a", "concepts/walrus-b"]
    assert search_slugs(conn, fn, **kw, sources=["vault"]) == ["concepts/walrus-c"]
    conn.execute("select * from brain.set_source(source_id => 'vault', federated => true)")
    conn.execute("select * from brain.set_source(source_id => 'team', federated => false)")
    assert sorted(search_slugs(conn, fn, **kw)) == ["concepts/walrus-a", "concepts/walrus-c"]


# ---- trust ----------------------------------------------------------------------------------------
def test_an_untrusted_source_never_auto_links_until_it_is_trusted(conn):
    conn.execute("select * from brain.add_source(source_id => 'inbox', trusted => false)")
    put(conn, "companies/acme", "Acme.\n", "inbox")
    result = put(conn, "people/alice", "Alice works at [[companies/acme]].\n", "inbox")
    assert result.links_added == 0 and result.diff["auto_link"] is False
    relinked = conn.execute("select links_added from brain.relink_pages(sources => '{inbox}')").fetchone()
    assert relinked == (0,) and edges(conn) == set()
    conn.execute("select * from brain.set_source(source_id => 'inbox', trusted => true)")
    conn.execute("select * from brain.relink_pages(sources => '{inbox}')")
    assert edges(conn) == {("inbox", "people/alice", "inbox:companies/acme", "works_at")}


def test_a_page_written_without_auto_link_stays_unlinked_until_a_trusted_write(conn):
    put(conn, "companies/acme", "Acme.\n")
    body = "Alice works at [[companies/acme]].\n"
    from pgbrain.api import Brain
    from pgbrain.markdown import parse_page

    page = parse_page(body, "people/alice")
    from pgbrain.ingest import put_parsed

    untrusted = put_parsed(Brain(conn), page, source_id="default", import_path=None, auto_link=False)
    assert untrusted.links_added == 0 and untrusted.diff["auto_link"] is False
    assert conn.execute("select auto_link, links_extracted_at from brain.pages where slug = 'people/alice'"
                        ).fetchone() == (False, None)
    # neither a stale relink (what every import runs) nor a full one derives edges from it
    for which in ("stale", "all"):
        conn.execute("select * from brain.relink_pages(which => %s)", [which])
        assert edges(conn) == set()
    rows = conn.execute("select diff from brain.relink_page(slug => 'people/alice')").fetchall()
    assert rows[0][0]["auto_link"] is False and edges(conn) == set()
    # the same content from a trusted writer (deferred, as an import writes) replaces it and links
    trusted = put_parsed(Brain(conn), page, source_id="default", import_path=None, defer_links=True)
    assert trusted.status == "unchanged"   # the content is; who vouches for it is not
    conn.execute("select * from brain.relink_pages(which => 'stale')")
    assert edges(conn) == {("default", "people/alice", "default:companies/acme", "works_at")}
    assert conn.execute("select auto_link from brain.pages where slug = 'people/alice'").fetchone() == (True,)


def test_put_page_refuses_null_switches(conn):
    for arg in ("auto_link", "defer_links"):
        expect_error(conn, f"select * from brain.put_page(slug => 'people/x', {arg} => null)", sqlstate="22004")


# ---- list_pages ----------------------------------------------------------------------------------
def test_list_pages_filters_sorts_and_pages(conn):
    for slug in ("people/bob", "people/alice", "companies/acme", "people/carol"):
        put(conn, slug, "Text.\n")
    conn.execute("select * from brain.delete_page(slug => 'people/carol')")
    # updated_at is the transaction time here; order them explicitly
    conn.execute("update brain.pages set updated_at = now() - (id || ' minutes')::interval")
    assert search_slugs(conn, "list_pages") == ["companies/acme", "people/alice", "people/bob"][::-1]
    assert search_slugs(conn, "list_pages", sort="slug") == ["companies/acme", "people/alice", "people/bob"]
    assert search_slugs(conn, "list_pages", types=["person"], sort="slug") == ["people/alice", "people/bob"]
    assert search_slugs(conn, "list_pages", slug_prefix="People/", sort="slug") == ["people/alice", "people/bob"]
    assert search_slugs(conn, "list_pages", sort="slug", max_results=1, result_offset=1) == ["people/alice"]
    assert search_slugs(conn, "list_pages", sort="slug", result_offset=10) == []
    assert search_slugs(conn, "list_pages", updated_after="2000-01-01", types=["company"]) == ["companies/acme"]
    assert len(search_slugs(conn, "list_pages", max_results=None)) == 3


@pytest.mark.parametrize(("kw", "sqlstate"), [
    ({"max_results": 0}, "22023"),
    ({"max_results": -1}, "22023"),
    ({"result_offset": -1}, "22023"),
    ({"result_offset": None}, "22023"),
    ({"sort": "random"}, "22023"),
    ({"sort": None}, "22023"),
    ({"slug_prefix": "x" * 300}, "22023"),
    ({"sources": ["nope"]}, "P0002"),
])
def test_list_pages_bad_inputs(conn, kw, sqlstate):
    args = ", ".join(f"{k} => %s" for k in kw)
    expect_error(conn, f"select * from brain.list_pages({args})", list(kw.values()), sqlstate=sqlstate)


def test_list_pages_clamps_max_results_with_a_notice(conn):
    notices = []
    conn.add_notice_handler(lambda d: notices.append(d.message_primary))
    conn.execute("select * from brain.list_pages(max_results => 100000)").fetchall()
    assert notices == ["max_results 100000 is above 1000: returning at most 1000 pages"]


# ---- CLI ---------------------------------------------------------------------------------------
def test_cli_sources_add_list_set_remove(fresh_dsn):
    proc = run_cli("sources", "add", "team", "--name", "Team notes", "--no-federated", "--show-sql", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "team: name 'Team notes', not federated, trusted"
    assert ("select * from brain.add_source(source_id => 'team'::text, name => 'Team notes'::text, "
            "federated => false::boolean, trusted => true::boolean);") in proc.stderr
    proc = run_cli("put", "people/alice", "--source", "team", dsn=fresh_dsn, input="Alice.\n")
    assert proc.returncode == 0, proc.stderr
    proc = run_cli("sources", "list", "--json", dsn=fresh_dsn)
    listed = {s["id"]: s for s in json.loads(proc.stdout)}
    assert (listed["team"]["federated"], listed["team"]["pages"]) == (False, 1)
    proc = run_cli("sources", "set", "team", "--federated", dsn=fresh_dsn)
    assert proc.stdout.strip() == "team: name 'Team notes', federated, trusted"
    proc = run_cli("list", "--json", dsn=fresh_dsn)
    assert [(p["slug"], p["source_id"]) for p in json.loads(proc.stdout)] == [("people/alice", "team")]

    proc = run_cli("sources", "remove", "team", dsn=fresh_dsn)
    assert proc.returncode == 5
    assert proc.stderr.startswith("ERROR:  source 'team' still has pages\nDETAIL:  1 live pages")
    assert "HINT:  " in proc.stderr
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select count(*) from brain.pages where source_id = 'team'").fetchone() == (1,)
    proc = run_cli("sources", "remove", "team", "--cascade", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("source team removed; pages: 1, edges: 0, facts: 0 erased")

    for args, code in ((["sources", "remove", "default"], 4), (["sources", "set", "nope", "--federated"], 3),
                       (["sources", "add", "Bad Id"], 4), (["sources", "set", "default"], 4),
                       (["list", "--sort", "random"], 4), (["list", "--source", "nope"], 3)):
        proc = run_cli(*args, dsn=fresh_dsn)
        assert proc.returncode == code, (args, proc.stderr)
        assert proc.stderr.startswith("ERROR:  ") and "HINT:  " in proc.stderr, proc.stderr
