"""The hand-off between people at one screen: before a person's private information is
drawn on a screen someone else has just used, this screen covers the whole table ("Pass to
Ana — ready?", over lines when it is longer than the text below) until that person confirms
with Enter, Space or a click.

It is opaque, so nothing of the table beneath is drawn while it is up; Esc opens the pause
menu over it (saving or leaving shows nothing private either).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from favelas_app.ui import theme
from favelas_app.ui.scene import FormScene
from favelas_app.ui.theme import draw_text, draw_wrapped, wrap
from favelas_app.ui.widgets import Button, Form

if TYPE_CHECKING:
    from favelas_app.ui.app import App
    from favelas_app.ui.session import Session

TEXT_WIDTH = 720


def first_at_screen(private: bool, humans: list[int]) -> int | None:
    """Whose private view the screen shows when a game is opened: the one person's when one
    person plays against AIs, else nobody's (only what everyone may see)."""
    return humans[0] if private and len(humans) == 1 else None


def handoff_to(private: bool, humans: list[int], deciding: int, at_screen: int | None) -> bool:
    """Whether the screen must be handed to `deciding` before their view is drawn: a game
    with private information, `deciding` a person other than the one at the screen, and
    more than one person at the table (one person alone never needs to hand over)."""
    return private and deciding in humans and deciding != at_screen and len(humans) > 1


class HandoffScene(FormScene):
    """Covers the table until `name` says they are ready; then `on_ready` runs."""

    def __init__(self, app: App, session: Session, name: str, on_ready: Callable[[], None]):
        super().__init__(app)
        self.session, self.name, self.on_ready = session, name, on_ready
        self.form = Form()
        self.build()

    def build(self) -> None:
        body = self.app.fonts.get("body")
        height = theme.control_height(body)
        label = self.app.text("table.handoff_ready")
        rect = pygame.Rect(0, 0, max(body.size(label)[0] + 6 * theme.BUTTON_PADDING, 220), height)
        rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2 + 3 * height)
        self.form = Form([Button(rect, label, self.ready)], lambda: self.app.sounds.play("click"))

    def ready(self) -> None:
        self.app.scenes.pop()
        self.on_ready()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from favelas_app.ui.scenes.pause import PauseScene

            self.app.scenes.push(PauseScene(self.app, self.session))
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        centre = theme.LOGICAL_SIZE[0] // 2
        heading = self.app.fonts.get("heading", True)
        line = heading.get_linesize()
        title = wrap(heading, self.app.text("table.handoff_title", player=self.name), TEXT_WIDTH)
        top = theme.LOGICAL_SIZE[1] // 2 - (len(title) + 2) * line  # a longer title grows up
        for i, text in enumerate(title):
            at = (centre, top + i * line)
            draw_text(surface, heading, text, at, theme.ACCENT, "midtop", TEXT_WIDTH)
        text = self.app.text("table.handoff_text", player=self.name)
        area = pygame.Rect(centre - TEXT_WIDTH // 2, top + (len(title) + 1) * line, TEXT_WIDTH, 0)
        draw_wrapped(surface, self.app.fonts.get("body"), text, area, theme.TEXT, centred=True)
        self.form.draw(surface, self.app.fonts)
