#!/usr/bin/env python3
"""PyraPack: double-click this file (or run ``python3 main.py``) to play.

Any Python 3.10+ will do: when it lacks pygame-ce, the game runs from its own
``.venv`` next to this file, created and filled by pip on the first start
(``pyrapack/bootstrap/firstrun.py``); the Python that opened this file is never changed.
It is also the entry point of the stand-alone build (``tools/build_app.py``).
"""

import multiprocessing
import os
import sys

# started through a link too, .venv and requirements.txt are the real main.py's neighbours
HERE = os.path.dirname(os.path.realpath(__file__))


def run(argv):
    multiprocessing.freeze_support()  # first of all: the stand-alone app's bot worker starts here
    if sys.version_info < (3, 10):  # said in words older Pythons can still read
        sys.stderr.write("PyraPack needs Python 3.10 or newer; this is Python %d.%d (%s).\n"
                         % (sys.version_info[0], sys.version_info[1], sys.executable))
        return 1
    sys.path.insert(0, HERE)  # this folder's pyrapack, from any working directory
    from pyrapack import cli
    from pyrapack.bootstrap import preflight

    launch = cli.parse(argv)  # --help and a wrong option need nothing installed
    preflight.speak(launch.language)
    problem = preflight.missing()
    if problem is None:
        return cli.start(launch)
    from pyrapack.bootstrap import firstrun

    return firstrun.start(argv, problem, HERE)


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
