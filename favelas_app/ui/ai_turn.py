"""AI seats decide off the UI thread, and their moves are paced so people can follow them.

A `Thought` runs one `agent.choose(game, view, player)` on a daemon thread; the scene polls
it each frame and never waits for it. `AiTurn` is what a game scene keeps: each frame in
which an AI seat must decide (and nothing is being shown) the scene calls `step`, which
starts thinking at once, and hands back the move only when the thought is done AND the
pace's pause has passed since it started. A thought about another position, seat or agent
than the one now deciding (the seat was handed to a person or another level, a move was
undone, a game loaded) is dropped, and its result with it.

Daemon threads: closing the window while an AI thinks never waits for it. An exception in
the agent is raised again on the UI thread by `step`, so a bug is seen, never swallowed.

The hard level searches in pure Python and holds the GIL in bursts; the interpreter hands
the GIL over every few milliseconds (`sys.getswitchinterval`), so frames keep coming, a
little slower while it thinks.
"""

from __future__ import annotations

import math
import threading
from concurrent.futures import Future
from typing import Any

import pygame

from favelas_app.core.controller import Agent
from favelas_app.core.protocol import Action, Game

DOTS = 8  # dots around the thinking sign
TURN_SECONDS = 1.2  # one turn of the sign


class Thought:
    """One decision of `agent` for `player` from `view`, worked out on a daemon thread.

    `position` names the game position it was asked about (see `AiTurn.step`); the result
    is only used while the same position, player and agent are deciding.
    """

    def __init__(self, agent: Agent, game: Game, view: Any, player: int, position: object) -> None:
        self.agent, self.player, self.position = agent, player, position
        self._future: Future[Action] = Future()
        self._thread = threading.Thread(
            target=self._run, args=(game, view, player), name="ai-thought", daemon=True
        )
        self._thread.start()

    def _run(self, game: Game, view: Any, player: int) -> None:
        try:
            action = self.agent.choose(game, view, player)
        except BaseException as exc:  # handed to the UI thread, which raises it again
            self._future.set_exception(exc)
        else:
            self._future.set_result(action)

    @property
    def done(self) -> bool:
        return self._future.done()

    def about(self, position: object, player: int, agent: Agent) -> bool:
        """Whether this is the decision of `player` by `agent` at `position` (the very same
        objects: a record equal to an older one is still another moment of the game)."""
        return self.position is position and self.player == player and self.agent is agent

    def result(self) -> Action:
        """The chosen action, or the agent's exception raised again; only once `done`."""
        if not self.done:
            raise RuntimeError("the thought is not done yet")
        return self._future.result()


class AiTurn:
    """The AI decisions of one game scene: at most one thought in use at a time."""

    def __init__(self) -> None:
        self.thought: Thought | None = None
        self.elapsed = 0.0  # seconds of scene time since the thought started
        self._dropped: list[Thought] = []  # dropped, maybe still running: their agents are busy

    @property
    def thinking(self) -> bool:
        """An AI is deciding and its move has not been handed out yet."""
        return self.thought is not None

    def step(
        self,
        dt: float,
        game: Game,
        state: Any,
        position: object,
        player: int,
        agent: Agent,
        pause: float,
    ) -> Action | None:
        """One frame of `player`'s decision by `agent`: the action to submit, or None yet.

        `position` names the game position (the controller's record: a new one after every
        move, undo or load); a running thought about another position, player or agent is
        dropped and a new one started. `pause` is the least time, in seconds, from the start
        of the thought to its move. Raises the agent's exception if it failed.
        """
        if self.thought is not None and not self.thought.about(position, player, agent):
            self.drop()
        if self.thought is None:
            if any(t.agent is agent and not t.done for t in self._dropped):
                return None  # the agent is still busy with a dropped thought: one call at a time
            self._dropped = [t for t in self._dropped if not t.done]
            self.thought = Thought(agent, game, game.view(state, player), player, position)
            self.elapsed = 0.0
            return None
        self.elapsed += dt
        if self.elapsed < pause or not self.thought.done:
            return None
        thought, self.thought = self.thought, None
        return thought.result()

    def drop(self) -> None:
        """Forgets the thought in progress; its result will be ignored."""
        if self.thought is not None:
            self._dropped.append(self.thought)
        self.thought = None
        self.elapsed = 0.0


def draw_thinking(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, seconds: float, colour: tuple
) -> pygame.Rect:
    """The thinking sign: a ring of dots, the brightest and largest one going round (once
    per TURN_SECONDS of `seconds`), the others fading behind it. Returns the rect it covers."""
    lead = int(seconds / TURN_SECONDS * DOTS) % DOTS
    dot = max(2.0, radius * 0.24)
    for i in range(DOTS):
        angle = 2 * math.pi * i / DOTS - math.pi / 2
        x = centre[0] + (radius - dot) * math.cos(angle)
        y = centre[1] + (radius - dot) * math.sin(angle)
        fade = 1.0 - ((lead - i) % DOTS) / DOTS  # 1: the leading dot
        shade = tuple(round(c * (0.3 + 0.7 * fade)) for c in colour[:3])
        pygame.draw.aacircle(surface, shade, (x, y), max(1.0, dot * (0.55 + 0.45 * fade)))
    return pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)
