"""The ingest CLI: import (bad files, prune, re-import, SIGKILL mid-way), put, export round trip,
extract links, relink, links, pages and memory commands."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest

from conftest import ROOT, run_cli

SAMPLE = ROOT / "docs" / "sample-brain"


def write(root: Path, rel: str, text: str | bytes) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def small_brain(root: Path) -> Path:
    write(root, "people/alice.md", "---\ncompany: Acme\n---\n# Alice\n\nAlice founded [[companies/acme|Acme]].\n")
    write(root, "people/bob.md", "# Bob\n\nBob invested in [[companies/acme]].\n")
    write(root, "companies/acme.md", "---\nkey_people: [Alice]\n---\n# Acme\n\nRockets.\n")
    write(root, "meetings/2025-03-04-plan.md", "---\nattendees: [Alice]\n---\n# Plan\n\nAbout [[companies/acme]].\n")
    return root


def dump(dsn: str, source: str = "default") -> tuple:
    """Pages and current edges of a source, as comparable values."""
    with psycopg.connect(dsn) as conn:
        pages = conn.execute("select slug, title, type, content_hash, deleted_at is null from brain.pages "
                             "where source_id = %s order by slug", [source]).fetchall()
        links = conn.execute("select from_slug, to_slug, link_type, link_source, origin_slug, origin_field, context "
                             "from brain.page_links where from_source_id = %s order by 1, 2, 3, 4, 5",
                             [source]).fetchall()
        unresolved = conn.execute("select p.slug, u.name, u.reason from brain.unresolved_links u "
                                  "join brain.pages p on p.id = u.page_id order by 1, 2").fetchall()
    return pages, links, unresolved


def test_import_then_reimport_writes_nothing(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    first = run_cli("import", str(tmp_path), "--json", dsn=fresh_dsn)
    assert first.returncode == 0, first.stderr
    summary = json.loads(first.stdout)
    assert (summary["new"], summary["failed"], summary["links_added"]) == (4, 0, 6)
    before = dump(fresh_dsn)
    second = run_cli("import", str(tmp_path), dsn=fresh_dsn)
    assert second.returncode == 0, second.stderr
    assert second.stdout.strip() == ("pages: 0 new, 0 updated, 4 unchanged, 0 failed, 0 pruned; "
                                     "edges: +0 -0 =6; unresolved: 0")
    assert dump(fresh_dsn) == before


def test_an_impossible_frontmatter_date_fails_its_file_alone(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    write(tmp_path, "people/bad-date.md", "---\nwhen: 2024-02-30\n---\n# Bad Date\n")
    got = run_cli("import", str(tmp_path), "--json", dsn=fresh_dsn)
    summary = json.loads(got.stdout)
    assert (summary["new"], summary["failed"]) == (4, 1), got.stdout
    (failure,) = summary["failures"]
    assert "bad-date.md" in json.dumps(failure) and "'when'" in json.dumps(failure), failure
    put = run_cli("put", "people/bad-date", dsn=fresh_dsn, input="---\nwhen: 0000-01-01\n---\n# Bad\n")
    assert put.returncode == 4 and "Traceback" not in put.stderr, put.stderr
    assert "field 'when': '0000-01-01' is no date or time" in put.stderr


def test_bad_files_fail_alone_with_the_file_named(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    write(tmp_path, "people/latin1.md", "caf\xe9 au lait".encode("latin-1"))
    write(tmp_path, "people/binary.md", b"\x89PNG\r\n\x1a\n\x00\x00\x00")
    write(tmp_path, "people/broken.md", "---\ntitle: [unclosed\n---\nbody\n")
    write(tmp_path, "people/list.md", "---\n- a\n- b\n---\nbody\n")
    with open(tmp_path / "people" / "huge.md", "wb") as fh:
        fh.write(b"a" * (50 * 1024 * 1024))
    write(tmp_path, "People/Upper Case.md", "fine page\n")
    proc = run_cli("import", str(tmp_path), dsn=fresh_dsn)
    assert proc.returncode == 1
    assert proc.stdout.strip().startswith("pages: 5 new, 0 updated, 0 unchanged, 5 failed")
    err = proc.stderr
    for name, why in (("people/latin1.md", "UTF-8"), ("people/binary.md", "binary"),
                      ("people/broken.md:2", "not valid YAML"), ("people/list.md", "mapping"),
                      ("people/huge.md", "over the 5242880-byte limit")):
        line = next((ln for ln in err.splitlines() if name in ln), None)
        assert line is not None and line.startswith("ERROR:") and why in line, (name, err)
    with psycopg.connect(fresh_dsn) as conn:
        slugs = {r[0] for r in conn.execute("select slug from brain.pages")}
    assert slugs == {"people/alice", "people/bob", "companies/acme", "meetings/2025-03-04-plan",
                     "people/upper-case"}


def test_prune_soft_deletes_pages_whose_files_are_gone(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    assert run_cli("import", str(tmp_path), dsn=fresh_dsn).returncode == 0
    (tmp_path / "people" / "bob.md").unlink()
    proc = run_cli("import", str(tmp_path), "--prune", dsn=fresh_dsn)
    assert "1 pruned" in proc.stdout
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select deleted_at is not null from brain.pages where slug = 'people/bob'"
                            ).fetchone() == (True,)
        assert conn.execute("select count(*) from brain.page_links where from_slug = 'people/bob'").fetchone() == (0,)


def test_import_into_a_new_source_creates_it(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    proc = run_cli("import", str(tmp_path), "--source", "team", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert "NOTICE:  created source 'team' (federated)" in proc.stderr
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select federated from brain.sources where id = 'team'").fetchone() == (True,)
        assert conn.execute("select count(*) from brain.pages where source_id = 'team'").fetchone() == (4,)


@pytest.mark.parametrize(("args", "first_line"), [
    (["import", "{tmp}/nope"], "ERROR:  {tmp}/nope does not exist"),
    (["import", "{tmp}/file.md"], "ERROR:  {tmp}/file.md is not a directory"),
    (["extract", "links", "--from", "fs", "{tmp}/nope"], "ERROR:  {tmp}/nope does not exist"),
    (["export", "{tmp}/file.md"], "ERROR:  {tmp}/file.md is not a directory"),
])
def test_a_path_that_cannot_be_read_or_written_exits_1(work_dsn, tmp_path, args, first_line):
    """The README's exit codes: a file or folder named on the command line that cannot be read or written is 58030,
    exit 1 (not a bad parameter, 4)."""
    write(tmp_path, "file.md", "# a page\n")
    proc = run_cli(*[a.format(tmp=tmp_path) for a in args], dsn=work_dsn)
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.splitlines()[0] == first_line.format(tmp=tmp_path)
    assert "HINT:" in proc.stderr and "Traceback" not in proc.stderr


def test_symlink_out_of_the_import_root_is_not_followed(fresh_dsn, tmp_path):
    root = small_brain(tmp_path / "brain")
    outside = write(tmp_path, "secret.md", "top secret\n")
    os.symlink(outside, root / "people" / "leak.md")
    assert run_cli("import", str(root), dsn=fresh_dsn).returncode == 0
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select count(*) from brain.pages where compiled_truth like '%%secret%%'"
                            ).fetchone() == (0,)


def generated_brain(root: Path, n: int) -> Path:
    for i in range(n):
        write(root, f"people/p{i:04d}.md",
              f"---\ncompany: C{i % 50:03d}\n---\n# P{i}\n\nP{i} works at [[companies/c{(i * 7) % 50:03d}]] and "
              f"knows [[people/p{(i + 1) % n:04d}]].\n")
    for j in range(50):
        write(root, f"companies/c{j:03d}.md", f"# C{j:03d}\n\nCompany {j}.\n")
    return root


@pytest.mark.slow
def test_sigkill_mid_import_then_rerun_equals_an_uninterrupted_import(admin_dsn, template_db, db_prefix, tmp_path):
    from conftest import create_db, drop_db

    # (an import writes batches of ingest.BATCH_PAGES pages, one transaction each: enough of them to kill it between)
    root = generated_brain(tmp_path / "brain", 2400)
    a = create_db(admin_dsn, f"{db_prefix}_kill_a", template=template_db)
    b = create_db(admin_dsn, f"{db_prefix}_kill_b", template=template_db)
    try:
        env = {**os.environ, "PGBRAIN_DSN": a}
        proc = subprocess.Popen([sys.executable, "-c", "from pgbrain.cli import main; main()", "import", str(root)],
                                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # wait until some pages are in, then kill without warning
        deadline = time.time() + 120
        with psycopg.connect(a, autocommit=True) as conn:
            while time.time() < deadline:
                n = conn.execute("select count(*) from brain.pages").fetchone()[0]
                if n > 0:
                    break
                time.sleep(0.05)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        with psycopg.connect(a) as conn:
            written = conn.execute("select count(*) from brain.pages").fetchone()[0]
        assert 0 < written < 2450, "the kill should land mid-import"
        assert written % 250 == 0, "whole batches are in, never part of one"
        assert run_cli("import", str(root), dsn=a).returncode == 0
        assert run_cli("import", str(root), dsn=b).returncode == 0
        assert dump(a) == dump(b)
    finally:
        drop_db(admin_dsn, f"{db_prefix}_kill_a")
        drop_db(admin_dsn, f"{db_prefix}_kill_b")


def test_put_from_stdin_prints_the_diff(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    run_cli("import", str(tmp_path), dsn=fresh_dsn)
    proc = run_cli("put", "meetings/2025-03-04-plan", dsn=fresh_dsn,
                   input="---\nattendees: [Bob]\n---\n# Plan\n\nAbout [[companies/acme]].\n")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "meetings/2025-03-04-plan: updated; edges: +1 -1 =1; unresolved: 0"
    assert "  + people/bob --attended--> meetings/2025-03-04-plan  (frontmatter attendees)" in lines
    assert "  - people/alice --attended--> meetings/2025-03-04-plan  (frontmatter attendees, retired)" in lines
    bad = run_cli("put", "People/Bad", dsn=fresh_dsn, input="x\n")
    assert bad.returncode == 4 and bad.stderr.startswith("ERROR:")


def test_export_round_trip_is_stable(fresh_dsn, tmp_path):
    proc = run_cli("import", str(SAMPLE), dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    before = dump(fresh_dsn)
    out1, out2 = tmp_path / "e1", tmp_path / "e2"
    assert run_cli("export", str(out1), dsn=fresh_dsn).returncode == 0
    again = run_cli("import", str(out1), dsn=fresh_dsn)
    assert again.returncode == 0, again.stderr
    assert " 0 new, 0 updated," in again.stdout, again.stdout
    assert dump(fresh_dsn) == before
    assert run_cli("export", str(out2), dsn=fresh_dsn).returncode == 0
    files1 = sorted(p.relative_to(out1) for p in out1.rglob("*.md"))
    assert files1 == sorted(p.relative_to(out2) for p in out2.rglob("*.md"))
    for rel in files1:
        assert (out1 / rel).read_text() == (out2 / rel).read_text(), rel


def test_extract_links_from_db_and_fs(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    run_cli("import", str(tmp_path), dsn=fresh_dsn)
    before = dump(fresh_dsn)
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("delete from brain.links")
    proc = run_cli("extract", "links", "--from", "db", "--json", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["links_added"] == 6
    assert dump(fresh_dsn)[1] == before[1]
    proc = run_cli("extract", "links", "--from", "fs", str(tmp_path), dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert "edges: +0 -0 =6" in proc.stdout
    bad = run_cli("extract", "links", "--from", "fs", dsn=fresh_dsn)
    assert bad.returncode == 4 and "HINT:" in bad.stderr


def test_relink_after_a_new_rule(fresh_dsn, tmp_path):
    write(tmp_path, "people/alice.md", "Alice mentors the team of [[companies/acme]].\n")
    write(tmp_path, "companies/acme.md", "Acme.\n")
    run_cli("import", str(tmp_path), dsn=fresh_dsn)
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("insert into brain.link_types (name, label, description) values ('mentors', 'mentors', 'x')")
        conn.execute("insert into brain.link_rules (link_type, language, pattern, page_types, priority) "
                     "values ('mentors', 'en', '\\mmentors\\M', '{person}', 85)")
    proc = run_cli("relink", "--show-sql", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    # (the first batch's call, as a DBA would make it; the next ones pass after_id => the last_id it returned)
    assert proc.stderr.count("brain.relink_batch(") == 1, proc.stderr
    assert ("brain.relink_batch(sources => NULL::text[], which => 'all'::text, after_id => NULL::bigint, "
            "max_pages => 1000::integer)") in proc.stderr
    assert "edges: +1 -1" in proc.stdout
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select link_type from brain.page_links").fetchall() == [("mentors",)]


def test_link_page_and_memory_commands(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    run_cli("import", str(tmp_path), dsn=fresh_dsn)

    def ok(*args: str) -> str:
        proc = run_cli(*args, dsn=fresh_dsn)
        assert proc.returncode == 0, (args, proc.stderr)
        return proc.stdout

    assert "added" in ok("link", "add", "people/bob", "companies/acme", "advises", "--context", "board")
    rows = json.loads(ok("link", "list", "people/bob", "--direction", "out", "--json"))
    assert {(r["link_type"], r["link_source"]) for r in rows} == {("invested_in", "markdown"), ("advises", "manual")}
    back = json.loads(ok("backlinks", "companies/acme", "--type", "advises", "--json"))
    assert [(r["from_slug"], r["context"]) for r in back] == [("people/bob", "board")]
    assert "retired" in ok("link", "remove", "people/bob", "companies/acme", "advises")
    derived = run_cli("link", "remove", "people/bob", "companies/acme", dsn=fresh_dsn)
    assert derived.returncode == 3 and "asserted by people/bob" in derived.stderr
    page = json.loads(ok("get", "people/alice", "--json"))
    assert page["title"] == "Alice" and page["frontmatter"] == {"company": "Acme"}
    assert "search_vector" not in page and page["slug"] == "people/alice"
    assert ok("get", "people/alice").startswith("---\ncompany: Acme\n---\n# Alice")
    assert "edges hidden" in ok("delete", "people/bob")
    gone = run_cli("get", "people/bob", dsn=fresh_dsn)
    assert gone.returncode == 3 and "restore_page" in gone.stderr
    assert "restored" in ok("restore", "people/bob")
    ok("add-timeline-entry", "people/alice", "2025-01-02", "Raised a seed round")
    assert json.loads(ok("timeline", "people/alice", "--json"))[0]["summary"] == "Raised a seed round"
    ok("add-fact", "companies/acme", "Acme has 40 employees")
    assert json.loads(ok("facts", "companies/acme", "--json"))[0]["fact"] == "Acme has 40 employees"
    ok("add-take", "people/alice", "Rockets get cheaper", "--kind", "bet", "--weight", "0.7")
    takes = json.loads(ok("takes", "people/alice", "--json"))
    assert [(t["claim"], t["kind"], t["weight"]) for t in takes] == [("Rockets get cheaper", "bet", 0.7)]
    bad = run_cli("add-take", "people/alice", "x", "--weight", "2", dsn=fresh_dsn)
    assert bad.returncode == 4 and "weight must be between 0 and 1" in bad.stderr


def test_unchanged_files_are_skipped_by_their_bytes_and_force_parses_them(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    assert run_cli("import", str(tmp_path), dsn=fresh_dsn).returncode == 0
    with psycopg.connect(fresh_dsn) as conn:
        hashes = dict(conn.execute("select import_path, file_hash from brain.pages").fetchall())
    import hashlib

    assert hashes["people/alice.md"] == hashlib.sha256((tmp_path / "people/alice.md").read_bytes()).hexdigest()
    # a page changed outside the import (put from stdin) loses its file hash: the next import
    # parses its file again and restores the file's content
    assert run_cli("put", "people/alice", dsn=fresh_dsn, input="Alice changed by hand.\n").returncode == 0
    proc = run_cli("import", str(tmp_path), dsn=fresh_dsn)
    assert proc.stdout.startswith("pages: 0 new, 1 updated, 3 unchanged"), proc.stdout
    forced = run_cli("import", str(tmp_path), "--force", "--json", dsn=fresh_dsn)
    summary = json.loads(forced.stdout)
    assert (summary["new"], summary["updated"], summary["unchanged"]) == (0, 0, 4)
    # a touched file with the same bytes is still skipped; an edited one is written
    write(tmp_path, "people/bob.md", "# Bob\n\nBob invested in [[companies/acme]] twice.\n")
    proc = run_cli("import", str(tmp_path), dsn=fresh_dsn)
    assert proc.stdout.startswith("pages: 0 new, 1 updated, 3 unchanged"), proc.stdout


def test_interrupted_pages_get_their_edges_on_the_next_run(fresh_dsn, tmp_path):
    small_brain(tmp_path)
    # what a killed import leaves behind: pages written with their edges deferred
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        from pgbrain.api import Brain
        from pgbrain.ingest import put_parsed
        from pgbrain.markdown import parse_page

        page = parse_page((tmp_path / "people/alice.md").read_text(), "people/alice")
        put_parsed(Brain(conn), page, source_id="default", import_path="people/alice.md", defer_links=True)
        assert conn.execute("select links_extracted_at from brain.pages").fetchone() == (None,)
    assert run_cli("import", str(tmp_path), dsn=fresh_dsn).returncode == 0
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select count(*) from brain.pages where links_extracted_at is null").fetchone() == (0,)
        assert ("people/alice", "companies/acme", "founded") in {
            tuple(r) for r in conn.execute("select from_slug, to_slug, link_type from brain.page_links")}


@pytest.mark.slow
@pytest.mark.parametrize("phase", ["put_page", "relink_batch"])
def test_an_import_whose_server_goes_away_exits_7(fresh_dsn, tmp_path, phase):
    # the server going away under an import (here: its backends terminated, 57P01, as a shutdown does) is a lost
    # connection, exit 7 with a HINT, in the writing pass and in the link pass alike (it was exit 1, or a page
    # failure and the import going on)
    for i in range(1500):
        write(tmp_path, f"people/p{i}.md",
              f"# P{i}\n\nP{i} knows [[people/p{(i + 1) % 1500}]], [[people/p{(i + 7) % 1500}]]"
              f" and [[companies/c{i % 40}]].\n")
    proc = subprocess.Popen([sys.executable, "-c", "from pgbrain.cli import main; main()", "import", str(tmp_path),
                             "--no-embed"], env={**os.environ, "PGBRAIN_DSN": fresh_dsn, "PGBRAIN_EMBEDDING": "none"},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    killed = 0
    with psycopg.connect(fresh_dsn, autocommit=True) as watcher:
        deadline = time.monotonic() + 240
        while proc.poll() is None and not killed and time.monotonic() < deadline:
            killed = watcher.execute(
                "select count(pg_terminate_backend(pid)) from pg_stat_activity"
                " where datname = current_database() and pid <> pg_backend_pid() and query like %s",
                [f"%{phase}%"]).fetchone()[0]
            time.sleep(0.01)
    out, err = proc.communicate(timeout=240)
    assert killed, f"the import never ran {phase} ({proc.returncode}): {err[-2000:]}"
    assert proc.returncode == 7, (proc.returncode, out[-1000:], err[-2000:])
    assert "lost the connection to the database" in err and "HINT:" in err and "Traceback" not in err, err[-2000:]


def test_a_reference_into_another_source_resolves_when_an_import_brings_its_target(fresh_dsn, tmp_path):
    # [[sec1:companies/acme]] written in sec2 before sec1 had that page stayed unresolved after `pgbrain import`
    # of sec1 (the import relinked only sec1's own waiting pages); a single put resolved it already
    note = run_cli("put", "notes/x", "--source", "sec2", dsn=fresh_dsn,
                   input="# Note\n\nSee [[sec1:companies/acme]].\n")
    assert note.returncode == 0, note.stderr
    write(tmp_path, "companies/acme.md", "# Acme\n")
    write(tmp_path, "companies/beta.md", "# Beta\n")
    got = run_cli("import", str(tmp_path), "--source", "sec1", "--no-embed", dsn=fresh_dsn)
    assert got.returncode == 0, got.stderr
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select count(*) from brain.unresolved_links u join brain.pages p on p.id = u.page_id"
                            " where p.slug = 'notes/x'").fetchone()[0] == 0
        assert conn.execute("select t.source_id, t.slug from brain.links l join brain.pages f on f.id = l.from_page_id"
                            " join brain.pages t on t.id = l.to_page_id where f.slug = 'notes/x'"
                            " and l.valid_to is null").fetchall() == [("sec1", "companies/acme")]


def test_known_files_match_a_path_by_its_key_and_its_digest(fresh_dsn, tmp_path):
    # the recorded hashes held compactly (a sorted array of path keys, 16 bytes of digest each): a path whose key
    # another path shares is still told apart by its digest, and an unknown path or other bytes mean "parse it"
    import hashlib

    from pgbrain.api import Brain
    from pgbrain.db import connect
    from pgbrain.ingest import KnownFiles, known_files

    small_brain(tmp_path)
    assert run_cli("import", str(tmp_path), dsn=fresh_dsn).returncode == 0
    with connect(fresh_dsn, autocommit=True) as conn:
        shown: list[str] = []
        known = known_files(Brain(conn, on_sql=shown.append), "default")
        paths = [r[0] for r in conn.execute("select import_path from brain.pages order by 1")]
    assert len(known) == len(paths) == 4 and list(known.keys) == sorted(known.keys)
    assert shown and "brain.import_files(source_id => 'default')" in shown[0]
    for path in paths:
        digest = hashlib.sha256((tmp_path / path).read_bytes()).digest()
        assert known.unchanged(path, digest)
        assert not known.unchanged(path, hashlib.sha256(b"other bytes").digest())
    assert not known.unchanged("people/nobody.md", hashlib.sha256(b"").digest())
    # a file name that is not UTF-8 (a lone surrogate from the file system) is looked up without an error
    assert not known.unchanged("people/\udcff.md", hashlib.sha256(b"").digest())
    # two paths under one key (forced here: 8 bytes of sha256 collide once in 2^64 pairs)
    clash = KnownFiles()
    key = KnownFiles.key("a.md")
    clash.keys.extend([key, key])
    clash.digests += hashlib.sha256(b"one").digest()[:16] + hashlib.sha256(b"two").digest()[:16]
    assert clash.unchanged("a.md", hashlib.sha256(b"two").digest())
    assert clash.unchanged("a.md", hashlib.sha256(b"one").digest())
    assert not clash.unchanged("a.md", hashlib.sha256(b"three").digest())
