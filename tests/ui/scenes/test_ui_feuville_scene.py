"""The Feuville table's own behaviour: the staged moments ask the person at the screen, with
their choices listed and lit; a picked die narrows the list; a spot of several actions lists
them; the dragon's fire lights the columns that may burn."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_input import click, press

from favelas_app.core.settings import Settings
from favelas_app.games.feuville.actions import Burn
from favelas_app.ui import staging
from favelas_app.ui.app import App
from favelas_app.ui.scenes import feuville_aim
from favelas_app.ui.scenes.feuville_game import FeuvilleScene
from favelas_app.ui.scenes.feuville_layout import ChoiceRow


@pytest.fixture
def app(home: Path) -> App:
    return App(Settings(animation_speed="off", volume=0.0), persist=False)


def _staged(app: App, name: str) -> FeuvilleScene:
    staging.stage(app, name)
    scene = app.scenes.top
    assert isinstance(scene, FeuvilleScene)
    return scene


@pytest.mark.parametrize(
    "name",
    ["feuville", "feuville_build", "feuville_evaluate", "feuville_fire", "feuville_publican"],
)
def test_each_staged_moment_asks_the_person_at_the_screen(app: App, name: str) -> None:
    """Nothing is still being shown: the prompt asks, the first choice has the focus."""
    scene = _staged(app, name)
    assert scene.human_turn() and scene.prompt_text()
    rows = [w for w in scene.form.widgets if isinstance(w, ChoiceRow)]
    assert rows and all(row.action in scene.legal() for row in rows)
    assert scene.form.focused is rows[0]


def test_the_dragon_s_fire_lights_the_columns_that_may_burn(app: App) -> None:
    scene = _staged(app, "feuville_fire")
    burns = {a.x for a in scene.legal() if isinstance(a, Burn)}
    hints = scene._town_hints(scene.shown)[scene.decider]
    assert burns and hints.burnable == burns


def test_d_picks_a_die_and_the_list_holds_only_its_choices(app: App) -> None:
    scene = _staged(app, "feuville")
    scene.pick_die(None)
    press(app, pygame.K_d)
    assert scene.die is not None
    assert all(feuville_aim.die_of(a) in (None, scene.die) for a in scene.options())
    press(app, pygame.K_BACKSPACE)
    assert scene.die is None and scene.options() == scene.legal()


def test_a_spot_of_several_actions_lists_them(app: App) -> None:
    """Early in a turn, with no die picked, a spot both dice may take (a fairy slot) is
    offered twice: the list narrows to those actions."""
    staging.clear(app)
    states = staging._feuville_game(staging.FEUVILLE_SEED)
    scene = staging._feuville_scene(
        app, states.index(staging.feuville_positions()["feuville_early"])
    )
    view, legal = scene.shown, scene.legal()
    spaces = scene.board.layout.spaces
    spots = [s for s in spaces if len(feuville_aim.on_board(view, legal, s, None)) > 1]
    assert spots
    click(app, scene.board.spot_rect(spots[0]).center)
    assert list(scene.narrow) == feuville_aim.on_board(view, legal, spots[0], None)
    listed = [w.action for w in scene.form.widgets if isinstance(w, ChoiceRow)]
    assert listed == list(scene.narrow)[: scene.layout.rows()]
