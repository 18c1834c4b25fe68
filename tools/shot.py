"""`python main.py shot`: render a scene headless after simulated time and save a PNG."""

from __future__ import annotations

from pathlib import Path

FRAME_S = 1 / 60


def take_shot(name: str, out: Path, seed: int = 0, after: float = 1.0) -> Path:
    """Run scene `name` for `after` simulated seconds, then save the canvas to `out`."""
    from scenes.routes import make_headless_app

    app = make_headless_app()
    import pygame

    from tools.demos import OVERLAYS, make_scene

    if name in OVERLAYS:
        app.stack.push(make_scene("menu", seed))
        app.frame(FRAME_S)
    app.stack.push(make_scene(name, seed))
    frames = max(1, round(after / FRAME_S))
    for _ in range(frames):
        app.frame(FRAME_S)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.display.canvas, str(out))
    app.close()
    return out
