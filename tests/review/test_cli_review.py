"""`reverie review SESSION [--now]` and `reverie summarize SESSION [--now]` via CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from reverie.config import load_settings
from reverie.worker.cli import cli, main
from tests.review.engine_support import add_messages


@pytest.fixture
def session(home: Path, clean_env: dict[str, str]) -> list[int]:
    settings = load_settings(home, environ=clean_env)
    return add_messages(settings, "s1", ("user", "Remember that the CI runner is named hopper."),
                        ("user", "I prefer concise answers."), ("assistant", "Noted."))


def test_review_now_prints_what_was_applied(run, home, session):
    result = run("review", "s1", "--now")
    assert result.exit_code == 0, result.output
    assert "Reviewed 3 message(s) of s1 with heuristic-v1: 2 applied" in result.output
    assert "💾 Memory updated" in result.output and "[memory] add 'The CI runner is named hopper.'" in result.output
    assert "hopper" in (home / "memories" / "MEMORY.md").read_text()
    again = run("review", "s1", "--now")
    assert f"Nothing new in s1 since message #{session[-1]}." in again.output


def test_review_now_json_is_the_result_without_notification_lines(run, session):
    result = run("review", "s1", "--now", "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)  # nothing but JSON on stdout
    assert data["status"] == "reviewed" and data["applied"] == 2 and data["staged"] == 0
    assert data["cursor_after"] == session[-1]
    assert {o["target"] for o in data["outcomes"]} == {"memory", "user"}
    assert data["usage"]["input_tokens"] > 0


def test_summarize_now_text_and_json(run, session):
    text = run("summarize", "s1", "--now")
    assert text.exit_code == 0 and "Summary of s1 by heuristic-v1:" in text.output
    data = json.loads(run("summarize", "s1", "--now", "--json").output)
    assert data["kind"] == "model" and data["through_message_id"] == session[-1]


def test_review_without_now_enqueues_for_the_worker(run, session):
    result = run("review", "s1", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["kind"] == "review" and data["session_id"] == "s1" and data["job_id"]
    summary = run("summarize", "s1")
    assert summary.exit_code == 0 and "Summary of s1" in summary.output


def test_unknown_session_is_a_one_line_error_with_exit_1(home, clean_env, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--home", str(home), "review", "ghost", "--now"])
    assert exit_.value.code == 1
    err = capsys.readouterr().err
    assert err.startswith("Error: No session 'ghost'") and "Traceback" not in err


def test_missing_argument_is_bad_usage(run):
    assert run("review").exit_code == 2


def test_spent_budget_refuses_the_review_and_previews_the_summary(home, clean_env, capsys):
    (home / "config.yaml").write_text("reverie:\n  budget:\n    daily_input_tokens: 0\n")
    add_messages(load_settings(home, environ=clean_env), "s1", ("user", "hello there"))
    with pytest.raises(SystemExit) as exit_:
        main(["--home", str(home), "review", "s1", "--now"])
    assert exit_.value.code == 1
    assert "daily input-token budget is spent" in capsys.readouterr().err
    result = CliRunner().invoke(cli, ["--home", str(home), "summarize", "s1", "--now"])
    assert result.exit_code == 0
    assert "a raw preview, not stored" in result.output and "hello there" in result.output


def test_review_with_the_queue_down_says_not_queued_and_keeps_the_request(home, clean_env, session):
    from reverie.jobs.ledger import JobLedger
    from tests.conftest import free_port

    (home / "config.yaml").write_text(
        f"reverie:\n  queue:\n    backend: redis\n    redis_url: redis://127.0.0.1:{free_port()}/0\n")
    runner = CliRunner()
    result = runner.invoke(cli, ["--home", str(home), "review", "s1"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    line = result.output.strip()
    assert line.startswith("Review of s1: not queued yet; queue unavailable (")
    assert line.endswith("the request is recorded and reconcile will enqueue it.")
    assert "queued as job" not in line and "\n" not in line
    data = json.loads(runner.invoke(cli, ["--home", str(home), "summarize", "s1", "--json"],
                                    catch_exceptions=False).output)
    assert data["queued"] is False and data["job_id"] is None and "reconcile" in data["note"]
    ledger = JobLedger(load_settings(home, environ=clean_env))
    assert "s1" in ledger.requests("review") and "s1" in ledger.requests("summary")


def test_review_enqueued_twice_says_the_first_job_is_still_waiting(run, session):
    first = run("review", "s1")
    assert first.exit_code == 0 and first.output.startswith("Review of s1: queued as job ")
    job = first.output.strip().rsplit(" ", 1)[-1].rstrip(".")
    second = run("review", "s1")
    assert second.exit_code == 0
    assert second.output.strip() == (f"Review of s1: not sent again, a review of this session "
                                      f"is already queued (job {job}).")


def test_review_now_of_a_friends_chat_writes_no_broken_user_entries(run, home, clean_env):
    # Reviewer's P2 (fixasked): bare "where" names, moment questions and "both" once wrote
    # "User works Google.", "User has eaten yet.", "User boths have asthma …" into USER.md.
    settings = load_settings(home, environ=clean_env)
    add_messages(settings, "s1", ("user", "Hi Priya! Good to hear from you."),
                 ("assistant", "Hey Tomas! Good to hear from you too. Where do you work?"),
                 ("user", "Google."), ("assistant", "Cool! Have you eaten yet?"), ("user", "Yes."),
                 ("assistant", "Great. How is everyone?"),
                 ("user", "My sister and I both have asthma."))
    assert run("review", "s1", "--now").exit_code == 0
    user_md = (home / "memories" / "USER.md").read_text()
    assert "User and their sister both have asthma." in user_md
    assert "Google" not in user_md and "eaten" not in user_md and "boths" not in user_md
