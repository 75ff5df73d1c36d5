"""Which texts do not fit the room they are drawn in: the recorder behind `favelas i18n check`.

While `measuring()` is active, the drawing helpers of theme.py, the widgets and the scenes
report every text they draw with the room it has: its width and, for wrapped text, its
height. A text that needs more is logged as an `Overflow`, naming the staged scene and the
drawing function. Outside `measuring()` a report costs one None check and drawing is the
same as ever: this only measures.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

# The modules of helpers whose callers, not themselves, are named as where a text was drawn.
_HELPERS = frozenset({"favelas_app.ui.theme", __name__})


@dataclass(frozen=True)
class Overflow:
    """A text that needs `needed` pixels of width (or height) and has only `available`."""

    text: str
    needed: int
    available: int
    scene: str  # the staged scene ("" if nobody named one)
    drawer: str  # the function that drew the text, e.g. "Button.draw"
    axis: str = "width"  # or "height": wrapped lines taller than their box

    @property
    def where(self) -> str:
        return f"{self.scene}, {self.drawer}" if self.scene else self.drawer


class FitLog:
    """The overflows found while measuring, each once (a scene draws many frames)."""

    def __init__(self) -> None:
        self.scene = ""  # the staged scene being drawn, set by whoever stages it
        self.overflows: list[Overflow] = []
        self._seen: set[tuple[str, int, int, str, str]] = set()

    def check(
        self, text: str, needed: int, available: int, axis: str = "width", skip: int = 0
    ) -> None:
        """Logs `text` if it needs more than `available` pixels along `axis`. `skip` names
        a caller further up as where it was drawn (for helpers outside theme.py)."""
        if needed <= available or not text:
            return
        drawer = _drawer(skip)
        seen = (text, needed, available, axis, drawer)
        if seen in self._seen:
            return
        self._seen.add(seen)
        self.overflows.append(Overflow(text, needed, max(0, available), self.scene, drawer, axis))


# The log while measuring; None otherwise (one check per report).
current: FitLog | None = None


def report(text: str, needed: int, available: int, axis: str = "width", skip: int = 0) -> None:
    """Tells the log, if one is measuring, that `text` needs `needed` of `available` px."""
    log = current
    if log is not None:
        log.check(text, needed, available, axis, skip)


def at_scene(name: str) -> None:
    """Names the scene being staged, so that its overflows say where they are."""
    if current is not None:
        current.scene = name


@contextmanager
def measuring() -> Iterator[FitLog]:
    """Logs every text that does not fit while the block runs."""
    global current
    outer, log = current, FitLog()
    current = log
    try:
        yield log
    finally:
        current = outer


def _drawer(skip: int) -> str:
    """The qualified name of the function that drew the text: the first caller outside
    theme.py and this module, `skip` frames further up."""
    frame = sys._getframe(2)
    while frame.f_back is not None and frame.f_globals.get("__name__") in _HELPERS:
        frame = frame.f_back
    for _ in range(skip):
        if frame.f_back is not None:
            frame = frame.f_back
    return frame.f_code.co_qualname
