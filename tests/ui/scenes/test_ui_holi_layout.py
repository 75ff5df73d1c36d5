"""Holi's table layout: at interface size 1 as it always was; larger, the side columns widen
and the tower takes what is left, all on the canvas."""

from __future__ import annotations

import pygame

from favelas_app.core.settings import UI_SCALES
from favelas_app.ui.scenes.holi_layout import LEFT_WIDTH, RIGHT_WIDTH, holi_layout
from favelas_app.ui.theme import LOGICAL_SIZE


def test_size_1_keeps_its_columns_and_larger_sizes_widen_them() -> None:
    normal = holi_layout(2)
    assert (normal.hand.width, normal.prompt.width) == (LEFT_WIDTH, RIGHT_WIDTH)
    assert holi_layout(2, min(UI_SCALES)) == normal
    large = holi_layout(2, max(UI_SCALES))
    assert large.hand.width > normal.hand.width and large.prompt.width > normal.prompt.width
    assert large.tower.width < normal.tower.width
    canvas = pygame.Rect((0, 0), LOGICAL_SIZE)
    for layout in (normal, large):
        assert layout.hand.right < layout.tower.left < layout.tower.right < layout.prompt.left
        assert all(canvas.contains(rect) for rect in (layout.hand, layout.prompt, layout.tower))
        assert all(layout.hand.contains(button) for button in layout.buttons)
