"""What the AI knows of Holi beyond its rules: the unseen cards, and the worth of a position.

A seat sees the whole tower, every supply and every face-up discard; it does not see the
others' hands, any deck's order, nor the others' face-down discards. Each player owns the
same 13 patterns, so every player's hidden cards are that player's 13 less those in sight.
"""

from __future__ import annotations

from favelas_app.core.rng import Rng
from favelas_app.games.holi.components import (
    CARD_NAMES,
    COLUMN_POINTS,
    DIRECT_HIT_POINTS,
    FLOOR_POINTS,
    FLOORS,
    POINTS_PER_SWEETER_THAN,
    POINTS_PER_TOKEN_ON_OTHERS,
    SPLASH_POINTS,
    SQUARES,
    SUMMIT_POINTS,
    is_edge,
    neighbours,
)
from favelas_app.games.holi.rules import LAYS_ON
from favelas_app.games.holi.state import HoliState, Step

# 0! to 12!: one draw below n! orders n <= 12 cards (12! < 2**32).
_FACTORIALS = (1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600)

_INTERIOR = tuple(not is_edge(square) for square in range(SQUARES))
_NEIGHBOURS = tuple(neighbours(square) for square in range(SQUARES))
_BASES = tuple(range(0, FLOORS * SQUARES, SQUARES))  # the first cell of each floor
_CELL_NEIGHBOURS = tuple(
    tuple(base + n for n in _NEIGHBOURS[square]) for base in _BASES for square in range(SQUARES)
)


def _shuffle(cards: list[str], rng: Rng) -> None:
    """Orders `cards` uniformly at random: a Fisher-Yates shuffle whose swaps among the first
    12 cards share one draw of `rng` below 12!, read as a mixed-radix number."""
    i = len(cards) - 1
    while i >= len(_FACTORIALS) - 1:
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
        i -= 1
    if i < 1:
        return
    code = rng.below(_FACTORIALS[i + 1])
    while i > 0:
        code, j = divmod(code, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
        i -= 1


def _points(s: HoliState, player: int) -> float:
    """`player`'s score now, as `scoring.score_parts` adds it up, computed quickly."""
    tokens = s.tokens
    points = s.hit_points[player] + s.rivalry_points[player]
    for floor_points, base in zip(FLOOR_POINTS, _BASES, strict=True):
        points += floor_points * tokens[base : base + SQUARES].count(player)
    held = s.sweets_held
    mine = held[player]
    for q in range(s.players):
        if q != player:
            points += POINTS_PER_TOKEN_ON_OTHERS * s.supplies[q][player]
            if held[q] < mine:
                points += POINTS_PER_SWEETER_THAN
    rivalry = s.rivalry
    if rivalry:
        if "summit" in rivalry:
            points += SUMMIT_POINTS * tokens[_BASES[-1] :].count(player)
        if "splash" in rivalry:
            patches = _largest_patches(tokens, s.players)
            if patches[player] and patches[player] == max(patches):
                points += SPLASH_POINTS
        if "column" in rivalry:
            points += COLUMN_POINTS * sum(
                tokens[sq] == player and tokens[sq + SQUARES] == player == tokens[sq + 2 * SQUARES]
                for sq in range(SQUARES)
            )
    return float(points)


_patch_cache: list[tuple[tuple[int, ...], tuple[int, ...]]] = [((), ())]


def _largest_patches(tokens: tuple[int, ...], players: int) -> tuple[int, ...]:
    """Per player, the most of their tokens joined side by side on one floor; the tuple of
    the last tower asked about is kept, as every player's evaluation asks again."""
    last_tokens, last_result = _patch_cache[0]
    if last_tokens is tokens:
        return last_result
    best = [0] * players
    seen = [False] * len(tokens)
    for start, owner in enumerate(tokens):
        if owner < 0 or seen[start]:
            continue
        seen[start] = True
        todo, size = [start], 0
        while todo:
            cell = todo.pop()
            size += 1
            for n in _CELL_NEIGHBOURS[cell]:
                if not seen[n] and tokens[n] == owner:
                    seen[n] = True
                    todo.append(n)
        if size > best[owner]:
            best[owner] = size
    result = tuple(best)
    _patch_cache[0] = (tokens, result)
    return result


def _best_throw(s: HoliState, player: int, cell: int) -> float:
    """The most points one face-up throw of `player`'s hand earns from the pawn on `cell`:
    each token scores where it comes to rest, 3 on a pawn of the floor (the token and the
    direct hit), 2 on a pawn below."""
    base = cell - cell % SQUARES
    tokens = s.tokens
    pawns = s.pawns
    best = 0
    for name in s.hands[player]:
        for _, _, squares in LAYS_ON[name][cell % SQUARES]:
            total = 0
            for square in squares:
                rest = base + square
                if tokens[rest] >= 0:
                    break  # the card does not fit
                if rest in pawns:
                    total += POINTS_PER_TOKEN_ON_OTHERS + DIRECT_HIT_POINTS
                    continue
                while rest >= SQUARES and tokens[rest - SQUARES] < 0 and rest not in pawns:
                    rest -= SQUARES
                if rest in pawns:
                    total += POINTS_PER_TOKEN_ON_OTHERS
                else:
                    total += FLOOR_POINTS[rest // SQUARES]
            else:
                best = max(best, total)
    return best


class HoliKnowledge:
    """Determinization and evaluation of Holi positions."""

    margin = 6.0  # the mean final margin of random 2-player games
    # The hard level's UCB constant: a Holi turn offers about a hundred actions and each
    # costs an evaluation, so the search affords few iterations and must spend them on the
    # likeliest moves (in 24 games against medium: 18 wins at 0.25, 11 at the default 0.5).
    exploration = 0.25
    tokens_per_card = 2.0  # a card still to play throws about this many tokens
    throw_share = 0.7  # the share of its floor's points a future token is expected to earn
    climb_step = 0.5  # per filled square around a pawn that may climb, per floor point gained
    sweet_value = 1.0  # per sweet held: more sweets than a rival is worth 5 at the end
    pending = 0.5  # the weight of the best face-up throw the player to act has in hand

    def determinize(self, view: HoliState, player: int, rng: Rng) -> HoliState:
        """Deals each player's unseen cards (their 13 less those `player` sees) at random
        into that player's hidden hand slots, face-down discards and deck."""
        state = view.copy()
        hands = list(view.hands)
        decks = list(view.decks)
        discards = list(view.discards)
        for p in range(view.players):
            deck_size = len(decks[p])
            if p == player:
                seen = {*hands[p], *(card for card, _ in discards[p])}
                pool = [card for card in CARD_NAMES if card not in seen]
                _shuffle(pool, rng)
                decks[p] = tuple(pool)
                continue
            pile = discards[p]
            seen = {card for card, up in pile if up}
            pool = [card for card in CARD_NAMES if card not in seen]
            _shuffle(pool, rng)
            held = len(hands[p])
            hands[p] = tuple(pool[:held])
            if len(seen) < len(pile):
                dealt = iter(pool[held + deck_size :])
                discards[p] = tuple((card if up else next(dealt), up) for card, up in pile)
            decks[p] = tuple(pool[held : held + deck_size])
        state.hands = tuple(hands)
        state.decks = tuple(decks)
        state.discards = tuple(discards)
        return state

    def evaluate(self, state: HoliState, player: int) -> float:
        """Points so far; until the end, a little per sweet held (the sweets majority may
        still change hands); while `player` is in the game, the tokens still to throw at the
        worth of the pawn's floor, progress towards climbing (tokens around a pawn that may
        go up) and, before their throw, a share of the best throw their hand allows."""
        points = _points(state, player)
        if state.step is Step.OVER:
            return points
        points += self.sweet_value * state.sweets_held[player]
        if state.out[player]:
            return points
        cards = len(state.hands[player]) + len(state.decks[player])
        to_throw = min(state.supplies[player][player], self.tokens_per_card * cards)
        cell = state.pawns[player]
        if cell < 0:
            return points + to_throw * self.throw_share * FLOOR_POINTS[0]
        floor = cell // SQUARES + 1
        share = self.throw_share * FLOOR_POINTS[floor - 1]
        points += to_throw * share
        square = cell % SQUARES
        if floor < FLOORS and _INTERIOR[square] and cell + SQUARES not in state.pawns:
            base = cell - square
            tokens = state.tokens
            filled = sum(tokens[base + n] >= 0 for n in _NEIGHBOURS[square])
            gain = FLOOR_POINTS[floor] - FLOOR_POINTS[floor - 1]
            points += (
                self.climb_step * filled * filled / 4 * gain * self.throw_share * min(to_throw, 4)
            )
        if state.current == player and not state.thrown:
            points += self.pending * max(0.0, _best_throw(state, player, cell) - 2 * share)
        return points


KNOWLEDGE = HoliKnowledge()
