"""The council board: dice at rest and in flight, colour plates, and the score track."""

from __future__ import annotations

import pygame
import pytest

from favelas_app.games.favelas.components import BONUS_DIE, DICE, Colour
from favelas_app.ui.render import palette
from favelas_app.ui.render.favelas_boards import default_font
from favelas_app.ui.render.favelas_council import (
    CouncilRenderer,
    die_centre,
    die_size,
    draw_council,
    track_length,
)
from favelas_app.ui.render.palette import STYLES

RECT = pygame.Rect(20, 10, 936, 190)
NAMES = ("Ana", "Bo", "Chen", "Dee")
BACKGROUND = (0, 0, 0)


def _draw(dice=(1, 2, 3, 4, 5, 6), track=(0, 0, 0, 0), names=NAMES, rect=RECT, poses=None):
    surface = pygame.Surface((rect.right + 20, rect.bottom + 20))
    surface.fill(BACKGROUND)
    draw_council(surface, rect, dice, track, names, default_font(14), poses)
    return surface


def _count(surface: pygame.Surface, rgb) -> int:
    return pygame.mask.from_threshold(surface, rgb, (2, 2, 2, 255)).count()


def test_track_grows_with_the_leader() -> None:
    """The track shows at least 40 squares and grows in tens to fit the leader."""
    assert track_length([]) == 40
    assert track_length([3, 39]) == 40
    assert track_length([40]) == 50
    assert track_length([12, 59]) == 60
    assert track_length([60]) == 70


@pytest.mark.parametrize("rect", [RECT, pygame.Rect(0, 0, 600, 200), pygame.Rect(5, 5, 380, 260)])
def test_every_die_rests_inside_the_board_in_its_own_place(rect: pygame.Rect) -> None:
    """Each die has a resting place inside the board, apart from every other die."""
    size = die_size(rect)
    centres = [die_centre(rect, die) for die in DICE]
    for x, y in centres:
        assert rect.collidepoint(x - size / 2, y - size / 2)
        assert rect.collidepoint(x + size / 2, y + size / 2)
    for i, (x, y) in enumerate(centres):
        for x2, y2 in centres[i + 1 :]:
            assert abs(x - x2) >= size or abs(y - y2) >= size


def test_dice_are_drawn_where_they_rest_in_their_colours() -> None:
    """Each colour die shows its fill at its resting place; the bonus die its light face."""
    surface = _draw()
    for die in DICE:
        x, y = die_centre(RECT, die)
        edge = (round(x), round(y - die_size(RECT) * 0.42))
        expected = (238, 242, 248) if die == BONUS_DIE else STYLES[Colour(die)].fill
        assert tuple(surface.get_at(edge))[:3] == expected, die


def test_die_values_change_the_picture() -> None:
    """Showing other values draws other dice."""
    one = _draw(dice=(1, 1, 1, 1, 1, 1))
    six = _draw(dice=(6, 6, 6, 6, 6, 6))
    x, y = die_centre(RECT, "red")
    half = round(die_size(RECT) / 2)
    crop = pygame.Rect(round(x) - half, round(y) - half, 2 * half, 2 * half)
    assert pygame.image.tobytes(one.subsurface(crop), "RGB") != pygame.image.tobytes(
        six.subsurface(crop), "RGB"
    )


def test_die_poses_move_a_rolling_die() -> None:
    """A die given a pose is drawn there (its resting socket left empty) showing the pose's
    face, whatever its value."""
    rest = die_centre(RECT, "green")
    flying = (RECT.centerx + 40.0, RECT.centery + 20.0, 0.6, 3)
    surface = _draw(poses={"green": flying})
    green = STYLES[Colour.GREEN].fill
    assert tuple(surface.get_at((round(rest[0]), round(rest[1]))))[:3] != green
    mask = pygame.mask.from_threshold(surface, green, (2, 2, 2, 255))
    nearby = pygame.Rect(0, 0, 60, 60)
    nearby.center = (round(flying[0]), round(flying[1]))
    area = pygame.mask.Mask(mask.get_size())
    area.draw(pygame.mask.Mask(nearby.size, fill=True), nearby.topleft)
    assert mask.overlap_area(area, (0, 0)) > 200


def test_tied_players_both_show_on_the_track() -> None:
    """Two players on the same score both show their markers, one per lane."""
    surface = _draw(track=(10, 10, 3, 25))
    for rgb in palette.PLAYER_RGB:
        assert _count(surface, rgb) > 60, rgb
    first = pygame.mask.from_threshold(surface, palette.PLAYER_RGB[0], (2, 2, 2, 255))
    second = pygame.mask.from_threshold(surface, palette.PLAYER_RGB[1], (2, 2, 2, 255))
    a = max(first.get_bounding_rects(), key=lambda r: r.w * r.h)
    b = max(second.get_bounding_rects(), key=lambda r: r.w * r.h)
    assert abs(a.centerx - b.centerx) <= 2
    assert b.top >= a.bottom - 2


def test_markers_move_right_with_the_score() -> None:
    """A higher score puts a marker further right along its lane."""
    low = _draw(track=(5, 0), names=("Ana", "Bo"))
    high = _draw(track=(30, 0), names=("Ana", "Bo"))
    rgb = palette.PLAYER_RGB[0]
    x_low = pygame.mask.from_threshold(low, rgb, (2, 2, 2, 255)).centroid()[0]
    x_high = pygame.mask.from_threshold(high, rgb, (2, 2, 2, 255)).centroid()[0]
    assert x_high > x_low + 50


def test_plates_carry_the_colour_symbols() -> None:
    """Each colour's plate shows its fill, and its symbol in its ink."""
    surface = _draw()
    for colour in Colour:
        assert _count(surface, STYLES[colour].fill) > 300, colour
        assert _count(surface, STYLES[colour].ink) > 20, colour


def test_unchanged_council_is_cached() -> None:
    """Drawing the same council twice gives the same picture; changed scores redraw."""
    renderer = CouncilRenderer(RECT, default_font(14))
    first = pygame.Surface((1000, 220))
    second = pygame.Surface((1000, 220))
    renderer.draw(first, (1, 2, 3, 4, 5, 6), (3, 4), ("A", "B"))
    renderer.draw(second, (1, 2, 3, 4, 5, 6), (3, 4), ("A", "B"))
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    renderer.draw(second, (1, 2, 3, 4, 5, 6), (9, 4), ("A", "B"))
    assert pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(second, "RGB")


def test_markers_show_initials_unless_two_names_share_one() -> None:
    """Track markers carry initials; when initials clash, seat numbers keep them apart."""
    from favelas_app.ui.render.favelas_council import marker_labels

    assert marker_labels(["Ana", "bruno", "Carla"]) == ["A", "B", "C"]
    assert marker_labels(["Player 1", "Player 2"]) == ["1", "2"]
    assert marker_labels(["Ana", ""]) == ["1", "2"]
