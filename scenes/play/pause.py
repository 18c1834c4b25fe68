"""A game's pause menu: rules, the lesson, undo, a draw offer, resign, leave or quit; what the Match allows.

Undo is the Match's (casual games against the computer: one person, no clock, never past information
that was hidden when the move was made); a game where it is refused only because of what was shown
since shows Undo greyed, with why, since a player who sees Undo in one game expects it in another.
The match code is shown during play only for games that hide nothing (the code deals the same cards).
A draw is offered as in chess (the Match's `offer_draw`): only in games whose rules let a game end drawn
(elsewhere the row is not there); greyed, with why, while an offer waits or soon after one was turned
down. A computer answers at once; a person at this screen is asked on the spot, Accept or Play on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from match.match import UNDO_HIDDEN

if TYPE_CHECKING:
    from scenes.play.base import GameScene


def pause_options(game: GameScene) -> list[tuple[Any, ...]]:
    """The pause menu's rows for `game`: (label, action) or (label, None, why it is greyed)."""
    options: list[tuple[Any, ...]] = [("Rules", lambda: open_rules(game))]
    from scenes.play.learn import has_lesson

    if has_lesson(game.setup.game_id) and game.coach is None and not game.in_tournament:
        options.append(("How to play", lambda: open_lesson(game)))
    match = game.match
    person = game.humans[0] if len(game.humans) == 1 else None
    if match is not None and person is not None and match.undo_target(person) is not None:
        options.append(("Undo move", lambda: undo(game, person)))
    elif match is not None and person is not None and match.undo_kept_from(person):
        options.append(("Undo move", None, UNDO_HIDDEN, "Cards shown since"))
    if not game.finished and game.humans and match is not None and match.draws_allowed and game.coach is None:
        seat = acting_seat(game)
        why = match.draw_refusal(seat)
        options.append(("Offer a draw", lambda: ask_draw(game, seat)) if why is None else ("Offer a draw", None, why))
    if not game.finished and game.humans:  # watching two computers: nobody here may resign
        options.append(("Resign", lambda: ask_resign(game)))
    if match is not None and not game.finished and not game.humans and game.coach is None:
        options.append(("Finish now", lambda: finish_now(game)))
    if game.in_tournament:
        options.append(("Leave for now", lambda: ask_leave(game)))
    else:
        options.append(("Quit to menu", game.quit_to_menu))
    return options


def open_pause(game: GameScene) -> None:
    if game.app is None:
        return
    from scenes.ui.overlays import PauseScene

    hides = match_hides_cards(game)
    game.app.sound("back")
    game.app.stack.push(PauseScene(pause_options(game), code="" if hides else game.match_code))


def match_hides_cards(game: GameScene) -> bool:
    """Whether the game hides information from a seat (its engine's declaration) and is still going."""
    match = game.match
    return match is None or (match.info.hidden_information and not match.finished)


def open_lesson(game: GameScene) -> None:
    """The game's lesson on a table of its own; this game waits, paused, until it is left."""
    if game.app is None:
        return
    from scenes.play.learn import LearnScene

    game.app.stack.push(LearnScene(game.setup.game_id))


def open_rules(game: GameScene) -> None:
    if game.app is None:
        return
    from core.rulebook import has_rules

    if has_rules(game.setup.game_id):  # the reader opens the game's guide when it has one, else its rules
        game.app.stack.push(game.app.scene("rules_reader", game.setup.game_id))


def undo(game: GameScene, seat: int) -> None:
    """Take back moves until the person is to move before their last move."""
    if game.match is None or game.app is None:
        return
    why = game.match.undo(seat)
    if why is not None:
        game.say(why)
        return
    game.tweens.complete_all()
    game.tick_match()  # the table snaps to the position gone back to
    game.app.stack.pop()  # the pause menu


def acting_seat(game: GameScene) -> int:
    """The person who acts from the pause menu (resigns, offers a draw): the one to move, else the one here."""
    seat = game.seat_view.to_move if game.seat_view.to_move is not None else 0
    if not game.is_human(seat) and game.humans:
        seat = game.humans[0]
    return seat


def ask_draw(game: GameScene, seat: int) -> None:
    """`seat` offers a draw, after a confirmation; a person at this screen answers on the spot."""
    if game.app is None:
        return
    from scenes.ui.overlays import ConfirmScene

    game.app.stack.pop()  # the pause menu
    other = game.seat_name(1 - seat)
    game.app.stack.push(ConfirmScene(f"Offer {other} a draw? The game ends drawn if {other} accepts.",
                                     lambda: offer_draw(game, seat), yes="Offer a draw", no="Play on"))


def offer_draw(game: GameScene, seat: int) -> None:
    match = game.match
    if match is None or game.app is None:
        return
    why = match.offer_draw(seat)
    if why is not None:
        game.say(why)
        return
    other = 1 - seat
    if match.draw_offer == seat and game.is_human(other):  # the other player is here: asked now
        from scenes.ui.overlays import ConfirmScene

        game.app.stack.push(ConfirmScene(
            f"{game.seat_name(seat)} offers a draw. {game.seat_name(other)}, do you accept?",
            lambda: answer_draw(game, other, True), yes="Accept the draw", no="Play on",
            on_no=lambda: answer_draw(game, other, False)))
    game.tick_match()


def answer_draw(game: GameScene, seat: int, accept: bool) -> None:
    if game.match is None:
        return
    game.match.answer_draw(seat, accept)
    if not accept:
        game.say(f"{game.seat_name(seat)} plays on: the draw is turned down.")
def finish_now(game: GameScene) -> None:
    """Two computers' game played out at once (Match.finish_now: the moves and the result those of watching
    it to the end); the table snaps to the end and the result follows, as after the last move watched."""
    if game.match is None or game.app is None:
        return
    why = game.match.finish_now()
    if why is not None:
        game.say(why)
        return
    game.skip()
    game.app.stack.pop()  # the pause menu: the game goes on to its end at once
    game.tick_match()


def ask_resign(game: GameScene) -> None:
    if game.app is None:
        return
    from scenes.ui.overlays import ConfirmScene

    seat = acting_seat(game)
    game.app.stack.pop()
    game.app.stack.push(ConfirmScene(f"Resign the game as {game.seat_name(seat)}?",
                                     lambda: resign(game, seat), yes="Resign", no="Play on"))


def resign(game: GameScene, seat: int) -> None:
    if game.match is not None:
        game.match.resign(seat)
        game.tick_match()


def ask_leave(game: GameScene) -> None:
    """Tournament games: leave the game as it stands, after a confirmation (it is kept in the tournament,
    which offers to resume it; it is never dealt again, so nobody can start over a game gone badly)."""
    if game.app is None:
        return
    from scenes.ui.overlays import ConfirmScene

    game.app.stack.pop()  # the pause menu
    game.app.stack.push(ConfirmScene("Leave this game for now? It is kept as it stands, clocks and all: the "
                                     "tournament screen offers to resume it.", lambda: leave_for_now(game),
                                     yes="Leave", no="Play on"))


def leave_for_now(game: GameScene) -> None:
    """Leave a tournament game as it stands (paused, its record kept): this scene and everything above it
    go, back to the tournament."""
    game.leave()
