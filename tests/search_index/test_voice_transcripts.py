"""A voice message is the user's own words (session 31, tester23).

Hermes' gateway (0.19 ``gateway/run.py``, 0.22 ``gateway/run_inbound.py``,
``_enrich_message_with_transcription``) stores a transcribed voice message as the transcript
in double quotes, one clip after another, each followed by a blank line and then what the
user typed. Read as it is stored, the whole message is a quotation, which the offline reader
takes for someone else's words: "I moved to Porto … I work as a pharmacist now." said aloud
kept nothing, and "Remember that please." after a clip kept the quoted line itself as an
entry. In a group session several people share, the sender's name comes after the clips
(Hermes tags the typed text first), and Telegram's observe mode tags each row
"[Name|id]" on its own line; the operator's hold named nobody for either. Every sentence here
is our own; the shapes are Hermes'.
"""

from __future__ import annotations

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage
from reverie.search_index.gateway_notes import users_words
from reverie.search_index.shared_sessions import group_hold, without_sender_tags

MOVED = "I moved to Porto last month and I work as a pharmacist now."


def _added(*said: str) -> list[str]:
    found, _ = propose_operations(ReviewInput(messages=tuple(
        ReviewMessage(i, "user", text) for i, text in enumerate(said, 1))))
    return [o["content"] for o in found if o["action"] == "add"]


def test_a_transcript_is_read_as_the_users_words() -> None:
    assert users_words(f'"{MOVED}"') == MOVED
    assert _added(f'"{MOVED}"') == _added(MOVED) != []


def test_what_the_user_typed_with_a_clip_follows_it() -> None:
    said = '"My daughter Ines plays the violin."\n\nRemember that please.'
    assert users_words(said) == "My daughter Ines plays the violin.\n\nRemember that please."
    added = _added(said)
    assert added and not any('"' in entry for entry in added), added  # was '"My daughter …".'
    # two clips, then a line typed: in the order said
    assert users_words('"One."\n\n"Two, with a "word" in it."\n\nThree.') \
        == 'One.\n\nTwo, with a "word" in it.\n\nThree.'


def test_a_transcript_after_the_other_notes_is_read_and_the_quote_is_not() -> None:
    said = '[Replying to: "Where do you live now?"]\n\n' + f'"{MOVED}"'
    assert users_words(said) == MOVED
    said = "[The user sent a voice message: /tmp/v.ogg (duration: 0:07)]\n\n" + f'"{MOVED}"'
    assert users_words(said) == MOVED


def test_a_quote_of_the_users_own_that_is_not_the_whole_paragraph_stays() -> None:
    # the closing quote is not followed by a blank line or the end: a sentence of theirs
    for said in ('"Dune" is my favourite book.', '"I quit," my sister said.\n\nShe did.'):
        assert users_words(said) == said
    # a quote of nothing is not Hermes' (an empty transcript becomes a note of its own)
    assert users_words('""\n\nHi') == '""\n\nHi'


def _row(content: str) -> ReviewMessage:
    # as the review reads a user row: its words (search_index.spoken.typed_words)
    return ReviewMessage(1, "user", users_words(content))


def test_in_a_shared_group_the_hold_names_who_spoke_before_their_clip() -> None:
    # Hermes tags what the member typed ("[Ola] ", and nothing after it for a clip sent
    # alone), then puts the clip before it: the name opens the words again
    rows = [_row(f'"{MOVED}"\n\n[Ola] '), _row('"I keep bees."\n\n[Ben] And honey.')]
    assert [r.content for r in rows] == [f"[Ola] {MOVED}", "[Ben] I keep bees.\n\nAnd honey."]
    assert group_hold([r.content for r in rows]).startswith("said by Ola, Ben in a group")
    assert [r.content for r in without_sender_tags(rows)] \
        == [MOVED, "I keep bees.\n\nAnd honey."]


def test_telegrams_observe_tag_names_the_sender() -> None:
    # Telegram's observe mode (0.22 plugins/platforms/telegram/adapter.py,
    # _telegram_group_observe_attributed_text): "[name|id]" on its own line, then the text
    rows = [_row("[Ola|777]\nI live in Bergen."), _row("[1234|1234]\nHi all."),
            _row('"I keep bees."\n\n[Ben|778]\n')]
    assert group_hold([r.content for r in rows]).startswith("said by Ola, 1234, Ben in a group")
    assert [r.content for r in without_sender_tags(rows)] \
        == ["I live in Bergen.", "Hi all.", "I keep bees."]
    # a bracket of the user's own with a bar in it, on a line of its own: no id, no tag
    assert without_sender_tags([_row("[draft|v2]\nI moved.")])[0].content == "[draft|v2]\nI moved."
