"""A clause the same sentence undoes after "but" (fixlearn16, issue 31).

"I adopted a greyhound last year, but we had to rehome her" was kept live as "User adopted a
greyhound in 2025.": the clause after "but" was cut off (it has no entry of its own: its
subject is "we", or a pointer), and what was left says the user has a dog. The same for a
rowing club joined and left six weeks on, a kayak bought and then sold, a job lost and a new
one found, a wrist broken that mended: the entry read alone says the opposite of where the sentence ends, or less than it
says. Told by structure: the next clause follows a "but" (or "though", "although", "yet",
"only to") and its verb, right after its subject and an aux of need or time ("had to",
"ended up", "soon"), is one of undoing: given up or left (quit, left, gave up, dropped out,
stopped), parted with (sold, gave away, rehomed, returned), mended (healed, recovered, got
better), ended (broke up, split up, fell through, closed, didn't last, didn't work out), or a
thing lost replaced ("found a new one"), and (review31 R14) cancelled, passed away, moved
back, forgotten, started again, stopped going. Then the first clause keeps nothing: it no
longer holds; and the undoing clause keeps nothing either, cut from what it undoes ("User
stopped going.", "User broke up in the summer." name nothing). A "but" clause of another
kind ("…, but I still play every week", "…, but I love it") undoes nothing and changes
nothing, nor does an end after a span said or a past habit ("I worked at the mill for ten
years, but left", "I used to smoke, but I quit"): each is a past of its own.
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

#: the connective that opens a clause against the one before it
_AGAINST = re.compile(r"[,;]?\s+(?:but|though|although|yet|only to)\s+(?:then\s+|later\s+|eventually\s+)?$", re.I)
#: the undoing clause: an optional subject, an aux of need or time, a verb of undoing
_UNDOING = re.compile(
    r"^(?:(?:sadly|unfortunately|eventually|then|later|soon|in the end),?\s+)*"
    r"(?:(?:i|we|he|she|it|they|my \w+|the \w+)\s+)?"
    r"(?:(?:had to|have had to|ended up|eventually|later|soon|then|finally|just|already|"
    r"decided to|chose to)\s+)*"
    # (a past, or the base after "had to", "decided to")
    r"(?:quit|left|leave|(?:gave|give) (?:it |him |her |them |that )?up|(?:dropped|drop) out|stopped|stop|"
    r"sold|sell|re-?homed?|(?:gave|give) (?:it|him|her|them) away|(?:gave|give) away|returned|return|"
    r"healed|has healed|recovered|got better|(?:broke|break|split) up|fell through|closed|close|"
    r"shut down|(?:did not|didn't) (?:last|work out|stick)|(?:found|got) (?:a new one|another one)|"
    # review31 R14: the same undoing in other words: cancelled, passed away, moved back, forgot,
    # taken up again, stopped going
    r"cancell?ed|cancel|passed away|died|(?:moved|went|came|move|go|come) back|(?:'ve |have )?forgotten|forgot|"
    r"(?:started|began|took it up|picked it up) again|stopped going)\b", re.I)


#: a first clause said over a span, or as a past habit, is a past of its own, which an end
#: after it does not undo ("I worked at the mill for ten years, but left in 2019", "I used to
#: smoke, but I quit")
_A_SPAN = re.compile(r"\bfor (?:\w+ ){0,2}(?:years|months|decades|a decade|a long time|ages)\b|"
                     r"\b(?:since|until|used to)\b", re.I)


def undone_after(clause: str, next_clause: str, sentence: str) -> bool:
    """Whether ``next_clause``, said right after ``clause`` in ``sentence`` behind a "but",
    undoes it (module docstring)."""
    at = sentence.find(clause)
    after = sentence.find(next_clause, at + len(clause)) if at >= 0 else -1
    if at < 0 or after < 0 or _A_SPAN.search(clause):
        return False
    return bool(_AGAINST.search(sentence[at + len(clause):after]) and _UNDOING.match(next_clause))


#: fixlearn17: an undoing that says where the user went back to names a place of its own ("…,
#: but we moved back to Ohio"): it is the move that holds now, kept; the move it undoes is not
_BACK_TO_A_PLACE = re.compile(r"^(?:(?:i|we)\s+)?(?:(?:had to|ended up|eventually|later|soon|then|finally)\s+)*"
                              r"(?:moved|went|came|move|go|come) back (?:home )?to (?-i:[A-Z])", re.I)


def back_to_a_place(clause: str) -> bool:
    """Whether ``clause``, one that undoes the clause before it, names the place the user went
    back to, and so stands as a fact of its own (above)."""
    return bool(_BACK_TO_A_PLACE.match(clause))
