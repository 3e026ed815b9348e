"""A view the user holds as their own: "It's important to me that kids learn to swim.",
"I've learned that rest matters for my running.", "The hike made me realise the value of
patience.", "These evenings remind me how vital friends are."

Between people, a value is said two ways. As a **general statement** without "I" ("Balance
is key.", "Evenings with cousins are so vital.") it is, far more often than not, a
courtesy to the friend — agreeing, cheering, answering their news with a platitude — and a
reader cannot tell from the sentence which ones are the user's lasting stance: measured on
LoCoMo's dev half (docs/rounds/review-rounds.md, "Views and values"), such a reading kept 44 entries of
which about a quarter were views a careful assistant would keep, so it is not read. As a
**view framed by the speaker** — the value set in a frame that makes it the user's own — it
is what the user believes, and the frame is the structure that separates it from a passing
reaction:

* "it's important/essential/crucial **to me** (that|to) X" → "User believes it is important
  that X." / "… to X." (an entry opens with its subject: "It is …" reads as a pointer);
* "I've learned/learnt/realized/found **that** X" where X is a value (important, key,
  essential, crucial, matters, the most important thing) → "User has learned that X.";
* "… made me realise **the importance** (value) **of** X / **how vital** it is to X / how
  vital X is" → "User realized the importance (value) of X." / "… how vital it is to X.";
* "… remind(s) me (of) **how vital** X is / how much X matter(s)" → "User believes X
  is/are important." / "… X matter(s).";
* "I (really/firmly …) **believe in** X" → "User believes in X." ("I believe in you" is
  about the listener: not read).

A general statement is read only when its own sentence ties it to a lasting clause of the
user's own ("… is essential for a climber, so I train every morning", "… matter a lot - even
though mine live abroad, I call them"; not a past act, the moment or a mood):
:func:`tied_view`.

X must stand on its own: nothing of the listener ("you", "your"), of the pair ("we", "us",
"our"), no pointer ("it", "this", "that", "they", "them") and no other person (a pronoun, or
a name: a capitalised word), nothing of the moment, the past or a time relative to now
(:mod:`.when`); "my"/"myself" become "their"/"themselves", and X is written without the
spoken asides and the dating words the disclosure layer leaves out ("…, honestly", "now"). At most
:data:`_MOST_WORDS` words, cut before a dash, a semicolon or a second clause with a subject of
its own. Only between people (the caller's ``between_people``).
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .disclosure import dateless, lasting_clause
from .text import MOMENT
from .when import AHEAD, RELATIVE
from .writing import indefinite_article, their_for_my, without_spoken_asides

_VALUE = r"(?:important|essential|crucial|vital|key|necessary)"
_DEGREE = r"(?:(?:so|really|very|super|truly|extremely|incredibly|especially|always|just|also|still) )*"

_TO_ME = re.compile(rf"^(?:(?:and|but|plus|so|yeah|yes),? )?it(?:'s| is) {_DEGREE}(?P<value>{_VALUE})"
                    rf" (?:to|for) me (?P<how>that|to) (?P<x>.+)$", re.I)
_LEARNED = re.compile(rf"^(?:(?:and|but|plus|so|yeah|yes),? )?i(?:'ve| have)? (?:(?:finally|really|"
                      rf"also|since) )?(?:learned|learnt|realized|realised|found|discovered) "
                      rf"(?:that )?(?P<x>.+\b(?:{_VALUE}|matters?|the most {_VALUE} thing)\b.*)$", re.I)
_REALIZE = re.compile(r"\bmade me (?:really )?reali[sz]e (?:(?P<imp>the (?P<noun>importance|value) of)|how "
                      rf"(?P<value>{_VALUE}) (?P<it>it is to)?) ?(?P<x>.+)$", re.I)
_BELIEVE_IN = re.compile(r"^(?:(?:and|but|plus|so|yeah|yes),? )?i (?:(?:really|truly|strongly|firmly|still|"
                         r"always|do|deeply) )*believe in (?P<x>.+)$", re.I)
_REMIND = re.compile(r"\bremind(?:s|ed)? me (?:of )?how (?:(?P<value>important|essential|crucial|vital) "
                     r"(?P<x>.+?) (?P<be>is|are)|much (?P<mx>.+?) (?P<m>matters?))$", re.I)

# learn26 (dev half, views the extractor missed): the same frame said as a lesson an
# experience gave the speaker — "the storm taught me how vital it is to …", "… reminds me it's
# essential to X", "… showed me the importance of X", "… taught me that X is key". "me" makes
# the value the speaker's own, as "made me realise" does (_REALIZE).
_LESSON_VERB = r"(?:remind(?:s|ed)?|show(?:s|ed)|shown|taught|teach(?:es)?)"
_LESSON = re.compile(
    rf"\b{_LESSON_VERB} me (?:of )?"
    rf"(?:how (?P<value>{_VALUE}) it is to (?P<x>.+)|(?:that )?it(?:'s| is) {_DEGREE}"
    rf"(?P<value2>{_VALUE}) to (?P<x2>.+)|the (?P<noun>importance|value) of (?P<x3>.+)|"
    rf"that (?P<x4>.+\b(?:{_VALUE}|matters?|the most {_VALUE} thing)\b.*))$", re.I)
_REMINDED = re.compile(r"\bremind", re.I)
# … and "I've learned/realized that it's important to X", which _LEARNED's X (no pointer: its
# "it") refused
_LEARNED_IT = re.compile(rf"^(?:(?:and|but|plus|so|yeah|yes),? )?i(?:'ve| have)? (?:(?:finally|really|"
                         rf"also|since) )?(?:learned|learnt|realized|realised|found|discovered) "
                         rf"(?:that )?it(?:'s| is) {_DEGREE}(?P<value>{_VALUE}) to (?P<x>.+)$", re.I)


def _lesson(found: re.Match[str]) -> str | None:
    """The entry for a lesson frame (above), or None."""
    reminded = bool(_REMINDED.search(found.group(0)))
    if found["x"] or found["x2"]:
        x = _own(found["x"] or found["x2"])
        value = (found["value"] or found["value2"]).lower()
        return x and f"User believes it is {value} to {x}."
    if found["x3"]:
        x = _own(found["x3"], valued=True)
        if not x or re.match(r"(?:my|our|their)\b", found["x3"], re.I):
            return None   # "the value of my old bike": what a thing of theirs is worth, no view
        noun = found["noun"].lower()
        return f"User believes in the {noun} of {x}." if reminded \
            else f"User has learned the {noun} of {x}."
    x = _own(found["x4"], valued=True)
    return x and (f"User believes that {x}." if reminded else f"User has learned that {x}.")


# learn26: what something keeps reminding the speaker to do is a maxim they live by: "Long
# walks remind me to slow down", "the note on my desk is a daily reminder to breathe" → "User
# reminds themselves to slow down." Present only ("it reminded me to call the plumber" was one
# errand) and a maxim that lasts: disclosure's lasting_clause, read as "I <maxim>" (not the
# moment, a time, a past, a mood), with nothing of the listener, the pair or a pointer (_own).
_REMIND_TO = re.compile(r"(?:\b(?:always |still |constantly |really )?remind me|\breminds me|"
                        r"\b(?:a|my) (?:(?:constant|daily|good|great|nice|gentle|little|real|big|"
                        r"powerful|helpful|useful) )*reminder(?: for me)?) to (?P<x>.+)$", re.I)


# learn34: "to keep mending old bikes", "to keep practising", "to appreciate quiet mornings":
# in a maxim "keep …ing" and "appreciate" are what the speaker holds to, not the moment's "I'll
# keep going" or a thanks (disclosure's moods): the rest of the maxim is read for a time or a past
_KEEP_DOING = re.compile(r"^(?:always )?(?:keep (?:on )?(?=\w+ing\b)|appreciate\b)", re.I)


# review13 M18: a reminder from the listener or from people ("You remind me to be patient", "My
# kids remind me to …") is what they do, not the user's maxim; nor is a bare pointer's ("That
# reminds me to …"); and an errand ("… to call my mom", "… to pay the rent") is said once.
_REMINDED_BY_SOMEONE = re.compile(
    r"\b(?:you|your|yours|u|he|she|they|we|people|everyone|everybody|someone|somebody|"
    r"children|family|(?:mom|mum|mother|dad|father|wife|husband|partner|boyfriend|girlfriend|"
    r"kid|child|son|daughter|friend|parent|brother|sister|sibling|cousin|aunt|uncle|boss|"
    r"teacher|coach|therapist|grandma|grandpa|grandmother|grandfather|colleague|coworker)s?)\b|"
    r"^\W*(?:that|this|it)\W*$", re.I)
_ERRAND = re.compile(r"(?:call|ring|phone|text|email|e-mail|pay|buy|book|order|renew|cancel|send|"
                     r"pick up|grab|get|check on|schedule|return|reply|message)\b", re.I)


# learn26: a frame said in the sentence's second clause ("I used to worry a lot, but I've
# learned that rest is the most important thing"): the frames above read from the clause's
# start, so the speaker's own clause after "but"/"and"/"so"/";" is read as one.
_SECOND_CLAUSE = re.compile(r"(?:,\s*|\s+)(?:but|and|so)\s+(?=i\b|i've\b)|;\s*(?=i\b|i've\b)", re.I)

_STANDS_ALONE_NOT = re.compile(r"\b(?:you|your|you're|yours|yourself|u|ya|we|we're|we've|us|our|"
                               r"ours|ourselves|he|she|him|her|his|hers|they|them|their|this|that|"
                               r"these|those|it|its|here|there|was|were|had|did|will|would|'ll|'d|"
                               r"might|could|if|guys)\b", re.I)
_CUT = re.compile(r"\s+[-\u2013\u2014]+\s+.*$|;.*$|,?\s+(?:and|but|so|because|'cause)\s+"
                  r"(?:i|i'm|i've|you|we|it|that|this|they|he|she|there|life|things)\b.*$", re.I)
_MOST_WORDS = 14
# A particular thing, not a value: "the …", "a …", a name's thing ("Mia's plan").
_PARTICULAR = re.compile(r"^(?:the|a|an|some|any|all|each|every one of|[A-Z][a-z]+'s)\b")


# fixview (review9 F10): another person named ("… that Sam gets the promotion"): a
# capitalised word other than "I". A thing valued itself may open with one ("believe in
# Buddhism"); a clause ("that X") opening with one names its subject, someone else.
_NAME_IN = re.compile(r"(?-i:\b(?!I\b)[A-Z][a-z]+)")


# learn34: a relative of the speaker's on a head that stands for anyone or anything ("in
# whatever I build", "the people I trust", "anything I cook") is part of the value, not a clause
# of its own: written in the third person ("… they do"). A past or a modal is not ("all I did").
_GENERIC_RELATIVE = re.compile(
    r"\b(?P<head>everything|anything|all|whatever|the ones|those|the people|what) I "
    r"(?P<v>(?!(?:am|was|were|had|did|made|got|went|saw|took|said|will|would|can|could|should|"
    r"might|must|used|wanted|need to)\b)[a-z]+(?<!ed))\b(?!')", re.I)


def _of_others_or_a_time(x: str, *, valued: bool) -> bool:
    """Whether X names another person (above) or a time relative to now, past or coming
    ("next Saturday", "last month": :mod:`.when`'s readings) — an event, not a view."""
    names = [m.start() for m in _NAME_IN.finditer(x)]
    return bool(names and (names != [0] or not valued) or RELATIVE.search(x) or AHEAD.search(x))


def _trimmed(x: str) -> str:
    """X without what the disclosure layer leaves out of an entry: the spoken asides
    ("…, honestly", "…, haha", :mod:`.writing`) and the words that date it or say how it was
    said ("now", "lately", "really": ``disclosure.dateless``)."""
    return dateless(without_spoken_asides(x))


# fix19 (v15's "a reminder whose device is cut", learn36's note): "The old brass ring reminds
# me to be patient" was written "User reminds themselves to be patient": the user is not the one
# who reminds, and the thing that reminds is lost. The thing is kept as the subject, said as the
# speaker said it ("remind" for a plural, "always"), the speaker as "the user"; a subject that is
# only a pointer ("It reminds me to …"), points elsewhere ("its presence", "walking them",
# "moments like these") or holds the speaker ("… I see …") keeps the old writing; "this/that"
# before the device's noun is "the" ("That lamp reminds me" -> "The lamp reminds the user").
_DEVICE_NOT = re.compile(r"^(?:(?:it|this|that|which|what|and|but|so|also|just|always|still|"
                         r"really|constantly)\b\W*)*$|\b(?:i|i'm|i've|me|we|us|our|it|its|they|them|"
                         r"these|those|he|she|him|her|his|there|like)\b", re.I)
# learn49: a device that is only pointed at: a demonstrative and one to three words of a noun
# phrase, no relative or place after it ("This little poster", not "This mug I got in Lisbon")
_POINTED_DEVICE = re.compile(r"^(?:this|that)\s+(?P<thing>(?!(?:always|still|really|constantly)\b)[a-z][\w-]*"
                             r"(?:\s+(?!(?:always|still|really|constantly)\b)[a-z][\w-]*){0,2})"
                             r"(?:\s+(?P<how>always|still|really|constantly))?$", re.I)
_REMINDER_IS = re.compile(r"\s+(?:is|was|has been|'s)\s*$", re.I)


# learn66 (judge25 G5, the friend's thing written as the user's): "that <N>" said by the user
# right after thanking the friend points at what the friend showed or said (the friend pins
# their aunt's recipe card over the stove; "Cheers! That card reminds me to cook more"): the
# device is the friend's, and the user has no such thing. "this <N>" (the speaker's near thing)
# stays theirs. review23 R1: so does "that <N>" when the friend's turn was about the user's own
# thing ("your <N>", "you made", a gift "for you", or the <N> praised with nothing the friend
# presents as theirs: "What a lovely scarf!") or the user's message says they have it ("I
# knitted it myself").
_THANKED = re.compile(r"(?i)^\W*(?:thanks?|thank you|thx|ty|cheers)\b")
# review23 R7: the user's side is tied to the thing ("your new bike", "a vase you made", a
# gift "for you" with the thing named): a stray "your" of an encouragement ("Keep your chin
# up!") beside the friend's own thing makes nothing the user's
_YOU_MADE = r"you(?:'ve| have)? (?:made|got|built|painted|drew|drawn|knitted|knit|bought|found|own|carved|sewed|sewn)"


def _the_users_in_friends_turn(friend: str, head: str) -> bool:
    thing = rf"{re.escape(head)}s?\b"
    return bool(re.search(rf"\byour (?:[\w'-]+ ){{0,2}}?{thing}|\b{thing}[^.!?]*?\b(?:{_YOU_MADE}|for you)\b|"
                          rf"\b(?:{_YOU_MADE}|for you) (?:(?:it|that|this|one)\b|(?:[\w'-]+ ){{0,3}}?{thing})",
                          friend, re.I))
_FRIEND_PRESENTS = re.compile(r"\b(?:my|mine|i|i'm|i've|i'd|me|we|our|this|these|here's|here is|"
                              r"check out|look at|look what)\b", re.I)
_USER_HAS_IT = re.compile(r"\bI(?:'ve| have)? (?:got|made|bought|built|painted|drew|knitted|knit|found|own|"
                          r"carved|sewed|keep|kept|had)\b|\bmy own\b|\bmyself\b", re.I)


def _the_friends_thing(thing: str, said_before: str, friend: str, said: str) -> bool:
    """Whether "that <thing>" after thanks is the friend's (above)."""
    if not (_THANKED.match(said_before) or _THANKED.match(said)):
        return False
    head = thing.split()[-1]
    if _the_users_in_friends_turn(friend, head) or _USER_HAS_IT.search(f"{said_before} {said}"):
        return False
    return not (re.search(rf"\b{re.escape(head)}s?\b", friend, re.I) and not _FRIEND_PRESENTS.search(friend))


def _reminded_by(text: str, told: re.Match[str], x: str, *, context: tuple[str, str] = ("", "")) -> str | None:
    device = re.split(r"[.!?;:,]\s|\s[-\u2013\u2014]\s", text[:told.start()])[-1].strip()
    said = text[told.start():told.start("x")].strip()
    noun = said.lower().endswith("reminder to") or said.lower().endswith("reminder for me to")
    if noun:
        device = _REMINDER_IS.sub("", device) if _REMINDER_IS.search(device) else ""
    if not device or _DEVICE_NOT.search(device) or len(device.split()) > 10:
        # learn54: "User reminds themselves to …" (learn26's writing, kept by fix19 when the
        # thing that reminds was a pointer) was read false in every strict reading: the user
        # does not remind themselves, and what reminds them ("moments like these", "its glow")
        # stayed in the chat, a lost condition. Nothing is kept.
        return None
    pointed = _POINTED_DEVICE.match(device)
    if pointed and device.lower().startswith("that") and _the_friends_thing(pointed["thing"], *context, text):
        return None   # learn66: the friend's thing, pointed at after thanks (above)
    if pointed and not noun and re.fullmatch(r"(?:always |still |really |constantly )?reminds me to", said, re.I):
        # learn49: "This poster reminds me to …" was "The poster reminds the user to …", a
        # thing only the photo or the chat named; said as the user's own, it stands alone
        thing, how = pointed["thing"], f"{pointed['how'].lower()} " if pointed["how"] else ""
        article = indefinite_article(thing)
        return f"User has {article} {thing} that {how}reminds them to {x}."
    device = re.sub(r"^(?:this|that|these|those)\b", "the", their_for_my(device), flags=re.I)
    device = re.sub(r"^their\b", "User's", device, flags=re.I)   # "My old guitar": the user's, said so
    device = device[0].upper() + device[1:]
    if noun:
        return f"{device} reminds the user to {x}."
    verb = re.sub(r"\s+me\s+to$", "", said, flags=re.I)
    return f"{device} {verb} the user to {x}."


def _own(x: str, *, valued: bool = False) -> str | None:
    """X as it stands in the entry: cut (above), first person made third, or None;
    ``valued``: X is the thing valued itself, so it must be general, not a thing of the
    chat ("how crucial the new bridge is")."""
    x = _CUT.sub("", x.strip().rstrip("!.… ")).strip().rstrip(",")
    x = re.sub(r",?\s+(?:too|as well|even more)$", "", x)
    if not x or MOMENT.search(x) or _of_others_or_a_time(x, valued=valued):
        return None
    x = _trimmed(x)
    if not x or len(x.split()) > _MOST_WORDS or _STANDS_ALONE_NOT.search(x) \
            or valued and _PARTICULAR.match(x):
        return None
    x = _GENERIC_RELATIVE.sub(lambda m: f"{m['head']} they {m['v']}", x)
    if re.search(r"\b(?:i|i'm|i've|me)\b", x, re.I):
        return None   # "I write best when …": a clause of its own, not a value
    return re.sub(r"\bmyself\b", "themselves", their_for_my(x), flags=re.I)


def held_view(sentence: str, said_before: str = "", friend: str = "") -> str | None:
    """The entry for a view framed as the user's own (module docstring), or ``None``;
    ``said_before``: the user's sentences of this message before it, ``friend``: the other
    side's turn before it (whose thing "that <N>" may be: :func:`_the_friends_thing`)."""
    text = sentence.strip()
    if text.endswith("?"):
        return None
    context = (said_before, friend)
    if (view := _framed_view(text, context)) is None:
        for part in _SECOND_CLAUSE.split(text)[1:]:
            if part and (view := _framed_view(part, context)) is not None:
                break
    return view


def _framed_view(text: str, context: tuple[str, str] = ("", "")) -> str | None:
    if to_me := _TO_ME.match(text):
        x = _own(to_me["x"])
        return x and f"User believes it is {to_me['value'].lower()} {to_me['how'].lower()} {x}."
    if learned := _LEARNED_IT.match(text):
        x = _own(learned["x"])
        return x and f"User believes it is {learned['value'].lower()} to {x}."
    if learned := _LEARNED.match(text):
        x = _own(learned["x"], valued=True)
        return x and f"User has learned that {x}."
    if realized := _REALIZE.search(text):
        x = _own(realized["x"], valued=not realized["it"])
        if not x:
            return None
        if realized["imp"]:
            return f"User realized the {realized['noun'].lower()} of {x}."
        how = f"it is to {x}" if realized["it"] else x
        return f"User realized how {realized['value'].lower()} {how}."
    if believed := _BELIEVE_IN.match(text.rstrip("!.… ")):
        x = _own(believed["x"], valued=True)
        return x and f"User believes in {x}."
    if tied := tied_view(text):
        return tied
    if (told := _REMIND_TO.search(text.rstrip("!.… "))) and not re.match(r"(?i)(?:to )?remind me\b", text) \
            and not _REMINDED_BY_SOMEONE.search(re.split(r"[.!?;:,]\s|\s[-\u2013\u2014]\s",
                                                         text[:told.start()])[-1]) \
            and not _ERRAND.match(told["x"]):
        x = _own(told["x"])
        return x and lasting_clause(f"I {_KEEP_DOING.sub('', x)}") and _reminded_by(text, told, x, context=context) \
            or None
    if lesson := _LESSON.search(text.rstrip("!.… ")):
        return _lesson(lesson)
    if reminded := _REMIND.search(text.rstrip("!.… ")):
        if reminded["value"]:
            x = _own(reminded["x"], valued=True)
            return x and f"User believes {x} {reminded['be']} {reminded['value'].lower()}."
        x = _own(reminded["mx"], valued=True)
        return x and f"User believes {x} {reminded['m']}."
    return None


# learn19: a general statement of value tied, in its own sentence, to what the user does
# ("Staying fit is essential for a climber, so I train every morning"): the user's own clause
# after it makes the value theirs, where the bare statement is a courtesy (module docstring).
_GENERAL = re.compile(
    rf"^(?P<x>(?!(?:the|this|that|these|those|it|its|it's|there|here|what|which|who|how|a|an|one|"
    rf"some|any|all|both|each|every|my|your|our|his|her|their|i|you|we|he|she|they|nothing|"
    rf"something|everything|anything|someone|everyone)\b)[A-Za-z][\w'-]*(?: [\w'/-]+){{0,7}}? "
    rf"(?:is|are) {_DEGREE}(?:{_VALUE}|worth it|everything|the most important thing)"
    rf"(?: [\w'/-]+){{0,6}}?)"
    rf"(?P<tie>,? so i\b|,? and i\b|,? which is why i\b|\s+[-\u2013\u2014]+\s+(?:even though )?(?:i|mine)\b)"
    rf"(?P<rest>.*)$", re.I)
_OPENER = re.compile(r"^(?:(?:yeah|yep|yes|definitely|totally|absolutely|agreed|true|so true|sure|oh|"
                     r"wow|well|and|plus|but|honestly)\b[\s,!.:-]*)+(?-i:[A-Z][a-z]+[,!.]\s+)?", re.I)
_LISTENER = re.compile(r"\b(?:you|your|you're|yours|yourself|u|ya)\b", re.I)
_PROMISE_AFTER = re.compile(r"^'ll|^ will|^ won't|^ keep that|^'ll keep", re.I)


def tied_view(sentence: str) -> str | None:
    """"User believes that <statement>." for a general statement of value the same sentence
    ties to the user's own clause (above), or ``None``."""
    text = _OPENER.sub("", sentence.strip())
    tied = _GENERAL.match(text)
    if tied is None or text.rstrip().endswith("?") or _PROMISE_AFTER.match(tied["rest"]) \
            or _LISTENER.search(tied["rest"]):
        return None   # "…, and I'll remember that", "…, and I'm glad you …": to the friend
    if not _lasting_tie(tied):
        return None   # "…, so I left early today": one act of the day, not what the user holds
    x = re.sub(r",?\s+(?:too|as well)$", "", tied["x"].strip().rstrip(","))
    if MOMENT.search(x) or _STANDS_ALONE_NOT.search(x) or len(x.split()) > _MOST_WORDS:
        return None
    x = re.sub(r"\b(?:so|really|super|truly|extremely|incredibly|absolutely|definitely)\s+"
               r"(?=(?:important|necessary|crucial|essential|vital|key|worth)\b)", "", x, flags=re.I)
    return f"User believes that {x[:1].lower() + x[1:]}."


# fixview (review9 F12): the tie makes the value the user's only when their clause is one
# the disclosure layer keeps as lasting — a habit or the present ("so I drink two litres a
# day"), not a past act, the moment or a mood ("so I left at six", "and I'm running out
# of it"). The tied clause is read up to its next cut ("even though mine live abroad, I
# call them" reads both parts).
def _lasting_tie(tied: re.Match[str]) -> bool:
    subject = "mine" if tied["tie"].rstrip().lower().endswith("mine") else "I"
    clause = f"{subject}{tied['rest']}".split(";")[0].rstrip(" .!…")
    return lasting_clause(clause if subject == "I" else "I" + clause[len("mine"):])
