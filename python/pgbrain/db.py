"""Connections: DSN resolution, the pgvector adapter, a pool for long-running processes, and reads routed to hot
standbys (PGBRAIN_READ_DSN) with read-your-writes within one process."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from psycopg.conninfo import conninfo_to_dict

DSN_ENV = "PGBRAIN_DSN"
APP_NAME = "pgbrain"
# reads (search, get, traverse, code reads, the MCP read tools) go to these hot standbys, comma-separated
READ_DSN_ENV = "PGBRAIN_READ_DSN"
# how long a read on a standby waits for it to replay this process's last write (seconds)
READ_WAIT_ENV = "PGBRAIN_READ_WAIT"


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


class ReadRoute:
    """Where this process's reads go: the standbys of PGBRAIN_READ_DSN, in turn (a standby that does not answer is
    skipped; with none answering the primary serves the read, with a WARNING). Read-your-writes within the process:
    after a write on the primary, note_write() records the primary's WAL position, and a read on a standby first
    waits (PGBRAIN_READ_WAIT seconds, 10 by default) until the standby has replayed it."""

    def __init__(self, dsns: list[str] | None = None, wait: float | None = None) -> None:
        env = os.environ.get(READ_DSN_ENV, "")
        self.dsns = dsns if dsns is not None else [d.strip() for d in env.split(",") if d.strip()]
        self.wait = wait if wait is not None else float(os.environ.get(READ_WAIT_ENV) or 10)
        self.lsn: str | None = None
        self._next = 0

    def note_write(self, conn: psycopg.Connection) -> None:
        """Record the primary's WAL position after a write this process committed on conn."""
        self.lsn = conn.execute("select pg_current_wal_lsn()::text").fetchone()[0]

    def next_dsns(self) -> list[str]:
        """The standbys in the order to try them (each read starts at the next one)."""
        order = self.dsns[self._next:] + self.dsns[:self._next]
        if self.dsns:
            self._next = (self._next + 1) % len(self.dsns)
        return order

    def wait_replayed(self, conn: psycopg.Connection) -> None:
        """Wait until the standby on conn has replayed this process's last write (a primary passes at once)."""
        if self.lsn is None:
            return
        from .errors import BrainError

        deadline = time.monotonic() + self.wait
        while True:
            done, replayed = conn.execute("select coalesce(pg_last_wal_replay_lsn() >= %s::pg_lsn, true), "
                                          "pg_last_wal_replay_lsn()::text", [self.lsn]).fetchone()
            if done:
                return
            if time.monotonic() >= deadline:
                where = f"{conn.info.host}:{conn.info.port}"
                raise BrainError("the standby has not replayed this process's last write",
                                 detail=f"waited {self.wait:g} s on {where} for WAL position {self.lsn}; it has "
                                        f"replayed up to {replayed}",
                                 hint="read from the primary (--primary), wait longer (PGBRAIN_READ_WAIT), or look "
                                      "at the standby's replication: select * from pg_stat_replication; on the "
                                      "primary", sqlstate="55000")
            time.sleep(0.01)


_ROUTE: ReadRoute | None = None


def read_route() -> ReadRoute:
    """This process's read route (PGBRAIN_READ_DSN, read when first asked for)."""
    global _ROUTE
    if _ROUTE is None:
        _ROUTE = ReadRoute()
    return _ROUTE


def connect_read(dsn: str | None = None, *, autocommit: bool = False, vector: bool = True,
                 route: ReadRoute | None = None) -> psycopg.Connection:
    """A connection for reads: to a standby of PGBRAIN_READ_DSN when there are any (after it has replayed this
    process's last write), else, or when none answers, to the primary (dsn)."""
    route = route or read_route()
    failed = []
    for standby in route.next_dsns():
        try:
            conn = psycopg.connect(standby, autocommit=autocommit, application_name=APP_NAME, connect_timeout=3)
        except psycopg.OperationalError as exc:
            failed.append(f"{standby}: {str(exc).strip().splitlines()[0] if str(exc).strip() else exc}")
            continue
        try:
            route.wait_replayed(conn)
            if vector:
                _configure(conn)
        except BaseException:
            conn.close()
            raise
        return conn
    if failed:
        print(f"WARNING:  no standby of {READ_DSN_ENV} answered; reading from the primary\n"
              f"DETAIL:  {'; '.join(failed)}", file=sys.stderr)
    return connect(dsn, autocommit=autocommit, vector=vector)


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
