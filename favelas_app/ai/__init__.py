"""Computer players. They decide from `view(state, seat)` only. Never imports pygame."""
