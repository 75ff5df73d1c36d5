"""`favelas` and `python -m favelas_app`: start the game, or run a command (--help lists them)."""

from __future__ import annotations

import sys

from favelas_app.cli.main import main as cli_main


def main() -> None:
    sys.exit(cli_main(sys.argv[1:]))


if __name__ == "__main__":
    main()
