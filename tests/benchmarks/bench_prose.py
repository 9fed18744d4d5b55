"""Prose link-typing benchmark: the generated ordinary-prose corpus of prose.py (dev templates) and of
prose_heldout.py (held-out templates), and of the second, third and fourth sets prose_dev2.py / prose_heldout2.py,
prose_dev3.py / prose_heldout3.py and prose_dev4.py / prose_heldout4.py, each imported by
`pgbrain import` into a fresh database, the markdown edges (brain.page_links, link_source 'markdown') scored
against the generator's gold, per language and link type (mentions included). BENCH_PROSE_PAGES (2000) and
BENCH_PROSE_SEED (1) change the size and the corpus; BENCH_LINK_MODEL=FILE.tsv scores a candidate learned link typer
(tests/tools/train_link_model.py's weights) in place of the one the migrations ship, BENCH_LINK_MODEL=off the rules
alone, BENCH_LINK_THRESHOLD=0.9 another links.model_threshold.

Attribution to a language: an edge between pages a and b is attributed to every language of the statements on
a's page that mention b and on b's page that mention a (it can come from either page, and pgbrain keeps one row
for an edge two pages state). So an edge whose pair is mentioned in English and in Japanese counts, found or
missed, in both languages' rows; the "all" row of a language sums its types (micro), and the total row counts
each edge once.

`python tests/benchmarks/bench_prose.py --failures 40` lists wrong and missing edges of the DEV corpus with the
sentences that produced them. Held-out failures are never listed (failures() refuses), so the held-out score
stays a measure of prose the engine was not tuned on.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchdb import drop_db, fresh_db  # noqa: E402
from prose import TYPES, Gold, generate  # noqa: E402

PAGES = int(os.environ.get("BENCH_PROSE_PAGES", "2000"))
SEED = int(os.environ.get("BENCH_PROSE_SEED", "1"))
DB = "pgbrain_bench_prose"
SETS = ("dev", "heldout", "dev2", "heldout2", "dev3", "heldout3", "dev4", "heldout4")
DEV_SETS = ("dev", "dev2", "dev3", "dev4")      # the sets whose failures may be shown
LANGS = ("en", "ja")
FOUND_SQL = "select distinct from_slug, to_slug, link_type from brain.page_links where link_source = 'markdown'"

Edge = tuple[str, str, str]


def _import(dsn: str, folder: Path) -> float:
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", "from pgbrain.cli import main; main()", "import", str(folder),
                           "--dsn", dsn, "--json", "--no-embed"], capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr)
    return time.perf_counter() - t0


def corpus(set_name: str, pages: int = PAGES, seed: int = SEED) -> tuple[Gold, set[Edge], dict]:
    """Generate the corpus of one template set, import it into a fresh database, read its markdown edges."""
    with tempfile.TemporaryDirectory(prefix="pgbrain-prose-") as tmp:
        folder = Path(tmp) / "brain"
        gold = generate(folder, pages, seed, set_name)
        dsn = fresh_db(DB)
        try:
            model = os.environ.get("BENCH_LINK_MODEL")
            if os.environ.get("BENCH_LINK_THRESHOLD"):
                with psycopg.connect(dsn, autocommit=True) as conn:
                    conn.execute("select brain.set_config('links.model_threshold', %s::jsonb)",
                                 [os.environ["BENCH_LINK_THRESHOLD"]])
            if model == "off":
                with psycopg.connect(dsn, autocommit=True) as conn:
                    conn.execute("select brain.set_config('links.model', 'false'::jsonb)")
            elif model:
                sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
                from train_link_model import load
                load(dsn, Path(model))
            seconds = _import(dsn, folder)
            with psycopg.connect(dsn) as conn:
                found = {tuple(r) for r in conn.execute(FOUND_SQL)}
        finally:
            drop_db(DB)
    info = {"pages": len(gold.pages), "statements": len(gold.statements),
            "references": sum(len(s.targets) for s in gold.statements), "gold_edges": len(gold.edges),
            "found_edges": len(found), "import_seconds": round(seconds, 2)}
    return gold, found, info


def _cell(gold_n: int, found_n: int, right: int) -> dict:
    return {"gold": gold_n, "found": found_n, "right": right,
            "precision": round(right / found_n, 4) if found_n else None,
            "recall": round(right / gold_n, 4) if gold_n else None}


def score(gold: Gold, found: set[Edge]) -> dict:
    """Precision and recall per language and link type, micro totals per language, and the total."""
    types = list(TYPES) + sorted({e[2] for e in found} - set(TYPES))
    counts: dict[tuple[str, str], list[int]] = {}
    for edges, k in ((gold.edges, 0), (found, 1), (gold.edges & found, 2)):
        for e in edges:
            for lang in sorted(gold.languages(e)) or ["?"]:
                counts.setdefault((lang, e[2]), [0, 0, 0])[k] += 1
    out: dict = {}
    for lang in [*LANGS, *sorted({lg for lg, _ in counts} - set(LANGS))]:
        rows = {k: _cell(*counts.get((lang, k), [0, 0, 0])) for k in types if (lang, k) in counts or k in TYPES}
        rows["all"] = _cell(*(sum(r[f] for r in rows.values()) for f in ("gold", "found", "right")))
        out[lang] = rows
    out["total"] = _cell(len(gold.edges), len(found), len(gold.edges & found))
    return out


def by_phenomenon(gold: Gold, found: set[Edge]) -> dict:
    """Precision and recall over the edges whose pair a statement of each phenomenon mentions (numbers only:
    safe for the held-out set)."""
    tags_of: dict[tuple[str, str], set[str]] = {}
    for st in gold.statements:
        for target in st.targets.values():
            tags_of.setdefault(frozenset((st.page, target)), set()).update(st.tags)
    counts: dict[str, list[int]] = {}
    for edges, k in ((gold.edges, 0), (found, 1), (gold.edges & found, 2)):
        for e in edges:
            for tag in tags_of.get(frozenset((e[0], e[1])), ()):
                counts.setdefault(tag, [0, 0, 0])[k] += 1
    return {tag: _cell(*counts[tag]) for tag in sorted(counts)}


def run() -> dict:
    result: dict = {"pages_requested": PAGES, "seed": SEED, "sets": {}}
    for name in SETS:
        gold, found, info = corpus(name)
        result["sets"][name] = {**info, "score": score(gold, found), "by_phenomenon": by_phenomenon(gold, found)}
    return result


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{x:.1%}"


def markdown(result: dict) -> str:
    m = result["machine"]
    lines = [
        "# Prose link-typing benchmark",
        "",
        f"Measured {m['when']} on {m['platform']}, Python {m['python']}. For each template set a generated corpus "
        f"of {result['pages_requested']:,} pages of ordinary prose (seed {result['seed']}; people, companies, "
        "funds, meetings; English, Japanese and mixed lines; frontmatter only title and type) is imported by "
        "`pgbrain import --no-embed` into a fresh database, and the markdown edges of `brain.page_links` are scored "
        "against the generator's gold (tests/benchmarks/prose.py states the rules). Four template sets, each split "
        "into dev and held-out: the first (prose.py / prose_heldout.py), a second, a third and a fourth, each written "
        "apart from the others and from the engine, from the gold rules only (prose_dev2.py / prose_heldout2.py, "
        "prose_dev3.py / prose_heldout3.py, prose_dev4.py / prose_heldout4.py). Held-out templates are never shown "
        "as failures nor trained on. An edge "
        "counts in every language its pair is mentioned in; `all` is the micro total of a language; `total` counts "
        "each edge once.",
        "",
    ]
    for name, s in result["sets"].items():
        lines += [f"## {name}", "",
                  f"{s['pages']:,} pages, {s['statements']:,} statements, {s['references']:,} references; "
                  f"{s['gold_edges']:,} gold edges, {s['found_edges']:,} found; import {s['import_seconds']} s.", "",
                  "| type | language | gold | found | precision | recall |", "|---|---|---:|---:|---:|---:|"]
        sc = s["score"]
        langs = [k for k in sc if k != "total"]
        for typ in [k for k in sc[langs[0]] if k != "all"] + ["all"]:
            for lang in langs:
                c = sc[lang].get(typ)
                if c and (c["gold"] or c["found"]):
                    label = f"**{typ}**" if typ == "all" else typ
                    lines.append(f"| {label} | {lang} | {c['gold']:,} | {c['found']:,} | {_pct(c['precision'])} | "
                                 f"{_pct(c['recall'])} |")
        t = sc["total"]
        lines += [f"| **total** | both | {t['gold']:,} | {t['found']:,} | {_pct(t['precision'])} | "
                  f"{_pct(t['recall'])} |", ""]
    sets = list(result["sets"])
    lines += ["Precision and recall over the edges whose pair a statement of each phenomenon mentions "
              "(prose.PHENOMENA; an edge counts for every phenomenon of the statements on its pair):", "",
              "| phenomenon | " + " | ".join(f"{n} gold | {n} precision | {n} recall" for n in sets) + " |",
              "|---|" + "---:|---:|---:|" * len(sets)]
    tags = sorted({t for n in sets for t in result["sets"][n]["by_phenomenon"]})
    for tag in tags:
        cells = []
        for n in sets:
            c = result["sets"][n]["by_phenomenon"].get(tag, {"gold": 0, "precision": None, "recall": None})
            cells.append(f"{c['gold']:,} | {_pct(c['precision'])} | {_pct(c['recall'])}")
        lines.append(f"| {tag} | " + " | ".join(cells) + " |")
    lines.append("")
    lines += ["Regenerate with `python tests/benchmarks/run.py prose` (BENCH_PROSE_PAGES, BENCH_PROSE_SEED); "
              "dev failures with their sentences: `python tests/benchmarks/bench_prose.py --failures 40`.", ""]
    return "\n".join(lines)


def failures(set: str = "dev", n: int = 40, pages: int = PAGES, seed: int = SEED) -> str:  # noqa: A002
    """Wrong and missing edges of the dev corpus with the sentences behind them, spread over types and languages.
    Refuses the held-out set: its sentences must never reach whoever tunes the engine."""
    if set not in DEV_SETS:
        raise ValueError("failures are listed for the dev sets only; held-out templates are never shown")
    gold, found, _ = corpus(set, pages, seed)
    return format_failures(gold, found, n)


def format_failures(gold: Gold, found: set[Edge], n: int) -> str:
    if gold.templates not in DEV_SETS:
        raise ValueError("failures are listed for the dev sets only; held-out templates are never shown")
    by_pair: dict[tuple[str, str], set[str]] = {}
    for f, t, k in found:
        by_pair.setdefault((f, t), set()).add(k)
    groups: dict[tuple[str, str, str], list[Edge]] = {}
    for e in sorted(gold.edges - found):
        for lang in sorted(gold.languages(e)) or ["?"]:
            groups.setdefault(("MISSING", e[2], lang), []).append(e)
    for e in sorted(found - gold.edges):
        for lang in sorted(gold.languages(e)) or ["?"]:
            groups.setdefault(("WRONG", e[2], lang), []).append(e)
    rng = random.Random(0)
    for edges in groups.values():
        rng.shuffle(edges)
    picked: list[tuple[tuple[str, str, str], Edge]] = []
    keys = sorted(groups)
    while len(picked) < n and any(groups[k] for k in keys):
        for k in keys:
            if groups[k] and len(picked) < n:
                picked.append((k, groups[k].pop()))
    lines = [f"{len(gold.edges - found):,} missing and {len(found - gold.edges):,} wrong edges in the dev corpus; "
             f"{len(picked)} of them:", ""]
    for (what, typ, lang), e in picked:
        other = sorted((by_pair.get((e[0], e[1]), set()) | by_pair.get((e[1], e[0]), set())) - {typ})
        gold_here = sorted(k if f == e[0] else f"{k} ({f} -> {t})" for f, t, k in gold.edges
                           if {f, t} == {e[0], e[1]})
        note = (f"found instead: {', '.join(other) or 'nothing'}" if what == "MISSING"
                else f"gold for the pair: {', '.join(gold_here) or 'nothing'}")
        lines.append(f"{what} {typ} [{lang}] {e[0]} -> {e[1]}   ({note})")
        for st in gold.statements_for(e)[:3]:
            lines.append(f"    {st.page} {st.template}: {st.text}")
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--failures", type=int, metavar="N", help="list N wrong or missing edges of the dev set")
    ap.add_argument("--set", default="dev", choices=SETS)
    ap.add_argument("--pages", type=int, default=PAGES)
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--score", action="store_true", help="print the scores of --set (numbers only) and stop")
    args = ap.parse_args(argv)
    if args.score:
        gold, found, info = corpus(args.set, args.pages, args.seed)
        sc = score(gold, found)
        print(f"{args.set}: {info['gold_edges']:,} gold, {info['found_edges']:,} found, "
              f"import {info['import_seconds']} s")
        for lang in LANGS:
            print("  " + lang + "  " + "  ".join(f"{k} {_pct(c['precision'])}/{_pct(c['recall'])}"
                                                 for k, c in sc[lang].items()))
        print(f"  total {_pct(sc['total']['precision'])} / {_pct(sc['total']['recall'])}")
        return 0
    if args.failures is None:
        ap.error("use `python tests/benchmarks/run.py prose` for the scores, --score, or --failures N")
    if args.set not in DEV_SETS:
        print("bench_prose: failures are listed for the dev sets only; held-out templates are never shown",
              file=sys.stderr)
        return 2
    print(failures(args.set, args.failures, args.pages, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
