"""The slot model: which fact about which thing an entry states (issue 31).

A **slot** is a subject plus an attribute: ("user", "location"), ("leo", "allergy"),
("backup server", "port for ssh"). Some attributes hold one value at a time
(*single-valued*: where someone lives, their employer, editor, role, a named service's
port, a database's version), others hold several (*list-valued*: allergies, instruments,
languages, projects, tools, pets). Both the review (a new fact replaces the live entry of
the same single-valued slot) and the consolidation (which entry a newer one supersedes)
ask this one module, so "allergic to penicillin" never retires "allergic to peanuts":

* same subject, same **single-valued** attribute, another value → ``SUPERSEDED``;
* same subject, same **list-valued** attribute → a new member: an add or a merge, never a
  supersession (``None``);
* different subjects or attributes → two facts (``None``);
* the slot of either entry is **unclear** (no shape below reads it) and the two look like
  an update by their words (:func:`review.consolidate.measures.surface_update`) →
  ``POSSIBLY``: the operator sees "possibly superseded", never a plain "superseded".

An entry is read by its *shape* — "<subject> is allergic to <v>", "<subject> lives in
<v>", "<subject>'s <attribute> is <v>", "<subject> listens on port <n> <qualifier>" — not by
a list of sentences, and the same reader serves entries written by the heuristic, by a
model or by a person. An entry stating several slots ("User is a software engineer based
in NYC.") is superseded only when every slot it states is updated by the newer one;
otherwise the pair is at most "possibly superseded" (archiving it would lose the rest).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from reverie.config import lazy_re as re

from .han import simplified

SUPERSEDED = "superseded"
POSSIBLY = "possibly superseded"

#: Attributes holding several values at once: a new value is a new member.
LIST_VALUED = frozenset({"allergy", "instrument", "language", "project", "tool", "pet", "likes",
                         "hobby", "child", "sibling", "preference", "goal", "interest"})


@dataclass(frozen=True)
class Slot:
    subject: str     # normalised: "user", "leo", "backup server"
    attribute: str   # "location", "allergy", "port for ssh", "version of postgresql"
    value: str       # normalised, for comparison
    #: Whether another value surely replaces this one. False for a thing one mostly has one
    #: of (a car, a laptop: "a Tesla Model 3" may be a second car) and for a description:
    #: an update there is at most "possibly superseded".
    firm: bool = True
    #: The value describes rather than names ("a small village in Wales"): two descriptions
    #: of one slot can both hold; a description and a name may be an update (possibly).
    described: bool = False

    @property
    def many(self) -> bool:
        return self.attribute.split(" ", 1)[0] in LIST_VALUED

    @property
    def key(self) -> tuple[str, str]:
        return self.subject, self.attribute


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold().replace("\u2019", "'")
    return " ".join(re.sub(r"[\"“”()]", " ", text).split()).strip(" .,;:!。，；！")


_SUBJECT_NOISE = re.compile(r"\b(?:the|a|an|now|currently|still|also|already|recently|just|"
                            r"user's|users'|their|his|her|its)\b")
_KIN_WORDS = (r"son|daughter|kid|child|wife|husband|partner|boyfriend|girlfriend|"
              r"mother|mom|mum|father|dad|brother|sister|friend|cat|dog")
_KIN = re.compile(rf"\b(?:{_KIN_WORDS})\b")


#: "<owner>'s <lowercase noun…> <Name>": the name is who (or what) is meant, whatever the
#: noun ("User's colleague Priya", "Mia's horse Bella").
_NAMED_BY_OWNER = re.compile(r"'s (?:[a-z][\w-]* ){1,3}(?P<n>[A-Z][a-z]+)$")


def subject_key(subject: str) -> str:
    """"User's son Leo" and "Leo" are one subject (a name wins over the kinship word);
    "The svc-002 service now" is "svc-002 service"."""
    raw = subject.strip()
    if owned := _NAMED_BY_OWNER.search(raw):
        return owned["n"].casefold()
    names = re.findall(r"(?<!^)\b[A-Z][a-z]+\b", raw)
    if names and _KIN.search(raw.casefold()):
        return names[-1].casefold()
    # "User and their family moved to Denver" is where the user lives too
    key = re.sub(r"\s+and (?:their|his|her) family$|'s family$", "", _norm(raw))
    key = _SUBJECT_NOISE.sub(" ", key)
    key = re.sub(r"现在|目前|已经|如今", " ", key)
    key = re.sub(r"^用户(?:一家|全家|家)$", "用户", key.strip())   # the household's home is the user's
    key = re.sub(r"'s\b", "", key)
    key = " ".join(key.split())
    return "user" if key in ("", "user", "用户", "the user") else key


def _value(text: str) -> str:
    """A value without what qualifies it: "peanuts and shellfish" stays whole (one entry may
    hold a merged list); trailing time words go, and so does a clause after a comma that
    only comments on it ("gardening, which helps them slow down": the value is gardening;
    learn37), or a judgement joined after it ("and finds it tough")."""
    text = re.sub(r",\s+which\b.*$", "", text)
    # nor a judgement joined after it ("German and finds it tough but fun": the value is
    # German; :mod:`review.providers.heuristic.judged`, learn42)
    text = re.sub(r"\s+and (?:finds|found) it\b.*$", "", text)
    text = re.sub(r"\s+(?:now|these days|nowadays|since \w+|for (?:about |over )?\d+ \w+)$", "",
                  _norm(text))
    return text


# --- shapes ----------------------------------------------------------------------------------

_S = r"(?P<s>.+?)"
_BE = r"(?:is|are|was|has been|have been)"
_ADV = r"(?:(?:also|now|still|currently|severely|very|mildly|highly|deathly|really) )*"
_NOT = re.compile(r"\b(?:not|no longer|never|doesn't|don't|isn't|aren't|without)\b|不再|不是|没有")

_INSTRUMENTS = (r"violin|viola|cello|double bass|bass guitar|bass|guitar|electric guitar|piano|"
                r"keyboard|drums|flute|clarinet|saxophone|sax|trumpet|trombone|harp|ukulele|"
                r"banjo|mandolin|accordion|harmonica|oboe|bassoon|tuba|organ|synthesizer")
_LANGUAGES = (r"english|spanish|french|german|italian|portuguese|dutch|swedish|norwegian|danish|"
              r"finnish|polish|czech|russian|ukrainian|greek|turkish|arabic|hebrew|hindi|urdu|"
              r"bengali|punjabi|tamil|mandarin|cantonese|chinese|japanese|korean|vietnamese|thai|"
              r"indonesian|malay|tagalog|swahili|persian|farsi")
_PETS = r"dog|dogs|puppy|cat|cats|kitten|rabbit|hamster|parrot|bird|fish|turtle|snake|lizard|horse|guinea pig"
_ROLES = (r"engineer|developer|designer|manager|student|researcher|scientist|analyst|architect|"
          r"consultant|teacher|writer|founder|co-?founder|programmer|maintainer|freelancer|"
          r"intern|lead|director|nurse|doctor|lawyer|accountant|artist|photographer|musician|"
          r"chef|counselor|therapist|sre|admin|administrator|officer|professor|coach|editor|"
          r"owner|entrepreneur|pm|cto|ceo|vp")

Reader = Callable[["re.Match[str]"], "Slot | None"]


def _fixed(attribute: str, group: str = "v") -> Reader:
    return lambda m: Slot(subject_key(m["s"]), attribute, _value(m[group]))


def _port(m: re.Match[str]) -> Slot | None:
    # what the port is for ("for SSH", "web UI", "in staging") is part of the slot: two ports
    # of one server for two purposes are two facts; "also" says this is another one.
    qualifier = " ".join(q for q in (m.groupdict().get("q1"), m.groupdict().get("q2")) if q)
    qualifier = re.sub(r",?\s*(?:not|instead of|rather than)\s+\S+$", "", _norm(qualifier))
    qualifier = " ".join(_SUBJECT_NOISE.sub(" ", qualifier).split())
    if re.search(r"\balso\b|\banother\b|\bsecond\b|\bas well\b|\btoo\b", m.group(0), re.I):
        return Slot(subject_key(m["s"]), "tool port " + m["v"], m["v"])  # a member, not an update
    return Slot(subject_key(m["s"]), ("port " + qualifier).strip(), m["v"])


#: Nouns naming a person, an animal or a thing one owns (shared with the shape layer, where
#: "I have a great wife" is a fact of one's life, not how a day went).
HELD_NOUNS = (rf"{_KIN_WORDS}|{_PETS}|car|bike|house|apartment|"
              r"flat|laptop|phone|boat|garden|cousin|aunt|uncle|grandma|grandmother|"
              r"grandpa|grandfather|niece|nephew|colleague|coworker|neighbou?r|roommate|"
              r"boss|parents?|baby|twins?|puppy|kitten")
#: "User's dog is …" describes the dog (its age, its kind, its temper), it does not give the
#: value of an attribute "dog".
_THING = re.compile(rf"^(?:[\w-]+ )*?(?:{HELD_NOUNS})$")
#: Relations one holds once at a time: a name given as their value is the value.
_ONE_HELD = re.compile(r"^(?:partner|spouse|husband|wife|boyfriend|girlfriend|fianc[eé]e?|"
                       r"boss|manager|landlord|landlady)$")
#: Things one mostly has one of: a make or model given as their value is at most a possible update.
_MOSTLY_ONE = re.compile(r"^(?:car|bike|motorbike|motorcycle|laptop|phone|boat)$")
#: A value that names ("Alex", "Priya Shah", "a Honda Civic", "a Tesla Model 3"), not one that
#: describes ("a nurse", "a red hatchback", "friendly").
_NAME_VALUE = re.compile(r"^(?:(?:named|called) )?(?:an? (?=[A-Z]))?"
                         r"(?P<n>[A-Z][\w.'&-]*(?: (?:[A-Z0-9][\w.'&-]*|de|da|van|von|del|la|le))*)$")
#: The ways "<thing> is …" gives its age: "is 3 years old", "is 3", "turned 40".
_AGE = re.compile(r"^(?:now |just )?(?P<v>\d{1,3})(?:\s*(?:years?|yrs?|months?|weeks?)(?: old| of age)?)?$",
                  re.I)


def _described(subject: str, rest: str) -> Slot | None:
    """What "<subject> is <rest>" states when <rest> is no value of a named attribute: an age
    is the subject's one age; a description ("a rescue", "friendly", "a nurse at Mercy")
    is one of many things the subject is, so no single-valued slot (None: at most
    "possibly superseded" by the words, never "superseded")."""
    if age := _AGE.match(_norm(rest)):
        return Slot(subject_key(subject), "age", age["v"])
    return None


#: A count of one kept or owned thing ("User has kept 2 beehives for years", "… five hens"):
#: how many the subject has now is one value, so a later count replaces it (tester20, on
#: Hermes sessions: seven counts of one thing were left live side by side). Only a count that
#: is the whole object, with at most a time or place after it: "two dogs and a cat" lists.
_COUNT_WORDS = {w: str(n) for n, w in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty"))}
_COUNTED = re.compile(
    rf"^{_S} (?:(?:now |still |also )?(?:has|have|owns|own|keeps|keep|raises|raise|looks after)|"
    r"(?:has|have) (?:kept|raised|owned|had|been keeping|been raising|looked after)) "
    rf"(?P<v>\d{{1,4}}|{'|'.join(_COUNT_WORDS)}) (?P<n>(?:[a-z-]+ )?[a-z-]+s)"
    r"(?P<rest>(?: (?:for|since|at|in|on|now|these days|nowadays|today)\b[^,;]*)?)$", re.I)


_COUNT_TIME = re.compile(
    r"\b(?:for (?:(?:about|over|almost|nearly|around|the last|the past) )?(?:years|decades|ages|months|"
    r"a while|a long time|some time|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|"
    r"a couple of|several|many|\d+) (?:years?|months?|weeks?|decades?|days?))|since \S+|now|these days|"
    r"nowadays|today)\b", re.I)


def _counted(m: re.Match[str]) -> Slot | None:
    if re.search(r"\b(?:and|but|who|which|that|or|with)\b", m["rest"], re.I):
        return None   # a clause or a second thing after the count: not the count alone
    count = _COUNT_WORDS.get(m["v"].casefold(), m["v"])
    # where they are is part of the slot, as a port's purpose is ("2 kids at home" may be two of
    # three); a time after the count ("for years", "since 2019", "now") is not
    # (review30 R10: "for" a time only; "two season tickets for the Jets" is what they are for)
    where = _COUNT_TIME.sub(" ", m["rest"])
    where = " ".join(_SUBJECT_NOISE.sub(" ", _norm(where)).split())
    return Slot(subject_key(m["s"]), f"count of {_norm(m['n'])} {where}".strip(), count)


def _possessive(m: re.Match[str]) -> Slot | None:
    raw_attribute = m["a"].strip()
    if re.search(r"^[a-z][\w-]*(?: [a-z][\w-]*)* [A-Z][a-z]+$", raw_attribute):
        # "User's cat Miso is 2 years old": "cat Miso" is who is meant, not an attribute
        return _described(f"{m['s']}'s {raw_attribute}", m["v"])
    attribute = _norm(raw_attribute)
    if _THING.match(attribute):
        held = re.sub(r"\b(?:new|current|present)\s+", "", attribute)
        name = _NAME_VALUE.match(m["v"].strip())
        if name and (_ONE_HELD.match(held) or _MOSTLY_ONE.match(held)):
            # "User's partner is Alex", "User's car is a Honda Civic": a name is the value
            # of a relation one holds once (a car: mostly once, so at most "possibly")
            return Slot(subject_key(m["s"]), held, _value(name["n"]),
                        firm=_ONE_HELD.match(held) is not None)
        # "User's sister is a nurse", "User's car is 5 years old": the thing is the subject
        return _described(f"{m['s']}'s {attribute}", m["v"])
    # "User's new timezone is …" states the timezone: "new" says it changed, not which slot
    attribute = re.sub(r"^new\s+", "", attribute)
    if re.match(r"(?:an?|one of)\b", _norm(m["v"])) and \
            _ALIAS.get(attribute, attribute) != "role":
        # "User's hometown is a small village in Wales": a description, not the value; it
        # may still replace a name ("Cardiff"), so the slot is kept, marked as described
        attribute = re.sub(r"\b(?:favou?rite|preferred|main|primary|current)\s+", "", attribute)
        return Slot(subject_key(m["s"]), _ALIAS.get(attribute, attribute), _value(m["v"]),
                    firm=False, described=True)
    if re.search(r"\b(?:favou?rite|preferred|main|primary|default|current)\b", attribute) is None \
            and (attribute.endswith("s") and not attribute.endswith(("ss", "us"))):
        return Slot(subject_key(m["s"]), "likes " + attribute, _value(m["v"]))  # plural: a list
    if re.search(r"allerg", attribute):
        return Slot(subject_key(m["s"]), "allergy", _value(m["v"]))
    if attribute in ("hobby", "pet", "project", "goal", "child", "kid", "interest"):
        return Slot(subject_key(m["s"]), attribute, _value(m["v"]))
    if attribute in ("dream", "big dream", "aim", "ambition", "aspiration", "life goal"):
        # learn31: one has several dreams at once, as goals ("… is to open a studio", "… is to
        # travel the world"): a second is a new member, never a supersession of the first
        return Slot(subject_key(m["s"]), "goal", _value(m["v"]))
    attribute = re.sub(r"\b(?:favou?rite|preferred|main|primary|current)\s+", "", attribute)
    return Slot(subject_key(m["s"]), _ALIAS.get(attribute, attribute), _value(m["v"]))


_ALIAS = {"city": "location", "home": "location", "hometown": "location", "home town": "location",
          "company": "employer", "employer": "employer", "job": "role", "title": "role",
          "job title": "role", "position": "role", "occupation": "role", "text editor": "editor",
          "ide": "editor", "time zone": "timezone", "os": "os", "operating system": "os"}


def _prefers(m: re.Match[str]) -> Slot | None:
    context = _norm(m["q"] or "")
    infinitive = m["o"] and m["v"].lower().startswith("to ") \
        and m.string[m.end("v"):m.start("o")].strip().lower() == "to"
    if infinitive:
        # learn54: "likes to watch the tide, which reminds them to slow down": the first "to"
        # is an infinitive's, so the second is no "X to Y" choice ("prefers tea to coffee")
        return Slot(subject_key(m["s"]), f"preference {context}".strip(), _value(f"{m['v']} to {m['o']}"))
    if m["o"]:
        # "tabs over spaces in project-3": one choice between two, for one context
        pair = " / ".join(sorted((_norm(m["v"]), _norm(m["o"]))))
        return Slot(subject_key(m["s"]), f"choice {pair} {context}".strip(), _norm(m["v"]))
    if count := _PREFERRED_COUNT.match(_COUNT_TIME.sub(" ", _norm(m["v"])).strip()):
        # fixlearn22 (tester26): a count preferred ("prefers 3 columns", then 6, 9, 12) holds one
        # value at a time: a new number is the same slot's new value, not a second preference
        # (four were left live)
        # (review37 R9: the thing in one number, "1 sugar" and "2 sugars", and the context
        # without its owner's word, "in their spreadsheets" and "in spreadsheets")
        number = _COUNT_WORDS.get(count["n"], count["n"])
        thing = re.sub(r"(?<=[^s])s\b", "", count["thing"])
        where = " ".join(_SUBJECT_NOISE.sub(" ", re.sub(r"\b(?:my|our)\b", " ", context)).split())
        return Slot(subject_key(m["s"]), f"preferred count of {thing} {where}".strip(), number)
    return Slot(subject_key(m["s"]), f"preference {context}".strip(), _value(m["v"]))


_PREFERRED_COUNT = re.compile(r"^(?:about |around |exactly |just |only )?(?P<n>\d{1,4}|" + "|".join(_COUNT_WORDS)
                              + r") (?P<thing>[a-z][a-z -]{1,30}?)$")


def _uses(m: re.Match[str]) -> Slot | None:
    # Lazy: importing the lexicon runs the heuristic package, whose planner imports this module.
    from .providers.heuristic.lexicon import exclusive, kind_of

    value = _value(m["v"])
    tool = re.split(r"\s+(?:for|as|on|in|at|with|to|instead|because)\b", m["v"].strip(), maxsplit=1)[0]
    kind = kind_of(tool.strip(" .")) or kind_of(tool.split(" ")[0])
    as_what = re.search(r"\bas (?:(?:their|his|her|the|a|its) )?(?:main |primary |default )?"
                        r"(?P<k>[\w -]+?)$", _norm(m["v"]))
    if as_what:
        kind = _ALIAS.get(as_what["k"], as_what["k"])
        return Slot(subject_key(m["s"]), kind, _norm(tool))
    if kind and exclusive(kind):
        return Slot(subject_key(m["s"]), kind, _norm(tool))
    return Slot(subject_key(m["s"]), "tool", value)


def _uses_zh(m: re.Match[str]) -> Slot | None:
    from .providers.heuristic.lexicon import exclusive, kind_of  # lazy, as in _uses

    kind = kind_of(m["v"].strip())
    return Slot(subject_key(m["s"]), kind, _norm(m["v"].strip())) if kind and exclusive(kind) else None


_EN: list[tuple[re.Pattern[str], Reader]] = [
    (_COUNTED, _counted),
    (re.compile(rf"^{_S} {_BE} {_ADV}allergic to (?P<v>.+)$", re.I), _fixed("allergy")),
    (re.compile(rf"^{_S} (?:has|have) (?:an? )?{_ADV}(?P<v>[\w -]+?) allerg(?:y|ies)\b", re.I),
     _fixed("allergy")),
    (re.compile(rf"^{_S} (?:plays|play|is learning|started learning|has been learning|practices|"
                rf"took up|is taking) (?:the )?(?:lessons (?:on|in) (?:the )?)?"
                rf"(?P<v>(?:{_INSTRUMENTS})(?: and (?:the )?(?:{_INSTRUMENTS}))*)\b", re.I),
     _fixed("instrument")),
    (re.compile(rf"^{_S} (?:speaks|is learning|is studying|studies|is fluent in|knows) "
                rf"(?P<v>(?:{_LANGUAGES})\b.*)$", re.I), _fixed("language")),
    (re.compile(rf"^{_S} (?:has|have|owns|adopted) (?:an? |two |three |\d+ )?(?:\w+ )?"
                rf"(?P<v>(?:{_PETS})\b.*)$", re.I), _fixed("pet")),
    (re.compile(rf"^{_S} (?:listens|runs|is served|is exposed|is reachable|serves|answers|"
                rf"is available|accepts \w+)(?P<q1>(?: \w+){{0,3}}?) on (?:tcp |udp )?port "
                rf"(?P<v>\d{{2,5}})(?P<q2>.*)$", re.I), _port),
    (re.compile(rf"^{_S}(?:'s| uses) (?P<q1>[\w -]*?)\s*port (?:is |of )?(?P<v>\d{{2,5}})(?P<q2>.*)$",
                re.I), _port),
    (re.compile(rf"^{_S} (?:lives|is based|is located|resides|is living|moved|relocated|"
                rf"is moving|lives and works|works remotely from)(?: back)? "
                # learn57: "moved from Dublin to Nairobi" lives in Nairobi; a name's later
                # words are capitalised ("Nairobi in the summer" is the place Nairobi)
                rf"(?:from [^,;]+? (?=to ))?(?:in|to|at|from) "
                rf"(?P<v>[A-Z][\w.'-]*(?:,? (?-i:[A-Z])[\w.'-]*){{0,3}})", re.I), _fixed("location")),
    (re.compile(rf"^{_S} (?:works|is working) (?:at|for) (?P<v>[A-Z][\w.&'-]*(?: [A-Z][\w.&'-]*)*)"),
     _fixed("employer")),
    (re.compile(rf"^{_S} (?:joined|accepted an offer (?:at|from)|started a new job at|started at|is employed by|"
                rf"started working at|got a job at) (?:a |an )?(?P<v>.+?)(?: as .+)?$", re.I),
     _fixed("employer")),
    (re.compile(rf"^{_S} (?:is|works as|became|was promoted to) (?:an? |the )?"
                rf"(?P<v>(?:[\w-]+ ){{0,3}}(?:{_ROLES})s?)\b", re.I), _fixed("role")),
    (re.compile(rf"^{_S} (?:prefers|likes) (?P<v>.+?)(?: (?:over|to|rather than|instead of) "
                rf"(?P<o>.+?))?(?P<q> (?:in|for|when|on|at|with) .+)?$", re.I), _prefers),
    (re.compile(rf"^{_S} (?:loves|likes|enjoys|is into|is interested in|is passionate about) "
                rf"(?P<v>.+)$", re.I), _fixed("likes")),
    (re.compile(rf"^{_S} (?:(?:is|has been) {_ADV}(?:working on|building|writing|developing|planning)|"
                rf"{_ADV}(?:works on|maintains|plans)) (?P<v>.+)$", re.I), _fixed("project")),
    (re.compile(rf"^{_S}'s (?P<a>[\w -]{{2,30}}?) (?:is|are) (?:now )?(?P<v>.+)$", re.I), _possessive),
    (re.compile(rf"^{_S} (?:is|turned|has turned|just turned|will turn|will be) (?P<v>(?:now )?\d{{1,3}}"
                rf"(?:\s*(?:years?|yrs?|months?|weeks?)(?: old| of age)?)?)$", re.I),
     lambda m: _described(m["s"], m["v"])),
    (re.compile(rf"^{_S} (?P<m>laptop|machine|desktop|computer|workstation|server|box|vm) runs "
                rf"(?P<v>.+)$", re.I),
     lambda m: Slot(subject_key(m["s"] + " " + m["m"]), "os", _value(m["v"]))),
    (re.compile(rf"^{_S} (?:runs|is running|is on) (?P<n>[A-Z][\w.+-]*(?: [A-Z][\w.+-]*)?) "
                rf"(?:version )?(?P<v>v?\d+(?:\.\d+)*)\b", re.I),
     lambda m: Slot(subject_key(m["s"]), "version of " + _norm(m["n"]), m["v"])),
    (re.compile(rf"^{_S} (?:(?:now |also |mostly |mainly )*(?:uses|is using|writes code in|codes in|"
                rf"writes)) (?P<v>.+)$", re.I), _uses),
]
# zhlearn1: a Chinese subject is "用户", "用户的<noun>" or another short name; never a run
# holding a verb or an adverb ("用户最近", "用户很喜欢绘画、" read as subjects made the
# learner's "用户最近在学习绘画" a location, superseded by the next "用户最近在…")
# (review32 R4: "用户一家" / "用户家" / "用户全家", the household the learner writes for
# 我们 / 我家, is the user's, as "User and their family" is in English)
# (a name written in Latin letters keeps its spaces: "用户的儿子 Leo", "Anna Lee")
# (fixlearn22: a kin word straight after "用户" is whose the entry is, "用户老婆现在用 Helix" the
# wife's editor, not the user's: it was read as the user's and replaced "用户用Vim。")
_KIN_ZH = (r"老婆|老公|妻子|丈夫|太太|先生|妈妈|爸爸|母亲|父亲|儿子|女儿|孩子|哥哥|姐姐|弟弟|妹妹|爷爷|奶奶|"
           r"外公|外婆|男朋友|女朋友|朋友|同事|室友|邻居")
_S_ZH = r"(?P<s>用户(?:一家|全家|家)?(?:(?:" + _KIN_ZH + r")|的[^，,、。的]{1,10}?)?|(?!用户)[^，,、。]{1,16}?)\s*"
_ADV_ZH = r"(?:现在|目前|已经|如今|也|还|都|一直)*"
_JOBS_ZH = r"(?:工程师|开发者|程序员|设计师|学生|经理|研究员|老师|教师|医生|护士|律师|会计|架构师|运维|记者|厨师)"
_LANGUAGE_ZH = (r"(?:(?!语言|外语|口语|言语|汉语拼音)[\u4e00-\u9fff]{1,4}?语|普通话|(?:广东|上海|四川|闽南|客家|东北|台湾)话|"
                r"(?:中|英|日|法|德|韩|俄)文)")
_ZH: list[tuple[re.Pattern[str], Reader]] = [
    (re.compile(rf"^{_S_ZH}{_ADV_ZH}对(?P<v>.+?)过敏"), _fixed("allergy")),
    (re.compile(rf"^{_S_ZH}{_ADV_ZH}(?:会|在学|学习|练)?(?:弹|拉|吹|打)(?P<v>钢琴|小提琴|大提琴|吉他|"
                r"古筝|二胡|架子鼓|鼓|长笛|萨克斯|琵琶)"), _fixed("instrument")),
    # fixlearn20: a language spoken or learned ("会说法语", "在学日语", "会讲粤语和普通话"), as
    # "User speaks French" is read: a list's member. A language is named "…语" or a
    # dialect "…话" of a place, never a doing with words ("讲笑话", "说话", "学语言")
    (re.compile(rf"^{_S_ZH}{_ADV_ZH}(?:会|能|正在|在)?(?:说|讲|学|学习|懂)(?:一点|一些)?"
                rf"(?P<v>{_LANGUAGE_ZH}(?:[和、]{_LANGUAGE_ZH})*)$"), _fixed("language")),
    # a bare "在" before a doing is the progressive ("在学钢琴"), no place: it names a place
    # only with a verb of a life's home after it ("在苏州生活"); with one of work ("在银行
    # 工作") it names the workplace, another slot (review32 R4: a move no longer retires it)
    # (zhlearn3: a move written with its date, "用户在2023年4月搬到了扬州", as a dated move is)
    (re.compile(rf"^{_S_ZH}(?:在\d{{4}}年(?:\d{{1,2}}月)?(?:\d{{1,2}}日)?(?:前后|前不久)?)?(?:现在|目前|已经)*"
                rf"(?:(?:住在|搬到了?|定居在)(?P<v>[^，。,；]{{2,12}}?)"
                r"(?:居住|生活)?|在(?P<v2>[^，。,；]{2,12}?)(?:居住|生活|定居))[。]?$"),
     lambda m: Slot(subject_key(m["s"]), "location", _value(m["v"] or m["v2"]))),
    (re.compile(rf"^{_S_ZH}(?:现在|目前|已经)*在(?P<v>[^，。,；]{{2,12}}?)(?:工作|上班)[。]?$"),
     _fixed("workplace")),
    (re.compile(rf"^{_S_ZH}{_ADV_ZH}(?:养了?|有)(?:一|两|三|\d)?(?:只|条)?(?P<v>猫|狗|兔子|鹦鹉|仓鼠)"),
     _fixed("pet")),
    # a port's subject is a service's name, spaces and all ("svc-002 服务"), not the user
    (re.compile(r"^(?P<s>.+?)(?:现在|目前|已经)*(?:在\s*(?P<q1>\S+?)\s*)?监听\s*(?P<v>\d{2,5})\s*端口(?P<q2>.*)$"),
     _port),
    # zhlearn2: a tool whose kind holds one at a time ("用户平时用 VS Code 写代码": the editor),
    # as the English "User uses …" is read; another kind of tool states no slot here, nor a
    # use said past ("用户以前用 …": no value of now)
    (re.compile(rf"^{_S_ZH}{_ADV_ZH}(?:平时|日常|一般|主要|通常)*(?:(?:(?!以前|曾经|过去|原来|之前)[^，,。用不没]){{0,8}}?(?:都|也)?)?(?:用|使用|在用)"
                r"(?:的是)?\s*(?P<v>[A-Za-z][\w.+#-]*(?: [A-Z][\w.+#-]*)?)"), _uses_zh),
    # zhlearn2: a name ("用户叫…", "用户的女儿叫…"), a role by its job's word, and a city one
    # works in as a role ("在杭州做前端工程师", as "based in" is read in English): one entry may
    # hold several, each read in its clause (:func:`_zh_clause_slots`)
    (re.compile(rf"^{_S_ZH}{_ADV_ZH}(?:叫|名叫)(?P<v>[^，,。\s]{{1,10}})$"), _fixed("name")),
    (re.compile(rf"^{_S_ZH}{_ADV_ZH}是(?:一名|一个|一位|个|名)?(?P<v>[^，,。]{{0,10}}?{_JOBS_ZH})$"),
     _fixed("role")),
    (re.compile(rf"^{_S_ZH}{_ADV_ZH}在(?P<v>[^，,。在]{{2,6}}?)(?:做|当)(?:一名|一个|个|名)?[^，,。]{{0,10}}?"
                rf"{_JOBS_ZH}$"), _fixed("location")),
    # (an adverb of time before 是: "用户的编辑器现在是 Neovim", as the learner writes a switch)
    (re.compile(rf"^{_S_ZH}的(?P<a>[^的，。]{{1,8}}?)(?:现在|目前|已经|如今)*(?:是|为)(?P<v>.+)$"),
     lambda m: Slot(subject_key(m["s"]), _ZH_ALIAS.get(m["a"], m["a"]), _value(m["v"]))),
]
_ZH_ALIAS = {"编辑器": "editor", "城市": "location", "公司": "employer", "职位": "role", "时区": "timezone"}


@lru_cache(maxsize=8192)
def slot_of(text: str) -> Slot | None:
    """The slot ``text`` (an entry, in third person) states, if its shape says one; None
    for a negated statement ("User does not use Vim") or a shape not read here."""
    # zhlearn3: a Chinese entry in traditional characters (a person's, a model's) is read in
    # simplified ones, as the shapes below are written: "用戶的兒子對花生過敏" stated no slot,
    # so a second allergy was "possibly superseded", and "用戶會拉小提琴" had the subject 用戶會
    text = simplified(unicodedata.normalize("NFKC", text)).strip().rstrip(".。!！")
    text = re.sub(r",?\s*(?:not|instead of|rather than)\s+[^,;]+$", "", text)  # "…, not 9015"
    text = re.sub(r"\s*(?:而不是|而非|[，,]\s*不再(?:是|用))[^，,；;]+$", "", text)
    cjk = re.search(r"[\u3400-\u9fff]", text) is not None
    for pattern, reader in (_ZH + _EN) if cjk else _EN:
        if match := pattern.match(text):
            head = text[:match.end("s")] + " " + text[match.end("s"):][:30]
            if _NOT.search(head) and not re.search(r"\bnot (?:only|just)\b", head):
                return None
            found = reader(match)
            if found is not None and found.value:
                return found
    return None


def slots_of(text: str) -> list[Slot]:
    """Every slot ``text`` states: the first by its shape, and a location said after a role
    ("User is a software engineer based in New York City")."""
    return list(_slots_of(text))


@lru_cache(maxsize=8192)
def _slots_of(text: str) -> tuple[Slot, ...]:
    # Kept by text: a review's follow-up compares its new entries with every live entry,
    # whose slots are the same as at the last review (issue 27).
    found = [s] if (s := slot_of(text)) else []
    if re.search(r"[\u3400-\u9fff]", text) and re.search(r"[，,；;]", text):
        return tuple(_zh_clause_slots(text, found))
    if (clauses := _en_clauses(text)) is not None:
        return tuple(_en_clause_slots(clauses))
    found += _later_clause_slots(text, found[0].subject if found else None)
    where = re.search(r"\b(?:based|living|located) in (?P<v>[A-Z][\w.'-]*(?:,? [A-Z][\w.'-]*){0,3})",
                      text)
    if found and where and found[0].attribute != "location":
        found.append(Slot(found[0].subject, "location", _value(where["v"])))
    return tuple(found)


def _zh_clause_slots(text: str, found: list[Slot]) -> list[Slot]:
    """zhlearn2: a Chinese entry of several clauses ("用户叫…，在杭州做前端工程师。", "用户住在
    杭州，是一名…"), each clause read alone, the first's subject said again before a later
    clause that names none; only the user's own single-valued slots after the first. A
    move then swaps the city in place and keeps the name and the role (planning), as
    "User is a software engineer based in NYC." does; the whole entry read as one had stated
    only its location, and the move replaced it with the city alone."""
    first, *later = [c.strip() for c in re.split(r"[，,；;]", text) if c.strip()]
    if not found and (head := slot_of(first)) is not None:
        found = [head]
    if not found or found[0].subject != "user" or not first.startswith("用户"):
        return found
    for clause in later:
        slot = slot_of(clause if clause.startswith("用户") else "用户" + clause)
        if slot is not None and not slot.many and slot.subject == "user" \
                and all(slot.key != f.key for f in found):
            found.append(slot)
    return found


#: fixlearn19: a later clause of the user's own entry that says its verb again, after "and"
#: or a comma ("User lives in Berlin and works as a nurse."): the subject is the user's again.
#: Read as one, the entry stated its first slot only and a move replaced it whole (the work
#: clause lost), or the lazy subject ran over the first clause ("user is a nurse and" lives
#: in Berlin) and the move left the old city live.
_EN_LATER_CLAUSE = re.compile(
    r"(?:,\s*(?:and\s+)?|\s+and\s+)(?=(?:(?:also|now|still|currently) )?(?:lives|is|works|has|plays|"
    r"speaks|uses|owns|moved|relocated|prefers|likes|loves|enjoys|runs|studies|teaches|writes|"
    r"is based|is learning)\b)")
#: a relative or a companion before the later clause may own it ("User has a friend who
#: lives in Paris and works as a chef": the chef is the friend)
_OWNER_BEFORE = re.compile(r"\b(?:who|whom|whose|which|that|where|with)\b", re.I)


def _en_clauses(text: str) -> list[str] | None:
    """The clauses of an English entry of the user's own of several, each with "User" said
    again before it; None for an entry of one clause, or of another subject."""
    text = unicodedata.normalize("NFKC", text).strip()
    if not text.startswith("User ") or not (found := _EN_LATER_CLAUSE.search(text)) \
            or _OWNER_BEFORE.search(text[:found.start()]):
        return None
    first, *later = _EN_LATER_CLAUSE.split(text)
    return [first, *("User " + clause.strip() for clause in later)]


def _en_clause_slots(clauses: list[str]) -> list[Slot]:
    """The first clause's slot, then each later clause's single-valued slot of the user (a
    list member there is not read: the first clause decides, as in :func:`_zh_clause_slots`)."""
    found = [s] if (s := slot_of(clauses[0])) else []
    for clause in clauses[1:]:
        slot = slot_of(clause)
        if slot is not None and not slot.many and slot.subject == "user" \
                and all(slot.key != f.key for f in found):
            found.append(slot)
    return found


#: A later clause about the subject's own attribute: "User moved to Lisbon, so their
#: timezone is Europe/Lisbon now" states the timezone too, whichever clause carries it.
_LATER_OWN = re.compile(r"(?:,\s+|;\s*)(?:and |so |and so |which means )?(?P<p>their|his|her|its) "
                        r"(?=[\w -]{2,30}? (?:is|are) )", re.I)


def _later_clause_slots(text: str, subject: str | None) -> list[Slot]:
    """The single-valued slots of the clauses after the first that name the subject's own
    attribute by a pronoun. Only a first clause whose slot names its subject owns them
    (review26 R20: "User met a man from Tokyo; his timezone is …" is the man's), and the
    user only as "their", the house's pronoun for the user ("User lives in Leeds with Tom,
    and his …" is Tom's). A list member said there is not read (the first clause decides)."""
    if subject is None:
        return []
    found = []
    for clause in _LATER_OWN.finditer(text):
        if subject == "user" and clause["p"].casefold() != "their":
            continue
        rest = re.split(r",\s|;", text[clause.end():], maxsplit=1)[0]
        slot = slot_of(f"{subject}'s {rest}")
        if slot is not None and not slot.many and slot.subject == subject:
            found.append(slot)
    return found


def merged_members(first: str, second: str) -> str | None:
    """One entry for two members of one list-valued slot said in the same words: "User's son
    Leo is allergic to peanuts." + "… to penicillin." → "User's son Leo is allergic to
    peanuts and penicillin."; None when the two are not that (another slot, a one-valued
    slot, or other words around the value, which a merge would have to rewrite)."""
    a, b = slot_of(first), slot_of(second)
    if a is None or b is None or a.key != b.key or not a.many or a.value == b.value:
        return None
    if re.search(r"[\u3400-\u9fff]", first + second):
        return _merged_zh(first, second, a, b)
    heads = []
    for text, slot in ((first, a), (second, b)):
        body = unicodedata.normalize("NFKC", text).strip().rstrip(".。!！")
        tail = body[len(body) - len(slot.value):] if len(body) >= len(slot.value) else ""
        if not tail or _norm(tail) != slot.value or re.search(r"[\u3400-\u9fff]", body):
            return None
        heads.append((body[:len(body) - len(tail)], tail))
    (head, one), (other_head, two) = heads
    if head != other_head or not head.endswith(" "):
        return None
    if article := re.search(r"\b(?:a|an) $", head, re.I):
        # the lead, on LoCoMo's report sample v47: the article is each member's, not the
        # list's: "User has a dog." + "User has a parrot." is "User has a dog and a parrot.",
        # never "… a dog and parrot."
        head, one, two = head[:article.start()], article[0] + one, article[0] + two
    if any("," in v and not re.search(r"\b(?:and|or)\b", v) for v in (one, two)):
        # prec10: "tinkering in the shed, fixing old radios" says one thing twice (an
        # apposition), not two members: a merge would list the second as a third taste
        return None
    if any(_NOT_A_MEMBER.search(v) for v in (one, two)):
        # learn51 (a merge gave a wrong fact): a value that negates or contrasts ("a cat but
        # no dog", "nothing else") loses what it denies once listed with another member
        # ("User has a cat but no dog and a parrot"), and one that names the listener
        # ("your stories") is the other speaker's: the two entries stay side by side
        return None
    members = list(dict.fromkeys(m.strip() for v in (one, two) for m in _members_of(v) if m.strip()))
    if len(members) > MAX_MERGED or any(len(m.split()) > 5 or _CLAUSE_IN_MEMBER.search(m)
                                        for m in members):
        return None   # a merge must read as one short entry: values, not clauses (issue 31)
    words = [set(m.lower().split()) for m in members]
    if any(i != j and a <= b for i, a in enumerate(words) for j, b in enumerate(words)):
        return None   # learn23: "fashion trends, dance and fashion" says one member twice
    if len(members) > 1 and any(re.search(r"\band\b", m) for m in members):
        # learn23: a member with an "and" of its own cannot be told from the list's members
        # ("films about sailing and whaling and maps" reads as films about maps); the two
        # entries stay side by side
        return None
    # learn23: a doing before a thing reads as doing the thing ("loves watching classics and
    # oat milk", "painting animals and camping trips"): the things come first, the doings
    # after them
    members = sorted(members, key=lambda m: m.split()[0].lower().endswith("ing"))
    joined = members[0] if len(members) == 1 else ", ".join(members[:-1]) + " and " + members[-1]
    return f"{head}{joined}."


#: A count and its measure word belong to the member ("一只猫", "一条狗"), not to the words
#: the two entries share before it.
_MEASURE_ZH = frozenset("一两二三四五六七八九十几每个只条匹头位名种门")
#: A member that negates, contrasts or says when is no value to list (learn51's rule, in Chinese).
_NOT_A_MEMBER_ZH = re.compile(r"[不没别但除也还都]|以前|曾经|小时候|现在|[，,。；;：:（(]")


def _merged_zh(first: str, second: str, a: Slot, b: Slot) -> str | None:
    """fixlearn20: one Chinese entry for two members of one list-valued slot. The value sits
    inside the sentence ("用户的儿子对花生过敏"), so the two entries must be the same words
    around their members: what both say before the first member (a count and measure word
    stay the member's: "一只猫" / "一条狗") and after the last. The members join with 和, a
    third with 、 ("对花生、青霉素和芒果过敏"); the merge is written in simplified characters,
    as the learner writes. None when the two are not that."""
    bodies = [simplified(unicodedata.normalize("NFKC", t)).strip().rstrip(".。!！") for t in (first, second)]
    spans = []
    for body, slot in zip(bodies, (a, b), strict=True):
        at = body.find(slot.value)
        if at < 0:
            return None
        spans.append((at, at + len(slot.value)))
    one, two = bodies
    head = 0
    while head < min(spans[0][0], spans[1][0]) and one[head] == two[head]:
        head += 1
    while head and one[head - 1] in _MEASURE_ZH:
        head -= 1
    tail = 0
    while tail < min(len(one) - spans[0][1], len(two) - spans[1][1]) and one[-1 - tail] == two[-1 - tail]:
        tail += 1
    # review35 R7: the shared words reach each member, less a count and measure word before it,
    # and the end of each: a verb or an adverb that differs ("会说法语" / "在学日语") is no member
    if any(not set(body[head:at]) <= _MEASURE_ZH or len(body) - tail != end
           for body, (at, end) in zip(bodies, spans, strict=True)):
        return None
    said = [re.split(r"和|、", body[head:len(body) - tail]) for body in bodies]
    members = list(dict.fromkeys(m for listed in said for m in listed))
    if not head or len(members) < 2 or len(members) > MAX_MERGED \
            or any(not m or len(m) > 8 or _NOT_A_MEMBER_ZH.search(m) for m in members):
        return None
    listed = "、".join(members[:-1]) + "和" + members[-1]
    return f"{one[:head]}{listed}{one[len(one) - tail:]}。"


def _members_of(value: str) -> list[str]:
    """The members a value lists: "peanuts and penicillin" is two, but "books about history
    and travel" is one (the "and" joins what the preposition takes), and "reading about
    birds and painting" is two only because "painting" is an activity like "reading"."""
    members: list[str] = []
    for part in re.split(r",\s*(?:and\s+)?", value):
        pieces = part.split(" and ")
        current = pieces[0]
        for piece in pieces[1:]:
            first = current.split(maxsplit=1)[0] if current.split() else ""
            nxt = piece.split(maxsplit=1)[0] if piece.split() else ""
            if first.endswith("ing"):
                joins = not nxt.endswith("ing")
            elif _SHARED_HEAD.match(current) and _HEADED.fullmatch(piece):
                # prec10: "fantasy and sci-fi movies" is two kinds of one head noun, said
                # once: split, "fantasy" would stand as a member of its own
                joins = True
            else:
                # learn23: an "of …" after the second ("the history and food of Crete") may
                # take both: one member, never cut at its "and"
                joins = bool(_PREPOSITION.search(current) or _OF_AFTER.search(piece))
            if joins:
                current += " and " + piece
            else:
                members.append(current)
                current = piece
        members.append(current)
    return members


# a lone modifier before "and" ("action", "sci-fi"; a plural is a member of its own,
# "peanuts"), and a piece that ends on its head noun ("horror films", "sci-fi movies")
_SHARED_HEAD = re.compile(r"^[a-z][\w-]*(?<!s)$")
# (learn23: a head that is no plural too, "folk and jazz music")
_HEADED = re.compile(r"(?!(?:a|an|the|my|their|some|any)\b)[a-z][\w-]* [a-z]+", re.I)
_OF_AFTER = re.compile(r"\bof\b", re.I)
_PREPOSITION = re.compile(r"\b(?:about|of|with|for|in|on|to|from|at|between|like|into|over)\b", re.I)
#: At most this many members in one merged entry: "User likes A, B, C and D." still reads
#: as one fact; seven tastes in a row do not (seen on LoCoMo's dev half).
MAX_MERGED = 4
# learn51: a value that denies or contrasts, or names the listener, is no member to list.
_NOT_A_MEMBER = re.compile(r"\b(?:not|no|never|nothing|none|nobody|but|though|although|except|"
                           r"unless|you|your|yours)\b|n't\b", re.I)
# A member that is a clause of its own ("the effects are so cool") is not a value to list.
_CLAUSE_IN_MEMBER = re.compile(r"\b(?:is|are|was|were|has|have|had|'s|'re|it|they|he|she)\b", re.I)


def _same_value(a: str, b: str) -> bool:
    """"lisbon" and "lisbon, portugal" are one place said more fully, not a move: the
    shorter value opens the longer, as whole words, and what follows qualifies it. Words
    before it make another name ("york" is not "new york", review26 R21), and a value
    inside another only as part of a word is another value ("22" is not "2222")."""
    def opens(short: str, long: str) -> bool:
        return re.match(rf"{re.escape(short)}(?!\w)", long) is not None
    return a == b or opens(a, b) or opens(b, a)


def relation(newer: str, older: str, surface: Callable[[str, str], bool]) -> str | None:
    """How ``newer`` (learned later) bears on ``older``: :data:`SUPERSEDED`,
    :data:`POSSIBLY`, or None (two facts, a list member, or the same fact). ``surface`` is
    the word-shape measure used only when a slot is unclear."""
    new_slots, old_slots = slots_of(newer), slots_of(older)
    if new_slots and old_slots:
        updated, unsure = 0, False
        for old in old_slots:
            same = [n for n in new_slots if n.key == old.key]
            if not same:
                continue
            if old.many:
                return None   # a new member of a list: an add or a merge, never a supersession
            if all(_same_value(n.value, old.value) or (n.described and old.described)
                   for n in same):
                return None   # the same value, or two descriptions that can both hold
            updated += 1
            unsure = unsure or not (old.firm and all(n.firm for n in same))
        if updated == 0:
            return None       # two different facts, each with a clear slot
        return SUPERSEDED if updated == len(old_slots) and not unsure else POSSIBLY
    if surface(newer, older):
        return POSSIBLY
    return None
