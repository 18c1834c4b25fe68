"""tools.fuzz: a short seeded run through every engine, and proof that every check can fail.

The proof uses a toy card game written here (six cards, two of each face, hidden
hands, all the optional hooks) that can be broken on purpose in one way at a
time: the fuzzer must report each break under the right check.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass, field
from types import SimpleNamespace

from engines.common.info import GameInfo
from typing import Any

import pytest

from tools import cli
from tools.fuzz import Config, Failure, full_check_due, fuzz, run, split
from engines import GAMES
from engines.common import rng as prng
from engines.common.events import Event, event

FACES = ("A", "A", "B", "B", "C", "C")
"""Card id i shows FACES[i]: duplicate faces, distinct cards."""
N = len(FACES)


# ---- the toy engine ----------------------------------------------------------------------------


@dataclass(frozen=True, order=True)
class ToyAction:
    text: str

    def __str__(self) -> str:
        return self.text


def make_toy(*breaks: str) -> SimpleNamespace:
    """A tiny hidden-hand card game obeying the engine contract, unless told to break it.

    Each turn the player to move takes the top card of the pile into their hand
    (TAKE), or plays the lowest card of a face from their hand onto the face-up
    discard (PLAY:A); PASS only when neither is possible. Over when all six
    cards are discarded."""
    br = set(breaks)
    counter = [0]

    @dataclass
    class State:
        pile: tuple[int, ...]
        hands: tuple[tuple[int, ...], tuple[int, ...]]
        discard: list[int] = field(default_factory=list)
        to_move: int = 0
        ply: int = 0
        events: tuple[Any, ...] = ()

        @property
        def is_terminal(self) -> bool:
            return len(self.discard) == N and "never_ends" not in br

        @property
        def current_player(self) -> int | None:
            return None if self.is_terminal else self.to_move

        winner = None
        scores = (0, 0)

        def legal_actions(self) -> list[ToyAction]:
            if self.is_terminal:
                return []
            acts = [ToyAction("TAKE")] if self.pile else []
            acts += [ToyAction(f"PLAY:{f}") for f in sorted({FACES[c] for c in self.hands[self.to_move]})]
            if not acts and "empty_legal" not in br:
                acts = [ToyAction("PASS")]
            acts.sort()
            if "unsorted_legal" in br:
                acts.reverse()
            if "legal_cache" in br:
                cache = self.__dict__.setdefault("_cache", acts)
                return cache  # type: ignore[no-any-return]
            return acts

        def apply(self, action: ToyAction | str) -> State:
            text = str(action)
            if isinstance(action, str) and "bad_notation" in br and text == "TAKE" and len(self.pile) > 1:
                pile = self.pile[-1:] + self.pile[:-1]  # the notation takes the bottom card, not the top
            else:
                pile = self.pile
            if text not in [str(a) for a in self.legal_actions()]:
                raise ValueError(f"{text!r} is not legal")
            me = self.to_move
            hands = list(self.hands)
            discard = self.discard if "mutate" in br else list(self.discard)
            evs: list[Any] = []
            if text == "TAKE":
                card, pile = pile[0], pile[1:]
                hands[me] = tuple(sorted(hands[me] + (card,)))
                evs.append(event("draw", seat=me, card=card, secret=("card",), hidden_from=1 - me))
            elif text.startswith("PLAY:"):
                card = min(c for c in hands[me] if FACES[c] == text[5:])
                if "crash" in br and self.ply >= 3:
                    raise KeyError(card)
                hands[me] = tuple(c for c in hands[me] if c != card)
                if "never_ends" in br:
                    pile = pile + (card,)
                elif not ("lose_card" in br and self.ply >= 2):
                    discard.append(card)
                evs.append(event("play", seat=me, card=card, face=FACES[card]))
            if "bad_events" in br:
                evs.append({"kind": "oops", "cards": (1, 2)})
            return State(pile, (hands[0], hands[1]), discard, 1 - me, self.ply + 1, tuple(evs))

        def observation(self, p: int) -> dict[str, Any]:
            opp = list(self.hands[1 - p]) if "leak_hand" in br else {"count": len(self.hands[1 - p])}
            events = [({k: v for k, v in e.to_dict().items() if k not in ("secret", "hidden_from")}
                       if "leak_event" in br else e.masked(p)) if isinstance(e, Event) else e for e in self.events]
            return {"player": p, "hand": list(self.hands[p]), "opponent": opp, "pile": {"count": len(self.pile)},
                    "discard": list(self.discard), "to_move": self.to_move, "ply": self.ply, "events": events}

        def to_json(self) -> dict[str, Any]:
            return {"pile": list(self.pile), "hands": [list(h) for h in self.hands], "discard": list(self.discard),
                    "to_move": self.to_move, "ply": self.ply,
                    "events": [e.to_dict() if isinstance(e, Event) else e for e in self.events]}

        @classmethod
        def from_json(cls, d: Any) -> State:
            if not isinstance(d, dict) or set(d) != {"pile", "hands", "discard", "to_move", "ply", "events"}:
                raise ValueError("not a toy state")
            return cls(tuple(d["pile"]), (tuple(d["hands"][0]), tuple(d["hands"][1])), list(d["discard"]),
                       d["to_move"], 0 if "bad_round_trip" in br else d["ply"],
                       tuple(Event.from_dict(e) for e in d["events"]))

    def new_game(seed: int = 0) -> State:
        if "nondeterministic" in br:
            counter[0] += 1
            seed += counter[0]
        order, _ = prng.shuffled(range(N), prng.seed_state(seed))
        return State(tuple(order), ((), ()))

    def sample_state(obs: dict[str, Any], p: int, seed: int) -> State:
        seen = set(obs["hand"]) | set(obs["discard"])
        unseen, _ = prng.shuffled([c for c in range(N) if c not in seen], prng.seed_state(seed))
        k = obs["opponent"]["count"] if isinstance(obs["opponent"], dict) else len(obs["opponent"])
        if "bad_sample" in br and unseen:
            k = len(unseen) - k  # deals the wrong number of cards to the opponent
        opp, pile = tuple(sorted(unseen[:k])), tuple(unseen[k:])
        hands = (tuple(obs["hand"]), opp) if p == 0 else (opp, tuple(obs["hand"]))
        events = tuple(Event.from_dict(e) for e in obs["events"])
        return State(pile, hands, list(obs["discard"]), obs["to_move"], obs["ply"], events)

    def card_count(s: State) -> int:
        return len(s.pile) + len(s.hands[0]) + len(s.hands[1]) + len(s.discard)

    def hidden_cards(s: State, p: int) -> tuple[int, ...]:
        return tuple(sorted(s.hands[1 - p] + s.pile))

    def shown_cards(obs: dict[str, Any]) -> list[int]:
        shown = list(obs["hand"]) + list(obs["discard"])
        for key in ("opponent", "pile"):
            if isinstance(obs[key], list):
                shown += obs[key]
        return shown

    audit = SimpleNamespace(card_count=card_count, hidden_cards=hidden_cards, shown_cards=shown_cards)
    info = GameInfo(hidden_information=True, words=SimpleNamespace(describe=lambda *a: "", result=lambda *a: ""),
                    audit=audit)  # type: ignore[arg-type]
    return SimpleNamespace(GAME_ID="toy", new_game=new_game, State=State, sample_state=sample_state, INFO=info)


def fuzz_toy(*breaks: str, actions: int = 400, max_plies: int = 200) -> list[Failure]:
    report = fuzz({"toy": make_toy(*breaks)}, actions, seed=5, config=Config(check_every=4, max_plies=max_plies))
    return report.failures


# ---- the real engines through the command line --------------------------------------------------


def test_fuzz_every_engine_through_the_cli(capsys: pytest.CaptureFixture[str]) -> None:
    rc = cli.main(["fuzz", "--actions", "3000", "--seed", "11"])
    out, err = capsys.readouterr()
    assert rc == 0, err
    summary = json.loads(out)
    assert summary["failures"] == 0 and summary["actions"] == 3000
    assert set(summary["per_game"]) == set(GAMES)
    for stats in summary["per_game"].values():
        assert stats["actions"] == 3000 // len(GAMES) or stats["actions"] == 3000 // len(GAMES) + 1
        assert stats["games"] >= 1 and stats["full_checks"] >= 1
    assert summary["actions_per_second"] > 0 and summary["games"] >= len(GAMES)


def test_fuzz_one_engine_and_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    game = next(iter(GAMES))
    assert cli.main(["fuzz", "--game", game, "--actions", "50", "--seed", "2", "--check-every", "1"]) == 0
    assert set(json.loads(capsys.readouterr().out)["per_game"]) == {game}
    for argv in (["fuzz"], ["fuzz", "--actions", "0"], ["fuzz", "--actions", "5", "--game", "nosuchgame"]):
        with pytest.raises(SystemExit) as exc:
            cli.main(argv)
        assert exc.value.code == 2
    capsys.readouterr()


def test_split_and_schedule() -> None:
    assert split(10, 3) == [4, 3, 3] and split(2, 2) == [1, 1]
    due = [n for n in range(600) if full_check_due(n, 16)]
    assert due[:9] == [0, 1, 2, 3, 4, 5, 6, 7, 16] and 512 in due and 528 not in due
    assert all(full_check_due(n, 1) for n in range(5000))


# ---- every check can fail ----------------------------------------------------------------------


def test_the_healthy_toy_passes() -> None:
    assert fuzz_toy() == []


@pytest.mark.parametrize("brk,check", [
    ("mutate", "mutation"),
    ("lose_card", "cards"),
    ("leak_hand", "leak"),
    ("leak_event", "leak"),
    ("never_ends", "ends"),
    ("bad_round_trip", "round_trip"),
    ("bad_notation", "notation"),
    ("nondeterministic", "replay"),
    ("unsorted_legal", "legal"),
    ("empty_legal", "legal"),
    ("legal_cache", "legal"),
    ("bad_events", "json"),
    ("bad_sample", "sample"),
    ("crash", "crash"),
])
def test_each_broken_invariant_is_reported(brk: str, check: str) -> None:
    failures = fuzz_toy(brk)
    assert failures, f"{brk} went unnoticed"
    first = failures[0]
    assert first.check == check, first.line()
    assert first.game == "toy" and first.seed >= 5 and first.index >= 0
    line = first.line()
    assert f"seed={first.seed}" in line and f"action_index={first.index}" in line
    assert f"--seed {first.seed} --actions {first.index + 1}" in line


def test_a_leaked_card_is_named() -> None:
    first = fuzz_toy("leak_hand")[0]
    assert "shows card(s)" in first.message and "hidden from seat" in first.message


def test_a_game_that_never_ends_fails_at_the_ply_limit() -> None:
    first = fuzz_toy("never_ends", max_plies=50)[0]
    assert first.index == 50 and "not over after 50 actions" in first.message


def test_failures_reproduce_from_the_printed_seed_and_index() -> None:
    first = fuzz_toy("lose_card")[0]
    again = fuzz({"toy": make_toy("lose_card")}, first.index + 1, seed=first.seed,
                 config=Config(check_every=4, max_plies=200)).failures
    assert again and (again[0].seed, again[0].index, again[0].check) == (first.seed, first.index, first.check)


def test_run_prints_failures_and_exits_non_zero(capsys: pytest.CaptureFixture[str]) -> None:
    args = argparse.Namespace(game=None, actions=100, seed=3, check_every=4, max_plies=100)
    assert run(args, {"toy": make_toy("leak_hand")}) == 1
    out, err = capsys.readouterr()
    assert json.loads(out)["failures"] >= 1
    assert "FAIL toy seed=" in err and "[leak]" in err and "reproduce: python main.py fuzz --game toy" in err
