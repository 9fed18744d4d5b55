"""The pgbrain command line: a thin typer app over the brain.* SQL functions.

Every command takes --dsn (else $PGBRAIN_DSN, else libpq's PG* variables); read commands take
--json; --show-sql prints the SQL a DBA would run in psql (on stderr). Errors are printed like
psql's (ERROR / DETAIL / HINT) with an exit code per SQLSTATE class (see errors.py).
Heavy modules are imported inside the commands so that the CLI starts fast.
"""

from __future__ import annotations

import json
import sys
from datetime import date, datetime
from typing import Annotated, Any

import typer

from . import __version__

app = typer.Typer(
    name="pgbrain",
    help="pgbrain: an agent memory inside PostgreSQL (schema brain).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
db_app = typer.Typer(help="Schema install, upgrade and status.", no_args_is_help=True)
config_app = typer.Typer(help="Brain settings (brain.config).", no_args_is_help=True)
app.add_typer(db_app, name="db")
app.add_typer(config_app, name="config")

DsnOpt = Annotated[
    str | None,
    typer.Option("--dsn", help="PostgreSQL connection string (default: $PGBRAIN_DSN, then libpq PG* variables)."),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
ShowSqlOpt = Annotated[bool, typer.Option("--show-sql", help="Print the SQL a DBA would run (on stderr).")]


def _show(sql: str) -> None:
    print(sql, file=sys.stderr)


def _notice(diag) -> None:
    print(f"{diag.severity}:  {diag.message_primary}", file=sys.stderr)


def _connect(dsn: str | None):
    from . import db

    conn = db.connect(dsn, autocommit=True)
    conn.add_notice_handler(_notice)
    return conn


def _brain(conn, show_sql: bool):
    from .api import Brain

    return Brain(conn, on_sql=_show if show_sql else None)


def _jsonable(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    return value


def _emit_json(rows: Any) -> None:
    from dataclasses import asdict, is_dataclass

    def conv(obj):
        if is_dataclass(obj):
            return {k: _jsonable(v) for k, v in asdict(obj).items()}
        if isinstance(obj, list):
            return [conv(o) for o in obj]
        if isinstance(obj, dict):
            return {k: conv(v) for k, v in obj.items()}
        return _jsonable(obj)

    print(json.dumps(conv(rows), ensure_ascii=False, indent=2))


def _table(title: str | None, columns: list[str], rows: list[list[Any]]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title, title_justify="left", show_edge=False, header_style="bold")
    for col in columns:
        table.add_column(col, overflow="fold")
    for row in rows:
        table.add_row(*["" if v is None else str(v) for v in row])
    # a terminal gets its own width; pipes and logs a wide one, so rows do not fold
    Console(soft_wrap=False, width=None if sys.stdout.isatty() else 200).print(table)


def version_callback(value: bool) -> None:
    if value:
        print(f"pgbrain {__version__}")
        raise typer.Exit()


@app.callback()
def main_callback(
    version: Annotated[
        bool, typer.Option("--version", callback=version_callback, is_eager=True, help="Print the version.")
    ] = False,
) -> None:
    """pgbrain: an agent memory inside PostgreSQL (schema brain)."""


# ---- db ---------------------------------------------------------------------------------------
@db_app.command("upgrade")
def db_upgrade(dsn: DsnOpt = None, show_sql: ShowSqlOpt = False) -> None:
    """Apply pending migrations, then reload every sql/ function (idempotent)."""
    from . import install

    if show_sql:
        _show("-- yoyo apply migrations/ (pending only), then in one transaction:")
        for path in install.sql_files():
            _show(f"\\i {path.relative_to(install.ROOT).as_posix()}")
    result = install.upgrade(dsn)
    if result.extensions_created:
        print(f"extensions created: {', '.join(result.extensions_created)}")
    applied = ", ".join(result.migrations_applied) or "none pending"
    print(f"migrations applied: {len(result.migrations_applied)} ({applied})")
    print(f"sql reloaded: {result.sql_files} files, {result.functions} functions")
    if result.functions_removed:
        print("functions removed (no file defines them any more): " + ", ".join(result.functions_removed))
    print(f"upgrade done in {result.seconds:.2f} s")


@db_app.command("status")
def db_status(
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
    estimate: Annotated[bool, typer.Option("--estimate", help="Row counts from planner statistics.")] = False,
) -> None:
    """Server and extension versions, applied migrations, rows per table."""
    from . import install

    with _connect(dsn) as conn:
        ready = conn.execute("select to_regnamespace('brain') is not null "
                             "and to_regprocedure('brain.status()') is not null").fetchone()[0]
        applied = install.applied_migrations(conn)
        known = [p.stem for p in install.migration_files()]
        pending = [m for m in known if m not in {a for a, _ in applied}]
        if not ready:
            from .errors import BrainError

            raise BrainError(
                "the brain schema is not installed in this database",
                detail=f"database {conn.info.dbname} on {conn.info.host}:{conn.info.port}; "
                f"{len(pending)} migrations pending",
                hint="run: pgbrain db upgrade",
                sqlstate="55000",
            )
        brain = _brain(conn, show_sql)
        status = brain.status()
        counts = brain.table_counts(estimate=estimate)
    if as_json:
        _emit_json({
            "components": status,
            "migrations": {"applied": [{"id": a, "applied_at": t} for a, t in applied], "pending": pending},
            "tables": counts,
        })
        return
    _table("components", ["component", "version", "detail"],
           [[s.component, s.version, s.detail] for s in status])
    print()
    _table("migrations", ["migration", "applied at (UTC)"],
           [[a, t] for a, t in applied] + [[p, "PENDING"] for p in pending])
    print()
    _table("tables", ["table", "rows"], [[c.table_name, c.row_count] for c in counts])


@db_app.command("api-docs")
def db_api_docs(
    dsn: DsnOpt = None,
    output: Annotated[str | None, typer.Option("--output", "-o", help="Write to this file.")] = None,
) -> None:
    """Markdown reference of the public SQL API, generated from the `comment on` texts."""
    from .apidocs import render_api_docs

    with _connect(dsn) as conn:
        text = render_api_docs(conn)
    if output:
        with open(output, "w", encoding="utf-8") as fh:
            fh.write(text)
        print(f"wrote {output}")
    else:
        sys.stdout.write(text)


@db_app.command("set-embedding-model")
def db_set_embedding_model(
    model: Annotated[str, typer.Argument(help="Model name, e.g. multilingual-e5-small.")],
    dimensions: Annotated[int, typer.Argument(help="Its output dimension (1..2000).")],
    yes: Annotated[bool, typer.Option("--yes", help="Confirm: every stored embedding is cleared.")] = False,
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Switch to another embedding model: clears stored embeddings, retypes vector columns if needed."""
    from .errors import BrainError

    if not yes:
        raise BrainError(
            "set-embedding-model clears every stored embedding",
            detail=f"the brain would switch to {model} ({dimensions} dimensions); all chunks must be re-embedded",
            hint="run again with --yes to confirm",
            sqlstate="22023",
        )
    with _connect(dsn) as conn:
        rows = _brain(conn, show_sql).set_embedding_model(model, dimensions)
    if as_json:
        _emit_json(rows)
        return
    for r in rows:
        print(f"{r.table_name}: {r.embeddings_cleared} embeddings cleared, column is {r.column_type}")
    print(f"embedding model is now {model} ({dimensions} dimensions)")


# ---- config -----------------------------------------------------------------------------------
@config_app.command("get")
def config_get(
    key: Annotated[str | None, typer.Argument(help="Setting to show; all when omitted.")] = None,
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Show one setting or all of them."""
    with _connect(dsn) as conn:
        rows = _brain(conn, show_sql).get_config(key)
    if as_json:
        _emit_json(rows)
        return
    _table(None, ["key", "value", "description"],
           [[r.key, json.dumps(r.value, ensure_ascii=False), r.description] for r in rows])


@config_app.command("set")
def config_set(
    key: Annotated[str, typer.Argument(help="Setting to change.")],
    value: Annotated[str, typer.Argument(help="New value as JSON (true, 0.6, \"text\"); bare words are strings.")],
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Change one setting (same JSON type as before)."""
    try:
        parsed = json.loads(value)
    except json.JSONDecodeError:
        parsed = value
    with _connect(dsn) as conn:
        row = _brain(conn, show_sql).set_config(key, parsed)
    if as_json:
        _emit_json(row)
        return
    print(f"{row.key} = {json.dumps(row.value, ensure_ascii=False)}")


def main() -> None:
    """Console entry point: run the app, turning errors into psql-style messages and exit codes."""
    from .errors import BrainError, format_error

    try:
        rc = app(standalone_mode=False)
    except typer.Abort:
        print("Aborted.", file=sys.stderr)
        sys.exit(1)
    except Exception as exc:  # noqa: BLE001 - every error becomes a psql-style message
        psycopg = sys.modules.get("psycopg")  # loaded only if a command touched the database
        if isinstance(exc, BrainError) or (psycopg is not None and isinstance(exc, psycopg.Error)):
            text, code = format_error(exc)
            print(text, file=sys.stderr)
            sys.exit(code)
        # usage errors of the command-line parser (typer vendors click): show them, exit 2
        if hasattr(exc, "show") and hasattr(exc, "exit_code"):
            exc.show()
            sys.exit(exc.exit_code)
        raise
    sys.exit(rc if isinstance(rc, int) else 0)


if __name__ == "__main__":  # pragma: no cover
    main()
