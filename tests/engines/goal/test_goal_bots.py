"""The computer players' judgement in hand-made positions: when to tackle, which goal card is worth the
fight at the end of a quarter, when to pass for cards; and the candidate moves they choose from."""

from __future__ import annotations

from typing import Any

import pytest

from engines.goal import State, make_bot, new_game
from engines.goal.strategy import candidates, index_for

DECK = ["7E", "1K", "10N", "6K", "5N", "8N", "9K", "6N"]
SEEDS = range(4)


def choices(d: dict[str, Any], level: str) -> set[str]:
    s = State.from_json(d)
    p = s.current_player
    assert p is not None
    return {str(make_bot(level, seed).choose(s, p)) for seed in SEEDS}


def test_hard_tackles_what_it_cannot_beat_at_the_last_action() -> None:
    # Blue's 10E+XK=10 would win A-PAIR; Red cannot beat it but holds 10E to tackle it with.
    d = {"to_move": 1, "quarter": 1, "action": 8, "hands": [["2N"], ["10E", "3N", "4K"]], "decks": [DECK, DECK],
         "goals": {"A-PAIR": [[0, "10E+XK=10"]], "G-SINGLE": [[1, "XE=3"]], "L-RUN": [[1, "XN=1+2E+3E"]]},
         "goal_deck": ["O-RUN", "G-THREE", "A-THREE"]}
    assert choices(d, "hard") == {"TACKLE:A-PAIR:10E"}


def test_hard_fights_for_the_letter_that_completes_its_set() -> None:
    # Red holds G, O and A: the L-PAIR wins the game on sets; the A-PAIR would lose it on goal cards.
    d = {"to_move": 1, "quarter": 4, "action": 8, "hands": [["2N"], ["9E", "9N", "5K", "4N"]], "decks": [[], DECK],
         "goals": {"A-PAIR": [[0, "3E+3K"]], "L-PAIR": [[0, "4E+4K"]]},
         "prizes": [["G-SINGLE", "O-SINGLE", "G-FLUSH", "O-XKIND"], ["G-THREE", "O-RUN", "A-THREE"]]}
    assert choices(d, "hard") == {"SHOOT:L-PAIR:9E+9N"}
    assert choices(d, "normal") == {"SHOOT:L-PAIR:9E+9N"}


def test_hard_passes_for_eight_cards_when_nothing_is_left_to_win() -> None:
    # Action 8: Red already holds A-PAIR and G-SINGLE and cannot touch Blue's three X's on L-RUN;
    # shooting over its own combinations would change nothing, the PASS draws eight cards.
    d = {"to_move": 1, "quarter": 1, "action": 8, "hands": [["2N"], ["10E", "3N", "4K", "XK", "9E", "9N"]],
         "decks": [DECK, DECK], "goals": {"A-PAIR": [[1, "5E+5K"]], "G-SINGLE": [[1, "XE=3"]],
                                          "L-RUN": [[0, "XN=1+XK=2+XE=3"]]},
         "goal_deck": ["O-RUN", "G-THREE", "A-THREE"]}
    assert choices(d, "hard") == {"PASS"}


def test_easy_takes_a_goal_card_when_it_can() -> None:
    d = {"to_move": 0, "quarter": 1, "action": 1, "hands": [["9E", "9N", "2K"], []], "decks": [DECK, DECK],
         "goals": {"A-PAIR": [], "G-THREE": []}}
    assert choices(d, "easy") == {"SHOOT:A-PAIR:9E+9N"}
    d["hands"] = [["2K", "5E"], []]
    assert choices(d, "easy") == {"PASS"}


def test_candidates_are_legal_and_cover_every_kind_of_move() -> None:
    seen = set()
    for seed in range(20):
        s = new_game(seed)
        while not s.is_terminal:
            options = candidates(s)
            assert str(options[0].action) == "PASS"
            for o in options:
                assert s.is_legal(o.action)
                seen.add(o.action.kind)
            s = s.apply(options[s.ply % len(options)].action)
    assert seen == {"pass", "shoot", "tackle"}


@pytest.mark.parametrize("seed", range(6))
def test_the_combination_index_finds_the_cheapest_and_the_strongest(seed: int) -> None:
    """Against the full list of legal shots: the strongest is the highest, the cheapest the cheapest."""
    from engines.goal.combos import Hand, shots
    from engines.goal.rules import top_of
    from engines.goal.strategy import hand_mask, price

    s = new_game(seed)
    index = index_for("default")
    t = s.table
    while not s.is_terminal:
        me = s.to_move
        hand, mask = Hand(t, s.hands[me]), hand_mask(s, me)
        for gid, stack in s.goals:
            req, top = t.requirement[gid], top_of(stack)
            every = shots(t, hand, req, None if top is None else top.play)
            cheapest, strongest, locked = index.best(req, mask, index.floor(req, top))
            if not every:
                assert strongest is None and cheapest is None and locked is None
                continue
            assert strongest is not None and cheapest is not None
            assert strongest.key == max(k for k, _ in every)
            assert cheapest.cost == pytest.approx(min(sum(price(t, i[0]) for i in p) for _, p in every))
            all_x = [p for _, p in every if len(p) <= 3 and all(t.wild[i[0]] for i in p)]
            assert (locked is None) == (not all_x)
        s = s.apply(s.legal_actions()[(s.ply * 13) % len(s.legal_actions())])
