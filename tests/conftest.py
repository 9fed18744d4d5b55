"""pytest against the real database.

A session fixture builds a template database once through the real `pgbrain db upgrade`, then
clones it into a work database. Each test gets a connection to the work database inside a
transaction that is rolled back afterwards (`conn`); tests that must commit get their own
clone of the template (`fresh_dsn`). The server comes from $PGBRAIN_TEST_DSN or $PGBRAIN_DSN
(`make test` starts one with docker/pg-up); the role must be allowed to create databases.

This is the one conftest: the tests live in folders by layer (tests/README.md says which holds what) and import
its helpers with `from conftest import ...` (pyproject's pytest pythonpath holds tests/).
"""

from __future__ import annotations

import itertools
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict, make_conninfo

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
BENCHMARKS = ROOT / "tests" / "benchmarks"
_counter = itertools.count()


def shared_path(*parts: str) -> Path:
    """A path under ../shared (reference cases and data sets, read in place beside the checkout, never copied in).

    When ../shared itself is absent (a checkout on its own) the test, or the module when called at module level, is
    skipped with a reason naming the path. When ../shared is there, the path must be too: a missing one fails (at
    collection when called at module level) instead of skipping silently."""
    __tracebackhide__ = True  # the skip or failure is reported at the caller's line
    path = SHARED.joinpath(*parts)
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is absent, so {path} cannot be read (it is kept beside the checkout, never inside it)",
                    allow_module_level=True)
    if not path.exists():
        pytest.fail(f"{path} is missing, although {SHARED} is here", pytrace=False)
    return path


def _admin_dsn() -> str:
    dsn = os.environ.get("PGBRAIN_TEST_DSN") or os.environ.get("PGBRAIN_DSN")
    if not dsn:
        pytest.exit(
            "no database: set PGBRAIN_TEST_DSN or PGBRAIN_DSN to a server with pgvector and age "
            "(make test starts one with docker/pg-up)",
            returncode=2,
        )
    return dsn


def dsn_for(dsn: str, dbname: str) -> str:
    params = conninfo_to_dict(dsn)
    params["dbname"] = dbname
    return make_conninfo(**params)


def _admin_exec(admin_dsn: str, *statements: sql.Composable | str) -> None:
    with psycopg.connect(dsn_for(admin_dsn, "postgres"), autocommit=True) as conn:
        for stmt in statements:
            conn.execute(stmt)


def create_db(admin_dsn: str, name: str, template: str | None = None) -> str:
    stmt = sql.SQL("create database {}").format(sql.Identifier(name))
    if template:
        stmt = sql.SQL("create database {} template {}").format(sql.Identifier(name), sql.Identifier(template))
    _admin_exec(admin_dsn, sql.SQL("drop database if exists {} with (force)").format(sql.Identifier(name)), stmt)
    return dsn_for(admin_dsn, name)


def drop_db(admin_dsn: str, name: str) -> None:
    _admin_exec(admin_dsn, sql.SQL("drop database if exists {} with (force)").format(sql.Identifier(name)))


def psql_path() -> str:
    """The psql of docker/pg-up's server (or the one on PATH)."""
    out = subprocess.run([str(ROOT / "docker" / "pg-up"), "bin"], capture_output=True, text=True)
    candidate = Path(out.stdout.strip()) / "psql" if out.returncode == 0 else None
    found = str(candidate) if candidate and candidate.exists() else shutil.which("psql")
    assert found, "no psql: docker/pg-up bin names none and none is on PATH"
    return found


def run_cli(*args: str, dsn: str | None = None, env: dict[str, str] | None = None,
            input: str | None = None) -> subprocess.CompletedProcess:
    """Run the real pgbrain CLI in a subprocess (the installed console script's module)."""
    full_env = dict(os.environ)
    full_env.pop("PGBRAIN_DSN", None)
    # imports embed by default; tests that are not about embeddings run without a model
    full_env.setdefault("PGBRAIN_EMBEDDING", "none")
    if dsn is not None:
        full_env["PGBRAIN_DSN"] = dsn
    full_env.update(env or {})
    return subprocess.run(
        [sys.executable, "-c", "from pgbrain.cli import main; main()", *args],
        capture_output=True, text=True, env=full_env, input=input, timeout=300,
    )


def cli_ok(dsn: str, *args: str) -> str:
    """Run the CLI (run_cli) and return its stdout; a non-zero exit fails the test with its stderr."""
    proc = run_cli(*args, dsn=dsn)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.fixture(scope="session")
def admin_dsn() -> str:
    return _admin_dsn()


@pytest.fixture(scope="session")
def db_prefix() -> str:
    return f"pgbrain_t{os.getpid()}"


@pytest.fixture(scope="session")
def template_db(admin_dsn: str, db_prefix: str) -> Iterator[str]:
    """Name of a template database built with the real `pgbrain db upgrade`."""
    name = f"{db_prefix}_tmpl"
    dsn = create_db(admin_dsn, name)
    proc = run_cli("db", "upgrade", dsn=dsn)
    if proc.returncode != 0:
        drop_db(admin_dsn, name)
        pytest.exit(f"pgbrain db upgrade failed on the template database:\n{proc.stdout}\n{proc.stderr}",
                    returncode=3)
    yield name
    drop_db(admin_dsn, name)


@pytest.fixture(scope="session")
def work_dsn(admin_dsn: str, template_db: str, db_prefix: str) -> Iterator[str]:
    name = f"{db_prefix}_work"
    dsn = create_db(admin_dsn, name, template=template_db)
    yield dsn
    drop_db(admin_dsn, name)


@pytest.fixture(scope="session")
def _session_conn(work_dsn: str) -> Iterator[list[psycopg.Connection]]:
    """The shared connection, in a one-element list so that `conn` can replace it when it is lost."""
    from pgbrain import db

    holder = [db.connect(work_dsn)]
    yield holder
    holder[0].close()


@pytest.fixture
def conn(_session_conn: list[psycopg.Connection], work_dsn: str) -> Iterator[psycopg.Connection]:
    """A connection to the work database; everything the test does is rolled back."""
    from pgbrain import db

    if _session_conn[0].closed or _session_conn[0].broken:
        # a lost connection fails the test that lost it, not every test after it
        _session_conn[0] = db.connect(work_dsn)
    c = _session_conn[0]
    c.rollback()
    # open the transaction now: a `with conn.transaction()` in a test is then a savepoint, never a
    # top-level transaction that would commit into the shared work database
    c.execute("select 1")
    try:
        yield c
    finally:
        if not c.closed:
            c.rollback()


@pytest.fixture
def fresh_dsn(admin_dsn: str, template_db: str, db_prefix: str) -> Iterator[str]:
    """A private clone of the template database, for tests that commit."""
    name = f"{db_prefix}_c{next(_counter)}"
    dsn = create_db(admin_dsn, name, template=template_db)
    yield dsn
    drop_db(admin_dsn, name)


SERVE = [sys.executable, "-c", "from pgbrain.cli import main; main()", "serve"]


def serve_env(dsn: str, **extra: str) -> dict[str, str]:
    """The environment of a `pgbrain serve` (SERVE) subprocess: the database, no embedding model, PATH, extra."""
    return {"PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "none", "PATH": os.environ.get("PATH", ""), **extra}


def mcp_stdio(dsn: str, *args: str, **extra: str):
    """An `mcp` client of a real `pgbrain serve` over stdio (imports the SDK only when called); extra: more
    environment for the server."""
    from mcp import Client, StdioServerParameters

    return Client(StdioServerParameters(command=SERVE[0], args=[*SERVE[1:], *args], env=serve_env(dsn, **extra)),
                  read_timeout_seconds=60)


class SqlError(Exception):
    pass


def expect_error(conn: psycopg.Connection, query: str, params=None, *, sqlstate: str,
                 hint: bool = True) -> psycopg.Error:
    """Run query in a savepoint, assert it fails with sqlstate (and a HINT when asked); the
    surrounding transaction stays usable."""
    try:
        with conn.transaction():
            conn.execute(query, params)
    except psycopg.Error as exc:
        assert exc.diag.sqlstate == sqlstate, (
            f"expected SQLSTATE {sqlstate}, got {exc.diag.sqlstate}: {exc.diag.message_primary}")
        if hint:
            assert exc.diag.message_hint, f"no HINT on: {exc.diag.message_primary}"
        return exc
    raise AssertionError(f"expected SQLSTATE {sqlstate}, but the statement succeeded: {query}")


def make_graph(conn: psycopg.Connection, pages, links=(), *, deleted=(), restored=()) -> dict[tuple[str, str], int]:
    """Pages and edges for graph tests, written straight into the tables (no auto-link).

    pages: slugs (source 'default') or (slug, source_id) pairs; a page is titled after its slug's last part.
    links: (from, to, link_type) tuples or dicts with from, to, link_type and optionally from_source / to_source,
    link_source, origin (slug in the from page's source), valid_from, valid_to. deleted: slugs (or pairs) soft-deleted;
    restored: deleted, then restored. Returns {(source_id, slug): page id}."""
    ids: dict[tuple[str, str], int] = {}
    for p in pages:
        slug, source = (p, "default") if isinstance(p, str) else p
        conn.execute("insert into brain.sources (id, name) values (%s, %s) on conflict do nothing", [source, source])
        ids[(source, slug)] = conn.execute(
            "insert into brain.pages (source_id, slug, title, content_hash) values (%s, %s, %s, md5(%s) || md5(%s)) "
            "returning id",
            [source, slug, slug.rsplit("/", 1)[-1].replace("-", " ").title(), slug, source]).fetchone()[0]
    for link in links:
        link = link if isinstance(link, dict) else dict(zip(("from", "to", "link_type"), link, strict=True))
        f = ids[(link.get("from_source", "default"), link["from"])]
        t = ids[(link.get("to_source", "default"), link["to"])]
        origin = ids[(link.get("from_source", "default"), link["origin"])] if link.get("origin") else None
        conn.execute(
            "insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id, valid_from, "
            "valid_to) values (%s, %s, %s, %s, %s, coalesce(%s, now()), %s)",
            [f, t, link["link_type"], link.get("link_source") or "manual", origin, link.get("valid_from"),
             link.get("valid_to")])
    for p in (*deleted, *restored):
        slug, source = (p, "default") if isinstance(p, str) else p
        conn.execute("update brain.pages set deleted_at = now() where source_id = %s and slug = %s", [source, slug])
    for p in restored:
        slug, source = (p, "default") if isinstance(p, str) else p
        conn.execute("update brain.pages set deleted_at = null where source_id = %s and slug = %s", [source, slug])
    return ids


def linked_refs(conn, slug: str, ct: str, tl: str = "") -> list[tuple]:
    """The page's references as the link engine takes them (brain._relink_refs applies the entity-directory
    whitelist): (target, kind, source_id, name, needs_resolution) in candidate order."""
    from pgbrain.markdown import extract_candidates

    cands = extract_candidates(slug, ct, tl)
    conn.execute("select * from brain.put_page(slug => %s, compiled_truth => %s, timeline => %s, "
                 "candidates => %s::jsonb, defer_links => true)",
                 [slug, ct, tl, json.dumps([c.to_json() for c in cands])])
    rows = conn.execute("select r.ord, r.raw_name, r.needs_resolution from unnest(brain._relink_refs(array["
                        "(select id from brain.pages where slug = %s)])) r where r.link_source = 'markdown' "
                        "order by r.ord", [slug]).fetchall()
    return [(target, cands[ord].kind, cands[ord].source_id, cands[ord].name, resolve)
            for ord, target, resolve in rows]
