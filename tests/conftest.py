"""Test set-up: headless SDL drivers and a private MATCHDAY_HOME for every test run."""

import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")

# Nothing a test does may touch the real user's settings or saves.
os.environ["MATCHDAY_HOME"] = tempfile.mkdtemp(prefix="matchday-tests-")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Property tests assert behaviour, never time: hypothesis's per-example deadline is a wall-clock limit, and
# on the shared machines here an example that takes 0.1 ms alone took 293 ms under load and failed a run.
from hypothesis import settings  # noqa: E402

settings.register_profile("matchday", deadline=None)
settings.load_profile("matchday")
