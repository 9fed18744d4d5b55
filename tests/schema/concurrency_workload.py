"""A concurrent-writers workload: several writers rewrite pages of one source over a small slug pool while
readers search and traverse; afterwards the final texts are imported into a fresh source and the two sources'
edges must be identical.

Used by tests/schema/test_concurrency.py (slow) and runnable on its own against any database with the schema:

    python tests/schema/concurrency_workload.py DSN [runs] [writers] [puts]
"""

from __future__ import annotations

import random
import re
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

import psycopg

from pgbrain.api import Brain
from pgbrain.db import connect
from pgbrain.errors import BrainError
from pgbrain.ingest import import_dir, put_text

PEOPLE = [f"people/pat-{i}" for i in range(100)]
COMPANIES = [f"companies/acme-{i}" for i in range(50)]
POOL = PEOPLE + COMPANIES

# the edge key compared between the two sources (not ids, not context)
EDGES_SQL = """
select f.slug, t.slug, l.link_type, l.link_source, coalesce(l.origin_field, '')
  from brain.links l
  join brain.pages o on o.id = l.origin_page_id
  join brain.pages f on f.id = l.from_page_id
  join brain.pages t on t.id = l.to_page_id
 where o.source_id = %s and l.valid_to is null and l.link_source in ('markdown', 'frontmatter')
   and o.deleted_at is null and f.deleted_at is null and t.deleted_at is null
"""
UNRESOLVED_SQL = """
select p.slug, u.name, u.link_source, coalesce(u.origin_field, '')
  from brain.unresolved_links u join brain.pages p on p.id = u.page_id
 where p.source_id = %s and p.deleted_at is null
"""


def _name(slug: str) -> str:
    base = slug.split("/")[1]
    return base.replace("-", " ").title()


def page_text(rng: random.Random, slug: str, rev: int) -> str:
    """One random revision of a page: frontmatter relations (names, resolved under directory hints) and body
    wikilinks (slugs and bare names) with verbs that type them; 'Revision N' identifies the text."""
    people = rng.sample(PEOPLE, 4)
    companies = rng.sample(COMPANIES, 3)
    lines = []
    if slug.startswith("people/"):
        fm = [f"company: {_name(companies[0])}"]
        if rng.random() < 0.5:
            fm.append(f"investments: [{_name(companies[1])}]")
        body = [f"{_name(slug)} works at [[{companies[0]}]].",
                f"{_name(slug)} invested in [[{companies[1]}]]." if rng.random() < 0.6 else "",
                f"{_name(slug)} met [[{people[0]}]] last week." if rng.random() < 0.7 else "",
                f"She advises [[{_name(companies[2])}]]." if rng.random() < 0.4 else "",
                f"Also see [[{_name(people[1])}]]." if rng.random() < 0.5 else ""]
    else:
        fm = [f"investors: [{_name(people[0])}, {_name(people[1])}]"]
        if rng.random() < 0.5:
            fm.append(f"founders: [{_name(people[2])}]")
        body = [f"[[{people[3]}]] founded {_name(slug)}." if rng.random() < 0.6 else "",
                f"{_name(slug)} partners with [[{companies[1]}]]." if rng.random() < 0.6 else "",
                f"[[{_name(people[0])}]] works at {_name(slug)}." if rng.random() < 0.5 else ""]
    lines = ["---", f"title: {_name(slug)}", *fm, "---", f"# {_name(slug)}", "",
             *[b for b in body if b], "", f"Revision {rev}."]
    return "\n".join(lines) + "\n"


@dataclass
class Outcome:
    puts: int = 0
    errors: list[str] = field(default_factory=list)
    reads: int = 0
    texts: dict[str, dict[int, str]] = field(default_factory=dict)


def _writer(dsn: str, source: str, seed: int, puts: int, out: Outcome, lock: threading.Lock,
            start: threading.Barrier) -> None:
    rng = random.Random(seed)
    conn = connect(dsn, autocommit=True)
    try:
        start.wait()
        for n in range(puts):
            slug = rng.choice(POOL)
            rev = seed * 100000 + n
            text = page_text(rng, slug, rev)
            with lock:
                out.texts.setdefault(slug, {})[rev] = text
            try:
                put_text(conn, text, slug, source_id=source, create_source=False)
                with lock:
                    out.puts += 1
            except (BrainError, psycopg.Error) as exc:
                with lock:
                    out.errors.append(f"put {slug}: {getattr(exc, 'sqlstate', '')} {exc}")
    finally:
        conn.close()


def _reader(dsn: str, source: str, stop: threading.Event, out: Outcome, lock: threading.Lock) -> None:
    conn = connect(dsn, autocommit=True)
    brain = Brain(conn)
    rng = random.Random(7)
    try:
        while not stop.is_set():
            try:
                brain.search(f"who works at {_name(rng.choice(COMPANIES))}", sources=[source])
                slug = rng.choice(POOL)
                if conn.execute("select 1 from brain.pages where source_id = %s and slug = %s",
                                [source, slug]).fetchone():
                    brain.traverse(slug, depth=2, source_id=source)
                with lock:
                    out.reads += 1
            except (BrainError, psycopg.Error) as exc:
                with lock:
                    out.errors.append(f"read: {getattr(exc, 'sqlstate', '')} {exc}")
    finally:
        conn.close()


def final_texts(conn: psycopg.Connection, source: str, out: Outcome) -> dict[str, str]:
    """The text each page holds at the end: the revision its stored body names."""
    texts = {}
    for slug, body in conn.execute("select slug, compiled_truth from brain.pages where source_id = %s "
                                   "and deleted_at is null", [source]).fetchall():
        rev = int(re.search(r"Revision (\d+)\.", body).group(1))
        texts[slug] = out.texts[slug][rev]
    return texts


def run_once(dsn: str, seed: int, *, writers: int = 4, puts: int = 200, readers: int = 2) -> dict:
    """One run in sources stress-SEED / fresh-SEED (dropped first if present); returns the comparison."""
    stressed, fresh = f"stress-{seed}", f"fresh-{seed}"
    admin = connect(dsn, autocommit=True)
    brain = Brain(admin)
    for src in (stressed, fresh):
        if admin.execute("select 1 from brain.sources where id = %s", [src]).fetchone():
            brain.remove_source(src, cascade=True)
        brain.add_source(src)
    out, lock = Outcome(), threading.Lock()
    stop = threading.Event()
    start = threading.Barrier(writers)
    threads = [threading.Thread(target=_writer, args=(dsn, stressed, seed * 10 + w + 1, puts, out, lock, start))
               for w in range(writers)]
    reads = [threading.Thread(target=_reader, args=(dsn, stressed, stop, out, lock)) for _ in range(readers)]
    for t in threads + reads:
        t.start()
    for t in threads:
        t.join()
    stop.set()
    for t in reads:
        t.join()
    texts = final_texts(admin, stressed, out)
    with tempfile.TemporaryDirectory() as tmp:
        for slug, text in texts.items():
            path = Path(tmp, slug + ".md")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
        import_dir(admin, Path(tmp), source_id=fresh, code=False)
    got = {tuple(r) for r in admin.execute(EDGES_SQL, [stressed]).fetchall()}
    want = {tuple(r) for r in admin.execute(EDGES_SQL, [fresh]).fetchall()}
    got_u = {tuple(r) for r in admin.execute(UNRESOLVED_SQL, [stressed]).fetchall()}
    want_u = {tuple(r) for r in admin.execute(UNRESOLVED_SQL, [fresh]).fetchall()}
    admin.close()
    return {"puts": out.puts, "reads": out.reads, "errors": out.errors, "pages": len(texts),
            "edges": len(want), "extra": sorted(got - want), "missing": sorted(want - got),
            "extra_unresolved": sorted(got_u - want_u), "missing_unresolved": sorted(want_u - got_u)}


if __name__ == "__main__":
    dsn = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    writers = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    puts = int(sys.argv[4]) if len(sys.argv) > 4 else 200
    for seed in range(1, runs + 1):
        r = run_once(dsn, seed, writers=writers, puts=puts)
        print(f"run {seed}: {r['puts']} puts, {r['reads']} reads, {r['pages']} pages, {r['edges']} edges; "
              f"extra {len(r['extra'])} missing {len(r['missing'])} unresolved +{len(r['extra_unresolved'])} "
              f"-{len(r['missing_unresolved'])} errors {len(r['errors'])}")
        for key in ("extra", "missing", "extra_unresolved", "missing_unresolved", "errors"):
            for item in r[key][:5]:
                print(f"  {key}: {item}")
