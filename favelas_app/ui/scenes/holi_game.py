"""The Holi table: the tower in 3D, the hand of the person at the screen, the score panel,
the played cards, the rivalry cards in play, and a person's input.

Everything the table shares with other games (the controller, the event queue, AI turns,
undo, the log, the prompt, focus, pause and the hand-off before a hand is shown) is in
ui/table. Holi's hands are private: what is drawn comes from `shown`, the view of the seat
at the screen, and the hand drawn is that seat's.

A turn: pick a card (click it, or Tab to it and Enter); its pattern follows the pointer on
the tower (or the arrow keys' cursor), turned by the wheel, R or the right button; the
squares where it may lie are highlighted, and an illegal spot is explained at the pointer.
"Face down" switches the card to a one-token throw where that is allowed. With no card
picked, the highlighted squares are where the pawn may move; Climb and End turn are buttons
(or C and E). A move or climb after which no throw would be left is the rulebook's and
legal: hovering such a square warns, and it needs a confirmation. Keys 1-3 look at another
floor, V changes how the floors above are drawn.
"""

from __future__ import annotations

import pygame

from favelas_app.core.protocol import Action, Event, IllegalAction
from favelas_app.games.holi import describe
from favelas_app.games.holi.actions import (
    Climb,
    EndTurn,
    Move,
    PlacePawn,
    ThrowFaceDown,
    ThrowFaceUp,
)
from favelas_app.games.holi.components import RIVALRY_CARDS, SIDE, cell_of, square_name, square_of
from favelas_app.games.holi.events import (
    GameEnded,
    PawnClimbed,
    PawnHit,
    PawnMoved,
    PawnPlaced,
    SweetsCollected,
    TokenCollected,
    TokenFell,
    TokenLanded,
    TokenThrown,
    TurnStarted,
)
from favelas_app.games.holi.rules import ends_own_game
from favelas_app.games.holi.state import EMPTY, OFF_BOARD, HoliState, Step
from favelas_app.ui import text_fit, theme
from favelas_app.ui.holi_physics import ColourShower, token_paths
from favelas_app.ui.render.favelas_boards import default_font
from favelas_app.ui.render.holi_cards import (
    RIVALRY_INK,
    RIVALRY_PAPER,
    CardPainter,
    HandHints,
    HandRenderer,
    draw_discard,
)
from favelas_app.ui.render.holi_score import ScorePanel
from favelas_app.ui.render.holi_tower import Ghost, Square3, TowerHints, TowerRenderer, Upper
from favelas_app.ui.scenes import holi_aim
from favelas_app.ui.scenes.holi_layout import CardSlot, holi_layout
from favelas_app.ui.session import Session
from favelas_app.ui.table.scene import NOBODY, TableScene
from favelas_app.ui.theme import draw_text, draw_wrapped, panel, wrap
from favelas_app.ui.widgets import Button, Widget

TURN_LEFT = 16
ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
FLOOR_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_KP1: 1, pygame.K_KP2: 2}
UPPER_MODES = (Upper.LENS, Upper.SEE_THROUGH, Upper.CUT_AWAY)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
VIEW_LINE = 44  # under the tower: the keys that change the view, in up to two lines
PILE = (44, 62)  # a played-cards pile in the left column


class HoliScene(TableScene):
    describe = describe
    private = True

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.card: str | None = None  # the card picked from the hand
        self.rotation = 0
        self.empty_choice = 0  # which squares stay empty when tokens are short (S cycles)
        self.face_down = False
        self.cursor: tuple[int, int] | None = None  # the square pointed at on the floor looked at
        self.looked: int | None = None  # a floor chosen with 1-3; None: the acting player's
        self.upper = Upper.LENS
        self.shower: ColourShower | None = None
        self._shower_step = -1
        self._refusals: dict[object, IllegalAction | None] = {}
        self._refusals_for: object = None  # the record the refusals were asked for
        self.relayout()

    # -- shortcuts --------------------------------------------------------------------------

    @property
    def state(self) -> HoliState:
        """The true state: for the legal actions of the person deciding at the screen only
        (they see their own hand); drawing goes from `shown`."""
        return self.session.state

    def my_turn(self) -> bool:
        return self.human_turn()

    def legal(self) -> list[Action]:
        return self.session.game.legal_actions(self.state) if self.my_turn() else []

    def throwing(self) -> bool:
        """A card is picked to throw now."""
        return self.my_turn() and self.card is not None and not self.state.thrown

    @property
    def focus_floor(self) -> int:
        """The floor looked at: one picked with 1-3, else the acting player's."""
        if self.looked is not None:
            return self.looked
        view = self.shown
        pawn = view.pawns[view.current]
        return 1 if pawn == OFF_BOARD else view.floor(view.current)

    def pawn_square(self) -> tuple[int, int]:
        _, x, y = self.state.position(self.state.current)
        return x, y

    # -- the table's hooks ------------------------------------------------------------------

    def relayout(self) -> None:
        self.layout = holi_layout(len(self.session.state.rivalry), self.app.fonts.scale)
        catalog = self.app.catalog
        room = self.layout.tower.inflate(-8, -8)
        room.height -= VIEW_LINE
        self.tower = TowerRenderer(room, catalog)
        self.hand = HandRenderer(self.layout.cards, catalog)
        self.score = ScorePanel(self.layout.score, catalog)
        self.painter = CardPainter(catalog)
        self.name_font = default_font(13)
        self._refusals_for = None  # refusals are told in the catalog's language at draw time
        self.build()

    def prompt_rect(self) -> pygame.Rect:
        return self.layout.prompt

    def hand_seat(self) -> int | None:
        """Whose cards are drawn: the seat at the screen's (nobody's while covered)."""
        return None if self.viewer == NOBODY else self.viewer

    def game_widgets(self, view: HoliState) -> list[Widget]:
        legal = self.legal()
        if self.card is not None and (
            not self.my_turn() or self.card not in view.hands[view.current]
        ):
            self.card, self.face_down = None, False
        widgets: list[Widget] = []
        seat = self.hand_seat()
        hand = view.hands[seat] if seat is not None else ()
        picking = self.my_turn() and view.step is Step.TURN and not view.thrown
        hints = self._hand_hints(hand)
        for i, rect in enumerate(self.hand.card_rects(len(hand), hints)):
            reach = rect.union(rect.move(0, self.hand.lift)).clip(self.layout.cards)
            slot = CardSlot(reach, rect, lambda c=hand[i]: self.pick(c), picking)
            slot.key = f"card{i}"
            widgets.append(slot)
        t = self.app.text
        turn_rect, down_rect, climb_rect, end_rect = self.layout.buttons
        face_down_ok = (
            picking and self.card is not None and bool(holi_aim.face_down_squares(legal, self.card))
        )
        buttons = (
            (
                turn_rect,
                t("holi.ui.turn_card"),
                self.turn_card,
                self.throwing() and not self.face_down,
                "turn",
            ),
            (
                down_rect,
                t("holi.ui.face_up" if self.face_down else "holi.ui.face_down"),
                self.toggle_face_down,
                face_down_ok,
                "face_down",
            ),
            (climb_rect, t("holi.ui.climb"), self.climb, Climb() in legal, "climb"),
            (
                end_rect,
                t("holi.ui.end_turn"),
                lambda: self.act(EndTurn()),
                EndTurn() in legal,
                "end",
            ),
        )
        for rect, text, on_click, enabled, key in buttons:
            button = Button(rect, text, on_click, enabled, role="small")
            button.key = key
            widgets.append(button)
        return widgets

    def _hand_hints(self, hand: tuple[str, ...]) -> HandHints:
        selected = hand.index(self.card) if self.card in hand else None
        hovered = next(
            (
                i
                for i, w in enumerate(self.form.widgets)
                if i == self.form.focus and w.key.startswith("card")
            ),
            None,
        )
        return HandHints(hovered, selected, self.rotation)

    def next_focus(self) -> str | None:
        """The first card while colour is still to be thrown, else End turn; nothing while a
        pawn is placed (the arrows and Enter work on the tower)."""
        view = self.shown
        if view.step is Step.PLACE_PAWN:
            return None
        if not view.thrown:
            return "card0"
        return "end"

    def focus_point(self) -> tuple[int, int]:
        if self.form.focused is None and self.cursor is not None:
            x, y = self.tower.centre(self.focus_floor, *self.cursor)
            return round(x), round(y)
        return super().focus_point()

    def hover_reason(self) -> str:
        """Why the spot pointed at cannot be used, or the warning that a move there ends the
        player's game."""
        aimed = self.aimed()
        if aimed is None:
            return ""
        catalog = self.app.catalog
        if (
            isinstance(aimed, Move | Climb)
            and aimed in self.legal()
            and ends_own_game(self.state, aimed)
        ):
            return self.app.text("holi.ui.warn_game_end")
        refused = self._refusal(aimed)
        return "" if refused is None else describe.refusal_text(catalog, refused)

    def restored(self) -> None:
        self.card, self.face_down, self.shower = None, False, None

    # -- aiming -----------------------------------------------------------------------------

    def aimed(self) -> Action | IllegalAction | None:
        """What a click on the cursor's square would do now (None: nothing to do there)."""
        if not self.my_turn() or self.cursor is None or self.focus_floor != self._own_floor():
            return None
        x, y = self.cursor
        s = self.state
        if s.step is Step.PLACE_PAWN:
            return PlacePawn(x, y)
        if self.throwing():
            assert self.card is not None
            if self.face_down:
                return ThrowFaceDown(self.card, x, y)
            centre, pawn = self._card_centre(), self.pawn_square()
            legal, card, rotation = self.legal(), self.card, self.rotation
            return holi_aim.face_up_at(legal, card, rotation, centre, pawn, self.empty_choice)
        if (x, y) == self.pawn_square():
            return None
        return Move(x, y)

    def _card_centre(self) -> tuple[int, int]:
        """Where the picked card's middle lies for the cursor (maybe just past the edge)."""
        assert self.card is not None and self.cursor is not None
        legal, pawn = self.legal(), self.pawn_square()
        centres = holi_aim.face_up_centres(legal, self.card, self.rotation, pawn)
        return holi_aim.aim(centres, self.cursor)

    def _own_floor(self) -> int:
        s = self.state
        return 1 if s.pawns[s.current] == OFF_BOARD else s.floor(s.current)

    def _refusal(self, aimed: Action | IllegalAction) -> IllegalAction | None:
        """Why the engine refuses `aimed` now (None: it takes it), kept per position."""
        if isinstance(aimed, IllegalAction):
            return aimed
        record = self.session.controller.record
        if record is not self._refusals_for:
            self._refusals_for, self._refusals = record, {}
        if aimed not in self._refusals:
            self._refusals[aimed] = holi_aim.refusal(self.session.game, self.state, aimed)
        return self._refusals[aimed]

    def act_at_cursor(self) -> None:
        aimed = self.aimed()
        if aimed is None:
            return
        if isinstance(aimed, IllegalAction):
            self.refuse(aimed)
        else:
            self.attempt(aimed)

    def attempt(self, action: Action) -> None:
        """Hands `action` on, asking first when it would end the player's own game."""
        if action in self.legal() and ends_own_game(self.state, action):
            from favelas_app.ui.scenes.dialog import ConfirmDialog

            t = self.app.text
            if isinstance(action, Move):
                text = t("holi.ui.confirm_move", square=square_name(action.x, action.y))
            else:
                text = t("holi.ui.confirm_climb")
            dialog = ConfirmDialog(
                self.app,
                t("holi.ui.confirm_title"),
                text,
                lambda: self.act(action),
                t("holi.ui.confirm_yes"),
                t("holi.ui.confirm_no"),
            )
            self.app.scenes.push(dialog)
            return
        self.act(action)

    def refuse(self, refusal: IllegalAction) -> None:
        """Explains at the pointer why that cannot be done (as the table does the engine's
        refusals)."""
        from favelas_app.ui.table.notice import Note

        at = self.focus_point() if self.by_keys else self.pointer
        self.note = Note(refusal=refusal, at=at, since=self.clock)
        self.app.sounds.play("click")

    # -- the turn's controls ----------------------------------------------------------------

    def pick(self, card: str) -> None:
        """Picks `card` from the hand (or puts it back); the tower takes the keys then."""
        if self.card == card:
            self.card, self.face_down = None, False
        else:
            self.card, self.face_down, self.rotation = card, False, 0
            self.empty_choice = 0
            if self.cursor is None:
                self.cursor = self.pawn_square()
        self.build()
        self.form.focus = -1 if self.card is not None else self.form.focus

    def short_of_tokens(self) -> bool:
        """Whether the aimed face-up throw leaves a choice of squares empty (too few tokens)."""
        aimed = self.aimed()
        if not isinstance(aimed, ThrowFaceUp):
            return False
        choices = holi_aim.empty_choices(self.legal(), aimed.card, aimed.rotation, aimed.anchor)
        return len(choices) > 1

    def turn_card(self, delta: int = 1) -> None:
        if self.throwing() and not self.face_down:
            self.rotation = (self.rotation + delta) % 4
            self.build()

    def toggle_face_down(self) -> None:
        if self.throwing():
            self.face_down = not self.face_down
            self.build()

    def climb(self) -> None:
        if Climb() in self.legal():
            self.attempt(Climb())
        else:
            self.act(Climb())  # refused: the engine says why

    def look_at(self, floor: int) -> None:
        self.looked = None if floor == self._acting_floor() else floor

    def _acting_floor(self) -> int:
        view = self.shown
        return 1 if view.pawns[view.current] == OFF_BOARD else view.floor(view.current)

    def move_cursor(self, dx: int, dy: int) -> None:
        self.form.focus = -1
        if self.cursor is None:
            pawn = self.shown.pawns[self.shown.current]
            self.cursor = self.pawn_square() if pawn != OFF_BOARD else (0, 0)
            return
        x = min(SIDE - 1, max(0, self.cursor[0] + dx))
        y = min(SIDE - 1, max(0, self.cursor[1] + dy))
        self.cursor = (x, y)

    # -- input ------------------------------------------------------------------------------

    def handle_game(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.turn_card(-1 if event.y > 0 else 1)
            return
        if self.form.handle(event):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.build()  # a card picked lifts: its slot follows
            return
        if event.type == pygame.MOUSEMOTION:
            square = self.tower.square_at(event.pos, self.focus_floor)
            self.cursor = None if square is None else square[1:]
            if square is not None:
                self.form.focus = -1
        elif event.type == pygame.MOUSEBUTTONDOWN:
            square = self.tower.square_at(event.pos, self.focus_floor)
            if event.button == 1 and square is not None:
                self.cursor = square[1:]
                self.act_at_cursor()
            elif event.button == 3:
                self.turn_card(1)

    def _key(self, event: pygame.event.Event) -> bool:
        """The table's keys; Tab and Enter on a focused control stay the form's."""
        key = event.key
        if key in FLOOR_KEYS:
            self.look_at(FLOOR_KEYS[key])
        elif key in (pygame.K_v, pygame.K_f):
            self.upper = UPPER_MODES[(UPPER_MODES.index(self.upper) + 1) % len(UPPER_MODES)]
        elif key == pygame.K_r:
            self.turn_card(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key == pygame.K_s and self.short_of_tokens():
            self.empty_choice += 1
        elif key == pygame.K_c and self.my_turn():
            self.climb()
        elif key == pygame.K_e and self.my_turn():
            self.act(EndTurn())
        elif key in ARROWS and self.my_turn():
            self.move_cursor(*ARROWS[key])
        elif key in ENTER and self.form.focused is None and self.my_turn():
            self.act_at_cursor()
        else:
            return False
        return True

    # -- showing events ---------------------------------------------------------------------

    def animating(self) -> bool:
        return self.shower is not None and not self.shower.done

    def animate(self, dt: float) -> None:
        if self.shower is not None:
            self.shower.step(dt)
            if self.shower.done:
                self.shower = None

    def show(self, event: Event) -> bool:
        """Starts showing one event: the tokens of a step fly together, from its first."""
        if isinstance(event, TokenThrown | TokenFell):
            step = self.log.entries[-1].step
            if step != self._shower_step:
                self._shower_step = step
                events = [event, *(e.event for e in self.queue if e.step == step)]
                s = self.state
                pawns = {p: s.position(p) for p in range(s.players) if s.pawns[p] != OFF_BOARD}
                self.shower = ColourShower(token_paths(events, pawns), self.speed)
                self.app.sounds.play("clack")
        elif isinstance(event, TurnStarted | PawnClimbed):
            self.looked = None  # back to the acting player's floor
        elif isinstance(event, GameEnded):
            from favelas_app.ui.scenes.results import ResultsScene

            self.app.scenes.replace(ResultsScene(self.app, self.session))
            return False
        return True

    # -- drawing ----------------------------------------------------------------------------

    def _last_squares(self) -> frozenset[Square3]:
        """The squares the previous mover's steps changed (kept marked until another acts)."""
        squares: set[Square3] = set()
        for e in self.last_move.events:
            if isinstance(e, PawnMoved):
                squares |= {(e.floor, e.from_x, e.from_y), (e.floor, e.x, e.y)}
            elif isinstance(e, PawnClimbed):
                squares |= {(e.floor - 1, e.x, e.y), (e.floor, e.x, e.y)}
            elif isinstance(e, PawnPlaced):
                squares.add((1, e.x, e.y))
            elif isinstance(e, TokenLanded | PawnHit | TokenCollected | SweetsCollected):
                squares.add((e.floor, e.x, e.y))
        return frozenset(squares)

    def _hints(self) -> TowerHints:
        focus = self.focus_floor
        s = self.shown
        hover = None if self.cursor is None else (focus, *self.cursor)
        base = dict(
            focus=focus,
            upper=self.upper,
            pointer=self._lens_point(),
            last_move=self._last_squares(),
            hover=hover,
            current=s.current if s.step is not Step.OVER else None,
        )
        if not self.my_turn() or focus != self._own_floor():
            return TowerHints(**base)
        legal = self.legal()
        floor = self._own_floor()
        climb = None
        if Climb() in legal:
            _, x, y = self.state.position(self.state.current)
            climb = (floor + 1, x, y)
        if s.step is Step.PLACE_PAWN:
            marked = holi_aim.corners(legal)
        elif self.throwing():
            assert self.card is not None
            if self.face_down:
                marked = holi_aim.face_down_squares(legal, self.card)
            else:
                pawn = self.pawn_square()
                centres = holi_aim.face_up_centres(legal, self.card, self.rotation, pawn)
                marked = {holi_aim.on_floor(centre) for centre in centres}
        else:
            marked = holi_aim.move_targets(legal)
        return TowerHints(
            **base,
            highlighted=frozenset((floor, x, y) for x, y in marked),
            climb=climb,
            ghost=self._ghost(floor),
        )

    def _lens_point(self) -> tuple[float, float] | None:
        if self.cursor is None:
            return None
        return self.tower.centre(self.focus_floor, *self.cursor)

    def _ghost(self, floor: int) -> Ghost | None:
        if not self.throwing() or self.cursor is None:
            return None
        assert self.card is not None
        aimed = self.aimed()
        legal = isinstance(aimed, Action) and self._refusal(aimed) is None
        owner = self.state.current
        if self.face_down:
            return Ghost(floor, (self.cursor,), owner, legal)
        centre = self._card_centre()
        squares = holi_aim.pattern(self.card, self.rotation, centre)
        shown = tuple(sq for sq in squares if 0 <= sq[0] < SIDE and 0 <= sq[1] < SIDE)
        if not shown:
            return None  # the whole card would hang off the floor
        sun = holi_aim.sun_square(self.card, self.rotation, centre)
        return Ghost(floor, shown, owner, legal, sun if sun in shown else None)

    def _flying_view(self, view: HoliState) -> HoliState:
        """`view` without the tokens still in the air (they land when their flight ends)."""
        if self.shower is None:
            return view
        pending = {cell_of(f, square_of(x, y)) for f, x, y in self.shower.pending()}
        if not pending:
            return view
        hidden = view.copy()
        hidden.tokens = tuple(EMPTY if i in pending else t for i, t in enumerate(view.tokens))
        return hidden

    def draw_table(self, surface: pygame.Surface, view: HoliState) -> None:
        layout = self.layout
        self._draw_header(surface)
        panel(surface, layout.tower, theme.PANEL)
        flying = self.shower.poses() if self.shower is not None else ()
        self.tower.draw(surface, self._flying_view(view), self._hints(), flying)
        self._draw_view_line(surface)
        names = self.session.names
        self.score.draw(surface, view, names)
        self._draw_discards(surface, view)
        if layout.rivalry is not None:
            self._draw_rivalry(surface, view)
        self._draw_hand(surface, view)
        self.draw_prompt(surface, 0, True)

    def _draw_header(self, surface: pygame.Surface) -> None:
        header = self.layout.header
        pygame.draw.rect(surface, theme.PANEL, header)
        room = self.control_rects()[0].left - 8 - TURN_LEFT
        self.draw_turn(surface, (TURN_LEFT, header.centery), room)

    def _draw_view_line(self, surface: pygame.Surface) -> None:
        """Under the tower: the floor looked at, and the keys that change the view."""
        t, rect = self.app.text, self.layout.tower
        text = t("holi.ui.view_line", upper=t(f"holi.ui.upper_{self.upper.value}"))
        small = self.app.fonts.get("small")
        width = rect.width - 24
        height = max(VIEW_LINE, len(wrap(small, text, width)) * small.get_linesize() + 6)
        area = pygame.Rect(rect.left + 12, rect.bottom - height, width, height)
        draw_wrapped(surface, small, text, area, theme.MUTED, centred=True)

    def _draw_hand(self, surface: pygame.Surface, view: HoliState) -> None:
        layout, t = self.layout, self.app.text
        panel(surface, layout.hand, theme.PANEL)
        seat = self.hand_seat()
        font = self.app.fonts.get("body", True)
        at = (layout.hand.left + 14, layout.hand.top + 8)
        room = layout.hand.width - 28
        if seat is None:
            draw_text(surface, font, t("holi.ui.hand_hidden"), at, theme.MUTED, width=room)
            return
        draw_text(surface, font, t("holi.ui.hand_title", player=self.name(seat)), at, width=room)
        hand = view.hands[seat]
        if not hand:
            centre = layout.cards.center
            small = self.app.fonts.get("small")
            draw_text(surface, small, t("holi.ui.hand_empty"), centre, theme.MUTED, "center", room)
            return
        self.hand.draw(surface, hand, seat, self._hand_hints(hand))

    def _draw_discards(self, surface: pygame.Surface, view: HoliState) -> None:
        """Each player's played cards (the top one face up or down), their name, and beside
        the pile their deck: a card back with the number of cards left in it."""
        rect, t = self.layout.discards, self.app.text
        panel(surface, rect, theme.PANEL)
        fonts = self.app.fonts
        heading = fonts.get("body", True)
        draw_text(surface, heading, t("holi.ui.played_cards"), (rect.left + 12, rect.top + 8),
                  theme.ACCENT, width=rect.width - 24)  # fmt: skip
        small = fonts.get("small")
        column = (rect.width - 16) // view.players
        for p in range(view.players):
            middle = rect.left + 8 + p * column + column // 2
            pile = pygame.Rect(0, 0, *PILE)
            pile.topright = (middle + 6, rect.top + 36)
            draw_discard(surface, self.painter, pile, view.discards[p], p)
            deck = pygame.Rect(0, 0, PILE[0] * 3 // 5, PILE[1] * 3 // 5)
            deck.bottomleft = (pile.right + 3, pile.bottom)
            if view.decks[p]:
                self.painter.back(surface, deck, p)
            else:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, deck, 1, border_radius=6)
            count = str(len(view.decks[p]))
            draw_text(surface, small, count, (deck.centerx, deck.top - 2), theme.MUTED, "midbottom")
            name = theme.ellipsize(self.name_font, self.name(p), column - 4)
            colour = theme.ACCENT if p == view.current else theme.TEXT
            at = (middle, pile.bottom + 6)
            draw_text(surface, self.name_font, name, at, colour, "midtop", column - 4)

    def _draw_rivalry(self, surface: pygame.Surface, view: HoliState) -> None:
        """The rivalry cards in play, one under another: title, kind ("Rule", "Scoring") and
        what each does."""
        rect = self.layout.rivalry
        assert rect is not None
        panel(surface, rect, theme.PANEL)
        t = self.app.text
        title_font, text_font = default_font(14), default_font(12, bold=False)
        top, text = rect.top + 8, ""
        for card in view.rivalry:
            inner = pygame.Rect(rect.left + 16, top + 5, rect.width - 32, 0)
            text = describe.rivalry_text(self.app.catalog, card)
            lines = theme.wrap(text_font, text, inner.w)
            height = title_font.get_linesize() + len(lines) * text_font.get_linesize() + 10
            box = pygame.Rect(rect.left + 8, top, rect.width - 16, height)
            pygame.draw.rect(surface, RIVALRY_PAPER, box, border_radius=8)
            kind = t(f"holi.table.rivalry_{RIVALRY_CARDS[card].value}")
            kind_at = draw_text(surface, text_font, kind, (inner.right, inner.top), theme.ACCENT,
                                "topright", inner.w // 2)  # fmt: skip
            title = describe.rivalry_title(self.app.catalog, card)
            room = kind_at.left - inner.left - 8
            draw_text(surface, title_font, title, inner.topleft, RIVALRY_INK, width=room)
            y = inner.top + title_font.get_linesize()
            for line in lines:
                draw_text(surface, text_font, line, (inner.left, y), RIVALRY_INK, width=inner.w)
                y += text_font.get_linesize()
            top = box.bottom + 6
        text_fit.report(text, top - 6 - rect.top, rect.height, axis="height")

    def prompt_text(self, with_help: bool = True) -> str:
        """The rules' prompt, how to do it with the pointer and keys, and what a click on
        the spot pointed at would do."""
        if not self.human_turn():
            return ""
        t, s = self.app.text, self.shown
        text = describe.decision_text(self.app.catalog, s, self.session.controller.record.setup)
        if not with_help:
            return text
        if s.step is Step.PLACE_PAWN:
            help_key = "holi.ui.help_place"
        elif self.throwing():
            help_key = "holi.ui.help_face_down" if self.face_down else "holi.ui.help_card"
        elif not s.thrown:
            help_key = "holi.ui.help_pick"
        else:
            help_key = "holi.ui.help_after_throw"
        text = f"{text} {t(help_key)}"
        if self.short_of_tokens():
            text = f"{text} {t('holi.ui.help_empty_choice')}"
        aimed = self.aimed()
        if isinstance(aimed, Action) and self._refusal(aimed) is None:
            what = describe.action_text(self.app.catalog, self.state, aimed)
            text = f"{text}\n{t('holi.ui.click_to', action=what)}"
        return text
