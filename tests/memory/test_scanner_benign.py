"""False positives stay rare: at most 1% of ordinary memory entries are blocked (issue 13)."""

from __future__ import annotations

from reverie.memory.scanner import find_threat
from tests.memory.benign_corpus import BENIGN_CORPUS, CHINESE, SPEC_EXAMPLES


def test_at_most_one_percent_of_the_benign_corpus_is_blocked() -> None:
    assert len(BENIGN_CORPUS) >= 200 and len(set(BENIGN_CORPUS)) == len(BENIGN_CORPUS)
    assert len(CHINESE) >= 20
    blocked = [(text, threat.pattern_id) for text in BENIGN_CORPUS
               if (threat := find_threat(text)) is not None]
    rate = len(blocked) / len(BENIGN_CORPUS)
    print(f"benign corpus: {len(blocked)}/{len(BENIGN_CORPUS)} blocked = {rate:.1%}: {blocked}")
    assert rate <= 0.01, blocked


def test_the_specs_own_ordinary_facts_never_fire() -> None:
    assert [text for text in SPEC_EXAMPLES if find_threat(text) is not None] == []
