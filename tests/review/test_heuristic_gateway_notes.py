"""What Hermes' gateway puts before a user's words (search_index/gateway_notes.py): a photo's
description in a vision model's own first person, where a file or voice message is, the
message replied to. None of it is the user's statement, so the offline extractor keeps
nothing from it and reads the user's own words after it as before. The note formats are
Hermes 0.19's; every sentence here is our own."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage
from reverie.search_index.gateway_notes import users_words
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


# --- a note is ended by the closing Hermes writes for its kind, and only leading notes go ---

# Hermes 0.22 quotes the whole replied-to message (0.19 its first 500 characters), so a
# quote can hold a line ending in "]": the note ends at the quote's '"]' before the blank line
QUOTED_LIST = ('[Replying to: "Packing list for the trip:\n- passports [done]\n'
               'I am allergic to cats, so no cat cafes please."]\n\n')


def test_a_quote_with_a_bracket_at_a_line_end_is_left_out_whole() -> None:
    said = QUOTED_LIST + "Sounds good, see you Friday!"
    assert users_words(said) == "Sounds good, see you Friday!"
    assert _added(said) == []          # was "User is allergic to cats."
    assert added_in_turns(("assistant", "Shall I book the cafe for Friday?"), ("user", said)) == []


def test_the_offline_summary_does_not_read_a_quote_as_the_request(settings, clock) -> None:
    from reverie.review.summarize import summarize_session
    from tests.review.engine_support import add_messages

    add_messages(settings, "s2",
                 ("user", QUOTED_LIST + "Can you find a hotel near the station?"),
                 ("assistant", "Here are three hotels within a short walk of the station."))
    text = summarize_session(settings, "s2", clock=clock).text
    assert text.startswith("Request: Can you find a hotel near the station?")
    assert "allergic" not in text


def test_a_session_of_photos_sent_without_a_word_has_no_request(settings, clock) -> None:
    """tester18: the user typed nothing (three photos, no caption), and the offline summary
    gave the assistant's reply as the user's request ("Request: Cute!")."""
    from reverie.review.summarize import summarize_session
    from tests.review.engine_support import add_messages

    photo = ("[The user sent an image~ Here's what I can see:\nA cat asleep on a rug.]\n"
             "[If you need a closer look, use vision_analyze with image_url: /tmp/c.jpg ~]")
    add_messages(settings, "s3", ("user", photo), ("assistant", "What a sleepy cat!"),
                 ("user", photo), ("assistant", "Another nap, I see."))
    text = summarize_session(settings, "s3", clock=clock).text
    assert "Request" not in text and "cat asleep" not in text, text
    assert text.startswith("Outcome: Another nap, I see."), text


def test_a_bracket_not_at_the_start_leaves_the_users_words_whole() -> None:
    # not Hermes' shape (no blank line after the quote's '"]'): nothing is taken for a note,
    # least of all the user's own sentences up to a later "[draft]"
    said = ('[Replying to: "ok"] My son Leo is allergic to peanuts.\n'
            'I moved to Porto last year.\nThe [draft]\nthanks')
    assert users_words(said) == said
    assert users_words("Here it is.\n\n[User sent an image: https://example.org/a.jpg]") \
        == "Here it is.\n\n[User sent an image: https://example.org/a.jpg]"


def test_notes_one_after_another_are_all_left_out() -> None:
    notes = ('[Triggering message id: `9921` — use as `message_id` for reply/react/pin via '
             'the discord tools.]\n\n'
             '[Replying to your previous message: "Try the blue one [maybe]"]\n\n'
             "[The user sent an image~ Here's what I can see:\nA chart [Figure 2]\n\n"
             "with two lines.]\n[If you need a closer look, use vision_analyze with "
             "image_url: /tmp/img_1.jpg ~]\n\n"
             "[User sent a file: https://example.org/f.pdf]\n")
    assert users_words(notes + "I teach maths at a secondary school.") \
        == "I teach maths at a secondary school."


def test_a_file_sent_in_a_chat_is_nobodys_words_from_its_header_on() -> None:
    """review27 R1: a small text file the adapter inlined, with blank lines in it, then the
    caption; nothing tells where the file ends, so nothing after its header is read."""
    note = ("[The user sent a text document: 'minutes.md'. Its content has been included "
            "below. The file is also saved at: /tmp/doc_7_minutes.md]\n\n")
    minutes = "[Content of minutes.md]:\nAttendees: Ola\n\nI will chair the next meeting.\n"
    assert users_words(note + minutes + "\n\nCould you shorten these?") == ""
    assert users_words(note + minutes) == ""  # sent alone, no caption
    two = minutes + "\n\n[Content of b.txt]:\nI keep goats.\n"  # Discord: one after another
    assert users_words(two + "\n\nBoth please.") == ""
    # the user's own words first, a file's header later: a sentence of theirs, read whole
    said = "I pasted this:\n[Content of x.txt]:\nI keep goats."
    assert users_words(said) == said
    # a group's shared session: the sender's name, then the file (Hermes tags the adapter's
    # text before its note goes in front), from the name on nobody's words (tester19)
    assert users_words(note + "[Ola] " + minutes + "\n\nCould you shorten these?") == ""
    assert users_words("[Ben | Slack user <@U42>] " + minutes) == ""
    # a name before a sentence that merely mentions a header is still read
    assert users_words("[Ola] I pasted [Content of x.txt]:\nI keep goats.") \
        == "[Ola] I pasted [Content of x.txt]:\nI keep goats."


def test_a_channels_recent_messages_are_the_members_words() -> None:
    """tester18: Discord's history backfill puts the channel's recent messages before the
    user's own, after a "[New message]" line; the members' sentences were the user's."""
    backfill = ("[Messages prefixed with [unverified] are from people whose identity hasn't "
                "been confirmed against your allowlist.]\n\n"
                "[Context around the replied-to message]\n[Ola] I keep two ferrets.\n\n"
                "[Recent channel messages]\n[unverified][Ben] I work night shifts.\n"
                "[Ola] Who is coming on Sunday?")
    said = backfill + "\n\n[New message]\n[Dana] I can bring the tent."
    assert users_words(said) == "[Dana] I can bring the tent."
    assert users_words('[Replying to: "Sunday?"]\n\n' + said) == "[Dana] I can bring the tent."
    # no marker after it: not Hermes' shape, read as it is
    assert users_words(backfill) == backfill


def test_an_unclosed_note_of_any_length_is_read_as_it_is() -> None:
    # nothing after an opening ends it: the text stays whole (and no search goes past the
    # note's reach, below)
    from reverie.search_index.gateway_notes import NOTE_REACH
    for said in ("[User sent " * 16000, '[Replying to: "' + '"] x' * 60000,
                 "[The user sent an image~ Here's what I can see:\n" + "a ]b" * 60000,
                 '[The user sent a sticker from "P"~ It shows: "x' + " (=^.w.^=)]" * 20000):
        _CountingText.read = 0
        assert users_words(_CountingText(said)) == said
        assert _CountingText.read <= 4 * NOTE_REACH   # the inputs are 180-240 KB


class _CountingText(str):
    """A text that counts the characters its searches read (where the work of users_words
    lies: the openings are matched at one place, with no repetition)."""
    read = 0

    def find(self, sub, start=0, end=None):  # type: ignore[override]
        end = len(self) if end is None else end
        found = str.find(self, sub, start, end)
        _CountingText.read += (found + len(sub) if found >= 0 else end) - start
        return found

    def startswith(self, prefix, start=0, end=None):  # type: ignore[override]
        _CountingText.read += len(prefix) if isinstance(prefix, str) else 0
        return str.startswith(self, prefix, start, len(self) if end is None else end)


# pieces of Hermes' closings come often, so quotes, descriptions and the user's text hold
# near-closings (a line ending in "]", a '"]' with no blank line after it, a blank line)
_PIECES = st.lists(st.one_of(
    st.sampled_from(['[done]\n', ']', '"]', '"] ', '\n', '\n\n', ' (=^.w.^=)]', '~]', '[x] ']),
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=8)), max_size=8).map("".join)
# never empty: Hermes writes a reply note only for a reply with text (0.19 gateway/run.py,
# 0.22 gateway/run_inbound.py: ``if getattr(event, "reply_to_text", None)``)
_QUOTE = _PIECES.filter(lambda q: q and '"]\n\n' not in q and not q.rstrip().endswith('"]'))
_DESCRIPTION = _PIECES.filter(lambda d: "]\n[If you need" not in d)
_NOTES = st.lists(st.one_of(
    _QUOTE.map(lambda q: f'[Replying to: "{q}"]\n\n'),
    _DESCRIPTION.map(lambda d: f"[The user sent an image~ Here's what I can see:\n{d}]\n"
                               "[If you need a closer look, use vision_analyze with "
                               "image_url: /tmp/p.jpg ~]\n\n"),
    st.sampled_from(["[User sent an image: https://example.org/1.jpg]\n",
                     "[The user sent a voice message: /tmp/v.ogg (duration: 0:07)]\n\n",
                     '[The user sent a sticker from "Pack"~ It shows: "A fox [waving]" '
                     "(=^.w.^=)]\n\n"])), max_size=4)
# (a text opening with '"' may be a voice message's transcript, read without its quotes:
# tests/search_index/test_voice_transcripts.py)
_TEXT = _PIECES.filter(
    lambda t: t.strip() and not t.lstrip().startswith(("[", '"')))


@hypothesis_settings(max_examples=200, deadline=None)
@given(notes=_NOTES, text=_TEXT, repeat=st.sampled_from([1, 3000]))
# a quote that opens with the closing's "]" and a blank line: the note's own opening '"'
# with it reads as a closing, but Hermes never writes an empty quote (found by hypothesis)
@example(notes=['[Replying to: "]\n\n"]\n\n'], text="0", repeat=1)
def test_the_text_after_the_notes_is_kept_whole(notes, text, repeat) -> None:
    text = text * repeat     # long inputs too
    said = _CountingText("".join(notes) + text)
    _CountingText.read = 0
    kept = users_words(said)
    assert kept == (text.strip() if notes else text)
    # the work is bounded by the notes' count and reach, never by the text after them
    from reverie.search_index.gateway_notes import NOTE_REACH
    assert _CountingText.read <= (len(notes) + 1) * 4 * NOTE_REACH
