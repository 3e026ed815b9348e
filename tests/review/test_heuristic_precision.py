"""The shape layer's precision (issue 31, v6): what a person says in passing that is not a
lasting fact about them gives nothing, and what is kept reads as one short third-person
sentence. Developed on LoCoMo 1-5 only; every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic import propose_operations
from reverie.review.review_input import ReviewInput, ReviewMessage

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "My nephews are getting excited about the holidays.": ["User has nephews."],
    "I felt calm just sitting there with my sister.": ["User has a sister."],
    "I want to share that passion with my nephews.": ["User has nephews."],
}


def added_at(said: str, at: float | None = None) -> list[str]:
    found, _ = propose_operations(ReviewInput(messages=(ReviewMessage(1, "user", said, at=at),)))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize("said", [
    # a pronoun right after the verb is the thing of the sentence before
    "I finally read it over the winter holidays.",
    "I usually keep them in the garage.",
    # "that" after a preposition points at something named earlier in the chat
    "I picked up the recipe from that cooking channel.",
    # a mood with a degree word, or a family's mood
    "I'm more motivated than ever.",
    "I'm a mix of nervous and thrilled about the audition.",
    "My nephews are getting excited about the holidays.",
    # a hedge said first, and a possibility said with "can"
    "Hopefully, I can save enough for a new roof.",
    "Now I can hire two more bakers.",
    # advice, hearsay and sympathy are words to the listener
    "I recommend starting with the short stories.",
    "I've heard wonderful things about the Lyon food market.",
    "I get how stressful moving can be.",
    # how hard, how it felt, with whom one talked: nothing to keep once read alone
    "I've been working really hard.",
    "I had a wild weekend.",
    "I got some amazing news.",
    "I chatted with my neighbour for an hour.",
    "I saw a guy juggling on the bus.",
    "I have my friends.",
    "I went to a party.",
    # a plan moved is news of the week; "any" of what?
    "My recital got postponed.",
    "I don't want to buy any.",
])
def test_v6_shapes_that_say_nothing_lasting_give_nothing(said) -> None:
    assert added_at(said, at=None) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "expected"), [
    # a skill said with "can" is a fact; what one talked about is kept
    ("I can speak Dutch and a little Greek.", "User can speak Dutch and a little Greek."),
    ("I talked about my first marathon at the school assembly.",
     "User talked about their first marathon at the school assembly."),
    # "it" far from the subject has a noun of its own clause to stand for
    ("I baked a lemon tart and gave it to my neighbours.",
     "User baked a lemon tart and gave it to their neighbours."),
    ("I do my stretching routine every day.", "User does their stretching routine every day."),
])
def test_v6_a_lasting_fact_near_those_shapes_is_kept(said, expected) -> None:
    assert added_at(said, at=None) == [expected]


@pytest.mark.parametrize(("said", "expected"), [
    # "me" is an object: the word after it is not a verb to agree
    ("My brothers have stood by me all the way.", "User's brothers have stood by the user all the way."),
    # an adverb in -ly before the verb; a second verb of the same predicate agrees too
    ("I gradually learned to sail.", "User gradually learned to sail."),
    ("I cook and bake for my neighbours every week.", "User cooks and bakes for their neighbours every week."),
    ("I love to paint and draw.", "User loves to paint and draw."),
    # "me-time" is a word; "Been …" says "I've been"; "so far" goes whole, never leaving "far"
    ("I protect my me-time on Sundays.", "User protects their me-time on Sundays."),
    ("Been learning to knit scarves for my cousins.",
     "User has been learning to knit scarves for their cousins."),
    ("I've visited four countries so far.", "User has visited four countries."),
    # a word to the listener at the end is not part of the fact
    ("I have signed up for a pottery course, btw.", "User has signed up for a pottery course."),
    # a taste stops where the comment on it begins
    ("I love mountain trails, they clear my head.", "User loves mountain trails."),
    ("I enjoy slow jazz - it reminds me of my dad.", "User enjoys slow jazz."),
])
def test_v6_entries_read_as_one_short_sentence(said, expected) -> None:
    assert added_at(said, at=None) == [expected]


@pytest.mark.parametrize("said", [
    # a taste whose object points at something in the chat (the rule table's rows too)
    "I love their music.",
    "I love escaping to that valley.",
    # what has not happened yet, or is not so this week
    "I haven't picked a date yet.",
    "I'm not doing anything then.",
    "I didn't do too well, honestly.",
    # "us" is the speaker and the listener, or a group the clause does not name
    "I think long walks bring us closer.",
    # a generic noun with only how it was, at the end of a clause
    "I took a trip to a lovely new place.",
    "We got the win.",
    "I met lots of wonderful people.",
])
def test_v6_pointers_lacks_and_generic_ends_give_nothing(said) -> None:
    assert added_at(said) == []


@pytest.mark.parametrize(("said", "expected"), [
    # "my thing" is the chat's word for a taste: written as what the user is into (learn60),
    # so no verb has to agree with "thing"
    ("Walking holidays are my thing.", "User is into walking holidays."),
    # a specific noun at the end is a fact
    ("I signed with a new choir.", "User signed with a new choir."),
    # "about a year ago" goes whole, not leaving "about"
    ("I started fostering kittens about a year ago.", "User started fostering kittens."),
])
def test_v6_reads_well(said, expected) -> None:
    assert added_at(said) == [expected]


@pytest.mark.parametrize("said", [
    "I'm still thinking that teaching is the right path.",     # a thought, not a decision
    "I got the scooter a few years ago.",                      # which scooter?
    "I received lots of kind messages from other parents.",    # the praise of a moment
    "I felt calm just sitting there with my sister.",          # "there" is a place said before
    "I've always just stayed away.",                           # away from what?
    "I'm too tired to bake bread tonight.",                    # a reason of the moment
    "One sings and the other dances, which I find funny.",     # "I find funny": no object
])
def test_v6c_a_thought_a_known_thing_a_place_before_give_nothing(said) -> None:
    assert added_at(said) == HAD_IN_PASSING.get(said, [])


def test_v6c_being_there_for_someone_is_not_a_place() -> None:
    assert added_at("My cousins are always there for me.") == [
        "User's cousins are always there for the user."]


def between_friends(said: str) -> list[str]:
    """A chat between two people (each side names the other), where plans are kept."""
    found, _ = propose_operations(ReviewInput(messages=(
        ReviewMessage(0, "assistant", "Hey Sam! How are things?"),
        ReviewMessage(1, "user", "Hi Priya, good to hear from you!"), ReviewMessage(2, "user", said))))
    return [o["content"] for o in found if o["action"] == "add"]


@pytest.mark.parametrize("said", [
    "I want to soak up all the good vibes.",            # a mood said as a plan
    "I'm going to watch my dreams come true!",
    "I'm thrilled to watch the late nights finally pay off.",
    "Imagining a trip to the fjords makes me feel calm.",  # imagined, not done
    "Honestly, baking is just me.",                     # a figure, written "… is the user."
])
def test_v6d_a_plan_that_names_nothing_and_a_figure_give_nothing(said) -> None:
    assert between_friends(said) == []


def test_v6d_a_plan_that_names_a_thing_is_still_kept() -> None:
    assert between_friends("I'm planning to visit Kyoto in the spring.") == [
        "User plans to visit Kyoto in the spring."]


def test_v6d_so_far_inside_a_clause_is_kept_whole() -> None:
    # "so far" is cut only where it ends a clause ("…four countries so far."): inside one it
    # is how far, and cutting it left "what carried the user in rowing"
    assert added_at("Stubbornness is what carried me so far in rowing.") == [
        "Stubbornness is what carried the user so far in rowing."]


@pytest.mark.parametrize("said", [
    "I was mesmerized by the waterfalls.",          # a feeling of the moment
    "My dreams are finally coming true!",           # a mood, not a fact
    "I got some new gloves, too!",                  # picked up in passing
    "I find other ways to relax.",                  # which ways?
    "I got the chance to meet new people.",         # who?
])
def test_v6e_moods_and_passing_things_give_nothing(said) -> None:
    assert added_at(said) == []


def test_v6e_since_i_was_a_girl_is_not_a_fact_of_its_own() -> None:
    # learn24: the since-clause of a perfect stays with it (when the taste began), never alone
    assert added_at("I've loved kites since I was a girl.") == ["User has loved kites since they were a girl."]


@pytest.mark.parametrize("said", [
    "I even have the complete collection!",          # of what?
    "I went out and got a signed copy.",
    "Then I got allergic.",                          # to what?
    "I've had a few offers.",                        # offers of what?
    "I want to share that passion with my nephews.",  # which passion?
])
def test_v6f_a_noun_that_belongs_to_something_unsaid_gives_nothing(said) -> None:
    assert added_at(said) == HAD_IN_PASSING.get(said, [])


def test_v6f_a_relative_that_after_a_noun_is_kept() -> None:
    assert added_at("I bake cakes that suit vegan diets.") == ["User bakes cakes that suit vegan diets."]


def test_v6f_a_merge_lists_values_never_clauses() -> None:
    from reverie.review.slots import merged_members
    assert merged_members("User loves jazz.", "User loves opera.") == "User loves jazz and opera."
    # a member that is a clause of its own, or a fifth member, is not merged
    assert merged_members("User loves action films, the stunts are wild.", "User loves opera.") is None
    assert merged_members("User loves jazz, opera, folk and blues.", "User loves techno.") is None


def test_the_split_says_little_test_is_the_same_test() -> None:
    # split for CPU only: the anchored branches by match(), the rest by search()
    from reverie.review.providers.heuristic.disclosure import pointers
    said = ["I had a crazy game", "I have the whole collection", "I saw a guy juggling",
            "I went to a party", "I bake cakes that suit vegan diets", "I've been working hard",
            "I love to share that passion with my nephews", "I play the violin", "anyway"]
    assert [bool(pointers._SAYS_LITTLE.search(s)) for s in said] == [
        pointers._says_little(s) for s in said]
    assert any(pointers._says_little(s) for s in said) and not pointers._says_little(said[7])
