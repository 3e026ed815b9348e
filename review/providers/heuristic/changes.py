"""The heuristic's changes to what is already kept: corrections, switches and removals.

* A **correction** ("…uses PostgreSQL 16, not 14", "…而不是 MySQL") replaces the one live
  entry that names the old value and is about the same subject; the new entry is the
  corrected sentence without its "not 14" tail.
* A **switch** ("I switched from X to Y", "we moved from X to Y", "not X anymore, Y now",
  "从 X 换成 Y", "不用 X 了，改用 Y") replaces the one live entry naming X: with that entry,
  X swapped for Y, when it names X once ("User uses zsh as their shell." → "…fish…"),
  else with the switch's own sentence. "No longer X" with no Y removes that entry.
* A **removal** ("forget that I use Emacs", "forget what I said about the VPN",
  "that's no longer true", "…这条已经不是真的了，请删掉", "忘掉站会那条") removes the one
  live entry the words name; a bare "that's no longer true" names what the assistant just
  said.

An entry is "named" by the significant words (and, for Chinese, two-character runs) the
text shares with it; only a single best entry is acted on — with two candidates the
heuristic adds or does nothing rather than guess, and leaves the judgement to a model.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...slots import Slot, slot_of

Entry = tuple[str, str]  # (target, text)

# --- significant words ----------------------------------------------------------------------

_STOP_WORDS = """
the a an my our their its this that these those user user's users is are was were be been
to of in on at for with and or not now no longer any anymore more it i i'm me we you your
what said about forget note entry remember true use uses used using have has do does
please just also so as by from there here one ones all
"""
_STOP = frozenset(_STOP_WORDS.split())
_ZH_STOP = frozenset(("用户", "已经", "这条", "那条", "这个", "那个", "不是", "真的", "现在", "请删",
                      "删掉", "忘掉", "我们", "的是", "了请", "不对", "一下"))
_CJK = re.compile(r"[\u3400-\u9fff]+")
_ZH_FUNCTION = frozenset("我你他她它的了是在这那个些请要不别把和与及也都就吗呢吧啊事条用户忘掉删除记已经现再说过")


def significant(text: str) -> set[str]:
    """Lower-cased words (minus function words) and Chinese two-character runs."""
    words = {w.strip(".-/'") for w in re.findall(r"[\w.+#/'-]+", text.casefold().replace("’", "'"))}
    found = {w for w in words if w and w not in _STOP and not _CJK.search(w)}
    for run in _CJK.findall(text):
        found |= {run[i:i + 2] for i in range(len(run) - 1)} - _ZH_STOP
        # single characters too: "我养猫" and "用户养了两只猫" share 养 and 猫, no pair
        found |= set(run) - _ZH_FUNCTION
    return found


def entry_named(text: str, entries: Sequence[Entry]) -> Entry | None:
    """The one entry sharing the most significant words with ``text`` (at least one)."""
    words = significant(text)
    scored = sorted(((len(words & significant(entry)), (target, entry)) for target, entry in entries),
                    key=lambda pair: -pair[0])
    if not scored or scored[0][0] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    return scored[0][1]


def _names(entry: str, value: str) -> bool:
    value = value.strip()
    if not value:
        return False
    if _CJK.search(value):
        return value.casefold() in entry.casefold()
    return re.search(r"(?<![\w.-])" + re.escape(value) + r"(?![\w-])", entry, re.I) is not None


def entries_naming(value: str, entries: Sequence[Entry]) -> list[Entry]:
    return [(target, text) for target, text in entries if _names(text, value)]


_COMPARES = re.compile(r"\b(?:over|instead of|rather than|than|not)\b|不用|不再用|而不是|而非", re.I)


def swapped(entry: str, old: str, new: str) -> str | None:
    """``entry`` with its one mention of ``old`` replaced by ``new``, else None. A name the
    entry spells longer ("Arch" → "Arch Linux") is replaced whole. An entry comparing
    the old value with something ("prefers pnpm over npm") is not swapped: "prefers bun
    over npm" is not what the user said."""
    if _COMPARES.search(entry):
        return None
    pattern = (re.escape(old) if _CJK.search(old) else
               r"(?<![\w.-])" + re.escape(old) + r"(?-i:(?: [A-Z][\w.+-]*)*)(?![\w-])")
    if len(re.findall(pattern, entry, re.I)) != 1:
        return None
    if re.search(pattern + r"\s+with\s", entry, re.I):
        # fixlearn20 (tester25): what the old thing is used "with" is its own ("Neovim with
        # lazy.nvim": a plugin of it); swapped, the new tool got the old one's plugin
        return None
    return re.sub(pattern, lambda _m: new, entry, flags=re.I)


# --- corrections ---------------------------------------------------------------------------

# "…uses PostgreSQL 16, not 14" / "…而不是 MySQL": the words after the marker name the old
# value; the tail itself is dropped from a replacement.
_CORRECTION = re.compile(
    r"(?P<tail>(?:,\s*|\s+)(?:not|instead of|rather than)\s+(?P<old>(?:[^,;.。，；]|\.(?=\w))+)|"
    r"[，,]?\s*(?:而不是|而非)(?P<old2>[^，,；;。]+))", re.I)
_WORD_STOP = _STOP | {"now"}


def _words(text: str) -> set[str]:
    tokens = (w.strip(".-/") for w in re.findall(r"[\w.+#/-]+", text.casefold().replace("’", "'")))
    return {w for w in tokens if w and w not in _WORD_STOP}


def corrected_entry(content: str, entries: Sequence[Entry]) -> tuple[Entry, str] | None:
    """The one live entry a stated correction replaces, and the replacement text: the entry
    names every word of the old value and shares the subject. Otherwise None (an add)."""
    match = _CORRECTION.search(content)
    if not match:
        return None
    old = _words(match.group("old") or match.group("old2") or "")
    if not old:
        return None
    rest = _words(content) - old
    said = slot_of(content)
    # fixlearn21: an entry of one of the one-valued facts only this module reads ("User is
    # vegan." against "…vegetarian, not vegan") shares no word but its value: its slot is the subject
    one = _one_valued(content[:match.start("tail")]) if match.group("old") else None
    hits = [(target, text) for target, text in entries
            if old <= _words(text) and (_shares_subject(_words(text) - old, rest)
                                        or one is not None and (theirs := _one_valued(text)) is not None
                                        and theirs.key == one.key)
            # review35 B2: another person's value corrects nothing of the user's ("My sister lives
            # in Ghent, not Antwerp." against "User lives in Antwerp.")
            and not (said and (theirs := slot_of(text)) and theirs.attribute == said.attribute
                     and theirs.subject != said.subject)
            # review36 R12's neighbour: nor where the user works ("My wife works in Leeds, not
            # London." against "User works in London."), a fact the slot model does not read
            and _someone(content) == _someone(text)]
    if len(hits) != 1:
        return None
    end = content[-1] if content[-1] in ".。!！" else ""
    fixed = (content[:match.start("tail")] + content[match.end("tail"):]).rstrip(".。!！ ")
    fixed = re.sub(r"\s+now$", "", fixed)
    return hits[0], fixed + end


#: the value a one-valued fact is not: a name ("Antwerp", "New York") or one thing named by a
#: kind ("a doctor"), nothing more
_A_BARE_VALUE = re.compile(r"^(?:(?:a|an|the) [a-z][\w-]*(?: [a-z][\w-]*)?|(?-i:[A-Z])[\w.'&-]*(?: (?-i:[A-Z])[\w.'&-]*)*)$")
#: fixlearn21: a diet is not a name: "vegetarian, not vegan" (a tool's "pnpm, not npm" stays said:
#: which not to use is what the agent needs)
_A_BARE_WORD = re.compile(r"^[a-z][\w-]*$")


#: fixlearn21 (fixlearn20's Left): one-valued facts the slot model does not read, for the value
#: a fact is not alone (they supersede nothing here: that stays the slot model's): where the user
#: works ("works in Leeds, not London"), comes from, was born or grew up, and a diet
_ONE_VALUED = (
    ("workplace", re.compile(r"^User (?:now |still |currently )*(?:works|is working) in "
                             r"(?P<v>(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)*)$", re.I)),
    # (review36 R12: one key each: where one was born is not where one grew up)
    ("origin", re.compile(r"^User is (?:originally )?from "
                          r"(?P<v>(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)*)$", re.I)),
    ("birthplace", re.compile(r"^User was born in "
                              r"(?P<v>(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)*)$", re.I)),
    ("childhood home", re.compile(r"^User grew up in "
                                  r"(?P<v>(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)*)$", re.I)),
    ("diet", re.compile(r"^User is (?:a |an )?(?:strict |mostly )?(?P<v>vegetarian|vegan|pescatarian|"
                        r"flexitarian|omnivore|carnivore|meat-eater|lacto-vegetarian|ovo-vegetarian)$", re.I)),
)


#: the user's someone an entry is about ("User's wife …", "User's son Leo …"), by its kin word
_SOMEONE = re.compile(r"^User's (?:(?:younger|older|little|big|eldest|youngest|best|new|ex-?) )?"
                      r"(?P<k>son|daughter|kid|child|children|wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|"
                      r"mother|mom|mum|father|dad|parents|brother|sister|sibling|friend|boss|colleague|coworker|"
                      r"aunt|uncle|cousin|niece|nephew|grandmother|grandfather|grandma|grandpa|neighbou?r|"
                      r"roommate|flatmate|family)\b", re.I)


def _someone(entry: str) -> str | None:
    found = _SOMEONE.match(entry)
    return found["k"].casefold() if found else None


def _one_valued(fact: str) -> Slot | None:
    for key, pattern in _ONE_VALUED:
        if said := pattern.match(fact.rstrip(".!")):
            return Slot("user", key, said["v"].casefold())
    return None


def uncorrected(content: str) -> str | None:
    """fixlearn20 (tester24): ``content`` without the value it is not ("User lives in Ghent, not
    Antwerp."), when no live entry holds that value (:func:`corrected_entry` found none) and
    the fact is of a one-valued slot, the old value of the same slot ("not in Antwerp" is
    where the user does not live; "not as an engineer" is another slot): the correction of
    a value the agent does not hold says nothing more than the fact. A list's member stays
    with its contrast ("User prefers tea, not coffee.": a taste against another). None when
    this is not that."""
    match = _CORRECTION.search(content)
    if match is None or match.group("old2") is not None or match.end("tail") < len(content.rstrip(".!")) \
            or not match.group("tail").startswith(","):
        return None   # said after a comma: "… stable but not exciting" is no value it is not
    fact = content[:match.start("tail")].rstrip()
    said = slot_of(fact) or _one_valued(fact)
    if said is None or said.many or not (old := re.sub(r"^(?:in|at|for|on|with|from)\s+", "",
                                                        match.group("old").strip(), flags=re.I)):
        return None
    if not (_A_BARE_VALUE.match(old) or said.attribute == "diet" and _A_BARE_WORD.match(old)):
        return None   # review35 B3: "not far from Antwerp", "not that it matters" are no value it is not
    value = re.search(re.escape(said.value), fact, re.I)
    if value is None:
        return None
    other = fact[:value.start()] + old + fact[value.end():]
    instead = slot_of(other) or _one_valued(other)
    if instead is None or instead.key != said.key or instead.value == said.value:
        return None
    return fact + (content[-1] if content[-1] in ".!" else "")


def _shares_subject(entry_words: set[str], fact_words: set[str]) -> bool:
    """Two shared words, or every word of a shorter entry ("The default branch is main")."""
    return bool(entry_words) and len(entry_words & fact_words) >= min(2, len(entry_words))


# --- removals --------------------------------------------------------------------------------

_FORGET_SUBJECT = re.compile(
    r"\bforget\s+(?:about\s+|that\s+|what\s+i\s+(?:just\s+)?(?:said|told you)\s+(?:about|regarding)\s+|"
    r"the\s+(?:note|entry|bit|part)\s+(?:about|on)\s+)?(?P<s>[^,;.!?]+)", re.I)
_FORGET_ZH = re.compile(r"(?:忘掉|忘记|删掉|删除)(?:关于)?(?P<s>[^，,。；;！!？?]+)")
_NO_LONGER_TRUE = re.compile(
    r"\b(?:that|this|it)(?:'s| is)\s+(?:no longer|not)\s+(?:true|correct|right|the case|accurate)"
    r"(?:\s+any\s*more)?|\b(?:that|this|it) (?:isn't|is not) (?:true|correct|the case) any\s*more|"
    r"\bno longer (?:true|correct|the case)\b", re.I)
_NO_LONGER_TRUE_ZH = re.compile(
    r"(?P<s>[^，,。；;！!？?]*?)(?:这条|那条|这个|那个|这|那)?(?:已经|现在)?(?:不是真的|不对|不成立|过时|不准确)了?")
_BARE = re.compile(r"^(?:that|this|it|what i (?:just )?said|[\s\W])*$", re.I)
# "Don't forget to stretch", "I'll never forget that trip", "I forgot to call": a forget that
# is negated, or takes an infinitive (what to do, not what to keep), asks to forget nothing.
_NOT_ASKED = re.compile(r"\b(?:don'?t|dont|do not|never|won'?t|will not|can'?t|cannot|not|"
                        r"didn'?t|wouldn'?t|shouldn'?t|to)\s+(?:(?:ever|gonna|going to|really|just|"
                        r"be able to)\s+)*$", re.I)
_INFINITIVE = re.compile(r"^to\s", re.I)


#: fast44 (issue 27): a word each reading above needs ("forget", or what is no longer true,
#: correct, right, the case or accurate), or a Chinese character (the Chinese readings'): a
#: sentence with none is passed by with one search where four ran on every sentence
_REMOVAL_SAID = re.compile(r"forget|true|correct|right|the case|accurate|[\u3400-\u9fff]", re.I)


def removal(sentences: Sequence[str], entries: Sequence[Entry],
            previous_assistant: str) -> Entry | None:
    """The entry a "forget …"/"that's no longer true" message removes, if it names one."""
    for sentence in sentences:
        if not _REMOVAL_SAID.search(sentence):
            continue   # none of the readings below can find anything (above)
        for pattern in (_FORGET_SUBJECT, _FORGET_ZH):
            match = pattern.search(sentence)
            if match and pattern is _FORGET_SUBJECT and (
                    _NOT_ASKED.search(sentence[:match.start()])
                    or _INFINITIVE.match(match.group("s"))):
                continue
            if match and not _BARE.match(match.group("s")):
                found = entry_named(re.sub(r"(?:那条|这条|吧|的)", " ", match.group("s")), entries)
                if found:
                    return found
        said = _NO_LONGER_TRUE.search(sentence)
        zh = _NO_LONGER_TRUE_ZH.search(sentence) if _CJK.search(sentence) else None
        if zh and not zh.group(0).strip():
            zh = None
        if said or zh:
            subject = zh.group("s") if zh else ""
            found = (entry_named(subject, entries) if subject.strip() else None) or \
                entry_named(previous_assistant, entries)
            if found:
                return found
    return None


# --- switches ---------------------------------------------------------------------------------

_TOOL = r"[\w.+#/@-]+(?-i:(?: [A-Z0-9][\w.+#-]*)?)"
# "…, I use fish now" / "; everything is on Fly.io now" / "改用 Cursor": the new value said
# beside a "not X anymore".
_NEW_VALUE = re.compile(
    r"(?:\b(?:use|using|on|to|with|prefer)\s+(?P<y>" + _TOOL + r")(?:\s+now|\s+instead)?\s*[.!]?$)|"
    r"(?:改用|换成|换用|用上了|改成)\s*(?P<y2>[^，,。；;！!]+?)\s*(?:了)?[。！!]?$", re.I)


def new_value(text: str) -> str | None:
    match = _NEW_VALUE.search(text.strip())
    if not match:
        return None
    value = (match.group("y") or match.group("y2") or "").strip().rstrip(".。")
    return value or None
