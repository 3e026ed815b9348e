"""What Hermes' gateway puts before a user's words (heuristic/gateway_notes.py): a photo's
description in a vision model's own first person, where a file or voice message is, the
message replied to. None of it is the user's statement, so the offline extractor keeps
nothing from it and reads the user's own words after it as before. The note formats are
Hermes 0.19's; every sentence here is our own."""

from __future__ import annotations

from reverie.review.providers.heuristic import propose_operations
from reverie.review.providers.heuristic.gateway_notes import users_words
from reverie.review.review_input import ReviewInput, ReviewMessage
from tests.review.chat_support import added_in_turns

# As Hermes' gateway writes a photo whose description a vision model gave (text mode).
PHOTO = ("[The user sent an image~ Here's what I can see:\n"
         "I notice a man in a yellow raincoat standing beside a lake. Pine trees stand\n"
         "behind him.]\n"
         "[If you need a closer look, use vision_analyze with image_url: "
         "/home/ana/.hermes/image_cache/img_7c1e.jpg ~]\n\n")


def _added(*said: str) -> list[str]:
    found, _ = propose_operations(ReviewInput(messages=tuple(
        ReviewMessage(i, "user", text) for i, text in enumerate(said, 1))))
    return [o["content"] for o in found if o["action"] == "add"]


def test_a_photos_description_is_not_the_users_statement() -> None:
    # read as the user's words, "I notice …" was kept as "User notices a man in a yellow
    # raincoat standing beside a lake."
    assert _added(PHOTO + "Look where we walked on Sunday!") == []
    assert added_in_turns(("assistant", "Where was that taken?"),
                          ("user", PHOTO + "Thanks, Priya! Up by the reservoir.")) == []


def test_the_users_own_words_after_a_note_are_read_as_before() -> None:
    assert _added(PHOTO + "I'm a park ranger based in Inverness.") \
        == _added("I'm a park ranger based in Inverness.") != []
    assert added_in_turns(("assistant", "That loaf looks amazing! How long have you been baking?"),
                          ("user", PHOTO + "Eight years now!")) \
        == ["User has been baking for eight years."]


def test_a_quoted_reply_is_someone_elses_words() -> None:
    # a quoted message over several lines, as a chat app sends it
    quoted = '[Replying to: "Busy week, sorry.\nI\'m allergic to hazelnuts, so no cake for me.\n' \
             'See you Friday"]\n\n'
    assert _added(quoted + "Ha, same here.") == []   # was "User is allergic to hazelnuts."
    assert _added(quoted + "I live in Braga.") == _added("I live in Braga.")


def test_file_voice_and_sticker_notes_say_nothing_of_the_user() -> None:
    for note in ("[User sent an image: https://example.org/m/41.jpg]",
                 "[The user sent a voice message: /tmp/voice_03.ogg (duration: 0:12)]",
                 '[The user sent a sticker from "Owls"~ It shows: "An owl that I love waving" (=^.w.^=)]',
                 "[The user attached an image. Here's what it contains:\nI see a red bicycle.]"):
        assert users_words(note + "\n\nI cycle to work every day.") == "I cycle to work every day."
        assert _added(note) == []


def test_a_bracket_of_the_users_own_is_kept() -> None:
    # only the gateway's notes are left out: the user's own brackets stay words
    said = "[Note to self] I prefer green tea over coffee."
    assert users_words(said) == said


def test_the_offline_summary_opens_with_the_users_own_request(settings, clock) -> None:
    # the summary's "Request:" was the photo's description and the image's cache path
    from reverie.review.summarize import summarize_session
    from tests.review.engine_support import add_messages

    add_messages(settings, "s1",
                 ("user", PHOTO + "Can you work out the lake's name from the trail map?"),
                 ("assistant", "That looks like Loch Morlich, by the trail markers."))
    text = summarize_session(settings, "s1", clock=clock).text
    assert text.startswith("Request: Can you work out the lake's name")
    assert "image_cache" not in text and "I notice" not in text
