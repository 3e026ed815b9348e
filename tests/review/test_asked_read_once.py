"""Whether the user asked to keep a proposal is read once a review (fast45, issue 27).

Validation's room above high water, the evidence's source and the ceiling a staged add is
written under each ask it of the same proposal against the same cited messages; a review
read the requests in those messages three times a proposal. The answer, as the journal
records it, is the same. Every sentence here is our own."""

from __future__ import annotations

from reverie.memory.journal import Journal
from reverie.review import engine
from tests.upkeep.support import learn

REQUEST = "Please remember that my locker code at the gym is 4471."
PLAIN = "I go swimming most mornings before work."


def _counted(monkeypatch) -> list[str]:
    seen: list[str] = []
    real = engine.asked

    def counting(entry: str, messages):
        seen.append(entry)
        return real(entry, messages)

    monkeypatch.setattr(engine, "asked", counting)
    return seen


def _sources(settings) -> dict[str, str | None]:
    with Journal(settings) as journal:
        return {op.after: op.source for op in journal.log(None) if op.after and op.is_change}


def test_a_review_reads_whether_each_proposal_was_asked_for_once(settings, clock, monkeypatch):
    assert settings.garden.enabled   # (validation's room asks only when the garden is on)
    seen = _counted(monkeypatch)
    learn(settings, "s1", REQUEST, day=1, clock=clock)
    learn(settings, "s2", PLAIN, day=2, clock=clock)
    sources = _sources(settings)
    assert sorted(sources.values()) == ["asked", "learned"]
    # one reading a proposal, each of the two kept entries
    assert sorted(seen) == sorted(sources)
