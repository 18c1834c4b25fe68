"""An on-screen keyboard for typing a name with a gamepad, the keys or the mouse.

`NameEntry(title, initial, on_done)` is an overlay: a grid of letters, digits
and a few marks, with Shift, Space, Delete and Done keys, navigated like every
other menu (one `FocusGroup`). CONFIRM types the focused key, BACK deletes
one character (and cancels when the name is empty), MENU cancels, SKIP is a
shortcut for Done. Letters are capitalised like a phone keyboard does it: the
first letter of each word upper case, the rest lower case (Shift overrides).

A physical keyboard types straight in: the overlay sets `wants_text`, so the
App hands it raw keyboard events (`text_event`) before they become actions.
TEXTINPUT events type, Backspace and Delete delete, and key presses that
produce a character are kept from becoming actions (so typing "w" or "q"
does not move the focus or cancel).

Other short text goes through the same keyboard: `allowed` limits the
characters (keys that cannot type are greyed out; without lower case letters
in `allowed`, everything is typed in capitals), and `check(text)` may refuse
Done with a message shown in the overlay, which then stays open for a fix
(the lobby's match code uses both).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from core import text, theme
from core.input import Action, InputEvent
from scenes.ui.base import MenuScene
from scenes.ui.overlays import FrozenBackdrop
from sprites.ui.widgets import Button, focus_ring, panel
from tournament.model import MAX_NAME_CHARS

ROWS = (
    "ABCDEFGHIJ",
    "KLMNOPQRST",
    "UVWXYZ-'.&",
    "1234567890",
)
#: The bottom row: key, label, width in key columns.
SPECIALS = (("shift", "Shift", 2), ("space", "Space", 3), ("delete", "Delete", 2), ("done", "Done", 3))
KEY_W, KEY_H, KEY_GAP = 124, 92, 12
COLS = 10
GRID_W = COLS * KEY_W + (COLS - 1) * KEY_GAP
BOX_W, BOX_H, BOX_TOP = GRID_W + 140, 860, 70
FIELD_TOP = BOX_TOP + 140
FIELD_H = 110
GRID_TOP = FIELD_TOP + FIELD_H + 40
_MODS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_GUI


class NameEntry(FrozenBackdrop, MenuScene):
    """Type a name; `on_done(name)` gets the stripped text (never empty), cancelling calls nothing."""

    opaque = False
    name = "name_entry"
    #: This scene takes raw typing (see the module docstring).
    wants_text = True

    def __init__(self, title: str, initial: str, on_done: Callable[[str], None],
                 max_chars: int = MAX_NAME_CHARS, on_cancel: Callable[[], None] | None = None, *,
                 allowed: str | None = None, refuse_hint: str = "",
                 check: Callable[[str], str | None] | None = None, noun: str = "name") -> None:
        super().__init__()
        self.title = title
        self.max_chars = max_chars
        #: The characters that may be typed (None: any printable one); refuse_hint says so.
        self.allowed = allowed
        self.refuse_hint = refuse_hint
        #: Capitals only: `allowed` has no lower case letters.
        self.upper_only = allowed is not None and not any(c.islower() for c in allowed)
        #: Called on Done with the text: a message refuses it (shown, the overlay stays).
        self.check = check
        self.noun = noun
        self.text = initial[:max_chars]
        self.initial = self.text
        self.on_done = on_done
        self.on_cancel = on_cancel
        # The name starts selected, as in any text field: the first character typed
        # replaces it, the first Delete clears it.
        self.selected = bool(self.text)
        self.upper = True
        self.hint = ""

    # -- keys ------------------------------------------------------------------
    def build(self) -> list[Button]:
        x0 = (theme.CANVAS_W - GRID_W) // 2
        buttons: list[Button] = []
        for r, row in enumerate(ROWS):
            for c, ch in enumerate(row):
                rect = pygame.Rect(x0 + c * (KEY_W + KEY_GAP), GRID_TOP + r * (KEY_H + KEY_GAP), KEY_W, KEY_H)
                buttons.append(Button(f"k{ch}", rect, ch, on_activate=partial(self.press_char, ch),
                                      enabled=self.can_type(ch), disabled_reason=self.refuse_hint))
        y = GRID_TOP + len(ROWS) * (KEY_H + KEY_GAP)
        col = 0
        actions = {"shift": self.toggle_shift, "space": lambda: self.press_char(" "),
                   "delete": self.delete, "done": self.finish}
        for key, label, span in SPECIALS:
            rect = pygame.Rect(x0 + col * (KEY_W + KEY_GAP), y, span * KEY_W + (span - 1) * KEY_GAP, KEY_H)
            usable = {"shift": not self.upper_only, "space": self.can_type(" ")}.get(key, True)
            buttons.append(Button(key, rect, label, on_activate=actions[key], enabled=usable,
                                  disabled_reason=self.refuse_hint))
            col += span
        cancel = pygame.Rect(0, 0, 230, 72)
        cancel.topright = (self.box.right - 40, BOX_TOP + 32)
        buttons.append(Button("cancel", cancel, "Cancel", on_activate=self.cancel))
        return buttons

    def enter(self) -> None:
        super().enter()
        self.group.focus_key("kA")

    @property
    def box(self) -> pygame.Rect:
        box = pygame.Rect(0, BOX_TOP, BOX_W, BOX_H)
        box.centerx = theme.CANVAS_W // 2
        return box

    # -- editing -----------------------------------------------------------------
    def letter(self, ch: str) -> str:
        """A key's character as it would be typed now (upper or lower case)."""
        return ch.upper() if self.upper or self.upper_only else ch.lower()

    def can_type(self, ch: str) -> bool:
        """Whether a key's character may be typed here (in either case for letters)."""
        if self.allowed is None:
            return True
        return any(c in self.allowed for c in {ch, ch.upper(), ch.lower()})

    def press_char(self, ch: str) -> None:
        """Type a key of the on-screen keyboard (in the case Shift shows)."""
        self.type_text(self.letter(ch) if ch.isalpha() else ch)

    def type_text(self, chars: str) -> bool:
        """Append characters (a physical keyboard's text goes straight here); False if nothing fitted."""
        typed = False
        if self.upper_only:
            chars = chars.upper()
        if self.allowed is not None:
            refused = [ch for ch in chars if ch.isprintable() and ch not in self.allowed]
            if refused:
                self.hint = self.refuse_hint or f"{refused[0]!r} cannot be typed here."
                self.sound("back")
                chars = "".join(ch for ch in chars if ch not in refused)
                if not chars:
                    return False
        if self.selected and any(ch.isprintable() for ch in chars):
            if not chars.isspace():
                self.text = ""
            self.selected = False
        for ch in chars:
            if not ch.isprintable() or (ch == " " and (not self.text or self.text.endswith(" "))):
                continue  # no leading or double spaces
            if len(self.text) >= self.max_chars:
                self.hint = f"A {self.noun} has at most {self.max_chars} characters."
                self.sound("back")
                return typed
            self.text += ch
            typed = True
        if typed:
            self.hint = ""
            self.upper = self.text.endswith(" ")  # capitals start each word
            self.sound("click")
        return typed

    def refused(self, button: Button) -> None:
        """A greyed-out key: say why here, where the eyes are."""
        self.hint = button.disabled_reason or f"{button.label} cannot be typed here."
        self.sound("back")

    def toggle_shift(self) -> None:
        self.upper = not self.upper
        self.sound("click")

    def delete(self) -> None:
        if not self.text:
            self.sound("back")
            return
        self.text = "" if self.selected else self.text[:-1]
        self.selected = False
        self.upper = not self.text or self.text.endswith(" ")
        self.hint = ""
        self.sound("back")

    def finish(self) -> None:
        name = self.text.strip()
        if not name:
            self.hint = f"Type a {self.noun} first (or press Back to cancel)."
            self.sound("back")
            return
        refusal = self.check(name) if self.check is not None else None
        if refusal:
            self.hint = refusal
            self.sound("back")
            return
        self.sound("confirm")
        if self.app is not None:
            self.app.stack.pop(self)
        self.on_done(name)

    def cancel(self) -> None:
        self.sound("back")
        if self.app is not None:
            self.app.stack.pop(self)
        if self.on_cancel is not None:
            self.on_cancel()

    def go_back(self) -> None:
        self.cancel()

    # -- input -------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        a = event.action
        if a == Action.BACK:
            if self.text:
                self.delete()
            else:
                self.cancel()
            return
        if a == Action.MENU:
            self.cancel()
            return
        if a == Action.SKIP:
            self.finish()
            return
        self.group.handle(event)

    def text_event(self, event: pygame.event.Event) -> bool:
        """A raw pygame event from a physical keyboard; True if it was used up here."""
        if event.type == pygame.TEXTINPUT:
            if self.app is not None:
                self.app.input.last_device = "kb1"
            if self.type_text(str(getattr(event, "text", ""))):
                self.group.focus_key("done")  # so Enter finishes, as on any text field
            return True
        if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & _MODS:
            return False
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.app is not None:
                self.app.input.last_device = "kb1"
            if self.text:
                self.delete()
            elif event.key == pygame.K_BACKSPACE:
                self.cancel()
            return True
        uni = str(getattr(event, "unicode", "") or "")
        # A key that makes a character: its TEXTINPUT event does the typing, and
        # it must not also act as a direction or button of a key set (W, Q, Space...).
        return len(uni) == 1 and uni.isprintable()

    # -- drawing -----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        box = self.box
        panel(surface, box, theme.NIGHT_2, theme.PANEL_EDGE, radius=28, alpha=245)
        text.blit_text(surface, self.title, 64, theme.INK, (box.x + 60, BOX_TOP + 40), "topleft", True, True)
        field = pygame.Rect(box.x + 60, FIELD_TOP, box.width - 120, FIELD_H)
        pygame.draw.rect(surface, theme.NIGHT, field, border_radius=16)
        pygame.draw.rect(surface, theme.GOLD, field, 4, border_radius=16)
        room = field.width - 250
        size = next((z for z in (72, 64, 56, 48) if text.font(z, True).size(self.text)[0] <= room), 44)
        shown = self.text
        while len(shown) > 1 and text.font(size, True).size(shown)[0] > room:
            shown = text.ELLIPSIS + shown[2:]  # a long text: its end, where the typing happens
        label = text.label(shown, size, theme.INK, True)
        r = label.get_rect(midleft=(field.x + 34, field.centery))
        if self.selected and self.text:
            pygame.draw.rect(surface, theme.mix(theme.NIGHT, theme.PANEL_EDGE, 0.8), r.inflate(16, 8), border_radius=8)
        surface.blit(label, r)
        if not self.text:
            r = pygame.Rect(field.x + 34, field.centery, 0, 0)
        if int(self.t * 2) % 2 == 0:
            pygame.draw.rect(surface, theme.GOLD, pygame.Rect(r.right + 6, field.centery - 34, 6, 68))
        count = f"{len(self.text)} / {self.max_chars}"
        color = theme.GOLD if len(self.text) >= self.max_chars else theme.INK_DIM
        text.blit_text(surface, count, 36, color, (field.right - 30, field.centery), "midright")
        if self.hint:
            hint, px = text.fit_text(self.hint, 34, field.width)
            text.blit_text(surface, hint, px, theme.GOLD, (box.centerx, field.bottom + 4), "midtop")
        for i, b in enumerate(self.group.buttons):
            self.draw_key(surface, b, i == self.group.focus)
        self.draw_prompts(surface, self.prompt_items())

    def draw_key(self, surface: pygame.Surface, b: Button, focused: bool) -> None:
        special = len(b.label) > 1
        if b.key == "done":
            fill = theme.GOLD if focused else theme.mix(theme.PANEL, theme.GOLD, 0.35)
        elif focused:
            fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.6)
        elif not b.enabled:
            fill = theme.mix(theme.NIGHT_2, theme.NIGHT, 0.5)
        elif b.key == "shift" and self.upper:
            fill = theme.mix(theme.PANEL, theme.FOCUS, 0.3)
        else:
            fill = theme.mix(theme.PANEL, theme.NIGHT, 0.3) if special else theme.PANEL
        panel(surface, b.rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=14)
        label = b.label if special else self.letter(b.label)
        ink = theme.NIGHT if (b.key == "done" and focused) else theme.INK if b.enabled else theme.GREY_OUT
        text.blit_text(surface, label, 40 if special else 56, ink, b.rect.center, "center", True)
        if focused:
            focus_ring(surface, b.rect, self.t, radius=14)

    def prompt_items(self) -> list[tuple[Action, str]]:
        device = self.app.input.last_device if self.app is not None else "kb1"
        if device == "mouse":
            return [(Action.CONFIRM, "Type"), (Action.BACK, "Delete")]
        if device in ("kb1", "kb2"):
            return [(Action.CONFIRM, "Type"), (Action.BACK, "Delete"), (Action.MENU, "Cancel")]
        return [(Action.CONFIRM, "Type"), (Action.BACK, "Delete"), (Action.SKIP, "Done"),
                (Action.MENU, "Cancel")]
