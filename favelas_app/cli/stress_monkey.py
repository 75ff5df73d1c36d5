"""`favelas stress monkey`: random mouse, keyboard and window events over every scene.

One app (SDL's dummy drivers, a scratch FAVELAS_HOME, persisting: settings, saves and Load
really happen) is put on each view of ui/staging.py in turn, and between two views gets
random events, a few at a time, each batch followed by a frame: pointer moves, presses and
releases of buttons 1-5 anywhere, wheel turns, keys (mostly the ones the app uses, with
random modifiers), typed text (control characters, NUL, emoji, lone surrogates, very long
text), resizes, focus changes and Quit (the harness sets the app running again). Every
exception is a failure, told with its traceback, the seed, the index of the event and the
view; the next view then starts afresh.
"""

from __future__ import annotations

import json
import os
import random
import string
import tempfile
import time
import traceback
import warnings
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, TextIO

from favelas_app.core.paths import HOME_VARIABLE

if TYPE_CHECKING:
    import pygame

    from favelas_app.ui.app import App

MAX_VIEW_EVENTS = 500  # events before the next view is staged
MAX_BATCH = 6  # events dispatched between two frames
FRAME_TIMES = (0.0, 1 / 60, 1 / 60, 1 / 30, 0.1)  # seconds a frame advances, drawn at random
TEXTS = (
    "a", "Z", "7", " ", "é", "ß", "€", "ñ", "ç", "🏠", "👩‍👩‍👧", "مرحبا", "日本語", "e\u0301",
    "\u200b", "\u202e", "\x00", "\x01", "\x1b", "\t", "\n", "\r", "\x7f", "\ud800", "\udfff",
    "{player}", "{", "%s", "x" * 300, "Ana " * 2000,
)  # fmt: skip
MAX_FAILURES = 20  # failures told in full; more are only counted


@dataclass
class MonkeyReport:
    seed: int
    events: int = 0
    frames: int = 0
    views: int = 0  # views staged
    quits: int = 0  # Quit events and Quit buttons, after which the app was set running again
    scenes: set[str] = field(default_factory=set)  # kinds of scene seen on the stack
    exceptions: int = 0
    failures: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {**asdict(self), "scenes": sorted(self.scenes), "ok": self.exceptions == 0}


class Monkey:
    """Random input for one app, from one seed."""

    def __init__(self, app: App, seed: int) -> None:
        import pygame

        self.app, self.rng, self.pg = app, random.Random(seed), pygame
        keys = [
            (pygame.K_TAB, 8), (pygame.K_LEFT, 6), (pygame.K_RIGHT, 6), (pygame.K_UP, 6),
            (pygame.K_DOWN, 6), (pygame.K_RETURN, 6), (pygame.K_KP_ENTER, 1),
            (pygame.K_ESCAPE, 4), (pygame.K_SPACE, 4), (pygame.K_BACKSPACE, 4),
            (pygame.K_DELETE, 3), (pygame.K_F5, 1), (pygame.K_F11, 1), (pygame.K_r, 3),
            (pygame.K_u, 3), (pygame.K_z, 3), (pygame.K_a, 2), (pygame.K_HOME, 2),
            (pygame.K_END, 2), (pygame.K_PAGEUP, 2), (pygame.K_PAGEDOWN, 2),
            (pygame.K_F1, 1), (pygame.K_LSHIFT, 1), (pygame.K_LCTRL, 1), (pygame.K_UNKNOWN, 1),
        ]  # fmt: skip
        keys += [(pygame.key.key_code(c), 1) for c in string.ascii_lowercase + string.digits]
        self.keys, self.key_weights = zip(*keys, strict=True)
        self.mods = (
            (pygame.KMOD_NONE, 12), (pygame.KMOD_LSHIFT, 3), (pygame.KMOD_LCTRL, 4),
            (pygame.KMOD_LALT, 1), (pygame.KMOD_CTRL | pygame.KMOD_SHIFT, 1),
            (pygame.KMOD_CAPS, 1), (pygame.KMOD_NUM, 1), (pygame.KMOD_GUI, 1),
        )  # fmt: skip
        self.makers: list[tuple[Callable[[], pygame.event.Event], int]] = [
            (self.motion, 30), (self.button, 16), (self.wheel, 4), (self.key, 30),
            (self.text, 8), (self.resize, 1), (self.window, 2), (self.quit, 1),
        ]  # fmt: skip

    def event(self) -> pygame.event.Event:
        """One random event."""
        makers, weights = zip(*self.makers, strict=True)
        return self.rng.choices(makers, weights)[0]()

    def frame_time(self) -> float:
        return self.rng.choice(FRAME_TIMES)

    def batch(self) -> int:
        return self.rng.randint(1, MAX_BATCH)

    def _pos(self) -> tuple[int, int]:
        width, height = self.app.window.get_size()
        if self.rng.random() < 0.03:  # outside the window, as a drag that left it
            return self.rng.randint(-50, width + 50), self.rng.randint(-50, height + 50)
        return self.rng.randrange(width), self.rng.randrange(height)

    def motion(self) -> pygame.event.Event:
        held = tuple(self.rng.random() < 0.1 for _ in range(3))
        rel = (self.rng.randint(-40, 40), self.rng.randint(-40, 40))
        return self.pg.event.Event(
            self.pg.MOUSEMOTION, pos=self._pos(), rel=rel, buttons=held, touch=False, window=None
        )

    def button(self) -> pygame.event.Event:
        kind = self.rng.choice((self.pg.MOUSEBUTTONDOWN, self.pg.MOUSEBUTTONUP))
        button = self.rng.choices((1, 2, 3, 4, 5), (10, 1, 3, 2, 2))[0]
        return self.pg.event.Event(kind, pos=self._pos(), button=button, touch=False, window=None)

    def wheel(self) -> pygame.event.Event:
        x, y = self.rng.choice((0, 0, 0, -1, 1)), self.rng.choice((-3, -1, -1, 1, 1, 3))
        return self.pg.event.Event(
            self.pg.MOUSEWHEEL, x=x, y=y, precise_x=float(x), precise_y=float(y),
            flipped=False, touch=False, which=0, window=None,
        )  # fmt: skip

    def key(self) -> pygame.event.Event:
        key = self.rng.choices(self.keys, self.key_weights)[0]
        mods, weights = zip(*self.mods, strict=True)
        mod = self.rng.choices(mods, weights)[0]
        name = self.pg.key.name(key)
        unicode = name if len(name) == 1 else " " if key == self.pg.K_SPACE else ""
        if mod & self.pg.KMOD_SHIFT:
            unicode = unicode.upper()
        kind = self.rng.choice((self.pg.KEYDOWN, self.pg.KEYDOWN, self.pg.KEYUP))
        return self.pg.event.Event(kind, key=key, mod=mod, unicode=unicode, scancode=0, window=None)

    def text(self) -> pygame.event.Event:
        text = "".join(self.rng.choice(TEXTS) for _ in range(self.rng.choice((1, 1, 1, 2, 5))))
        return self.pg.event.Event(self.pg.TEXTINPUT, text=text, window=None)

    def resize(self) -> pygame.event.Event:
        """The window is resized (at times tiny, at times huge) and told so, as by the
        window manager: VIDEORESIZE now, WINDOWRESIZED with the next frame's events."""
        width, height = self.rng.randint(1, 2600), self.rng.randint(1, 1600)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = self.pg.Window.from_display_module()
        window.size = (width, height)
        self.pg.event.post(self.pg.event.Event(self.pg.WINDOWRESIZED, x=width, y=height))
        return self.pg.event.Event(
            self.pg.VIDEORESIZE, size=(width, height), w=width, h=height, window=None
        )

    def window(self) -> pygame.event.Event:
        kind = self.rng.choice(
            (
                self.pg.WINDOWFOCUSLOST, self.pg.WINDOWFOCUSGAINED, self.pg.WINDOWLEAVE,
                self.pg.WINDOWENTER, self.pg.WINDOWMINIMIZED, self.pg.WINDOWRESTORED,
                self.pg.WINDOWEXPOSED, self.pg.VIDEOEXPOSE,
            )
        )  # fmt: skip
        return self.pg.event.Event(kind, window=None)

    def quit(self) -> pygame.event.Event:
        return self.pg.event.Event(self.pg.QUIT)


def monkey_test(events: int, seed: int, out: TextIO | None = None) -> MonkeyReport:
    """`events` random events over every staged view, in a scratch FAVELAS_HOME (which must
    be set: staging refuses to write saves elsewhere)."""
    from favelas_app.ui import staging
    from favelas_app.ui.app import App

    app = App(persist=True)
    monkey, report = Monkey(app, seed), MonkeyReport(seed)
    names = list(staging.views(app))
    settings = app.settings  # the views were listed under these (a language has its pages)
    per_view = max(1, min(MAX_VIEW_EVENTS, events // len(names)))
    view = 0
    while report.events < events:
        name = names[view % len(names)]
        view += 1
        try:
            if app.settings != settings:  # the last view's input may have changed them
                app.change_settings(**asdict(settings))
            staging.stage(app, name)
        except Exception as exc:
            _failed(report, exc, f"staging view {name} (after event {report.events})")
            continue
        report.views += 1
        _play(app, monkey, report, name, min(per_view, events - report.events))
        if out is not None and view % len(names) == 0:
            print(f"{report.events} events, {report.exceptions} exceptions", file=out)
    staging.clear(app)
    return report


def _play(app: App, monkey: Monkey, report: MonkeyReport, name: str, count: int) -> None:
    """`count` random events on the view `name`, a frame after each batch; stops early on
    an exception or when no scene is left."""
    end = report.events + count
    while report.events < end and app.scenes.scenes:
        try:
            for _ in range(min(monkey.batch(), end - report.events)):
                event = monkey.event()
                report.events += 1
                app.dispatch(event)
                _keep_running(app, report)
            app.frame(monkey.frame_time())
            report.frames += 1
            _keep_running(app, report)
            report.scenes.update(type(scene).__name__ for scene in app.scenes.scenes)
        except Exception as exc:
            _failed(report, exc, f"event {report.events - 1} on view {name}")
            return


def _keep_running(app: App, report: MonkeyReport) -> None:
    if not app.running:
        app.running = True
        report.quits += 1


def _failed(report: MonkeyReport, exc: Exception, where: str) -> None:
    report.exceptions += 1
    if len(report.failures) < MAX_FAILURES:
        trace = "".join(traceback.format_exception(exc)).rstrip()
        report.failures.append(f"seed {report.seed}, {where}:\n{trace}")


def run_stress_monkey(events: int, seed: int, as_json: bool, out: TextIO) -> int:
    """`favelas stress monkey`: the totals, every failure in full; exit code 1 on any."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"  # before pygame loads; the window stays hidden
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    old_home = os.environ.get(HOME_VARIABLE)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="favelas-monkey-") as home:
        os.environ[HOME_VARIABLE] = home
        try:
            report = monkey_test(events, seed, out)
        finally:
            if old_home is None:
                del os.environ[HOME_VARIABLE]
            else:
                os.environ[HOME_VARIABLE] = old_home
    seconds = time.monotonic() - started
    for failure in report.failures:
        print(f"FAILED: {failure}", file=out)
    print(
        f"{report.events} events, {report.frames} frames, {report.views} views staged, "
        f"{len(report.scenes)} kinds of scene ({', '.join(sorted(report.scenes))}), "
        f"{report.quits} quits, {report.exceptions} exceptions, in {seconds:.1f} s "
        f"(seed {seed})",
        file=out,
    )
    if as_json:
        print(json.dumps({**report.to_json(), "seconds": round(seconds, 1)}), file=out)
    return 0 if report.exceptions == 0 else 1
