"""Favelas in words: every event of a whole game has a log line in finished text, in the
language of the catalogue it is told with."""

from __future__ import annotations

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Setup
from favelas_app.core.rng import Rng
from favelas_app.games.favelas import describe
from favelas_app.games.favelas.events import (
    GameEnded,
    SupplyRefilled,
    TilePlaced,
    TurnStarted,
    YearScored,
)
from favelas_app.games.favelas.rules import GAME

SILENT = (SupplyRefilled, TurnStarted, YearScored, GameEnded)  # the table shows these


def _whole_game(seed: int = 4):
    setup = Setup(3, ("Ana", "Bruno", "Carla"))
    state, rng, told = GAME.new_game(setup, seed), Rng.from_seed(seed), []
    while not GAME.is_over(state):
        state, events = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        told.extend((state, event) for event in events)
    return setup, told


def test_every_event_of_a_game_has_a_finished_log_line_or_is_silent() -> None:
    """Each event but the silent ones is told, with no key or brace left."""
    setup, told = _whole_game()
    english = Catalog("en")
    for state, event in told:
        line = describe.event_text(english, state, event, setup)
        if isinstance(event, SILENT):
            assert line == ""
            continue
        assert line and "{" not in line and "favelas.log" not in line, event


def test_a_log_line_is_told_in_the_catalogues_language() -> None:
    """The same placement reads differently in English and German, naming the player."""
    setup, told = _whole_game()
    state, placed = next((s, e) for s, e in told if isinstance(e, TilePlaced))
    english = describe.event_text(Catalog("en"), state, placed, setup)
    german = describe.event_text(Catalog("de"), state, placed, setup)
    assert english != german
    assert setup.name_of(placed.player) in english and setup.name_of(placed.player) in german
