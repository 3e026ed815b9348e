"""learn21: the "no longer" row was written for tools and wrote "uses" before whatever the
user said: "I no longer eat sugar" became "User no longer uses eat sugar.", "I'm not living
in Dublin anymore" "… uses living in Dublin.". Only a use said is a tool; otherwise the
user's own predicate is written, the verb agreeing. Our own sentences."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.extract import candidates


def _written(said: str) -> list[str]:
    return [c.content for c in candidates(said) if c.rule == "en.no_longer"]


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("I no longer drink fizzy drinks.", ["User no longer drinks fizzy drinks."]),
        ("I no longer coach the under-tens.", ["User no longer coaches the under-tens."]),
        (
            "I'm no longer volunteering at the hospice.",
            ["User is no longer volunteering at the hospice."],
        ),
        ("I'm not renting in Brixton anymore.", ["User is no longer renting in Brixton."]),
        ("I'm not in the orchestra anymore.", ["User is no longer in the orchestra."]),
        ("I'm not vegetarian anymore.", ["User is no longer vegetarian."]),
        ("I'm not with my old band anymore.", ["User is no longer with their old band."]),
    ],
)
def test_what_the_user_no_longer_does_is_written_as_said(said: str, written: list[str]) -> None:
    assert _written(said) == written


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("I no longer use Eclipse.", ["User no longer uses Eclipse."]),
        ("I'm not on bash anymore.", ["User no longer uses bash."]),
        ("I don't use Trello anymore.", ["User no longer uses Trello."]),
    ],
)
def test_a_tool_no_longer_used_is_written_as_before(said: str, written: list[str]) -> None:
    assert _written(said) == written


# fixlearn11 (review11 H6): said with "no longer", the preposition is already in the words
# after it and is written once; a "my" after a verb is "their", as after "is".
@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("I'm no longer in the choir.", ["User is no longer in the choir."]),
        ("I'm no longer with my ex.", ["User is no longer with their ex."]),
        ("We're no longer in the band.", ["The team is no longer in the band."]),
        ("I no longer speak to my brother.", ["User no longer speaks to their brother."]),
        ("I no longer live with my parents.", ["User no longer lives with their parents."]),
        ("I'm no longer in my book club.", ["User is no longer in their book club."]),
        (
            "I no longer train with my old running club.",
            ["User no longer trains with their old running club."],
        ),
    ],
)
def test_no_longer_writes_a_preposition_once_and_my_as_their(said: str, written: list[str]) -> None:
    assert _written(said) == written
