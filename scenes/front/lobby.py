"""The lobby before a game: who sits where, human or computer.

Seats are claimed by devices: the device that opened the lobby sits in Blue,
and any other device (a second controller, the other half of the keyboard,
the mouse) joins by pressing its confirm button, which turns Red from a
computer player into a human. A seated guest leaves with BACK. The host
chooses computer levels and the chess clock with the rows below and starts.
The clock is off for a casual game; turned on, it starts from the game's own
DEFAULT_CLOCK (scenes.ui.clock_choice), and its minutes and seconds rows appear.
The Match code row deals a game again from its code (scenes.front.lobby_code).
The player's own files (core.userdata) are checked when the lobby opens: their
levels join the Board choice, and a Deck row chooses between their deck and
the standard one when they have a valid one for this game.
A game's table preferences (LobbyOption.pref: card backs, an aid on screen)
have rows after its rule options; they open at the choice remembered in the
settings, are never passed to the engine nor part of a match code (a code in
effect leaves them alone), and Start remembers them in the settings.
"""

from __future__ import annotations

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.userdata import UserDeck
from engines import GAMES, TITLES
from levels import LEVELS_DIR, levels_for
from scenes.ui.base import MenuScene
from scenes.ui.clock_choice import ClockChoice, game_default
from scenes.front.lobby_code import MatchCodeRow
from core.seeds import fresh_seed
from match.setup import CPU_LEVELS, GameSetup, SeatSpec
from scenes.play.entry import LobbyOption
from scenes.registry import entry, make_game_scene, playable
from sprites.ui import glyphs
from sprites.ui.widgets import Button, draw_row, focus_ring, panel

# Sized so the tallest lobby (two seats, board, clock kind, minutes, seconds,
# match code, Start) fits above the prompt bar on a 1080-line canvas.
SEAT_PANEL_W, SEAT_PANEL_H, SEAT_TOP = 720, 250, 140
ROW_W, ROW_H, ROW_GAP = 1000, 58, 8
ROW_TEXT_PX = 44
#: The slimmest row pitch whose words stay at text.MIN_FIT_PX (row text is the row's height less 14);
#: a lobby with more rows than fit at it lays them out in two columns of COLUMN_W.
ROW_MIN_PITCH = text.MIN_FIT_PX + 14 + ROW_GAP
COLUMN_W, COLUMN_GAP = 880, 40
PROMPT_TOP = theme.CANVAS_H - 96  # the prompt bar's glyphs start here
START_W, START_H = 560, 84


def option_row_key(option: str, seat: int | None) -> str:
    """The lobby row of a game option (one per seat for per-seat options)."""
    return f"option:{option}" if seat is None else f"option:{option}:{seat}"


def seat_choices() -> list[str]:
    """What a seat can be, in the order LEFT/RIGHT cycles through them."""
    return ["human"] + [f"cpu:{lvl}" for lvl in CPU_LEVELS]


class LobbyScene(MatchCodeRow, MenuScene):
    """Seat claiming and game options for one game (or the card table demo)."""

    name = "lobby"

    def __init__(self, game_id: str, seed: int | None = None) -> None:
        super().__init__()
        self.game_id = game_id
        #: The deal of the next Start; None: a fresh seed each Start (only a match code repeats a deal).
        self.seed = seed
        self.kinds = ["human", "cpu:normal"]
        self.uses_clock = game_id != "card_table"
        self.clock = ClockChoice.for_game(game_id)
        found = entry(game_id)
        self.has_boards = found is not None and found.boards
        self.boards = levels_for(game_id) if self.has_boards else []
        #: The first visit before a first game of it: the How to play row invites the player.
        self.first_visit = False
        #: The game's own lobby rows (GameEntry.options) and the choice made in each, by row key.
        self.game_options = found.options if found is not None else ()
        self.option_index: dict[str, int] = {}
        self.row_text_px = ROW_TEXT_PX
        #: Rows in two columns: UP and DOWN go through them in reading order (set by build).
        self.reading_order = False
        self.board_index = 0
        self.user_deck: UserDeck | None = None
        self.use_user_deck = False

    @property
    def title_text(self) -> str:
        return TITLES.get(self.game_id, "Card Table")

    def enter(self) -> None:
        if self.app is not None:
            self.app.input.release_all()
            self.app.input.claim(self.app.input.last_device, 0)
            self.add_user_files()
            self.recall_prefs()
            self.recall_choices()
            self.offer_lesson()
        super().enter()

    def add_user_files(self) -> None:
        """The player's valid levels and deck for this game (bad files are reported once and set aside)."""
        from core import userdata

        if self.app is None or self.game_id == "card_table":
            return
        found = userdata.refresh(self.app)
        if self.has_boards:
            self.boards = [*self.boards, *found.levels_for(self.game_id)]
        self.user_deck = found.decks.get(self.game_id)
        self.use_user_deck = self.user_deck is not None  # a valid user deck replaces the packaged one

    def rebuild(self) -> None:
        first = not self.group.buttons
        super().rebuild()
        if first:
            self.group.focus_key("start")  # the usual next step is to play (the lesson is offered in words)

    @property
    def has_lesson(self) -> bool:
        from scenes.play.learn import has_lesson

        return self.game_id in GAMES and has_lesson(self.game_id)

    def offer_lesson(self) -> None:
        """Before the first game of it on this machine the How to play row says it is the place to start
        (once; never forced: the focus stays on Start, and nothing else is said)."""
        if self.app is None or not self.has_lesson or self.game_id in self.app.settings.lessons_offered:
            return
        self.first_visit = True
        self.app.settings.lessons_offered.append(self.game_id)
        self.app.save_settings()

    def open_lesson(self) -> None:
        if self.app is None:
            return
        from scenes.play.learn import LearnScene

        self.app.stack.push(LearnScene(self.game_id))

    def colour(self, seat: int) -> str:
        """The seat's colour as drawn (the palette's name for it: "Orange" in the colour-blind palette)."""
        return (self.app.palette if self.app is not None else theme.STANDARD).names[seat]

    def device(self, seat: int) -> str | None:
        return self.app.input.seats[seat] if self.app is not None else None

    def build(self) -> list[Button]:
        # One column of rows: LEFT/RIGHT change a row's value, UP/DOWN move,
        # so every row is reachable with a d-pad or arrow keys alone.
        specs: list[tuple[str, str, dict[str, object]]] = []

        def row(key: str, label: str, **kw: object) -> None:
            specs.append((key, label, kw))

        for seat in (0, 1):
            row(f"seat{seat}", self.colour(seat), value=(lambda s=seat: self.kind_label(s)),
                on_adjust=(lambda d, s=seat: self.cycle(s, d)))
        if len(self.boards) > 1:
            row("board", "Board", value=self.board_label, on_adjust=self.cycle_board)
        if self.user_deck is not None:
            row("deck", "Deck", value=self.deck_label, on_adjust=self.cycle_deck)
        for option in sorted(self.game_options, key=lambda o: o.pref):  # the rules first, then the looks
            for side in ((0, 1) if option.per_seat else (None,)):  # a seat's row, or one row for both
                key = option_row_key(option.key, side)
                label = option.label if side is None else f"{option.label} ({self.colour(side)})"
                row(key, label, value=(lambda o=option, k=key: self.option_label(o, k)),
                    on_adjust=(lambda d, o=option, k=key: self.cycle_option(o, k, d)))
        if self.uses_clock:
            for r in self.clock.rows("clock", self.clock_changed):
                row(r.key, r.label, value=r.value, on_adjust=r.adjust)
        if self.has_code_row:
            row("code", "Match code", **self.code_row())
        if self.has_lesson:
            row("learn", "How to play", on_activate=self.open_lesson,
                value=lambda: "new to it? learn it here first" if self.first_visit else "learn it on the table")
        # A game with many options gets slimmer rows, so Start stays above the prompt bar; rows too slim
        # for words readable from the sofa (text.MIN_FIT_PX) go into two columns, read down the first.
        top = SEAT_TOP + SEAT_PANEL_H + 26
        room = PROMPT_TOP - (START_H + 12) - top
        columns = 1 if room // max(1, len(specs)) >= ROW_MIN_PITCH else 2
        self.reading_order = columns == 2
        per_column = -(-len(specs) // columns)
        pitch = min(ROW_H + ROW_GAP, room // max(1, per_column))
        height = pitch - min(ROW_GAP, pitch // 8)
        self.row_text_px = min(ROW_TEXT_PX, height - 14)
        width = ROW_W if columns == 1 else COLUMN_W
        rows: list[Button] = []
        for i, (key, label, kw) in enumerate(specs):
            rect = pygame.Rect(0, top + pitch * (i % per_column), width, height)
            rect.centerx = theme.CANVAS_W // 2 if columns == 1 else theme.CANVAS_W // 2 + (
                (i // per_column) * 2 - 1) * (COLUMN_W + COLUMN_GAP) // 2
            rows.append(Button(key, rect, label, **kw))  # type: ignore[arg-type]
        y = top + pitch * per_column
        rect = pygame.Rect(0, y + 6, START_W, START_H)
        rect.centerx = theme.CANVAS_W // 2
        rows.append(Button("start", rect, "Start", on_activate=self.start))
        return rows

    def kind_label(self, seat: int) -> str:
        kind = self.kinds[seat]
        if kind == "human":
            return "Human" if self.device(seat) else "Human (press to join)"
        return f"Computer - {kind.split(':')[1]}"

    def board_label(self) -> str:
        level = self.boards[self.board_index]
        mine = "" if level.path.parent == LEVELS_DIR else ", your level"
        return f"{level.properties.get('title', level.name)} ({level.width}x{level.height}{mine})"

    def deck_label(self) -> str:
        mine = self.user_deck.option if self.user_deck is not None else None
        if self.code:  # a match code in effect deals with the deck it names
            deck = self.code_options.get("deck")
            return "Standard" if deck is None else (self.user_deck.label if self.user_deck and deck == mine
                                                    else "The code's deck")
        return self.user_deck.label if self.user_deck is not None and self.use_user_deck else "Standard"

    def option_label(self, option: LobbyOption, key: str) -> str:
        if self.code and not option.pref:  # a match code in effect deals with the options it names
            return "From the code"
        return option.choices[self.option_index.get(key, 0)][1]

    def cycle_option(self, option: LobbyOption, key: str, delta: int) -> None:
        self.option_index[key] = (self.option_index.get(key, 0) + delta) % len(option.choices)
        self.sound("click")
        if not option.pref:  # how the table looks is no part of the deal
            self.clear_code(option.label)

    def chosen_options(self) -> dict[str, object]:
        """The game's own options as chosen in its rows (defaults and table preferences left out)."""
        options: dict[str, object] = {}
        for option in self.game_options:
            if option.pref:
                continue
            if option.per_seat:
                picked = [self.option_index.get(option_row_key(option.key, s), 0) for s in (0, 1)]
                if any(picked):
                    options[option.key] = [option.choices[i][0] for i in picked]
            elif self.option_index.get(option_row_key(option.key, None), 0):
                options[option.key] = option.choices[self.option_index[option_row_key(option.key, None)]][0]
        return options

    def chosen_prefs(self) -> dict[str, object]:
        """The game's table preferences as chosen in their rows (defaults too; per_seat: a list of two)."""
        prefs: dict[str, object] = {}
        for option in self.game_options:
            if option.pref:
                picked = [option.choices[self.option_index.get(option_row_key(option.key, s), 0)][0]
                          for s in ((0, 1) if option.per_seat else (None,))]
                prefs[option.key] = picked if option.per_seat else picked[0]
        return prefs

    def recall_prefs(self) -> None:
        """Open the table preference rows at the choices remembered in the settings (else the option's
        defaults: the first choice, or each seat's own)."""
        for option in self.game_options:
            if option.pref and option.per_seat:
                for seat in (0, 1):
                    self.option_index.setdefault(option_row_key(option.key, seat), option.seat_defaults[seat])
        if self.app is None:
            return
        stored = self.app.settings.table_prefs.get(self.game_id, {})
        for option in self.game_options:
            if option.pref and option.key in stored:
                seats = (0, 1) if option.per_seat else (None,)
                for side, index in zip(seats, option.stored_indices(stored[option.key])):
                    fallback = option.seat_defaults[side] if option.per_seat and side is not None else 0
                    self.option_index[option_row_key(option.key, side)] = fallback if index is None else index

    def recall_choices(self) -> None:
        """Open at the computer's level and the clock this game last started with (settings.lobby_choices);
        a level or a clock this build does not know leaves that row at its default."""
        if self.app is None:
            return
        stored = self.app.settings.lobby_choices.get(self.game_id, {})
        level = stored.get("level")
        if level in CPU_LEVELS and self.kinds[1] != "human":
            self.kinds[1] = f"cpu:{level}"
        if self.uses_clock and "clock" in stored:
            try:
                self.clock = ClockChoice.from_text(stored["clock"], game_default(self.game_id))
            except ValueError:
                pass  # not a time control (a damaged or hand-edited file): the game's default clock

    def remember_choices(self) -> None:
        """Keep the computer's level (Red's, else Blue's, if either is a computer) and the clock for next time."""
        if self.app is None or self.game_id not in GAMES:
            return
        stored = dict(self.app.settings.lobby_choices.get(self.game_id, {}))
        computer = next((k for k in (self.kinds[1], self.kinds[0]) if k != "human"), None)
        if computer is not None:
            stored["level"] = computer.split(":", 1)[1]
        if self.uses_clock:
            stored["clock"] = self.clock.text
        self.app.settings.lobby_choices[self.game_id] = stored
        self.app.save_settings()

    def remember_prefs(self) -> None:
        """Keep the table preferences chosen here in the settings and save them (as the Settings screen does)."""
        prefs = self.chosen_prefs()
        if self.app is None or not prefs:
            return
        stored = self.app.settings.table_prefs.get(self.game_id, {})
        self.app.settings.table_prefs[self.game_id] = {**stored, **prefs}  # others' prefs (a newer build's) kept
        self.app.save_settings()

    def cycle_deck(self, delta: int) -> None:
        self.use_user_deck = not self.use_user_deck and self.user_deck is not None
        self.sound("click")
        self.clear_code("Another deck")

    def cycle_board(self, delta: int) -> None:
        self.board_index = (self.board_index + delta) % len(self.boards)
        self.sound("click")
        self.clear_code("Another board")

    def clock_changed(self) -> None:
        """After any clock row changed: the minutes / seconds rows come and go with the kind."""
        self.sound("click")
        self.rebuild()

    def cycle(self, seat: int, delta: int) -> None:
        choices = seat_choices()
        i = choices.index(self.kinds[seat])
        self.kinds[seat] = choices[(i + delta) % len(choices)]
        if self.kinds[seat] != "human" and self.app is not None and self.device(seat) is not None:
            if seat != 0:
                self.app.input.release_seat(seat)
        self.sound("click")

    def handle(self, event: InputEvent) -> None:
        if self.app is None:
            return
        seat = self.app.input.seat_of(event.device)
        if event.action == Action.CONFIRM and seat is None and event.device != "mouse":
            self.join(event.device)
            return
        if event.action in (Action.BACK, Action.MENU) and seat == 1:
            self.app.input.release_seat(1)
            self.kinds[1] = "cpu:normal"
            self.sound("back")
            return
        if event.action == Action.CLICK and event.pos is not None and seat is None:
            for s in (0, 1):
                if self.seat_rect(s).collidepoint(event.pos) and self.device(s) is None:
                    self.join("mouse", s)
                    return
        if self.reading_order and event.action in (Action.UP, Action.DOWN):
            # Two columns are one list folded: UP and DOWN go through it in reading order (down the first
            # column, on into the second, then Start), since LEFT and RIGHT change a row's value.
            n = len(self.group.buttons)
            self.group.focus = (self.group.focus + (1 if event.action == Action.DOWN else -1)) % n
            self.sound("click")
            return
        super().handle(event)

    def join(self, device: str, seat: int | None = None) -> None:
        assert self.app is not None
        if seat is None:
            free = [s for s in (0, 1) if self.device(s) is None]
            if not free:
                return
            seat = free[0]
        self.app.input.claim(device, seat)
        self.kinds[seat] = "human"
        self.sound("confirm")

    def go_back(self) -> None:
        if self.app is not None:
            self.app.input.release_all()
        super().go_back()

    def start(self) -> None:
        if self.app is None:
            return
        for s in (0, 1):
            if self.kinds[s] == "human" and self.device(s) is None:
                self.app.notify(f"{self.colour(s)} is waiting for a player: press your confirm button "
                                f"to join, or choose a computer player.")
                return
        for s in (0, 1):
            if self.kinds[s] != "human" and self.device(s) is not None:
                self.app.input.release_seat(s)
        seats = tuple(SeatSpec.parse(k) if k != "human" else SeatSpec("human", device=self.device(s))
                      for s, k in enumerate(self.kinds))
        if self.game_id == "card_table":
            from scenes.cards.demo import CardTableScene

            scene = CardTableScene(seed=self.next_seed())
            scene.uses_seats = True
            self.app.stack.replace(scene)
        elif playable(self.game_id):
            options: dict[str, object] = {}
            if len(self.boards) > 1:
                level = self.boards[self.board_index]
                # A packaged board by name, the player's own by its path (as the engine takes levels).
                options["level"] = level.name if level.path.parent == LEVELS_DIR else str(level.path.resolve())
            if self.user_deck is not None and self.use_user_deck:
                options["deck"] = self.user_deck.option
            options.update(self.chosen_options())
            seed, options = self.code_deal(self.next_seed(), options)
            setup = GameSetup(self.game_id, seed, (seats[0], seats[1]), self.clock.text, options)
            unfinished = self.unfinished_game()
            if unfinished:  # one Resume slot: the new game's first move replaces the saved one
                from scenes.ui.overlays import ConfirmScene

                self.app.stack.push(ConfirmScene(
                    f"Start a new game? Your unfinished game ({unfinished}) is replaced once this one "
                    "begins, and cannot be resumed afterwards.",
                    lambda: self.start_game(setup), yes="Start new", no="Back"))
                return
            self.start_game(setup)
        else:
            self.app.notify(f"{self.title_text} is coming soon.")

    def start_game(self, setup: GameSetup) -> None:
        """The game's scene in place of the lobby, the table preferences chosen here remembered first."""
        if self.app is None:
            return
        self.remember_choices()
        self.remember_prefs()  # before the scene is made: it reads them (GameScene.table_pref)
        self.app.stack.replace(make_game_scene(setup))

    def unfinished_game(self) -> str:
        """The unfinished game Resume would bring back, in words ('' if there is none)."""
        from core.replay import read_autosave
        from scenes.front.resume import saved_summary

        if self.app is None:
            return ""
        log, _why = read_autosave(self.app.paths)
        return saved_summary(log) if log is not None else ""

    def next_seed(self) -> int:
        """The seed of the game about to start: the one given, else a fresh one."""
        if self.seed is not None:
            return self.seed
        return self.app.new_seed() if self.app is not None else fresh_seed()

    def seat_rect(self, seat: int) -> pygame.Rect:
        rect = pygame.Rect(0, SEAT_TOP, SEAT_PANEL_W, SEAT_PANEL_H)
        rect.centerx = theme.CANVAS_W // 2 + (-1 if seat == 0 else 1) * (SEAT_PANEL_W // 2 + 30)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text.blit_text(surface, self.title_text, 90, theme.INK, (theme.CANVAS_W // 2, 44), "midtop", text.DISPLAY, True)
        pal = self.app.palette if self.app is not None else theme.STANDARD
        for seat in (0, 1):
            rect = self.seat_rect(seat)
            panel(surface, rect, theme.mix(theme.NIGHT_2, pal.seat[seat], 0.25), pal.seat[seat], radius=24, width=5)
            text.blit_text(surface, self.colour(seat), 64, pal.seat_light[seat], (rect.centerx, rect.y + 20),
                           "midtop", True)
            dev = self.device(seat)
            kind = self.kinds[seat]
            if kind != "human":
                text.blit_text(surface, f"Computer - {kind.split(':')[1]}", 50, theme.INK,
                               (rect.centerx, rect.y + 84), "midtop", True)
                if seat == 1:
                    self.join_hint(surface, rect, "press to play instead of the computer", rect.y + 140)
            elif dev is None:
                self.join_hint(surface, rect, "Press to join", rect.y + 120)
            else:
                name = self.app.input.device_name(dev) if self.app else dev
                text.blit_text(surface, name, 46, theme.INK, (rect.centerx, rect.y + 112), "midtop", True)
                text.blit_text(surface, "ready", 38, theme.OK, (rect.centerx, rect.y + 172), "midtop")
        for i, b in enumerate(self.group.buttons):
            focused = i == self.group.focus
            if b.key == "start":
                fill = theme.GOLD if focused else theme.mix(theme.PANEL, theme.GOLD, 0.35)
                panel(surface, b.rect, fill, theme.FOCUS if focused else theme.GOLD, radius=18)
                text.blit_text(surface, "Start", 56, theme.NIGHT if focused else theme.INK, b.rect.center,
                               "center", True)
                if focused:
                    focus_ring(surface, b.rect, self.t, radius=18)
            else:
                draw_row(surface, b, focused, self.t, self.row_text_px)
        on_code = self.group.focused is not None and self.group.focused.key == "code"
        change = [] if on_code and not self.code else [(Action.RIGHT, "Clear code" if on_code else "Change")]
        self.draw_prompts(surface, [(Action.CONFIRM, "Type a code" if on_code else "Select / join"), *change,
                                    (Action.BACK, "Leave")])

    def join_hint(self, surface: pygame.Surface, rect: pygame.Rect, words: str, y: int) -> None:
        """'Press (A) [Enter] [Space] to join' with the glyphs of the devices present."""
        kinds: list[str] = []
        sets: list[str] = []
        free = (lambda dev: self.app is None or self.app.input.seat_of(dev) is None)
        if self.app is not None:
            for d in self.app.input.connected_pads():
                if d.kind not in kinds and free(d.id):
                    kinds.append(d.kind)
                    sets.append("kb1")
        for kb in ("kb1", "kb2"):
            if free(kb):
                kinds.append("keyboard")
                sets.append(kb)
        overrides = self.app.settings.key_bindings if self.app else None
        gl = [glyphs.glyph(k, Action.CONFIRM, 50, s, overrides) for k, s in zip(kinds, sets)]
        label = text.label(words, 40, theme.INK_DIM)
        width = sum(g.get_width() for g in gl) + 16 * (len(gl) - 1)
        x = rect.centerx - width // 2
        for g in gl:
            surface.blit(g, (x, y))
            x += g.get_width() + 16
        surface.blit(label, label.get_rect(midtop=(rect.centerx, y + 58)))
