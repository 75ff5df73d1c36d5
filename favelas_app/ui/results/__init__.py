"""What each game adds to the results screen (ui/scenes/results.py): `part_for` gives the
game's part, or the generic one (its categories and the total) for a game without its own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from favelas_app.core.protocol import Outcome, Score
from favelas_app.ui.results.part import ResultsPart

if TYPE_CHECKING:
    from favelas_app.ui.app import App


def part_for(
    app: App, game: str, state: Any, scores: tuple[Score, ...], outcome: Outcome
) -> ResultsPart:
    """The results part of `game` for its finished `state`."""
    if game == "favelas":
        from favelas_app.ui.results.favelas import FavelasPart

        return FavelasPart(app, state, scores, outcome)
    if game == "holi":
        from favelas_app.ui.results.holi import HoliPart

        return HoliPart(app, state, scores, outcome)
    return ResultsPart(app, state, scores, outcome)
