"""Every table of the brain schema through plain SQL: rows written with INSERT / UPDATE read back
with their real values, and tables of bad inputs asserting the SQLSTATE of the constraint that
refuses them (CHECK 23514, NOT NULL 23502, FK 23503, unique 23505, invalid regex 2201B, vector
dimension 22000) and that nothing already stored was lost.

The bad-input tables refer to the rows of the `brain` fixture by slug (Page) or qualified symbol
(Chunk); those placeholders are resolved to ids just before the statement runs.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from types import SimpleNamespace

import psycopg
import pytest
from psycopg import sql
from psycopg.types.json import Jsonb

from conftest import expect_error

HASH = "a" * 64
TABLES = (
    "sources", "link_types", "pages", "content_chunks", "links", "timeline_entries", "facts",
    "takes", "code_edges_chunk", "code_edges_symbol", "config", "entity_dirs", "link_rules",
    "frontmatter_links", "link_candidates", "unresolved_links", "page_type_paths",
)
# rows the migrations seed (0001: link types; 0002: rules, field map, entity dirs, page type paths)
SEEDED = {"link_types": 16, "link_rules": 729, "frontmatter_links": 21, "entity_dirs": 22, "page_type_paths": 34}


# helpers ----------------------------------------------------------------------------------------

def add_page(conn: psycopg.Connection, slug: str, **cols) -> int:
    """Insert a page (title from the slug, content_hash = 64 x 'a' unless given); return its id."""
    cols = {"slug": slug, "title": slug.rsplit("/", 1)[-1], "content_hash": HASH, **cols}
    cols = {k: Jsonb(v) if isinstance(v, dict) else v for k, v in cols.items()}
    query = sql.SQL("insert into brain.pages ({}) values ({}) returning id").format(
        sql.SQL(", ").join(map(sql.Identifier, cols)), sql.SQL(", ").join(sql.Placeholder() * len(cols)))
    return conn.execute(query, list(cols.values())).fetchone()[0]


def add_chunk(conn: psycopg.Connection, page_id: int, chunk_index: int, chunk_text: str, **cols) -> int:
    cols = {"page_id": page_id, "chunk_index": chunk_index, "chunk_text": chunk_text, **cols}
    query = sql.SQL("insert into brain.content_chunks ({}) values ({}) returning id").format(
        sql.SQL(", ").join(map(sql.Identifier, cols)), sql.SQL(", ").join(sql.Placeholder() * len(cols)))
    return conn.execute(query, list(cols.values())).fetchone()[0]


def vec(*head: float, dims: int = 384) -> str:
    """A vector literal: the given leading components, zeros after them."""
    return "[" + ",".join(str(float(x)) for x in (*head, *[0.0] * (dims - len(head)))) + "]"


def one(conn: psycopg.Connection, query: str, params=None):
    return conn.execute(query, params).fetchone()


def scalar(conn: psycopg.Connection, query: str, params=None):
    return conn.execute(query, params).fetchone()[0]


def snapshot(conn: psycopg.Connection) -> dict[str, list[str]]:
    """Every row of every brain table, as text, sorted: the state a failed statement must not change."""
    return {t: [r[0] for r in conn.execute(
                sql.SQL("select x::text from brain.{} x order by 1").format(sql.Identifier(t)))]
            for t in TABLES}


@dataclass(frozen=True)
class Page:
    slug: str


@dataclass(frozen=True)
class Chunk:
    symbol: str


def resolve(conn: psycopg.Connection, params):
    if params is None:
        return None
    out = []
    for p in params:
        if isinstance(p, Page):
            p = scalar(conn, "select id from brain.pages where slug = %s", (p.slug,))
        elif isinstance(p, Chunk):
            p = scalar(conn, "select id from brain.content_chunks where symbol_name_qualified = %s", (p.symbol,))
        out.append(p)
    return tuple(out)


BAD = "description, query, params, sqlstate"


def cases(*rows):
    """Rows of (description, query, params, expected_sqlstate), with the description as test id."""
    return [pytest.param(*row, id=row[0]) for row in rows]


def assert_refused(conn, table: str, query: str, params, sqlstate: str) -> None:
    """The statement fails with sqlstate; the table still has rows and no table changed."""
    params = resolve(conn, params)
    before = snapshot(conn)
    assert before[table], f"the fixture left brain.{table} empty: nothing to lose"
    expect_error(conn, query, params, sqlstate=sqlstate, hint=False)
    assert snapshot(conn) == before


ALICE, ACME, MEETING, PARSER = (Page("people/alice"), Page("companies/acme"),
                                Page("meetings/2024-03-01-kickoff"), Page("code/parser.py"))
RUN, PARSE = Chunk("pkg.parser.Tokenizer.run"), Chunk("pkg.parser.parse")


@pytest.fixture
def brain(conn: psycopg.Connection) -> SimpleNamespace:
    """A small brain with at least one row in every table."""
    conn.execute("insert into brain.sources (id, name, federated) values ('side', 'Side notes', false)")
    b = SimpleNamespace(
        alice=add_page(conn, "people/alice", type="person", title="Alice Chen"),
        acme=add_page(conn, "companies/acme", type="company", title="Acme"),
        meeting=add_page(conn, "meetings/2024-03-01-kickoff", type="meeting", title="Kickoff"),
        parser=add_page(conn, "code/parser.py", type="code", page_kind="code", title="parser.py"),
    )
    b.note = add_chunk(conn, b.alice, 0, "Alice works at Acme as head of research.")
    b.run = add_chunk(conn, b.parser, 0, "def run(self): return self.parse()", chunk_source="code",
                      language="python", symbol_name="run", symbol_type="method",
                      symbol_name_qualified="pkg.parser.Tokenizer.run", start_line=10, end_line=12)
    b.parse = add_chunk(conn, b.parser, 1, "def parse(text): ...", chunk_source="code", language="python",
                        symbol_name="parse", symbol_type="function",
                        symbol_name_qualified="pkg.parser.parse", start_line=20, end_line=30)
    conn.execute(
        """insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id,
                                    origin_field, resolution_type, context)
           values (%(alice)s, %(acme)s, 'works_at', 'markdown', %(alice)s, 'compiled_truth', 'exact',
                   'works at [[companies/acme]]'),
                  (%(alice)s, %(meeting)s, 'attended', 'manual', null, null, 'manual', '')""",
        vars(b))
    conn.execute(
        """insert into brain.timeline_entries (page_id, date, source, summary, event_page_id)
           values (%s, '2024-03-01', 'markdown', 'Kickoff with Acme', %s)""", (b.alice, b.meeting))
    conn.execute(
        """insert into brain.facts (page_id, origin_page_id, row_num, entity_slug, fact, kind)
           values (%s, %s, 1, 'people/alice', 'Alice prefers async updates', 'preference')""",
        (b.alice, b.alice))
    conn.execute(
        """insert into brain.takes (page_id, row_num, claim, kind, holder, weight, since)
           values (%s, 1, 'Acme ships v2 this year', 'bet', 'people/alice', 0.75, '2024')""", (b.acme,))
    conn.execute(
        """insert into brain.takes (page_id, row_num, claim, origin)
           values (%s, 1, 'Acme is hiring', 'page')""", (b.alice,))
    conn.execute(
        """insert into brain.code_edges_chunk (from_chunk_id, to_chunk_id, from_symbol_qualified,
                                               to_symbol_qualified, edge_type)
           values (%s, %s, 'pkg.parser.Tokenizer.run', 'pkg.parser.parse', 'calls')""", (b.run, b.parse))
    conn.execute(
        """insert into brain.code_edges_symbol (from_chunk_id, from_symbol_qualified, to_symbol_qualified,
                                                edge_type, edge_metadata)
           values (%s, 'pkg.parser.Tokenizer.run', 're.compile', 'calls', '{"line": 11}')""", (b.run,))
    conn.execute("insert into brain.config (key, value) values ('test.seed', '42')")
    conn.execute("insert into brain.entity_dirs (dir, page_type) values ('test-people', 'person')")
    conn.execute(
        """insert into brain.link_rules (link_type, language, pattern, priority)
           values ('works_at', 'en', '\\m(works|working) at\\M', 400)""")
    conn.execute(
        """insert into brain.frontmatter_links (field, page_type, link_type, direction, dir_hints)
           values ('test_company', 'person', 'works_at', 'out', '{companies}')""")
    conn.execute(
        """insert into brain.link_candidates (page_id, ord, target, kind, name, context, mention_start, mention_end)
           values (%(alice)s, 0, 'companies/acme', 'wikilink', 'Acme', 'works at [[companies/acme]]', 9, 27),
                  (%(alice)s, 1, 'Bob Stone', 'wikilink', null, 'met [[Bob Stone]]', 4, 17)""", vars(b))
    conn.execute("update brain.link_candidates set needs_resolution = true where target = 'Bob Stone'")
    conn.execute(
        """insert into brain.unresolved_links (page_id, source_id, name, link_source, origin_field, link_type,
                                               expected_slugs, name_norm, reason)
           values (%s, 'default', 'Startup X', 'frontmatter', 'company', 'works_at', '{companies/startup-x}',
                   'startup-x', 'no page at companies/startup-x')""", (b.alice,))
    conn.execute("insert into brain.page_type_paths (needle, page_type, position) values ('/test-labs/', 'lab', 5)")
    return b


def test_brain_fixture_fills_every_table(conn, brain):
    counts = snapshot(conn)
    assert {t for t, rows in counts.items() if not rows} == set()


# sources ----------------------------------------------------------------------------------------

def test_sources_round_trip(conn):
    assert one(conn, "select name, federated, trusted, config from brain.sources where id = 'default'") \
        == ("default", True, True, {})
    conn.execute(
        """insert into brain.sources (id, name, trusted, local_path, config)
           values ('team-wiki', 'Team wiki', false, '/srv/wiki', '{"branch": "main"}')""")
    conn.execute("update brain.sources set archived_at = '2024-05-01T00:00:00Z' where id = 'team-wiki'")
    assert one(conn, """select name, federated, trusted, local_path, config, archived_at
                          from brain.sources where id = 'team-wiki'""") == (
        "Team wiki", True, False, "/srv/wiki", {"branch": "main"}, datetime(2024, 5, 1, tzinfo=UTC))
    # a source without pages can be deleted
    conn.execute("delete from brain.sources where id = 'team-wiki'")
    assert scalar(conn, "select count(*) from brain.sources where id = 'team-wiki'") == 0


@pytest.mark.parametrize(BAD, cases(
    ("id upper case", "insert into brain.sources (id, name) values ('Team', 'x')", None, "23514"),
    ("id reserved __all__", "insert into brain.sources (id, name) values ('__all__', 'x')", None, "23514"),
    ("id leading hyphen", "insert into brain.sources (id, name) values ('-team', 'x')", None, "23514"),
    ("id trailing hyphen", "insert into brain.sources (id, name) values ('team-', 'x')", None, "23514"),
    ("id 33 characters", "insert into brain.sources (id, name) values (%s, 'x')", ("a" * 33,), "23514"),
    ("id empty", "insert into brain.sources (id, name) values ('', 'x')", None, "23514"),
    ("id null", "insert into brain.sources (id, name) values (null, 'x')", None, "23502"),
    ("id duplicate", "insert into brain.sources (id, name) values ('side', 'x')", None, "23505"),
    ("name duplicate", "insert into brain.sources (id, name) values ('other', 'Side notes')", None, "23505"),
    ("name blank", "insert into brain.sources (id, name) values ('other', '  ')", None, "23514"),
    ("name null", "insert into brain.sources (id, name) values ('other', null)", None, "23502"),
    ("config an array", "insert into brain.sources (id, name, config) values ('other', 'x', '[]')", None, "23514"),
    ("federated null", "update brain.sources set federated = null where id = 'side'", None, "23502"),
    ("delete a source that has pages", "delete from brain.sources where id = 'default'", None, "23503"),
))
def test_sources_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "sources", query, params, sqlstate)


def test_sources_delete_refused_while_facts_belong_to_it(conn, brain):
    conn.execute("insert into brain.facts (source_id, fact) values ('side', 'Side fact')")
    assert_refused(conn, "sources", "delete from brain.sources where id = 'side'", None, "23503")
    conn.execute("delete from brain.facts where source_id = 'side'")
    conn.execute("delete from brain.sources where id = 'side'")
    assert scalar(conn, "select count(*) from brain.sources where id = 'side'") == 0


# link_types -------------------------------------------------------------------------------------

BUILTIN_LINK_TYPES = {
    # name: (label, counts_for_backlinks)
    "mentions": ("mentions", False), "works_at": ("works at", True), "invested_in": ("invested in", True),
    "founded": ("founded", True), "advises": ("advises", True), "attended": ("attended", True),
    "yc_partner": ("YC partner of", True), "led_round": ("led round of", True),
    "discussed_in": ("discussed in", True), "source": ("source", True), "related_to": ("related to", True),
    "cited": ("cites", True), "image_of": ("image of", True), "documents": ("documents", True),
    "documented_by": ("documented by", True), "wikilink_basename": ("links to", False),
}


def test_link_types_builtin_vocabulary(conn):
    rows = conn.execute("""select name, label, counts_for_backlinks, builtin, length(description) > 0
                             from brain.link_types order by name""").fetchall()
    assert rows == [(name, label, counts, True, True)
                    for name, (label, counts) in sorted(BUILTIN_LINK_TYPES.items())]
    assert len(rows) == SEEDED["link_types"]


def test_link_types_round_trip_with_defaults(conn):
    row = one(conn, """insert into brain.link_types (name, label, description) values ('test_rel', 'relates to',
                                                                                      'a test relation')
                       returning label, description, counts_for_backlinks, builtin, created_at = now()""")
    assert row == ("relates to", "a test relation", True, False, True)
    conn.execute("""update brain.link_types set label = 'is related to', counts_for_backlinks = false, builtin = true
                     where name = 'test_rel'""")
    assert one(conn, "select label, counts_for_backlinks, builtin from brain.link_types where name = 'test_rel'") \
        == ("is related to", False, True)


def test_link_types_rename_cascades_to_rules_and_field_maps_not_to_links(conn, brain):
    conn.execute("insert into brain.link_types (name, label, description) values ('test_rel', 'relates to', 'x')")
    conn.execute("insert into brain.links (from_page_id, to_page_id, link_type) values (%s, %s, 'test_rel')",
                 (brain.acme, brain.alice))
    conn.execute("""insert into brain.link_rules (link_type, language, pattern, priority)
                    values ('test_rel', 'any', 'relates', 1)""")
    conn.execute("""insert into brain.frontmatter_links (field, link_type, direction)
                    values ('test_related', 'test_rel', 'in')""")

    def counts(link_type: str) -> tuple[int, int, int]:
        return one(conn, """select (select count(*) from brain.links where link_type = %(t)s),
                                   (select count(*) from brain.link_rules where link_type = %(t)s),
                                   (select count(*) from brain.frontmatter_links where link_type = %(t)s)""",
                   {"t": link_type})

    conn.execute("update brain.link_types set name = 'test_relation' where name = 'test_rel'")
    # the rules and the field map follow the registry; links.link_type is free text and keeps its name
    assert counts("test_relation") == (0, 1, 1)
    assert counts("test_rel") == (1, 0, 0)

    # deleting the type takes its rules and field maps along; the edge survives with its type
    conn.execute("delete from brain.link_types where name = 'test_relation'")
    assert counts("test_relation") == (0, 0, 0)
    assert counts("test_rel") == (1, 0, 0)
    assert scalar(conn, "select count(*) from brain.link_rules where link_type = 'works_at' and not builtin") == 1


def test_link_types_delete_of_a_type_in_use_keeps_the_edges(conn, brain):
    builtin_rules = scalar(conn, "select count(*) from brain.link_rules where link_type = 'works_at' and builtin")
    assert builtin_rules > 0
    conn.execute("delete from brain.link_types where name = 'works_at'")
    assert one(conn, """select (select count(*) from brain.links where link_type = 'works_at'),
                               (select count(*) from brain.link_rules where link_type = 'works_at'),
                               (select count(*) from brain.frontmatter_links where link_type = 'works_at'),
                               (select count(*) from brain.link_types)""") == (1, 0, 0, SEEDED["link_types"] - 1)
    # the fixture's own rule was a works_at rule too: only the seeded rules of other types are left
    assert scalar(conn, "select count(*) from brain.link_rules") == SEEDED["link_rules"] - builtin_rules


def _lt(name: str, label: str = "'x'", description: str = "'x'", extra_cols: str = "", extra_vals: str = "") -> str:
    return (f"insert into brain.link_types (name, label, description{extra_cols}) "
            f"values ({name}, {label}, {description}{extra_vals})")


@pytest.mark.parametrize(BAD, cases(
    ("name upper case", _lt("'WorksAt'"), None, "23514"),
    ("name kebab case", _lt("'works-at'"), None, "23514"),
    ("name leading digit", _lt("'1st'"), None, "23514"),
    ("name leading underscore", _lt("'_x'"), None, "23514"),
    ("name with a space", _lt("'works at'"), None, "23514"),
    ("name with a dot", _lt("'works.at'"), None, "23514"),
    ("name non-ASCII", _lt("'arbeitet_für'"), None, "23514"),
    ("name 65 characters", _lt("%s"), ("a" * 65,), "23514"),
    ("name empty", _lt("''"), None, "23514"),
    ("name null", _lt("null"), None, "23502"),
    ("name duplicate of a builtin", _lt("'mentions'"), None, "23505"),
    ("label null", _lt("'test_x'", label="null"), None, "23502"),
    ("description null", _lt("'test_x'", description="null"), None, "23502"),
    ("counts_for_backlinks null", _lt("'test_x'", extra_cols=", counts_for_backlinks", extra_vals=", null"),
     None, "23502"),
    ("builtin null", _lt("'test_x'", extra_cols=", builtin", extra_vals=", null"), None, "23502"),
    ("rename to an invalid name", "update brain.link_types set name = 'Works_At' where name = 'works_at'",
     None, "23514"),
    ("rename to 65 characters", "update brain.link_types set name = %s where name = 'works_at'", ("a" * 65,),
     "23514"),
    ("rename to a name in use", "update brain.link_types set name = 'mentions' where name = 'works_at'",
     None, "23505"),
    ("label set to null", "update brain.link_types set label = null where name = 'works_at'", None, "23502"),
))
def test_link_types_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "link_types", query, params, sqlstate)


@pytest.mark.parametrize("name", ["a" * 64, "a", "x9", "works_at_v2", "a_" * 31 + "zz"])
def test_link_types_valid_names(conn, name):
    conn.execute(_lt("%s"), (name,))
    assert scalar(conn, "select builtin from brain.link_types where name = %s", (name,)) is False


# pages ------------------------------------------------------------------------------------------

def test_pages_round_trip_with_defaults(conn):
    page_id = add_page(conn, "people/alice-chen", title="Alice Chen")
    row = one(conn, """select source_id, slug, type, page_kind, title, compiled_truth, timeline, frontmatter,
                              emotional_weight, content_hash, deleted_at, created_at = now()
                         from brain.pages where id = %s""", (page_id,))
    assert row == ("default", "people/alice-chen", "concept", "markdown", "Alice Chen", "", "", {}, 0.0, HASH,
                   None, True)


def test_pages_round_trip_every_column(conn):
    conn.execute("insert into brain.sources (id, name) values ('side', 'Side')")
    conn.execute(
        """insert into brain.pages (source_id, slug, type, page_kind, title, compiled_truth, timeline,
                                    frontmatter, emotional_weight, effective_date, effective_date_source,
                                    content_hash, import_path, search_vector)
           values ('side', 'meetings/2024-03-01-kickoff', 'meeting', 'markdown', 'Kickoff',
                   'We met.', '- 2024-03-01: kickoff', '{"attendees": ["people/alice"], "rating": 4}',
                   0.75, '2024-03-01T10:00:00Z', 'frontmatter.date',
                   encode(sha256('We met.'::bytea), 'hex'), 'meetings/2024-03-01-kickoff.md',
                   setweight(to_tsvector('english', 'Kickoff'), 'A'))""")
    conn.execute("""update brain.pages set emotional_weight = 1, deleted_at = '2024-04-01T00:00:00Z'
                     where slug = 'meetings/2024-03-01-kickoff'""")
    row = one(conn, """select source_id, type, page_kind, title, compiled_truth, timeline, frontmatter,
                              emotional_weight, effective_date, effective_date_source, content_hash,
                              import_path, search_vector @@ to_tsquery('english', 'kickoff'), deleted_at
                         from brain.pages where slug = 'meetings/2024-03-01-kickoff'""")
    assert row == (
        "side", "meeting", "markdown", "Kickoff", "We met.", "- 2024-03-01: kickoff",
        {"attendees": ["people/alice"], "rating": 4}, 1.0, datetime(2024, 3, 1, 10, tzinfo=UTC),
        "frontmatter.date", hashlib.sha256(b"We met.").hexdigest(),
        "meetings/2024-03-01-kickoff.md", True, datetime(2024, 4, 1, tzinfo=UTC))


@pytest.mark.parametrize("slug", [
    "people/alice-chen",
    "notes/v1.0.0",
    "people/田中太郎",
    "companies/acme_inc",
    "a",
    ".config/tool",       # a dot-file segment is not '.' or '..'
    "notes/..hidden",
    "a" * 255,
    "人" * 255,           # the limit counts characters, not bytes
])
def test_pages_valid_slugs(conn, slug):
    page_id = add_page(conn, slug, title="t")
    assert scalar(conn, "select slug from brain.pages where id = %s", (page_id,)) == slug


BAD_SLUGS = [
    ("upper case", "People/Alice"),
    ("upper case non-ASCII", "people/Émile"),
    ("leading slash", "/people/alice"),
    ("trailing slash", "people/alice/"),
    ("empty segment", "people//alice"),
    ("dot-dot segment", "notes/../secrets"),
    ("dot-dot alone", ".."),
    ("dot-dot at the end", "notes/.."),
    ("dot segment", "./notes"),
    ("dot segment inside", "notes/./a"),
    ("backslash", "people\\alice"),
    ("newline", "people/alice\nbob"),
    ("tab", "people/al\tice"),
    ("control char 0x01", "people/\x01alice"),
    ("DEL 0x7f", "people/alice\x7f"),
    ("C1 control U+0085", "people/alice\u0085"),
    ("bidi override U+202E", "people/\u202eecila"),
    ("bidi embedding U+202A", "people/\u202aalice"),
    ("bidi isolate U+2066", "people/\u2066alice"),
    ("bidi pop isolate U+2069", "people/alice\u2069"),
    ("right-to-left mark U+200F", "people/alice\u200f"),
    ("left-to-right mark U+200E", "people/\u200ealice"),
    ("arabic letter mark U+061C", "people/alice\u061c"),
    ("zero-width space U+200B", "people/al\u200bice"),
    ("zero-width joiner U+200D", "people/alice\u200d"),
    ("word joiner U+2060", "people/alice\u2060"),
    ("byte order mark U+FEFF", "people/\ufeffalice"),
    ("line separator U+2028", "people/alice\u2028"),
    ("soft hyphen U+00AD", "people/al\u00adice"),
    ("empty", ""),
    ("256 characters", "a" * 256),
]


@pytest.mark.parametrize("description, slug", BAD_SLUGS, ids=[d for d, _ in BAD_SLUGS])
def test_pages_bad_slugs(conn, brain, description, slug):
    assert_refused(conn, "pages",
                   "insert into brain.pages (slug, title, content_hash) values (%s, 't', repeat('a', 64))",
                   (slug,), "23514")


def test_pages_bad_slug_by_update(conn, brain):
    assert_refused(conn, "pages", "update brain.pages set slug = 'People/Alice' where slug = 'people/alice'",
                   None, "23514")
    assert scalar(conn, "select title from brain.pages where slug = 'people/alice'") == "Alice Chen"


def test_pages_same_slug_in_another_source(conn, brain):
    add_page(conn, "people/alice", source_id="side", title="Alice (side)")
    rows = conn.execute("select source_id, title from brain.pages where slug = 'people/alice' order by 1").fetchall()
    assert rows == [("default", "Alice Chen"), ("side", "Alice (side)")]


def _page(cols: str, vals: str) -> str:
    return f"insert into brain.pages (slug, title, content_hash, {cols}) values ('x/y', 't', repeat('a', 64), {vals})"


@pytest.mark.parametrize(BAD, cases(
    ("duplicate (source_id, slug)",
     "insert into brain.pages (slug, title, content_hash) values ('people/alice', 'again', repeat('b', 64))",
     None, "23505"),
    ("duplicate slug by update", "update brain.pages set slug = 'people/alice' where slug = 'companies/acme'",
     None, "23505"),
    ("slug null", "insert into brain.pages (slug, title, content_hash) values (null, 't', repeat('a', 64))",
     None, "23502"),
    ("unknown source", _page("source_id", "'nowhere'"), None, "23503"),
    ("source_id null", _page("source_id", "null"), None, "23502"),
    ("content_hash upper case", "insert into brain.pages (slug, title, content_hash) values ('x/y', 't', %s)",
     ("A" * 64,), "23514"),
    ("content_hash 63 characters", "insert into brain.pages (slug, title, content_hash) values ('x/y', 't', %s)",
     ("a" * 63,), "23514"),
    ("content_hash 65 characters", "insert into brain.pages (slug, title, content_hash) values ('x/y', 't', %s)",
     ("a" * 65,), "23514"),
    ("content_hash not hex", "insert into brain.pages (slug, title, content_hash) values ('x/y', 't', %s)",
     ("g" * 64,), "23514"),
    ("content_hash null", "insert into brain.pages (slug, title, content_hash) values ('x/y', 't', null)",
     None, "23502"),
    ("emotional_weight below 0", _page("emotional_weight", "-0.01"), None, "23514"),
    ("emotional_weight above 1", _page("emotional_weight", "1.01"), None, "23514"),
    ("emotional_weight NaN", _page("emotional_weight", "'NaN'"), None, "23514"),
    ("emotional_weight null", _page("emotional_weight", "null"), None, "23502"),
    ("page_kind pdf", _page("page_kind", "'pdf'"), None, "23514"),
    ("page_kind upper case", _page("page_kind", "'Markdown'"), None, "23514"),
    ("frontmatter an array", _page("frontmatter", "'[1, 2]'"), None, "23514"),
    ("frontmatter a string", _page("frontmatter", "'\"title\"'"), None, "23514"),
    ("frontmatter json null", _page("frontmatter", "'null'"), None, "23514"),
    ("frontmatter sql null", _page("frontmatter", "null"), None, "23502"),
    ("frontmatter array by update", "update brain.pages set frontmatter = '[]' where slug = 'people/alice'",
     None, "23514"),
    ("type upper case", _page("type", "'Person'"), None, "23514"),
    ("type leading digit", _page("type", "'1person'"), None, "23514"),
    ("title blank", "insert into brain.pages (slug, title, content_hash) values ('x/y', '   ', repeat('a', 64))",
     None, "23514"),
    ("title null", "insert into brain.pages (slug, title, content_hash) values ('x/y', null, repeat('a', 64))",
     None, "23502"),
    ("explicit id (generated always)", _page("id", "123456"), None, "428C9"),
    ("delete the source of the pages", "delete from brain.sources where id = 'default'", None, "23503"),
))
def test_pages_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "pages", query, params, sqlstate)


def test_pages_emotional_weight_bounds_are_inclusive(conn):
    low = add_page(conn, "w/low", emotional_weight=0)
    high = add_page(conn, "w/high", emotional_weight=1)
    rows = conn.execute("select id, emotional_weight from brain.pages where id in (%s, %s) order by emotional_weight",
                        (low, high)).fetchall()
    assert rows == [(low, 0.0), (high, 1.0)]


# content_chunks ---------------------------------------------------------------------------------

def test_chunks_round_trip(conn, brain):
    row = one(conn, """select c.chunk_index, c.chunk_source, c.modality, c.language, c.symbol_name,
                              c.symbol_type, c.start_line, c.end_line, c.embedding is null
                         from brain.content_chunks c join brain.pages p on p.id = c.page_id
                        where p.slug = 'code/parser.py' and c.symbol_name_qualified = 'pkg.parser.Tokenizer.run'""")
    assert row == (0, "code", "text", "python", "run", "method", 10, 12, True)
    conn.execute(
        """update brain.content_chunks
              set parent_symbol_path = '{pkg.parser,Tokenizer}', doc_comment = 'Run the tokenizer.',
                  token_count = 17, embedding = %s, embedding_model = 'multilingual-e5-small',
                  embedded_text_hash = encode(sha256(convert_to(chunk_text, 'UTF8')), 'hex'), embedded_at = now()
            where id = %s""", (vec(0.6, 0.8), brain.run))
    row = one(conn, """select parent_symbol_path, doc_comment, token_count, vector_dims(embedding),
                              embedding <=> %s::vector < 1e-5, embedding_model,
                              embedded_text_hash = encode(sha256('def run(self): return self.parse()'::bytea), 'hex')
                         from brain.content_chunks where id = %s""", (vec(3, 4), brain.run))
    assert row == (["pkg.parser", "Tokenizer"], "Run the tokenizer.", 17, 384, True, "multilingual-e5-small", True)


def test_chunks_search_vector_matches_text_and_qualified_symbol(conn, brain):
    cid = add_chunk(conn, brain.parser, 2, "The tokenizer splits markdown documents into sentences.",
                    chunk_source="code", symbol_name="split", symbol_name_qualified="pkg.parser.Splitter.split",
                    doc_comment="Sentence lexer")

    def matches(tsquery: str) -> list[int]:
        return [r[0] for r in conn.execute(
            """select chunk_index from brain.content_chunks
                where page_id = %s and search_vector @@ to_tsquery('english', %s) order by chunk_index""",
            (brain.parser, tsquery))]

    assert matches("documents") == [2]               # a word of chunk_text (stemmed: document)
    assert matches("sentence & markdown") == [2]
    assert matches("pkg.parser.Splitter.split") == [2]  # the qualified symbol, a single token
    assert matches("pkg.parser.Tokenizer.run") == [0]
    assert matches("documents:B") == [2]             # chunk text has weight B ...
    assert matches("documents:A") == []
    assert matches("pkg.parser.Splitter.split:A") == [2]  # ... symbol and doc comment weight A
    assert matches("lexer:A") == [2]
    assert matches("spreadsheet") == []

    # the column is generated: it follows an update of the text and cannot be written
    conn.execute("update brain.content_chunks set chunk_text = 'Spreadsheets are exported as CSV.' where id = %s",
                 (cid,))
    assert matches("documents") == []
    assert matches("spreadsheet") == [2]
    assert_refused(conn, "content_chunks",
                   "update brain.content_chunks set search_vector = to_tsvector('x') where id = %s", (cid,), "428C9")


def test_chunks_cosine_nearest_neighbour(conn, brain):
    conn.execute(
        """insert into brain.content_chunks (page_id, chunk_index, chunk_text, embedding)
           values (%(p)s, 10, 'east', %(e)s), (%(p)s, 11, 'north', %(n)s), (%(p)s, 12, 'north-east', %(ne)s),
                  (%(p)s, 13, 'not embedded yet', null)""",
        {"p": brain.acme, "e": vec(1, 0), "n": vec(0, 1), "ne": vec(0.7, 0.7)})

    # read past the dead index entries other tests' rolled-back chunks leave in the shared database
    conn.execute("set local hnsw.iterative_scan = strict_order")

    def nearest(query_vec: str) -> list[tuple[str, float]]:
        return [(t, round(d, 4)) for t, d in conn.execute(
            """select chunk_text, embedding <=> %s::vector from brain.content_chunks
                where page_id = %s and embedding is not null
                order by embedding <=> %s::vector limit 3""", (query_vec, brain.acme, query_vec))]

    assert nearest(vec(0.9, 0.1))[0][0] == "east"
    assert [t for t, _ in nearest(vec(0.1, 0.9))] == ["north", "north-east", "east"]
    assert nearest(vec(2, 2))[0] == ("north-east", 0.0)   # same direction: cosine distance 0
    assert nearest(vec(0, 5)) == [("north", 0.0), ("north-east", 0.2929), ("east", 1.0)]


def test_chunks_cascade_with_their_page(conn, brain):
    assert scalar(conn, "select count(*) from brain.content_chunks where page_id = %s", (brain.parser,)) == 2
    assert scalar(conn, "select count(*) from brain.code_edges_chunk") == 1
    conn.execute("delete from brain.pages where slug = 'code/parser.py'")
    assert one(conn, """select (select count(*) from brain.content_chunks where page_id = %s),
                               (select count(*) from brain.code_edges_chunk),
                               (select count(*) from brain.code_edges_symbol),
                               (select count(*) from brain.content_chunks)""", (brain.parser,)) == (0, 0, 0, 1)


def _chunk(cols: str, vals: str) -> str:
    return (f"insert into brain.content_chunks (page_id, chunk_index, chunk_text, {cols}) "
            f"values (%s, 9, 'text', {vals})")


@pytest.mark.parametrize(BAD, cases(
    ("embedding of 3 dimensions", _chunk("embedding", "'[1,2,3]'"), (ALICE,), "22000"),
    ("embedding of 385 dimensions", _chunk("embedding", "%s"), (ALICE, vec(1, dims=385)), "22000"),
    ("embedding of 3 dimensions by update", "update brain.content_chunks set embedding = '[1,2,3]' where id = %s",
     (RUN,), "22000"),
    ("image embedding of 384 dimensions", _chunk("embedding_image", "%s"), (ALICE, vec(1)), "22000"),
    ("start_line after end_line", _chunk("start_line, end_line", "10, 5"), (PARSER,), "23514"),
    ("start_line 0", _chunk("start_line", "0"), (PARSER,), "23514"),
    ("end_line 0", _chunk("end_line", "0"), (PARSER,), "23514"),
    ("end_line moved before start_line", "update brain.content_chunks set end_line = 9 where id = %s",
     (RUN,), "23514"),
    ("chunk_index negative", "insert into brain.content_chunks (page_id, chunk_index, chunk_text) values (%s, -1, 'x')",
     (ALICE,), "23514"),
    ("duplicate (page_id, chunk_index)",
     "insert into brain.content_chunks (page_id, chunk_index, chunk_text) values (%s, 0, 'again')", (ALICE,), "23505"),
    ("chunk_source unknown", _chunk("chunk_source", "'body'"), (ALICE,), "23514"),
    ("modality audio", _chunk("modality", "'audio'"), (ALICE,), "23514"),
    ("token_count negative", _chunk("token_count", "-1"), (ALICE,), "23514"),
    ("chunk_text null", "insert into brain.content_chunks (page_id, chunk_index, chunk_text) values (%s, 9, null)",
     (ALICE,), "23502"),
    ("chunk_index null", "insert into brain.content_chunks (page_id, chunk_index, chunk_text) values (%s, null, 'x')",
     (ALICE,), "23502"),
    ("page_id null", "insert into brain.content_chunks (page_id, chunk_index, chunk_text) values (null, 0, 'x')",
     None, "23502"),
    ("page missing", "insert into brain.content_chunks (page_id, chunk_index, chunk_text) values (-1, 0, 'x')",
     None, "23503"),
))
def test_chunks_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "content_chunks", query, params, sqlstate)


def test_chunks_line_range_of_one_line(conn, brain):
    cid = add_chunk(conn, brain.parser, 5, "x = 1", start_line=7, end_line=7)
    assert one(conn, "select start_line, end_line from brain.content_chunks where id = %s", (cid,)) == (7, 7)


# links ------------------------------------------------------------------------------------------

def test_links_round_trip(conn, brain):
    row = one(conn, """select link_type, link_source, origin_page_id, origin_field, resolution_type, context,
                              valid_from = now(), valid_to
                         from brain.links where from_page_id = %s and to_page_id = %s""", (brain.alice, brain.acme))
    assert row == ("works_at", "markdown", brain.alice, "compiled_truth", "exact", "works at [[companies/acme]]",
                   True, None)
    conn.execute("""update brain.links set valid_to = now() + interval '1 day', context = 'left Acme'
                     where from_page_id = %s and link_type = 'works_at'""", (brain.alice,))
    assert one(conn, """select context, valid_to - valid_from from brain.links
                         where from_page_id = %s and link_type = 'works_at'""", (brain.alice,)) \
        == ("left Acme", timedelta(days=1))
    defaults = one(conn, """insert into brain.links (from_page_id, to_page_id, link_type)
                            values (%s, %s, 'mentions')
                            returning link_source, context, origin_page_id, resolution_type""",
                   (brain.meeting, brain.acme))
    assert defaults == ("manual", "", None, None)


def _count_links(conn, b, where="true") -> int:
    return scalar(conn, f"select count(*) from brain.links where from_page_id = %s and to_page_id = %s and {where}",
                  (b.meeting, b.acme))


def test_links_one_current_edge_per_provenance(conn, brain):
    b = brain
    insert = ("insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id) "
              "values (%s, %s, 'mentions', %s, %s)")
    conn.execute(insert, (b.meeting, b.acme, "markdown", b.meeting))

    # the same edge from the same provenance, while the first is current: refused
    assert_refused(conn, "links", insert, (b.meeting, b.acme, "markdown", b.meeting), "23505")
    # another origin page, another link_source or another type: a separate current edge
    conn.execute(insert, (b.meeting, b.acme, "markdown", b.alice))
    conn.execute(insert, (b.meeting, b.acme, "frontmatter", b.meeting))
    conn.execute("insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id) "
                 "values (%s, %s, 'related_to', 'markdown', %s)", (b.meeting, b.acme, b.meeting))
    assert _count_links(conn, b, "valid_to is null") == 4

    # once the first is retired the same provenance may assert it again
    conn.execute("""update brain.links set valid_to = now()
                     where from_page_id = %s and to_page_id = %s and link_type = 'mentions'
                       and link_source = 'markdown' and origin_page_id = %s""", (b.meeting, b.acme, b.meeting))
    conn.execute(insert, (b.meeting, b.acme, "markdown", b.meeting))
    assert _count_links(conn, b, "link_type = 'mentions' and link_source = 'markdown' and origin_page_id = "
                                 f"{b.meeting}") == 2
    assert _count_links(conn, b, "link_type = 'mentions' and link_source = 'markdown' and origin_page_id = "
                                 f"{b.meeting} and valid_to is null") == 1
    # a retired edge does not block retiring the new one as well (history may hold many)
    conn.execute("update brain.links set valid_to = now() where from_page_id = %s and to_page_id = %s",
                 (b.meeting, b.acme))
    assert _count_links(conn, b, "valid_to is null") == 0
    assert _count_links(conn, b) == 5


def test_links_null_origin_counts_as_equal(conn, brain):
    insert = ("insert into brain.links (from_page_id, to_page_id, link_type, link_source) "
              "values (%s, %s, 'attended', 'manual')")
    # the fixture already holds alice --attended--> meeting, manual, origin null
    assert_refused(conn, "links", insert, (brain.alice, brain.meeting), "23505")
    # with an origin page it is another provenance
    conn.execute("insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id) "
                 "values (%s, %s, 'attended', 'manual', %s)", (brain.alice, brain.meeting, brain.meeting))
    assert scalar(conn, """select count(*) from brain.links
                            where from_page_id = %s and to_page_id = %s and link_type = 'attended'""",
                  (brain.alice, brain.meeting)) == 2


def _link(cols: str, vals: str) -> str:
    return f"insert into brain.links (from_page_id, to_page_id, link_type, {cols}) values (%s, %s, 'mentions', {vals})"


def _link_type(link_type: str) -> str:
    return f"insert into brain.links (from_page_id, to_page_id, link_type) values (%s, %s, {link_type})"


@pytest.mark.parametrize(BAD, cases(
    ("link_type upper case", _link_type("'Hates'"), (ACME, ALICE), "23514"),
    ("link_type kebab case", _link_type("'works-at'"), (ACME, ALICE), "23514"),
    ("link_type leading digit", _link_type("'2nd_degree'"), (ACME, ALICE), "23514"),
    ("link_type leading underscore", _link_type("'_hates'"), (ACME, ALICE), "23514"),
    ("link_type with a space", _link_type("'works at'"), (ACME, ALICE), "23514"),
    ("link_type with a colon", _link_type("'rel:hates'"), (ACME, ALICE), "23514"),
    ("link_type non-ASCII", _link_type("'kennt_über'"), (ACME, ALICE), "23514"),
    ("link_type 65 characters", _link_type("%s"), (ACME, ALICE, "a" * 65), "23514"),
    ("link_type empty", _link_type("''"), (ACME, ALICE), "23514"),
    ("link_type null", _link_type("null"), (ACME, ALICE), "23502"),
    ("link_type changed to a malformed one",
     "update brain.links set link_type = 'Employs' where link_type = 'works_at'", None, "23514"),
    ("link_type changed to 65 characters", "update brain.links set link_type = %s where link_type = 'works_at'",
     ("a" * 65,), "23514"),
    ("from page missing",
     "insert into brain.links (from_page_id, to_page_id, link_type) values (-1, %s, 'mentions')", (ACME,), "23503"),
    ("to page missing",
     "insert into brain.links (from_page_id, to_page_id, link_type) values (%s, -1, 'mentions')", (ACME,), "23503"),
    ("origin page missing", _link("origin_page_id", "-1"), (ACME, ALICE), "23503"),
    ("from_page_id null",
     "insert into brain.links (from_page_id, to_page_id, link_type) values (null, %s, 'mentions')", (ACME,), "23502"),
    ("duplicate current edge, same origin page",
     "insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id) "
     "values (%s, %s, 'works_at', 'markdown', %s)", (ALICE, ACME, ALICE), "23505"),
    ("duplicate current manual edge, both origins null",
     "insert into brain.links (from_page_id, to_page_id, link_type, link_source) values (%s, %s, 'attended', 'manual')",
     (ALICE, MEETING), "23505"),
    ("valid_to before valid_from", _link("valid_from, valid_to", "'2024-02-01', '2024-01-31'"), (ACME, ALICE), "23514"),
    ("retired before it began", "update brain.links set valid_to = valid_from - interval '1 second'", None, "23514"),
    ("link_source upper case", _link("link_source", "'Markdown'"), (ACME, ALICE), "23514"),
    ("link_source snake case", _link("link_source", "'wikilink_resolved'"), (ACME, ALICE), "23514"),
    ("link_source double hyphen", _link("link_source", "'wikilink--resolved'"), (ACME, ALICE), "23514"),
    ("link_source leading hyphen", _link("link_source", "'-manual'"), (ACME, ALICE), "23514"),
    ("link_source trailing hyphen", _link("link_source", "'manual-'"), (ACME, ALICE), "23514"),
    ("link_source leading digit", _link("link_source", "'1st-pass'"), (ACME, ALICE), "23514"),
    ("link_source 65 characters", _link("link_source", "%s"), (ACME, ALICE, "a" * 65), "23514"),
    ("link_source empty", _link("link_source", "''"), (ACME, ALICE), "23514"),
    ("link_source null", _link("link_source", "null"), (ACME, ALICE), "23502"),
    ("resolution_type unknown", _link("resolution_type", "'fuzzy'"), (ACME, ALICE), "23514"),
    ("context null", _link("context", "null"), (ACME, ALICE), "23502"),
    ("valid_from null", _link("valid_from", "null"), (ACME, ALICE), "23502"),
))
def test_links_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "links", query, params, sqlstate)


@pytest.mark.parametrize("link_type", ["hates", "a" * 64, "a", "x2", "owes_money_to", "works_at_v2"])
def test_links_open_vocabulary_accepts_unregistered_types(conn, brain, link_type):
    assert scalar(conn, "select count(*) from brain.link_types where name = %s", (link_type,)) == 0
    conn.execute(_link_type("%s"), (brain.acme, brain.alice, link_type))
    assert conn.execute("select link_type, valid_to from brain.links where from_page_id = %s",
                        (brain.acme,)).fetchall() == [(link_type, None)]
    # an existing edge may be retyped to an unregistered name as well, and shows in the view
    conn.execute("update brain.links set link_type = %s where link_type = 'works_at'", (link_type,))
    assert conn.execute("select from_slug, to_slug from brain.page_links where link_type = %s order by 1",
                        (link_type,)).fetchall() == [("companies/acme", "people/alice"),
                                                     ("people/alice", "companies/acme")]
    assert scalar(conn, "select count(*) from brain.link_types where name = %s", (link_type,)) == 0


def test_links_valid_link_sources(conn, brain):
    for tag in ("markdown", "frontmatter", "wikilink-resolved", "mentions", "manual", "import-v2", "a" * 64):
        conn.execute(_link("link_source", "%s"), (brain.acme, brain.alice, tag))
    assert scalar(conn, "select count(*) from brain.links where from_page_id = %s", (brain.acme,)) == 7


def test_links_cascade_with_pages(conn, brain):
    conn.execute("""insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id)
                    values (%s, %s, 'related_to', 'markdown', %s)""", (brain.acme, brain.parser, brain.meeting))
    assert scalar(conn, "select count(*) from brain.links") == 3
    conn.execute("delete from brain.pages where slug = 'meetings/2024-03-01-kickoff'")  # target of one, origin of one
    assert conn.execute("select link_type from brain.links order by link_type").fetchall() == [("works_at",)]


def test_page_links_view(conn, brain):
    b = brain
    conn.execute("""insert into brain.links (from_page_id, to_page_id, link_type, link_source, valid_to)
                    values (%s, %s, 'advises', 'manual', now())""", (b.alice, b.acme))      # retired
    conn.execute("""insert into brain.links (from_page_id, to_page_id, link_type, link_source, origin_page_id)
                    values (%s, %s, 'documents', 'markdown', %s)""", (b.meeting, b.parser, b.alice))

    def view():
        return conn.execute("""select from_source_id, from_slug, to_source_id, to_slug, link_type, link_source,
                                      origin_slug, origin_field, context
                                 from brain.page_links order by link_type""").fetchall()

    assert view() == [
        ("default", "people/alice", "default", "meetings/2024-03-01-kickoff", "attended", "manual", None, None, ""),
        ("default", "meetings/2024-03-01-kickoff", "default", "code/parser.py", "documents", "markdown",
         "people/alice", None, ""),
        ("default", "people/alice", "default", "companies/acme", "works_at", "markdown", "people/alice",
         "compiled_truth", "works at [[companies/acme]]"),
    ]
    link_id = scalar(conn, "select id from brain.links where link_type = 'works_at'")
    assert scalar(conn, "select link_id from brain.page_links where link_type = 'works_at'") == link_id

    # soft-deleting a target page hides its edges; soft-deleting a source page hides its outgoing edges
    conn.execute("update brain.pages set deleted_at = now() where slug = 'code/parser.py'")
    assert [r[4] for r in view()] == ["attended", "works_at"]
    conn.execute("update brain.pages set deleted_at = now() where slug = 'people/alice'")
    assert view() == []
    # the rows survive: restoring the pages shows the edges again
    conn.execute("update brain.pages set deleted_at = null")
    assert [r[4] for r in view()] == ["attended", "documents", "works_at"]
    # retiring hides
    conn.execute("update brain.links set valid_to = now() where link_type = 'attended'")
    assert [r[4] for r in view()] == ["documents", "works_at"]
    assert scalar(conn, "select count(*) from brain.links") == 4


# timeline_entries -------------------------------------------------------------------------------

def test_timeline_round_trip_and_dedup(conn, brain):
    row = one(conn, """select date, source, summary, detail, event_page_id, origin from brain.timeline_entries
                        where page_id = %s""", (brain.alice,))
    assert row == (date(2024, 3, 1), "markdown", "Kickoff with Acme", "", brain.meeting, "manual")
    # the same summary on another date or from another source is another entry
    conn.execute("""insert into brain.timeline_entries (page_id, date, source, summary, detail, origin)
                    values (%(p)s, '2024-03-02', 'markdown', 'Kickoff with Acme', 'day two', 'page'),
                           (%(p)s, '2024-03-01', 'meeting', 'Kickoff with Acme', '', 'manual'),
                           (%(p)s, '2024-03-01', 'markdown', 'Kickoff with Acme!', '', 'page')""", {"p": brain.alice})
    assert conn.execute("""select date, summary, detail, origin from brain.timeline_entries
                            where page_id = %s and source = 'markdown' order by date, summary""",
                        (brain.alice,)).fetchall() == [
        (date(2024, 3, 1), "Kickoff with Acme", "", "manual"), (date(2024, 3, 1), "Kickoff with Acme!", "", "page"),
        (date(2024, 3, 2), "Kickoff with Acme", "day two", "page")]
    conn.execute("update brain.timeline_entries set origin = 'page' where page_id = %s and source = 'meeting'",
                 (brain.alice,))
    assert scalar(conn, "select count(*) from brain.timeline_entries where page_id = %s and origin = 'page'",
                  (brain.alice,)) == 3
    assert scalar(conn, "select count(*) from brain.timeline_entries where page_id = %s", (brain.alice,)) == 4
    # the dedup key makes an upsert idempotent
    conn.execute("""insert into brain.timeline_entries (page_id, date, source, summary, detail)
                    values (%s, '2024-03-01', 'markdown', 'Kickoff with Acme', 'ignored')
                    on conflict (page_id, date, md5(summary), source) do nothing""", (brain.alice,))
    assert scalar(conn, "select count(*) from brain.timeline_entries where page_id = %s", (brain.alice,)) == 4
    # deleting the event page keeps the entry without it
    conn.execute("delete from brain.pages where slug = 'meetings/2024-03-01-kickoff'")
    assert scalar(conn, """select event_page_id from brain.timeline_entries
                            where page_id = %s and date = '2024-03-01' and source = 'markdown'
                              and summary = 'Kickoff with Acme'""", (brain.alice,)) is None
    conn.execute("delete from brain.pages where slug = 'people/alice'")
    assert scalar(conn, "select count(*) from brain.timeline_entries") == 0


@pytest.mark.parametrize(BAD, cases(
    ("duplicate (page, date, summary, source)",
     "insert into brain.timeline_entries (page_id, date, source, summary, detail) "
     "values (%s, '2024-03-01', 'markdown', 'Kickoff with Acme', 'other detail')", (ALICE,), "23505"),
    ("same entry with another origin (origin is not part of the dedup key)",
     "insert into brain.timeline_entries (page_id, date, source, summary, origin) "
     "values (%s, '2024-03-01', 'markdown', 'Kickoff with Acme', 'page')", (ALICE,), "23505"),
    ("origin unknown",
     "insert into brain.timeline_entries (page_id, date, summary, origin) values (%s, '2024-03-01', 'x', 'import')",
     (ALICE,), "23514"),
    ("origin upper case",
     "insert into brain.timeline_entries (page_id, date, summary, origin) values (%s, '2024-03-01', 'x', 'Page')",
     (ALICE,), "23514"),
    ("origin null",
     "insert into brain.timeline_entries (page_id, date, summary, origin) values (%s, '2024-03-01', 'x', null)",
     (ALICE,), "23502"),
    ("origin changed to an unknown one", "update brain.timeline_entries set origin = 'both'", None, "23514"),
    ("copy of every stored entry",
     "insert into brain.timeline_entries (page_id, date, source, summary) "
     "select page_id, date, source, summary from brain.timeline_entries", None, "23505"),
    ("summary blank",
     "insert into brain.timeline_entries (page_id, date, summary) values (%s, '2024-03-01', ' ')", (ALICE,), "23514"),
    ("summary null",
     "insert into brain.timeline_entries (page_id, date, summary) values (%s, '2024-03-01', null)", (ALICE,), "23502"),
    ("date null", "insert into brain.timeline_entries (page_id, date, summary) values (%s, null, 'x')",
     (ALICE,), "23502"),
    ("source null",
     "insert into brain.timeline_entries (page_id, date, summary, source) values (%s, '2024-03-01', 'x', null)",
     (ALICE,), "23502"),
    ("page missing", "insert into brain.timeline_entries (page_id, date, summary) values (-1, '2024-03-01', 'x')",
     None, "23503"),
    ("event page missing",
     "insert into brain.timeline_entries (page_id, date, summary, event_page_id) values (%s, '2024-03-01', 'x', -1)",
     (ALICE,), "23503"),
))
def test_timeline_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "timeline_entries", query, params, sqlstate)


# facts ------------------------------------------------------------------------------------------

def test_facts_round_trip_and_supersession(conn, brain):
    row = one(conn, """select source_id, page_id, row_num, entity_slug, fact, kind, visibility, notability,
                              context, confidence, valid_to, superseded_by, provenance, session_id
                         from brain.facts where origin_page_id = %s""", (brain.alice,))
    assert row == ("default", brain.alice, 1, "people/alice", "Alice prefers async updates", "preference",
                   "private", "medium", "", 1.0, None, None, "manual", None)
    old = scalar(conn, """insert into brain.facts (page_id, fact, kind, visibility, notability, confidence,
                                                   valid_from, provenance, session_id, embedding)
                          values (%s, 'Acme has 40 employees', 'fact', 'world', 'low', 0.5, '2024-01-01 00:00+00',
                                  'mcp:put_page', 'sess-1', %s)
                          returning id""", (brain.acme, vec(1)))
    new = scalar(conn, """insert into brain.facts (page_id, fact, valid_from, confidence)
                          values (%s, 'Acme has 55 employees', '2024-06-01 00:00+00', 0.25)
                          returning id""", (brain.acme,))
    conn.execute("update brain.facts set valid_to = '2024-06-01 00:00+00', superseded_by = %s where id = %s",
                 (new, old))
    rows = conn.execute("""select f.fact, f.visibility, f.notability, f.confidence, f.valid_to,
                                  n.fact as superseded_by_fact, vector_dims(f.embedding)
                             from brain.facts f left join brain.facts n on n.id = f.superseded_by
                            where f.page_id = %s order by f.valid_from""", (brain.acme,)).fetchall()
    assert rows == [
        ("Acme has 40 employees", "world", "low", 0.5, datetime(2024, 6, 1, tzinfo=UTC),
         "Acme has 55 employees", 384),
        ("Acme has 55 employees", "private", "medium", 0.25, None, None, None),
    ]
    # deleting the newer fact clears the reference; deleting the entity page keeps the fact
    conn.execute("delete from brain.facts where id = %s", (new,))
    assert scalar(conn, "select superseded_by from brain.facts where id = %s", (old,)) is None
    conn.execute("delete from brain.pages where slug = 'companies/acme'")
    assert one(conn, "select page_id, fact from brain.facts where id = %s", (old,)) == (None, "Acme has 40 employees")
    # deleting the origin page removes the facts it asserts
    conn.execute("delete from brain.pages where slug = 'people/alice'")
    assert scalar(conn, "select count(*) from brain.facts") == 1


def test_facts_row_num_unique_only_per_origin_page(conn, brain):
    conn.execute("""insert into brain.facts (origin_page_id, row_num, fact) values (%(a)s, 2, 'second row'),
                           (%(m)s, 1, 'meeting row 1'), (null, 1, 'loose 1'), (null, 1, 'loose 2')""",
                 {"a": brain.alice, "m": brain.meeting})
    rows = conn.execute("""select coalesce(p.slug, '-'), f.row_num, f.fact from brain.facts f
                             left join brain.pages p on p.id = f.origin_page_id order by 1, 2, 3""").fetchall()
    assert rows == [("-", 1, "loose 1"), ("-", 1, "loose 2"), ("meetings/2024-03-01-kickoff", 1, "meeting row 1"),
                    ("people/alice", 1, "Alice prefers async updates"), ("people/alice", 2, "second row")]


def test_facts_row_num_unique_only_among_current_facts(conn, brain):
    # retire row 1 of alice's page and write a new row 1: the retired one keeps its row number
    conn.execute("update brain.facts set valid_to = now() where origin_page_id = %s and row_num = 1", (brain.alice,))
    conn.execute("insert into brain.facts (origin_page_id, row_num, fact) values (%s, 1, 'Alice prefers calls')",
                 (brain.alice,))
    # a second retirement of row 1: history may hold several
    conn.execute("""update brain.facts set valid_to = now()
                     where origin_page_id = %s and row_num = 1 and valid_to is null""", (brain.alice,))
    conn.execute("insert into brain.facts (origin_page_id, row_num, fact) values (%s, 1, 'Alice prefers email')",
                 (brain.alice,))
    assert conn.execute("""select fact, valid_to is null from brain.facts
                            where origin_page_id = %s and row_num = 1 order by id""", (brain.alice,)).fetchall() == [
        ("Alice prefers async updates", False), ("Alice prefers calls", False), ("Alice prefers email", True)]
    # but only one current fact per row: a second current row 1, or reviving a retired one, is refused
    assert_refused(conn, "facts", "insert into brain.facts (origin_page_id, row_num, fact) values (%s, 1, 'again')",
                   (brain.alice,), "23505")
    assert_refused(conn, "facts", """update brain.facts set valid_to = null
                                      where origin_page_id = %s and fact = 'Alice prefers calls'""",
                   (brain.alice,), "23505")
    # a retired fact may also be inserted directly with a row number in use
    conn.execute("""insert into brain.facts (origin_page_id, row_num, fact, valid_from, valid_to)
                    values (%s, 1, 'Alice preferred letters', '2020-01-01', '2021-01-01')""", (brain.alice,))
    assert scalar(conn, "select count(*) from brain.facts where origin_page_id = %s and row_num = 1",
                  (brain.alice,)) == 4


def _fact(cols: str, vals: str) -> str:
    return f"insert into brain.facts (fact, {cols}) values ('a fact', {vals})"


@pytest.mark.parametrize(BAD, cases(
    ("kind unknown", _fact("kind", "'opinion'"), None, "23514"),
    ("visibility public", _fact("visibility", "'public'"), None, "23514"),
    ("notability urgent", _fact("notability", "'urgent'"), None, "23514"),
    ("confidence above 1", _fact("confidence", "1.5"), None, "23514"),
    ("confidence below 0", _fact("confidence", "-0.1"), None, "23514"),
    ("confidence null", _fact("confidence", "null"), None, "23502"),
    ("fact blank", "insert into brain.facts (fact) values ('  ')", None, "23514"),
    ("fact null", "insert into brain.facts (fact) values (null)", None, "23502"),
    ("row_num 0", _fact("row_num", "0"), None, "23514"),
    ("valid_to before valid_from", _fact("valid_from, valid_to", "'2024-02-01', '2024-01-01'"), None, "23514"),
    ("superseded by itself", "update brain.facts set superseded_by = id", None, "23514"),
    ("superseded by a missing fact", "update brain.facts set superseded_by = -1", None, "23503"),
    ("duplicate current (origin_page_id, row_num)", _fact("origin_page_id, row_num", "%s, 1"), (ALICE,), "23505"),
    ("copy of every current fact",
     "insert into brain.facts (origin_page_id, row_num, fact) "
     "select origin_page_id, row_num, fact from brain.facts where valid_to is null", None, "23505"),
    ("unknown source", _fact("source_id", "'nowhere'"), None, "23503"),
    ("page missing", _fact("page_id", "-1"), None, "23503"),
    ("origin page missing", _fact("origin_page_id", "-1"), None, "23503"),
    ("embedding of 3 dimensions", _fact("embedding", "'[1,2,3]'"), None, "22000"),
    ("provenance null", _fact("provenance", "null"), None, "23502"),
))
def test_facts_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "facts", query, params, sqlstate)


# takes ------------------------------------------------------------------------------------------

def test_takes_round_trip_and_resolution(conn, brain):
    row = one(conn, """select row_num, claim, kind, holder, weight, since, until, source, origin, active,
                              superseded_by, resolved_at, resolved_quality, updated_at = now()
                         from brain.takes where page_id = %s""", (brain.acme,))
    assert row == (1, "Acme ships v2 this year", "bet", "people/alice", 0.75, "2024", None, "", "manual", True,
                   None, None, None, True)
    conn.execute("""update brain.takes
                       set until = '2024-12-31', resolved_at = '2025-01-02 00:00+00', resolved_quality = 'partial',
                           resolved_value = '0.5', resolved_unit = 'releases', resolved_by = 'people/bob',
                           active = false
                     where page_id = %s and row_num = 1""", (brain.acme,))
    newer = scalar(conn, """insert into brain.takes (page_id, row_num, claim, since, until, weight)
                            values (%s, 2, 'Acme ships v2 in 2025', '2025-01', '2025-12', 1) returning id""",
                   (brain.acme,))
    conn.execute("update brain.takes set superseded_by = %s where page_id = %s and row_num = 1", (newer, brain.acme))
    rows = conn.execute("""select t.row_num, t.kind, t.weight, t.since, t.until, t.active, t.resolved_quality,
                                  t.resolved_value, t.resolved_unit, t.resolved_by, s.row_num
                             from brain.takes t left join brain.takes s on s.id = t.superseded_by
                            where t.page_id = %s order by t.row_num""", (brain.acme,)).fetchall()
    assert rows == [
        (1, "bet", 0.75, "2024", "2024-12-31", False, "partial", "0.5", "releases", "people/bob", 2),
        (2, "take", 1.0, "2025-01", "2025-12", True, None, None, None, None, None),
    ]
    conn.execute("delete from brain.pages where slug = 'companies/acme'")
    assert scalar(conn, "select count(*) from brain.takes where page_id = %s", (brain.acme,)) == 0
    assert conn.execute("select claim, origin from brain.takes").fetchall() == [("Acme is hiring", "page")]


def test_takes_row_num_unique_per_page_and_origin(conn, brain):
    # row 1 of a page's takes table and the first take added by hand share a row number
    conn.execute("insert into brain.takes (page_id, row_num, claim, origin) values (%s, 1, 'from the page', 'page')",
                 (brain.acme,))
    conn.execute("insert into brain.takes (page_id, row_num, claim) values (%s, 1, 'added by hand')", (brain.alice,))
    assert conn.execute("""select p.slug, t.origin, t.row_num, t.claim from brain.takes t
                             join brain.pages p on p.id = t.page_id order by 1, 2""").fetchall() == [
        ("companies/acme", "manual", 1, "Acme ships v2 this year"), ("companies/acme", "page", 1, "from the page"),
        ("people/alice", "manual", 1, "added by hand"), ("people/alice", "page", 1, "Acme is hiring")]
    # moving a take to the other origin collides with the row already there
    assert_refused(conn, "takes", "update brain.takes set origin = 'page' where page_id = %s and origin = 'manual'",
                   (brain.acme,), "23505")
    # the page rows are replaced on a rewrite of the page; the manual ones stay
    conn.execute("delete from brain.takes where page_id = %s and origin = 'page'", (brain.acme,))
    conn.execute("""insert into brain.takes (page_id, row_num, claim, origin)
                    values (%(p)s, 1, 'rewritten row 1', 'page'), (%(p)s, 2, 'new row 2', 'page')""",
                 {"p": brain.acme})
    assert conn.execute("select origin, row_num, claim from brain.takes where page_id = %s order by 1, 2",
                        (brain.acme,)).fetchall() == [
        ("manual", 1, "Acme ships v2 this year"), ("page", 1, "rewritten row 1"), ("page", 2, "new row 2")]


@pytest.mark.parametrize(("since", "until"), [
    ("2024-03", "2024"),        # a month inside the year it ends in
    ("2024", "2024-06"),        # a year starting before a month of the same year
    ("2024-06-30", "2024-06"),  # the last day of the month it ends in
    ("2024", "2024"),
])
def test_takes_partial_dates_compare_as_periods(conn, brain, since, until):
    conn.execute(_take("since, until", "%s, %s"), (brain.acme, since, until))
    assert scalar(conn, "select until from brain.takes where row_num = 9") == until


def _take(cols: str, vals: str) -> str:
    return f"insert into brain.takes (page_id, row_num, claim, {cols}) values (%s, 9, 'a claim', {vals})"


@pytest.mark.parametrize(BAD, cases(
    ("kind opinion", _take("kind", "'opinion'"), (ACME,), "23514"),
    ("weight above 1", _take("weight", "1.01"), (ACME,), "23514"),
    ("weight below 0", _take("weight", "-0.5"), (ACME,), "23514"),
    ("since month without zero padding", _take("since", "'2024-3'"), (ACME,), "23514"),
    ("since two-digit year", _take("since", "'24'"), (ACME,), "23514"),
    ("since in words", _take("since", "'March 2024'"), (ACME,), "23514"),
    ("since with a time", _take("since", "'2024-03-01T10:00'"), (ACME,), "23514"),
    ("until slashes", _take("until", "'2024/03/01'"), (ACME,), "23514"),
    ("since after until", _take("since, until", "'2025', '2024-06'"), (ACME,), "23514"),
    ("since month 13", _take("since", "'2024-13'"), (ACME,), "23514"),
    ("until month 00", _take("until", "'2024-00'"), (ACME,), "23514"),
    ("since day 32", _take("since", "'2024-01-32'"), (ACME,), "23514"),
    ("since day after until month", _take("since, until", "'2024-07-01', '2024-06'"), (ACME,), "23514"),
    ("resolved_at without quality", _take("resolved_at", "now()"), (ACME,), "23514"),
    ("quality without resolved_at", _take("resolved_quality", "'correct'"), (ACME,), "23514"),
    ("resolved_at set by update without quality",
     "update brain.takes set resolved_at = now() where row_num = 1", None, "23514"),
    ("quality unknown", _take("resolved_at, resolved_quality", "now(), 'wrong'"), (ACME,), "23514"),
    ("duplicate (page_id, origin manual, row_num)",
     "insert into brain.takes (page_id, row_num, claim) values (%s, 1, 'again')", (ACME,), "23505"),
    ("duplicate (page_id, origin page, row_num)",
     "insert into brain.takes (page_id, row_num, claim, origin) values (%s, 1, 'again', 'page')", (ALICE,), "23505"),
    ("origin unknown", _take("origin", "'import'"), (ACME,), "23514"),
    ("origin upper case", _take("origin", "'Manual'"), (ACME,), "23514"),
    ("origin null", _take("origin", "null"), (ACME,), "23502"),
    ("origin changed to an unknown one", "update brain.takes set origin = 'both'", None, "23514"),
    ("row_num 0", "insert into brain.takes (page_id, row_num, claim) values (%s, 0, 'x')", (ACME,), "23514"),
    ("row_num null", "insert into brain.takes (page_id, row_num, claim) values (%s, null, 'x')", (ACME,), "23502"),
    ("claim blank", "insert into brain.takes (page_id, row_num, claim) values (%s, 9, ' ')", (ACME,), "23514"),
    ("page_id null", "insert into brain.takes (page_id, row_num, claim) values (null, 9, 'x')", None, "23502"),
    ("page missing", "insert into brain.takes (page_id, row_num, claim) values (-1, 9, 'x')", None, "23503"),
    ("superseded by a missing take", "update brain.takes set superseded_by = -1", None, "23503"),
    ("holder null", _take("holder", "null"), (ACME,), "23502"),
))
def test_takes_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "takes", query, params, sqlstate)


@pytest.mark.parametrize("since, until", [("2024", None), ("2024-03", "2024-03"), ("2024-03-01", "2024-12-31"),
                                          (None, "2030"), ("2024", "2024-06")])
def test_takes_valid_periods(conn, brain, since, until):
    conn.execute(_take("since, until", "%s, %s"), (brain.acme, since, until))
    assert one(conn, "select since, until from brain.takes where page_id = %s and row_num = 9", (brain.acme,)) \
        == (since, until)


# code edges -------------------------------------------------------------------------------------

def test_code_edges_round_trip(conn, brain):
    assert one(conn, """select f.symbol_name, t.symbol_name, e.from_symbol_qualified, e.to_symbol_qualified,
                               e.edge_type, e.edge_metadata, e.source_id
                          from brain.code_edges_chunk e
                          join brain.content_chunks f on f.id = e.from_chunk_id
                          join brain.content_chunks t on t.id = e.to_chunk_id""") == (
        "run", "parse", "pkg.parser.Tokenizer.run", "pkg.parser.parse", "calls", {}, "default")
    conn.execute("""insert into brain.code_edges_chunk (from_chunk_id, to_chunk_id, from_symbol_qualified,
                                                        to_symbol_qualified, edge_type, edge_metadata, source_id)
                    values (%s, %s, 'pkg.parser.Tokenizer.run', 'pkg.parser.parse', 'references', '{"line": 12}',
                            'side')""", (brain.run, brain.parse))
    conn.execute("""insert into brain.code_edges_symbol (from_chunk_id, from_symbol_qualified, to_symbol_qualified,
                                                         edge_type)
                    values (%s, 'pkg.parser.parse', 're.compile', 'calls'),
                           (%s, 'pkg.parser.Tokenizer.run', 're.compile', 'imports')""", (brain.parse, brain.run))
    assert conn.execute("""select edge_type, edge_metadata, source_id from brain.code_edges_chunk
                            order by edge_type""").fetchall() == [
        ("calls", {}, "default"), ("references", {"line": 12}, "side")]
    assert conn.execute("""select from_symbol_qualified, edge_type, edge_metadata from brain.code_edges_symbol
                            where to_symbol_qualified = 're.compile' order by 1, 2""").fetchall() == [
        ("pkg.parser.Tokenizer.run", "calls", {"line": 11}), ("pkg.parser.Tokenizer.run", "imports", {}),
        ("pkg.parser.parse", "calls", {})]
    # deleting a chunk removes the code edges from and to it
    conn.execute("delete from brain.content_chunks where symbol_name_qualified = 'pkg.parser.parse'")
    assert one(conn, """select (select count(*) from brain.code_edges_chunk),
                               (select count(*) from brain.code_edges_symbol)""") == (0, 2)


def _edge_chunk(edge_type: str = "'imports'", extra_cols: str = "", extra_vals: str = "") -> str:
    return ("insert into brain.code_edges_chunk (from_chunk_id, to_chunk_id, from_symbol_qualified, "
            f"to_symbol_qualified, edge_type{extra_cols}) values (%s, %s, 'a', 'b', {edge_type}{extra_vals})")


@pytest.mark.parametrize(BAD, cases(
    # (0011: a resolved edge is unique per by-name edge it resolves; the same (from, to, edge_type) may come from
    # two by-name edges of one chunk, helper and mod::helper)
    ("one by-name edge resolved twice",
     "insert into brain.code_edges_chunk (from_chunk_id, to_chunk_id, from_symbol_qualified, to_symbol_qualified, "
     "edge_type, symbol_edge_id) values (%s, %s, 'a', 'b', 'calls', (select min(id) from brain.code_edges_symbol)), "
     "(%s, %s, 'a', 'b', 'imports', (select min(id) from brain.code_edges_symbol))", (RUN, PARSE, RUN, PARSE),
     "23505"),
    ("by-name edge missing", _edge_chunk("'calls'", ", symbol_edge_id", ", -1"), (RUN, PARSE), "23503"),
    ("edge_type upper case", _edge_chunk("'Calls'"), (RUN, PARSE), "23514"),
    ("edge_type with a hyphen", _edge_chunk("'calls-to'"), (RUN, PARSE), "23514"),
    ("edge_type with a digit", _edge_chunk("'calls2'"), (RUN, PARSE), "23514"),
    ("edge_type leading underscore", _edge_chunk("'_calls'"), (RUN, PARSE), "23514"),
    ("edge_type 33 characters", _edge_chunk("%s"), (RUN, PARSE, "a" * 33), "23514"),
    ("edge_type null", _edge_chunk("null"), (RUN, PARSE), "23502"),
    ("edge_metadata an array", _edge_chunk("'imports'", ", edge_metadata", ", '[]'"), (RUN, PARSE), "23514"),
    ("unknown source", _edge_chunk("'imports'", ", source_id", ", 'nowhere'"), (RUN, PARSE), "23503"),
    ("from chunk missing", _edge_chunk(), (-1, PARSE), "23503"),
    ("to chunk missing", _edge_chunk(), (RUN, -1), "23503"),
    ("to_chunk_id null", _edge_chunk(), (RUN, None), "23502"),
    ("from_symbol_qualified null",
     "insert into brain.code_edges_chunk (from_chunk_id, to_chunk_id, from_symbol_qualified, to_symbol_qualified, "
     "edge_type) values (%s, %s, null, 'b', 'imports')", (RUN, PARSE), "23502"),
))
def test_code_edges_chunk_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "code_edges_chunk", query, params, sqlstate)


def _edge_symbol(edge_type: str = "'imports'", to: str = "'os.path'", extra_cols: str = "",
                 extra_vals: str = "") -> str:
    return ("insert into brain.code_edges_symbol (from_chunk_id, from_symbol_qualified, to_symbol_qualified, "
            f"edge_type{extra_cols}) values (%s, 'a', {to}, {edge_type}{extra_vals})")


@pytest.mark.parametrize(BAD, cases(
    ("duplicate (from chunk, from symbol, to symbol, edge_type)",
     "insert into brain.code_edges_symbol (from_chunk_id, from_symbol_qualified, to_symbol_qualified, edge_type) "
     "values (%s, 'pkg.parser.Tokenizer.run', 're.compile', 'calls')", (RUN,), "23505"),
    ("line 0", _edge_symbol("'calls'", "'re.compile'", ", line", ", 0"), (RUN,), "23514"),
    ("edge_type upper case", _edge_symbol("'IMPORTS'"), (RUN,), "23514"),
    ("edge_type with a space", _edge_symbol("'is a'"), (RUN,), "23514"),
    ("edge_type empty", _edge_symbol("''"), (RUN,), "23514"),
    ("edge_metadata a number", _edge_symbol("'imports'", "'os.path'", ", edge_metadata", ", '1'"), (RUN,), "23514"),
    ("to_symbol_qualified null", _edge_symbol("'imports'", "null"), (RUN,), "23502"),
    ("unknown source", _edge_symbol("'imports'", "'os.path'", ", source_id", ", 'nowhere'"), (RUN,), "23503"),
    ("from chunk missing", _edge_symbol(), (-1,), "23503"),
    ("from_chunk_id null", _edge_symbol(), (None,), "23502"),
))
def test_code_edges_symbol_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "code_edges_symbol", query, params, sqlstate)


def test_code_edges_symbol_two_symbols_of_one_merged_chunk_may_name_the_same_target(conn, brain):
    conn.execute("insert into brain.code_edges_symbol (from_chunk_id, from_symbol_qualified, to_symbol_qualified, "
                 "edge_type) values (%s, 'pkg.parser.other', 're.compile', 'calls')", (brain.run,))
    assert scalar(conn, "select count(*) from brain.code_edges_symbol where to_symbol_qualified = 're.compile'") == 2
    assert scalar(conn, "select to_symbol_name || ' ' || to_symbol_norm from brain.code_edges_symbol "
                        "where from_symbol_qualified = 'pkg.parser.other'") == "compile re.compile"


# config -----------------------------------------------------------------------------------------

def test_config_seeded_values(conn):
    rows = dict(conn.execute("select key, value from brain.config where key in "
                             "('embedding.model', 'embedding.dimensions', 'auto_link', "
                             "'link_resolution.title_similarity', 'search.pagerank')").fetchall())
    assert rows == {"embedding.model": "multilingual-e5-small", "embedding.dimensions": 384, "auto_link": True,
                    "link_resolution.title_similarity": 0.55, "search.pagerank": False}


def test_config_round_trip(conn):
    conn.execute("""insert into brain.config (key, value, description)
                    values ('test.nested_key.v2', '{"a": [1, 2]}', 'a test setting')""")
    conn.execute("""update brain.config set value = jsonb_set(value, '{a}', '[3]'), updated_at = '2024-01-01 00:00+00'
                     where key = 'test.nested_key.v2'""")
    assert one(conn, "select value, description, updated_at from brain.config where key = 'test.nested_key.v2'") \
        == ({"a": [3]}, "a test setting", datetime(2024, 1, 1, tzinfo=UTC))


@pytest.mark.parametrize(BAD, cases(
    ("key upper case", "insert into brain.config (key, value) values ('Auto_link', 'true')", None, "23514"),
    ("key with a hyphen", "insert into brain.config (key, value) values ('auto-link', 'true')", None, "23514"),
    ("key leading dot", "insert into brain.config (key, value) values ('.auto', 'true')", None, "23514"),
    ("key trailing dot", "insert into brain.config (key, value) values ('auto.', 'true')", None, "23514"),
    ("key double dot", "insert into brain.config (key, value) values ('search..pagerank', 'true')", None, "23514"),
    ("key segment starts with a digit", "insert into brain.config (key, value) values ('search.2x', 'true')",
     None, "23514"),
    ("key leading digit", "insert into brain.config (key, value) values ('1search', 'true')", None, "23514"),
    ("key empty", "insert into brain.config (key, value) values ('', 'true')", None, "23514"),
    ("key duplicate", "insert into brain.config (key, value) values ('auto_link', 'false')", None, "23505"),
    ("value null", "insert into brain.config (key, value) values ('test.x', null)", None, "23502"),
    ("value set to null", "update brain.config set value = null where key = 'auto_link'", None, "23502"),
    ("description null", "insert into brain.config (key, value, description) values ('test.x', '1', null)",
     None, "23502"),
))
def test_config_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "config", query, params, sqlstate)


# entity_dirs ------------------------------------------------------------------------------------

def test_entity_dirs_seeded(conn):
    rows = dict(conn.execute("select dir, page_type from brain.entity_dirs").fetchall())
    assert len(rows) == SEEDED["entity_dirs"]
    assert {d: rows[d] for d in ("people", "companies", "funds", "meetings", "deal", "deals", "organizations",
                                 "events")} == {
        "people": "person", "companies": "company", "funds": "fund", "meetings": "meeting", "deal": "deal",
        "deals": "deal", "organizations": "company", "events": "event"}


def test_entity_dirs_round_trip(conn):
    conn.execute("""insert into brain.entity_dirs (dir, page_type, description)
                    values ('test-orgs/sub_dir', 'company', 'companies and funds'),
                           ('test2', 'person', default)""")
    conn.execute("update brain.entity_dirs set page_type = 'fund' where dir = 'test-orgs/sub_dir'")
    assert conn.execute("""select dir, page_type, description from brain.entity_dirs
                            where dir in ('test-orgs/sub_dir', 'test2') order by dir""").fetchall() == [
        ("test-orgs/sub_dir", "fund", "companies and funds"), ("test2", "person", "")]


@pytest.mark.parametrize(BAD, cases(
    ("dir upper case", "insert into brain.entity_dirs (dir, page_type) values ('People', 'person')", None, "23514"),
    ("dir leading slash", "insert into brain.entity_dirs (dir, page_type) values ('/people', 'person')",
     None, "23514"),
    ("dir trailing slash", "insert into brain.entity_dirs (dir, page_type) values ('people/', 'person')",
     None, "23514"),
    ("dir empty segment", "insert into brain.entity_dirs (dir, page_type) values ('a//b', 'person')", None, "23514"),
    ("dir leading hyphen", "insert into brain.entity_dirs (dir, page_type) values ('-people', 'person')",
     None, "23514"),
    ("dir dot-dot", "insert into brain.entity_dirs (dir, page_type) values ('..', 'person')", None, "23514"),
    ("dir with a space", "insert into brain.entity_dirs (dir, page_type) values ('my people', 'person')",
     None, "23514"),
    ("dir empty", "insert into brain.entity_dirs (dir, page_type) values ('', 'person')", None, "23514"),
    ("dir duplicate", "insert into brain.entity_dirs (dir, page_type) values ('test-people', 'company')",
     None, "23505"),
    ("page_type upper case", "insert into brain.entity_dirs (dir, page_type) values ('test-x', 'Person')",
     None, "23514"),
    ("page_type null", "insert into brain.entity_dirs (dir, page_type) values ('test-x', null)", None, "23502"),
    ("description null",
     "insert into brain.entity_dirs (dir, page_type, description) values ('test-x', 'person', null)", None, "23502"),
))
def test_entity_dirs_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "entity_dirs", query, params, sqlstate)


# link_rules -------------------------------------------------------------------------------------

def test_link_rules_seeded(conn):
    assert one(conn, """select count(*), count(*) filter (where builtin), count(*) filter (where enabled),
                               count(distinct scope), count(distinct language)
                          from brain.link_rules""") == (SEEDED["link_rules"], SEEDED["link_rules"],
                                                        SEEDED["link_rules"], 4, 4)
    by_scope = dict(conn.execute("select scope, count(*) from brain.link_rules group by scope").fetchall())
    assert set(by_scope) == {"context", "after_mention", "before_mention", "page"}
    # the seeded patterns are valid regexes and match their examples (case-insensitively)
    hits = conn.execute("""select r.link_type, r.scope, r.direction from brain.link_rules r
                             join (values ('Alice CO-FOUNDED NovaPay'), ('Acmeに入社した'),
                                          ('Acme was founded by ')) s(sentence) on s.sentence ~* r.pattern
                            where r.builtin and r.priority < 990 order by 1, 2, 3""").fetchall()
    assert ("founded", "context", "out") in hits
    assert ("founded", "before_mention", "in") in hits
    assert ("works_at", "after_mention", "out") in hits


def test_link_rules_round_trip_and_pattern_matching(conn, brain):
    row = one(conn, """select link_type, language, pattern, scope, page_types, target_prefix, direction, priority,
                              enabled, builtin, note
                         from brain.link_rules where not builtin""")
    assert row == ("works_at", "en", r"\m(works|working) at\M", "context", None, None, "out", 400, True, False, "")
    conn.execute("""insert into brain.link_rules (link_type, language, pattern, scope, page_types, target_prefix,
                                                  direction, priority, enabled, note)
                    values ('founded', 'ja', '(創業|設立)', 'context', '{company}', 'people/', 'in', 1000, false,
                            'アクメは田中が創業した')""")
    rule = one(conn, """select pattern, page_types, target_prefix, direction, priority, enabled, builtin
                          from brain.link_rules where language = 'ja' and link_type = 'founded' and not builtin""")
    assert rule == ("(創業|設立)", ["company"], "people/", "in", 1000, False, False)
    # the stored patterns are real case-insensitive regexes
    hits = conn.execute("""select r.link_type, s.sentence from brain.link_rules r
                             join (values ('She WORKS AT [[acme]]'), ('He networks at parties'),
                                          ('アクメは田中が創業した')) s(sentence) on s.sentence ~* r.pattern
                            where r.link_type in ('works_at', 'founded') and not r.builtin order by 1""").fetchall()
    assert hits == [("founded", "アクメは田中が創業した"), ("works_at", "She WORKS AT [[acme]]")]
    conn.execute("update brain.link_rules set enabled = true, priority = 0 where language = 'ja' and not builtin")
    assert one(conn, "select enabled, priority from brain.link_rules where language = 'ja' and not builtin") \
        == (True, 0)
    # the seeded rules are untouched
    assert scalar(conn, "select count(*) from brain.link_rules where builtin") == SEEDED["link_rules"]
    assert scalar(conn, "select count(*) from brain.link_rules where language = 'ja' and builtin and priority = 0") \
        == 0


@pytest.mark.parametrize("scope, pattern, sentence", [
    ("context", r"\mworks at\M", "Alice works at [[acme]] since 2020"),
    ("after_mention", "^[^。]{0,8}に所属", "に所属している"),
    ("before_mention", r"\mfounded by\M\s*$", "Acme was founded by "),
    ("page", r"\mventure partner\M", "Bob is a venture partner at Northwind."),
])
def test_link_rules_scopes(conn, brain, scope, pattern, sentence):
    rule_id = scalar(conn, """insert into brain.link_rules (link_type, language, pattern, scope, priority, builtin)
                              values ('advises', 'any', %s, %s, 5, true) returning id""", (pattern, scope))
    assert one(conn, "select scope, builtin, %s ~* pattern from brain.link_rules where id = %s",
               (sentence, rule_id)) == (scope, True, True)


def _rule(cols: str, vals: str) -> str:
    return f"insert into brain.link_rules (link_type, {cols}) values ('works_at', {vals})"


@pytest.mark.parametrize(BAD, cases(
    ("pattern unbalanced parenthesis", _rule("language, pattern, priority", "'en', '(', 1"), None, "2201B"),
    ("pattern unterminated bracket", _rule("language, pattern, priority", "'en', '[a-', 1"), None, "2201B"),
    ("pattern bad quantifier", _rule("language, pattern, priority", "'en', 'a{2,1}', 1"), None, "2201B"),
    ("pattern by update",
     "update brain.link_rules set pattern = 'works at (' where link_type = 'works_at' and not builtin",
     None, "2201B"),
    ("pattern empty", _rule("language, pattern, priority", "'en', '', 1"), None, "23514"),
    ("pattern null", _rule("language, pattern, priority", "'en', null, 1"), None, "23502"),
    ("priority below 0", _rule("language, pattern, priority", "'en', 'x', -1"), None, "23514"),
    ("priority above 1000", _rule("language, pattern, priority", "'en', 'x', 1001"), None, "23514"),
    ("priority null", _rule("language, pattern, priority", "'en', 'x', null"), None, "23502"),
    ("direction both", _rule("language, pattern, priority, direction", "'en', 'x', 1, 'both'"), None, "23514"),
    ("direction null", _rule("language, pattern, priority, direction", "'en', 'x', 1, null"), None, "23502"),
    ("scope document", _rule("language, pattern, priority, scope", "'en', 'x', 1, 'document'"), None, "23514"),
    ("scope upper case", _rule("language, pattern, priority, scope", "'en', 'x', 1, 'Page'"), None, "23514"),
    ("scope kebab case", _rule("language, pattern, priority, scope", "'en', 'x', 1, 'after-mention'"), None, "23514"),
    ("scope null", _rule("language, pattern, priority, scope", "'en', 'x', 1, null"), None, "23502"),
    ("scope changed to an unknown one", "update brain.link_rules set scope = 'sentence' where builtin", None, "23514"),
    ("builtin null", _rule("language, pattern, priority, builtin", "'en', 'x', 1, null"), None, "23502"),
    ("enabled null", _rule("language, pattern, priority, enabled", "'en', 'x', 1, null"), None, "23502"),
    ("seeded pattern broken by update", "update brain.link_rules set pattern = pattern || '(' where builtin",
     None, "2201B"),
    ("language fr", _rule("language, pattern, priority", "'fr', 'x', 1"), None, "23514"),
    ("language upper case", _rule("language, pattern, priority", "'EN', 'x', 1"), None, "23514"),
    ("language null", _rule("language, pattern, priority", "null, 'x', 1"), None, "23502"),
    ("link_type unknown",
     "insert into brain.link_rules (link_type, language, pattern, priority) values ('employs', 'en', 'x', 1)",
     None, "23503"),
    ("link_type null",
     "insert into brain.link_rules (link_type, language, pattern, priority) values (null, 'en', 'x', 1)",
     None, "23502"),
))
def test_link_rules_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "link_rules", query, params, sqlstate)


# frontmatter_links ------------------------------------------------------------------------------

def test_frontmatter_links_seeded(conn):
    assert scalar(conn, "select count(*) from brain.frontmatter_links where builtin") == SEEDED["frontmatter_links"]
    rows = conn.execute("""select field, page_type, link_type, direction, dir_hints from brain.frontmatter_links
                            where (field, page_type) in (('company', 'person'), ('investors', 'company'),
                                                         ('attendees', 'meeting'), ('related', '*'))
                            order by field""").fetchall()
    assert rows == [("attendees", "meeting", "attended", "in", ["people"]),
                    ("company", "person", "works_at", "out", ["companies"]),
                    ("investors", "company", "invested_in", "in", ["companies", "funds", "people"]),
                    ("related", "*", "related_to", "out", [])]


def test_frontmatter_links_round_trip(conn, brain):
    assert one(conn, """select link_type, direction, dir_hints, note, builtin from brain.frontmatter_links
                         where field = 'test_company' and page_type = 'person'""") == (
        "works_at", "out", ["companies"], "", False)
    conn.execute("""insert into brain.frontmatter_links (field, link_type, direction)
                    values ('test_company', 'mentions', 'out')""")  # page_type defaults to '*'
    conn.execute("""insert into brain.frontmatter_links (field, page_type, link_type, direction, dir_hints, note)
                    values ('Test-Investors', 'company', 'invested_in', 'in', '{funds,people,companies}',
                            'a company''s investors')""")
    conn.execute("""update brain.frontmatter_links set dir_hints = array_append(dir_hints, 'orgs')
                     where field = 'test_company' and page_type = '*'""")
    assert conn.execute("""select field, page_type, link_type, direction, dir_hints, note
                             from brain.frontmatter_links
                            where field in ('test_company', 'Test-Investors') order by field, page_type""").fetchall() \
        == [("Test-Investors", "company", "invested_in", "in", ["funds", "people", "companies"],
             "a company's investors"),
            ("test_company", "*", "mentions", "out", ["orgs"], ""),
            ("test_company", "person", "works_at", "out", ["companies"], "")]


def _fm(field: str, page_type: str, link_type: str = "'works_at'", direction: str = "'out'") -> str:
    return (f"insert into brain.frontmatter_links (field, page_type, link_type, direction) "
            f"values ({field}, {page_type}, {link_type}, {direction})")


@pytest.mark.parametrize(BAD, cases(
    ("duplicate (field, page_type)", _fm("'test_company'", "'person'", "'mentions'"), None, "23505"),
    ("direction both", _fm("'test_x'", "'person'", direction="'both'"), None, "23514"),
    ("direction upper case", _fm("'test_x'", "'person'", direction="'OUT'"), None, "23514"),
    ("direction null", _fm("'test_x'", "'person'", direction="null"), None, "23502"),
    ("field leading digit", _fm("'1company'", "'person'"), None, "23514"),
    ("field with a space", _fm("'key people'", "'person'"), None, "23514"),
    ("field with a dot", _fm("'company.name'", "'person'"), None, "23514"),
    ("field empty", _fm("''", "'person'"), None, "23514"),
    ("field null", _fm("null", "'person'"), None, "23502"),
    ("page_type upper case", _fm("'test_x'", "'Person'"), None, "23514"),
    ("page_type other wildcard", _fm("'test_x'", "'?'"), None, "23514"),
    ("page_type null", _fm("'test_x'", "null"), None, "23502"),
    ("link_type unknown", _fm("'test_x'", "'person'", "'employs'"), None, "23503"),
    ("duplicate of a seeded mapping", _fm("'company'", "'person'", "'founded'"), None, "23505"),
    ("builtin null",
     "insert into brain.frontmatter_links (field, link_type, direction, builtin) values ('test_x', 'works_at', "
     "'out', null)", None, "23502"),
    ("dir_hints null",
     "insert into brain.frontmatter_links (field, link_type, direction, dir_hints) values ('test_x', 'works_at', "
     "'out', null)", None, "23502"),
))
def test_frontmatter_links_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "frontmatter_links", query, params, sqlstate)


# link_candidates --------------------------------------------------------------------------------

def test_link_candidates_round_trip_with_defaults(conn, brain):
    assert conn.execute("""select ord, target, kind, target_source, name, needs_resolution, context, mention_start,
                                  mention_end, origin_field
                             from brain.link_candidates where page_id = %s order by ord""",
                        (brain.alice,)).fetchall() == [
        (0, "companies/acme", "wikilink", None, "Acme", False, "works at [[companies/acme]]", 9, 27,
         "compiled_truth"),
        (1, "Bob Stone", "wikilink", None, None, True, "met [[Bob Stone]]", 4, 17, "compiled_truth")]
    defaults = one(conn, """insert into brain.link_candidates (page_id, ord, target, kind) values (%s, 0, 'people/bob',
                                                                                                'bare')
                            returning target_source, name, needs_resolution, context, mention_start, mention_end,
                                      origin_field""", (brain.acme,))
    assert defaults == (None, None, False, "", None, None, "compiled_truth")
    conn.execute("""insert into brain.link_candidates (page_id, ord, target, kind, target_source, name,
                                                       needs_resolution, context, mention_start, mention_end,
                                                       origin_field)
                    values (%s, 1, 'people/carol', 'markdown', 'side', 'Carol', false,
                            '- 2024-03-01: met [Carol](people/carol.md)', 18, 42, 'timeline')""", (brain.acme,))
    conn.execute("update brain.link_candidates set mention_start = 0, mention_end = 0 where page_id = %s and ord = 0",
                 (brain.acme,))
    assert conn.execute("""select ord, target, kind, target_source, name, context, mention_start, mention_end,
                                  origin_field
                             from brain.link_candidates where page_id = %s order by ord""",
                        (brain.acme,)).fetchall() == [
        (0, "people/bob", "bare", None, None, "", 0, 0, "compiled_truth"),
        (1, "people/carol", "markdown", "side", "Carol", "- 2024-03-01: met [Carol](people/carol.md)", 18, 42,
         "timeline")]


@pytest.mark.parametrize("target", ["a", "x" * 1000, "人" * 1000, "Ünïcode Name", "notes/v1.0.0"])
def test_link_candidates_valid_targets(conn, brain, target):
    conn.execute("insert into brain.link_candidates (page_id, ord, target, kind) values (%s, 7, %s, 'wikilink')",
                 (brain.acme, target))
    assert scalar(conn, "select target from brain.link_candidates where page_id = %s and ord = 7",
                  (brain.acme,)) == target


def test_link_candidates_cascade_with_their_page(conn, brain):
    conn.execute(_cand(ord_="0", target="'people/alice'"), (brain.acme,))
    conn.execute("delete from brain.pages where slug = 'people/alice'")
    assert conn.execute("select page_id, target from brain.link_candidates").fetchall() == [
        (brain.acme, "people/alice")]


def _cand(cols: str = "", vals: str = "", ord_: str = "9", target: str = "'people/bob'", kind: str = "'bare'") -> str:
    return (f"insert into brain.link_candidates (page_id, ord, target, kind{cols}) "
            f"values (%s, {ord_}, {target}, {kind}{vals})")


@pytest.mark.parametrize(BAD, cases(
    ("duplicate (page_id, ord)", _cand(ord_="0"), (ALICE,), "23505"),
    ("duplicate (page_id, ord) by update", "update brain.link_candidates set ord = 0 where ord = 1", None, "23505"),
    ("ord negative", _cand(ord_="-1"), (ALICE,), "23514"),
    ("ord null", _cand(ord_="null"), (ALICE,), "23502"),
    ("page missing", _cand(), (-1,), "23503"),
    ("page_id null", _cand(), (None,), "23502"),
    ("target empty", _cand(target="''"), (ALICE,), "23514"),
    ("target 1001 characters", _cand(target="%s"), (ALICE, "x" * 1001), "23514"),
    ("target null", _cand(target="null"), (ALICE,), "23502"),
    ("kind url", _cand(kind="'url'"), (ALICE,), "23514"),
    ("kind upper case", _cand(kind="'Wikilink'"), (ALICE,), "23514"),
    ("kind null", _cand(kind="null"), (ALICE,), "23502"),
    ("mention_start negative", _cand(", mention_start, mention_end", ", -1, 3"), (ALICE,), "23514"),
    ("mention_start after mention_end", _cand(", mention_start, mention_end", ", 5, 4"), (ALICE,), "23514"),
    ("mention_end moved before mention_start",
     "update brain.link_candidates set mention_end = 3 where target = 'companies/acme'", None, "23514"),
    ("needs_resolution null", _cand(", needs_resolution", ", null"), (ALICE,), "23502"),
    ("context null", _cand(", context", ", null"), (ALICE,), "23502"),
    ("origin_field null", _cand(", origin_field", ", null"), (ALICE,), "23502"),
))
def test_link_candidates_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "link_candidates", query, params, sqlstate)


# unresolved_links -------------------------------------------------------------------------------

def test_unresolved_links_round_trip_with_defaults(conn, brain):
    assert one(conn, """select page_id, source_id, name, link_source, origin_field, link_type, expected_slugs,
                               name_norm, reason, context, created_at = now()
                          from brain.unresolved_links""") == (
        brain.alice, "default", "Startup X", "frontmatter", "company", "works_at", ["companies/startup-x"],
        "startup-x", "no page at companies/startup-x", "", True)
    row = one(conn, """insert into brain.unresolved_links (page_id, source_id, name, link_source, origin_field, reason)
                       values (%s, 'side', 'people/dana', 'markdown', 'timeline', 'no page at people/dana')
                       returning link_type, expected_slugs, name_norm, context""", (brain.meeting,))
    assert row == (None, [], "", "")
    conn.execute("""update brain.unresolved_links
                       set expected_slugs = '{people/dana,people/dana-white}', name_norm = 'dana', link_type = 'hates',
                           context = 'met [[people/dana]]'
                     where name = 'people/dana'""")
    # looked up by an expected slug (the GIN index) or by the normalised basename
    assert conn.execute("""select name, link_type, context from brain.unresolved_links
                            where expected_slugs @> '{people/dana-white}'""").fetchall() == [
        ("people/dana", "hates", "met [[people/dana]]")]
    assert conn.execute("""select name from brain.unresolved_links where source_id = 'default'
                              and name_norm = 'startup-x'""").fetchall() == [("Startup X",)]


def test_unresolved_links_go_with_their_page_not_with_a_source(conn, brain):
    conn.execute("""insert into brain.unresolved_links (page_id, source_id, name, link_source, origin_field, reason)
                    values (%(m)s, 'side', 'Dana', 'markdown', 'compiled_truth', 'no page named Dana'),
                           (%(m)s, 'default', 'Eve', 'markdown', 'compiled_truth', 'no page named Eve')""",
                 {"m": brain.meeting})
    # the source a reference waits in may go (or not exist yet): the reference keeps waiting for it
    conn.execute("delete from brain.sources where id = 'side'")
    assert conn.execute("select name from brain.unresolved_links order by name").fetchall() == [
        ("Dana",), ("Eve",), ("Startup X",)]
    conn.execute("delete from brain.pages where slug = 'people/alice'")
    assert conn.execute("select name from brain.unresolved_links order by name").fetchall() == [("Dana",), ("Eve",)]
    conn.execute("delete from brain.pages where id = %s", [brain.meeting])
    assert conn.execute("select name from brain.unresolved_links").fetchall() == []


def _unres(cols: str = "page_id, source_id, name, link_source, origin_field, reason",
           vals: str = "%s, 'default', 'Bob', 'markdown', 'compiled_truth', 'no page'") -> str:
    return f"insert into brain.unresolved_links ({cols}) values ({vals})"


@pytest.mark.parametrize(BAD, cases(
    ("link_source manual", _unres(vals="%s, 'default', 'Bob', 'manual', 'compiled_truth', 'no page'"),
     (ALICE,), "23514"),
    ("link_source wikilink-resolved",
     _unres(vals="%s, 'default', 'Bob', 'wikilink-resolved', 'compiled_truth', 'no page'"), (ALICE,), "23514"),
    ("link_source upper case", _unres(vals="%s, 'default', 'Bob', 'Markdown', 'compiled_truth', 'no page'"),
     (ALICE,), "23514"),
    ("link_source null", _unres(vals="%s, 'default', 'Bob', null, 'compiled_truth', 'no page'"), (ALICE,), "23502"),
    ("link_source changed to an unknown one", "update brain.unresolved_links set link_source = 'mentions'",
     None, "23514"),
    ("source_id null", _unres(vals="%s, null, 'Bob', 'markdown', 'compiled_truth', 'no page'"), (ALICE,), "23502"),
    ("page missing", _unres(), (-1,), "23503"),
    ("page_id null", _unres(), (None,), "23502"),
    ("name null", _unres(vals="%s, 'default', null, 'markdown', 'compiled_truth', 'no page'"), (ALICE,), "23502"),
    ("origin_field null", _unres(vals="%s, 'default', 'Bob', 'markdown', null, 'no page'"), (ALICE,), "23502"),
    ("reason null", _unres(vals="%s, 'default', 'Bob', 'markdown', 'compiled_truth', null"), (ALICE,), "23502"),
    ("expected_slugs null",
     _unres("page_id, source_id, name, link_source, origin_field, reason, expected_slugs",
            "%s, 'default', 'Bob', 'markdown', 'compiled_truth', 'no page', null"), (ALICE,), "23502"),
    ("name_norm null",
     _unres("page_id, source_id, name, link_source, origin_field, reason, name_norm",
            "%s, 'default', 'Bob', 'markdown', 'compiled_truth', 'no page', null"), (ALICE,), "23502"),
    ("context null",
     _unres("page_id, source_id, name, link_source, origin_field, reason, context",
            "%s, 'default', 'Bob', 'markdown', 'compiled_truth', 'no page', null"), (ALICE,), "23502"),
    ("explicit id (generated always)",
     _unres("id, page_id, source_id, name, link_source, origin_field, reason",
            "123456, %s, 'default', 'Bob', 'markdown', 'compiled_truth', 'no page'"), (ALICE,), "428C9"),
))
def test_unresolved_links_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "unresolved_links", query, params, sqlstate)


# page_type_paths --------------------------------------------------------------------------------

def _type_by_path(conn, slug: str) -> str | None:
    """The page type put_page derives from a slug: the first needle (by position) inside '/' || slug."""
    return scalar(conn, """select coalesce((select page_type from brain.page_type_paths
                                              where strpos('/' || %(s)s, needle) > 0
                                              order by position limit 1), 'concept')""", {"s": slug})


def test_page_type_paths_seeded(conn):
    assert one(conn, "select count(*), count(*) filter (where builtin), count(distinct position) "
                     "from brain.page_type_paths") == (SEEDED["page_type_paths"],) * 3
    assert [_type_by_path(conn, s) for s in (
        "people/alice", "wiki/people/alice", "person/bob", "companies/acme", "meetings/2024-03-01-kickoff",
        "writing/people/essay", "wiki/concepts/people/x", "cal/2024-03-01", "life/events/wedding", "misc/x",
        "peoples/x")] == [
        "person", "person", "person", "company", "meeting", "writing", "concept", "calendar-event", "event",
        "concept", "concept"]


def test_page_type_paths_round_trip(conn, brain):
    assert one(conn, "select page_type, position, builtin from brain.page_type_paths where needle = '/test-labs/'") \
        == ("lab", 5, False)
    assert _type_by_path(conn, "test-labs/people/x") == "lab"     # position 5 comes before /people/ (70)
    conn.execute("""insert into brain.page_type_paths (needle, page_type, position, builtin)
                    values ('/test-labs/people/', 'researcher', 1, true), ('/a_b/c-d/', 'x_y', -3, default)""")
    assert _type_by_path(conn, "test-labs/people/x") == "researcher"
    conn.execute("update brain.page_type_paths set position = 100 where needle = '/test-labs/people/'")
    assert _type_by_path(conn, "test-labs/people/x") == "lab"
    assert conn.execute("""select needle, page_type, position, builtin from brain.page_type_paths
                            where not builtin or needle like '/test%%' order by position""").fetchall() == [
        ("/a_b/c-d/", "x_y", -3, False), ("/test-labs/", "lab", 5, False),
        ("/test-labs/people/", "researcher", 100, True)]
    conn.execute("delete from brain.page_type_paths where needle = '/test-labs/'")
    assert _type_by_path(conn, "test-labs/people/x") == "person"


def _ptp(needle: str, page_type: str = "'lab'", position: str = "1", builtin: str = "false") -> str:
    return (f"insert into brain.page_type_paths (needle, page_type, position, builtin) "
            f"values ({needle}, {page_type}, {position}, {builtin})")


@pytest.mark.parametrize(BAD, cases(
    ("needle without leading slash", _ptp("'labs/'"), None, "23514"),
    ("needle without trailing slash", _ptp("'/labs'"), None, "23514"),
    ("needle bare word", _ptp("'labs'"), None, "23514"),
    ("needle a single slash", _ptp("'/'"), None, "23514"),
    ("needle empty segment", _ptp("'/labs//x/'"), None, "23514"),
    ("needle double slash", _ptp("'//'"), None, "23514"),
    ("needle upper case", _ptp("'/Labs/'"), None, "23514"),
    ("needle dot-dot", _ptp("'/../'"), None, "23514"),
    ("needle with a dot", _ptp("'/v1.0/'"), None, "23514"),
    ("needle with a space", _ptp("'/my labs/'"), None, "23514"),
    ("needle empty", _ptp("''"), None, "23514"),
    ("needle null", _ptp("null"), None, "23502"),
    ("needle duplicate of a seeded one", _ptp("'/people/'"), None, "23505"),
    ("needle duplicate", _ptp("'/test-labs/'", "'other'"), None, "23505"),
    ("needle changed to a bad one", "update brain.page_type_paths set needle = 'people' where needle = '/people/'",
     None, "23514"),
    ("page_type upper case", _ptp("'/labs/'", "'Lab'"), None, "23514"),
    ("page_type leading digit", _ptp("'/labs/'", "'1lab'"), None, "23514"),
    ("page_type with a slash", _ptp("'/labs/'", "'lab/x'"), None, "23514"),
    ("page_type 64 characters", _ptp("'/labs/'", "%s"), ("a" * 64,), "23514"),
    ("page_type null", _ptp("'/labs/'", "null"), None, "23502"),
    ("position null", _ptp("'/labs/'", position="null"), None, "23502"),
    ("builtin null", _ptp("'/labs/'", builtin="null"), None, "23502"),
))
def test_page_type_paths_bad_input(conn, brain, description, query, params, sqlstate):
    assert_refused(conn, "page_type_paths", query, params, sqlstate)
