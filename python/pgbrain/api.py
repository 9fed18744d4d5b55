"""One method per public SQL function: each a single named-notation call with explicit casts.

Rows come back as dataclasses. ``on_sql`` (set by the CLI's --show-sql) receives every statement
with its parameters inlined, exactly as a DBA would type it into psql.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
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
class ConfigRow:
    key: str
    value: Any
    description: str
    updated_at: datetime


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


    # brain.set_embedding_model(model, dimensions)
    def set_embedding_model(self, model: str, dimensions: int) -> list[EmbeddingChange]:
        return self._rows(
            EmbeddingChange,
            "select * from brain.set_embedding_model(model => %(model)s::text, "
            "dimensions => %(dimensions)s::integer);",
            {"model": model, "dimensions": dimensions},
        )


def render(conn: psycopg.Connection, query: str, params: dict[str, Any]) -> str:
    """The statement with its parameters inlined as literals (for --show-sql)."""
    if not params:
        return query
    return psycopg.ClientCursor(conn).mogrify(query, params)
