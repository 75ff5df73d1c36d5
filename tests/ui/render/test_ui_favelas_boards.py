"""A player's board in 3D: stacks, printed houses, height numbers, hints, hit-testing, caching."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from favelas_app.core.protocol import Setup
from favelas_app.core.rng import Rng
from favelas_app.games.favelas.components import BOARD_CELLS, BOARD_LAYOUTS, Colour
from favelas_app.games.favelas.geometry import CELL_INDEX
from favelas_app.games.favelas.rules import GAME
from favelas_app.games.favelas.state import FavelasState, House
from favelas_app.ui.render import palette
from favelas_app.ui.render.favelas_boards import (
    HOUSE_SCALE,
    BoardHints,
    BoardRenderer,
    Ghost,
    draw_tile_icon,
)
from favelas_app.ui.render.palette import STYLES

B, P, Y, G, R = Colour.BLUE, Colour.PURPLE, Colour.YELLOW, Colour.GREEN, Colour.RED
BACKGROUND = (10, 12, 14)
RECT = pygame.Rect(0, 0, 560, 420)


def _boards(stacks: dict[tuple[int, int], list[Colour]]) -> tuple[House, ...]:
    """Houses in BOARD_CELLS order; each tile gets its own id unless listed as a double."""
    houses: list[House] = [() for _ in BOARD_CELLS]
    for n, (cell, colours) in enumerate(stacks.items()):
        houses[CELL_INDEX[cell]] = tuple((f"T{n}.{i}", c) for i, c in enumerate(colours))
    return tuple(houses)


def _draw(
    boards: tuple[House, ...],
    hints: BoardHints | None = None,
    layout: int = 0,
    renderer: BoardRenderer | None = None,
) -> tuple[pygame.Surface, BoardRenderer]:
    renderer = renderer or BoardRenderer(RECT)
    surface = pygame.Surface(RECT.size)
    surface.fill(BACKGROUND)
    renderer.draw(surface, boards, layout, hints or BoardHints())
    return surface, renderer


def _at(surface: pygame.Surface, point: tuple[float, float]) -> tuple[int, int, int]:
    return tuple(surface.get_at((round(point[0]), round(point[1]))))[:3]


def _count(surface: pygame.Surface, rgb, rect: pygame.Rect | None = None) -> int:
    """Pixels of (about) colour `rgb`, in `rect` if given."""
    mask = pygame.mask.from_threshold(surface, rgb, (3, 3, 3, 255))
    return mask.count() if rect is None else _count_in(mask, rect)


def _count_in(mask: pygame.mask.Mask, rect: pygame.Rect) -> int:
    area = pygame.mask.Mask(mask.get_size())
    area.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    return mask.overlap_area(area, (0, 0))


def _face_rect(renderer: BoardRenderer, cell, level: float) -> pygame.Rect:
    points = renderer.projection.top_face(*cell, level, HOUSE_SCALE)
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return pygame.Rect(min(xs) - 4, min(ys) - 4, max(xs) - min(xs) + 9, max(ys) - min(ys) + 9)


def test_top_face_shows_the_visible_colour_and_its_symbol() -> None:
    """The top of a stack ending in red shows the red fill, and the cross in red's ink at
    its centre; without symbols the centre is plain fill."""
    boards = _boards({(1, 1): [B, R]})
    surface, renderer = _draw(boards)
    cx, cy = renderer.projection.centre(1, 1, 2)
    radius = renderer.projection.radius
    assert _at(surface, (cx, cy)) == STYLES[R].ink
    assert _at(surface, (cx - radius * 0.55, cy)) == STYLES[R].fill
    plain, _ = _draw(boards, BoardHints(symbols=False))
    assert _at(plain, (cx, cy)) == STYLES[R].fill


def test_each_slab_shows_the_colour_of_its_tile() -> None:
    """A stack's side shows one slab per tile, bottom to top, each in its tile's colour."""
    colours = [B, G, Y, P]
    surface, renderer = _draw(_boards({(1, 2): colours}))
    for level, colour in enumerate(colours):
        left, right = renderer.projection.side_faces(1, 2, level, level + 1, HOUSE_SCALE)
        for quad, rgb in ((left, STYLES[colour].side), (right, STYLES[colour].side_dark)):
            x = sum(p[0] for p in quad) / 4
            y = sum(p[1] for p in quad) / 4
            assert _at(surface, (x, y)) == rgb, (level, colour)


def test_printed_houses_are_muted() -> None:
    """Empty houses show their printed colour, faded towards the plate so tiles stand out."""
    surface, renderer = _draw(_boards({}), BoardHints(symbols=False), layout=1)
    for i, cell in enumerate(BOARD_CELLS):
        printed = BOARD_LAYOUTS[1][i]
        expected = palette.mix(STYLES[printed].fill, palette.PLATE, palette.PRINTED_MUTE)
        assert _at(surface, renderer.projection.centre(*cell, 0)) == expected
        assert expected != STYLES[printed].fill


def test_stack_heights_are_written_on_each_stack() -> None:
    """Each stack carries a badge with its height; empty houses carry none, and different
    heights give different badges."""
    empty, _ = _draw(_boards({}))
    assert _count(empty, palette.BADGE) == 0
    two, renderer = _draw(_boards({(2, 1): [G, G]}))
    three, _ = _draw(_boards({(2, 1): [G, G, G]}))
    badge_two = _face_rect(renderer, (2, 1), 2)
    badge_three = _face_rect(renderer, (2, 1), 3)
    assert _count(two, palette.BADGE, badge_two) > 20
    assert _count(two, palette.BADGE_TEXT, badge_two) > 5
    assert _count(three, palette.BADGE, badge_three) > 20
    crop = badge_two.union(badge_three)
    assert pygame.image.tobytes(two.subsurface(crop), "RGB") != pygame.image.tobytes(
        three.subsurface(crop), "RGB"
    )


def test_highlight_outlines_only_the_highlighted_cells() -> None:
    """Highlighted cells get a bright outline on their top face, and no other cell does."""
    boards = _boards({(0, 0): [Y], (3, 0): [B, B]})
    plain, renderer = _draw(boards)
    lit, _ = _draw(boards, BoardHints(highlighted=frozenset({(0, 0), (1, 2)})))
    assert _count(plain, palette.HIGHLIGHT) == 0
    total = _count(lit, palette.HIGHLIGHT)
    near = _count(lit, palette.HIGHLIGHT, _face_rect(renderer, (0, 0), 1))
    near += _count(lit, palette.HIGHLIGHT, _face_rect(renderer, (1, 2), 0))
    assert total > 50
    assert near == total


def test_hover_outlines_the_hovered_cell() -> None:
    """The hovered cell's top face is outlined in the hover colour."""
    boards = _boards({(1, 1): [P]})
    plain, _ = _draw(boards)
    hovered, _ = _draw(boards, BoardHints(hover=(1, 1)))
    assert _count(hovered, palette.HOVER) > _count(plain, palette.HOVER) + 30


def test_ghost_previews_the_held_tile_one_level_up() -> None:
    """A ghost paints its colours over its cells one level above them, outlined solid green
    when legal and dashed red when not."""
    boards = _boards({(0, 1): [B], (1, 1): [B]})
    plain, renderer = _draw(boards)
    ghost = Ghost(((0, 1), (1, 1)), (R, Y), 1, True)
    legal, _ = _draw(boards, BoardHints(ghost=ghost))
    illegal, _ = _draw(boards, BoardHints(ghost=Ghost(ghost.cells, ghost.colours, 1, False)))
    assert _count(legal, palette.LEGAL) > 50 and _count(legal, palette.ILLEGAL) == 0
    assert _count(illegal, palette.ILLEGAL) > 30 and _count(illegal, palette.LEGAL) == 0
    radius = renderer.projection.radius
    cx, cy = renderer.projection.centre(0, 1, 2)
    seen = _at(legal, (cx - radius * 0.55, cy))
    before = _at(plain, (cx - radius * 0.55, cy))
    red = STYLES[R].fill
    assert sum(abs(a - b) for a, b in zip(seen, red, strict=True)) < sum(
        abs(a - b) for a, b in zip(before, red, strict=True)
    )
    assert seen != red  # see-through, not a real tile


def test_double_tiles_are_joined_across_the_gap() -> None:
    """The two hexes of one double tile are joined across the gap between the houses; two
    tiles side by side leave the gap open."""
    joined = list(_boards({}))
    joined[CELL_INDEX[(0, 0)]] = (("D01", R),)
    joined[CELL_INDEX[(1, 0)]] = (("D01", R),)
    apart = _boards({(0, 0): [R], (1, 0): [R]})
    surface, renderer = _draw(tuple(joined), BoardHints(symbols=False))
    gap = renderer.projection.centre(0.5, 0, 1)
    assert _at(surface, gap) == STYLES[R].fill
    surface, _ = _draw(apart, BoardHints(symbols=False))
    assert _at(surface, gap) != STYLES[R].fill


def test_joints_below_a_lifted_tile_stay() -> None:
    """While the top tile of a house is lifted, the double tile beneath it stays joined."""
    boards = list(_boards({}))
    boards[CELL_INDEX[(0, 0)]] = (("D01", R), ("D02", B))
    boards[CELL_INDEX[(1, 0)]] = (("D01", R),)
    hints = BoardHints(lifted={(0, 0): 30.0}, symbols=False)
    surface, renderer = _draw(tuple(boards), hints)
    gap = renderer.projection.centre(0.5, 0, 1)
    assert _at(surface, gap) == STYLES[R].fill


def test_lifted_top_tile_floats_above_the_tile_it_will_cover() -> None:
    """A lifted top slab is drawn higher by the given pixels, uncovering the tile below."""
    boards = _boards({(1, 2): [G, R]})
    lift = 40.0
    surface, renderer = _draw(boards, BoardHints(lifted={(1, 2): lift}, symbols=False))
    radius = renderer.projection.radius
    cx, cy = renderer.projection.centre(1, 2, 2)
    assert _at(surface, (cx - radius * 0.55, cy - lift)) == STYLES[R].fill
    below = renderer.projection.centre(1, 2, 1)
    assert _at(surface, (below[0] - radius * 0.55, below[1] + 2)) == STYLES[G].fill


def test_cell_at_maps_each_top_face_back_to_its_cell() -> None:
    """Clicking the centre of any stack's top face (the renderer placed away from the
    surface's corner) finds that cell."""
    boards = _boards({cell: [B, Y] for cell in BOARD_CELLS})
    renderer = BoardRenderer(pygame.Rect(100, 50, 300, 200))
    for cell in BOARD_CELLS:
        assert renderer.cell_at(renderer.top_centre(cell, 2), boards) == cell
    assert renderer.cell_at((0, 0), boards) is None


def test_board_shrinks_to_fit_a_tall_stack() -> None:
    """A stack taller than the board was fitted for makes the board shrink, so its top face
    stays inside the rect."""
    renderer = BoardRenderer(RECT)
    radius = renderer.projection.radius
    tall = _boards({(0, 0): [R] * 9})
    surface, _ = _draw(tall, BoardHints(symbols=False), renderer=renderer)
    assert renderer.projection.radius < radius
    top = renderer.projection.top_face(0, 0, 9, HOUSE_SCALE)
    assert all(RECT.collidepoint(x, y) for x, y in top)
    assert _at(surface, renderer.projection.centre(0, 0, 9)) == STYLES[R].fill


def test_unchanged_frames_come_from_the_cache() -> None:
    """Drawing the same board with the same hints again draws no polygons and gives the same
    picture; a changed hint draws again."""
    boards = _boards({(0, 0): [B, R], (1, 1): [G]})
    renderer = BoardRenderer(RECT)
    first = pygame.Surface(RECT.size)
    second = pygame.Surface(RECT.size)
    assert renderer.draw(first, boards, 0, BoardHints()) > 0
    assert renderer.draw(second, boards, 0, BoardHints()) == 0
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    assert renderer.draw(second, boards, 0, BoardHints(hover=(0, 0))) > 0


def test_tile_icons_show_both_hexes_or_the_back() -> None:
    """A face-up double shows both colours, the second hex in its direction; a face-down
    tile shows only its back."""
    east = pygame.Surface((120, 80))
    draw_tile_icon(east, (60, 40), 20, (R, B), direction=0)
    assert _count(east, STYLES[R].fill) > 100 and _count(east, STYLES[B].fill) > 100
    red_x = pygame.mask.from_threshold(east, STYLES[R].fill, (3, 3, 3, 255)).centroid()[0]
    blue_x = pygame.mask.from_threshold(east, STYLES[B].fill, (3, 3, 3, 255)).centroid()[0]
    assert blue_x > red_x
    up = pygame.Surface((120, 80))
    draw_tile_icon(up, (60, 40), 20, (R, B), direction=2)
    red_y = pygame.mask.from_threshold(up, STYLES[R].fill, (3, 3, 3, 255)).centroid()[1]
    blue_y = pygame.mask.from_threshold(up, STYLES[B].fill, (3, 3, 3, 255)).centroid()[1]
    assert blue_y < red_y
    back = pygame.Surface((120, 80))
    draw_tile_icon(back, (60, 40), 20, (R, B), hidden=True)
    assert _count(back, palette.TILE_BACK) > 200
    assert _count(back, STYLES[R].fill) == 0 and _count(back, STYLES[B].fill) == 0


def sample_state(seed: int, year: int = 3) -> FavelasState:
    """A 4-player game played with random legal moves until `year` starts."""
    state = GAME.new_game(Setup(4), seed)
    rng = Rng.from_seed(seed)
    while state.year < year and not GAME.is_over(state):
        state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return state


def draw_preview(state: FavelasState, path: Path) -> pygame.Surface:
    """Saves a PNG of every player's board: the current player's large, the others small."""
    surface = pygame.Surface((960, 460))
    surface.fill(BACKGROUND)
    others = [p for p in range(state.players) if p != state.current]
    rects = [pygame.Rect(10, 20, 560, 420)]
    rects += [pygame.Rect(640, 10 + 150 * i, 300, 140) for i in range(len(others))]
    for player, rect in zip([state.current, *others], rects, strict=True):
        BoardRenderer(rect).draw(surface, state.boards[player], state.layouts[player], BoardHints())
    pygame.image.save(surface, path)
    return surface


@pytest.mark.parametrize("seed", [3, 11])
def test_preview_of_a_well_filled_table(seed: int, shots: Path) -> None:
    """Four boards of a game in its third year draw inside their rects, each showing its
    tiles (saved as a PNG to look at)."""
    state = sample_state(seed)
    assert sum(len(house) for board in state.boards for house in board) > 30
    path = shots / f"favelas_boards_{seed}.png"
    surface = draw_preview(state, path)
    assert path.stat().st_size > 1000
    drawn = pygame.mask.from_threshold(surface, BACKGROUND, (1, 1, 1, 255))
    drawn.invert()
    left, right = pygame.Rect(10, 20, 560, 420), pygame.Rect(640, 10, 300, 440)
    assert drawn.count() == _count_in(drawn, left) + _count_in(drawn, right)
    for player in range(state.players):
        top = state.visible(player, max(range(9), key=lambda h: state.height(player, h)))
        assert _count(surface, STYLES[top].fill) > 0
