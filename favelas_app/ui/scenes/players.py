"""Players, from the pause menu: who plays each seat, switched between a person and an AI.

Every seat is listed by name with a choice of Human or one of the AI levels players pick.
A change is made at once through `Session.set_seat` (which autosaves): an AI takes over the
seat of someone who leaves the table, or hands a seat back to a person. Esc or Done returns
to the pause menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from favelas_app.ui import theme
from favelas_app.ui.render.palette import PLAYER_RGB, PLAYER_TEXT
from favelas_app.ui.scene import FormScene
from favelas_app.ui.scenes.setup import seat_kinds
from favelas_app.ui.widgets import Button, Choice, Form, Widget

if TYPE_CHECKING:
    from favelas_app.ui.app import App
    from favelas_app.ui.session import Session

HELP_LINES = 3  # room kept for the help under the title, in lines of the small font


class PlayersScene(FormScene):
    """A panel over the pause menu: one row per seat, and Done."""

    opaque = False

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.form = Form()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.help_area = pygame.Rect(0, 0, 0, 0)
        self.build()

    def build(self) -> None:
        fonts, text = self.app.fonts, self.app.text
        body, heading, small = fonts.get("body"), fonts.get("heading", True), fonts.get("small")
        line, height = body.get_linesize(), theme.control_height(body)
        gap = line // 2
        badge = height + gap  # the seat's colour, left of its row
        width = min(max(line * 30, 640), theme.LOGICAL_SIZE[0] - 6 * line)
        seats = len(self.session.seats)
        help_height = HELP_LINES * small.get_linesize()
        rows_height = seats * (height + gap) - gap
        box_height = (
            (line + heading.get_linesize() + gap + help_height + line + rows_height)
            + line
            + height
            + line
        )
        self.box = pygame.Rect(0, 0, width + 4 * line, box_height)
        self.box.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        left = self.box.left + 2 * line
        top = self.box.top + line + heading.get_linesize() + gap
        self.help_area = pygame.Rect(left, top, width, help_height)
        top += help_height + line
        widgets: list[Widget] = []
        for seat, name in enumerate(self.session.names):
            rect = pygame.Rect(left + badge, top + seat * (height + gap), width - badge, height)
            kinds = self._kinds(seat)
            kind = self.session.seats[seat]
            choice = Choice(rect, name, kinds, kind, self._switcher(seat), rect.width // 2)
            choice.key = f"seat{seat}"
            widgets.append(choice)
        done = pygame.Rect(0, top + rows_height + line, line * 8, height)
        done.centerx = self.box.centerx
        button = Button(done, text("players.done"), self._done)
        button.key = "done"
        widgets.append(button)
        self.form = Form(widgets, on_activate=lambda: self.app.sounds.play("click"))

    def _kinds(self, seat: int) -> list[tuple[str, str]]:
        """The choices of a seat: a person or an AI level players pick, and the seat's own
        AI if it is another (a game started by a test or a self-check with "random")."""
        kinds = seat_kinds(self.app.text)
        kind = self.session.seats[seat]
        if kind not in [value for value, _ in kinds]:
            kinds.append((kind, self.app.text(f"setup.ai_level.{kind}")))
        return kinds

    def _switcher(self, seat: int) -> Callable[[str], None]:
        def switch(kind: str) -> None:
            self.session.set_seat(seat, kind)

        return switch

    def _done(self) -> None:
        self.app.scenes.pop()

    # -- frame --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._done()
        else:
            self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        heading, small = fonts.get("heading", True), fonts.get("small")
        line = fonts.get("body").get_linesize()
        theme.modal_title(surface, self.box, heading, self.app.text("players.title"), line)
        help_text = self.app.text("players.help")
        theme.draw_wrapped(surface, small, help_text, self.help_area, theme.MUTED, True)
        self.form.draw(surface, fonts)
        bold = fonts.get("body", True)
        for widget in self.form.widgets:
            if isinstance(widget, Choice):  # the seat's colour and number, as in the setup
                seat = int(widget.key.removeprefix("seat"))
                radius = widget.rect.height // 2 - 2
                centre = (widget.rect.left - line // 2 - radius, widget.rect.centery)
                pygame.draw.circle(surface, PLAYER_RGB[seat % len(PLAYER_RGB)], centre, radius)
                pygame.draw.circle(surface, theme.PANEL_LIGHT, centre, radius, width=2)
                colour = PLAYER_TEXT[seat % len(PLAYER_TEXT)]
                theme.draw_text(surface, bold, str(seat + 1), centre, colour, "center", 2 * radius)
