"""Catalog tests: the conventions of ../shared/conventions.md §14, enforced on the real schema."""

from __future__ import annotations

from conftest import ROOT

_WRITE = "brain_writer members write without table privileges; checks the write grant on the source first"
_SEARCH = ("row-level security would forbid the full-text, trigram and HNSW index scans (operators not leakproof); "
           "every arm keeps to brain._read_scope, the sources the caller may read")
# security definer functions must be listed here, each with the reason (docs/security.md)
SECURITY_DEFINER_ALLOWED: dict[str, str] = {
    **{name: _WRITE for name in ("put_page", "delete_page", "restore_page", "add_link", "remove_link", "add_fact",
                                 "add_take", "add_timeline_entry", "put_embeddings", "relink_page", "reconcile_page",
                                 "relink_pages", "relink_batch", "put_code_page", "resolve_code_edges", "prune_import",
                                 "put_pages")},
    **{name: _SEARCH for name in ("search", "search_keyword", "search_vector", "expand_query")},
    "cypher": "AGE has no row-level security: serves only callers who read every source; writes for admins only",
    "_access": "row-level security policies must read brain.source_grants whole for any caller",
}
SQL_DIR = ROOT / "sql"


def rows(conn, query, params=None):
    return conn.execute(query, params).fetchall()


def test_every_public_function_has_a_comment(conn):
    missing = rows(conn, """
        select p.proname from pg_proc p
         where p.pronamespace = 'brain'::regnamespace and p.proname !~ '^_'
           and coalesce(obj_description(p.oid, 'pg_proc'), '') = ''""")
    assert missing == []


def test_comments_carry_an_example(conn):
    lacking = rows(conn, """
        select p.proname from pg_proc p
         where p.pronamespace = 'brain'::regnamespace and p.proname !~ '^_'
           and obj_description(p.oid, 'pg_proc') !~* 'example: *select'""")
    assert lacking == []


PINNED_SEARCH_PATHS = {
    "search_path=brain, pg_catalog, public, pg_temp",
    # graph functions (Apache AGE) only
    "search_path=brain, pg_catalog, ag_catalog, public, pg_temp",
}


def test_every_function_pins_its_search_path(conn):
    """pg_catalog before public (nobody may shadow a built-in) and pg_temp named last (else it is searched first), on
    every brain function, not only the definers."""
    unpinned = [r for r in rows(conn, """
        select p.proname, p.proconfig from pg_proc p where p.pronamespace = 'brain'::regnamespace""")
                if not any(c in PINNED_SEARCH_PATHS for c in (r[1] or []))]
    assert unpinned == []
    age = {r[0] for r in rows(conn, """
        select p.proname from pg_proc p
         where p.pronamespace = 'brain'::regnamespace and 'search_path=brain, pg_catalog, ag_catalog, public, pg_temp'
               = any (p.proconfig)""")}
    assert age and all(n.startswith("_age_") or n in ("cypher", "sync_graph") for n in age), age


def test_no_function_uses_temporary_objects(conn):
    """SECURITY DEFINER calls must never use a table the caller could have created in pg_temp (a trigger on it runs
    as the owner): no brain function reads or writes a temporary table, except refresh_pagerank (an admin's own
    SECURITY INVOKER call), which creates its two in the call (failing if they exist) and drops them."""
    found = {r[0]: r[1] for r in rows(conn, """
        select p.proname, p.prosrc from pg_proc p
         where p.pronamespace = 'brain'::regnamespace
           and p.prosrc ~* '(\\mtemp(orary)?\\s+table\\M|\\mpg_temp\\.|\\mpg_my_temp_schema\\M)'""")}
    assert set(found) <= {"refresh_pagerank"}, sorted(found)
    src = found["refresh_pagerank"]
    assert not conn.execute("select prosecdef from pg_proc where oid = 'brain.refresh_pagerank'::regproc").fetchone()[0]
    assert src.count("create temp table pg_temp.") == 2 and "on commit drop" in src
    assert "to_regclass" not in src, "a temporary table is created in the call, never looked up and reused"


def test_only_the_owner_may_create_in_brain_and_public(conn):
    """A role that can create in brain or public could shadow a table, type or function inside a definer."""
    may_create = rows(conn, """
        select n.nspname, r.rolname from pg_namespace n cross join pg_roles r
         where n.nspname in ('brain', 'public') and not r.rolsuper and r.oid <> n.nspowner
           and r.rolname !~ '^pg_' and has_schema_privilege(r.oid, n.oid, 'CREATE')""")
    assert may_create == []
    assert not conn.execute("select has_schema_privilege('public', 'public', 'CREATE')").fetchone()[0]


# helpers the definers run as their owner: no brain role but admins may call them itself (the write engine, the code
# resolver, the memory layers, the search arms)
OWNER_ONLY_HELPERS = ("_relink_pages", "_relink_refs", "_relink_resolve", "_relink_type", "_relink_arrived",
                      "_relink_apply", "_replace_page_facts", "_page_facts_in", "_replace_page_takes",
                      "_replace_page_timeline", "_replace_chunks", "_store_candidates", "_write_pages",
                      "_prepare_page", "_try_prepare_page", "_relink_claimed", "_relink_next", "_relink_scope",
                      "_resolve_code_edges", "_search_arms", "_search_fuse", "_search_relational")


def test_python_calls_no_internal_helper():
    """What the CLI and the MCP server called brain._* for has public, documented functions (ensure_source,
    check_search, type_from_slug); only `pgbrain db upgrade` runs brain._apply_security and brain._after_upgrade (as
    an admin)."""
    import re

    pkg = ROOT / "python" / "pgbrain"
    calls = {(path.name, m) for path in pkg.glob("*.py")
             for m in re.findall(r"brain\._[a-z0-9_]+\(", path.read_text(encoding="utf-8"))}
    assert calls <= {("install.py", "brain._apply_security("), ("install.py", "brain._after_upgrade(")}, calls


def test_internal_helpers_are_not_executable_by_the_brain_roles(conn):
    assert rows(conn, "select proname from pg_proc where pronamespace = 'brain'::regnamespace and proname = any "
                      "('{_ensure_source,_search_limits,_type_from_slug}')") == []
    granted = rows(conn, """
        select p.proname, r.rolname from pg_proc p
          -- (admins may run the helpers their own SECURITY INVOKER functions need, such as remove_source's relink:
          -- with their own rights, which already include every table)
          cross join (values ('brain_reader'), ('brain_writer'), ('brain_mcp'), ('brain_auto_link')) r(rolname)
         where p.pronamespace = 'brain'::regnamespace and p.proname = any (%s)
           and has_function_privilege(r.rolname, p.oid, 'execute')""", [list(OWNER_ONLY_HELPERS)])
    assert granted == []
    # and every internal helper a brain role may execute is one a SECURITY INVOKER entry point or a policy calls
    callers = {r[0]: r[1] for r in rows(conn, """
        select h.proname, array_agg(distinct p.proname)
          from pg_proc h join pg_proc p on p.pronamespace = h.pronamespace
                                       and p.prosrc ~ ('brain\\.' || h.proname || '\\s*\\(')
         where h.pronamespace = 'brain'::regnamespace and h.proname ~ '^_'
         group by h.proname""")}
    policy_helpers = {r[0] for r in rows(conn, """
        select distinct m[1] from pg_policies pp,
               regexp_matches(coalesce(pp.qual, '') || coalesce(pp.with_check, ''), 'brain\\.(_[a-z0-9_]+)\\(', 'g') m
         where pp.schemaname = 'brain'""")}
    assert policy_helpers == {"_access"}
    executable = {r[0] for r in rows(conn, """
        select p.proname from pg_proc p
         where p.pronamespace = 'brain'::regnamespace and p.proname ~ '^_'
           and has_function_privilege('brain_reader', p.oid, 'execute')""")}
    definers = {r[0] for r in rows(conn, "select proname from pg_proc where pronamespace = 'brain'::regnamespace "
                                         "and prosecdef")}
    for helper in executable - policy_helpers:
        assert set(callers.get(helper, [])) - definers, f"{helper} is executable but only definers call it"


def test_admins_may_run_what_generated_columns_and_index_expressions_call(conn):
    # (an admin's INSERT into question_lexicon computes its words with the admin's own rights)
    called = rows(conn, """
        select distinct p.proname from pg_depend d join pg_proc p on p.oid = d.refobjid
         where d.refclassid = 'pg_proc'::regclass and p.pronamespace = 'brain'::regnamespace
           and (d.classid = 'pg_attrdef'::regclass
                or (d.classid = 'pg_class'::regclass
                    and exists (select 1 from pg_index i where i.indexrelid = d.objid)))
           and has_function_privilege('brain_admin', p.oid, 'execute')""")
    assert {"_name_norm", "_cue_words", "_cjk_bigrams"} <= {r[0] for r in called}


def test_no_overloads(conn):
    overloaded = rows(conn, """
        select p.proname, count(*) from pg_proc p
         where p.pronamespace = 'brain'::regnamespace
         group by p.proname having count(*) > 1""")
    assert overloaded == []


def test_security_definer_only_where_allowed(conn):
    definers = {r[0] for r in rows(conn, """
        select p.proname from pg_proc p
         where p.pronamespace = 'brain'::regnamespace and p.prosecdef""")}
    assert definers == set(SECURITY_DEFINER_ALLOWED), definers ^ set(SECURITY_DEFINER_ALLOWED)


def test_security_definers_are_justified_and_check_the_caller(conn):
    for name in SECURITY_DEFINER_ALLOWED:
        [path] = list(SQL_DIR.rglob(f"{name}.sql"))
        text = path.read_text(encoding="utf-8")
        assert "-- SECURITY DEFINER:" in text, f"{path}: say why it is a security definer"
        body = conn.execute("select prosrc from pg_proc where oid = %s::regproc", [f"brain.{name}"]).fetchone()[0]
        if SECURITY_DEFINER_ALLOWED[name] == _WRITE:
            # (directly, or through the checks the relinks share, which call it)
            assert "brain._check_write(" in body or "brain._relink_scope(" in body, \
                f"{name} must check the caller's write grant"
        elif SECURITY_DEFINER_ALLOWED[name] == _SEARCH:
            assert "brain._search_fuse(" in body or "brain._read_scope(" in body, name
        elif name == "cypher":
            assert "brain._caller()" in body and "restricted" in body


def test_the_shared_relink_checks_check_the_write_grant(conn):
    body = conn.execute("select prosrc from pg_proc where oid = 'brain._relink_scope'::regproc").fetchone()[0]
    assert "perform brain._check_write(s) from unnest(sources) s" in body and "a.write_scope" in body


def test_public_has_no_execute_on_brain_functions(conn):
    public = rows(conn, """
        select p.proname from pg_proc p
         where p.pronamespace = 'brain'::regnamespace and has_function_privilege('public', p.oid, 'execute')""")
    assert public == []


def test_reads_are_not_volatile(conn):
    # functions named like reads must be stable (or immutable) so the planner can inline/cache
    volatile_reads = rows(conn, """
        select p.proname from pg_proc p
         where p.pronamespace = 'brain'::regnamespace and p.provolatile = 'v'
           and p.proname ~ '^(get_|status$|table_counts$|search|traverse|backlinks|neighbors)'""")
    assert volatile_reads == []


def test_every_table_has_a_primary_key_and_a_comment(conn):
    bad = rows(conn, """
        select c.relname,
               exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p') as has_pk,
               coalesce(obj_description(c.oid, 'pg_class'), '') <> '' as has_comment
          from pg_class c
         where c.relnamespace = 'brain'::regnamespace and c.relkind in ('r', 'p')""")
    assert bad, "no tables found in schema brain"
    assert [r for r in bad if not (r[1] and r[2])] == []


def test_every_column_of_every_table_is_commented_except_bookkeeping(conn):
    bookkeeping = {"id", "created_at", "updated_at"}
    missing = [r for r in rows(conn, """
        select c.relname, a.attname from pg_class c
          join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         where c.relnamespace = 'brain'::regnamespace and c.relkind = 'r'
           and coalesce(col_description(c.oid, a.attnum), '') = ''""") if r[1] not in bookkeeping]
    assert missing == []


def test_every_foreign_key_is_indexed(conn):
    # an index whose leading columns are the foreign key's columns; partial only when the
    # predicate is `fk IS NOT NULL` (an FK lookup `fk = $1` implies it, so the index serves it)
    unindexed = rows(conn, """
        select k.conrelid::regclass::text, k.conname
          from pg_constraint k
         where k.contype = 'f' and k.connamespace = 'brain'::regnamespace
           and not exists (
                 select 1 from pg_index i
                  where i.indrelid = k.conrelid
                    and (i.indpred is null
                         or pg_get_expr(i.indpred, i.indrelid) ~ '^\\(\\w+ IS NOT NULL\\)$')
                    and (i.indkey::int2[])[0:array_length(k.conkey, 1) - 1] @> k.conkey
                    and (i.indkey::int2[])[0:array_length(k.conkey, 1) - 1] <@ k.conkey)""")
    assert unindexed == []


def test_every_table_of_a_source_has_row_level_security(conn):
    """A table whose rows belong to a source or a page is filtered by source for restricted roles."""
    bare = rows(conn, """
        select c.relname from pg_class c
         where c.relnamespace = 'brain'::regnamespace and c.relkind = 'r'
           and exists (select 1 from pg_attribute a where a.attrelid = c.oid and not a.attisdropped
                          and a.attname in ('source_id', 'page_id'))
           and not (c.relrowsecurity and exists (select 1 from pg_policy pol where pol.polrelid = c.oid))""")
    assert bare == []


def test_every_view_has_a_comment(conn):
    bad = rows(conn, """
        select c.relname from pg_class c
         where c.relnamespace = 'brain'::regnamespace and c.relkind = 'v'
           and coalesce(obj_description(c.oid, 'pg_class'), '') = ''""")
    assert bad == []


def test_extensions_are_where_the_design_says(conn):
    exts = dict(rows(conn, "select extname, extnamespace::regnamespace::text from pg_extension"))
    assert exts["vector"] == "public"
    assert exts["pg_trgm"] == "public"
    assert exts.get("age") == "ag_catalog", "the test suite runs with Apache AGE"


def test_embedding_columns_match_the_recorded_dimension(conn):
    dim = conn.execute("select (value)::int from brain.config where key = 'embedding.dimensions'").fetchone()[0]
    cols = rows(conn, """
        select c.relname, a.attname, a.atttypmod from pg_attribute a join pg_class c on c.oid = a.attrelid
         where c.relnamespace = 'brain'::regnamespace and c.relkind = 'r'
           and a.atttypid = 'public.vector'::regtype and a.attname = 'embedding'""")
    assert {r[0] for r in cols} == {"content_chunks", "facts", "takes"}
    assert all(r[2] == dim for r in cols), cols


def test_required_indexes_exist(conn):
    idx = {r[0]: r[1] for r in rows(conn, """
        select i.relname, am.amname from pg_index x join pg_class i on i.oid = x.indexrelid
          join pg_am am on am.oid = i.relam join pg_class t on t.oid = x.indrelid
         where t.relnamespace = 'brain'::regnamespace""")}
    assert idx["content_chunks_embedding_idx"] == "hnsw"
    assert idx["content_chunks_search_vector_idx"] == "gin"
    assert idx["pages_title_trgm_idx"] == "gin"
    assert idx["pages_search_vector_idx"] == "gin"
    assert idx["links_current_key"] == "btree"
