"""A whole game of Feuville for two people and an AI, from the main menu to the results
screen, played only through injected mouse and keyboard events at the positions the
renderers report: dice picked in the tray then a lit board spot clicked, columns clicked in
the town, every other choice clicked or tabbed to in the list of choices (paging through
it), every hand-off confirmed, the dragon's fire and the Publican's round included; then the
record replays to the same state."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_input import button_labelled, click, frames, press

from favelas_app.core.record import replay
from favelas_app.core.rng import Rng
from favelas_app.core.saves import HUMAN
from favelas_app.core.settings import Settings
from favelas_app.games.feuville.state import GNOME
from favelas_app.ui import session as session_module
from favelas_app.ui.app import App
from favelas_app.ui.render.feuville_board import GNOME_SPOT, choices
from favelas_app.ui.render.feuville_skyline import TownSpot
from favelas_app.ui.scenes import feuville_aim
from favelas_app.ui.scenes.feuville_game import FeuvilleScene
from favelas_app.ui.scenes.feuville_layout import ChoiceRow
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.results import ResultsScene
from favelas_app.ui.scenes.setup import SetupScene
from favelas_app.ui.table.handoff import HandoffScene
from favelas_app.ui.widgets import Choice

SEED = 2027
MAX_STEPS = 20000


@pytest.fixture
def app(home: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setattr(session_module.secrets, "randbelow", lambda _: SEED)
    settings = Settings(window_width=1600, window_height=900, animation_speed="fast", volume=0.0)
    app = App(settings, persist=True)
    app.scenes.push(MainMenuScene(app))
    frames(app, 2)
    return app


def _start(app: App) -> FeuvilleScene:
    """Menu → New game → Feuville, three seats: two people and an easy AI → Start."""
    click(app, button_labelled(app.scenes.top, app.text("menu.new_game")).rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    while setup.game != "feuville":  # the rows move as each game's options come and go
        game = setup.form.widgets[0]
        click(app, (game.rect.right - 10, game.rect.centery))
    while len(_seat_kinds(setup)) < 3:
        players = setup.form.widgets[1]
        click(app, (players.rect.right - 10, players.rect.centery))
    for seat, wanted in enumerate((HUMAN, HUMAN, "easy")):
        while setup.kind(seat) != wanted:
            kind = _seat_kinds(setup)[seat]
            click(app, (kind.rect.left + 10, kind.rect.centery))
    click(app, button_labelled(setup, app.text("setup.start")).rect.center)
    frames(app, 1)
    scene = app.scenes.scenes[1]
    assert isinstance(scene, FeuvilleScene)
    return scene


def _seat_kinds(setup: SetupScene) -> list[Choice]:
    """Each seat's choice of a person or an AI level (the unlabelled choices)."""
    return [w for w in setup.form.widgets if isinstance(w, Choice) and w.label == ""]


def _by_board(app: App, scene: FeuvilleScene, action) -> bool:
    """Picks the action's die in the tray (or the gnome), then clicks the one lit spot that
    takes it; False when the board does not lead to this action alone."""
    die = feuville_aim.die_of(action)
    view, legal = scene.shown, scene.legal()
    spots = choices(view, [action], die) - {GNOME_SPOT}
    if die is None or len(spots) != 1:
        return False
    (spot,) = spots
    if feuville_aim.on_board(view, legal, spot, die) != [action]:
        return False
    if die == GNOME:
        click(app, scene.board.spot_rect(GNOME_SPOT).center)
    else:
        click(app, scene.board.die_position(die, None))
    assert scene.die == die
    click(app, scene.board.spot_rect(spot).center)
    return True


def _by_town(app: App, scene: FeuvilleScene, action) -> bool:
    """Clicks the column of the deciding town that leads to this action alone."""
    x = getattr(action, "x", None)
    if x is None:
        return False
    decider, view = scene.decider, scene.shown
    spot = TownSpot("build", x, feuville_aim.level_at(view, decider, x))
    if feuville_aim.in_town(scene.legal(), decider, decider, spot) != [action]:
        return False
    town = scene.towns.town(decider, decider)
    centre = town.spot_centre(spot, view, decider)
    if not town.area.move(town.rect.topleft).collidepoint(centre):
        return False  # scrolled out of sight: the list has it
    click(app, centre)
    return True


def _by_list(app: App, scene: FeuvilleScene, action, keys: bool) -> None:
    """Pages through the list of choices to the action's row, then clicks it or tabs to it
    and presses Enter."""
    for _ in range(100):
        rows = [w for w in scene.form.widgets if isinstance(w, ChoiceRow) and w.action == action]
        if rows:
            break
        click(app, next(w for w in scene.form.widgets if w.key == "more").rect.center)
    else:
        pytest.fail(f"{action} is not in the list")
    if not keys:
        click(app, rows[0].rect.center)
        return
    for _ in range(len(scene.form.widgets) + 1):
        focused = scene.form.focused
        if isinstance(focused, ChoiceRow) and focused.action == action:
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)


def _act(app: App, scene: FeuvilleScene, action, turn: int) -> None:
    if turn % 3 == 0 and (_by_board(app, scene, action) or _by_town(app, scene, action)):
        return
    _by_list(app, scene, action, keys=turn % 4 == 1)


def test_two_people_and_an_ai_play_a_whole_game_of_feuville_by_mouse_and_keys(
    app: App, shots: Path
) -> None:
    """Every step by injected input; each person gets the screen through the hand-off;
    the dragon's fire and the Publican's round are decided at the screen; the game ends on
    the results screen and its record replays to the same state."""
    scene = _start(app)
    rng = Rng.from_seed(SEED)
    seen: set[str] = set()
    handoffs = turn = 0
    for _ in range(MAX_STEPS):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandoffScene):
            _shoot(app, shots, "feuville_handoff", seen)
            handoffs += 1
            if handoffs % 2:
                press(app, pygame.K_RETURN)
            else:
                click(app, top.form.widgets[0].rect.center)
            continue
        assert top is scene
        if not scene.human_turn():
            frames(app, 1)
            continue
        assert scene.at_screen == scene.deciding
        legal = scene.legal()
        action = rng.choice(legal)
        state = scene.state
        kind = state.tasks[0].kind.name.lower() if state.tasks else "turn"
        before = len(scene.session.controller.record.actions)
        _shoot(app, shots, f"feuville_{kind}", seen)
        _act(app, scene, action, turn)
        frames(app, 1)
        record = scene.session.controller.record
        assert len(record.actions) == before + 1 and record.actions[-1] == action
        turn += 1
    else:
        pytest.fail("the game did not reach the results screen")
    _shoot(app, shots, "feuville_results", seen)
    state = scene.session.state
    assert scene.session.game.is_over(state)
    record = scene.session.controller.record
    assert replay(scene.session.game, record.setup, record.seed, record.actions) == state
    assert handoffs >= 2 and {"feuville_turn", "feuville_place_tile"} <= seen
    assert {"feuville_fire", "feuville_publican_pick", "feuville_great_selection"} <= seen


def _shoot(app: App, shots: Path, name: str, seen: set[str]) -> None:
    if name not in seen:
        seen.add(name)
        pygame.image.save(app.canvas, shots / f"{name}.png")
