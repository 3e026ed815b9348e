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
