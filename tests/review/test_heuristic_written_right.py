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


# review12 K2: a title that opens with "My" went through the "my" -> "their" rewrite that runs
# before third_person (a taste's slots, "no longer …"), which did not hold the quotes aside
@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ('My favourite band is "My Chemical Romance".',
         ['User\'s favourite band is "My Chemical Romance".']),
        ('My favourite movie is "My Neighbor Totoro".',
         ['User\'s favourite movie is "My Neighbor Totoro".']),
        ('My favourite book is "My Side of the Mountain".',
         ['User\'s favourite book is "My Side of the Mountain".']),
        ('I no longer listen to my old playlist "My Sad Songs".',
         ['User no longer listens to their old playlist "My Sad Songs".']),
        ('I\'m no longer in my brother\'s band "My Loud Neighbours".',
         ['User is no longer in their brother\'s band "My Loud Neighbours".']),
    ],
)
def test_a_title_opening_with_my_is_kept_as_said(said: str, kept: list[str]) -> None:
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


@pytest.mark.parametrize(
    ("said", "written"),
    [
        # a later "me" of the speaker is "them": "the user" read as a second person
        ("I'm reading a book on budgeting and hoping it'll teach me a trick or two",
         "the user is reading a book on budgeting and hoping it'll teach them a trick or two"),
        ("I know patience is what got me this far",
         "the user knows patience is what got them this far"),
        ("I have my partner on this adventure with me",
         "the user has the user's partner on this adventure with them"),
        # a plural thing that is the verb's own subject through "that" cannot be "them"
        ("I write poems that make me feel calm", "the user writes poems that make them feel calm"),
        # learn60 (judge21 G2): the object of a "who" relative about the user's people is the
        # user ("them"; the people themselves would be "themselves"); review12 K7's "people
        # interrupt me" (test_heuristic_lists_agree) keeps "the user"
        ("I have two kids who adore me", "the user has two kids who adore them"),
        # someone else who could be "them" between: the user is named
        ("I have two cats and my dog likes me",
         "the user has two cats and the user's dog likes the user"),
        ("I told my friends they could call me anytime",
         "the user told the user's friends they could call the user anytime"),
    ],
)
def test_a_later_me_is_them_unless_someone_else_could_be(said: str, written: str) -> None:
    assert third_person(said) == written


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Keeping my garden tidy gives me a sense of calm.",
         ["Keeping their garden tidy gives the user a sense of calm."]),
        ("Representing my hometown in my paintings is important to me.",
         ["Representing their hometown in their paintings is important to the user."]),
        # nothing names the user after the doing: a judgement of it names the user after it
        # (learn69); a change judged in the past is kept as the change
        ("Keeping my garden tidy is key.", ["Keeping their garden tidy is key for the user."]),
        ("Selling my boat was hard.", ["User sold their boat."]),
    ],
)
def test_the_owner_inside_a_doing_is_their_when_the_user_is_named_after(
    said: str, kept: list[str]
) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("I know hard work is what got me this far in my career.",
         ["User knows that hard work is what got them this far in their career."]),
        ("I learned to cook this way from my gran.", ["User learned to cook this way from their gran."]),
        # a storytelling "this" before a thing is still "a"
        ("I adopted this cute pup from the shelter.", ["User adopted a cute pup from the shelter."]),
        ("I grow these tiny chilli plants on my balcony.",
         ["User grows some tiny chilli plants on their balcony."]),
        # after a verb of being, with a noun after the word, it is a determiner still
        ("I have become this huge fan of Korean cinema.",
         ["User has become a huge fan of Korean cinema."]),
    ],
)
def test_this_as_a_degree_or_a_way_is_no_determiner(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_a_them_written_for_the_users_me_is_no_pointer() -> None:
    from tests.review.chat_support import added_in_a_developer_session

    assert added_in_a_developer_session("I live in Lisbon, so Western European time works for me.") == [
        "User lives in Lisbon, so Western European time works for them."]
    # (a "this journey" with nothing saying which names nothing since ecf5fdf: another place)
    assert added("I have my brother on the climbing team with me.") == [
        "User has their brother on the climbing team with them."]
    # the user's own "them" at the end still points into the chat
    from reverie.review.providers.heuristic.stands_alone import stands_alone

    assert not stands_alone("User goes climbing with them.", "I go climbing with them.")
    assert not stands_alone("User goes climbing with them.")
    assert stands_alone("User goes climbing with them.", "My sister always goes climbing with me.")


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        # a present perfect takes no finished time: with the date written, the simple past
        ("I've been to Porto last month.", ["User went to Porto in October 2023."]),
        ("I've visited Kyoto last spring.", ["User visited Kyoto in spring 2023."]),
        ("I've run my first half marathon last weekend!",
         ["User ran their first half marathon around 11 November 2023."]),
        ("My wife and I have been to Crete last summer.",
         ["User and their wife went to Crete in summer 2023."]),
        # no date, no change; "has" before a noun is no perfect
        ("I have been to Porto.", ["User has been to Porto."]),
    ],
)
def test_a_dated_present_perfect_is_written_in_the_past(said: str, kept: list[str]) -> None:
    assert added(said) == kept


def test_a_way_to_do_something_for_oneself_names_the_user_before_themselves() -> None:
    # "themselves" with no user named before it pointed at nothing
    assert added("Swimming laps is a good outlet to calm myself and sort through my worries.") == [
        "Swimming laps is a good outlet for the user to calm themselves and sort through their worries."]
    # the user named first: as before
    assert added("Writing poems helps me understand myself.") == [
        "Writing poems helps the user understand themselves."]


@pytest.mark.parametrize("said", [
    "I'm the kind of person who loves a good puzzle.",
    "I'm the only one in my family who plays an instrument.",
    "I'm the person who organises the team dinners.",
])
def test_a_head_whose_relative_was_cut_is_not_kept(said: str) -> None:
    # "User is the person." / "… the only one in their family.": which person, who does what?
    assert added(said) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm the only vegetarian in my family.", ["User is the only vegetarian in their family."]),
    ("I'm a night person.", ["User is a night person."]),
])
def test_a_head_that_names_itself_stays(said: str, kept: list[str]) -> None:
    assert added(said) == kept


# fixlearn12 (review12 K2, typographic single quotes): a title in ‘…’ is held aside as one in
# "…" is; an apostrophe or one letter between the marks is no span
@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("My favourite song is \u2018My Way\u2019.", ['User\'s favourite song is "My Way".']),
        ("I named my cat \u2018Our Lady of Biscuits\u2019.",
         ['User named their cat "Our Lady of Biscuits".']),
        ("I\u2019ve loved rock \u2018n\u2019 roll since the \u201890s.",
         ["User has loved rock 'n' roll since the '90s."]),
    ],
)
def test_a_title_in_typographic_single_quotes_keeps_its_own_words(said: str, kept: list[str]) -> None:
    assert added(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # the condition opens on a contraction, or says a state in -ed: it stays with the habit
    # (cut, "User only drinks tea." said the opposite of what the user said)
    ("I only drink tea when I'm on early shifts.", ["User only drinks tea whenever they are on early shifts."]),
    ("I only eat crisps when I am stressed.", ["User only eats crisps whenever they are stressed."]),
    ("I wear gloves when it's frosty.", ["User wears gloves whenever it's frosty."]),
    # a past "when" is a time, as before
    ("I moved to Hull when I was twenty.", ["User moved to Hull when they were twenty."]),
])
def test_a_present_condition_stays_with_its_habit(said: str, kept: list[str]) -> None:
    assert added(said) == kept
