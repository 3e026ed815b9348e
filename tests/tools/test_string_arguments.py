"""Issue 19, item 12: the README's ``tools.call(call.name, call.arguments)`` — OpenAI's chat
completions send a tool call's ``arguments`` as JSON text, not an object."""

from __future__ import annotations

import json

from reverie.review.tools import AgentTools
from reverie.search_index import SessionStore


def openai_tool_call(name: str, arguments: dict) -> dict:
    """A tool call as an OpenAI chat-completions reply carries it."""
    return {"id": "call_1", "type": "function",
            "function": {"name": name, "arguments": json.dumps(arguments)}}


def test_json_text_arguments_are_the_object_they_hold(settings):
    call = openai_tool_call("memory", {"action": "add", "target": "user",
                                       "content": "User prefers metric units."})
    with AgentTools(settings) as tools:
        result = tools.call(call["function"]["name"], call["function"]["arguments"])
        assert result["success"] is True, result
        assert tools.store.entries("user") == ["User prefers metric units."]
        as_bytes = tools.call("memory", b'{"action": "add", "content": "Project uses uv."}')
        assert as_bytes["success"] is True and tools.store.entries("memory") == ["Project uses uv."]


def test_session_search_takes_json_text_too(settings):
    with SessionStore.open(settings) as store:
        store.append_message("old", "user", "how do I restart the docker daemon", source="cli")
    with AgentTools(settings) as tools:
        result = tools.call("session_search", json.dumps({"query": "docker", "limit": 1}))
    assert result["success"] is True and result["mode"] == "discover" and result["count"] == 1


def test_text_that_is_not_an_object_is_refused_as_bad_arguments(settings):
    with AgentTools(settings) as tools:
        for text in ('["add"]', "{not json", '"add"', ""):
            result = tools.call("memory", text)
            assert result["success"] is False and "error" in result, (text, result)
        search = tools.call("session_search", "[1, 2]")
    assert search["success"] is False and "object of arguments" in search["error"]
