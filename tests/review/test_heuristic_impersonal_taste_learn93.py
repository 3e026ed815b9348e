"""learn93: a taste said with no first person ("It's always a joy shaping clay on a wheel",
"Kneading dough is so relaxing") is the user's when the user speaks of themselves before it or
in it ("Me too!", their own news): read "User enjoys …" or "User finds … relaxing". Refused, as
before: the past, a supposition, the friend, a pointer, praise with no "always", taking in
("It's nice to hear that"), a thing's "it", and a taste said only after praising the friend's
news or after another person's news. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.disclosure.impersonal_taste import taste_said_impersonally
from tests.review.chat_support import added_as_news, added_in_turns


@pytest.mark.parametrize(("text", "kept"), [
    # each kept nothing of the taste before learn93 (no first person in its sentence)
    ("I finished a long shift today. Kneading dough is always so relaxing.",
     "User finds kneading dough relaxing."),
    ("I enrolled in evening ceramics. It's always a joy shaping clay on a wheel.",
     "User enjoys shaping clay on a wheel."),
    ("I help out at the soup kitchen. Sorting donations for families is so rewarding.",
     "User finds sorting donations for families rewarding."),
    ("I joined a rowing club in spring - it's really fun to race on the river.",
     "User enjoys racing on the river."),
    ("I couldn't agree more! Birdwatching at dawn is always great.",
     "User enjoys birdwatching at dawn."),
])
def test_a_taste_said_with_no_first_person_is_the_users(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


@pytest.mark.parametrize(("question", "answer", "kept"), [
    ("I love swimming outdoors in summer.", "Me too! It's really fun to paddle across a calm lake.",
     "User enjoys paddling across a calm lake."),
])
def test_agreeing_with_the_friend_makes_the_taste_the_users(question: str, answer: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", question), ("user", answer))


@pytest.mark.parametrize("text", [
    "I rowed at the reservoir. It was such a joy rowing at dusk.",    # the past: one occasion
    "I have a free week. It'd be such a joy rowing at dusk.",         # a supposition
    "I saw the clip. It's always lovely to watch you sing.",          # the friend
    "I bought new brushes. It's so much fun to paint with them.",     # a pointer
    "I won the quiz! Winning first prize is amazing.",                # praise of the moment
    "I got your card. It's so nice to hear that.",                    # taking in the news
    "I have a new kite. It's so fun to fly with.",                    # a thing's "it"
    "I have a new kite. It's so much fun.",                           # no doing named
])
def test_refused_shapes_keep_no_taste(text: str) -> None:
    assert not any("enjoys" in e or "finds" in e for e in added_as_news(text))


@pytest.mark.parametrize(("question", "answer"), [
    # praise of the friend's news, no word of the user's own: the friend's doing restated
    ("I baked my first sourdough loaf!", "Nice work! Baking sourdough is always fun."),
    # an imperative to the friend, then the taste: still no word of the user's own
    ("I started running trails.", "Keep at it! Running trails is so much fun."),
    # the answer is about someone else: the taste after another's news is theirs
    ("How's your brother doing?", "My brother took up fishing. Casting at dawn is always relaxing."),
    # granted, then set aside
    ("Do you like skating?", "I think so. Skating is fun, but I'd take football any day."),
    # a chat act of thanks, then a general view with praise only
    ("Your garden looks lovely.", "Thanks so much! Gardening is great."),
])
def test_a_taste_not_the_users_is_not_kept(question: str, answer: str) -> None:
    added = added_in_turns(("assistant", question), ("user", answer))
    assert not any("enjoys" in e or "finds" in e for e in added)


@pytest.mark.parametrize(("clause", "before", "read"), [
    ("It's always a joy shaping clay on a wheel.", "I signed up.", "I enjoy shaping clay on a wheel"),
    ("Kneading dough is so relaxing", "Me too!", "I find kneading dough relaxing"),
    ("It's really fun to dig into a thriller.", "I know, right?", "I enjoy digging into a thriller"),
    ("Hiking is always awesome!", "I agree.", "I enjoy hiking"),
    ("It's always a joy to sing in a choir.", "Me too!", "I enjoy singing in a choir"),
])
def test_the_clause_said_with_i(clause: str, before: str, read: str) -> None:
    assert taste_said_impersonally(clause, before) == read


@pytest.mark.parametrize(("clause", "before"), [
    ("It's really fun to paddle upstream and try a new route.", "I agree."),   # a second verb not known
    ("Enjoying slow mornings is why Sundays are great.", "I agree."),  # a clause inside
    ("It's a great feeling.", "I agree."),                              # a noun in "-ing"
    ("It's so much fun to juggle.", "I got a new set of clubs."),       # a thing's "it": no object
    ("It's such fun to row I think.", "I agree."),                      # a clause inside
    ("It's such fun to relive the moment with a pal.", "Me too!"),  # which moment?
    ("Hiking is awesome!", "I agree."),                                 # praise with no "always"
    ("Hiking is always awesome!", "Nice work!"),                        # no word of the user's own
])
def test_the_clause_not_read(clause: str, before: str) -> None:
    assert taste_said_impersonally(clause, before) is None


def test_learn25s_frame_is_left_to_finds() -> None:
    # "It's so rewarding to <do>" opening its sentence is read by heuristic.finds (between
    # people, after the user's own sentence): written as it writes it, once
    clause = "It's so rewarding to sort donations for families."
    assert taste_said_impersonally(clause, "I volunteer.", opens_the_sentence=True) is None
    assert taste_said_impersonally(clause, "I volunteer.") == "I find sorting donations for families rewarding"
    assert "User finds it rewarding to sort donations for families." in \
        added_as_news("I help out at the soup kitchen. It's so rewarding to sort donations for families.")
