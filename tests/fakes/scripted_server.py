"""The machinery both fake model servers share: a threaded HTTP server on 127.0.0.1 that
answers from a scripted queue of :class:`Reply` objects and records every request.

Each fake (``gemini_server``, ``openai_server``) supplies only its API's shapes: which
paths it answers, how a model text is wrapped, how an error looks. Secrets in request
headers are never recorded; set ``expected_key`` to have the server check the key itself
(a wrong or missing key gets a 401, and the request records ``auth`` = ok/missing/wrong).
"""

from __future__ import annotations

import argparse
import json
import signal
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

SECRET_HEADERS = frozenset({"authorization", "x-goog-api-key", "api-key", "x-api-key"})


@dataclass
class Reply:
    """One scripted answer.

    ``text`` is the model's text (wrapped in the API's success envelope); ``body`` replaces
    the whole response body (e.g. text that is not JSON at all); ``status`` != 200 sends the
    API's error envelope with ``message``; ``delay`` waits first (longer than the client's
    timeout = a timeout); ``usage`` = (input, output, cached) tokens, estimated if None.
    """

    text: str | None = None
    status: int = 200
    message: str = ""
    body: str | None = None
    delay: float = 0.0
    usage: tuple[int, int, int] | None = None
    headers: dict[str, str] = field(default_factory=dict)
    #: Why the model stopped: "stop" (done) or "length" (the output cap; Gemini's
    #: MAX_TOKENS), in each API's own spelling.
    finish: str = "stop"
    #: For a JSON answer, P(true) of each boolean field by name: a server that sends token
    #: probabilities (OpenAI's ``logprobs``) offers a true and a false at the value's first
    #: token with these. A field not named here is answered with certainty.
    chances: dict[str, float] | None = None

    @classmethod
    def ok(cls, text: str, **kw: Any) -> Reply:
        return cls(text=text, **kw)

    @classmethod
    def json(cls, data: Any, **kw: Any) -> Reply:
        return cls(text=json.dumps(data, ensure_ascii=False), **kw)

    @classmethod
    def error(cls, status: int, message: str = "", **kw: Any) -> Reply:
        return cls(status=status, message=message or f"scripted error {status}", **kw)

    @classmethod
    def slow(cls, seconds: float, text: str = '{"operations": []}') -> Reply:
        return cls(text=text, delay=seconds)

    @classmethod
    def cut(cls, text: str = '{"operations": [{"action": "add", "target": "user", "con', **kw: Any) -> Reply:
        """An answer that stopped at the output cap."""
        return cls(text=text, finish="length", **kw)

    @classmethod
    def garbage(cls, body: str = "<html>502 Bad Gateway</html>") -> Reply:
        return cls(body=body)


@dataclass
class RecordedRequest:
    method: str
    path: str
    headers: dict[str, str]   # secret headers replaced by "***"
    body: Any                 # parsed JSON, or the raw text when it is not JSON
    auth: str                 # "ok" | "missing" | "wrong" | "unchecked"
    # When the request arrived and when its answer was sent (time.monotonic(), server side):
    # tests read concurrency and rounds from these instead of timing the client.
    started_at: float = 0.0
    answered_at: float | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"method": self.method, "path": self.path, "headers": self.headers,
                "body": self.body, "auth": self.auth}


Responder = Callable[[RecordedRequest], Reply]


class _Listener(ThreadingHTTPServer):
    #: socketserver's listen backlog is 5. A pool's threads open their connections at once,
    #: and on a loaded machine this server's accept thread falls behind: the kernel then
    #: dropped the SYNs past the queue (a 1 s retry each) and, once it fell back on SYN
    #: cookies, answered some requests with a reset (the provider's "Cannot reach Gemini
    #: (ReadError)", retried): benchmarks measured this server's accept loop, not Reverie.
    #: The kernel caps this at net.core.somaxconn.
    request_queue_size = 1024


class ScriptedServer:
    """Base class; subclasses implement :meth:`route`, :meth:`request_text`,
    :meth:`success_body`, :meth:`error_body` and :meth:`key_from`."""

    kind = "fake"

    def __init__(self, *, port: int = 0, latency: float = 0.0,
                 responder: Responder | None = None, expected_key: str | None = None,
                 log_path: str | Path | None = None, refuse_schema: bool = False) -> None:
        self.latency = latency
        #: Answer a request carrying a JSON schema with the API's 400, as a server
        #: that does not support constrained output does.
        self.refuse_schema = refuse_schema
        self.responder = responder
        self.expected_key = expected_key
        self.log_path = Path(log_path) if log_path else None
        self.requests: list[RecordedRequest] = []
        self.active = 0           # requests being answered right now
        self.peak_active = 0      # the most answered at the same time
        self._script: deque[Reply] = deque()
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._httpd = _Listener(("127.0.0.1", port), self._handler_class())
        self._httpd.daemon_threads = True
        self._thread: threading.Thread | None = None

    # --- scripting -----------------------------------------------------------------------
    def script(self, *replies: Reply) -> ScriptedServer:
        """Queue replies, answered in order; after them the responder/default answers."""
        with self._lock:
            self._script.extend(replies)
        return self

    @property
    def pending_replies(self) -> int:
        with self._lock:
            return len(self._script)

    # --- lifecycle -----------------------------------------------------------------------
    @property
    def port(self) -> int:
        return self._httpd.server_address[1]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ScriptedServer:
        self._thread = threading.Thread(target=self._httpd.serve_forever,
                                        kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopping.set()  # wakes handlers sleeping on a scripted delay
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> ScriptedServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # --- what subclasses provide ---------------------------------------------------------
    def route(self, method: str, path: str) -> dict[str, str] | None:
        """Path parameters when this API answers ``method path``, else None (404)."""
        raise NotImplementedError

    def success_body(self, request: RecordedRequest, params: dict[str, str],
                     reply: Reply) -> dict[str, Any]:
        raise NotImplementedError

    def error_body(self, status: int, message: str) -> dict[str, Any]:
        raise NotImplementedError

    def key_from(self, headers: dict[str, str], path: str) -> str | None:
        raise NotImplementedError

    @staticmethod
    def request_text(request: RecordedRequest) -> tuple[str, str | None, bool]:
        """(prompt, system instruction, whether JSON was asked for) of a recorded request."""
        raise NotImplementedError

    @staticmethod
    def request_schema(request: RecordedRequest) -> dict[str, Any] | None:
        """The JSON schema a request asks the answer to follow, if it carries one."""
        raise NotImplementedError

    # --- what both APIs answer alike -----------------------------------------------------
    def default_reply(self, request: RecordedRequest) -> Reply:
        """No operations to a JSON (review) call, a stub summary to a text call."""
        _, _, wants_json = self.request_text(request)
        return Reply.json({"operations": []}) if wants_json else Reply.ok("A short summary.")

    def reply_usage(self, request: RecordedRequest, reply: Reply) -> tuple[int, int, int]:
        """(input, output, cached) tokens: the scripted ones, else estimated from the texts."""
        prompt, system, _ = self.request_text(request)
        return reply.usage or (estimate(prompt + (system or "")), estimate(reply.text or ""), 0)

    # --- the request path ----------------------------------------------------------------
    def _next_reply(self, request: RecordedRequest) -> Reply:
        with self._lock:
            if self._script:
                return self._script.popleft()
        if self.responder is not None:
            return self.responder(request)
        return self.default_reply(request)

    def _handle(self, handler: BaseHTTPRequestHandler) -> None:
        length = int(handler.headers.get("Content-Length") or 0)
        raw = handler.rfile.read(length).decode("utf-8", "replace") if length else ""
        try:
            body: Any = json.loads(raw) if raw else None
        except json.JSONDecodeError:
            body = raw
        path = handler.path
        given = self.key_from({k.lower(): v for k, v in handler.headers.items()}, path)
        if self.expected_key is None:
            auth = "unchecked"
        else:
            auth = "missing" if not given else ("ok" if given == self.expected_key else "wrong")
        headers = {k.lower(): ("***" if k.lower() in SECRET_HEADERS else v)
                   for k, v in handler.headers.items()}
        record = RecordedRequest(handler.command, path.split("?", 1)[0], headers, body, auth,
                                 started_at=time.monotonic())
        with self._lock:
            self.requests.append(record)
            self.active += 1
            self.peak_active = max(self.peak_active, self.active)
        self._log(record)
        try:
            response = self._response(handler.command, record)
        finally:
            # Counted as answered before the bytes go out: a client that reacts to this
            # answer at once must not overlap with it in the concurrency figures.
            with self._lock:
                self.active -= 1
                record.answered_at = time.monotonic()
        if response is None:
            return  # the server is stopping
        status, content_type, payload, extra_headers = response
        try:
            handler.send_response(status)
            handler.send_header("Content-Type", content_type)
            handler.send_header("Content-Length", str(len(payload)))
            for name, value in extra_headers.items():
                handler.send_header(name, value)
            handler.end_headers()
            handler.wfile.write(payload)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (its timeout): exactly what a timeout test wants

    def _response(self, method: str,
                  record: RecordedRequest) -> tuple[int, str, bytes, dict[str, str]] | None:
        """The reply to ``record`` after its scripted delay, or None when stopping."""
        params = self.route(method, record.path)
        if params is None:
            reply = Reply.error(404, f"no such endpoint: {method} {record.path}")
        elif record.auth in ("missing", "wrong"):
            reply = Reply.error(401, "API key not valid. Please pass a valid API key.")
        elif self.refuse_schema and self.request_schema(record) is not None:
            reply = Reply.error(400, "Invalid parameter: a JSON schema for the response is "
                                     "not supported by this server.")
        else:
            reply = self._next_reply(record)
        if self._stopping.wait(self.latency + reply.delay):
            return None
        if reply.body is not None:
            return reply.status, "text/html", reply.body.encode(), reply.headers
        if reply.status != 200:
            payload = json.dumps(self.error_body(reply.status, reply.message)).encode()
            return reply.status, "application/json", payload, reply.headers
        payload = json.dumps(self.success_body(record, params or {}, reply),
                             ensure_ascii=False).encode()
        return reply.status, "application/json", payload, reply.headers

    def _log(self, record: RecordedRequest) -> None:
        if self.log_path is None:
            return
        with self._lock, self.log_path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(record.as_dict(), ensure_ascii=False) + "\n")

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            # headers and body go out in two writes; without this, delayed ACK adds ~40 ms
            disable_nagle_algorithm = True

            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                server._handle(self)

            def do_GET(self) -> None:  # noqa: N802
                server._handle(self)

            def log_message(self, format: str, *args: Any) -> None:
                pass  # quiet: tests read server.requests instead

        return Handler


def estimate(text: str) -> int:
    return len(text) // 4


def heuristic_responder(request_text: Callable[[RecordedRequest], tuple[str, str | None, bool]],
                        ) -> Responder:
    """A responder that answers like a model by running the offline heuristic provider on
    the prompt it reads back (tests/fakes/prompt_reader.py): realistic operations for
    worker tests and benchmarks."""
    from reverie.config.settings import ProviderSettings
    from reverie.review.providers.heuristic import HeuristicProvider
    from reverie.review.schema import REVIEW_SCHEMA
    from tests.fakes.prompt_reader import read_review

    provider = HeuristicProvider(
        ProviderSettings(provider="heuristic", model="", base_url="", api_key="", timeout=1.0), {})

    def respond(request: RecordedRequest) -> Reply:
        prompt, system, wants_json = request_text(request)
        if wants_json:
            gen = provider.generate_json(prompt, schema=REVIEW_SCHEMA, system=system,
                                         review=read_review(prompt))
        else:
            gen = provider.generate_text(prompt, system=system)
        return Reply.ok(gen.text)

    return respond


def serve_main(server_class: type[ScriptedServer], argv: list[str] | None = None) -> None:
    """``python -m tests.fakes.<api>_server``: serve until SIGTERM/SIGINT.

    Prints ``listening on http://127.0.0.1:PORT`` once ready (port 0 picks a free one).
    """
    parser = argparse.ArgumentParser(description=f"A fake {server_class.kind} model server.")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--latency", type=float, default=0.0, help="seconds added to every reply")
    parser.add_argument("--responder", choices=("empty", "heuristic"), default="empty",
                        help="empty: no operations / a stub summary; heuristic: answer with "
                             "the offline heuristic provider's output")
    parser.add_argument("--fail-first", type=int, default=0,
                        help="answer the first N model calls with --fail-status")
    parser.add_argument("--fail-status", type=int, default=503)
    parser.add_argument("--expected-key", default=None,
                        help="reject requests without this key (401)")
    parser.add_argument("--log", default=None, help="append each request as a JSON line here")
    parser.add_argument("--refuse-schema", action="store_true",
                        help="answer requests that carry a JSON schema with a 400")
    args = parser.parse_args(argv)

    server = server_class(port=args.port, latency=args.latency, expected_key=args.expected_key,
                          log_path=args.log, refuse_schema=args.refuse_schema)
    if args.responder == "heuristic":
        server.responder = heuristic_responder(server.request_text)
    server.script(*[Reply.error(args.fail_status) for _ in range(args.fail_first)])

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    server.start()
    print(f"listening on {server.url}", flush=True)
    while not stop.wait(0.2):
        pass
    server.stop()
