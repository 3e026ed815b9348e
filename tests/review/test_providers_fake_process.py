"""The fake model servers as standalone processes (how worker tests and benchmarks use
them): they print their address, answer like a model (here with the heuristic's output),
fail the first calls when told to, log requests without secrets, and stop on SIGTERM."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from reverie.review.providers import RetryingProvider, RetryPolicy, get_provider
from reverie.review.schema import REVIEW_SCHEMA, validate_operations
from tests.fakes.helpers import LEAKY_KEY, provider_settings, review_prompt

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.parametrize(("module", "name"), [("tests.fakes.gemini_server", "gemini"),
                                              ("tests.fakes.openai_server", "openai")])
def test_standalone_server(module, name, tmp_path):
    log = tmp_path / "requests.jsonl"
    proc = subprocess.Popen(
        [sys.executable, "-m", module, "--port", "0", "--latency", "0.05", "--responder",
         "heuristic", "--fail-first", "1", "--fail-status", "503", "--expected-key", LEAKY_KEY,
         "--log", str(log)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline().strip()
        assert line.startswith("listening on http://127.0.0.1:"), proc.stderr.read()
        url = line.split()[-1]
        settings = provider_settings(name, base_url=url, api_key=LEAKY_KEY, timeout=120)
        # A generous timeout: at load 20 one answer took over 10 s and the client retried it,
        # so the count of retries below measured the machine, not the scripted 503.
        sleeps: list[float] = []
        with RetryingProvider(get_provider(settings, {}), RetryPolicy(), sleep=sleeps.append) as p:
            gen = p.generate_json(review_prompt([(5, "user", "Remember that builds use Bazel.")]),
                                  schema=REVIEW_SCHEMA)
        assert len(sleeps) == 1  # the scripted 503, then the answer
        assert [o["content"] for o in validate_operations(gen.data)] == ["Builds use Bazel."]
        assert gen.usage.latency_s >= 0.05
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=10) == 0
    records = [json.loads(x) for x in log.read_text().splitlines()]
    assert len(records) == 2 and all(r["auth"] == "ok" for r in records)
    assert LEAKY_KEY not in log.read_text()
