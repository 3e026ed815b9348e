"""One home's backlog is reviewed in the order it was said (session 31, tester22's first
hour): a home written by each Hermes anchor's own ``SessionDB`` holds a session from one day
that tells a fact and one from the next day that asks to forget it. ``reverie run --once``
with four workers used to review both at once; the fake model holds the first day's review
until the second day's review has either finished (before: the forget found nothing to
remove, and the fact was added live after it) or been put back to wait its turn (now). A
handshake, not a latency: the model answers as the offline heuristic would. Our own
sentences."""

from __future__ import annotations

import json
import os
import subprocess
import threading
from pathlib import Path

import pytest
import yaml

from reverie.config import load_settings
from reverie.jobs.ledger import JobLedger
from tests.cliserver import CliServer
from tests.worker.conftest import REPO, heuristic_gemini, wait_for

pytestmark = pytest.mark.slow

DAY = 86_400.0
SAID = 1_700_000_000.0      # the first day; the second is a day later
# (the forget's terms are all in the fact the review keeps, so it covers it either way)
CASES = {"en": ("I have a dog named Biscuit.", "Please forget about Biscuit.", "Biscuit"),
         "zh": ("我养了一只狗，名字叫饼干。", "请忘记我养了一只狗。", "一只狗")}

WRITE_SESSIONS = r"""
import json
import hermes_state
db = hermes_state.SessionDB()
for sid, at, turns in json.loads(SESSIONS):
    db.create_session(sid, "cli", model="m")
    for role, text in turns:
        db.append_message(sid, role, text)
    # said on its own day: each message a second after the one before
    rows = db._conn.execute("SELECT id FROM messages WHERE session_id = ? ORDER BY id",
                            (sid,)).fetchall()
    for i, (mid,) in enumerate(rows):
        db._conn.execute("UPDATE messages SET timestamp = ? WHERE id = ?", (at + i, mid))
    db._conn.execute("UPDATE sessions SET started_at = ? WHERE id = ?", (at, sid))
db._conn.commit()
db.close()
print(json.dumps(True))
"""




def _review_row(settings, session_id: str):
    with JobLedger(settings) as ledger:
        rows = ledger.for_session(session_id, "review")
    return rows[-1] if rows else None


@pytest.mark.parametrize("language", sorted(CASES))
def test_a_forget_said_the_next_day_is_reviewed_after_the_fact(hermes, home: Path,
                                                               language: str,
                                                               cli_server: CliServer) -> None:
    """The first day's review is held at the model until the second day's review has
    finished or waits its turn; then both end. The fact was live before the forget was
    reviewed, so the forget stages its removal (as with one worker), and the fact is not
    added live after the forget."""
    fact, forget, name = CASES[language]
    sessions = [["day1", SAID, [["user", fact], ["assistant", "OK."]]],
                ["day2", SAID + DAY, [["user", forget], ["assistant", "OK."]]]]
    hermes.run_json(f"SESSIONS = {json.dumps(json.dumps(sessions))}\n" + WRITE_SESSIONS, home)
    env = {k: v for k, v in os.environ.items()
           if not k.endswith("_API_KEY") and not k.startswith(("HERMES_", "REVERIE_"))}
    env.update(HOME=str(home.parent), GEMINI_API_KEY="k-test-not-a-real-key",
               PYTHONPATH=str(REPO) + os.pathsep + env.get("PYTHONPATH", ""))
    with heuristic_gemini(latency=0.0) as model:
        (home / "config.yaml").write_text(yaml.safe_dump({
            "memory": {"nudge_interval": 0},     # Hermes' own review off
            "reverie": {"queue": {"backend": "sqlite", "workers": 4},
                        "schedule": {"nudge_interval": 1}},
            "auxiliary": {"background_review": {"provider": "gemini", "base_url": model.url,
                                                "timeout": 120},
                          "session_search": {"provider": "heuristic"}}}))
        settings = load_settings(home, environ=env)
        answer, release = model.responder, threading.Event()

        def first_day_waits(request):
            prompt, _, wants_json = model.request_text(request)
            if wants_json and name in prompt and "[#" in prompt and forget not in prompt:
                release.wait(120)   # (bounded only so a broken run cannot hang the suite)
            return answer(request)

        model.responder = first_day_waits
        # `reverie run --once` is a process of its own, a forked child of the run's warm CLI
        # interpreter (no import of Reverie paid per test): the order under test is its
        # workers', not its start-up's.
        run = threading.Thread(target=lambda: ran.append(
            cli_server.run(["--home", str(home), "run", "--once"], env)))
        ran: list[subprocess.CompletedProcess[str]] = []
        run.start()
        try:
            row = wait_for(lambda: (r := _review_row(settings, "day2")) is not None and (
                r.status == "done" or (r.error or "").startswith("waits its turn")) and r,
                timeout=120, message="the second day's review to end or wait its turn")
        finally:
            release.set()
            run.join(300)
        assert ran and ran[0].returncode == 0, ran[0].stderr if ran else "no run"
    assert row.status == "queued", "the forget was reviewed before the fact it forgets"
    assert "day1" in row.error
    assert _review_row(settings, "day1").status == _review_row(settings, "day2").status == "done"
    live = "".join(p.read_text() for p in (home / "memories").glob("*.md"))
    pending = [json.loads(p.read_text()) for p in (home / "pending").rglob("*.json")]
    # The fact went live on the first day's review; the forget stages its removal.
    assert name in live, live
    assert [(p["payload"]["action"], name in p["payload"]["old_text"]) for p in pending] == [
        ("remove", True)], pending
