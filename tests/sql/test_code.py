"""The code graph: code pages, symbols, edges resolved in SQL (also late, and again on change), the code
read functions with good and bad inputs, markdown citing code, near-symbol search and the CLI. Parsing alone, without
the database, is tests/parse/test_code_parsing.py's."""

from __future__ import annotations

import json
from pathlib import Path

import psycopg
import pytest

from conftest import ROOT, expect_error, run_cli
from pgbrain.api import Brain
from pgbrain.code import code_slug, parse_code
from pgbrain.ingest import put_text


def put_file(conn: psycopg.Connection, path: str, code: str, source_id: str = "default"):
    page = parse_code(code, path)
    return Brain(conn).put_code_page(page.path, page.code, page.language, page.chunks, page.symbols, page.edges,
                                     source_id=source_id, frontmatter=page.frontmatter, import_path=path)


def edges(conn: psycopg.Connection) -> set[tuple[str, str, str, bool]]:
    """(from symbol, to symbol, edge type, resolved) of every by-name edge."""
    return {(r[0], r[1], r[2], r[3]) for r in conn.execute(
        "select s.from_symbol_qualified, coalesce(r.to_symbol_qualified, s.to_symbol_qualified), s.edge_type, "
        "r.id is not null from brain.code_edges_symbol s "
        "left join brain.code_edges_chunk r on r.symbol_edge_id = s.id")}


APP = '''from .util import helper


class Service:
    """Runs jobs."""

    def run(self, job):
        self.check(job)
        return helper(job) + local(job)

    def check(self, job):
        if not job:
            raise ValueError("no job")


def local(x):
    return x * 2
'''

UTIL = '''def helper(job):
    """Doubles a job."""
    return job + job
'''


def test_code_page_has_one_chunk_per_symbol_and_a_flat_slug(conn):
    r = put_file(conn, "src/app.py", APP)
    assert (r.slug, r.status) == ("src-app-py", "new")
    page = conn.execute("select page_kind, type, title, frontmatter->>'language', frontmatter->>'file' "
                        "from brain.pages where slug = 'src-app-py'").fetchone()
    assert page == ("code", "code", "src/app.py (python)", "python", "src/app.py")
    chunks = conn.execute(
        "select symbol_name_qualified, symbol_type, start_line, end_line, language, parent_symbol_path, doc_comment, "
        "chunk_source from brain.content_chunks c join brain.pages p on p.id = c.page_id "
        "where p.slug = 'src-app-py' order by chunk_index").fetchall()
    assert [c[:4] for c in chunks] == [(".util", "import", 1, 1), ("Service", "class", 4, 13),
                                       ("Service.run", "method", 7, 9), ("Service.check", "method", 11, 13),
                                       ("local", "function", 16, 17)]
    assert chunks[1][6] == "Runs jobs." and chunks[2][5] == ["Service"] and {c[4] for c in chunks} == {"python"}
    assert {c[7] for c in chunks} == {"code"}


def test_edges_resolve_in_the_same_file_and_across_files_whatever_the_order(conn):
    put_file(conn, "src/app.py", APP)
    got = edges(conn)
    assert ("Service.run", "Service.check", "calls", True) in got        # self.check(): same file
    assert ("Service.run", "local", "calls", True) in got                # defined later in the file
    assert ("Service.run", "helper", "calls", False) in got              # src/util.py not imported yet
    r = put_file(conn, "src/util.py", UTIL)                              # late: the edge resolves now
    assert r.status == "new"
    got = edges(conn)
    assert ("Service.run", "helper", "calls", True) in got
    assert (".util", "helper", "imports", True) in got                   # the import line, through the module
    row = conn.execute("select file, line, resolved, target_file, target_line "
                       "from brain.code_callers(symbol => 'helper') where edge_type = 'calls'").fetchone()
    assert row == ("src/app.py", 9, True, "src/util.py", 1)


def test_a_renamed_function_loses_its_incoming_edges(conn):
    put_file(conn, "src/util.py", UTIL)
    put_file(conn, "src/app.py", APP)
    assert ("Service.run", "helper", "calls", True) in edges(conn)
    put_file(conn, "src/util.py", UTIL.replace("def helper", "def helper2"))
    got = edges(conn)
    assert ("Service.run", "helper", "calls", False) in got
    assert not [e for e in got if e[1] == "helper2"]
    assert conn.execute("select count(*) from brain.code_edges_chunk where to_symbol_qualified = 'helper'"
                        ).fetchone()[0] == 0
    assert brain_callers(conn, "helper2") == []
    # renamed back: resolved again
    put_file(conn, "src/util.py", UTIL)
    assert ("Service.run", "helper", "calls", True) in edges(conn)


def brain_callers(conn, symbol: str) -> list:
    return Brain(conn).code_callers(symbol)


def test_an_ambiguous_bare_name_stays_unresolved_and_a_bare_query_finds_every_symbol(conn):
    put_file(conn, "src/a.py", "def go():\n    return 1\n")
    put_file(conn, "src/b.py", "def go():\n    return 2\n")
    put_file(conn, "src/c.py", "def main():\n    x = 1\n    return go() + x * 3 + 4 * x + 5\n")
    assert ("main", "go", "calls", False) in edges(conn)
    assert {(d.file, d.symbol_name_qualified) for d in Brain(conn).code_def("go")} == {("src/a.py", "go"),
                                                                                   ("src/b.py", "go")}
    assert [(c.file, c.line, c.resolved) for c in Brain(conn).code_callers("go")] == [("src/c.py", 3, False)]


def test_a_bare_name_matches_every_symbol_a_qualified_name_exactly(conn):
    put_file(conn, "src/app.py", APP)
    put_file(conn, "src/other.py", "class Other:\n    def check(self):\n        return self.check()\n")
    assert {c.from_symbol_qualified for c in Brain(conn).code_callers("check")} == {"Service.run", "Other.check"}
    assert {c.from_symbol_qualified for c in Brain(conn).code_callers("Service.check")} == {"Service.run"}
    assert {c.from_symbol_qualified for c in Brain(conn).code_callers("Service::check")} == {"Service.run"}
    assert {d.symbol_name_qualified for d in Brain(conn).code_def("Other.check")} == {"Other.check"}
    callees = Brain(conn).code_callees("Service.run")
    assert {(c.to_symbol_qualified, c.resolved) for c in callees if c.edge_type == "calls"} == {
        ("Service.check", True), ("local", True), ("helper", False)}


def test_small_neighbours_share_a_chunk_but_keep_their_edges(conn):
    # gbrain drops the edges of a merged chunk (spec 13.9); we keep them, from each symbol
    r = put_file(conn, "src/foo.ts", "function helper() { return 1; }\nfunction caller() { return helper(); }")
    assert r.chunks_written == 1
    chunk = conn.execute("select symbol_type, symbol_name, chunk_text from brain.content_chunks c "
                         "join brain.pages p on p.id = c.page_id where p.slug = 'src-foo-ts'").fetchone()
    assert chunk[0] == "merged" and chunk[1] is None
    assert chunk[2].startswith("[TypeScript] src/foo.ts:1-2 merged (2 siblings)")
    assert ("caller", "helper", "calls", True) in edges(conn)
    assert [(d.symbol_name_qualified, d.start_line) for d in Brain(conn).code_def("caller")] == [("caller", 2)]


def test_typescript_go_and_rust_files(conn):
    put_file(conn, "src/client.ts", "export function fetchUser(id: number): User { return lookup(id); }\n"
                                    "function lookup(id: number): User { return { id } as User; }\n"
                                    "interface User { id: number }\n")
    put_file(conn, "src/load.ts", "import { fetchUser } from './client';\n"
                                  "export function load() {\n  const u = fetchUser(1);\n  return u;\n}\n")
    put_file(conn, "cmd/main.go", "package main\n\nfunc helper() int {\n\treturn 1\n}\n\nfunc main() {\n"
                                  "\tx := helper()\n\ty := helper() + x\n\tprintln(x, y, x+y, x*y)\n}\n")
    put_file(conn, "src/lib.rs", "struct Point { x: i32 }\nimpl Point {\n    fn new(x: i32) -> Point {\n"
                                 "        Point { x }\n    }\n    fn twice(&self) -> i32 {\n"
                                 "        Point::new(self.x).x + self.norm() + self.x * 2\n    }\n"
                                 "    fn norm(&self) -> i32 { self.x }\n}\n")
    got = edges(conn)
    assert ("load", "fetchUser", "calls", True) in got                   # through the import of ./client
    assert ("fetchUser", "User", "references", True) in got
    assert ("main", "helper", "calls", True) in got
    assert ("Point::twice", "Point::new", "calls", True) in got
    assert ("Point::twice", "Point::norm", "calls", True) in got
    assert {d.language for d in Brain(conn).code_def("main")} == {"go"}
    assert [d.file for d in Brain(conn).code_def("Point::new", lang="rust")] == ["src/lib.rs"]


def test_code_slugs_follow_the_spec(conn):
    assert code_slug("src/core/chunkers/code.ts") == "src-core-chunkers-code-ts"
    assert code_slug("./lib/Foo.Bar.py") == "lib-foo-bar-py"
    assert conn.execute("select brain._code_slug('src/core/chunkers/code.ts'), brain._code_slug('./lib/Foo.Bar.py')"
                        ).fetchone() == ("src-core-chunkers-code-ts", "lib-foo-bar-py")


def test_unchanged_code_writes_nothing_and_keeps_the_edges(conn):
    put_file(conn, "src/util.py", UTIL)
    put_file(conn, "src/app.py", APP)
    before = edges(conn)
    r = put_file(conn, "src/app.py", APP)
    assert (r.status, r.edges_written) == ("unchanged", 0) and r.edges_resolved > 0
    assert edges(conn) == before


def test_a_deleted_code_page_hides_its_symbols_and_edges(conn):
    put_file(conn, "src/util.py", UTIL)
    put_file(conn, "src/app.py", APP)
    Brain(conn).delete_page("src-app-py")
    assert Brain(conn).code_callers("helper") == []
    assert Brain(conn).code_def("local") == []


BAD_READS = [
    ("select * from brain.code_def(symbol => null)", "22004"),
    ("select * from brain.code_def(symbol => '  ')", "22023"),
    ("select * from brain.code_def(symbol => 'f', max_results => 0)", "22023"),
    ("select * from brain.code_def(symbol => 'f', sources => '{nope}')", "P0002"),
    ("select * from brain.code_refs(symbol => null)", "22004"),
    ("select * from brain.code_refs(symbol => 'f', max_results => -1)", "22023"),
    ("select * from brain.code_callers(symbol => '')", "22023"),
    ("select * from brain.code_callers(symbol => 'f', sources => '{nope}')", "P0002"),
    ("select * from brain.code_callees(symbol => null)", "22004"),
    ("select * from brain.code_callees(symbol => 'f', max_results => 0)", "22023"),
    ("select * from brain.search_near_symbol(query => 'x', symbol => 'f', walk_depth => -1)", "22023"),
    ("select * from brain.search_near_symbol(query => 'x', symbol => null)", "22004"),
    ("select * from brain.search_near_symbol(query => '', symbol => 'f')", "22023"),
]


@pytest.mark.parametrize(("query", "sqlstate"), BAD_READS)
def test_code_reads_refuse_bad_input(conn, query, sqlstate):
    expect_error(conn, query, sqlstate=sqlstate)


BAD_WRITES = [
    ("path => null, code => 'x', lang => 'python', chunks => '[]'", "22004"),
    ("path => '../x.py', code => 'x', lang => 'python', chunks => '[]'", "22023"),
    ("path => 'a.py', code => 'x', lang => 'Py thon', chunks => '[]'", "22023"),
    ("path => 'a.py', code => 'x', lang => 'python', chunks => '{}'", "22023"),
    ("path => 'a.py', code => 'x', lang => 'python', chunks => '[{\"chunk_text\": \"x\"}]', "
     "symbols => '[{\"chunk\": 3, \"symbol_name\": \"f\", \"symbol_name_qualified\": \"f\", "
     "\"symbol_type\": \"function\", \"start_line\": 1, \"end_line\": 1}]'", "22023"),
    ("path => 'a.py', code => 'x', lang => 'python', chunks => '[{\"chunk_text\": \"x\"}]', "
     "edges => '[{\"chunk\": 0, \"from_symbol\": \"f\", \"to_symbol\": \"g\", \"edge_type\": \"Calls!\"}]'", "22023"),
    ("path => 'a.py', code => 'x', lang => 'python', chunks => '[{\"chunk_text\": \"x\"}]', "
     "source_id => 'nope'", "P0002"),
]


@pytest.mark.parametrize(("args", "sqlstate"), BAD_WRITES)
def test_put_code_page_refuses_bad_input_and_keeps_what_is_stored(conn, args, sqlstate):
    put_file(conn, "src/util.py", UTIL)
    put_file(conn, "src/app.py", APP)
    before = edges(conn)
    expect_error(conn, f"select * from brain.put_code_page({args})", sqlstate=sqlstate)
    assert edges(conn) == before


def test_a_markdown_page_holding_the_slug_is_a_conflict(conn):
    Brain(conn).put_page("src-app-py", compiled_truth="a note")
    expect_error(conn, "select * from brain.put_code_page(path => 'src/app.py', code => 'x', lang => 'python', "
                       "chunks => '[{\"chunk_text\": \"x\"}]')", sqlstate="23505")
    assert Brain(conn).get_page("src-app-py").compiled_truth == "a note"


def test_code_refs_lists_definitions_and_uses_by_line(conn):
    put_file(conn, "src/util.py", UTIL)
    put_file(conn, "src/app.py", APP)
    rows = [(r.file, r.line, r.kind, r.in_symbol) for r in Brain(conn).code_refs("helper")]
    assert rows == [("src/app.py", 1, "reference", None), ("src/app.py", 9, "reference", "Service.run"),
                    ("src/util.py", 1, "definition", "helper")]
    assert [r.line for r in Brain(conn).code_refs("helper", lang="go")] == []


def test_markdown_citing_code_links_the_doc_page_to_the_code_page_in_either_order(conn):
    put_text(conn, "The job runner is in `src/app.py:7`; see also src/util.py.", "docs/runner")
    put_file(conn, "src/app.py", APP)            # arrives after the doc: the waiting reference resolves
    put_file(conn, "src/util.py", UTIL)
    links = set(conn.execute("select from_slug, link_type, to_slug, link_source from brain.page_links").fetchall())
    assert {("docs/runner", "documents", "src-app-py", "markdown"),
            ("src-app-py", "documented_by", "docs/runner", "markdown"),
            ("docs/runner", "documents", "src-util-py", "markdown"),
            ("src-util-py", "documented_by", "docs/runner", "markdown")} <= links
    ctx = conn.execute("select context from brain.links l join brain.pages p on p.id = l.to_page_id "
                       "where p.slug = 'src-app-py' and l.link_type = 'documents'").fetchone()[0]
    assert ctx == "cited at src/app.py:7"
    # the doc stops citing util.py: that pair is retired, the other kept
    put_text(conn, "The job runner is in `src/app.py:7`.", "docs/runner")
    links = set(conn.execute("select from_slug, link_type, to_slug from brain.page_links").fetchall())
    assert ("docs/runner", "documents", "src-util-py") not in links
    assert ("docs/runner", "documents", "src-app-py") in links


def test_near_symbol_search_walks_the_code_graph(conn):
    put_file(conn, "src/util.py", UTIL)
    put_file(conn, "src/app.py", APP)
    put_file(conn, "src/far.py", "def unrelated():\n    return 'jobs are far from here'\n")
    rows = Brain(conn).search_near_symbol("doubles", "helper", walk_depth=1, max_results=10)
    by_slug = {r.slug: r for r in rows}
    assert by_slug["src-util-py"].explain["near_symbol"]["hop"] == 0
    assert by_slug["src-app-py"].explain["near_symbol"]["hop"] == 1
    assert by_slug["src-app-py"].explain["near_symbol"]["chunk_symbol"] == "Service.run"
    assert "src-far-py" not in by_slug
    assert rows[0].slug == "src-util-py"
    # depth 0: only the symbol's own chunks join the ranking
    rows0 = Brain(conn).search_near_symbol("doubles", "helper", walk_depth=0)
    assert "src-app-py" not in {r.slug for r in rows0 if "near_symbol" in r.explain}


def test_near_symbol_walk_is_capped_at_two_hops(conn):
    chain = "".join(f"def f{i}():\n    return f{i + 1}() + f{i + 1}() * 2 + {i} * 3 + 4\n\n\n" for i in range(5))
    for i in range(5):  # one function a file, so the pages tell the hops apart
        put_file(conn, f"src/f{i}.py", f"def f{i}():\n    return f{i + 1}() + f{i + 1}() * 2 + {i} * 3 + 4 + 5 * 6\n")
    assert chain
    rows = Brain(conn).search_near_symbol("nothing matches this", "f0", walk_depth=5)
    hops = {r.slug: r.explain["near_symbol"]["hop"] for r in rows if "near_symbol" in r.explain}
    assert hops == {"src-f0-py": 0, "src-f1-py": 1, "src-f2-py": 2}
    scores = {r.slug: r.score for r in rows}
    assert scores["src-f1-py"] == pytest.approx(scores["src-f0-py"] / 2, rel=1e-5)
    assert scores["src-f2-py"] == pytest.approx(scores["src-f0-py"] / 3, rel=1e-5)


# ---- import and CLI (committing: own database) --------------------------------------------------
def _tree(tmp_path: Path) -> Path:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "app.py").write_text(APP)
    (tmp_path / "src" / "util.py").write_text(UTIL)
    (tmp_path / "src" / "bad.py").write_text("def broken(:\n    pass\n")
    (tmp_path / "notes.md").write_text("# Notes\n\nThe helper lives in `src/util.py:1`.\n")
    return tmp_path


def test_import_takes_source_files_and_a_bad_file_fails_alone(fresh_dsn, tmp_path):
    root = _tree(tmp_path)
    r = run_cli("import", str(root), "--json", dsn=fresh_dsn)
    assert r.returncode == 1, r.stderr
    out = json.loads(r.stdout)
    assert (out["new"], out["failed"], out["code_files"]) == (3, 1, 2)
    assert out["failures"][0]["file"] == "src/bad.py" and "at line 1, column 12" in out["failures"][0]["error"]
    r = run_cli("code-callers", "helper", dsn=fresh_dsn)
    assert r.returncode == 0, r.stderr
    assert "src/app.py:9  Service.run \u2192 helper  [calls, resolved]  (src/util.py:1)" in r.stdout
    r = run_cli("graph-query", "notes", "--json", dsn=fresh_dsn)
    assert r.returncode == 0 and "src-util-py" in r.stdout
    # a re-import writes nothing; the bad file still fails, clearly
    r = run_cli("import", str(root), dsn=fresh_dsn)
    assert r.returncode == 1 and "0 new, 0 updated, 3 unchanged, 1 failed" in r.stdout
    assert "ERROR:  src/bad.py: missing ) at line 1, column 12 (python grammar)" in r.stderr


def test_code_commands_json_show_sql_and_errors(fresh_dsn, tmp_path):
    root = _tree(tmp_path)
    (root / "src" / "bad.py").unlink()
    assert run_cli("import", str(root), dsn=fresh_dsn).returncode == 0
    r = run_cli("code-def", "helper", "--json", "--show-sql", dsn=fresh_dsn)
    assert r.returncode == 0, r.stderr
    assert "select * from brain.code_def(symbol => 'helper'" in r.stderr
    out = json.loads(r.stdout)
    assert out["count"] == 1 and out["results"][0]["file"] == "src/util.py"
    assert out["results"][0]["doc_comment"] == "Doubles a job."
    r = run_cli("code-callees", "Service.run", "--json", dsn=fresh_dsn)
    calls = {(c["to_symbol_qualified"], c["resolved"]) for c in json.loads(r.stdout)["callees"]
             if c["edge_type"] == "calls"}
    assert calls == {("Service.check", True), ("local", True), ("helper", True)}
    r = run_cli("code-refs", "local", dsn=fresh_dsn)
    assert "src/app.py:16  [definition, in local]  def local(x):" in r.stdout
    r = run_cli("query", "doubles a job", "--near-symbol", "helper", "--walk-depth", "1", "--json", dsn=fresh_dsn)
    assert r.returncode == 0, r.stderr
    assert {x["slug"] for x in json.loads(r.stdout)} >= {"src-util-py", "src-app-py"}
    r = run_cli("code-callers", "nothing_named_so", "--json", dsn=fresh_dsn)
    out = json.loads(r.stdout)
    assert r.returncode == 0 and (out["count"], out["status"], out["callers"]) == (0, "no_match", [])
    assert "hint" in out and out["scope"] == "federated"
    r = run_cli("code-callers", "", dsn=fresh_dsn)
    assert r.returncode == 4 and "ERROR:  invalid symbol name" in r.stderr and "HINT:" in r.stderr
    r = run_cli("query", "x", "--near-symbol", "helper", "--walk-depth", "-1", dsn=fresh_dsn)
    assert r.returncode == 4 and "walk_depth must be 0 or more" in r.stderr


def test_dogfood_our_own_python_tree(fresh_dsn):
    r = run_cli("import", str(ROOT / "python"), "--source", "self", "--json", dsn=fresh_dsn)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["failed"] == 0 and out["code_files"] >= 15 and out["symbols"] > 400
    r = run_cli("code-callers", "import_dir", "--source", "self", "--edge-type", "calls", "--json", dsn=fresh_dsn)
    callers = {(c["file"], c["from_symbol_qualified"], c["resolved"]) for c in json.loads(r.stdout)["callers"]}
    # the real callers: the import command and the demo tour
    assert ("pgbrain/cli.py", "import_cmd", True) in callers
    assert ("pgbrain/tour.py", "main", True) in callers
    r = run_cli("code-def", "Brain.put_code_page", "--source", "self", dsn=fresh_dsn)
    assert r.stdout.startswith("pgbrain/api.py:")


def test_deferred_resolution_then_resolve_code_edges(conn):
    for path, code in (("src/app.py", APP), ("src/util.py", UTIL)):
        page = parse_code(code, path)
        r = Brain(conn).put_code_page(page.path, page.code, page.language, page.chunks, page.symbols, page.edges,
                                      frontmatter=page.frontmatter, defer_resolution=True)
        assert r.edges_resolved == 0
    assert not [e for e in edges(conn) if e[3]]
    res = Brain(conn).resolve_code_edges("default")
    assert res.edges == len(edges(conn)) and res.resolved + res.unresolved == res.edges
    assert ("Service.run", "helper", "calls", True) in edges(conn)
    assert Brain(conn).resolve_code_edges("default") == res                     # again: the same answer
    expect_error(conn, "select * from brain.resolve_code_edges(source_id => 'nope')", sqlstate="P0002")
    expect_error(conn, "select * from brain.resolve_code_edges(source_id => null)", sqlstate="22004")


def test_member_calls_on_unknown_receivers_resolve_only_to_methods_of_their_file(conn):
    put_file(conn, "src/arr.py", "class Arr:\n    def reshape(self):\n        return 1\n\n    def get(self):\n"
                                 "        return 2\n\n\ndef use(x):\n    return x.reshape() + x.get() + 1 * 2 * 3\n")
    put_file(conn, "src/other.py", "def shape_of(y):\n    return y.reshape() + y.count(1) + reshape(y) * 2 * 3 * 4\n")
    put_file(conn, "src/free.py", "def reshape(z):\n    return z\n")
    got = edges(conn)
    assert ("use", "Arr.reshape", "calls", True) in got          # a method of the same file
    assert ("use", "get", "calls", False) in got                 # x.get(): every dict has one
    assert ("shape_of", "reshape", "calls", True) in got         # reshape(y): the one top-level reshape
    assert ("shape_of", "count", "calls", False) in got
    assert {(c.from_symbol_qualified, c.resolved) for c in Brain(conn).code_callers("Arr.reshape")} == {("use", True)}
    put_file(conn, "src/lone.py", "def g(y):\n    return y.reshape() + 1 * 2 * 3 * 4 * 5 * 6 * 7 * 8 * 9\n")
    assert ("g", "reshape", "calls", False) in edges(conn)      # y.reshape(): not guessed from another file
    assert ("src/lone.py", False) in {(c.file, c.resolved) for c in Brain(conn).code_callers("reshape")}


def test_a_deleted_target_is_no_resolved_callee(conn):
    put_file(conn, "src/util.py", UTIL)
    put_file(conn, "src/app.py", APP)
    assert ("helper", True) in {(c.to_symbol_qualified, c.resolved) for c in Brain(conn).code_callees("Service.run")}
    Brain(conn).delete_page("src-util-py")
    callees = {(c.to_symbol_qualified, c.resolved, c.target_file) for c in Brain(conn).code_callees("Service.run")}
    assert ("helper", False, None) in callees and ("local", True, "src/app.py") in callees


def test_prune_without_code_keeps_code_pages(fresh_dsn, tmp_path):
    root = _tree(tmp_path)
    (root / "src" / "bad.py").unlink()
    assert run_cli("import", str(root), dsn=fresh_dsn).returncode == 0
    r = run_cli("import", str(root), "--no-code", "--prune", dsn=fresh_dsn)
    assert r.returncode == 0 and "0 pruned" in r.stdout
    (root / "src" / "util.py").unlink()
    r = run_cli("import", str(root), "--prune", dsn=fresh_dsn)
    assert r.returncode == 0 and "1 pruned" in r.stdout
    r = run_cli("code-callers", "helper", dsn=fresh_dsn)
    assert "src/app.py:9  Service.run \u2192 helper  [calls, unresolved]" in r.stdout


def test_go_package_calls_and_commonjs_requires_resolve_through_their_import(conn):
    put_file(conn, "util/strings.go", "package util\n\n// Reverse turns s around.\nfunc Reverse(s string) string {\n"
                                      "\treturn s + s + s + s + s + s + s + s + s + s\n}\n")
    put_file(conn, "other/strings.go", "package other\n\nfunc Reverse(s string) string {\n"
                                       "\treturn s + s + s + s + s + s + s + s + s + s + s\n}\n")
    put_file(conn, "cmd/main.go", "package main\n\nimport \"example.com/app/util\"\n\nfunc main() {\n"
                                  "\tx := util.Reverse(\"abc\")\n\tprintln(x, x, x, x, x, x, x, x, x, x, x)\n}\n")
    put_file(conn, "lib/math.js", "function twice(x) {\n  return x * 2 + 0 * 1 * 2 * 3 * 4 * 5 * 6;\n}\n"
                                  "module.exports = { twice };\n")
    put_file(conn, "lib/other.js", "function twice(y) {\n  return y + y + 0 * 1 * 2 * 3 * 4 * 5 * 6 * 7;\n}\n")
    put_file(conn, "app.js", "const { twice } = require('./lib/math');\nconst m = require('./lib/math');\n"
                             "function run() {\n  return twice(2) + m.twice(3) + 1 * 2 * 3 * 4 * 5 * 6;\n}\n")
    got = edges(conn)
    go = [c for c in Brain(conn).code_callers("Reverse") if c.file == "cmd/main.go"]
    assert [(c.line, c.resolved, c.target_file) for c in go] == [(6, True, "util/strings.go")]
    assert ("run", "twice", "calls", True) in got
    js = {(c.to_symbol_qualified, c.resolved, c.target_file) for c in Brain(conn).code_callees("run")}
    assert js == {("twice", True, "lib/math.js")}
    assert {(c.file, c.edge_type) for c in Brain(conn).code_callers("twice", edge_types=["imports"])} == {
        ("app.js", "imports")}


def test_two_writers_at_once_resolve_each_others_edges(fresh_dsn):
    import threading

    a = psycopg.connect(fresh_dsn)                       # a transaction left open: it holds the resolver's lock
    b = psycopg.connect(fresh_dsn, autocommit=True)
    try:
        put_file(a, "src/app.py", APP)
        done = threading.Event()

        def second() -> None:
            put_file(b, "src/util.py", UTIL)             # waits for the first writer's commit, then sees it
            done.set()

        t = threading.Thread(target=second)
        t.start()
        assert not done.wait(1.0)
        a.commit()
        t.join(30)
        assert done.is_set()
        with psycopg.connect(fresh_dsn) as c:
            assert ("Service.run", "helper", "calls", True) in edges(c)
    finally:
        a.close()
        b.close()


@pytest.mark.parametrize("path", ["src/core/chunkers/code.ts", "./lib/Foo.Bar.py", "_core/umath.py", "__init__.py",
                                  "a b/Café Notes.go", "pkg/v1.2/x_y.rs", "src\\win\\path.tsx", "deep/-dash/m.js"])
def test_python_and_sql_give_a_code_file_the_same_slug(conn, path):
    # import_dir dedups slugs in Python, put_code_page and markdown citations compute them in SQL
    assert conn.execute("select brain._code_slug(%s)", [path]).fetchone()[0] == code_slug(path)


def test_a_long_function_is_cut_into_parts_and_its_edges_follow_their_lines(conn):
    body = "".join(f"    total = total + {i} * helper({i})\n" for i in range(400))
    r = put_file(conn, "src/long.py", f"def helper(x):\n    return x\n\n\ndef long_one():\n    total = 0\n{body}"
                                      "    return finish(total)\n\n\ndef finish(t):\n    return t\n")
    parts = conn.execute("select chunk_index, start_line, end_line, length(chunk_text) from brain.content_chunks c "
                         "join brain.pages p on p.id = c.page_id where p.slug = 'src-long-py' "
                         "and symbol_name = 'long_one' order by chunk_index").fetchall()
    assert len(parts) >= 3 and all(p[3] <= 4100 for p in parts)
    assert [p[1] for p in parts][0] == 5 and parts[-1][2] == 407
    assert all(a[2] + 1 == b[1] for a, b in zip(parts, parts[1:], strict=False))
    # finish() is called on the last line: its edge comes from the last part
    last = conn.execute("select c.chunk_index from brain.code_edges_symbol s join brain.content_chunks c "
                        "on c.id = s.from_chunk_id where s.to_symbol_qualified = 'finish'").fetchone()[0]
    assert last == parts[-1][0] and r.chunks_written == len(parts) + 2
    assert [d.start_line for d in Brain(conn).code_def("long_one")] == [5]


# ---- roles and row-level security (issue 6) ------------------------------------------------------
def _as(conn: psycopg.Connection, role: str | None) -> None:
    conn.execute("reset role" if role is None else f"set local role {role}")


def test_code_reads_keep_to_the_sources_a_role_may_read_and_writes_to_those_it_may_write(conn):
    conn.execute("select * from brain.add_source(source_id => 'team')")
    conn.execute("select * from brain.add_source(source_id => 'private')")
    put_file(conn, "src/util.py", UTIL, source_id="team")
    put_file(conn, "src/app.py", APP, source_id="team")
    put_file(conn, "src/secret.py", "def zanzibar():\n    return helper(1)\n", source_id="private")
    conn.execute("create role t_code_reader nologin; grant brain_reader to t_code_reader")
    conn.execute("create role t_code_writer nologin; grant brain_writer to t_code_writer")
    conn.execute("select * from brain.grant_source(role_name => 't_code_reader', source_id => 'team')")
    conn.execute("select * from brain.grant_source(role_name => 't_code_writer', source_id => 'team', "
                 "can_write => true)")
    _as(conn, "t_code_reader")
    try:
        assert {c.file for c in Brain(conn).code_callers("helper")} == {"src/app.py"}     # not src/secret.py
        assert Brain(conn).code_def("zanzibar") == [] and Brain(conn).code_refs("zanzibar") == []
        assert conn.execute("select count(*) from brain.code_symbols where source_id = 'private'").fetchone()[0] == 0
        assert "src-secret-py" not in {r.slug for r in Brain(conn).search_near_symbol("helper", "helper", 2)}
        expect_error(conn, "select * from brain.code_def(symbol => 'zanzibar', sources => '{private}')",
                     sqlstate="P0002", hint=False)
        exc = expect_error(conn, "select * from brain.put_code_page(path => 'a.py', code => 'x', lang => 'python', "
                                 "chunks => '[]', source_id => 'team')", sqlstate="42501", hint=False)
        assert "permission denied for function" in exc.diag.message_primary
    finally:
        _as(conn, None)
    _as(conn, "t_code_writer")
    try:
        r = put_file(conn, "src/more.py", "def more():\n    return helper(3)\n", source_id="team")
        assert r.status == "new" and r.edges_resolved == 1
        for q in ("select * from brain.put_code_page(path => 'b.py', code => 'x', lang => 'python', "
                  "chunks => '[]', source_id => 'private')",
                  "select * from brain.resolve_code_edges(source_id => 'private')"):
            exc = expect_error(conn, q, sqlstate="42501")
            assert "may not write to source" in exc.diag.message_primary
        assert Brain(conn).resolve_code_edges("team").resolved > 0
    finally:
        _as(conn, None)
    assert conn.execute("select count(*) from brain.pages where source_id = 'private'").fetchone()[0] == 1
