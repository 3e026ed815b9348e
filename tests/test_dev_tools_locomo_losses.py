"""dev_tools/locomo_losses.py's breakdown by the turn an observation rests on (learn82): a
LoCoMo-shaped conversation of our own words, with what a play kept, stands in for a run."""

from __future__ import annotations

from dev_tools.locomo_losses import Trail, evidence_of, where_lost
from eval.chat_play import Kept, Play

_CONVERSATION = {
    "conversation": {
        "speaker_a": "Ada", "speaker_b": "Ben",
        "session_1": [
            {"speaker": "Ada", "dia_id": "D1:1", "text": "I keep bees on the roof of my flat."},
            {"speaker": "Ben", "dia_id": "D1:2", "text": "Ada, you told me about a rowing club once!"},
            {"speaker": "Ada", "dia_id": "D1:3", "text": "I bought a canoe, and I paddle it on the canal every dawn."},
            {"speaker": "Ada", "dia_id": "D1:4", "text": "Honey from the roof tastes of lime trees."},
            {"speaker": "Ada", "dia_id": "D1:5", "text": "I sold my old tandem last spring."},
        ],
    },
    "observation": {
        "session_1_observation": {
            "Ada": [
                ["Ada keeps bees on the roof of her flat.", "D1:1"],
                ["Ada once told Ben about a rowing club.", "D1:2"],
                ["Ada bought a canoe, hoping to paddle on the canal at dawn with her uncle every week.", "D1:3"],
                ["Ada's honey tastes of lime trees.", "D1:4"],
                ["Ada sold her old tandem last spring.", "D1:5"],
            ],
            "Ben": [["Ben asked about a canoe.", "D1:2"]],
        },
    },
}


def test_evidence_is_read_per_observation_in_order() -> None:
    said = evidence_of(_CONVERSATION, "Ada")
    assert [ids for _, ids in said] == [frozenset({f"D1:{n}"}) for n in (1, 2, 3, 4, 5)]
    assert said[0][0] == "Ada keeps bees on the roof of her flat."


def test_each_observation_is_classed_by_what_holds_it_or_where_it_was_lost() -> None:
    observations = [text for text, _ in evidence_of(_CONVERSATION, "Ada")]
    play = Play(1, "Ada", observations, kept=[
        Kept("User keeps bees on the roof of their flat.", "user", True, ("D1:1",)),
        Kept("User bought a canoe.", "user", False, ("D1:3",)),                       # holds too little
        Kept("User sold their old tandem in spring 2023.", "user", False, ("D1:5",)),  # evicted for room
    ])
    trail = Trail(archived={"User bought a canoe.": "merged",
                            "User sold their old tandem in spring 2023.": "evicted"})
    classes = where_lost([play], {(1, "Ada"): trail}, [_CONVERSATION])
    assert classes == {
        "held: live": 1,
        "held: archived only (evicted)": 1,
        "not held: its evidence is no turn of the user's": 1,
        "not held: an entry rests on its turn, holds under a third, main clause held": 1,
        "not held: nothing kept rests on its turn": 1,
    }
