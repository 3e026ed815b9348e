"""The registry and the ``auto`` rule (spec section 4): which provider a configuration
gets, reading keys only from the environ it is given."""

from __future__ import annotations

import pytest

from reverie.config import load_settings
from reverie.config.errors import ConfigError
from reverie.review.providers import Provider, get_provider, register, registered, resolve_name
from reverie.review.providers.gemini import GeminiProvider
from reverie.review.providers.heuristic import HeuristicProvider
from reverie.review.providers.openai import OpenAIProvider
from tests.fakes.helpers import provider_settings


@pytest.mark.parametrize(("provider", "base_url", "api_key", "environ", "expected"), [
    ("auto", "", "", {}, "heuristic"),
    ("auto", "", "", {"GEMINI_API_KEY": "k"}, "gemini"),
    ("auto", "", "", {"GOOGLE_API_KEY": "k"}, "gemini"),
    ("auto", "http://127.0.0.1:11434", "", {"GEMINI_API_KEY": "k"}, "gemini"),
    ("auto", "http://127.0.0.1:11434", "", {}, "openai"),
    ("auto", "http://127.0.0.1:11434", "k", {}, "openai"),
    ("auto", "", "k", {}, "gemini"),
    ("auto", "  ", "", {"OPENAI_API_KEY": "k"}, "heuristic"),
    ("heuristic", "", "", {"GEMINI_API_KEY": "k"}, "heuristic"),
    ("openai", "", "", {"GEMINI_API_KEY": "k"}, "openai"),
    ("gemini", "", "k", {}, "gemini"),
])
def test_auto_rule(provider, base_url, api_key, environ, expected):
    settings = provider_settings(provider, base_url=base_url, api_key=api_key)
    assert resolve_name(settings, environ) == expected
    with get_provider(settings, environ) as instance:
        assert instance.name == expected
        assert isinstance(instance, {"gemini": GeminiProvider, "openai": OpenAIProvider,
                                     "heuristic": HeuristicProvider}[expected])


def test_default_settings_with_a_clean_environment_get_the_offline_provider(settings):
    provider = get_provider(settings.background_review, settings.environ)
    assert provider.name == "heuristic" and provider.needs_network is False


def test_the_environ_given_wins_over_the_process(home, monkeypatch):
    monkeypatch.setenv("GEMINI_API_KEY", "from-the-process")
    settings = load_settings(home, environ={"HOME": str(home)})
    assert get_provider(settings.background_review, settings.environ).name == "heuristic"


def test_configured_model_overrides_the_default():
    provider = get_provider(provider_settings("heuristic", model="custom-rules"), {})
    assert provider.model == "custom-rules"


def test_unknown_names_are_a_config_error():
    with pytest.raises(ConfigError, match="Unknown auxiliary provider 'bard'") as info:
        get_provider(provider_settings("bard"), {})
    assert "heuristic" in info.value.hint


def test_register_checks_the_declared_name():
    with pytest.raises(TypeError):
        @register("other")
        class Mismatch(HeuristicProvider):
            name = "mismatch"
    assert "other" not in registered()
    assert all(issubclass(cls, Provider) for cls in registered().values())
