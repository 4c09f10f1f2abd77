"""Entry script of the standalone bundle: the same ``main`` as the ``arbiter-desk`` console script."""

import sys

from arbiter_desk.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
