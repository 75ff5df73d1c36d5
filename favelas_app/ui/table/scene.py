"""`TableScene`: what every game's scene shares at the table, written once.

The scene never changes the game itself: clicks and keys become actions for the session's
controller; a refusal comes back as a bubble at the pointer and a line in the prompt. The
events of each step wait in a queue and are shown one after another (`show`, while
`animating`), each entering the game log as it is shown, before the next person or AI may
act. An AI seat thinks on a worker thread (ui/ai_turn.py) while the table keeps drawing,
with a turning sign beside its name; its move comes no sooner than AI_PAUSE after it began.

What is drawn comes from `shown`: the view of the seat at the screen, never the full state,
so a game with private information (`private`) cannot draw another seat's secrets. When
such a game's next decision belongs to another person than the one at the screen, the
hand-off screen covers the table first, and the new seat's view is made only once they
confirm. After each step the keyboard focus goes to the next thing to do (`next_focus`),
never to the table's own buttons.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import partial
from types import ModuleType
from typing import Any

import pygame

from favelas_app.core.protocol import Action, Event, IllegalAction
from favelas_app.ui import theme
from favelas_app.ui.ai_turn import AiTurn, draw_thinking
from favelas_app.ui.scene import Scene
from favelas_app.ui.session import Session
from favelas_app.ui.table.handoff import HandoffScene, first_at_screen, handoff_to
from favelas_app.ui.table.log import GameLog, LastMove, LogEntry
from favelas_app.ui.table.notice import Note, draw_bubble
from favelas_app.ui.table.pacing import AI_PAUSE, BUBBLE_SECONDS, FORCED_PAUSE, pace
from favelas_app.ui.theme import draw_text, draw_wrapped
from favelas_app.ui.widgets import Button, Form, Widget

NOBODY = -1  # the seat of a view that shows only what every seat may see
THINKING_GAP = 12  # between "… is thinking…" and the turning sign
LOG_GAP = 6  # between the prompt's texts and the log below them
SCROLL_KEYS = {pygame.K_PAGEUP: +3, pygame.K_PAGEDOWN: -3}  # log lines per key press
CONTROLS = ("undo", "menu")  # the keys of the table's own buttons
UNDO_WIDTH, MENU_WIDTH, CONTROL_GAP = 136, 120, 8  # the table's buttons at their narrowest


class TableScene(Scene):
    """A game at the table. Subclasses set `describe` and `private` and give the hooks."""

    describe: ModuleType  # the game's words: event_text, decision_text, refusal_text
    private = False  # seats hold information the other seats may not see

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.log = GameLog.from_record(session.game, session.controller.record)
        self.queue: deque[LogEntry] = deque()
        self.ai = AiTurn()
        self.clock = 0.0  # seconds the scene has run: the thinking sign turns with it
        self.timer = 0.0  # seconds a person's decision has waited (forced steps)
        self.note: Note | None = None
        self.pointer = (0, 0)  # where the mouse was last seen
        self.by_keys = False  # the last input came from the keyboard
        self.at_screen = first_at_screen(self.private, self._humans())
        self.handing_off = False
        self.form = Form()
        self._was_busy = False
        self._focused_for: object = None  # the record the focus was last placed for
        self._shown_key: object = None
        self._shown: Any = None

    # -- the game, as this screen may see it ------------------------------------------------

    @property
    def deciding(self) -> int | None:
        decision = self.session.state.decision
        return decision.players[0] if decision else None

    @property
    def viewer(self) -> int:
        """The seat whose view is drawn: the one at the screen in a game with private
        information (NOBODY before anyone is); else any seat, as every view is the same."""
        if self.private:
            return NOBODY if self.at_screen is None else self.at_screen
        return 0

    @property
    def shown(self) -> Any:
        """`view(state, viewer)`: everything the table draws comes from this."""
        key = (self.session.controller.record, self.viewer)
        if key != self._shown_key:
            self._shown_key = key
            self._shown = self.session.game.view(self.session.state, self.viewer)
        return self._shown

    @property
    def last_move(self) -> LastMove:
        """The previous mover's step(s), marked until someone else acts."""
        return self.log.last_move()

    @property
    def speed(self) -> float:
        return self.app.settings.animation_factor

    @property
    def busy(self) -> bool:
        """Something is still being shown; nobody may act until it is done."""
        return bool(self.queue) or self.animating()

    def human_turn(self) -> bool:
        deciding = self.deciding
        return (
            not self.busy
            and not self.handing_off
            and deciding is not None
            and self.session.is_human(deciding)
            and (not self.private or deciding == self.at_screen)
        )

    def name(self, player: int) -> str:
        return self.session.controller.record.setup.name_of(player)

    def _humans(self) -> list[int]:
        return [seat for seat in range(len(self.session.seats)) if self.session.is_human(seat)]

    # -- the game's hooks -------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        """Draws the board and everything of the game from `view`."""
        raise NotImplementedError

    def game_widgets(self, view: Any) -> list[Widget]:
        """The game's controls for the current position (enabled only on a person's turn)."""
        return []

    def control_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the Undo and Menu buttons go: at the header's right end, each at least as
        wide as at interface size 1 and wider when its label needs it."""
        font = self.app.fonts.get("small")

        def width(key: str, narrowest: int) -> int:
            return max(narrowest, font.size(self.app.text(key))[0] + 2 * theme.BUTTON_PADDING)

        menu = pygame.Rect(0, 10, width("table.menu", MENU_WIDTH), 40)
        menu.right = theme.LOGICAL_SIZE[0] - 16
        undo = pygame.Rect(0, 10, width("table.undo", UNDO_WIDTH), 40)
        undo.right = menu.left - CONTROL_GAP
        return undo, menu

    def prompt_rect(self) -> pygame.Rect:
        """The panel of the prompt, the notices and the log (the wheel scrolls it)."""
        raise NotImplementedError

    def show(self, event: Event) -> bool:
        """Starts showing one event; False if it opened an overlay (the rest then waits)."""
        return True

    def animating(self) -> bool:
        return False

    def animate(self, dt: float) -> None:
        """Advances the game's animations."""

    def forced_action(self) -> Action | None:
        """A step a person cannot choose otherwise, applied by itself after FORCED_PAUSE."""
        return None

    def next_focus(self) -> str | None:
        """The key of the widget that is the next thing to do (None: none, keys act on the
        board); by default the first enabled control of the game."""
        for widget in self.form.widgets:
            if widget.key not in CONTROLS and widget.focusable and widget.enabled:
                return widget.key
        return None

    def focus_point(self) -> tuple[int, int]:
        """Where a refusal by the keyboard is explained: beside the focused widget."""
        focused = self.form.focused
        return focused.rect.midtop if focused is not None else self.pointer

    def hover_reason(self) -> str:
        """Why what the pointer is over cannot be done ("" when it can, or nothing is)."""
        return ""

    def restored(self) -> None:
        """A step was taken back: forget what was shown of it."""

    def handle_game(self, event: pygame.event.Event) -> None:
        """Input the table itself did not use (the board, the game's keys)."""
        self.form.handle(event)

    # -- widgets and focus ------------------------------------------------------------------

    def build(self) -> None:
        """Rebuilds the widgets for the current position, keeping the focus where it was;
        while nobody at the screen may act, nothing is focused (never Menu)."""
        focused = self.form.focused
        undo_rect, menu_rect = self.control_rects()
        undo_on = self.human_turn() and self.session.controller.can_undo(self.deciding)
        controls = [
            self._button(undo_rect, "table.undo", self.undo, undo_on, "undo"),
            self._button(menu_rect, "table.menu", self.open_pause, True, "menu"),
        ]
        self.form = Form(
            [*self.game_widgets(self.shown), *controls],
            on_activate=lambda: self.app.sounds.play("click"),
        )
        self.form.focus = -1
        if focused is not None and self.human_turn():
            self.form.refocus(focused.key)

    def _button(
        self, rect: pygame.Rect, key: str, on_click: Callable[[], None], enabled: bool, name: str
    ) -> Button:
        button = Button(rect, self.app.text(key), on_click, enabled, role="small")
        button.key = name
        return button

    def focus_next(self) -> None:
        """The focus on the next thing to do (once per position a person decides in)."""
        self._focused_for = self.session.controller.record
        self.form.focus = -1
        key = self.next_focus()
        if key is not None:
            self.form.refocus(key)

    def relayout(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()

    # -- acting -----------------------------------------------------------------------------

    def act(self, action: Action) -> None:
        """Hands a person's action to the controller; a refusal is explained, nothing lost."""
        if self.human_turn():
            self.submit(action)

    def submit(self, action: Action) -> None:
        """Applies `action` for the deciding seat and queues its events to be shown."""
        controller = self.session.controller
        actor, step = self.deciding, len(controller.record.actions)
        try:
            events = controller.submit(action)
        except IllegalAction as refusal:
            at = self.focus_point() if self.by_keys else self.pointer
            self.note = Note(refusal=refusal, at=at, since=self.clock)
            self.app.sounds.play("click")
            return
        self.note = None
        self.timer = 0.0
        state = self.session.state
        self.queue.extend(LogEntry(step, actor, event, state) for event in events)
        self._was_busy = True
        self.build()

    def undo(self) -> None:
        """Takes back the deciding person's last step: its log lines go, a notice says so."""
        controller = self.session.controller
        if not self.human_turn() or not controller.can_undo(self.deciding):
            return
        controller.undo()
        self.log.drop_from(len(controller.record.actions))
        self.note = Note(key="table.undone", since=self.clock)
        self.restored()
        self.build()

    def open_pause(self) -> None:
        from favelas_app.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self.session))

    # -- input ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer, self.by_keys = event.pos, False
        elif event.type == pygame.KEYDOWN:
            self.by_keys = True
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return
            ctrl_z = event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL
            if ctrl_z or event.key == pygame.K_u:
                self.undo()
                return
            if event.key in SCROLL_KEYS:
                self._scroll(SCROLL_KEYS[event.key])
                return
        elif event.type == pygame.MOUSEWHEEL and self.prompt_rect().collidepoint(self.pointer):
            self._scroll(event.y)
            return
        self.handle_game(event)

    def _scroll(self, lines: int) -> None:
        setup = self.session.controller.record.setup
        told = self.log.told(self.app.catalog, setup, self.describe.event_text)
        self.log.scroll_by(lines, len(told))

    # -- time -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self.animate(dt)
        while self.queue and not self.animating():
            entry = self.queue.popleft()
            self.log.append(entry)
            if not self.show(entry.event):
                return  # an overlay took over; the rest waits until it closes
        if self.busy != self._was_busy:
            self._was_busy = self.busy
            self.build()  # the buttons wake up when the show is over
        player = self.deciding
        if self.busy or player is None or self.handing_off:
            return
        if not self.session.is_human(player):
            self._ai_step(dt, player)
            return
        self.ai.drop()  # the seat went to a person while its AI was thinking
        if self.private and player != self.at_screen:
            self._hand_over(player)
            return
        if self._focused_for is not self.session.controller.record:
            self.build()
            self.focus_next()
        self.timer += dt
        forced = self.forced_action()
        if forced is not None and self.timer >= FORCED_PAUSE * pace(self.speed):
            self.submit(forced)

    def _ai_step(self, dt: float, player: int) -> None:
        action = self.ai.step(
            dt,
            self.session.game,
            self.session.state,
            self.session.controller.record,  # a new record after every move, undo, load
            player,
            self.session.agents[player],
            AI_PAUSE * pace(self.speed),
        )
        if action is not None:
            self.submit(action)

    def _hand_over(self, player: int) -> None:
        """The screen goes to `player`: through the hand-off screen when another person used
        it, at once when they play alone."""
        if not handoff_to(self.private, self._humans(), player, self.at_screen):
            self.at_screen = player
            return
        self.handing_off = True
        taken = partial(self._taken, player)
        self.app.scenes.push(HandoffScene(self.app, self.session, self.name(player), taken))

    def _taken(self, player: int) -> None:
        """`player`, to whom the screen was handed, is ready: their view may be drawn now
        (even if their seat went to an AI meanwhile: they are the one at the screen)."""
        self.handing_off = False
        self.at_screen = player
        self.build()

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface, self.shown)
        self.form.draw(surface, self.app.fonts)
        note = self.note
        if note is not None and note.refusal is not None and self._bubble_on(note):
            text = self.describe.refusal_text(self.app.catalog, note.refusal)
            draw_bubble(surface, self.app.fonts.get("small"), text, note.at)

    def _bubble_on(self, note: Note) -> bool:
        """A refusal stays beside the pointer for BUBBLE_SECONDS (longer when slowed down)."""
        return self.clock - note.since < BUBBLE_SECONDS * max(1.0, pace(self.speed))

    def draw_turn(self, surface: pygame.Surface, at: tuple[int, int], room: int) -> None:
        """Whose turn it is, at `at` (mid-left), with the thinking sign while an AI decides."""
        player = self.deciding
        if player is None:
            return
        font = self.app.fonts.get("large")
        if self.session.is_human(player):
            who = self.app.text("table.turn", player=self.name(player))
            draw_text(surface, font, who, at, theme.TEXT, "midleft", room)
            return
        who = self.app.text("table.ai_turn", player=self.name(player))
        radius = font.get_height() // 2
        sign = 2 * radius + THINKING_GAP  # the thinking sign right of the text
        drawn = draw_text(surface, font, who, at, theme.TEXT, "midleft", room - sign)
        centre = (min(drawn.right, at[0] + room - sign) + THINKING_GAP + radius, at[1])
        draw_thinking(surface, centre, radius, self.clock, theme.ACCENT)

    def prompt_text(self, with_help: bool = True) -> str:
        """What the person at the screen is asked to do now ("" while nobody may act)."""
        if not self.human_turn():
            return ""
        setup = self.session.controller.record.setup
        return self.describe.decision_text(self.app.catalog, self.shown, setup)

    def notice(self) -> tuple[str, tuple[int, int, int]]:
        """A failed autosave, else the last refusal or notice, else why the pointer's spot
        cannot be used; with the colour it is drawn in."""
        if self.session.save_error:  # the game goes on, but the player must know
            reason = self.session.save_error.text(self.app.catalog)
            return self.app.text("table.autosave_failed", reason=reason), theme.BAD
        note = self.note
        if note is not None and note.refusal is not None:
            return self.describe.refusal_text(self.app.catalog, note.refusal), theme.BAD
        if note is not None and note.key:
            return self.app.text(note.key), theme.GOOD
        return self.hover_reason(), theme.BAD

    def notice_text(self) -> str:
        return self.notice()[0]

    def draw_prompt(self, surface: pygame.Surface, reserved: int, with_log: bool) -> None:
        """The prompt panel: the prompt, the notice under it, then as much of the log as
        fits above the `reserved` strip at its foot."""
        fonts, rect = self.app.fonts, self.prompt_rect()
        theme.panel(surface, rect, theme.PANEL)
        inner = rect.inflate(-24, -20)
        bottom = inner.bottom - reserved
        small = fonts.get("small")
        notice, colour = self.notice()
        prompt = self.prompt_text(with_help=not notice)
        used = draw_wrapped(surface, small, prompt, inner, height=bottom - inner.top)
        if notice:
            area = pygame.Rect(inner.left, inner.top + used + LOG_GAP, inner.width, inner.height)
            used += LOG_GAP + draw_wrapped(
                surface, small, notice, area, colour, height=bottom - area.top
            )
        if with_log:
            top = inner.top + used + (LOG_GAP if used else 0)
            area = pygame.Rect(inner.left, top, inner.width, bottom - top)
            setup = self.session.controller.record.setup
            told = self.log.told(self.app.catalog, setup, self.describe.event_text)
            self.log.draw(surface, small, told, area)
