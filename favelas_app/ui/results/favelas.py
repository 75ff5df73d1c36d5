"""Favelas on the results screen: a tile icon over each colour's column, the points of each
year, and the tallest stacks when they broke a tie."""

from __future__ import annotations

import math

import pygame

from favelas_app.games.favelas.components import BONUS_DIE, COLOURS, Colour
from favelas_app.ui import theme
from favelas_app.ui.render import palette
from favelas_app.ui.render.favelas_boards import draw_tile_icon
from favelas_app.ui.results.part import Column, ResultsPart


class FavelasPart(ResultsPart):
    """Colour icons, a column per year and, after a tie, the tallest stacks."""

    icons = True

    def ranking(self) -> tuple[int, ...] | None:
        if self.outcome.tiebreak is None:
            return None
        return tuple(self.state.tallest(p) for p in range(len(self.scores)))

    def heading(self, category: str) -> str:
        return self.app.text(f"favelas.category.{category}")

    def extra_columns(self) -> list[Column]:
        seats = range(len(self.scores))
        return [
            Column(
                self.app.text("results.year", year=year),
                tuple(sum(points[p]) for p in seats),
                group_start=year == 1,
                in_years=True,
            )
            for year, points in enumerate(self.state.year_points, 1)
        ]

    def tie_columns(self) -> list[Column]:
        tallest = self.ranking()
        if tallest is None:
            return []
        return [Column(self.app.text("results.tallest"), tallest, group_start=True)]

    def draw_icon(
        self, surface: pygame.Surface, icon: str, centre: tuple[int, int], size: int
    ) -> None:
        """A tile of the category's colour, or the five colours for the bonus."""
        radius = size * 0.36
        if icon in COLOURS:
            symbols = self.app.settings.colour_symbols
            draw_tile_icon(surface, centre, radius, (Colour(icon),), symbols=symbols)
        elif icon == BONUS_DIE:
            _rainbow(surface, centre, radius)


def _rainbow(surface: pygame.Surface, centre: tuple[int, int], radius: float) -> None:
    """A disc in five wedges of the tile colours: the 5-colour bonus."""
    cx, cy = centre
    for i, colour in enumerate(COLOURS):
        start = -math.pi / 2 + math.tau * i / len(COLOURS)
        arc = [start + math.tau / len(COLOURS) * k / 4 for k in range(5)]
        wedge = [centre, *((cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in arc)]
        pygame.draw.polygon(surface, palette.STYLES[colour].fill, wedge)
    pygame.draw.circle(surface, theme.TEXT, centre, round(radius), 2)
