"""Errors cross from PostgreSQL to the CLI by SQLSTATE, never by message text.

The CLI prints them the way psql does (``ERROR:`` / ``DETAIL:`` / ``HINT:``) and exits with a
code per class, so scripts can tell "not found" from "bad input" without parsing text.
"""

from __future__ import annotations

from dataclasses import dataclass

# exit codes of the pgbrain CLI
EXIT_OK = 0
EXIT_ERROR = 1          # anything not classified below
EXIT_USAGE = 2          # bad command line (typer/click)
EXIT_NOT_FOUND = 3      # P0002, 42704 (unknown object)
EXIT_INVALID = 4        # class 22 (data exception), 23502/23514 (not-null/check), 42P13
EXIT_CONFLICT = 5       # 23505 unique violation, 2BP01 dependent objects, 40001/40P01 serialization/deadlock
EXIT_NOT_READY = 6      # 55000 object not in prerequisite state, 0A000 feature not supported
EXIT_CONNECTION = 7     # class 08 / cannot connect
EXIT_PERMISSION = 8     # 42501 insufficient privilege, class 28 (authorization)


def exit_code_for(sqlstate: str | None) -> int:
    """Map a SQLSTATE to the CLI's exit code."""
    if not sqlstate:
        return EXIT_ERROR
    if sqlstate in ("P0002", "42704", "42883", "3D000"):
        return EXIT_NOT_FOUND
    if sqlstate.startswith("22") or sqlstate in ("23502", "23514", "42P13"):
        return EXIT_INVALID
    if sqlstate in ("23505", "2BP01", "40001", "40P01", "23P01"):
        return EXIT_CONFLICT
    if sqlstate in ("55000", "0A000"):
        return EXIT_NOT_READY
    if sqlstate.startswith("08"):
        return EXIT_CONNECTION
    if sqlstate == "42501" or sqlstate.startswith("28"):
        return EXIT_PERMISSION
    return EXIT_ERROR


@dataclass
class BrainError(Exception):
    """An error raised by pgbrain itself (outside the database), shaped like a PostgreSQL one."""

    message: str
    detail: str | None = None
    hint: str | None = None
    sqlstate: str | None = None

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.message


def format_error(exc: BaseException) -> tuple[str, int]:
    """Render an exception as psql would print it; return (text, exit code)."""
    import psycopg  # imported here: the CLI must start without loading psycopg

    if isinstance(exc, BrainError):
        lines = [f"ERROR:  {exc.message}"]
        if exc.detail:
            lines.append(f"DETAIL:  {exc.detail}")
        if exc.hint:
            lines.append(f"HINT:  {exc.hint}")
        return "\n".join(lines), exit_code_for(exc.sqlstate)
    if isinstance(exc, psycopg.Error):
        diag = exc.diag
        sqlstate = diag.sqlstate or getattr(exc, "sqlstate", None)
        if isinstance(exc, psycopg.DataError) and not sqlstate:
            sqlstate = "22021"   # refused by psycopg itself: a NUL byte in a text value
        severity = diag.severity or "ERROR"
        primary = diag.message_primary or str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        if isinstance(exc, psycopg.OperationalError) and not diag.sqlstate:
            # connection failures carry no diagnostics: show libpq's text
            text = str(exc).strip()
            return (
                f"ERROR:  could not connect to the database\nDETAIL:  {text}\n"
                "HINT:  pass --dsn or set PGBRAIN_DSN (or the libpq PG* variables); "
                "`make db-up` starts the local server and prints its URL",
                EXIT_CONNECTION,
            )
        lines = [f"{severity}:  {primary}"]
        if diag.message_detail:
            lines.append(f"DETAIL:  {diag.message_detail}")
        if diag.message_hint:
            lines.append(f"HINT:  {diag.message_hint}")
        if diag.context and sqlstate and not sqlstate.startswith(("22", "P0")):
            lines.append(f"CONTEXT:  {diag.context.strip()}")
        return "\n".join(lines), exit_code_for(sqlstate)
    return f"ERROR:  {exc}", EXIT_ERROR


def error_fields(exc: BaseException) -> dict[str, str | None]:
    """An error as {sqlstate, message, detail, hint} (for the MCP server's tool errors)."""
    import psycopg

    if isinstance(exc, BrainError):
        return {"sqlstate": exc.sqlstate, "message": exc.message, "detail": exc.detail, "hint": exc.hint}
    if isinstance(exc, psycopg.DataError) and not exc.diag.sqlstate:
        # refused by psycopg before it reached the server: a NUL byte in a text value
        return {"sqlstate": "22021", "message": str(exc).strip(), "detail": None,
                "hint": "remove the NUL (\\0) characters from the text; nothing was written"}
    if isinstance(exc, psycopg.Error):
        diag = exc.diag
        text = str(exc).strip()
        return {"sqlstate": diag.sqlstate or getattr(exc, "sqlstate", None),
                "message": diag.message_primary or (text.splitlines()[0] if text else type(exc).__name__),
                "detail": diag.message_detail, "hint": diag.message_hint}
    return {"sqlstate": None, "message": str(exc) or type(exc).__name__, "detail": None, "hint": None}
