"""Falling colour in Holi: the six numbered cases of COR CADENTE, direct hits by floor, and
the events that tell each fall (holi_pt.md, COR CADENTE, IMPACTO DIRETO, PISOS INTERMÉDIO E
SUPERIOR; COMPONENTS.md rulings on falling and direct hits)."""

from __future__ import annotations

import pytest
from holi_positions import Position, board, breakdown, play, turn_position

from favelas_app.games.holi.actions import Move, ThrowFaceDown, ThrowFaceUp
from favelas_app.games.holi.components import cell_of, square_of
from favelas_app.games.holi.events import (
    CardPlayed,
    PawnHit,
    PawnMoved,
    SweetsCollected,
    TokenCollected,
    TokenFell,
    TokenLanded,
    TokenThrown,
)
from favelas_app.games.holi.state import HIDDEN, HoliState


def _sweets(state: HoliState, floor: int, x: int, y: int) -> int:
    return state.sweets[cell_of(floor, square_of(x, y))]


# -- the six cases of COR CADENTE --------------------------------------------------------------


def test_case_1_no_fall_onto_a_token_below() -> None:
    """COR CADENTE 1: "As fichas não caem se houver uma outra ficha imediatamente abaixo":
    thrown on the middle floor over ground tokens (of any colour), both tokens stay there."""
    state = turn_position({0: (2, 2, 2), 1: (1, 5, 5)}, {(1, 3, 2): 1, (1, 4, 2): 0})
    after, events = play(state, ThrowFaceUp("line", 0, 0))
    assert board(after) == {(1, 3, 2): 1, (1, 4, 2): 0, (2, 3, 2): 0, (2, 4, 2): 0}
    assert events == [
        CardPlayed(0, "line", True),
        TokenThrown(0, 2, 3, 2),
        TokenLanded(0, 2, 3, 2),
        TokenThrown(0, 2, 4, 2),
        TokenLanded(0, 2, 4, 2),
    ]
    parts = breakdown(after, 0)
    assert parts["holi.category.middle_floor"] == 4  # 2 points a token on the middle floor


@pytest.mark.parametrize(
    ("thrower", "below", "lands"),
    [
        ((3, 2, 2), {(1, 4, 4): 1}, (2, 4, 4)),
        ((2, 2, 2), {}, (1, 4, 4)),
    ],
    ids=["top-to-middle", "middle-to-ground"],
)
def test_case_2_falls_one_floor_and_stops(
    thrower: Position, below: dict[Position, int], lands: Position
) -> None:
    """COR CADENTE 2: "Elas podem cair 1 piso e depois parar": thrown on the top floor over an
    empty middle square with a ground token beneath, the token falls to the middle floor and
    stays ("Se a ficha colorida cair do piso superior para o intermédio, verifica-se o piso
    térreo"); thrown on the middle floor over an empty ground square it falls to the ground."""
    floor = thrower[0]
    state = turn_position({0: thrower, 1: (1, 5, 5)}, below)
    after, events = play(state, ThrowFaceDown("line", 4, 4))
    assert board(after) == {**below, lands: 0}
    assert events == [
        CardPlayed(0, HIDDEN, False),
        TokenThrown(0, floor, 4, 4),
        TokenFell(0, floor, floor - 1, 4, 4),
        TokenLanded(0, *lands),
    ]


def test_case_3_falls_two_floors() -> None:
    """COR CADENTE 3: "Também podem cair 2 pisos": thrown on the top floor over empty middle
    and ground squares, the token falls twice and lies on the ground floor (worth 1 point, not
    3); the line's other token, over a full column, stays on top."""
    state = turn_position(
        {0: (3, 2, 2), 1: (1, 5, 5)}, {(1, 4, 2): 1, (2, 4, 2): 1}, hand=("line", "kite")
    )
    after, events = play(state, ThrowFaceUp("line", 0, 0))
    assert board(after) == {(1, 3, 2): 0, (1, 4, 2): 1, (2, 4, 2): 1, (3, 4, 2): 0}
    assert events == [
        CardPlayed(0, "line", True),
        TokenThrown(0, 3, 3, 2),
        TokenFell(0, 3, 2, 3, 2),
        TokenFell(0, 2, 1, 3, 2),
        TokenLanded(0, 1, 3, 2),
        TokenThrown(0, 3, 4, 2),
        TokenLanded(0, 3, 4, 2),
    ]
    parts = breakdown(after, 0)
    assert parts["holi.category.ground_floor"] == 1
    assert parts["holi.category.top_floor"] == 3


def test_case_4_a_falling_token_hits_a_pawn_below_without_a_point() -> None:
    """COR CADENTE 4: "As fichas cadentes atingem jogadores em vez de voltar a cair": thrown on
    the middle floor above the other pawn on the ground, the token goes to that player's
    supply; "Esta ação não atribui o ponto de bonificação dado por um Impacto Direto"."""
    state = turn_position({0: (2, 2, 2), 1: (1, 3, 2)}, {(1, 4, 2): 0})
    after, events = play(state, ThrowFaceUp("line", 0, 0))
    assert board(after) == {(1, 4, 2): 0, (2, 4, 2): 0}
    assert after.supplies[1] == (1, 25)
    assert after.own_tokens(0) == 25 - 1 - 2
    assert after.hit_points == (0, 0)
    assert after.position(1) == (1, 3, 2)
    assert events == [
        CardPlayed(0, "line", True),
        TokenThrown(0, 2, 3, 2),
        TokenFell(0, 2, 1, 3, 2),
        PawnHit(0, 1, 1, 3, 2, False, 0, 0),
        TokenThrown(0, 2, 4, 2),
        TokenLanded(0, 2, 4, 2),
    ]
    parts = breakdown(after, 0)
    assert parts["holi.category.direct_hits"] == 0
    assert parts["holi.category.colour_on_others"] == 2  # the token still counts at the end


def test_case_4_compared_with_a_direct_hit_on_the_same_floor() -> None:
    """IMPACTO DIRETO vs COR CADENTE 4: the same throw with the other pawn on the thrower's
    own (middle) floor is a direct hit and scores 1 ("O ponto adicional só é atribuído se o
    jogador atingir o outro no mesmo piso em que se encontra")."""
    state = turn_position({0: (2, 2, 2), 1: (2, 3, 2)}, {(1, 3, 2): 1, (1, 4, 2): 0})
    after, events = play(state, ThrowFaceUp("line", 0, 0))
    assert board(after) == {(1, 3, 2): 1, (1, 4, 2): 0, (2, 4, 2): 0}
    assert after.supplies[1] == (1, 24)
    assert after.hit_points == (1, 0)
    assert events[1:3] == [TokenThrown(0, 2, 3, 2), PawnHit(0, 1, 2, 3, 2, True, 0, 1)]


def test_case_4_the_hit_pawn_stops_the_fall() -> None:
    """COR CADENTE 4: the falling token hits the pawn "em vez de voltar a cair": thrown on the
    top floor above a pawn on the middle floor, it stops there though the ground below is
    empty."""
    state = turn_position({0: (3, 2, 2), 1: (2, 4, 4)}, hand=("kite",))
    after, events = play(state, ThrowFaceDown("kite", 4, 4))
    assert board(after) == {}
    assert after.supplies[1] == (1, 25)
    assert after.hit_points == (0, 0)
    assert events[1:] == [
        TokenThrown(0, 3, 4, 4),
        TokenFell(0, 3, 2, 4, 4),
        PawnHit(0, 1, 2, 4, 4, False, 0, 0),
    ]


def test_case_4_a_token_falls_two_floors_onto_a_pawn() -> None:
    """COR CADENTE 3 and 4: thrown on the top floor over an empty middle square, the token
    falls twice and hits the pawn on the ground, without a point."""
    state = turn_position({0: (3, 2, 2), 1: (1, 0, 5)}, hand=("kite",))
    after, events = play(state, ThrowFaceDown("kite", 0, 5))
    assert board(after) == {}
    assert after.supplies[1] == (1, 25)
    assert after.hit_points == (0, 0)
    assert events[1:] == [
        TokenThrown(0, 3, 0, 5),
        TokenFell(0, 3, 2, 0, 5),
        TokenFell(0, 2, 1, 0, 5),
        PawnHit(0, 1, 1, 0, 5, False, 0, 0),
    ]


def test_case_5_a_pawn_moving_under_a_token_receives_it() -> None:
    """COR CADENTE 5: "Quando um jogador se move para uma casa com uma ficha acima dela (5a),
    essa ficha cai em cima dele (5b)": moving onto D4, the pawn collects the ground token
    (MOVER: "ele recolhe essa ficha colorida") and the middle-floor token above falls into
    its supply ("Se, a qualquer momento, um jogador tiver uma ficha colorida na casa
    correspondente acima dele")."""
    state = turn_position({0: (1, 1, 2), 1: (1, 5, 5)}, {(1, 3, 3): 1, (2, 3, 3): 1})
    after, events = play(state, Move(3, 3))
    assert board(after) == {}
    assert after.supplies[0] == (25, 2)
    assert after.hit_points == (0, 0)
    assert events == [
        PawnMoved(0, 1, 1, 2, 3, 3),
        TokenCollected(0, 1, 1, 3, 3),
        TokenFell(1, 2, 1, 3, 3),
        PawnHit(1, 0, 1, 3, 3, False, 1, 0),
    ]


def test_case_5_a_token_two_floors_up_falls_onto_the_pawn() -> None:
    """COR CADENTE 5 with 3: a full column above the square: the pawn collects the ground
    token, the middle token falls onto it, then the top token falls two floors onto it too.
    Tokens of the mover's own colour return to their own supply."""
    state = turn_position(
        {0: (1, 1, 2), 1: (1, 5, 5), 2: (1, 0, 5)}, {(1, 3, 3): 1, (2, 3, 3): 0, (3, 3, 3): 2}
    )
    after, events = play(state, Move(3, 3))
    assert board(after) == {}
    assert after.supplies[0] == (25, 1, 1)
    assert events == [
        PawnMoved(0, 1, 1, 2, 3, 3),
        TokenCollected(0, 1, 1, 3, 3),
        TokenFell(0, 2, 1, 3, 3),
        PawnHit(0, 0, 1, 3, 3, False, 0, 0),
        TokenFell(2, 3, 2, 3, 3),
        TokenFell(2, 2, 1, 3, 3),
        PawnHit(2, 0, 1, 3, 3, False, 2, 0),
    ]


def test_case_5_on_the_middle_floor() -> None:
    """COR CADENTE 5 upstairs: a pawn on the middle floor moving onto a token collects it and
    the top-floor token above falls onto it; the ground token below is not collected (SUBIR,
    Nota: "os jogadores não recolhem nenhuma ficha dos pisos inferiores")."""
    state = turn_position(
        {0: (2, 2, 2), 1: (1, 5, 5)}, {(1, 3, 2): 1, (2, 3, 2): 1, (3, 3, 2): 1, (1, 2, 2): 0}
    )
    after, events = play(state, Move(3, 2))
    assert board(after) == {(1, 3, 2): 1, (1, 2, 2): 0}
    assert after.supplies[0] == (24, 2)
    assert events == [
        PawnMoved(0, 2, 2, 2, 3, 2),
        TokenCollected(0, 1, 2, 3, 2),
        TokenFell(1, 3, 2, 3, 2),
        PawnHit(1, 0, 2, 3, 2, False, 1, 0),
    ]


def test_case_6_tokens_fall_through_sweets() -> None:
    """COR CADENTE 6: "As fichas coloridas podem cair através das fichas de guloseimas";
    "as fichas de guloseimas nunca caem": thrown on the top floor over B1 (1 sweet on the
    middle floor, 2 on the ground), the token falls through both to the ground and every
    sweet stays on its floor."""
    state = turn_position({0: (3, 2, 2), 1: (1, 5, 5)})
    assert (_sweets(state, 2, 1, 0), _sweets(state, 1, 1, 0)) == (1, 2)
    after, events = play(state, ThrowFaceDown("line", 1, 0))
    assert board(after) == {(1, 1, 0): 0}
    assert after.sweets == state.sweets
    assert events[1:] == [
        TokenThrown(0, 3, 1, 0),
        TokenFell(0, 3, 2, 1, 0),
        TokenFell(0, 2, 1, 1, 0),
        TokenLanded(0, 1, 1, 0),
    ]


def test_case_6_sweets_never_fall() -> None:
    """COR CADENTE 6, Nota: "as fichas de guloseimas nunca caem. Elas são pegajosas!": when a
    pawn takes the ground token from B1, the middle floor's sweet above stays up there, and
    the ground sweets under the token are not collected (Nota: "Os jogadores não recolhem as
    fichas de guloseima quando estas têm fichas coloridas sobre elas")."""
    state = turn_position({0: (1, 2, 0), 1: (1, 5, 5)}, {(1, 1, 0): 1})
    after, events = play(state, Move(1, 0))
    assert board(after) == {}
    assert (_sweets(after, 2, 1, 0), _sweets(after, 1, 1, 0)) == (1, 2)
    assert after.sweets_held == (0, 0)
    assert after.sweets == state.sweets
    assert events == [PawnMoved(0, 1, 2, 0, 1, 0), TokenCollected(0, 1, 1, 1, 0)]
    assert not any(isinstance(e, SweetsCollected | TokenFell) for e in events)


def test_case_1_and_6_a_token_on_sweets_holds_the_token_above() -> None:
    """COR CADENTE 1 and 6: what stops a fall is a token, not sweets: thrown on the middle
    floor's sweet at B1 above a ground token lying on the ground sweets, the token stays on
    the middle floor, and the sweets of both floors stay."""
    state = turn_position({0: (2, 2, 1), 1: (1, 5, 5)}, {(1, 1, 0): 1})
    after, events = play(state, ThrowFaceDown("line", 1, 0))
    assert board(after) == {(1, 1, 0): 1, (2, 1, 0): 0}
    assert after.sweets == state.sweets
    assert events[1:] == [TokenThrown(0, 2, 1, 0), TokenLanded(0, 2, 1, 0)]


# -- direct hits by floor ----------------------------------------------------------------------


@pytest.mark.parametrize("floor", [1, 2, 3])
def test_a_direct_hit_scores_on_the_throwers_floor(floor: int) -> None:
    """IMPACTO DIRETO, Nota: "O ponto adicional só é atribuído se o jogador atingir o outro no
    mesmo piso em que se encontra": a pawn hit on the thrower's own floor, whichever it is,
    scores 1 for the thrower; the token goes to the hit player's supply."""
    support = {(f, 3, 2): 1 for f in range(1, floor)}
    state = turn_position({0: (floor, 2, 2), 1: (floor, 4, 2)}, support)
    after, events = play(state, ThrowFaceUp("line", 0, 0))
    assert after.hit_points == (1, 0)
    assert after.supplies[1][0] == 1
    assert PawnHit(0, 1, floor, 4, 2, True, 0, 1) in events
    assert board(after) == {**support, (floor, 3, 2): 0}


@pytest.mark.parametrize(
    ("thrower_floor", "target"),
    [(2, (1, 4, 2)), (3, (1, 4, 2)), (3, (2, 4, 2))],
    ids=["middle-to-ground", "top-to-ground", "top-to-middle"],
)
def test_no_point_for_a_pawn_on_another_floor(thrower_floor: int, target: Position) -> None:
    """IMPACTO DIRETO, Nota, and COR CADENTE: a pawn on a lower floor is only reached by a
    falling token, which "não atribui o ponto de bonificação": no point, whatever the floors
    (COMPONENTS.md: "Direct-hit point only when the target pawn is on the thrower's floor")."""
    support = {(f, 3, 2): 1 for f in range(1, thrower_floor)}
    state = turn_position({0: (thrower_floor, 2, 2), 1: target}, support)
    after, events = play(state, ThrowFaceUp("line", 0, 0))
    assert after.hit_points == (0, 0)
    assert after.supplies[1][0] == 1
    assert PawnHit(0, 1, target[0], 4, 2, False, 0, 0) in events
    assert board(after) == {**support, (thrower_floor, 3, 2): 0}
