"""Seeded playouts: 2,000 random games keeping both decks whole and every card with its owner, rows opened
front to back, every game ending; JSON round trips and replays; observation privacy; sample_state; the
bots' determinism and that they cannot peek."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.common import rng as prng
from engines.common.zones import check
from engines.kortfotboll import (
    FUZZ_OPTIONS, State, card_count, hidden_cards, make_bot, new_game, sample_state, shown_cards,
)
from engines.kortfotboll.rules import P_TARGET
from engines.kortfotboll.table import DEF, FWD, GK, MID
from engines.kortfotboll.zones import zones

GAMES = 2000
MAX_PLIES = 1000
"""No game comes near this: every action but a target uses a library card, and libraries only shrink."""


def check_cards(s: State) -> None:
    """Every card in exactly one zone, each in its owner's."""
    t = s.table
    check(t.n, zones(s))
    for seat in (0, 1):
        for pile in (s.hands[seat], s.libraries[seat], s.discards[seat]):
            assert all(t.owner[c] == seat for c in pile)
        assert all(t.owner[c] == seat for c in s.fields[seat] if c is not None)
        assert all(s.fields[seat][p] is None for p in s.sent_off[seat])
    if s.turned is not None:
        assert t.owner[s.turned] == s.to_move


def check_targets(s: State) -> None:
    """The targets offered are the cards (and an open goal) of exactly the rows open by the rulebook."""
    d = 1 - s.to_move
    form = s.forms[d]

    def gap(row: int) -> bool:
        return any(s.fields[d][p] is None for p in form.in_row(row))

    open_rows = {FWD} | ({MID} if gap(FWD) else set()) | ({DEF} if gap(FWD) and gap(MID) else set()) | (
        {GK} if gap(FWD) and gap(MID) and gap(DEF) else set())
    want = sorted(form.positions[p] for p in range(len(form.positions))
                  if form.rows[p] in open_rows and (s.fields[d][p] is not None or form.rows[p] == GK))
    assert sorted(a.position for a in s.legal_actions()) == want


def test_two_thousand_seeded_playouts_keep_every_rule() -> None:
    reasons: dict[str, int] = {}
    longest = 0
    for seed in range(GAMES):
        options = dict(FUZZ_OPTIONS[seed % len(FUZZ_OPTIONS)])
        s = new_game(seed, **options)
        start = s
        r = prng.seed_state(seed)
        actions: list[str] = []
        total = card_count(s)
        full = seed % 50 == 0
        while not s.is_terminal:
            acts = s.legal_actions()
            assert acts and s.current_player == s.to_move
            if full or s.ply % 17 == 0:
                check_cards(s)
                if s.phase == P_TARGET:
                    check_targets(s)
            i, r = prng.randbelow(r, len(acts))
            s = s.apply(acts[i])
            actions.append(str(acts[i]))
            assert s.ply < MAX_PLIES
            if full and s.ply % 9 == 0:
                assert State.from_json(s.to_json()) == s
        check_cards(s)
        assert card_count(s) == total and s.current_player is None and s.half == 2
        assert s.libraries == ((), ()) or s.shootout is not None
        a, b = s.scores
        if s.reason == "goals":
            assert s.winner == (0 if a > b else 1) and a != b
        else:
            assert a == b and (s.winner is None) == (s.reason == "draw") and (s.reason == "draw") != s.knockout
        reasons[s.reason or ""] = reasons.get(s.reason or "", 0) + 1
        longest = max(longest, s.ply)
        if full:
            again = start
            for text in actions:
                again = again.apply(text)
            assert again == s and again.to_json() == s.to_json()
            assert json.loads(json.dumps(s.to_json())) == s.to_json()
    assert reasons.get("goals", 0) > GAMES // 2 and reasons.get("draw", 0) > 0 and reasons.get("shootout", 0) > 0
    assert longest < 500


def random_states(n: int) -> list[State]:
    out = []
    for seed in range(n):
        s = new_game(seed, **FUZZ_OPTIONS[seed % len(FUZZ_OPTIONS)])
        r = prng.seed_state(seed + 100)
        stop = 3 + (seed * 37) % 200
        while not s.is_terminal and s.ply < stop:
            acts = s.legal_actions()
            i, r = prng.randbelow(r, len(acts))
            s = s.apply(acts[i])
        out.append(s)
    return out


STATES = random_states(40)


def test_observations_show_each_card_once_or_hide_it_and_sampling_keeps_them() -> None:
    for s in STATES:
        for p in (0, 1):
            obs = s.observation(p)
            hidden = set(hidden_cards(s, p))
            shown = list(shown_cards(obs))
            assert not hidden & set(shown) and len(set(shown)) == len(shown)
            assert len(hidden) + len(shown) == card_count(s)
            # no face of a card hidden from p appears in what p sees of the opponent's field or hand
            other = 1 - p
            assert set(json.dumps(obs["fields"][other]).replace('"?"', "").replace("null", "")) <= set(
                '{}[], :"GKDEFMIDFWD')
            for seed in (1, 2):
                d = sample_state(obs, p, seed)
                assert d.observation(p) == obs
                assert sorted(hidden_cards(d, p)) == sorted(hidden)
                if s.current_player == p:
                    assert [str(a) for a in d.legal_actions()] == [str(a) for a in s.legal_actions()]
                for q, (lo, hi) in enumerate(d.notes[p]):
                    card = d.fields[other][q]
                    assert card is None or lo <= d.table.rank[card] <= hi


@settings(max_examples=40, deadline=None, derandomize=True)
@given(index=st.integers(0, len(STATES) - 1), seed=st.integers(0, 2 ** 32))
def test_sample_state_is_consistent_for_any_seed(index: int, seed: int) -> None:
    s = STATES[index]
    p = s.current_player if s.current_player is not None else 0
    obs = s.observation(p)
    d = sample_state(obs, p, seed)
    assert d.observation(p) == obs and d.scores == s.scores and d.discards == s.discards
    assert d.fields[p] == s.fields[p] and d.hands[p] == s.hands[p]
    assert sorted(d.libraries[p]) == sorted(s.libraries[p])


def test_bots_are_deterministic_and_cannot_peek() -> None:
    live = [s for s in STATES if not s.is_terminal][:12]
    for level in ("random", "easy", "normal", "hard"):
        for i, s in enumerate(live):
            p = s.current_player
            assert p is not None
            bot = make_bot(level, 7)
            a = bot.choose(s, p)
            assert a in s.legal_actions()
            assert bot.choose(s, p) == a
            # a state with the same observation but other hidden cards gives the same choice
            other = sample_state(s.observation(p), p, 1000 + i)
            assert other.observation(p) == s.observation(p)
            assert bot.choose(other, p) == a, (level, str(s))


def test_a_bot_plays_a_whole_game_from_each_level() -> None:
    for level in ("easy", "normal"):
        s = new_game(11)
        bots = [make_bot(level, 1), make_bot("random", 2)]
        while not s.is_terminal:
            p = s.current_player
            assert p is not None
            s = s.apply(bots[p].choose(s, p))
        assert s.is_terminal
