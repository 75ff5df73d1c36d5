"""Holi's results: a row per category with the engine's points, totals and winners from
game.scores and game.outcome, a tie's explanation, the final tower beside the table, and
Play again starting the same Holi table anew."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from ui_input import click, frames

from favelas_app.core.fuzz import play_random_game
from favelas_app.core.protocol import Setup
from favelas_app.core.saves import HUMAN
from favelas_app.core.settings import Settings
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.scoring import CATEGORIES
from favelas_app.games.holi.state import HoliState
from favelas_app.ui import session as session_module
from favelas_app.ui.app import App
from favelas_app.ui.scene import Scene
from favelas_app.ui.scenes.results import ResultsScene
from favelas_app.ui.session import Session
from favelas_app.ui.theme import LOGICAL_SIZE

NAMES = ("Ana", "Bruno", "Carla Maria Souza", "Dé")
RIVALRY = {"rivalry": ["summit", "splash", "column"]}
SEATS = (HUMAN, "easy", HUMAN, "hard")


class StubHoliScene(Scene):
    """Stands in for the Holi table: it only keeps the session Play again gave it."""

    def __init__(self, app: App, game_session: Session) -> None:
        super().__init__(app)
        self.session = game_session


@pytest.fixture
def app(home: Path) -> App:
    return App(Settings(), persist=False)


def finished(players: int = 4, seed: int = 3, options: dict | None = None) -> Session:
    record, _ = play_random_game(GAME, players, seed, check=False, options=options)
    setup = Setup(players, NAMES[:players], dict(options or {}))
    return Session(replace(record, setup=setup), SEATS[:players], save_to=None)


def open_results(app: App, session: Session) -> ResultsScene:
    scene = ResultsScene(app, session)
    app.scenes.push(scene)
    frames(app, 1)
    return scene


def tied(session: Session) -> HoliState:
    """The two best players level on points, by direct hits given to the second."""
    state = session.state.copy()
    totals = [score.total for score in GAME.scores(state)]
    first, second = sorted(range(state.players), key=lambda p: -totals[p])[:2]
    hits = list(state.hit_points)
    hits[second] += totals[first] - totals[second]
    state.hit_points = tuple(hits)
    session.controller.state = state
    return state


def test_every_category_with_the_engines_points_and_the_total(app: App) -> None:
    session = finished(options=RIVALRY)
    scores = GAME.scores(session.state)
    scene = open_results(app, session)
    assert scene.part.by_category
    english = [app.text(key) for key in CATEGORIES]
    assert [row.heading for row in scene.columns] == [*english, "Total"]
    for i, row in enumerate(scene.columns[:-1]):
        assert row.values == tuple(score.breakdown[i][1] for score in scores)
    assert scene.columns[-1].values == tuple(score.total for score in scores)


def test_without_rivalry_cards_there_is_no_rivalry_row(app: App) -> None:
    scene = open_results(app, finished())
    assert "Rivalry cards" not in [row.heading for row in scene.columns]
    assert scene.columns[-1].heading == "Total"


def test_the_winner_comes_first_and_is_named(app: App) -> None:
    session = finished()
    outcome = GAME.outcome(session.state)
    scene = open_results(app, session)
    assert outcome is not None and len(outcome.winners) == 1
    assert scene.headline == f"Winner: {NAMES[outcome.winners[0]]}"
    assert scene.order[0] == outcome.winners[0]
    totals = [GAME.scores(session.state)[p].total for p in scene.order]
    assert totals == sorted(totals, reverse=True)


def test_a_tie_is_explained(app: App) -> None:
    session = finished()
    state = tied(session)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.tiebreak is not None
    scene = open_results(app, session)
    assert scene.tiebreak == app.text(outcome.tiebreak)
    assert scene.tiebreak.startswith("Tied on points")
    assert " ".join(scene.tiebreak_lines) == scene.tiebreak
    assert scene.headline == f"Winner: {NAMES[outcome.winners[0]]}"


@pytest.mark.parametrize(("scale", "tie"), [(1.0, False), (1.3, False), (1.3, True)])
def test_table_and_tower_fit_side_by_side(app: App, scale: float, tie: bool) -> None:
    """Also at UI scale 1.3 with a tie explained over two lines above the table."""
    app.change_settings(ui_scale=scale)
    session = finished(options=RIVALRY)
    if tie:
        tied(session)
    scene = open_results(app, session)
    tower = scene.part.tower
    assert tower is not None
    canvas = pygame.Rect((0, 0), LOGICAL_SIZE)
    assert canvas.contains(scene.table) and canvas.contains(tower.rect)
    assert scene.table.right < tower.rect.left
    assert tower.rect.bottom < scene.form.widgets[0].rect.top
    assert scene.table.bottom < scene.form.widgets[0].rect.top


def test_the_tower_is_drawn(app: App) -> None:
    """The tower's area holds the players' colours once the screen is drawn."""
    scene = open_results(app, finished())
    app.draw()
    tower = scene.part.tower
    assert tower is not None
    area = app.canvas.subsurface(tower.rect)
    colours = {area.get_at((x, y))[:3] for x in range(0, area.get_width(), 3)
               for y in range(0, area.get_height(), 3)}  # fmt: skip
    assert len(colours) > 50


def test_play_again_starts_holi_with_the_same_seats_and_options(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(session_module.GAME_SCENES, "holi", "test_ui_results_holi:StubHoliScene")
    scene = open_results(app, finished(3, options=RIVALRY))
    click(app, scene.form.widgets[0].rect.center)
    table = app.scenes.top
    assert isinstance(table, StubHoliScene)
    record = table.session.controller.record
    assert record.game == "holi" and record.actions == ()
    assert record.setup == Setup(3, NAMES[:3], RIVALRY)
    assert table.session.seats == SEATS[:3]
    assert table.session.state.rivalry == tuple(RIVALRY["rivalry"])


def test_screenshot(app: App, shots: Path) -> None:
    """Saves a tied Holi game's results at UI scale 1.3 (FAVELAS_SHOTS keeps it)."""
    app.change_settings(ui_scale=1.3)
    session = finished(options=RIVALRY)
    tied(session)
    open_results(app, session)
    app.draw()
    path = shots / "results_holi_1.3_tied.png"
    pygame.image.save(app.canvas, path)
    assert path.stat().st_size > 0
