"""The review's output contract: the JSON schema the model must answer with, and the check.

The model proposes memory operations as ``{"operations": [...]}`` (spec section 8). The
schema is sent to the model (Gemini's ``response_json_schema``, the OpenAI system prompt)
and checked on the way back; :func:`validate_operations` adds the rules a JSON schema
cannot say simply (which fields each action needs) and returns clean operations.
"""

from __future__ import annotations

import json
from typing import Any

from .providers.base import InvalidModelOutput
from .providers.caps import CHARS_PER_TOKEN, schema_chars
from .providers.jsoncheck import schema_problems

ACTIONS = ("add", "replace", "remove")
TARGETS = ("memory", "user")

#: Bounds that size the output cap (review.providers.caps) and, with a server that takes
#: the schema, bound the answer itself: an entry is one short sentence, an ``old_text`` a
#: part of one entry (validation finds the one live entry that contains it), and a reason
#: or an evidence list longer than these is a model rambling. They are what one operation
#: can cost (:data:`TOKENS_PER_OPERATION`), so they were cut from 500/500/200/8 to
#: 300/200/120/4 when the list began to be sized by that worst case: a replace could cost
#: ~357 tokens before, one operation in a 640-token cap; 208 now, three.
CONTENT_CHARS = 300
OLD_TEXT_CHARS = 200
REASON_CHARS = 120
EVIDENCE_IDS = 4
#: Most operations one answer may hold: a few more than the user's messages could state.
MAX_OPERATIONS = 16
#: What the answer costs around its list: ``{"operations":[`` and ``]}`` with a model's
#: whitespace are under 16 tokens. (One operation's cost is computed from its schema
#: below, :data:`TOKENS_PER_OPERATION`.)
ANSWER_OVERHEAD_TOKENS = 16

_FIELDS: dict[str, Any] = {
    "target": {"type": "string", "enum": list(TARGETS),
               "description": "memory: environment/project facts; user: facts about the user"},
    "old_text": {"type": "string", "maxLength": OLD_TEXT_CHARS,
                 "description": "a unique part of the existing entry that this replaces or removes"},
    "content": {"type": "string", "maxLength": CONTENT_CHARS,
                "description": "the whole entry text: one short third-person sentence, never a "
                               "message copied from the transcript"},
    "reason": {"type": "string", "maxLength": REASON_CHARS},
    "evidence": {"type": "array", "items": {"type": "integer"}, "maxItems": EVIDENCE_IDS,
                 "description": "ids of the messages that support this operation"},
    "confidence": {"type": "number", "minimum": 0, "maximum": 1},
}

# Which text fields each action needs.
_NEEDS = {"add": ("content",), "replace": ("old_text", "content"), "remove": ("old_text",)}


#: What a fact about the user opens with, for a server that enforces the schema with a
#: grammar: "User", "The user" or "用户", then one line without a quote or a backslash.
#: Qwen2.5-Coder-1.5B on LoCoMo (dev half) answered with the user's own lines in the first
#: person ("I went to … yesterday", in the speaker's words), which validation drops (an entry is
#: a third-person fact); with the opening fixed by the grammar it cannot start that way.
#: The character class keeps the string valid JSON: llama.cpp turns a pattern's "." into
#: any character, an unescaped quote included, and the answer no longer parses. Where the
#: schema is not enforced (plain JSON mode, Reverie's own check) the pattern is only read:
#: review.model_rules decides, and a fact may also open with the name of whom it is about.
USER_CONTENT_PATTERN = r'^(User|The user|用户)[^"\\\n\r\t]{0,' + str(CONTENT_CHARS - 20) + '}$'


def _operation(action: str, target: str | None = None) -> dict[str, Any]:
    """One action's branch: every field it needs is required, so a server that enforces
    the schema with a grammar (llama.cpp, vLLM, Ollama) cannot end a replace without its
    old_text or content. With one branch for all actions, Qwen2.5-Coder-1.5B under the
    grammar wrote a replace with neither (only the required fields), a schema error the
    grammar could not prevent. Required fields come in this order, which is the order a
    grammar makes the model write them: the target before the entry (so the grammar knows
    which opening the entry needs), the entry before its reason.

    ``target``: the branch of one target's add or replace; a user fact's content must open
    with its subject (:data:`USER_CONTENT_PATTERN`)."""
    fields = ("target", *_NEEDS[action], "reason", "evidence", "confidence")
    properties = {name: _FIELDS[name] for name in fields}
    if target is not None:
        properties["target"] = {**_FIELDS["target"], "enum": [target]}
    if target == "user":
        properties["content"] = {**_FIELDS["content"], "pattern": USER_CONTENT_PATTERN}
    return {"type": "object",
            "properties": {"action": {"type": "string", "enum": [action]}, **properties},
            "required": ["action", *fields]}


# Unknown keys are tolerated (and dropped by validate_operations) rather than rejected:
# a model adding an "id" field should not cost a repair round-trip. An add or a replace has
# one branch per target (the user's content has its opening); a remove names no content.
def _described_once(branches: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The branches with each field's description only where the field first appears: the
    schema travels in every review's system message, and five copies of the same words
    cost a slow local model prompt time for nothing (a fixed target needs none at all)."""
    seen: set[tuple[str, str]] = set()
    out = []
    for branch in branches:
        properties = {}
        for name, field in branch["properties"].items():
            described = field.get("description")
            if described and ((name, described) in seen or len(field.get("enum", ())) == 1):
                field = {k: v for k, v in field.items() if k != "description"}
            elif described:
                seen.add((name, described))
            properties[name] = field
        out.append({**branch, "properties": properties})
    return out


OPERATION_SCHEMA: dict[str, Any] = {"anyOf": _described_once([
    _operation(action, target) for action in ACTIONS
    for target in ((None,) if action == "remove" else TARGETS)])}

#: The most output tokens one operation can cost: its longest branch (a replace: entry,
#: old_text, reason and evidence at their bounds) counted as the output cap counts it
#: (review.providers.caps, four characters a token). A list of ``maxItems`` such
#: operations then fits the cap whatever the model writes within the schema. The ~70
#: tokens of the 1.5B model's short operations were used before; its conversation-8
#: answer spent ~125 an operation (two-sentence entries, long reasons) and was cut at the
#: cap with 5 of the 8 operations the list allowed (docs/rounds/review-rounds.md, model8).
#: A model that pretty-prints its JSON (the 1.5B model does, evidence ids kept on one
#: line) spends one whitespace token (a line break and its indent, one token in these
#: tokenizers) per field and per brace: seven fields, two braces.
OPERATION_WHITESPACE_TOKENS = 9
TOKENS_PER_OPERATION = (-(-schema_chars(OPERATION_SCHEMA) // CHARS_PER_TOKEN)
                        + OPERATION_WHITESPACE_TOKENS)

REVIEW_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"operations": {"type": "array", "items": OPERATION_SCHEMA}},
    "required": ["operations"],
}



def review_schema(user_messages: int, output_tokens: int = 0) -> dict[str, Any]:
    """The review schema for a chunk with ``user_messages`` messages from the user: the
    same contract with the number of operations bounded, which sizes the output cap.

    ``output_tokens``: a configured output cap (0: none, the cap is then sized from this
    schema). The list is bounded to what fits in it too, each operation counted at the
    most it can cost (:data:`TOKENS_PER_OPERATION`): under a grammar, a model that repeats
    one operation is made to close the list at ``maxItems``, and when that many do not
    fit the cap, the answer is cut and invalid instead (Qwen 1.5B at a 640-token cap,
    once with short operations, once with long ones). Reverie's own check still reads
    :data:`REVIEW_SCHEMA`, without this bound."""
    bounded = min(MAX_OPERATIONS, 2 + max(0, user_messages))
    if output_tokens > 0:
        fits = (output_tokens - ANSWER_OVERHEAD_TOKENS) // TOKENS_PER_OPERATION
        bounded = max(1, min(bounded, fits))
    operations = {**REVIEW_SCHEMA["properties"]["operations"], "maxItems": bounded}
    return {**REVIEW_SCHEMA, "properties": {"operations": operations}}


def validate_operations(data: Any, *, checked_against: Any = None) -> list[dict[str, Any]]:
    """Check a review reply and return its operations, normalised.

    Normalised means: only the known keys, the text fields an action needs (stripped),
    evidence as sorted unique ids, confidence as a float. Raises :class:`InvalidModelOutput`
    (a :class:`~config.errors.PermanentProviderError`) listing every problem.

    ``checked_against``: a generation's ``checked_against`` (the schema Reverie's own code
    already checked ``data`` against: the offline heuristic's reply). When it is
    :data:`REVIEW_SCHEMA` itself, the schema check here would repeat that one on the same
    data and is skipped (issue 27: ~2 % of an offline review); evidence written as strings
    cannot have passed it, so there is nothing to coerce either. The checks a schema cannot
    say (a blank text field) still run. A model's reply carries None and is checked whole.
    """
    if checked_against is REVIEW_SCHEMA:
        problems: list[str] = []
    else:
        data = _coerce_evidence(data)
        problems = schema_problems(data, REVIEW_SCHEMA)
    if not problems:
        for i, op in enumerate(data["operations"]):
            for key in _NEEDS[op["action"]]:
                if not str(op.get(key) or "").strip():
                    problems.append(f"operations[{i}].{key} is required for {op['action']}")
    if problems:
        shown = "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)" if len(problems) > 3 else "")
        raise InvalidModelOutput(
            f"The review reply is not a valid list of operations: {shown}.",
            raw_text=_as_text(data), problems=problems,
            hint="The model must answer {\"operations\": [...]} as the review schema says.",
        )
    return [_normalise(op) for op in data["operations"]]


def spelled_id(value: Any) -> Any:
    """``value`` as the message id it spells ("12", "#12"), else unchanged. Decimal digits
    only, and no more than an id has: ``isdigit`` also takes "²", which ``int`` refuses,
    and ``int`` refuses 4,300 digits; a model's reply holding either was a ValueError out
    of the review, not the schema's refusal of a bad reply."""
    if not isinstance(value, str):
        return value
    digits = value.strip().lstrip("#")
    if digits.isdecimal() and len(digits) <= MAX_ID_DIGITS:
        return int(digits)
    return value


#: The most digits an evidence id is read from (SQLite's largest integer has 19).
MAX_ID_DIGITS = 18


#: The largest confidence read as a percentage (below it, above 1: divided by 100).
PERCENT_MAX = 100


def percent_confidence(value: Any) -> Any:
    """A whole number above 1 and at most 100 as the share it means (``100`` -> 1.0, ``85``
    -> 0.85); anything else unchanged, for the schema check to judge.

    Decided in session 34 (fix42): a small model without constrained output (SmolLM2-135M
    on llama.cpp, session 33) answered ``"confidence": 100``, which cost a repair call (30 s
    there) for a field that only ranks adds when room is short and is shown to the
    operator. A whole number in 2-100 has one plain reading, a percentage; 1 itself stays
    1.0 (the schema's own top), and a fraction above 1 (1.5: a share gone wrong, or 1.5 %?),
    a value past 100 or below 0 are still refused."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return value
    whole = isinstance(value, int) or value.is_integer()
    return value / PERCENT_MAX if whole and 1 < value <= PERCENT_MAX else value


def _coerce_evidence(data: Any) -> Any:
    """Evidence ids written as strings ("12", "#12") become the integers they spell: a
    model without constrained output often quotes them, and that alone is no reason for
    a repair; so is a confidence given as a percentage (:func:`percent_confidence`).
    Anything else is left for the schema check to report."""
    if not isinstance(data, dict) or not isinstance(data.get("operations"), list):
        return data
    operations = []
    for op in data["operations"]:
        if isinstance(op, dict) and isinstance(op.get("evidence"), list):
            op = {**op, "evidence": [spelled_id(e) for e in op["evidence"]]}
        if isinstance(op, dict) and "confidence" in op:
            op = {**op, "confidence": percent_confidence(op["confidence"])}
        operations.append(op)
    return {**data, "operations": operations}


def _normalise(op: dict[str, Any]) -> dict[str, Any]:
    clean: dict[str, Any] = {"action": op["action"], "target": op["target"]}
    for key in _NEEDS[op["action"]]:
        clean[key] = op[key].strip()
    clean["reason"] = op["reason"].strip()
    clean["evidence"] = sorted({int(e) for e in op["evidence"]})
    clean["confidence"] = float(op["confidence"])
    return clean


def _as_text(data: Any) -> str:
    try:
        return json.dumps(data, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(data)
