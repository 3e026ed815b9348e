"""learn57 (issue 31, wrong fact): a change of place, of line of work or of job said as "from X
to Y" was written as a tool switch ("User now uses Tromsø instead of Bergen."), whatever X and
Y were. It is a tool switch only when the lexicon knows X or Y as a kind of tool, or what was
switched is a piece of a project ("our CI"); otherwise the change is written as what it is, in
the user's own verb, and still replaces the entry naming the old value. Every sentence here
is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage
from reverie.review.slots import slots_of

from .chat_support import added_at_said_time, added_in_a_developer_session


@pytest.mark.parametrize(("said", "entry"), [
    ("I moved from Bergen to Tromsø in the autumn.", "User moved from Bergen to Tromsø in the autumn."),
    ("I switched from dentistry to teaching chemistry.",
     "User switched from dentistry to teaching chemistry."),
    ("I changed careers from banking to furniture making.",
     "User changed careers from banking to furniture making."),
    ("I switched jobs from Initrode to Vandelay.", "User switched jobs from Initrode to Vandelay."),
    ("I moved from accounts to procurement.", "User moved from accounts to procurement."),
    ("I switched from the early shift to evenings.", "User switched from the early shift to evenings."),
])
def test_a_change_of_a_life_is_written_as_what_it_is(said: str, entry: str) -> None:
    assert added_at_said_time(said) == [entry]
    assert added_in_a_developer_session(said) == [entry]


@pytest.mark.parametrize(("said", "entry"), [
    # guards: a tool the lexicon knows, or a piece of a project, is still a tool switch
    ("I switched from Emacs to Helix.", "User now uses Helix instead of Emacs."),
    ("I switched from Windows to Fedora.", "User now uses Fedora instead of Windows."),
    ("We moved our CI from Travis to Buildkite.", "The team now uses Buildkite instead of Travis for CI."),
])
def test_a_switch_of_a_tool_is_still_one(said: str, entry: str) -> None:
    assert added_in_a_developer_session(said) == [entry]


def test_the_move_replaces_the_entry_of_the_old_place() -> None:
    # a guard: the old value still names the entry the change replaces
    found, _ = propose_operations(ReviewInput(
        messages=(ReviewMessage(1, "user", "I moved from Bergen to Tromsø in the autumn."),),
        entries=(("user", "User lives in Bergen."),)))
    assert [(o["action"], o.get("old_text"), o["content"]) for o in found] == [
        ("replace", "User lives in Bergen.", "User lives in Tromsø.")]


@pytest.mark.parametrize(("entry", "place"), [
    ("User moved from Bergen to Tromsø in the autumn.", "tromsø"),
    ("User relocated from Porto to Faro.", "faro"),
    ("User moved to Oslo in the spring.", "oslo"),
])
def test_the_place_moved_to_is_the_location(entry: str, place: str) -> None:
    assert [s.value for s in slots_of(entry) if s.attribute == "location"] == [place]


# fixlearn13 (issue 31): a city that shares its name with a tool the lexicon knows ("Lima",
# "Phoenix") was read as the tool: "I moved to Lima last year." gave "User now uses Lima.".
# A bare "moved to X" is the idiom of a move of home; a tool is moved to "over", with
# "everything", or names the piece moved ("our CI"), and "switched"/"migrated" stay tools.
@pytest.mark.parametrize(("said", "entry", "place"), [
    ("I moved to Lima last year.", "User moved to Lima in 2022.", "lima"),   # fixlearn17: dated
    ("I moved to Phoenix with my wife in 2019.", "User moved to Phoenix with their wife in 2019.",
     "phoenix"),
    # with the place left said, one tool's name on either side makes no tool switch
    ("I moved from Lima to Dundee last year.", "User moved from Lima to Dundee in 2022.", "dundee"),
    ("I moved from Dundee to Phoenix.", "User moved from Dundee to Phoenix.", "phoenix"),
])
def test_a_bare_move_to_a_name_is_a_move_of_home(said: str, entry: str, place: str) -> None:
    kept = added_at_said_time(said)
    assert kept == [entry]
    assert [s.value for s in slots_of(kept[0]) if s.attribute == "location"] == [place]
    assert not any("uses" in k for k in added_in_a_developer_session(said))


@pytest.mark.parametrize(("said", "entry"), [
    # guards: the signs of a thing used still make the move a tool switch
    ("I moved over to Lima for local containers.", "User now uses Lima for local containers."),
    ("We moved everything to Phoenix.", "The team now uses Phoenix."),
    ("I switched to Neovim last year.", "User now uses Neovim."),
    ("I moved from Emacs to Helix.", "User now uses Helix instead of Emacs."),
])
def test_a_move_with_the_signs_of_a_tool_is_still_a_switch(said: str, entry: str) -> None:
    assert added_in_a_developer_session(said) == [entry]
