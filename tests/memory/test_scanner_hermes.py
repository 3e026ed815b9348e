"""Reverie's scanner blocks at least everything Hermes 0.19's memory scanner blocks.

The corpus (``tests/memory/hermes_corpus.py``) holds attack strings we wrote for each
pattern of Hermes' strict scope, several phrasings each. The whole corpus goes through the
real Hermes code (``tools.memory_tool._scan_memory_content``, what its memory tool calls
before a write) in one subprocess; every string Hermes refuses, Reverie must refuse.
"""

from __future__ import annotations

import json

import pytest

from reverie.memory.scan.scanner import find_threat
from tests.memory.benign_corpus import BENIGN_CORPUS
from tests.memory.hermes_corpus import corpus

CORPUS = corpus()
STRINGS = [text for strings in CORPUS.values() for text in strings]

_SNIPPET = """
import json
from tools.memory_tool import _scan_memory_content
from tools import threat_patterns
strings = json.loads({payload!r})
strict_ids = sorted({{pid for _, pid in threat_patterns._COMPILED["strict"]}})
verdicts = [[_scan_memory_content(s), threat_patterns.scan_for_threats(s, scope="strict")]
            for s in strings]
print(json.dumps({{"strict_ids": strict_ids, "verdicts": verdicts}}))
"""


@pytest.fixture(scope="module")
def hermes_verdicts(hermes, tmp_path_factory) -> dict:
    home = tmp_path_factory.mktemp("hermes-scan") / "home"
    home.mkdir()
    # One subprocess for everything: the attack corpus and, for comparison, the benign one.
    everything = STRINGS + BENIGN_CORPUS
    result = hermes.run_json(_SNIPPET.format(payload=json.dumps(everything)), home)
    verdicts = dict(zip(everything, result["verdicts"], strict=True))
    return {"strict_ids": result["strict_ids"],
            "verdicts": {text: verdicts[text] for text in STRINGS},
            "benign": {text: verdicts[text] for text in BENIGN_CORPUS}}


def test_the_corpus_has_phrasings_for_every_strict_pattern(hermes_verdicts) -> None:
    assert sorted(CORPUS) == hermes_verdicts["strict_ids"]
    assert all(len(strings) >= 3 for strings in CORPUS.values()), {
        pid: len(strings) for pid, strings in CORPUS.items() if len(strings) < 3}


def test_hermes_blocks_each_string_by_the_pattern_it_was_written_for(hermes_verdicts) -> None:
    # Otherwise a phrasing would exercise some other pattern, or none, and prove nothing.
    wrong = [(pid, text, hermes_verdicts["verdicts"][text][1])
             for pid, strings in CORPUS.items() for text in strings
             if hermes_verdicts["verdicts"][text][0] is None
             or pid not in hermes_verdicts["verdicts"][text][1]]
    assert wrong == []


def test_reverie_blocks_everything_hermes_blocks(hermes_verdicts) -> None:
    blocked_by_hermes = [text for text, (message, _ids) in hermes_verdicts["verdicts"].items()
                         if message is not None]
    missed = [text for text in blocked_by_hermes if find_threat(text) is None]
    recall = 1 - len(missed) / len(blocked_by_hermes)
    print(f"Hermes-corpus recall: {len(blocked_by_hermes) - len(missed)}/"
          f"{len(blocked_by_hermes)} = {recall:.1%}")
    assert missed == []


def test_on_the_benign_corpus_reverie_blocks_no_more_than_hermes(hermes_verdicts) -> None:
    # Coverage of Hermes' patterns must not be bought with its false positives.
    hermes_blocked = [t for t, (message, _ids) in hermes_verdicts["benign"].items() if message]
    reverie_blocked = [t for t in BENIGN_CORPUS if find_threat(t) is not None]
    print(f"benign corpus blocked: Hermes {len(hermes_blocked)}/{len(BENIGN_CORPUS)}, "
          f"Reverie {len(reverie_blocked)}/{len(BENIGN_CORPUS)}; Hermes: {hermes_blocked}")
    assert len(reverie_blocked) <= len(hermes_blocked)
