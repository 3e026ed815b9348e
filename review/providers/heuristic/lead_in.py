"""A lead-in: a sentence that only sets the time of what is told next (learn81, issue 31).

Between friends a dated act is often told in two steps: first when, with nothing of what
("Last Tuesday was a blur!", "Something odd happened last Monday.", "Last spring I tried
something brave that changed me."), then what ("I sang at my cousin's wedding in Bath.",
"I ran a charity 10K for the food bank."). The second sentence has no time of its own, so its
act was read as undated and no episode kept it, though the pair says what "On Monday I ran a
charity 10K" says. :func:`lead_in_time` reads the first step: the past time it sets, which
:mod:`.disclosure` uses for the sentence right after it as it uses a time said first in the
same sentence. Only a sentence (or a first clause) that names no act of its own is a lead-in:
a time as the subject ("Yesterday was a whirlwind"), something said to have happened then, or the
user having had or done something not yet named ("I had a strange experience on the ferry
yesterday" names where, so it is not one; "Yesterday I had a strange experience that shook me" is);
"Last month I joined a rowing club." dates its own act and nothing after it.
"""

from __future__ import annotations

from . import lazy_re as re
from .when import RELATIVE

#: what may come before the time or the subject: an opening word of the chat
_OPENING = r"(?:(?:and|so|but|well|oh|wow|yeah|yes|anyway|honestly|also|guess what)\W+)*"
#: the spans a lead-in may set: a day or a span gone by, not one still running ("this month")
_PAST_KINDS = ("yesterday", "weekday", "weekend", "week", "days", "weeks", "month", "season", "named",
               "year", "yearsago")
#: "Last Tuesday was a blur!", "Yesterday has been a whirlwind": the time is the subject
_BEFORE_THE_TIME = re.compile(r"^" + _OPENING, re.I)
_IS_AFTER_THE_TIME = re.compile(r"\s+(?:was|were|has been|had been)\b", re.I)
#: "Something odd happened last Monday", "A lot happened over the weekend", "Some strange stuff
#: has happened this past week": a happening named by nothing but how it struck
_SOMETHING_HAPPENED = re.compile(
    r"^" + _OPENING + r"(?:here(?:'s| is) )?(?:something|a lot|lots|(?:some|a few) (?:[\w-]+ )?(?:stuff|things))"
    r"(?: (?:really |so |pretty )?[\w-]+)?(?: that)?(?:'s| has)? happened\b", re.I)
#: "Yesterday I had a strange experience that shook me", "Last spring I tried something brave":
#: the user had or did a thing not yet said, with at most how it struck (before it), its time and a relative
#: clause after it (:func:`_names_nothing_after`)
_SOMETHING_DONE = re.compile(
    r"^" + _OPENING + r"(?P<front>[\w ]+?,? )?i (?:(?:just|also|actually|finally|really) )?"
    r"(?:had|did|tried|tackled|went through) "
    r"(?:an? (?:(?:really|truly|so) )?(?:[\w-]+ )?(?:experience|adventure)|something(?: [\w-]+)?)\b(?P<rest>.*)$",
    re.I)
_RELATIVE_CLAUSE = re.compile(r"^,?\s*(?:that|which)\b.*$", re.I)


def lead_in_time(text: str) -> re.Match[str] | None:
    """The past time ``text`` (a sentence, or the first clause of one) sets for what is told
    after it, when it names no act of its own (module docstring); None otherwise."""
    text = text.strip()
    opening = _BEFORE_THE_TIME.match(text)
    if (said := RELATIVE.match(text, opening.end() if opening else 0)) and _IS_AFTER_THE_TIME.match(text, said.end()):
        return _past(said)
    if _SOMETHING_HAPPENED.match(text) or (done := _SOMETHING_DONE.match(text)) and _names_nothing_after(done):
        return _past(RELATIVE.search(text))
    return None


def _names_nothing_after(done: re.Match[str]) -> bool:
    """Whether what surrounds "I had a strange experience" / "I tried something brave" is only its
    time and a relative clause ("… that shook me"): "… sailing with my uncle" names the act itself."""
    front = (done["front"] or "").strip(" ,")
    if front and not RELATIVE.fullmatch(front):
        return False
    rest = RELATIVE.sub("", done["rest"], count=1).strip(" .!")
    return not rest or bool(_RELATIVE_CLAUSE.match(rest))


def _past(found: re.Match[str] | None) -> re.Match[str] | None:
    if found is None or next(k for k, v in found.groupdict().items() if v) not in _PAST_KINDS \
            or found.group(0).lower().startswith(("next ", "on ")):
        return None
    return found
