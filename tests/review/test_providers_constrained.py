"""Constrained answers, output caps and sampling settings, through both model providers
against the fake servers: the schema travels in the request when the server takes it, a
server that refuses it gets plain JSON once and for good, every call carries an output cap,
and an answer cut at the cap is invalid."""

from __future__ import annotations

import dataclasses

import pytest

from reverie.config.errors import PermanentProviderError
from reverie.review.providers import InvalidModelOutput
from reverie.review.providers.caps import TEXT_OUTPUT_TOKENS, json_output_cap
from reverie.review.providers.gemini import GeminiProvider
from reverie.review.providers.openai import OpenAIProvider
from reverie.review.schema import REVIEW_SCHEMA, review_schema
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.helpers import LEAKY_KEY, provider_settings
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply

EMPTY = {"operations": []}


def openai(url, **settings):
    base = provider_settings("openai", base_url=url)
    return OpenAIProvider(dataclasses.replace(base, **settings), {})


def gemini(url, **settings):
    base = provider_settings("gemini", base_url=url, api_key=LEAKY_KEY)
    return GeminiProvider(dataclasses.replace(base, **settings), {})


def test_openai_json_request_carries_the_schema_and_a_cap_sized_from_it():
    schema = review_schema(3)
    with FakeOpenAIServer() as server, openai(server.url) as provider:
        provider.generate_json("p", schema=schema)
    body = server.requests[0].body
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["schema"] == schema
    assert body["max_tokens"] == json_output_cap(schema)
    assert json_output_cap(review_schema(1)) < json_output_cap(review_schema(12))
    # nothing sent that was not configured
    assert "temperature" not in body and "seed" not in body


def test_openai_text_request_has_the_text_cap_and_the_sampling_settings():
    with FakeOpenAIServer() as server, openai(server.url, temperature=0.0, seed=7) as provider:
        provider.generate_text("p")
    body = server.requests[0].body
    assert body["max_tokens"] == TEXT_OUTPUT_TOKENS
    assert body["temperature"] == 0.0 and body["seed"] == 7


def test_a_configured_cap_replaces_the_computed_one():
    with FakeOpenAIServer() as server, openai(server.url, max_output_tokens=300) as provider:
        provider.generate_json("p", schema=REVIEW_SCHEMA)
        provider.generate_text("p")
    assert [r.body["max_tokens"] for r in server.requests] == [300, 300]


def test_extra_body_can_override_the_response_format_but_not_the_model_or_messages():
    forced = {"type": "json_object"}
    extra = {"response_format": forced, "max_tokens": 99, "model": "not this one"}
    with FakeOpenAIServer() as server, openai(server.url, model="m", extra_body=extra) as provider:
        provider.generate_json("the prompt", schema=REVIEW_SCHEMA)
    body = server.requests[0].body
    assert body["response_format"] == forced and body["max_tokens"] == 99
    assert body["model"] == "m" and body["messages"][-1]["content"] == "the prompt"


def test_openai_refusal_falls_back_to_plain_json_once_and_remembers():
    with FakeOpenAIServer(refuse_schema=True) as server, openai(server.url) as provider:
        assert provider.generate_json("p", schema=REVIEW_SCHEMA).data == EMPTY
        assert provider.generate_json("p", schema=REVIEW_SCHEMA).data == EMPTY
    kinds = [r.body["response_format"]["type"] for r in server.requests]
    # one refused schema request, then plain JSON only: the refusal is not paid again
    assert kinds == ["json_schema", "json_object", "json_object"]
    assert provider.schema_supported is False


def test_another_provider_object_for_another_endpoint_still_sends_the_schema():
    with (FakeOpenAIServer(refuse_schema=True) as refusing, FakeOpenAIServer() as taking,
          openai(refusing.url) as one, openai(taking.url) as other):
        one.generate_json("p", schema=REVIEW_SCHEMA)
        other.generate_json("p", schema=REVIEW_SCHEMA)
    assert taking.requests[0].body["response_format"]["type"] == "json_schema"


def test_a_400_that_is_not_about_the_schema_is_not_remembered_as_a_refusal():
    with FakeOpenAIServer() as server, openai(server.url) as provider:
        server.script(Reply.error(400, "model not found"))
        with pytest.raises(PermanentProviderError, match="model not found"):
            provider.generate_json("p", schema=REVIEW_SCHEMA)
        assert provider.schema_supported is True
        provider.generate_json("p", schema=REVIEW_SCHEMA)
    # no plain-JSON second try for it, and the schema is still sent afterwards
    assert [r.body["response_format"]["type"] for r in server.requests] == ["json_schema"] * 2


def test_structured_output_off_sends_plain_json_mode():
    with FakeOpenAIServer() as server, openai(server.url, structured_output="off") as provider:
        provider.generate_json("p", schema=REVIEW_SCHEMA)
    assert server.requests[0].body["response_format"] == {"type": "json_object"}


@pytest.mark.parametrize("call", ["json", "text"])
def test_openai_answer_at_the_cap_is_invalid(call):
    with FakeOpenAIServer() as server, openai(server.url) as provider:
        server.script(Reply.cut('{"operations": []}', usage=(10, 20, 0)))
        with pytest.raises(InvalidModelOutput, match="output cap") as caught:
            if call == "json":   # even a parseable answer: it was cut, so it is incomplete
                provider.generate_json("p", schema=REVIEW_SCHEMA)
            else:
                provider.generate_text("p")
    assert caught.value.usage.output_tokens == 20   # paid for all the same
    assert caught.value.raw_text == '{"operations": []}'


def test_gemini_json_request_carries_the_schema_cap_and_sampling():
    with FakeGeminiServer() as server, gemini(server.url, temperature=0.0, seed=3) as provider:
        provider.generate_json("p", schema=REVIEW_SCHEMA)
        provider.generate_text("p")
    json_config = server.requests[0].body["generationConfig"]
    assert json_config["responseJsonSchema"] == REVIEW_SCHEMA
    assert json_config["maxOutputTokens"] == json_output_cap(REVIEW_SCHEMA)
    assert json_config["temperature"] == 0.0 and json_config["seed"] == 3
    assert server.requests[1].body["generationConfig"]["maxOutputTokens"] == TEXT_OUTPUT_TOKENS


def test_gemini_refusal_falls_back_to_plain_json_once_and_remembers():
    with FakeGeminiServer(refuse_schema=True) as server, gemini(server.url) as provider:
        assert provider.generate_json("p", schema=REVIEW_SCHEMA).data == EMPTY
        assert provider.generate_json("p", schema=REVIEW_SCHEMA).data == EMPTY
    sent = ["responseJsonSchema" in r.body["generationConfig"] for r in server.requests]
    assert sent == [True, False, False]
    plain = server.requests[1].body
    assert plain["generationConfig"]["responseMimeType"] == "application/json"
    assert "JSON Schema" in plain["systemInstruction"]["parts"][0]["text"]


def test_gemini_answer_at_max_tokens_is_invalid():
    with FakeGeminiServer() as server, gemini(server.url) as provider:
        server.script(Reply.cut('{"operations": []}'))
        with pytest.raises(InvalidModelOutput, match="output cap"):
            provider.generate_json("p", schema=REVIEW_SCHEMA)


# Qwen2.5-Coder-1.5B-Instruct's first constrained answer on a LoCoMo session, under the
# schema that required only the fields every action shares: a replace with neither its
# old_text nor its content (the grammar let it stop there), which failed validation.
QWEN_BARE_REPLACE = {"action": "replace", "target": "user", "reason": "The user asked not to remember.",
                     "evidence": [22], "confidence": 1}


def test_the_schema_sent_requires_each_actions_own_fields():
    import jsonschema

    from reverie.review.providers.jsoncheck import schema_problems

    with FakeOpenAIServer() as server, openai(server.url) as provider:
        provider.generate_json("p", schema=review_schema(3))
    sent = FakeOpenAIServer.request_schema(server.requests[0])
    whole = {"action": "replace", "target": "user", "old_text": "New York",
             "content": "User lives in San Francisco.", "reason": "moved", "evidence": [3],
             "confidence": 0.9}
    cases = [
        (QWEN_BARE_REPLACE, False),
        ({**QWEN_BARE_REPLACE, "content": "User lives in San Francisco."}, False),
        (whole, True),
        ({k: v for k, v in whole.items() if k != "content"} | {"action": "remove"}, True),
        ({k: v for k, v in whole.items() if k != "old_text"} | {"action": "remove"}, False),
        ({k: v for k, v in whole.items() if k != "old_text"} | {"action": "add"}, True),
        ({k: v for k, v in whole.items() if k != "content"} | {"action": "add"}, False),
    ]
    for operation, valid in cases:
        answer = {"operations": [operation]}
        # what a grammar-enforcing server would allow, and what Reverie's own check says
        assert jsonschema.Draft202012Validator(sent).is_valid(answer) is valid, operation
        assert (not schema_problems(answer, sent)) is valid, operation
    # the problem named for the repair is the replace's missing field, not "action must be add"
    assert schema_problems({"operations": [QWEN_BARE_REPLACE]}, sent) == [
        "operations[0].old_text is required", "operations[0].content is required"]


# Qwen2.5-Coder-1.5B on LoCoMo's dev half (conversation 1), constrained: every entry was one of
# the user's lines as written, in the first person, and validation dropped them all. An
# operation of that shape (invented words; LoCoMo's text stays out of the repository):
QWEN_FIRST_PERSON = {"action": "add", "target": "user",
                     "content": "I joined a choir last month and it felt wonderful.",
                     "reason": "The choir was fun and I found it helpful.",
                     "evidence": [1], "confidence": 0.9}


def test_the_schema_sent_makes_a_users_fact_open_with_its_subject():
    """Under a grammar a fact about the user can only open with "User"/"The user"/"用户",
    and stay one line of valid JSON; the agent's notes open as they like. Reverie's own
    check does not read the pattern: in plain JSON mode such an answer is not sent back
    for repair, validation drops what is not a third-person fact and keeps "Leo is …"."""
    import jsonschema

    from reverie.review.providers.jsoncheck import schema_problems

    with FakeOpenAIServer() as server, openai(server.url) as provider:
        provider.generate_json("p", schema=review_schema(3))
    sent = FakeOpenAIServer.request_schema(server.requests[0])
    third = {**QWEN_FIRST_PERSON, "content": "User joined a choir."}
    cases = [
        (QWEN_FIRST_PERSON, False),
        ({**QWEN_FIRST_PERSON, "content": "Leo is allergic to peanuts."}, False),
        (third, True),
        ({**third, "content": "The user goes swimming with the kids."}, True),
        ({**third, "content": "用户住在柏林。"}, True),
        ({**third, "content": "User moved.\nI said so."}, False),        # one line
        ({**third, "target": "memory", "content": "Database is Postgres 16."}, True),
        ({**third, "action": "replace", "old_text": "New York",
          "content": "I live in San Francisco."}, False),
        ({**third, "action": "replace", "old_text": "New York",
          "content": "User lives in San Francisco."}, True),
    ]
    for operation, valid in cases:
        answer = {"operations": [operation]}
        assert jsonschema.Draft202012Validator(sent).is_valid(answer) is valid, operation
        assert not schema_problems(answer, sent), operation
