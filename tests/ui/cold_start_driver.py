"""Plays a part in the real app in a fresh process, for the cold-start tests.

Run as a script: `python cold_start_driver.py SCENARIO GAME`, with FAVELAS_HOME and the
dummy SDL drivers set. It starts the app through `favelas_app.__main__.main` (the
`favelas` entry point), acts frame by frame through real input events, and prints one
JSON report per line for the test to read. Nothing but the app's own start-up imports a
rules engine: that is what a player's fresh start does.

Scenarios: `save` starts a game and plays a few moves on screen; `continue` presses Continue;
`load` opens Load game and presses Enter on the newest save.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator

import pygame

from favelas_app.ui.app import App

Step = Callable[[App], None]
MOVES = 7  # moves played before saving


def engines_loaded() -> list[str]:
    return sorted(
        name
        for name in sys.modules
        if name.startswith("favelas_app.games.") and (name.endswith(".rules"))
    )


def report(**values: object) -> None:
    print(json.dumps(values), flush=True)


def post_key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=""))


def post_click(app: App, pos: tuple[int, int]) -> None:
    window = app.to_window(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0,) * 3)
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=1))


def top_scene(app: App) -> dict[str, object]:
    scene = app.scenes.top
    found: dict[str, object] = {"scene": type(scene).__name__}
    session = getattr(scene, "session", None)
    if session is not None:
        record = session.controller.record
        found.update(game=record.game, actions=len(record.actions), names=list(session.names))
    return found


def menu_button(app: App, key: str) -> object:
    label = app.text(key)
    return next(w for w in app.scenes.top.form.widgets if getattr(w, "text", None) == label)


def save_steps(game: str) -> Iterator[Step]:
    from favelas_app.ui import session

    def start(app: App) -> None:
        session.start_game(app, game, ("Ana", "Bo"), (session.HUMAN, session.HUMAN), seed=5)

    yield start
    played: list[object] = []

    def move(app: App) -> None:  # a legal step, handed to the table as its input does
        scene = app.scenes.top
        if scene.human_turn():
            scene.act(scene.session.game.legal_actions(scene.session.state)[0])
            played.append(scene.session.controller.record.actions[-1])

    while len(played) < MOVES:
        yield move

    def done(app: App) -> None:
        report(**top_scene(app))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    yield done


def continue_steps() -> Iterator[Step]:
    def look(app: App) -> None:
        menu = app.scenes.top
        button = menu_button(app, "menu.continue")
        report(continue_enabled=button.enabled, note=menu.note, engines=engines_loaded())
        if button.enabled:
            post_click(app, button.rect.center)

    yield look
    yield lambda app: None

    def after(app: App) -> None:
        report(**top_scene(app))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    yield after


def load_steps() -> Iterator[Step]:
    yield lambda app: post_click(app, menu_button(app, "menu.load").rect.center)
    for _ in range(5):  # the saves are read while the screen shows
        yield lambda app: None

    def look(app: App) -> None:
        rows = app.scenes.top.rows
        report(rows=[{"title": r.title, "detail": r.detail, "loadable": r.loadable} for r in rows])
        post_key(pygame.K_RETURN)  # the newest save has the focus

    yield look
    yield lambda app: None

    def after(app: App) -> None:
        report(**top_scene(app))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    yield after


def main() -> None:
    scenario, game = sys.argv[1], sys.argv[2]
    report(engines_at_start=engines_loaded())
    steps = {"save": lambda: save_steps(game), "continue": continue_steps, "load": load_steps}
    script = steps[scenario]()
    frame = App.frame

    def scripted_frame(app: App, dt: float) -> None:
        step = next(script, None)
        if step is not None:
            step(app)
        frame(app, dt)

    App.frame = scripted_frame  # type: ignore[method-assign]
    from favelas_app.__main__ import main as favelas

    sys.argv = ["favelas"]
    favelas()


if __name__ == "__main__":
    main()
