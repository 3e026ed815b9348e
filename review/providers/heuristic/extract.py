"""Extraction: the user's new messages in, candidate entries and removals out.

Works sentence by sentence on user messages only (tool and assistant text is never
learned), honouring "don't remember …" / "forget that" / "不要记住…", and never keeps a
question or a secret. Each sentence goes through the rule tables (:mod:`.rules_en`,
:mod:`.rules_zh`; the first row yielding something wins); what a sentence needs around it
(the clause before a bare "Remember that.", the old value a bare "I switched to Y" takes
from the message or the assistant's question) is handled here. Planning (:mod:`.plan`)
turns the result into operations.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from reverie.search_index.gateway_notes import users_words

from ...exclusions import WITHHELD
from ...identifiers import names_identifier, value_of_one_said
from ...review_input import ReviewInput
from ...wellformed import language
from . import lazy_re as re  # patterns compiled on first use (a process's start)
from . import rules_en, rules_zh
from .activity import activity_then_it
from .antecedent import pointed_at
from .asked import asks_how_it_goes, asks_how_long, asks_how_old, last_question, restated
from .asked_kind import with_kind_asked
from .asked_person import asked_person
from .asked_thing import answered_pointer
from .asked_when import answered_zh, asked_condition, under_condition
from .asks_for import lost_what_it_asks
from .bound_taste import with_topic
from .capitals import Capitals
from .carried import after_dash, carried, may_carry
from .changes import Entry, removal
from .chat_act import about_the_chat, without_greeting
from .company import asked_company, with_company
from .course_topic import with_course
from .denied import denied_restated
from .disclosure import (
    CONFIDENCE,
    INTENT_REASON,
    PAST_OF,
    clauses,
    disclosed,
    is_act_word,
    kind_written_bare,
    life_plan,
    may_be_granted_later,
    own_statement_asked_back,
    placed_in_a_life,
    recurs,
    said_as_dislike,
    scope_first,
    singular,
    speaks_of_self,
    taken_back,
    taste_with_reason,
    thing_subject,
)
from .disclosure_zh import dated_move
from .effect import effect_of, with_effect
from .favourite_picked import favourite_picked
from .favourite_pointer import favourite_said
from .finds import found_in_doing
from .foil import foil_of_a_hope
from .fronted_object import favourite_said_first, object_put_back
from .judged import judged_now, judgement, with_judgement
from .keep_filter import KeepFilter, gate
from .kind_favourite import favourite_of_kind, kind_of_many
from .lexicon import tools_in
from .life_past import dated_doing, relative_of_a_life
from .mine_in_passing import had_in_passing
from .mine_in_passing import names as names_in_passing
from .named import name_given, one_being_told, pet_named_in_passing, with_name
from .named_just_before import named_just_before
from .objects import owned_object
from .own_measure import measured_against
from .owned import owned
from .passing_worry import a_passing_worry
from .placeholders import without_placeholder
from .pro_one import leans_on_one
from .reactions import THANKS, lead
from .referents import with_referent
from .relative import own_relative
from .review_cache import per_review
from .same_here import same_said
from .shot_sense import camera_shot
from .stands_alone import completed, stands_alone
from .switch_undone import switch_undone
from .table import EPISODE_RULE, REASONS, Candidate, Rule, Table
from .taken_up import may_take_up, proposal, taken_up
from .text import (
    ASSISTANT_OR_WORK,
    BARE_FORGET,
    BARE_REMEMBER,
    CJK,
    LEAD,
    MOMENT,
    NEGATION,
    SECRET,
    STRANDED_PREPOSITION,
    ascii_quotes,
    core_of,
    end_of,
    sentences,
    simplified,
    typed_once,
    without_question_tail,
)
from .their_pronoun import carried_sentence
from .told_moment import a_told_moment, without_feeling_of_now
from .trip_topic import for_the_trip
from .undone import undone_after
from .views import held_view
from .when import AHEAD, anchor, dated_ahead
from .withdrawn import plan_taken_back
from .words import FOR_A_LONG_SPAN, PAST_IRREGULAR
from .writing import switch_sentence, written_out
from .written_form import written
from .yours_taken_up import yours_had

TABLE = Table({"en": rules_en.RULES, "zh": rules_zh.RULES},
              writers={"en": rules_en.standing, "zh": rules_zh.standing})
_MAX_FACT = 300


@dataclass
class Findings:
    """What the user's messages give: ``(message id, candidate)`` pairs in the order said,
    and ``(message id, entry)`` for each live entry a message asks to remove."""

    found: list[tuple[int, Candidate]] = field(default_factory=list)
    removals: list[tuple[int, Entry]] = field(default_factory=list)
    #: fixlearn19: ``(message id, entry)`` for each live plan a message takes back
    taken_back: list[tuple[int, Entry]] = field(default_factory=list)


def find(review: ReviewInput, keep: KeepFilter | None = None) -> Findings:
    """The candidates and removals of ``review``'s new messages; ``keep``, when given, drops
    the candidates it scores as likely false (:mod:`.keep_filter`)."""
    entries = list(review.entries)
    findings = Findings()
    between_people = _between_people(review)
    # whether a capital said first is a name's is read from all the review's words: its
    # messages, the session's and the lineage's before them, and the live entries
    capitals = Capitals([m.content or "" for m in (*review.messages, *review.earlier, *review.lineage)]
                        + [text for _, text in review.entries])
    last_user_id: int | None = None
    last_user_said: list[str] = []   # the sentences of the user's message before
    last_role: str | None = None
    own_before_answered: list[str] = []   # the user's sentences right before ``answered``
    previous_assistant = ""
    just_before: str | None = None   # the other side's turn right before, if it was theirs
    # the user's words so far in the session, the context's first (a trip named there: :mod:`.trip_topic`)
    # (not ``told``: the loops below name a candidate so)
    users_told: list[str] = [_reading_copy(m.content or "", True) for m in review.earlier if m.role == "user"]
    for message in review.messages:
        # read through ASCII quotes only, and without the notes Hermes' gateway puts before
        # a user's words (a photo's description, a quoted reply: :mod:`reverie.search_index.gateway_notes`)
        content = _reading_copy(message.content or "", message.role == "user")
        if message.role == "assistant":
            previous_assistant = content
        answered, just_before = just_before, (content if message.role == "assistant" else None)
        if message.role != "user":
            # learn94: the user's message right before this turn of the other side's, which an
            # answer to the turn's question may point back at (:mod:`.asked_thing`)
            own_before_answered = last_user_said if last_role == "user" else []
            last_role = message.role
            continue
        if last_role == "user":
            own_before_answered = []
        last_role = "user"
        said = list(_sentences_of(content))
        lang = language(content)
        gone = removal(said, entries, previous_assistant)
        if gone is not None:
            findings.removals.append((message.id, gone))
        else:
            # review33 R7: a plan taken back keeps nothing (:mod:`.withdrawn`), and the live
            # plan of the act it names goes with it, in either reading
            findings.taken_back += [(message.id, plan) for sentence in said
                                    if (plan := plan_taken_back(sentence, entries)) is not None]
        if any(NEGATION.search(s) for s in said) or WITHHELD in content:
            # Nothing from a message that asks not to keep something (or had such a request
            # withheld from a model's view: it may have pointed back at the rest of the
            # message); a bare "forget that" also takes back what the previous user
            # message said.
            if any(BARE_FORGET.match(s) for s in said):
                findings.found = [(mid, c) for mid, c in findings.found if mid != last_user_id]
        elif gone is None:
            # fixlearn20: "My teacher is …" a turn after the course the user named is that
            # course's teacher (:mod:`.course_topic`)
            read = [with_course(s, [*users_told, *said[:k]]) for k, s in enumerate(said)]
            # learn96: "The other options with <a feature> don't appeal to me" after the user
            # asked for one kind of thing names that kind (:mod:`.asked_kind`)
            read = [with_kind_asked(s, users_told[-1] if users_told else None) for s in read]
            # fixlearn21: a switch of tool not done or taken back ("I didn't switch to Helix
            # after all", "I went back to Vim") is read whole here, not as a switch to the
            # tool it names (:mod:`.switch_undone`)
            undone = [switch_undone(s, entries) for s in read]
            read = [s for s, u in zip(read, undone, strict=True) if u is None]
            mine = _message_candidates(read, message.at, between_people, answered, capitals,
                                       own_before=own_before_answered)
            old = _old_from_context(content, previous_assistant)
            mine = [with_old(c, old) if old and c.new else c for c in mine]
            if between_people:
                # the chat's short forms written out ("my fam" → "their family"); never in a
                # developer's session, where "uni" or "biz" may be a crate's or a service's
                # name (:func:`.writing.written_out`)
                mine = [_rewritten(c, written_out(c.content), "written_out") for c in mine]
            mine = [read for c in mine
                    if (read := _read_alone(c, content, between_people)
                        or _read_alone(_without_reason(c), content, between_people)) is not None]
            # learn80: a live entry never keeps a time ahead said relative to the message
            mine = [c if c.rule == EPISODE_RULE else replace(c, content=dated_ahead(c.content, message.at))
                    for c in mine]
            if between_people:
                # learn71: what the entry is about is named in it, carried from the user's
                # message, or the entry goes (:mod:`.referents`)
                mine = [_rewritten(c, text, "referent") for c in mine
                        if (text := with_referent(c.content, content, capitals)) is not None]
            if between_people and answered and _ASKS_A_NAME.search(answered) and one_being_told(last_user_said) \
                    and (name := next((n for s in said[:2] if (n := name_given(_REACTION_LEAD.sub("", s)))), None)):
                # learn64: "I adopted a pup last week." — "What's her name?" — "Her name is Bo!": the
                # name joins the one creature the user's message before gained (:mod:`.named`)
                for k in range(len(findings.found) - 1, -1, -1):
                    mid, told = findings.found[k]
                    if mid != last_user_id:
                        break
                    if named := with_name(told, name):
                        findings.found[k] = (mid, _changed(told, named, "named"))
                        break
            if between_people and asks_how_it_goes(answered) and (how := _answer_judgement(said)):
                # "I'm still coaching the under-tens." — "How's it been going?" — "It's been
                # exhausting but fun.": the answer judges the last thing the user's
                # message before told that can be judged, an act going on or done (learn38)
                for k in range(len(findings.found) - 1, -1, -1):
                    mid, told = findings.found[k]
                    if mid != last_user_id:
                        break
                    if judged := with_judgement(told, how, is_act_word):
                        findings.found[k] = (mid, _changed(told, judged, "judged"))
                        break
            if between_people and answered and (which := _ASKS_WHICH.search(answered)) and mine:
                # learn66 (judge25 G1, naming nothing): "I enrolled at a new college." — "Which
                # college?" — "Hollow Pine!": the answer's entry names what the entry before
                # left unnamed ("User enrolled at a new college."), which then says nothing more;
                # a kind said only before ("a new rowing club") goes with the name
                kept = []
                for mid, told in findings.found:
                    if mid == last_user_id and (named := _named_after(told.content, which["n"] or which["n2"], mine)):
                        mine = [named[1] if c is named[0] else c for c in mine]
                    else:
                        kept.append((mid, told))
                findings.found = kept
            if (asked := asked_condition(answered)) is not None:
                # mbprec3: "When buying shoes, what do you look at?" — "I usually look at the
                # sole": the question's condition is the habit's (:mod:`.asked_when`)
                mine = [c if under is None else _rewritten(c, under, "asked_when") for c in mine
                        for under in [under_condition(c.content, asked)]]
            # fixlearn19: a part of a trip ("User booked the flights.") carries the trip the user
            # named before, or goes (:mod:`.trip_topic`)
            mine = [_rewritten(c, text, "trip") for c in mine
                    if (text := c.content if c.rule == EPISODE_RULE else for_the_trip(c.content, [*users_told, content]))
                    is not None]
            if lang == "zh" and answered:
                # zhlearn2: the same in Chinese, and a purpose asked for (:func:`.asked_when.answered_zh`)
                mine = [_rewritten(c, text, "asked_when") for c in mine
                        if (text := answered_zh(c.content, answered)) is not None]
            # a template's slot kept as a value goes, with the statement it stands in (:mod:`.placeholders`)
            mine = [_rewritten(c, text, "placeholder") for c in mine
                    if (text := without_placeholder(c.content)) is not None]
            if not between_people:
                # fixlearn22 (review36 B2): "our" inside the user's own sentence of a life is
                # theirs, not the team's (:func:`_our_of_a_life`); read last, so every reading
                # before it sees the entry as the base did
                mine = [_rewritten(c, _our_of_a_life(c.content, content), "our_of_a_life") for c in mine]
                # prec28: a clause of an inner "we" of a life joined after the user's own is cut
                # ("User is a store manager and the team sells tacos." -> "User is a store
                # manager."); one it cannot cut is refused (:func:`_about_the_user`)
                mine = [_rewritten(c, _before_an_inner_we(c.content, content), "inner_we") for c in mine]
            # review41: an identifier's value said with its label anywhere in the message is
            # not kept where the entry left the label behind (:func:`.identifiers.value_of_one_said`)
            mine = [c for c in mine if _keepable(c.content) and not value_of_one_said(c.content, content)
                    and _about_the_user(c, between_people, content)]
            # learn86: the last gate, the learned keep filter (off unless configured; :mod:`.keep_filter`)
            findings.found += [(message.id, replace(c, lang=lang))
                               for c in gate(mine, keep, content, answered, between_people)]
            findings.found += [(message.id, c) for u in undone for c in u or ()]
        last_user_id, last_user_said = message.id, said
        users_told.append(content)
    return findings


# learn66 (issue 31, a lost condition): the friend asks how the user did a thing ("How did you
# pay for it?", "How did you pick a name?") and the answer tells what the user did
# for it ("I sold my old camera"): the means of one thing done, kept alone without
# what it was for and as if it lasted. An answer that says the question's own verb again ("How
# did you meet?" — "We met at a gig") tells the thing itself, and one in the present ("I swim
# every morning") how it is always done: both are read as before.
# (One word and its mark at a time, the space after one mark and the non-word characters
# before the next word read once: "\s+" before a "\W*" read a run of spaces every way.)
_HOW_DID_YOU = re.compile(r"^(?:\W*\w+[,!.](?:\s\W*\w+[,!.])*\s+)?how did you (?:(?:ever|even|actually|finally|first) )?"
                          r"(?:manage to )?(?P<v>[a-z]+)\b", re.I)
_FIRST_I = re.compile(r"\b(?:i|we) (?:(?:just|finally|eventually|then|basically|mostly|really|first|simply|"
                      r"actually|kind of|sort of) )*(?P<v>[a-z]+)\b", re.I)


_TAKEN_UP = frozenset({"started", "began", "joined", "switched", "became", "decided", "learned", "learnt"})
# review23 R8: a means that is a stretch of a life ("How did you learn Spanish?" — "I lived in
# Madrid for three years") is a fact of its own, kept as before: a verb of a life's home,
# study or work, or a span said with the act
_A_LIFE_AS_MEANS = frozenset({"lived", "studied", "trained", "worked", "grew", "volunteered", "taught",
                              "served", "qualified", "apprenticed", "interned"})
_SPAN_SAID = re.compile(rf"\b{FOR_A_LONG_SPAN}\b|\bsince\b", re.I)


def _told_how(friend_turn: str, sentence: str) -> bool:
    """Whether ``sentence`` answers "How did you <do> …?" with a past means (above)."""
    question = last_question(friend_turn)
    asked = _HOW_DID_YOU.match(question.strip()) if question else None
    told = _FIRST_I.search(sentence)
    if asked is None or told is None:
        return False
    verb, base = told["v"].lower(), asked["v"].lower()
    if not (verb.endswith("ed") or verb in PAST_IRREGULAR) or verb in _TAKEN_UP \
            or verb in _A_LIFE_AS_MEANS or _SPAN_SAID.search(sentence):
        return False   # a present, a practice taken up ("I started waking at five"), a life
    bases = {g[:-3] for g, past in PAST_OF.items() if past == verb} | {verb[:-2], verb[:-1], verb[:-3]}
    return base not in bases and not (base.endswith("e") and base[:-1] in bases)


# learn66: the friend asks which one of a kind the user just told of ("Which college did you
# enrol at?", "What band is it?"); its noun is the kind
_ASKS_WHICH = re.compile(r"\b(?:which|what) (?P<n>[a-z]+) (?:did|do|are|is|was|were|will|have) you\b|"
                         r"\b(?:which|what) (?P<n2>[a-z]+)(?: (?:is|was) it)?\s*\?", re.I)
_UNNAMED_OF_A_KIND = r"^(?P<pre>User .+?) (?:a|an) (?:(?:new|different|other|brand-new) )?(?P<kind>(?:[a-z-]+ ){{0,2}}){n}s?\b"


def _named_after(told: str, noun: str, answered_with: Sequence[Candidate]) -> tuple[Candidate, Candidate] | None:
    """When ``told`` holds its object only as "a (new) <noun>" and an entry of the answer
    says the same with a name in its place (above): that entry, and it written with the kind
    ``told`` said of the noun, if any ("User joined Ridgeway Wheelers, a cycling club.")."""
    unnamed = re.match(_UNNAMED_OF_A_KIND.format(n=re.escape(noun.lower())), told)
    if unnamed is None:
        return None
    pre = unnamed["pre"] + " "
    for c in answered_with:
        name = re.fullmatch(r"(?P<name>(?:the |The )?[A-Z0-9][\w'&-]*(?: [A-Z0-9][\w'&-]*)*)\.", c.content[len(pre):])
        if not c.content.startswith(pre) or not re.match(r"(?:the |The )?[A-Z0-9]", c.content[len(pre):]):
            continue
        # the name's own "The" is written small inside the sentence ("… with the Vale Rovers")
        named = re.sub(r"^The ", "the ", c.content[len(pre):])
        if name and unnamed["kind"]:
            named = f"{named[:-1]}, a {unnamed['kind']}{noun.lower()}."
        return c, replace(c, content=pre + named)
    return None


# the friend asks the name of what the user just told of ("What's her name?", "What did you
# call him?", "What are their names?")
_ASKS_A_NAME = re.compile(r"\bwhat(?:'s| is| are| did you) (?:(?:her|his|its|their) names?\b|"
                          r"(?:name|call) (?:her|him|it|them)\b)", re.I)
_REACTION_LEAD = re.compile(lead(("yes", "yeah", "yep", "oh", "haha", "aw+") + THANKS), re.I)


def _message_candidates(said: Sequence[str], at: float | None = None,
                        between_people: bool = False, answered: str | None = None,
                        capitals: Capitals | None = None, own_before: Sequence[str] = ()) -> list[Candidate]:
    """``answered``: the other side's turn just before, read for what a pointer at the start
    of the answer stands for (:mod:`.answer`); ``capitals``: the review's words
    (:mod:`.capitals`), by default the message's; ``own_before``: the sentences of the user's
    message right before ``answered``, whose one thing the turn's question may point at
    (:mod:`.asked_thing`)."""
    capitals = capitals or Capitals((*said, answered or ""))
    mine: list[Candidate] = []
    last_shaped: int | None = None   # the sentence whose shape-layer entry is mine[-1]
    last_found: int | None = None    # the sentence whose entry (a row's or the shape's) is mine[-1]
    # the text whose subject the next sentence's "It"/"They" may stand for (:mod:`.carried`):
    # its subject is read only when that sentence opens with one (issue 27: thing_subject
    # cost ~5 % of a review on chat turns, asked of every sentence and used by few)
    topic_of: str | None = None
    # what the turn before proposed to do (:mod:`.taken_up`), read when an entry is a plan
    # (issue 27: most messages give none, and the turn was read for every message)
    tips: list[str | None] = []
    for i, sentence in enumerate(said):
        sentence = taken_back(sentence)   # learn56: "I X, but not anymore" (.disclosure)
        sentence = carried_sentence(sentence, said[:i], clauses)   # fixlearn18: "My son is eight. He …"
        # the answer's start: its first sentence after greetings and thanks of a few words
        friend_turn = answered if i <= 2 and all(len(s.split()) <= 4 for s in said[:i]) else None
        if BARE_REMEMBER.match(core_of(sentence)) and not mine:
            # "I prefer metric units. Remember that." keeps the sentence before.
            before = said[i - 1] if i else ""
            mine += TABLE.first("Remember that " + before, end_of(before),
                                kinds=("explicit",), lang="en") if before else []
            continue
        # a row's stub ("Yeah, I love to." → "User loves to.") is dropped at the end anyway;
        # dropped here, the sentence is still read with the friend's question (:mod:`.asked`)
        # "I can't stand X" is read by the dislike row, relative clause and all (review11 H19)
        # and "these <plural> every …" as the bare kind, as the shape layer writes it (review18 R1)
        found = [_dated_end(c, at) for c in candidates(said_as_dislike(kind_written_bare(sentence)))
                 if not _cut_off(c.content)]
        if between_people:
            found = [replace(c, content=_inner_we_as_they(c.content)) for c in found]
        if between_people and found and taste_with_reason(sentence) \
                and (reasoned := [c for c in disclosed(sentence, at, between_people=True, capitals=capitals)
                                  if " because " in c.content]):
            # learn55: the taste row cuts at "because"; the shape layer keeps the reason
            # (:func:`.disclosure.taste_with_reason`)
            found = _by("taste_with_reason", reasoned)
        # between people a row written for the team or the assistant ("we usually …" as a
        # team habit) does not stand: the sentence is read by its shape instead. learn103
        # (issue 31, MSC's per-turn annotations): said to the assistant too, a row whose every
        # entry find() refuses as about no one of the user's (a taste row that ran on past
        # its clause into a pointer, "I like to row but this lake is too small") took the
        # sentence for nothing; the shape layer, which cuts the clauses, reads it instead. Each
        # entry is judged as find() will judge it, after its "our" of a life and its inner "we"
        # are written (:func:`_our_of_a_life`: "I work at our local bakery" stands, the row's)
        for_others = bool(found) and not any(
            _about_the_user(c if between_people else replace(c, content=_before_an_inner_we(
                _our_of_a_life(c.content, sentence), sentence)), between_people, sentence) for c in found)
        if for_others:
            found = []
        if found and not for_others:
            # "I love jazz, but I also enjoy folk music": a row took the first statement
            # (and with it the sentence), the others are read by their shape. learn74: in
            # both readings, as a sentence no row takes is: said to the assistant, a later
            # "I …" is the user's as much as the first ("I like rowing, but I also enjoy
            # cycling"); a "we" of the work stays the rows' (the shape layer keeps no team
            # habit said to the assistant)
            found += _by("second_statement", _second_statements(sentence, at, between_people, capitals, found))
        if not found and (shaped := disclosed(sentence, at, between_people=between_people,
                                                 before=friend_turn, said_before=" ".join(said[:i]),
                                                 told_later=may_be_granted_later(sentence, " ".join(said[:i]))
                                                 and _tells_own_later(said[i + 1:], at, between_people),
                                                 capitals=capitals)) \
                and (for_others or not _claimed(sentence, between_people)):
            found = shaped   # no row of the table knows this sentence: read by its shape
        if (not found or not any(stands_alone(c.content, sentence) for c in found)
                or asks_how_old(friend_turn)) \
                and (joined := restated(friend_turn, sentence, before=" ".join(said[:i]),
                                        to_the_assistant=not between_people)
                     or not i and denied_restated(friend_turn, sentence, to_the_assistant=not between_people)):
            # "How long have you been sailing?" — "Twelve years now!" (:mod:`.asked`); learn46:
            # also when the answer read alone gives only entries that cannot stand alone ("we go
            # twice a month": go where?), the question says what; learn58: the assistant's
            # questions of a life too (:func:`.asked.restated`'s ``to_the_assistant``); learn99:
            # "How old are you?" — "I am 16." read alone is "User is 16.", which says no age;
            # learn106: a no to "Have you ever …?" or "Do you have any <kids>?" (:mod:`.denied`)
            found = _by("asked", disclosed(joined, at, between_people=between_people, capitals=capitals)) or found
        elif found and between_people and asks_how_long(friend_turn) \
                and (joined := restated(friend_turn, sentence, before=" ".join(said[:i]))):
            # "How long have you been into chess?" — "Ten years, and I've just joined a club."
            # (the duration first, a clause of its own after it: both are kept; learn38)
            with_question = _by("asked_how_long", disclosed(joined, at, between_people=True, capitals=capitals))
            if with_question and re.match(r"(?i)since\b", sentence.strip()):
                # learn52: "Since I was nine!" — the age says when it began ("User was nine."
                # read alone is no fact of its own)
                found = with_question
            else:
                found = found + [c for c in with_question if c.content not in {f.content for f in found}]
        named = carried(sentence, thing_subject(topic_of)) \
            if not found and topic_of is not None and may_carry(sentence) else None
        if named and not _claimed(named, between_people):
            # "Pottery calms me. It helps me slow down." (:mod:`.carried`)
            found = _by("carried", disclosed(named, at, between_people=between_people, capitals=capitals))
        if not found and friend_turn \
                and (asked_one := answered_pointer(sentence, friend_turn, " ".join(said[:i]),
                                                   own_before=" ".join(own_before),
                                                   between_people=between_people)):
            # "Why do you like hiking with your dad?" — "It helps me unwind." (:mod:`.asked_thing`,
            # learn94): the answer's opening pointer as the one doing or thing the question asks about;
            # the assistant's questions of the user's doings and things too, as :mod:`.asked` reads them
            found = _by("asked_thing", [c for c in candidates(asked_one) if not _cut_off(c.content)
                                        and _about_the_user(c, between_people, asked_one)]
                        if _claimed(asked_one, between_people)
                        else disclosed(asked_one, at, between_people=between_people, capitals=capitals))
        if not found and (their_one := asked_person(sentence, friend_turn, " ".join(own_before))):
            # learn104: "Does your uncle still sail?" — "He's a ferry pilot now." (:mod:`.asked_person`):
            # the answer's opening pronoun as the one person or pet of the user's the question
            # asks after; in both readings, as :mod:`.asked_thing`'s (an unnamed chat of two
            # friends is often read as said to the assistant, and its questions of the user's
            # people are the same)
            found = _by("asked_person", [c for c in candidates(their_one) if not _cut_off(c.content)
                                         and _about_the_user(c, between_people, their_one)]
                        if _claimed(their_one, between_people)
                        else disclosed(their_one, at, between_people=between_people, capitals=capitals))
        if not found and (put_back := object_put_back(sentence, capitals)):
            # learn104: "Chess is something I play every week." (:mod:`.fronted_object`): the
            # user's clause with its fronted object put back after the verb
            found = _by("fronted_object", [c for c in candidates(put_back) if not _cut_off(c.content)
                                           and _about_the_user(c, between_people, put_back)]
                        if _claimed(put_back, between_people)
                        else disclosed(put_back, at, between_people=between_people, capitals=capitals))
        if not found and friend_turn and (first := favourite_said_first(sentence) or not mine and favourite_picked(sentence)) \
                and (joined := restated(friend_turn, first, to_the_assistant=not between_people)):
            # learn104: "What's your favorite season?" — "Spring is easily my favorite."
            # (:func:`.fronted_object.favourite_said_first`): the favourite named first, its kind the question's;
            # learn106: "It's definitely Merlot.", "I'd say Jaws." (:mod:`.favourite_picked`)
            found = _by("asked", disclosed(joined, at, between_people=between_people, capitals=capitals))
        if not found and i and not judgement(sentence) and (theirs := owned(said[i - 1], sentence)):
            # "I got a new guitar. It's a vintage Fender." (:mod:`.owned`): read as if said so
            found = _by("owned", [c for c in candidates(theirs) if not _cut_off(c.content)
                                  and _about_the_user(c, between_people, theirs)]
                        if _claimed(theirs, between_people) else
                        disclosed(theirs, at, between_people=between_people, capitals=capitals))
        if between_people and (theirs := owned_object(" ".join(said[:i]), sentence)) \
                and not _claimed(theirs, True):
            # "I got a puppy. I walk him every morning." (:mod:`.objects`): read as if said so
            found = found + _by("objects", [c for c in disclosed(theirs, at, between_people=True, capitals=capitals)
                                            if c.content not in {f.content for f in found}])
        if not found and between_people and (named_one := pointed_at(" ".join(said[:i]), sentence, friend_turn)):
            # "We tried a card game called Tessera. I love it!" (:mod:`.antecedent`, learn87): a
            # taste or habit of the one thing the user named just before, owned or not, or else
            # of the one thing the friend's question asks about ("Do you play Tessera?"); read
            # by a row when one claims it ("I love …"), else by its shape
            found = _by("antecedent", [c for c in candidates(named_one) if not _cut_off(c.content)
                                       and _about_the_user(c, True, named_one)]
                        if _claimed(named_one, True) else disclosed(named_one, at, between_people=True, capitals=capitals))
        if not i and (same := same_said(friend_turn, sentence)):
            # learn108: "I live in a big city." — "Me too, but I miss the quiet." (:mod:`.same_here`):
            # the friend's statement said again as the user's, beside what the answer says itself
            found = found + _by("same_here", _restated_beside(same, found, at, between_people, capitals))
        if (fav := favourite_said(said[i - 1] if i else "", sentence)) is not None:
            # learn108: "Do you like the Lumineers? They are my favorite band." (:mod:`.favourite_pointer`):
            # the pointer as the thing the user's own words just named; in both readings, as
            # :mod:`.asked_person`'s, and beside a taste kept from the same sentence ("I drink
            # green tea daily, it's my favorite drink.")
            found = found + _by("favourite_pointer", _restated_beside(fav, found, at, between_people, capitals))
        if not found and i and (thing_named := named_just_before(said[i - 1], sentence, capitals)):
            # "The cello is hard. I'm slowly improving at it." (:mod:`.named_just_before`, learn90):
            # an object pointer as the one thing the user's own sentence just before was about
            found = _by("named_just_before", [c for c in candidates(thing_named) if not _cut_off(c.content)
                                              and _about_the_user(c, between_people, thing_named)]
                        if _claimed(thing_named, between_people)
                        else disclosed(thing_named, at, between_people=between_people, capitals=capitals))
        if between_people and (lived := relative_of_a_life(sentence)):
            # "That photo brings back the tin robot I owned as a boy" (:mod:`.life_past`, learn88):
            # a past of the user's life told inside a sentence about something else
            found = found + _by("life_past", [c for theirs in lived
                                              for c in disclosed(theirs, at, between_people=True, capitals=capitals)
                                              if c.content not in {f.content for f in found}])
        for standard in measured_against(sentence):
            # learn96: "The others don't align with my preference for quiet trains" (:mod:`.own_measure`):
            # the preference measured against, read as if said so ("I prefer quiet trains.")
            read = [c for c in candidates(standard) if not _cut_off(c.content)] \
                if _claimed(standard, between_people) \
                else disclosed(standard, at, between_people=between_people, capitals=capitals)
            found = found + _by("own_measure", [c for c in read if _about_the_user(c, between_people, standard)
                                                and c.content not in {f.content for f in found}])
        if between_people and (done := dated_doing(sentence)) \
                and (said_so := disclosed(done, at, between_people=True, capitals=capitals)):
            # "Hosting a chess camp last spring was a blast" (:mod:`.life_past`, learn88): the
            # dated act of one's own the judgement is about, read as if said so, in place of
            # what the sentence's cut made of it ("Losing my job last year was hard." was
            # "User lost their job was hard.", the judgement's verb left on; review39)
            found = _by("dated_doing", said_so)
        if (not found or recurs(sentence)) and between_people \
                and (ours := i and with_company(" ".join(said[:i]), sentence)
                     or friend_turn and asked_company(friend_turn, " ".join(said[:i]), sentence)) \
                and not _claimed(ours, between_people):
            # "Here's my family at the beach. We go every summer." (:mod:`.company`); a "we"
            # habit said with how often is read alone too (learn46), but with the group the
            # message named it says with whom; learn91: so does the group the friend's question
            # asked about ("What do you do with your kids?" — "We bake bread on Sundays.")
            found = _by("company", disclosed(ours, at, between_people=True, capitals=capitals)) or found
        if between_people and found and (dash := after_dash(sentence)) \
                and not activity_then_it(sentence) \
                and (what := effect_of(dash[1])) and (kept := with_effect(found[-1], what)):
            # "I've been writing more poems - it lets me mix music and stories." (:mod:`.effect`:
            # the effect said after a dash, as it is in a sentence of its own; an activity
            # named as the taste's object is :mod:`.activity`'s subject instead; learn42)
            found[-1] = _by("effect", [kept])[0]
        elif between_people and (dash := after_dash(sentence)) \
                and (then := carried(dash[1], thing_subject(dash[0]))) and not _claimed(then, True):
            # "Jazz is so rich - it really speaks to me." (:mod:`.carried`, learn32)
            found = found + _by("carried", [c for c in disclosed(then, at, between_people=True, capitals=capitals)
                                            if c.content not in {f.content for f in found}])
        if between_people and (act := activity_then_it(sentence)) and not _claimed(act, True):
            # "I started running in May; it keeps me sane." (:mod:`.activity`)
            found = found + _by("activity", [c for c in disclosed(act, at, between_people=True, capitals=capitals)
                                             if c.content not in {f.content for f in found}])
        if between_people:
            # "I gave a talk at the shelter I volunteer at" (:mod:`.relative`): read as if said so
            for theirs in own_relative(sentence):
                read = [c for c in candidates(theirs) if not _cut_off(c.content)] \
                    if _claimed(theirs, True) else disclosed(theirs, at, between_people=True, capitals=capitals)
                # (an episode holding it does not: it is archived, and the doing lasts; learn78)
                found = found + _by("relative", [c for c in read if _about_the_user(c, True, theirs)
                                                 and not any(_holds_all(c.content, f.content) for f in found
                                                             if f.rule != EPISODE_RULE)])
        if not found and between_people and (view := held_view(sentence, " ".join(said[:i]), answered or "")):
            # "Balance is key.": a general statement of value, the user's view (:mod:`.views`)
            found = [Candidate("user", view, REASONS["stated"], CONFIDENCE, rule="shape:view")]
        if not found and between_people and i and (taste := found_in_doing(sentence, said[i - 1])):
            # "I coach on Saturdays. It's so rewarding to help kids grow." (:mod:`.finds`)
            found = [Candidate("user", taste, REASONS["stated"], CONFIDENCE, rule="shape:finds")]
        if found and between_people and friend_turn and _told_how(friend_turn, sentence):
            found = []   # learn66: the means of one thing done, asked "How did you …?" (below)
        topic_of = named or sentence
        if mine and last_shaped == i - 1 and (how := judgement(sentence)) \
                and (judged := with_judgement(mine[-1], how, is_act_word, now=judged_now(sentence))):
            mine[-1] = _by("judged", [judged])[0]   # "I went to a choir night. It was so moving." (:mod:`.judged`)
            if not found:
                continue
        if mine and last_found == i - 1 and not found and (what := effect_of(sentence)) \
                and (kept := with_effect(mine[-1], what)):
            mine[-1] = _by("effect", [kept])[0]   # "I love gardening. It helps me slow down." (:mod:`.effect`, learn37)
            continue
        if mine and last_shaped == i - 1 and not found and (name := name_given(sentence)) \
                and (named := with_name(mine[-1], name)):
            mine[-1] = _by("named", [named])[0]   # "I adopted a kitten! Her name's Mo." (:mod:`.named`, learn28)
            continue
        # learn61: a plan taken up from the friend's tip is the moment's answer (:mod:`.taken_up`)
        found = [c for c in found if not (c.rule.startswith("shape:") and may_take_up(c.content)
                                          and taken_up(c.content, sentence, _tip(tips, answered))
                                          and not placed_in_a_life(sentence, c.content))]
        # learn63: a taste of a bare "the N" whose topic the question or the sentence before
        # named carries it (:mod:`.bound_taste`), in both readings (a chunk of a chat between
        # people may hold no name, and is read as a session with the assistant)
        found = [_changed(c, with_topic(c, friend_turn, said[i - 1] if i else "", sentence), "bound_taste")
                 for c in found]
        if between_people:
            # learn67: a negative experience said as the foil of a hope, a tally told "so far"
            # (:mod:`.foil`)
            found = [c for c in found
                     if not foil_of_a_hope(c.content, sentence, said[i + 1] if i + 1 < len(said) else "")]
        if between_people and found and i and last_found != i - 1 and _near_event(said[i - 1]) \
                and _EVENT_OF_MINE.match(said[i - 1]) and not _OWN_TIME.search(sentence):
            # learn69 (judge29, a lost condition): "There's a pottery market in town soon. I'm
            # excited to sell my mugs." — the looking forward goes on with the near event the
            # sentence before told and left out (a passing event, kept as nothing); kept alone
            # it reads as a lasting wish of the user's
            found = [c for c in found if not _LOOKS_AHEAD.match(c.content)]
        if not found and (pet := pet_named_in_passing(sentence)):
            # fixlearn20 (tester25): "My dog Pretzel has a vet visit on Monday.": the visit is the
            # day's, the named creature lasts (:func:`.named.pet_named_in_passing`)
            found = [Candidate("user", pet, REASONS["stated"], CONFIDENCE, rule="shape:stated")]
        if sentence != said[i]:   # prec26: reread by taken_back or carried_sentence (the loop's top)
            found = _by("sentence_reread", found)
        if found and found[-1].rule.startswith("shape:"):
            last_shaped = i
        if found:
            last_found = i
        mine += found
    if said and (had := yours_had(answered, " ".join(said))) \
            and not any(re.search(rf"(?i)\b{re.escape(had[1])}", c.content) for c in mine):
        # learn106: "How's your brother?" — "He just started college!" (:mod:`.yours_taken_up`):
        # the someone the question presupposes, taken up and not denied, is the user's
        mine += _by("yours_taken_up", disclosed(had[0], at, between_people=between_people, capitals=capitals))
    for sentence in said:
        for statement, head in had_in_passing(sentence, " ".join(said)):
            if not any(names_in_passing(head, c.content) for c in mine):
                # learn107, learn109: "Just in from the garden with my rabbit!", "Off to pick up my
                # nephew." (:mod:`.mine_in_passing`): the pet or the one of a household the user
                # names with "my" and no clause of theirs keeps is theirs
                mine += _by("mine_in_passing", disclosed(statement + ".", at, between_people=between_people,
                                                         capitals=capitals))
    return mine


def _restated_beside(restated: str, found: Sequence[Candidate], at: float | None, between_people: bool,
                     capitals: Capitals | None) -> list[Candidate]:
    """learn108: the entries of a sentence a reading wrote for the user (``restated``), read by a
    row when one claims it, else by its shape, that are the user's and not in ``found`` yet:
    added beside what the sentence kept itself."""
    read = [c for c in candidates(restated) if not _cut_off(c.content)] if _claimed(restated, between_people) \
        else disclosed(restated, at, between_people=between_people, capitals=capitals)
    kept = {f.content for f in found}
    return [c for c in read if _about_the_user(c, between_people, restated) and c.content not in kept]


def _by(reading: str, found: Sequence[Candidate]) -> list[Candidate]:
    """prec26: ``found`` read from a sentence ``reading`` restated (:mod:`.readers`)."""
    return [replace(c, via=(reading, *c.via)) for c in found]


def _rewritten(candidate: Candidate, content: str, reading: str) -> Candidate:
    """``candidate`` with ``content``, and ``reading`` named as a reshaping when it changed it."""
    return candidate if content == candidate.content \
        else replace(candidate, content=content, via=(*candidate.via, reading))


def _changed(before: Candidate, after: Candidate, reading: str) -> Candidate:
    """``after``, with ``reading`` named as a reshaping when it changed ``before``'s words."""
    return after if after.content == before.content else replace(after, via=(*after.via, reading))


def _tip(tips: list[str | None], answered: str | None) -> str | None:
    """:func:`.taken_up.proposal` of ``answered``, read once into ``tips`` when first asked."""
    if not tips:
        tips.append(proposal(answered))
    return tips[0]


# learn69: a near time said of an event: the moment's words (``MOMENT``, "tonight", "this
# week"), a coming day or season (``AHEAD``), and "this month/weekend", "in a few days", "soon"
_NEAR_MORE = re.compile(r"\b(?:this (?:weekend|month|summer|spring|autumn|fall|winter)|in (?:a|the next) "
                        r"(?:few|couple of) (?:days|weeks|months)|soon)\b", re.I)


def _near_event(sentence: str) -> bool:
    return bool(MOMENT.search(sentence) or AHEAD.search(sentence) or _NEAR_MORE.search(sentence))


_OWN_TIME = re.compile(r"\b(?:someday|one day|eventually|every|always|in the future|when|once|after|"
                       r"years?|long[- ]term|this|next|today|tomorrow|tonight)\b", re.I)
# the looking forward of a feeling ("I'm so excited to …", "can't wait to …"), written as "looks
# forward to"; a plan or a wish of its own ("I want to learn to knit") is no part of the event
# review24 R15: only a doing done at the event ("meeting", "seeing", "trying", "selling" …): a
# looking forward of its own ("to starting their PhD", "to adopting a greyhound", "to retiring")
# is no part of whatever near time was said before it
_LOOKS_AHEAD = re.compile(r"^User (?:(?:really|also|just|still|definitely|always) )*(?:looks forward to|"
                          r"is (?:so |really )?(?:excited|thrilled|eager) to) (?:(?:finally|actually) )?"
                          r"(?:meet|see|try|hear|watch|chat|catch|celebrat|danc|sing|learn|explor|show|"
                          r"sell|shar|hang|enjoy|check|play|perform|compet|cheer|tast|listen)[a-z]*\b")
# the sentence before tells an event of the user's (their own doing or "there's …"), not the
# weather or another's news ("The storm is loud tonight")
_EVENT_OF_MINE = re.compile(r"^\W*(?:i|i'm|i've|i'll|we|we're|we've|we'll|my|our|there's|there is|there are)\b",
                            re.I)


def _answer_judgement(said: Sequence[str]) -> str | None:
    """How "it" struck the user, when the answer opens with a judgement of it ("It's been
    tough, but really rewarding."), after greetings and thanks of a few words; else None."""
    for sentence in said[:3]:
        if how := judgement(sentence):
            return how
        if len(sentence.split()) > 4:
            return None
    return None


def _holds_all(new: str, old: str) -> bool:
    """Whether entry ``old`` already says every word of ``new`` after its subject, a verb's
    agreement aside ("User lives in a city." in "User loves the city they live in.")."""
    said = set(re.findall(r"[a-z']+", old.lower()))
    return all(w in said or w[:-1] in said or w[:-2] in said
               for w in set(re.findall(r"[a-z']+", new.lower())) - {"user", "the", "a", "an", "is", "are"})


# learn15: where another statement of the speaker starts, as ``candidates`` cuts it; learn74
# (Synthetic-Persona-Chat dev): also after "and"/"but" with no comma before "I am/have" ("I'm
# a vegan and I'm married"): a subject of its own after the joint starts a statement.
_SECOND_STATEMENT = re.compile(r",\s+(?:and|but|so)\s+(?=(?:i|i'm|i've|my|we|we're|our)\b)|"
                               r"\s+(?:and|but)\s+(?=(?:i'm|i've|i am|i have)\b)", re.I)
# learn74: a list of the speaker's statements joined by bare commas ("I like to swim, I'm a
# nurse, and …"), only when the sentence opens with the speaker as its subject: after a
# fronted phrase ("As the release manager, I sign every tag", "Honestly, I …") the comma
# ends the phrase, not a statement.
_LISTED_STATEMENT = re.compile(r",\s+(?=(?:i|i'm|i've|my)\b)", re.I)
_SPEAKER_FIRST = re.compile(r"^\W*(?:i|i'm|i've|i'd|my|we|we're|our)\b", re.I)


def _dated_end(found: Candidate, at: float | None) -> Candidate:
    """``found`` with the relative time its row's end took (``Candidate.when``: "I moved to
    Leeds last year") written as when it was, from the message's time ("User moved to Leeds
    in 2025."): cut and left undated, the move read as of any time (fixlearn17, issue 31). A
    time no date is known for ("recently", "in May") stays cut, as before. zhlearn3: a Chinese
    move's time is written in Chinese (:func:`.disclosure_zh.dated_move`)."""
    if found.when and CJK.search(found.when):
        return dated_move(found, at)
    if not found.when or (when := anchor(found.when, at)) is None:
        return found
    end = found.content[-1] if found.content[-1:] in ".!" else ""
    return replace(found, content=f"{found.content[:len(found.content) - len(end)]} {when}{end or '.'}", when="")


def _second_statements(sentence: str, at: float | None, between_people: bool,
                       capitals: Capitals | None = None,
                       found: Sequence[Candidate] = ()) -> list[Candidate]:
    """What the other statements of a sentence give when a row took one of them (and with it
    the sentence, so the shape layer was never asked): "I love jazz, but I also enjoy folk
    music.", "I'm a welder, and my favourite band is Low." Each statement no row takes
    (and no row's veto stands on) is read alone, as its own sentence; what ``found`` (the
    row's entries) already says is not said twice."""
    text = without_question_tail(sentence)
    pieces = _SECOND_STATEMENT.split(text)
    if _SPEAKER_FIRST.match(text):
        pieces = [listed for piece in pieces for listed in _LISTED_STATEMENT.split(piece)]
    if len(pieces) < 2:
        return []
    out: list[Candidate] = []
    for j, piece in enumerate(pieces):
        piece = piece.strip()
        if j and (kind := kind_of_many(pieces[j - 1].strip(), singular)) \
                and (pick := favourite_of_kind(piece, kind)):
            # learn77: "I like all kinds of soup, but my favourite is borscht" (.kind_favourite)
            said = pick + (end_of(sentence) or ".")
            out += [c for c in TABLE.first(pick, end_of(sentence), lang="en")
                    or disclosed(said, at, between_people=between_people, capitals=capitals)
                    if not any(_holds_all(c.content, f.content) for f in (*found, *out))]
            continue
        if not piece or _clause(piece) or _claimed(piece, between_people):
            continue   # a row's (it gave or vetoed it), or nothing
        out += [c for c in disclosed(piece + (end_of(sentence) or "."), at, between_people=between_people,
                                     capitals=capitals)
                if not any(_holds_all(c.content, f.content) for f in (*found, *out))]
    return out


# fast50 (issue 27): the patterns below were given to ``re``'s functions on every call, each
# call a lookup in ``re``'s cache (~370 a LoCoMo review): compiled once, here
#: Quotes, stars and dashes around a sentence, cut before the table reads it.
_QUOTES_AROUND = re.compile(r"^[\s\"'“”‘’*-]+|[\s\"'“”‘’]+$")
#: Where :func:`_pieces` cuts a sentence.
_PIECE_CUT = re.compile(r",\s+(?:and|but|so)\s+(?=(?:i|i'm|my|we|our)\b)|[;；]\s*", re.I)
#: A lead-in before a colon, a first clause before a semicolon, one before a Chinese comma:
#: what :func:`candidates` tries without, in this order.
_LEAD_IN_CUTS = (re.compile(r"^[^:：]{1,60}[:：]\s*(?P<rest>.+)$"), re.compile(r"^[^;；]{1,120}[;；]\s*(?P<rest>.+)$"),
                 re.compile(r"^[^，]{1,40}，\s*(?P<rest>.+)$"))
#: "不是 X，…": the switch names what it leaves.
_NOT_X = re.compile(r"^不是\s*(?P<x>[^，,]+?)\s*[，,]")
_A_TASTE = re.compile(r"^User (?:likes|loves|enjoys|adores|is)\b")
_A_TASTE_OF_THE_USER = re.compile(r"^User (?:likes|dislikes|loves|enjoys)\b")
_HAN_CHARACTER = re.compile(r"[\u3400-\u9fff]")


def _claimed(sentence: str, between_people: bool = False) -> bool:
    """Whether a row of the table takes ``sentence`` (a veto yields nothing but stands).
    Between people the hedge row does not stand: "I'm planning to visit Ireland" is a
    plan the shape layer keeps as one (a hedge stays out there too), where in a developer's
    session the same words are a task for the assistant; learn58: unless they are a plan of the
    user's life (:func:`.disclosure.life_plan`: no work named, a far time, a pursuit taken up
    or a change of a life), which the shape layer then reads as between people.
    learn107: the plan is read on the core the row read, without its opening filler: "Yeah, I
    want to become a nurse." said to the assistant kept nothing where "Yea, …" (no filler of
    the row's) and "Yeah I …" (no comma) kept the aim."""
    text = _QUOTES_AROUND.sub("", without_question_tail(sentence))
    if _undone_pieces(_pieces(text), text):
        return False   # fixlearn17: no row takes a clause the sentence undoes (:func:`candidates`)
    core = core_of(text)
    rule = _claim(core, end_of(text))[0]
    return rule is not None and not ((between_people or life_plan(core)) and rule.name == "en.hedge")


@lru_cache(maxsize=1024)
def _claim(core: str, end: str | None) -> tuple[Rule | None, tuple[Candidate, ...]]:
    """The table's claim on one sentence core, asked once per sentence: ``_clause`` and
    ``_claimed`` both need it (a review's CPU budget is a few milliseconds)."""
    rule, found = TABLE.claim(core, end)
    return rule, tuple(found)


def _pieces(sentence: str) -> list[str]:
    """``sentence``'s independent clauses as :func:`candidates` splits them (", and I …",
    ", but my …", "; …")."""
    return [p for p in _PIECE_CUT.split(sentence) if p.strip()]


def _undone_pieces(pieces: Sequence[str], sentence: str) -> set[int]:
    """Which of ``pieces`` the next one undoes after "but" (:func:`.undone.undone_after`)."""
    return {j for j in range(len(pieces) - 1) if undone_after(pieces[j], pieces[j + 1], sentence)}


def candidates(sentence: str) -> list[Candidate]:
    """The entries one user sentence gives.

    A lead-in ending in a colon ("A few things about me: I prefer …"), a first clause
    before a semicolon ("Schedule it for 9am; I'm in Berlin") or a Chinese comma ("不是
    Docker，我已经改用 Podman 了") is tried without it when the whole sentence matches
    nothing. Two independent clauses ("I prefer Go, and my timezone is …", "I moved to Lisbon,
    so my timezone is …") are two facts.
    """
    sentence = without_question_tail(sentence)
    if sentence.endswith("?") and (said := own_statement_asked_back(sentence)):
        sentence = said   # learn110: "I love chess how about you?", the question back glued on
    pieces = _pieces(sentence)
    if undone := _undone_pieces(pieces, sentence):
        # fixlearn17: "I moved to Denver last year, but we moved back to Ohio": the row took the
        # move the sentence undoes; what is left is read by the rows or the shape (:mod:`.undone`)
        return [c for j, piece in enumerate(pieces) if j not in undone for c in _clause(piece)]
    in_pieces = [c for piece in pieces for c in _clause(piece)] if len(pieces) > 1 else []
    if len(in_pieces) >= 2:
        return in_pieces
    found = _clause(sentence)
    for split in _LEAD_IN_CUTS:
        if not found and (lead_in := split.match(sentence)):
            found = _clause(lead_in.group("rest"))
    if not found:
        # A fact said after something else: "Times in UTC confuse me, my timezone is IST."
        for clause in _LATER_CLAUSE.finditer(sentence):
            if scope_first(sentence[:clause.start()]):
                break   # learn75 (review27 R3): "At work, I use Linux": the shape layer keeps the scope
            if found := _clause(sentence[clause.end():]):
                break
    if found and (not_x := _NOT_X.match(sentence)):
        # "不是 Docker，我已经改用 Podman 了": the switch names what it leaves
        found = [with_old(c, not_x.group("x")) for c in found]
    return found or in_pieces


_ASKING = re.compile(LEAD + r"(?:(?:can|could|would|will) you\b|remember\b|note\b|keep in mind\b)", re.I)
# Where a later clause with its own subject starts: ", my timezone is …", ", we're in …".
_LATER_CLAUSE = re.compile(r",\s+(?=(?:i|i'm|i've|my|we|we're|our)\b)", re.I)


def _clause(sentence: str) -> list[Candidate]:
    text = _QUOTES_AROUND.sub("", sentence)
    if text.endswith(("?", "？")) and not _ASKING.match(text):
        return []  # a question is not a fact; "Can you remember that …?" is a request
    return list(_claim(core_of(text), end_of(text))[1])


def with_old(candidate: Candidate, old: str) -> Candidate:
    """A switch whose old value is said elsewhere ("Docker Desktop is gone", "不是 Docker")."""
    if candidate.new is None or candidate.old is not None or old.casefold() == candidate.new.casefold():
        return candidate
    zh = language(candidate.content) == "zh"
    who = "我们" if candidate.content.startswith("团队") else "我" if zh else \
        "we" if candidate.content.startswith("The team") else "i"
    tail = "" if zh else candidate.content[:-1].split(candidate.new, 1)[1]
    content = switch_sentence(who, candidate.new, old.strip(), tail, candidate.content[-1], zh=zh)
    return replace(candidate, content=content, old=old.strip())


_GONE = re.compile(r"(?P<x>[A-Z][\w.+-]*(?: [A-Z][\w.+-]*)?) (?:is|are) (?:gone|no more|uninstalled)|"
                   r"\bno more (?P<x2>[A-Z][\w.+-]*(?: [A-Z][\w.+-]*)?)")
# "we shut down the Heroku apps", "retired the DigitalOcean droplets": what a move left.
_RETIRED = re.compile(r"\b(?:retired|shut down|shut off|turned off|decommissioned|dropped|ditched|"
                      r"got rid of|killed|sunset(?:ted)?|moved off|moved away from|left|"
                      r"gave up|stopped using)\s+(?:the |our |my |all (?:the |our )?)?(?P<x>.{2,40})",
                      re.I)
_ASKED_ABOUT = re.compile(r"\b(?:using|use|on|with) (?P<x>[A-Z][\w.+-]*(?: [A-Z][\w.+-]*)?)\s*\?\s*$")


def _old_from_context(message: str, previous_assistant: str) -> str | None:
    """The old value of a bare "I switched to Y": "X is gone" in the same message, or the
    assistant's question just before ("Are you using Docker Desktop?")."""
    if gone := _GONE.search(message):
        return gone["x"] or gone["x2"]
    if (retired := _RETIRED.search(message)) and (named := tools_in(retired["x"])):
        return named[0][0]
    if asked := _ASKED_ABOUT.search(previous_assistant.strip()):
        return asked["x"]
    return None


# A listener called by a personal name ("Thanks, Caroline!", "Hey Jon,") is a person: the
# chat is between two people, not a user and their assistant. One vocative is not enough: a
# developer may praise a named assistant once ("Nice work, Jarvis!"). The address has to come
# back (two of the user's messages) or go both ways (the other side names someone too).
_NAMED_LISTENER = re.compile(
    r"(?:^|[.!?]\s+)(?i:hey|hi|hello|thanks|thank you|wow|yeah|yes|sorry|congrats|oh|sure|yo|"
    r"aw+|cheers|absolutely)[,!]?\s+[A-Z][a-z]+[,!.]|,\s+[A-Z][a-z]+[!.?]\s*$|"
    # a name set off before an exclamation anywhere ("The garden looks lovely, Ana! I think …")
    r",\s+[A-Z][a-z]+!")
_NOT_A_NAME = frozenset({"I", "The", "This", "That", "It", "So", "And", "But", "Thanks", "Sure", "Yes",
                         "No", "Ok", "Okay", "Great", "Cool", "Nice", "Please", "Claude", "Hermes"})
_ASSISTANT_OR_WORK = ASSISTANT_OR_WORK

# The other side lives a life of its own: it tells of its own people, pets or team ("my
# wife", "my teammates") or of an act of its own on a day gone by ("Last week I scored …",
# "I went hiking yesterday"). An assistant does neither, so a chat where the other side does
# is between two people even when nobody is named the way _NAMED_LISTENER reads a name.
_OWN_PEOPLE = (r"wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|kids?|children|son|daughter|"
               r"baby|mom|mum|dad|mother|father|parents|sister|brother|siblings|grandma|grandmother|"
               r"grandpa|grandfather|family|aunt|uncle|cousin|niece|nephew|dog|cat|puppy|kitten|pets?|"
               r"teammates?|coach|boss|co-?workers?|colleagues?|roommates?|neighbou?rs?|classmates?|"
               r"hometown")
_DAY_GONE_BY = (r"last (?:night|week|weekend|month|year|summer|winter|spring|fall|autumn|monday|"
                r"tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|the other day|"
                r"(?:a|two|three|few|couple of) (?:days|weeks|months) ago")
_OWN_PEOPLE_SAID = re.compile(rf"\bmy (?:{_OWN_PEOPLE})\b", re.I)
_ITS_DAY_GONE_BY = re.compile(rf"\b(?:{_DAY_GONE_BY})\b[^.!?]{{0,30}}\bI\b|"
                              rf"\bI\b[^.!?]{{0,60}}\b(?:{_DAY_GONE_BY})\b", re.I)
# an assistant with a memory recalls its work for the user by a day too ("Yesterday I found
# a recipe for you"): a day gone by said to or about "you" is no life of the speaker's own
_TO_YOU = re.compile(r"\byou(?:rs?)?\b", re.I)
# fixlearn19 (review33 R4's rest): so is the talk recalled by its day with no "you" in it
# ("Last week I suggested a lentil stew.", "Yesterday I looked up two campsites."): what the
# speaker said, proposed or looked up for the talk is no doing of a life of its own
_THE_TALK_RECALLED = re.compile(
    r"\bI (?:(?:also|just|already|then|first|had|have|briefly) )*(?:suggested|recommended|proposed|advised|"
    r"mentioned|noted|said|explained|pointed out|asked about|drafted|looked up|looked into|researched|"
    r"put together|compiled|summari[sz]ed|outlined|listed|jotted down|wrote up|flagged)\b", re.I)


# review34 R9: a recall that names the speaker's own life ("a photo of my grandpa", "adopting a
# dog") is a person's, whatever the verb
_OWN_LIFE_NAMED = re.compile(r"\bmy\b|\b(?:adopting|moving|buying a house|getting married)\b", re.I)


def _a_life_of_its_own(text: str) -> bool:
    return bool(_OWN_PEOPLE_SAID.search(text)) or any(
        _ITS_DAY_GONE_BY.search(sentence) and not _TO_YOU.search(sentence)
        and not (_THE_TALK_RECALLED.search(sentence) and not _OWN_LIFE_NAMED.search(sentence))
        for sentence in sentences(text))


# _between_people reads every message before find reads the user's again: the reading copy
# and its sentences are made once a review (issue 27). Pure, kept for the review alone.
@per_review()
def _reading_copy(content: str, user: bool) -> str:
    """The copy of a message the extractor reads: without the gateway's notes before a
    user's words, through ASCII quotes and simplified characters, a word typed twice read
    once (:func:`find`)."""
    return simplified(typed_once(ascii_quotes(users_words(content) if user else content)))


@per_review()
def _sentences_of(text: str) -> tuple[str, ...]:
    return tuple(sentences(text))


def _between_people(review: ReviewInput) -> bool:
    """Whether the user talks to a person (named, see :data:`_NAMED_LISTENER`, or one who tells
    of a life of its own, see :func:`_a_life_of_its_own`): then "you"
    is a friend, "we" a household or a pair of friends, and an imperative ("Never give
    up!", "Remember that staying positive is important") is encouragement, not a rule
    for the assistant. A chunk that gives the assistant an explicit rule about itself or
    the work is a developer's session whatever the vocatives say."""
    user_named = 0
    other_named = False
    for message in review.messages:
        if not message.content:
            continue
        content = _reading_copy(message.content, message.role == "user")
        if message.role == "user" and _rules_for_the_assistant(content):
            return False
        if _names_a_listener(content):
            if message.role == "user":
                user_named += 1
            else:
                other_named = True
    if user_named >= 2 or (user_named >= 1 and other_named):
        return True
    # an assistant may once mention a day gone by ("I misread yesterday's log"): a life of
    # the other side's own counts when it comes back, or beside a name said either way
    lived = sum(1 for message in review.messages
                if message.role != "user" and message.content and _a_life_of_its_own(message.content))
    return lived >= 2 or (lived >= 1 and (user_named >= 1 or other_named))


def _names_a_listener(text: str) -> bool:
    for hit in _NAMED_LISTENER.finditer(text):
        name = re.findall(r"[A-Z][a-z]+", hit.group(0))
        if name and name[-1] not in _NOT_A_NAME:
            return True
    return False


def _rules_for_the_assistant(text: str) -> bool:
    """Whether a sentence of ``text`` is an explicit rule or standing request (a row of
    kind "explicit" or "standing" claims it) about the assistant or the work."""
    for sentence in _sentences_of(text):
        if not _ASSISTANT_OR_WORK.search(sentence):
            continue
        core = _QUOTES_AROUND.sub("", without_question_tail(sentence))
        rule = _claim(core_of(core), end_of(core))[0]
        if rule is not None and rule.kind in ("explicit", "standing"):
            return True
    return False


# What the rule table writes for "you"/"we" in a developer's session (the listener as the
# assistant, "we" as the team) and a taste whose object points at something in the chat
# ("I love how it …", "I love his tech", "I love the way the glaze came out").
_LISTENER_OR_TEAM = re.compile(r"\bthe assistant\b|\bthe team's\b|^the team\b|\bthe team alls?\b",
                               re.I)
_POINTED_OBJECT = re.compile(
    r"^User (?:likes|dislikes|loves|enjoys) (?:how|when|the way|the thought|the idea|what)\b|"
    r"^User (?:likes|dislikes|loves|enjoys) [^,;-]*?\b(?:it|its|his|her|he|she|this|"
    r"these|those)\b", re.I)
# learn21 (review10 G2): a "they" in a taste's object is the chat's ("I love the songs they
# play") only when the user said one: the writing step also writes "they" for the user's
# own later "I" ("I love the city I live in" → "User loves the city they live in"), and that
# object names the user's own place or thing, a fact about them. When the user's words hold
# a "they" too, the entry's is the user's only when the words after it follow an "I" and
# never a "they" of the user's ("I love the town I grew up in, they have a great market").
_POINTED_THEY = re.compile(r"^User (?:likes|dislikes|loves|enjoys) [^,;-]*?\b(?:they|them)\b", re.I)
_CLOSING_THEM = re.compile(r"(?<=[^s\W']s)\s+and\s+(?!(?:their|his|her|its|my|our|your|the|a|an|this|these|those|"
                           r"no|every|they|he|she|we|you)\b)(?:[\w'-]+\s+){1,5}them(?=[.!]?$)", re.I)
_THEY_AND_NEXT = re.compile(r"\b(?:they|them)\b(?: (\w+))?", re.I)
_I_FORMS = {"are": r"I(?: am|'m)", "have": r"I(?: have|'ve)", "were": r"I was", "had": r"I(?: had|'d)",
            "would": r"I(?: would|'d)", "will": r"I(?: will|'ll)"}


_THE_TEAM = re.compile(r"\bthe team\b", re.I)
_SAID_WE = re.compile(r"\b(?:we|we're|we've|we'd|we'll|our|ours)\b", re.I)
# fixlearn11 (review11 H15): inside an entry about the user, a row's "the team" for a "we"
# said inside the sentence ("I love the house we bought" → "… the house the team bought")
# is the user with others: written "they", as a later "I" is (:func:`.writing.third_person`),
# so the fact stays ("User loves the house they bought.") instead of being dropped whole.
_INNER_TEAM = re.compile(r"(?<=\S )the team(?P<own>'s)?\b(?: (?P<v>has|is|was|does|hasn't|isn't|"
                         r"wasn't|doesn't)\b| (?P<s>[a-z]+[^s's]s)\b)?")
_THEIR_VERB = {"has": "have", "is": "are", "was": "were", "does": "do", "hasn't": "haven't",
               "isn't": "aren't", "wasn't": "weren't", "doesn't": "don't"}


def _inner_we_as_they(content: str) -> str:
    if not content.startswith("User"):
        return content
    return _INNER_TEAM.sub(lambda m: "their" if m["own"] else
                           "they" + (" " + _THEIR_VERB[m["v"]] if m["v"] else "")
                           + (" " + _plural(m["s"]) if m["s"] else ""), content)


# fixlearn22 (review36 B2, docs/review.md 5.6): said to the assistant, the writer reads "we" and
# "our" as the user's team (a developer's session: "Our API is versioned by date"). Inside an
# entry whose subject is the user ("I volunteer at our local library", "I'm repainting our
# waiting area") the "our" is the user's household, family, club or workplace, as between people:
# "their". It stays the team's when the entry names software work (a repo, a build, a service,
# a backend …), and a "we" or "our" said as the subject ("Our API …", "We deploy …") is the
# team's as before.
_TEAM_SAID = re.compile(r"\bteams?\b", re.I)   # (Topical-Chat dev: "… roots for the team" became "… for they")
_SOFTWARE_WORK = re.compile(
    r"\b(?:modules?|clusters?|backend|frontend|endpoints?|schemas?|containers?|dashboards?|"
    r"services?|apps?|clients?|codebase|stack|infra\w*|sprints?|standups?|roadmap|product|platform|"
    r"website|project|customers?|users|tickets?|bugs?|features?|packages?|plugins?|versions?|ci|cd|"
    r"workflows?|monorepo|cloud|infrastructure|on-?call|deploys?)\b|"
    r"\w\.\w|\w_\w|(?-i:\b[a-z]+[A-Z]\w*)|[/\\]", re.I)


def _our_of_a_life(content: str, said: str) -> str:
    """``content`` with an inner "the team's" the writer made of the user's "our" (said in
    ``said``) as "their"; a team the user named ("I root for the team") is never touched, nor an
    inner "we" (review37 R14: as "they" it let a reaction or a fused clause through, "User is
    surprised they haven't.")."""
    # (prec28: "User's wife took the team's children." of "My wife … took our children": the
    # user's own as the entry's subject is the user's sentence too)
    if not content.startswith(("User ", "User's ")) or not _OURS_INSIDE.search(content) \
            or not _SAID_OUR.search(said) or _TEAM_SAID.search(said) or _of_the_work(content):
        return content   # (review37: a tool the lexicon knows, "our CI on GitHub Actions", is the work's)
    return _OURS_INSIDE.sub("their", content)


# (not "where": the clause is the object; "so" joins a clause of its own, with a comma or
# without: "User prefers quiet trips, so the team avoids crowds." - PrefEval dev, "User lives
# somewhere warm so the team …" - Topical-Chat dev)
_JOINED_INNER_WE = re.compile(r"(?:,(?: so| and| but)?| and| but| so)\s+the team\b")


def _before_an_inner_we(content: str, said: str) -> str:
    """``content`` cut before a clause joined after the user's own whose subject is the team
    written for a "we" of a life (:func:`_about_the_user`), when what is left is a clause of
    the user's own of three words or more; else ``content`` as it was."""
    joined = _JOINED_INNER_WE.search(content)
    if joined is None or not content.startswith("User ") or not _SAID_WE.search(said) \
            or _TEAM_SAID.search(said) or _of_the_work(content):
        return content
    kept = content[:joined.start()].rstrip(" ,")
    return kept + "." if len(kept.split()) >= 3 and not _THE_TEAM.search(kept) else content


def _of_the_work(content: str) -> bool:
    """Whether an entry names the assistant, software work or a known tool: its "we" and
    "our" are the team's (:func:`_our_of_a_life`)."""
    return bool(ASSISTANT_OR_WORK.search(content) or _SOFTWARE_WORK.search(content) or tools_in(content))


_OURS_INSIDE = re.compile(r"(?<=\S )the team's\b")
_SAID_OUR = re.compile(r"\bour\b", re.I)


def _plural(verb: str) -> str:
    """The plural of a present verb the row agreed with "the team" ("rents" → "rent")."""
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("shes", "ches", "xes", "sses", "oes")):
        return verb[:-2]
    return verb[:-1]


_WE_FORMS = {"are": r"we(?: are|'re)", "have": r"we(?: have|'ve)", "had": r"we(?: had|'d)",
             "would": r"we(?: would|'d)", "will": r"we(?: will|'ll)"}


def _they_of_the_chat(content: str, said: str) -> bool:
    """Whether a "they"/"them" in a taste's object stands for others (above), not the user."""
    # fixlearn22 (R21's family): a closing "them" after "and" stands for the plural said before
    # it ("User dislikes spiders and never touches them."), as :mod:`.stands_alone` reads it
    content = _CLOSING_THEM.sub("", content)
    if not _POINTED_THEY.search(content):
        return False
    for they in _THEY_AND_NEXT.finditer(content):
        after = they[1]
        if they[0].lower().startswith("them") or after is None:
            return True   # the writing step writes no "them" for the user
        said_i = _I_FORMS.get(after.lower()) or r"I " + re.escape(after)
        # the user with others said inside ("the house we bought", :func:`_inner_we_as_they`)
        said_we = _WE_FORMS.get(after.lower()) or r"we " + re.escape(after)
        if not re.search(r"\b(?:" + said_i + "|" + said_we + r")\b", said, re.I) \
                or re.search(r"\bthey " + re.escape(after) + r"\b", said, re.I):
            return True
    return False


def _about_the_user(candidate: Candidate, between_people: bool, said: str) -> bool:
    """A fact about the user (or, in a developer's session, a rule for the assistant or
    the team): a clause about the listener, or whose referent stayed in the chat, is not.
    ``said``: the user's words the candidate came from."""
    content = candidate.content
    if candidate.lang != "en" and _HAN_CHARACTER.search(content):
        return True
    # learn55: a taste's reason ("… because it clears their head") has its own subject, the
    # taste's object: a pointer is looked for in the taste itself
    taste = content.split(" because ", 1)[0] if _A_TASTE.match(content) else content
    if _POINTED_OBJECT.search(taste) or _they_of_the_chat(taste, said):
        return False
    if between_people and _THE_TEAM.search(content) and _SAID_WE.search(said):
        # learn21: a row's "the team" written for a "we" inside the sentence ("I love the
        # house we bought" → "… the house the team bought"): between people "we" is the
        # user with others the sentence does not name, never a team (as :mod:`.disclosure`
        # drops a "we" inside), so the row does not stand
        return False
    if not between_people and _INNER_TEAM.search(content) and content.startswith("User") \
            and _SAID_WE.search(said) and not _TEAM_SAID.search(said) and not _of_the_work(content):
        # prec28 (MSC dev, people telling their lives to the "assistant"): a "we" said inside
        # the user's sentence of a life ("I run a deli and we stock cheeses", "I have a cousin
        # we grew up with", "I have no idea where we stand with …") is the user with others the
        # sentence does not name; written "the team" it names nothing ("User has no idea where
        # the team stands."). A team the user named ("I root for the team") and a "we" of the
        # work ("I maintain the backend we deploy on Fridays") stay.
        return False
    if not _LISTENER_OR_TEAM.search(content):
        # between people, "Remember that staying positive is important" is advice
        return not (between_people and candidate.rule.startswith("en.remember")
                    and not content.startswith("User"))
    if between_people:
        return False
    # in a developer's session the assistant and the team take part in the user's rules
    # ("User always wants cargo clippy to run before the assistant suggests a commit"), but
    # a taste is not about them ("User likes how the assistant uses it …")
    return not _A_TASTE_OF_THE_USER.match(content)


# What the user asked to be kept ("Remember that I'm busy on Fridays", a standing rule) is
# kept as said; anything else must read alone, weeks later (:mod:`.stands_alone`).
_ASKED_FOR = ("en.remember", "en.from_now_on", "en.from_now_on_end", "en.never", "en.always",
              "en.we_always")


def _read_alone(candidate: Candidate, said: str = "", between_people: bool = False) -> Candidate | None:
    """``candidate`` as it reads alone (a trailing part leaning on the chat cut), or None;
    ``said``: the user's message it was written from. Between people its written form is read
    last (:mod:`.written_form`); a developer's session says "this project" of its own repo."""
    if candidate.rule in _ASKED_FOR:
        return candidate
    if lost_what_it_asks(candidate.content):
        return None   # learn51: the complement its head asks for was cut (:mod:`.asks_for`)
    content = completed(candidate.content, said, dated_intent=candidate.reason == INTENT_REASON)
    if content is not None:
        # fixlearn16: a greeting joined after a fact is cut; learning from the chat, or of
        # nothing named, is talk about the chat (:mod:`.chat_act`)
        content = None if about_the_chat(content, said) else without_greeting(content)
    if content is not None and a_passing_worry(content, said):
        content = None   # mbprec1: a doubt, worry or busy stretch of the moment (:mod:`.passing_worry`)
    if content is not None and leans_on_one(content):
        content = None   # mbprec3: "one(s)" for the question's noun, not said (:mod:`.pro_one`)
    if content is not None and a_told_moment(content):
        content = None   # mbprec3: how one moment of a told occasion felt (:mod:`.told_moment`)
    if content is not None:
        content = without_feeling_of_now(content)   # mbprec3: "… and feeling stuck" (:mod:`.told_moment`)
    if content is not None:
        content = camera_shot(content, said)   # review31 R21: the camera's "shoot" (:mod:`.shot_sense`)
    if content is not None and between_people:
        content = written(content)   # the last reading: its written form (:mod:`.written_form`)
    if content is None:
        return None
    return candidate if content == candidate.content else replace(candidate, content=content)


def _without_reason(candidate: Candidate) -> Candidate:
    """review19 R4: a taste joined with its reason (:func:`.disclosure.taste_with_reason`)
    whose reason does not read alone ("… because the pay is good": which pay?) gives the taste
    alone, as before the join; any other candidate as it is."""
    if candidate.rule != "shape:stated" or not _REASONED_TASTE.match(candidate.content):
        return candidate
    return replace(candidate, content=candidate.content.split(" because ", 1)[0] + ".")


_REASONED_TASTE = re.compile(r"^User (?:(?:really|truly|also|still|absolutely|totally) )*(?:likes|loves|"
                             r"enjoys|adores|is (?:passionate about|into|a (?:big |huge )?fan of)) "
                             r"[^.]+ because ", re.I)


def _keepable(content: str) -> bool:
    return 3 <= len(content) <= _MAX_FACT and not SECRET.search(content) \
        and not names_identifier(content) \
        and not _cut_off(content)   # identifiers are not facts to keep; nor a stub


# An English entry ending on "to", "the", "and" … lost its end ("User likes to.").
_CUT_OFF = re.compile(r"\b(?:to|the|a|an|and|or|of|with|for)[.!]$", re.I)


def _tells_own_later(later: Sequence[str], at: float | None, between_people: bool) -> bool:
    """learn95: whether one of the message's ``later`` sentences is the user telling something
    of their own: it opens with "I", says nothing of the listener (:func:`.disclosure.speaks_of_self`)
    and a row or the shape layer keeps an entry of it about the user. Asked only of a sentence
    that may be a taste said with no first person (:mod:`.disclosure.impersonal_taste`): that
    news grants the taste as news said before it does; "I bet the river was calm" keeps nothing."""
    return any(speaks_of_self(s) and (
        any(not _cut_off(c.content) and _about_the_user(c, between_people, s) for c in candidates(s))
        or bool(disclosed(s, at, between_people=between_people))) for s in later)


def _cut_off(content: str) -> bool:
    """Whether an entry lost its end: not a relative clause's own preposition ("User loves
    the team they work with.", :data:`.text.STRANDED_PREPOSITION`)."""
    return bool(_CUT_OFF.search(content)) and not STRANDED_PREPOSITION.search(content)
