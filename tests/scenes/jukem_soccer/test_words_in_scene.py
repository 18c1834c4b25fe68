"""The Jukem Soccer scene's log and result are the engine's words (engines.jukem_soccer.words), told
from the view the table shows: the human's own against the computer, else what both seats see. The
Match makes them (INFO.words); the scene only draws its SeatView's `moves` and `result`."""

from __future__ import annotations

import pytest

from engines.common.views import common_view
from engines.jukem_soccer import make_bot, new_game, words
from match.record import GameLog
from match.setup import GameSetup, SeatSpec
from scenes.jukem_soccer.scene import JukemSoccerScene

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")


def moves(seed: int) -> list[str]:
    s, bots, out = new_game(seed), (make_bot("random", seed), make_bot("random", seed + 1)), []
    while not s.is_terminal:
        seat = s.current_player
        a = str(bots[seat].choose(s, seat))
        out.append(a)
        s = s.apply(a)
    return out


def play_through(scene: JukemSoccerScene, actions: list[str]) -> None:
    """The game carried on from a record of all its moves but the last, then the last one played (a
    finished game cannot be resumed), the table following the Match."""
    seats = tuple({"kind": s.kind, "level": s.level, "name": s.name} for s in scene.setup.seats)
    log = GameLog("jukem_soccer", dict(scene.setup.options), scene.setup.seed, (seats[0], seats[1]),
                  tuple(actions[:-1]))
    scene.resume_from(log)
    match = scene.match
    assert match is not None and match.to_move is not None
    assert match.submit(match.to_move, actions[-1]) is None
    scene.tick_match()


@pytest.mark.parametrize("seats, viewer", [((HUMAN, CPU), 0), ((CPU, HUMAN), 1), ((CPU, CPU), None),
                                           ((HUMAN, HUMAN), None)])
def test_the_log_is_the_engines_words_for_the_tables_viewer(seats, viewer) -> None:
    seed = 5
    scene = JukemSoccerScene(GameSetup("jukem_soccer", seed, seats, None, {}), sync_bots=True)
    actions = moves(seed)
    play_through(scene, actions)
    assert scene.match.full_state().is_terminal and scene.seat_view.ply == len(actions)
    assert scene.seat_view.viewer == viewer and len(scene.log) == len(actions)

    def seen(st):
        return st.observation(viewer) if viewer is not None else common_view(st.observation(0), st.observation(1))

    s, expected = new_game(seed), []
    for a in actions:
        new = s.apply(a)
        expected.append(words.describe(seen(s), seen(new)["events"], s.current_player, scene.names))
        s = new
    assert list(scene.log) == expected
    assert all(line and "@" not in line for line in scene.log)
    assert scene.result_text == words.result(seen(s), ("Blue", "Red"))
    assert scene.status_lines(None, scene.palette)[0][0] == scene.result_text
    scene.worker.close()


def test_the_result_names_the_players_once() -> None:
    """The result is in the players' names, put in once: with the players called by each other's
    colours, a second substitution would swap them back."""
    seats = (SeatSpec("human", name="Red"), SeatSpec("cpu", "easy", name="Blue"))
    scene = JukemSoccerScene(GameSetup("jukem_soccer", 5, seats, None, {}), sync_bots=True)
    play_through(scene, moves(5))
    st = scene.match.full_state()
    assert st.winner is not None
    text = scene.result_text
    assert text == words.result(st.observation(0), ("Red", "Blue"))
    assert text.startswith(("Red", "Blue")[st.winner]) or text.endswith(("Red", "Blue")[st.winner])
    assert scene.status_lines(0, scene.palette)[0][0] == text
    scene.worker.close()
