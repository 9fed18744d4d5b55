"""One big page through `pgbrain put`: references and timeline entries, 10,000 and 20,000 of each.

Issue 16 asks that one input cost time linear in its size: `pgbrain put` of a page with 10,000 references within
2 s of the CLI's own start-up, and t(20,000) / t(10,000) <= 2.2. Each page is put as a fresh process, as a user
would type it, into a fresh database (every reference unresolved: the costliest case, each one is looked up and
stored with its reason); a new slug each run, so nothing is "unchanged". The baseline is `pgbrain --version` started
the same way in the same run (the CLI's start-up). Embeddings off (PGBRAIN_EMBEDDING=none): the model is not what is
measured. Medians of BENCH_PUT_REPEAT runs (5).
"""

from __future__ import annotations

import datetime
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchdb import drop_db, fresh_db

ROOT = Path(__file__).resolve().parents[2]
REPEAT = int(os.environ.get("BENCH_PUT_REPEAT", "5"))
SIZES = (10000, 20000)
DB = "pgbrain_bench_put"


def references(n: int) -> str:
    # one paragraph of n wikilinks: the shape that was quadratic (56 s for 10,000)
    return "# Many references\n\n" + " ".join(f"[[people/p{i}]]" for i in range(n)) + "\n"


def timeline(n: int) -> str:
    d0 = datetime.date(2000, 1, 1)
    rows = "\n".join(f"- **{(d0 + datetime.timedelta(days=i % 9000)).isoformat()}** | event {i} with "
                     f"[[people/x{i % 500}]]" for i in range(n))
    return f"# Long timeline\n\nBody.\n\n## Timeline\n{rows}\n"


def timed(args: list[str], dsn: str, stdin: str | None = None) -> float:
    env = {**os.environ, "PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "none"}
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", "from pgbrain.cli import main; main()", *args], input=stdin, text=True,
                   env=env, check=True, capture_output=True, cwd=ROOT)
    return (time.perf_counter() - t0) * 1000


def run() -> dict:
    dsn = fresh_db(DB)
    try:
        start = statistics.median(timed(["--version"], dsn) for _ in range(REPEAT))
        results = {}
        for kind, make in (("references", references), ("timeline entries", timeline)):
            for n in SIZES:
                text = make(n)
                walls = [timed(["put", f"notes/{kind.split()[0]}-{n}-{k}"], dsn, text) for k in range(REPEAT)]
                results[f"{kind} {n}"] = {"kind": kind, "n": n, "bytes": len(text.encode()),
                                          "median_ms": round(statistics.median(walls), 1),
                                          "beyond_startup_ms": round(statistics.median(walls) - start, 1),
                                          "runs": REPEAT}
        for kind in ("references", "timeline entries"):
            a, b = results[f"{kind} {SIZES[0]}"], results[f"{kind} {SIZES[1]}"]
            b["ratio_to_half"] = round(b["beyond_startup_ms"] / a["beyond_startup_ms"], 2)
        return {"startup_ms": round(start, 1), "results": results}
    finally:
        drop_db(DB)


def markdown(result: dict) -> str:
    m = result["machine"]
    lines = [
        "# One big page through pgbrain put",
        "",
        f"Measured {m['when']} on {m['platform']}, {m['cpus']} CPUs, load average at start {m['loadavg_at_start']}. "
        "Each put is a fresh `pgbrain put` process into a fresh database (every reference unresolved, embeddings "
        f"off), {next(iter(result['results'].values()))['runs']} runs, medians; the CLI's start-up "
        f"(`pgbrain --version`, same run) is {result['startup_ms']} ms. Targets (issue 16): 10,000 references within "
        "2,000 ms beyond start-up; t(20,000) / t(10,000) <= 2.2 beyond start-up.",
        "",
        "| page | bytes | median ms | beyond start-up ms | x the half size |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, r in result["results"].items():
        lines.append(f"| {name} | {r['bytes']:,} | {r['median_ms']} | {r['beyond_startup_ms']} | "
                     f"{r.get('ratio_to_half', '')} |")
    lines += ["", "Regenerate with `make bench BENCH=put` (BENCH_PUT_REPEAT).", ""]
    return "\n".join(lines)
