"""--show-sql (issue 17, part 3): every statement a command runs, as a DBA would replay it in psql; long literals
shortened with a marker, --show-sql=full prints them whole."""

from __future__ import annotations

import re

from conftest import run_cli
from pgbrain.cli import shorten_sql


def test_shorten_sql_cuts_only_long_literals_and_says_so():
    short = "select * from brain.get_page(slug => 'people/ann'::text);"
    assert shorten_sql(short) == short
    long = "select brain.put_page(slug => 'a'::text, compiled_truth => '" + "x" * 1000 + "'::text);"
    cut = shorten_sql(long, limit=100)
    assert cut.startswith("select brain.put_page(slug => 'a'::text, compiled_truth => 'xxx")
    assert "1,000 characters, shortened: --show-sql=full prints them" in cut and cut.endswith("::text);")
    # a doubled quote is never split in half: what is left is still one literal
    quoted = "select '" + "it''s " * 100 + "';"
    kept = re.match(r"select ('(?:[^']|'')*')", shorten_sql(quoted, limit=51)).group(1)
    assert kept.endswith("…'") and kept.count("'") % 2 == 0


def test_import_shows_every_statement(fresh_dsn, tmp_path):
    (tmp_path / "people").mkdir()
    (tmp_path / "people" / "ann.md").write_text("Ann works at [[companies/acme]]. " + "Words. " * 200 + "\n")
    (tmp_path / "companies").mkdir()
    (tmp_path / "companies" / "acme.md").write_text("Acme.\n")
    out = run_cli("import", str(tmp_path), "--prune", "--show-sql", dsn=fresh_dsn)
    assert out.returncode == 0, out.stderr
    shown = out.stderr
    for statement in ("set synchronous_commit = off;", "from brain.import_files(source_id => ",
                      "select * from brain.put_pages(", "select * from brain.prune_import(",
                      "select * from brain.relink_batch(", "select * from brain.import_totals(",
                      "reset synchronous_commit;"):
        assert statement in shown, statement
    assert "shortened: --show-sql=full prints them" in shown
    # nothing of the import runs that the DBA does not see: no internal helper is named
    assert "brain._" not in shown
    full = run_cli("import", str(tmp_path), "--force", "--show-sql=full", dsn=fresh_dsn)
    assert full.returncode == 0, full.stderr
    assert "shortened" not in full.stderr and "Words. " * 199 in full.stderr


def test_show_sql_takes_no_other_value(fresh_dsn):
    out = run_cli("list", "--show-sql=yes", dsn=fresh_dsn)
    assert out.returncode == 2 and "--show-sql takes no value, or =full" in out.stderr
