"""Opening a Hermes home's state.db changes nothing once Reverie's tables are there (session
28, tester21, upkeep at scale). Hermes 0.22 feeds its FTS indexes on an update with
``AFTER UPDATE OF content, … ON messages``; Reverie looked for ``UPDATE ON`` only, took
both indexes for unfed, and every store it opened (each CLI command, each console page,
each archive read) deleted and refilled ``messages_fts`` and ``messages_fts_trigram`` in a
write transaction: 28,584 row changes an open on a home of 3,000 sessions, and the refill
put into the trigram index what Hermes keeps out of it (a tool's output). Hermes' rows are
written by its own ``SessionDB``; our own sentences."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from reverie.search_index.store import SessionStore
from tests.conftest import make_settings

WRITE = r"""
import json
import hermes_state
db = hermes_state.SessionDB()
db.create_session("fjord-1", "cli", model="m")
db.append_message("fjord-1", "user", "Which ferry leaves Bergen for the fjord at dawn?")
db.append_message("fjord-1", "tool", "timetable: Bergen 06:10 to Flam", tool_name="terminal")
db.append_message("fjord-1", "assistant", "The 06:10 from Bergen reaches Flam by noon.")
db.close()
print(json.dumps(True))
"""

OPEN = """
import json, sys
from reverie.config import load_settings
from reverie.search_index import SessionStore
store = SessionStore.open(load_settings(sys.argv[1], environ={}))
print(json.dumps(store.connection.total_changes))
store.close()
"""


def _trigram(home: Path) -> list[str]:
    import sqlite3

    with sqlite3.connect(home / "state.db") as conn:
        return sorted(r[0] for r in conn.execute("SELECT content FROM messages_fts_trigram"))


def test_opening_a_hermes_022_file_rewrites_none_of_its_indexes(hermes022, home: Path) -> None:
    assert hermes022.run_json(WRITE, home) is True
    hermes_own = _trigram(home)
    assert not any("timetable" in text for text in hermes_own)  # Hermes keeps tool output out
    settings = make_settings(home, environ={"HOME": str(home.parent)})
    with SessionStore.open(settings):     # the first open adds Reverie's own tables
        pass
    changes = [json.loads(subprocess.run([sys.executable, "-c", OPEN, str(home)], check=True,
                                         capture_output=True, text=True).stdout)
               for _ in range(2)]
    assert changes == [0, 0]              # each later process reads, and writes nothing
    assert _trigram(home) == hermes_own   # Hermes' index as Hermes made it
