"""What a pointer on the tower means in Holi (ui/scenes/holi_aim.py), against the legal
actions only."""

from __future__ import annotations

from favelas_app.games.holi.actions import ThrowFaceUp
from favelas_app.ui.scenes import holi_aim


def test_with_too_few_tokens_the_thrower_chooses_which_squares_stay_empty() -> None:
    """Holi rules.py ruling: "With too few tokens in supply the thrower chooses which
    squares stay empty". When one lay of a card has several legal throws (one per choice of
    empty squares), `choice` picks each of them in turn, counted round; other cards' and
    other lays' throws are never picked."""
    pawn = (2, 2)
    centre = holi_aim.centre_for("line", 0, 1, pawn)
    choices = [ThrowFaceUp("line", 0, 1, (0,)), ThrowFaceUp("line", 0, 1, (2,))]
    legal = [ThrowFaceUp("line", 1, 1, ()), *choices, ThrowFaceUp("diagonal", 0, 1, ())]
    assert holi_aim.empty_choices(legal, "line", 0, 1) == choices
    picked = [holi_aim.face_up_at(legal, "line", 0, centre, pawn, choice) for choice in range(3)]
    assert picked == [choices[0], choices[1], choices[0]]


def test_a_lay_with_one_throw_has_no_choice() -> None:
    pawn = (2, 2)
    centre = holi_aim.centre_for("line", 0, 1, pawn)
    legal = [ThrowFaceUp("line", 0, 1, ())]
    assert holi_aim.face_up_at(legal, "line", 0, centre, pawn, 5) == legal[0]
