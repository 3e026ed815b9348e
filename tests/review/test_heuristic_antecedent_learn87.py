"""learn87 (issue 31, recall): a pointer ("it", "them", "there") as the object of a present
taste or habit is read as the one thing the user named just before it in the same message,
owned or not ("We tried a card game called Tessera. I love it!"). None or two candidates,
someone else's thing, a question, a plan or a wish, a negated or modal clause, a past
occasion's "loved it" and "love it when …" stay unresolved, as before. Every sentence here
is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.antecedent import pointed_at
from tests.review.chat_support import added_as_news, added_in_turns


@pytest.mark.parametrize(("text", "kept"), [
    # a name with its kind, "this" written "the"; what the copula after it says is no second thing
    ("We tried this card game Tessera last week - it's a clever tile game. I love it!",
     "User loves the card game Tessera."),
    ('I\'m reading this great mystery series called "Low Tide" and it\'s been gripping! I adore it.',
     'User adores the mystery series "Low Tide".'),
    # the thing in the same sentence, before a dash; "my favourite" is no thing of its own
    ("My favourite is the lemon drizzle cake - I bake it every Sunday.",
     "User bakes the lemon drizzle cake every Sunday."),
    # a place for "there"; an existential "there's" is no pointer before it
    ("There's a climbing gym called Crux Wall near us. I go there twice a week.",
     "User goes to the climbing gym Crux Wall twice a week."),
    ("I found a little cafe called Bloom. I go there every weekend.", "User goes to the cafe Bloom every weekend."),
    ("I've been to Lisbon. I go there every summer.", "User goes to Lisbon every summer."),
    # a habit with how often; a title in quotes
    ("I picked up a game called Wingspan. I play it every Friday.", "User plays the game Wingspan every Friday."),
    ('I finally read "The Quiet Orchard". I reread it every winter.',
     'User rereads "The Quiet Orchard" every winter.'),
    # when it is had, after the pointer; the thing of its own sentence is nearer than a
    # pronoun of an earlier one
    ("It rained all week. My favourite is the plum tart - I enjoy it with a strong coffee.",
     "User enjoys the plum tart with a strong coffee."),
])
def test_the_one_thing_named_before_is_meant(text: str, kept: str) -> None:
    assert kept in added_as_news(text)


# Each refused sentence beside its twin with one candidate, which is read: the refusal is the
# reading's, not a reading that never happens.
@pytest.mark.parametrize(("text", "twin", "kept"), [
    # two candidates of the pointer's kind
    ("I tried a game called Tessera and a book called Drift. I love it.",
     "I tried a game called Tessera. I love it.", "User loves the game Tessera."),
    ("I tried a game called Tessera and one called Quill. I love it.",
     "I tried a game called Tessera. I love it.", "User loves the game Tessera."),
    ("We played this card game Tessera at the club. I love it!",
     "We played this card game Tessera last week. I love it!", "User loves the card game Tessera."),
    # someone else's thing
    ("My friend has a game called Tessera. I love it.",
     "I played a game called Tessera. I love it.", "User loves the game Tessera."),
    ("My sister runs a bakery called Crumb. I go there every weekend.",
     "I found a bakery called Crumb. I go there every weekend.", "User goes to the bakery Crumb every weekend."),
    # a question, a plan: the user may not have it
    ("Have you played a game called Tessera? I love it.", "I played a game called Tessera. I love it.",
     "User loves the game Tessera."),
    ("I might buy a kayak called Drift. I take it out every weekend.",
     "I rent a kayak called Drift. I take it out every weekend.", "User takes the kayak Drift out every weekend."),
    # negated, modal, a past occasion, a moment
    ("I found a board game called Lanterns. I don't play it every week.",
     "I found a board game called Lanterns. I play it every week.", "User plays the board game Lanterns every week."),
    ("I found a cafe called Bloom. I would go there every weekend.",
     "I found a cafe called Bloom. I go there every weekend.", "User goes to the cafe Bloom every weekend."),
    ("I saw a play called Ember. I loved it.", "I saw a play called Ember. I love it.", "User loves the play Ember."),
    ("I went to a choir called Vesper. I love it when we sing.",
     "I went to a choir called Vesper. I love it.", "User loves the choir Vesper."),
    # a thing with no name and no kind: which film? A copula's after "that was" says what
    # the chat's thing is, and is no thing named
    ("I saw a film. I love it.", "I saw a film called Ember. I love it.", "User loves the film Ember."),
    ("Last year that was a hit musical in town. I really like it.",
     "Last year I saw a hit musical called Ember in town. I really like it.", "User likes the hit musical Ember."),
    # a pronoun of the pointer's kind before the thing: the pointer may be its
    ("It was a long week. I tried a game called Tessera. I love it.",
     "What a long week. I tried a game called Tessera. I love it.", "User loves the game Tessera."),
])
def test_none_or_several_or_not_the_users_stay_unresolved(text: str, twin: str, kept: str) -> None:
    assert kept in added_as_news(twin)
    assert not any("Tessera" in e or "Crumb" in e or "Drift" in e or "Lanterns" in e or "Bloom" in e
                   or "Ember" in e or "Vesper" in e or "film" in e or "musical" in e
                   for e in added_as_news(text) if e.startswith(("User loves", "User goes", "User takes",
                                                                 "User plays", "User would", "User likes")))


def test_a_clause_without_a_pointer_or_without_words_before_is_not_read() -> None:
    assert pointed_at("", "I love it.") is None
    assert pointed_at("I tried a game called Tessera.", "I love chess.") is None
    assert pointed_at("I tried a game called Tessera.", "Do I love it?") is None


@pytest.mark.parametrize(("asked", "answer", "kept"), [
    ("Have you ever played the board game Wingspan?", "Yes! I play it every Friday.",
     "User plays the board game Wingspan every Friday."),
    ("Do you like the show Severance?", "Yeah, I love it!", "User loves the show Severance."),
])
def test_when_the_answer_names_nothing_the_friends_question_names_the_thing(
        asked: str, answer: str, kept: str) -> None:
    assert kept in added_in_turns(("assistant", asked), ("user", answer))


@pytest.mark.parametrize(("asked", "answer"), [
    ("Do you like the show Severance or the game Wingspan?", "I love it!"),   # two things asked about
    ("I watched a film called Arrival last night. Have you seen the show Severance?", "I love it!"),
    ("My sister bakes a plum tart called Dusk every week.", "I love it!"),       # a statement: theirs
    ("Have you seen the show Severance?", "No, I love it!"),        # "no" first: not read as a yes
    ("Do you like the show Severance?", "I tried a game called Tessera. I love it!"),   # nearer
    ("Have you met Severance?", "Yes, I like it."),                 # a name alone: maybe a person
    ("Do you like my new show Severance?", "I love it!"),          # the friend's "my": theirs
])
def test_the_friends_turn_is_read_only_for_one_thing_asked_about(asked: str, answer: str) -> None:
    assert not any("Severance" in e or "Dusk" in e or "Wingspan" in e
                   for e in added_in_turns(("assistant", asked), ("user", answer)))


# review38 R3: a name said alone may be a person's, a household's or an employer's, and the
# clause's own doing may be what "it" is: none is read as the thing.
@pytest.mark.parametrize("text", [
    "I play tennis with Jake. I love it.",
    "I go running with Priya. I love it!",
    "I moved in with Leo last year. I love it.",
    "I called Grandma Rose yesterday. I love it.",
    "I visited Anna last week. I go there every month.",
    "I babysit for the Jensens. I love it.",
    "I spent the weekend at Mia's. I love it.",
    "I volunteer with Oxfam. I love it.",
    "I teach at Riverside High. I love it.",
    "I drove to Oslo. I love it.",          # a place by name is only "there"'s: "it" may be the drive
])
def test_a_person_or_a_doing_is_never_the_thing(text: str) -> None:
    assert not any(e.startswith(("User loves", "User goes to")) for e in added_as_news(text))
