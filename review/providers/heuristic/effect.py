"""What a taste or a lasting state does for the user, said right after it: "I love
gardening. It helps me slow down."

People name what they like or keep doing, and then, in a sentence of its own whose subject
is "it", say what it is to them: "It makes me feel useful", "It's when I feel most at
home", "It's a way to switch off". Read alone, that sentence has no speaker as its subject
and the shape layer drops it, so the entry keeps the taste without why it matters (what an
annotator writes "… and finds it relaxing", "… as a way to unwind"; learn37 counted these
among the entries written from the right sentence that still fell short, dev half).

When the sentence just before, in the same message, gave an entry of a taste or a present
state ("User loves gardening.", "User plays the cello.", "User is reading a thriller that
grips them.") and the sentence is "It" + a verb of effect + "me …" ("It helps me …", "It
makes me …", "It gives me …"; learn45: or a doing of it, "Playing it helps me …"), or "It's when I …",
or "It's (one of) my favourite(s) …" (learn45), or "It's (both) a way / a source / an
outlet / an escape / … ", the entry takes it as a relative clause: "User loves gardening,
which helps them slow down." The first person becomes "they"/"them"/"their" (the entry
names the user once, at its start).

Only up to the sentence's first comma, dash or semicolon (what follows is an aside or a
clause of its own); never on a past act (:mod:`.judged` reads how an act went), an entry
whose slot would read the effect as part of its value, ends a list after a colon, or asks or exclaims; never when the effect
speaks of the listener ("you") or points at something unsaid ("this", "that", "them"), never
when the "it" is the dummy of an extraposed clause ("It takes me an hour to get there", "It
makes me nervous to drive": the time or feeling of doing something else) or the sentence is set
against the one before ("… though", "but"), and never past :data:`_MAX_WORDS` words.
"""

from __future__ import annotations

from dataclasses import replace

from ...slots import slots_of
from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .table import Candidate
from .writing import pronoun_alone
from .written_form import written

# learn45: the subject may be a doing of the thing ("I love chess. Playing it keeps me sharp.",
# "Guitar's my thing. Playing it helps me …"): what the doing does is what the taste does
_EFFECT = re.compile(
    r"^\W*(?:and\s+)?(?:it|[a-z]{2,}ing\s+it)\s+(?:(?:really|truly|just|always|also|honestly|"
    r"definitely)\s+)?"
    r"(?P<v>helps|makes|gives|brings|keeps|takes|lets|calms|relaxes|reminds|inspires|motivates|"
    r"grounds|centers|centres|teaches|pushes|challenges|energizes|energises)\s+(?P<rest>me\b.+)$", re.I)
_WHEN = re.compile(r"^\W*(?:and\s+)?it(?:'s| is)\s+(?P<rest>when i\b.+)$", re.I)
_WAY = re.compile(
    r"^\W*(?:and\s+)?it(?:'s| is)\s+(?P<rest>(?:(?:both|also|really|truly|kind of)\s+)?"
    r"(?:a|an|my)\s+(?:(?:great|good|real|big|huge|healthy|creative|calming|safe|little|perfect)\s+)?"
    r"(?:way|source|outlet|escape|sanctuary|refuge|release|form|reminder|break)\b.+)$", re.I)
# learn45: "It's one of my favourites", "It's my favourite for rainy days": what the thing just
# told (a dish the user makes, a book they read) is to them, said as "it"
_FAVOURED = re.compile(
    r"^\W*(?:and\s+)?it(?:'s| is)\s+(?P<rest>(?:(?:also|still|definitely|totally|really|probably)\s+)?"
    r"(?:one of\s+)?my\s+(?:(?:all-time|absolute|personal)\s+)?fav(?:ou?rite|e)s?\b.*)$", re.I)
# … and only after a thing the user does or has in the simple present ("User bakes a loaf most
# weekends", "User loves cheese"): after "User is visiting in May" the "it" is a place of the
# plan, after "User is reading a thriller" a favourite genre is not the book
_FAVOURED_EFFECT = re.compile(r"^is (?:(?:also|still|definitely|totally|really|probably) )?(?:one of )?"
                              r"their (?:(?:all-time|absolute|personal) )?fav", re.I)
_SIMPLE_PRESENT = re.compile(r"^User (?:(?:really|truly|also|always|still|often|usually|just)\s+)*"
                             r"(?!is\b|has\b|was\b|does\b)[a-z]+(?<!ed)s\s", re.I)
# an entry of a taste or a present state: "User loves …", "User plays …", "User is reading …",
# "User has always felt …", "User has been writing poems" (still going on: learn42; not
# "User went …", "User has joined …": acts)
_TASTE_OR_STATE = re.compile(
    r"^User (?:(?:really|truly|also|always|still|absolutely|just)\s+)*"
    r"(?:(?!was\b|has\b|does\b)[a-z]+(?<!ed)s|is|has always|has long|has been [a-z]{3,}ing)\s|"
    # learn45: a taste said with "my" ("User's thing is guitar.", "User's passion is baking.")
    r"^User's (?:(?:main|biggest|greatest|true|big|favou?rite)\s+)?(?:thing|passion|hobby|escape|outlet|"
    r"happy place) is\s", re.I)
# learn42: a wish or a plan ("User is eager to learn pastry", "User wants to learn the harp"):
# the thing is not done yet, so an "it" after it is most often the activity said before it
# ("I bake bread on Saturdays. I'm eager to learn pastry next. It helps me switch off.")
_WISH = re.compile(r"^User (?:(?:really|also|still|just) )*(?:is (?:keen|eager|excited|hoping|planning|"
                   r"going|about|dying|itching) to|wants to|plans to|hopes to|would (?:like|love) to|"
                   r"looks forward to|is looking forward to|dreams of|is dreaming of)\b", re.I)
_ASIDE = re.compile(r"\s*(?:[,;:]|\s[-—–]\s|\.\.\.).*$")
_LISTENER_OR_POINTER = re.compile(r"\b(?:you|your|yours|this|that|these|those|them|it|here|there)\b", re.I)
# a pronoun glued by a hyphen is part of another word ("a gold-mine", "me-time"): left as said
_PERSON = [(re.compile(pronoun_alone(p), re.I), w) for p, w in (
    (r"\bi'm\b|\bi am\b", "they're"), (r"\bi was\b", "they were"), (r"\bi've\b", "they've"),
    (r"\bi'd\b", "they'd"), (r"\bi'll\b", "they'll"), (r"\bi\b", "they"), (r"\bmyself\b", "themselves"),
    (r"\bme\b", "them"), (r"\bmy\b", "their"), (r"\bmine\b", "theirs"))]
_MAX_WORDS = 20
# "It takes me <time> (to …)" and "It makes me <feeling> to <verb> / that … / when …" are the
# dummy "it" of an extraposed clause: the time or the feeling of doing something else, not what
# the taste does ("It takes me an hour to get there", "It makes me nervous to drive"). "takes me"
# is an effect only when it carries the speaker somewhere ("takes me back", "takes me to a calm
# place"); "makes me <one word>" followed by an infinitive or a clause is extraposed unless the
# word is a verb that itself takes one ("makes me want to dance").
_TAKES_ME_SOMEWHERE = re.compile(
    r"^me\s+(?:(?:right|straight|all\s+the\s+way)\s+)?(?:back|away|out\s+of|somewhere|places|"
    r"to\s+(?:a|an|the|my|another|other|places|somewhere)\b|into\s+(?:a|an|the|my|another)\b)", re.I)
_EXTRAPOSED = re.compile(
    r"^me\s+(?:feel\s+)?(?:(?:so|really|very|super|quite|extra|a\s+bit|a\s+little|kind\s+of|"
    r"so\s+much|such|great|real|a\s+lot\s+of)\s+)*(?!(?:want|wanna|need|wish|long|try|"
    r"strive|start|begin|decide|choose|learn)\b)[\w'-]+\s+(?:to\s+\w+|that|when|whenever|if|how|"
    r"seeing|knowing|hearing|watching|thinking)\b", re.I)
# "gives/brings me <feeling> to …" is extraposed only for a feeling ("It brings me joy to see
# them", the joy of seeing them); "gives me time to think", "something to look forward to" is
# what the taste gives
_FEELING_GIVEN = re.compile(
    r"^me\s+(?:(?:so\s+much|such|great|real|a\s+lot\s+of|a\s+sense\s+of)\s+)*(?:joy|pleasure|"
    r"peace|comfort|satisfaction|happiness|pride|relief|hope|delight)\s+(?:to\s+\w+|that|when|"
    r"whenever|if|how|seeing|knowing|hearing|watching|thinking)\b", re.I)
# learn42: an effect that carries the speaker to a place, and a "where" clause describing it.
# fix20 (review16 Q5): only a place the determiner and its own words already name ("another
# world", "a quiet world"); after "the"/"their" the "where" clause is what says which place
# ("the place where they grew up"), and "a place"/"a time" alone names none.
_PLACE_THEN_WHERE = re.compile(
    r"^(?P<head>takes them (?:back )?(?:to|into) (?:another (?:[a-z]+ ){0,2}?|an? (?:[a-z]+ ){1,2}?)"
    r"(?:world|place|time|state|zone|space|headspace|universe|realm))\s+where\b", re.I)
# learn41: "gives/brings me <something> to <verb>" is extraposed too unless the something is
# a noun that takes an infinitive of its own, what the taste gives ("time to think", "the
# courage to speak up", "a reason to get up"): "It gives me a headache to clean the brushes"
# is the headache of cleaning them, and was joined to a taste as what the taste does
_GIVEN_BEFORE_TO = re.compile(r"^me\s+(?:[\w'-]+\s+){0,4}?(?P<head>[\w'-]+)\s+to\s+[a-z]", re.I)
_TAKES_AN_INFINITIVE_WORDS = """time chance chances reason reasons way ways courage strength
confidence energy motivation space room opportunity opportunities excuse push permission something
anything freedom tools skills ability power drive incentive inspiration will patience focus place
platform nudge boost outlet"""
_TAKES_AN_INFINITIVE = frozenset(_TAKES_AN_INFINITIVE_WORDS.split())
_CONTRAST = re.compile(r"\b(?:though|however|but|although|yet)\b", re.I)


def effect_of(sentence: str) -> str | None:
    """What the "it" sentence says it does for the speaker, in the third person and up to
    its first aside ("helps them slow down", "is when they feel most at home"), or None."""
    said = _EFFECT.match(sentence.strip())
    if said:
        verb = said['v'].lower()
        if verb == "takes" and not _TAKES_ME_SOMEWHERE.match(said['rest']):
            return None   # "It takes me an hour to …": the time of something else
        given = _GIVEN_BEFORE_TO.match(said['rest']) if verb in ("gives", "brings") else None
        if (verb == "makes" and _EXTRAPOSED.match(said['rest'])) \
                or (verb in ("gives", "brings") and _FEELING_GIVEN.match(said['rest'])) \
                or (given and given["head"].lower() not in _TAKES_AN_INFINITIVE):
            return None   # "It makes me nervous to drive": the feeling of something else
        rest = f"{verb} {said['rest']}"
    elif (said := _WHEN.match(sentence.strip()) or _WAY.match(sentence.strip())
          or _FAVOURED.match(sentence.strip())):
        rest = f"is {said['rest']}"
    else:
        return None
    rest = _ASIDE.sub("", rest).rstrip(" .!?")
    if _CONTRAST.search(rest) or re.search(r"\bthough\W*$", sentence, re.I):
        return None   # "… though": set against the sentence before, not what the taste does
    if len(rest.split()) < 3 or _LISTENER_OR_POINTER.search(rest):
        return None
    for pattern, word in _PERSON:
        rest = pattern.sub(word, rest)
    return rest


# fix30 (review17 Q16): "it's my favourite <kind>" takes back the thing, not the doing, unless
# the kind is one of doing ("job", "hobby", "ritual"): when a time, a place or a clause follows
# the thing ("User eats pizza every Friday"), "which" after it would read as that phrase's, so
# the favourite is written next to its thing ("User eats pizza, their favourite food, every
# Friday."). A phrase right after the verb is its complement ("lives in Denver"), not one, and
# a "with" phrase is most often the thing's own ("chicken with rice").
_DOING_KIND = re.compile(r"\b(?:job|jobs|chore|chores|hobby|hobbies|pastime|pastimes|activity|"
                         r"activities|ritual|rituals|routine|routines|thing to do|things to do|"
                         r"part of|way to|ways to|time of|moment|moments|exercise|workout|sport|"
                         r"sports|habit|habits|tradition|traditions)\b", re.I)
_AFTER_THE_THING = re.compile(r"\s+(?:every|each|most|on|at|in|while|when|whenever|after|before|"
                              r"during|around|near|once|twice|daily|nightly|weekly|"
                              r"(?:this|last|next) \w+)\b", re.I)
_FAVOURED_NP = re.compile(r"^is (?:(?:also|still|definitely|totally|really|probably) )?", re.I)


def _next_to_its_object(content: str, effect: str) -> str | None:
    """``content`` with the favourite written after its thing, before what follows it (above),
    or None when the thing ends the entry or the favourite is a kind of doing."""
    if _DOING_KIND.search(effect):
        return None
    verb = re.match(r"^User (?:[a-z]+ly\s+|always\s+|still\s+|also\s+)*[a-z]+s\s+\S+", content)
    if verb is None:
        return None
    after = _AFTER_THE_THING.search(content, verb.end())
    if after is None:
        return None
    body = content[:-1] if content.endswith(".") else content
    return f"{body[:after.start()]}, {_FAVOURED_NP.sub('', effect)},{body[after.start():]}."


def with_effect(candidate: Candidate, effect: str) -> Candidate | None:
    """``candidate`` (a taste or a present state) with what it does for the user ("User
    loves gardening, which helps them slow down."), or None (module docstring)."""
    content = candidate.content
    if _WISH.match(content):
        return None   # a wish or a plan is not done yet: what "it" does is the sentence before's
    if _FAVOURED_EFFECT.match(effect) and not _SIMPLE_PRESENT.match(content):
        return None   # "User is visiting in May, which is one of their favourite cities"
    if not _TASTE_OR_STATE.match(content) or content.endswith(("!", "?")) or ":" in content \
            or "," in content or candidate.changes:
        return None
    joined = f"{content[:-1]}, which {effect}."
    if _FAVOURED_EFFECT.match(effect) and (put := _next_to_its_object(content, effect)):
        joined = put
    if _length(joined) > _MAX_WORDS and (place := _PLACE_THEN_WHERE.match(effect)):
        # "takes them into a quiet world where the hours drift by": the place is what the
        # taste does for them, the "where" clause only describes it (learn42)
        joined = f"{content[:-1]}, which {place['head']}."
    if slots_of(joined) != slots_of(content):
        return None   # the slot's value would take the effect in
    if _length(joined) > _MAX_WORDS:
        return None
    return replace(candidate, content=joined)


def _length(joined: str) -> int:
    """The words of ``joined`` as it will be written (:mod:`.written_form`, the last reading):
    learn89, a word the written form drops ("writing more poems" is written "writing poems")
    counted against the cap refused an effect the entry as stored had room for."""
    return len((written(joined) or joined).split())
