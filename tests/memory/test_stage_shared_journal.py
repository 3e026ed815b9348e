"""stage() and is_rejected() use the journal they are given (a review opens journal.db once
for all its payloads) instead of opening one per call."""

from __future__ import annotations

from reverie.config import load_settings
from reverie.memory.journal import Journal
from reverie.memory.pending import staging


def test_stage_and_is_rejected_use_the_given_journal(tmp_path, clean_env):
    writer = load_settings(tmp_path / "a", environ=clean_env)
    books = load_settings(tmp_path / "b", environ=clean_env)
    with Journal(books) as journal:
        journal.add_rejection("memory", "add", "The build uses make.")
        out = staging.stage(writer, staging.StageRequest({"action": "add", "target": "memory",
                                                          "content": "The CI runner is hopper."},
                                                         origin="background_review"),
                            journal=journal)
        assert out.status == "applied"
        assert [op.after for op in journal.log(None)] == ["The CI runner is hopper."]
        assert staging.is_rejected(writer, "memory", "add", "the build uses  MAKE.",
                                   journal=journal)
    assert not writer.journal_db.exists()  # the writer's own journal was never opened
    # Without journal= it opens (and creates) its own, where nothing was rejected.
    assert not staging.is_rejected(writer, "memory", "add", "The build uses make.")
    assert writer.journal_db.exists()
    assert "hopper" in writer.memory_file("memory").read_text()
