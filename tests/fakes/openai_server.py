"""A fake OpenAI-compatible chat-completions server on 127.0.0.1 for httpx to talk to.

Answers ``POST /v1/chat/completions`` with ``choices[0].message.content`` and ``usage``
(``prompt_tokens``, ``completion_tokens``, ``prompt_tokens_details.cached_tokens``) and,
when the request asks for ``logprobs``, each token of the answer with its ``top_logprobs``
(``FakeOpenAIServer(logprobs=False)`` is a server that never sends them); errors use OpenAI's ``{"error": {"message", "type", "code"}}`` envelope. Use it
in-process (``with FakeOpenAIServer() as server: ...``) or as a process:
``python -m tests.fakes.openai_server --port N --latency 0.2``.
"""

from __future__ import annotations

import math
import re
from typing import Any

from .scripted_server import RecordedRequest, Reply, ScriptedServer, serve_main

_TYPES = {400: "invalid_request_error", 401: "authentication_error", 403: "permission_error",
          404: "not_found_error", 429: "rate_limit_error"}


#: A JSON text cut into tokens the way a model's tokenizer roughly does: each string,
#: literal, number or punctuation mark with the spaces before it.
_TOKEN = re.compile(r'\s*(?:"(?:[^"\\]|\\.)*"|true|false|null|-?\d+(?:\.\d+)?|\S)')


class FakeOpenAIServer(ScriptedServer):
    kind = "OpenAI-compatible"

    def __init__(self, *, logprobs: bool = True, **kw: Any) -> None:
        super().__init__(**kw)
        #: Whether a request's ``logprobs`` are answered (llama.cpp's server, OpenAI) or
        #: silently ignored (a server without them).
        self.logprobs = logprobs

    def route(self, method: str, path: str) -> dict[str, str] | None:
        return {} if method == "POST" and path == "/v1/chat/completions" else None

    def key_from(self, headers: dict[str, str], path: str) -> str | None:
        auth = headers.get("authorization", "")
        return auth[len("Bearer "):] if auth.startswith("Bearer ") else None

    @staticmethod
    def request_text(request: RecordedRequest) -> tuple[str, str | None, bool]:
        """(prompt, system message, whether JSON was asked for) of a recorded request."""
        body = request.body if isinstance(request.body, dict) else {}
        messages = body.get("messages", [])
        prompt = "\n".join(m.get("content", "") for m in messages if m.get("role") == "user")
        system = "\n".join(m.get("content", "") for m in messages if m.get("role") == "system")
        wants_json = (body.get("response_format") or {}).get("type") in ("json_object", "json_schema")
        return prompt, system or None, wants_json

    @staticmethod
    def request_schema(request: RecordedRequest) -> dict[str, Any] | None:
        body = request.body if isinstance(request.body, dict) else {}
        fmt = body.get("response_format") or {}
        if fmt.get("type") != "json_schema":
            return None
        return (fmt.get("json_schema") or {}).get("schema")

    def success_body(self, request: RecordedRequest, params: dict[str, str],
                     reply: Reply) -> dict[str, Any]:
        text = reply.text or ""
        inp, out, cached = self.reply_usage(request, reply)
        body = request.body if isinstance(request.body, dict) else {}
        choice = {"index": 0, "message": {"role": "assistant", "content": text},
                  "finish_reason": reply.finish}
        if self.logprobs and body.get("logprobs"):
            choice["logprobs"] = {"content": _token_logprobs(text, reply.chances or {})}
        return {
            "id": f"chatcmpl-fake-{len(self.requests)}",
            "object": "chat.completion",
            "model": body.get("model", ""),
            "choices": [choice],
            "usage": {"prompt_tokens": inp, "completion_tokens": out,
                      "total_tokens": inp + out,
                      "prompt_tokens_details": {"cached_tokens": cached}},
        }

    def error_body(self, status: int, message: str) -> dict[str, Any]:
        return {"error": {"message": message, "type": _TYPES.get(status, "server_error"),
                          "code": status}}


def _token_logprobs(text: str, chances: dict[str, float]) -> list[dict[str, Any]]:
    """The answer's tokens as the chat completions API lists them: each token, its log
    probability and its alternatives. A boolean value whose field is in ``chances`` is
    offered as a true and a false with those probabilities; every other token is certain."""
    items, field = [], None
    for token in _TOKEN.findall(text):
        word = token.strip()
        top = [(token, 0.0)]
        if word in ("true", "false") and field in chances:
            space = token[:len(token) - len(word)]
            yes = chances[field]
            top = sorted([(space + "true", _log(yes)), (space + "false", _log(1 - yes))],
                         key=lambda alt: (alt[0] != token,))
        if word.startswith('"'):
            field = word.strip('"')
        items.append({"token": token, "logprob": top[0][1],
                      "top_logprobs": [{"token": t, "logprob": lp} for t, lp in top]})
    return items


def _log(p: float) -> float:
    return math.log(p) if p > 0 else -100.0


if __name__ == "__main__":
    serve_main(FakeOpenAIServer)
