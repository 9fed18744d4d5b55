"""One method per public SQL function: each a single named-notation call with explicit casts.

Rows come back as dataclasses. ``on_sql`` (set by the CLI's --show-sql) receives every statement
with its parameters inlined, exactly as a DBA would type it into psql.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, dataclass, is_dataclass
from datetime import date, datetime
from typing import Any

import psycopg
from psycopg.rows import class_row
from psycopg.types.json import Jsonb


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
    id: int
    source_id: str
    slug: str
    type: str
    page_kind: str
    title: str
    compiled_truth: str
    timeline: str
    frontmatter: dict
    emotional_weight: float
    effective_date: datetime | None
    effective_date_source: str | None
    content_hash: str
    import_path: str | None
    search_vector: Any
    links_extracted_at: datetime | None
    created_at: datetime
    updated_at: datetime
    deleted_at: datetime | None
    file_hash: str | None
    auto_link: bool
    trusted_since: datetime | None = None   # when a writer with the auto-link right first wrote it (null: none)


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


@dataclass
class TraverseRow:
    depth: int
    from_slug: str
    to_slug: str
    link_type: str
    path: list[str]
    from_title: str
    to_title: str


@dataclass
class Neighbor:
    slug: str
    source_id: str
    title: str
    type: str
    link_type: str
    direction: str


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


class Brain:
    """The brain schema seen from Python, over one psycopg connection."""

    def __init__(self, conn: psycopg.Connection, on_sql: Callable[[str], None] | None = None):
        self.conn = conn
        self.on_sql = on_sql

    def _rows(self, row_type, query: str, params: dict[str, Any]) -> list:
        if self.on_sql:
            self.on_sql(render(self.conn, query, params))
        with self.conn.cursor(row_factory=class_row(row_type)) as cur:
            cur.execute(query, params)
            return cur.fetchall()

    def run(self, statement: str) -> None:
        """A session statement of a job (SET, RESET, ANALYZE), shown under --show-sql like every call."""
        if self.on_sql:
            self.on_sql(statement if statement.endswith(";") else statement + ";")
        self.conn.execute(statement)

    def _scalar(self, query: str, params: dict[str, Any]) -> Any:
        if self.on_sql:
            self.on_sql(render(self.conn, query, params))
        return self.conn.execute(query, params).fetchone()[0]

    # brain.status()
    def status(self) -> list[StatusRow]:
        return self._rows(StatusRow, "select * from brain.status();", {})

    # brain.table_counts(estimate)
    def table_counts(self, estimate: bool = False) -> list[TableCount]:
        return self._rows(
            TableCount,
            "select * from brain.table_counts(estimate => %(estimate)s::boolean);",
            {"estimate": estimate},
        )

    # brain.get_config(key)
    def get_config(self, key: str | None = None) -> list[ConfigRow]:
        return self._rows(
            ConfigRow, "select * from brain.get_config(key => %(key)s::text);", {"key": key}
        )

    # brain.set_config(key, value)
    def set_config(self, key: str, value: Any) -> ConfigRow:
        rows = self._rows(
            ConfigRow,
            "select * from brain.set_config(key => %(key)s::text, value => %(value)s::jsonb);",
            {"key": key, "value": json.dumps(value)},
        )
        return rows[0]


    # brain.add_source(source_id, name, federated, trusted)
    def add_source(self, source_id: str, name: str | None = None, federated: bool = True,
                   trusted: bool = True) -> Source:
        return self._rows(
            Source,
            "select * from brain.add_source(source_id => %(source_id)s::text, name => %(name)s::text, "
            "federated => %(federated)s::boolean, trusted => %(trusted)s::boolean);",
            {"source_id": source_id, "name": name, "federated": federated, "trusted": trusted},
        )[0]

    # brain.ensure_source(source_id, create_missing)
    def ensure_source(self, source_id: str, create_missing: bool = False) -> str:
        return self._scalar("select brain.ensure_source(source_id => %(source_id)s::text, "
                            "create_missing => %(create_missing)s::boolean);",
                            {"source_id": source_id, "create_missing": create_missing})

    # brain.list_sources()
    def list_sources(self) -> list[SourceInfo]:
        return self._rows(SourceInfo, "select * from brain.list_sources();", {})

    # brain.set_source(source_id, name, federated, trusted)
    def set_source(self, source_id: str, name: str | None = None, federated: bool | None = None,
                   trusted: bool | None = None) -> Source:
        return self._rows(
            Source,
            "select * from brain.set_source(source_id => %(source_id)s::text, name => %(name)s::text, "
            "federated => %(federated)s::boolean, trusted => %(trusted)s::boolean);",
            {"source_id": source_id, "name": name, "federated": federated, "trusted": trusted},
        )[0]

    # brain.remove_source(source_id, cascade)
    def remove_source(self, source_id: str, cascade: bool = False) -> RemovedSource:
        return self._rows(
            RemovedSource,
            "select * from brain.remove_source(source_id => %(source_id)s::text, cascade => %(cascade)s::boolean);",
            {"source_id": source_id, "cascade": cascade},
        )[0]

    # brain.grant_source(role_name, source_id, can_write)
    def grant_source(self, role_name: str, source_id: str | None = None, can_write: bool = False) -> SourceGrant:
        return self._rows(
            SourceGrant,
            "select * from brain.grant_source(role_name => %(role_name)s::text, source_id => %(source_id)s::text, "
            "can_write => %(can_write)s::boolean);",
            {"role_name": role_name, "source_id": source_id, "can_write": can_write},
        )[0]

    # brain.revoke_source(role_name, source_id)
    def revoke_source(self, role_name: str, source_id: str | None = None) -> RevokedGrant:
        return self._rows(
            RevokedGrant,
            "select * from brain.revoke_source(role_name => %(role_name)s::text, source_id => %(source_id)s::text);",
            {"role_name": role_name, "source_id": source_id},
        )[0]

    # brain.list_grants(role_name)
    def list_grants(self, role_name: str | None = None) -> list[SourceGrant]:
        return self._rows(SourceGrant, "select * from brain.list_grants(role_name => %(role_name)s::text);",
                          {"role_name": role_name})

    # brain.my_access()
    def my_access(self) -> Access:
        return self._rows(Access, "select * from brain.my_access();", {})[0]

    # brain.set_embedding_model(model, dimensions)
    def set_embedding_model(self, model: str, dimensions: int) -> list[EmbeddingChange]:
        return self._rows(
            EmbeddingChange,
            "select * from brain.set_embedding_model(model => %(model)s::text, "
            "dimensions => %(dimensions)s::integer);",
            {"model": model, "dimensions": dimensions},
        )


    # brain.put_page(...)
    def put_page(self, slug: str, *, title: str | None = None, type: str | None = None, compiled_truth: str = "",
                 timeline: str = "", frontmatter: dict | None = None, candidates: list | None = None,
                 chunks: list | None = None, timeline_entries: list | None = None, takes: list | None = None,
                 facts: list | None = None, source_id: str = "default", auto_link: bool = True,
                 import_path: str | None = None, file_hash: str | None = None,
                 defer_links: bool = False) -> PutResult:
        j = json_text
        return self.put_page_encoded((slug, title, type, compiled_truth, timeline, j(frontmatter or {}),
                                      j(candidates), j(chunks), j(timeline_entries), j(takes), j(facts),
                                      source_id, auto_link, import_path, file_hash, defer_links))

    # brain.put_page(...) with positional arguments, the jsonb ones already JSON text (put_page encodes
    # them; the bulk import does it in its parser processes, so the writing process only sends them)
    PUT_PAGE_ENCODED = (
        "select * from brain.put_page(slug => %s::text, title => %s::text, type => %s::text, "
        "compiled_truth => %s::text, timeline => %s::text, frontmatter => %s::jsonb, candidates => %s::jsonb, "
        "chunks => %s::jsonb, timeline_entries => %s::jsonb, takes => %s::jsonb, facts => %s::jsonb, "
        "source_id => %s::text, auto_link => %s::boolean, import_path => %s::text, file_hash => %s::text, "
        "defer_links => %s::boolean);")

    def put_page_encoded(self, args: tuple) -> PutResult:
        """brain.put_page with ``args`` in PUT_PAGE_ENCODED's order (see :func:`pgbrain.ingest.encode_page`)."""
        if self.on_sql:
            self.on_sql(psycopg.ClientCursor(self.conn).mogrify(self.PUT_PAGE_ENCODED, args))
        with self.conn.cursor(row_factory=class_row(PutResult)) as cur:
            cur.execute(self.PUT_PAGE_ENCODED, args, prepare=True)
            return cur.fetchone()

    # brain.type_from_slug(slug)
    def type_from_slug(self, slug: str) -> str:
        return self._scalar("select brain.type_from_slug(slug => %(slug)s::text);", {"slug": slug})

    # brain.get_page(slug, source_id)
    def get_page(self, slug: str, source_id: str = "default") -> Page:
        return self._rows(Page,
                          "select * from brain.get_page(slug => %(slug)s::text, source_id => %(source_id)s::text);",
                          {"slug": slug, "source_id": source_id})[0]

    # brain.list_pages(sources, types, slug_prefix, updated_after, sort, max_results, result_offset)
    def list_pages(self, sources: list[str] | None = None, types: list[str] | None = None,
                   slug_prefix: str | None = None, updated_after: datetime | str | None = None, sort: str = "updated",
                   max_results: int | None = 50, result_offset: int = 0) -> list[PageEntry]:
        return self._rows(
            PageEntry,
            "select * from brain.list_pages(sources => %(sources)s::text[], types => %(types)s::text[], "
            "slug_prefix => %(slug_prefix)s::text, updated_after => %(updated_after)s::timestamptz, "
            "sort => %(sort)s::text, max_results => %(max_results)s::integer, "
            "result_offset => %(result_offset)s::integer);",
            {"sources": sources, "types": types, "slug_prefix": slug_prefix, "updated_after": updated_after,
             "sort": sort, "max_results": max_results, "result_offset": result_offset},
        )

    # brain.delete_page(slug, source_id)
    def delete_page(self, slug: str, source_id: str = "default") -> DeleteResult:
        return self._rows(DeleteResult,
                          "select * from brain.delete_page(slug => %(slug)s::text, source_id => %(source_id)s::text);",
                          {"slug": slug, "source_id": source_id})[0]

    # brain.restore_page(slug, source_id)
    def restore_page(self, slug: str, source_id: str = "default") -> RestoreResult:
        return self._rows(RestoreResult,
                          "select * from brain.restore_page(slug => %(slug)s::text, source_id => %(source_id)s::text);",
                          {"slug": slug, "source_id": source_id})[0]

    # brain.relink_page(slug, source_id, candidates)
    def relink_page(self, slug: str, source_id: str = "default", candidates: list | None = None) -> RelinkPageResult:
        return self._rows(
            RelinkPageResult,
            "select * from brain.relink_page(slug => %(slug)s::text, source_id => %(source_id)s::text, "
            "candidates => %(candidates)s::jsonb);",
            {"slug": slug, "source_id": source_id, "candidates": None if candidates is None else Jsonb(candidates)},
        )[0]

    # brain.relink_pages(sources, which)
    def relink_pages(self, sources: list[str] | None = None, which: str = "all") -> RelinkResult:
        return self._rows(
            RelinkResult,
            "select * from brain.relink_pages(sources => %(sources)s::text[], which => %(which)s::text);",
            {"sources": sources, "which": which},
        )[0]

    # brain.import_files(source_id)
    def import_files(self, source_id: str = "default") -> list[ImportFile]:
        return self._rows(ImportFile, "select * from brain.import_files(source_id => %(source_id)s::text);",
                          {"source_id": source_id})

    # brain.prune_import(source_id, keep_slugs, code)
    def prune_import(self, source_id: str, keep_slugs: list[str], code: bool = True) -> list[PrunedPage]:
        return self._rows(
            PrunedPage,
            "select * from brain.prune_import(source_id => %(source_id)s::text, keep_slugs => %(keep)s::text[], "
            "code => %(code)s::boolean);",
            {"source_id": source_id, "keep": keep_slugs, "code": code})

    # brain.import_totals(source_id, slugs, links_added)
    def import_totals(self, source_id: str, slugs: list[str], links_added: int = 0) -> ImportTotals:
        return self._rows(
            ImportTotals,
            "select * from brain.import_totals(source_id => %(source_id)s::text, slugs => %(slugs)s::text[], "
            "links_added => %(links_added)s::integer);",
            {"source_id": source_id, "slugs": slugs, "links_added": links_added})[0]

    # brain.export_pages(source_id)
    def export_pages(self, source_id: str = "default") -> list[ExportPage]:
        return self._rows(ExportPage, "select * from brain.export_pages(source_id => %(source_id)s::text);",
                          {"source_id": source_id})

    # brain.check_slug(slug)
    def check_slug(self, slug: str) -> str:
        return self._scalar("select brain.check_slug(slug => %(slug)s::text);", {"slug": slug})

    # brain.title_from_slug(slug)
    def title_from_slug(self, slug: str) -> str:
        return self._scalar("select brain.title_from_slug(slug => %(slug)s::text);", {"slug": slug})

    # brain.refresh_pagerank(damping, max_iterations, tolerance)
    def refresh_pagerank(self, damping: float | None = None, max_iterations: int | None = None,
                         tolerance: float | None = None) -> PagerankResult:
        return self._rows(
            PagerankResult,
            "select * from brain.refresh_pagerank(damping => %(damping)s::double precision, "
            "max_iterations => %(max_iterations)s::integer, tolerance => %(tolerance)s::double precision);",
            {"damping": damping, "max_iterations": max_iterations, "tolerance": tolerance},
        )[0]

    # brain.sync_graph()
    def sync_graph(self) -> GraphSyncResult:
        return self._rows(GraphSyncResult, "select * from brain.sync_graph();", {})[0]

    # brain.cypher(query, params)
    def cypher(self, query: str, params: dict[str, Any] | None = None) -> list[Any]:
        sql = "select * from brain.cypher(query => %(query)s::text, params => %(params)s);"
        args = {"query": query, "params": Jsonb(params or {})}
        if self.on_sql:
            self.on_sql(render(self.conn, sql, args))
        return [r[0] for r in self.conn.execute(sql, args).fetchall()]

    # brain.add_link(from_slug, to_slug, link_type, context, source_id)
    def add_link(self, from_slug: str, to_slug: str, link_type: str, context: str | None = None,
                 source_id: str = "default") -> AddLinkResult:
        return self._rows(
            AddLinkResult,
            "select * from brain.add_link(from_slug => %(from_slug)s::text, to_slug => %(to_slug)s::text, "
            "link_type => %(link_type)s::text, context => %(context)s::text, source_id => %(source_id)s::text);",
            {"from_slug": from_slug, "to_slug": to_slug, "link_type": link_type, "context": context,
             "source_id": source_id},
        )[0]

    # brain.remove_link(from_slug, to_slug, link_type, source_id)
    def remove_link(self, from_slug: str, to_slug: str, link_type: str | None = None,
                    source_id: str = "default") -> list[RemoveLinkResult]:
        return self._rows(
            RemoveLinkResult,
            "select * from brain.remove_link(from_slug => %(from_slug)s::text, to_slug => %(to_slug)s::text, "
            "link_type => %(link_type)s::text, source_id => %(source_id)s::text);",
            {"from_slug": from_slug, "to_slug": to_slug, "link_type": link_type, "source_id": source_id},
        )

    # brain.backlinks(slug, source_id, link_types, as_of)
    def backlinks(self, slug: str, source_id: str = "default", link_types: list[str] | None = None,
                  as_of: datetime | str | None = None) -> list[Backlink]:
        return self._rows(
            Backlink,
            "select * from brain.backlinks(slug => %(slug)s::text, source_id => %(source_id)s::text, "
            "link_types => %(link_types)s::text[], as_of => %(as_of)s::timestamptz);",
            {"slug": slug, "source_id": source_id, "link_types": link_types, "as_of": as_of},
        )

    # brain.list_links(slug, source_id, direction, link_types, as_of)
    def list_links(self, slug: str, source_id: str = "default", direction: str = "both",
                   link_types: list[str] | None = None, as_of: datetime | str | None = None) -> list[Link]:
        return self._rows(
            Link,
            "select * from brain.list_links(slug => %(slug)s::text, source_id => %(source_id)s::text, "
            "direction => %(direction)s::text, link_types => %(link_types)s::text[], as_of => %(as_of)s::timestamptz);",
            {"slug": slug, "source_id": source_id, "direction": direction, "link_types": link_types, "as_of": as_of},
        )

    # brain.traverse(slug, depth, link_types, direction, sources, as_of, source_id)
    def traverse(self, slug: str, depth: int | None = 5, link_types: list[str] | None = None, direction: str = "out",
                 sources: list[str] | None = None, as_of: datetime | str | None = None,
                 source_id: str = "default") -> list[TraverseRow]:
        return self._rows(
            TraverseRow,
            "select * from brain.traverse(slug => %(slug)s::text, depth => %(depth)s::integer, "
            "link_types => %(link_types)s::text[], direction => %(direction)s::text, sources => %(sources)s::text[], "
            "as_of => %(as_of)s::timestamptz, source_id => %(source_id)s::text);",
            {"slug": slug, "depth": depth, "link_types": link_types, "direction": direction, "sources": sources,
             "as_of": as_of, "source_id": source_id},
        )

    # brain.neighbors(slug, link_types, direction, sources, as_of, source_id)
    def neighbors(self, slug: str, link_types: list[str] | None = None, direction: str = "both",
                  sources: list[str] | None = None, as_of: datetime | str | None = None,
                  source_id: str = "default") -> list[Neighbor]:
        return self._rows(
            Neighbor,
            "select * from brain.neighbors(slug => %(slug)s::text, link_types => %(link_types)s::text[], "
            "direction => %(direction)s::text, sources => %(sources)s::text[], as_of => %(as_of)s::timestamptz, "
            "source_id => %(source_id)s::text);",
            {"slug": slug, "link_types": link_types, "direction": direction, "sources": sources, "as_of": as_of,
             "source_id": source_id},
        )

    # brain.link_history(slug, source_id, link_types, direction)
    def link_history(self, slug: str, source_id: str = "default", link_types: list[str] | None = None,
                     direction: str = "both") -> list[LinkEvent]:
        return self._rows(
            LinkEvent,
            "select * from brain.link_history(slug => %(slug)s::text, source_id => %(source_id)s::text, "
            "link_types => %(link_types)s::text[], direction => %(direction)s::text);",
            {"slug": slug, "source_id": source_id, "link_types": link_types, "direction": direction},
        )

    # brain.timeline(slug, source_id, since, until, max_results)
    def timeline(self, slug: str | None = None, source_id: str = "default", since: Any = None, until: Any = None,
                 max_results: int = 100) -> list[TimelineEntry]:
        return self._rows(
            TimelineEntry,
            "select * from brain.timeline(slug => %(slug)s::text, source_id => %(source_id)s::text, "
            "since => %(since)s::date, until => %(until)s::date, max_results => %(max_results)s::integer);",
            {"slug": slug, "source_id": source_id, "since": since, "until": until, "max_results": max_results},
        )

    # brain.add_timeline_entry(slug, date, summary, detail, source, source_id)
    def add_timeline_entry(self, slug: str, date: Any, summary: str, detail: str = "", source: str = "",
                           source_id: str = "default") -> AddedEntry:
        return self._rows(
            AddedEntry,
            "select * from brain.add_timeline_entry(slug => %(slug)s::text, date => %(date)s::date, "
            "summary => %(summary)s::text, detail => %(detail)s::text, source => %(source)s::text, "
            "source_id => %(source_id)s::text);",
            {"slug": slug, "date": date, "summary": summary, "detail": detail, "source": source,
             "source_id": source_id},
        )[0]

    # brain.facts(slug, source_id, include_retired)
    def facts(self, slug: str | None = None, source_id: str = "default", include_retired: bool = False) -> list[Fact]:
        return self._rows(
            Fact,
            "select * from brain.facts(slug => %(slug)s::text, source_id => %(source_id)s::text, "
            "include_retired => %(include_retired)s::boolean);",
            {"slug": slug, "source_id": source_id, "include_retired": include_retired},
        )

    # brain.add_fact(slug, fact, kind, confidence, notability, valid_from, context, supersedes, source_id)
    def add_fact(self, slug: str, fact: str, kind: str = "fact", confidence: float = 1.0, notability: str = "medium",
                 valid_from: Any = None, context: str = "", supersedes: int | None = None,
                 source_id: str = "default") -> AddedFact:
        return self._rows(
            AddedFact,
            "select * from brain.add_fact(slug => %(slug)s::text, fact => %(fact)s::text, kind => %(kind)s::text, "
            "confidence => %(confidence)s::real, notability => %(notability)s::text, "
            "valid_from => %(valid_from)s::timestamptz, context => %(context)s::text, "
            "supersedes => %(supersedes)s::bigint, source_id => %(source_id)s::text);",
            {"slug": slug, "fact": fact, "kind": kind, "confidence": confidence, "notability": notability,
             "valid_from": valid_from, "context": context, "supersedes": supersedes, "source_id": source_id},
        )[0]

    # brain.takes(slug, holder, source_id, include_inactive)
    def takes(self, slug: str | None = None, holder: str | None = None, source_id: str = "default",
              include_inactive: bool = False) -> list[Take]:
        return self._rows(
            Take,
            "select * from brain.takes(slug => %(slug)s::text, holder => %(holder)s::text, "
            "source_id => %(source_id)s::text, include_inactive => %(include_inactive)s::boolean);",
            {"slug": slug, "holder": holder, "source_id": source_id, "include_inactive": include_inactive},
        )

    # brain.add_take(slug, claim, kind, holder, weight, since, until, source, source_id)
    def add_take(self, slug: str, claim: str, kind: str = "take", holder: str = "", weight: float = 0.5,
                 since: str | None = None, until: str | None = None, source: str = "",
                 source_id: str = "default") -> AddedTake:
        return self._rows(
            AddedTake,
            "select * from brain.add_take(slug => %(slug)s::text, claim => %(claim)s::text, kind => %(kind)s::text, "
            "holder => %(holder)s::text, weight => %(weight)s::real, since => %(since)s::text, "
            "until => %(until)s::text, source => %(source)s::text, source_id => %(source_id)s::text);",
            {"slug": slug, "claim": claim, "kind": kind, "holder": holder, "weight": weight, "since": since,
             "until": until, "source": source, "source_id": source_id},
        )[0]


    # brain.stale_chunk_count(sources)
    def stale_chunk_count(self, sources: list[str] | None = None) -> int:
        return self._scalar("select brain.stale_chunk_count(sources => %(sources)s::text[]);", {"sources": sources})

    # brain.stale_chunks(max_results, sources, after_id)
    def stale_chunks(self, max_results: int = 100, sources: list[str] | None = None,
                     after_id: int = 0) -> list[StaleChunk]:
        return self._rows(
            StaleChunk,
            "select * from brain.stale_chunks(max_results => %(max_results)s::integer, "
            "sources => %(sources)s::text[], after_id => %(after_id)s::bigint);",
            {"max_results": max_results, "sources": sources, "after_id": after_id},
        )

    # brain.put_embeddings(embeddings, model)
    def put_embeddings(self, embeddings: list[dict], model: str) -> EmbeddingsWritten:
        return self._rows(
            EmbeddingsWritten,
            "select * from brain.put_embeddings(embeddings => %(embeddings)s::jsonb, model => %(model)s::text);",
            {"embeddings": Jsonb(embeddings), "model": model},
        )[0]


    # brain.search(query, query_embedding, max_results, sources, types, since, until, result_offset)
    def search(self, query: str, query_embedding: list[float] | None = None, max_results: int | None = 10,
               sources: list[str] | None = None, types: list[str] | None = None, since: Any = None,
               until: Any = None, result_offset: int = 0, detail: str | None = None) -> list[SearchResult]:
        return self._rows(
            SearchResult,
            "select * from brain.search(query => %(query)s::text, query_embedding => %(emb)s::vector, "
            "max_results => %(max_results)s::integer, sources => %(sources)s::text[], types => %(types)s::text[], "
            "since => %(since)s::date, until => %(until)s::date, result_offset => %(result_offset)s::integer, "
            "detail => %(detail)s::text);",
            {"query": query, "emb": None if query_embedding is None else str(query_embedding),
             "max_results": max_results, "sources": sources, "types": types, "since": since, "until": until,
             "result_offset": result_offset, "detail": detail},
        )

    # brain.check_search(query, max_results, result_offset)
    def check_search(self, query: str, max_results: int | None = None, result_offset: int = 0) -> int:
        return self._scalar("select brain.check_search(query => %(query)s::text, "
                            "max_results => %(max_results)s::integer, result_offset => %(result_offset)s::integer);",
                            {"query": query, "max_results": max_results, "result_offset": result_offset})

    # brain.search_keyword(query, max_results, sources, types, since, until, result_offset, detail)
    def search_keyword(self, query: str, max_results: int | None = 10, sources: list[str] | None = None,
                       types: list[str] | None = None, since: Any = None, until: Any = None,
                       result_offset: int = 0, detail: str | None = None) -> list[SearchResult]:
        return self._rows(
            SearchResult,
            "select * from brain.search_keyword(query => %(query)s::text, max_results => %(max_results)s::integer, "
            "sources => %(sources)s::text[], types => %(types)s::text[], since => %(since)s::date, "
            "until => %(until)s::date, result_offset => %(result_offset)s::integer, detail => %(detail)s::text);",
            {"query": query, "max_results": max_results, "sources": sources, "types": types, "since": since,
             "until": until, "result_offset": result_offset, "detail": detail},
        )

    # brain.expand_query(query, sources)
    def expand_query(self, query: str, sources: list[str] | None = None) -> list[Expansion]:
        return self._rows(
            Expansion,
            "select * from brain.expand_query(query => %(query)s::text, sources => %(sources)s::text[]);",
            {"query": query, "sources": sources},
        )

    # brain.plan_question(query, sources)
    def plan_question(self, query: str, sources: list[str] | None = None) -> QuestionPlan:
        return self._rows(
            QuestionPlan,
            "select * from brain.plan_question(query => %(query)s::text, sources => %(sources)s::text[]);",
            {"query": query, "sources": sources},
        )[0]

    # brain.search_vector(query_embedding, max_results, sources, types, since, until, result_offset)
    def search_vector(self, query_embedding: list[float], max_results: int | None = 10,
                      sources: list[str] | None = None, types: list[str] | None = None, since: Any = None,
                      until: Any = None, result_offset: int = 0) -> list[SearchResult]:
        return self._rows(
            SearchResult,
            "select * from brain.search_vector(query_embedding => %(emb)s::vector, "
            "max_results => %(max_results)s::integer, sources => %(sources)s::text[], types => %(types)s::text[], "
            "since => %(since)s::date, until => %(until)s::date, result_offset => %(result_offset)s::integer);",
            {"emb": str(query_embedding), "max_results": max_results, "sources": sources, "types": types,
             "since": since, "until": until, "result_offset": result_offset},
        )

    # brain.search_near_symbol(query, symbol, walk_depth, query_embedding, max_results, sources, types)
    def search_near_symbol(self, query: str, symbol: str, walk_depth: int | None = 1,
                           query_embedding: list[float] | None = None, max_results: int | None = 10,
                           sources: list[str] | None = None, types: list[str] | None = None) -> list[SearchResult]:
        return self._rows(
            SearchResult,
            "select * from brain.search_near_symbol(query => %(query)s::text, symbol => %(symbol)s::text, "
            "walk_depth => %(walk_depth)s::integer, query_embedding => %(emb)s::vector, "
            "max_results => %(max_results)s::integer, sources => %(sources)s::text[], types => %(types)s::text[]);",
            {"query": query, "symbol": symbol, "walk_depth": walk_depth,
             "emb": None if query_embedding is None else str(query_embedding), "max_results": max_results,
             "sources": sources, "types": types},
        )

    # brain.put_code_page(path, code, lang, chunks, symbols, edges, source_id, frontmatter, import_path, file_hash)
    def put_code_page(self, path: str, code: str, lang: str, chunks: list[dict] | str,
                      symbols: list[dict] | str | None = None, edges: list[dict] | str | None = None,
                      source_id: str = "default", frontmatter: dict | None = None,
                      import_path: str | None = None, file_hash: str | None = None,
                      defer_resolution: bool = False) -> CodePutResult:
        return self._rows(
            CodePutResult,
            "select * from brain.put_code_page(path => %(path)s::text, code => %(code)s::text, "
            "lang => %(lang)s::text, chunks => %(chunks)s::jsonb, symbols => %(symbols)s::jsonb, "
            "edges => %(edges)s::jsonb, source_id => %(source_id)s::text, frontmatter => %(frontmatter)s::jsonb, "
            "import_path => %(import_path)s::text, file_hash => %(file_hash)s::text, "
            "defer_resolution => %(defer)s::boolean);",
            {"path": path, "code": code, "lang": lang, "chunks": _json_arg(chunks),
             "symbols": _json_arg(symbols or []), "edges": _json_arg(edges or []), "source_id": source_id,
             "frontmatter": json_text(frontmatter or {}), "import_path": import_path, "file_hash": file_hash,
             "defer": defer_resolution},
        )[0]

    # brain.resolve_code_edges(source_id)
    def resolve_code_edges(self, source_id: str = "default") -> CodeResolveResult:
        return self._rows(
            CodeResolveResult,
            "select * from brain.resolve_code_edges(source_id => %(source_id)s::text);",
            {"source_id": source_id},
        )[0]

    # brain.code_def(symbol, lang, sources, max_results)
    def code_def(self, symbol: str, lang: str | None = None, sources: list[str] | None = None,
                 max_results: int | None = 20) -> list[CodeDef]:
        return self._rows(
            CodeDef,
            "select * from brain.code_def(symbol => %(symbol)s::text, lang => %(lang)s::text, "
            "sources => %(sources)s::text[], max_results => %(max_results)s::integer);",
            {"symbol": symbol, "lang": lang, "sources": sources, "max_results": max_results},
        )

    # brain.code_refs(symbol, lang, sources, max_results)
    def code_refs(self, symbol: str, lang: str | None = None, sources: list[str] | None = None,
                  max_results: int | None = 50) -> list[CodeRef]:
        return self._rows(
            CodeRef,
            "select * from brain.code_refs(symbol => %(symbol)s::text, lang => %(lang)s::text, "
            "sources => %(sources)s::text[], max_results => %(max_results)s::integer);",
            {"symbol": symbol, "lang": lang, "sources": sources, "max_results": max_results},
        )

    # brain.code_callers(symbol, sources, edge_types, max_results)
    def code_callers(self, symbol: str, sources: list[str] | None = None, edge_types: list[str] | None = None,
                     max_results: int | None = 100) -> list[CodeEdge]:
        return self._rows(
            CodeEdge,
            "select * from brain.code_callers(symbol => %(symbol)s::text, sources => %(sources)s::text[], "
            "edge_types => %(edge_types)s::text[], max_results => %(max_results)s::integer);",
            {"symbol": symbol, "sources": sources, "edge_types": edge_types, "max_results": max_results},
        )

    # brain.code_callees(symbol, sources, edge_types, max_results)
    def code_callees(self, symbol: str, sources: list[str] | None = None, edge_types: list[str] | None = None,
                     max_results: int | None = 100) -> list[CodeEdge]:
        return self._rows(
            CodeEdge,
            "select * from brain.code_callees(symbol => %(symbol)s::text, sources => %(sources)s::text[], "
            "edge_types => %(edge_types)s::text[], max_results => %(max_results)s::integer);",
            {"symbol": symbol, "sources": sources, "edge_types": edge_types, "max_results": max_results},
        )


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


def json_text(value: Any) -> str | None:
    """A value as the JSON text a jsonb parameter takes (None stays SQL null)."""
    return None if value is None else json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _json_arg(value: Any) -> str | None:
    """A jsonb argument: JSON text as it is (encoded ahead, in a parser process), else encoded here."""
    return value if isinstance(value, str) else json_text(value)


def render(conn: psycopg.Connection, query: str, params: dict[str, Any]) -> str:
    """The statement with its parameters inlined as literals (for --show-sql)."""
    if not params:
        return query
    return psycopg.ClientCursor(conn).mogrify(query, params)
