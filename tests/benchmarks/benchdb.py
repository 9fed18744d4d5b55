"""Scratch databases for benchmarks and evaluations: on the server of $PGBRAIN_DSN, dropped and created
again by name, with the schema installed by the real `pgbrain db upgrade`."""

from __future__ import annotations

import os
import subprocess
import sys

import psycopg
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict, make_conninfo


def dsn_for(dbname: str) -> str:
    """$PGBRAIN_DSN with another database name."""
    params = conninfo_to_dict(os.environ.get("PGBRAIN_DSN", ""))
    params["dbname"] = dbname
    return make_conninfo(**params)


def drop_db(name: str) -> None:
    with psycopg.connect(dsn_for("postgres"), autocommit=True) as conn:
        conn.execute(sql.SQL("drop database if exists {} with (force)").format(sql.Identifier(name)))


def fresh_db(name: str, *, upgrade: bool = True, env: dict[str, str] | None = None) -> str:
    """An empty database `name` (an older one is dropped), with the schema unless upgrade is false, installed by the
    pgbrain that env's PYTHONPATH finds (another checkout's, for a baseline); its DSN."""
    drop_db(name)
    with psycopg.connect(dsn_for("postgres"), autocommit=True) as conn:
        conn.execute(sql.SQL("create database {}").format(sql.Identifier(name)))
    dsn = dsn_for(name)
    if upgrade:
        subprocess.run([sys.executable, "-c", "from pgbrain.cli import main; main()", "db", "upgrade", "--dsn", dsn],
                       check=True, capture_output=True, env=env)
    return dsn


def revision_env(revision: str, where) -> dict[str, str]:  # noqa: ANN001
    """A temporary git worktree of `revision` at `where` (removed at exit), and the environment that runs its
    pgbrain with this venv (PYTHONPATH): the baseline a benchmark measures beside this code."""
    import atexit
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    subprocess.run(["git", "-C", str(root), "worktree", "add", "--detach", str(where), revision], check=True,
                   capture_output=True)
    atexit.register(subprocess.run, ["git", "-C", str(root), "worktree", "remove", "--force", str(where)],
                    capture_output=True)
    return {**os.environ, "PYTHONPATH": str(Path(where) / "python")}
