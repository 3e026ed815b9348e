"""The offline heuristic provider: what it proposes from a transcript (English and Chinese
remember-requests and preferences, user messages only), what it must not propose (things
the user asked not to keep, secrets, questions, existing entries), and its summaries."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reverie.config.clock import FakeClock
from reverie.review.providers.heuristic import (
    SUMMARY_LIMIT,
    HeuristicProvider,
    propose_operations,
    third_person,
)
from reverie.review.review_input import ReviewMessage
from reverie.review.schema import REVIEW_SCHEMA, validate_operations
from tests.fakes.helpers import provider_settings, review_input, review_prompt


@pytest.fixture
def provider():
    return HeuristicProvider(provider_settings("heuristic"), {})


def ops_for(provider, messages, entries=()):
    gen = provider.generate_json(review_prompt(messages, list(entries)), schema=REVIEW_SCHEMA,
                                 review=review_input(messages, list(entries)))
    return validate_operations(gen.data)


def contents(ops):
    return [(o["target"], o["content"]) for o in ops]


@pytest.mark.parametrize(("said", "target", "content"), [
    ("Please remember that the staging server is db-stage-2.", "memory",
     "The staging server is db-stage-2."),
    ("remember: deploys go out on Tuesdays", "memory", "Deploys go out on Tuesdays."),
    ("Note that the repo uses pnpm, not npm.", "memory", "The repo uses pnpm, not npm."),
    ("Can you remember that I'm allergic to peanuts?", "user", "User is allergic to peanuts."),
    # a standing instruction is kept as a statement, not an imperative fragment
    ("From now on, run the tests with pytest -q.", "memory",
     "The assistant should run the tests with pytest -q."),
    ("from now on call me Sam", "user", "User wants to be called Sam."),
    ("I prefer tabs over spaces.", "user", "User prefers tabs over spaces."),
    ("I really like dark roast coffee!", "user", "User likes dark roast coffee."),
    ("I don't like emoji in commit messages.", "user", "User does not like emoji in commit messages."),
    ("My favourite editor is Helix.", "user", "User's favourite editor is Helix."),
    ("I use neovim with my own config.", "user", "User uses neovim with their own config."),
    ("记住我对花生过敏。", "user", "用户对花生过敏。"),
    ("请记住：生产数据库在上海机房", "memory", "生产数据库在上海机房。"),
    ("以后回答请用中文。", "user", "用户要求：回答用中文。"),
    ("我更喜欢简短的回答", "user", "用户更喜欢简短的回答。"),
    ("我不喜欢表情符号。", "user", "用户不喜欢表情符号。"),
    ("我叫小林。", "user", "用户叫小林。"),
    ("Please call me Sam.", "user", "User wants to be called Sam."),
    ("Remember this: the prod cluster is in eu-west-1.", "memory",
     "The prod cluster is in eu-west-1."),
    ("Remember to always rebase before merging.", "memory",
     "The assistant should always rebase before merging."),
    # issue 16: the agreement after an adverb, and "you" is the assistant
    ("please remember: I always want cargo clippy to run before you suggest a commit", "user",
     "User always wants cargo clippy to run before the assistant suggests a commit."),
    # "we"/"our" is the team or project
    ("Remember that our staging cluster is in eu-west-1.", "memory",
     "The staging cluster is in eu-west-1."),
    # the user's machine is environment, filed with the agent's notes
    ("Remember that my work laptop runs Fedora 40.", "memory", "User's work laptop runs Fedora 40."),
    ("A few things about me: I prefer British spelling in docs.", "user",
     "User prefers British spelling in docs."),
    ("Actually, we upgraded: remember that the project now uses PostgreSQL 16.", "memory",
     "The project now uses PostgreSQL 16."),
    ("请记住，我们的服务器在广州。", "memory", "我们的服务器在广州。"),
])
def test_extracts_requests_and_preferences(provider, said, target, content):
    ops = ops_for(provider, [(7, "user", said)])
    assert contents(ops) == [(target, content)]
    assert ops[0]["action"] == "add" and ops[0]["evidence"] == [7]
    assert 0 < ops[0]["confidence"] <= 1 and ops[0]["reason"]


def test_finds_requests_inside_longer_messages_and_cites_each_message(provider):
    ops = ops_for(provider, [
        (1, "user", "Hi! Can you help me fix the build?\nAlso, remember that CI runs on arm64."),
        (2, "assistant", "Sure. I prefer to check the logs first. Remember that I said so."),
        (3, "user", "Thanks. I prefer short answers."),
    ])
    assert [(o["evidence"], o["content"]) for o in ops] == [
        ([1], "CI runs on arm64."), ([3], "User prefers short answers.")]


@pytest.mark.parametrize("said", [
    "Don't remember this, but my bank PIN changed.",
    "Remember that I like jazz. Actually, don't store that.",
    "I prefer tea. Please do not remember that.",
    "不要记住我喜欢咖啡。",
    "记住我住在北京。算了，别记。",
])
def test_honours_do_not_remember_in_the_same_message(provider, said):
    assert ops_for(provider, [(1, "user", said)]) == []


def test_a_bare_forget_that_takes_back_the_previous_message(provider):
    ops = ops_for(provider, [
        (1, "user", "Remember that the VPN password rotates monthly on the 1st."),
        (2, "user", "I prefer vim."),
        (3, "assistant", "Noted."),
        (4, "user", "Forget that."),
        (5, "user", "I use fish shell."),
    ])
    assert contents(ops) == [("user", "User uses fish shell.")]


@pytest.mark.parametrize("said", [
    "Do you remember what we did yesterday?",
    "I like that.", "I like your idea!", "I'd like a summary of the logs.",
    "Remember that my API key is sk-abcdefghijklmnop1234.",
    "Remember that the token is 8f3e2a9c0b1d4e5f6a7b8c9d0e1f2a3b.",
    "请记住我的密码是 hunter2",
    "The weather is nice today.",
    "Remember to buy milk on the way home.",
    "I love you!",
    "我用了三个小时才修好。",
    "我叫你检查一下日志。",
])
def test_proposes_nothing_for_chatter_questions_and_secrets(provider, said):
    assert ops_for(provider, [(1, "user", said)]) == []


def test_ignores_assistant_and_tool_messages(provider):
    ops = ops_for(provider, [
        (1, "assistant", "Remember that the user prefers tabs."),
        (2, "tool", "I prefer nothing; remember that this is tool output."),
    ])
    assert ops == []


def test_does_not_repropose_live_entries_or_repeat_itself(provider):
    ops = ops_for(provider, [
        (1, "user", "I prefer tabs over spaces."),
        (2, "user", "Remember that the repo uses pnpm."),
        (3, "user", "I prefer tabs over spaces!"),
        (4, "user", "I use Helix."),
    ], entries=[("user", "User prefers tabs over spaces."),
                ("memory", "The repo uses pnpm. CI also uses pnpm 9.")])
    assert contents(ops) == [("user", "User uses Helix.")]


def test_works_on_the_engines_real_prompt(provider):
    from types import SimpleNamespace

    from reverie.review.prompts import build_review_prompt

    msg = SimpleNamespace
    prompt = build_review_prompt(
        entries={"memory": ["The repo uses pnpm."], "user": []},
        usage={"memory": (19, 2200), "user": (0, 1375)},
        earlier=[msg(id=1, role="user", content="Remember that I like opera.")],
        messages=[msg(id=2, role="user", content="Remember that the repo uses pnpm."),
                  msg(id=3, role="user", content="记住我每天早上七点开会。")])
    gen = provider.generate_json(prompt.text, schema=REVIEW_SCHEMA, system=prompt.system,
                                 review=prompt.review)
    # the already reviewed digest (#1) and the live entry are not proposed again
    assert contents(validate_operations(gen.data)) == [("user", "用户每天早上七点开会。")]


def test_is_deterministic_and_counts_usage():
    clock = FakeClock()
    provider = HeuristicProvider(provider_settings("heuristic"), {}, clock=clock)
    prompt = review_prompt([(1, "user", "I prefer tabs.")])
    review = review_input([(1, "user", "I prefer tabs.")])
    first = provider.generate_json(prompt, schema=REVIEW_SCHEMA, system="sys", review=review)
    second = provider.generate_json(prompt, schema=REVIEW_SCHEMA, system="sys", review=review)
    assert first == second
    assert json.loads(first.text) == first.data
    assert first.usage.input_tokens == len("sys" + prompt) // 4
    assert first.usage.output_tokens == len(first.text) // 4
    assert first.usage.cached_tokens == 0 and first.usage.latency_s == 0.0  # the clock did not move
    assert (first.provider, first.model) == ("heuristic", "heuristic-v1")


def test_refuses_schemas_it_cannot_answer(provider):
    from reverie.config.errors import PermanentProviderError

    with pytest.raises(PermanentProviderError, match="only answer the review schema"):
        provider.generate_json("x", schema={"type": "object", "properties": {"title": {}}})


def test_reviews_the_data_never_the_prompt_text(provider):
    """The heuristic reads the review as data; the prompt text is for models. Without the
    data it refuses rather than guess from text, and text alone changes nothing."""
    from reverie.config.errors import PermanentProviderError

    with pytest.raises(PermanentProviderError, match="none was given"):
        provider.generate_json(review_prompt([(1, "user", "I prefer tabs.")]), schema=REVIEW_SCHEMA)
    # a prompt text saying something else entirely: the data decides
    gen = provider.generate_json(review_prompt([(1, "user", "Remember that I like opera.")]),
                                 schema=REVIEW_SCHEMA,
                                 review=review_input([(1, "user", "I prefer tabs.")]))
    assert contents(gen.data["operations"]) == [("user", "User prefers tabs.")]


def test_summary_keeps_request_key_points_and_outcome(provider):
    long_chatter = "We looked at many things. " * 40
    prompt = review_prompt([
        (1, "user", "Please help me migrate the billing service to Postgres 16. It is urgent."),
        (2, "assistant", long_chatter + "The migration failed on the invoices table."),
        (3, "tool", "ERROR: column type mismatch " * 50),
        (4, "user", "We decided to keep the old enum type for now."),
        (5, "assistant", "Done: the migration finished and all 212 tests pass. Next, drop the shim."),
    ])
    text = provider.generate_text(prompt).text
    assert len(text) <= SUMMARY_LIMIT
    assert text.startswith("Request: Please help me migrate the billing service to Postgres 16.")
    assert "The migration failed on the invoices table." in text
    assert "We decided to keep the old enum type for now." in text
    assert text.endswith("Outcome: Done: the migration finished and all 212 tests pass. Next, drop the shim.")
    assert "column type mismatch" not in text  # tool output is not summarised


def test_summary_stays_short_for_huge_transcripts_and_plain_text(provider):
    many = [(i, "user" if i % 2 else "assistant", f"We decided item {i} must be fixed. " * 5)
            for i in range(1, 200)]
    assert len(provider.generate_text(review_prompt(many)).text) <= SUMMARY_LIMIT
    plain = provider.generate_text("No transcript here. Just words. " * 100).text
    assert 0 < len(plain) <= SUMMARY_LIMIT and plain.startswith("No transcript here.")
    assert provider.generate_text(review_prompt(many)).data is None


def test_third_person_rewrites_pronouns_and_verbs():
    assert third_person("I have two cats and my dog likes me") == \
        "the user has two cats and the user's dog likes the user"
    assert third_person("I don't eat meat") == "the user doesn't eat meat"
    assert third_person("我住在北京") == "用户住在北京"


# --- sentence-level extraction, profile facts, targets and punctuation ----------------------

@pytest.mark.parametrize(("said", "target", "content"), [
    # an answer or a conjunction before the preference does not hide it
    ("Yes. And I prefer pnpm over npm for the frontend, always.", "user",
     "User always prefers pnpm over npm for the frontend."),
    ("Ok, I use fish shell.", "user", "User uses fish shell."),
    # trailing asides are dropped; "always" is kept because it says how strongly
    ("I prefer short answers without emojis, by the way.", "user",
     "User prefers short answers without emojis."),
    ("Remember that deploys go out on Tuesdays, thanks!", "memory", "Deploys go out on Tuesdays."),
    # a standing instruction said last; "assume X" says what the user uses
    ("Please assume podman from now on.", "user", "User uses podman."),
    ("I use Helix from now on.", "user", "User uses Helix."),
    # switching tools, without the relative time that would go stale
    ("Actually no, I switched to Podman last month.", "user", "User now uses Podman."),
    ("I switched from pnpm to bun for the frontend.", "user",
     "User now uses bun instead of pnpm for the frontend."),
    ("We moved from Travis to Buildkite.", "memory", "The team now uses Buildkite instead of Travis."),
    ("I moved to Lisbon last year.", "user", "User moved to Lisbon."),
    ("I no longer use Windows.", "user", "User no longer uses Windows."),
    # how the user wants to be answered is about the user
    ("From now on, answer in English.", "user", "User wants the assistant to answer in English."),
    ("From now on, no emojis.", "user", "User wants no emojis."),
    ("Please keep explanations brief from now on; I read them on my phone.", "user",
     "User wants the assistant to keep explanations brief."),
    ("以后回答技术问题请用中文，代码注释保持英文。", "user", "用户要求：回答技术问题用中文，代码注释保持英文。"),
    # project conventions stay in the agent's notes
    ("From now on, write commit messages in English.", "memory",
     "The assistant should write commit messages in English."),
    ("以后代码注释用英文。", "memory", "代码注释用英文。"),
    # stated profile facts
    # what to do about it now is not part of the fact
    ("Thanks. My timezone is Europe/Berlin, so schedule reminders in CET.", "user",
     "User's timezone is Europe/Berlin."),
    ("I'm in Berlin.", "user", "User is based in Berlin."),
    ("I'm a senior backend engineer at Acme.", "user", "User is a senior backend engineer at Acme."),
    ("I work at Acme Corp.", "user", "User works at Acme Corp."),
    ("I am an SRE on the platform team.", "user", "User is an SRE on the platform team."),
    ("My pronouns are they/them.", "user", "User's pronouns are they/them."),
    ("我在杭州的一家电商公司工作。", "user", "用户在杭州的一家电商公司工作。"),
    ("我住在上海。", "user", "用户住在上海。"),
    ("我是一名后端工程师。", "user", "用户是一名后端工程师。"),
    ("我的时区是东八区。", "user", "用户的时区是东八区。"),
    ("对了，我习惯用 fish shell。", "user", "用户习惯用 fish shell。"),
    ("不是 Docker，我已经改用 Podman 了。", "user", "用户现在用 Podman，不再用 Docker。"),
    ("我从 npm 换成 yarn 了。", "user", "用户现在用 yarn，不再用 npm。"),
    # context the user hands over on purpose
    ("The CI runs on GitHub Actions with ubuntu-24.04 runners, in case that matters.", "memory",
     "The CI runs on GitHub Actions with ubuntu-24.04 runners."),
    ("FYI, the staging DB is on port 6543.", "memory", "The staging DB is on port 6543."),
    ("Just so you know, I'm vegetarian.", "user", "User is vegetarian."),
    ("补充一下：CI 跑在 GitHub Actions 上。", "memory", "CI 跑在 GitHub Actions 上。"),
    ("CI 跑在 GitHub Actions 上，供参考。", "memory", "CI 跑在 GitHub Actions 上。"),
])
def test_extracts_sentence_level_facts(provider, said, target, content):
    ops = ops_for(provider, [(3, "user", said)])
    assert contents(ops) == [(target, content)]
    assert ops[0]["evidence"] == [3] and ops[0]["action"] == "add"


def test_the_timezone_said_beside_a_place_is_a_fact_of_its_own(provider):
    """issue 23: "I'm in Berlin, so that's CET" gives where the user is and their timezone
    (two one-valued facts, each replaceable on its own)."""
    ops = ops_for(provider, [(3, "user", "Schedule the sync for 9am my time; I'm in Berlin, so that's CET.")])
    assert contents(ops) == [("user", "User is based in Berlin."), ("user", "User's timezone is CET.")]


@pytest.mark.parametrize(("said", "content"), [
    # Chinese keeps 。 even when the sentence ends on a product name
    ("我喜欢用 Vim 写代码，不用 VS Code。", "用户喜欢用 Vim 写代码，不用 VS Code。"),
    ("记住我用 VS Code", "用户用 VS Code。"),
    # the user's own ASCII stop is their style: kept
    ("我喜欢 Vim.", "用户喜欢 Vim."),
    # English gets a plain full stop, not the user's exclamation mark
    ("I really like dark roast coffee!", "User likes dark roast coffee."),
    ("Remember that 张三 is the PM", "张三 is the PM."),
])
def test_keeps_the_punctuation_of_the_language_said(provider, said, content):
    assert [c for _, c in contents(ops_for(provider, [(1, "user", said)]))] == [content]


@pytest.mark.parametrize("said", [
    "I'm in a meeting until 3. Summarise the thread for me.",
    "I'm in Python land today.",
    "I'm a bit confused.",
    "I'm working on the billing service.",
    "I work on the login bug today.",
    "我今天用 Windows 电脑。",
    "My build is broken.",
    "The staging deploy is broken right now, FYI.",
    "Sorry about that, I'll double-check the numbers from now on.",
    "Use tabs, please.",
    "Yes. Ok, thanks.",
    "What's my timezone?",
    "补充一下：今天构建失败了，可能是网络问题。",
    "我在想要不要重构这个模块。",
    "我在开会。",
    "我是说这个不对。",
    "好的，谢谢。",
    "FYI, my token is ghp_abcdefghijklmnop1234.",
])
def test_proposes_nothing_for_moods_moments_promises_and_secrets(provider, said):
    assert ops_for(provider, [(1, "user", said)]) == []


# --- corrections ----------------------------------------------------------------------------

def replaces(ops):
    return [(o["action"], o["target"], o.get("old_text"), o["content"]) for o in ops]


def test_a_correction_replaces_the_one_entry_it_names(provider):
    ops = ops_for(provider, [(1, "user", "Remember that the default branch is now develop, not main.")],
                  entries=[("memory", "The default branch is main"),
                           ("user", "User prefers main courses without meat")])
    # the replacement says the new value; "not main" was only there to name the old one
    assert replaces(ops) == [("replace", "memory", "The default branch is main",
                              "The default branch is now develop.")]
    assert ops[0]["evidence"] == [1]


def test_switching_from_a_tool_replaces_the_entry_about_that_tool_in_its_target(provider):
    ops = ops_for(provider, [(2, "user", "I switched from Docker Desktop to Podman.")],
                  entries=[("user", "User uses Docker Desktop on macOS")])
    # the entry keeps what else it said, with the new tool in place of the old
    assert replaces(ops) == [("replace", "user", "User uses Docker Desktop on macOS",
                              "User uses Podman on macOS.")]


@pytest.mark.parametrize("entries", [
    [],  # nothing to correct
    [("memory", "The test DB listens on 5432")],  # names the old value, another subject
    [("user", "User uses Docker Desktop"), ("memory", "Docker Desktop needs a licence")],  # ambiguous
])
def test_a_correction_without_one_clear_entry_stays_an_add(provider, entries):
    ops = ops_for(provider, [(1, "user", "Remember that the API now listens on 8080, not 5432."),
                             (2, "user", "I switched from Docker Desktop to Podman.")],
                  entries=entries)
    assert [o["action"] for o in ops] == ["add", "add"]


# --- what the README's demo learns --------------------------------------------------------

def test_learns_what_a_careful_reviewer_would_from_the_example_sessions(provider):
    """examples/sessions.jsonl is what a new user sees first (README "Try it")."""
    from collections import defaultdict
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "sessions.jsonl"
    sessions: dict[str, list[tuple[int, str, str]]] = defaultdict(list)
    for i, line in enumerate(example.read_text(encoding="utf-8").splitlines(), start=1):
        record = json.loads(line)
        sessions[record["session_id"]].append((i, record["role"], record["content"]))
    learned = {sid: contents(ops_for(provider, msgs)) for sid, msgs in sessions.items()}
    assert learned == {
        "2026-11-06-atlas-setup": [
            ("user", "User always prefers pnpm over npm for the frontend."),
            ("memory", "The test suite needs Postgres 16 running on port 5433, not the default 5432."),
            ("memory", "The assistant should run `make lint` before proposing any commit.")],
        # issue 16: one entry that says what the switch was about, not "Assume podman."
        "2026-11-08-podman-debug": [
            ("user", "User now uses Podman instead of Docker Desktop."),
            ("memory", "The CI runs on GitHub Actions with ubuntu-24.04 runners.")],
        "2026-11-08-podman-socket-check": [],
        # the salary negotiation was asked not to be kept
        "2026-11-10-personal": [
            ("user", "User prefers short answers without emojis."),
            ("user", "User's timezone is Europe/Berlin.")],
        "2026-11-12-zh-standup": [
            ("user", "用户每天早上九点半开站会，这个时间不要安排别的事情。"),
            ("user", "用户要求：回答技术问题用中文，代码注释保持英文。"),
            ("user", "用户喜欢用 Vim 写代码，不用 VS Code。")],
    }


# --- issue 16: removals, switches, well-formed entries ------------------------------------

def ops_and_withdrawn(messages, entries=()):
    ops, withdrawn = propose_operations(review_input(messages, list(entries)))
    return [(o["action"], o["target"], o.get("old_text"), o.get("content")) for o in ops], withdrawn


@pytest.mark.parametrize(("messages", "entries", "expected"), [
    ([(1, "user", "Forget that I drink oat milk.")],
     [("user", "User drinks oat milk."), ("memory", "The repo uses pnpm.")],
     ("remove", "user", "User drinks oat milk.", None)),
    ([(1, "user", "Please forget the note about the proxy.")],
     [("memory", "Builds need the corporate proxy at 10.0.0.8."), ("user", "User likes tea.")],
     ("remove", "memory", "Builds need the corporate proxy at 10.0.0.8.", None)),
    # a bare "that is not true anymore" is about what the assistant just said
    ([(1, "assistant", "You told me the repo lives at ~/work/atlas."),
      (2, "user", "That is not true anymore.")],
     [("memory", "The repo lives at ~/work/atlas."), ("user", "User likes tea.")],
     ("remove", "memory", "The repo lives at ~/work/atlas.", None)),
    ([(1, "user", "I no longer use Slack.")], [("user", "User chats on Slack with the team.")],
     ("remove", "user", "User chats on Slack with the team.", None)),
    ([(1, "user", "我在北京这条已经过时了，请删掉。")], [("user", "用户在北京工作。")],
     ("remove", "user", "用户在北京工作。", None)),
    ([(1, "user", "忘掉我养猫的事。")], [("user", "用户养了两只猫。"), ("user", "用户喜欢茶。")],
     ("remove", "user", "用户养了两只猫。", None)),
    # switches replace the entry naming the old value, keeping the rest of it
    ([(1, "user", "I'm not using Firefox anymore, I use Brave now.")],
     [("user", "User browses with Firefox.")],
     ("replace", "user", "User browses with Firefox.", "User browses with Brave.")),
    ([(1, "user", "我们已经从 MySQL 换成 TiDB 了。")], [("memory", "订单服务用 MySQL 存数据。")],
     ("replace", "memory", "订单服务用 MySQL 存数据。", "订单服务用 TiDB 存数据。")),
    ([(1, "user", "我已经不用 Chrome 了，改用 Edge。")], [("user", "用户用 Chrome 浏览网页。")],
     ("replace", "user", "用户用 Chrome 浏览网页。", "用户用 Edge 浏览网页。")),
    # an entry comparing the old value is not swapped into a claim the user did not make
    ([(1, "user", "I switched from pnpm to bun for the frontend.")],
     [("user", "User always prefers pnpm over npm for the frontend.")],
     ("replace", "user", "User always prefers pnpm over npm for the frontend.",
      "User now uses bun instead of pnpm for the frontend.")),
])
def test_removals_and_switches_act_on_the_entry_they_name(messages, entries, expected):
    ops, withdrawn = ops_and_withdrawn(messages, entries)
    assert ops == [expected] and withdrawn == []


def test_no_removal_when_no_single_entry_is_named():
    ops, _ = ops_and_withdrawn([(1, "user", "Forget that I drink oat milk.")],
                               [("user", "User likes tea."), ("memory", "The repo uses pnpm.")])
    assert ops == []
    ops, _ = ops_and_withdrawn([(1, "user", "I no longer use Slack.")], [])
    assert ops == [("add", "user", None, "User no longer uses Slack.")]


@pytest.mark.parametrize("said", [
    "And don't forget to water the orchids before the frost.",
    "I'll never forget the orchids my grandmother grew.",
    "Try not to forget about the orchids when you travel.",
    "Sometimes I forget to water the orchids.",
    "I'm not gonna forget the orchids on my balcony.",
])
def test_a_negated_forget_or_one_with_an_infinitive_removes_nothing(said):
    """"Don't forget to …" is advice and "never forget …" a memory: neither asks to forget
    the entry it names (one such sentence had removed a true entry, with no archived copy)."""
    entries = [("user", "User grows orchids on the balcony."), ("user", "User likes tea.")]
    ops, _ = ops_and_withdrawn([(1, "user", said)], entries)
    assert not [op for op in ops if op[0] == "remove"]


def test_a_bare_remember_that_keeps_the_sentence_before_and_a_switch_is_said_once():
    ops, _ = ops_and_withdrawn([(1, "user", "I like my coffee black. Remember that.")])
    assert ops == [("add", "user", None, "User likes their coffee black.")]
    # "Please assume podman" repeats the switch; the old tool comes from the assistant's question
    ops, _ = ops_and_withdrawn([
        (1, "assistant", "Are you on Docker Desktop?"),
        (2, "user", "I switched to Podman. Please assume podman from now on.")])
    assert ops == [("add", "user", None, "User now uses Podman instead of Docker Desktop.")]


@pytest.mark.parametrize(("said", "problem"), [
    ("Remember that podman, not docker", "fragment"),
    ("Remember that it runs on port 8080.", "dangling pronoun"),
])
def test_what_cannot_be_a_sentence_is_withdrawn_and_reported(provider, said, problem):
    ops, withdrawn = ops_and_withdrawn([(1, "user", said)])
    assert ops == []
    assert len(withdrawn) == 1 and problem in withdrawn[0]["reason"]
    assert withdrawn[0]["reason"].startswith("not a self-contained sentence")
    assert withdrawn[0]["proposal"]["evidence"] == [1]
    # the provider hands them to the engine on the generation
    gen = provider.generate_json(review_prompt([(1, "user", said)], []), schema=REVIEW_SCHEMA,
                                 review=review_input([(1, "user", said)]))
    assert gen.data == {"operations": []} and list(gen.withdrawn) == withdrawn


def test_every_entry_it_proposes_is_well_formed(provider):
    from reverie.review.wellformed import problems

    said = ["Remember that the build box has 64 GB of RAM.", "I prefer Rust, and my editor is Zed.",
            "From now on, always squash merge.", "以后请用简体中文回答。", "I've switched to uv.",
            "Remember that the deploy script is at scripts/ship.sh, and the docs live in docs/.",
            "记住我们的仓库在 GitLab 上。", "please remember: I want you to cite sources"]
    ops = ops_for(provider, [(i, "user", s) for i, s in enumerate(said, start=1)])
    assert len(ops) >= len(said)
    for op in ops:
        assert problems(op["content"]) == [], op["content"]


_WORDS = st.sampled_from(["I", "we", "my", "remember that", "forget that", "switched from", "to",
                          "not", "anymore", "no longer", "true", "Docker", "Podman", "use",
                          "prefer", "the repo", "runs on", ",", ".", ";", ":", "it", "that's",
                          "记住", "我", "从", "换成", "不用", "了", "，", "。", "忘掉", "这条",
                          "from now on", "always", "you", "以后", "is", "Emacs", "?",
                          # issue 23's rows: facts said in passing, and what they supersede
                          "never", "don't ever", "we're in", "I'm in", "Berlin", "now",
                          "moved to", "the", "team", "~/src/app", "service", "Go", "WezTerm",
                          "I'm on", "UTC+8", "I'm the only", "SRE", "千万不要", "别", "在",
                          "搬到", "上海", "我们", "一律", "部署在", "阿里云", "组", "调到"])


@settings(max_examples=150, deadline=None)
@given(said=st.lists(st.lists(_WORDS, min_size=1, max_size=14).map(" ".join), min_size=1,
                     max_size=3))
def test_whatever_the_user_says_every_proposal_is_well_formed_and_acts_on_a_live_entry(said):
    from reverie.review.wellformed import problems

    entries = [("user", "User uses Emacs."), ("memory", "The repo runs on Docker."),
               ("user", "User is based in Berlin."), ("memory", "The app lives at ~/src/app.")]
    ops, withdrawn = propose_operations(review_input([(i, "user", s) for i, s in enumerate(said, 1)],
                                                     entries,
                                                     lineage=(ReviewMessage(90, "user", "I use tmux."),)))
    for op in ops:
        if op["action"] != "remove":
            assert problems(op["content"]) == [], op
        if op["action"] != "add":
            assert (op["target"], op["old_text"]) in entries, op
    assert all(w["reason"].startswith("not a self-contained sentence") for w in withdrawn)


# --- issue 23: facts said in passing, and the live entry a change supersedes ---------------

@pytest.mark.parametrize(("said", "target", "content"), [
    ("I'm building a Rails app in ~/code/shop, it uses Sidekiq.", "memory",
     "User is building a Rails app in ~/code/shop, which uses Sidekiq."),
    ("Our API lives in ~/work/api and is written in Kotlin.", "memory",
     "The API lives in ~/work/api and is written in Kotlin."),
    ("Don't ever deploy on Fridays, nobody is around.", "memory",
     "The assistant should never deploy on Fridays."),
    ("We always squash-merge pull requests.", "memory", "The team always squash-merges pull requests."),
    ("Please never add Co-authored-by lines to my commits.", "user",
     "User wants the assistant never to add Co-authored-by lines to the user's commits."),
    ("I joined the design team.", "user", "User works on the design team."),
    ("As the release manager, I sign every tag.", "user", "User is the release manager."),
    ("千万不要在周五上线。", "memory", "用户要求：千万不要在周五上线。"),
    ("我们上线前一律要做代码评审。", "memory", "我们上线前一律要做代码评审。"),
    ("我在写一个 Python 的爬虫项目，代码在 ~/src/spider，帮我看看这个报错。", "memory",
     "用户在写一个 Python 的爬虫项目，代码在 ~/src/spider。"),
    ("我去年搬到苏州了。", "user", "用户住在苏州。"),
])
def test_facts_said_in_passing_are_kept_in_the_users_words(provider, said, target, content):
    assert contents(ops_for(provider, [(1, "user", said)])) == [(target, content)]


@pytest.mark.parametrize("said", [
    "I'm thinking about moving to Go.", "Never mind, I found it.", "We should try Bun sometime.",
    "Don't change the tests in this PR, just the code.", "别改这个文件，先看看别的。",
    "我们在考虑要不要上 Kubernetes。", "I'm working on the onboarding flow this week.",
    "The build in ~/src/app is broken again after the merge.", "Should we switch from npm to pnpm?",
    "My passport number is X1234567.", "我的手机号是 13812345678。", "I'm the owner of this bug.",
])
def test_hedges_one_off_requests_complaints_questions_and_identifiers_give_nothing(provider, said):
    assert ops_for(provider, [(1, "user", said)]) == []


@pytest.mark.parametrize(("said", "entries", "expected"), [
    # a one-valued fact replaces the entry stating another value, whatever words they share
    ("I'm in Madrid now.", [("user", "User lives in London."), ("user", "User likes tea.")],
     ("replace", "user", "User lives in London.", "User is based in Madrid.")),
    ("我已经调到安全组了。", [("user", "用户在支付组工作。")],
     ("replace", "user", "用户在支付组工作。", "用户现在在安全组。")),
    # a switch naming nothing leaves the one tool of its kind an entry names
    ("I switched to WezTerm.", [("user", "User uses iTerm2 as their terminal."), ("user", "User uses fish.")],
     ("replace", "user", "User uses iTerm2 as their terminal.", "User uses WezTerm as their terminal.")),
    # a project that moved to a new path: the entry giving the old one gets the new one
    ("FYI the docs site moved to ~/work/docs-next.", [("memory", "The docs site lives at ~/work/docs.")],
     ("replace", "memory", "The docs site lives at ~/work/docs.", "The docs site lives at ~/work/docs-next.")),
    # a correction of a version, in the user's words, names what it corrects
    ("The worker is on Python 3.13 now, not 3.11.",
     [("memory", "User maintains the worker in ~/src/worker, which runs on Python 3.11.")],
     ("replace", "memory", "User maintains the worker in ~/src/worker, which runs on Python 3.11.",
      "The worker is on Python 3.13.")),
])
def test_a_change_supersedes_the_live_entry_it_changes(said, entries, expected):
    ops, _ = ops_and_withdrawn([(1, "user", said)], entries)
    assert ops == [expected]


@pytest.mark.parametrize(("said", "entries"), [
    ("I'm in London.", [("user", "User lives in London.")]),  # already kept, in other words
])
def test_a_one_valued_fact_already_kept_is_not_proposed_again(said, entries):
    assert ops_and_withdrawn([(1, "user", said)], entries)[0] == []


@pytest.mark.parametrize(("said", "entries"), [
    # two terminals named: which one was left is a guess, so it is an add
    ("I switched to WezTerm.", [("user", "User uses iTerm2 at work."), ("user", "User uses Kitty at home.")]),
    # the user's switch is not the repo's: a tool of the kind in the other file stays
    ("I switched to Podman.", [("memory", "The repo runs on Docker.")]),
    # several databases at once are normal: naming one supersedes none without the lineage
    ("We switched to PostgreSQL.", [("memory", "The billing service stores data in MySQL.")]),
    # a statement without a change does not supersede
    ("The CI runs on GitHub Actions, in case that matters.", [("memory", "The team uses Jenkins for CI.")]),
])
def test_without_one_clear_entry_a_change_stays_an_add(said, entries):
    ops, _ = ops_and_withdrawn([(1, "user", said)], entries)
    assert [op[0] for op in ops] == ["add"]


def test_the_lineage_says_what_a_switch_left():
    """A continuation's bare switch takes what it left from the parent session's words: the
    entry naming it is replaced, or the add says what it replaced; never evidence."""
    from reverie.review.providers.heuristic import propose_operations

    lineage = (ReviewMessage(3, "user", "我们的订单服务用 MySQL 存数据。", session_id="parent"),)
    entries = [("memory", "我们的订单服务用 MySQL 存数据。")]
    ops, _ = propose_operations(review_input([(9, "user", "之前说的数据库，我们已经换成 PostgreSQL 了。")],
                                             entries, lineage=lineage))
    assert [(o["action"], o.get("old_text"), o["content"], o["evidence"]) for o in ops] == [
        ("replace", "我们的订单服务用 MySQL 存数据。", "我们的订单服务用 PostgreSQL 存数据。", [9])]
    switched = [(9, "user", "Since last time I switched to Zellij.")]
    ops, _ = propose_operations(review_input(switched, lineage=(
        ReviewMessage(3, "user", "How do I split panes in tmux?"),)))
    assert [o["content"] for o in ops] == ["User now uses Zellij instead of tmux."]
    ops, _ = propose_operations(review_input(switched, lineage=(
        ReviewMessage(3, "user", "Is tmux or byobu better?"),)))
    assert [o["content"] for o in ops] == ["User now uses Zellij."]  # which one it left is a guess
    assert propose_operations(review_input([], lineage=lineage))[0] == []  # context only


def test_when_a_target_is_nearly_full_the_surest_facts_go_first_and_none_is_withdrawn():
    """Planning's room step: an explicit request goes before context offered in passing,
    so validation (which stages adds while they fit) stages it; what does not fit comes
    after it, to wait for room, and is never withdrawn (a withdrawn fact was lost)."""
    from reverie.review.providers.heuristic import propose_operations

    entries = [("memory", "x" * 2150)]
    review = review_input([(1, "user", "FYI, the staging DB is on port 6543."),
                           (2, "user", "Remember that the deploy key lives in Vault.")],
                          entries, usage={"memory": (2150, 2200), "user": (0, 1375)})
    ops, withdrawn = propose_operations(review)
    assert [o["content"] for o in ops] == ["The deploy key lives in Vault.",
                                           "The staging DB is on port 6543."]
    assert withdrawn == []
    # with the room for both, both are kept in the order said
    roomy = review_input([(m.id, m.role, m.content) for m in review.messages], entries, usage={"memory": (2150, 4000)})
    assert [o["content"] for o in propose_operations(roomy)[0]] == [
        "The staging DB is on port 6543.", "The deploy key lives in Vault."]
