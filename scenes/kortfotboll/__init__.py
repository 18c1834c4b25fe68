"""Kortfotboll's screens: the pitch scene, and its entry in the arcade's list of games."""

from __future__ import annotations

from engines.kortfotboll.rosters import DEFAULT_ROSTER, load_rosters
from engines.kortfotboll.table import FORMATIONS, MAX_JOKERS
from scenes.kortfotboll.scene import KortfotbollScene
from scenes.play.entry import GameEntry, LobbyOption
from sprites.kortfotboll.faces import BACKS, DEFAULT_BACKS
from sprites.kortfotboll.icon import draw_icon

_ROSTERS: tuple[tuple[object, str], ...] = (("deck", "Sweden All-Time Stars (or your deck's)"),)
_ROSTERS += tuple((r.id, r.name) for r in load_rosters() if r.id != DEFAULT_ROSTER)

_BACK_IDS = [b for b, _name, _face in BACKS]
_BACK_DEFAULTS = (_BACK_IDS.index(DEFAULT_BACKS[0]), _BACK_IDS.index(DEFAULT_BACKS[1]))

ENTRY = GameEntry(
    scene=KortfotbollScene,
    tagline="Swedish card football",
    draw_icon=draw_icon,
    options=(
        LobbyOption("formations", "Formation", tuple((f, f) for f in FORMATIONS), per_seat=True),
        LobbyOption("jokers", "Jokers", ((2, "2 jokers each"),) + tuple((n, f"{n} joker{'s' if n != 1 else ''} each")
                                                                       for n in range(MAX_JOKERS + 1) if n != 2)),
        LobbyOption("backs", "Card backs", tuple((b, name) for b, name, _face in BACKS), per_seat=True, pref=True,
                    seat_defaults=_BACK_DEFAULTS),
        LobbyOption("roster", "Scorers", _ROSTERS, pref=True),
        LobbyOption("notes", "Scout notes", ((False, "Off"), (True, "On: what each card is known to be")),
                    pref=True),
    ),
)
