"""Invariants every reachable Holi state keeps; the fuzzer checks them after each action."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from favelas_app.games.holi.components import (
    CARD_NAMES,
    CELLS,
    CORNERS,
    HAND_SIZE,
    NIMBLE_MOVES,
    RIVALRY_CARDS,
    SQUARES,
    SWEET_SQUARES,
    SWEETS_PER_SQUARE,
    TOKENS_PER_PLAYER,
    TOTAL_SWEETS,
    cell_of,
)
from favelas_app.games.holi.state import EMPTY, HIDDEN, OFF_BOARD, HoliState, OutReason, Step

_REASONS = {reason.value for reason in OutReason}
# Per cell: the sweets it starts with (the only other count it may show is 0).
_START_SWEETS = tuple(
    SWEETS_PER_SQUARE[cell // SQUARES + 1] if cell % SQUARES in SWEET_SQUARES else 0
    for cell in range(CELLS)
)


def check_invariants(s: HoliState) -> None:
    """Raises AssertionError naming the first broken invariant of a true (unhidden) state."""
    n = s.players
    for name in ("pawns", "supplies", "sweets_held", "hands", "decks", "discards", "out"):
        assert len(getattr(s, name)) == n, f"{name} has {len(getattr(s, name))} entries"
    assert len(s.tokens) == CELLS and len(s.sweets) == CELLS, "the tower has 108 cells"
    assert all(card in RIVALRY_CARDS for card in s.rivalry), f"rivalry cards {s.rivalry}"
    _check_tokens(s)
    _check_sweets(s)
    _check_pawns(s)
    _check_cards(s)
    _check_turn(s)


def _check_tokens(s: HoliState) -> None:
    n = s.players
    on_board = Counter(s.tokens)
    assert set(on_board) <= {EMPTY, *range(n)}, "a token of no seat"
    for colour in range(n):
        held = sum(s.supplies[p][colour] for p in range(n))
        assert all(s.supplies[p][colour] >= 0 for p in range(n)), f"negative supply {colour}"
        total = on_board[colour] + held
        assert total == TOKENS_PER_PLAYER, (
            f"colour {colour}: {on_board[colour]} on the tower + {held} in supplies = {total}"
        )
    for cell in range(SQUARES, CELLS):
        if s.tokens[cell] != EMPTY and s.tokens[cell - SQUARES] == EMPTY:
            raise AssertionError(f"a token floats on cell {cell}: nothing beneath it")


def _check_sweets(s: HoliState) -> None:
    assert all(count >= 0 for count in (*s.sweets, *s.sweets_held)), "negative sweets"
    for cell, (count, start) in enumerate(zip(s.sweets, _START_SWEETS, strict=True)):
        assert count in (0, start), f"{count} sweets on cell {cell}, which starts with {start}"
    total = sum(s.sweets) + sum(s.sweets_held)
    assert total == TOTAL_SWEETS, f"{total} sweets accounted for, not {TOTAL_SWEETS}"


def _check_pawns(s: HoliState) -> None:
    placed = [cell for cell in s.pawns if cell != OFF_BOARD]
    assert len(set(placed)) == len(placed), f"two pawns share a square: {s.pawns}"
    assert all(0 <= cell < CELLS for cell in placed), f"pawn off the tower: {s.pawns}"
    for cell in placed:
        assert s.tokens[cell] == EMPTY, f"a token lies under the pawn on cell {cell}"
        above = cell + SQUARES
        while above < CELLS:
            assert s.tokens[above] == EMPTY, f"a token hangs above the pawn on cell {cell}"
            above += SQUARES
    if s.step is Step.PLACE_PAWN:
        assert all(cell in {cell_of(1, sq) for sq in CORNERS} for cell in placed)
        assert s.pawns[s.current] == OFF_BOARD, "the deciding player's pawn is already placed"
        assert all(owner == EMPTY for owner in s.tokens), "tokens before the first turn"
    else:
        assert len(placed) == s.players, "a pawn was never placed"


def _check_cards(s: HoliState) -> None:
    for p in range(s.players):
        cards = [*s.hands[p], *s.decks[p], *(card for card, _ in s.discards[p])]
        assert HIDDEN not in cards, "a hidden card in a true state"
        assert Counter(cards) == Counter(CARD_NAMES), f"player {p}'s cards are not the 13"
        assert len(s.hands[p]) <= HAND_SIZE, f"player {p} holds {len(s.hands[p])} cards"
        if "quiet_hands" not in s.rivalry:
            faces = [up for _, up in s.discards[p]]
            assert not any(not a and not b for a, b in pairwise(faces)), (
                f"player {p} threw face down twice in a row"
            )


def _check_turn(s: HoliState) -> None:
    assert all(reason == "" or reason in _REASONS for reason in s.out), f"out: {s.out}"
    assert s.hit_points == tuple(max(0, v) for v in s.hit_points), "negative hit points"
    assert s.rivalry_points == tuple(max(0, v) for v in s.rivalry_points)
    if s.step is Step.OVER:
        assert all(s.out), "the game ended with players still in"
        return
    assert 0 <= s.current < s.players
    assert not s.out[s.current], "the deciding player is out of the game"
    if s.step is Step.TURN:
        assert s.own_tokens(s.current) > 0, "a player without tokens is deciding"
        assert s.hands[s.current] or s.thrown, "a player without cards must throw"
        assert 0 <= s.moves <= NIMBLE_MOVES
        if "nimble" not in s.rivalry:
            assert s.moves <= 1, "moved twice in one turn"
