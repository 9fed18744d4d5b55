"""The demo `make demo` runs: import the bundled sample brain, then show what the graph knows,
statement by statement as psql would print it, and one reconciliation."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from . import db

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "docs" / "sample-brain"
EDITED = ROOT / "docs" / "sample-brain-edits" / "meetings" / "2025-03-04-acme-planning.md"
SOURCE = "sample"

BEFORE: list[tuple[str, str]] = [
    ("What the brain runs on", "select component, version from brain.status();"),
]
QUERIES: list[tuple[str, str]] = [
    ("Who works where (typed edges, whichever page asserted them)",
     "select distinct from_slug as person, to_slug as organisation\n"
     "  from brain.page_links where link_type = 'works_at' and from_source_id = 'sample'\n"
     " order by 2, 1;"),
    ("Who invested in what",
     "select to_slug as company, string_agg(distinct from_slug, ', ') as investors\n"
     "  from brain.page_links where link_type = 'invested_in' and from_source_id = 'sample'\n"
     " group by 1 order by 1;"),
    ("Who founded what",
     "select distinct from_slug as founder, to_slug as company\n"
     "  from brain.page_links where link_type = 'founded' and from_source_id = 'sample' order by 2, 1;"),
    ("Who attended which meeting",
     "select to_slug as meeting, string_agg(distinct from_slug, ', ') as attendees\n"
     "  from brain.page_links where link_type = 'attended' and from_source_id = 'sample'\n"
     " group by 1 order by 1;"),
    ("Japanese prose gives typed edges too (さくらロボティクス)",
     "select from_slug, link_type, link_source, left(context, 40) as context\n"
     "  from brain.backlinks(slug => 'companies/sakura-robotics', source_id => 'sample')\n"
     " where link_type <> 'mentions' and link_source = 'markdown';"),
]
AFTER: list[tuple[str, str]] = [
    ("The meeting's attendees now",
     "select from_slug, link_type, link_source\n"
     "  from brain.backlinks(slug => 'meetings/2025-03-04-acme-planning', source_id => 'sample',\n"
     "                       link_types => '{attended}');"),
    ("History: the retired edge is kept with its validity",
     "select f.slug as from_slug, l.link_type, l.valid_to is not null as retired\n"
     "  from brain.links l join brain.pages f on f.id = l.from_page_id\n"
     "  join brain.pages t on t.id = l.to_page_id\n"
     " where t.slug = 'meetings/2025-03-04-acme-planning' and t.source_id = 'sample'\n"
     "   and l.link_source = 'frontmatter' order by 3, 1;"),
    ("The public SQL API (\\df+ brain.* in psql shows the same)",
     "select p.proname as function, obj_description(p.oid, 'pg_proc') as description\n"
     "  from pg_proc p where p.pronamespace = 'brain'::regnamespace and p.proname !~ '^_'\n"
     " order by 1;"),
]


def psql_format(columns: list[str], rows: list[tuple], max_width: int = 70) -> str:
    """Aligned output like psql's default format, long cells cut at max_width."""

    def cell(v) -> str:
        s = "" if v is None else str(v)
        s = s.replace("\n", " ")
        return s if len(s) <= max_width else s[: max_width - 1] + "…"

    cells = [[cell(v) for v in row] for row in rows]
    numeric = [bool(rows) and all(isinstance(r[i], int | float) for r in rows if r[i] is not None)
               for i in range(len(columns))]
    widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(columns)]
    out = [" " + " | ".join(c.center(w) for c, w in zip(columns, widths, strict=True))]
    out.append("-" + "-+-".join("-" * w for w in widths) + "-")
    for r in cells:
        out.append(" " + " | ".join(v.rjust(w) if num else v.ljust(w)
                                    for v, w, num in zip(r, widths, numeric, strict=True)).rstrip())
    out.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(out)


def run_queries(conn, steps: list[tuple[str, str]]) -> None:  # noqa: ANN001
    name = conn.info.dbname
    for title, query in steps:
        print(f"-- {title}")
        lines = query.splitlines()
        print(f"{name}=# {lines[0]}")
        for line in lines[1:]:
            print(f"{name}-# {line}")
        cur = conn.execute(query)
        print(psql_format([d.name for d in cur.description], cur.fetchall()))
        print()


def main() -> int:
    from psycopg.types.string import TextLoader

    from .ingest import import_dir, put_text

    with db.connection(autocommit=True) as conn:
        # print values as psql does (jsonb as JSON text, booleans as t/f, PostgreSQL's timestamps)
        for typ in ("json", "jsonb", "bool", "timestamptz", "timestamp", "date", "numeric", "real"):
            conn.adapters.register_loader(typ, TextLoader)
        conn.add_notice_handler(lambda d: print(f"NOTICE:  {d.message_primary}"))
        run_queries(conn, BEFORE)

        print(f"$ pgbrain import {SAMPLE.relative_to(ROOT)} --source {SOURCE}")
        summary = import_dir(conn, SAMPLE, source_id=SOURCE)
        print(summary.line())
        from .api import Brain
        from .embed import embed_stale, provider_from_env

        provider = provider_from_env()
        print(embed_stale(Brain(conn), provider, sources=[SOURCE]).line())
        print()
        if provider is not None:
            question = "さくらロボティクスに出資したのは誰？"
            print(f"-- Nearest chunks to a Japanese question by embedding ({provider.model}, cosine): {question}")
            query = ("select p.slug, round((1 - (c.embedding <=> %s::vector))::numeric, 3) as similarity\n"
                     "  from brain.content_chunks c join brain.pages p on p.id = c.page_id\n"
                     " where p.source_id = 'sample' and c.embedding is not null\n"
                     " order by c.embedding <=> %s::vector limit 3;")
            vector = str(provider.query(question))
            shown = query.replace("%s", "$1").splitlines()
            print(f"{conn.info.dbname}=# {shown[0]}")
            for line in shown[1:]:
                print(f"{conn.info.dbname}-# {line}")
            cur = conn.execute(query, [vector, vector])
            print(psql_format([d.name for d in cur.description], cur.fetchall()))
            print()
        run_queries(conn, QUERIES)

        rel = EDITED.relative_to(ROOT)
        print(f"-- Reconciliation: the planning meeting's attendees change from Alice Chen to Bob Ito\n"
              f"$ pgbrain put meetings/2025-03-04-acme-planning --source {SOURCE} < {rel}")
        result, _ = put_text(conn, EDITED.read_text(encoding="utf-8"), "meetings/2025-03-04-acme-planning",
                             source_id=SOURCE)
        print(f"meetings/2025-03-04-acme-planning: {result.status}; edges: +{result.links_added} "
              f"-{result.links_retired} ={result.links_kept}; unresolved: {result.unresolved}")
        # this connection prints jsonb as text, like psql
        diff = json.loads(result.diff) if isinstance(result.diff, str) else result.diff
        for e in diff["added"]:
            print(f"  + {e['from']} --{e['link_type']}--> {e['to']}  ({e['link_source']} {e['origin_field']})")
        for e in diff["retired"]:
            print(f"  - {e['from']} --{e['link_type']}--> {e['to']}  ({e['link_source']} {e['origin_field']}, "
                  "retired)")
        print()
        run_queries(conn, AFTER)
    return 0


if __name__ == "__main__":
    sys.exit(main())
