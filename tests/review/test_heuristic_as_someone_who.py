"""A lasting fact said as the frame of what follows: "As someone who <does X>, I …" (issue 31,
recall; heuristic.as_someone_who). The frame is the speaker's own clause; the clause after it
is read on its own with every test it had. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.as_someone_who import framed_plainly

from .chat_support import added_in_a_developer_session

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My sister, as someone who keeps kosher, knows the good delis.": ["User has a sister."],
}


@pytest.mark.parametrize(("said", "kept"), [
    ("As someone who keeps kosher, I know how hard dinners out can be.",
     ["User keeps kosher."]),
    ("As someone who strictly follows a low-sodium diet and avoids pickles, I've noticed that "
     "office snacks are a problem.",
     ["User strictly follows a low-sodium diet and avoids pickles."]),
    ("By the way, as someone who tends to avoid dairy in all forms, I'm looking for other "
     "breakfast ideas.",
     ["User tends to avoid dairy in all forms."]),
    ("As someone who is allergic to sesame, I always check labels first.",
     ["User is allergic to sesame.", "User always checks labels first."]),
    ("As someone who doesn't drink alcohol, including beer, I'm after fun mocktails.",
     ["User doesn't drink alcohol, including beer."]),
])
def test_the_frame_is_the_speakers_own_fact(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept


@pytest.mark.parametrize("said", [
    # a modal frame is a wish or an ability, nobody's fact
    "As someone who would love to travel more, I'm curious about rail passes.",
    "As someone who can't cook, I'm curious about meal kits.",
    # not at the sentence's start: the frame is someone else's
    "My sister, as someone who keeps kosher, knows the good delis.",
])
def test_no_fact_of_the_user_from_a_frame_that_is_not_theirs(said: str) -> None:
    assert added_in_a_developer_session(said) == HAD_IN_PASSING.get(said, [])


def test_text_without_the_frame_is_unchanged() -> None:
    said = "Someone who keeps bees told me, I think, about the honey fair."
    assert framed_plainly(said) == said


# The compared side of a present preference said with "those": the kind, not a thing of the
# chat ("I prefer cosy inns over those big resorts"). A past preference, or "those" alone,
# still points at the chat.
@pytest.mark.parametrize(("said", "kept"), [
    ("I usually prefer small guesthouses rather than those big chain hotels.",
     ["User usually prefers small guesthouses rather than big chain hotels."]),
    ("I prefer paper maps over those fiddly navigation apps.",
     ["User prefers paper maps over fiddly navigation apps."]),
    ("I preferred the lake over those weekends at the coast.", []),
    ("I prefer tea over those.", []),
])
def test_those_after_the_compared_side_of_a_preference(said: str, kept: list[str]) -> None:
    assert added_in_a_developer_session(said) == kept
