"""A game's own set-up options as choices on the Setup screen: Holi's rivalry cards.

Each row is a label and its choices; a choice's value is the game's setup options as a
tuple of (name, value) pairs (hashable, so a Choice widget can hold it) and becomes the
`Setup.options` of the new game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from favelas_app.games.holi.components import MAX_RIVALRY_CARDS

Options = tuple[tuple[str, object], ...]
RECOMMENDED_RIVALRY = 2  # holi_pt.md: "recomendamos 2"


@dataclass(frozen=True)
class OptionRow:
    """One row of the Setup screen for a game option: its label and its choices."""

    label: str
    choices: tuple[tuple[Options, str], ...]


def option_rows(game: str, text: Callable[..., str]) -> tuple[OptionRow, ...]:
    """The option rows of `game`, in the language of `text`; the first choice is the default
    (COMPONENTS.md: the rivalry cards are off by default)."""
    if game != "holi":
        return ()
    choices: list[tuple[Options, str]] = [((), text("setup.rivalry_none"))]
    for count in range(1, MAX_RIVALRY_CARDS + 1):
        key = (
            "setup.rivalry_recommended" if count == RECOMMENDED_RIVALRY else "setup.rivalry_random"
        )
        choices.append(((("rivalry_random", count),), text(key, count=count)))
    return (OptionRow(text("setup.rivalry"), tuple(choices)),)
