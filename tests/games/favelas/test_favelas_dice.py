"""The council dice (favelas_en.md, "Adjusting Council Dice")."""

from __future__ import annotations

import pytest
from favelas_positions import assert_refused

from favelas_app.core.protocol import Setup
from favelas_app.games.favelas.actions import (
    AdjustDie,
    DrawSingle,
    PlaceTile,
    TakeFromSupply,
)
from favelas_app.games.favelas.components import BOARD_LAYOUTS, COLOURS, DICE, TILES, TileKind
from favelas_app.games.favelas.events import DieAdjusted
from favelas_app.games.favelas.rules import GAME
from favelas_app.games.favelas.state import FavelasState, Step

B, P, Y, G, R = COLOURS
assert BOARD_LAYOUTS[0][:2] == (B, P)  # houses 0 and 1 of layout 0: blue, then purple


def _tile_with(colours) -> str:
    return next(
        t.id for t in TILES.values() if t.colours == colours and t.kind is not TileKind.END_OF_YEAR
    )


def _only_in_supply(state: FavelasState, tile: str, on_boards: tuple[str, ...] = ()) -> None:
    """Put `tile` first in the supply and nowhere else; take `on_boards` out of every zone."""

    def keep(tiles: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(t for t in tiles if t != tile and t not in on_boards)

    state.stack = keep(state.stack)
    state.later_stacks = tuple(keep(s) for s in state.later_stacks)
    state.boxed = keep(state.boxed)
    state.supply = (tile, *keep(state.supply))[:3]


def _adjusting(dice: tuple[int, ...]) -> FavelasState:
    """Player 0 has laid a blue-purple double on their blue house 0 and purple house 1."""
    state = GAME.new_game(Setup(2), 17).copy()
    state.layouts = (0, 1)
    state.counts = ((2, 2, 2, 2, 1), (2, 1, 2, 2, 2))
    state.current = 0
    state.dice = dice
    tile = _tile_with((B, P))
    _only_in_supply(state, tile)
    state, _ = GAME.apply(state, TakeFromSupply(tile))
    state, _ = GAME.apply(state, PlaceTile(0, 0, 0))
    assert state.step is Step.ADJUST and state.pending_dice == ("blue", "purple")
    return state


def _single_adjusting(bonus: int) -> FavelasState:
    """Player 0 has laid a single on a house it does not match: only the bonus die moves."""
    state = GAME.new_game(Setup(2), 23).copy()
    state.layouts = (0, 1)
    state.counts = ((2, 2, 2, 2, 1), (2, 1, 2, 2, 2))
    state.current = 0
    state.dice = (3, 3, 3, 3, 3, bonus)
    single = _tile_with((R,))
    state.singles = (*(t for t in state.singles if t != single), single)
    state, _ = GAME.apply(state, DrawSingle())
    state, _ = GAME.apply(state, PlaceTile(0, 0))  # red single on the blue house 0
    assert state.pending_dice == ("bonus",)
    return state


def test_die_at_six_can_only_go_down():
    """'A die's value can never be made higher than 6': at 6 only -1 is offered."""
    state = _adjusting((6, 3, 3, 3, 3, 3))
    assert GAME.legal_actions(state) == [AdjustDie("blue", -1)]
    assert_refused(state, AdjustDie("blue", +1), "favelas.illegal.die_above_six")
    new, events = GAME.apply(state, AdjustDie("blue", -1))
    assert new.die("blue") == 5
    assert DieAdjusted(0, "blue", -1, 5) in events


def test_die_at_one_can_only_go_up():
    """'A die's value can never be made ... lower than 1': at 1 only +1 is offered."""
    state = _adjusting((3, 1, 3, 3, 3, 3))
    state, _ = GAME.apply(state, AdjustDie("blue", +1))
    assert state.pending_dice == ("purple",)
    assert GAME.legal_actions(state) == [AdjustDie("purple", +1)]
    assert_refused(state, AdjustDie("purple", -1), "favelas.illegal.die_below_one")
    new, _ = GAME.apply(state, AdjustDie("purple", +1))
    assert new.die("purple") == 2


@pytest.mark.parametrize("value", range(2, 6))
def test_die_between_one_and_six_may_go_either_way(value):
    """'you must increase or decrease the corresponding Council Die by 1, your choice'."""
    state = _adjusting((value, 3, 3, 3, 3, 3))
    assert set(GAME.legal_actions(state)) == {AdjustDie("blue", +1), AdjustDie("blue", -1)}
    for delta in (+1, -1):
        new, _ = GAME.apply(state, AdjustDie("blue", delta))
        assert new.die("blue") == value + delta
        assert new.dice[1:] == state.dice[1:]


def test_bonus_die_bounds():
    """Action C and 'never higher than 6 or lower than 1' hold for the clear bonus die too."""
    at_six = _single_adjusting(6)
    assert GAME.legal_actions(at_six) == [AdjustDie("bonus", -1)]
    assert_refused(at_six, AdjustDie("bonus", +1), "favelas.illegal.die_above_six")
    at_one = _single_adjusting(1)
    assert GAME.legal_actions(at_one) == [AdjustDie("bonus", +1)]
    assert_refused(at_one, AdjustDie("bonus", -1), "favelas.illegal.die_below_one")


@pytest.mark.parametrize("die", [d for d in DICE if d != "blue"])
def test_wrong_die_is_refused(die):
    """'you must increase or decrease the corresponding Council Die': no other die."""
    state = _adjusting((3, 3, 3, 3, 3, 3))
    assert_refused(state, AdjustDie(die, +1), "favelas.illegal.wrong_die")


def test_dice_are_adjusted_in_order():
    """Adjusting Council Dice: each covered match is adjusted, one die after the other."""
    state = _adjusting((3, 3, 3, 3, 3, 3))
    state, _ = GAME.apply(state, AdjustDie("blue", -1))
    assert_refused(state, AdjustDie("blue", -1), "favelas.illegal.wrong_die")
    state, _ = GAME.apply(state, AdjustDie("purple", +1))
    assert state.dice == (2, 4, 3, 3, 3, 3)
    assert state.step is Step.SOURCE and state.current == 1


@pytest.mark.parametrize("delta", [0, 2, -2, 6, -6])
def test_delta_must_be_one_step(delta):
    """'increase or decrease the corresponding Council Die by 1'."""
    state = _adjusting((3, 3, 3, 3, 3, 3))
    assert_refused(state, AdjustDie("blue", delta), "favelas.illegal.bad_delta")


def test_adjustment_is_mandatory_even_against_yourself():
    """'These adjustments are mandatory': a die at 6 must go down; the turn waits for it."""
    state = _adjusting((6, 3, 3, 3, 3, 3))
    assert state.decision.kind == Step.ADJUST.value
    assert state.decision.params == {"die": "blue", "value": 6, "remaining": 2}
    assert_refused(state, TakeFromSupply(state.supply[0]), "favelas.illegal.wrong_step")


def test_adjusting_outside_the_adjust_step_is_refused():
    """ON YOUR TURN: dice move only after placing a tile that demands it."""
    state = GAME.new_game(Setup(2), 1)
    assert_refused(state, AdjustDie("blue", +1), "favelas.illegal.wrong_step")


def test_a_die_moved_twice_can_be_forced_down():
    """'may force players to lower the value of a die that favors them': 5, up to 6, then down."""
    state = GAME.new_game(Setup(2), 29).copy()
    state.layouts = (0, 1)
    # Two blue houses side by side on player 0's board: a blue double on houses 4-7.
    blue_doubles = [t.id for t in TILES.values() if t.colours == (B, B)]
    first, second = blue_doubles[:2]
    board = list(state.boards[0])
    board[4] = ((first, B),)
    board[7] = ((first, B),)
    state.boards = (tuple(board), state.boards[1])
    state.counts = ((4, 2, 1, 2, 0), (2, 1, 2, 2, 2))
    assert state.counts[0] == tuple(
        sum(state.visible(0, h) == colour for h in range(9)) for colour in COLOURS
    )
    state.current = 0
    state.dice = (5, 3, 3, 3, 3, 3)
    _only_in_supply(state, second, (first,))
    state, _ = GAME.apply(state, TakeFromSupply(second))
    state, _ = GAME.apply(state, PlaceTile(0, 1, 5))  # houses 4 (0, 1) and 7 (0, 2)
    assert state.pending_dice == ("blue", "blue")
    state, _ = GAME.apply(state, AdjustDie("blue", +1))
    assert state.die("blue") == 6
    assert GAME.legal_actions(state) == [AdjustDie("blue", -1)]
    state, _ = GAME.apply(state, AdjustDie("blue", -1))
    assert state.die("blue") == 5 and state.step is Step.SOURCE


def test_new_game_dice_are_council_dice():
    """SET-UP I: the council dice are rolled: six dice, each 1..6."""
    for seed in range(20):
        state = GAME.new_game(Setup(4), seed)
        assert len(state.dice) == len(DICE) == 6
        assert all(1 <= value <= 6 for value in state.dice)
