"""The speaker described by a fronted relative clause: "As someone who keeps kosher, I …"
(session 40, lead; issue 31, recall; PrefEval's persona form, docs/review.md 11).

A user often gives a lasting fact of theirs as the frame of what they go on to say: "As
someone who follows a paleo diet, I know how hard dinners out are", "As someone who tends to
avoid caffeine, I'm looking for other ways to stay awake". The frame is the fact; the clause
after it is the chat's. The clause step read the whole as one clause whose subject was "I"
after a comma, and the relative clause was nobody's.

The frame is said again as the speaker's own clause, "I <its verb in the first person>", and
the rest kept as a clause of its own after a semicolon, so that every test of the shape layer
(a mood, a moment, a pointer) is asked of each. Read only at the sentence's start (or after a
"by the way"), only with "someone/a person/one who", and only when the frame's verb is a
present one that agrees with "someone" ("follows", "is", "has", "doesn't"): "As someone who
grew up by the sea" is a past the shape layer reads as it reads "I grew up …", with its
own bounds, so it is taken too; a frame with a modal ("who would …", "who can't …") is a
wish or an ability of no one in particular and is left.
"""

from __future__ import annotations

from . import lazy_re as re
from .companions import plural_of_verb

_FRAME = re.compile(
    r"^(?P<lead>(?:(?:by the way|also|well|honestly|and|so),? )?)as (?:someone|somebody|a person|one) who "
    r"(?P<adverbs>(?:(?:usually|generally|always|also|really|strictly|mostly|often|typically|"
    r"tends? to|still|personally|definitely|pretty much) )*)"
    # (review42: not a relative whose subject is someone else, "someone who people often
    # ignore", "someone who everyone calls lazy": written "User peoples often ignore.")
    r"(?!(?:people|everyone|everybody|nobody|no one|someone|somebody|anyone|anybody|others|most|"
    r"many|my|your|his|her|their|our|the|a|an|i|you|we|they|he|she|it|kids|friends|folks)\b)"
    r"(?P<verb>[a-z']+)(?P<rest_of_frame>[^;.!?]*?), "
    # the clause after the frame opens with its own subject (a comma inside the frame, as in
    # "…, including honey, I …", does not end it)
    r"(?P<after>(?:I|I'm|I've|I'd|I'll|it|it's|there|there's|my|we|that|this)\b.*)$", re.I)
# a second verb of the frame, after "and"/"or", agrees with "someone" too ("… and avoids carbs")
_SECOND_VERB = re.compile(r"\b(?P<c>and|or) (?P<adv>(?:(?:also|usually|always|often|still|strictly) )?)"
                          r"(?P<v>(?:doesn't|isn't|has|is|[a-z]{2,}[^s\W]s))\b", re.I)
_MODAL = re.compile(r"^(?:would|could|can|can't|cannot|should|might|may|must|will|won't|wouldn't|couldn't)$",
                    re.I)
# the verbs whose first person is not their plural
_FIRST_PERSON = {"are": "am", "were": "was", "aren't": "am not", "weren't": "wasn't"}


def _said_by_me(verb: str) -> str:
    """``verb`` as it agrees with "someone", said with "I" ("follows" → "follow", "is" → "am")."""
    plural = plural_of_verb(verb.lower())
    return _FIRST_PERSON.get(plural, plural)


def framed_plainly(text: str) -> str:
    """``text`` with "As someone who <verb> …, <rest>" said as "I <verb> …; <rest>"; any
    other text as it was."""
    if "ho " not in text:
        return text
    found = _FRAME.match(text)
    if found is None or _MODAL.match(found["verb"]):
        return text
    adverbs = re.sub(r"\btends to\b", "tend to", found["adverbs"], flags=re.I)
    rest = _SECOND_VERB.sub(lambda m: f"{m['c']} {m['adv']}{_said_by_me(m['v'])}", found["rest_of_frame"])
    return f"{found['lead']}I {adverbs}{_said_by_me(found['verb'])}{rest}; {found['after']}"
