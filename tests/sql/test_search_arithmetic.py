"""brain.search's scores and explain against values computed by hand from docs/search.md.

Each test builds a small brain whose arm ranks are known: keyword ranks from identical chunk texts
(equal text scores rank by page id, i.e. the order the pages were written), vector ranks from
embeddings built here (unit vectors in the brain's dimension: cosine c with the query is
c * e0 + sqrt(1 - c^2) * e1, the query being e0), title ranks from titles holding the query's words.
The expected numbers come from the documented formulas, written out in each test:

* weighted RRF: sum over arms of 1 / (k + rank), 0-based ranks, k = 60 / weight (keyword and title
  weight, vector weight: general 1 / 1, entity 1.15 / 1, event 1.2 / 0.95, concept 0.9 / 1.2,
  temporal 1 / 1), relational weight 6 (k = 10); normalised by the best page;
* cosine re-score with an embedding: 0.7 x base + 0.3 x cosine (pages without a vector keep base);
* backlinks 1 + 0.05 ln(1 + n), n = current inbound edges of counting types (not mentions, not
  wikilink_basename) from live pages; recency 1 + 0.3 x 90 / (90 + days) for temporal and event
  questions; salience 1 + 0.15 ln(1 + emotional weight) for catch-me-up questions; title match
  x 1.25 when the normalised query (>= 3 characters) is a run of the title's words; the page a
  relational question names x 0.5.

The last test compares these numbers with gbrain's (search_constants.json and the constants its
search.json cases state) where we claim to match; it is skipped without the reference folder.
"""

from __future__ import annotations

import json
import math

import psycopg
import pytest
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from conftest import shared_path

TOL = 1e-6

# the numbers docs/search.md documents (and _search_fuse uses)
RRF_K = 60
RELATIONAL_WEIGHT = 6
WEIGHTS = {"general": (1.0, 1.0), "entity": (1.15, 1.0), "event": (1.2, 0.95), "concept": (0.9, 1.2),
           "temporal": (1.0, 1.0)}
RESCORE = (0.7, 0.3)
BACKLINK_COEF = 0.05
RECENCY = {"halflifeDays": 90, "coefficient": 0.3}
SALIENCE_K = 0.15
TITLE_BOOST = 1.25
NAMED_ENTITY = 0.5


def backlinks(n: int) -> float:
    return 1 + BACKLINK_COEF * math.log(1 + n)


def recency(days: float) -> float:
    h, c = RECENCY["halflifeDays"], RECENCY["coefficient"]
    return 1 + c * h / (h + max(0.0, days))


def salience(weight: float) -> float:
    return 1 + SALIENCE_K * math.log(1 + weight)


# --------------------------------------------------------------------------------------------------
# helpers


def _vec(conn: psycopg.Connection, cos: float) -> list[float]:
    dims = conn.execute("select (value #>> '{}')::integer from brain.config where key = 'embedding.dimensions'"
                        ).fetchone()[0]
    vec = [0.0] * dims
    vec[0], vec[1] = cos, math.sqrt(max(0.0, 1.0 - cos * cos))
    return vec


def _put(conn: psycopg.Connection, slug: str, title: str, text: str, frontmatter: dict | None = None) -> None:
    conn.execute("select * from brain.put_page(slug => %s::text, title => %s::text, compiled_truth => %s::text, "
                 "frontmatter => %s::jsonb, auto_link => false)", [slug, title, text, Jsonb(frontmatter or {})])


def _embed(conn: psycopg.Connection, slug: str, cos: float) -> None:
    row = conn.execute(
        "select * from brain.put_embeddings(embeddings => (select jsonb_agg(jsonb_build_object("
        "  'chunk_id', c.id, 'text_hash', encode(sha256(convert_to(c.chunk_text, 'UTF8')), 'hex'),"
        "  'embedding', %s::jsonb)) from brain.content_chunks c join brain.pages p on p.id = c.page_id"
        "  where p.slug = %s and c.chunk_index = 0),"
        " model => (select value #>> '{}' from brain.config where key = 'embedding.model'))",
        [Jsonb(_vec(conn, cos)), slug]).fetchone()
    assert row == (1, 0)


def _link(conn: psycopg.Connection, frm: str, to: str, link_type: str) -> None:
    assert conn.execute("select created from brain.add_link(from_slug => %s::text, to_slug => %s::text, "
                        "link_type => %s::text)", [frm, to, link_type]).fetchone()[0]


def _age(conn: psycopg.Connection, slug: str, days: float) -> None:
    """effective_date exactly days before now() (the transaction time search reads as well)."""
    conn.execute("update brain.pages set effective_date = now() - make_interval(secs => %s) where slug = %s",
                 [days * 86400, slug])


def _search(conn: psycopg.Connection, query: str | None, embedding: list[float] | None = None,
            fn: str = "search") -> dict[str, dict]:
    args, params = [], []
    if fn != "search_vector":
        args.append("query => %s::text")
        params.append(query)
    if embedding is not None:
        args.append("query_embedding => %s::vector")
        params.append("[" + ",".join(repr(x) for x in embedding) + "]")
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute(f"select * from brain.{fn}({', '.join(args)}, max_results => 100)", params)
        rows = cur.fetchall()
    return {r["slug"]: r for r in rows}


def _check(row: dict, *, arms: dict, rrf: float, base: float, score: float, **boosts: float) -> None:
    ex = row["explain"]
    assert ex["arms"] == arms, row["slug"]
    assert ex["rrf"] == pytest.approx(rrf, abs=TOL), row["slug"]
    assert ex["base"] == pytest.approx(base, abs=TOL), row["slug"]
    for key, value in boosts.items():
        assert ex.get(key, 1) == pytest.approx(value, abs=TOL), f"{row['slug']} {key}"
    assert row["score"] == pytest.approx(score, rel=TOL), row["slug"]


# --------------------------------------------------------------------------------------------------
# RRF


def test_one_arm_scores_one_over_60_plus_rank(conn):
    for r in range(4):
        _put(conn, f"notes/r{r}", f"Page {r}", "zephyr notes")  # same text: keyword ranks in page id order
    got = _search(conn, "zephyr")
    assert list(got) == [f"notes/r{r}" for r in range(4)]
    for r in range(4):
        _check(got[f"notes/r{r}"], arms={"keyword": r}, rrf=1 / (60 + r), base=60 / (60 + r), score=60 / (60 + r),
               backlinks=1.0)
    assert got["notes/r0"]["explain"]["intent"] == "general"


@pytest.mark.parametrize(("query", "intent", "recent"), [
    ("zephyr quokka", "general", False),
    ("tell me about zephyr quokka", "entity", False),
    ("zephyr quokka launched", "event", True),
    ("find all notes about zephyr quokka", "concept", False),
    ("latest zephyr quokka", "temporal", True),
])
def test_weighted_rrf_over_keyword_vector_and_title_arms(conn, query, intent, recent):
    # p1: keyword 0, vector 1 (cosine 0.8); p2: keyword 1, vector 0 (0.9); p3: title 0 only, no vector
    _put(conn, "notes/p1", "Alpha", query)
    _put(conn, "notes/p2", "Beta", query)
    _put(conn, "notes/p3", " ".join(reversed(query.split())).title(), "unrelated text")  # every word, no run
    _embed(conn, "notes/p1", 0.8)
    _embed(conn, "notes/p2", 0.9)
    got = _search(conn, query, _vec(conn, 1.0))
    assert set(got) == {"notes/p1", "notes/p2", "notes/p3"}
    assert {r["explain"]["intent"] for r in got.values()} == {intent}

    w_kw, w_vec = WEIGHTS[intent]
    k_kw, k_vec = RRF_K / w_kw, RRF_K / w_vec
    rrf = {"notes/p1": 1 / k_kw + 1 / (k_vec + 1), "notes/p2": 1 / (k_kw + 1) + 1 / k_vec, "notes/p3": 1 / k_kw}
    best = max(rrf.values())
    base = {s: v / best for s, v in rrf.items()}
    cos = {"notes/p1": 0.8, "notes/p2": 0.9}
    boost = 1 + 0.3 * 90 / (90 + 0) if recent else 1.0  # written in this transaction: 0 days old
    arms = {"notes/p1": {"keyword": 0, "vector": 1}, "notes/p2": {"keyword": 1, "vector": 0},
            "notes/p3": {"title": 0}}
    # an entity question suggests detail low: every (compiled-truth) chunk x 2 before the re-score, which
    # divides by the best boosted score
    ct = 2.0 if intent == "entity" else 1.0
    best_ct = max(base[s] * ct for s in rrf)
    assert {r["explain"]["detail"] for r in got.values()} == {"low" if intent == "entity" else
                                                               "high" if intent in ("event", "temporal") else "medium"}
    for slug in rrf:
        rescored = (RESCORE[0] * base[slug] * ct / best_ct + RESCORE[1] * cos[slug] if slug in cos
                    else base[slug] * ct)
        _check(got[slug], arms=arms[slug], rrf=rrf[slug], base=base[slug], score=rescored * boost, recency=boost,
               compiled_truth=ct)
        assert got[slug]["explain"].get("cosine") == (pytest.approx(cos[slug], abs=TOL) if slug in cos else None)


def test_cosine_rescore_on_the_vector_arm(conn):
    cosines = {"notes/v0": 1.0, "notes/v1": 0.6, "notes/v2": -0.2}
    for slug, c in cosines.items():
        _put(conn, slug, "Page", "plain text")
        _embed(conn, slug, c)
    got = _search(conn, None, _vec(conn, 1.0), fn="search_vector")
    assert list(got) == list(cosines)
    for r, (slug, c) in enumerate(cosines.items()):
        base = 60 / (60 + r)
        _check(got[slug], arms={"vector": r}, rrf=1 / (60 + r), base=base, score=0.7 * base + 0.3 * c)
        assert got[slug]["explain"]["cosine"] == pytest.approx(c, abs=TOL)


def test_relational_arm_has_weight_6_and_the_named_page_is_halved(conn):
    _put(conn, "companies/acme", "Acme", "Acme builds rockets.")
    _put(conn, "people/alice", "Alice", "Alice is an engineer.")
    _put(conn, "people/bob", "Bob", "Bob builds things.")
    _link(conn, "people/alice", "companies/acme", "works_at")
    _link(conn, "people/bob", "companies/acme", "works_at")
    _link(conn, "people/bob", "companies/acme", "founded")
    got = _search(conn, "who works at Acme?")
    assert list(got) == ["people/bob", "people/alice", "companies/acme"]
    # bob: relational rank 0 (two edges), alice: rank 1 (one); acme: keyword 0 (any word: 'acm' | 'work')
    # and title 0 = 2 / 60, then x 0.5 as the named page, with 3 inbound edges
    k_rel = RRF_K / RELATIONAL_WEIGHT
    best = 1 / k_rel
    _check(got["people/bob"], arms={"relational": 0}, rrf=1 / k_rel, base=1.0, score=1.0, backlinks=1.0)
    _check(got["people/alice"], arms={"relational": 1}, rrf=1 / (k_rel + 1), base=(1 / (k_rel + 1)) / best,
           score=(1 / (k_rel + 1)) / best)
    _check(got["companies/acme"], arms={"keyword": 0, "title": 0}, rrf=2 / 60, base=(2 / 60) / best,
           score=(2 / 60) / best * backlinks(3) * NAMED_ENTITY, backlinks=backlinks(3), named_entity=NAMED_ENTITY)
    rel = got["people/bob"]["explain"]["plan"]
    assert (rel["entity"], rel["direction"], sorted(rel["link_types"])) == ("companies/acme", "in",
                                                                             ["founded", "works_at"])


# --------------------------------------------------------------------------------------------------
# boosts


@pytest.mark.parametrize("n", [0, 1, 10])
def test_backlink_factor(conn, n):
    _put(conn, "companies/target", "Target", "zephyr rockets")
    for i in range(n):
        _put(conn, f"people/fan-{i}", f"Fan {i}", "a fan")
        _link(conn, f"people/fan-{i}", "companies/target", "works_at")
    row = _search(conn, "zephyr")["companies/target"]
    _check(row, arms={"keyword": 0}, rrf=1 / 60, base=1.0, score=backlinks(n), backlinks=backlinks(n))


def test_backlinks_count_current_typed_edges_from_live_pages(conn):
    _put(conn, "companies/target", "Target", "zephyr rockets")
    edges = {"w1": "works_at", "w2": "works_at", "w3": "works_at", "i1": "invested_in",   # counted: 4
             "m1": "mentions", "m2": "mentions", "b1": "wikilink_basename",              # types that do not count
             "d1": "works_at", "r1": "works_at"}                                          # deleted page, retired edge
    for name, link_type in edges.items():
        _put(conn, f"fans/{name}", f"Fan {name}", "a fan")
        _link(conn, f"fans/{name}", "companies/target", link_type)
    conn.execute("select * from brain.delete_page(slug => 'fans/d1')")
    conn.execute("select * from brain.remove_link(from_slug => 'fans/r1', to_slug => 'companies/target')")
    # the edges that are not counted are there: 7 current edges from live pages point at the target
    assert conn.execute("select count(*) from brain.backlinks(slug => 'companies/target')").fetchone()[0] == 7
    row = _search(conn, "zephyr")["companies/target"]
    assert row["explain"]["backlinks"] == pytest.approx(backlinks(4), abs=TOL)
    assert row["score"] == pytest.approx(1 + 0.05 * math.log(5), rel=TOL)


def test_salience_boost_for_catch_me_up_questions(conn):
    query = "catch me up on zephyr"
    pages = {"people/a": {"emotional_weight": 0.8}, "people/b": {}, "people/c": {"salience": 0.5},
             "people/d": {"emotional_weight": 3}}  # clamped to 1
    weights = {"people/a": 0.8, "people/b": 0.0, "people/c": 0.5, "people/d": 1.0}
    for i, (slug, fm) in enumerate(pages.items()):
        _put(conn, slug, f"Person {i}", query, fm)
    got = _search(conn, query)
    for r, slug in enumerate(pages):
        factor = salience(weights[slug]) if weights[slug] > 0 else 1.0
        _check(got[slug], arms={"keyword": r}, rrf=1 / (60 + r), base=60 / (60 + r), score=60 / (60 + r) * factor,
               salience=factor)
    assert "salience" not in got["people/b"]["explain"]
    # the same pages for a question that is not a catch-me-up one: no salience boost
    plain = _search(conn, "zephyr")
    assert set(plain) == set(pages)
    assert all("salience" not in r["explain"] for r in plain.values())
    assert plain["people/a"]["score"] == pytest.approx(1.0, rel=TOL)


def test_recency_boost_for_temporal_questions(conn):
    ages = {"notes/d0": 0, "notes/d30": 30, "notes/d365": 365, "notes/future": -10}
    for slug, days in ages.items():
        _put(conn, slug, "Note", "latest zephyr")
        _age(conn, slug, days)
    _put(conn, "notes/undated", "Note", "latest zephyr")  # no effective date: updated_at (now)
    got = _search(conn, "latest zephyr")
    hand = {"notes/d0": 1.3, "notes/d30": 1 + 27 / 120, "notes/d365": 1 + 27 / 455, "notes/future": 1.3,
            "notes/undated": 1.3}
    for r, slug in enumerate([*ages, "notes/undated"]):
        assert recency(max(0, ages.get(slug, 0))) == pytest.approx(hand[slug])
        _check(got[slug], arms={"keyword": r}, rrf=1 / (60 + r), base=60 / (60 + r),
               score=60 / (60 + r) * hand[slug], recency=hand[slug])
        assert got[slug]["explain"]["intent"] == "temporal"
    # a general question over the same pages: no recency boost
    general = _search(conn, "zephyr")
    assert set(general) == {*ages, "notes/undated"}
    assert all("recency" not in r["explain"] for r in general.values())


@pytest.mark.parametrize(("query", "title", "boosted"), [
    ("quokka wombat", "The Quokka Wombat Society", True),
    ("quokka wombat", "Quokka-Wombat!", True),
    ("Quokka, Wombat", "quokka wombat", True),
    ("quokka wombat", "Wombat Quokka", False),
    ("quokka wombat", "Quokka Wombats", False),
    ("ab", "Ab", False),  # a normalised query under 3 characters never boosts
])
def test_title_match_boost(conn, query, title, boosted):
    _put(conn, "notes/probe", title, query)
    row = _search(conn, query)["notes/probe"]
    factor = TITLE_BOOST if boosted else 1.0
    assert row["explain"].get("title_match", 1) == factor
    assert row["explain"]["base"] == 1
    assert row["score"] == pytest.approx(factor, rel=TOL)


def test_every_boost_multiplies(conn):
    query = "catch me up on the latest zephyr"  # temporal (latest) and a catch-me-up question
    _put(conn, "notes/zephyr", "Catch me up on the latest Zephyr", query, {"emotional_weight": 0.6})
    _embed(conn, "notes/zephyr", 0.5)
    _age(conn, "notes/zephyr", 10)
    for i in range(2):
        _put(conn, f"people/fan-{i}", f"Fan {i}", "a fan")
        _link(conn, f"people/fan-{i}", "notes/zephyr", "works_at")
    row = _search(conn, query, _vec(conn, 1.0))["notes/zephyr"]
    assert row["explain"]["intent"] == "temporal"
    hand = (0.7 * 1.0 + 0.3 * 0.5) * (1 + 0.05 * math.log(3)) * (1 + 0.3 * 90 / 100) * (1 + 0.15 * math.log(1.6)) * 1.25
    _check(row, arms={"keyword": 0, "title": 0, "vector": 0}, rrf=3 / 60, base=1.0, score=hand,
           cosine=0.5, backlinks=backlinks(2), recency=recency(10), salience=salience(0.6), title_match=TITLE_BOOST)


# --------------------------------------------------------------------------------------------------
# gbrain's numbers


def test_gbrain_constants_where_we_claim_to_match(conn):
    cases_dir = shared_path("reference", "gbrain-cases-dev")
    constants = json.loads((cases_dir / "search_constants.json").read_text(encoding="utf-8"))
    cases = {c["id"]: c for c in json.loads((cases_dir / "search.json").read_text(encoding="utf-8"))}

    # recency: our one decay is gbrain's fallback (strength on); the per-prefix table is not ours
    assert constants["DEFAULT_FALLBACK"] == RECENCY
    # RRF k and the intent weights (k = 60 / weight)
    assert {lst["k"] for c in cases.values() if c["kind"] == "rrf_fusion" for lst in c["input"]["lists"]} == {RRF_K}
    for c in cases.values():
        if c["kind"] == "intent_weights":
            e = c["expect"]
            assert (e["keywordWeight"], e["vectorWeight"]) == WEIGHTS[c["input"]["intent"]]
            assert (e["keyword_k"], e["vector_k"]) == pytest.approx((RRF_K / e["keywordWeight"],
                                                                      RRF_K / e["vectorWeight"]))
    # backlink coefficient, cosine blend, salience k (strength on), title / exact-match boost
    for c in cases.values():
        if c["kind"] == "backlink_boost_factor":
            assert backlinks(c["input"]["backlink_count"]) == pytest.approx(c["expect"]["factor"], abs=TOL)
    blend = cases["cosine-blend"]
    top = max(r["score"] for r in blend["input"]["results"])
    assert {r["key"]: RESCORE[0] * r["score"] / top + RESCORE[1] * r["cosine"] for r in blend["input"]["results"]} \
        == pytest.approx(blend["expect"]["scores"], abs=TOL)
    sal = cases["sal-on"]
    assert sal["input"]["score"] * salience(sal["input"]["salience_score"]) == pytest.approx(sal["expect"]["score"],
                                                                                            abs=TOL)
    assert cases["iw-entity"]["expect"]["exactMatchBoost"] == TITLE_BOOST

    # and the SQL applies them: a temporal question over a page 45 days old under no listed prefix
    slug = "notes/zephyr-probe"
    assert not any(slug.startswith(p) for p in constants["DEFAULT_RECENCY_DECAY"])
    _put(conn, slug, "Probe", "latest zephyr")
    _age(conn, slug, 45)
    fb = constants["DEFAULT_FALLBACK"]
    row = _search(conn, "latest zephyr")[slug]
    assert row["explain"]["recency"] == pytest.approx(1 + fb["coefficient"] * fb["halflifeDays"]
                                                      / (fb["halflifeDays"] + 45), abs=TOL)
