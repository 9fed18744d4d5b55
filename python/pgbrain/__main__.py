"""The `pgbrain` command (the console script) and `python -m pgbrain`: --version is answered before anything else is
imported; every other command line goes to pgbrain.cli (typer, and what the command needs)."""

from __future__ import annotations

import sys


def main() -> None:
    if sys.argv[1:] == ["--version"]:
        from . import __version__

        print(f"pgbrain {__version__}")
        sys.exit(0)
    from .cli import main as cli_main

    cli_main()


if __name__ == "__main__":  # pragma: no cover
    main()
