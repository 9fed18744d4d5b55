"""The learned link typer (brain.link_model, migration 0046; issue 18): its features, when it overrides the rules and
when it must not, its settings. The shipped weights are measured on held-out pages in docs/benchmarks/link_cases.md,
not here; these tests put weights of their own in the table (rolled back) so that what they check cannot depend on
training."""

from __future__ import annotations

from psycopg.types.json import Jsonb
from test_link_typing import _put

from conftest import expect_error


def _edges(conn, slug):
    return {tuple(r) for r in conn.execute(
        "select from_slug, to_slug, link_type from brain.page_links"
        " where origin_slug = %s and link_source = 'markdown'",
        [slug])}


def _relink(conn, slug):
    conn.execute("select * from brain.relink_page(%s)", [slug])


def _model(conn, weights: dict[tuple[str, str], float]):
    """Replace the model by the given (feature, class) -> weight (classes mentions and none always there)."""
    classes = sorted({c for _, c in weights} | {"mentions", "none"})
    conn.execute("delete from brain.link_model")
    conn.execute("delete from brain.link_model_classes")
    conn.execute("insert into brain.link_model_classes select i, c from unnest(%s::text[]) with ordinality x(c, i)",
                 [classes])
    vectors: dict[str, list[float]] = {"bias": [0.0] * len(classes)}
    for (f, c), w in weights.items():
        vectors.setdefault(f, [0.0] * len(classes))[classes.index(c)] = w
    for f, v in vectors.items():
        conn.execute("insert into brain.link_model values (%s, %s::real[]::vector)", [f, v])


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
        expect_error(conn, "select brain.set_config('links.model_threshold', %s)",
                     [Jsonb(__import__("json").loads(bad))],
                     sqlstate="22023")
    assert conn.execute("select (brain.set_config('links.model_threshold', '0.8')).value").fetchone()[0] == 0.8
    expect_error(conn, "select brain.set_config('links.model', '\"yes\"')", sqlstate="22023", hint=False)


def test_bad_weights_are_refused_or_not_read(conn):
    expect_error(conn, "insert into brain.link_model values ('', '[1]')", sqlstate="23514", hint=False)
    for bad in ("founded", "Works_at>out", "works_at>up"):
        expect_error(conn, "insert into brain.link_model_classes values (60, %s)", [bad], sqlstate="23514", hint=False)
    # a row whose vector does not have one weight per class is not read: the rules' type stands
    _put(conn, "companies/m-zeta", "company", "A page.")
    _model(conn, {})
    conn.execute("insert into brain.link_model values ('l:fondness', '[9, 9, 9, 9]') on conflict (feature) do update"
                 " set weights = excluded.weights")
    _put(conn, "people/m-ivo", "person", "Ivo has a quiet fondness for [[companies/m-zeta]].")
    assert _edges(conn, "people/m-ivo") == {("people/m-ivo", "companies/m-zeta", "mentions")}
    # the weights read as rows
    assert conn.execute("select count(*) from brain.link_model_weights where feature = 'bias'").fetchone()[0] == 2


def test_the_shipped_model_is_whole(conn):
    """Every row of the shipped weights has one weight per class, and every class a bias."""
    n = conn.execute("select count(*) from brain.link_model_classes").fetchone()[0]
    assert n >= 7
    assert conn.execute("select count(*) from brain.link_model where vector_dims(weights) <> %s",
                        [n]).fetchone()[0] == 0
    assert conn.execute("select count(*) from brain.link_model where feature = 'bias'").fetchone()[0] == 1
    assert conn.execute("select count(*) from brain.link_model").fetchone()[0] > 1000
