"""Concurrent writers: the edges after many writers at once are exactly those of a fresh import of the final
texts; a reference and the page it waits for, written at once, meet; a page arriving never brings back the edges
of a text its writer is replacing at that moment; no deadlock reaches a client (brain._lock_names)."""

from __future__ import annotations

import threading
import time

import pytest
from concurrency_workload import EDGES_SQL, run_once

from pgbrain.db import connect
from pgbrain.ingest import put_text


def _edges(conn, source: str = "default") -> set[tuple]:
    return {tuple(r) for r in conn.execute(EDGES_SQL, [source]).fetchall()}


def _waiting(conn, pid: int) -> bool:
    """Whether backend pid waits for a lock."""
    return bool(conn.execute("select wait_event_type = 'Lock' from pg_stat_activity where pid = %s",
                             [pid]).fetchone()[0])


def _in_thread(fn):
    box: dict = {}

    def run():
        try:
            box["result"] = fn()
        except BaseException as exc:  # noqa: BLE001 (reported by the test)
            box["error"] = exc

    t = threading.Thread(target=run)
    t.start()
    return t, box


def _wait_until_blocked(watch, pid: int, t: threading.Thread) -> None:
    for _ in range(200):
        if _waiting(watch, pid) or not t.is_alive():
            return
        time.sleep(0.02)


@pytest.mark.slow
def test_writers_at_once_give_the_edges_of_a_fresh_import(fresh_dsn):
    """The issue's workload, five times: 4 writers x 200 puts over 150 slugs (frontmatter names and body
    wikilinks, slugs and bare names, many rewrites) with 2 readers searching and traversing; then the final texts
    imported into a fresh source. Every run: no error reached a client, and the edges (from, to, type, link_source,
    origin_field) and unresolved references are the fresh import's exactly."""
    for seed in range(1, 6):
        r = run_once(fresh_dsn, seed)
        assert r["errors"] == [], r["errors"][:3]
        assert r["puts"] == 800 and r["reads"] > 0 and r["pages"] > 100 and r["edges"] > 300, r
        assert (r["extra"], r["missing"]) == ([], []), f"run {seed}: edges differ from a fresh import"
        assert (r["extra_unresolved"], r["missing_unresolved"]) == ([], []), f"run {seed}: unresolved differ"


def test_a_reference_and_its_target_written_at_once_meet(fresh_dsn):
    """A page naming companies/nova is being written (not committed) when companies/nova arrives: the arrival
    waits for that writer (a shared name lock against its exclusive one), then finds the waiting reference; the
    edge exists without a relink. Before the name locks each missed the other: the reference stayed unresolved."""
    a = connect(fresh_dsn)                    # a transaction left open
    b = connect(fresh_dsn, autocommit=True)
    watch = connect(fresh_dsn, autocommit=True)
    try:
        put_text(a, "---\ncompany: Nova\n---\nPat works at [[companies/nova]].\n", "people/pat")
        t, box = _in_thread(lambda: put_text(b, "Nova builds boats.\n", "companies/nova"))
        _wait_until_blocked(watch, b.info.backend_pid, t)
        assert t.is_alive() and _waiting(watch, b.info.backend_pid), "the arriving page did not wait"
        a.commit()
        t.join(30)
        assert "error" not in box, box.get("error")
        assert _edges(watch) == {("people/pat", "companies/nova", "works_at", "frontmatter", "company"),
                                 ("people/pat", "companies/nova", "works_at", "markdown", "compiled_truth")}
        assert watch.execute("select count(*) from brain.unresolved_links").fetchone()[0] == 0
    finally:
        for c in (a, b, watch):
            c.close()


def test_an_arrival_never_brings_back_the_edges_of_a_replaced_text(fresh_dsn):
    """people/pat waits for companies/nova; a writer is replacing Pat's text with one that names Orbit instead
    (not committed) when companies/nova arrives. The arrival adds nothing to Pat (it used to re-derive Pat from the
    old text, re-adding an edge the new text had retired), and Pat's edges are its new text's."""
    setup = connect(fresh_dsn, autocommit=True)
    put_text(setup, "Orbit.\n", "companies/orbit")
    put_text(setup, "---\ncompany: Nova\n---\nPat.\n", "people/pat")
    a = connect(fresh_dsn)
    b = connect(fresh_dsn, autocommit=True)
    try:
        put_text(a, "---\ncompany: Orbit\n---\nPat.\n", "people/pat")
        t, box = _in_thread(lambda: put_text(b, "Nova builds boats.\n", "companies/nova"))
        _wait_until_blocked(setup, b.info.backend_pid, t)
        # (on the unresolved row of Pat's old text, which the rewrite has deleted: the meeting point)
        assert t.is_alive() and _waiting(setup, b.info.backend_pid), "the arriving page did not wait"
        a.commit()
        t.join(30)
        assert "error" not in box, box.get("error")
        assert _edges(setup) == {("people/pat", "companies/orbit", "works_at", "frontmatter", "company")}
        assert setup.execute("select count(*) from brain.unresolved_links").fetchone()[0] == 0
    finally:
        for c in (a, b, setup):
            c.close()


def test_pages_naming_each_other_arriving_at_once_do_not_deadlock(fresh_dsn):
    """Twenty pairs of new pages that name each other, each pair written by two sessions at once: no 40P01, and
    every page ends with its edge to the other."""
    barrier = threading.Barrier(2)
    errors: list[BaseException] = []

    def writer(names: list[str]) -> None:
        conn = connect(fresh_dsn, autocommit=True)
        try:
            for n in range(20):
                me, other = names[0] + f"-{n}", names[1] + f"-{n}"
                barrier.wait()
                put_text(conn, f"[[people/{me}]] met [[people/{other}]].\n", f"people/{me}")
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)
        finally:
            conn.close()

    threads = [threading.Thread(target=writer, args=(names,)) for names in (["ping", "pong"], ["pong", "ping"])]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert errors == [], errors[:2]
    with connect(fresh_dsn, autocommit=True) as conn:
        got = {(f, t) for f, t, *_ in _edges(conn)}
    assert got == {(f"people/{a}-{n}", f"people/{b}-{n}") for n in range(20)
                   for a, b in (("ping", "pong"), ("pong", "ping"))}


def test_relink_and_a_new_page_at_once(fresh_dsn):
    """A relink of all pages runs while a page they wait for arrives: whichever comes second sees the first, so the
    reference resolves either way."""
    conn = connect(fresh_dsn, autocommit=True)
    for i in range(50):
        put_text(conn, f"---\ncompany: Star {i}\n---\nPerson {i}.\n", f"people/person-{i}")
    relinker = connect(fresh_dsn)
    try:
        relinker.execute("select * from brain.relink_pages(which => 'all')")     # open: holds the name locks
        writer = connect(fresh_dsn, autocommit=True)
        t, box = _in_thread(lambda: [put_text(writer, f"Star {i}.\n", f"companies/star-{i}") for i in range(50)])
        _wait_until_blocked(conn, writer.info.backend_pid, t)
        assert _waiting(conn, writer.info.backend_pid), "the new page did not wait for the relink"
        relinker.commit()
        t.join(60)
        assert "error" not in box, box.get("error")
        assert len(_edges(conn)) == 50
        assert conn.execute("select count(*) from brain.unresolved_links").fetchone()[0] == 0
    finally:
        relinker.close()
        writer.close()
        conn.close()


def test_numbers_must_agree_for_a_title_similarity_match(conn):
    """Title similarity links spelling variants, not different numbers: [[Pat 17]] with only Pat 1 written stays
    unresolved (gbrain links them: similarity 0.63 >= 0.55), and resolves when Pat 17 arrives; a misspelt Jon
    Smithson still finds John Smithson (0.73)."""
    put_text(conn, "Pat one.\n", "people/pat-1")
    put_text(conn, "---\ntitle: John Smithson\n---\nJohn.\n", "people/john-smithson")
    put_text(conn, "---\ninvestors: [Pat 17, Jon Smithson]\n---\nNova.\n", "companies/nova")
    assert _edges(conn) == {("people/john-smithson", "companies/nova", "invested_in", "frontmatter", "investors")}
    put_text(conn, "Pat seventeen.\n", "people/pat-17")
    assert ("people/pat-17", "companies/nova", "invested_in", "frontmatter", "investors") in _edges(conn)


def test_import_shows_the_relink_pass_in_its_progress(fresh_dsn, tmp_path):
    """The link pass of an import reports its batches (brain.relink_batch, one call per batch, counts the pages on
    its first call): the progress bar no longer sits at N/N while the relink runs."""
    from pgbrain.ingest import import_dir

    for i in range(5):
        (tmp_path / "people").mkdir(exist_ok=True)
        (tmp_path / "people" / f"p-{i}.md").write_text(f"---\ncompany: Star {i}\n---\nP {i}.\n")
    calls: list[tuple] = []
    with connect(fresh_dsn, autocommit=True) as conn:
        import_dir(conn, tmp_path, progress=lambda done, total, name: calls.append((done, total, name)))
        assert conn.execute("select current_setting('pgbrain.progress', true)").fetchone()[0] in (None, "")
    assert (5, 5, "linking (stale)") in calls


def test_an_interrupt_cancels_the_relink_on_the_server(fresh_dsn):
    """Ctrl-C during the two-session link pass of a large import: both server statements are cancelled (they used
    to run on, behind a finished progress bar, while the client waited for its threads)."""
    import os
    import signal
    import subprocess
    import sys

    if (os.cpu_count() or 1) < 2:
        pytest.skip("the two-session relink runs only with 2 or more CPUs")
    script = ("import sys\nfrom pgbrain.api import Brain\nfrom pgbrain.db import connect\n"
              "from pgbrain.ingest import _relink_shared\n"
              "conn = connect(sys.argv[1], autocommit=True)\n"
              "_relink_shared(conn, Brain(conn), 'default', 'all', parallel=True)\n")
    blocker = connect(fresh_dsn)
    watch = connect(fresh_dsn, autocommit=True)
    running = ("select count(*) from pg_stat_activity where datname = current_database() and state = 'active' "
               "and query like '%%relink_batch%%' and pid <> pg_backend_pid()")
    try:
        blocker.execute("select brain._lock_names(every_bucket => 'exclusive')")   # the relinks wait for it
        proc = subprocess.Popen([sys.executable, "-c", script, fresh_dsn], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        for _ in range(300):
            if watch.execute(running).fetchone()[0] == 2:
                break
            time.sleep(0.05)
        assert watch.execute(running).fetchone()[0] == 2, "the two relink statements did not start"
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode != 0 and "KeyboardInterrupt" in err
        for _ in range(100):
            if watch.execute(running).fetchone()[0] == 0:
                break
            time.sleep(0.05)
        assert watch.execute(running).fetchone()[0] == 0, "a relink statement still runs on the server"
    finally:
        blocker.close()
        watch.close()
