"""An episode on the console's Archive page (session 26, tester19): the user's dated past
event is kept in the archive and never restored into a file, so its card offers Delete, not
a Restore that the archive refuses; Delete takes its words out of the archive and the
agent's search, as `reverie memory archive delete` does."""

from __future__ import annotations

from reverie.memory.upkeep.archive import EPISODE, Archive, ArchiveItem
from reverie.memory.upkeep.archive_mirror import ARCHIVE_SESSION
from reverie.search_index import SessionStore

EPISODE_TEXT = "User swam across the bay for charity on 2 June 2024."
ENTRY_TEXT = "The staging box answers on port 7010."


def test_an_episode_is_deleted_not_restored(seeded, client):
    settings = seeded.settings
    with Archive(settings) as archive:
        (episode,) = archive.archive_now("user", [ArchiveItem(
            EPISODE_TEXT, EPISODE, "a dated past event the user told")])
        (entry,) = archive.archive_now("memory", [ArchiveItem(
            ENTRY_TEXT, "evicted", "moved to the archive for room")])
    page = client.get("/archive", headers={"accept": "text/html"}).text
    # An episode was in no file: counted as a past event, not as USER.md's (tester20).
    assert "0 from USER.md, 1 past event (at most 5,000" in page
    card = page[page.index(f'id="fact-{episode}"'):]
    card = card[:card.index("</li>")]
    assert f"/archive/{episode}/delete" in card and "/restore" not in card
    other = page[page.index(f'id="fact-{entry}"'):]
    other = other[:other.index("</li>")]
    assert f"/archive/{entry}/restore" in other and f"/archive/{entry}/delete" in other

    done = client.post(f"/api/archive/{episode}/delete",
                       headers={"x-csrf-token": client.csrf_token})
    assert done.status_code == 200, done.text
    with Archive(settings) as archive:
        assert archive.get(episode).state == "deleted"
        assert EPISODE_TEXT not in [f.text for f in archive.facts()]
        assert archive.get(entry).state == "archived"
    with SessionStore.open(settings) as store:
        assert all("swam across the bay" not in (m.content or "")
                   for m in store.messages(ARCHIVE_SESSION))
    again = client.post(f"/api/archive/{episode}/delete",
                        headers={"x-csrf-token": client.csrf_token})
    assert again.status_code == 409 and "nothing to delete" in again.text
