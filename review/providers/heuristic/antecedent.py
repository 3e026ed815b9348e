"""A pointer in a lasting statement read as the one thing the user named just before it
(learn87, issue 31: recall).

Between people a taste or a habit is often said of a thing the user has just named:
"We tried this card game Tessera last week. I love it!", "I'm reading a mystery series
called "Low Tide" and I adore it.", "My favourite is the lemon drizzle cake - I
bake it every Sunday.", "There's a climbing gym called Crux Wall near us. I go there twice a
week." Read alone, the clause with "it", "them" or "there" names nothing and is refused
(:func:`.disclosure.unresolved`). :mod:`.objects` already reads such a pronoun against a
thing of the user's own ("my kayak", "a puppy I got"); a taste or a habit holds of anything
the user names, owned or not, and that is what this module reads.

**How far back it looks: the user's own words before the clause in the same message**: the
clauses before it in its own sentence when they name anything (the nearest), else the
message's earlier sentences too. While the user holds the floor the thing just named is
the one in view; the friend's turn before it often names
several things and is :mod:`.answer`'s (which needs a pointing determiner there), and a turn
further back has been answered since, so the pointer may stand for anything said in between.

**Only when those words name nothing at all, the friend's question the answer opens on**
("Have you played the board game Tessera?" — "I play it every Friday."): a question asks
of the one thing it names. The whole turn must name exactly one candidate (the friend's own
things said beside it count: "I watched a film called Ember. Have you seen the show Quill?"
names two); "your X" is :mod:`.answer`'s, never read here, and "my X" there is the
friend's; the thing of a statement of the friend's is never the one (it is the friend's).

**What is read.** A clause of the user's own, present, not negated, no modal, no question,
whose object is the pointer:

* a taste: "I (really) love / like / enjoy / adore it", "I'm hooked on it", with at most
  a degree after the pointer ("so much", "to bits") and when or with whom it is had
  ("with my kids", "on rainy evenings"); not "love it when …", which points at a moment;
* a habit: "I play / read / bake / use / wear / visit … it" with how often after it ("every
  Sunday", "twice a week", "on weekends"), or "I go / head / volunteer … there" likewise.

**What it may stand for: exactly one candidate of the pointer's kind** in those words.

* A candidate is a noun phrase with a determiner and a word of its kind or a name ("this
  card game Tessera", "a mystery series called "Low Tide"", "the lemon drizzle cake"), a
  title in quotes, or a place by name after a verb of going or living ("been to Lisbon").
* A name said alone ("with Jake", "at Mia's", "for Oxfam") may be a person's, a household's
  or an employer's, and capitals do not tell which: it counts as a candidate and is never
  the one (review38 R3). So does the clause's own doing said with no determiner ("I play
  tennis with …", "I teach at …"): "it" may be the doing.
* A noun phrase after a copula whose subject is a pronoun ("it's a clever tile game", "that
  was a hit musical") says what a thing already named is, so it is no second candidate; a time ("every week", "a day
  of rest"), an amount ("a lot of fun") or a word that names no thing ("a blast", "my
  favourite") is none either.
* A phrase with no name and no word of its kind ("a film", "this great show") names no thing
  an entry can keep: it counts as a candidate and is never the one.
* "it" wants a singular thing, not a person; "them" a plural; "there" a place (a place's
  head, "a gym", or a name after a verb of going or living; such a name is never "it": "I
  drove to <town>. I love it." may be the drive).
* None, or two or more that fit, and nothing is resolved: the clause stays refused, as
  before. So is a candidate that is someone else's ("my friend's game", "his studio") or
  said in a question, a wish or a plan (the user may not have it), and a pointer when another
  pronoun of its kind came before it (the pointer may stand for what that one did).

The pointer is written as the thing, "this" made "the" and words of praise dropped ("this
great mystery series called "Low Tide"" → 'the mystery series "Low Tide"'), and the clause
is read by the shape layer with every test it has, as if the user had said it so.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .answer import looks_plural
from .objects import CLAUSE_CUT, ROLE_OF_A_SUBJECT
from .reactions import CERTAIN, YES, lead
from .words import CALENDAR_NAMES

# The pointer's clause (the user's own, present; its verb a taste or a habit).
_LEAD = (lead(YES + CERTAIN + ("oh", "haha"), marks="*", repeat="*")   # not "no": a denial
         + r"(?:(?:and|but|so|also|plus|honestly|seriously|now)\s+)*")
_ADVERBS = r"(?:(?:really|absolutely|just|also|still|totally|truly|honestly|definitely|so|highly|usually|always|often)\s+)*"
_TASTE = re.compile(_LEAD + r"i\s+" + _ADVERBS
                    + r"(?P<v>love|adore|like|enjoy|(?:am|'m)\s+(?:hooked on|obsessed with|into))\s+"
                    r"(?P<p>it|them)(?P<tail>(?:\s+(?:so much|a lot|to bits|to pieces|too|as well|already|"
                    r"more and more))*"
                    # when or with whom it is had ("with my kids", "on rainy evenings"); not
                    # "when …" or "if …", which point at a moment (below)
                    r"(?:\s+(?:after|before|during|on|with|every|at the end of)\s+"
                    r"(?!(?:it|them|you|that|this)\b)[\w'’-]+(?:\s+[\w'’-]+){0,5})?)\s*[.!]*$", re.I)
_HOW_OFTEN = (r"(?:every|each)\s+(?:single\s+)?(?:day|night|morning|evening|week|weekend|month|year|summer|"
              r"winter|spring|autumn|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
              r"(?:once|twice|(?:two|three|four|five|\d+)\s+times)\s+a\s+(?:day|week|month|year)|"
              r"at least once a (?:day|week|month|year)|daily|weekly|monthly|on weekends|"
              r"on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|"
              r"all the time|most (?:days|weekends|mornings|evenings|nights)|regularly")
_HABIT_VERB = (r"play|read|re-?read|watch|bake|cook|make|brew|use|wear|ride|drive|visit|listen to|practi[cs]e|"
               r"grow|eat|drink|walk|run|do|take|bring")
_PLACE_VERB = r"go|head|walk|run|hike|swim|train|volunteer|work out|eat|meet friends|go back"
_HABIT = re.compile(_LEAD + r"i\s+" + _ADVERBS + r"(?:(?P<v>" + _HABIT_VERB + r")\s+(?P<p>it|them)"
                    r"|(?P<pv>" + _PLACE_VERB + r")\s+(?P<there>there))"
                    r"(?P<tail>(?:\s+(?:out|along|back|home|with (?:my|our) [a-z]+|together))*\s+(?:" + _HOW_OFTEN + r")"
                    r"(?:\s+(?:with (?:my|our) [a-z]+|now|these days))*)\s*[.!]*$", re.I)
# "love it when …", "love it here": the moment or the place, not a thing named
_NOT_A_THING_AFTER = re.compile(r"^\s+(?:when|if|that|how|here|there)\b", re.I)
_NEGATED_OR_MODAL = re.compile(r"\b(?:not|never|no|don't|dont|can't|cannot|won't|would|could|might|"
                               r"should|may|'d|'ll|will|gonna|wanna)\b|n't\b", re.I)

# Candidates. A determiner, up to three words, a head; then a name ("this game Tessera",
# "a gym called Crux Wall", 'a series called "Low Tide"').
_DET = r"(?P<det>a|an|the|this|that|these|those|my|our|his|her|their|some)"
_WORD = r"(?!(?:called|named)\b)(?-i:[a-z][a-z-]*)"   # lower case: a capital starts the name
# Only the determiner is consumed (the rest is read ahead), so a phrase cut short by a word
# that ends it ("my favourite is the cake") leaves the next determiner to be found.
_PHRASE = re.compile(r"(?<![\w'’])" + _DET + r"(?=\s+(?P<words>" + _WORD + r"(?:\s+" + _WORD + r"){0,3})"
                     r"(?P<name>(?:,?\s+(?:called|named))?\s+(?:\"[^\"]+\"|“[^”]+”|(?-i:[A-Z][\w'’-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'’-]*)*)))?)",
                     re.I)
# A name said alone: capitalised words inside a sentence (not its first word).
_ALONE = re.compile(r"(?<![.!?]\s)(?<!^)(?<![\w'’])(?P<n>\"[^\"]+\"|“[^”]+”|[A-Z][\w'’-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'’-]*)*)")
# Words a noun phrase stops at (verbs, function words), and heads that name no thing.
_STOP_WORDS = """a an the some any these those his her their your is was are were be been am has have had do does did will would can could should
may might must and or but so to of in on at for with by from about into over after before as
than then that this it its i me my you your he him she they them we us our who which what when
where how why if not no very really just too also called named there here up out off again
while because since until like"""
_STOP = frozenset(_STOP_WORDS.split())
_NO_THING_WORDS = """day days week weeks weekend weekends month months year years time times night
nights morning mornings evening evenings while bit lot lots ton tons blast fun way thing things
kind sort idea favourite favorite fave minute minutes hour hours moment moments couple few
number part rest end start point chance reason feeling one ones lot"""
_NO_THING = frozenset(_NO_THING_WORDS.split())
# Words of praise or size dropped when the thing is written ("this great series" → "the series").
_PRAISE_WORDS = """great awesome amazing cool lovely wonderful fantastic brilliant incredible
beautiful gorgeous fun little new favourite favorite super nice good best perfect huge big
massive popular famous real true whole"""
_PRAISE = frozenset(_PRAISE_WORDS.split())
_PEOPLE = re.compile(r"^(?:friend|friends|buddy|pal|mate|mum|mom|dad|sister|brother|son|daughter|wife|husband|"
                     r"partner|kid|kids|child|children|family|cousin|aunt|uncle|grandma|grandpa|neighbou?r|"
                     r"colleague|coworker|boss|teacher|coach|mentor|people|guy|guys|girl|girls|boy|boys|team|"
                     r"dog|cat|puppy|kitten|pet|pets)$", re.I)
_PLACE_HEADS = re.compile(r"^(?:gym|caf[eé]|cafes|coffee shop|shop|store|bakery|restaurant|pub|bar|park|beach|"
                          r"lake|trail|studio|club|library|museum|market|pool|rink|court|centre|center|shelter|"
                          r"garden|farm|church|temple|town|village|city|island|spot|place|bookshop|bookstore|"
                          r"diner|gallery|theatre|theater|cinema|hall|range|course|track|field|climbing gym)$",
                          re.I)
# A place by name only after a verb of going or living ("been to", "live in"): "visited
# <name>", "at <name>'s" may be a person's (review38 R3).
_PLACE_BEFORE = re.compile(r"\b(?:(?:been|went|go|goes|gone|going|moved|travel+ed|flew|drove|trip|holiday|vacation|"
                           r"back) to|(?:live|lives|lived|living|grew up|stayed|stay) in)\s+$", re.I)
# A doing of the user's with no determiner after its verb ("I play tennis", "we go running",
# "I teach at …", "I volunteer with …"): the doing itself may be what "it" stands for.
_DOING = re.compile(r"\b(?:i|we)\s+(?:(?:also|still|usually|often|always|really|just|now)\s+)*"
                    r"(?P<v>play|plays|played|do|did|go|went|practi[cs]e|teach|taught|coach|coached|start(?:ed)?|"
                    r"took up|take up|learn(?:ed|t)?|study|studied|run|ran|swim|swam|ride|rode|ski|surf|climb|"
                    r"paint|dance|sing|knit|volunteer(?:ed)?|babysit|work(?:ed)?|train(?:ed)?|spend|spent)\b"
                    r"(?!\s+(?:a|an|the|this|that|these|those|my|our|some|to|it|them|there|up)\b)", re.I)
# A copula after a pronoun: what follows says what a thing named already is.
_PREDICATE_BEFORE = re.compile(r"\b(?:it|it's|its|they|they're|that's|this|that|which)\s+"
                               r"(?:(?:is|was|are|were|has been|have been|'s|'re|been)\s+)?"
                               r"(?:(?:also|really|just|such|quite|actually|still)\s+)*$", re.I)
_COPULA_AFTER_PRONOUN = re.compile(r"\b(?:(?:it|that|this|they|which|these|those)\s+(?:is|was|are|were|has been|"
                                   r"have been|had been)|it's|it's been|they're|that's|this's)\s+"
                                   r"(?:(?:also|really|just|such|quite|actually|still)\s+)*$", re.I)
# "of", "such as", a likeness's "like" (not the verb: "you like the show …")
_AMOUNT_BEFORE = re.compile(r"\b(?:of|such as|than|as)\s+$|(?<!\bi )(?<!\byou )(?<!\bwe )(?<!\bthey )(?<!\bdo )"
                            r"(?<!\breally )(?<!\balso )\blike\s+$", re.I)
# Someone else's: a possessive of another before the phrase, or another person as its
# sentence's subject ("My friend has a game called Tessera").
_OTHERS = frozenset(["his", "her", "their", "your"])
_OTHERS_BEFORE = re.compile(r"\b(?!(?:there|here|it|that|what|who|he|she|where|let)'s)[\w’]+'s\s+$|\b(?:your|his|her|their)\s+$", re.I)
# A sentence in which the user may not have the thing: a question, a wish, a plan, a quote,
# or one whose subject is someone else.
_NOT_PLAIN = re.compile(r"\?\s*$|\b(?:if|would|could|might|maybe|perhaps|should|wish|wonder|hope|hoping|"
                        r"want|wanted|wanna|planning|plan to|thinking (?:of|about)|considering|gonna|"
                        r"going to|will|'ll|'d|someday|one day|said|says|told|tells|asked)\b", re.I)
_SUBJECT_OTHER = re.compile(r"^\W*(?:(?:hey|hi|oh|wow|yeah|yes|thanks|haha)\b[\w\s,!]*?[,!.]\s*)?"
                            r"(?:my|our)\s+(?:[a-z]+\s+)?(?:friend|friends|buddy|pal|mate|mum|mom|dad|sister|"
                            r"brother|son|daughter|wife|husband|partner|kid|kids|cousin|aunt|uncle|grandma|"
                            r"grandpa|neighbou?r|colleague|coworker|boss|team)\b(?!\s+and\s+i\b)"
                            r"|^\W*(?:he|she|they|[A-Z][a-z]+)\s+(?:has|had|got|owns|runs|made|showed|gave|lent|"
                            r"told|loves|likes)\b", re.I)
_SAME_KIND = {"it": r"it|its|it's|itself", "them": r"they|them|their|theirs|they're|they've|themselves",
              "there": r"there(?!'s|’s|\s+(?:is|are|was|were)\b)"}   # not "there's a gym …"


def _plural(head: str) -> bool:
    # a series is one thing ("a mystery series called …"): "it", never "them"
    return looks_plural(head) and not head.lower().endswith("series")


def _written(det: str, words: list[str], name: str) -> str:
    """The thing as the entry writes it: a name with its kind ("the card game Tessera"), or the
    phrase with "this/that" made "the" and words of praise dropped."""
    kept = [w for w in words if w.lower() not in _PRAISE] or words[-1:]
    name = re.sub(r"^,?\s*(?:called|named)\s+", "", name.strip()).strip()
    det = det.lower()
    article = "the" if det in ("this", "that", "the") or name else ("these" if det == "these" else det)
    if det in ("these", "those"):
        article = "the"
    return " ".join(w for w in (article, *kept, name) if w)


def _candidates(text: str, *, asked: bool = False) -> list[tuple[str, str, int]]:
    """The things ``text`` (the user's words before the pointer) names: (kind, written, where
    in ``text`` it starts), kind one of "it", "them", "place-it", "place-them", "person",
    "others"."""
    found: list[tuple[str, str, int]] = []
    offset = 0
    for piece in re.split(r"(?<=[.!?])\s+", text):
        at = text.find(piece, offset)
        offset = at + len(piece)
        # the friend's question (``asked``) names what it asks about: a question is plain there
        plain = not _NOT_PLAIN.search(piece.rstrip(" ?") if asked else piece) and not _SUBJECT_OTHER.search(piece)
        covered: list[tuple[int, int]] = []
        for m in _PHRASE.finditer(piece):
            words = []
            for w in m["words"].split():
                if w.lower() in _STOP:
                    break
                words.append(w)
            if not words:
                continue
            head = words[-1]
            covered.append((m.start(), m.end("name") if m["name"] and len(words) == len(m["words"].split())
                            else m.start("words") + len(" ".join(words))))
            before = piece[:m.start()]
            if head.lower() in _NO_THING or _AMOUNT_BEFORE.search(before) \
                    or _COPULA_AFTER_PRONOUN.search(before):
                continue   # a time, an amount, a likeness, or what a named thing is (module docstring)
            name = m["name"] if m["name"] and len(words) == len(m["words"].split()) else ""
            # in the friend's turn "my X" is the friend's
            if not plain or m["det"].lower() in _OTHERS or asked and m["det"].lower() in ("my", "our") \
                    or _OTHERS_BEFORE.search(before):
                found.append(("others", "", at + m.start()))
                continue
            if _PEOPLE.match(head):
                found.append(("person", "", at + m.start()))
                continue
            if m["det"].lower() in ("my", "our") and ROLE_OF_A_SUBJECT.match(before):
                found.append(("vague", "", at + m.start()))   # learn90: the subject's role (:mod:`.objects`)
                continue
            if not name and len([w for w in words if w.lower() not in _PRAISE]) < 2:
                found.append(("vague", "", at + m.start()))   # "a film": which? it still counts
                continue
            number = "them" if _plural(head) and not name else "it"
            place = bool(_PLACE_HEADS.match(head)) or bool(_PLACE_HEADS.match(" ".join(words[-2:])))
            found.append((("place-" if place else "") + number, _written(m["det"], words, name), at + m.start()))
        for m in _ALONE.finditer(piece):
            if any(s <= m.start() < e for s, e in covered):
                continue
            name = m["n"]
            if name.split()[0] in _NOT_A_NAME or name == "I":
                continue
            if re.search(r"\b(?:hey|hi|hello|thanks|thank you|congrats)[,!]?\s+$", piece[:m.start()], re.I) \
                    or re.match(r"\s*[!?,.]", piece[m.end():]) and re.search(r",\s*$", piece[:m.start()]):
                continue   # the listener, greeted or called by name
            if not plain or _OTHERS_BEFORE.search(piece[:m.start()]):
                found.append(("others", "", at + m.start()))
                continue
            # review38 R3: a name alone may be a person's ("I play tennis with <name>"), a
            # household's or an employer's, and capitals do not tell which: it counts, and is
            # never the one, unless a title in quotes or a place gone to or lived in
            if _PLACE_BEFORE.search(piece[:m.start()]) and not re.search(r"'s$|’s$", name):
                # only "there" stands for it: "I drove to <town>. I love it." may be the trip
                found.append(("place-name", name, at + m.start()))
            elif name[0] in "\"“":
                found.append(("it", name, at + m.start()))
            else:
                found.append(("vague", "", at + m.start()))
        for m in _DOING.finditer(piece):
            found.append(("vague", "", at + m.start("v")))   # R3: the clause's own doing may be "it"
    return found


_NOT_A_NAME_WORDS = """I I'm I've I'd I'll My Our The This That These Those It It's We We're We've
And But So Or If Yes Yeah No Oh Wow Hey Hi Hello Thanks Sure Also Just Now Then There Here
Mum Mom Dad"""
_NOT_A_NAME = frozenset(_NOT_A_NAME_WORDS.split()) | CALENDAR_NAMES


def _the_one(kinds: tuple[str, ...], candidates: list[tuple[str, str, int]]) -> tuple[str, int] | None:
    """The one candidate of ``kinds`` (someone else's thing or a person counts as a second
    one: the pointer may be theirs), with where it was said; None for none or several."""
    fitting = [c for c in candidates if c[0] in kinds or c[0] in ("others", "person", "vague")]
    if len(fitting) != 1 or fitting[0][0] in ("others", "person", "vague"):
        return None
    return fitting[0][1], fitting[0][2]


def pointed_at(before: str, sentence: str, asked: str | None = None) -> str | None:
    """The clause of ``sentence`` whose pointer is the object of a taste or a habit, with the
    pointer written as the one thing ``before`` (the user's words before it in the same
    message) or the clauses before it name, or, when those name nothing at all, the one
    thing ``asked`` (the friend's turn this answer opens on) asks about; else ``None``
    (module docstring)."""
    sentence = sentence.strip()
    if sentence.endswith("?"):
        return None
    pieces = CLAUSE_CUT.split(sentence)
    for i, clause in enumerate(pieces):
        clause = clause.strip()
        found = _TASTE.match(clause) or _HABIT.match(clause)
        if found is None:
            continue
        if _NEGATED_OR_MODAL.search(clause):
            return None
        pointer = (found["p"] or found["there"]).lower()
        start, end = found.span("p") if found["p"] else found.span("there")
        if _NOT_A_THING_AFTER.match(clause[end:]):
            return None
        kinds = {"it": ("it", "place-it"), "them": ("them", "place-them"),
                 "there": ("place-it", "place-them", "place-name")}[pointer]
        # the nearest words first: the clauses before it in its own sentence, when they name
        # anything; else the message's words before the sentence too
        earlier = " ".join(pieces[:i]).strip()
        if not earlier or not _candidates(earlier):
            earlier = " ".join([before, *pieces[:i]]).strip()
        candidates = _candidates(earlier) if earlier else []
        if not candidates and asked and asked.rstrip().endswith("?") \
                and not re.search(rf"\b(?:{_SAME_KIND[pointer]})\b", earlier, re.I):
            earlier, candidates = asked, _candidates(asked, asked=True)   # the friend's question's thing
        one = _the_one(kinds, candidates)
        if one is None:
            return None
        thing, said_at = one
        if earlier is asked and not re.match(r"[^.!?]*\?", asked[said_at:]):
            return None   # the friend's statement names the friend's thing (module docstring)
        if re.search(rf"\b(?:{_SAME_KIND[pointer]})\b", earlier[:said_at], re.I):
            return None   # a pronoun of its kind before the thing: the pointer may be its

        if pointer == "there":
            written = clause[:start] + "to " + thing + clause[end:] if found["pv"].lower() in ("go", "head", "go back") \
                else clause[:start] + "at " + thing + clause[end:]
        else:
            written = clause[:start] + thing + clause[end:]
        written = re.sub(_LEAD, "", written, flags=re.I)
        return written[0].upper() + written[1:].rstrip(" ,.!") + "."
    return None
