"""`pgbrain db upgrade`: migrations, the sql/ reload, stale functions, the migration hash list."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import psycopg
import pytest

from conftest import ROOT, run_cli
from pgbrain import install
from pgbrain.errors import BrainError

MIGRATIONS = ROOT / "migrations"


def brain_functions(dsn: str) -> set[str]:
    with psycopg.connect(dsn) as conn:
        conn.execute("set search_path = pg_catalog")
        return {r[0] for r in conn.execute(
            "select p.oid::regprocedure::text from pg_proc p "
            "where p.pronamespace = 'brain'::regnamespace")}


def test_upgrade_twice_is_a_noop(fresh_dsn):
    first = run_cli("db", "upgrade", dsn=fresh_dsn)
    assert first.returncode == 0, first.stderr
    assert "migrations applied: 0 (none pending)" in first.stdout
    before = brain_functions(fresh_dsn)
    second = install.upgrade(fresh_dsn)
    assert second.migrations_applied == []
    assert second.functions_removed == []
    assert second.sql_files == len(install.sql_files())
    assert brain_functions(fresh_dsn) == before
    assert "brain.status()" in before


def test_upgrade_on_an_empty_database_applies_every_migration(admin_dsn, db_prefix):
    from conftest import create_db, drop_db

    # template0: no extensions at all, so upgrade must create vector, pg_trgm and age itself
    # (with age preloaded, yoyo's first DROP TABLE would fail in a database without age)
    name = f"{db_prefix}_empty"
    dsn = create_db(admin_dsn, name, template="template0")
    try:
        result = install.upgrade(dsn)
        assert {"vector", "pg_trgm"} <= set(result.extensions_created)
        assert result.migrations_applied == [p.stem for p in install.migration_files()]
        with psycopg.connect(dsn) as conn:
            applied = [m for m, _ in install.applied_migrations(conn)]
            assert applied == result.migrations_applied
            assert conn.execute("select count(*) from brain.sources").fetchone()[0] == 1
    finally:
        drop_db(admin_dsn, name)


def test_upgrade_moves_a_dbas_question_patterns_into_the_lexicon(admin_dsn, db_prefix):
    """0014 drops brain.question_patterns: a DBA's own rows become lexicon cues (the capture group as @), or stay,
    disabled, with a note when their group cannot be found; builtin rows go (the builtin cues cover them)."""
    from yoyo import get_backend, read_migrations

    from conftest import create_db, drop_db

    name = f"{db_prefix}_patterns"
    dsn = create_db(admin_dsn, name, template="template0")
    try:
        with psycopg.connect(dsn) as conn:
            install.ensure_extensions(conn)
            backend = get_backend(install._yoyo_uri(conn))
        try:
            every = read_migrations(str(MIGRATIONS))
            older = every.__class__([m for m in every if m.id < "0014"], every.post_apply)
            with backend.lock():
                backend.apply_migrations(backend.to_apply(older))
        finally:
            backend.connection.close()
        with psycopg.connect(dsn) as conn:
            conn.execute("""insert into brain.question_patterns (language, pattern, link_types, direction, priority,
                                                                 enabled, note) values
                ('en', '\\mwho keeps the books (?:at|for) (.+?)\\s*\\??$', '{works_at}', 'in', 120, true, 'books'),
                ('en', '\\mwhere does ([a-z]+) consult\\??$', '{advises}', 'out', 80, false, 'consulting'),
                ('en', '^no group here$', '{works_at}', 'in', 50, true, 'odd')""")
        install.upgrade(dsn)
        with psycopg.connect(dsn) as conn:
            assert conn.execute("select to_regclass('brain.question_patterns')").fetchone()[0] is None
            rows = conn.execute("select pattern, link_types, entity_role, priority, enabled, note "
                                "from brain.question_lexicon where not builtin order by priority desc").fetchall()
            assert [r[:5] for r in rows] == [
                ("\\mwho keeps the books (?:at|for) @\\s*\\??$", ["works_at"], "object", 120, True),
                ("\\mwhere does @ consult\\??$", ["advises"], "subject", 80, False),
                ("^no group here$", ["works_at"], "object", 50, False)]
            assert "migrated by 0014" in rows[0][5] and "not converted" in rows[2][5]
            # the moved cue plans (the normal form has no punctuation; the rest of its pattern still matches)
            conn.execute("select brain.put_page(slug => 'companies/initech', title => 'Initech')")
            steps = conn.execute("select steps from brain.plan_question('Who keeps the books at Initech?')"
                                 ).fetchone()[0]
            assert steps[0]["link_types"] == ["works_at"] and steps[0]["direction"] == "in"
    finally:
        drop_db(admin_dsn, name)


def test_reload_drops_functions_no_file_defines(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("create function brain.zz_orphan() returns int language sql as 'select 1'")
        # a stale overload of a real function (old signature left behind)
        conn.execute("create function brain.get_config(key text, extra int) returns int "
                     "language sql as 'select 1'")
    result = install.upgrade(fresh_dsn)
    assert "brain.zz_orphan()" in result.functions_removed
    assert "brain.get_config(text,integer)" in result.functions_removed
    funcs = brain_functions(fresh_dsn)
    assert "brain.zz_orphan()" not in funcs
    assert "brain.get_config(text)" in funcs
    assert not any(f.startswith("brain.get_config(text,") for f in funcs)


def test_reload_replaces_a_function_whose_return_type_changed(fresh_dsn):
    # create or replace alone would fail here ("cannot change return type of existing function")
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("drop function brain.status()")
        conn.execute("create function brain.status() returns int language sql as 'select 42'")
    install.upgrade(fresh_dsn)
    with psycopg.connect(fresh_dsn) as conn:
        rows = conn.execute("select component from brain.status()").fetchall()
        assert ("postgresql",) in rows


def test_functions_something_depends_on_are_kept(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("create function brain.zz_used(x int) returns int language sql immutable as 'select x'")
        conn.execute("create table public.zz_dep (a int, b int generated always as (brain.zz_used(a)) stored)")
    try:
        result = install.upgrade(fresh_dsn)
        assert "brain.zz_used(integer)" not in result.functions_removed
        assert "brain.zz_used(integer)" in brain_functions(fresh_dsn)
    finally:
        with psycopg.connect(fresh_dsn, autocommit=True) as conn:
            conn.execute("drop table public.zz_dep")


def test_a_broken_sql_file_changes_nothing(fresh_dsn, tmp_path, monkeypatch):
    good = install.sql_files()
    for path in good:
        target = tmp_path / path.relative_to(install.SQL_DIR)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(path.read_text())
    (tmp_path / "99_broken").mkdir()
    (tmp_path / "99_broken" / "broken.sql").write_text("create function brain.broken( returns int;")
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("create function brain.zz_orphan() returns int language sql as 'select 1'")
    before = brain_functions(fresh_dsn)
    monkeypatch.setattr(install, "SQL_DIR", tmp_path)
    monkeypatch.setattr(install, "ROOT", tmp_path)
    with pytest.raises(BrainError) as err:
        install.upgrade(fresh_dsn)
    assert "99_broken/broken.sql" in err.value.message
    assert err.value.sqlstate == "42601"
    assert err.value.hint
    # the drop of zz_orphan and every reload were rolled back with the failing file
    assert brain_functions(fresh_dsn) == before


def test_cli_upgrade_failure_is_reported_like_psql(admin_dsn):
    from conftest import dsn_for

    proc = run_cli("db", "upgrade", dsn=dsn_for(admin_dsn, "pgbrain_no_such_database_x"))
    assert proc.returncode == 7
    assert proc.stderr.startswith("ERROR:  could not connect to the database")
    assert "HINT:" in proc.stderr


def test_landed_migrations_match_the_checked_in_hash_list():
    sums = install.read_sums()
    files = {p.name: p for p in install.migration_files()}
    missing = sorted(set(files) - set(sums))
    assert not missing, (
        f"migrations without a hash in migrations/SHA256SUMS: {missing}; add them with "
        "`cd migrations && sha256sum NNNN_name.sql >> SHA256SUMS`")
    gone = sorted(set(sums) - set(files))
    assert not gone, f"landed migrations were deleted: {gone}"
    for name, path in files.items():
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        assert digest == sums[name], (
            f"{name} was edited after it landed; migrations are immutable: write a new one")


def test_migrations_are_numbered_and_chained():
    # numbers increase from 0001 without repeats; branches developed in parallel reserve numbers, so there
    # may be gaps, and a migration depends on one earlier migration (the one it was written against)
    files = install.migration_files()
    assert files, "no migrations"
    assert files[0].name.startswith("0001_")
    numbers = [int(p.name[:4]) for p in files]
    assert numbers == sorted(set(numbers)), f"migration numbers repeat: {numbers}"
    for i, path in enumerate(files):
        assert re.fullmatch(r"\d{4}_[a-z0-9_]+\.sql", path.name), path.name
        depends = [line.split(":", 1)[1].split() for line in path.read_text().splitlines()[:5]
                   if line.startswith("-- depends:")]
        if i == 0:
            assert not depends, f"{path.name} is the first migration"
            continue
        assert len(depends) == 1 and depends[0], f"{path.name} must say `-- depends: <an earlier migration>`"
        earlier = {p.stem for p in files[:i]}
        assert set(depends[0]) <= earlier, f"{path.name} depends on {depends[0]}, not all of them earlier"


def test_one_public_function_per_sql_file():
    pattern = re.compile(r"create\s+or\s+replace\s+function\s+brain\.([a-z_][a-z0-9_]*)\s*\(", re.I)
    for path in install.sql_files():
        names = pattern.findall(path.read_text())
        public = [n for n in names if not n.startswith("_")]
        assert len(public) <= 1, f"{path}: more than one public function: {public}"
        if public:
            assert path.stem == public[0], f"{path}: file name must be the function name ({public[0]})"
        assert re.fullmatch(r"\d{2}_[a-z0-9_]+", path.parent.name), f"{path}: folder must be NN_area"


def test_sql_files_have_the_convention_header():
    for path in install.sql_files():
        text = path.read_text()
        # security definer only with its justification (tests/schema/test_catalog.py keeps the allow-list)
        security = "security definer" if "-- SECURITY DEFINER:" in text else "security invoker"
        for needle in ("language ", security, "comment on function"):
            assert needle in text, f"{Path(path).relative_to(ROOT)} lacks `{needle}`"
        # pg_catalog before public, pg_temp named last (ag_catalog only for the graph functions)
        assert re.search(r"^set search_path = brain, pg_catalog, (ag_catalog, )?public, pg_temp$", text, re.M), \
            f"{Path(path).relative_to(ROOT)} lacks `set search_path = brain, pg_catalog, public, pg_temp`"
