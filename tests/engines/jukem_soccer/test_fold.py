"""`plays_after_letting_stand`: the plays the answering seat's own turn offers after NO, read from its own view,
are exactly what the engine offers once NO is played (random games, every answer to a PASS or a FLOP)."""

from __future__ import annotations

import random

from engines.jukem_soccer import new_game
from engines.jukem_soccer.notation import PLAY
from engines.jukem_soccer.turns import plays_after_letting_stand


def test_the_plays_offered_with_an_answer_are_the_engines_after_no():
    checked = empty_after_header = 0
    for seed in range(40):
        st, rng = new_game(seed), random.Random(seed)
        while not st.is_terminal:
            seat = st.current_player
            obs = st.observation(seat)
            if obs["phase"] == "answer":
                got = plays_after_letting_stand(st.table, obs)
                after = st.apply(next(a for a in st.legal_actions() if str(a) == "NO"))
                pending = st.table.face[obs["pending"]["card"]]
                if pending == "HEADER":
                    assert got == ()  # its player plays again: nothing of the answering seat's own turn
                    empty_after_header += 1
                elif got:  # a seat that can play starts its turn: those plays, exactly
                    assert after.current_player == seat
                    assert got == tuple(str(a) for a in after.legal_actions() if a.kind == PLAY)
                    checked += 1
                elif after.observation(seat)["half"] == obs["half"]:  # nothing to play, and the deal goes on:
                    # its turn offers no play either (a new deal, a new hand, is no fold's business)
                    assert after.current_player != seat or not any(a.kind == PLAY for a in after.legal_actions())
            else:
                assert plays_after_letting_stand(st.table, obs) == ()
            st = st.apply(rng.choice(list(st.legal_actions())))
    assert checked > 500 and empty_after_header > 20
