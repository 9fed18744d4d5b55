"""Apache AGE beside the recursive CTE: brain.sync_graph on bench_graph's generated graph (BENCH_AGE_PAGES, 10,000
pages / ~100,000 edges, six link types), then the same walks through brain.traverse (CTE) and brain.cypher (AGE
variable-length match), direction out and both, depth 1-3, from BENCH_AGE_STARTS (10) random pages, each twice
(the second pass warm; both count). Times are client wall times of the whole call on one connection (medians).
The two engines answer slightly different questions: traverse returns every edge met (rows = edges), the Cypher
query `MATCH (a:page {slug: $s})-[*1..d]->(b) RETURN DISTINCT b.page_id` the distinct pages reached.
Also: the write path with graph.age_sync on and off (BENCH_AGE_WRITES add_link calls, one transaction each), and
a fresh `pgbrain import` of BENCH_AGE_IMPORT_PAGES (2,000) generated markdown pages with the switch off and on
(on: the triggers stand aside, one full sync at the end).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_graph import DEGREE, GENERATE, TYPES  # noqa: E402
from benchdb import drop_db, fresh_db  # noqa: E402
from corpus import generate  # noqa: E402

PAGES = int(os.environ.get("BENCH_AGE_PAGES", "10000"))
STARTS = int(os.environ.get("BENCH_AGE_STARTS", "10"))
WRITES = int(os.environ.get("BENCH_AGE_WRITES", "200"))
IMPORT_PAGES = int(os.environ.get("BENCH_AGE_IMPORT_PAGES", "2000"))
DB = "pgbrain_bench_age"
DEPTHS = [1, 2, 3]
DIRECTIONS = {"out": ("-", "->"), "both": ("-", "-")}



def _fresh() -> str:
    dsn = fresh_db(DB)
    return dsn


def _drop() -> None:
    drop_db(DB)


def _ms(conn, query: str, params) -> tuple[float, int]:  # noqa: ANN001
    t0 = time.perf_counter()
    rows = conn.execute(query, params).fetchone()[0]
    return (time.perf_counter() - t0) * 1000, rows


def _walks(dsn: str) -> tuple[dict, list[dict]]:
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(GENERATE.format(n=PAGES, degree=DEGREE, k=len(TYPES),
                                     types="'{" + ",".join(TYPES) + "}'::text[]"))
        conn.execute("vacuum (analyze) brain.pages, brain.links")
        edges = conn.execute("select count(*) from brain.links").fetchone()[0]
        t0 = time.perf_counter()
        v, e, k, secs = conn.execute("select * from brain.sync_graph()").fetchone()
        sync = {"pages": PAGES, "links": edges, "vertices": v, "edges": e, "edge_labels": k, "server_s": secs,
                "wall_s": round(time.perf_counter() - t0, 2)}
        rnd = random.Random(7)
        starts = [f"n/{rnd.randint(1, PAGES)}" for _ in range(STARTS)]
        rows = []
        for direction, (left, right) in DIRECTIONS.items():
            for depth in DEPTHS:
                cte, age, cte_rows, age_rows = [], [], [], []
                cypher = (f"MATCH (a:page {{slug: $s}}){left}[*1..{depth}]{right}(b) RETURN DISTINCT b.page_id")
                for _ in range(2):
                    for s in starts:
                        ms, n = _ms(conn, "select count(*) from brain.traverse(slug => %s, depth => %s, "
                                          "direction => %s)", [s, depth, direction])
                        cte.append(ms)
                        cte_rows.append(n)
                        ms, n = _ms(conn, "select count(*) from brain.cypher(query => %s, params => %s::jsonb)",
                                    [cypher, json.dumps({"s": s})])
                        age.append(ms)
                        age_rows.append(n)
                rows.append({"direction": direction, "depth": depth,
                             "cte_ms": round(statistics.median(cte), 2), "age_ms": round(statistics.median(age), 2),
                             "ratio": round(statistics.median(age) / statistics.median(cte), 1),
                             "cte_rows": int(statistics.median(cte_rows)),
                             "age_pages": int(statistics.median(age_rows))})
                print(rows[-1], flush=True)
    return sync, rows


def _writes(dsn: str) -> dict:
    """add_link with the switch off and on, in alternating rounds (off, on, off, on) after an unrecorded warm-up,
    so that neither side gets the cold caches."""
    times: dict[str, list[float]] = {"false": [], "true": []}
    rnd = random.Random(11)
    with psycopg.connect(dsn, autocommit=True) as conn:
        for rnd_no, switch in enumerate(("false", "false", "true", "false", "true")):
            conn.execute("select brain.set_config(key => 'graph.age_sync', value => %s::jsonb)", [switch])
            for _ in range(WRITES // 2):
                a, b = rnd.randint(1, PAGES), rnd.randint(1, PAGES)
                if a == b:
                    continue
                t0 = time.perf_counter()
                conn.execute("select * from brain.add_link(from_slug => %s, to_slug => %s, link_type => 'advises')",
                             [f"n/{a}", f"n/{b}"])
                if rnd_no > 0:
                    times[switch].append((time.perf_counter() - t0) * 1000)
        conn.execute("select brain.set_config(key => 'graph.age_sync', value => 'false')")
    return {"add_link_ms_sync_off": round(statistics.median(times["false"]), 2),
            "add_link_ms_sync_on": round(statistics.median(times["true"]), 2)}


def _imports() -> dict:
    out = {"pages": IMPORT_PAGES}
    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp), pages=IMPORT_PAGES)
        for switch in ("false", "true"):
            dsn = _fresh()
            with psycopg.connect(dsn, autocommit=True) as conn:
                conn.execute("select brain.set_config(key => 'graph.age_sync', value => %s::jsonb)", [switch])
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-c", "from pgbrain.cli import main; main()", "import", tmp,
                            "--dsn", dsn], check=True, capture_output=True,
                           env={**os.environ, "PGBRAIN_EMBEDDING": "none"})
            secs = time.perf_counter() - t0
            with psycopg.connect(dsn, autocommit=True) as conn:
                edges = conn.execute("select count(*) from brain.links where valid_to is null").fetchone()[0]
                mirrored = (conn.execute("select count(*) from brain.cypher(query => 'MATCH ()-[r]->() RETURN r')")
                            .fetchone()[0] if switch == "true" else None)
            key = "sync_on" if switch == "true" else "sync_off"
            out[key] = {"seconds": round(secs, 1), "pages_per_s": round(IMPORT_PAGES / secs),
                        "current_links": edges, "age_edges": mirrored}
    return out


def run() -> dict:
    dsn = _fresh()
    try:
        sync, walks = _walks(dsn)
        writes = _writes(dsn)
        imports = _imports()
    finally:
        _drop()
    return {"sync": sync, "walks": walks, "writes": writes, "imports": imports}


def markdown(r: dict) -> str:
    s = r["sync"]
    lines = [
        "# Apache AGE beside the recursive CTE", "",
        f"Machine: {r['machine']['cpus']} CPUs, load {r['machine']['loadavg_at_start']} at start; "
        f"{r['machine']['when']}."
        " Produced by `make bench BENCH=age` (tests/benchmarks/bench_age.py).", "",
        f"## Full sync (brain.sync_graph)\n\n{s['pages']:,} pages, {s['links']:,} links -> "
        f"{s['vertices']:,} vertices, {s['edges']:,} edges in {s['edge_labels']} labels: "
        f"{s['server_s']} s in the server ({s['wall_s']} s wall).", "",
        "## Same walks, CTE (brain.traverse) vs AGE (brain.cypher, variable-length match)", "",
        f"Medians over {STARTS} random starts x 2 passes; client wall time of the whole call. CTE rows = edges "
        "returned, AGE pages = distinct pages reached.", "",
        "| direction | depth | CTE ms | AGE ms | AGE / CTE | CTE rows | AGE pages |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for w in r["walks"]:
        lines.append(f"| {w['direction']} | {w['depth']} | {w['cte_ms']} | {w['age_ms']} | {w['ratio']}x | "
                     f"{w['cte_rows']:,} | {w['age_pages']:,} |")
    wr, im = r["writes"], r["imports"]
    lines += ["", "## Write path", "",
              f"brain.add_link, median of {WRITES} calls each way, alternating rounds after a warm-up "
              "(one transaction "
              "each): "
              f"{wr['add_link_ms_sync_off']} ms with graph.age_sync off, {wr['add_link_ms_sync_on']} ms on.", "",
              "## Import (fresh `pgbrain import`, no embeddings)", "",
              "| graph.age_sync | pages | seconds | pages/s | current links | AGE edges |",
              "|---|---:|---:|---:|---:|---:|"]
    for key, label in (("sync_off", "off"), ("sync_on", "on (one sync at the end)")):
        x = im[key]
        lines.append(f"| {label} | {im['pages']:,} | {x['seconds']} | {x['pages_per_s']} | {x['current_links']:,} | "
                     f"{x['age_edges'] if x['age_edges'] is not None else '-'} |")
    return "\n".join(lines) + "\n"
