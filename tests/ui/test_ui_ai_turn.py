"""The AI's thinking off the UI thread (ui/ai_turn.py), with fake agents: frames never wait
for it, its move waits for both the thought and the pause, a thought about another moment
is dropped, an agent's failure reaches the UI thread, and nothing keeps the app from closing."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from typing import Any

import pytest
from fake_agent import FakeAgent

from favelas_app.core.protocol import Setup
from favelas_app.games.favelas.rules import GAME
from favelas_app.ui.ai_turn import AiTurn, Thought

FRAME = 1 / 60
PAUSE = 0.5  # the least time from the start of a thought to its move in these tests


@pytest.fixture
def state() -> Any:
    return GAME.new_game(Setup(2), 3)


def run(turn: AiTurn, state: Any, agent: FakeAgent, position: object, limit: float = 5.0):
    """Steps `turn` frame by frame until it hands out a move; returns the move, how many
    frames that took and the longest step in seconds."""
    longest, frames = 0.0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < limit:
        before = time.perf_counter()
        action = turn.step(FRAME, GAME, state, position, 0, agent, PAUSE)
        longest = max(longest, time.perf_counter() - before)
        frames += 1
        if action is not None:
            return action, frames, longest
        time.sleep(0.001)
    pytest.fail("no move came")


def test_the_agent_thinks_on_another_thread_and_steps_never_wait(state: Any) -> None:
    """An agent that takes 0.6 s: every step returns at once while it
    thinks, on a thread other than the caller's, and its move then comes."""
    agent = FakeAgent(seconds=0.6)
    start = time.perf_counter()
    action, frames, longest = run(AiTurn(), state, agent, object())
    assert time.perf_counter() - start >= 0.6
    assert longest < 0.1  # far below the 0.6 s of thinking, even on a busy machine
    assert frames > 30
    assert agent.threads and agent.threads[0] != threading.get_ident()
    assert action == GAME.legal_actions(state)[0]


def test_the_move_waits_for_the_pause_even_when_the_thought_is_quick(state: Any) -> None:
    """A quick agent is done at once, yet the move comes only once the pause has passed in
    scene time (frames times dt), not sooner."""
    agent = FakeAgent()
    turn = AiTurn()
    position = object()
    assert turn.step(FRAME, GAME, state, position, 0, agent, PAUSE) is None  # starts it
    assert agent.finished.wait(2)
    frames = 0
    while turn.step(FRAME, GAME, state, position, 0, agent, PAUSE) is None:
        frames += 1
        assert frames < 1000
    assert (frames + 1) * FRAME >= PAUSE
    assert frames * FRAME < PAUSE + 2 * FRAME


def test_the_move_waits_for_a_slow_thought_after_the_pause(state: Any) -> None:
    """Long after the pause, no move comes until the agent has decided."""
    agent = FakeAgent(seconds=10)
    turn = AiTurn()
    position = object()
    for _ in range(100):  # 100 frames: far more than the pause
        assert turn.step(FRAME, GAME, state, position, 0, agent, PAUSE) is None
    assert turn.thinking
    agent.release.set()
    assert agent.finished.wait(2)
    time.sleep(0.01)
    assert turn.step(FRAME, GAME, state, position, 0, agent, PAUSE) is not None
    assert not turn.thinking


@pytest.mark.parametrize("change", ["position", "player", "agent"])
def test_a_thought_about_another_moment_is_dropped(state: Any, change: str) -> None:
    """When the position (a move, an undo, a load), the deciding player or the seat's agent
    changes while the AI thinks, that thought's result is never handed out: a new thought
    starts for what is deciding now."""
    first = FakeAgent(seconds=10)
    turn = AiTurn()
    position = object()
    turn.step(FRAME, GAME, state, position, 0, first, PAUSE)
    old = turn.thought
    now = {"position": position, "player": 0, "agent": first}
    now[change] = {"position": object(), "player": 1, "agent": FakeAgent()}[change]
    assert turn.step(FRAME, GAME, state, now["position"], now["player"], now["agent"], 0) is None
    first.release.set()  # the dropped thought ends now
    assert first.finished.wait(2)
    while (action := turn.step(FRAME, GAME, state, *now.values(), 0)) is None:
        time.sleep(0.001)
    assert turn.thought is None and old is not None and old.done
    assert action == GAME.legal_actions(state)[0]


def test_a_dropped_thoughts_agent_is_not_asked_again_before_it_is_done(state: Any) -> None:
    """An agent is never asked two things at once: after its thought about an older position
    is dropped, the new one starts only when the old call has returned."""
    agent = FakeAgent(seconds=0.3)
    turn = AiTurn()
    turn.step(FRAME, GAME, state, object(), 0, agent, 0)
    action, _, _ = run(turn, state, agent, object())
    assert action is not None
    assert agent.most_at_once == 1 and len(agent.threads) == 2


def test_drop_forgets_the_thought(state: Any) -> None:
    """`drop` (the seat went to a person) forgets the thought; nothing is handed out later."""
    agent = FakeAgent(seconds=0.05)
    turn = AiTurn()
    turn.step(FRAME, GAME, state, object(), 0, agent, 0)
    turn.drop()
    assert agent.finished.wait(2)
    assert not turn.thinking and turn.thought is None


def test_an_agents_exception_is_raised_on_the_ui_thread(state: Any) -> None:
    """A failing agent is not swallowed by its thread: the step that would hand out its move
    raises the agent's own exception."""
    agent = FakeAgent(fail=True)
    with pytest.raises(ValueError, match="the agent broke"):
        run(AiTurn(), state, agent, object())


def test_a_result_is_only_read_once_the_thought_is_done(state: Any) -> None:
    agent = FakeAgent(seconds=10)
    thought = Thought(agent, GAME, state, 0, object())
    with pytest.raises(RuntimeError):
        thought.result()
    agent.release.set()


def test_closing_while_the_ai_thinks_does_not_wait_for_it() -> None:
    """A program that quits while an agent thinks for a minute ends at once: the thought
    runs on a daemon thread that nobody joins."""
    program = """
import time
from favelas_app.core.protocol import Setup
from favelas_app.games.favelas.rules import GAME
from favelas_app.ui.ai_turn import AiTurn

class Slow:
    def choose(self, game, view, player):
        time.sleep(60)

state = GAME.new_game(Setup(2), 1)
AiTurn().step(0.0, GAME, state, object(), 0, Slow(), 0.7)
print("quitting")
"""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stderr
    assert "quitting" in done.stdout
    assert time.perf_counter() - start < 10
