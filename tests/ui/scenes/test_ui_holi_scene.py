"""The Holi table's own behaviour: the ghost follows the pointer and turns, an illegal spot
is explained at the pointer, face down only when the rules allow it, a warning and a
question before a move that ends the player's own game, and only the seat at the screen
has its hand drawn."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_input import click, frames, move, press, wheel

from favelas_app.core.settings import Settings
from favelas_app.games.holi.actions import Move
from favelas_app.ui import staging
from favelas_app.ui.app import App
from favelas_app.ui.render.holi_cards import HandRenderer
from favelas_app.ui.scenes import holi_aim
from favelas_app.ui.scenes.dialog import ConfirmDialog
from favelas_app.ui.scenes.holi_game import HoliScene


@pytest.fixture
def app(home: Path) -> App:
    return App(Settings(animation_speed="off", volume=0.0), persist=False)


def _point(scene: HoliScene, square: tuple[int, int]) -> tuple[int, int]:
    x, y = scene.tower.centre(scene.focus_floor, *square)
    return round(x), round(y)


def _early(app: App) -> HoliScene:
    staging.stage(app, "holi_face_down")  # the early position, a card picked
    scene = app.scenes.top
    assert isinstance(scene, HoliScene)
    scene.pick(scene.card)  # put back: each test picks its own
    return scene


def test_the_ghost_follows_the_pointer_and_turns_with_the_wheel_and_r(app: App) -> None:
    """A picked card's pattern lies under the pointer; the wheel and R turn it a quarter."""
    scene = _early(app)
    staging._holi_pick(scene)
    scene.rotation = 0
    for square in ((2, 2), (3, 3)):
        move(app, _point(scene, square))
        ghost = scene._hints().ghost
        expected = holi_aim.pattern(scene.card, 0, holi_aim.aim(set(), square))
        assert ghost is not None and set(ghost.squares) == {
            s for s in expected if min(s) >= 0 and max(s) < 6
        }
    wheel(app, -1)
    assert scene.rotation == 1
    press(app, pygame.K_r)
    assert scene.rotation == 2
    ghost = scene._hints().ghost
    assert ghost is not None
    assert set(ghost.squares) <= set(holi_aim.pattern(scene.card, 2, (3, 3)))


def test_an_illegal_spot_is_explained_at_the_pointer(app: App, shots: Path) -> None:
    """Clicking where the card cannot lie changes nothing and shows the reason beside the
    pointer and in the prompt."""
    scene = _early(app)
    staging._holi_pick(scene)
    far = (5, 5) if scene.pawn_square()[0] < 3 else (0, 0)
    actions = len(scene.session.controller.record.actions)
    click(app, _point(scene, far))
    assert len(scene.session.controller.record.actions) == actions
    assert scene.note is not None and scene.note.refusal is not None
    assert scene.note.at == _point(scene, far)
    assert scene.notice_text() == app.text("holi.illegal.bad_anchor")
    pygame.image.save(app.canvas, shots / "holi_refused.png")


def test_face_down_is_offered_only_when_the_rules_allow_it(app: App) -> None:
    """The Face down button is enabled exactly when a face-down throw is legal."""
    scene = _early(app)
    staging._holi_pick(scene)
    button = next(w for w in scene.form.widgets if w.key == "face_down")
    assert button.enabled == holi_aim.face_down_allowed(scene.legal())
    staged = scene.session.state
    staged.discards = tuple(  # the last card went face down: no second one in a row
        (*pile, ("line", False)) if p == staged.current else pile
        for p, pile in enumerate(staged.discards)
    )
    scene.build()
    button = next(w for w in scene.form.widgets if w.key == "face_down")
    assert not button.enabled and not holi_aim.face_down_allowed(scene.legal())


def test_a_move_that_ends_the_players_game_is_warned_and_asked_first(app: App) -> None:
    """Pointing at such a square warns in words; clicking asks; No leaves the game as it
    was, Yes makes the move."""
    staging.stage(app, "holi_warning")
    scene = app.scenes.top
    assert isinstance(scene, HoliScene)
    square = scene.cursor
    move(app, _point(scene, square))
    assert scene.notice_text() == app.text("holi.ui.warn_game_end")
    actions = len(scene.session.controller.record.actions)
    click(app, _point(scene, square))
    assert isinstance(app.scenes.top, ConfirmDialog)
    press(app, pygame.K_RETURN)  # No is the default
    assert app.scenes.top is scene and len(scene.session.controller.record.actions) == actions
    click(app, _point(scene, square))
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert scene.session.controller.record.actions[-1] == Move(*square)


def test_only_the_hand_of_the_seat_at_the_screen_is_ever_drawn(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through hand-offs between people, every hand drawn is the one seat's at the screen,
    and it holds that seat's own cards."""
    drawn: list[tuple[int, tuple[str, ...]]] = []
    original = HandRenderer.draw

    def noting(self, surface, hand, owner, hints):
        drawn.append((owner, tuple(hand)))
        original(self, surface, hand, owner, hints)

    monkeypatch.setattr(HandRenderer, "draw", noting)
    scene = _early(app)
    scene.at_screen, seen = None, set()
    for _ in range(400):
        top = app.scenes.top
        if top is not scene:
            press(app, pygame.K_RETURN)  # the hand-off: Ready
            continue
        if scene.human_turn():
            seen.add(scene.at_screen)
            scene.act(scene.legal()[0])
        frames(app, 1)
        if len(seen) >= 3:
            break
    assert len(seen) >= 3 and drawn
    state = scene.session.state
    for owner, hand in drawn:
        assert "?" not in hand
        assert len(hand) <= 3 and owner in seen
    assert all(owner == scene.at_screen or hand for owner, hand in drawn)
    assert drawn[-1] == (scene.at_screen, state.hands[scene.at_screen])
