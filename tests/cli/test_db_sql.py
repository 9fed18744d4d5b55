"""`pgbrain db sql`: the schema as one idempotent psql script, for a database host without Python (issue 20). Applied
with psql to a fresh database it makes the same catalog as `pgbrain db upgrade`; applied again it changes nothing;
applied to an older brain it upgrades it, keeping its pages; and `pgbrain db upgrade` goes on from it."""

from __future__ import annotations

import subprocess
from pathlib import Path

import psycopg
import pytest

from conftest import create_db, drop_db, dsn_for, psql_path, run_cli

ROOT = Path(__file__).resolve().parents[2]

# what a database holds, as comparable text: relations and their columns, constraints, indexes, routines (with their
# source, settings and grants), triggers, policies, comments, extensions, the migrations recorded, and the rows of
# the brain's tables (counts: their defaults take the time of the insert)
SNAPSHOT = r"""
select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || c.relrowsecurity || ' '
       || coalesce(c.relacl::text, '')
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where n.nspname in ('brain', 'public') and c.relpersistence <> 't'
union all
select 'col ' || n.nspname || '.' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
       || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') || ' ' || a.attgenerated::text
       || ' ' || coalesce(a.attacl::text, '')
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
 where n.nspname in ('brain', 'public') and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'v', 'm', 'p')
union all
select 'con ' || n.nspname || '.' || t.relname || ' ' || o.conname || ' ' || pg_get_constraintdef(o.oid)
  from pg_constraint o join pg_class t on t.oid = o.conrelid join pg_namespace n on n.oid = t.relnamespace
 where n.nspname in ('brain', 'public')
union all
select 'idx ' || indexdef from pg_indexes where schemaname in ('brain', 'public')
union all
select 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) || ' ' || coalesce(p.proconfig::text, '') || ' '
       || p.prosecdef || ' ' || p.provolatile::text || ' ' || coalesce(p.proacl::text, '') || ' '
       || coalesce(obj_description(p.oid, 'pg_proc'), '')
  from pg_proc p where p.pronamespace = 'brain'::regnamespace
union all
select 'trg ' || pg_get_triggerdef(t.oid) from pg_trigger t join pg_class c on c.oid = t.tgrelid
 where c.relnamespace = 'brain'::regnamespace and not t.tgisinternal
union all
select 'pol ' || schemaname || '.' || tablename || ' ' || policyname || ' ' || cmd || ' ' || roles::text || ' '
       || coalesce(qual, '') || ' ' || coalesce(with_check, '')
  from pg_policies where schemaname = 'brain'
union all
select 'cmt ' || c.relname || ' ' || coalesce(obj_description(c.oid, 'pg_class'), '')
  from pg_class c where c.relnamespace = 'brain'::regnamespace
union all
select 'ext ' || extname || ' ' || extversion from pg_extension
union all
select 'nsp ' || nspname || ' ' || coalesce(nspacl::text, '') from pg_namespace where nspname = 'brain'
union all
select 'mig ' || migration_id || ' ' || migration_hash from public._yoyo_migration
union all
select 'yoyo ' || version from public._yoyo_version
"""


def snapshot(dsn: str) -> set[str]:
    with psycopg.connect(dsn) as conn:
        rows = {r[0] for r in conn.execute(SNAPSHOT)}
        tables = [r[0] for r in conn.execute(
            "select format('%I.%I', schemaname, relname) from pg_stat_user_tables where schemaname = 'brain'")]
        for t in tables:
            rows.add(f"rows {t} {conn.execute(f'select count(*) from {t}').fetchone()[0]}")
        # the rule tables' data, whole (a migration that seeds or rewrites rules must do so under the script too)
        for t, cols in (("brain.link_rules", "link_type, language, scope, direction, pattern, priority, enabled"),
                        ("brain.held_rules", "bound, language, pattern, enabled")):
            rows.add(f"data {t} " + conn.execute(
                f"select md5(string_agg(r::text, '|' order by r::text)) from (select {cols} from {t}) r").fetchone()[0])
    return rows


def apply(script: Path, dsn: str) -> subprocess.CompletedProcess:
    return subprocess.run([psql_path(), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", dsn, "-f", str(script)],
                          capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def script(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("dbsql") / "pgbrain.sql"
    proc = run_cli("db", "sql", "-o", str(path))
    assert proc.returncode == 0, proc.stderr
    assert f"wrote {path}" in proc.stdout
    return path


@pytest.fixture
def empty_db(admin_dsn, db_prefix):
    made = []

    def make(tag: str) -> str:
        name = f"{db_prefix}_sql_{tag}"
        made.append(name)
        return create_db(admin_dsn, name)

    yield make
    for name in made:
        drop_db(admin_dsn, name)


def test_the_script_makes_what_upgrade_makes_and_is_idempotent(script, template_db, admin_dsn, empty_db):
    upgraded = snapshot(dsn_for(admin_dsn, template_db))
    dsn = empty_db("fresh")
    first = apply(script, dsn)
    assert first.returncode == 0, first.stderr
    assert first.stdout == "", "the script prints nothing on success"
    made = snapshot(dsn)
    assert made - upgraded == set() and upgraded - made == set()
    # again: nothing pending, the functions reloaded, the same catalog
    again = apply(script, dsn)
    assert again.returncode == 0, again.stderr
    assert snapshot(dsn) == made
    # and `pgbrain db upgrade` goes on from it: nothing pending
    proc = run_cli("db", "upgrade", dsn=dsn)
    assert proc.returncode == 0, proc.stderr
    assert "migrations applied: 0 (none pending)" in proc.stdout


def test_the_script_upgrades_an_older_brain_and_keeps_its_pages(script, admin_dsn, empty_db, tmp_path):
    # an older brain: the first migrations only, applied by yoyo as `pgbrain db upgrade` of that time did
    from yoyo import get_backend, read_migrations

    from pgbrain import install

    older = tmp_path / "migrations"
    older.mkdir()
    files = install.migration_files()
    for f in files[:30]:
        (older / f.name).write_bytes(f.read_bytes())
    dsn = empty_db("older")
    with psycopg.connect(dsn, autocommit=True) as conn:
        install.ensure_extensions(conn)
        backend = get_backend(install._yoyo_uri(conn))
    try:
        with backend.lock():
            backend.apply_migrations(backend.to_apply(read_migrations(str(older))))
    finally:
        backend.connection.close()
    # with a page of its time, written to its tables directly (its functions are not loaded)
    with psycopg.connect(dsn) as conn:
        conn.execute("insert into brain.pages (slug, type, title, compiled_truth, content_hash) "
                     "values ('people/ada', 'person', 'Ada', 'Ada works on engines.', "
                     "encode(sha256('Ada works on engines.'), 'hex'))")
    proc = apply(script, dsn)
    assert proc.returncode == 0, proc.stderr
    with psycopg.connect(dsn) as conn:
        applied = [r[0] for r in conn.execute("select migration_id from public._yoyo_migration order by 1")]
        assert applied == [f.stem for f in files]
        assert conn.execute("select title from brain.pages where slug = 'people/ada'").fetchone()[0] == "Ada"
        # the functions work on it
        assert conn.execute("select title from brain.get_page('people/ada')").fetchone()[0] == "Ada"
        logged = conn.execute("select count(*) from public._yoyo_log where comment = 'pgbrain db sql'").fetchone()[0]
        assert logged == len(files) - 30


def test_a_failing_script_stops_and_leaves_the_brain_as_it_was(script, admin_dsn, empty_db, tmp_path):
    # a function file that fails mid-way: the functions' transaction rolls back, the brain keeps its old functions
    dsn = empty_db("fail")
    assert apply(script, dsn).returncode == 0
    before = snapshot(dsn)
    broken = tmp_path / "broken.sql"
    text = script.read_text(encoding="utf-8")
    marker = "-- sql/50_search/"
    at = text.index(marker)
    broken.write_text(text[:at] + "select brain.no_such_function();\n" + text[at:], encoding="utf-8")
    proc = apply(broken, dsn)
    assert proc.returncode != 0
    assert "no_such_function" in proc.stderr
    assert snapshot(dsn) == before


def test_db_sql_to_stdout_and_bad_output(tmp_path):
    proc = run_cli("db", "sql")
    assert proc.returncode == 0
    assert proc.stdout.startswith("-- pgbrain ")
    assert "\\set ON_ERROR_STOP on" in proc.stdout
    assert "create or replace function brain.search(" in proc.stdout
    bad = run_cli("db", "sql", "-o", str(tmp_path / "no" / "such" / "dir.sql"))
    assert bad.returncode == 1
    assert bad.stderr.startswith("ERROR:  could not write")
    assert "HINT:" in bad.stderr
