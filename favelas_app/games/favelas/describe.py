"""Favelas in words, in the player's language: tiles, choices, prompts, refusals and the
game log.

Shared by the terminal and the window; only text, no drawing.
"""

from __future__ import annotations

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Event, IllegalAction, Setup
from favelas_app.games.favelas.actions import (
    AdjustDie,
    DrawFromStack,
    DrawSingle,
    Pass,
    PlaceTile,
    TakeFromSupply,
)
from favelas_app.games.favelas.components import TILES
from favelas_app.games.favelas.events import (
    DieAdjusted,
    EndOfYearRevealed,
    PlayerPassed,
    TilePlaced,
    TileTaken,
    YearBlocked,
    YearStarted,
)
from favelas_app.games.favelas.state import FavelasState


def tile_text(t: Catalog, tile: str) -> str:
    """A tile named by its colours ("a red and blue tile"); face-down tiles have no name."""
    colours = [t.text(f"favelas.colour.{c}") for c in TILES[tile].colours]
    if len(colours) == 1:
        return t.text("favelas.tile.single", colour=colours[0])
    if colours[0] == colours[1]:
        return t.text("favelas.tile.pair", colour=colours[0])
    return t.text("favelas.tile.double", first=colours[0], second=colours[1])


def action_text(t: Catalog, s: FavelasState, action: Action) -> str:
    if isinstance(action, TakeFromSupply):
        return t.text("favelas.action.take_from_supply", tile=tile_text(t, action.tile))
    if isinstance(action, DrawFromStack):
        return t.text("favelas.action.draw_from_stack")
    if isinstance(action, DrawSingle):
        return t.text("favelas.action.draw_single")
    if isinstance(action, Pass):
        return t.text("favelas.action.pass")
    if isinstance(action, PlaceTile):
        if s.held and len(TILES[s.held].colours) == 1:
            return t.text("favelas.action.place_single", q=action.q, r=action.r)
        direction = t.text(f"favelas.direction.d{action.direction}")
        return t.text("favelas.action.place_tile", q=action.q, r=action.r, direction=direction)
    if isinstance(action, AdjustDie):
        key = "favelas.action.adjust_up" if action.delta > 0 else "favelas.action.adjust_down"
        die = t.text(f"favelas.die.{action.die}")
        return t.text(key, die=die, value=s.die(action.die) + action.delta)
    return repr(action)


def decision_text(t: Catalog, s: FavelasState, setup: Setup) -> str:
    decision = s.decision
    if decision is None:
        return ""
    params = dict(decision.params)
    if "die" in params:
        params["die"] = t.text(f"favelas.die.{params['die']}")
    if "tile" in params:
        params["tile"] = tile_text(t, params["tile"])
    return t.text(decision.kind, player=setup.name_of(s.current), **params)


def refusal_text(t: Catalog, refusal: IllegalAction) -> str:
    params = dict(refusal.params)
    if "die" in params:
        params["die"] = t.text(f"favelas.die.{params['die']}")
    if params.get("tile") in TILES:
        params["tile"] = tile_text(t, params["tile"])
    return t.text(refusal.reason, **params)


# -- the game log ------------------------------------------------------------------------------

_TAKEN = {
    "supply": "favelas.log.took",
    "stack": "favelas.log.drew",
    "singles": "favelas.log.drew_single",
}


def event_text(t: Catalog, s: FavelasState, event: Event, setup: Setup) -> str:
    """One line of the game log for `event`, or "" for events the table shows by itself (a
    refilled supply, a new turn, a scored year, the game's end). `s` is the state after it."""
    name = setup.name_of
    if isinstance(event, TileTaken):
        return t.text(
            _TAKEN[event.source], player=name(event.player), tile=tile_text(t, event.tile)
        )
    if isinstance(event, TilePlaced):
        return t.text("favelas.log.placed", player=name(event.player), level=event.level)
    if isinstance(event, DieAdjusted):
        die = t.text(f"favelas.die.{event.die}")
        return t.text("favelas.log.die", player=name(event.player), die=die, value=event.value)
    if isinstance(event, EndOfYearRevealed):
        return t.text("favelas.log.end_of_year", year=event.year)
    if isinstance(event, PlayerPassed):
        return t.text("favelas.log.passed", player=name(event.player))
    if isinstance(event, YearBlocked):
        return t.text("favelas.log.blocked", year=event.year)
    if isinstance(event, YearStarted):
        return t.text("favelas.log.year_started", year=event.year)
    return ""
