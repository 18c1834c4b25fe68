"""Jukem Football: the gridiron card table, dealt, drawn from, driven down the field and defended.

Only what is Jukem Football's own lives here; the table, snap, flights, the
dispatcher, the picker, focus and input, privacy, peek, the hand-off
curtain, the coin toss and the half-time panel are the card-table kit's
(scenes.cards). The zones come from the Tiled layout
levels/jukem_football_table.tmx: the draw pile, the discard pile, the centre
spot where a defensive card slams down, the pile of cards set aside for the
half, and per seat a hand, a drive, a pile of scored drives and a lane on
the field where the drive's marker stands. The events become tweens in
`scenes.jukem_football.events`; the moves become picker steps and the words
for each choice in `scenes.jukem_football.steps`.

One choice is this game's own: "Fill hand" draws from the draw pile until
the hand holds five, one DRAW after another, because the player asked for
all of them (it stops at once if anything else needs deciding).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from core import theme
from core.match import GameSetup
from engines.common.views import common_view
from engines.jukem_football import turns, words
from engines.jukem_football.notation import DISCARD, DRAW
from engines.jukem_football.notation import Action as Move
from engines.jukem_football.rules import HAND_SIZE, drive_yards
from engines.jukem_football.table import TYPE_NAMES
from scenes.cards.tabletop import Overlay
from scenes.cards.picker import Step
from scenes.cards.prompt import Choice
from scenes.cards.table import CardTableScene, Line, Plan
from scenes.jukem_football.events import FootballEvents
from scenes.jukem_football.steps import (
    DRAW_STEP, FILL_STEP, TAKE_STEP, Situation, action_steps, explain, kind_of, name_of,
)
from sprites.cards import hud
from sprites.cards.faces import CardFace
from sprites.cards.table import PanelCache
from sprites.cards.zones import Pile, Row, Zone
from sprites.jukem_football.faces import GridironBack, face_for
from sprites.jukem_football.table import (
    build_background, draw_flying_ball, draw_marker, load_layout, marker_words, yard_x,
)

SEAT_KEYS = ("blue", "red")


@dataclass
class Marker:
    """A drive's marker as shown (it follows the animation, not the engine): yards and a hop."""

    yards: float = 0.0
    hop: float = 0.0


class JukemFootballScene(FootballEvents, CardTableScene):
    """A game of Jukem Football on one screen."""

    CENTER_ZONE = "field_spot"  # banners, the coin toss and the half-time panel stand over the middle
    CARD_BACK = GridironBack()
    GROUPED = ("dealt", "draw")
    PRIVATE_KEYS = ("hands", "hand_ids")

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, load_layout(), sync_bots=sync_bots)
        self.markers = [Marker(), Marker()]
        #: The field goal's kick in flight (t 0..1 along its arc) and whose.
        self.kick = Overlay()
        self.kick_seat = 0
        self.shown_score = (0, 0)
        self.shown_half = self.state.half
        self.shown_dealer = self.state.dealer
        #: "Fill hand": the seat drawing until its hand is full (None: nobody).
        self.filling: int | None = None
        self._score_panel = PanelCache()
        self._warm_faces = [self.face_of(c) for c in range(self.deck.n)]
        self.run(self.events_to_tweens(self.view_events()))

    # ------------------------------------------------------------------ the table
    def make_zones(self) -> dict[str, Zone]:
        lay, tw, art = self.layout, self.tweens, self.art
        self.pile = Pile(tw, lay.center("draw_pile"), face_up=False, label="Draw", scale=lay.scale("draw_pile"),
                         z_base=0, art=art)
        self.discard = Pile(tw, lay.center("discard"), face_up=True, label="Discard", messy=True,
                            scale=lay.scale("discard"), z_base=100, art=art)
        self.spot = Pile(tw, lay.center("field_spot"), face_up=True, show_count=False,
                         scale=lay.scale("field_spot"), z_base=950, art=art)
        self.aside = Pile(tw, lay.center("aside"), face_up=True, messy=True, label="Out this half",
                          scale=lay.scale("aside"), z_base=200, art=art)
        self.drives = [Row(tw, lay.center(f"drive_{self.side(s)}"), max_width=lay.rect(f"drive_{self.side(s)}").w,
                           gap=10, scale=lay.scale(f"drive_{self.side(s)}"), z_base=300 + 100 * s, art=art)
                       for s in (0, 1)]
        self.scored = [Pile(tw, lay.center(f"scored_{self.side(s)}"), face_up=True, show_count=False,
                            scale=lay.scale(f"scored_{self.side(s)}"), z_base=500 + 100 * s, art=art)
                       for s in (0, 1)]
        zones: dict[str, Zone] = {"draw_pile": self.pile, "discard": self.discard, "field_spot": self.spot,
                                  "aside": self.aside}
        for s in (0, 1):
            key = SEAT_KEYS[s]
            zones[f"drive_{key}"] = self.drives[s]
            zones[f"scored_{key}"] = self.scored[s]
            zones[f"hand_{key}"] = self.make_hand(s)
        return zones

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        return build_background(self.layout, pal, self.names, self.bottom_seat)

    def face_of(self, card: int) -> CardFace:
        t = self.deck
        return face_for(t.face[card], TYPE_NAMES[t.kind[card]], t.yards[card])

    def card_words(self, face: str) -> str:
        """A card's name in words ("RUN 15", "PICKED OFF! (red)")."""
        return name_of(self.deck, face)

    # ------------------------------------------------------------------ what the screen may show
    def table_view(self) -> dict[str, Any]:
        """Every zone as card ids (None = a card the screen may not identify), from `view()`."""
        src = self.table_source()
        hands = [self.ids(h) for h in src["hand_ids"]]
        draw = src["draw_ids"]
        pile = len(draw) if isinstance(draw, list) else int(draw["count"])
        return {"hands": hands, "pile": pile, "discard": list(reversed(src["discard_ids"])),
                "drives": [list(d) for d in src["drive_ids"]], "scored": [list(x) for x in src["scored_ids"]],
                "aside": list(src["aside_ids"])}

    def plan(self) -> Plan:
        tv = self.table_view()
        known = lambda c: c is not None  # noqa: E731
        out: Plan = [("draw_pile", [None] * tv["pile"], lambda c: False), ("discard", tv["discard"], known),
                     ("field_spot", [], known), ("aside", tv["aside"], known)]
        for s, key in enumerate(SEAT_KEYS):
            showing = self.hand_face_up(s)
            out += [(f"drive_{key}", tv["drives"][s], known), (f"scored_{key}", tv["scored"][s], known),
                    (f"hand_{key}", tv["hands"][s], lambda c, up=showing: c is not None and up)]
        return out

    def snapped(self) -> None:
        st = self.state
        self.shown_score, self.shown_half, self.shown_dealer = (int(st.scores[0]), int(st.scores[1])), st.half, \
            st.dealer
        for s in (0, 1):
            self.markers[s].yards, self.markers[s].hop = float(st.drive_yards(s)), 0.0

    def reset_view(self) -> None:
        self.kick.visible = False
        self.filling = None
        super().reset_view()

    # ------------------------------------------------------------------ choosing a move
    def turn_seat(self) -> int | None:
        """While the defence answers, the attacker's (whose play it is); else the mover's (the engine's rule)."""
        return turns.turn_of(self.state)

    def never_autoplay(self, action: Any) -> bool:
        """An answer is always the defender's own (the engine's rule), besides the base's decisions out of turn."""
        return turns.never_autoplay(self.state, str(action)) or super().never_autoplay(action)

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
            top = self._top_face()
            return f"Take {self.card_words(top).split(' (')[0]}" if top else "Take"  # "(red)": the card says it
        if step.kind == "finish":
            return "Play"
        return step.label or str(step.key)

    def _top_face(self) -> str:
        top = self.state.discard
        return str(self.deck.face[top[0]]) if top else ""

    def step_rects(self) -> dict[Any, pygame.Rect]:
        """A click on the draw pile draws, on the discard pile takes its top card."""
        return {DRAW_STEP: self.layout.rect("draw_pile"), TAKE_STEP: self.layout.rect("discard")}

    def situation(self, seat: int) -> Situation:
        st = self.state
        face = self.deck.face
        hand = tuple(face[c] for c in st.hands[seat])  # the seat's own cards: shown only while it may see them
        legal = st.legal_actions()
        if st.phase == "defence":
            attacker = st.to_move
            drive = st.drives[attacker]
            last = drive[-1] if drive else ()
            return Situation(self.deck, "defence", st.drive_yards(attacker), False, hand, False,
                             self.names[attacker], tuple(face[c] for c in last),
                             self._play_yards(attacker), self._top_face())
        return Situation(self.deck, st.phase, st.drive_yards(seat), not st.drives[seat], hand,
                         any(a.kind == DISCARD for a in legal), self.names[1 - seat], top=self._top_face())

    def _play_yards(self, attacker: int) -> int:
        """The yards the attacker's last play gained."""
        drive = self.state.drives[attacker]
        if not drive:
            return 0
        return int(self.state.drive_yards(attacker)) - drive_yards(self.deck, drive[:-1])

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        return explain(step, path, enabled, self.situation(seat))

    def _build_choices(self, seat: int, showing: bool) -> list[Choice]:
        """The kit's choices; while filling the hand only the sources (the cards are not a choice yet, so
        they are neither greyed out nor walked through), plus "Fill hand" while two or more cards can still
        come from the draw pile."""
        out = super()._build_choices(seat, showing)
        st = self.state
        if st.phase == "draw":
            for c in out:
                if c.sprite is not None:
                    c.sprite.dim = False
            out = [c for c in out if c.sprite is None]
        need = HAND_SIZE - len(st.hands[seat])
        if st.phase == "draw" and need >= 2 and len(st.draw) >= 2 and not self.path:
            ch = Choice("fill", f"Fill hand ({need})", FILL_STEP, None, None, True,
                        explain(FILL_STEP, (), True, self.situation(seat)))
            out.append(ch)  # after Draw and Take (no Cancel while filling: nothing is half chosen)
            for c, r in zip([c for c in out if c.sprite is None], self._button_rects(seat)):
                c.rect = r
        return out

    def _activate(self, ch: Choice | None, seat: int) -> None:
        if ch is not None and ch.step == FILL_STEP:
            self.filling = seat
            self._sound("confirm")
            self.play(Move(DRAW))
            return
        super()._activate(ch, seat)

    def on_update(self, dt: float) -> None:
        super().on_update(dt)
        self._keep_filling()

    def _keep_filling(self) -> None:
        """"Fill hand": the next DRAW, once the last one has landed, while the same seat still draws."""
        seat = self.filling
        if seat is None or self.animating:
            return
        st = self.state
        if self.finished or st.current_player != seat or st.phase != "draw" or Move(DRAW) not in st.legal_actions():
            self.filling = None
            return
        self.play(Move(DRAW))

    # ------------------------------------------------------------------ words
    def log_view(self, state: Any) -> dict[str, Any]:
        """`state` as the log's readers see it: the one human's seat against the computer, else what both
        seats may see (two humans share the screen, and watchers see the log)."""
        if len(self.humans) == 1:
            return state.observation(self.humans[0])  # type: ignore[no-any-return]
        return common_view(state.observation(0), state.observation(1))

    def describe(self, old: Any, notation: str, new: Any) -> str:
        """A move in words for the log, made by the engine from what the log's readers may see only."""
        seat = old.current_player
        if seat is None:
            return notation
        return words.describe(self.log_view(old), self.log_view(new)["events"], seat, self.names)

    def end_reason(self) -> str:
        """Why the game ended, with the colours (the base puts the players' names in)."""
        return words.result(self.log_view(self.state), theme.SEAT_NAMES)

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        st = self.state
        cur = st.current_player
        if self.finished or cur is None:
            return [(self.result_text or self.with_names(self.end_reason()), 44, theme.GOLD, True)]
        if self.animating:
            return [(self.caption or f"{self.names[cur]}'s turn", 40, theme.INK, True)]
        phase = st.phase
        discarding = phase == "play" and any(a.kind == DISCARD for a in st.legal_actions())
        verb = "must discard" if discarding else {"draw": "to draw", "play": "to play"}.get(phase, "to answer")
        lines: list[Line] = [(f"{self.names[cur]} {verb}", 48, pal.seat_light[cur], True)]
        if seat is None:
            if not self.is_human(cur) and not self.spectator:  # nobody thinks in a replay
                dots = "." * (int(self.t * 2.5) % 4)
                lines.append((f"The computer is thinking{dots}", 32, theme.INK_DIM, False))
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
            need = HAND_SIZE - len(st.hands[seat])
            took = " (the discard pile is used for this turn)" if st.took else ""
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
            yards = st.drive_yards(seat)
            where = f"your drive is {marker_words(yards)}" if yards else "you start a new drive, 100 yards to go"
            last = " Last turn: play on, or end the half." if st.last_turn else ""
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
