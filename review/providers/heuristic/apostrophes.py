"""A contraction typed without its apostrophe, read with it (prec16, issue 31).

People typing fast write "I dont", "I cant", "I havent", "im": the rows and shapes know
"don't", and read "dont" as a verb of its own, so the entry came out "User donts watch much
hockey." or "User havents been to Spain." (Topical-Chat's dev half, a corpus of people typing,
held a dozen such entries). The reading copy of a message (:func:`.text.ascii_quotes`) gets the
apostrophe back; what is stored is never changed. Only contractions that are no other word
are restored: "wont", "ill", "id", "well", "were" and "its" are words of their own and stay.
The apostrophe typed as a space ("I m", "I ve") is read as one too (prec24).
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

_NT = ("dont", "didnt", "doesnt", "cant", "couldnt", "wouldnt", "shouldnt", "isnt", "wasnt",
       "arent", "werent", "havent", "hasnt", "hadnt", "wouldve", "couldve", "shouldve")
_CONTRACTION = re.compile(r"(?<![\w'-])(?:(" + "|".join(_NT) + r")|(im|ive))(?![\w'-])", re.I)


def _restored(m: re.Match[str]) -> str:
    word = m[0]
    if m[2]:                                    # "im" / "ive" are "I'm" / "I've"
        return word if word.isupper() else "I'" + word[1:].lower()   # "IM" is a message
    cut = -2 if word.lower().endswith("ve") else -1    # "wouldve" → "would've", "dont" → "don't"
    return word[:cut] + "'" + word[cut:]


#: prec24: "I m", "I ve": the apostrophe typed as a space (Multi-Session Chat's dev half: "I m a
#: baker" was written "User m a baker."). Only after "I", where "m" and "ve" are no word.
_SPACED = re.compile(r"(?<![\w'-])([Ii]) (m|ve)(?![\w'-])")


def restored(text: str) -> str:
    """``text`` with each contraction typed without its apostrophe written with it."""
    if _SPACED.search(text):
        text = _SPACED.sub(lambda m: "I'" + m[2], text)
    return _CONTRACTION.sub(_restored, text) if _CONTRACTION.search(text) else text
