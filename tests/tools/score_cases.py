"""Score link-typing case files (the format of tests/sql/data/link_typing_cases.txt) against a brain database,
without pytest: each case in its own rolled-back transaction; prints the failures with what was found and what
was expected, then a count. For writing and scoring new cases before tuning on them. --held scores held-time case
files (tests/sql/data/held_cases.txt: edges with their held intervals) instead; --quiet prints the counts only (the
way to score a held-out battery).

    PGBRAIN_DSN=... python tests/tools/score_cases.py [--held] FILE [FILE ...] [--all] [--quiet]

The database must have the schema (`pgbrain db upgrade`); nothing is left in it."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import psycopg

sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parents[1] / "sql")]
from test_held_time import held_edges, read_held_cases  # noqa: E402
from test_link_typing import markdown_edges, read_cases  # noqa: E402

HELD = False


def score(conn, slug, page_type, body):
    got = held_edges(conn, slug, page_type, body) if HELD else markdown_edges(conn, slug, page_type, body)
    clauses = conn.execute(
        "select c.clause_role, c.clause from brain.link_candidates c join brain.pages p on p.id = c.page_id"
        " where p.slug = %s order by ord", [slug]).fetchall()
    return got, clauses


def _read(path: Path):
    if HELD:
        for slug, page_type, body, expect in read_held_cases(path):
            yield slug, page_type, body, expect, None
    else:
        yield from read_cases(path)


def main(argv: list[str]) -> int:
    global HELD
    HELD = "--held" in argv
    files = [Path(a) for a in argv if not a.startswith("--")]
    show_all, quiet = "--all" in argv, "--quiet" in argv
    n = ok = 0
    gold_n = found_n = hit_n = 0
    per_type: dict[str, list[int]] = {}    # link type -> [gold, found, right]
    with psycopg.connect(os.environ["PGBRAIN_DSN"]) as conn:
        for f in files:
            for slug, page_type, body, expect, known in _read(f):
                n += 1
                try:
                    got, clauses = score(conn, slug, page_type, body)
                finally:
                    conn.rollback()
                good = got == expect
                ok += good
                gold_n, found_n, hit_n = gold_n + len(expect), found_n + len(got), hit_n + len(got & expect)
                for i, edges in enumerate((expect, got, got & expect)):
                    for e in edges:
                        per_type.setdefault(e[2], [0, 0, 0])[i] += 1
                if (not good or show_all) and not quiet:
                    print(f"{'PASS' if good else 'FAIL'} {f.name}:{slug}{'  (known: ' + known + ')' if known else ''}")
                    print("   " + body.replace("\n", "\n   "))
                    for e in sorted(expect - got):
                        print(f"   missing {e[0]} -> {e[1]} : {' @ '.join(filter(None, e[2:]))}")
                    for e in sorted(got - expect):
                        print(f"   extra   {e[0]} -> {e[1]} : {' @ '.join(filter(None, e[2:]))}")
                    if not good:
                        for role, text in clauses:
                            print(f"     [{role}] {text}")
    for t, (g, f_, h) in sorted(per_type.items()):
        print(f"  {t:<12} gold {g:>4}  found {f_:>4}  precision {h / max(f_, 1):.3f}  recall {h / max(g, 1):.3f}")
    print(f"{ok}/{n} cases pass; edges: precision {hit_n / max(found_n, 1):.3f}, recall {hit_n / max(gold_n, 1):.3f}"
          f" ({hit_n} of {gold_n} gold, {found_n} found)")
    return 0 if ok == n else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
