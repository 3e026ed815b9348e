"""The Gemini provider through the real google-genai SDK against the fake Gemini server:
what is sent (model, version path, schema, system instruction, key), usage mapping, and the
translation of every failure into a transient or permanent provider error."""

from __future__ import annotations

import json
import re

import pytest

from reverie.config.errors import PermanentProviderError, TransientProviderError
from reverie.review.providers import InvalidModelOutput, RateLimited, get_provider
from reverie.review.providers.gemini import GeminiProvider, split_base_url
from reverie.review.schema import REVIEW_SCHEMA
from tests.conftest import free_port
from tests.fakes.helpers import LEAKY_KEY, provider_settings
from tests.fakes.scripted_server import Reply

OPS = {"operations": [{"action": "add", "target": "memory", "content": "CI runs on arm64.",
                       "reason": "stated", "evidence": [4], "confidence": 0.9}]}


#: the key the shared ``server`` fixture (tests/review/conftest.py) expects
SERVER_KEY = LEAKY_KEY


def gemini(server, *, suffix="", timeout=5.0, model=""):
    return GeminiProvider(provider_settings("gemini", base_url=server.url + suffix,
                                            api_key=LEAKY_KEY, timeout=timeout, model=model), {})


@pytest.mark.parametrize(("suffix", "version"), [
    ("", "v1beta"), ("/", "v1beta"), ("/v1", "v1"), ("/v1/", "v1"), ("/v1beta", "v1beta")])
def test_base_url_is_honoured_with_either_api_version(server, suffix, version):
    with gemini(server, suffix=suffix, model="gemini-test-flash") as provider:
        gen = provider.generate_text("hi")
    assert gen.text == "A short summary."
    assert [r.path for r in server.requests] == [
        f"/{version}/models/gemini-test-flash:generateContent"]


def test_split_base_url():
    assert split_base_url("") == (None, "v1beta")
    assert split_base_url("https://proxy.example/gemini/v1") == ("https://proxy.example/gemini", "v1")
    assert split_base_url("https://proxy.example/gemini") == ("https://proxy.example/gemini", "v1beta")


def test_json_request_carries_schema_system_and_key_which_is_not_recorded(server):
    server.script(Reply.json(OPS, usage=(1200, 40, 1000)))
    with gemini(server) as provider:
        gen = provider.generate_json("the prompt", schema=REVIEW_SCHEMA, system="the rules")
    assert gen.data == OPS
    assert (gen.usage.input_tokens, gen.usage.output_tokens, gen.usage.cached_tokens) == (1200, 40, 1000)
    assert gen.model == "gemini-2.5-flash" and gen.provider == "gemini"
    request = server.requests[0]
    assert request.auth == "ok"
    assert request.headers["x-goog-api-key"] == "***"
    assert LEAKY_KEY not in repr(request.as_dict())
    body = request.body
    assert body["contents"][0]["parts"][0]["text"] == "the prompt"
    assert body["systemInstruction"]["parts"][0]["text"] == "the rules"
    assert body["generationConfig"]["responseMimeType"] == "application/json"
    assert body["generationConfig"]["responseJsonSchema"] == REVIEW_SCHEMA


def test_text_request_asks_for_no_json(server):
    with gemini(server) as provider:
        provider.generate_text("p")
    assert "responseMimeType" not in (server.requests[0].body.get("generationConfig") or {})
    assert "systemInstruction" not in server.requests[0].body


def test_a_fenced_json_reply_is_accepted(server):
    server.script(Reply.ok('```json\n{"operations": []}\n```'))
    with gemini(server) as provider:
        assert provider.generate_json("p", schema=REVIEW_SCHEMA).data == {"operations": []}


@pytest.mark.parametrize(("reply", "problem"), [
    (Reply.ok("Sure! Here is what I would remember: tabs."), "not valid JSON"),
    (Reply.ok('["operations"]'), "not an object"),
    (Reply.json({"operations": [{"action": "add"}]}), "does not match the schema"),
    (Reply.ok(""), "returned no text"),
])
def test_invalid_model_output_carries_the_raw_text(server, reply, problem):
    server.script(reply)
    with gemini(server) as provider, pytest.raises(InvalidModelOutput, match=problem) as info:
        provider.generate_json("p", schema=REVIEW_SCHEMA)
    assert info.value.raw_text == (reply.text or "")
    assert isinstance(info.value, PermanentProviderError)


@pytest.mark.parametrize(("status", "kind", "words"), [
    (429, RateLimited, "rate-limiting"),
    (500, TransientProviderError, "failed temporarily (500)"),
    (503, TransientProviderError, "failed temporarily (503)"),
    (400, PermanentProviderError, "rejected the request (400)"),
    (401, PermanentProviderError, "refused the credentials (401)"),
    (403, PermanentProviderError, "refused the credentials (403)"),
    (404, PermanentProviderError, "no such model or endpoint (404)"),
])
def test_http_errors_are_translated_and_the_sdk_does_not_retry(server, status, kind, words):
    server.script(Reply.error(status, "server says no"))
    with gemini(server) as provider, pytest.raises(kind, match=re.escape(words)) as info:
        provider.generate_json("p", schema=REVIEW_SCHEMA)
    assert type(info.value).transient is (status in (429, 500, 503))
    assert "server says no" in info.value.message
    assert len(server.requests) == 1  # SDK attempts=1: retrying is our layer's job
    if status in (401, 403):
        assert "GEMINI_API_KEY" in info.value.hint


def test_a_wrong_key_is_a_permanent_error_naming_what_to_fix(server):
    provider = GeminiProvider(provider_settings("gemini", base_url=server.url, api_key="wrong"), {})
    with provider, pytest.raises(PermanentProviderError) as info:
        provider.generate_text("p")
    assert "api_key" in info.value.hint and server.requests[0].auth == "wrong"


def test_timeout_is_transient(server):
    server.script(Reply.slow(3.0))
    with gemini(server, timeout=0.3) as provider, pytest.raises(TransientProviderError,
                                                                match="within 0.3s"):
        provider.generate_text("p")


def test_connection_refused_is_transient():
    settings = provider_settings("gemini", base_url=f"http://127.0.0.1:{free_port()}",
                                 api_key=LEAKY_KEY, timeout=2)
    with GeminiProvider(settings, {}) as provider, pytest.raises(TransientProviderError,
                                                                 match="Cannot reach Gemini"):
        provider.generate_text("p")


def test_a_body_that_is_not_the_api_is_permanent_and_points_at_base_url(server):
    server.script(Reply.garbage("<html>hello from some other web server</html>"))
    with gemini(server) as provider, pytest.raises(PermanentProviderError) as info:
        provider.generate_text("p")
    assert "base_url" in info.value.hint


def test_a_502_html_page_is_transient(server):
    server.script(Reply(status=502, body="<html>502 Bad Gateway</html>"))
    with gemini(server) as provider, pytest.raises(TransientProviderError, match="502"):
        provider.generate_text("p")


def test_key_comes_from_the_given_environ_not_the_process(server, monkeypatch):
    monkeypatch.setenv("GEMINI_API_KEY", "process-key-must-not-be-used")
    settings = provider_settings("gemini", base_url=server.url)
    with GeminiProvider(settings, {"GOOGLE_API_KEY": LEAKY_KEY}) as provider:
        provider.generate_text("p")
    assert server.requests[0].auth == "ok"


def test_no_key_at_all_fails_at_once_with_what_to_fix():
    with pytest.raises(PermanentProviderError) as info:
        get_provider(provider_settings("gemini"), {})
    assert "GEMINI_API_KEY" in info.value.hint


def _sdk_request(server, prompt, schema, system):
    """The request the SDK sends for the same call built its own way: a string prompt and
    a plain ``GenerateContentConfig`` (what the provider passed before issue 27's cut)."""
    from google import genai
    from google.genai import types
    client = genai.Client(api_key=LEAKY_KEY, vertexai=False, http_options=types.HttpOptions(
        base_url=server.url, api_version="v1beta", timeout=5000,
        retry_options=types.HttpRetryOptions(attempts=1)))
    config = types.GenerateContentConfig(
        automatic_function_calling=types.AutomaticFunctionCallingConfig(disable=True),
        max_output_tokens=gemini(server)._config(schema).max_output_tokens,
        system_instruction=system, response_mime_type="application/json",
        response_json_schema=dict(schema))
    try:
        client.models.generate_content(model="gemini-2.5-flash", contents=prompt, config=config)
    finally:
        client.close()
    return server.requests[-1]


def test_the_request_is_the_sdks_own_for_a_prompt_and_config_built_its_way(server):
    """The provider hands the SDK its prompt and config as models that answer ``in`` at
    once; what goes on the wire is what the SDK sends for a string and a plain config."""
    server.script(Reply.json(OPS), Reply.json(OPS))
    prompt, system = "the prompt\nwith two lines é", "the rules"
    with gemini(server) as provider:
        provider.generate_json(prompt, schema=REVIEW_SCHEMA, system=system)
    ours = server.requests[-1]
    theirs = _sdk_request(server, prompt, REVIEW_SCHEMA, system)
    assert ours.path == theirs.path
    assert json.dumps(ours.body) == json.dumps(theirs.body)  # same keys, same order


def test_the_sdk_walks_no_request_model_field_by_field(server, monkeypatch):
    """The SDK asks ``key in obj`` of every field it knows when it converts a request; on a
    pydantic model that iterated every (name, value) pair (95 iterations a review call, most
    of the ~1 ms the conversion cost). The provider's request models answer at once."""
    import pydantic
    from google.genai import types

    walked: list[str] = []
    real_iter = pydantic.BaseModel.__iter__

    def counting_iter(self):
        if isinstance(self, types.GenerateContentConfig | types.Content | types.Part
                      | types.AutomaticFunctionCallingConfig):
            walked.append(type(self).__name__)
        return real_iter(self)

    server.script(Reply.json(OPS), Reply.ok("A summary."))
    with gemini(server) as provider:
        monkeypatch.setattr(pydantic.BaseModel, "__iter__", counting_iter)
        gen = provider.generate_json("the prompt", schema=REVIEW_SCHEMA, system="the rules")
        text = provider.generate_text("p", system="s")
    assert gen.data == OPS and text.text == "A summary."
    assert walked == []


def test_the_instruction_and_the_call_settings_are_built_once_not_per_call(server, monkeypatch):
    """Every review call carries one of a few system instructions: its content (and the
    config's constant parts) are built once, the prompt's per call."""
    from reverie.review.providers import gemini as gemini_mod

    built: list[str] = []
    real_init = gemini_mod._Content.__init__

    def counting_init(self, **data):
        built.append(data["parts"][0].text)
        real_init(self, **data)

    monkeypatch.setattr(gemini_mod._Content, "__init__", counting_init)
    server.script(Reply.json(OPS), Reply.json(OPS), Reply.json(OPS))
    system = "the rules of test_the_instruction_is_built_once"
    with gemini(server) as provider:
        for prompt in ("one", "two", "three"):
            provider.generate_json(prompt, schema=REVIEW_SCHEMA, system=system)
    assert built == [system, "one", "two", "three"]
    bodies = [r.body for r in server.requests]
    assert [b["systemInstruction"]["parts"][0]["text"] for b in bodies] == [system] * 3
