"""The Favelas table layout: at interface size 1 as it always was; larger, the column of
tiles and prompt widens and the tile buttons grow to their captions."""

from __future__ import annotations

import pygame

from favelas_app.core.settings import UI_SCALES
from favelas_app.ui.scenes.favelas_layout import (
    ROW_HEIGHT,
    TEXT_COLUMN,
    caption_height,
    table_layout,
    tile_rows,
)
from favelas_app.ui.theme import LOGICAL_SIZE, Fonts


def test_size_1_keeps_its_panels_and_larger_sizes_widen_the_text_column() -> None:
    normal = table_layout(4)
    assert normal.active_board == pygame.Rect(16, 68, 624, 436)
    assert normal.tiles == pygame.Rect(964, 68, TEXT_COLUMN, 436)
    assert normal.council == pygame.Rect(16, 516, 936, 190)
    assert table_layout(4, min(UI_SCALES)) == normal
    large = table_layout(4, max(UI_SCALES))
    assert large.tiles.width > normal.tiles.width and large.prompt.width == large.tiles.width
    assert large.active_board.right < large.other_boards[0].left
    assert large.other_boards[0].right < large.tiles.left
    assert large.tiles.right == normal.tiles.right <= LOGICAL_SIZE[0]


def test_tile_buttons_grow_to_their_captions_and_the_face_down_ones_stay_put() -> None:
    pygame.font.init()
    fonts = Fonts()
    area = table_layout(3).tiles
    long = "Draw a single tile (5 left) and move the clear bonus die up or down by one"
    assert caption_height(fonts, long, area.width - 16) > ROW_HEIGHT
    rows, headings = tile_rows(area, fonts, ["Take it", "Take it", long, "Draw", "Draw"], 3)
    assert rows[2].height > ROW_HEIGHT == rows[0].height
    assert rows[3].top > headings[1] > rows[2].bottom
    short, short_headings = tile_rows(area, fonts, ["Take it", "Draw", "Draw"], 1)
    normal, normal_headings = tile_rows(area, fonts, ["Take it"] * 3 + ["Draw"] * 2, 3)
    assert short[1:] == normal[3:] and short_headings == normal_headings
