"""The table every game shares (ARCHITECTURE.md, "The table every game shares").

A game's scene subclasses `TableScene` (scene.py) and brings only its board and controls:

- `describe`: the game's words module (`event_text`, `decision_text`, `refusal_text`);
- `private`: True when seats hold information the others may not see (then people hand
  the screen over through the hand-off screen before their view is drawn);
- `draw_table(surface, view)`: the board, drawn from `view`, the view of the seat at the
  screen and never the full state;
- `game_widgets(view)`: its controls; `show(event)`, `animating()` and `animate(dt)`: how
  its events are shown; and optional hooks (`forced_action`, `next_focus`, `focus_point`,
  `hover_reason`, `control_rects`, `prompt_rect`, `restored`).

The base does the rest once for every game: actions to the controller and refusals back to
the pointer (notice.py), the event queue and its pacing (pacing.py), AI turns on a worker,
undo, the game log (log.py), the prompt, focus on the next thing to do, pause, the last
move kept marked, and the hand-off between people (handoff.py).
"""
