"""Planning: candidate entries and removals in, review operations out.

* **dedupe**: nothing already live (compared alphanumerically, and an entry holding the
  whole candidate counts), nothing twice, and one message saying the same thing twice
  gives one entry;
* **supersession**: a switch or "no longer" acts on the one live entry naming the old
  value, a correction ("…, not 14") replaces the one entry it corrects
  (:mod:`.changes`); a change that names no old value takes it from the one live entry
  naming a tool of the same kind ("I switched to Helix" leaves the editor an entry names),
  else from what the user said in the sessions this one continues (the lineage); a
  one-valued fact (where the user lives, their timezone, their team: :mod:`.slots`)
  replaces the entry stating another value; a project that moved to a new path replaces
  the entry giving its old path. One entry is acted on once;
* **form**: what cannot be written as a self-contained sentence is withdrawn with its reason;
* **room**: when a target's adds do not all fit in its limit (after this review's own
  replaces and removes), the surest that fit go first (an explicit request before a
  standing rule, before a stated fact, before context offered) and the rest after them,
  so validation, which stages adds while they fit, stages the surest and keeps the rest
  *waiting for room* (``memory.upkeep.waiting``; the consolidation places or archives
  them). None is withdrawn for room: a fact the user said is never lost for want of room.

The operations are in the review schema's shape, each with its reason, evidence (the
message it rests on) and confidence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from ...review_input import ReviewInput, ReviewMessage
from ...slots import SUPERSEDED, relation, slots_of
from ...validate import entries_size
from ...wellformed import UNFORMED, language, problems
from .ceased import entry_doing_it
from .changes import Entry, corrected_entry, entries_naming, significant, swapped, uncorrected
from .disclosure_zh import of_someone_else, own_doing
from .extract import Findings, with_old
from .lexicon import exclusive, kind_of, tools_in
from .readers import note
from .review_cache import per_review
from .slots import slot_of
from .table import EPISODE_RULE, Candidate
from .text import PATH, end_of
from .writing import finish

Operation = dict[str, Any]
REMOVED = "The user said this is no longer true or asked to forget it."
TAKEN_BACK = "The user took this plan back."


def plan_operations(findings: Findings, review: ReviewInput) -> tuple[list[Operation], list[Operation]]:
    """The operations, and the proposals withdrawn (each ``{"proposal": …, "reason": …}``):
    those that could not be written as a well-formed entry."""
    operations, withdrawn = _planned(findings, review.entries, review.lineage)
    return _fitted(operations, withdrawn, review)


def _planned(findings: Findings, entries: Sequence[Entry],
             lineage: Sequence[ReviewMessage]) -> tuple[list[Operation], list[Operation]]:
    known = [_normal(text) for _, text in entries]
    operations: list[Operation] = []
    withdrawn: list[Operation] = []
    acted_on: set[str] = set()
    for reason, removals in ((REMOVED, findings.removals), (TAKEN_BACK, findings.taken_back)):
        for message_id, (target, entry) in removals:
            if entry not in acted_on:
                acted_on.add(entry)
                operations.append({"action": "remove", "target": target, "old_text": entry,
                                   "reason": reason, "evidence": [message_id], "confidence": 0.8})
    seen = set(known)
    facts = [(mid, c) for mid, c in findings.found if c.rule != EPISODE_RULE]
    for message_id, candidate in _without_subsumed(facts):
        operation = _operation(candidate, entries, lineage)
        if operation is None or operation.get("old_text") in acted_on:
            continue
        content = operation.get("content")
        key = _normal(content or "")
        if content is not None and (key in seen or any(key and key in other for other in known)):
            continue
        seen.add(key)
        operation.update(reason=candidate.reason, evidence=[message_id], confidence=candidate.confidence)
        note(content, candidate)   # prec26: which reading made it, for a developer's eval only
        # an entry rewritten in place (a value swapped) keeps the entry's own language
        lang = language(operation["old_text"]) if operation.get("old_text") and \
            content != candidate.content else candidate.lang
        wrong = problems(content, lang=lang) if content is not None else []
        if wrong:
            withdrawn.append({"proposal": operation, "reason": f"{UNFORMED}: {'; '.join(wrong)}"})
            continue
        if operation.get("old_text"):
            acted_on.add(operation["old_text"])
        operations.append(operation)
    return _without_restated_adds(operations), withdrawn


def _without_restated_adds(operations: list[Operation]) -> list[Operation]:
    """fixlearn22 (tester26): "I moved from Leeds to York, so I work from York now" swapped York
    into the live "User works from an office in Leeds." and added "User works from York." too:
    an add whose words a replace of the same message already holds says nothing more."""
    replaced = [(op["evidence"], significant(op["content"])) for op in operations
                if op["action"] == "replace" and op.get("content")]
    return [op for op in operations if op["action"] != "add" or not any(
        evidence == op["evidence"] and significant(op["content"]) <= words for evidence, words in replaced)]


def plan_episodes(findings: Findings, review: ReviewInput) -> list[Operation]:
    """The user's dated past events the findings hold, each ``{"content", "evidence",
    "reason"}``, for the archive (review.episodes): well-formed, each once, none a live
    entry already holds."""
    known = [_normal(text) for _, text in review.entries]
    seen = set(known)
    episodes: list[Operation] = []
    for message_id, candidate in findings.found:
        key = _normal(candidate.content)
        if candidate.rule != EPISODE_RULE or key in seen or any(key in other for other in known) \
                or problems(candidate.content, lang=candidate.lang):
            continue
        seen.add(key)
        note(candidate.content, candidate)
        episodes.append({"content": candidate.content, "evidence": [message_id],
                         "reason": candidate.reason})
    return episodes


@lru_cache(maxsize=4096)
def _normal(text: str) -> str:
    # Cached: every live entry is compared by it in every review (issue 27).
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _without_subsumed(found: list[tuple[int, Candidate]]) -> list[tuple[int, Candidate]]:
    """"I switched to Podman. … Please assume podman from now on." says one thing twice: a
    candidate whose words all appear in another from the same message is dropped."""
    kept = []
    for i, (mid, candidate) in enumerate(found):
        words = significant(candidate.content)
        if not any(j != i and other_mid == mid and (words < significant(other.content)
                                                    or (j < i and words == significant(other.content)))
                   for j, (other_mid, other) in enumerate(found)):
            kept.append((mid, candidate))
    return kept


def _operation(candidate: Candidate, entries: Sequence[Entry],
               lineage: Sequence[ReviewMessage]) -> Operation | None:
    """add, or the replace/remove of the one live entry a change names or supersedes; None
    when a live entry already states the same one-valued fact."""
    operation = _operation_as_read(candidate, entries, lineage)
    if operation is not None and operation["action"] == "add" and \
            (doing := entry_doing_it(candidate.content, entries)) is not None:
        # a doing stopped ("User no longer smokes.") over the entry saying the user does it
        # ("User smokes."): the stop replaces it (:mod:`.ceased`); the rows above name a tool
        target, entry = doing
        return {"action": "replace", "target": target, "old_text": entry, "content": candidate.content}
    return operation


def _operation_as_read(candidate: Candidate, entries: Sequence[Entry],
                       lineage: Sequence[ReviewMessage]) -> Operation | None:
    if candidate.old is not None:
        return _acting_on_old(candidate, candidate.old, entries)
    corrected = corrected_entry(candidate.content, entries)
    if corrected is not None:
        (target, entry), content = corrected
        return {"action": "replace", "target": target, "old_text": entry, "content": content}
    if (plain := uncorrected(candidate.content)) is not None:
        candidate = replace(candidate, content=plain)   # fixlearn20: "…, not Antwerp" corrects nothing held
    if _changes(candidate) and not _UNDONE_YET.match(candidate.content) and not _someone_elses(candidate.content) \
            and (found := _old_by_kind(candidate, entries, lineage)):
        old, new = found
        return _acting_on_old(replace(candidate, new=new), old, entries, said_old=False)
    if slot := slot_of(candidate.content):
        same = [(t, e) for t, e in entries if (other := slot_of(e)) and other.key == slot.key]
        # zhlearn2: an entry stating more than this slot ("用户住在杭州，是一名前端工程师。")
        # is the slot model's to swap in place (:func:`_by_slot`); replaced whole, the role went
        if len(same) == 1 and len(slots_of(same[0][1])) <= 1:
            target, entry = same[0]
            if slot_of(entry) == slot:
                return None  # already kept, in other words
            return {"action": "replace", "target": target, "old_text": entry,
                    "content": candidate.content}
    if (by_slot := _by_slot(candidate, entries)) is not None:
        return by_slot or None
    if _changes(candidate) and (moved := _moved_path(candidate, entries)):
        return moved
    return _add(candidate)


def _by_slot(candidate: Candidate, entries: Sequence[Entry]) -> Operation | dict[str, Any] | None:
    """The slot model (:mod:`review.slots`): the replace of the one live entry the candidate
    surely supersedes (the same single-valued slot, another value, and nothing else said in
    it); ``{}`` when a live entry already holds the same value (nothing to do); None when
    the slot decides nothing (an add: a list member, or a slot no entry states)."""
    mine = [s for s in slots_of(candidate.content) if not s.many]
    keys = {s.key for s in mine}
    sharing = [(t, e) for t, e in entries if any(o.key in keys for o in slots_of(e))]
    if len(sharing) == 1 and relation(candidate.content, sharing[0][1],
                                      lambda _a, _b: False) == SUPERSEDED:
        # one live entry of that slot: replaced; two ("iTerm2 at work", "Kitty at home")
        # make which one changed a guess, so the fact is an add
        target, entry = sharing[0]
        return {"action": "replace", "target": target, "old_text": entry,
                "content": candidate.content}
    if _changes(candidate):
        # "moved to San Francisco" and "User is a software engineer based in New York
        # City.": the value is swapped in place, so the role stays and the city changes.
        for new in mine:
            hits = [(t, e, o) for t, e in entries for o in slots_of(e)
                    if o.key == new.key and o.value != new.value and len(slots_of(e)) > 1]
            said = re.search(re.escape(new.value), candidate.content, re.I)
            if len(hits) != 1 or not said:
                continue
            if _SAID_PAST.match(candidate.content[said.end():]):
                content = candidate.content
            elif not (content := swapped(hits[0][1], hits[0][2].value, said.group(0))):
                continue
            return {"action": "replace", "target": hits[0][0], "old_text": hits[0][1],
                    "content": content}
    if mine and all(any(o.key == s.key and o.value == s.value for _, e in entries
                        for o in slots_of(e)) for s in mine):
        return {}
    return None


#: review34 R7: a move that says more than the move ("… and started as a teacher", "… for a
#: job at a bank", "… and quit nursing") may contradict another clause of the live entry, so the
#: value is swapped in place only when nothing is said past it (a time may follow); otherwise
#: the message's own entry replaces the whole, as before entries were read clause by clause.
_SAID_PAST = re.compile(r"\s*(?:,\s*)?(?:and|but|so|for|with|because|where|while|after|to|as|"
                        r"then)\b|\s*,\s*[a-z]|\s*[，；;、]\s*[^\s。.]")


def _add(candidate: Candidate) -> Operation:
    return {"action": "add", "target": candidate.target, "content": candidate.content}


_HAN = re.compile(r"[\u3400-\u9fff]")


def _acting_on_old(candidate: Candidate, old: str, entries: Sequence[Entry], *,
                   said_old: bool = True) -> Operation:
    """The replace/remove of the one entry naming ``old``; an add when none or several do
    (a switch whose old value came from the lineage then says what it replaced)."""
    named = entries_naming(old, entries)
    if candidate.own_words and _HAN.search(old):
        # review32 R10: a Chinese "不再 / 改成 <a doing>" retires only the user's own entry
        # of that doing alone, not a relative's nor a list's (:func:`.disclosure_zh.own_doing`)
        named = [(t, e) for t, e in named if own_doing(e, old)]
    if len(named) != 1:
        if not said_old and candidate.new is not None and not candidate.own_words:
            return _add(with_old(candidate, old))
        return _add(candidate)
    target, entry = named[0]
    if candidate.new is None and _PLAN_TO_GIVE_UP.match(entry) and not candidate.own_words:
        # fixlearn22 (review37 B3): "I'm not smoking anymore" over "User plans to quit smoking.":
        # the plan is done, not undone; what the user said replaces it (it was removed, and
        # nothing said the user had stopped)
        return {"action": "replace", "target": target, "old_text": entry, "content": candidate.content}
    if candidate.new is None:
        return {"action": "remove", "target": target, "old_text": entry}
    content = None if candidate.own_words else swapped(entry, old, candidate.new)
    # the swapped entry is ours now: it gets the stop of its language if it had none
    content = finish(content, end_of(content)) if content else candidate.content
    return {"action": "replace", "target": target, "old_text": entry, "content": content}


_PLAN_TO_GIVE_UP = re.compile(r"^User (?:plans|is planning|intends|wants|hopes|is going|is trying|aims) (?:to|on) "
                              r"(?:quit|quitting|stop|stopping|give up|giving up|cut out|cutting out|kick)\b")
_CHANGE = re.compile(r"\b(?:now|moved|migrated|switched|relocated|instead of|rather than|no longer|"
                     r"any ?more|these days|nowadays)\b|现在|已经|不再|换成|改成|改用|迁到|迁移到|搬到", re.I)


#: fixlearn22 (review36 B3): a change only wished, planned, weighed or refused ("User wants to
#: switch to Helix.", "User wouldn't mind switching …", "User doesn't want to switch …") has not
#: happened: the tool of that kind in use stays live, and the wish is kept beside it
_UNDONE_YET = re.compile(
    r"^User (?:(?:really|still|also|just|eventually|someday|definitely|probably|now) )*"
    r"(?:wants|would|wouldn't|hopes|plans|intends|aims|might|may|could|will|won't|doesn't|does not|used to|"
    r"didn't|did not|is (?:not |no longer )?(?:thinking|considering|planning|hoping|going|looking)|"
    r"isn't (?:thinking|considering|planning|hoping|going|looking)|"
    r"is (?:not |no longer )?(?:tempted|keen|eager|open)|has (?:been )?(?:thought|thinking|considered|considering)"
    r")\b|^(?:用户|团队)(?:本来|原本|也|还|一直|其实)*(?:想|要|希望|打算|准备|计划|可能|也许|或许|会|应该|没|不)", re.I)


#: fixlearn22: a change of one of the user's people ("User's brother switched to Helix.") is not
#: the user's: the user's own tool of that kind stays live (it was replaced by the brother's)
def _someone_elses(content: str) -> bool:
    return content.startswith("User's ") or of_someone_else(content)


def _changes(candidate: Candidate) -> bool:
    return candidate.changes or _says_a_change(candidate.content)


@per_review()   # pure; a candidate is asked up to three times (issue 27)
def _says_a_change(content: str) -> bool:
    return bool(_CHANGE.search(content))


def _new_tool(candidate: Candidate) -> tuple[str, str] | None:
    """The tool a change moves to, and its kind."""
    if candidate.new is not None and (kind := kind_of(candidate.new)):
        return candidate.new, kind
    return next(iter(tools_in(candidate.content)), None)


def _old_by_kind(candidate: Candidate, entries: Sequence[Entry],
                 lineage: Sequence[ReviewMessage]) -> tuple[str, str] | None:
    """(old, new) for a change that names no old value: the one tool of the new one's kind
    that the live entries name (for a kind one uses one of at a time), else the last one
    the user named in the sessions this one continues."""
    found = _new_tool(candidate)
    if found is None:
        return None
    new, kind = found
    if exclusive(kind):
        # in the candidate's own file: the user's switch is not the repo's
        named = {name for target, entry in entries if target == candidate.target
                 for name, k in tools_in(entry) if k == kind and name.casefold() != new.casefold()}
        if len(named) == 1:
            return named.pop(), new
    for message in reversed(lineage):
        if message.role != "user":
            continue
        earlier = {name.casefold(): name for name, k in tools_in(message.content)
                   if k == kind and name.casefold() != new.casefold()}
        if len(earlier) == 1:
            return earlier.popitem()[1], new
        if earlier:
            return None  # "tmux or screen?": which one was left is a guess
    return None


def _moved_path(candidate: Candidate, entries: Sequence[Entry]) -> Operation | None:
    """"the docs site moved to ~/work/docs-next": the one entry giving a path for the same
    project (a significant word besides the path in common) gets the new path."""
    new = PATH.search(candidate.content)
    if new is None:
        return None
    words = significant(PATH.sub(" ", candidate.content)) - _GENERIC
    hits = [(t, e, old.group(0)) for t, e in entries if (old := PATH.search(e))
            and old.group(0) != new.group(0) and words & (significant(PATH.sub(" ", e)) - _GENERIC)]
    if len(hits) != 1:
        return None
    target, entry, old = hits[0]
    return {"action": "replace", "target": target, "old_text": entry,
            "content": entry.replace(old, new.group(0), 1)}


_GENERIC_WORDS = """service services code repo repository project app site api lives live moved
moves is are at in to after when the team team's user user's which split rewrite now"""
_GENERIC = frozenset(_GENERIC_WORDS.split())


def _fitted(operations: list[Operation], withdrawn: list[Operation],
            review: ReviewInput) -> tuple[list[Operation], list[Operation]]:
    """Each target's operations with its adds that fit its limit first, surest first, and
    the adds that do not fit after them (validation keeps those waiting for room; before,
    they were withdrawn here and lost: dev_tools/locomo_losses.py)."""
    kept: list[Operation] = []
    for target in dict.fromkeys(op["target"] for op in operations):
        mine = [op for op in operations if op["target"] == target]
        limit = review.usage.get(target, (0, 0))[1]
        if not limit:
            kept += mine
            continue
        final = [text for t, text in review.entries if t == target]
        for op in mine:
            if op["action"] != "add" and op["old_text"] in final:
                index = final.index(op["old_text"])
                final[index:index + 1] = [] if op["action"] == "remove" else [op["content"]]
        adds = sorted((op for op in mine if op["action"] == "add"),
                      key=lambda op: -op["confidence"])  # stable: the order said, within a kind
        fitting: list[Operation] = []
        set_aside: list[Operation] = []
        for op in adds:
            if entries_size([*final, op["content"]]) <= limit:
                final.append(op["content"])
                fitting.append(op)
            else:
                set_aside.append(op)
        if not set_aside:
            kept += mine  # all fit: the order said
            continue
        kept += [op for op in mine if op["action"] != "add"] + fitting + set_aside
    return kept, withdrawn
