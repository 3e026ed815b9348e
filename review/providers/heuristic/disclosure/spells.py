"""A doing still going on, told between people: which progressives and spells are where a
thing stands this week (a thing in the works, a stage of a doing, a spell of the moment) and
which last (a habit, how often, a span, a change of a life sought). :func:`work_in_progress`,
:func:`stage_of_a_doing`, :func:`spell_of_the_moment` and :func:`unmarked_spell` are the
readings the steps ask; :func:`lasting_elsewhere` is what the same sentence says outside the
clause. Moved from :mod:`.past_events` (session 38), whose past acts they are not.
"""

from __future__ import annotations

from .. import lazy_re as re  # compiled on first use (a process's start)
from .act_words import _FREQUENCY
from .fronted import _RECURS
from .past_events import _LASTING_PAST_MARK
from .speaker import (
    _HABIT,
    LASTING_CHANGE,
)

# learn53 (issue 31, the dev half's passing states): between people, the progressive of a verb
# that brings one thing toward done — refining it (tweaking, revising, perfecting, polishing,
# sprucing up, fine-tuning), finishing or preparing it (wrapping up, finalizing, prepping for,
# getting ready for), a search under way (searching, looking or hunting for, "on the hunt for")
# or a spell of effort put in (putting in work, doing research) — tells where a thing in the
# works stands this week, not a fact that lasts: the thing itself (a business, a book, a
# studio) is what lasts, and is said with its own verb ("I'm opening a studio", "I'm writing a
# novel", kept). A habit or how often keeps it ("I'm always tweaking recipes"), and so does a
# change of a life sought or prepared (a job, a home, a course of study: "I'm looking for a
# new job", "I'm preparing for my finals" are read by their own rules).
_IN_THE_WORKS = re.compile(
    r"^(?:i|we)(?:'m| am|'re| are|'ve been| have been) (?:(?:still|just|also|really|currently|now|"
    r"busy|mostly|kinda|finally|slowly) )*(?:"
    r"(?:tweak|tinker|revis|perfect|polish|refin|fine-tun|rework|finaliz|finalis)ing\b|"
    r"(?:sprucing|touching|tidying|wrapping|finishing) up\b|"
    r"(?:prepping|preparing|getting ready) for\b|"
    r"(?:searching|looking|hunting|scouting|shopping around) (?:around )?for\b|on the hunt for\b|"
    r"putting (?:in )?(?:a lot of |so much |tons of |lots of |some |my |all my |the )?"
    r"(?:work|effort|hours|time)\b|"
    r"doing (?:(?:my|our) (?:fair )?share of |(?:a lot|lots|tons|loads) of |some )?research\b)", re.I)
_SOUGHT_CHANGE = re.compile(
    r"\bfor work\b|\badopt\w*|\b(?:jobs?|position|post|role|career|internship|apprenticeship|house|home|flat|apartment|"
    r"condo|place to (?:live|stay|rent)|partner|school|college|university|uni|degree|course|"
    r"program(?:me)?|finals?|exams?|tests?|interview|wedding|baby|move|"
    # review19 R13: a stage of study is a fact of a life ("wrapping up my PhD")
    r"phd|thesis|dissertation|master'?s|doctorate|residency)\b|"
    # review19 R13: and so is what a search is for when it is a person, a donor, an animal to take
    # in, a publisher or an agent ("searching for my birth parents", "looking for a kidney donor",
    # "a rescue greyhound", "a publisher for my novel"); only right after the search, so that
    # "tuning the bike I built for my niece" stays a thing at its stage
    r"\b(?:searching|looking|hunting|scouting) (?:around )?for (?:(?:a|an|my|our|the|some) )?"
    r"(?:[\w'-]+ ){0,2}?(?:donor|parents?|mother|father|mum|mom|dad|sister|brother|son|daughter|"
    r"family|relatives?|siblings?|dog|cat|puppy|kitten|pet|horse|rescue|publisher|literary agent|"
    r"agent)s?\b", re.I)


def work_in_progress(clause: str) -> bool:
    """Whether a between-people clause tells a thing in the works at its stage (above)."""
    return bool(_IN_THE_WORKS.match(clause)) and not (
        _HABIT.search(clause) or _FREQUENCY.search(clause) or _SOUGHT_CHANGE.search(clause))


# learn62 (review21 R6): a doing read as a stage or a spell lasts when the same sentence says
# so outside its clause: how long a day it fills ("full-time", "part-time"), that it has
# become a pastime or a way of life ("it's become a real hobby", "it turned into a habit"), or
# how often the speaker does it, told in a clause of their own ("…, I practise every day"); a
# diet or a regimen kept to is a practice, not a thing begun kept up ("sticking to a vegan
# diet"); a doing of many kinds of a thing ("all sorts of breads") is a practice too.
_LASTING_ELSEWHERE = re.compile(
    r"\b(?:full|part)[- ]time\b|"
    r"\b(?:(?:has|have|had|'s|'ve) )?(?:become|turned into|grown into|now) (?:a |an |my |our )?"
    r"(?:(?:real|proper|big|huge|whole|serious|regular|daily|weekly|new) )?(?:hobby|habit|passion|routine|"
    r"pastime|way of life|lifestyle|part of (?:my|our) (?:life|lives|routine|week|day))\b|"
    r"^(?:i|we)(?:'m| am|'re| are|'ve been| have been) (?:(?:still|really|strictly|also) )*"
    r"(?:sticking|keeping) (?:to|with) (?:a|an|my|our|the) (?:[\w'-]+ ){0,3}?(?:diet|regimen)\b|"
    r"\b(?:all sorts|all kinds|lots of different|many kinds|many different kinds) of\b", re.I)
_ITS_OWN_CLAUSE = re.compile(r"[,;:\u2013\u2014-]\s*(?:and |so |as |but )?(?:i|we)(?:'m|'ve)?\b(?P<told>[^.;!?]*)", re.I)


def lasting_elsewhere(sentence: str) -> bool:
    """Whether ``sentence`` marks a doing as lasting beyond the clause read (above)."""
    if _LASTING_ELSEWHERE.search(sentence):
        return True
    return any(_HABIT.search(m["told"]) or _FREQUENCY.search(m["told"]) or _RECURS.search(m["told"])
               for m in _ITS_OWN_CLAUSE.finditer(sentence))


# learn61 (issue 31; judge21's G3, judge23's B): between people, a progressive whose aspect is a
# stage of something already going, with no mark of the moment, tells this week's stage too:
# - effort put on a thing that lasts by itself ("working on", "focusing on", "focused on",
#   "concentrating on"): the business, the novel, the studio is the fact, said with its own verb;
# - a search or a trial under way ("exploring", "looking into", "researching", "testing",
#   "trying out", "expanding", "tackling", "rehearsing"), or keeping to a thing begun
#   ("sticking to"): the thing begun is the fact ("joined a gym");
# - a quantity of effort ("doing some <noun>"), as "doing some research" was (learn53);
# - a view dawning ("starting to <verb of the mind>": realise, see, understand, appreciate …):
#   the view is the moment's, not yet held;
# - one work taken in ("reading <it>", "watching <it>", "listening to <it>", "playing <a game,
#   a title>"): the current read or game, as learn56 read it with "lately".
# The same marks keep it as keep work_in_progress's: a habit, how often, a span ("for two
# years", "since March"), a standing or a practice (a role, a class, a skill learned), a change
# of a life sought or begun.
# learn68 (judge29's passing states): "I've also been playing …" is the perfect progressive
# "I've been playing …" with its adverb said early; the readings of a stage or a spell read both
_BEEN_AFTER_ADVERB = r"(?: (?:also|just|really|still|even|mostly|mainly|actually))? been"
_A_STAGE = re.compile(
    r"^(?:i|we)(?:'m| am|'re| are|(?:'ve| have)" + _BEEN_AFTER_ADVERB + r") (?:(?:still|just|also|really|currently|now|"
    r"busy|mostly|kinda|finally|slowly|actually|even|so|totally|seriously) )*(?P<doing>"
    r"(?:working|focusing|focussing|concentrating) (?:(?:hard|a lot|mostly|mainly) )?on\b|"
    r"(?:focused|focussed|concentrated|fixated) on\b|"
    r"(?:exploring|researching|expanding|tackling|rehearsing|testing|trialling|trialing)\b|"
    r"(?:looking|digging) (?:deeper )?into\b|trying out\b|sticking (?:to|with)\b|"
    # prec15: a thought turned over, ideas sought, a stint of shifts or of time put in
    r"(?:thinking|wondering) (?:(?:a lot|a bit|hard|long|more|so much) )?(?:about|of|over)\b|"
    r"(?:reflecting|dwelling) on\b|(?:mulling|chewing) (?:over|on)\b|pondering\b|brainstorming\b|"
    r"(?:covering|picking up|working|pulling) (?:(?:a few|some|lots of|a lot of|loads of|so many) )?"
    r"(?:(?:extra|more|double|overtime|weekend|night|late) )+shifts?\b|"
    r"spending (?:(?:a lot of|lots of|loads of|so much|more|most of my|all my) )(?:free |spare )?time\b|"
    r"doing (?:some|a bit of|a little|a lot of|lots of|loads of|tons of) "
    r"(?!(?:volunteer|teach|coach|tutor|work|freelanc|train|mentor|caring|nursing)\w*\b)[a-z]+\b|"
    r"starting to (?:realize|realise|see|understand|notice|appreciate|feel|think|believe|recogni[sz]e|"
    r"figure|wonder|accept|grasp)\b|"
    r"(?:re-?reading|reading|re-?watching|watching|binge-?watching|listening to) "
    r"(?!(?:to|up|about|more|less|a lot|lots|tons|loads|again|for|with)\b)[\"“A-Za-z]|"
    r"playing (?:(?:a|an|this|that|the|some|another) (?:[\w'-]+ ){0,3}?(?:game|rpg)s?\b|[\"“]|"
    r"(?-i:[A-Z])))", re.I)
_SPAN_SINCE = re.compile(r"\bsince\b", re.I)
# learn20's pursuit tried or looked into stays: what is tried out or explored is a doing (its
# head a gerund: "trying out sourdough baking", "looking into beekeeping"), not things of it
# ("trying out curry recipes", "looking into suppliers"); learn70: a practice tried out said as
# one bare word with no article and no plural ("trying out karate") is a doing too, as its gerund
# would be; a thing of it has an article or is plural ("a new mat", "mats")
_PURSUIT_HEAD = re.compile(r"^(?:[\w'-]+ ){0,2}?[a-z]+ing(?=\s*(?:$|[,.;!]|\s(?:with|at|in|on|for|from|"
                           r"near|and|as|to|again|now)\b))", re.I)
# review24 R13: the bare word only after "trying out" (a doing tried); what is looked into or
# researched bare ("insurance", "daycare") is a thing of the week
_PRACTICE_TRIED = re.compile(r"^(?!(?:it|them|this|that|these|those|something|anything|everything|stuff|"
                             r"things|new|different|more|other|another|some|one|out|up)\b)(?-i:[a-z]+)(?<!s)"
                             r"(?=\s*(?:$|[,.;!]|\s(?:with|at|in|on|for|from|near|and|as|to|again|now)\b))", re.I)
_TRIED_OR_SOUGHT = re.compile(r"^(?:exploring|looking into|digging into|digging deeper into|trying out|"
                              r"testing|researching)\b", re.I)
# a work one authors, worked on, is the work itself in the making ("working on a novel" is
# "writing a novel"): it stays; a thing one runs or tends (a business, a shop, a studio) is the
# fact said with its own verb, and its week's work is the stage
_AUTHORING = re.compile(r"^working on (?:(?:a|an|my|our|another|the|this|"
                        r"the final|the last) )?(?:[\w'-]+ ){0,3}?(?:book|novel|memoir|screenplay|script|"
                        r"album|record|ep|song|film|movie|documentary|play|musical|opera|symphony|"
                        r"thesis|dissertation|comic|graphic novel|poetry collection|collection of \w+)s?\b",
                        re.I)
# worked on, a founding or a change of a life under way ("working on opening a clinic",
# "working on becoming a nurse") is the aim, which lasts until it is reached
_FOUNDING = re.compile(r"^working (?:on|towards?) (?:(?:finally|slowly) )?(?:opening|"
                       r"starting|launching|founding|setting up|establishing|becoming|getting into)\b", re.I)


# learn68 (judge27's D): a venture's founding said to be "still" under way was told before - "still"
# says so - and the sentence adds only that it is not done yet, a stage of the week, not the
# aim (which was kept when it was told: "I'm opening a studio")
_STILL = re.compile(r"\bstill\b", re.I)
# review24 R10: only a venture's founding; a change of a life sought ("still working on becoming a
# nurse") is the aim itself, whoever heard it before
_A_VENTURE_FOUNDED = re.compile(r"^working (?:on|towards?) (?:(?:finally|slowly) )?(?:opening|starting|"
                                r"launching|founding|setting up|establishing)\b", re.I)


def stage_of_a_doing(clause: str, sentence: str = "") -> bool:
    """Whether a between-people clause in the progressive tells the stage of something
    already going (above), not a fact that lasts; ``sentence`` is the whole sentence it was
    cut from (review21 R6: a mark that it lasts may sit in the next clause)."""
    stage = _A_STAGE.match(clause)
    if stage is None or lasting_elsewhere(sentence):
        return False
    told = clause[stage.end():]
    doing = clause[stage.start("doing"):]
    if _AUTHORING.match(doing) or _FOUNDING.match(doing) and not (
            _STILL.search(clause[:stage.start("doing")]) and _A_VENTURE_FOUNDED.match(doing)) \
            or _TRIED_OR_SOUGHT.match(doing) and _PURSUIT_HEAD.match(told.strip()) \
            or doing.lower().startswith("trying out") and _PRACTICE_TRIED.match(told.strip()):
        return False
    return not (_HABIT.search(clause) or _FREQUENCY.search(clause) or _RECURS.search(clause)
                or _MOSTLY.search(clause) or _LASTING_PAST_MARK.search(clause)
                or _SPAN_SINCE.search(clause) and not _SINCE_WE_LAST.search(clause)
                or _STANDING_OR_PRACTICE.search(told.strip()) or LASTING_CHANGE.search(clause)
                or _SOUGHT_CHANGE.search(clause))


# learn56 (issue 31, passing states; judge19's S1): a doing in the progressive marked as the
# moment's — "lately", "these days", "right now", "at the moment" — is a spell of the
# present: the book being read, the recipes being tried, the routines being practised this
# month. The dating step cuts those words before the entry is written, so they are read here
# first ("since we last <talked>", anywhere in the sentence: below). The spell lasts when it
# says how often (a habit, a recurrence, a span), or when the doing is a standing or a practice
# taken up: work, a home, study, a role taken ("as a mentor"), a class, lessons or a course
# taken, a skill being learned, or a change of a life begun or sought (LASTING_CHANGE,
# _SOUGHT_CHANGE).
_SPELL_DOING = re.compile(
    r"^(?:i|we)(?:'m| am|'re| are|(?:'ve| have)" + _BEEN_AFTER_ADVERB + r") (?:(?:still|just|also|really|currently|mostly|"
    r"mainly|kinda|actually|even|busy|definitely|totally|so) )*(?P<g>[a-z]+ing)\b(?P<rest>.*)$", re.I)
OF_THE_MOMENT = re.compile(
    r"\b(?:lately|of late|as of late|these days|right now|at the moment|"
    r"these past (?:few )?(?:days|weeks)|the past (?:few )?(?:days|weeks))\b", re.I)
_SINCE_WE_LAST = re.compile(
    r"\bsince (?:(?:we|i) (?:last )?(?:talked|spoke|chatted|chat|caught up|saw each other|met up)|"
    r"(?:our|my) last (?:chat|talk|catch-up|catchup|conversation|call))\b", re.I)
# "since we last talked" dates the start of a spell: what began since is news of a change (a
# blog started, a class taken up), unless it is a stage of a thing already going — "still", or
# work put in on it ("working on", "focusing on", "looking into", "keeping busy with")
_A_STAGE_GOING_ON = re.compile(r"\bstill\b|(?:^|\s)(?:working|focusing|concentrating) on\b|"
                               r"(?:^|\s)looking into\b|(?:^|\s)keeping busy\b", re.I)
_STANDING_OR_PRACTICE = re.compile(
    r"^(?:work|liv|stay|studi|study|teach|volunteer|dat|rais|learn|train)ing (?:(?:at|as|for|in|with|"
    r"to|toward|towards)\b|(?!(?:on|out|up|through|a|an|the|some|my|our|this|that|these|those)\b)"
    r"(?:learn|train|stud))|"
    r"^learning\b|^getting (?:back )?into\b|^(?:taking|doing|attending|starting) (?:(?:a|an|some|my|our|the|two|weekly|"
    r"evening|night|online) )?(?:[\w'-]+ ){0,2}?(?:class(?:es)?|courses?|lessons?|program(?:me)?s?|degree|"
    r"apprenticeship|internship)\b|"
    r"\bas (?:a|an|the) [\w'-]+", re.I)


# what fills most of one's time is a habit of the period ("These days I'm mostly sketching
# birds"), as "usually" is; "this week" in the progressive is the coming week's change ("I'm
# getting divorced this week"), read by the near-time readings, not here
_MOSTLY = re.compile(r"\b(?:mostly|mainly|largely)\b", re.I)


def spell_of_the_moment(clause: str, sentence: str = "") -> bool:
    """Whether a between-people clause tells a doing of the present spell only (above);
    ``sentence`` is the whole sentence it was cut from."""
    doing = _SPELL_DOING.match(clause)
    if doing is None:
        return False
    told = doing["g"] + doing["rest"]
    if lasting_elsewhere(sentence):
        return False
    if not OF_THE_MOMENT.search(clause) and not (_SINCE_WE_LAST.search(sentence or clause)
                                                  and _A_STAGE_GOING_ON.search(clause[:doing.start("g")] + told)):
        return False
    return not (_HABIT.search(clause) or _FREQUENCY.search(clause) or _RECURS.search(clause)
                or _MOSTLY.search(clause) or _LASTING_PAST_MARK.search(clause) or _STANDING_OR_PRACTICE.search(told)
                or LASTING_CHANGE.search(clause) or _SOUGHT_CHANGE.search(clause))



# learn62 (issue 31; judge23's B, judge25's G3, the sealed v21's largest false class): between
# people, some progressives are this month's spell by their structure alone, with no mark of
# the moment (spell_of_the_moment asks for one):
# - a comparative of progress with no baseline: "getting better at my serve", "I've been
#   swimming longer distances" (the practice, if any, is the fact; its progress is the week's);
# - a favour done for someone: "helping a few mates build a raft", "helping my dad fix his
#   fence" ("helping out at the food bank", "helping kids learn to read" are not favours);
# - a chore on a part of one's home: "repainting the attic", "clearing out the shed";
# - a doing placed at one event: "… at the county fair", "… at the tournament".
# The same marks keep it as keep spell_of_the_moment's: a habit, how often, a span, a standing
# or a practice, a change of a life, and a lasting mark elsewhere in the sentence (above).
_PASSING_DOING = re.compile(
    # learn68 (judge27's E): a doing of "some <things>" noted or gathered ("I've been taking some
    # notes on the council's plans", "clipping some recipes", "collecting some leaflets") is a
    # batch of the spell. review24 R10: only things of paper and jottings - "some" is as common
    # before a pursuit's object ("growing some tomatoes", "writing some songs"), which stays
    r"^[a-z]+ing (?:(?:down|up|out|together) )?some (?:[\w'-]+ ){0,2}?(?:notes|ideas|thoughts|recipes|"
    r"leaflets|flyers|brochures|pamphlets|photos|pictures|pics|snaps|screenshots|clippings|cuttings|articles|"
    r"quotes|lists|pointers|tips|links|bookmarks|receipts|samples|measurements)\b|"
    r"^(?:getting|becoming|growing) (?:(?:a (?:lot|bit|little)|much|way|so much) )?(?:better|worse|stronger|"
    r"faster|fitter|healthier|slower|quicker|more confident)\b|"
    r"^[a-z]+ing (?:(?:a (?:lot|bit|little)|much|way|even) )?(?:farther|further|longer|harder|faster|slower|"
    r"better|quicker)\b(?! than\b)|"
    r"^helping (?:(?:my|our|some|a|a few|two|three|his|her|their) )?(?:[\w'-]+ ){0,2}?(?:friends?|"
    r"neighbou?rs?|mates?|cousins?|brothers?|sisters?|mum|mom|dad|parents?|aunt|uncle|gran\w*|colleagues?|"
    r"flatmates?|roommates?|buddies|buddy|pals?|family|son|daughter|nephews?|nieces?) "
    # review22 R9: helping run, manage or keep a going concern is a standing role, no favour
    r"(?!(?:out|learn|grow|with|through|in|at|to|on|run|manage|keep|own|look|care)\b)[a-z]+\b|"
    r"^(?:re)?(?:painting|decorating|clearing out|cleaning(?: out)?|tidying(?: up)?|sorting out|"
    r"organi[sz]ing|wallpapering|doing up) (?:my|our|the) (?:[\w'-]+ ){0,2}?"
    r"(?:room|hallway|hall|attic|loft|shed|garage|kitchen|bathroom|bedroom|basement|cellar|closet|wardrobe|"
    r"cupboards?|drawers|fence|porch|deck|patio|stairs)\b", re.I)
_AT_ONE_EVENT = re.compile(r"\bat (?:the|a|this|that|our|my) (?:[\w'-]+ ){0,2}?(?:tournament|party|wedding|"
                           r"festival|fair|convention|conference|concert|meet-?up|reunion|fundraiser|gala|"
                           r"expo|rally)\b", re.I)
# a span said with it: "for ages", "for a while", "for three weeks" (months and years are
# _FREQUENCY's)
_FOR_A_SPAN = re.compile(r"\bfor (?:ages|a long time|a while|(?:a few|several|many|some|a couple of|"
                         r"two|three|four|five|six|\d+) weeks)\b", re.I)


def unmarked_spell(clause: str, sentence: str = "") -> bool:
    """Whether a between-people clause in the progressive tells a doing of the present spell
    by its structure, with no mark that it lasts (above)."""
    doing = _SPELL_DOING.match(clause)
    if doing is None:
        return False
    told = doing["g"] + doing["rest"]
    if not (_PASSING_DOING.match(told) or _AT_ONE_EVENT.search(told)) or lasting_elsewhere(sentence):
        return False
    return not (_HABIT.search(clause) or _FREQUENCY.search(clause) or _RECURS.search(clause)
                or _MOSTLY.search(clause) or _LASTING_PAST_MARK.search(clause)
                or _SPAN_SINCE.search(clause) or _FOR_A_SPAN.search(clause) or _STANDING_OR_PRACTICE.search(told)
                or LASTING_CHANGE.search(clause) or _SOUGHT_CHANGE.search(clause))
