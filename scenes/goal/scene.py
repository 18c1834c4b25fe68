"""G.O.A.L.: two personal decks, combinations shot onto the quarter's goal cards, tackles, prize piles.

Only what is G.O.A.L.'s own lives here; the table, snap, flights, the
dispatcher, the picker, focus and input, privacy, peek, the hand-off
curtain, the coin toss and the big panels are the card-table kit's
(scenes.cards). The zones come from the Tiled layout levels/goal_table.tmx:
per seat a deck, a hand, a discard pile and four prize piles (one per
letter); the goal deck and the goal cards out of play; and the quarter's
three goal cards, each with its stack of combinations. The events become
tweens in `scenes.goal.events`; the actions become picker steps and words in
`scenes.goal.steps`.

A hand is shown sorted by value (pairs and runs side by side), the X's at
its right end. Cards chosen for a combination stand up out of the hand; a
click on a goal card plays them there.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pygame

from core import theme
from core.input import Action as Input
from core.input import InputEvent
from core.match import GameSetup
from engines.common.views import common_view
from engines.goal import words
from engines.goal.notation import TACKLE
from engines.goal.rules import ACTIONS_PER_QUARTER, QUARTERS
from engines.goal.turns import never_autoplay as engine_never_autoplay
from engines.goal.turns import turn_of
from engines.goal.words import cards_words, short_name
from scenes.cards.picker import FINISH, SET, VALUE, ZONE, Step, set_key
from scenes.cards.prompt import BUTTON_H, Choice
from scenes.cards.table import CardTableScene, Line, Plan
from scenes.goal.events import GoalEvents
from scenes.goal.suggest import GoalSuggest
from scenes.play.coin_toss import CoinToss
from scenes.goal.steps import PASS_STEP, SUGGEST_STEP, Situation, action_steps, explain, pass_words
from sprites.cards import hud
from sprites.cards.art import CARD_SIZE
from sprites.cards.faces import CardFace
from sprites.cards.sprite import CardSprite
from sprites.cards.table import PanelCache
from sprites.cards.zones import Pile, Zone
from sprites.fx.coin import CARD_TABLE
from sprites.goal.faces import GoalBack, PlayerBack, card_name, face_for, requirement_words
from sprites.goal.table import (
    GOAL_SLOTS, LETTERS, ComboStack, build_background, draw_prize_badges, draw_track, goal_card_center, load_layout,
    prize_center,
)

SEAT_KEYS = ("blue", "red")
VALUE_W = 62


@dataclass
class Shown:
    """The numbers on screen that follow the animation, not the engine: quarter, action marker, starter."""

    quarter: int = 1
    action: int = 1
    starter: int = 0
    over: bool = False


class GoalScene(GoalEvents, GoalSuggest, CardTableScene):
    """A game of G.O.A.L. on one screen."""

    CENTER_ZONE = "goal_1"  # banners and panels stand over the middle goal card
    DECK_ZONE = "goal_deck"
    GROUPED = ("dealt", "draw")
    PRIVATE_KEYS = ("hands", "hand_ids")

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        self._backs = (PlayerBack(0), PlayerBack(1), GoalBack())
        self.shown = Shown()
        #: The complete sets the G-O-A-L! banner has announced per seat (so a set is cheered once).
        self.sets_announced = [0, 0]
        #: The Suggest button's list of playable combinations for the decision now, and where it is in it.
        self._suggest_key: int | None = None
        self._suggestions: list[tuple[str, ...]] = []
        self._suggest_at = -1
        super().__init__(setup, load_layout(), sync_bots=sync_bots)
        #: The rulebook's last tie-break (after sets, goal cards and cards left): the Timbuktu coin.
        self.coin = CoinToss(replace(CARD_TABLE, title="Level on everything!", verdict="{} wins the toss!"))
        self._score_panel = PanelCache()
        self._warm_faces = [self.face_of(c) for c in range(self.deck.n)]
        self._deal_out_decks()
        self.run(self.events_to_tweens(self.view_events()))

    # ------------------------------------------------------------------ the table
    def _deal_out_decks(self) -> None:
        """Every card starts in the goal deck's zone (the kit's deck): each player's cards go to their deck."""
        per = int(self.deck.per_seat)
        pool = list(self.goal_deck.cards)
        for seat in (0, 1):
            for sp in pool[seat * per:(seat + 1) * per]:
                self.decks[seat].add(sp)
                sp.back = self._backs[seat]
        for sp in pool[2 * per:]:
            sp.back = self._backs[2]
        for z in (self.goal_deck, *self.decks):
            z.snap()

    def make_zones(self) -> dict[str, Zone]:
        lay, tw, art = self.layout, self.tweens, self.art
        # Decks, discard and prize piles have nothing resting on them: each is drawn as one still picture
        # while nothing on it moves (Pile.still_layer).
        self.goal_deck = Pile(tw, lay.center("goal_deck"), face_up=False, label="Goal deck", scale=lay.scale("goal_deck"), z_base=0,
                              art=art, still_layer=True)
        self.goal_out = Pile(tw, lay.center("goal_out"), face_up=True, messy=True, show_count=False, label="Out of play",
                             scale=lay.scale("goal_out"), z_base=60, art=art, still_layer=True)
        self.decks = [Pile(tw, lay.center(f"deck_{self.side(s)}"), face_up=False, label="Deck", scale=lay.scale(f"deck_{self.side(s)}"),
                           z_base=100 + 50 * s, art=art, still_layer=True) for s in (0, 1)]
        self.discards = [Pile(tw, lay.center(f"discard_{self.side(s)}"), face_up=True, messy=True, label="Discards",
                              scale=lay.scale(f"discard_{self.side(s)}"), z_base=200 + 50 * s, art=art, still_layer=True)
                         for s in (0, 1)]
        self.goal_piles = [Pile(tw, goal_card_center(lay, k), face_up=True, show_count=False,
                                scale=lay.scale(f"goal_{k}"), z_base=300 + k, art=art) for k in range(GOAL_SLOTS)]
        self.stacks = [ComboStack(tw, lay.rect(f"goal_{k}"), CARD_SIZE[1] * lay.scale(f"goal_{k}"),
                                  scale=lay.prop(f"goal_{k}", "combo_scale", 0.6), z_base=320 + 50 * k, art=art)
                       for k in range(GOAL_SLOTS)]
        self.prizes: list[dict[str, Pile]] = []
        zones: dict[str, Zone] = {"goal_deck": self.goal_deck, "goal_out": self.goal_out}
        for s in (0, 1):
            key, side = SEAT_KEYS[s], self.side(s)
            piles = {letter: Pile(tw, prize_center(lay, side, letter), face_up=True, show_count=False,
                                  scale=lay.scale(f"prizes_{side}"), z_base=500 + 20 * s + LETTERS.index(letter) * 5,
                                  art=art, still_layer=True) for letter in LETTERS}
            self.prizes.append(piles)
            zones[f"deck_{key}"] = self.decks[s]
            zones[f"discard_{key}"] = self.discards[s]
            zones[f"hand_{key}"] = self.make_hand(s)
            for letter, pile in piles.items():
                zones[f"prize_{key}_{letter}"] = pile
        for k in range(GOAL_SLOTS):
            zones[f"goal_{k}"] = self.goal_piles[k]
            zones[f"stack_{k}"] = self.stacks[k]
        return zones

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        return build_background(self.layout, pal, self.names, self.bottom_seat)

    def face_of(self, card: int) -> CardFace:
        return face_for(self.deck.face[card])

    def back_for(self, sprite: CardSprite, zone: str) -> CardFace:
        """A card's back: its owner's deck, or the goal deck's (a hidden card: the zone it lies in says)."""
        if sprite.data is not None:
            owner = int(self.deck.owner[sprite.data])
            return self._backs[owner if owner >= 0 else 2]
        for s, key in enumerate(SEAT_KEYS):
            if zone.endswith(key):
                return self._backs[s]
        return self._backs[2]

    def snap(self) -> None:
        super().snap()
        for name, zone in self.zone_map.items():
            for sp in zone.cards:
                sp.back = self.back_for(sp, name)

    def hand_key(self, card: int) -> tuple[int, int, int]:
        """The hand's order on screen: by value, then suit; the X's at the right end."""
        t = self.deck
        return (int(t.wild[card]), int(t.value[card]), int(t.suit[card]))


    # ------------------------------------------------------------------ what the screen may show
    def table_view(self) -> dict[str, Any]:
        """Every zone as card ids (None = a card the screen may not identify), from `view()`."""
        src = self.table_source()
        ids = self.ids

        hands = [ids(h) for h in src["hand_ids"]]
        hands = [sorted(h, key=self.hand_key) if None not in h else h for h in hands]
        combos = list(src["combo_ids"])
        stacks: list[tuple[list[int], list[int], list[int]]] = []  # per goal: cards, group sizes, owners
        at = 0
        for face in src["goals"]:
            groups = [(int(seat), len(str(cards).split("+"))) for seat, cards in src["goals"][face]]
            n = sum(g for _, g in groups)
            stacks.append((combos[at:at + n], [g for _, g in groups], [s for s, _ in groups]))
            at += n
        t = self.deck
        prizes = [{letter: [c for c in src["prize_ids"][s] if t.letter[c] == letter] for letter in LETTERS}
                  for s in (0, 1)]
        return {"hands": hands, "decks": [ids(d) for d in src["deck_ids"]],
                "discards": [list(reversed(d)) for d in src["discard_ids"]], "goal_deck": ids(src["goal_deck_ids"]),
                "goal_out": list(reversed(src["goal_discard_ids"])), "goals": list(src["goal_ids"]),
                "stacks": stacks, "prizes": prizes}

    def plan(self) -> Plan:
        tv = self.table_view()
        known = lambda c: c is not None  # noqa: E731
        hidden = lambda c: False  # noqa: E731
        out: Plan = [("goal_deck", tv["goal_deck"], hidden), ("goal_out", tv["goal_out"], known)]
        for k in range(GOAL_SLOTS):
            goal = tv["goals"][k:k + 1]
            stack = tv["stacks"][k] if k < len(tv["stacks"]) else ([], [], [])
            self.stacks[k].groups, self.stacks[k].owners = list(stack[1]), list(stack[2])
            out += [(f"goal_{k}", goal, known), (f"stack_{k}", stack[0], known)]
        for s, key in enumerate(SEAT_KEYS):
            showing = self.hand_face_up(s)
            out += [(f"deck_{key}", tv["decks"][s], hidden), (f"discard_{key}", tv["discards"][s], known),
                    (f"hand_{key}", tv["hands"][s], lambda c, up=showing: c is not None and up)]
            out += [(f"prize_{key}_{letter}", tv["prizes"][s][letter], known) for letter in LETTERS]
        return out

    def snapped(self) -> None:
        st = self.state
        self.shown = Shown(st.quarter, st.action, st.starter if st.phase != "over" else self.shown.starter,
                           st.phase == "over")
        self.sets_announced = list(st.sets)

    # ------------------------------------------------------------------ choosing an action
    def turn_seat(self) -> int | None:
        """The engine's rule (engines.goal.turns): every decision is its own turn."""
        return turn_of(self.state)

    def never_autoplay(self, action: Any) -> bool:
        """The engine's rule (a shot or a tackle is always the player's own; only a PASS with nothing
        else legal is played for them, with the kit's visible notice), and the base's."""
        return engine_never_autoplay(self.state, str(action)) or super().never_autoplay(action)

    def action_steps(self, action: Any) -> tuple[Step, ...]:
        return action_steps(action)

    def card_key(self, sprite: Any) -> str:
        return self.deck.face[sprite.data] if sprite.data is not None else ""

    def card_title(self, key: Any) -> str:
        return card_name(str(key))

    def situation(self, seat: int) -> Situation:
        st = self.state
        t = self.deck
        tops: dict[str, tuple[int, tuple[str, ...]]] = {}
        for gid, stack in st.goals:
            if stack:
                top = stack[-1]
                tops[t.face[gid]] = (top.seat, tuple(_written(t, c, v) for c, v in top.play))
        return Situation(int(st.action), len(st.decks[seat]), self.names[1 - seat], tops, seat)

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        sel = [str(k) for k in self.picker.selection] if self.picker is not None else []
        sit = self.situation(seat)
        if step.kind == FINISH:
            targets = {(a.kind, a.goal) for a in self.finishing()}
            if len(targets) == 1:  # the button plays them there: say so, as the goal card would
                kind, goal = next(iter(targets))
                where = explain(Step(ZONE, goal, "Tackle" if kind == TACKLE else "Shoot"), path, sel, True, sit)
                return f"{cards_words(sel)}: {where[0].lower()}{where[1:]}"
        return explain(step, path, sel, enabled, sit)

    @property
    def stage(self) -> str:
        """Where the choice stands: "cards" (picking cards or passing), "goal" (which goal card) or "value"."""
        path = self.path
        if not path or path[0].kind != SET:
            return "cards"
        return "goal" if len(path) == 1 else "value"

    def chosen_faces(self) -> list[str]:
        """The faces chosen for the combination so far."""
        path = self.path
        if path and path[0].kind == SET:
            return [str(k) for k in path[0].key]  # type: ignore[union-attr]
        return [str(k) for k in self.picker.selection] if self.picker is not None else []

    def finishing(self) -> list[Any]:
        """The actions the cards chosen so far would make, once committed ("Play them")."""
        picker = self.picker
        if picker is None or not picker.selection:
            return []
        n, key = len(picker.path), set_key(picker.selection)
        return [a for a, s in picker.live() if len(s) > n and s[n].kind == SET and set_key(s[n].key) == key]

    def button_label(self, step: Step) -> str:
        if step.kind == FINISH:
            targets = {(a.kind, a.goal) for a in self.finishing()}
            if len(targets) == 1:  # the button says where they go (and that it is a tackle)
                kind, goal = next(iter(targets))
                return f"{'Tackle' if kind == TACKLE else 'Shoot'} {card_name(goal)}"
            return "Play them"
        if step == PASS_STEP:
            n = min(int(self.state.action), len(self.state.decks[self.state.to_move]))
            return f"Pass: draw {n}" if n else "Pass"
        if step.kind == ZONE:
            return f"{step.label} {short_name(str(step.key))}"
        if step.kind == VALUE:
            return str(step.key[1])  # type: ignore[index]
        return step.label or str(step.key)

    def _build_choices(self, seat: int, showing: bool) -> list[Choice]:
        """The kit's choices, with the goal cards as places to click and the X's values in a strip; once
        the cards are chosen they are no longer choices (they stand up, chosen) and the focus walks the
        goal cards or the values only."""
        out = super()._build_choices(seat, showing)
        stage = self.stage
        chosen = set(self.chosen_faces())
        hand = self.hands[seat]
        hand.picked = [sp for sp in hand.cards if sp.data is not None and self.card_key(sp) in chosen]  # type: ignore[attr-defined]
        hand.layout()
        if stage != "cards":
            for c in out:
                if c.sprite is not None:
                    c.sprite.dim = self.card_key(c.sprite) not in chosen
            out = [c for c in out if c.sprite is None]
        for c in out:
            if c.sprite is not None and self.card_key(c.sprite) in chosen:
                c.chosen = False  # standing up says it; no tag over a tight hand
        zones = sorted((c for c in out if c.step is not None and c.step.kind == ZONE),
                       key=lambda c: self.goal_slot(str(c.step.key)) or 0)  # type: ignore[union-attr]
        if zones:  # left and right walk the goal cards as they lie on the table
            at = min(out.index(z) for z in zones)
            rest = [c for c in out if c.step is None or c.step.kind != ZONE]
            out = rest[:at] + zones + rest[at:]
        if stage == "cards" and self.suggested():
            n = len(self.suggested())
            at = self._suggest_at
            label = f"Suggest {at + 1}/{n}" if at >= 0 and self.picker is not None and self.picker.selection else "Suggest"
            out.append(Choice("suggest", label, SUGGEST_STEP,
                              info=f"Show a combination you can play ({n} in all): press again for the next"))
        buttons = iter(self._button_rects(seat))
        values = [c for c in out if c.step is not None and c.step.kind == VALUE]
        strip = self.layout.rect("values")
        x0 = strip.centerx - (len(values) * (VALUE_W + 8) - 8) / 2
        for c in out:
            if c.sprite is not None:
                continue
            if c.step is not None and c.step.kind == ZONE:
                c.rect = None  # the goal card itself is the place to click (step_rects)
            elif c.step is not None and c.step.kind == VALUE:
                c.rect = pygame.Rect(round(x0 + values.index(c) * (VALUE_W + 8)), strip.y + 6, VALUE_W, BUTTON_H)
            else:
                c.rect = next(buttons, None)
        return out

    def _default_focus(self, showing: bool) -> int:
        """The kit's; for an X's value the highest (the value most combinations want)."""
        values = [n for n, c in enumerate(self.choices) if c.step is not None and c.step.kind == VALUE]
        return values[-1] if values else super()._default_focus(showing)

    def _activate(self, ch: Choice | None, seat: int) -> None:
        """Cancel puts every chosen card back (BACK, the key, puts back the last one)."""
        if ch is not None and ch.step == SUGGEST_STEP:
            self.suggest(seat)
            return
        if ch is not None and ch.step is None and self.picker is not None and self.stage == "cards":
            self.picker.reset()
            self._sound("back")
            self._sync_ui()
            return
        super()._activate(ch, seat)

    def mouth(self, seat: int) -> tuple[float, float]:
        """Shouts off the hands, clear of the action marker's track."""
        x, y = super().mouth(seat)
        return (x, y + 110) if self.side(seat) == "red" else (x, y)

    def step_rects(self) -> dict[Any, pygame.Rect]:
        """A click on a goal card chooses it."""
        out: dict[Any, pygame.Rect] = {}
        for c in self.choices:
            if c.step is not None and c.step.kind == ZONE:
                k = self.goal_slot(str(c.step.key))
                if k is not None:
                    out[c.step] = self.layout.rect(f"goal_{k}")
        return out

    def goal_slot(self, goal: str) -> int | None:
        """The column of a face-up goal card."""
        faces = self.state.goal_faces()
        return faces.index(goal) if goal in faces else None

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        """A click on a goal card while the chosen cards make a combination plays them there at once."""
        if (event.pressed and event.action == Input.CLICK and event.pos is not None and seat is not None
                and not self.animating and self.deciding() == seat and self.stage == "cards" and self.picker):
            finish = next((c for c in self.choices if c.step is not None and c.step.kind == FINISH), None)
            goal = self._goal_at(event.pos)
            if goal is not None and self.picker.selection:
                if finish is None or not any(a.goal == goal for a in self.finishing()):
                    self._sound("back")
                    self.say(f"{cards_words(self.chosen_faces())} cannot go onto {short_name(goal)}")
                    return
                self._activate(finish, seat)
                zone = next((c for c in self.choices if c.step is not None and c.step.kind == ZONE
                             and c.step.key == goal), None)
                if zone is not None and self.stage == "goal":
                    self._activate(zone, seat)
                return
        super().handle_input(event, seat)

    def _goal_at(self, pos: tuple[float, float]) -> str | None:
        faces = self.state.goal_faces()
        for k, face in enumerate(faces):
            if self.layout.rect(f"goal_{k}").collidepoint(pos):
                return str(face)
        return None

    # ------------------------------------------------------------------ words
    def describe(self, old: Any, notation: str, new: Any) -> str:
        """An action in words for the log, made by the engine (engines.goal.words) from what the table's
        viewer sees: the one human's seat, otherwise (two humans, or none) what both seats see, since the
        log is read by the whole room."""
        seat = old.current_player
        if seat is None:
            return notation
        return words.describe(self.words_view(old), self.words_view(new)["events"], int(seat), self.names)

    def words_view(self, state: Any) -> dict[str, Any]:
        """The observation of `state` the log's words are made from (see `describe`)."""
        seat = self.viewer if len(self.humans) == 1 else None
        if seat is not None:
            return state.observation(seat)  # type: ignore[no-any-return]
        return common_view(state.observation(0), state.observation(1))

    def end_reason(self) -> str:
        """The engine's words with the colours (the base puts the players' names in: `with_names`)."""
        return words.result(self.words_view(self.state), theme.SEAT_NAMES)

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        st = self.state
        cur = st.current_player
        if self.animating:  # the last quarter's goal cards fly before the result is told
            who = f"{self.names[cur]}'s action" if cur is not None else ""
            return [(self.caption or who, 40, theme.INK, True)]
        if self.finished or cur is None:
            return [(self.result_text or self.with_names(self.end_reason()), 44, theme.GOLD, True)]
        lines: list[Line] = [(f"{self.names[cur]}: action {st.action} of {ACTIONS_PER_QUARTER}", 44,
                              pal.seat_light[cur], True)]
        if seat is None:
            if not self.is_human(cur) and not self.spectator:
                dots = "." * (int(self.t * 2.5) % 4)
                lines.append((f"The computer is thinking{dots}", 32, theme.INK_DIM, False))
            return lines
        stage = self.stage
        chosen = self.chosen_faces()
        if stage == "goal":
            lines.append((f"{cards_words(chosen)}: onto which goal card?", 32, theme.GOLD, True))
        elif stage == "value":
            x = next((c for c in self.choices if c.step is not None and c.step.kind == VALUE), None)
            face = str(x.step.key[0]) if x is not None and x.step is not None else "X"  # type: ignore[index]
            lines.append((f"What does {short_name(face)} stand for?", 32, theme.GOLD, True))
        elif chosen:
            ready = next((c for c in self.choices if c.step is not None and c.step.kind == FINISH), None)
            more = any(c.sprite is not None and c.enabled and c.label not in chosen for c in self.choices)
            nxt = (ready.label if ready is not None else "") + (", or add more" if ready and more else
                                                                  "add more cards" if more else "")
            nxt = nxt or "these make no combination: put one back"
            lines.append((f"{cards_words(chosen)}: {nxt}", 32, theme.GOLD, True))
        else:
            lines.append(("Choose cards for a goal card (or to tackle), or Pass", 30, theme.INK, True))
            lines.append((pass_words(self.situation(seat)), 26, theme.INK_DIM, False))
        return lines + self.focus_lines(seat)

    def focus_lines(self, seat: int) -> list[Line]:
        """The kit's, and for a goal card in focus what it asks for."""
        out = super().focus_lines(seat)
        focused = self.focused_choice
        if focused is not None and focused.step is not None and focused.step.kind == ZONE:
            req = str(focused.step.key).split("-", 1)[1]
            out.append((f"{short_name(str(focused.step.key))}: {requirement_words(req)}", 26, theme.INK_DIM, False))
        return out

    # ------------------------------------------------------------------ drawing
    def draw_panels(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        area = self.layout.rect("scoreboard")
        score = (len(self.prizes_shown(0)), len(self.prizes_shown(1)))
        sets = (self.sets_shown(0), self.sets_shown(1))
        q = self.shown.quarter
        period = "Full time" if self.shown.over else f"Quarter {q} of {QUARTERS}"
        footer = f"Sets {sets[0]} - {sets[1]}  (sets count first)"
        self.panel(self._score_panel, (score, sets, period, pal.name, self.names), area,
                   lambda: hud.render_scoreboard(area.size, self.names, score, period, 0, pal, footer=footer))

    def prizes_shown(self, seat: int) -> list[CardSprite]:
        """The goal cards lying in a seat's prize piles now (the animation's, not the engine's)."""
        return [c for p in self.prizes[seat].values() for c in p.cards]

    def sets_shown(self, seat: int) -> int:
        return min(len(self.prizes[seat][letter].cards) for letter in LETTERS)

    def draw_under_cards(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        sh = self.shown
        draw_track(surface, self.layout, sh.quarter, sh.action, sh.starter, pal, self.t, sh.over)
        for s in (0, 1):
            counts = {letter: len(p.cards) for letter, p in self.prizes[s].items()}
            draw_prize_badges(surface, self.layout, self.side(s), counts, self.sets_shown(s))
        for k, stack in enumerate(self.stacks):
            n = len(stack.group_of(len(stack.cards)))
            for j in range(min(n, len(stack.owners))):
                y = stack.combo_y(j)
                col = stack.column
                pygame.draw.rect(surface, pal.seat[stack.owners[j]], (col.x - 13, round(y) - 26, 8, 52),
                                 border_radius=4)

    def draw_over_table(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        self._draw_x_values(surface)
        seat = self.deciding()
        if seat is None or self.stage != "goal":
            return
        focused = self.focused_choice
        for c in self.choices:
            if c.step is None or c.step.kind != ZONE:
                continue
            k = self.goal_slot(str(c.step.key))
            if k is None:
                continue
            rect = self.layout.rect(f"goal_{k}").inflate(10, 10)
            on = c is focused
            color = pal.highlight if on else theme.GOLD
            pygame.draw.rect(surface, color, rect, 6 if on else 3, border_radius=22)
            hud.draw_chip(surface, (rect.centerx, rect.bottom - 22), c.step.label.upper(),
                          theme.mix(color, theme.NIGHT, 0.35 if on else 0.6))


    def _draw_x_values(self, surface: pygame.Surface) -> None:
        """The value each X on a goal card stands for, on its corner (in the strip that peeks out)."""
        t = self.deck
        values = {c: v for _gid, stack in self.state.goals for combo in stack for c, v in combo.play if t.wild[c]}
        if not values:
            return
        for stack in self.stacks:
            for sp in stack.cards:
                v = values.get(sp.data) if sp.data is not None else None
                if v is None or sp.moving:
                    continue
                x, y = sp.draw_pos
                w, h = sp.size[0] * sp.scale, sp.size[1] * sp.scale
                hud.draw_disc_badge(surface, (round(x - w / 2 + 40), round(y - h / 2 + 15)), 14, theme.GOLD, v,
                                    ink=theme.NIGHT, ring=theme.NIGHT)


def _written(t: Any, card: int, value: int) -> str:
    """A combination's card as the notation writes it ("9E", "XK=9")."""
    face = str(t.face[card])
    return f"{face}={value}" if t.wild[card] else face


__all__ = ["GoalScene"]
