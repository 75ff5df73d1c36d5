"""What happens in a game of Feuville, reported by `apply` for logs and animation.

Tiles, decrees and charms are indexes into components' TILES, DECREES and CHARMS; `x` is a
column of a player's town; display columns are 1-6 as on the dice.
"""

from __future__ import annotations

from dataclasses import dataclass

from favelas_app.core.protocol import Event


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    TYPE = "feuville.turn_started"
    player: int


@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    TYPE = "feuville.dice_rolled"
    player: int
    dice: tuple[int, int]


@dataclass(frozen=True, slots=True)
class DragonAttacked(Event):
    """A double woke the dragon; every town is checked for clouds."""

    TYPE = "feuville.dragon"
    player: int


@dataclass(frozen=True, slots=True)
class FireThreatened(Event):
    """`player` has too few clouds: `columns` of their town must burn."""

    TYPE = "feuville.fire_threatened"
    player: int
    columns: int


@dataclass(frozen=True, slots=True)
class FireProtectionPlayed(Event):
    TYPE = "feuville.fire_protection_played"
    player: int
    charm: int


@dataclass(frozen=True, slots=True)
class ColumnBurnt(Event):
    TYPE = "feuville.column_burnt"
    player: int
    x: int


@dataclass(frozen=True, slots=True)
class ColumnRestored(Event):
    TYPE = "feuville.column_restored"
    player: int
    x: int


@dataclass(frozen=True, slots=True)
class DieUsed(Event):
    """`die` (0, 1, or 2 for the gnome with both dice) went to `target`: a person's
    building tile, decree or skill, the fairy or the Town Evaluation."""

    TYPE = "feuville.die_used"
    player: int
    die: int
    target: str
    person: int


@dataclass(frozen=True, slots=True)
class TileTaken(Event):
    TYPE = "feuville.tile_taken"
    player: int
    tile: int
    row: str
    column: int


@dataclass(frozen=True, slots=True)
class DecreeTaken(Event):
    TYPE = "feuville.decree_taken"
    player: int
    decree: int
    column: int


@dataclass(frozen=True, slots=True)
class CharmTaken(Event):
    TYPE = "feuville.charm_taken"
    player: int
    charm: int
    slot: int


@dataclass(frozen=True, slots=True)
class RowRefilled(Event):
    """The `row` of the display was refilled from its stack: the tile put in each column
    (1-6), or -1 where the space stayed empty or was already full."""

    TYPE = "feuville.row_refilled"
    row: str
    tiles: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DecreeRevealed(Event):
    TYPE = "feuville.decree_revealed"
    decree: int
    column: int


@dataclass(frozen=True, slots=True)
class CharmRevealed(Event):
    TYPE = "feuville.charm_revealed"
    charm: int
    slot: int


@dataclass(frozen=True, slots=True)
class TileBuilt(Event):
    TYPE = "feuville.tile_built"
    player: int
    tile: int
    x: int
    level: int


@dataclass(frozen=True, slots=True)
class ItemStored(Event):
    """`kind` ("tile", "decree" or "charm") `item` went onto `player`'s board."""

    TYPE = "feuville.item_stored"
    player: int
    kind: str
    item: int


@dataclass(frozen=True, slots=True)
class ItemDiscarded(Event):
    """`kind` `item` left `player`'s board to make room: out of the game (a charm goes back
    under the fairy's pile)."""

    TYPE = "feuville.item_discarded"
    player: int
    kind: str
    item: int


@dataclass(frozen=True, slots=True)
class DecreeEvaluated(Event):
    TYPE = "feuville.decree_evaluated"
    player: int
    decree: int
    points: int


@dataclass(frozen=True, slots=True)
class PointsScored(Event):
    """The only way points change: `points` in scoring `category` for `player`."""

    TYPE = "feuville.points"
    player: int
    points: int
    category: str


@dataclass(frozen=True, slots=True)
class GrassLaid(Event):
    TYPE = "feuville.grass_laid"
    player: int
    x: int
    coat_of_arms: bool


@dataclass(frozen=True, slots=True)
class ProtectionLaid(Event):
    """`player` laid theft protection on the `kind` `item` on their board."""

    TYPE = "feuville.protection_laid"
    player: int
    kind: str
    item: int


@dataclass(frozen=True, slots=True)
class ProtectionLapsed(Event):
    """The protected tile was built or the decree evaluated: the charm goes back."""

    TYPE = "feuville.protection_lapsed"
    player: int
    charm: int


@dataclass(frozen=True, slots=True)
class EntertainerRolled(Event):
    TYPE = "feuville.entertainer_rolled"
    player: int
    roll: int
    total: int


@dataclass(frozen=True, slots=True)
class Stolen(Event):
    TYPE = "feuville.stolen"
    player: int
    victim: int
    kind: str
    item: int


@dataclass(frozen=True, slots=True)
class NothingHappened(Event):
    """A skill or offer that found nothing to take: `reason` is a locale key."""

    TYPE = "feuville.nothing"
    player: int
    reason: str


@dataclass(frozen=True, slots=True)
class GreatSelectionPlayed(Event):
    TYPE = "feuville.great_selection_played"
    player: int
    charm: int


@dataclass(frozen=True, slots=True)
class EndTriggered(Event):
    """The decrees could not be refilled: the round is played to its end."""

    TYPE = "feuville.end_triggered"
    player: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    TYPE = "feuville.game_ended"
    winners: tuple[int, ...]
    totals: tuple[int, ...]
