"""Exact-value tests for core.tween (pure Python, no pygame)."""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import tween as tw
from core.tween import (
    EASINGS, Call, Parallel, Sequence, Tween, Tweener, Wait, in_back, in_cubic,
    in_out_back, in_out_cubic, in_out_quad, in_out_sine, in_quad, in_sine, lerp,
    linear, out_back, out_bounce, out_cubic, out_elastic, out_expo, out_quad,
    out_sine,
)

EASING_NAMES = [
    "linear", "in_quad", "out_quad", "in_out_quad", "in_cubic", "out_cubic",
    "in_out_cubic", "in_sine", "out_sine", "in_out_sine", "out_expo", "in_back",
    "out_back", "in_out_back", "out_bounce", "out_elastic",
]


class Obj:
    """Plain attribute target."""

    def __init__(self, **values: Any) -> None:
        self.__dict__.update(values)

    if TYPE_CHECKING:  # let mypy accept the dynamic attributes
        def __getattr__(self, name: str) -> Any: ...
        def __setattr__(self, name: str, value: Any) -> None: ...


# ------------------------------------------------------------------ easings


def test_easings_table_matches_module_functions() -> None:
    assert sorted(EASINGS) == sorted(EASING_NAMES)
    for name in EASING_NAMES:
        assert EASINGS[name] is getattr(tw, name)


@pytest.mark.parametrize("name", EASING_NAMES)
def test_easing_endpoints_are_exact(name: str) -> None:
    fn = EASINGS[name]
    assert fn(0.0) == 0.0
    assert fn(1.0) == 1.0
    assert type(fn(0.0)) is float and type(fn(1.0)) is float


@pytest.mark.parametrize("name", EASING_NAMES)
def test_easing_clamps_outside_unit_interval(name: str) -> None:
    assert EASINGS[name](-0.5) == 0.0
    assert EASINGS[name](1.5) == 1.0


def test_easing_known_midpoints() -> None:
    assert linear(0.3) == 0.3
    assert in_quad(0.5) == 0.25
    assert out_quad(0.5) == 0.75
    assert in_out_quad(0.25) == 0.125
    assert in_out_quad(0.75) == 0.875
    assert in_cubic(0.5) == 0.125
    assert out_cubic(0.5) == 0.875
    assert in_out_cubic(0.5) == 0.5
    assert in_out_cubic(0.25) == 0.0625
    assert in_sine(0.5) == pytest.approx(1 - math.sqrt(0.5))
    assert out_sine(0.5) == pytest.approx(math.sqrt(0.5))
    assert in_out_sine(0.5) == pytest.approx(0.5)
    assert out_expo(0.5) == pytest.approx(1 - 2**-5)
    assert out_bounce(0.5) == pytest.approx(0.765625)
    assert in_out_back(0.5) == pytest.approx(0.5)
    assert out_elastic(0.1) == pytest.approx(1.25)


def test_back_and_elastic_overshoot() -> None:
    assert in_back(0.2) < 0.0
    assert out_back(0.8) > 1.0
    assert in_out_back(0.1) < 0.0 and in_out_back(0.9) > 1.0
    assert out_elastic(0.1) > 1.0


@pytest.mark.parametrize("name", ["linear", "in_quad", "out_quad", "in_cubic",
                                  "out_cubic", "in_sine", "out_sine", "out_expo"])
def test_monotonic_easings_increase(name: str) -> None:
    ts = [i / 50 for i in range(51)]
    values = [EASINGS[name](t) for t in ts]
    assert all(b > a for a, b in zip(values, values[1:]))


# --------------------------------------------------------------------- lerp


def test_lerp_floats() -> None:
    assert lerp(0, 10, 0.25) == 2.5
    assert lerp(10.0, 0.0, 0.5) == 5.0
    assert lerp(2.0, 4.0, 0.0) == 2.0
    assert lerp(0.0, 10.0, 1.5) == 15.0  # overshooting easings go past b
    assert lerp(1.5, 1.5, 0.3) == 1.5


def test_lerp_end_is_exact_where_naive_formula_is_not() -> None:
    assert 0.7 + (0.1 - 0.7) * 1.0 != 0.1  # the float trap being guarded
    assert lerp(0.7, 0.1, 1.0) == 0.1
    assert lerp((0.7, 1e16), (0.1, 1.0), 1.0) == (0.1, 1.0)


def test_lerp_tuples_and_lists() -> None:
    assert lerp((0, 0), (10, 20), 0.5) == (5.0, 10.0)
    assert lerp([255, 0, 0], [0, 0, 255], 0.2) == (204.0, 0.0, 51.0)
    assert lerp((1.0, 2.0), [3.0, 2.0], 0.5) == (2.0, 2.0)
    assert isinstance(lerp([0, 0], [1, 1], 0.5), tuple)


def test_lerp_rejects_mismatches() -> None:
    with pytest.raises(ValueError):
        lerp((0, 0), (1, 1, 1), 0.5)
    with pytest.raises(TypeError):
        lerp(0.0, (1.0, 2.0), 0.5)


# -------------------------------------------------------------------- Tween


def test_tween_stepped_in_pieces_gives_exact_values() -> None:
    obj = Obj(x=0)
    t = Tween(obj, "x", 100, 1.0)
    assert t.step(0.25) == 0.0
    assert obj.x == 25.0
    assert t.step(0.25) == 0.0
    assert obj.x == 50.0
    assert not t.done
    assert t.step(0.75) == 0.25
    assert obj.x == 100.0 and t.done


def test_tween_applies_easing() -> None:
    obj = Obj(x=0.0)
    t = Tween(obj, "x", 8.0, 2.0, in_quad)
    t.step(1.0)
    assert obj.x == 2.0
    t.step(0.5)
    assert obj.x == 4.5


def test_tween_tuple_value() -> None:
    obj = Obj(pos=(0, 100))
    t = Tween(obj, "pos", (40, 0), 0.5)
    t.step(0.125)
    assert obj.pos == (10.0, 75.0)
    t.step(1.0)
    assert obj.pos == (40.0, 0.0)


def test_tween_ends_exactly_after_frame_sized_steps() -> None:
    obj = Obj(x=0.7)
    calls: list[str] = []
    t = Tween(obj, "x", 0.1, 1.0, out_back, on_done=lambda: calls.append("done"))
    for _ in range(10):  # 10 x 0.1 sums to 0.9999999999999999
        t.step(0.1)
    assert t.done
    assert obj.x == 0.1
    assert calls == ["done"]


def test_tween_explicit_start() -> None:
    obj = Obj(x=999)
    t = Tween(obj, "x", 10, 1.0, start=0)
    t.step(0.5)
    assert obj.x == 5.0


def test_tween_reads_start_when_it_begins_after_delay() -> None:
    obj = Obj(x=0)
    t = Tween(obj, "x", 100, 1.0, delay=0.5)
    t.step(0.25)
    obj.x = 50  # changed during the delay: tween must start from here
    t.step(0.25)
    assert obj.x == 50.0
    t.step(0.5)
    assert obj.x == 75.0


def test_tween_delay_leaves_value_untouched_then_runs() -> None:
    obj = Obj(x=3)
    t = Tween(obj, "x", 13, 1.0, delay=0.5)
    assert t.step(0.4) == 0.0
    assert obj.x == 3 and type(obj.x) is int  # not even rewritten
    t.step(0.35)  # crosses the delay mid-step: 0.25 s of tweening
    assert obj.x == pytest.approx(5.5)
    assert t.duration == 1.5
    assert t.step(5.0) == pytest.approx(4.25)
    assert obj.x == 13.0


def test_on_done_called_once() -> None:
    obj = Obj(x=0)
    seen: list[float] = []
    t = Tween(obj, "x", 1, 0.2, on_done=lambda: seen.append(obj.x))
    t.step(0.1)
    assert seen == []
    t.step(0.1)
    t.step(0.1)
    t.complete()
    assert seen == [1.0]  # end value already set when on_done runs


def test_zero_duration_sets_end_on_first_step() -> None:
    obj = Obj(x=0)
    t = Tween(obj, "x", 7, 0.0)
    assert obj.x == 0
    assert t.step(0.0) == 0.0
    assert obj.x == 7.0 and t.done
    t2 = Tween(obj, "x", 9, 0.0)
    assert t2.step(0.3) == 0.3
    assert obj.x == 9.0


def test_dict_target() -> None:
    d = {"alpha": 0, "pos": (0.0, 0.0)}
    a = Tween(d, "alpha", 255, 1.0)
    p = Tween(d, "pos", (10, -10), 1.0)
    a.step(0.2)
    p.step(0.5)
    assert d["alpha"] == 51.0
    assert d["pos"] == (5.0, -5.0)
    a.complete()
    assert d["alpha"] == 255.0
    assert not hasattr(d, "alpha")


def test_step_after_done_returns_all_time() -> None:
    t = Tween(Obj(x=0), "x", 1, 0.1)
    t.step(0.1)
    assert t.step(0.5) == 0.5


def test_negative_times_rejected() -> None:
    with pytest.raises(ValueError):
        Tween(Obj(x=0), "x", 1, -1.0)
    with pytest.raises(ValueError):
        Tween(Obj(x=0), "x", 1, 1.0, delay=-0.1)
    with pytest.raises(ValueError):
        Wait(-1)
    with pytest.raises(ValueError):
        Tween(Obj(x=0), "x", 1, 1.0).step(-0.1)
    with pytest.raises(ValueError):
        Tweener().step(float("nan"))


def test_durations() -> None:
    a = Tween(Obj(x=0), "x", 1, 0.5, delay=0.25)
    b = Wait(1.0)
    assert Call(lambda: None).duration == 0.0
    assert Sequence(a, b, Call(lambda: None)).duration == 1.75
    assert Parallel(a, b).duration == 1.0
    assert Parallel().duration == 0.0


# --------------------------------------------------------------- replacement


def test_second_tween_on_same_attr_replaces_first() -> None:
    obj = Obj(x=0)
    calls: list[str] = []
    mgr = Tweener()
    first = mgr.tween(obj, "x", 100, 1.0, on_done=lambda: calls.append("first"))
    mgr.step(0.5)
    assert obj.x == 50.0
    second = mgr.tween(obj, "x", 0, 1.0, on_done=lambda: calls.append("second"))
    mgr.step(0.0)  # second begins here, from 50
    assert first.done
    mgr.step(0.5)
    assert obj.x == 25.0
    mgr.step(10.0)
    assert obj.x == 0.0
    assert second.done
    assert calls == ["second"]


def test_different_attrs_and_targets_coexist() -> None:
    a, b = Obj(x=0, y=0), Obj(x=0)
    mgr = Tweener()
    tx = mgr.tween(a, "x", 10, 1.0)
    ty = mgr.tween(a, "y", 20, 1.0)
    tb = mgr.tween(b, "x", 30, 1.0)
    mgr.step(0.5)
    assert (a.x, a.y, b.x) == (5.0, 10.0, 15.0)
    assert not (tx.done or ty.done or tb.done)


def test_delayed_tween_replaces_only_when_it_begins() -> None:
    obj = Obj(x=0)
    mgr = Tweener()
    first = mgr.tween(obj, "x", 100, 1.0)
    second = mgr.tween(obj, "x", 0, 1.0, delay=0.5)
    mgr.step(0.25)
    assert obj.x == 25.0 and not first.done
    mgr.step(0.25)  # second begins at 0.5 with start 50
    assert first.done and not second.done
    assert obj.x == 50.0
    mgr.step(0.5)
    assert obj.x == 25.0


def test_without_manager_tweens_do_not_replace() -> None:
    obj = Obj(x=0)
    a = Tween(obj, "x", 100, 1.0)
    b = Tween(obj, "x", 100, 2.0)
    a.step(0.5)
    b.step(0.5)
    assert not a.done and not b.done
    a.step(0.5)
    assert a.done


def test_tweens_inside_groups_take_part_in_replacement() -> None:
    obj = Obj(x=0)
    mgr = Tweener()
    lone = mgr.tween(obj, "x", 100, 1.0)
    nested = Tween(obj, "x", -10, 1.0)
    mgr.add(Sequence(Wait(0.5), Parallel(nested)))
    mgr.step(0.5)  # lone to 50, then nested begins and stops it
    assert lone.done and not nested.done
    mgr.step(0.5)
    assert obj.x == 20.0
    # ...and a later top-level tween replaces the nested one in turn.
    late = mgr.tween(obj, "x", 0, 1.0)
    mgr.step(0.0)
    assert nested.done and not late.done


# ---------------------------------------------------------------- groups


def test_sequence_carries_leftover_time() -> None:
    a, b, c = Obj(x=0), Obj(x=0), Obj(x=0)
    seq = Sequence(Tween(a, "x", 1, 0.1), Tween(b, "x", 1, 0.1), Tween(c, "x", 1, 0.1))
    assert seq.step(0.25) == 0.0
    assert a.x == 1.0 and b.x == 1.0
    assert c.x == pytest.approx(0.5)
    assert not seq.done
    assert seq.step(0.25) == pytest.approx(0.2)
    assert seq.done and c.x == 1.0


def test_sequence_chains_same_attribute_from_where_previous_ended() -> None:
    obj = Obj(x=0)
    seq = Sequence(Tween(obj, "x", 10, 1.0), Wait(0.5), Tween(obj, "x", 30, 1.0))
    seq.step(1.75)
    assert obj.x == pytest.approx(15.0)


def test_wait_leftover() -> None:
    w = Wait(0.5)
    assert w.step(0.3) == 0.0
    assert w.step(0.45) == pytest.approx(0.25)
    assert w.done


def test_parallel_leftover_is_dt_minus_longest_used() -> None:
    a, b = Obj(x=0), Obj(x=0)
    par = Parallel(Tween(a, "x", 1, 0.2), Tween(b, "x", 1, 0.5))
    assert par.step(0.3) == 0.0
    assert a.x == 1.0 and b.x == pytest.approx(0.6) and not par.done
    assert par.step(0.4) == pytest.approx(0.2)
    assert par.done and b.x == 1.0


def test_parallel_leftover_flows_into_sequence() -> None:
    a, b, c = Obj(x=0), Obj(x=0), Obj(x=0)
    seq = Sequence(Parallel(Tween(a, "x", 1, 0.2), Tween(b, "x", 1, 0.4)),
                   Tween(c, "x", 10, 1.0))
    seq.step(0.6)
    assert (a.x, b.x) == (1.0, 1.0)
    assert c.x == pytest.approx(2.0)


def test_empty_groups_finish_on_first_step() -> None:
    assert Sequence().step(0.3) == 0.3
    p = Parallel()
    assert p.step(0.0) == 0.0 and p.done


def test_call_order_inside_sequence() -> None:
    log: list[str] = []
    obj = Obj(x=0)
    seq = Sequence(
        Call(lambda: log.append("a")),
        Tween(obj, "x", 1, 0.5, on_done=lambda: log.append("tween")),
        Call(lambda: log.append("b")),
        Wait(0.5),
        Call(lambda: log.append("c")),
    )
    seq.step(0.0)
    assert log == ["a"]
    seq.step(0.5)
    assert log == ["a", "tween", "b"]
    seq.step(0.49)
    assert log == ["a", "tween", "b"]
    seq.step(0.01)
    assert log == ["a", "tween", "b", "c"]
    assert seq.done
    seq.step(1.0)
    assert log == ["a", "tween", "b", "c"]


def test_call_runs_once_and_takes_no_time() -> None:
    n = [0]
    c = Call(lambda: n.__setitem__(0, n[0] + 1))
    assert c.step(0.4) == 0.4
    c.step(0.4)
    c.complete()
    assert n == [1]


def test_big_step_lands_everything_exactly() -> None:
    log: list[str] = []
    obj = Obj(x=0.7, y=0, pos=(0, 0))
    seq = Sequence(
        Tween(obj, "x", 0.1, 0.3, out_elastic, delay=0.1),
        Call(lambda: log.append("mid")),
        Parallel(Tween(obj, "y", -3, 0.7, in_out_back),
                 Tween(obj, "pos", (0.3, 0.6), 0.2, out_bounce)),
        Wait(0.1),
        Tween(obj, "x", 0.3, 0.3, in_out_sine, on_done=lambda: log.append("end")),
    )
    mgr = Tweener()
    mgr.add(seq)
    mgr.step(10.0)
    assert (obj.x, obj.y, obj.pos) == (0.3, -3.0, (0.3, 0.6))
    assert log == ["mid", "end"]
    assert not mgr.busy


# ------------------------------------------------------------- completion


def test_complete_lands_end_values_and_runs_callbacks_once_in_order() -> None:
    log: list[str] = []
    obj = Obj(x=0, y=0)
    seq = Sequence(
        Tween(obj, "x", 5, 1.0, on_done=lambda: log.append("x")),
        Call(lambda: log.append("call")),
        Parallel(Tween(obj, "y", 2, 1.0, delay=3.0, on_done=lambda: log.append("y")),
                 Sequence(Wait(2.0), Call(lambda: log.append("par")))),
        Tween(obj, "x", 9, 1.0, on_done=lambda: log.append("x2")),
    )
    seq.step(1.2)  # first tween + call already done
    assert log == ["x", "call"]
    seq.complete()
    assert (obj.x, obj.y) == (9.0, 2.0)
    assert log == ["x", "call", "y", "par", "x2"]
    assert seq.done
    seq.complete()
    seq.step(5.0)
    assert log == ["x", "call", "y", "par", "x2"]


def test_complete_on_unstarted_tween_reads_start_and_sets_end() -> None:
    obj = Obj(x=4)
    t = Tween(obj, "x", 8, 1.0, delay=2.0)
    t.complete()
    assert obj.x == 8.0 and t.done and t.start == 4.0


def test_complete_all_finishes_everything_in_order() -> None:
    log: list[str] = []
    a, b = Obj(x=0), Obj(x=0)
    mgr = Tweener()
    mgr.tween(a, "x", 1, 1.0, on_done=lambda: log.append("a"))
    mgr.add(Sequence(Wait(5.0), Call(lambda: log.append("call"))))
    mgr.tween(b, "x", 2, 3.0, delay=1.0, on_done=lambda: log.append("b"))
    mgr.step(0.25)
    assert mgr.busy
    mgr.complete_all()
    assert (a.x, b.x) == (1.0, 2.0)
    assert log == ["a", "call", "b"]
    assert not mgr.busy
    mgr.complete_all()
    mgr.step(1.0)
    assert log == ["a", "call", "b"]


def test_complete_all_completes_animations_scheduled_by_callbacks() -> None:
    log: list[str] = []
    obj = Obj(x=0, y=0)
    mgr = Tweener()

    def chain() -> None:
        log.append("first")
        mgr.tween(obj, "y", 7, 2.0, on_done=lambda: log.append("second"))

    mgr.tween(obj, "x", 3, 1.0, on_done=chain)
    mgr.complete_all()
    assert (obj.x, obj.y) == (3.0, 7.0)
    assert log == ["first", "second"]
    assert not mgr.busy


def test_complete_all_stops_chasing_endless_callbacks() -> None:
    obj = Obj(x=0)
    mgr = Tweener()
    count = [0]

    def loop() -> None:  # a looping effect re-schedules itself forever
        count[0] += 1
        mgr.tween(obj, "x", count[0] % 2, 0.5, on_done=loop)

    mgr.tween(obj, "x", 1, 0.5, on_done=loop)
    mgr.complete_all()  # must return
    assert 1 < count[0] <= 1000


def test_callback_may_skip_everything_reentrantly() -> None:
    log: list[str] = []
    obj = Obj(x=0, y=0)
    mgr = Tweener()

    def skip() -> None:
        log.append("x")
        mgr.complete_all()  # e.g. a "goal!" callback that fast-forwards the scene

    mgr.tween(obj, "x", 1, 0.5, on_done=skip)
    mgr.tween(obj, "y", 2, 5.0, on_done=lambda: log.append("y"))
    mgr.step(0.5)
    assert log == ["x", "y"]
    assert (obj.x, obj.y) == (1.0, 2.0)
    assert not mgr.busy


def test_step_keeps_animations_added_by_callbacks_for_next_step() -> None:
    obj = Obj(x=0, y=0)
    mgr = Tweener()
    mgr.tween(obj, "x", 1, 0.5, on_done=lambda: mgr.tween(obj, "y", 1, 1.0))
    mgr.step(1.0)
    assert obj.x == 1.0 and obj.y == 0
    assert mgr.is_animating(obj, "y")
    mgr.step(0.5)
    assert obj.y == 0.5


# ----------------------------------------------------------- cancel / query


def test_cancel_stops_where_it_is_without_on_done() -> None:
    log: list[str] = []
    obj, other = Obj(x=0, y=0), Obj(x=0)
    mgr = Tweener()
    tx = mgr.tween(obj, "x", 10, 1.0, on_done=lambda: log.append("x"))
    ty = mgr.tween(obj, "y", 10, 1.0, on_done=lambda: log.append("y"))
    to = mgr.tween(other, "x", 10, 1.0)
    mgr.step(0.5)
    mgr.cancel(obj, "x")
    assert tx.done and not ty.done
    assert mgr.is_animating(obj) and not mgr.is_animating(obj, "x")
    mgr.cancel(obj)
    assert ty.done and not mgr.is_animating(obj)
    mgr.step(10.0)
    assert (obj.x, obj.y) == (5.0, 5.0)
    assert log == []
    assert to.done and other.x == 10.0


def test_cancel_reaches_delayed_and_nested_tweens() -> None:
    log: list[str] = []
    obj = Obj(x=0)
    mgr = Tweener()
    mgr.tween(obj, "x", 10, 1.0, delay=2.0)
    mgr.add(Sequence(Tween(obj, "x", 5, 1.0, delay=0.5), Call(lambda: log.append("after"))))
    mgr.step(0.1)
    assert mgr.is_animating(obj, "x")  # scheduled counts
    mgr.cancel(obj)
    assert not mgr.is_animating(obj)
    mgr.step(5.0)
    assert obj.x == 0
    assert log == ["after"]  # the group carries on past its cancelled tween
    assert not mgr.busy


def test_busy_and_add_returns_animation() -> None:
    mgr = Tweener()
    assert not mgr.busy
    w = Wait(0.5)
    assert mgr.add(w) is w
    t = mgr.tween(Obj(x=0), "x", 1, 0.25)
    assert isinstance(t, Tween)
    mgr.step(0.25)
    assert t.done and mgr.busy
    mgr.step(0.25)
    assert not mgr.busy


# ------------------------------------------------------------------- speed


def test_speed_two_finishes_one_second_tween_in_half() -> None:
    obj = Obj(x=0)
    done: list[bool] = []
    mgr = Tweener()
    mgr.speed = 2
    mgr.tween(obj, "x", 10, 1.0, on_done=lambda: done.append(True))
    mgr.step(0.25)
    assert obj.x == 5.0
    mgr.step(0.25)
    assert obj.x == 10.0 and done == [True]


def test_speed_half_and_constructor() -> None:
    obj = Obj(x=0)
    mgr = Tweener(speed=0.5)
    mgr.tween(obj, "x", 10, 1.0)
    mgr.step(1.0)
    assert obj.x == 5.0


def test_speed_zero_freezes() -> None:
    obj = Obj(x=0)
    mgr = Tweener()
    mgr.speed = 0
    t = mgr.tween(obj, "x", 10, 1.0)
    mgr.step(100.0)
    assert obj.x == 0.0 and not t.done and mgr.busy


def test_negative_speed_rejected() -> None:
    mgr = Tweener()
    with pytest.raises(ValueError):
        mgr.speed = -1
    assert mgr.speed == 1.0
    with pytest.raises(ValueError):
        Tweener(speed=-0.5)
    with pytest.raises(ValueError):
        mgr.speed = float("nan")


# -------------------------------------------------------------- properties

ATTRS = ("x", "y")
easing_st = st.sampled_from(sorted(EASINGS))
dur_st = st.floats(0.05, 1.0)
end_st = st.floats(-10.0, 10.0)
step_st = st.one_of(
    st.tuples(st.just("tween"), st.sampled_from(ATTRS), end_st, dur_st, easing_st,
              st.sampled_from([0.0, 0.1, 0.25])),
    st.tuples(st.just("wait"), dur_st),
    st.tuples(st.just("call")),
    st.tuples(st.just("par"), end_st, dur_st, end_st, dur_st),
)


def build(spec: list[tuple[Any, ...]]) -> tuple[Obj, list[int], Tweener, Sequence]:
    """Fresh target + log + manager + sequence from a hypothesis spec."""
    obj = Obj(x=0.0, y=0.0, z=0.0, w=0.0)
    log: list[int] = []
    children: list[tw.Animation] = []
    for i, item in enumerate(spec):
        if item[0] == "tween":
            _, attr, end, dur, easing, delay = item
            children.append(Tween(obj, attr, end, dur, EASINGS[easing], delay=delay,
                                  on_done=partial(log.append, i)))
        elif item[0] == "wait":
            children.append(Wait(item[1]))
        elif item[0] == "call":
            children.append(Call(partial(log.append, i)))
        else:
            _, e1, d1, e2, d2 = item
            children.append(Parallel(Tween(obj, "z", e1, d1, out_quad),
                                     Tween(obj, "w", e2, d2, in_back)))
    mgr = Tweener()
    seq = mgr.add(Sequence(*children))
    return obj, log, mgr, seq


def state(obj: Obj) -> tuple[float, ...]:
    return (obj.x, obj.y, obj.z, obj.w)


@settings(max_examples=300, deadline=None)
@given(spec=st.lists(step_st, min_size=1, max_size=6),
       pieces=st.lists(st.floats(0.0, 1.0), min_size=1, max_size=30))
def test_any_split_of_time_matches_one_big_step(
        spec: list[tuple[Any, ...]], pieces: list[float]) -> None:
    total = sum(pieces)
    obj_a, log_a, mgr_a, seq_a = build(spec)
    obj_b, log_b, mgr_b, seq_b = build(spec)
    mgr_a.step(total)
    for piece in pieces:
        mgr_b.step(piece)
    assert state(obj_a) == pytest.approx(state(obj_b), abs=1e-9, rel=0)
    assert log_a == log_b
    assert seq_a.done == seq_b.done
    if total >= seq_a.duration:
        assert seq_a.done and seq_b.done
        # Exact (==) end values: every attribute's last writer in the spec.
        expected = {"x": 0.0, "y": 0.0, "z": 0.0, "w": 0.0}
        for item in spec:
            if item[0] == "tween":
                expected[item[1]] = float(item[2])
            elif item[0] == "par":
                expected["z"], expected["w"] = float(item[1]), float(item[3])
        for obj in (obj_a, obj_b):
            assert state(obj) == (expected["x"], expected["y"], expected["z"],
                                  expected["w"])


@given(spec=st.lists(step_st, min_size=1, max_size=6), cut=st.floats(0.0, 3.0))
def test_complete_after_partial_step_matches_big_step(
        spec: list[tuple[Any, ...]], cut: float) -> None:
    obj_a, log_a, mgr_a, _ = build(spec)
    obj_b, log_b, mgr_b, _ = build(spec)
    mgr_a.step(cut)
    mgr_a.complete_all()
    mgr_b.step(1000.0)
    assert state(obj_a) == state(obj_b)
    assert log_a == log_b
