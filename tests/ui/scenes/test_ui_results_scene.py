"""The results screen after a finished game: winner, tie-breaks, the table, and its buttons."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from ui_input import click, frames, press

from favelas_app.core.fuzz import play_random_game
from favelas_app.core.protocol import Setup
from favelas_app.core.saves import HUMAN
from favelas_app.games.favelas.rules import GAME, TIEBREAK_SHARED, TIEBREAK_TALLEST
from favelas_app.games.favelas.state import FavelasState
from favelas_app.ui.app import App
from favelas_app.ui.scenes import results
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.results import ResultsScene
from favelas_app.ui.session import Session
from favelas_app.ui.theme import LOGICAL_SIZE

NAMES = ("Ana", "Bruno", "Carla Maria Souza", "Dé")


def finished_session(players: int = 3, seed: int = 11, names: tuple[str, ...] = NAMES) -> Session:
    record, _ = play_random_game(GAME, players, seed, check=False)
    record = replace(record, setup=Setup(players, names[:players]))
    return Session(record, [HUMAN] * players, save_to=None)


def tie(session: Session, shared: bool) -> FavelasState:
    """Players 0 and 1 tied on the most points; equally tall boards too when `shared`."""
    state = session.state.copy()
    best = max(state.track) + 1
    state.track = (best, best, *state.track[2:])
    if shared:
        state.boards = (state.boards[0], state.boards[0], *state.boards[2:])
    elif state.tallest(0) == state.tallest(1):
        state.boards = (state.boards[0], ((),) * len(state.boards[1]), *state.boards[2:])
    session.controller.state = state
    return state


def open_results(app: App, session: Session) -> ResultsScene:
    scene = ResultsScene(app, session)
    app.scenes.push(scene)
    frames(app, 1)
    return scene


def test_a_finished_game_shows_its_winner_first(app: App) -> None:
    session = finished_session()
    outcome = GAME.outcome(session.state)
    scene = open_results(app, session)
    winners = outcome.winners
    if len(winners) == 1:
        assert scene.headline == f"Winner: {NAMES[winners[0]]}"
    else:
        assert scene.headline.startswith("Shared victory: ")
    assert set(scene.order[: len(winners)]) == set(winners)
    totals = [session.game.scores(session.state)[p].total for p in scene.order]
    assert totals[len(winners) - 1 :] == sorted(totals[len(winners) - 1 :], reverse=True)


def test_the_table_adds_up(app: App) -> None:
    """Categories and years both sum to each player's total; three years are shown."""
    session = finished_session(4, seed=5)
    scene = open_results(app, session)
    headings = [column.heading for column in scene.columns]
    assert headings[:6] == ["Blue", "Purple", "Yellow", "Green", "Red", "5 colours"]
    assert headings[6:] == ["1", "2", "3", "Total"]
    for p in range(4):
        categories = sum(column.values[p] for column in scene.columns[:6])
        years = sum(column.values[p] for column in scene.columns[6:9])
        assert categories == years == scene.columns[9].values[p] == session.state.track[p]


def test_a_tie_broken_by_the_tallest_stack_is_explained(app: App) -> None:
    session = finished_session()
    state = tie(session, shared=False)
    assert GAME.outcome(state).tiebreak == TIEBREAK_TALLEST
    scene = open_results(app, session)
    winner = 0 if state.tallest(0) > state.tallest(1) else 1
    assert scene.headline == f"Winner: {NAMES[winner]}"
    assert scene.tiebreak == "Tied on points: the tallest stack of tiles wins."
    assert scene.columns[-1].heading == "Tallest stack"
    assert scene.columns[-1].values == tuple(state.tallest(p) for p in range(3))
    assert scene.order[:2] == [winner, 1 - winner]


def test_a_shared_victory_names_both(app: App) -> None:
    session = finished_session()
    state = tie(session, shared=True)
    assert GAME.outcome(state) is not None and GAME.outcome(state).tiebreak == TIEBREAK_SHARED
    scene = open_results(app, session)
    assert scene.headline == "Shared victory: Ana, Bruno"
    assert scene.tiebreak == "Tied on points and on the tallest stack: a shared victory."
    assert scene.order[:2] == [0, 1]


def test_no_tie_no_tallest_column(app: App) -> None:
    session = finished_session()
    state = session.state.copy()
    state.track = (100, *state.track[1:])
    session.controller.state = state
    scene = open_results(app, session)
    assert scene.tiebreak == "" and scene.columns[-1].heading == "Total"


def test_play_again_keeps_names_and_seats(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    monkeypatch.setattr(results, "start_game", lambda *args, **options: calls.append(args))
    session = finished_session()
    scene = open_results(app, session)
    click(app, scene.form.widgets[0].rect.center)
    assert calls == [(app, "favelas", NAMES[:3], (HUMAN,) * 3)]
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert len(calls) == 2


def test_main_menu_by_keyboard_mouse_and_escape(app: App) -> None:
    session = finished_session()
    for route in ("keys", "mouse", "escape"):
        scene = open_results(app, session)
        if route == "keys":
            press(app, pygame.K_RIGHT)
            press(app, pygame.K_SPACE)
        elif route == "mouse":
            click(app, scene.form.widgets[1].rect.center)
        else:
            press(app, pygame.K_ESCAPE)
        assert isinstance(app.scenes.top, MainMenuScene)
        assert len(app.scenes.scenes) == 1


@pytest.mark.parametrize("scale", [0.9, 1.0, 1.3])
def test_four_players_fit_at_every_size(app: App, scale: float) -> None:
    app.change_settings(ui_scale=scale)
    session = finished_session(4, seed=3)
    tie(session, shared=False)
    scene = open_results(app, session)
    canvas = pygame.Rect((0, 0), LOGICAL_SIZE)
    assert canvas.contains(scene.table)
    assert scene.table.bottom < scene.form.widgets[0].rect.top
    assert all(canvas.contains(button.rect) for button in scene.form.widgets)
    small = app.fonts.get("small", True)
    for column in scene.columns:
        lines = scene._heading_lines(column)
        assert len(lines) <= 2 and all(small.size(line)[0] < column.width for line in lines)
    app.change_settings(ui_scale=1.0)  # a relayout keeps the focus
    assert scene.form.focus == 0


@pytest.mark.parametrize(("scale", "shared"), [(1.0, False), (1.3, True), (1.3, False)])
def test_screenshot(app: App, shots: Path, scale: float, shared: bool) -> None:
    """Saves the screen with a tie-break (FAVELAS_SHOTS keeps it)."""
    app.change_settings(ui_scale=scale)
    session = finished_session(4 if scale > 1 else 3)
    tie(session, shared)
    open_results(app, session)
    path = shots / f"results_{scale}_{'shared' if shared else 'tallest'}.png"
    pygame.image.save(app.window, path)
    assert path.stat().st_size > 0


def test_names_from_a_broken_save_draw_in_the_table(app: App) -> None:
    """A NUL, a lone surrogate and a million-character name are measured, cut and drawn."""
    session = finished_session(names=("Ana\x00", "\ud800", "C" * 1_000_000))
    start = time.perf_counter()
    open_results(app, session)
    frames(app, 5)
    assert time.perf_counter() - start < 1.0
