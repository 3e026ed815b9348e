"""A "forget" or "don't remember" request right after the sender's name Hermes puts before a
member's words in a group's shared session ("[Ola] Forget that …", session 26). The trigger
looked for a request at the start of a message, a sentence or a clause only, so a tagged
request was not one: a model was shown its words, and a live entry it covered was not
proposed for removal (engine._forget_requested reads requests_in)."""

from __future__ import annotations

from reverie.review.exclusions import find_requests, requests_in
from reverie.search_index.models import Message


def test_a_request_after_a_sender_tag_is_a_request() -> None:
    said = [Message(1, "g", "user", "[Ola] Forget that I keep a spare key under the mat.", 0.0),
            Message(2, "g", "user", "[Ben | Slack user <@U42>] Don't remember my locker code.", 0.0),
            Message(3, "g", "user", "[Dana] Never store my phone number, please.", 0.0)]
    assert [r for _, r in requests_in(said)] == [
        "Forget that I keep a spare key under the mat", "Don't remember my locker code",
        "Never store my phone number, please"]
    # untagged, as before; a bracket later in the message opens nothing
    assert find_requests("Forget that I keep a spare key under the mat.") == [
        "Forget that I keep a spare key under the mat"]
    assert find_requests("I said [Ola] forget that I keep a key there") == []
    assert find_requests("[Ola] I never forget a face.") == []
