"""Every scene of the app on screen in a representative state, the same every time.

`views(app)` puts one view after another on the app's scene stack and yields each view's
name once it is ready to draw: the main menu (also with a broken autosave and with the
start-up problems dialog), the set-up (also refusing a duplicate name), the settings with
each row focused (each shows its own help), every page of the rules, the saved games (also
empty, and both dialogs of deleting one), the Favelas table (choosing a source with a full
log and a refusal, placing with a refused house under the pointer, moving a die, a forced
die, having to pass, an AI's turn, a failed autosave), the pause menu (also after saving),
its list of players (also the message when a save's AI is not offered), the end of a year
(also the last), the results (also after each kind of tie-break, and of a Holi game with
scoring rivalry cards) and the screen after a crash (also when no crash log could be
written).
`stage(app, name)` puts one of them on screen and returns what changes between two frames
(`favelas bench render` sweeps the pointer over the houses of the table).

Everything comes from fixed seeds and fixed dates; player names are the language's default
seat names. The load and menu views write saves into the per-user data folder, so staging
refuses to run unless FAVELAS_HOME points at a scratch folder.

Used by `favelas i18n check` (measuring every text, screenshots), `favelas bench render`
and the tests.

Holi's positions come from one seeded game of easy AIs: `holi_positions()` gives the
representative ones, and `holi_tower_frames` draws the tower with the pointer moving.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from favelas_app.ai import PLAYER_LEVELS
from favelas_app.ai.agents import make_agent
from favelas_app.core.notice import Notice, os_error_notice
from favelas_app.core.paths import HOME_VARIABLE
from favelas_app.core.protocol import Action, Event, Setup
from favelas_app.core.record import GameRecord
from favelas_app.core.rng import Rng
from favelas_app.core.saves import HUMAN, SavedGame, autosave_path, saves_dir, write_save
from favelas_app.games.favelas.actions import Pass
from favelas_app.games.favelas.components import BOARD_CELLS
from favelas_app.games.favelas.events import YearScored
from favelas_app.games.favelas.rules import GAME
from favelas_app.games.favelas.state import FavelasState, Step
from favelas_app.games.feuville.actions import Evaluate
from favelas_app.games.feuville.rules import GAME as FEUVILLE
from favelas_app.games.feuville.state import FeuvilleState, TaskKind
from favelas_app.games.holi.components import FLOORS, SIDE, SQUARES
from favelas_app.games.holi.rules import GAME as HOLI
from favelas_app.games.holi.state import HoliState
from favelas_app.games.holi.state import Step as HoliStep
from favelas_app.ui import text_fit

if TYPE_CHECKING:
    from favelas_app.core.i18n import Catalog
    from favelas_app.ui.app import App
    from favelas_app.ui.scenes.favelas_game import FavelasScene
    from favelas_app.ui.scenes.feuville_game import FeuvilleScene
    from favelas_app.ui.scenes.holi_game import HoliScene

FrameStep = Callable[[], None]  # what changes between two frames of a staged view
Entry = Callable[["App"], Iterator[tuple[str, FrameStep]]]

PLAYERS = 4  # seats at the staged tables: the fullest table
SEED = 7  # the table, the year ends and the results
TALLEST_SEED = 83  # a tie broken by the tallest stack; a forced die; a player who must pass
SHARED_SEED = 21  # a tie on points and stacks: a shared victory
LOG_ACTIONS = 6  # actions shown in the log before a staged turn
AI_LEVEL = "easy"  # the AI of the staged tables and saves: the one that decides soonest
SAVED_AT = "2026-05-01T18:30:00"  # the date every staged save was written
SAVE_FILE = "game-2026-05-01_18-30-00.json"  # the file a staged Save writes
# The crash log the staged crash screen names: a player's data folder on Linux.
CRASH_LOG = Path("/home/ana/.local/share/favelas/logs/crash-2026-05-01_18-30-00.txt")
# Start-up problems and failed file operations, as the app meets them.
STARTUP_PROBLEMS = (
    Notice("problem.bad_setting", {"file": "settings.toml", "name": "volume", "value": "9"}),
    Notice("problem.unknown_setting", {"file": "settings.toml", "name": "colour"}),
)
DELETE_FAILED = os_error_notice(PermissionError(errno.EACCES, "Permission denied"))
DISK_FULL = os_error_notice(OSError(errno.ENOSPC, "No space left on device"))
HOLI_SEED = 32  # a Holi game whose pawns spread over all three floors with sweets still left
HOLI_EARLY_TURNS = 3  # turns each player has had in the early Holi position
HOLI_RIVALRY = ("summit", "splash", "column")  # the staged Holi results: all score at the end


def _still() -> None:
    """Nothing changes between frames."""


# -- the views --------------------------------------------------------------------------------


def views(app: App) -> Iterator[str]:
    """Stages every view in turn on `app`; yields its name when it is ready to draw."""
    _check_home()
    for stager in ENTRIES.values():
        for name, _ in stager(app):
            yield name


def stage(app: App, name: str) -> FrameStep:
    """Puts view `name` (or the first view of entry `name`, such as "settings") on `app`'s
    stack; returns what changes between frames."""
    _check_home()
    for entry, stager in ENTRIES.items():
        if name == entry or name.startswith(f"{entry}_"):  # every view is named after its entry
            for view, step in stager(app):
                if name in (entry, view):
                    return step
    raise KeyError(f"no staged view called {name!r}")


def _check_home() -> None:
    if not os.environ.get(HOME_VARIABLE):
        raise RuntimeError(f"staging writes saves: set {HOME_VARIABLE} to a scratch folder first")


def _begin(app: App, name: str) -> None:
    """Empties the stack for view `name`, and names it to the text-fit log."""
    text_fit.at_scene(name)
    clear(app)


def clear(app: App) -> None:
    """Empties the app's scene stack."""
    while app.scenes.scenes:
        app.scenes.scenes.pop().exit()


# -- menus ------------------------------------------------------------------------------------


def _menu(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui.scenes.main_menu import MainMenuScene

    _begin(app, "menu")
    _write_saves([(autosave_path(), _saved(app, SEED, 40))])
    app.scenes.push(MainMenuScene(app))
    yield "menu", _still

    _begin(app, "menu_broken")
    _write_saves([(autosave_path(), "{not json")])
    app.scenes.push(MainMenuScene(app))
    yield "menu_broken", _still

    _begin(app, "menu_problems")
    _write_saves([])
    menu = MainMenuScene(app)
    app.scenes.push(menu)
    app.problems[:] = STARTUP_PROBLEMS
    menu.update(0.0)  # shows the start-up problems in a message dialog
    yield "menu_problems", _still


def _setup(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.games import get_game
    from favelas_app.ui.scenes.setup import SetupScene

    _begin(app, "setup")
    scene = SetupScene(app)
    app.scenes.push(scene)
    scene._set_count(get_game(scene.game).max_players)
    scene.form.focus = len(scene.form.widgets) - 1  # Start
    yield "setup", _still

    _begin(app, "setup_duplicate")
    scene = SetupScene(app)
    app.scenes.push(scene)
    scene._set_count(get_game(scene.game).max_players)
    scene.names[1] = scene.default_name(0)
    scene.build()
    scene._start()  # refused: two seats share a name
    scene.form.focus = len(scene.form.widgets) - 1  # no blinking caret in a name field
    yield "setup_duplicate", _still


def _settings(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui.scenes.settings import SettingsScene

    _begin(app, "settings")
    scene = SettingsScene(app)
    app.scenes.push(scene)
    for i, widget in enumerate(scene.form.widgets):
        name = f"settings_{scene.help_names[widget]}"
        text_fit.at_scene(name)
        scene.form.focus = i  # each row shows its own help under the rows
        yield name, _still


def _rules(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui.scenes.rules import SECTIONS, RulesScene

    for game in SECTIONS:
        prefix = "rules" if game == "favelas" else f"rules_{game}"
        _begin(app, f"{prefix}_1")
        scene = RulesScene(app, game)
        app.scenes.push(scene)
        page = 1
        yield f"{prefix}_{page}", _still
        while scene.scroll < scene.max_scroll:  # a page further, as Page Down does
            page += 1
            text_fit.at_scene(f"{prefix}_{page}")
            scene.scroll_to(scene.scroll + scene.view.height - scene.line)
            yield f"{prefix}_{page}", _still


def _load(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui.scenes.dialog import MessageDialog
    from favelas_app.ui.scenes.load import LoadScene, SaveRow

    def saves() -> None:  # a game going on, a finished one, an older one, a broken file
        _write_saves(
            [
                (autosave_path(), _saved(app, SEED, 40)),
                (saves_dir() / "game-2026-04-30_21-05-12.json", _saved(app, SEED, None)),
                (saves_dir() / "game-2026-04-28_17-44-03.json", _saved(app, SHARED_SEED, 75)),
                (saves_dir() / "game-2026-04-27_09-12-55.json", '{"format": 1}'),
            ]
        )

    _begin(app, "load")
    saves()
    app.scenes.push(LoadScene(app))  # the first save is focused: its delete button shows
    yield "load", _still

    _begin(app, "load_empty")
    _write_saves([])
    app.scenes.push(LoadScene(app))
    yield "load_empty", _still

    _begin(app, "load_delete")
    saves()
    scene = LoadScene(app)
    app.scenes.push(scene)
    row = scene.form.focused
    assert isinstance(row, SaveRow)
    row.on_delete()  # asks first
    yield "load_delete", _still

    _begin(app, "load_delete_failed")
    saves()
    app.scenes.push(LoadScene(app))
    message = app.text("load.delete_failed", reason=DELETE_FAILED.text(app.catalog))
    app.scenes.push(MessageDialog(app, app.text("load.delete_failed_title"), message))
    yield "load_delete_failed", _still


# -- the table --------------------------------------------------------------------------------


def _table(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui.table.handoff import HandoffScene

    _begin(app, "favelas")
    game = _game(SEED)
    scene = _table_scene(app, SEED, _late_placing(game))
    refused = [cell for cell, reason in scene.reasons().items() if reason is not None]
    scene.hover = refused[0] if refused else BOARD_CELLS[0]  # its reason shows in the prompt
    yield "favelas", _hover_sweep(app, scene)

    _begin(app, "favelas_source")
    scene = _source_turn(app)
    yield "favelas_source", _still

    _begin(app, "favelas_adjust")
    adjust = _first(game, lambda s, legal: s.step is Step.ADJUST and len(legal) == 2, 10)
    _table_scene(app, SEED, adjust)
    yield "favelas_adjust", _still

    _begin(app, "favelas_forced")
    forced = _first(_game(TALLEST_SEED), lambda s, legal: s.step is Step.ADJUST and len(legal) == 1)
    _table_scene(app, TALLEST_SEED, forced)
    yield "favelas_forced", _still

    _begin(app, "favelas_pass")
    passing = _first(_game(TALLEST_SEED), lambda s, legal: legal == [Pass()])
    _table_scene(app, TALLEST_SEED, passing)
    yield "favelas_pass", _still

    _begin(app, "favelas_ai")
    source = _source_index(game)
    player = game.states[source].decision.players[0]
    seats = tuple(HUMAN if seat != player else AI_LEVEL for seat in range(PLAYERS))
    _table_scene(app, SEED, source, seats, shown=LOG_ACTIONS)  # "… is thinking" and the log
    yield "favelas_ai", _still

    _begin(app, "favelas_autosave_failed")
    scene = _table_scene(app, SEED, source, shown=LOG_ACTIONS)
    scene.session.save_error = DISK_FULL
    yield "favelas_autosave_failed", _still

    _begin(app, "favelas_handoff")  # as a game with private hands covers its table
    scene = _table_scene(app, SEED, source)
    name = scene.name(scene.player)
    app.scenes.push(HandoffScene(app, scene.session, name, lambda: None))
    yield "favelas_handoff", _still


def _pause(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui.scenes.pause import PauseScene

    _begin(app, "pause")
    table = _source_turn(app)
    app.scenes.push(PauseScene(app, table.session))
    yield "pause", _still

    _begin(app, "pause_saved")
    table = _source_turn(app)
    pause = PauseScene(app, table.session)
    app.scenes.push(pause)
    pause.status, pause.status_ok = app.text("pause.saved", file=SAVE_FILE), True  # as Save does
    yield "pause_saved", _still


def _players(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui import session
    from favelas_app.ui.scenes.pause import PauseScene
    from favelas_app.ui.scenes.players import PlayersScene

    _begin(app, "players")
    table = _source_turn(app)
    for seat, level in enumerate(PLAYER_LEVELS, start=1):  # a person, then every AI level
        table.session.set_seat(seat, level)
    app.scenes.push(PauseScene(app, table.session))
    players = PlayersScene(app, table.session)
    app.scenes.push(players)
    players.form.focus = 1  # the second seat: its arrows show
    yield "players", _still

    _begin(app, "players_replaced")
    record = _record(app, SEED, _source_index(_game(SEED)))
    unknown = (HUMAN, "random", HUMAN, "expert")  # the tournaments' AI; a newer version's
    session.continue_game(app, SavedGame(record, unknown, saved_at=SAVED_AT))
    yield "players_replaced", _still


def _year_end(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui.scenes.year_end import YearEndScene

    game = _game(SEED)
    scored = [(i, e) for i, events in enumerate(game.events) for e in events if _scores(e)]
    for name, (index, event) in (("year_end", scored[0]), ("year_end_last", scored[-1])):
        _begin(app, name)
        table = _table_scene(app, SEED, index + 1)  # just after the scoring action
        app.scenes.push(YearEndScene(app, table.session, event))
        yield name, _still

    _begin(app, "year_end_unattended")  # every seat an AI: it counts down and closes itself
    index, event = scored[0]
    table = _table_scene(app, SEED, index + 1)
    for seat in range(len(table.session.seats)):
        table.session.set_seat(seat, "easy")
    app.scenes.push(YearEndScene(app, table.session, event))
    yield "year_end_unattended", _still


def _scores(event: Event) -> bool:
    return isinstance(event, YearScored)


def _results(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui.scenes.results import ResultsScene
    from favelas_app.ui.session import Session

    for name, seed in (
        ("results", SEED),
        ("results_tallest", TALLEST_SEED),
        ("results_shared", SHARED_SEED),
    ):
        _begin(app, name)
        game = _game(seed)
        session = Session(_record(app, seed, len(game.actions)), (HUMAN,) * PLAYERS)
        app.scenes.push(ResultsScene(app, session))
        yield name, _still

    _begin(app, "results_holi")  # every category in play: the scoring rivalry cards too
    actions = _holi_actions(HOLI_SEED, HOLI_RIVALRY)
    record = GameRecord("holi", _holi_setup(HOLI_RIVALRY, _names(app)), HOLI_SEED, actions)
    app.scenes.push(ResultsScene(app, Session(record, (HUMAN,) * PLAYERS)))
    yield "results_holi", _still


def _crash(app: App) -> Iterator[tuple[str, FrameStep]]:
    from favelas_app.ui.scenes.crash import CrashScene

    for name, path in (("crash", CRASH_LOG), ("crash_no_log", None)):
        _begin(app, name)
        app.scenes.push(CrashScene(app, path))
        yield name, _still


def _holi_table(app: App) -> Iterator[tuple[str, FrameStep]]:
    """The Holi table: a card picked, its ghost on a legal spot, the pointer sweeping (the
    bench's view); the same card refused at an illegal spot; face down; a pawn's start; a
    late turn with the move targets; the warning before a move that ends the player's game
    and its question; rivalry cards in play; an AI's turn; the hand-off."""
    from favelas_app.ui.scenes import holi_aim
    from favelas_app.ui.table.handoff import HandoffScene

    states, _, _ = _holi_played(HOLI_SEED)
    early = states.index(holi_positions()["holi_early"])
    _begin(app, "holi")
    scene = _holi_scene(app, early, shown=LOG_ACTIONS)
    centre = _holi_pick(scene)
    scene.cursor = centre
    yield "holi", _holi_sweep(app, scene)

    _begin(app, "holi_refused")
    scene = _holi_scene(app, early, shown=LOG_ACTIONS)
    _holi_pick(scene)
    scene.cursor = (5, 5) if scene.pawn_square() != (5, 5) else (0, 0)
    scene.pointer = _holi_point(scene, scene.cursor)
    scene.act_at_cursor()  # refused: the bubble at the pointer and the prompt say why
    yield "holi_refused", _still

    _begin(app, "holi_face_down")
    scene = _holi_scene(app, early)
    _holi_pick(scene)
    scene.toggle_face_down()
    scene.cursor = min(holi_aim.face_down_squares(HOLI.legal_actions(scene.state), scene.card))
    yield "holi_face_down", _still

    _begin(app, "holi_place")
    scene = _holi_scene(app, 1)
    scene.cursor = (SIDE - 1, SIDE - 1)
    yield "holi_place", _still

    late = states.index(holi_positions()["holi_late"])
    _begin(app, "holi_late")
    scene = _holi_scene(app, late, shown=LOG_ACTIONS)
    scene.cursor = min(holi_aim.move_targets(HOLI.legal_actions(scene.state)))
    yield "holi_late", _still

    ending = _holi_ending_move(states)
    ending_square = _holi_ending_action(states[ending])
    _begin(app, "holi_warning")
    scene = _holi_scene(app, ending)
    scene.cursor = ending_square  # the warning shows in the prompt
    yield "holi_warning", _still

    _begin(app, "holi_confirm")
    scene = _holi_scene(app, ending)
    scene.cursor = ending_square
    scene.act_at_cursor()  # asks first
    yield "holi_confirm", _still

    _begin(app, "holi_rivalry")
    rivalry = ("summit", "first_to_the_top", "nimble")
    scene = _holi_scene(app, early, shown=LOG_ACTIONS, rivalry=rivalry)
    scene.cursor = _holi_pick(scene)
    yield "holi_rivalry", _still

    _begin(app, "holi_ai")
    player = states[early].current
    seats = tuple(HUMAN if seat != player else AI_LEVEL for seat in range(PLAYERS))
    _holi_scene(app, early, seats=seats, shown=LOG_ACTIONS)
    yield "holi_ai", _still

    _begin(app, "holi_handoff")
    scene = _holi_scene(app, early)
    app.scenes.push(HandoffScene(app, scene.session, scene.name(scene.deciding), lambda: None))
    yield "holi_handoff", _still


def _holi_scene(
    app: App,
    actions: int,
    seats: tuple[str, ...] = (HUMAN,) * PLAYERS,
    shown: int = 0,
    rivalry: tuple[str, ...] = (),
) -> HoliScene:
    """The Holi table after `actions` of the staged game, the deciding seat at the screen
    (its hand-off done); the last `shown` actions are played through the table for its log."""
    from favelas_app.ui.scenes.holi_game import HoliScene
    from favelas_app.ui.session import Session

    _, played, _ = _holi_played(HOLI_SEED, rivalry)
    options = {"rivalry": list(rivalry)} if rivalry else {}
    setup = Setup(PLAYERS, _names(app), options)
    record = GameRecord("holi", setup, HOLI_SEED, played[: actions - shown])
    scene = HoliScene(app, Session(record, seats))
    app.scenes.push(scene)
    for action in played[actions - shown : actions]:
        _hand_to(app, scene, scene.deciding)
        scene.submit(action)
        _settle(scene)
    human = [seat for seat, kind in enumerate(seats) if kind == HUMAN]
    _hand_to(app, scene, scene.deciding if scene.deciding in human else human[0])
    _settle(scene)
    scene.build()
    scene.focus_next()
    return scene


def _hand_to(app: App, scene: HoliScene, seat: int | None) -> None:
    """The screen is `seat`'s, as if they had confirmed the hand-off."""
    while app.scenes.top is not scene:
        app.scenes.pop()  # a hand-off cover
    scene.handing_off = False
    scene.at_screen = seat


def _holi_pick(scene: HoliScene) -> tuple[int, int]:
    """Picks the first card with a face-up throw; returns a spot where it lies legally."""
    from favelas_app.ui.scenes import holi_aim

    legal = HOLI.legal_actions(scene.state)  # even while something is still being shown
    pawn = scene.pawn_square()
    for card in scene.state.hands[scene.state.current]:
        for rotation in range(4):
            centres = holi_aim.face_up_centres(legal, card, rotation, pawn)
            if centres:
                scene.pick(card)
                scene.rotation = rotation
                return min(centres)
    raise LookupError("no card of the staged hand can be thrown face up")


def _holi_point(scene: HoliScene, square: tuple[int, int]) -> tuple[int, int]:
    x, y = scene.tower.centre(scene.focus_floor, *square)
    return round(x), round(y)


def _holi_ending_move(states: tuple[HoliState, ...]) -> int:
    """The first position of the staged game where a move would end the mover's game."""
    for i, state in enumerate(states):
        if state.step is HoliStep.TURN and not state.thrown and _holi_ending_action(state):
            return i
    raise LookupError("the staged Holi game has no move that ends a player's game")


def _holi_ending_action(state: HoliState) -> tuple[int, int] | None:
    from favelas_app.games.holi.actions import Move
    from favelas_app.games.holi.rules import ends_own_game

    for action in HOLI.legal_actions(state):
        if isinstance(action, Move) and ends_own_game(state, action):
            return action.x, action.y
    return None


def _feuville_table(app: App) -> Iterator[tuple[str, FrameStep]]:
    """The Feuville table: a late turn with the first die picked and the pointer sweeping
    over the board (the bench's view); a tile to build with its ghost on a legal column; a
    decree's evaluation focused, its columns and points outlined; the dragon's fire; the
    Publican's round; the hand-off."""
    from favelas_app.ui.render.feuville_skyline import TownSpot
    from favelas_app.ui.scenes import feuville_aim
    from favelas_app.ui.table.handoff import HandoffScene

    states, _ = _feuville_played(FEUVILLE_SEED)
    late = states.index(feuville_positions()["feuville_late"])
    late = next(  # the first turn from there on whose dice are both still to be used
        i for i in range(late, len(states)) if not any(states[i].used) and not states[i].tasks
    )
    _begin(app, "feuville")
    scene = _feuville_scene(app, late, shown=LOG_ACTIONS)
    scene.pick_die(0)
    board = scene.board
    points = [board.spot_rect(spot).center for spot in sorted(board.layout.spaces, key=repr)]
    yield "feuville", _sweep(app, points)

    _begin(app, "feuville_build")
    scene = _feuville_scene(app, _feuville_task(states, TaskKind.PLACE_TILE, late))
    x, level = min(feuville_aim.build_spots(scene.shown, scene.legal(), scene.decider))
    town = scene.towns.town(scene.decider, scene.decider)
    _point_at(app, town.spot_centre(TownSpot("build", x, level), scene.shown, scene.decider))
    yield "feuville_build", _still

    _begin(app, "feuville_evaluate")
    evaluating = next(
        i for i, s in enumerate(states) if any(isinstance(a, Evaluate) for a in _legal_of(s))
    )
    scene = _feuville_scene(app, evaluating)
    rows = [w for w in scene.form.widgets if isinstance(getattr(w, "action", None), Evaluate)]
    if not rows:
        scene.narrow = tuple(a for a in scene.legal() if isinstance(a, Evaluate))
        scene.build()
        rows = [w for w in scene.form.widgets if isinstance(getattr(w, "action", None), Evaluate)]
    scene.form.refocus(rows[0].key)
    yield "feuville_evaluate", _still

    _begin(app, "feuville_fire")
    _feuville_scene(app, _feuville_task(states, TaskKind.FIRE, 0), shown=LOG_ACTIONS)
    yield "feuville_fire", _still

    _begin(app, "feuville_publican")
    _feuville_scene(app, _feuville_task(states, TaskKind.PUBLICAN_GUEST, 0))
    yield "feuville_publican", _still

    _begin(app, "feuville_handoff")
    scene = _feuville_scene(app, late)
    app.scenes.push(HandoffScene(app, scene.session, scene.name(scene.deciding), lambda: None))
    yield "feuville_handoff", _still


def _legal_of(state: FeuvilleState) -> list[Action]:
    return FEUVILLE.legal_actions(state) if not state.over else []


def _feuville_task(states: tuple[FeuvilleState, ...], kind: TaskKind, after: int) -> int:
    """The first position of the staged game from `after` on that asks a `kind` task."""
    return next(
        i for i, s in enumerate(states) if i >= after and s.tasks and s.tasks[0].kind is kind
    )


def _feuville_scene(app: App, actions: int, shown: int = 0) -> FeuvilleScene:
    """The Feuville table after `actions` of the staged game, every seat a person's, the
    deciding one at the screen; the last `shown` actions are played through the table."""
    from favelas_app.ui.scenes.feuville_game import FeuvilleScene
    from favelas_app.ui.session import Session

    _, played = _feuville_played(FEUVILLE_SEED)
    record = GameRecord(
        "feuville", Setup(PLAYERS, _names(app)), FEUVILLE_SEED, played[: actions - shown]
    )
    scene = FeuvilleScene(app, Session(record, (HUMAN,) * PLAYERS))
    app.scenes.push(scene)
    for action in played[actions - shown : actions]:
        _hand_to(app, scene, scene.deciding)
        scene.submit(action)
        _settle(scene)
    _hand_to(app, scene, scene.deciding)
    _settle(scene)
    scene.build()
    scene.focus_next()
    return scene


def _point_at(app: App, pos: tuple[float, float]) -> None:
    """The pointer moves to `pos` on the canvas."""
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.scenes.handle(motion)


def _sweep(app: App, points: list[tuple[int, int]]) -> FrameStep:
    """The pointer sweeps over `points`, a frame each."""
    position = iter(_cycle(points))

    def hover() -> None:
        _point_at(app, next(position))
        app.scenes.update(1 / 60)

    return hover


def _holi_sweep(app: App, scene: HoliScene) -> FrameStep:
    """The pointer sweeps over the squares of the floor looked at: the ghost follows."""
    points = [_holi_point(scene, (x, y)) for y in range(SIDE) for x in range(SIDE)]
    position = iter(_cycle(points))

    def hover() -> None:
        motion = pygame.event.Event(
            pygame.MOUSEMOTION, pos=next(position), rel=(0, 0), buttons=(0, 0, 0)
        )
        app.scenes.handle(motion)
        app.scenes.update(1 / 60)

    return hover


# Each entry stages one or more views; `favelas bench render --scene` names entries.
ENTRIES: dict[str, Entry] = {
    "menu": _menu,
    "setup": _setup,
    "settings": _settings,
    "rules": _rules,
    "load": _load,
    "favelas": _table,
    "holi": _holi_table,
    "feuville": _feuville_table,
    "pause": _pause,
    "players": _players,
    "year_end": _year_end,
    "results": _results,
    "crash": _crash,
}


# -- games ------------------------------------------------------------------------------------


class _Game:
    """A whole random game: the state before each action, the actions and their events."""

    def __init__(self, seed: int) -> None:
        state: FavelasState = GAME.new_game(Setup(PLAYERS), seed)
        rng = Rng.from_seed(seed)
        self.states: list[FavelasState] = []
        self.actions: list[Action] = []
        self.events: list[list[Event]] = []
        while not GAME.is_over(state):
            self.states.append(state)
            action = rng.choice(GAME.legal_actions(state))
            state, events = GAME.apply(state, action)
            self.actions.append(action)
            self.events.append(events)


@cache
def _game(seed: int) -> _Game:
    return _Game(seed)


def _first(
    game: _Game, wanted: Callable[[FavelasState, list[Action]], bool], start: int = 0
) -> int:
    """How many actions lead to the first state from `start` on that is `wanted`."""
    for i in range(start, len(game.states)):
        if wanted(game.states[i], GAME.legal_actions(game.states[i])):
            return i
    raise LookupError("the staged game never reaches the wanted state")


def _late_placing(game: _Game) -> int:
    """Late in year 3 with well-filled boards, a tile to place (the bench's table)."""
    return _first(game, lambda s, _: s.year == 3 and len(s.stack) <= 4 and s.step is Step.PLACE)


def _source_index(game: _Game) -> int:
    """A tile to choose in year 2, after enough of the year for a full log."""
    start = _first(game, lambda s, _: s.year == 2)
    return _first(game, lambda s, _: s.step is Step.SOURCE, start + LOG_ACTIONS + 2)


def _names(app: App) -> tuple[str, ...]:
    """The seat names a table gets when nobody types any."""
    return tuple(app.text("setup.default_name", number=seat + 1) for seat in range(PLAYERS))


def _record(app: App, seed: int, actions: int) -> GameRecord:
    game = _game(seed)
    setup = Setup(PLAYERS, _names(app))
    return GameRecord("favelas", setup, seed, tuple(game.actions[:actions]))


def _saved(app: App, seed: int, actions: int | None) -> SavedGame:
    """A save of the staged game of `seed` after `actions` (None: the finished game)."""
    record = _record(app, seed, len(_game(seed).actions) if actions is None else actions)
    seats = (HUMAN,) + (AI_LEVEL,) * (PLAYERS - 1)
    return SavedGame(record, seats, saved_at=SAVED_AT)


def _table_scene(
    app: App,
    seed: int,
    actions: int,
    seats: tuple[str, ...] = (HUMAN,) * PLAYERS,
    shown: int = 0,
) -> FavelasScene:
    """The Favelas table after `actions` of the staged game of `seed`; the last `shown` of
    them are played through the table, so that its log tells them."""
    from favelas_app.ui.scenes.favelas_game import FavelasScene
    from favelas_app.ui.session import Session

    game = _game(seed)
    session = Session(_record(app, seed, actions - shown), seats)
    scene = FavelasScene(app, session)
    app.scenes.push(scene)
    for action in game.actions[actions - shown : actions]:
        scene.submit(action)
        _settle(scene)
    _settle(scene)
    return scene


def _settle(scene: FavelasScene | HoliScene | FeuvilleScene) -> None:
    """Shows what is queued (animations are off, so at once), without any time passing."""
    for _ in range(20):
        scene.update(0.0)
        if not scene.busy:
            return


def _source_turn(app: App) -> FavelasScene:
    """A person choosing a tile, the log full, and a refused Pass explained in the prompt
    and beside the pointer, over the stack."""
    game = _game(SEED)
    scene = _table_scene(app, SEED, _source_index(game), shown=LOG_ACTIONS)
    scene.pointer = scene.layout.tiles.center
    scene.act(Pass())  # refused: a tile can still be taken
    return scene


def _hover_sweep(app: App, scene: FavelasScene) -> FrameStep:
    """The pointer sweeps over the houses: the ghost tile and the reasons change."""
    houses = scene.state.boards[scene.player]
    cells = [scene.boards.top_centre(cell, len(houses[i])) for i, cell in enumerate(BOARD_CELLS)]
    position = iter(_cycle(cells))

    def hover() -> None:
        x, y = next(position)
        motion = pygame.event.Event(
            pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0)
        )
        app.scenes.handle(motion)
        app.scenes.update(1 / 60)

    return hover


def _cycle(items: list[Any]) -> Iterator[Any]:
    while True:
        yield from items


# -- saves ------------------------------------------------------------------------------------


def _write_saves(files: list[tuple[Path, SavedGame | str]]) -> None:
    """The saves folder holds exactly `files` (saves, or raw text), the first the newest:
    their file times are fixed, an hour apart."""
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.json"):
        old.unlink()
    newest = 1_777_660_200  # 2026-05-01 18:30 UTC
    for i, (path, content) in enumerate(files):
        if isinstance(content, SavedGame):
            write_save(content, path)
        else:
            path.write_text(content, encoding="utf-8")
        stamp = newest - 3600 * i
        os.utime(path, (stamp, stamp))


# -- Holi ---------------------------------------------------------------------------------------


@cache
def _holi_played(
    seed: int, rivalry: tuple[str, ...] = ()
) -> tuple[tuple[HoliState, ...], tuple[Action, ...], tuple[tuple[Event, ...], ...]]:
    """A whole Holi game of four easy AIs (with `rivalry` cards in play): the state before
    each action and after the last, the actions and each action's events."""
    state: HoliState = HOLI.new_game(_holi_setup(rivalry), seed)
    agents = [make_agent(AI_LEVEL, seed * PLAYERS + seat) for seat in range(PLAYERS)]
    states, actions, events = [state], [], []
    while (decision := state.decision) is not None:
        player = decision.players[0]
        action = agents[player].choose(HOLI, HOLI.view(state, player), player)
        state, happened = HOLI.apply(state, action)
        states.append(state)
        actions.append(action)
        events.append(tuple(happened))
    return tuple(states), tuple(actions), tuple(events)


def _holi_actions(seed: int, rivalry: tuple[str, ...] = ()) -> tuple[Action, ...]:
    """The actions of the staged Holi game of `seed` with these rivalry cards."""
    return _holi_played(seed, rivalry)[1]


def _holi_setup(rivalry: tuple[str, ...], names: tuple[str, ...] = ()) -> Setup:
    return Setup(PLAYERS, names, {"rivalry": list(rivalry)} if rivalry else {})


def _holi_game(seed: int) -> tuple[tuple[HoliState, ...], tuple[tuple[Event, ...], ...]]:
    """The states and events of the staged Holi game of `seed`."""
    states, _, events = _holi_played(seed)
    return states, events


def _tokens_per_floor(state: HoliState) -> list[int]:
    return [
        sum(owner >= 0 for owner in state.tokens[f * SQUARES : (f + 1) * SQUARES])
        for f in range(FLOORS)
    ]


def holi_positions() -> dict[str, HoliState]:
    """Representative Holi positions, each at the start of a turn: `holi_early` (a few turns
    in, the ground floor filling) and `holi_late` (the last such position with pawns on all
    three floors, tokens on every floor and sweets left)."""
    states, _ = _holi_game(HOLI_SEED)
    turns = [s for s in states if s.step is HoliStep.TURN and not s.thrown and not s.moves]
    early = turns[HOLI_EARLY_TURNS * PLAYERS]
    late = [
        s
        for s in turns
        if len({s.floor(p) for p in range(s.players)}) == FLOORS
        and min(_tokens_per_floor(s)) > 0
        and sum(s.sweets) > 0
    ]
    return {"holi_early": early, "holi_late": late[-1]}


def holi_tower_frames(surface: pygame.Surface, catalog: Catalog) -> FrameStep:
    """Draws the late Holi tower on `surface` once per call, the current player's floor looked
    at with the upper floors cut away around the pointer, which sweeps over every square of
    that floor (the ghost of a card and the hover follow it)."""
    from favelas_app.ui.render.holi_tower import Ghost, TowerHints, TowerRenderer
    from favelas_app.ui.theme import BACKGROUND

    state = holi_positions()["holi_late"]
    view = HOLI.view(state, state.current)
    tower = TowerRenderer(surface.get_rect(), catalog)
    focus = state.floor(state.current)
    squares = [(x, y) for y in range(SIDE) for x in range(SIDE)]
    position = iter(_cycle(squares))

    def frame() -> None:
        x, y = next(position)
        pattern = tuple((x + dx, y) for dx in range(3) if x + dx < SIDE)
        hints = TowerHints(
            focus=focus,
            pointer=tower.centre(focus, x, y),
            hover=(focus, x, y),
            ghost=Ghost(focus, pattern, state.current, legal=x % 2 == 0, sun=(x, y)),
            current=state.current,
        )
        surface.fill(BACKGROUND)
        tower.draw(surface, view, hints)

    return frame


# -- Feuville -----------------------------------------------------------------------------------
# `feuville_positions()` gives Feuville's representative positions and `feuville_frames`
# draws its board and townscapes alone with the pointer moving; `_feuville_table` stages the
# table scene at moments of a staged game.

FEUVILLE_SEED = 20  # a game whose four towns grow wide, with ruins, grass and stored items
FEUVILLE_EARLY_TURNS = 2  # turns each player has had in the early position
# How a staged game of Feuville is played: seeded random choices that prefer, in this order,
# evaluating the town, evaluating a decree, building, taking or picking a building tile;
# 15 in 100 choices are plain random ones. The AIs build too little for a well-built town.
_FEUVILLE_PREFERENCE = {
    "EvaluateTown": 0,
    "Evaluate": 1,
    "Build": 2,
    "GuestBuild": 2,
    "TakeBuilding": 3,
    "Pick": 3,
    "Restore": 3,
}
_FEUVILLE_RANDOM = 15  # in 100
# Where the staged frames put the board, the other towns and the deciding player's town.
FEUVILLE_BOARD = pygame.Rect(0, 0, 700, 440)
FEUVILLE_OTHERS = pygame.Rect(706, 0, 574, 440)
FEUVILLE_FOCUS = pygame.Rect(0, 446, 1280, 274)


def _feuville_choice(rng: Rng, legal: list[Action]) -> Action:
    ranks = [_FEUVILLE_PREFERENCE.get(type(action).__name__) for action in legal]
    best = min((rank for rank in ranks if rank is not None), default=None)
    if best is None or rng.below(100) < _FEUVILLE_RANDOM:
        return rng.choice(legal)
    return rng.choice([action for action, rank in zip(legal, ranks, strict=True) if rank == best])


@cache
def _feuville_played(seed: int) -> tuple[tuple[FeuvilleState, ...], tuple[Action, ...]]:
    """Every state of a staged game of Feuville, from the first to the last, and the actions
    between them."""
    state: FeuvilleState = FEUVILLE.new_game(Setup(PLAYERS), seed)
    rng = Rng.from_seed(seed)
    states, actions = [state], []
    while not FEUVILLE.is_over(state):
        action = _feuville_choice(rng, FEUVILLE.legal_actions(state))
        state, _ = FEUVILLE.apply(state, action)
        states.append(state)
        actions.append(action)
    return tuple(states), tuple(actions)


def _feuville_game(seed: int) -> tuple[FeuvilleState, ...]:
    """Every state of a staged game of Feuville, from the first to the last."""
    return _feuville_played(seed)[0]


def _well_built(state: FeuvilleState) -> bool:
    """Four towns of six columns or more, with ruins, grass, stored items and fairy magic,
    and walls still on display."""
    columns = [column for town in state.towns for column in town]
    return (
        min(map(len, state.towns)) >= 6
        and any(column.burnt for column in columns)
        and sum(column.grass != 0 for column in columns) >= 3
        and sum(stored is not None for board in state.boards for stored in board) >= 3
        and sum(map(len, state.charms)) >= 2
        and any(tile >= 0 for tile in state.display[0])  # a wall to build on the ends
    )


def feuville_positions() -> dict[str, FeuvilleState]:
    """Representative Feuville positions, each at the start of a turn's choices: `feuville_early`
    (a few turns in) and `feuville_late` (the first with four well-built towns)."""
    turns = [s for s in _feuville_game(FEUVILLE_SEED) if not s.tasks and not s.over]
    early = [s for s in turns if not any(s.used)][FEUVILLE_EARLY_TURNS * PLAYERS]
    late = next(s for s in turns if _well_built(s))
    return {"feuville_early": early, "feuville_late": late}


def feuville_frames(surface: pygame.Surface, catalog: Catalog) -> FrameStep:
    """Draws the late Feuville position on `surface` once per call, as the deciding player
    sees it: the board with the choices of the die still to use and every town, the pointer sweeping
    over the board's spots and the decider's build spots (the hover and ghost follow it)."""
    from favelas_app.games.feuville.components import ROWS, TILES
    from favelas_app.games.feuville.town import build_sites
    from favelas_app.ui.render.feuville_board import BoardHints, BoardRenderer, choices
    from favelas_app.ui.render.feuville_skyline import SkylinesRenderer, TownHints
    from favelas_app.ui.theme import BACKGROUND

    state = feuville_positions()["feuville_late"]
    player = state.current
    view = FEUVILLE.view(state, player)
    board = BoardRenderer(FEUVILLE_BOARD, catalog)
    towns = SkylinesRenderer(FEUVILLE_FOCUS, FEUVILLE_OTHERS, catalog, state.players)
    names = _feuville_names(catalog)
    legal = FEUVILLE.legal_actions(state)
    die = view.used.index(False) if not all(view.used) else None
    highlighted = choices(view, legal, die)
    spots = sorted(board.layout.spaces, key=repr)
    shown = [tile for row in view.display for tile in row if tile >= 0]
    tile = next(tile for tile in shown if build_sites(view, player, tile))
    level = ROWS.index(TILES[tile].kind)
    sites = [(x, level) for x in build_sites(view, player, tile)]
    position = iter(_cycle(list(range(max(len(spots), len(sites))))))

    def frame() -> None:
        i = next(position)
        x, level = sites[i % len(sites)]
        board_hints = BoardHints(highlighted=highlighted, hover=spots[i % len(spots)])
        town_hints = TownHints(
            build=frozenset(sites), ghost=(tile, x, level), deciding=True, hover=None
        )
        surface.fill(BACKGROUND)
        board.draw(surface, view, board_hints)
        towns.draw(surface, view, player, names, {player: town_hints})

    return frame


def _feuville_names(catalog: Catalog) -> tuple[str, ...]:
    return tuple(catalog.text("setup.default_name", number=seat + 1) for seat in range(PLAYERS))
