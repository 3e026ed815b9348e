"""The review output schema and its validator: valid replies are normalised, every kind of
invalid reply is refused with a message naming the field, and the small schema checker
agrees with the reference jsonschema implementation."""

from __future__ import annotations

import jsonschema
import pytest

from reverie.config.errors import PermanentProviderError
from reverie.review.providers import InvalidModelOutput
from reverie.review.providers.jsoncheck import schema_problems
from reverie.review.schema import REVIEW_SCHEMA, validate_operations


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
    data = {"operations": [op(action="x", target="y", confidence=7, evidence="z")]}
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


def test_evidence_ids_given_as_digit_strings_are_coerced():
    from reverie.review.schema import validate_operations

    (clean,) = validate_operations({"operations": [op(evidence=["3", "#7", 3])]})
    assert clean["evidence"] == [3, 7]
