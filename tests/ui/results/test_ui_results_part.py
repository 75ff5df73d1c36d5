"""The generic results part, as a game without its own (Feuville) gets it: a column per
category in the engine's order with its points, then the total, players as rows; with no
scene to play it on, Main menu is the only way on."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from ui_input import frames

from favelas_app.core.fuzz import play_random_game
from favelas_app.core.protocol import Setup
from favelas_app.core.saves import HUMAN
from favelas_app.core.settings import Settings
from favelas_app.games.feuville.rules import GAME
from favelas_app.ui import session as session_module
from favelas_app.ui.app import App
from favelas_app.ui.results.part import ResultsPart
from favelas_app.ui.scenes.results import ResultsScene
from favelas_app.ui.session import Session

NAMES = ("Ana", "Bruno", "Carla")


@pytest.fixture
def app(home: Path) -> App:
    return App(Settings(), persist=False)


def finished() -> Session:
    record, _ = play_random_game(GAME, 3, 5, check=False)
    return Session(replace(record, setup=Setup(3, NAMES)), (HUMAN,) * 3)


def test_feuville_gets_a_table_of_its_categories(app: App) -> None:
    session = finished()
    scores = GAME.scores(session.state)
    outcome = GAME.outcome(session.state)
    scene = ResultsScene(app, session)
    app.scenes.push(scene)
    frames(app, 1)
    assert type(scene.part) is ResultsPart and not scene.part.by_category
    keys = [key for key, _ in scores[0].breakdown]
    assert [c.heading for c in scene.columns] == [*(app.text(k) for k in keys), "Total"]
    for i, column in enumerate(scene.columns[:-1]):
        assert column.values == tuple(score.breakdown[i][1] for score in scores)
    assert scene.columns[-1].values == tuple(score.total for score in scores)
    assert outcome is not None and set(scene.order[: len(outcome.winners)]) == set(outcome.winners)


def test_a_game_without_a_scene_offers_no_play_again(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Feuville, its scene taken out of GAME_SCENES, stands for a game without a screen."""
    monkeypatch.delitem(session_module.GAME_SCENES, "feuville")
    scene = ResultsScene(app, finished())
    assert [button.text for button in scene.form.widgets] == ["Main menu"]
