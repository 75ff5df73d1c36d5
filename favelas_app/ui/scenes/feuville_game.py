"""The Feuville table: the board with the dice, every town with its player board, the
prompt and the log, and the list of choices of the person deciding.

Everything the table shares with other games (the controller, the event queue, AI turns,
undo, the log, the prompt, focus, pause and the hand-off whenever another person must
decide, as under the dragon's fire or in the Publican's round) is in ui/table. What is
drawn comes from `shown`, the view of the seat at the screen.

A turn: click a die in the tray (or the gnome, or press D) and its choices light up on
the board: tiles, decrees, skills, fairy slots, the Town Evaluation. A click on a lit spot
takes it; where a spot allows several actions (both dice, the ends of a townscape) the list
at the right narrows to them. Building lights the legal columns of the town, with the tile
shown where the pointer is; an evaluation, focused in the list, outlines the columns it
scores with its points. Every legal action is also a row of that list (Tab, Enter), so
the Entertainer's roll or stop, the Thief's targets, the Publican's round, Great Selection,
Theft Protection and the dragon's fire are all reachable by mouse and by keyboard.
"""

from __future__ import annotations

import math

import pygame

from favelas_app.core.protocol import Action, Event
from favelas_app.games.feuville import describe
from favelas_app.games.feuville.actions import EndTurn
from favelas_app.games.feuville.events import DiceRolled, DieUsed, DragonAttacked, GameEnded
from favelas_app.games.feuville.state import GNOME, FeuvilleState, TaskKind
from favelas_app.ui import theme
from favelas_app.ui.physics import DiceRoll
from favelas_app.ui.render.feuville_board import (
    DRAGON_SPOT,
    GNOME_SPOT,
    BoardHints,
    BoardRenderer,
    Spot,
    choices,
    die_spot,
    last_spots,
)
from favelas_app.ui.render.feuville_skyline import SkylinesRenderer, TownHints, TownSpot
from favelas_app.ui.scenes import feuville_aim
from favelas_app.ui.scenes.feuville_layout import ChoiceRow, feuville_layout
from favelas_app.ui.session import Session
from favelas_app.ui.table.scene import TableScene
from favelas_app.ui.theme import draw_text, panel
from favelas_app.ui.widgets import Button, Widget

TURN_LEFT = 16
UNDO_LEFT = 280  # the Undo button's left end, from the header's right end
DRAGON_SECONDS = 1.2  # the dragon's space glows this long when a double wakes it
DIE_REACH = 0.8  # a click this many die sides from a die's centre picks it
DIE_KEYS = (0, 1, GNOME, None)  # the order D steps through (None: every die)


class FeuvilleScene(TableScene):
    describe = describe
    private = True

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.die: int | None = None  # the die picked (0, 1, GNOME); None: any
        self.narrow: tuple[Action, ...] = ()  # the actions of the spot clicked
        self.page = 0
        self.board_hover: Spot | None = None
        self.town_hover: tuple[int, TownSpot] | None = None
        self.dice_roll: DiceRoll | None = None
        self.dragon = 0.0  # seconds the dragon still glows
        self._legal: list[Action] = []
        self._legal_for: object = None
        self.relayout()

    # -- shortcuts --------------------------------------------------------------------------

    @property
    def state(self) -> FeuvilleState:
        """The true state: for the legal actions of the person deciding at the screen only;
        drawing goes from `shown`."""
        return self.session.state

    def legal(self) -> list[Action]:
        """The legal actions while a person at the screen decides, else none."""
        if not self.human_turn():
            return []
        record = self.session.controller.record
        if record is not self._legal_for:
            self._legal_for = record
            self._legal = self.session.game.legal_actions(self.state)
        return self._legal

    def options(self) -> list[Action]:
        """The choices listed: the clicked spot's, else those of the die picked."""
        legal = self.legal()
        if self.narrow and all(action in legal for action in self.narrow):
            return list(self.narrow)
        return feuville_aim.for_die(legal, self.die)

    @property
    def decider(self) -> int:
        return describe.decider(self.shown)

    # -- the table's hooks ------------------------------------------------------------------

    def relayout(self) -> None:
        self.layout = feuville_layout(self.app.fonts.scale)
        catalog = self.app.catalog
        self.board = BoardRenderer(self.layout.board, catalog)
        players = self.session.state.players
        self.towns = SkylinesRenderer(self.layout.focus, self.layout.others, catalog, players)
        self.build()

    def prompt_rect(self) -> pygame.Rect:
        return self.layout.prompt

    def game_widgets(self, view: FeuvilleState) -> list[Widget]:
        options, layout = self.options(), self.layout
        rows = layout.rows()
        pages = max(1, math.ceil(len(options) / rows))
        self.page %= pages
        widgets: list[Widget] = []
        shown = options[self.page * rows : (self.page + 1) * rows]
        for i, action in enumerate(shown):
            text = describe.action_text(self.app.catalog, self.state, action)
            row = ChoiceRow(layout.row(i), text, lambda a=action: self.take(a), True, action)
            row.key = f"choice{i}"
            widgets.append(row)
        if pages > 1:
            text = self.app.text("feuville.ui.more", page=self.page + 1, pages=pages)
            more = Button(layout.row(rows), text, self.next_page, role="small")
            more.key = "more"
            widgets.append(more)
        return widgets

    def next_focus(self) -> str | None:
        return "choice0" if self.options() else None

    def restored(self) -> None:
        self._unpick()

    # -- choosing ---------------------------------------------------------------------------

    def take(self, action: Action) -> None:
        """Hands `action` on; the picks of this step are over."""
        self._unpick()
        self.act(action)

    def _unpick(self) -> None:
        self.die, self.narrow, self.page = None, (), 0

    def next_page(self) -> None:
        self.page += 1
        self.build()
        self.form.refocus("more")

    def pick_die(self, die: int | None) -> None:
        """Picks `die` (0, 1, GNOME) to see its choices, or puts it back."""
        self.die = None if die == self.die else die
        self.narrow, self.page = (), 0
        self.build()

    def offer(self, actions: list[Action]) -> None:
        """One action is taken at once; several are listed to choose from."""
        if len(actions) == 1:
            self.take(actions[0])
        elif actions:
            self.narrow, self.page = tuple(actions), 0
            self.build()
            self.form.refocus("choice0")

    def click_at(self, pos: tuple[int, int]) -> None:
        legal = self.legal()
        if not legal:
            return
        view = self.shown
        reach = self.board.die_size * DIE_REACH
        for die in feuville_aim.dice_free(legal) - {GNOME}:
            x, y = self.board.die_position(die, None)
            if math.dist(pos, (x, y)) <= reach:
                self.pick_die(die)
                return
        spot = self.board.spot_at(pos)
        if spot == GNOME_SPOT and GNOME in feuville_aim.dice_free(legal):
            self.pick_die(GNOME)
        elif spot is not None:
            self.offer(feuville_aim.on_board(view, legal, spot, self.die))
        elif (town := self.towns.spot_at(pos, view, self.decider)) is not None:
            self.offer(feuville_aim.in_town(legal, self.decider, *town))

    # -- input ------------------------------------------------------------------------------

    def handle_game(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if self.form.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.board_hover = self.board.spot_at(event.pos)
            self.town_hover = self.towns.spot_at(event.pos, self.shown, self.decider)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.click_at(event.pos)
            elif event.button == 3:
                self._unpick()
                self.build()

    def _key(self, event: pygame.event.Event) -> bool:
        """D steps through the dice, Backspace drops the picks, E ends the turn; Tab and
        Enter on the list stay the form's."""
        if not self.human_turn():
            return False
        key = event.key
        if key == pygame.K_d:
            free = feuville_aim.dice_free(self.legal())
            order = [die for die in DIE_KEYS if die is None or die in free]
            self.pick_die(order[(order.index(self.die) + 1) % len(order)])
            self.form.refocus("choice0")
        elif key == pygame.K_BACKSPACE:
            self._unpick()
            self.build()
        elif key == pygame.K_e and EndTurn() in self.legal():
            self.take(EndTurn())
        else:
            return False
        return True

    # -- showing events ---------------------------------------------------------------------

    def animating(self) -> bool:
        return (self.dice_roll is not None and not self.dice_roll.done) or self.dragon > 0

    def animate(self, dt: float) -> None:
        if self.dice_roll is not None:
            self.dice_roll.step(dt)
            if self.dice_roll.done:
                self.dice_roll = None
        self.dragon = max(0.0, self.dragon - dt)

    def show(self, event: Event) -> bool:
        """The dice roll into the tray; a double's dragon glows; the end opens the results."""
        if isinstance(event, DiceRolled):
            seed = len(self.session.controller.record.actions)
            self.dice_roll = self.board.roll(event.dice, seed, self.speed)
            self.app.sounds.play("clack")
        elif isinstance(event, DragonAttacked) and self.speed:
            self.dragon = DRAGON_SECONDS / self.speed  # with animations off, no glow
        elif isinstance(event, GameEnded):
            from favelas_app.ui.scenes.results import ResultsScene

            self.app.scenes.replace(ResultsScene(self.app, self.session))
            return False
        return True

    # -- drawing ----------------------------------------------------------------------------

    def _dice_spots(self) -> tuple[Spot | None, Spot | None]:
        """Where each die lies this turn: on what it was used for, else in the tray."""
        spots: list[Spot | None] = [None, None]
        for entry in reversed(self.log.entries):
            if isinstance(entry.event, DiceRolled):
                break
            if isinstance(entry.event, DieUsed):
                for die in (0, 1) if entry.event.die == GNOME else (entry.event.die,):
                    spots[die] = spots[die] or die_spot(entry.event)
        return spots[0], spots[1]

    def _board_hints(self, view: FeuvilleState) -> BoardHints:
        last = last_spots(self.last_move.events)
        if self.dragon > 0:
            last |= {DRAGON_SPOT}
        return BoardHints(
            highlighted=choices(view, self.options(), self.die),
            hover=self.board_hover,
            last=last,
            dice=self._dice_spots(),
            show_dice=self.dice_roll is None,
        )

    def _focused_action(self) -> Action | None:
        """The choice focused in the list, else the one action of the spot pointed at."""
        focused = self.form.focused
        if isinstance(focused, ChoiceRow):
            return focused.action
        if self.town_hover is not None and self.legal():
            actions = feuville_aim.in_town(self.legal(), self.decider, *self.town_hover)
            if len(actions) == 1:
                return actions[0]
        return None

    def _town_hints(self, view: FeuvilleState) -> dict[int, TownHints]:
        decider = self.decider
        hover = dict([self.town_hover]) if self.town_hover is not None else {}
        hints = {
            p: TownHints(hover=hover.get(p), deciding=p == decider) for p in range(view.players)
        }
        legal = self.legal()
        if not legal:
            return hints
        build = feuville_aim.build_spots(view, self.options(), decider)
        ghost = None
        spot = hover.get(decider)
        tile = self._held_tile()
        if spot is not None and tile is not None:
            level = feuville_aim.level_at(view, decider, spot.x)
            if (spot.x, level) in build:
                ghost = (tile, spot.x, level)
        scored = feuville_aim.scored(self.state, decider, self._focused_action())
        hints[decider] = TownHints(
            build=build,
            ghost=ghost,
            hover=spot,
            scored=(scored,) if scored is not None else (),
            burnable=feuville_aim.burnable(legal),
            deciding=True,
        )
        return hints

    def _held_tile(self) -> int | None:
        """The building tile the decider holds to build (None: none)."""
        tasks = self.state.tasks
        if tasks and tasks[0].kind is TaskKind.PLACE_TILE:
            return tasks[0].item
        return None

    def draw_table(self, surface: pygame.Surface, view: FeuvilleState) -> None:
        layout = self.layout
        pygame.draw.rect(surface, theme.PANEL, layout.header)
        room = layout.header.right - UNDO_LEFT - 8 - TURN_LEFT
        self.draw_turn(surface, (TURN_LEFT, layout.header.centery), room)
        self.board.draw(surface, view, self._board_hints(view))
        if self.dice_roll is not None:
            for x, y, angle, face in self.dice_roll.poses():
                self.board.draw_die(surface, (x, y), face, angle)
        elif self.die in (0, 1) and self.human_turn():
            centre = self.board.die_position(self.die, None)
            radius = round(self.board.die_size * DIE_REACH)
            pygame.draw.circle(surface, theme.FOCUS, centre, radius, 3)
        self.towns.draw(surface, view, self.decider, self.session.names, self._town_hints(view))
        self.draw_prompt(surface, 0, True)
        panel(surface, layout.choices, theme.PANEL)
        font = self.app.fonts.get("body", True)
        at = (layout.choices.left + 12, layout.choices.top + 6)
        draw_text(surface, font, self.app.text("feuville.ui.choices"), at, theme.ACCENT,
                  width=layout.choices.width - 24)  # fmt: skip

    def prompt_text(self, with_help: bool = True) -> str:
        """The rules' prompt, how to choose, and what the focused choice would do in full."""
        if not self.human_turn():
            return ""
        text = super().prompt_text(with_help)
        if not with_help:
            return text
        help_key = "feuville.ui.help_task" if self.state.tasks else "feuville.ui.help_turn"
        text = f"{text} {self.app.text(help_key)}"
        action = self._focused_action()
        if action is not None:
            what = describe.action_text(self.app.catalog, self.state, action)
            text = f"{text}\n{self.app.text('feuville.ui.click_to', action=what)}"
        return text
