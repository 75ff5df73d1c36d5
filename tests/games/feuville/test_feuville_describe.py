"""Feuville in words: every choice, prompt, refusal and log line has finished English text."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path

import pytest
from feuville_positions import col, play, started, turn, with_charms, with_town
from refusal_reasons import refusal_reasons

from favelas_app.cli import feuville_text
from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Event, IllegalAction, Setup
from favelas_app.core.rng import Rng
from favelas_app.games.feuville import actions, describe, events
from favelas_app.games.feuville.components import (
    BACKS,
    CHARMS,
    COLOURS,
    DECREES,
    PERSONS,
    ROWS,
    SYMBOLS,
    TILES,
)
from favelas_app.games.feuville.rules import GAME
from favelas_app.games.feuville.scoring import CATEGORIES
from favelas_app.games.feuville.state import (
    EMPTY,
    GNOME,
    HELD,
    HIDDEN,
    TURN,
    FeuvilleState,
    Task,
    TaskKind,
)

PACKAGE = Path(inspect.getfile(describe)).parent
RULES_SOURCES = [p for p in sorted(PACKAGE.glob("*.py")) if p.name != "describe.py"]
PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}")
RAW_KEY = re.compile(r"\b(feuville|cli|core)\.[a-z_]+(\.[a-z0-9_]+)*\b")
NAMES = ("Ana", "Bo", "Cy", "Di")
GAMES = 12  # random games the texts are checked over, of 2, 3 and 4 players


@pytest.fixture(scope="module")
def t() -> Catalog:
    return Catalog("en")


def assert_finished(text: str, what: object) -> None:
    """Non-empty, every {placeholder} filled and no locale key showing instead of words."""
    assert text.strip(), f"no text for {what!r}"
    assert not PLACEHOLDER.search(text), f"unfilled placeholder in {text!r} for {what!r}"
    assert not RAW_KEY.search(text), f"a raw key in {text!r} for {what!r}"


Step = tuple[Setup, FeuvilleState, Action, FeuvilleState, list[Event]]


def random_games() -> Iterator[Step]:
    """Every step of a few random games: (setup, before, action, after, events)."""
    for seed in range(GAMES):
        players = 2 + seed % 3
        setup = Setup(players, NAMES[:players])
        state = GAME.new_game(setup, seed)
        chooser = Rng.from_seed(seed + 100)
        while state.decision is not None:
            action = chooser.choice(GAME.legal_actions(state))
            after, happened = GAME.apply(state, action)
            yield setup, state, action, after, happened
            state = after


@pytest.fixture(scope="module")
def steps() -> list[Step]:
    return list(random_games())


def _classes(module: object, base: type) -> list[type]:
    """The dataclasses of `module` derived from `base` (its actions or events)."""
    return [
        cls
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, base) and cls is not base and cls.__module__ == module.__name__
    ]


# -- choices and prompts -----------------------------------------------------------------------


def test_every_legal_action_and_decision_reads_as_words(t: Catalog, steps: list[Step]) -> None:
    """Each choice offered in random games, and each prompt, is finished English, read from
    the deciding player's view (face-down stacks and piles hidden)."""
    for setup, state, _, _, _ in steps:
        view = GAME.view(state, describe.decider(state))
        assert_finished(describe.decision_text(t, view, setup), state.decision)
        for action in GAME.legal_actions(view):
            assert_finished(describe.action_text(t, view, action), action)


def test_a_prompt_looks_up_only_texts_that_exist(t: Catalog, steps: list[Step]) -> None:
    """No prompt asks the catalog for a key it lacks, even for a part it does not show (the
    Publican's pick text only for the Publican's pick)."""
    heard: list[tuple[str, str]] = []
    t.on_lookup = lambda key, text: heard.append((key, text))
    try:
        for setup, state, _, _, _ in steps:
            describe.decision_text(t, GAME.view(state, describe.decider(state)), setup)
    finally:
        t.on_lookup = None
    assert [key for key, text in heard if key == text] == []


def test_random_games_meet_every_decision_and_almost_every_action(steps: list[Step]) -> None:
    """The random games above ask every decision kind but the automatic reroll and offer every
    action type but the Town Evaluation (tested on its own below), so the test above covers
    them all."""
    kinds = {state.decision.kind for _, state, _, _, _ in steps}
    assert kinds == {TURN, *(k.value for k in TaskKind if k is not TaskKind.REROLL)}
    offered = {type(a) for _, state, _, _, _ in steps for a in GAME.legal_actions(state)}
    assert set(_classes(actions, Action)) - offered == {actions.EvaluateTown}


def test_every_decision_kind_has_a_prompt(t: Catalog) -> None:
    """Every TaskKind of state.py and the turn itself has a finished prompt naming the player,
    also those asked with a count of one or of several."""
    setup = Setup(2, ("Ana", "Bo"))
    base = GAME.new_game(setup, 0)
    items = {
        TaskKind.PLACE_TILE: base.display[0][0],
        TaskKind.PLACE_DECREE: base.decree_display[0],
        TaskKind.PLACE_CHARM: base.charm_display[0],
    }
    for kind in TaskKind:
        for count in (1, 2):
            state = base.copy()
            state.tasks = (Task(kind, 1, items.get(kind, EMPTY), count),)
            text = describe.decision_text(t, state, setup)
            assert_finished(text, (kind, count))
            assert text.startswith("Bo"), text


def test_the_finished_game_has_no_prompt(t: Catalog, steps: list[Step]) -> None:
    """Once the game is over nobody is asked anything: the prompt is empty."""
    setup, _, _, final, _ = steps[-1]
    assert final.decision is None
    assert describe.decision_text(t, final, setup) == ""


def test_the_turn_prompt_names_the_dice_and_what_is_still_open(t: Catalog) -> None:
    """A fresh turn names both dice with their persons and the gnome; with one die used only
    the other is open; with both used, only the end of the turn."""
    setup = Setup(2, ("Ana", "Bo"))
    state = turn(started(2), 0, (3, 5))
    text = describe.decision_text(t, state, setup)
    assert "3 and 5" in text and "the 3 (Publican)" in text and "the 5 (Mayor)" in text
    assert "gnome" in text and "end your turn" not in text
    state, _ = play(state, actions.TakeDecree(0))
    state, _ = play(state, actions.Store())
    text = describe.decision_text(t, state, setup)
    assert "the 5 (Mayor)" in text and "the 3" not in text and "gnome" not in text
    assert "build and evaluate what you hold" in text
    state, _ = play(state, actions.UseSkill(1), actions.Pass())
    text = describe.decision_text(t, state, setup)
    assert "the 5" not in text and text.endswith("end your turn.")


def test_die_choices_say_where_the_die_goes_and_what_it_brings(t: Catalog) -> None:
    """A die to a person names the die, the person and the tile, decree or skill; the gnome
    names the person he imitates; the fairy names the charm and what it does."""
    state = turn(started(2), 0, (2, 6))
    tile = state.display[ROWS.index("tower")][1]
    text = describe.action_text(t, state, actions.TakeBuilding(0, "tower"))
    assert text == f"The 2 to the Thief: take {describe.tile_text(t, tile)}"
    gnome = describe.action_text(t, state, actions.UseSkill(GNOME, 4))
    assert gnome.startswith("Both dice to the gnome as the Architect: refill the whole display")
    charm = state.charm_display[0]
    fairy = describe.action_text(t, state, actions.CallFairy(1, 0))
    assert fairy.startswith(f"The 6 to the fairy: take {describe.charm_text(t, charm)} — ")


def test_a_town_evaluation_names_its_columns_tiles_points_and_coat_of_arms(t: Catalog) -> None:
    """The Town Evaluation choice names the corner columns, the wall and tower tiles it
    scores, the points and where the coat of arms goes; the log tells the evaluation."""
    setup = Setup(2, ("Ana", "Bo"))
    town = [col("W<", "T<"), col("@"), col("WG", "T"), col("W>", "T>", "S1")]
    state = turn(with_town(started(2), 0, town), 0, (1, 2))
    evaluations = [a for a in GAME.legal_actions(state) if isinstance(a, actions.EvaluateTown)]
    assert evaluations
    action = evaluations[0]
    text = describe.action_text(t, state, action)
    assert_finished(text, action)
    assert text.startswith("The 1 to the Town Evaluation: evaluate your town from column -1")
    assert "to column 2, 7 wall and tower tiles: 14 points" in text
    assert f"coat of arms goes under column {action.grass}" in text
    after, happened = GAME.apply(state, action)
    lines = describe.event_lines(t, after, happened, setup)
    assert "Ana evaluates Town Evaluation: 14 points." in lines
    assert f"Ana lays their coat of arms under column {action.grass} of their town." in lines
    table = feuville_text.table_text(t, after, setup)
    assert t.text("feuville.text.coat_of_arms") in table


def test_passing_says_what_is_declined(t: Catalog, steps: list[Step]) -> None:
    """Pass reads differently for each offer it declines, never as a bare key."""
    texts = {
        state.tasks[0].kind: describe.action_text(t, state, actions.Pass())
        for _, state, _, _, _ in steps
        if actions.Pass() in GAME.legal_actions(state)
    }
    assert len(texts) >= 6
    for kind, text in texts.items():
        assert_finished(text, kind)
    assert texts[TaskKind.THIEF] == "Steal nothing"


def test_fire_choices_and_prompt_name_the_columns(t: Catalog) -> None:
    """Under the dragon's fire the player reads how many columns burn and may play Fire
    Protection or pick each column by its x."""
    setup = Setup(2, ("Ana", "Bo"))
    town = [col("W"), col("@"), col("W"), col("W")]
    state = with_charms(with_town(started(2), 1, town), 1, ["fire_protection"])
    state = state.copy()
    state.tasks = (Task(TaskKind.FIRE, 1, count=2),)
    prompt = describe.decision_text(t, state, setup)
    assert prompt.startswith("Bo: the dragon attacks") and "2 columns" in prompt
    texts = [describe.action_text(t, state, a) for a in GAME.legal_actions(state)]
    assert texts[0].startswith("Play your Fire Protection")
    assert {"Let your column -1 burn", "Let your column 1 burn", "Let your column 2 burn"} <= set(
        texts
    )


# -- refusals ----------------------------------------------------------------------------------


def test_every_refusal_reason_in_the_engine_has_english_text(t: Catalog) -> None:
    """Each feuville.illegal key of the engine is in en.toml, uses only the parameters the
    rules give it, and reads as finished words through refusal_text."""
    reasons = refusal_reasons(RULES_SOURCES, "feuville.illegal.")
    assert len(reasons) >= 40
    samples = {"decision": TaskKind.PLACE_TILE.value, "action": "Jump"}
    for reason, params in reasons.items():
        assert reason in t, f"{reason} has no text in en.toml"
        assert set(PLACEHOLDER.findall(t.text(reason))) <= params, reason
        refusal = IllegalAction(reason, **{p: samples[p] for p in params})
        assert_finished(describe.refusal_text(t, refusal), reason)


def test_a_pending_decision_refusal_says_what_to_settle_first(t: Catalog) -> None:
    """Acting out of turn while a decision is owed is refused with what must come first,
    for every kind of decision."""
    for kind in TaskKind:
        refusal = IllegalAction("feuville.illegal.decision_pending", decision=kind.value)
        text = describe.refusal_text(t, refusal)
        assert_finished(text, kind)
        assert text.startswith("That must wait: first ")


def _attempts(state: FeuvilleState) -> Iterator[Action]:
    """Actions worth trying in `state`, most of them refused."""
    yield actions.EndTurn()
    yield actions.Pass()
    yield actions.RollAgain()
    yield actions.Stop()
    yield actions.PlayFireProtection()
    yield actions.TakeCharm(0)
    yield actions.PickDecree(1)
    yield actions.Steal(state.current, 0)
    yield actions.Steal((state.current + 1) % state.players, 1)
    yield actions.Store()
    yield actions.Store(0)
    yield actions.Protect(0, 0)
    yield actions.Protect(HELD, 1)
    yield actions.Restore(0)
    yield actions.Burn(0)
    yield actions.Burn(9)
    yield actions.Pick("roof", 1)
    yield actions.Pick("wall", 7)
    yield actions.CallFairy(0, 5)
    yield actions.EvaluateTown(0, 0, 1, 0)
    yield actions.EvaluateTown(1, -1, 2, 0)
    for die in (0, 1, GNOME, 3):
        yield actions.TakeBuilding(die, "sky", 9 if die == GNOME else 0)
        yield actions.TakeDecree(die, 1)
        yield actions.UseSkill(die, 2)
    for source in (HELD, 0, 1, 5):
        for x in (-3, 0, 1, 4):
            yield actions.Build(source, x)
            yield actions.Evaluate(source, x, 1, "griffin")
    for x in (-2, 0, 2):
        yield actions.GuestBuild("tower", 1, x)


def test_refusals_met_in_play_are_explained_in_words(t: Catalog, steps: list[Step]) -> None:
    """Illegal actions tried along random games are refused with finished English text."""
    seen: set[str] = set()
    for _, state, _, _, _ in steps[::7]:
        for action in _attempts(state):
            try:
                GAME.apply(state, action)
            except IllegalAction as refusal:
                seen.add(refusal.reason)
                assert_finished(describe.refusal_text(t, refusal), refusal)
    assert len(seen) >= 20, sorted(seen)


# -- the game log ------------------------------------------------------------------------------


def test_every_event_of_the_games_gets_a_log_line(t: Catalog, steps: list[Step]) -> None:
    """Each event of the random games is told in words, except the points of a decree, which
    its evaluation line already tells; every event class of events.py occurs."""
    seen = set()
    for setup, _, _, after, happened in steps:
        for event in happened:
            seen.add(type(event))
            text = describe.event_text(t, after, event, setup)
            if isinstance(event, events.PointsScored) and event.category in (
                describe.DECREE_CATEGORIES
            ):
                assert text == ""
            else:
                assert_finished(text, event)
    assert set(_classes(events, Event)) == seen


def _nothing_reasons() -> set[str]:
    """Every feuville.nothing key of the engine: why a skill or offer brought nothing."""
    return {
        key
        for path in RULES_SOURCES
        for key in re.findall(r'"(feuville\.nothing\.[a-z_]+)"', path.read_text())
    }


def _samples(cls: type[Event]) -> Iterator[Event]:
    """Instances of `cls` with plausible values, one for each value of its fields that
    changes the text (kinds, targets, categories, reasons, one or two winners)."""
    choices: dict[str, list[object]] = {
        "player": [0],
        "victim": [1],
        "dice": [(3, 5), (4, 4)],
        "columns": [1, 2],
        "charm": [0, len(CHARMS) - 1],
        "x": [-1],
        "die": [0, GNOME],
        "target": ["building", "decree", "skill", "fairy", "town"],
        "person": [4],
        "tile": [0, len(TILES) - 1],
        "row": list(ROWS),
        "column": [3],
        "decree": [0, len(DECREES) - 1],
        "slot": [1],
        "tiles": [(5, EMPTY, 6, EMPTY, EMPTY, 7)],
        "level": [1],
        "kind": ["tile", "decree", "charm"],
        "item": [2],
        "points": [0, 1, 6],
        "category": list(CATEGORIES),
        "coat_of_arms": [False, True],
        "roll": [4],
        "total": [9],
        "reason": sorted(_nothing_reasons()),
        "winners": [(0,), (0, 1)],
        "totals": [(30, 30)],
    }
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    missing = [name for name in names if name not in choices]
    assert not missing, f"no sample values for {cls.__name__}.{missing}"
    variants = max((len(choices[name]) for name in names), default=1)
    for i in range(variants):
        values = {name: choices[name][i % len(choices[name])] for name in names}
        if values.get("kind") == "charm":
            values["item"] = 0
        yield cls(**values)


def test_every_event_class_has_its_own_line(t: Catalog) -> None:
    """Every event class of events.py, built by hand in each of its forms, has finished text,
    but for the points of a decree (told by the evaluation)."""
    setup = Setup(2, ("Ana", "Bo"))
    state = turn(started(2), 0, (3, 5))
    classes = _classes(events, Event)
    assert len(classes) >= 25
    for cls in classes:
        for event in _samples(cls):
            text = describe.event_text(t, state, event, setup)
            if isinstance(event, events.PointsScored) and event.category in (
                describe.DECREE_CATEGORIES
            ):
                assert text == ""
            else:
                assert_finished(text, event)


def test_every_reason_for_nothing_has_text(t: Catalog) -> None:
    """Each feuville.nothing key of the engine reads as words after the player's name."""
    reasons = _nothing_reasons()
    assert len(reasons) >= 4
    for reason in reasons:
        assert reason in t, f"{reason} has no text in en.toml"
        event = events.NothingHappened(0, reason)
        text = describe.event_text(t, started(2), event, Setup(2, ("Ana", "Bo")))
        assert text.startswith("Ana: ")


def test_the_opening_tells_the_roll_off_and_the_first_roll(t: Catalog) -> None:
    """New games start their log with the roll-off for the cup, who starts and their dice."""
    setup = Setup(3, ("Ana", "Bo", "Cy"))
    state = GAME.new_game(setup, 4)
    lines = describe.opening_lines(t, state, setup)
    for line in lines:
        assert_finished(line, "opening")
    first = setup.name_of(state.first)
    assert len(lines) == len(state.opening_rolls) + 3
    assert lines[0].startswith("Rolling for the cup: ")
    assert f"{first} starts and takes the cup." in lines
    assert lines[-1].startswith(f"{first} rolls ")


# -- names of things ---------------------------------------------------------------------------


def test_every_tile_decree_charm_and_name_has_words(t: Catalog) -> None:
    """Every building and start tile, decree and fairy magic tile, also face down, every
    person, row, symbol, colour and score category reads as English."""
    texts = [describe.tile_text(t, tile) for tile in range(len(TILES))]
    texts += [feuville_text.tile_label(t, tile) for tile in range(len(TILES))]
    texts += [describe.tile_text(t, -10 - i) for i in range(len(BACKS))]
    texts += [describe.decree_text(t, d) for d in range(len(DECREES))]
    texts += [describe.decree_rule_text(t, d) for d in range(len(DECREES))]
    texts += [describe.charm_text(t, c) for c in range(len(CHARMS))]
    texts += [describe.charm_rule_text(t, c) for c in range(len(CHARMS))]
    texts += [describe.decree_text(t, HIDDEN), describe.charm_text(t, HIDDEN)]
    texts += [describe.person_text(t, p) for p in range(1, len(PERSONS) + 1)]
    texts += [describe.skill_text(t, p) for p in range(1, len(PERSONS) + 1)]
    texts += [describe.row_text(t, row) for row in ROWS]
    texts += [t.text(f"feuville.row_title.{row}") for row in ROWS]
    texts += [describe.colour_text(t, p) for p in range(len(COLOURS))]
    texts += [describe.category_text(t, c) for c in CATEGORIES]
    texts += [describe.symbol_count_text(t, s, n) for s in (*SYMBOLS, "any") for n in (1, 2)]
    texts += [t.text(f"feuville.mark.{m}") for m in (*SYMBOLS, "cloud", "burnt")]
    for text in texts:
        assert_finished(text, text)
    assert describe.tile_text(t, -11) == "a face-down tile (back I)"
    marks = [t.text(f"feuville.mark.{m}") for m in (*SYMBOLS, "cloud", "burnt")]
    assert len(set(marks)) == len(marks) and all(len(m) == 1 for m in marks)


def test_tiles_are_told_by_shape_clouds_and_symbols(t: Catalog) -> None:
    """A tile's name gives its shape, its clouds and each of its status symbols, counted."""
    sky = next(i for i, tile in enumerate(TILES) if tile.symbols == ("griffin", "griffin"))
    assert describe.tile_text(t, sky) == "Sky (1 cloud, 2 mighty griffins)"
    gate = next(i for i, tile in enumerate(TILES) if tile.shape == "gate" and tile.symbols)
    assert describe.tile_text(t, gate) == "Town gate (1 town guard)"
    assert feuville_text.tile_label(t, sky) == "sky ☁♞♞"


def test_plural_texts_follow_the_count(t: Catalog) -> None:
    """Counts of points, clouds, symbols and decrees take the singular only for one."""
    assert t.text("feuville.points", count=1) == "1 point"
    assert t.text("feuville.points", count=3) == "3 points"
    assert t.text("feuville.clouds", count=1) == "1 cloud"
    assert t.text("feuville.symbols.flag", count=2) == "2 red flags"
    assert t.text("feuville.text.evaluated", count=1) == "1 decree evaluated"
    assert t.text("feuville.charm.points", count=5) == "5 prestige points"


def test_the_text_table_draws_the_display_and_every_town(t: Catalog, steps: list[Step]) -> None:
    """The terminal table of a position mid-game has the display's persons and rows, the
    decrees, fairy magic and stacks, and each player's line, board and skyline."""
    setup, state, _, _, _ = next(
        step for step in steps[150:] if step[1].players == 4 and not step[1].tasks
    )
    view = GAME.view(state, state.current)
    text = feuville_text.table_text(t, view, setup)
    assert_finished(text, "table")
    for person in range(1, len(PERSONS) + 1):
        assert f"{person} {describe.person_text(t, person)}" in text
    for row in ROWS:
        assert t.text(f"feuville.row_title.{row}") in text
    assert "Decrees" in text and "Fairy magic:" in text and "Stacks: wall " in text
    for p in range(state.players):
        assert setup.name_of(p) in text
    assert text.count("Board: ") == state.players
    assert text.count("START") == state.players  # every town shows its start tile


def test_a_burnt_column_shows_as_ruins_with_its_x_marked(t: Catalog) -> None:
    """A burnt column is marked beside its x and its tiles show as ruins; grass shows under
    its column."""
    town = [col("W", "T", burnt=True), col("@"), col("W<", "T", "S2", grass=1)]
    state = with_town(started(2), 0, town)
    lines = feuville_text.town_lines(t, state, 0)
    assert lines[0].split() == ["x", "-1✗", "0", "1"]
    assert "ruin" in lines[2] and "grass" in lines[-1]
    assert any("sky ☁☁" in line for line in lines)
