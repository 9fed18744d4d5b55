"""Apache AGE is part of the test server: a real Cypher round trip with bound parameters."""

from __future__ import annotations

import json

import psycopg


def test_cypher_round_trip_with_bound_params(fresh_dsn):
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("set search_path = ag_catalog, public")
        conn.execute("select create_graph('pgbrain_age_test')")
        conn.execute("""select * from cypher('pgbrain_age_test', $$
                          CREATE (:page {slug: 'people/alice'})-[:works_at]->(:page {slug: 'companies/acme'})
                        $$) as (r agtype)""")
        evil = "people/alice' }) DETACH DELETE n //"
        for slug, expected in (("people/alice", ["companies/acme"]), (evil, [])):
            rows = conn.execute(
                """select r::text from cypher('pgbrain_age_test', $$
                     MATCH (a:page {slug: $s})-[:works_at]->(b) RETURN b.slug $$, %s) as (r agtype)""",
                [json.dumps({"s": slug})],
            ).fetchall()
            assert [r[0] for r in rows] == expected
        count = conn.execute("""select r::text from cypher('pgbrain_age_test', $$
                                  MATCH (n) RETURN count(n) $$) as (r agtype)""").fetchone()[0]
        assert count == "2"
        conn.execute("select drop_graph('pgbrain_age_test', true)")
