"""Staged Feuville positions: reached by seeded play, representative (an early town; four
well-built towns with ruins, grass, stored items and fairy magic), drawn at 1280x720 with
every seat's colour showing, and the board's spots and the decider's build spots hit-testing
back. Screenshots go to the shots folder."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.games.feuville.components import ROWS, TILES
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.town import build_sites
from favelas_app.ui import staging, theme
from favelas_app.ui.render.feuville_board import BoardHints, BoardRenderer, choices
from favelas_app.ui.render.feuville_skyline import SkylinesRenderer, TownSpot
from favelas_app.ui.render.palette import FEUVILLE_EMBER, FEUVILLE_GRASS, FEUVILLE_STYLES


def test_feuville_positions_are_reached_by_play_and_representative() -> None:
    positions = staging.feuville_positions()
    early, late = positions["feuville_early"], positions["feuville_late"]
    assert early in staging._feuville_game(staging.FEUVILLE_SEED)
    assert max(map(len, early.towns)) <= 4
    assert min(map(len, late.towns)) >= 6
    assert any(column.burnt for town in late.towns for column in town)
    assert any(column.grass for town in late.towns for column in town)
    assert any(stored for board in late.boards for stored in board) and any(late.charms)


@pytest.mark.parametrize("name", ["feuville_early", "feuville_late"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_feuville_positions_render_at_full_size(name: str, language: str, shots: Path) -> None:
    state = staging.feuville_positions()[name]
    player = state.current
    view = GAME.view(state, player)
    catalog = Catalog(language)
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    surface.fill(theme.BACKGROUND)
    board = BoardRenderer(staging.FEUVILLE_BOARD, catalog)
    towns = SkylinesRenderer(staging.FEUVILLE_FOCUS, staging.FEUVILLE_OTHERS, catalog, 4)
    board.draw(
        surface, view, BoardHints(highlighted=choices(view, GAME.legal_actions(state), None))
    )
    names = staging._feuville_names(catalog)
    towns.draw(surface, view, player, names)
    pygame.image.save(surface, shots / f"{name}_{language}.png")
    for style in FEUVILLE_STYLES:
        assert pygame.mask.from_threshold(surface, style.fill, (3, 3, 3, 255)).count() > 100
    if name == "feuville_late":
        for rgb in (FEUVILLE_EMBER, FEUVILLE_GRASS):
            assert pygame.mask.from_threshold(surface, rgb, (3, 3, 3, 255)).count() > 20
    for spot in board.layout.spaces:
        assert board.spot_at(board.spot_rect(spot).center) == spot
    town = towns.town(player, player)
    tile = next(t for row in view.display for t in row if t >= 0)
    level = ROWS.index(TILES[tile].kind)
    for x in build_sites(view, player, tile):
        spot = TownSpot("build", x, level)
        assert towns.spot_at(town.spot_centre(spot, view, player), view, player) == (player, spot)


def test_feuville_frames_draw_with_the_pointer_moving() -> None:
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    frame = staging.feuville_frames(surface, Catalog("en"))
    frame()
    first = pygame.image.tobytes(surface, "RGB")
    frame()
    assert pygame.image.tobytes(surface, "RGB") != first
