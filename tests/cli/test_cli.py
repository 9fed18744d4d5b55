"""The pgbrain CLI: JSON output, --show-sql, psql-style errors with exit codes per SQLSTATE class."""

from __future__ import annotations

import json

import pytest

from conftest import dsn_for, run_cli


def test_version():
    proc = run_cli("--version")
    assert proc.returncode == 0
    assert proc.stdout.startswith("pgbrain ")


def test_help_lists_the_command_groups():
    proc = run_cli("--help")
    assert proc.returncode == 0
    for word in ("db", "config"):
        assert word in proc.stdout


def test_db_status_json(work_dsn):
    proc = run_cli("db", "status", "--json", dsn=work_dsn)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    comps = {c["component"]: c["version"] for c in data["components"]}
    assert comps["postgresql"].startswith(("17", "16"))
    assert comps["age"].startswith("1.5")
    assert [m["id"] for m in data["migrations"]["applied"]][0] == "0001_brain_schema"
    assert data["migrations"]["pending"] == []
    tables = {t["table_name"]: t["row_count"] for t in data["tables"]}
    assert tables["sources"] >= 1


def test_db_status_table_and_show_sql(work_dsn):
    proc = run_cli("db", "status", "--show-sql", dsn=work_dsn)
    assert proc.returncode == 0, proc.stderr
    assert "select * from brain.status();" in proc.stderr
    assert "select * from brain.table_counts(estimate => false::boolean);" in proc.stderr
    assert "0001_brain_schema" in proc.stdout
    assert "pages" in proc.stdout


def test_db_status_on_a_database_without_the_schema(admin_dsn):
    proc = run_cli("db", "status", dsn=dsn_for(admin_dsn, "postgres"))
    assert proc.returncode == 6
    assert proc.stderr.startswith("ERROR:  the brain schema is not installed")
    assert "HINT:  run: pgbrain db upgrade" in proc.stderr


def test_config_set_and_get_round_trip(fresh_dsn):
    proc = run_cli("config", "set", "auto_link", "false", "--show-sql", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "auto_link = false"
    assert "brain.set_config(key => 'auto_link'::text, value => 'false'::jsonb)" in proc.stderr
    got = json.loads(run_cli("config", "get", "auto_link", "--json", dsn=fresh_dsn).stdout)
    assert got[0]["key"] == "auto_link" and got[0]["value"] is False
    # bare words are strings: a numeric setting refuses them with the type error
    proc = run_cli("config", "set", "link_resolution.title_similarity", "high", dsn=fresh_dsn)
    assert proc.returncode == 4
    assert 'ERROR:  config key "link_resolution.title_similarity" takes a number value' in proc.stderr
    assert "HINT:  current value: 0.55" in proc.stderr


@pytest.mark.parametrize(
    ("args", "code", "first_line"),
    [
        (["config", "get", "nope"], 3, 'ERROR:  unknown config key "nope"'),
        (["config", "set", "nope", "1"], 3, 'ERROR:  unknown config key "nope"'),
        (["config", "set", "auto_link", "maybe"], 4, 'ERROR:  config key "auto_link" takes a boolean value'),
        (["config", "set", "embedding.dimensions", "1536"], 6,
         'ERROR:  config key "embedding.dimensions" cannot be changed with set_config'),
    ],
)
def test_cli_errors_are_psql_style_with_exit_codes(work_dsn, args, code, first_line):
    proc = run_cli(*args, dsn=work_dsn)
    assert proc.returncode == code, proc.stderr
    assert proc.stderr.splitlines()[0] == first_line
    assert "HINT:" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_unreachable_server_exit_code():
    proc = run_cli("db", "status", dsn="postgresql://nobody@127.0.0.1:1/none?connect_timeout=2")
    assert proc.returncode == 7
    assert proc.stderr.startswith("ERROR:  could not connect to the database")
    assert "HINT:" in proc.stderr


def test_usage_error_exit_code():
    proc = run_cli("db", "no-such-command")
    assert proc.returncode == 2
    assert "No such command" in proc.stderr


def test_api_docs_output_is_the_checked_in_reference(work_dsn):
    from conftest import ROOT

    proc = run_cli("db", "api-docs", dsn=work_dsn)
    assert proc.returncode == 0, proc.stderr
    checked_in = (ROOT / "docs" / "sql-api.md").read_text()
    assert proc.stdout == checked_in, "docs/sql-api.md is out of date: run `make docs`"
    for fn in ("brain.status()", "brain.table_counts(", "brain.get_config(", "brain.set_config("):
        assert fn in checked_in


def test_set_embedding_model_needs_confirmation(fresh_dsn):
    proc = run_cli("db", "set-embedding-model", "bge-m3", "1024", dsn=fresh_dsn)
    assert proc.returncode == 4
    assert "HINT:  run again with --yes to confirm" in proc.stderr
    proc = run_cli("db", "set-embedding-model", "bge-m3", "1024", "--yes", "--show-sql", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert "brain.set_embedding_model(model => 'bge-m3'::text, dimensions => 1024::integer)" in proc.stderr
    assert "embedding model is now bge-m3 (1024 dimensions)" in proc.stdout
    status = json.loads(run_cli("db", "status", "--json", dsn=fresh_dsn).stdout)
    comps = {c["component"]: c for c in status["components"]}
    assert comps["embedding"]["version"] == "bge-m3"
    assert "vector(1024)" in comps["embedding"]["detail"]
