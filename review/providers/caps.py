"""Output caps: how many tokens a model may write for one call.

Every call carries a cap (``max_tokens`` / ``max_output_tokens``), so a model that falls into
a repetition loop stops after a bounded answer instead of generating until the timeout (and,
on a paid endpoint, billing every token of the loop). The cap of a JSON call is sized from
its schema: the largest answer the schema allows, where ``maxItems`` and ``maxLength`` bound
arrays and strings, and a default stands in where the schema gives no bound. A text call
(a summary) gets :data:`TEXT_OUTPUT_TOKENS`. A configured ``max_output_tokens`` replaces
the computed cap for every call of that provider.

The count is deliberately generous (four characters per token, JSON punctuation counted):
the cap exists to stop runaways, and a correct answer cut short would cost a repair.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: A summary is at most a dozen short lines (review.prompts.SUMMARY_INSTRUCTIONS) and is
#: stored cut to 4,000 characters; this leaves room for both.
TEXT_OUTPUT_TOKENS = 1_024
#: Assumed where a schema does not bound a string or an array.
DEFAULT_STRING_CHARS = 400
DEFAULT_ARRAY_ITEMS = 12
CHARS_PER_TOKEN = 4
#: Room for whitespace and a model's habit of pretty-printing.
SLACK_TOKENS = 64
MAX_CAP = 16_384


#: ``schema_chars`` of the ``anyOf`` lists seen, by identity (the list is held, so its id is
#: not reused): the review's operation branches are one shared list, and walking them was
#: ~1 ms of a model-backed review's CPU (issue 27). Schemas are constants, never changed.
_BRANCHES: dict[int, tuple[list[Any], int]] = {}
_BRANCHES_KEPT = 64


def schema_chars(schema: Mapping[str, Any]) -> int:
    """The longest JSON text (in characters) an instance of ``schema`` can reasonably be."""
    branches = schema.get("anyOf")
    if isinstance(branches, list) and branches:
        known = _BRANCHES.get(id(branches))
        if known is not None and known[0] is branches:
            return known[1]
        chars = max(schema_chars(branch) for branch in branches)
        if len(_BRANCHES) >= _BRANCHES_KEPT:
            _BRANCHES.clear()
        _BRANCHES[id(branches)] = (branches, chars)
        return chars
    kind = schema.get("type")
    kinds = [kind] if isinstance(kind, str) else list(kind or [])
    if "enum" in schema:
        return max((len(str(v)) + 2 for v in schema["enum"]), default=8)
    if "object" in kinds or "properties" in schema:
        properties: Mapping[str, Any] = schema.get("properties") or {}
        return 2 + sum(len(name) + 4 + schema_chars(sub) for name, sub in properties.items())
    if "array" in kinds:
        items = schema.get("items") if isinstance(schema.get("items"), Mapping) else {}
        count = int(schema.get("maxItems", DEFAULT_ARRAY_ITEMS))
        return 2 + count * (schema_chars(items or {}) + 2)
    if "string" in kinds:
        return int(schema.get("maxLength", DEFAULT_STRING_CHARS)) + 2
    if "integer" in kinds or "number" in kinds:
        return 12
    if "boolean" in kinds:
        return 5
    return DEFAULT_STRING_CHARS


def json_output_cap(schema: Mapping[str, Any]) -> int:
    """The output cap, in tokens, for a call answering ``schema``."""
    tokens = schema_chars(schema) // CHARS_PER_TOKEN + SLACK_TOKENS
    return max(SLACK_TOKENS, min(MAX_CAP, tokens))


def output_cap(configured: int, schema: Mapping[str, Any] | None) -> int:
    """The cap of one call: the configured one when set, else sized from ``schema``
    (None: a text call)."""
    if configured > 0:
        return configured
    return TEXT_OUTPUT_TOKENS if schema is None else json_output_cap(schema)


def cut_at_cap(reason: Any) -> bool:
    """Whether a finish reason says the answer stopped at the output cap (OpenAI and
    compatible servers say ``length``; Gemini ``MAX_TOKENS``)."""
    text = str(getattr(reason, "value", reason) or "").strip().lower()
    return text in ("length", "max_tokens", "finishreason.max_tokens")


#: Words a server's error names when it is the schema (or the JSON mode) it refuses:
#: OpenAI ("'response_format' of type 'json_schema' is not supported"), vLLM, llama.cpp
#: ("JSON schema conversion failed"), Gemini ("Unknown name \"responseJsonSchema\"").
_SCHEMA_WORDS = ("schema", "response_format", "responseformat", "json")


def about_the_schema(message: str) -> bool:
    """Whether a client error's message is about the requested answer format, so that
    plain JSON is worth one more try (another 400, a model name say, is not)."""
    text = (message or "").lower().replace(" ", "")
    return any(word in text for word in _SCHEMA_WORDS)
