"""Game-independent core: RNG, game protocol, records, controller, text. Never imports pygame."""
