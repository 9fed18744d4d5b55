"""Bad inputs across every entry point — SQL, the CLI, the MCP server — in one table of cases.

Each case names its entry point, its input and what must happen: an error with a SQLSTATE and a HINT, a
documented clamp (a NOTICE), or "stored literally, harmless". Around every case a fingerprint of the seeded
brain (md5 over its pages, edges, chunks, timeline entries, facts and takes, in a fixed order) is taken before
and after: an error or a clamp changes nothing at all, a stored case changes nothing that was there before.
docs/security.md ("Bad inputs") lists every case id; a test keeps the two in step.

SQL cases run in the rolled-back `conn`; CLI and MCP cases against one committed database of this module (the
MCP cases through one real `pgbrain serve` over stdio, untrusted, driven by the `mcp` client).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import anyio
import psycopg
import pytest

from conftest import ROOT, SERVE, create_db, drop_db, expect_error, mcp_stdio, run_cli, serve_env
from pgbrain.errors import exit_code_for

BIG = "word " * 1_200_000          # 6 MB: over the 5 MB page limit (import.max_page_bytes)
LONG_QUERY = "acme " * 600         # 3,000 characters: over the 2,000 a query may have
INJECT = "x'); drop table brain.pages; --"
INT_MAX = 2_147_483_647

ACME = "---\ntitle: Acme\n---\n# Acme\n\nAcme builds reusable rockets in Nevada.\n"
ALICE = """---
company: Acme
---
# Alice

Alice is the CTO of [[companies/acme]] and writes about rockets.

## Takes

| claim | kind | weight |
|---|---|---|
| Rockets get cheaper | bet | 0.7 |

<!-- timeline -->
- **2024-05-01** | Joined [[companies/acme]] as CTO
"""
SEED_SLUGS = ["companies/acme", "people/alice"]


@dataclass(frozen=True)
class Case:
    id: str
    entry: str         # sql | cli | mcp
    category: str      # injection | traversal | oversized | encoding | limits | sources | concurrency
    input: Any         # sql: (query, params); cli: (args, stdin[, files]); mcp: (tool, arguments)
    expect: str        # a SQLSTATE; "clamp" (a NOTICE containing `note`); "stored" / "harmless" (succeeds)
    note: str = ""     # clamp: part of the NOTICE; stored: what the check proves
    check: tuple | None = None   # (sql, params, expected first value) run afterwards on the brain
    hint: bool = True  # the error carries a HINT (False: PostgreSQL's own error, raised before any brain code)
    what: str = ""     # the docs table's "what happens"
    extra: dict = field(default_factory=dict)


def page_field(slug: str, column: str, expected: Any, source: str = "default") -> tuple:
    return (f"select {column} from brain.pages where source_id = %s and slug = %s", [source, slug], expected)


def out_edges(slug: str, expected: int) -> tuple:
    return ("select count(*) from brain.links l join brain.pages p on p.id = l.from_page_id where p.slug = %s",
            [slug], expected)


SQL = "sql"
CLI = "cli"
MCP = "mcp"

CASES: list[Case] = [
    # ---- SQL injection in slugs, queries, Cypher params, identifiers ------------------------------------
    Case("sql-inject-slug", SQL, "injection",
         ("select * from brain.put_page(slug => %s, compiled_truth => 'x')", [INJECT]), "22023",
         what="invalid slug: refused before anything is looked up"),
    Case("sql-inject-slug-or", SQL, "injection",
         ("select * from brain.get_page(slug => %s)", ["people/alice' or '1'='1"]), "22023",
         what="invalid slug"),
    Case("sql-inject-query", SQL, "injection",
         ("select slug from brain.search(query => %s)", [INJECT]), "harmless",
         what="searched for as words; nothing else runs"),
    Case("sql-tsquery-operators", SQL, "injection",
         ("select slug from brain.search_keyword(query => %s)", ["acme & | ! :* ( <-> ' \\"]), "harmless",
         what="full-text operators are taken as words, never as tsquery syntax (no syntax error)"),
    Case("sql-inject-body", SQL, "injection",
         ("select status from brain.put_page(slug => 'people/mallory', compiled_truth => %s, title => %s)",
          [f"Robert{INJECT}", INJECT]), "stored",
         check=page_field("people/mallory", "compiled_truth || title", f"Robert{INJECT}{INJECT}"),
         what="stored literally (bound parameters all the way down)"),
    Case("sql-inject-cypher-query", SQL, "injection",
         ("select * from brain.cypher(query => %s)", ["MATCH (a) RETURN 1 $cypher$); drop table brain.pages; --"]),
         "22023", what="a query containing the delimiter $cypher$ is refused"),
    Case("sql-cypher-params-array", SQL, "injection",
         ("select * from brain.cypher(query => 'MATCH (a:page {slug: $s}) RETURN a.slug', params => %s::jsonb)",
          ['["x"]']), "22023", what="params must be a JSON object (bound as agtype)"),
    Case("sql-inject-link-type", SQL, "injection",
         ("select * from brain.add_link(from_slug => 'people/alice', to_slug => 'companies/acme', link_type => %s)",
          ["works_at'; drop table brain.links; --"]), "22023", what="invalid link type"),
    Case("sql-inject-source-id", SQL, "injection",
         ("select * from brain.add_source(source_id => %s)", [INJECT]), "22023", what="invalid source id"),
    Case("sql-inject-config-key", SQL, "injection",
         ("select * from brain.set_config(key => %s, value => '1')", [INJECT]), "42704",
         what="unknown config key"),
    Case("sql-inject-sort", SQL, "injection",
         ("select * from brain.list_pages(sort => %s)", ["slug; drop table brain.pages"]), "22023",
         what="sort is one of updated, created, slug"),
    Case("sql-like-wildcards", SQL, "injection",
         ("select count(*) from brain.list_pages(slug_prefix => %s)", ["%"]), "harmless",
         extra={"rows": [(0,)]}, what="% and _ in a slug prefix are literal characters: no page matches"),
    # ---- path traversal -------------------------------------------------------------------------------
    Case("sql-traversal-slug", SQL, "traversal",
         ("select * from brain.put_page(slug => %s)", ["../../etc/passwd"]), "22023",
         what="invalid slug (a .. segment)"),
    Case("sql-absolute-slug", SQL, "traversal",
         ("select * from brain.get_page(slug => %s)", ["/etc/passwd"]), "22023", what="invalid slug (starts with /)"),
    Case("sql-encoded-traversal", SQL, "traversal",
         ("select * from brain.put_page(slug => %s)", ["people/%2e%2e/x"]), "22023",
         what="invalid slug (% is not a slug character)"),
    Case("sql-traversal-link", SQL, "traversal",
         ("select * from brain.add_link(from_slug => 'people/alice', to_slug => %s, link_type => 'advises')",
          ["../../etc/passwd"]), "22023", what="invalid slug"),
    Case("sql-traversal-candidate", SQL, "traversal",
         ("select status from brain.put_page(slug => 'people/eve', compiled_truth => 'see [x](../../etc/passwd)', "
          "candidates => %s::jsonb)", ['[{"target": "../../etc/passwd", "kind": "markdown"}]']), "stored",
         check=out_edges("people/eve", 0),
         what="the page is stored; the reference resolves to no page and makes no edge (nothing is read)"),
    # ---- oversized ------------------------------------------------------------------------------------
    Case("sql-oversized-page", SQL, "oversized",
         ("select * from brain.put_page(slug => 'people/big', compiled_truth => %s)", [BIG]), "54000",
         what="page too large (5 MB, config import.max_page_bytes)"),
    Case("sql-oversized-query", SQL, "oversized",
         ("select * from brain.search(query => %s)", [LONG_QUERY]), "22023", what="query too long (2,000 characters)"),
    Case("sql-oversized-slug", SQL, "oversized",
         ("select * from brain.put_page(slug => %s)", ["people/" + "a" * 300]), "22023",
         what="invalid slug (255 characters)"),
    Case("sql-oversized-title", SQL, "oversized",
         ("select * from brain.put_page(slug => 'people/t', title => %s)", ["T" * 5000]), "54000",
         what="title too long (500 characters); was an index-row-size error deep in the insert"),
    Case("sql-oversized-context", SQL, "oversized",
         ("select * from brain.add_link(from_slug => 'people/alice', to_slug => 'companies/acme', "
          "link_type => 'advises', context => %s)", ["x" * 20000]), "54000",
         what="context too long (10,000 characters)"),
    Case("sql-oversized-fact", SQL, "oversized",
         ("select * from brain.add_fact(slug => 'companies/acme', fact => %s)", ["x" * 20000]), "54000",
         what="fact too long (10,000 characters)"),
    Case("sql-deep-json", SQL, "oversized",
         ("select * from brain.put_page(slug => 'people/deep', frontmatter => %s::jsonb)",
          ['{"a": ' + "[" * 200_000 + "]" * 200_000 + "}"]), "54001",
         what="PostgreSQL's stack depth limit while parsing the JSON; nothing runs"),
    # ---- invalid UTF-8 and NUL ------------------------------------------------------------------------
    Case("sql-bidi-slug", SQL, "encoding",
         ("select * from brain.put_page(slug => %s)", ["people/\u202eevil"]), "22023",
         what="invalid slug (a control, bidi or invisible character)"),
    # ---- look-alike slugs (brain._slug_problem) ---------------------------------------------------------
    Case("sql-lookalike-cyrillic", SQL, "encoding",
         ("select * from brain.put_page(slug => %s, compiled_truth => 'x')", ["companies/\u0430cme"]), "22023",
         what="a segment mixes scripts (Cyrillic а in acme): refused, HINT write it as companies/acme"),
    Case("sql-lookalike-greek", SQL, "encoding",
         ("select * from brain.put_page(slug => %s, compiled_truth => 'x')", ["people/\u03b1lice"]), "22023",
         what="Greek α among Latin letters: refused, HINT people/alice"),
    Case("sql-lookalike-md", SQL, "encoding",
         ("select * from brain.put_page(slug => %s, compiled_truth => 'x')", ["people/alice.md"]), "22023",
         what="a file name, not a slug: refused, HINT people/alice"),
    Case("sql-lookalike-dot", SQL, "encoding",
         ("select * from brain.put_page(slug => %s, compiled_truth => 'x')", ["people/alice."]), "22023",
         what="a segment ending in a dot: refused, HINT people/alice"),
    Case("sql-lookalike-fullwidth", SQL, "encoding",
         ("select status from brain.put_page(slug => %s, compiled_truth => 'Zoe.')",
          ["\uff50\uff45\uff4f\uff50\uff4c\uff45/zoe"]), "stored", note="the NFKC form is the page written",
         check=("select string_agg(slug, ',') from brain.pages where slug like %s", ["%zoe"], "people/zoe"),
         what="NFKC folds ｐｅｏｐｌｅ/zoe: written as people/zoe, with a NOTICE"),
    Case("sql-lookalike-japanese", SQL, "encoding",
         ("select status from brain.put_page(slug => %s, compiled_truth => 'x')", ["products/iphone\u7528"]),
         "stored", note="Latin with Han is highly restrictive",
         check=page_field("products/iphone\u7528", "count(*)", 1),
         what="iphone用 (Latin + Han, as Japanese writes it) is stored"),
    Case("sql-nul-jsonb", SQL, "encoding",
         ("select * from brain.put_page(slug => 'people/n', frontmatter => %s::jsonb)", ['{"a": "\\u0000"}']),
         "22P05", hint=False, what="PostgreSQL refuses \\u0000 in jsonb before put_page runs"),
    Case("sql-nul-chr", SQL, "encoding",
         ("select * from brain.put_page(slug => 'people/n', compiled_truth => 'a' || chr(0))", None),
         "54000", hint=False, what="PostgreSQL's chr(0): null character not permitted"),
    Case("sql-invalid-utf8", SQL, "encoding",
         ("select * from brain.put_page(slug => 'people/n', compiled_truth => convert_from('\\xff'::bytea, 'UTF8'))",
          None), "22021", hint=False, what="PostgreSQL refuses the bytes (invalid byte sequence for UTF8)"),
    # ---- huge depth and limit values ------------------------------------------------------------------
    Case("sql-depth-huge", SQL, "limits",
         ("select * from brain.traverse(slug => 'companies/acme', depth => %s)", [INT_MAX]), "clamp",
         note="is above 10: walking 10 levels", what="clamped to 10 with a NOTICE"),
    Case("sql-depth-negative", SQL, "limits",
         ("select * from brain.traverse(slug => 'companies/acme', depth => -1)", None), "22023",
         what="depth must be 0 or more"),
    Case("sql-limit-huge", SQL, "limits",
         ("select * from brain.search(query => 'acme', max_results => %s)", [INT_MAX]), "clamp",
         note="is above 100: returning at most 100 pages", what="clamped to 100 with a NOTICE"),
    Case("sql-offset-huge", SQL, "limits",
         ("select * from brain.search(query => 'acme', result_offset => %s)", [INT_MAX]), "harmless",
         extra={"rows": []}, what="no rows; was integer out of range (fixed)"),
    Case("sql-list-limit-zero", SQL, "limits",
         ("select * from brain.list_pages(max_results => 0)", None), "22023", what="max_results must be at least 1"),
    Case("sql-timeline-limit-huge", SQL, "limits",
         ("select * from brain.timeline(max_results => %s)", [INT_MAX]), "clamp",
         note="is above 10000: returning at most 10000 entries",
         what="clamped to 10,000 with a NOTICE (was a silent cap)"),
    Case("sql-take-weight-out-of-range", SQL, "limits",
         ("select * from brain.put_page(slug => 'people/t', takes => %s::jsonb)", ['[{"claim": "x", "weight": 5}]']),
         "22023", what="invalid take, element and rule named (was a bare check-constraint error)"),
    Case("sql-frontmatter-too-deep", SQL, "limits",
         ("select * from brain.put_page(slug => 'people/t', frontmatter => %s::jsonb)",
          ['{"a": ' * 5000 + "1" + "}" * 5000]),
         "54001", check=page_field("people/t", "count(*)", 0),
         what="frontmatter nested over config import.max_json_depth (100) levels: refused, nothing written (pgbrain "
              "get, export and MCP get_page failed with a RecursionError on what put_page had stored)"),
    Case("sql-takes-too-deep", SQL, "limits",
         ("select * from brain.put_page(slug => 'people/t', takes => %s::jsonb)",
          ['[{"claim": "x", "source": ' + "[" * 200 + "]" * 200 + "}]"]),
         "54001", what="takes (and facts) nested over import.max_json_depth levels: refused"),
    Case("sql-too-many-references", SQL, "limits",
         ("select * from brain.put_page(slug => 'people/t', candidates => %s::jsonb)",
          [json.dumps([{"target": f"people/q{i}", "kind": "wikilink", "origin_field": "compiled_truth"}
                      for i in range(20001)])]),
         "54000", check=page_field("people/t", "count(*)", 0),
         what="more body references than config import.max_page_references (20,000): refused, nothing written"),
    Case("sql-too-many-timeline-entries", SQL, "limits",
         ("select * from brain.put_page(slug => 'people/t', timeline_entries => %s::jsonb)",
          [json.dumps([{"date": "2024-01-01", "summary": f"e{i}"} for i in range(50001)])]),
         "54000", what="more timeline entries than config import.max_timeline_entries (50,000): refused"),
    Case("sql-json-depth-setting", SQL, "limits",
         ("select * from brain.set_config(key => 'import.max_json_depth', value => %s::jsonb)", ["301"]),
         "22023", what="import.max_json_depth takes 1 to 300 (the readers' parsers recurse)"),
    Case("sql-fact-confidence-text", SQL, "limits",
         ("select * from brain.put_page(slug => 'people/t', facts => %s::jsonb)",
          ['[{"fact": "x", "confidence": "high"}]']),
         "22023", what="invalid fact, element and rule named (was invalid input syntax for type real)"),
    Case("sql-stale-limit-huge", SQL, "limits",
         ("select * from brain.stale_chunks(max_results => %s)", [INT_MAX]), "22023",
         what="max_results must be 1..10,000 (the embedder pages through)"),
    Case("sql-limit-bigint", SQL, "limits",
         ("select * from brain.list_pages(max_results => %s::bigint)", [10**12]), "42883", hint=True,
         what="no function takes a bigint there: PostgreSQL's function-not-found, with its HINT"),
    # ---- unknown sources ------------------------------------------------------------------------------
    Case("sql-unknown-source-search", SQL, "sources",
         ("select * from brain.search(query => 'acme', sources => '{nope}')", None), "P0002",
         what="unknown source"),
    Case("sql-unknown-source-put", SQL, "sources",
         ("select * from brain.put_page(slug => 'people/x', source_id => 'nope')", None), "P0002",
         what="unknown source (SQL never creates one on a write)"),
    Case("sql-reserved-source", SQL, "sources",
         ("select * from brain.get_page(slug => 'companies/acme', source_id => '__all__')", None), "P0002",
         what="not found: no source can have the reserved id __all__"),
    Case("sql-unknown-source-traverse", SQL, "sources",
         ("select * from brain.traverse(slug => 'companies/acme', sources => '{nope}')", None), "P0002",
         what="unknown source"),
    # ---- CLI ------------------------------------------------------------------------------------------
    Case("cli-inject-slug", CLI, "injection", (["get", INJECT], None), "22023", what="invalid slug, exit 4"),
    Case("cli-inject-query", CLI, "injection", (["search", INJECT], None), "harmless",
         what="searched for as words, exit 0"),
    Case("cli-inject-cypher-param", CLI, "injection",
         (["cypher", "MATCH (a:page {slug: $s}) RETURN a.slug",
           "--params", '{"s": "x\\"}) MATCH (n) DETACH DELETE n //"}'], None), "harmless",
         extra={"stdout": ""}, what="the param is bound as an agtype value: no row, nothing deleted"),
    Case("cli-inject-body", CLI, "injection", (["put", "people/bobby"], f"# Bobby\n\nRobert{INJECT}\n"), "stored",
         check=page_field("people/bobby", "compiled_truth", f"# Bobby\n\nRobert{INJECT}"), what="stored literally"),
    Case("cli-inject-type", CLI, "injection", (["put", "people/typed"], f"---\ntype: \"{INJECT}\"\n---\nx\n"),
         "22023", what="invalid page type from the frontmatter, nothing written"),
    Case("cli-lookalike-slug", CLI, "encoding", (["put", "companies/\u0430cme"], "x\n"), "22023",
         what="a segment mixes scripts: ERROR with the HINT companies/acme, exit 4, nothing written"),
    Case("cli-traversal-slug", CLI, "traversal", (["put", "../../etc/passwd"], "x\n"), "22023",
         what="invalid slug, nothing written"),
    Case("cli-traversal-links", CLI, "traversal",
         (["put", "people/eve"], "# Eve\n\nSee [x](../../etc/passwd) and [[../../etc/shadow]].\n"), "stored",
         check=out_edges("people/eve", 0), what="the page is stored; the references make no edge, no file is read"),
    Case("cli-import-symlink-file", CLI, "traversal",
         (["import", "{root}", "--no-embed"], None,
          {"people/bob.md": "# Bob\n", "people/passwd.md": ("symlink", "/etc/passwd"),
           "leak.md": ("symlink", "{outside}/secret.md")}), "stored",
         check=("select string_agg(slug, ',' order by slug) from brain.pages where slug in "
                "('people/bob', 'people/passwd', 'leak', 'secret')", [], "people/bob"),
         extra={"stderr": "people/passwd.md: skipped: a symlink to a file outside the import root"},
         what="symlinked files leading out of the import root are skipped with a WARNING; the rest is imported"),
    Case("cli-import-symlink-dir", CLI, "traversal",
         (["import", "{root}", "--no-embed"], None,
          {"people/carol.md": "# Carol\n", "notes": ("symlink", "{outside}")}), "stored",
         check=("select count(*) from brain.pages where slug like 'notes/%%'", [], 0),
         what="a symlinked directory is not entered"),
    Case("cli-import-not-a-dir", CLI, "traversal", (["import", "/etc/passwd"], None), "58030",
         what="not a directory: a path that cannot be read is an io_error, exit 1 (the README's table)"),
    Case("cli-export-symlink", CLI, "traversal",
         (["export", "{root}"], None, {"people": ("symlink", "{outside}")}), "22023",
         extra={"outside_empty": True},
         what="a symlink under the export folder leading out of it: refused before any file is written"),
    Case("cli-export-to-a-file", CLI, "traversal", (["export", "/etc/passwd"], None), "58030",
         what="not a directory: an io_error, exit 1; nothing is written (was a Python traceback)"),
    Case("cli-export-unwritable", CLI, "traversal", (["export", "/proc/1/pgbrain-export"], None), "58030",
         what="the folder cannot be made: an io_error with the path and a HINT, exit 1 (was a Python traceback)"),
    Case("cli-date-garbage", CLI, "injection", (["timeline", "--since", "2024-01-01'; drop table brain.pages; --"],
                                                 None), "22007",
         what="PostgreSQL cannot read the date; the CLI adds a HINT"),
    Case("cli-oversized-page", CLI, "oversized", (["put", "people/big"], BIG), "54000",
         extra={"stderr": "bytes of markdown; the limit is 5242880"},
         what="page too large, exit 4: refused before parsing (a 54 MB page took 326 s and 1.8 GB to be refused)"),
    Case("cli-oversized-query", CLI, "oversized", (["search", LONG_QUERY], None), "22023",
         what="query too long, exit 4"),
    Case("cli-invalid-utf8-stdin", CLI, "encoding", (["put", "people/n"], b"caf\xe9 \xff\n"), "22021",
         what="not valid UTF-8 (byte and offset named), exit 4; was a Python traceback"),
    Case("cli-nul-stdin", CLI, "encoding", (["put", "people/n"], "a\x00b\n"), "22021",
         what="binary data (NUL byte offset named), exit 4"),
    Case("cli-invalid-utf8-arg", CLI, "encoding", (["get", "people/\udcff"], None), "22021",
         what="an argument that is not UTF-8, exit 4; was a Python traceback"),
    Case("cli-nul-yaml-escape", CLI, "encoding", (["put", "people/n"], '---\ntitle: "a\\0b"\n---\nbody\n'),
         "22021", what="a YAML escape producing a NUL in the frontmatter, exit 4"),
    Case("cli-impossible-date", CLI, "encoding", (["put", "people/n"], "---\nwhen: 2024-02-30\n---\nbody\n"),
         "22008", what="a frontmatter date that names no day (2024-02-30, 0000-01-01, 25:00:00): field and line named, "
                       "exit 4; was a Python traceback (and a whole import lost)"),
    Case("cli-import-bad-encoding", CLI, "encoding",
         (["import", "{root}", "--no-embed"], None,
          {"people/dan.md": "# Dan\n", "people/bad.md": b"caf\xff\n", "people/bin.md": b"a\x00b"}), "failed-files",
         check=("select count(*) from brain.pages where slug in ('people/dan', 'people/bad', 'people/bin')", [], 1),
         extra={"stderr": "people/bad.md:1: not valid UTF-8"},
         what="each bad file is listed as failed (ERROR naming it), the others are imported, exit 1"),
    Case("cli-import-oversized-file", CLI, "oversized",
         (["import", "{root}", "--no-embed"], None, {"people/erin.md": "# Erin\n", "people/huge.md": BIG}),
         "failed-files", check=("select count(*) from brain.pages where slug in ('people/erin', 'people/huge')", [], 1),
         extra={"stderr": "people/huge.md: file is 6000000 bytes, over the 5242880-byte limit"},
         what="a file over 5 MB is listed as failed before it is read; the others are imported, exit 1"),
    Case("cli-depth-huge", CLI, "limits", (["graph-query", "companies/acme", "--depth", "99999"], None), "clamp",
         note="is above 10: walking 10 levels", what="clamped to 10 with a NOTICE"),
    Case("cli-limit-huge", CLI, "limits", (["search", "acme", "--limit", "100000"], None), "clamp",
         note="is above 100", what="clamped to 100 with a NOTICE"),
    Case("cli-limit-out-of-int", CLI, "limits", (["list", "--limit", "99999999999"], None), "22003",
         what="integer out of range, with a HINT, exit 4"),
    Case("cli-unknown-source-get", CLI, "sources", (["get", "companies/acme", "--source", "nope"], None), "P0002",
         what="unknown source, exit 3"),
    Case("cli-unknown-source-search", CLI, "sources", (["search", "acme", "--source", "nope"], None), "P0002",
         what="unknown source, exit 3"),
    Case("cli-unknown-source-link", CLI, "sources",
         (["put", "concepts/walrus"], "# Walrus\n\nSee [[nope:people/x]].\n"), "stored",
         check=("select string_agg(u.reason, ',') from brain.unresolved_links u join brain.pages p "
                "on p.id = u.page_id where p.slug = 'concepts/walrus'", [],
                "no source nope (yet): no page at people/x"),
         what="the page is stored; the link into an unknown source waits, unresolved, until the source and page exist"),
    Case("cli-bad-source-put", CLI, "sources", (["put", "people/x", "--source", "Bad Source"], "x\n"), "22023",
         what="invalid source id (put creates a missing well-formed source, with a NOTICE)"),
    # ---- MCP ------------------------------------------------------------------------------------------
    Case("mcp-inject-slug", MCP, "injection", ("get_page", {"slug": INJECT}), "22023", what="invalid slug"),
    Case("mcp-inject-query", MCP, "injection", ("search", {"query": INJECT}), "harmless",
         what="searched for as words"),
    Case("mcp-inject-body", MCP, "injection",
         ("put_page", {"slug": "people/robert", "content": f"# Robert\n\n{INJECT}\n"}), "stored",
         check=page_field("people/robert", "compiled_truth", f"# Robert\n\n{INJECT}"), what="stored literally"),
    Case("mcp-inject-link-type", MCP, "injection",
         ("add_link", {"from_slug": "people/alice", "to_slug": "companies/acme", "link_type": INJECT}), "22023",
         what="invalid link type"),
    Case("mcp-lookalike-slug", MCP, "encoding", ("put_page", {"slug": "p\u0435ople/alice", "content": "x"}), "22023",
         what="a segment mixes scripts (Cyrillic е): SQLSTATE, message and HINT people/alice"),
    Case("mcp-traversal-slug", MCP, "traversal", ("put_page", {"slug": "../../etc/passwd", "content": "x"}), "22023",
         what="invalid slug"),
    Case("mcp-absolute-slug", MCP, "traversal", ("get_page", {"slug": "/etc/passwd"}), "22023",
         what="invalid slug"),
    Case("mcp-traversal-link", MCP, "traversal",
         ("add_link", {"from_slug": "people/alice", "to_slug": "../x", "link_type": "advises"}), "22023",
         what="invalid slug"),
    Case("mcp-oversized-page", MCP, "oversized", ("put_page", {"slug": "people/big", "content": BIG}), "54000",
         extra={"detail": "bytes of markdown; the limit is 5242880"},
         what="page too large, refused before parsing"),
    Case("mcp-oversized-query", MCP, "oversized", ("query", {"query": LONG_QUERY}), "22023",
         what="query too long, checked before the model embeds it (a 100,000-character query kept it busy 145 s)"),
    Case("mcp-oversized-context", MCP, "oversized",
         ("add_link", {"from_slug": "people/alice", "to_slug": "companies/acme", "link_type": "advises",
                       "context": "x" * 20000}), "54000", what="context too long"),
    Case("mcp-nul-content", MCP, "encoding", ("put_page", {"slug": "people/n", "content": "a\x00b"}), "22021",
         what="a NUL character (offset named)"),
    Case("mcp-surrogate-content", MCP, "encoding", ("put_page", {"slug": "people/n", "content": "a\ud800b"}),
         "dropped", what="a lone surrogate (\\ud800 in the JSON): the mcp SDK drops the request before any tool "
                         "runs (no reply); the server keeps serving, nothing reaches the database"),
    Case("mcp-surrogate-query", MCP, "encoding", ("search", {"query": "caf\udcff"}), "dropped",
         what="the same for a read's argument"),
    Case("mcp-nul-yaml-escape", MCP, "encoding",
         ("put_page", {"slug": "people/n", "content": '---\ntags: ["a\\0b"]\n---\nbody\n'}), "22021",
         what="a YAML escape producing a NUL in the frontmatter"),
    Case("mcp-depth-huge", MCP, "limits", ("traverse_graph", {"slug": "companies/acme", "depth": 1_000_000}),
         "clamp", note="is above 10: walking 10 levels", what="clamped to 10, the NOTICE in notices"),
    Case("mcp-depth-out-of-int", MCP, "limits", ("traverse_graph", {"slug": "companies/acme", "depth": 10**12}),
         "22003", what="integer out of range, with a HINT"),
    Case("mcp-limit-huge", MCP, "limits", ("query", {"query": "acme", "limit": 1_000_000}), "clamp",
         note="is above 100", what="clamped to 100, the NOTICE in notices"),
    Case("mcp-offset-negative", MCP, "limits", ("list_pages", {"offset": -1}), "22023",
         what="result_offset must be 0 or more"),
    Case("mcp-unknown-source-put", MCP, "sources", ("put_page", {"slug": "people/x", "content": "x", "source": "nope"}),
         "P0002", what="unknown source (MCP never creates one)"),
    Case("mcp-unknown-source-search", MCP, "sources", ("search", {"query": "acme", "sources": ["nope"]}), "P0002",
         what="unknown source"),
    # ---- concurrent writers on the same page ----------------------------------------------------------
    Case("sql-concurrent-writers", SQL, "concurrency", None, "one-whole",
         what="two sessions put the same page 20 times at once: all succeed, the page is one version whole"),
    Case("sql-concurrent-linked-pages", SQL, "concurrency", None, "one-whole",
         what="two sessions write two pages that link each other, in opposite orders, 40 times at once: no deadlock "
              "(was 40P01: put_page locked its row FOR UPDATE, which blocks the other's foreign-key check), one edge "
              "each way"),
    Case("sql-concurrent-many-writers", SQL, "concurrency", None, "fresh-import",
         what="4 writers x 200 puts over 150 slugs (frontmatter names, wikilinks, rewrites) with 2 readers, 5 runs: "
              "no error, and the edges and unresolved references are exactly a fresh import's of the final texts (was: "
              "an older text's edges re-added, a reference left unresolved, 40P01; tests/schema/test_concurrency.py)"),
    Case("sql-concurrent-reference-and-target", SQL, "concurrency", None, "fresh-import",
         what="a page naming companies/nova and companies/nova itself, written at once: the second waits for the "
              "first (name locks), the edge exists without a relink"),
    Case("sql-concurrent-arrival-during-rewrite", SQL, "concurrency", None, "fresh-import",
         what="a page arrives that another page waits for while that page is being rewritten without the "
              "reference: nothing of the old text comes back"),
    Case("sql-concurrent-relink-and-put", SQL, "concurrency", None, "fresh-import",
         what="pages arrive while a relink runs: they wait for it, and their waiting references resolve"),
    Case("cli-concurrent-writers", CLI, "concurrency", None, "one-whole",
         what="four pgbrain put processes (two versions) on one page at once: all succeed, one version whole"),
    Case("mcp-concurrent-writers", MCP, "concurrency", None, "one-whole",
         what="ten put_page calls (two versions) on one page at once: all succeed, one version whole"),
]
BY_ID = {c.id: c for c in CASES}


def cases(entry: str) -> list:
    return [pytest.param(c, id=c.id) for c in CASES if c.entry == entry and c.category != "concurrency"]


# ---- the brain's fingerprint ---------------------------------------------------------------------------
FINGERPRINT = """
with p as (select * from brain.pages where %(only)s::text[] is null or slug = any(%(only)s))
select md5(coalesce(string_agg(r, E'\\n' order by r), '')) from (
  select 'page ' || row(source_id, slug, title, type, compiled_truth, timeline, frontmatter, content_hash,
                        deleted_at, auto_link, updated_at)::text from p
  union all
  select 'link ' || row(f.slug, t.slug, l.link_type, l.link_source, l.context, l.origin_field, l.valid_from,
                        l.valid_to)::text
    from brain.links l join p f on f.id = l.from_page_id join p t on t.id = l.to_page_id
  union all
  select 'chunk ' || row(p.slug, c.chunk_index, c.chunk_text, c.chunk_source)::text
    from brain.content_chunks c join p on p.id = c.page_id
  union all
  select 'entry ' || row(p.slug, e.date, e.summary, e.detail, e.source, e.origin)::text
    from brain.timeline_entries e join p on p.id = e.page_id
  union all
  select 'fact ' || row(p.slug, f.fact, f.kind, f.confidence, f.valid_from, f.valid_to)::text
    from brain.facts f join p on p.id = f.page_id
  union all
  select 'take ' || row(p.slug, t.row_num, t.claim, t.kind, t.holder, t.weight, t.active)::text
    from brain.takes t join p on p.id = t.page_id
) rows(r)
"""


def fingerprint(conn: psycopg.Connection, only: list[str] | None = None) -> str:
    """md5 over the brain's pages, edges, chunks, timeline entries, facts and takes (of the pages in only)."""
    return conn.execute(FINGERPRINT, {"only": only}).fetchone()[0]


def seed(conn: psycopg.Connection) -> None:
    """Two pages with an edge, chunks, a take, a timeline entry and a fact."""
    from pgbrain.ingest import put_text

    put_text(conn, ACME, "companies/acme")
    put_text(conn, ALICE, "people/alice")
    conn.execute("select * from brain.add_fact(slug => 'companies/acme', fact => 'Acme has 40 employees')")
    counts = conn.execute(
        "select (select count(*) from brain.links), (select count(*) from brain.content_chunks), "
        "(select count(*) from brain.takes), (select count(*) from brain.timeline_entries), "
        "(select count(*) from brain.facts)").fetchone()
    assert all(counts), f"the seed lacks a kind of row: {counts}"


def run_check(conn: psycopg.Connection, case: Case) -> None:
    if case.check:
        query, params, expected = case.check
        assert conn.execute(query, params).fetchone()[0] == expected, case.id


# ---- SQL -----------------------------------------------------------------------------------------------
@pytest.fixture
def seeded(conn):
    seed(conn)
    return conn


@pytest.mark.parametrize("case", cases(SQL))
def test_sql_bad_input(seeded, case: Case):
    conn = seeded
    before, seed_before = fingerprint(conn), fingerprint(conn, SEED_SLUGS)
    query, params = case.input
    if case.expect not in ("clamp", "stored", "harmless"):
        expect_error(conn, query, params, sqlstate=case.expect, hint=case.hint)
        assert fingerprint(conn) == before, f"{case.id} changed the brain"
        return
    notices: list[str] = []

    def on_notice(diag) -> None:  # noqa: ANN001
        notices.append(diag.message_primary)

    conn.add_notice_handler(on_notice)
    try:
        with conn.transaction():
            rows = conn.execute(query, params).fetchall()
    finally:
        conn.remove_notice_handler(on_notice)
    if case.expect == "clamp":
        assert any(case.note in n for n in notices), notices
    if "rows" in case.extra:
        assert rows == case.extra["rows"]
    if case.expect == "stored":
        assert fingerprint(conn, SEED_SLUGS) == seed_before
        run_check(conn, case)
    else:
        assert fingerprint(conn) == before, f"{case.id} changed the brain"


# ---- CLI and MCP: one committed database for this module -----------------------------------------------
@pytest.fixture(scope="module")
def brain_dsn(admin_dsn: str, template_db: str, db_prefix: str) -> Iterator[str]:
    name = f"{db_prefix}_hard"
    dsn = create_db(admin_dsn, name, template=template_db)
    from pgbrain import db

    with db.connect(dsn, autocommit=True) as conn:
        seed(conn)
        conn.execute("select * from brain.sync_graph()")
    yield dsn
    drop_db(admin_dsn, name)


def _snapshot(dsn: str) -> tuple[str, str]:
    with psycopg.connect(dsn) as conn:
        return fingerprint(conn), fingerprint(conn, SEED_SLUGS)


def _tree(root, spec: dict, outside) -> None:  # noqa: ANN001
    for rel, content in spec.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, tuple):
            os.symlink(content[1].format(outside=outside), path)
        elif isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)


def cli(args: list[str], stdin: str | bytes | None, dsn: str) -> subprocess.CompletedProcess:
    """run_cli, but stdin may be bytes (text that is not UTF-8)."""
    if not isinstance(stdin, bytes):
        return run_cli(*args, dsn=dsn, input=stdin)
    env = {**os.environ, "PGBRAIN_DSN": dsn, "PGBRAIN_EMBEDDING": "none"}
    proc = subprocess.run([sys.executable, "-c", "from pgbrain.cli import main; main()", *args],
                          capture_output=True, env=env, input=stdin, timeout=300)
    return subprocess.CompletedProcess(proc.args, proc.returncode, proc.stdout.decode(), proc.stderr.decode())


@pytest.mark.parametrize("case", cases(CLI))
def test_cli_bad_input(brain_dsn, tmp_path, case: Case):
    args, stdin, *files = case.input
    root, outside = tmp_path / "root", tmp_path / "outside"
    root.mkdir()
    outside.mkdir()
    (outside / "secret.md").write_text("# Secret\n\nthe walrus plan\n")
    if files:
        _tree(root, files[0], outside)
    args = [a.replace("{root}", str(root)) for a in args]
    before, seed_before = _snapshot(brain_dsn)
    proc = cli(args, stdin, brain_dsn)
    assert "Traceback" not in proc.stderr, proc.stderr
    if case.expect in ("clamp", "stored", "harmless"):
        assert proc.returncode == 0, proc.stderr
        if case.expect == "clamp":
            assert "NOTICE:  " in proc.stderr and case.note in proc.stderr, proc.stderr
        if "stdout" in case.extra:
            assert proc.stdout == case.extra["stdout"]
    elif case.expect == "failed-files":
        assert proc.returncode == 1, proc.stderr
    else:
        assert proc.returncode == exit_code_for(case.expect), proc.stderr
        assert proc.stderr.startswith("ERROR:  "), proc.stderr
        assert "HINT:  " in proc.stderr, proc.stderr
    if "stderr" in case.extra:
        assert case.extra["stderr"] in proc.stderr, proc.stderr
    if case.extra.get("outside_empty"):
        assert not any(outside.rglob("*.md")) or [p.name for p in outside.rglob("*.md")] == ["secret.md"]
        assert not (root / "companies").exists()
    after, seed_after = _snapshot(brain_dsn)
    if case.expect in ("stored", "failed-files"):
        assert seed_after == seed_before
        with psycopg.connect(brain_dsn) as conn:
            run_check(conn, case)
    else:
        assert after == before, f"{case.id} changed the brain"


# ---- MCP -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def mcp_runs(brain_dsn) -> dict[str, tuple]:
    """Every MCP case through one untrusted stdio server: {id: (result, fingerprints before, after)}."""
    async def main():
        runs = {}
        async with mcp_stdio(brain_dsn) as client:
            for case in CASES:
                if case.entry != MCP or case.category == "concurrency" or case.expect == "dropped":
                    continue
                before = _snapshot(brain_dsn)
                tool, arguments = case.input
                result = await client.call_tool(tool, arguments)
                runs[case.id] = (result, before, _snapshot(brain_dsn))
            a, b = (f"# Page\n\nVersion {v}: " + f"[[companies/acme]] line {v}. " * 50 + "\n" for v in "AB")
            concurrent = []

            async def put(content: str) -> None:
                concurrent.append(await client.call_tool("put_page", {"slug": "people/racer", "content": content}))

            async with anyio.create_task_group() as tg:
                for content in (a, b) * 5:
                    tg.start_soon(put, content)
            runs["mcp-concurrent-writers"] = (concurrent, (a, b))
        return runs

    runs = anyio.run(main)
    dropped = [c for c in CASES if c.entry == MCP and c.expect == "dropped"]
    before = _snapshot(brain_dsn)
    answers = _raw_stdio(brain_dsn, [c.input for c in dropped])
    for case, answer in zip(dropped, answers, strict=True):
        runs[case.id] = (answer, before, _snapshot(brain_dsn))
    return runs


def _raw_stdio(dsn: str, calls: list[tuple[str, dict]]) -> list:
    """JSON-RPC written by hand (the mcp client cannot even send a lone surrogate): each call, then list_sources;
    the answers to the calls (None: none came before list_sources answered, i.e. the server went on serving)."""
    import json

    proc = subprocess.Popen(SERVE, env=serve_env(dsn),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        def send(message: dict) -> None:
            proc.stdin.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")   # ensure_ascii: \ud800 escapes
            proc.stdin.flush()

        def until(last: int) -> dict:
            got = {}
            while last not in got:
                line = proc.stdout.readline()
                assert line, "the server closed its output"
                message = json.loads(line)
                if "id" in message:
                    got[message["id"]] = message
            return got

        send({"id": 0, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                                          "clientInfo": {"name": "test", "version": "0"}}})
        until(0)
        send({"method": "notifications/initialized"})
        for i, (tool, arguments) in enumerate(calls, 1):
            send({"id": i, "method": "tools/call", "params": {"name": tool, "arguments": arguments}})
        last = len(calls) + 1
        send({"id": last, "method": "tools/call", "params": {"name": "list_sources", "arguments": {}}})
        got = until(last)
        assert not got[last].get("result", {}).get("isError"), got[last]
        return [got.get(i) for i in range(1, last)]
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)


@pytest.mark.slow
@pytest.mark.parametrize("case", cases(MCP))
def test_mcp_bad_input(brain_dsn, mcp_runs, case: Case):
    result, (before, seed_before), (after, seed_after) = mcp_runs[case.id]
    if case.expect == "dropped":
        assert result is None, result
    elif case.expect in ("clamp", "stored", "harmless"):
        assert not result.is_error, result.content[0].text
        if case.expect == "clamp":
            assert any(case.note in n for n in result.structured_content.get("notices", [])), result.structured_content
    else:
        assert result.is_error, result.structured_content
        err = result.structured_content["error"]
        assert err["sqlstate"] == case.expect, err
        assert result.content[0].text.startswith(f"ERROR:  {case.expect}: ")
        assert err["hint"] and "HINT:  " in result.content[0].text, err
        if "detail" in case.extra:
            assert case.extra["detail"] in err["detail"], err
    if case.expect == "stored":
        assert seed_after == seed_before
        with psycopg.connect(brain_dsn) as conn:
            run_check(conn, case)
    else:
        assert after == before, f"{case.id} changed the brain"


# ---- concurrent writers on the same page ---------------------------------------------------------------
def _versions(tag: str) -> dict[str, str]:
    return {v: f"# Racer\n\nVersion {v} {tag}. Works with [[companies/acme]]. " + f"Sentence {v}. " * 400 + "\n"
            for v in "AB"}


def assert_one_version_whole(dsn: str, slug: str, versions) -> None:  # noqa: ANN001
    """The stored page is one of the versions whole: its content, chunks and references all of that one."""
    from pgbrain.markdown import parse_page

    with psycopg.connect(dsn) as conn:
        ct, page_id = conn.execute("select compiled_truth, id from brain.pages where slug = %s", [slug]).fetchone()
        chunks = [r[0] for r in conn.execute(
            "select chunk_text from brain.content_chunks where page_id = %s order by chunk_index", [page_id])]
        targets = {r[0] for r in conn.execute(
            "select target from brain.link_candidates where page_id = %s", [page_id])}
        edges = conn.execute("select count(*) from brain.links where from_page_id = %s and valid_to is null "
                             "and link_source = 'markdown'", [page_id]).fetchone()[0]
    whole = [v for v in versions if parse_page(v, slug).compiled_truth == ct]
    assert len(whole) == 1, "the stored content is none of the versions"
    parsed = parse_page(whole[0], slug)
    assert chunks == [c["chunk_text"] for c in parsed.chunks]
    assert targets == {c.target for c in parsed.candidates}
    assert edges <= 1


def test_sql_concurrent_writers(brain_dsn):
    versions = _versions("sql")
    barrier = threading.Barrier(2)
    errors: list[BaseException] = []

    def writer(content: str) -> None:
        from pgbrain import db
        from pgbrain.ingest import put_text

        try:
            with db.connect(brain_dsn, autocommit=True) as conn:
                barrier.wait()
                for _ in range(20):
                    put_text(conn, content, "people/racer-sql")
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(v,)) for v in versions.values()]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    assert_one_version_whole(brain_dsn, "people/racer-sql", versions.values())


def test_sql_concurrent_linked_pages(brain_dsn):
    slugs = ["people/ping", "people/pong"]
    barrier = threading.Barrier(2)
    errors: list[BaseException] = []

    def writer(order: list[str]) -> None:
        from pgbrain import db
        from pgbrain.ingest import put_text

        try:
            with db.connect(brain_dsn, autocommit=True) as conn:
                barrier.wait()
                for i in range(40):
                    for slug in order:
                        other = slugs[1 - slugs.index(slug)]
                        put_text(conn, f"# {slug}\n\nWorks with [[{other}]] (round {i}).\n", slug)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(order,)) for order in (slugs, slugs[::-1])]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    with psycopg.connect(brain_dsn) as conn:
        edges = conn.execute(
            "select f.slug, t.slug, count(*) from brain.links l join brain.pages f on f.id = l.from_page_id "
            "join brain.pages t on t.id = l.to_page_id where f.slug = any(%s) and l.valid_to is null "
            "group by 1, 2 order by 1", [slugs]).fetchall()
    assert edges == [("people/ping", "people/pong", 1), ("people/pong", "people/ping", 1)]


def test_cli_concurrent_writers(brain_dsn):
    versions = _versions("cli")
    env = {**os.environ, "PGBRAIN_DSN": brain_dsn, "PGBRAIN_EMBEDDING": "none"}
    procs = [subprocess.Popen([sys.executable, "-c", "from pgbrain.cli import main; main()", "put",
                               "people/racer-cli"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env) for _ in range(4)]
    outs = [p.communicate(list(versions.values())[i % 2], timeout=120) for i, p in enumerate(procs)]
    for p, (_, err) in zip(procs, outs, strict=True):
        assert p.returncode == 0, err
    assert_one_version_whole(brain_dsn, "people/racer-cli", versions.values())


@pytest.mark.slow
def test_mcp_concurrent_writers(brain_dsn, mcp_runs):
    results, versions = mcp_runs["mcp-concurrent-writers"]
    assert len(results) == 10
    for r in results:
        assert not r.is_error, r.content[0].text
    assert_one_version_whole(brain_dsn, "people/racer", versions)


# ---- the table and the docs ----------------------------------------------------------------------------
def test_the_table_covers_every_entry_point_and_category():
    assert len(CASES) >= 40 and len(BY_ID) == len(CASES), "case ids must be unique"
    categories = {"injection", "traversal", "oversized", "encoding", "limits", "sources", "concurrency"}
    for entry in (SQL, CLI, MCP):
        assert {c.category for c in CASES if c.entry == entry} == categories, entry
    for c in CASES:
        assert c.what, f"{c.id} does not say what happens"


def test_docs_list_every_case():
    """docs/security.md's "Bad inputs" table has one row per case, with its entry point."""
    text = (ROOT / "docs" / "security.md").read_text()
    assert "## Bad inputs" in text
    section = text.split("## Bad inputs", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if re.fullmatch(r"`(sql|cli|mcp)-[a-z0-9-]+`", cells[0]):
            rows[cells[0].strip("`")] = (cells[1], cells[2])
    missing = [c.id for c in CASES if c.id not in rows]
    assert not missing, f"docs/security.md lacks these cases: {missing}"
    assert rows == {c.id: (c.entry, c.category) for c in CASES}, "the docs table and CASES differ"


# ---- look-alike slugs: the HINT, and pages stored before the rule ----------------------------------------------
@pytest.mark.parametrize(("slug", "problem", "normal"), [
    ("companies/\u0430cme", "a segment mixes scripts: \u0430cme (Cyrillic, Latin)", "companies/acme"),
    ("p\u0435ople/alice", "a segment mixes scripts: p\u0435ople (Cyrillic, Latin)", "people/alice"),
    ("people/\u03b1lice", "a segment mixes scripts: \u03b1lice (Greek, Latin)", "people/alice"),
    ("people/alice.md", "it ends with .md", "people/alice"),
    ("people/alice.", "a segment ends with a dot", "people/alice"),
    ("notes/v1.0.", "a segment ends with a dot", "notes/v1.0"),
    ("\u6771\u4eac\u0430cme/x", "a segment mixes scripts: \u6771\u4eac\u0430cme (Cyrillic, Han, Latin)",
     "\u6771\u4eacacme/x"),                                 # Han with Latin is allowed once а is a
    ("notes/\u03c9mega-x", "a segment mixes scripts: \u03c9mega-x (Greek, Latin)", None),   # no Latin look-alike
])
def test_lookalike_slug_refused_with_its_normal_form(conn, slug, problem, normal):
    err = expect_error(conn, "select * from brain.put_page(slug => %s, compiled_truth => 'x')", [slug],
                       sqlstate="22023")
    assert problem in err.diag.message_detail
    if normal:
        assert err.diag.message_hint == f"write it as {normal}"
    else:
        assert err.diag.message_hint.startswith("the letters of a segment are of one script")


@pytest.mark.parametrize("slug", ["products/iphone\u7528", "\u4f1a\u793e/\u6771\u4eac\u30bf\u30ef\u30fc",
                                  "\u043a\u043e\u043c\u043f\u0430\u043d\u0438\u044f/"
                                  "\u0440\u043e\u043c\u0430\u0448\u043a\u0430",
                                  "notes/v1.0.0", "people/jos\u00e9", "\ud55c\uad6d/\uc11c\uc6b8-2",
                                  "people/\u304b\u3081-ai"])
def test_single_script_and_japanese_slugs_stay_valid(conn, slug):
    assert conn.execute("select status from brain.put_page(slug => %s, compiled_truth => 'x')", [slug]
                        ).fetchone()[0] == "new"


def test_pages_stored_before_the_rule_stay_readable_writable_deletable(fresh_dsn):
    """A page whose slug the look-alike rule refuses, stored before it: get, put (update), delete and restore it
    under its own slug; pgbrain db status lists it; a fullwidth slug reaches the folded page."""
    from pgbrain import db

    odd = "companies/\u0430cme"
    with db.connect(fresh_dsn, autocommit=True) as c:
        c.execute("select * from brain.put_page(slug => 'companies/placeholder', compiled_truth => 'Old.')")
        c.execute("update brain.pages set slug = %s where slug = 'companies/placeholder'", [odd])
        assert c.execute("select compiled_truth from brain.get_page(slug => %s)", [odd]).fetchone()[0] == "Old."
        assert c.execute("select status from brain.put_page(slug => %s, compiled_truth => 'New.')", [odd]
                         ).fetchone()[0] == "updated"
        c.execute("select * from brain.delete_page(slug => %s)", [odd])
        c.execute("select * from brain.restore_page(slug => %s)", [odd])
        c.execute("select * from brain.put_page(slug => 'people/zoe', compiled_truth => 'Zoe.')")
        assert c.execute("select slug from brain.get_page(slug => %s)", ["\uff50\uff45\uff4f\uff50\uff4c\uff45/zoe"]
                         ).fetchone()[0] == "people/zoe"
        row = c.execute("select version, detail from brain.status() where component = 'look-alike slugs'").fetchone()
    assert row[0] == "1" and f"default:{odd} (a segment mixes scripts" in row[1]
    proc = run_cli("db", "status", dsn=fresh_dsn)
    assert proc.returncode == 0 and "look-alike slugs" in proc.stdout and odd in proc.stdout
