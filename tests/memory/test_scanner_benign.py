"""False positives stay rare: at most 1% of ordinary memory entries are blocked (issues 13
and 21), alone or next to each other, and every one that is blocked is explained in
docs/scanner.md."""

from __future__ import annotations

from pathlib import Path

from reverie.memory.scan.scanner import find_joined_threat, find_threat
from tests.memory.benign_corpus import ALL_CHINESE, BENIGN_CORPUS, SPEC_EXAMPLES
from tests.memory.benign_hard import HARD

DOCS = Path(__file__).resolve().parents[2] / "docs" / "scanner.md"


def _blocked() -> list[tuple[str, str]]:
    return [(text, threat.pattern_id) for text in BENIGN_CORPUS
            if (threat := find_threat(text)) is not None]


def test_at_most_one_percent_of_the_benign_corpus_is_blocked() -> None:
    assert len(BENIGN_CORPUS) >= 500 and len(set(BENIGN_CORPUS)) == len(BENIGN_CORPUS)
    assert len(ALL_CHINESE) >= 100 and len(HARD) >= 300
    blocked = _blocked()
    rate = len(blocked) / len(BENIGN_CORPUS)
    print(f"benign corpus: {len(blocked)}/{len(BENIGN_CORPUS)} blocked = {rate:.2%}: {blocked}")
    assert rate <= 0.01, blocked


def test_every_blocked_benign_note_is_explained_in_the_docs() -> None:
    docs = DOCS.read_text(encoding="utf-8")
    assert [text for text, _ in _blocked() if text not in docs] == []


def test_neighbouring_benign_notes_are_not_blocked_together() -> None:
    # The joined scan reads neighbours as the prompt joins them; ordinary notes side by
    # side (each pair of the corpus, in order) must not add up to an attack.
    clean = [text for text in BENIGN_CORPUS if find_threat(text) is None]
    pairs = list(zip(clean, clean[1:], strict=False))
    together = [(a, b, found.threat.pattern_id) for a, b in pairs
                if (found := find_joined_threat([a, b])) is not None]
    print(f"neighbouring benign pairs blocked together: {len(together)}/{len(pairs)}")
    assert len(together) <= len(pairs) * 0.01, together
    # ... and a whole file of them, joined at once.
    assert find_joined_threat(clean[:40]) is None


def test_the_specs_own_ordinary_facts_never_fire() -> None:
    assert [text for text in SPEC_EXAMPLES if find_threat(text) is not None] == []
