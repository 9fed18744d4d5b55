"""The import's SQL surface (issue 17, part 3): what pgbrain import reads and writes besides put_page — the files
of an earlier import, pruning, the totals of its summary, the pages export writes — each a public function."""

from __future__ import annotations

import pytest

from conftest import expect_error


def _put(conn, slug: str, body: str = "x", *, source: str = "default", path: str | None = None,
         digest: str | None = None, kind: str = "markdown"):
    if kind == "code":
        return conn.execute("select * from brain.put_code_page(path => %s, code => 'x = 1', lang => 'python', "
                            "chunks => '[{\"chunk_text\": \"x = 1\", \"start_line\": 1, \"end_line\": 1}]', "
                            "source_id => %s, import_path => %s, file_hash => %s)",
                            [slug, source, path, digest]).fetchone()
    return conn.execute("select * from brain.put_page(slug => %s, compiled_truth => %s, source_id => %s, "
                        "import_path => %s, file_hash => %s)", [slug, body, source, path, digest]).fetchone()


H1, H2 = "1" * 64, "2" * 64


def test_import_files_lists_the_imported_live_pages_of_a_source(conn):
    _put(conn, "people/ann", path="people/Ann.md", digest=H1)
    _put(conn, "people/bob", path="people/bob.md", digest=H2)
    _put(conn, "people/cy")                                   # written by hand: not an import's file
    _put(conn, "src/a.py", path="src/a.py", digest=H1, kind="code")
    conn.execute("select * from brain.delete_page(slug => 'people/bob')")
    rows = conn.execute("select * from brain.import_files()").fetchall()
    assert rows == [("people/Ann.md", H1, "people/ann", "markdown"), ("src/a.py", H1, "src-a-py", "code")]
    conn.execute("select * from brain.add_source(source_id => 'other')")
    assert conn.execute("select * from brain.import_files(source_id => 'other')").fetchall() == []


@pytest.mark.parametrize("call, state", [
    ("brain.import_files(source_id => null)", "22004"),
    ("brain.import_files(source_id => 'nowhere')", "P0002"),
    ("brain.prune_import(source_id => 'default', keep_slugs => null)", "22004"),
    ("brain.prune_import(source_id => 'default', keep_slugs => '{}', code => null)", "22004"),
    ("brain.prune_import(source_id => 'nowhere', keep_slugs => '{}')", "P0002"),
    ("brain.import_totals(source_id => 'default', slugs => null)", "22004"),
    ("brain.import_totals(source_id => 'nowhere', slugs => '{}')", "P0002"),
    ("brain.export_pages(source_id => null)", "22004"),
    ("brain.export_pages(source_id => 'nowhere')", "P0002"),
    ("brain.title_from_slug(slug => null)", "22004"),
])
def test_bad_inputs(conn, call, state):
    before = conn.execute("select count(*), count(deleted_at) from brain.pages").fetchone()
    expect_error(conn, f"select * from {call}", sqlstate=state)
    assert conn.execute("select count(*), count(deleted_at) from brain.pages").fetchone() == before


def test_prune_import_deletes_only_imported_pages_it_was_not_told_to_keep(conn):
    _put(conn, "people/ann", path="people/ann.md", digest=H1)
    _put(conn, "people/bob", path="people/bob.md", digest=H1)
    _put(conn, "people/cy")                                   # by hand: never pruned
    _put(conn, "src/a.py", path="src/a.py", digest=H1, kind="code")
    conn.execute("select * from brain.add_source(source_id => 'other')")
    _put(conn, "people/dee", path="people/dee.md", digest=H1, source="other")
    # an import without code leaves code pages alone
    gone = conn.execute("select slug from brain.prune_import(source_id => 'default', keep_slugs => "
                        "array['people/ann'], code => false)").fetchall()
    assert gone == [("people/bob",)]
    assert conn.execute("select slug from brain.pages where deleted_at is null order by slug").fetchall() == [
        ("people/ann",), ("people/cy",), ("people/dee",), ("src-a-py",)]
    # a second run deletes nothing more, the code page goes with code
    assert conn.execute("select slug from brain.prune_import('default', array['people/ann'])").fetchall() == [
        ("src-a-py",)]
    # brain.restore_page brings a pruned page back
    conn.execute("select * from brain.restore_page(slug => 'people/bob')")
    assert conn.execute("select deleted_at from brain.pages where slug = 'people/bob'").fetchone() == (None,)


def test_import_totals_counts_the_edges_the_pages_own(conn):
    conn.execute("select * from brain.put_page(slug => 'companies/acme', compiled_truth => 'Acme.')")
    for slug in ("people/ann", "people/bob"):
        text = "Works at [[companies/acme]] and knows [[people/nobody-yet]]."
        conn.execute("select * from brain.put_page(slug => %s, compiled_truth => %s, candidates => %s::jsonb)",
                     [slug, text, '[{"target": "companies/acme", "kind": "wikilink", "context": "Works at", '
                      '"origin_field": "compiled_truth"}, {"target": "people/nobody-yet", "kind": "wikilink", '
                      '"context": "knows", "origin_field": "compiled_truth"}]'])
    conn.execute("select * from brain.add_link(from_slug => 'people/ann', to_slug => 'companies/acme', "
                 "link_type => 'advises')")                   # manual: not owned by the page's content
    row = conn.execute("select * from brain.import_totals(source_id => 'default', "
                       "slugs => array['people/ann', 'people/bob', 'people/gone'], links_added => 1)").fetchone()
    assert row == (2, 2, 1, 2, None)          # (no since: no diff)
    assert conn.execute("select links_kept from brain.import_totals('default', array['people/ann'], 5)"
                        ).fetchone() == (0,)
    # since: the derived edges recorded after it, the first diff_max of each kind in slug order, and how many
    diff = conn.execute("select diff from brain.import_totals(source_id => 'default', slugs => '{}', "
                        "since => now(), diff_max => 1)").fetchone()[0]
    assert diff == {"added": [{"from": "people/ann", "to": "companies/acme", "link_type": "works_at",
                               "link_source": "markdown", "origin_field": "compiled_truth"}],
                    "retired": [], "added_count": 2, "retired_count": 0}
    full = conn.execute("select diff from brain.import_totals(source_id => 'default', slugs => '{}', "
                        "since => now())").fetchone()[0]
    assert [e["from"] for e in full["added"]] == ["people/ann", "people/bob"]      # (the manual edge is no diff)
    later = conn.execute("select diff from brain.import_totals(source_id => 'default', slugs => '{}', "
                         "since => now() + interval '1 second')").fetchone()[0]
    assert later == {"added": [], "retired": [], "added_count": 0, "retired_count": 0}
    expect_error(conn, "select * from brain.import_totals(source_id => 'default', slugs => '{}', since => now(), "
                       "diff_max => -1)", sqlstate="22023")


def test_export_pages_says_what_a_reimport_would_derive(conn):
    conn.execute("select * from brain.put_page(slug => 'notes/3d-printing', compiled_truth => 'x')")
    conn.execute("select * from brain.put_page(slug => 'people/ann_lee', title => 'Dr Ann Lee', "
                 "compiled_truth => 'x')")
    _put(conn, "src/a.py", path="src/a.py", digest=H1, kind="code")
    rows = conn.execute("select slug, title, type, default_title, default_type from brain.export_pages()").fetchall()
    assert rows == [("notes/3d-printing", "3d Printing", "note", "3d Printing", "note"),
                    ("people/ann_lee", "Dr Ann Lee", "person", "Ann Lee", "person")]


def test_title_from_slug_is_the_title_put_page_gives(conn):
    for slug in ("people/alice-chen", "notes/3d-printing", "x/o_brien-jr", "メモ/会議-ノート"):
        conn.execute("select * from brain.put_page(slug => %s, compiled_truth => 'x')", [slug])
        stored, derived = conn.execute("select p.title, brain.title_from_slug(slug => %s) from brain.pages p "
                                       "where p.slug = %s", [slug, slug]).fetchone()
        assert stored == derived, slug
    assert conn.execute("select brain.title_from_slug('people/alice-chen')").fetchone() == ("Alice Chen",)


def test_stale_chunk_count_is_what_stale_chunks_returns(conn):
    conn.execute("select * from brain.add_source(source_id => 'other')")
    for slug, source in (("people/ann", "default"), ("people/bob", "other")):
        conn.execute("select * from brain.put_page(slug => %s, compiled_truth => 'Some words here.', "
                     "source_id => %s)", [slug, source])
    for sources in (None, ["other"], ["default", "other"]):
        n = conn.execute("select brain.stale_chunk_count(sources => %s)", [sources]).fetchone()[0]
        assert n == len(conn.execute("select * from brain.stale_chunks(max_results => 10000, sources => %s)",
                                     [sources]).fetchall())
        assert n >= 1
