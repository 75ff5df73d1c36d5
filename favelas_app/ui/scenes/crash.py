"""The last screen after an error the app could not recover from: what happened, where the
crash log is, and Quit. The game is safe in its autosave; Continue resumes it next time."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from favelas_app.ui import theme
from favelas_app.ui.scene import FormScene
from favelas_app.ui.widgets import Button, Form

if TYPE_CHECKING:
    from favelas_app.ui.app import App


def break_anywhere(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Lines of `text` that each fit `width` pixels, broken between any two characters (a
    file path has no spaces to break at)."""
    lines = [""]
    for character in text:
        if lines[-1] and font.size(lines[-1] + character)[0] > width:
            lines.append("")
        lines[-1] += character
    return lines


class CrashScene(FormScene):
    """Says the app stopped on an error and names the crash log (`path`, None if no log
    could be written); Quit, Enter or Esc closes the app."""

    def __init__(self, app: App, path: Path | None) -> None:
        super().__init__(app)
        self.path = path
        self.box = pygame.Rect(0, 0, 0, 0)
        self.title_lines: list[str] = []
        self.lines: list[str] = []
        self.path_lines: list[str] = []
        self.build()

    def build(self) -> None:
        text, fonts = self.app.text, self.app.fonts
        body, small, heading = fonts.get("body"), fonts.get("small"), fonts.get("heading", True)
        line = body.get_linesize()
        width = min(line * 34, theme.LOGICAL_SIZE[0] - 2 * line)
        inner = width - 2 * line
        self.title_lines = theme.wrap(heading, text("crash.title"), inner)
        message = text("crash.message" if self.path is not None else "crash.no_log")
        self.lines = theme.wrap(body, message, inner)
        self.path_lines = break_anywhere(small, str(self.path), inner) if self.path else []
        button_h = theme.control_height(body)
        height = (
            2 * line
            + len(self.title_lines) * heading.get_linesize()
            + line // 2
            + len(self.lines) * line
            + (line // 2 + len(self.path_lines) * small.get_linesize() if self.path_lines else 0)
            + line
            + button_h
        )
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        label = text("crash.quit")
        button = pygame.Rect(0, 0, max(body.size(label)[0] + 2 * line, line * 6), button_h)
        button.midbottom = (self.box.centerx, self.box.bottom - line)
        self.form = Form([Button(button, label, self.app.quit)])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        body, small, heading = fonts.get("body"), fonts.get("small"), fonts.get("heading", True)
        line = body.get_linesize()
        inner = self.box.width - 2 * line
        top = theme.modal_text(surface, self.box, heading, self.title_lines, body, self.lines)
        top += line // 2
        for text in self.path_lines:
            at = (self.box.left + line, top)
            theme.draw_text(surface, small, text, at, theme.MUTED, width=inner)
            top += small.get_linesize()
        self.form.draw(surface, fonts)
