"""Where everything of the Holi table sits on the 1280x720 canvas, and the hand's card slots.

The tower takes the middle, large. Left of it the hand of the person at the screen with the
turn's buttons, the played cards of every player and the rivalry cards in play; right of it
the score panel, then the prompt and the game log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from favelas_app.ui import theme
from favelas_app.ui.theme import Fonts
from favelas_app.ui.widgets import Widget

GAP = 8
BUTTON_H = 40
LEFT_WIDTH, RIGHT_WIDTH = 318, 410  # the side columns at interface size 1


@dataclass(frozen=True)
class HoliLayout:
    header: pygame.Rect
    score: pygame.Rect
    discards: pygame.Rect
    rivalry: pygame.Rect | None
    tower: pygame.Rect
    hand: pygame.Rect  # the panel: a title, the cards, the buttons
    cards: pygame.Rect  # where the cards are drawn (room above them for a lifted card)
    buttons: tuple[pygame.Rect, ...]  # turn the card, face down, climb, end the turn
    prompt: pygame.Rect


def holi_layout(rivalry: int, scale: float = 1.0) -> HoliLayout:
    """The table with `rivalry` rivalry cards in play (their panel only when there are).
    Above interface size 1 the side columns widen and the tower takes what is left: the
    left one with the size (its buttons' labels grow so), the right one with its square
    root (the prompt grows in width and height both)."""
    grow = max(1.0, scale)
    left = pygame.Rect(10, 68, round(LEFT_WIDTH * grow), 644)
    hand = pygame.Rect(left.left, left.top, left.width, 300)
    cards = pygame.Rect(hand.left + 12, hand.top + 34, hand.width - 24, 160)
    width = (hand.width - 24 - GAP) // 2
    row1 = hand.bottom - 2 * BUTTON_H - GAP - 10
    buttons = tuple(
        pygame.Rect(hand.left + 12 + col * (width + GAP), row, width, BUTTON_H)
        for row in (row1, row1 + BUTTON_H + GAP)
        for col in (0, 1)
    )
    discards_h = 122 if rivalry else left.bottom - hand.bottom - GAP
    discards = pygame.Rect(left.left, hand.bottom + GAP, left.width, discards_h)
    rivalry_rect = None
    if rivalry:
        top = discards.bottom + GAP
        rivalry_rect = pygame.Rect(left.left, top, left.width, left.bottom - top)
    right_width = round(RIGHT_WIDTH * grow**0.5)
    right = pygame.Rect(1270 - right_width, 68, right_width, 644)
    score = pygame.Rect(right.left, right.top, right.width, 306)
    prompt = pygame.Rect(
        right.left, score.bottom + GAP, right.width, right.bottom - score.bottom - GAP
    )
    return HoliLayout(
        header=pygame.Rect(0, 0, 1280, 60),
        score=score,
        discards=discards,
        rivalry=rivalry_rect,
        tower=pygame.Rect(left.right + GAP, left.top, right.left - left.right - 2 * GAP, 644),
        hand=hand,
        cards=cards,
        buttons=buttons,
        prompt=prompt,
    )


class CardSlot(Widget):
    """A card of the hand as a control: the hand renderer draws the card, the slot only its
    focus ring; Enter, Space or a click picks the card (or puts it back)."""

    def __init__(
        self, reach: pygame.Rect, card: pygame.Rect, on_click: Callable[[], None], enabled: bool
    ) -> None:
        super().__init__(reach)  # the card and the room a lifted card leaves below it
        self.card, self.on_click, self.enabled = card, on_click, enabled

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface, fonts: Fonts, focused: bool) -> None:
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, self.card.inflate(8, 8), 3, border_radius=12)
