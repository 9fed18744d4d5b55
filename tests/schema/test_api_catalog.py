"""The Python API against the catalog: every public brain function has exactly one Brain method, which declares it
once (``@sql("brain.name(argument type, ...)")`` in python/pgbrain/api.py); the method's parameters are the function's
arguments, its casts their types, its result dataclass the function's result columns."""

from __future__ import annotations

import dataclasses
import inspect
import re
from collections import Counter

import pytest

from conftest import ROOT
from pgbrain.api import UNSET, Brain

# SQL arguments a method may leave out, each with the reason
OMITTED = {
    ("put_code_page", "language"): "the deprecated old name of lang, kept one release (a WARNING); callers use lang",
}

# every public, not deprecated, brain function: its input arguments (names, types, how many trailing ones have a
# default) and its result columns (OUT / TABLE arguments, else the attributes of the composite type it returns;
# null for a function that returns one value or a set of values)
CATALOG = """
select p.proname::text as name,
       coalesce(array_agg(a.name order by a.n) filter (where a.mode in ('i', 'b', 'v')), '{}') as args,
       coalesce(array_agg(format_type(a.type, null) order by a.n) filter (where a.mode in ('i', 'b', 'v')), '{}')
           as arg_types,
       p.pronargdefaults as defaults,
       coalesce(array_agg(a.name order by a.n) filter (where a.mode in ('o', 'b', 't')),
                (select array_agg(c.attname::text order by c.attnum) from pg_attribute c
                  where c.attrelid = t.typrelid and c.attnum > 0 and not c.attisdropped)) as columns
  from pg_proc p
  join pg_type t on t.oid = p.prorettype
  left join lateral unnest(p.proargnames, coalesce(p.proallargtypes, p.proargtypes::oid[]),
                           coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs])))
       with ordinality a(name, type, mode, n) on true
 where p.pronamespace = 'brain'::regnamespace and p.proname !~ '^_'
   and coalesce(obj_description(p.oid, 'pg_proc'), '') !~ '^Deprecated'
 group by p.oid, t.typrelid
 order by 1
"""


@pytest.fixture
def catalog(conn) -> dict[str, dict]:
    rows = conn.execute(CATALOG).fetchall()
    return {name: {"args": args, "arg_types": types, "mandatory": args[:len(args) - defaults], "columns": columns}
            for name, args, types, defaults, columns in rows}


def methods() -> dict[str, object]:
    """Brain's methods that call an SQL function, by method name."""
    return {name: f for name, f in vars(Brain).items() if hasattr(f, "sql")}


def test_every_public_function_has_exactly_one_method(catalog):
    calls = Counter(f.sql.name for f in methods().values())
    assert {name: calls[name] for name in catalog if calls[name] != 1} == {}, "functions without exactly one method"
    assert sorted(set(calls) - set(catalog)) == [], "methods calling no public function (internal or gone?)"
    # the method is named after its function, and only run (a job's SET / RESET / ANALYZE) calls SQL without
    # declaring it
    assert [n for n, f in methods().items() if n != f.sql.name] == []
    others = [n for n, f in vars(Brain).items() if inspect.isfunction(f) and not hasattr(f, "sql")]
    assert sorted(others) == ["__init__", "_call", "run"]


def test_no_statement_is_written_by_hand():
    """Every call is built from a declaration, so none can name an argument or cast the test does not see."""
    api = (ROOT / "python" / "pgbrain" / "api.py").read_text()
    assert re.findall(r"(?:select|from) (?:\* from )?brain\.[a-z_]+\(", api) == []


def test_method_parameters_are_the_function_arguments(catalog):
    """Same names, same order; mandatory SQL arguments are mandatory; every optional parameter defaults to UNSET,
    so the SQL default is the only one."""
    problems = []
    for name, f in methods().items():
        fn = catalog.get(f.sql.name)
        if fn is None:
            continue
        params = [p for p in inspect.signature(f).parameters.values() if p.name != "self"]
        expected = [a for a in fn["args"] if (f.sql.name, a) not in OMITTED]
        if [p.name for p in params] != expected:
            problems.append((name, "parameters", [p.name for p in params], "arguments", expected))
        if [a for a, _ in f.sql.args] != expected:
            problems.append((name, "declared", [a for a, _ in f.sql.args], "arguments", expected))
        for p in params:
            if p.name in fn["mandatory"] and p.default is not inspect.Parameter.empty:
                problems.append((name, p.name, "mandatory in SQL, has a default"))
            if p.default is not inspect.Parameter.empty and p.default is not UNSET:
                problems.append((name, p.name, f"defaults to {p.default!r}, not UNSET: the SQL default is the truth"))
    assert not problems, "\n".join(map(str, problems))


def test_omitted_arguments_are_real_optional_arguments(catalog):
    for (function, arg), reason in OMITTED.items():
        assert arg in catalog[function]["args"], f"{function} has no argument {arg} any more: drop it from OMITTED"
        assert arg not in catalog[function]["mandatory"], f"{function}.{arg} is mandatory: no method can omit it"
        assert reason


def test_casts_are_the_argument_types(catalog, conn):
    declared = [(f.sql.name, a, cast) for f in methods().values() for a, cast in f.sql.args]
    # the server reads each cast as a type name (timestamptz = timestamp with time zone)
    types = [r[0] for r in conn.execute(
        "select format_type(t::regtype, null) from unnest(%s::text[]) with ordinality u(t, n) order by n",
        [[cast for _, _, cast in declared]])]
    problems = []
    for (function, arg, cast), type_ in zip(declared, types, strict=True):
        fn = catalog.get(function)
        if fn is None or arg not in fn["args"]:
            problems.append((function, arg, "is no argument of the function"))
        elif fn["arg_types"][fn["args"].index(arg)] != type_:
            problems.append((function, arg, f"cast to {cast}", f"is {fn['arg_types'][fn['args'].index(arg)]}"))
    assert not problems, "\n".join(map(str, problems))


def test_result_dataclasses_are_the_result_columns(catalog):
    problems = []
    for name, f in methods().items():
        fn = catalog.get(f.sql.name)
        if fn is None:
            continue
        fields = [x.name for x in dataclasses.fields(f.sql.row_type)] if f.sql.row_type else None
        if fields != fn["columns"]:
            problems.append((name, "fields", fields, "columns", fn["columns"]))
    assert not problems, "\n".join(map(str, problems))


def test_only_the_arguments_given_are_sent(conn):
    shown: list[str] = []
    brain = Brain(conn, on_sql=shown.append)
    assert brain.check_search("acme") == 10                                      # the SQL default of max_results
    brain.list_pages()
    brain.list_pages(None, None, None, None, "slug", max_results=2)             # positional, keyword, explicit None
    brain.list_pages(sources=UNSET, sort="slug")
    assert shown == [
        "select brain.check_search(query => 'acme'::text);",
        "select * from brain.list_pages();",
        "select * from brain.list_pages(sources => NULL::text[], types => NULL::text[], slug_prefix => NULL::text, "
        "updated_after => NULL::timestamptz, sort => 'slug'::text, max_results => 2::integer);",
        "select * from brain.list_pages(sort => 'slug'::text);",
    ]
    with pytest.raises(TypeError):
        brain.list_pages(sorted="slug")


def test_get_page_returns_the_reader_columns_and_no_search_vector(conn, catalog):
    """get_page is a named shape, not a brain.pages row: no search_vector or other internal column reaches the CLI's
    JSON or the MCP get_page tool (test_mcp checks the tool's output)."""
    assert catalog["get_page"]["columns"] == ["slug", "source_id", "title", "type", "compiled_truth", "timeline",
                                              "frontmatter", "content_hash", "created_at", "updated_at"]
    brain = Brain(conn)
    brain.put_page("people/alice", compiled_truth="Alice.", frontmatter={"role": "CTO"})
    row = conn.execute("select * from brain.get_page(slug => 'people/alice')")
    assert "search_vector" not in [c.name for c in row.description]
    page = brain.get_page("people/alice")
    assert (page.slug, page.type, page.frontmatter) == ("people/alice", "person", {"role": "CTO"})
    assert not hasattr(page, "search_vector")
