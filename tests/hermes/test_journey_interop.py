"""Hermes 0.19's journey ids (memory:<memory|profile>:<index>) name the same entries in Reverie."""

from __future__ import annotations

from pathlib import Path

import pytest

from reverie.config import StagingError, UsageError
from reverie.memory import journey
from reverie.memory.entries import DELIMITER
from tests.conftest import make_settings


@pytest.fixture(scope="session")
def hermes(hermes019):
    """Hermes 0.19.0 only: the test resolves node ids through Hermes 0.19's private
    ``_locate_memory``, whose signature 0.22 changed."""
    return hermes019

HERMES_IDS = """
import json
from agent.learning_graph import _memory_cards
from agent.learning_mutations import _locate_memory
out = {}
for i, card in enumerate(_memory_cards()):
    path, chunks, local = _locate_memory(card["source"], i)
    out[f"memory:{card['source']}:{i}"] = chunks[local]
print(json.dumps(out))
"""


def test_hermes_node_ids_resolve_to_the_entries_hermes_means(hermes, home: Path) -> None:
    (home / "memories").mkdir()
    (home / "memories" / "MEMORY.md").write_text(
        DELIMITER.join(["Repo uses ruff", "Deploys on Fridays", "CI runs on Debian"]))
    (home / "memories" / "USER.md").write_text(DELIMITER.join(["Name is Ana", "Likes tea"]))
    settings = make_settings(home, environ={"HOME": str(home.parent)})

    hermes_ids = hermes.run_json(HERMES_IDS, home)
    assert len(hermes_ids) == 5
    nodes = journey.journey(settings)
    assert {n.hermes_id: n.entry for n in nodes} == hermes_ids
    for node_id, entry in hermes_ids.items():
        assert journey.find_node(settings, node_id).entry == entry
    # Reverie's own ids still work beside them.
    ana = journey.find_node(settings, "memory:profile:3")
    assert journey.find_node(settings, ana.node_id) == ana and ana.target == "user"

    with pytest.raises(StagingError, match="Hermes node id"):
        journey.find_node(settings, "memory:profile:1")   # index 1 is a MEMORY.md card
    with pytest.raises(StagingError, match="Hermes node id"):
        journey.find_node(settings, "memory:memory:9")
    with pytest.raises(UsageError, match="not a journey node id"):
        journey.find_node(settings, "memory:profile:-1")

    assert journey.delete_node(settings, "memory:memory:1")["success"] is True
    after = hermes.run_json(HERMES_IDS, home)
    assert after == {"memory:memory:0": "Repo uses ruff", "memory:memory:1": "CI runs on Debian",
                     "memory:profile:2": "Name is Ana", "memory:profile:3": "Likes tea"}
