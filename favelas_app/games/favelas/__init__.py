"""Favelas: stack hex tiles on your 9-house board; colour majorities score by the council dice."""
