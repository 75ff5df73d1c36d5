"""Holi's cards: patterns in the owner's colour with the ☀ marked, turned as the engine turns
them, backs for hidden cards, the hand's hover, pick and hit-testing, discard piles and the
rivalry cards."""

from __future__ import annotations

import pygame
import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.games.holi.components import CARD_NAMES, CARDS, RIVALRY_CARDS
from favelas_app.games.holi.state import HIDDEN
from favelas_app.ui import theme
from favelas_app.ui.render.holi_cards import (
    CardPainter,
    HandHints,
    HandRenderer,
    _pattern_cells,
    draw_discard,
)
from favelas_app.ui.render.palette import HOLI_STYLES

CARD = pygame.Rect(0, 0, 100, 140)


def _surface(size=(200, 200)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(theme.BACKGROUND)
    return surface


def _count(surface: pygame.Surface, rgb) -> int:
    return pygame.mask.from_threshold(surface, rgb, (3, 3, 3, 255)).count()


def test_patterns_turn_about_the_card_middle_and_stay_on_the_grid() -> None:
    """Every pattern, turned any number of quarter turns, stays on the 3x3 grid, keeps its
    number of squares and its ☀ square; four turns give it back."""
    for name, card in CARDS.items():
        upright = _pattern_cells(name, 0)
        assert _pattern_cells(name, 4) == upright
        for rotation in range(4):
            cells = _pattern_cells(name, rotation)
            assert len(set(cells)) == len(card.squares)
            assert all(0 <= c < 3 and 0 <= r < 3 for c, r, _ in cells)
            assert sum(sun for *_, sun in cells) == (card.sun is not None)
    # The top row, turned a quarter clockwise, becomes the right column.
    assert _pattern_cells("line", 1) == [(2, 0, False), (2, 1, False), (2, 2, False)]


@pytest.mark.parametrize("owner", range(4))
def test_a_card_shows_its_pattern_in_the_owner_colour(owner: int) -> None:
    """A card's coloured squares take its owner's fill; more squares, more colour."""
    painter = CardPainter(Catalog("en"))
    areas = {}
    for name in ("line", "sun_row"):
        surface = _surface()
        painter.card(surface, CARD, name, owner)
        areas[name] = _count(surface, HOLI_STYLES[owner].fill)
    assert 0 < areas["line"] < areas["sun_row"] + 400


def test_a_sun_card_marks_its_sun_square() -> None:
    """The ☀ square carries the sun's gold, which a card without ☀ lacks."""
    painter = CardPainter(Catalog("en"))
    sun, plain = _surface(), _surface()
    painter.card(sun, CARD, "sun_fan", 0)
    painter.card(plain, CARD, "line", 0)
    assert _count(sun, (255, 200, 40)) > 10 and _count(plain, (255, 200, 40)) == 0


def test_a_hidden_card_shows_its_back() -> None:
    """A card the view hides draws as the owner's back, the same as `back`."""
    painter = CardPainter(Catalog("en"))
    hidden, back = _surface(), _surface()
    painter.card(hidden, CARD, HIDDEN, 2)
    painter.back(back, CARD, 2)
    assert pygame.image.tobytes(hidden, "RGB") == pygame.image.tobytes(back, "RGB")


def test_turning_a_card_changes_its_face() -> None:
    """Each quarter turn of an unsymmetric card draws a different face."""
    painter = CardPainter(Catalog("en"))
    faces = set()
    for rotation in range(4):
        surface = _surface()
        painter.card(surface, CARD, "hook", 1, rotation)
        faces.add(pygame.image.tobytes(surface, "RGB"))
    assert len(faces) == 4


def test_every_card_and_rivalry_card_draws_in_every_language() -> None:
    """All 13 colour cards and all rivalry cards draw in each language without error."""
    for language in ("en", "pt", "de", "fr", "nl"):
        painter = CardPainter(Catalog(language))
        surface = _surface((400, 300))
        for name in CARD_NAMES:
            painter.card(surface, CARD, name, 0)
        for name in RIVALRY_CARDS:
            painter.rivalry(surface, pygame.Rect(0, 0, 200, 150), name)


def test_the_hand_lifts_hovered_and_picked_cards_and_hit_tests_them() -> None:
    """A picked card rises more than a hovered one; the middle of each card, lifted or not,
    hit-tests to it; the room between cards hits none."""
    hand = HandRenderer(pygame.Rect(0, 400, 500, 260), Catalog("en"))
    rest = hand.card_rects(3)
    lifted = hand.card_rects(3, HandHints(hovered=1, selected=2))
    assert lifted[0] == rest[0]
    assert rest[2].y - lifted[2].y > rest[1].y - lifted[1].y > 0
    for i in range(3):
        assert hand.card_at(rest[i].center, 3) == i
        assert hand.card_at(lifted[i].center, 3) == i
    between = (rest[0].right + hand.gap // 2, rest[0].centery)
    assert hand.card_at(between, 3) is None
    assert all(hand.rect.contains(rect) for rect in lifted)


def test_the_hand_draws_the_picked_card_with_a_focus_border() -> None:
    """The picked card is framed in the focus colour."""
    hand = HandRenderer(pygame.Rect(0, 0, 500, 260), Catalog("en"))
    surface = _surface((500, 260))
    hand.draw(surface, ["line", "kite", "sun_fan"], 0, HandHints(selected=1, rotation=3))
    assert _count(surface, theme.FOCUS) > 100


def test_discard_piles_show_their_top_card_face_up_or_down() -> None:
    """A face-up top card shows its pattern, a face-down one the back; an empty pile only
    its slot."""
    painter = CardPainter(Catalog("en"))
    up, down, empty = _surface(), _surface(), _surface()
    draw_discard(up, painter, CARD, [("kite", False), ("line", True)], 3)
    draw_discard(down, painter, CARD, [("line", True), (HIDDEN, False)], 3)
    draw_discard(empty, painter, CARD, [], 3)
    fill = HOLI_STYLES[3].fill
    assert _count(up, fill) > _count(down, fill)
    assert _count(empty, fill) == 0 and _count(empty, theme.PANEL_LIGHT) > 100
