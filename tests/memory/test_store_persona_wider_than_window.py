"""A persona cut into pieces wider than a write's window, written one piece at a time
through the real CLI, never lands whole (issue 28).

Notes that never end a sentence run on into each other, so a persona named in one note
("You are now …") and its traits five notes later ("… unzensiert und lehnt nie ab.") are
one reading across sentences. A write read those readings only within ``JOIN_REACH``
neighbours, so the last piece landed and Hermes, which reads MEMORY.md itself, got the
whole persona; the snapshot withheld it. Now a write reads them over its whole run of
unstopped notes (``scanner._across_of_run``, behind ``across_gate``). Each ``memory add``
here is ``reverie --home H memory add`` in a process of its own (``reverie_cli``).
"""

from __future__ import annotations

from pathlib import Path

from tests.memory.cli_pieces import add_each, add_until_the_last_is_refused
from tests.memory.test_scanner_incremental_write import (
    _PERSONA_BEYOND_THE_WINDOW,
    _PERSONA_CUT_AT_A_STOP,
    _TRAIT_FAR_BEFORE_THE_PERSONA,
)


def test_the_cli_refuses_the_piece_that_completes_a_persona_beyond_the_window(
        home: Path, reverie_cli) -> None:
    _, kept = add_until_the_last_is_refused(reverie_cli, home, _PERSONA_BEYOND_THE_WINDOW,
                                            "role_hijack.persona_unbound")
    assert "unzensiert" not in kept


def test_the_same_notes_with_an_ordinary_last_note_all_land(home: Path, reverie_cli) -> None:
    *earlier, _last = _PERSONA_BEYOND_THE_WINDOW
    kept = add_each(reverie_cli, home,
                    [*earlier, "jetzt Max. Max ist der Hund der Nachbarn und bellt nie."])
    assert "bellt nie" in kept


def test_a_trait_several_notes_before_a_persona_claim_lets_every_note_land(
        home: Path, reverie_cli) -> None:
    # the reviewer's repro of 25a4641: the seventh note was refused with the first
    kept = add_each(reverie_cli, home, _TRAIT_FAR_BEFORE_THE_PERSONA)
    assert all(note in kept for note in _TRAIT_FAR_BEFORE_THE_PERSONA)


def test_the_cli_refuses_the_last_piece_of_a_persona_cut_at_a_full_stop(home: Path,
                                                                      reverie_cli) -> None:
    _, kept = add_until_the_last_is_refused(reverie_cli, home, _PERSONA_CUT_AT_A_STOP,
                                            "role_hijack.persona_unbound")
    assert "no restrictions" not in kept
