"""Old public names kept for one release (issue 17): each still works, says what replaces it in a WARNING, and is
checked like the function it names; the replacement answers the same."""

from __future__ import annotations

import json

import psycopg
import pytest

from conftest import expect_error


class _Seen:
    """What a notice said (a Diagnostic is valid only inside the handler)."""

    def __init__(self, diag: psycopg.errors.Diagnostic) -> None:
        self.severity_nonlocalized = diag.severity_nonlocalized
        self.message_primary = diag.message_primary
        self.message_hint = diag.message_hint


def _notices(conn: psycopg.Connection) -> list[_Seen]:
    seen: list[_Seen] = []
    conn.add_notice_handler(lambda diag: seen.append(_Seen(diag)))
    return seen


def test_reconcile_page_warns_and_answers_as_relink_page(conn):
    conn.execute("select * from brain.put_page(slug => 'companies/acme', compiled_truth => 'Acme.')")
    text = "Ann works at [[companies/acme]]."
    conn.execute("select * from brain.put_page(slug => 'people/ann', compiled_truth => %s, candidates => %s::jsonb)",
                 [text, json.dumps([{"target": "companies/acme", "kind": "wikilink", "context": text,
                                     "mention_start": 13, "mention_end": 31, "origin_field": "compiled_truth"}])])
    seen = _notices(conn)
    old = conn.execute("select page_id, links_added, links_retired, links_kept, unresolved "
                       "from brain.reconcile_page(slug => 'people/ann')").fetchall()
    warnings = [d for d in seen if d.severity_nonlocalized == "WARNING"]
    assert [w.message_primary for w in warnings] == ["brain.reconcile_page is deprecated: use brain.relink_page"]
    assert "brain.relink_page(slug => " in warnings[0].message_hint
    seen.clear()
    new = conn.execute("select page_id, links_added, links_retired, links_kept, unresolved "
                       "from brain.relink_page(slug => 'people/ann')").fetchall()
    assert not [d for d in seen if d.severity_nonlocalized == "WARNING"]
    assert old == new and new[0][3] == 1          # the works_at edge, kept


def test_reconcile_page_keeps_the_checks_of_relink_page(conn):
    expect_error(conn, "select * from brain.reconcile_page(slug => 'people/nobody')", sqlstate="P0002")
    conn.execute("select * from brain.put_page(slug => 'people/bea', compiled_truth => 'Bea.')")
    expect_error(conn, "select * from brain.reconcile_page(slug => 'people/bea', candidates => '{}')", sqlstate="22023")
    expect_error(conn, "select * from brain.reconcile_page(slug => 'people/bea', source_id => 'nowhere')",
                 sqlstate="P0002")


def test_reconcile_page_needs_a_write_grant(conn, fresh_dsn):
    """A reader calling the old name gets the same 42501 as with the new one (the wrapper is a definer)."""
    with psycopg.connect(fresh_dsn, autocommit=True) as admin:
        admin.execute("select * from brain.put_page(slug => 'people/cy', compiled_truth => 'Cy.')")
        admin.execute("drop role if exists depr_reader")
        admin.execute("create role depr_reader login")
        admin.execute("grant brain_reader to depr_reader")
        try:
            admin.execute("set role depr_reader")
            for name in ("reconcile_page", "relink_page"):
                with pytest.raises(psycopg.errors.InsufficientPrivilege):
                    admin.execute(f"select * from brain.{name}(slug => 'people/cy')")
            admin.execute("reset role")
            assert admin.execute("select count(*) from brain.links").fetchone()[0] == 0
        finally:
            admin.execute("reset role")
            admin.execute("drop role depr_reader")


CODE = ("path => 'src/a.py', code => 'def f():\n    pass', chunks => "
        "'[{\"chunk_text\": \"def f():\\n    pass\", \"start_line\": 1, \"end_line\": 2}]'")


def test_put_code_page_language_is_the_deprecated_name_of_lang(conn):
    seen = _notices(conn)
    old = conn.execute(f"select slug, status from brain.put_code_page({CODE}, language => 'Python')").fetchone()
    warnings = [d.message_primary for d in seen if d.severity_nonlocalized == "WARNING"]
    assert warnings == ["brain.put_code_page(language => ...) is deprecated: use lang => ..."]
    seen.clear()
    new = conn.execute(f"select slug, status from brain.put_code_page({CODE}, lang => 'python')").fetchone()
    assert not [d for d in seen if d.severity_nonlocalized == "WARNING"]
    assert old == ("src-a-py", "new") and new == ("src-a-py", "unchanged")
    assert conn.execute("select frontmatter ->> 'language' from brain.pages where slug = 'src-a-py'").fetchone() == (
        "python",)


def test_put_code_page_refuses_disagreeing_lang_and_language(conn):
    exc = expect_error(conn, f"select * from brain.put_code_page({CODE}, lang => 'python', language => 'go')",
                       sqlstate="22023")
    assert exc.diag.message_hint == "pass lang only"
    expect_error(conn, f"select * from brain.put_code_page({CODE})", sqlstate="22004")
    # the same language twice is no disagreement
    conn.execute(f"select * from brain.put_code_page({CODE}, lang => 'python', language => ' PYTHON ')")
