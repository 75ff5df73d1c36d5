"""Feuville in words, in the player's language: tiles, decrees, fairy magic, choices, prompts,
refusals and the game log.

Shared by the terminal and the window; only text, no drawing. Columns of a town are named by
their x (the start tile stands at 0), columns of the display by their person's number 1-6.
"""

from __future__ import annotations

from favelas_app.core.i18n import Catalog
from favelas_app.core.protocol import Action, Event, IllegalAction, Setup
from favelas_app.games.feuville.actions import (
    Build,
    Burn,
    CallFairy,
    EndTurn,
    Evaluate,
    EvaluateTown,
    GuestBuild,
    Pass,
    Pick,
    PickDecree,
    PlayFireProtection,
    Protect,
    Restore,
    RollAgain,
    Steal,
    Stop,
    Store,
    TakeBuilding,
    TakeCharm,
    TakeDecree,
    UseSkill,
)
from favelas_app.games.feuville.components import (
    CHARMS,
    COLOURS,
    DECREES,
    DISCRETION_MULTIPLIER,
    LARGE_DISTRICT_POINTS,
    LITTLE_DISTRICT_POINTS,
    PERSONS,
    ROWS,
    SYMBOLS,
    TILES,
    TOWN_POINTS_PER_TILE,
    VIEW_POINTS_PER_SYMBOL,
)
from favelas_app.games.feuville.events import (
    CharmRevealed,
    CharmTaken,
    ColumnBurnt,
    ColumnRestored,
    DecreeEvaluated,
    DecreeRevealed,
    DecreeTaken,
    DiceRolled,
    DieUsed,
    DragonAttacked,
    EndTriggered,
    EntertainerRolled,
    FireProtectionPlayed,
    FireThreatened,
    GameEnded,
    GrassLaid,
    GreatSelectionPlayed,
    ItemDiscarded,
    ItemStored,
    NothingHappened,
    PointsScored,
    ProtectionLaid,
    ProtectionLapsed,
    RowRefilled,
    Stolen,
    TileBuilt,
    TileTaken,
    TurnStarted,
)
from favelas_app.games.feuville.scoring import category_key, entertainer_points
from favelas_app.games.feuville.state import (
    EMPTY,
    GNOME,
    HELD,
    TURN,
    FeuvilleState,
    TaskKind,
    back_of_hidden,
)
from favelas_app.games.feuville.town import evaluation_points, town_points

# What a held item is, by the task that holds it.
_HELD_KIND = {
    TaskKind.PLACE_TILE: "tile",
    TaskKind.PLACE_DECREE: "decree",
    TaskKind.PLACE_CHARM: "charm",
}
# Score categories of decrees: their points are told by the decree's own log line.
DECREE_CATEGORIES = frozenset({"districts", "town", "symbols", "view"})

# -- names of things ---------------------------------------------------------------------------


def joined(t: Catalog, parts: list[str]) -> str:
    return t.text("feuville.text.separator").join(parts)


def colour_text(t: Catalog, player: int) -> str:
    """The colour of a seat, as an adjective ("red")."""
    return t.text(f"feuville.colour.{COLOURS[player]}")


def person_text(t: Catalog, person: int) -> str:
    """The person of die face / display column `person` (1-6): "Publican"."""
    return t.text(f"feuville.person.{PERSONS[person - 1]}")


def skill_text(t: Catalog, person: int) -> str:
    return t.text(f"feuville.skill.{PERSONS[person - 1]}")


def row_text(t: Catalog, row: str) -> str:
    """ "wall", "tower" or "sky", for use inside a sentence."""
    return t.text(f"feuville.row.{row}")


def symbol_count_text(t: Catalog, symbol: str, count: int) -> str:
    """A number of one status symbol ("2 red flags"), or of any ("3 status symbols")."""
    return t.text(f"feuville.symbols.{symbol}", count=count)


def points_text(t: Catalog, points: int) -> str:
    return t.text("feuville.points", count=points)


def tile_name(t: Catalog, tile: int) -> str:
    """A building tile's name without its clouds and symbols ("Left corner tower")."""
    spec = TILES[tile]
    return t.text(f"feuville.tile.{spec.kind}_{spec.shape}")


def tile_text(t: Catalog, tile: int) -> str:
    """A building tile by shape, clouds and symbols ("Sky (2 clouds, 1 mighty griffin)"); a
    face-down tile by its back only."""
    if tile < 0:
        return t.text("feuville.tile.hidden", back=back_of_hidden(tile))
    spec = TILES[tile]
    details = [t.text("feuville.clouds", count=spec.clouds)] if spec.clouds else []
    details += [
        symbol_count_text(t, symbol, spec.symbols.count(symbol))
        for symbol in SYMBOLS
        if symbol in spec.symbols
    ]
    name = tile_name(t, tile)
    if not details:
        return name
    return t.text("feuville.tile.detailed", name=name, details=joined(t, details))


def status_text(t: Catalog, symbol: str, multiplier: int) -> str:
    """A status decree's title: the symbol's name and the points for each."""
    return t.text(
        "feuville.decree.status", symbol=t.text(f"feuville.symbol.{symbol}"), multiplier=multiplier
    )


def decree_text(t: Catalog, decree: int) -> str:
    """A royal decree by its title ("Large Town District"); a face-down decree is "a face-down
    decree"."""
    if decree < 0:
        return t.text("feuville.decree.hidden")
    spec = DECREES[decree]
    if spec.kind == "status":
        return status_text(t, spec.symbol, spec.multiplier)
    return t.text(f"feuville.decree.{spec.kind}")


def decree_rule_text(t: Catalog, decree: int) -> str:
    """What a decree scores, in a few words, with its numbers filled in."""
    spec = DECREES[decree]
    return t.text(
        f"feuville.decree_rule.{spec.kind}",
        count=_DECREE_POINTS.get(spec.kind, spec.multiplier),
        symbol=t.text(f"feuville.symbol.{spec.symbol}") if spec.symbol else "",
    )


# The points a decree's rule names, unless it is its multiplier.
_DECREE_POINTS = {
    "little_district": LITTLE_DISTRICT_POINTS,
    "large_district": LARGE_DISTRICT_POINTS,
    "town_evaluation": TOWN_POINTS_PER_TILE,
    "splendid_view": VIEW_POINTS_PER_SYMBOL,
    "discretion": DISCRETION_MULTIPLIER,
}


def charm_text(t: Catalog, charm: int) -> str:
    """A fairy magic tile by kind ("Fire Protection", "3 prestige points"); a face-down one
    is "a face-down fairy magic tile"."""
    if charm < 0:
        return t.text("feuville.charm.hidden")
    spec = CHARMS[charm]
    if spec.kind == "points":
        return t.text("feuville.charm.points", count=spec.points)
    return t.text(f"feuville.charm.{spec.kind}")


def charm_rule_text(t: Catalog, charm: int) -> str:
    return t.text(f"feuville.charm_rule.{CHARMS[charm].kind}")


def item_text(t: Catalog, kind: str, item: int) -> str:
    """A "tile", "decree" or "charm" (as events and storage spaces name them) in words."""
    if kind == "tile":
        return tile_text(t, item)
    if kind == "decree":
        if item < 0:
            return decree_text(t, item)
        return t.text("feuville.decree.named", decree=decree_text(t, item))
    return charm_text(t, item)


def category_text(t: Catalog, category: str) -> str:
    """A score category (a scoring.CATEGORIES name) as a heading."""
    return t.text(category_key(category))


def where_text(t: Catalog, s: FeuvilleState, player: int, x: int) -> str:
    """Column `x` of `player`'s town, or the new column it would start at either end."""
    if s.column_at(player, x) is not None:
        return t.text("feuville.where.column", x=x)
    side = "left" if x < s.town_left[player] else "right"
    return t.text(f"feuville.where.{side}", x=x)


def decider(s: FeuvilleState) -> int:
    """The player asked now (a guest of the Publican or a player under fire may not be the
    current player)."""
    decision = s.decision
    return decision.players[0] if decision is not None else s.current


# -- actions -----------------------------------------------------------------------------------


def die_use_text(t: Catalog, s: FeuvilleState, die: int, person: int, target: str = "") -> str:
    """Where a die goes: "The 3 to the Publican", "Both dice to the gnome as the Mayor"."""
    if die == GNOME:
        return t.text("feuville.use.gnome", person=person_text(t, person))
    value = s.dice[die]
    if target:
        return t.text(f"feuville.use.{target}", value=value)
    return t.text("feuville.use.die", value=value, person=person_text(t, person))


def _person(s: FeuvilleState, die: int, person: int) -> int:
    return person if person or die == GNOME else s.dice[die]


def _held(s: FeuvilleState) -> tuple[str, int]:
    """The kind and index of what the deciding player holds, or ("", EMPTY)."""
    if s.tasks and s.tasks[0].kind in _HELD_KIND:
        return _HELD_KIND[s.tasks[0].kind], s.tasks[0].item
    return "", EMPTY


def _source(s: FeuvilleState, player: int, source: int) -> tuple[int, bool]:
    """The tile or decree an action's `source` names, and whether it lies on the board."""
    if source == HELD:
        return _held(s)[1], False
    stored = s.boards[player][source] if 0 <= source < len(s.boards[player]) else None
    return (stored.item, True) if stored is not None else (EMPTY, True)


def _on_board(t: Catalog, text: str, on_board: bool) -> str:
    return t.text("feuville.action.from_board", item=text) if on_board else text


def die_choice_parts(t: Catalog, s: FeuvilleState, action: Action) -> tuple[str, str] | None:
    """A choice that uses a die in two parts: where the die goes ("The 3 to the Publican")
    and what it brings ("take Town gate"); None for other actions."""
    if isinstance(action, TakeBuilding | TakeDecree | UseSkill):
        person = _person(s, action.die, action.person)
        use = die_use_text(t, s, action.die, person)
        if isinstance(action, TakeBuilding):
            tile = s.display[ROWS.index(action.row)][person - 1]
            return use, t.text("feuville.action.take_building", tile=tile_text(t, tile))
        if isinstance(action, TakeDecree):
            decree = s.decree_display[person - 1]
            return use, t.text(
                "feuville.action.take_decree",
                decree=decree_text(t, decree),
                rule=decree_rule_text(t, decree),
            )
        return use, t.text("feuville.action.use_skill", skill=skill_text(t, person))
    if isinstance(action, CallFairy):
        charm = s.charm_display[action.slot]
        return die_use_text(t, s, action.die, 0, "fairy"), t.text(
            "feuville.action.call_fairy", charm=charm_text(t, charm), rule=charm_rule_text(t, charm)
        )
    if isinstance(action, EvaluateTown):
        points = town_points(s, s.current, action.left, action.right)
        return die_use_text(t, s, action.die, 0, "town"), t.text(
            "feuville.action.evaluate_town",
            left=action.left,
            right=action.right,
            grass=action.grass,
            count=points // TOWN_POINTS_PER_TILE,
            points=points_text(t, points),
        )
    return None


def action_text(t: Catalog, s: FeuvilleState, action: Action) -> str:
    """A choice of the deciding player, in words (menus, buttons, the terminal)."""
    parts = die_choice_parts(t, s, action)
    if parts is not None:
        return t.text("feuville.action.die_choice", use=parts[0], choice=parts[1])
    p = decider(s)
    if isinstance(action, Build):
        tile, on_board = _source(s, p, action.source)
        return t.text(
            "feuville.action.build",
            tile=_on_board(t, tile_text(t, tile), on_board),
            where=where_text(t, s, p, action.x),
        )
    if isinstance(action, Evaluate):
        return _evaluate_text(t, s, p, action)
    if isinstance(action, Restore):
        return t.text("feuville.action.restore", x=action.x)
    if isinstance(action, Protect):
        return _protect_text(t, s, p, action)
    if isinstance(action, Store):
        return _store_text(t, s, p, action)
    if isinstance(action, EndTurn):
        return t.text("feuville.action.end_turn")
    if isinstance(action, RollAgain):
        return t.text("feuville.action.roll_again", count=_task_count(s))
    if isinstance(action, Stop):
        total = _task_count(s)
        mine, others = entertainer_points(total)
        return t.text(
            "feuville.action.stop",
            count=total,
            points=points_text(t, mine),
            others=points_text(t, others),
        )
    if isinstance(action, Steal):
        stored = s.boards[action.victim][action.space]
        item = item_text(t, stored.kind, stored.item) if stored is not None else "?"
        return t.text("feuville.action.steal", item=item, colour=colour_text(t, action.victim))
    if isinstance(action, Pick):
        return t.text(
            "feuville.action.pick",
            tile=tile_text(t, s.display[ROWS.index(action.row)][action.column - 1]),
            column=action.column,
        )
    if isinstance(action, GuestBuild):
        return t.text(
            "feuville.action.guest_build",
            tile=tile_text(t, s.display[ROWS.index(action.row)][action.column - 1]),
            column=action.column,
            where=where_text(t, s, p, action.x),
        )
    if isinstance(action, PickDecree):
        decree = s.decree_display[action.column - 1]
        return t.text(
            "feuville.action.pick_decree",
            decree=decree_text(t, decree),
            column=action.column,
            rule=decree_rule_text(t, decree),
        )
    if isinstance(action, TakeCharm):
        charm = s.charm_display[action.slot]
        return t.text(
            "feuville.action.take_charm", charm=charm_text(t, charm), rule=charm_rule_text(t, charm)
        )
    if isinstance(action, PlayFireProtection):
        return t.text("feuville.action.play_fire_protection")
    if isinstance(action, Burn):
        return t.text("feuville.action.burn", x=action.x)
    if isinstance(action, Pass) and s.tasks:
        return t.text(f"feuville.action.pass.{task_name(s.tasks[0].kind)}")
    return repr(action)


def task_name(kind: TaskKind) -> str:
    """A task kind's short name: TaskKind.PLACE_TILE -> "place_tile"."""
    return kind.value.rsplit(".", 1)[-1]


def _task_count(s: FeuvilleState) -> int:
    return s.tasks[0].count if s.tasks else 0


def _evaluate_text(t: Catalog, s: FeuvilleState, p: int, action: Evaluate) -> str:
    decree, on_board = _source(s, p, action.source)
    spec = DECREES[decree]
    name = _on_board(t, decree_text(t, decree), on_board)
    points = evaluation_points(s, p, spec, action.x, action.level, action.symbol)
    params = {"decree": name, "x": action.x, "next": action.x + 1, "points": points_text(t, points)}
    if spec.kind == "splendid_view":
        params["level"] = t.text(f"feuville.view_level.{action.level}")
        params["symbols"] = symbol_count_text(t, "any", points // VIEW_POINTS_PER_SYMBOL)
    elif spec.kind == "discretion":
        params["choice"] = status_text(t, action.symbol, DISCRETION_MULTIPLIER)
        params["symbols"] = symbol_count_text(t, action.symbol, s.symbols(p, action.symbol))
    elif spec.kind == "status":
        params["symbols"] = symbol_count_text(t, spec.symbol, s.symbols(p, spec.symbol))
    return t.text(f"feuville.action.evaluate_{spec.kind}", **params)


def _protect_text(t: Catalog, s: FeuvilleState, p: int, action: Protect) -> str:
    if action.source == HELD:
        charm = _held(s)[1]
    else:
        charms = s.charms[p]
        charm = charms[action.source] if 0 <= action.source < len(charms) else EMPTY
    stored = s.boards[p][action.space]
    item = item_text(t, stored.kind, stored.item) if stored is not None else "?"
    return t.text("feuville.action.protect", charm=charm_text(t, charm), item=item)


def _store_text(t: Catalog, s: FeuvilleState, p: int, action: Store) -> str:
    kind, item = _held(s)
    text = item_text(t, kind, item)
    if action.discard == EMPTY:
        return t.text("feuville.action.store", item=text)
    if kind == "charm":
        old = charm_text(t, s.charms[p][action.discard])
        return t.text("feuville.action.store_charm_instead", item=text, old=old)
    stored = s.boards[p][action.discard]
    old = item_text(t, stored.kind, stored.item) if stored is not None else "?"
    return t.text("feuville.action.store_instead", item=text, old=old, space=action.discard + 1)


# -- prompts and refusals ----------------------------------------------------------------------


def dice_text(t: Catalog, s: FeuvilleState) -> str:
    return t.text("feuville.text.dice", first=s.dice[0], second=s.dice[1])


def open_actions(t: Catalog, s: FeuvilleState) -> str:
    """What is still open in the current player's turn, joined in words."""
    parts = [
        t.text("feuville.turn_option.die", value=value, person=person_text(t, value))
        for value, used in zip(s.dice, s.used, strict=True)
        if not used
    ]
    if not any(s.used):
        parts.append(t.text("feuville.turn_option.gnome"))
    if any(stored is not None for stored in s.boards[s.current]):
        parts.append(t.text("feuville.turn_option.build"))
    if all(s.used):
        parts.append(t.text("feuville.turn_option.end"))
    return joined(t, parts)


def decision_text(t: Catalog, s: FeuvilleState, setup: Setup) -> str:
    """What the deciding player is asked now; "" once the game is over."""
    decision = s.decision
    if decision is None:
        return ""
    player = setup.name_of(decision.players[0])
    if decision.kind == TURN:
        return t.text(decision.kind, player=player, dice=dice_text(t, s), open=open_actions(t, s))
    task = s.tasks[0]
    return t.text(
        decision.kind,
        player=player,
        count=task.count,
        tile=tile_text(t, task.item) if task.kind is TaskKind.PLACE_TILE else "",
        decree=decree_text(t, task.item) if task.kind is TaskKind.PLACE_DECREE else "",
        charm=charm_text(t, task.item) if task.kind is TaskKind.PLACE_CHARM else "",
        rule=charm_rule_text(t, task.item) if task.kind is TaskKind.PLACE_CHARM else "",
        pick=t.text(f"feuville.publican_pick.{task.count}")
        if task.kind is TaskKind.PUBLICAN_PICK
        else "",
    )


def refusal_text(t: Catalog, refusal: IllegalAction) -> str:
    """Why the rules refused an action, with its tile, decree, charm, person or row in words."""
    params = dict(refusal.params)
    if "tile" in params:
        params["tile"] = tile_text(t, int(params["tile"]))
    if "decree" in params:
        params["decree"] = decree_text(t, int(params["decree"]))
    if "charm" in params:
        params["charm"] = charm_text(t, int(params["charm"]))
    if "person" in params:
        params["person"] = person_text(t, int(params["person"]))
    if "row" in params:
        params["row"] = row_text(t, str(params["row"]))
    if "decision" in params:
        params["decision"] = t.text(
            f"feuville.pending.{str(params['decision']).rsplit('.', 1)[-1]}"
        )
    return t.text(refusal.reason, **params)


# -- the game log ------------------------------------------------------------------------------


def event_text(t: Catalog, s: FeuvilleState, event: Event, setup: Setup) -> str:
    """One line of the game log for `event`, or "" for events the next line already tells.
    `s` is the state after it."""
    name = setup.name_of
    if isinstance(event, TurnStarted):
        return t.text("feuville.log.turn_started", player=name(event.player))
    if isinstance(event, DiceRolled):
        first, second = event.dice
        key = "feuville.log.dice_rolled_double" if first == second else "feuville.log.dice_rolled"
        return t.text(key, player=name(event.player), first=first, second=second)
    if isinstance(event, DragonAttacked):
        return t.text("feuville.log.dragon", player=name(event.player))
    if isinstance(event, FireThreatened):
        return t.text(
            "feuville.log.fire_threatened", player=name(event.player), count=event.columns
        )
    if isinstance(event, FireProtectionPlayed):
        return t.text(
            "feuville.log.fire_protection_played",
            player=name(event.player),
            charm=charm_text(t, event.charm),
        )
    if isinstance(event, ColumnBurnt):
        return t.text("feuville.log.column_burnt", player=name(event.player), x=event.x)
    if isinstance(event, ColumnRestored):
        return t.text("feuville.log.column_restored", player=name(event.player), x=event.x)
    if isinstance(event, DieUsed):
        return _die_used_text(t, s, event, setup)
    if isinstance(event, TileTaken):
        return t.text(
            "feuville.log.tile_taken",
            player=name(event.player),
            tile=tile_text(t, event.tile),
            column=event.column,
        )
    if isinstance(event, DecreeTaken):
        return t.text(
            "feuville.log.decree_taken",
            player=name(event.player),
            decree=decree_text(t, event.decree),
            column=event.column,
        )
    if isinstance(event, CharmTaken):
        return t.text(
            "feuville.log.charm_taken", player=name(event.player), charm=charm_text(t, event.charm)
        )
    if isinstance(event, RowRefilled):
        tiles = [tile_text(t, tile) for tile in event.tiles if tile != EMPTY]
        if not tiles:
            return ""
        return t.text(
            "feuville.log.row_refilled", row=row_text(t, event.row), tiles=joined(t, tiles)
        )
    if isinstance(event, DecreeRevealed):
        return t.text(
            "feuville.log.decree_revealed", decree=decree_text(t, event.decree), column=event.column
        )
    if isinstance(event, CharmRevealed):
        return t.text("feuville.log.charm_revealed", charm=charm_text(t, event.charm))
    if isinstance(event, TileBuilt):
        return t.text(
            "feuville.log.tile_built",
            player=name(event.player),
            tile=tile_text(t, event.tile),
            x=event.x,
        )
    if isinstance(event, ItemStored):
        return t.text(
            "feuville.log.item_stored",
            player=name(event.player),
            item=item_text(t, event.kind, event.item),
        )
    if isinstance(event, ItemDiscarded):
        key = (
            "feuville.log.charm_discarded"
            if event.kind == "charm"
            else "feuville.log.item_discarded"
        )
        return t.text(key, player=name(event.player), item=item_text(t, event.kind, event.item))
    if isinstance(event, DecreeEvaluated):
        return t.text(
            "feuville.log.decree_evaluated",
            player=name(event.player),
            decree=decree_text(t, event.decree),
            count=event.points,
        )
    if isinstance(event, PointsScored):
        if event.category in DECREE_CATEGORIES:
            return ""
        return t.text(
            "feuville.log.points",
            player=name(event.player),
            count=event.points,
            category=category_text(t, event.category),
        )
    if isinstance(event, GrassLaid):
        key = "feuville.log.coat_of_arms_laid" if event.coat_of_arms else "feuville.log.grass_laid"
        return t.text(key, player=name(event.player), x=event.x)
    if isinstance(event, ProtectionLaid):
        return t.text(
            "feuville.log.protection_laid",
            player=name(event.player),
            item=item_text(t, event.kind, event.item),
        )
    if isinstance(event, ProtectionLapsed):
        return t.text(
            "feuville.log.protection_lapsed",
            player=name(event.player),
            charm=charm_text(t, event.charm),
        )
    if isinstance(event, EntertainerRolled):
        return t.text(
            "feuville.log.entertainer_rolled",
            player=name(event.player),
            roll=event.roll,
            total=event.total,
        )
    if isinstance(event, Stolen):
        return t.text(
            "feuville.log.stolen",
            player=name(event.player),
            victim=name(event.victim),
            item=item_text(t, event.kind, event.item),
        )
    if isinstance(event, NothingHappened):
        return t.text(
            "feuville.log.nothing", player=name(event.player), reason=t.text(event.reason)
        )
    if isinstance(event, GreatSelectionPlayed):
        return t.text(
            "feuville.log.great_selection_played",
            player=name(event.player),
            charm=charm_text(t, event.charm),
        )
    if isinstance(event, EndTriggered):
        return t.text("feuville.log.end_triggered", player=name(event.player))
    if isinstance(event, GameEnded):
        names = joined(t, [name(p) for p in event.winners])
        points = event.totals[event.winners[0]] if event.winners else 0
        key = (
            "feuville.log.game_ended"
            if len(event.winners) == 1
            else "feuville.log.game_ended_shared"
        )
        return t.text(key, names=names, count=points)
    return ""


def _die_used_text(t: Catalog, s: FeuvilleState, event: DieUsed, setup: Setup) -> str:
    player = setup.name_of(event.player)
    person = person_text(t, event.person) if 1 <= event.person <= len(PERSONS) else ""
    if event.die == GNOME:
        return t.text("feuville.log.die_to_gnome", player=player, person=person)
    value = s.dice[event.die]
    if event.target in ("fairy", "town"):
        return t.text(f"feuville.log.die_to_{event.target}", player=player, value=value)
    return t.text("feuville.log.die_to_person", player=player, value=value, person=person)


def event_lines(t: Catalog, s: FeuvilleState, events: list[Event], setup: Setup) -> list[str]:
    """The log lines of a list of events, skipping the silent ones."""
    return [line for event in events if (line := event_text(t, s, event, setup))]


def opening_lines(t: Catalog, s: FeuvilleState, setup: Setup) -> list[str]:
    """The log of the set-up, which `new_game` reports as no events: the roll-off for the
    cup, the starting player and their first roll. `s` is the state `new_game` made."""
    lines = []
    for rolls in s.opening_rolls:
        entries = [
            t.text("feuville.log.starting_roll_entry", player=setup.name_of(p), value=roll)
            for p, roll in enumerate(rolls)
            if roll
        ]
        lines.append(t.text("feuville.log.starting_roll", rolls=joined(t, entries)))
    lines.append(t.text("feuville.log.starting_player", player=setup.name_of(s.first)))
    first = [TurnStarted(s.first), DiceRolled(s.first, s.dice)]
    return lines + event_lines(t, s, first, setup)
