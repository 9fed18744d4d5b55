"""The one slug rule, brain.check_slug (issue 17, part 2): what every write accepts, in SQL; the Python side only
slugifies paths, and tests/conformance/test_conformance_parsing.py holds it to its SQL twin brain._slugify_path."""

from __future__ import annotations

import re

import pytest

from conftest import expect_error
from pgbrain.slugs import path_to_slug


@pytest.mark.parametrize("slug", [
    "people/alice", "notes/v1.0.0", "people/foo_bar", "notes/רשימת-קניות", "日本/田中", "a", "x/hi-ndi-हिन्दी",
    "notes/v1..2", "a" * 255,
])
def test_check_slug_accepts(conn, slug):
    # dots and underscores inside a segment are accepted on purpose (a divergence from gbrain's validator)
    assert conn.execute("select brain.check_slug(slug => %s)", [slug]).fetchone()[0] == slug


@pytest.mark.parametrize("slug, why", [
    ("", "it is empty"),
    ("a" * 256, "256 characters"),
    ("../etc/passwd", ". or .. segment"),
    ("notes/./x", ". or .. segment"),
    ("notes//x", "empty segment"),
    ("notes/", "empty segment"),
    ("/abs", "starts with /"),
    ("notes\\x", "backslash"),
    ("People/alice", "upper-case"),
    ("notes/a\nb", "control, bidi or invisible"),
    ("notes/\u202eevil", "control, bidi or invisible"),
    ("notes/a\u200bb", "control, bidi or invisible"),
    ("notes/a\u00adb", "control, bidi or invisible"),
    ("notes/a\ufeffb", "control, bidi or invisible"),
    ("notes/a b", "white space"),
    ("notes/a%2fb", "only letters, marks, digits"),
    ("notes/-x", "start with a letter or digit"),
    ("notes/a@b", "only letters, marks, digits"),
    # the unified rule: a segment starts with a letter or digit, so no hidden or underscore segment
    ("_drafts/x", "start with a letter or digit"),
    ("x/.hidden", "start with a letter or digit"),
])
def test_check_slug_refuses_with_the_reason(conn, slug, why):
    exc = expect_error(conn, "select brain.check_slug(slug => %s)", [slug], sqlstate="22023")
    assert why in exc.diag.message_detail
    assert "people/alice-chen" in exc.diag.message_hint


def test_check_slug_null(conn):
    expect_error(conn, "select brain.check_slug(slug => null)", sqlstate="22004")


@pytest.mark.parametrize("name", [
    "People/Alice Chen.md", "notes/v1.0.0.md", "my_file.md", "Apple Notes/2017 (draft).md", "档案/记录.md",
    "notes/हिन्दी.md", "Ünïcödé/ÄÖÜ.md", "ＡＢＣ/Ｆｏｏ.md",
])
def test_every_slugified_file_name_is_a_valid_slug(conn, name):
    slug = path_to_slug(name)
    assert conn.execute("select brain.check_slug(slug => %s)", [slug]).fetchone()[0] == slug


def test_a_file_under_an_underscore_folder_is_refused_with_its_name(fresh_dsn, tmp_path):
    """_drafts/x.md slugifies to _drafts/x, which the rule refuses: the import names the file and stores the
    rest."""
    from conftest import run_cli

    (tmp_path / "_drafts").mkdir()
    (tmp_path / "_drafts" / "x.md").write_text("A draft.\n")
    (tmp_path / "people").mkdir()
    (tmp_path / "people" / "ann.md").write_text("Ann.\n")
    out = run_cli("import", str(tmp_path), "--json", dsn=fresh_dsn)
    assert out.returncode != 0
    assert "_drafts/x.md" in out.stdout and "start with a letter or digit" in out.stdout
    assert re.search(r'"new":\s*1\b', out.stdout), out.stdout
