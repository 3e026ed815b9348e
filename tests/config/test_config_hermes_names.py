"""Hermes 0.19's provider names, extra_body / reasoning_effort and write_approval spellings
in Reverie's settings (spec §13), and what reaches an OpenAI-compatible server."""

from __future__ import annotations

import pytest

from reverie.config import ConfigError
from reverie.config.services import OPENAI_COMPATIBLE
from reverie.review.providers import get_provider
from tests.conftest import make_settings
from tests.fakes.openai_server import FakeOpenAIServer


def review_settings(home, env, **review):
    return make_settings(home, env, auxiliary={"background_review": review}).background_review


@pytest.mark.parametrize("name", sorted(OPENAI_COMPATIBLE))
def test_every_openai_compatible_service_gets_its_base_url(home, clean_env, name):
    got = review_settings(home, clean_env, provider=name)
    assert got.provider == "openai" and got.service == name
    assert got.base_url == OPENAI_COMPATIBLE[name][0]
    assert got.key_env == OPENAI_COMPATIBLE[name][1]


@pytest.mark.parametrize(("name", "provider", "service"), [
    ("OpenRouter", "openai", "openrouter"), ("google", "gemini", ""), ("grok", "openai", "xai"),
    ("main", "auto", ""), ("auto", "auto", ""), ("heuristic", "heuristic", ""),
])
def test_aliases_and_reverie_names(home, clean_env, name, provider, service):
    got = review_settings(home, clean_env, provider=name)
    assert (got.provider, got.service) == (provider, service)


def test_a_base_url_makes_any_name_openai_compatible(home, clean_env):
    got = review_settings(home, clean_env, provider="custom:local-vllm",
                          base_url="http://127.0.0.1:8000/v1")
    assert got.provider == "openai" and got.base_url == "http://127.0.0.1:8000/v1"
    assert review_settings(home, clean_env, provider="anthropic",
                           base_url="http://127.0.0.1:9/v1").provider == "openai"


@pytest.mark.parametrize(("name", "expected"), [
    ("anthropic", "'anthropic' is not an OpenAI-compatible service"),
    ("bedrock", "'bedrock' is not an OpenAI-compatible service"),
    ("frobnicator", "'frobnicator' is not a provider Reverie knows"),
    ("custom", "'custom' is a custom endpoint but no base_url is set"),
    ("ollama", "'ollama' is a custom endpoint but no base_url is set"),
])
def test_other_names_are_one_line_errors_naming_what_is_supported(home, clean_env, name, expected):
    with pytest.raises(ConfigError) as err:
        review_settings(home, clean_env, provider=name)
    text = str(err.value)
    assert expected in text and "\n" not in text
    if name not in ("custom", "ollama"):
        assert "openrouter" in text and "gemini" in text


def test_service_key_extra_body_and_reasoning_effort_reach_the_server(home, clean_env):
    env = {**clean_env, "OPENROUTER_API_KEY": "or-key-1", "OPENAI_API_KEY": "openai-key-2"}
    with FakeOpenAIServer(expected_key="or-key-1") as server:
        settings = review_settings(
            home, env, provider="openrouter", base_url=server.url, model="m",
            reasoning_effort="low",
            extra_body={"provider": {"order": ["anthropic"]}, "model": "not this one"})
        with get_provider(settings, env) as provider:
            provider.generate_text("hello")
        [request] = server.requests
    assert request.auth == "ok"                       # OpenRouter's key, never OPENAI_API_KEY
    assert request.body["provider"] == {"order": ["anthropic"]}
    assert request.body["reasoning_effort"] == "low"
    assert request.body["model"] == "m"                             # Reverie's fields win


def test_without_the_services_key_none_is_sent(home, clean_env):
    env = {**clean_env, "OPENAI_API_KEY": "openai-key-2"}
    with FakeOpenAIServer() as server:
        settings = review_settings(home, env, provider="nous", base_url=server.url)
        with get_provider(settings, env) as provider:
            provider.generate_text("hello")
        assert "authorization" not in server.requests[0].headers


@pytest.mark.parametrize(("key", "value", "expected"), [
    ("extra_body", [1, 2], "must be a mapping of request fields"),
    ("reasoning_effort", "extreme", "reasoning_effort must be one of"),
])
def test_bad_pass_through_values_name_the_key(home, clean_env, key, value, expected):
    with pytest.raises(ConfigError, match=expected):
        review_settings(home, clean_env, **{key: value})


@pytest.mark.parametrize(("value", "on"), [
    (True, True), ("approve", True), ("Enabled", True), ("1", True), (1, True), ("on", True),
    (False, False), ("off", False), ("0", False), ("disabled", False), (None, False),
])
def test_write_approval_spellings(home, clean_env, value, on):
    assert make_settings(home, clean_env, memory={"write_approval": value}).memory.write_approval is on


def test_a_wrong_write_approval_spelling_lists_the_accepted_ones(home, clean_env):
    with pytest.raises(ConfigError) as err:
        make_settings(home, clean_env, memory={"write_approval": "maybe"})
    assert "memory.write_approval" in str(err.value) and "approve" in str(err.value)
