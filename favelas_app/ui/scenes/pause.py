"""The pause menu over a game: resume, save a copy, who plays each seat, settings, rules,
back to the menu, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from favelas_app.core.notice import os_error_notice
from favelas_app.core.saves import new_save_path, write_save
from favelas_app.ui import theme
from favelas_app.ui.scene import FormScene
from favelas_app.ui.widgets import Button, Form

if TYPE_CHECKING:
    from favelas_app.ui.app import App
    from favelas_app.ui.session import Session


class PauseScene(FormScene):
    """A panel over the dimmed game. Esc or Resume returns to the game."""

    opaque = False

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.status = ""  # what the last Save did, shown under the buttons
        self.status_ok = True
        self.form = Form()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.build()

    def build(self) -> None:
        fonts = self.app.fonts
        body, heading = fonts.get("body"), fonts.get("heading", True)
        line, height = body.get_linesize(), theme.control_height(body)
        gap = line // 2
        entries = [
            ("pause.resume", self._resume),
            ("pause.save", self._save),
            ("pause.players", self._players),
            ("pause.settings", self._settings),
            ("pause.rules", self._rules),
            ("pause.main_menu", self._main_menu),
            ("pause.quit", self.app.quit),
        ]
        labels = [self.app.text(key) for key, _ in entries]
        width = max(line * 13, max(body.size(label)[0] for label in labels) + 3 * line)
        status_room = 3 * fonts.get("small").get_linesize()
        buttons_height = len(entries) * (height + gap) - gap
        box_height = line + heading.get_linesize() + line + buttons_height + line + status_room
        self.box = pygame.Rect(0, 0, width + 4 * line, box_height)
        self.box.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        top = self.box.top + line + heading.get_linesize() + line
        buttons = []
        for i, ((_, action), label) in enumerate(zip(entries, labels, strict=True)):
            rect = pygame.Rect(0, top + i * (height + gap), width, height)
            rect.centerx = self.box.centerx
            buttons.append(Button(rect, label, action))
        self.form = Form(buttons, on_activate=lambda: self.app.sounds.play("click"))

    # -- actions ------------------------------------------------------------------------------

    def _resume(self) -> None:
        self.app.scenes.pop()

    def _save(self) -> None:
        path = new_save_path()
        try:
            write_save(self.session.saved(), path)
        except OSError as exc:
            reason = os_error_notice(exc).text(self.app.catalog)
            self.status, self.status_ok = self.app.text("pause.save_failed", reason=reason), False
            return
        self.status, self.status_ok = self.app.text("pause.saved", file=path.name), True

    def _players(self) -> None:
        from favelas_app.ui.scenes.players import PlayersScene

        self.app.scenes.push(PlayersScene(self.app, self.session))

    def _settings(self) -> None:
        from favelas_app.ui.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def _rules(self) -> None:
        from favelas_app.ui.scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app, self.session.controller.record.game))

    def _main_menu(self) -> None:
        from favelas_app.ui.scenes.main_menu import MainMenuScene

        self.app.scenes.reset(MainMenuScene(self.app))  # the autosave keeps the game for Continue

    # -- frame --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._resume()
        else:
            self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        heading, small = fonts.get("heading", True), fonts.get("small")
        line = fonts.get("body").get_linesize()
        theme.modal_title(surface, self.box, heading, self.app.text("pause.title"), line)
        self.form.draw(surface, fonts)
        if self.status:
            area = self.box.inflate(-2 * line, 0)
            area.top = self.form.widgets[-1].rect.bottom + line
            colour = theme.GOOD if self.status_ok else theme.BAD
            room = self.box.bottom - area.top
            theme.draw_wrapped(surface, small, self.status, area, colour, True, room)
