"""The name dictionary (brain.page_names) and the link types' page-type domains: the first step of the question
planner (issue 14 items 2 and 4). Entity linking looks question spans up in page_names by their normal form."""

from __future__ import annotations

import pytest

from conftest import expect_error
from pgbrain.ingest import put_text


def names(conn, slug: str) -> set[tuple[str, str, str]]:
    return {tuple(r) for r in conn.execute(
        "select n.how, n.name, n.name_norm from brain.page_names n join brain.pages p on p.id = n.page_id "
        "where p.slug = %s", [slug])}


@pytest.mark.parametrize(("name", "norm"), [
    ("Acme", "acme"),
    ("  Café  Acme — Labs ", "cafe acme labs"),         # accents, dashes, spaces
    ("ÅNGSTRÖM Über-Corp", "angstrom uber corp"),
    ("ＡＣＭＥ　Ｉｎｃ．", "acme inc"),                   # full-width (NFKC)
    ("Acme's", "acme s"),
    ("O'Brien & Sons, Ltd.", "o brien sons ltd"),
    ("佐藤 太郎", "佐藤太郎"),                            # no space beside ideographs
    ("ｱｸﾒ株式会社", "アクメ株式会社"),                    # half-width katakana
    ("Acme 株式会社", "acme株式会社"),
    ("3D Robotics", "3d robotics"),
    ("---", ""),
])
def test_name_normal_form(conn, name, norm):
    assert conn.execute("select brain._name_norm(%s)", [name]).fetchone()[0] == norm


def test_every_write_keeps_the_names_a_page_goes_by(conn):
    put_text(conn, "---\ntitle: Acme — Data Infrastructure Startup\naliases: [ACME Corp, アクメ]\n---\n# Acme\n",
             "companies/acme-data")
    assert names(conn, "companies/acme-data") == {
        ("title", "Acme — Data Infrastructure Startup", "acme data infrastructure startup"),
        ("short_title", "Acme", "acme"),
        ("alias", "ACME Corp", "acme corp"),
        ("alias", "アクメ", "アクメ"),
        ("basename", "acme data", "acme data"),
    }
    # a rewrite replaces them; a string alias and the other keys count too
    put_text(conn, "---\ntitle: 'Acme: robots for farms'\naka: Acme Farms\n---\nBody.\n", "companies/acme-data")
    assert names(conn, "companies/acme-data") == {
        ("title", "Acme: robots for farms", "acme robots for farms"),
        ("short_title", "Acme", "acme"),
        ("alias", "Acme Farms", "acme farms"),
        ("basename", "acme data", "acme data"),
    }
    # an unchanged write writes nothing; a page without separator has no short title
    put_text(conn, "# Sato\n\n佐藤さんのページ。\n", "people/sato", create_source=False)
    assert {h for h, _, _ in names(conn, "people/sato")} == {"title", "basename"}
    # names go with the page when it is erased
    conn.execute("select * from brain.add_source(source_id => 'tmp')")
    put_text(conn, "# Temp Co (Berlin)\n", "companies/temp-co", source_id="tmp", create_source=False)
    assert ("short_title", "Temp Co", "temp co") in names(conn, "companies/temp-co")
    conn.execute("select * from brain.remove_source(source_id => 'tmp', cascade => true)")
    assert names(conn, "companies/temp-co") == set()


def test_names_are_found_by_their_index(conn):
    put_text(conn, "# Initech\n", "companies/initech")
    conn.execute("set local enable_seqscan = off")
    plan = "\n".join(r[0] for r in conn.execute(
        "explain select page_id from brain.page_names where name_norm = any (array['initech', 'acme']) "
        "and source_id = 'default'"))
    # (the btree on name_norm, or the trigram index, which also answers equality)
    assert "Seq Scan" not in plan and "(name_norm = ANY" in plan, plan


def test_the_upgrade_fills_names_for_pages_that_have_none(conn):
    put_text(conn, "# Globex\n", "companies/globex")
    before = names(conn, "companies/globex")
    conn.execute("delete from brain.page_names n using brain.pages p where p.id = n.page_id "
                 "and p.slug = 'companies/globex'")
    assert conn.execute("select * from brain._after_upgrade()").fetchall() == [("page_names", 2),
                                                                               ("question_lexicon", 0)]
    assert names(conn, "companies/globex") == before
    assert conn.execute("select * from brain._after_upgrade()").fetchall() == [("page_names", 0),
                                                                               ("question_lexicon", 0)]


def test_link_types_record_the_page_types_they_join(conn):
    rows = {r[0]: (r[1], r[2]) for r in conn.execute(
        "select name, from_types, to_types from brain.link_types where builtin")}
    assert rows["works_at"] == (["person"], ["company", "fund"])
    assert rows["founded"] == (["person"], ["company", "fund"])
    assert rows["invested_in"] == (["person", "company", "fund"], ["company"])
    assert rows["attended"] == (["person"], ["meeting"])
    assert rows["mentions"] == (None, None)          # permissive
    # a DBA changes a domain with an UPDATE
    conn.execute("update brain.link_types set to_types = '{meeting,event}' where name = 'attended'")
    assert conn.execute("select to_types from brain.link_types where name = 'attended'").fetchone()[0] == [
        "meeting", "event"]


def test_page_names_refuse_what_does_not_fit(conn):
    put_text(conn, "# Hooli\n", "companies/hooli")
    pid = conn.execute("select id from brain.pages where slug = 'companies/hooli'").fetchone()[0]
    expect_error(conn, "insert into brain.page_names (page_id, source_id, how, name) "
                       "values (%s, 'default', 'nick', 'x')", [pid], sqlstate="23514", hint=False)
    expect_error(conn, "insert into brain.page_names (page_id, source_id, how, name, name_norm) "
                       "values (%s, 'default', 'alias', 'x', 'y')", [pid], sqlstate="428C9", hint=False)


def test_only_names_that_changed_are_written(conn):
    put_text(conn, "---\ntitle: Umbrella Corp\naliases: [Umbrella]\n---\nFirst text.\n", "companies/umbrella")
    rows = "select n.how, n.name, n.ctid::text from brain.page_names n join brain.pages p on p.id = n.page_id " \
           "where p.slug = 'companies/umbrella' order by 1, 2"
    before = conn.execute(rows).fetchall()
    # a new body with the same title and aliases leaves the rows as they were (no churn on every write)
    put_text(conn, "---\ntitle: Umbrella Corp\naliases: [Umbrella]\n---\nSecond text.\n", "companies/umbrella")
    assert conn.execute(rows).fetchall() == before
    # a new alias adds one row; another spelling of a name with the same normal form replaces the spelling
    put_text(conn, "---\ntitle: Umbrella Corp\naliases: [UMBRELLA, Umbrella Inc]\n---\nThird.\n", "companies/umbrella")
    assert [r[:2] for r in conn.execute(rows).fetchall()] == [
        ("alias", "UMBRELLA"), ("alias", "Umbrella Inc"), ("basename", "umbrella"), ("title", "Umbrella Corp")]


def test_a_bulk_import_leaves_the_name_dictionary_with_statistics(fresh_dsn, tmp_path):
    # without statistics the planner's lookups of page_names were planned as scans until autovacuum came by
    import psycopg

    from conftest import run_cli
    for i in range(5):
        (tmp_path / f"p{i}.md").write_text(f"# Person {i}\n\nWorks at [[companies/acme]].\n")
    with psycopg.connect(fresh_dsn) as c:
        assert c.execute("select reltuples from pg_class where oid = 'brain.page_names'::regclass").fetchone()[0] < 0
    r = run_cli("import", str(tmp_path), dsn=fresh_dsn)
    assert r.returncode == 0, r.stderr
    with psycopg.connect(fresh_dsn) as c:
        assert c.execute("select reltuples from pg_class where oid = 'brain.page_names'::regclass").fetchone()[0] >= 5
