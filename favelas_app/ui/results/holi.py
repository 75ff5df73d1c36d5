"""Holi on the results screen: its categories as rows (rivalry cards only when some were in
play), the players in their colours and symbols, and the final tower beside the table."""

from __future__ import annotations

import pygame

from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.scoring import CATEGORIES
from favelas_app.ui.render.holi_tower import TowerHints, TowerRenderer, Upper
from favelas_app.ui.render.palette import HOLI_STYLES, draw_style_symbol
from favelas_app.ui.results.part import ResultsPart

RIVALRY = CATEGORIES[-1]
# The final tower: every floor drawn whole, the upper ones see-through over the lower.
HINTS = TowerHints(focus=1, upper=Upper.SEE_THROUGH)


class HoliPart(ResultsPart):
    """A table on its side and the tower as the game ended."""

    by_category = True
    tower: TowerRenderer | None = None

    def shows(self, category: str) -> bool:
        return category != RIVALRY or bool(self.state.rivalry)

    def draw_marker(
        self, surface: pygame.Surface, player: int, centre: tuple[int, int], radius: int
    ) -> None:
        """The seat's colour with its symbol, as on the tower."""
        style = HOLI_STYLES[player]
        pygame.draw.circle(surface, style.fill, centre, radius)
        pygame.draw.circle(surface, style.edge, centre, radius, 2)
        draw_style_symbol(surface, style, centre, radius * 0.6)

    def place_picture(self, rect: pygame.Rect) -> None:
        self.tower = TowerRenderer(rect, self.app.catalog)
        self.final = GAME.view(self.state, -1)  # what everyone sees: no cards in hand

    def draw_picture(self, surface: pygame.Surface) -> None:
        if self.tower is not None:
            self.tower.draw(surface, self.final, HINTS)
