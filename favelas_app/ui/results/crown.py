"""The winner's crown of the results screen."""

from __future__ import annotations

import pygame

from favelas_app.ui import theme
from favelas_app.ui.render import palette


def draw_crown(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A gold crown filling `box`: three points on a band, a jewel on each point."""
    w, h = box.width, box.height
    points = [
        (box.left, box.bottom),
        (box.left, box.top + h * 0.3),
        (box.left + w * 0.27, box.top + h * 0.6),
        (box.centerx, box.top + h * 0.1),
        (box.right - w * 0.27, box.top + h * 0.6),
        (box.right, box.top + h * 0.3),
        (box.right, box.bottom),
    ]
    pygame.draw.polygon(surface, theme.ACCENT, points)
    pygame.draw.aalines(surface, palette.shade(theme.ACCENT, 0.6), True, points)
    jewel = max(2, round(w * 0.09))
    for x, y in (points[1], points[3], points[5]):
        pygame.draw.circle(surface, theme.FOCUS, (round(x), round(y)), jewel)
    band = pygame.Rect(box.left, box.bottom - h * 0.22, w, h * 0.22)
    pygame.draw.rect(surface, palette.shade(theme.ACCENT, 0.8), band)
