"""Foundation figures: CLI start-up, docker/pg-up on a running server, db upgrade and db status.

Each command runs as a fresh process, as a user would type it; the baseline is a bare
`python -c pass` started the same way in the same run, so the ratio tells what pgbrain adds.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchdb import drop_db, fresh_db

ROOT = Path(__file__).resolve().parents[2]
REPEAT = int(os.environ.get("BENCH_REPEAT", "11"))


def timed(cmd: list[str], repeat: int = REPEAT, env: dict[str, str] | None = None) -> dict:
    walls = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True, cwd=ROOT, env=env)
        walls.append((time.perf_counter() - t0) * 1000)
    return {"median_ms": round(statistics.median(walls), 1), "min_ms": round(min(walls), 1),
            "max_ms": round(max(walls), 1), "runs": repeat}


# the database of the commands that need one: a scratch database with the sample brain, dropped after the run (so
# that `db upgrade` never reloads this checkout's functions into $PGBRAIN_DSN's own database)
DB = os.environ.get("BENCH_FOUNDATION_DB", "pgbrain_bench_foundation")
# start-up targets, as ratios to the baseline (issue 20, item 6): the markdown says whether each is met
TARGETS = {"pgbrain --version": 5.0, "pgbrain search acme": 12.0}


def run() -> dict:
    py = sys.executable
    # (as the console script starts it)
    cli = [py, "-c", "from pgbrain.__main__ import main; main()"]
    dsn = fresh_db(DB)
    env = {**os.environ, "PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "none"}
    subprocess.run([*cli, "import", str(ROOT / "docs" / "sample-brain"), "--source", "sample"], check=True,
                   capture_output=True, env=env)
    try:
        cases = {
            "baseline: python -c pass": [py, "-c", "pass"],
            # floors: what the two libraries every database command needs cost by themselves
            "floor: python -c 'import typer'": [py, "-c", "import typer"],
            "floor: python -c 'import psycopg'": [py, "-c", "import psycopg"],
            "pgbrain --version": [*cli, "--version"],
            "pgbrain --help": [*cli, "--help"],
            "pgbrain search acme": [*cli, "search", "acme"],
            "pgbrain config get auto_link": [*cli, "config", "get", "auto_link"],
            "pgbrain db status": [*cli, "db", "status"],
            "pgbrain db upgrade (nothing pending)": [*cli, "db", "upgrade"],
            "docker/pg-up start (already running)": [str(ROOT / "docker" / "pg-up"), "start"],
            "docker/pg-up url": [str(ROOT / "docker" / "pg-up"), "url"],
        }
        results = {name: timed(cmd, env=env) for name, cmd in cases.items()}
    finally:
        drop_db(DB)
    base = results["baseline: python -c pass"]["median_ms"]
    for name, r in results.items():
        r["x_baseline"] = round(r["median_ms"] / base, 2) if base else None
        if name in TARGETS:
            r["target_x"] = TARGETS[name]
    return {"results": results, "database": "a scratch database with the sample brain (33 pages, no vectors)"}


def markdown(result: dict) -> str:
    m = result["machine"]
    lines = [
        "# Foundation benchmark",
        "",
        f"Measured {m['when']} on {m['platform']}, {m['cpus']} CPUs, load average at start "
        f"{m['loadavg_at_start']}, Python {m['python']}. Each row is a fresh process, "
        f"{next(iter(result['results'].values()))['runs']} runs; median, min and max wall time. "
        "`x baseline` = median / median of a bare `python -c pass` started the same way in the same run.",
        "",
        "The commands that need a database use a scratch one holding the sample brain (33 pages, no vectors), "
        "dropped after the run. Targets (issue 20): `--version` at most 5x the baseline, `search` at most 12x.",
        "",
        "| command | median ms | min ms | max ms | x baseline | target |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for name, r in result["results"].items():
        target = r.get("target_x")
        verdict = "" if target is None else f"<= {target}x: {'met' if r['x_baseline'] <= target else 'MISSED'}"
        lines.append(f"| `{name}` | {r['median_ms']} | {r['min_ms']} | {r['max_ms']} | {r['x_baseline']} | "
                     f"{verdict} |")
    lines += ["", "Regenerate with `make bench` (or `python tests/benchmarks/run.py foundation`).", ""]
    return "\n".join(lines)
