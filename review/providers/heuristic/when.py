"""Time anchoring: "yesterday" in a kept fact becomes the date it was.

An entry is read months after it was said, so "User volunteered at the shelter last week"
would be wrong by then, and the undated "User volunteered at the shelter" loses when. When
the message's time is known (``ReviewMessage.at``), a relative time that dates an event is
written as an absolute one: "yesterday" → "on 7 May 2023", "last week" → "around 1 May
2023", "last month" → "in April 2023", "last year" → "in 2022". Without the time, or for a
phrase that says nothing exact ("recently", "lately"), the phrase is only cut from the entry
(:mod:`.disclosure`'s ``_DATING``), as before.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from .words import MONTH_NAMES

_WEEKDAYS = ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")

#: learn56: a weekday before a time of day in the plural ("on Wednesday nights", "on Sunday
#: mornings") is a routine, every such week, not one day to date: "I teach a class on Wednesday
#: nights" was written "… a class nights on <a date>".
_NOT_A_ROUTINE = r"(?!\s+(?:night|morning|evening|afternoon|lunchtime)s\b)"

#: The relative times that can be anchored, in the order they are looked for.
RELATIVE = re.compile(
    r"\b(?:(?P<yesterday>yesterday|last night)|"
    r"(?:last|this past|on|next) (?P<weekday>mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\b" + _NOT_A_ROUTINE + "|"
    r"(?P<weekend>last weekend|this past weekend|over the weekend)|"
    r"(?P<week>last week|a week ago|the other week)|"
    r"(?P<days>(?:a few|a couple of|two|three|few) days ago|the other day)|"
    r"(?P<weeks>(?:a few|a couple of|two|three) weeks ago)|"
    r"(?P<month>last month|a month ago)|"
    r"(?P<season>last (?:summer|winter|spring|fall|autumn))|"
    # learn80: a month named with "last" ("last May"), the last one gone by
    r"(?P<named>last (?-i:January|February|March|April|May|June|July|August|September|October|"
    r"November|December))|"
    r"(?P<year>last year|a year ago)|"
    # learn80: a count of years back ("about five years ago"), the year it names; fixlearn17
    # (review31 R20): "back" as "ago", "a couple (of)" as two, a half year on ("two and a half
    # years ago", "a year and a half back"); "a few", "several" name no year (disclosure cuts them)
    r"(?P<yearsago>(?P<about>(?:about|around|almost|nearly|over|roughly) )?"
    r"(?:(?P<n>two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|[2-9]|[1-4]\d|"
    r"a couple(?: of)?)(?P<half> and a half)? years|(?P<one>an?|one) year and a half) (?:ago|back))|"
    r"(?P<thismonth>(?:later |earlier )?this month)|(?P<thisyear>(?:later |earlier )?this year))\b", re.I)


#: A coming time said relative to now ("next month", "next Saturday"): what :func:`ahead` reads.
AHEAD = re.compile(r"\bnext (?:week(?:end)?|month|year|summer|spring|fall|autumn|winter|"
                   r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", re.I)


def _day(moment: datetime) -> str:
    return f"{moment.day} {moment:%B %Y}"


#: A weekday said with "on": the last one in a past clause, the coming one in a plan or a
#: clause said in the progressive or the future (learn36, review14 N7: "I'm going to Paris on
#: Friday" was dated the Friday before).
ON_WEEKDAY = re.compile(r"\bon (?P<weekday>mon|tues|wednes|thurs|fri|satur|sun)day\b" + _NOT_A_ROUTINE, re.I)
#: A clause whose verb says a time to come: "I'm <doing>", "I'll", "I'm going to", "gonna".
COMING_TENSE = re.compile(
    r"^(?:i|we)(?:(?:'m| am|'re| are) (?:(?:also|finally|actually|really|just|all|both) )*"
    r"(?:[a-z]+ing\b|gonna\b|about to\b)|'ll\b| will\b| shall\b| plan\b)", re.I)


def coming_day(phrase: str, at: float | None) -> str | None:
    """The date of the coming weekday ``phrase`` names ("on Friday" said on a Tuesday: that
    week's Friday), "on 17 November 2023"; None without one or without the time."""
    found = ON_WEEKDAY.search(phrase)
    if at is None or found is None:
        return None
    now = datetime.fromtimestamp(at, UTC)
    wanted = _WEEKDAYS.index(found["weekday"].lower())
    return "on " + _day(now + timedelta(days=(wanted - now.weekday()) % 7 or 7))


#: learn41: "next Friday" is dated as a day (it was written as said, or as "planned for
#: November 2023" beside the words "next Friday"): the coming one, unless that is tomorrow or
#: the day after, when "next" says the week after ("next Friday" said on a Thursday is in eight
#: days, not tomorrow).
NEXT_WEEKDAY = re.compile(r"\bnext (?P<weekday>mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I)


def next_day(phrase: str, at: float | None) -> str | None:
    """The date of the weekday "next <weekday>" in ``phrase`` names (above), "on 24 November
    2023"; None without one or without the time."""
    found = NEXT_WEEKDAY.search(phrase)
    if at is None or found is None:
        return None
    now = datetime.fromtimestamp(at, UTC)
    days = (_WEEKDAYS.index(found["weekday"].lower()) - now.weekday()) % 7 or 7
    return "on " + _day(now + timedelta(days=days + 7 if days <= 2 else days))


#: How many days or weeks a count word says ("a couple of" two, "a few" three).
_COUNTS = {"two": 2, "three": 3, "a couple of": 2, "a few": 3, "few": 3}
_COUNT = re.compile(r"(" + "|".join(sorted(_COUNTS, key=lambda w: (-len(w), w)))
                    + r") (?:days|weeks) ago", re.I)


#: fixlearn15: a past span said as a whole ("all last week", "the whole of last month",
#: "throughout last year"): the time is the span, not a day in it ("User trained all last
#: week" was written "… all around 4 March 2024", the "all" left before the date).
SPAN = re.compile(r"\b(?:all|the whole of|throughout)\s+(?=(?:last|this past) "
                  r"(?:week|weekend|month|year|summer|winter|spring|fall|autumn)\b)", re.I)


def _span(kind: str, found: re.Match[str], now: datetime) -> str:
    """A span said as a whole, written as one: "throughout the week of 4 March 2024"."""
    if kind == "week":
        monday = now - timedelta(days=7 + now.weekday())
        return "throughout the week of " + _day(monday)
    if kind == "weekend":
        return "over the weekend of " + _day(now - timedelta(days=(now.weekday() - 5) % 7 or 7))
    if kind == "month":
        return f"throughout {now.replace(day=1) - timedelta(days=1):%B %Y}"
    return "throughout " + _last_season_or_year(kind, found, now).removeprefix("in ")


def _last_season_or_year(kind: str, found: re.Match[str], now: datetime) -> str:
    if kind == "season":
        season = found["season"].split()[-1].lower().replace("autumn", "fall")
        # the last one that is over: a summer said in March is last year's
        ends = {"spring": 5, "summer": 8, "fall": 11, "winter": 2}[season]
        year = now.year if now.month > ends else now.year - 1
        return f"in {season} {year}"
    return f"in {now.year - 1}"


def anchor(phrase_in: str, at: float | None, *, coming: bool = False) -> str | None:
    """The absolute time of the first relative time in ``phrase_in``, said at ``at``
    ("on 7 May 2023"); None when there is none or the time is unknown. With ``coming`` (a
    plan), a weekday said with "on" is the coming one (:func:`coming_day`); a past span said
    as a whole ("all last week", :data:`SPAN`) is written as the span."""
    if at is None:
        return None
    found = RELATIVE.search(phrase_in)
    if found is None:
        return None
    now = datetime.fromtimestamp(at, UTC)
    kind = next(k for k, v in found.groupdict().items() if v)
    if (span := SPAN.search(phrase_in)) and span.end() == found.start() \
            and kind in ("week", "weekend", "month", "season", "year"):
        return _span(kind, found, now)
    if kind == "yesterday":
        return "on " + _day(now - timedelta(days=1))
    if kind == "weekday":
        if found.group(0).lower().startswith("next "):
            return next_day(found.group(0), at)
        if coming and found.group(0).lower().startswith("on "):
            return coming_day(found.group(0), at)
        wanted = _WEEKDAYS.index(found["weekday"].lower())
        back = (now.weekday() - wanted) % 7 or 7
        return "on " + _day(now - timedelta(days=back))
    if kind == "weekend":
        back = (now.weekday() - 5) % 7 or 7        # the Saturday before
        return "around " + _day(now - timedelta(days=back))
    if kind == "week":
        return "around " + _day(now - timedelta(days=7))
    if kind in ("days", "weeks"):
        # The count said, when one is: "two days ago" on 27 January is 25 January, not the
        # 24th a fixed three days gave; a vague count ("a few", "the other day") stays three.
        said = _COUNT.match(found.group(0))
        count = _COUNTS[said.group(1).lower()] if said else 3
        if kind == "days":
            exact = said is not None and said.group(1).lower() in ("two", "three")
            return ("on " if exact else "around ") + _day(now - timedelta(days=count))
        return "around " + _day(now - timedelta(days=7 * count))
    if kind == "thismonth":
        return f"in {now:%B %Y}"
    if kind == "thisyear":
        return f"in {now.year}"
    if kind == "month":
        first = now.replace(day=1) - timedelta(days=1)
        return f"in {first:%B %Y}"
    if kind == "yearsago":   # "about five years ago" said in August 2023: around 2018
        said = (found["n"] or "").lower()
        back = 1 if found["one"] else int(said) if said.isdigit() else _YEAR_COUNTS[said]
        if found["half"] or found["one"]:   # "two and a half years ago" said in March 2026: around 2023
            return f"around {(now - timedelta(days=round(365.25 * (back + 0.5)))).year}"
        vague = found["about"] or said.startswith("a couple")   # "a couple of years" is about two
        return f"{'around' if vague else 'in'} {now.year - back}"
    if kind == "named":   # "last May" said in March 2024 is May 2023; said in June, May 2024
        month = MONTH_NAMES.index(found["named"].split()[-1]) + 1
        return f"in {found['named'].split()[-1]} {now.year if month < now.month else now.year - 1}"
    return _last_season_or_year(kind, found, now)


#: learn78: "I just <did>", "I recently <did>": an act said to be recent, which dates it no
#: closer than to before the message (no day, no week): what :func:`shortly_before` writes.
#: mbprec3: "recently" can also close the clause ("I visited Porto recently"); a closing "just"
#: is not read ("I was there just" is no English, "… just now" is the moment's).
JUST_DONE = re.compile(r"^i (?:(?:also|finally|actually)\s+)?(?:just|recently)\s|^i\b.*\brecently[.!]?$", re.I)


def shortly_before(at: float | None) -> str | None:
    """When an act said with "just" or "recently" happened, said at ``at``: "shortly before
    8 May 2023" (the message's day; how long before is not said); None without the time."""
    if at is None:
        return None
    return "shortly before " + _day(datetime.fromtimestamp(at, UTC))


def on_the_day(at: float | None) -> str | None:
    """mbprec2: when an act told as the day's news happened ("The weather is lovely today. I went
    to the lake …"): "on 8 May 2023", the message's day; None without the time."""
    if at is None:
        return None
    return "on " + _day(datetime.fromtimestamp(at, UTC))


#: learn80: how many years a count word says ("about five years ago")
_YEAR_COUNTS = {"a couple": 2, "a couple of": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20}
_SEASON_ENDS = {"spring": 5, "summer": 8, "fall": 11, "winter": 2}
#: a count said as a number (review31 R8: "a few months" names no month; "in three weeks" does)
_COUNTS_AHEAD = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}

#: learn80 (issue 31): a time ahead said by its name, not with "next <unit>": a month ("in
#: May", "next June", "this coming March"; the name in capitals, so "this may be" is no month),
#: a season ("this summer", "in the fall"), the rest of this month or year ("later this
#: month"), or a count of weeks or months said as a number ("in two months", "in 3 weeks"; not
#: "a few months", review31 R8: no month is said). Not a date said whole ("in May 2019", "in
#: the spring of 2020"). "next <Month>", "this coming …" and "later this …" look ahead in any
#: clause (:data:`ALWAYS_AHEAD`); "in May" and "this summer" only in a clause said in the
#: coming tense, which the caller knows ("I ran a race in May" is a May gone by).
NAMED_AHEAD = re.compile(
    r"\b(?:(?:next|this coming|in|this) (?P<month>(?-i:" + "|".join(MONTH_NAMES) + r"))(?!,? (?:\d|of\b))|"
    r"(?:this coming|this|in the|in) (?P<season>summer|spring|fall|autumn|winter)(?! of\b)|"
    r"later this (?P<rest>month|year)|"
    r"in (?P<count>" + "|".join(_COUNTS_AHEAD) + r") (?P<unit>weeks|months)|"
    # review31 R8's rest: months counted with no number, written as said (never a month made up)
    r"in (?P<vague>(?:a few|a couple of|several) months|a month or two))\b", re.I)
#: … the named times ahead that no tense can make past ("next June", "later this month")
ALWAYS_AHEAD = re.compile(r"^(?:next|this coming|later)\b", re.I)


def ahead_in(clause: str, *, coming: bool) -> str | None:
    """The time ahead ``clause`` says ("next month", "in May", "this summer"), or None: the
    "next <unit>" of :data:`AHEAD`, or a time named (:data:`NAMED_AHEAD`), which a clause
    not said in the coming tense (``coming`` false) holds only as "next June" or "later this
    month"."""
    if found := AHEAD.search(clause):
        return found.group(0)
    named = NAMED_AHEAD.search(clause)
    if named is None or not (coming or ALWAYS_AHEAD.match(named.group(0))):
        return None
    return named.group(0)


def _named_ahead(found: re.Match[str], now: datetime) -> str:
    """When a time named ahead (:data:`NAMED_AHEAD`) falls, said on ``now``: a month said is
    the coming one (April said in March is this year's, said in June next year's; said in its
    own month, this one, and "next June" said in June the one after), a season the one not
    yet over."""
    if found["month"]:
        month = MONTH_NAMES.index(found["month"].capitalize()) + 1
        said_next = found.group(0).lower().startswith("next ")   # "next June" said in June: a year on
        year = now.year if month > now.month or month == now.month and not said_next else now.year + 1
        return f"planned for {MONTH_NAMES[month - 1]} {year}"
    if found["season"]:
        season = found["season"].lower().replace("autumn", "fall")
        if season == "winter":   # the winter that began in December, or the coming one
            return f"planned for winter {now.year - 1 if now.month <= 2 else now.year}"
        return f"planned for {season} {now.year if now.month <= _SEASON_ENDS[season] else now.year + 1}"
    if found["rest"]:
        return f"planned for {now:%B %Y}" if found["rest"].lower() == "month" else f"planned for {now.year}"
    # a count is written from the message's day, as said: "planned for 10 November 2023 plus two
    # months" is exact where a month worked out would round ("in two weeks" on the 25th)
    return f"planned for {_day(now)} plus {found.group(0)[3:]}"   # "in a few months" too


def ahead(phrase: str, at: float | None) -> str:
    """When a change told with "next week/month/year/<season>/<weekday>", or a time named
    ahead ("in May", "this summer", :data:`NAMED_AHEAD`), is planned for, said at ``at``
    ("planned for January 2027"); "planned" alone when the time is unknown."""
    if at is None:
        return "planned"
    now = datetime.fromtimestamp(at, UTC)
    if not AHEAD.search(phrase) and (named := NAMED_AHEAD.search(phrase)):
        return _named_ahead(named, now)
    unit = phrase.lower().split()[-1]
    if day := next_day(phrase, at):
        return "planned for " + day.removeprefix("on ")
    if unit == "year":
        return f"planned for {now.year + 1}"
    if unit in ("summer", "winter", "spring", "fall", "autumn"):
        season = unit.replace("autumn", "fall")
        starts = {"spring": 3, "summer": 6, "fall": 9, "winter": 12}[season]
        return f"planned for {season} {now.year if now.month < starts else now.year + 1}"
    if unit == "month":
        then = (now.replace(day=1) + timedelta(days=32)).replace(day=1)
    else:   # a week, a weekend or a weekday: within the next two weeks
        then = now + timedelta(days=7)
    return f"planned for {then:%B %Y}"


#: prec34 (issue 31, a moment kept live): the near times ahead, by the structure of their unit,
#: which the other readers here do not name (``AHEAD`` is "next" + a week, a month or a season):
#: - a count of hours, days or weeks ahead ("in two weeks", "in a couple of days", "in a day or
#:   two"); not months, which a plan of a life is dated by (``NAMED_AHEAD``). "In" + a count is
#:   also how long a thing took ("I read it in two days"): the caller reads it in a clause of a
#:   thing held or to come only;
#: - a day named from now ("the day after tomorrow", "this coming Friday", "this Friday", "later
#:   this week");
#: - "next" + a part of a school or work day ("next period", "next class", "next shift"), not "my
#:   next class" (which one is said, a thing of the user's).
NEAR_AHEAD = re.compile(
    r"\b(?:in (?:a|an|one|two|three|four|five|six|a couple(?: of)?|a few|few|several|[1-6]) (?:more )?"
    r"(?:hours?|days?|weeks?)|in an? (?:hour|day|week) or two|"
    r"the day after tomorrow|later this (?:week|weekend)|"
    r"(?:this coming|this) (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week(?:end)?)|"
    r"(?<!\bmy )(?<!\bour )(?<!\bthe )(?<!\byour )next (?:period|class|lesson|shift|hour|session|break|recess))\b",
    re.I)
#: … and a near time a thing is got or done for ("for the weekend", "for the holidays"): the
#: caller reads it in any clause but a plain present, a habit's ("I bake for the holidays")
FOR_NEAR = re.compile(r"\bfor (?:the|this) (?:(?:long )?weekend|holidays?|week)\b", re.I)


#: learn48: the near times of the moment that look a day or more ahead ("tomorrow", "this
#: weekend"); the other words of the moment (text.MOMENT: "today", "tonight", "right now") do
#: not: a doing of the same day is that day's, whatever it is.
SOON = re.compile(r"\b(?:tomorrow|this (?:weekend|week))\b", re.I)


def soon(phrase: str, at: float | None) -> str:
    """When a change told with "tomorrow" or "this week(end)" is planned for, said at ``at``: the
    day for a day ("planned for 15 November 2023"), the month for a week."""
    if at is None:
        return "planned"
    now = datetime.fromtimestamp(at, UTC)
    found = SOON.search(phrase)
    word = found.group(0).lower() if found else ""
    if word == "tomorrow":
        return "planned for " + _day(now + timedelta(days=1))
    return f"planned for {now + timedelta(days=3):%B %Y}"


#: learn80: a time ahead left in a written entry, said relative to its message ("next month",
#: "next June", "later this month", "in two months"), not "the next year" or "each next week"
_LEFT_AHEAD = re.compile(r"(?<!\bthe )(?<!\beach )(?<!\bevery )(?<!\bthis )(?:" + AHEAD.pattern + "|"
                         + NAMED_AHEAD.pattern + ")", re.I)


#: … a written entry said in a time to come ("User plans to …", "User is moving …", "User's
#: sister will …"), where "in May" and "this summer" are the coming ones as "next June" is
_COMING_ENTRY = re.compile(r"^User(?:'s [\w' -]+?| and [\w' -]+?)? (?:(?:plans|hopes|wants|intends) to|"
                           r"(?:is|are) (?:going to |about to )?[a-z]+ing|will|(?:is|are) due)\b")
#: … unless it says a habit ("like every year", "usually")
_A_HABIT = re.compile(r"\b(?:every|each|usually|always|often|annually|yearly)\b", re.I)
#: … or a count that names no month: "in a few weeks", "in several months", "in a month or two"
_VAGUE_AHEAD = re.compile(r"\bin (?:a few|a couple of|several|some) (?:weeks|months)\b|"
                          r"\bin a (?:week|month) or two\b", re.I)


def dated_ahead(content: str, at: float | None) -> str:
    """``content``, a live entry, with a time ahead said relative to its message written as
    when it falls ("User's sister is visiting next month." → "… visiting (planned for April
    2026)."): read months later, "next month" is wrong (issue 31: every path that writes a plan
    lands here). A time no tense can make past ("next …", "later this month",
    :data:`ALWAYS_AHEAD`), and "in May", "this summer" or a count ("in two months") in an entry
    said in a time to come (:data:`_COMING_ENTRY`; review31 R8: "User hasn't spoken in three
    months" is a span); a count, said as a number or not ("in a few weeks"), is written from the
    message's day ("(planned for 11 March 2024 plus a few weeks)"), never guessed. ``content``
    unchanged without one, or when the time is unknown."""
    if "(planned" in content or at is None or _A_HABIT.search(content):
        return content   # "User goes to Vienna in May like every year": every May, no one date
    coming = bool(_COMING_ENTRY.match(content))
    found = next((f for f in _LEFT_AHEAD.finditer(content)
                  if AHEAD.fullmatch(f.group(0)) or ALWAYS_AHEAD.match(f.group(0)) or coming), None)
    if found is not None:
        when = ahead(found.group(0), at)
    elif coming and (found := _VAGUE_AHEAD.search(content)):
        when = f"planned for {_day(datetime.fromtimestamp(at, UTC))} plus {found.group(0)[3:]}"
    else:
        return content
    cut = (content[:found.start()].rstrip(" ,") + content[found.end():]).rstrip()
    end = cut[-1] if cut[-1:] in ".!" else ""
    return f"{cut[:len(cut) - len(end)].rstrip(' ,')} ({when}){end or '.'}"
