"""Set-up of a game of Holi (holi_pt.md, PREPARAÇÃO DO JOGO 1-4, PREPARAÇÃO DOS JOGADORES
5-8, CARTAS DE DISPUTA; COMPONENTS.md, section Holi)."""

from __future__ import annotations

from collections import Counter

import pytest
from holi_positions import refusal_of

from favelas_app.core.protocol import Setup, SetupError
from favelas_app.games.holi.actions import PlacePawn
from favelas_app.games.holi.components import CARDS, RIVALRY_CARDS, cell_of, rotated, square_of
from favelas_app.games.holi.events import PawnPlaced, TurnStarted
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.state import EMPTY, OFF_BOARD, HoliState, Step

PLAYERS = (2, 3, 4)
SEEDS = range(30)
# The 8 squares sharing a side with a corner square, as (x, y): A2, B1, E1, F2, A5, B6, E6, F5.
BESIDE_CORNERS = {(1, 0), (0, 1), (4, 0), (5, 1), (0, 4), (1, 5), (4, 5), (5, 4)}
CORNERS = {(0, 0), (5, 0), (0, 5), (5, 5)}
ALL_SQUARES = {(x, y) for x in range(6) for y in range(6)}


def _new(players: int, seed: int = 0, **options: object) -> HoliState:
    return GAME.new_game(Setup(players, options=options), seed)


def _seed_where_first_is(players: int, seat: int) -> int:
    return next(seed for seed in SEEDS if _new(players, seed).first == seat)


# -- the tower and the sweets ------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_sweets_beside_the_corners_two_below_one_in_the_middle_none_on_top(players: int) -> None:
    """PREPARAÇÃO DO JOGO 1 and 2: "1 ficha de guloseimas em cada uma das 8 casas que partilham
    um lado com as casas das esquinas do piso intermédio" and 2 on each such square of the
    ground floor; none on the top floor; 24 sweets in all (COMPONENTES: 24 fichas)."""
    state = _new(players)
    for floor, count in ((1, 2), (2, 1), (3, 0)):
        for x, y in ALL_SQUARES:
            expected = count if (x, y) in BESIDE_CORNERS else 0
            assert state.sweets[cell_of(floor, square_of(x, y))] == expected, (floor, x, y)
    assert sum(state.sweets) == 24
    assert state.sweets_held == (0,) * players


@pytest.mark.parametrize("players", PLAYERS)
def test_the_tower_starts_without_colour_and_without_pawns(players: int) -> None:
    """PREPARAÇÃO DOS JOGADORES 5: the pawns are put on the tower by the players themselves;
    before that nothing but sweets lies on the three floors and nobody has points."""
    state = _new(players)
    assert state.tokens == (EMPTY,) * 108
    assert state.pawns == (OFF_BOARD,) * players
    assert state.hit_points == (0,) * players
    assert all(score.total == 0 for score in GAME.scores(state))


# -- each player's components ------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_each_player_has_25_tokens_of_their_own_colour(players: int) -> None:
    """PREPARAÇÃO DOS JOGADORES 6: "25 fichas coloridas. Estas formam a provisão de cor"."""
    state = _new(players)
    for p in range(players):
        assert state.supplies[p] == tuple(25 if c == p else 0 for c in range(players))
        assert state.own_tokens(p) == 25


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("seed", [0, 7])
def test_thirteen_cards_each_one_in_hand_twelve_in_the_deck(players: int, seed: int) -> None:
    """PREPARAÇÃO DOS JOGADORES 7: "13 cartas de cor, embaralhadas e empilhadas viradas para
    baixo ... Cada jogador deverá tirar 1 carta do seu baralho para criar a sua mão": every
    player holds each of the 13 patterns once, 1 in hand and 12 in the deck, none played."""
    state = _new(players, seed)
    assert len(CARDS) == 13
    for p in range(players):
        assert len(state.hands[p]) == 1
        assert len(state.decks[p]) == 12
        assert state.discards[p] == ()
        assert Counter((*state.hands[p], *state.decks[p])) == Counter({name: 1 for name in CARDS})


def test_decks_are_shuffled_by_the_seed() -> None:
    """PREPARAÇÃO DOS JOGADORES 7: the decks are "embaralhadas": the same seed deals the same
    cards, and over several seeds the opening card varies."""
    assert _new(3, 5) == _new(3, 5)
    opening = {_new(2, seed).hands[0] for seed in SEEDS}
    assert len(opening) > 3
    assert len({_new(2, seed).decks[0] for seed in SEEDS}) == len(SEEDS)


def _shape(card_name: str) -> tuple[object, ...]:
    """A card's pattern up to rotation, with its ☀ square marked."""
    card = CARDS[card_name]
    forms = []
    for rotation in range(4):
        turned = [rotated(o, rotation) for o in card.squares]
        mx, my = min(x for x, _ in turned), min(y for _, y in turned)
        turned = [(x - mx, y - my) for x, y in turned]
        forms.append((tuple(sorted(turned)), None if card.sun is None else turned[card.sun]))
    return min(forms)


def test_every_colour_card_is_a_distinct_pattern_on_a_3x3_card() -> None:
    """JOGUE UMA CARTA VIRADA PARA CIMA: a card shows a pattern of squares on a 3x3 card; cards
    with a ☀ "largam mais fichas coloridas, mas são menos flexíveis" (COMPONENTS.md: 9 cards
    of 3 squares, 4 ☀ cards of 4). The 13 patterns differ even when turned."""
    assert len({_shape(name) for name in CARDS}) == 13
    suns = [card for card in CARDS.values() if card.sun is not None]
    plain = [card for card in CARDS.values() if card.sun is None]
    assert (len(plain), len(suns)) == (9, 4)
    for card in CARDS.values():
        assert all(0 <= dx <= 2 and 0 <= dy <= 2 for dx, dy in card.squares), card.name
        assert len(set(card.squares)) == len(card.squares), card.name
    assert {len(card.squares) for card in plain} == {3}
    assert {len(card.squares) for card in suns} == {4}
    assert all(card.anchors() == (card.sun,) for card in suns)
    assert all(card.anchors() == (0, 1, 2) for card in plain)


# -- the starting player -----------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_the_starting_player_is_drawn_from_the_seed(players: int) -> None:
    """PREPARAÇÃO DO JOGO 4 ("Quem estiver vestido com a roupa mais colorida será o primeiro a
    jogar"): the app draws the starting player; the same seed gives the same one, and over
    seeds every seat gets to start."""
    firsts = [_new(players, seed).first for seed in SEEDS]
    assert firsts == [_new(players, seed).first for seed in SEEDS]
    assert set(firsts) == set(range(players))
    for seed in SEEDS[:5]:
        state = _new(players, seed)
        assert state.current == state.first
        assert state.decision is not None
        assert state.decision.players == (state.first,)


# -- placing the pawns -------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_pawns_are_placed_from_the_starting_player_on_free_ground_corners(players: int) -> None:
    """PREPARAÇÃO DOS JOGADORES 5: each player puts their pawn "numa esquina livre do piso
    térreo". The decision goes around from the starting player (the last seat starts here, so
    the order wraps), only the free ground corners are offered, and the first turn goes to
    the starting player (COMO JOGAR: "Começando pelo jogador inicial")."""
    first = players - 1
    state = _new(players, _seed_where_first_is(players, first))
    free = set(CORNERS)
    chosen = [(5, 5), (0, 5), (5, 0), (0, 0)][:players]
    events: list[object] = []
    for turn, (x, y) in enumerate(chosen):
        seat = (first + turn) % players
        assert state.step is Step.PLACE_PAWN
        assert state.decision is not None
        assert state.decision.kind == "holi.decision.place_pawn"
        assert state.decision.players == (seat,)
        assert set(GAME.legal_actions(state)) == {PlacePawn(cx, cy) for cx, cy in free}
        state, events = GAME.apply(state, PlacePawn(x, y))
        free.remove((x, y))
        assert state.position(seat) == (1, x, y)
    assert events == [PawnPlaced((first + players - 1) % players, *chosen[-1]), TurnStarted(first)]
    assert state.step is Step.TURN
    assert state.current == first
    assert state.decision is not None
    assert state.decision.kind == "holi.decision.turn"
    assert state.decision.players == (first,)
    assert (state.thrown, state.moves, state.climbed) == (False, 0, False)
    assert {state.position(p)[1:] for p in range(players)} == set(chosen)


@pytest.mark.parametrize("square", [(1, 0), (0, 1), (2, 2), (5, 4), (6, 0), (-1, 5), (0, 6)])
def test_a_pawn_may_start_only_on_a_corner(square: tuple[int, int]) -> None:
    """PREPARAÇÃO DOS JOGADORES 5: "numa esquina ... do piso térreo": any other square, or a
    square off the board, is refused with holi.illegal.not_a_corner."""
    state = _new(2)
    assert refusal_of(state, PlacePawn(*square)).reason == "holi.illegal.not_a_corner"


def test_a_pawn_may_not_start_on_a_taken_corner() -> None:
    """PREPARAÇÃO DOS JOGADORES 5: "numa esquina livre": a corner holding a pawn is refused
    (holi.illegal.corner_taken, naming the square) and no longer offered."""
    state = _new(3, _seed_where_first_is(3, 0))
    state, _ = GAME.apply(state, PlacePawn(5, 0))
    refusal = refusal_of(state, PlacePawn(5, 0))
    assert refusal.reason == "holi.illegal.corner_taken"
    assert refusal.params == {"square": "F1"}
    assert PlacePawn(5, 0) not in GAME.legal_actions(state)
    state, _ = GAME.apply(state, PlacePawn(0, 5))
    assert refusal_of(state, PlacePawn(0, 5)).reason == "holi.illegal.corner_taken"
    assert refusal_of(state, PlacePawn(5, 0)).reason == "holi.illegal.corner_taken"
    assert set(GAME.legal_actions(state)) == {PlacePawn(0, 0), PlacePawn(5, 5)}


@pytest.mark.parametrize("players", [0, 1, 5, 6])
def test_two_to_four_players(players: int) -> None:
    """COMPONENTES: 4 pawns, 4 colours of tokens and cards: Holi is for 2 to 4 players; other
    counts are a SetupError."""
    with pytest.raises(SetupError):
        GAME.new_game(Setup(players), 0)


# -- rivalry cards -----------------------------------------------------------------------------


def test_no_rivalry_cards_by_default() -> None:
    """PREPARAÇÃO DO JOGO 3: revealing rivalry cards "é opcional"; the plain game has none."""
    assert _new(2).rivalry == ()


def test_chosen_rivalry_cards_are_in_play() -> None:
    """PREPARAÇÃO DO JOGO 3: "As cartas podem ser escolhidas direta ... mente": the chosen
    cards, and only those, are in play."""
    assert sorted(_new(2, rivalry=["nimble", "summit"]).rivalry) == ["nimble", "summit"]
    three = ["double_hit", "splash", "quiet_hands"]
    assert sorted(_new(4, rivalry=three).rivalry) == sorted(three)


@pytest.mark.parametrize("count", [1, 2, 3])
def test_random_rivalry_cards(count: int) -> None:
    """PREPARAÇÃO DO JOGO 3: the cards may be chosen "aleatoriamente": `count` distinct cards
    of the set, the same for the same seed, varying with the seed."""
    draws = [_new(2, seed, rivalry_random=count).rivalry for seed in SEEDS]
    for drawn in draws:
        assert len(drawn) == count
        assert len(set(drawn)) == count
        assert set(drawn) <= set(RIVALRY_CARDS)
    assert draws == [_new(2, seed, rivalry_random=count).rivalry for seed in SEEDS]
    assert len({frozenset(d) for d in draws}) > 1


def test_zero_random_rivalry_cards_is_the_plain_game() -> None:
    """PREPARAÇÃO DO JOGO 3: the step "pode ser ignorado": drawing 0 cards means none."""
    assert _new(2, rivalry_random=0).rivalry == ()


@pytest.mark.parametrize(
    "options",
    [
        {"rivalry": ["no_such_card"]},
        {"rivalry": ["summit", "summit"]},
        {"rivalry": ["summit", "splash", "column", "nimble"]},
        {"rivalry_random": 4},
        {"rivalry": ["summit"], "rivalry_random": 1},
        {"rivalry": "summit"},
        {"rivalry_random": "2"},
    ],
    ids=["unknown", "duplicate", "four-chosen", "four-random", "both", "not-a-list", "not-int"],
)
def test_impossible_rivalry_options(options: dict[str, object]) -> None:
    """PREPARAÇÃO DO JOGO 3 and CARTAS DE DISPUTA: "um máximo de 3 cartas", each card once,
    "escolhidas direta ou aleatoriamente" (one way or the other): anything else is a
    SetupError."""
    with pytest.raises(SetupError):
        GAME.new_game(Setup(2, options=options), 0)


def test_a_negative_random_rivalry_count_is_refused() -> None:
    """PREPARAÇÃO DO JOGO 3: "Revele a face de um máximo de 3 cartas de disputa": a negative
    number of cards to draw is no set-up at all (it must not put 7 cards in play)."""
    with pytest.raises(SetupError):
        GAME.new_game(Setup(2, options={"rivalry_random": -1}), 0)
