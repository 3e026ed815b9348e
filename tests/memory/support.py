"""Helpers the memory tests share: memory files written and read as raw text, by hand,
the way an agent or a person leaves them on disk."""

from __future__ import annotations

import json

import pytest

from reverie.config import Settings
from reverie.memory.entries import DELIMITER
from reverie.memory.scan.scanner import VERDICTS, Threat, find_joined_threat, find_threat
from reverie.memory.store import open_store


def write_entries(settings: Settings, target: str, entries: list[str] | tuple[str, ...]) -> None:
    """Write ``entries`` to the ``target`` memory file, joined by the § delimiter."""
    path = settings.memory_file(target)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(DELIMITER.join(entries), encoding="utf-8")


def read_raw(settings: Settings, target: str = "memory") -> str:
    """The ``target`` memory file's text exactly as it is on disk."""
    return settings.memory_file(target).read_text(encoding="utf-8")


#: ``created_at`` values no listing may choke on (issue 19), as a record file holds them.
IMPOSSIBLE_TIMES = {"NaN": "NaN", "Infinity": "Infinity", "inf-string": '"inf"',
                    "10**400": "1" + "0" * 400}


def write_record_with_time(settings: Settings, record_id: str, created_at: str) -> None:
    """A pending record in Hermes' shape, valid but for its ``created_at`` (JSON text)."""
    record = {"id": record_id, "subsystem": "memory", "action": "add",
              "summary": "add memory: x", "origin": "assistant_tool", "created_at": "@TIME@",
              "payload": {"action": "add", "target": "memory",
                          "content": "A fact with a broken time."}}
    settings.pending_dir.mkdir(parents=True, exist_ok=True)
    (settings.pending_dir / f"{record_id}.json").write_text(
        json.dumps(record).replace('"@TIME@"', created_at), encoding="utf-8")


def fresh_threat(text: str) -> Threat | None:
    """The scanner's verdict on ``text`` read afresh (its verdict cache emptied first, so a
    verdict an earlier test left cannot answer for this one)."""
    VERDICTS.clear()
    return find_threat(text)


def assert_refused_only_together(pair: tuple[str, str]) -> None:
    """Each entry of ``pair`` passes alone, and the joined read refuses the two together
    whichever of them is the one being written."""
    assert all(fresh_threat(part) is None for part in pair), pair
    for focus in (0, 1):
        assert find_joined_threat(list(pair), focus={focus}) is not None, (pair, focus)


def assert_passes_together(pair: tuple[str, str]) -> None:
    """The joined read lets the two entries of ``pair`` stand side by side, whichever of them
    is the one being written."""
    for focus in (0, 1):
        assert find_joined_threat(list(pair), focus={focus}) is None, (pair, focus)


def rule_suite(rule: str, refused: list[str], passes: list[str], *,
               passes_every_rule: bool = True, store_row: int | None = 0) -> tuple:
    """The tests a scanner rule's file otherwise writes out each time, made once: every
    ``refused`` row refused by ``rule``; every ``passes`` row passing every rule (or, with
    ``passes_every_rule`` False, not refused by ``rule``: another rule may refuse it for
    its own reason); and, unless ``store_row`` is None, ``add`` refusing
    ``refused[store_row]`` with ``rule`` in its error (the gate every write path meets).
    A test module binds what it returns to names pytest collects::

        test_refused, test_passes, test_the_store_refuses_it = rule_suite(RULE, REFUSED,
                                                                          PASSES)
    """
    @pytest.mark.parametrize("text", refused)
    def refused_by_the_rule(text: str) -> None:
        threat = fresh_threat(text)
        assert threat is not None and threat.pattern_id == rule, threat

    @pytest.mark.parametrize("text", passes)
    def passes_the_rule(text: str) -> None:
        threat = fresh_threat(text)
        if passes_every_rule:
            assert threat is None, threat
        else:
            assert threat is None or threat.pattern_id != rule, threat

    def the_store_refuses_it(settings: Settings) -> None:
        store = open_store(settings)
        VERDICTS.clear()
        added = store.add("memory", refused[store_row])
        assert added["success"] is False and rule in added["error"], added

    if store_row is None:
        return refused_by_the_rule, passes_the_rule
    return refused_by_the_rule, passes_the_rule, the_store_refuses_it
