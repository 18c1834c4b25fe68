"""The Settings screen and the key-binding screen.

Every change applies at once and is saved (atomically) straight away, so
there is no "apply" step to forget. The right-hand panel explains the
focused setting in plain words.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from core import text, theme
from core.input import BINDABLE, DEFAULT_KEYSETS, KEYSET_IDS, KEYSET_NAMES, Action, InputEvent, keys_for
from core.settings import ANIMATION_SPEEDS, Settings
from scenes.ui.base import MenuScene
from sprites.ui.glyphs import key_label
from sprites.ui.widgets import Button, panel

ROW_W, ROW_H, ROW_GAP, ROW_TOP, ROW_X = 1000, 64, 8, 184, 110
#: The help panel beside the rows: the focused row's name, then what it does.
HELP_BOX = pygame.Rect(1180, ROW_TOP, 630, 430)
HELP_TITLE_PX, HELP_PX, HELP_PITCH = 44, 34, 40

HELP = {
    "display": "Full screen uses your whole TV or monitor. F11 or Alt+Enter switches at any time.",
    "music": "Loudness of the music: the theme in the menus and the quiet bed under play. 0% is none.",
    "effects": "Loudness of every sound effect: cards, kicks, whistles, the crowd. 0% is silent.",
    "speed": "How fast cards, penguins and balls move. Any animation can also be skipped.",
    "colour_blind": "Seat colours and highlights that stay distinct for every kind of colour blindness "
                    "(blue and orange instead of blue and red).",
    "privacy": "With two people on one screen, both hands stay face down unless their owner holds "
               "the Peek button. Against the computer your own hand is always shown.",
    "forced": ("When a player has only one legal move, show 'only move' for a moment, then play it for "
               "them (confirm plays it at once, back lets them play it). Off: the move is only focused. "
               "A SHOT, an answer or a save is always the player's own."),
    "fps": "Show the frame rate in the corner of the screen.",
    "keys": "Choose the keys of the two keyboard key sets (arrows + Enter, and WASD + Space).",
    "reset": "Put every setting back to how it was when the game was installed.",
    "back": "Return to the previous screen. Settings are already saved.",
}


def _on_off(v: bool) -> str:
    return "On" if v else "Off"


class SettingsScene(MenuScene):
    """Display, sound, animation, accessibility and control settings."""

    name = "settings"
    title = "Settings"

    def __init__(self) -> None:
        super().__init__()
        self._fallback = Settings()

    @property
    def settings(self) -> Settings:
        return self.app.settings if self.app is not None else self._fallback

    def changed(self) -> None:
        self.sound("click")
        if self.app is not None:
            self.app.apply_settings()

    def build(self) -> list[Button]:
        s = self.settings

        def toggle(attr: str) -> Callable[[int], None]:
            def adjust(_delta: int) -> None:
                setattr(self.settings, attr, not getattr(self.settings, attr))
                self.changed()
            return adjust

        def volume(attr: str) -> Callable[[int], None]:
            def adjust(delta: int) -> None:
                setattr(self.settings, attr, max(0.0, min(1.0, round(getattr(self.settings, attr) * 10 + delta) / 10)))
                self.changed()
            return adjust

        def speed(delta: int) -> None:
            cur = min(range(len(ANIMATION_SPEEDS)), key=lambda i: abs(ANIMATION_SPEEDS[i] - self.settings.animation_speed))
            self.settings.animation_speed = ANIMATION_SPEEDS[max(0, min(len(ANIMATION_SPEEDS) - 1, cur + delta))]
            self.changed()

        rows: list[tuple[str, str, Callable[[], str] | None, Callable[[int], None] | None, Callable[[], None] | None]] = [
            ("display", "Display", lambda: "Full screen" if s.fullscreen else "Window", toggle("fullscreen"), None),
            ("music", "Music volume", lambda: f"{round(self.settings.music_volume * 100)}%", volume("music_volume"),
             None),
            ("effects", "Effects volume", lambda: f"{round(self.settings.effects_volume * 100)}%",
             volume("effects_volume"), None),
            ("speed", "Animation speed", lambda: f"{self.settings.animation_speed:g}x", speed, None),
            ("colour_blind", "Colour-blind-safe colours", lambda: _on_off(self.settings.colour_blind),
             toggle("colour_blind"), None),
            ("privacy", "Privacy for hidden hands", lambda: _on_off(self.settings.privacy_mode),
             toggle("privacy_mode"), None),
            ("forced", "Play forced moves after 'only move'", lambda: _on_off(self.settings.autoplay_forced_moves),
             toggle("autoplay_forced_moves"), None),
            ("fps", "Show frame rate", lambda: _on_off(self.settings.show_fps), toggle("show_fps"), None),
            ("keys", "Keyboard controls", lambda: "", None, self.open_keys),
            ("reset", "Reset to defaults", None, None, self.ask_reset),
            ("back", "Back", None, None, self.go_back),
        ]
        buttons = []
        for i, (key, label, value, adjust, activate) in enumerate(rows):
            rect = pygame.Rect(ROW_X, ROW_TOP + i * (ROW_H + ROW_GAP), ROW_W, ROW_H)
            buttons.append(Button(key, rect, label, on_adjust=adjust, on_activate=activate, value=value))
        return buttons

    def open_keys(self) -> None:
        if self.app is not None:
            self.app.stack.push(KeyBindingsScene("kb1"))

    def ask_reset(self) -> None:
        if self.app is None:
            return
        from scenes.ui.overlays import ConfirmScene

        self.app.stack.push(ConfirmScene("Put every setting back to its default?", self.reset, yes="Reset"))

    def reset(self) -> None:
        if self.app is None:
            return
        fresh = Settings()
        for attr in vars(fresh):
            setattr(self.app.settings, attr, getattr(fresh, attr))
        self.app.apply_settings()
        self.app.notify("Settings reset to defaults.")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text.blit_text(surface, self.title, 90, theme.INK, (ROW_X, 64), "topleft", text.DISPLAY, True)
        self.draw_buttons(surface)
        panel(surface, HELP_BOX, theme.NIGHT_2, theme.PANEL_EDGE, radius=22, alpha=220)
        focused = self.group.focused
        if focused is not None:
            for line, px, bold, y in help_lines(focused.label, HELP.get(focused.key, "")):
                text.blit_text(surface, line, px, theme.GOLD if bold else theme.INK, (HELP_BOX.x + 34, y), "topleft",
                               bold)
        self.draw_prompts(surface, self.prompts())


def help_lines(title: str, words: str) -> list[tuple[str, int, bool, int]]:
    """The help panel's lines (words, size, bold, top y): the row's name in gold, wrapped if long, then
    what it does; all inside HELP_BOX."""
    inner = HELP_BOX.w - 68
    out: list[tuple[str, int, bool, int]] = []
    y = HELP_BOX.y + 30
    for line in text.wrap(title, HELP_TITLE_PX, inner, True):
        out.append((line, HELP_TITLE_PX, True, y))
        y += HELP_TITLE_PX + 4
    y += 22
    for line in text.wrap(words, HELP_PX, inner):
        out.append((line, HELP_PX, False, y))
        y += HELP_PITCH
    return out


#: Where the key screen's title stands: at the left, so the messages a rebinding shows (top right) never
#: cover it.
KEYS_TITLE_AT = (150, 56)


class KeyBindingsScene(MenuScene):
    """Rebind the two keyboard key sets; PREV/NEXT switch between them."""

    name = "keys"
    toast_anchor = "top_right"

    def __init__(self, set_id: str = "kb1") -> None:
        super().__init__()
        self.set_id = set_id
        self.capturing: Action | None = None

    @property
    def overrides(self) -> dict[str, dict[str, list[str]]]:
        return self.app.settings.key_bindings if self.app is not None else {}

    def build(self) -> list[Button]:
        buttons = []
        tab_w = 520
        for i, sid in enumerate(KEYSET_IDS):
            rect = pygame.Rect(theme.CANVAS_W // 2 - tab_w - 10 + i * (tab_w + 20), 176, tab_w, 70)
            buttons.append(Button(f"tab:{sid}", rect, KEYSET_NAMES[sid],
                                  on_activate=partial(self.switch, sid)))
        for i, action in enumerate(BINDABLE):
            col, row = divmod(i, 6)
            rect = pygame.Rect(150 + col * 830, 290 + row * 96, 790, 78)
            buttons.append(Button(
                f"act:{action.value}", rect, action.value.title(),
                value=partial(self.keys_text, action),
                on_activate=partial(self.capture, action),
            ))
        rect = pygame.Rect(150, 290 + 6 * 96, 790, 78)
        buttons.append(Button("defaults", rect, "Restore this set's defaults", on_activate=self.restore))
        return buttons

    def switch(self, set_id: str) -> None:
        self.set_id = set_id
        self.sound("click")
        self.rebuild()

    def keys_text(self, action: Action) -> str:
        """The keys bound to `action` in the shown set ("W / Up")."""
        return " / ".join(key_label(k) for k in keys_for(self.set_id, action, self.overrides))

    def capture(self, action: Action) -> None:
        if self.app is None:
            return
        self.capturing = action
        self.app.capture_key(self.bind)

    def bind(self, key_name: str | None) -> None:
        """Called by the App with the next key pressed (None when cancelled)."""
        action, self.capturing = self.capturing, None
        if action is None or key_name is None or self.app is None:
            return
        overrides = self.app.settings.key_bindings
        freed = [k for k in keys_for(self.set_id, action, overrides) if k != key_name]
        # A key does one thing: take it away from wherever else it was bound. An action left with no key
        # gets the key this one gives up (the two swap), so nothing is ever left unbound.
        for sid in KEYSET_IDS:
            for other in BINDABLE:
                keys = keys_for(sid, other, overrides)
                if key_name not in keys or (sid == self.set_id and other == action):
                    continue
                rest = [k for k in keys if k != key_name]
                where = f"{other.value.title()} ({KEYSET_NAMES[sid]})"
                if rest or not freed:
                    overrides.setdefault(sid, {})[other.value] = rest
                    self.app.notify(f"{key_label(key_name)} was moved from {where}.")
                else:
                    given = freed.pop(0)
                    overrides.setdefault(sid, {})[other.value] = [given]
                    self.app.notify(f"{key_label(key_name)} and {key_label(given)} swapped: {where} is now "
                                    f"{key_label(given)}.")
        overrides.setdefault(self.set_id, {})[action.value] = [key_name]
        self.app.apply_settings()
        self.sound("confirm")

    def restore(self) -> None:
        if self.app is None:
            return
        moved = restore_keyset(self.set_id, self.app.settings.key_bindings)
        self.app.apply_settings()
        self.app.notify(f"{KEYSET_NAMES[self.set_id]} restored to its default keys.")
        for notice in moved:
            self.app.notify(notice)

    def handle(self, event: InputEvent) -> None:
        if self.capturing is not None:
            return
        if event.action in (Action.PREV, Action.NEXT):
            i = KEYSET_IDS.index(self.set_id)
            self.switch(KEYSET_IDS[(i + (1 if event.action == Action.NEXT else -1)) % len(KEYSET_IDS)])
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text.blit_text(surface, "Keyboard controls", 80, theme.INK, KEYS_TITLE_AT, "topleft", text.DISPLAY, True)
        for i, b in enumerate(self.group.buttons):
            focused = i == self.group.focus
            if b.key.startswith("tab:"):
                active = b.key == f"tab:{self.set_id}"
                panel(surface, b.rect, theme.PANEL_EDGE if active else theme.PANEL,
                      theme.FOCUS if focused else theme.PANEL_EDGE, radius=14)
                text.blit_text(surface, b.label, 40, theme.INK if active else theme.INK_DIM, b.rect.center,
                               "center", True)
            else:
                from sprites.ui.widgets import draw_row

                draw_row(surface, b, focused, self.t, 40)
        if self.capturing is not None:
            from scenes.ui.overlays import dim

            dim(surface, 200)
            text.blit_text(surface, f"Press a key for {self.capturing.value.title()}", 64, theme.GOLD,
                           (theme.CANVAS_W // 2, 470), "midtop", True)
            text.blit_text(surface, "Escape cancels", 40, theme.INK_DIM, (theme.CANVAS_W // 2, 560), "midtop")
        self.draw_prompts(surface, [(Action.CONFIRM, "Change key"), (Action.NEXT, "Other key set"),
                                    (Action.BACK, "Back")])


def restore_keyset(set_id: str, overrides: dict[str, dict[str, list[str]]]) -> list[str]:
    """Put one key set back to its defaults in `overrides` (changed in place); returns what that took
    from the other set, in words for the player.

    A default key the other set had been given is taken from it (a key does one thing); an action of the
    other set left with no key gets its own default keys back, taken in turn from wherever they had gone.
    This ends, at worst with both sets at their defaults, which never share a key, so no action (confirm,
    back, pause least of all) is ever left without a key."""
    overrides.pop(set_id, None)
    notices: list[str] = []
    taken = {k for a in BINDABLE for k in keys_for(set_id, a, overrides)}
    claimed = {set_id: set(BINDABLE)}  # the actions whose keys are settled
    pending = list(taken)
    while pending:
        key = pending.pop(0)
        for sid in KEYSET_IDS:
            for other in BINDABLE:
                keys = keys_for(sid, other, overrides)
                if key not in keys or other in claimed.get(sid, set()):
                    continue
                rest = [k for k in keys if k != key]
                where = f"{other.value.title()} ({KEYSET_NAMES[sid]})"
                if rest:
                    overrides.setdefault(sid, {})[other.value] = rest
                    notices.append(f"{key_label(key)} was taken from {where}.")
                else:
                    default = keys_for(sid, other)
                    overrides.setdefault(sid, {})[other.value] = default
                    pending.extend(default)
                    notices.append(f"{key_label(key)} was taken from {where}: it is "
                                   f"{' / '.join(key_label(k) for k in default)} again.")
                    claimed.setdefault(sid, set()).add(other)
    for sid in KEYSET_IDS:  # an override that is the default again is no override
        mine = overrides.get(sid, {})
        for name in [n for n, keys in mine.items() if keys == DEFAULT_KEYSETS[sid].get(n)]:
            del mine[name]
        if sid in overrides and not mine:
            del overrides[sid]
    return notices


def default_keys_text(set_id: str) -> str:
    """A one-line summary of a key set's defaults (for the lobby's join hints)."""
    d = DEFAULT_KEYSETS[set_id]
    return f"{key_label(d['CONFIRM'][0])} to join"
