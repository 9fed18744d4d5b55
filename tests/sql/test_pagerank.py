"""brain.refresh_pagerank: ranks against an independent power iteration in Python, which edges count,
bad inputs, and the search boost it feeds when search.pagerank is on."""

from __future__ import annotations

import json
import math

import pytest

from conftest import expect_error


def _page(conn, slug: str, text: str = "") -> None:
    conn.execute("select brain.put_page(slug => %s, compiled_truth => %s)", [slug, text or slug])


def _link(conn, a: str, b: str, link_type: str = "works_at") -> None:
    conn.execute("select brain.add_link(from_slug => %s, to_slug => %s, link_type => %s)", [a, b, link_type])


def _python_pagerank(nodes: list[str], edges: set[tuple[str, str]], d: float = 0.85) -> dict[str, float]:
    n = len(nodes)
    out = {v: [b for a, b in edges if a == v] for v in nodes}
    rank = {v: 1 / n for v in nodes}
    for _ in range(1000):
        dangling = sum(rank[v] for v in nodes if not out[v])
        nxt = {v: (1 - d) / n + d * dangling / n for v in nodes}
        for v in nodes:
            for w in out[v]:
                nxt[w] += d * rank[v] / len(out[v])
        if sum(abs(nxt[v] - rank[v]) for v in nodes) < 1e-13:
            return nxt
        rank = nxt
    return rank


def _ranks(conn) -> dict[str, float]:
    return dict(conn.execute("select p.slug, r.rank from brain.page_ranks r join brain.pages p on p.id = r.page_id"))


def test_ranks_match_an_independent_power_iteration(conn):
    nodes = ["people/a", "people/b", "people/c", "companies/x", "companies/y", "funds/f"]
    for slug in nodes:
        _page(conn, slug)
    edges = {("people/a", "companies/x"), ("people/b", "companies/x"), ("people/c", "companies/y"),
             ("funds/f", "companies/x"), ("funds/f", "companies/y"), ("companies/y", "people/c")}
    for a, b in edges:
        _link(conn, a, b, "invested_in" if a.startswith("funds/") else "works_at")
    # what does not count: a mention, a second type between the same pages, a deleted page
    _link(conn, "people/a", "companies/y", "mentions")
    _link(conn, "people/a", "companies/x", "advises")
    _page(conn, "people/gone")
    _link(conn, "people/gone", "companies/y")
    conn.execute("select brain.delete_page(slug => 'people/gone')")
    row = conn.execute("select * from brain.refresh_pagerank(tolerance => 1e-12, max_iterations => 1000)").fetchone()
    assert row[:2] == (6, 6) and row[4] is True and row[3] < 1e-12
    want = _python_pagerank(nodes, edges)
    got = _ranks(conn)
    assert set(got) == set(nodes)
    for slug in nodes:
        assert got[slug] == pytest.approx(want[slug], abs=1e-9), slug
    assert sum(got.values()) == pytest.approx(1.0, abs=1e-9)
    # score is rank x live pages; inbound counts distinct linking pages
    score, inbound = conn.execute("select r.score, r.inbound from brain.page_ranks r join brain.pages p on "
                                  "p.id = r.page_id where p.slug = 'companies/x'").fetchone()
    assert score == pytest.approx(want["companies/x"] * 6) and inbound == 3


def test_a_cycle_ranks_every_page_alike_and_a_refresh_replaces_the_table(conn):
    for slug in ("concepts/a", "concepts/b", "concepts/c"):
        _page(conn, slug)
    _link(conn, "concepts/a", "concepts/b", "advises")
    _link(conn, "concepts/b", "concepts/c", "advises")
    _link(conn, "concepts/c", "concepts/a", "advises")
    conn.execute("select brain.refresh_pagerank()")
    assert _ranks(conn) == pytest.approx({"concepts/a": 1 / 3, "concepts/b": 1 / 3, "concepts/c": 1 / 3})
    conn.execute("select brain.delete_page(slug => 'concepts/c')")
    conn.execute("select brain.refresh_pagerank()")
    got = _ranks(conn)
    assert set(got) == {"concepts/a", "concepts/b"} and sum(got.values()) == pytest.approx(1.0)
    assert got["concepts/b"] > got["concepts/a"]


def test_an_empty_brain_has_no_ranks(conn):
    assert conn.execute("select pages, edges, iterations, converged from brain.refresh_pagerank()").fetchone() == (
        0, 0, 0, True)


@pytest.mark.parametrize("args", ["damping => 1", "damping => -0.1", "max_iterations => 0",
                                  "max_iterations => 100000", "tolerance => 0"])
def test_bad_parameters(conn, args):
    expect_error(conn, f"select * from brain.refresh_pagerank({args})", sqlstate="22023")


def test_search_uses_pagerank_as_its_authority_boost_when_switched_on(conn):
    for slug in ("companies/acme", "people/a", "people/b", "people/c"):
        _page(conn, slug, "acme rockets" if slug == "companies/acme" else slug)
    for p in ("people/a", "people/b", "people/c"):
        _link(conn, p, "companies/acme")
    conn.execute("select brain.refresh_pagerank()")
    score = conn.execute("select r.score from brain.page_ranks r join brain.pages p on p.id = r.page_id "
                         "where p.slug = 'companies/acme'").fetchone()[0]
    explain = conn.execute("select explain from brain.search(query => 'acme rockets') "
                           "where slug = 'companies/acme'").fetchone()[0]
    assert "pagerank" not in explain and explain["backlinks"] == pytest.approx(1 + 0.05 * math.log(4), abs=1e-6)
    conn.execute("select brain.set_config(key => 'search.pagerank', value => 'true')")
    explain = conn.execute("select explain from brain.search(query => 'acme rockets') "
                           "where slug = 'companies/acme'").fetchone()[0]
    assert explain["pagerank"] == pytest.approx(score, abs=1e-6)
    assert explain["backlinks"] == pytest.approx(1 + 0.05 * math.log(1 + score), abs=1e-6)
    # a page written after the refresh has no rank yet: it keeps the inbound-count boost
    _page(conn, "companies/newco", "acme rockets newco")
    _link(conn, "people/a", "companies/newco")
    explain = conn.execute("select explain from brain.search(query => 'acme rockets newco') "
                           "where slug = 'companies/newco'").fetchone()[0]
    assert "pagerank" not in explain and explain["backlinks"] == pytest.approx(1 + 0.05 * math.log(2), abs=1e-6)


def test_cli_graph_pagerank(fresh_dsn):
    from conftest import run_cli

    proc = run_cli("graph", "pagerank", "--json", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["pages"] == 0
    proc = run_cli("graph", "pagerank", "--show-sql", dsn=fresh_dsn)
    assert proc.returncode == 0 and "brain.refresh_pagerank(" in proc.stdout + proc.stderr
    assert "converged" in proc.stdout
    proc = run_cli("graph", "pagerank", "--damping", "1.5", dsn=fresh_dsn)
    assert proc.returncode == 4 and proc.stderr.startswith("ERROR:  damping") and "HINT:" in proc.stderr
