"""Reverie's model calls in Hermes 0.19.0's own usage analytics (spec §13).

Hermes creates state.db and a session; Reverie reviews and summarises that session with an
OpenAI-compatible model (the fake server on 127.0.0.1, reached through httpx); then Hermes'
InsightsEngine, the code behind ``hermes insights`` and the dashboard, reports the tokens.
"""

from __future__ import annotations

from reverie.jobs.now import review_now, summarize_now
from reverie.review.ledger import Ledger
from tests.conftest import make_settings
from tests.fakes.openai_server import FakeOpenAIServer
from tests.fakes.scripted_server import Reply
from tests.hermes.extra_paths import dependencies_only

SETUP = r"""
import json
from hermes_state import SessionDB
db = SessionDB()
db.create_session("s1", source="cli", model="main-model")
db.append_message("s1", role="user", content="Remember that I deploy with terraform on Fridays.")
db.append_message("s1", role="assistant", content="Noted: terraform deploys happen on Fridays.")
db.close()
print(json.dumps({"ok": True}))
"""

# Hermes' insights import `requests` (model metadata), which the shared Hermes venv does not
# hold: it comes from this environment's packages, appended to sys.path for this run only.
INSIGHTS = r"""
import json, sys
sys.path.append(DEPS)
from hermes_state import SessionDB
from agent.insights import InsightsEngine
db = SessionDB()
engine = InsightsEngine(db)
rows = engine._get_model_usage(0)
report = engine.generate(days=30)
tasks = db._conn.execute(
    "SELECT task, model, api_call_count, input_tokens, output_tokens, cache_read_tokens"
    " FROM session_model_usage ORDER BY task").fetchall()
print(json.dumps({"rows": rows, "models": report.get("models"),
                  "tasks": [list(t) for t in tasks]}, default=str))
"""


def answer(request) -> Reply:
    _, _, wants_json = FakeOpenAIServer.request_text(request)
    if wants_json:
        return Reply.json({"operations": []}, usage=(1200, 30, 200))
    return Reply.ok("The user deploys with terraform on Fridays.", usage=(900, 40, 0))


def test_hermes_insights_show_reverie_calls(hermes, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    assert hermes.run_json(SETUP, home) == {"ok": True}
    with FakeOpenAIServer(responder=answer) as server:
        provider = {"provider": "custom", "base_url": server.url, "model": "aux-mini"}
        settings = make_settings(home, environ={"HOME": str(tmp_path)},
                                 auxiliary={"background_review": provider,
                                            "session_search": provider})
        review_now(settings, "s1")
        summarize_now(settings, "s1")
        assert len(server.requests) == 2
    with Ledger(settings) as ledger:
        assert sorted(c.purpose for c in ledger.calls()) == ["review", "summary"]

    deps = dependencies_only(tmp_path / "deps")
    out = hermes.run_json(f"DEPS = {str(deps)!r}\n" + INSIGHTS, home)
    assert out["tasks"] == [["background_review", "aux-mini", 1, 1000, 30, 200],
                            ["session_summary", "aux-mini", 1, 900, 40, 0]]
    mine = [r for r in out["rows"] if r["model"] == "aux-mini"]
    assert sum(r["input_tokens"] for r in mine) == 1900
    assert sum(r["output_tokens"] for r in mine) == 70
    by_model = {m["model"]: m for m in out["models"]}
    assert by_model["aux-mini"]["input_tokens"] == 1900
    assert by_model["aux-mini"]["api_calls"] == 2
