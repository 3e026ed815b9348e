"""What a model's proposal must respect beyond the shape (issue 31 item 3).

A real small model (Qwen2.5-Coder-1.5B on LoCoMo) wrote entries in the first person,
pasted chat lines, cited the other speaker's turns as evidence for the user's facts, and
copied the prompt's own example ("works at Initech") into a user's memory. The prompt asks
for none of that; these checks make sure none of it is staged, whatever the model wrote.
The offline heuristic writes its entries from the user's words by rule and is not held to
them (``review.validate`` calls these only when it has the chunk's messages for a model).

Each check returns why the proposal is dropped, or None. All of them read plain text:

- :func:`voice`: an entry is a third-person fact. First person anywhere ("I", "my", "我";
  in a USER.md entry also "we", "our", "我们") is the user's voice, not a note about them
  (the agent's notes may keep a team's "we": "我们的 CI 跑在 GitHub Actions 上"); a USER.md
  fact starts with its subject:
  "User"/"The user"/"用户", or a name (which :func:`unnamed` then checks).
- :func:`unnamed`: every name in the entry (a capitalised word past a sentence's opening
  one, which is a name only in a USER.md entry, and "iPhone", "M2") appears in
  what it may rest on — the user's messages and the live entries for a fact about the user,
  any message of the chunk and the live entries for the agent's notes. A name from nowhere
  is invented or copied from the prompt's instructions.
- :func:`copied`: an entry holding a long run of a message's words is that message pasted
  in. A dictated fact ("remember that the deploy uses Argo Rollouts") may be kept as said,
  unless the run is in a person's voice or, for a fact about the user, is the other
  speaker's words.
- :func:`held`: an add whose content words all sit, pair by pair, in one live entry says
  nothing new ("User works at SAP." beside "User lives in Berlin and works at SAP."); the
  one comparison, also of an add with the same answer's earlier adds.
- :func:`users_evidence`: a fact about the user rests on the user's messages; ids of the
  assistant's (or a tool's) messages are taken out of its evidence, and a fact left with
  none is dropped.

Before them, :func:`voiced` repairs one shape instead of dropping it: "User" and then the
user's own first-person line ("User I started a pottery class and I love it"), rewritten
in the third person by the offline heuristic's writer when every first-person sentence is
a simple "I/My …" clause copied word for word from one of the user's messages.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

from .stems import strip_ending

#: First person singular, the user's voice. "I" and "me" only as written (not "ME").
_FIRST_PERSON = re.compile(
    r"(?:\b(?:I|I'm|I've|I'd|I'll|me)\b|\b(?i:my|mine|myself|i['’]m|i['’]ve)\b|我(?!们))")
#: First person plural: the team's voice, which the agent's notes may keep ("我们的 CI 跑在
#: GitHub Actions 上", as the offline reviewer writes them), but not a fact about the user.
#: "us" only as written (not "US").
_WE = re.compile(r"(?:\bus\b|\b(?i:we|we're|we've|we'll|our|ours|ourselves)\b|我们)")
#: A USER.md entry starts with who it is about; a pronoun leaves it to the reader.
_USER_SUBJECT = re.compile(r"^\s*(?:(?:the\s+)?user\b|用户)", re.I)
_PRONOUN_SUBJECT = re.compile(r"^\s*(?:he|she|they|his|her|their|it|its|this|that|you|your)\b",
                              re.I)
#: Chinese pronoun subjects (he, she, it, they, you).
_PRONOUN_SUBJECT_ZH = re.compile(r"^\s*(?:他|她|它|你|您)")
_SENTENCE = re.compile(r"(?<=[.!?;:])\s+|\n")
_WORD = re.compile(r"[A-Za-z][\w'’.+#-]*[\w+#]|[A-Za-z]")
#: Capitalised only because it opens a sentence, or a date: not a name to look for.
_NOT_NAMES_TEXT = """
user i the a an this that these those he she they his her their it its in on at for with when
if after before since during both each every all some most and but or also always never not
no now once sometimes usually often prefers likes uses works lives wants has is was
monday tuesday wednesday thursday friday saturday sunday january february march april may
june july august september october november december
"""
_NOT_NAMES = frozenset(_NOT_NAMES_TEXT.split())
#: Words of a person speaking (first or second person): a copied span holding one is a chat
#: line, where a dictated fact ("the deploy pipeline uses Argo") may be kept as said.
_PERSONAL = re.compile(r"\b(?:i|i'm|i've|my|me|we|our|us|you|your)\b", re.I)
#: A run of this many of a message's words in an entry is the message pasted in.
COPIED_WORDS = 8
#: Left out when comparing an add with a live entry; "to", "from", "at", "in", "not" and
#: "no" stay: "moved to Berlin" is not said by "moved from Berlin to Munich".
_FUNCTION_TEXT = """
a an the is are was were be been being and or but so of on for with by as that this these
those it its user user's users has have had also currently still now very just really
"""
_FUNCTION = frozenset(_FUNCTION_TEXT.split())


def voice(content: str, target: str) -> str | None:
    if _FIRST_PERSON.search(content) or (target == "user" and _WE.search(content)):
        return "an entry is a third-person fact (\"User …\"), not the user's words"
    if target == "user" and not _USER_SUBJECT.match(content) and not _named_subject(content):
        return ("a fact about the user starts with \"User\" (\"用户\") or the name of "
                    "the person it is about")
    return None


def _named_subject(content: str) -> bool:
    """The entry opens with a name: a capitalised word that is no pronoun, or Chinese
    text that does not open with one (Chinese has no capitals; the name check reads it)."""
    text = content.lstrip()
    if not text or _PRONOUN_SUBJECT.match(text) or _PRONOUN_SUBJECT_ZH.match(text):
        return False
    first = text[0]
    if first.isascii():
        return first.isupper()
    return first.isalpha()


def names(content: str, *, opening_is_a_name: bool = False) -> list[str]:
    """The words of ``content`` that name something (lower-cased): capitalised past a
    sentence's first word, or with a capital or digit inside ("iPhone", "M2"). A
    sentence's first word is capitalised anyway ("Database is Postgres 16."), so it counts
    only when ``opening_is_a_name``: a USER.md entry opens with "User" or a name
    (:func:`voice`)."""
    found = []
    for number, sentence in enumerate(_SENTENCE.split(content)):
        for index, match in enumerate(_WORD.finditer(sentence)):
            word = re.sub(r"['’]s$", "", match.group())
            lower = word.lower()
            inner = any(c.isupper() for c in word[1:]) or (
                word[0].isupper() and any(c.isdigit() for c in word))
            if lower in _NOT_NAMES or not (word[0].isupper() or inner):
                continue
            if index == 0 and not inner and not (opening_is_a_name and number == 0):
                continue
            found.append(lower)
    return found


def unnamed(content: str, sources: Iterable[str], target: str,
            called: Iterable[str] = ()) -> str | None:
    """Why the entry is dropped for a name nothing it rests on names, or None. ``called``:
    the names the assistant addresses the user by (:func:`addressed`), which may name a
    USER.md fact's opening subject (the user's own name) and nothing else in it."""
    corpus = " ".join(sources).lower()
    subject = _opening_name(content) if target == "user" else None
    excused = {subject} & {n.lower() for n in called}
    missing = [n for n in dict.fromkeys(names(content, opening_is_a_name=target == "user"))
               if n not in corpus and n not in excused]
    if missing:
        return (f"names {', '.join(repr(n) for n in missing[:3])}, which nothing it rests on "
                "names (invented, or copied from the instructions)")
    return None


def _opening_name(content: str) -> str | None:
    """The entry's first word, lower-cased and without a possessive ("Sam's" -> "sam")."""
    match = _WORD.match(content.lstrip())
    return re.sub(r"['’]s$", "", match.group()).lower() if match else None


#: Greeting and thanks words a name follows when someone is addressed ("Hey Sam",
#: "Thanks, Sam"). Either case: a name is capitalised, "hey" and "thanks" may not be.
_GREETING = (r"(?i:hey|hi|hello|hiya|thanks|thank you|bye|goodbye|congrats|congratulations|"
             r"good morning|good evening|welcome|dear|sorry)")
_NAME = r"([A-Z][a-z]+)"
#: "Hey Sam!", "Thanks, Sam." — the name ends the greeting: a sentence end, a comma or the
#: end of the message follows, not another capitalised word ("Hello World Inc").
_AFTER_GREETING = re.compile(rf"\b{_GREETING},?\s+{_NAME}(?=\s*(?:[,!?.]|$))")
#: A vocative opening the message: "Sam, that's great." The next word is lower-case (or
#: "I"), so "Initech, Evilcorp and Hooli are hiring" opens no address.
_OPENING = re.compile(rf"^\s*{_NAME},\s+(?=[a-z]|I\b|I['’])")
#: A vocative closing the message and its sentence: "Congrats on the move, Sam!"
_CLOSING = re.compile(rf",\s*{_NAME}\s*([!?.])[!?.\s]*$")
#: Words that open a sentence with a comma without naming anyone ("Wow, …", "Sure, …").
_INTERJECTIONS_TEXT = """
wow yeah yes yep no nope oh ooh ah aw aww well sure okay ok alright great nice cool awesome
so hmm haha lol omg gosh right indeed honestly also however first then anyway besides fine
perfect good absolutely totally definitely exactly agreed understood noted sounds hey hi
hello thanks sorry please actually really seriously wait look listen nah oops whoa woah
ha hah yup yea mm mmm ugh dang ouch oof woohoo yay later lately hopefully luckily sadly
"""
_INTERJECTIONS = frozenset(_INTERJECTIONS_TEXT.split())


def addressed(assistant: Iterable[str]) -> list[str]:
    """The names the assistant addresses the user by, read only from the assistant's own
    messages (never a tool's result or a system message) and only where a name addresses
    someone: after a greeting or a thanks ("Hey Sam!", "Thanks, Sam."), or a vocative set
    off by a comma at the very start of a message ("Sam, that's great.") or closing its
    last sentence ("Congrats, Sam!"). A name only mentioned ("Audubon", "Neovim") is no
    address, nor the last item of a list ("I use vim, Neovim.", "Initech, Evilcorp.").

    The user's own name is said by the person they talk to, rarely by the user: a real
    small model wrote facts opening with the name the other speaker greets the user by,
    and the name check dropped them as invented. :func:`unnamed` accepts such a name only
    as the opening subject of a USER.md fact, never elsewhere in it."""
    found = []
    for text in assistant:
        candidates = [m.group(1) for m in _AFTER_GREETING.finditer(text)]
        first_sentence = _SENTENCE.split(text.strip(), maxsplit=1)[0]
        if (opening := _OPENING.match(text)) and not _LIST_JOINER.search(
                first_sentence[opening.end():]):
            candidates.append(opening.group(1))
        if closing := _CLOSING.search(text):
            sentence = _SENTENCE.split(text[:closing.start()])[-1]
            # "Wow, congrats on the move, Sam!": an opening interjection is no list item.
            if (head := re.match(r"\s*(\w+),\s*", sentence)) and \
                    head.group(1).lower() in _INTERJECTIONS:
                sentence = sentence[head.end():]
            # A list's last item ends its sentence with a full stop: only an exclamation or
            # a question closes on a vocative, or a full stop after a sentence that opens
            # with a greeting or a thanks ("Thanks for the tip, Sam.").
            is_a_list = (not sentence.strip() or _LIST_JOINER.search(sentence)
                         or _LAST_ITEM_BEFORE.search(sentence))
            ends = closing.group(2) in "!?" or re.match(rf"\s*{_GREETING}\b", sentence)
            if ends and not is_a_list:
                candidates.append(closing.group(1))
        found += [n for n in candidates
                  if n.lower() not in _NOT_NAMES and n.lower() not in _INTERJECTIONS]
    return found


#: Marks of a list in the words before a vocative: another comma, a colon, a semicolon,
#: or "and"/"or" ("vim, emacs, Neovim!", "Top employers: Initech, Evilcorp!").
_LIST_JOINER = re.compile(r"[,:;]|\b(?:and|or)\b")
#: A capitalised word just before the comma: "Initech, Evilcorp!" lists names.
_LAST_ITEM_BEFORE = re.compile(r"\b[A-Z][\w'’-]*\s*$")


def word_list(text: str) -> list[str]:
    return [t.strip(".,:;!?'\"()[]{}’").lower() for t in text.split() if t.strip(".,:;!?'\"()[]{}’")]


def longest_run(entry: Sequence[str], message: Sequence[str]) -> int:
    """Length of the longest run of consecutive words the two share."""
    best, previous = 0, [0] * (len(message) + 1)
    for a in entry:
        current = [0] * (len(message) + 1)
        for j, b in enumerate(message, 1):
            if a == b:
                current[j] = previous[j - 1] + 1
                best = max(best, current[j])
        previous = current
    return best


def copied(content: str, said: Mapping[int, str], heard: Mapping[int, str],
           target: str) -> str | None:
    entry = word_list(content)
    if len(entry) < COPIED_WORDS:
        return None
    need = max(COPIED_WORDS, (4 * len(entry) + 4) // 5)   # most of the entry is the run
    checks = []
    if target == "user":
        checks.append((heard, "copies the other speaker's words; a fact about the user is "
                              "written from the user's own messages"))
    if _PERSONAL.search(content):
        checks.append((said, "copies a message word for word; an entry is a short fact "
                             "written in the reviewer's words"))
    for texts, reason in checks:
        for text in texts.values():
            words = word_list(text)
            # Cheap first: a run of `need` words needs `need` of the entry's words in the
            # message (a chunk holds up to 40,000 characters; the run is quadratic).
            present = set(words)
            if sum(w in present for w in entry) >= need and longest_run(entry, words) >= need:
                return reason
    return None


#: The grammar's opening subject with the user's line pasted right after it: "User I
#: started …", "User: I have …", "User - My sister …".
_PASTED_OPENING = re.compile(r"^\s*(?i:(?:the\s+)?user)\b\s*[:,\-–—]?\s*(?=I\b|I['’]|[Mm]y\b)")
#: A simple first-person clause opens with its subject: "I …", "I'm …", "My sister …".
_FIRST_PERSON_SUBJECT = re.compile(r"^(?:I\b|I['’](?:m|ve|d|ll)\b|[Mm]y\b)")
#: The person spoken to, or a "we": the heuristic's writer makes them "the assistant" and
#: "the team", which in a chat between two people is the friend and nobody — never a fact.
_SPOKEN_TO = re.compile(r"\b(?i:you|you're|you've|you'll|you'd|your|yours|yourself)\b")
_SENTENCE_STOP = re.compile(r"(?<=[.!?])\s+")


def voiced(content: str, said: Mapping[int, str]) -> tuple[str, tuple[int, ...]] | None:
    """A fact about the user the model wrote as "User" and then the user's own line ("User
    I started a pottery class and I love it"), in the third person ("User started a pottery
    class and loves it."), with the user's messages the line was copied from; None when it
    is not that, or not safely rewritable (then :func:`voice` drops it, as before).

    Qwen2.5-1.5B's grammar makes a user fact open with "User", and the model often pastes
    the user's message after it. Each sentence of such an entry is either kept as written
    (third person, no one spoken to, no question) or rewritten by the offline heuristic's
    own writer (:func:`review.providers.heuristic.writing.third_person`) — and only a
    simple clause: it opens with "I"/"My", asks nothing, speaks to no one, and its words
    are a run of one of the user's own messages, word for word. One sentence that is
    neither and nothing is kept: the rest of a pasted line may be what qualifies or denies
    its first sentence ("… I didn't go in the end"), so no part of it is cut away. The
    rewritten entry is then checked (and scanned) as any other entry."""
    if not _FIRST_PERSON.search(content) or not _USER_SUBJECT.match(content):
        return None
    # Imported here: the heuristic's package imports review.validate, which imports this.
    from .providers.heuristic.writing import finish, third_person

    body = _PASTED_OPENING.sub("", content, count=1).strip()
    sources: list[int] = []
    written = []
    for sentence in _SENTENCE_STOP.split(body):
        if _SPOKEN_TO.search(sentence) or _WE.search(sentence) or sentence.rstrip().endswith("?"):
            return None
        if not _FIRST_PERSON.search(sentence):
            written.append(sentence)
            continue
        words = word_list(sentence)
        source = next((i for i, text in said.items()
                       if len(words) and longest_run(words, word_list(text)) == len(words)),
                      None)
        if not _FIRST_PERSON_SUBJECT.match(sentence) or source is None:
            return None
        end = sentence.rstrip()[-1] if sentence.rstrip()[-1:] in ".!" else None
        rewritten = finish(third_person(sentence), end)
        if _FIRST_PERSON.search(rewritten):
            return None
        written.append(rewritten)
        sources.append(source)
    if not sources:
        return None
    return " ".join(written), tuple(dict.fromkeys(sources))


def _content_words(text: str) -> list[str]:
    return [w for w in word_list(text) if w not in _FUNCTION]


#: An explicit date a model writes or validation wrote ("on 7 May 2023", "in March 2022",
#: "since 2019"): a fact, compared as such. Months only capitalised ("may" is a verb).
_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|"
          r"November|December)")
_DATE = re.compile(rf"\b(?:(?:on|in|around|since|from|until|by|as of|of)\s+)?(?:(?:early|mid|late)"
                   rf"\s+)?(?:\d{{1,2}}\s+{_MONTH}(?:,?\s+\d{{4}})?|{_MONTH}(?:\s+\d{{1,2}})?"
                   rf"(?:,?\s+\d{{4}})?|(?:19|20)\d{{2}})\b")
#: Words that say a state changed or an event came again: "works at Acme" is not said by
#: "used to work at Acme" (a return), nor "ran the marathon again" by "ran the marathon".
#: Two texts are compared only when they hold the same of these. "User's" is here too:
#: whose fact it is ("User plays piano." is not said by "User's sister plays piano.").
_STATE = re.compile(r"\b(?:used to|no longer|any ?more|again|second|former(?:ly)?|user['’]s)\b",
                    re.I)


def _times_apart(text: str) -> tuple[str, frozenset[str]]:
    """``text`` without its times, and the explicit dates it states. A relative time
    ("yesterday", "last week") is no date: it says when only together with the moment it
    was said, so it is left out of both (:func:`held` dates the user's own first)."""
    # Imported here: the heuristic's package imports review.validate, which imports this.
    from .providers.heuristic.when import RELATIVE

    dates = frozenset(" ".join(d.split()[-3:]).lower() for d in
                      (m.group(0) for m in _DATE.finditer(text)))
    return RELATIVE.sub(" ", _DATE.sub(" ", text)), dates


@functools.lru_cache(maxsize=4096)
def _gist(text: str) -> tuple[frozenset[str], frozenset[tuple[str, str]], frozenset[str],
                              frozenset[str]]:
    """What an entry says, for telling whether another says nothing more: the stems of
    its content words and of their neighbouring pairs with its times taken out, the
    explicit dates it states, and its state words (:data:`_STATE`). Cached: every model
    add is held against every live entry, and the live entries are the same review after
    review (issue 27: their words were ~5 % of a model-backed review's CPU)."""
    rest, dates = _times_apart(text)
    stems = [_stem(w) for w in _content_words(rest)]
    states = frozenset(re.sub(r"\s+|['’]", "", m.group(0).lower()) for m in _STATE.finditer(text))
    return frozenset(stems), frozenset(zip(stems, stems[1:], strict=False)), dates, states


def held(content: str, entry: str, *, said: Iterable[str] = (), dated: str | None = None) -> bool:
    """``entry`` already says all ``content`` says: a no-op, not a new entry (issue 31).
    The one comparison of a model's add with what is already there (a live entry, or an
    earlier add of the same answer). The words are compared by stem ("hiking" and "hike"),
    pair by adjacent pair (so "moved to Berlin" is not held by "moved from Berlin to
    Munich"), without their times, and only between texts with the same state words
    ("again", "used to", "User's" …: :data:`_STATE`). A date the entry does not state is
    something new ("since 2015" beside "since 2019").

    A relative time is read by where it came from. ``said``: the user's messages of the
    review. When one of them holds the add's relative time ("yesterday") and shares a word
    with it, the user said it now: it is this review's news, compared as the date
    ``dated`` wrote for it (:func:`dated`, from when it was said, by
    :func:`review.providers.heuristic.when.anchor`), or, with no date written, as a date
    no entry states. "Yesterday" in a session of 2024 is not "in September 2019". A
    relative time no message of the user holds was copied back from memory (a 1.5B model
    put the live entries back with their "yesterday" restored): it says no when, and
    the add is compared without it."""
    return held_by_any(content, (entry,), said=said, dated=dated)


def held_by_any(content: str, entries: Iterable[str], *, said: Iterable[str] = (),
                dated: str | None = None) -> bool:
    """:func:`held` of ``content`` by any of ``entries``: the add is read once (whether the
    user said its relative time now: a pass over the review's messages), then compared
    with each entry's cached gist."""
    if _said_now(content, said) is not None:
        if not dated or dated == content:
            return False   # the user's time, no date written for it: no entry states it
        content = dated
    words, pairs, dates, states = _gist(content)
    if not words:
        return False
    for entry in entries:
        old_words, old_pairs, old_dates, old_states = _gist(entry)
        if (words <= old_words and pairs <= old_pairs and dates <= old_dates
                and states == old_states):
            return True
    return False


def _said_now(content: str, said: Iterable[str]) -> re.Match[str] | None:
    """The add's relative time when one of the user's messages of this review holds it and
    a word of the add: the user's own time, not one copied from memory."""
    # Imported here: the heuristic's package imports review.validate, which imports this.
    from .providers.heuristic.when import RELATIVE

    found = RELATIVE.search(content)
    if found is None:
        return None
    phrase, words = found.group(0).lower(), _gist(content)[0]
    if any(phrase in text.lower() and words & _stems(text) for text in said):
        return found
    return None


def users_evidence(evidence: Sequence[int], said: Mapping[int, str]) -> tuple[int, ...]:
    """The ids among ``evidence`` that are the user's own messages."""
    return tuple(i for i in evidence if i in said)


#: Relative times a model's entry may carry that point back from when they were said. A
#: future one ("on Friday" for a meeting to come, "later this month") is left as written:
#: :func:`review.providers.heuristic.when.anchor` reads every weekday as the one before.
_BACKWARD = ("yesterday", "weekend", "week", "days", "weeks", "month", "season", "year")
#: "over the weekend" points either way ("went hiking over the weekend", "is going hiking
#: over the weekend"): it is dated only when the entry's verb is past and nothing says ahead.
_AHEAD = re.compile(r"\b(?:will|'ll|going to|is going|are going|plans?|planning|intends?|"
                    r"hopes?|wants?|would like|next|upcoming)\b", re.I)
_PAST = re.compile(r"\b(?:\w{2,}ed|went|was|were|had|did|saw|took|got|made|spent|met|ran|came|"
                   r"found|bought|gave|left|began|felt|kept|told|won|lost|wrote|read|ate|drove|"
                   r"flew|swam|rode|sang|brought|sold|built|sent|spoke|heard|held)\b", re.I)
#: A preposition of its own before the relative time ("since yesterday"): the date takes
#: its place without the anchor's own "on"/"in" ("since 13 November 2023").
_OWN_PREPOSITION = re.compile(r"\b(?:since|from|until|till|before|after|by|as of)\s+$", re.I)


def dated(content: str, evidence: Sequence[int], said: Mapping[int, str],
          said_at: Mapping[int, float | None]) -> str:
    """``content`` with its first relative time ("yesterday", "last week") written as the
    date it was, from when the user's message it rests on was said — an entry is read
    months later, when "yesterday" is wrong. Qwen2.5-Coder-1.5B kept a user's "… yesterday"
    as a fact (LoCoMo dev half); the offline heuristic anchors the same phrases the same
    way (:mod:`review.providers.heuristic.when`). The time is that of the first cited user
    message holding the phrase, else of the first cited user message; with no time known,
    or a weekday or "this month" (which may be ahead), the entry is left as it is."""
    # Imported here: the heuristic's package imports review.validate, which imports this.
    from .providers.heuristic.when import RELATIVE, anchor

    found = RELATIVE.search(content)
    if found is None or next(k for k, v in found.groupdict().items() if v) not in _BACKWARD:
        return content
    if found.group(0).lower() == "over the weekend" and (
            _AHEAD.search(content) or not _PAST.search(content[:found.start()])):
        return content
    phrase = found.group(0).lower()
    mine = [i for i in evidence if i in said and said_at.get(i) is not None]
    holding = [i for i in mine if phrase in said[i].lower()]
    source = (holding or mine or [None])[0]
    if source is None:
        return content
    date = anchor(found.group(0), said_at[source])
    if date is None:
        return content
    if _OWN_PREPOSITION.search(content[:found.start()]):
        date = re.sub(r"^(?:on|in) ", "", date)
    return content[:found.start()] + date + content[found.end():]


def _stem(word: str) -> str:
    """A word less its possessive and its ending (:func:`.stems.strip_ending`: "hiking" and
    "hike", "dogs" and "dog"): a model rewords what it read, and a fact about the user is
    judged by where its words come from, not by their exact form."""
    return strip_ending(re.sub(r"['’]s$", "", word))


#: Small words that say nothing of where a fact came from (a question to the user holds
#: "in" and "what" as readily as the user's answer does).
_SMALL_TEXT = """
user from with about into onto over under what who whom how when where why which their
they them she her his him your you yours there here than then also very much many more
"""
_SMALL = frozenset(_SMALL_TEXT.split())


def _fact_words(content: str) -> set[str]:
    """The stems of an entry's content words: what it says, beside whom it is about."""
    return {_stem(w) for w in _content_words(content) if len(w) > 2 and w not in _SMALL}


def _holds(words: set[str], text: str) -> int:
    return len(words & _stems(text))


def resting(content: str | None, evidence: Sequence[int], said: Mapping[int, str],
            other: Mapping[int, str], replaced: str | None = None
            ) -> tuple[tuple[int, ...], str | None]:
    """The user's messages a fact about the user rests on, and why it is dropped (or None).

    ``said``: the user's messages of the chunk; ``other``: the other speaker's (the
    assistant's). Message ids run in the order of the conversation. Read from the fact's
    own words, so a model's evidence need not be right:

    * a question asks, it states nothing: answered by the user's next message, its words
      are the user's ("So you're a vegetarian?" / "Yep, that's right."). A question about
      the speaker's own "I"/"my" states the speaker's news ("I adopted a puppy, can you
      believe it?"), so it stays theirs;
    * the words are compared only when they can be: the fact shares a word with what the
      user said, or the user's messages it cites read as English (a Spanish or German
      message says "User has two kids." in none of its words; Chinese facts are not split
      into words at all). Otherwise the citation is kept as the model gave it;
    * the other speaker's fact reworded into the user's name is dropped — one of the other
      speaker's messages states more of the fact's words than all the user's messages
      together (the friend's "I adopted a dog named Max" kept as "User adopted a dog
      named Max.", citing the user's "Aww, congrats!"). A tie is the user's;
    * the evidence is the user's messages that carry the fact best (``_carrying``): each
      of the fact's words weighs by how rare it is in the chunk, so a word every message
      holds ("week", "great") says little of where the fact came from and a word one
      message holds ("treehouse", "Porto") says much. A cited message stands when it
      carries at least half of what the best message carries; a weaker citation (a
      greeting holding "week") gives way to the best message when that holds two of the
      fact's words or more; a citation holding none of the words (a model counting its
      evidence 1, 2, 3 … or citing the other speaker) gives way only to a message holding
      two thirds of the fact's words or more (at least two; counted, not weighed). Less is
      no proof: "What is the weather like in Berlin?" holds "Berlin" and
      does not make "User lives in Berlin." Messages that carry the fact equally are all
      its evidence (up to the schema's four ids), in the order of the conversation.
      Otherwise the fact is dropped: a cited message holding none of its words is no
      evidence of it. A fact with no content words at all keeps the user's messages it
      cites.

    ``replaced``: the live entry a replace rewrites; its words are already the user's (a
    shortened or merged entry rests on it), so only the words it adds are looked for."""
    cited = tuple(i for i in evidence if i in said)
    words = _fact_words(content or "") - _fact_words(replaced or "")
    if not words:
        return cited, None if cited else _NO_USER_EVIDENCE
    asked, stated = _asked_and_stated(said, other)
    answers = {i: f"{text} {asked.get(i, '')}" for i, text in said.items()}
    everything_said = _holds(words, " ".join(answers.values()))
    if not everything_said and not _comparable(content or "", [
            said[i] for i in cited] or list(said.values())):
        return cited, None if cited else _NO_USER_EVIDENCE
    theirs = max((_holds(words, text) for text in stated), default=0)
    if theirs > everything_said:
        return cited, ("the other speaker said this, not the user: a fact about the user "
                       "rests on the user's own words")
    chosen = _carrying(words, cited, answers, [*answers.values(), *stated])
    if chosen:
        return chosen, None
    if cited:
        return cited, _UNSUPPORTED
    return cited, _NO_USER_EVIDENCE


#: At most this many evidence ids (the review schema's ``maxItems`` for ``evidence``).
MOST_EVIDENCE = 4


def _carrying(words: set[str], cited: Sequence[int], answers: Mapping[int, str],
              chunk: Sequence[str]) -> tuple[int, ...]:
    """The user's messages a fact rests on, by the weight of its words each one holds
    (see ``resting``); empty when no message shows the user said it.

    A word weighs 1 / the number of the chunk's messages (both speakers') holding it.
    Weights are exact fractions: ties are ties. Weights pick *which* message; whether an
    uncited message says the fact at all is counted in words, as before weights: a word
    no message holds (the model's "get" for the user's "want one") has no weight to take
    from the chunk, and weighed at 1 beside held words at 1/2 or 1/3 it put the two
    thirds out of reach of a fact the user did say (seen replaying the report half's
    recorded answers; the count is the rule set on the dev half, kept as it was)."""
    held = {w: sum(w in stems for stems in map(_stems, chunk)) for w in words}
    weight = {w: Fraction(1, max(n, 1)) for w, n in held.items()}
    carried = {i: (sum((weight[w] for w in words & _stems(text)), Fraction(0)),
                   len(words & _stems(text))) for i, text in answers.items()}
    best = max((c for c, _ in carried.values()), default=Fraction(0))
    if not best:
        return ()
    standing = tuple(i for i in cited if carried[i][0] and 2 * carried[i][0] >= best)
    if standing:
        return standing
    # No citation carries half of the best. A weak one (holding something) gives way to a
    # message of two words or more; none at all, to one of two thirds of the words.
    weak_citation = any(carried[i][0] for i in cited)
    least = 2 if weak_citation else max(2, -(-2 * len(words) // 3))
    saying = {i: c for i, (c, n) in carried.items() if n >= least}
    if saying:
        top = max(saying.values())
        return tuple(i for i in sorted(saying) if saying[i] == top)[:MOST_EVIDENCE]
    return tuple(i for i in cited if carried[i][0])


@functools.lru_cache(maxsize=1024)
def _stems(text: str) -> frozenset[str]:
    return frozenset(_stem(w) for w in word_list(text))


#: Where one sentence ends and the next begins (a question is read sentence by sentence).
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[？。！])")
#: The speaker's own person in a question: "Did I tell you I adopted a dog?" tells.
_SPEAKERS_OWN = re.compile(r"\b(?:I|I'm|I've|I'd|I'll)\b|(?i:\b(?:my|mine|me|myself)\b)")


def _asked_and_stated(said: Mapping[int, str], other: Mapping[int, str]
                      ) -> tuple[dict[int, str], list[str]]:
    """The other speaker's questions by the user's message that answers them (the next
    message of the conversation), and the other speaker's messages without those questions:
    what they stated."""
    following = sorted({*said, *other})
    nxt = dict(zip(following, following[1:], strict=False))
    asked: dict[int, str] = {}
    stated: list[str] = []
    for i, text in other.items():
        questions, statements = [], []
        for sentence in _SENTENCE_END.split(text):
            is_question = sentence.rstrip().endswith(("?", "？")) and not \
                _SPEAKERS_OWN.search(sentence)
            (questions if is_question else statements).append(sentence)
        stated.append(" ".join(statements))
        if questions and nxt.get(i) in said:
            asked[nxt[i]] = " ".join(questions)
    return asked, stated


#: Common English words that are not also common words of Spanish, German, French,
#: Italian or Portuguese ("a", "no", "me", "in", "was", "on", "die" are left out), and the
#: interjections English chat opens with. A message of which a quarter or more are these
#: reads as English; a Spanish or German one holds almost none.
_ENGLISH_TEXT = """
the and of to is are were be been being it it's its this that that's these those there
what who how why when where which i i'm i've i'll my mine you you're your we our they
their he she his her him them have has had having do does did don't didn't not can can't
could would should just really very too much many more most some any all at for with from
by about into out up over after before again still yet now then here than just like get
got going go went know think see time day week year long good great new love well yes
yeah yep nope okay ok oh hey hi hello thanks thank wow aww congrats cool nice sure right
awesome always never sounds
"""
_ENGLISH = frozenset(_ENGLISH_TEXT.split())


def _comparable(content: str, messages: Sequence[str]) -> bool:
    """Whether an English fact can be held word by word against the user's messages."""
    if _CJK_TEXT.search(content):
        # Chinese has no spaces: its words are not read here (the fake-model splits' 用户
        # facts all failed it), so its citation is kept as the model gave it.
        return False
    words = [w for w in word_list(" ".join(messages)) if w.isalpha() or "'" in w]
    return 4 * sum(w in _ENGLISH for w in words) >= len(words) > 0


_CJK_TEXT = re.compile(r"[\u3400-\u9fff]")


#: The user's messages a fact cites hold none of its words, and none holds most of them:
#: nothing shows the user said it. On LoCoMo's dev half (conversation 3) the 1.5B model
#: kept a shelter stay "for a week" and a job at an AI company citing a greeting and a
#: message about volunteering; neither was said.
_UNSUPPORTED = ("none of the user's messages it cites says this (none holds its words): "
                "a fact about the user rests on what the user said")


_NO_USER_EVIDENCE = "a fact about the user needs the user's own messages as evidence"
