"""`favelas play`: a whole game in the terminal, with AI seats and people at the keyboard.

Each game brings its words in two modules, found by the game's name: `describe` (actions,
prompts, refusals and, if it has `event_text`, the game log, which `opening_lines` may open
with what happened at set-up) and a text module for the terminal (`table_text`,
`choice_lines`, `parse_input`, `score_table`, `summary` and the `NOT_A_CHOICE` message key).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import Any, TextIO

from favelas_app.ai import make_agent
from favelas_app.core.controller import Agent, TurnController
from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Event, Game, IllegalAction, Setup

# Per game: its describe module and its terminal text module, imported when played.
_WORDS: dict[str, tuple[str, str]] = {
    "favelas": ("favelas_app.games.favelas.describe", "favelas_app.cli.favelas_text"),
    "holi": ("favelas_app.games.holi.describe", "favelas_app.cli.holi_text"),
    "feuville": ("favelas_app.games.feuville.describe", "favelas_app.cli.feuville_text"),
}


@dataclass(frozen=True)
class GameWords:
    """A game's text for the terminal."""

    describe: ModuleType
    text: ModuleType

    @property
    def has_log(self) -> bool:
        return hasattr(self.describe, "event_text")


def game_words(name: str) -> GameWords:
    """The describe and text modules of the game `name`; KeyError for a game with none."""
    describe, text = _WORDS[name]
    return GameWords(import_module(describe), import_module(text))


class AbandonedGame(Exception):
    """The person at the keyboard closed the input."""


class TerminalPlayer:
    """A person choosing among numbered actions; refusals are explained, then asked again."""

    def __init__(
        self,
        catalog: Catalog,
        setup: Setup,
        ask: Callable[[str], str],
        out: TextIO,
        words: GameWords,
    ):
        self.t = catalog
        self.setup = setup
        self.ask = ask
        self.out = out
        self.describe = words.describe
        self.text = words.text

    def choose(self, game: Game, view: Any, player: int) -> Action:
        t = self.t
        actions = game.legal_actions(view)
        print("\n" + self.text.table_text(t, view, self.setup), file=self.out)
        print("\n" + self.describe.decision_text(t, view, self.setup), file=self.out)
        for line in self.text.choice_lines(t, view, actions):
            print(line, file=self.out)
        while True:
            try:
                answer = self.ask(t.text("cli.choose", count=len(actions)) + " ").strip()
            except EOFError as exc:
                raise AbandonedGame from exc
            if answer.isdigit() and 1 <= int(answer) <= len(actions):
                return actions[int(answer) - 1]
            typed = self.text.parse_input(view, answer)
            if typed is not None:
                return typed
            print(t.text(self.text.NOT_A_CHOICE, count=len(actions)), file=self.out)

    def refused(self, refusal: IllegalAction) -> None:
        print(self.describe.refusal_text(self.t, refusal), file=self.out)


def run_play(args: Any, out: TextIO, ask: Callable[[str], str] = input) -> int:
    from favelas_app.games import get_game

    game = get_game(args.game)
    words = game_words(args.game)
    catalog = Catalog(args.lang)
    names = tuple(args.names.split(",")) if args.names else ()
    setup = Setup(args.players, names, play_options(args))
    controller = TurnController.new(game, setup, args.seed)
    seats: dict[int, Agent] = {}
    for seat in range(args.players):
        if seat < args.humans:
            seats[seat] = TerminalPlayer(catalog, setup, ask, out, words)
        else:
            seats[seat] = make_agent(args.ai, args.seed * 1009 + seat)

    opening = getattr(words.describe, "opening_lines", None)
    if words.has_log and opening is not None:  # what new_game did, told before the first move
        for line in opening(catalog, controller.state, setup):
            print(line, file=out)

    def log(events: list[Event]) -> None:
        for event in events:
            line = words.describe.event_text(catalog, controller.state, event, setup)
            if line:
                print(line, file=out)

    try:
        controller.run_agents(seats, log if words.has_log else None)
    except AbandonedGame:
        print("\n" + catalog.text("cli.abandoned", seed=args.seed), file=out)
        return 1
    finally:
        if args.record:
            Path(args.record).write_text(controller.record.dumps() + "\n", encoding="utf-8")

    state = controller.state
    outcome = game.outcome(state)
    assert outcome is not None
    winners = [setup.name_of(p) for p in outcome.winners]
    if words.has_log:  # a game told move by move ends with its final table
        print("\n" + words.text.table_text(catalog, state, setup) + "\n", file=out)
    print(words.text.score_table(catalog, state, setup), file=out)
    print("", file=out)
    if outcome.tiebreak:
        print(catalog.text(outcome.tiebreak), file=out)
    key = "cli.winner" if len(winners) == 1 else "cli.winners"
    print(catalog.text(key, names=", ".join(winners)), file=out)
    if args.json:
        result = {
            "game": game.name,
            "seed": args.seed,
            "players": [
                {"name": setup.name_of(p), "seat": p, "ai": None if p < args.humans else args.ai}
                for p in range(args.players)
            ],
            **words.text.summary(state, setup),
            "winner": winners,
            "tiebreak": outcome.tiebreak,
        }
        print(json.dumps(result, ensure_ascii=False), file=out)
    return 0


def play_options(args: Any) -> dict[str, object]:
    """The Setup options from the command line: Holi's rivalry cards (checked by main)."""
    rivalry = getattr(args, "rivalry", None)
    if not rivalry:
        return {}
    return {"rivalry": rivalry_names(rivalry)}


def rivalry_names(text: str) -> list[str]:
    """ "summit, nimble" as ["summit", "nimble"]."""
    return [name.strip() for name in text.split(",") if name.strip()]
