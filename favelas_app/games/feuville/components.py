"""The physical facts of Feuville: the board's persons, the building tiles, the royal decrees
and the fairy magic.

Facts from the rulebooks (feuville_{de,en,fr,nl}.md) are marked [rulebook]; our own
substitutes for what no source gives are marked [our design] and can be corrected here.
"""

from __future__ import annotations

from dataclasses import dataclass

# [rulebook] the six persons, in board order; a die showing n belongs to person n.
PERSONS = ("entertainer", "thief", "publican", "architect", "mayor", "magician")
ENTERTAINER, THIEF, PUBLICAN, ARCHITECT, MAYOR, MAGICIAN = range(1, 7)

ROWS = ("wall", "tower", "sky")  # [rulebook] bottom to top, also the rows of the display
SYMBOLS = ("guard", "star", "flag", "griffin")  # [rulebook] the four status symbols
DISCRETION_SYMBOLS = ("guard", "flag", "star")  # [rulebook] At Your Own Discretion's choice
BACKS = ("*", "I", "II")  # [rulebook] tile backs: the opening sky row, stack I, stack II
COLOURS = ("red", "blue", "yellow", "green")  # [our design] seat order of the player colours

MAX_PLAYERS = 4
DISPLAY_COLUMNS = 6  # [rulebook] one column of wall, tower and sky space per person
MAX_HEIGHT = 3  # [rulebook] wall, tower, sky
STORAGE_SPACES = 2  # [rulebook] building tiles or decrees on a player board
CHARM_SPACES = 2  # [rulebook] fairy magic on a player board
FAIRY_DISPLAY = 3  # [rulebook]
DECREES_LEFT_OUT = 7  # [rulebook] returned to the box unseen at set-up
# [rulebook] 20 grass tiles in all, 4 of them with a coat of arms (one per player colour;
# nl edition "waarvan 4 met wapen"): the plain supply is the other 16.
GRASS_TILES = 16
FEWEST_DECREES_BONUS = 7  # [rulebook]
ENTERTAINER_TARGET = 10  # [rulebook]
LITTLE_DISTRICT_POINTS = 5  # [rulebook]
LARGE_DISTRICT_POINTS = 10  # [rulebook]
TOWN_POINTS_PER_TILE = 2  # [rulebook] per wall and tower tile of the evaluated town
DISCRETION_MULTIPLIER = 3  # [rulebook]
VIEW_POINTS_PER_SYMBOL = 1  # [rulebook] Splendid View
MAGICIAN_RESTORES = 2  # [rulebook]
MAGICIAN_CHARMS_UNBURNT = 2  # [rulebook, de] two fairy magic tiles when nothing was burnt
MAGICIAN_CHARMS = 1  # [rulebook]


@dataclass(frozen=True, slots=True)
class Tile:
    """A building tile. `shape` is plain, gate, left or right (walls), plain, left or right
    (towers), sky, or start (the start tile, a wall that never burns)."""

    kind: str
    shape: str
    clouds: int
    symbols: tuple[str, ...]
    back: str


# [our design] the 90 building tiles, as (count, kind, shape, clouds, symbols, back): 30 of
# each kind; corner and gate walls; corner towers; sky tiles of 1-3 clouds; status symbols
# spread over all three kinds, richer in stack II. The 6 "*" sky tiles open the sky row.
_TILE_MIX: tuple[tuple[int, str, str, int, tuple[str, ...], str], ...] = (
    (3, "wall", "left", 0, (), "I"),
    (3, "wall", "right", 0, (), "I"),
    (2, "wall", "gate", 0, (), "I"),
    (1, "wall", "gate", 0, ("guard",), "I"),
    (3, "wall", "plain", 0, (), "I"),
    (2, "wall", "plain", 0, ("guard",), "I"),
    (1, "wall", "plain", 0, ("star",), "I"),
    (2, "wall", "left", 0, (), "II"),
    (1, "wall", "left", 0, ("guard",), "II"),
    (2, "wall", "right", 0, (), "II"),
    (1, "wall", "right", 0, ("guard",), "II"),
    (1, "wall", "gate", 0, (), "II"),
    (2, "wall", "gate", 0, ("guard",), "II"),
    (2, "wall", "plain", 0, ("guard",), "II"),
    (1, "wall", "plain", 0, ("guard", "star"), "II"),
    (1, "wall", "plain", 0, ("flag",), "II"),
    (1, "wall", "plain", 0, ("griffin",), "II"),
    (1, "wall", "plain", 0, (), "II"),
    (3, "tower", "left", 0, (), "I"),
    (3, "tower", "right", 0, (), "I"),
    (3, "tower", "plain", 0, (), "I"),
    (3, "tower", "plain", 0, ("flag",), "I"),
    (2, "tower", "plain", 0, ("star",), "I"),
    (1, "tower", "plain", 0, ("guard",), "I"),
    (2, "tower", "left", 0, (), "II"),
    (1, "tower", "left", 0, ("flag",), "II"),
    (2, "tower", "right", 0, (), "II"),
    (1, "tower", "right", 0, ("flag",), "II"),
    (3, "tower", "plain", 0, ("flag",), "II"),
    (2, "tower", "plain", 0, ("flag", "star"), "II"),
    (2, "tower", "plain", 0, ("star",), "II"),
    (1, "tower", "plain", 0, ("griffin",), "II"),
    (1, "tower", "plain", 0, ("guard", "flag"), "II"),
    (4, "sky", "sky", 1, (), "*"),
    (2, "sky", "sky", 2, (), "*"),
    (4, "sky", "sky", 1, (), "I"),
    (3, "sky", "sky", 1, ("griffin",), "I"),
    (2, "sky", "sky", 2, (), "I"),
    (2, "sky", "sky", 1, ("star",), "I"),
    (1, "sky", "sky", 3, (), "I"),
    (3, "sky", "sky", 1, ("griffin",), "II"),
    (2, "sky", "sky", 2, ("griffin",), "II"),
    (2, "sky", "sky", 1, ("griffin", "star"), "II"),
    (2, "sky", "sky", 2, (), "II"),
    (1, "sky", "sky", 1, ("star",), "II"),
    (1, "sky", "sky", 3, (), "II"),
    (1, "sky", "sky", 1, ("griffin", "griffin"), "II"),
)

BUILDING_TILES = sum(count for count, *_ in _TILE_MIX)  # 90 [rulebook]
# The start tiles come after the building tiles: player p's is START_TILE + p. [rulebook]
START_TILE = BUILDING_TILES
TILES: tuple[Tile, ...] = (
    *(
        Tile(kind, shape, clouds, symbols, back)
        for count, kind, shape, clouds, symbols, back in _TILE_MIX
        for _ in range(count)
    ),
    *(Tile("wall", "start", 0, (), "") for _ in range(MAX_PLAYERS)),
)


def is_start_tile(tile: int) -> bool:
    return tile >= START_TILE


@dataclass(frozen=True, slots=True)
class Decree:
    """A royal decree. `kind` is little_district, large_district, town_evaluation, status
    (of `symbol`, times `multiplier`), splendid_view or discretion."""

    kind: str
    symbol: str = ""
    multiplier: int = 0


# [our design] the mix of the 26 decrees besides the Town Evaluations.
_DECREE_MIX: tuple[tuple[int, Decree], ...] = (
    (5, Decree("little_district")),
    (4, Decree("large_district")),
    *((1, Decree("status", symbol, times)) for symbol in SYMBOLS for times in (1, 2, 3)),
    (3, Decree("splendid_view")),
    (2, Decree("discretion")),
)
TOWN_EVALUATION = Decree("town_evaluation")
DECREES: tuple[Decree, ...] = (
    *(decree for count, decree in _DECREE_MIX for _ in range(count)),
    *(TOWN_EVALUATION for _ in range(MAX_PLAYERS)),  # [rulebook] one per player in the game
)
# The Town Evaluation tiles are the last MAX_PLAYERS decrees.
FIRST_TOWN_EVALUATION = len(DECREES) - MAX_PLAYERS
DISPLAYED_DECREES = DISPLAY_COLUMNS  # [rulebook] one per person


@dataclass(frozen=True, slots=True)
class Charm:
    """A fairy magic tile: points (scored at once), great_selection, theft_protection or
    fire_protection."""

    kind: str
    points: int = 0


# [our design] the mix of the 18 fairy magic tiles and their point values.
_CHARM_MIX: tuple[tuple[int, Charm], ...] = (
    *((1, Charm("points", points)) for points in (2, 2, 3, 3, 4, 5)),
    (4, Charm("great_selection")),
    (4, Charm("theft_protection")),
    (4, Charm("fire_protection")),
)
CHARMS: tuple[Charm, ...] = tuple(charm for count, charm in _CHARM_MIX for _ in range(count))
