"""The optional actions of a Holi turn: MOVER and SUBIR (holi_pt.md; COMPONENTS.md "Holi";
the rulings in the docstring of favelas_app/games/holi/rules.py).

Squares are (x, y) with x the column A-F as 0-5 and y the row 1-6 as 0-5; positions in
the builders are (floor, x, y) with floors 1 (ground), 2 (middle) and 3 (top).
"""

from __future__ import annotations

import pytest
from holi_positions import (
    GROUND,
    MIDDLE,
    TOP,
    Position,
    breakdown,
    checked,
    play,
    refused,
    sides,
    stacked,
    started,
    turn_of,
    with_discards,
    with_hand,
    with_pawn,
    with_tokens,
)

from favelas_app.games.holi.actions import Climb, EndTurn, Move, ThrowFaceDown, ThrowFaceUp
from favelas_app.games.holi.components import SIDE
from favelas_app.games.holi.events import (
    CardPlayed,
    PawnClimbed,
    PawnMoved,
    PlayerOut,
    SweetsCollected,
    TokenCollected,
    TokenFell,
    TokenLanded,
    TokenThrown,
    TurnStarted,
)
from favelas_app.games.holi.rules import GAME, ends_own_game
from favelas_app.games.holi.state import HoliState, OutReason

ALL_SQUARES = [(x, y) for y in range(SIDE) for x in range(SIDE)]

# -- helpers -------------------------------------------------------------------------------


def moves_offered(state: HoliState) -> set[tuple[int, int]]:
    return {(a.x, a.y) for a in GAME.legal_actions(state) if isinstance(a, Move)}


def two_players(p0: Position = (GROUND, 2, 2), p1: Position = (GROUND, 5, 5)) -> HoliState:
    """Two players, player 0 (blue) to act with the pawns on `p0` and `p1`."""
    state = with_pawn(with_pawn(started(2, seed=0), 0, p0), 1, p1)
    return turn_of(state, 0)


# -- MOVER -------------------------------------------------------------------------------------


def test_move_offers_every_square_of_the_floor_but_the_pawns():
    """MOVER: 'pode mover o seu peão para qualquer casa do piso onde se encontra de
    momento, exceto uma que esteja ocupada pelo peão de um adversário'."""
    state = checked(two_players())
    assert moves_offered(state) == set(ALL_SQUARES) - {(2, 2), (5, 5)}
    new, events = play(state, Move(4, 3))
    assert new.position(0) == (GROUND, 4, 3)
    assert events == [PawnMoved(0, GROUND, 2, 2, 4, 3)]
    assert new.moves == 1


def test_move_onto_another_pawn_is_refused():
    """MOVER: '... exceto uma que esteja ocupada pelo peão de um adversário'."""
    state = checked(two_players())
    error = refused(state, Move(5, 5), "holi.illegal.square_has_pawn")
    assert error.params == {"square": "F6"}


def test_move_onto_a_square_whose_pawn_is_on_another_floor_is_allowed():
    """MOVER: only a pawn on the same floor ('do piso onde se encontra') bars a square: the
    middle-floor square above a ground-floor pawn is free."""
    state = checked(two_players((MIDDLE, 2, 2), (GROUND, 3, 3)))
    assert (3, 3) in moves_offered(state)
    new, _ = play(state, Move(3, 3))
    assert new.position(0) == (MIDDLE, 3, 3)
    assert new.position(1) == (GROUND, 3, 3)


def test_move_onto_its_own_square_is_refused():
    """MOVER moves the pawn 'para' another square: staying put is no move."""
    state = checked(two_players())
    refused(state, Move(2, 2), "holi.illegal.move_nowhere")
    assert (2, 2) not in moves_offered(state)


def test_move_only_once_per_turn():
    """COMO JOGAR: 'As ações ... não podem ser repetidas durante um turno'."""
    state, _ = play(checked(two_players()), Move(3, 2))
    refused(state, Move(4, 4), "holi.illegal.already_moved")
    assert moves_offered(state) == set()
    # after throwing, still no second move
    state, _ = play(state, ThrowFaceDown(state.hands[0][0], 0, 0))
    refused(state, Move(4, 4), "holi.illegal.already_moved")
    assert [a for a in GAME.legal_actions(state) if isinstance(a, Move)] == []


def test_move_before_or_after_throwing():
    """COMO JOGAR: 'As ações podem ser executadas em qualquer ordem'."""
    state = checked(with_hand(two_players(), 0, ["line"]))
    throw = ThrowFaceUp("line", 0, 0)  # tokens on D3 and E3
    moved_first, _ = play(state, Move(1, 4), throw)  # the line now lands on C5 and D5
    assert moved_first.token(GROUND, 2, 4) == 0 and moved_first.token(GROUND, 3, 4) == 0
    assert moved_first.position(0) == (GROUND, 1, 4)
    thrown_first, _ = play(state, throw, Move(1, 4))
    assert thrown_first.token(GROUND, 3, 2) == 0 and thrown_first.token(GROUND, 4, 2) == 0
    assert thrown_first.position(0) == (GROUND, 1, 4)
    for after in (moved_first, thrown_first):
        assert after.thrown and after.moves == 1
        assert EndTurn() in GAME.legal_actions(after)


def test_move_onto_ground_sweets_collects_two():
    """PREPARAÇÃO 2 and MOVER (6)(7): 2 sweets lie beside each ground-floor corner; 'Se um
    jogador se mover para uma casa com fichas de guloseimas, ele recolhe-as'."""
    state = checked(two_players((GROUND, 0, 0)))
    new, events = play(state, Move(1, 0))
    assert events == [PawnMoved(0, GROUND, 0, 0, 1, 0), SweetsCollected(0, 2, GROUND, 1, 0)]
    assert new.sweets_held == (2, 0)
    assert new.sweets[1] == 0  # B1 of the ground floor is bare now
    assert GAME.scores(new)[0].total == 5  # more sweets than the other player


def test_move_onto_middle_sweets_collects_one_and_nothing_below():
    """PREPARAÇÃO 1: 1 sweet beside each middle-floor corner; SUBIR Nota: 'Quando se
    movem, os jogadores não recolhem nenhuma ficha dos pisos inferiores'."""
    state = checked(two_players((MIDDLE, 2, 2)))
    new, events = play(state, Move(0, 4))
    assert events == [PawnMoved(0, MIDDLE, 2, 2, 0, 4), SweetsCollected(0, 1, MIDDLE, 0, 4)]
    assert new.sweets_held == (1, 0)
    assert new.sweets[4 * SIDE] == 2, "the 2 sweets on the ground floor's A5 stay"


def test_move_onto_own_token_returns_it_to_the_supply_to_throw_again():
    """MOVER (6) and Nota: 'Os jogadores podem recolher as próprias fichas coloridas.
    Estas poderão ser reutilizadas normalmente.'"""
    state = checked(with_tokens(two_players(), {(GROUND, 3, 3): 0}))
    assert state.own_tokens(0) == 24
    new, events = play(state, Move(3, 3))
    assert events == [PawnMoved(0, GROUND, 2, 2, 3, 3), TokenCollected(0, 0, GROUND, 3, 3)]
    assert new.token(GROUND, 3, 3) == -1
    assert new.own_tokens(0) == 25
    assert GAME.scores(new)[0].total == 0  # a token back in its own supply scores nothing


def test_collected_own_token_is_thrown_again():
    """Nota: own tokens collected 'poderão ser reutilizadas normalmente': with 1 token left
    a 2-token card leaves a square empty, after collecting one both tokens are thrown."""
    state = with_tokens(two_players(), {(GROUND, 3, 3): 0})
    supplies = [list(row) for row in state.supplies]
    supplies[1][0] += supplies[0][0] - 1  # player 0 keeps 1 token of their own
    supplies[0][0] = 1
    state.supplies = tuple(tuple(row) for row in supplies)
    state = checked(with_hand(state, 0, ["line"]))
    refused(state, ThrowFaceUp("line", 0, 0), "holi.illegal.choose_empty_squares")
    state, _ = play(state, Move(3, 3))
    new, events = play(state, ThrowFaceUp("line", 0, 0))
    assert [e for e in events if isinstance(e, TokenLanded)] == [
        TokenLanded(0, GROUND, 4, 3),
        TokenLanded(0, GROUND, 5, 3),
    ]
    assert new.token(GROUND, 4, 3) == 0 and new.token(GROUND, 5, 3) == 0


def test_move_onto_another_players_token_keeps_it():
    """MOVER Nota: 'As fichas coloridas pertencentes a outro jogador não podem ser jogadas e
    valem 2 pontos cada ao seu proprietário quando o jogo termina'."""
    state = checked(with_tokens(two_players(), {(GROUND, 3, 3): 1}))
    before = GAME.scores(state)[1].total
    new, events = play(state, Move(3, 3))
    assert events == [PawnMoved(0, GROUND, 2, 2, 3, 3), TokenCollected(0, 1, GROUND, 3, 3)]
    assert new.supplies[0] == (25, 1)
    assert new.own_tokens(0) == 25
    assert before == 1 and GAME.scores(new)[1].total == 2
    assert breakdown(new, 1)["holi.category.colour_on_others"] == 2


def test_another_players_token_can_never_be_thrown():
    """MOVER Nota: other players' tokens 'não podem ser jogadas': with 1 own token and 1 of
    another colour, a 2-token card still leaves a square empty."""
    state = with_tokens(two_players(), {(GROUND, 3, 3): 1})
    supplies = [list(row) for row in state.supplies]
    supplies[1][0] += supplies[0][0] - 1
    supplies[0][0] = 1
    state.supplies = tuple(tuple(row) for row in supplies)
    state = checked(with_hand(state, 0, ["line"]))
    state, _ = play(state, Move(3, 3))
    assert state.supplies[0] == (1, 1)
    refused(state, ThrowFaceUp("line", 0, 0), "holi.illegal.choose_empty_squares")
    new, events = play(state, ThrowFaceUp("line", 0, 0, skip=(2,)))
    assert [e for e in events if isinstance(e, TokenLanded)] == [TokenLanded(0, GROUND, 4, 3)]
    assert new.supplies[0] == (0, 1)


def test_sweets_under_a_token_are_not_collected():
    """Our ruling (rules.py): 'Sweets under a token are not collected: a pawn moving there
    takes the token only' (JOGUE UMA CARTA VIRADA PARA CIMA Nota: 'Os jogadores não
    recolhem as fichas de guloseima quando estas têm fichas coloridas sobre elas')."""
    state = checked(with_tokens(two_players((GROUND, 0, 0)), {(GROUND, 1, 0): 1}))
    new, events = play(state, Move(1, 0))
    assert events == [PawnMoved(0, GROUND, 0, 0, 1, 0), TokenCollected(0, 1, GROUND, 1, 0)]
    assert new.sweets_held == (0, 0)
    assert new.sweets[1] == 2, "the 2 sweets stay on B1"


# -- SUBIR -------------------------------------------------------------------------------------


def test_climb_when_surrounded_on_four_sides_by_any_colours():
    """SUBIR: 'rodeado em 4 lados (perpendiculares e não diagonais) por casas com fichas
    coloridas (da cor de qualquer jogador)' -> 'a casa correspondente do piso
    imediatamente acima'."""
    state = checked(with_tokens(two_players(), sides(GROUND, 2, 2, (0, 1, 1, 0))))
    assert Climb() in GAME.legal_actions(state)
    new, events = play(state, Climb())
    assert events == [PawnClimbed(0, MIDDLE, 2, 2)]
    assert new.position(0) == (MIDDLE, 2, 2)
    assert new.climbed


@pytest.mark.parametrize("missing", range(4))
def test_climb_needs_every_side(missing):
    """SUBIR: all '4 lados (perpendiculares e não diagonais)': three sides and all four
    diagonals are not enough."""
    tokens = sides(GROUND, 2, 2)
    del tokens[list(tokens)[missing]]
    tokens |= {(GROUND, 1, 1): 1, (GROUND, 3, 1): 1, (GROUND, 1, 3): 1, (GROUND, 3, 3): 1}
    state = checked(with_tokens(two_players(), tokens))
    refused(state, Climb(), "holi.illegal.not_surrounded")
    assert Climb() not in GAME.legal_actions(state)


def test_climb_with_only_diagonals_is_refused():
    """SUBIR: '(perpendiculares e não diagonais)'."""
    diagonals = {(GROUND, 1, 1): 1, (GROUND, 3, 1): 0, (GROUND, 1, 3): 0, (GROUND, 3, 3): 1}
    state = checked(with_tokens(two_players(), diagonals))
    refused(state, Climb(), "holi.illegal.not_surrounded")


@pytest.mark.parametrize(
    ("pawn", "tokens"),
    [
        # A3, on the left edge: its 3 neighbours hold tokens
        ((GROUND, 0, 2), {(GROUND, 0, 1): 1, (GROUND, 1, 2): 1, (GROUND, 0, 3): 1}),
        # C1, on the top edge
        ((GROUND, 2, 0), {(GROUND, 1, 0): 1, (GROUND, 3, 0): 1, (GROUND, 2, 1): 1}),
        # A1, a corner
        ((GROUND, 0, 0), {(GROUND, 1, 0): 1, (GROUND, 0, 1): 1}),
        # F4 of the middle floor, on the right edge
        ((MIDDLE, 5, 3), stacked({(MIDDLE, 5, 2): 1, (MIDDLE, 4, 3): 1, (MIDDLE, 5, 4): 1})),
    ],
)
def test_no_climb_from_edge_or_corner(pawn, tokens):
    """SUBIR Nota: 'Os jogadores nunca podem subir a partir da borda ou das casas nas
    esquinas'."""
    state = checked(with_tokens(two_players(pawn), tokens))
    refused(state, Climb(), "holi.illegal.climb_from_edge")
    assert Climb() not in GAME.legal_actions(state)


def test_no_climb_under_another_pawn():
    """SUBIR: 'não pode subir se houver um peão de outro jogador na mesma casa do piso
    acima'."""
    state = checked(with_tokens(two_players(p1=(MIDDLE, 2, 2)), sides(GROUND, 2, 2)))
    error = refused(state, Climb(), "holi.illegal.pawn_above")
    assert error.params == {"square": "C3"}
    assert Climb() not in GAME.legal_actions(state)


def test_no_climb_from_the_top_floor():
    """COMPONENTES / SUBIR: three floors; the pawn climbs to 'o piso imediatamente acima',
    and there is none above the top floor."""
    state = checked(with_tokens(two_players((TOP, 2, 2)), stacked(sides(TOP, 2, 2))))
    refused(state, Climb(), "holi.illegal.top_floor")
    assert Climb() not in GAME.legal_actions(state)


def test_climb_only_once_per_turn():
    """COMO JOGAR: actions 'não podem ser repetidas durante um turno': surrounded again on
    the middle floor, the pawn climbs no further this turn."""
    tokens = stacked(sides(MIDDLE, 2, 2))
    state, _ = play(checked(with_tokens(two_players(), tokens)), Climb())
    assert state.position(0) == (MIDDLE, 2, 2)
    refused(state, Climb(), "holi.illegal.already_climbed")
    assert Climb() not in GAME.legal_actions(state)


def test_climb_from_middle_to_top():
    """SUBIR: from the middle floor a surrounded pawn goes to the same square of the top
    floor."""
    state = checked(with_tokens(two_players((MIDDLE, 3, 2)), stacked(sides(MIDDLE, 3, 2))))
    new, events = play(state, Climb())
    assert events == [PawnClimbed(0, TOP, 3, 2)]
    assert new.position(0) == (TOP, 3, 2)


def test_climb_before_or_after_throwing():
    """COMO JOGAR: 'As ações podem ser executadas em qualquer ordem'."""
    state = checked(with_tokens(two_players(), sides(GROUND, 2, 2)))
    card = state.hands[0][0]
    climbed_first, _ = play(state, Climb(), ThrowFaceDown(card, 0, 0))
    thrown_first, _ = play(state, ThrowFaceDown(card, 0, 0), Climb())
    for after in (climbed_first, thrown_first):
        assert after.position(0) == (MIDDLE, 2, 2)
        assert after.thrown and after.climbed


def test_no_way_down():
    """SUBIR: 'Assim que um jogador sobe um piso, não poderá voltar para um piso inferior':
    no legal action of a middle-floor pawn takes it lower, not even a Move above a bare
    ground square."""
    state = checked(with_tokens(two_players(), sides(GROUND, 2, 2)))
    state, _ = play(state, Climb())
    for action in GAME.legal_actions(state):
        after, _ = GAME.apply(state, action)
        assert after.floor(0) == MIDDLE, action
    new, events = play(state, Move(4, 4))  # nothing under E5 of the middle floor
    assert events == [PawnMoved(0, MIDDLE, 2, 2, 4, 4)]
    assert new.position(0) == (MIDDLE, 4, 4)
    new, _ = play(new, ThrowFaceDown(new.hands[0][0], 0, 0), EndTurn())
    new = turn_of(new, 0)  # even on a later turn
    assert {GAME.apply(new, a)[0].floor(0) for a in GAME.legal_actions(new)} == {MIDDLE}


def test_after_climbing_throws_land_on_the_new_floor():
    """SUBIR: the pawn aims 'ainda mais alto': after climbing, its throws are on the middle
    floor (COR CADENTE: a token with nothing beneath falls to the ground)."""
    state = checked(with_hand(with_tokens(two_players(), sides(GROUND, 2, 2)), 0, ["line"]))
    state, _ = play(state, Climb())
    _, events = play(state, ThrowFaceUp("line", 0, 0))  # D3 and E3 of the middle floor
    assert events == [
        CardPlayed(0, "line", True),
        TokenThrown(0, MIDDLE, 3, 2),
        TokenLanded(0, MIDDLE, 3, 2),  # a ground token lies beneath D3
        TokenThrown(0, MIDDLE, 4, 2),
        TokenFell(0, MIDDLE, GROUND, 4, 2),
        TokenLanded(0, GROUND, 4, 2),
    ]
    new, events = play(state, ThrowFaceDown("line", 2, 1))
    assert events[1:] == [TokenThrown(0, MIDDLE, 2, 1), TokenLanded(0, MIDDLE, 2, 1)]
    assert new.token(MIDDLE, 2, 1) == 0


# -- COMPONENTS.md: a Move or Climb that leaves no throw is legal and ends that game ------


def test_move_that_leaves_no_throw_is_legal_and_ends_the_players_game():
    """COMPONENTS.md: 'Move and Climb follow the rulebook literally: any free square of the
    pawn's floor, even one from which no throw would be left. The player's game then ends
    when the throw cannot be made' (ARREMESSAR COR: 'se um jogador não conseguir Arremessar
    Cor no seu turno, será o FIM DO JOGO para ele'). No face-down card after a face-down
    card; the only card, a line of 3, fits nowhere with the pawn on A1 once B1 and A2 hold
    tokens: the move is offered, the table is told it ends the game, and making it retires
    blue and starts yellow's turn."""
    state = with_tokens(two_players(), {(GROUND, 1, 0): 1, (GROUND, 0, 1): 1})
    state = checked(with_hand(with_discards(state, 0, [("diagonal", False)]), 0, ["line"]))
    assert moves_offered(state) == set(ALL_SQUARES) - {(2, 2), (5, 5)}
    assert ends_own_game(state, Move(0, 0))
    assert not ends_own_game(state, Move(3, 3))
    new, events = play(state, Move(0, 0))
    assert new.position(0) == (GROUND, 0, 0)
    assert PlayerOut(0, OutReason.CANNOT_THROW.value) in events and events[-1] == TurnStarted(1)
    assert new.out[0] == OutReason.CANNOT_THROW.value and new.current == 1
    # Once the throw is made, the same move ends nothing.
    thrown, _ = play(state, ThrowFaceUp("line", 0, 0))
    assert not ends_own_game(thrown, Move(0, 0))
    after, _ = play(thrown, Move(0, 0))
    assert after.position(0) == (GROUND, 0, 0) and after.current == 0
    # With a face-down throw allowed, the move keeps a throw (the square left is free).
    free = checked(with_hand(with_discards(state, 0, [("diagonal", True)]), 0, ["line"]))
    assert not ends_own_game(free, Move(0, 0))
    assert play(free, Move(0, 0))[0].current == 0


def test_climb_that_leaves_no_throw_is_legal_and_ends_the_players_game():
    """COMPONENTS.md: Climb too follows the rulebook literally. Four players; every square
    of the ground and middle floors holds a token of yellow, red or green but C3 and F3.
    Blue moved from the ground's F3 to C3 this turn; yellow's pawn stands on the middle
    floor's F3. On the middle floor no card fits around C3 and no square is free for a
    face-down card: climbing before throwing is offered, ends blue's game, and yellow
    plays on."""
    tokens: dict[Position, int] = {}
    for floor in (GROUND, MIDDLE):
        for i, (x, y) in enumerate(sq for sq in ALL_SQUARES if sq not in ((2, 2), (5, 2))):
            tokens[(floor, x, y)] = 1 + i % 3
    state = started(4, seed=0)
    state = with_pawn(state, 0, (GROUND, 5, 2))
    state = with_pawn(state, 1, (MIDDLE, 5, 2))
    state = with_pawn(state, 2, (TOP, 0, 0))
    state = with_pawn(state, 3, (TOP, 5, 5))
    state = checked(with_hand(with_tokens(turn_of(state, 0), tokens), 0, ["line"]))
    state, _ = play(state, Move(2, 2))
    assert GAME.legal_actions(state) == [ThrowFaceDown("line", 5, 2), Climb()]
    assert ends_own_game(state, Climb())
    out, events = play(state, Climb())
    assert out.position(0) == (MIDDLE, 2, 2)
    assert PlayerOut(0, OutReason.CANNOT_THROW.value) in events and out.current == 1
    # After the throw the climb ends nothing.
    state, _ = play(state, ThrowFaceDown("line", 5, 2))
    assert Climb() in GAME.legal_actions(state) and not ends_own_game(state, Climb())
    new, events = play(state, Climb())
    assert events == [PawnClimbed(0, MIDDLE, 2, 2)]
    assert new.position(0) == (MIDDLE, 2, 2)
