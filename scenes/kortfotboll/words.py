"""Kortfotboll's words: the log of plays, the result, the status panel and the scorers' names.

Part of `KortfotbollScene`. Nothing here names a card the other seat may not
see: a refill or a placement is told without its card, a duel with the
shown card only when it was turned over in front of both players.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from core import theme
from engines.kortfotboll.notation import PLACE, REFILL, SUB
from engines.kortfotboll.rosters import Roster, roster
from engines.kortfotboll.notation import parse as parse_move
from scenes.cards.picker import SLOT
from scenes.cards.table import Line
from scenes.kortfotboll.steps import REASON_WORDS, card_words, position_words, rank_words, scorer_rank, the_position
from sprites.cards import hud

if TYPE_CHECKING:
    from scenes.kortfotboll.scene import KortfotbollScene

    _Base = KortfotbollScene
else:
    _Base = object


class KortWords(_Base):
    """The words of `KortfotbollScene`."""

    def scorer_name(self, face: str, engine_name: str) -> str:
        """The scorer of a goal by `face`: from the roster chosen in the lobby, else the deck file's."""
        if self.roster_id == "deck":
            return engine_name
        return _roster(self.roster_id).scorer(scorer_rank(face))

    def describe(self, old: Any, notation: str, new: Any) -> str:
        """An action in words for the log; never names a card the other seat may not see."""
        seat = old.current_player
        if seat is None:
            return notation
        who, other = self.names[seat], self.names[1 - seat]
        act = parse_move(notation)
        parts: list[str] = []
        if act.kind == PLACE:
            if not new.hands[seat]:
                parts.append(f"{who} lines up in {new.forms[seat].name}")
        elif act.kind == REFILL:
            parts.append(f"{who} refills {the_position(act.position)}")
        elif act.kind == SUB:
            out = next((e for e in new.events if e.kind == "sub"), None)
            gone = card_words(str(out["out_card"])) if out is not None else "a card"
            parts.append(f"{who} substitutes {the_position(act.position)}: {gone} off")
        for e in new.events:
            if e.kind == "challenge":
                mine = card_words(str(e["card"]))
                where = position_words(str(e["target"]))
                result = str(e["result"])
                if result == "beaten":
                    parts.append(f"{who}'s {mine} beats {other}'s {where} ({card_words(str(e['shown']))})")
                elif result == "held":
                    parts.append(f"{who}'s {mine} is blocked by {other}'s {where}")
                elif result == "goal":
                    parts.append(f"{who}'s {mine} beats the goalkeeper")
                elif result == "saved":
                    parts.append(f"{who}'s {mine} is saved by {other}'s goalkeeper")
                elif result == "penalty":
                    parts.append(f"{who}'s {mine} hits {other}'s joker {where}: a diamond against a joker "
                                 f"at the back is a penalty")
                elif result == "warning":
                    parts.append(f"{who}'s {mine} hits {other}'s joker {where}: a warning")
            elif e.kind == "penalty":
                cards = " + ".join(_penalty_words(str(c)) for c in e["cards"]) or "no card"
                parts.append(f"Penalty: {cards} = {e['total']}, " + ("goal" if e["goal"] else "saved"))
            elif e.kind == "goal":
                parts.append(f"GOAL for {self.names[int(e['seat'])]}: {self.scorer_name(str(e['card']), str(e['scorer']))}"
                             f" ({e['scores'][0]}-{e['scores'][1]})")
            elif e.kind == "sent_off":
                parts.append(f"{self.names[int(e['seat'])]}'s {position_words(str(e['position']))} is sent off")
            elif e.kind == "pass":
                parts.append(f"{self.names[int(e['seat'])]} has no cards left and passes")
            elif e.kind == "half_end":
                parts.append(f"End of half {e['half']}: {e['scores'][0]}-{e['scores'][1]}")
            elif e.kind == "shootout_over":
                parts.append(f"Penalty shoot-out: {e['scores'][0]}-{e['scores'][1]}")
        return "\n".join(parts)

    def end_reason(self) -> str:
        st = self.state
        a, b = st.scores
        if st.winner is None:
            return f"A draw, {a}-{b}"
        w = int(st.winner)
        if st.reason == "shootout" and st.shootout is not None:
            return f"{theme.SEAT_NAMES[w]} wins on penalties, {st.shootout[w]}-{st.shootout[1 - w]}"
        if st.reason == "coin_toss":
            return f"{theme.SEAT_NAMES[w]} goes through on {REASON_WORDS['coin_toss']}"
        return f"{theme.SEAT_NAMES[w]} wins {max(a, b)}-{min(a, b)}"

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        st = self.state
        cur = st.current_player
        if self.animating:
            return [(self.caption or (f"{self.names[cur]}'s turn" if cur is not None else ""), 40, theme.INK, True)]
        if self.finished or cur is None:
            return [(self.result_text or self.with_names(self.end_reason()), 44, theme.GOLD, True)]
        name = self.names[cur]
        if st.phase == "setup":
            title = f"{name}: set up your team" if seat is not None else f"{name} is setting up"
        elif st.phase == "target":
            title = f"{name}: choose a target"
        else:
            title = f"{name}'s turn"
        lines: list[Line] = [(title, 44, pal.seat_light[cur], True)]
        if seat is None:
            if not self.is_human(cur) and not self.spectator:
                dots = "." * (int(self.t * 2.5) % 4)
                lines.append((f"The computer is thinking{dots}", 32, theme.INK_DIM, False))
            return lines
        if st.phase == "setup":
            left = len(self.lineup_hand(seat))
            lines.append(("Put each card on a position: only you see them. An attacker gets past your forwards, "
                          "then your midfielders and defenders, to shoot at your goalkeeper." if left else
                          "Every position is filled: Ready, or swap cards around", 28, theme.GOLD, True))
        elif st.phase == "target":
            turned = card_words(st.table.face[st.turned]) if st.turned is not None else "card"
            lines.append((f"Your {turned} is turned up: attack a forward. A line further back opens once every "
                          f"line in front of it has a gap.", 28, theme.GOLD, True))
        elif self.path:
            lines.append(("Substitute this card? It is shown, then discarded", 28, theme.GOLD, True))
        else:
            gaps = any(c.enabled and c.step is not None and c.step.kind == SLOT
                       and self._is_empty(seat, c.step.key[1]) for c in self.choices)  # type: ignore[index]
            lines.append(("Refill your empty positions, then Attack" if gaps else
                          "Attack, or substitute a card first", 28, theme.GOLD, True))
        return lines + self.focus_lines(seat)

    def focus_lines(self, seat: int) -> list[Line]:
        focused = self.focused_choice
        if focused is None:
            return []
        if focused.sprite is not None:
            return super().focus_lines(seat)
        return [("", 12, theme.INK, False),
                (focused.label, 34, theme.INK if focused.enabled else theme.GREY_OUT, True),
                (focused.info, 28, theme.INK if focused.enabled else hud.REASON_INK, False)]

    def card_title(self, key: Any) -> str:
        return card_words(str(key)).capitalize()


def kick_value(face: str) -> str:
    """A penalty card's value as the rule counts it: J 11, Q 12, K 13, A 1, joker 0."""
    if face == "JOKER":
        return "0"
    return {"J": "11", "Q": "12", "K": "13", "A": "1"}.get(face[:-1], face[:-1])


def _penalty_words(face: str) -> str:
    """A penalty card and what it counts: "7", "ace (1)", "jack (11)", "joker (0)"."""
    value = kick_value(face)
    words = rank_words(face)
    return words if words == value else f"{words} ({value})"


@functools.lru_cache(maxsize=8)
def _roster(roster_id: str) -> Roster:
    """A shipped roster, read from its file once (a goal is announced, then logged, with it)."""
    return roster(roster_id)


__all__ = ["KortWords", "kick_value"]
