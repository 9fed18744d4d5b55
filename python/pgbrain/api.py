"""One method per public SQL function, each declaring the function it calls once: ``@sql("brain.name(arg type,
...)")`` names the function, its arguments in order and the cast each is sent with
(tests/schema/test_api_catalog.py checks every declaration against the catalog).

A call sends only the arguments the caller gave, in named notation, so the SQL function's defaults are the only ones
(an optional parameter defaults to UNSET; an explicit None is SQL null). Rows come back as dataclasses. ``on_sql``
(set by the CLI's --show-sql) receives every statement with its parameters inlined, exactly as a DBA would type it
into psql.
"""

from __future__ import annotations

import functools
import inspect
import json
import re
import typing
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, is_dataclass
from datetime import date, datetime
from typing import Any

import psycopg
from psycopg.rows import class_row


@dataclass
class StatusRow:
    component: str
    version: str
    detail: str


@dataclass
class TableCount:
    table_name: str
    row_count: int
    description: str


@dataclass
class EmbeddingChange:
    table_name: str
    embeddings_cleared: int
    column_type: str


@dataclass
class PutResult:
    page_id: int
    status: str
    links_added: int
    links_retired: int
    links_kept: int
    unresolved: int
    diff: dict


@dataclass
class PutPagesRow:
    ord: int
    slug: str | None
    page_id: int | None
    status: str
    auto_link_skipped: str | None
    error_sqlstate: str | None
    error_message: str | None
    error_detail: str | None
    error_hint: str | None


@dataclass
class RelinkPageResult:
    page_id: int
    links_added: int
    links_retired: int
    links_kept: int
    unresolved: int
    diff: dict


@dataclass
class RelinkResult:
    pages: int
    links_added: int
    links_retired: int
    links_kept: int
    unresolved: int


@dataclass
class RelinkBatch:
    pages: int
    links_added: int
    links_retired: int
    links_kept: int
    unresolved: int
    last_id: int | None
    total: int | None


@dataclass
class GraphSyncResult:
    vertices: int
    edges: int
    edge_labels: int
    seconds: float


@dataclass
class PagerankResult:
    pages: int
    edges: int
    iterations: int
    delta: float
    converged: bool
    seconds: float


@dataclass
class Page:
    slug: str
    source_id: str
    title: str
    type: str
    compiled_truth: str
    timeline: str
    frontmatter: dict
    content_hash: str
    created_at: datetime
    updated_at: datetime


@dataclass
class DeleteResult:
    page_id: int
    deleted_at: datetime
    edges_hidden: int


@dataclass
class RestoreResult:
    page_id: int
    restored: bool
    edges_visible: int


@dataclass
class AddLinkResult:
    link_id: int
    created: bool
    valid_from: datetime


@dataclass
class RemoveLinkResult:
    link_id: int
    retired_type: str
    retired_at: datetime


@dataclass
class Backlink:
    from_slug: str
    from_source_id: str
    link_type: str
    context: str
    link_source: str
    origin_slug: str | None
    origin_field: str | None
    valid_from: datetime
    valid_to: datetime | None
    held_from: str | None = None
    held_until: str | None = None
    held_ended: bool = False


@dataclass
class Link:
    from_slug: str
    to_slug: str
    link_type: str
    context: str
    link_source: str
    origin_slug: str | None
    origin_field: str | None
    valid_from: datetime
    valid_to: datetime | None
    held_from: str | None = None
    held_until: str | None = None
    held_ended: bool = False
    held_evidence: list | None = None


@dataclass
class TraverseRow:
    depth: int
    from_slug: str
    to_slug: str
    link_type: str
    path: list[str]
    from_title: str
    to_title: str
    held_from: str | None = None
    held_until: str | None = None
    held_ended: bool | None = None


@dataclass
class Neighbor:
    slug: str
    source_id: str
    title: str
    type: str
    link_type: str
    direction: str
    held_from: str | None = None
    held_until: str | None = None
    held_ended: bool = False


@dataclass
class LinkEvent:
    direction: str
    from_slug: str
    to_slug: str
    link_type: str
    link_source: str
    origin_slug: str | None
    origin_field: str | None
    context: str
    valid_from: datetime
    valid_to: datetime | None
    status: str
    held_from: str | None = None
    held_until: str | None = None
    held_ended: bool = False


@dataclass
class TimelineEntry:
    page_slug: str
    date: Any
    summary: str
    detail: str
    source: str
    origin: str


@dataclass
class AddedEntry:
    entry_id: int
    created: bool


@dataclass
class Fact:
    fact_id: int
    about_slug: str | None
    fact: str
    kind: str
    confidence: float
    notability: str
    valid_from: datetime
    valid_to: datetime | None
    superseded_by: int | None
    origin_slug: str | None
    provenance: str


@dataclass
class AddedFact:
    fact_id: int
    superseded: int | None


@dataclass
class Take:
    take_id: int
    page_slug: str
    origin: str
    row_num: int
    claim: str
    kind: str
    held_by: str
    weight: float
    since: str | None
    until: str | None
    active: bool
    resolved_quality: str | None


@dataclass
class AddedTake:
    take_id: int
    row_num: int


@dataclass
class StaleChunk:
    chunk_id: int
    text_hash: str
    chunk_text: str
    slug: str


@dataclass
class EmbeddingsWritten:
    updated: int
    skipped: int


@dataclass
class SearchResult:
    slug: str
    source_id: str
    title: str
    type: str
    chunk_text: str | None
    chunk_source: str | None
    score: float
    explain: dict


@dataclass
class CodePutResult:
    page_id: int
    slug: str
    status: str
    chunks_written: int
    symbols_written: int
    edges_written: int
    edges_resolved: int


@dataclass
class CodeResolveResult:
    edges: int
    resolved: int
    unresolved: int


@dataclass
class CodeDef:
    symbol_name_qualified: str
    symbol_name: str
    symbol_type: str
    language: str
    file: str
    start_line: int
    end_line: int
    slug: str
    source_id: str
    doc_comment: str | None
    snippet: str


@dataclass
class CodeEdge:
    from_symbol_qualified: str
    to_symbol_qualified: str
    edge_type: str
    resolved: bool
    file: str
    line: int | None
    slug: str
    source_id: str
    target_file: str | None
    target_line: int | None


@dataclass
class CodeRef:
    file: str
    line: int
    kind: str
    in_symbol: str | None
    language: str
    slug: str
    source_id: str
    text: str


@dataclass
class Expansion:
    variant: str
    kind: str
    term: str
    replacement: str
    page_slug: str | None


@dataclass
class QuestionPlan:
    entities: list[dict]
    steps: list[dict]
    answer_type: str | None
    confidence: float
    why: str


@dataclass
class Source:
    id: str
    name: str
    federated: bool
    trusted: bool
    local_path: str | None
    config: dict
    archived_at: datetime | None
    created_at: datetime


@dataclass
class SourceInfo:
    id: str
    name: str
    federated: bool
    trusted: bool
    pages: int
    deleted_pages: int
    created_at: datetime


@dataclass
class SourceGrant:
    id: int
    role_name: str
    source_id: str | None
    can_write: bool
    created_at: datetime


@dataclass
class RevokedGrant:
    revoked_role: str
    revoked_source: str | None
    revoked: bool


@dataclass
class Access:
    role_name: str
    admin: bool
    restricted: bool
    read_sources: list[str]
    write_sources: list[str]
    auto_link: bool


@dataclass
class RemovedSource:
    removed_source: str
    pages_removed: int
    links_removed: int
    facts_removed: int
    pages_relinked: int


@dataclass
class PageEntry:
    slug: str
    source_id: str
    title: str
    type: str
    page_kind: str
    updated_at: datetime
    created_at: datetime


@dataclass
class ConfigRow:
    key: str
    value: Any
    description: str
    updated_at: datetime


class _Unset:
    """The type of UNSET (its repr is its name, so signatures read ``source_id: str = UNSET``)."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()
"""The default of every optional Brain argument: left out of the call, so the SQL function's own default is the only
one. An explicit None is sent, as SQL null."""

_SPEC = re.compile(r"brain\.([a-z][a-z0-9_]*)\(([^()]*)\)")


@dataclass(frozen=True)
class SqlCall:
    """How a Brain method calls its SQL function: the function's name, its arguments in the function's order with the
    type each is cast to, what each value is turned into first, and what the method returns (``returns``: ``rows``
    a list of ``row_type``, ``row`` the first of them, ``column`` the first column of every row, ``value`` the one
    value of a function that returns no rows)."""

    name: str
    args: tuple[tuple[str, str], ...]
    convert: dict[str, Callable[[Any], Any]]
    returns: str
    row_type: type | None

    def statement(self, given: Iterable[str] | None = None, positional: bool = False) -> str:
        """The statement in named notation with the arguments in ``given`` (every argument when None); positional:
        ``%s`` placeholders, in the function's order."""
        named = ", ".join(f"{a} => {'%s' if positional else f'%({a})s'}::{cast}" for a, cast in self.args
                          if given is None or a in given)
        if self.returns == "value":
            return f"select brain.{self.name}({named});"
        return f"select * from brain.{self.name}({named});"


@dataclass
class ImportFile:
    import_path: str
    file_hash: str | None
    slug: str
    page_kind: str


@dataclass
class PrunedPage:
    slug: str
    page_id: int
    deleted_at: datetime


@dataclass
class ImportTotals:
    pages: int
    links_current: int
    links_kept: int
    unresolved: int
    diff: dict | None


@dataclass
class ExportPage:
    slug: str
    title: str
    type: str
    compiled_truth: str
    timeline: str
    frontmatter: dict
    default_title: str
    default_type: str


def json_text(value: Any) -> str | None:
    """A value as the JSON text a jsonb parameter takes (None stays SQL null)."""
    return None if value is None else json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _json_arg(value: Any) -> str | None:
    """A jsonb argument: JSON text as it is (encoded ahead, in a parser process), else encoded here."""
    return value if isinstance(value, str) else json_text(value)


def _vector(value: Any) -> str | None:
    """A vector argument: a list of floats as pgvector's text form."""
    return None if value is None else str(value)


# how a value of a cast type is sent, unless the method names a conversion of its own
_CONVERT_BY_TYPE: dict[str, Callable[[Any], Any]] = {"jsonb": _json_arg, "vector": _vector}


def sql(spec: str, **convert: Callable[[Any], Any]) -> Callable:
    """The method calls the SQL function of ``spec``, ``"brain.name(argument type, ...)"`` (the function's arguments in
    its order, each with the type it is cast to), and its body is only its docstring.

    Only the arguments the caller gave are sent, in named notation, so the function's defaults apply to the others
    (an optional parameter defaults to UNSET); an explicit None is sent as SQL null. A jsonb value is encoded as JSON
    (text is taken as JSON already), a vector value is sent as text; ``convert`` names other conversions, by argument.
    The parameters must be the spec's arguments; the return annotation says what comes back: ``list[Row]`` (a
    dataclass) the rows, ``Row`` the first row, ``list[X]`` the first column of every row, ``X`` the one value."""
    m = _SPEC.fullmatch(spec)
    if not m:
        raise ValueError(f"not brain.name(argument type, ...): {spec!r}")
    args = tuple(tuple(a.strip().split(" ", 1)) for a in m.group(2).split(",") if a.strip())

    def wrap(method: Callable) -> _SqlMethod:
        return _SqlMethod(method, m.group(1), args, convert)

    return wrap


class _SqlMethod:
    """A Brain method made by @sql. Its SqlCall (``.sql``) is worked out from the method's signature and return
    annotation on first use, not when the module is imported: a CLI command calls one or two of the hundred methods,
    and reading them all cost it a tenth of its start-up. tests/schema/test_api_catalog.py reads every one."""

    def __init__(self, method: Callable, name: str, args: tuple, convert: dict[str, Callable[[Any], Any]]) -> None:
        functools.update_wrapper(self, method)
        self._method, self._name, self._args, self._convert = method, name, args, convert

    @functools.cached_property
    def _signature(self) -> inspect.Signature:
        sig = inspect.signature(self._method)
        if [p for p in sig.parameters if p != "self"] != [a for a, _ in self._args]:
            raise TypeError(f"{self._method.__name__}{sig}: the parameters must be the arguments of brain."
                            f"{self._name}({', '.join(' '.join(a) for a in self._args)})")
        return sig

    @functools.cached_property
    def sql(self) -> SqlCall:
        self._signature  # noqa: B018 - the parameters are checked first
        ret = typing.get_type_hints(self._method)["return"]
        item = typing.get_args(ret)[0] if typing.get_origin(ret) is list else None
        if item is not None:
            returns, row_type = ("rows", item) if is_dataclass(item) else ("column", None)
        else:
            returns, row_type = ("row", ret) if is_dataclass(ret) else ("value", None)
        conversions = {a: self._convert.get(a) or _CONVERT_BY_TYPE.get(cast) for a, cast in self._args}
        return SqlCall(self._name, self._args, {a: f for a, f in conversions.items() if f}, returns, row_type)

    def __get__(self, brain: Brain | None, owner: type | None = None) -> Any:
        return self if brain is None else functools.partial(self.__call__, brain)

    def __call__(self, b: Brain, *a: Any, **kw: Any) -> Any:
        given = self._signature.bind(b, *a, **kw).arguments
        return b._call(self.sql, {k: v for k, v in given.items() if k != "self" and v is not UNSET})


def render(conn: psycopg.Connection, query: str, params: dict[str, Any]) -> str:
    """The statement with its parameters inlined as literals (for --show-sql)."""
    if not params:
        return query
    return psycopg.ClientCursor(conn).mogrify(query, params)


class Brain:
    """The brain schema seen from Python, over one psycopg connection: one method per public SQL function."""

    def __init__(self, conn: psycopg.Connection, on_sql: Callable[[str], None] | None = None):
        self.conn = conn
        self.on_sql = on_sql

    def run(self, statement: str) -> None:
        """A session statement of a job (SET, RESET, ANALYZE), shown under --show-sql like every call."""
        if self.on_sql:
            self.on_sql(statement if statement.endswith(";") else statement + ";")
        self.conn.execute(statement)

    def _call(self, call: SqlCall, given: dict[str, Any]) -> Any:
        params = {a: call.convert[a](v) if a in call.convert else v for a, v in given.items()}
        query = call.statement(params)
        if self.on_sql:
            self.on_sql(render(self.conn, query, params))
        if call.row_type is not None:
            with self.conn.cursor(row_factory=class_row(call.row_type)) as cur:
                rows = cur.execute(query, params).fetchall()
            return rows if call.returns == "rows" else rows[0]
        rows = self.conn.execute(query, params).fetchall()
        return [r[0] for r in rows] if call.returns == "column" else rows[0][0]

    @sql("brain.status()")
    def status(self) -> list[StatusRow]:
        """What this brain runs on: versions, extensions, the embedding model."""

    @sql("brain.table_counts(estimate boolean)")
    def table_counts(self, estimate: bool = UNSET) -> list[TableCount]:
        """Rows in every brain table (exact, or the planner's estimates)."""

    @sql("brain.get_config(key text)")
    def get_config(self, key: str | None = UNSET) -> list[ConfigRow]:
        """The setting of key, or every setting (key None)."""

    @sql("brain.set_config(key text, value jsonb)", value=json_text)
    def set_config(self, key: str, value: Any) -> ConfigRow:
        """Change one setting; value is any JSON value (a str is a JSON string)."""

    @sql("brain.add_source(source_id text, name text, federated boolean, trusted boolean)")
    def add_source(self, source_id: str, name: str | None = UNSET, federated: bool = UNSET,
                   trusted: bool = UNSET) -> Source:
        """Add a source."""

    @sql("brain.ensure_source(source_id text, create_missing boolean)")
    def ensure_source(self, source_id: str, create_missing: bool = UNSET) -> str:
        """The source id when the source exists (P0002 otherwise), created when asked."""

    @sql("brain.list_sources()")
    def list_sources(self) -> list[SourceInfo]:
        """Every source, with its page counts."""

    @sql("brain.set_source(source_id text, name text, federated boolean, trusted boolean)")
    def set_source(self, source_id: str, name: str | None = UNSET, federated: bool | None = UNSET,
                   trusted: bool | None = UNSET) -> Source:
        """Change a source's settings (None leaves one as it is)."""

    @sql("brain.remove_source(source_id text, cascade boolean)")
    def remove_source(self, source_id: str, cascade: bool = UNSET) -> RemovedSource:
        """Remove a source; one with pages only with cascade."""

    @sql("brain.grant_source(role_name text, source_id text, can_write boolean)")
    def grant_source(self, role_name: str, source_id: str | None = UNSET, can_write: bool = UNSET) -> SourceGrant:
        """Let a role read (and write) a source, or every source (source_id None)."""

    @sql("brain.revoke_source(role_name text, source_id text)")
    def revoke_source(self, role_name: str, source_id: str | None = UNSET) -> RevokedGrant:
        """Take a role's grant on a source back."""

    @sql("brain.list_grants(role_name text)")
    def list_grants(self, role_name: str | None = UNSET) -> list[SourceGrant]:
        """The source grants of one role, or of all (None)."""

    @sql("brain.my_access()")
    def my_access(self) -> Access:
        """What the caller may read and write."""

    @sql("brain.set_embedding_model(model text, dimensions integer)")
    def set_embedding_model(self, model: str, dimensions: int) -> list[EmbeddingChange]:
        """Switch the embedding model: clears the vectors, retypes the columns."""

    @sql("brain.put_page(slug text, title text, type text, compiled_truth text, timeline text, frontmatter jsonb, "
         "candidates jsonb, chunks jsonb, timeline_entries jsonb, takes jsonb, facts jsonb, source_id text, "
         "auto_link boolean, import_path text, file_hash text, defer_links boolean)")
    def put_page(self, slug: str, *, title: str | None = UNSET, type: str | None = UNSET, compiled_truth: str = UNSET,
                 timeline: str = UNSET, frontmatter: dict | None = UNSET, candidates: list | None = UNSET,
                 chunks: list | None = UNSET, timeline_entries: list | None = UNSET, takes: list | None = UNSET,
                 facts: list | None = UNSET, source_id: str = UNSET, auto_link: bool = UNSET,
                 import_path: str | None = UNSET, file_hash: str | None = UNSET,
                 defer_links: bool = UNSET) -> PutResult:
        """Write one page and reconcile its edges."""

    @sql("brain.put_pages(pages jsonb, source_id text, auto_link boolean)")
    def put_pages(self, pages: list[dict] | str, source_id: str = UNSET, auto_link: bool = UNSET) -> list[PutPagesRow]:
        """Write a batch of pages in one transaction, set-based, their edges deferred (bulk import); a page refused
        comes back with its error and the others are written."""

    @sql("brain.type_from_slug(slug text)")
    def type_from_slug(self, slug: str) -> str:
        """The page type a slug implies when the frontmatter names none."""

    @sql("brain.title_from_slug(slug text)")
    def title_from_slug(self, slug: str) -> str:
        """The title a slug implies when neither the caller nor the frontmatter names one."""

    @sql("brain.check_slug(slug text)")
    def check_slug(self, slug: str) -> str:
        """The slug when it is valid, else 22023 with the reason (the one slug rule)."""

    @sql("brain.get_page(slug text, source_id text)")
    def get_page(self, slug: str, source_id: str = UNSET) -> Page:
        """One live page (P0002 when there is none)."""

    @sql("brain.list_pages(sources text[], types text[], slug_prefix text, updated_after timestamptz, sort text, "
         "max_results integer, result_offset integer)")
    def list_pages(self, sources: list[str] | None = UNSET, types: list[str] | None = UNSET,
                   slug_prefix: str | None = UNSET, updated_after: datetime | str | None = UNSET, sort: str = UNSET,
                   max_results: int | None = UNSET, result_offset: int = UNSET) -> list[PageEntry]:
        """Live pages, filtered, sorted and paged."""

    @sql("brain.delete_page(slug text, source_id text)")
    def delete_page(self, slug: str, source_id: str = UNSET) -> DeleteResult:
        """Soft-delete a page and hide its edges."""

    @sql("brain.restore_page(slug text, source_id text)")
    def restore_page(self, slug: str, source_id: str = UNSET) -> RestoreResult:
        """Undo delete_page."""

    @sql("brain.relink_page(slug text, source_id text, candidates jsonb)")
    def relink_page(self, slug: str, source_id: str = UNSET, candidates: list | None = UNSET) -> RelinkPageResult:
        """Re-derive one page's edges (from the stored references, or from candidates)."""

    @sql("brain.relink_pages(sources text[], which text)")
    def relink_pages(self, sources: list[str] | None = UNSET, which: str = UNSET) -> RelinkResult:
        """Re-derive many pages' edges (all, stale or unresolved)."""

    @sql("brain.relink_batch(sources text[], which text, after_id bigint, max_pages integer)")
    def relink_batch(self, sources: list[str] | None = UNSET, which: str = UNSET, after_id: int | None = UNSET,
                     max_pages: int = UNSET) -> RelinkBatch:
        """One batch of a relink (the next pages after after_id), for a client that commits after each."""

    @sql("brain.import_files(source_id text)")
    def import_files(self, source_id: str = UNSET) -> list[ImportFile]:
        """The files earlier imports wrote the source's live pages from, with their hashes."""

    @sql("brain.prune_import(source_id text, keep_slugs text[], code boolean)")
    def prune_import(self, source_id: str, keep_slugs: list[str], code: bool = UNSET) -> list[PrunedPage]:
        """Soft-delete the imported pages whose files an import no longer found."""

    @sql("brain.import_totals(source_id text, slugs text[], links_added integer, since timestamptz, "
         "diff_max integer)")
    def import_totals(self, source_id: str, slugs: list[str], links_added: int = UNSET, since: datetime = UNSET,
                      diff_max: int | None = UNSET) -> ImportTotals:
        """The totals of an import's summary, and with since the edges it added and retired."""

    @sql("brain.export_pages(source_id text)")
    def export_pages(self, source_id: str = UNSET) -> list[ExportPage]:
        """The live markdown pages, with the title and type a re-import would derive."""

    @sql("brain.refresh_pagerank(damping double precision, max_iterations integer, tolerance double precision)")
    def refresh_pagerank(self, damping: float | None = UNSET, max_iterations: int | None = UNSET,
                         tolerance: float | None = UNSET) -> PagerankResult:
        """PageRank over the typed graph into brain.page_ranks."""

    @sql("brain.sync_graph()")
    def sync_graph(self) -> GraphSyncResult:
        """Rebuild the Apache AGE graph from the current edges."""

    @sql("brain.cypher(query text, params jsonb)")
    def cypher(self, query: str, params: dict[str, Any] | None = UNSET) -> list[Any]:
        """One Cypher query on the AGE graph, params bound as agtype: one JSON value per row."""

    @sql("brain.add_link(from_slug text, to_slug text, link_type text, context text, source_id text, held_from text, "
         "held_until text, held_ended boolean)")
    def add_link(self, from_slug: str, to_slug: str, link_type: str, context: str | None = UNSET,
                 source_id: str = UNSET, held_from: str | None = UNSET, held_until: str | None = UNSET,
                 held_ended: bool | None = UNSET) -> AddLinkResult:
        """A manual edge, with when it held (YYYY, YYYY-MM or YYYY-MM-DD) if known."""

    @sql("brain.remove_link(from_slug text, to_slug text, link_type text, source_id text)")
    def remove_link(self, from_slug: str, to_slug: str, link_type: str | None = UNSET,
                    source_id: str = UNSET) -> list[RemoveLinkResult]:
        """Retire manual edges (of every type when link_type is None)."""

    @sql("brain.backlinks(slug text, source_id text, link_types text[], as_of timestamptz, held_at date, "
         "held_during daterange, held text)")
    def backlinks(self, slug: str, source_id: str = UNSET, link_types: list[str] | None = UNSET,
                  as_of: datetime | str | None = UNSET, held_at: Any = UNSET, held_during: str | None = UNSET,
                  held: str | None = UNSET) -> list[Backlink]:
        """Edges pointing at a page, now or as of a time; by world time: held at a day, during a period, ended."""

    @sql("brain.list_links(slug text, source_id text, direction text, link_types text[], as_of timestamptz, "
         "held_at date, held_during daterange, held text)")
    def list_links(self, slug: str, source_id: str = UNSET, direction: str = UNSET,
                   link_types: list[str] | None = UNSET, as_of: datetime | str | None = UNSET, held_at: Any = UNSET,
                   held_during: str | None = UNSET, held: str | None = UNSET) -> list[Link]:
        """A page's edges, now or as of a time; by world time: held at a day, during a period, ended."""

    @sql("brain.traverse(slug text, depth integer, link_types text[], direction text, sources text[], "
         "as_of timestamptz, source_id text, held_at date, held_during daterange, held text)")
    def traverse(self, slug: str, depth: int | None = UNSET, link_types: list[str] | None = UNSET,
                 direction: str = UNSET, sources: list[str] | None = UNSET, as_of: datetime | str | None = UNSET,
                 source_id: str = UNSET, held_at: Any = UNSET, held_during: str | None = UNSET,
                 held: str | None = UNSET) -> list[TraverseRow]:
        """Walk the graph from a page: every edge within depth hops (relations that hold at held_at by default)."""

    @sql("brain.neighbors(slug text, link_types text[], direction text, sources text[], as_of timestamptz, "
         "source_id text, held_at date, held_during daterange, held text)")
    def neighbors(self, slug: str, link_types: list[str] | None = UNSET, direction: str = UNSET,
                  sources: list[str] | None = UNSET, as_of: datetime | str | None = UNSET,
                  source_id: str = UNSET, held_at: Any = UNSET, held_during: str | None = UNSET,
                  held: str | None = UNSET) -> list[Neighbor]:
        """The pages one hop away, with the edge types and their held intervals."""

    @sql("brain.link_history(slug text, source_id text, link_types text[], direction text)")
    def link_history(self, slug: str, source_id: str = UNSET, link_types: list[str] | None = UNSET,
                     direction: str = UNSET) -> list[LinkEvent]:
        """Every edge a page ever had, current and retired."""

    @sql("brain.timeline(slug text, source_id text, since date, until date, max_results integer)")
    def timeline(self, slug: str | None = UNSET, source_id: str = UNSET, since: Any = UNSET, until: Any = UNSET,
                 max_results: int = UNSET) -> list[TimelineEntry]:
        """Timeline entries of one page, or of every page of the source (slug None)."""

    @sql("brain.add_timeline_entry(slug text, date date, summary text, detail text, source text, source_id text)")
    def add_timeline_entry(self, slug: str, date: Any, summary: str, detail: str = UNSET, source: str = UNSET,
                           source_id: str = UNSET) -> AddedEntry:
        """A dated event, by hand."""

    @sql("brain.facts(slug text, source_id text, include_retired boolean)")
    def facts(self, slug: str | None = UNSET, source_id: str = UNSET, include_retired: bool = UNSET) -> list[Fact]:
        """Facts about one page's entity, or every fact of the source (slug None)."""

    @sql("brain.add_fact(slug text, fact text, kind text, confidence real, notability text, valid_from timestamptz, "
         "context text, supersedes bigint, source_id text)")
    def add_fact(self, slug: str, fact: str, kind: str = UNSET, confidence: float = UNSET, notability: str = UNSET,
                 valid_from: Any = UNSET, context: str = UNSET, supersedes: int | None = UNSET,
                 source_id: str = UNSET) -> AddedFact:
        """Record a fact (retiring the one it supersedes)."""

    @sql("brain.takes(slug text, holder text, source_id text, include_inactive boolean)")
    def takes(self, slug: str | None = UNSET, holder: str | None = UNSET, source_id: str = UNSET,
              include_inactive: bool = UNSET) -> list[Take]:
        """Takes on one page, or on every page of the source (slug None)."""

    @sql("brain.add_take(slug text, claim text, kind text, holder text, weight real, since text, until text, "
         "source text, source_id text)")
    def add_take(self, slug: str, claim: str, kind: str = UNSET, holder: str = UNSET, weight: float = UNSET,
                 since: str | None = UNSET, until: str | None = UNSET, source: str = UNSET,
                 source_id: str = UNSET) -> AddedTake:
        """A take, by hand."""

    @sql("brain.stale_chunks(max_results integer, sources text[], after_id bigint, slugs text[])")
    def stale_chunks(self, max_results: int = UNSET, sources: list[str] | None = UNSET,
                     after_id: int = UNSET, slugs: list[str] | None = UNSET) -> list[StaleChunk]:
        """Chunks without an embedding, in id order after after_id (of these pages, when slugs are given)."""

    @sql("brain.stale_chunk_count(sources text[], slugs text[])")
    def stale_chunk_count(self, sources: list[str] | None = UNSET, slugs: list[str] | None = UNSET) -> int:
        """How many chunks have no embedding yet."""

    @sql("brain.embed_followers()")
    def embed_followers(self) -> int:
        """How many pgbrain embed --follow workers embed every new chunk of this database."""

    @sql("brain.put_embeddings(embeddings jsonb, model text)")
    def put_embeddings(self, embeddings: list[dict], model: str) -> EmbeddingsWritten:
        """Store embeddings computed outside the database."""

    @sql("brain.search(query text, query_embedding vector, max_results integer, sources text[], types text[], "
         "since date, until date, result_offset integer, detail text)")
    def search(self, query: str, query_embedding: list[float] | None = UNSET, max_results: int | None = UNSET,
               sources: list[str] | None = UNSET, types: list[str] | None = UNSET, since: Any = UNSET,
               until: Any = UNSET, result_offset: int = UNSET, detail: str | None = UNSET) -> list[SearchResult]:
        """Hybrid search, one row per page."""

    @sql("brain.check_search(query text, max_results integer, result_offset integer)")
    def check_search(self, query: str, max_results: int | None = UNSET, result_offset: int = UNSET) -> int:
        """The checks search makes of its arguments, alone: the max_results a search would use."""

    @sql("brain.search_keyword(query text, max_results integer, sources text[], types text[], since date, until date, "
         "result_offset integer, detail text)")
    def search_keyword(self, query: str, max_results: int | None = UNSET, sources: list[str] | None = UNSET,
                       types: list[str] | None = UNSET, since: Any = UNSET, until: Any = UNSET,
                       result_offset: int = UNSET, detail: str | None = UNSET) -> list[SearchResult]:
        """Keyword search only (no embedding)."""

    @sql("brain.expand_query(query text, sources text[])")
    def expand_query(self, query: str, sources: list[str] | None = UNSET) -> list[Expansion]:
        """What a search also looks for: synonyms and the other names of the pages the query names."""

    @sql("brain.plan_question(query text, sources text[])")
    def plan_question(self, query: str, sources: list[str] | None = UNSET) -> QuestionPlan:
        """How a question would be answered from the graph."""

    @sql("brain.search_vector(query_embedding vector, max_results integer, sources text[], types text[], since date, "
         "until date, result_offset integer)")
    def search_vector(self, query_embedding: list[float], max_results: int | None = UNSET,
                      sources: list[str] | None = UNSET, types: list[str] | None = UNSET, since: Any = UNSET,
                      until: Any = UNSET, result_offset: int = UNSET) -> list[SearchResult]:
        """Vector search only."""

    @sql("brain.search_near_symbol(query text, symbol text, walk_depth integer, query_embedding vector, "
         "max_results integer, sources text[], types text[])")
    def search_near_symbol(self, query: str, symbol: str, walk_depth: int | None = UNSET,
                           query_embedding: list[float] | None = UNSET, max_results: int | None = UNSET,
                           sources: list[str] | None = UNSET, types: list[str] | None = UNSET) -> list[SearchResult]:
        """Hybrid search fused with the code around a symbol."""

    @sql("brain.put_code_page(path text, code text, lang text, chunks jsonb, symbols jsonb, edges jsonb, "
         "source_id text, frontmatter jsonb, import_path text, file_hash text, defer_resolution boolean)")
    def put_code_page(self, path: str, code: str, lang: str, chunks: list[dict] | str,
                      symbols: list[dict] | str | None = UNSET, edges: list[dict] | str | None = UNSET,
                      source_id: str = UNSET, frontmatter: dict | None = UNSET, import_path: str | None = UNSET,
                      file_hash: str | None = UNSET, defer_resolution: bool = UNSET) -> CodePutResult:
        """Write one source file as a code page and resolve its edges (chunks, symbols, edges: lists, or JSON text
        encoded ahead)."""

    @sql("brain.resolve_code_edges(source_id text)")
    def resolve_code_edges(self, source_id: str = UNSET) -> CodeResolveResult:
        """Resolve every by-name code edge of a source again."""

    @sql("brain.code_def(symbol text, lang text, sources text[], max_results integer)")
    def code_def(self, symbol: str, lang: str | None = UNSET, sources: list[str] | None = UNSET,
                 max_results: int | None = UNSET) -> list[CodeDef]:
        """Where a symbol is defined."""

    @sql("brain.code_refs(symbol text, lang text, sources text[], max_results integer)")
    def code_refs(self, symbol: str, lang: str | None = UNSET, sources: list[str] | None = UNSET,
                  max_results: int | None = UNSET) -> list[CodeRef]:
        """Every line of code naming a symbol."""

    @sql("brain.code_callers(symbol text, sources text[], edge_types text[], max_results integer)")
    def code_callers(self, symbol: str, sources: list[str] | None = UNSET, edge_types: list[str] | None = UNSET,
                     max_results: int | None = UNSET) -> list[CodeEdge]:
        """The code edges into a symbol."""

    @sql("brain.code_callees(symbol text, sources text[], edge_types text[], max_results integer)")
    def code_callees(self, symbol: str, sources: list[str] | None = UNSET, edge_types: list[str] | None = UNSET,
                     max_results: int | None = UNSET) -> list[CodeEdge]:
        """The code edges out of a symbol."""


def jsonable(obj: Any) -> Any:
    """Rows (dataclasses), lists and dicts of them as plain JSON values (times as ISO 8601 text)."""
    if is_dataclass(obj) and not isinstance(obj, type):
        return {k: jsonable(v) for k, v in asdict(obj).items()}
    if isinstance(obj, list | tuple):
        return [jsonable(o) for o in obj]
    if isinstance(obj, dict):
        return {k: jsonable(v) for k, v in obj.items()}
    if isinstance(obj, datetime | date):
        return obj.isoformat()
    return obj
