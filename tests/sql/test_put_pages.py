"""brain.put_pages, the batch write of a bulk import: the same end state as brain.put_page page by page, a refused
page reported without taking its batch down, clear errors for a bad batch, and no deadlock with single writers."""

from __future__ import annotations

import json
import random
import sys
import threading

import psycopg
import pytest

from conftest import BENCHMARKS, expect_error
from pgbrain.api import Brain
from pgbrain.ingest import encode_page, markdown_files, slug_for
from pgbrain.markdown import parse_page

sys.path.insert(0, str(BENCHMARKS))
from corpus import generate  # noqa: E402

# pages beyond what the generated corpus has: memory layers, a look-alike slug, code-symbol chunks
EXTRA = [
    {"slug": "people/taka", "compiled_truth": "Taka advises [[companies/c-one]].",
     "candidates": [{"target": "companies/c-one", "kind": "wikilink", "context": "Taka advises Acme."}],
     "takes": [{"claim": "Robots will win", "kind": "bet", "weight": 0.7, "since": "2024"},
               {"claim": "Tea beats coffee", "holder": "people/taka"}],
     "facts": [{"fact": "Taka has 3 patents", "kind": "fact", "entity_slug": "companies/c-one"},
               {"fact": "Taka lives in Kyoto", "confidence": 0.5, "valid_from": "2020-01-01"}],
     "timeline_entries": [{"date": "2024-05-01", "summary": "Joined C-One", "detail": "as CTO"},
                          {"date": "not a date", "summary": "skipped"}]},
    {"slug": "ｎｏｔｅｓ/wide", "compiled_truth": "Folded to notes/wide."},
    {"slug": "code/lib", "title": "lib", "type": "code", "compiled_truth": "def f(): pass",
     "chunks": [{"chunk_text": "def f(): pass", "chunk_source": "compiled_truth", "token_count": 5,
                 "symbol_name": "f", "symbol_type": "function", "start_line": 1, "end_line": 1,
                 "parent_symbol_path": ["lib"]}]},
    {"slug": "companies/c-one", "frontmatter": {"title": "C-One", "founded": 2019, "key_people": ["people/taka"]},
     "timeline": "- 2023-01-01: founded"},
]


def corpus_pages(tmp_path, n: int, seed: int) -> list[dict]:
    generate(tmp_path, pages=n, seed=seed)
    pages = []
    for path in markdown_files(tmp_path):
        rel = path.relative_to(tmp_path).as_posix()
        page = parse_page(path.read_text(encoding="utf-8"), slug_for(tmp_path, path), path=rel)
        pages.append(json.loads(encode_page(page, rel, None)))
    return pages


def state(conn: psycopg.Connection, source: str) -> dict:
    q = {
        "pages": """select slug, title, type, compiled_truth, timeline, frontmatter, content_hash, import_path,
                           file_hash, effective_date, effective_date_source, emotional_weight, auto_link,
                           trusted_since is not null, deleted_at is null, links_extracted_at is null,
                           search_vector::text
                      from brain.pages where source_id = %(s)s order by slug""",
        "chunks": """select p.slug, c.chunk_index, c.chunk_text, c.chunk_source, c.token_count, c.symbol_name,
                            c.start_line, c.parent_symbol_path
                       from brain.content_chunks c join brain.pages p on p.id = c.page_id
                      where p.source_id = %(s)s order by 1, 2""",
        "candidates": """select p.slug, c.ord, c.target, c.kind, c.context, c.clause, c.clause_role, c.line
                           from brain.link_candidates c join brain.pages p on p.id = c.page_id
                          where p.source_id = %(s)s order by 1, 2""",
        "timeline": """select p.slug, t.date, t.summary, t.detail, t.source, t.origin
                         from brain.timeline_entries t join brain.pages p on p.id = t.page_id
                        where p.source_id = %(s)s order by 1, 2, 3""",
        "takes": """select p.slug, t.row_num, t.claim, t.kind, t.holder, t.weight, t.since, t.until
                      from brain.takes t join brain.pages p on p.id = t.page_id
                     where p.source_id = %(s)s order by 1, 2""",
        "facts": """select o.slug, e.slug, f.row_num, f.fact, f.kind, f.confidence, f.valid_to is null
                      from brain.facts f join brain.pages o on o.id = f.origin_page_id
                      join brain.pages e on e.id = f.page_id
                     where f.source_id = %(s)s order by 1, 4, 7""",
        "links": """select from_slug, to_slug, link_type, link_source, origin_slug, origin_field, context
                      from brain.page_links where from_source_id = %(s)s order by 1, 2, 3, 4, 5, 6""",
        "unresolved": """select p.slug, u.name, u.reason from brain.unresolved_links u
                           join brain.pages p on p.id = u.page_id where p.source_id = %(s)s order by 1, 2, 3""",
    }
    return {k: conn.execute(v, {"s": source}).fetchall() for k, v in q.items()}


def one_by_one(brain: Brain, pages: list[dict], source: str) -> list[str]:
    return [brain.put_page(**{k: v for k, v in p.items()}, source_id=source, defer_links=True).status
            for p in pages]


def in_batches(brain: Brain, pages: list[dict], source: str, size: int) -> list[str]:
    out = []
    for i in range(0, len(pages), size):
        rows = brain.put_pages(pages[i:i + size], source_id=source)
        assert [r.ord for r in rows] == list(range(1, len(pages[i:i + size]) + 1))
        assert all(r.error_sqlstate is None for r in rows), [r for r in rows if r.error_sqlstate]
        out += [r.status for r in rows]
    return out


def test_batches_end_in_the_state_put_page_gives(fresh_dsn, tmp_path):
    pages = corpus_pages(tmp_path, 160, seed=5) + EXTRA
    random.Random(1).shuffle(pages)
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        brain = Brain(conn)
        for s in ("one", "two"):
            brain.ensure_source(s, create_missing=True)
        # 1. cold
        assert one_by_one(brain, pages, "one") == in_batches(brain, pages, "two", 37) == ["new"] * len(pages)
        # 2. again: some changed, some the same with a new file hash, one deleted and written again, one not given
        conn.execute("select brain.delete_page(slug => %s, source_id => s) from unnest(array['one', 'two']) s",
                     [pages[3]["slug"]])
        again = []
        for i, p in enumerate(pages[:-1]):
            q = dict(p)
            if i % 3 == 0:
                q["compiled_truth"] = (q.get("compiled_truth") or "") + "\n\nMore words about it."
                q["chunks"] = None
            if i % 5 == 0:
                q["file_hash"] = f"{i:064x}"
            if i % 7 == 0 and q.get("takes"):
                q["takes"] = q["takes"][:1]
            if i % 7 == 0 and q.get("facts"):
                q["facts"] = q["facts"][1:]
            again.append(q)
        statuses = one_by_one(brain, again, "one")
        assert statuses == in_batches(brain, again, "two", 50)
        assert {"updated", "unchanged"} <= set(statuses)
        # 3. the deferred links, reconciled set-based
        for s in ("one", "two"):
            conn.execute("select * from brain.relink_pages(sources => array[%s], which => 'stale')", [s])
        one, two = state(conn, "one"), state(conn, "two")
        for table in one:
            assert one[table] == two[table], table
        assert len(one["links"]) > 200 and one["takes"] and one["facts"] and one["timeline"]
        assert ("notes/wide",) in {(r[0],) for r in one["pages"]}


def test_a_refused_page_never_takes_its_batch_down(conn):
    rows = conn.execute("""select ord, slug, status, error_sqlstate, error_message, error_detail, error_hint
                             from brain.put_pages(%s)""", [json.dumps([
        {"slug": "people/ok-one", "compiled_truth": "One."},
        {"slug": "bad slug!"},
        {"slug": "people/ok-two", "takes": [{"claim": "c", "weight": 7}]},
        5,
        {"slug": "people/ok-three", "colour": "blue"},
        {"slug": "people/ok-four", "title": 12},
        {"slug": "people/ok-one", "compiled_truth": "Again."},
        {"slug": "people/ok-five", "type": "No Such Type!"},
        {"slug": "people/ok-six", "chunks": [{"chunk_text": "x", "token_count": "many"}]},
        {"slug": "people/ok-seven", "compiled_truth": "Seven."},
    ])]).fetchall()
    got = {r[0]: (r[1], r[2], r[3]) for r in rows}
    assert got == {1: ("people/ok-one", "new", None), 2: ("bad slug!", "failed", "22023"),
                   3: ("people/ok-two", "failed", "22023"), 4: (None, "failed", "22023"),
                   5: ("people/ok-three", "failed", "22023"), 6: ("people/ok-four", "failed", "22023"),
                   7: ("people/ok-one", "failed", "21000"), 8: ("people/ok-five", "failed", "22023"),
                   9: ("people/ok-six", "failed", "22023"), 10: ("people/ok-seven", "new", None)}
    msgs = {r[0]: r[4] for r in rows}
    assert msgs[3] == "invalid take" and "colour" in msgs[5] and "title must be a string" in msgs[6]
    assert "already in this batch" in msgs[7] and "invalid page type" in msgs[8] and "whole numbers" in msgs[9]
    assert all(r[6] for r in rows if r[2] == "failed"), "every refusal has a HINT"
    # only the two good pages were written, the first people/ok-one as given
    assert conn.execute("select slug, compiled_truth from brain.pages where slug like 'people/ok-%' order by 1"
                        ).fetchall() == [("people/ok-one", "One."), ("people/ok-seven", "Seven.")]


def test_a_page_that_fails_in_the_set_based_write_is_refused_alone(conn):
    # two takes with one row number pass the checks but break the upsert of takes (21000): the batch is written
    # again page by page, and only that page is refused
    rows = conn.execute("select ord, status, error_sqlstate from brain.put_pages(%s)", [json.dumps([
        {"slug": "people/fine-a", "compiled_truth": "A.", "takes": [{"claim": "x", "row_num": 1}]},
        {"slug": "people/broken", "takes": [{"claim": "x", "row_num": 1}, {"claim": "y", "row_num": 1}]},
        {"slug": "people/fine-b", "facts": [{"fact": "B has a dog"}]},
    ])]).fetchall()
    assert rows == [(1, "new", None), (2, "failed", "21000"), (3, "new", None)]
    assert conn.execute("select p.slug, count(t.*) from brain.pages p left join brain.takes t on t.page_id = p.id "
                        "where p.slug in ('people/fine-a', 'people/broken', 'people/fine-b') group by 1 order by 1"
                        ).fetchall() == [("people/fine-a", 1), ("people/fine-b", 0)]


def test_a_bad_batch_is_refused_whole(conn):
    expect_error(conn, "select * from brain.put_pages('{\"slug\": \"x\"}')", sqlstate="22023")
    expect_error(conn, "select * from brain.put_pages(null)", sqlstate="22023")
    expect_error(conn, "select * from brain.put_pages('[]', auto_link => null)", sqlstate="22004")
    expect_error(conn, "select * from brain.put_pages('[]', source_id => 'no-such-source')", sqlstate="P0002")
    expect_error(conn, "select * from brain.put_pages('[]', source_id => 'Bad Source')", sqlstate="22023")
    expect_error(conn, "select * from brain.put_pages((select jsonb_agg(jsonb_build_object('slug', 'p/' || i)) "
                       "from generate_series(1, 1001) i))", sqlstate="54000")
    assert conn.execute("select count(*) from brain.put_pages('[]')").fetchone() == (0,)


def test_the_deferred_edges_and_the_unchanged_rewrite(conn):
    pages = [{"slug": "people/ann", "compiled_truth": "Ann works at [Acme](companies/acme).",
              "candidates": [{"target": "companies/acme", "kind": "markdown", "context": "Ann works at Acme."}]},
             {"slug": "companies/acme", "compiled_truth": "Acme."}]
    first = conn.execute("select slug, status, auto_link_skipped from brain.put_pages(%s)", [json.dumps(pages)])
    assert first.fetchall() == [("people/ann", "new", None), ("companies/acme", "new", None)]
    # the edges wait for the relink, as put_page's defer_links
    assert conn.execute("select count(*) from brain.page_links where from_slug = 'people/ann'").fetchone() == (0,)
    assert conn.execute("select pages, links_added from brain.relink_pages(which => 'stale')").fetchone() == (2, 1)
    assert conn.execute("select link_type from brain.page_links where from_slug = 'people/ann'").fetchall() == [
        ("works_at",)]
    # the same pages again: nothing written, the edges stay
    assert [r[0] for r in conn.execute("select status from brain.put_pages(%s)", [json.dumps(pages)])] == [
        "unchanged", "unchanged"]
    assert conn.execute("select count(*) from brain.pages where links_extracted_at is null").fetchone() == (0,)
    # auto_link false: stored without edges, and said why
    row = conn.execute("select status, auto_link_skipped from brain.put_pages(%s, auto_link => false)",
                       [json.dumps([{"slug": "people/bo", "compiled_truth": "Bo."}])]).fetchone()
    assert row == ("new", "argument")


def test_batch_and_single_writers_never_deadlock(fresh_dsn):
    """Batches of overlapping pages in shuffled order against single writers that reconcile at once (name locks,
    pending references): every call ends, none with a deadlock."""
    slugs = [f"people/w{i:02d}" for i in range(24)]

    def page(slug: str, k: int) -> dict:
        other = slugs[(slugs.index(slug) + 1 + k) % len(slugs)]
        return {"slug": slug, "compiled_truth": f"{slug} knows [[{other}]] ({k}).",
                "candidates": [{"target": other, "kind": "wikilink", "context": f"knows {other}"}]}

    errors: list[BaseException] = []

    def batch_writer(seed: int) -> None:
        rnd = random.Random(seed)
        try:
            with psycopg.connect(fresh_dsn, autocommit=True) as c:
                c.execute("set deadlock_timeout = '100ms'")
                for k in range(12):
                    chosen = rnd.sample(slugs, 10)
                    c.execute("select count(*) from brain.put_pages(%s)", [json.dumps([page(s, k) for s in chosen])])
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            errors.append(exc)

    def single_writer(seed: int) -> None:
        rnd = random.Random(seed)
        try:
            with psycopg.connect(fresh_dsn, autocommit=True) as c:
                c.execute("set deadlock_timeout = '100ms'")
                b = Brain(c)
                for k in range(30):
                    b.put_page(**page(rnd.choice(slugs), k))
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            errors.append(exc)

    threads = [threading.Thread(target=batch_writer, args=(1,)), threading.Thread(target=batch_writer, args=(2,)),
               threading.Thread(target=single_writer, args=(3,)), threading.Thread(target=single_writer, args=(4,))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not any(t.is_alive() for t in threads)
    assert errors == []
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        c.execute("select * from brain.relink_pages(which => 'stale')")
        assert c.execute("select count(*) from brain.pages").fetchone() == (len(slugs),)


@pytest.mark.parametrize("size", [1, 3])
def test_put_pages_from_python_takes_dicts_or_json_text(conn, size):
    brain = Brain(conn)
    pages = [{"slug": f"notes/n{i}", "compiled_truth": f"N{i}."} for i in range(size)]
    assert [r.status for r in brain.put_pages(pages)] == ["new"] * size
    assert [r.status for r in brain.put_pages(json.dumps(pages))] == ["unchanged"] * size
