"""Penguin Soccer's words (engines/penguin_soccer/words.py) and what the engine declares about itself (INFO).

The words are made from one viewer's observation before the move, the move's events as that viewer sees
them, the mover and the players' names only. They must say exactly what the scene said before they moved
into the engine: `old_move_words`, `old_describe` and `old_end_reason` below are the scene's and the
sprites' code as it was (from the notation and the full events), kept here as the reference.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from typing import Any

import pytest

import engines.penguin_soccer as engine
from engines.common.errors import BadState
from engines.common.events import Event
from engines.common.info import GameInfo
from engines.common.views import common_view
from engines.penguin_soccer import INFO, State, new_game, words
from engines.penguin_soccer.audit import FUZZ_OPTIONS
from engines.penguin_soccer.notation import KICK, PIECE_NAMES, PIECES, STAND, parse
from engines.penguin_soccer.words import describe, move_words, notation_of, result
from tests.engines.penguin_soccer.test_penguin_soccer import _shuffle_moves, pos

NAMES = ("Bo", "Al")
SEAT_NAMES = ("Blue", "Red")


# ---- the old words, as the scene and sprites/penguin_soccer/wording.py had them ----------------------------------


def old_move_words(notation: str, events: Iterable[Event]) -> str:
    act = parse(notation)
    name = PIECE_NAMES[PIECES.index(act.piece)]
    evs = list(events)
    d = act.direction or ""
    if act.kind == STAND:
        return f"{name} stands up"
    if act.kind == KICK:
        goal = next((e for e in evs if e.kind == "goal"), None)
        if goal is not None:
            return f"{name} kicks {d}: own goal!" if goal["own_goal"] else f"{name} kicks {d}: goal!"
        got = next((e for e in evs if e.kind == "possession"), None)
        if got is not None and got["how"] == "pass":
            return f"{name} passes {d} to {PIECE_NAMES[PIECES.index(str(got['piece']))]}"
        if got is not None and got["how"] == "interception":
            return f"{name} kicks {d}, intercepted"
        return f"{name} kicks {d}"
    entering = any(e.kind == "slide_step" and e["from"] == "sea" for e in evs)
    verb = "enters" if entering else "slides"
    stop = next((str(e["stop"]) for e in evs if e.kind == "slide_stop"), "full")
    if stop == "tackle":
        return f"{name} tackles {d}"
    if stop == "ball" or act.facing is None:
        return f"{name} {verb} {d} to the ball"
    if act.facing == act.direction:
        return f"{name} {verb} {d}"
    return f"{name} {verb} {d} and turns {act.facing}"


def old_describe(old: State, notation: str, new: State, names: tuple[str, str]) -> str:
    seat = old.current_player
    said = f"{old_move_words(notation, new.events)} ({notation})"
    return said if seat is None else f"{names[seat]}'s {said}"


def with_names(sentence: str, names: tuple[str, str]) -> str:
    """The game scene's `with_names`: the seat colours replaced by the players' names, in one pass."""
    table = dict(zip(SEAT_NAMES, names))
    return re.sub(rf"\b({'|'.join(table)})\b", lambda m: table[m.group(1)], sentence)


def old_end_reason(st: State) -> str:
    if st.reason == "goal" and st.winner is not None:
        return f"{SEAT_NAMES[st.winner]} scores!"
    if st.reason == "own_goal" and st.winner is not None:
        return f"Own goal by {SEAT_NAMES[1 - st.winner]}..."
    if st.reason == "repetition":
        return "Draw by threefold repetition"
    if st.reason == "no_moves":
        return f"Draw: {SEAT_NAMES[st.to_move]} has no legal move"
    return "Draw" if st.winner is None else f"{SEAT_NAMES[st.winner]} wins"


# ---- helpers ---------------------------------------------------------------------------------------------------


def views(before: State, after: State) -> list[tuple[dict[str, Any], list[dict[str, Any]]]]:
    """(observation before, events after) for Blue, Red and a spectator."""
    out = [(before.observation(p), after.observation(p)["events"]) for p in (0, 1)]
    spectator_before = common_view(before.observation(0), before.observation(1))
    spectator_after = common_view(after.observation(0), after.observation(1))
    out.append((spectator_before, spectator_after["events"]))
    return out


def said(state: State, note: str, names: tuple[str, str] = NAMES) -> str:
    """The engine's sentence for `note` played in `state`, from the mover's view."""
    seat = state.current_player
    assert seat is not None
    after = state.apply(note)
    return describe(state.observation(seat), after.observation(seat)["events"], seat, names)


def played(state: State, notes: Iterable[str]) -> tuple[State, State]:
    """(the position before the last move, the position after it)."""
    before = state
    for note in notes:
        before, state = state, state.apply(note)
    return before, state


# ---- hand-checked sentences --------------------------------------------------------------------------------------


@pytest.mark.parametrize("state, note, sentence", [
    (pos(0, "h1", P="d3", m="h8"), "P>SW/S", "Bo's Papa slides SW and turns S (P>SW/S)"),
    (pos(0, "h1", P="d3", m="h8"), "P>N/N", "Bo's Papa slides N (P>N/N)"),
    (new_game(0, first_player=0), "M>NE/N", "Bo's Mama enters NE and turns N (M>NE/N)"),
    (pos(1, "f6", M="b2"), "B>SW", "Al's Baby enters SW to the ball (B>SW)"),
    (pos(0, "d6", P=("d4", "N"), m="h8"), "P>N", "Bo's Papa slides N to the ball (P>N)"),
    (pos(0, "h1", P=("d3", "N"), m="h8"), "P^", "Bo's Papa stands up (P^)"),
    (pos(0, "e7", M="e7", m="h8"), "M!N", "Bo's Mama kicks N (M!N)"),
    (pos(0, "e4", M="e4", B="e6", m="h8"), "M!N", "Bo's Mama passes N to Baby (M!N)"),
    (pos(0, "c3", M="c3", p=("c5", "W"), m="h8"), "M!N", "Bo's Mama kicks N, intercepted (M!N)"),
    (pos(0, "c4", P="c2", m="c4"), "P>N", "Bo's Papa tackles N (P>N)"),
    (pos(1, "c5", p="c7", M="c5"), "P>S", "Al's Papa tackles S (P>S)"),
    (pos(0, "d4", P="b2", m="d4", B="e5", b=("f6", "S")), "P>NE", "Bo's Papa tackles NE (P>NE)"),  # a push chain
    (pos(0, "f6", M="f6", m="h8"), "M!NE", "Bo's Mama kicks NE: goal! (M!NE)"),
    (pos(0, "b2", P="b2", M="a1", m="h8"), "P!SW", "Bo's Papa kicks SW: own goal! (P!SW)"),
    (pos(1, "center", M="a1", m="a2", p="b1", b="b5"), "B>S/S", "Al's Baby slides S (B>S/S)"),  # Blue boxed in
])
def test_hand_checked_sentences(state: State, note: str, sentence: str) -> None:
    assert said(state, note) == sentence
    before, after = state, state.apply(note)
    for seen_before, seen_events in views(before, after):  # the same from every side of the table
        assert describe(seen_before, seen_events, int(state.to_move), NAMES) == sentence


def test_a_push_chain_is_one_tackle_and_its_links_are_in_the_events() -> None:
    after = pos(0, "d4", P="b2", m="d4", B="e5", b=("f6", "S")).apply("P>NE")
    events = after.observation(0)["events"]
    assert [e["link"] for e in events if e["kind"] == "push"] == [0, 1, 2]
    assert move_words(events) == "Papa tackles NE"


def test_the_last_move_before_a_draw_by_repetition_and_the_result() -> None:
    before, final = played(pos(0, "center", M="b2", m="g7"), [_shuffle_moves()[n % 8] for n in range(16)])
    assert final.reason == "repetition"
    assert said(before, "M^") == "Al's Mama stands up (M^)"
    assert result(final.observation(0), NAMES) == "Draw by threefold repetition"


def test_the_move_that_leaves_no_legal_move_and_the_result() -> None:
    final = pos(1, "center", M="a1", m="a2", p="b1", b="b5").apply("B>S/S")
    assert final.reason == "no_moves"
    assert result(final.observation(1), NAMES) == "Draw: Bo has no legal move"


@pytest.mark.parametrize("state, note, names, sentence", [
    (pos(0, "f6", M="f6", m="h8"), "M!NE", NAMES, "Bo scores!"),
    (pos(1, "c3", p="c3", M="e5"), "P!SW", NAMES, "Al scores!"),
    (pos(0, "b2", P="b2", M="a1", m="h8"), "P!SW", NAMES, "Own goal by Bo..."),
    (pos(0, "b2", P="b2", M="a1", m="h8"), "P!SW", SEAT_NAMES, "Own goal by Blue..."),
    (pos(1, "center", M="a1", m="a2", p="b1", b="b5"), "B>S/S", ("Red", "Blue"), "Draw: Red has no legal move"),
])
def test_result_for_each_reason(state: State, note: str, names: tuple[str, str], sentence: str) -> None:
    final = state.apply(note)
    assert final.is_terminal
    for seen in (final.observation(0), final.observation(1),
                 common_view(final.observation(0), final.observation(1))):
        assert result(seen, names) == sentence


def test_result_of_a_game_not_played_out_is_a_plain_draw() -> None:
    """The words an unfinished position gets (the scene's headline when a game stops early), as before."""
    assert result(new_game(0).observation(0), NAMES) == "Draw"


def test_a_move_is_needed_in_the_events() -> None:
    with pytest.raises(BadState, match="no move"):
        notation_of(new_game(0).observation(0)["events"])  # only the coin toss
    with pytest.raises(BadState, match="no move"):
        move_words([])


# ---- the new words are the old ones ------------------------------------------------------------------------------


def random_games(count: int, max_plies: int = 150) -> Iterable[tuple[State, str, State]]:
    """Every move of `count` seeded random games on each fuzz option set: (before, notation, after). Mostly
    moves that let the game go on, so games are long; a move that ends it now and then (goals, draws)."""
    for seed in range(count):
        rng = random.Random(seed)
        state = new_game(seed, **FUZZ_OPTIONS[seed % len(FUZZ_OPTIONS)])
        for _ in range(max_plies):
            if state.is_terminal:
                break
            acts = state.legal_actions()
            ends = [a for a in acts if state.apply(a).is_terminal]
            going = [a for a in acts if a not in ends]
            note = str(rng.choice(ends if ends and (rng.random() < 0.5 or not going) else going))
            after = state.apply(note)
            yield state, note, after
            state = after


def test_the_new_words_equal_the_old_scenes_over_many_seeded_random_games() -> None:
    kinds: set[str] = set()
    reasons: set[str | None] = set()
    moves = 0
    for before, note, after in random_games(30):
        mover = int(before.to_move)
        assert notation_of(after.observation(mover)["events"]) == note
        expected = old_describe(before, note, after, NAMES)
        for seen_before, seen_events in views(before, after):
            assert describe(seen_before, seen_events, mover, NAMES) == expected, (before.to_json(), note)
        kinds.add(expected.split(" ", 3)[2])
        moves += 1
        if after.is_terminal:
            reasons.add(after.reason)
            for p in (0, 1):
                assert result(after.observation(p), NAMES) == with_names(old_end_reason(after), NAMES)
                assert result(after.observation(p), SEAT_NAMES) == old_end_reason(after)
    assert moves > 2000 and {"goal", "own_goal"} <= reasons
    assert {"slides", "enters", "kicks", "passes", "tackles", "stands"} <= kinds


def test_every_legal_move_of_many_positions_says_what_it_did_as_before() -> None:
    for n, (before, _note, _after) in enumerate(random_games(12, 80)):
        if n % 5:
            continue
        for act in before.legal_actions():
            after = before.apply(act)
            seat = int(before.to_move)
            assert describe(before.observation(seat), after.observation(seat)["events"], seat, NAMES) == \
                old_describe(before, str(act), after, NAMES)


# ---- what the engine declares --------------------------------------------------------------------------------------


def test_info_declares_a_perfect_information_game_with_its_words() -> None:
    assert "INFO" in engine.__all__
    assert isinstance(INFO, GameInfo)
    assert INFO.hidden_information is False and INFO.can_audit
    assert INFO.words is words
    assert INFO.words.describe is describe and INFO.words.result is result
    assert INFO.default_clock == engine.DEFAULT_CLOCK == "15+0"
    assert INFO.fuzz_options == FUZZ_OPTIONS == engine.FUZZ_OPTIONS
    assert dict(INFO.knockout_options) == {} and dict(INFO.legacy_options) == {}


def test_info_audit_hooks_see_no_cards() -> None:
    assert INFO.audit is not None
    state = pos(0, "d4", P="b2", m="d4")
    assert INFO.audit.card_count(state) == 0
    assert list(INFO.audit.hidden_cards(state, 0)) == list(INFO.audit.hidden_cards(state, 1)) == []
    assert list(INFO.audit.shown_cards(state.observation(0))) == []


def test_every_decision_is_its_own_turn_and_nothing_is_kept_from_autoplay() -> None:
    for before, note, after in random_games(4, 60):
        assert INFO.turn_of(before) == before.current_player == before.to_move
        assert INFO.never_autoplay(before, note) is False
        if after.is_terminal:
            assert INFO.turn_of(after) is None
