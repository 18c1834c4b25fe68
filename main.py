"""Matchday: launch the arcade, or run one of its command-line tools (see --help)."""

import os
import sys

# Quiet pygame's import banner so JSON printed by the tools stays clean.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if __name__ == "__main__":
    from tools.cli import main

    sys.exit(main())
