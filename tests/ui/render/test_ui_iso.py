"""The hex stack projection: grid <-> screen, painter's order and hit-testing."""

from __future__ import annotations

import itertools
import random

import pytest

from favelas_app.games.favelas.components import BOARD_CELLS, DIRECTIONS
from favelas_app.ui.iso import HexProjection, SquareProjection, inside_convex

PROJ = HexProjection((100.0, 300.0), 40.0, squash=0.6, level_height=10.0)


def _flat(heights: int) -> dict[tuple[int, int], int]:
    return dict.fromkeys(BOARD_CELLS, heights)


@pytest.mark.parametrize("level", range(7))
def test_centre_of_every_top_face_hits_its_cell(level: int) -> None:
    """On a board of equal stacks, each top face's centre hit-tests back to its own cell."""
    heights = _flat(level)
    for cell in BOARD_CELLS:
        assert PROJ.cell_at(PROJ.centre(*cell, level), heights) == cell


def test_top_face_corners_are_near_their_cell() -> None:
    """Points just inside each corner of a top face belong to that cell."""
    heights = _flat(2)
    for cell in BOARD_CELLS:
        centre = PROJ.centre(*cell, 2)
        for x, y in PROJ.top_face(*cell, 2):
            inner = (centre[0] + (x - centre[0]) * 0.9, centre[1] + (y - centre[1]) * 0.9)
            assert PROJ.cell_at(inner, heights) == cell


def test_random_heights_never_hit_a_cell_behind() -> None:
    """With uneven stacks, a top face's centre hits its own cell or one in front of it that
    rises above it, never a cell further back."""
    rng = random.Random(7)
    order = PROJ.painter_order(BOARD_CELLS)
    for _ in range(200):
        heights = {cell: rng.randrange(0, 8) for cell in BOARD_CELLS}
        for cell in BOARD_CELLS:
            hit = PROJ.cell_at(PROJ.centre(*cell, heights[cell]), heights)
            assert hit is not None
            assert order.index(hit) >= order.index(cell)
            if hit != cell:
                assert heights[hit] > heights[cell]


def test_tall_front_stack_hides_the_cell_behind() -> None:
    """A point on the top face of (1, 0) belongs to the stack in front, (0, 1), once that
    stack is tall enough to cover it; with a flat board it belongs to (1, 0)."""
    behind, front = (1, 0), (0, 1)
    x, y = PROJ.centre(*behind, 0)
    point = (x - PROJ.radius * 0.3, y)
    heights = _flat(0)
    assert PROJ.cell_at(point, heights) == behind
    heights[front] = 5
    assert PROJ.cell_at(point, heights) == front


def test_points_off_the_board_hit_nothing() -> None:
    """Far outside the board, and on an empty mapping, nothing is hit."""
    assert PROJ.cell_at((-500.0, -500.0), _flat(3)) is None
    assert PROJ.cell_at(PROJ.centre(0, 0, 0), {}) is None


def test_painter_order_runs_back_to_front() -> None:
    """Rows further back come first; whenever two stacks overlap on screen, the one in
    front (the one hit-testing claims) is drawn later."""
    order = PROJ.painter_order(reversed(BOARD_CELLS))
    rows = [r for _, r in order]
    assert rows == sorted(rows)
    assert sorted(order) == sorted(BOARD_CELLS)
    overlaps = 0
    for a, b in itertools.combinations(BOARD_CELLS, 2):
        heights = {a: 6, b: 6}
        sil_a, sil_b = PROJ.silhouette(*a, 6), PROJ.silhouette(*b, 6)
        for point in sil_a:
            centre = PROJ.centre(*a, 3)
            inner = (point[0] * 0.95 + centre[0] * 0.05, point[1] * 0.95 + centre[1] * 0.05)
            if inside_convex(inner, sil_b):
                hit = PROJ.cell_at(inner, heights)
                assert order.index(hit) == max(order.index(a), order.index(b))
                overlaps += 1
    assert overlaps > 0


def test_same_row_stacks_never_overlap() -> None:
    """Stacks side by side in one row touch at most along an edge, so their order within a
    row does not matter."""
    for (qa, ra), (qb, rb) in itertools.combinations(BOARD_CELLS, 2):
        if ra != rb:
            continue
        xs_a = [x for x, _ in PROJ.silhouette(qa, ra, 9)]
        xs_b = [x for x, _ in PROJ.silhouette(qb, rb, 9)]
        assert max(xs_a) <= min(xs_b) + 1e-9 or max(xs_b) <= min(xs_a) + 1e-9


def test_levels_lift_the_top_face() -> None:
    """Each level raises a top face by level_height pixels, straight up."""
    x0, y0 = PROJ.centre(2, 1, 0)
    x3, y3 = PROJ.centre(2, 1, 3)
    assert x3 == pytest.approx(x0)
    assert y0 - y3 == pytest.approx(3 * PROJ.level_height)


def test_side_faces_span_the_levels_at_the_front() -> None:
    """The two visible side quads hang from the top face's front edges down to level_from,
    the lower left one left of the front corner, the lower right one right of it."""
    left, right = PROJ.side_faces(1, 1, 1, 4)
    top = PROJ.top_face(1, 1, 4)
    bottom_corner = max(top, key=lambda p: p[1])
    for quad in (left, right):
        assert bottom_corner in quad
        assert max(y for _, y in quad) == pytest.approx(bottom_corner[1] + 3 * PROJ.level_height)
    assert max(x for x, _ in left) == pytest.approx(bottom_corner[0])
    assert min(x for x, _ in right) == pytest.approx(bottom_corner[0])


def test_fit_keeps_every_stack_inside_the_rect() -> None:
    """A fitted projection shows every cell's full stack inside the rect, and uses it."""
    rect = (20.0, 30.0, 300.0, 140.0)
    proj = HexProjection.fit(BOARD_CELLS, 6, rect)
    points = [p for cell in BOARD_CELLS for p in proj.silhouette(*cell, 6)]
    xs, ys = [x for x, _ in points], [y for _, y in points]
    assert min(xs) >= rect[0] - 1e-6 and max(xs) <= rect[0] + rect[2] + 1e-6
    assert min(ys) >= rect[1] - 1e-6 and max(ys) <= rect[1] + rect[3] + 1e-6
    assert max(max(xs) - min(xs) - rect[2], max(ys) - min(ys) - rect[3]) == pytest.approx(0)


def test_joint_halves_meet_between_neighbours() -> None:
    """The two halves of a double tile's joint share their middle edge, in every direction."""
    for direction, (dq, dr) in enumerate(DIRECTIONS):
        a, b = (1, 1), (1 + dq, 1 + dr)
        quad_a, _ = PROJ.joint(a, b, 2, 3, 0.9)
        quad_b, _ = PROJ.joint(b, a, 2, 3, 0.9)
        middle_a = {(round(x, 6), round(y, 6)) for x, y in quad_a[2:]}
        middle_b = {(round(x, 6), round(y, 6)) for x, y in quad_b[2:]}
        assert middle_a == middle_b, direction


# -- square grids in levels ---------------------------------------------------------------------

SQUARES = SquareProjection((400.0, 120.0), 30.0, squash=0.55, level_height=90.0)


@pytest.mark.parametrize("level", [0, 1, 2, 0.5])
def test_every_square_centre_maps_back_to_its_square(level: float) -> None:
    """On every level, the screen centre of each square of a 6x6 grid hit-tests to it."""
    for x, y in itertools.product(range(6), repeat=2):
        assert SQUARES.square_at(SQUARES.centre(x, y, level), 6, level) == (x, y)


def test_grid_at_inverts_point() -> None:
    """grid_at undoes point, on any level, also between squares and off the grid."""
    rng = random.Random(4)
    for _ in range(200):
        x, y, level = rng.uniform(-2, 8), rng.uniform(-2, 8), rng.uniform(0, 3)
        gx, gy = SQUARES.grid_at(SQUARES.point(x, y, level), level)
        assert gx == pytest.approx(x) and gy == pytest.approx(y)


def test_points_off_the_grid_hit_no_square() -> None:
    """Points beyond the grid's corners, or above the plane's far corner, hit nothing."""
    far = SQUARES.point(0, 0, 1)
    assert SQUARES.square_at((far[0], far[1] - 5), 6, 1) is None
    near = SQUARES.point(6, 6, 1)
    assert SQUARES.square_at((near[0], near[1] + 5), 6, 1) is None
    assert SQUARES.square_at(SQUARES.point(-0.5, 3, 0), 6, 0) is None


def test_grid_axes_keep_their_sense_on_screen() -> None:
    """x runs to the lower right, y to the lower left, each level lifts straight up."""
    ox, oy = SQUARES.point(0, 0)
    ax, ay = SQUARES.point(1, 0)
    bx, by = SQUARES.point(0, 1)
    assert ax > ox and ay > oy and bx < ox and by > oy
    assert SQUARES.point(2, 3, 1) == pytest.approx(
        (SQUARES.point(2, 3)[0], SQUARES.point(2, 3)[1] - 90.0)
    )


def test_square_fit_stays_inside_its_rect() -> None:
    """A fitted grid with its levels fills the rect (less the margins) without leaving it."""
    rect = (20, 10, 700, 600)
    proj = SquareProjection.fit(6, 2.5, rect, margin=(100, 20, 10, 30))
    corners = [proj.point(x, y, level) for x in (0, 6) for y in (0, 6) for level in (0, 2.5)]
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    assert min(xs) >= 120 - 1e-6 and max(xs) <= 710 + 1e-6
    assert min(ys) >= 30 - 1e-6 and max(ys) <= 580 + 1e-6
    assert max(max(xs) - min(xs) - 590, max(ys) - min(ys) - 550) == pytest.approx(0, abs=1e-6)


def test_square_painter_order_puts_far_squares_first() -> None:
    """A square comes after both squares behind it (x - 1 and y - 1)."""
    order = SquareProjection.painter_order(itertools.product(range(6), repeat=2))
    index = {square: i for i, square in enumerate(order)}
    for (x, y), i in index.items():
        for behind in ((x - 1, y), (x, y - 1)):
            if behind in index:
                assert index[behind] < i
