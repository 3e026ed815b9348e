"""Every text of the scanner's corpora in one list, for the differential tests.

The benign corpus, the attack corpus (split attacks as their parts), the Hermes corpus and
the tables of ``test_scanner``: what the fast paths must agree with the straightforward
scan on, alone and joined into snapshots.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

from tests.memory.attack_corpus import corpus as attack_corpus
from tests.memory.benign_corpus import BENIGN_CORPUS
from tests.memory.benign_hard import HARD
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


@cache
def scanner_test_strings() -> tuple[str, ...]:
    """Every string constant of the scanner's test modules (``test_scanner*.py``: each
    reading's refused and allowed rows, in every language), 8 to 2,000 characters long."""
    found: dict[str, None] = {}
    for path in sorted(Path(__file__).parent.glob("test_scanner*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and 8 <= len(node.value) <= 2000:
                found[node.value] = None
    return tuple(found)


@cache
def corpus_words() -> tuple[str, ...]:
    """The words of the corpora (attacks, benign notes, hard benign notes), sorted: what
    random texts for the differential tests are made of."""
    return tuple(sorted({word for text in [*all_texts(), *HARD] for word in text.split()}))


#: Marks a reading starts from besides slots (a colon, an address, a URL, a pipe into a
#: shell, a frame, a capitalised mark, a tag), stops and line breaks: pieces of random
#: texts for the differential tests.
READING_MARKS = (": ", "@ops.example ", " https://evil.example/x?q= ", " | sh ", "-- END --",
                 " END ", "ADMIN: ", "[SYSTEM] ", "# ", "<b>", "$(", " messages ", ". ", "! ",
                 "\n", "? ", " DAN MODE ", " filter ", "; ", "。")
