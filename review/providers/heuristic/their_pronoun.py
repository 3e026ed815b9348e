"""One of the user's people, named once and then "she", "he" or "her" (fixlearn18, issue 31).

"My daughter is six, her name is Pip, and she's allergic to peanuts" names the daughter once:
read clause by clause, "she's allergic to peanuts" has a subject that names nobody and was
dropped, and "her name is Pip" rode along on the first clause ("User's daughter is six, her
name is Pip."). The allergy, the fact most worth keeping, was lost. The same in a run of
sentences of one message ("My son is eight. He plays the violin.").

A subject pronoun ("she", "he", "they") or a possessive one before a noun ("her name",
"his school") that opens a clause is read as the person a clause before it opened with,
"my <someone>", when the pronoun agrees with that person's word (a daughter is "she", a son
"he", a cousin either, the kids "they": :mod:`.companions`' words). Looking back stops at
the first clause that opens with anyone else ("I", another person, a thing), so a pronoun is
never carried over someone named between; a clause that opens with the same pronoun is the
same person and is passed over. Only clauses of the same message, at most three sentences
back. A ", her name is …" said inside the first clause is cut into a clause of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .companions import _EITHER, _HE, _SHE, _THEY
from .owned import _ANIMALS
from .words import PERFECT_AFTER_S

#: learn92: the user's people at work and school, many of them ("my workmates", "my
#: teammates"): "they" as :data:`.companions._THEY`'s household and friends are
_THEY_AT_WORK = ("workmates|coworkers|co-workers|colleagues|teammates|classmates|bandmates|"
                 "roommates|housemates|buddies|pals|mates")
#: "my <someone>" opening a clause: up to two words before the person's word ("my little
#: sister", "my best friend"), the person's kind by its word
_PERSON = re.compile(r"^(?P<np>(?:my|our) (?:[\w'-]+ ){0,2}?(?:(?P<he>" + _HE + r")|(?P<she>" + _SHE
                     + r")|(?P<either>" + _EITHER + r")|(?P<they>" + _THEY + r"|" + _THEY_AT_WORK + r")))\b"
                     # learn92: "my family's been great", "my mom's a nurse": the "'s" of "has" or
                     # "is" before what the person is or has been, not a possessive ("my mom's car")
                     r"(?!['’]s\b(?!\s+(?:(?:always|really|just|also|still|so|very|super|such|pretty|truly)\s+)*"
                     r"(?:been|a|an|the|great|amazing|awesome|wonderful|lovely|fantastic|incredible|"
                     r"so|my|such)\b))", re.I)
#: a subject pronoun then its verb, or a possessive pronoun then a noun
_SUBJECT = re.compile(r"^(?P<p>she|he|they)(?P<rest>(?:['’](?:s|re|ve|d|ll)| (?!(?:and|or|but|said|says|told|"
                      r"tells|thinks|thought|asked|asks)\b)[a-z]+)\b.*)$", re.I)
_POSSESSIVE = re.compile(r"^(?P<p>her|his|their) (?P<rest>(?!(?:own|and|or)\b)[a-z][\w'-]*\b.*)$", re.I)
#: another who could take the pronoun, said after the person in the same clause ("My cousin
#: got a dog. His name is Rex": the dog's): then the pronoun is not carried
_ANOTHER = re.compile(r"\b(?:(?:" + _HE + "|" + _SHE + "|" + _EITHER + "|" + _THEY + r")s?|" + "|".join(sorted(_ANIMALS))
                      # review33 R6: a person met or named indefinitely ("met a girl at school",
                      # "works with a woman who …") could be meant too
                      + r"|girls?|boys?|wom[ae]n|m[ae]n|guys?|lady|ladies|someone|somebody|person|people|"
                      r"students?|teachers?|doctors?|nurses?|strangers?|who)\b", re.I)
#: a pronoun right after "which" / "who" / "that" opens a relative clause cut from its object
_RELATIVE_PRONOUN = re.compile(r"\b(?:which|that|who|whom)\s+(?:he|she|they)\b", re.I)
_KINDS = {"she": ("she", "either"), "he": ("he", "either"), "they": ("they",),
          "her": ("she", "either"), "his": ("he", "either"), "their": ("they",)}
#: ", her name is Pip" inside a clause that opens with one of the user's people
_NAME_INSIDE = re.compile(r",\s+(?=(?:her|his|their) names? (?:is|are)\b)", re.I)
LOOK_BACK = 3   # sentences
_OPENING_PRONOUN = re.compile(r"^(?:she|he|they|her|his|their)\b", re.I)
_CONTRACTION = re.compile(r"['’](s|re|ve|d|ll)\b", re.I)
_WRITTEN = {"s": " is", "re": " are", "ve": " have", "d": " would", "ll": " will"}
#: "'s" / "'d" before a participle is "has" / "had" ("she's been", "he's moved to …"); before
#: an adjective in -ed it is "is" ("he's scared of thunder", "she's married")
_PERFECT = re.compile(PERFECT_AFTER_S, re.I)


def _kind(person: re.Match[str]) -> str:
    return next(k for k in ("he", "she", "either", "they") if person[k])


def _opener(clause: str) -> tuple[str, str] | None:
    """("np", kind) of a clause that opens with one of the user's people; ("", pronoun) of one
    that opens with a pronoun; None for anyone or anything else."""
    if person := _PERSON.match(clause):
        return person["np"], _kind(person)
    if said := _POSSESSIVE.match(clause) or _SUBJECT.match(clause):
        return "", said["p"].lower()
    return None


def _person_before(pronoun: str, earlier: Sequence[str], named_inside: bool = True) -> str | None:
    """The "my <someone>" of the nearest clause in ``earlier`` (latest last) that ``pronoun``
    stands for (module docstring), or None."""
    for clause in reversed(earlier):
        opened = _opener(clause.strip())
        if opened is None:
            return _named_by_the_user(pronoun, clause.strip()) if named_inside else None
        np, kind = opened
        if not np:
            if kind in ("she", "her") and pronoun in ("she", "her") or kind in ("he", "his") \
                    and pronoun in ("he", "his") or kind in ("they", "their") and pronoun in ("they", "their"):
                continue   # the same person said again
            return None
        if kind not in _KINDS[pronoun] or _ANOTHER.search(clause.strip()[len(np):]):
            return None   # it does not agree, or another could be meant (above)
        return np
    return None


#: learn92: a clause of the user's own ("I phoned my aunt about the move", "I framed a print of
#: my bandmates") that names one of their people after its "I"
_USER_FIRST = re.compile(r"^(?:(?:so|and|yeah|well|also|oh)[,!]?\s+)*(?:i|i'm|i've|i'd|i'll)\b", re.I)
_PERSON_INSIDE = re.compile(r"\bmy (?:[\w'-]+ ){0,2}?(?:(?P<he>" + _HE + r")|(?P<she>" + _SHE
                            + r")|(?P<either>" + _EITHER + r")|(?P<they>" + _THEY + r"|" + _THEY_AT_WORK + r"))\b"
                            r"(?!['’])(?P<more> (?:and|&) (?:my )?(?:" + _THEY + r"|" + _THEY_AT_WORK + r"))?\b",
                            re.I)
#: which of the user's people, said after the person's word ("my friends from college", "my
#: cousins back home", "my aunts in Ohio"): the pronoun stands for only those, and an entry
#: written "User's friends …" would name them all (review42); "from our first gig" is a
#: photo's, not the people's
_QUALIFIED = re.compile(r"\s+(?:from (?!(?:our|my|the|a|an|that|this|last)\b)|of|back home|over there|"
                        r"at (?:work|school|college|uni)|"
                        r"in (?-i:[A-Z]))\b", re.I)
#: a name the pronoun could as well stand for (not the clause's first word, nor "I")
_A_NAME = re.compile(r"(?<!^)(?<![.!?] )\b(?!I\b)[A-Z][a-z]+")


def _named_by_the_user(pronoun: str, clause: str) -> str | None:
    """learn92: the one person (or group) of the user's own that a clause opening with the user
    names after its "I" ("I phoned my aunts and cousins about the offer." — "They've backed
    me": the aunts and cousins), when the pronoun agrees with them and nothing else in
    the clause could be meant: no second person of the user's, no other person, creature or
    name (:data:`_ANOTHER`, :data:`_A_NAME`) and, for "they", no other plural ("I drove my nieces
    past the geese. They honked": the geese). The pronoun is then read as "my <someone>", as
    after a clause that opens with them."""
    if not _USER_FIRST.match(clause):
        return None
    found = list(_PERSON_INSIDE.finditer(clause))
    if len(found) != 1:
        return None
    person = found[0]
    if _QUALIFIED.match(clause, person.end()):
        return None   # review42: "my friends from college": "they" is those friends, not all of them
    kind = "they" if person["more"] else _kind(person)
    if kind not in _KINDS[pronoun]:
        return None
    rest = clause[:person.start()] + " " + clause[person.end():]
    if _ANOTHER.search(rest) or _A_NAME.search(rest) or _RELATIVE_PRONOUN.search(clause):
        return None
    # (imported here: the shape layer imports this module, and pointers with it)
    from .disclosure.pointers import _PLURAL_NOUN
    if kind == "they" and _PLURAL_NOUN.search(rest):
        return None
    return person.group(0)


def name_cut(parts: list[str]) -> list[str]:
    """``parts`` with ", her name is …" cut off a clause that opens with one of the user's
    people into a clause of its own (module docstring)."""
    out: list[str] = []
    for part in parts:
        if _PERSON.match(part) and _NAME_INSIDE.search(part):
            out.extend(p.strip(" ,") for p in _NAME_INSIDE.split(part))
        else:
            out.append(part)
    return out


def carried(clause: str, earlier: Sequence[str], sentence: str = "", *, named_inside: bool = True) -> str | None:
    """``clause`` with its opening pronoun written as the person it stands for ("she's allergic
    to peanuts" -> "my daughter is allergic to peanuts"), or None when it opens with none or
    none is found (module docstring). ``earlier``: the clauses said before it in the message;
    ``sentence``: the clause's own, where a pronoun after "which" is a relative clause's, cut
    from its object ("…, which he uses to unwind"); ``named_inside``: whether a person the user's
    own clause named after its "I" may be meant (:func:`_named_by_the_user`; not in a reason)."""
    if _RELATIVE_PRONOUN.search(sentence):
        return None
    owned = _POSSESSIVE.match(clause)
    said = owned or _SUBJECT.match(clause)
    if said is None or not earlier:
        return None
    np = _person_before(said["p"].lower(), earlier, named_inside)
    if np is None:
        return None
    rest = said["rest"]
    if owned:
        # learn92: a plural's possessive is its "'" ("my friends' love", not "my friends's")
        return f"{np}' {rest}" if np.lower().endswith("s") and not np.lower().endswith("ss") else f"{np}'s {rest}"
    return np + written_out(rest)


def written_out(rest: str) -> str:
    """What follows a subject pronoun, its contraction written out for a noun phrase put in the
    pronoun's place ("'s allergic" -> " is allergic", "'s been" -> " has been", "'d gone" ->
    " had gone"); ``rest`` unchanged when it opens with no contraction."""
    if contraction := _CONTRACTION.match(rest):   # "she's", "he'd": written out after the person's word
        written = _WRITTEN[contraction[1].lower()]
        if contraction[1].lower() in ("s", "d") and _PERFECT.match(rest[contraction.end():]):
            written = " has" if contraction[1].lower() == "s" else " had"   # "she's been", "he'd gone"
        rest = written + rest[contraction.end():]
    return rest


def carried_sentence(sentence: str, said_before: Sequence[str], split: Callable[[str], list[str]]) -> str:
    """``sentence`` with an opening pronoun written as the person of the sentences before it in
    the message (``said_before``, at most :data:`LOOK_BACK` of them, each cut into clauses by
    ``split``), so the rows read it as the shape layer does; else as said. A sentence that
    opens with no pronoun costs nothing."""
    if not said_before or not _OPENING_PRONOUN.match(sentence):
        return sentence
    earlier = [c for said in said_before[-LOOK_BACK:] for c in name_cut(split(said))]
    return carried(sentence, earlier) or sentence
