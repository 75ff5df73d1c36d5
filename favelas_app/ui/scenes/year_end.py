"""The end-of-year overlay: each player's houses per colour, who holds each majority, the
council dice, the points of the year and the running totals.

A person closes it; at a table of AI seats only it closes by itself after AUTO_CLOSE seconds
(at normal animation speed; at once with animations off), so such a game plays on.
"""

from __future__ import annotations

import math

import pygame

from favelas_app.games.favelas.components import COLOURS, DICE, YEARS
from favelas_app.games.favelas.events import YearScored
from favelas_app.ui import theme
from favelas_app.ui.render.dice import draw_named_die
from favelas_app.ui.render.favelas_boards import draw_tile_icon
from favelas_app.ui.scene import Scene
from favelas_app.ui.session import Session
from favelas_app.ui.theme import draw_text, draw_wrapped, panel, wrap
from favelas_app.ui.widgets import Button, Form

AUTO_CLOSE = 6.0  # seconds the overlay stays when nobody is at the table (normal speed)
# The table's sizes at their least (interface size 1); larger text makes them grow.
ROW_HEIGHT = 58
NAME_WIDTH = 190
COLUMN_WIDTH = 108
HEADS_HEIGHT = 64  # the dice and the column names
LEGEND_HEIGHT = 46
TITLE_HEIGHT = 76
BUTTON_WIDTH = 300
MARGIN = 16  # the least room left round the overlay on the canvas


class YearEndScene(Scene):
    opaque = False

    def __init__(self, app, session: Session, scored: YearScored) -> None:
        super().__init__(app)
        self.session, self.scored = session, scored
        self.unattended = not any(map(session.is_human, range(len(session.seats))))
        self.left = AUTO_CLOSE  # seconds until it closes itself, when unattended
        self.build()

    def relayout(self) -> None:
        self.build()

    def build(self) -> None:
        """The overlay sized to its text: columns as wide as the canvas allows at a larger
        interface size, column names over lines, rows and legend as tall as they need."""
        t, fonts = self.app.text, self.app.fonts
        small, body = fonts.get("small"), fonts.get("body")
        players = len(self.scored.points)
        columns = len(DICE) + 2
        widest = (theme.LOGICAL_SIZE[0] - 2 * MARGIN - 40 - NAME_WIDTH) // columns
        self.column = min(widest, max(COLUMN_WIDTH, round(COLUMN_WIDTH * fonts.scale)))
        width = NAME_WIDTH + self.column * columns + 40
        names = [t(f"favelas.category.{die}") for die in DICE]
        names += [t("yearend.year_points"), t("yearend.total")]
        self.heads = [wrap(small, name, self.column - 8) for name in names]
        lines = max(map(len, self.heads))
        self.heads_height = max(HEADS_HEIGHT, 45 + lines * small.get_linesize())
        self.points_y = 6 + body.get_linesize()  # a row's points under its counts
        self.row_height = max(ROW_HEIGHT, self.points_y + small.get_linesize() + 9)
        legend = wrap(small, t("yearend.legend"), width - 40)
        self.legend_height = max(LEGEND_HEIGHT, len(legend) * small.get_linesize())
        height = TITLE_HEIGHT + self.heads_height + self.row_height * players
        height += 4 + self.legend_height + 60  # 60: the button and the room below it
        if self.unattended:  # a line for the countdown
            height += small.get_linesize() + 8
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (640, 360)
        last = self.scored.year == YEARS
        key = "yearend.results" if last else "yearend.next_year"
        text = t(key, year=self.scored.year + 1)
        label = body.size(text)[0]
        button = pygame.Rect(0, 0, max(BUTTON_WIDTH, label + 4 * theme.BUTTON_PADDING), 44)
        button.midbottom = (self.rect.centerx, self.rect.bottom - 16)
        self.form = Form([Button(button, text, self.close)], lambda: self.app.sounds.play("click"))

    def close(self) -> None:
        self.app.scenes.pop()

    def enter(self) -> None:
        self.app.sounds.play("chime")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.form.handle(event)

    def update(self, dt: float) -> None:
        if not self.unattended:
            return
        speed = self.app.settings.animation_factor
        self.left = self.left - dt * speed if speed else 0.0
        if self.left <= 0 and self.app.scenes.top is self:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        t, fonts = self.app.text, self.app.fonts
        panel(surface, surface.get_rect(), theme.OVERLAY, radius=0)
        panel(surface, self.rect, theme.PANEL, border=theme.ACCENT)
        title = t("yearend.title", year=self.scored.year)
        draw_text(
            surface,
            fonts.get("heading", True),
            title,
            (self.rect.centerx, self.rect.top + 16),
            theme.ACCENT,
            "midtop",
            self.rect.width - 40,
        )
        left = self.rect.left + 20
        top = self.rect.top + TITLE_HEIGHT
        self._draw_heads(surface, left, top)
        points = [dict(row) for row in self.scored.points]
        names = self.session.names
        years = self.session.state.year_points[: self.scored.year]
        totals = [sum(sum(year[p]) for year in years) for p in range(len(points))]
        for p, row in enumerate(points):
            y = top + self.heads_height + p * self.row_height
            pygame.draw.line(
                surface, theme.PANEL_LIGHT, (left, y - 4), (self.rect.right - 20, y - 4)
            )
            draw_text(
                surface,
                fonts.get("body", True),
                names[p],
                (left, y + self.row_height // 2 - 4),
                anchor="midleft",
                width=NAME_WIDTH - 8,
            )
            counts = self.scored.counts[p]
            for c, colour in enumerate(COLOURS):
                x = left + NAME_WIDTH + c * self.column + self.column // 2
                most = max(player[c] for player in self.scored.counts)
                holds = counts[c] == most and most > 0
                mark = "★ " if holds else ""
                colour_text = theme.ACCENT if holds else theme.TEXT
                draw_text(
                    surface,
                    fonts.get("body"),
                    f"{mark}{counts[c]}",
                    (x, y + 4),
                    colour_text,
                    "midtop",
                    self.column,
                )
                self._points(surface, row[colour], (x, y + self.points_y))
            x = left + NAME_WIDTH + len(COLOURS) * self.column + self.column // 2
            bonus = "✓" if all(counts) else "—"
            draw_text(
                surface, fonts.get("body"), bonus, (x, y + 4), theme.TEXT, "midtop", self.column
            )
            self._points(surface, row["bonus"], (x, y + self.points_y))
            x += self.column
            draw_text(
                surface,
                fonts.get("body", True),
                f"+{sum(row.values())}",
                (x, y + 4),
                theme.ACCENT,
                "midtop",
                self.column,
            )
            x += self.column
            draw_text(
                surface,
                fonts.get("body", True),
                str(totals[p]),
                (x, y + 4),
                theme.TEXT,
                "midtop",
                self.column,
            )
        rows = top + self.heads_height + len(points) * self.row_height
        legend = pygame.Rect(left, rows + 4, self.rect.width - 40, 60)
        button = self.form.widgets[0].rect
        small = fonts.get("small")
        bottom = button.top  # the legend ends above the button, or above the countdown
        if self.unattended:
            bottom -= small.get_linesize() + 8
            seconds = max(1, math.ceil(self.left))
            note = t("yearend.auto_close", count=seconds)
            at = (self.rect.centerx, bottom)
            draw_text(surface, small, note, at, theme.ACCENT, "midtop", self.rect.width - 40)
        room = bottom - legend.top
        draw_wrapped(surface, small, t("yearend.legend"), legend, theme.MUTED, height=room)
        self.form.draw(surface, fonts)

    def _draw_heads(self, surface: pygame.Surface, left: int, top: int) -> None:
        """The dice over their columns, and every column's name over as many lines as it needs."""
        small = self.app.fonts.get("small")
        symbols = self.app.settings.colour_symbols
        for c, lines in enumerate(self.heads):
            x = left + NAME_WIDTH + c * self.column + self.column // 2
            if c < len(DICE):
                die = DICE[c]
                if die in COLOURS:
                    draw_tile_icon(surface, (x - 22, top + 18), 15, (die,), symbols=symbols)
                draw_named_die(surface, die, (x + 18, top + 18), 30, self.scored.dice[c])
            for i, line in enumerate(lines):
                at = (x, top + 40 + i * small.get_linesize())
                draw_text(surface, small, line, at, theme.MUTED, "midtop", self.column - 8)

    def _points(self, surface: pygame.Surface, points: int, centre: tuple[int, int]) -> None:
        text = f"+{points}" if points else "·"
        colour = theme.GOOD if points else theme.MUTED
        draw_text(surface, self.app.fonts.get("small"), text, centre, colour, "midtop", self.column)
