"""The AI knowledge of Favelas: dealing the face-down tiles a seat cannot see, and judging
positions by the rulebook's scoring (favelas_en.md "END OF YEAR"; COMPONENTS.md "Favelas")."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest
from favelas_positions import build_board, recount, remove_everywhere

from favelas_app.ai.knowledge import knowledge_for
from favelas_app.core.fuzz import play_random_game
from favelas_app.core.protocol import Setup
from favelas_app.core.rng import Rng
from favelas_app.games.favelas.actions import PlaceTile
from favelas_app.games.favelas.ai import KNOWLEDGE, FavelasKnowledge
from favelas_app.games.favelas.components import COLOURS, TILES, TileKind
from favelas_app.games.favelas.rules import GAME
from favelas_app.games.favelas.state import FavelasState, Step

B, P, Y, G, R = COLOURS
END = TileKind.END_OF_YEAR


@cache
def _positions() -> tuple[FavelasState, ...]:
    """Every fifth state of random games of 2, 3 and 4 players (each variant of the game)."""
    states = []
    for options in GAME.variants:
        for seed in range(24):
            record, _ = play_random_game(GAME, 2 + seed % 3, seed, check=False, options=options)
            state = GAME.new_game(record.setup, record.seed)
            states.append(state)
            for i, action in enumerate(record.actions):
                state, _ = GAME.apply(state, action)
                if i % 5 == 0 or state.step is Step.OVER:
                    states.append(state)
    return tuple(states)


def _hidden(state: FavelasState) -> Counter[str]:
    later = [tile for stack in state.later_stacks for tile in stack]
    return Counter([*state.stack, *later, *state.singles, *state.boxed])


def _ends(tiles: tuple[str, ...]) -> list[int]:
    return [i for i, tile in enumerate(tiles) if TILES[tile].kind is END]


# -- determinize -----------------------------------------------------------------------------


def test_a_deal_looks_like_the_view_and_keeps_every_invariant() -> None:
    """Over a few hundred positions of every player count: the deal shows the seat exactly
    its view, is a valid state, hides the same tiles as the truth, and puts End of Year
    tiles where the truth has them (one per stack still to come, one in this year's stack
    until it is revealed)."""
    positions = _positions()
    assert len(positions) > 300
    assert {state.players for state in positions} == {2, 3, 4}
    for n, state in enumerate(positions):
        for player in range(state.players):
            view = GAME.view(state, player)
            dealt = KNOWLEDGE.determinize(view, player, Rng.from_seed(n * 4 + player))
            assert GAME.view(dealt, player) == view
            GAME.check_invariants(dealt)
            assert _hidden(dealt) == _hidden(state)
            if state.step is not Step.OVER:
                assert len(_ends(dealt.stack)) == len(_ends(state.stack))
            assert dealt.rng is not None


def test_a_year_ended_blocked_leaves_its_end_of_year_tile_in_the_box() -> None:
    """When nobody can take a tile, the year ends unrevealed and its stack, End of Year tile
    included, goes to the box (rules.py ruling): the deal then boxes one more such tile."""
    # Random play never blocks a year; rewrite one that ended by a refill reveal instead.
    state = next(
        s
        for s in _positions()
        if s.year == 2 and s.step is Step.SOURCE and any(TILES[t].kind is END for t in s.discarded)
    ).copy()
    (end,) = [t for t in state.discarded if TILES[t].kind is END]
    double = next(t for t in state.boxed if TILES[t].kind is TileKind.DOUBLE)
    state.discarded = tuple(double if t == end else t for t in state.discarded)
    state.boxed = tuple(end if t == double else t for t in state.boxed)
    GAME.check_invariants(state)
    for seed in range(30):
        view = GAME.view(state, 0)
        dealt = KNOWLEDGE.determinize(view, 0, Rng.from_seed(seed))
        assert GAME.view(dealt, 0) == view
        GAME.check_invariants(dealt)
        assert _hidden(dealt) == _hidden(state)
        assert len(_ends(dealt.boxed)) == 3


def test_random_play_from_a_deal_runs_to_the_end() -> None:
    """A deal is a complete state: the engine plays it on through the years to the end."""
    chooser = Rng.from_seed(99)
    for n, state in enumerate(_positions()[::12]):
        player = state.decision.players[0] if state.decision else 0
        dealt = KNOWLEDGE.determinize(GAME.view(state, player), player, Rng.from_seed(n))
        while dealt.decision is not None:
            dealt, _ = GAME.apply(dealt, chooser.choice(GAME.legal_actions(dealt)))
        GAME.check_invariants(dealt)
        assert GAME.outcome(dealt) is not None


def test_different_seeds_deal_differently() -> None:
    """The RNG decides the deal: other seeds give other stacks and another state RNG."""
    view = GAME.view(GAME.new_game(Setup(3), 5), 0)
    deals = [KNOWLEDGE.determinize(view, 0, Rng.from_seed(seed)) for seed in range(20)]
    assert len({(deal.stack, deal.later_stacks, deal.singles) for deal in deals}) == 20
    assert len({deal.rng for deal in deals}) == 20


def test_a_deal_depends_only_on_the_view_and_the_rng() -> None:
    """Two true states a seat cannot tell apart (face-down tiles swapped) give the same deal
    for the same RNG, whoever dealt before."""
    for state in _positions()[5::40]:
        other = state.copy()
        doubles = [t for t in (*state.stack, *state.boxed) if TILES[t].kind is TileKind.DOUBLE]
        swap = dict(zip(doubles, reversed(doubles), strict=True))
        other.stack = tuple(swap.get(t, t) for t in state.stack)
        other.boxed = tuple(swap.get(t, t) for t in state.boxed)
        other.singles = tuple(reversed(state.singles))
        other.rng = (state.rng or 0) + 1
        assert other != state
        player = state.current
        view, other_view = GAME.view(state, player), GAME.view(other, player)
        assert view == other_view
        first = KNOWLEDGE.determinize(view, player, Rng.from_seed(7))
        KNOWLEDGE.determinize(GAME.view(_positions()[0], 0), 0, Rng.from_seed(8))
        second = FavelasKnowledge().determinize(other_view, player, Rng.from_seed(7))
        assert first == second == KNOWLEDGE.determinize(other_view, player, Rng.from_seed(7))


def test_every_unseen_tile_can_come_up_and_end_of_year_lies_anywhere_in_the_bottom_four() -> None:
    """Unseen tiles are drawn uniformly: every unseen double turns up on top of the stack
    about equally often, and each year's End of Year tile lies in any of its stack's bottom
    four places (set-up step E), never higher."""
    state = GAME.new_game(Setup(2), 3)
    view = GAME.view(state, 0)
    rng = Rng.from_seed(1)
    tops: Counter[str] = Counter()
    places: Counter[int] = Counter()
    deals = 2600
    for _ in range(deals):
        dealt = KNOWLEDGE.determinize(view, 0, rng)
        tops[dealt.stack[-1]] += 1
        for stack in (dealt.stack, *dealt.later_stacks):
            places.update(_ends(stack))
    unseen = 55 - len(state.supply)
    assert len(tops) == unseen
    assert all(deals / unseen / 2 < n < deals / unseen * 2 for n in tops.values())
    assert set(places) == {0, 1, 2, 3}
    assert all(abs(n - deals * 3 / 4) < deals * 0.1 for n in places.values())


def test_favelas_knowledge_is_found_by_game_name() -> None:
    """The shared AI finds this knowledge under the game's name."""
    assert knowledge_for("favelas") is KNOWLEDGE
    assert KNOWLEDGE.margin > 0


# -- evaluate --------------------------------------------------------------------------------


def _position(plans: list[list], dice: tuple[int, ...] = (3,) * 6, year: int = 1):
    """Two players on printed layouts 0 and 1 with tiles laid per `plans`; player 0 to move."""
    state = GAME.new_game(Setup(2), 1).copy()
    used: set[str] = set()
    state.layouts = (0, 1)
    state.boards = tuple(build_board(plan, used) for plan in plans)
    state.counts = recount(state)
    remove_everywhere(state, used)
    state.dice = dice
    state.year = year
    state.current = 0
    return state


def _lead(state: FavelasState, player: int = 0) -> float:
    return KNOWLEDGE.evaluate(state, player) - KNOWLEDGE.evaluate(state, 1 - player)


def test_points_on_the_track_count_in_full() -> None:
    """Points already scored are points: five more on the track are worth five more."""
    state = _position([[], []])
    richer = state.copy()
    richer.track = (5, 0)
    assert KNOWLEDGE.evaluate(richer, 0) == pytest.approx(KNOWLEDGE.evaluate(state, 0) + 5)


def test_at_the_end_the_value_is_the_score() -> None:
    """When the game is over the value is the final score and nothing more."""
    _, final = play_random_game(GAME, 2, 4, check=False)
    for player in range(2):
        assert KNOWLEDGE.evaluate(final, player) == final.track[player]


def test_a_colour_majority_is_worth_its_die() -> None:
    """The majority of a colour scores its die: in the last year, with green at 6 and blue
    and purple at 1, turning a blue and a purple house green (green 4 against 2) beats a
    tile that changes no colour; the lead is worth less when the green die is low."""
    # Layout 0 = B P Y G / R B P / Y G; houses 0 and 1 are blue and purple.
    dice = (1, 1, 3, 6, 3, 3)
    same = _position([[((B, P), (0, 1))], []], dice, year=3)
    green = _position([[((G, G), (0, 1))], []], dice, year=3)
    assert _lead(green) > _lead(same) + 3
    low_green = _position([[((G, G), (0, 1))], []], (1, 1, 3, 2, 3, 3), year=3)
    assert _lead(green) > _lead(low_green) + 3


def test_showing_all_five_colours_is_worth_the_bonus_die() -> None:
    """The 5-colour bonus: losing the only red house costs the bonus, more with a high die."""
    # Layout 0 = B P Y G / R B P / Y G: its only red is house 4; cover it with blue.
    five = _position([[], []], dice=(3, 3, 3, 3, 3, 6))
    four = _position([[((B,), (4,))], []], dice=(3, 3, 3, 3, 3, 6))
    assert _lead(five) > _lead(four) + 3


def test_a_board_lead_counts_for_every_year_left_and_todays_dice_for_this_year() -> None:
    """Boards stay from year to year but the dice are re-rolled after each one: a board
    lead is worth more with more years to come, a die only this year."""
    # Layout 1 = Y R G B / G P Y / B R: its only purple is house 5. Covered, player 1 loses
    # purple and the 5-colour bonus.
    plans = [[], [((Y,), (5,))]]
    leads = [_lead(_position(plans, year=year)) for year in (1, 2, 3)]
    assert leads[0] > leads[1] > leads[2] > 0
    effects = [
        _lead(_position(plans, (3, 6, 3, 3, 3, 3), year))
        - _lead(_position(plans, (3, 1, 3, 3, 3, 3), year))
        for year in (1, 3)
    ]
    assert effects[0] == pytest.approx(effects[1])
    assert effects[0] == pytest.approx(5)  # player 1 shows no purple: all 5 pips are ours


def _leads(state: FavelasState) -> list[float]:
    values = [KNOWLEDGE.evaluate(state, p) for p in range(state.players)]
    return [v - max(values[:p] + values[p + 1 :]) for p, v in enumerate(values)]


def test_a_held_tile_is_judged_where_it_helps_its_holder_most() -> None:
    """The tile a player holds must be placed at once (favelas_en.md "ON YOUR TURN"):
    mid-year, every player's value is that of the placement after which the holder leads
    by most."""
    checked = 0
    for state in _positions():
        if state.step is not Step.PLACE or len(state.stack) < 5 or state.year_ends_after_turn:
            continue
        holder = state.current
        afters = [
            _leads(GAME.apply(state, action)[0])
            for action in GAME.legal_actions(state)
            if isinstance(action, PlaceTile)
        ]
        most = max(leads[holder] for leads in afters)
        assert _leads(state)[holder] == pytest.approx(most)
        best = [leads for leads in afters if leads[holder] == pytest.approx(most)]
        assert any(_leads(state) == pytest.approx(leads) for leads in best)
        checked += 1
    assert checked > 20


def test_the_fast_state_copy_copies_every_field() -> None:
    """The search copies a state for every action it tries (engine speed-up): a copy equals
    its original field by field, and changing the copy leaves the original alone."""
    for state in _positions()[::50]:
        twin = state.copy()
        assert twin == state and twin is not state
        twin.track = (*state.track[:-1], state.track[-1] + 1)
        assert twin != state
