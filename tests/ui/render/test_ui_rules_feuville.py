"""Feuville's rules pictures: each fits the page at every interface size, and the numbers the
townscape and the dragon attack show agree with the engine's rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from favelas_app.core.i18n import Catalog
from favelas_app.core.settings import UI_SCALES, Settings
from favelas_app.games.feuville.components import TOWN_POINTS_PER_TILE
from favelas_app.ui.app import App
from favelas_app.ui.render import rules_feuville


@pytest.mark.parametrize("scale", UI_SCALES)
def test_every_picture_fits_the_width_it_is_given(home: Path, scale: float) -> None:
    app = App(Settings(language="de", ui_scale=scale), persist=False)
    for width in (600, 1020):
        for name, draw in rules_feuville.PICTURES.items():
            picture = draw(app, width)
            assert picture.get_width() == width and picture.get_height() > 0, name


def test_the_townscape_counts_its_wall_and_tower_tiles() -> None:
    """Five walls and four towers lie from corner tower to corner tower; the start column
    outside the townscape and the sky tiles are not counted."""
    counted = [
        tile
        for column in rules_feuville._TOWNSCAPE
        if column.counted
        for tile in column.tiles
        if tile[0] != "sky"
    ]
    assert len(counted) == 9 and not rules_feuville._TOWNSCAPE[0].counted
    first, last = rules_feuville._TOWNSCAPE[1], rules_feuville._TOWNSCAPE[-1]
    assert first.tiles[:2] == (rules_feuville.LEFT_WALL, rules_feuville.LEFT_TOWER)
    assert last.tiles[:2] == (rules_feuville.RIGHT_WALL, rules_feuville.RIGHT_TOWER)
    text = Catalog("en").text("feuville.rules.town_count", count=9, each=2, points=18)
    assert TOWN_POINTS_PER_TILE == 2 and text.endswith("= 18 prestige points")


def test_the_dragon_burns_the_columns_beyond_the_clouds() -> None:
    """Columns besides the start column minus clouds is how many burn; the start column and
    the columns with clouds are kept."""
    before, after = rules_feuville._BEFORE, rules_feuville._AFTER
    assert before[0].tiles[0] == rules_feuville.START
    clouds = sum(tile[2] for column in before for tile in column.tiles)
    burnt = [column for column in after if column.burnt]
    assert len(burnt) == len(before) - 1 - clouds == 2
    assert not after[0].burnt
    assert all(tile[2] == 0 for column in burnt for tile in column.tiles)
