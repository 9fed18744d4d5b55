"""`make bench`: run every tests/benchmarks/bench_*.py and write docs/benchmarks/<name>.{json,md}.

Benchmarks are not tests: nothing here asserts a time. Machines are shared and noisy, so each
figure is a median over repeated runs, reported next to a baseline measured in the same run.
Usage: python tests/benchmarks/run.py [name ...]   (names without the bench_ prefix). A benchmark whose module sets
OPT_IN = True (the million-page scale run: hours) runs only when named. BENCH_OUT_NAME, with one benchmark named,
writes its results under that name instead.
"""

from __future__ import annotations

import importlib.util
import json
import os
import platform
import sys
from datetime import UTC, datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[1] / "docs" / "benchmarks"


def machine() -> dict:
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0, 0, 0)
    return {
        "when": datetime.now(UTC).isoformat(timespec="seconds"),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "loadavg_at_start": [round(x, 2) for x in load],
    }


def main(names: list[str]) -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    modules = sorted(HERE.glob("bench_*.py"))
    if names:
        modules = [m for m in modules if m.stem.removeprefix("bench_") in names]
    for path in modules:
        name = path.stem.removeprefix("bench_")
        if not names and "\nOPT_IN = True" in path.read_text(encoding="utf-8"):
            print(f"== {name}: opt-in, skipped (make bench BENCH={name})", flush=True)
            continue
        spec = importlib.util.spec_from_file_location(path.stem, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        print(f"== {name}", flush=True)
        result = {"benchmark": name, "machine": machine(), **mod.run()}
        # BENCH_OUT_NAME (one benchmark named): write docs/benchmarks/<that>.{json,md} instead, e.g. the scale run at
        # a million pages on a server with larger shared buffers beside the default one
        if len(names) == 1 and os.environ.get("BENCH_OUT_NAME"):
            name = os.environ["BENCH_OUT_NAME"]
        (OUT / f"{name}.json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
        (OUT / f"{name}.md").write_text(mod.markdown(result))
        print((OUT / f"{name}.md").read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
