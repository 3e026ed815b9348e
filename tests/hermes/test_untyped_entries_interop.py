"""Entries a home learned from Hermes' scaffolding before Reverie read only the typed text
(4cde0c7b, session 24) are pointed out by doctor (session 25).

A home reviewed by an older Reverie may hold "User prefers release notes grouped by …" in
USER.md, written from a skill's body (Hermes stores a ``/skill`` turn as one user row: the
whole SKILL.md with the typed instruction inside). Reviews no longer learn such entries, but
the old ones stay, and the user cannot tell them from the rest. Their evidence rows are in
the journal: doctor reads each back as Reverie reads it now, and names an entry whose words
are in the part the user did not type, with the node to delete; an entry from the typed
instruction in the same row is not named.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reverie.jobs.now import review_now
from reverie.memory.journey import journey
from tests.cliserver import CliServer
from tests.conftest import make_settings
from tests.hermes.test_skill_scaffolding_interop import SKILL_BODY
from tests.hermes.test_spoken_interop import reverie

WRITE = r"""
import json, sys
import hermes_state
from agent.skill_commands import build_skill_invocation_message
db = hermes_state.SessionDB()
if db.get_session("chat") is None:
    db.create_session("chat", "cli", model="m")
db.append_message("chat", "user", build_skill_invocation_message(
    "/release-notes", TYPED, task_id="s"))
db.append_message("chat", "assistant", "Done.")
db.close()
print(json.dumps({"ok": True}))
"""


def skill_turn(hermes, home: Path, typed: str) -> None:
    """A ``/release-notes`` turn with ``typed`` beside it, stored by Hermes' own code."""
    assert hermes.run_json(f"TYPED = {typed!r}\n" + WRITE, home) == {"ok": True}


@pytest.mark.slow
def test_doctor_names_entries_learned_from_scaffolding(hermes, home: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        cli_server: CliServer) -> None:
    (home / "skills" / "release-notes").mkdir(parents=True)
    (home / "skills" / "release-notes" / "SKILL.md").write_text(SKILL_BODY)
    skill_turn(hermes, home, "Draft them for v2.")
    settings = make_settings(home, environ={"HOME": str(tmp_path)})
    # Reverie before 4cde0c7b: the whole row was read as the user's words.
    with monkeypatch.context() as old:
        old.setattr("reverie.search_index.store.typed_words", lambda content: content)
        review_now(settings, "chat")
    # Today's Reverie learns the typed instruction of the next such turn, and only it.
    skill_turn(hermes, home, "Remember that my editor is kakoune-typed.")
    review_now(settings, "chat")
    learned = {n.entry: n for n in journey(settings) if n.target == "user"}
    typed = [e for e in learned if "kakoune-typed" in e]
    from_body = [e for e in learned if e not in typed]
    assert typed and from_body and all(("quasar" in e or "marmot" in e) for e in from_body), \
        learned  # the fault, as an older Reverie left it

    ran = reverie(cli_server, home, "doctor", "--json")
    problems = [p for p in json.loads(ran.stdout)["problems"] if p["check"] == "untyped_evidence"]
    assert len(problems) == 1, ran.stdout
    said = problems[0]["message"]
    assert all(e in said and learned[e].node_id in said for e in from_body), said
    assert "kakoune" not in said, said
    # Deleted through the journey, the entry is gone and doctor says nothing more of it.
    for entry in from_body:
        gone = reverie(cli_server, home, "memory", "journey", "delete", learned[entry].node_id)
        assert gone.returncode == 0, gone.stderr
    again = json.loads(reverie(cli_server, home, "doctor", "--json").stdout)["problems"]
    assert [p for p in again if p["check"] == "untyped_evidence"] == [], again
