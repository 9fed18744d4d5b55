"""The fast paths of a bulk import give exactly what the plain ones give: two writer connections and a
relink shared by two sessions against one connection; the regex-free token and slug counts against the
per-character definitions; the CJK bigram shortcut; the page lookup's plan on a young brain."""

from __future__ import annotations

import math
import os
import random
import sys
import unicodedata

import psycopg
import pytest

from conftest import BENCHMARKS
from pgbrain import chunking, ingest, slugs
from pgbrain.db import connect

sys.path.insert(0, str(BENCHMARKS))
from corpus import generate  # noqa: E402


def _state(conn: psycopg.Connection, source: str) -> tuple:
    pages = conn.execute("select slug, title, type, content_hash, file_hash from brain.pages where source_id = %s "
                         "order by slug", [source]).fetchall()
    links = conn.execute("select from_slug, to_slug, link_type, link_source, origin_slug, origin_field, context "
                         "from brain.page_links where from_source_id = %s order by 1, 2, 3, 4, 5, 6",
                         [source]).fetchall()
    unresolved = conn.execute("select p.slug, u.name, u.reason from brain.unresolved_links u "
                              "join brain.pages p on p.id = u.page_id where p.source_id = %s order by 1, 2, 3",
                              [source]).fetchall()
    chunks = conn.execute("select p.slug, c.chunk_index, c.chunk_text from brain.content_chunks c "
                          "join brain.pages p on p.id = c.page_id where p.source_id = %s order by 1, 2",
                          [source]).fetchall()
    return pages, links, unresolved, chunks


def test_parallel_import_equals_serial_import(fresh_dsn, tmp_path, monkeypatch):
    if (os.cpu_count() or 1) < 2:
        # the import takes its serial path on one CPU whatever the thresholds: serial would be compared with itself
        pytest.skip("the parallel import runs only with 2 or more CPUs")
    generate(tmp_path, pages=300, seed=11)
    with connect(fresh_dsn, autocommit=True) as conn:
        monkeypatch.setattr(ingest, "PARALLEL_WRITE_MIN", 10**9)
        monkeypatch.setattr(ingest, "PARALLEL_RELINK_MIN", 10**9)
        serial = ingest.import_dir(conn, tmp_path, source_id="serial")
        monkeypatch.setattr(ingest, "PARALLEL_WRITE_MIN", 1)
        monkeypatch.setattr(ingest, "PARALLEL_RELINK_MIN", 1)
        parallel = ingest.import_dir(conn, tmp_path, source_id="parallel")
        assert (serial.new, serial.failed) == (parallel.new, parallel.failed) == (300, 0)
        assert (serial.links_added, serial.unresolved) == (parallel.links_added, parallel.unresolved)
        assert serial.links_added > 1000
        assert _state(conn, "serial") == _state(conn, "parallel")
        # and a second run of the parallel path writes nothing
        again = ingest.import_dir(conn, tmp_path, source_id="parallel")
        assert (again.new, again.updated, again.unchanged, again.links_added) == (0, 0, 300, 0)


def test_a_failing_page_fails_alone_on_the_parallel_path(fresh_dsn, tmp_path, monkeypatch):
    generate(tmp_path, pages=100, seed=3)
    # a type the frontmatter gives but put_page refuses: parsed fine, refused by SQL (22023)
    (tmp_path / "people" / "bad-type.md").write_text("---\ntype: 'No Such Type!'\n---\n# Bad\n", encoding="utf-8")
    monkeypatch.setattr(ingest, "PARALLEL_WRITE_MIN", 1)
    with connect(fresh_dsn, autocommit=True) as conn:
        summary = ingest.import_dir(conn, tmp_path)
        assert (summary.new, summary.failed) == (100, 1)
        assert summary.failures[0]["file"] == "people/bad-type.md"
        assert "invalid page type" in summary.failures[0]["error"]
        assert conn.execute("select count(*) from brain.pages").fetchone()[0] == 100


def test_relink_sessions_share_the_work(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as a, psycopg.connect(fresh_dsn, autocommit=True) as b:
        for i in range(5):
            a.execute("""select brain.put_page(slug => %s, frontmatter => '{"company": "Acme"}')""",
                      [f"people/p{i}"])
        a.execute("select brain.put_page(slug => 'companies/acme', title => 'Acme')")
        with a.transaction():
            first = a.execute("select * from brain.relink_pages(which => 'all')").fetchone()
            assert first == (6, 0, 0, 5, 0)
            # b finds every page claimed by a's open transaction and leaves them to it, without waiting
            b.execute("set lock_timeout = '2s'")
            assert b.execute("select * from brain.relink_pages(which => 'all')").fetchone() == (0, 0, 0, 0, 0)
        # once a has committed, b relinks them all (nothing to change)
        second = b.execute("select * from brain.relink_pages(which => 'all')").fetchone()
        assert second == (6, 0, 0, 5, 0)


def test_a_bulk_import_leaves_no_gin_pending_list(fresh_dsn, tmp_path):
    """The GIN indexes' pending lists (title trigrams, full text) are merged at the end of a bulk import: a search
    scans a pending list whole. Autovacuum is off here, so only the import can have merged them."""
    generate(tmp_path, pages=1200, seed=5)
    with connect(fresh_dsn, autocommit=True) as conn:
        for t in ("pages", "content_chunks", "links", "page_names", "unresolved_links", "link_candidates"):
            conn.execute(f"alter table brain.{t} set (autovacuum_enabled = off)")
        gin = ("select c.oid::regclass::text from pg_index i join pg_class c on c.oid = i.indexrelid "
               "join pg_am a on a.oid = c.relam where a.amname = 'gin' and c.relnamespace = 'brain'::regnamespace")
        names = [r[0] for r in conn.execute(gin)]
        assert "brain.pages_title_trgm_idx" in names and "brain.pages_search_vector_idx" in names
        shown: list[str] = []
        summary = ingest.import_dir(conn, tmp_path, on_sql=shown.append)
        assert summary.new == 1200
        left = {n: conn.execute("select gin_clean_pending_list(%s::regclass)", [n]).fetchone()[0] for n in names}
        assert set(left.values()) == {0}, left
        assert ingest.GIN_MERGE + ";" in shown       # (--show-sql shows it)
        # a smaller write leaves them to autovacuum (what a pending list is for): the check above can fail
        conn.execute("select brain.put_page(slug => 'people/late', title => 'Late Comer', compiled_truth => 'x')")
        assert conn.execute("select gin_clean_pending_list('brain.pages_title_trgm_idx')").fetchone()[0] > 0


def test_relink_batches_share_one_cursor(fresh_dsn):
    """brain.relink_batch: one batch per call, in id order after the cursor; the pages another session holds are
    passed over and left to it; the batches of a whole relink add up to what brain.relink_pages finds."""
    with psycopg.connect(fresh_dsn, autocommit=True) as a, psycopg.connect(fresh_dsn, autocommit=True) as b:
        for i in range(5):
            a.execute("""select brain.put_page(slug => %s, frontmatter => '{"company": "Acme"}')""",
                      [f"people/p{i}"])
        a.execute("select brain.put_page(slug => 'companies/acme', title => 'Acme')")
        ids = [r[0] for r in a.execute("select id from brain.pages order by id")]
        first = a.execute("select * from brain.relink_batch(which => 'all', max_pages => 2)").fetchone()
        assert first == (2, 0, 0, 2, 0, ids[1], 6)             # the first call counts the whole relink
        with a.transaction():
            held = a.execute("select * from brain.relink_batch(which => 'all', after_id => %s, max_pages => 2)",
                             [ids[1]]).fetchone()
            assert held[:6] == (2, 0, 0, 2, 0, ids[3]) and held[6] is None
            # b, with the same cursor, passes over the two pages a holds, without waiting, and takes the next ones
            b.execute("set lock_timeout = '2s'")
            other = b.execute("select * from brain.relink_batch(which => 'all', after_id => %s, max_pages => 2)",
                              [ids[1]]).fetchone()
            assert other[:6] == (2, 0, 0, 1, 0, ids[5])
        assert a.execute("select pages, last_id from brain.relink_batch(which => 'all', after_id => %s)",
                         [ids[5]]).fetchone() == (0, None)
        # a stale relink, batch by batch, commits as it goes: pages done stay done after an interruption
        a.execute("update brain.pages set links_extracted_at = null")
        a.execute("select * from brain.relink_batch(which => 'stale', max_pages => 4)")
        assert a.execute("select count(*) from brain.pages where links_extracted_at is null").fetchone()[0] == 2
        assert a.execute("select * from brain.relink_pages(which => 'stale')").fetchone() == (2, 0, 0, 1, 0)
        bad = None
        try:
            a.execute("select * from brain.relink_batch(max_pages => null)")
        except psycopg.Error as e:
            bad = e
        assert bad is not None and bad.sqlstate == "22023" and "max_pages" in str(bad)


def test_page_lookup_plan_uses_the_unique_index_on_a_young_brain(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        c.execute("set plan_cache_mode = force_generic_plan")
        c.execute("prepare q(text, text) as select * from brain.pages p where p.source_id = $1 and p.slug = $2 "
                  "for update")
        plan = "\n".join(r[0] for r in c.execute("explain execute q('default', 'people/x')").fetchall())
        assert "pages_source_slug_key" in plan and "Filter" not in plan, plan


def test_cjk_bigram_shortcut_misses_nothing(conn):
    # no code point below U+2E80 has an NFKC form with kana or ideographs, so skipping such text is exact
    rows = conn.execute(r"""
        select c from generate_series(1, 11903) c
         where c not between 55296 and 57343
           and normalize(chr(c), NFKC) ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]'
    """).fetchall()
    assert rows == []
    assert conn.execute("select brain._cjk_bigrams('plain English, café')::text").fetchone()[0] == ""
    assert conn.execute("select brain._cjk_bigrams('⼀⼆ and ｱｲ')::text").fetchone()[0] == "'アイ' '一二'"
    assert conn.execute("select brain._cjk_bigrams(null)::text").fetchone()[0] == ""


def _tokens_by_char(text: str) -> int:
    return math.ceil(sum(chunking._char_tokens(ch) for ch in text))


def _slug_by_char(segment: str) -> str:
    text = slugs._strip_accents(unicodedata.normalize("NFKC", segment), hebrew_points=True).lower()
    return slugs._dash_runs("".join(ch for ch in text if slugs._keep_in_segment(ch))).rstrip(".-")


@pytest.mark.parametrize("seed", range(4))
def test_token_and_slug_shortcuts_equal_the_per_character_definitions(seed):
    alphabet = [chr(i) for i in range(1, 0x80)] + list("田中はアｱ가é\u3000\u2003😀𠀋。、\ufeff\u00a0\u1680\u0301")
    rng = random.Random(seed)
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 60)))
        assert chunking.approx_tokens(text) == _tokens_by_char(text), repr(text)
        assert slugs.slugify_segment(text) == _slug_by_char(text), repr(text)


def test_every_ascii_character_slugifies_as_before():
    for i in range(1, 0x80):
        assert slugs.slugify_segment(f"a{chr(i) * 2}b") == _slug_by_char(f"a{chr(i) * 2}b"), i


def test_listing_files_resolves_only_symlinks(tmp_path):
    root = tmp_path / "brain"
    (root / "people").mkdir(parents=True)
    (root / "people" / "ann.md").write_text("# Ann\n")
    (root / ".hidden").mkdir()
    (root / ".hidden" / "x.md").write_text("x\n")
    (root / "README.md").write_text("about\n")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "leak.md").write_text("secret\n")
    os.symlink(root / "people", root / "alias")                 # a directory inside: not entered again
    os.symlink(outside, root / "elsewhere")                     # a directory outside: not entered
    os.symlink(root / "people" / "ann.md", root / "people" / "annie.md")   # a file inside: kept
    os.symlink(outside / "leak.md", root / "people" / "leak.md")           # a file outside: skipped
    got = [p.relative_to(root).as_posix() for p in ingest.markdown_files(root)]
    assert got == ["people/ann.md", "people/annie.md"]


def test_import_dir_needs_an_autocommit_connection(fresh_dsn, tmp_path):
    (tmp_path / "a.md").write_text("# A\n", encoding="utf-8")
    with connect(fresh_dsn) as conn:
        with pytest.raises(ingest.BrainError) as err:
            ingest.import_dir(conn, tmp_path)
        assert err.value.sqlstate == "25000" and "autocommit" in err.value.hint
        conn.rollback()
        assert conn.execute("select count(*) from brain.pages").fetchone()[0] == 0


def test_an_edge_committed_after_a_transaction_began_is_retired_no_earlier_than_it_was_asserted(fresh_dsn):
    """Session B began before session A committed an edge; when B's write retires that edge, valid_to must
    not fall before valid_from (the links_validity check), whatever now() of B's transaction says."""
    page = "select * from brain.put_page(slug => 'people/alice', frontmatter => %s::jsonb)"
    with psycopg.connect(fresh_dsn, autocommit=True) as a, psycopg.connect(fresh_dsn) as b:
        a.execute("select * from brain.put_page(slug => 'companies/acme', compiled_truth => 'Acme.')")
        b.execute("select now()")  # B's transaction (and its now()) begins here
        a.execute("select pg_sleep(0.05)")
        a.execute(page, ['{"company": "Acme"}'])
        b.execute(page, ['{}'])
        b.commit()
        rows = a.execute("select valid_from, valid_to from brain.links l join brain.pages p on p.id = l.to_page_id "
                         "where p.slug = 'companies/acme'").fetchall()
        assert len(rows) == 1 and rows[0][1] is not None and rows[0][1] >= rows[0][0]


def test_slugify_path_shortcut_equals_the_segment_by_segment_definition():
    """A path already a slug is returned as it is (brain._slugify_path has the same shortcut): the same result as
    slugifying it segment by segment, over random paths of slug characters."""
    rng = random.Random(7)
    for _ in range(20000):
        path = "".join(rng.choice("ab0.-_/") for _ in range(rng.randint(1, 12)))
        slow = "/".join(s for s in (slugs.slugify_segment(seg) for seg in slugs._path_segments(
            slugs._MD_SUFFIX.sub("", path))) if s)
        assert slugs.slugify_path(path) == slow, path


def test_sql_slugify_path_shortcut_equals_the_python_slugifier(conn):
    rng = random.Random(8)
    paths = ["".join(rng.choice("ab0.-_/") for _ in range(rng.randint(1, 12))) for _ in range(3000)]
    got = conn.execute("select array_agg(coalesce(brain._slugify_path(p), '') order by n) "
                       "from unnest(%s::text[]) with ordinality x(p, n)", [paths]).fetchone()[0]
    assert got == [slugs.slugify_path(p) for p in paths]


def test_sql_normalize_basename_ascii_shortcut_equals_the_unicode_steps(conn):
    rng = random.Random(9)
    names = ["".join(rng.choice("aZ9 \t.-_'/&é") for _ in range(rng.randint(0, 14))) for _ in range(3000)]
    names = [n.replace("é", "") if i % 2 else n for i, n in enumerate(names)]   # half ASCII, half not
    rows = conn.execute(r"""
        select brain._normalize_basename(n),
               regexp_replace(btrim(regexp_replace(lower(normalize(regexp_replace(normalize(normalize(n, NFKC), NFD),
                   '[\u0300-\u036f\u0591-\u05c7]', '', 'g'), NFC)), '[^[:alnum:][:space:]-]', '', 'g')),
                   '[[:space:]]+', '-', 'g')
          from unnest(%s::text[]) n""", [names]).fetchall()
    assert all(a == b for a, b in rows)
