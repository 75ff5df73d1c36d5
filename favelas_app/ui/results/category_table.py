"""The results table turned on its side: a row per score category, a column per player
(winners first, highlighted), so that a picture of the final position fits beside it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from favelas_app.ui import theme
from favelas_app.ui.results.crown import draw_crown
from favelas_app.ui.results.part import Column, ResultsPart
from favelas_app.ui.theme import draw_text, ellipsize, wrap

if TYPE_CHECKING:
    from favelas_app.ui.app import App

CELL_PADDING = 24  # room beside the widest text of a column
LABEL_SHARE = 0.45  # of the room, at most, for the category names
NAME_LINES = 2  # a player's name is broken over at most this many lines


class CategoryTable:
    """Sized to its content within `room` pixels; `rect` is placed by the scene."""

    def __init__(
        self,
        app: App,
        part: ResultsPart,
        rows: Sequence[Column],
        names: Sequence[str],
        order: Sequence[int],
        room: int,
    ) -> None:
        self.app, self.part, self.rows = app, part, list(rows)
        self.names, self.order = names, list(order)
        body, bold = app.fonts.get("body"), app.fonts.get("body", True)
        self.row_height = body.get_linesize() + 8
        self.marker = bold.get_height()
        self.crown = self.marker * 3 // 4
        labels = max(body.size(row.heading)[0] for row in self.rows) + CELL_PADDING
        self.label_width = min(labels, round(room * LABEL_SHARE))
        numbers = max(bold.size(str(v))[0] for row in self.rows for v in row.values)
        widest = max(max(bold.size(names[p])[0] for p in order), numbers) + CELL_PADDING
        words = max(bold.size(word)[0] for p in order for word in names[p].split() or [""])
        fair = max((room - self.label_width) // len(order), words + CELL_PADDING)
        self.column_width = max(numbers + CELL_PADDING, min(widest, fair))
        self.name_lines = [self._name_lines(names[p]) for p in range(len(names))]
        lines = max(len(self.name_lines[p]) for p in order)
        self.head_height = self.crown + self.marker + lines * bold.get_linesize() + 16
        width = self.label_width + self.column_width * len(order)
        self.rect = pygame.Rect(0, 0, width, self.head_height + len(self.rows) * self.row_height)

    def fit(self, height: int) -> None:
        """Closer rows, down to a line of text each, when the table is higher than `height`."""
        line = self.app.fonts.get("body").get_linesize()
        room = (height - self.head_height) // len(self.rows)
        self.row_height = max(line, min(self.row_height, room))
        self.rect.height = self.head_height + len(self.rows) * self.row_height

    def _name_lines(self, name: str) -> list[str]:
        """A name on one line, or broken at its spaces over two, shortened to fit."""
        bold, room = self.app.fonts.get("body", True), self.column_width - 12
        lines = wrap(bold, name, room)
        if len(lines) > NAME_LINES:
            lines = [*lines[: NAME_LINES - 1], " ".join(lines[NAME_LINES - 1 :])]
        return [ellipsize(bold, line, room) for line in lines]

    def column(self, index: int) -> pygame.Rect:
        """The cells of the `index`-th player shown, head to foot."""
        left = self.rect.left + self.label_width + index * self.column_width
        return pygame.Rect(left, self.rect.top, self.column_width, self.rect.height)

    def draw(self, surface: pygame.Surface, winners: Sequence[int]) -> None:
        fonts = self.app.fonts
        body, bold = fonts.get("body"), fonts.get("body", True)
        theme.panel(surface, self.rect.inflate(24, 16))
        for i, p in enumerate(self.order):
            cells = self.column(i)
            won = p in winners
            if won:
                highlight = cells.inflate(-6, 8)
                pygame.draw.rect(surface, theme.PANEL_LIGHT, highlight, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT, highlight, 2, border_radius=8)
                crown = pygame.Rect(0, 0, self.marker, self.crown)
                crown.midtop = (cells.centerx, cells.top + 4)
                draw_crown(surface, crown)
            centre = (cells.centerx, cells.top + 8 + self.crown + self.marker // 2)
            self.part.draw_marker(surface, p, centre, self.marker // 2)
            top = cells.top + 12 + self.crown + self.marker
            for line in self.name_lines[p]:
                draw_text(surface, bold, line, (cells.centerx, top), theme.TEXT, "midtop")
                top += bold.get_linesize()
        for r, row in enumerate(self.rows):
            top = self.rect.top + self.head_height + r * self.row_height
            line = (self.rect.left, top), (self.rect.right, top)
            pygame.draw.line(surface, theme.MUTED if row.group_start else theme.PANEL_LIGHT, *line)
            middle = top + self.row_height // 2
            at, room = (self.rect.left + 8, middle), self.label_width - 12
            draw_text(surface, body, row.heading, at, theme.MUTED, "midleft", room)
            font = bold if row.bold else body
            for i, p in enumerate(self.order):
                value = row.values[p]
                colour = theme.TEXT if value else theme.MUTED
                if row.bold and p in winners:
                    colour = theme.ACCENT
                cells = self.column(i)
                draw_text(surface, font, str(value), (cells.centerx, middle), colour, "center")
