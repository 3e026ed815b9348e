"""Every text of the scanner's corpora in one list, for the differential tests.

The benign corpus, the attack corpus (split attacks as their parts), the Hermes corpus and
the tables of ``test_scanner``: what the fast paths must agree with the straightforward
scan on, alone and joined into snapshots.
"""

from __future__ import annotations

from functools import cache

from tests.memory.attack_corpus import corpus as attack_corpus
from tests.memory.benign_corpus import BENIGN_CORPUS
from tests.memory.hermes_corpus import corpus as hermes_corpus
from tests.memory.test_scanner import BENIGN, BLOCKED


@cache
def benign_texts() -> tuple[str, ...]:
    return tuple(dict.fromkeys([*BENIGN_CORPUS, *BENIGN]))


@cache
def attack_texts() -> tuple[str, ...]:
    texts: list[str] = [text for text, _ in BLOCKED]
    for found in attack_corpus().values():
        for attack in found:
            if isinstance(attack, tuple):
                texts.extend(part.strip() for part in attack)  # as the store keeps them
            else:
                texts.append(attack)
    for found in hermes_corpus().values():
        texts.extend(found)
    return tuple(dict.fromkeys(texts))


@cache
def all_texts() -> tuple[str, ...]:
    return benign_texts() + attack_texts()
