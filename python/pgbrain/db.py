"""Connections: DSN resolution, the pgvector adapter, a pool for long-running processes."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from psycopg.conninfo import conninfo_to_dict

DSN_ENV = "PGBRAIN_DSN"
APP_NAME = "pgbrain"


def resolve_dsn(dsn: str | None = None) -> str:
    """--dsn wins, then $PGBRAIN_DSN, then '' (libpq's own PG* variables and defaults)."""
    if dsn:
        return dsn
    return os.environ.get(DSN_ENV, "")


def _configure(conn: psycopg.Connection) -> None:
    """Register the pgvector adapter when the extension is installed (it may not be yet)."""
    row = conn.execute("select to_regtype('public.vector') is not null").fetchone()
    if row and row[0]:
        from pgvector.psycopg import register_vector

        register_vector(conn)
    if not conn.autocommit:
        conn.commit()


def connect(dsn: str | None = None, *, autocommit: bool = False, vector: bool = True) -> psycopg.Connection:
    """Open one connection with pgvector registered (when available; vector=False skips it, and its two round trips,
    for work that never sends or reads a vector)."""
    conn = psycopg.connect(resolve_dsn(dsn), autocommit=autocommit, application_name=APP_NAME)
    if vector:
        _configure(conn)
    return conn


@contextmanager
def connection(dsn: str | None = None, *, autocommit: bool = False) -> Iterator[psycopg.Connection]:
    conn = connect(dsn, autocommit=autocommit)
    try:
        yield conn
    finally:
        conn.close()


def set_role(conn: psycopg.Connection, role: str) -> None:
    """SET ROLE for the rest of the session (the untrusted MCP server acts as brain_mcp); a login role that may not
    becomes a BrainError saying which GRANT is missing."""
    from psycopg import sql

    from .errors import BrainError

    try:
        conn.execute(sql.SQL("set role {}").format(sql.Identifier(role)))
        if not conn.autocommit:
            conn.commit()
    except psycopg.errors.InsufficientPrivilege as exc:
        conn.rollback()
        raise BrainError(f"role {conn.info.user} may not act as role {role}",
                         detail=exc.diag.message_primary,
                         hint=f"as a superuser: grant {role} to {conn.info.user}; (or start the server with a DSN "
                              f"whose user is a member of {role})", sqlstate="42501") from exc
    except psycopg.errors.InvalidParameterValue as exc:
        conn.rollback()
        raise BrainError(f"role {role} does not exist", detail=exc.diag.message_primary,
                         hint="run pgbrain db upgrade (it creates the brain_* roles), or name an existing role",
                         sqlstate="42704") from exc


# brain.config's limits for a session: a positive value is set, 0 restores the session's own default (the role's
# setting, PGOPTIONS, postgresql.conf). One statement, one round trip.
_LIMITS_SQL = """
select pg_catalog.set_config(x.name,
           coalesce((select nullif(c.value #>> '{}', '0') from brain.config c where c.key = x.key),
                    (select s.reset_val from pg_catalog.pg_settings s where s.name = x.name)), false)
  from (values %s) x(name, key)"""


def apply_limits(conn: psycopg.Connection, prefix: str, *, check_interval: bool = False) -> None:
    """Set statement_timeout from brain.config <prefix>.statement_timeout (milliseconds; the CLI uses cli., the MCP
    server mcp. before each tool call): a function cannot re-arm the timeout of the statement that called it, so the
    client sets it before each call. check_interval also sets client_connection_check_interval from
    <prefix>.client_connection_check_interval (the MCP server: a statement whose client vanished stops). A brain
    without the settings (not upgraded yet) or a role that may not read them leaves the session as it is."""
    rows = [("statement_timeout", f"{prefix}.statement_timeout")]
    if check_interval:
        rows.append(("client_connection_check_interval", f"{prefix}.client_connection_check_interval"))
    values = ", ".join("(%s, %s)" for _ in rows)
    params = [v for row in rows for v in row]
    try:
        if conn.autocommit:
            conn.execute(_LIMITS_SQL % values, params)
        else:
            with conn.transaction():
                conn.execute(_LIMITS_SQL % values, params)
            # (set_config(..., false) in a committed transaction stays for the session)
    except (psycopg.errors.UndefinedTable, psycopg.errors.InvalidSchemaName, psycopg.errors.InsufficientPrivilege):
        pass


def make_pool(dsn: str | None = None, *, min_size: int = 1, max_size: int = 4, autocommit: bool = False,
              app_name: str = APP_NAME, role: str | None = None):
    """A psycopg_pool pool for long-running processes (the MCP server); with role, every connection acts as it."""
    from psycopg_pool import ConnectionPool

    def configure(conn: psycopg.Connection) -> None:
        _configure(conn)
        if role is not None:
            set_role(conn, role)

    return ConnectionPool(
        resolve_dsn(dsn),
        min_size=min_size,
        max_size=max_size,
        kwargs={"application_name": app_name, "autocommit": autocommit},
        configure=configure,
        # a connection the server closed (restart, admin kill, a crashed extension) is replaced, not handed out
        check=ConnectionPool.check_connection,
        open=True,
    )


def effective_params(conn: psycopg.Connection) -> dict[str, str]:
    """The parameters the connection actually used (host, port, user, dbname, ...), password included."""
    params = {k: v for k, v in conninfo_to_dict(conn.info.dsn).items() if v is not None}
    if conn.info.password:
        params["password"] = conn.info.password
    params.pop("application_name", None)
    return params
