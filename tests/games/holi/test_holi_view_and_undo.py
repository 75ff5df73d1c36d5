"""What each Holi player may see, and what the acting player may take back
(holi_pt.md, PREPARAÇÃO DOS JOGADORES 7, JOGUE UMA CARTA VIRADA PARA BAIXO, FIM DO TURNO;
ARCHITECTURE.md's undo policy as kept by core.controller.TurnController)."""

from __future__ import annotations

from dataclasses import fields
from functools import cache

import pytest
from holi_positions import checked, started, turn_of, with_discards, with_hand

from favelas_app.core.controller import TurnController
from favelas_app.core.protocol import Action, IllegalAction, Setup
from favelas_app.games.holi.actions import EndTurn, Move, PlacePawn, ThrowFaceDown, ThrowFaceUp
from favelas_app.games.holi.events import CardsDrawn, TurnStarted
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.state import HIDDEN, HoliState, Step

NOTHING_TO_UNDO = "core.illegal.nothing_to_undo"
HIDDEN_PARTS = {"hands", "decks", "discards"}


def _mid_game() -> HoliState:
    """Three players with hands of 3, 2 and 1 cards and discard piles mixing face-up and
    face-down cards; player 1 to act."""
    state = started(3)
    state = with_hand(state, 0, ["line", "hook", "kite"])
    state = with_discards(state, 0, [("arrow", False), ("corner", True)])
    state = with_hand(state, 1, ["sun_row", "diagonal"])
    state = with_discards(state, 1, [("sun_fan", True), ("scatter", False)])
    state = with_hand(state, 2, ["triangle"])
    state = with_discards(state, 2, [("chevron", False), ("sun_embrace", True), ("line", False)])
    return checked(turn_of(state, 1))


# -- the view ----------------------------------------------------------------------------------


@pytest.mark.parametrize("player", [0, 1, 2])
def test_a_player_sees_their_own_hand_and_not_the_others(player: int) -> None:
    """PREPARAÇÃO DOS JOGADORES 7 (each player's own hand from their own deck): a player's
    view shows their own hand as it is; another player's hand shows only how many cards it
    holds, each as "?"."""
    state = _mid_game()
    view = GAME.view(state, player)
    for p in range(3):
        if p == player:
            assert view.hands[p] == state.hands[p]
        else:
            assert view.hands[p] == (HIDDEN,) * len(state.hands[p])
    assert [len(hand) for hand in view.hands] == [3, 2, 1]


@pytest.mark.parametrize("player", [0, 1, 2])
def test_every_deck_is_face_down(player: int) -> None:
    """PREPARAÇÃO DOS JOGADORES 7: the cards are "embaralhadas e empilhadas viradas para
    baixo": nobody, not even the owner, sees the order of a deck, only its size."""
    state = _mid_game()
    view = GAME.view(state, player)
    for p in range(3):
        assert len(state.decks[p]) > 0
        assert view.decks[p] == (HIDDEN,) * len(state.decks[p])


@pytest.mark.parametrize("player", [0, 1, 2])
def test_face_down_discards_are_hidden_from_the_others(player: int) -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA 4 and JOGUE UMA CARTA VIRADA PARA BAIXO: a face-up card
    goes "virada para cima" on the pile, seen by all; a face-down card is seen only by the
    player who played it. The pile's size and which cards are face down stay public."""
    state = _mid_game()
    view = GAME.view(state, player)
    for p in range(3):
        if p == player:
            assert view.discards[p] == state.discards[p]
        else:
            assert view.discards[p] == tuple(
                (card if up else HIDDEN, up) for card, up in state.discards[p]
            )
    if player != 2:
        assert view.discards[2] == (
            (HIDDEN, False),
            ("sun_embrace", True),
            (HIDDEN, False),
        )


@pytest.mark.parametrize("player", [0, 1, 2])
def test_the_rest_of_the_game_is_public(player: int) -> None:
    """COMO JOGAR and PONTUAÇÃO: the tower, pawns, supplies, sweets and points lie on the
    table: the view hides nothing else, and leaves the true state untouched."""
    state = _mid_game()
    before = state.copy()
    view = GAME.view(state, player)
    for field in fields(HoliState):
        if field.name not in HIDDEN_PARTS:
            assert getattr(view, field.name) == getattr(state, field.name), field.name
    assert state == before
    assert GAME.scores(view) == GAME.scores(state)


def _positions() -> list[HoliState]:
    """States met in a real game: set-up, then turns in which the deciding player has
    moved, thrown, or played face down before, with two to four players."""
    found = [_mid_game()]
    for players in (2, 3, 4):
        state = GAME.new_game(Setup(players), players)
        step = 0
        while state.decision is not None and step < 120:
            found.append(state)
            actions = GAME.legal_actions(state)
            state, _ = GAME.apply(state, actions[(step * 7) % len(actions)])
            step += 1
    return found


def test_legal_actions_are_the_same_in_the_deciding_players_view() -> None:
    """What a player may do depends only on what they see (their hand, the public board, the
    top of their own pile): legal_actions of the deciding player's view equals legal_actions
    of the true state, in placement, before and after the throw."""
    positions = _positions()
    assert {s.step for s in positions} == {Step.PLACE_PAWN, Step.TURN}
    assert any(s.thrown for s in positions) and any(s.moves for s in positions)
    assert any(s.discards[s.current] and not s.discards[s.current][-1][1] for s in positions)
    for state in positions:
        view = GAME.view(state, state.current)
        assert GAME.legal_actions(view) == GAME.legal_actions(state)


# -- undo --------------------------------------------------------------------------------------


@cache
def _first_turn() -> tuple[int, ThrowFaceUp]:
    """A seed whose first player can throw face up on the first turn (pawns on the corners in
    the order offered), and that throw."""
    for seed in range(50):
        state = GAME.new_game(Setup(2), seed)
        while state.step is Step.PLACE_PAWN:
            state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
        throws = [a for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceUp)]
        if throws:
            return seed, throws[0]
    raise AssertionError("no seed with a face-up throw on the first turn")


def _controller() -> tuple[TurnController, int, ThrowFaceUp]:
    """A controller at the start of the first turn; the player to act and a face-up throw."""
    seed, throw = _first_turn()
    controller = TurnController.new(GAME, Setup(2), seed)
    while controller.state.step is Step.PLACE_PAWN:
        controller.submit(GAME.legal_actions(controller.state)[0])
    decision = controller.decision
    assert decision is not None
    return controller, decision.players[0], throw


def _sweet_move(state: HoliState) -> Move:
    """A move from the player's corner to a square beside it, where 2 sweets lie."""
    _, x, y = state.position(state.current)
    return Move(1 if x == 0 else 4, y)


def _assert_no_undo(controller: TurnController) -> None:
    state, record = controller.state, controller.record
    assert not any(controller.can_undo(p) for p in range(state.players))
    with pytest.raises(IllegalAction) as caught:
        controller.undo()
    assert caught.value.reason == NOTHING_TO_UNDO
    assert controller.state is state and controller.record is record


def test_placing_pawns_cannot_be_undone_once_the_next_player_decides() -> None:
    """PREPARAÇÃO DOS JOGADORES 5: once a pawn is placed another player is to decide, so the
    placement is final; so is the start of the first turn."""
    seed, _ = _first_turn()
    controller = TurnController.new(GAME, Setup(2), seed)
    controller.submit(PlacePawn(0, 0))
    _assert_no_undo(controller)
    controller.submit(PlacePawn(5, 5))
    _assert_no_undo(controller)


@pytest.mark.parametrize("face_up", [True, False], ids=["face-up", "face-down"])
def test_a_throw_can_be_undone(face_up: bool) -> None:
    """ARREMESSAR COR reveals nothing hidden (the card comes from the player's own hand): the
    player may take it back; state and score are exactly as before, the card back in hand."""
    controller, player, throw = _controller()
    action: Action = throw if face_up else ThrowFaceDown(throw.card, 2, 3)
    before, record = controller.state.copy(), controller.record
    scores = GAME.scores(before)
    controller.submit(action)
    assert controller.state.thrown
    assert GAME.scores(controller.state) != scores  # tokens on the ground floor score
    assert controller.can_undo(player)
    assert not controller.can_undo(1 - player)
    controller.undo()
    assert controller.state == before
    assert GAME.scores(controller.state) == scores
    assert controller.record == record
    assert throw.card in controller.state.hands[player]
    _assert_no_undo(controller)


def test_a_move_and_a_throw_are_undone_step_by_step() -> None:
    """MOVER and ARREMESSAR COR in one turn (COMO JOGAR: "em qualquer ordem"): moving onto 2
    sweets (5 points for having more) then throwing; two undos retrace both steps, score
    included, back to the start of the turn and no further."""
    controller, player, _ = _controller()
    start, start_record = controller.state.copy(), controller.record
    move = _sweet_move(start)
    controller.submit(move)
    moved = controller.state.copy()
    assert moved.sweets_held[player] == 2
    assert GAME.scores(moved)[player].total == 5
    throw = next(a for a in GAME.legal_actions(moved) if isinstance(a, ThrowFaceUp | ThrowFaceDown))
    controller.submit(throw)
    assert GAME.scores(controller.state)[player].total > 5
    assert controller.can_undo(player)
    controller.undo()
    assert controller.state == moved
    assert GAME.scores(controller.state) == GAME.scores(moved)
    assert controller.can_undo(player)
    controller.undo()
    assert controller.state == start
    assert controller.state.sweets_held == (0, 0)
    assert GAME.scores(controller.state) == GAME.scores(start)
    assert controller.record == start_record
    _assert_no_undo(controller)


def test_no_undo_after_the_turn_ends() -> None:
    """FIM DO TURNO: ending the turn draws hidden cards from the deck ("tira ... cartas do seu
    baralho até voltar a ter 3 na mão") and passes to the next player: nothing of the turn
    may be undone any more, by anyone."""
    controller, player, _ = _controller()
    controller.submit(_sweet_move(controller.state))
    throw = next(
        a
        for a in GAME.legal_actions(controller.state)
        if isinstance(a, ThrowFaceUp | ThrowFaceDown)
    )
    controller.submit(throw)
    assert controller.can_undo(player)
    events = controller.submit(EndTurn())
    assert CardsDrawn(player, 3) in events
    assert TurnStarted(1 - player) in events
    assert len(controller.state.hands[player]) == 3
    assert controller.decision is not None
    assert controller.decision.players == (1 - player,)
    _assert_no_undo(controller)
