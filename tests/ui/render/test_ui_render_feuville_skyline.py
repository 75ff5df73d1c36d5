"""Feuville's townscapes: build spots and board spaces hit-test back at any size, a town of
any width fits or scrolls, ruins, grass and the coat of arms show, a face-down charm shows its
back, and the hints draw."""

from __future__ import annotations

import pygame
import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Setup
from favelas_app.games.feuville.components import TILES
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.state import COAT_OF_ARMS, HIDDEN, Column, FeuvilleState
from favelas_app.ui.render import palette
from favelas_app.ui.render.feuville_skyline import (
    SkylinesRenderer,
    TownHints,
    TownRenderer,
    TownSpot,
)
from favelas_app.ui.theme import BACKGROUND


def _town(columns: int, burnt: int = 0) -> FeuvilleState:
    """Seat 0's town of the start column and `columns` full columns to its right, the first
    `burnt` of them burnt, the coat of arms under the last; a face-down charm on its board."""
    state = GAME.new_game(Setup(4), 2)
    walls = [t for t, tile in enumerate(TILES) if tile.kind == "wall" and tile.shape != "start"]
    towers = [t for t, tile in enumerate(TILES) if tile.kind == "tower"]
    skies = [t for t, tile in enumerate(TILES) if tile.kind == "sky"]
    town = [state.towns[0][0]]
    for i in range(columns):
        tiles = (walls[i % len(walls)], towers[i % len(towers)], skies[i % len(skies)])
        grass = COAT_OF_ARMS if i == columns - 1 else 0
        town.append(Column(tiles, burnt=i < burnt, grass=grass))
    state = state.copy()
    state.towns = (tuple(town), *state.towns[1:])
    state.charms = ((HIDDEN,), *state.charms[1:])
    return state


def _count(surface: pygame.Surface, rgb) -> int:
    return pygame.mask.from_threshold(surface, rgb, (3, 3, 3, 255)).count()


@pytest.mark.parametrize("size", [(900, 300), (400, 140), (1280, 274)])
@pytest.mark.parametrize("columns", [0, 4, 30])
def test_every_build_spot_and_space_hit_tests_back(size: tuple[int, int], columns: int) -> None:
    state = _town(columns)
    town = TownRenderer(pygame.Rect(10, 20, *size), Catalog("en"))
    spots = [TownSpot("storage", i) for i in range(2)] + [TownSpot("charm", i) for i in range(2)]
    scroll = max(0, columns - 3)  # a wide town scrolls to show its right end
    right = state.town_left[0] + len(state.towns[0])
    spots += [
        TownSpot("build", x, level) for x in range(right - 3, right + 1) for level in range(3)
    ]
    for spot in spots:
        if spot.kind == "build" and spot.x < state.town_left[0] - 1:
            continue
        centre = town.spot_centre(spot, state, 0, scroll)
        assert town.spot_at(centre, state, 0, scroll) == spot


def test_ruins_grass_arms_and_a_face_down_charm_show() -> None:
    state = _town(4, burnt=2)
    town = TownRenderer(pygame.Rect(0, 0, 900, 300), Catalog("en"))
    surface = pygame.Surface((900, 300))
    surface.fill(BACKGROUND)
    town.draw(surface, state, 0, "Ana", TownHints())
    assert _count(surface, palette.FEUVILLE_EMBER) > 10  # the ruins glow
    assert _count(surface, palette.FEUVILLE_GRASS) > 200
    assert _count(surface, palette.FEUVILLE_STYLES[0].fill) > 200  # arms on grass and start
    assert _count(surface, palette.FEUVILLE_CHARM_BACK) > 50  # the charm, face down


def test_hints_draw_build_spots_scores_fire_and_the_ghost() -> None:
    state = _town(4)
    town = TownRenderer(pygame.Rect(0, 0, 900, 300), Catalog("en"))
    surface = pygame.Surface((900, 300))
    plain = TownHints()
    town.draw(surface, state, 0, "Ana", plain)
    assert _count(surface, palette.LEGAL) == 0
    wall = next(t for t, tile in enumerate(TILES) if tile.kind == "wall")
    hints = TownHints(
        build=frozenset({(5, 0), (-1, 0)}),
        ghost=(wall, 5, 0),
        scored=(((1, 2), 10),),
        burnable=frozenset({3}),
    )
    surface.fill(BACKGROUND)
    town.draw(surface, state, 0, "Ana", hints)
    assert _count(surface, palette.LEGAL) > 100
    assert _count(surface, palette.FEUVILLE_SCORE) > 100
    assert _count(surface, palette.FEUVILLE_FIRE) > 100


def test_skylines_put_the_decider_large_and_every_seat_in_its_place() -> None:
    state = _town(3)
    towns = SkylinesRenderer(
        pygame.Rect(0, 446, 1280, 274), pygame.Rect(706, 0, 574, 440), Catalog("en"), 4
    )
    rects = [towns.rect_of(p, 2) for p in range(4)]
    assert rects[2] == towns.focus
    assert all(towns.others.contains(rects[p]) for p in (0, 1, 3))
    assert len({tuple(r) for r in rects}) == 4
    surface = pygame.Surface((1280, 720))
    towns.draw(surface, state, 2, ["A", "B", "C", "D"])
    centre = towns.town(0, 2).spot_centre(TownSpot("storage", 1), state, 0)
    assert towns.spot_at(centre, state, 2) == (0, TownSpot("storage", 1))
