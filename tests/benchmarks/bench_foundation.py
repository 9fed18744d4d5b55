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

ROOT = Path(__file__).resolve().parents[2]
REPEAT = int(os.environ.get("BENCH_REPEAT", "11"))


def timed(cmd: list[str], repeat: int = REPEAT) -> dict:
    walls = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, capture_output=True, cwd=ROOT)
        walls.append((time.perf_counter() - t0) * 1000)
    return {"median_ms": round(statistics.median(walls), 1), "min_ms": round(min(walls), 1),
            "max_ms": round(max(walls), 1), "runs": repeat}


def run() -> dict:
    py = sys.executable
    cli = [py, "-c", "from pgbrain.cli import main; main()"]
    cases = {
        "baseline: python -c pass": [py, "-c", "pass"],
        "pgbrain --version": [*cli, "--version"],
        "pgbrain config get auto_link": [*cli, "config", "get", "auto_link"],
        "pgbrain db status": [*cli, "db", "status"],
        "pgbrain db upgrade (nothing pending)": [*cli, "db", "upgrade"],
        "docker/pg-up start (already running)": [str(ROOT / "docker" / "pg-up"), "start"],
        "docker/pg-up url": [str(ROOT / "docker" / "pg-up"), "url"],
    }
    results = {name: timed(cmd) for name, cmd in cases.items()}
    base = results["baseline: python -c pass"]["median_ms"]
    for r in results.values():
        r["x_baseline"] = round(r["median_ms"] / base, 2) if base else None
    return {"results": results, "dsn_from_env": bool(os.environ.get("PGBRAIN_DSN"))}


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
        "| command | median ms | min ms | max ms | x baseline |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, r in result["results"].items():
        lines.append(f"| `{name}` | {r['median_ms']} | {r['min_ms']} | {r['max_ms']} | {r['x_baseline']} |")
    lines += ["", "Regenerate with `make bench` (or `python tests/benchmarks/run.py foundation`).", ""]
    return "\n".join(lines)
