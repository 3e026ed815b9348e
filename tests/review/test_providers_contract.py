"""One contract, every provider: the same interface guarantees hold for gemini (real
google-genai SDK against the fake Gemini server), openai (httpx against the fake
OpenAI-compatible server) and the offline heuristic. The fake servers answer with the
heuristic's own output, so all three must return the same operations for the same prompt.
Every provider is called the same way, with the prompt text and the same review as data
(``review=``): the models read the text, the heuristic the data."""

from __future__ import annotations

import pytest

from reverie.config.clock import SYSTEM_CLOCK
from reverie.review.providers import Generation, Provider, Usage, get_provider, registered
from reverie.review.schema import REVIEW_SCHEMA, validate_operations
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.helpers import LEAKY_KEY, provider_settings, review_input, review_prompt
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import heuristic_responder

MESSAGES = [
    (1, "user", "Hello! Please remember that the build runs on Python 3.11."),
    (2, "assistant", "Noted, I will keep that in mind."),
    (3, "user", "我更喜欢简短的回答。"),
]
PROMPT, REVIEW = review_prompt(MESSAGES), review_input(MESSAGES)
EXPECTED = [("memory", "The build runs on Python 3.11."), ("user", "用户更喜欢简短的回答。")]


@pytest.fixture(params=["gemini", "openai", "heuristic"])
def provider(request):
    name = request.param
    if name == "heuristic":
        with get_provider(provider_settings("heuristic"), {}) as p:
            yield p
        return
    server_class = FakeGeminiServer if name == "gemini" else FakeOpenAIServer
    with server_class(expected_key=LEAKY_KEY) as server:
        server.responder = heuristic_responder(server.request_text)
        settings = provider_settings(name, base_url=server.url, api_key=LEAKY_KEY)
        with get_provider(settings, {}, clock=SYSTEM_CLOCK) as p:
            yield p
        assert all(r.auth == "ok" for r in server.requests)  # the key arrived intact


def test_declares_its_identity(provider):
    cls = type(provider)
    assert registered()[cls.name] is cls
    assert isinstance(provider, Provider)
    assert isinstance(cls.default_model, str) and cls.default_model
    assert cls.needs_network is (cls.name != "heuristic")


def check_generation(gen, provider):
    assert isinstance(gen, Generation)
    assert gen.provider == type(provider).name
    assert gen.model == provider.model == type(provider).default_model
    assert isinstance(gen.text, str) and gen.text
    assert isinstance(gen.usage, Usage)
    for value in (gen.usage.input_tokens, gen.usage.output_tokens, gen.usage.cached_tokens):
        assert isinstance(value, int) and value >= 0
    assert gen.usage.input_tokens > 0
    assert gen.usage.latency_s >= 0.0


def test_generate_json_returns_an_object_matching_the_schema(provider):
    gen = provider.generate_json(PROMPT, schema=REVIEW_SCHEMA, system="You review memory.",
                                 review=REVIEW)
    check_generation(gen, provider)
    ops = validate_operations(gen.data)
    assert [(o["target"], o["content"]) for o in ops] == EXPECTED
    assert [o["evidence"] for o in ops] == [[1], [3]]


def test_generate_text_returns_text_without_data(provider):
    gen = provider.generate_text(PROMPT, system="Summarise.")
    check_generation(gen, provider)
    assert gen.data is None
    assert "Python 3.11" in gen.text


def test_repr_never_shows_settings(provider):
    assert LEAKY_KEY not in repr(provider)
    assert type(provider).__name__ in repr(provider)
