"""Fixtures of the memory tests."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.cliserver import CliServer
from tests.conftest import NOT_PASSED_ON

Reverie = Callable[..., subprocess.CompletedProcess[str]]


def _environment(**extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in NOT_PASSED_ON}
    return {**env, **extra}


@pytest.fixture
def reverie_cli(cli_server: CliServer, home: Path) -> Reverie:
    """``reverie --home HOME ARGS`` in a process of its own, as a user runs it (no Reverie,
    Hermes or model variable passed on; HOME is the home's parent): its exit code, stdout and
    stderr."""
    env = _environment(HOME=str(home.parent))

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return cli_server.run(["--home", str(home), *args], env)

    return run


@pytest.fixture
def memory_cli(home: Path, clean_env: dict[str, str]) -> Callable[..., tuple[int, str]]:
    """``reverie --home HOME memory ARGS`` in this process (click's isolation), the clean
    environment set: its exit code and what it wrote, stdout then stderr."""
    from click.testing import CliRunner

    from reverie.worker.cli import main

    def invoke(*args: str) -> tuple[int, str]:
        with CliRunner().isolation() as (out, err, _):
            try:
                main(["--home", str(home), "memory", *args])
                code = 0
            except SystemExit as exc:
                code = exc.code if isinstance(exc.code, int) else 1
            return code, out.getvalue().decode() + err.getvalue().decode()
    return invoke
