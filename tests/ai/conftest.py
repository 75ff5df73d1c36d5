"""Fixtures of the AI tests: toy games whose knowledge sits where `knowledge_for` looks."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tests.ai.gamble_game import GambleGame, GambleKnowledge
from tests.ai.menu_game import MenuGame, MenuKnowledge
from tests.ai.race_game import LevelKnowledge, RaceGame


@contextmanager
def _with_knowledge(name: str, knowledge: Any) -> Iterator[None]:
    module = types.ModuleType(f"favelas_app.games.{name}.ai")
    module.KNOWLEDGE = knowledge  # type: ignore[attr-defined]
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(sys.modules, module.__name__, module)
        yield


@pytest.fixture
def race() -> Iterator[RaceGame]:
    """The race game, with its knowledge."""
    with _with_knowledge("race", LevelKnowledge()):
        yield RaceGame()


@pytest.fixture
def gamble() -> Iterator[GambleGame]:
    """The gamble game, with its knowledge."""
    with _with_knowledge("gamble", GambleKnowledge()):
        yield GambleGame()


@pytest.fixture
def menu() -> Iterator[MenuGame]:
    """The menu game, with its knowledge."""
    with _with_knowledge("menu", MenuKnowledge()):
        yield MenuGame()
