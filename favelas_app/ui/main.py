"""Opens the window on the main menu (or straight into the autosaved game) and runs until the
player quits; an error no scene recovers from ends on the crash screen with a crash log."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from favelas_app.ui.app import App

FIRST_FRAME = "first-frame"  # printed after the first frame when a frame limit is given
CRASH_EXIT = 1  # the exit code after a crash


def run_app(frames: int | None = None, resume: bool = False) -> int:
    """Runs the app; with `frames`, quits after that many frames and says so on stdout
    (start-up timing and smoke tests of the built executable). With `resume`, the autosaved
    game opens at once if Continue can resume it (else the menu shows why not)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from favelas_app.core.paths import config_dir
    from favelas_app.core.saves import remove_orphans, saves_dir
    from favelas_app.ui.app import App

    for folder in (saves_dir(), config_dir()):  # leftovers of writes killed midway
        remove_orphans(folder)
    app = App()
    try:
        try:
            _open(app, resume)
            app.run(frames)
        except Exception as error:
            return _crashed(app, error, frames)
        if frames is not None:
            print(FIRST_FRAME, flush=True)
    finally:
        pygame.quit()
    return 0


def _open(app: App, resume: bool) -> None:
    from favelas_app.ui.scenes.main_menu import MainMenuScene
    from favelas_app.ui.session import continue_game

    menu = MainMenuScene(app)
    app.scenes.push(menu)
    if resume and menu.saved is not None:
        continue_game(app, menu.saved)


def _crashed(app: App, error: Exception, frames: int | None) -> int:
    """Writes the crash log, says where it is (on stderr, and on the crash screen until the
    player quits; one frame of it with a frame limit) and returns CRASH_EXIT. The autosave
    is left as it was: Continue resumes the game from it."""
    from favelas_app.core.crash_log import write_crash_log
    from favelas_app.core.saves import autosave_path

    path = write_crash_log(error, _versions(), _open_record(app), autosave_path())
    where = path if path is not None else "(no crash log could be written)"
    print(f"favelas stopped on an error ({error!r}); crash log: {where}", file=sys.stderr)
    try:
        _crash_screen(app, path, frames)
    except Exception as second:  # the screen failed too: stderr has said it all
        print(f"the crash screen failed as well ({second!r})", file=sys.stderr)
    return CRASH_EXIT


def _crash_screen(app: App, path: Path | None, frames: int | None) -> None:
    from favelas_app.ui.scenes.crash import CrashScene

    app.scenes.scenes.clear()  # the failed scenes run no more code, not even their exit
    app.scenes.push(CrashScene(app, path))
    app.running = True
    if frames is not None:
        app.frame(0.0)
    else:
        app.run()


def _open_record(app: App) -> str | None:
    """The record of the game open at the table, if any, as JSON."""
    try:
        for scene in reversed(app.scenes.scenes):
            session = getattr(scene, "session", None)
            controller = getattr(session, "controller", None)
            if controller is not None:
                return controller.record.dumps()
    except Exception as exc:
        return f"(the record could not be read: {exc!r})"
    return None


def _versions() -> dict[str, str]:
    import pygame

    try:
        sdl = ".".join(str(part) for part in pygame.get_sdl_version())
        return {"pygame-ce": pygame.version.ver, "SDL": sdl}
    except Exception as exc:
        return {"pygame-ce": f"unknown ({exc!r})"}
