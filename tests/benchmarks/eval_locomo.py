"""`make eval-locomo`: retrieval quality on LoCoMo (10 conversations, 5,882 turns, 1,536 questions).

The data is read in place from $LOCOMO (default ../shared/data/locomo10 beside the checkout, the folder
holding locomo10_beir.json; a path to the file itself works too) and never copied into the
repository. A fresh database (pgbrain_eval_locomo) gets the schema through `pgbrain db upgrade`, one
source per conversation (conv-26, ...) and one markdown page per dialogue turn (slug turns/d1-3,
title the turn id, the session date in the frontmatter, body the turn text with its speaker),
imported with `pgbrain import --no-embed` and embedded with `pgbrain embed` (the real CLI). Every
question is then searched only inside its own conversation through the SQL `pgbrain query` calls
(the query embedded with the provider's `query` role, as the CLI does), in several configurations:
keyword only, vector only, hybrid without and with the query embedding; plus diagnostic rows that
fuse our raw keyword and vector arms client-side by plain RRF (k = 60), the construction of the
README's RRF anchor. nDCG@10 (binary relevance, log2 discount, ideal DCG over min(|relevant|, 10)),
R@10 and MRR (first relevant in the top 10) are reported overall and per question category, with the
median SQL latency. Writes docs/benchmarks/locomo.{json,md} after a full run.

Options: LOCOMO_LIMIT=N (or --limit N) evaluates only the first N conversations; --keyword-only (or
LOCOMO_KEYWORD_ONLY=1, or PGBRAIN_EMBEDDING=none) skips embedding. Such partial runs print their table
but leave docs/benchmarks alone. --keep (LOCOMO_KEEP=1) keeps the database afterwards; --reuse evaluates a kept
database again after reloading sql/ into it with `pgbrain db upgrade` (no re-import, no re-embedding:
the quick loop for tuning the search SQL).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

import psycopg
from benchdb import drop_db, fresh_db
from benchdb import dsn_for as _dsn

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(os.environ.get("LOCOMO", ROOT.parent / "shared" / "data" / "locomo10"))
OUT = ROOT / "docs" / "benchmarks"
DB = "pgbrain_eval_locomo"
K = 10
RRF_K = 60
TARGET = 0.45
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
ANCHORS = {  # the data's README: nDCG@10 over all 1,536 questions, searched per conversation
    "BM25": 0.386,
    "multilingual-e5-small dense": 0.383,
    "RRF (k=60) of BM25 + e5 dense": 0.446,
    "all-MiniLM-L6-v2 dense": 0.299,
    "RRF (k=60) of BM25 + MiniLM dense": 0.395,
}
CONFIGS = {  # name -> (SQL, needs the query embedding); the SQL `pgbrain search` / `pgbrain query` run
    "keyword only": ("select slug from brain.search_keyword(query => %(q)s, max_results => 10, sources => %(s)s)",
                     False),
    "vector only": ("select slug from brain.search_vector(query_embedding => %(e)s::vector, max_results => 10, "
                    "sources => %(s)s)", True),
    "hybrid, no query embedding": ("select slug from brain.search(query => %(q)s, max_results => 10, "
                                   "sources => %(s)s)", False),
    "hybrid": ("select slug from brain.search(query => %(q)s, query_embedding => %(e)s::vector, max_results => 10, "
               "sources => %(s)s)", True),
}
ARMS_SQL = ("select arm, p.slug, a.rank from brain._search_arms(%(q)s, %(e)s::vector, 100, %(s)s, null, null, null, "
            "%(arms)s) a join brain.pages p on p.id = a.page_id order by arm, a.rank")


def _log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)



def _cli(dsn: str, *args: str) -> subprocess.CompletedProcess:
    """The real `pgbrain` command, with this interpreter."""
    proc = subprocess.run([sys.executable, "-c", "from pgbrain.cli import main; main()", *args], capture_output=True,
                          text=True, env={**os.environ, "PGBRAIN_DSN": dsn})
    if proc.returncode != 0:
        raise SystemExit(f"pgbrain {' '.join(args)} failed:\n{proc.stderr.strip()}")
    return proc


def _data_file() -> Path:
    path = DATA if DATA.suffix == ".json" else DATA / "locomo10_beir.json"
    if not path.is_file():
        raise SystemExit(f"LoCoMo not found at {path}: set LOCOMO to the folder that holds locomo10_beir.json "
                         "(it is read in place, never copied into the project)")
    return path


def _date(text: str) -> str | None:
    """'1:56 pm on 8 May, 2023' -> '2023-05-08' (None when unparseable)."""
    try:
        return datetime.strptime(text.rsplit(" on ", 1)[-1].strip(), "%d %B, %Y").date().isoformat()
    except ValueError:
        return None


def _slug(turn_id: str) -> str:
    """'conv-26:D1:3' -> 'turns/d1-3' (the page's slug inside its conversation's source)."""
    _, session, turn = turn_id.split(":", 2)
    return f"turns/{session.lower()}-{turn}"


def _page(turn_id: str, turn: dict) -> str:
    date = _date(turn.get("date") or "")
    front = f"title: {json.dumps(turn_id)}\n" + (f"date: {json.dumps(date)}\n" if date else "")
    return f"---\n{front}---\n{turn['text'].strip()}\n"


def _db_exists() -> bool:
    with psycopg.connect(_dsn("postgres"), autocommit=True) as conn:
        return conn.execute("select 1 from pg_database where datname = %s", [DB]).fetchone() is not None


def _import(dsn: str, turns: dict[str, dict[str, dict]]) -> dict:
    """One `pgbrain import DIR --source conv-N --no-embed` per conversation."""
    total = {"new": 0, "failed": 0, "chunks": 0, "seconds": 0.0}
    t0 = time.perf_counter()
    for conv, items in turns.items():
        with tempfile.TemporaryDirectory(prefix=f"pgbrain-locomo-{conv}-") as tmp:
            root = Path(tmp)
            (root / "turns").mkdir()
            for turn_id, turn in items.items():
                (root / f"{_slug(turn_id)}.md").write_text(_page(turn_id, turn), encoding="utf-8")
            t1 = time.perf_counter()
            summary = json.loads(_cli(dsn, "import", str(root), "--source", conv, "--no-embed", "--json").stdout)
        total["new"] += summary.get("new", 0)
        total["failed"] += summary.get("failed", 0)
        _log(f"  imported {conv}: {summary.get('new', 0)} pages in {time.perf_counter() - t1:.1f} s")
    with psycopg.connect(dsn) as conn:
        total["chunks"] = conn.execute("select count(*) from brain.content_chunks").fetchone()[0]
    total["seconds"] = round(time.perf_counter() - t0, 1)
    return total


def _embed(dsn: str) -> dict:
    """`pgbrain embed` (the real CLI), with progress read from the database while it runs."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        def done() -> tuple[int, int]:
            return conn.execute("select count(embedding), count(*) from brain.content_chunks").fetchone()

        start, total = done()
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-c", "from pgbrain.cli import main; main()", "embed", "--json"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env={**os.environ, "PGBRAIN_DSN": dsn})
        while True:
            try:
                out, err = proc.communicate(timeout=20)
                break
            except subprocess.TimeoutExpired:
                n, _ = done()
                rate = (n - start) / (time.perf_counter() - t0)
                eta = (total - n) / rate if rate > 0 else float("nan")
                _log(f"  embedded {n}/{total} chunks ({rate:.1f}/s, about {eta / 60:.1f} min left)")
        if proc.returncode != 0:
            raise SystemExit(f"pgbrain embed failed:\n{err.strip()}")
        summary = json.loads(out)
    seconds = time.perf_counter() - t0
    return {"model": summary.get("model"), "embedded": summary.get("embedded"), "seconds": round(seconds, 1),
            "per_second": round(summary.get("embedded", 0) / seconds, 1) if seconds else None}


def _metrics(ranked: list[str], relevant: set[str]) -> dict:
    top = ranked[:K]
    gains = [1.0 if s in relevant else 0.0 for s in top]
    dcg = sum(g / math.log2(i + 2) for i, g in enumerate(gains))
    idcg = sum(1 / math.log2(i + 2) for i in range(min(len(relevant), K)))
    rr = next((1 / (i + 1) for i, g in enumerate(gains) if g), 0.0)
    return {"ndcg10": dcg / idcg, "r10": sum(gains) / len(relevant), "mrr": rr}


def _rrf(*lists: list[str]) -> list[str]:
    score: dict[str, float] = defaultdict(float)
    for ranked in lists:
        for i, slug in enumerate(ranked):
            score[slug] += 1 / (RRF_K + i + 1)
    return sorted(score, key=lambda s: (-score[s], s))


def _summary(rows: list[tuple[int, dict]], ms: list[float]) -> dict:
    def agg(ms_rows: list[dict]) -> dict:
        return {k: round(statistics.fmean(r[k] for r in ms_rows), 3) for k in ("ndcg10", "r10", "mrr")} | {
            "n": len(ms_rows)}

    out = {"all": agg([m for _, m in rows]), "categories": {}}
    for cat, name in CATEGORIES.items():
        sel = [m for c, m in rows if c == cat]
        if sel:
            out["categories"][f"{cat} {name}"] = agg(sel)
    if ms:
        out["median_ms"] = round(statistics.median(ms), 1)
    return out


def run(limit: int | None, keyword_only: bool, keep: bool, reuse: bool) -> dict:
    data = json.loads(_data_file().read_text(encoding="utf-8"))
    corpus, queries, qrels = data["corpus"], data["queries"], data["qrels"]
    turns: dict[str, dict[str, dict]] = {}
    for turn_id, turn in corpus.items():
        turns.setdefault(turn_id.split(":", 1)[0], {})[turn_id] = turn
    convs = list(turns)[:limit] if limit else list(turns)
    turns = {c: turns[c] for c in convs}
    questions = [(qid, q) for qid, q in queries.items() if q["conversation"] in turns]
    turn_of = {(conv, _slug(t)): t for conv, items in turns.items() for t in items}   # page -> turn id
    unknown = sum(1 for qid, _ in questions for t in qrels[qid] if t not in corpus)
    _log(f"LoCoMo: {len(turns)} conversations, {sum(map(len, turns.values()))} turns, {len(questions)} questions"
         f" ({unknown} qrels name no turn; they count as misses)")

    from pgbrain.embed import provider_from_env

    provider = None if keyword_only else provider_from_env()
    dsn = _dsn(DB)
    t_start = time.perf_counter()
    imported = embedded = None
    if reuse and _db_exists():
        _log(f"reusing {DB}: reloading sql/ with pgbrain db upgrade")
        _cli(dsn, "db", "upgrade", "--dsn", dsn)
        with psycopg.connect(dsn) as conn:
            have = dict(conn.execute("select source_id, count(*) from brain.pages where deleted_at is null "
                                     "group by 1").fetchall())
            stale = conn.execute("select count(*) from brain.content_chunks where embedding is null").fetchone()[0]
        missing = [c for c in turns if have.get(c) != len(turns[c])]
        if missing:
            raise SystemExit(f"{DB} does not hold {', '.join(missing)} as expected: run without --reuse")
        if provider and stale:
            raise SystemExit(f"{DB} has {stale} chunks without a vector: run without --reuse, or --keyword-only")
    else:
        _log(f"creating {DB}, pgbrain db upgrade")
        fresh_db(DB, upgrade=False)
        _cli(dsn, "db", "upgrade", "--dsn", dsn)
        _log("importing (pgbrain import --no-embed, one source per conversation)")
        imported = _import(dsn, turns)
        if provider:
            _log(f"embedding {imported['chunks']} chunks (pgbrain embed, {provider.model}); this takes minutes")
            embedded = _embed(dsn)
            _log(f"  embedded {embedded['embedded']} chunks in {embedded['seconds']} s ({embedded['per_second']}/s)")

    per: dict[str, list[tuple[int, dict]]] = defaultdict(list)
    timings: dict[str, list[float]] = defaultdict(list)
    embed_ms: list[float] = []
    t_queries = time.perf_counter()
    with psycopg.connect(dsn, autocommit=True) as conn:
        for i, (qid, q) in enumerate(questions, 1):
            relevant = set(qrels[qid])
            cat, conv = q["category"], q["conversation"]
            params = {"q": q["text"], "s": [conv], "e": None}
            if provider:
                t0 = time.perf_counter()
                params["e"] = str(provider.query(q["text"]))
                embed_ms.append((time.perf_counter() - t0) * 1000)
            for name, (query, needs_embedding) in CONFIGS.items():
                if needs_embedding and not provider:
                    continue
                t0 = time.perf_counter()
                ranked = [turn_of.get((conv, r[0]), r[0]) for r in conn.execute(query, params)]
                timings[name].append((time.perf_counter() - t0) * 1000)
                per[name].append((cat, _metrics(ranked, relevant)))
            # diagnostics: our raw arms (no fusion, no boosts), and plain RRF of keyword + vector
            arms: dict[str, list[str]] = defaultdict(list)
            for arm, slug, _ in conn.execute(ARMS_SQL, {**params, "arms": ["keyword", "vector"] if provider
                                                        else ["keyword"]}):
                arms[arm].append(turn_of.get((conv, slug), slug))
            per["diagnostic: keyword arm alone"].append((cat, _metrics(arms["keyword"], relevant)))
            if provider:
                per["diagnostic: vector arm alone"].append((cat, _metrics(arms["vector"], relevant)))
                per["diagnostic: RRF k=60 of keyword + vector arms"].append(
                    (cat, _metrics(_rrf(arms["keyword"], arms["vector"]), relevant)))
            if i % 200 == 0 or i == len(questions):
                _log(f"  searched {i}/{len(questions)} questions ({time.perf_counter() - t_queries:.0f} s)")
    if not (keep or reuse):
        drop_db(DB)

    results = {name: _summary(rows, timings.get(name, [])) for name, rows in per.items()}
    return {
        "corpus": str(_data_file()),
        "conversations": len(turns), "turns": sum(map(len, turns.values())), "questions": len(questions),
        "qrels_without_turn": unknown,
        "partial": bool(limit) or provider is None,
        "imported": imported, "embedded": embedded,
        "embedding": provider.model if provider else "none",
        "query_embedding_median_ms": round(statistics.median(embed_ms), 1) if embed_ms else None,
        "search_seconds": round(time.perf_counter() - t_queries, 1),
        "total_seconds": round(time.perf_counter() - t_start, 1),
        "results": results, "anchors": ANCHORS, "target": {"hybrid ndcg10": TARGET},
    }


def markdown(result: dict) -> str:
    m = result["machine"]
    imp, emb = result["imported"], result["embedded"]
    built = (f"imported in {imp['seconds']} s ({imp['new']} pages, {imp['chunks']} chunks)" if imp
             else "reused a database built earlier")
    if emb:
        built += f", embedded in {emb['seconds']} s ({emb['per_second']} chunks/s)"
    lines = [
        "# Retrieval evaluation: LoCoMo",
        "",
        f"Measured {m['when']} on {m['platform']}, {m['cpus']} CPUs, PostgreSQL {m['postgres']}. "
        f"LoCoMo (snap-research, CC BY-NC 4.0; read in place from the shared folder, never copied): "
        f"{result['conversations']} conversations, {result['turns']} dialogue turns, {result['questions']} questions "
        "(categories 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop; adversarial dropped).",
        "",
        "Method: a fresh database; one source per conversation, one markdown page per turn (slug `turns/d1-3`, "
        "title the turn id, the session date as frontmatter `date`, body the turn text with its speaker), "
        f"imported with `pgbrain import --no-embed` and embedded with `pgbrain embed`; {built}. Each question is "
        "searched only inside its own conversation (`sources => array['conv-N']`) through the SQL `pgbrain search` "
        f"and `pgbrain query` call, the query embedded with {result['embedding']} in the `query` role. "
        "nDCG@10 with binary relevance and a log2 discount (ideal DCG over min(|relevant|, 10)); R@10; MRR of the "
        f"first relevant turn in the top 10; median SQL latency per question (the query embedding, median "
        f"{result['query_embedding_median_ms']} ms, is not included). {result['qrels_without_turn']} qrels name a "
        "turn id that is not in the corpus and count as misses. The diagnostic rows fuse our raw keyword and "
        "vector arms (`brain._search_arms`, 100 pages each) client-side by plain RRF (k = 60), without intent "
        "weights, cosine re-score or boosts: the construction of the RRF anchor, with our arms.",
        "",
        "| configuration | nDCG@10 | R@10 | MRR | median ms |",
        "|---|---:|---:|---:|---:|",
    ]
    for key, r in result["results"].items():
        a = r["all"]
        ms = r.get("median_ms", "")
        lines.append(f"| {key} | {a['ndcg10']:.3f} | {a['r10']:.3f} | {a['mrr']:.3f} | {ms} |")
    lines += ["", "Anchors (nDCG@10, the data's README, same questions searched per conversation): "
              + "; ".join(f"{k} {v:.3f}" for k, v in result["anchors"].items())
              + f". Target for hybrid: nDCG@10 >= {TARGET}.", "", "## nDCG@10 per category", ""]
    cats = [f"{c} {n}" for c, n in CATEGORIES.items()]
    first = next(iter(result["results"].values()))["categories"]
    lines += ["| configuration | " + " | ".join(f"{c} (n={first[c]['n']})" for c in cats if c in first) + " |",
              "|---|" + "---:|" * sum(c in first for c in cats)]
    for key, r in result["results"].items():
        lines.append(f"| {key} | " + " | ".join(
            f"{r['categories'][c]['ndcg10']:.3f}" for c in cats if c in r["categories"]) + " |")
    lines += ["", "## R@10 and MRR per category", ""]
    for key, r in result["results"].items():
        lines.append(f"**{key}**: " + "; ".join(
            f"{c} R@10 {v['r10']:.3f} MRR {v['mrr']:.3f}" for c, v in r["categories"].items()))
        lines.append("")
    lines += [f"Whole run {result['total_seconds']} s (searching {result['search_seconds']} s). "
              "Regenerate with `make eval-locomo`.", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=int(os.environ.get("LOCOMO_LIMIT") or 0) or None,
                        help="only the first N conversations ($LOCOMO_LIMIT)")
    parser.add_argument("--keyword-only", action="store_true",
                        default=os.environ.get("LOCOMO_KEYWORD_ONLY", "") not in ("", "0"),
                        help="skip embedding; keyword configurations only ($LOCOMO_KEYWORD_ONLY=1)")
    parser.add_argument("--keep", action="store_true", default=os.environ.get("LOCOMO_KEEP", "") not in ("", "0"),
                        help=f"keep the database {DB} afterwards ($LOCOMO_KEEP=1)")
    parser.add_argument("--reuse", action="store_true",
                        help=f"evaluate a kept {DB} again (reloads sql/ into it; no import, no embedding)")
    args = parser.parse_args()
    if args.limit is not None and args.limit < 1:
        parser.error("--limit / LOCOMO_LIMIT must be at least 1")
    _data_file()
    with psycopg.connect(_dsn("postgres")) as conn:
        postgres = conn.execute("show server_version").fetchone()[0]
    when = datetime.now(UTC).isoformat(timespec="seconds")
    result = {"benchmark": "locomo", "machine": {"when": when, "platform": platform.platform(),
                                                 "cpus": os.cpu_count(), "postgres": postgres},
              **run(args.limit, args.keyword_only, args.keep, args.reuse)}
    text = markdown(result)
    if result["partial"]:
        print(text)
        _log("partial run (LOCOMO_LIMIT or keyword only): docs/benchmarks/locomo.* left as they were")
        return
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "locomo.json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    (OUT / "locomo.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
