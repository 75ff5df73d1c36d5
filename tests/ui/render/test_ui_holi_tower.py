"""The Holi tower: every square hit-tests back, pieces in their seat colours, the floors above
the focus cut away or see-through, hints drawn, and a frame where only the pointer moved is
served from the cached layers."""

from __future__ import annotations

import itertools

import pygame
import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Setup
from favelas_app.games.holi.components import FLOORS, SIDE, SQUARES, cell_of, square_of
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.state import EMPTY, HoliState
from favelas_app.ui.render import palette
from favelas_app.ui.render.holi_tower import Ghost, TowerHints, TowerRenderer, Upper
from favelas_app.ui.render.palette import HOLI_STYLES
from favelas_app.ui.theme import BACKGROUND

RECT = pygame.Rect(0, 0, 900, 640)


def _state() -> HoliState:
    """Four pawns, one per floor and one more on the ground; a token of each seat on each
    floor; sweets as at the start."""
    state = GAME.new_game(Setup(4), 1)
    tokens = [EMPTY] * len(state.tokens)
    for floor, seat in itertools.product(range(1, FLOORS + 1), range(4)):
        tokens[cell_of(floor, square_of(seat + 1, 4))] = seat
    state.tokens = tuple(tokens)
    state.pawns = (
        cell_of(1, square_of(0, 0)),
        cell_of(2, square_of(2, 2)),
        cell_of(3, square_of(3, 2)),
        cell_of(1, square_of(5, 5)),
    )
    return state


def _draw(hints: TowerHints, tower: TowerRenderer | None = None, state=None):
    tower = tower or TowerRenderer(RECT, Catalog("en"))
    surface = pygame.Surface(RECT.size)
    surface.fill(BACKGROUND)
    tower.draw(surface, state or _state(), hints)
    return surface, tower


def _count(surface: pygame.Surface, rgb, rect: pygame.Rect | None = None) -> int:
    mask = pygame.mask.from_threshold(surface, rgb, (3, 3, 3, 255))
    if rect is None:
        return mask.count()
    part = pygame.mask.Mask(rect.size)
    part.draw(mask, (-rect.x, -rect.y))
    return part.count()


@pytest.mark.parametrize("size", [(900, 640), (1280, 720), (420, 360)])
def test_every_square_of_every_floor_hit_tests_back(size: tuple[int, int]) -> None:
    """At any size, the drawn centre of each square of each floor maps back to it, and the
    centre is inside the rect."""
    tower = TowerRenderer(pygame.Rect(30, 20, *size), Catalog("en"))
    for floor, x, y in itertools.product(range(1, FLOORS + 1), range(SIDE), range(SIDE)):
        centre = tower.centre(floor, x, y)
        assert tower.rect.collidepoint(centre)
        assert tower.square_at(centre, floor) == (floor, x, y)
    assert tower.square_at(tower.rect.topleft, 1) is None


def test_every_seat_colour_shows_on_the_tower() -> None:
    """Tokens and pawns of each of the four seats are drawn in their fills."""
    surface, _ = _draw(TowerHints(focus=1, upper=Upper.SEE_THROUGH))
    for style in HOLI_STYLES:
        assert _count(surface, style.fill) > 120, style


def test_cut_away_hides_the_upper_floors_pieces() -> None:
    """Looking at the ground floor with the upper floors cut away, the top-floor pawn's
    colour shows far less than when the floors are drawn whole."""
    top_pawn = HOLI_STYLES[2].fill
    whole, _ = _draw(TowerHints(focus=3))
    cut, _ = _draw(TowerHints(focus=1, upper=Upper.CUT_AWAY))
    assert _count(cut, top_pawn) < _count(whole, top_pawn) / 3


def test_the_lens_uncovers_the_focus_floor_around_the_pointer() -> None:
    """Around the pointer the ground floor shows through the middle floor; elsewhere the
    middle floor still covers it."""
    tower = TowerRenderer(RECT, Catalog("en"))
    covered = tower.centre(1, 2, 1)  # under the middle floor
    plain, _ = _draw(TowerHints(focus=1), tower)
    lensed, _ = _draw(TowerHints(focus=1, pointer=covered), tower)
    probe = pygame.Rect(0, 0, 12, 12)
    probe.center = (round(covered[0]), round(covered[1]))
    assert pygame.image.tobytes(plain.subsurface(probe), "RGB") != pygame.image.tobytes(
        lensed.subsurface(probe), "RGB"
    )
    far = tower.centre(3, 5, 0)
    probe.center = (round(far[0]), round(far[1]))
    assert pygame.image.tobytes(plain.subsurface(probe), "RGB") == pygame.image.tobytes(
        lensed.subsurface(probe), "RGB"
    )


def test_legal_and_illegal_ghosts_are_told_apart_by_colour_and_outline() -> None:
    """A legal ghost is outlined in the legal green, an illegal one in dashed red."""
    squares = ((1, 1), (2, 1), (2, 2))
    legal, _ = _draw(TowerHints(focus=1, ghost=Ghost(1, squares, 0, True, sun=(2, 2))))
    illegal, _ = _draw(TowerHints(focus=1, ghost=Ghost(1, squares, 0, False)))
    assert _count(legal, palette.LEGAL) > 50 and _count(legal, palette.ILLEGAL) == 0
    assert _count(illegal, palette.ILLEGAL) > 50 and _count(illegal, palette.LEGAL) == 0


def test_highlights_and_the_climb_target_are_drawn() -> None:
    """Highlighted squares carry the highlight colour; the climb target the legal green."""
    plain, tower = _draw(TowerHints(focus=2, upper=Upper.CUT_AWAY))
    hints = TowerHints(focus=2, highlighted=frozenset({(2, 4, 4)}), climb=(2, 3, 3))
    marked, _ = _draw(hints, tower)
    box = pygame.Rect(0, 0, 40, 24)
    box.center = tuple(round(v) for v in tower.centre(2, 4, 4))
    assert _count(marked, palette.HIGHLIGHT, box) > _count(plain, palette.HIGHLIGHT, box)
    assert _count(marked, palette.LEGAL) > _count(plain, palette.LEGAL) + 30


def test_sweets_show_with_their_count() -> None:
    """A square with sweets shows candy pixels; without sweets there are none."""
    state = _state()
    sweetless = HoliState(*[getattr(state, f) for f in state.__slots__])
    sweetless.sweets = (0,) * (FLOORS * SQUARES)
    with_sweets, _ = _draw(TowerHints(focus=1, upper=Upper.SEE_THROUGH), state=state)
    without, _ = _draw(TowerHints(focus=1, upper=Upper.SEE_THROUGH), state=sweetless)
    assert _count(with_sweets, (255, 122, 196)) > 100
    assert _count(without, (255, 122, 196)) == 0


def test_a_frame_where_only_the_pointer_moves_uses_the_cached_layers(monkeypatch) -> None:
    """Moving the pointer, hover and ghost redraws no layer: only a handful of polygons."""
    tower = TowerRenderer(RECT, Catalog("en"))
    _draw(TowerHints(focus=1), tower)
    count = [0]
    original = pygame.draw.polygon

    def counted(*args, **kwargs):
        count[0] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(pygame.draw, "polygon", counted)
    for x in range(SIDE):
        ghost = Ghost(1, ((x, 2), (x, 3)), 1, True)
        hints = TowerHints(focus=1, pointer=tower.centre(1, x, 2), hover=(1, x, 2), ghost=ghost)
        _draw(hints, tower)
    assert count[0] <= SIDE * 12


def test_one_renderer_follows_focus_and_mode_changes() -> None:
    """The same renderer redraws when the floor looked at or the upper floors' mode changes."""
    tower = TowerRenderer(RECT, Catalog("en"))
    frames = set()
    for focus, upper in itertools.product((1, 2), Upper):
        surface, _ = _draw(TowerHints(focus=focus, upper=upper), tower)
        frames.add(pygame.image.tobytes(surface, "RGB"))
    assert len(frames) == 6
