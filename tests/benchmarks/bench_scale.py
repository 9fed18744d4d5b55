"""Scale: the generated brain of the import benchmark at 10,000, 100,000 and 1,000,000 pages, imported by
`pgbrain import` as a user runs it, then measured at each size — import time and peak RSS, disk per million pages,
the planner statistics right after the import, an unchanged re-import, hybrid search, a planned relational question
and a depth-2 traversal, p50 and p95 — so that the curve shows how each figure grows.

Opt-in (hours at a million pages on 2 cores): `make bench BENCH=scale`. Resumable: each size keeps its corpus under
BENCH_SCALE_DIR (/var/tmp/pgbrain-bench-scale) and its database (pgbrain_bench_scale_<pages>) until it is measured,
and a state file there records the steps done and their figures, so a run stopped at any point goes on where it
stopped. BENCH_SCALE_SIZES (10000,100000,1000000) and BENCH_SCALE_QUERIES (40) change the run; BENCH_SCALE_KEEP=1
keeps the databases and corpora afterwards.

Embeddings are synthetic (as in bench_search: the model would take days for 1.6 million chunks): unit vectors
clustered round 50 centres, written into every chunk after the import, with the HNSW index built once over them
as a DBA would after a bulk load.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchdb import drop_db, dsn_for, fresh_db  # noqa: E402
from corpus import generate  # noqa: E402

OPT_IN = True
SIZES = [int(x) for x in os.environ.get("BENCH_SCALE_SIZES", "10000,100000,1000000").split(",")]
QUERIES = int(os.environ.get("BENCH_SCALE_QUERIES", "40"))
WORK = Path(os.environ.get("BENCH_SCALE_DIR", "/var/tmp/pgbrain-bench-scale"))
KEEP = os.environ.get("BENCH_SCALE_KEEP", "") == "1"
TABLES = ("pages", "content_chunks", "links", "link_candidates", "page_names", "timeline_entries")
# the words the generator names companies with (corpus.WORDS)
WORDS = "forecast battery robot ledger sensor clinic harbor kestrel lumen aozora delta orbit prism cipher".split()


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(round(p * (len(values) - 1))))], 2)


def _import(dsn: str, folder: Path) -> tuple[float, float, str, float | None]:
    """Wall seconds, peak RSS (MiB), summary line of one `pgbrain import --no-embed`, and the seconds it spent in
    the link pass (from its first progress line about linking to its end; None when it had none)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t0 = time.perf_counter()
    linking = None
    env = dict(os.environ, PGBRAIN_PROGRESS_SECONDS="1")
    proc = subprocess.Popen([sys.executable, "-c", "from pgbrain.cli import main; main()", "import", str(folder),
                             "--dsn", dsn, "--no-embed"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env)
    err: list[str] = []

    def read_err() -> None:
        nonlocal linking
        for line in proc.stderr:
            if linking is None and "linking (" in line:
                linking = time.perf_counter()
            err.append(line)
            del err[:-50]

    import threading

    reader = threading.Thread(target=read_err)
    reader.start()
    out = proc.stdout.read()
    proc.wait()
    reader.join()
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise RuntimeError("".join(err)[-2000:])
    peak = max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) / 1024
    return wall, peak, out.splitlines()[0], (round(t0 + wall - linking, 1) if linking is not None else None)


def _stats(conn: psycopg.Connection) -> dict:
    """The planner statistics of the main tables right after the import (it runs ANALYZE itself from 1,000 pages)."""
    rows = conn.execute("""
        select relname, n_live_tup, n_mod_since_analyze, last_analyze is not null, last_autoanalyze is not null,
               last_autovacuum is not null
          from pg_stat_user_tables where schemaname = 'brain' and relname = any (%s) order by relname""",
                        [list(TABLES)]).fetchall()
    return {r[0]: {"live_rows": r[1], "changed_since_analyze": r[2], "analyzed": r[3], "autoanalyzed": r[4],
                   "autovacuumed": r[5]} for r in rows}


def _sizes(conn: psycopg.Connection) -> dict:
    out = {"database_mib": round(conn.execute("select pg_database_size(current_database())").fetchone()[0] / 2**20, 1)}
    for t in TABLES:
        out[f"{t}_mib"] = round(conn.execute("select pg_total_relation_size(%s::regclass)",
                                             [f"brain.{t}"]).fetchone()[0] / 2**20, 1)
    return out


def _vectors(conn: psycopg.Connection) -> float:
    """Synthetic clustered unit vectors into every chunk, then the HNSW index built once (seconds)."""
    t0 = time.perf_counter()
    idx = conn.execute("select indexname, indexdef from pg_indexes where schemaname = 'brain' "
                       "and tablename = 'content_chunks' and indexdef ilike '%%hnsw%%'").fetchall()
    for name, _ in idx:
        conn.execute(f"drop index brain.{name}")
    conn.execute("create table if not exists public.bench_centres as select c, l2_normalize(array(select "
                 "random() - 0.5 from generate_series(1, 384))::real[]::vector) as v from generate_series(0, 49) c")
    conn.execute("""
        update brain.content_chunks k
           set embedding = l2_normalize(c.v + array(select (random() - 0.5) * 0.08 from generate_series(1, 384) g
                                                     where g > 0 * k.id)::real[]::vector),
               embedding_model = (select value #>> '{}' from brain.config where key = 'embedding.model'),
               embedded_text_hash = encode(sha256(convert_to(k.chunk_text, 'UTF8')), 'hex'), embedded_at = now()
          from public.bench_centres c where c.c = k.page_id % 50""")
    # the HNSW graph built in memory (pgvector slows down a lot once it no longer fits): about 2 KiB a 384-dimension
    # vector with its neighbours, 1 GiB at least, 6 GiB at most
    chunks = conn.execute("select count(*) from brain.content_chunks").fetchone()[0]
    conn.execute(f"set maintenance_work_mem = '{min(6144, max(1024, chunks * 2 // 1024))}MB'")
    conn.execute("set max_parallel_maintenance_workers = 2")
    for _, definition in idx:
        conn.execute(definition)
    conn.execute("vacuum (analyze) brain.content_chunks")
    return time.perf_counter() - t0


PHRASES = ("staff engineer", "seed round", "co-founded with two friends from university", "advised by",
           "backed by", "founded in 2019")


def _prewarm(conn: psycopg.Connection) -> dict:
    """Every relation of the brain (tables, their TOAST and indexes) read once into the operating system's cache
    (pg_prewarm, mode read): the state of a server whose memory holds the brain, as it is after the searches of a
    while. Without it each figure depends on what the machine happened to read last: the first searches of a
    million-page brain whose files are not cached read the HNSW index (3 GiB) and the chunks from disk, 100 to 300
    ms a search."""
    conn.execute("create extension if not exists pg_prewarm")
    t0 = time.perf_counter()
    blocks = conn.execute(
        "with rels as (select c.oid, c.reltoastrelid from pg_class c "
        "               where c.relnamespace = 'brain'::regnamespace and c.relkind in ('r', 'i', 'm')), "
        "all_rels as (select oid from rels union all select reltoastrelid from rels where reltoastrelid <> 0 "
        "             union all select i.indexrelid from pg_index i join rels r on i.indrelid = r.reltoastrelid) "
        "select coalesce(sum(pg_prewarm(a.oid, 'read')), 0)::bigint from all_rels a").fetchone()[0]
    seconds = round(time.perf_counter() - t0, 1)
    # the HNSW index into shared buffers as well when it fits in 60 % of them (pgvector's advice: a search reads
    # some thousand of its pages, each a copy from the operating system's cache otherwise)
    hnsw = conn.execute(
        "select coalesce(sum(pg_prewarm(i.indexrelid, 'buffer')), 0)::bigint from pg_index i "
        "join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam "
        "where i.indrelid = 'brain.content_chunks'::regclass and a.amname = 'hnsw' "
        "  and pg_relation_size(i.indexrelid) <= 0.6 * (select setting::bigint * 8192 from pg_settings "
        "                                                 where name = 'shared_buffers')").fetchone()[0]
    return {"seconds": seconds, "mib": round(blocks * 8192 / 2**20, 1),
            "hnsw_in_shared_buffers_mib": round(hnsw * 8192 / 2**20, 1)}


IDLE = (0, 5, 20, 60)


def _idle_search(conn: psycopg.Connection) -> dict:
    """One hybrid search repeated after 0, 5, 20 and 60 s of idling: every buffer a shared-buffer hit each time, so
    what grows is the machine's cost of touching memory left alone (see _idle_memory)."""
    vec = conn.execute("select (l2_normalize(v + array(select (random() - 0.5) * 0.08 from generate_series(1, 384))"
                       "::real[]::vector))::text from public.bench_centres where c = 7").fetchone()[0]
    stmt = ("explain (analyze, buffers, format json) "
            "select * from brain.search(query => %s, query_embedding => %s::vector)")
    conn.execute(stmt, ["robot kestrel", vec])
    out = {}
    for wait in IDLE:
        time.sleep(wait)
        plan = conn.execute(stmt, ["robot kestrel", vec]).fetchone()[0][0]
        out[str(wait)] = {"ms": round(plan["Execution Time"], 1), "hit": plan["Plan"].get("Shared Hit Blocks"),
                          "read": plan["Plan"].get("Shared Read Blocks")}
    return out


def _idle_memory() -> dict:
    """The machine itself: 300 MiB of this process's memory touched again (a byte a 4 KiB page) after 0, 5, 20 and 60 s
    of idling. On the virtual machines these benchmarks run on, memory left alone for seconds costs many times more
    to touch again, which is what a search's first run pays for the index and heap pages it has not touched lately."""
    n = 300 * 2**20
    buf = bytearray(n)
    for i in range(0, n, 4096):
        buf[i] = 1
    out = {}
    for wait in IDLE:
        time.sleep(wait)
        t0 = time.perf_counter()
        total = 0
        for i in range(0, n, 4096):
            total += buf[i]
        out[str(wait)] = round((time.perf_counter() - t0) * 1000, 1)
    return out


def _measure(conn: psycopg.Connection) -> dict:
    """Hybrid search in three kinds of query — keywords (two words of the company names), phrases of the pages'
    prose, and keywords with a relation word (\"lumen orbit investors\": the question planner reads a relation in
    them and, no title being exactly \"Lumen Orbit\", looks for the closest title) — then a planned relational
    question with an exact company title, and a depth-2 traversal; each query cold and warm."""
    companies = conn.execute("select title, slug from brain.pages where type = 'company' order by id limit %s",
                             [QUERIES]).fetchall()
    timings: dict[str, list[float]] = {"hybrid": [], "hybrid keywords": [], "hybrid phrases": [],
                                       "hybrid keywords with a relation word": [], "hybrid first run": [],
                                       "hybrid run again": [], "relational": [], "traverse_depth_2": []}
    kinds = ("hybrid keywords", "hybrid phrases", "hybrid keywords with a relation word")
    for i in range(QUERIES):
        vec = conn.execute("select (l2_normalize(v + array(select (random() - 0.5) * 0.08 "
                           "from generate_series(1, 384))::real[]::vector))::text from public.bench_centres "
                           "where c = %s", [i % 50]).fetchone()[0]
        title, slug = companies[i % len(companies)]
        words = f"{WORDS[i % len(WORDS)]} {WORDS[(i * 7 + 3) % len(WORDS)]}"
        text = (words, PHRASES[i % len(PHRASES)], f"{words} investors")[i % 3]
        for mode, stmt, params in (
                ("hybrid", "select * from brain.search(query => %s, query_embedding => %s::vector)", [text, vec]),
                ("relational", "select * from brain.search(query => %s)",
                 [(f"who works at {title}?", f"Who invested in {title}?", f"{title}'s advisors")[i % 3]]),
                ("traverse_depth_2", "select * from brain.traverse(slug => %s, depth => 2, direction => 'both')",
                 [slug])):
            for run in range(2):   # cold and warm: both count
                plan = conn.execute("explain (analyze, format json) " + stmt, params).fetchone()[0]
                timings[mode].append(plan[0]["Execution Time"])
                if mode == "hybrid":
                    timings[kinds[i % 3]].append(plan[0]["Execution Time"])
                    timings[("hybrid first run", "hybrid run again")[run]].append(plan[0]["Execution Time"])
    return {m: {"p50_ms": _pct(v, 0.5), "p95_ms": _pct(v, 0.95), "n": len(v)} for m, v in timings.items()}


def _size_run(n: int, state: dict) -> dict:
    """One size, step by step; each step's figures go into state (saved by the caller) as soon as it is done."""
    s = state.setdefault(str(n), {})
    folder = WORK / f"corpus-{n}"
    db = f"pgbrain_bench_scale_{n}"
    save = state["_save"]
    if "generated" not in s:
        shutil.rmtree(folder, ignore_errors=True)
        t0 = time.perf_counter()
        generate(folder, n)
        s["generated"] = {"seconds": round(time.perf_counter() - t0, 1)}
        save()
    s["pages"] = n
    dsn = fresh_db(db) if "import" not in s else dsn_for(db)
    if "import" not in s:
        wall, peak, line, linking = _import(dsn, folder)
        s["import"] = {"seconds": round(wall, 1), "pages_per_s": round(n / wall, 1), "peak_rss_mib": round(peak, 1),
                       "link_pass_seconds": linking, "summary": line}
        with psycopg.connect(dsn, autocommit=True) as conn:
            s["stats_after_import"] = _stats(conn)
        save()
    if "unchanged" not in s:
        wall, peak, line, _ = _import(dsn, folder)
        s["unchanged"] = {"seconds": round(wall, 1), "pages_per_s": round(n / wall, 1), "peak_rss_mib": round(peak, 1)}
        save()
    if "vectors" not in s:
        with psycopg.connect(dsn, autocommit=True) as conn:
            s["vectors"] = {"seconds": round(_vectors(conn), 1)}
        save()
    if "queries" not in s:
        with psycopg.connect(dsn, autocommit=True) as conn:
            s["disk"] = _sizes(conn)
            s["prewarm"] = _prewarm(conn)
            s["queries"] = _measure(conn)
            s["idle_search"] = _idle_search(conn)
        save()
    return s


def run() -> dict:
    WORK.mkdir(parents=True, exist_ok=True)
    path = WORK / "state.json"
    state = json.loads(path.read_text()) if path.exists() else {}

    def save() -> None:
        path.write_text(json.dumps({k: v for k, v in state.items() if k != "_save"}, indent=2))

    state["_save"] = save
    sizes = {}
    for n in SIZES:
        sizes[str(n)] = _size_run(n, state)
    state.pop("_save")
    if not KEEP:
        for n in SIZES:
            drop_db(f"pgbrain_bench_scale_{n}")
            shutil.rmtree(WORK / f"corpus-{n}", ignore_errors=True)
        path.unlink(missing_ok=True)
    # the size of an empty brain (catalog, extensions, rules tables): what a million pages add is measured above it
    empty = fresh_db("pgbrain_bench_scale_empty")
    with psycopg.connect(empty) as conn:
        empty_mib = round(conn.execute("select pg_database_size(current_database())").fetchone()[0] / 2**20, 1)
    drop_db("pgbrain_bench_scale_empty")
    with psycopg.connect(dsn_for("postgres")) as conn:
        settings = dict(conn.execute("select name, setting || coalesce(unit, '') from pg_settings where name in "
                                     "('shared_buffers', 'work_mem', 'maintenance_work_mem', 'effective_cache_size')"
                                     ).fetchall())
    return {"sizes": sizes, "queries": QUERIES, "settings": settings, "empty_database_mib": empty_mib,
            "idle_memory_ms": _idle_memory(),
            "targets": {"hybrid_p50_ms": 20, "hybrid_p95_ms": 60}}


def markdown(result: dict) -> str:
    sizes = result["sizes"]
    ns = list(sizes)
    m = result["machine"]
    head = "| measure | " + " | ".join(f"{int(n):,} pages" for n in ns) + " |"
    sep = "|---|" + "---:|" * len(ns)

    def row(label: str, get) -> str:  # noqa: ANN001
        cells = []
        for n in ns:
            try:
                cells.append(str(get(sizes[n])))
            except (KeyError, TypeError):
                cells.append("")
        return f"| {label} | " + " | ".join(cells) + " |"

    empty = result["empty_database_mib"]
    per_m = lambda mib, n: round((mib - empty) * 1_000_000 / int(n) / 1024, 2)  # noqa: E731 - GiB per million pages
    lines = [
        "# Scale benchmark",
        "",
        f"Measured {m['when']} on {m['platform']}, {m['cpus']} CPUs, load average at start {m['loadavg_at_start']}, "
        f"Python {m['python']}; server settings {result['settings']}. The import benchmark's generated brain "
        "(60 % people with English or Japanese prose, 25 % companies, 15 % meetings, 1 % funds) at each size, "
        "imported by `pgbrain import --no-embed` into an empty database; then synthetic clustered vectors in every "
        "chunk and the HNSW index built once; then the brain's files read once into the operating system's cache "
        "(pg_prewarm, mode read: a server whose memory holds the brain), and the HNSW index into shared buffers "
        "when it fits in 60 % of them; then each query "
        f"{result['queries']} times cold and warm (server-side Execution Time of EXPLAIN ANALYZE, p50 / p95). "
        "The curve is the point: each column is measured on the same machine in the same run.",
        "",
        head, sep,
        row("cold import, s", lambda s: s["import"]["seconds"]),
        row("cold import, pages/s", lambda s: s["import"]["pages_per_s"]),
        row("  of which the link pass and what follows it, s", lambda s: s["import"]["link_pass_seconds"]),
        row("peak RSS of the import process, MiB", lambda s: s["import"]["peak_rss_mib"]),
        row("unchanged re-import, s", lambda s: s["unchanged"]["seconds"]),
        row("unchanged re-import, pages/s", lambda s: s["unchanged"]["pages_per_s"]),
        row("peak RSS of the unchanged re-import, MiB", lambda s: s["unchanged"]["peak_rss_mib"]),
        row("vectors + HNSW index, s", lambda s: s["vectors"]["seconds"]),
        row("database size, MiB", lambda s: s["disk"]["database_mib"]),
        *[row(f"  {t}, MiB", lambda s, t=t: s["disk"][f"{t}_mib"]) for t in
          ("pages", "content_chunks", "links", "link_candidates")],
        row(f"disk per million pages (above an empty brain's {empty} MiB), GiB",
            lambda s: per_m(s["disk"]["database_mib"], s["pages"])),
        row("brain read into the OS cache before the queries, MiB / s",
            lambda s: f"{s['prewarm']['mib']} / {s['prewarm']['seconds']}"),
        row("HNSW index loaded into shared buffers (when it fits in 60 % of them), MiB",
            lambda s: s["prewarm"]["hnsw_in_shared_buffers_mib"]),
        row(f"hybrid search p50 / p95, ms (target {result['targets']['hybrid_p50_ms']} / "
            f"{result['targets']['hybrid_p95_ms']})",
            lambda s: f"{s['queries']['hybrid']['p50_ms']} / {s['queries']['hybrid']['p95_ms']}"),
        *[row(f"  {k.removeprefix('hybrid ')}",
              lambda s, k=k: f"{s['queries'][k]['p50_ms']} / {s['queries'][k]['p95_ms']}")
          for k in ("hybrid keywords", "hybrid phrases", "hybrid keywords with a relation word",
                    "hybrid first run", "hybrid run again")],
        row("the same search again after " + " / ".join(str(w) for w in IDLE) + " s idle (all buffers hits), ms",
            lambda s: " / ".join(str(s["idle_search"][str(w)]["ms"]) for w in IDLE)),
        row("planned relational question p50 / p95, ms",
            lambda s: f"{s['queries']['relational']['p50_ms']} / {s['queries']['relational']['p95_ms']}"),
        row("traverse depth 2 p50 / p95, ms",
            lambda s: f"{s['queries']['traverse_depth_2']['p50_ms']} / {s['queries']['traverse_depth_2']['p95_ms']}"),
        "",
        "The machine's memory: 300 MiB of the benchmark's own memory touched again (a byte a 4 KiB page) after "
        + " / ".join(str(w) for w in IDLE) + " s idle: "
        + " / ".join(str(result["idle_memory_ms"][str(w)]) for w in IDLE) + " ms. Memory left alone for seconds "
        "costs many times more to touch again on this virtual machine; a search's first run touches index and heap "
        "pages it has not touched lately, the run again the same pages at once.",
        "",
        "Planner statistics right after the import (pg_stat_user_tables: rows changed since the last ANALYZE, of the "
        "live rows; the import runs ANALYZE on the tables it filled, from 1,000 pages):",
        "",
        head, sep,
        *[row(t, lambda s, t=t: f"{s['stats_after_import'][t]['changed_since_analyze']:,} of "
                                f"{s['stats_after_import'][t]['live_rows']:,}") for t in TABLES],
        "",
        "Regenerate with `make bench BENCH=scale` (opt-in; resumable: BENCH_SCALE_DIR keeps each size's corpus, "
        "database and figures until the run is done; BENCH_SCALE_SIZES, BENCH_SCALE_QUERIES, BENCH_SCALE_KEEP=1).",
        "",
    ]
    return "\n".join(lines)
