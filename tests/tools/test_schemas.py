"""The tool declarations are valid JSON Schema and survive the google-genai types."""

from __future__ import annotations

import jsonschema
import pytest
from google.genai import types

from reverie.config import UsageError
from reverie.review.tools.schemas import (
    MEMORY_SCHEMA,
    SESSION_SEARCH_SCHEMA,
    declarations,
    export,
    memory_schema,
    to_gemini_schema,
)
from tests.conftest import make_settings

SCHEMAS = [MEMORY_SCHEMA, SESSION_SEARCH_SCHEMA]


@pytest.mark.parametrize("decl", SCHEMAS, ids=lambda d: d["name"])
def test_parameters_are_valid_json_schema(decl):
    jsonschema.Draft202012Validator.check_schema(decl["parameters"])
    assert decl["parameters"]["type"] == "object"
    assert set(decl["parameters"]["required"]) <= set(decl["parameters"]["properties"])


GOOD_MEMORY_CALLS = [
    {"action": "add", "target": "memory", "content": "Project uses Poetry"},
    {"action": "replace", "target": "user", "old_text": "tabs", "content": "User prefers spaces"},
    {"action": "remove", "target": "memory", "old_text": "Poetry"},
    {"target": "memory", "operations": [
        {"action": "remove", "old_text": "old"}, {"action": "add", "content": "new"}]},
]
BAD_MEMORY_CALLS = [
    {"action": "forget", "target": "memory"},
    {"action": "add", "target": "notes", "content": "x"},
    {"action": "batch", "target": "memory", "operations": []},
    {"action": "add", "target": "memory", "content": 5},
    {"action": "add", "target": "memory", "content": "x", "extra": 1},
    {"action": "batch", "target": "memory", "operations": []},
    {"action": "batch", "target": "memory", "operations": [{"action": "batch"}]},
]


@pytest.mark.parametrize("call", GOOD_MEMORY_CALLS)
def test_memory_schema_accepts_well_formed_calls(call):
    jsonschema.validate(call, MEMORY_SCHEMA["parameters"])


@pytest.mark.parametrize("call", BAD_MEMORY_CALLS)
def test_memory_schema_rejects_malformed_calls(call):
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(call, MEMORY_SCHEMA["parameters"])


def test_session_search_schema_bounds_limit():
    params = SESSION_SEARCH_SCHEMA["parameters"]
    for good in ({}, {"query": "docker", "limit": 10, "sort": "newest",
                      "role_filter": "user,assistant,tool"},
                 {"session_id": "s1", "around_message_id": 12, "window": 10},
                 {"session_id": "s1", "profile": "work"}, {"query": "x", "limit": 50}):
        jsonschema.validate(good, params)       # limit/window are clamped, as Hermes does
    for bad in ({"query": "x", "role": "user"}, {"sort": "random"}, {"limit": "3"},
                {"around_message_id": "12"}):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(bad, params)


def test_descriptions_carry_the_guidance():
    text = MEMORY_SCHEMA["description"]
    assert "declarative fact" in text
    assert "without waiting to be asked" in text
    assert "session_search" in text          # where transient things go instead
    assert "operations" in text and "all or none" in text
    search = SESSION_SEARCH_SCHEMA["description"]
    assert all(shape in search for shape in ("Discovery", "Scroll", "Read", "Browse"))


@pytest.mark.parametrize("decl", SCHEMAS, ids=lambda d: d["name"])
def test_gemini_form_round_trips_through_genai_types(decl):
    gemini = {"name": decl["name"], "description": decl["description"],
              "parameters": to_gemini_schema(decl["parameters"])}
    fd = types.FunctionDeclaration.model_validate(gemini)
    assert fd.parameters.type == types.Type.OBJECT
    assert fd.model_dump(mode="json", exclude_none=True) == gemini
    # and back again: the dump validates to an equal object
    assert types.FunctionDeclaration.model_validate(fd.model_dump(exclude_none=True)) == fd


def test_gemini_export_is_a_genai_tool():
    exported = export("gemini")
    tool = types.Tool.model_validate(exported)
    names = [fd.name for fd in tool.function_declarations]
    assert names == ["memory", "session_search"]
    memory = tool.function_declarations[0].parameters
    assert memory.properties["action"].enum == ["add", "replace", "patch", "remove"]
    assert memory.properties["operations"].items.properties["action"].type == types.Type.STRING
    assert tool.model_dump(mode="json", exclude_none=True) == exported


@pytest.mark.parametrize("decl", SCHEMAS, ids=lambda d: d["name"])
def test_json_schema_form_round_trips_through_genai_types(decl):
    # Newer Gemini models take plain JSON Schema too (parameters_json_schema).
    fd = types.FunctionDeclaration.model_validate(
        {"name": decl["name"], "description": decl["description"],
         "parameters_json_schema": decl["parameters"]})
    dumped = fd.model_dump(mode="json", exclude_none=True)
    assert dumped["parameters_json_schema"] == decl["parameters"]
    # the converted Gemini Schema describes the same fields
    ours = types.Schema.model_validate(to_gemini_schema(decl["parameters"]))
    assert set(ours.properties) == set(decl["parameters"]["properties"])
    assert ours.required == decl["parameters"]["required"]


def test_openai_export_wraps_functions():
    exported = export("openai")
    assert [t["type"] for t in exported] == ["function", "function"]
    assert [t["function"]["name"] for t in exported] == ["memory", "session_search"]
    for t in exported:
        jsonschema.Draft202012Validator.check_schema(t["function"]["parameters"])


def test_unknown_format_is_a_usage_error():
    with pytest.raises(UsageError, match="openai, gemini"):
        export("anthropic")


def test_unknown_keyword_is_not_silently_dropped():
    with pytest.raises(ValueError, match="oneOf"):
        to_gemini_schema({"type": "object", "oneOf": []})


def test_disabled_targets_are_not_offered(home, clean_env):
    only_user = make_settings(home, clean_env, memory={"memory_enabled": False})
    schema = memory_schema(only_user)
    assert schema["parameters"]["properties"]["target"]["enum"] == ["user"]
    none = make_settings(home, clean_env, memory={"memory_enabled": False,
                                                  "user_profile_enabled": False})
    assert [d["name"] for d in declarations(none)] == ["session_search"]
    assert MEMORY_SCHEMA["parameters"]["properties"]["target"]["enum"] == ["memory", "user"]
