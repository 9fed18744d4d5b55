"""A psql-style tour of the brain schema (`make demo`): each statement and its result, as psql
would print them. Later stages of the project extend it with a sample brain."""

from __future__ import annotations

import sys

from . import db

STEPS: list[tuple[str, str]] = [
    ("What the brain runs on", "select * from brain.status();"),
    ("The memory layers and their rows", "select * from brain.table_counts();"),
    ("The edge vocabulary (a DBA adds a type with a plain INSERT)",
     "select name, description from brain.link_types order by name;"),
    ("Settings", "select key, value, description from brain.get_config();"),
    ("The public SQL API (\\df+ brain.* shows the same in psql)",
     "select p.proname as function, pg_get_function_arguments(p.oid) as arguments,\n"
     "       obj_description(p.oid, 'pg_proc') as description\n"
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


def main() -> int:
    from psycopg.types.string import TextLoader

    with db.connection(autocommit=True) as conn:
        # print values as psql does (jsonb as JSON text, booleans as t/f, PostgreSQL's timestamps)
        for typ in ("json", "jsonb", "bool", "timestamptz", "timestamp", "date", "numeric", "real"):
            conn.adapters.register_loader(typ, TextLoader)
        name = conn.info.dbname
        for title, query in STEPS:
            print(f"-- {title}")
            lines = query.splitlines()
            print(f"{name}=# {lines[0]}")
            for line in lines[1:]:
                print(f"{name}-# {line}")
            cur = conn.execute(query)
            print(psql_format([d.name for d in cur.description], cur.fetchall()))
            print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
