"""An object pronoun read as the one thing or person of the user's named earlier in the turn
(learn29).

"I got a puppy last month. I walk him every morning." and "My sister plays cello; I love
listening to her." say lasting facts whose clause, read alone, names nothing ("User walks
him …" is refused as a pointer). :mod:`.owned` reads a *subject* pronoun against the sentence
just before; this module reads an *object* pronoun (him, her, them, it) against everything the
user said before it in the same message.

The clause the pronoun stands in must be the user's own (it opens with "I"), hold that one
pronoun and no other of its kind, and the pronoun must be an object (a "her" before a noun is
someone's, not an object; "it" in a set phrase — "make it", "worth it", "keep it up", "love it
when" — stands for nothing). Every noun phrase said before it in the turn that the pronoun
fits is counted (:func:`.owned._fits`: him/her a person of that sex or any animal or person
word, it a thing or an animal, them a plural; a name counts for him/her/it, a name set beside
a noun phrase — "my sister Anna", "a dog named Biscuit" — is that phrase). **Exactly one**
must fit, and it must be the user's: "my/our X", or what the user says they have, got,
adopted, bought, made …, in a plain statement (no question, wish, plan, quote, gift). A pronoun
of the same kind said before ("she", "his") leaves the thing unsure, as do zero or two
candidates: those clauses stay refused.

The pronoun is replaced by "my X" and the clause is read by the shape layer with every test it
has, as a sentence the user said that way ("I walk my puppy every morning.").
"""

from __future__ import annotations

import re

from .owned import _DROPPED, _GIFT, _NAME, _OWNED, _PLACE_BEFORE, _fits, _phrases, _word_offset

_KIND = {"him": "he", "her": "she", "them": "they", "it": "it"}
# pronouns that, said before, may already stand for something of the same kind
_SAME_KIND = {"he": r"he|him|his|he's|he'd|he'll|himself",
              "she": r"she|her|hers|she's|she'd|she'll|herself",
              "they": r"they|them|their|theirs|they're|they've|they'd|they'll|themselves",
              "it": r"it|its|it's|itself"}
# what may follow an object "her" (anything else — "her play", "her car" — makes it someone's)
_AFTER_OBJECT = (r"(?:$|[,.;:!?)\-—–]|\s+(?:every|each|to|with|for|at|in|on|about|from|so|too|very|"
                 r"a lot|more|most|all|out|up|over|around|off|back|when|whenever|because|and|but|"
                 r"once|twice|often|daily|weekly|sometimes|always|almost|as|like|since|already|"
                 r"regularly|dearly|loads|lots|heaps)\b)")
# compiled once (issue 27: owned_object reads every clause holding an object pronoun)
_SAME_KIND_SAID = {kind: re.compile(rf"\b(?:{words})\b", re.I) for kind, words in _SAME_KIND.items()}
_AFTER_OBJECT_SAID = re.compile(_AFTER_OBJECT)
# "it" in a set phrase stands for nothing one has
_IT_IDIOM = re.compile(
    r"\b(?:make|makes|made|making|do|does|did|done|doing|get|gets|got|getting|mean|meant|nail|"
    r"nailed|rock|rocked|killing|killed|find|found|call|called|wing|winged|"
    r"hit|hitting|pull|pulled|keep|kept|check|checked|bring|brought|beat|love|loved|hate|hated|"
    r"like|liked|enjoyed|appreciate|appreciated)\s+it\s+(?:up|out|off|on|easy|slow|when|that|if|"
    r"how|to|all)\b|\b(?:tak(?:e|es|ing|en)|took)\s+it\s+(?:easy|slow)\b|"
    r"\b(?:make|makes|made|making|do|does|did|doing|done|get|gets|got|getting|mean|meant|nail|"
    r"nailed|rock|rocked|killing|killed|beat|call|hit|wing)\s+it\b|"
    r"\b(?:worth|of|about|hang of)\s+it\s+all\b|\bworth\s+it\b|\bhang of it\b|\bit\s+all\b|"
    r"\bfor it\b|\bat it\b|\bwith it\b", re.I)
#: what may join the clause to what the sentence said before it (also :mod:`.antecedent`'s)
CLAUSE_CUT = re.compile(r"\s*[;:—–]\s*|\s+-\s+|,\s+(?:and|but|so)\s+|\s+(?:and|but|so)\s+(?=i\b)", re.I)
_MINE = re.compile(r"^(?:(?:and|but|so|also|plus|really|honestly|now)\s+)*i\s+(?!'d\b|would\b|could\b|might\b)",
                   re.I)
# the antecedent's sentence: no question, wish, plan, hypothetical or quote
_NOT_PLAIN = re.compile(
    r"\?\s*$|\b(?:if|would|could|might|maybe|perhaps|probably|should|wish|wonder|hope|hoping|"
    r"want|wanted|wanna|planning|plan to|thinking (?:of|about)|considering|gonna|going to|"
    r"will|'ll|'d|someday|one day|said|says|told|tells|asked|according to)\b|[\"“”]", re.I)
_VOCATIVE = re.compile(r"(?:^|[.!?,]\s*)(?:hey|hi|hello|thanks|thank you|yeah|yes|yep|wow|oh|sure|"
                       r"ok|okay|congrats|haha|aw+|omg|dear)[,!]?\s+[A-Z][a-z]+|,\s*[A-Z][a-z]+\s*[.!?]",
                       re.I)
_NAMED_AFTER = re.compile(r"^\s*(?:,\s*)?(?:(?:called|named)\s+)?(?P<n>[A-Z][a-z]+)\b")


# learn90: "my X" said by a copula of a subject that is a thing, not the user's ("Gardening
# is my passion", "Enamel badges are my weakness"): what the subject is to the user, no thing
# of the user's own ("User collects their weakness." was written); a subject of the user's
# own ("My favourite spot is my garden") or a pointer ("This is my bike") shows the thing itself
ROLE_OF_A_SUBJECT = re.compile(
    r"^(?:(?:so|and|but|well|honestly|yeah|oh)\b[,!]?\s+)*"
    r"(?!(?:my|our|this|that|these|those|it|it's|here|here's|there|there's|i|i'm|what|who|which|he|she|they|we)\b)"
    r"[\w'-]+(?:\s+[\w'-]+){0,4}?\s+(?:is|are)\s+(?:(?:really|just|also|still|always|truly|definitely|"
    r"basically|kind of|sort of)\s+)*$", re.I)


def _candidates(text: str, kind: str) -> list[tuple[str, bool]] | None:
    """Each noun phrase and name of ``text`` that ``kind`` fits: (what to write, the user's)."""
    found: list[tuple[str, bool]] = []
    names_taken: set[int] = set()
    pieces = re.split(r"(?<=[.!?])\s+", text)
    offset = 0
    for piece in pieces:
        at_piece = text.find(piece, offset)
        offset = at_piece + len(piece)
        # a sentence that itself points at something ("It reminded me of my struggles") is
        # about that, not about the things it names
        plain = not _NOT_PLAIN.search(piece) and not _GIFT.search(piece) \
            and not re.search(r"\b(?:it|they|he|she|him|her|them)\b", piece, re.I)
        owned_at = {m.start("np") for m in _OWNED.finditer(piece)}
        for start, words in _phrases(piece):
            while len(words) > 2 and words[-1].lower().endswith("ing"):
                words = words[:-1]   # "my teammates believing in me": the head is "teammates"
            head = words[-1]
            if not _fits(kind, head):
                continue
            at = _word_offset(piece, start)
            end = piece.find(words[-1], at) + len(words[-1])
            after = _NAMED_AFTER.match(piece[end:])
            written = [w for w in words if w.lower() not in _DROPPED]
            if written and written[0].lower() in {"my", "our"}:
                written = written[1:]
            if after and after["n"] not in {"I"}:
                names_taken.add(at_piece + end + after.start("n"))
                written.append(after["n"])
            mine = plain and (words[0].lower() in {"my", "our"} or at in owned_at) \
                and not ROLE_OF_A_SUBJECT.match(piece[:at])
            found.append(("my " + " ".join(written), mine and bool(written)))
        vocatives = {at_piece + m.end() for m in _VOCATIVE.finditer(piece)}
        if kind != "they":
            for m in _NAME.finditer(piece):
                where = at_piece + m.start()
                if m["n"] == "I" or where in names_taken or any(
                        v - len(m["n"].split()[-1]) <= where <= v for v in vocatives) \
                        or re.search(r"(?:called|named)\s+$", piece[:m.start()]) \
                        or kind != "it" and _PLACE_BEFORE.search(piece[:m.start()]):
                    continue
                found.append((m["n"], False))
            # a name first in its sentence is one too when "and" or "'s" follows it ("Anna and
            # my sister …", "Tom's dog …"): only ever a second candidate, never the user's
            if (first := re.match(r"(?P<n>[A-Z][a-z]+)(?=\s+and\b|'s\b)", piece)) \
                    and first["n"] not in {"I", "My", "Our", "The", "This", "That", "It"}:
                found.append((first["n"], False))
    return found


# the object pronouns owned_object reads (compiled once: read on every clause, issue 27)
_OBJECT_PRONOUN = re.compile(r"\b(him|her|them|it)\b", re.I)


def owned_object(before: str, sentence: str) -> str | None:
    """The clause of ``sentence`` holding an object pronoun, with the pronoun replaced by the
    one thing or person of the user's that ``before`` (the user's words before it in the same
    message) names, or ``None`` (module docstring)."""
    sentence = sentence.strip()
    if sentence.endswith("?"):
        return None
    pieces = CLAUSE_CUT.split(sentence)
    for i, clause in enumerate(pieces):
        said = [m for m in _OBJECT_PRONOUN.finditer(clause)]
        if not said:
            continue
        if len(said) != 1:
            return None
        m = said[0]
        kind = _KIND[m[1].lower()]
        if not _MINE.match(clause) or kind == "she" and not _AFTER_OBJECT_SAID.match(clause[m.end():]):
            return None
        if kind == "it" and _IT_IDIOM.search(clause):
            return None
        # the sentence holds no other pronoun of this kind (before or after the clause)
        rest = " ".join(p for j, p in enumerate(pieces) if j != i)
        same_kind = _SAME_KIND_SAID[kind]
        if same_kind.search(rest + " " + clause[:m.start()]) or same_kind.search(clause[m.end():]):
            return None
        earlier = " ".join([before, *pieces[:i]]).strip()
        if not earlier or same_kind.search(earlier):
            return None
        if _candidates(clause[:m.start()], kind):
            return None   # "I drive my car and park it": the clause names its own
        fitting = _candidates(earlier, kind)
        if len(fitting) != 1 or not fitting[0][1]:
            return None
        text = clause[:m.start()] + fitting[0][0] + clause[m.end():]
        text = re.sub(r"^(?:(?:and|but|so|also|plus)\s+)+", "", text, flags=re.I)
        text = text[0].upper() + text[1:]
        return text.rstrip(" ,.!") + "."
    return None
