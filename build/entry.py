"""The frozen app's entry point: the same `main` as the `favelas` command."""

from favelas_app.__main__ import main

if __name__ == "__main__":
    main()
