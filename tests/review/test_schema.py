"""The review output schema and its validator: valid replies are normalised, every kind of
invalid reply is refused with a message naming the field, and the small schema checker
agrees with the reference jsonschema implementation."""

from __future__ import annotations

import jsonschema
import pytest

from reverie.config.errors import PermanentProviderError
from reverie.review.providers import InvalidModelOutput
from reverie.review.providers.jsoncheck import _problems, is_valid, schema_problems
from reverie.review.schema import REVIEW_SCHEMA, review_schema, validate_operations


def op(**over):
    base = {"action": "add", "target": "user", "content": "User prefers tabs.",
            "reason": "stated", "evidence": [3], "confidence": 0.8}
    base.update(over)
    return base


def test_valid_reply_is_normalised():
    data = {"operations": [
        op(content="  User prefers tabs.  ", evidence=[5, 3, 5], confidence=1, extra="dropped"),
        op(action="replace", target="memory", old_text=" old ", content="new", evidence=[]),
        op(action="remove", old_text="gone", content="ignored for remove"),
    ]}
    ops = validate_operations(data)
    assert ops[0] == {"action": "add", "target": "user", "content": "User prefers tabs.",
                      "reason": "stated", "evidence": [3, 5], "confidence": 1.0}
    assert ops[1]["old_text"] == "old" and ops[1]["content"] == "new"
    assert ops[2] == {"action": "remove", "target": "user", "old_text": "gone",
                      "reason": "stated", "evidence": [3], "confidence": 0.8}


def test_empty_operations_mean_nothing_to_keep():
    assert validate_operations({"operations": []}) == []


@pytest.mark.parametrize(("data", "names"), [
    ([], "must be object"),
    ({}, "operations is required"),
    ({"operations": {}}, "operations must be array"),
    ({"operations": [op(action="upsert")]}, "operations[0].action must be one of"),
    ({"operations": [op(target="memories")]}, "operations[0].target must be one of"),
    ({"operations": [op(confidence=1.5)]}, "operations[0].confidence must be at most 1"),
    ({"operations": [op(confidence=-0.1)]}, "operations[0].confidence must be at least 0"),
    ({"operations": [op(confidence=True)]}, "operations[0].confidence must be number"),
    ({"operations": [op(evidence=["the third"])]}, "operations[0].evidence[0] must be integer"),
    ({"operations": [op(evidence=3)]}, "operations[0].evidence must be array"),
    ({"operations": [{k: v for k, v in op().items() if k != "reason"}]},
     "operations[0].reason is required"),
    ({"operations": [op(content="  ")]}, "operations[0].content is required for add"),
    ({"operations": [op(action="replace")]}, "operations[0].old_text is required"),
    ({"operations": [op(action="remove", content="x")]}, "operations[0].old_text is required"),
])
def test_invalid_replies_name_the_problem(data, names):
    with pytest.raises(InvalidModelOutput) as info:
        validate_operations(data)
    exc = info.value
    assert isinstance(exc, PermanentProviderError)
    assert names in str(exc)
    assert "\n" not in exc.message
    assert exc.raw_text  # kept for the repair prompt


def test_many_problems_are_listed_briefly():
    data = {"operations": [op(action="x", target="y", confidence=700, evidence="z")]}
    with pytest.raises(InvalidModelOutput) as info:
        validate_operations(data)
    assert len(info.value.problems) == 4
    assert "(and 1 more)" in info.value.message


INSTANCES = [
    {"operations": []}, {"operations": [op()]}, {"operations": [op(evidence=[1.0])]},
    {"operations": [op(evidence=[1.5])]}, {"operations": [op(confidence="high")]},
    {"operations": [op(action="remove", old_text="a")]}, {"operations": None}, None, "text",
    {"operations": [op(confidence=0)]}, {"operations": [op(target=None)]}, {"operations": [[]]},
    {"operations": [op(evidence=[True])]},
]


@pytest.mark.parametrize("instance", INSTANCES)
def test_checker_agrees_with_jsonschema(instance):
    reference = list(jsonschema.Draft202012Validator(REVIEW_SCHEMA).iter_errors(instance))
    assert bool(schema_problems(instance, REVIEW_SCHEMA)) == bool(reference)


def test_checker_covers_lengths_and_additional_properties():
    schema = {"type": "object", "additionalProperties": False, "required": ["a"],
              "properties": {"a": {"type": ["string", "null"], "minLength": 2, "maxLength": 3},
                             "b": {"type": "array", "minItems": 1, "maxItems": 1}}}
    assert schema_problems({"a": None}, schema) == []
    assert schema_problems({"a": "x"}, schema) == ["a must have at least 2 characters"]
    assert schema_problems({"a": "xxxx", "b": [], "c": 1}, schema) == [
        "a must have at most 3 characters", "b must have at least 1 items", "c is not allowed"]
    for instance in ({"a": None}, {"a": "x"}, {"a": "xxxx", "b": [], "c": 1}, {"b": [1, 2]}):
        reference = list(jsonschema.Draft202012Validator(schema).iter_errors(instance))
        assert len(schema_problems(instance, schema)) == len(reference)


def _drawn(schema, draw, depth=0):
    """An instance shaped like ``schema`` with some parts wrong (wrong types, values out of
    an enum or a range, missing or extra keys, lists too long)."""
    odd = [None, True, 0, -1, 0.5, 2, "", "add", "x" * 3000, [], {}, {"a": 1}]
    if depth > 5 or draw.random() < 0.08:
        return draw.choice(odd)
    if schema.get("anyOf"):
        return _drawn(draw.choice(schema["anyOf"]), draw, depth + 1)
    kind = schema.get("type")
    kind = draw.choice(kind) if isinstance(kind, list) else kind
    if "enum" in schema:
        return draw.choice([*schema["enum"], draw.choice(odd)])
    if kind == "object":
        drawn = {key: _drawn(sub, draw, depth + 1) for key, sub in schema.get("properties", {}).items()
                 if draw.random() < 0.85}
        return {**drawn, "extra": 1} if draw.random() < 0.1 else drawn
    if kind == "array":
        return [_drawn(schema.get("items", {}), draw, depth + 1) for _ in range(draw.choice([0, 1, 3, 12]))]
    if kind == "string":
        return "x" * draw.choice([0, 1, 50, 2000])
    if kind in ("number", "integer"):
        return draw.choice([0, 1, -1, 0.3, 1.7, 100, True])
    return draw.choice(odd)


def test_the_quick_yes_or_no_agrees_with_the_problems():
    """``schema_problems`` answers a valid reply by a walk that builds no message (issue
    27): valid by it exactly when the full check finds no problem."""
    import random

    draw, seen = random.Random(27), {True: 0, False: 0}
    for schema in (REVIEW_SCHEMA, review_schema(3, 200)):
        for _ in range(1500):
            instance = _drawn(schema, draw)
            valid = is_valid(instance, schema)
            assert valid == (not _problems(instance, schema))
            seen[valid] += 1
    assert min(seen.values()) > 300   # both answers drawn often


def test_evidence_ids_given_as_digit_strings_are_coerced():
    from reverie.review.schema import validate_operations

    (clean,) = validate_operations({"operations": [op(evidence=["3", "#7", 3])]})
    assert clean["evidence"] == [3, 7]


def test_a_confidence_given_as_a_percentage_is_read_as_one():
    """session 33: SmolLM2 answered `"confidence": 100` and the reply cost a repair call
    ("confidence must be at most 1, not 100"). A whole number in 2-100 is a percentage."""
    clean = validate_operations({"operations": [op(confidence=100), op(confidence=85.0),
                                                op(confidence=1), op(confidence=0.4)]})
    assert [c["confidence"] for c in clean] == [1.0, 0.85, 1.0, 0.4]
    for wrong in (101, 1.5, -5, True, "90"):
        with pytest.raises(InvalidModelOutput, match="confidence"):
            validate_operations({"operations": [op(confidence=wrong)]})


@pytest.mark.parametrize("evidence", [["²"], ["#³"], ["1" * 5000]])
def test_evidence_strings_int_cannot_read_are_the_schemas_refusal(evidence):
    """str.isdigit took "²" and int() refused it; int() refuses 4,300 digits: on the parent
    a model's reply holding either was a ValueError out of the review, not a bad reply."""
    with pytest.raises(InvalidModelOutput, match="evidence"):
        validate_operations({"operations": [op(evidence=evidence)]})


def test_the_validator_reads_the_ids_a_reply_spells_and_skips_the_rest():
    from reverie.review.validate import _evidence

    assert _evidence(["²", "#3", "1" * 5000, 4]) == (3, 4)
