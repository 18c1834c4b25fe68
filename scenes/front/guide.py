"""A game's player's guide: plain words, one topic per page, each with a picture of the real table.

The guide is data, `assets/guides/<game id>.json`:

    {"game": "<game id>", "options": {},
     "pages": [
       {"title": "Attacking",
        "words": "Short paragraphs for a player, separated by blank lines.",
        "picture": {"position": {...} | {"new_game": SEED},   # the engine's own JSON, as lessons use
                    "moves": ["ATTACK", "@FWD1"],             # played from there; the last one shown landing
                    "at": 1.5,                                 # or caught this many seconds into its animation
                    "view": [x, y, w, h],                      # the part of the 1920x1080 table pictured
                    "seen_by": "all",                          # card games: "all" face up (default), "blue"
                                                               # or "red" as that player sees it, "room"
                    "labels": [[x, y, "Your library"],        # callouts, in the table's coordinates,
                               [x, y, "Mama", tx, ty]]}},     # with a pointer to (tx, ty) when beside it
       ...]}

The pictures are drawn by the game's own scene, as a spectator of that
position (the replay viewer's way of driving a table), so a guide always
shows the sprites the player will meet. `check_guide` plays every picture's
moves through the engine and refuses words that read like a specification
(ids, paths, "seat 0"); a test runs it over every guide. The exact rules
stay in docs/rules and open from the guide ("Exact rules").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from core import text, theme, tween
from core.input import Action, InputEvent
from match.setup import GameSetup, SeatSpec
from engines import ALL_GAME_IDS, GAMES, TITLES
from core.rulebook import has_rules
from scenes.play.learn import LearnScene, has_lesson, position_state, read_script
from scenes.ui.base import MenuScene
from sprites.ui.widgets import panel

GUIDES_DIR = Path(__file__).resolve().parents[2] / "assets" / "guides"
#: Where a page's picture goes, and its words beside it (a page without a picture centres its words).
PICTURE_BOX = pygame.Rect(70, 190, 1120, 700)
WORDS_RIGHT = 1860  # the words fill from the picture's right edge to here
WIDE_WORDS_BOX = pygame.Rect(360, 210, 1200, 680)
WORDS_PX = 36
#: Words that belong in code or the exact rules, not in a player's guide.
SPEC_WORDS = re.compile(r"seat \d|\bseat\b|[a-z]+_[a-z]+|\.(?:md|py|json|toml)\b|/\w+/|\bid\b|\bids\b", re.I)
#: Who a card game's picture is seen by: everything face up, one player's view, or the room's (backs).
SEEN_BY = {"all": None, "blue": 0, "red": 1, "room": None}
#: Pictures kept painted around the page being read (each is a few megabytes).
KEEP_PICTURES = 3
FRAME_S = 1 / 30


class GuideError(ValueError):
    """A guide file that cannot be used; the message names the file and the page."""


@dataclass(frozen=True)
class Callout:
    """A label on a picture, centred on (x, y) in the table's coordinates; `to` is the point it names when
    the label sits beside it (a penguin, a square): a leader line joins the two."""

    x: int
    y: int
    words: str
    to: tuple[int, int] | None = None


@dataclass(frozen=True)
class Picture:
    position: Any
    moves: tuple[str, ...]
    view: tuple[int, int, int, int]
    seen_by: str = "all"
    labels: tuple[Callout, ...] = ()
    at: float | None = None


@dataclass(frozen=True)
class Page:
    title: str
    words: str
    picture: Picture | None = None


@dataclass(frozen=True)
class Guide:
    game_id: str
    options: dict[str, Any]
    pages: tuple[Page, ...]


def guide_path(game_id: str) -> Path:
    return GUIDES_DIR / f"{game_id}.json"


def has_guide(game_id: str) -> bool:
    return guide_path(game_id).is_file()


def _picture(path: Path, n: int, raw: Any) -> Picture:
    if not isinstance(raw, dict) or "position" not in raw:
        raise GuideError(f"{path}: page {n}: a picture needs a 'position'")
    view = raw.get("view", [0, 0, theme.CANVAS_W, theme.CANVAS_H])
    if not (isinstance(view, list) and len(view) == 4 and all(isinstance(v, int) for v in view)):
        raise GuideError(f"{path}: page {n}: 'view' must be [x, y, width, height] in whole pixels")
    moves = raw.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise GuideError(f"{path}: page {n}: 'moves' must be a list of moves in notation")
    labels = []
    for item in raw.get("labels", []):
        if not (isinstance(item, list) and len(item) in (3, 5) and isinstance(item[2], str)
                and all(isinstance(v, int) and not isinstance(v, bool) for v in item[:2] + item[3:])):
            raise GuideError(f"{path}: page {n}: a label is [x, y, \"words\"] or [x, y, \"words\", x, y] "
                             "(the point it names)")
        labels.append(Callout(item[0], item[1], item[2], (item[3], item[4]) if len(item) == 5 else None))
    seen_by = raw.get("seen_by", "all")
    if seen_by not in SEEN_BY:
        raise GuideError(f"{path}: page {n}: 'seen_by' is one of {', '.join(SEEN_BY)}")
    at = raw.get("at")
    if at is not None and (not isinstance(at, (int, float)) or not 0 < at <= 10):
        raise GuideError(f"{path}: page {n}: 'at' is a number of seconds, above 0 and at most 10")
    return Picture(raw["position"], tuple(moves), (view[0], view[1], view[2], view[3]), seen_by, tuple(labels),
                   None if at is None else float(at))


def load_guide(game_id: str) -> Guide:
    """The guide of a game; GuideError naming the file and what is wrong."""
    path = guide_path(game_id)
    data, raw = read_script(path, game_id, "pages", GuideError)
    pages = []
    for n, p in enumerate(raw, 1):
        if not isinstance(p, dict) or not all(isinstance(p.get(k), str) and p[k].strip() for k in ("title", "words")):
            raise GuideError(f"{path}: page {n} needs a 'title' and 'words'")
        pic = _picture(path, n, p["picture"]) if p.get("picture") is not None else None
        pages.append(Page(p["title"], p["words"], pic))
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise GuideError(f"{path}: 'options' must be a JSON object")
    return Guide(game_id, options, tuple(pages))


def picture_states(guide: Guide, picture: Picture) -> list[Any]:
    """The picture's position and the position after each of its moves."""
    states = [position_state(guide.game_id, guide.options, picture.position)]
    for move in picture.moves:
        states.append(states[-1].apply(move))
    return states


def check_guide(guide: Guide) -> list[str]:
    """Every problem of a guide, in words (none: it is ready for players)."""
    problems = []
    canvas = pygame.Rect(0, 0, theme.CANVAS_W, theme.CANVAS_H)
    for n, page in enumerate(guide.pages, 1):
        for where, words in (("title", page.title), ("words", page.words)):
            found = SPEC_WORDS.search(words)
            if found:
                problems.append(f"page {n}: its {where} say {found.group(0)!r}, which is not a player's word")
        pic = page.picture
        if pic is None:
            continue
        view = pygame.Rect(pic.view)
        if view.w < 200 or view.h < 150 or not canvas.contains(view):
            problems.append(f"page {n}: the view {list(pic.view)} is not a part of the 1920x1080 table")
        for label in pic.labels:
            if not view.collidepoint(label.x, label.y) or (label.to is not None and not view.collidepoint(label.to)):
                problems.append(f"page {n}: the label {label.words!r} is outside the view")
        try:
            picture_states(guide, pic)
        except Exception as exc:  # noqa: BLE001 - every engine error is a problem of the guide
            problems.append(f"page {n}: {exc}")
    return problems


class TablePainter:
    """Paints pictures of one game's table: a fresh scene of the game for each picture (about 8 ms), so
    no picture carries anything over from the one before (a card's tilt, a panel, a fading edge)."""

    def __init__(self, guide: Guide, app: Any) -> None:
        self.guide = guide
        self.app = SilentApp(app) if app is not None else None  # a picture is painted in silence
        self.canvas = pygame.Surface(theme.CANVAS_SIZE)

    def _table(self) -> Any:
        from scenes.registry import make_game_scene

        seats = (SeatSpec("spectator"), SeatSpec("spectator"))
        game: Any = make_game_scene(GameSetup(self.guide.game_id, 0, seats, None, dict(self.guide.options)),
                                    sync_bots=True)
        game.app = self.app
        if hasattr(game, "panels_per_frame"):
            game.panels_per_frame = 99  # one draw is the whole picture: every side panel up to date
        game.enter()
        return game

    def paint(self, picture: Picture, size: tuple[int, int]) -> pygame.Surface:
        """The picture's part of the table at its position, its last move landed, fitted into `size`."""
        game = self._table()
        try:
            return self._paint(game, picture, size)
        finally:
            game.exit()

    def _paint(self, game: Any, picture: Picture, size: tuple[int, int]) -> pygame.Surface:
        from match.review import Review

        states = picture_states(self.guide, picture)
        review = Review(game.setup, states, picture.moves)
        if hasattr(game, "watch_seat"):
            game.reveal_all = picture.seen_by == "all"
            game.watch_seat = SEEN_BY[picture.seen_by]
        last = len(picture.moves)
        game.watch(review, max(0, last - 1))
        game.skip()  # what laying the table out set moving (a turn's edge fading in) lands first
        if picture.moves:
            game.present(review.view(last, game.viewer, open_view=game.wants_open_view), animate=True)
            if picture.at is None:
                game.skip()
                game.confetti = None
            else:  # the moment the picture is about: a penalty's sum, a goal's banner, a shout
                for _ in range(round(picture.at / FRAME_S)):
                    game.tick(FRAME_S)
        self.canvas.fill(theme.NIGHT)
        game.draw(self.canvas)
        view = pygame.Rect(picture.view)
        scale = min(size[0] / view.w, size[1] / view.h)
        out = pygame.transform.smoothscale(self.canvas.subsurface(view),
                                           (round(view.w * scale), round(view.h * scale)))
        for label in picture.labels:
            to = label.to
            draw_callout(out, ((label.x - view.x) * scale, (label.y - view.y) * scale), label.words,
                         None if to is None else ((to[0] - view.x) * scale, (to[1] - view.y) * scale))
        return out

class SilentApp:
    """The App as a picture's table sees it: everything the same but its sounds, which go nowhere (the
    scene's own mute would also hide its shouts, and a picture caught mid-move should show them)."""

    def __init__(self, app: Any) -> None:
        self._app = app

    def sound(self, *args: Any, **kwargs: Any) -> None:
        """Nothing is heard from a picture."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)


def draw_callout(surface: pygame.Surface, at: tuple[float, float], words: str,
                 to: tuple[float, float] | None = None) -> pygame.Rect:
    """A label on a picture: words in a dark pill with a gold edge, centred on `at`, kept inside; with `to`,
    a gold leader line from the pill's edge to a dot on the point it names. Returns the pill's rect."""
    label = text.label(words, 28, theme.INK, True)
    box = label.get_rect().inflate(26, 12)
    box.center = (round(at[0]), round(at[1]))
    box.clamp_ip(surface.get_rect())
    if to is not None and not box.inflate(16, 16).collidepoint(to):
        start = _edge_toward(box, to)
        pygame.draw.line(surface, theme.NIGHT, start, to, 7)  # a dark keel keeps the line clear on the ice
        pygame.draw.line(surface, theme.GOLD, start, to, 3)
        dot = (round(to[0]), round(to[1]))
        pygame.draw.circle(surface, theme.NIGHT, dot, 9)
        pygame.draw.circle(surface, theme.GOLD, dot, 6)
    pill = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(pill, (10, 16, 34, 225), pill.get_rect(), border_radius=box.h // 2)
    pygame.draw.rect(pill, (*theme.GOLD, 255), pill.get_rect(), 3, border_radius=box.h // 2)
    surface.blit(pill, box)
    surface.blit(label, label.get_rect(center=box.center))
    return box


def _edge_toward(box: pygame.Rect, to: tuple[float, float]) -> tuple[float, float]:
    """Where the line from the pill's centre towards `to` leaves the pill (its rectangle)."""
    cx, cy = box.center
    dx, dy = to[0] - cx, to[1] - cy
    reach = min(box.w / 2 / abs(dx) if dx else float("inf"), box.h / 2 / abs(dy) if dy else float("inf"))
    return (cx + dx * reach, cy + dy * reach)


class GuideReader(MenuScene):
    """A game's guide, a page at a time: LEFT/RIGHT (or the shoulders) turn pages; Y opens the lesson on
    the table, X the exact rules; the mouse clicks the arrows, the page dots or the prompt bar."""

    name = "guide"

    def __init__(self, game_id: str, guide: Guide | None = None) -> None:
        super().__init__()
        self.guide = guide or load_guide(game_id)
        self.game_id = game_id
        #: What the prompt bar offers besides turning pages (looked up once, not every frame).
        self.lesson_ready = has_lesson(game_id)
        self.rules_ready = has_rules(game_id)
        self.index = 0
        self.slide = 0.0  # the page sliding in from the side it came from
        self.painter: TablePainter | None = None
        self.pictures: dict[int, pygame.Surface] = {}
        self.prompt_hits: list[tuple[Action, pygame.Rect]] = []
        self.arrows: dict[int, pygame.Rect] = {}
        self.dots: list[pygame.Rect] = []

    @property
    def page(self) -> Page:
        return self.guide.pages[self.index]

    def exit(self) -> None:
        self.painter = None  # its canvas and the pictures go with the reader
        self.pictures.clear()

    # -- pictures ---------------------------------------------------------------
    def picture(self, index: int) -> pygame.Surface | None:
        """Page `index`'s picture, painted on first need and kept while the reader is near it."""
        pic = self.guide.pages[index].picture
        if pic is None:
            return None
        if index not in self.pictures:
            if self.painter is None:
                self.painter = TablePainter(self.guide, self.app)
            self.pictures[index] = self.painter.paint(pic, PICTURE_BOX.size)
            for far in sorted(self.pictures, key=lambda i: -abs(i - self.index))[:max(0, len(self.pictures)
                                                                                      - KEEP_PICTURES)]:
                del self.pictures[far]
        return self.pictures[index]

    def update(self, dt: float) -> None:
        super().update(dt)
        # the next page's picture is painted while this one is read, so turning the page never waits
        nxt = self.index + 1
        if nxt < len(self.guide.pages) and nxt not in self.pictures and not self.tweens.busy:
            self.picture(nxt)

    # -- turning pages ------------------------------------------------------------
    def turn(self, to: int) -> None:
        to = max(0, min(len(self.guide.pages) - 1, to))
        if to == self.index:
            return
        self.slide = 1.0 if to > self.index else -1.0
        self.index = to
        self.tweens.complete_all()
        self.tweens.tween(self, "slide", 0.0, 0.25, tween.out_cubic)
        self.sound("flip")

    def open_lesson(self) -> None:
        if self.app is not None and self.lesson_ready:
            self.app.stack.push(LearnScene(self.game_id))

    def open_exact_rules(self) -> None:
        if self.app is not None and self.rules_ready:
            from scenes.front.rules import RulesReader

            self.app.stack.push(RulesReader(self.game_id))

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        a = event.action
        if a in (Action.BACK, Action.MENU):
            self.go_back()
        elif a in (Action.RIGHT, Action.NEXT, Action.DOWN):
            self.turn(self.index + 1)
        elif a in (Action.LEFT, Action.PREV, Action.UP):
            self.turn(self.index - 1)
        elif a == Action.CONFIRM:
            if self.index + 1 < len(self.guide.pages):
                self.turn(self.index + 1)
            else:
                self.go_back()
        elif a == Action.PEEK:
            self.open_lesson()
        elif a == Action.SKIP:
            self.open_exact_rules()
        elif a == Action.CLICK and event.pos is not None:
            self.click(event.pos)

    def click(self, pos: tuple[float, float]) -> None:
        hit = next((a for a, r in self.prompt_hits if r.collidepoint(pos)), None)
        if hit is not None:
            self.handle(InputEvent(hit, "mouse"))
            return
        for step, rect in self.arrows.items():
            if rect.collidepoint(pos):
                self.turn(self.index + step)
                return
        for i, rect in enumerate(self.dots):
            if rect.inflate(16, 24).collidepoint(pos):
                self.turn(i)
                return

    # -- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        title = TITLES.get(self.game_id, self.game_id)
        text.blit_text(surface, f"{title}: the rules", 34, theme.GOLD, (PICTURE_BOX.x, 56), "topleft", True)
        page = self.page
        shift = round(self.slide * 90)
        text.blit_fit(surface, page.title, 64, theme.INK, (PICTURE_BOX.x + shift, 100), PICTURE_BOX.w + 700,
                      "topleft", True, True)
        picture = self.picture(self.index)
        box = WIDE_WORDS_BOX
        if picture is not None:
            frame = picture.get_rect(midleft=(PICTURE_BOX.x + shift, PICTURE_BOX.centery))
            panel(surface, frame.inflate(16, 16), theme.NIGHT_2, theme.PANEL_EDGE, radius=14)
            surface.blit(picture, frame)
            box = pygame.Rect(frame.right + 60, PICTURE_BOX.y + 10, WORDS_RIGHT - frame.right - 60, PICTURE_BOX.h)
        self.draw_words(surface, page.words, box.move(shift, 0))
        self.draw_turning(surface)
        items = [(Action.RIGHT, "Next page" if self.index + 1 < len(self.guide.pages) else "Done"),
                 (Action.LEFT, "Previous")]
        if self.lesson_ready:
            items.append((Action.PEEK, "Try it on the table"))
        if self.rules_ready:
            items.append((Action.SKIP, "Exact rules"))
        items.append((Action.BACK, "Back"))
        self.draw_prompts(surface, items)

    def draw_words(self, surface: pygame.Surface, words: str, box: pygame.Rect) -> None:
        y = box.y
        for para in words.split("\n\n"):
            for line in text.wrap(para.strip(), WORDS_PX, box.w):
                text.blit_text(surface, line, WORDS_PX, theme.INK, (box.x, y))
                y += WORDS_PX + 10
            y += 18

    def draw_turning(self, surface: pygame.Surface) -> None:
        """Page dots under the picture, and arrows at the sides (each a mouse target)."""
        n = len(self.guide.pages)
        gap = 34
        x0 = theme.CANVAS_W // 2 - (n - 1) * gap // 2
        y = 938
        self.dots = []
        for i in range(n):
            rect = pygame.Rect(0, 0, 18, 18)
            rect.center = (x0 + i * gap, y)
            pygame.draw.circle(surface, theme.GOLD if i == self.index else theme.PANEL_EDGE, rect.center,
                               9 if i == self.index else 6)
            self.dots.append(rect)
        text.blit_text(surface, f"{self.index + 1} / {n}", 30, theme.INK_DIM, (x0 + (n - 1) * gap + 40, y),
                       "midleft")
        self.arrows = {}
        for step, x in ((-1, x0 - 70), (1, x0 + (n - 1) * gap + 150)):
            if 0 <= self.index + step < n:
                rect = pygame.Rect(0, 0, 56, 56)
                rect.center = (x, y)
                pygame.draw.circle(surface, theme.PANEL, rect.center, 26)
                tip = (x + 12 * step, y)
                pygame.draw.polygon(surface, theme.GOLD, [tip, (x - 8 * step, y - 14), (x - 8 * step, y + 14)])
                self.arrows[step] = rect


def guides_ready() -> list[str]:
    """The games that have a guide (the others fall back on their exact rules)."""
    return [g for g in ALL_GAME_IDS if has_guide(g) and g in GAMES]


__all__ = ["GuideReader", "Guide", "Page", "Picture", "GuideError", "load_guide", "has_guide", "check_guide",
           "picture_states", "TablePainter", "guides_ready", "GUIDES_DIR"]
