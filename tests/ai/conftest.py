"""Fixtures of the AI tests."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator

import pytest

from tests.ai.race_game import LevelKnowledge, RaceGame


@pytest.fixture
def race() -> Iterator[RaceGame]:
    """The race game, with its knowledge where `knowledge_for("race")` looks for it."""
    module = types.ModuleType("favelas_app.games.race.ai")
    module.KNOWLEDGE = LevelKnowledge()  # type: ignore[attr-defined]
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(sys.modules, "favelas_app.games.race.ai", module)
        yield RaceGame()
