"""Record a real model's answers once, and score them again without the model.

A 1.5B model on two shared cores takes 3-20 minutes a review (docs/rounds/review-rounds.md), so a change
to validation or to the eval's scoring should not need the model again when the requests
it sends are unchanged:

    python dev_tools/model_calls.py record 8191 http://127.0.0.1:8091 calls.jsonl
        a pass-through proxy on 127.0.0.1:8191 in front of the model server; every POST is
        appended to calls.jsonl (request, response, status, seconds)
    python dev_tools/model_calls.py replay 8391 calls.jsonl [more.jsonl ...]
        a server on 127.0.0.1:8391 answering each request whose JSON body equals a recorded
        one with the recorded response; any other request gets 404 and "MISS" on stderr
    python dev_tools/model_calls.py replay 8391 calls.jsonl --upstream URL --log new.jsonl
        the same, but a request not recorded goes to the model server at URL and is
        appended to new.jsonl: a longer run (one more session a play) pays only for what
        it has not asked before, and a validation change re-measures what it changed
    python dev_tools/model_calls.py show calls.jsonl
        each call: seconds, finish reason, tokens, the schema's maxItems and the operations

Point `eval/run_eval.py --base-url` at either. A prompt change makes every request new, so
replaying then only misses; it is for validation and scoring changes. The recordings hold
the transcripts the model was shown: keep them out of the repository (LoCoMo is CC BY-NC).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx


def _key(body: Any) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()


def _reply(handler: BaseHTTPRequestHandler, status: int, payload: bytes) -> None:
    try:
        handler.send_response(status)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(payload)))
        handler.end_headers()
        handler.wfile.write(payload)
    except (BrokenPipeError, ConnectionResetError):
        pass  # the client gave up first


def append_row(log: str, row: dict[str, Any]) -> None:
    """One recorded call appended to ``log``, a file created 0600: it holds the full
    transcripts the model was shown, which no other user of the machine should read."""
    fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    with os.fdopen(fd, "a", encoding="utf-8") as out:
        out.write(json.dumps(row) + "\n")


def _ask_upstream(client: httpx.Client, method: str, url: str, raw: bytes,
                  log: str | None, lock: threading.Lock) -> tuple[int, bytes]:
    """One call passed on to the model server (a server that cannot be reached answers 502),
    recorded to ``log`` when it is a POST: the one forwarding path of record and replay."""
    started = time.time()
    try:
        answer = client.request(method, url, content=raw or None,
                                headers={"Content-Type": "application/json"})
        status, payload = answer.status_code, answer.content
    except httpx.HTTPError as exc:
        status, payload = 502, json.dumps({"error": {"message": str(exc)}}).encode()
    if method == "POST" and log:
        row = {"t": started, "secs": time.time() - started, "status": status,
               "request": json.loads(raw or b"null"),
               "response": payload.decode("utf-8", "replace")}
        with lock:
            append_row(log, row)
    return status, payload


def record(port: int, upstream: str, log: str) -> None:
    client = httpx.Client(timeout=None)   # the model's slowness is what is being recorded
    lock = threading.Lock()
    base = upstream.rstrip("/")

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _forward(self, method: str) -> None:
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            _reply(self, *_ask_upstream(client, method, base + self.path, raw, log, lock))

        def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
            self._forward("POST")

        def do_GET(self) -> None:  # noqa: N802
            self._forward("GET")

        def log_message(self, format: str, *args: Any) -> None:
            pass

    _serve(port, Handler, f"recording {base} to {log}")


def replay(port: int, logs: list[str], upstream: str | None = None,
           new_log: str | None = None) -> None:
    book: dict[str, bytes] = {}
    client = httpx.Client(timeout=None) if upstream else None
    lock = threading.Lock()
    for log in logs:
        with open(log, encoding="utf-8") as rows:
            for line in rows:
                row = json.loads(line)
                if row["status"] == 200:
                    book[_key(row["request"])] = row["response"].encode()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:  # noqa: N802 (the eval's /health)
            _reply(self, 200, b'{"status": "ok"}')

        def do_POST(self) -> None:  # noqa: N802
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            key = _key(json.loads(raw or b"null"))
            payload = book.get(key)
            if payload is not None:
                _reply(self, 200, payload)
                return
            print("MISS", file=sys.stderr, flush=True)
            if client is None:
                _reply(self, 404, b'{"error": {"message": "not recorded"}}')
                return
            status, payload = _ask_upstream(client, "POST", upstream.rstrip("/") + self.path,
                                            raw, new_log, lock)
            if status == 200:
                book[key] = payload   # the same request again is answered here, not upstream
            _reply(self, status, payload)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    _serve(port, Handler, f"replaying {len(book)} recorded answers")


def show(logs: list[str]) -> None:
    for log in logs:
        with open(log, encoding="utf-8") as rows:
            for number, line in enumerate(rows):
                row = json.loads(line)
                try:
                    answer = json.loads(row["response"])
                    choice, usage = answer["choices"][0], answer.get("usage", {})
                except (ValueError, KeyError, IndexError, TypeError):
                    print(f"call {number}: status {row['status']}, no answer")
                    continue
                schema = (row["request"].get("response_format") or {}).get("json_schema") or {}
                bound = (schema.get("schema", {}).get("properties", {})
                         .get("operations", {}).get("maxItems"))
                print(f"call {number}: {row['secs']:.0f} s, finish {choice.get('finish_reason')}, "
                      f"tokens {usage.get('prompt_tokens')} / {usage.get('completion_tokens')}, "
                      f"maxItems {bound}")
                text = choice.get("message", {}).get("content") or ""
                try:
                    operations = json.loads(text).get("operations", [])
                except (ValueError, AttributeError):
                    print(f"  not JSON: {text[:300]}")
                    continue
                for op in operations:
                    print(f"  {op.get('action')} {op.get('target')}: "
                          f"{op.get('content') or op.get('old_text')} {op.get('evidence')}")


def _serve(port: int, handler: type[BaseHTTPRequestHandler], what: str) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    print(f"{what} on http://127.0.0.1:{server.server_address[1]}", flush=True)
    server.serve_forever()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("port", type=int)
    rec.add_argument("upstream")
    rec.add_argument("log")
    rep = sub.add_parser("replay")
    rep.add_argument("port", type=int)
    rep.add_argument("logs", nargs="+")
    rep.add_argument("--upstream", default=None,
                     help="send a request not recorded to this model server")
    rep.add_argument("--log", default=None, help="append the upstream's answers here")
    shw = sub.add_parser("show")
    shw.add_argument("logs", nargs="+")
    args = parser.parse_args()
    if args.command == "record":
        record(args.port, args.upstream, args.log)
    elif args.command == "replay":
        replay(args.port, args.logs, args.upstream, args.log)
    else:
        show(args.logs)


if __name__ == "__main__":
    main()
