"""The hand-off between people, with Holi's engine (its hands are private): a table whose
renderer only notes what it is given. The renderer gets only the view of the seat at the
screen: another seat's cards never reach it, and nothing of the next person is drawn before
they confirm the hand-off screen. One person against the AI never sees a hand-off."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from ui_input import frames, press

from favelas_app.core.protocol import Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.saves import HUMAN
from favelas_app.core.settings import UI_SCALES, Settings
from favelas_app.games.holi import describe
from favelas_app.games.holi.state import HIDDEN
from favelas_app.ui import text_fit
from favelas_app.ui.app import App
from favelas_app.ui.session import Session
from favelas_app.ui.table.handoff import TEXT_WIDTH, HandoffScene
from favelas_app.ui.table.scene import NOBODY, TableScene


class RecordingTable(TableScene):
    """A Holi table that draws nothing and keeps (seat viewed, view) of every draw."""

    describe = describe
    private = True

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session)
        self.drawn: list[tuple[int, Any]] = []

    def prompt_rect(self) -> pygame.Rect:
        return pygame.Rect(964, 516, 300, 190)

    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        self.drawn.append((self.viewer, view))


@pytest.fixture
def app(home: Path) -> App:
    return App(Settings(animation_speed="off", volume=0.0), persist=False)


def _table(app: App, seats: tuple[str, ...]) -> RecordingTable:
    record = GameRecord("holi", Setup(len(seats), ("Ana", "Bruno", "Carla")[: len(seats)]), 5)
    scene = RecordingTable(app, Session(record, seats))
    app.scenes.push(scene)
    return scene


def _secrets_kept(scene: RecordingTable) -> None:
    """Every view drawn shows at most the hand of the seat at the screen then."""
    for seat, view in scene.drawn:
        assert view is not scene.session.state
        for player, hand in enumerate(view.hands):
            if player != seat:
                assert all(card == HIDDEN for card in hand), (seat, player, hand)


def _play_until_someone_else(app: App, scene: RecordingTable) -> None:
    """The seat at the screen plays its first legal actions until another seat decides."""
    seat = scene.deciding
    while scene.deciding == seat:
        scene.act(scene.session.game.legal_actions(scene.session.state)[0])
        frames(app, 1)


def test_each_person_gets_the_screen_through_the_hand_off_and_sees_only_their_cards(
    app: App, shots: Path
) -> None:
    """Two people: the game opens on "Pass to Ana"; until Enter the table draws nothing new
    and no view with Ana's cards; then only Ana's; after her turn "Pass to Bruno", and so on.
    No view drawn ever holds another seat's cards."""
    scene = _table(app, (HUMAN, HUMAN))
    for turn in range(4):
        frames(app, 1)
        cover = app.scenes.top
        assert isinstance(cover, HandoffScene), turn
        person = scene.deciding
        assert cover.name == scene.name(person)
        drawn = len(scene.drawn)
        frames(app, 5)
        assert len(scene.drawn) == drawn  # the cover is opaque: the table is not drawn
        assert not scene.drawn or scene.drawn[-1][0] != person  # still the one before
        if turn == 1:
            pygame.image.save(app.canvas, shots / "table_handoff.png")
        press(app, pygame.K_RETURN)
        assert app.scenes.top is scene and scene.at_screen == person
        frames(app, 1)
        assert scene.drawn[-1][0] == person
        assert scene.drawn[-1][1] == scene.session.game.view(scene.session.state, person)
        _play_until_someone_else(app, scene)
    _secrets_kept(scene)
    assert NOBODY not in {seat for seat, _ in scene.drawn}  # covered until Ana was ready


def test_one_person_against_the_ai_never_gets_a_hand_off(app: App) -> None:
    """One person and an AI: the screen is theirs from the start; the AI's turns pass without
    a cover, and no view drawn holds the AI's cards."""
    scene = _table(app, (HUMAN, "easy"))
    for _ in range(600):
        assert not isinstance(app.scenes.top, HandoffScene)
        if scene.human_turn():
            scene.act(scene.session.game.legal_actions(scene.session.state)[0])
        frames(app, 1)
        if len(scene.session.controller.record.actions) > 12:
            break
    assert scene.at_screen == 0 and {seat for seat, _ in scene.drawn} == {0}
    _secrets_kept(scene)


def test_a_title_longer_than_the_text_below_wraps_over_lines(app: App) -> None:
    """At the largest interface size a long name makes the title wrap: every line fits the
    width of the text below it, and none is cut short."""
    app.change_settings(ui_scale=max(UI_SCALES))
    scene = _table(app, (HUMAN, HUMAN))
    name = "Maximiliane-Charlotte von Hohenzollern"
    app.scenes.push(HandoffScene(app, scene.session, name, lambda: None))
    heading = app.fonts.get("heading", True)
    assert heading.size(app.text("table.handoff_title", player=name))[0] > TEXT_WIDTH
    with text_fit.measuring() as log:
        app.draw()
    assert log.overflows == []
