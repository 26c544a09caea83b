"""Loading a Python package that the operating system installed (Debian's ``python3-louis``,
``python3-speechd``) into any Python, without putting the system's dist-packages on sys.path.

The package is imported normally when it can be; otherwise its ``__init__.py`` is looked for in
the system's Python folders (or a folder a setting names) and loaded with importlib, so nothing
else from those folders is exposed (``braille.md``, "liblouis").
"""
from __future__ import annotations

import glob
import importlib
import importlib.util
import os
import sys
from collections.abc import Callable
from types import ModuleType

#: Where the system's Python packages live, as glob patterns with {name} for the package.
SYSTEM_FOLDERS = (
    "/usr/lib/python3/dist-packages",
    "/usr/local/lib/python3/dist-packages",
    "/usr/lib/python3*/site-packages",
    "/usr/lib64/python3*/site-packages",
    "/usr/local/lib/python3*/site-packages",
    "/opt/homebrew/lib/python3*/site-packages",
)


def candidate_files(package: str, override: str | None = None) -> list[str]:
    """The ``__init__.py`` files of ``package`` to try, in order: the one ``override`` names (the
    file itself, a folder holding it, or a folder holding ``package/``), then the system's."""
    files = []
    if override:
        for name in (override, os.path.join(override, "__init__.py"),
                     os.path.join(override, package, "__init__.py")):
            if os.path.isfile(name):
                files.append(name)
                break
    for folder in SYSTEM_FOLDERS:
        files.extend(sorted(glob.glob(os.path.join(folder, package, "__init__.py"))))
    return files


def load_system_package(package: str, usable: Callable[[ModuleType], bool], override: str | None = None,
                        register_as: str | None = None) -> ModuleType | None:
    """``package`` as a module for which ``usable(module)`` is true, or None when none loads.

    Tries ``import package`` first (a Debian Python, or a ``.pth`` file exposing only it), then
    :func:`candidate_files`. A file is loaded as ``register_as`` (default ``package``: its own
    relative imports then work) and forgotten again when it fails or is not usable. A package
    blocked with ``sys.modules[package] = None`` stays blocked. Never raises.
    """
    if package in sys.modules and sys.modules[package] is None:
        return None
    try:
        module = importlib.import_module(package)
        if usable(module):
            return module
    # Guards importing a system package (liblouis, speechd): ImportError, or a broken copy on the path that may
    # raise anything; the system's copies are tried next, and the caller reports the package missing.
    except Exception:  # noqa: BLE001
        pass
    name = register_as or package
    for path in candidate_files(package, override):
        try:
            spec = importlib.util.spec_from_file_location(
                name, path, submodule_search_locations=[os.path.dirname(path)])
            if spec is None or spec.loader is None:
                continue
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
        except Exception:  # noqa: BLE001 (as above: a broken or foreign copy; the next one is tried)
            _forget(name)
            continue
        if usable(module):
            return module
        _forget(name)
    return None


def _forget(name: str) -> None:
    for key in [k for k in sys.modules if k == name or k.startswith(name + ".")]:
        sys.modules.pop(key, None)
