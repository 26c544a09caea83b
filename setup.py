"""Build step: the rules engine compiled to C extensions with mypyc, when it can be.

Everything else about the package is in pyproject.toml. ``tek_access/rules`` (the Tiny Epic Kingdoms
engine: pure, typed Python, held to mypy's strict settings) is compiled with mypyc, which makes random
games about twice as fast and the computer players' look-ahead with them (CONTRIBUTING.md, "The compiled
rules engine"). The Python
source stays the definition: with ``TEK_ACCESS_PURE=1`` set, or when mypyc or a C compiler is
missing, the package installs as pure Python and plays the same games, only slower.

An editable install (``pip install -e .``, scripts/setup.sh) puts the compiled modules beside
their sources; after changing a module of ``tek_access/rules`` run ``bash scripts/build.sh``
(scripts/check.sh does it when a source is newer than its compiled module).
"""
from __future__ import annotations

import os
import sys

from setuptools import setup

#: The packages compiled with mypyc (each holds only typed, mypy-strict code).
COMPILED = ["tek_access/rules", "tek_access/core/undo"]


def compiled_extensions() -> list:
    """mypyc's extensions for :data:`COMPILED`, each optional (a failed compile leaves the Python
    module in place), or none with ``TEK_ACCESS_PURE`` set or no mypyc to import."""
    if os.environ.get("TEK_ACCESS_PURE", "") not in ("", "0"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("tek-access: mypyc not found; the rules stay pure Python", file=sys.stderr)
        return []
    extensions = mypycify(COMPILED, opt_level="3", group_name="tek_rules_compiled")
    for extension in extensions:
        extension.optional = True
    return extensions


setup(ext_modules=compiled_extensions())
