"""Every screen that `shot` and `bench` can show on its own, and the sample data they show.

The demo data never touches the player's files: sample tournaments live in an
in-memory database, sample replays in a temporary folder, demo games are
seeded random games built in memory. Game scenes are shown as a computer
against computer game of any playable game, by its id.
"""

from __future__ import annotations

import os
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from match.setup import GameSetup, SeatSpec
from core.replay import GameLog, random_game_log, replay, save_replay
from core.scene import Scene
from engines import GAMES
from scenes.registry import make_game_scene, playable, playable_games
from tournament.model import Config, Entrant, GameRecord, GameSpec
from tournament.runner import Tournament, play_cpu_game
from tournament.store import TournamentStore

# -- sample data ----------------------------------------------------------------


def demo_log(seed: int = 0, plies: int = 60, game_id: str | None = None) -> GameLog:
    """A short seeded game of random moves (of the first game in engines.GAMES unless named),
    at most `plies` actions long."""
    return random_game_log(game_id or next(iter(GAMES)), seed, plies)


def demo_folder(seed: int = 0) -> Path:
    """A temporary folder with a few sample replays, one of them damaged."""
    folder = Path(tempfile.mkdtemp(prefix="matchday-replays-"))
    now = time.time()
    games = list(GAMES)
    finished = demo_log(seed, 300, games[-1])  # played to the end when the game is short
    for extra in (1, 2):
        if finished.result is not None:
            break
        finished = demo_log(seed + extra, 300, games[-1])
    part = demo_log(seed + 1, 90, games[0])  # stopped part-way
    resigned = demo_log(seed + 2, 40, games[0])
    scores = [int(x) for x in replay(resigned)[-1].scores]
    resigned = GameLog(resigned.game_id, resigned.options, resigned.seed, resigned.seats, resigned.actions,
                       {"winner": 0, "scores": scores, "reason": "Bo resigned", "method": "resigned"})
    logs = [finished, resigned, part]
    names = [("Ann", ""), ("Ann", "Bo"), ("", "")]
    for k, log in enumerate(logs):
        seats = ({**log.seats[0], "name": names[k][0], "kind": "human" if names[k][0] else "cpu"},
                 {**log.seats[1], "name": names[k][1], "kind": "human" if names[k][1] else "cpu"})
        path = folder / f"2026-11-2{k}_{log.game_id}_{k}.json"
        save_replay(path, GameLog(log.game_id, log.options, log.seed, seats, log.actions, log.result))
        os.utime(path, (now - 3600 * (k + 1), now - 3600 * (k + 1)))
    bad = folder / f"2026-11-19_{games[0]}_cut.json"
    bad.write_text('{"format": "matchday-replay", "version": 1, "game": "%s", "opt' % games[0])
    os.utime(bad, (now - 86400, now - 86400))
    return folder


HUB_NAMES = ("Ada", "Bruno", "Chiara", "Dmitri", "Elin", "Farah")


def demo_tournament(seed: int = 0, played: int = 8) -> tuple[TournamentStore, int]:
    """A round robin of six computers in an in-memory store with a few games really played."""
    store = TournamentStore(Path(":memory:"))
    levels = ("easy", "random")
    entrants = tuple(Entrant(name, "cpu", levels[i % 2]) for i, name in enumerate(HUB_NAMES))
    game = playable_games()[-1]
    config = Config("roundrobin", (game,), entrants, seed=seed, clock="5+3", name="Sunday Cup")
    return store, play_into(store, config, played, lambda spec: play_cpu_game(config, spec))


#: name, format, events (None: Pentathlon), entrants, games played (made-up scores)
STORE_SAMPLES = (
    ("Friday Night Cup", "roundrobin", 0, 6, 7),
    ("Ice Derby", "elimination", -1, 8, 99),
    ("Winter Pentathlon", "swiss", None, 10, 5),
)


def demo_store(seed: int = 0) -> TournamentStore:
    """An in-memory store with a few tournaments part played (made-up scores, no engines run)."""
    from scenes.tournament.setup import CPU_NAMES, pentathlon_events

    store = TournamentStore(Path(":memory:"))
    rng = random.Random(seed)
    games = playable_games()
    for name, fmt, event, n, played in reversed(STORE_SAMPLES):
        pentathlon = event is None
        events = pentathlon_events() if event is None else (games[event],)
        entrants = tuple(Entrant(CPU_NAMES[(i * 3 + seed) % len(CPU_NAMES)], "cpu", "normal") for i in range(n))
        config = Config(fmt, events, entrants, seed=rng.randrange(2**32), clock="10+5", pentathlon=pentathlon,
                        name=name)
        play_into(store, config, played, lambda spec: made_up_result(spec, rng))
    return store


def made_up_result(spec: GameSpec, rng: random.Random) -> GameRecord:
    """A random score for a sample tournament's game (a knockout game is never drawn)."""
    a, b = rng.randint(0, 3), rng.randint(0, 3)
    if spec.knockout and a == b:
        a += 1
    return GameRecord.of(spec, (a, b), None if a == b else (0 if a > b else 1))


def play_into(store: TournamentStore, config: Config, games: int, play: Callable[[GameSpec], GameRecord]) -> int:
    """Create the tournament in the store and record its first `games` games as `play` gives them: its id."""
    tid = store.create(config)
    t = Tournament(config)
    for _ in range(games):
        spec = t.next_game()
        if spec is None:
            break
        store.add_games(tid, t.record(play(spec)), finished=t.finished)
    return tid


# -- the named scenes -------------------------------------------------------------


def _menu(seed: int) -> Scene:
    from scenes.front.menu import MainMenu

    return MainMenu(seed=seed)


def _settings(seed: int) -> Scene:
    from scenes.front.settings import SettingsScene

    return SettingsScene()


def _keys(seed: int) -> Scene:
    from scenes.front.settings import KeyBindingsScene

    return KeyBindingsScene("kb1")


def _rules(seed: int) -> Scene:
    from scenes.front.rules import RulesScene

    return RulesScene()


def _lobby(seed: int) -> Scene:
    from scenes.front.lobby import LobbyScene

    return LobbyScene("card_table", seed=seed)


def _card_table(seed: int) -> Scene:
    from scenes.cards.demo import CardTableScene

    return CardTableScene(seed=seed)


def _pause(seed: int) -> Scene:
    from scenes.ui.overlays import PauseScene

    return PauseScene([("Rules", lambda: None), ("Quit to menu", lambda: None)])


def _tournament(seed: int) -> Scene:
    from scenes.tournament.menu import TournamentMenu

    return TournamentMenu(demo_store(seed))  # sample tournaments in memory, never the player's file


def _tournament_setup(seed: int) -> Scene:
    from scenes.tournament.setup import TournamentSetup

    return TournamentSetup(TournamentStore(Path(":memory:")))


def _replays(seed: int) -> Scene:
    from scenes.front.replays import ReplaysScene

    return ReplaysScene(demo_folder(seed))  # sample replays in a temporary folder, never the player's


def _replay_viewer(seed: int) -> Scene:
    from scenes.front.replay_viewer import ReplayViewer

    log = demo_log(seed)  # a short seeded random game of the first game, built in memory
    return ReplayViewer(log, start=min(len(log.actions), 24))


def _tournament_hub(seed: int) -> Scene:
    from scenes.tournament.hub import TournamentHub

    store, tid = demo_tournament(seed)
    return TournamentHub(store, tid, sync_worker=True)


#: Every named scene that can stand on its own (for `shot` and `bench`).
#: Overlays like "pause" are shot on top of the menu.
SCENES: dict[str, Callable[[int], Scene]] = {
    "menu": _menu,
    "settings": _settings,
    "keys": _keys,
    "rules": _rules,
    "lobby": _lobby,
    "card_table": _card_table,
    "pause": _pause,
    "tournament": _tournament,
    "tournament_setup": _tournament_setup,
    "tournament_hub": _tournament_hub,
    "replays": _replays,
    "replay_viewer": _replay_viewer,
}
OVERLAYS = {"pause"}


def scene_names() -> list[str]:
    """Every scene `shot` knows, games with scenes included, each lesson's first step (learn_GAME) and
    each guide's first page (guide_GAME; guide_GAME:N is its page N)."""
    from scenes.front.guide import has_guide
    from scenes.play.learn import has_lesson

    return [*SCENES, *playable_games(), *(f"learn_{g}" for g in playable_games() if has_lesson(g)),
            *(f"guide_{g}" for g in playable_games() if has_guide(g))]


def make_scene(name: str, seed: int = 0, sync_bots: bool = True, level: str = "normal") -> Scene:
    """Build a scene by name (a game id builds a computer-vs-computer game at `level`)."""
    if name in SCENES:
        return SCENES[name](seed)
    if name.startswith("learn_") and playable(name[6:]):
        from scenes.play.learn import LearnScene

        return LearnScene(name[6:])
    if name.startswith("guide_"):
        from scenes.front.guide import GuideReader, has_guide

        game_id, _, page = name[6:].partition(":")
        if playable(game_id) and has_guide(game_id) and (page.isdigit() or not page):
            reader = GuideReader(game_id)
            reader.index = max(0, min(len(reader.guide.pages), int(page or 1)) - 1)
            return reader
    if playable(name):
        seats = (SeatSpec("cpu", level), SeatSpec("cpu", level))
        return make_game_scene(GameSetup(name, seed, seats), sync_bots=sync_bots)
    raise KeyError(name)
