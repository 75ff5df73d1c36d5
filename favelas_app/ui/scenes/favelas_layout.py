"""Where everything of the Favelas table sits on the 1280x720 canvas, and the tile buttons."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from favelas_app.games.favelas.components import TILES
from favelas_app.ui import text_fit, theme
from favelas_app.ui.render.favelas_boards import draw_tile_icon
from favelas_app.ui.theme import Fonts, draw_text
from favelas_app.ui.widgets import Widget


@dataclass(frozen=True)
class TableLayout:
    header: pygame.Rect
    active_board: pygame.Rect
    other_boards: tuple[pygame.Rect, ...]
    tiles: pygame.Rect
    council: pygame.Rect
    prompt: pygame.Rect


def table_layout(players: int) -> TableLayout:
    """The table for `players` seats: the deciding player's board large on the left, the
    others stacked beside it, the tiles on the right, the council board below."""
    others = players - 1
    column = pygame.Rect(652, 68, 300, 436)
    gap = 8
    height = (column.height - gap * (others - 1)) // others if others else 0
    height = min(height, 214)
    boards = tuple(
        pygame.Rect(column.left, column.top + i * (height + gap), column.width, height)
        for i in range(others)
    )
    return TableLayout(
        header=pygame.Rect(0, 0, 1280, 60),
        active_board=pygame.Rect(16, 68, 624, 436),
        other_boards=boards,
        tiles=pygame.Rect(964, 68, 300, 436),
        council=pygame.Rect(16, 516, 936, 190),
        prompt=pygame.Rect(964, 516, 300, 190),
    )


class TileButton(Widget):
    """A tile source: a face-up supply tile, the face-down stack or the single tiles."""

    def __init__(
        self,
        rect: pygame.Rect,
        tile: str | None,
        caption: str,
        on_click: Callable[[], None],
        enabled: bool,
        symbols: bool,
        single: bool = False,
    ) -> None:
        super().__init__(rect)
        self.tile, self.caption, self.on_click = tile, caption, on_click
        self.enabled, self.symbols, self.single = enabled, symbols, single

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        fill = theme.PANEL_LIGHT if focused and self.enabled else theme.PANEL
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect, width=3, border_radius=10)
        icon = (self.rect.left + 54, self.rect.centery)
        if self.tile is None:
            colours = TILES["S01"].colours if self.single else TILES["D01"].colours
            draw_tile_icon(surface, icon, 17, colours, hidden=True)
        else:
            draw_tile_icon(surface, icon, 17, TILES[self.tile].colours, symbols=self.symbols)
        colour = theme.TEXT if self.enabled else theme.MUTED
        rect = pygame.Rect(self.rect.left + 104, self.rect.top, self.rect.width - 112, 0)
        lines = theme.wrap(fonts.get("small"), self.caption, rect.width)
        top = self.rect.centery - len(lines) * fonts.get("small").get_linesize() // 2
        for i, line in enumerate(lines):
            y = top + i * fonts.get("small").get_linesize()
            draw_text(surface, fonts.get("small"), line, (rect.left, y), colour, width=rect.width)
        needed = len(lines) * fonts.get("small").get_linesize()
        text_fit.report(self.caption, needed, self.rect.height, axis="height")
