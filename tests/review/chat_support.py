"""Chats between friends for the offline extractor's tests: the two sides call each other
by name first (``extract._between_people``), as on LoCoMo, and a test reads what the
heuristic adds. Every sentence here is our own."""

from __future__ import annotations

from datetime import UTC, datetime

from reverie.review.providers.heuristic import propose_operations, propose_review
from reverie.review.review_input import ReviewInput, ReviewMessage

# Each side calls the other by name: the chat is between people.
GREETING = (("user", "Hi Priya! Good to hear from you."),
            ("assistant", "Hey Tomas! Good to hear from you too."))
SAID_AT = 1_700_000_000.0   # so "yesterday" is anchored as a date, as on LoCoMo


def _adds(messages: tuple[ReviewMessage, ...]) -> list[str]:
    found, _ = propose_operations(ReviewInput(messages=messages))
    return [o["content"] for o in found if o["action"] == "add"]


def added_in_turns(*turns: tuple[str, str],
                   greeting: tuple[tuple[str, str], ...] = GREETING) -> list[str]:
    """What is added from ``(role, text)`` turns after ``greeting``."""
    return _adds(tuple(ReviewMessage(i, role, text)
                       for i, (role, text) in enumerate((*greeting, *turns), 1)))


def added_as_news(text: str) -> list[str]:
    """What is added when the user answers "What have you been up to?" with ``text``."""
    return added_in_turns(("assistant", "What have you been up to?"), ("user", text))


def added_at_said_time(*said: str) -> list[str]:
    """What is added from the user's lines ``said``, dated from :data:`SAID_AT`, after the
    two greet each other ("Hi Robin" / "Hey Sam")."""
    return _adds((ReviewMessage(1, "assistant", "Hi Robin, how have you been?", at=SAID_AT),
                  ReviewMessage(2, "user", "Hey Sam, lovely to get your note!", at=SAID_AT + 1))
                 + tuple(ReviewMessage(i + 3, "user", text, at=SAID_AT + i + 2)
                         for i, text in enumerate(said)))


def added_in_a_developer_session(said: str) -> list[str]:
    """What is added from one user line ``said`` in a session with no names exchanged (a
    developer's, not a chat between people), the assistant acknowledging it."""
    return _adds((ReviewMessage(1, "user", said),
                  ReviewMessage(2, "assistant", "Noted, I will keep that in mind.")))


MONDAY = datetime(2024, 3, 11, 18, 0, tzinfo=UTC).timestamp()   # said on a Monday evening


def live_and_episodes(said: str) -> tuple[list[str], list[str]]:
    """(live adds, past events for the archive) of one user line ``said`` to "What have you
    been up to?" in a chat between two friends, said at :data:`MONDAY`."""
    ops, _, episodes = propose_review(ReviewInput(messages=(
        ReviewMessage(1, "assistant", "Hey Jonas! What have you been up to?", at=MONDAY - 60),
        ReviewMessage(2, "user", f"Hi Priya! {said}", at=MONDAY),
        ReviewMessage(3, "assistant", "Oh nice, Jonas!", at=MONDAY + 5))))
    return [o["content"] for o in ops if o["action"] == "add"], [e["content"] for e in episodes]


def live_and_episodes_at(said_at: float, text: str, *, between_people: bool = True) -> tuple[list[str], list[str]]:
    """(live entries, episodes) kept from one user line ``text`` said at ``said_at``: in a chat
    whose two sides name each other first ("Hi Ilse!" / "Hey Bram!"), or said to the assistant
    (``between_people`` false)."""
    said = (("user", "Hi Ilse!"), ("assistant", "Hey Bram!")) if between_people else ()
    said += (("user", text),)
    operations, _, episodes = propose_review(ReviewInput(messages=tuple(
        ReviewMessage(i, role, line, at=said_at + i) for i, (role, line) in enumerate(said, 1))))
    return [op["content"] for op in operations], [e["content"] for e in episodes]
