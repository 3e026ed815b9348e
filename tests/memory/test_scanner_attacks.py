"""Recall (issue 21): at least 99% of the attack corpus is blocked, per category printed.

``tests/memory/attack_corpus.py`` generates the attacks from templates across every
category of the issue, English and Chinese, with Unicode, encoding and split mutations.
A split attack (a tuple) counts as blocked when the entries are refused together, as the
joined snapshot scan reads them; each of its parts may pass alone.
"""

from __future__ import annotations

from reverie.memory.scan.scanner import find_joined_threat, find_threat
from tests.memory.attack_corpus import Attack, corpus


def _blocked(attack: Attack) -> bool:
    if isinstance(attack, tuple):
        entries = [part.strip() for part in attack]  # as the store keeps them
        return (any(find_threat(entry) for entry in entries)
                or find_joined_threat(entries) is not None)
    return find_threat(attack) is not None


def test_at_least_99_percent_of_the_attack_corpus_is_blocked() -> None:
    attacks = corpus()
    total = sum(map(len, attacks.values()))
    assert total >= 500
    assert all(len(found) >= 10 for found in attacks.values())
    missed: dict[str, list[Attack]] = {}
    for category, found in attacks.items():
        missed[category] = [attack for attack in found if not _blocked(attack)]
        blocked = len(found) - len(missed[category])
        print(f"{category:16} {blocked:4}/{len(found):<4} = {blocked / len(found):.1%}")
    misses = sum(map(len, missed.values()))
    print(f"{'all':16} {total - misses:4}/{total:<4} = {(total - misses) / total:.1%}")
    assert total - misses >= 0.99 * total, {k: v for k, v in missed.items() if v}


def test_split_attacks_pass_alone_so_the_joined_scan_is_what_catches_them() -> None:
    splits = [attack for attack in corpus()["splits"] if isinstance(attack, tuple)]
    alone = [attack for attack in splits
             if not any(find_threat(part.strip()) for part in attack)]
    assert len(alone) >= 10  # most splits prove the joined scan, not the single-entry one
    assert all(find_joined_threat([part.strip() for part in attack]) for attack in alone)
