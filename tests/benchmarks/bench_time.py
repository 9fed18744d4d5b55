"""Temporal question answering benchmark (issue 19: edges that know when they held).

For each split (dev, heldout) the generated world of world_time.py (about 70 people, 25 companies, English and
Japanese; each stint's start and end stated in frontmatter, on the company page, in the timeline or in prose) is
written to a temporary folder, imported by `pgbrain import --json` (PGBRAIN_EMBEDDING=none) into a fresh database
`bench_time_<split>` on the server of $PGBRAIN_DSN (dropped at the end), and every question of the split is asked
through `select slug, explain from brain.search(query => ..., max_results => 10)`.

Metrics, per split and language (n = questions in the cell):
- now: mean precision@|G| over "who works at / advises X now?" questions (G = the holders today); plain: the same
  over questions without a time word ("Who works at X?"), reported apart;
- traps: over now + plain questions about a company with a former holder, the share where no former holder ranks
  above a current one in the top 10 (a current holder missing from the top 10 ranks 11th; a former one missing does
  not rank);
- as_of: mean precision@|G| (the holders at a month or a day);
- during: mean F1 of the graph's answers (rows whose explain->'relational' is not null, less the page the question
  names) against G (the holders at some time of a year or a range of years); no answer = 0;
- former: mean precision@|G| (people who left and have not come back); before: mean precision@|G| (the companies a
  person worked at before the named one).
Target: at least 0.98 on now, traps, as_of and during.

    python tests/benchmarks/bench_time.py --score [--split dev|heldout] [--seed N]   # numbers only
    python tests/benchmarks/bench_time.py --failures 20 --split dev                 # failing DEV questions
    python tests/benchmarks/run.py time                                             # docs/benchmarks/time.{json,md}

Held-out failures are never printed: the held-out templates and wordings stay unseen by whoever tunes the engine.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))
import world_time  # noqa: E402
from benchdb import drop_db, fresh_db  # noqa: E402

SEED = int(os.environ.get("BENCH_TIME_SEED", str(world_time.SEED)))
SEARCH_SQL = "select slug, explain from brain.search(query => %s, max_results => 10)"
METRICS = ("now", "plain", "traps", "as_of", "during", "former", "before")
TARGETS = ("now", "traps", "as_of", "during")
TARGET = 0.98

Row = tuple[str, bool]          # (slug, answered from the graph)


def _import(dsn: str, folder: Path) -> dict:
    env = {**os.environ, "PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "none"}
    proc = subprocess.run([sys.executable, "-c", "from pgbrain.cli import main; main()", "import", str(folder),
                           "--json"], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise RuntimeError(f"pgbrain import failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def ask(split: str, seed: int = SEED) -> tuple[world_time.World, list[world_time.Question], list[list[Row]], dict]:
    """Write the split's world, import it into a fresh bench_time_<split> database, ask every question."""
    world = world_time.build_world(seed, split)
    questions = world_time.questions(seed, split, world)
    db = f"bench_time_{split}"
    with tempfile.TemporaryDirectory(prefix="pgbrain-time-") as tmp:
        folder = Path(tmp) / "brain"
        world_time.write_corpus(folder, seed, split)
        dsn = fresh_db(db)
        try:
            t0 = time.perf_counter()
            summary = _import(dsn, folder)
            imported = time.perf_counter() - t0
            results: list[list[Row]] = []
            t0 = time.perf_counter()
            with psycopg.connect(dsn) as conn:
                for q in questions:
                    rows = conn.execute(SEARCH_SQL, (q.text,)).fetchall()
                    results.append([(slug, (explain or {}).get("relational") is not None) for slug, explain in rows])
            searched = time.perf_counter() - t0
        finally:
            drop_db(db)
    info = {"pages": len(world.pages), "stints": sum(1 for s in world.stints if s.relation in world_time.RELATIONS),
            "questions": len(questions), "import_seconds": round(imported, 1),
            "search_ms_per_question": round(1000 * searched / max(1, len(questions)), 1),
            "links": summary.get("links") if isinstance(summary, dict) else None}
    return world, questions, results, info


# ---------------------------------------------------------------------------------------------------------------
# Metrics
# ---------------------------------------------------------------------------------------------------------------


def precision_at_gold(ranked: list[str], gold: list[str]) -> float:
    """precision@|G|: the share of the first |G| results that are gold."""
    top = ranked[: len(gold)]
    return sum(1 for s in top if s in gold) / len(gold)


def no_trap(ranked: list[str], current: list[str], former: list[str]) -> bool:
    """No former holder ranks above a current one in the top 10 (a missing current holder ranks 11th)."""
    top = ranked[:10]
    worst_current = max((top.index(p) if p in top else 10) for p in current)
    best_former = min((top.index(p) for p in former if p in top), default=99)
    return best_former > worst_current


def f1(predicted: list[str], gold: list[str]) -> float:
    right = len(set(predicted) & set(gold))
    if not predicted or not right:
        return 0.0
    p, r = right / len(set(predicted)), right / len(gold)
    return 2 * p * r / (p + r)


def graph_answers(q: world_time.Question, rows: list[Row]) -> list[str]:
    """The rows answered from the graph, less the page the question names (it is no answer)."""
    return [slug for slug, relational in rows if relational and slug != q.company]


def per_question(q: world_time.Question, rows: list[Row]) -> dict[str, float]:
    """The metric values one question contributes to, by metric."""
    ranked = [slug for slug, _ in rows]
    out: dict[str, float] = {}
    if q.kind in ("now", "plain", "as_of", "former", "before"):
        out[q.kind] = precision_at_gold(ranked, q.gold)
    if q.kind in ("now", "plain") and q.former:
        out["traps"] = float(no_trap(ranked, q.gold, q.former))
    if q.kind == "during":
        out["during"] = f1(graph_answers(q, rows), q.gold)
    return out


def score(questions: list[world_time.Question], results: list[list[Row]]) -> dict:
    """{lang: {metric: {"value": mean or None, "n": questions}}}, and the same over both languages as "all"."""
    values: dict[tuple[str, str], list[float]] = defaultdict(list)
    for q, rows in zip(questions, results, strict=True):
        for metric, v in per_question(q, rows).items():
            values[(q.lang, metric)].append(v)
            values[("all", metric)].append(v)
    out: dict = {}
    for lang in (*world_time.LANGS, "all"):
        out[lang] = {}
        for metric in METRICS:
            vs = values.get((lang, metric), [])
            out[lang][metric] = {"value": round(sum(vs) / len(vs), 4) if vs else None, "n": len(vs)}
    return out


def run() -> dict:
    result: dict = {"seed": SEED, "target": TARGET, "splits": {}}
    for split in world_time.SPLITS:
        world, questions, results, info = ask(split, SEED)
        stints = [s for s in world.stints if s.relation in world_time.RELATIONS]
        info["phenomena"] = {t: sum(t in s.tags for s in stints) for t in world_time.PHENOMENA}
        result["splits"][split] = {**info, "score": score(questions, results)}
    return result


def _fmt(cell: dict) -> str:
    return "–" if cell["value"] is None else f"{cell['value']:.3f}"


def markdown(result: dict) -> str:
    m = result["machine"]
    lines = [
        "# Temporal question answering (issue 19)",
        "",
        f"Measured {m['when']} on {m['platform']}, Python {m['python']}. The world of "
        "`tests/benchmarks/world_time.py` (seed "
        f"{result['seed']}): about 70 people (two fifths of them Japanese, on pages written in Japanese) and 25 "
        "companies, each person with 1 to 4 stints (`works_at` with a role, `advises`), a start and an end (or none: "
        "current) stated at year, month or day precision in the person's frontmatter, the company page's frontmatter, "
        "the person's timeline, or prose (English and Japanese; a \"former\" without a date is ended with an unknown "
        "end), with leave-and-return careers, overlapping roles and distractors. Every template and question wording "
        "has an index; index % 3 == 2 is held out: the heldout world is written only with held-out templates (and "
        "other names and careers) and asked only with held-out wordings, the dev world with the others. Each world is "
        "imported by `pgbrain import` (no embeddings) into a fresh database and every question runs through "
        "`brain.search(query, max_results => 10)`.",
        "",
        "Metrics (n = questions): **now** mean precision@|G| of \"who works at / advises X now?\" (G = the holders "
        "today); **plain** the same without a time word; **traps** over now + plain questions about a company with a "
        "former holder, the share where no former holder ranks above a current one in the top 10 (a missing current "
        "holder ranks 11th); **as_of** mean precision@|G| at a month or a day (each stated bound covers its whole year "
        "or month; only asked where the gold is decided); **during** mean F1 of the graph's answers (rows with an "
        "`explain.relational`, less the page the question names) for a year or a range of years, no answer = 0; "
        "**former** mean precision@|G| of the people who left; **before** mean precision@|G| of the companies a "
        f"person worked at before a named one. Target: at least {result['target']} on now, traps, as_of and during.",
        "",
    ]
    for split, s in result["splits"].items():
        ph = ", ".join(f"{k} {v}" for k, v in s.get("phenomena", {}).items())
        lines += [f"## {split}", "",
                  f"{s['pages']} pages, {s['stints']} stints ({ph}); {s['questions']:,} questions; import "
                  f"{s['import_seconds']} s, {s['search_ms_per_question']} ms a question.", "",
                  "| metric | en | n | ja | n | all | n |", "|---|---:|---:|---:|---:|---:|---:|"]
        for metric in METRICS:
            cells = [s["score"][lang][metric] for lang in ("en", "ja", "all")]
            label = f"**{metric}**" if metric in TARGETS else metric
            lines.append(f"| {label} | " + " | ".join(f"{_fmt(c)} | {c['n']}" for c in cells) + " |")
        lines.append("")
    lines += ["Regenerate with `python tests/benchmarks/run.py time`; numbers only: `python "
              "tests/benchmarks/bench_time.py --score --split dev`; failing dev questions: `--failures 20 --split "
              "dev` (held-out failures are never shown).", ""]
    return "\n".join(lines)


def format_failures(questions: list[world_time.Question], results: list[list[Row]], n: int,
                    titles: dict[str, str]) -> str:
    """Failing questions, spread over kinds and languages, with their gold and top results."""
    if any(q.split != "dev" for q in questions):
        raise ValueError("failures are listed for the dev split only; held-out wordings are never shown")
    groups: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, (q, rows) in enumerate(zip(questions, results, strict=True)):
        values = per_question(q, rows)
        if any(v < 1.0 for v in values.values()):
            groups[(q.kind, q.lang)].append(i)
    total = sum(len(v) for v in groups.values())
    rng = random.Random(0)
    for idx in groups.values():
        rng.shuffle(idx)
    picked: list[int] = []
    keys = sorted(groups)
    while len(picked) < n and any(groups[k] for k in keys):
        for k in keys:
            if groups[k] and len(picked) < n:
                picked.append(groups[k].pop())
    lines = [f"{total:,} of {len(questions):,} dev questions fall short; {len(picked)} of them:", ""]
    for i in picked:
        q, rows = questions[i], results[i]
        values = ", ".join(f"{k} {v:.2f}" for k, v in per_question(q, rows).items())
        lines.append(f"[{q.kind} {q.lang} {q.relation} {q.wording}] {q.text}   ({values})")
        if q.period:
            lines.append(f"    period {q.period[0]} .. {q.period[1]}")
        lines.append("    gold: " + ", ".join(f"{g} ({titles.get(g, '?')})" for g in q.gold))
        if q.former:
            lines.append("    former: " + ", ".join(q.former))
        for rank, (slug, relational) in enumerate(rows, 1):
            mark = "*" if slug in q.gold else "x" if slug in q.former else " "
            lines.append(f"    {rank:2d}{mark} {slug}{'  [graph]' if relational else ''}")
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--score", action="store_true", help="print the scores of --split (numbers only)")
    ap.add_argument("--failures", type=int, metavar="N", help="list N failing questions of the dev split")
    ap.add_argument("--split", default="dev", choices=world_time.SPLITS)
    ap.add_argument("--seed", type=int, default=SEED)
    args = ap.parse_args(argv)
    if args.failures is not None:
        if args.split != "dev":
            print("bench_time: failures are listed for the dev split only; held-out wordings are never shown",
                  file=sys.stderr)
            return 2
        world, questions, results, _ = ask("dev", args.seed)
        titles = {slug: page["title"] for slug, page in world.pages.items()}
        print(format_failures(questions, results, args.failures, titles))
        return 0
    if not args.score:
        ap.error("use --score, --failures N, or `python tests/benchmarks/run.py time` for the report")
    _, questions, results, info = ask(args.split, args.seed)
    sc = score(questions, results)
    print(f"{args.split}: {info['pages']} pages, {info['stints']} stints, {info['questions']} questions, "
          f"import {info['import_seconds']} s, {info['search_ms_per_question']} ms a question")
    for lang in (*world_time.LANGS, "all"):
        print(f"  {lang:3s} " + "  ".join(f"{m} {_fmt(sc[lang][m])} (n={sc[lang][m]['n']})" for m in METRICS))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
