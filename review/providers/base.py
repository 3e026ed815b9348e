"""The provider interface every auxiliary model speaks.

A provider turns a prompt into a :class:`Generation`: the text, the parsed JSON (for
``generate_json``), and what the call cost (:class:`Usage`). Providers raise only
:class:`~config.errors.TransientProviderError` (retry later) or
:class:`~config.errors.PermanentProviderError` (fix something first); third-party
exceptions are translated at each provider's boundary, with API keys scrubbed from every
message.
"""

from __future__ import annotations

import json
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from reverie.config.clock import SYSTEM_CLOCK, Clock
from reverie.config.errors import PermanentProviderError, TransientProviderError
from reverie.config.settings import ProviderSettings

from ..review_input import ReviewInput
from .jsoncheck import schema_problems


@dataclass(frozen=True)
class Usage:
    """What one model call cost. Token counts are the provider's own (estimates for
    the heuristic); ``latency_s`` is wall time measured around the call."""

    input_tokens: int = 0
    output_tokens: int = 0
    cached_tokens: int = 0
    latency_s: float = 0.0


@dataclass(frozen=True)
class TokenAlternatives:
    """One generated token and the tokens the model found most likely at that place, each
    with its log probability (an OpenAI-compatible server's ``top_logprobs``)."""

    token: str
    top: tuple[tuple[str, float], ...]


@dataclass(frozen=True)
class Generation:
    """One model reply. ``data`` is the parsed JSON object for ``generate_json``, else None."""

    text: str
    data: dict[str, Any] | None
    usage: Usage
    model: str
    provider: str
    #: Proposals the provider found but did not make, each ``{"proposal": {...}, "reason":
    #: "..."}`` (the heuristic's facts it could not write as a well-formed entry); the
    #: review reports them among its dropped proposals. Models leave it empty.
    withdrawn: tuple[dict[str, Any], ...] = ()
    #: The user's dated past events the provider read (each ``{"content", "evidence",
    #: "reason"}``): the review archives them, never stages them (review.episodes). Only the
    #: offline heuristic writes them; a model leaves it empty.
    episodes: tuple[dict[str, Any], ...] = ()
    #: The schema ``data`` was checked against by :func:`parse_json_reply` in Reverie's own
    #: code when the reply is Reverie's own (the offline heuristic's), so a caller holding
    #: the same schema object need not check it again. None for a model's reply: what a
    #: model sent is always checked by its caller.
    checked_against: Mapping[str, Any] | None = None
    #: Each generated token with its likeliest alternatives, when the request asked for
    #: them (``logprobs``) and the server sent them; empty otherwise. The vet reads the
    #: probability of a yes/no answer from it (review/vet.py).
    alternatives: tuple[TokenAlternatives, ...] = ()


class InvalidModelOutput(PermanentProviderError):
    """The model answered, but not with what was asked (not JSON, or not the schema).

    ``raw_text`` keeps the reply so the caller can make one repair attempt; it is kept out
    of the message because it can be long.
    """

    def __init__(self, message: str, *, raw_text: str, problems: Iterable[str] = (),
                 hint: str | None = None, usage: Usage | None = None) -> None:
        super().__init__(message, hint=hint)
        self.raw_text = raw_text
        self.problems = list(problems)
        #: What the call that produced the bad reply cost: it was paid for all the same.
        self.usage = usage


class RateLimited(TransientProviderError):
    """A 429: the server may say how long to wait (``retry_after`` seconds)."""

    def __init__(self, message: str, *, retry_after: float | None = None,
                 hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.retry_after = retry_after


class Provider(ABC):
    """An auxiliary model. Subclasses declare ``name``, ``default_model`` and
    ``needs_network`` and implement the two ``generate_*`` methods."""

    name: ClassVar[str]
    default_model: ClassVar[str]
    needs_network: ClassVar[bool]

    def __init__(self, settings: ProviderSettings, environ: Mapping[str, str], *,
                 clock: Clock = SYSTEM_CLOCK) -> None:
        self.settings = settings
        self.model = settings.model or self.default_model
        self.clock = clock

    @abstractmethod
    def generate_text(self, prompt: str, *, system: str | None = None) -> Generation:
        """Free text (summaries)."""

    @abstractmethod
    def generate_json(self, prompt: str, *, schema: Mapping[str, Any],
                      system: str | None = None,
                      review: ReviewInput | None = None) -> Generation:
        """A JSON object matching ``schema``; raises :class:`InvalidModelOutput` otherwise.

        ``review``: for a review call, the same review as data
        (:class:`review.review_input.ReviewInput`). Every provider accepts it; a model reads
        ``prompt`` and ignores it, the offline heuristic reads only it."""

    def close(self) -> None:  # noqa: B027 - optional hook, most providers hold nothing
        """Release connections. Safe to call twice."""

    def __enter__(self) -> Provider:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:  # never shows settings (they hold the key)
        return f"<{type(self).__name__} model={self.model!r}>"


# --- helpers shared by the providers -----------------------------------------------------

_FENCE = re.compile(r"^\s*```(?:json|JSON)?\s*\n?(.*?)\n?\s*```\s*$", re.S)


def parse_json_reply(text: str, schema: Mapping[str, Any],
                     usage: Usage | None = None) -> dict[str, Any]:
    """Parse a model's JSON reply and check it against ``schema``.

    Models asked for JSON sometimes wrap it in a Markdown code fence; that wrapper is
    removed, nothing else is forgiven. ``usage`` (the call's tokens) rides on the
    :class:`InvalidModelOutput` so a bad reply is still counted in the cost ledger.
    """
    fenced = _FENCE.match(text or "")
    body = fenced.group(1) if fenced else (text or "")
    try:
        data = json.loads(body)
    except json.JSONDecodeError as exc:
        raise InvalidModelOutput(
            f"The model's reply is not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno}).",
            raw_text=text or "", problems=[exc.msg], usage=usage,
        ) from None
    if not isinstance(data, dict):
        raise InvalidModelOutput(
            f"The model's reply is JSON but a {type(data).__name__}, not an object.",
            raw_text=text, problems=["top level is not an object"], usage=usage,
        )
    problems = schema_problems(data, schema)
    if problems:
        shown = "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)" if len(problems) > 3 else "")
        raise InvalidModelOutput(
            f"The model's reply does not match the schema: {shown}.",
            raw_text=text, problems=problems, usage=usage,
        )
    return data


def scrub(text: str, secrets: Iterable[str]) -> str:
    """``text`` with every secret replaced by ``***`` (for messages built from server replies)."""
    for secret in secrets:
        if secret:
            text = text.replace(secret, "***")
    return text


def estimate_tokens(text: str) -> int:
    """The usual rough count: four characters per token."""
    return len(text) // 4
