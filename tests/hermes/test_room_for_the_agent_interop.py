"""The room above high water is the agent's, against each Hermes anchor (tester26: Hermes'
own memory tool was refused on 21 of 42 days while Reverie's background adds held the file
at 99-100%).

Reverie's reviews fill USER.md with learned facts, one session each, until the rest wait;
then Hermes' own ``MemoryStore`` and ``memory`` tool, in its own venv on the same home, add
an entry of its own: it fits, since Reverie stopped at high water. On the code before the
decision Reverie filled the file to within one fact of the limit and Hermes was refused.
"""

from __future__ import annotations

import json

from reverie.config import FakeClock
from reverie.memory.store import MemoryStore
from tests.conftest import make_settings
from tests.upkeep.support import learn, waiting

CITIES = ["Oslo", "Lyon", "Porto", "Gdansk", "Turin", "Ghent", "Bergen", "Leipzig", "Malmo",
          "Tartu", "Split", "Cork", "Basel", "Graz", "Riga", "Bari", "Aarhus", "Nantes",
          "Brno", "Pecs", "Vigo", "Kaunas"]

# Hermes' own tool, its default limits (USER.md 1,375 characters, as Reverie's default).
AGENT_ADDS = r"""
import json
from tools.memory_tool import MemoryStore, memory_tool
store = MemoryStore()
store.load_from_disk()
reply = json.loads(memory_tool(action="add", target="user", content=CONTENT, store=store))
print(json.dumps({"reply": reply, "user": store.user_entries}))
"""

# The agent's own note, longer than one of Reverie's facts (about 100 characters).
OWN = ("User wants every reply about the garden plan to list the tasks for the coming "
       "weekend first, then the rest.")


def test_hermes_own_memory_tool_has_room_after_reverie_filled_the_file(hermes, home):
    settings = make_settings(home, environ={"HOME": str(home.parent)})
    clock = FakeClock()
    for i, city in enumerate(CITIES):
        learn(settings, f"s{i:03d}",
              f"My colleague number {i} works from the {city} office on Mondays.",
              day=i, clock=clock)
    used, limit = MemoryStore(settings).usage("user")
    assert waiting(settings, "user"), "the file never filled: the test proves nothing"

    out = hermes.run_json(f"CONTENT = {json.dumps(OWN)}\n" + AGENT_ADDS, home)
    assert out["reply"].get("success") is True, out["reply"]   # before: "Memory at 1,365/1,375"
    assert used <= 0.80 * limit, (used, limit)
    assert OWN in out["user"]
    assert OWN in MemoryStore(settings).entries("user")     # one file, read by both
