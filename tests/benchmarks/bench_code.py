"""Code-graph benchmark: source trees imported by a fresh `pgbrain import` process into an empty database
(cold, then again unchanged): pgbrain's own python/ tree and the source of a large installed package
(numpy, which the embedding model's package brings along). Files, symbols and edges per second, the
share of edges resolved, the parse-only time (tree-sitter and extraction in one process) beside the whole
import, and the latency of the code read functions on the larger tree. BENCH_RUNS (3) sets the repeats.
"""

from __future__ import annotations

import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchdb import drop_db, fresh_db  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
DB = "pgbrain_bench_code"
CALLS = 30


def _package_dir(name: str) -> Path | None:
    spec = importlib.util.find_spec(name)
    return Path(spec.origin).parent if spec and spec.origin else None


def _trees() -> list[tuple[str, Path]]:
    trees = [("pgbrain python/", ROOT / "python")]
    for name in ("numpy", "pydantic", "mcp"):
        where = _package_dir(name)
        if where is not None:
            trees.append((f"{name} (installed package)", where))
            break
    return trees


def _import(dsn: str, folder: Path) -> tuple[float, dict]:
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", "from pgbrain.cli import main; main()", "import", str(folder),
                           "--dsn", dsn, "--json", "--no-embed", "--source", "bench"], capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if proc.returncode not in (0, 1):
        raise RuntimeError(proc.stderr)
    return wall, json.loads(proc.stdout)


def _parse_only(folder: Path) -> tuple[float, int]:
    from pgbrain.code import parse_code, read_code_file
    from pgbrain.ingest import source_files

    t0 = time.perf_counter()
    n = 0
    for path in source_files(folder):
        rel = path.relative_to(folder).as_posix()
        try:
            parse_code(read_code_file(path, rel)[0], rel)
            n += 1
        except Exception:  # noqa: BLE001, S112 - a file that does not parse is counted by the import
            continue
    return time.perf_counter() - t0, n


def _reads(dsn: str) -> dict:
    with psycopg.connect(dsn) as conn:
        common = conn.execute(
            "select symbol_name, count(*) from brain.code_symbols where symbol_type not in ('import', 'use') "
            "group by 1 order by 2 desc, 1 limit 1").fetchone()[0]
        qualified = conn.execute(
            "select y.symbol_name_qualified from brain.code_symbols y join brain.code_edges_chunk r "
            "on r.to_chunk_id = y.chunk_id and r.to_symbol_qualified = y.symbol_name_qualified "
            "group by 1 order by count(*) desc, 1 limit 1").fetchone()[0]
        cases = {
            f"code_def('{common}')": f"select * from brain.code_def(symbol => '{common}')",
            f"code_callers('{qualified}')": f"select * from brain.code_callers(symbol => '{qualified}')",
            f"code_callers('{common}')": f"select * from brain.code_callers(symbol => '{common}')",
            f"code_callees('{qualified}')": f"select * from brain.code_callees(symbol => '{qualified}')",
            f"code_refs('{common}')": f"select * from brain.code_refs(symbol => '{common}')",
            f"search_near_symbol(walk_depth => 2, '{qualified}')":
                f"select * from brain.search_near_symbol(query => 'array shape', symbol => '{qualified}', "
                "walk_depth => 2)",
        }
        out = {}
        for name, sql in cases.items():
            times = []
            rows = 0
            for _ in range(CALLS):
                t0 = time.perf_counter()
                rows = len(conn.execute(sql).fetchall())
                times.append(time.perf_counter() - t0)
            times.sort()
            out[name] = {"p50_ms": round(times[len(times) // 2] * 1000, 2),
                         "p95_ms": round(times[int(0.95 * len(times))] * 1000, 2), "rows": rows}
        return out


def run() -> dict:
    results = []
    reads = {}
    for label, folder in _trees():
        cold, warm, summaries = [], [], []
        for _ in range(RUNS):
            dsn = fresh_db(DB)
            wall, summary = _import(dsn, folder)
            cold.append(wall)
            summaries.append(summary)
            warm.append(_import(dsn, folder)[0])
        parse_s, parsed = _parse_only(folder)
        s = summaries[-1]
        med = statistics.median(cold)
        files = s["code_files"]
        results.append({
            "tree": label, "files": files, "failed": s["failed"], "symbols": s["symbols"],
            "edges": s["code_edges"], "resolved": s["code_edges_resolved"],
            "cold_s": round(med, 2), "cold_runs_s": [round(x, 2) for x in cold],
            "files_per_s": round(files / med, 1), "symbols_per_s": round(s["symbols"] / med),
            "edges_per_s": round(s["code_edges"] / med), "parse_only_s": round(parse_s, 2),
            "parse_files_per_s": round(parsed / parse_s, 1) if parse_s else None,
            "unchanged_s": round(statistics.median(warm), 2),
        })
        reads[label] = _reads(dsn)
        drop_db(DB)
    return {"runs": RUNS, "trees": results, "reads": reads}


def markdown(result: dict) -> str:
    m = result["machine"]
    lines = [
        "# Code graph benchmark",
        "",
        f"`make bench BENCH=code`, {m['when']}, Python {m['python']}, {m['cpus']} CPUs "
        f"(load {m['loadavg_at_start']} at the start; the machine is shared). Each tree is imported by a fresh "
        f"`pgbrain import --no-embed` process into an empty database, {result['runs']} times (median), then once "
        "more unchanged. Parse-only = tree-sitter + symbol and edge extraction of every file in one process, "
        "without the database.",
        "",
        "| tree | files | symbols | edges (resolved) | cold import s (runs) | files/s | symbols/s | edges/s "
        "| parse-only s (files/s) | unchanged re-import s |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for t in result["trees"]:
        runs = ", ".join(map(str, t["cold_runs_s"]))
        lines.append(
            f"| {t['tree']} | {t['files']} | {t['symbols']:,} | {t['edges']:,} ({t['resolved']:,}, "
            f"{100 * t['resolved'] / max(1, t['edges']):.0f} %) | {t['cold_s']} ({runs}) "
            f"| {t['files_per_s']} | {t['symbols_per_s']:,} | {t['edges_per_s']:,} | {t['parse_only_s']} "
            f"({t['parse_files_per_s']}) | {t['unchanged_s']} |")
    lines += ["", "Reads (server round trip, warm, "
              f"{CALLS} calls each), on the imported trees:", "",
              "| tree | call | p50 ms | p95 ms | rows |", "|---|---|---|---|---|"]
    for tree, calls in result["reads"].items():
        for name, r in calls.items():
            lines.append(f"| {tree} | `{name}` | {r['p50_ms']} | {r['p95_ms']} | {r['rows']} |")
    lines += ["", "Unresolved edges are mostly calls into the standard library and other packages (`append`, "
              "`isinstance`, `np.asarray` from outside the tree) and method calls on values whose type the "
              "extractor cannot know; they stay stored by name and `code-callers` finds them by name.", ""]
    return "\n".join(lines)
