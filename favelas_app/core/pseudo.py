"""The pseudo-locale "qps": English with every letter accented and each message 40% longer,
between brackets. Text that stays plain was never looked up by key; a missing bracket shows
where a widget clips. Turn it on with FAVELAS_PSEUDO=1 (see TRANSLATING.md)."""

from __future__ import annotations

import re

PSEUDO_LANGUAGE = "qps"
GROWTH = 0.4  # translations run up to 40% longer than English

_ACCENTS = str.maketrans(
    "abcdeghiklnorstuwyzABCDEGHIKLNORSTUWYZ",
    "àƀçđéĝĥîķļñöŕšţûŵýžÀƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛŴÝŽ",
)
_PLACEHOLDER = re.compile(r"(\{\{|\}\}|\{[A-Za-z_][A-Za-z0-9_]*\})")


def pseudo_text(text: str) -> str:
    """`text` accented outside its placeholders, padded by 40% of its length with "~" and
    bracketed: "Undo" becomes "[Ûñđö ~~]"."""
    parts = _PLACEHOLDER.split(text)
    accented = "".join(p if i % 2 else p.translate(_ACCENTS) for i, p in enumerate(parts))
    padding = "~" * max(1, round(len(text) * GROWTH) - 1)
    return f"[{accented} {padding}]"


def pseudo_messages(base: dict[str, str | dict[str, str]]) -> dict[str, str | dict[str, str]]:
    """Every message of `base` in the pseudo-locale, plural forms included."""
    return {
        key: pseudo_text(message)
        if isinstance(message, str)
        else {form: pseudo_text(text) for form, text in message.items()}
        for key, message in base.items()
    }
