"""Static proof that every engine matches the contract's protocols (engines.common.protocol).

Nothing imports this module at run time; mypy --strict checks it, so an engine whose
State, new_game, sample_state or make_bot drifts from the contract fails type checking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import engines.goal as _goal
    import engines.jukem_football as _jukem_football
    import engines.jukem_soccer as _jukem_soccer
    import engines.kortfotboll as _kortfotboll
    import engines.penguin_soccer as _penguin_soccer
    from engines.common.protocol import GameModule, GameState

    _games: tuple[GameModule, ...] = (_jukem_soccer, _penguin_soccer, _jukem_football, _goal, _kortfotboll)
    _states: tuple[GameState, ...] = (_jukem_soccer.new_game(0), _penguin_soccer.new_game(0),
                                     _jukem_football.new_game(0), _goal.new_game(0), _kortfotboll.new_game(0))
