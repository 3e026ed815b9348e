"""The user's "forget …" reaches what waits for the operator (session 31, tester23).

With ``write_approval`` on (or a fact held for the operator), "I have a cat named Mochi."
on Monday stages "User has a cat named Mochi." On Tuesday the user says "Please forget that
I have a cat." Nothing happened to the waiting record: `memory pending` listed it as before,
with no word of the request, and `memory approve` put the cat into USER.md, the very thing
the user asked to forget. Two faults: the request's terms ({have, cat}) did not cover the
fact's "has" (nor "forget that I use Emacs" a fact's "uses"), and a request reached the live
entries and the archive but not the pending records. Now a pending record a request covers
is withdrawn, as its proposal would have been vetoed had the request come first; not from a
group's shared session, where any member could ask (as for the archive, review28 R12).
Every sentence here is our own.
"""

from __future__ import annotations

import pytest

from reverie.config.errors import StagingError
from reverie.memory.journal import Journal
from reverie.memory.pending.staging import approve, list_pending
from reverie.review.exclusions import Exclusions, find_requests, new_key
from reverie.search_index import SessionStore
from tests.conftest import make_settings
from tests.review.test_episodes_learn76 import MONDAY, _chat, _review


def _vetoes(said: str, fact: str) -> bool:
    return Exclusions(new_key()).with_requests(find_requests(said)).vetoes(fact) is not None


def test_a_request_covers_a_fact_whose_verb_is_said_of_the_user() -> None:
    assert _vetoes("Please forget that I have a cat.", "User has a cat named Mochi.")
    assert _vetoes("Forget that I use Emacs.", "User uses Emacs at work.")
    assert _vetoes("Don't remember that I run on Sundays.", "User runs on Sundays.")
    # after a linking word at a sentence's start (was no request at all)
    assert find_requests("Also forget that I use Emacs.") == ["forget that I use Emacs"]
    assert find_requests("Thanks. And don't save my address!") == ["don't save my address"]
    assert find_requests("[Ola] Also forget my locker code.") == ["forget my locker code"]
    assert find_requests("Also I forget things a lot.") == []
    # every term is still needed: another animal, another editor
    assert not _vetoes("Please forget that I have a cat.", "User has a dog named Rex.")
    assert not _vetoes("Forget that I use Emacs.", "User uses Vim at work.")


def test_a_request_withdraws_the_waiting_records_it_covers(home, clean_env, clock) -> None:
    settings = make_settings(home, clean_env, memory={"write_approval": True})
    _chat(settings, "s1", "I have a cat named Mochi and I live in Lisbon.", "Lovely!")
    staged = {o.operations[0]["content"]: o.record_id for o in _review(settings, "s1", clock).outcomes}
    assert set(staged) == {"User has a cat named Mochi.", "User lives in Lisbon."}
    _chat(settings, "s2", "Please forget that I have a cat.", "Done.", at=MONDAY + 86400)
    _review(settings, "s2", clock)

    waiting = [r.payload["content"] for r in list_pending(settings)]
    assert waiting == ["User lives in Lisbon."]     # the cat no longer waits
    cat = staged["User has a cat named Mochi."]
    with pytest.raises(StagingError, match=f"^{cat} was withdrawn: the user asked to forget "
                                           "this; it is no longer pending"):
        approve(settings, cat)              # what the operator's approval is told
    user_md = settings.memory_file("user")
    assert not user_md.exists() or "Mochi" not in user_md.read_text()
    with Journal(settings) as journal:
        why = [(op.via, op.message) for op in journal.log(None, record_id=cat)
               if op.event == "refused"]
    assert why == [("withdraw", "withdrawn: the user asked to forget this")], why


def test_a_shared_groups_request_leaves_the_waiting_records(home, clean_env, clock) -> None:
    settings = make_settings(home, clean_env, memory={"write_approval": True})
    _chat(settings, "s1", "I have a cat named Mochi.", "Lovely!")
    _review(settings, "s1", clock)
    _chat(settings, "g1", "[Ola] Please forget that I have a cat.", "Done.", at=MONDAY + 86400)
    with SessionStore.open(settings) as store:   # as Hermes' gateway keys a shared group
        with store.transaction() as conn:
            conn.execute("UPDATE sessions SET session_key = 'agent:main:telegram:group:-1',"
                         " chat_type = 'group', chat_id = '-1' WHERE id = 'g1'")
        assert store.shared_by_members("g1")
    _review(settings, "g1", clock)
    assert [r.payload["content"] for r in list_pending(settings)] == ["User has a cat named Mochi."]


def test_a_first_person_request_does_not_cover_another_persons_fact() -> None:
    """review33 R2: the verb's base form is read only where the user is the fact's subject:
    'forget that I have a cat' covered 'User's sister has a cat.' (its archived copy deleted,
    a pending one withdrawn, a live one's removal staged)."""
    for said, fact in (("Please forget that I have a cat.", "User's sister has a cat named Tom."),
                       ("Please forget that I use Emacs.", "User's boss uses Emacs."),
                       ("Don't remember that I have two kids.", "User's brother has two kids."),
                       ("Forget that I watch horror movies.", "User's son watches horror movies.")):
        matcher = Exclusions(new_key()).with_requests(find_requests(said))
        assert matcher.vetoes(fact) is None and matcher.vetoes(fact, every_term=True) is None, fact
    # the user's own, with a word between
    assert _vetoes("Forget that I use Emacs.", "The user still uses Emacs at work.")


def test_a_linking_word_opens_a_request_only_for_what_is_named() -> None:
    """review33 R3: after 'So', 'And', 'But', 'Actually' … a request must say what to forget
    ('that …', 'my …', 'it', 'this'); idioms are none."""
    for said in ("So forget about the gym, I joined a climbing club instead.",
                 "And don't keep me waiting next time!",
                 "But never save money on shoes, my dad always said.",
                 "And don't record the meeting, my boss hates that.",
                 "Actually forget what I said about Paris, I'm moving to Lyon next month."):
        assert find_requests(said) == [], said
    assert find_requests("So forget about my old job.") == ["forget about my old job"]
