"""Errors cross from PostgreSQL to the CLI by SQLSTATE, never by message text.

The CLI prints them the way psql does (``ERROR:`` / ``DETAIL:`` / ``HINT:``) and exits with a
code per class, so scripts can tell "not found" from "bad input" without parsing text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# exit codes of the pgbrain CLI
EXIT_OK = 0
EXIT_ERROR = 1          # anything not classified below
EXIT_USAGE = 2          # bad command line (typer/click)
EXIT_NOT_FOUND = 3      # P0002, 42704 (unknown object)
EXIT_INVALID = 4        # class 22 (data exception), 23502/23514 (not-null/check), 42P13, 54000/54001 (too large)
EXIT_CONFLICT = 5       # 23505 unique violation, 2BP01 dependent objects, 40001/40P01 serialization/deadlock
EXIT_NOT_READY = 6      # 55000 object not in prerequisite state, 0A000 feature not supported
EXIT_CONNECTION = 7     # class 08 / cannot connect
EXIT_PERMISSION = 8     # 42501 insufficient privilege, class 28 (authorization)
EXIT_CANCELLED = 9      # 57014 statement timeout (config cli.statement_timeout) or cancelled


# the server went away under a running command: shut down, crashed, or not accepting connections
LOST_CONNECTION = ("57P01", "57P02", "57P03")


def connection_lost(exc: BaseException) -> bool:
    """The database went away (not a statement it refused): no server reply, a closed connection, a shutdown."""
    import psycopg

    if isinstance(exc, psycopg.InterfaceError):
        return True
    if isinstance(exc, psycopg.OperationalError):
        sqlstate = exc.diag.sqlstate or getattr(exc, "sqlstate", None)
        return sqlstate is None or sqlstate in LOST_CONNECTION or sqlstate.startswith("08")
    return False


def exit_code_for(sqlstate: str | None) -> int:
    """Map a SQLSTATE to the CLI's exit code."""
    if not sqlstate:
        return EXIT_ERROR
    if sqlstate in ("P0002", "42704", "42883", "3D000"):
        return EXIT_NOT_FOUND
    if sqlstate.startswith("22") or sqlstate in ("23502", "23514", "42P13", "54000", "54001"):
        return EXIT_INVALID
    if sqlstate in ("23505", "2BP01", "40001", "40P01", "23P01"):
        return EXIT_CONFLICT
    if sqlstate in ("55000", "0A000"):
        return EXIT_NOT_READY
    if sqlstate.startswith("08") or sqlstate in LOST_CONNECTION:
        return EXIT_CONNECTION
    if sqlstate == "42501" or sqlstate.startswith("28"):
        return EXIT_PERMISSION
    if sqlstate == "57014":
        return EXIT_CANCELLED
    return EXIT_ERROR


_LOST_TEXT = re.compile(r"server closed the connection|connection (?:is|was) (?:closed|lost)|consuming input failed|"
                        r"terminating connection|no connection to the server|lost synchronization", re.I)

# Errors raised before a brain function's body runs (binding a parameter, parsing a value) carry no HINT of
# ours; these say what to do. Looked up by SQLSTATE, only when the error has no HINT of its own.
FALLBACK_HINTS = {
    "22003": "numbers such as limits, depths and offsets must fit a PostgreSQL integer (at most 2147483647); "
             "limits above their maximum are clamped with a NOTICE",
    "22007": "dates are YYYY-MM-DD, times ISO 8601 (e.g. 2025-03-04 or 2025-03-04T10:00:00Z)",
    "22008": "the date or time is out of range: use a year between 4713 BC and 294276 AD",
    "22P02": "the value is not in the form its type needs (a number, true or false, JSON without NaN or Infinity)",
    "22021": "remove the NUL (\\0) characters and anything that is not valid UTF-8 from the text; nothing was written",
    "22P05": "a \\u0000 escape (a NUL character) cannot be stored in jsonb or text: remove it; nothing was written",
    "54001": "the value is nested too deeply: flatten it (a few levels of JSON or YAML nesting are plenty)",
    "57014": "the statement ran past statement_timeout or was cancelled: the CLI sets config cli.statement_timeout, "
             "the MCP server mcp.statement_timeout (milliseconds, 0 = none) before each call; narrow the request "
             "(depth, link types, limits), or an admin raises it: "
             "select * from brain.set_config(key => 'cli.statement_timeout', value => '600000');",
    # PostgreSQL's own privilege errors (a function or table the role may not use); ours carry their own HINT
    "42501": "your database role lacks the privilege: reads need brain_reader, writes brain_writer, administration "
             "brain_admin (an admin runs: grant brain_writer to <role>;); `pgbrain roles whoami` shows what you may do",
}


def _unicode_error(exc: UnicodeError) -> tuple[str, str]:
    """(message, detail) for text Python could not encode as UTF-8 (a lone surrogate)."""
    bad = ""
    if isinstance(exc, UnicodeEncodeError):
        bad = f"U+{ord(exc.object[exc.start]):04X} at character offset {exc.start}"
    return "text is not valid Unicode and cannot be sent to PostgreSQL", bad or str(exc)


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
    if isinstance(exc, UnicodeError):
        message, detail = _unicode_error(exc)
        return f"ERROR:  {message}\nDETAIL:  {detail}\nHINT:  {FALLBACK_HINTS['22021']}", exit_code_for("22021")
    if isinstance(exc, OSError) and not isinstance(exc, psycopg.Error):
        # a file or folder the command was given (export DIR, import DIR, a token file): 58030 io_error, no traceback
        where = f": {exc.filename}" if exc.filename else ""
        return (f"ERROR:  {exc.strerror or exc}{where}\n"
                "HINT:  check the path: it must exist (or be creatable) with the permissions the command needs",
                exit_code_for("58030"))
    if isinstance(exc, psycopg.Error):
        diag = exc.diag
        sqlstate = diag.sqlstate or getattr(exc, "sqlstate", None)
        if isinstance(exc, psycopg.DataError) and not sqlstate:
            sqlstate = "22021"   # refused by psycopg itself: a NUL byte in a text value
        severity = diag.severity or "ERROR"
        primary = diag.message_primary or str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        if connection_lost(exc) and (isinstance(exc, psycopg.InterfaceError) or sqlstate in LOST_CONNECTION
                                     or (not sqlstate and _LOST_TEXT.search(str(exc)))):
            # the server went away in the middle of the command (it was reachable when the command started)
            return (f"ERROR:  lost the connection to the database\nDETAIL:  {str(exc).strip() or type(exc).__name__}\n"
                    "HINT:  the server stopped or crashed; start it again (docker/pg-up start) and rerun the "
                    "command: what it committed stays, an import goes on where it stopped",
                    EXIT_CONNECTION)
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
        hint = diag.message_hint or FALLBACK_HINTS.get(sqlstate or "")
        if hint:
            lines.append(f"HINT:  {hint}")
        if diag.context and sqlstate and not sqlstate.startswith(("22", "P0")):
            lines.append(f"CONTEXT:  {diag.context.strip()}")
        return "\n".join(lines), exit_code_for(sqlstate)
    return f"ERROR:  {exc}", EXIT_ERROR


def error_fields(exc: BaseException) -> dict[str, str | None]:
    """An error as {sqlstate, message, detail, hint} (for the MCP server's tool errors)."""
    import psycopg

    if isinstance(exc, BrainError):
        return {"sqlstate": exc.sqlstate, "message": exc.message, "detail": exc.detail, "hint": exc.hint}
    if isinstance(exc, UnicodeError):
        message, detail = _unicode_error(exc)
        return {"sqlstate": "22021", "message": message, "detail": detail, "hint": FALLBACK_HINTS["22021"]}
    if isinstance(exc, psycopg.DataError) and not exc.diag.sqlstate:
        # refused by psycopg before it reached the server: a NUL byte in a text value
        return {"sqlstate": "22021", "message": str(exc).strip(), "detail": None, "hint": FALLBACK_HINTS["22021"]}
    if isinstance(exc, psycopg.Error):
        diag = exc.diag
        text = str(exc).strip()
        sqlstate = diag.sqlstate or getattr(exc, "sqlstate", None)
        return {"sqlstate": sqlstate,
                "message": diag.message_primary or (text.splitlines()[0] if text else type(exc).__name__),
                "detail": diag.message_detail, "hint": diag.message_hint or FALLBACK_HINTS.get(sqlstate or "")}
    return {"sqlstate": None, "message": str(exc) or type(exc).__name__, "detail": None, "hint": None}
