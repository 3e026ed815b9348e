"""Who did it with the user: "My wife and I hosted a dinner", "Some neighbours and I
started a garden", "Me and my brother run a bakery".

A subject of two, one of them the user, was cut at "and I" by the clause step, so the
user's half stayed and lost who shared it ("User hosted a dinner."), or the clause was
dropped as about someone else. Here the pair is read before the cut: the clause is read
as the user's own ("I hosted a dinner", so every test of the shape layer sees the user's
verb), and once it is written the companion joins the subject ("User and their wife
hosted a dinner."), the verb agreeing with two.

Who may share the subject: one's own people or things ("my wife", "our dog Rex"), a
group counted or named by its kind ("some friends from church", "a few coworkers"), or a
name ("Priya and I"). Never the listener ("you and I" is the pair talking: v6's "us").
(learn11, developed on LoCoMo conversations 1-5; the examples here are our own.)
"""

from __future__ import annotations

import re

from ...wellformed import IRREGULAR_PAST

_WHO = (r"(?:(?:[Mm]y|[Oo]ur) (?:[\w-]+ ){0,3}?[\w-]+"
        r"|(?:[Ss]ome|[Aa] few|[Aa] couple of|[Aa] group of|[Tt]wo|[Tt]hree|[Ff]our) (?:[\w-]+ ){0,3}?[\w-]+"
        r"|[A-Z][a-z]+(?: [A-Z][a-z]+)?)")
# At the start of a clause: the sentence's start, after a stop, a comma, a dash or a
# conjunction; "Me and my brother" is the same pair said the chatty way.
_PAIR = re.compile(r"(?:^|(?<=[.!?;,:] )|(?<=[—–-] )|(?<=\band )|(?<=\bbut )|(?<=\bso ))"
                   r"(?:[Mm]e and )?(?P<who>" + _WHO + r") and (?:I|me) (?P<together>(?:both|all) )?(?=(?P<head>[a-z']+(?: [\w'-]+){0,2}))")
_NOT_A_COMPANION = re.compile(r"^(?:(?:[Mm]y|[Oo]ur) (?:own|self|life|time|work|job|heart|mind|way)\b|"
                              r"(?:Me|You|Your|Yours|We|Us|It|They|He|She|This|That|Then|Now|Today|"
                              r"Yesterday|Tonight|Last|Next|And|But|So|Yes|Yeah|No|Oh|Hey|Hi|Well|"
                              r"Thanks|Sure|Wow|Both|Just|Also|Plus|Lately|Recently|Both)\b)")
_ME_FIRST = re.compile(r"(?:^|(?<=[.!?;,:] ))[Mm]e and (?P<who>(?:[Mm]y|[Oo]ur) (?:[\w-]+ ){0,3}?[\w-]+) "
                       r"(?P<together>(?:both|all) )?(?=(?P<head>[a-z']+(?: [\w'-]+){0,2}))")


class Companion(str):
    """Who shared the subject, as said ("my sister"), with the word that said the act was
    all of theirs ("both", "all"; empty when none): "My sister and I both have asthma" is
    read as "I have asthma" and written "User and their sister both have asthma", never
    with "both" left to the user alone ("User boths have …")."""

    together: str = ""

    @classmethod
    def said(cls, who: str, together: str | None) -> Companion:
        companion = cls(who)
        companion.together = (together or "").strip()
        return companion


def paired(text: str) -> tuple[str, list[tuple[str, str]]]:
    """``text`` with each "<companion> and I <verb> …" read as "I <verb> …", and the
    companions found, each as (the first words after "I", the companion as said)."""
    found: list[tuple[str, str]] = []

    def one(m: re.Match[str]) -> str:
        who = m["who"]
        # learn64: a capitalised word inside is a name's ("my team Painted Herons and I"),
        # not a verb of a clause
        if _NOT_A_COMPANION.match(who) or any(
                _PAST_OR_AUX.match(w.lower()) or w.lower().endswith("ing") or w.lower() in _NOT_IN_A_NAME
                for w in who.split()[1:] if not w[:1].isupper()):
            return m.group(0)   # "My bike broke down and I walked home": a clause, not a pair
        found.append((m["head"], Companion.said(who, m["together"])))
        return "I "

    text = _ME_FIRST.sub(one, text)
    return _PAIR.sub(one, text), found


_NOT_IN_A_NAME_WORDS = """last this next yesterday today tonight week weekend month year ago
are were be been am do did will would can could should may might must not never just
also always really so very too and but or the a an to of in on at for with"""
_NOT_IN_A_NAME = frozenset(_NOT_IN_A_NAME_WORDS.split())


def companion_of(clause: str, found: list[tuple[str, str]]) -> str | None:
    """The companion of ``clause``, if it is one of the clauses :func:`paired` rewrote."""
    for head, who in found:
        if re.match(r"(?i)i " + re.escape(head) + r"\b", clause):
            return who
    # review41: the clause cut inside the head ("My brother and I still talk though." read as
    # "I still talk"): its words are the head's first ones, and the companion is still theirs
    # ("User still talks." lost who the user talks with)
    rest = clause.rstrip(" .!,").lower().split()
    for head, who in found:
        if len(rest) >= 2 and rest[0] == "i" and head.lower().split()[:len(rest) - 1] == rest[1:]:
            return who
    return None


_PLURAL = {"is": "are", "was": "were", "has": "have", "does": "do", "doesn't": "don't",
           "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't", "goes": "go"}
_ADVERB = re.compile(r"(?:always|never|usually|also|now|still|often|mostly|mainly|really|"
                     r"generally|normally|just|only|sometimes|typically|rarely|first|even|once|"
                     r"finally|recently|actually|both|together|[a-z]{3,}ly)$")


# Verbs that need two: "My husband and I divorced" is "User and their husband divorced", not
# "User divorced with their husband".
_RECIPROCAL = re.compile(r"(?:divorced|married|met|broke up|split up|separated|dated|reconciled|"
                         r"fell out|made up|parted ways|got (?:married|engaged|divorced|together))\b")


_EACH_OTHER = re.compile(r"\b(?:each other|one another)\b", re.I)


def plural_of_verb(verb: str) -> str:
    if verb in _PLURAL:
        return _PLURAL[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("shes", "ches", "xes", "zes", "sses")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith(("ss", "us", "is")):
        return verb[:-1]
    return verb


_PAST_OR_AUX = re.compile(r"(?:is|was|has|does|isn't|wasn't|hasn't|doesn't|[a-z]{2,}ed|went|made|took|"
                          r"got|had|ran|began|built|bought|brought|came|found|gave|grew|held|kept|"
                          r"left|lost|met|paid|sang|sold|spent|swam|taught|threw|told|won|wrote|"
                          r"drove|flew|rode|saw|sat|set|put|quit|cut|hit|(?:re|out|over)(?:built|grew|made|took|wrote|sold))$")


def with_companion(content: str, who: str) -> str | None:
    """"User hosted a dinner." + "my wife" → "User and their wife hosted a dinner."; a
    verb that would have to agree with two and is not known as a verb ("User walks …")
    keeps the user as the subject and the companion after it ("User walks the dog along
    the river with their brother."). None when the entry does not start with the user."""
    if not content.startswith("User ") or content.startswith("User's"):
        return None
    companion = re.sub(r"^(?:[Mm]y|[Oo]ur)\b", "their", who)
    companion = re.sub(r"^(Some|A|Two|Three|Four)\b", lambda m: m.group(1).lower(), companion)
    together = getattr(who, "together", "")
    words = content[len("User "):].split(" ")
    for i, word in enumerate(words):
        bare = word.rstrip(".!,")   # the entry's last word keeps its stop: "User divorced."
        if _ADVERB.match(bare):
            continue
        # a verb of two ("divorced", "met", "broke up") is said of both, never "with" one;
        # "both"/"all" says the verb is theirs together, whatever it is
        # learn54: an act done to "each other" is the pair's too ("My brother and I call each
        # other on Sundays": "User calls each other … with their brother" has one caller)
        if not (_PAST_OR_AUX.match(bare) or _RECIPROCAL.match(" ".join(words[i:])) or together
                or _EACH_OTHER.search(content)):
            if ": " in content:   # "… a shop with their wife: a small bakery" (review13 M4)
                head, named = content.split(": ", 1)
                return f"{head} with {companion}: {named}"
            return f"{content[:-1]} with {companion}{content[-1]}"
        words[i] = plural_of_verb(bare) + word[len(bare):]
        if together:
            words.insert(i, together)
        break
    # fixlearn15: a state joined by "and still" agreed with the user alone (writing._AND_STILL)
    # agrees with the two ("… met in 2010 and still laugh every day")
    rest = re.sub(r"\b(and still )([a-z]{3,})\b", lambda m: m[1] + plural_of_verb(m[2]), " ".join(words))
    return f"User and {companion} " + rest


# --- a relative's own pronoun -----------------------------------------------------------------
# "My son broke his arm", "My cousin got engaged to her boyfriend", "My parents sold their
# house": the pronoun is the subject's own, not a pointer at something the clause leaves
# unsaid, so the clause is not dropped as unresolved. The pronoun must agree with the
# relative (a son is "he", a wife "she", a cousin either, parents "they").
_HE = "son|brother|dad|father|husband|boyfriend|uncle|grandpa|grandfather|nephew|stepdad|stepson|fiancé"
_SHE = ("daughter|sister|mom|mum|mother|wife|girlfriend|aunt|grandma|grandmother|niece|stepmom|"
        "stepdaughter|fiancée")
_EITHER = ("cousin|friend|partner|boss|neighbou?r|roommate|coach|teacher|colleague|coworker|kid|child|"
           "baby|sibling|mentor|spouse|fiance|in-law")
_THEY = "kids|children|parents|grandparents|friends|siblings|twins|folks|family|cousins|neighbou?rs"
_OWNER = re.compile(r"^(?:my|our) (?:[\w'-]+ ){0,2}?(?:(?P<he>" + _HE + r")|(?P<she>" + _SHE
                    + r")|(?P<either>" + _EITHER + r")|(?P<they>" + _THEY + r"))\b", re.I)
_PRONOUNS = {"he": r"he|him|his|himself", "she": r"she|her|hers|herself",
             "either": r"he|him|his|himself|she|her|hers|herself",
             "they": r"they|them|their|theirs|themselves"}


def owners_pronouns_bound(clause: str) -> str:
    """``clause`` with the pronouns that stand for its own subject, a relative, written as
    a plain word ("My son broke X arm"); unchanged for any other subject."""
    owner = _OWNER.match(clause)
    if owner is None:
        return clause
    kind = next(k for k in ("he", "she", "either", "they") if owner[k])
    return clause[:owner.end()] + re.sub(r"\b(?:" + _PRONOUNS[kind] + r")\b", "X",
                                         clause[owner.end():], flags=re.I)


_RELATIVE_VERB = re.compile(r"^(?:(?:just|also|finally|recently|still|always|often|usually|now|even|"
                            r"actually|really) )*(?P<v>[a-z]+)\b", re.I)
_NOT_A_VERB_WORDS = """is was has does always perhaps plus this his hers its yes us as thus
always sometimes lots less unless across towards afterwards besides news series class glass
business process stress progress success"""
_NOT_A_VERB = frozenset(_NOT_A_VERB_WORDS.split())


def relative_acts(clause: str) -> bool:
    """"My wife teaches chemistry", "My grandfather built boats": a relative of the user
    as the subject, then a verb that agrees with one (or a past form); what the shape
    layer's list of a relative's verbs (``_MY_STATEMENT``) did not name."""
    owner = _OWNER.match(clause)
    if owner is None or owner["they"]:
        return False
    said = _RELATIVE_VERB.match(clause[owner.end():].lstrip())
    if said is None:
        return False
    verb = said["v"].lower()
    return verb not in _NOT_A_VERB and (verb in IRREGULAR_PAST or verb.endswith(("ed", "es"))
                                        or verb.endswith("s") and not verb.endswith(("ss", "us")))
