""""Don't remember" kept without keeping it (issue 31): the request is stored as a
fingerprint, the sentences it covers are withheld from everything Reverie writes (pending
records, journal, ledger, summaries) and from every model request."""

from __future__ import annotations

from reverie.review.engine import review_session
from reverie.review.exclusions import WITHHELD, Exclusions, find_requests, new_key
from reverie.review.ledger import Ledger
from reverie.review.summarize import summarize_session
from reverie.search_index import SessionStore
from tests.review.engine_support import add_messages

SALARY = ("Don't remember this, but I have a salary negotiation with Globex on Friday and "
          "I'm nervous.")
WORDS = ("Globex", "salary", "negotiation", "nervous")


def stored_text(settings) -> str:
    parts = [p.read_bytes().decode("utf-8", "replace") for p in sorted(settings.home.rglob("*"))
             if p.is_file() and not p.name.startswith(settings.state_db.name)]
    store = SessionStore.open(settings)
    try:
        parts.append(repr(store.get_summary("s1")))
    finally:
        store.close()
    return "\n".join(parts)


def test_withhold_keeps_the_rest_of_the_message():
    text = "I work at Initech as a data engineer. " + SALARY
    shown = Exclusions(new_key()).with_requests(find_requests(text)).withhold(text)
    assert shown == f"I work at Initech as a data engineer. {WITHHELD}"


def test_a_later_retelling_is_recognised_by_the_fingerprint_alone(settings):
    with Ledger(settings) as ledger:
        ledger.add_exclusion("s1", 4, find_requests(SALARY)[0])
        kept = ledger.exclusions()
    assert kept.vetoes("User has a salary negotiation with Globex on Friday.")
    assert kept.withhold("How did the Globex salary negotiation go on Friday? Fine.") == \
        f"{WITHHELD} Fine."
    assert not kept.vetoes("User works at Initech.")


def test_offline_review_and_summary_keep_nothing_of_it(settings, clock):
    add_messages(settings, "s1", ("user", "I work at Initech as a data engineer. " + SALARY),
                 ("assistant", "Good luck!"))
    review_session(settings, "s1", clock=clock, echo=lambda _: None)
    summary = summarize_session(settings, "s1", clock=clock)
    assert "Initech" in summary.text or summary.kind == "preview"
    stored = stored_text(settings)
    for word in WORDS:
        assert word not in stored and word not in summary.text


def test_a_model_is_never_sent_it(model_home, clock):
    server, s = model_home()
    add_messages(s, "s1", ("user", "I work at Initech as a data engineer. " + SALARY))
    review_session(s, "s1", clock=clock, echo=lambda _: None)
    summarize_session(s, "s1", clock=clock)
    add_messages(s, "s1", ("user", "The Globex salary negotiation on Friday went well."))
    review_session(s, "s1", clock=clock, echo=lambda _: None)
    sent = repr([r.body for r in server.requests])
    assert len(server.requests) == 3 and "Initech" in sent
    for word in WORDS:
        assert word not in sent
