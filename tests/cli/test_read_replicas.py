"""Read replicas: `docker/pg-up replica N` starts hot standbys of a private primary; PGBRAIN_READ_DSN sends the reads
of the CLI and of the MCP server to them, writes to the primary; a read after a write in one process waits for the
standby to replay it (or fails clearly); a standby that goes away is skipped, and with none the primary serves."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import anyio
import psycopg
import pytest

from conftest import ROOT, mcp_stdio, run_cli
from pgbrain import db
from pgbrain.api import Brain
from pgbrain.errors import EXIT_CONNECTION, BrainError
from pgbrain.ingest import put_text

PG_UP = ROOT / "docker" / "pg-up"
pytestmark = pytest.mark.slow


def _free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _three_free_ports() -> int:
    for _ in range(200):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port < 65000 and all(_free(port + k) for k in (1, 2)):
            return port
    raise RuntimeError("no three free ports in a row")


@pytest.fixture(scope="module")
def cluster():
    """(primary DSN, [standby DSNs], pg-up environment): a private primary with the schema and two standbys."""
    path = Path(tempfile.mkdtemp(prefix="pgbrain-replica-test-", dir="/var/tmp"))
    path.chmod(0o755)
    port = _three_free_ports()
    env = {**os.environ, "PG_UP_PORT": str(port), "PG_UP_DATA": str(path / "data"), "PG_UP_DB": "pgbrain_replica",
           "PG_UP_SHARED_BUFFERS": "128MB", "PG_UP_REPLICA_SHARED_BUFFERS": "32MB"}

    def pg_up(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(PG_UP), *args], env=env, capture_output=True, text=True, timeout=600)

    try:
        started = pg_up("start")
        assert started.returncode == 0, started.stderr
        primary = started.stdout.strip()
        up = run_cli("db", "upgrade", dsn=primary)
        assert up.returncode == 0, up.stderr
        made = pg_up("replica", "2")
        assert made.returncode == 0, made.stderr
        standbys = made.stdout.strip().split(",")
        assert standbys == [f"postgresql://postgres@127.0.0.1:{port + k}/pgbrain_replica" for k in (1, 2)]
        # again: nothing to make, both already running
        again = pg_up("replica", "2")
        assert again.returncode == 0 and again.stderr.count("already running") == 2, again.stderr
        yield primary, standbys, env, pg_up
    finally:
        pg_up("replica", "stop")
        pg_up("stop")
        shutil.rmtree(path, ignore_errors=True)


def _in_recovery(dsn: str) -> bool:
    with psycopg.connect(dsn, connect_timeout=3) as c:
        return c.execute("select pg_is_in_recovery()").fetchone()[0]


def _standby_data(env: dict[str, str], k: int) -> str:
    return f"{env['PG_UP_DATA']}-replica-{k}"


def _pg_ctl(env: dict[str, str], data: str, *args: str) -> None:
    bindir = Path(data, "pg-up.bin").read_text().strip()
    cmd = [f"{bindir}/pg_ctl", "-D", data, *args]
    if os.getuid() == 0:
        cmd = ["runuser", "-u", "postgres", "--", *cmd]
    subprocess.run(cmd, check=True, capture_output=True, timeout=120)


def test_standbys_stream_from_the_primary(cluster):
    primary, standbys, _, _ = cluster
    assert not _in_recovery(primary)
    assert all(_in_recovery(s) for s in standbys)
    with psycopg.connect(primary) as c:
        assert c.execute("select count(*) from pg_stat_replication where state = 'streaming'").fetchone() == (2,)
        assert c.execute("select count(*) from pg_replication_slots where active").fetchone() == (2,)


def test_cli_reads_go_to_a_standby_and_writes_to_the_primary(cluster):
    primary, standbys, _, _ = cluster
    put = run_cli("put", "people/rita", dsn=primary, input="# Rita\n\nRita works at [[companies/acme]].\n")
    assert put.returncode == 0, put.stderr
    # the read commands need only a standby: the primary named by --dsn is unreachable
    dead = "postgresql://postgres@127.0.0.1:9/pgbrain_replica"
    env = {"PGBRAIN_READ_DSN": ",".join(standbys)}
    for _ in range(100):
        got = run_cli("get", "people/rita", "--json", dsn=dead, env=env)
        if got.returncode == 0:
            break
        anyio.run(anyio.sleep, 0.05)   # (another process wrote it: replay takes a moment)
    assert got.returncode == 0, got.stderr
    assert json.loads(got.stdout)["slug"] == "people/rita"
    for args in (("search", "Rita"), ("list",), ("backlinks", "people/rita"), ("timeline",)):
        out = run_cli(*args, dsn=dead, env=env)
        assert out.returncode == 0, (args, out.stderr)
    # --primary reads from the primary: here unreachable, so a connection error
    assert run_cli("get", "people/rita", "--primary", dsn=dead, env=env).returncode == EXIT_CONNECTION
    # a write never goes to a standby
    put = run_cli("put", "people/sam", dsn=dead, env=env, input="# Sam\n")
    assert put.returncode == EXIT_CONNECTION


def test_a_read_after_a_write_waits_for_the_standby(cluster):
    primary, standbys, _, _ = cluster
    route = db.ReadRoute(dsns=standbys[:1], wait=1)
    with psycopg.connect(standbys[0], autocommit=True) as standby, \
            db.connect(primary, autocommit=True) as conn:
        standby.execute("select pg_wal_replay_pause()")
        try:
            put_text(conn, "# Una\n\nUna.\n", "people/una")
            route.note_write(conn)
            with pytest.raises(BrainError) as err:
                db.connect_read(primary, autocommit=True, route=route)
            assert err.value.sqlstate == "55000" and "has not replayed" in err.value.message
            assert "--primary" in err.value.hint
        finally:
            standby.execute("select pg_wal_replay_resume()")
        route.wait = 30
        with db.connect_read(primary, autocommit=True, route=route) as read:
            assert read.execute("select pg_is_in_recovery()").fetchone() == (True,)
            # read-your-writes: the page is there at once
            assert Brain(read).get_page("people/una").title == "Una"


def test_a_standby_that_goes_away_is_skipped(cluster, capfd):
    primary, standbys, env, pg_up = cluster
    route = db.ReadRoute(dsns=standbys)
    first = _standby_data(env, 1)
    _pg_ctl(env, first, "-m", "immediate", "stop")
    try:
        for _ in range(3):
            with db.connect_read(primary, autocommit=True, route=route) as read:
                assert read.info.port == int(standbys[1].rsplit(":", 1)[1].split("/")[0])
                assert read.execute("select pg_is_in_recovery()").fetchone() == (True,)
        _pg_ctl(env, _standby_data(env, 2), "-m", "immediate", "stop")
        with db.connect_read(primary, autocommit=True, route=route) as read:
            assert read.execute("select pg_is_in_recovery()").fetchone() == (False,)
        assert "no standby of PGBRAIN_READ_DSN answered; reading from the primary" in capfd.readouterr().err
    finally:
        restarted = pg_up("replica", "2")
        assert restarted.returncode == 0, restarted.stderr


def test_mcp_reads_follow_its_writes_and_survive_a_lost_standby(cluster):
    primary, standbys, env, pg_up = cluster

    async def session() -> None:
        async with mcp_stdio(primary, "--trusted", PGBRAIN_READ_DSN=",".join(standbys)) as client:
            put = await client.call_tool("put_page", {"slug": "people/vera", "content": "# Vera\n\nVera.\n"})
            assert not put.is_error, put.content
            # at once, on a standby: the server waits for the replay of its own write
            got = await client.call_tool("get_page", {"slug": "people/vera"})
            assert not got.is_error and got.structured_content["page"]["title"] == "Vera", got.content
            _pg_ctl(env, _standby_data(env, 1), "-m", "immediate", "stop")
            _pg_ctl(env, _standby_data(env, 2), "-m", "immediate", "stop")
            put = await client.call_tool("put_page", {"slug": "people/walt", "content": "# Walt\n"})
            assert not put.is_error, put.content
            got = await client.call_tool("get_page", {"slug": "people/walt"})
            assert not got.is_error and got.structured_content["page"]["title"] == "Walt", got.content

    try:
        anyio.run(session)
    finally:
        restarted = pg_up("replica", "2")
        assert restarted.returncode == 0, restarted.stderr


def test_replica_usage_errors(cluster):
    _, _, _, pg_up = cluster
    bad = pg_up("replica", "zero")
    assert bad.returncode == 1 and "usage: docker/pg-up replica [N|stop]" in bad.stderr
