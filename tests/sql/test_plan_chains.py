"""Composed questions (issue 15, first step): brain.plan_question chains 2-3 steps from the lexicon's hop words, and
brain.search walks them in one statement, answers ranked by their paths, the pages they came through after them as
evidence, with a fan-out cap per step. Unit cases on a brain of their own; the composed sets over gbrain-world-v1
are in tests/benchmarks/questions_chains.py."""

from __future__ import annotations

import pytest

from conftest import expect_error
from pgbrain.ingest import put_text

PAGES = {
    "people/alice-chen": "# Alice Chen\n\nAlice builds things.\n",
    "people/bob-ito": "# Bob Ito\n\nBob invests.\n",
    "people/carol-diaz": "# Carol Diaz\n\nCarol invests too.\n",
    "people/dan-reyes": "# Dan Reyes\n\nDan advises startups.\n",
    "people/erin-park": "# Erin Park\n\nErin founded a company.\n",
    "companies/initech": "# Initech\n\nInitech sells software.\n",
    "companies/hooli": "# Hooli\n\nHooli sells search.\n",
    "meetings/initech-board-q1": "---\ntitle: Initech Board Meeting Q1\n---\nThe board met.\n",
}
EDGES = [
    ("people/alice-chen", "companies/initech", "founded"),
    ("people/erin-park", "companies/hooli", "founded"),
    ("people/bob-ito", "companies/initech", "invested_in"),
    ("people/carol-diaz", "companies/initech", "invested_in"),
    ("people/bob-ito", "companies/hooli", "invested_in"),
    ("people/dan-reyes", "companies/initech", "advises"),
    ("people/alice-chen", "meetings/initech-board-q1", "attended"),
    ("people/bob-ito", "meetings/initech-board-q1", "attended"),
    ("people/dan-reyes", "meetings/initech-board-q1", "attended"),
]


@pytest.fixture
def brain(conn):
    for slug, text in PAGES.items():
        put_text(conn, text, slug)
    for a, b, t in EDGES:
        conn.execute("select * from brain.add_link(from_slug => %s, to_slug => %s, link_type => %s)", [a, b, t])
    return conn


def steps(conn, question: str) -> list[tuple]:
    (st,) = conn.execute("select steps from brain.plan_question(query => %s)", [question]).fetchone()
    return [(s["link_types"][0], "has" if s.get("filter") else s["direction"]) for s in st]


@pytest.mark.parametrize(("question", "want"), [
    ("Who invested in the companies founded by Alice Chen?", [("founded", "out"), ("invested_in", "in")]),
    ("Who founded the companies Bob Ito invested in?", [("invested_in", "out"), ("founded", "in")]),
    ("Who advises the companies Alice Chen founded?", [("founded", "out"), ("advises", "in")]),
    ("Which investors attended the Initech Board Meeting Q1?", [("attended", "in"), ("invested_in", "has")]),
    ("Who else invested in the companies Bob Ito backed?", [("invested_in", "out"), ("invested_in", "in")]),
    ("Which other people invested in the companies Carol Diaz invested in?",
     [("invested_in", "out"), ("invested_in", "in")]),
    ("Which meetings did the founders of Bob Ito's portfolio companies attend?",
     [("invested_in", "out"), ("founded", "in"), ("attended", "out")]),
    # co-investors: the one relation walked out and back, the named page left out
    ("Who co-invested with Bob Ito?", [("invested_in", "out"), ("invested_in", "in")]),
    ("Who invested alongside Carol Diaz?", [("invested_in", "out"), ("invested_in", "in")]),
    ("Bob Itoと一緒に投資しているのは誰？", [("invested_in", "out"), ("invested_in", "in")]),
    ("Alice Chenが創業した会社の投資家は？", [("founded", "out"), ("invested_in", "in")]),
    # (the founding cue's gap reaches over 出資: the first step is the investment)
    ("Bob Itoが出資した会社の創業者は？", [("invested_in", "out"), ("founded", "in")]),
    # one-hop questions stay one hop: a word restating the relation is no second step
    ("Who invested in Initech?", [("invested_in", "in")]),
    ("Initechに投資している投資家は？", [("invested_in", "in")]),
    ("Which investors backed Initech?", [("invested_in", "in")]),
])
def test_composed_questions_plan_every_step(brain, question, want):
    assert steps(brain, question) == want


CO = [("invested_in", "out"), ("invested_in", "in")]


@pytest.mark.parametrize(("question", "want"), [
    # a cue that names the page in a role its type can have comes first: a person is never advised, so in "the
    # mentors of X's company" the first step is X's company (works at or founded), then its advisors
    ("Name the mentors of Alice Chen's company.", [("works_at", "out"), ("advises", "in")]),
    ("By whom are Alice Chen's companies advised?", [("works_at", "out"), ("advises", "in")]),
    # an agent noun (or a verb, an object noun) naming the pages already reached is a filter, wherever it stands
    ("Which of the attendees of the Initech Board Meeting Q1 are investors?",
     [("attended", "in"), ("invested_in", "has")]),
    ("Of everyone who was at the Initech Board Meeting Q1, who has made investments?",
     [("attended", "in"), ("invested_in", "has")]),
    # ... unless a word still to come walks on from where the step would end
    ("Who invested in the companies whose founders attended the Initech Board Meeting Q1?",
     [("attended", "in"), ("founded", "out"), ("invested_in", "in")]),
    # (no cue places the meeting: the domains give the first step, the hop words the rest)
    ("The founders at the Initech Board Meeting Q1: who invested in their companies?",
     [("attended", "in"), ("founded", "out"), ("invested_in", "in")]),
    # the same companies, shared, fellow: the relation out and back
    ("Which investors have backed the same startups as Bob Ito?", CO),
    ("Name the people who share portfolio companies with Bob Ito.", CO),
    ("Bob Ito's fellow investors", CO),
    ("Bob Itoと同じ会社に投資した人は誰ですか", CO),
    ("Bob Itoと共同投資したのは誰？", CO),
    # the same verb again where the walk is short of the answer type walks back ("also": an adverb after the page)
    ("Find people who invested in at least one company Carol Diaz also invested in.", CO),
    # "have X as an advisor", "count X among their investors": X is the subject
    ("Name the founders who have Dan Reyes as an advisor.", [("advises", "out"), ("founded", "in")]),
    ("Which founders count Bob Ito among their investors?", [("invested_in", "out"), ("founded", "in")]),
    # a walk short of the answer type where only one relation joins the two (a person to a meeting) takes it
    ("Which meetings were the founders of Bob Ito's portfolio companies at?",
     [("invested_in", "out"), ("founded", "in"), ("attended", "out")]),
    # Japanese: the answer is the noun the question ends on or 教えて asks for, not an object (会社を立ち上げた)
    ("Bob Itoが出資している会社を立ち上げたのは誰ですか", [("invested_in", "out"), ("founded", "in")]),
    ("Dan Reyesを顧問に迎えた会社を創業したのは誰？", [("advises", "out"), ("founded", "in")]),
    ("創業者がAlice Chenである企業に投資したのはどなたですか", [("founded", "out"), ("invested_in", "in")]),
    ("Bob Itoが投資している企業を立ち上げた人が出席した会議は？",
     [("invested_in", "out"), ("founded", "in"), ("attended", "out")]),
    # of the relation words anywhere the one nearest the page is the first step
    ("Tell me the founders of the companies in which Bob Ito holds a stake.",
     [("invested_in", "out"), ("founded", "in")]),
    # one-hop questions stay one hop: an imperative asks for its first noun, "founding team" is no team
    ("List the companies Dan Reyes mentors.", [("advises", "out")]),
    ("Initech's founding team", [("founded", "in")]),
    ("Is Initech still funded?", [("invested_in", "in")]),
])
def test_reworded_composed_questions_plan_every_step(brain, question, want):
    assert steps(brain, question) == want


def test_a_step_walks_every_link_type_of_its_hop_word(brain):
    # "employees" is works_at or founded (a founder works there too): the founders of Bob's portfolio companies
    # are among the people who work at them
    (st,) = brain.execute("select steps from brain.plan_question(query => "
                          "'Who are the employees of the companies Bob Ito invested in?')").fetchone()
    assert st[1]["link_types"] == ["works_at", "founded"]
    rows = brain.execute("select slug, explain from brain.search(query => "
                         "'Who are the employees of the companies Bob Ito invested in?')").fetchall()
    answers = {s for s, e in rows if "relational" in e.get("arms", {}) and not e["relational"].get("bridge")}
    assert answers == {"people/alice-chen", "people/erin-park"}, rows


def test_a_chain_shows_every_step_and_costs_a_tenth_of_confidence_a_step(brain):
    _, st, answer, confidence, why = brain.execute(
        "select * from brain.plan_question(query => 'Who invested in the companies founded by Alice Chen?')").fetchone()
    assert answer == "person" and confidence == pytest.approx(0.9)
    assert st[0]["from"] == "people/alice-chen" and "from" not in st[1]
    assert "then invested_in into them" in why


def test_search_walks_the_chain_answers_by_paths_then_bridges_then_the_named_page(brain):
    rows = brain.execute("select slug, explain from brain.search(query => "
                         "'Who invested in the companies founded by Alice Chen?')").fetchall()
    got = [r[0] for r in rows]
    # Bob and Carol invested in Initech, which Alice founded; Initech is the bridge, Alice the named page
    assert sorted(got[:2]) == ["people/bob-ito", "people/carol-diaz"], got
    assert got.index("companies/initech") > 1 and got.index("people/alice-chen") > got.index("companies/initech"), got
    answer = dict(rows)["people/bob-ito"]
    assert answer["relational"]["through"] == ["companies/initech"] and answer["relational"]["paths"] == 1
    assert dict(rows)["companies/initech"]["relational"]["bridge"] is True
    assert len(answer["plan"]["steps"]) == 2


def test_who_else_leaves_the_named_page_out_and_ranks_by_shared_companies(brain):
    rows = brain.execute("select slug, explain from brain.search(query => "
                         "'Who else invested in the companies Bob Ito backed?')").fetchall()
    got = [r[0] for r in rows]
    assert got[0] == "people/carol-diaz", got
    relational = [s for s, e in rows if "relational" in e.get("arms", {}) and not e["relational"].get("bridge")]
    assert "people/bob-ito" not in relational


def test_a_filter_keeps_the_attendees_who_invest(brain):
    rows = brain.execute("select slug, explain from brain.search(query => "
                         "'Which investors attended the Initech Board Meeting Q1?')").fetchall()
    answers = [s for s, e in rows if "relational" in e.get("arms", {}) and not e["relational"].get("bridge")]
    assert answers == ["people/bob-ito"], rows


def test_the_fanout_cap_bounds_every_step(brain):
    brain.execute("select brain.set_config(key => 'search.chain_fanout_cap', value => '1')")
    rows = brain.execute("select slug, explain from brain.search(query => "
                         "'Who invested in the companies founded by Alice Chen?')").fetchall()
    answers = [s for s, e in rows if "relational" in e.get("arms", {}) and not e["relational"].get("bridge")]
    assert len(answers) == 1, rows
    for bad in ("0", "10001", "1.5"):
        exc = expect_error(brain, "select brain.set_config(key => 'search.chain_fanout_cap', value => %s::jsonb)",
                           [bad], sqlstate="22023")
        assert "chain_fanout_cap" in exc.diag.message_primary


def test_a_dba_adds_a_hop_word_and_a_besides_word_with_inserts(brain):
    # a new agent noun for invested_in: "patrons" (disabled builtin rows would be kept across upgrades likewise)
    assert steps(brain, "Who are the patrons of the companies Alice Chen founded?") != \
        [("founded", "out"), ("invested_in", "in")]
    brain.execute("insert into brain.question_lexicon (language, kind, pattern, link_types, entity_role, note) values "
                  "('en', 'hop', '\\mpatrons?\\M', '{invested_in}', 'subject', 'patrons'), "
                  "('en', 'relation', '\\mpatrons?\\s+of\\s+@', '{invested_in}', 'object', 'patrons of X')")
    assert steps(brain, "Who are the patrons of the companies Alice Chen founded?") == \
        [("founded", "out"), ("invested_in", "in")]
    expect_error(brain, "insert into brain.question_lexicon (language, kind, pattern, answer_type) "
                        "values ('en', 'besides', 'except', 'person')", sqlstate="23514", hint=False)


def test_a_reader_walks_chains_only_through_the_pages_it_may_read(brain):
    # Erin also founded a company in a source the reader may not read, and Bob invested in it: for the reader no
    # path runs through it (Bob is an answer through Hooli alone) and it is no bridge
    put_text(brain, "# Secret Co\n\nHidden.\n", "companies/secret-co", source_id="other", create_source=True)
    put_text(brain, "# Erin Park\n\nErin founded [[other:companies/secret-co]].\n", "people/erin-park")
    put_text(brain, "# Bob Ito\n\nBob invested in [[other:companies/secret-co]].\n", "people/bob-ito")
    for a, b, t in EDGES:
        if "erin" in a or "bob" in a:
            brain.execute("select * from brain.add_link(from_slug => %s, to_slug => %s, link_type => %s)", [a, b, t])
    query = "select slug, explain from brain.search(query => 'Who invested in the companies founded by Erin Park?')"
    as_owner = dict(brain.execute(query).fetchall())
    assert as_owner["people/bob-ito"]["relational"]["paths"] == 2, as_owner["people/bob-ito"]
    assert as_owner["companies/secret-co"]["relational"]["bridge"] is True
    brain.execute("create role t_chainer nologin in role brain_reader")
    brain.execute("select * from brain.grant_source(role_name => 't_chainer', source_id => 'default')")
    brain.execute("set local role t_chainer")
    try:
        rows = brain.execute(query).fetchall()
        got = dict(rows)
        assert "companies/secret-co" not in got
        assert got["people/bob-ito"]["relational"] == {"via": ["invested_in"], "paths": 1,
                                                        "through": ["companies/hooli"]}, got["people/bob-ito"]
        assert all("secret-co" not in str(e) for _, e in rows)
    finally:
        brain.execute("reset role")


def test_cli_plan_shows_every_step_of_a_chain(fresh_dsn):
    from conftest import run_cli
    for slug, text in (("companies/initech", "# Initech\n\nInitech sells software.\n"),
                       ("people/alice-chen", "# Alice Chen\n\nAlice founded [[companies/initech]] in 2019.\n"),
                       ("people/bob-ito", "# Bob Ito\n\nBob invested in [[companies/initech]] in 2020.\n")):
        r = run_cli("put", slug, dsn=fresh_dsn, input=text)
        assert r.returncode == 0, r.stderr
    r = run_cli("plan", "Who invested in the companies Alice Chen founded?", dsn=fresh_dsn)
    assert r.returncode == 0, r.stderr
    assert "then invested_in into them" in r.stdout.splitlines()[0]
    assert "(the step before's pages)" in r.stdout and "Traceback" not in r.stderr
    r = run_cli("query", "Who invested in the companies Alice Chen founded?", "--explain", dsn=fresh_dsn)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[1].startswith(" 1. people/bob-ito"), r.stdout
