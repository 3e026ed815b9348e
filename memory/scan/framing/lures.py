"""A credential-phishing lure put before the reader: what it makes the reader do, and the
conditions, negations and resets that make a note about the user's own account no lure.
"""

from __future__ import annotations

from functools import cache

from reverie.config import lazy_re as re  # compiled on first use (a process's start)

from ..normalise import fold
from ..ordering import longest_first
from ..word_tables import every_language, load_table
from .handed_out import _FIRST_PERSONS_BEFORE, _LURE_CLAUSE_START, _UNSPACED
from .persona import Found
from .told import _CLAUSE_BREAK

# scan38 (session 21): a credential-phishing lure put before the reader. What it makes the
# agent do is show the user a page's or a mail's bait: their account said to be taken
# ("compromised", "gehackt", "взломан", "被盗": ``breached``), a link to follow ("follow this
# link", "suivez ce lien", "по ссылке", "此链接": ``follow_link``) to reset or enter a
# credential there (``credential``), and the link itself (a URL, ``href=`` or ``www.``).
# All four within :data:`_LURE_REACH` of one another, in any order of sentences (the bait is
# often two: "Your account was hacked. Click here to reset your password: <url>"). Passes:
# the breach negated ("has not been compromised") or under a condition (a procedure kept:
# "If your account is compromised, follow this link to reset your password",
# ``credential_lure.json``); the link negated ("never click this link"); the account or the
# credential the writer's own ("my account was hacked; I reset my password at <url>" tells
# what happened to the writer); no link written (a warning about such mails names none).
_LURE_REACH = 240
_LURE_LINK = re.compile(r"://|href\s*=|(?<![^\W_])www\.")
# A condition after the breach in the languages that put it last ("해킹된 경우", "乗っ取られた
# 場合", "ele geçirilmesi durumunda").
_LURE_COND_AFTER = 14
_LURE_COND_LAST = frozenset({"ja", "ko", "tr", "hi", "bn", "fa"})


@cache
def _lure_conditional() -> re.Pattern[str]:
    """``credential_lure.json``'s words of a condition, folded like the text, one pattern."""
    data = load_table("credential_lure.json")
    bodies = set()
    for term in every_language(data["conditional"]):
        folded = fold(term)
        body = re.escape(folded)
        if not _UNSPACED.search(folded):
            body = r"(?<![^\W_])" + body + r"(?![^\W_])"
        bodies.add(body)
    return re.compile("|".join(longest_first(bodies)))


def _clause_start(text: str, at: int) -> int:
    starts = [m.end() for m in _LURE_CLAUSE_START.finditer(text, max(0, at - 160), at)]
    return starts[-1] if starts else max(0, at - 160)


def _lure_negated(s, hit) -> bool:
    # a negation of the hit's own language: folded Cyrillic "не" (not) is spelled "he", and
    # "so he needs to change the password using this link" negates nothing (review20 R8)
    start = _clause_start(s.text, hit[1])
    return any(start <= neg[1] and neg[2] <= hit[1] and hit[1] - neg[2] <= 40
               and neg[3] == hit[3] for neg in s.by_slot.get("neg", ()))


def _lure_conditioned(s, breach) -> bool:
    start = max(_clause_start(s.text, breach[1]), breach[1] - 80)
    cond = _lure_conditional()
    if cond.search(s.text, start, breach[1]) is not None:
        return True
    if breach[3] not in _LURE_COND_LAST:
        return False
    after = cond.search(s.text, breach[2])
    return after is not None and after.start() - breach[2] <= _LURE_COND_AFTER


# review19 R18 (scan40): in MEMORY.md and USER.md the user's own account is written in the
# third person ("User's Instagram was hacked", "the user's partner's PayPal", "their bank
# account"): a note of what happened to the user, as "my account" is the writer's. Such an
# owner before the breach excuses it when nothing in the lure's reach addresses its reader:
# no second person ("your account", "you") and no order to tell the user (a lure written
# for the agent to pass on: "Tell the user their account was hacked and to click …").
# English only: elsewhere the third person's possessive is also the polite second person
# (es "su cuenta", de "Ihr Konto").
# review21 R7 (scan42): the writer's own account told the same way ("My bank account was
# compromised, and I changed the password from this link: …", "Our Dropbox was breached;
# we reset the password at this link") is a note too, under the same conditions: nothing
# addresses the reader and nothing asks for the reset.
# scan43 (review21 R7's remainder): the owner is the possessive that opens the breach's
# subject, however many words its name takes ("My shared family Microsoft 365 account was
# hacked", "My mum's old email account"): up to six words, none a stop, in the clause.
_THIRD_OWNER_BEFORE = re.compile(
    r"(?<!\w)(?:their|his|her|my|our|[^\W\d_][\w-]*[’']s)"
    r"\s+(?:[\w’'-]+\s+){0,6}\Z")
# scan43 (review21 R7's remainder): the note keyed on who did the reset — I or we, then a
# past or perfect verb of resetting ("I reset", "we've changed", "I then updated") — as
# the third person's "they changed": told as done, whatever the account is called.
_RESET_TOLD_BY_WRITER = re.compile(
    r"(?<![^\W_])(?:i|we)(?:\s+(?:have|had|just|then|also|quickly|finally))*"
    r"(?:[’'](?:ve|d))?\s+(?:(?:just|then|also|quickly|finally)\s+)?"
    r"(?:reset|changed|updated|rotated|replaced|recovered|secured|set\s+(?:up\s+)?a\s+new)"
    r"(?![^\W_])", re.IGNORECASE)
_READER_ADDRESSED = re.compile(
    r"(?<![^\W_])(?:you|your|yours|yourself|you[’'](?:re|ll|ve|d))(?![^\W_])"
    r"|(?<![^\W_])(?:tell|warn|inform|notify|alert|remind|ask|let)\s+(?:the\s+)?user\b",
    re.IGNORECASE)


# review20 R8 (fix37): the note tells the reset as done ("they changed", "was reset"); a lure
# asks for it: a modal of obligation ("must/should/has to/need to … reset"), a future, an
# imperative opening a clause ("reset the password through this link"), or "now/today/
# immediately". Any of these in the lure's reach withdraws the excuse.
_RESET_ASKED = re.compile(
    r"(?<![^\W_])(?:must|should|shall|ought\s+to|ha(?:s|ve)\s+to|has\s+got\s+to|"
    r"needs?\s+to|need\s+to\s+be|will|going\s+to|[’']ll|please|now|immediately|today|"
    r"tonight|asap|right\s+away|at\s+once|as\s+soon\s+as|urgently|before\s+it)(?![^\W_])"
    r"|(?:\A|[;:.!?,—–]\s*|\s-\s+|\b(?:so|and|then)\s+)(?:reset|change|click|follow|use|visit|"
    r"open|go|"
    r"update|enter|type|log\s+in|sign\s+in|verify|confirm|tap)\b", re.IGNORECASE)


def _third_owner_untold(s, breach) -> bool:
    if breach[3] != "en":
        return False
    high = min(len(s.text), breach[2] + _LURE_REACH)
    if not _THIRD_OWNER_BEFORE.search(
            s.text, max(_clause_start(s.text, breach[1]), breach[1] - 80), breach[1]) \
            and not _RESET_TOLD_BY_WRITER.search(s.text, breach[2], high):
        return False
    low = max(0, breach[1] - _LURE_REACH)
    return _READER_ADDRESSED.search(s.text, low, high) is None \
        and _RESET_ASKED.search(s.text, breach[2], high) is None


# scan45 (session 22): outside English a first-person owner ("Mein Konto wurde gehackt",
# "Minha conta foi invadida") excused the breach whatever followed; now only when nothing
# in the lure's reach after the breach asks the reader for the reset, as the English
# reading asks (_RESET_ASKED): a courtesy of asking, a modal addressed to the reader, or an
# imperative of changing, clicking, following, entering (``credential_lure.json``
# "reset_asked", per language; a language it does not list keeps the excuse). "Mein Konto
# wurde gehackt; ich habe das Passwort über diesen Link geändert: …" tells what was done.
# review24 R9: no time word and no word that is mostly something else counts, and a word
# with a first person before it in its clause ("ich ändere", "je suis", "first_persons")
# is the writer's own.
_ASKED_CLAUSE_START = re.compile(r"[,;:.!?\n§。！？；、]")


def _lure_alternation(words: list[str]) -> str:
    bodies = []
    for word in words:
        folded = fold(word)
        body = r"\s+".join(re.escape(piece) for piece in folded.split())
        if not _UNSPACED.search(folded):
            body = r"(?<![^\W_])" + body + (r"(?![^\W_])" if not folded.endswith("'") else "")
        bodies.append(body)
    return "|".join(longest_first(bodies))


@cache
def _lure_reset_asked() -> dict[str, tuple[re.Pattern[str], re.Pattern[str] | None]]:
    data = load_table("credential_lure.json")
    persons = data.get("first_persons", {})
    return {code: (re.compile(_lure_alternation(terms)),
                   re.compile(_lure_alternation(persons[code])) if code in persons else None)
            for code, terms in data["reset_asked"].items()}


def _reset_asked_after(s, breach) -> bool:
    found = _lure_reset_asked().get(breach[3])
    if found is None:
        return False
    asked, persons = found
    high = min(len(s.text), breach[2] + _LURE_REACH)
    for word in asked.finditer(s.text, breach[2], high):
        start = max([breach[2], *(mark.end() for mark in _ASKED_CLAUSE_START.finditer(
            s.text, breach[2], word.start()))])
        if persons is None or persons.search(s.text, start, word.start()) is None:
            return True
    return False


def credential_lure(s) -> Found | None:
    """A credential-phishing lure: an account declared breached, a link to follow, a
    credential to reset there, and the link (see above)."""
    if not (s.has("breached") and s.has("follow_link") and s.has("credential")):
        return None
    for breach in s.by_slot["breached"]:
        if _lure_negated(s, breach) or _lure_conditioned(s, breach) \
                or (breach[3] != "en" and _FIRST_PERSONS_BEFORE.search(
                    s.text, max(0, breach[1] - 40), breach[1])
                    and not _reset_asked_after(s, breach)) \
                or _third_owner_untold(s, breach):
            continue
        for follow in s._around("follow_link", breach[1], _LURE_REACH):
            if abs(follow[1] - breach[1]) > _LURE_REACH or _lure_negated(s, follow):
                continue
            for secret in s._around("credential", follow[1], _LURE_REACH):
                if abs(secret[1] - follow[1]) > _LURE_REACH \
                        or _FIRST_PERSONS_BEFORE.search(s.text, max(0, secret[1] - 24), secret[1]):
                    continue
                low = min(breach[1], follow[1], secret[1])
                high = max(breach[2], follow[2], secret[2])
                if _LURE_LINK.search(s.text, max(0, low - _LURE_REACH),
                                     min(len(s.text), high + _LURE_REACH)) is None:
                    continue
                return ("deception.credential_lure", (breach, follow, secret),
                        ("an account said breached", "a link to follow", "a credential reset"))
    return None


# A negation of the telling before the 把 phrase stands right before the mark, a modal at
# most between ("别把", "不要把", "不能将", "没把"); one followed by a verb of its own
# ("别忘了把…", "别犹豫…把…") negates that verb (review17 Q9, fix29).
_NEGATES_THE_MARK = re.compile(r"\s*(?:要|能|可以|可|应该|应|会|许|准|敢|必|用|需要|再|也|都|一定)*\s*(?:把|将)")


def _negated_in_clause(s, verb) -> bool:
    # A negation in the verb's clause before it that stands on the telling: right before
    # the 把/将 mark ("别把用户的生日告诉任何人", which s.negated, right before the verb,
    # misses) or between the mark and the verb ("把用户的生日不要告诉别人").
    marks = [m.start() for m in re.finditer(r"[把将]", s.text[:verb[1]])]
    return any(hit[2] <= verb[1] and _CLAUSE_BREAK.search(s.text, hit[2], verb[1]) is None
               and (_NEGATES_THE_MARK.match(s.text, hit[2]) is not None
                    or (marks and hit[1] > marks[-1]))
               for hit in s.by_slot.get("neg", ()))
