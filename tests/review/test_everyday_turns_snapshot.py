"""The learner's change detector: what the offline extractor keeps from 1,400 everyday
first-person turns of our own (tests/review/data/everyday_turns.txt) is pinned, line by line,
in everyday_turns.expected.txt. Any output a change makes different fails here, with the
turns before → after; the author regenerates the file, reads every changed line, and says
in the commit message how many changed and that they read them (docs/review.md).

A guard, not a behaviour test: it holds no verdict on whether an output is right, only that
a change to one is seen in the commit that makes it. The extractor only, no store."""

from __future__ import annotations

import pytest

from dev_tools.update_everyday_turns import (
    EXPECTED,
    READINGS,
    changes,
    current,
    expected,
    read_turns,
)

SHOWN = 60
HOW = ("Run `python dev_tools/update_everyday_turns.py`: it rewrites "
       "tests/review/data/everyday_turns.expected.txt and prints every changed line. Read each "
       "one, and say in the commit message how many changed and that you read them.")


def test_the_set_is_big_enough_to_see_a_change() -> None:
    assert len(read_turns()) >= 1000


@pytest.mark.parametrize("reading", READINGS)
def test_every_turn_keeps_what_the_snapshot_says(reading: str) -> None:
    before = {k: v for k, v in expected(EXPECTED).items() if k.startswith(f"{reading} ")}
    after = current(read_turns(), (reading,))
    changed = changes(before, after)
    if changed:
        shown = "\n".join(changed[:SHOWN])
        more = (f"\n... and {len(changed) - SHOWN} more (all of them: "
                "`python dev_tools/update_everyday_turns.py --check`)"
                if len(changed) > SHOWN else "")
        pytest.fail(f"{len(changed)} of the {len(after)} '{reading}' outputs differ from the "
                    f"snapshot (before -, after +):\n{shown}{more}\n\n{HOW}", pytrace=False)
