"""Shared fixtures of the review tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

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
