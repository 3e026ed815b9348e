"""The OpenAI-compatible provider: any ``/v1/chat/completions`` endpoint, through httpx.

Works with OpenAI itself and with local or hosted servers that speak the same API
(Ollama, vLLM, llama.cpp server, gateways). ``base_url`` may be given with or without the
trailing ``/v1``. A key is optional: local servers usually need none.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx

from reverie.config.clock import SYSTEM_CLOCK, Clock
from reverie.config.errors import ProviderError, TransientProviderError
from reverie.config.settings import ProviderSettings, redact_url

from ..review_input import ReviewInput
from .base import (
    Generation,
    InvalidModelOutput,
    Provider,
    TokenAlternatives,
    Usage,
    parse_json_reply,
    scrub,
)
from .caps import about_the_schema, cut_at_cap, output_cap
from .errors import from_status, not_an_api_reply, opening, parse_retry_after
from .registry import register

log = logging.getLogger(__name__)

API = "the OpenAI-compatible server"
KEY_ENV = "OPENAI_API_KEY"
DEFAULT_BASE_URL = "https://api.openai.com/v1"


def chat_completions_url(base_url: str) -> str:
    """``{base}/v1/chat/completions`` whether or not ``base_url`` already ends in /v1.

    The path is extended, not the string: a query (``…/v1?key=…``, gateways that take the
    key there) stays at the end, ``…/v1/chat/completions?key=…``.
    """
    parts = urlsplit(base_url.strip() or DEFAULT_BASE_URL)
    path = parts.path.rstrip("/")
    if not path.endswith("/v1"):
        path += "/v1"
    return urlunsplit(parts._replace(path=path + "/chat/completions", fragment=""))


class _RedactUrls(logging.Filter):
    """httpx logs every request URL at INFO ("HTTP Request: POST …?key=… 200"); a key in
    base_url's query string must not reach a log that way."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        redacted = redact_url(message)
        if redacted != message:
            record.msg, record.args = redacted, ()
        return True


def _guard_httpx_log() -> None:
    logger = logging.getLogger("httpx")
    if not any(isinstance(f, _RedactUrls) for f in logger.filters):
        logger.addFilter(_RedactUrls())


@register("openai")
class OpenAIProvider(Provider):
    name = "openai"
    default_model = "gpt-4o-mini"
    needs_network = True

    def __init__(self, settings: ProviderSettings, environ: Mapping[str, str], *,
                 clock: Clock = SYSTEM_CLOCK) -> None:
        super().__init__(settings, environ, clock=clock)
        # A service's own key variables only (config/services.py): OPENAI_API_KEY is
        # never sent to, say, OpenRouter.
        self._key = settings.key(environ) if settings.key_env else (
            settings.api_key or environ.get(KEY_ENV) or "").strip()
        self._url = chat_completions_url(settings.base_url)
        self._parsed_url: httpx.URL | None = None   # parsed on the first call (_target)
        _guard_httpx_log()
        headers = {"Content-Type": "application/json"}
        if self._key:
            headers["Authorization"] = f"Bearer {self._key}"
        self._client = httpx.Client(headers=headers, timeout=settings.timeout)
        #: Whether JSON requests carry their schema; set False by config, or for good
        #: (for this provider object, so this endpoint) when the server refuses it.
        self.schema_supported = settings.structured_output != "off"

    def generate_text(self, prompt: str, *, system: str | None = None) -> Generation:
        text, usage, alternatives = self._call(_messages(prompt, system), None, output_cap(
            self.settings.max_output_tokens, None))
        return Generation(text=text, data=None, usage=usage, model=self.model, provider=self.name,
                          alternatives=alternatives)

    def generate_json(self, prompt: str, *, schema: Mapping[str, Any],
                      system: str | None = None,
                      review: ReviewInput | None = None) -> Generation:
        # ``review`` is the same review as data: a model reads the prompt text instead.
        # The schema also travels in the system message: a server in plain JSON mode needs
        # it to know the shape, and a constrained one still reads what the fields mean.
        shape = ("Answer with one JSON object only, matching this JSON Schema:\n"
                 + json.dumps(schema, ensure_ascii=False, separators=(",", ":")))
        system = f"{system}\n\n{shape}" if system else shape
        messages = _messages(prompt, system)
        cap = output_cap(self.settings.max_output_tokens, schema)
        if self.schema_supported:
            try:
                text, usage, alternatives = self._call(messages, _json_schema_format(schema), cap)
            except SchemaRefused as refused:
                text, usage, alternatives = self._plain_after_refusal(messages, cap, refused)
        else:
            text, usage, alternatives = self._call(messages, {"type": "json_object"}, cap)
        data = parse_json_reply(text, schema, usage)
        return Generation(text=text, data=data, usage=usage, model=self.model, provider=self.name,
                          alternatives=alternatives)

    def _plain_after_refusal(self, messages: list[dict[str, str]], cap: int,
                             refused: SchemaRefused) -> _Reply:
        """Ask again in plain JSON mode; when the server answers that, it is the schema it
        refused, and it is not sent to this endpoint again. When plain JSON is refused too,
        the error was about something else (a model name, a key): nothing is remembered."""
        try:
            answer = self._call(messages, {"type": "json_object"}, cap)
        except InvalidModelOutput:
            self._forget_schema(refused)
            raise
        self._forget_schema(refused)
        return answer

    def _forget_schema(self, refused: SchemaRefused) -> None:
        self.schema_supported = False
        log.warning("%s at %s refused the JSON schema (%s); asking for plain JSON from now on.",
                    opening(API), redact_url(self._url), str(refused.error)[:200])

    def close(self) -> None:
        self._client.close()

    # --- the boundary: everything httpx or the server does wrong becomes a ProviderError -
    def _body(self, messages: list[dict[str, str]], response_format: dict[str, Any] | None,
              cap: int) -> dict[str, Any]:
        """The request body. Reverie's own fields first, then ``extra_body`` over them, so
        an operator can replace any of them through config (a response_format a server
        needs, a different cap); the model and the messages are always Reverie's."""
        body: dict[str, Any] = {"max_tokens": cap}
        if self.settings.temperature is not None:
            body["temperature"] = self.settings.temperature
        if self.settings.seed is not None:
            body["seed"] = self.settings.seed
        if response_format:
            body["response_format"] = response_format
        if self.settings.reasoning_effort:
            body["reasoning_effort"] = self.settings.reasoning_effort
        body.update(self.settings.extra_body)
        body.update({"model": self.model, "messages": messages})
        return body

    def _target(self) -> httpx.URL | str:
        """The endpoint, parsed once: httpx parses a URL given as text on every request
        (issue 27: ~0.3 ms of a model call's CPU). One it cannot parse is passed as text, so
        the request fails as it always did."""
        if self._parsed_url is None:
            try:
                self._parsed_url = httpx.URL(self._url)
            except Exception:  # noqa: BLE001 - the request raises it, as before
                return self._url
        return self._parsed_url

    def _call(self, messages: list[dict[str, str]], response_format: dict[str, Any] | None,
              cap: int) -> _Reply:
        body = self._body(messages, response_format, cap)
        started = self.clock.monotonic()
        try:
            response = self._client.post(self._target(), json=body)
        except httpx.TimeoutException:
            raise TransientProviderError(
                f"{opening(API)} did not answer within {self.settings.timeout:g}s.",
                hint="Raise auxiliary.*.timeout if this keeps happening.") from None
        except httpx.HTTPError as exc:
            raise TransientProviderError(
                f"Cannot reach {API} at {redact_url(self._url)} ({type(exc).__name__}).",
                hint="Check that it is running and auxiliary.*.base_url.") from None
        latency = self.clock.monotonic() - started
        if response.status_code != 200:
            error = self._status_error(response)
            if (response.status_code in _REFUSAL_STATUSES and about_the_schema(error.message)
                    and (body.get("response_format") or {}).get("type") == "json_schema"):
                raise SchemaRefused(error)
            raise error
        try:
            payload = response.json()
            choice = payload["choices"][0]
            text = choice["message"].get("content")
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            raise not_an_api_reply(API) from None
        usage = _usage(payload.get("usage"), latency)
        reason = choice.get("finish_reason") or "unknown"
        if cut_at_cap(reason):
            limit = body.get("max_tokens", cap)
            raise InvalidModelOutput(
                f"{opening(API)} stopped at the output cap ({limit} tokens): the answer is cut short.",
                raw_text=text or "", problems=[f"the answer reached the output cap of {limit} "
                                               "tokens; answer shorter"], usage=usage,
                hint="Raise auxiliary.*.max_output_tokens if correct answers need more.")
        if not text:
            raise InvalidModelOutput(f"{opening(API)} returned no text (finish reason: {reason}).",
                                     raw_text="", problems=[f"no text, finish reason {reason}"],
                                     usage=usage)
        return text, usage, _alternatives(choice.get("logprobs"))

    def _status_error(self, response: httpx.Response) -> ProviderError:
        try:
            error = response.json().get("error") or {}
            detail = error.get("message", "") if isinstance(error, dict) else str(error)
        except (ValueError, AttributeError):
            detail = ""
        detail = scrub(str(detail), [self._key])[:300]
        return from_status(API, response.status_code, detail, key_env=KEY_ENV,
                           retry_after=parse_retry_after(response.headers.get("retry-after")))


class SchemaRefused(Exception):
    """The server answered a request carrying a JSON schema with a client error (OpenAI
    and compatible servers answer 400 to a response_format they do not know)."""

    def __init__(self, error: ProviderError) -> None:
        super().__init__(str(error))
        self.error = error


#: The statuses a server answers an unsupported response_format with (400 for OpenAI,
#: vLLM and llama.cpp; some gateways 422).
_REFUSAL_STATUSES = (400, 422)


def _json_schema_format(schema: Mapping[str, Any]) -> dict[str, Any]:
    # Not "strict": OpenAI's strict mode wants every property required and no optional
    # ones, which the review schema is not; llama.cpp, vLLM and Ollama enforce the schema
    # through a grammar either way.
    return {"type": "json_schema", "json_schema": {"name": "answer", "schema": dict(schema)}}


#: What one call returns: the answer's text, its cost, and each generated token with its
#: likeliest alternatives (empty unless the request asked for ``logprobs``).
_Reply = tuple[str, Usage, tuple[TokenAlternatives, ...]]


def _alternatives(logprobs: Any) -> tuple[TokenAlternatives, ...]:
    """``choices[0].logprobs`` as the chat completions API sends it (``content``: one item
    per generated token, each with its ``top_logprobs``), or nothing: a server that sends
    none, or a shape this does not know, leaves the answer's text as the only reading."""
    content = logprobs.get("content") if isinstance(logprobs, dict) else None
    if not isinstance(content, list):
        return ()
    out = []
    for item in content:
        if not isinstance(item, dict) or not isinstance(item.get("token"), str):
            return ()
        top = tuple((alt["token"], float(alt["logprob"])) for alt in item.get("top_logprobs") or ()
                    if isinstance(alt, dict) and isinstance(alt.get("token"), str)
                    and isinstance(alt.get("logprob"), int | float))
        out.append(TokenAlternatives(item["token"], top))
    return tuple(out)


def _messages(prompt: str, system: str | None) -> list[dict[str, str]]:
    messages = [{"role": "system", "content": system}] if system else []
    return messages + [{"role": "user", "content": prompt}]


def _usage(usage: Any, latency: float) -> Usage:
    if not isinstance(usage, dict):
        return Usage(latency_s=latency)
    details = usage.get("prompt_tokens_details") or {}
    return Usage(input_tokens=int(usage.get("prompt_tokens") or 0),
                 output_tokens=int(usage.get("completion_tokens") or 0),
                 cached_tokens=int(details.get("cached_tokens") or 0) if isinstance(details, dict) else 0,
                 latency_s=latency)


