"""The README, make help, the tour and the CLI stay true to the code."""

from __future__ import annotations

import inspect
import re
import subprocess
import sys

from conftest import ROOT, psql_path

README = (ROOT / "README.md").read_text()


def public_functions(conn) -> list[str]:
    """The public functions, without the deprecated old names (kept one release, each calling its replacement)."""
    return [r[0] for r in conn.execute(
        "select proname from pg_proc where pronamespace = 'brain'::regnamespace and proname !~ '^_' "
        "and coalesce(obj_description(oid, 'pg_proc'), '') !~ '^Deprecated' order by 1")]


def test_deprecated_names_call_their_replacement(conn):
    rows = conn.execute(
        "select proname, obj_description(oid, 'pg_proc'), prosrc from pg_proc "
        "where pronamespace = 'brain'::regnamespace and obj_description(oid, 'pg_proc') ~ '^Deprecated'").fetchall()
    assert rows, "the deprecated names of issue 17 (reconcile_page) are kept for one release"
    for name, comment, body in rows:
        replacement = re.search(r"old name of brain\.([a-z_]+)", comment).group(1)
        assert replacement in public_functions(conn), name
        assert f"raise warning 'brain.{name} is deprecated: use brain.{replacement}'" in body, name
        assert f"brain.{replacement}(" in body, name


def test_readme_has_exactly_the_two_setup_commands():
    assert "make demo" in README and "make test" in README
    block = re.search(r"## Set up — two commands\n\n```sh\n(.*?)```", README, re.S)
    assert block, "README lacks the set-up block"
    commands = [line.split("#")[0].strip() for line in block.group(1).splitlines() if line.strip()]
    assert commands == ["make demo", "make test"]


def readme_sql_api_functions() -> list[str]:
    """The functions the first cell of each row of the README's SQL API table names (a row may name two: a / b)."""
    table = README.split("\n## SQL API\n", 1)[1].split("\n#", 1)[0]
    rows = [line for line in table.splitlines() if line.startswith("|")]
    assert rows[:2] == ["| function | what it does | CLI |", "|---|---|---|"], "README's SQL API table lost its header"
    return [name for row in rows[2:] for name in re.findall(r"`brain\.([a-z][a-z0-9_]*)\(", row.split(" | ")[0])]


def test_every_public_function_is_in_the_readme_sql_api_table(conn):
    """(tests/schema/test_api_catalog.py checks the Python API: one Brain method per public function.)"""
    listed = readme_sql_api_functions()
    public = public_functions(conn)
    assert sorted(set(public) - set(listed)) == [], "README's SQL API table lacks these"
    assert sorted(set(listed) - set(public)) == [], "README's SQL API table names functions that are not public"
    assert sorted(n for n in listed if listed.count(n) > 1) == [], "named in more than one row"


def test_every_api_method_is_reachable_from_the_cli():
    from pgbrain.api import Brain

    # the CLI reaches the API directly or through ingest.py (import, put, extract) and embed.py (embed)
    cli = "".join((ROOT / "python" / "pgbrain" / f).read_text() for f in ("cli.py", "ingest.py", "embed.py"))
    methods = [name for name, f in vars(Brain).items() if inspect.isfunction(f) and not name.startswith("_")]
    assert methods
    for m in methods:
        assert f".{m}(" in cli, f"no CLI command calls Brain.{m}"


def test_make_help_lists_the_targets():
    out = subprocess.run(["make", "-s", "help"], cwd=ROOT, capture_output=True, text=True,
                         env={"PATH": "/usr/bin:/bin", "PGBRAIN_DSN": "postgresql://x@127.0.0.1:1/x"})
    assert out.returncode == 0, out.stderr
    for target in ("setup", "demo", "test", "bench", "lint", "db-up", "db-down", "psql", "clean", "docs"):
        assert re.search(rf"^  {target} ", out.stdout, re.M), f"make help lacks {target}"


def test_readme_layout_names_existing_paths():
    layout = README.split("## Layout", 1)[1]
    for path in ("sql/10_admin", "sql/20_config", "sql/30_embedding", "migrations", "python/pgbrain/cli.py",
                 "python/pgbrain/api.py", "python/pgbrain/install.py", "python/pgbrain/db.py",
                 "python/pgbrain/errors.py", "python/pgbrain/apidocs.py", "python/pgbrain/tour.py",
                 "docker/pg-up", "tests/benchmarks", ".ci/run"):
        assert path.rsplit("/", 1)[-1] in layout, f"README layout lacks {path}"
        assert (ROOT / path).exists(), path
    # every sql/ area folder is in the layout
    for area in sorted(p.name for p in (ROOT / "sql").iterdir() if p.is_dir()):
        assert f"{area}/" in layout, f"README layout lacks sql/{area}"


def test_readme_layout_and_tests_readme_name_every_test_folder():
    folders = sorted(p.name for p in (ROOT / "tests").iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
    assert {"sql", "schema", "cli", "benchmarks"} <= set(folders), folders
    layout = README.split("## Layout", 1)[1]
    tests_block = layout.split("\ntests/ ", 1)[1].split("\ndocker/ ", 1)[0]
    tests_readme = (ROOT / "tests" / "README.md").read_text()
    for folder in folders:
        assert f"\n  {folder}/ " in tests_block, f"README layout lacks tests/{folder}"
        assert f"| `{folder}/` |" in tests_readme, f"tests/README.md lacks {folder}/"
    assert not list((ROOT / "tests").glob("test_*.py")), "a test file outside the layer folders"


def test_demo_tour_imports_the_sample_brain_and_reconciles(fresh_dsn):
    proc = subprocess.run([sys.executable, "-m", "pgbrain.tour"], capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "PGBRAIN_DSN": fresh_dsn})
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "=# select component, version from brain.status();" in out
    assert re.search(r"^pages: \d+ new, 0 updated, 0 unchanged, 0 failed, 0 pruned", out, re.M)
    assert re.search(r"^ people/alice-chen +\| companies/acme-labs$", out, re.M)       # works_at
    assert re.search(r"^ people/tanaka-yui +\| companies/sakura-robotics$", out, re.M)  # Japanese page
    assert "meetings/2025-03-04-acme-planning: updated; edges: +1 -1 =1; unresolved: 0" in out
    assert "  - people/alice-chen --attended--> meetings/2025-03-04-acme-planning" in out
    after = out.split("-- The meeting's attendees now", 1)[1]
    assert re.search(r"^ people/bob-ito \| attended", after, re.M)
    assert "people/alice-chen | attended" not in after.split("-- History", 1)[0]


SQL_README = (ROOT / "sql" / "README.md").read_text()


def test_sql_readme_registers_every_sqlstate_with_its_exit_code():
    from pgbrain.errors import exit_code_for

    registry = dict(re.findall(r"^\| `([0-9A-Z]{5})` \| .*? \| (\d+)", SQL_README, re.M))
    assert len(registry) >= 10
    raised = set()
    for path in [*(ROOT / "sql").rglob("*.sql"), *(ROOT / "migrations").glob("*.sql")]:
        raised |= set(re.findall(r"errcode = '([0-9A-Z]{5})'", path.read_text()))
    assert raised - registry.keys() == set(), "sql/README.md's SQLSTATE table lacks these"
    assert registry.keys() - raised == set(), "sql/README.md lists SQLSTATEs nothing raises"
    for state, code in registry.items():
        assert exit_code_for(state) == int(code), f"{state}: the CLI exits {exit_code_for(state)}, not {code}"


def test_sql_readme_places_every_function_in_its_folder():
    """Each folder of sql/ has a row, and every function the row names is defined by a file of that folder."""
    rows = dict(re.findall(r"^\| `(\d\d_[a-z]+)/` \| (.*)$", SQL_README, re.M))
    folders = sorted(p.name for p in (ROOT / "sql").iterdir() if p.is_dir())
    assert sorted(rows) == folders
    for folder, row in rows.items():
        here = {p.stem for p in (ROOT / "sql" / folder).glob("*.sql")}
        for name in re.findall(r"`(_?[a-z][a-z_]*)`", row):
            if name.endswith("_"):      # a family: _age_*, add_*
                continue
            assert name in here or any(h.startswith(name) for h in here if name.startswith("_")), (
                f"sql/README.md places {name} in {folder}, but no file there defines it")


def test_the_tour_transcripts_are_what_psql_prints(fresh_dsn):
    """docs/tour.md's ```psql blocks, re-run in one session on a fresh brain with the sample brain imported (as make
    docs makes them): every statement prints what the file shows. `make docs` rewrites the file after a change."""
    import psycopg

    from pgbrain.ingest import import_dir
    from pgbrain.transcripts import BLOCK, refresh

    tour = (ROOT / "docs" / "tour.md").read_text(encoding="utf-8")
    assert len(BLOCK.findall(tour)) >= 5
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        import_dir(conn, ROOT / "docs" / "sample-brain", source_id="sample")
    assert refresh(tour, fresh_dsn, psql_path()) == tour, "docs/tour.md is out of date: run make docs"


def test_a_transcript_that_lies_is_caught(fresh_dsn):
    from pgbrain.transcripts import refresh

    told = "```psql\npgbrain=# select 1 + 1 as two;\n two\n-----\n   3\n(1 row)\n```\n"
    assert refresh(told, fresh_dsn, psql_path()) == told.replace("   3", "   2")


def test_relative_links_in_the_docs_lead_somewhere():
    """Every relative link of the README, sql/README.md and docs/*.md names a file or folder that exists."""
    broken = []
    for doc in [ROOT / "README.md", ROOT / "sql" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        # (links shown as examples, in code spans and fenced blocks, are not links)
        text = re.sub(r"```.*?```|`[^`\n]*`", "", doc.read_text(encoding="utf-8"), flags=re.S)
        for target in re.findall(r"\]\(([^)#:\s]+)(?:#[^)]*)?\)", text):
            if not (doc.parent / target).exists():
                broken.append(f"{doc.relative_to(ROOT)}: {target}")
    assert broken == []
