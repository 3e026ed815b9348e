"""The Gemini provider, through the google-genai SDK.

One ``genai.Client`` per provider object (it holds the connection pool). A configured
``base_url`` points the SDK at that address; a trailing ``/v1`` or ``/v1beta`` on it picks
the API version, otherwise ``v1beta`` is used, where JSON-schema output is documented.
"""

from __future__ import annotations

import functools
import json
import logging
import re
from collections.abc import Mapping
from typing import Any

import httpx
from google import genai
from google.genai import errors as genai_errors
from google.genai import types

from reverie.config.clock import SYSTEM_CLOCK, Clock
from reverie.config.errors import PermanentProviderError, ProviderError, TransientProviderError
from reverie.config.settings import ProviderSettings

from ..review_input import ReviewInput
from .base import Generation, InvalidModelOutput, Provider, Usage, parse_json_reply, scrub
from .caps import about_the_schema, cut_at_cap, output_cap
from .errors import from_status, not_an_api_reply, parse_retry_after
from .registry import register

try:  # the SDK sends through httpx2 (a fork of httpx) when it is installed, else httpx
    import httpx2
except ImportError:  # pragma: no cover - depends on the environment
    httpx2 = None

_TIMEOUTS = tuple(m.TimeoutException for m in (httpx, httpx2) if m is not None)
_TRANSPORT = tuple(m.TransportError for m in (httpx, httpx2) if m is not None)

log = logging.getLogger(__name__)

API = "Gemini"
KEY_ENV = "GEMINI_API_KEY"
DEFAULT_API_VERSION = "v1beta"
_VERSION_SUFFIX = re.compile(r"^(?P<base>.*?)/(?P<version>v1(?:alpha|beta)?)/?$")


def gemini_key(settings: ProviderSettings, environ: Mapping[str, str]) -> str:
    """The configured key, else the environment's (GOOGLE_API_KEY first, as the SDK does)."""
    return (settings.api_key or environ.get("GOOGLE_API_KEY")
            or environ.get("GEMINI_API_KEY") or "").strip()


def split_base_url(base_url: str) -> tuple[str | None, str]:
    """(base for the SDK or None for Google's, API version) from a configured base_url."""
    url = base_url.strip().rstrip("/")
    if not url:
        return None, DEFAULT_API_VERSION
    match = _VERSION_SUFFIX.match(url)
    if match:
        return match.group("base") or None, match.group("version")
    return url, DEFAULT_API_VERSION


@register("gemini")
class GeminiProvider(Provider):
    name = "gemini"
    default_model = "gemini-2.5-flash"
    needs_network = True

    def __init__(self, settings: ProviderSettings, environ: Mapping[str, str], *,
                 clock: Clock = SYSTEM_CLOCK) -> None:
        super().__init__(settings, environ, clock=clock)
        self._key = gemini_key(settings, environ)
        if not self._key:
            missing = PermanentProviderError(
                "The gemini provider needs an API key.",
                hint=f"Set {KEY_ENV} (or auxiliary.background_review.api_key), "
                     "or choose provider: heuristic.")
            missing.about_setup = True
            raise missing
        base, version = split_base_url(settings.base_url)
        options = types.HttpOptions(
            base_url=base,
            api_version=version,
            timeout=max(1, int(settings.timeout * 1000)),  # the SDK takes milliseconds
            # One attempt: retries belong to our layer (retry.py), which backs off with
            # jitter, honours Retry-After, and is testable without waiting. SDK retries
            # underneath would multiply the attempts and hide failures from the job ledger.
            retry_options=types.HttpRetryOptions(attempts=1),
        )
        # vertexai=False explicitly, so GOOGLE_GENAI_USE_VERTEXAI in the process
        # environment cannot silently switch backends.
        self._client = genai.Client(api_key=self._key, vertexai=False, http_options=options)
        #: Whether JSON requests carry their schema (see openai.py).
        self.schema_supported = settings.structured_output != "off"

    def generate_text(self, prompt: str, *, system: str | None = None) -> Generation:
        config = self._config(None, system_instruction=system)
        text, usage = self._call(prompt, config)
        return Generation(text=text, data=None, usage=usage, model=self.model, provider=self.name)

    def generate_json(self, prompt: str, *, schema: Mapping[str, Any],
                      system: str | None = None,
                      review: ReviewInput | None = None) -> Generation:
        # ``review`` is the same review as data: a model reads the prompt text instead.
        # response_json_schema takes the JSON Schema as it is; response_schema would want
        # the OpenAPI subset (no additionalProperties, no type lists) written again.
        if self.schema_supported:
            config = self._config(schema, system_instruction=system,
                                  response_mime_type="application/json",
                                  response_json_schema=dict(schema))
            try:
                text, usage = self._call(prompt, config, schema_sent=True)
            except _SchemaRefused as refused:
                text, usage = self._plain_after_refusal(prompt, schema, system, refused)
        else:
            text, usage = self._call(prompt, self._plain_json(schema, system))
        data = parse_json_reply(text, schema, usage)
        return Generation(text=text, data=data, usage=usage, model=self.model, provider=self.name)

    def _plain_json(self, schema: Mapping[str, Any], system: str | None) -> types.GenerateContentConfig:
        # Without the schema parameter the model must read the shape from the instruction.
        shape = ("Answer with one JSON object only, matching this JSON Schema:\n"
                 + json.dumps(schema, ensure_ascii=False, separators=(",", ":")))
        return self._config(schema, system_instruction=f"{system}\n\n{shape}" if system else shape,
                            response_mime_type="application/json")

    def _plain_after_refusal(self, prompt: str, schema: Mapping[str, Any], system: str | None,
                             refused: _SchemaRefused) -> tuple[str, Usage]:
        """Plain JSON once; remembered only when the server takes that (see openai.py)."""
        try:
            answer = self._call(prompt, self._plain_json(schema, system))
        except InvalidModelOutput:
            self._forget_schema(refused)
            raise
        self._forget_schema(refused)
        return answer

    def _forget_schema(self, refused: _SchemaRefused) -> None:
        self.schema_supported = False
        log.warning("Gemini refused the JSON schema (%s); asking for plain JSON from now on.",
                    str(refused.error)[:200])

    def _config(self, schema: Mapping[str, Any] | None, **fields: Any) -> types.GenerateContentConfig:
        sampling: dict[str, Any] = {
            "max_output_tokens": output_cap(self.settings.max_output_tokens, schema)}
        if self.settings.temperature is not None:
            sampling["temperature"] = self.settings.temperature
        if self.settings.seed is not None:
            sampling["seed"] = self.settings.seed
        return _config(**sampling, **fields)

    def close(self) -> None:
        self._client.close()

    # --- the boundary: everything the SDK or httpx raises becomes a ProviderError ---------
    def _call(self, prompt: str, config: types.GenerateContentConfig, *,
              schema_sent: bool = False) -> tuple[str, Usage]:
        started = self.clock.monotonic()
        try:
            response = self._client.models.generate_content(
                model=self.model, contents=_contents(prompt), config=config)
            text = response.text
        except Exception as exc:  # noqa: BLE001 - translated, never swallowed
            error = self._translate(exc)  # the SDK error may quote the key
            if (schema_sent and isinstance(exc, genai_errors.APIError) and exc.code == 400
                    and about_the_schema(error.message)):
                raise _SchemaRefused(error) from None
            raise error from None
        latency = self.clock.monotonic() - started
        usage = _usage(response, latency)
        reason = _finish_reason(response)
        if cut_at_cap(reason):
            limit = config.max_output_tokens
            raise InvalidModelOutput(
                f"Gemini stopped at the output cap ({limit} tokens): the answer is cut short.",
                raw_text=text or "", problems=[f"the answer reached the output cap of {limit} "
                                               "tokens; answer shorter"], usage=usage,
                hint="Raise auxiliary.*.max_output_tokens if correct answers need more.")
        if not text:
            raise InvalidModelOutput(f"Gemini returned no text (finish reason: {reason}).",
                                     raw_text="", problems=[f"no text, finish reason {reason}"],
                                     usage=usage)
        return text, usage

    def _translate(self, exc: Exception) -> ProviderError:
        secrets = [self._key]
        if isinstance(exc, genai_errors.APIError):
            headers = getattr(getattr(exc, "response", None), "headers", None) or {}
            retry_after = parse_retry_after(headers.get("retry-after"))
            detail = scrub(str(exc.message or exc.status or ""), secrets)
            return from_status(API, int(exc.code or 500), detail, key_env=KEY_ENV,
                               retry_after=retry_after)
        if isinstance(exc, _TIMEOUTS):
            return TransientProviderError(
                f"Gemini did not answer within {self.settings.timeout:g}s.",
                hint="Raise auxiliary.*.timeout if this keeps happening.")
        if isinstance(exc, _TRANSPORT):
            return TransientProviderError(
                f"Cannot reach Gemini ({type(exc).__name__}).",
                hint="Check the network and auxiliary.*.base_url.")
        if isinstance(exc, genai_errors.UnknownApiResponseError | json.JSONDecodeError):
            return not_an_api_reply(API)
        return PermanentProviderError(
            f"Gemini call failed unexpectedly ({type(exc).__name__}: {scrub(str(exc), secrets)[:300]}).")


class _SchemaRefused(Exception):
    """A 400 to a request that carried a JSON schema."""

    def __init__(self, error: ProviderError) -> None:
        super().__init__(str(error))
        self.error = error


class _Lookup:
    """``key in model`` answered at once, as pydantic answers it: never.

    The SDK turns a request into its wire form by asking ``key in obj`` of every field it
    knows (``_common.get_value_by_path``), and on a pydantic model that falls back to
    iterating every field's (name, value) pair, which is never equal to a string: always
    False, after ~40 pairs built. Its per-call conversion of the config and the prompt was
    ~0.9 ms of CPU of a ~3.7 ms call. These subclasses say False at once; the wire request
    is the SDK's own (tests/review/test_providers_gemini.py)."""

    def __contains__(self, key: object) -> bool:
        return False


class _GenerateContentConfig(_Lookup, types.GenerateContentConfig):
    pass


class _AutomaticFunctionCallingConfig(_Lookup, types.AutomaticFunctionCallingConfig):
    pass


class _Content(_Lookup, types.Content):
    pass


class _Part(_Lookup, types.Part):
    pass


def _contents(text: str) -> types.Content:
    """``text`` as the user's content, as the SDK builds a string (``t_content``)."""
    return _Content(role="user", parts=[_Part(text=text)])


@functools.lru_cache(maxsize=32)
def _instruction(text: str) -> types.Content:
    """A system instruction as content, built once per text: the same few instructions go
    with every call, and the SDK only reads them."""
    return _contents(text)


#: No tools are ever passed, so the SDK's automatic function calling has nothing to do;
#: disabling it takes the direct path and drops an INFO log line per call. Built once: the
#: SDK only reads it.
_NO_AUTOMATIC_CALLS = _AutomaticFunctionCallingConfig(disable=True)


def _config(**fields: Any) -> types.GenerateContentConfig:
    system = fields.get("system_instruction")
    if isinstance(system, str):
        fields["system_instruction"] = _instruction(system)
    return _GenerateContentConfig(automatic_function_calling=_NO_AUTOMATIC_CALLS, **fields)


def _usage(response: types.GenerateContentResponse, latency: float) -> Usage:
    meta = response.usage_metadata
    if meta is None:
        return Usage(latency_s=latency)
    # Thinking tokens are billed as output, so they count as output here.
    output = (meta.candidates_token_count or 0) + (meta.thoughts_token_count or 0)
    return Usage(input_tokens=meta.prompt_token_count or 0, output_tokens=output,
                 cached_tokens=meta.cached_content_token_count or 0, latency_s=latency)


def _finish_reason(response: Any) -> str:
    try:
        return str(response.candidates[0].finish_reason or "unknown")
    except (AttributeError, IndexError, TypeError):
        return "no candidates"
