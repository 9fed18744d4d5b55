"""MCP server figures: `pgbrain serve` start-up (spawn to the first tools/list answer) and the latency of
tool calls as an MCP client sees them, over stdio and over streamable HTTP, on the sample brain.

Each call goes through the official `mcp` client, the JSON-RPC transport, the tool function, one pooled
connection and one SQL function; the SQL-only time of the same call is measured next to it on a direct
connection, so the difference is what the server adds.
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

import anyio
import psycopg
from benchdb import drop_db, fresh_db

ROOT = Path(__file__).resolve().parents[2]
DB = "pgbrain_bench_mcp"
SERVE = [sys.executable, "-c", "from pgbrain.cli import main; main()", "serve"]
STARTS = int(os.environ.get("BENCH_REPEAT", "11"))
CALLS = 60
TOKEN = "bench-token-0123456789abcdef"
CASES = {
    "get_page": ({"slug": "people/alice-chen", "source": "sample"},
                 "select * from brain.get_page(slug => 'people/alice-chen', source_id => 'sample')"),
    "search (keyword)": ({"query": "warehouse robots"},
                         "select * from brain.search_keyword(query => 'warehouse robots')"),
    "query (no embedding)": ({"query": "who invested in Acme Labs?"},
                             "select * from brain.search(query => 'who invested in Acme Labs?')"),
    "backlinks": ({"slug": "companies/acme-labs", "source": "sample"},
                  "select * from brain.backlinks(slug => 'companies/acme-labs', source_id => 'sample')"),
    "list_pages": ({"limit": 20}, "select * from brain.list_pages(max_results => 20)"),
}
TOOL = {"search (keyword)": "search", "query (no embedding)": "query"}



def _env(dsn: str) -> dict[str, str]:
    return {"PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "none", "PGBRAIN_MCP_TOKEN": TOKEN,
            "PATH": os.environ.get("PATH", "")}


def _ms(values: list[float], q: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(q * len(values)))] * 1000, 2)


def _stats(values: list[float]) -> dict:
    return {"p50_ms": _ms(values, 0.5), "p95_ms": _ms(values, 0.95), "n": len(values)}


async def _calls(client) -> dict:  # noqa: ANN001
    out = {}
    for name, (args, _) in CASES.items():
        tool = TOOL.get(name, name)
        times = []
        for _ in range(CALLS):
            t0 = time.perf_counter()
            result = await client.call_tool(tool, args)
            times.append(time.perf_counter() - t0)
            assert not result.is_error, result.content[0].text
        out[name] = _stats(times[5:])   # the first calls warm the pool and the plans
    return out


def _stdio(dsn: str) -> tuple[dict, dict]:
    from mcp import Client, StdioServerParameters

    params = StdioServerParameters(command=SERVE[0], args=SERVE[1:], env=_env(dsn))

    async def start() -> float:
        t0 = time.perf_counter()
        async with Client(params) as client:
            await client.list_tools()
            return time.perf_counter() - t0

    async def calls() -> dict:
        async with Client(params) as client:
            return await _calls(client)

    starts = [anyio.run(start) for _ in range(STARTS)]
    return {"median_ms": round(statistics.median(starts) * 1000, 1), "min_ms": round(min(starts) * 1000, 1),
            "max_ms": round(max(starts) * 1000, 1), "runs": len(starts)}, anyio.run(calls)


def _http(dsn: str) -> dict:
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([*SERVE, "--http", "--port", str(port)], env=_env(dsn), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError("pgbrain serve --http did not start") from None
                time.sleep(0.1)

        async def calls() -> dict:
            async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {TOKEN}"}, timeout=60) as http:
                async with Client(streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=http)) as c:
                    return await _calls(c)

        return anyio.run(calls)
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _sql(dsn: str) -> dict:
    out = {}
    with psycopg.connect(dsn, autocommit=True) as conn:
        for name, (_, query) in CASES.items():
            times = []
            for _ in range(CALLS):
                t0 = time.perf_counter()
                conn.execute(query).fetchall()
                times.append(time.perf_counter() - t0)
            out[name] = _stats(times[5:])
    return out


def run() -> dict:
    dsn = fresh_db(DB, upgrade=False)
    cli = [sys.executable, "-c", "from pgbrain.cli import main; main()"]
    try:
        subprocess.run([*cli, "db", "upgrade", "--dsn", dsn], check=True, capture_output=True)
        subprocess.run([*cli, "import", str(ROOT / "docs" / "sample-brain"), "--source", "sample", "--no-embed",
                        "--dsn", dsn], check=True, capture_output=True)
        start, stdio_calls = _stdio(dsn)
        http_calls = _http(dsn)
        sql_calls = _sql(dsn)
    finally:
        drop_db(DB)
    return {"start_up": start, "stdio": stdio_calls, "http": http_calls, "sql": sql_calls}


def markdown(result: dict) -> str:
    m = result["machine"]
    s = result["start_up"]
    lines = [
        "# MCP server benchmark",
        "",
        f"Measured {m['when']} on {m['platform']}, {m['cpus']} CPUs, load average at start "
        f"{m['loadavg_at_start']}, Python {m['python']}; the sample brain (33 pages), "
        "PGBRAIN_EMBEDDING=none.",
        "",
        f"`pgbrain serve` (stdio) start-up, spawn to the first `tools/list` answer, {s['runs']} runs: "
        f"median {s['median_ms']} ms (min {s['min_ms']}, max {s['max_ms']}). Most of it is importing the "
        "`mcp` SDK (pydantic, starlette); other commands never import it.",
        "",
        f"Tool calls through the `mcp` client, {CALLS - 5} timed calls each after 5 warm-up calls; `SQL` is the "
        "same SQL function on a direct connection:",
        "",
        "| tool | stdio p50 ms | stdio p95 ms | HTTP p50 ms | HTTP p95 ms | SQL p50 ms |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name in result["stdio"]:
        a, b, c = result["stdio"][name], result["http"][name], result["sql"][name]
        lines.append(f"| `{name}` | {a['p50_ms']} | {a['p95_ms']} | {b['p50_ms']} | {b['p95_ms']} | {c['p50_ms']} |")
    lines += ["", "Regenerate with `make bench` (or `python tests/benchmarks/run.py mcp`).", ""]
    return "\n".join(lines)
