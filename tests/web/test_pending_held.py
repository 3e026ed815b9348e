"""Why a record waits whatever the approval settings (its ``held_for_approval``: hearsay, a
group's shared session, the model's second opinion) is said where the operator decides: on
the pending page and in `memory pending` (session 26: a member's fact in a group said only
in the record's JSON)."""

from __future__ import annotations

from click.testing import CliRunner

from reverie.memory.pending.staging import StageRequest, stage
from reverie.worker.cli import cli

WHY = "said by Ola in a group session several people share: the operator's call"


def test_the_page_and_the_listing_say_why_a_record_is_held(seeded, client):
    held = stage(seeded.settings, StageRequest(
        {"action": "add", "target": "user", "content": "User keeps two ferrets."},
        origin="background_review", evidence={"session_id": "group"}, hold=WHY))
    assert held.status == "staged"
    page = client.get("/pending", headers={"accept": "text/html"}).text
    card = page[page.index(f'data-record="{held.record_id}"'):]
    card = card[:card.index("</section>")]
    assert "Held" in card and "said by Ola in a group session" in card
    # a record nobody held says nothing of the kind
    assert page.count("said by Ola") == 1 and page.count('class="reason held"') == 1
    listing = CliRunner().invoke(cli, ["--home", str(seeded.settings.home), "memory", "pending"])
    assert listing.exit_code == 0, listing.output
    lines = listing.output.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith(held.record_id))
    assert lines[at + 1].strip() == f"held: {WHY}"
    assert sum(line.strip().startswith("held:") for line in lines) == 1
