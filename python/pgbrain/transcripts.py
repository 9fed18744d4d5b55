"""psql transcripts in the docs, re-run: ```psql blocks hold statements (``pgbrain=# ``, continued by ``pgbrain-# ``)
each followed by its output; :func:`refresh` runs the statements of every block, in order, in one psql session on a
database, and writes back what psql printed. `make docs` refreshes docs/tour.md on a scratch brain; a test re-runs
it on a fresh one and fails when the file differs (so the transcripts stay true)."""

from __future__ import annotations

import re
import subprocess

BLOCK = re.compile(r"^```psql\n(.*?)^```$", re.M | re.S)
PROMPT = "pgbrain=# "
# psql's continuation prompts: pgbrain-# (a statement goes on), pgbrain(# (inside parentheses), pgbrain'# (a quote)
MORE = re.compile(r"pgbrain[-('\"]# ")
MARK = "@@pgbrain-transcript@@"
# psql reading a script prefixes its messages with the script's name and line: not what a user sees
_SCRIPT_PREFIX = re.compile(r"^psql:<stdin>:\d+: ", re.M)


def statements(block: str) -> list[tuple[str, str]]:
    """The statements of a block: (the lines as shown, prompts included; the statement without its prompts)."""
    out: list[tuple[str, str]] = []
    for line in block.splitlines():
        if line.startswith(PROMPT):
            out.append((line, line[len(PROMPT):]))
        elif out and (m := MORE.match(line)):
            shown, stmt = out[-1]
            out[-1] = (shown + "\n" + line, stmt + "\n" + line[m.end():])
    return out


def run(stmts: list[str], dsn: str, psql: str) -> list[str]:
    """Each statement's output (stdout and stderr as psql prints them), from one session."""
    script = "".join(f"\\echo {MARK}\n{s}\n" for s in stmts)
    proc = subprocess.run([psql, "-X", "-q", "-v", "ON_ERROR_STOP=0", "-P", "pager=off", "-d", dsn, "-f", "-"],
                          input=script, capture_output=False, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, timeout=300, env={"PGTZ": "UTC", "PGCLIENTENCODING": "UTF8", "LC_ALL": "C.UTF-8"})
    parts = _SCRIPT_PREFIX.sub("", proc.stdout).split(MARK + "\n")
    if len(parts) != len(stmts) + 1:
        raise RuntimeError(f"psql printed {len(parts) - 1} markers for {len(stmts)} statements:\n{proc.stdout[-2000:]}")
    # (psql pads table lines with spaces; the docs keep them trimmed)
    return ["\n".join(line.rstrip() for line in p.rstrip("\n").split("\n")) for p in parts[1:]]


def refresh(text: str, dsn: str, psql: str) -> str:
    """The markdown with every psql block's outputs replaced by what the statements print now."""
    blocks = list(BLOCK.finditer(text))
    per_block = [statements(b.group(1)) for b in blocks]
    outputs = iter(run([stmt for stmts in per_block for _, stmt in stmts], dsn, psql))
    pieces, at = [], 0
    for b, stmts in zip(blocks, per_block, strict=True):
        body = []
        for shown, _ in stmts:
            body.append(shown)
            out = next(outputs)
            if out:
                body.append(out)
            body.append("")
        pieces += [text[at:b.start(1)], "\n".join(body).rstrip("\n") + "\n"]
        at = b.end(1)
    pieces.append(text[at:])
    return "".join(pieces)


def refresh_tour(path: str, dsn: str, psql: str) -> str:
    """docs/tour.md re-run on a scratch brain made on dsn's server: the schema, then the sample brain imported into
    source sample without embeddings, as `make demo` does; the scratch database is dropped afterwards."""
    from pathlib import Path

    import psycopg
    from psycopg.conninfo import make_conninfo

    from . import install
    from .db import connect
    from .ingest import import_dir

    name = "pgbrain_docs_tour"
    with psycopg.connect(dsn, autocommit=True) as admin:
        admin.execute(f"drop database if exists {name}")
        admin.execute(f"create database {name}")
    scratch = make_conninfo(dsn, dbname=name)
    try:
        install.upgrade(scratch)
        with connect(scratch, autocommit=True) as conn:
            import_dir(conn, install.ROOT / "docs" / "sample-brain", source_id="sample")
        return refresh(Path(path).read_text(encoding="utf-8"), scratch, psql)
    finally:
        with psycopg.connect(dsn, autocommit=True) as admin:
            admin.execute(f"drop database if exists {name} with (force)")


if __name__ == "__main__":   # make docs: python -m pgbrain.transcripts docs/tour.md PSQL
    import os
    import sys

    target = sys.argv[1]
    new = refresh_tour(target, os.environ["PGBRAIN_DSN"], sys.argv[2])
    with open(target, "w", encoding="utf-8") as fh:
        fh.write(new)
    print(f"refreshed {target}")
