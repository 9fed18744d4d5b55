"""Train the learned link typer (brain.link_model) on link-typing case files and write its weights as a migration's
data (or score a trained model on held-out case files).

    PGBRAIN_DSN=... python tests/tools/train_link_model.py train OUT.tsv FILE [FILE ...] [--exclude-slug REGEX]
                                                         [--prose dev:1500 --prose dev2:1500]
                                                         [--held tests/sql/data/held_cases.txt]
                                                         [--cache DIR]  # extracted examples, reused while the
                                                                        # engine, the tool and the file are unchanged
    python tests/tools/train_link_model.py sql OUT.tsv     # the weights as the insert statements of a migration
    PGBRAIN_DSN=... python tests/tools/train_link_model.py load OUT.tsv   # replace a database's model with them

The database must have the schema (`pgbrain db upgrade`); nothing is left in it (each case in its own rolled-back
transaction, the model switched off there, so the labels read the rules' own decisions).

What it learns: for each occurrence of a reference (all its governing texts: clause, attachment, extended text), the
class of the relation the page's gold edges give it with the target - a link type and its direction (page -> target
'out', target -> page 'in'), 'mentions', or 'none' (an occurrence that asserts nothing of its own). An occurrence is
labelled only where that is unambiguous: the rules' class when the gold edges of the pair hold it; else the pair's
single gold edge when the target occurs once on the page; else 'none' when the pair has no gold edge and the rules
gave nothing. Features: brain._link_features of each governing text (the same function the typing step calls), the
page and target types, a bias. Model: multinomial logistic regression (AdaGrad, L2), numpy only; weights below the
pruning threshold dropped."""

from __future__ import annotations

import collections
import os
import re
import sys
from pathlib import Path

import numpy as np
import psycopg

sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parents[1] / "sql")]
from test_held_time import _put as _put_held  # noqa: E402
from test_held_time import read_held_cases  # noqa: E402
from test_link_typing import TYPES, _put, read_cases  # noqa: E402

L2, ITERS, RATE, MIN_COUNT, PRUNE = 1e-4, 300, 0.5, 2, 0.1

# the occurrences of a page's body references, each with its features (the typing step's own definition), its
# target and its context (brain._relink_type groups them alike: page, field, target, context, mention start)
OCCURRENCES = """
select p.slug as page, c.origin_field, c.context, c.mention_start, t.slug, t.type,
       coalesce(array_agg(distinct x.f) filter (where x.f is not null), '{}') as features
  from brain.link_candidates c
  join brain.pages p on p.id = c.page_id
  join brain.pages t on t.slug = c.target
  left join lateral unnest(brain._link_features(
                               coalesce(c.clause, c.context),
                               case when c.clause is not null then c.clause_start else c.mention_start end,
                               case when c.clause is not null then c.clause_end else c.mention_end end,
                               c.clause_role, c.head)) x(f) on true
 where p.slug = any (%s) and c.kind in ('wikilink', 'markdown')
   and c.clause_role <> 'anaphor'   -- (an anaphor text is typed by the rules alone, as in brain._relink_type)
 group by p.slug, c.origin_field, c.context, c.mention_start, t.slug, t.type
"""


def occurrences(conn, slug: str, page_type: str, body: str, put=_put):
    """The occurrences of the page's references (OCCURRENCES' rows) and the markdown edges the rules give it."""
    conn.execute("update brain.config set value = 'false' where key = 'links.model'")
    targets = set(re.findall(r"\[\[([a-z]+/[a-z0-9-]+)", body)) - {slug}
    for t in sorted(targets):
        put(conn, t, TYPES.get(t.split("/")[0], "note"), "A page.")
    put(conn, slug, page_type, body)
    occ = [o[1:] for o in conn.execute(OCCURRENCES, [[slug]]).fetchall()]
    edges = conn.execute("select from_slug, to_slug, link_type, context from brain.page_links"
                         " where origin_slug = %s and link_source = 'markdown'", [slug]).fetchall()
    return occ, edges


def klass(slug: str, frm: str, link_type: str) -> str:
    return "mentions" if link_type == "mentions" else f"{link_type}>{'out' if frm == slug else 'in'}"


def label_page(X, y, slug, page_type, occ, edges, expect, rules=None):
    """Add the labelled occurrences of one page (see the module's docstring) to X, y (and the rules' class of each,
    '*' for two or more, to rules)."""
    per_target = collections.Counter(o[3] for o in occ)
    for _field, context, _ms, target, to_type, feats in occ:
        eng = {klass(slug, a, t) for a, b, t, ctx in edges if ctx == context and target in (a, b)}
        gold = {klass(slug, a, t) for a, b, t in expect if {a, b} == {slug, target}}
        ec = next(iter(eng)) if len(eng) == 1 else ("none" if not eng else None)
        label = None
        if ec is not None and ec in gold:
            label = ec
        elif per_target[target] == 1 and len(gold) == 1:
            label = next(iter(gold))
        elif ec == "none" and not gold:
            label = "none"
        if label is not None:
            X.append(set(feats) | {f"pt:{page_type}|tt:{to_type}", "bias"})
            y.append(label)
            if rules is not None:
                rules.append(ec or "*")


def prose_examples(set_name: str, pages: int, seed: int = 7):
    """(features, labels, pages, the rules' classes) of the labelled occurrences of a generated prose corpus
    (tests/benchmarks/prose.py: the dev template sets only, never a held-out one), imported with the model off into
    a scratch database that is dropped after."""
    if "heldout" in set_name:
        raise SystemExit("held-out template sets are never trained on")
    bench = Path(__file__).resolve().parents[1] / "benchmarks"
    sys.path.insert(0, str(bench))
    import tempfile

    from bench_prose import _import
    from benchdb import drop_db, fresh_db
    from prose import generate
    db = f"pgbrain_train_link_model_{os.getpid()}"
    with tempfile.TemporaryDirectory(prefix="pgbrain-train-") as tmp:
        gold = generate(Path(tmp) / "brain", pages, seed, set_name)
        dsn = fresh_db(db)
        try:
            with psycopg.connect(dsn, autocommit=True) as conn:
                conn.execute("update brain.config set value = 'false' where key = 'links.model'")
            _import(dsn, Path(tmp) / "brain")
            with psycopg.connect(dsn) as conn:
                slugs = sorted(gold.pages)
                occ: dict[str, list] = {}
                for o in conn.execute(OCCURRENCES, [slugs]):
                    occ.setdefault(o[0], []).append(o[1:])
                edges: dict[str, list] = {}
                for r in conn.execute("select origin_slug, from_slug, to_slug, link_type, context"
                                      " from brain.page_links where link_source = 'markdown'"):
                    edges.setdefault(r[0], []).append(r[1:])
        finally:
            drop_db(db)
    X, y, of, rules = [], [], [], []
    for slug in slugs:
        expect = {e for (a, _b), es in gold.pair_edges.items() if a == slug for e in es}
        label_page(X, y, slug, gold.pages[slug], occ.get(slug, []), edges.get(slug, []), expect, rules)
        of += [slug] * (len(X) - len(of))
    return X, y, of, rules


def held_pages(path: Path):
    """The pages of a held-time case file (tests/sql/data/held_cases.txt) as link typing cases: each edge's type
    without its held interval; pages with frontmatter left out (their frontmatter edges are not the body's)."""
    for slug, page_type, body, expect in read_held_cases(path):
        if not body.startswith("---\n"):
            yield slug, page_type, body, {(a, b, t) for a, b, t, _held in expect}, None


def file_examples(conn, cases, put):
    """(features, labels, pages, the rules' classes) of the labelled occurrences of a case file's pages."""
    X, y, pages, rules = [], [], [], []
    for slug, page_type, body, expect, _known in cases:
        try:
            occ, edges = occurrences(conn, slug, page_type, body, put)
        finally:
            conn.rollback()
        label_page(X, y, slug, page_type, occ, edges, expect, rules)
        pages += [slug] * (len(X) - len(pages))
    return X, y, pages, rules


LABELS_VERSION = "1"    # bump when label_page or OCCURRENCES change what a cached example holds


def cached(cache: Path | None, key: str, compute):
    """compute()'s (X, y, pages, rules), kept in the cache directory under a digest of the key, the engine (sql/, the
    migrations' rules and the Python clause reader give the labels and features), LABELS_VERSION and the file the
    key names; recomputed when any of them changes."""
    if cache is None:
        return compute()
    import hashlib
    import json
    h = hashlib.sha256(f"{key}|{LABELS_VERSION}".encode())
    root = Path(__file__).resolve().parents[2]
    # (the engine: its SQL, the rules the migrations insert, the Python reader of clauses and references)
    for f in [*sorted((root / "sql").rglob("*.sql")), *sorted((root / "migrations").glob("*.sql")),
              *sorted((root / "python" / "pgbrain" / "markdown").glob("*.py"))]:
        h.update(f.read_bytes())
    for part in key.split("|")[1:]:
        if Path(part).is_file():
            h.update(Path(part).read_bytes())
    path = cache / f"{h.hexdigest()[:24]}.json"
    if path.exists():
        X, y, pages, rules = json.loads(path.read_text(encoding="utf-8"))
        return [set(f) for f in X], y, pages, rules
    X, y, pages, rules = compute()
    cache.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps([[sorted(f) for f in X], y, pages, rules]), encoding="utf-8")
    return X, y, pages, rules


def fit(X, y):
    """The weights (feature, class, weight) of a multinomial logistic regression of y on X."""
    classes = sorted(set(y))
    counts = collections.Counter(w for f in X for w in f)
    vocab = {w: i for i, w in enumerate(sorted(w for w, n in counts.items() if n >= MIN_COUNT))}
    idx, off = [], [0]
    for f in X:
        idx += [vocab[w] for w in f if w in vocab]
        off.append(len(idx))
    idx, off = np.array(idx), np.array(off)
    n, k = len(X), len(classes)
    Y = np.zeros((n, k))
    Y[np.arange(n), [classes.index(t) for t in y]] = 1
    W = np.zeros((len(vocab), k))
    G2 = np.full_like(W, 1e-8)
    rows = np.repeat(np.arange(n), np.diff(off))
    for _ in range(ITERS):
        Z = np.add.reduceat(W[idx], off[:-1])
        Z -= Z.max(1, keepdims=True)
        P = np.exp(Z)
        P /= P.sum(1, keepdims=True)
        D = (P - Y) / n
        g = np.zeros_like(W)
        np.add.at(g, idx, D[rows])
        g += L2 * W
        G2 += g * g
        W -= RATE * g / np.sqrt(G2)
    words = sorted(vocab, key=vocab.get)
    return [(words[i], classes[j], float(W[i, j])) for i, j in zip(*np.nonzero(np.abs(W) >= PRUNE), strict=True)
            ] + [(w, c, 0.0) for w, c in (("bias", c) for c in classes)
                 if abs(W[vocab["bias"], classes.index(c)]) < PRUNE]


def write_tsv(weights, out: Path):
    out.write_text("".join(f"{f}\t{c}\t{w:.4f}\n" for f, c, w in sorted(weights)), encoding="utf-8")


def as_sql(tsv: Path) -> str:
    """The weights of a TSV (feature, class, weight) as the rows of brain.link_model_classes and brain.link_model."""
    rows = [ln.split("\t") for ln in tsv.read_text(encoding="utf-8").splitlines() if ln]
    classes = sorted({r[1] for r in rows})
    per: dict[str, list[float]] = {}
    for f, c, w in rows:
        per.setdefault(f, [0.0] * len(classes))[classes.index(c)] = float(w)

    def lit(v: str) -> str:
        return "'" + v.replace("'", "''") + "'"
    out = ["insert into brain.link_model_classes (position, link_class) values\n    "
           + ", ".join(f"({i}, {lit(c)})" for i, c in enumerate(classes, 1)) + ";\n",
           "insert into brain.link_model (feature, weights) values\n"]
    out.append(",\n".join(f"    ({lit(f)}, '[{','.join(f'{x:g}' for x in ws)}]')" for f, ws in sorted(per.items())))
    out.append(";\n")
    return "".join(out)


def load(dsn: str, tsv: Path) -> None:
    """Replace the model a database holds with a TSV's weights (to score a candidate before it is a migration)."""
    with psycopg.connect(dsn) as conn:
        conn.execute("delete from brain.link_model")
        conn.execute("delete from brain.link_model_classes")
        conn.execute(as_sql(tsv))


def main(argv):
    cmd = argv[0]
    if cmd == "sql":
        sys.stdout.write(as_sql(Path(argv[1])))
        return 0
    if cmd == "load":
        load(os.environ["PGBRAIN_DSN"], Path(argv[1]))
        return 0
    exclude = None
    if "--exclude-slug" in argv:
        i = argv.index("--exclude-slug")
        exclude = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    cache = None
    if "--cache" in argv:
        i = argv.index("--cache")
        cache = Path(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    held = []
    while "--held" in argv:
        i = argv.index("--held")
        held.append(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    prose = []
    while "--prose" in argv:
        i = argv.index("--prose")
        name, _, n = argv[i + 1].partition(":")
        prose.append((name, int(n or 1000)))
        argv = argv[:i] + argv[i + 2:]
    out, files = Path(argv[1]), argv[2:]
    X, y = [], []

    def add(x1, y1, pages, _rules, what):
        keep = [i for i, p in enumerate(pages) if not (exclude and re.search(exclude, p))]
        X.extend(x1[i] for i in keep)
        y.extend(y1[i] for i in keep)
        print(f"{len(keep)} labelled occurrences from {what}", file=sys.stderr)

    with psycopg.connect(os.environ["PGBRAIN_DSN"]) as conn:
        for f in files:
            add(*cached(cache, f"cases|{f}", lambda f=f: file_examples(conn, read_cases(Path(f)), _put)), f)
        for f in held:
            if "heldout" in f or "check" in f:
                raise SystemExit(f"{f}: held-out batteries are never trained on")
            add(*cached(cache, f"held|{f}", lambda f=f: file_examples(conn, held_pages(Path(f)), _put_held)),
                f"held-time cases {f}")
    for name, n in prose:
        bench = Path(__file__).resolve().parents[1] / "benchmarks"
        key = f"prose|{name}:{n}|{bench / 'prose.py'}|{bench / f'prose_{name}.py'}"   # the templates' files too
        add(*cached(cache, key, lambda name=name, n=n: prose_examples(name, n)),
            f"generated prose {name} ({n} pages)")
    print(f"{len(X)} labelled occurrences; classes {collections.Counter(y).most_common()}", file=sys.stderr)
    weights = fit(X, y)
    write_tsv(weights, out)
    print(f"{len(weights)} weights -> {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
