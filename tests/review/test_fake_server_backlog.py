"""The fake model servers hold a burst of new connections until their accept thread gets to
them, as a real API's front end does.

socketserver listens with a backlog of 5: when a pool's threads opened their connections at
once on a loaded machine, the kernel dropped the SYNs past the queue (a 1 s retry each) and,
on SYN cookies, reset some requests, which the Gemini provider reported as "Cannot reach
Gemini (ReadError)" and retried. Benchmarks then measured the fake server's accept loop.
Here nothing accepts while the burst connects, so the listen queue alone must hold it.
"""

from __future__ import annotations

import json
import socket

from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.openai_server import FakeOpenAIServer

#: More connections at once than any bench's pool opens (bench_homes: --workers 8 or 16).
BURST = 64
#: Bounds a connect the kernel does not complete (its SYN dropped): the test then fails
#: instead of hanging. Nothing is timed: a queued connect returns at once.
GUARD_S = 10.0


def _request(path: str) -> bytes:
    body = json.dumps({"contents": [{"role": "user", "parts": [{"text": "hi"}]}],
                       "model": "m", "messages": [{"role": "user", "content": "hi"}]}).encode()
    return (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body


def _burst_is_queued_then_served(server, path: str) -> None:
    conns: list[socket.socket] = []
    try:
        # The server listens but its accept thread is not running yet: each handshake
        # completes only if the listen queue has room for it.
        for _ in range(BURST):
            conns.append(socket.create_connection(("127.0.0.1", server.port), timeout=GUARD_S))
        server.start()
        for conn in conns:
            conn.sendall(_request(path))
        statuses = [conn.makefile("rb").readline().split(b" ")[1] for conn in conns]
        assert statuses == [b"200"] * BURST
        assert len(server.requests) == BURST
    finally:
        for conn in conns:
            conn.close()
        if server._thread is None:
            server.start()  # stop() waits for the serving loop to end: it must have begun
        server.stop()


def test_the_fake_gemini_server_queues_a_burst_of_connections():
    _burst_is_queued_then_served(FakeGeminiServer(), "/v1beta/models/m:generateContent")


def test_the_fake_openai_server_queues_a_burst_of_connections():
    _burst_is_queued_then_served(FakeOpenAIServer(), "/v1/chat/completions")
