"""AI players. Each agent decides only from its seat's view (see `agents` for the levels)."""

from __future__ import annotations

from favelas_app.ai.agents import AI_LEVELS, PLAYER_LEVELS, make_agent

__all__ = ["AI_LEVELS", "PLAYER_LEVELS", "make_agent"]
