"""Real input for UI tests: pygame events posted at window positions, then one app frame.

Positions are given on the logical 1280x720 canvas and mapped to the window the way a
player's pointer would be, so tests also hold when the window has another size.
"""

from __future__ import annotations

import pygame

from favelas_app.ui.app import App

FRAME = 1 / 60


def press(app: App, *keys: int, mod: int = 0) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""))
    app.frame(FRAME)


def type_text(app: App, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.frame(FRAME)


def move(app: App, pos: tuple[float, float]) -> None:
    window = app.to_window(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.frame(FRAME)


def click(app: App, pos: tuple[float, float], button: int = 1) -> None:
    window = app.to_window(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=button))
    app.frame(FRAME)


def wheel(app: App, y: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    app.frame(FRAME)


def frames(app: App, count: int) -> None:
    for _ in range(count):
        app.frame(FRAME)
