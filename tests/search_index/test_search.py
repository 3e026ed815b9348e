"""Search: ranking, snippets, context, phrase/prefix/hyphen/dot/CJK terms, lineage, filters."""

from __future__ import annotations

import pytest

from reverie.config import SearchError
from reverie.search_index import SessionStore

from .conftest import add_conversation


@pytest.fixture
def corpus(store: SessionStore) -> SessionStore:
    add_conversation(store, "deploy", [
        ("user", "How do I deploy the app with chat-send?"),
        ("assistant", "Run chat-send deploy from the repo root; it reads node.js config."),
        ("user", "The deploy failed with a permission error on the socket."),
        ("assistant", "Add yourself to the docker group, then deploy again."),
    ], source="cli", start=1000.0)
    add_conversation(store, "deploy-child", [
        ("user", "sub-agent: check the deployment logs"),
        ("tool", "deployment log: all green"),
    ], source="cli", parent_session_id="deploy", start=2000.0)
    add_conversation(store, "cooking", [
        ("user", "I prefer dark roast coffee, and deployment of the oven at 200 degrees."),
        ("assistant", "Dark roast noted."),
    ], source="telegram", start=3000.0)
    add_conversation(store, "zh", [
        ("user", "记住：我喜欢喝咖啡，不喜欢喝茶。"),
        ("assistant", "好的，你喜欢咖啡。"),
        ("user", "咖啡要加牛奶。Docker 也要装好。"),
    ], source="cli", start=4000.0)
    return store


def _ids(hits) -> list[str]:
    return [h.session_id for h in hits]


def test_hits_carry_marked_snippets_and_one_message_of_context(corpus: SessionStore) -> None:
    hits = corpus.search("permission socket")
    assert _ids(hits) == ["deploy"]
    (match,) = hits[0].matches
    assert ">>>permission<<<" in match.snippet and ">>>socket<<<" in match.snippet
    assert match.role == "user" and match.session_id == "deploy"
    assert match.before.content.startswith("Run chat-send deploy")
    assert match.after.content.startswith("Add yourself to the docker group")
    assert hits[0].title is None and hits[0].source == "cli" and hits[0].started_at == 1000.0


def test_first_and_last_messages_have_one_sided_context(corpus: SessionStore) -> None:
    first = corpus.search('"How do I deploy"')[0].matches[0]
    assert first.before is None and first.after is not None
    last = corpus.search("yourself")[0].matches[0]
    assert last.after is None and last.before is not None


def test_results_are_in_rank_order(corpus: SessionStore) -> None:
    hits = corpus.search("roast")
    assert _ids(hits) == ["cooking"]
    ranks = [m.rank for m in hits[0].matches]
    assert ranks == sorted(ranks)  # bm25: lower is better
    # bm25: the three-word message outranks the long one
    assert hits[0].matches[0].role == "assistant"
    assert hits[0].rank == ranks[0]


def test_quoted_phrase_matches_only_adjacent_words(corpus: SessionStore) -> None:
    assert _ids(corpus.search('"dark roast"')) == ["cooking"]
    assert corpus.search('"roast dark"') == []


def test_prefix_search(corpus: SessionStore) -> None:
    assert set(_ids(corpus.search("deploym*"))) == {"deploy", "cooking"}
    assert corpus.search("deploym") == []


def test_hyphenated_and_dotted_terms(corpus: SessionStore) -> None:
    hits = corpus.search("chat-send")
    assert _ids(hits) == ["deploy"]
    assert ">>>chat<<<->>>send<<<" in hits[0].matches[0].snippet or ">>>chat-send<<<" in hits[0].matches[0].snippet
    assert _ids(corpus.search("node.js")) == ["deploy"]
    assert corpus.search("send-chat") == []


def test_cjk_terms_match_inside_runs(corpus: SessionStore) -> None:
    hits = corpus.search("咖啡")
    assert _ids(hits) == ["zh"]
    snippets = [m.snippet for m in hits[0].matches]
    assert len(snippets) == 3 and all(">>>咖啡<<<" in s for s in snippets)
    assert hits[0].matches[0].message_id > hits[0].matches[1].message_id  # newest first
    assert _ids(corpus.search("咖啡 牛奶")) == ["zh"]
    assert corpus.search("喜欢 牛奶") == []  # every term must be in the same message
    assert corpus.search("咖啡 茶叶") == []


def test_cjk_substring_is_literal_even_with_like_wildcards(store: SessionStore) -> None:
    store.append_message("w", "user", "进度100%完成_好", 1.0)
    store.append_message("v", "user", "进度100X完成Y好", 2.0)
    assert _ids(store.search("100%完成_好")) == ["w"]
    assert _ids(store.search("進度")) == []


def test_cjk_or_and_not(corpus: SessionStore) -> None:
    assert _ids(corpus.search("喜欢 OR 不存在")) == ["zh"]
    assert len(corpus.search("茶 OR 牛奶")[0].matches) == 2
    assert len(corpus.search("咖啡 NOT 牛奶")[0].matches) == 2
    (only,) = corpus.search("咖啡 NOT 喜欢")[0].matches
    assert "牛奶" in only.snippet
    assert corpus.search("咖啡 NOT 咖啡") == []


def test_mixed_cjk_and_latin_terms_both_required(corpus: SessionStore) -> None:
    hits = corpus.search("docker 牛奶")
    assert _ids(hits) == ["zh"]
    assert len(hits[0].matches) == 1
    snippet = hits[0].matches[0].snippet
    assert ">>>Docker<<<" in snippet and ">>>牛奶<<<" in snippet


def test_children_group_under_their_root(corpus: SessionStore) -> None:
    hits = corpus.search("deployment")
    by_id = {h.session_id: h for h in hits}
    assert set(by_id) == {"deploy", "cooking"}
    assert by_id["deploy"].matched_sessions == ["deploy-child"]
    assert {m.session_id for m in by_id["deploy"].matches} == {"deploy-child"}
    assert by_id["deploy"].source == "cli" and by_id["deploy"].started_at == 1000.0


def test_exclude_session_removes_its_whole_lineage(corpus: SessionStore) -> None:
    assert _ids(corpus.search("deployment", exclude_session="deploy-child")) == ["cooking"]
    assert _ids(corpus.search("deployment", exclude_session="deploy")) == ["cooking"]
    assert set(_ids(corpus.search("deployment", exclude_session="cooking"))) == {"deploy"}
    assert set(_ids(corpus.search("deployment", exclude_session="not-a-session"))) == {"deploy", "cooking"}


def test_cycle_groups_and_excludes_consistently(store: SessionStore) -> None:
    store.append_message("x", "user", "the quokka smiles", 1.0)
    store.append_message("y", "user", "another quokka", 2.0, parent_session_id="x")
    store.append_message("x", "user", "quokka again", 3.0, parent_session_id="y")  # cycle x<->y
    hits = store.search("quokka")
    assert _ids(hits) == ["x"] and set(hits[0].matched_sessions) == {"x", "y"}
    assert store.search("quokka", exclude_session="y") == []


def test_filters_source_and_role(corpus: SessionStore) -> None:
    assert _ids(corpus.search("roast", source="cli")) == []
    assert _ids(corpus.search("roast", source="telegram")) == ["cooking"]
    hits = corpus.search("deploy", role="assistant")
    assert hits and all(m.role == "assistant" for h in hits for m in h.matches)
    assert all(m.role == "user" for m in corpus.search("deploy", role="user")[0].matches)
    with pytest.raises(SearchError, match="role"):
        corpus.search("deploy", role="robot")


def test_limit_and_offset_page_over_sessions(store: SessionStore) -> None:
    for i in range(7):
        store.append_message(f"s{i}", "user", "pagination " * (i + 1), float(i))
    all_ids = _ids(store.search("pagination", limit=100))
    assert len(all_ids) == 7
    pages = [_ids(store.search("pagination", limit=3, offset=o)) for o in (0, 3, 6)]
    assert pages[0] + pages[1] + pages[2] == all_ids
    assert [len(p) for p in pages] == [3, 3, 1]
    assert store.search("pagination", offset=7) == []
    with pytest.raises(SearchError, match="limit"):
        store.search("pagination", limit=0)
    with pytest.raises(SearchError, match="offset"):
        store.search("pagination", offset=-1)


def test_snippets_per_session_are_capped(store: SessionStore) -> None:
    for i in range(6):
        store.append_message("chatty", "user", f"wombat number {i}", float(i))
    (hit,) = store.search("wombat")
    assert len(hit.matches) == 3


def test_stored_summary_is_attached(corpus: SessionStore) -> None:
    corpus.put_summary("deploy", "Fixed the deploy by joining the docker group.",
                       model="flash", kind="model")
    hits = {h.session_id: h for h in corpus.search("deployment")}
    assert hits["deploy"].summary.text.startswith("Fixed the deploy")
    assert hits["cooking"].summary is None


def test_empty_or_operator_only_queries_return_nothing(corpus: SessionStore) -> None:
    for q in ("", "   ", "AND OR NOT", '""', "***", "(((", "\x00"):
        assert corpus.search(q) == []


def test_hits_serialise_to_json_ready_dicts(corpus: SessionStore) -> None:
    import json

    data = json.loads(json.dumps([h.to_dict() for h in corpus.search("permission")]))
    match = data[0]["matches"][0]
    assert ">>>permission<<<" in match["snippet"]
    assert match["before"]["role"] == "assistant" and match["after"]["role"] == "assistant"


def test_context_comes_from_the_same_session_and_is_shortened(store: SessionStore) -> None:
    store.append_message("a", "user", "x" * 1000, 1.0)
    store.append_message("b", "user", "interleaved other session", 2.0)
    store.append_message("a", "assistant", "the flamingo answer", 3.0)
    store.append_message("b", "user", "more from b", 4.0)
    store.append_message("a", "user", "thanks", 5.0)
    (match,) = store.search("flamingo")[0].matches
    assert match.before.session_id == "a" and match.after.content == "thanks"
    assert match.before.content == "x" * 300 + "…"
