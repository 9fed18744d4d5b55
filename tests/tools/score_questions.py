"""Score question wordings of time (the format of tests/sql/data/question_time_cases.tsv) against brain.plan_question:
each question, with its placeholders filled, must plan the relation it names (the link type, the direction, the page
asked about) and the time it asks about (now and plain: current; former and before: ended; ever: any; as_of: the day;
during: the year, the month or the span). Prints the failures (unless --quiet) and the counts per language and kind.
The pages the questions name are written in their own rolled-back transaction: nothing is left in the database.

    PGBRAIN_DSN=... python tests/tools/score_questions.py FILE [--quiet]

The check half (tests/benchmarks/question_time_check.tsv) is scored with --quiet: it is never tuned on."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import psycopg

PAGES = (("companies/lumen-orchard", "Lumen Orchard", "company"), ("companies/marrow-works", "Marrow Works", "company"),
         ("people/odile-brandt", "Odile Brandt", "person"), ("companies/minato-seiki", "株式会社みなと精機", "company"),
         ("companies/aozora-denki", "あおぞら電機", "company"), ("people/sato-mika", "佐藤美香", "person"))
DAYS = ("4 May 2021", "May 4, 2021", "2021-05-04")
DURING = ("[2019-01-01,2020-01-01)", "[2017-01-01,2021-01-01)", "[2021-03-01,2021-04-01)")


def read(path: Path) -> list[list[str]]:
    return [ln.rstrip("\n").split("\t") for ln in path.read_text(encoding="utf-8").splitlines()
            if ln.strip() and not ln.startswith("#")]


def question(row: list[str], i: int) -> str:
    """The question of a row with its placeholders filled (the page a 'before' names is another company)."""
    lang, kind, q = row[0], row[1], row[4]
    en = lang == "en"
    fill = {"{C}": ("Marrow Works" if kind == "before" else "Lumen Orchard") if en
            else ("あおぞら電機" if kind == "before" else "株式会社みなと精機"),
            "{P}": "Odile Brandt" if en else "佐藤美香", "{Y1}": "2017", "{Y2}": "2020", "{Y}": "2019",
            "{M}": "March 2021" if en else "2021年3月", "{D}": DAYS[i % 3] if en else "2021年5月4日"}
    for k, v in fill.items():
        q = q.replace(k, v)
    return q


def before_cues(conn) -> set[int]:  # noqa: ANN001
    """The ids of the brain.question_time rows that read 'before another page'."""
    return {r[0] for r in conn.execute("select id from brain.question_time where meaning = 'before'")}


def judge(row: list[str], steps: list[dict], before: set[int]) -> tuple[bool, bool]:
    """(the relation is right, the time is right) of a plan's first step; ``before``: :func:`before_cues`."""
    lang, kind, rel, direction = row[:4]
    s = steps[0] if steps else {}
    en = lang == "en"
    asked = (("people/odile-brandt" if en else "people/sato-mika") if direction == "out"
             else ("companies/lumen-orchard" if en else "companies/minato-seiki"))
    rel_ok = bool(s) and rel in s.get("link_types", []) and s.get("direction") == direction and s.get("from") == asked
    held, during, at = s.get("held"), s.get("held_during"), s.get("held_at")
    time_ok = {"now": held in (None, "current") and not during and not at,
               "plain": held in (None, "current") and not during and not at,
               "former": held == "ended" and not during and not at,
               "ever": held == "any",
               "before": held == "ended" and s.get("time_cue_id") in before and not during and not at,
               "as_of": at == "2021-05-04",
               "during": during in DURING}[kind]
    return rel_ok, time_ok


def put_pages(conn) -> None:  # noqa: ANN001
    for slug, title, page_type in PAGES:
        conn.execute("select brain.put_page(slug => %s, title => %s, type => %s, compiled_truth => 'x')",
                     [slug, title, page_type])


def main(argv: list[str]) -> int:
    quiet = "--quiet" in argv
    files = [Path(a) for a in argv if not a.startswith("--")]
    per: dict[tuple[str, str], list[int]] = {}
    with psycopg.connect(os.environ["PGBRAIN_DSN"]) as conn:
        put_pages(conn)
        before = before_cues(conn)
        for f in files:
            for i, row in enumerate(read(f)):
                q = question(row, i)
                steps = conn.execute("select steps from brain.plan_question(%s)", [q]).fetchone()[0]
                rel_ok, time_ok = judge(row, steps, before)
                cell = per.setdefault((row[0], row[1]), [0, 0])
                cell[0] += rel_ok and time_ok
                cell[1] += 1
                if not (rel_ok and time_ok) and not quiet:
                    print("FAIL", row[0], row[1], q, "relation" if not rel_ok else "", "time" if not time_ok else "",
                          steps[0] if steps else None)
        conn.rollback()
    print(" ".join(f"{lang}/{kind} {a}/{b}" for (lang, kind), (a, b) in sorted(per.items())))
    ok, n = sum(a for a, _ in per.values()), sum(b for _, b in per.values())
    print(f"{ok}/{n} questions plan their relation and time")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
