"""AI seats at the Favelas table: the AI thinks while frames keep coming, its moves are
paced, a seat switched to a person mid-thought is theirs at once, the pause menu's Players
changes who plays (kept in saves), and saves naming an AI that is not offered still load.
Slow fake agents stand in for the real levels wherever the time matters."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from fake_agent import FakeAgent
from ui_input import FRAME, click, frames, press

from favelas_app.ai import AI_LEVELS, PLAYER_LEVELS
from favelas_app.core.i18n import available_languages
from favelas_app.core.protocol import Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.saves import HUMAN, SavedGame, autosave_path, read_save, write_save
from favelas_app.core.settings import Settings
from favelas_app.games import get_game
from favelas_app.games.favelas.actions import TakeFromSupply
from favelas_app.ui import staging
from favelas_app.ui.app import App
from favelas_app.ui.scenes.dialog import MessageDialog
from favelas_app.ui.scenes.favelas_game import TURN_LEFT, FavelasScene
from favelas_app.ui.scenes.main_menu import MainMenuScene
from favelas_app.ui.scenes.pause import PauseScene
from favelas_app.ui.scenes.players import PlayersScene
from favelas_app.ui.session import start_game
from favelas_app.ui.table.pacing import AI_PAUSE

SEED = 11  # a two-seat game in which seat 1 decides first
PLAYERS_ENTRY = 2  # the pause menu's Players button


def make_app(speed: str = "off", **settings: Any) -> App:
    app = App(Settings(animation_speed=speed, **settings), persist=True)
    app.scenes.push(MainMenuScene(app))
    return app


@pytest.fixture
def app(home: Path) -> App:
    return make_app()


def table(app: App, seats: tuple[str, str], agent: FakeAgent | None = None) -> FavelasScene:
    """A two-seat table; `agent` plays seat 1 (the first to decide) instead of its level."""
    start_game(app, "favelas", ["Ana", "Bo"], seats, seed=SEED)
    scene = app.scenes.top
    assert isinstance(scene, FavelasScene) and scene.player == 1
    if agent is not None:
        scene.session.agents[1] = agent
    return scene


def moves(scene: FavelasScene) -> int:
    return len(scene.session.controller.record.actions)


def open_players(app: App) -> PlayersScene:
    """Esc, then the pause menu's Players, by real input."""
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    click(app, pause.form.widgets[PLAYERS_ENTRY].rect.center)
    players = app.scenes.top
    assert isinstance(players, PlayersScene)
    return players


def click_choice(app: App, players: PlayersScene, seat: int, side: int) -> None:
    """A click on the left (-1) or right (+1) half of seat `seat`'s choice."""
    rect = players.form.widgets[seat].rect
    click(app, (rect.left + 10 if side < 0 else rect.right - 10, rect.centery))


def test_frames_keep_coming_while_the_ai_thinks_and_its_move_lands_after(app: App) -> None:
    """An agent that needs 0.5 s: many frames are drawn meanwhile, none held up, nothing is
    played before the agent is done; then its move lands, decided on another thread."""
    agent = FakeAgent(seconds=0.5)
    scene = table(app, (HUMAN, "easy"), agent)
    before, count, longest = moves(scene), 0, 0.0
    start = time.perf_counter()
    while moves(scene) == before:
        tick = time.perf_counter()
        app.frame(FRAME)
        longest = max(longest, time.perf_counter() - tick)
        count += 1
        assert time.perf_counter() - start < 10, "the AI never moved"
    assert time.perf_counter() - start >= 0.5
    assert agent.finished.is_set() and agent.calls == 1
    assert count >= 10 and longest < 0.25
    assert agent.threads[0] != threading.get_ident()


def test_frames_keep_coming_while_an_ai_holds_the_gil(app: App) -> None:
    """An agent that computes in pure Python for 0.6 s (as the hard level searches): the
    window still draws frame after frame while it works."""
    agent = FakeAgent(seconds=0.6, burn=True)
    scene = table(app, (HUMAN, "easy"), agent)
    before, count = moves(scene), 0
    app.frame(FRAME)
    assert agent.started.wait(2)
    while not agent.finished.is_set():
        app.frame(FRAME)
        count += 1
    assert count >= 5  # a blocking call would draw none until it returned
    while moves(scene) == before:
        app.frame(FRAME)


def test_a_quick_ai_still_waits_for_the_pause(home: Path) -> None:
    """At normal speed the AI's move lands no sooner than AI_PAUSE of frames after it began
    to think, though the agent was done at once: people can follow each move."""
    app = make_app("normal")
    agent = FakeAgent()
    scene = table(app, (HUMAN, "easy"), agent)
    before = moves(scene)
    app.frame(FRAME)  # the thought starts
    assert agent.finished.wait(2)
    count = 0
    while moves(scene) == before:
        app.frame(FRAME)
        count += 1
        assert count < 1000
    assert count * FRAME >= AI_PAUSE - FRAME


def test_switching_the_seat_to_a_person_mid_thought_drops_the_ais_move(app: App) -> None:
    """While the AI of seat 1 thinks, Players in the pause menu hands the seat to a person:
    when the agent finishes, its move is never played and the person plays instead."""
    agent = FakeAgent(seconds=30)
    scene = table(app, (HUMAN, "easy"), agent)
    frames(app, 2)
    assert agent.started.wait(2) and scene.ai.thinking
    players = open_players(app)
    click_choice(app, players, 1, -1)  # easy → human
    assert scene.session.seats == (HUMAN, HUMAN)
    press(app, pygame.K_ESCAPE)  # back to the pause menu
    press(app, pygame.K_ESCAPE)  # back to the table
    assert app.scenes.top is scene
    before = moves(scene)
    agent.release.set()
    assert agent.finished.wait(2)
    frames(app, 60)
    assert moves(scene) == before and not scene.ai.thinking
    assert scene.human_turn()
    tile = scene.state.supply[0]
    (button,) = [w for w in scene.form.widgets if w.key == "supply0"]
    click(app, button.rect.center)
    assert scene.session.controller.record.actions[-1] == TakeFromSupply(tile)


def test_the_players_switch_changes_who_plays_and_survives_save_and_continue(app: App) -> None:
    """Players hands seat 1 from a person to the easy AI: the AI plays it at once, the
    autosave and a saved copy say so, and Continue brings back that AI in that seat."""
    scene = table(app, (HUMAN, HUMAN))
    players = open_players(app)
    assert [w.label for w in players.form.widgets[:2]] == ["Ana", "Bo"]
    click_choice(app, players, 1, +1)  # human → easy
    assert scene.session.seats == (HUMAN, "easy")
    assert read_save(autosave_path(), get_game).seats == (HUMAN, "easy")
    press(app, pygame.K_ESCAPE, pygame.K_ESCAPE)
    before = moves(scene)
    for _ in range(600):
        frames(app, 1)
        if moves(scene) > before:
            break
    assert moves(scene) > before  # nobody touched anything: the AI played
    saved = read_save(autosave_path(), get_game)
    assert saved.seats == (HUMAN, "easy") and len(saved.record.actions) > before
    app.scenes.reset(MainMenuScene(app))
    frames(app, 1)
    menu = app.scenes.top
    (resume,) = [w for w in menu.form.widgets if w.text == app.text("menu.continue")]
    click(app, resume.rect.center)
    resumed = app.scenes.top
    assert isinstance(resumed, FavelasScene) and resumed is not scene
    assert resumed.session.seats == (HUMAN, "easy")
    assert isinstance(resumed.session.agents[1], AI_LEVELS["easy"])
    assert 0 not in resumed.session.agents


@pytest.mark.parametrize("kind", ["random", "expert"])
def test_a_save_with_an_ai_not_offered_loads_with_a_message(app: App, kind: str) -> None:
    """A save whose seat names the tournaments' "random" or an unknown AI is continued
    with the default AI in that seat and a message saying so, never a crash; the autosave
    then names the AI that plays."""
    record = GameRecord("favelas", Setup(2, ("Ana", "Bo")), SEED)
    write_save(SavedGame(record, (HUMAN, kind)), autosave_path())
    menu = MainMenuScene(app)
    app.scenes.reset(menu)
    frames(app, 1)
    (resume,) = [w for w in menu.form.widgets if w.text == app.text("menu.continue")]
    assert resume.enabled
    click(app, resume.rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, MessageDialog)
    assert f"“{kind}”" in dialog.text and "Bo" in dialog.text
    assert app.text("setup.ai_level.medium") in dialog.text
    scene = app.scenes.scenes[-2]
    assert isinstance(scene, FavelasScene)
    assert scene.session.seats == (HUMAN, "medium")
    assert read_save(autosave_path(), get_game).seats == (HUMAN, "medium")
    press(app, pygame.K_RETURN)
    assert app.scenes.top is scene


def test_an_agents_failure_is_raised_in_the_app_not_lost(app: App) -> None:
    """An exception inside the AI's thread comes out of the app's frame."""
    table(app, (HUMAN, "easy"), FakeAgent(fail=True))
    with pytest.raises(ValueError, match="the agent broke"):
        frames(app, 600)


def test_the_thinking_sign_turns_while_the_ai_thinks(app: App, shots: Path) -> None:
    """Beside "… is thinking…" a sign turns from frame to frame while the AI thinks, and
    there is none on a person's turn."""
    agent = FakeAgent(seconds=30)
    scene = table(app, (HUMAN, "easy"), agent)
    header = scene.layout.header
    undo = scene.control_rects()[0]
    area = pygame.Rect(TURN_LEFT, header.top, undo.left - TURN_LEFT, header.height)

    def picture() -> bytes:
        return pygame.image.tobytes(app.canvas.subsurface(area), "RGB")

    frames(app, 1)
    first = picture()
    pygame.image.save(app.canvas, shots / "thinking.png")
    frames(app, 12)  # a fifth of a second
    assert picture() != first
    agent.release.set()
    assert agent.finished.wait(2)
    while scene.session.is_human(scene.player) is False:
        frames(app, 1)
    frames(app, 1)
    still = picture()
    frames(app, 12)
    assert picture() == still  # a person's turn: nothing turns


def test_setup_offers_exactly_the_three_levels_with_medium_by_default(app: App) -> None:
    """New game: each seat offers a person and the easy, medium and hard AI (never the
    tournaments' random), and a seat after the first starts as the medium AI."""
    from favelas_app.ui.scenes.setup import SetupScene
    from favelas_app.ui.widgets import Choice

    scene = SetupScene(app)
    app.scenes.push(scene)
    frames(app, 1)
    kinds = [w for w in scene.form.widgets if isinstance(w, Choice)][2:]
    assert PLAYER_LEVELS == ("easy", "medium", "hard")
    for kind in kinds:
        assert [value for value, _ in kind.options] == [HUMAN, *PLAYER_LEVELS]
        assert [label for _, label in kind.options] == [
            app.text("setup.human"),
            *(app.text(f"setup.ai_level.{level}") for level in PLAYER_LEVELS),
        ]
    assert [kind.value for kind in kinds] == [HUMAN, "medium"]


@pytest.mark.parametrize("language", available_languages())
def test_screenshots_of_the_players_form_and_the_thinking_sign(
    home: Path, shots: Path, language: str
) -> None:
    """The staged Players form, its message about an AI not offered and an AI's turn, in
    every language, as pictures (kept when FAVELAS_SHOTS is set)."""
    app = App(Settings(language=language, animation_speed="off", volume=0.0), persist=False)
    for view in ("players", "players_replaced", "favelas_ai"):
        staging.stage(app, view)
        app.draw()
        path = shots / f"{view}_{language}.png"
        pygame.image.save(app.canvas, path)
        assert path.stat().st_size > 0
