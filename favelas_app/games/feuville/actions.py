"""What a Feuville player decides.

`die` is 0 or 1 for one of the two dice, or GNOME (2) for the gnome, who takes both dice and
imitates `person`. Persons and display columns are numbered 1-6 as on the dice. `row` is
"wall", "tower" or "sky". `x` is a column of the player's town: the start tile stands at 0,
new columns are added at the left or right end. `source` is a storage space of the player
board (0 or 1), or HELD (-1) for the tile, decree or charm just taken.
"""

from __future__ import annotations

from dataclasses import dataclass

from favelas_app.core.codec import codables_in
from favelas_app.core.protocol import Action


@dataclass(frozen=True, slots=True)
class TakeBuilding(Action):
    """Take the `row` tile from the column of the die's person (or the gnome's person)."""

    TYPE = "feuville.take_building"
    die: int
    row: str
    person: int = 0


@dataclass(frozen=True, slots=True)
class TakeDecree(Action):
    """Take the royal decree from the column of the die's person (or the gnome's person)."""

    TYPE = "feuville.take_decree"
    die: int
    person: int = 0


@dataclass(frozen=True, slots=True)
class UseSkill(Action):
    """Use the skill of the die's person (or the gnome's person)."""

    TYPE = "feuville.use_skill"
    die: int
    person: int = 0


@dataclass(frozen=True, slots=True)
class CallFairy(Action):
    """Put a die on the fairy and take the fairy magic tile from display space `slot`."""

    TYPE = "feuville.call_fairy"
    die: int
    slot: int


@dataclass(frozen=True, slots=True)
class EvaluateTown(Action):
    """Put a die on the Town Evaluation space and evaluate the town from the complete left
    corner tower at `left` to the complete right corner tower at `right`; the coat of arms
    goes under column `grass`."""

    TYPE = "feuville.evaluate_town"
    die: int
    left: int
    right: int
    grass: int


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Build the tile from `source` into column `x` of your town."""

    TYPE = "feuville.build"
    source: int
    x: int


@dataclass(frozen=True, slots=True)
class Evaluate(Action):
    """Evaluate the decree from `source`.

    Districts name their (leftmost) column `x`; Splendid View its left column `x` and
    `level` 0 (walls and towers) or 1 (towers and sky); At Your Own Discretion its `symbol`.
    """

    TYPE = "feuville.evaluate"
    source: int
    x: int = 0
    level: int = 0
    symbol: str = ""


@dataclass(frozen=True, slots=True)
class Restore(Action):
    """Turn the burnt column `x` back to its unburnt side (by the Magician, or when your
    clouds outnumber your unburnt columns)."""

    TYPE = "feuville.restore"
    x: int


@dataclass(frozen=True, slots=True)
class Protect(Action):
    """Lay the theft protection charm from `source` (a charm space, or HELD) on storage
    space `space` of your board."""

    TYPE = "feuville.protect"
    source: int
    space: int


@dataclass(frozen=True, slots=True)
class Store(Action):
    """Put what you hold on your board; `discard` names the occupied space to clear first
    (the old item leaves the game), or is -1 for a free space."""

    TYPE = "feuville.store"
    discard: int = -1


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Finish your turn once both dice are used; the decree display is refilled."""

    TYPE = "feuville.end_turn"


@dataclass(frozen=True, slots=True)
class RollAgain(Action):
    """Entertainer: roll the die once more."""

    TYPE = "feuville.roll_again"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    """Entertainer: stop rolling and score."""

    TYPE = "feuville.stop"


@dataclass(frozen=True, slots=True)
class Steal(Action):
    """Thief: take what lies on storage space `space` of player `victim`'s board."""

    TYPE = "feuville.steal"
    victim: int
    space: int


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Publican, Architect or Great Selection: take the `row` tile of display `column`."""

    TYPE = "feuville.pick"
    row: str
    column: int


@dataclass(frozen=True, slots=True)
class GuestBuild(Action):
    """A guest of the Publican: take the `row` tile of display `column` and build it at
    once into column `x` of your town."""

    TYPE = "feuville.guest_build"
    row: str
    column: int
    x: int


@dataclass(frozen=True, slots=True)
class PickDecree(Action):
    """Mayor: take the decree of display `column`."""

    TYPE = "feuville.pick_decree"
    column: int


@dataclass(frozen=True, slots=True)
class TakeCharm(Action):
    """Magician: take the fairy magic tile from display space `slot`."""

    TYPE = "feuville.take_charm"
    slot: int


@dataclass(frozen=True, slots=True)
class PlayFireProtection(Action):
    """The dragon attacks: play your fire protection; nothing of your town burns."""

    TYPE = "feuville.play_fire_protection"


@dataclass(frozen=True, slots=True)
class Burn(Action):
    """The dragon attacks: column `x` of your town burns."""

    TYPE = "feuville.burn"
    x: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline what is offered: a Great Selection, a guest's tile, the thief's loot, more
    restoring or another charm."""

    TYPE = "feuville.pass"


# Every action of this game by its TYPE: what a record of this game may hold.
ACTION_TYPES = codables_in(globals())
