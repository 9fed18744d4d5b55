"""Sharding by source, on paper and checked: a ratchet on what would block distributing the brain with Citus.

Citus (distribute by `source_id`) cannot be installed on our machines, so docs/scale.md plans it on paper; these
tests keep that plan honest against the real catalog. Every table of schema `brain` is classified below as
distributed by `source_id`, a reference table (a copy on every node) or local to the coordinator, and the tests count
what Citus would refuse: (a) distributed tables without a `source_id` column, (b) their primary keys, unique
constraints and unique indexes that leave `source_id` out (Citus enforces uniqueness only within a shard), (c)
foreign keys between distributed tables that do not join on `source_id` (nor do they then join co-located rows), and
(d) foreign keys from a reference or local table to a distributed one. Each count may shrink, never grow: a change
that adds a blocker fails here and must either carry `source_id` or raise the pin with a reason in docs/scale.md.
"""

from __future__ import annotations

DOC = "docs/scale.md"

_PAGE_CHILD = "rows of one page (page_id), so of one source: co-located with their page"
# per-source data: hash-distributed by source_id, co-located with brain.pages
DISTRIBUTED: dict[str, str] = {
    "pages": "one row per (source_id, slug): the tenant's pages, what everything else hangs off",
    "content_chunks": _PAGE_CHILD + "; search's keyword and vector arms scan them",
    "links": "edges, owned by the page whose content asserts them (origin_page_id) or, manual, by add_link's source",
    "timeline_entries": _PAGE_CHILD,
    "facts": "facts of a source (source_id), optionally about a page",
    "takes": _PAGE_CHILD,
    "link_candidates": _PAGE_CHILD + "; the link engine re-derives edges from them",
    "unresolved_links": "references of a page (source_id) waiting for their target",
    "page_names": "the names a page goes by (source_id): the question planner's entity dictionary",
    "page_ranks": _PAGE_CHILD + "; written whole by refresh_pagerank",
    "code_symbols": "symbols of a code page (source_id)",
    "code_edges_chunk": "resolved code edges of a source (source_id)",
    "code_edges_symbol": "by-name code edges of a source (source_id)",
}
# small, global, read by every source's functions: a copy on every node
REFERENCE: dict[str, str] = {
    "sources": "the tenants themselves: every distributed row's source_id points here",
    "source_grants": "who reads and writes which source: row-level security reads it whole on every node",
    "config": "settings every function reads (frontier cap, PageRank, search weights, embedding model)",
    "link_types": "the edge vocabulary, shared by every source",
    "link_rules": "link-typing phrases (data a DBA extends), shared by every source",
    "link_model": "the learned link typer's weights (data a migration ships), shared by every source",
    "link_model_classes": "the learned link typer's classes, in the order of its weights, shared by every source",
    "frontmatter_links": "frontmatter field -> link type map, shared by every source",
    "entity_dirs": "entity directory whitelist, shared by every source",
    "page_type_paths": "page types by path, shared by every source",
    "held_rules": "held-time cues, shared by every source",
    "question_lexicon": "the question planner's cues, shared by every source",
    "question_time": "question wordings of time, shared by every source",
    "synonyms": "query expansion sets, shared by every source",
}
# on the coordinator only; none today (the AGE graph brain_graph is outside schema brain: see docs/scale.md)
LOCAL: dict[str, str] = {}

# The pins: what blocks distribution today. Lower a pin when a change removes blockers (the second assertion of
# each test says so); never raise one without saying why in docs/scale.md.
PIN_TABLES_WITHOUT_SOURCE_ID = 6
PIN_KEYS_WITHOUT_SOURCE_ID = 21
PIN_FOREIGN_KEYS_WITHOUT_SOURCE_ID = 21


def brain_tables(conn) -> set[str]:
    """The tables of schema brain (plain and partitioned, not partitions: they follow their parent)."""
    return {r[0] for r in conn.execute("""
        select c.relname from pg_class c
         where c.relnamespace = 'brain'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition""")}


def unclassified(conn) -> list[str]:
    return sorted(brain_tables(conn) - DISTRIBUTED.keys() - REFERENCE.keys() - LOCAL.keys())


def tables_without_source_id(conn, distributed=DISTRIBUTED) -> list[str]:
    """(a) distributed tables that have no source_id column to be distributed by."""
    return [r[0] for r in conn.execute("""
        select c.relname from pg_class c
         where c.relnamespace = 'brain'::regnamespace and c.relname = any (%s)
           and not exists (select 1 from pg_attribute a
                            where a.attrelid = c.oid and a.attname = 'source_id' and not a.attisdropped)
         order by 1""", (list(distributed),))]


def keys_without_source_id(conn, distributed=DISTRIBUTED) -> list[str]:
    """(b) primary keys, unique constraints, unique indexes and exclusion constraints of distributed tables whose
    columns leave source_id out (an expression column counts as not source_id)."""
    return [r[0] for r in conn.execute("""
        select c.relname || '.' || ic.relname from pg_index i
          join pg_class c on c.oid = i.indrelid
          join pg_class ic on ic.oid = i.indexrelid
         where c.relnamespace = 'brain'::regnamespace and c.relname = any (%s)
           and (i.indisunique or i.indisexclusion)
           and not exists (select 1 from pg_attribute a
                            where a.attrelid = c.oid and a.attname = 'source_id'
                              and a.attnum = any (i.indkey::smallint[]))
         order by 1""", (list(distributed),))]


def foreign_keys_without_source_id(conn, distributed=DISTRIBUTED) -> list[str]:
    """(c) foreign keys from a distributed table to a distributed table that do not pair source_id with
    source_id (Citus needs the distribution column on both sides, in the same position)."""
    return [r[0] for r in conn.execute("""
        select c.relname || '.' || k.conname from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class f on f.oid = k.confrelid
         where k.contype = 'f' and c.relnamespace = 'brain'::regnamespace and f.relnamespace = 'brain'::regnamespace
           and c.relname = any (%s) and f.relname = any (%s)
           and not exists (select 1 from unnest(k.conkey, k.confkey) u(mine, theirs)
                             join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.mine
                             join pg_attribute b on b.attrelid = k.confrelid and b.attnum = u.theirs
                            where a.attname = 'source_id' and b.attname = 'source_id')
         order by 1""", (list(distributed), list(distributed)))]


def foreign_keys_into_distributed(conn, distributed=DISTRIBUTED) -> list[str]:
    """(d) foreign keys from a table that is not distributed to one that is (Citus refuses them outright)."""
    return [r[0] for r in conn.execute("""
        select c.relname || '.' || k.conname from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class f on f.oid = k.confrelid
         where k.contype = 'f' and c.relnamespace = 'brain'::regnamespace and f.relnamespace = 'brain'::regnamespace
           and not (c.relname = any (%s)) and f.relname = any (%s)
         order by 1""", (list(distributed), list(distributed)))]


def grew(what: str, found: list[str], pin: int) -> str:
    return (f"{len(found)} {what} (pinned at {pin}): {found}. A new table, key or foreign key would block "
            f"distributing by source_id: give it source_id, or say in {DOC} why it must be so and raise the pin")


def shrank(what: str, found: list[str], pin: int) -> str:
    return (f"only {len(found)} {what} now, pinned at {pin}: well done; lower the pin to {len(found)} here and "
            f"the count in {DOC}, so that the ratchet holds what was won")


def test_every_brain_table_is_classified(conn):
    """Every table of schema brain is distributed, reference or local (and only one), so that a new table is
    placed in docs/scale.md's plan when it is made, not when the cluster is."""
    lists = [set(DISTRIBUTED), set(REFERENCE), set(LOCAL)]
    assert all(not (a & b) for i, a in enumerate(lists) for b in lists[i + 1:]), "a table is classified twice"
    assert unclassified(conn) == [], (f"brain tables in none of DISTRIBUTED, REFERENCE, LOCAL: add each with a "
                                      f"one-line reason here and a row in {DOC}")
    gone = sorted((DISTRIBUTED.keys() | REFERENCE.keys() | LOCAL.keys()) - brain_tables(conn))
    assert gone == [], f"classified but no longer in schema brain: remove them here and in {DOC}"


def test_tables_without_source_id(conn):
    """(a) The per-source tables that hang off pages by page_id alone, without a source_id of their own."""
    found = tables_without_source_id(conn)
    assert len(found) <= PIN_TABLES_WITHOUT_SOURCE_ID, grew("distributed tables without source_id", found,
                                                           PIN_TABLES_WITHOUT_SOURCE_ID)
    assert len(found) == PIN_TABLES_WITHOUT_SOURCE_ID, shrank("distributed tables without source_id", found,
                                                             PIN_TABLES_WITHOUT_SOURCE_ID)


def test_keys_without_source_id(conn):
    """(b) Primary and unique keys of distributed tables that leave source_id out: Citus refuses them (uniqueness
    is checked within one shard)."""
    found = keys_without_source_id(conn)
    assert len(found) <= PIN_KEYS_WITHOUT_SOURCE_ID, grew("unique keys without source_id", found,
                                                         PIN_KEYS_WITHOUT_SOURCE_ID)
    assert len(found) == PIN_KEYS_WITHOUT_SOURCE_ID, shrank("unique keys without source_id", found,
                                                           PIN_KEYS_WITHOUT_SOURCE_ID)


def test_foreign_keys_without_source_id(conn):
    """(c) Foreign keys between distributed tables that do not join on source_id: Citus refuses them."""
    found = foreign_keys_without_source_id(conn)
    assert len(found) <= PIN_FOREIGN_KEYS_WITHOUT_SOURCE_ID, grew(
        "foreign keys between distributed tables without source_id", found, PIN_FOREIGN_KEYS_WITHOUT_SOURCE_ID)
    assert len(found) == PIN_FOREIGN_KEYS_WITHOUT_SOURCE_ID, shrank(
        "foreign keys between distributed tables without source_id", found, PIN_FOREIGN_KEYS_WITHOUT_SOURCE_ID)


def test_no_foreign_key_points_into_a_distributed_table_from_outside(conn):
    """(d) A reference or local table may not reference a distributed one (Citus cannot check it on every node);
    there are none, and the pin is zero."""
    assert foreign_keys_into_distributed(conn) == [], grew("foreign keys into distributed tables from outside",
                                                          foreign_keys_into_distributed(conn), 0)


def test_the_ratchet_catches_what_is_added(conn):
    """The checks can fail: inside the rolled-back transaction a new table, key and foreign key are each caught."""
    base = (tables_without_source_id(conn), keys_without_source_id(conn), foreign_keys_without_source_id(conn),
            foreign_keys_into_distributed(conn))
    conn.execute("create table brain.shard_probe (id bigint primary key, page_id bigint references brain.pages (id))")
    conn.execute("alter table brain.takes add constraint shard_probe_claim_key unique (claim)")
    conn.execute("alter table brain.facts add constraint shard_probe_fk foreign key (superseded_by) "
                 "references brain.facts (id)")
    conn.execute("alter table brain.config add column page_id bigint references brain.pages (id)")
    assert unclassified(conn) == ["shard_probe"]
    probe = {**DISTRIBUTED, "shard_probe": "a probe"}
    assert tables_without_source_id(conn, probe) == sorted([*base[0], "shard_probe"])
    assert set(keys_without_source_id(conn, probe)) - set(base[1]) == {"shard_probe.shard_probe_pkey",
                                                                       "takes.shard_probe_claim_key"}
    assert set(foreign_keys_without_source_id(conn, probe)) - set(base[2]) == {"shard_probe.shard_probe_page_id_fkey",
                                                                               "facts.shard_probe_fk"}
    assert foreign_keys_into_distributed(conn, probe) == ["config.config_page_id_fkey"]
    # a key and a foreign key that carry source_id are not blockers
    conn.execute("alter table brain.facts add constraint shard_probe_src_key unique (source_id, id)")
    conn.execute("alter table brain.page_names add constraint shard_probe_src_fk foreign key (source_id, page_id) "
                 "references brain.facts (source_id, id)")
    assert "facts.shard_probe_src_key" not in keys_without_source_id(conn)
    assert "page_names.shard_probe_src_fk" not in foreign_keys_without_source_id(conn)


def test_a_foreign_key_that_pairs_source_id_with_another_column_is_still_a_blocker(conn):
    """Naming source_id is not enough: a foreign key that pairs it with another column does not join co-located
    rows, and is counted."""
    conn.execute("alter table brain.facts add constraint shard_probe_fk foreign key (source_id, entity_slug) "
                 "references brain.pages (slug, source_id)")
    assert "facts.shard_probe_fk" in foreign_keys_without_source_id(conn)
