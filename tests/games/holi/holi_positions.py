"""Builders of Holi positions for the rule tests: start a game, then set pawns, tokens,
hands and supplies the way a rulebook example shows them, keeping every token and card
accounted for; and the helpers the rule tests share to read a position and play on it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import pytest

from favelas_app.core.protocol import Action, Event, IllegalAction, Setup
from favelas_app.games.holi.actions import PlacePawn
from favelas_app.games.holi.components import CARD_NAMES, cell_of, square_of
from favelas_app.games.holi.invariants import check_invariants
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.state import EMPTY, HoliState

Position = tuple[int, int, int]  # (floor, x, y)
GROUND, MIDDLE, TOP = 1, 2, 3
CORNER_ORDER = ((0, 0), (5, 5), (5, 0), (0, 5))


def started(players: int = 2, seed: int = 0, rivalry: Iterable[str] = ()) -> HoliState:
    """A game past set-up: each pawn placed on a corner, the starting player to act."""
    options = {"rivalry": list(rivalry)} if rivalry else {}
    state = GAME.new_game(Setup(players, options=options), seed)
    for x, y in CORNER_ORDER[:players]:
        state, _ = GAME.apply(state, PlacePawn(x, y))
    return state


def cell(position: Position) -> int:
    """The index of the tower cell at `position` (floor, x, y)."""
    floor, x, y = position
    return cell_of(floor, square_of(x, y))


def with_pawn(s: HoliState, player: int, position: Position) -> HoliState:
    """Puts `player`'s pawn on `position`."""
    new = s.copy()
    pawns = list(new.pawns)
    pawns[player] = cell(position)
    new.pawns = tuple(pawns)
    return new


def with_tokens(s: HoliState, tokens: Mapping[Position, int]) -> HoliState:
    """Puts a token of the given seat on each position, taken from that seat's own supply."""
    new = s.copy()
    cells = list(new.tokens)
    supplies = [list(row) for row in new.supplies]
    for position, owner in tokens.items():
        if cells[cell(position)] != EMPTY:
            supplies[cells[cell(position)]][cells[cell(position)]] += 1
        cells[cell(position)] = owner
        supplies[owner][owner] -= 1
    new.tokens = tuple(cells)
    new.supplies = tuple(tuple(row) for row in supplies)
    return new


def with_own_tokens(s: HoliState, player: int, count: int) -> HoliState:
    """Leaves `player` `count` tokens of their own to throw; the rest go to the next
    player's supply, so every token stays accounted for."""
    new = s.copy()
    supplies = [list(row) for row in new.supplies]
    surplus = supplies[player][player] - count
    other = (player + 1) % new.players
    supplies[player][player] = count
    supplies[other][player] += surplus
    new.supplies = tuple(tuple(row) for row in supplies)
    return new


def with_hand(s: HoliState, player: int, cards: Iterable[str]) -> HoliState:
    """Gives `player` exactly `cards` in hand; their other unplayed cards form the deck."""
    hand = tuple(cards)
    played = {card for card, _ in s.discards[player]}
    deck = tuple(c for c in CARD_NAMES if c not in hand and c not in played)
    new = s.copy()
    new.hands = (*new.hands[:player], hand, *new.hands[player + 1 :])
    new.decks = (*new.decks[:player], deck, *new.decks[player + 1 :])
    return new


def with_discards(s: HoliState, player: int, pile: Iterable[tuple[str, bool]]) -> HoliState:
    """Sets `player`'s discard pile (top last); its cards leave the hand or deck, and cards
    of the old pile that are not in the new one go back to the deck."""
    pile = tuple(pile)
    played = {card for card, _ in pile}
    hand = tuple(c for c in s.hands[player] if c not in played)
    deck = tuple(c for c in CARD_NAMES if c not in played and c not in hand)
    new = s.copy()
    new.discards = (*new.discards[:player], pile, *new.discards[player + 1 :])
    new.hands = (*new.hands[:player], hand, *new.hands[player + 1 :])
    new.decks = (*new.decks[:player], deck, *new.decks[player + 1 :])
    return new


def turn_of(s: HoliState, player: int) -> HoliState:
    """`player` starts a fresh turn (nothing thrown, moved or climbed)."""
    new = s.copy()
    new.current = player
    new.thrown, new.moves, new.climbed = False, 0, False
    return new


def checked(s: HoliState) -> HoliState:
    """`s` itself, once the invariant checker has passed it."""
    check_invariants(s)
    return s


def turn_position(
    pawns: Mapping[int, Position],
    tokens: Mapping[Position, int] | None = None,
    hand: Iterable[str] = ("line",),
    current: int = 0,
) -> HoliState:
    """A game of len(pawns) players, every pawn where given, `current` to act with `hand`."""
    state = started(len(pawns))
    for player, position in pawns.items():
        state = with_pawn(state, player, position)
    if tokens:
        state = with_tokens(state, tokens)
    state = with_hand(state, current, hand)
    return checked(turn_of(state, current))


def stacked(tokens: Mapping[Position, int]) -> dict[Position, int]:
    """`tokens` with a token of the same owner under each one above the ground, so nothing
    floats (COR CADENTE: a token with nothing beneath falls)."""
    full: dict[Position, int] = {}
    for (floor, x, y), owner in tokens.items():
        for below in range(GROUND, floor):
            full.setdefault((below, x, y), owner)
        full[(floor, x, y)] = owner
    return full


def sides(
    floor: int, x: int, y: int, owners: int | Sequence[int] = (0, 1, 0, 1)
) -> dict[Position, int]:
    """Tokens on the 4 squares sharing a side with (x, y): above, right, below, left, of
    `owners` in that order (or all of the one seat `owners`)."""
    steps = ((0, -1), (1, 0), (0, 1), (-1, 0))
    if isinstance(owners, int):
        owners = (owners,) * len(steps)
    return {(floor, x + dx, y + dy): owner for (dx, dy), owner in zip(steps, owners, strict=True)}


# -- reading a position and playing on it ----------------------------------------------------


def board(state: HoliState) -> dict[Position, int]:
    """Every token on the tower: {(floor, x, y): owner}."""
    found = {}
    for floor in (GROUND, MIDDLE, TOP):
        for y in range(6):
            for x in range(6):
                owner = state.tokens[cell((floor, x, y))]
                if owner != EMPTY:
                    found[(floor, x, y)] = owner
    return found


def breakdown(state: HoliState, player: int) -> dict[str, int]:
    """`player`'s score as {category: points}."""
    return dict(GAME.scores(state)[player].breakdown)


def play(state: HoliState, *actions: Action) -> tuple[HoliState, list[Event]]:
    """Applies `actions` in turn, checking the invariants after each; all events."""
    events: list[Event] = []
    for action in actions:
        state, more = GAME.apply(state, action)
        checked(state)
        events += more
    return state, events


def refusal_of(state: HoliState, action: Action) -> IllegalAction:
    """The IllegalAction the engine raises when `action` is applied to `state`."""
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, action)
    return caught.value


def refused(state: HoliState, action: Action, reason: str) -> IllegalAction:
    """The engine refuses `action` with `reason` and leaves the state untouched."""
    before = state.copy()
    error = refusal_of(state, action)
    assert error.reason == reason
    assert state == before, "a refused action leaves the state untouched"
    return error
