"""The components of Feuville (feuville_en.md CONTENTS and SET UP; COMPONENTS.md, section
Feuville: [rulebook] counts and the [our design] mixes that stand in for the printed ones)."""

from __future__ import annotations

from collections import Counter

from favelas_app.games.feuville.components import (
    BACKS,
    BUILDING_TILES,
    CHARM_SPACES,
    CHARMS,
    DECREES,
    DECREES_LEFT_OUT,
    DISCRETION_SYMBOLS,
    DISPLAY_COLUMNS,
    FAIRY_DISPLAY,
    FIRST_TOWN_EVALUATION,
    GRASS_TILES,
    MAX_HEIGHT,
    MAX_PLAYERS,
    PERSONS,
    ROWS,
    START_TILE,
    STORAGE_SPACES,
    SYMBOLS,
    TILES,
    is_start_tile,
)

BUILDING = TILES[:START_TILE]


def test_ninety_building_tiles_thirty_of_each_kind() -> None:
    """CONTENTS: "90 Building tiles"; SET UP sorts them "according to Wall, Tower and Sky
    tiles" (COMPONENTS.md [our design]: 30 of each kind)."""
    assert BUILDING_TILES == 90
    assert len(BUILDING) == 90
    assert Counter(t.kind for t in BUILDING) == {"wall": 30, "tower": 30, "sky": 30}
    assert ROWS == ("wall", "tower", "sky")


def test_six_star_sky_tiles_open_the_sky_row() -> None:
    """SET UP: "The Sky tiles have three different backs: I, II and ✱. Sort out the 6 Sky
    tiles with the ✱ backs": only sky tiles have the ✱ back, and exactly six do."""
    assert BACKS == ("*", "I", "II")
    star = [t for t in BUILDING if t.back == "*"]
    assert len(star) == 6
    assert {t.kind for t in star} == {"sky"}


def test_every_kind_is_split_into_stack_one_and_stack_two() -> None:
    """SET UP: wall, tower and (the rest of the) sky tiles are sorted "according to their
    backs I and II"; both stacks exist for every kind, walls and towers have no ✱ back
    (COMPONENTS.md [our design]: 15 + 15 walls and towers, 12 + 12 sky tiles besides the ✱)."""
    backs = Counter((t.kind, t.back) for t in BUILDING)
    assert backs == {
        ("wall", "I"): 15,
        ("wall", "II"): 15,
        ("tower", "I"): 15,
        ("tower", "II"): 15,
        ("sky", "*"): 6,
        ("sky", "I"): 12,
        ("sky", "II"): 12,
    }


def test_status_symbols_are_richer_in_stack_two() -> None:
    """COMPONENTS.md [our design]: status symbols "spread over them, richer in stack II":
    each kind carries more symbols on its stack II tiles than on its stack I tiles, and all
    four symbols (town guard, golden star, red flag, mighty griffin) occur."""
    assert SYMBOLS == ("guard", "star", "flag", "griffin")
    for kind in ROWS:
        one = sum(len(t.symbols) for t in BUILDING if t.kind == kind and t.back == "I")
        two = sum(len(t.symbols) for t in BUILDING if t.kind == kind and t.back == "II")
        assert two > one, kind
    assert {s for t in BUILDING for s in t.symbols} == set(SYMBOLS)


def test_tile_shapes_and_clouds() -> None:
    """COMPONENTS.md [our design]: walls are plain, gate, left-corner or right-corner;
    towers plain, left-corner or right-corner; sky tiles carry 1-3 clouds, and only they
    carry clouds (the dragon counts "clouds drifting across the town")."""
    shapes = {kind: {t.shape for t in BUILDING if t.kind == kind} for kind in ROWS}
    assert shapes == {
        "wall": {"plain", "gate", "left", "right"},
        "tower": {"plain", "left", "right"},
        "sky": {"sky"},
    }
    assert {t.clouds for t in BUILDING if t.kind == "sky"} == {1, 2, 3}
    assert {t.clouds for t in BUILDING if t.kind != "sky"} == {0}
    assert MAX_HEIGHT == 3


def test_four_start_tiles_are_walls() -> None:
    """CONTENTS: "4 Starting tiles"; "The Starting tiles are the oldest part of your town.
    They consist of massive rock and never burn down" (COMPONENTS.md: a wall)."""
    starts = TILES[START_TILE:]
    assert len(starts) == 4
    assert all(t.kind == "wall" and t.shape == "start" and t.clouds == 0 for t in starts)
    assert [is_start_tile(t) for t in range(len(TILES))] == [False] * 90 + [True] * 4


def test_thirty_decrees_with_four_town_evaluations() -> None:
    """CONTENTS: "30 Evaluation tiles 'Royal Decree'"; "There is one Town Evaluation tile per
    player" (4 players at most, the last four decrees); the others are little and large
    districts, status symbols x1/x2/x3 for each of the four symbols, Splendid View and At
    Your Own Discretion (COMPONENTS.md [our design]: the mix of the 26)."""
    assert len(DECREES) == 30
    assert FIRST_TOWN_EVALUATION == 26
    assert [d.kind for d in DECREES[26:]] == ["town_evaluation"] * 4
    assert "town_evaluation" not in {d.kind for d in DECREES[:26]}
    kinds = Counter(d.kind for d in DECREES[:26])
    assert kinds == {
        "little_district": 5,
        "large_district": 4,
        "status": 12,
        "splendid_view": 3,
        "discretion": 2,
    }
    status = {(d.symbol, d.multiplier) for d in DECREES if d.kind == "status"}
    assert status == {(s, m) for s in SYMBOLS for m in (1, 2, 3)}
    assert DISCRETION_SYMBOLS == ("guard", "flag", "star")
    assert DECREES_LEFT_OUT == 7


def test_eighteen_fairy_magic_tiles() -> None:
    """CONTENTS: "18 Fairy Magic tiles": prestige points, Great Selection, Theft Protection
    and Fire Protection (COMPONENTS.md [our design]: 6 point tiles of 2-5, 4 of each other)."""
    assert len(CHARMS) == 18
    assert Counter(c.kind for c in CHARMS) == {
        "points": 6,
        "great_selection": 4,
        "theft_protection": 4,
        "fire_protection": 4,
    }
    assert sorted(c.points for c in CHARMS if c.kind == "points") == [2, 2, 3, 3, 4, 5]
    assert {c.points for c in CHARMS if c.kind != "points"} == {0}
    assert FAIRY_DISPLAY == 3


def test_twenty_grass_tiles_four_with_a_coat_of_arms_and_the_player_board() -> None:
    """CONTENTS: "20 Grass tiles", of which 4 carry a coat of arms (nl: "waarvan 4 met
    wapen"; set-up: each player takes "the Grass tile with their Coat of Arms"), so the
    plain supply is 16; a player board has spaces "for a maximum of 2 Building tiles or 2
    Royal Decrees or 1 Building tile and 1 Royal Decree" and "for a maximum of 2 Fairy
    Magic tiles"."""
    assert GRASS_TILES + MAX_PLAYERS == 20
    assert GRASS_TILES == 16
    assert STORAGE_SPACES == 2
    assert CHARM_SPACES == 2


def test_six_persons_one_per_die_face() -> None:
    """Persons in FEUVILLE: 1 Entertainer, 2 Thief, 3 Publican, 4 Architect, 5 Mayor,
    6 Magician; each has a column of the display (COMPONENTS.md: six person columns)."""
    assert PERSONS == ("entertainer", "thief", "publican", "architect", "mayor", "magician")
    assert DISPLAY_COLUMNS == 6
