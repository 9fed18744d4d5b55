"""pgbrain's MCP server: the brain's tools for agents, over stdio or streamable HTTP.

Thin like the CLI: each tool validates nothing itself and calls one Brain method (put_page parses the
markdown first, exactly as ``pgbrain put`` does), so every rule and every error comes from PostgreSQL.
A failed call returns ``is_error`` with the SQLSTATE, message, DETAIL and HINT, as text and as
structured content ``{"error": {...}}``; NOTICEs (clamped limits and the like) come back in
``notices``.

Trust is decided by the database, from the role the server acts as. Over HTTP, and on stdio without
``--trusted``, every connection runs ``SET ROLE brain_mcp`` (or ``--role`` / $PGBRAIN_MCP_ROLE): that role
is not in brain_auto_link, so brain.put_page stores its pages without derived edges or timeline entries
(whatever auto_link says), unless the slug is under a config trust.auto_link_prefixes prefix; put_page's
answer says so. A ``--trusted`` stdio server acts as the DSN's own user, like the CLI.

This module imports the ``mcp`` package: only ``pgbrain serve`` loads it.
"""

from __future__ import annotations

import functools
import hmac
import ipaddress
import json
import logging
import os
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Annotated, Any

import anyio
import anyio.to_thread
import psycopg
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field, ValidationError

from . import __version__, db
from .api import Brain, jsonable
from .errors import BrainError, error_fields

TOKEN_ENV = "PGBRAIN_MCP_TOKEN"
MIN_TOKEN_CHARS = 16
INSTRUCTIONS = (
    "pgbrain is a memory of markdown pages (people, companies, meetings, concepts) with a typed "
    "knowledge graph (works_at, invested_in, founded, advises, attended, mentions), timelines, facts and "
    "takes. Ask with `query` (hybrid search; relational questions such as 'who works at Acme?' are "
    "answered from the graph), read pages with `get_page`, write them with `put_page` (markdown; "
    "[[people/alice]] and [[source-id:people/alice]] link pages). Imported source code is asked with "
    "`code_def`, `code_callers`, `code_callees` and `code_refs`. Slugs are lower-case paths like "
    "people/alice-chen. Errors carry a PostgreSQL SQLSTATE and a HINT saying what to do."
)


@dataclass
class ServerConfig:
    dsn: str | None = None
    source: str = "default"   # where writes and single-source reads go when a call names no source
    trusted: bool = False     # stdio started with --trusted: act as the DSN's user, like the CLI
    role: str | None = None   # untrusted: the role every connection acts as (SET ROLE), e.g. brain_mcp
    transport: str = "stdio"  # stdio or http


class _State:
    """What the tools share: the configuration, a connection pool, the query embedder (made on first use)."""

    def __init__(self) -> None:
        self.config = ServerConfig()
        self.pool = None
        # the read tools' pools, one per hot standby of PGBRAIN_READ_DSN (none: everything on the primary's pool)
        self.read_pools: list = []
        self.route = db.ReadRoute(dsns=[])
        self._next_read = 0
        # a standby that did not answer is left alone for a while (each try costs the 3 s of its timeout)
        self.read_down: dict[int, float] = {}
        self._provider: Any = None
        self._provider_ready = False
        self._lock = threading.Lock()

    def read_pools_in_turn(self) -> list:
        """The standbys' pools to try, each read starting at the next one; those down in the last 30 s last."""
        import time

        with self._lock:
            k = self._next_read
            self._next_read = (k + 1) % max(1, len(self.read_pools))
            turn = self.read_pools[k:] + self.read_pools[:k]
            now = time.monotonic()
            return sorted(turn, key=lambda p: self.read_down.get(id(p), 0) > now)

    def mark_down(self, pool) -> None:  # noqa: ANN001
        import time

        with self._lock:
            self.read_down[id(pool)] = time.monotonic() + 30

    def provider(self):  # noqa: ANN201
        with self._lock:
            if not self._provider_ready:
                from .embed import provider_from_env

                self._provider = provider_from_env()
                self._provider_ready = True
            return self._provider


_STATE = _State()
_TOOLS: list[tuple[Callable, ToolAnnotations]] = []

READ = ToolAnnotations(read_only_hint=True, open_world_hint=False)
WRITE = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False)


class _Running:
    """One tool call's database work, so that a cancelled call can cancel its statement (the connection it is on)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.conn: psycopg.Connection | None = None
        self.cancelled = False

    def cancel(self) -> None:
        # (under the lock: the worker cannot hand the connection back to the pool, and to another call, meanwhile)
        with self.lock:
            self.cancelled = True
            if self.conn is not None:
                self.conn.cancel_safe(timeout=5)


_RUNNING = threading.local()


def _tool(annotations: ToolAnnotations) -> Callable[[Callable], Callable]:
    """Register a function as a tool: its name, docstring and annotated parameters are its schema. The tool runs in
    a worker thread; when its request is cancelled (the client sends notifications/cancelled, gives up or goes
    away), the statement it is running is cancelled too (psycopg cancel), instead of running on unseen."""
    def register(fn: Callable) -> Callable:
        @functools.wraps(fn)
        async def tool(**kwargs: Any) -> Any:
            running = _Running()

            def work() -> Any:
                _RUNNING.current = running
                _RUNNING.read = bool(annotations.read_only_hint)
                try:
                    return fn(**kwargs)
                finally:
                    _RUNNING.current = None

            try:
                return await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
            except anyio.get_cancelled_exc_class():
                with anyio.CancelScope(shield=True):
                    await anyio.to_thread.run_sync(running.cancel)
                raise

        _TOOLS.append((tool, annotations))
        return fn
    return register


def _error(exc: BaseException) -> CallToolResult:
    fields = error_fields(exc)
    if isinstance(exc, psycopg.OperationalError) and not fields["sqlstate"]:
        fields = {"sqlstate": "08006", "message": "could not reach the database", "detail": fields["message"],
                  "hint": "check that PostgreSQL is running and PGBRAIN_DSN points at it, then call again"}
    lines = [f"ERROR:  {fields['sqlstate'] or 'XX000'}: {fields['message']}"]
    if fields["detail"]:
        lines.append(f"DETAIL:  {fields['detail']}")
    if fields["hint"]:
        lines.append(f"HINT:  {fields['hint']}")
    return CallToolResult(content=[TextContent(type="text", text="\n".join(lines))],
                          structured_content={"error": fields}, is_error=True)


@contextmanager
def _connection(read: bool) -> Iterator[psycopg.Connection]:
    """A pooled connection: a read tool's on a hot standby (in turn; one that does not answer within 3 s is skipped,
    and with none answering the primary serves it), after the standby has replayed this server's last write; a write
    tool's on the primary, whose WAL position is then recorded for the reads that follow."""
    if read:
        from psycopg_pool import PoolTimeout

        for pool in _STATE.read_pools_in_turn():
            try:
                conn = pool.getconn(timeout=3)
            except (PoolTimeout, psycopg.OperationalError):
                _STATE.mark_down(pool)
                continue
            try:
                _STATE.route.wait_replayed(conn)
                yield conn
            finally:
                pool.putconn(conn)
            return
    with _STATE.pool.connection() as conn:
        yield conn
        if not read and _STATE.read_pools:
            _STATE.route.note_write(conn)


def _call(work: Callable[[Brain], dict[str, Any]]) -> dict[str, Any] | CallToolResult:
    """Run work on a pooled connection (autocommit: one transaction per statement); errors become results."""
    notices: list[str] = []

    def on_notice(diag) -> None:  # noqa: ANN001
        notices.append(diag.message_primary)

    running: _Running | None = getattr(_RUNNING, "current", None)
    try:
        with _connection(getattr(_RUNNING, "read", False)) as conn:
            # config mcp.statement_timeout and mcp.client_connection_check_interval, read before each call
            db.apply_limits(conn, "mcp", check_interval=True)
            if running is not None:
                with running.lock:
                    if running.cancelled:
                        raise BrainError("the call was cancelled", sqlstate="57014",
                                         hint="the client cancelled the request or went away")
                    running.conn = conn
            conn.add_notice_handler(on_notice)
            try:
                result = jsonable(work(Brain(conn)))
            finally:
                conn.remove_notice_handler(on_notice)
                if running is not None:
                    with running.lock:
                        running.conn = None
    except (psycopg.Error, BrainError, UnicodeError) as exc:   # UnicodeError: a lone surrogate in an argument
        return _error(exc)
    if notices:
        result["notices"] = notices
    return result


def _source(source: str | None) -> str:
    return source or _STATE.config.source


# ---- parameter types -------------------------------------------------------------------------------
Slug = Annotated[str, Field(description="Page slug: a lower-case path without extension, e.g. people/alice-chen.")]
OptSlug = Annotated[str | None, Field(description="A page's slug; omit for every page of the source.")]
SourceArg = Annotated[str | None, Field(description="Source id; default: the server's source "
                                                    "(pgbrain serve --source, else 'default').")]
Sources = Annotated[list[str] | None, Field(description="Only these sources; default: every federated source "
                                                        "(a non-federated source is read only when named).")]
Types = Annotated[list[str] | None, Field(description="Only pages of these types (person, company, meeting, "
                                                      "concept, ...).")]
LinkTypes = Annotated[list[str] | None, Field(description="Only edges of these types (works_at, invested_in, "
                                                          "founded, advises, attended, mentions, ...).")]
AsOf = Annotated[str | None, Field(description="Show the graph as it was at this time (ISO 8601); default: now.")]
Since = Annotated[str | None, Field(description="From this date on (YYYY-MM-DD).")]
Until = Annotated[str | None, Field(description="Up to this date (YYYY-MM-DD).")]
Detail = Annotated[str | None, Field(description="low (compiled truth only), medium or high; default: chosen "
                                                 "from the question.")]
HeldAt = Annotated[str | None, Field(description="World time: the relations that held on this day (YYYY-MM-DD); "
                                                 "default today, or the day of as_of.")]
HeldDuring = Annotated[str | None, Field(description="World time: the relations that held at some time in a period, "
                                                     "a daterange such as [2021-01-01,2022-01-01) (instead of "
                                                     "held_at).")]
Held = Annotated[str | None, Field(description="current (default: the relations that hold at held_at or during "
                                               "held_during), ended (former: no longer held) or any.")]


def _results(rows: list, explain: bool = True) -> dict[str, Any]:
    out = jsonable(rows)
    if not explain:
        for r in out:
            r.pop("explain", None)
    return {"results": out}


# ---- tools -----------------------------------------------------------------------------------------
@_tool(READ)
def query(query: Annotated[str, Field(description="A question or keywords, English or Japanese "
                                                  "(at most 2000 characters).")],
          limit: Annotated[int, Field(description="Pages to return, 1..100 (more is clamped to 100).")] = 10,
          sources: Sources = None, types: Types = None, since: Since = None, until: Until = None,
          detail: Detail = None,
          explain: Annotated[bool, Field(description="Include each result's ranking details.")] = False,
          ) -> dict[str, Any]:
    """Hybrid search (brain.search): keywords, Japanese bigrams, the query's embedding and the typed graph,
    fused; relational questions ('who invested in Acme?') are answered from the edges. One result per
    page: slug, source_id, title, type, the best chunk and a score."""
    from .embed import query_embedding

    try:
        provider = _STATE.provider()
    except BrainError as exc:
        return _error(exc)
    # the query is checked by SQL (brain.check_search) before the model embeds it
    return _call(lambda b: _results(b.search(query, query_embedding(b.conn, provider, query), limit, sources, types,
                                             since, until, detail=detail), explain))


@_tool(READ)
def plan_question(query: Annotated[str, Field(description="A question, English or Japanese (at most 2000 "
                                                          "characters).")],
                  sources: Sources = None) -> dict[str, Any]:
    """How a question would be answered from the graph (brain.plan_question): the pages it names (with how each
    name matched), the relation it asks for and its direction, the page type of the answers, a confidence
    (0 = no plan) and why. Nothing is searched."""
    return _call(lambda b: {"plan": b.plan_question(query, sources)})


@_tool(READ)
def search(query: Annotated[str, Field(description="Keywords (English words or Japanese text).")],
           limit: Annotated[int, Field(description="Pages to return, 1..100 (more is clamped to 100).")] = 10,
           sources: Sources = None, types: Types = None, detail: Detail = None,
           explain: Annotated[bool, Field(description="Include each result's ranking details.")] = False,
           ) -> dict[str, Any]:
    """Keyword search only (brain.search_keyword): full text, titles and Japanese bigrams, no embedding."""
    return _call(lambda b: _results(b.search_keyword(query, limit, sources, types, detail=detail), explain))


@_tool(READ)
def get_page(slug: Slug, source: SourceArg = None) -> dict[str, Any]:
    """One live page (brain.get_page): slug, source_id, title, type, compiled_truth (the current summary),
    timeline, frontmatter, content_hash, created_at, updated_at."""
    return _call(lambda b: {"page": jsonable(b.get_page(slug, _source(source)))})


@_tool(WRITE)
def put_page(slug: Slug,
             content: Annotated[str, Field(description="The whole page as markdown: optional YAML frontmatter "
                                                       "between --- lines, a body whose links such as "
                                                       "[[people/alice]] become edges, and an optional timeline "
                                                       "after a <!-- timeline --> line.")],
             source: SourceArg = None) -> dict[str, Any]:
    """Write one page (create or replace), parsed exactly like `pgbrain put`: an unchanged page is not
    written again. Returns the status (new, updated, unchanged) and the edge diff. Whether edges and timeline
    entries are derived from it is the database's decision, from the role this server acts as; `auto_link`
    says whether they were, and why not. The page's new chunks are embedded before the answer, so it is
    searchable by meaning at once (`embeddings`; off when the brain's config mcp.embed_on_write is false; left to a
    running `pgbrain embed --follow` worker when there is one: `left_to_worker`)."""
    from .ingest import page_error, put_text
    from .markdown import ParseError

    src = _source(source)

    def work(b: Brain) -> dict[str, Any]:
        try:
            # always ask for auto-link: brain.put_page grants it or not from the role (never from this argument)
            result, warnings = put_text(b.conn, content, slug, source_id=src, auto_link=True,
                                        create_source=False)
        except ParseError as exc:
            raise page_error(exc) from exc
        out = {"slug": slug, "source_id": src, **jsonable(result), "warnings": warnings}
        skipped = result.diff.get("auto_link_skipped") if result.diff.get("auto_link") is False else None
        reasons = {
            "role": f"untrusted writer: this server acts as role {_STATE.config.role or b.conn.info.user}, which "
                    "may not auto-link, so the page is stored without derived edges or timeline (an admin can "
                    "allow a slug prefix: config trust.auto_link_prefixes)",
            "source": f"source {src} is untrusted: its pages never auto-link",
            "config": "auto_link is off in brain.config",
        }
        out["auto_link"] = ({"applied": True} if skipped is None
                            else {"applied": False, "skipped": skipped, "reason": reasons.get(skipped, skipped)})
        # searchable by meaning at once: the page's new chunks embedded before the answer (config
        # mcp.embed_on_write false: left to pgbrain embed)
        out["embeddings"] = None
        if b.get_config("mcp.embed_on_write")[0].value is True:
            from .embed import embed_page

            embedded, failure = embed_page(b, slug, src, provider=_STATE.provider)
            if failure:
                out["warnings"] = [*warnings, failure]
            elif embedded:
                out["embeddings"] = {"embedded": embedded.embedded, "skipped": embedded.skipped,
                                     "provider": embedded.provider, "model": embedded.model}
                if embedded.left_to_worker:     # a pgbrain embed --follow worker runs: it embeds them
                    out["embeddings"]["left_to_worker"] = embedded.left_to_worker
        return out
    return _call(work)


@_tool(READ)
def list_pages(sources: Sources = None, types: Types = None,
               slug_prefix: Annotated[str | None, Field(description="Only slugs starting with this, "
                                                                    "e.g. people/.")] = None,
               updated_after: Annotated[str | None, Field(description="Only pages changed after this time "
                                                                      "(ISO 8601).")] = None,
               sort: Annotated[str, Field(description="updated (newest first), created (newest first) "
                                                      "or slug.")] = "updated",
               limit: Annotated[int, Field(description="Pages to return, 1..1000 (more is clamped "
                                                       "to 1000).")] = 50,
               offset: Annotated[int, Field(description="Skip this many (paging).")] = 0) -> dict[str, Any]:
    """List live pages (brain.list_pages): slug, source_id, title, type, dates."""
    return _call(lambda b: {"pages": b.list_pages(sources, types, slug_prefix, updated_after, sort, limit,
                                                  offset)})


@_tool(READ)
def backlinks(slug: Slug, source: SourceArg = None, link_types: LinkTypes = None, as_of: AsOf = None,
              held_at: HeldAt = None, held_during: HeldDuring = None, held: Held = None) -> dict[str, Any]:
    """Edges pointing at a page (brain.backlinks), with their type, context, provenance and when they held (by
    default only the relations that hold today: held ended for former ones)."""
    return _call(lambda b: {"backlinks": b.backlinks(slug, _source(source), link_types, as_of, held_at, held_during,
                                                     held)})


@_tool(READ)
def get_links(slug: Slug, source: SourceArg = None,
              direction: Annotated[str, Field(description="out, in or both.")] = "both",
              link_types: LinkTypes = None, as_of: AsOf = None, held_at: HeldAt = None,
              held_during: HeldDuring = None, held: Held = None) -> dict[str, Any]:
    """A page's edges (brain.list_links), outgoing, incoming or both, with when each held and its evidence (by
    default only the relations that hold today)."""
    return _call(lambda b: {"links": b.list_links(slug, _source(source), direction, link_types, as_of, held_at,
                                                  held_during, held)})


@_tool(READ)
def traverse_graph(slug: Slug, source: SourceArg = None,
                   depth: Annotated[int | None, Field(description="Hops, 0 to 10 (null = 5; above 10 is clamped to 10 "
                                                                   "with a notice).")] = 5,
                   direction: Annotated[str, Field(description="out, in or both.")] = "out",
                   link_types: LinkTypes = None, as_of: AsOf = None,
                   sources: Annotated[list[str] | None, Field(description="Sources the walk may enter (null = the "
                                                                          "federated ones and the start page's).")]
                   = None, held_at: HeldAt = None, held_during: HeldDuring = None, held: Held = None
                   ) -> dict[str, Any]:
    """Walk typed edges from a page (brain.traverse): every edge reached within depth hops as (depth, from_slug,
    to_slug, link_type, path, held_from, held_until, held_ended); the edge that closes a cycle is reported once,
    nothing loops. By default only relations that hold today are walked (held ended / any, held_at, held_during)."""
    return _call(lambda b: {"edges": b.traverse(slug, depth, link_types, direction, sources, as_of,
                                                _source(source), held_at, held_during, held)})


@_tool(WRITE)
def add_link(from_slug: Slug, to_slug: Slug,
             link_type: Annotated[str, Field(description="Edge type, snake_case: works_at, invested_in, founded, "
                                                         "advises, attended, mentions, or your own.")],
             context: Annotated[str | None, Field(description="Why the edge holds (a sentence).")] = None,
             source: SourceArg = None,
             held_from: Annotated[str | None, Field(description="When the relation began: YYYY, YYYY-MM or "
                                                               "YYYY-MM-DD.")] = None,
             held_until: Annotated[str | None, Field(description="When it ended: YYYY, YYYY-MM or YYYY-MM-DD "
                                                                "(2022 = through 2022).")] = None,
             held_ended: Annotated[bool | None, Field(description="true: it has ended at an unknown date "
                                                                 "(former).")] = None) -> dict[str, Any]:
    """Add a manual edge from_slug --link_type--> to_slug between two pages of one source (brain.add_link), with
    when it held if known. Manual edges are never changed by re-linking; an identical one is returned with created
    false."""
    return _call(lambda b: {"link": b.add_link(from_slug, to_slug, link_type, context, _source(source), held_from,
                                               held_until, held_ended)})


@_tool(WRITE)
def remove_link(from_slug: Slug, to_slug: Slug,
                link_type: Annotated[str | None, Field(description="Only this type; every type when "
                                                                   "omitted.")] = None,
                source: SourceArg = None) -> dict[str, Any]:
    """Retire manual edges from_slug -> to_slug (brain.remove_link); they stay in the history. Edges derived
    from a page's content go away when that page stops asserting them."""
    return _call(lambda b: {"retired": b.remove_link(from_slug, to_slug, link_type, _source(source))})


@_tool(READ)
def timeline(slug: OptSlug = None, source: SourceArg = None, since: Since = None, until: Until = None,
             limit: Annotated[int, Field(description="Entries to return, at least 1 (capped at 10000).")] = 100,
             ) -> dict[str, Any]:
    """Dated events of a page, or of every page of the source, newest first (brain.timeline)."""
    return _call(lambda b: {"entries": b.timeline(slug, _source(source), since, until, limit)})


@_tool(READ)
def facts(slug: OptSlug = None, source: SourceArg = None,
          include_retired: Annotated[bool, Field(description="Also facts no longer valid.")] = False,
          ) -> dict[str, Any]:
    """Facts about a page's entity, or every fact of the source, with their validity (brain.facts)."""
    return _call(lambda b: {"facts": b.facts(slug, _source(source), include_retired)})


@_tool(READ)
def takes(slug: OptSlug = None,
          holder: Annotated[str | None, Field(description="Only takes held by this person.")] = None,
          source: SourceArg = None,
          include_inactive: Annotated[bool, Field(description="Also takes no longer held.")] = False,
          ) -> dict[str, Any]:
    """Takes (facts, takes, bets, hunches) with their weight, on a page or on every page of the source
    (brain.takes)."""
    return _call(lambda b: {"takes": b.takes(slug, holder, _source(source), include_inactive)})


@_tool(READ)
def list_sources() -> dict[str, Any]:
    """Every source with its settings and page counts (brain.list_sources); federated ones are searched
    by default."""
    return _call(lambda b: {"sources": b.list_sources()})


Symbol = Annotated[str, Field(description="A code symbol: a bare name (run) matches every symbol of that name, a "
                                          "qualified one (Foo.run; :: and # count as .) exactly.")]
Lang = Annotated[str | None, Field(description="Only this language (python, typescript, tsx, javascript, go, "
                                               "rust).")]
EdgeTypes = Annotated[list[str] | None, Field(description="Only these edge types (calls, imports, references); "
                                                          "default: all.")]


def _code_rows(symbol: str, sources: list[str] | None, key: str, rows: list) -> dict[str, Any]:
    """spec 8.4's envelope, as the CLI's --json gives it."""
    out: dict[str, Any] = {"symbol": symbol, "sources": sources, "scope": "named" if sources else "federated",
                           "count": len(rows), "status": "found" if rows else "no_match", key: rows}
    if not rows:
        out["hint"] = ("a bare name (run) matches every symbol of that name, a qualified one (Foo.run) exactly; "
                       "code_refs finds every line that names it")
    return out


@_tool(READ)
def code_def(symbol: Symbol, lang: Lang = None, sources: Sources = None,
             limit: Annotated[int, Field(description="Definitions to return (1..500).")] = 20) -> dict[str, Any]:
    """Where a code symbol is defined (brain.code_def): file, start and end line, kind, qualified name, doc
    comment and the first 500 characters, functions and classes first."""
    return _call(lambda b: _code_rows(symbol, sources, "results", b.code_def(symbol, lang, sources, limit)))


@_tool(READ)
def code_refs(symbol: Symbol, lang: Lang = None, sources: Sources = None,
              limit: Annotated[int, Field(description="Lines to return (1..500).")] = 50) -> dict[str, Any]:
    """Every line of code that names a symbol (brain.code_refs): file, line, definition or reference, the
    innermost symbol around it and the line's text; finds uses the call graph cannot see."""
    return _call(lambda b: _code_rows(symbol, sources, "results", b.code_refs(symbol, lang, sources, limit)))


@_tool(READ)
def code_callers(symbol: Symbol, sources: Sources = None, edge_types: EdgeTypes = None,
                 limit: Annotated[int, Field(description="Edges to return (1..500).")] = 100) -> dict[str, Any]:
    """Who calls, imports or references a code symbol (brain.code_callers): the call site (file, line), the
    calling symbol, the edge type, whether the edge is resolved to the symbol's definition, and where that is."""
    return _call(lambda b: _code_rows(symbol, sources, "callers", b.code_callers(symbol, sources, edge_types, limit)))


@_tool(READ)
def code_callees(symbol: Symbol, sources: Sources = None, edge_types: EdgeTypes = None,
                 limit: Annotated[int, Field(description="Edges to return (1..500).")] = 100) -> dict[str, Any]:
    """What a code symbol calls, imports or references (brain.code_callees): the call site (file, line), the
    target (its definition's file and line when resolved, else the name as written)."""
    return _call(lambda b: _code_rows(symbol, sources, "callees", b.code_callees(symbol, sources, edge_types, limit)))


# ---- the server ------------------------------------------------------------------------------------
class _Server(MCPServer):
    """MCPServer whose own refusals (an unknown tool, arguments that do not fit the schema, a crash) carry a
    SQLSTATE, a message and a HINT like every other tool error, instead of only "Error executing tool"."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context=None):  # noqa: ANN001, ANN201
        try:
            return await super().call_tool(name, arguments, context)
        except UnexpectedToolError:
            # a bug in a tool: its traceback goes to the server's log, never to the client
            logging.getLogger(__name__).exception("tool %r raised an unexpected exception", name)
            return _error(BrainError(f"internal error in tool {name}", sqlstate="XX000",
                                     hint="the server's log has the traceback; please report it"))
        except ToolError as exc:
            if self._tool_manager.get_tool(name) is None:
                known = sorted(t.name for t in self._tool_manager.list_tools())
                return _error(BrainError(f"unknown tool {name!r}", sqlstate="42883",
                                         hint="the tools are: " + ", ".join(known)))
            cause = exc.__cause__
            if isinstance(cause, ValidationError):
                problems = "; ".join(f"{'.'.join(str(x) for x in e['loc'])}: {e['msg']}" for e in cause.errors())
                return _error(BrainError(f"invalid arguments for tool {name}", sqlstate="22023",
                                         detail=problems[:1000],
                                         hint="the tool's input schema (tools/list) names each argument's type"))
            return _error(BrainError(str(exc), sqlstate="XX000", hint="see the server's log"))


def build_server(config: ServerConfig, pool) -> MCPServer:  # noqa: ANN001
    """An MCPServer with every tool, over the given psycopg pool."""
    _STATE.config = config
    _STATE.pool = pool
    server = _Server("pgbrain", version=__version__, instructions=INSTRUCTIONS, log_level="WARNING")
    for fn, hints in _TOOLS:
        server.add_tool(fn, annotations=hints, structured_output=True)
    return server


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def http_token(token_file: str | None) -> str | None:
    """The bearer token: the first line of token_file, else $PGBRAIN_MCP_TOKEN, else None."""
    if token_file:
        try:
            with open(token_file, encoding="utf-8") as fh:
                token = fh.readline().strip()
        except OSError as exc:
            raise BrainError(f"cannot read the token file {token_file}", detail=str(exc), sqlstate="58030",
                             hint="pass a readable file whose first line is the token") from exc
    else:
        token = os.environ.get(TOKEN_ENV, "").strip()
    if token and len(token) < MIN_TOKEN_CHARS:
        raise BrainError(f"the bearer token is too short ({len(token)} characters)", sqlstate="22023",
                         hint=f"use at least {MIN_TOKEN_CHARS} random characters, e.g. "
                              "python -c 'import secrets; print(secrets.token_urlsafe(32))'")
    return token or None


class BearerAuth:
    """ASGI middleware: every HTTP request must carry `Authorization: Bearer <token>`, else 401."""

    def __init__(self, app, token: str) -> None:  # noqa: ANN001
        self.app = app
        self.token = token.encode()

    async def __call__(self, scope, receive, send) -> None:  # noqa: ANN001
        if scope["type"] == "http":
            given = b""
            for name, value in scope.get("headers", []):
                if name == b"authorization":
                    given = value
            scheme, _, credential = given.partition(b" ")
            if scheme.lower() != b"bearer" or not hmac.compare_digest(credential.strip(), self.token):
                body = json.dumps({"error": {"sqlstate": "28000", "message": "missing or wrong bearer token",
                                             "hint": f"send Authorization: Bearer <the token in {TOKEN_ENV}>"}
                                   }).encode()
                await send({"type": "http.response.start", "status": 401,
                            "headers": [(b"content-type", b"application/json"),
                                        (b"www-authenticate", b'Bearer realm="pgbrain"'),
                                        (b"content-length", str(len(body)).encode())]})
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def serve(config: ServerConfig, *, host: str = "127.0.0.1", port: int = 8765, token: str | None = None) -> None:
    """Run the server until stdin closes (stdio) or it is interrupted (HTTP)."""
    with db.connect(config.dsn, autocommit=True) as conn:   # fail fast, with the CLI's connection error
        if not conn.execute("select to_regprocedure('brain.list_pages(text[], text[], text, timestamptz, text, "
                            "integer, integer)') is not null").fetchone()[0]:
            raise BrainError("the brain schema is missing or older than this pgbrain", sqlstate="55000",
                             detail=f"database {conn.info.dbname} on {conn.info.host}:{conn.info.port}",
                             hint="run: pgbrain db upgrade")
        if config.role is not None:
            db.set_role(conn, config.role)   # fail fast when the login role may not act as it
        Brain(conn).ensure_source(config.source)
    pool = db.make_pool(config.dsn, min_size=1, max_size=4, autocommit=True, app_name="pgbrain-mcp",
                        role=config.role)
    # reads to the hot standbys of PGBRAIN_READ_DSN (their pools connect on first use: a standby down at start
    # is skipped like one that goes down later)
    route = db.ReadRoute()
    _STATE.route = route
    _STATE.read_pools = [db.make_pool(d, min_size=0, max_size=4, autocommit=True, app_name="pgbrain-mcp",
                                      role=config.role) for d in route.dsns]
    try:
        server = build_server(config, pool)
        if config.transport == "stdio":
            server.run("stdio")
            return
        import uvicorn

        app = server.streamable_http_app(host=host)
        if token:
            app = BearerAuth(app, token)
        auth = "bearer token required" if token else "no token: anyone who can reach this port can call it"
        where = f"[{host}]" if ":" in host else host
        print(f"pgbrain MCP server on http://{where}:{port}/mcp ({auth}; acting as role {config.role})",
              file=sys.stderr, flush=True)
        uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="on")).run()
    finally:
        pool.close()
        for read_pool in _STATE.read_pools:
            read_pool.close()
