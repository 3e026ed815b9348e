"""The console's journey lists the user's past events beside the files' entries (session 27,
tester20; tests/upkeep/test_journey_episodes.py has the command line's). Our own sentences."""

from __future__ import annotations

from reverie.memory.upkeep.archive import EPISODE, Archive, ArchiveItem

SAID = 1_710_180_000.0
RACE = "User rowed a charity regatta on the lake on 10 March 2024."


def test_the_consoles_journey_lists_past_events(seeded, client) -> None:
    with Archive(seeded.settings) as archive:
        (race,) = archive.archive_now("user", [ArchiveItem(
            RACE, EPISODE, "a dated past event the user told", learned_at=SAID,
            evidence={"session_id": "chat-7", "message_ids": [3]})])
    data = client.get("/api/journal").json()
    assert [(e["id"], e["text"]) for e in data["episodes"]] == [(race, RACE)]
    page = client.get("/journal", headers={"accept": "text/html"}).text
    section = page[page.index("Past events"):page.index("<h2 class=\"section\">Journal")]
    assert RACE in section and f"/archive/{race}/delete" in section


def test_an_episodes_card_says_what_the_operator_needs_to_judge_it(seeded, client) -> None:
    # An episode was in no file: no USER.md badge; said when, and the user's words with the
    # session they came from, so the operator can tell whether it is true before deleting.
    with Archive(seeded.settings) as archive:
        (race,) = archive.archive_now("user", [ArchiveItem(
            RACE, EPISODE, "a dated past event the user told", learned_at=SAID,
            evidence={"session_id": "chat-7", "message_ids": [3], "said_at": SAID,
                      "quotes": [{"message_id": 3, "text": "Yesterday I rowed the regatta!"}]})])
    page = client.get("/archive", headers={"accept": "text/html"}).text
    card = page[page.index(f'id="fact-{race}"'):]
    card = card[:card.index("</li>")]
    assert "USER.md" not in card and "past event" in card and "said 2024-03-11" in card
    assert "Yesterday I rowed the regatta!" in card and 'href="/sessions/chat-7#m3"' in card
    journal = client.get("/journal", headers={"accept": "text/html"}).text
    item = journal[journal.index(f'id="episode-{race}"'):]
    item = item[:item.index("</li>")]
    assert "reverie memory archive delete" not in item      # the console has its button
    assert "Yesterday I rowed the regatta!" in item and 'href="/sessions/chat-7#m3"' in item


def test_a_quote_and_a_stored_summary_are_read_through_a_later_request(seeded, client) -> None:
    # review29 R8: the quote is a whole message; a sentence the user asked to forget since
    # stays out of the Archive and Journal pages, and so does a stored summary's on the
    # session page, as the search lists read them.
    from reverie.review.ledger import Ledger
    from reverie.search_index import SessionStore

    settings = seeded.settings
    said = "Yesterday I rowed the regatta. My old flatmate Tobi was there too."
    with Archive(settings) as archive:
        (race,) = archive.archive_now("user", [ArchiveItem(
            RACE, EPISODE, "a dated past event the user told", learned_at=SAID,
            evidence={"session_id": "chat-7", "message_ids": [3], "said_at": SAID,
                      "quotes": [{"message_id": 3, "text": said}]})])
    with SessionStore.open(settings) as store:
        store.append_message("chat-7", "user", said, SAID, source="cli")
        (row,) = store.messages("chat-7")
        store.put_summary("chat-7", f"Request: {said}", model="m", kind="model",
                          through_message_id=row.id)
    with Ledger(settings) as ledger:
        assert ledger.add_exclusion("chat-8", 1, "Please forget about my old flatmate Tobi.")
    for path in ("/archive", "/journal"):
        page = client.get(path, headers={"accept": "text/html"}).text
        assert "rowed the regatta" in page and "Tobi" not in page.replace(
            "Please forget", ""), path
    shown = client.get("/api/sessions/chat-7").json()
    assert "Tobi" not in shown["summary"]["text"] and "regatta" in shown["summary"]["text"]
