"""Which sessions a group shares, on the rows each Hermes anchor's own gateway writes
(session 26). Hermes' ``SessionStore.get_or_create_session`` (0.19 and 0.22) keys a
session and records it in state.db (key, chat type, chat, thread, origin) as a live gateway
does, with ``group_sessions_per_user`` off and on: a group is shared when it is off, a
group thread (forum topic) whatever it is (``thread_sessions_per_user`` is off by default),
a direct message never. search_index.shared_sessions reads each row the same way."""

from __future__ import annotations

from pathlib import Path

from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.hermes.extra_paths import run_with_deps

WRITE = r"""
import json, sys, types
sys.path.append(DEPS)  # (the gateway imports requests / httpx, which the interop venv lacks)
sys.modules.setdefault("dotenv", types.SimpleNamespace(load_dotenv=lambda *a, **k: False))
import os
from pathlib import Path
from gateway.config import GatewayConfig, Platform
from gateway.session import SessionSource, SessionStore
home = Path(os.environ["HERMES_HOME"])
ids = {}
for shared in (True, False):
    store = SessionStore(home / f"sessions-{shared}", GatewayConfig(group_sessions_per_user=not shared))
    for kind, extra in (("group", {"chat_id": "-1001", "chat_type": "group"}),
                        ("topic", {"chat_id": "-1001", "chat_type": "group", "thread_id": "7"}),
                        ("dm", {"chat_id": "501", "chat_type": "dm"})):
        source = SessionSource(platform=Platform.TELEGRAM, user_id="501", user_name="Dana", **extra)
        ids[f"{kind} {'shared' if shared else 'per member'}"] = store.get_or_create_session(source).session_id
print(json.dumps(ids))
"""


def test_the_rows_hermes_gateway_writes_say_which_sessions_a_group_shares(
        hermes, tmp_path: Path) -> None:
    home = tmp_path / "home"
    ids = run_with_deps(hermes, WRITE, home, tmp_path)
    settings = make_settings(home, environ={"HOME": str(tmp_path)})
    with SessionStore.open(settings) as sessions:
        shared = {label: sessions.shared_by_members(sid) for label, sid in ids.items()}
    assert shared == {"group shared": True, "topic shared": True, "dm shared": False,
                      "group per member": False, "topic per member": True,
                      "dm per member": False}
