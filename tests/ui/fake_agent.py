"""Shared by the UI's AI tests: an agent whose thinking time and failure the test sets."""

from __future__ import annotations

import threading
import time
from typing import Any

from favelas_app.core.protocol import Action, Game


class FakeAgent:
    """Takes the first legal action after `seconds` asleep, or of busy pure Python (holding
    the GIL as the hard level's search does), or fails; notes the thread of each call."""

    def __init__(self, seconds: float = 0.0, burn: bool = False, fail: bool = False) -> None:
        self.seconds, self.burn, self.fail = seconds, burn, fail
        self.calls = 0
        self.threads: list[int] = []
        self.started = threading.Event()
        self.finished = threading.Event()
        self.release = threading.Event()  # set it to end a sleep early
        self.running = 0
        self.most_at_once = 0

    def choose(self, game: Game, view: Any, player: int) -> Action:
        self.calls += 1
        self.threads.append(threading.get_ident())
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)
        self.started.set()
        try:
            if self.burn:
                deadline = time.perf_counter() + self.seconds
                while time.perf_counter() < deadline:
                    sum(range(200))
            else:
                self.release.wait(self.seconds)
            if self.fail:
                raise ValueError("the agent broke")
            return game.legal_actions(view)[0]
        finally:
            self.running -= 1
            self.finished.set()
