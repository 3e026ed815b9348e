"""A chat webhook on 127.0.0.1 (Slack's incoming-webhook shape): records every POST's path
and JSON body, answers from a scripted list of status codes (then 200), and can hold each
request until the test releases it (``hold``), saying when one arrived (``arrived``)."""

from __future__ import annotations

import json
import threading
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

SECRET_PATH = "/services/T000/B000/sekr1tWEBHOOKtoken"


class FakeWebhook:
    def __init__(self, statuses: list[int] | None = None) -> None:
        self.statuses = deque(statuses or [])
        self.requests: list[dict[str, Any]] = []
        self.arrived = threading.Event()
        self.hold: threading.Event | None = None
        self._lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length)
                with fake._lock:
                    fake.requests.append({"path": self.path,
                                          "content_type": self.headers.get("content-type"),
                                          "body": json.loads(raw) if raw else None})
                    status = fake.statuses.popleft() if fake.statuses else 200
                fake.arrived.set()
                if fake.hold is not None:
                    fake.hold.wait(30)
                self.send_response(status)
                self.send_header("content-length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}{SECRET_PATH}"

    @property
    def texts(self) -> list[str]:
        with self._lock:
            return [r["body"]["text"] for r in self.requests]

    def __enter__(self) -> FakeWebhook:
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.hold is not None:
            self.hold.set()
        self.server.shutdown()
        self.server.server_close()
