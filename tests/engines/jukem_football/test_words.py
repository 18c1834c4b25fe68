"""Jukem Football's words (engines/jukem_football/words.py), turns (turns.py) and INFO.

- hand-checked sentences for every kind of move, the half's end, overtime and the result;
- over seeded random games, the words for every viewer are the sentences the scene made before they
  moved into the engine (`old_describe`, `old_end_reason`: the scene's code at 6e31de9, kept here as
  the reference);
- the words are a function of what the viewer sees: two full states that look the same to a viewer
  give the same words for the same move, and no card hidden from the viewer is named unless a card it
  can see shows the same face;
- `turn_of` and `never_autoplay` are the scene's old rules; INFO says what the game is.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import engines.jukem_football as jf
from core import theme
from engines.common import rng as prng
from engines.common import zones as kit
from engines.common.info import mover_turn
from engines.common.views import common_view
from engines.jukem_football import State, audit, make_bot, new_game, sample_state, turns, words
from engines.jukem_football.notation import DISCARD, DRAW, END, NO, PLAY, TAKE
from engines.jukem_football.notation import parse as parse_move
from engines.jukem_football.table import load_table
from engines.jukem_football.zones import zones
from scenes.jukem_football.steps import kind_of, name_of
from sprites.jukem_football.faces import card_name

NAMES = ("Ann", "Bob")
VIEWERS = (0, 1, None)


def pos(**changes: Any) -> State:
    d: dict[str, Any] = {"to_move": 0, "hands": [[], []], "draw": ["RUN5", "RUN5", "RUN10"], "discard": [],
                         "drives": [[], []], "scores": [0, 0], "phase": "play"}
    d.update(changes)
    return State.from_json(d)


def seen(state: State, viewer: int | None) -> dict[str, Any]:
    """`state` as `viewer` sees it (None: the spectator's common view)."""
    if viewer is None:
        return common_view(state.observation(0), state.observation(1))
    return state.observation(viewer)


def said(state: State, move: str, viewer: int | None = 0, names: tuple[str, str] = NAMES) -> str:
    """The words of `move` from `state` for `viewer`, checked to be the same for every viewer (all the
    game's words are about face-up cards)."""
    mover = state.current_player
    assert mover is not None
    after = state.apply(move)
    out = words.describe(seen(state, viewer), seen(after, viewer)["events"], mover, names)
    for v in VIEWERS:
        assert words.describe(seen(state, v), seen(after, v)["events"], mover, names) == out
    return out


# ---- the scene's words before they moved into the engine (the reference) ---------------------------


def old_describe(old: State, notation: str, new: State, names: tuple[str, str]) -> str:
    """scenes/jukem_football/scene.py `describe` at 6e31de9, with `self` taken apart."""
    deck = old.table

    def card_words(face: str) -> str:
        return name_of(deck, face)

    seat = old.current_player
    if seat is None:
        return notation
    who, other = names[seat], names[1 - seat]
    act = parse_move(notation)
    kinds = {e.kind: e for e in new.events}
    parts: list[str] = []
    if act.kind == DRAW:
        if "last_card" in kinds:
            parts.append(f"{who} draws the last card: play after play until stopped")
    elif act.kind == TAKE:
        ev = next((e for e in new.events if e.kind == "take"), None)
        taken = card_words(str(ev["card"])) if ev is not None else "a card"
        parts.append(f"{who} takes {taken} from the discard pile")
    elif act.kind == DISCARD:
        parts.append(f"{who} has no play and discards {card_words(act.cards[0])}")
    elif act.kind == END:
        parts.append(f"{who} stops")
    elif act.kind == NO:
        parts.append(f"{who} lets it stand")
    elif act.kind == PLAY and old.phase == "defence":
        ev = kinds.get("defence")
        removed = " + ".join(card_words(f) for f in (ev["removed"] if ev is not None else ()))  # type: ignore
        red = kind_of(deck, act.cards[0]) == "RED"
        what = f"{other}'s whole drive ({removed})" if red else f"the {removed}"
        parts.append(f"{who} answers with {card_words(act.cards[0]).split(' (')[0]} and {what} is gone")
    elif act.kind == PLAY:
        cards = " + ".join(card_words(f) for f in act.cards)
        fg = kinds.get("field_goal")
        if fg is not None:
            parts.append(f"{who} kicks a FIELD GOAL from the {fg['drive_yards']}: 3 points")
        else:
            ev = kinds.get("play")
            gained = ev["yards"] if ev is not None else 0
            at = ev["drive_yards"] if ev is not None else 0
            td = " TOUCHDOWN!" if "touchdown" in kinds else f", at the {at}"
            parts.append(f"{who}: {cards}, +{gained} yards{td}")
    if "no_play" in kinds:
        parts.append(f"{names[int(kinds['no_play']['seat'])]} has no play left")  # type: ignore[arg-type]
    half_end = kinds.get("half_end")
    if half_end is not None:
        s = half_end["scores"]
        label = {1: "Half time", 2: "Full time"}.get(int(half_end["half"]), "No score in that overtime deal")  # type: ignore[arg-type]
        parts.append(f"{label}: {names[0]} {s[0]}-{s[1]} {names[1]}")  # type: ignore[index]
    return "\n".join(parts)


def old_end_reason(st: State) -> str:
    """scenes/jukem_football/scene.py `end_reason` at 6e31de9 (and GameScene's, which it fell back on)."""
    w = st.winner
    a, b = st.scores
    if st.reason == "points" and w is not None:
        hi, lo = (a, b) if w == 0 else (b, a)
        return f"{theme.SEAT_NAMES[w]} wins {hi}-{lo}"
    if st.reason == "overtime" and w is not None:
        return f"{theme.SEAT_NAMES[w]} wins in overtime, {max(a, b)}-{min(a, b)}"
    if st.reason == "draw":
        n = st.max_overtime
        if n <= 0:
            return f"Draw, {a}-{b} after two halves"
        return f"Draw, {a}-{b}: no score in {n} overtime deal{'s' if n != 1 else ''}"
    return "Draw" if w is None else f"{theme.SEAT_NAMES[w]} wins"


def old_turn_seat(state: State) -> int | None:
    return state.to_move if state.current_player is not None else None


def old_never_autoplay(state: State) -> bool:
    """The scene's rule and the base's (a decision out of the turn seat's turn) together."""
    seat = state.current_player
    return state.phase == "defence" or seat is None or seat != old_turn_seat(state)


def random_games(seeds: range) -> Any:
    """(state before, move, state after) of seeded games between the engine's random bots (with the
    practice deck and every overtime setting among them)."""
    for seed in seeds:
        s = new_game(seed, practice=seed % 5 == 0, max_overtime_deals=seed % 4)
        bots = [make_bot("random", prng.derive(seed, 0x3A, seat)) for seat in (0, 1)]
        while not s.is_terminal:
            p = s.current_player
            assert p is not None
            a = bots[p].choose(s, p)
            after = s.apply(a)
            yield s, str(a), after
            s = after


# ---- hand-checked sentences -------------------------------------------------------------------------


def test_a_run_pass_and_catch_jukem_and_pancake_block_in_words() -> None:
    assert said(pos(hands=[["RUN15"], []]), "RUN15") == "Ann: RUN 15, +15 yards, at the 15"
    drive = [[["RUN20"]], []]
    assert said(pos(hands=[["PASS15-35", "CATCH25"], []], drives=drive), "PASS15-35+CATCH25") == \
        "Ann: PASS 15-35 + CATCH 25, +25 yards, at the 45"
    assert said(pos(hands=[["RUN10", "JUKEM"], []], drives=drive), "RUN10+JUKEM") == \
        "Ann: RUN 10 + JUKEM, +20 yards, at the 40"
    assert said(pos(hands=[["RUN10", "PANCAKE"], []], drives=drive), "RUN10+PANCAKE") == \
        "Ann: RUN 10 + PANCAKE BLOCK!, +20 yards, at the 40"
    assert said(pos(hands=[["RUN10", "PANCAKE", "JUKEM"], []]), "RUN10+PANCAKE+JUKEM") == \
        "Ann: RUN 10 + PANCAKE BLOCK! + JUKEM, +40 yards, at the 40"
    assert said(pos(to_move=1, hands=[[], ["KICKRETURN"]]), "KICKRETURN") == "Bob: KICK RETURN, +50 yards, at the 50"


@pytest.mark.parametrize("card, red, words_", [
    ("HOLDING", False, "Bob answers with HOLDING! and the RUN 10 + PANCAKE BLOCK! is gone"),
    ("SACK", False, "Bob answers with SACK! and the RUN 10 + PANCAKE BLOCK! is gone"),
    ("FUMBLE", True, "Bob answers with FUMBLE! and Ann's whole drive (RUN 20 + RUN 10 + PANCAKE BLOCK!) is gone"),
    ("PICKEDOFF", True,
     "Bob answers with PICKED OFF! and Ann's whole drive (RUN 20 + RUN 10 + PANCAKE BLOCK!) is gone"),
])
def test_each_defensive_card_in_words(card: str, red: bool, words_: str) -> None:
    s = pos(hands=[["RUN10", "PANCAKE"], [card, "RUN5"]], drives=[[["RUN20"]], []]).apply("RUN10+PANCAKE")
    assert said(s, card) == words_
    assert said(s, "NO") == "Bob lets it stand"


def test_scores_in_words() -> None:
    goal = pos(hands=[["FIELDGOAL"], []], drives=[[["RUN30"], ["RUN25"], ["RUN20"]], []])
    assert said(goal, "FIELDGOAL") == "Ann kicks a FIELD GOAL from the 75: 3 points"
    td = pos(hands=[["RUN20"], []], drives=[[["RUN30"], ["RUN25"], ["RUN25"]], []])
    assert said(td, "RUN20") == "Ann: RUN 20, +20 yards TOUCHDOWN!"
    kick = pos(to_move=1, hands=[[], ["KICKRETURN", "JUKEM"]])
    assert said(kick, "KICKRETURN+JUKEM") == "Bob: KICK RETURN + JUKEM, +100 yards TOUCHDOWN!"


def test_drawing_taking_discarding_and_stopping_in_words() -> None:
    draw = pos(phase="draw", hands=[["RUN5"], []], discard=["CATCH10"])
    assert said(draw, "DRAW") == ""  # the log leaves a plain draw out, and never says the card
    assert said(draw, "TAKE") == "Ann takes CATCH 10 from the discard pile"
    last = pos(phase="draw", hands=[["RUN5", "RUN10", "RUN15", "RUN20"], ["CATCH5"]], draw=["RUN25"],
               discard=["CATCH10"], took=True)
    assert said(last, "DRAW") == "Ann draws the last card: play after play until stopped"
    assert said(pos(hands=[["CATCH5", "SACK"], []]), "DISCARD:SACK") == "Ann has no play and discards SACK! (yellow)"
    stop = pos(hands=[["RUN5"], []], draw=[])
    assert said(stop, "END") == "Ann stops\nHalf time: Ann 0-0 Bob"


def test_the_end_of_a_half_and_of_the_game_in_words() -> None:
    s = pos(hands=[["RUN5", "RUN10"], ["SACK"]], draw=[], scores=[7, 3])
    assert said(s.apply("RUN10"), "SACK") == "Bob answers with SACK! and the RUN 10 is gone\nHalf time: Ann 7-3 Bob"
    s = pos(hands=[["RUN10"], []], draw=[], half=2, scores=[3, 0], dealer=0).apply("RUN10")
    assert said(s, "NO") == "Bob lets it stand\nAnn has no play left\nFull time: Ann 3-0 Bob"
    final = s.apply("NO")
    assert words.result(final.observation(1), NAMES) == "Ann wins 3-0"
    assert words.result(final.observation(0), theme.SEAT_NAMES) == old_end_reason(final) == "Blue wins 3-0"


def test_overtime_in_words() -> None:
    goal = pos(hands=[[], ["FIELDGOAL"]], to_move=1, half=3, scores=[7, 7], dealer=0,
               drives=[[], [["RUN30"], ["RUN25"], ["RUN20"]]])
    assert said(goal, "FIELDGOAL") == "Bob kicks a FIELD GOAL from the 75: 3 points"
    won = goal.apply("FIELDGOAL")
    assert words.result(seen(won, None), NAMES) == "Bob wins in overtime, 10-7"
    # an overtime deal ends with no score: the next one
    nil = pos(hands=[["RUN5", "RUN10"], ["SACK"]], draw=[], half=3, scores=[7, 7], dealer=0).apply("RUN10")
    assert said(nil, "SACK") == "Bob answers with SACK! and the RUN 10 is gone\nNo score in that overtime deal: Ann 7-7 Bob"
    assert nil.apply("SACK").half == 4
    # the last overtime deal, or none at all: a draw
    last = pos(hands=[["RUN5", "RUN10"], ["SACK"]], draw=[], half=5, scores=[7, 7], dealer=0).apply("RUN10")
    assert words.result(last.apply("SACK").observation(0), NAMES) == "Draw, 7-7: no score in 3 overtime deals"
    one = pos(hands=[["RUN10"], ["SACK"]], draw=[], half=3, scores=[0, 0], dealer=0,
              options={"max_overtime_deals": 1}).apply("RUN10").apply("SACK")
    assert words.result(one.observation(1), NAMES) == "Draw, 0-0: no score in 1 overtime deal"
    none = pos(hands=[["RUN10"], ["SACK"]], draw=[], half=2, scores=[3, 3], dealer=0,
               options={"max_overtime_deals": 0}).apply("RUN10").apply("SACK")
    assert words.result(none.observation(0), NAMES) == "Draw, 3-3 after two halves"


def test_the_result_names_the_players_once() -> None:
    # A player called "Red" in the blue seat: the names come in once, never swapped again.
    final = pos(hands=[["RUN10"], []], draw=[], half=2, scores=[0, 3], dealer=0).apply("RUN10").apply("NO")
    assert words.result(final.observation(0), ("Red", "Blue")) == "Blue wins 3-0"


def test_card_words_are_the_faces_words() -> None:
    for practice in (False, True):
        t = load_table(practice)
        for face in sorted(set(t.face)):
            assert words.card_words(t, face) == card_name(face, kind_of(t, face)) == name_of(t, face)


# ---- the same sentences the scene made ------------------------------------------------------------------


def test_random_games_say_what_the_scene_said() -> None:
    moves = finished = 0
    kinds: set[str] = set()
    for old, move, new in random_games(range(24)):
        want = old_describe(old, move, new, NAMES)
        mover = old.current_player
        assert mover is not None
        for v in (mover, 1 - mover, None):  # the mover's view first, then the others'
            assert words.describe(seen(old, v), seen(new, v)["events"], mover, NAMES) == want, (move, v)
        moves += 1
        kinds |= {e.kind for e in new.events}
        if new.is_terminal:
            finished += 1
            for v in VIEWERS:
                assert words.result(seen(new, v), theme.SEAT_NAMES) == old_end_reason(new)
    assert finished == 24 and moves > 5000
    assert {"last_card", "take", "discard", "end", "no_answer", "defence", "field_goal", "touchdown", "no_play",
            "half_end"} <= kinds


# ---- words from what the viewer sees only --------------------------------------------------------------


def _named(text: str, phrase: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text) is not None


def leaks(text: str, before: State, after: State, viewer: int | None) -> set[str]:
    """The faces of cards hidden from `viewer` (before or after the move) that `text` names, when no card
    the viewer can see (before or after) shows the same face."""
    t = before.table
    hidden = set(kit.hidden_cards(zones(before), viewer)) | set(kit.hidden_cards(zones(after), viewer))
    visible = set(audit.shown_cards(seen(before, viewer))) | set(audit.shown_cards(seen(after, viewer)))
    shown_faces = {t.face[c] for c in visible}
    out = set()
    for c in hidden:
        face = t.face[c]
        if face not in shown_faces and (_named(text, words.card_words(t, face)) or _named(text, face)):
            out.add(face)
    return out


def twins(s: State, viewer: int | None, k: int) -> State:
    """A full state that looks the same as `s` to `viewer` (a spectator: seat k % 2's sample)."""
    seat = k % 2 if viewer is None else viewer
    t = sample_state(s.observation(seat), seat, 1000 + k)
    # The position alike; the last move's events are not compared: a sample keeps them as its seat saw them.
    assert {**seen(t, viewer), "events": []} == {**seen(s, viewer), "events": []}
    return t


@pytest.mark.parametrize("viewer", VIEWERS)
def test_words_depend_only_on_what_the_viewer_sees(viewer: int | None) -> None:
    compared = hidden_differences = 0
    for i, (old, move, new) in enumerate(random_games(range(200, 208))):
        mover = old.current_player
        assert mover is not None
        events = seen(new, viewer)["events"]
        text = words.describe(seen(old, viewer), events, mover, NAMES)
        assert not leaks(text, old, new, viewer), (move, text)
        if i % 3:
            continue
        for k in range(2):
            twin = twins(old, viewer, k)
            if move not in {str(a) for a in twin.legal_actions()}:
                continue  # the other seat's hidden cards differ: not a move this twin can make
            after = twin.apply(move)
            if seen(after, viewer)["events"] != events:
                continue  # the move itself turned up something the viewer sees (the last card drawn)
            assert words.describe(seen(twin, viewer), seen(after, viewer)["events"], mover, NAMES) == text
            compared += 1
            hidden_differences += after.events != new.events  # what the viewer cannot see differed
    assert compared > 300 and (viewer == 0 or hidden_differences > 20)


def test_the_leak_check_catches_a_named_hidden_card() -> None:
    caught = 0
    for old, move, new in random_games(range(300, 303)):
        mover = old.current_player
        if move != "DRAW" or mover is None:
            continue
        drawn = next(e for e in new.events if e.kind == "draw")
        leaky = f"{NAMES[mover]} draws {words.card_words(old.table, str(drawn['card']))}"
        assert leaks(leaky, old, new, mover) == set()  # the drawer sees its own card
        other = leaks(leaky, old, new, 1 - mover) | leaks(leaky, old, new, None)
        caught += bool(other)
        assert other <= {str(drawn["card"])}
    assert caught > 20


# ---- turns ---------------------------------------------------------------------------------------------


def test_turn_of_and_never_autoplay_are_the_scenes_old_rules() -> None:
    states = defences = 0
    for old, move, new in random_games(range(400, 420)):
        for s in (old, new):
            assert turns.turn_of(s) == old_turn_seat(s)
            rule = turns.never_autoplay(s, move)
            assert rule == (s.phase == "defence")
            seat = s.current_player
            base = seat is None or seat != turns.turn_of(s)  # the Match's own: a decision out of turn
            assert (rule or base) == old_never_autoplay(s)
            states += 1
            defences += s.phase == "defence"
            if s.phase == "defence":
                assert turns.turn_of(s) != s.current_player  # the answer is out of turn
            elif seat is not None:
                assert turns.turn_of(s) == seat == mover_turn(s)
    assert defences > 100 and states > 1000
    over = pos(hands=[["RUN10"], []], draw=[], half=2, scores=[3, 0], dealer=0).apply("RUN10").apply("NO")
    assert over.is_terminal and turns.turn_of(over) is None


# ---- INFO ----------------------------------------------------------------------------------------------


def test_info_says_what_the_game_is() -> None:
    info = jf.INFO
    assert "INFO" in jf.__all__
    assert info.hidden_information and info.can_audit
    assert info.words is words and info.audit is audit
    assert info.turn_of is turns.turn_of and info.never_autoplay is turns.never_autoplay
    assert info.default_clock == jf.DEFAULT_CLOCK == "5+3"
    assert dict(info.knockout_options) == jf.KNOCKOUT_OPTIONS == {"max_overtime_deals": 30}
    assert dict(info.legacy_options) == {}
    assert info.fuzz_options == jf.FUZZ_OPTIONS
    s = new_game(3)
    assert info.audit is not None and info.audit.card_count(s) == 56
    assert info.audit.hidden_cards(s, 0) == jf.hidden_cards(s, 0)
    assert info.words.result(pos(hands=[["RUN10"], []], draw=[], half=2, scores=[3, 0], dealer=0)
                             .apply("RUN10").apply("NO").observation(0), NAMES) == "Ann wins 3-0"
