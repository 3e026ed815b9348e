"""A thing broken or a body hurt, told in the past: a body's injury or a record broken lasts
("I broke my wrist", "tore a ligament"), a thing of one's broken, torn or cracked is one day's
mishap ("cracked the screen"), a particle makes another verb ("broke up", "broke free") and a
habit or a tie broken is a change (:func:`_one_mishap`, :func:`_broken_lasts`,
:func:`_harm_unnamed`). Moved from :mod:`.past_events` (session 38), whose
:func:`single_past_act` asks it.
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)

# learn47: "broke"/"tore"/"cracked" last (v9's list) for an injury of one's body ("I broke my
# wrist", "tore a ligament") or a record broken; a thing of one's broken, torn or cracked ("I
# broke my phone on the bus", "cracked the screen", "smashed a glass") is a one-off mishap, as
# any act of the day. A particle makes another verb ("broke up", "broke into acting", "broke
# even", "broke free"), and a habit ("broke the habit", "the cycle") or a barrier is a change.
_MISHAP = frozenset({"broke", "tore", "cracked", "smashed", "chipped", "ripped", "dented",
                     "scratched", "wrecked", "shattered", "spilled", "spilt"})
_BROKEN_PARTICLE = re.compile(r"^ (?:up|down|into|through|out|even|free|away|off|in|open|new|ground|"
                              r"loose)\b", re.I)
_BROKEN_OF_ONESELF = re.compile(
    r"^ (?:(?:my|his|her|their|our|a|an|the|one of my|both|two|three|several|some) )?"
    r"(?:[\w'-]+ ){0,2}?(?:arm|leg|ankle|wrist|hand|foot|feet|finger|toe|knee|kneecap|hip|back|neck|"
    r"nose|jaw|rib|collarbone|shoulder|elbow|pelvis|skull|spine|vertebra|tooth|teeth|bone|ligament|"
    r"acl|mcl|meniscus|tendon|achilles|muscle|hamstring|calf|quad|groin|rotator cuff|heel|thumb|"
    r"skin|lip|eardrum|cartilage|disc|record|best|pb|habit|cycle|barrier|ceiling|mould|mold|"
    r"streak|curse|chain|addiction)s?\b", re.I)
# fix30 (review17 Q5): the body list above is the everyday names; the rest of a body is read by
# its anatomy - a bone's or a part's learned name (a closed class), any "-bone" ("tailbone",
# "cheekbone"; not a trombone or a wishbone) and a socket of the body ("eye socket").
_BODY_PART_OWNED = re.compile(
    r"^ (?:(?:my|his|her|their|our|a|an|the|one of my|both|two|three|several|some) )?"
    r"(?:(?:left|right|upper|lower|big|little|middle|ring|index|front|rear|inner|outer) )?"
    r"(?:(?!trom|wish)[a-z]+bone|(?:eye|hip|shoulder|tooth) socket|pinky|pinkie|clavicle|sternum|coccyx|femur|tibia|fibula|humerus|ulna|radius|"
    r"patella|scapula|metatarsal|metacarpal|phalanx|orbital|labrum|bicep|tricep|biceps|"
    r"triceps|pec|pectoral|oblique|abdominal|retina|cornea|forearm|shin|thigh|knuckle|palm|chin|"
    r"cheek|brow|eyebrow|eye|ear|toenail|spleen|kidney|lung|diaphragm|"
    r"ribcage|tibial plateau|plantar fascia|fascia)s?\b", re.I)
# A tie cut or a bond, an agreement or an abstinence ended is a change of one's life, not a
# thing damaged: "broke it/things off (with …)", "broke ties/contact", "broke my lease/my
# engagement/my sobriety/my silence".
_BROKEN_TIE = re.compile(
    r"^ (?:(?:it|things|everything) off\b|(?:(?:my|our|all|the|his|her|their|a) )?(?:family )?"
    r"(?:ties|tie|contact|bonds?|relations|engagement|lease|contract|sobriety|silence|"
    r"vows?|marriage)\b)", re.I)
# A mark of one's own broken (a record's kind said by its number): "broke 90 in golf", "broke
# four hours in the marathon", "broke the 20-minute mark"; a number before a thing ("broke two
# plates") is still the day's mishap.
_BROKEN_MARK = re.compile(
    r"^ (?:\d[\d,.:]*(?= *(?:in|on|at|for|this|last|with|and|,|\.|!|$)\b|[.,!]|$)|"
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+|an?) (?:hours?|minutes?|seconds?|"
    r"miles?|feet|meters?|metres?)\b|the [\w-]+[- ](?:minute|hour|second|mile|point|pound|"
    r"kilo|meter|metre)s? (?:mark|barrier)\b)", re.I)


def _broken_lasts(rest: str) -> bool:
    """Whether what follows a verb of breaking makes a lasting fact, not a mishap (above)."""
    return bool(_BROKEN_PARTICLE.match(rest) or _BROKEN_OF_ONESELF.match(rest)
                or _BODY_PART_OWNED.match(rest) or _BROKEN_TIE.match(rest) or _BROKEN_MARK.match(rest))


def _one_mishap(past: re.Match[str]) -> bool:
    """Whether a simple past is a thing broken or damaged once (above)."""
    return past["v"].lower() in _MISHAP and not _broken_lasts(past["rest"])


# learn59 (issue 31; judges' readings: "User injured themselves."): "injured" and "hurt" are on
# v9's lasting list for an injury a body keeps ("I hurt my back", "injured a knee ligament"),
# read as "broke my wrist" is, by the part named. Hurt with no part named — oneself ("I
# injured myself"), someone else, or nothing at all — tells a mishap of its day, as a thing
# broken once does; what it left is said in its own words ("I've had knee pain since").
_HARMED = frozenset({"injured", "hurt"})


def _harm_unnamed(past: re.Match[str]) -> bool:
    """Whether a simple past hurts or injures with no part of the body named (above)."""
    return past["v"].lower() in _HARMED and not (_BROKEN_OF_ONESELF.match(past["rest"])
                                                 or _BODY_PART_OWNED.match(past["rest"]))
