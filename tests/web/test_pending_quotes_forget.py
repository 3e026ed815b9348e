"""A waiting record's evidence quote is read through the user's requests made since (session
31, tester23). "I have a cat named Mochi and I live in Lisbon." staged "User lives in
Lisbon." with the whole message as its quote; the user then asked to forget the cat, and the
Pending page (and /api/pending) still quoted "I have a cat named Mochi …" to the operator,
where the Archive and Journal pages read a stored quote through the requests (session 27/28).
Our own sentences."""

from __future__ import annotations

from reverie.memory.pending.staging import StageRequest, stage
from reverie.review.exclusions import WITHHELD
from reverie.review.ledger import Ledger

QUOTE = "I live in Lisbon now. I have a cat named Mochi."


def _staged(settings) -> str:
    return stage(settings, StageRequest(
        {"action": "add", "target": "user", "content": "User lives in Lisbon."},
        origin="background_review", reason="A fact the user stated.",
        evidence={"session_id": "chat-3", "message_ids": [7],
                  "quotes": [{"message_id": 7, "text": QUOTE}]})).record_id


def test_a_quote_the_user_asked_to_forget_since_is_withheld(seeded, client) -> None:
    rid = _staged(seeded.settings)
    page = client.get("/pending", headers={"accept": "text/html"}).text
    assert "named Mochi" in page           # (before any request: the message as said)
    with Ledger(seeded.settings) as ledger:
        ledger.add_exclusion("chat-4", 1, "Please forget that I have a cat.")

    page = client.get("/pending", headers={"accept": "text/html"}).text
    assert f"<q>I live in Lisbon now. {WITHHELD}</q>" in page and "Mochi" not in page
    shown = client.get("/api/pending").json()
    (item,) = [i for i in shown["pending"] if i["id"] == rid]
    assert [q["text"] for q in item["quotes"]] == [f"I live in Lisbon now. {WITHHELD}"]
