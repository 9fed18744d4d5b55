"""docker/pg-up: two parallel starts on a new data directory give one server; status, url, stop."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psycopg
import pytest

from conftest import ROOT

PG_UP = ROOT / "docker" / "pg-up"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def pg_dir():
    """A directory the server user can traverse (root runs the server as postgres, and pytest's
    tmp_path lives under a 0700 directory)."""
    path = Path(tempfile.mkdtemp(prefix="pgbrain-pgup-test-", dir="/var/tmp"))
    path.chmod(0o755)
    yield path
    shutil.rmtree(path, ignore_errors=True)


def pg_up(env: dict[str, str], *args: str, timeout: int = 600) -> subprocess.CompletedProcess:
    return subprocess.run([str(PG_UP), *args], env={**os.environ, **env}, capture_output=True,
                          text=True, timeout=timeout)


@pytest.mark.slow
def test_parallel_starts_give_one_server(pg_dir):
    data = pg_dir / "data"
    port = free_port()
    env = {"PG_UP_PORT": str(port), "PG_UP_DATA": str(data), "PG_UP_DB": "pgbrain_pgup_test"}
    procs = [subprocess.Popen([str(PG_UP), "start"], env={**os.environ, **env}, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    try:
        outs = [p.communicate(timeout=600) for p in procs]
        for p, (out, err) in zip(procs, outs, strict=True):
            assert p.returncode == 0, err
            assert out.strip() == f"postgresql://postgres@127.0.0.1:{port}/pgbrain_pgup_test"
        # exactly one postmaster owns the data directory
        postmasters = subprocess.run(["pgrep", "-f", "--", f"-D {data}"], capture_output=True, text=True)
        pids = [line for line in postmasters.stdout.split() if line]
        pidfile = (data / "postmaster.pid").read_text().split()[0]
        assert pids == [pidfile], (pids, pidfile)
        errs = "".join(err for _, err in outs)
        assert errs.count("already running") == 1, errs
        with psycopg.connect(outs[0][0].strip()) as conn:
            exts = dict(conn.execute("select extname, extversion from pg_extension").fetchall())
            assert {"vector", "age", "pg_trgm"} <= set(exts)
            assert conn.execute("show shared_preload_libraries").fetchone()[0] == "age"
            assert conn.execute("select datctype from pg_database where datname = current_database()"
                                ).fetchone()[0] == "C.UTF-8"
        status = pg_up(env, "status")
        assert status.returncode == 0 and "state:   running" in status.stdout
        assert pg_up(env, "url").stdout.strip() == outs[0][0].strip()
        again = pg_up(env, "start")
        assert again.returncode == 0 and "already running" in again.stderr
    finally:
        stop = pg_up(env, "stop")
    assert stop.returncode == 0, stop.stderr
    status = pg_up(env, "status")
    assert status.returncode == 3 and "state:   stopped" in status.stdout


@pytest.mark.slow
def test_start_right_after_a_crash_waits_for_the_old_server_then_starts(pg_dir):
    # a postmaster killed with SIGKILL (a backend still busy) still counted as running for pg_ctl: pg-up said
    # "already running" and exited 2 when it could not connect; it waits for the old processes, then starts
    data = pg_dir / "data"
    port = free_port()
    env = {"PG_UP_PORT": str(port), "PG_UP_DATA": str(data), "PG_UP_DB": "pgbrain_pgup_crash",
           "PG_UP_SHARED_BUFFERS": "128MB"}
    first = pg_up(env, "start")
    assert first.returncode == 0, first.stderr
    url = first.stdout.strip()
    try:
        busy = subprocess.Popen([sys.executable, "-c", "import psycopg, sys; "
                                 "psycopg.connect(sys.argv[1]).execute('select pg_sleep(3)')", url],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with psycopg.connect(url, autocommit=True) as conn:   # (the sleeping backend is there)
            for _ in range(50):
                if conn.execute("select count(*) from pg_stat_activity where query like 'select pg_sleep%'"
                                ).fetchone()[0]:
                    break
                time.sleep(0.05)
        os.kill(int((data / "postmaster.pid").read_text().split()[0]), 9)
        again = pg_up(env, "start")
        assert again.returncode == 0, again.stderr
        assert again.stdout.strip() == url
        with psycopg.connect(url) as conn:
            assert conn.execute("select 1").fetchone()[0] == 1
        busy.wait(timeout=60)
    finally:
        stop = pg_up(env, "stop")
    assert stop.returncode == 0, stop.stderr


def test_bad_mode_is_refused():
    proc = pg_up({"PG_UP_MODE": "bogus", "PG_UP_PORT": str(free_port()), "PG_UP_DATA": "/nonexistent/x"},
                 "start")
    assert proc.returncode == 1
    assert "PG_UP_MODE must be auto, system, apt or prefix" in proc.stderr


def test_unknown_command_prints_usage():
    proc = pg_up({}, "frobnicate")
    assert proc.returncode == 1
    assert "usage: docker/pg-up [start|stop|status|url|bin|replica [N|stop]]" in proc.stderr


def test_port_taken_is_a_clear_error(pg_dir):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        env = {"PG_UP_PORT": str(port), "PG_UP_DATA": str(pg_dir / "d")}
        proc = pg_up(env, "start")
    assert proc.returncode == 1
    assert f"port {port} is taken by another process" in proc.stderr
