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

MARGIN, GAP = 16, 12  # round the table, and between its panels
TEXT_COLUMN = 300  # the tiles panel and the prompt at interface size 1
LARGE_SHARE = 624 / 924  # the large board's share of the boards' width
SUPPLY_ROWS = 3  # face-up tiles in the supply
ROW_HEIGHT, ROW_GAP = 58, 6  # a tile button at its lowest, and between two
FIRST_HEADING, HEADING_ROOM, HEADING_GAP = 10, 30, 4  # the tiles panel's headings
CAPTION_LEFT = 104  # a tile button's caption, right of its icon


@dataclass(frozen=True)
class TableLayout:
    header: pygame.Rect
    active_board: pygame.Rect
    other_boards: tuple[pygame.Rect, ...]
    tiles: pygame.Rect
    council: pygame.Rect
    prompt: pygame.Rect


def table_layout(players: int, scale: float = 1.0) -> TableLayout:
    """The table for `players` seats: the deciding player's board large on the left, the
    others stacked beside it, the tiles on the right, the council board below. Above
    interface size 1 the right column, all text, widens with the square of the size (its
    text needs that much more room) and the boards share what is left."""
    right = TEXT_COLUMN if scale <= 1 else round(TEXT_COLUMN * scale * scale)
    boards = 1280 - 2 * MARGIN - 2 * GAP - right
    large = round(boards * LARGE_SHARE)
    others = players - 1
    column = pygame.Rect(MARGIN + large + GAP, 68, boards - large, 436)
    gap = 8
    height = (column.height - gap * (others - 1)) // others if others else 0
    height = min(height, 214)
    small = tuple(
        pygame.Rect(column.left, column.top + i * (height + gap), column.width, height)
        for i in range(others)
    )
    left = column.right + GAP
    return TableLayout(
        header=pygame.Rect(0, 0, 1280, 60),
        active_board=pygame.Rect(MARGIN, 68, large, 436),
        other_boards=small,
        tiles=pygame.Rect(left, 68, right, 436),
        council=pygame.Rect(MARGIN, 516, column.right - MARGIN, 190),
        prompt=pygame.Rect(left, 516, right, 190),
    )


def tile_rows(
    area: pygame.Rect, fonts: Fonts, captions: list[str], supply: int
) -> tuple[list[pygame.Rect], tuple[int, int]]:
    """The tile buttons of the tiles panel `area` for `captions` (the `supply` face-up tiles
    first, then the stack and the single tiles), each as tall as its caption needs, and the
    tops of the two headings. Room for SUPPLY_ROWS face-up tiles is kept even when fewer
    are left, so the face-down ones never move."""
    room = max(HEADING_ROOM, fonts.get("body", True).get_linesize() + 6)
    width = area.width - 16
    rows: list[pygame.Rect] = []
    headings = (area.top + FIRST_HEADING, 0)
    y = headings[0] + room
    for i, caption in enumerate(captions):
        if i == supply:
            y += (SUPPLY_ROWS - supply) * (ROW_HEIGHT + ROW_GAP) - ROW_GAP + HEADING_GAP
            headings = (headings[0], y)
            y += room
        height = max(ROW_HEIGHT, caption_height(fonts, caption, width))
        rows.append(pygame.Rect(area.left + 8, y, width, height))
        y += height + ROW_GAP
    return rows, headings


def caption_height(fonts: Fonts, caption: str, width: int) -> int:
    """The height of a tile button's caption wrapped beside its icon (`width`: the button's)."""
    font = fonts.get("small")
    return len(theme.wrap(font, caption, width - CAPTION_LEFT - 8)) * font.get_linesize()


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
        rect = pygame.Rect(
            self.rect.left + CAPTION_LEFT, self.rect.top, self.rect.width - CAPTION_LEFT - 8, 0
        )
        lines = theme.wrap(fonts.get("small"), self.caption, rect.width)
        top = self.rect.centery - len(lines) * fonts.get("small").get_linesize() // 2
        for i, line in enumerate(lines):
            y = top + i * fonts.get("small").get_linesize()
            draw_text(surface, fonts.get("small"), line, (rect.left, y), colour, width=rect.width)
        needed = len(lines) * fonts.get("small").get_linesize()
        text_fit.report(self.caption, needed, self.rect.height, axis="height")
