"""Shared fixtures of the review tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import Any

import pytest

from reverie.config.settings import Settings
from tests.conftest import make_settings
from tests.fakes.gemini_server import FakeGeminiServer
from tests.fakes.openai_server import FakeOpenAIServer
from tests.review.engine_support import KEY


@pytest.fixture
def server(request: pytest.FixtureRequest) -> Iterator[Any]:
    """The fake model server a test's provider talks to: Gemini, expecting the module's
    ``SERVER_KEY`` (default ``engine_support.KEY``); a module that sets
    ``SERVER = "openai"`` gets the OpenAI-compatible server instead."""
    if getattr(request.module, "SERVER", "gemini") == "openai":
        with FakeOpenAIServer() as srv:
            yield srv
    else:
        with FakeGeminiServer(expected_key=getattr(request.module, "SERVER_KEY", KEY)) as srv:
            yield srv


@pytest.fixture
def model_home(home, clean_env) -> Iterator[Callable[..., tuple[FakeOpenAIServer, Settings]]]:
    """A home whose review and session search call a fake OpenAI-compatible model on
    127.0.0.1: ``server, settings = model_home()`` starts the server and makes the home's
    settings (keyword arguments go into the model's settings, ``max_output_tokens=…``). The
    server answers until the test ends; a test scripts its replies and adds its messages."""
    with ExitStack() as servers:
        def start(**model_options: Any) -> tuple[FakeOpenAIServer, Settings]:
            server = servers.enter_context(FakeOpenAIServer())
            model = {"provider": "openai", "base_url": server.url, "model": "m", **model_options}
            return server, make_settings(home, clean_env, auxiliary={"background_review": model,
                                                                     "session_search": model})
        yield start
