"""The user's own statement, taken down by a clause beside it that the shape layer refuses
(learn105, session 46, issue 31: MSC's per-turn annotations, session 2 valid 1-250).

The shape layer reads a sentence's clauses together, and some refusals reach past their own
clause, so a sentence holding a statement of the user's own keeps nothing. When the whole
sentence keeps nothing, :func:`freed` gives back the statement alone, and the shape layer reads
it with every test it has: a statement that is itself a hedge, a plan of the moment or a
pointer still keeps nothing. Only these shapes, by structure:

1. **A hedged second verb phrase.** "and" before a verb is no cut, so a hedge in the second
   verb phrase of the same subject refuses the whole clause ("I'm a nurse and maybe I'll
   retrain" is one clause, and a hypothetical). The sentence opens with the speaker ("I …", "my <noun>
   …", after one lead word and its comma) and its first clause goes on with "and" and a hedge
   or a modal ("and maybe …", "and might …", "and could …"): the part before "and" is read.
"""

from __future__ import annotations

from . import lazy_re as re

# 1. the speaker opening the sentence (after at most one lead and its comma: "Yea, I …"), and
# a second verb phrase of the same subject hedged after "and"
_HEDGED_SECOND = re.compile(
    r"^(?P<head>(?:[a-z]+,\s*)?(?:i|i'm|i am|i've|i have|my\s+[a-z]+)\s[^,;:.!?]*?)"
    r"\s+and\s+(?:maybe|perhaps|probably|possibly|might|may|could)\b", re.I)



def freed(sentence: str) -> list[str]:
    """The user's statements of ``sentence`` to read alone when the whole kept nothing
    (module docstring), in the order said; [] when it has none of the three shapes."""
    text = sentence.strip()
    if (hedged := _HEDGED_SECOND.match(text)) and len(hedged["head"].split()) >= 3:
        return [hedged["head"] + "."]
    return []
