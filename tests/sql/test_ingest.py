"""Ingest: put_page, reconciliation with history, frontmatter edges, Japanese link types, the memory
layers, and the seed's examples — through the real parser and the real SQL."""

from __future__ import annotations

import psycopg
import pytest

from conftest import expect_error
from pgbrain.ingest import put_text


def put(conn, slug: str, text: str, source_id: str = "default"):
    result, _ = put_text(conn, text, slug, source_id=source_id)
    return result


def edges(conn, where: str = "true", params=None) -> set[tuple[str, str, str]]:
    return {tuple(r) for r in conn.execute(
        f"select from_slug, to_slug, link_type from brain.page_links where {where}", params)}


def edges_from(conn, slug: str) -> set[tuple[str, str, str]]:
    return edges(conn, "origin_slug = %s", [slug])


def page(conn, slug: str, body: str = "", **fm) -> None:
    lines = "".join(f"{k}: {v}\n" for k, v in fm.items())
    put(conn, slug, (f"---\n{lines}---\n" if fm else "") + body)


# ---- the seed's examples ---------------------------------------------------------------------------
def test_person_frontmatter_company_and_founded(conn):
    page(conn, "companies/acme", "Acme builds rockets.")
    page(conn, "companies/startup-x", "A startup.", title="Startup X")
    r = put(conn, "people/alice", "---\ncompany: Acme\nfounded: [Startup X]\n---\nAlice is an engineer.\n")
    assert r.status == "new" and r.links_added == 2
    assert edges_from(conn, "people/alice") == {
        ("people/alice", "companies/acme", "works_at"), ("people/alice", "companies/startup-x", "founded")}
    origin = conn.execute("select origin_field, link_source from brain.page_links where to_slug = 'companies/acme'"
                          ).fetchone()
    assert origin == ("company", "frontmatter")


def test_frontmatter_targets_arriving_later_become_edges(conn):
    r = put(conn, "people/alice", "---\ncompany: Acme\nfounded: [Startup X]\n---\nAlice.\n")
    assert r.links_added == 0 and r.unresolved == 2
    reasons = {u["name"]: u["reason"] for u in r.diff["unresolved"]}
    assert reasons == {"Acme": "no page at companies/acme", "Startup X": "no page at companies/startup-x"}
    page(conn, "companies/startup-x", "A startup.")
    assert edges_from(conn, "people/alice") == {("people/alice", "companies/startup-x", "founded")}
    page(conn, "companies/acme", "Acme.")
    assert edges_from(conn, "people/alice") == {
        ("people/alice", "companies/acme", "works_at"), ("people/alice", "companies/startup-x", "founded")}
    assert conn.execute("select count(*) from brain.unresolved_links").fetchone()[0] == 0


def test_company_key_people_and_investors_are_inbound(conn):
    page(conn, "people/alice", "Alice.")
    page(conn, "people/bob", "Bob.")
    page(conn, "funds/northwind", "A fund.", title="Northwind")
    put(conn, "companies/acme", "---\nkey_people: [Alice]\ninvestors: [Bob, Northwind]\n---\nAcme.\n")
    assert edges_from(conn, "companies/acme") == {
        ("people/alice", "companies/acme", "works_at"),
        ("people/bob", "companies/acme", "invested_in"),
        ("funds/northwind", "companies/acme", "invested_in")}


def test_meeting_attendees_change_reconciles_with_history(conn):
    page(conn, "people/alice", "Alice.")
    page(conn, "people/bob", "Bob.")
    page(conn, "companies/acme", "Acme.")
    body = "We discussed the roadmap of [[companies/acme|Acme]].\n"
    r1 = put(conn, "meetings/2025-03-04-plan", "---\nattendees: [Alice]\n---\n" + body)
    assert r1.links_added == 2
    r2 = put(conn, "meetings/2025-03-04-plan", "---\nattendees: [Bob]\n---\n" + body)
    assert (r2.status, r2.links_added, r2.links_retired, r2.links_kept) == ("updated", 1, 1, 1)
    # (an attendance is dated by its meeting: held_from, issue 19)
    assert r2.diff["retired"] == [{"from": "people/alice", "to": "meetings/2025-03-04-plan", "link_type": "attended",
                                   "link_source": "frontmatter", "origin_field": "attendees",
                                   "held_from": "2025-03-04"}]
    assert edges(conn) == {("people/bob", "meetings/2025-03-04-plan", "attended"),
                           ("meetings/2025-03-04-plan", "companies/acme", "mentions")}
    # alice's edge is retired, not erased
    hist = conn.execute("""select l.valid_to is not null from brain.links l join brain.pages f on f.id = l.from_page_id
                            where f.slug = 'people/alice'""").fetchall()
    assert hist == [(True,)]


def test_as_of_shows_the_graph_as_it_was(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as c:
        for slug in ("people/alice", "people/bob"):
            put(c, slug, "Someone.\n")
        put(c, "meetings/m", "---\nattendees: [Alice]\n---\nNotes.\n")
        between = c.execute("select clock_timestamp()").fetchone()[0]
        put(c, "meetings/m", "---\nattendees: [Bob]\n---\nNotes.\n")
        then = c.execute("select from_slug from brain.backlinks(slug => 'meetings/m', as_of => %s)", [between])
        assert then.fetchall() == [("people/alice",)]
        now = c.execute("select from_slug from brain.backlinks(slug => 'meetings/m')").fetchall()
        assert now == [("people/bob",)]
        history = c.execute("select from_slug, valid_to is null from brain.list_links(slug => 'meetings/m', "
                            "as_of => %s)", [between]).fetchall()
        assert history == [("people/alice", False)]


def test_meeting_body_reference_to_a_person_is_attended_person_to_meeting(conn):
    page(conn, "people/alice", "Alice.")
    page(conn, "companies/acme", "Acme.")
    put(conn, "meetings/m1", "Attendees: [Alice](../people/alice.md). Discussed [[companies/acme]].\n")
    assert edges(conn) == {("people/alice", "meetings/m1", "attended"), ("meetings/m1", "companies/acme", "mentions")}


def test_manual_edge_survives_edits(conn):
    page(conn, "people/alice", "Alice.")
    page(conn, "companies/acme", "Acme.")
    conn.execute("select * from brain.add_link(from_slug => 'people/alice', to_slug => 'companies/acme', "
                 "link_type => 'advises')")
    put(conn, "people/alice", "Alice works at [[companies/acme]].\n")
    put(conn, "people/alice", "Alice no longer mentions any company.\n")
    assert edges(conn) == {("people/alice", "companies/acme", "advises")}
    assert conn.execute("select link_source from brain.page_links").fetchone()[0] == "manual"


def test_link_inside_code_makes_no_edge(conn):
    page(conn, "companies/acme", "Acme.")
    put(conn, "people/alice", "Code:\n\n```\nsee [[companies/acme]] and people/bob\n```\n\nAnd `[[companies/acme]]`.\n")
    assert edges(conn) == set()


def test_another_pages_frontmatter_edge_survives(conn):
    """gbrain deletes it when the subject page is rewritten; we keep it (its author did not change)."""
    page(conn, "people/alice", "Alice.")
    put(conn, "companies/acme", "---\nkey_people: [Alice]\n---\nAcme.\n")
    put(conn, "people/alice", "---\ntype: person\n---\nAlice writes code; no company in the body.\n")
    assert edges(conn) == {("people/alice", "companies/acme", "works_at")}


def test_person_prose_verbs(conn):
    for slug in ("companies/acme", "companies/beta", "companies/gamma", "companies/delta"):
        page(conn, slug, "A company.")
    put(conn, "people/alice", "Alice founded [[companies/acme]] in 2019. She invested in [[companies/beta]]. "
                              "She is an advisor to [[companies/gamma]]. Before that she worked at "
                              "[[companies/delta]].\n")
    assert edges_from(conn, "people/alice") == {
        ("people/alice", "companies/acme", "founded"), ("people/alice", "companies/beta", "invested_in"),
        ("people/alice", "companies/gamma", "advises"), ("people/alice", "companies/delta", "works_at")}


def test_company_page_passive_phrases_give_person_to_company(conn):
    for slug in ("people/alice", "people/bob", "people/carol", "funds/northwind"):
        page(conn, slug, "Someone.")
    put(conn, "companies/acme", "Acme was founded by [[people/alice]] in 2019. It is backed by "
                                "[[funds/northwind]]. The company is advised by [[people/bob]]. "
                                "Its CEO is [[people/carol]].\n")
    assert edges_from(conn, "companies/acme") == {
        ("people/alice", "companies/acme", "founded"), ("funds/northwind", "companies/acme", "invested_in"),
        ("people/bob", "companies/acme", "advises"), ("people/carol", "companies/acme", "works_at")}


@pytest.mark.parametrize(("person", "sentence", "target", "link_type"), [
    ("people/tanaka", "田中は[[companies/acme|Acme]]社に所属している。", "companies/acme", "works_at"),
    ("people/suzuki", "鈴木は[[companies/acme|Acme]]に出資した。", "companies/acme", "invested_in"),
    ("people/sato", "佐藤が[[companies/startup-x|Startup X]]を創業した。", "companies/startup-x", "founded"),
    ("people/yamada", "山田は[[companies/acme|Acme]]の顧問を務める。", "companies/acme", "advises"),
    ("people/ito", "伊藤は2019年に[[companies/acme|Acme]]を設立した。", "companies/acme", "founded"),
    ("people/watanabe", "渡辺は[[companies/acme|Acme]]で働いている。", "companies/acme", "works_at"),
    ("people/kato", "加藤は[[meetings/2025-02-10-board|取締役会]]に出席した。", "meetings/2025-02-10-board",
     "attended"),
    ("people/kimura", "木村は[[companies/acme|Acme]]のことをよく話す。", "companies/acme", "mentions"),
])
def test_japanese_link_types(conn, person, sentence, target, link_type):
    page(conn, target, "対象。")
    put(conn, person, sentence + "次の文では[[companies/other|別の会社]]に触れる。\n")
    assert (person, target, link_type) in edges_from(conn, person)


def test_japanese_sentence_boundary_keeps_types_apart(conn):
    page(conn, "companies/acme", "A.")
    page(conn, "companies/beta", "B.")
    put(conn, "people/mori", "森は[[companies/acme|Acme]]を創業した。[[companies/beta|Beta]]のことも知っている。\n")
    assert edges_from(conn, "people/mori") == {("people/mori", "companies/acme", "founded"),
                                               ("people/mori", "companies/beta", "mentions")}


def test_a_partner_works_at_the_firm_and_invested_in_its_portfolio(conn):
    # gbrain's partner prior types every company of a partner's page invested_in, the firm included; the firm right
    # after "partner at" (「…のパートナー」) is where the partner works
    for slug in ("companies/sequoia", "companies/keel", "funds/northwind"):
        page(conn, slug, "A page.")
    put(conn, "people/carol", "Carol is a partner at [[companies/sequoia]], where she backs infrastructure. "
                              "Her portfolio includes [[companies/keel]].\n")
    assert edges_from(conn, "people/carol") == {("people/carol", "companies/sequoia", "works_at"),
                                                ("people/carol", "companies/keel", "invested_in")}
    put(conn, "people/kei", "圭は[[funds/northwind|Northwind]]のパートナーで、[[companies/keel|Keel]]に出資した。\n")
    assert edges_from(conn, "people/kei") == {("people/kei", "funds/northwind", "works_at"),
                                              ("people/kei", "companies/keel", "invested_in")}


# ---- page writes ------------------------------------------------------------------------------------
def test_unchanged_content_writes_nothing(conn):
    text = "---\ncompany: Acme\n---\nAlice works at [[companies/acme]].\n"
    page(conn, "companies/acme", "Acme.")
    put(conn, "people/alice", text)
    before = conn.execute("select xmin::text, updated_at from brain.pages where slug = 'people/alice'").fetchone()
    links_before = conn.execute("select count(*), max(xmin::text::bigint) from brain.links").fetchone()
    r = put(conn, "people/alice", text)
    assert (r.status, r.links_added, r.links_retired, r.links_kept) == ("unchanged", 0, 0, 2)
    assert conn.execute("select xmin::text, updated_at from brain.pages where slug = 'people/alice'"
                        ).fetchone() == before
    assert conn.execute("select count(*), max(xmin::text::bigint) from brain.links").fetchone() == links_before


def test_title_type_and_dates_derive(conn):
    put(conn, "meetings/2025-03-04-acme-planning", "# Acme planning\n\nNotes.\n")
    row = conn.execute("select title, type, effective_date::date::text from brain.pages").fetchone()
    assert row == ("Acme planning", "meeting", "2025-03-04")
    conn.execute("select * from brain.put_page(slug => 'wiki/people/x-y', compiled_truth => 'hi')")
    assert conn.execute("select title, type from brain.pages where slug = 'wiki/people/x-y'").fetchone() == (
        "X Y", "person")


def test_psql_call_without_candidates_stores_frontmatter_edges(conn):
    page(conn, "companies/acme", "Acme.")
    r = conn.execute("""select status, links_added from brain.put_page(slug => 'people/alice',
                          frontmatter => '{"company": "Acme"}', compiled_truth => 'Alice.')""").fetchone()
    assert r == ("new", 1)
    assert conn.execute("select count(*) from brain.content_chunks c join brain.pages p on p.id = c.page_id "
                        "where p.slug = 'people/alice'").fetchone()[0] == 1


def test_soft_delete_hides_edges_and_restore_brings_them_back(conn):
    page(conn, "companies/acme", "Acme.")
    put(conn, "people/alice", "Alice works at [[companies/acme]].\n")
    r = conn.execute("select edges_hidden from brain.delete_page(slug => 'companies/acme')").fetchone()
    assert r == (1,)
    assert edges(conn) == set()
    expect_error(conn, "select * from brain.get_page(slug => 'companies/acme')", sqlstate="P0002")
    expect_error(conn, "select * from brain.backlinks(slug => 'companies/acme')", sqlstate="P0002")
    assert conn.execute("select restored, edges_visible from brain.restore_page(slug => 'companies/acme')"
                        ).fetchone() == (True, 1)
    assert edges(conn) == {("people/alice", "companies/acme", "works_at")}


def test_type_change_retires_and_adds(conn):
    page(conn, "companies/acme", "Acme.")
    put(conn, "people/alice", "Alice mentioned [[companies/acme]].\n")
    r = put(conn, "people/alice", "Alice founded [[companies/acme]].\n")
    assert (r.links_added, r.links_retired) == (1, 1)
    assert edges(conn) == {("people/alice", "companies/acme", "founded")}


def test_chunks_keep_embeddings_when_text_is_unchanged(conn):
    put(conn, "concepts/x", "First paragraph.\n\n<!-- timeline -->\n- **2024-01-01** | Started\n")
    conn.execute("update brain.content_chunks set embedding = array_fill(0.1, array[384])::real[]::vector")
    put(conn, "concepts/x",
        "First paragraph.\n\n<!-- timeline -->\n- **2024-01-01** | Started\n- **2024-02-01** | More\n")
    rows = conn.execute("select chunk_source, embedding is not null from brain.content_chunks order by chunk_index"
                        ).fetchall()
    assert rows == [("compiled_truth", True), ("timeline", False)]


def test_unresolved_body_target_in_entity_dir_is_kept_and_resolved_later(conn):
    put(conn, "people/alice", "Alice met [[people/bob]] and people/carol, and read ops/x.\n")
    names = {r[0] for r in conn.execute("select name from brain.unresolved_links")}
    assert names == {"people/bob", "people/carol"}
    page(conn, "people/bob", "Bob.")
    assert edges(conn) == {("people/alice", "people/bob", "mentions")}


def test_bare_wikilink_name_resolves_by_basename_and_title(conn):
    page(conn, "people/alice-chen", "Alice.", title="Alice Chen")
    put(conn, "concepts/x", "We asked [[Alice Chen]] about it.\n")
    assert edges(conn) == {("concepts/x", "people/alice-chen", "mentions")}
    assert conn.execute("select resolution_type from brain.links").fetchone()[0] == "basename"


def test_cross_source_wikilink(conn):
    conn.execute("insert into brain.sources (id, name) values ('team', 'Team')")
    put(conn, "people/alice", "Alice.", source_id="team")
    put(conn, "concepts/x", "Ask [[team:people/alice|Alice]].\n")
    row = conn.execute("select from_source_id, to_source_id, to_slug from brain.page_links").fetchone()
    assert row == ("default", "team", "people/alice")


def test_resolution_stays_in_the_writing_source(conn):
    conn.execute("insert into brain.sources (id, name) values ('team', 'Team')")
    put(conn, "people/alice", "Alice.", source_id="team")
    put(conn, "concepts/x", "Ask [[people/alice]].\n")
    assert edges(conn) == set()


# ---- memory layers ----------------------------------------------------------------------------------
TIMELINE_PAGE = """---
type: person
---
Dana is a founder.

## Takes

| claim | kind | weight | since |
|---|---|---|---|
| Agents need memory | take | 0.8 | 2024-03 |
| Acme will raise a Series A | bet | 0.6 | 2025 |

## Facts

- Dana lives in Osaka

## Timeline

- **2026-03-15** | Shipped v1.0
- **2026-04-02** | Closed seed round
"""


def test_timeline_takes_and_facts_from_markdown(conn):
    put(conn, "people/dana", TIMELINE_PAGE)
    assert conn.execute("select date::text, summary from brain.timeline(slug => 'people/dana') order by date"
                        ).fetchall() == [("2026-03-15", "Shipped v1.0"), ("2026-04-02", "Closed seed round")]
    assert conn.execute("select claim, kind, weight, since from brain.takes(slug => 'people/dana') order by row_num"
                        ).fetchall() == [("Agents need memory", "take", 0.8, "2024-03"),
                                         ("Acme will raise a Series A", "bet", 0.6, "2025")]
    assert conn.execute("select about_slug, fact from brain.facts(slug => 'people/dana')").fetchall() == [
        ("people/dana", "Dana lives in Osaka")]


def test_manual_memory_survives_rewrites_and_removed_lines_go(conn):
    put(conn, "people/dana", TIMELINE_PAGE)
    conn.execute("select * from brain.add_timeline_entry(slug => 'people/dana', date => '2020-01-01', "
                 "summary => 'Born as a founder')")
    conn.execute("select * from brain.add_take(slug => 'people/dana', claim => 'Manual view', weight => 0.3)")
    fact_id = conn.execute("select fact_id from brain.add_fact(slug => 'people/dana', fact => 'Speaks Japanese')"
                           ).fetchone()[0]
    rewritten = TIMELINE_PAGE.replace("- **2026-04-02** | Closed seed round\n", "").replace(
        "- Dana lives in Osaka", "- Dana lives in Kyoto").replace(
        "| Acme will raise a Series A | bet | 0.6 | 2025 |\n", "")
    put(conn, "people/dana", rewritten)
    assert [r[0] for r in conn.execute("select summary from brain.timeline(slug => 'people/dana') order by date")] == [
        "Born as a founder", "Shipped v1.0"]
    assert {(r[0], r[1]) for r in conn.execute("select claim, origin from brain.takes(slug => 'people/dana')")} == {
        ("Agents need memory", "page"), ("Manual view", "manual")}
    current = {r[0] for r in conn.execute("select fact from brain.facts(slug => 'people/dana')")}
    assert current == {"Dana lives in Kyoto", "Speaks Japanese"}
    retired = conn.execute("select fact, valid_to is not null from brain.facts(slug => 'people/dana', "
                           "include_retired => true) where fact = 'Dana lives in Osaka'").fetchall()
    assert retired == [("Dana lives in Osaka", True)]
    new_id = conn.execute("select fact_id from brain.add_fact(slug => 'people/dana', fact => 'Speaks Japanese well', "
                          "supersedes => %s)", [fact_id]).fetchone()[0]
    assert conn.execute("select superseded_by from brain.facts where id = %s", [fact_id]).fetchone()[0] == new_id


# ---- bad inputs: a clear error, nothing stored changes -------------------------------------------------
def snapshot(conn):
    return (conn.execute("select slug, content_hash from brain.pages order by slug").fetchall(),
            conn.execute("select from_page_id, to_page_id, link_type, valid_to from brain.links order by id"
                         ).fetchall())


BAD_SQL = [
    ("empty slug", "select * from brain.put_page(slug => '')", None, "22023"),
    ("null slug", "select * from brain.put_page(slug => null)", None, "22004"),
    ("slug with ..", "select * from brain.put_page(slug => 'people/../etc/passwd')", None, "22023"),
    ("absolute slug", "select * from brain.put_page(slug => '/etc/passwd')", None, "22023"),
    ("upper-case slug", "select * from brain.put_page(slug => 'People/Alice')", None, "22023"),
    ("frontmatter is a list", "select * from brain.put_page(slug => 'people/x', frontmatter => '[1, 2]')",
     None, "22023"),
    ("candidates not an array", "select * from brain.put_page(slug => 'people/x', candidates => '{}')",
     None, "22023"),
    ("candidate without target",
     "select * from brain.put_page(slug => 'people/x', candidates => '[{\"kind\": \"bare\"}]')",
     None, "22023"),
    ("bad page type", "select * from brain.put_page(slug => 'people/x', type => 'Not A Type!')", None, "22023"),
    ("unknown source", "select * from brain.put_page(slug => 'people/x', source_id => 'nope')", None, "P0002"),
    ("malformed source", "select * from brain.put_page(slug => 'people/x', source_id => 'Bad Source')", None, "22023"),
    ("page too large", "select * from brain.put_page(slug => 'people/x', compiled_truth => repeat('a', 6000000))",
     None, "54000"),
    ("add_link bad type", "select * from brain.add_link(from_slug => 'people/alice', to_slug => 'companies/acme', "
     "link_type => 'Works At')", None, "22023"),
    ("add_link 65-char type", "select * from brain.add_link(from_slug => 'people/alice', to_slug => 'companies/acme', "
     "link_type => repeat('a', 65))", None, "22023"),
    ("add_link unknown page", "select * from brain.add_link(from_slug => 'people/alice', to_slug => 'companies/nope', "
     "link_type => 'works_at')", None, "P0002"),
    ("add_link self", "select * from brain.add_link(from_slug => 'people/alice', to_slug => 'people/alice', "
     "link_type => 'works_at')", None, "22023"),
    ("remove derived edge", "select * from brain.remove_link(from_slug => 'people/alice', to_slug => 'companies/acme')",
     None, "P0002"),
    ("list_links bad direction", "select * from brain.list_links(slug => 'people/alice', direction => 'up')",
     None, "22023"),
    ("timeline max_results 0", "select * from brain.timeline(max_results => 0)", None, "22023"),
    ("timeline entry no date", "select * from brain.add_timeline_entry(slug => 'people/alice', date => null, "
     "summary => 'x')", None, "22004"),
    ("take weight 2", "select * from brain.add_take(slug => 'people/alice', claim => 'x', weight => 2)", None, "22023"),
    ("take kind opinion", "select * from brain.add_take(slug => 'people/alice', claim => 'x', kind => 'opinion')",
     None, "22023"),
    ("take since 2024-13", "select * from brain.add_take(slug => 'people/alice', claim => 'x', since => '2024-13')",
     None, "22023"),
    ("fact confidence -1", "select * from brain.add_fact(slug => 'people/alice', fact => 'x', confidence => -1)",
     None, "22023"),
    ("fact supersedes unknown", "select * from brain.add_fact(slug => 'people/alice', fact => 'x', supersedes => -5)",
     None, "P0002"),
    ("get deleted-never page", "select * from brain.get_page(slug => 'people/nobody')", None, "P0002"),
    ("relink unknown source", "select * from brain.relink_pages(sources => '{nope}')", None, "P0002"),
    ("relink bad which", "select * from brain.relink_pages(which => 'some')", None, "22023"),
    ("relink batch unknown source", "select * from brain.relink_batch(sources => '{nope}')", None, "P0002"),
    ("relink batch bad which", "select * from brain.relink_batch(which => null)", None, "22023"),
    ("relink batch of 0 pages", "select * from brain.relink_batch(max_pages => 0)", None, "22023"),
    ("relink batch of 10001 pages", "select * from brain.relink_batch(max_pages => 10001)", None, "22023"),
    ("relink batch after -1", "select * from brain.relink_batch(after_id => -1)", None, "22023"),
    ("bad file_hash", "select * from brain.put_page(slug => 'people/x', file_hash => 'abc')", None, "22023"),
]


@pytest.mark.parametrize(("name", "query", "params", "sqlstate"), BAD_SQL, ids=[c[0] for c in BAD_SQL])
def test_bad_inputs_change_nothing(conn, name, query, params, sqlstate):
    page(conn, "companies/acme", "Acme.")
    put(conn, "people/alice", "---\ncompany: Acme\n---\nAlice.\n")
    before = snapshot(conn)
    expect_error(conn, query, params, sqlstate=sqlstate)
    assert snapshot(conn) == before


def test_yaml_bomb_and_malformed_frontmatter_are_refused_before_writing(conn):
    from pgbrain.markdown import ParseError

    # a billion-laughs bomb: 9 levels of 9 aliases expand to 9**9 values
    levels = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    levels += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 9)]
    bomb = "---\n" + "\n".join(levels) + "\n---\nbody\n"
    for text in (bomb, "---\ntitle: [unclosed\n---\nbody\n", "---\n- a\n- b\n---\nbody\n"):
        with pytest.raises(ParseError):
            put(conn, "people/x", text)
    assert conn.execute("select count(*) from brain.pages").fetchone()[0] == 0


def test_concurrent_writers_on_one_page_serialise(fresh_dsn):
    import threading

    errors = []

    def writer(n: int) -> None:
        try:
            with psycopg.connect(fresh_dsn, autocommit=True) as c:
                for i in range(10):
                    put_text(c, f"Version {n}-{i} of the page.\n", "concepts/contended")
        except Exception as exc:  # noqa: BLE001 - collected for the assertion
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    with psycopg.connect(fresh_dsn) as c:
        assert c.execute("select count(*) from brain.pages where slug = 'concepts/contended'").fetchone()[0] == 1
        assert c.execute("select count(*) from brain.content_chunks").fetchone()[0] == 1


def test_relink_counts_without_the_diff_are_the_counts_with_it(conn):
    """brain.relink_pages asks the engine for counts alone (with_diff => false): the same counts a diff gives, for
    pages that add, keep and retire edges, that wait for a missing target, and a page stored without auto-link."""
    page(conn, "companies/acme", "# Acme\n")
    page(conn, "companies/beta", "# Beta\n")
    page(conn, "people/ann", "Ann works at [[companies/acme]] and advises [[companies/nowhere]].\n",
         company="companies/acme")
    page(conn, "people/bo", "Bo invested in [[companies/acme]].\n")
    put_text(conn, "Cy founded [[companies/acme]].\n", "people/cy", auto_link=False)
    ids = [r[0] for r in conn.execute(
        "select id from brain.pages where slug in ('people/ann', 'people/bo', 'people/cy') order by id")]
    # bo's reference now names another page: its edge is retired, a new one added
    conn.execute("update brain.link_candidates set target = 'companies/beta' where page_id = %s", [ids[1]])
    query = ("select page_id, links_added, links_retired, links_kept, unresolved, diff "
             "from brain._relink_pages(%s::bigint[], with_diff => %s) order by 1")
    with conn.transaction(force_rollback=True):
        full = conn.execute(query, [ids, True]).fetchall()
    counted = conn.execute(query, [ids, False]).fetchall()
    assert [r[:5] for r in counted] == [r[:5] for r in full]
    assert all(r[5] is not None for r in full) and all(r[5] is None for r in counted)
    ann, bo, cy = full
    assert ann[3] >= 1 and ann[4] == 1, ann          # kept edges, one reference waiting for its page
    assert bo[1] == 1 and bo[2] == 1, bo              # one added, one retired
    assert cy[1:5] == (0, 0, 0, 0), cy                # stored without auto-link: derives nothing
