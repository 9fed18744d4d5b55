"""Attacks by a restricted login on the functions that run as their owner (issue 13 item 1).

Each test runs in its own clone of the template database, as a real LOGIN role granted one source, and plays the
hostile caller: temporary tables named like the ones the write paths used to reuse (and like brain's tables), with
triggers that would make the login a superuser if they ever ran as the owner; objects that would shadow built-ins in
public; internal helpers called directly. The legitimate calls must still work, and nothing must escalate."""

from __future__ import annotations

import itertools
import os

import psycopg
import pytest
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from conftest import expect_error
from pgbrain.api import Brain
from pgbrain.code import parse_code
from pgbrain.ingest import put_text

_ids = itertools.count()

# the temporary tables the SECURITY DEFINER write paths used before issue 13 (with their columns then), and
# names of brain tables a definer might have read unqualified
ATTACK_TABLES = {
    "_brain_facts": "row_num int, fact text, kind text, entity_slug text, entity_id bigint, valid_from timestamptz, "
                    "valid_to timestamptz, confidence real, notability text, context text",
    "_brain_pg": "id bigint primary key, source_id text, slug text, type text, text text",
    "_brain_refs": "page_id bigint, page_source text, page_type text, ord integer, link_source text, "
                   "origin_field text, raw_name text, target text, target_source text, needs_resolution boolean, "
                   "dir_hints text[], fixed_type text, fixed_direction text, context text, mention_start integer, "
                   "mention_end integer, to_id bigint, to_slug text, resolution text, reason text, expected text[], "
                   "sentence text, written text, cjk boolean",
    "_brain_edges": "origin_id bigint, ord integer, from_id bigint, to_id bigint, link_type text, link_source text, "
                    "origin_field text, context text, resolution text",
    "_brain_diff": "origin_id bigint, change text, from_id bigint, to_id bigint, link_type text, link_source text, "
                   "origin_field text",
    "_brain_code_todo": "id bigint primary key, from_chunk_id bigint, from_page_id bigint, "
                        "from_symbol_qualified text, to_symbol_qualified text, to_symbol_name text, "
                        "to_symbol_norm text, edge_type text, module text, bare boolean, member boolean, "
                        "common boolean",
    "_pr_node": "id bigint, i integer",
    "_pr_edge": "src integer, dst integer",
    "pages": "id bigint, source_id text, slug text",
    "links": "id bigint",
    "config": "key text, value jsonb",
    "sources": "id text, trusted boolean",
    "source_grants": "role_name text, source_id text, can_write boolean",
}


@pytest.fixture
def hostile(fresh_dsn):
    """(owner connection, login connection, login name): the login is a brain_writer that auto-links, granted to
    write source sec1 only; sec2 holds another team's page."""
    login = f"pgbrain_t{os.getpid()}_hostile{next(_ids)}"
    owner = psycopg.connect(fresh_dsn, autocommit=True)
    owner.execute(sql.SQL("create role {} login in role brain_writer, brain_auto_link").format(sql.Identifier(login)))
    owner.execute("select * from brain.add_source(source_id => 'sec1')")
    owner.execute("select * from brain.add_source(source_id => 'sec2')")
    owner.execute("select * from brain.grant_source(role_name => %s, source_id => 'sec1', can_write => true)", [login])
    put_text(owner, "# Acme\n\nAcme builds rockets.\n", "companies/acme", source_id="sec1")
    put_text(owner, "# Other\n\nSecret plans.\n", "companies/other", source_id="sec2")
    me = psycopg.connect(make_conninfo(**{**conninfo_to_dict(fresh_dsn), "user": login}), autocommit=True)
    try:
        yield owner, me, login
    finally:
        me.close()
        owner.execute(sql.SQL("drop owned by {}").format(sql.Identifier(login)))
        owner.execute(sql.SQL("drop role if exists {}").format(sql.Identifier(login)))
        owner.close()


def plant_traps(me: psycopg.Connection, login: str) -> None:
    """Temporary tables with triggers on every statement kind: were any of them used by a function running as its
    owner, the login would become superuser, and pg_temp.fired would say which table."""
    me.execute("create temp table fired (tab text, as_role text)")
    me.execute(sql.SQL("""
        create function pg_temp.pwn() returns trigger language plpgsql as $f$
        begin
            insert into pg_temp.fired values (tg_table_name, current_user);
            execute 'alter role {} superuser';
            return null;
        end $f$""").format(sql.Identifier(login)))
    for name, columns in ATTACK_TABLES.items():
        me.execute(f"create temp table {name} ({columns})")
        me.execute(f"create trigger pwn_rows after insert or update or delete on pg_temp.{name} "
                   "for each statement execute function pg_temp.pwn()")
        me.execute(f"create trigger pwn_trunc after truncate on pg_temp.{name} "
                   "for each statement execute function pg_temp.pwn()")
    # the traps work: the login's own write to one of them fires it (as the login, who may not alter roles)
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        me.execute("insert into pg_temp._brain_facts (fact) values ('x')")


def assert_not_escalated(owner: psycopg.Connection, me: psycopg.Connection, login: str) -> None:
    assert owner.execute("select rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = %s",
                         [login]).fetchone() == (False, False, False)
    assert me.execute("select * from pg_temp.fired").fetchall() == []
    assert not me.execute("select pg_has_role(current_user, 'brain_admin', 'member')").fetchone()[0]


PAGE = """---
company: Acme
---
# Eve

Eve works at [[companies/acme]] and advises [[companies/initech]].

## Facts

- Eve has 3 patents

<!-- timeline -->
- 2024-05-01: Eve joined [[companies/acme]]
"""


def test_caller_temp_tables_never_run_as_the_owner_on_any_write_path(hostile):
    owner, me, login = hostile
    plant_traps(me, login)
    brain = Brain(me)
    # put_page: chunks, references, timeline, takes, facts and the link engine (and the pages waiting for it)
    r, _ = put_text(me, PAGE, "people/eve", source_id="sec1", create_source=False)
    assert r.status == "new" and r.links_added >= 2, r
    r, _ = put_text(me, "# Initech\n\nInitech sells software.\n", "companies/initech", source_id="sec1",
                    create_source=False)
    assert r.status == "new"
    # the pending reference of people/eve was completed by that write
    assert me.execute("select count(*) from brain.links l join brain.pages p on p.id = l.to_page_id "
                      "where p.slug = 'companies/initech' and l.valid_to is null").fetchone()[0] == 1
    # the same page again, changed (retires and re-adds edges, replaces facts)
    r, _ = put_text(me, PAGE.replace("advises", "invested in").replace("3 patents", "4 patents"), "people/eve",
                    source_id="sec1", create_source=False)
    assert r.status == "updated" and r.links_retired >= 1, r
    # the batch write of a bulk import (brain.put_pages: every derived table set-based, and the per-page fallback)
    rows = me.execute("""select status, error_sqlstate from brain.put_pages(source_id => 'sec1', pages => '[
        {"slug": "people/zed", "compiled_truth": "Zed advises [[companies/acme]].",
         "candidates": [{"target": "companies/acme", "kind": "wikilink", "context": "Zed advises Acme."}],
         "takes": [{"claim": "x"}], "facts": [{"fact": "Zed has a cat"}],
         "timeline_entries": [{"date": "2024-01-01", "summary": "Zed started"}]},
        {"slug": "people/zoe", "takes": [{"claim": "a", "row_num": 1}, {"claim": "b", "row_num": 1}]}]')""").fetchall()
    assert rows == [("new", None), ("failed", "21000")]
    exc = expect_error(me, "select * from brain.put_pages(source_id => 'sec2', pages => '[{\"slug\": \"people/x\"}]')",
                       sqlstate="42501")
    assert "may not write to source" in exc.diag.message_primary
    me.execute("select * from brain.relink_page(slug => 'people/eve', source_id => 'sec1')")
    me.execute("select * from brain.relink_pages(sources => array['sec1'], which => 'all')")
    me.execute("select * from brain.relink_pages(which => 'unresolved')")
    me.execute("select * from brain.relink_batch(sources => array['sec1'], which => 'stale')")
    exc = expect_error(me, "select * from brain.relink_batch(sources => array['sec2'])", sqlstate="42501")
    assert "may not write to source" in exc.diag.message_primary
    # the manual memory layers and edges
    me.execute("select * from brain.add_fact(slug => 'people/eve', fact => 'Eve likes tea', source_id => 'sec1')")
    me.execute("select * from brain.add_take(slug => 'people/eve', claim => 'Acme will grow', source_id => 'sec1')")
    me.execute("select * from brain.add_timeline_entry(slug => 'people/eve', date => '2025-01-01', "
               "summary => 'Eve spoke', source_id => 'sec1')")
    me.execute("select * from brain.add_link(from_slug => 'people/eve', to_slug => 'companies/acme', "
               "link_type => 'founded', source_id => 'sec1')")
    me.execute("select * from brain.remove_link(from_slug => 'people/eve', to_slug => 'companies/acme', "
               "link_type => 'founded', source_id => 'sec1')")
    # code pages and their resolver (once used _brain_code_todo)
    for path, code in (("src/app.py", "from util import helper\n\ndef main():\n    return helper()\n"),
                       ("src/util.py", "def helper():\n    return 1\n")):
        page = parse_code(code, path)
        brain.put_code_page(page.path, page.code, page.language, page.chunks, page.symbols, page.edges,
                            source_id="sec1", frontmatter=page.frontmatter, import_path=path)
    me.execute("select * from brain.resolve_code_edges(source_id => 'sec1')")
    # embeddings, delete and restore
    dims = me.execute("select (value #>> '{}')::int from brain.config where key = 'embedding.dimensions'").fetchone()[0]
    model = me.execute("select value #>> '{}' from brain.config where key = 'embedding.model'").fetchone()[0]
    chunk, text_hash = me.execute(
        "select c.id, encode(sha256(convert_to(c.chunk_text, 'UTF8')), 'hex') from brain.content_chunks c "
        "join brain.pages p on p.id = c.page_id where p.slug = 'people/eve' limit 1").fetchone()
    brain.put_embeddings([{"chunk_id": chunk, "text_hash": text_hash, "embedding": [0.1] * dims}], model)
    me.execute("select * from brain.delete_page(slug => 'companies/initech', source_id => 'sec1')")
    me.execute("select * from brain.restore_page(slug => 'companies/initech', source_id => 'sec1')")
    # pruning an import (the code pages were imported; keep one of them)
    assert me.execute("select slug from brain.prune_import(source_id => 'sec1', keep_slugs => array['src-app-py'])"
                      ).fetchall() == [("src-util-py",)]
    me.execute("select * from brain.reconcile_page(slug => 'people/eve', source_id => 'sec1')")
    # the read definers
    me.execute("select * from brain.search(query => 'who works at Acme?')").fetchall()
    me.execute("select * from brain.search_keyword(query => 'rockets')").fetchall()
    me.execute("select * from brain.search_vector(query_embedding => array_fill(0.1, array[%s])::vector)",
               [dims]).fetchall()
    me.execute("select * from brain.expand_query(query => 'Acme')").fetchall()
    assert_not_escalated(owner, me, login)
    # and the other team's source was neither read nor written
    assert owner.execute("select count(*) from brain.pages where source_id = 'sec2'").fetchone()[0] == 1


def test_the_reported_exploit_as_a_writer_without_auto_link(hostile):
    """The reproduction from the issue, verbatim: a plain brain_writer (no auto-link) and the facts path."""
    owner, me, login = hostile
    owner.execute(sql.SQL("revoke brain_auto_link from {}").format(sql.Identifier(login)))
    plant_traps(me, login)
    row = me.execute("select status from brain.put_page(slug => 'people/evil', source_id => 'sec1', "
                     "compiled_truth => 'x', facts => '[{\"fact\":\"f\"}]')").fetchone()
    assert row == ("new",)
    # a batch from it is stored without edges, and says why
    assert me.execute("select status, auto_link_skipped from brain.put_pages(source_id => 'sec1', pages => "
                      "'[{\"slug\": \"people/evil2\", \"facts\": [{\"fact\": \"f\"}]}]')").fetchone() == ("new", "role")
    me.execute("select * from brain.relink_pages(sources => array['sec1'])")
    assert_not_escalated(owner, me, login)


def test_a_brain_mcp_login_cannot_escalate_either(hostile):
    """The hard-boundary login docs/mcp.md recommends: only a member of brain_mcp."""
    owner, me, login = hostile
    owner.execute(sql.SQL("revoke brain_writer, brain_auto_link from {}").format(sql.Identifier(login)))
    owner.execute(sql.SQL("grant brain_mcp to {}").format(sql.Identifier(login)))
    plant_traps(me, login)
    put_text(me, PAGE, "people/mallory", source_id="sec1", create_source=False)
    me.execute("select * from brain.relink_pages(which => 'all')")
    me.execute("select * from brain.search(query => 'Acme')").fetchall()
    assert_not_escalated(owner, me, login)


def test_the_login_cannot_shadow_built_ins_or_call_internal_helpers(hostile):
    owner, me, login = hostile
    for statement in ("create table public.pages (id bigint)",
                      "create function public.lower(text) returns text language sql as 'select ''x'''",
                      "create table brain.x (id bigint)",
                      "create function brain.lower(text) returns text language sql as 'select ''x'''"):
        exc = expect_error(me, statement, sqlstate="42501", hint=False)
        assert "permission denied for schema" in exc.diag.message_primary
    for call in ("select * from brain._relink_pages(array[1::bigint])",
                 "select brain._replace_page_facts(array[1::bigint], 'sec1', array['[]'::jsonb])",
                 "select * from brain._write_pages('sec1', '{}')",
                 "select brain._prepare_page('notes/x', null, null, '', '', '{}', null, null, null, null, null, null, "
                 "null, 'sec1', true, true)",
                 "select brain._resolve_code_edges('sec1', '{}', '{}')",
                 "select * from brain._page_facts_in(array[1::bigint], 'sec1', array['[]'::jsonb])",
                 "select brain._store_candidates(array[1::bigint], array['[]'::jsonb])"):
        exc = expect_error(me, call, sqlstate="42501", hint=False)
        assert "permission denied for function" in exc.diag.message_primary
    # what they were for is public and documented
    assert me.execute("select brain.check_search(query => 'acme'), brain.type_from_slug(slug => 'people/x'), "
                      "brain.ensure_source(source_id => 'sec1')").fetchone() == (10, "person", "sec1")
    expect_error(me, "select brain.ensure_source(source_id => 'nope')", sqlstate="P0002")
    expect_error(me, "select brain.ensure_source(source_id => 'sec1', create_missing => null)", sqlstate="22004")
    expect_error(me, "select brain.check_search(query => '')", sqlstate="22023")
    expect_error(me, "select brain.type_from_slug(slug => null)", sqlstate="22004")
    assert_not_escalated_plain(owner, login)


def assert_not_escalated_plain(owner: psycopg.Connection, login: str) -> None:
    assert owner.execute("select rolsuper from pg_roles where rolname = %s", [login]).fetchone() == (False,)
