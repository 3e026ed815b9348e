"""A Latin word written against Chinese text is found by a Latin query (session 30, tester22).

Chinese writers often put an English name straight against the characters ("我们在用Docker
部署"). The ``unicode61`` tokenizer reads that run as one token, so searching "Docker" found
the English sessions and never the Chinese one, in `reverie search` and in the agent's
session_search. Now, when FTS5 finds nothing in a store holding Chinese, a query of plain
words also looks for them on Hermes' trigram table, in messages holding Chinese, each word
with no ASCII letter or digit on either side (run whenever FTS5 filled less than a page, it
cost a two-term query 7-8 ms at the median: bench/bench_search.py).
A full-width word ("ＧｉｔＨｕｂ") is searched as a substring, as CJK is. Our own sentences."""

from __future__ import annotations

from reverie.search_index import SessionStore

from .conftest import add_conversation


def _found(store: SessionStore, query: str) -> list[tuple[str, str]]:
    return [(h.session_id, h.matches[0].snippet) for h in store.search(query)]


def test_a_word_glued_to_chinese_is_found_after_the_fts_matches(store: SessionStore) -> None:
    assert store.schema.trigram
    add_conversation(store, "en", [("user", "I deploy with Docker on the staging box.")])
    add_conversation(store, "zh", [("user", "我们在用Docker部署，数据库是PostgreSQL16。")],
                     start=1_700_000_100.0)
    add_conversation(store, "file", [("user", "我们的Dockerfile太长了。")], start=1_700_000_200.0)
    add_conversation(store, "word", [("user", "I like how the dockyard looks.")],
                     start=1_700_000_300.0)

    assert [sid for sid, _ in _found(store, "Docker")] == ["en"]   # FTS5 found it: as before
    assert _found(store, "Docker PostgreSQL16") == [
        ("zh", "我们在用>>>Docker<<<部署，数据库是>>>PostgreSQL16<<<。")]
    assert [sid for sid, _ in _found(store, "postgresql16")] == ["zh"]
    assert _found(store, "PostgreSQL") == []       # "PostgreSQL16" is another word, as in FTS5
    assert _found(store, "Dockerfile") == [("file", "我们的>>>Dockerfile<<<太长了。")]
    assert _found(store, "Docker OR PostgreSQL16") == [("en", "I deploy with >>>Docker<<< on "
                                                        "the staging box.")]  # FTS5 alone


def test_a_full_width_word_is_searched_as_a_substring(store: SessionStore) -> None:
    add_conversation(store, "fw", [("user", "我的ＧｉｔＨｕｂ用户名是ｌｉｎｘｗ。")])
    assert _found(store, "ＧｉｔＨｕｂ") == [("fw", "我的>>>ＧｉｔＨｕｂ<<<用户名是ｌｉｎｘｗ。")]
    assert [sid for sid, _ in _found(store, "ｌｉｎｘｗ")] == ["fw"]


def test_a_store_with_no_chinese_never_runs_the_glued_search(store: SessionStore,
                                                             monkeypatch) -> None:
    import reverie.search_index.search as search

    ran = []
    real = search._glued_rows
    monkeypatch.setattr(search, "_glued_rows", lambda *a, **k: ran.append(1) or real(*a, **k))
    add_conversation(store, "en", [("user", "I deploy with Docker on the staging box.")])
    assert store.search("Kubernetes") == [] and ran == []
    add_conversation(store, "zh", [("user", "我们在用Kubernetes部署。")], start=1_700_000_100.0)
    assert [h.session_id for h in store.search("Kubernetes")] == ["zh"] and ran == [1]
