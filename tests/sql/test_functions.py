"""brain.status, brain.table_counts, brain.get_config, brain.set_config: good and bad inputs."""

from __future__ import annotations

import pytest
from psycopg.types.json import Jsonb

from conftest import expect_error


def test_status_reports_versions(conn):
    rows = {r[0]: (r[1], r[2]) for r in conn.execute("select * from brain.status()")}
    assert rows["postgresql"][0].split(".")[0] in {"16", "17"}
    vector = tuple(int(x) for x in rows["vector"][0].split(".")[:2])
    assert vector >= (0, 8)
    assert rows["age"][0].startswith("1.5")
    assert rows["pg_trgm"][0]
    assert rows["embedding"][0] == "multilingual-e5-small"
    assert "vector(384)" in rows["embedding"][1]
    assert rows["ctype"][0] not in ("C", "POSIX")


def test_table_counts_exact_and_estimated(conn):
    conn.execute("insert into brain.sources (id, name) values ('team', 'Team notes')")
    exact = {r[0]: r[1] for r in conn.execute("select table_name, row_count from brain.table_counts()")}
    assert exact["sources"] == 2
    assert exact["link_types"] == 16
    assert set(exact) >= {"pages", "content_chunks", "links", "timeline_entries", "facts", "takes",
                          "code_edges_chunk", "code_edges_symbol", "config", "link_rules",
                          "frontmatter_links", "entity_dirs", "sources", "link_types"}
    estimated = {r[0]: r[1] for r in conn.execute(
        "select table_name, row_count from brain.table_counts(estimate => true)")}
    assert set(estimated) == set(exact)
    assert all(v >= 0 for v in estimated.values())


def test_table_counts_null_is_refused(conn):
    expect_error(conn, "select * from brain.table_counts(estimate => null)", sqlstate="22004")


def test_get_config_all_and_one(conn):
    keys = [r[0] for r in conn.execute("select key from brain.get_config()")]
    assert keys == sorted(keys)
    assert {"auto_link", "auto_timeline", "embedding.model", "embedding.dimensions"} <= set(keys)
    row = conn.execute("select key, value from brain.get_config(key => 'embedding.dimensions')").fetchone()
    assert row == ("embedding.dimensions", 384)


def test_get_config_unknown_key(conn):
    err = expect_error(conn, "select * from brain.get_config(key => 'no_such_key')", sqlstate="P0002")
    assert "auto_link" in err.diag.message_detail


def test_set_config_changes_and_returns_the_row(conn):
    row = conn.execute(
        "select key, value from brain.set_config(key => 'auto_link', value => 'false')").fetchone()
    assert row == ("auto_link", False)
    assert conn.execute("select value from brain.config where key = 'auto_link'").fetchone()[0] is False
    row = conn.execute("select value from brain.set_config(key => 'link_resolution.title_similarity', "
                       "value => %s)", [Jsonb(0.6)]).fetchone()
    assert row[0] == 0.6


@pytest.mark.parametrize(
    ("key", "value", "sqlstate"),
    [
        ("no_such_key", "true", "42704"),
        ("auto_link", '"no"', "22023"),          # boolean setting, string value
        ("auto_link", "1", "22023"),             # number is not a boolean
        ("link_resolution.title_similarity", '"high"', "22023"),
        ("embedding.model", '"text-embedding-3-large"', "55000"),
        ("embedding.dimensions", "1536", "55000"),
        (None, "true", "22004"),
        ("auto_link", None, "22004"),
    ],
)
def test_set_config_bad_inputs_change_nothing(conn, key, value, sqlstate):
    before = conn.execute("select key, value, updated_at from brain.config order by key").fetchall()
    expect_error(conn, "select * from brain.set_config(key => %s, value => %s::jsonb)", [key, value],
                 sqlstate=sqlstate)
    after = conn.execute("select key, value, updated_at from brain.config order by key").fetchall()
    assert after == before


def test_set_config_same_value_is_a_notice(conn):
    notices = []
    def handler(diag):
        notices.append(diag.message_primary)

    conn.add_notice_handler(handler)
    try:
        conn.execute("select * from brain.set_config(key => 'auto_timeline', value => 'true')")
    finally:
        conn.remove_notice_handler(handler)
    assert any("already is true" in n for n in notices)


def _chunk_with_embedding(conn, dims: int) -> None:
    conn.execute("""insert into brain.pages (slug, title, content_hash)
                    values ('concepts/emb', 'Emb', repeat('b', 64))""")
    conn.execute("""insert into brain.content_chunks (page_id, chunk_index, chunk_text, embedding,
                                                      embedding_model, embedded_text_hash)
                    select id, 0, 'text', array_fill(0.5, array[%s])::real[]::vector, 'multilingual-e5-small',
                           repeat('c', 64)
                      from brain.pages where slug = 'concepts/emb'""", [dims])


def test_set_embedding_model_other_dimension(conn):
    _chunk_with_embedding(conn, 384)
    rows = conn.execute("select * from brain.set_embedding_model(model => 'bge-m3', dimensions => 1024)").fetchall()
    assert rows == [("content_chunks", 1, "vector(1024)"), ("facts", 0, "vector(1024)"), ("takes", 0, "vector(1024)")]
    assert conn.execute("""select embedding, embedding_model, embedded_text_hash from brain.content_chunks
                            where chunk_text = 'text'""").fetchone() == (None, None, None)
    assert conn.execute("select format_type(atttypid, atttypmod) from pg_attribute "
                        "where attrelid = 'brain.content_chunks'::regclass and attname = 'embedding'"
                        ).fetchone()[0] == "vector(1024)"
    idx = conn.execute("select indexdef from pg_indexes where indexname = 'content_chunks_embedding_idx'").fetchone()
    assert "hnsw" in idx[0]
    cfg = dict(conn.execute("select key, value from brain.config where key like 'embedding.%'").fetchall())
    assert cfg == {"embedding.model": "bge-m3", "embedding.dimensions": 1024}
    # the new dimension is usable, the old one is refused
    conn.execute("update brain.content_chunks set embedding = array_fill(0.1, array[1024])::real[]::vector")
    expect_error(conn, "update brain.content_chunks set embedding = array_fill(0.1, array[384])::real[]::vector",
                 sqlstate="22000", hint=False)


def test_set_embedding_model_same_dimension_clears_vectors(conn):
    _chunk_with_embedding(conn, 384)
    rows = conn.execute("select * from brain.set_embedding_model(model => 'other-384', dimensions => 384)").fetchall()
    assert rows[0] == ("content_chunks", 1, "vector(384)")
    assert conn.execute("select count(*) from brain.content_chunks where embedding is not null").fetchone()[0] == 0


def test_set_embedding_model_unchanged_is_a_notice(conn):
    rows = conn.execute("select * from brain.set_embedding_model(model => 'multilingual-e5-small', "
                        "dimensions => 384)").fetchall()
    assert rows == []


@pytest.mark.parametrize(
    ("model", "dims", "sqlstate"),
    [(None, 384, "22004"), ("m", None, "22004"), ("  ", 384, "22023"), ("m", 0, "22023"),
     ("m", 4096, "22023"), ("m", -1, "22023")],
)
def test_set_embedding_model_bad_inputs_change_nothing(conn, model, dims, sqlstate):
    _chunk_with_embedding(conn, 384)
    expect_error(conn, "select * from brain.set_embedding_model(model => %s, dimensions => %s)", [model, dims],
                 sqlstate=sqlstate)
    assert conn.execute("select count(*) from brain.content_chunks where embedding is not null").fetchone()[0] == 1
    assert conn.execute("select value from brain.config where key = 'embedding.dimensions'").fetchone()[0] == 384
