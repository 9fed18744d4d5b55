"""Runaway statements from agents (issue 13 item 3): the Cypher hop limit, statement timeouts the CLI and the MCP
server set from brain.config before each call, an MCP call whose client gives up cancels its statement, and a
statement whose MCP server vanished stops (client_connection_check_interval).

The slow statements are real: an undirected variable-length Cypher match and a depth-10 walk over a dense graph,
each of which runs for minutes when nothing stops it."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time

import anyio
import psycopg
import pytest

from conftest import expect_error, make_graph, run_cli

SERVE = [sys.executable, "-c", "from pgbrain.cli import main; main()", "serve"]
TOKEN = "test-token-0123456789abcdef"
N = 60


def dense(conn: psycopg.Connection) -> None:
    """60 people, 590 mentions between them: a walk of 10 hops or a [*1..4] match explodes combinatorially."""
    pages = [f"people/p{i}" for i in range(1, N + 1)]
    links = [(f"people/p{a}", f"people/p{b}", "mentions")
             for a in range(1, N + 1) for b in range(a + 1, N + 1) if (a + b) % 3 == 0]
    make_graph(conn, pages, links)
    conn.execute("select * from brain.set_config(key => 'graph.frontier_cap', value => '100000000')")


SLOW_WALK = "select count(*) from brain.traverse(slug => 'people/p1', depth => 10, direction => 'both')"


# ---- brain.cypher: variable-length patterns ----------------------------------------------------------------------
@pytest.mark.parametrize(("pattern", "refused"), [
    ("MATCH p=(a)-[*1..8]-(b) RETURN count(p)", True),          # the reported one
    ("MATCH p=(a)-[*]-(b) RETURN count(p)", True),              # unbounded
    ("MATCH p=(a)-[*2..]->(b) RETURN count(p)", True),          # no upper bound
    ("MATCH p=(a)-[:mentions*4]->(b) RETURN count(p)", True),   # exactly 4
    ("MATCH p=(a)-[r:mentions * 1 .. 9]->(b) RETURN count(p)", True),
    ("MATCH (a)-[*1..2]->(b) MATCH (b)-[*..5]->(c) RETURN count(c)", True),   # the second one
    ("MATCH p=(a)-[*1..3]-(b) RETURN count(p)", False),
    ("MATCH p=(a)-[:mentions*..2]->(b) RETURN count(p)", False),
    ("MATCH (a)-[*3]->(b) RETURN count(*)", False),
    ("MATCH (a)-[r]->(b) RETURN count(*)", False),               # count(*) is no pattern
    ("MATCH (a:page {slug: '[*1..9]'}) RETURN a.slug", False),  # inside a string literal
])
def test_cypher_refuses_long_or_unbounded_variable_length_patterns(conn, pattern, refused):
    make_graph(conn, ["people/a", "people/b"], [("people/a", "people/b", "mentions")])
    conn.execute("select * from brain.sync_graph()")
    q = "select * from brain.cypher(query => %s)"
    if refused:
        exc = expect_error(conn, q, [pattern], sqlstate="54000")
        assert "cypher.max_hops" in exc.diag.message_hint and "brain.traverse" in exc.diag.message_hint
        assert exc.diag.message_primary.startswith("variable-length pattern [")
    else:
        conn.execute(q, [pattern]).fetchall()


def test_cypher_max_hops_is_a_setting(conn):
    make_graph(conn, ["people/a", "people/b"], [("people/a", "people/b", "mentions")])
    conn.execute("select * from brain.sync_graph()")
    q = "select * from brain.cypher(query => 'MATCH p=(a)-[*1..5]->(b) RETURN count(p)')"
    expect_error(conn, q, sqlstate="54000")
    conn.execute("select * from brain.set_config(key => 'cypher.max_hops', value => '5')")
    assert conn.execute(q).fetchall() == [(1,)]
    for bad in ("0", "11", "2.5", '"3"'):
        expect_error(conn, "select * from brain.set_config(key => 'cypher.max_hops', value => %s)", [bad],
                     sqlstate="22023")
    for key in ("mcp.statement_timeout", "cli.statement_timeout", "mcp.client_connection_check_interval"):
        for bad in ("-1", "1.5", "99999999999", '"30s"'):
            expect_error(conn, "select * from brain.set_config(key => %s, value => %s)", [key, bad], sqlstate="22023")
        conn.execute("select * from brain.set_config(key => %s, value => '1000')", [key])


def test_a_statement_timeout_stops_ages_variable_length_expansion(conn):
    """What a timeout is worth inside AGE: its expansion of an allowed [*1..3] over a dense graph stops."""
    dense(conn)
    conn.execute("select * from brain.sync_graph()")
    conn.execute("set local statement_timeout = 300")
    started = time.monotonic()
    expect_error(conn, "select * from brain.cypher(query => 'MATCH p=(a)-[*1..3]-(b) RETURN count(p)')",
                 sqlstate="57014", hint=False)
    assert time.monotonic() - started < 30


# ---- the CLI --------------------------------------------------------------------------------------------------------
def test_the_cli_sets_cli_statement_timeout_before_each_call(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        dense(conn)
        assert conn.execute("select value from brain.config where key = 'cli.statement_timeout'").fetchone() == (0,)
        conn.execute("select * from brain.set_config(key => 'cli.statement_timeout', value => '300')")
    started = time.monotonic()
    proc = run_cli("graph-query", "people/p1", "--depth", "10", "--direction", "both", dsn=fresh_dsn)
    assert proc.returncode == 9, (proc.returncode, proc.stderr[-2000:])
    assert "ERROR:  canceling statement due to statement timeout" in proc.stderr
    assert "HINT:" in proc.stderr and "cli.statement_timeout" in proc.stderr
    assert time.monotonic() - started < 60
    # 0 (the default): the session's own setting, as psql; quick calls are untouched either way
    proc = run_cli("get", "people/p2", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr


# ---- the MCP server -------------------------------------------------------------------------------------------------
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _serve_http(dsn: str) -> tuple[subprocess.Popen, str]:
    port = _free_port()
    env = {"PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "none", "PATH": os.environ.get("PATH", ""),
           "PGBRAIN_MCP_TOKEN": TOKEN}
    proc = subprocess.Popen([*SERVE, "--http", "--port", str(port)], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while True:
        if proc.poll() is not None:
            pytest.fail(f"pgbrain serve --http exited {proc.returncode}: {proc.stderr.read()}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return proc, f"http://127.0.0.1:{port}/mcp"
        except OSError:
            if time.monotonic() > deadline:
                proc.kill()
                pytest.fail("pgbrain serve --http did not listen within 60 s")
            time.sleep(0.1)


def _stop(proc: subprocess.Popen) -> None:
    proc.kill()
    proc.wait()


def _running_walks(dsn: str) -> list[int]:
    """Backends of the MCP server that are running a walk."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        return [r[0] for r in conn.execute(
            "select pid from pg_stat_activity where application_name = 'pgbrain-mcp' and state = 'active' "
            "and query like '%brain.traverse%'")]


def _wait_until(predicate, seconds: float) -> bool:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.2)
    return predicate()


def _call_walk(url: str, dsn: str, *, give_up_after: float | None = None):
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    async def main():
        async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {TOKEN}"}, timeout=120) as http:
            async with Client(streamable_http_client(url, http_client=http)) as client:
                args = {"slug": "people/p1", "depth": 10, "direction": "both"}
                if give_up_after is None:
                    return await client.call_tool("traverse_graph", args)
                with anyio.move_on_after(give_up_after):
                    await client.call_tool("traverse_graph", args)
                # the client gave up but keeps its session open: the statement must stop anyway
                return await anyio.to_thread.run_sync(lambda: _wait_until(lambda: not _running_walks(dsn), 15))

    return anyio.run(main)


@pytest.fixture
def mcp_brain(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        dense(conn)
    return fresh_dsn


@pytest.mark.slow
def test_the_mcp_server_sets_mcp_statement_timeout_before_each_call(mcp_brain):
    with psycopg.connect(mcp_brain, autocommit=True) as conn:
        assert conn.execute("select value from brain.config where key = 'mcp.statement_timeout'").fetchone() == (30000,)
        conn.execute("select * from brain.set_config(key => 'mcp.statement_timeout', value => '500')")
    proc, url = _serve_http(mcp_brain)
    try:
        result = _call_walk(url, mcp_brain)
        assert result.is_error
        err = result.structured_content["error"]
        assert err["sqlstate"] == "57014" and "mcp.statement_timeout" in err["hint"], err
        # read before each call: a new value applies to the next call on the same pooled connections
        with psycopg.connect(mcp_brain, autocommit=True) as conn:
            conn.execute("select * from brain.set_config(key => 'mcp.statement_timeout', value => '1500')")
        started = time.monotonic()
        assert _call_walk(url, mcp_brain).structured_content["error"]["sqlstate"] == "57014"
        assert time.monotonic() - started >= 1.4
    finally:
        _stop(proc)


@pytest.mark.slow
def test_an_mcp_call_whose_client_gives_up_cancels_its_statement(mcp_brain):
    with psycopg.connect(mcp_brain, autocommit=True) as conn:
        conn.execute("select * from brain.set_config(key => 'mcp.statement_timeout', value => '0')")
    proc, url = _serve_http(mcp_brain)
    try:
        assert _call_walk(url, mcp_brain, give_up_after=2) is True, _running_walks(mcp_brain)
    finally:
        _stop(proc)


def _caller(url: str) -> subprocess.Popen:
    """An MCP client in a process of its own, calling the slow walk (so that it can be killed mid-call)."""
    return subprocess.Popen([sys.executable, "-c", (
        "import anyio, httpx2\n"
        "from mcp import Client\n"
        "from mcp.client.streamable_http import streamable_http_client\n"
        "async def main():\n"
        f"    async with httpx2.AsyncClient(headers={{'Authorization': 'Bearer {TOKEN}'}}, timeout=300) as http:\n"
        f"        async with Client(streamable_http_client('{url}', http_client=http)) as c:\n"
        "            await c.call_tool('traverse_graph', {'slug': 'people/p1', 'depth': 10, 'direction': 'both'})\n"
        "anyio.run(main)\n")], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


@pytest.mark.slow
@pytest.mark.parametrize("killed", ["client", "server"])
def test_a_walk_whose_mcp_client_or_server_process_dies_stops(mcp_brain, killed):
    """SIGKILL mid-call. The client: no cancel notification, the HTTP stream just closes, and the server cancels the
    statement. The server: nobody is left to cancel, and the backend would run on until it next wrote to the
    socket; client_connection_check_interval (mcp.client_connection_check_interval) stops it."""
    with psycopg.connect(mcp_brain, autocommit=True) as conn:
        conn.execute("select * from brain.set_config(key => 'mcp.statement_timeout', value => '0')")
        conn.execute("select * from brain.set_config(key => 'mcp.client_connection_check_interval', value => '500')")
    proc, url = _serve_http(mcp_brain)
    caller = _caller(url)
    try:
        assert _wait_until(lambda: bool(_running_walks(mcp_brain)), 30), "the walk did not start"
        victim = caller if killed == "client" else proc
        victim.send_signal(signal.SIGKILL)
        victim.wait()
        assert _wait_until(lambda: not _running_walks(mcp_brain), 15), _running_walks(mcp_brain)
    finally:
        caller.kill()
        caller.wait()
        if proc.poll() is None:
            _stop(proc)
        for pid in _running_walks(mcp_brain):
            with psycopg.connect(mcp_brain, autocommit=True) as conn:
                conn.execute("select pg_terminate_backend(%s)", [pid])
