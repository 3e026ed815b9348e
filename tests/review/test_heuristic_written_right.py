"""learn23: rewrites that wrote an entry badly. A title or someone's words in double quotes are
written as said (the person words in them are not the user's); a casual word of address at
the end of a line is the listener, not part of the fact; "bros" has two readings and is left
as said. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.writing import finish, third_person, written_out
from tests.review.chat_support import added_at_said_time as added


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ('My favourite song is "I Will Survive".', ['User\'s favourite song is "I Will Survive".']),
        ('I love the song "Call Me Maybe".', ['User loves the song "Call Me Maybe".']),
        # typographic quotes are made plain first, and the title is kept the same way
        ('My favourite film is \u201cWe Bought a Zoo\u201d.',
         ['User\'s favourite film is "We Bought a Zoo".']),
    ],
)
def test_a_title_in_quotes_keeps_its_own_words(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_outside_the_quotes_the_entry_is_still_rewritten() -> None:
    assert third_person('I play "Let Me Go" and my sister plays "I Got You" on the piano') == (
        'the user plays "Let Me Go" and the user\'s sister plays "I Got You" on the piano')
    # a quote left open is no span: the words after it are the user's and are rewritten
    assert third_person('I call my band "the loud ones') == 'the user calls the user\'s band "the loud ones'
    # the casual forms inside a title stay too
    assert finish(written_out('the user loves the show "Fam Pics"')) == 'User loves the show "Fam Pics".'


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I love rock climbing, fam!", ["User loves rock climbing."]),
        ("I'm a huge fan of jazz, sis.", ["User is a huge fan of jazz."]),
        ("I go bouldering every week, bro.", ["User goes bouldering every week."]),
        ("I love sea swimming, dude.", ["User loves sea swimming."]),
        ("I play the banjo, man, haha.", ["User plays the banjo."]),
    ],
)
def test_a_word_of_address_at_the_end_is_not_written_into_the_entry(
    said: str, kept: list[str]
) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # with an article or an owner the word names a person, and stays
        ("I have two kids, a boy and a girl.", ["User has two kids, a boy and a girl."]),
        ("I go fishing with my bro.", ["User goes fishing with their brother."]),
    ],
)
def test_a_person_named_at_the_end_stays(said: str, kept: list[str]) -> None:
    assert added(said) == kept
