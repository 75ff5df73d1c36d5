"""The AI's knowledge of Holi: filling in the cards a seat cannot see (determinize) and
judging a position in points (evaluate), against holi_pt.md and the engine's view()."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields
from functools import cache

import pytest
from holi_positions import (
    MIDDLE,
    cell,
    checked,
    sides,
    started,
    turn_of,
    turn_position,
    with_discards,
    with_hand,
    with_tokens,
)
from random_positions import random_play, random_positions

from favelas_app.ai.knowledge import knowledge_for
from favelas_app.core.rng import Rng
from favelas_app.games.holi.ai import KNOWLEDGE
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.scoring import score_parts
from favelas_app.games.holi.state import HoliState


@cache
def _positions() -> tuple[HoliState, ...]:
    """About 400 positions from random games of 2, 3 and 4 players in every variant, from
    the set-up to the end."""
    return random_positions(GAME, GAME.variants, lambda states: states[::3])


def _hidden_cards(state: HoliState, player: int) -> list[Counter[str]]:
    """Per seat, the cards in the slots `player` cannot see: their own deck; the others'
    hands, decks and face-down discards."""
    result = []
    for p in range(state.players):
        cards = Counter(state.decks[p])
        if p != player:
            cards.update(state.hands[p])
            cards.update(card for card, up in state.discards[p] if not up)
        result.append(cards)
    return result


# -- determinize -------------------------------------------------------------------------------


def test_the_game_offers_this_knowledge() -> None:
    """The shared AI finds Holi's knowledge by the game's name."""
    assert knowledge_for("holi") is KNOWLEDGE


def test_a_determinization_looks_like_the_view_and_is_a_true_state() -> None:
    """In every variant and player count, each seat's determinization shows exactly that
    seat's view, keeps every invariant of a true state (each player's 13 cards once each,
    never two face-down throws in a row without quiet hands), and puts in the hidden slots
    the same cards as the truth: each player's 13 less those in sight."""
    rng = Rng.from_seed(1)
    positions = _positions()
    assert len(positions) > 300
    assert {state.players for state in positions} == {2, 3, 4}
    for state in positions:
        for player in range(state.players):
            view = GAME.view(state, player)
            det = KNOWLEDGE.determinize(view, player, rng)
            assert GAME.view(det, player) == view
            GAME.check_invariants(det)
            assert _hidden_cards(det, player) == _hidden_cards(state, player)


def test_random_play_from_a_determinization_reaches_the_end() -> None:
    """A determinization is playable: random actions from it end the game with a winner."""
    rng = Rng.from_seed(2)
    for state in _positions()[::12]:
        player = state.decision.players[0] if state.decision else 0
        det = KNOWLEDGE.determinize(GAME.view(state, player), player, rng)
        *_, last = random_play(GAME, det, rng)
        assert GAME.is_over(last) and GAME.outcome(last) is not None


def test_other_seeds_deal_other_cards() -> None:
    """The hidden cards are drawn at random: other seeds give other deals of the unseen
    cards, and every unseen card turns up in another player's hand in some deal."""
    state = checked(turn_of(started(3, seed=4), 0))
    view = GAME.view(state, 0)
    deals = [KNOWLEDGE.determinize(view, 0, Rng.from_seed(seed)) for seed in range(100)]
    assert len({(det.hands, det.decks) for det in deals}) == 100
    assert {det.hands[1][0] for det in deals} == set(state.decks[1]) | set(state.hands[1])


def test_the_deal_depends_only_on_the_view_and_the_rng() -> None:
    """Two true states that a seat cannot tell apart (other hands, decks and face-down
    discards) give that seat the same determinization for the same seed."""
    state = started(3, seed=5)
    state = with_hand(state, 1, ["line", "kite"])
    state = with_discards(state, 1, [("arrow", False), ("corner", True)])
    other = with_hand(state, 1, ["sun_fan", "hook"])
    other = with_discards(other, 1, [("scatter", False), ("corner", True)])
    state, other = checked(turn_of(state, 0)), checked(turn_of(other, 0))
    assert state != other
    view = GAME.view(state, 0)
    assert GAME.view(other, 0) == view
    for seed in range(5):
        first = KNOWLEDGE.determinize(view, 0, Rng.from_seed(seed))
        second = KNOWLEDGE.determinize(GAME.view(other, 0), 0, Rng.from_seed(seed))
        assert first == second


def test_a_seat_keeps_what_it_sees() -> None:
    """JOGUE UMA CARTA VIRADA PARA BAIXO: a player knows their own face-down discards and
    hand, and everyone sees face-up discards; only the rest is dealt anew."""
    state = started(2, seed=6)
    state = with_hand(state, 0, ["line", "hook"])
    state = with_discards(state, 0, [("kite", False), ("corner", True)])
    state = with_discards(state, 1, [("arrow", True), ("scatter", False), ("sun_row", True)])
    view = GAME.view(checked(turn_of(state, 0)), 1)
    for seed in range(20):
        det = KNOWLEDGE.determinize(view, 1, Rng.from_seed(seed))
        assert det.discards[1] == state.discards[1]
        assert det.hands[1] == state.hands[1]
        assert det.discards[0][1] == ("corner", True)
        assert det.discards[0][0][0] not in {"corner", *det.hands[0], *det.decks[0]}


# -- evaluate ----------------------------------------------------------------------------------


def test_at_the_end_the_value_is_the_final_score() -> None:
    """PONTUAÇÃO: once every player is out, a player may expect exactly their score."""
    for state in _positions():
        if GAME.is_over(state):
            for player, score in enumerate(GAME.scores(state)):
                assert KNOWLEDGE.evaluate(state, player) == score.total


def test_the_value_counts_every_point_scored_so_far() -> None:
    """PONTUAÇÃO and the rivalry cards: in every variant the value rises with the score,
    and a point scored now (a direct hit) adds exactly one point."""
    for state in _positions()[::4]:
        for player in range(state.players):
            value = KNOWLEDGE.evaluate(state, player)
            more = state.copy()
            more.hit_points = tuple(
                points + (p == player) for p, points in enumerate(state.hit_points)
            )
            assert KNOWLEDGE.evaluate(more, player) == pytest.approx(value + 1)
            assert value >= sum(score_parts(state, player))


def test_colour_higher_up_is_worth_more() -> None:
    """PONTUAÇÃO: a token is worth 1, 2 or 3 points on the ground, middle or top floor."""
    ground = turn_position({0: (1, 0, 0), 1: (1, 5, 5)}, {(1, 3, 3): 0, (1, 2, 2): 1})
    middle = turn_position({0: (1, 0, 0), 1: (1, 5, 5)}, {(1, 3, 3): 0, (2, 3, 3): 0, (1, 2, 2): 1})
    on_ground = KNOWLEDGE.evaluate(ground, 0) - KNOWLEDGE.evaluate(ground, 1)
    upstairs = KNOWLEDGE.evaluate(middle, 0) - KNOWLEDGE.evaluate(middle, 1)
    assert upstairs > on_ground


def test_colour_on_others_beats_colour_on_the_ground() -> None:
    """IMPACTO DIRETO: a token in another player's supply scores 2 at the end, more than
    the 1 the same token earns on the ground floor."""
    base = turn_position({0: (1, 0, 0), 1: (1, 5, 5)})
    on_ground = with_tokens(base, {(1, 3, 3): 0})
    on_player = base.copy()
    on_player.supplies = ((24, 0), (1, 25))
    assert KNOWLEDGE.evaluate(on_player, 0) > KNOWLEDGE.evaluate(on_ground, 0)


def test_more_sweets_than_a_rival_is_worth_five() -> None:
    """PONTUAÇÃO: 5 points for each player holding fewer sweets; sweets picked up by moving
    (MOVER) raise the value by at least that much while the majority may still change."""
    state = turn_position({0: (1, 0, 0), 1: (1, 5, 5)})
    picked = cell((1, 1, 0))
    sweeter = state.copy()
    sweeter.sweets = tuple(0 if c == picked else n for c, n in enumerate(state.sweets))
    sweeter.sweets_held = (state.sweets[picked], 0)
    checked(sweeter)
    assert KNOWLEDGE.evaluate(sweeter, 0) - KNOWLEDGE.evaluate(state, 0) >= 5
    assert KNOWLEDGE.evaluate(sweeter, 1) == KNOWLEDGE.evaluate(state, 1)


def test_tokens_still_to_throw_have_worth_while_in_the_game() -> None:
    """FIM DO JOGO: a player still in the game will throw the tokens in their supply; a
    player out of the game throws no more, so their supply earns nothing."""
    state = turn_position({0: (1, 0, 0), 1: (1, 5, 5)})
    out = state.copy()
    out.out = ("holi.out.cannot_throw", "")
    assert KNOWLEDGE.evaluate(state, 0) > KNOWLEDGE.evaluate(out, 0)
    assert KNOWLEDGE.evaluate(out, 0) == sum(score_parts(out, 0))


def test_a_pawn_higher_up_expects_more_from_its_throws() -> None:
    """SUBIR: up the tower every token thrown is worth more, so the same supply and cards
    promise more points on the middle floor than on the ground."""
    tokens = {**sides(1, 2, 2, 1), (1, 2, 2): 1}
    ground = turn_position({0: (1, 3, 3), 1: (1, 5, 5)}, tokens)
    middle = turn_position({0: (MIDDLE, 3, 3), 1: (1, 5, 5)}, tokens)
    assert KNOWLEDGE.evaluate(middle, 0) > KNOWLEDGE.evaluate(ground, 0)


def test_colour_around_a_pawn_promises_a_climb() -> None:
    """SUBIR: a pawn with coloured squares on its four sides may climb; each side already
    coloured brings the climb nearer and raises the pawn's value."""
    values = []
    for filled in range(5):
        around = dict(list(sides(1, 2, 2, 1).items())[:filled])
        state = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, around)
        values.append(KNOWLEDGE.evaluate(state, 0))
    assert values == sorted(values) and values[0] < values[-1]


def test_margin_is_a_typical_winning_margin() -> None:
    """The margin turns point leads into rewards: a few points, like a close game's end."""
    assert 2 <= KNOWLEDGE.margin <= 15


def test_a_state_copy_keeps_every_field() -> None:
    """The search copies a state at every action: the copy is equal field by field, yet a
    new object, so changing it leaves the original alone."""
    state = _positions()[40]
    copy = state.copy()
    assert copy == state and copy is not state
    for field in fields(HoliState):
        assert getattr(copy, field.name) is getattr(state, field.name)


def test_a_throw_that_can_hit_a_rival_raises_the_value_before_throwing() -> None:
    """IMPACTO DIRETO: before their throw, a player whose card can cover a rival's pawn on
    their floor (2 points for the token, 1 for the hit) expects more than one whose card can
    only colour empty squares; once thrown, the chance is gone."""
    near = turn_position({0: (1, 2, 2), 1: (1, 3, 2)}, hand=["line"])
    far = turn_position({0: (1, 2, 2), 1: (1, 5, 5)}, hand=["line"])
    assert KNOWLEDGE.evaluate(near, 0) > KNOWLEDGE.evaluate(far, 0)
    near.thrown = far.thrown = True
    assert KNOWLEDGE.evaluate(near, 0) == KNOWLEDGE.evaluate(far, 0)
