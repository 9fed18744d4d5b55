"""`pgbrain db upgrade`: apply pending yoyo migrations, then reload every sql/ file.

migrations/ holds one-time DDL (tables, indexes), immutable once landed; sql/ holds idempotent
``create or replace`` functions, one public function per file, reloaded in path order on every
upgrade, in one transaction. Before the reload, every ``brain`` routine that nothing depends on
(no trigger, generated column, index or view uses it) is dropped, so a function whose signature
changed, or that no file defines any more, never lingers as a stale overload. Routines something
depends on are replaced in place; changing their signature needs a migration.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from urllib.parse import urlencode

import psycopg

from . import db
from .errors import BrainError

ROOT = Path(__file__).resolve().parents[2]


def _data_dir(packaged: str, folder: str) -> Path:
    """A folder of SQL files: inside the installed package (a wheel carries sql/ as pgbrain/_sql and migrations/ as
    pgbrain/_migrations, see pyproject.toml), else the checkout's top-level folder (an editable install)."""
    inside = files("pgbrain").joinpath(packaged)
    if inside.is_dir():
        return Path(str(inside))
    return ROOT / folder


MIGRATIONS_DIR = _data_dir("_migrations", "migrations")
SQL_DIR = _data_dir("_sql", "sql")
SUMS_FILE = MIGRATIONS_DIR / "SHA256SUMS"
UPGRADE_LOCK = "pgbrain.upgrade"

ROUTINES_SQL = """
select p.oid::regprocedure::text as signature,
       exists (select 1 from pg_catalog.pg_depend d
                where d.refclassid = 'pg_catalog.pg_proc'::regclass and d.refobjid = p.oid
                  and d.deptype in ('n', 'a')) as has_dependents
  from pg_catalog.pg_proc p
 where p.pronamespace = 'brain'::regnamespace
   and p.prokind in ('f', 'p')
   and not exists (select 1 from pg_catalog.pg_depend e
                    where e.classid = 'pg_catalog.pg_proc'::regclass and e.objid = p.oid
                      and e.deptype = 'e')
 order by 1
"""


@dataclass
class UpgradeResult:
    extensions_created: list[str] = field(default_factory=list)
    migrations_applied: list[str] = field(default_factory=list)
    sql_files: int = 0
    functions: int = 0
    functions_removed: list[str] = field(default_factory=list)
    seconds: float = 0.0


def migration_files() -> list[Path]:
    return sorted(MIGRATIONS_DIR.glob("*.sql"))


def sql_files() -> list[Path]:
    return sorted(SQL_DIR.rglob("*.sql"), key=lambda p: p.relative_to(SQL_DIR).as_posix())


def shown_path(path: Path) -> str:
    """A SQL file's name as the project writes it (sql/41_links/x.sql, migrations/0001_x.sql), installed or not."""
    for folder, name in ((SQL_DIR, "sql"), (MIGRATIONS_DIR, "migrations")):
        if path.is_relative_to(folder):
            return f"{name}/{path.relative_to(folder).as_posix()}"
    return path.as_posix()


def file_sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_sums() -> dict[str, str]:
    """The checked-in sha256 list of landed migrations: {file name: hex digest}."""
    sums: dict[str, str] = {}
    if SUMS_FILE.exists():
        for line in SUMS_FILE.read_text().splitlines():
            if line.strip():
                digest, name = line.split(maxsplit=1)
                sums[name.lstrip("*")] = digest
    return sums


def _yoyo_uri(conn: psycopg.Connection) -> str:
    # every parameter goes into the query string, which yoyo passes to psycopg.connect as is;
    # this keeps unix-socket hosts, odd database names and passwords intact
    return "postgresql+psycopg:///?" + urlencode(db.effective_params(conn))


def apply_migrations(conn: psycopg.Connection) -> list[str]:
    """Apply pending migrations with yoyo (psycopg 3 backend); return the ids applied."""
    from yoyo import get_backend, read_migrations

    if not migration_files():
        raise BrainError("no migrations found", detail=f"looked in {MIGRATIONS_DIR}",
                         hint="the installed package is incomplete: reinstall pgbrain (pip install --force-reinstall "
                         "pgbrain), or run it from a checkout (pip install -e .)")
    backend = get_backend(_yoyo_uri(conn))
    try:
        migrations = read_migrations(str(MIGRATIONS_DIR))
        with backend.lock():
            pending = backend.to_apply(migrations)
            backend.apply_migrations(pending)
        return [m.id for m in pending]
    finally:
        backend.connection.close()


def reload_sql(conn: psycopg.Connection) -> tuple[int, int, list[str]]:
    """Reload every sql/ file in one transaction; return (files, functions, removed signatures)."""
    files = sql_files()
    with conn.transaction():
        conn.execute("select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext(%s))", [UPGRADE_LOCK])
        # regprocedure prints schema-qualified names only for schemas off the search_path
        conn.execute("set local search_path = pg_catalog, public")
        before = conn.execute(ROUTINES_SQL).fetchall()
        for signature, has_dependents in before:
            if not has_dependents:
                conn.execute(f"drop routine {signature}")
        for path in files:
            rel = shown_path(path)
            try:
                conn.execute(path.read_text(encoding="utf-8"))
            except psycopg.Error as exc:
                raise BrainError(
                    f"loading {rel} failed: {exc.diag.message_primary or exc}",
                    detail=exc.diag.message_detail,
                    hint=exc.diag.message_hint
                    or "fix the file and run `pgbrain db upgrade` again; nothing was changed",
                    sqlstate=exc.diag.sqlstate,
                ) from exc
        after = conn.execute(ROUTINES_SQL).fetchall()
        # roles, grants and row-level security policies (reloading dropped the functions' grants)
        try:
            conn.execute("select * from brain._apply_security()")
        except psycopg.Error as exc:
            raise BrainError(
                f"applying roles and grants failed: {exc.diag.message_primary or exc}",
                detail=exc.diag.message_detail, hint=exc.diag.message_hint, sqlstate=exc.diag.sqlstate,
            ) from exc
        # rows a new migration's tables derive from pages, by the rules in sql/ (e.g. the name dictionary)
        conn.execute("select * from brain._after_upgrade()")
        conn.execute("set local search_path to default")
    before_sigs = {s for s, _ in before}
    after_sigs = {s for s, _ in after}
    return len(files), len(after_sigs), sorted(before_sigs - after_sigs)


def ensure_extensions(conn: psycopg.Connection) -> list[str]:
    """Create the extensions pgbrain needs (vector, pg_trgm) and age when the server has it.

    age goes in whenever it is available: besides serving brain.cypher, a server that preloads
    age (shared_preload_libraries) fails every DROP TABLE in a database without the extension
    ('schema "ag_catalog" does not exist', AGE 1.5), yoyo's own bookkeeping included.
    Returns the extensions created now.
    """
    rows = conn.execute(
        "select name, installed_version from pg_catalog.pg_available_extensions "
        "where name in ('vector', 'pg_trgm', 'age')").fetchall()
    available = {name: installed for name, installed in rows}
    missing = [e for e in ("vector", "pg_trgm") if e not in available]
    if missing:
        raise BrainError(
            f"extension {' and '.join(missing)} not available on this server",
            detail=f"server {conn.info.host}:{conn.info.port}, PostgreSQL {conn.info.server_version}",
            hint="install pgvector (>= 0.8) and the contrib package (pg_trgm), e.g. Debian: "
            "apt install postgresql-17-pgvector; or use docker/pg-up, which provides both",
            sqlstate="55000",
        )
    created = []
    for ext in ("vector", "pg_trgm", "age"):
        if ext in available and available[ext] is None:
            try:
                # vector and pg_trgm live in public (decision 2); age creates its own ag_catalog
                conn.execute("create extension if not exists age" if ext == "age"
                             else f"create extension if not exists {ext} with schema public")
            except psycopg.errors.InsufficientPrivilege as exc:
                raise BrainError(
                    f"permission denied to create extension {ext}",
                    detail=f"role {conn.info.user} on database {conn.info.dbname}",
                    hint=f"have a superuser run: create extension {ext}; then run pgbrain db upgrade again",
                    sqlstate="42501",
                ) from exc
            created.append(ext)
    conn.commit()
    return created


def upgrade(dsn: str | None = None) -> UpgradeResult:
    """Create missing extensions, apply pending migrations, then reload sql/. Idempotent."""
    start = time.perf_counter()
    result = UpgradeResult()
    with db.connection(dsn) as conn:
        result.extensions_created = ensure_extensions(conn)
        result.migrations_applied = apply_migrations(conn)
    # a fresh connection: the first migration may have just created the vector type
    with db.connection(dsn) as conn:
        result.sql_files, result.functions, result.functions_removed = reload_sql(conn)
    result.seconds = time.perf_counter() - start
    return result


def applied_migrations(conn: psycopg.Connection) -> list[tuple[str, object]]:
    """(migration id, applied at) from yoyo's table, oldest first; [] before the first upgrade."""
    row = conn.execute("select to_regclass('_yoyo_migration') is not null").fetchone()
    if not row or not row[0]:
        return []
    return conn.execute(
        "select migration_id, applied_at_utc from _yoyo_migration order by applied_at_utc, migration_id"
    ).fetchall()


# ---- one script for psql (`pgbrain db sql`) ---------------------------------------------------------------------
# yoyo's bookkeeping tables (its internal schema version 2), as yoyo creates them: a brain the script installs is
# one `pgbrain db upgrade` can go on upgrading, and the other way round
_YOYO_TABLES = """\
create table if not exists public._yoyo_migration (
    migration_hash varchar(64), migration_id varchar(255), applied_at_utc timestamp, primary key (migration_hash));
create table if not exists public._yoyo_log (
    id varchar(36), migration_hash varchar(64), migration_id varchar(255), operation varchar(10),
    username varchar(255), hostname varchar(255), comment varchar(255), created_at_utc timestamp, primary key (id));
create table if not exists public._yoyo_version (version int not null primary key, installed_at_utc timestamp);
create table if not exists public.yoyo_lock (locked int default 1, ctime timestamp, pid int not null,
                                             primary key (locked));
insert into public._yoyo_version
select 2, now() at time zone 'utc' where not exists (select 1 from public._yoyo_version);
"""

# the routines the reload drops first (as reload_sql does): a function no file defines any more never lingers
_DROP_ROUTINES = """\
do $pgbrain_drop$
declare
    r record;
begin
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext({lock}));
    for r in {routines} loop
        if not r.has_dependents then
            execute 'drop routine ' || r.signature;
        end if;
    end loop;
end
$pgbrain_drop$;
"""


def _quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def script() -> str:
    """The whole schema as one idempotent psql script: what `pgbrain db upgrade` does, for `psql -f` on a host
    without Python. Extensions, yoyo's bookkeeping, each migration not yet applied (each in its own transaction,
    recorded as yoyo records it), then every sql/ file, roles, grants and policies in one transaction."""
    from . import __version__

    migrations = migration_files()
    if not migrations:
        raise BrainError("no migrations found", detail=f"looked in {MIGRATIONS_DIR}",
                         hint="the installed package is incomplete: reinstall pgbrain")
    out = [
        f"-- pgbrain {__version__}: the brain schema as one psql script, written by `pgbrain db sql`.",
        "-- Apply with: psql -v ON_ERROR_STOP=1 -d DATABASE -f pgbrain.sql   (idempotent: run it again to upgrade).",
        f"-- {len(migrations)} migrations (each applied once, recorded in public._yoyo_migration as",
        "-- `pgbrain db upgrade` records it), then every SQL function, roles, grants and policies.",
        "\\set ON_ERROR_STOP on",
        "set client_min_messages = warning;",
        "",
        "-- 1. extensions (age when the server has it)",
        "create extension if not exists vector with schema public;",
        "create extension if not exists pg_trgm with schema public;",
        "select exists (select 1 from pg_catalog.pg_available_extensions where name = 'age') as pgbrain_has_age \\gset",
        "\\if :pgbrain_has_age",
        "create extension if not exists age;",
        "\\endif",
        "",
        "-- 2. yoyo's bookkeeping",
        _YOYO_TABLES,
        "-- 3. migrations not yet applied",
    ]
    for path in migrations:
        mid = path.stem
        mhash = hashlib.sha256(mid.encode("utf-8")).hexdigest()
        text = path.read_text(encoding="utf-8").rstrip()
        out += [
            "",
            f"-- {shown_path(path)}",
            f"select not exists (select 1 from public._yoyo_migration where migration_hash = {_quote(mhash)})"
            " as pgbrain_pending \\gset",
            "\\if :pgbrain_pending",
            "begin;",
            text if text.endswith(";") else text + "\n;",
            "insert into public._yoyo_migration (migration_hash, migration_id, applied_at_utc)",
            f"values ({_quote(mhash)}, {_quote(mid)}, now() at time zone 'utc');",
            "insert into public._yoyo_log (id, migration_hash, migration_id, operation, username, hostname, comment,"
            " created_at_utc)",
            f"values (gen_random_uuid()::text, {_quote(mhash)}, {_quote(mid)}, 'apply', current_user,"
            " coalesce(inet_client_addr()::text, 'local'), 'pgbrain db sql', now() at time zone 'utc');",
            "commit;",
            "\\endif",
        ]
    routines = "(" + ROUTINES_SQL.strip() + ")"
    out += [
        "",
        "-- 4. every SQL function, then roles, grants and policies, in one transaction",
        "begin;",
        "set local search_path = pg_catalog, public;",
        _DROP_ROUTINES.format(routines=routines, lock=_quote(UPGRADE_LOCK)),
    ]
    for path in sql_files():
        out += [f"-- {shown_path(path)}", path.read_text(encoding="utf-8").rstrip(), ""]
    out += [
        "do $pgbrain_after$ begin perform brain._apply_security(); perform brain._after_upgrade(); end",
        "$pgbrain_after$;",
        "set local search_path to default;",
        "commit;",
        "",
    ]
    return "\n".join(out)
