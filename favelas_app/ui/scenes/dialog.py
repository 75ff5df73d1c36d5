"""Overlays that tell or ask one thing: a message with OK, a question with yes and no.

Enter (or Space) picks the focused button, Esc closes as the safe answer, the left and
right arrows move between the buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from favelas_app.ui import text_fit, theme
from favelas_app.ui.scene import Scene
from favelas_app.ui.widgets import Button, Form

if TYPE_CHECKING:
    from favelas_app.ui.app import App

Answer = tuple[str, Callable[[], None] | None]  # a button's label and what it does


class Dialog(Scene):
    """A panel over the scene beneath: a title, wrapped text and a row of buttons."""

    opaque = False

    def __init__(self, app: App, title: str, text: str, choices: list[Answer], focus: int) -> None:
        super().__init__(app)
        self.title, self.text, self.choices = title, text, choices
        self.form = Form()
        self.lines: list[str] = []
        self.title_lines: list[str] = []
        self.box = pygame.Rect(0, 0, 0, 0)
        self.cut: tuple[int, int] | None = None  # height the text needs and has, if cut short
        self.build(focus)

    def build(self, focus: int) -> None:
        fonts = self.app.fonts
        body, heading = fonts.get("body"), fonts.get("heading", True)
        line = body.get_linesize()
        screen = pygame.Rect((0, 0), theme.LOGICAL_SIZE)
        width = min(line * 26, screen.width - 2 * line)
        inner = width - 2 * line
        button_h = theme.control_height(body)
        self.title_lines = theme.wrap(heading, self.title, inner)
        titles = len(self.title_lines) * heading.get_linesize()
        frame = 2 * line + titles + line // 2 + line + button_h
        room = (screen.height - 2 * line - frame) // line
        self.lines = theme.wrap(body, self.text, inner)
        self.cut = None
        if len(self.lines) > room:
            self.cut = (len(self.lines) * line, room * line)
            self.lines = [*self.lines[: room - 1], f"{self.lines[room - 1]} …"]
        self.box = pygame.Rect(0, 0, width, frame + len(self.lines) * line)
        self.box.center = screen.center
        button_w = max(max(body.size(label)[0] for label, _ in self.choices) + 2 * line, line * 6)
        gap = line // 2
        row = len(self.choices) * button_w + (len(self.choices) - 1) * gap
        left, top = self.box.centerx - row // 2, self.box.bottom - line - button_h
        buttons = [
            Button((left + i * (button_w + gap), top, button_w, button_h), label, self._closer(act))
            for i, (label, act) in enumerate(self.choices)
        ]
        self.form = Form(buttons, on_activate=lambda: self.app.sounds.play("click"))
        self.form.focus = focus

    def _closer(self, action: Callable[[], None] | None) -> Callable[[], None]:
        def close() -> None:
            self.app.scenes.pop()
            if action is not None:
                action()

        return close

    def cancel(self) -> None:
        """Esc: the last button is always the safe answer."""
        self.app.sounds.play("click")
        self._closer(self.choices[-1][1])()

    def relayout(self) -> None:
        self.build(self.form.focus)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.form.move(+1 if event.key == pygame.K_RIGHT else -1)
        else:
            self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        body, heading = fonts.get("body"), fonts.get("heading", True)
        theme.modal_text(surface, self.box, heading, self.title_lines, body, self.lines)
        if self.cut is not None:
            text_fit.report(self.text, *self.cut, axis="height")
        self.form.draw(surface, fonts)


class MessageDialog(Dialog):
    """Tells the player something; OK, Enter or Esc closes it, then `on_close` runs."""

    def __init__(
        self, app: App, title: str, text: str, on_close: Callable[[], None] | None = None
    ) -> None:
        super().__init__(app, title, text, [(app.text("dialog.ok"), on_close)], focus=0)


class ConfirmDialog(Dialog):
    """Asks a yes-or-no question; `on_yes` runs only on yes. No (and Esc) is the default."""

    def __init__(
        self,
        app: App,
        title: str,
        text: str,
        on_yes: Callable[[], None],
        yes_text: str | None = None,
        no_text: str | None = None,
    ) -> None:
        choices: list[Answer] = [
            (yes_text or app.text("dialog.yes"), on_yes),
            (no_text or app.text("dialog.no"), None),
        ]
        super().__init__(app, title, text, choices, focus=1)
