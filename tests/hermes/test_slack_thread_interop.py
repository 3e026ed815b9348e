"""A Slack thread's earlier messages are the members' words, not the user's (session 31,
tester23).

When the agent is first called into a Slack thread (or after a restart), Hermes' Slack
adapter fetches the thread's earlier messages and the gateway puts them before the user's
own: "[Thread context — prior messages in this thread …]", one "name: text" line a message,
"[End of thread context]", then "[New message]" and what the user typed
(``SlackAdapter._format_thread_context``, ``_prefix_inbound_sender_context``; 0.19 writes the
same block inside ``_fetch_thread_context``). Reverie knew Discord's backfill and a relay's
context but not this opening, so the thread's members were read as the user: a member's
"I moved to Oslo …" and another's allergy became "User moved to …", "User is allergic to …".
The block is made here by Hermes 0.22's own code (the Slack client's name lookup and the
allow-list stand in), stored by its ``SessionDB`` in a direct message's session.
"""

from __future__ import annotations

from pathlib import Path

from reverie.jobs.now import review_now
from tests.conftest import make_settings
from tests.hermes.extra_paths import run_with_deps

WRITE = r"""
import asyncio, json, sys, types
sys.path.append(DEPS)  # (the adapters import httpx, which the interop venv does not install)
sys.modules.setdefault("dotenv", types.SimpleNamespace(load_dotenv=lambda *a, **k: False))
import hermes_state
from plugins.platforms.slack.adapter import SlackAdapter
from gateway.config import Platform
from gateway.run_inbound import GatewayInboundMixin as Gateway
from gateway.session import SessionSource

slack = types.SimpleNamespace(_team_bot_user_ids={}, _bot_user_id="UBOT")
async def name_of(user, chat_id=None, team_id=None):  # stands in for Slack's users.info
    return {"U1": "Ola", "U2": "Ben"}.get(user, user)
slack._resolve_user_name = name_of
slack._is_sender_authorized = lambda user, chat_type=None, chat_id=None: user != "U2"
slack._event_declares_bot_sender = lambda msg: bool(msg.get("bot_id"))
slack._render_message_text = lambda msg, bot_uid=None: msg.get("text", "")
slack._thread_context_line = types.MethodType(SlackAdapter._thread_context_line, slack)
thread = [{"ts": "1.0", "user": "U1", "text": "I moved to Oslo-thread last spring."},
          {"ts": "1.1", "user": "U2", "text": "I am allergic to kiwi-thread."},
          {"ts": "1.2", "user": "U3", "text": "Remember that my desk is oak-typed."}]
context, _ = asyncio.run(SlackAdapter._format_thread_context(
    slack, thread, thread_ts="1.0", current_ts="1.2", team_id="T", channel_id="D3"))
gateway = types.SimpleNamespace(config=types.SimpleNamespace(group_sessions_per_user=True,
                                                             thread_sessions_per_user=False))
source = SessionSource(platform=Platform.SLACK, chat_id="D3", chat_type="dm", user_id="U3",
                       user_name="Dana", thread_id="1.0")
row = Gateway._prefix_inbound_sender_context(
    gateway, types.SimpleNamespace(channel_context=context), source, thread[2]["text"])
db = hermes_state.SessionDB()
db.create_session("thread", "slack", model="m")
db.append_message("thread", "user", row)
db.append_message("thread", "assistant", "Noted.")
db.close()
print(json.dumps({"row": row}))
"""


def test_a_slack_threads_earlier_messages_are_not_the_users(hermes022, tmp_path: Path) -> None:
    home = tmp_path / "home"
    written = run_with_deps(hermes022, WRITE, home, tmp_path)
    assert written["row"].startswith("[Thread context — prior messages in this thread")
    assert "\n[thread parent] Ola: I moved to Oslo-thread" in written["row"]
    assert written["row"].endswith("[New message]\nRemember that my desk is oak-typed.")
    settings = make_settings(home, environ={"HOME": str(tmp_path)})
    review_now(settings, "thread")
    user_md = settings.memory_file("user").read_text()
    assert "oak-typed" in user_md, user_md
    assert "oslo" not in user_md.lower() and "kiwi" not in user_md, user_md
