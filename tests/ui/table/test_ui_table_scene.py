"""The shared table, at the Favelas table: the log rebuilt from the record and told in the
current language, scrolling back over the whole game; undo taking its line away with a
notice; the focus on the next thing to do; a refusal beside the pointer; the last move kept
marked until another seat acts. Driven by injected input."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_input import click, frames, move, press, wheel, widget_keyed

from favelas_app.core.saves import HUMAN
from favelas_app.core.settings import Settings
from favelas_app.games.favelas import describe
from favelas_app.games.favelas.actions import PlaceTile
from favelas_app.games.favelas.components import BOARD_CELLS
from favelas_app.games.favelas.state import Step
from favelas_app.ui import theme
from favelas_app.ui.app import App
from favelas_app.ui.scenes.favelas_game import FavelasScene
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.pause import PauseScene
from favelas_app.ui.scenes.year_end import YearEndScene
from favelas_app.ui.session import start_game


@pytest.fixture
def app(home: Path) -> App:
    app = App(Settings(animation_speed="off", volume=0.0), persist=True)
    app.scenes.push(MainMenuScene(app))
    return app


def _table(app: App, seats: tuple[str, ...] = (HUMAN, HUMAN, HUMAN)) -> FavelasScene:
    start_game(app, "favelas", ["Ana", "Bruno", "Carla"][: len(seats)], seats, seed=11)
    scene = app.scenes.top
    assert isinstance(scene, FavelasScene)
    frames(app, 2)
    return scene


def _point_of(scene: FavelasScene, cell: tuple[int, int]) -> tuple[int, int]:
    houses = scene.state.boards[scene.player]
    x, y = scene.boards.top_centre(cell, len(houses[BOARD_CELLS.index(cell)]))
    return round(x), round(y)


def _play_turns(app: App, scene: FavelasScene, turns: int) -> None:
    """Whole turns of whoever decides, by the first legal action, through the scene."""
    for _ in range(turns):
        player = scene.player
        for _ in range(200):
            if isinstance(app.scenes.top, YearEndScene):
                press(app, pygame.K_RETURN)
            elif not scene.busy and scene.state.decision is not None:
                if scene.player != player:
                    break
                scene.act(scene.session.game.legal_actions(scene.state)[0])
            frames(app, 1)


def _told(app: App, scene: FavelasScene) -> list[str]:
    setup = scene.session.controller.record.setup
    return scene.log.told(app.catalog, setup, describe.event_text)


def test_continue_starts_with_the_whole_log_rebuilt_from_the_record(app: App) -> None:
    """Continue opens a new scene on the autosave: its log holds every line of the game so
    far, as the table that played it told them."""
    scene = _table(app)
    _play_turns(app, scene, 3)
    played = _told(app, scene)
    assert len(played) >= 6
    app.scenes.reset(MainMenuScene(app))
    frames(app, 1)
    (resume,) = [w for w in app.scenes.top.form.widgets if w.text == app.text("menu.continue")]
    click(app, resume.rect.center)
    resumed = app.scenes.top
    assert isinstance(resumed, FavelasScene) and resumed is not scene
    assert _told(app, resumed) == played


def test_after_a_language_switch_every_earlier_line_is_told_in_the_new_language(
    app: App,
) -> None:
    """Switching to German retells the lines already in the log in German."""
    scene = _table(app)
    _play_turns(app, scene, 2)
    english = _told(app, scene)
    app.change_settings(language="de")
    german = _told(app, scene)
    setup = scene.session.controller.record.setup
    expected = [
        describe.event_text(app.catalog, e.state, e.event, setup) for e in scene.log.entries
    ]
    assert german == [line for line in expected if line]
    assert len(german) == len(english) and german != english


def test_the_log_scrolls_back_to_the_first_line_of_the_game(app: App) -> None:
    """Page Up, or the wheel over the prompt panel, reads back to the game's first line;
    Page Down comes back to the newest. The wheel elsewhere does not scroll the log."""
    scene = _table(app)
    _play_turns(app, scene, 6)
    told = _told(app, scene)
    font = app.fonts.get("small")
    area = scene.prompt_rect()
    assert told[0] not in scene.log.visible(font, told, area)[0]
    move(app, scene.layout.council.center)
    wheel(app, 3)
    assert scene.log.scroll == 0
    move(app, area.center)
    wheel(app, 3)
    assert scene.log.scroll == 3
    press(app, pygame.K_PAGEUP, times=len(told))
    _, first, _ = scene.log.visible(font, told, area)
    assert first == 0
    press(app, pygame.K_PAGEDOWN, times=len(told))
    assert scene.log.visible(font, told, area)[2] == len(told)


def test_undo_takes_the_line_away_and_says_so_as_a_notice_not_an_error(app: App) -> None:
    """Taking a supply tile adds a line; Undo removes it again, and the prompt tells that
    the step was taken back in the notice colour, with no refusal bubble."""
    scene = _table(app)
    before = _told(app, scene)
    click(app, widget_keyed(scene, "supply0").rect.center)
    frames(app, 1)
    assert len(_told(app, scene)) == len(before) + 1
    press(app, pygame.K_u)
    assert _told(app, scene) == before
    text, colour = scene.notice()
    assert text == app.text("table.undone") and colour != theme.BAD
    assert scene.note is not None and scene.note.refusal is None


def test_after_each_step_the_focus_is_on_the_next_thing_to_do_never_on_menu(app: App) -> None:
    """When the next person's turn begins the focus is on the first tile they may take, so
    Enter takes it (it used to open the pause menu); while placing nothing is focused."""
    scene = _table(app)
    _play_turns(app, scene, 1)
    frames(app, 2)
    assert scene.human_turn() and scene.state.step is Step.SOURCE
    assert scene.form.focused is not None and scene.form.focused.key == "supply0"
    press(app, pygame.K_RETURN)
    assert not isinstance(app.scenes.top, PauseScene)
    assert scene.state.step is Step.PLACE
    frames(app, 1)
    assert scene.form.focused is None


def test_with_an_ai_between_turns_the_focus_still_lands_on_the_next_choice(app: App) -> None:
    """After the AI's move, the person's turn starts focused on a tile, not on Menu."""
    scene = _table(app, (HUMAN, "easy"))
    for _ in range(2000):
        if scene.human_turn() and scene.state.step is Step.SOURCE and scene.log.entries:
            break
        if isinstance(app.scenes.top, YearEndScene):
            press(app, pygame.K_RETURN)
        elif scene.human_turn():
            scene.act(scene.session.game.legal_actions(scene.state)[0])
        frames(app, 1)
    frames(app, 1)
    assert scene.form.focused is not None and scene.form.focused.key == "supply0"


def test_a_refused_placement_is_explained_beside_the_pointer(app: App, shots: Path) -> None:
    """A click on a spot the tile cannot go puts the reason in a bubble at the pointer (the
    side panel still says it too)."""
    scene = _table(app)
    click(app, widget_keyed(scene, "supply0").rect.center)
    while scene.direction != 0:
        press(app, pygame.K_r)
    edge = _point_of(scene, (3, 0))  # a tile facing east hangs off the board there
    near = pygame.Rect(0, 0, 700, 240)
    near.center = edge
    near = near.clip(app.canvas.get_rect())

    def warned() -> bool:
        """Some of the bubble's border colour is drawn near the pointer."""
        area = app.canvas.subsurface(near)
        return pygame.mask.from_threshold(area, theme.BAD, (2, 2, 2, 255)).count() > 0

    move(app, edge)
    assert not warned()
    click(app, edge)
    reason = app.text("favelas.illegal.off_board")
    assert scene.note is not None and scene.note.at == edge
    assert scene.notice_text() == reason
    assert warned()
    pygame.image.save(app.canvas, shots / "table_refusal_bubble.png")


def test_the_last_move_stays_marked_until_the_next_seat_acts(app: App, shots: Path) -> None:
    """After the first person's turn their board stays large, their tile marked, while the
    next person chooses; when that person takes a tile their board comes forward and the
    mark goes."""
    scene = _table(app)
    first = scene.player
    _play_turns(app, scene, 1)
    nxt = scene.player
    assert nxt != first and scene.featured == first
    placed = [a for a in scene.session.controller.record.actions if isinstance(a, PlaceTile)]
    assert placed and scene._hints(first, True).marked
    pygame.image.save(app.canvas, shots / "table_last_move.png")
    click(app, widget_keyed(scene, "supply0").rect.center)
    frames(app, 1)
    assert scene.featured == nxt
    assert not scene._hints(first, False).marked
