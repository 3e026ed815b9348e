"""Fixtures of the memory tests."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.cliserver import CliServer

_NOT_PASSED_ON = ("REVERIE_HOME", "HERMES_HOME", "REVERIE_PROFILE", "GEMINI_API_KEY",
                  "GOOGLE_API_KEY", "OPENAI_API_KEY")

Reverie = Callable[..., subprocess.CompletedProcess[str]]


def _environment(**extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in _NOT_PASSED_ON}
    return {**env, **extra}


@pytest.fixture(scope="session")
def cli_server() -> Iterator[CliServer]:
    """One warm interpreter that runs each ``reverie`` command in a forked child of its own
    (tests/cliserver.py)."""
    server = CliServer(_environment())
    yield server
    server.close()


@pytest.fixture
def reverie_cli(cli_server: CliServer, home: Path) -> Reverie:
    """``reverie --home HOME ARGS`` in a process of its own, as a user runs it (no Reverie,
    Hermes or model variable passed on; HOME is the home's parent): its exit code, stdout and
    stderr."""
    env = _environment(HOME=str(home.parent))

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return cli_server.run(["--home", str(home), *args], env)

    return run
