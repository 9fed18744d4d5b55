"""The MCP server, driven by the official `mcp` client: over stdio (the real `pgbrain serve` in a
subprocess) and over streamable HTTP (with and without the bearer token), against a real database."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import anyio
import psycopg
import pytest

from conftest import SERVE, create_db, drop_db, mcp_stdio, run_cli, serve_env

pytestmark = pytest.mark.slow

TOKEN = "test-token-0123456789abcdef"
TOOLS = {"query", "plan_question", "search", "get_page", "put_page", "list_pages", "backlinks", "get_links", "add_link",
         "remove_link",
         "timeline", "facts", "takes", "list_sources", "traverse_graph", "code_def", "code_refs", "code_callers",
         "code_callees"}

ACME = "---\ntitle: Acme\n---\n# Acme\n\nAcme builds reusable rockets in Nevada.\n"
ALICE = """---
type: person
---
# Alice

Alice is the CTO of [[companies/acme]].

## Takes

| claim | kind | weight |
|---|---|---|
| Rockets get cheaper | bet | 0.7 |

<!-- timeline -->
- **2024-05-01** | Joined [[companies/acme]] as CTO
"""


@pytest.fixture(scope="module")
def mcp_dsn(admin_dsn: str, template_db: str, db_prefix: str) -> Iterator[str]:
    """A database of its own for this module's servers (they commit)."""
    name = f"{db_prefix}_mcp"
    dsn = create_db(admin_dsn, name, template=template_db)
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute("select * from brain.add_source(source_id => 'private', federated => false)")
    proc = run_cli("put", "companies/acme", dsn=dsn, input=ACME)
    assert proc.returncode == 0, proc.stderr
    yield dsn
    drop_db(admin_dsn, name)


def ok(result) -> dict:  # noqa: ANN001
    assert not result.is_error, result.content[0].text
    return result.structured_content


def error(result, sqlstate: str, hint: bool = True) -> dict:  # noqa: ANN001
    assert result.is_error, result.structured_content
    err = result.structured_content["error"]
    assert err["sqlstate"] == sqlstate, err
    assert result.content[0].text.startswith(f"ERROR:  {sqlstate}: ")
    if hint:
        assert err["hint"], err
        assert "HINT:  " in result.content[0].text
    return err


def edges(dsn: str, source: str) -> set[tuple[str, str, str]]:
    with psycopg.connect(dsn) as conn:
        return {tuple(r) for r in conn.execute(
            "select from_slug, to_slug, link_type from brain.page_links where from_source_id = %s", [source])}


# ---- stdio ---------------------------------------------------------------------------------------
def test_stdio_lists_every_tool_with_a_typed_described_schema(mcp_dsn):
    async def main():
        async with mcp_stdio(mcp_dsn) as client:
            return (await client.list_tools()).tools

    tools = anyio.run(main)
    assert {t.name for t in tools} == TOOLS
    for t in tools:
        assert t.description and len(t.description) > 30, t.name
        assert t.input_schema["type"] == "object"
        for name, prop in t.input_schema.get("properties", {}).items():
            assert prop.get("description"), f"{t.name}.{name} has no description"
            assert "type" in prop or "anyOf" in prop, f"{t.name}.{name} has no type"
        assert t.annotations.read_only_hint is (t.name not in {"put_page", "add_link", "remove_link"}), t.name
    query = next(t for t in tools if t.name == "query")
    assert query.input_schema["required"] == ["query"]
    assert query.input_schema["properties"]["limit"]["type"] == "integer"


def test_stdio_untrusted_put_then_read_every_tool(mcp_dsn):
    async def main():
        async with mcp_stdio(mcp_dsn) as client:
            call = client.call_tool
            put = ok(await call("put_page", {"slug": "people/alice", "content": ALICE}))
            got = ok(await call("get_page", {"slug": "people/alice"}))
            again = ok(await call("put_page", {"slug": "people/alice", "content": ALICE}))
            pages = ok(await call("list_pages", {"types": ["person"]}))
            found = ok(await call("search", {"query": "CTO"}))
            asked = ok(await call("query", {"query": "reusable rockets Nevada", "explain": True}))
            added = ok(await call("add_link", {"from_slug": "people/alice", "to_slug": "companies/acme",
                                               "link_type": "advises", "context": "advises on launches"}))
            links = ok(await call("get_links", {"slug": "people/alice", "direction": "out"}))
            walk = ok(await call("traverse_graph", {"slug": "companies/acme", "direction": "in", "depth": 30}))
            back = ok(await call("backlinks", {"slug": "companies/acme"}))
            retired = ok(await call("remove_link", {"from_slug": "people/alice", "to_slug": "companies/acme"}))
            after = ok(await call("backlinks", {"slug": "companies/acme"}))
            takes = ok(await call("takes", {"slug": "people/alice"}))
            timeline = ok(await call("timeline", {"slug": "people/alice"}))
            facts = ok(await call("facts", {}))
            sources = ok(await call("list_sources", {}))
            plan = ok(await call("plan_question", {"query": "Who is on the payroll at Acme?"}))
            no_plan = error(await call("plan_question", {"query": "  "}), "22023")
            return put, got, again, pages, found, asked, added, links, walk, back, retired, after, takes, timeline, \
                facts, sources, plan, no_plan

    put, got, again, pages, found, asked, added, links, walk, back, retired, after, takes, timeline, facts, \
        sources, plan, no_plan = anyio.run(main)
    assert plan["plan"]["entities"][0]["page"] == "companies/acme" and plan["plan"]["answer_type"] == "person"
    assert plan["plan"]["steps"][0]["direction"] == "in" and plan["plan"]["confidence"] > 0.5
    assert no_plan["message"] == "the query is empty"
    # stored, but untrusted: no edges derived, no timeline extracted, and the response says so
    assert put["status"] == "new" and put["links_added"] == 0
    assert put["auto_link"]["applied"] is False and put["auto_link"]["skipped"] == "role"
    assert "brain_mcp" in put["auto_link"]["reason"]
    assert again["status"] == "unchanged"
    page = got["page"]
    assert (page["slug"], page["type"], page["source_id"]) == ("people/alice", "person", "default")
    assert "Alice is the CTO of [[companies/acme]]." in page["compiled_truth"]
    assert "Joined [[companies/acme]] as CTO" in page["timeline"]
    # a named shape: no search_vector or other internal column of brain.pages
    assert sorted(page) == sorted(["slug", "source_id", "title", "type", "compiled_truth", "timeline", "frontmatter",
                                   "content_hash", "created_at", "updated_at"])
    assert [p["slug"] for p in pages["pages"]] == ["people/alice"]
    assert found["results"][0]["slug"] == "people/alice" and "explain" not in found["results"][0]
    assert asked["results"][0]["slug"] == "companies/acme" and "arms" in asked["results"][0]["explain"]
    assert added["link"]["created"] is True
    assert [(x["to_slug"], x["link_type"], x["link_source"]) for x in links["links"]] == [
        ("companies/acme", "advises", "manual")]
    assert [(b["from_slug"], b["link_type"]) for b in back["backlinks"]] == [("people/alice", "advises")]
    # depth 30 is clamped to 10 with a notice
    assert [(e["depth"], e["from_slug"], e["to_slug"], e["link_type"]) for e in walk["edges"]] == [
        (1, "people/alice", "companies/acme", "advises")]
    assert any("10" in n for n in walk["notices"])
    assert [r["retired_type"] for r in retired["retired"]] == ["advises"]
    assert after["backlinks"] == []
    assert [(t["claim"], t["kind"]) for t in takes["takes"]] == [("Rockets get cheaper", "bet")]
    assert timeline["entries"] == []
    assert facts["facts"] == []
    assert {s["id"]: s["federated"] for s in sources["sources"]} == {"default": True, "private": False}
    assert edges(mcp_dsn, "default") == set()
    # nor does a later relink by a trusted user derive edges from what the untrusted writer stored
    proc = run_cli("relink", dsn=mcp_dsn)
    assert proc.returncode == 0, proc.stderr
    assert edges(mcp_dsn, "default") == set()


BAD_CALLS = [
    ("get_page", {"slug": "people/nobody"}, "P0002"),
    ("get_page", {"slug": "people/alice", "source": "nope"}, "P0002"),
    ("put_page", {"slug": "../etc/passwd", "content": "x"}, "22023"),
    ("put_page", {"slug": "people/x", "content": "x", "source": "nope"}, "P0002"),
    ("put_page", {"slug": "people/x", "content": "---\ntitle: [unclosed\n---\nbody\n"}, "22023"),
    ("put_page", {"slug": "people/x", "content": "nul \x00 byte"}, "22021"),
    ("put_page", {"slug": "people/x\x00", "content": "x"}, "22021"),
    ("search", {"query": "nul \x00 byte"}, "22021"),
    ("query", {"query": "   "}, "22023"),
    ("query", {"query": "acme", "limit": 0}, "22023"),
    ("search", {"query": "acme", "sources": ["nope"]}, "P0002"),
    ("search", {"query": "x" * 3000}, "22023"),
    ("list_pages", {"limit": 0}, "22023"),
    ("list_pages", {"offset": -1}, "22023"),
    ("list_pages", {"sort": "random"}, "22023"),
    ("list_pages", {"sources": ["nope"]}, "P0002"),
    ("backlinks", {"slug": "people/nobody"}, "P0002"),
    ("get_links", {"slug": "companies/acme", "direction": "up"}, "22023"),
    ("traverse_graph", {"slug": "companies/acme", "depth": -1}, "22023"),
    ("traverse_graph", {"slug": "companies/acme", "direction": "sideways"}, "22023"),
    ("traverse_graph", {"slug": "people/nobody"}, "P0002"),
    ("add_link", {"from_slug": "companies/acme", "to_slug": "people/nobody", "link_type": "works_at"}, "P0002"),
    ("add_link", {"from_slug": "companies/acme", "to_slug": "companies/acme", "link_type": "works_at"}, "22023"),
    ("add_link", {"from_slug": "companies/acme", "to_slug": "companies/acme", "link_type": "Works At"}, "22023"),
    ("remove_link", {"from_slug": "companies/acme", "to_slug": "companies/acme"}, "P0002"),
    ("timeline", {"limit": 0}, "22023"),
    ("timeline", {"since": "not a date"}, "22007"),
    ("facts", {"source": "Bad Source"}, "22023"),
    ("takes", {"slug": "people/nobody"}, "P0002"),
]


def test_stdio_bad_inputs_carry_the_sqlstate_and_change_nothing(mcp_dsn):
    def snapshot():
        with psycopg.connect(mcp_dsn) as conn:
            return conn.execute("select (select count(*) from brain.pages), (select count(*) from brain.links), "
                                "(select string_agg(content_hash, ',' order by id) from brain.pages)").fetchone()

    async def main():
        async with mcp_stdio(mcp_dsn) as client:
            results = [await client.call_tool(name, args) for name, args, _ in BAD_CALLS]
            schema = await client.call_tool("list_pages", {"limit": "many"})
            unknown = await client.call_tool("code_blast", {"symbol": "main"})
            return results, schema, unknown

    before = snapshot()
    results, schema, unknown = anyio.run(main)
    for (_, _, sqlstate), result in zip(BAD_CALLS, results, strict=True):
        # a date PostgreSQL cannot parse carries its SQLSTATE; its own message has no HINT
        error(result, sqlstate, hint=sqlstate != "22007")
    # arguments that do not fit the JSON schema are refused before any SQL runs, an unknown tool too: both with
    # a SQLSTATE and a HINT like every other error (they said only "Error executing tool")
    assert "limit" in error(schema, "22023")["detail"]
    assert "list_pages" in error(unknown, "42883")["hint"]
    assert snapshot() == before


def test_stdio_code_tools(mcp_dsn):
    from pgbrain.api import Brain
    from pgbrain.code import parse_code

    with psycopg.connect(mcp_dsn, autocommit=True) as conn:
        for path, code in (("src/util.py", "def helper(x):\n    \"\"\"Twice x.\"\"\"\n    return x + x\n"),
                           ("src/app.py", "from .util import helper\n\n\ndef main():\n    return helper(2) * 3\n")):
            page = parse_code(code, path)
            Brain(conn).put_code_page(page.path, page.code, page.language, page.chunks, page.symbols, page.edges,
                                      frontmatter=page.frontmatter)

    async def main():
        async with mcp_stdio(mcp_dsn) as client:
            call = client.call_tool
            return (ok(await call("code_def", {"symbol": "helper"})),
                    ok(await call("code_callers", {"symbol": "helper", "edge_types": ["calls"]})),
                    ok(await call("code_callees", {"symbol": "main"})),
                    ok(await call("code_refs", {"symbol": "helper", "lang": "python"})),
                    ok(await call("code_callers", {"symbol": "nothing_so_named"})),
                    await call("code_callers", {"symbol": " "}))

    defs, callers, callees, refs, none, bad = anyio.run(main)
    assert [(d["file"], d["start_line"], d["doc_comment"]) for d in defs["results"]] == [("src/util.py", 1, "Twice x.")]
    assert [(c["file"], c["line"], c["from_symbol_qualified"], c["resolved"], c["target_file"])
            for c in callers["callers"]] == [("src/app.py", 5, "main", True, "src/util.py")]
    assert {(c["to_symbol_qualified"], c["resolved"]) for c in callees["callees"]} == {("helper", True)}
    assert [(r["file"], r["line"], r["kind"]) for r in refs["results"]] == [
        ("src/app.py", 1, "reference"), ("src/app.py", 5, "reference"), ("src/util.py", 1, "definition")]
    assert (none["count"], none["status"], none["scope"]) == (0, "no_match", "federated") and none["hint"]
    error(bad, "22023")


def test_stdio_clamps_come_back_as_notices(mcp_dsn):
    async def main():
        async with mcp_stdio(mcp_dsn) as client:
            return ok(await client.call_tool("list_pages", {"limit": 5000, "sort": "slug"}))

    result = anyio.run(main)
    assert result["notices"] == ["max_results 5000 is above 1000: returning at most 1000 pages"]
    assert [p["slug"] for p in result["pages"]][:1] == ["companies/acme"]


def test_trusted_stdio_put_parses_and_links_exactly_like_the_cli(mcp_dsn):
    with psycopg.connect(mcp_dsn, autocommit=True) as conn:
        for src in ("viacli", "viamcp"):
            conn.execute("select * from brain.add_source(source_id => %s)", [src])
    for src in ("viacli", "viamcp"):
        proc = run_cli("put", "companies/acme", "--source", src, dsn=mcp_dsn, input=ACME)
        assert proc.returncode == 0, proc.stderr
    proc = run_cli("put", "people/alice", "--source", "viacli", dsn=mcp_dsn, input=ALICE)
    assert proc.returncode == 0, proc.stderr

    async def main():
        async with mcp_stdio(mcp_dsn, "--trusted", "--source", "viamcp") as client:
            put = ok(await client.call_tool("put_page", {"slug": "people/alice", "content": ALICE}))
            timeline = ok(await client.call_tool("timeline", {"slug": "people/alice"}))
            return put, timeline

    put, timeline = anyio.run(main)
    assert put["auto_link"] == {"applied": True} and put["source_id"] == "viamcp"
    assert {(e["to"], e["link_type"]) for e in put["diff"]["added"]} == {("companies/acme", "works_at")}
    assert [e["summary"] for e in timeline["entries"]] == ["Joined [[companies/acme]] as CTO"]

    def stored(conn, src):
        by_page = "join brain.pages p on p.id = c.page_id where p.source_id = %s order by 1, 2"
        return (
            conn.execute("select slug, title, type, compiled_truth, timeline, frontmatter, content_hash "
                         "from brain.pages where source_id = %s order by slug", [src]).fetchall(),
            conn.execute("select p.slug, c.chunk_index, c.chunk_text, c.chunk_source from brain.content_chunks c "
                         + by_page, [src]).fetchall(),
            conn.execute("select p.slug, c.ord, c.target, c.kind, c.context from brain.link_candidates c "
                         + by_page, [src]).fetchall(),
            conn.execute("select from_slug, to_slug, link_type, link_source, context from brain.page_links "
                         "where from_source_id = %s order by 1, 2, 3, 4", [src]).fetchall(),
            conn.execute("select p.slug, t.date, t.summary from brain.timeline_entries t "
                         + by_page.replace("c.page_id", "t.page_id"), [src]).fetchall(),
        )

    with psycopg.connect(mcp_dsn) as conn:
        assert stored(conn, "viamcp") == stored(conn, "viacli")
    assert ("people/alice", "companies/acme", "works_at") in edges(mcp_dsn, "viamcp")


# ---- HTTP ----------------------------------------------------------------------------------------
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def http_server(mcp_dsn) -> Iterator[str]:
    port = _free_port()
    proc = subprocess.Popen([*SERVE, "--http", "--port", str(port)], env=serve_env(mcp_dsn, PGBRAIN_MCP_TOKEN=TOKEN),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    try:
        while True:
            if proc.poll() is not None:
                pytest.fail(f"pgbrain serve --http exited {proc.returncode}: {proc.stderr.read()}")
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("pgbrain serve --http did not listen within 60 s")
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _post(url: str, headers: dict[str, str]) -> tuple[int, dict, dict]:
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}).encode()
    req = urllib.request.Request(url, data=body, method="POST", headers={
        "Content-Type": "application/json", "Accept": "application/json, text/event-stream", **headers})
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, dict(resp.headers), {}
    except urllib.error.HTTPError as exc:
        return exc.code, dict(exc.headers), json.loads(exc.read() or b"{}")


@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer wrong-token-0123456789"},
                                     {"Authorization": TOKEN}, {"Authorization": f"Basic {TOKEN}"}],
                         ids=["none", "wrong", "no-scheme", "basic"])
def test_http_without_the_bearer_token_is_401(http_server, headers):
    status, response_headers, body = _post(http_server, headers)
    assert status == 401
    challenge = {k.lower(): v for k, v in response_headers.items()}["www-authenticate"]
    assert challenge == 'Bearer realm="pgbrain"'
    assert body["error"]["sqlstate"] == "28000"


def test_http_with_the_token_serves_the_tools_and_never_auto_links(http_server, mcp_dsn):
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    async def main():
        async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {TOKEN}"}, timeout=60) as http:
            async with Client(streamable_http_client(http_server, http_client=http)) as client:
                tools = {t.name for t in (await client.list_tools()).tools}
                put = ok(await client.call_tool("put_page", {
                    "slug": "people/bob", "content": "# Bob\n\nBob invested in [[companies/acme]].\n"}))
                got = ok(await client.call_tool("get_page", {"slug": "people/bob"}))
                bad = await client.call_tool("get_page", {"slug": "people/nobody"})
                private = ok(await client.call_tool("put_page", {"slug": "concepts/plan", "source": "private",
                                                                 "content": "# Plan\n\nThe walrus plan.\n"}))
                default_search = ok(await client.call_tool("search", {"query": "walrus"}))
                named_search = ok(await client.call_tool("search", {"query": "walrus", "sources": ["private"]}))
                return tools, put, got, bad, private, default_search, named_search

    tools, put, got, bad, private, default_search, named_search = anyio.run(main)
    assert tools == TOOLS
    assert put["status"] == "new" and put["auto_link"]["applied"] is False
    assert got["page"]["compiled_truth"].startswith("# Bob")
    error(bad, "P0002")
    assert private["source_id"] == "private"
    # a non-federated source is read only when named
    assert default_search["results"] == []
    assert [r["slug"] for r in named_search["results"]] == ["concepts/plan"]
    assert ("people/bob", "companies/acme", "invested_in") not in edges(mcp_dsn, "default")


# ---- start-up refusals ---------------------------------------------------------------------------
@pytest.mark.parametrize(("args", "env", "code", "text"), [
    (["--http", "--host", "0.0.0.0"], {}, 8, "refusing to listen on 0.0.0.0 without a bearer token"),
    (["--http", "--trusted"], {}, 4, "--trusted applies to stdio only"),
    (["--http"], {"PGBRAIN_MCP_TOKEN": "short"}, 4, "the bearer token is too short"),
    (["--http", "--port", "0"], {}, 4, "--port must be 1..65535"),
    (["--token-file", "/nonexistent"], {}, 4, "--token-file applies to --http only"),
    (["--http", "--token-file", "/nonexistent/token"], {}, 1, "cannot read the token file"),
    (["--source", "nope"], {}, 3, "unknown source 'nope'"),
], ids=["public-no-token", "http-trusted", "short-token", "port-0", "stdio-token-file", "no-token-file",
        "unknown-source"])
def test_serve_refuses_unsafe_or_wrong_start_up(mcp_dsn, args, env, code, text):
    proc = run_cli("serve", *args, dsn=mcp_dsn, env=env, input="")
    assert proc.returncode == code, proc.stderr
    assert text in proc.stderr
    assert proc.stderr.startswith("ERROR:  ") and "HINT:  " in proc.stderr


def test_serve_refuses_a_database_without_the_schema(admin_dsn, db_prefix):
    name = f"{db_prefix}_mcp_empty"
    dsn = create_db(admin_dsn, name)
    try:
        proc = run_cli("serve", dsn=dsn, input="")
    finally:
        drop_db(admin_dsn, name)
    assert proc.returncode == 6, proc.stderr
    assert "the brain schema is missing" in proc.stderr and "pgbrain db upgrade" in proc.stderr


# ---- the role an untrusted server acts as (issue 6 item 3) ------------------------------------------
def _login_dsn(dsn: str, user: str) -> str:
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    return make_conninfo(**{**conninfo_to_dict(dsn), "user": user})


def test_a_login_role_that_is_only_brain_mcp_serves_and_cannot_auto_link(mcp_dsn):
    agent, stranger = f"pgbrain_t{os.getpid()}_agent", f"pgbrain_t{os.getpid()}_stranger"
    with psycopg.connect(mcp_dsn, autocommit=True) as c:
        c.execute(f"create role {agent} login in role brain_mcp")
        c.execute(f"create role {stranger} login in role brain_reader")
    try:
        async def main():
            async with mcp_stdio(_login_dsn(mcp_dsn, agent)) as client:
                put = ok(await client.call_tool("put_page", {"slug": "people/agent-made", "content":
                                                             "# Agent made\n\nWorks at [[companies/acme]].\n"}))
                found = ok(await client.call_tool("search", {"query": "Acme"}))
                return put, found

        put, found = anyio.run(main)
        assert put["status"] == "new" and put["auto_link"]["skipped"] == "role"
        assert any(r["slug"] == "companies/acme" for r in found["results"])
        assert ("people/agent-made", "companies/acme", "works_at") not in edges(mcp_dsn, "default")
        # a login role that may not act as brain_mcp: the server refuses to start, saying which GRANT is missing
        proc = run_cli("serve", dsn=_login_dsn(mcp_dsn, stranger), input="")
        assert proc.returncode != 0
        assert f"ERROR:  role {stranger} may not act as role brain_mcp" in proc.stderr
        assert f"grant brain_mcp to {stranger}" in proc.stderr
        proc = run_cli("serve", "--role", "no_such_role_x", dsn=mcp_dsn, input="")
        assert proc.returncode != 0 and "role no_such_role_x does not exist" in proc.stderr
        proc = run_cli("serve", "--trusted", "--role", "brain_mcp", dsn=mcp_dsn, input="")
        assert proc.returncode != 0 and "--role applies to untrusted servers only" in proc.stderr
    finally:
        with psycopg.connect(mcp_dsn, autocommit=True) as c:
            c.execute("delete from brain.pages where slug = 'people/agent-made'")
            c.execute(f"drop role if exists {agent}")
            c.execute(f"drop role if exists {stranger}")


def test_a_crash_inside_a_tool_is_xx000_without_its_text():
    # a bug in a tool reaches the client as XX000 with a HINT (the traceback goes to the server's log only)
    from pgbrain.mcp_server import _Server

    server = _Server("t")

    def boom():  # noqa: ANN202
        raise RuntimeError("secret internals")

    server.add_tool(boom)
    result = anyio.run(server.call_tool, "boom", {})
    err = error(result, "XX000")
    assert "secret internals" not in result.content[0].text and "boom" in err["message"]


def test_get_page_of_a_source_that_does_not_exist_says_so(mcp_dsn):
    """Not "the source has no pages yet": the source is not there, and the HINT says how to see the sources."""
    # a source of its own, with no pages (other tests of this module write into 'private')
    with psycopg.connect(mcp_dsn, autocommit=True) as conn:
        conn.execute("select * from brain.add_source(source_id => 'vacant', federated => false)")

    async def main():
        async with mcp_stdio(mcp_dsn) as client:
            return (await client.call_tool("get_page", {"slug": "companies/acme", "source": "nowhere"}),
                    await client.call_tool("get_page", {"slug": "companies/acmee"}),
                    await client.call_tool("get_page", {"slug": "people/zed", "source": "vacant"}))

    try:
        missing_source, similar, empty = anyio.run(main)
    finally:
        with psycopg.connect(mcp_dsn, autocommit=True) as conn:
            conn.execute("select * from brain.remove_source(source_id => 'vacant')")
    err = error(missing_source, "P0002")
    assert err["message"] == "source 'nowhere' does not exist"
    assert "list_sources" in err["hint"]
    assert error(similar, "P0002")["hint"] == "similar slugs: companies/acme"
    assert error(empty, "P0002")["hint"].startswith("source vacant has no pages yet")
