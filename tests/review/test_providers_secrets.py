"""API keys never leak: a distinctive key, every kind of failure (including a server that
echoes the key back in its error), and the key must be absent from the exception's text,
repr, hint, full traceback (chained exceptions included) and every log record."""

from __future__ import annotations

import logging
import traceback

import pytest

from reverie.config.errors import ProviderError
from reverie.review.providers import RetryingProvider, RetryPolicy, get_provider
from reverie.review.schema import REVIEW_SCHEMA
from tests.conftest import free_port
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.helpers import LEAKY_KEY, provider_settings
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply

SCENARIOS = {
    "429": Reply.error(429, f"quota exceeded for key {LEAKY_KEY}"),
    "503": Reply.error(503, f"backend down (key={LEAKY_KEY})"),
    "400": Reply.error(400, f"bad request from {LEAKY_KEY}"),
    "401": Reply.error(401, f"API key {LEAKY_KEY} not valid"),
    "403": Reply.error(403, f"key {LEAKY_KEY} lacks permission"),
    "404": Reply.error(404, f"no model for {LEAKY_KEY}"),
    "timeout": Reply.slow(2.0),
    "garbage": Reply.garbage(f"<html>proxy error, your key {LEAKY_KEY}</html>"),
    "html-502": Reply(status=502, body=f"<html>502 for {LEAKY_KEY}</html>"),
    "invalid-json": Reply.ok("not json at all"),
    "schema": Reply.json({"operations": [{"action": "nope"}]}),
}


def assert_no_key(exc: BaseException, caplog: pytest.LogCaptureFixture) -> None:
    texts = [str(exc), repr(exc), getattr(exc, "hint", "") or "",
             "".join(traceback.format_exception(exc)), caplog.text]
    texts += [repr(record.args) + record.getMessage() for record in caplog.records]
    for text in texts:
        assert LEAKY_KEY not in text


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
@pytest.mark.parametrize("name", ["gemini", "openai"])
def test_key_never_appears_in_errors_or_logs(name, scenario, caplog):
    caplog.set_level(logging.DEBUG)
    server_class = FakeGeminiServer if name == "gemini" else FakeOpenAIServer
    with server_class(expected_key=LEAKY_KEY) as server:
        server.script(SCENARIOS[scenario], SCENARIOS[scenario])  # transient ones fail twice
        settings = provider_settings(name, base_url=server.url, api_key=LEAKY_KEY, timeout=0.3)
        provider = get_provider(settings, {})
        # through the retry layer too: its log lines quote the error
        wrapped = RetryingProvider(provider, RetryPolicy(attempts=2), sleep=lambda s: None)
        with provider, pytest.raises(ProviderError) as info:
            wrapped.generate_json("p", schema=REVIEW_SCHEMA)
        assert server.requests[0].auth == "ok"  # the key was really sent
    assert_no_key(info.value, caplog)
    assert LEAKY_KEY not in repr(provider) and LEAKY_KEY not in repr(wrapped)


@pytest.mark.parametrize("name", ["gemini", "openai"])
def test_key_never_appears_when_the_server_is_unreachable(name, caplog):
    caplog.set_level(logging.DEBUG)
    settings = provider_settings(name, base_url=f"http://127.0.0.1:{free_port()}",
                                 api_key=LEAKY_KEY, timeout=1)
    with get_provider(settings, {}) as provider, pytest.raises(ProviderError) as info:
        provider.generate_text("p")
    assert_no_key(info.value, caplog)


def test_key_from_the_environment_does_not_leak_either(caplog):
    caplog.set_level(logging.DEBUG)
    with FakeGeminiServer() as server:
        server.script(Reply.error(401, f"bad key {LEAKY_KEY}"))
        settings = provider_settings("auto", base_url=server.url)
        with get_provider(settings, {"GEMINI_API_KEY": LEAKY_KEY}) as provider, \
                pytest.raises(ProviderError) as info:
            provider.generate_text("p")
    assert provider.name == "gemini"
    assert_no_key(info.value, caplog)
