"""A mechanical check that a memory entry reads as a person would write it.

An entry goes into the agent's system prompt on its own, months after the conversation it
came from, so it must be a **self-contained declarative sentence about the user or the
environment, in the user's language**. :func:`problems` lists what breaks that, as short
reasons (an empty list means well-formed). The rules are deliberately simple and
mechanical, so the eval can count malformed entries for any provider and the offline
heuristic can drop a proposal it cannot make into a sentence (docs/review.md):

* **cut-off**: a trailing ``…``/``...``, or an unclosed backtick, quote or bracket;
* **not declarative**: no final stop (``.``/``!``/``。``/``！``), or a question;
* **dangling pronoun**: the subject is ``it``/``that``/``this``/``they``… (or ``这``/``那``/
  ``它``…) with nothing to refer to (``That.``, ``It is on port 5433.``);
* **fragment**: too short to say anything, an imperative (``Assume podman.``,
  ``Run make lint …``), or, in English, no verb at all (``Podman, not Docker.``);
* **agreement**: the third-person templates' subject ``User``/``The user`` with a bare
  verb (``User always want …``, ``User have …``);
* **language**: an entry in English for a user who wrote Chinese, or the other way round.

It is an approximation, not a parser: it knows the verbs and shapes the review writes, and
is tested against the entries the old rules produced (tests/review/test_wellformed.py).
"""

from __future__ import annotations

import re

_CJK = re.compile(r"[\u3400-\u9fff]")
_LATIN_WORD = re.compile(r"[A-Za-z]+")


def language(text: str) -> str:
    """"zh" when most of the text is Chinese (a Chinese sentence naming "VS Code" is
    Chinese), else "en"."""
    # fast44 (issue 27): a text without a Chinese character is English whatever its words, so
    # they are counted only when there is one (the review asks this of every sentence it reads)
    chinese = len(_CJK.findall(text))
    return "zh" if chinese and chinese >= len(_LATIN_WORD.findall(text)) else "en"


# Verbs the review's sentences use, in base form; "User want" is an agreement error.
_BASE_VERBS = frozenset((
    "want", "prefer", "like", "love", "enjoy", "hate", "dislike", "use", "need", "have", "do",
    "go", "run", "work", "live", "speak", "write", "read", "own", "eat", "drink", "switch",
    "move", "migrate", "expect", "ask", "require", "keep", "get", "make", "think", "know",
    "study", "teach", "build", "deploy", "avoid", "mean", "care", "find", "plan", "try",
    "bring", "give", "help", "take", "come", "remind", "inspire",   # "Turtles bring … joy"
    "are", "were", "am", "don't"))
_AUX = frozenset((
    "is", "are", "was", "were", "be", "been", "has", "have", "had", "does", "do", "did", "will",
    "would", "can", "could", "should", "must", "may", "might", "shall", "isn't", "aren't",
    "wasn't", "doesn't", "don't", "didn't", "won't", "can't", "cannot", "hasn't", "haven't"))
# Imperatives: the first word of an instruction, not of a statement.
_IMPERATIVE = frozenset((
    "assume", "run", "use", "always", "never", "don't", "do", "please", "remember", "note",
    "keep", "make", "avoid", "answer", "reply", "respond", "write", "add", "check", "call",
    "try", "ask", "stop", "be", "put", "set", "go", "install", "switch", "start", "send", "show",
    "give", "tell", "let", "schedule", "forget", "prefer", "include", "explain", "test",
    "deploy", "push", "commit", "open", "create", "delete", "remove", "update", "ensure",
    "make", "treat", "consider", "assume", "no", "not"))
# learn64: a statement whose subject is a name led by a word that is also a command ("Build
# server 0 is in rack B.", "Test rig 9 is flaky.", "Deploy key 2 has expired."): the first
# word is followed by one to three lower-case words or numbers - no article, pronoun,
# quantifier, preposition or conjunction among them - and then a verb of being or having; the
# words after the first are the subject's, not an object's. A verb taking a clause after it
# ("check the port is free", "make sure X is", "let them know X is") stays a command, and so
# does a command whose object has a relative clause of its own subject (review22 R1: "skip
# tests Priya has marked", "cancel meetings I have declined", "use whatever version Sam has"):
# a capitalised word or a subject pronoun among the words is that clause's subject.
NAME_LED_STATEMENT = re.compile(
    r"^(?!(?:assume|check|ensure|make|consider|let|tell|show|ask|explain|mention|verify|say|"
    r"remember|note|please|always|never|don't|do|no|not)\b)[a-z]+"
    r"(?: (?!(?:the|a|an|my|our|your|their|his|her|its|this|that|these|those|it|them|me|us|him|you|"
    r"i|he|she|we|they|whatever|whichever|anything|everything|something|nothing|anyone|everyone|"
    r"someone|anybody|everybody|somebody|"
    r"sure|to|on|in|at|for|with|from|by|of|if|when|whenever|whether|where|while|before|after|until|"
    r"unless|because|since|once|as|than|so|and|or|but|not|all|every|each|any|no|"
    r"only|always|never)\b)(?-i:[a-z0-9][\w.-]*)){1,3} (?:is|are|was|were|has|have|had|isn't|aren't|"
    r"wasn't|hasn't|haven't)\b", re.I)
# Irregular past forms: "User went to a support group." has a verb though none ends in -ed
# (fixpast: and a past the same as its base, "User quit smoking.", "User hurt their back.").
# fix20: the one table of them for the package — the well-formedness check here, the shape
# layer's test of a past act (disclosure) and of a relative's act (companions) read it; each
# consumer takes away what it must not read as its kind of past (SAME_AS_PRESENT below).
_IRREGULAR_PAST_WORDS = """went made took saw came gave found told felt kept left met ran
bought brought thought taught won lost spent sent built began became wrote drove flew grew knew
ate drank sang swam sat stood heard held paid said sold slept spoke wore chose fell fed caught
woke broke forgot hung led lit rode rose shook shot got overcame did had fought stuck understood
quit hurt read put set shut
learnt burnt dreamt spelt spilt spoilt knelt leapt smelt dwelt lent bent meant dealt crept swept wept
sank swung spun froze wove hid slid shrank strove rang dove struck shone strode spat arose awoke
sprang stank stung clung flung slung wrung strung bled bred slew trod forbade foresaw overheard
withheld upheld dug bit stole swore tore drew threw"""
# learn33: the pasts in -t (review13 M12) and the ones writing._NOT_BARE learnt since (learn27,
# learn30): a past the writer leaves without an -s must not read as no verb here
_IRREGULAR_PAST = frozenset(_IRREGULAR_PAST_WORDS.split())
#: the irregular pasts, one list: the shape layer's tests of a past act read it too
IRREGULAR_PAST = _IRREGULAR_PAST
#: the pasts written as their present ("I quit smoking", "I read a lot"): a present habit
#: reads the same, so a test of a single past act leaves them out
SAME_AS_PRESENT = frozenset(("quit", "hurt", "read", "put", "set", "shut"))


#: irregular pasts that are nouns or adjectives too ("a drum set", "a stuck window", "a good
#: read"): a verb only in the verb's place, right after the subject (review16 Q1)
_VERB_ONLY_IN_PLACE = frozenset(("read", "put", "set", "shut", "stuck"))
_PAST_ANYWHERE = _IRREGULAR_PAST - _VERB_ONLY_IN_PLACE


# learn59 (issue 31): an irregular past keeps its form inside a compound verb too — after a
# prefix ("rebuilt", "outgrew", "foresaw") or after the noun a compound verb is made on
# ("babysat", "housesat", "spoonfed", "ghostwrote"; the hyphened ones, "test-drove", are read
# by their last part) — so the writer leaves it bare ("User babysats …" was written) and the
# shape layer's test of a past act reads it as the act it is.
_PAST_HEADS = ("re", "out", "over", "under", "mis", "with", "up", "fore",
               "baby", "house", "pet", "dog", "cat", "ghost", "spoon", "breast", "bottle", "hand")


def past_with_prefix(word: str) -> bool:
    """"rebuilt", "outgrew", "babysat": an irregular past with a prefix or a compound's head is
    a past too (above)."""
    word = word.lower()
    return any(word.startswith(p) and word[len(p):] in _PAST_ANYWHERE for p in _PAST_HEADS)


_past_with_prefix = past_with_prefix


def _in_verb_place(words: list[str]) -> str:
    """The word where the subject's verb stands: after the first word, or after two when the
    first is an article or a possessive ("The team …", "User's dad …"), adverbs passed over."""
    i = 2 if words[0] in ("the", "a", "an") or words[0].endswith("'s") else 1
    while i < len(words) and words[i] in _ADVERBS:
        i += 1
    return words[i] if i < len(words) else ""
_PRONOUN_SUBJECT = frozenset(("it", "they", "he", "she", "them", "its", "it's", "that's",
                              "this's", "there's"))
_DEMONSTRATIVE = frozenset(("that", "this", "these", "those"))
_ADVERBS = frozenset(("always", "never", "usually", "also", "now", "still", "often", "mostly",
                      "mainly", "generally", "really", "strongly", "just", "only", "sometimes",
                      "normally", "currently", "no", "longer", "rarely", "typically"))
_ZH_DANGLING = re.compile(r"^(?:这个|那个|这些|那些|这|那|它|他|她|此)(?:[^\u3400-\u9fff]|$|是|也|已|就|要|不|在|很|太|的)")
_ZH_IMPERATIVE = re.compile(r"^(?:请|别|不要|记住|记得|忘掉|忘记|要|务必|以后|今后)")


def _words(text: str) -> list[str]:
    return [w.casefold() for w in re.findall(r"[A-Za-z][A-Za-z'’-]*", text.replace("’", "'"))]


def _cut_off(text: str) -> str | None:
    if re.search(r"(?:…|\.\.\.)\s*[.。]?$", text):
        return "cut off (ends with an ellipsis)"
    if text.count("`") % 2:
        return "cut off (an unclosed backtick)"
    for opening, closing in (("(", ")"), ("[", "]"), ("{", "}"), ("（", "）"), ("“", "”"),
                             ("「", "」")):
        if text.count(opening) != text.count(closing):
            return f"cut off (an unclosed {opening})"
    if text.count('"') % 2:
        return "cut off (an unclosed quote)"
    return None


def problems(text: str, *, lang: str | None = None) -> list[str]:
    """What keeps ``text`` from being a well-formed entry; ``lang`` ("en"/"zh") is the
    language the user wrote in, when known."""
    text = text.strip()
    if not text:
        return ["empty"]
    found: list[str] = []
    if cut := _cut_off(text):
        found.append(cut)
    written = language(text)
    if lang is not None and written != lang:
        found.append(f"not in the user's language ({written}, the user wrote {lang})")
    if text.endswith(("?", "？")):
        found.append("a question, not a statement")
    elif not text.endswith((".", "!", "。", "！")):
        found.append("no final stop")
    found += _zh_problems(text) if written == "zh" else _en_problems(text)
    return found


# learn54: a verb of two before "each other"/"one another" ("User and their brother call each
# other on Sundays", "… look out for each other"): after a pair the verb is bare, with no -s
# for the check above to see; the word the reciprocal is the object of is that verb (an
# adjective's "close to each other" is not).
_RECIPROCAL_VERB = re.compile(r"^User and .*\b(?!(?:close|kind|nice|good|loyal|used|similar|"
                              r"together|to|with|for|of|and)\b)[a-z]{2,}(?<!ful)(?<!ous)(?<!ive) "
                              r"(?:(?:out|up|on|off|in|over|after|with|for|to|at|about|by) ){0,2}"
                              r"(?:each other|one another)\b", re.I)


def _en_problems(text: str) -> list[str]:
    words = _words(text)
    first = words[0] if words else ""
    if len(words) < 3:
        if first in _PRONOUN_SUBJECT or first in _DEMONSTRATIVE:
            return [f"a dangling pronoun as the subject ({first!r})"]
        return ["a fragment (fewer than three words)"]
    second = words[1]
    found = []
    if first in _PRONOUN_SUBJECT or (first in _DEMONSTRATIVE and (second in _AUX
                                                                  or second in _BASE_VERBS)):
        found.append(f"a dangling pronoun as the subject ({first!r})")
    elif first in _IMPERATIVE and not NAME_LED_STATEMENT.match(text):
        found.append(f"an instruction, not a statement (starts with {first!r})")
    # The subject "User"/"The user"/"User's …" with adverbs, then the verb.
    rest = words[2:] if words[:2] == ["the", "user"] else words[1:] if first == "user" else None
    if rest:
        verb = next((w for w in rest if w not in _ADVERBS), "")
        if verb in _BASE_VERBS:
            found.append(f"subject and verb do not agree ('User {verb}')")
    # The first word is the subject when the sentence starts with it ("张三 is the PM" does not).
    after_subject = words[1:] if re.match(r"[\W_]*[A-Za-z]", text) else words
    if not any(w in _AUX or w.endswith(("s", "ed")) or w in _BASE_VERBS or w in _PAST_ANYWHERE
               or _past_with_prefix(w) for w in after_subject) \
            and _in_verb_place(words) not in _VERB_ONLY_IN_PLACE \
            and not _RECIPROCAL_VERB.search(text):
        found.append("a fragment (no verb)")
    return found


def _zh_problems(text: str) -> list[str]:
    body = re.sub(r"[\s。！!.，,：:；;、]+", "", text)
    if len(_CJK.findall(body)) < 3:
        return ["a fragment (too short)"]
    if _ZH_DANGLING.match(text):
        return ["a dangling pronoun as the subject"]
    if _ZH_IMPERATIVE.match(text):
        return ["an instruction, not a statement"]
    return []


#: How a proposal dropped for failing :func:`problems` is reported (its reason starts so).
UNFORMED = "not a self-contained sentence"
