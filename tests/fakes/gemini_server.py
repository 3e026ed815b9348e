"""A fake Gemini API on 127.0.0.1 for the real google-genai SDK to talk to.

Answers ``POST /v1/models/{model}:generateContent`` and the same under ``/v1beta/`` with
``candidates[0].content.parts[0].text`` and ``usageMetadata``; errors use Google's
``{"error": {"code", "message", "status"}}`` envelope. Use it in-process::

    with FakeGeminiServer() as server:
        server.script(Reply.error(429), Reply.json({"operations": []}))
        ... base_url=server.url ...
        server.requests[-1].body["contents"]

or as a process: ``python -m tests.fakes.gemini_server --port N --latency 0.2``.
"""

from __future__ import annotations

import re
from typing import Any

from .scripted_server import RecordedRequest, Reply, ScriptedServer, serve_main

_PATH = re.compile(r"^/(?P<version>v1|v1beta)/models/(?P<model>[^/:]+):generateContent$")

_STATUS_NAMES = {400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED",
                 404: "NOT_FOUND", 429: "RESOURCE_EXHAUSTED", 500: "INTERNAL",
                 503: "UNAVAILABLE", 504: "DEADLINE_EXCEEDED"}


class FakeGeminiServer(ScriptedServer):
    kind = "Gemini"

    def route(self, method: str, path: str) -> dict[str, str] | None:
        match = _PATH.match(path)
        return match.groupdict() if method == "POST" and match else None

    def key_from(self, headers: dict[str, str], path: str) -> str | None:
        if headers.get("x-goog-api-key"):
            return headers["x-goog-api-key"]
        query = path.split("?", 1)[1] if "?" in path else ""
        for pair in query.split("&"):
            if pair.startswith("key="):
                return pair[4:]
        return None

    @staticmethod
    def request_text(request: RecordedRequest) -> tuple[str, str | None, bool]:
        """(prompt, system instruction, whether JSON was asked for) of a recorded request."""
        body = request.body if isinstance(request.body, dict) else {}
        prompt = "\n".join(part.get("text", "") for content in body.get("contents", [])
                           for part in content.get("parts", []))
        system_parts = (body.get("systemInstruction") or {}).get("parts", [])
        system = "\n".join(p.get("text", "") for p in system_parts) or None
        config = body.get("generationConfig") or {}
        return prompt, system, config.get("responseMimeType") == "application/json"

    @staticmethod
    def request_schema(request: RecordedRequest) -> dict[str, Any] | None:
        body = request.body if isinstance(request.body, dict) else {}
        config = body.get("generationConfig") or {}
        return config.get("responseJsonSchema") or config.get("responseSchema")

    def success_body(self, request: RecordedRequest, params: dict[str, str],
                     reply: Reply) -> dict[str, Any]:
        text = reply.text or ""
        inp, out, cached = self.reply_usage(request, reply)
        return {
            "candidates": [{"content": {"role": "model", "parts": [{"text": text}]},
                            "finishReason": "MAX_TOKENS" if reply.finish == "length" else "STOP",
                            "index": 0}],
            "usageMetadata": {"promptTokenCount": inp, "candidatesTokenCount": out,
                              "cachedContentTokenCount": cached,
                              "totalTokenCount": inp + out},
            "modelVersion": params.get("model", ""),
        }

    def error_body(self, status: int, message: str) -> dict[str, Any]:
        return {"error": {"code": status, "message": message,
                          "status": _STATUS_NAMES.get(status, "UNKNOWN")}}


if __name__ == "__main__":
    serve_main(FakeGeminiServer)
