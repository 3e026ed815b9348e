"""fix38 (review20 R11): a change of a life "from X to Y" written in the user's own verb says
"their" for "my" ("User switched their diet …"), not "the user's". Our own sentences
(review20's probes)."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I switched my diet from keto to paleo.", "User switched their diet from keto to paleo."),
    ("I changed my major from history to biology.", "User changed their major from history to biology."),
    ("I moved my studio from the garage to the attic.", "User moved their studio from the garage to the attic."),
    ("I changed my name from Smith to Okafor when I married.",
     "User changed their name from Smith to Okafor when they married."),
])
def test_my_in_a_change_of_a_life_is_their(said: str, kept: str) -> None:
    assert added_as_news(said) == [kept]


def test_a_move_with_no_my_is_written_as_before() -> None:
    # guard: no "my", nothing to write
    assert added_as_news("I moved from Dublin to Nairobi in the summer.") == \
        ["User moved from Dublin to Nairobi in the summer."]
