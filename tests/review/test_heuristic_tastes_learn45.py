"""learn45: lasting tastes said in frames the extractor did not read — a taste said as what
something does to the speaker ("… make me love sailing"), a reason before a passion ("It
reminded me why I'm passionate about rowing"), the taste's degree after its object ("I love
chess so much"), a word of degree before "my thing" ("Chess is mostly my thing") and "a
passion of mine". Each beside its near miss: a denied, wished or supposed making, the
listener, a pointer, a thing of the chat, a passing reaction. Every sentence here is our own."""

from __future__ import annotations

import pytest

from tests.review.chat_support import added_as_news, added_in_turns


@pytest.mark.parametrize(("said", "kept"), [
    # what something does to the speaker: the taste is theirs, whatever made it
    ("Long evenings at the club make me love chess so much.", ["User loves chess."]),
    ("That summer in Cornwall made me fall in love with surfing.", ["User loves surfing."]),
    ("Slow Sundays on the plot make me love my allotment.", ["User loves their allotment."]),
    ("Rainy weekends really make me love baking bread.", ["User loves baking bread."]),
    # a second thing it makes the speaker do is no taste: read without it
    ("Evenings at the club make me love chess and respect my opponents.", ["User loves chess."]),
    ("Summers up north make me love hiking and camping in the hills.",
     ["User loves hiking and camping in the hills."]),
    # a reason before a passion said with "am"
    ("It reminded me why I'm so passionate about rowing.", ["User is passionate about rowing."]),
    ("Days like that remind me why I'm passionate about making a difference in my town.",
     ["User is passionate about making a difference in their town."]),
    ("Those nights remind me why I'm passionate about teaching adults to read.",
     ["User is passionate about teaching adults to read."]),
    ("That's why I'm into birdwatching.", ["User is into birdwatching."]),
    # the taste's degree after its object
    ("I love woodworking so much.", ["User loves woodworking."]),
    ("I adore old maps so much.", ["User adores old maps."]),
    ("I love my garden more than anything.", ["User loves their garden."]),
    # a word of degree before "my thing", "a passion of mine"
    ("Knitting is mostly my thing.", ["User is into knitting."]),
    ("Running's kind of my thing.", ["User is into running."]),
    ("Poetry is a passion of mine.", ["Poetry is one of the user's passions."]),
    ("Sudoku is a hobby of mine.", ["Sudoku is one of the user's hobbies."]),
])
def test_a_lasting_taste_said_around_its_frame_is_kept(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize("said", [
    # the making denied, wished or supposed: nothing is loved
    "The trip never made me love camping.",
    "A bigger kitchen would make me love cooking.",
    "If the weather holds, it might make me love cycling.",
    # the listener, a pointer, a thing of the chat
    "You make me love Mondays.",
    "It made me love it.",
    "Those long drives honestly make me love the journey.",
    "That's why I'm into you.",
    "I love you so much.",
    "I love your photos so much!",
    "I love it so much.",
    # a passing reaction, the week's news, and a reason that is the speaker's own
    "I enjoyed the concert so much.",
    "So much has happened lately.",
    "I know why I'm passionate about rowing.",
    # a passion for an aim that names nothing (learn44's difference, or an impact)
    "Those evenings remind me why I'm passionate about making an impact.",
    # a pointer or a friend before "my thing", "a friend of mine"
    "That's mostly my thing.",
    "It's totally my thing.",
    "Jo is a friend of mine.",
])
def test_the_near_misses_give_nothing(said: str) -> None:
    assert added_as_news(said) == []


def test_a_taste_made_by_the_friends_news_is_still_the_users() -> None:
    # the reason may be the friend's story; the taste after it is said outright
    assert added_in_turns(("assistant", "We won the regional final last night!"),
                          ("user", "Wow, congrats! Games like that make me love hockey even more.")) \
        == ["User loves hockey."]


@pytest.mark.parametrize(("said", "kept"), [
    # what a doing of the liked thing does for the speaker is what the taste does
    ("I love chess. Playing it keeps me sharp.", ["User loves chess, which keeps them sharp."]),
    ("Knitting is mostly my thing. Doing it helps me slow down after work.",
     ["User is into knitting, which helps them slow down after work."]),
])
def test_what_a_doing_of_the_taste_does_is_joined(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # "them" would make the relative plural ("turtles, which calms"): not joined
    ("I love turtles. Watching them calms me down.", ["User loves turtles."]),
    # the dummy "it" of another doing's time or feeling, the listener, a past act
    ("I love my job. Doing it takes me an hour every morning.", ["User loves their job."]),
    ("I love chess. Playing it makes me nervous to lose.", ["User loves chess."]),
    ("I love painting. Seeing it makes you happy.", ["User loves painting."]),
    ("I went skiing last week. Doing it makes me so happy.", []),
])
def test_a_doing_that_is_not_what_the_taste_does_is_not_joined(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # "it's (one of) my favourite(s)" after a thing the user does or has in the present
    ("I bake a lemon drizzle loaf most weekends. It's one of my favourites.",
     # fix30 (review17 Q16): the favourite is the loaf, written next to it
     ["User bakes a lemon drizzle loaf, one of their favourites, most weekends."]),
    ("I grow chillies on my balcony. It's my favourite summer job.",
     ["User grows chillies on their balcony, which is their favourite summer job."]),
])
def test_a_favourite_said_of_the_thing_just_told_is_joined(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # a plan's place, a book read now (the favourite is a kind, not the book), the listener's
    # favourite, a contrast, and a favourite with nothing told before it
    # (visiting what is lost with the city: the entry's transitive verb has no object,
    # learn50's written_form)
    ("Lisbon is great, I'm visiting in May. It's one of my favourite cities.", []),
    # learn61: one being written (a thriller read is the current read, and gives nothing)
    ("I'm writing a sea thriller. It's my favourite genre!", ["User is writing a sea thriller."]),
    ("I bake a loaf most weekends. It's your favourite, right?", ["User bakes a loaf most weekends."]),
    ("I play for the Otters on Sundays. It's my favourite team, though.",
     ["User plays for the Otters on Sundays."]),
    ("It's one of my favourites.", []),
])
def test_a_favourite_that_is_not_the_things_is_not_joined(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # "always"/"forever" with the coming tense: the taste now, not a plan
    ("I'll always love the sea.", ["User loves the sea."]),
    ("I will forever adore old cartoons.", ["User adores old cartoons."]),
    # "personally" said at the end or set off by commas is how it was said
    ("I will always love crosswords, personally.", ["User loves crosswords."]),
    ("I, personally, love slow mornings.", ["User loves slow mornings."]),
])
def test_a_taste_said_for_good_is_kept_now(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept


@pytest.mark.parametrize("said", [
    "I'll always love you.",
    "I'll always love that day.",
    "I'll love the new flat.",
    "I'll always remember that trip.",
])
def test_a_coming_taste_that_is_not_one_gives_nothing(said: str) -> None:
    assert added_as_news(said) == []


@pytest.mark.parametrize(("asked", "said", "kept"), [
    # a favourite of no kind, answering a question that names the kind
    ("Nice! Do you have a favourite poet?", "Mary Oliver is my top pick.",
     ["User's top poet pick is Mary Oliver."]),
    ("Do you have a favourite bakery?", "Rosie's Bakes is my go-to.",
     ["User's go-to bakery is Rosie's Bakes."]),
    ("Ooh, got any favourite cheeses?", "Brie is definitely my favourite!",
     ["User's favourite cheese is Brie."]),
])
def test_a_favourite_takes_its_kind_from_the_question(asked: str, said: str, kept: list[str]) -> None:
    assert added_in_turns(("assistant", asked), ("user", said)) == kept


@pytest.mark.parametrize(("asked", "said"), [
    # no kind asked: of what is lost (v9); a pointer for the favourite
    ("What are you up to this weekend?", "Brie is my favourite!"),
    ("Got any favourite cheeses?", "That one is my favourite."),
    # a question that is not the friend's last sentence names no kind for the answer
    ("Got any favourite cheeses? Mine is feta.", "Brie is my favourite!"),
])
def test_a_favourite_with_no_kind_asked_gives_nothing(asked: str, said: str) -> None:
    assert added_in_turns(("assistant", asked), ("user", said)) == []


@pytest.mark.parametrize(("asked", "said", "kept"), [
    # fix32 (review17 Q22): the kind's singular by English's rules, not by cutting letters
    ("Got any favourite brushes?", "The flat sable is my go-to.",
     ["User's go-to brush is the flat sable."]),
    ("Got any favourite sitcoms?", "The Lodgers is my favourite.",
     ["User's favourite sitcom is The Lodgers."]),
    ("Do you have any favourite peaches?", "Red Havens are my favourite.",
     ["User's favourite peach is Red Havens."]),
    ("Got any fave foxes at the sanctuary?", "Rusty is my favourite.", []),
    ("Got any fave boxes?", "Marigold is my favourite!", ["User's favourite box is Marigold."]),
    ("Got any favourite quizzes?", "Pub Brain is my top pick.", ["User's top quiz pick is Pub Brain."]),
    ("Got any favourite berries?", "Gooseberry is my favourite.",
     ["User's favourite berry is Gooseberry."]),
    ("Got any favourite movies?", "Moon Harbour is my favourite.",
     ["User's favourite movie is Moon Harbour."]),
    ("Got any favourite knives?", "Petty is my go-to.", ["User's go-to knife is Petty."]),
    # alike in both numbers, or a word the kind keeps as asked; an initialism keeps its capitals
    ("Got any favourite TV series?", "Harbour Lights is my favourite.",
     ["User's favourite TV series is Harbour Lights."]),
    ("Got any favourite species?", "The puffin is my favourite.",
     ["User's favourite species is the puffin."]),
    ("Do you have a favourite cactus?", "Bunny Ears is my favourite.",
     ["User's favourite cactus is Bunny Ears."]),
])
def test_a_favourite_asked_in_the_plural_takes_the_kinds_singular(asked: str, said: str,
                                                                   kept: list[str]) -> None:
    assert added_in_turns(("assistant", asked), ("user", said)) == kept
