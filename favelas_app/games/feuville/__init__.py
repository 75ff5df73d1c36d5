"""Feuville: build a townscape skyline of wall, tower and sky tiles; beware the dragon."""
