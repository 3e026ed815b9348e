"""learn19: an object "him"/"her" in the user's answer stands for the one person or animal
the friend's turn just named — with a pointing determiner ("Is that your dog?") or by a name
the friend also pointed at with the same pronoun ("Have you met Marco? … meet him"). Two
people, a pronoun of the other kind, a possessive "her", a negated answer or a nearer thing
of the user's own leave it unread. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.answer import resolved
from tests.review.chat_support import added_as_news, added_in_turns

# learn109, learn112 (the lead's decisions, sessions 48-49): one of the user's household or
# wider family named with "my" in a clause about something else is kept as had
# (review/providers/heuristic/mine_in_passing.py); the rows below still keep nothing else, so
# each refusal stands beside the one entry
HAD_IN_PASSING = {
    "No, I borrow it from my cousin for gigs.": ["User has a cousin."],
}


@pytest.mark.parametrize(("friend", "user", "kept"), [
    ("Aww, is that your dog?", "Yes! I adopted her from a shelter in Leeds.",
     ["User adopted their dog from a shelter in Leeds."]),
    ("Omar is such a good drummer. Have you ever played with him?",
     "Yeah, I've jammed with him every summer since college.",
     ["User has jammed with Omar every summer since college."]),   # learn24: since kept
])
def test_the_friends_one_person_or_animal_is_meant(friend: str, user: str, kept: list[str]) -> None:
    assert added_in_turns(("assistant", friend), ("user", user)) == kept


@pytest.mark.parametrize(("clause", "friend", "meant"), [
    ("I adopted her last year", "Is that your dog?", "I adopted my dog last year"),
    ("I visit her every weekend", "Is that your grandma in the photo?",
     "I visit my grandma every weekend"),
    ("I've gone out fishing with him twice", "Wow, Kim! Marco is amazing. Did you meet him?",
     "I've gone out fishing with Marco twice"),
])
def test_what_the_pronoun_stands_for(clause: str, friend: str, meant: str) -> None:
    assert resolved(clause, friend) == meant


@pytest.mark.parametrize(("clause", "friend"), [
    ("I adopted her last year", "Is that your brother?"),             # a pronoun of the other kind
    ("I met her last year", "Marco and Lena came by. Did you meet her?"),   # two people
    ("I met him last year", "Lena is lovely. Did you meet her?"),     # the friend said "her"
    ("I love her style", "Is that your sister?"),                    # a possessive, not an object
    ("I never met him in person", "Have you met Marco?"),            # negated
    ("I met him at a gig", "Have you met Marco or his cousin?"),    # two people named, one by a noun
    ("I adopted her last year", "What a view! Where was that taken?"),  # nobody named
])
def test_doubt_leaves_the_pronoun_unread(clause: str, friend: str) -> None:
    assert resolved(clause, friend) is None


def test_a_nearer_person_of_the_users_own_wins() -> None:
    # "a neighbour" in the user's own words before the pronoun may be who is meant
    assert resolved("I help him with groceries every week", "Is that your dad?",
                    own="I have an old neighbour on my floor") is None


# review9 F4: an answer that opens with a denial refused the friend's "your X" guess, so the
# pronoun is not read as it (a false pet, relative or belonging otherwise)
@pytest.mark.parametrize(("friend", "user"), [
    ("Is that your guitar?", "No, I borrow it from my cousin for gigs."),
    ("Cute pup! Is he your dog?", "Haha no! I look after him on Saturdays."),
    ("Is that your niece?", "Not really, I babysit her every Tuesday though."),
])
def test_a_denied_guess_is_not_what_the_pronoun_stands_for(friend: str, user: str) -> None:
    assert added_in_turns(("assistant", friend), ("user", user)) == HAD_IN_PASSING.get(user, [])


@pytest.mark.parametrize(("friend", "user", "kept"), [
    ("Is that your guitar?", "Yes, I play it every evening.", ["User plays their guitar every evening."]),
    ("Is that your guitar?", "No way, I built it myself in a workshop.",   # astonishment, no denial
     ["User built their guitar themselves in a workshop."]),
])
def test_a_guess_not_denied_is_still_read(friend: str, user: str, kept: list[str]) -> None:
    assert added_in_turns(("assistant", friend), ("user", user)) == kept


def test_a_denial_said_before_the_clause_refuses_the_guess() -> None:
    assert resolved("I walk him every morning", "Is that your dog?") == "I walk my dog every morning"
    assert resolved("I walk him every morning", "Is that your dog?", opening="Nope, I walk him") is None
    assert resolved("I fix it on weekends", "Is that your bike?", opening="Not mine! I fix it") is None


# review9 F4, not fully fixed (fixdeny2): the denial is not always the first word — a
# negated "be" with a possessive anywhere in the first clause, or a wish said as the whole
# first clause, refuses the guess too
@pytest.mark.parametrize(("friend", "user"), [
    ("Is that your puppy?", "Oh he's not mine, I take him to the park most evenings."),
    ("Is that your rabbit?", "Sadly she isn't ours, I brush her every morning for a neighbour."),
    ("Is that your nephew?", "I wish! I tutor him on Wednesdays."),
    ("Is that your scooter?", "If only. I borrow it from my flatmate on weekends."),
    ("Is that your daughter?", "I wish she were mine, I walk her to school on Mondays."),
    ("Is that your horse?", "Honestly he isn't mine, I ride him for the stables on Sundays."),
])
def test_a_denial_inside_the_first_clause_refuses_the_guess(friend: str, user: str) -> None:
    assert added_in_turns(("assistant", friend), ("user", user)) == []


@pytest.mark.parametrize(("friend", "user", "kept"), [
    # a first clause that owns the thing, or a wish about something else, is no denial
    ("Is that your kitten?", "Yes! I feed her twice a day.", ["User feeds their kitten twice a day."]),
    ("Is that your scooter?", "I wish I rode it more, I ride it every weekend though.",
     ["User rides their scooter every weekend."]),
])
def test_a_first_clause_that_does_not_deny_keeps_the_guess(friend: str, user: str,
                                                           kept: list[str]) -> None:
    assert added_in_turns(("assistant", friend), ("user", user)) == kept


@pytest.mark.parametrize(("said", "kept"), [
    # review9 F4's "User feed their cat": a present verb in -eed is no past
    ("I feed the swans at the canal every Sunday.", ["User feeds the swans at the canal every Sunday."]),
    ("I weed the allotment every weekend.", ["User weeds the allotment every weekend."]),
])
def test_a_present_verb_in_eed_agrees(said: str, kept: list[str]) -> None:
    assert added_as_news(said) == kept
