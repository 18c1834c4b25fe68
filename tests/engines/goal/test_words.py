"""G.O.A.L.'s words (engines/goal/words.py), turns (engines/goal/turns.py) and INFO.

- Hand-checked sentences for representative moves and results, from RULINGS positions.
- Over seeded random games, the words for every viewer are today's scene's sentences: REFERENCE holds,
  per game, a digest of the lines scenes/goal/scene.py's `describe` and `with_names(end_reason())`
  produced at commit 6e31de9 (before the words moved into the engine), players named Ann and Bob.
- Privacy by construction: for Blue, Red and a spectator, the words of a move are the same in two full
  states that look the same to that viewer, and no sentence names a card hidden from the viewer that no
  card it sees explains (and a leaky describe is caught, so the check can fail).
- `turn_of` and `never_autoplay` are the scene's old rules; INFO says what the engine is.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

import pytest

import engines.goal as goal
from engines.common.info import FALLBACK_CLOCK
from engines.common.rng import derive
from engines.common.views import common_view
from engines.goal import State, hidden_cards, make_bot, new_game, sample_state, shown_cards, turns, words
from engines.goal.audit import AUDIT, FUZZ_OPTIONS

NAMES = ("Ann", "Bob")
VIEWERS = (0, 1, None)

# Digests of today's scene's sentences for random-bot games 0..99 (module docstring; `game_lines`).
REFERENCE = (
    "2e506021dd8546bc", "c07c259695895d51", "56bd79647794e3c9", "ea87dadd36e30423", "42cac01da130cbe3",
    "f6a85c2a6045ca69", "805b4a569653769b", "42fe6af98521835b", "12081f8987c7e782", "9f8b10703f84efa9",
    "2a00ae5a0029412b", "2da6c1a41fc4b976", "96b7b49f0d3781d8", "4f8e3734f2b9ff42", "23bff450e5d59de0",
    "c8b61752754d2d99", "69537a6f75851267", "7e74f11dd8cedff4", "b032e623254b28c3", "513b488e19b971e0",
    "d804c3658778ec86", "882a7418148fb1bd", "08d51b32001793bf", "5c23426df92d07ab", "0e317f994179b276",
    "6b3615688a48f08d", "b6bed3c536a7d2c3", "40babcccd9ca3edc", "5cda1898406203a4", "8ffe5da140beda90",
    "c3ec77f166326772", "2c70a43fccc50eb9", "917b40b4f6e54b82", "96506095c861d800", "25a46d64d92dae05",
    "2bfa6bc91cdb9059", "8405ec1c87acffa7", "6beef8730102ecc8", "dbd90ca57962f514", "ee135743c2957a74",
    "fd2357ebd0d6504c", "dd45a16d978f3f2b", "86e90462b88f7796", "6b15d3c28f9e4936", "1f200a96db66c4ad",
    "e1a93fe39026c467", "56b51e750d1f87b8", "55154c192cd4c3e8", "3ff9169213671d23", "4aae80a87a62f326",
    "45696898f4c70558", "c44484ae1729ed6c", "555528d96b93bab2", "6b26eb8509080868", "e8f91ca7bc6dac8e",
    "75991e3585baf124", "057a51ec3892f1e8", "4a72452ce5ec4bc4", "787d81cd14347991", "c2c9aeb9f1f8b1aa",
    "d346e20f03958b93", "0cd3d43f2b847dc9", "cdcb0e468350a7b6", "03ff4d04034cc2f6", "12485dc9c49ddd78",
    "60c1c6cf30f34bec", "4175d8f6fd06e798", "6d86d8faa42d3a07", "2c1cf7074e8314d9", "a6c8e40fdc406929",
    "6259cfcb9a1a21ec", "c500c031eddb1617", "234736c54b3c259d", "7399b415ea6d41e7", "6550d000e4dd4fdf",
    "a7bcf8a3077d51b5", "7475e625c7e57c70", "f567c738ee3a5558", "67cb3da3cb57a10c", "de273b6f820e1b3e",
    "d0187fe660a9e706", "d57f1eff3c4d4a97", "6b04ec992d9672e1", "4eab8b315055983d", "f179673b2cdd19b5",
    "22ea622e5abd1d08", "7c2efc3fbb78a81e", "9ad20d78524d1579", "109b2fdde96dc5c9", "2fe529eb5f5d1fb8",
    "858b2a802f5b3ff2", "ce78de7a620ed7a2", "7639868de33fa520", "ee5899f9a5072e4f", "bf24deb7404f8abf",
    "b347ab1d63eff7d0", "769b2942dfb6dfbf", "3e35c0f014feeced", "30ea04e14cae868c", "1ff081677dc6d076",
)


def pos(**changes: Any) -> State:
    """A position: Blue to move at action 1 of quarter 1, empty unless changed."""
    d: dict[str, Any] = {"to_move": 0, "quarter": 1, "action": 1, "hands": [[], []], "decks": [[], []],
                         "goals": {}, "goal_deck": [], "prizes": [[], []]}
    d.update(changes)
    return State.from_json(d)


def view(state: State, viewer: int | None) -> dict[str, Any]:
    """What `viewer` sees of `state` (None: the spectator's common view)."""
    if viewer is None:
        return common_view(state.observation(0), state.observation(1))
    return state.observation(viewer)


def said(state: State, action: str, viewer: int | None = 0, names: tuple[str, str] = NAMES) -> str:
    """The words `viewer` gets for `action` played in `state`."""
    after = state.apply(action)
    mover = state.current_player
    assert mover is not None
    return words.describe(view(state, viewer), view(after, viewer)["events"], mover, names)


def final(state: State, action: str, viewer: int | None = 0) -> str:
    """The result in words after the last action `action`."""
    after = state.apply(action)
    assert after.is_terminal
    return words.result(view(after, viewer), NAMES)


def games(seeds: range) -> Iterator[tuple[int, list[tuple[State, str, State]]]]:
    """Seeded random-bot games, each as (seed, [(state, notation, next state), ...])."""
    for seed in seeds:
        state = new_game(seed)
        bots = [make_bot("random", derive(seed, 0x60A1, s)) for s in (0, 1)]
        plies = []
        while not state.is_terminal:
            p = state.current_player
            assert p is not None
            notation = str(bots[p].choose(state, p))
            after = state.apply(notation)
            plies.append((state, notation, after))
            state = after
        yield seed, plies


def game_lines(plies: list[tuple[State, str, State]], viewer: str | int | None) -> list[str]:
    """A game's log lines and its result for one viewer ("mover": each move for its mover's own view)."""
    lines = []
    for before, _, after in plies:
        mover = before.current_player
        assert mover is not None
        v = mover if viewer == "mover" else viewer
        lines.append(words.describe(view(before, v), view(after, v)["events"], mover, NAMES))
    last = plies[-1][2]
    lines.append(words.result(view(last, 0 if viewer == "mover" else viewer), NAMES))
    return lines


def digest(lines: Sequence[str]) -> str:
    return hashlib.sha256("\n\x1e".join(lines).encode()).hexdigest()[:16]


# ---- (a) hand-checked sentences ---------------------------------------------------------------------


def test_a_shot_with_a_combination() -> None:
    s = pos(hands=[["9E", "XK", "2N"], []], goals={"A-PAIR": []})
    assert said(s, "SHOOT:A-PAIR:9E+XK=9") == "Ann shoots Emperor 9 + King X as 9 onto A: Pair"
    over = pos(hands=[["9E", "XK"], []], goals={"A-PAIR": [[1, "5E+XK=5"]]})
    assert said(over, "SHOOT:A-PAIR:9E+XK=9", 1) == "Ann shoots Emperor 9 + King X as 9 onto A: Pair over Bob"
    own = pos(to_move=1, action=2, hands=[[], ["7E", "7N"]], goals={"O-XKIND": [[1, "3K"]]})
    assert said(own, "SHOOT:O-XKIND:7E+7N", None) == "Bob shoots Emperor 7 + Knight 7 onto O: X of a Kind over their own"


def test_a_flush_onto_a_goal_card() -> None:
    s = pos(hands=[["2E", "5E", "9E", "9K"], []], goals={"G-FLUSH": [], "L-RUN": []})
    assert said(s, "SHOOT:G-FLUSH:9E+5E+2E") == "Ann shoots Emperor 9 + Emperor 5 + Emperor 2 onto G: Three-Card Flush"


def test_a_tackle_and_a_pass() -> None:
    s = pos(hands=[["5K", "1N"], []], goals={"A-PAIR": [[1, "5E+5K"]]})
    assert said(s, "TACKLE:A-PAIR:5K", 1) == "Ann tackles Bob's Emperor 5 + King 5 off A: Pair with King 5"
    deck = pos(action=3, hands=[["1N"], []], decks=[["2N", "3N", "4N", "5N"], []], goals={"A-PAIR": []})
    for viewer in VIEWERS:  # how many, never which
        assert said(deck, "PASS", viewer) == "Ann passes and draws 3 cards"
    one = pos(action=1, hands=[["1N"], []], decks=[["2N"], []], goals={"A-PAIR": []})
    assert said(one, "PASS") == "Ann passes and draws 1 card"
    empty = pos(to_move=1, action=2, hands=[[], ["1N"]], goals={"A-PAIR": []})
    assert said(empty, "PASS") == "Bob passes (the deck is empty)"


def test_the_end_of_a_quarter() -> None:
    s = pos(action=8, hands=[["1N"], []], goals={"A-PAIR": [[1, "5E+5K"]], "L-RUN": [], "G-SINGLE": [[0, "2K"]]},
            goal_deck=["O-RUN", "A-THREE", "L-PAIR"])
    assert said(s, "PASS", 1) == ("Ann passes (the deck is empty)\n"
                                  "End of quarter 1: Bob wins A: Pair; Ann wins G: Single; L: Run of Three is out of play")
    nothing = pos(action=8, hands=[["1N"], []], goals={}, goal_deck=["O-RUN"])
    assert said(nothing, "PASS") == "Ann passes (the deck is empty)\nEnd of quarter 1: no goal card won"


def test_half_time() -> None:
    base: dict[str, Any] = {"quarter": 2, "action": 8, "hands": [["1N"], ["1N"]], "decks": [[], ["2N", "3N", "4N"]],
                            "goals": {"A-PAIR": []}, "goal_deck": ["O-RUN"]}
    behind = pos(**base, prizes=[["G-SINGLE"], []])
    assert said(behind, "PASS", None) == (
        "Ann passes (the deck is empty)\nEnd of quarter 2: A: Pair is out of play\n"
        "Half time: Bob has fewer goal cards and draws 2")
    level = pos(**base, prizes=[["G-SINGLE"], ["O-SINGLE"]])
    assert said(level, "PASS", 0).endswith("\nHalf time: level on goal cards, no bonus")


def test_the_result() -> None:
    last: dict[str, Any] = {"quarter": 4, "action": 8, "hands": [["1E"], ["1E"]], "goals": {"A-PAIR": []}}
    sets = pos(**last, prizes=[["G-SINGLE", "O-SINGLE", "A-THREE", "L-PAIR"], ["G-THREE"]])
    assert final(sets, "PASS") == "Ann wins, 1-0 in sets"
    cards = pos(**last, prizes=[["G-SINGLE"], ["O-SINGLE", "A-THREE"]])
    assert final(cards, "PASS", None) == "Bob wins, 2-1 in goal cards"
    deck = pos(**dict(last, to_move=1), decks=[["5N"], []], prizes=[["G-SINGLE"], ["O-SINGLE"]])
    assert final(deck, "PASS", 1) == "Bob wins on fewer cards left in the deck (level on sets and goal cards)"
    coin = pos(**last, prizes=[["G-SINGLE"], ["O-SINGLE"]])
    after = coin.apply("PASS")
    assert after.reason == "coin_toss"
    assert words.result(view(after, 0), NAMES) == f"{NAMES[after.winner]} wins on the coin toss (level on everything else)"
    assert words.result(view(new_game(0), 0), NAMES) == "Draw"  # nobody has won yet
    # The names are the ones given, whoever they are (a player may be called "Red" in the blue seat).
    assert words.result(view(sets.apply("PASS"), 0), ("Red", "Blue")) == "Red wins, 1-0 in sets"


def test_names_are_the_ones_given() -> None:
    s = pos(hands=[["5K", "1N"], []], goals={"A-PAIR": [[1, "5E+5K"]]})
    assert said(s, "TACKLE:A-PAIR:5K", 0, ("Red", "Blue")) == "Red tackles Blue's Emperor 5 + King 5 off A: Pair with King 5"


# ---- (a) today's scene's sentences over seeded random games -----------------------------------------


@pytest.mark.parametrize("viewer,seeds", [("mover", range(0, 50)), ("mover", range(50, 100)), (0, range(0, 30)),
                                          (1, range(30, 60)), (None, range(60, 90))])
def test_the_words_are_todays_scenes(viewer: str | int | None, seeds: range) -> None:
    """Every seat sees every field the sentences read, so each viewer gets the scene's old lines."""
    wrong = []
    for seed, plies in games(seeds):
        lines = game_lines(plies, viewer)
        if digest(lines) != REFERENCE[seed]:
            wrong.append((seed, lines))
    assert not wrong, f"{len(wrong)} games differ from the scene's words; the first, seed {wrong[0][0]}:\n" + \
        "\n".join(wrong[0][1])


def test_a_different_sentence_changes_the_digest() -> None:
    _, plies = next(games(range(3, 4)))
    lines = game_lines(plies, "mover")
    assert digest(lines) == REFERENCE[3]
    assert digest(lines[:-1] + [lines[-1].replace("Ann", "Blue").replace("Bob", "Red")]) != REFERENCE[3]


# ---- (b) privacy: words are a function of what the viewer sees --------------------------------------


def look_alike(state: State, viewer: int | None, seed: int) -> State:
    """Another full state `viewer` cannot tell from `state` (hidden cards re-dealt). It keeps `state`'s
    events, the previous move's: a sample knows them only as one seat saw them, with no secrets marked,
    so a spectator's sample of a sample would show the room what one seat saw of them."""
    if viewer is not None:
        alike = sample_state(state.observation(viewer), viewer, seed)
    else:
        blue_alike = sample_state(state.observation(0), 0, seed)  # Red's cards re-dealt...
        alike = sample_state(blue_alike.observation(1), 1, seed + 1)  # ...then Blue's
    return dataclasses.replace(alike, events=state.events)


def hidden_from(state: State, viewer: int | None) -> set[int]:
    """The ids of the cards `viewer` cannot see in `state` (a spectator: what either seat cannot)."""
    seats = (0, 1) if viewer is None else (viewer,)
    return {c for seat in seats for c in hidden_cards(state, seat)}


def _event_ids(events: Sequence[Mapping[str, Any]]) -> set[int]:
    out: set[int] = set()
    for e in events:
        for key, value in e.items():
            if key == "id" or key.endswith("_id"):
                if isinstance(value, int):
                    out.add(value)
            elif key == "ids" or key.endswith("_ids") or key == "cleared":
                out.update(v for v in value or () if isinstance(v, int))
    return out


def name_pattern(face: str) -> re.Pattern[str]:
    """A card's name in a sentence ("Emperor 1" not inside "Emperor 10"; "King X" also in "King X as 9")."""
    return re.compile(rf"(?<![\w-]){re.escape(words.short_name(face))}(?![\w-])")


def leaks(sentence: str, before: State, after: State, viewer: int | None) -> list[str]:
    """The faces of cards hidden from `viewer` (before or after the move) that `sentence` names while no
    card the viewer sees (in its views before and after, or in the move's events) has that face."""
    t = before.table
    seen_before, seen_after = view(before, viewer), view(after, viewer)
    visible = set(shown_cards(seen_before)) | set(shown_cards(seen_after)) | _event_ids(seen_after["events"])
    visible_faces = {t.face[c] for c in visible}
    hidden = (hidden_from(before, viewer) | hidden_from(after, viewer)) - visible
    return sorted({t.face[c] for c in hidden if t.face[c] not in visible_faces and name_pattern(t.face[c]).search(sentence)})


Describe = Callable[[State, State, int | None], str]


def engine_words(before: State, after: State, viewer: int | None) -> str:
    mover = before.current_player
    assert mover is not None
    return words.describe(view(before, viewer), view(after, viewer)["events"], mover, NAMES)


def check_privacy(seeds: range, viewer: int | None, describe: Describe) -> tuple[int, list[str]]:
    """Over random games: at every ply, a look-alike state gets the same words for the same move (the
    move played, or for a viewer who is not the mover a move legal in both), and no words leak. Returns
    how many look-alikes differed from the real state, and the problems found."""
    problems: list[str] = []
    different = 0
    for seed, plies in games(seeds):
        rng = random.Random(seed)
        for ply, (before, notation, after) in enumerate(plies):
            mover = before.current_player
            other = look_alike(before, viewer, derive(seed, ply))
            assert view(other, viewer) == view(before, viewer), "a look-alike the viewer can tell apart"
            different += (other.hands, other.decks) != (before.hands, before.decks)
            if viewer != mover:
                legal_there = {str(a) for a in other.legal_actions()}
                notation = rng.choice(sorted(a for a in map(str, before.legal_actions()) if a in legal_there))
                after = before.apply(notation)
            other_after = other.apply(notation)
            here, there = describe(before, after, viewer), describe(other, other_after, viewer)
            if here != there:
                problems.append(f"seed {seed} ply {ply} {notation}: {here!r} != {there!r}")
            for b, a, sentence in ((before, after, here), (other, other_after, there)):
                named = leaks(sentence, b, a, viewer)
                if named:
                    problems.append(f"seed {seed} ply {ply} {notation}: {sentence!r} names hidden {named}")
    return different, problems


@pytest.mark.parametrize("viewer", VIEWERS)
def test_words_depend_only_on_what_the_viewer_sees(viewer: int | None) -> None:
    different, problems = check_privacy(range(200, 215), viewer, engine_words)
    assert not problems, "\n".join(problems[:10])
    assert different > 100  # the look-alikes really had other hidden cards


def test_the_privacy_check_catches_a_leak() -> None:
    """A describe that also names the cards a PASS drew (read from the full state) is caught, for every
    viewer: each of them has an opponent's draw (or, for the room, any draw) it may not see."""

    def leaky(before: State, after: State, viewer: int | None) -> str:
        drawn = [str(e["card"]) for e in after.events if e.kind == "draw"]
        return engine_words(before, after, viewer) + (f" ({words.cards_words(drawn)})" if drawn else "")

    for viewer in VIEWERS:
        _, problems = check_privacy(range(200, 203), viewer, leaky)
        assert any("names hidden" in p for p in problems), viewer


def test_every_viewer_gets_the_same_words() -> None:
    """G.O.A.L.'s sentences read only public fields: Blue, Red and the room read the same log."""
    for _, plies in games(range(300, 310)):
        for before, _, after in plies:
            assert len({engine_words(before, after, v) for v in VIEWERS}) == 1


# ---- (c) whose turn, and what is never autoplayed -----------------------------------------------------


def old_turn_seat(state: State) -> int | None:
    """scenes/goal/scene.py before: `return self.state.current_player`."""
    return state.current_player


def old_never_autoplay(action: Any) -> bool:
    """scenes/goal/scene.py before: `action.kind != PASS` (or the base's rule, which the Match keeps)."""
    return bool(action.kind != "pass")


def test_turn_of_and_never_autoplay_are_the_scenes_old_rules() -> None:
    checked = 0
    for _, plies in games(range(400, 410)):
        for before, _, after in plies:
            assert turns.turn_of(before) == old_turn_seat(before) == before.current_player
            for action in before.legal_actions():
                assert turns.never_autoplay(before, str(action)) == old_never_autoplay(action)
                checked += 1
        assert turns.turn_of(plies[-1][2]) is None  # the game is over: nobody's turn
    assert checked > 1000
    only_pass = pos(hands=[["1N"], []], goals={"A-PAIR": []})
    assert [str(a) for a in only_pass.legal_actions()] == ["PASS"]
    assert not turns.never_autoplay(only_pass, "PASS")
    single = pos(hands=[["9E"], []], goals={"G-SINGLE": []})
    assert turns.never_autoplay(single, "SHOOT:G-SINGLE:9E")
    tackle = pos(hands=[["5K"], []], goals={"A-PAIR": [[1, "5E+5K"]]})
    assert turns.never_autoplay(tackle, "TACKLE:A-PAIR:5K")


# ---- (d) INFO -------------------------------------------------------------------------------------------


def test_info_says_what_the_game_is() -> None:
    info = goal.INFO
    assert "INFO" in goal.__all__
    assert info.hidden_information and info.can_audit
    assert info.words is words
    assert info.audit is AUDIT
    s = new_game(5)
    assert info.audit.card_count(s) == goal.card_count(s) == 82
    assert set(info.audit.hidden_cards(s, 1)) == set(hidden_cards(s, 1))
    assert info.turn_of is turns.turn_of and info.never_autoplay is turns.never_autoplay
    assert info.default_clock == goal.DEFAULT_CLOCK == "5+5" != FALLBACK_CLOCK
    assert dict(info.knockout_options) == {} and not hasattr(goal, "KNOCKOUT_OPTIONS")
    assert dict(info.legacy_options) == {} and not hasattr(goal, "LEGACY_OPTIONS")
    assert info.fuzz_options == FUZZ_OPTIONS == goal.FUZZ_OPTIONS
