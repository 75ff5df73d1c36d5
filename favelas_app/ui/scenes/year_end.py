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
from favelas_app.ui.theme import draw_text, draw_wrapped, panel
from favelas_app.ui.widgets import Button, Form

AUTO_CLOSE = 6.0  # seconds the overlay stays when nobody is at the table (normal speed)
ROW_HEIGHT = 58
NAME_WIDTH = 190
COLUMN_WIDTH = 108


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
        players = len(self.scored.points)
        width = NAME_WIDTH + COLUMN_WIDTH * (len(DICE) + 2) + 40
        height = 250 + ROW_HEIGHT * players
        if self.unattended:  # a line for the countdown
            height += self.app.fonts.get("small").get_linesize() + 8
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (640, 360)
        last = self.scored.year == YEARS
        key = "yearend.results" if last else "yearend.next_year"
        text = self.app.text(key, year=self.scored.year + 1)
        button = pygame.Rect(0, 0, 300, 44)
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
        top = self.rect.top + 76
        self._draw_heads(surface, left, top)
        points = [dict(row) for row in self.scored.points]
        names = self.session.names
        years = self.session.state.year_points[: self.scored.year]
        totals = [sum(sum(year[p]) for year in years) for p in range(len(points))]
        for p, row in enumerate(points):
            y = top + 64 + p * ROW_HEIGHT
            pygame.draw.line(
                surface, theme.PANEL_LIGHT, (left, y - 4), (self.rect.right - 20, y - 4)
            )
            draw_text(
                surface,
                fonts.get("body", True),
                names[p],
                (left, y + ROW_HEIGHT // 2 - 4),
                anchor="midleft",
                width=NAME_WIDTH - 8,
            )
            counts = self.scored.counts[p]
            for c, colour in enumerate(COLOURS):
                x = left + NAME_WIDTH + c * COLUMN_WIDTH + COLUMN_WIDTH // 2
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
                    COLUMN_WIDTH,
                )
                self._points(surface, row[colour], (x, y + 30))
            x = left + NAME_WIDTH + len(COLOURS) * COLUMN_WIDTH + COLUMN_WIDTH // 2
            bonus = "✓" if all(counts) else "—"
            draw_text(
                surface, fonts.get("body"), bonus, (x, y + 4), theme.TEXT, "midtop", COLUMN_WIDTH
            )
            self._points(surface, row["bonus"], (x, y + 30))
            x += COLUMN_WIDTH
            draw_text(
                surface,
                fonts.get("body", True),
                f"+{sum(row.values())}",
                (x, y + 4),
                theme.ACCENT,
                "midtop",
                COLUMN_WIDTH,
            )
            x += COLUMN_WIDTH
            draw_text(
                surface,
                fonts.get("body", True),
                str(totals[p]),
                (x, y + 4),
                theme.TEXT,
                "midtop",
                COLUMN_WIDTH,
            )
        legend = pygame.Rect(
            left, top + 64 + len(points) * ROW_HEIGHT + 4, self.rect.width - 40, 60
        )
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
        t, fonts = self.app.text, self.app.fonts
        symbols = self.app.settings.colour_symbols
        for c, die in enumerate(DICE):
            x = left + NAME_WIDTH + c * COLUMN_WIDTH + COLUMN_WIDTH // 2
            if die in COLOURS:
                draw_tile_icon(surface, (x - 22, top + 18), 15, (die,), symbols=symbols)
            draw_named_die(surface, die, (x + 18, top + 18), 30, self.scored.dice[c])
            draw_text(
                surface,
                fonts.get("small"),
                t(f"favelas.category.{die}"),
                (x, top + 40),
                theme.MUTED,
                "midtop",
                COLUMN_WIDTH - 8,
            )
        x = left + NAME_WIDTH + len(DICE) * COLUMN_WIDTH + COLUMN_WIDTH // 2
        draw_text(
            surface,
            fonts.get("small"),
            t("yearend.year_points"),
            (x, top + 40),
            theme.MUTED,
            "midtop",
            COLUMN_WIDTH - 8,
        )
        draw_text(
            surface,
            fonts.get("small"),
            t("yearend.total"),
            (x + COLUMN_WIDTH, top + 40),
            theme.MUTED,
            "midtop",
            COLUMN_WIDTH - 8,
        )

    def _points(self, surface: pygame.Surface, points: int, centre: tuple[int, int]) -> None:
        text = f"+{points}" if points else "·"
        colour = theme.GOOD if points else theme.MUTED
        draw_text(
            surface, self.app.fonts.get("small"), text, centre, colour, "midtop", COLUMN_WIDTH
        )
