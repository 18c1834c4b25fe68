"""Jukem Soccer's words (engines.jukem_soccer.words), turns (engines.jukem_soccer.turns) and INFO.

The words used to be made by the scene from the full states before and after a move and the move's
notation (scenes/jukem_soccer/scene.py `describe`, `end_reason`, `turn_seat`, `never_autoplay`);
frozen copies of that logic below are the reference: the engine's words, made from one viewer's
observation and events only, must say exactly the same, for the mover, the other seat and a
spectator alike. Hand-checked sentences pin representative moves; sampled twins (states that look
the same to a viewer) show the words are a function of what the viewer sees; no hidden card's face
is named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any

import pytest

import engines.jukem_soccer as js
from engines.common.info import GameInfo
from engines.common.views import common_view
from engines.jukem_soccer import INFO, State, make_bot, new_game, sample_state, words
from engines.jukem_soccer.audit import AUDIT, FUZZ_OPTIONS, shown_cards
from engines.jukem_soccer.notation import NO, PLAY, SUB, parse
from engines.jukem_soccer.turns import never_autoplay, turn_of
from tests.engines.jukem_soccer.test_jukem_soccer import build

COLOURS = ("Blue", "Red")
NAMES = ("Ann", "Bo")
Move = tuple[State, str, State]


# ---- the old scene logic, frozen (scenes/jukem_soccer/scene.py before the words moved) -------------

def _kind_of(face: str) -> str:  # sprites.jukem_soccer.faces.parse_face(face)[0]
    for kind in ("SHOT", "SAVE", "YELLOW"):
        if face.startswith(kind):
            return kind
    return face


def _old_shot_result(kinds: dict[str, Any], shooter: int, names: Sequence[str]) -> str:
    rv = kinds.get("reveal")
    if rv is None:
        return "?"
    defender = names[1 - shooter]
    if rv["result"] == "blocked":
        return f"SAVED by {defender}!"
    if rv["save"] is None:
        return "GOAL!"
    return f"GOAL! {defender}'s SAVE was in the wrong place"


def old_describe(old: State, notation: str, new: State, names: Sequence[str]) -> str:
    seat = old.current_player
    if seat is None:
        return notation
    who, other = names[seat], names[1 - seat]
    act = parse(notation)
    kinds = {e.kind: e for e in new.events}
    phase = old.phase_name
    parts: list[str] = []
    if phase == "play":
        if act.kind == PLAY:
            kind = _kind_of(act.face)
            if kind == "SHOT":
                if act.jukem:
                    parts.append(f"{who} shoots with JUKEM: " + _old_shot_result(kinds, seat, names))
                else:
                    parts.append(f"{who} shoots! The SHOT lies face down")
            else:
                ev = kinds.get("play")
                setup = ev["setup"] if ev is not None else "?"
                if act.jukem:
                    again = " and goes again" if kind == "HEADER" else ""
                    parts.append(f"{who} plays JUKEM + {kind}: unstoppable{again} ({setup} setup plays)")
                else:
                    parts.append(f"{who} plays a {kind} ({setup} setup play{'s' if setup != 1 else ''})")
        elif act.kind == SUB:
            parts.append(f"{who} substitutes a card")
            if "pass" in kinds:
                parts.append(f"{who} still cannot play: turn over")
        else:
            parts.append(f"{who} has nothing to play and ends the turn")
    elif phase == "answer":
        target = old.table.face[old.pending] if old.pending >= 0 else "play"
        if act.kind == NO:
            again = f": {other} goes again" if target == "HEADER" else ""
            parts.append(f"{who} has no answer to the {target}{again}")
        elif act.face == "RED":
            ev = kinds.get("penalty")
            n = len(ev["swept"]) if ev is not None else 0  # type: ignore[arg-type]
            parts.append(f"{who} answers with a red PENALTY: {other}'s possession is gone ({n} card"
                         f"{'s' if n != 1 else ''})")
        else:
            parts.append(f"{who} answers with a yellow PENALTY: the {target} is removed")
    elif phase == "save":
        parts.append(f"{other} shoots: " + _old_shot_result(kinds, 1 - seat, names))
    half_end = kinds.get("half_end")
    if half_end is not None:
        s = half_end["score"]
        label = {1: "Half time", 2: "Full time"}.get(int(half_end["half"]), "No golden goal in that deal")  # type: ignore[arg-type]
        parts.append(f"{label}: {names[0]} {s[0]}-{s[1]} {names[1]}")  # type: ignore[index]
    end = kinds.get("game_end")
    if end is not None and end["reason"] == "golden_goal":
        parts.append(f"Golden goal: {names[int(end['winner'])]} wins")  # type: ignore[arg-type]
    return "\n".join(parts)


def old_end_reason(st: State) -> str:
    w = st.winner
    a, b = st.score
    if st.reason == "goals" and w is not None:
        hi, lo = (a, b) if w == 0 else (b, a)
        return f"{COLOURS[w]} wins {hi}-{lo}"
    if st.reason == "golden_goal" and w is not None:
        return f"Golden goal by {COLOURS[w]}"
    if st.reason == "draw":
        n = st.max_golden
        if n <= 0:
            return f"Draw, {a}-{b} after two halves"
        return f"Draw after {n} golden-goal deal{'s' if n != 1 else ''}"
    return "Draw" if w is None else f"{COLOURS[w]} wins"  # GameScene.end_reason


def old_turn_seat(st: State) -> int | None:
    cur = st.current_player
    return 1 - cur if cur is not None and st.phase_name in ("answer", "save") else cur


def old_never_autoplay(st: State, notation: str) -> bool:
    act = parse(notation)
    shot = act.kind == PLAY and _kind_of(act.face) == "SHOT"
    seat = st.current_player
    out_of_turn = seat is None or seat != old_turn_seat(st)  # GameScene's own rule (the Match's now)
    return shot or st.phase_name in ("answer", "save") or out_of_turn


# ---- games -------------------------------------------------------------------------------------

OPTIONS: tuple[dict[str, Any], ...] = ({}, {"max_golden_deals": 30}, {"max_golden_deals": 0},
                                       {"max_golden_deals": 1, "first_dealer": 1})


@lru_cache(maxsize=None)
def game(seed: int) -> tuple[Move, ...]:
    """A whole game of two seeded random bots: (state before, move, state after) for every move."""
    s = new_game(seed, **OPTIONS[seed % len(OPTIONS)])
    bots = (make_bot("random", 2 * seed + 1), make_bot("random", 2 * seed + 2))
    out: list[Move] = []
    while not s.is_terminal:
        seat = s.current_player
        assert seat is not None
        notation = str(bots[seat].choose(s, seat))
        new = s.apply(notation)
        out.append((s, notation, new))
        s = new
    return tuple(out)


GAMES = range(24)


def moves(seeds: Iterator[int] | range = GAMES) -> Iterator[Move]:
    for seed in seeds:
        yield from game(seed)


def view(s: State, viewer: int | None) -> dict[str, Any]:
    """What `viewer` sees of `s` (None: the spectator's common view)."""
    return s.observation(viewer) if viewer is not None else common_view(s.observation(0), s.observation(1))


def said(old: State, new: State, viewer: int | None, names: tuple[str, str] = NAMES,
         describe: Callable[..., str] = words.describe) -> str:
    seat = old.current_player
    assert seat is not None
    return describe(view(old, viewer), view(new, viewer)["events"], seat, names)


# ---- (a) the same sentences as the scene made -------------------------------------------------

def test_the_games_reach_every_kind_of_sentence() -> None:
    """The sample of games is wide enough for the comparisons below to mean something."""
    text = "\n".join(old_describe(o, n, w, NAMES) for o, n, w in moves())
    for needle in ("plays JUKEM [+]", "and goes again", "shoots with JUKEM", "shoots! The SHOT lies face down",
                   "SAVED by", "shoots: GOAL!$", "SAVE was in the wrong place", "has no answer to the HEADER",
                   "red PENALTY", "yellow PENALTY", "substitutes a card", "still cannot play",
                   "ends the turn", "Half time", "Full time", "Golden goal:"):
        assert re.search(needle, text, re.M), needle


@pytest.mark.parametrize("viewer", ["mover", "other", None])
def test_words_for_every_viewer_are_the_scenes_words(viewer: str | None) -> None:
    n = 0
    for old, notation, new in moves():
        seat = old.current_player
        assert seat is not None
        v = None if viewer is None else seat if viewer == "mover" else 1 - seat
        assert said(old, new, v) == old_describe(old, notation, new, NAMES), (old.ply, notation)
        assert said(old, new, v, COLOURS) == old_describe(old, notation, new, COLOURS)
        n += 1
    assert n > 1000


def first(pred: Callable[[State, str, State], bool]) -> Move:
    for move in moves():
        if pred(*move):
            return move
    raise AssertionError("no such move in the sample games")


def kinds(s: State) -> set[str]:
    return {e.kind for e in s.events}


# Representative moves, found in the seeded games, with their sentences checked by hand.
CASES: dict[str, tuple[Callable[[State, str, State], bool], str]] = {
    "setup play": (lambda o, n, w: n == "PASS", r"Ann plays a PASS \(1 setup play\)|Bo plays a PASS \(1 setup play\)"),
    "FLOP": (lambda o, n, w: n == "FLOP" and o.setup_count(o.to_move) == 0, r"(Ann|Bo) plays a FLOP \(2 setup plays\)"),
    "JUKEM": (lambda o, n, w: n in ("JUKEM+PASS", "JUKEM+FLOP"),
              r"(Ann|Bo) plays JUKEM \+ (PASS|FLOP): unstoppable \(\d+ setup plays\)"),
    "JUKEM HEADER": (lambda o, n, w: n == "JUKEM+HEADER",
                     r"(Ann|Bo) plays JUKEM \+ HEADER: unstoppable and goes again \(\d+ setup plays\)"),
    "JUKEM SHOT": (lambda o, n, w: n.startswith("JUKEM+SHOT") and "game_end" not in kinds(w)
                   and "half_end" not in kinds(w), r"(Ann|Bo) shoots with JUKEM: GOAL!"),
    "SHOT": (lambda o, n, w: n.startswith("SHOT"), r"(Ann|Bo) shoots! The SHOT lies face down"),
    "saved": (lambda o, n, w: o.phase_name == "save" and any(e.kind == "blocked" for e in w.events)
              and "half_end" not in kinds(w), r"Ann shoots: SAVED by Bo!|Bo shoots: SAVED by Ann!"),
    "beaten": (lambda o, n, w: o.phase_name == "save" and n != "NO" and "goal" in kinds(w)
               and not {"half_end", "game_end"} & kinds(w),
               r"Ann shoots: GOAL! Bo's SAVE was in the wrong place|Bo shoots: GOAL! Ann's SAVE was in the wrong place"),
    "no save": (lambda o, n, w: o.phase_name == "save" and n == "NO" and not {"half_end", "game_end"} & kinds(w),
                r"(Ann|Bo) shoots: GOAL!"),
    "no answer": (lambda o, n, w: o.phase_name == "answer" and n == "NO" and o.face(o.pending) == "FLOP",
                  r"(Ann|Bo) has no answer to the FLOP"),
    "no answer to a HEADER": (lambda o, n, w: o.phase_name == "answer" and n == "NO" and o.face(o.pending) == "HEADER",
                              r"Ann has no answer to the HEADER: Bo goes again|Bo has no answer to the HEADER: Ann goes again"),
    "red": (lambda o, n, w: n == "RED" and len(o.poss[1 - o.to_move]) == 1,
            r"Ann answers with a red PENALTY: Bo's possession is gone \(1 card\)|"
            r"Bo answers with a red PENALTY: Ann's possession is gone \(1 card\)"),
    "red, many": (lambda o, n, w: n == "RED" and len(o.poss[1 - o.to_move]) == 3,
                  r"Ann answers with a red PENALTY: Bo's possession is gone \(3 cards\)|"
                  r"Bo answers with a red PENALTY: Ann's possession is gone \(3 cards\)"),
    "yellow": (lambda o, n, w: n == "YELLOW@HEADER", r"(Ann|Bo) answers with a yellow PENALTY: the HEADER is removed"),
    "substitution": (lambda o, n, w: n.startswith("SUB:") and not any(e.kind == "pass" for e in w.events),
                     r"(Ann|Bo) substitutes a card"),
    "substitution, no luck": (lambda o, n, w: n.startswith("SUB:") and any(e.kind == "pass" for e in w.events)
                              and "half_end" not in kinds(w),
                              r"Ann substitutes a card\nAnn still cannot play: turn over|"
                              r"Bo substitutes a card\nBo still cannot play: turn over"),
    "end": (lambda o, n, w: n == "END" and "half_end" not in kinds(w), r"(Ann|Bo) has nothing to play and ends the turn"),
    "half time": (lambda o, n, w: any(e.kind == "half_end" and e["half"] == 1 for e in w.events),
                  r"(?s).+\nHalf time: Ann \d+-\d+ Bo"),
    "full time": (lambda o, n, w: any(e.kind == "half_end" and e["half"] == 2 for e in w.events),
                  r"(?s).+\nFull time: Ann \d+-\d+ Bo"),
    "golden goal": (lambda o, n, w: any(e.kind == "game_end" and e["reason"] == "golden_goal" for e in w.events),
                    r"(Ann shoots.*GOAL!.*\nGolden goal: Ann wins|Bo shoots.*GOAL!.*\nGolden goal: Bo wins)"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_representative_moves_in_words(case: str) -> None:
    pred, pattern = CASES[case]
    old, notation, new = first(pred)
    for viewer in (0, 1, None):
        assert re.fullmatch(pattern, said(old, new, viewer)), (case, notation, said(old, new, viewer))


def test_a_golden_goal_deal_without_a_goal() -> None:
    """Random games score in every golden-goal deal; a made-up one ends on the cap of empty turns."""
    old = build(hands=(("SAVE@TL+TC+TR",), ("PASS",)), half=3, score=(1, 1), half_goals=((1, 0), (0, 1)),
                to_move=0, passes=39, pile=("HEADER",))
    new = old.apply("END")
    expected = "Ann has nothing to play and ends the turn\nNo golden goal in that deal: Ann 1-1 Bo"
    assert old_describe(old, "END", new, NAMES) == expected
    for viewer in (0, 1, None):
        assert said(old, new, viewer) == expected


def test_hand_checked_sentences_of_one_game() -> None:
    """The first moves of seeded game 0, read against the state by hand."""
    got = [said(o, w, o.current_player) for o, n, w in game(0)[:8]]
    assert [n for _, n, _ in game(0)[:8]] == EXPECTED_MOVES
    assert got == EXPECTED_WORDS


EXPECTED_MOVES = ["PASS", "NO", "HEADER", "RED", "PASS", "NO", "PASS", "YELLOW@PASS"]
EXPECTED_WORDS = [
    "Ann plays a PASS (1 setup play)",
    "Bo has no answer to the PASS",
    "Bo plays a HEADER (1 setup play)",
    "Ann answers with a red PENALTY: Bo's possession is gone (1 card)",
    "Ann plays a PASS (2 setup plays)",
    "Bo has no answer to the PASS",
    "Bo plays a PASS (1 setup play)",
    "Ann answers with a yellow PENALTY: the PASS is removed",
]


def test_result_is_the_scenes_end_reason() -> None:
    finals = [game(seed)[-1][2] for seed in GAMES]
    reasons = {f.reason for f in finals}
    assert {"goals", "golden_goal", "draw"} <= reasons
    for f in finals:
        for viewer in (0, 1, None):
            assert words.result(view(f, viewer), COLOURS) == old_end_reason(f)
            named = words.result(view(f, viewer), NAMES)
            assert "Blue" not in named and "Red" not in named
            if f.winner is not None:
                assert NAMES[f.winner] in named and NAMES[1 - f.winner] not in named


def test_result_in_words() -> None:
    def final(**fields: Any) -> dict[str, Any]:
        return {"winner": None, "score": [0, 0], "reason": None, "options": {"max_golden_deals": 3}} | fields

    assert words.result(final(winner=1, score=[1, 3], reason="goals"), NAMES) == "Bo wins 3-1"
    assert words.result(final(winner=0, score=[2, 1], reason="goals"), NAMES) == "Ann wins 2-1"
    assert words.result(final(winner=1, score=[3, 4], reason="golden_goal"), NAMES) == "Golden goal by Bo"
    assert words.result(final(score=[2, 2], reason="draw"), NAMES) == "Draw after 3 golden-goal deals"
    assert words.result(final(score=[2, 2], reason="draw", options={"max_golden_deals": 1}), NAMES) \
        == "Draw after 1 golden-goal deal"
    assert words.result(final(score=[1, 1], reason="draw", options={"max_golden_deals": 0}), NAMES) \
        == "Draw, 1-1 after two halves"
    assert words.result(final(), NAMES) == "Draw"
    assert words.result(final(winner=0), NAMES) == "Ann wins"


# ---- (b) what the viewer sees, and nothing else ------------------------------------------------

def twins(old: State, viewer: int | None, k: int) -> Iterator[State]:
    """Other full states that look the same as `old` to `viewer`, the events of the move before them
    aside (the sampler keeps the seat's own masked copy). For a spectator, the twins of either seat
    that look the same to both (a seat's twin may show the other its own face-down substitutions)."""
    seats = (viewer,) if viewer is not None else (0, 1)
    seen = {key: v for key, v in view(old, viewer).items() if key != "events"}
    for seat in seats:
        for j in range(k):
            twin = sample_state(old.observation(seat), seat, 7919 * old.ply + 31 * j + seat)
            same = {key: v for key, v in view(twin, viewer).items() if key != "events"} == seen
            assert same or viewer is None
            if same:
                yield twin


def outcome(events: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The move's events as the viewer sees them, but for the cards drawn or dealt from the pile (the
    twin's pile is shuffled anew, so the mover's own draws differ; they are no part of the move)."""
    return [{k: v for k, v in e.items() if not (e["kind"] in ("draw", "deal") and k == "card")} for e in events]


@pytest.mark.parametrize("viewer", [0, 1, None])
def test_words_depend_only_on_what_the_viewer_sees(viewer: int | None) -> None:
    """The same move in states that differ only where the viewer cannot see is told the same way,
    whatever the hidden cards are (a twin's move whose visible outcome differs, a SAVE that meets
    another SHOT, is another move to the viewer)."""
    compared = hidden_differs = drawn_differs = 0
    for old, notation, new in moves(iter(range(6))):
        expected = said(old, new, viewer)
        for twin in twins(old, viewer, 2):
            if parse(notation) not in twin.legal_actions():
                continue  # the opponent's move needs cards the twin re-dealt elsewhere
            after = twin.apply(notation)
            seen_real, seen_twin = view(new, viewer)["events"], view(after, viewer)["events"]
            if outcome(seen_twin) != outcome(seen_real):
                continue
            compared += 1
            hidden_differs += twin.hands != old.hands or after.events != new.events
            drawn_differs += seen_twin != seen_real
            assert said(twin, after, viewer) == expected, (old.ply, notation)
    assert compared > 500 and hidden_differs > 500, (compared, hidden_differs)
    assert drawn_differs > 50 or viewer is None, drawn_differs  # a spectator sees no card drawn


def visible_faces(before: Mapping[str, Any], after: Mapping[str, Any]) -> set[str]:
    """The faces of every card the viewer sees: in the zones before and after, and in the events."""
    faces: list[str] = before["cards"]["faces"]
    ids = set(shown_cards(before)) | set(shown_cards(after))
    seen: set[str] = set()
    pending = before.get("pending")
    if isinstance(pending, Mapping) and pending.get("card") is not None:
        ids.add(int(pending["card"]))
    for e in after["events"]:
        for key, value in e.items():
            if key in ("card", "shot", "save") and isinstance(value, int) and not isinstance(value, bool):
                ids.add(value)
            elif key in ("cards", "swept", "left") and isinstance(value, list):
                ids |= {c for c in value if isinstance(c, int)}
            elif key in ("face", "shot_face", "save_face") and isinstance(value, str):
                seen.add(value)
    return seen | {faces[c] for c in ids}


def named_faces(text: str, faces: Sequence[str]) -> set[str]:
    return {f for f in set(faces) if re.search(rf"(?<![\w@+]){re.escape(f)}(?![\w@+])", text)}


def leaks(describe: Callable[..., str], seeds: range) -> list[str]:
    """Sentences naming the face of a card hidden from their viewer that no visible card explains."""
    out = []
    for old, _, new in moves(iter(seeds)):
        for viewer in (0, 1, None):
            before, after = view(old, viewer), view(new, viewer)
            text = describe(before, after["events"], old.current_player, NAMES)
            unexplained = named_faces(text, old.table.face) - visible_faces(before, after)
            if unexplained:
                out.append(f"{viewer}: {text} ({sorted(unexplained)})")
    return out


def test_no_hidden_card_is_named() -> None:
    assert leaks(words.describe, range(12)) == []
    text = "\n".join(said(o, w, None) for o, _, w in moves())
    assert named_faces(text, game(0)[0][0].table.face) == {"PASS", "HEADER", "FLOP", "JUKEM"}


def test_the_leak_check_finds_a_leak() -> None:
    """A describe that names the face-down SHOT from the full events is caught (the check can fail)."""
    full: dict[int, State] = {}

    def leaky(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int,
              names: tuple[str, str]) -> str:
        shot = [e for e in full[before["ply"]].events if e.kind == "shot"] if before["ply"] in full else []
        return words.describe(before, events, mover, names) + "".join(f" ({e['face']})" for e in shot)

    for _, _, new in moves(iter(range(3))):
        full[new.ply - 1] = new
    assert leaks(leaky, range(3))


# ---- (c) turns ---------------------------------------------------------------------------------

def test_turn_of_and_never_autoplay_are_the_scenes_rules() -> None:
    phases: set[str] = set()
    for old, _, new in moves(iter(range(8))):
        for s in (old, new):
            phases.add(s.phase_name)
            assert turn_of(s) == old_turn_seat(s)
            for action in s.legal_actions():
                assert never_autoplay(s, str(action)) == old_never_autoplay(s, str(action)), (s.phase_name, action)
    assert phases == {"play", "answer", "save", "over"}


def test_never_autoplay_a_shot_an_answer_or_a_save() -> None:
    play = next(o for o, _, _ in game(0) if o.phase_name == "play")
    assert turn_of(play) == play.current_player
    assert never_autoplay(play, "SHOT3@TC") and never_autoplay(play, "JUKEM+SHOT3@TC")
    assert not never_autoplay(play, "SUB:SHOT3@TC")  # substituting a SHOT card is no shot
    assert not never_autoplay(play, "PASS") and not never_autoplay(play, "JUKEM+HEADER")
    assert not never_autoplay(play, "END")
    for phase in ("answer", "save"):
        s = next(o for o, _, _ in moves() if o.phase_name == phase)
        assert turn_of(s) == 1 - s.to_move
        assert all(never_autoplay(s, str(a)) for a in s.legal_actions())
    assert turn_of(game(0)[-1][2]) is None


# ---- (d) INFO ----------------------------------------------------------------------------------

def test_info() -> None:
    assert isinstance(INFO, GameInfo) and "INFO" in js.__all__
    assert INFO.hidden_information and INFO.can_audit
    assert INFO.words is words
    assert INFO.audit is AUDIT and INFO.audit.card_count(new_game(3)) == 56
    assert INFO.turn_of is turn_of and INFO.never_autoplay is never_autoplay
    assert INFO.default_clock == js.DEFAULT_CLOCK == "5+3"
    assert INFO.knockout_options == js.KNOCKOUT_OPTIONS == {"max_golden_deals": 30}
    assert INFO.legacy_options == js.LEGACY_OPTIONS == {1: {"max_empty_turns": 2}}
    assert INFO.fuzz_options == FUZZ_OPTIONS == js.FUZZ_OPTIONS and len(INFO.fuzz_options) == 3
