"""Holi in words: every choice, prompt, refusal and log line has finished English text."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest
from holi_positions import started, with_pawn, with_tokens
from refusal_reasons import refusal_reasons

from favelas_app.cli import holi_text
from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Event, IllegalAction, Setup
from favelas_app.core.rng import Rng
from favelas_app.games.holi import describe, events
from favelas_app.games.holi.actions import (
    Climb,
    EndTurn,
    Move,
    PlacePawn,
    ThrowFaceDown,
    ThrowFaceUp,
)
from favelas_app.games.holi.components import (
    CARD_NAMES,
    CARDS,
    COLOURS,
    RIVALRY_CARDS,
    ROTATIONS,
    SIDE,
)
from favelas_app.games.holi.rules import GAME
from favelas_app.games.holi.scoring import (
    CATEGORIES,
    TIEBREAK_COLOUR_ON_OTHERS,
    TIEBREAK_SWEETS,
    TIEBREAK_TURN_ORDER,
)
from favelas_app.games.holi.state import HoliState, OutReason, Step

RULES = Path(inspect.getfile(GAME.__class__))
PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}")
RAW_KEY = re.compile(r"\b(holi|cli|favelas|core)\.[a-z_]+(\.[a-z0-9_]+)*\b")
# (players, options) of the random games the texts are checked over.
GAMES = [
    (2, {}),
    (3, {"rivalry": ["summit", "splash", "column"]}),
    (4, {"rivalry": ["first_to_the_top", "double_hit", "rain_of_colour"]}),
    (2, {"rivalry": ["quiet_hands", "nimble"]}),
]
SETUP_NAMES = ("Ana", "Bo", "Cy", "Di")


@pytest.fixture(scope="module")
def t() -> Catalog:
    return Catalog("en")


def assert_finished(text: str, what: object) -> None:
    """Non-empty, every {placeholder} filled and no locale key showing instead of words."""
    assert text.strip(), f"no text for {what!r}"
    assert not PLACEHOLDER.search(text), f"unfilled placeholder in {text!r} for {what!r}"
    assert not RAW_KEY.search(text), f"a raw key in {text!r} for {what!r}"


def random_games() -> Iterator[tuple[Setup, HoliState, Action, HoliState, list[Event]]]:
    """Every step of a few random games: (setup, before, action, after, events)."""
    for seed, (players, options) in enumerate(GAMES):
        setup = Setup(players, SETUP_NAMES[:players], options)
        state = GAME.new_game(setup, seed)
        chooser = Rng.from_seed(seed + 100)
        while state.decision is not None:
            action = chooser.choice(GAME.legal_actions(state))
            after, happened = GAME.apply(state, action)
            yield setup, state, action, after, happened
            state = after


@pytest.fixture(scope="module")
def steps() -> list[tuple[Setup, HoliState, Action, HoliState, list[Event]]]:
    return list(random_games())


def test_every_legal_action_and_decision_reads_as_words(t: Catalog, steps) -> None:
    """Each choice offered in a few random games, and each prompt, is finished English."""
    kinds = set()
    for setup, state, _, _, _ in steps:
        kinds.add(state.step)
        assert_finished(describe.decision_text(t, state, setup), state.decision)
        for action in GAME.legal_actions(state):
            assert_finished(describe.action_text(t, state, action), action)
    assert kinds == {Step.PLACE_PAWN, Step.TURN}


def test_the_finished_game_has_no_prompt(t: Catalog, steps) -> None:
    """Once the game is over nobody is asked anything: the prompt is empty."""
    setup, _, _, final, _ = steps[-1]
    assert final.decision is None
    assert describe.decision_text(t, final, setup) == ""


def test_a_turn_prompt_names_what_is_still_open(t: Catalog) -> None:
    """The turn prompt lists throw and move until each is used, then end of turn; climbing
    only where the pawn could climb (never from the corner it starts on)."""
    setup = Setup(2, ("Ana", "Bo"))
    state = GAME.new_game(setup, 1)
    while state.step is Step.PLACE_PAWN:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    name = setup.name_of(state.current)
    text = describe.decision_text(t, state, setup)
    assert text.startswith(name) and "turn" in text
    assert "throw colour" in text and "move" in text and "climb" not in text
    assert "end your turn" not in text
    throw = next(a for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceUp))
    state, _ = GAME.apply(state, throw)
    assert state.thrown and setup.name_of(state.current) == name
    text = describe.decision_text(t, state, setup)
    assert "throw colour" not in text and "move" in text and "end your turn" in text


def test_the_turn_prompt_offers_climbing_when_the_pawn_is_surrounded(t: Catalog) -> None:
    """SUBIR: a pawn with tokens on all four sides is told it may climb."""
    state = started(2)
    p = state.current
    state = with_pawn(state, p, (1, 2, 2))
    surrounded = with_tokens(state, {(1, 2, 1): 1, (1, 1, 2): 1, (1, 3, 2): 1, (1, 2, 3): 1})
    setup = Setup(2)
    assert "climb" not in describe.decision_text(t, state, setup)
    assert "climb" in describe.decision_text(t, surrounded, setup)


def test_every_event_of_a_game_gets_a_log_line(t: Catalog, steps) -> None:
    """Each event of the random games is told in words; a thrown token is told only where it
    ends up (its landing, fall or hit follows), so TokenThrown alone is silent."""
    seen = set()
    for setup, _, _, after, happened in steps:
        for event in happened:
            seen.add(type(event))
            text = describe.event_text(t, after, event, setup)
            if isinstance(event, events.TokenThrown):
                assert text == ""
            else:
                assert_finished(text, event)
    assert {events.TurnStarted, events.CardPlayed, events.TokenLanded, events.GameEnded} <= seen


def _event_classes() -> list[type[Event]]:
    return [
        cls
        for _, cls in inspect.getmembers(events, inspect.isclass)
        if issubclass(cls, Event) and cls is not Event and cls.__module__ == events.__name__
    ]


def _sample(cls: type[Event], variant: int) -> Event:
    """An instance of `cls` with plausible values; bit 0 of `variant` flips the yes/no
    fields (and one or two winners), bit 1 gives points or none."""
    values: dict[str, object] = {}
    for f in fields(cls):  # type: ignore[arg-type]
        name = f.name
        if name in ("player", "owner", "scorer"):
            values[name] = 0
        elif name == "target":
            values[name] = 1
        elif name in ("x", "y", "from_x", "from_y", "floor", "to_floor"):
            values[name] = 2
        elif name == "from_floor":
            values[name] = 3
        elif name == "card":
            values[name] = "summit" if cls is events.RivalryScored else "sun_row"
        elif name in ("face_up", "direct"):
            values[name] = bool(variant & 1)
        elif name in ("points", "count"):
            values[name] = (variant >> 1) * 2 + (cls is events.SweetsCollected)
        elif name == "reason":
            values[name] = OutReason.NO_CARDS.value
        elif name == "winners":
            values[name] = (0,) if variant & 1 else (0, 1)
        elif name == "totals":
            values[name] = (30, 30)
        elif name == "tiebreak":
            values[name] = TIEBREAK_SWEETS if variant & 2 else None
        else:
            raise AssertionError(f"no sample value for {cls.__name__}.{name}")
    return cls(**values)


@pytest.mark.parametrize("variant", range(4))
def test_every_event_class_has_its_own_line(t: Catalog, variant: int) -> None:
    """Every event class of events.py, built by hand in its yes/no and points/no-points
    forms, has finished text (TokenThrown aside, which its landing line tells)."""
    setup = Setup(2, ("Ana", "Bo"))
    state = GAME.new_game(setup, 0)
    classes = _event_classes()
    assert len(classes) >= 15
    for cls in classes:
        text = describe.event_text(t, state, _sample(cls, variant), setup)
        if cls is events.TokenThrown:
            assert text == ""
        else:
            assert_finished(text, cls.__name__)


def test_a_face_down_card_stays_unnamed_in_the_log(t: Catalog) -> None:
    """Everyone reads the log: a card played face down is not named there."""
    setup = Setup(2, ("Ana", "Bo"))
    text = describe.event_text(
        t, GAME.new_game(setup, 0), events.CardPlayed(0, "sun_fan", False), setup
    )
    assert "Fan" not in text and "Ana" in text and "face down" in text


def test_every_refusal_reason_in_the_rules_has_english_text(t: Catalog) -> None:
    """Each holi.illegal key of rules.py, also those raised through a variable, is in
    en.toml and uses only the parameters the rules give it."""
    reasons = refusal_reasons([RULES], "holi.illegal.")
    assert len(reasons) >= 25
    for reason, params in reasons.items():
        assert reason in t, f"{reason} has no text in en.toml"
        message = t.text(reason, **{p: 2 if p == "count" else "C4" for p in params})
        assert_finished(message, reason)
        assert set(PLACEHOLDER.findall(t.text(reason))) <= params


def _attempts(state: HoliState) -> Iterator[Action]:
    """Actions worth trying in `state`, most of them refused."""
    yield EndTurn()
    yield Climb()
    yield PlacePawn(0, 0)
    yield PlacePawn(2, 2)
    yield Move(9, 9)
    yield ThrowFaceDown("line", 9, 0)
    for x in range(SIDE):
        for y in range(SIDE):
            yield Move(x, y)
    hand = [card for card in state.hands[state.current] if card in CARDS]
    for card in hand or ["line"]:
        yield ThrowFaceDown(card, 0, 0)
        yield ThrowFaceDown(card, *_pawn_xy(state))
        for rotation in range(-1, ROTATIONS + 1):
            for anchor in range(-1, len(CARDS[card].squares) + 1):
                yield ThrowFaceUp(card, rotation, anchor)
                yield ThrowFaceUp(card, rotation, anchor, (1,))
    yield ThrowFaceUp("not_a_card", 0, 0)


def _pawn_xy(state: HoliState) -> tuple[int, int]:
    cell = state.pawns[state.current]
    return (cell % 36 % SIDE, cell % 36 // SIDE) if cell >= 0 else (0, 0)


def test_refusals_met_in_play_are_explained_in_words(t: Catalog, steps) -> None:
    """Illegal actions tried along random games are refused with finished English text."""
    seen: set[str] = set()
    for _, state, _, _, _ in steps[::3]:
        for action in _attempts(state):
            try:
                GAME.apply(state, action)
            except IllegalAction as refusal:
                seen.add(refusal.reason)
                assert_finished(describe.refusal_text(t, refusal), refusal)
    assert len(seen) >= 15, sorted(seen)


def test_names_of_colours_cards_floors_scores_and_rivalry_cards(t: Catalog) -> None:
    """Every colour, initial, card, floor, out reason, score category, tie-break and
    rivalry card (title and text, numbers filled in) has English words."""
    texts = [describe.colour_text(t, p) for p in range(len(COLOURS))]
    texts += [describe.initial_text(t, p) for p in range(len(COLOURS))]
    texts += [describe.card_text(t, card) for card in CARD_NAMES]
    texts += [describe.floor_text(t, floor) for floor in (1, 2, 3)]
    texts += [t.text(f"holi.floor_title.{floor}") for floor in (1, 2, 3)]
    texts += [describe.out_text(t, reason.value) for reason in OutReason]
    texts += [describe.category_text(t, category) for category in CATEGORIES]
    texts += [t.text(k) for k in (TIEBREAK_COLOUR_ON_OTHERS, TIEBREAK_SWEETS, TIEBREAK_TURN_ORDER)]
    for card in RIVALRY_CARDS:
        texts += [describe.rivalry_title(t, card), describe.rivalry_text(t, card)]
    for text in texts:
        assert_finished(text, text)
    initials = [describe.initial_text(t, p) for p in range(len(COLOURS))]
    assert len(set(initials)) == len(initials) and all(len(i) == 1 for i in initials)
    assert len({describe.card_text(t, card) for card in CARD_NAMES}) == len(CARD_NAMES)
    assert all(
        ("☀" in describe.card_text(t, card)) == (CARDS[card].sun is not None) for card in CARD_NAMES
    )


def test_a_face_up_throw_names_the_card_the_turn_and_the_squares(t: Catalog) -> None:
    """A face-up choice says which card, how it is turned and which squares get tokens."""
    state = GAME.new_game(Setup(2), 0)
    while state.step is Step.PLACE_PAWN:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    throw = next(a for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceUp))
    text = describe.action_text(t, state, throw)
    targets, _ = describe.face_up_squares(state, throw)
    assert describe.card_text(t, throw.card) in text
    assert t.text(f"holi.rotation.{throw.rotation}") in text
    assert all(describe.square_text(t, x, y) in text for x, y in targets)
    _, happened = GAME.apply(state, throw)
    landed = {(e.x, e.y) for e in happened if isinstance(e, events.TokenThrown)}
    assert landed == set(targets)


def test_a_throw_short_of_tokens_says_which_squares_stay_empty(t: Catalog) -> None:
    """With fewer tokens than the card's squares, each choice names the squares left empty."""
    from holi_positions import started, with_own_tokens

    state = started(2)
    state = with_own_tokens(state, state.current, 1)
    throws = [a for a in GAME.legal_actions(state) if isinstance(a, ThrowFaceUp)]
    assert throws and all(throw.skip for throw in throws)
    for throw in throws:
        text = describe.action_text(t, state, throw)
        targets, skipped = describe.face_up_squares(state, throw)
        assert len(targets) == 1 and "a token on" in text
        assert all(f"{describe.square_text(t, x, y)} stay" in text for x, y in skipped)


def test_plural_texts_follow_the_count(t: Catalog) -> None:
    """Counts of points, tokens, sweets and cards take the singular only for one."""
    assert t.text("holi.text.points", count=1) == "1 point"
    assert t.text("holi.text.points", count=3) == "3 points"
    assert t.text("holi.text.sweets", count=1) == "1 sweet"
    assert t.text("holi.text.tokens", count=2) == "2 tokens to throw"
    assert t.text("holi.text.cards", count=1, deck=0) == "1 card in hand, 0 in the deck"


def test_the_text_table_draws_every_floor_player_and_the_hand(t: Catalog, steps) -> None:
    """The terminal table of a position mid-game has the three floors, each player's line,
    the deciding player's cards and no raw keys."""
    setup, state, _, _, _ = next(
        step for step in steps[40:] if step[1].step is Step.TURN and step[1].players == 3
    )
    text = holi_text.table_text(t, state, setup)
    assert_finished(text, "table")
    for floor in (1, 2, 3):
        assert t.text(f"holi.floor_title.{floor}") in text
    for p in range(state.players):
        assert setup.name_of(p) in text
    for card in state.hands[state.current]:
        assert describe.card_text(t, card) in text
    assert "Summit" in text  # the rivalry cards in play are listed
