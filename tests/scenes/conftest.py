"""The headless App most scene tests start from (a test file that needs another set-up defines its own `app`)."""

from __future__ import annotations

import pytest

from tests.support.driver import make_app


@pytest.fixture
def app(tmp_path):
    """A headless App writing only under tmp_path; forced moves wait for a press, as players get them."""
    a = make_app(tmp_path)
    a.settings.autoplay_forced_moves = False
    yield a
    a.close()


@pytest.fixture
def drawn(monkeypatch):
    """The words of every line of text rendered while the test runs."""
    from core import text

    seen: list[str] = []
    real = text.label

    def record(words, size, color, bold=False):
        seen.append(words)
        return real(words, size, color, bold)

    monkeypatch.setattr(text, "label", record)
    return seen


@pytest.fixture
def pad():
    """A real SDL virtual controller (an Xbox pad), attached for the test and detached after."""
    from tests.support import vpad

    p = vpad.VirtualPad(kind="xbox")
    p.attach()
    yield p
    if p.attached:
        p.detach()
