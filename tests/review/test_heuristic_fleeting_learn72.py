"""learn72 (issue 31; the sealed samples' passing states, single past events and lost
conditions): what a clause says that will not last is told by its shape (``heuristic.fleeting``)
— a count of occasions, the progressive of a feeling or a craze, a present state under a bound
the entry would drop, one occasion attended, run, visited, won or prepared for — and each is
beside its lasting twin, which stays. Every sentence here is our own."""

from __future__ import annotations

import pytest

from reverie.review.providers.heuristic.fleeting import fleeting

from .chat_support import added_in_turns

# learn109 (the lead's decision, session 48): one of the user's household named with "my" in a
# clause about something else is kept as had (review/providers/heuristic/mine_in_passing.py);
# the rows below still keep nothing else, so each refusal stands beside the one entry
HAD_IN_PASSING = {
    "I sewed a costume for my nephew's school play.": ["User has a nephew."],
    "I'm busy organising my brother's engagement party.": ["User has a brother."],
    "I watched my nephew's first football match.": ["User has a nephew."],
    # learn112: the wider family (an aunt, an uncle, a cousin, a grandparent, an in-law)
    "I've gone sailing a few times with my uncle.": ["User has an uncle."],
    "I'm putting together a photo book for my grandparents' anniversary.": ["User has grandparents."],
    "I'm getting the spare room ready for my in-laws' visit.": ["User has in-laws."],
    "I joined my cousins for a quiz night at the pub.": ["User has cousins."],
}


def _news(said: str) -> list[str]:
    return added_in_turns(("assistant", "What's new with you?"), ("user", said))


@pytest.mark.parametrize("said", [
    # a count of occasions is an experience, not a trait
    "I've been to Lisbon twice.",
    "I've met the new head teacher a couple of times.",
    "I've had the chance to row with the county crew once.",
    "I've gone sailing a few times with my uncle.",
    # the progressive of a feeling, a craze of now
    "I'm feeling much braver about driving on motorways.",
    "I've been feeling a little flat since the clocks changed.",
    "I'm obsessed with this new crossword app!",
    "I've been hooked on a detective show about a lighthouse keeper.",
    # a present state or habit under a bound the entry would drop
    "I'm not eating bread this month.",
    "While I'm on sick leave, I walk the dog twice a day.",
    "Until the kitchen is finished, I'm cooking on a camping stove.",
    # a bound shorter than a season, or "temporarily": gone before the entry is read again
    "I'm on a course of eye drops for a couple of weeks.",
    "I'm not allowed to lift anything for a month.",
    "I'm temporarily sleeping in the box room.",
    # one occasion attended, given, signed up for, run, visited, won, made for or prepared for
    "I went to a life-drawing class on Thursday and loved it!",
    "I taught a bread-making workshop at the village hall.",
    "I signed up for a webinar on pensions.",
    "I visited my godmother in Cork.",
    "I aced my geography exam!",
    "I got third place in the chutney contest.",
    "I sewed a costume for my nephew's school play.",
    "I've been rehearsing my solo for the spring concert.",
    "I'm busy organising my brother's engagement party.",
    # a good time had, a work part-read or begun, a craze on one new thing
    "I'm having such a blast exploring the old town.",
    "I'm halfway through a memoir by a retired astronaut.",
    "I started watching a new baking series.",
    "I'm really into this new word game.",
    # a piece in the works for one occasion; a place readied for one
    "I'm writing a toast for my best friend's wedding.",
    "I'm putting together a photo book for my grandparents' anniversary.",
    "I'm getting the spare room ready for my in-laws' visit.",
    # another's occasion watched; one's people joined for an outing; one lesson had
    "I watched my nephew's first football match.",
    "I joined my cousins for a quiz night at the pub.",
    "I had my first sailing lesson.",
])
def test_a_passing_fact_gives_nothing(said: str) -> None:
    assert _news(said) == HAD_IN_PASSING.get(said, [])


@pytest.mark.parametrize(("said", "kept"), [
    # a frequency is a habit; many occasions are one too; a count of changes is biography
    ("I swim three times a week.", ["User swims three times a week."]),
    ("I've been married twice.", ["User has been married twice."]),
    ("I once lived in Rome.", ["User once lived in Rome."]),
    # review26 R11: a count of what befell the user or of what they won is a record of a life
    ("I've been hospitalised twice for my asthma.", ["User has been hospitalised twice for their asthma."]),
    ("I've won the county quiz league three times.", ["User has won the county quiz league three times."]),
    # a state said to be old; a feeling that is no progressive
    ("I've always been obsessed with old maps.", ["User has always been obsessed with old maps."]),
    # a change said with the bound is a change; a state with no bound lasts
    ("I started a new job at the museum this month.", ["User started a new job at the museum."]),
    ("I'm learning Welsh now.", ["User is learning Welsh."]),
    ("I walk the dog twice a day.", ["User walks the dog twice a day."]),
    # a bound the entry keeps is kept with it
    ("I'm staying at my sister's flat for the winter.", ["User is staying at their sister's flat for the winter."]),
    ("I'm renting a room until I find a flat.",
     ["User is renting a room until they find a flat."]),
    # classes in the plural or a class signed up for may be a course; a class taught each week
    ("I signed up for a pottery class.", ["User signed up for a pottery class."]),
    ("I signed up for guitar lessons.", ["User signed up for guitar lessons."]),
    ("I teach a yoga class every Tuesday.", ["User teaches a yoga class every Tuesday."]),
    ("I ran a pottery workshop for years.", ["User ran a pottery workshop for years."]),
    # a race trained for over months, one's own rite, a test that leaves a standing
    ("I'm training for the city marathon.", ["User is training for the city marathon."]),
    ("I'm planning my wedding.", ["User is planning their wedding."]),
    ("I passed my driving test!", ["User passed their driving test."]),
    # a part-way through a life's stage; a taste of a kind; a body joined; a work of one's own
    ("I'm halfway through my nursing degree.", ["User is halfway through their nursing degree."]),
    ("I'm really into board games.", ["User is into board games."]),
    ("I joined a rowing club.", ["User joined a rowing club."]),
    ("I'm writing a cookbook.", ["User is writing a cookbook."]),
    # what stays: a pet, a job, a move, a degree, a marriage
    ("I got a rescue greyhound named Pepper.", ["User got a rescue greyhound named Pepper."]),
    ("I started a new job at the library.", ["User started a new job at the library."]),
    ("I graduated from nursing school.", ["User graduated from nursing school."]),
    ("I got married in June.", ["User got married in June."]),
    ("I've been volunteering at the food bank for three years.",
     ["User has been volunteering at the food bank for three years."]),
])
def test_the_lasting_twin_stays(said: str, kept: list[str]) -> None:
    assert _news(said) == kept


@pytest.mark.parametrize(("clause", "lead", "kind"), [
    ("I've been to Lisbon twice", "", "counted experience"),
    ("I'm feeling calmer", "", "passing feeling"),
    ("I've been feeling tense for years, since the flood", "", None),
    ("I'm hooked on rowing", "", None),
    ("I'm hooked on this rowing app", "", "passing feeling"),
    ("I swim every morning", "While I'm recovering", "bounded scope"),
    ("I visited my aunt", "", "one occasion"),
    ("I swim every morning", "When the weather is good", None),
    ("I visit my aunt every Sunday", "", None),
])
def test_the_kind_is_named(clause: str, lead: str, kind: str | None) -> None:
    assert fleeting(clause, lead) == kind
