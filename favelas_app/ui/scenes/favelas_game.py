"""The Favelas table: boards in isometric 3D, tiles, council board, and a person's input.

Everything the table shares with other games (the controller, the event queue and its
pacing, AI turns, undo, the log, the prompt, focus, pause, the hand-off) is in ui/table;
this scene brings the boards, the tile buttons and the council, and shows each event (a
tile dropping, dice rolling, the year-end overlay). Favelas has no private information: no
hand-off is ever needed, and its rules hints read the session's state.

The board of the seat that moved last stays large, its last tile marked, until another
seat acts: people see an AI's placement, and the one before their own turn.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from favelas_app.core.protocol import Action, Event, IllegalAction
from favelas_app.games.favelas import describe
from favelas_app.games.favelas.actions import (
    AdjustDie,
    DrawFromStack,
    DrawSingle,
    Pass,
    PlaceTile,
    TakeFromSupply,
)
from favelas_app.games.favelas.components import BOARD_CELLS, DICE, DIRECTIONS, TILES, YEARS
from favelas_app.games.favelas.events import (
    DieAdjusted,
    EndOfYearRevealed,
    GameEnded,
    TilePlaced,
    YearScored,
    YearStarted,
)
from favelas_app.games.favelas.geometry import CELL_INDEX, footprint
from favelas_app.games.favelas.state import FavelasState, Step
from favelas_app.ui import theme
from favelas_app.ui.physics import DiceRoll, DieNudge, TileDrop
from favelas_app.ui.render.favelas_boards import BoardHints, BoardRenderer, Ghost
from favelas_app.ui.render.favelas_council import die_centre, draw_council
from favelas_app.ui.scenes.favelas_layout import TileButton, table_layout, tile_rows
from favelas_app.ui.session import Session
from favelas_app.ui.table.scene import TableScene
from favelas_app.ui.theme import draw_text, panel
from favelas_app.ui.widgets import Button, Widget

DROP_HEIGHT = 140.0  # pixels a placed tile falls
PROMPT_BUTTONS = 50  # the strip at the foot of the prompt panel for Pass or ▲/▼
TURN_LEFT = 260  # where whose turn it is starts in the header, right of the year
TURN_GAP = 24  # between a year too long for TURN_LEFT and whose turn it is
ROW_STEP = {pygame.K_UP: -1, pygame.K_DOWN: +1}
COLUMN_STEP = {pygame.K_LEFT: -1, pygame.K_RIGHT: +1}


class FavelasScene(TableScene):
    describe = describe

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.direction = 0
        self.hover: tuple[int, int] | None = None
        self.shown_dice = self.state.dice
        self.drops: dict[tuple[int, tuple[int, int]], TileDrop] = {}
        self.roll: DiceRoll | None = None
        self.nudges: dict[str, DieNudge] = {}
        self._reasons: dict[tuple[int, int], str | None] = {}
        self._reasons_key: object = None
        self.relayout()

    # -- shortcuts --------------------------------------------------------------------------

    @property
    def state(self) -> FavelasState:
        """The true state: for the rules hints only (Favelas hides nothing from a seat that
        the table shows); drawing goes from `shown`."""
        return self.session.state

    @property
    def player(self) -> int:
        """The deciding player, or the last to play once the game is over."""
        decision = self.state.decision
        return decision.players[0] if decision else self.state.current

    @property
    def featured(self) -> int:
        """The player whose board is drawn large: who moved last, until another seat acts;
        the deciding player before anyone has moved."""
        actor = self.last_move.actor
        return self.player if actor is None else actor

    def placing(self) -> bool:
        return self.human_turn() and self.state.step is Step.PLACE

    # -- the table's hooks ------------------------------------------------------------------

    def relayout(self) -> None:
        """New renderers (their caches hold text and sizes) and buttons."""
        self.layout = table_layout(self.state.players, self.app.fonts.scale)
        self.headings = (0, 0)  # the tops of the tiles panel's headings (set by build)
        self.boards = BoardRenderer(self.layout.active_board)
        self.small_boards = [BoardRenderer(rect) for rect in self.layout.other_boards]
        self.build()

    def prompt_rect(self) -> pygame.Rect:
        return self.layout.prompt

    def next_focus(self) -> str | None:
        """Nothing while a tile is placed (Enter places it; Tab reaches the buttons), else the
        first choice open."""
        return None if self.placing() else super().next_focus()

    def focus_point(self) -> tuple[int, int]:
        if self.placing() and self.hover is not None and self.form.focused is None:
            x, y = self.boards.top_centre(
                self.hover, len(self._houses(self.player)[CELL_INDEX[self.hover]])
            )
            return round(x), round(y)
        return super().focus_point()

    def hover_reason(self) -> str:
        if self.placing() and self.hover is not None:
            return self.reasons().get(self.hover) or ""
        return ""

    def restored(self) -> None:
        self.shown_dice = self.state.dice

    def forced_action(self) -> Action | None:
        legal = self.session.game.legal_actions(self.state)
        return legal[0] if self.state.step is Step.ADJUST and len(legal) == 1 else None

    def game_widgets(self, view: FavelasState) -> list[Widget]:
        t, s = self.app.text, view
        symbols = self.app.settings.colour_symbols
        mine = self.human_turn()
        legal = self.session.game.legal_actions(s) if mine else []
        area = self.layout.tiles
        # (key, tile shown face up, caption, action)
        sources: list[tuple[str, str | None, str, Action]] = [
            (
                f"supply{i}",
                tile,
                t("favelas.ui.take_supply", tile=describe.tile_text(self.app.catalog, tile)),
                TakeFromSupply(tile),
            )
            for i, tile in enumerate(s.supply)
        ]
        sources.append(
            (
                "stack",
                None,
                t("favelas.ui.draw_stack", count=len(s.stack)),
                DrawFromStack(),
            )
        )
        sources.append(
            (
                "singles",
                None,
                t("favelas.ui.draw_single", count=len(s.singles)),
                DrawSingle(),
            )
        )
        captions = [caption for _, _, caption, _ in sources]
        rows, self.headings = tile_rows(area, self.app.fonts, captions, len(s.supply))
        widgets: list = []
        for (key, tile, caption, action), rect in zip(sources, rows, strict=True):
            button = TileButton(
                rect,
                tile,
                caption,
                lambda a=action: self.act(a),
                action in legal,
                symbols,
                single=key == "singles",
            )
            button.key = key
            widgets.append(button)
        prompt = self.layout.prompt
        row = pygame.Rect(
            prompt.left + 12, prompt.bottom - PROMPT_BUTTONS, (prompt.width - 36) // 2, 40
        )
        if Pass() in legal:
            widgets.append(
                self._button(
                    row.union(row.move(row.width + 12, 0)),
                    "favelas.ui.pass",
                    lambda: self.act(Pass()),
                    True,
                    "pass",
                )
            )
        if s.step is Step.ADJUST and mine:
            die = s.pending_dice[0]
            value = s.die(die)
            up, down = AdjustDie(die, +1), AdjustDie(die, -1)
            widgets.append(
                self._button(
                    row,
                    "favelas.ui.die_up",
                    lambda: self.act(up),
                    up in legal,
                    "up",
                    value=value + 1,
                )
            )
            widgets.append(
                self._button(
                    row.move(row.width + 12, 0),
                    "favelas.ui.die_down",
                    lambda: self.act(down),
                    down in legal,
                    "down",
                    value=value - 1,
                )
            )
        return widgets

    def _button(
        self,
        rect: pygame.Rect,
        key: str,
        on_click: Callable[[], None],
        enabled: bool,
        name: str,
        **params: object,
    ) -> Button:
        button = Button(rect, self.app.text(key, **params), on_click, enabled, role="small")
        button.key = name
        return button

    # -- placing ----------------------------------------------------------------------------

    def _placement(self, cell: tuple[int, int]) -> PlaceTile:
        return PlaceTile(cell[0], cell[1], self.direction)

    def reasons(self) -> dict[tuple[int, int], str | None]:
        """For each house, why the held tile cannot start there now (None: it can)."""
        key = (self.session.controller.record.actions, self.direction, self.app.catalog)
        if key != self._reasons_key:
            self._reasons_key = key
            self._reasons = {}
            for cell in BOARD_CELLS:
                try:
                    self.session.game.apply(self.state, self._placement(cell))
                    self._reasons[cell] = None
                except IllegalAction as refusal:
                    self._reasons[cell] = describe.refusal_text(self.app.catalog, refusal)
        return self._reasons

    def rotate(self, delta: int) -> None:
        self.direction = (self.direction + delta) % len(DIRECTIONS)

    def move_cursor(self, dq: int, dr: int) -> None:
        if self.hover is None:
            self.hover = BOARD_CELLS[0]
            return
        q, r = self.hover[0] + dq, self.hover[1] + dr
        row = [cell for cell in BOARD_CELLS if cell[1] == r]
        if not row:
            return
        self.hover = min(row, key=lambda cell: abs(cell[0] - q))

    # -- input ------------------------------------------------------------------------------

    def handle_game(self, event: pygame.event.Event) -> None:
        placing = self.placing()
        adjusting = self.human_turn() and self.state.step is Step.ADJUST
        if event.type == pygame.KEYDOWN:
            if placing and self._place_key(event):
                return
            if adjusting and event.key in ROW_STEP:
                self.act(AdjustDie(self.state.pending_dice[0], -ROW_STEP[event.key]))
                return
        if placing and event.type == pygame.MOUSEWHEEL:
            self.rotate(1 if event.y > 0 else -1)
            return
        if self.form.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.boards.cell_at(event.pos, self._houses(self.featured))
            if placing and self.hover is not None:
                self.form.focus = -1  # back on the board: Enter places again
        elif placing and event.type == pygame.MOUSEBUTTONDOWN:
            cell = self.boards.cell_at(event.pos, self._houses(self.player))
            if event.button == 1 and cell is not None:
                self.hover = cell
                self.act(self._placement(cell))
            elif event.button == 3:
                self.rotate(1)

    def _place_key(self, event: pygame.event.Event) -> bool:
        """Keys on the board while placing; Tab still reaches the buttons (then Enter is theirs)."""
        if event.key == pygame.K_r:
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in COLUMN_STEP or event.key in ROW_STEP:
            self.form.focus = -1
            self.move_cursor(COLUMN_STEP.get(event.key, 0), ROW_STEP.get(event.key, 0))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.form.focused is None:
            if self.hover is not None:
                self.act(self._placement(self.hover))
        else:
            return False
        return True

    # -- showing events ---------------------------------------------------------------------

    def animating(self) -> bool:
        return bool(self.drops or self.roll or self.nudges)

    def animate(self, dt: float) -> None:
        for key, drop in list(self.drops.items()):
            drop.step(dt)
            if drop.done:
                del self.drops[key]
        for die, nudge in list(self.nudges.items()):
            nudge.step(dt)
            if nudge.done:
                del self.nudges[die]
        if self.roll is not None:
            self.roll.step(dt)
            if self.roll.done:
                self.roll = None

    def show(self, event: Event) -> bool:
        """Starts showing one event (its log line is the table's); False if it opened an
        overlay."""
        if isinstance(event, TilePlaced):
            for cell in event.cells:
                self.drops[(event.player, cell)] = TileDrop(DROP_HEIGHT, self.speed)
            self.app.sounds.play("clack")
        elif isinstance(event, DieAdjusted):
            old = self.shown_dice
            index = DICE.index(event.die)
            self.shown_dice = (*old[:index], event.value, *old[index + 1 :])
            self.nudges[event.die] = DieNudge(event.value - event.delta, event.value, self.speed)
        elif isinstance(event, EndOfYearRevealed):
            self.app.sounds.play("chime")
        elif isinstance(event, YearScored):
            from favelas_app.ui.scenes.year_end import YearEndScene

            self.app.scenes.push(YearEndScene(self.app, self.session, event))
            return False
        elif isinstance(event, YearStarted):
            self.shown_dice = tuple(value for _, value in event.dice)
            targets = [die_centre(self.layout.council, die) for die, _ in event.dice]
            seed = self.session.controller.record.seed + event.year
            self.roll = DiceRoll(targets, self.shown_dice, seed, self.speed)
            self.app.sounds.play("dice")
        elif isinstance(event, GameEnded):
            from favelas_app.ui.scenes.results import ResultsScene

            self.app.scenes.replace(ResultsScene(self.app, self.session))
            return False
        return True

    # -- drawing ----------------------------------------------------------------------------

    def _houses(self, player: int):
        return self.shown.boards[player]

    def _marked(self, player: int) -> frozenset[tuple[int, int]]:
        """The cells of the tile `player` placed in the last move, if that move was theirs."""
        move = self.last_move
        if move.actor != player:
            return frozenset()
        placed = [e for e in move.events if isinstance(e, TilePlaced) and e.player == player]
        return frozenset(placed[-1].cells) if placed else frozenset()

    def _hints(self, player: int, active: bool) -> BoardHints:
        symbols = self.app.settings.colour_symbols
        lifted = {cell: drop.offset for (p, cell), drop in self.drops.items() if p == player}
        marked = self._marked(player)
        if not active or not self.placing():
            return BoardHints(lifted=lifted, symbols=symbols, marked=marked)
        reasons = self.reasons()
        highlighted = frozenset(cell for cell, reason in reasons.items() if reason is None)
        ghost = None
        if self.hover is not None and self.state.held is not None:
            colours = TILES[self.state.held].colours
            cells = footprint(*self.hover, self.direction, len(colours))
            heights = [len(self._houses(player)[CELL_INDEX[c]]) for c in cells if c in CELL_INDEX]
            ghost = Ghost(cells, colours, max(heights), reasons.get(self.hover) is None)
        return BoardHints(highlighted, ghost, self.hover, lifted, symbols, marked)

    def draw_table(self, surface: pygame.Surface, view: FavelasState) -> None:
        layout, fonts, t = self.layout, self.app.fonts, self.app.text
        self._draw_header(surface, view)
        large = self.featured
        others = [(large + i) % view.players for i in range(1, view.players)]
        panel(surface, layout.active_board, theme.PANEL)
        self.boards.draw(
            surface, self._houses(large), view.layouts[large], self._hints(large, True)
        )
        self._board_caption(surface, layout.active_board, large, "large")
        for renderer, rect, player in zip(
            self.small_boards, layout.other_boards, others, strict=True
        ):
            panel(surface, rect, theme.PANEL)
            renderer.draw(
                surface, self._houses(player), view.layouts[player], self._hints(player, False)
            )
            self._board_caption(surface, rect, player, "small")
        panel(surface, layout.tiles, theme.PANEL)
        draw_text(
            surface,
            fonts.get("body", True),
            t("favelas.ui.supply"),
            (layout.tiles.left + 14, self.headings[0]),
            width=layout.tiles.width - 28,
        )
        draw_text(
            surface,
            fonts.get("body", True),
            t("favelas.ui.face_down"),
            (layout.tiles.left + 14, self.headings[1]),
            width=layout.tiles.width - 28,
        )
        panel(surface, layout.council, theme.PANEL)
        poses = self._die_poses()
        font = fonts.get("small", True)
        draw_council(
            surface, layout.council, self.shown_dice, view.track, self.session.names, font, poses
        )
        buttons = any(w.key in ("pass", "up", "down") for w in self.form.widgets)
        # The log shows while nobody at the screen places a tile or moves a die.
        with_log = not self.human_turn() or view.step is Step.SOURCE
        self.draw_prompt(surface, PROMPT_BUTTONS if buttons else 0, with_log)

    def _die_poses(self) -> dict[str, tuple[float, float, float, int]]:
        poses: dict[str, tuple[float, float, float, int]] = {}
        if self.roll is not None:
            for die, pose in zip(DICE, self.roll.poses(), strict=True):
                poses[die] = pose
        for die, nudge in self.nudges.items():
            x, y = die_centre(self.layout.council, die)
            poses[die] = (x, y - nudge.offset, 0.0, nudge.face)
        return poses

    def _board_caption(
        self, surface: pygame.Surface, rect: pygame.Rect, player: int, size: str
    ) -> None:
        fonts, t = self.app.fonts, self.app.text
        role = "large" if size == "large" else "small"
        text = t(
            "favelas.ui.board_caption", player=self.name(player), points=self.shown.track[player]
        )
        colour = theme.ACCENT if player == self.player else theme.TEXT
        at = (rect.left + 12, rect.top + 8)
        draw_text(surface, fonts.get(role, True), text, at, colour, width=rect.width - 24)

    def _draw_header(self, surface: pygame.Surface, view: FavelasState) -> None:
        fonts, t = self.app.fonts, self.app.text
        header = self.layout.header
        pygame.draw.rect(surface, theme.PANEL, header)
        year = t("favelas.ui.year", year=view.year, years=YEARS)
        large = fonts.get("large", True)
        drawn = draw_text(surface, large, year, (16, header.centery), theme.ACCENT, "midleft")
        left = max(TURN_LEFT, drawn.right + TURN_GAP)
        room = self.control_rects()[0].left - 8 - left  # up to the Undo button
        self.draw_turn(surface, (left, header.centery), room)

    def prompt_text(self, with_help: bool = True) -> str:
        """What the person at the screen is asked to do now ("" while nobody may act);
        without the help on how to place a tile when a notice needs the room."""
        t, s = self.app.text, self.shown
        if not self.human_turn():
            return ""
        text = describe.decision_text(self.app.catalog, s, self.session.controller.record.setup)
        legal = self.session.game.legal_actions(self.state)
        if s.step is Step.PLACE and with_help:
            return f"{text} {t('favelas.ui.place_help')}"
        if s.step is Step.ADJUST and len(legal) == 1:
            die = s.pending_dice[0]
            key = "favelas.ui.forced_down" if legal[0].delta < 0 else "favelas.ui.forced_up"
            return t(key, die=t(f"favelas.die.{die}"), value=s.die(die))
        if legal == [Pass()]:
            return t("favelas.ui.must_pass", player=self.name(self.player))
        return text
