"""Jukem Soccer: the card table, dealt, played, penalised and shot at on the count of three.

Only what is Jukem Soccer's own lives here; the table, snap, flights, the
dispatcher, the picker, focus and input, privacy, peek and the hand-off
curtain are the card-table kit's (scenes.cards). The zones come from the
Tiled layout levels/jukem_soccer_table.tmx: the draw pile, the discard, the centre
spot where a SHOT and a SAVE lie face down, and per seat a hand, a
possession and a goal pile (anchors "..._blue" are the bottom seat's,
"..._red" the top's; the seat that decides sits at the bottom). The events
become tweens in `scenes.jukem_soccer.events`; the moves become picker steps
and the words for each choice in `scenes.jukem_soccer.steps`.
"""

from __future__ import annotations

from typing import Any

import pygame

from core import theme
from engines.common.views import common_view
from engines.jukem_soccer import words
from engines.jukem_soccer.table import SHOT
from engines.jukem_soccer.turns import never_autoplay as engine_never_autoplay
from engines.jukem_soccer.turns import turn_of
from scenes.cards.picker import Step
from scenes.cards.table import HIDDEN, CardTableScene, Choice, Line, Plan
from scenes.jukem_soccer.events import JukemEvents
from scenes.jukem_soccer.steps import JUKEM, SUBSTITUTE, Situation, action_steps, card_name, explain
from core.match import GameSetup
from sprites.cards import hud
from sprites.cards.faces import CardFace
from sprites.cards.table import PanelCache
from sprites.jukem_soccer.table import build_background, load_layout
from sprites.cards.zones import Pile, Row, SpotZone, Zone
from sprites.jukem_soccer.faces import all_faces, face_for
from sprites.jukem_soccer.reveal import Reveal, render_goal


class JukemSoccerScene(JukemEvents, CardTableScene):
    """A game of Jukem Soccer on one screen."""

    CENTER_ZONE = "shot_spot"  # banners and the count of three stand over the SHOT and the SAVE

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, load_layout(), sync_bots=sync_bots)
        self.reveal = Reveal()
        # what the scoreboard shows (it follows the animation, not the engine)
        self.shown_score = (0, 0)
        self.shown_half = self.state.half
        self.shown_dealer = self.state.dealer
        self._score_panel = PanelCache()
        self._grid_panel = PanelCache()
        self._pending_cache: tuple[Any, str] = (None, "")
        self._warm_faces = list(all_faces(self.deck.face))
        self.run(self.events_to_tweens(self.view_events()))

    # ------------------------------------------------------------------ the table
    def make_zones(self) -> dict[str, Zone]:
        lay, tw, art = self.layout, self.tweens, self.art
        self.pile = Pile(tw, lay.center("draw_pile"), face_up=False, label="Draw", scale=lay.scale("draw_pile"),
                         z_base=0, art=art)
        self.discard = Pile(tw, lay.center("discard"), face_up=True, label="Discard", messy=True,
                            scale=lay.scale("discard"), z_base=100, art=art)
        spot = lay.rect("shot_spot")
        self.spot = SpotZone(tw, lay.center("shot_spot"), gap=spot.w / 2, scale=lay.scale("shot_spot"), z_base=900,
                             art=art)
        poss = [f"possession_{self.side(s)}" for s in (0, 1)]
        self.poss = [Row(tw, lay.center(name), max_width=lay.rect(name).w, gap=14, scale=lay.scale(name),
                         z_base=300 + 100 * s, art=art) for s, name in enumerate(poss)]
        self.goal_piles = [Pile(tw, lay.center(f"goals_{self.side(s)}"), face_up=True, show_count=False,
                                scale=lay.scale(f"goals_{self.side(s)}"), z_base=500 + 100 * s, art=art)
                           for s in (0, 1)]
        return {"draw_pile": self.pile, "discard": self.discard, "possession_blue": self.poss[0],
                "possession_red": self.poss[1], "goals_blue": self.goal_piles[0], "goals_red": self.goal_piles[1],
                "shot_spot": self.spot, "hand_blue": self.make_hand(0), "hand_red": self.make_hand(1)}

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        return build_background(self.layout, pal, self.names, self.bottom_seat)

    def face_of(self, card: int) -> CardFace:
        return face_for(self.deck.face[card])

    # ------------------------------------------------------------------ what the screen may show
    def neutral_from(self, a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
        """The kit's, and the discards and the pending card only as far as both seats saw them."""
        out = super().neutral_from(a, b)
        out["discard"] = [x if x == y else None for x, y in zip(a["discard"], b["discard"])]
        if a["pending"] is not None and b["pending"] is not None and a["pending"] != b["pending"]:
            out["pending"] = dict(a["pending"], card=None)
        return out

    def table_view(self) -> dict[str, Any]:
        """Every zone as card ids (None = a card the screen may not identify), from `view()`."""
        v = self.view()
        if v.get("all_visible"):
            full = v["full"]
            hands = [list(full["hands"][0]), list(full["hands"][1])]
            pile = len(full["draw_pile"])
            discard = list(full["discard"])
            pending = full["pending"]
        else:
            hands = [list(h) if isinstance(h, list) else [None] * int(h["count"]) for h in v["hands"]]
            pile = int(v["draw_pile"]["count"])
            # A substituted card lies face down on the discard pile, as the rules say (its owner knows it,
            # but the table shows it as at a real table, and with two humans the room must not see it).
            discard = self.neutral_view()["discard"]
            pending = v["pending"]
        spot = [pending["card"]] if v["phase"] == "save" and pending is not None else []
        return {"hands": hands, "pile": pile, "discard": discard, "poss": [list(p) for p in v["possessions"]],
                "goals": [list(g) for g in v["goal_piles"]], "spot": spot}

    def plan(self) -> Plan:
        tv = self.table_view()
        known = lambda c: c is not None  # noqa: E731
        out: Plan = [("draw_pile", [None] * tv["pile"], lambda c: False), ("discard", tv["discard"], known),
                     ("shot_spot", tv["spot"], lambda c: False)]
        for s, key in enumerate(("blue", "red")):
            showing = self.hand_face_up(s)
            out += [(f"possession_{key}", tv["poss"][s], known), (f"goals_{key}", tv["goals"][s], known),
                    (f"hand_{key}", tv["hands"][s], lambda c, up=showing: c is not None and up)]
        return out

    def snapped(self) -> None:
        st = self.state
        self.shown_score, self.shown_half, self.shown_dealer = (int(st.score[0]), int(st.score[1])), st.half, st.dealer

    def reset_view(self) -> None:
        self.reveal.visible = False
        super().reset_view()

    # ------------------------------------------------------------------ choosing a move
    def turn_seat(self) -> int | None:
        """While the defender answers or saves, the attacker's (who played the pending card); else the mover's."""
        return turn_of(self.state)

    def never_autoplay(self, action: Any) -> bool:
        """A SHOT (with JUKEM too, not a substituted one), an answer and a save are always the player's own."""
        return engine_never_autoplay(self.state, str(action)) or super().never_autoplay(action)

    def action_steps(self, action: Any) -> tuple[Step, ...]:
        return action_steps(action, self.state.phase_name)

    def card_key(self, sprite: Any) -> str:
        return self.deck.face[sprite.data] if sprite.data is not None else ""

    def chosen_tag(self, step: Step) -> str:
        return "JUKEM +"

    def card_title(self, key: Any) -> str:
        return card_name(str(key))

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        sit = Situation(self.state.phase_name, self.state.setup_count(seat), self._pending_face(),
                        self.names[1 - seat], len(self.poss[1 - seat].cards))
        return explain(step, path, enabled, sit)

    def _pending_face(self) -> str:
        """The face of the play awaiting an answer, as the screen's seat sees it ('' if hidden or none)."""
        key = (len(self.actions), self.screen_seat)
        if self._pending_cache[0] != key:  # asked every frame by the status panel: the view is worked out once
            p = self.view()["pending"]
            self._pending_cache = (key, "" if p is None or p.get("card") is None else self.deck.face[int(p["card"])])
        return str(self._pending_cache[1])

    # ------------------------------------------------------------------ words
    def log_view(self, state: Any) -> dict[str, Any]:
        """What the log may tell of `state`: the human's own view against the computer, else what both
        seats see (the log is read by the whole room)."""
        if len(self.humans) == 1:
            return state.observation(self.viewer)
        return common_view(state.observation(0), state.observation(1))

    def describe(self, old: Any, notation: str, new: Any) -> str:
        """A move in words for the log, made by the engine from what the log's viewer may see."""
        return words.describe(self.log_view(old), self.log_view(new)["events"], old.current_player, self.names)

    def end_reason(self) -> str:
        """In seat colours: the base class puts the players' names in (`with_names`)."""
        return words.result(self.log_view(self.state), theme.SEAT_NAMES)

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        st = self.state
        cur = st.current_player
        if self.finished or cur is None:
            return [(self.result_text or self.with_names(self.end_reason()), 44, theme.GOLD, True)]
        if self.animating:
            return [(self.caption or "...", 40, theme.INK, True)]
        phase = st.phase_name
        verb = {"play": "to play", "answer": "to answer"}.get(phase, "to save")
        lines: list[Line] = [(f"{self.names[cur]} {verb}", 48, pal.seat_light[cur], True)]
        if seat is None:
            if not self.is_human(cur) and not self.spectator:  # nobody thinks in a replay
                dots = "." * (int(self.t * 2.5) % 4)
                lines.append((f"The computer is thinking{dots}", 32, theme.INK_DIM, False))
            return lines
        other = self.names[1 - seat]
        first = self.path[:1]
        if phase == "answer":
            lines.append((f"{other} played a {self._pending_face() or 'play'}. Answer?", 36, theme.INK, True))
            lines.append(("A PENALTY, or No answer", 30, theme.INK_DIM, False))
        elif phase == "save":
            lines.append((f"{other} shoots! Save?", 36, theme.INK, True))
            lines.append(("A SAVE face down, or No save", 30, theme.INK_DIM, False))
        elif first == (JUKEM,):
            lines.append(("JUKEM: now choose the card it goes with", 32, theme.GOLD, True))
        elif first == (SUBSTITUTE,):
            lines.append(("Substitution: choose the card to discard", 32, theme.GOLD, True))
        else:
            count = st.setup_count(seat)
            lines.append((f"Your possession: {count} setup play{'s' if count != 1 else ''}", 30, theme.INK_DIM,
                          False))
        return lines + self.focus_lines(seat)

    # ------------------------------------------------------------------ drawing
    def draw_panels(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        area = self.layout.rect("scoreboard")
        pile_n, half, score = len(self.pile.cards), self.shown_half, self.shown_score
        period = ("First half" if half == 1 else "Second half") if half <= 2 else f"Golden goal, deal {half - 2}"
        self.panel(self._score_panel, (score, period, pile_n, pal.name), area,
                   lambda: hud.render_scoreboard(area.size, self.names, score, period, pile_n, pal))

    def draw_under_cards(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        value, kind = self.deck.value, self.deck.kind
        for s in (0, 1):
            row = self.layout.rect(f"possession_{self.side(s)}")
            n = sum(value[c.data] for c in self.poss[s].cards if c.data is not None)
            if n:
                hud.draw_disc_badge(surface, (row.right + 36, row.centery), 30, pal.seat[s], n, caption="plays")
            g = self.layout.rect(f"goals_{self.side(s)}")
            goals = sum(1 for c in self.goal_piles[s].cards if c.data is not None and kind[c.data] == SHOT)
            if goals:
                hud.draw_disc_badge(surface, (g.right - 6, g.y + 8), 24, theme.GOLD, goals, ink=theme.NIGHT, ring=None)
            if self.shown_dealer == s:
                self.draw_dealer(surface, s, pal)
        if self.reveal.visible:
            area = self.layout.rect("goal_grid")
            surface.blit(self._grid_panel.get(self.reveal.key, lambda: render_goal(area.size, self.reveal)), area)


__all__ = ["JukemSoccerScene", "Choice", "HIDDEN", "card_name"]
