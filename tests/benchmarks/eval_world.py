"""`make eval`: retrieval quality on gbrain-world-v1 (240 pages, 145 relational questions).

The corpus is read in place from $GBRAIN_WORLD (default ../shared/data/gbrain-world-v1 beside the
checkout) and never copied into the repository. `_facts` (the answer key) is dropped before the
pages are imported. Each question runs through the same SQL the `pgbrain query` command calls, in
several configurations, and P@5 (denominator 5; the ceiling on this set is 0.36), R@5, hit@1 and MRR
are reported per question template, next to gbrain's published numbers. The same questions are also
asked in Japanese (our own translations of the four templates, entity names unchanged).
Writes docs/benchmarks/retrieval.{json,md}.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import psycopg
from benchdb import drop_db, fresh_db

ROOT = Path(__file__).resolve().parents[2]
WORLD = Path(os.environ.get("GBRAIN_WORLD", ROOT.parent / "shared" / "data" / "gbrain-world-v1"))
OUT = ROOT / "docs" / "benchmarks"
DB = "pgbrain_eval_world"

GBRAIN = {  # published anchors (gbrain-evals 2026-09-09 refresh), P@5 / R@5
    "graph-first script": (0.342, 0.979),
    "hybrid query": (None, "0.66-0.72"),
    "keyword": (0.171, 0.624),
    "vector": (0.108, 0.407),
}

JA = [  # English template -> Japanese question (entity kept as written)
    (re.compile(r"^Who attended (.+)\?$"), "{}に出席したのは誰？"),
    (re.compile(r"^Who works at (.+)\?$"), "{}で働いている人は誰？"),
    (re.compile(r"^Who invested in (.+)\?$"), "{}に出資したのは誰？"),
    (re.compile(r"^Who advises (.+)\?$"), "{}の顧問は誰？"),
]



def _import(dsn: str) -> dict:
    with tempfile.TemporaryDirectory(prefix="pgbrain-world-") as tmp:
        root = Path(tmp)
        for path in sorted((WORLD / "corpus").glob("*__*.json")):
            page = json.loads(path.read_text(encoding="utf-8"))
            page.pop("_facts", None)   # the answer key never reaches the brain
            timeline = page.get("timeline") or ""
            if isinstance(timeline, list):
                timeline = "\n".join(map(str, timeline))
            text = (f"---\ntitle: {json.dumps(page['title'], ensure_ascii=False)}\ntype: {page['type']}\n---\n"
                    f"{page.get('compiled_truth') or ''}\n\n<!-- timeline -->\n{timeline}\n")
            target = root / f"{page['slug']}.md"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        env = {**os.environ, "PGBRAIN_DSN": dsn}
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-c", "from pgbrain.cli import main; main()", "import", str(root),
                               "--json"], capture_output=True, text=True, env=env)
        if proc.returncode != 0:
            raise RuntimeError(proc.stderr)
        summary = json.loads(proc.stdout)
        summary["seconds"] = round(time.perf_counter() - t0, 1)
        return summary


def _metrics(ranked: list[str], relevant: set[str]) -> dict:
    top5 = ranked[:5]
    hits = [s for s in top5 if s in relevant]
    rr = next((1 / (i + 1) for i, s in enumerate(ranked[:10]) if s in relevant), 0.0)
    return {"p5": len(hits) / 5, "r5": len(hits) / len(relevant), "hit1": float(bool(ranked) and ranked[0] in relevant),
            "mrr": rr}


def run() -> dict:
    if not (WORLD / "qa" / "questions.json").exists():
        raise SystemExit(f"gbrain-world-v1 not found at {WORLD}: set GBRAIN_WORLD to the folder that holds "
                         "corpus/ and qa/ (it is read in place, never copied into the project)")
    dsn = fresh_db(DB)
    imported = _import(dsn)
    questions = json.loads((WORLD / "qa" / "questions.json").read_text())
    answers = {a["id"]: a for a in json.loads((WORLD / "qa" / "answers.json").read_text())}

    from pgbrain.embed import provider_from_env

    provider = provider_from_env()
    configs = {
        "keyword only": ("select slug from brain.search_keyword(query => %(q)s, max_results => 10)", False),
        "vector only": ("select slug from brain.search_vector(query_embedding => %(e)s::vector, max_results => 10)",
                        True),
        "hybrid, no relational arm": (
            "select slug from brain._search_fuse(%(q)s, %(e)s::vector, 10, null, null, null, null, 0, "
            "'{keyword,title,cjk,vector}')", True),
        "full pipeline": ("select slug from brain.search(query => %(q)s, query_embedding => %(e)s::vector, "
                          "max_results => 10)", True),
        "full pipeline, no query embedding": ("select slug from brain.search(query => %(q)s, max_results => 10)",
                                              False),
        # the same, with PageRank (brain.refresh_pagerank, run once after the import) as the authority boost
        "full pipeline + PageRank": (
            "select slug from brain.search(query => %(q)s, query_embedding => %(e)s::vector, max_results => 10)", True),
        "full pipeline + PageRank, no query embedding": (
            "select slug from brain.search(query => %(q)s, max_results => 10)", False),
    }
    per: dict[str, dict[str, list[dict]]] = {}
    timings: dict[str, list[float]] = {}
    with psycopg.connect(dsn) as conn:
        conn.execute("select * from brain.refresh_pagerank()")
        for lang in ("en", "ja"):
            for q in questions:
                text = q["text"]
                if lang == "ja":
                    for pattern, fmt in JA:
                        m = pattern.match(text)
                        if m:
                            text = fmt.format(m.group(1))
                            break
                    else:
                        continue
                gold = set(answers[q["id"]]["relevant"])
                template = q["tags"][1]
                embedding = str(provider.query(text)) if provider else None
                for name, (query, needs_embedding) in configs.items():
                    if needs_embedding and embedding is None:
                        continue
                    key = f"{name} ({lang})"
                    with conn.transaction(force_rollback=True):
                        conn.execute("select brain.set_config(key => 'search.pagerank', value => %s)",
                                     ["true" if "PageRank" in name else "false"])
                        t0 = time.perf_counter()
                        ranked = [r[0] for r in conn.execute(query, {"q": text, "e": embedding})]
                        timings.setdefault(key, []).append((time.perf_counter() - t0) * 1000)
                    per.setdefault(key, {}).setdefault(template, []).append(_metrics(ranked, gold))
    drop_db(DB)

    def mean(rows: list[dict], k: str) -> float:
        return round(statistics.fmean(r[k] for r in rows), 3)

    results = {}
    for key, by_template in per.items():
        everything = [m for rows in by_template.values() for m in rows]
        results[key] = {
            "all": {k: mean(everything, k) for k in ("p5", "r5", "hit1", "mrr")} | {"n": len(everything)},
            "templates": {t: {k: mean(rows, k) for k in ("p5", "r5", "hit1", "mrr")} | {"n": len(rows)}
                          for t, rows in sorted(by_template.items())},
            "median_ms": round(statistics.median(timings[key]), 1),
        }
    return {"corpus": str(WORLD), "imported": imported, "embedding": provider.model if provider else "none",
            "results": results, "gbrain": GBRAIN}


def markdown(result: dict) -> str:
    m = result["machine"]
    imp = result["imported"]
    lines = [
        "# Retrieval evaluation: gbrain-world-v1",
        "",
        f"Measured {m['when']} on {m['platform']}, {m['cpus']} CPUs. Corpus read in place from the shared "
        f"folder (240 pages, `_facts` stripped), imported in {imp['seconds']} s ({imp['new']} pages, "
        f"{imp['links_added']} edges); 145 questions (attended 50, works-at 40, invested-in 39, advises 16) "
        f"through the SQL `pgbrain query` calls; query embedding: {result['embedding']}. P@5 has denominator 5 "
        "(ceiling on this set 0.36); R@5 = relevant found in the top 5 / relevant; hit@1; MRR over the top 10. "
        "The Japanese rows ask the same questions in Japanese (our translations of the four templates, entity "
        "names as written).",
        "",
        "| configuration | P@5 | R@5 | hit@1 | MRR | median ms |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for key, r in result["results"].items():
        a = r["all"]
        lines.append(f"| {key} | {a['p5']:.3f} | {a['r5']:.3f} | {a['hit1']:.3f} | {a['mrr']:.3f} | {r['median_ms']} |")
    lines += ["", "gbrain's published anchors on the same set (gbrain-evals, 2026-09-09): graph-first script "
              "P@5 0.342 / R@5 0.979; gbrain hybrid `query` R@5 0.66-0.72; keyword 0.171 / 0.624; "
              "vector 0.108 / 0.407. Target for our full pipeline: P@5 >= 0.35 and R@5 >= 0.98, with and "
              "without a query embedding.", "", "## Per template", ""]
    for key, r in result["results"].items():
        lines.append(f"**{key}**: " + "; ".join(
            f"{t} (n={v['n']}) P@5 {v['p5']:.3f} R@5 {v['r5']:.3f} hit@1 {v['hit1']:.3f}"
            for t, v in r["templates"].items()))
        lines.append("")
    lines += ["Regenerate with `make eval`.", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    import platform

    result = {"benchmark": "retrieval", "machine": {
        "when": datetime.now(UTC).isoformat(timespec="seconds"), "platform": platform.platform(),
        "cpus": os.cpu_count()}, **run()}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "retrieval.json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    (OUT / "retrieval.md").write_text(markdown(result))
    print((OUT / "retrieval.md").read_text())
