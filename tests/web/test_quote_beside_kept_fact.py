"""A quote beside an archived fact that stays (session 28, tester21; tester20's Left): a
"forget" request covering a sentence by the two-thirds allowance for a retelling withheld
the very sentence a kept fact rests on, so the Archive and Journal pages showed the fact
with "[withheld: the user asked not to remember this]" beside it. A kept fact was judged not
to be what the user asked to forget (a delete needs every term), so the words it rests on
are shown as it is; a sentence the request covers whole, or one retelling it beside an
unrelated fact, stays withheld. Our own sentences."""

from __future__ import annotations

from reverie.memory.upkeep.archive import EPISODE, Archive, ArchiveItem
from reverie.review.exclusions import WITHHELD
from reverie.review.ledger import Ledger

SAID = 1_710_180_000.0
# The user asked to forget the ferry trip to Hvar; the one to Vis stays, a different trip.
REQUEST = "Please forget that I took the night ferry to Hvar."
KEPT = "User took the night ferry to Vis on 10 March 2024."


def _archive(settings, text: str, quote: str) -> int:
    with Archive(settings) as archive:
        (fact,) = archive.archive_now("user", [ArchiveItem(
            text, EPISODE, "a dated past event the user told", learned_at=SAID,
            evidence={"session_id": "chat-9", "message_ids": [5], "said_at": SAID,
                      "quotes": [{"message_id": 5, "text": quote}]})])
    with Ledger(settings) as ledger:
        ledger.add_exclusion("chat-10", 1, REQUEST)
    return fact


def _card(client, path: str, anchor: str) -> str:
    page = client.get(path, headers={"accept": "text/html"}).text
    card = page[page.index(anchor):]
    return card[:card.index("</li>")]


def test_a_kept_facts_own_sentence_is_shown_beside_it(seeded, client) -> None:
    fact = _archive(seeded.settings, KEPT, "Yesterday I took the night ferry to Vis. Calm sea.")
    for path, anchor in (("/archive", f'id="fact-{fact}"'), ("/journal", f'id="episode-{fact}"')):
        card = _card(client, path, anchor)
        assert "ferry to Vis" in card and "Calm sea." in card, path
        assert WITHHELD not in card, path


def test_what_the_request_covers_stays_withheld_beside_a_kept_fact(seeded, client) -> None:
    # The same message tells the Hvar trip (every term of the request) and, unrelated to the
    # kept fact, a retelling of it in other words (three terms of four): both stay out.
    quote = ("Yesterday I took the night ferry to Vis. I took the night ferry to Hvar once. "
             "Hvar by the night boat, I took it twice.")
    fact = _archive(seeded.settings, KEPT, quote)
    card = _card(client, "/archive", f'id="fact-{fact}"')
    assert "ferry to Vis" in card and "Hvar" not in card and WITHHELD in card


def test_a_retelling_beside_an_unrelated_fact_stays_withheld(seeded, client) -> None:
    kept = "User keeps two ferrets on 10 March 2024."
    fact = _archive(seeded.settings, kept,
                    "I keep two ferrets now. The night ferry to Hvar, I took it last year.")
    card = _card(client, "/archive", f'id="fact-{fact}"')
    assert "two ferrets" in card and "Hvar" not in card and WITHHELD in card


def test_a_retelling_in_other_words_beside_its_kept_fact_stays_withheld(seeded, client) -> None:
    # review30 R1: the fact's own sentence, but with what the user asked to forget added in
    # words of its own ("wrecked it"), says more than the fact: withheld.
    from reverie.review.ledger import Ledger

    with Ledger(seeded.settings) as ledger:
        ledger.add_exclusion("chat-11", 1, "Don't remember that my cousin Ravi crashed his "
                                           "scooter in Porto.")
    fact = _archive(seeded.settings, "User's cousin Ravi rode his scooter in Porto.",
                    "My cousin Ravi rode his scooter in Porto and wrecked it. Sunny day.")
    card = _card(client, "/archive", f'id="fact-{fact}"')
    assert "cousin Ravi rode his scooter" in card      # the fact itself, kept
    assert "wrecked" not in card and WITHHELD in card and "Sunny day." in card
