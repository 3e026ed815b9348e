"""Whether a written entry names what it is about, read with the user's message it came from.

An entry is read alone, weeks later (docs/review.md, section 4). Between friends a thing is
named once ("I joined a chess club") and then pointed at ("the club meets on Tuesdays"), and
the rewrite keeps the pointer: "The club meets on Tuesdays." reads as nothing in MEMORY.md.
The sealed report-half samples keep finding such entries (naming nothing, broken writing),
so this reads the *written* entry's form, whichever reading wrote it, and for each fault
either carries the referent from the user's own message or drops the entry:

* **A bare definite of a pointing head.** "the club", "the class", "the book", "the kids":
  a head that names one thing, group, work, occasion or household member of the chat's,
  with no word before it that says its kind ("the chess club") and nothing after it that
  names it ("the club in my village", "the book I wrote", "the show "Bluey""). When the
  message names it once ("my dance studio", "a pottery class", "our kids") that phrase is
  written in its place ("their dance studio", "the pottery class"); no phrase or two → the
  entry is dropped. Heads that English uses with "the" for a kind or a unique thing ("the
  piano", "the gym", "the beach", "the ocean") are not pointing heads and are not read.
* **One occasion of the user's named only by its owner.** "User will always remember their
  trip.": which trip? An occasion head with no kind and nothing after it is dropped.
* **A name whose kind is lost.** "Luna helps the user get through tough days.": a pet, a
  child, a friend, a toy? A name (the review writes it capitalised inside a sentence,
  :mod:`.capitals`, or it is a word and a numeral: "Warrior II") as the subject of a doing
  to the user is kept with its kind when the message says it ("a kitten
  named Luna", "my dog Luna", "Luna, my cat") → "User's kitten Luna helps …", else dropped.
* **A count for a value.** "Any favourite poses?" — "A couple." is joined into "User's
  favorite pose is a couple.": a favourite whose value is a quantity says nothing.
* **A part with no whole** (prec14). "User's favourite part is the encore.": of what? A
  favourite part, bit or moment with no "of …", or a favourite thing "about it", is dropped; a
  favourite thing said alone is the user's favourite in general and stays.
* **One of the people everyone has, with nothing said of them** (prec14). "User has a
  friend.", left when the clause step cut the relative that said something of them ("a friend
  who makes pottery"); one of kin ("User has a sister.") or one said with a place, a name or a
  relative the entry keeps stays.
* **A sport's doing with its sport lost.** "User has been playing professionally for a
  year.": playing what? "play" with only a manner, a span or nothing after it is dropped.
* **The household's children written as the family's.** "We have three kids." → "User has
  three kids.", not "User and their family have three kids.".
* **"their" after another's subject.** "User's brother loves their cooking." reads as the
  brother's cooking; a "their" written for the user's "my" after a subject of another person
  is written "the user's".

Rules written on our own sentences (tests/review/test_heuristic_referents_learn71.py); the
dev half of LoCoMo (conversations 1-5) was read for what they change, the report half never.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .capitals import Capitals

# Heads that name one thing, group, work, occasion or member of a household the chat pointed
# at. Not heads of a kind or of a unique thing ("the piano", "the gym", "the beach", "the
# city", "the news", "the community"), and not heads with idioms of their own ("the game",
# "the family", "the way").
_POINTING = (
    # places and ventures one goes to or runs
    r"studio|club|venue|cent(?:er|re)|shelter|place|spot|house|cabin|cottage|farm|ranch|shop|store|"
    r"bakery|caf[eé]|company|firm|startup|business|organi[sz]ation|charity|nonprofit|foundation|agency|"
    # groups and courses
    r"group|class|course|program(?:me)?|workshop|team|band|choir|crew|league|troupe|squad|"
    # works and media
    r"book|novel|song|album|movie|film|show|series|podcast|painting|poem|story|script|project|"
    r"article|video|recipe|dish|app|"
    # occasions
    r"festival|event|concert|conference|trip|tour|race|marathon|tournament|competition|party|"
    r"ceremony|retreat|"
    # the household, said with no owner
    r"kids|children|boys|girls|twins|baby|little ones?|"
    # things given or kept, and a named exercise
    r"gift|necklace|bracelet|plaque|figurines?|pose|language")
# Words before a head that say nothing of its kind ("the new studio" is still which studio?).
_NO_KIND_WORDS = """new old little big small same whole first last next other current latest
recent entire cute lovely amazing beautiful great awesome cool perfect best favorite favourite
local nearby usual regular special wonderful"""
_NO_KIND = frozenset(_NO_KIND_WORDS.split())
# A head followed by another is a modifier of it ("the book club"): the last one is the head.
_THE_HEAD = re.compile(r"\b(?P<det>[Tt]he) (?P<mods>(?:[a-z][\w'-]* ){0,2}?)(?P<head>" + _POINTING + r")\b"
                       r"(?! (?:" + _POINTING + r")\b)(?P<after> \S+)?")
# After the head, a word that names it: an of-phrase, a place, a relative, a name or a title.
_NAMED_AFTER = re.compile(r"^ (?:(?:of|in|at|on|from|near|by|called|named|that|which|who|where|whose|they|"
                          r"he|she|the|their|his|her|user)\b|[A-Z\"“'])")
# Idioms whose head points at nothing: "on the spot", "on the house", "by the book".
_IDIOM = re.compile(r"\b(?:on|hit|hits) the spot\b|\b(?:on|around) the house\b|\bby the book\b|"
                    r"\ball over the place\b|\bin the first place\b|\bsteal(?:s)? the show\b", re.I)
# Before the definite, "of": a part of a thing the entry itself names ("the structure of the
# language" after "learning German") or an idiom ("the life of the party").
_OF_BEFORE = re.compile(r"\bof $")
_QUOTED = re.compile(r'"[^"]*"|“[^”]*”')
# Where a bare definite is what the entry is about: its subject ("The class helps the user
# relax.") or the whole object of a taste ("User has always loved the language."). Elsewhere
# it is a place or a party of an act the entry keeps ("User left the choir after the spring
# concert.", "User helps out at the shelter on weekends."), and the act is the fact.
# ... or the complement of one of the user's ("User's happy place has been the choir", the
# subject turned round by the writing step)
_COMPLEMENT_OF = re.compile(r"^User's [^,]*? (?:is|was|are|were|has been|have been) $")
_TASTE_OF = re.compile(r"^User (?:(?:has )?(?:always|really|truly|just|also|still|absolutely|totally) )*"
                       r"(?:loves?|loved|likes?|liked|enjoys?|enjoyed|adores?|adored|misses|missed|treasures?|"
                       r"cherishes|cherished|is (?:(?:a )?(?:big |huge )?fan of|into|passionate about|obsessed with)) $")

# One occasion said as the user's own, nothing saying which: "their trip", "their party".
# Not "their weekend" or "their day": a recurring time, spent or taken ("User always spends
# their weekend hiking", review26 R8).
_THEIR_OCCASION = re.compile(r"\btheir (?:trip|visit|vacation|holiday|party|event|show|concert|outing)\b"
                             r"(?! (?:to|in|at|with|of|on)\b)(?!-)")

# A doing to the user with a name as its subject: "Luna helps the user …".
# Not "inspires" or "motivates": a famous name does that ("LeBron inspires the user"), and the
# world knows what it is.
_NAME_DOES = re.compile(r"^(?P<name>[A-Z][\w'-]+(?: (?:I{1,3}|IV|V|VI))?) "
                        r"(?:(?:always|really|just|still|also|truly) )?"
                        r"(?:helps|keeps|makes|brings|gives|reminds|calms|cheers|gets|lets|comforts|relaxes|"
                        r"encourages|supports|pushes|means|has (?:helped|been|kept|brought|given|made))\b"
                        r".*\bthe user\b")

# A favourite answered with a count ("a couple", "a few"): no value named.
_FAVOURITE_COUNT = re.compile(r"^User's (?:all-time )?fav(?:ou?rite|e)s? [^.]*? (?:is|are|was|were) "
                              r"(?:a couple|a few|several|some|many|lots|loads|both|all of them|too many|"
                              r"one|two|three|a lot)[.!]?$", re.I)
# prec14: a part with no whole: "User's favourite part is the encore." (of what?), "User's
# favourite thing about it is …" (a pointer for the whole). A favourite thing said alone is the
# user's favourite in general and stays; "of the day", "about teaching" name the whole.
_PART_OF_NOTHING = re.compile(r"^User's (?:all-time |absolute )?(?:fav(?:ou?rite|e)|best|least fav(?:ou?rite|e)) "
                              r"(?:(?:part|bit|aspect|moment)s?(?: about (?:it|this|that|them))?|"
                              r"things? about (?:it|this|that|them)) (?:is|was|are|were|has been)\b", re.I)
# prec14: one of the people everyone has, with nothing said of them ("User has a friend.", "User
# has a coworker."), and a favourite of no kind ("User has a new favourite."): what the user said of them was a relative the clause step cut ("a friend who
# makes pottery"). One of kin ("User has a sister.") is a fact, and so is a roommate (how the
# user lives, review30 R14); one said with a place, a name or a
# relative kept ("a pal in Galway", "a flatmate who rows for the county") says something and stays.
_ONE_OF_EVERYONES = re.compile(r"^User (?:has|has got|had) (?:a|an|one) (?:(?:close|good|old|great|best|new|latest) )?"
                               r"(?:fav(?:ou?rite|e)|friend|buddy|pal|mate|coworker|co-worker|colleague|neighbou?r|classmate|"
                               r"acquaintance)[.!]?$", re.I)
# review30 R22: another's doing cut from the plan it serves ("I'm baking for the party, and my
# sister is helping" -> "User's sister is helping."): a verb that needs what it serves (help,
# join, come along, pitch in, pay, drive) ending the entry names nothing.
_SERVES_NOTHING = re.compile(r"^User's (?:[\w'-]+ ){1,2}(?:is|are|was|were|will be|has been|have been) "
                             r"(?:(?:also|still|kindly|even) )?(?:helping(?: out)?|pitching in|joining(?: in)?|"
                             r"coming(?: along| too)?|tagging along|chipping in|paying|driving|lending a hand)"
                             r"(?: too| as well)?[.!]?$", re.I)
# "play" with no game: only how, how long or since after it.
_PLAYS_NOTHING = re.compile(r"^User (?:(?:has|had) )?(?:been )?(?:still |also |now )?"
                            r"(?:plays|played|playing)(?: (?:professionally|competitively|"
                            r"semi-professionally|seriously|regularly|a lot))?"
                            r"(?: (?:for (?:(?:about|around|almost|nearly|over|just|under|more than|the past|"
                            r"the last|a|an|\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|"
                            r"several|many) )*(?:years?|months?|weeks?|decades?|ages|a while|a long time|"
                            r"half a year)|since [^.]*))?[.!]?$", re.I)

# A subject that is another person (or people) of the user's: "User's brother …".
_OTHERS_SUBJECT = re.compile(r"^User's (?:[\w-]+ )?(?:family|friends?|kids|children|son|daughter|brother|"
                             r"sister|mom|mum|dad|mother|father|parents|wife|husband|partner|girlfriend|"
                             r"boyfriend|fianc[eé]e?|team|teammates|students|boss|coworkers|colleagues|"
                             r"mentors?|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousins?|"
                             r"niece|nephew|neighbou?rs?)\b(?P<rest>.*)$")


def _one_of_said(head: str, said: str) -> tuple[str, bool] | None:
    """The one phrase of the user's ``said`` naming ``head`` by its owner ("my dance studio")
    or its kind ("a pottery class"): (its words before the head, whether the user owns it);
    None when it names none or several."""
    found: set[tuple[str, bool]] = set()
    for m in re.finditer(r"\b(?P<det>my|our|an?|the) (?P<mods>(?:[a-z][\w'-]* ){0,2}?)(?P<head>"
                         + re.escape(head) + r")\b", _QUOTED.sub(" ", said), re.I):
        mods = m["mods"].strip()
        owned = m["det"].lower() in ("my", "our")
        kinds = [w for w in mods.split() if w.lower() not in _NO_KIND]
        if owned or kinds:
            found.add((mods, owned))
    return found.pop() if len(found) == 1 else None


def _carried(content: str, said: str) -> str | None:
    """``content`` with each bare definite of a pointing head carried from ``said``; None
    when one cannot be."""
    text = content
    for m in reversed(list(_THE_HEAD.finditer(_QUOTED.sub(lambda q: "Q" * len(q[0]), content)))):
        mods = m["mods"].strip()
        if any(w.lower() not in _NO_KIND for w in mods.split()) or (m["after"] and _NAMED_AFTER.match(m["after"])):
            continue
        if _OF_BEFORE.search(content[: m.start()]) or _IDIOM.search(content[max(0, m.start() - 10): m.end("head")]):
            continue
        if m.start() != 0 and not _TASTE_OF.search(content[: m.start()]) \
                and not _COMPLEMENT_OF.search(content[: m.start()]):
            continue   # a place or a party of an act ("left the choir", "at the shelter"): the act is the fact
        one = _one_of_said(m["head"], said)
        if one is None:
            return None
        words, owned = one
        first = m.start() == 0
        if owned:
            owner = "User's" if first else ("their" if content.startswith("User ") else "the user's")
        else:
            owner = "The" if first else "the"
        phrase = " ".join(w for w in (owner, words, m["head"]) if w)
        text = text[: m.start()] + phrase + text[m.end("head"):]
    return text


def _kind_of_name(name: str, said: str) -> str | None:
    """The kind ``said`` gives the name ("a kitten named Luna", "my dog Luna", "Luna, my
    dog", "Luna is my cat"): one or two words, or None."""
    n = re.escape(name)
    word = r"(?!(?:named|called|is|was)\b)[a-z][\w-]*"
    kind = r"(?P<kind>(?:" + word + r" )?" + word + r")"
    for pattern in (r"\b(?:[Mm]y|[Oo]ur|[Aa]n?) " + kind + r",? (?:named |called )?" + n + r"\b",
                    r"\b" + n + r",? (?:is )?(?:my|our) " + kind + r"\b"):
        if m := re.search(pattern, said):
            return m["kind"]
    return None


# "We have three kids." was written "User and their family have three kids.": the household's
# children are the user's own, not the family's (the family has no kids of its own beside them).
_HOUSEHOLD_HAS = re.compile(r"^User and their family (?P<v>have|had) (?=(?:(?:a|an|one|two|three|four|five|"
                            r"six|\d+|twin|little|young|grown) )?(?:kids|children|sons|daughters|son|daughter|"
                            r"baby|babies|twins|boys|girls)\b)")


def with_referent(content: str, said: str, capitals: Capitals) -> str | None:
    """``content`` naming what it is about (module docstring): carried from ``said``, the
    user's message it was written from, or None when it names nothing. Only English entries
    about the user are read."""
    if not (content.startswith("User") or " the user" in content):
        return content
    content = _HOUSEHOLD_HAS.sub(lambda m: "User has " if m["v"] == "have" else "User had ", content)
    if _FAVOURITE_COUNT.search(content) or _PLAYS_NOTHING.search(content) or _PART_OF_NOTHING.match(content) \
            or _ONE_OF_EVERYONES.match(content) or _SERVES_NOTHING.match(content):
        return None
    if _THEIR_OCCASION.search(_QUOTED.sub(" ", content)):
        return None
    if (doer := _NAME_DOES.match(content)) and (" " in doer["name"] or capitals.written_as_name(doer["name"])):
        kind = _kind_of_name(doer["name"], said)
        if kind is None:
            return None
        content = f"User's {kind} {content}"
    carried = _carried(content, said)
    if carried is None:
        return None
    if (other := _OTHERS_SUBJECT.match(carried)) and " their " in other["rest"] \
            and not other["rest"].startswith((" and ", ", ")):   # a second member keeps its owner
        rest = re.sub(r"\btheir (\w+)", lambda t: f"the user's {t[1]}"
                      if re.search(r"\bmy " + re.escape(t[1]) + r"\b", said, re.I) else t[0], other["rest"])
        carried = carried[: other.start("rest")] + rest
    return carried
