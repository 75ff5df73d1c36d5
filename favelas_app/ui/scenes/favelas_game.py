"""The Favelas table: boards in isometric 3D, tiles, council board, and a person's input.

The scene never changes the game itself: clicks and keys become actions for the session's
controller, and the events that come back are shown one after another (a tile dropping,
dice rolling, the year-end overlay) before the next person or AI may act. An AI seat thinks
on a thread of its own (ui/ai_turn.py) while the table keeps drawing, with a turning sign
beside its name; its move comes no sooner than AI_PAUSE after it began to think.
"""

from __future__ import annotations

from collections import deque
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
    PlayerPassed,
    TilePlaced,
    TileTaken,
    YearBlocked,
    YearScored,
    YearStarted,
)
from favelas_app.games.favelas.geometry import CELL_INDEX, footprint
from favelas_app.games.favelas.state import FavelasState, Step
from favelas_app.ui import theme
from favelas_app.ui.ai_turn import AiTurn, draw_thinking
from favelas_app.ui.physics import DiceRoll, DieNudge, TileDrop
from favelas_app.ui.render.favelas_boards import BoardHints, BoardRenderer, Ghost
from favelas_app.ui.render.favelas_council import die_centre, draw_council
from favelas_app.ui.scene import Scene
from favelas_app.ui.scenes.favelas_layout import TileButton, table_layout
from favelas_app.ui.session import Session
from favelas_app.ui.theme import draw_text, draw_wrapped, panel, wrap
from favelas_app.ui.widgets import Button, Form

AI_PAUSE = 0.7  # least seconds from an AI starting to think to its step (normal speed)
FORCED_PAUSE = 1.1  # seconds a forced die move is shown before it is applied
DROP_HEIGHT = 140.0  # pixels a placed tile falls
LOG_LINES = 4
SUPPLY_TOP, FACE_DOWN_TOP, ROW = 40, 260, 64  # tile buttons in the tiles panel
PROMPT_BUTTONS = 50  # the strip at the foot of the prompt panel for Pass or ▲/▼
TURN_LEFT = 260  # where whose turn it is starts in the header, right of the year
UNDO_LEFT = 280  # the Undo button's left end, from the header's right end
UNDO_WIDTH = 136
THINKING_GAP = 12  # between "… is thinking…" and the turning sign
ROW_STEP = {pygame.K_UP: -1, pygame.K_DOWN: +1}
COLUMN_STEP = {pygame.K_LEFT: -1, pygame.K_RIGHT: +1}


class FavelasScene(Scene):
    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.direction = 0
        self.hover: tuple[int, int] | None = None
        self.notice = ""  # the last refusal or explanation, in words
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.shown_dice = self.state.dice
        self.queue: deque[Event] = deque()
        self.drops: dict[tuple[int, tuple[int, int]], TileDrop] = {}
        self.roll: DiceRoll | None = None
        self.nudges: dict[str, DieNudge] = {}
        self.timer = 0.0
        self.ai = AiTurn()
        self.clock = 0.0  # seconds the scene has run: the thinking sign turns with it
        self._was_busy = False
        self._reasons: dict[tuple[int, int], str | None] = {}
        self._reasons_key: object = None
        self.relayout()

    # -- shortcuts --------------------------------------------------------------------------

    @property
    def state(self) -> FavelasState:
        return self.session.state

    @property
    def speed(self) -> float:
        return self.app.settings.animation_factor

    @property
    def player(self) -> int:
        """The deciding player, or the last to play once the game is over."""
        decision = self.state.decision
        return decision.players[0] if decision else self.state.current

    @property
    def busy(self) -> bool:
        """Something is still being shown; nobody may act until it is done."""
        return bool(self.queue or self.drops or self.roll or self.nudges)

    def human_turn(self) -> bool:
        return (
            not self.busy and self.state.decision is not None and self.session.is_human(self.player)
        )

    def name(self, player: int) -> str:
        return self.session.controller.record.setup.name_of(player)

    # -- layout and widgets -----------------------------------------------------------------

    def relayout(self) -> None:
        """New renderers (their caches hold text and sizes) and buttons."""
        self.layout = table_layout(self.state.players)
        self.boards = BoardRenderer(self.layout.active_board)
        self.small_boards = [BoardRenderer(rect) for rect in self.layout.other_boards]
        self.build()

    def build(self) -> None:
        """Rebuilds the buttons for the current state (after every change), keeping the focus.

        While a tile is being placed nothing is focused, so Enter places it; Tab reaches the
        buttons.
        """
        focus = self.form.focused if hasattr(self, "form") else None
        self.form = Form(self._widgets(), on_activate=lambda: self.app.sounds.play("click"))
        if self.human_turn() and self.state.step is Step.PLACE:
            self.form.focus = -1
        elif focus is not None:
            self.form.refocus(focus.key)

    def _widgets(self) -> list:
        t, s = self.app.text, self.state
        symbols = self.app.settings.colour_symbols
        mine = self.human_turn()
        legal = self.session.game.legal_actions(s) if mine else []
        area = self.layout.tiles
        # (key, offset from the panel top, tile shown face up, caption, action)
        sources: list[tuple[str, int, str | None, str, Action]] = [
            (
                f"supply{i}",
                SUPPLY_TOP + i * ROW,
                tile,
                t("favelas.ui.take_supply", tile=describe.tile_text(self.app.catalog, tile)),
                TakeFromSupply(tile),
            )
            for i, tile in enumerate(s.supply)
        ]
        sources.append(
            (
                "stack",
                FACE_DOWN_TOP,
                None,
                t("favelas.ui.draw_stack", count=len(s.stack)),
                DrawFromStack(),
            )
        )
        sources.append(
            (
                "singles",
                FACE_DOWN_TOP + ROW,
                None,
                t("favelas.ui.draw_single", count=len(s.singles)),
                DrawSingle(),
            )
        )
        widgets: list = []
        for key, top, tile, caption, action in sources:
            button = TileButton(
                pygame.Rect(area.left + 8, area.top + top, area.width - 16, ROW - 6),
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
        header = self.layout.header
        undo_enabled = mine and self.session.controller.can_undo(self.player)
        widgets.append(
            self._button(
                pygame.Rect(header.right - UNDO_LEFT, 10, UNDO_WIDTH, 40),
                "favelas.ui.undo",
                self.undo,
                undo_enabled,
                "undo",
            )
        )
        widgets.append(
            self._button(
                pygame.Rect(header.right - 136, 10, 120, 40),
                "favelas.ui.menu",
                self.open_pause,
                True,
                "menu",
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

    # -- acting -----------------------------------------------------------------------------

    def act(self, action: Action) -> None:
        """Hands a person's action to the controller; a refusal is explained, nothing lost."""
        if not self.human_turn():
            return
        self._submit(action)

    def _submit(self, action: Action) -> None:
        try:
            events = self.session.controller.submit(action)
        except IllegalAction as refusal:
            self.notice = describe.refusal_text(self.app.catalog, refusal)
            self.app.sounds.play("click")
            return
        self.notice = ""
        self.timer = 0.0
        self.queue.extend(events)
        self._was_busy = True
        self.build()

    def undo(self) -> None:
        if not self.human_turn() or not self.session.controller.can_undo(self.player):
            return
        self.session.controller.undo()
        self.shown_dice = self.state.dice
        self.notice = self.app.text("favelas.ui.undone")
        self.build()

    def open_pause(self) -> None:
        from favelas_app.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self.session))

    def resume(self) -> None:
        self.build()

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

    def handle(self, event: pygame.event.Event) -> None:
        placing = self.human_turn() and self.state.step is Step.PLACE
        adjusting = self.human_turn() and self.state.step is Step.ADJUST
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return
            ctrl_z = event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
            if ctrl_z or event.key == pygame.K_u:
                self.undo()
                return
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
            self.hover = self.boards.cell_at(event.pos, self._houses(self.player))
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

    # -- time -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self._animate(dt)
        while self.queue and not (self.drops or self.roll or self.nudges):
            if not self._show(self.queue.popleft()):
                return  # an overlay took over; the rest waits until it closes
        if self.busy != self._was_busy:
            self._was_busy = self.busy
            self.build()  # the buttons wake up when the show is over
        if self.busy or self.state.decision is None:
            return
        player = self.player
        if not self.session.is_human(player):
            action = self.ai.step(
                dt,
                self.session.game,
                self.state,
                self.session.controller.record,  # a new record after every move, undo, load
                player,
                self.session.agents[player],
                AI_PAUSE * _pace(self.speed),
            )
            if action is not None:
                self._submit(action)
            return
        self.ai.drop()  # the seat went to a person while its AI was thinking
        self.timer += dt
        legal = self.session.game.legal_actions(self.state)
        forced = self.state.step is Step.ADJUST and len(legal) == 1
        if forced and self.timer >= FORCED_PAUSE * _pace(self.speed):
            self._submit(legal[0])

    def _animate(self, dt: float) -> None:
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

    def _show(self, event: Event) -> bool:
        """Starts showing one event; False if it opened an overlay."""
        t, names = self.app.text, self.name
        if isinstance(event, TileTaken):
            key = {
                "supply": "favelas.log.took",
                "stack": "favelas.log.drew",
                "singles": "favelas.log.drew_single",
            }[event.source]
            self.log.append(
                t(
                    key,
                    player=names(event.player),
                    tile=describe.tile_text(self.app.catalog, event.tile),
                )
            )
        elif isinstance(event, TilePlaced):
            for cell in event.cells:
                self.drops[(event.player, cell)] = TileDrop(DROP_HEIGHT, self.speed)
            self.app.sounds.play("clack")
            self.log.append(t("favelas.log.placed", player=names(event.player), level=event.level))
        elif isinstance(event, DieAdjusted):
            old = self.shown_dice
            index = DICE.index(event.die)
            self.shown_dice = (*old[:index], event.value, *old[index + 1 :])
            self.nudges[event.die] = DieNudge(event.value - event.delta, event.value, self.speed)
            die = t(f"favelas.die.{event.die}")
            self.log.append(
                t("favelas.log.die", player=names(event.player), die=die, value=event.value)
            )
        elif isinstance(event, EndOfYearRevealed):
            self.log.append(t("favelas.log.end_of_year", year=event.year))
            self.app.sounds.play("chime")
        elif isinstance(event, PlayerPassed):
            self.log.append(t("favelas.log.passed", player=names(event.player)))
        elif isinstance(event, YearBlocked):
            self.log.append(t("favelas.log.blocked", year=event.year))
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
            self.log.append(t("favelas.log.year_started", year=event.year))
        elif isinstance(event, GameEnded):
            from favelas_app.ui.scenes.results import ResultsScene

            self.app.scenes.replace(ResultsScene(self.app, self.session))
            return False
        return True

    # -- drawing ----------------------------------------------------------------------------

    def _houses(self, player: int):
        return self.state.boards[player]

    def _hints(self, player: int, active: bool) -> BoardHints:
        symbols = self.app.settings.colour_symbols
        lifted = {cell: drop.offset for (p, cell), drop in self.drops.items() if p == player}
        if not active or not (self.human_turn() and self.state.step is Step.PLACE):
            return BoardHints(lifted=lifted, symbols=symbols)
        reasons = self.reasons()
        highlighted = frozenset(cell for cell, reason in reasons.items() if reason is None)
        ghost = None
        if self.hover is not None and self.state.held is not None:
            colours = TILES[self.state.held].colours
            cells = footprint(*self.hover, self.direction, len(colours))
            heights = [len(self._houses(player)[CELL_INDEX[c]]) for c in cells if c in CELL_INDEX]
            ghost = Ghost(cells, colours, max(heights), reasons.get(self.hover) is None)
        return BoardHints(highlighted, ghost, self.hover, lifted, symbols)

    def draw(self, surface: pygame.Surface) -> None:
        s, layout, fonts, t = self.state, self.layout, self.app.fonts, self.app.text
        self._draw_header(surface)
        active = self.player
        others = [(active + i) % s.players for i in range(1, s.players)]
        panel(surface, layout.active_board, theme.PANEL)
        self.boards.draw(
            surface, self._houses(active), s.layouts[active], self._hints(active, True)
        )
        self._board_caption(surface, layout.active_board, active, "large")
        for renderer, rect, player in zip(
            self.small_boards, layout.other_boards, others, strict=True
        ):
            panel(surface, rect, theme.PANEL)
            renderer.draw(
                surface, self._houses(player), s.layouts[player], self._hints(player, False)
            )
            self._board_caption(surface, rect, player, "small")
        panel(surface, layout.tiles, theme.PANEL)
        draw_text(
            surface,
            fonts.get("body", True),
            t("favelas.ui.supply"),
            (layout.tiles.left + 14, layout.tiles.top + SUPPLY_TOP - 30),
            width=layout.tiles.width - 28,
        )
        draw_text(
            surface,
            fonts.get("body", True),
            t("favelas.ui.face_down"),
            (layout.tiles.left + 14, layout.tiles.top + FACE_DOWN_TOP - 30),
            width=layout.tiles.width - 28,
        )
        panel(surface, layout.council, theme.PANEL)
        poses = self._die_poses()
        font = fonts.get("small", True)
        draw_council(
            surface, layout.council, self.shown_dice, s.track, self.session.names, font, poses
        )
        self._draw_prompt(surface)
        self.form.draw(surface, fonts)

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
            "favelas.ui.board_caption", player=self.name(player), points=self.state.track[player]
        )
        colour = theme.ACCENT if player == self.player else theme.TEXT
        at = (rect.left + 12, rect.top + 8)
        draw_text(surface, fonts.get(role, True), text, at, colour, width=rect.width - 24)

    def _draw_header(self, surface: pygame.Surface) -> None:
        s, fonts, t = self.state, self.app.fonts, self.app.text
        header = self.layout.header
        pygame.draw.rect(surface, theme.PANEL, header)
        year = t("favelas.ui.year", year=s.year, years=YEARS)
        large = fonts.get("large", True)
        room = TURN_LEFT - 16 - 8
        draw_text(surface, large, year, (16, header.centery), theme.ACCENT, "midleft", room)
        if s.decision is None:
            return
        room = header.right - UNDO_LEFT - 8 - TURN_LEFT  # up to the Undo button
        at = (TURN_LEFT, header.centery)
        font = fonts.get("large")
        if self.session.is_human(self.player):
            who = t("favelas.ui.turn", player=self.name(self.player))
            draw_text(surface, font, who, at, theme.TEXT, "midleft", room)
            return
        who = t("favelas.ui.ai_turn", player=self.name(self.player))
        radius = font.get_height() // 2
        sign = 2 * radius + THINKING_GAP  # the thinking sign right of the text
        drawn = draw_text(surface, font, who, at, theme.TEXT, "midleft", room - sign)
        centre = (min(drawn.right, TURN_LEFT + room - sign) + THINKING_GAP + radius, at[1])
        draw_thinking(surface, centre, radius, self.clock, theme.ACCENT)

    def prompt_text(self, with_help: bool = True) -> str:
        """What the person at the screen is asked to do now ("" while nobody may act);
        without the help on how to place a tile when a refusal needs the room."""
        t, s = self.app.text, self.state
        if not self.human_turn():
            return ""
        text = describe.decision_text(self.app.catalog, s, self.session.controller.record.setup)
        legal = self.session.game.legal_actions(s)
        if s.step is Step.PLACE and with_help:
            return f"{text} {t('favelas.ui.place_help')}"
        if s.step is Step.ADJUST and len(legal) == 1:
            die = s.pending_dice[0]
            key = "favelas.ui.forced_down" if legal[0].delta < 0 else "favelas.ui.forced_up"
            return t(key, die=t(f"favelas.die.{die}"), value=s.die(die))
        if legal == [Pass()]:
            return t("favelas.ui.must_pass", player=self.name(self.player))
        return text

    def notice_text(self) -> str:
        """A failed autosave, else the last refusal, else why the hovered spot is illegal."""
        if self.session.save_error:  # the game goes on, but the player must know
            reason = self.session.save_error.text(self.app.catalog)
            return self.app.text("favelas.ui.autosave_failed", reason=reason)
        placing = self.human_turn() and self.state.step is Step.PLACE
        if not self.notice and placing and self.hover is not None:
            return self.reasons().get(self.hover) or ""
        return self.notice

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        fonts, s = self.app.fonts, self.state
        rect = self.layout.prompt
        panel(surface, rect, theme.PANEL)
        inner = rect.inflate(-24, -20)
        buttons = any(w.key in ("pass", "up", "down") for w in self.form.widgets)
        # The text's room: the panel above the strip of Pass or ▲/▼ when they are shown.
        bottom = inner.bottom - (PROMPT_BUTTONS if buttons else 0)
        small = fonts.get("small")
        notice = self.notice_text()
        prompt = self.prompt_text(with_help=not notice)
        used = draw_wrapped(surface, small, prompt, inner, height=bottom - inner.top)
        if notice:
            area = pygame.Rect(inner.left, inner.top + used + 6, inner.width, inner.height)
            room = bottom - area.top
            used += 6 + draw_wrapped(surface, small, notice, area, theme.BAD, height=room)
        if not self.human_turn() or s.step is Step.SOURCE:
            font = fonts.get("small")
            height = inner.height - (PROMPT_BUTTONS if buttons else 0)
            room = (height - used - 6) // font.get_linesize()
            y = inner.top + used + 6
            for line in _latest_lines(font, list(self.log), inner.width, room):
                draw_text(surface, font, line, (inner.left, y), theme.MUTED, width=inner.width)
                y += font.get_linesize()


def _latest_lines(font: pygame.font.Font, log: list[str], width: int, room: int) -> list[str]:
    """The newest log entries that fit whole in `room` lines, each wrapped to `width`."""
    shown: list[str] = []
    for entry in reversed(log):
        lines = wrap(font, entry, width)
        if len(shown) + len(lines) > room:
            break
        shown[:0] = lines
    return shown


def _pace(speed: float) -> float:
    """How long pauses last at an animation speed: off still leaves a brief beat."""
    return 0.2 if speed == 0 else 1 / speed
