"""A local OpenAI-compatible /v1/embeddings server for tests and benchmarks: a real HTTP server on a real socket
(http.server in a thread), not a fake of the client. It answers deterministic vectors, records every request, and
fails on demand: `stub.fail(429, 500, retry_after="0")` makes the next requests fail with those statuses.

    with EmbedStub() as stub:
        url = stub.url            # http://127.0.0.1:<port>/v1
"""

from __future__ import annotations

import hashlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def vector(text: str, dims: int = 384) -> list[float]:
    """A deterministic unit-free vector for a text (the same text, the same vector)."""
    seed = hashlib.sha256(text.encode()).digest()
    return [((seed[i % 32] + i) % 251) / 251 - 0.5 for i in range(dims)]


class EmbedStub:
    def __init__(self, dims: int = 384, rendezvous: int = 0) -> None:
        """rendezvous: the first that many requests are answered only once they are all in flight together (a
        client that sends one at a time makes them wait 10 s, then get a 500)."""
        self.dims = dims
        self.requests: list[list[str]] = []       # the input list of every request answered with vectors
        self.statuses: list[int] = []             # every status sent, in the order it was decided
        self.in_flight = self.max_in_flight = 0
        self._failures: list[tuple[int, str | None]] = []
        self._lock = threading.Lock()
        self._barrier = threading.Barrier(rendezvous) if rendezvous > 1 else None
        self._to_meet = rendezvous if rendezvous > 1 else 0
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def fail(self, *statuses: int, retry_after: str | None = None) -> None:
        """The next len(statuses) requests get these statuses (with a Retry-After header when given)."""
        with self._lock:
            self._failures += [(s, retry_after) for s in statuses]

    def __enter__(self) -> EmbedStub:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def _send(self, status: int, body: dict, retry_after: str | None = None, record: bool = True) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                if retry_after is not None:
                    self.send_header("Retry-After", retry_after)
                self.end_headers()
                self.wfile.write(data)
                if record:
                    with stub._lock:
                        stub.statuses.append(status)

            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
                with stub._lock:
                    stub.in_flight += 1
                    stub.max_in_flight = max(stub.max_in_flight, stub.in_flight)
                    failure = stub._failures.pop(0) if stub._failures else None
                    if failure:
                        # (recorded as it is decided: a concurrent answer sent meanwhile comes after it in statuses)
                        stub.statuses.append(failure[0])
                    meet = not failure and stub._to_meet > 0
                    stub._to_meet -= meet
                try:
                    if failure:
                        self._send(failure[0], {"error": {"message": f"stub says {failure[0]}"}}, failure[1],
                                   record=False)
                        return
                    if self.path != "/v1/embeddings":
                        self._send(404, {"error": {"message": "not found"}})
                        return
                    if meet:
                        try:
                            stub._barrier.wait(timeout=10)
                        except threading.BrokenBarrierError:
                            self._send(500, {"error": {"message": "requests did not arrive together"}})
                            return
                    texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
                    with stub._lock:
                        stub.requests.append(texts)
                    # answered in reverse order: the client must put them back by index
                    data = [{"object": "embedding", "index": i, "embedding": vector(t, stub.dims)}
                            for i, t in reversed(list(enumerate(texts)))]
                    self._send(200, {"object": "list", "data": data, "model": body.get("model")})
                finally:
                    with stub._lock:
                        stub.in_flight -= 1

        return Handler
