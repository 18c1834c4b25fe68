"""Jukem Football: the gridiron card table, dealt, drawn from, driven down the field and defended.

Only what is Jukem Football's own lives here; the table, snap, flights, the
dispatcher, the picker, focus and input, privacy, peek, the hand-off
curtain, the coin toss and the half-time panel are the card-table kit's
(scenes.cards). The scene is a chain of layers: the zones, the view's facts
and the shown numbers (scenes.jukem_football.table: the Tiled layout
levels/jukem_football_table.tmx with the draw pile, the discard pile, the
centre spot where a defensive card slams down, the pile of cards set aside
for the half, and per seat a hand, a drive, a pile of scored drives and a
lane on the field where the drive's marker stands), the events as tweens
(scenes.jukem_football.events), then here the person's choices, the status
words and the drawing. The moves become picker steps and the words for each
choice in `scenes.jukem_football.steps`.

The scene draws the screen's SeatView only (its observation, legal moves,
whose decision it is, the moves in words, the result) and plays a move by
submitting its notation to the Match: it never holds a full position.

One choice is this game's own: "Fill hand" draws from the draw pile until
the hand holds five, one DRAW after another, because the player asked for
all of them (it stops at once if anything else needs deciding).
"""

from __future__ import annotations

from typing import Any

import pygame

from core import theme
from core.input import Action as Input
from core.input import InputEvent
from engines.jukem_football.notation import DISCARD, DRAW
from engines.jukem_football.notation import Action as Move
from engines.jukem_football.rules import HAND_SIZE
from match.setup import GameSetup
from scenes.cards.picker import Step
from scenes.cards.prompt import Choice
from scenes.cards.table import Line
from scenes.jukem_football.events import FootballEvents
from scenes.jukem_football.steps import (
    DRAW_STEP, FILL_STEP, TAKE_STEP, Situation, action_steps, explain, kind_of,
)
from sprites.cards import hud
from sprites.cards.table import PanelCache
from sprites.jukem_football.table import build_background, draw_flying_ball, draw_marker, marker_words, yard_x


class JukemFootballScene(FootballEvents):
    """A game of Jukem Football on one screen."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, sync_bots=sync_bots)
        #: "Fill hand": the seat drawing until its hand is full (None: nobody).
        self.filling: int | None = None
        #: The source (Draw, Take) of the card being drawn now, and a confirm pressed while it flies: kept
        #: (one press) and used on that same source once the table takes input again, if it may still be.
        self._drawing: Step | None = None
        self.buffered: Step | None = None
        self._score_panel = PanelCache()
        self._warm_faces = [self.face_of(c) for c in range(self.deck.n)]
        self.run(self.events_to_tweens(self.view_events()))  # the coin toss and the first deal

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        return build_background(self.layout, pal, self.names, self.bottom_seat)

    def reset_view(self) -> None:
        self.filling = None
        self._drawing = self.buffered = None
        super().reset_view()

    # ------------------------------------------------------------------ choosing a move
    def action_steps(self, action: Any) -> tuple[Step, ...]:
        return action_steps(action)

    def card_key(self, sprite: Any) -> str:
        return self.deck.face[sprite.data] if sprite.data is not None else ""

    def chosen_tag(self, step: Step) -> str:
        return "Chosen"

    def card_title(self, key: Any) -> str:
        return self.card_words(str(key))

    def button_label(self, step: Step) -> str:
        if step == TAKE_STEP:
            top = self.top_face()
            return f"Take {self.card_words(top).split(' (')[0]}" if top else "Take"  # "(red)": the card says it
        if step.kind == "finish":
            return "Play"
        return step.label or str(step.key)

    def confirm_verb(self, seat: int) -> str:
        """The kit's, but a card that would be discarded says "Discard", not "Play"."""
        verb = super().confirm_verb(seat)
        focused = self.focused_choice
        if verb == "Play" and focused is not None and isinstance(focused.action, Move) \
                and focused.action.kind == DISCARD and self.hand_face_up(seat):
            return "Discard"
        return verb

    def step_rects(self) -> dict[Any, pygame.Rect]:
        """A click on the draw pile draws, on the discard pile takes its top card."""
        return {DRAW_STEP: self.layout.rect("draw_pile"), TAKE_STEP: self.layout.rect("discard")}

    def must_discard(self) -> bool:
        """The seat deciding on this screen can play nothing and must discard (read from its own legal
        moves: nobody else knows it before the card is down)."""
        return self.phase == "play" and any(self.parse_action(n).kind == DISCARD for n in self.seat_view.legal)

    def situation(self, seat: int) -> Situation:
        """What the words for `seat`'s choices depend on: public facts and its own cards, from the view."""
        hand = self.hand_faces(seat)  # the seat's own cards: shown only while it may see them
        if self.phase == "defence":
            attacker = int(self.seen()["to_move"])
            plays = self.seen()["drives"][attacker]
            last = tuple(str(f) for f in plays[-1]) if plays else ()
            return Situation(self.deck, "defence", self.drive_yards(attacker), False, hand, False,
                             self.names[attacker], last, self.last_play_yards(attacker), self.top_face())
        return Situation(self.deck, self.phase, self.drive_yards(seat), not self.drive_plays(seat), hand,
                         self.must_discard(), self.names[1 - seat], top=self.top_face())

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        return explain(step, path, enabled, self.situation(seat))

    def _build_choices(self, seat: int, showing: bool) -> list[Choice]:
        """The kit's choices; while filling the hand only the sources (the cards are not a choice yet, so
        they are neither greyed out nor walked through), plus "Fill hand" while two or more cards can still
        come from the draw pile."""
        out = super()._build_choices(seat, showing)
        drawing = self.phase == "draw"
        if drawing:
            for c in out:
                if c.sprite is not None:
                    c.sprite.dim = False
            out = [c for c in out if c.sprite is None]
        need = HAND_SIZE - self.hand_size(seat)
        if drawing and need >= 2 and self.draw_left() >= 2 and not self.path:
            ch = Choice("fill", f"Fill hand ({need})", FILL_STEP, None, None, True,
                        explain(FILL_STEP, (), True, self.situation(seat)))
            out.append(ch)  # after Draw and Take (no Cancel while filling: nothing is half chosen)
            for c, r in zip([c for c in out if c.sprite is None], self._button_rects(seat)):
                c.rect = r
        return out

    def _activate(self, ch: Choice | None, seat: int) -> None:
        self._drawing = ch.step if ch is not None and ch.step in (DRAW_STEP, TAKE_STEP) else None
        if ch is not None and ch.step == FILL_STEP:
            self.filling = seat
            self._sound("confirm")
            self.submit(str(Move(DRAW)))
            return
        super()._activate(ch, seat)

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        """The kit's; a confirm while the card just drawn flies is kept for the next draw (not taken for
        skipping it: the player wants another card)."""
        if (event.pressed and event.action == Input.CONFIRM and seat is not None and self.animating
                and self._drawing is not None and self.summary is None):
            self.buffered = self._drawing
            return
        super().handle_input(event, seat)

    def on_update(self, dt: float) -> None:
        super().on_update(dt)
        self._keep_filling()
        self._use_buffered()

    def _use_buffered(self) -> None:
        """A confirm kept during the draw: once the table takes input, the same source again if it is still
        a choice (a full hand, a discard pile already used this turn: the press is dropped)."""
        step = self.buffered
        if step is None or self.animating:
            return
        if self.match is not None and self.match.showing:
            return  # the Match hears this frame that the draw has been shown: the decision opens next frame
        seat = self.deciding()
        self.buffered = None
        if seat is None:
            return
        self._sync_ui()
        n = next((k for k, c in enumerate(self.choices) if c.step == step and c.enabled), None)
        if n is not None:
            self.focus = n
            self._activate(self.choices[n], seat)

    def _keep_filling(self) -> None:
        """"Fill hand": the next DRAW, once the last one has been shown, while the same seat still draws."""
        seat = self.filling
        if seat is None or self.animating:
            return
        view = self.seat_view
        if self.finished or view.to_move != seat or self.phase != "draw" or str(Move(DRAW)) not in view.legal:
            self.filling = None
            return
        if self.match is not None and self.match.idle:  # the last draw shown, and no menu over the table
            self.submit(str(Move(DRAW)))

    # ------------------------------------------------------------------ words
    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        cur = self.seat_view.to_move
        if self.finished or cur is None:
            words = self.result_text or self.info.words.result(self.seen(), self.names)
            return [(words, 44, theme.GOLD, True)]
        if self.animating:
            return [(self.caption or f"{self.names[cur]}'s turn", 40, theme.INK, True)]
        phase = self.phase
        discarding = seat == cur and self.must_discard()
        verb = "must discard" if discarding else {"draw": "to draw", "play": "to play"}.get(phase, "to answer")
        lines: list[Line] = [(f"{self.names[cur]} {verb}", 48, pal.seat_light[cur], True)]
        if seat is None:
            thinking = self.thinking_line(cur)
            if thinking is not None:
                lines.append(thinking)
            elif self.filling is not None:
                lines.append(("Filling the hand from the draw pile", 32, theme.INK_DIM, False))
            return lines
        other = self.names[1 - seat]
        chosen = [str(s.key) for s in self.path if s.kind == "card"]
        if phase == "defence":
            sit = self.situation(seat)
            what = " + ".join(self.card_words(f) for f in sit.target) or "a play"
            lines.append((f"{other} played {what}. Answer?", 36, theme.INK, True))
            lines.append(("A yellow or red card, or No answer", 30, theme.INK_DIM, False))
        elif phase == "draw":
            need = HAND_SIZE - self.hand_size(seat)
            took = " (the discard pile is used for this turn)" if self.seen()["took"] else ""
            lines.append((f"Fill your hand: {need} card{'s' if need != 1 else ''} to draw{took}", 32, theme.INK,
                          True))
        elif chosen:
            names = " + ".join(self.card_words(f) for f in chosen)
            kind = kind_of(self.deck, chosen[0])
            nxt = "now choose its CATCH" if kind == "PASS" and len(chosen) == 1 else "add more, or Play"
            lines.append((f"{names}: {nxt}", 32, theme.GOLD, True))
        elif discarding:
            lines.append(("No card can be played: discard one, face up", 32, theme.INK, True))
        else:
            yards = self.drive_yards(seat)
            where = f"your drive is {marker_words(yards)}" if yards else "you start a new drive, 100 yards to go"
            last = " Last turn: play on, or end the half." if self.last_turn else ""
            lines.append((f"{where[0].upper()}{where[1:]}.{last}", 30, theme.INK_DIM, False))
        return lines + self.focus_lines(seat)

    # ------------------------------------------------------------------ drawing
    def draw_panels(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        area = self.layout.rect("scoreboard")
        pile_n, half, score = len(self.pile.cards), self.shown_half, self.shown_score
        period = ("First half" if half == 1 else "Second half") if half <= 2 else f"Overtime, deal {half - 2}"
        self.panel(self._score_panel, (score, period, pile_n, pal.name), area,
                   lambda: hud.render_scoreboard(area.size, self.names, score, period, pile_n, pal))

    def draw_under_cards(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        for s in (0, 1):
            m = self.markers[s]
            yards = int(round(m.yards))
            draw_marker(surface, self.layout, self.side(s), m.yards, pal.seat[s], pal.seat_light[s],
                        marker_words(yards), m.hop)
            if self.shown_dealer == s:
                self.draw_dealer(surface, s, pal)

    def draw_over_table(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        if self.kick.visible:
            lane = self.layout.rect(f"lane_{self.side(self.kick_seat)}")
            x0 = yard_x(self.layout, self.markers[self.kick_seat].yards)
            x1 = self.layout.rect("field").right + 36
            t = self.kick.t
            y = lane.centery - 150 * 4 * t * (1 - t) - 20 * t
            draw_flying_ball(surface, (x0 + (x1 - x0) * t, y), round(40 - 14 * t))


__all__ = ["JukemFootballScene"]
