"""What row-level security costs: the same reads as an admin, as brain_mcp (reads every source) and as a role
restricted to one of two sources, on one generated brain, in one run (docs/security.md)."""

from __future__ import annotations

import importlib.util
import statistics
from pathlib import Path

import psycopg
from benchdb import drop_db, dsn_for

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("bench_search", HERE / "bench_search.py")
bench_search = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_search)

PAGES = 20_000
ROUNDS = 2
ROLE = "pgbrain_bench_restricted"


def _median(values: list[float]) -> float:
    return round(statistics.median(values), 2)


def run() -> dict:
    bench_search.DB = "pgbrain_bench_roles"
    dsn, build_s = bench_search._build(PAGES)
    out: dict[str, dict] = {}
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("select * from brain.add_source(source_id => 'team')")
        conn.execute("update brain.pages set source_id = 'team' where id % 2 = 0")
        conn.execute("vacuum (analyze) brain.pages")
        conn.execute(f"do $$ begin if not exists (select 1 from pg_roles where rolname = '{ROLE}') then "
                     f"create role {ROLE} nologin in role brain_reader; end if; end $$")
        conn.execute("select * from brain.grant_source(role_name => %s, source_id => 'team')", [ROLE])
        conn.execute("create temp table centres as select p.id % 50 as c, c.embedding as v from "
                     "brain.content_chunks c join brain.pages p on p.id = c.page_id where p.id <= 50")
        conn.execute("grant select on centres to public")
        queries = bench_search._queries(conn, PAGES)
        starts = [r[0] for r in conn.execute(
            "select p.slug from brain.pages p where p.source_id = 'team' and exists (select 1 from brain.links l "
            "where l.from_page_id = p.id or l.to_page_id = p.id) order by p.id limit 30")]
        reads = {
            "hybrid": [("select * from brain.search(query => %s, query_embedding => %s::vector{f})", [q, v])
                       for q, v in queries],
            "keyword": [("select * from brain.search_keyword(query => %s{f})", [q]) for q, _ in queries],
            "vector": [("select * from brain.search_vector(query_embedding => %s::vector{f})", [v])
                       for _, v in queries],
            "traverse depth 2, both": [("select * from brain.traverse(slug => %s, depth => 2, direction => 'both', "
                                        "source_id => 'team')", [s]) for s in starts],
            "get_page": [("select * from brain.get_page(slug => %s, source_id => 'team')", [s]) for s in starts],
        }
        # the restricted role's searches read one source of two: the admin asking for that source alone
        # (sources => '{team}') is its baseline, the unfiltered admin that of brain_mcp
        roles = {"admin (superuser)": None, "brain_mcp (every source)": "brain_mcp",
                 "admin, sources => {team}": None, "restricted (1 of 2 sources)": ROLE}
        times: dict[tuple[str, str], list[float]] = {}
        for _ in range(ROUNDS):
            for label, role in roles.items():   # alternate roles inside a round: load drifts hit all alike
                conn.execute("reset role" if role is None else f"set role {role}")
                for read, calls in reads.items():
                    f = ", sources => array['team']" if label.startswith("admin, sources") else ""
                    for stmt, params in calls:
                        plan = conn.execute("explain (analyze, format json) " + stmt.replace("{f}", f),
                                            params).fetchone()[0]
                        times.setdefault((read, label), []).append(plan[0]["Execution Time"])
                conn.execute("reset role")
        for read in reads:
            base = {label: _median(times[(read, "admin, sources => {team}" if label.startswith("restricted")
                                               else "admin (superuser)")]) for label in roles}
            out[read] = {label: {"p50_ms": _median(times[(read, label)]),
                                 "ratio": round(_median(times[(read, label)]) / base[label], 2) if base[label]
                                 else None} for label in roles}
        conn.execute("select * from brain.revoke_source(role_name => %s, source_id => 'team')", [ROLE])
    drop_db(bench_search.DB)
    with psycopg.connect(dsn_for("postgres"), autocommit=True) as c:
        c.execute(f"drop role if exists {ROLE}")
    return {"pages": PAGES, "build_seconds": round(build_s, 1), "rounds": ROUNDS, "queries": len(queries),
            "reads": out}


def markdown(result: dict) -> str:
    m = result["machine"]
    roles = list(next(iter(result["reads"].values())))
    lines = [
        "# Row-level security: what it costs",
        "",
        f"Measured {m['when']} on {m['platform']}, {m['cpus']} CPUs, load average at start {m['loadavg_at_start']}. "
        f"One generated brain of {result['pages']:,} pages (bench_search's generator), half of them moved to a "
        f"second source; {result['queries']} search queries and 30 start pages, {result['rounds']} rounds, the roles "
        "alternating inside each round. Server-side Execution Time (EXPLAIN ANALYZE), median ms, and in brackets the "
        "ratio to its baseline in the same run: the unfiltered admin for brain_mcp, the admin asking for the same "
        "one source (`sources => '{team}'`) for the restricted role.",
        "",
        "| read | " + " | ".join(roles) + " |",
        "|---|" + "---:|" * len(roles),
    ]
    for read, by_role in result["reads"].items():
        lines.append(f"| {read} | " + " | ".join(f"{v['p50_ms']} ({v['ratio']}x)" for v in by_role.values()) + " |")
    lines += ["", "Admins bypass row-level security. The search functions run as their owner and confine every "
              "arm to the caller's sources themselves (under row-level security PostgreSQL may not use the "
              "full-text, trigram and HNSW indexes); the other reads run under the policies. See docs/security.md.",
              ""]
    return "\n".join(lines)
