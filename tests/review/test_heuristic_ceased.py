"""A doing the user stopped replaces the live entry saying they do it (review/providers/heuristic/ceased.py).

Sentences are the team's own; none comes from a corpus."""

import pytest

from reverie.review.providers.heuristic.ceased import _stem, stopped_doing

from .test_heuristic import ops_and_withdrawn


@pytest.mark.parametrize(("said", "live", "now"), [
    ("I don't bake anymore.", "User bakes.", "User doesn't bake anymore."),
    ("I'm not knitting anymore.", "User knits.", "User is no longer knitting."),
    ("I gave up climbing last spring.", "User climbs.", "User gave up climbing."),
    ("I stopped drinking soda.", "User drinks soda every afternoon.", "User stopped drinking soda."),
    ("I no longer swim.", "User usually swims on Sundays.", "User no longer swims."),
    ("I don't play chess anymore.", "User plays chess with friends.", "User doesn't play chess anymore."),
    ("I don't study Korean anymore.", "User studies Korean.", "User doesn't study Korean anymore."),
])
def test_a_stopped_doing_replaces_the_entry_that_says_it(said, live, now):
    ops, _ = ops_and_withdrawn([(1, "user", said)], [("user", live), ("user", "User lives in Porto.")])
    assert ops == [("replace", "user", live, now)]


@pytest.mark.parametrize(("said", "entries"), [
    # what the entry does it to is not named by the stop: another drink, a list's other member
    ("I don't drink anymore.", ["User drinks tea every morning."]),
    ("I don't play the cello anymore.", ["User plays the cello and the harp."]),
    # a part of the doing stopped, not the doing
    ("I don't drink tea at night anymore.", ["User drinks tea."]),
    # two entries of the doing: which one stopped is a guess
    ("I stopped running.", ["User runs.", "User runs daily."]),
    ("I quit baking.", ["User bakes.", "User bakes bread for the neighbours."]),
    # someone else stopped; the user's entry is a plan or a taste, not a doing
    ("My sister doesn't bake anymore.", ["User bakes."]),
    ("I don't bake anymore.", ["User wants to bake more."]),
    ("I don't bake anymore.", ["User likes baking."]),
])
def test_no_replace_when_the_stop_does_not_name_one_doing(said, entries):
    ops, _ = ops_and_withdrawn([(1, "user", said)], [("user", e) for e in entries])
    assert [op[0] for op in ops] == ["add"]


@pytest.mark.parametrize(("forms", "same"), [
    (("bake", "bakes", "baking"), True),
    (("study", "studies", "studying"), True),
    (("run", "runs", "running"), True),
    (("play", "plays", "playing"), True),
    (("watch", "watches", "watching"), True),
    (("bake", "bike"), False),
])
def test_stems_of_one_verb_meet(forms, same):
    assert (len({_stem(f) for f in forms}) == 1) is same


def test_a_tool_left_is_the_switch_rows_not_a_doing():
    assert stopped_doing("User no longer uses Slack.") is None
    assert stopped_doing("User no longer smokes.") == (_stem("smoke"), set())
