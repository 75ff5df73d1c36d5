"""Real input for UI tests: pygame events posted at window positions, then one app frame.

Positions are given on the logical 1280x720 canvas and mapped to the window the way a
player's pointer would be, so tests also hold when the window has another size.
"""

from __future__ import annotations

import pygame

from favelas_app.ui.app import App
from favelas_app.ui.widgets import Button, Widget

FRAME = 1 / 60


def press(app: App, *keys: int, mod: int = 0, times: int = 1) -> None:
    """Presses and releases `keys` in order within one frame; `times` repeats that, a frame each."""
    for _ in range(times):
        for key in keys:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""))
        app.frame(FRAME)


def type_text(app: App, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.frame(FRAME)


def _mouse(app: App, kind: int, pos: tuple[float, float], **fields: object) -> None:
    """Posts one mouse event at the window position of canvas point `pos` (no frame)."""
    pygame.event.post(pygame.event.Event(kind, pos=app.to_window(pos), **fields))


def move(app: App, pos: tuple[float, float]) -> None:
    _mouse(app, pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    app.frame(FRAME)


def click(app: App, pos: tuple[float, float], button: int = 1) -> None:
    _mouse(app, pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0))
    _mouse(app, pygame.MOUSEBUTTONDOWN, pos, button=button)
    _mouse(app, pygame.MOUSEBUTTONUP, pos, button=button)
    app.frame(FRAME)


def mouse_down(app: App, pos: tuple[float, float], button: int = 1) -> None:
    """Only the press, with no release: a drag starts, or a widget that acts on the press."""
    _mouse(app, pygame.MOUSEBUTTONDOWN, pos, button=button)
    app.frame(FRAME)


def drag(app: App, pos: tuple[float, float]) -> None:
    """Moves the pointer to `pos` with the left button held down."""
    _mouse(app, pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(1, 0, 0))
    app.frame(FRAME)


def mouse_up(app: App, pos: tuple[float, float], button: int = 1) -> None:
    """Only the release: the end of a drag."""
    _mouse(app, pygame.MOUSEBUTTONUP, pos, button=button)
    app.frame(FRAME)


def wheel(app: App, y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    app.frame(FRAME)


def frames(app: App, count: int) -> None:
    for _ in range(count):
        app.frame(FRAME)


def button_labelled(scene: object, text: str) -> Button:
    """The one button of `scene`'s form that reads `text`."""
    (button,) = [w for w in scene.form.widgets if isinstance(w, Button) and w.text == text]  # type: ignore[attr-defined]
    return button


def widget_keyed(scene: object, key: str) -> Widget:
    """The one widget of `scene`'s form with `key`."""
    (widget,) = [w for w in scene.form.widgets if getattr(w, "key", None) == key]  # type: ignore[attr-defined]
    return widget
