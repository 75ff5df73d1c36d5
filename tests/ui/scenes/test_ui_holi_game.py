"""A whole game of Holi for two people and an AI, from the main menu to the results screen,
played only through injected mouse and keyboard events at the positions the renderers
report: cards clicked in the hand, turned by the wheel or R, laid by pointing at the tower,
moves and pawn starts by clicking squares or walking the cursor with the arrows, Climb and
End turn by their buttons or keys, every hand-off confirmed; then the record replays to the
same state."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_input import button_labelled, click, frames, move, press, wheel, widget_keyed

from favelas_app.core.record import replay
from favelas_app.core.rng import Rng
from favelas_app.core.saves import HUMAN
from favelas_app.core.settings import Settings
from favelas_app.games.holi.actions import (
    Climb,
    EndTurn,
    Move,
    PlacePawn,
    ThrowFaceDown,
    ThrowFaceUp,
)
from favelas_app.ui import session as session_module
from favelas_app.ui.app import App
from favelas_app.ui.scenes import holi_aim
from favelas_app.ui.scenes.dialog import ConfirmDialog
from favelas_app.ui.scenes.holi_game import HoliScene
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.results import ResultsScene
from favelas_app.ui.scenes.setup import SetupScene
from favelas_app.ui.table.handoff import HandoffScene
from favelas_app.ui.widgets import Choice

SEED = 2027
MAX_STEPS = 6000


def _point(scene: HoliScene, square: tuple[int, int]) -> tuple[int, int]:
    x, y = scene.tower.centre(scene.focus_floor, *square)
    return round(x), round(y)


def _walk(app: App, scene: HoliScene, square: tuple[int, int]) -> None:
    """Walks the tower's cursor with the arrow keys to `square`."""
    if scene.cursor is None:
        press(app, pygame.K_RIGHT)
    while scene.cursor[1] != square[1]:
        press(app, pygame.K_DOWN if scene.cursor[1] < square[1] else pygame.K_UP)
    while scene.cursor[0] != square[0]:
        press(app, pygame.K_RIGHT if scene.cursor[0] < square[0] else pygame.K_LEFT)


def _on_square(app: App, scene: HoliScene, square: tuple[int, int], turn: int) -> None:
    """Acts on `square`: a click there, or every fifth time the arrow keys and Enter."""
    if turn % 5 == 0:
        _walk(app, scene, square)
        press(app, pygame.K_RETURN)
    else:
        move(app, _point(scene, square))
        assert scene.cursor == square
        click(app, _point(scene, square))


def _pick(app: App, scene: HoliScene, card: str) -> None:
    if scene.card == card:
        return
    if scene.card is not None:  # put the other card back first
        click(
            app,
            widget_keyed(
                scene, f"card{scene.shown.hands[scene.at_screen].index(scene.card)}"
            ).card.center,
        )
    index = scene.shown.hands[scene.at_screen].index(card)
    click(app, widget_keyed(scene, f"card{index}").card.center)
    assert scene.card == card


def _unpick(app: App, scene: HoliScene) -> None:
    if scene.card is not None:
        hand = scene.shown.hands[scene.at_screen]
        click(app, widget_keyed(scene, f"card{hand.index(scene.card)}").card.center)
    assert scene.card is None


def _act(app: App, scene: HoliScene, action, turn: int) -> None:
    if isinstance(action, PlacePawn):
        _on_square(app, scene, (action.x, action.y), turn)
    elif isinstance(action, ThrowFaceUp):
        _pick(app, scene, action.card)
        while scene.rotation != action.rotation:
            if turn % 2:
                wheel(app, -1)
            else:
                press(app, pygame.K_r)
        centre = holi_aim.centre_for(
            action.card, action.rotation, action.anchor, scene.pawn_square()
        )
        spot = holi_aim.on_floor(centre)  # a middle past the edge: aimed at from the edge
        move(app, _point(scene, spot))
        assert scene._hints().ghost is not None and scene._hints().ghost.legal
        click(app, _point(scene, spot))
    elif isinstance(action, ThrowFaceDown):
        _pick(app, scene, action.card)
        click(app, widget_keyed(scene, "face_down").rect.center)
        assert scene.face_down
        _on_square(app, scene, (action.x, action.y), turn)
    elif isinstance(action, Move):
        _unpick(app, scene)
        _on_square(app, scene, (action.x, action.y), turn)
    elif isinstance(action, Climb):
        if turn % 2:
            click(app, widget_keyed(scene, "climb").rect.center)
        else:
            press(app, pygame.K_c)
    elif isinstance(action, EndTurn):
        if turn % 3 == 0:
            press(app, pygame.K_e)
        else:
            click(app, widget_keyed(scene, "end").rect.center)


def _reachable(scene: HoliScene, action):
    """The action the table makes of `action`: a face-up throw short of tokens leaves the
    first legal choice of squares empty."""
    if isinstance(action, ThrowFaceUp):
        centre = holi_aim.centre_for(
            action.card, action.rotation, action.anchor, scene.pawn_square()
        )
        return holi_aim.face_up_at(
            scene.legal(), action.card, action.rotation, centre, scene.pawn_square()
        )
    return action


@pytest.fixture
def app(home: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setattr(session_module.secrets, "randbelow", lambda _: SEED)
    settings = Settings(window_width=1600, window_height=900, animation_speed="fast", volume=0.0)
    app = App(settings, persist=True)
    app.scenes.push(MainMenuScene(app))
    frames(app, 2)
    return app


def _start(app: App) -> HoliScene:
    """Menu → New game → Holi, three seats: two people and an easy AI → Start."""
    click(app, button_labelled(app.scenes.top, app.text("menu.new_game")).rect.center)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    game = setup.form.widgets[0]
    while setup.game != "holi":
        click(app, (game.rect.right - 10, game.rect.centery))
    players = setup.form.widgets[1]
    click(app, (players.rect.right - 10, players.rect.centery))  # 2 → 3 seats
    kinds = [w for w in setup.form.widgets if isinstance(w, Choice) and w.label == ""]
    assert len(kinds) == 3
    click(app, (kinds[1].rect.left + 10, kinds[1].rect.centery))  # medium → easy → person
    click(app, (kinds[1].rect.left + 10, kinds[1].rect.centery))
    click(app, (kinds[2].rect.left + 10, kinds[2].rect.centery))  # medium → easy
    assert [setup.kind(seat) for seat in range(3)] == [HUMAN, HUMAN, "easy"]
    click(app, button_labelled(setup, app.text("setup.start")).rect.center)
    frames(app, 1)
    scene = app.scenes.scenes[1]
    assert isinstance(scene, HoliScene)
    return scene


def test_two_people_and_an_ai_play_a_whole_game_of_holi_by_mouse_and_keys(
    app: App, shots: Path
) -> None:
    """Every step by injected input; each person gets the screen through the hand-off;
    the game ends on the results screen and its record replays to the same state."""
    scene = _start(app)
    rng = Rng.from_seed(SEED)
    seen: set[str] = set()
    handoffs = confirms = turn = 0
    for _ in range(MAX_STEPS):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandoffScene):
            _shoot(app, shots, "holi_handoff", seen)
            handoffs += 1
            if handoffs % 2:
                press(app, pygame.K_RETURN)
            else:
                click(app, top.form.widgets[0].rect.center)
            continue
        if isinstance(top, ConfirmDialog):
            _shoot(app, shots, "holi_confirm", seen)
            confirms += 1
            press(app, pygame.K_LEFT)  # from No (the default) to Yes
            press(app, pygame.K_RETURN)
            continue
        assert top is scene
        if not scene.human_turn():
            frames(app, 1)
            continue
        assert scene.hand_seat() == scene.deciding  # only the deciding person's cards
        legal = scene.legal()
        action = _reachable(scene, rng.choice(legal))
        assert action in legal
        before = len(scene.session.controller.record.actions)
        _shoot(app, shots, f"holi_{type(action).__name__.lower()}", seen)
        _act(app, scene, action, turn)
        frames(app, 1)
        while isinstance(app.scenes.top, ConfirmDialog):
            confirms += 1
            press(app, pygame.K_LEFT)
            press(app, pygame.K_RETURN)
        record = scene.session.controller.record
        assert len(record.actions) == before + 1 and record.actions[-1] == action
        turn += 1
    else:
        pytest.fail("the game did not reach the results screen")
    _shoot(app, shots, "holi_results", seen)
    state = scene.session.state
    assert scene.session.game.is_over(state)
    record = scene.session.controller.record
    assert replay(scene.session.game, record.setup, record.seed, record.actions) == state
    assert handoffs >= 2 and {"holi_placepawn", "holi_throwfaceup", "holi_endturn"} <= seen


def _shoot(app: App, shots: Path, name: str, seen: set[str]) -> None:
    if name not in seen:
        seen.add(name)
        pygame.image.save(app.canvas, shots / f"{name}.png")
