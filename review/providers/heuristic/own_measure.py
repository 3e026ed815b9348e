"""A preference of the user's named as what something is measured against (learn96, issue 31:
the choice form's misses).

"The others clash with, or don't match, my preference for quiet trains", "That fits my
interest in old maps", "None of them match my values of fair trade": what the chat's options
fail or pass is the user's own, named with "my" and held as a standard whether or not the
options meet it — the sentence takes the preference as given. It is said again as its own
sentence ("I prefer quiet trains.", "I'm interested in old maps.", "I value fair trade.", "I
prioritize low fares."), which the shape layer then reads with every test it has. Only as the
object of a verb of measuring (align with, fit, match, suit, meet, be in line with); a
preference named anywhere else ("my interest in chess faded", "I told her about my preference
for tea") is no standard and is left, as is one bound to the occasion ("my preferences for
tonight", "… for this trip") or one with no object named ("my values", "my preferences").

learn96 too: what the options have, then the user's own avoidance of it in a relative after a
comma ("The others seem to have loud ads, which I'd rather avoid", "… use too much foil,
which I avoid", "… rely on palm oil, which I dislike") is said again the same way
("I'd rather avoid loud ads."): "which" stands for what they have. A degree ("too much", "a
lot of") is the options' and goes; what the thing is in ("in their sauces") is the chat's and
goes with it.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

#: measured against: "(don't) (really|quite) align with", "fits", "match", "is in line with"
_MEASURED = (r"\b(?:align|aligns|aligned|aligning|fit|fits|match|matches|suit|suits|meet|meets|"
             r"(?:is|are|be|seem|seems) in line) (?:with )?")
_OWN_STANDARD = re.compile(
    _MEASURED + r"my (?:(?:strong|personal|own|long-standing|general) )?(?P<what>preference|preferences|interest|interests|"
    r"values?|priority|priorities) (?P<how>for|in|of) (?P<object>[^,;.!?]+)", re.I)
_SAID_AS = {"preference": "I prefer", "preferences": "I prefer", "interest": "I'm interested in",
            "interests": "I'm interested in", "value": "I value", "values": "I value",
            "priority": "I prioritize", "priorities": "I prioritize"}
#: the standard of one occasion or of the chat: "for tonight", "for this trip", "in these options"
_BOUND = re.compile(r"^(?:tonight|today|now|this|these|that|those|the (?:trip|evening|night|day|weekend|occasion)|"
                    r"it|them|you|your)\b|\b(?:tonight|today|right now|this (?:time|trip|evening|weekend|year)|"
                    r"at the moment)\b", re.I)
#: review43: the occasion said after the standard, in the rest of its sentence ("… my preference
#: for a pool, which is a must this time" kept "User prefers a pool.")
_BOUND_AFTER = re.compile(r"[^.!?]*\b(?:tonight|today|right now|this (?:time|trip|evening|weekend|year)|"
                          r"at the moment)\b", re.I)


#: "… (seem to) have / involve / use / contain <X>, which I'd prefer to avoid / try to avoid / am not a fan of"
_HAS_THEN_AVOIDED = re.compile(
    r"\b(?:seems? to |tends? to )?(?:have|has|involve|involves|use|uses|contain|contains|include|includes|rely on|"
    r"relies on) (?:(?:too much|too many|a lot of|lots of|plenty of|some) )?(?P<x>[a-z][\w -]*?)(?: in (?:their|its|"
    r"the|them) [\w -]+)?, which I(?P<how>'d prefer to avoid|'d rather avoid| would prefer to avoid| would rather "
    r"avoid| try to avoid| prefer to avoid| avoid|'m not a (?:big )?fan of| am not a (?:big )?fan of| don't like| "
    r"dislike)\s*[.!]*$", re.I)


def measured_against(sentence: str) -> list[str]:
    """The user's own preferences ``sentence`` measures something against, each said as
    its own sentence (above); none where there is none."""
    said = []
    for found in _OWN_STANDARD.finditer(sentence):
        what, thing = found["what"].lower(), found["object"].strip()
        if _BOUND.search(thing) or _BOUND_AFTER.match(sentence, found.end()) \
                or (found["how"].lower() == "in") != what.startswith("interest"):
            continue   # the occasion's, or a relation the noun does not take ("priorities in …")
        said.append(f"{_SAID_AS[what]} {thing}.")
    if (avoided := _HAS_THEN_AVOIDED.search(sentence)) and not _BOUND.search(avoided["x"]):
        said.append(f"I{avoided['how']} {avoided['x'].strip()}.")
    return said
