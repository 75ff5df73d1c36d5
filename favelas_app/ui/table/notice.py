"""What the table tells the person at the screen besides the prompt: a refused move, drawn
as a bubble next to the pointer as well as in the side panel, and the notice that a step
was taken back (information, not an error)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from favelas_app.core.protocol import IllegalAction
from favelas_app.ui import theme
from favelas_app.ui.theme import draw_text, wrap

BUBBLE_WIDTH = 300  # the most pixels a bubble's text may take across
BUBBLE_GAP = 18  # from the pointer to the bubble
BUBBLE_PADDING = 10


@dataclass(frozen=True)
class Note:
    """A refusal (`refusal` set, told with the game's words at draw time, so in the current
    language) or a notice by locale key; `at` is where the pointer was, `since` the table's
    clock then."""

    refusal: IllegalAction | None = None
    key: str = ""
    at: tuple[int, int] = (0, 0)
    since: float = 0.0


def draw_bubble(
    surface: pygame.Surface, font: pygame.font.Font, text: str, at: tuple[int, int]
) -> pygame.Rect:
    """`text` in a bordered bubble beside the point `at` (above and to the right of it, or
    wherever it stays on the surface); returns the rect it covers."""
    lines = wrap(font, text, BUBBLE_WIDTH)
    width = max(font.size(line)[0] for line in lines) + 2 * BUBBLE_PADDING
    height = len(lines) * font.get_linesize() + 2 * BUBBLE_PADDING
    box = pygame.Rect(at[0] + BUBBLE_GAP, at[1] - BUBBLE_GAP - height, width, height)
    bounds = surface.get_rect()
    if box.right > bounds.right:
        box.right = at[0] - BUBBLE_GAP
    if box.top < bounds.top:
        box.top = at[1] + BUBBLE_GAP
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=8)
    pygame.draw.rect(surface, theme.BAD, box, width=2, border_radius=8)
    y = box.top + BUBBLE_PADDING
    for line in lines:
        draw_text(surface, font, line, (box.left + BUBBLE_PADDING, y), theme.TEXT, width=width)
        y += font.get_linesize()
    return box
