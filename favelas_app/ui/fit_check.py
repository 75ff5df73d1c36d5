"""The window half of `favelas i18n check`: every text that does not fit where it is shown.

The app is opened headless (SDL's dummy drivers) with settings that are never saved and a
temporary FAVELAS_HOME, so no player file is touched. For each language, at every interface
size the settings offer, every view of ui/staging.py is staged and drawn while
ui/text_fit.py measures; each text
that needs more room than it has becomes a `too_wide` problem naming its key. Every lookup
is heard too: one that found no message (`raw_key`: the key itself is shown) or left a
`{placeholder}` unfilled (`unfilled`) is a problem, however its key was built. Optionally
each view is saved as DIR/<language>/<view>.png, the 1280x720 canvas.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from favelas_app.core.i18n import available_languages
from favelas_app.core.i18n_check import Problem
from favelas_app.core.paths import HOME_VARIABLE
from favelas_app.core.pseudo import PSEUDO_LANGUAGE
from favelas_app.core.settings import UI_SCALES
from favelas_app.ui import text_fit
from favelas_app.ui.text_fit import Overflow

if TYPE_CHECKING:
    from favelas_app.ui.app import App

UNKNOWN_KEY = "?"  # a text built from several messages
_UNFILLED = re.compile(r"(?<!\{)\{[A-Za-z_][A-Za-z0-9_]*\}")


def fit_problems(
    languages: tuple[str, ...],
    shots: Path | None = None,
    measure: bool = True,
    scales: tuple[float, ...] = UI_SCALES,
) -> list[Problem]:
    """The texts of every staged view, in each of `languages` at each interface size of
    `scales`, that do not fit their room (none if not `measure`); with `shots`, a PNG of
    every view: DIR/<language>/<view>.png at scale 1.0, DIR/<language>-<scale>/ at others."""
    problems: list[Problem] = []
    with _headless_scratch():
        import pygame

        from favelas_app.core.settings import Settings
        from favelas_app.ui.app import App

        app = App(Settings(animation_speed="off", volume=0.0), persist=False)
        try:
            for scale in scales:
                app.change_settings(ui_scale=scale)
                for language in languages:
                    name = language if scale == 1.0 else f"{language}-{scale}"
                    folder = shots / name if shots is not None else None
                    overflows, keys, lookups = _draw_every_view(app, language, folder)
                    problems.extend(p for p in lookups if p not in problems)
                    if measure:
                        problems.extend(_problems(language, overflows, keys, scale))
        finally:
            pygame.quit()
    return problems


def _draw_every_view(
    app: App, language: str, folder: Path | None
) -> tuple[list[Overflow], dict[str, str], list[Problem]]:
    """Draws every staged view in `language` while measuring (saving each in `folder`);
    the overflows, each text looked up with its key, and each lookup that failed."""
    import pygame

    from favelas_app.ui import staging

    staging.clear(app)
    # The languages offered: the locale files, and the pseudo-locale while it is checked
    # (as with FAVELAS_PSEUDO=1), so that the settings show its name.
    pseudo = (PSEUDO_LANGUAGE,) if language == PSEUDO_LANGUAGE else ()
    app.languages = available_languages() + pseudo
    app.change_settings(language=language)
    keys: dict[str, str] = {}
    heard: list[tuple[str, str]] = []  # each lookup since the last view was named
    failed: dict[tuple[str, str], Problem] = {}

    def hear(key: str, text: str) -> None:
        keys[text] = key
        heard.append((key, text))

    def judge(view: str) -> None:
        """Each failed lookup heard while `view` was staged and drawn, once per key."""
        for key, text in heard:
            kind = "raw_key" if text == key else "unfilled" if _UNFILLED.search(text) else None
            if kind is not None and (kind, key) not in failed:
                detail = f"scene {view}" + (f": “{text}”" if kind == "unfilled" else "")
                failed[kind, key] = Problem(language, kind, key, detail)
        heard.clear()

    app.catalog.on_lookup = hear
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    with text_fit.measuring() as log:
        for view in staging.views(app):
            app.draw()
            judge(view)
            if folder is not None:
                pygame.image.save(app.canvas, folder / f"{view}.png")
    staging.clear(app)
    return log.overflows, keys, list(failed.values())


def _problems(
    language: str, overflows: list[Overflow], keys: dict[str, str], scale: float
) -> list[Problem]:
    """One problem per key, drawer and axis (the widest case of it), in drawing order; the
    interface size is named when it is not 1.0."""
    worst: dict[tuple[str, str, str], tuple[Problem, int]] = {}
    for overflow in overflows:
        key = key_of(overflow.text, keys)
        excess = overflow.needed - overflow.available
        group = (key if key != UNKNOWN_KEY else overflow.text, overflow.drawer, overflow.axis)
        if group in worst and worst[group][1] >= excess:
            continue
        size = f"needs {overflow.needed} px, has {overflow.available} px"
        if overflow.axis == "height":
            size += " in height"
        detail = f"{size}: scene {overflow.where}"
        if scale != 1.0:
            detail += f" at interface size {scale}"
        if key == UNKNOWN_KEY:
            detail += f": “{overflow.text}”"
        worst[group] = (Problem(language, "too_wide", key, detail), excess)
    return [problem for problem, _ in worst.values()]


def key_of(text: str, keys: dict[str, str]) -> str:
    """The key whose message is `text`; else the one key whose message holds it (a line of a
    wrapped message); else "?" (a text put together from several messages)."""
    if text in keys:
        return keys[text]
    holders = {key for message, key in keys.items() if text in message}
    return holders.pop() if len(holders) == 1 else UNKNOWN_KEY


@contextmanager
def _headless_scratch() -> Iterator[None]:
    """Dummy video and audio, and a temporary FAVELAS_HOME, while the block runs."""
    names = ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT", HOME_VARIABLE)
    saved = {name: os.environ.get(name) for name in names}
    with tempfile.TemporaryDirectory(prefix="favelas-i18n-") as home:
        os.environ.update(
            {
                "SDL_VIDEODRIVER": "dummy",
                "SDL_AUDIODRIVER": "dummy",
                "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                HOME_VARIABLE: home,
            }
        )
        try:
            yield
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
