"""How long the table pauses so that people can follow what happens."""

from __future__ import annotations

AI_PAUSE = 0.7  # least seconds from an AI starting to think to its step (normal speed)
FORCED_PAUSE = 1.1  # seconds a forced step is shown before it is applied
BUBBLE_SECONDS = 4.0  # how long a refusal stays beside the pointer


def pace(speed: float) -> float:
    """How long pauses last at an animation speed: off still leaves a brief beat."""
    return 0.2 if speed == 0 else 1 / speed
