"""Step 1's shapes of a clause once the sentence is cut, read by the cut and by the rooms after
it: a clause ending on what needed a complement the cut took (``_DANGLING_END``,
``_LOST_OBJECT``), a tail after the first comma that is a whole list (``_a_whole_list``), and
the speaker's own act in the simple past (``_SIMPLE_PAST``).
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)

# A clause ending on an auxiliary, a modal, a linking verb or a preposition lost its
# complement to a cut.
# learn21: "until"/"till" too — a time cut from after it ("I wasn't a big reader until last
# year" was written "User wasn't a big reader until.")
_DANGLING_END = re.compile(r"\b(?:have|has|had|been|be|is|are|was|were|am|'m|feel|feels|felt|can|could|"
                           r"will|would|do|does|did|get|got|used|to|of|for|with|at|in|on|about|and|or|"
                           r"until|till|"
                           r"the|a|an|my|our|very|so|really|more|much)$", re.I)
# Other shapes of a lost complement: a preposition at the end ("the program I applied
# [for]", "from, by"), a verb straight into a preposition with its object gone ("I use
# [it] for self-expression"), an object that is only a quantity or a placeholder ("I'm
# planning a few", "I have a few plans", "I've been working on something exciting").
_LOST_OBJECT = re.compile(
    r"\b(?:from|by|into|than|like|as)$|"
    r"^(?:i|we)(?:'ve| have)? (?:also |still |usually |often )?(?:use|used|do|did|made|make|"
    r"need|needed|got|get) (?:for|with|on|in|at)\b|"
    r"^(?:i|we)(?:'m| am|'ve been| have been| have| had| did| do)? ?(?:\w+ )?"
    r"(?:a few|a couple|some|something|anything|nothing|everything|a lot|lots|plenty|"
    r"a bunch|one|any|why not|ever since|before|again|one too)(?: (?:plans|things|ideas|stuff|"
    r"exciting|new|cool|great|fun|interesting|different|special))?$|"
    r"\b(?:something|anything|stuff|things) (?:exciting|new|cool|fun|interesting|special|"
    r"like that)$|\bany$", re.I)
_LIST_MEMBER = (r"(?!(?:and|or|nor)\b)(?!(?:(?:sometimes|often|usually|always|also|then|now|still|just|really|occasionally) )?(?:i|i'm|i've|we|we're|you|he|she|they|it|it's|my|our|this|that|there|so|but|because|"
                r"then|which|who|when|if)\b)[\w'’-]+(?: [\w'’-]+){0,6}")
_WHOLE_LIST = re.compile(r"^[^,]+,\s(?:" + _LIST_MEMBER + r",\s)*(?:and|or)?\s?" + _LIST_MEMBER + r",?\s(?:and|or)\s"
                         + _LIST_MEMBER + r"$", re.I)


def _a_whole_list(text: str) -> bool:
    """Whether ``text`` is a clause whose tail after its first comma is a list (above). After
    a doing in progress, gerunds say what it involves ("I'm renovating the barn - sanding beams,
    fitting windows, …"): learn26's head is kept, as before."""
    return bool(_WHOLE_LIST.match(text)) and not _DOING_IN_PROGRESS.match(text)


_DOING_IN_PROGRESS = re.compile(r"^(?:i|we)(?:'m| am|'re| are) (?:(?:still|currently|now|also|busy) )*[a-z]+ing\b", re.I)
_SIMPLE_PAST = re.compile(r"^(?:i|we) (?:(?:just|also|even|then|once|already|ended up|"
                          # ("finally", "recently", "actually", "really", "eventually" and
                          # "officially" are the -ly adverbs' below: one reading of each)
                          # learn40: a hedge before the act ("I kinda went overboard at the
                          # fair", "I sort of organized a picnic") is no part of the verb
                          r"kinda|sorta|kind of|sort of|pretty much|"
                          # learn36: any adverb of manner before the act ("I slowly formed …",
                          # "I happily spent …" were no simple past, and kept as if they lasted)
                          # learn41: not one of how much or how often ("I mostly painted
                          # landscapes", "I mainly cooked for friends" tell a past habit)
                          r"(?!only\b|early\b|daily\b|weekly\b|monthly\b|yearly\b|likely\b|"
                          r"(?:most|main|large|primari|part|usual|general|normal|typical|regular|"
                          r"frequent|occasional|rare|hard|bare|near|especial|particular)ly\b)[a-z]{3,}ly) )*"
                          r"(?P<v>[a-z]+)\b(?P<rest>.*)$", re.I)
