"""Opens the window on the main menu and runs until the player quits."""

from __future__ import annotations

import os

FIRST_FRAME = "first-frame"  # printed after the first frame when a frame limit is given


def run_app(frames: int | None = None) -> int:
    """Runs the app; with `frames`, quits after that many frames and says so on stdout
    (start-up timing and smoke tests of the built executable)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from favelas_app.ui.app import App
    from favelas_app.ui.scenes.main_menu import MainMenuScene

    app = App()
    try:
        app.run(MainMenuScene(app), frames)
        if frames is not None:
            print(FIRST_FRAME, flush=True)
    finally:
        pygame.quit()
    return 0
