"""Train the learned link typer (brain.link_model) on link-typing case files and write its weights as a migration's
data (or score a trained model on held-out case files).

    PGBRAIN_DSN=... python tests/tools/train_link_model.py train OUT.tsv FILE [FILE ...] [--exclude-slug REGEX]
                                                         [--prose dev:1500 --prose dev2:1500]
    python tests/tools/train_link_model.py sql OUT.tsv     # the weights as the insert statements of a migration

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
 group by p.slug, c.origin_field, c.context, c.mention_start, t.slug, t.type
"""


def occurrences(conn, slug: str, page_type: str, body: str):
    """(features, engine class, target, gold classes, occurrences of the target) of each occurrence on the page."""
    conn.execute("update brain.config set value = 'false' where key = 'links.model'")
    targets = set(re.findall(r"\[\[([a-z]+/[a-z0-9-]+)", body)) - {slug}
    for t in sorted(targets):
        _put(conn, t, TYPES.get(t.split("/")[0], "note"), "A page.")
    _put(conn, slug, page_type, body)
    occ = [o[1:] for o in conn.execute(OCCURRENCES, [[slug]]).fetchall()]
    edges = conn.execute("select from_slug, to_slug, link_type, context from brain.page_links"
                         " where origin_slug = %s and link_source = 'markdown'", [slug]).fetchall()
    return occ, edges


def klass(slug: str, frm: str, link_type: str) -> str:
    return "mentions" if link_type == "mentions" else f"{link_type}>{'out' if frm == slug else 'in'}"


def label_page(X, y, slug, page_type, occ, edges, expect):
    """Add the labelled occurrences of one page (see the module's docstring) to X, y."""
    per_target = collections.Counter(o[3] for o in occ)
    for field, context, _ms, target, to_type, feats in occ:
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


def prose_examples(X, y, set_name: str, pages: int, seed: int = 7):
    """Labelled occurrences of a generated prose corpus (tests/benchmarks/prose.py: the dev template sets only,
    never a held-out one), imported with the model off into a scratch database that is dropped after."""
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
    for slug in slugs:
        expect = {e for (a, _b), es in gold.pair_edges.items() if a == slug for e in es}
        label_page(X, y, slug, gold.pages[slug], occ.get(slug, []), edges.get(slug, []), expect)


def examples(conn, files, exclude=None):
    X, y = [], []
    for f in files:
        for slug, page_type, body, expect, _known in read_cases(Path(f)):
            if exclude and re.search(exclude, slug):
                continue
            try:
                occ, edges = occurrences(conn, slug, page_type, body)
            finally:
                conn.rollback()
            label_page(X, y, slug, page_type, occ, edges, expect)
    return X, y


def fit(X, y):
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
    return [(words[i], classes[j], float(W[i, j])) for i, j in zip(*np.nonzero(np.abs(W) >= PRUNE))
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


def main(argv):
    cmd = argv[0]
    if cmd == "sql":
        sys.stdout.write(as_sql(Path(argv[1])))
        return 0
    exclude = None
    if "--exclude-slug" in argv:
        i = argv.index("--exclude-slug")
        exclude = argv[i + 1]
        argv = argv[:i] + argv[i + 2:]
    prose = []
    while "--prose" in argv:
        i = argv.index("--prose")
        name, _, n = argv[i + 1].partition(":")
        prose.append((name, int(n or 1000)))
        argv = argv[:i] + argv[i + 2:]
    out, files = Path(argv[1]), argv[2:]
    with psycopg.connect(os.environ["PGBRAIN_DSN"]) as conn:
        X, y = examples(conn, files, exclude)
    for name, n in prose:
        before = len(X)
        prose_examples(X, y, name, n)
        print(f"{len(X) - before} labelled occurrences from generated prose {name} ({n} pages)", file=sys.stderr)
    print(f"{len(X)} labelled occurrences; classes {collections.Counter(y).most_common()}", file=sys.stderr)
    weights = fit(X, y)
    write_tsv(weights, out)
    print(f"{len(weights)} weights -> {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
