"""What a measuring command needs before pygame loads: SDL's dummy drivers (no window, no
sound) and a scratch FAVELAS_HOME, so it never touches the player's settings or saves."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def headless_scratch_home() -> Iterator[Path]:
    """Sets the dummy drivers (unless set) and points FAVELAS_HOME at a temporary folder
    for the block; the folder is removed afterwards."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    with tempfile.TemporaryDirectory() as home:
        os.environ["FAVELAS_HOME"] = home
        yield Path(home)
