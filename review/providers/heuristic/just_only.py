""""Just" meaning "only" (fixlearn17, issue 31).

learn78 dates "I just <did>" as shortly before the message: "I just ran a 10K" is recent news.
But asked "What kind of games did you play at the club?", "I just played chess." says which
games, and only that one: "just" is "only", and the act is as old as the question's frame, not
the message's day. It was archived as "User played chess shortly before <day>.", said between
people and to the assistant alike. Told by structure: the other side's question asks what or
which ("what", "which", "what kind/sort/type of") with a verb of its own ("did you play",
"have you painted"), and the answer's past verb right after "I just" is that verb's past; or
the answer closes on its own "only" ("…, nothing else", "…, that's all"). The sentence is then
read without "just", as the same act said plainly.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

#: the answer: "I just <past verb> …"
_JUST_DID = re.compile(r"^(?P<i>i) just (?P<v>[a-z]+)\b", re.I)
#: the question: what or which was done, with its verb ("What kind of games did you play …?")
_ASKS_WHICH = re.compile(
    r"\b(?:what|which)\b(?:\s+(?:kinds?|sorts?|types?)\s+of)?(?:\s+[\w'-]+){0,3}?\s+"
    r"(?:did|do|have|had)\s+you\s+(?:(?:guys|all|ever|usually|mostly|end up)\s+)?(?P<v>[a-z]+)\b", re.I)
#: the answer's own "only", said after what was done
_ONLY_AFTER = re.compile(r",?\s+(?:and\s+)?(?:nothing else|that's (?:all|it)|that was (?:all|it))\s*[.!]*$", re.I)
#: the pasts the "-ed" rule does not make, of verbs a question of what was done asks with
_IRREGULAR = {"make": "made", "swim": "swam", "see": "saw", "read": "read", "buy": "bought",
              "eat": "ate", "get": "got", "take": "took", "write": "wrote", "sing": "sang",
              "draw": "drew", "build": "built", "grow": "grew", "ride": "rode", "drink": "drank",
              "catch": "caught", "bring": "brought", "find": "found", "wear": "wore", "win": "won",
              "run": "ran", "fly": "flew", "choose": "chose", "pick": "picked", "sew": "sewed",
              "knit": "knitted", "bake": "baked", "play": "played", "watch": "watched"}


def _past_of(verb: str, past: str) -> bool:
    """Whether ``past`` is the simple past of ``verb`` (regular or :data:`_IRREGULAR`)."""
    verb, past = verb.lower(), past.lower()
    if verb == "do" or verb in ("be", "go"):
        return False   # "What did you do?" — "I just relaxed": which act is not asked
    if _IRREGULAR.get(verb) == past:
        return True
    stem = verb[:-1] if verb.endswith("e") else verb
    return past in (stem + "ed", verb + verb[-1] + "ed", verb[:-1] + "ied" if verb.endswith("y") else "")


def just_as_only(sentence: str, question: str | None) -> str | None:
    """``sentence`` without its "just" when "just" means "only" there (module docstring),
    else None."""
    did = _JUST_DID.match(sentence.strip())
    if did is None:
        return None
    asked = _ASKS_WHICH.search(question or "")
    only = _ONLY_AFTER.search(sentence.strip())
    if not (asked and _past_of(asked["v"], did["v"]) or only):
        return None
    text = sentence.strip()
    rest = text[did.start("v"):only.start() if only else None]
    return f"{did['i']} {rest}{'.' if only else ''}"   # "…, nothing else" cut: what "only" said
