"""Import, put, export and re-extract pages: files -> parse (markdown/) -> brain.put_pages (an import, by batches) or
brain.put_page (one page).

Python only reads files and parses them; every decision about the graph (resolution, link types,
reconciliation, history) is made by brain.put_page / put_pages / relink_pages inside PostgreSQL.
An import writes each batch of pages in its own transaction (autocommit), so a crash loses at most the batches in
flight and a re-run picks up where it stopped: unchanged files are recognised by their hash and not written again.
"""

from __future__ import annotations

import bisect
import hashlib
import os
from array import array
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psycopg
import yaml

from .api import Brain, ExportPage, json_text, render
from .errors import BrainError, connection_lost, format_error
from .markdown import (
    MAX_FILE_BYTES,
    ParseError,
    extract_candidates,
    extract_title,
    parse_page,
    read_page_file,
    subject_names,
)
from .slugs import path_to_slug


@dataclass
class ImportSummary:
    new: int = 0
    updated: int = 0
    unchanged: int = 0
    failed: int = 0
    pruned: int = 0
    links_added: int = 0
    links_retired: int = 0
    links_kept: int = 0
    unresolved: int = 0
    code_files: int = 0
    symbols: int = 0
    code_edges: int = 0
    code_edges_resolved: int = 0
    failures: list[dict] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    # the edges added and retired, as put_page's diff ({added: [...], retired: [...]}): an import's from
    # brain.import_totals
    diff: dict = field(default_factory=dict)

    def line(self) -> str:
        code = (f"; code: {self.code_files} files written, {self.symbols} symbols, {self.code_edges} edges "
                f"({self.code_edges_resolved} resolved)" if self.code_files else "")
        return (f"pages: {self.new} new, {self.updated} updated, {self.unchanged} unchanged, {self.failed} failed, "
                f"{self.pruned} pruned; edges: +{self.links_added} -{self.links_retired} ={self.links_kept}; "
                f"unresolved: {self.unresolved}{code}")

    def count(self, status: str, result) -> None:  # noqa: ANN001
        setattr(self, status, getattr(self, status) + 1)
        self.links_added += result.links_added
        self.links_retired += result.links_retired
        self.links_kept += result.links_kept


def _walk_files(root: Path, keep: Callable[[str, bool], bool], skip_dirs: frozenset[str] = frozenset(),
                skipped: list[str] | None = None) -> Iterator[Path]:
    """The files under root that keep(name, at_root) accepts, sorted, skipping hidden paths, the directories named
    in skip_dirs, and symlinks that leave root.

    Symlinked directories are not descended into (their files, when inside root, are found where they
    really are; outside root they are not pages of this import); a symlinked file is resolved and kept
    only when its target is inside root. Only symlinks are resolved (resolving every path cost half of
    an unchanged re-import). The relative paths of symlinked files left out are appended to skipped."""
    root_resolved = str(root.resolve())
    found: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith(".") and d not in skip_dirs]
        at_root = dirpath == str(root)
        for name in filenames:
            if name.startswith(".") or not keep(name, at_root):
                continue
            full = os.path.join(dirpath, name)
            if os.path.islink(full):
                real = os.path.realpath(full)
                if not (real.startswith(root_resolved + os.sep)):
                    if skipped is not None:
                        skipped.append(os.path.relpath(full, root))
                    continue  # a symlink pointing out of the import root
            if os.path.isfile(full):
                found.append(Path(full))
    yield from sorted(found)


def _is_page_file(name: str, at_root: bool) -> bool:
    if not name.endswith(".md"):
        return False
    stem = name[:-3]
    return not (at_root and stem.upper() == stem and any(c.isalpha() for c in stem))


def markdown_files(root: Path, skipped: list[str] | None = None) -> Iterator[Path]:
    """Every .md file under root (see _walk_files for what is skipped), except files at the root whose name is in
    capitals (README.md, LICENSE.md: about the folder, not pages)."""
    return _walk_files(root, _is_page_file, skipped=skipped)


_SKIP_DIRS = frozenset({"node_modules", "__pycache__", "site-packages", "venv"})


def source_files(root: Path, skipped: list[str] | None = None) -> Iterator[Path]:
    """Every source file under root that pgbrain parses (Python, TypeScript/JavaScript, Go, Rust), sorted,
    skipping what markdown_files skips and also node_modules, __pycache__ and virtual environments."""
    from .code import is_source_file

    return _walk_files(root, lambda name, _at_root: is_source_file(name), _SKIP_DIRS, skipped)


def _read(path: Path, rel: str) -> str:
    """read_page_file, with errors naming the file relative to the import root."""
    try:
        return read_page_file(path)
    except ParseError as exc:
        exc.path = rel
        raise
    except OSError as exc:
        raise ParseError(f"cannot read the file: {exc.strerror or exc}", path=rel) from exc


def slug_for(root: Path, path: Path) -> str:
    """The slug of a file (brain.put_page judges it: brain.check_slug, the one slug rule)."""
    return path_to_slug(path.relative_to(root).as_posix())


def put_parsed(brain: Brain, page, *, source_id: str, import_path: str | None,  # noqa: ANN001
               file_hash: str | None = None, defer_links: bool = False, auto_link: bool = True):
    return brain.put_page(
        page.slug, title=page.title, type=page.type, compiled_truth=page.compiled_truth, timeline=page.timeline,
        frontmatter=page.frontmatter, candidates=[c.to_json() for c in page.candidates], chunks=page.chunks,
        timeline_entries=page.timeline_entries, takes=page.takes, facts=page.facts, source_id=source_id,
        auto_link=auto_link, import_path=import_path, file_hash=file_hash, defer_links=defer_links)


def encode_page(page, import_path: str, file_hash: str | None) -> str:  # noqa: ANN001
    """The page as a page object of brain.put_pages, in JSON text (done in the parser processes of a bulk import,
    so the writing process only joins and sends them)."""
    return json_text({"slug": page.slug, "title": page.title, "type": page.type,
                      "compiled_truth": page.compiled_truth, "timeline": page.timeline,
                      "frontmatter": page.frontmatter or {}, "candidates": [c.to_json() for c in page.candidates],
                      "chunks": page.chunks, "timeline_entries": page.timeline_entries, "takes": page.takes,
                      "facts": page.facts, "import_path": import_path, "file_hash": file_hash})


def ensure_source(conn: psycopg.Connection, source_id: str) -> None:
    """A source named for the first time is created (federated), with a NOTICE."""
    from .api import Brain

    Brain(conn).ensure_source(source_id, create_missing=True)


# a large import writes on two connections, and relinks on two, from these sizes on (pages)
PARALLEL_WRITE_MIN = 64
PARALLEL_RELINK_MIN = 2000
# the markdown pages of an import go to brain.put_pages in batches of at most this many pages and bytes of JSON
BATCH_PAGES = 250
BATCH_BYTES = 4 << 20


# ---- parsing in worker processes ----------------------------------------------------------------
_WORKER: dict = {}


class KnownFiles:
    """The source's recorded file hashes, compact: for each imported path, the first 8 bytes of the sha256 of the
    path (UTF-8) in a sorted array and the first 16 bytes of the file's sha256 beside it (24 bytes a file, flat
    buffers that forked parser processes share without copying). A path whose key another path shares is told
    apart by its digest; a file is wrongly skipped only if its path key and 16 bytes of its digest both collide."""

    def __init__(self) -> None:
        self.keys = array("Q")
        self.digests = bytearray()

    def __len__(self) -> int:
        return len(self.keys)

    @staticmethod
    def key(path: str) -> int:
        # (a file name that is not UTF-8 keeps its bytes: never a stored path, so never skipped)
        return int.from_bytes(hashlib.sha256(path.encode("utf-8", "surrogateescape")).digest()[:8], "big")

    def unchanged(self, path: str, digest: bytes) -> bool:
        """Whether the file at path (relative to the import root) was last imported with these bytes (sha256)."""
        k = self.key(path)
        i = bisect.bisect_left(self.keys, k)
        while i < len(self.keys) and self.keys[i] == k:
            if self.digests[16 * i:16 * i + 16] == digest[:16]:
                return True
            i += 1
        return False


def known_files(brain: Brain, source_id: str) -> KnownFiles:
    """The recorded hashes of the source's live imported pages (brain.import_files), streamed row by row in the
    order of their path keys (sorted by the server): at a million pages, the rows as a list of dataclasses, then a
    dict of hex strings, had held the client at 925 MiB; this holds 24 MB. (sha256, not md5, for the path key:
    md5() fails on a server whose OpenSSL runs in FIPS mode.)"""
    query = ("select left(encode(sha256(convert_to(import_path, 'UTF8')), 'hex'), 16), left(file_hash, 32) "
             "from brain.import_files(source_id => %(source_id)s) where file_hash is not null order by 1")
    params = {"source_id": source_id}
    if brain.on_sql:
        brain.on_sql(render(brain.conn, query, params))
    known = KnownFiles()
    for key, digest in brain.conn.cursor().stream(query, params):
        known.keys.append(int(key, 16))
        known.digests += bytes.fromhex(digest)
    return known


def _worker_init(root: str, known: KnownFiles, force: bool) -> None:
    _WORKER.update(root=Path(root), known=known, force=force)


def _parse_one(rel: str):  # noqa: ANN202
    """(rel, slug, file_hash, (the page object of brain.put_pages as JSON text, warnings) | None when the bytes are
    unchanged, error text | None)."""
    root: Path = _WORKER["root"]
    path = root / rel
    try:
        slug = slug_for(root, path)
        digest = None
        if path.stat().st_size <= MAX_FILE_BYTES:   # larger files are refused by read_page_file
            with open(path, "rb") as fh:
                raw = hashlib.sha256(fh.read()).digest()
            if not _WORKER["force"] and _WORKER["known"].unchanged(rel, raw):
                return rel, slug, None, None, None
            digest = raw.hex()
        page = parse_page(_read(path, rel), slug, path=rel)
        return rel, slug, digest, (encode_page(page, rel, digest), page.warnings), None
    except ParseError as exc:
        return rel, None, None, None, str(exc)


def _parse_code_one(rel: str):  # noqa: ANN202
    """(rel, slug, file_hash, CodePage | None when the bytes are unchanged, error text | None)."""
    from .code import CodeParseError, code_slug, parse_code, read_code_file

    root: Path = _WORKER["root"]
    try:
        slug = code_slug(rel)
        text, digest = read_code_file(root / rel, rel)
        if not _WORKER["force"] and _WORKER["known"].unchanged(rel, bytes.fromhex(digest)):
            return rel, slug, digest, None, None
        page = parse_code(text, rel)
        # the big jsonb arguments as JSON text here, in the parser process, not in the writers' one
        page.chunks, page.symbols, page.edges = json_text(page.chunks), json_text(page.symbols), json_text(page.edges)
        return rel, slug, digest, page, None
    except CodeParseError as exc:
        return rel, None, None, None, str(exc)
    except OSError as exc:
        return rel, None, None, None, f"{rel}: cannot read the file: {exc.strerror or exc}"


def _parsed(root: Path, rels: list[str], known: KnownFiles, force: bool,
            parse=_parse_one) -> Iterator:  # noqa: ANN001
    """Parse files in order, in worker processes when there are many (parsing is CPU-bound)."""
    if len(rels) < 64 or (os.cpu_count() or 1) < 2:
        _worker_init(str(root), known, force)
        yield from map(parse, rels)
        return
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(min(os.cpu_count() or 2, 4), initializer=_worker_init,
                  initargs=(str(root), known, force)) as pool:
        yield from pool.imap(parse, rels, chunksize=64 if len(rels) >= 4096 else 16)


def _to_write(parsed: Iterator, seen: set[str], summary: ImportSummary, progress, offset: int,  # noqa: ANN001
              total: int) -> Iterator[tuple[str, str | None, object]]:
    """(rel, file hash, parsed page) of each parsed file to write; parse errors, a slug another file of the run
    already gave, and unchanged files are counted in the summary instead."""
    for i, (rel, slug, digest, page, error) in enumerate(parsed):
        if progress:
            progress(offset + i, total, rel)
        if error is None and slug in seen:
            error = str(ParseError(f"another file already gave the slug {slug!r}", path=rel))
        if error is not None:
            summary.failed += 1
            summary.failures.append({"file": rel, "error": error})
            continue
        seen.add(slug)
        if page is None:
            summary.unchanged += 1
            continue
        yield rel, digest, page


def _record_failure(summary: ImportSummary, rel: str, exc: BaseException) -> None:
    """A page the database refused is recorded and the import goes on; anything else (a lost connection, a
    bug) is raised."""
    if not isinstance(exc, psycopg.Error | BrainError) or connection_lost(exc):
        raise exc
    text, _ = format_error(exc)
    summary.failed += 1
    summary.failures.append({"file": rel, "error": text.replace("\n", " | ")})


def _import_code(brain: Brain, root: Path, code_rels: list[str], *, source_id: str, known: KnownFiles,
                 force: bool, seen: set[str], summary: ImportSummary, progress, offset: int, total: int,
                 on_sql=None) -> bool:  # noqa: ANN001
    """Source files -> code pages (brain.put_code_page, one transaction each, on two connections when there
    are many); a file that fails to parse is recorded and the rest go on. With more than one file the edges
    are resolved once at the end (brain.resolve_code_edges). Returns whether a page was new."""
    state = {"wrote_new": False}
    defer = len(code_rels) > 1

    def done(rel: str, result, exc: BaseException | None) -> None:  # noqa: ANN001
        if exc is not None:
            _record_failure(summary, rel, exc)
            return
        setattr(summary, result.status, getattr(summary, result.status) + 1)
        state["wrote_new"] = state["wrote_new"] or result.status == "new"
        if result.status != "unchanged":
            summary.code_files += 1
            summary.symbols += result.symbols_written
            summary.code_edges += result.edges_written
            summary.code_edges_resolved += result.edges_resolved

    writers = _Writers(brain.conn, brain, on_sql, parallel=len(code_rels) >= PARALLEL_WRITE_MIN)
    try:
        parsed = _parsed(root, code_rels, known, force, parse=_parse_code_one)
        for rel, digest, page in _to_write(parsed, seen, summary, progress, offset, total):

            def call(b: Brain, page=page, rel=rel, digest=digest):  # noqa: ANN001, ANN202
                return b.put_code_page(page.path, page.code, page.language, page.chunks, page.symbols, page.edges,
                                       source_id=source_id, frontmatter=page.frontmatter, import_path=rel,
                                       file_hash=digest, defer_resolution=defer)

            writers.put(rel, (), done, call)
        writers.drain(done)
    finally:
        writers.close()
    if summary.code_files and defer:
        # the edges of every file written above resolve now, all at once (import order does not matter)
        summary.code_edges_resolved = brain.resolve_code_edges(source_id).resolved
    return state["wrote_new"]


def import_dir(conn: psycopg.Connection, root: Path, *, source_id: str = "default", prune: bool = False,
               force: bool = False, progress: Callable[[int, int, str], None] | None = None,
               on_sql=None, code: bool = True, summary: ImportSummary | None = None,  # noqa: ANN001
               diff_max: int | None = None) -> ImportSummary:
    """Import a folder: files whose bytes are unchanged since the last import are skipped without
    parsing; the other pages are written in batches, a transaction each (brain.put_pages), with their edges
    deferred, then all
    written pages are reconciled set-based (brain.relink_pages), which also resolves references to
    pages that came later in the run. With ``code`` (the default) source files (Python, TypeScript /
    JavaScript, Go, Rust) become code pages too (brain.put_code_page, after the markdown pages).
    The counts go into ``summary`` as the pages are written (an interrupted caller still has them); its diff lists
    the edges the import added and retired (at most diff_max of each; None: all)."""
    if not root.is_dir():
        # (a path named on the command line that cannot be read as a folder: 58030, as an unreadable file)
        raise BrainError(f"{root} is not a directory" if root.exists() else f"{root} does not exist",
                         hint="pgbrain import DIR takes a folder of .md files (and source files)", sqlstate="58030")
    if not conn.autocommit:
        # inside the caller's transaction every batch would share it, and the second connection of a large import
        # could not see the pages the first one wrote
        raise BrainError("import_dir needs a connection in autocommit mode",
                         hint="each batch of pages is written in its own transaction: connect with "
                              "pgbrain.db.connect(dsn, autocommit=True)", sqlstate="25000")
    brain = Brain(conn, on_sql=on_sql)
    ensure_source(conn, source_id)
    # (the edges the import adds and retires are those recorded after this: its diff)
    began = conn.execute("select statement_timestamp()").fetchone()[0]
    age_sync = _begin_import(brain)
    known = known_files(brain, source_id)
    outside: list[str] = []
    rels = [p.relative_to(root).as_posix() for p in markdown_files(root, outside)]
    code_rels = [p.relative_to(root).as_posix() for p in source_files(root, outside)] if code else []
    summary = summary if summary is not None else ImportSummary()
    summary.warnings += [f"{rel}: skipped: a symlink to a file outside the import root" for rel in outside]
    seen: set[str] = set()
    wrote_new = _write_pages(brain, root, rels, known, force=force, source_id=source_id, seen=seen,
                             summary=summary, progress=progress, total=len(rels) + len(code_rels), on_sql=on_sql)
    if code_rels:
        wrote_new |= _import_code(brain, root, code_rels, source_id=source_id, known=known, force=force,
                                  seen=seen, summary=summary, progress=progress, offset=len(rels),
                                  total=len(rels) + len(code_rels), on_sql=on_sql)
    summary.failures.sort(key=lambda f: f["file"])
    bulk = summary.new + summary.updated >= 1000
    if bulk:
        # fresh planner statistics before the link pass joins these tables (autovacuum may not have run)
        brain.run("analyze brain.pages, brain.link_candidates, brain.content_chunks")
    if progress:
        progress(len(rels) + len(code_rels), len(rels) + len(code_rels), "")
    if prune:
        # (with code off, code pages were not looked at: they stay)
        summary.pruned = len(brain.prune_import(source_id, sorted(seen), code))
    _link_pages(conn, brain, source_id, summary, wrote_new=wrote_new, progress=progress)
    if bulk:
        # (the link pass wrote the names of the pages, which the question planner reads: their statistics too)
        brain.run("analyze brain.links, brain.unresolved_links, brain.page_names")
        # the last pages' entries in the GIN indexes (title trigrams, full text) wait in each index's pending list
        # (up to gin_pending_list_limit, 4 MB) until a vacuum, and every trigram or text search scans that list whole:
        # at 100,000 pages the question planner's closest-title step took four times as long. They are merged now (an
        # index the caller does not own is left to autovacuum)
        brain.run(GIN_MERGE)
    totals = brain.import_totals(source_id, sorted(seen), summary.links_added, began, diff_max)
    summary.links_kept, summary.unresolved, summary.diff = totals.links_kept, totals.unresolved, totals.diff
    _end_import(brain, age_sync)
    return summary


GIN_MERGE = ("select count(pg_catalog.gin_clean_pending_list(i.indexrelid)) from pg_catalog.pg_index i "
             "join pg_catalog.pg_class c on c.oid = i.indexrelid join pg_catalog.pg_am a on a.oid = c.relam "
             "where a.amname = 'gin' and c.relnamespace = 'brain'::regnamespace "
             "and pg_catalog.pg_has_role(c.relowner, 'USAGE')")


def _begin_import(brain: Brain) -> bool:
    """The import's session settings; returns whether graph.age_sync is on (then paused until _end_import)."""
    # one transaction per batch, but no wait for the WAL flush of each: a client crash loses nothing
    # committed, a server crash at most the last fraction of a second of pages, which a re-run (an
    # import is idempotent) writes again; no corruption either way
    brain.run("set synchronous_commit = off")
    # graph.age_sync on: the write-path triggers stand aside for this import (here and on the sibling
    # connections, which copy the setting) and brain_graph is rebuilt once at the end
    age_sync = brain.get_config("graph.age_sync")[0].value is True
    if age_sync:
        brain.run("set pgbrain.age_sync = off")
    return age_sync


def _end_import(brain: Brain, age_sync: bool) -> None:
    brain.run("reset synchronous_commit")
    if age_sync:
        brain.run("reset pgbrain.age_sync")
        brain.sync_graph()


def _write_pages(brain: Brain, root: Path, rels: list[str], known: KnownFiles, *,
                 force: bool, source_id: str, seen: set[str], summary: ImportSummary, progress, total: int,
                 on_sql) -> bool:  # noqa: ANN001
    """The markdown files -> pages: brain.put_pages, one transaction per batch of pages (their edges deferred), on
    two connections when there are many; a page the database refuses is recorded with its file and the rest of its
    batch is written. Returns whether a page was new."""
    state = {"wrote_new": False}
    writers = _Writers(brain.conn, brain, on_sql, parallel=len(rels) >= PARALLEL_WRITE_MIN, window=4)

    def done(batch: list[str], rows, exc: BaseException | None) -> None:  # noqa: ANN001
        if exc is not None:
            # the batch as a whole (a lost connection, a bug: raised; a refused write grant: every page of it)
            for rel in batch:
                _record_failure(summary, rel, exc)
            return
        for row in rows:
            rel = batch[row.ord - 1]
            if row.status == "failed":
                _record_failure(summary, rel, BrainError(row.error_message or "", detail=row.error_detail,
                                                         hint=row.error_hint, sqlstate=row.error_sqlstate))
                continue
            setattr(summary, row.status, getattr(summary, row.status) + 1)
            state["wrote_new"] = state["wrote_new"] or row.status == "new"

    def send(batch: list[str], texts: list[str]) -> None:
        pages = "[" + ",".join(texts) + "]"
        writers.put(batch, (), done, lambda b: b.put_pages(pages, source_id=source_id, auto_link=True))

    batch: list[str] = []
    texts: list[str] = []
    size = 0
    try:
        parsed = _parsed(root, rels, known, force)
        for rel, _digest, page in _to_write(parsed, seen, summary, progress, 0, total):
            text, warnings = page
            summary.warnings += [f"{rel}: {w}" for w in warnings]
            if texts and size + len(text) > BATCH_BYTES:
                send(batch, texts)
                batch, texts, size = [], [], 0
            batch.append(rel)
            texts.append(text)
            size += len(text)
            if len(batch) >= BATCH_PAGES:
                send(batch, texts)
                batch, texts, size = [], [], 0
        if batch:
            send(batch, texts)
        writers.drain(done)
    finally:
        writers.close()
    return state["wrote_new"]


def _link_pages(conn: psycopg.Connection, brain: Brain, source_id: str, summary: ImportSummary, *,
                wrote_new: bool, progress) -> None:  # noqa: ANN001
    """Every page written in this run (or in an interrupted earlier one) gets its edges now, set-based; then
    pages elsewhere that were waiting for one of the new pages."""
    for which in ("stale", "unresolved") if (wrote_new or summary.pruned) else ("stale",):
        parallel = summary.new + summary.updated >= PARALLEL_RELINK_MIN
        for relinked in _relink_shared(conn, brain, source_id, which, parallel=parallel, progress=progress):
            summary.links_added += relinked.links_added
            summary.links_retired += relinked.links_retired


def _sibling(conn: psycopg.Connection) -> psycopg.Connection:
    """A second autocommit connection to the same database, as the same user."""
    from .db import APP_NAME, _configure, effective_params

    other = psycopg.connect(**effective_params(conn), autocommit=True, application_name=APP_NAME)
    _configure(other)
    paused, timeout = conn.execute("select current_setting('pgbrain.age_sync', true), "
                                   "current_setting('statement_timeout')").fetchone()
    if paused == "off":
        other.execute("set pgbrain.age_sync = off")
    # the same statement_timeout as the first connection (the CLI's cli.statement_timeout)
    other.execute("select set_config('statement_timeout', %s, false)", [timeout])
    return other


class _Writers:
    """Writes (a code page, a batch of markdown pages: one transaction each) run by two connections at once, so the
    server's work on one overlaps the next; results come back to the caller's thread, in submission order. Without
    `parallel` (small imports) everything runs on the caller's connection. At most `window` writes are in flight."""

    def __init__(self, conn: psycopg.Connection, brain: Brain, on_sql, parallel: bool,  # noqa: ANN001
                 window: int = 64) -> None:
        self.window = window
        self.brains = [brain]
        self.pending: list = []
        self.pool = None
        self.extra: list[psycopg.Connection] = []
        if parallel and (os.cpu_count() or 1) >= 2:
            from concurrent.futures import ThreadPoolExecutor

            other = _sibling(conn)
            other.execute("set synchronous_commit = off")
            self.extra.append(other)
            self.brains.append(Brain(other, on_sql=on_sql))
            # one thread per connection, so each connection writes its pages one after another
            self.pool = [ThreadPoolExecutor(1) for _ in self.brains]
        self.next = 0

    def put(self, rel, args: tuple, done: Callable, call: Callable) -> None:  # noqa: ANN001
        """One write: call(brain); done(rel, result, exception) follows (rel: what the write is of)."""
        run = call
        if self.pool is None:
            try:
                result, exc = run(self.brains[0]), None
            except Exception as err:  # noqa: BLE001 - handed to done(), which re-raises what it cannot record
                result, exc = None, err
            done(rel, result, exc)
            return
        # write i goes to connection i % 2: each connection's writes are made in file order
        k = self.next % len(self.brains)
        self.pending.append((rel, self.pool[k].submit(run, self.brains[k])))
        self.next += 1
        if len(self.pending) >= self.window:
            self._settle(done, self.window // 2)

    def _settle(self, done: Callable, keep: int) -> None:
        while len(self.pending) > keep:
            rel, fut = self.pending.pop(0)
            exc = fut.exception()
            done(rel, None if exc else fut.result(), exc)

    def drain(self, done: Callable) -> None:
        self._settle(done, 0)

    def close(self) -> None:
        if self.pool is not None:
            for _, fut in self.pending:
                fut.cancel()
            for pool in self.pool:
                pool.shutdown(wait=True)
        for other in self.extra:
            other.close()


RELINK_BATCH = 1000   # pages a brain.relink_batch call relinks (one transaction each)


def _relink_shared(conn: psycopg.Connection, brain: Brain, source_id: str, which: str, parallel: bool,
                   progress: Callable[[int, int, str], None] | None = None) -> list:
    """A relink of the source driven batch by batch (brain.relink_batch), one transaction per batch, so that the
    pages being relinked stay locked only for their batch and what is done survives an interruption; on a large
    import two sessions share the work with one cursor (each call claims the next pages the other does not hold).
    The first call counts the pages, for ``progress``. An interrupt (Ctrl-C) cancels the statements on the server,
    the helper's too."""
    return relink(conn, brain, [source_id], which, parallel=parallel, progress=progress,
                  label=f"linking ({which})")


def relink(conn: psycopg.Connection, brain: Brain, sources: list[str] | None, which: str, *, parallel: bool = False,
           progress: Callable[[int, int, str], None] | None = None, label: str = "") -> list:
    """brain.relink_batch called until nothing is left (``conn`` in autocommit: each call commits), one cursor shared
    by the sessions; returns the batches' results. With ``parallel``, a second connection takes batches as well. The
    first call of each session counts the pages (total), for ``progress``; ``brain``'s on_sql sees that call only."""
    import threading

    results: list = []
    state: dict = {"after": None, "finished": False, "done": 0, "total": 0}
    lock = threading.Lock()

    def work(first: Brain, rest: Brain) -> None:
        b = first
        while True:
            with lock:
                if state["finished"]:
                    return
                after = state["after"]
            r = b.relink_batch(sources, which, after, RELINK_BATCH)
            b = rest
            with lock:
                results.append(r)
                state["done"] += r.pages
                state["total"] = max(state["total"], r.total or 0, state["done"])
                # (the cursor only moves forward: the other session may have returned a later batch meanwhile)
                if r.last_id is None:
                    state["finished"] = True
                elif state["after"] is None or r.last_id > state["after"]:
                    state["after"] = r.last_id
                if progress:
                    progress(state["done"], state["total"], label)

    if not parallel or (os.cpu_count() or 1) < 2:
        work(brain, Brain(conn, on_sql=None))
        return results
    from concurrent.futures import ThreadPoolExecutor

    with _sibling(conn) as other:
        quiet = Brain(other, on_sql=None)
        pool = ThreadPoolExecutor(2)
        try:
            futures = [pool.submit(work, brain, Brain(conn, on_sql=None)), pool.submit(work, quiet, quiet)]
            for f in futures:
                f.result()
        except BaseException:
            # (the statements run in the pool's threads: an interrupt reaches this thread only, so the server is
            # told to cancel them before the threads are waited for; the other session stops after its batch)
            with lock:
                state["finished"] = True
            for c in (conn, other):
                c.cancel_safe(timeout=5)
            raise
        finally:
            pool.shutdown(wait=True)
    return results


def put_text(conn: psycopg.Connection, text: str, slug: str, *, source_id: str = "default", on_sql=None,  # noqa: ANN001
             auto_link: bool = True, create_source: bool = True):
    """Parse one page's markdown and write it (``pgbrain put``, MCP put_page): (PutResult, warnings).
    auto_link False stores the page without deriving edges or timeline entries from it; create_source
    False refuses a source that does not exist (P0002) instead of creating it. A bad slug (brain.check_slug: 22023)
    or a page that cannot be parsed (ParseError: page_error() makes it a BrainError) is refused before anything is
    written."""
    Brain(conn, on_sql=on_sql).check_slug(slug)
    check_page_size(conn, text, slug)
    if create_source:
        ensure_source(conn, source_id)
    page = parse_page(text, slug, path=f"<stdin:{slug}>")
    return (put_parsed(Brain(conn, on_sql=on_sql), page, source_id=source_id, import_path=None, auto_link=auto_link),
            page.warnings)


def check_page_size(conn: psycopg.Connection, text: str, slug: str) -> None:
    """54000 before parsing when the markdown alone is over brain.put_page's limit (config import.max_page_bytes):
    parsing a huge page only to have it refused took minutes and gigabytes (54 MB: 326 s, 1.8 GB)."""
    limit = int(Brain(conn).get_config("import.max_page_bytes")[0].value)
    if len(text) > limit // 4 and (size := len(text.encode("utf-8", "surrogatepass"))) > limit:
        raise BrainError(f"page {slug!r} is too large", sqlstate="54000",
                         detail=f"{size} bytes of markdown; the limit is {limit}",
                         hint="split the page, or raise the limit: select * from brain.set_config(key => "
                              "'import.max_page_bytes', value => '20971520');")


def page_error(exc: ParseError) -> BrainError:
    """A page put_text refused, as the CLI and MCP report it: 22023 (22021 for what PostgreSQL cannot store)."""
    return BrainError(str(exc), hint="fix the page and put it again; nothing was written",
                      sqlstate=getattr(exc, "sqlstate", "22023"))


def page_markdown(page: ExportPage) -> str:
    """A stored page as markdown that imports back to the same page (same content hash): the title and type go
    into the frontmatter only where a re-import would not derive them (brain.export_pages says what it would)."""
    fm = dict(page.frontmatter)
    body_title = extract_title({}, page.compiled_truth)
    if "title" not in fm and page.title != (body_title or page.default_title):
        fm["title"] = page.title
    if "type" not in fm and page.type != page.default_type:
        fm["type"] = page.type
    out = []
    if fm:
        out.append("---\n" + yaml.safe_dump(fm, allow_unicode=True, sort_keys=False, width=1000) + "---\n")
    out.append(page.compiled_truth)
    if page.timeline:
        out.append("\n\n<!-- timeline -->\n" + page.timeline)
    text = "".join(out)
    return text if text.endswith("\n") else text + "\n"


def export_dir(conn: psycopg.Connection, root: Path, *, source_id: str = "default", on_sql=None) -> int:  # noqa: ANN001
    if root.exists() and not root.is_dir():
        raise BrainError(f"{root} is not a directory", sqlstate="58030",
                         hint="pgbrain export DIR writes into a folder (made when missing)")
    root.mkdir(parents=True, exist_ok=True)
    pages = Brain(conn, on_sql=on_sql).export_pages(source_id)
    root_resolved = root.resolve()
    # every target is checked before anything is written: a symlink under root must not lead a write out of it
    targets = [root / (page.slug + ".md") for page in pages]
    for page, target in zip(pages, targets, strict=True):
        if root_resolved not in target.resolve().parents:
            raise BrainError(f"slug {page.slug!r} would be written outside {root}", sqlstate="22023",
                             detail=f"{target} resolves to {target.resolve()}",
                             hint="a symlink under the export folder leads out of it: remove it or export to a new "
                                  "folder; nothing was written")
    for page, target in zip(pages, targets, strict=True):
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(page_markdown(page), encoding="utf-8")
    return len(pages)


def extract_links(conn: psycopg.Connection, *, source_id: str = "default", root: Path | None = None,
                  progress: Callable[[int, int, str], None] | None = None, on_sql=None) -> ImportSummary:  # noqa: ANN001
    """Re-derive edges: from the stored page content (root None) or from the files under root,
    without changing any page's content."""
    brain = Brain(conn, on_sql=on_sql)
    summary = ImportSummary()
    if root is None:
        items = [(p.slug, p.compiled_truth, p.timeline, subject_names(p.title, p.slug, p.type or None))
                 for p in brain.export_pages(source_id)]
    else:
        if not root.is_dir():
            raise BrainError(f"{root} is not a directory" if root.exists() else f"{root} does not exist",
                             hint="pgbrain extract links --from fs DIR reads a folder of .md files", sqlstate="58030")
        items = []
        for path in markdown_files(root):
            rel = path.relative_to(root).as_posix()
            try:
                slug = slug_for(root, path)
                page = parse_page(_read(path, rel), slug, path=rel)
            except ParseError as exc:
                summary.failed += 1
                summary.failures.append({"file": rel, "error": str(exc)})
                continue
            items.append((slug, page.compiled_truth, page.timeline, subject_names(page.title, slug, page.type)))
    for i, (slug, ct, tl, names) in enumerate(items):
        if progress:
            progress(i, len(items), slug)
        try:
            result = brain.relink_page(slug, source_id, [c.to_json() for c in extract_candidates(slug, ct, tl, names)])
        except (psycopg.Error, BrainError) as exc:
            text, _ = format_error(exc)
            summary.failed += 1
            summary.failures.append({"file": slug, "error": text.replace("\n", " | ")})
            continue
        summary.count("updated" if (result.links_added or result.links_retired) else "unchanged", result)
        summary.unresolved += result.unresolved
    if progress:
        progress(len(items), len(items), "")
    return summary
