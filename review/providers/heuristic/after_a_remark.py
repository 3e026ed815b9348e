"""The user's own clause typed straight after a remark on the friend's words, with no stop
between them (learn107, session 47, issue 31: MSC's per-turn annotations, session 1 valid
1-250, the chats' first meetings).

People who type as they talk run a reaction into their own news: "That's so cool I grow
tomatoes too", "Sounds fun I also knit", "Me too I work nights", "Wow that is great my
brother is a pilot". The shape layer reads the sentence from its first word, so its subject
is "that" or "me" and the user's clause after it keeps nothing; with a comma or a stop after
the remark the same clause is kept. :func:`said_after` gives back the clause after the remark,
which :func:`..refused_beside.freed` hands to the shape layer, so a clause that is itself a
hedge, a moment or a pointer still keeps nothing. Two shapes of head, by structure:

1. **A remark**: a run of reaction words (:data:`..reactions.REACTION`) ending in one, or in a
   remark on the friend's thing: "that's / it is / this was / sounds / how / so" and one word
   of how it is, a degree before it ("that's pretty neat", "sounds fun"), or a short answer of
   two words ("me too", "not really", "same here", "no worries").
   The word of how it is must be a word that ends a clause, never one that opens a clause of
   the user's inside the remark: "that's why I …", "it's where I …", "that's the one I …",
   "that's all I …" (a relative or an object clause: the user's words are no statement of
   their own, shape 2 reads "why").
2. **A reason pointing back**: "that's why I …", "(maybe / probably) that's why I …", "which is
   why I …": what the user does, said as what the friend's words explain ("That's why I only
   drink tea"); the clause after "why" is a statement of the user's own, a habit or a state.

The user's clause opens with the speaker ("I", "I'm", "my <noun>"), right after the head's
last word with no mark between: a remark closed by a comma or a stop is cut before this reads.
"""

from __future__ import annotations

from . import lazy_re as re
from .reactions import REACTION

# typed spellings of a reaction the shared list does not hold ("awe" for "aww", "yea", "ya")
_TYPED = ("awe", "yea", "ya", "yah", "haha+", "hehe+", "lmao")
_REACT = r"(?:" + "|".join(sorted(REACTION, key=len, reverse=True) + list(_TYPED)) + r")"
# a short answer of two words that says nothing of its own
_SHORT = r"(?:me (?:too|to|neither|either)|same here|not really|not me|no worries|not yet|oh well|good for you|lucky you)"
# the remark's verb on the friend's thing, and the degree before the word of how it is
_OF_IT = (r"(?:(?:that|it|this)(?:['’]s|s| is| was| sounds| seems| looks| must be)|thats|its|sounds|seems|looks|"
          r"how|so|very|really)")
_DEGREE = r"(?:(?:really|so|very|pretty|quite|super|too|real|kinda|totally|sooo*)\s+)"
# a word that would open a clause or a phrase of its own (a relative, an object, a reason): the
# user's words after it are inside the remark, not beside it
_OPENS_A_CLAUSE = (r"(?:why|what|where|when|how|who|whom|which|whose|because|cause|cuz|so|if|since|as|than|then|"
                   r"until|till|before|after|while|though|once|that|whether|the|a|an|my|your|his|her|their|our|"
                   r"its|one|all|something|everything|nothing|anything|not|me|you|him|them|us|it|i|like|to|for|of|"
                   r"in|on|at|with|about|just|also|exactly|only|probably|maybe)\b")
# review49: after a bare degree ("really", "so") the next word may be the user's own verb with
# its "I" dropped ("Really wish I had a dog", "So doubt my sister is home"): a verb of the mind
# whose object is the clause after it, which is then a wish, a doubt or a guess, never a fact
_OF_THE_MIND = (r"(?:wish|hope|think|guess|doubt|believe|suppose|reckon|bet|feel|imagine|wonder|fear|"
                r"suspect|expect|pray|know|mean|want|swear|figure|assume|dream|pretend|forget|remember|"
                r"regret|hate|love|miss|admit|agree|promise|worry|understand|realize|realise)\b")
_HOW_IT_IS = _OF_IT + r"\s+" + _DEGREE + r"*(?!" + _OPENS_A_CLAUSE + r"|" + _OF_THE_MIND + r")[a-z]+"
# (each reaction of the run is one atomic step, a short answer tried first: "same here" is never
# "same" and a "here" left over; the run gives nothing back, so no word is read two ways)
_REMARK = re.compile(
    r"^(?>(?:(?:" + _SHORT + r"|" + _REACT + r")\b[,!.]*\s+)*)(?:" + _HOW_IT_IS + r"\s+)?"
    r"(?P<tail>(?:i|i['’]m|i am|im|i['’]ve|i have|i['’]d|my\s+[a-z]+)\s.*)$", re.I)
_POINTER = r"(?:that['’]?s|that is|this is|it['’]?s|it is|which is|thats)"
_WHY = re.compile(
    r"^(?>(?:(?:and|so|yes|yeah|well|oh)[,!.]?\s+)*)"
    r"(?:(?:maybe|probably|perhaps)\s+(?:" + _POINTER + r"\s+)?|" + _POINTER + r"\s+(?:probably\s+|partly\s+|also\s+)?)"
    r"why\s+(?P<tail>(?:i|i['’]m|i am|im|i['’]ve|i have|my\s+[a-z]+)\s.*)$", re.I)


def said_after(sentence: str) -> str | None:
    """The user's clause typed right after a remark or a "that's why" (module docstring),
    written as a sentence of its own; None when ``sentence`` has neither shape."""
    text = sentence.strip()
    found = _WHY.match(text) or _REMARK.match(text)
    if found is None or found.start("tail") == 0 or not text[:found.start("tail")].rstrip()[-1:].isalpha():
        return None   # a remark closed by a mark was cut there: what kept nothing then was refused
    tail = found["tail"]
    return tail[:1].upper() + tail[1:]
