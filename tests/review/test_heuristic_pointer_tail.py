"""learn31: a pointer said only in the clause's tail — a purpose ("… a podcast to share what
they taught me") or "for it" at the end — no longer drops a clause whose head is a whole fact:
the tail is cut ("User is recording a podcast."). The head must end on a thing named with
a/an/my/some, name someone or something, point at nothing itself, and not be what a verb asks
of its object ("I want my kids to …"). Our own sentences."""

from __future__ import annotations

import pytest

from .chat_support import added_as_news


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm recording a podcast to share what they taught me.", "User is recording a podcast."),
    ("I've been restoring an old sailboat to sell it.", "User has been restoring an old sailboat."),
    ("I've been doing a ton of research for it.", "User has been doing a ton of research."),
    ("I'm building a small greenhouse to grow them all year.", "User is building a small greenhouse."),
])
def test_the_head_before_a_pointing_tail_is_kept(said: str, kept: str) -> None:
    assert kept in added_as_news(said)


# each refused sentence beside its twin, which is kept: what refuses is the one difference
@pytest.mark.parametrize(("twin", "refused"), [
    ("I'm building a small greenhouse to grow them all year.",
     "I'm building it to grow them all year."),                      # the head points itself
    # learn68: the head ends on "my" (a doing of "some <things>" is a batch of the spell)
    ("I've been saving my wages for it.",
     "I want my niece to keep them."),                               # what "want" asks of her
    ("I'm recording a podcast to share what they taught me.",
     "I'm getting people together to talk about it."),               # names no one
    ("I've been restoring an old sailboat to sell it.",
     "I've had the chance to see it twice."),                        # "the chance to": no purpose
])
def test_a_tail_that_is_not_a_purpose_or_a_head_naming_nothing_gives_nothing(twin: str, refused: str) -> None:
    assert any(entry.startswith(("User has been saving", "User is building", "User has been restoring",
                                 "User is recording"))
               for entry in added_as_news(twin))
    assert not any(entry.startswith(("User is building", "User wants", "User is getting", "User has had"))
                   for entry in added_as_news(refused))
