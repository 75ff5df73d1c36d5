"""Builders of Holi positions for the rule tests: start a game, then set pawns, tokens,
hands and supplies the way a rulebook example shows them, keeping every token and card
accounted for."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from favelas_app.core.protocol import Setup
from favelas_app.games.holi.actions import PlacePawn
from favelas_app.games.holi.components import CARD_NAMES, cell_of, square_of
from favelas_app.games.holi.invariants import check_invariants
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.state import EMPTY, HoliState

Position = tuple[int, int, int]  # (floor, x, y)
CORNER_ORDER = ((0, 0), (5, 5), (5, 0), (0, 5))


def started(players: int = 2, seed: int = 0, rivalry: Iterable[str] = ()) -> HoliState:
    """A game past set-up: each pawn placed on a corner, the starting player to act."""
    options = {"rivalry": list(rivalry)} if rivalry else {}
    state = GAME.new_game(Setup(players, options=options), seed)
    for x, y in CORNER_ORDER[:players]:
        state, _ = GAME.apply(state, PlacePawn(x, y))
    return state


def cell(position: Position) -> int:
    floor, x, y = position
    return cell_of(floor, square_of(x, y))


def with_pawn(s: HoliState, player: int, position: Position) -> HoliState:
    new = s.copy()
    pawns = list(new.pawns)
    pawns[player] = cell(position)
    new.pawns = tuple(pawns)
    return new


def with_tokens(s: HoliState, tokens: Mapping[Position, int]) -> HoliState:
    """Puts a token of the given seat on each position, taken from that seat's own supply."""
    new = s.copy()
    board = list(new.tokens)
    supplies = [list(row) for row in new.supplies]
    for position, owner in tokens.items():
        if board[cell(position)] != EMPTY:
            supplies[board[cell(position)]][board[cell(position)]] += 1
        board[cell(position)] = owner
        supplies[owner][owner] -= 1
    new.tokens = tuple(board)
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
    check_invariants(s)
    return s
