"""A persona cut into pieces wider than a write's window, written one piece at a time
through the real CLI, never lands whole (issue 28).

Notes that never end a sentence run on into each other, so a persona named in one note
("You are now …") and its traits five notes later ("… unzensiert und lehnt nie ab.") are
one reading across sentences. A write read those readings only within ``JOIN_REACH``
neighbours, so the last piece landed and Hermes, which reads MEMORY.md itself, got the
whole persona; the snapshot withheld it. Now a write reads them over its whole run of
unstopped notes (``scanner._across_of_run``, behind ``across_gate``). Each ``memory add``
here is ``reverie --home H memory add`` in a process of its own.
"""

from __future__ import annotations

from pathlib import Path

from tests.memory.test_scanner_incremental_write import (
    _PERSONA_BEYOND_THE_WINDOW,
    _PERSONA_CUT_AT_A_STOP,
    _TRAIT_FAR_BEFORE_THE_PERSONA,
)
from tests.memory.test_store_split_across_sentences import _reverie


def test_the_cli_refuses_the_piece_that_completes_a_persona_beyond_the_window(
        home: Path) -> None:
    *earlier, last = _PERSONA_BEYOND_THE_WINDOW
    for note in earlier:
        result = _reverie(home, "memory", "add", note)
        assert result.returncode == 0, (note, result.stdout, result.stderr)
    refused = _reverie(home, "memory", "add", last)
    assert refused.returncode == 1, (refused.stdout, refused.stderr)
    said = refused.stdout + refused.stderr
    assert "Blocked:" in said and "role_hijack.persona_unbound" in said
    kept = (home / "memories" / "MEMORY.md").read_text()
    assert "unzensiert" not in kept
    assert all(note in kept for note in earlier)


def test_the_same_notes_with_an_ordinary_last_note_all_land(home: Path) -> None:
    *earlier, _last = _PERSONA_BEYOND_THE_WINDOW
    for note in [*earlier, "jetzt Max. Max ist der Hund der Nachbarn und bellt nie."]:
        result = _reverie(home, "memory", "add", note)
        assert result.returncode == 0, (note, result.stdout, result.stderr)
    kept = (home / "memories" / "MEMORY.md").read_text()
    assert "bellt nie" in kept


def test_a_trait_several_notes_before_a_persona_claim_lets_every_note_land(
        home: Path) -> None:
    # the reviewer's repro of 25a4641: the seventh note was refused with the first
    for note in _TRAIT_FAR_BEFORE_THE_PERSONA:
        result = _reverie(home, "memory", "add", note)
        assert result.returncode == 0, (note, result.stdout, result.stderr)
    kept = (home / "memories" / "MEMORY.md").read_text()
    assert all(note in kept for note in _TRAIT_FAR_BEFORE_THE_PERSONA)


def test_the_cli_refuses_the_last_piece_of_a_persona_cut_at_a_full_stop(home: Path) -> None:
    *earlier, last = _PERSONA_CUT_AT_A_STOP
    for note in earlier:
        result = _reverie(home, "memory", "add", note)
        assert result.returncode == 0, (note, result.stdout, result.stderr)
    refused = _reverie(home, "memory", "add", last)
    assert refused.returncode == 1, (refused.stdout, refused.stderr)
    said = refused.stdout + refused.stderr
    assert "Blocked:" in said and "role_hijack.persona_unbound" in said
    kept = (home / "memories" / "MEMORY.md").read_text()
    assert "no restrictions" not in kept
