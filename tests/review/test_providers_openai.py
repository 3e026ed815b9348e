"""The OpenAI-compatible provider through httpx against the fake server: URL forms, the
optional key, the JSON request shape, usage mapping, and error translation."""

from __future__ import annotations

import dataclasses
import json
import math
import re

import pytest

from reverie.config.errors import PermanentProviderError, TransientProviderError
from reverie.review.providers import InvalidModelOutput, RateLimited
from reverie.review.providers.openai import OpenAIProvider, chat_completions_url
from reverie.review.schema import REVIEW_SCHEMA
from tests.conftest import free_port
from tests.fakes.helpers import LEAKY_KEY, provider_settings
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply

#: the shared ``server`` fixture (tests/review/conftest.py) is the OpenAI-compatible one
SERVER = "openai"


def openai(base_url, *, api_key="", timeout=5.0, model="", environ=None):
    settings = provider_settings("openai", base_url=base_url, api_key=api_key,
                                 timeout=timeout, model=model)
    return OpenAIProvider(settings, environ or {})


@pytest.mark.parametrize("suffix", ["", "/", "/v1", "/v1/"])
def test_base_url_with_or_without_v1(server, suffix):
    with openai(server.url + suffix) as provider:
        provider.generate_text("hi")
    assert [r.path for r in server.requests] == ["/v1/chat/completions"]


def test_default_url_is_openai():
    assert chat_completions_url("") == "https://api.openai.com/v1/chat/completions"


def test_no_key_sends_no_authorization(server):
    with openai(server.url) as provider:
        provider.generate_text("hi")
    assert "authorization" not in server.requests[0].headers


@pytest.mark.parametrize("where", ["settings", "environ"])
def test_key_is_sent_as_bearer_and_not_recorded(where):
    with FakeOpenAIServer(expected_key=LEAKY_KEY) as server:
        kwargs = ({"api_key": LEAKY_KEY} if where == "settings"
                  else {"environ": {"OPENAI_API_KEY": LEAKY_KEY}})
        with openai(server.url, **kwargs) as provider:
            provider.generate_text("hi")
    assert server.requests[0].auth == "ok"
    assert server.requests[0].headers["authorization"] == "***"


def test_json_request_shape_and_usage(server):
    ops = {"operations": [{"action": "remove", "target": "memory", "old_text": "old fact",
                           "reason": "outdated", "evidence": [9], "confidence": 0.6}]}
    server.script(Reply.json(ops, usage=(500, 30, 400)))
    with openai(server.url, model="qwen2.5:7b") as provider:
        gen = provider.generate_json("the prompt", schema=REVIEW_SCHEMA, system="the rules")
    assert gen.data == ops and gen.model == "qwen2.5:7b" and gen.provider == "openai"
    assert (gen.usage.input_tokens, gen.usage.output_tokens, gen.usage.cached_tokens) == (500, 30, 400)
    body = server.requests[0].body
    assert body["model"] == "qwen2.5:7b"
    assert body["response_format"] == {"type": "json_schema",
                                       "json_schema": {"name": "answer", "schema": REVIEW_SCHEMA}}
    system, user = body["messages"]
    assert user == {"role": "user", "content": "the prompt"}
    assert system["role"] == "system" and system["content"].startswith("the rules")
    schema_text = system["content"].split("JSON Schema:\n", 1)[1]
    assert json.loads(schema_text) == REVIEW_SCHEMA


def test_text_request_has_no_response_format_or_system_when_none(server):
    with openai(server.url) as provider:
        provider.generate_text("p")
    body = server.requests[0].body
    assert "response_format" not in body
    assert body["messages"] == [{"role": "user", "content": "p"}]


def test_usage_missing_counts_as_zero_tokens(server):
    server.script(Reply.ok("text", usage=(0, 0, 0)))
    with openai(server.url) as provider:
        usage = provider.generate_text("p").usage
    assert (usage.input_tokens, usage.output_tokens, usage.cached_tokens) == (0, 0, 0)


def test_token_alternatives_are_passed_on_when_asked_for_and_sent(server):
    schema = {"type": "object", "properties": {"tabs": {"type": "boolean"}}, "required": ["tabs"]}
    server.script(Reply.json({"tabs": True}, chances={"tabs": 0.75}), Reply.json({"tabs": True}))
    asked = dataclasses.replace(provider_settings("openai", base_url=server.url),
                                extra_body={"logprobs": True})
    with OpenAIProvider(asked, {}) as provider:
        told = provider.generate_json("p", schema=schema)
    with openai(server.url) as provider:
        untold = provider.generate_json("p", schema=schema)
    assert "".join(t.token for t in told.alternatives) == told.text == '{"tabs": true}'
    value = told.alternatives[3]
    assert [t for t, _ in value.top] == [" true", " false"]
    assert [round(math.exp(lp), 3) for _, lp in value.top] == [0.75, 0.25]
    assert untold.alternatives == () and "logprobs" not in server.requests[1].body


@pytest.mark.parametrize("logprobs", [None, "yes", {"content": "x"}, {"content": [{"tok": "a"}]},
                                      {"content": [{"token": 3}]}])
def test_token_alternatives_of_an_unknown_shape_are_left_out(server, logprobs):
    body = {"choices": [{"message": {"content": "hi"}, "finish_reason": "stop",
                         "logprobs": logprobs}]}
    server.script(Reply(body=json.dumps(body)))
    with openai(server.url) as provider:
        generation = provider.generate_text("p")
    assert generation.text == "hi" and generation.alternatives == ()


@pytest.mark.parametrize(("reply", "problem"), [
    (Reply.ok("I think the user likes tabs."), "not valid JSON"),
    (Reply.json({"ops": []}), "operations is required"),
    (Reply.ok(""), "returned no text"),
])
def test_invalid_model_output(server, reply, problem):
    server.script(reply)
    with openai(server.url) as provider, pytest.raises(InvalidModelOutput, match=problem) as info:
        provider.generate_json("p", schema=REVIEW_SCHEMA)
    assert info.value.raw_text == (reply.text or "")


@pytest.mark.parametrize(("status", "kind", "words"), [
    (429, RateLimited, "rate-limiting requests (429)"),
    (502, TransientProviderError, "failed temporarily (502)"),
    (503, TransientProviderError, "failed temporarily (503)"),
    (400, PermanentProviderError, "rejected the request (400)"),
    (401, PermanentProviderError, "refused the credentials (401)"),
    (403, PermanentProviderError, "refused the credentials (403)"),
    (404, PermanentProviderError, "no such model or endpoint (404)"),
])
def test_http_errors_are_translated(server, status, kind, words):
    server.script(Reply.error(status, "server says no"))
    with openai(server.url) as provider, pytest.raises(kind, match=re.escape(words)) as info:
        provider.generate_text("p")
    assert type(info.value).transient is (status in (429, 502, 503))
    assert "server says no" in info.value.message
    assert len(server.requests) == 1
    if status == 401:
        assert "OPENAI_API_KEY" in info.value.hint


def test_retry_after_is_read_from_a_429(server):
    server.script(Reply.error(429, headers={"Retry-After": "7"}))
    with openai(server.url) as provider, pytest.raises(RateLimited) as info:
        provider.generate_text("p")
    assert info.value.retry_after == 7.0


def test_timeout_is_transient(server):
    server.script(Reply.slow(3.0))
    with openai(server.url, timeout=0.3) as provider, pytest.raises(TransientProviderError,
                                                                    match="within 0.3s"):
        provider.generate_text("p")


def test_connection_refused_is_transient():
    with openai(f"http://127.0.0.1:{free_port()}") as provider, \
            pytest.raises(TransientProviderError, match="Cannot reach") as info:
        provider.generate_text("p")
    assert "base_url" in info.value.hint


@pytest.mark.parametrize("body", ["<html>not an api</html>", '{"choices": []}', '{"x": 1}'])
def test_a_body_that_is_not_the_api_is_permanent(server, body):
    server.script(Reply.garbage(body))
    with openai(server.url) as provider, pytest.raises(PermanentProviderError) as info:
        provider.generate_text("p")
    assert "base_url" in info.value.hint


# --- issue 14 item 7: a key in base_url's query string -------------------------------------

@pytest.mark.parametrize(("base", "built"), [
    ("https://gw.example/v1?key=K", "https://gw.example/v1/chat/completions?key=K"),
    ("https://gw.example?key=K", "https://gw.example/v1/chat/completions?key=K"),
    ("https://gw.example/openai/?api-version=2&key=K",
     "https://gw.example/openai/v1/chat/completions?api-version=2&key=K"),
])
def test_a_query_in_base_url_stays_at_the_end_of_the_built_url(base, built):
    assert chat_completions_url(base) == built


def test_a_key_in_the_base_url_query_reaches_the_server_but_no_message(server, caplog):
    import logging

    from reverie.review.providers import RetryingProvider, RetryPolicy

    caplog.set_level(logging.DEBUG)
    server.script(Reply.ok("fine"), Reply.error(503, "down"), Reply.error(503, "down"))
    with openai(f"{server.url}/v1?key={LEAKY_KEY}") as provider:
        assert provider.generate_text("hi").text == "fine"
        wrapped = RetryingProvider(provider, RetryPolicy(attempts=2), sleep=lambda s: None)
        with pytest.raises(TransientProviderError) as info:
            wrapped.generate_text("again")
    assert [r.path for r in server.requests][0] == "/v1/chat/completions"
    # The text the retry warning prints and the ledger/journal stores (str of the error).
    for text in (str(info.value), repr(info.value), caplog.text):
        assert LEAKY_KEY not in text


def test_unreachable_gateway_with_a_query_key_is_redacted():
    url = f"http://127.0.0.1:{free_port()}/v1?key={LEAKY_KEY}"
    with openai(url, timeout=1) as provider, pytest.raises(TransientProviderError) as info:
        provider.generate_text("hi")
    assert "?key=***" in str(info.value) and LEAKY_KEY not in str(info.value)


# --- every error line reads as a sentence: the server's name is lower case mid-sentence --------

def _reads_right(message: str) -> bool:
    """A sentence that starts with a capital and names the server in lower case after its
    first word ("Cannot reach the OpenAI-compatible server", not "… reach The …")."""
    return message[:1].isupper() and "The OpenAI-compatible" not in message[1:]


@pytest.mark.parametrize("reply", [
    Reply.error(429), Reply.error(503), Reply.error(400), Reply.error(401), Reply.error(404),
    Reply.garbage("<html>not an api</html>"), Reply.ok(""), Reply.cut(), Reply.slow(3.0)])
def test_every_error_line_reads_as_a_sentence(server, reply):
    server.script(reply)
    with openai(server.url, timeout=0.3) as provider, pytest.raises(Exception) as info:
        provider.generate_text("p")
    assert _reads_right(info.value.message), info.value.message


def test_an_unreachable_server_reads_as_a_sentence():
    with openai(f"http://127.0.0.1:{free_port()}") as provider, \
            pytest.raises(TransientProviderError) as info:
        provider.generate_text("p")
    assert info.value.message.startswith("Cannot reach the OpenAI-compatible server at "), \
        info.value.message
