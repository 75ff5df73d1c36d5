"""Random-play properties of the Holi engine: invariants, replays, and the checker itself."""

from __future__ import annotations

from collections import Counter

import pytest
from holi_positions import started, with_pawn, with_tokens

from favelas_app.core.fuzz import fuzz, play_random_game
from favelas_app.core.protocol import Setup
from favelas_app.games.holi.components import FLOORS, RIVALRY_CARDS, cell_of, square_of
from favelas_app.games.holi.events import PawnHit, PlayerOut, TokenFell
from favelas_app.games.holi.invariants import check_invariants
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.state import EMPTY, HoliState


def test_thousand_random_games_keep_every_invariant_and_replay_exactly() -> None:
    """1,000 random games over 2-4 players and every rivalry variant: after every action
    each token and sweet is accounted for once, no square holds two tokens, pawns never
    share a square, nothing floats; every record replays to the identical final state."""
    report = fuzz(GAME, games=1000, seed=2026)
    assert report.games == 1000
    assert set(report.games_by_players) == {2, 3, 4}
    assert all(count >= 250 for count in report.games_by_players.values())


def _random_games(count: int, options: dict[str, object] | None = None):
    """Yields (state before, events, state after) for every action of `count` random games."""
    for seed in range(count):
        record, _ = play_random_game(GAME, 2 + seed % 3, seed, check=False, options=options)
        state = GAME.new_game(record.setup, record.seed)
        for action in record.actions:
            after, events = GAME.apply(state, action)
            yield state, events, after
            state = after


def test_pawns_only_ever_climb() -> None:
    """SUBIR: once a player has climbed a floor, they can never go back down."""
    for before, _, after in _random_games(120, {"rivalry": ["nimble"]}):
        if before.step.value == "holi.decision.turn":
            for p in range(before.players):
                assert after.floor(p) >= before.floor(p)


def test_random_play_reaches_the_rare_cases_the_fuzzing_should_cover() -> None:
    """Fuzzing only proves something if random play meets falls of two floors, falling
    tokens hitting pawns, direct hits on upper floors and pawns on the top floor. Random
    moves that leave no throw end many games early (COMPONENTS.md), so it takes 500."""
    seen: Counter[str] = Counter()
    for _, events, after in _random_games(500):
        for event in events:
            if isinstance(event, TokenFell):
                seen["fall from top" if event.from_floor == FLOORS else "fall"] += 1
            if isinstance(event, PawnHit):
                seen["direct hit" if event.direct else "falling hit"] += 1
                if event.direct and event.floor > 1:
                    seen["direct hit upstairs"] += 1
            if isinstance(event, PlayerOut):
                seen[event.reason] += 1
        if any(after.floor(p) == FLOORS for p in range(after.players) if after.pawns[p] >= 0):
            seen["top floor"] += 1
    for case in ("fall", "fall from top", "direct hit", "falling hit", "direct hit upstairs"):
        assert seen[case] > 0, f"random play never met: {case}"
    assert seen["top floor"] > 0
    assert seen["holi.out.no_cards"] > 0


def test_every_rivalry_card_is_played_by_the_fuzzer() -> None:
    """The variants the fuzzer cycles through put every rivalry card in play."""
    named = {card for options in GAME.variants for card in options.get("rivalry", ())}
    assert named == set(RIVALRY_CARDS)
    random_draw = next(o for o in GAME.variants if "rivalry_random" in o)
    assert random_draw["rivalry_random"] == 3


def test_random_rivalry_draw_depends_only_on_the_seed() -> None:
    """Random rivalry cards come from the game's own RNG: the same seed draws the same."""
    draws = {
        GAME.new_game(Setup(2, options={"rivalry_random": 2}), seed).rivalry for seed in range(40)
    }
    assert all(len(draw) == 2 for draw in draws)
    assert len(draws) > 5
    again = GAME.new_game(Setup(2, options={"rivalry_random": 2}), 7).rivalry
    assert again == GAME.new_game(Setup(2, options={"rivalry_random": 2}), 7).rivalry


# -- the checker catches broken states ---------------------------------------------------------


def _mid_game() -> HoliState:
    record, _ = play_random_game(GAME, 3, 5, check=False)
    state = GAME.new_game(Setup(3), 5)
    for action in record.actions[:120]:
        state, _ = GAME.apply(state, action)
    check_invariants(state)
    assert any(owner != EMPTY for owner in state.tokens)
    return state.copy()


def test_checker_catches_a_token_from_nowhere() -> None:
    """Every token is accounted for: one more on the tower than taken from a supply fails."""
    state = _mid_game()
    free = state.tokens.index(EMPTY)
    state.tokens = (*state.tokens[:free], 0, *state.tokens[free + 1 :])
    with pytest.raises(AssertionError, match="colour 0"):
        check_invariants(state)


def test_checker_catches_a_lost_token() -> None:
    """A token that leaves a supply without reaching the tower fails the accounting."""
    state = _mid_game()
    row = state.supplies[1]
    state.supplies = (state.supplies[0], (row[0], row[1] - 1, *row[2:]), *state.supplies[2:])
    with pytest.raises(AssertionError, match="colour 1"):
        check_invariants(state)


def test_checker_catches_a_floating_token() -> None:
    """A token on an upper floor with nothing beneath it should have fallen."""
    state = with_tokens(started(2), {(2, 3, 3): 0})
    assert state.tokens[cell_of(1, square_of(3, 3))] == EMPTY
    with pytest.raises(AssertionError, match="floats"):
        check_invariants(state)


def test_checker_catches_two_pawns_on_one_square() -> None:
    """Pawns never share a square."""
    state = started(2)
    state = with_pawn(state, 1, (1, 0, 0))
    with pytest.raises(AssertionError, match="share"):
        check_invariants(state)


def test_checker_catches_a_token_under_a_pawn() -> None:
    """A token reaching a pawn's square goes to that player's supply; none lies beneath."""
    state = with_tokens(started(2), {(1, 0, 0): 1})
    with pytest.raises(AssertionError, match="under the pawn"):
        check_invariants(state)


def test_checker_catches_sweets_from_nowhere() -> None:
    """Every sweet is on its starting square or in a player's hands: 24 in all."""
    state = started(2)
    state.sweets_held = (1, *state.sweets_held[1:])
    with pytest.raises(AssertionError, match="sweets"):
        check_invariants(state)


def test_checker_catches_a_card_in_two_places() -> None:
    """Each player's 13 cards are in exactly one place: hand, deck or discard pile."""
    state = started(2)
    state.decks = ((*state.decks[0], state.hands[0][0]), *state.decks[1:])
    with pytest.raises(AssertionError, match="13"):
        check_invariants(state)


def test_checker_catches_two_face_down_throws_in_a_row() -> None:
    """Face down is never played two turns running (without the quiet-hands card)."""
    state = started(2)
    cards = state.decks[0][-2:]
    state.decks = (state.decks[0][:-2], *state.decks[1:])
    state.discards = (tuple((card, False) for card in cards), *state.discards[1:])
    with pytest.raises(AssertionError, match="face down twice"):
        check_invariants(state)


def test_fuzzed_game_shuffles_are_reproducible() -> None:
    """Decks come from the seed alone: the same seed deals the same, another seed differs."""
    a = GAME.new_game(Setup(4), 11)
    b = GAME.new_game(Setup(4), 11)
    c = GAME.new_game(Setup(4), 12)
    assert a == b
    assert (a.decks, a.hands) != (c.decks, c.hands)
