"""Engine fuzzing over the engine contract (`python main.py fuzz`).

Random legal actions are played through every engine in `engines.GAMES` (or
one), game after game, until the requested number of actions has been applied
(split evenly across the engines), and the contract is checked as it goes.
Nothing here knows any game: what needs game knowledge comes from optional
hooks an engine module may provide.

Every action (cheap checks):
- `current_player` is 0 or 1 exactly while the game is not over;
- `legal_actions()` is non-empty, sorted, without repeated notations, stable
  (a second call gives the same list, even after the caller emptied the first);
- the new state's events are JSON-able, exactly (json.loads(json.dumps(e)) == e);
- the card count (hook) never changes.

Full checks on a game's first FIRST_FULL actions, then every K-th action
(`--check-every K`; for K > 1 at most 8 per doubling of the length in long
games, as JSON grows with the game record; K = 1 is every action), and on its
final state. Applying an action only after its state passed, they check:
- `apply` does not mutate: the old state's to_json() is unchanged after it;
- `state.apply(str(action))` gives the same state as `state.apply(action)`;
- to_json() is exact JSON, `State.from_json(j).to_json() == j`, with equal
  legal actions;
- each seat's observation is exact JSON, and `sample_state(obs, p, seed)`
  gives the same observation for several seeds (and, for the seat to move, the
  same legal actions: a bot must be able to act on what it sees);
- no leak: a field of an event marked secret from seat p must not appear
  unmasked in observation(p) (for events built on engines.common.events.Event);
  with the hooks, no card hidden from p is shown in observation(p), and every
  card is either shown or hidden, once.

At the end of every game: it did end within `--max-plies` actions (a game that
does not is a failure), and `new_game(seed, **options)` plus the action list
(as notation) replays to the identical final state, which checks the notation
of every action (a failed replay is then walked again to name the first action
whose notation does not do what the action did). Each failure stops that
game and is printed with the game id, its seed and the action index, plus the
command that replays exactly that game. The summary is one line of JSON.

Optional engine hooks (module attributes):

- `card_count(state) -> int`: cards in all zones, counted zone by zone; must
  stay the same through a whole game.
- `hidden_cards(state, player) -> Sequence[int]`: the ids (identities, not
  faces: two copies of a card are two ids) of the cards `player` cannot see
  where they are now.
- `shown_cards(observation) -> Sequence[int]`: every card id the observation
  shows in a zone of the table (with repeats if it shows one twice); events
  are history, not zones, and are checked generically instead.
- `FUZZ_OPTIONS: Sequence[dict]`: new_game options to cycle through, chosen by
  the game seed (seed % len) so a game replays from its seed alone.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engines.common.protocol import Action, GameModule, GameState
from engines.common.rng import derive, randbelow

DEFAULT_CHECK_EVERY = 16
DEFAULT_MAX_PLIES = 100_000
"""Random Penguin Soccer games run a few thousand plies (the longest of thousands: ~20,000)."""
FIRST_FULL = 8
"""Full checks on every one of a game's first actions (where most special cases live)."""
SAMPLE_SEEDS = 2
"""sample_state seeds tried per seat at each full check."""
MAX_FAILURES = 20
ACTION_SALT = 0xF0220
SAMPLE_SALT = 0x5A3D1E


class CheckFailed(Exception):
    """One broken invariant: which check, and what went wrong."""

    def __init__(self, check: str, message: str, action: str | None = None) -> None:
        super().__init__(f"[{check}] {message}")
        self.check = check
        self.message = message
        self.action = action
        """The action at fault, when it is not the one just applied."""


@dataclass(frozen=True)
class Failure:
    """A broken invariant in one game, with what it takes to reproduce it."""

    game: str
    seed: int
    index: int
    """Actions applied in this game before the failing check."""
    check: str
    message: str
    action: str | None = None
    check_every: int = DEFAULT_CHECK_EVERY
    max_plies: int = DEFAULT_MAX_PLIES

    def repro(self) -> str:
        extra = "" if self.check_every == DEFAULT_CHECK_EVERY else f" --check-every {self.check_every}"
        extra += "" if self.max_plies == DEFAULT_MAX_PLIES else f" --max-plies {self.max_plies}"
        return f"python main.py fuzz --game {self.game} --seed {self.seed} --actions {self.index + 1}{extra}"

    def line(self) -> str:
        act = f" (action {self.action})" if self.action is not None else ""
        return (f"FAIL {self.game} seed={self.seed} action_index={self.index}{act} [{self.check}] {self.message}"
                f" -- reproduce: {self.repro()}")


@dataclass
class EngineStats:
    """What one engine went through."""

    games: int = 0
    finished: int = 0
    actions: int = 0
    full_checks: int = 0
    longest: int = 0
    failures: int = 0

    def to_json(self) -> dict[str, int]:
        return {"games": self.games, "finished": self.finished, "actions": self.actions,
                "full_checks": self.full_checks, "longest_game": self.longest, "failures": self.failures}


@dataclass
class Config:
    check_every: int = DEFAULT_CHECK_EVERY
    max_plies: int = DEFAULT_MAX_PLIES
    sample_seeds: int = SAMPLE_SEEDS


# ---- small helpers ---------------------------------------------------------------------------


def _short(value: object, limit: int = 300) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def _json_exact(value: object, what: str) -> None:
    """CheckFailed unless `value` is JSON that survives a dump and load unchanged (no tuples, NaN, int keys)."""
    try:
        back = json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise CheckFailed("json", f"{what} is not JSON-able: {exc}") from None
    if back != value:
        raise CheckFailed("json", f"{what} changes through json.dumps/loads (tuples, non-string keys?): "
                                  f"{_short(value)}")


def _diff(a: Any, b: Any, path: str = "") -> str:
    """Where two JSON values first differ, for messages."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path}.{key}: {'missing' if key not in a else _short(a[key], 80)} vs " \
                       f"{'missing' if key not in b else _short(b[key], 80)}"
            if a[key] != b[key]:
                return _diff(a[key], b[key], f"{path}.{key}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _diff(x, y, f"{path}[{i}]")
    return f"{path or 'value'}: {_short(a, 120)} vs {_short(b, 120)}"


def _notations(actions: Sequence[object]) -> list[str]:
    return [str(a) for a in actions]


def _same_state(a: GameState, b: GameState) -> bool:
    """Equal states: their own == if it says so (fast), else equal to_json()."""
    try:
        if a == b:
            return True
    except Exception:  # noqa: BLE001 - a broken __eq__ falls back to JSON
        pass
    return bool(a.to_json() == b.to_json())


def _dicts(value: object) -> Iterator[dict[str, Any]]:
    """Every dict inside a JSON value."""
    if isinstance(value, dict):
        yield value
        for v in value.values():
            yield from _dicts(v)
    elif isinstance(value, list):
        for v in value:
            yield from _dicts(v)


def _event_dict(event: object) -> Any:
    to_dict = getattr(event, "to_dict", None)
    return to_dict() if callable(to_dict) else event


def full_check_due(n: int, every: int) -> bool:
    """Whether action n of a game gets the full checks: the first FIRST_FULL, then every `every`-th,
    spaced out in long games (8 per doubling of the length) because their JSON grows with the record;
    `every` 1 is every action, however long the game."""
    if n < FIRST_FULL or every == 1:
        return True
    return n % max(every, 1 << max(0, n.bit_length() - 4)) == 0


# ---- the checks --------------------------------------------------------------------------


class GameFuzzer:
    """Plays and checks one game of one engine."""

    def __init__(self, game_id: str, engine: GameModule, seed: int, config: Config) -> None:
        self.game_id = game_id
        self.engine = engine
        self.seed = seed
        self.config = config
        audit = engine.INFO.audit  # the game's card bookkeeping; without it, every check but the card ones
        self.card_count: Callable[[GameState], int] | None = audit.card_count if audit is not None else None
        self.hidden_cards: Callable[[GameState, int], Collection[int]] | None = \
            audit.hidden_cards if audit is not None else None
        self.shown_cards: Callable[[Mapping[str, Any]], Collection[int]] | None = \
            audit.shown_cards if audit is not None else None
        choices: Sequence[Mapping[str, Any]] = engine.INFO.fuzz_options or ({},)
        self.options: dict[str, Any] = dict(choices[seed % len(choices)])
        self.actions: list[str] = []
        self.played: list[Action] = []
        self.pending: Action | None = None
        self.stage = "new_game"
        """The action being applied (or whose new state is being checked)."""
        self.full_checks = 0
        self.cards: int | None = None

    # -- per state ---------------------------------------------------------------------

    def check_player(self, state: GameState) -> None:
        terminal = state.is_terminal
        player = state.current_player
        if not isinstance(terminal, bool):
            raise CheckFailed("contract", f"is_terminal must be a bool, got {terminal!r}")
        if terminal and player is not None:
            raise CheckFailed("contract", f"current_player is {player!r} in a terminal state (must be None)")
        if not terminal and player not in (0, 1):
            raise CheckFailed("contract", f"current_player is {player!r} in a live state (must be 0 or 1)")
        if terminal:
            winner, scores = state.winner, tuple(state.scores)
            if winner not in (0, 1, None) or len(scores) != 2 or not all(type(s) is int for s in scores):
                raise CheckFailed("contract", f"winner {winner!r} / scores {scores!r} are not a seat and two ints")

    def check_legal(self, state: GameState) -> list[Action]:
        """The legal actions, after checking they are non-empty, sorted, distinct and stable."""
        legal = state.legal_actions()
        if not isinstance(legal, list):
            raise CheckFailed("legal", f"legal_actions() must return a list, got {type(legal).__name__}")
        if not legal:
            raise CheckFailed("legal", "legal_actions() is empty but the game is not over")
        names = _notations(legal)
        if len(set(names)) != len(names):
            raise CheckFailed("legal", f"legal_actions() repeats a notation: {names}")
        try:
            ordered = sorted(legal)
        except TypeError:
            ordered = legal  # actions without an order: only stability can be checked
        if ordered != legal:
            raise CheckFailed("legal", f"legal_actions() is not sorted: {names} (sorted: {_notations(ordered)})")
        snapshot = list(legal)
        legal.clear()  # the caller owns the list; the state must not hand out its cache
        again = state.legal_actions()
        if again != snapshot:
            raise CheckFailed("legal", f"legal_actions() changed between two calls: {_notations(snapshot)} then "
                                       f"{_notations(again)}")
        return snapshot

    def check_cards(self, state: GameState) -> None:
        if self.card_count is None:
            return
        n = self.card_count(state)
        if self.cards is None:
            self.cards = n
        elif n != self.cards:
            raise CheckFailed("cards", f"{n} cards in play, {self.cards} at the start: a card was "
                                       f"{'lost' if n < self.cards else 'made up'}")

    def check_events(self, state: GameState) -> None:
        events = state.events
        if not isinstance(events, tuple):
            raise CheckFailed("events", f"events must be a tuple, got {type(events).__name__}")
        try:
            _json_exact([_event_dict(e) for e in events], "events")
        except CheckFailed:
            for i, e in enumerate(events):  # name the culprit
                _json_exact(_event_dict(e), f"event {i} ({type(e).__name__})")
            raise

    def full_check(self, state: GameState) -> dict[str, Any]:
        """JSON round trip, observations, sample_state, leaks; returns state.to_json()."""
        self.full_checks += 1
        j: dict[str, Any] = state.to_json()
        _json_exact(j, "to_json()")
        try:
            back = self.engine.State.from_json(j)
        except ValueError as exc:
            raise CheckFailed("round_trip", f"State.from_json(state.to_json()) refused it: {exc}") from None
        j2 = back.to_json()
        if j2 != j:
            raise CheckFailed("round_trip", f"from_json(to_json()).to_json() differs at {_diff(j, j2)}")
        if not state.is_terminal and _notations(back.legal_actions()) != _notations(state.legal_actions()):
            raise CheckFailed("round_trip", f"legal actions differ after the round trip: "
                                            f"{_notations(back.legal_actions())} vs {_notations(state.legal_actions())}")
        for p in (0, 1):
            self.check_observation(state, p)
        return j

    def check_observation(self, state: GameState, p: int) -> None:
        obs = state.observation(p)
        _json_exact(obs, f"observation({p})")
        self.check_event_secrets(state, p, obs)
        if self.hidden_cards is not None and self.shown_cards is not None:
            hidden = list(self.hidden_cards(state, p))
            shown = list(self.shown_cards(obs))
            leaked = sorted(set(hidden) & set(shown))
            if leaked:
                raise CheckFailed("leak", f"observation({p}) shows card(s) {leaked}, hidden from seat {p}")
            if len(set(hidden)) != len(hidden):
                raise CheckFailed("leak", f"hidden_cards({p}) repeats a card: {sorted(hidden)}")
            if len(set(shown)) != len(shown):
                twice = sorted({c for c in shown if shown.count(c) > 1})
                raise CheckFailed("leak", f"observation({p}) shows card(s) {twice} in two places")
            if self.card_count is not None and len(hidden) + len(shown) != self.card_count(state):
                raise CheckFailed("leak", f"seat {p} sees {len(shown)} cards and has {len(hidden)} hidden, but "
                                          f"{self.card_count(state)} are in play: every card must be one or the other")
        for k in range(self.config.sample_seeds):
            sample_seed = derive(self.seed, SAMPLE_SALT, len(self.actions), p, k)
            try:
                sample = self.engine.sample_state(obs, p, sample_seed)
            except ValueError as exc:
                raise CheckFailed("sample", f"sample_state(observation({p}), {p}, {sample_seed}) refused it: "
                                            f"{exc}") from None
            again = sample.observation(p)
            if again != obs:
                raise CheckFailed("sample", f"sample_state(observation({p}), {p}, {sample_seed}) looks different to "
                                            f"seat {p}: {_diff(obs, again)}")
            if state.current_player == p and _notations(sample.legal_actions()) != _notations(state.legal_actions()):
                raise CheckFailed("sample", f"seat {p}'s legal actions differ in sample_state (seed {sample_seed}): "
                                            f"{_notations(sample.legal_actions())} vs "
                                            f"{_notations(state.legal_actions())}")
            if self.hidden_cards is not None and sorted(self.hidden_cards(sample, p)) != sorted(
                    self.hidden_cards(state, p)):
                raise CheckFailed("sample", f"sample_state (seed {sample_seed}) hides other cards from seat {p} than "
                                            "the real state: it must re-deal exactly the unseen cards")

    def check_event_secrets(self, state: GameState, p: int, obs: dict[str, Any]) -> None:
        """No event field marked secret from p shows unmasked in observation(p)."""
        for e in state.events:
            secret = getattr(e, "secret", ())
            if not secret or getattr(e, "hidden_from", None) != p:
                continue
            full = _event_dict(e)
            if not isinstance(full, dict):
                continue
            shown = {k: v for k, v in full.items() if k not in ("secret", "hidden_from")}
            if all(shown.get(k) is None for k in secret):
                continue  # nothing to hide
            for d in _dicts(obs):
                if d.get("kind") == shown.get("kind") and all(d.get(k) == v for k, v in shown.items()):
                    raise CheckFailed("leak", f"observation({p}) shows event {_short(shown, 160)} unmasked, but "
                                              f"{', '.join(secret)} is secret from seat {p}")

    # -- the game --------------------------------------------------------------------------

    def step(self, state: GameState, rng: int, full: bool) -> tuple[GameState, Action, int]:
        """Check `state`, apply one random legal action; (next state, the action, next rng)."""
        self.stage = "checking legal_actions()"
        legal = self.check_legal(state)
        i, rng = randbelow(rng, len(legal))
        action = legal[i]
        self.stage = "checking the state in full (JSON, observations, sample_state)"
        before = self.full_check(state) if full else None
        self.pending = action
        self.stage = "applying the action"
        nxt = state.apply(action)
        if before is not None:
            self.stage = "checking the old state and the notation"
            after = state.to_json()
            if after != before:
                raise CheckFailed("mutation", f"apply({action}) changed the old state: {_diff(before, after)}")
            self.check_notation(state, action, nxt)
        return nxt, action, rng

    def check_notation(self, state: GameState, action: Action, nxt: GameState) -> None:
        by_text = state.apply(str(action))
        if not _same_state(by_text, nxt):
            raise CheckFailed("notation", f"apply({str(action)!r}) differs from apply(action): "
                                          f"{_diff(nxt.to_json(), by_text.to_json())}")

    def replay(self, final: GameState) -> None:
        """new_game(seed) + the actions as notation must give `final` again (this also checks the
        notation of every action: full checks compare apply(str(a)) with apply(a) only now and then)."""
        state = self.engine.new_game(self.seed, **self.options)
        for i, text in enumerate(self.actions):
            try:
                state = state.apply(text)
            except ValueError as exc:
                self.locate_notation()
                raise CheckFailed("replay", f"replaying from the seed, action {i} ({text}) was refused: {exc}") \
                    from None
        a, b = state.to_json(), final.to_json()
        if a != b:
            self.locate_notation()
            raise CheckFailed("replay", f"seed + {len(self.actions)} actions replay to a different state: "
                                        f"{_diff(b, a)}")

    def locate_notation(self) -> None:
        """After a failed replay: the first action whose notation does not do what the action did, if any."""
        state = self.engine.new_game(self.seed, **self.options)
        for i, action in enumerate(self.played):
            try:
                nxt = state.apply(action)
            except ValueError:
                return  # the game itself goes another way this time: not a notation problem
            try:
                self.check_notation(state, action, nxt)
            except CheckFailed as exc:
                del self.actions[i:]
                raise CheckFailed("notation", f"{exc.message} (found replaying the game)", str(action)) from None
            except ValueError as exc:
                del self.actions[i:]
                raise CheckFailed("notation", f"apply({str(action)!r}) was refused: {exc} (found replaying the "
                                              "game)", str(action)) from None
            state = nxt

    def run(self, budget: int) -> tuple[int, bool, Failure | None]:
        """Play until the game ends or `budget` actions; (actions applied, finished, first failure).

        A failure's index is the number of actions applied before it; its action is the one being
        applied (or whose new state was being checked), if any."""
        self.stage = "new_game"
        try:
            state = self.engine.new_game(self.seed, **self.options)
            rng = derive(self.seed, ACTION_SALT)
            while True:
                self.stage = "checking the state"
                self.pending = None
                try:
                    self.check_player(state)
                    self.check_cards(state)
                except CheckFailed as exc:
                    if self.actions:
                        exc.message += f" (after action {len(self.actions) - 1}, {self.actions[-1]})"
                    raise
                if state.is_terminal:
                    self.full_check(state)
                    try:
                        state.apply(self.actions[-1] if self.actions else "x")
                    except ValueError:
                        pass
                    else:
                        raise CheckFailed("contract", "apply() on a finished game did not raise IllegalAction")
                    self.stage = "replaying"
                    self.replay(state)
                    return len(self.actions), True, None
                n = len(self.actions)
                if n >= self.config.max_plies:
                    raise CheckFailed("ends", f"the game is not over after {n} actions (--max-plies)")
                if n >= budget:
                    self.stage = "replaying"
                    self.replay(state)
                    return n, False, None
                full = full_check_due(n, self.config.check_every)
                state, action, rng = self.step(state, rng, full)
                self.stage = "checking the new state's events"
                self.check_events(state)
                self.actions.append(str(action))
                self.played.append(action)
        except CheckFailed as exc:
            return len(self.actions), False, self.failure(exc.check, exc.message, exc.action or self.pending)
        except Exception as exc:  # noqa: BLE001 - any crash of the engine is a finding
            where = traceback.extract_tb(exc.__traceback__)[-1]
            return len(self.actions), False, self.failure(
                "crash", f"{type(exc).__name__} while {self.stage}: {_short(str(exc))} "
                         f"({where.filename}:{where.lineno})", self.pending)

    def failure(self, check: str, message: str, action: object) -> Failure:
        return Failure(self.game_id, self.seed, len(self.actions), check, message,
                       None if action is None else str(action), self.config.check_every, self.config.max_plies)


# ---- the run ---------------------------------------------------------------------------------


@dataclass
class FuzzReport:
    failures: list[Failure] = field(default_factory=list)
    stats: dict[str, EngineStats] = field(default_factory=dict)
    seconds: float = 0.0

    def summary(self, seed: int, config: Config) -> dict[str, Any]:
        actions = sum(s.actions for s in self.stats.values())
        return {
            "games": sum(s.games for s in self.stats.values()),
            "actions": actions,
            "failures": len(self.failures),
            "seconds": round(self.seconds, 3),
            "actions_per_second": round(actions / self.seconds, 1) if self.seconds > 0 else 0.0,
            "seed": seed,
            "check_every": config.check_every,
            "per_game": {gid: s.to_json() for gid, s in self.stats.items()},
        }


def split(total: int, parts: int) -> list[int]:
    """`total` actions shared out as evenly as possible (the first ones get the remainder)."""
    base, extra = divmod(total, parts)
    return [base + (1 if i < extra else 0) for i in range(parts)]


def fuzz(engines: Mapping[str, GameModule], actions: int, seed: int = 0, config: Config | None = None,
         on_failure: Callable[[Failure], None] | None = None, max_failures: int = MAX_FAILURES,
         progress: Callable[[str], None] | None = None) -> FuzzReport:
    """Fuzz `engines` for `actions` actions in total; game k of each engine has seed `seed + k`."""
    config = config or Config()
    report = FuzzReport()
    start = time.perf_counter()
    last_note = start
    for (game_id, engine), budget in zip(engines.items(), split(actions, max(1, len(engines)))):
        stats = report.stats.setdefault(game_id, EngineStats())
        game_seed = seed
        while stats.actions < budget and len(report.failures) < max_failures:
            fuzzer = GameFuzzer(game_id, engine, game_seed, config)
            played, finished, failure = fuzzer.run(budget - stats.actions)
            stats.games += 1
            stats.finished += finished
            stats.actions += played
            stats.full_checks += fuzzer.full_checks
            stats.longest = max(stats.longest, played)
            if failure is not None:
                stats.failures += 1
                report.failures.append(failure)
                if on_failure is not None:
                    on_failure(failure)
                if played == 0:
                    stats.actions += 1  # a game that cannot even start still uses up budget
            game_seed += 1
            now = time.perf_counter()
            if progress is not None and now - last_note > 10:
                last_note = now
                done = sum(s.actions for s in report.stats.values())
                progress(f"fuzz: {done}/{actions} actions, {len(report.failures)} failures, "
                         f"{done / (now - start):.0f} actions/s")
    report.seconds = time.perf_counter() - start
    return report


# ---- command line ------------------------------------------------------------------------------


def add_parser(sub: Any, game_ids: Sequence[str]) -> None:
    """The `fuzz` subcommand."""
    from tools.cli import positive_int  # the command line's own whole-number argument type
    p = sub.add_parser("fuzz", help="random legal actions through the engines, checking the contract; prints JSON")
    p.add_argument("--game", choices=list(game_ids), metavar="GAME", default=None,
                   help=f"one of: {', '.join(game_ids)} (default: every implemented game)")
    p.add_argument("--actions", type=positive_int, required=True, help="actions to apply in total (split across games)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game (game k has seed + k)")
    p.add_argument("--check-every", type=positive_int, default=DEFAULT_CHECK_EVERY, metavar="K",
                   help=f"full checks (JSON round trip, observations, sample_state) every K-th action of a game "
                        f"(default {DEFAULT_CHECK_EVERY}, spaced out in long games; 1 = every action), plus its first {FIRST_FULL} and its end")
    p.add_argument("--max-plies", type=positive_int, default=DEFAULT_MAX_PLIES, metavar="N",
                   help=f"a game not over after N actions is a failure (default {DEFAULT_MAX_PLIES})")


def run(args: argparse.Namespace, games: Mapping[str, GameModule]) -> int:
    """Run `fuzz` from parsed arguments: failures on stderr, the JSON summary on stdout; exit 1 on failure."""
    engines = games if args.game is None else {args.game: games[args.game]}
    config = Config(check_every=args.check_every, max_plies=args.max_plies)

    def report_failure(f: Failure) -> None:
        print(f.line(), file=sys.stderr, flush=True)

    def note(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    report = fuzz(engines, args.actions, args.seed, config, report_failure,
                  progress=note if sys.stderr.isatty() else None)
    print(json.dumps(report.summary(args.seed, config)))
    return 1 if report.failures else 0
