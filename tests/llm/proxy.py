"""A recording pass-through proxy on 127.0.0.1: every request body Reverie sends to the
real model server is kept (``proxy.bodies``) and forwarded unchanged, so a test can assert
on exactly what a model was shown."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx


class RecordingProxy:
    def __init__(self, upstream: str, *, timeout: float = 600.0) -> None:
        self.upstream = upstream.rstrip("/")
        self.bodies: list[Any] = []
        self._lock = threading.Lock()
        self._client = httpx.Client(timeout=timeout)
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                with proxy._lock:
                    proxy.bodies.append(json.loads(raw or b"null"))
                try:
                    answer = proxy._client.post(proxy.upstream + self.path, content=raw,
                                                headers={"Content-Type": "application/json"})
                    status, payload = answer.status_code, answer.content
                except httpx.HTTPError as exc:
                    status, payload = 502, json.dumps({"error": {"message": str(exc)}}).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client's timeout gave up first

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}"

    def sent_text(self) -> str:
        """Everything sent so far, as one JSON text (for "never sent" assertions)."""
        with self._lock:
            return json.dumps(self.bodies, ensure_ascii=False)

    def __enter__(self) -> RecordingProxy:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._client.close()
