"""favelas_app: tile-laying board games for 1 to 4 players on one screen."""

__version__ = "0.1.0"
