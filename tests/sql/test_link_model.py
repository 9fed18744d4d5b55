"""The learned link typer (brain.link_model, migration 0046; issue 18): its features, when it overrides the rules and
when it must not, its settings. The shipped weights are measured on held-out pages in docs/benchmarks/link_cases.md,
not here; these tests put weights of their own in the table (rolled back) so that what they check cannot depend on
training."""

from __future__ import annotations

import pytest
from psycopg.types.json import Jsonb

from conftest import expect_error
from test_link_typing import _put


def _edges(conn, slug):
    return {tuple(r) for r in conn.execute(
        "select from_slug, to_slug, link_type from brain.page_links where origin_slug = %s and link_source = 'markdown'",
        [slug])}


def _relink(conn, slug):
    conn.execute("select * from brain.relink_page(%s)", [slug])


def _model(conn, weights: dict[tuple[str, str], float]):
    """Replace the model by the given (feature, class) -> weight; every class gets a bias row."""
    conn.execute("delete from brain.link_model")
    classes = {c for _, c in weights} | {"mentions", "none"}
    rows = dict(weights)
    for c in classes:
        rows.setdefault(("bias", c), 0.0)
    conn.execute("insert into brain.link_model (feature, link_class, weight)"
                 " select * from unnest(%s::text[], %s::text[], %s::real[])",
                 [[f for f, _ in rows], [c for _, c in rows], list(rows.values())])


def test_features_read_the_words_around_the_reference(conn):
    f = conn.execute("select brain._link_features('She joined ⟦⟧ in 2019 and advised ⟦⟧.', 11, 13, 'clause',"
                     " 'She joined')").fetchone()[0]
    assert {"l1:joined", "l2:she", "r1:in", "r2:#", "r:advised", "r:⟦⟧", "h:she", "role:clause"} <= set(f)
    assert f == sorted(set(f))
    # Japanese: character pairs near the reference and the particle after it; an extended text's features are marked
    ja = conn.execute("select brain._link_features('佐藤は⟦⟧のCTOで、', 3, 5, 'extended', null)").fetchone()[0]
    assert {"xr1j:の", "xlj:藤は", "xrole:extended"} <= set(ja)
    # a context's own [[links]] read as references; no text or no position: no features
    ctx = conn.execute("select brain._link_features('Met [[people/a]] at [[companies/b]] today', 20, 35, 'bare',"
                       " null)").fetchone()[0]
    assert {"l1:at", "l2:⟦⟧", "r1:today"} <= set(ctx)
    assert conn.execute("select brain._link_features(null, 1, 2, 'clause', null),"
                        " brain._link_features('x', null, 2, 'clause', null)").fetchone() == ([], [])


def test_a_confident_model_retypes_what_the_rules_left_a_mention(conn):
    _put(conn, "companies/m-acme", "company", "A page.")
    body = "Kim has a quiet fondness for [[companies/m-acme]]."
    _put(conn, "people/m-kim", "person", body)
    assert _edges(conn, "people/m-kim") == {("people/m-kim", "companies/m-acme", "mentions")}
    _model(conn, {("l:fondness", "advises>out"): 5.0})
    _relink(conn, "people/m-kim")
    assert _edges(conn, "people/m-kim") == {("people/m-kim", "companies/m-acme", "advises")}
    # switched off, or a threshold it does not reach: the rules' type stands
    conn.execute("update brain.config set value = 'false' where key = 'links.model'")
    _relink(conn, "people/m-kim")
    assert _edges(conn, "people/m-kim") == {("people/m-kim", "companies/m-acme", "mentions")}
    conn.execute("update brain.config set value = 'true' where key = 'links.model'")
    conn.execute("update brain.config set value = '1' where key = 'links.model_threshold'")
    _relink(conn, "people/m-kim")
    assert _edges(conn, "people/m-kim") == {("people/m-kim", "companies/m-acme", "mentions")}


def test_the_model_keeps_the_domains_the_direction_and_never_drops_an_edge(conn):
    _put(conn, "companies/m-beta", "company", "A page.")
    _put(conn, "people/m-lee", "person", "A page.")
    # a class whose type does not fit the pair (a person founded by a person) is not taken; none never is
    _model(conn, {("bias", "founded>out"): 5.0})
    _put(conn, "people/m-ann", "person", "Ann mentioned [[people/m-lee]] over lunch.")
    assert _edges(conn, "people/m-ann") == {("people/m-ann", "people/m-lee", "mentions")}
    _model(conn, {("bias", "none"): 9.0})
    _relink(conn, "people/m-ann")
    assert _edges(conn, "people/m-ann") == {("people/m-ann", "people/m-lee", "mentions")}
    # an "in" class points the edge at the page
    _model(conn, {("pt:company|tt:person", "works_at>in"): 5.0})
    _put(conn, "companies/m-gamma", "company", "Gamma had a call with [[people/m-lee]].")
    assert _edges(conn, "companies/m-gamma") == {("people/m-lee", "companies/m-gamma", "works_at")}


def test_an_occurrence_with_two_relations_keeps_them(conn):
    _put(conn, "companies/m-delta", "company", "A page.")
    _model(conn, {("bias", "advises>out"): 9.0})
    _put(conn, "people/m-ola", "person", "Ola is the co-founder and CEO of [[companies/m-delta]].")
    assert _edges(conn, "people/m-ola") == {("people/m-ola", "companies/m-delta", "founded"),
                                           ("people/m-ola", "companies/m-delta", "works_at")}


def test_the_settings_are_checked(conn):
    for bad in ("0.2", "1.5", '"high"'):
        expect_error(conn, "select brain.set_config('links.model_threshold', %s)", [Jsonb(__import__("json").loads(bad))],
                     sqlstate="22023")
    assert conn.execute("select (brain.set_config('links.model_threshold', '0.8')).value").fetchone()[0] == 0.8
    expect_error(conn, "select brain.set_config('links.model', '\"yes\"')", sqlstate="22023", hint=False)


@pytest.mark.parametrize(("feature", "link_class", "weight"), [
    ("", "mentions", 1.0), ("l:x", "founded", 1.0), ("l:x", "Works_at>out", 1.0), ("l:x", "mentions", float("nan")),
])
def test_bad_weights_are_refused(conn, feature, link_class, weight):
    expect_error(conn, "insert into brain.link_model values (%s, %s, %s)", [feature, link_class, weight],
                 sqlstate="23514", hint=False)


def test_what_the_rules_read_of_the_structure_stands(conn):
    """A negation or hedge, or a clause whose subject is another reference, is not retyped however sure the model."""
    _put(conn, "companies/m-eps", "company", "A page.")
    _put(conn, "people/m-other", "person", "A page.")
    _model(conn, {("bias", "works_at>out"): 9.0, ("bias", "invested_in>out"): 8.0})
    _put(conn, "people/m-neg", "person", "She never worked at [[companies/m-eps]].")
    assert _edges(conn, "people/m-neg") == {("people/m-neg", "companies/m-eps", "mentions")}
    _put(conn, "people/m-for", "person", "[[people/m-other]] invested in [[companies/m-eps]] last year.")
    assert ("people/m-for", "companies/m-eps", "mentions") in _edges(conn, "people/m-for")
    # (the control: without the structure, the same model retypes)
    _put(conn, "people/m-pos", "person", "She talked about [[companies/m-eps]].")
    assert _edges(conn, "people/m-pos") == {("people/m-pos", "companies/m-eps", "works_at")}
