""""It's my favourite <kind>" said of the thing the user's own words just named (learn108,
issue 31: recall).

People name a thing and then say it is their favourite with a pointer: "Do you like the
Lumineers? They are my favorite band."; "Have you ever watched sheepdog trials? It's my
favourite sport!"; "I drink green tea every day, it is my favorite drink." Read alone, the
pointer names nothing and the shape layer drops the clause (:func:`.disclosure.unresolved`);
:mod:`.antecedent` reads a pointer that is the *object* of a taste ("I love it"), not the
subject of "my favourite". This reads the pointer as the thing named, and writes "My
favorite band is the Lumineers".

**The thing**: the object of the clause right before the pointer's, in the user's own words,
when that clause is one of two shapes only:

* the user's taste or habit, in the same sentence: "I (really / also) like / love / enjoy /
  listen to / watch / play / read / eat / drink / do <thing>, it's my favourite <kind>" ("a lot
  of" and the like before the thing go); said in the sentence before, the favourite is written
  into that taste's own entry already ("User drinks oolong tea, which is their favourite
  drink."; fix30), and nothing is read here;
* the user's question of the same to the friend, in the same sentence or the one before: "Do
  you like / watch / play … <thing>?", "Have you (ever) seen / tried / heard of / watched /
  played <thing>?": the user asks about their own favourite.

The thing is one to four words after the verb, up to a "while / when / because / with / at /
on / in / for …" that starts something else; no pronoun, no "you", no determiner but a name's
("the Lumineers"), nothing vague ("things", "stuff", "that kind of music").

**The pointer clause**: "it / that / they / this" + "is / 's / are / 're" + (a word of stress) +
"my (all-time) favo(u)rite / fave / fav" + a kind of one or two words, and nothing after it
but the end or a clause of its own ("…, even though it's pricey"). "It" and "that" are
refused for a thing that reads as a plural ("board games"), "they" for one that does not
unless it is a name (a band is "they").

**Written**: "My favorite <kind> is <thing>". Without a kind ("It's my favorite!"), after the
user's question only: "I like <thing>" (what a favourite at least is; after the user's own
taste clause, that clause is kept already and says as much).
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)
from .answer import looks_plural

_POINTER_CLAUSE = re.compile(
    r"(?:^|(?<=[,;])\s*|(?<=\s))(?:(?:yes|yeah|oh|and|but|well)[,!]?\s+)*(?P<p>it|that|they|this)"
    r"(?:'s|’s|'re|’re|\s+is|\s+are)\s+(?:(?:so|totally|definitely|really|easily|by far|hands down)\s+)?"
    r"my\s+(?:(?:all[- ]time|absolute|very)\s+)?(?:fav(?:ou?rite|e)?)(?:\s+(?P<kind>[a-z]+(?:\s+(?!(?:even|though|although|because|since|and|but|too|ever)\b)[a-z]+)?))?"
    r"(?:\s*[.!]*\s*$|\s*,\s*|\s+(?=(?:even though|though|although|because|since)\b))", re.I)
_OWN_TASTE = re.compile(
    r"(?:^|[,;]\s*|(?<=[.!?])\s+|\band\s+)(?:(?:oh|yeah|well|so)[,!]?\s+)*i\s+(?:(?:really|also|just|still|absolutely|totally)\s+)*"
    r"(?P<v>like|love|enjoy|adore|listen to|watch|play|read|eat|drink|do)\s+(?P<x>[^,;.!?]+?)\s*[.!]*$", re.I)
_OWN_QUESTION = re.compile(
    r"(?:^|[,;]\s*|(?<=[.!?])\s+)(?:(?:so|and|hey|oh)[,!]?\s+)*(?:do you\s+(?:(?:ever|like to|also)\s+)?"
    r"(?P<v>like|love|enjoy|listen to|watch|play|read|eat|drink|know)|have you\s+(?:ever\s+)?"
    r"(?P<pp>seen|tried|heard of|watched|played|read|been to|listened to))\s+(?P<x>[^,;.!?]+?)\s*\?+\s*$", re.I)
_AMOUNT = re.compile(r"^(?:a lot of|lots of|plenty of|loads of|tons of|a ton of)\s+", re.I)
_ELSE_STARTS = re.compile(r"\s+(?:while|when|because|with|at|on|in|for|every|all|too|as well|a lot|"
                          r"sometimes|often|daily|now|anymore|lately)\b.*$", re.I)
_NOT_A_THING = re.compile(r"\b(?:i|me|my|you|your|he|she|it|they|them|him|her|this|that|these|those|a|an|some|"
                          r"any|all|every|things?|stuff|kinds?|sorts?|types?|one|ones|not|never|no)\b", re.I)


def _the_thing(before: str) -> tuple[str, bool] | None:
    """The thing the clause ending ``before`` names, and whether that clause asks the friend."""
    before = before.strip()
    found = _OWN_QUESTION.search(before)
    asks = found is not None
    found = found or _OWN_TASTE.search(before)
    if found is None:
        return None
    thing = _ELSE_STARTS.sub("", _AMOUNT.sub("", found["x"].strip()))
    name = re.match(r"the\s+(?=[A-Z])", thing)
    if name:
        thing = "the " + thing[name.end():]
    words = thing.split()
    if not words or len(words) > 4 or _NOT_A_THING.search(thing[name.end():] if name else thing):
        return None
    return thing, asks


def favourite_said(before: str, sentence: str) -> str | None:
    """The favourite ``sentence`` says with a pointer, written with the thing the user just
    named (in the same sentence before the pointer, else ``before``: the message's sentence
    before it), or None (module docstring)."""
    sentence = sentence.strip()
    if sentence.endswith("?"):
        return None
    clause = _POINTER_CLAUSE.search(sentence)
    if clause is None:
        return None
    head = sentence[:clause.start()].strip(" ,;")
    named = _the_thing(head) if head else _the_thing(before)
    if named is None or not head and not named[1]:
        # "I drink oolong tea. It's my favourite drink.": the favourite is written into the
        # taste's own entry ("User drinks oolong tea, which is their favourite drink."; fix30)
        return None
    thing, asks = named
    pointer = clause["p"].lower()
    is_a_name = thing[:1].isupper() or thing.startswith("the ")
    if pointer == "they" and not looks_plural(thing.split()[-1]) and not is_a_name:
        return None
    if pointer != "they" and looks_plural(thing.split()[-1]):
        return None
    if clause["kind"]:
        kind = clause["kind"].lower()
        verb = "are" if kind.endswith("s") and looks_plural(kind) else "is"
        return f"My favorite {kind} {verb} {thing}"
    return f"I like {thing}" if asks else None
