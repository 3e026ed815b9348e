"""review40: a phrase put first in a "that" clause and closed by a comma ("I believe that of
all my hobbies, sailing means the most to me.") opens a real clause. prec20's check against a
thinking clause with no clause in it ("… that of it as …") refused it whole, and the written
form's comma splice cut it to the stump "User believes that of all sports.". Sentences our
own; each read otherwise at the parent."""

from __future__ import annotations

from .chat_support import added_as_news, added_in_a_developer_session


def test_a_fronted_of_closed_by_a_comma_is_kept() -> None:
    said = "I believe that of all my hobbies, sailing means the most to me."
    kept = "User believes that of all their hobbies, sailing means the most to the user."
    for adds in (added_in_a_developer_session(said), added_as_news(said)):
        assert adds == [kept]


def test_no_stump_of_the_fronted_phrase_is_kept() -> None:
    said = "I think that of all sports, tennis is the hardest."
    assert "User believes that of all sports." not in added_as_news(said)
    assert added_in_a_developer_session(said) == ["User believes that of all sports, tennis is the hardest."]


def test_a_thinking_clause_with_no_clause_still_gives_nothing() -> None:
    assert added_in_a_developer_session("I think that of it as cold and windy.") == []
