"""The action picker alone (no engines, no pygame): made-up action lists in each coming game's shape."""

from __future__ import annotations

import pytest

from scenes.cards.picker import BUTTON, CARD, FINISH_STEP, SET, SLOT, SOURCE, VALUE, ZONE, Picker, Step, set_key


def keys(picker: Picker, **kw) -> list:  # noqa: ANN003
    return [(o.step.kind, o.step.key, o.enabled) for o in picker.options(**kw)]


# -- Jukem Football: draw sources, PASS then CATCH then an optional JUKEM ----------------------

def football_steps(a: str) -> tuple[Step, ...]:
    if a in ("DRAW", "TAKE"):
        return (Step(SOURCE, "draw_pile" if a == "DRAW" else "discard"),)
    if a == "NO":
        return (Step(BUTTON, "no", "No answer"),)
    return tuple(Step(CARD, c) for c in a.split("+"))


def test_football_chooses_the_source_of_each_draw() -> None:
    p = Picker(["DRAW", "TAKE"], football_steps)
    assert keys(p) == [("source", "draw_pile", True), ("source", "discard", True)]
    assert p.choose(Step(SOURCE, "discard")) == "TAKE"
    # after a TAKE this turn, only the draw pile is left: the discard is greyed with the game's reason
    p = Picker(["DRAW"], football_steps)
    opts = p.options(offered=[Step(SOURCE, "draw_pile"), Step(SOURCE, "discard")],
                     why=lambda st, path: "One card a turn from the discard pile")
    assert [(o.step.key, o.enabled, o.reason) for o in opts] == [
        ("draw_pile", True, ""), ("discard", False, "One card a turn from the discard pile")]


def test_football_pass_then_catch_then_optional_jukem_and_back() -> None:
    legal = ["RUN15", "RUN15+PANCAKE", "RUN15+PANCAKE+JUKEM", "PASS15-35+CATCH25", "PASS15-35+CATCH25+JUKEM",
             "PASS15-35+CATCH30", "FIELDGOAL"]
    p = Picker(legal, football_steps)
    first = {o.step.key: o for o in p.options()}
    assert set(first) == {"RUN15", "PASS15-35", "FIELDGOAL"}
    assert first["FIELDGOAL"].action == "FIELDGOAL" and first["PASS15-35"].action is None
    assert p.choose(Step(CARD, "PASS15-35")) is None
    # a CATCH outside the range is greyed out with the game's words
    opts = p.options(offered=[Step(CARD, "CATCH25"), Step(CARD, "CATCH30"), Step(CARD, "CATCH50")],
                     why=lambda st, path: f"{st.key} is outside {path[-1].key}")
    assert [(o.step.key, o.enabled) for o in opts] == [("CATCH25", True), ("CATCH30", True), ("CATCH50", False)]
    assert opts[-1].reason == "CATCH50 is outside PASS15-35"
    assert opts[1].action == "PASS15-35+CATCH30"  # nothing longer: plays at once
    assert p.choose(Step(CARD, "CATCH25")) is None  # JUKEM may still follow
    assert keys(p) == [("card", "JUKEM", True), ("finish", "finish", True)]
    assert p.options()[-1].action == "PASS15-35+CATCH25"
    assert p.back() and p.path == (Step(CARD, "PASS15-35"),)
    p.choose(Step(CARD, "CATCH25"))
    assert p.choose(Step(CARD, "JUKEM")) == "PASS15-35+CATCH25+JUKEM"
    p.back()
    assert p.choose(FINISH_STEP) == "PASS15-35+CATCH25"
    with pytest.raises(ValueError):
        Picker(legal, football_steps).choose(Step(CARD, "CATCH25"))  # no CATCH before its PASS


# -- G.O.A.L.: a set of 1-5 cards, the goal card it goes to, the value of each X ----------------

def goal_steps(a: str) -> tuple[Step, ...]:
    if a == "PASS":
        return (Step(BUTTON, "pass", "Pass"),)
    verb, goal, cards = a.split(":")
    faces = [c.split("=")[0] for c in cards.split("+")]
    values = tuple(Step(VALUE, c, c.replace("=", " as ")) for c in cards.split("+") if "=" in c)
    return (Step(BUTTON, verb.lower()), Step(SET, set_key(faces)), Step(ZONE, goal)) + values


GOAL_LEGAL = ["SHOOT:G-SINGLE:9E", "SHOOT:G-SINGLE:XK=10", "SHOOT:G-SINGLE:XK=9", "SHOOT:A-PAIR:9E+9N",
              "SHOOT:A-PAIR:9E+XK=9", "SHOOT:A-PAIR:9N+XK=9", "SHOOT:O-XKIND:9E+9N+XK=9", "SHOOT:O-XKIND:9E",
              "PASS", "TACKLE:L-RUN:5E+5K"]


def test_goal_toggles_a_combination_then_the_goal_card_then_the_wild_value() -> None:
    p = Picker(GOAL_LEGAL, goal_steps)
    assert [o.step.key for o in p.options()] == ["shoot", "pass", "tackle"]
    assert p.choose(Step(BUTTON, "pass")) == "PASS"
    p = Picker(GOAL_LEGAL, goal_steps)
    p.choose(Step(BUTTON, "shoot"))
    hand = [Step(CARD, c) for c in ("9E", "9N", "XK", "5E", "2K")]
    opts = p.options(offered=hand, why=lambda st, path: "No combination to shoot with it")
    assert {(o.step.key, o.enabled) for o in opts} == {
        ("9E", True), ("9N", True), ("XK", True), ("5E", False), ("2K", False)}
    assert opts[-1].reason == "No combination to shoot with it"
    p.choose(Step(CARD, "XK"))
    p.choose(Step(CARD, "9E"))
    opts = {o.step.key: o for o in p.options(offered=hand)}
    assert opts["XK"].selected and opts["9E"].selected
    assert opts["9N"].enabled  # 9E + 9N + XK is three of a kind on X of a Kind
    assert opts["finish"].enabled  # 9E + XK is a legal pair
    p.choose(Step(CARD, "XK"))  # toggled out again
    assert p.selection == ["9E"]
    p.choose(Step(CARD, "XK"))
    # the set fits one goal card only, with one value for X: the rest is forced (the scene's button
    # names the whole action before it is pressed)
    assert p.choose(FINISH_STEP) == "SHOOT:A-PAIR:9E+XK=9"
    assert p.back() and p.selection == ["9E", "XK"] and len(p.path) == 1  # BACK: the set is being built again


def test_goal_offers_each_value_a_wild_card_may_stand_for() -> None:
    p = Picker(GOAL_LEGAL, goal_steps)
    p.choose(Step(BUTTON, "shoot"))
    p.choose(Step(CARD, "XK"))
    assert p.choose(FINISH_STEP) is None
    assert p.path[-1] == Step(ZONE, "G-SINGLE")  # the only goal card a single X fits: taken
    assert [(o.step.key, o.step.label) for o in p.options()] == [("XK=10", "XK as 10"), ("XK=9", "XK as 9")]
    assert p.choose(Step(VALUE, "XK=9")) == "SHOOT:G-SINGLE:XK=9"
    # BACK walks back one step at a time, down to nothing
    assert p.back() and p.back() and p.back() and p.back()
    assert p.path == () and not p.back()


def test_goal_a_card_that_makes_no_legal_set_cannot_be_toggled_in() -> None:
    p = Picker(GOAL_LEGAL, goal_steps)
    p.choose(Step(BUTTON, "shoot"))
    with pytest.raises(ValueError):
        p.choose(Step(CARD, "5E"))
    p.choose(Step(CARD, "9N"))
    assert not any(o.step.key == "finish" for o in p.options())  # 9N alone is no legal shot
    with pytest.raises(ValueError):
        p.choose(FINISH_STEP)


# -- Kortfotboll: refill positions, then attack a target position in a formation ---------------

def kort_steps(a: str) -> tuple[Step, ...]:
    verb, _, where = a.partition(":")
    if verb == "ATTACK":
        return (Step(BUTTON, "attack", "Attack"), Step(SLOT, where))
    if verb == "REFILL":
        return (Step(BUTTON, "refill", "Refill"), Step(SLOT, where))
    return (Step(BUTTON, verb.lower()),)


def test_kortfotboll_picks_a_target_position_and_greys_out_the_covered_rows() -> None:
    legal = ["ATTACK:F1", "ATTACK:F2", "ATTACK:M3", "REFILL:D2", "DONE"]
    p = Picker(legal, kort_steps)
    assert [o.step.key for o in p.options()] == ["attack", "refill", "done"]
    p.choose(Step(BUTTON, "attack"))
    formation = [Step(SLOT, s) for s in ("G", "D1", "D2", "M3", "F1", "F2")]
    opts = p.options(offered=formation, why=lambda st, path: "Covered: a row in front is still full")
    assert [(o.step.key, o.enabled) for o in opts] == [
        ("F1", True), ("F2", True), ("M3", True), ("G", False), ("D1", False), ("D2", False)]
    assert opts[0].action == "ATTACK:F1"
    assert p.choose(Step(SLOT, "M3")) == "ATTACK:M3"


def test_a_single_step_action_plays_at_once_and_identical_steps_are_offered_once() -> None:
    p = Picker(["NO", "RED", "SAVE@TL"], lambda a: (Step(CARD, a),))
    assert [o.action for o in p.options()] == ["NO", "RED", "SAVE@TL"]
    assert p.complete is None
    assert p.choose(Step(CARD, "RED")) == "RED" and p.complete == "RED"
    two_pass = Picker(["PASS", "PASS"], lambda a: (Step(CARD, a),))
    assert len(two_pass.options(offered=[Step(CARD, "PASS"), Step(CARD, "PASS")])) == 1
