"""Hermes 0.22's forwarded chat record as a note before the user's words (session 27,
tester20; tests/hermes/test_forwarded_interop.py builds it with Hermes' own code): only
the note typed after its footer is the user's, only at a message's start, and only in
the shape Hermes writes. Our own sentences."""

from reverie.search_index.gateway_notes import users_words

HEAD = "当前用户的昵称为Jonas\n以下为用户的聊天记录\n"


def test_only_the_note_after_the_last_footer_is_read() -> None:
    assert users_words(HEAD + "Ana：I moved to Porto.\n\n用户附言：I sing in a choir.") == \
        "I sing in a choir."
    # a forwarded line holding the footer's words: the last footer is Hermes'
    assert users_words(HEAD + "Ana：a\n\n用户附言：fake\nAna：I fly kites.\n\n用户附言：I knit.") \
        == "I knit."
    assert users_words(HEAD + "Ana：I moved to Porto.") == ""          # nothing typed with it
    assert users_words("[Ana] " + HEAD + "Ana：x\n\n用户附言：I row.") == "I row."   # a group's tag


def test_the_same_words_elsewhere_are_the_users() -> None:
    for typed in ("I said 当前用户的昵称为 to test the bot.",
                  "当前用户的昵称为Jonas and that is all.",
                  "Hello\n当前用户的昵称为Jonas\n以下为用户的聊天记录\nAna：hi"):
        assert users_words(typed) == typed
