"""Kortfotboll's words (engines.kortfotboll.words), whose turn it is and what is never autoplayed
(engines.kortfotboll.turns), and INFO.

(a) Hand-checked sentences for hand-made positions, and over seeded games of the engine's random bots
the words for the mover's view are what the scene said before the words moved into the engine (a
frozen copy of that scene code, reading the State and the notation, is `old_describe` below).
(b) The words are a function of what the viewer sees: two full states a seat cannot tell apart give
the same words for the same move, for seat 0, seat 1 and a spectator (the common view), and no card
the viewer may not see is named. A deliberately leaky describe is caught by both checks.
(c) `turn_of` and `never_autoplay` are the scene's old rules. (d) INFO says what the game is.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any

import pytest

import engines.kortfotboll as kortfotboll
from engines.common.info import GameInfo
from engines.common.rng import derive
from engines.common.views import common_view
from engines.kortfotboll import FUZZ_OPTIONS, INFO, State, audit, make_bot, new_game, sample_state, turns, words
from engines.kortfotboll.notation import PLACE, REFILL, SUB, TARGET, parse

NAMES = ("Ann", "Bo")
FULL_0 = {"GK": "AS", "DEF": ["10D", "9C", "7C", "2H"], "MID": ["KS", "QH", "9D", "8D"], "FWD": ["5S", "4S"]}
FULL_1 = {"GK": "KH", "DEF": ["8H", "8S", "8C", "JH"], "MID": ["6S", "6H", "6C", "6D"], "FWD": ["3S", "3H"]}
#: Red's field with its forward 1, midfielder 2 and defender 3 gone: Blue may shoot.
OPEN_GOAL = {"FWD": [None, "3H"], "MID": ["6S", None, "6C", "6D"], "DEF": ["8H", "8S", None, "JH"]}


def position(**changes: Any) -> dict[str, Any]:
    """A RULINGS-style position: Blue to move at the start of a turn, both fields full."""
    d: dict[str, Any] = {"to_move": 0, "half": 1, "formations": ["4-4-2", "4-4-2"],
                         "fields": [copy.deepcopy(FULL_0), copy.deepcopy(FULL_1)],
                         "libraries": [["QS", "2C", "7D", "5C"], ["9H", "4C"]], "scores": [0, 0]}
    d.update(changes)
    return d


def red(**rows: Any) -> dict[str, Any]:
    out = copy.deepcopy(FULL_1)
    out.update(rows)
    return out


def state(**changes: Any) -> State:
    return State.from_json(position(**changes))


def view(s: State, viewer: int | None) -> dict[str, Any]:
    """What `viewer` sees of `s`: a seat's observation, or the spectator's common view (None)."""
    if viewer is None:
        return common_view(s.observation(0), s.observation(1))
    return s.observation(viewer)


def say(s: State, *actions: str, viewer: int | None = 0, scorer: words.Scorer | None = None) -> tuple[str, State]:
    """The words of the last of `actions` played from `s`, for `viewer`, and the position after it."""
    for a in actions[:-1]:
        s = s.apply(a)
    after = s.apply(actions[-1])
    mover = s.current_player
    assert mover is not None
    return words.describe(view(s, viewer), view(after, viewer)["events"], mover, NAMES, scorer=scorer), after


# ---- (a) hand-checked sentences ---------------------------------------------------------------------


def test_the_line_up_is_told_once_the_last_card_is_placed_with_the_formation() -> None:
    s = new_game(3, first_player=1, formations=["4-3-3", "5-3-2"])
    said = []
    while s.phase == "setup":
        a = s.legal_actions()[-1]
        w, s = say(s, str(a), viewer=1 - s.to_move)  # the other seat's view: the cards placed are hidden
        said.append(w)
    assert said == [""] * 10 + ["Bo lines up in 5-3-2"] + [""] * 10 + ["Ann lines up in 4-3-3"]


def test_a_refill_names_the_position_and_never_the_card() -> None:
    s = state(to_move=1, fields=[FULL_0, red(FWD=[None, "3H"], GK=None)], libraries=[["QS"], ["9H", "4C"]])
    for viewer in (0, 1, None):
        assert say(s, "REFILL@FWD1", viewer=viewer)[0] == "Bo refills forward 1"
        assert say(s, "REFILL@GK", viewer=viewer)[0] == "Bo refills the goalkeeper"
    assert "9" not in say(s, "REFILL@FWD1", viewer=1)[0]  # not even to Red, who sees it: the log is the room's


def test_a_substitution_names_the_card_that_goes_off() -> None:
    s = state(libraries=[["QS", "2C", "7D", "5C", "8S"], ["9H"]])
    for viewer in (0, 1, None):
        assert say(s, "SUB@GK", viewer=viewer)[0] == "Ann substitutes the goalkeeper: ace of spades off"
        assert say(s, "SUB@DEF2", viewer=viewer)[0] == "Ann substitutes defender 2: 9 of clubs off"


def test_attack_turns_a_card_up_without_words() -> None:
    assert say(state(), "ATTACK")[0] == ""


def test_each_challenge_result_in_words() -> None:
    # beaten: the defender is shown (and the next card turned up by itself, which needs no words)
    assert say(state(), "ATTACK", "@FWD1")[0] == "Ann's queen of spades beats Bo's forward 1 (3 of spades)"
    # held: the defender stays face down and unnamed
    assert say(state(libraries=[["2C", "QS"], ["9H"]]), "ATTACK", "@FWD1")[0] == \
        "Ann's 2 of clubs is blocked by Bo's forward 1"
    # held by a joker (shown, then it leaves)
    assert say(state(fields=[FULL_0, red(FWD=["JOKER", "3H"])], libraries=[["AH", "2C"], ["9H"]]),
               "ATTACK", "@FWD1")[0] == "Ann's ace of hearts is blocked by Bo's forward 1"
    gap = red(**OPEN_GOAL)
    # a goal, with the scorer the deck names
    assert say(state(fields=[FULL_0, gap], libraries=[["AH", "2C"], ["9H"]]), "ATTACK", "@GK")[0] == \
        "Ann's ace of hearts beats the goalkeeper\nGOAL for Ann: Gunnar Gren (1-0)"
    # saved
    assert say(state(fields=[FULL_0, gap], libraries=[["QD", "2C"], ["9H"]]), "ATTACK", "@GK")[0] == \
        "Ann's queen of diamonds is saved by Bo's goalkeeper"
    # a diamond against a joker in midfield or attack: a warning; a second one sends the position off
    joker_fwd = red(FWD=["JOKER", "3H"])
    assert say(state(fields=[FULL_0, joker_fwd], libraries=[["AD", "2C"], ["9H"]]), "ATTACK", "@FWD1")[0] == \
        "Ann's ace of diamonds hits Bo's joker forward 1: a warning"
    assert say(state(fields=[FULL_0, joker_fwd], libraries=[["AD", "2C"], ["9H"]], warnings=[0, 1]),
               "ATTACK", "@FWD1")[0] == \
        "Ann's ace of diamonds hits Bo's joker forward 1: a warning\nBo's forward 1 is sent off"


def test_a_penalty_its_cards_their_values_and_the_goal() -> None:
    keeper_joker = red(GK="JOKER", **OPEN_GOAL)
    assert say(state(fields=[FULL_0, keeper_joker], libraries=[["5D", "KC", "2C", "9S"], ["9H"]]),
               "ATTACK", "@GK")[0] == (
        "Ann's 5 of diamonds hits Bo's joker goalkeeper: a diamond against a joker at the back is a penalty\n"
        "Penalty: king (13) + 2 = 15, goal\nGOAL for Ann: Torbjörn Nilsson (1-0)")
    # an ace kicks 1: saved by the joker's 15
    assert say(state(fields=[FULL_0, keeper_joker], libraries=[["5D", "KC", "AC", "9S"], ["9H"]]),
               "ATTACK", "@GK")[0].endswith("\nPenalty: king (13) + ace (1) = 14, saved")
    # a joker defender: the penalty is against the face-down goalkeeper, who is not named
    joker_def = red(FWD=[None, "3H"], MID=["6S", None, "6C", "6D"], DEF=["8H", "JOKER", "8C", "JH"])
    w, _ = say(state(fields=[FULL_0, joker_def], libraries=[["2D", "QS", "2C", "9S"], ["9H"]]), "ATTACK", "@DEF2")
    assert w == ("Ann's 2 of diamonds hits Bo's joker defender 2: a diamond against a joker at the back is a "
                 "penalty\nPenalty: queen (12) + 2 = 14, goal\nGOAL for Ann: Tomas Brolin (1-0)")
    assert "king" not in w  # Red's KH in goal stays unnamed
    # one card left in the library: what there is
    assert say(state(fields=[FULL_0, keeper_joker], libraries=[["5D", "JOKER"], ["9H"]]), "ATTACK", "@GK")[0] \
        .endswith("\nPenalty: joker (0) = 0, saved")


def test_the_scorer_comes_from_the_table_when_it_says_so() -> None:
    s = state(fields=[FULL_0, red(**OPEN_GOAL)], libraries=[["AH", "2C"], ["9H"]])
    seen: list[tuple[str, str]] = []

    def roster(face: str, deck_name: str) -> str:
        seen.append((face, deck_name))
        return "Zlatan"

    assert say(s, "ATTACK", "@GK", scorer=roster)[0].endswith("GOAL for Ann: Zlatan (1-0)")
    assert seen == [("AH", "Gunnar Gren")]


def test_passes_and_the_end_of_a_half() -> None:
    s = state(libraries=[["2C", "QS"], []])
    w, s = say(s, "ATTACK", "@FWD1")
    assert w == "Ann's 2 of clubs is blocked by Bo's forward 1\nBo has no cards left and passes"
    assert say(s, "ATTACK", "@FWD1")[0] == (
        "Ann's queen of spades beats Bo's forward 1 (3 of spades)\nBo has no cards left and passes\n"
        "Ann has no cards left and passes\nEnd of half 1: 0-0")


def test_the_shootout_in_words() -> None:
    # made-up events (the shoot-out's kicks need no words, its score does)
    events = [{"kind": "half_end", "half": 2, "scores": [1, 1]}, {"kind": "shootout", "seat": 1},
              {"kind": "kick", "seat": 1, "round": 1, "cards": ["7H", "2C"], "ids": [5, 40], "total": 9,
               "keeper_value": 8, "goal": True, "scorer": "Kennet Andersson"},
              {"kind": "shootout_over", "scores": [4, 2], "winner": 0},
              {"kind": "game_over", "winner": 0, "reason": "shootout", "scores": [1, 1], "shootout": [4, 2]}]
    before = state().observation(0)
    assert words.describe(before, events, 0, NAMES) == "End of half 2: 1-1\nPenalty shoot-out: 4-2"
    # and a real one: the score the shoot-out ended with
    end = state(half=2, libraries=[["2C"], []], scores=[1, 1], knockout=True)
    w, over = say(end, "ATTACK", "@FWD1", viewer=None)
    assert over.is_terminal and over.shootout is not None
    assert w.endswith(f"End of half 2: 1-1\nPenalty shoot-out: {over.shootout[0]}-{over.shootout[1]}")


def test_the_result() -> None:
    def final(**d: Any) -> dict[str, Any]:
        return {"scores": [0, 0], "winner": None, "reason": "draw", "shootout": None} | d

    assert words.result(final(scores=[1, 1]), NAMES) == "A draw, 1-1"
    assert words.result(final(scores=[2, 1], winner=0, reason="goals"), NAMES) == "Ann wins 2-1"
    assert words.result(final(scores=[0, 3], winner=1, reason="goals"), NAMES) == "Bo wins 3-0"
    assert words.result(final(scores=[1, 1], winner=1, reason="shootout", shootout=[2, 4]), NAMES) == \
        "Bo wins on penalties, 4-2"
    assert words.result(final(scores=[1, 1], winner=0, reason="coin_toss", shootout=[55, 55]), NAMES) == \
        "Ann goes through on the toss of a coin"
    won = state(half=2, libraries=[["2C"], []], scores=[2, 1]).apply("ATTACK").apply("@FWD1")
    assert won.is_terminal and {words.result(view(won, v), NAMES) for v in (0, 1, None)} == {"Ann wins 2-1"}


# ---- (a) the scene's words before they moved into the engine ------------------------------------------

_RANKS = {"J": "jack", "Q": "queen", "K": "king", "A": "ace", "JOKER": "joker"}
_SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_ROWS = {"GK": "goalkeeper", "DEF": "defender", "MID": "midfielder", "FWD": "forward"}


def _old_card(face: str) -> str:
    if face == "JOKER":
        return "joker"
    return f"{_RANKS.get(face[:-1], face[:-1])} of {_SUITS[face[-1]]}"


def _old_where(position: str) -> str:
    return "goalkeeper" if position == "GK" else f"{_ROWS[position[:3]]} {position[3:]}"


def _old_penalty_card(face: str) -> str:
    value = "0" if face == "JOKER" else {"J": "11", "Q": "12", "K": "13", "A": "1"}.get(face[:-1], face[:-1])
    rank = _RANKS.get(face if face == "JOKER" else face[:-1], face[:-1])
    return rank if rank == value else f"{rank} ({value})"


def old_describe(old: State, notation: str, new: State, names: tuple[str, str],
                 scorer: Callable[[str, str], str] = lambda face, name: name) -> str:
    """scenes/kortfotboll/words.py `describe` as it was (commit 6e31de9), reading the State and notation."""
    seat = old.current_player
    if seat is None:
        return notation
    who, other = names[seat], names[1 - seat]
    act = parse(notation)
    parts: list[str] = []
    if act.kind == PLACE:
        if not new.hands[seat]:
            parts.append(f"{who} lines up in {new.forms[seat].name}")
    elif act.kind == REFILL:
        parts.append(f"{who} refills {'the goalkeeper' if act.position == 'GK' else _old_where(act.position)}")
    elif act.kind == SUB:
        out = next((e for e in new.events if e.kind == "sub"), None)
        gone = _old_card(str(out["out_card"])) if out is not None else "a card"
        parts.append(f"{who} substitutes {'the goalkeeper' if act.position == 'GK' else _old_where(act.position)}: "
                     f"{gone} off")
    for e in new.events:
        if e.kind == "challenge":
            mine = _old_card(str(e["card"]))
            where = _old_where(str(e["target"]))
            result = str(e["result"])
            if result == "beaten":
                parts.append(f"{who}'s {mine} beats {other}'s {where} ({_old_card(str(e['shown']))})")
            elif result == "held":
                parts.append(f"{who}'s {mine} is blocked by {other}'s {where}")
            elif result == "goal":
                parts.append(f"{who}'s {mine} beats the goalkeeper")
            elif result == "saved":
                parts.append(f"{who}'s {mine} is saved by {other}'s goalkeeper")
            elif result == "penalty":
                parts.append(f"{who}'s {mine} hits {other}'s joker {where}: a diamond against a joker "
                             f"at the back is a penalty")
            elif result == "warning":
                parts.append(f"{who}'s {mine} hits {other}'s joker {where}: a warning")
        elif e.kind == "penalty":
            cards = " + ".join(_old_penalty_card(str(c)) for c in e["cards"]) or "no card"
            parts.append(f"Penalty: {cards} = {e['total']}, " + ("goal" if e["goal"] else "saved"))
        elif e.kind == "goal":
            parts.append(f"GOAL for {names[int(e['seat'])]}: {scorer(str(e['card']), str(e['scorer']))}"
                         f" ({e['scores'][0]}-{e['scores'][1]})")
        elif e.kind == "sent_off":
            parts.append(f"{names[int(e['seat'])]}'s {_old_where(str(e['position']))} is sent off")
        elif e.kind == "pass":
            parts.append(f"{names[int(e['seat'])]} has no cards left and passes")
        elif e.kind == "half_end":
            parts.append(f"End of half {e['half']}: {e['scores'][0]}-{e['scores'][1]}")
        elif e.kind == "shootout_over":
            parts.append(f"Penalty shoot-out: {e['scores'][0]}-{e['scores'][1]}")
    return "\n".join(parts)


def old_end_reason(st: State, names: tuple[str, str]) -> str:
    """scenes/kortfotboll/words.py `end_reason` as it was (with `names` for the seat colours)."""
    a, b = st.scores
    if st.winner is None:
        return f"A draw, {a}-{b}"
    w = int(st.winner)
    if st.reason == "shootout" and st.shootout is not None:
        return f"{names[w]} wins on penalties, {st.shootout[w]}-{st.shootout[1 - w]}"
    if st.reason == "coin_toss":
        return f"{names[w]} goes through on the toss of a coin"
    return f"{names[w]} wins {max(a, b)}-{min(a, b)}"


GAMES = 15
"""Seeded random-bot games; with every third one a knockout game with four jokers a side."""


def _options(seed: int) -> dict[str, Any]:
    return dict(FUZZ_OPTIONS[seed % len(FUZZ_OPTIONS)])


@lru_cache(maxsize=None)
def bot_game(seed: int) -> tuple[tuple[State, str, State], ...]:
    """A seeded game of the engine's random bots, move by move: (before, notation, after)."""
    s = new_game(seed, **_options(seed))
    bots = [make_bot("random", derive(seed, 0x3D, seat)) for seat in (0, 1)]
    out = []
    while not s.is_terminal:
        seat = s.current_player
        assert seat is not None
        notation = str(bots[seat].choose(s, seat))
        after = s.apply(notation)
        out.append((s, notation, after))
        s = after
    return tuple(out)


def _roster(face: str, deck_name: str) -> str:
    return f"{deck_name} ({face})"


def test_the_words_for_the_movers_view_are_the_scenes_old_words() -> None:
    kinds: set[str] = set()
    spoken = 0
    for seed in range(GAMES):
        game = bot_game(seed)
        for old, notation, new in game:
            mover = old.current_player
            assert mover is not None
            before, events = old.observation(mover), new.observation(mover)["events"]
            expected = old_describe(old, notation, new, NAMES)
            assert words.describe(before, events, mover, NAMES) == expected, (seed, old.ply, notation)
            assert words.describe(before, events, mover, NAMES, scorer=_roster) == \
                old_describe(old, notation, new, NAMES, _roster), (seed, old.ply, notation)
            spoken += bool(expected)
            kinds |= {e.kind + (f":{e['result']}" if e.kind == "challenge" else "") for e in new.events}
        final = game[-1][2]
        for viewer in (0, 1, None):
            assert words.result(view(final, viewer), NAMES) == old_end_reason(final, NAMES)
    # the games said something of every kind the words know
    assert spoken > 1000
    assert {"refill", "sub", "penalty", "goal", "sent_off", "pass", "half_end", "shootout_over"} <= kinds
    assert {f"challenge:{r}" for r in ("beaten", "held", "goal", "saved", "penalty", "warning")} <= kinds


# ---- (b) the words are the viewer's -----------------------------------------------------------------

VIEWERS = (0, 1, None)
_FACE = re.compile(r"^(?:[2-9]|10|[JQKA])[SHDC]$|^JOKER$")
_ALL_FACES = [f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
              for s in "SHDC"] + ["JOKER"]
_NAMED = [(face, re.compile(rf"(?<![\w]){re.escape(words.card_name(face))}(?![\w])")) for face in _ALL_FACES]

Describe = Callable[[Mapping[str, Any], Sequence[Mapping[str, Any]], int, tuple[str, str]], str]


def faces_in(value: Any) -> Iterator[str]:
    """Every card face written anywhere in a JSON value."""
    if isinstance(value, str):
        if _FACE.match(value):
            yield value
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from faces_in(v)
    elif isinstance(value, list):
        for v in value:
            yield from faces_in(v)


def unexplained_cards(said: str, before: Mapping[str, Any], after: Mapping[str, Any]) -> set[str]:
    """The cards `said` names ("7 of hearts", "joker") that no face the viewer sees before or after the
    move explains."""
    seen = set(faces_in(before)) | set(faces_in(after))
    return {face for face, name in _NAMED if name.search(said) and face not in seen}


def same_move(s: State, notation: str) -> str:
    """`notation` in a position sampled for another seat's eyes: a PLACE of a card the sample's hand
    lacks places one it has, at the same position (the viewer sees only where a card went)."""
    if s.is_legal(notation):
        return notation
    act = parse(notation)
    assert act.kind == PLACE, notation
    return next(str(a) for a in s.legal_actions() if a.position == act.position)


def check_private(make_describe: Callable[[State], Describe], seeds: Sequence[int], every: int = 1) -> int:
    """For each viewer and move of the seeded games: the move is played in the real position and in two
    sampled ones that look the same to the viewer; wherever the viewer sees the same events, the words
    are the same, and they never name a card the viewer may not see. `make_describe(after)` gives the
    describe to check for the full state after the move (the real words ignore it: they cannot see it).
    Returns how many times words were compared between full states that differed."""
    compared = 0
    for seed in seeds:
        for n, (old, notation, _new) in enumerate(bot_game(seed)):
            if n % every:
                continue
            mover = old.current_player
            assert mover is not None
            for viewer in VIEWERS:
                looks = viewer if viewer is not None else n % 2  # a spectator sees less than either seat
                obs = old.observation(looks)
                seen = view(old, viewer)
                said: dict[str, tuple[str, dict[str, Any]]] = {}
                for sample in (old, sample_state(obs, looks, 2 * n + 1), sample_state(obs, looks, 2 * n + 2)):
                    # (a sample's own "events", the move before, are as the sampling seat saw them: the
                    # viewer's are the real ones)
                    before = view(sample, viewer) | {"events": seen["events"]}
                    assert before == seen  # the viewer cannot tell them apart
                    moved = sample.apply(same_move(sample, notation))
                    after = view(moved, viewer)
                    told = make_describe(moved)(before, after["events"], mover, NAMES)
                    assert not unexplained_cards(told, before, after), (seed, n, notation, viewer, told)
                    # the same events seen (a move that shows a card shows the sample's own): the same words
                    key = json.dumps(after["events"], sort_keys=True)
                    if key in said:
                        assert said[key][0] == told, (seed, n, notation, viewer, said[key][0], told)
                        compared += said[key][1] != sample.to_json()
                    said[key] = (told, sample.to_json())
    return compared


def test_the_words_are_a_function_of_what_the_viewer_sees() -> None:
    # (game 12 has a sending-off, game 0 a penalty)
    assert check_private(lambda after: words.describe, seeds=(0, 12), every=3) > 400


def leaky(after: State) -> Describe:
    """A describe that, like the scene's before the move, can read the full state after the move: it
    tells the card a refill or a placement put face down. What the checks must catch."""
    def describe(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int,
                 names: tuple[str, str]) -> str:
        out = words.describe(before, events, mover, names)
        for e in after.events:
            if e.kind in ("refill", "place"):
                out += f" ({words.card_name(str(e['card']))})"
        return out
    return describe


def test_the_checks_catch_a_describe_that_names_a_hidden_card() -> None:
    with pytest.raises(AssertionError, match="refills|lines up|unexplained|assert"):
        check_private(leaky, seeds=(0,))
    # and the card check alone: Red's refill told to Blue with its card
    # (Blue sees its own QS nowhere: it lies in Blue's library, and every other card of Blue's is in view)
    s = state(to_move=1, fields=[FULL_0, red(FWD=[None, "3H"])], libraries=[["QS"], ["QS", "4C"]])
    after = s.apply("REFILL@FWD1")
    said = leaky(after)(s.observation(0), after.observation(0)["events"], 1, NAMES)
    assert said == "Bo refills forward 1 (queen of spades)"
    assert unexplained_cards(said, s.observation(0), after.observation(0)) == {"QS"}
    assert unexplained_cards(said, s.observation(1), after.observation(1)) == set()  # Red sees its own card
    # a card of the same face the viewer does see explains the words: Blue's 9H lies in its discards
    said = said.replace("queen of spades", "9 of hearts")
    assert unexplained_cards(said, s.observation(0), after.observation(0)) == set()


# ---- (c) whose turn, and what is never autoplayed --------------------------------------------------------


def old_never_autoplay(notation: str) -> bool:
    """The scene's own rule before it moved (the base's "out of turn" part is the Match's): the lineup
    and a shot."""
    act = parse(notation)
    return act.kind == PLACE or (act.kind == TARGET and act.position == "GK")


def test_turn_of_and_never_autoplay_are_the_scenes_old_rules() -> None:
    kinds: dict[bool, set[str]] = {True: set(), False: set()}
    for seed in range(3):
        for old, _notation, new in bot_game(seed):
            assert turns.turn_of(old) == old.current_player  # the scene's old turn_seat
            for a in old.legal_actions():
                never = turns.never_autoplay(old, str(a))
                assert never == old_never_autoplay(str(a)), str(a)
                kinds[never].add(a.kind if a.kind != TARGET else f"@{'GK' if a.position == 'GK' else 'other'}")
        assert turns.turn_of(bot_game(seed)[-1][2]) is None  # the game is over: nobody's turn
    assert kinds[True] == {"place", "@GK"}
    assert kinds[False] == {"refill", "sub", "attack", "@other"}


def test_a_shot_and_the_lineup_are_never_autoplayed_anything_else_may_be() -> None:
    s = state()
    assert turns.never_autoplay(s, "@GK") and turns.never_autoplay(s, "PLACE:7H@GK")
    assert not any(turns.never_autoplay(s, n) for n in ("ATTACK", "REFILL@FWD1", "SUB@GK", "@FWD1", "@DEF2"))
    assert turns.turn_of(s) == 0 and turns.turn_of(state(to_move=1)) == 1


# ---- (d) INFO -----------------------------------------------------------------------------------------


def test_info_says_what_the_game_is() -> None:
    assert isinstance(INFO, GameInfo) and "INFO" in kortfotboll.__all__
    assert INFO.hidden_information is True
    assert INFO.words is words and INFO.audit is audit and INFO.can_audit
    assert INFO.turn_of is turns.turn_of and INFO.never_autoplay is turns.never_autoplay
    assert INFO.default_clock == kortfotboll.DEFAULT_CLOCK == "10+2"
    assert dict(INFO.knockout_options) == kortfotboll.KNOCKOUT_OPTIONS == {"knockout": True}
    # none yet; a rule change that brings LEGACY_OPTIONS must hand them to INFO too
    assert dict(INFO.legacy_options) == dict(getattr(kortfotboll, "LEGACY_OPTIONS", {}))
    assert INFO.fuzz_options == FUZZ_OPTIONS
    # the audit hooks count every card and hide the opponent's
    s = new_game(4)
    assert INFO.audit is not None and INFO.audit.card_count(s) == s.table.n
    assert set(INFO.audit.hidden_cards(s, 0)) >= set(s.hands[1])
    assert not set(INFO.audit.shown_cards(s.observation(0))) & set(s.hands[1])
