"""gbrain's mined search cases run against brain.search / search_keyword / search_vector.

The cases are read where they live, in shared/reference/gbrain-cases-dev beside the checkout
(search.json and search_constants.json; nothing is copied into the repository). gbrain's cases
state unit-level ranking rules as data (lists to fuse, scores to boost, queries to classify); each
one is turned into a small brain whose arms produce exactly the case's input, then the real SQL
runs and its scores / explain are compared with the case (tolerance 1e-6, the cases' rounding):

* rrf_fusion: list 0 becomes the keyword arm, list 1 the vector arm, list 2 the title arm (the
  query 'zephyr' is general, so every k is 60); each page's arm ranks are checked in explain, then
  explain.base (the normalised fused score) is compared with the fused score.
* backlink_boost(_factor), backlink_count, backlink_ranking: pre-boost scores are laid out on the
  vector arm (score = 0.7 * 60 / (60 + rank) + 0.3 * cosine, with filler pages between ranks when
  needed) or, for equal scores, as a Latin square over the keyword, title and vector arms; inbound
  edges are manual brain.add_link edges. gbrain's link_source 'mentions' is our link type mentions.
* salience_boost, recency_boost_factor, classify_query, intent_weights: a catch-me-up, temporal or
  classified query over a page built for it; the intent and the boosts are read from explain.
  classify_query is compared on what our pipeline exposes: the intent, whether salience is on and
  whether recency is on (gbrain's effective recency: the classifier's, else on for temporal and
  event intents). Detail: low (compiled-truth chunks only, x 2), medium, high, suggested by the intent as in
  gbrain; modality has no counterpart (text-only search).
* cosine_rescore: a 2:1 fused ratio built with 60 filler pages (1/60 + 1/120 + 1/120 = 2 x 1/60).
* exact_match_boost, title_phrase_match: one page found through the vector arm (pre-boost score
  1.0), so the final score is the boost. The case's intent cannot be forced: ours comes from the
  query, and our one title boost applies in every intent.
* dedup: chunks with cosine = the case's chunk score, brain.search_vector; we return the best chunk
  of each page.
* or_fallback_query: pages that hold one OR term each (or, when gbrain does not retry, pages that
  miss the all-words query); brain.search_keyword must find what gbrain's rewritten query finds.
* search_constants.json, one test per key: the recency fallback (ours), the per-prefix decay table
  (a divergence), source boosts and hard excludes (divergences, on purpose).

DIVERGENCES lists cases where we differ (the reason says whether on purpose or not yet done) and
OURS what we produce instead, which is asserted in place of gbrain's answer. KNOWN_GAPS are plain
defects or missing rules: those cases assert the correct answer (gbrain's, or ours where a
divergence also applies) as strict xfails, so fixing the SQL makes them fail until moved out.
SKIPPED kinds cannot apply to pgbrain and say why. Everything runs in the ``conn`` fixture's
transaction and is rolled back; pages are written with brain.put_page, embeddings with
brain.put_embeddings (unit vectors built here: cosine c = c * e0 + sqrt(1 - c^2) * e1).
"""

from __future__ import annotations

import json
import math
import re

import psycopg
import pytest
from psycopg.rows import dict_row
from psycopg.types.json import Jsonb

from conftest import expect_error, shared_path

CASES: list[dict] = json.loads(shared_path("reference", "gbrain-cases-dev", "search.json").read_text(encoding="utf-8"))
CONSTANTS: dict = json.loads(shared_path("reference", "gbrain-cases-dev", "search_constants.json")
                             .read_text(encoding="utf-8"))
TOL = 1e-6

# --------------------------------------------------------------------------------------------------
# divergences (OURS is asserted instead), known gaps (strict xfails), kinds that cannot apply

_CT = ("gbrain's compiled-truth x 2 belongs to detail low, whose arms (ours and gbrain's) read compiled-truth "
       "chunks only; this fusion case mixes in a timeline chunk, which our detail-low search would never fetch, so "
       "it runs at medium detail: normalised RRF, page keys, no boost (a rank-1 compiled_truth chunk does not beat "
       "a rank-0 timeline one)")
_FLOOR = ("no floor_ratio: the post-fusion boosts apply to every result; gbrain skips them below floor_ratio x top "
          "score only when a floor ratio is configured (its default leaves it unset, which gives our answer)")
_SALIENCE = ("salience is the page's emotional weight in [0, 1] (frontmatter emotional_weight or salience, "
             "clamped); gbrain adds the page's take count, so its salience 5 (weight 1 + 4 takes) gives "
             "1 + 0.15 ln 6 where we give 1 + 0.15 ln 2")
_RECENCY = ("one recency decay for every page, 1 + 0.3 x 90 / (90 + days) (gbrain's fallback at strength on): "
            "no per-prefix table (daily/ 14 d x 1.5, meetings/ 60 d x 1.0, concepts/ evergreen ...) and no "
            "'strong' level (x 1.5)")
_RECENCY_CUES = ("recency is switched on by the intent alone, for temporal and event questions (docs/search.md); "
                 "gbrain's recency cues in other intents (today, right now, this week, catch up, prep for, status "
                 "of ...) do not switch it on here")
_DEDUP = ("one row per page, its best chunk (docs/search.md: gbrain's fuller dedup - up to 2 chunks a page, "
          "Jaccard, type diversity, compiled-truth swap - is not yet done)")

DIVERGENCES: dict[str, str] = {
    "rrf-ct-beats-timeline": _CT,
    "bl-floor-gate": _FLOOR,
    "bl-no-leapfrog": _FLOOR,
    "sal-on": _SALIENCE,
    "rec-daily-2026-05-16-14-on": _RECENCY,
    "rec-meetings-q1-60-strong": _RECENCY,
    "rec-notes-x-0-strong": _RECENCY,
    "DEFAULT_RECENCY_DECAY": _RECENCY,
    "ci-catch-up": _RECENCY_CUES,
    "ci-prep": _RECENCY_CUES,
    "ci-this-week": _RECENCY_CUES,
    "ci-right-now-status": _RECENCY_CUES,
    "ci-who-today": _RECENCY_CUES,
    "dd-cap-2": _DEDUP,
    "dd-ct-guarantee-swap": _DEDUP,
    "dd-ct-no-swap-needed": _DEDUP,
    "dd-same-source-collapses": _DEDUP,
    "DEFAULT_SOURCE_BOOSTS": (
        "on purpose: gbrain's factors (originals/ 1.5 ... extracts/ 0.3) encode gbrain's own folder layout; pgbrain "
        "imposes none, and a path factor would rank the same text differently by folder. Authority comes from the "
        "typed graph instead (backlink boost, relational arm)"),
    "DEFAULT_HARD_EXCLUDES": (
        "on purpose: hiding a user's pages by path (test/, attachments/) is a policy, not search; scope a search "
        "with sources or types instead (.raw/ cannot be a pgbrain slug)"),
}

OURS: dict[str, dict] = {
    # normalised RRF, page keys (source:slug)
    "rrf-ct-beats-timeline": {"fused": [{"key": "default:b", "score": 1.0}, {"key": "default:a", "score": 0.983607}]},
    # the weak result is boosted too: 0.3 x 1.119895; 0.5 x (1 + 0.05 ln 1001)
    "bl-floor-gate": {"scores": [1.119894764, 0.335968429]},
    "bl-no-leapfrog": {"order": ["strong-primary", "weak-with-signal"], "scores": [1.0, 0.672718870]},
    "sal-on": {"score": 1.103972077},
    # 1 + 0.3 x 90 / (90 + days)
    "rec-daily-2026-05-16-14-on": {"factor": 1.259615385},
    "rec-meetings-q1-60-strong": {"factor": 1.18},
    "rec-notes-x-0-strong": {"factor": 1.3},
    "DEFAULT_RECENCY_DECAY": {"factor": 1.225},  # every prefix, 30 days old
    # classify_query: what our pipeline does with the question
    "ci-catch-up": {"intent": "general", "salience": True, "recency": False},
    "ci-prep": {"intent": "general", "salience": True, "recency": False},
    "ci-this-week": {"intent": "general", "salience": False, "recency": False},
    "ci-right-now-status": {"intent": "concept", "salience": False, "recency": False},
    "ci-who-today": {"intent": "entity", "salience": False, "recency": False},
    # dedup: the best chunk of each page
    "dd-cap-2": {"results": [{"slug": "a", "source_id": None, "chunk_id": 1, "chunk_source": "compiled_truth"}]},
    "dd-ct-guarantee-swap": {"results": [
        {"slug": "a", "source_id": None, "chunk_id": 1, "chunk_source": "timeline"},
        {"slug": "b", "source_id": None, "chunk_id": 4, "chunk_source": "compiled_truth"}]},
    "dd-ct-no-swap-needed": {"results": [
        {"slug": "a", "source_id": None, "chunk_id": 1, "chunk_source": "compiled_truth"}]},
    "DEFAULT_SOURCE_BOOSTS": {"factor": 1.0},
    "DEFAULT_HARD_EXCLUDES": {"returned": ["attachments/", "test/"]},
    "dd-same-source-collapses": {"results": [
        {"slug": "topics/ai", "source_id": "wiki", "chunk_id": 1, "chunk_source": "compiled_truth"}]},
}

# plain defects or missing rules: the case asserts the correct answer and must fail until fixed
KNOWN_GAPS: dict[str, str] = {}

SKIPPED: dict[str, str] = {
    "session_prefix": "session diversification (gbrain's graph-signal stage: x 0.95 for the 2nd+ result of one "
                      "chat/dated session) - pgbrain has no graph-signal stage and no session-prefix function",
}


def _params() -> list:
    out = []
    for case in CASES:
        marks = [pytest.mark.xfail(strict=True, reason=KNOWN_GAPS[case["id"]])] if case["id"] in KNOWN_GAPS else []
        out.append(pytest.param(case, id=case["id"], marks=marks))
    return out


def _constant_params() -> list:
    return [pytest.param(key, id=key,
                         marks=[pytest.mark.xfail(strict=True, reason=KNOWN_GAPS[key])] if key in KNOWN_GAPS else [])
            for key in CONSTANTS]


def _expect(case: dict) -> dict:
    return OURS.get(case["id"], case["expect"])


def test_divergence_tables_are_consistent():
    ids = [c["id"] for c in CASES] + list(CONSTANTS)
    assert len(ids) == len(set(ids)), "case ids are unique"
    assert set(DIVERGENCES) == set(OURS), "every divergence states what we produce instead, and only those"
    assert set(DIVERGENCES) <= set(ids)
    assert set(KNOWN_GAPS) <= set(ids)
    assert set(SKIPPED) <= {c["kind"] for c in CASES}
    assert all(reason.strip() for reason in [*DIVERGENCES.values(), *KNOWN_GAPS.values(), *SKIPPED.values()])
    assert set(RUNNERS) | set(SKIPPED) == {c["kind"] for c in CASES}, "every kind is run or skipped with a reason"
    assert set(CONSTANT_RUNNERS) == set(CONSTANTS), "every constants table is compared"


# --------------------------------------------------------------------------------------------------
# helpers over the real schema


def _dims(conn: psycopg.Connection) -> int:
    return conn.execute("select (value #>> '{}')::integer from brain.config where key = 'embedding.dimensions'"
                        ).fetchone()[0]


def _vec(conn: psycopg.Connection, cos: float) -> list[float]:
    """A unit vector whose cosine with _vec(conn, 1.0) (the query) is cos."""
    vec = [0.0] * _dims(conn)
    vec[0] = cos
    vec[1] = math.sqrt(max(0.0, 1.0 - cos * cos))
    return vec


def _vtext(vec: list[float]) -> str:
    return "[" + ",".join(repr(x) for x in vec) + "]"


def _put(conn: psycopg.Connection, slug: str, *, title: str, text: str = "probe text",
         chunks: list[dict] | None = None, frontmatter: dict | None = None, source_id: str = "default") -> None:
    conn.execute("select brain.ensure_source(source_id => %s::text, create_missing => true)", [source_id])
    conn.execute(
        "select * from brain.put_page(slug => %s::text, title => %s::text, compiled_truth => %s::text, "
        "frontmatter => %s::jsonb, chunks => %s::jsonb, source_id => %s::text, auto_link => false)",
        [slug, title, text, Jsonb(frontmatter or {}), None if chunks is None else Jsonb(chunks), source_id])


def _embed(conn: psycopg.Connection, slug: str, cos: float, *, chunk_index: int = 0,
           source_id: str = "default") -> None:
    """Store the embedding of one chunk through brain.put_embeddings (the brain's model)."""
    row = conn.execute(
        "select * from brain.put_embeddings(embeddings => (select jsonb_agg(jsonb_build_object("
        "  'chunk_id', c.id, 'text_hash', encode(sha256(convert_to(c.chunk_text, 'UTF8')), 'hex'),"
        "  'embedding', %s::jsonb))"
        "  from brain.content_chunks c join brain.pages p on p.id = c.page_id"
        "  where p.slug = %s and p.source_id = %s and c.chunk_index = %s),"
        " model => (select value #>> '{}' from brain.config where key = 'embedding.model'))",
        [Jsonb(_vec(conn, cos)), slug, source_id, chunk_index]).fetchone()
    assert row == (1, 0), f"embedding of {source_id}:{slug}#{chunk_index} stored"


def _fans(conn: psycopg.Connection, target: str, n: int, link_type: str = "works_at") -> None:
    """n pages, each with a manual edge of link_type to target (inbound edges of target)."""
    if n == 0:
        return
    prefix = f"fans/{target.replace('/', '-')}-{link_type}-"
    conn.execute("select count(*) from generate_series(1, %s) g, lateral brain.put_page("
                 "slug => %s::text || g, title => 'Fan ' || g, compiled_truth => 'a fan page', auto_link => false) p",
                 [n, prefix])
    made = conn.execute("select count(*) filter (where l.created) from generate_series(1, %s) g, lateral "
                        "brain.add_link(from_slug => %s::text || g, to_slug => %s::text, link_type => %s::text) l",
                        [n, prefix, target, link_type]).fetchone()[0]
    assert made == n


def _search(conn: psycopg.Connection, fn: str, query: str | None = None, embedding: list[float] | None = None,
            **kw) -> list[dict]:
    args, params = [], []
    if fn != "search_vector":
        args.append("query => %s::text")
        params.append(query)
    if embedding is not None:
        args.append("query_embedding => %s::vector")
        params.append(_vtext(embedding))
    for key, value in kw.items():
        args.append(f"{key} => %s")
        params.append(value)
    with conn.cursor(row_factory=dict_row) as cur:
        cur.execute(f"select * from brain.{fn}({', '.join(args)})", params)
        return cur.fetchall()


def _by_key(rows: list[dict]) -> dict[tuple[str, str], dict]:
    return {(r["source_id"], r["slug"]): r for r in rows}


def _place_scores(conn: psycopg.Connection, wanted: list[tuple[str, float]]) -> list[float]:
    """Pages whose pre-boost score in brain.search_vector is exactly wanted (the best must be 1.0):
    each at the first vector rank r where 0.7 * 60 / (60 + r) + 0.3 * c = score has a cosine c below
    the previous page's; filler pages hold the ranks in between. Returns the query embedding."""
    wanted = sorted(wanted, key=lambda w: -w[1])
    assert wanted[0][1] == 1.0, "scores are relative to a top score of 1.0"
    rank, prev, n_fill = 0, None, 0
    for slug, score in wanted:
        r = rank
        while True:
            cos = (score - 0.7 * 60 / (60 + r)) / 0.3
            if cos <= 1 + 1e-12 and cos >= -0.999 and (prev is None or cos < prev - 0.02):
                break
            r += 1
            assert r < 150, f"cannot place {slug} at {score}"
        for i in range(rank, r):
            n_fill += 1
            _put(conn, f"fillers/f{n_fill}", title=f"Filler {n_fill}", text="filler")
            _embed(conn, f"fillers/f{n_fill}", prev - (prev - cos) * (i - rank + 1) / (r - rank + 1))
        _put(conn, slug, title=f"Page {slug}", text="a page")
        _embed(conn, slug, min(cos, 1.0))
        rank, prev = r + 1, cos
    return _vec(conn, 1.0)


def _latin_square(conn: psycopg.Connection, slugs: list[str]) -> tuple[str, list[float], dict[str, dict]]:
    """Three pages with equal fused scores: page i is at vector rank i (equal cosines 1.0: page id order),
    keyword rank (i + 1) % 3 and title rank (i + 2) % 3 (more occurrences rank higher). Returns the query,
    its embedding and each page's expected arm ranks."""
    assert len(slugs) == 3
    arms = {s: {"vector": i, "keyword": (i + 1) % 3, "title": (i + 2) % 3} for i, s in enumerate(slugs)}
    for slug in slugs:
        # the title holds both words but never the run "quokka wombat" (no title boost)
        _put(conn, slug, title=" ".join(["Quokka of Wombat"] * (3 - arms[slug]["title"])),
             text=" ".join(["quokka wombat."] * (3 - arms[slug]["keyword"])))
        _embed(conn, slug, 1.0)
    return "quokka wombat", _vec(conn, 1.0), arms


def _other_boosts(explain: dict, but: str) -> float:
    """The product of the boosts in explain other than but (recency for a temporal query, ...)."""
    return math.prod(explain.get(k, 1) for k in ("backlinks", "recency", "salience", "title_match", "named_entity")
                     if k != but)


def _factor_count(factor: float) -> int:
    """The inbound edge count a backlink factor 1 + 0.05 ln(1 + n) stands for."""
    return round(math.exp((factor - 1) / 0.05) - 1)


# --------------------------------------------------------------------------------------------------
# runners, one per kind

_LIST_ARMS = ("keyword", "vector", "title")


def _rrf_fusion(conn: psycopg.Connection, case: dict) -> None:
    lists = case["input"]["lists"]
    assert len(lists) <= len(_LIST_ARMS) and all(lst["k"] == 60 for lst in lists)
    pages: dict[tuple[str, str], dict] = {}
    for arm, lst in zip(_LIST_ARMS, lists, strict=False):
        distinct: list[tuple[str, str]] = []
        for entry in lst["list"]:
            key = (entry.get("source_id") or "default", entry["slug"])
            page = pages.setdefault(key, {"chunks": {}, "ranks": {}})
            ident = entry["chunk_id"] if entry["chunk_id"] is not None else entry["text"][:50]
            page["chunks"].setdefault(ident, entry["chunk_source"])
            if key not in distinct:
                distinct.append(key)
                page["ranks"][arm] = len(distinct) - 1  # page-level: first place in the list
    # written in order of first appearance: equal keyword / title scores rank by page id
    for (source, slug), page in pages.items():
        word = "zephyr notes" if "keyword" in page["ranks"] else "plain notes"
        _put(conn, slug, source_id=source, title="Zephyr" if "title" in page["ranks"] else f"Page {slug}",
             chunks=[{"chunk_text": word, "chunk_source": src} for src in page["chunks"].values()])
        if "vector" in page["ranks"]:
            _embed(conn, slug, 0.9 - 0.1 * page["ranks"]["vector"], source_id=source)
    _put(conn, "concepts/decoy", title="Decoy", text="plain notes")
    embedding = _vec(conn, 1.0) if len(lists) > 1 else None
    sources = sorted({s for s, _ in pages} | {"default"})
    # gbrain's boost belongs to detail low, whose arms read compiled-truth chunks only: ours applies it
    # where the case's lists hold nothing else (with a timeline chunk the candidate set itself differs)
    detail = ("low" if case["input"].get("apply_compiled_truth_boost")
              and all(e["chunk_source"] == "compiled_truth" for lst in lists for e in lst["list"]) else None)
    got = _by_key(_search(conn, "search", "zephyr", embedding, sources=sources, max_results=100, detail=detail))
    assert set(got) == set(pages)
    for key, page in pages.items():
        assert got[key]["explain"]["arms"] == page["ranks"], f"arm ranks of {key}"
    expected = {tuple(f["key"].split(":")[:2]): f["score"] for f in _expect(case)["fused"]}
    assert set(expected) == set(got)
    for key, score in expected.items():
        ex = got[key]["explain"]
        assert ex["base"] * ex.get("compiled_truth", 1) == pytest.approx(score, abs=TOL), key


def _backlink_boost_factor(conn: psycopg.Connection, case: dict) -> None:
    _put(conn, "companies/target", title="Target", text="zephyr rockets")
    _fans(conn, "companies/target", case["input"]["backlink_count"])
    rows = _search(conn, "search", "zephyr")
    assert [r["slug"] for r in rows] == ["companies/target"]
    assert rows[0]["explain"]["backlinks"] == pytest.approx(_expect(case)["factor"], abs=TOL)
    assert rows[0]["score"] == pytest.approx(_expect(case)["factor"], abs=TOL)


def _backlink_boost(conn: psycopg.Connection, case: dict) -> None:
    inp, expect = case["input"], _expect(case)
    query = _place_scores(conn, [(r["slug"], r["score"]) for r in inp["results"]])
    for slug, n in inp["counts"].items():
        _fans(conn, slug, n)
    rows = _search(conn, "search_vector", embedding=query, max_results=100)
    got = {r["slug"]: r["score"] for r in rows}
    assert [got[r["slug"]] for r in inp["results"]] == pytest.approx(expect["scores"], abs=TOL)
    if "order" in expect:
        order = [r["slug"] for r in rows]
        assert sorted(expect["order"], key=order.index) == expect["order"]


def _salience_boost(conn: psycopg.Connection, case: dict) -> None:
    inp = case["input"]
    assert inp["score"] == 1.0 and inp["strength"] == "on"
    # gbrain's salience = emotional weight + take count: weight 1 plus the rest as takes
    weight = min(1.0, inp["salience_score"])
    takes = inp["salience_score"] - weight
    assert takes == int(takes)
    query = "catch me up on zephyr"
    _put(conn, "people/zephyr", title="Zephyr", text=query, frontmatter={"emotional_weight": weight})
    for i in range(int(takes)):
        conn.execute("select * from brain.add_take(slug => 'people/zephyr', claim => %s)", [f"take {i}"])
    rows = _search(conn, "search", query)
    assert [r["slug"] for r in rows] == ["people/zephyr"]
    assert rows[0]["score"] == pytest.approx(_expect(case)["score"], abs=TOL)


def _set_age(conn: psycopg.Connection, slug: str, days: float) -> None:
    """effective_date exactly days before now() (the transaction's time, which search reads too)."""
    conn.execute("update brain.pages set effective_date = now() - make_interval(secs => %s) where slug = %s",
                 [days * 86400, slug])


def _recency_boost_factor(conn: psycopg.Connection, case: dict) -> None:
    inp = case["input"]
    query = "latest zephyr"
    _put(conn, inp["slug"], title="Probe", text=query)
    _set_age(conn, inp["slug"], inp["days_old"])
    rows = _search(conn, "search", query)
    assert [r["slug"] for r in rows] == [inp["slug"]]
    assert rows[0]["explain"]["intent"] == "temporal"
    assert rows[0]["explain"].get("recency", 1.0) == pytest.approx(_expect(case)["factor"], abs=TOL)
    assert rows[0]["score"] == pytest.approx(_expect(case)["factor"], abs=TOL)


def _two_to_one(conn: psycopg.Connection, a: str, cos_a: float, b: str, cos_b: float) -> tuple[str, list[float]]:
    """a fused twice as high as b, b nearer the query: a = keyword 0 + title 60 + vector 60
    (1/60 + 1/120 + 1/120 = 1/30), b = vector 0 (1/60); 60 filler pages rank in the title and vector arms
    between (59 with cosines between b's and a's, one below a's)."""
    assert cos_b > cos_a > 0.15
    for i in range(60):
        slug = f"fillers/f{i:02d}"
        _put(conn, slug, title="Quokka of Wombat", text="filler")
        _embed(conn, slug, cos_b - (cos_b - cos_a) * (i + 1) / 60 if i < 59 else cos_a - 0.1)
    _put(conn, a, title="Quokka of Wombat", text="quokka wombat")
    _embed(conn, a, cos_a)
    _put(conn, b, title=f"Page {b}", text="a page")
    _embed(conn, b, cos_b)
    return "quokka wombat", _vec(conn, 1.0)


def _cosine_rescore(conn: psycopg.Connection, case: dict) -> None:
    res = {r["key"]: r for r in case["input"]["results"]}
    assert set(res) == {"a", "b"} and res["a"]["score"] == 2 * res["b"]["score"]
    query, embedding = _two_to_one(conn, "a", res["a"]["cosine"], "b", res["b"]["cosine"])
    rows = _search(conn, "search", query, embedding, max_results=100)
    got = {r["slug"]: r for r in rows}
    assert got["a"]["explain"]["arms"] == {"keyword": 0, "title": 60, "vector": 60}
    assert got["b"]["explain"]["arms"] == {"vector": 0}
    assert got["b"]["explain"]["base"] == pytest.approx(0.5, abs=TOL)
    expect = _expect(case)
    assert {k: got[k]["score"] for k in ("a", "b")} == pytest.approx(expect["scores"], abs=TOL)
    order = [r["slug"] for r in rows]
    assert sorted(expect["order"], key=order.index) == expect["order"]


def _backlink_count(conn: psycopg.Connection, case: dict) -> None:
    links = case["input"]["inbound_links"]
    _put(conn, "companies/target", title="Target", text="zephyr rockets")
    # gbrain's link_source 'mentions' is our link type mentions; any other provenance a typed edge
    mentions = sum(1 for ln in links if ln["link_source"] == "mentions")
    _fans(conn, "companies/target", mentions, "mentions")
    _fans(conn, "companies/target", len(links) - mentions, "works_at")
    assert conn.execute("select count(*) from brain.backlinks(slug => 'companies/target')").fetchone()[0] == len(links)
    rows = _search(conn, "search", "zephyr")
    assert [r["slug"] for r in rows] == ["companies/target"]
    assert _factor_count(rows[0]["explain"]["backlinks"]) == _expect(case)["count"]


def _backlink_ranking(conn: psycopg.Connection, case: dict) -> None:
    inp, expect = case["input"], _expect(case)
    assert inp["equal_base_score"] == 1.0
    query, embedding, arms = _latin_square(conn, list(inp["pages"]))
    for slug, n in inp["pages"].items():
        _fans(conn, slug, n)
    rows = _search(conn, "search", query, embedding)
    got = {r["slug"]: r for r in rows}
    for slug in inp["pages"]:
        assert got[slug]["explain"]["arms"] == arms[slug]
        assert got[slug]["explain"]["base"] == pytest.approx(1.0, abs=TOL)
        assert got[slug]["score"] / got[slug]["explain"]["backlinks"] == pytest.approx(1.0, abs=TOL)
    assert {s: _factor_count(got[s]["explain"]["backlinks"]) for s in inp["pages"]} == expect["counts"]
    assert [r["slug"] for r in rows if r["slug"] in inp["pages"]] == expect["order"]


def _classify_query(conn: psycopg.Connection, case: dict) -> None:
    query = case["input"]["query"]
    if case["id"] in OURS:
        expected = OURS[case["id"]]
    else:
        e = case["expect"]
        expected = {"intent": e["intent"], "salience": e["suggestedSalience"] != "off",
                    # gbrain's pipeline: the classifier's recency, else the intent's (temporal, event: on)
                    "recency": e["suggestedRecency"] != "off" or e["intent"] in ("temporal", "event")}
    _put(conn, "notes/probe", title="Probe", text=query, frontmatter={"emotional_weight": 0.5})
    rows = _search(conn, "search", query)
    assert [r["slug"] for r in rows] == ["notes/probe"]
    explain = rows[0]["explain"]
    assert {"intent": explain["intent"], "salience": "salience" in explain, "recency": "recency" in explain} == expected


_INTENT_QUERIES = {"entity": "tell me about zephyr", "concept": "find all notes about zephyr",
                   "event": "zephyr launched", "temporal": "latest zephyr", "general": "zephyr"}


def _intent_weights(conn: psycopg.Connection, case: dict) -> None:
    intent, expect = case["input"]["intent"], _expect(case)
    query = _INTENT_QUERIES[intent]
    _put(conn, "notes/alpha", title="Alpha", text=query)          # keyword arm only
    _put(conn, "notes/beta", title="Beta", text="unrelated text")  # vector arm only
    _embed(conn, "notes/beta", 1.0)
    got = {r["slug"]: r["explain"] for r in _search(conn, "search", query, _vec(conn, 1.0))}
    assert got["notes/alpha"]["intent"] == intent
    assert got["notes/alpha"]["arms"] == {"keyword": 0} and got["notes/beta"]["arms"] == {"vector": 0}
    assert got["notes/alpha"]["rrf"] == pytest.approx(1 / expect["keyword_k"], abs=TOL)
    assert got["notes/beta"]["rrf"] == pytest.approx(1 / expect["vector_k"], abs=TOL)
    if expect["suggestedRecency"] is None:
        assert "recency" not in got["notes/alpha"]


def _exact_match_boost(conn: psycopg.Connection, case: dict) -> None:
    inp, expect = case["input"], _expect(case)
    for result, score in zip(inp["results"], expect["scores"], strict=True):
        assert result["score"] == 1
        with conn.transaction(force_rollback=True):
            _put(conn, result["slug"], title=result["title"])
            _embed(conn, result["slug"], 1.0)
            rows = _search(conn, "search", inp["query"], _vec(conn, 1.0))
            assert [r["slug"] for r in rows] == [result["slug"]]
            others = _other_boosts(rows[0]["explain"], "title_match")
            assert rows[0]["score"] / others == pytest.approx(score, abs=TOL), result["slug"]


def _title_phrase_match(conn: psycopg.Connection, case: dict) -> None:
    inp, match = case["input"], _expect(case)["match"]
    _put(conn, "notes/probe", title=inp["title"])
    _embed(conn, "notes/probe", 1.0)
    if not inp["query"].strip():
        # an empty query is refused (22023): no result, so nothing gets a title boost
        assert not match
        expect_error(conn, "select * from brain.search(query => %s::text, query_embedding => %s::vector)",
                     [inp["query"], _vtext(_vec(conn, 1.0))], sqlstate="22023")
        return
    rows = _search(conn, "search", inp["query"], _vec(conn, 1.0))
    assert [r["slug"] for r in rows] == ["notes/probe"]
    assert rows[0]["explain"].get("title_match", 1) == (1.25 if match else 1)
    others = _other_boosts(rows[0]["explain"], "title_match")  # 'art history' is temporal: recency
    assert rows[0]["score"] / others == pytest.approx(1.25 if match else 1.0, abs=TOL)


def _dedup(conn: psycopg.Connection, case: dict) -> None:
    pages: dict[tuple[str, str], list[dict]] = {}
    for r in case["input"]["results"]:
        pages.setdefault((r["source_id"] or "default", r["slug"]), []).append(r)
    texts = {}
    for (source, slug), chunks in pages.items():
        chunks.sort(key=lambda c: c["chunk_id"])
        _put(conn, slug, source_id=source, title=f"Page {slug}",
             chunks=[{"chunk_text": c["chunk_text"], "chunk_source": c["chunk_source"]} for c in chunks])
        for index, c in enumerate(chunks):
            _embed(conn, slug, c["score"], chunk_index=index, source_id=source)  # cosine = the chunk's score
            texts[(source, slug, c["chunk_id"])] = c["chunk_text"]
    rows = _search(conn, "search_vector", embedding=_vec(conn, 1.0), max_results=100,
                   sources=sorted({s for s, _ in pages}))
    got = [(r["source_id"], r["slug"], r["chunk_text"], r["chunk_source"]) for r in rows]
    want = [(r["source_id"] or "default", r["slug"], texts[(r["source_id"] or "default", r["slug"], r["chunk_id"])],
             r["chunk_source"]) for r in _expect(case)["results"]]
    assert got == want


_UNIT = re.compile(r'(-?)(?:"([^"]*)"|(\S+))')


def _or_fallback_query(conn: psycopg.Connection, case: dict) -> None:
    query, output = case["input"]["query"], _expect(case)["output"]
    if output is not None:
        # gbrain retries with output when nothing has every word: a page per OR term, all found
        texts = [t.strip() for t in output.split(" OR ")]
        expected = set(texts)
    else:
        # no retry: pages holding each positive word or phrase (plus every excluded word); only those
        # satisfying the whole query are found
        units = [(neg == "-", (phrase or word).lower()) for neg, phrase, word in _UNIT.findall(query)]
        excluded = [u for neg, u in units if neg]
        positive = [u for neg, u in units if not neg and u != "or"]
        texts = [" ".join([u, *excluded]) for u in positive]
        expected = {t for t in texts if all(u in t for u in positive) and not excluded}
    assert len(texts) == len(set(texts))
    for i, text in enumerate([*texts, "something else entirely"]):
        _put(conn, f"notes/n{i}", title=f"Note {i}", text=text)
    rows = _search(conn, "search_keyword", query, max_results=100)
    assert {r["chunk_text"] for r in rows} == expected


RUNNERS = {
    "rrf_fusion": _rrf_fusion,
    "backlink_boost_factor": _backlink_boost_factor,
    "backlink_boost": _backlink_boost,
    "salience_boost": _salience_boost,
    "recency_boost_factor": _recency_boost_factor,
    "cosine_rescore": _cosine_rescore,
    "backlink_count": _backlink_count,
    "backlink_ranking": _backlink_ranking,
    "classify_query": _classify_query,
    "intent_weights": _intent_weights,
    "exact_match_boost": _exact_match_boost,
    "title_phrase_match": _title_phrase_match,
    "dedup": _dedup,
    "or_fallback_query": _or_fallback_query,
}


@pytest.mark.parametrize("case", _params())
def test_search_case(conn, case):
    if case["kind"] in SKIPPED:
        pytest.skip(SKIPPED[case["kind"]])
    RUNNERS[case["kind"]](conn, case)


# --------------------------------------------------------------------------------------------------
# search_constants.json

_AGE = 30  # days


def _recency_of(conn: psycopg.Connection, slugs: list[str]) -> dict[str, float]:
    query = "latest zephyr"
    for slug in slugs:
        _put(conn, slug, title="Probe", text=query)
        _set_age(conn, slug, _AGE)
    rows = _search(conn, "search", query, max_results=100)
    assert {r["slug"] for r in rows} == set(slugs)
    return {r["slug"]: r["explain"].get("recency", 1.0) for r in rows}


def _decay(cfg: dict, days: float) -> float:
    if cfg["halflifeDays"] == 0 or cfg["coefficient"] == 0:
        return 1.0
    return 1 + cfg["coefficient"] * cfg["halflifeDays"] / (cfg["halflifeDays"] + days)


def _const_fallback(conn: psycopg.Connection, key: str) -> None:
    slug = "notes/zephyr-probe"
    assert not any(slug.startswith(p) for p in CONSTANTS["DEFAULT_RECENCY_DECAY"])
    got = _recency_of(conn, [slug])
    assert got[slug] == pytest.approx(_decay(CONSTANTS[key], _AGE), abs=TOL)


def _const_decay(conn: psycopg.Connection, key: str) -> None:
    table = CONSTANTS[key]
    got = _recency_of(conn, [f"{prefix}zephyr-probe" for prefix in table])
    for prefix, cfg in table.items():
        want = OURS[key]["factor"] if key in OURS else _decay(cfg, _AGE)
        assert got[f"{prefix}zephyr-probe"] == pytest.approx(want, abs=TOL), prefix


def _const_source_boosts(conn: psycopg.Connection, key: str) -> None:
    """Two pages with the same text, one under the prefix and one under an unlisted one: the keyword arm
    ranks the boosted one first and the demoted one last, whatever order they were written in."""
    wrong = []
    for prefix, factor in CONSTANTS[key].items():
        if factor == 1:
            continue
        with conn.transaction(force_rollback=True):
            boosted, plain = f"{prefix}zephyr-probe", "zz/zephyr-probe"
            # written so that page id order (the tie-break) puts the prefixed page on the wrong side
            for slug in ([plain, boosted] if factor > 1 else [boosted, plain]):
                _put(conn, slug, title="Probe", text="zephyr")
            rows = _search(conn, "search_keyword", "zephyr")
            rank = {r["slug"]: r["explain"]["arms"]["keyword"] for r in rows}
            if key in DIVERGENCES:
                # ours: no path factor; equal text ties and the tie goes to the page written first
                first = plain if factor > 1 else boosted
                if rank[first] != 0 or OURS[key]["factor"] != 1.0:
                    wrong.append(prefix)
            elif rank[boosted] != (0 if factor > 1 else 1):
                wrong.append(prefix)
    assert not wrong, f"source factor wrong under {wrong}"


def _const_hard_excludes(conn: psycopg.Connection, key: str) -> None:
    returned = []
    for prefix in CONSTANTS[key]:
        slug = f"{prefix}zephyr-probe"
        try:
            with conn.transaction():
                _put(conn, slug, title="Probe", text="zephyr")
        except psycopg.errors.InvalidParameterValue:
            continue  # not a valid pgbrain slug (e.g. .raw/): such a page cannot exist
        if slug in {r["slug"] for r in _search(conn, "search_keyword", "zephyr", max_results=100)}:
            returned.append(prefix)
    if key in DIVERGENCES:  # ours: every valid slug is searchable
        assert sorted(returned) == OURS[key]["returned"]
    else:
        assert not returned, f"hard-excluded pages returned: {returned}"


CONSTANT_RUNNERS = {
    "DEFAULT_FALLBACK": _const_fallback,
    "DEFAULT_RECENCY_DECAY": _const_decay,
    "DEFAULT_SOURCE_BOOSTS": _const_source_boosts,
    "DEFAULT_HARD_EXCLUDES": _const_hard_excludes,
}


@pytest.mark.parametrize("key", _constant_params())
def test_search_constants(conn, key):
    CONSTANT_RUNNERS[key](conn, key)
