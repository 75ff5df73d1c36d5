"""`favelas play`: a whole game in the terminal, with AI seats and people at the keyboard."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from favelas_app.ai import AI_LEVELS
from favelas_app.cli import favelas_text
from favelas_app.core.controller import Agent, TurnController
from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Game, IllegalAction, Setup
from favelas_app.games.favelas import describe


class AbandonedGame(Exception):
    """The person at the keyboard closed the input."""


class TerminalPlayer:
    """A person choosing among numbered actions; refusals are explained, then asked again."""

    def __init__(self, catalog: Catalog, setup: Setup, ask: Callable[[str], str], out: TextIO):
        self.t = catalog
        self.setup = setup
        self.ask = ask
        self.out = out

    def choose(self, game: Game, view: Any, player: int) -> Action:
        t = self.t
        actions = game.legal_actions(view)
        print("\n" + favelas_text.table_text(t, view, self.setup), file=self.out)
        print("\n" + describe.decision_text(t, view, self.setup), file=self.out)
        for i, action in enumerate(actions, 1):
            print(f"  {i:>2}) {describe.action_text(t, view, action)}", file=self.out)
        while True:
            try:
                answer = self.ask(t.text("cli.choose", count=len(actions)) + " ").strip()
            except EOFError as exc:
                raise AbandonedGame from exc
            if answer.isdigit() and 1 <= int(answer) <= len(actions):
                return actions[int(answer) - 1]
            typed = favelas_text.parse_placement(view, answer)
            if typed is not None:
                return typed
            print(t.text("cli.not_a_choice", count=len(actions)), file=self.out)

    def refused(self, refusal: IllegalAction) -> None:
        print(describe.refusal_text(self.t, refusal), file=self.out)


def run_play(args: Any, out: TextIO, ask: Callable[[str], str] = input) -> int:
    from favelas_app.games import get_game

    game = get_game(args.game)
    catalog = Catalog(args.lang)
    names = tuple(args.names.split(",")) if args.names else ()
    setup = Setup(args.players, names)
    controller = TurnController.new(game, setup, args.seed)
    seats: dict[int, Agent] = {}
    for seat in range(args.players):
        if seat < args.humans:
            seats[seat] = TerminalPlayer(catalog, setup, ask, out)
        else:
            seats[seat] = AI_LEVELS[args.ai](args.seed * 1009 + seat)
    try:
        controller.run_agents(seats)
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
    print(favelas_text.score_table(catalog, state, setup), file=out)
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
            **favelas_text.summary(state, setup),
            "winner": winners,
            "tiebreak": outcome.tiebreak,
        }
        print(json.dumps(result, ensure_ascii=False), file=out)
    return 0
