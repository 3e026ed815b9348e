"""A good time had at an occasion on a past day, read as the user's going there (learn111,
session 48, issue 31: LoCoMo dev, conversations 1-5).

People tell an outing by how it went: "We had a blast at the harvest fair last weekend", "Last
month I had a great time at my cousin's wedding", "I had a lovely day on our canal trip last
summer". The shape layer reads "had a blast" as a time had, which says nothing that lasts (a
time or a day had stays out: :mod:`.occasions`), so the sentence keeps nothing, while "I went to
the harvest fair last weekend" is the user's dated history, an episode for the archive. Having
a good (or a hard) time at a place means having been there: :func:`went_there` gives back the
sentence as that going, which :func:`.refused_beside.freed` hands to the shape layer when the
whole kept nothing, so every test of a dated act still runs on it (the day's chatter, a meal
out, a pointer, the listener's things).

Only by structure:

- the speaker ("I", or "we", which between people holds the speaker: whoever had a time at the
  fair was there), "had", one time had ("a blast", "a ball", "a <how> time / day / night /
  experience"), then "at" an occasion or a place, "on" a journey (a trip, a tour, a cruise), or
  the gerund of a doing one goes out to ("hiking with my cousins", "kayaking on the loch": "I
  went hiking …");
- **a past day said** in the sentence ("last weekend", "two weeks ago", "yesterday"): undated,
  the going is one past act whose day is unknown, which no reading keeps between people and
  which, said to the assistant, would be kept live as said;
- not the day's own places (work, school, the office, the gym, home, a class, a shift): a good
  day at work is the day's chatter, no outing;
- not a pointer ("at it", "there", "at that place") nor the listener's ("at your party"): which
  occasion is in the chat.

The going is said in the user's words after "at" ("to" the occasion) or "on" (the journey); a
time said between ("We had a fine time last spring at the fair") is moved after it, and the sentence
is cut where a second clause begins (a comma, a dash, "and", "because", ...). What the shape
layer writes of the going is then said back with the time the user had
(:func:`as_had`: "User had a blast at the harvest fair around 9 March 2024."): how it went is
what the user told, and "went to" would say less than they did.
"""

from __future__ import annotations

from . import lazy_re as re
from .when import AHEAD, RELATIVE

# a lead said first and closed by a comma ("Last week, ", "Oh, "): kept in front of the going
_LEAD = r"(?P<lead>(?:[A-Za-z']+\s+){0,3}?[A-Za-z']+,\s+)?"
# the speaker, a few adverbs, "had", and one time had: "a blast", "such a great time", "the best day"
_HAD_A_TIME = re.compile(
    r"^" + _LEAD + r"(?:i|we)\s+(?:(?:really|just|also|all|both|definitely|actually|truly)\s+)*had\s+"
    r"(?P<time>(?:a|an|such\s+a|the\s+(?:best|most\s+[a-z]+))\s+(?:[a-z'-]+\s+){0,2}?"
    r"(?:blast|ball|time|day|night|evening|afternoon|weekend|experience))"
    r"(?P<when>\s+(?:last\s+[a-z]+|yesterday|the\s+other\s+day|(?:a|an|one|two|three|four|five|six|a\s+few|a\s+couple\s+of|\d+)"
    r"\s+(?:days?|weeks?|weekends?|months?|years?)\s+ago))?"
    r"\s+(?:(?P<prep>at|on)\s+(?P<where>(?:a|an|the|our|my|this|that)\s+[^,;:!?.\u2013\u2014]+?)|"
    # … or the doing one goes out to ("… hiking with my cousins"), said as its gerund
    r"(?P<doing>(?:hiking|camping|fishing|skiing|snowboarding|swimming|biking|cycling|kayaking|canoeing|"
    r"sailing|surfing|climbing|rock\s+climbing|bowling|skating|ice\s+skating|sledding|snorkell?ing|"
    r"scuba\s+diving|diving|rafting|paddleboarding|horse(?:back)?\s+riding|birdwatching|stargazing|"
    r"dancing|boating|caving|backpacking)\b[^,;:!?.\u2013\u2014]*?))"
    r"(?=\s*(?:$|[,;:!?.\u2013\u2014]|\s-\s|\s(?:and|but|so|because|where|which|when|while|though|although|"
    r"since|as|until)\b))", re.I)
# "on" only a journey: "on a trip" is gone on; "on my birthday", "on the phone" are no place
_JOURNEY = re.compile(r"\b(?:trip|tour|cruise|holiday|vacation|getaway|road\s+trip|outing|excursion|"
                      r"expedition|retreat|hike|voyage|safari|pilgrimage)s?$", re.I)
# the day's own places: a time had there is the day's chatter, no outing
_THE_DAYS_PLACE = re.compile(
    r"^(?:the|my|our|a|an|this|that)\s+(?:(?:new|old|local|usual)\s+)?(?:work|job|office|school|college|uni|university|"
    r"gym|class|lesson|practice|shift|home|house|place|desk|meeting|appointment|doctor'?s|dentist'?s|"
    r"hospital|store|shop|supermarket|mall)s?$", re.I)
# what points into the chat, or is the listener's
_POINTED = re.compile(r"^(?:this|that)\s+(?:one|place|thing|event|spot)\b|\b(?:it|there|them|your|yours)\b", re.I)


def went_there(sentence: str) -> str | None:
    """``sentence`` ("We had a blast at the harvest fair last weekend.") said as the user's
    going there ("I went to the harvest fair last weekend."), or None (module docstring)."""
    text = sentence.strip()
    had = _HAD_A_TIME.match(text)
    if had is None:
        return None
    where = (had["where"] or had["doing"]).strip()
    day = RELATIVE.search(where)
    place = where[:day.start()].strip() if day else where   # "our canal trip" of "our canal trip last summer"
    if (had["prep"] or "").lower() == "on" and not _JOURNEY.search(place):
        return None
    if _THE_DAYS_PLACE.match(place) or _POINTED.search(place):
        return None
    when = (had["when"] or "").strip()
    said = text[:had.end()]
    if not RELATIVE.search(said) or AHEAD.search(said):
        return None   # no past day said: when it happened is unknown
    how = {"at": "to ", "on": "on "}.get((had["prep"] or "").lower(), "")
    return f"{had['lead'] or ''}I went {how}{where}{f' {when}' if when else ''}."


def as_had(content: str, sentence: str) -> str:
    """``content``, an entry written from :func:`went_there`'s going ("User went to the harvest
    fair around 9 March 2024."), said with the time the user had there as ``sentence`` told
    it ("User had a blast at the harvest fair around 9 March 2024."); unchanged if it is no
    such entry."""
    had = _HAD_A_TIME.match(sentence.strip())
    if had is None:
        return content
    prep = (had["prep"] or "").lower()
    time = " ".join(had["time"].split())
    return re.sub(r"^User went (?:to |on )?" if prep else r"^User went ",
                  f"User had {time[:1].lower()}{time[1:]} " + (f"{prep} " if prep else ""), content, count=1)
